// The table: every player's board in five colour columns (the same order for everyone, so colours line up between
// players), icon counts, hand, score pile, achievements (with Cities, the flags and fountains held, and why); then the
// achievements still available, the special achievements and the supply; and whose turn it is. Opponents can be drawn
// compact (GameWidget).
import { COLORS, cardData } from "./cards.js";
import { cardBack, cardChip, cardFace } from "./card.js";
import { h, reconcile } from "./dom.js";
import { ICONS, iconEl, markSvg, plainText, richText } from "./icons.js";
import { emptyPile, pileEl } from "./pile.js";
import { label } from "./terms.js";
import { count, names, possessive, verb } from "./words.js";

/** Who won, for the viewer: "You win", "Ann wins", "Ann and you win", then how (``result.detail``). */
export function resultText(result, ctx) {
  if (!result) return "";
  const winners = result.winners || [];
  const who = names(winners, ctx);
  const head = result.draw
    ? "Draw"
    : `${who.slice(0, 1).toUpperCase()}${who.slice(1)} ${winners.length === 1 ? verb(winners[0], ctx, "wins") : "win"}`;
  return result.detail ? `${head}: ${plainText(result.detail)}` : head;
}

/** Whose turn, how many actions are left and how many achievements win ("Game over" once the game is over). */
export function statusText(board, ctx) {
  if (board.result) return `Game over. ${resultText(board.result, ctx)}`;
  if (board.phase === "setup") return `Setup: each player chooses a card to ${label(ctx.labels, "meld").toLowerCase()}`;
  return `Turn ${board.turn}: ${possessive(board.current, ctx)} turn, ${count(board.actions_left, "action")} left`;
}

export function statusLine(board, ctx) {
  return h(
    "div",
    { class: "inb-status", dataset: { turn: board.turn, actionsLeft: board.actions_left } },
    statusText(board, ctx),
    board.achievements_needed && !board.result
      ? h(
          "span",
          { class: "inb-needed" },
          ` · ${board.achievements_needed} ${label(ctx.labels, "achievements").toLowerCase()} to win`,
        )
      : null,
  );
}

function changedClass(ctx, name) {
  return ctx.highlight && ctx.highlight.has(name) ? "inb-changed" : null;
}

function zone(cls, title, ...content) {
  return h(
    "div",
    { class: ["inb-zone", cls] },
    h("span", { class: "inb-zone-label" }, title),
    h("div", { class: "inb-zone-cards" }, ...content),
  );
}

export function iconCounts(icons, ctx, featured) {
  return h(
    "div",
    { class: "inb-icon-counts", role: "list", "aria-label": "icon counts" },
    ICONS.map((i) =>
      h(
        "span",
        {
          class: ["inb-icon-count", featured === i && "inb-featured", !(icons && icons[i]) && "inb-zero"],
          role: "listitem",
          dataset: { icon: i, count: (icons && icons[i]) || 0 },
          title: count((icons && icons[i]) || 0, i),
        },
        iconEl(i),
        h("span", { class: "inb-n" }, (icons && icons[i]) || 0),
      ),
    ),
  );
}

function achievementsEl(list, ctx) {
  if (!list.length) return [h("span", { class: "inb-none" }, "—")];
  return list.map((a) =>
    a.special
      ? h("span", { class: "inb-special", title: label(ctx.labels, "specials") }, a.special)
      : a.relic
        ? h(
            "span",
            { class: "inb-relic", dataset: { preview: a.relic }, title: `${a.relic}: a relic (age ${a.age})` },
            cardChip(a.relic),
          )
        : cardBack(a.age, ctx, { what: "achievement", class: "inb-achievement-back" }),
  );
}

/** The flags and fountains a player holds now, each with its card and why it counts (Cities). */
export function tallyEl(held) {
  if (!held.length) return h("span", { class: "inb-none", title: "no flag or fountain counts now" }, "—");
  return h(
    "ul",
    { class: "inb-tally", "aria-label": "flags and fountains held" },
    held.map((x) =>
      h(
        "li",
        {
          class: ["inb-tally-item", `inb-tally-${x.kind}`],
          dataset: { kind: x.kind, card: x.card, color: x.color },
        },
        h(
          "span",
          {
            class: ["inb-city-icon", `inb-city-${x.kind}`, x.kind === "flag" && `inb-flag-${x.color}`],
            "aria-hidden": "true",
          },
          markSvg(x.kind === "flag" ? "flag" : "fountain"),
        ),
        cardChip(x.card),
        h("span", { class: "inb-tally-why" }, richText(x.why)),
      ),
    ),
  );
}

