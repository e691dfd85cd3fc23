// What the other players just did (GameWidget): a one-line strip (each action, who shared or was vulnerable), the
// details (cards moved, the sharing bonus), and a step-through of those events on a copy of the game (the replay:
// the table as it was after each event; the game itself does not change).
import { cardChip } from "./card.js";
import { button, h } from "./dom.js";
import { richText } from "./icons.js";
import { planPanel } from "./plan.js";
import { label } from "./terms.js";
import { article, names, possessive, subject, verb } from "./words.js";

/** An action in a few words: "Dogma Agriculture", "Draw a 3", "Meld Oars", "Achieve 2". */
export function actionWords(a, ctx) {
  if (!a || !a.kind) return "";
  const word = label(ctx.labels, a.kind);
  if (a.kind === "achieve") return a.age ? `${word} ${a.age}` : `${word} ${a.card || ""}`.trim();
  if (a.card) return [`${word} `, cardChip(a.card)];
  if (a.kind === "draw" && a.age) return `${word} (${article(a.age)} ${a.age})`;
  return word;
}

// a role after the fact, in the chosen words
const ROLE_LABELS = { shares: "shared", vulnerable: "vulnerable", not_sharing: "not_shared", unaffected: "unaffected" };

// a role that is a state, not a deed, takes "was" ("Cat was vulnerable", "you were unaffected")
const STATES = new Set(["vulnerable", "unaffected"]);

/** Who did what in a dogma, as sentences with their subjects: "you and Ben shared; Cat was vulnerable". */
function rolesWords(plan, ctx) {
  const by = {};
  for (const [name, role] of Object.entries(plan.roles || {})) (by[role] ||= []).push(name);
  return Object.entries(by)
    .map(([role, who]) => {
      const be = STATES.has(role) ? `${who.length > 1 ? "were" : verb(who[0], ctx, "was", "were")} ` : "";
      return `${names(who, ctx)} ${be}${label(ctx.labels, ROLE_LABELS[role] || role)}`;
    })
    .join("; ");
}

function groupLine(g, ctx) {
  if (g.kind !== "action")
    return h("span", { class: "inb-recent-item", dataset: { index: g.index } }, richText(g.text));
  const who = g.before ? `${possessive(g.player, ctx)} action, continued` : subject(g.player, ctx);
  return h(
    "span",
    { class: "inb-recent-item", dataset: { index: g.index } },
    g.player ? h("strong", {}, `${who}: `) : null,
    g.action ? actionWords(g.action, ctx) : g.text,
    g.plan && Object.keys(g.plan.roles || {}).length
      ? h("span", { class: "inb-recent-roles" }, ` (${rolesWords(g.plan, ctx)})`)
      : null,
    g.bonus && g.bonus.granted
      ? h("span", { class: "inb-recent-bonus" }, ` · ${label(ctx.labels, "bonus").toLowerCase()}`)
      : null,
  );
}

function stepThrough(recent, ctx) {
  return button("Step through ▶", () => ctx.send({ type: "replay", at: recent.from }), {
    class: "inb-replay-open",
    dataset: { focus: "replay-open" },
    title: "Watch these moves event by event on a copy of the game (keys ← →; Escape returns)",
  });
}

/** The strip under the status line: who did what since your last move, on one line (the whole of it is in the
 * box beside the log and in the strip's tooltip). It is always there, so the table below never moves when it
 * fills or empties; ``recent`` null: nothing new. */
export function recentStrip(recent, ctx) {
  const groups = recent ? (recent.groups || []).filter((g) => g.kind === "action" || g.before) : [];
  if (!groups.length) {
    return h(
      "div",
      { class: "inb-recent inb-recent-none", role: "status", "aria-label": "what just happened" },
      h("span", { class: "inb-recent-head" }, "Just now: "),
      h("span", { class: "inb-recent-items" }, "nothing new since your last move"),
    );
  }
  const items = h(
    "span",
    { class: "inb-recent-items" },
    groups.map((g, i) => [i ? " · " : null, groupLine(g, ctx)]),
  );
  items.title = items.textContent;
  return h(
    "div",
    { class: "inb-recent", role: "status", "aria-label": "what just happened" },
    h("span", { class: "inb-recent-head" }, "Just now: "),
    items,
    stepThrough(recent, ctx),
  );
}

