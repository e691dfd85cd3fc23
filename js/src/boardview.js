// The table: every player's board (piles with splays), icon counts, hand, score pile, achievements; then the
// achievements still available, the special achievements and the supply; and whose turn it is.
import { COLORS } from "./cards.js";
import { cardBack, cardFace } from "./card.js";
import { h, plural } from "./dom.js";
import { ICONS, iconEl } from "./icons.js";
import { emptyPile, pileEl } from "./pile.js";
import { label } from "./terms.js";

export function resultText(result) {
  if (!result) return "";
  const who = (result.winners || []).join(" and ");
  const head = result.draw ? "Draw" : `${who} win${(result.winners || []).length === 1 ? "s" : ""}`;
  return result.detail ? `${head}: ${result.detail}` : head;
}

export function statusLine(board, ctx) {
  let text;
  if (board.result) text = `Game over. ${resultText(board.result)}`;
  else if (board.phase === "setup") text = `Setup: each player chooses a card to ${label(ctx.labels, "meld").toLowerCase()}`;
  else {
    text = `Turn ${board.turn}: ${board.current} to play, ${plural(board.actions_left, "action")} left`;
  }
  return h("div", { class: "inb-status", dataset: { turn: board.turn, actionsLeft: board.actions_left } }, text,
    board.achievements_needed ? h("span", { class: "inb-needed" },
      ` · ${board.achievements_needed} ${label(ctx.labels, "achievements").toLowerCase()} to win`) : null);
}

function zone(cls, title, ...content) {
  return h("div", { class: ["inb-zone", cls] }, h("span", { class: "inb-zone-label" }, title),
    h("div", { class: "inb-zone-cards" }, ...content));
}

export function iconCounts(icons, ctx, featured) {
  return h("div", { class: "inb-icon-counts", role: "list", "aria-label": "icon counts" },
    ICONS.map((i) => h("span", {
      class: ["inb-icon-count", featured === i && "inb-featured", !(icons && icons[i]) && "inb-zero"],
      role: "listitem", dataset: { icon: i, count: (icons && icons[i]) || 0 }, title: `${(icons && icons[i]) || 0} ${i}`,
    }, iconEl(i), h("span", { class: "inb-n" }, (icons && icons[i]) || 0))));
}

function achievementsEl(list, ctx) {
  if (!list.length) return [h("span", { class: "inb-none" }, "—")];
  return list.map((a) => a.special
    ? h("span", { class: "inb-special", title: label(ctx.labels, "specials") }, a.special)
    : cardBack(a.age, ctx, { what: "achievement", class: "inb-achievement-back" }));
}

export function playerEl(p, board, ctx) {
  const L = ctx.labels;
  const piles = new Map((p.piles || []).map((pile) => [pile.color, pile]));
  const handCount = (p.hand_ages || []).length;
  const scoreCount = (p.score_ages || []).length;
  const hand = p.hand
    ? p.hand.map((c) => cardFace(c, ctx, { class: "inb-in-hand" }))
    : (p.hand_ages || []).map((a) => cardBack(a, ctx));
  const score = p.score
    ? p.score.map((c) => cardFace(c, ctx, { class: "inb-in-score" }))
    : (p.score_ages || []).map((a) => cardBack(a, ctx));
  return h("section", {
    class: ["inb-player", p.current && "inb-current", board.perspective === p.name && "inb-viewer"],
    dataset: { player: p.name }, "aria-label": p.name,
  },
  h("div", { class: "inb-player-head" },
    h("span", { class: "inb-player-name" }, p.name),
    p.current ? h("span", { class: "inb-turn-marker" }, "to play") : null,
    p.team != null ? h("span", { class: "inb-team" }, `team ${p.team}`) : null,
    h("span", { class: "inb-score-total", dataset: { total: p.score_total } }, `${L.score}: ${p.score_total}`),
    h("span", { class: "inb-achievement-count" },
      `${L.achievements}: ${(p.achievements || []).length}` + (board.achievements_needed ? ` / ${board.achievements_needed}` : ""))),
  iconCounts(p.icons, ctx, ctx.featured),
  h("span", { class: "inb-zone-label inb-board-label" }, L.board),
  h("div", { class: "inb-piles", role: "group", "aria-label": `${p.name}: ${L.board}` },
    COLORS.map((c) => piles.has(c) ? pileEl(piles.get(c), ctx) : emptyPile(c))),
  h("div", { class: "inb-zones" },
    zone("inb-hand", `${L.hand} (${handCount})`, hand.length ? hand : h("span", { class: "inb-none" }, "—")),
    zone("inb-score-pile", L.score_pile,
      h("span", { class: "inb-score-summary", dataset: { count: scoreCount, total: p.score_total } },
        `${plural(scoreCount, "card")}, total ${p.score_total}`),
      score),
    zone("inb-achievements", L.achievements, achievementsEl(p.achievements || [], ctx))));
}

export function sharedEl(board, ctx) {
  const L = ctx.labels;
  const supply = (board.supply || []).map((n, i) => h("div", {
    class: ["inb-supply-pile", n === 0 && "inb-empty"], dataset: { age: i + 1, count: n },
    title: `${L.age} ${i + 1}: ${plural(n, "card")}`,
  }, h("span", { class: "inb-back-age" }, i + 1), h("span", { class: "inb-supply-count" }, `×${n}`)));
  return h("section", { class: "inb-shared" },
    zone("inb-available", L.available, (board.available || []).length
      ? board.available.map((a) => cardBack(a, ctx, { what: "achievement", class: "inb-achievement-back" }))
      : h("span", { class: "inb-none" }, "—")),
    zone("inb-specials", L.specials, (board.specials || []).length
      ? board.specials.map((s) => h("span", { class: "inb-special" }, s)) : h("span", { class: "inb-none" }, "—")),
    zone("inb-supply", L.supply, supply,
      board.removed ? h("span", { class: "inb-removed" }, `${board.removed} removed`) : null));
}

export function boardView(board, ctx) {
  if (!board || !board.players) return h("div", { class: "inb-board inb-none" }, "No game to show.");
  return h("div", { class: "inb-board", dataset: { edition: board.edition, phase: board.phase } },
    statusLine(board, ctx),
    h("div", { class: "inb-players" }, board.players.map((p) => playerEl(p, board, ctx))),
    sharedEl(board, ctx));
}

/**
 * A section reused from the last draw while ``key`` is unchanged (e.g. the board: most steps of a dogma change no
 * card, and drawing every pile again is the slowest part of a redraw).
 */
export function memo(ctx, name, key, build) {
  const store = ctx.state.memo || (ctx.state.memo = {});
  const hit = store[name];
  if (hit && hit.key === key) return hit.el;
  const el = build();
  store[name] = { key, el };
  return el;
}

/** The board view, reused while the board's snapshot (and the highlighted featured icon) is unchanged. */
export function cachedBoardView(board, ctx) {
  return memo(ctx, "board", JSON.stringify(board) + "|" + (ctx.featured || ""), () => boardView(board, ctx));
}