// A score pile of more cards than this is drawn one group per age (the cards, where this viewer may see them, named
// in the group's tooltip): a long game's pile then takes a line, not a screen.
const SCORE_ONE_BY_ONE = 16;

function scoreByAge(p, ctx) {
  const groups = new Map(); // "set age" -> {age, set, cards: [name, or null when face down]}
  const size = p.score ? p.score.length : (p.score_ages || []).length;
  for (let i = 0; i < size; i++) {
    const card = p.score ? cardData(p.score[i]) || {} : null;
    const age = card ? card.age : p.score_ages[i];
    const set = card ? card.set : (p.score_sets || [])[i] || "base";
    const key = `${set} ${age}`;
    if (!groups.has(key)) groups.set(key, { age, set, cards: [] });
    groups.get(key).cards.push(p.score ? p.score[i] : null);
  }
  return [...groups.values()]
    .sort((a, b) => a.age - b.age || a.set.localeCompare(b.set))
    .map(({ age, set, cards }) => {
      const names = cards.filter(Boolean);
      return h(
        "span",
        {
          class: ["inb-score-group", names.some((c) => changedClass(ctx, c)) && "inb-changed"],
          dataset: { age, set, count: cards.length },
          title: names.length
            ? names.join(", ")
            : `${count(cards.length, "card")} of ${label(ctx.labels, "age").toLowerCase()} ${age}`,
        },
        cardBack(age, ctx, { set }),
        h("span", { class: "inb-score-group-count" }, `×${cards.length}`),
      );
    });
}

/** One player's area. ``compact``: an opponent in GameWidget, whose hand, score pile and achievements (backs) sit
 * in its heading line. ``dense``: a table of three or more players (smaller cards, each pile's count on its top
 * card, and hands shown face up as chips), so that four boards fit a notebook's screen. */