/** The details: each action with the cards it moved and the verdict on the sharing bonus. */
export function recentDetails(recent, ctx) {
  return h(
    "section",
    { class: "inb-recent-details", "aria-label": "what the others did" },
    h(
      "div",
      { class: "inb-section-title" },
      `Since ${possessive(ctx.board.perspective, ctx, false)} last move`,
      " ",
      stepThrough(recent, ctx),
    ),
    h(
      "ol",
      { class: "inb-recent-list" },
      (recent.groups || []).map((g) =>
        h(
          "li",
          { dataset: { index: g.index } },
          h("div", {}, groupLine(g, ctx)),
          g.moved.length
            ? h(
                "ul",
                { class: "inb-moved" },
                g.moved.map((m) => h("li", { dataset: { index: m.index } }, richText(m.text))),
                g.more ? h("li", { class: "inb-none" }, `and ${g.more} more`) : null,
              )
            : null,
          g.bonus ? h("p", { class: "inb-note" }, richText(g.bonus.text)) : null,
        ),
      ),
    ),
  );
}

/** The step-through: where we are, the controls, the event just applied and the plan at that moment. */
export function replayView(replay, ctx) {
  const go = (at) => () => ctx.send({ type: "replay", at });
  const n = replay.to - replay.from;
  const i = replay.at - replay.from;
  return h(
    "section",
    { class: "inb-replay", "aria-label": "stepping through the others' moves", dataset: { at: replay.at } },
    h(
      "div",
      { class: "inb-replay-head" },
      h("strong", {}, "Replay "),
      `${i} of ${n} events (the game itself is unchanged)`,
    ),
    h(
      "div",
      { class: "inb-controls", role: "toolbar", "aria-label": "replay controls" },
      button("|◀", go(replay.from), {
        class: "inb-replay-start",
        dataset: { focus: "replay-start" },
        disabled: i === 0,
        title: "To the start (key: Home)",
      }),
      button("◀ Back", go(replay.at - 1), {
        class: "inb-replay-back",
        dataset: { focus: "replay-back" },
        disabled: i === 0,
        title: "One event back (key: ←)",
      }),
      button("Step ▶", go(replay.at + 1), {
        class: "inb-replay-step",
        dataset: { focus: "replay-step" },
        disabled: i === n,
        title: "One event on (key: → or Space)",
      }),
      button("▶|", go(replay.to), {
        class: "inb-replay-end",
        dataset: { focus: "replay-end" },
        disabled: i === n,
        title: "To now (key: End)",
      }),
      button("✕ Back to the game", () => ctx.send({ type: "replay", at: null }), {
        class: "inb-replay-close",
        dataset: { focus: "replay-close" },
        title: "Key: Escape",
      }),
    ),
    replay.event
      ? h(
          "p",
          { class: "inb-replay-event", dataset: { index: replay.event.index } },
          h("span", { class: "inb-ev-index" }, `#${replay.event.index} `),
          richText(replay.event.text),
        )
      : h("p", { class: "inb-hint" }, "The table before these moves: step to watch them."),
    replay.plan ? planPanel(replay.plan, ctx) : null,
  );
}

/** Keys while stepping through: ← → Home End, Escape returns to the game. True when the key was used. */
export function replayKey(e, replay, ctx) {
  const targets = {
    ArrowRight: replay.at + 1,
    " ": replay.at + 1,
    ArrowLeft: replay.at - 1,
    Home: replay.from,
    End: replay.to,
  };
  if (e.key === "Escape") {
    ctx.send({ type: "replay", at: null });
    ctx.focus('[data-focus="replay-open"]');
    return true;
  }
  if (!(e.key in targets)) return false;
  const at = targets[e.key];
  if (at >= replay.from && at <= replay.to && at !== replay.at) ctx.send({ type: "replay", at });
  return true;
}