export function playerEl(p, board, ctx, compact = false, dense = false) {
  const L = ctx.labels;
  const piles = new Map((p.piles || []).map((pile) => [pile.color, pile]));
  const handCount = (p.hand_ages || []).length;
  const scoreCount = (p.score_ages || []).length;
  const you = board.perspective === p.name;
  const chips = dense && !(you && ctx.handFaces); // the person playing (GameWidget) keeps their hand's faces
  const hand = p.hand
    ? p.hand.map((c) =>
        chips
          ? h(
              "span",
              {
                class: ["inb-in-hand", "inb-in-hand-chip", changedClass(ctx, c)],
                role: "button",
                tabindex: 0,
                dataset: { card: c },
                title: `${c}: click to see the card`,
              },
              cardChip(c),
            )
          : cardFace(c, ctx, { class: "inb-in-hand" }),
      )
    : (p.hand_ages || []).map((a, i) => cardBack(a, ctx, { set: (p.hand_sets || [])[i] }));
  // only a score card's age counts: a chip (its face shows on hover) saves a row of full faces
  const score =
    scoreCount > SCORE_ONE_BY_ONE
      ? scoreByAge(p, ctx)
      : p.score
        ? p.score.map((c) =>
            h(
              "span",
              {
                class: ["inb-in-score", changedClass(ctx, c)],
                role: "button",
                tabindex: 0,
                dataset: { card: c },
                title: `${c}: click to see the card`,
              },
              cardChip(c),
            ),
          )
        : (p.score_ages || []).map((a, i) => cardBack(a, ctx, { set: (p.score_sets || [])[i] }));
  const parts = p.score_parts; // Echoes: the score is the pile and the visible bonuses
  const scoreWords =
    parts && parts.bonuses.length
      ? `${count(scoreCount, "card")} (${parts.pile}) + bonuses ${parts.bonuses.join(", ")}: score ${p.score_total}`
      : `${count(scoreCount, "card")}, total ${p.score_total}`;
  const forecast =
    "forecast_ages" in p
      ? p.forecast
        ? p.forecast.map((c) => cardFace(c, ctx, { class: "inb-in-forecast" }))
        : p.forecast_ages.map((a, i) => cardBack(a, ctx, { set: (p.forecast_sets || [])[i] }))
      : null;
  const held = p.board_achievements || []; // Cities: flags and fountains count while the board shows them
  const zones = h(
    "div",
    { class: "inb-zones" },
    zone("inb-hand", `${L.hand} (${handCount})`, hand.length ? hand : h("span", { class: "inb-none" }, "—")),
    zone(
      "inb-score-pile",
      L.score_pile,
      h("span", { class: "inb-score-summary", dataset: { count: scoreCount, total: p.score_total } }, scoreWords),
      score,
    ),
    zone("inb-achievements", L.achievements, achievementsEl(p.achievements || [], ctx)),
    "board_achievements" in p ? zone("inb-board-achievements", "Flags and fountains", tallyEl(held)) : null,
    forecast
      ? zone(
          "inb-forecast",
          `Forecast (${p.forecast_ages.length})`,
          forecast.length ? forecast : h("span", { class: "inb-none" }, "—"),
        )
      : null,
    "display" in p
      ? zone(
          "inb-display",
          "On display",
          p.display ? cardFace(p.display, ctx, { class: "inb-on-display" }) : h("span", { class: "inb-none" }, "—"),
        )
      : null,
  );
  return h(
    "section",
    {
      class: [
        "inb-player",
        p.current && "inb-current",
        you && "inb-viewer",
        compact && "inb-compact",
        dense && "inb-dense",
      ],
      dataset: { player: p.name },
      "aria-label": p.name,
    },
    h(
      "div",
      { class: "inb-player-head" },
      h("span", { class: "inb-player-name" }, p.name),
      you && p.name !== "You" ? h("span", { class: "inb-you" }, "(you)") : null,
      // none once the game is over
      p.current && !board.result ? h("span", { class: "inb-turn-marker" }, you ? "your turn" : "turn") : null,
      // a team by its players' names for this viewer ("you and Cat"), as Python words it
      p.team != null ? h("span", { class: "inb-team", dataset: { team: p.team } }, p.team_name || "") : null,
      iconCounts(p.icons, ctx, ctx.featured),
      h("span", { class: "inb-score-total", dataset: { total: p.score_total } }, `${L.score}: ${p.score_total}`),
      h(
        "span",
        {
          class: "inb-achievement-count",
          dataset: { claimed: (p.achievements || []).length, held: held.length },
          title: held.length
            ? `${(p.achievements || []).length} claimed + ` +
              `${count(held.length, "flag or fountain", "flags and fountains")} on the board`
            : null,
        },
        `${L.achievements}: ${(p.achievements || []).length + held.length}` +
          (board.achievements_needed ? ` / ${board.achievements_needed}` : ""),
      ),
      compact ? zones : null,
    ),
    h(
      "div",
      { class: "inb-piles", role: "group", "aria-label": `${possessive(p.name, ctx)} ${L.board.toLowerCase()}` },
      COLORS.map((c) =>
        h(
          "div",
          { class: ["inb-pile-col", `inb-col-${c}`], dataset: { color: c } },
          piles.has(c)
            ? pileEl(piles.get(c), ctx, you || !board.perspective) /* the teaching view shows all */
            : emptyPile(c),
        ),
      ),
    ),
    compact ? null : zones,
  );
}

export function sharedEl(board, ctx) {
  const L = ctx.labels;
  const supply = (board.supply || []).map((n, i) =>
    h(
      "div",
      {
        class: ["inb-supply-pile", n === 0 && "inb-empty"],
        dataset: { age: i + 1, count: n },
        title: `${L.age} ${i + 1}: ${count(n, "card")}`,
      },
      h("span", { class: "inb-back-age" }, i + 1),
      h("span", { class: "inb-supply-count" }, `×${n}`),
    ),
  );
  const claimable = ctx.achievable; // GameWidget: ages the player may click to consider claiming
  return h(
    "section",
    { class: "inb-shared" },
    zone(
      "inb-available",
      L.available,
      (board.available || []).length
        ? board.available.map((a) => {
            const back = cardBack(a, ctx, { what: "achievement", class: "inb-achievement-back" });
            if (claimable) {
              back.dataset.achieve = a;
              back.setAttribute("role", "button");
              back.setAttribute("tabindex", "0");
              back.title = `${label(L, "achieve")} ${a}: click to consider it`;
            }
            return back;
          })
        : h("span", { class: "inb-none" }, "—"),
    ),
    zone(
      "inb-specials",
      L.specials,
      (board.specials || []).length
        ? board.specials.map((s) => h("span", { class: "inb-special" }, s))
        : h("span", { class: "inb-none" }, "—"),
    ),
    zone(
      "inb-supply",
      L.supply,
      supply,
      board.removed ? h("span", { class: "inb-removed" }, `${board.removed} removed`) : null,
    ),
    Object.entries(board.supplies || {}).map(([set, piles]) =>
      zone(
        `inb-supply inb-supply-${set}`,
        `${set[0].toUpperCase()}${set.slice(1)} ${L.supply.toLowerCase()}`,
        piles.map((n, i) =>
          h(
            "div",
            {
              class: ["inb-supply-pile", n === 0 && "inb-empty"],
              dataset: { age: i + 1, count: n, set },
              title: `${set} ${L.age.toLowerCase()} ${i + 1}: ${count(n, "card")}`,
            },
            h("span", { class: `inb-back-age inb-back-${set}` }, i + 1),
            h("span", { class: "inb-supply-count" }, `×${n}`),
          ),
        ),
      ),
    ),
    board.relics
      ? zone(
          "inb-relics",
          "Relics",
          board.relics.length
            ? board.relics.map((r) => h("span", { class: "inb-relic", dataset: { preview: r } }, cardChip(r)))
            : h("span", { class: "inb-none" }, "—"),
        )
      : null,
  );
}

/** The table. ``opts.status``: draw the status line (default true); ``opts.compact``: draw players other than
 * the viewer compact; ``opts.replay``: it is the table of a moment being replayed. */
export function boardView(board, ctx, opts = {}) {
  if (!board || !board.players) return h("div", { class: "inb-board inb-none" }, "No game to show.");
  const compact = !!opts.compact && board.perspective != null;
  const dense = isDense(board, opts);
  return h(
    "div",
    {
      class: ["inb-board", opts.replay && "inb-replaying", dense && "inb-dense-board"],
      dataset: { edition: board.edition, phase: board.phase },
    },
    opts.status === false ? null : statusLine(board, ctx),
    h(
      "div",
      { class: "inb-players" },
      board.players.map((p) => playerEl(p, board, ctx, compact && p.name !== board.perspective, dense)),
    ),
    sharedEl(board, ctx),
  );
}

/** ``opts.dense``: draw a table of three or more players densely (the game and the stepper do). */
function isDense(board, opts) {
  return !!opts.dense && (board.players || []).length >= 3;
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

/**
 * The board view kept in place across redraws: the same element each time, with only the parts whose data changed
 * drawn again (a player's area, the status line, the shared area). A move changes one or two players' areas, so the
 * browser lays out those and leaves the rest alone.
 */
export function cachedBoardView(board, ctx, opts = {}) {
  if (!board || !board.players) return boardView(board, ctx, opts);
  const live =
    ctx.state.liveBoard || (ctx.state.liveBoard = { el: h("div"), players: h("div", { class: "inb-players" }) });
  const el = live.el;
  const dense = isDense(board, opts);
  el.className = ["inb-board", opts.replay && "inb-replaying", dense && "inb-dense-board"].filter(Boolean).join(" ");
  el.dataset.edition = board.edition;
  el.dataset.phase = board.phase;
  const compact = !!opts.compact && board.perspective != null;
  const common = JSON.stringify([
    board.perspective,
    board.achievements_needed,
    board.terminology,
    ctx.featured || "",
    compact,
    dense,
  ]);
  const marked = [...(ctx.highlight || [])];
  reconcile(
    live.players,
    board.players.map((p) => {
      const data = JSON.stringify(p);
      const mine = marked.filter((c) => data.includes(`"${c}"`)); // only this player's highlighted cards matter here
      return memo(ctx, `board-player:${p.name}`, data + common + mine.join(","), () =>
        playerEl(p, board, ctx, compact && p.name !== board.perspective, dense),
      );
    }),
  );
  reconcile(
    el,
    [
      opts.status === false
        ? null
        : memo(
            ctx,
            "board-status",
            JSON.stringify([
              board.result,
              board.phase,
              board.turn,
              board.current,
              board.actions_left,
              board.achievements_needed,
              board.perspective,
              board.labels,
            ]),
            () => statusLine(board, ctx),
          ),
      live.players,
      memo(
        ctx,
        "board-shared",
        JSON.stringify([
          board.available,
          board.specials,
          board.supply,
          board.removed,
          board.supplies,
          board.relics,
          board.labels,
          !!ctx.achievable,
        ]),
        () => sharedEl(board, ctx),
      ),
    ].filter(Boolean),
  );
  return el;
}
