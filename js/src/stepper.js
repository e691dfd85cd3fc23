// DogmaStepper's view: step / back / to next decision / to end / reset on a bar that stays in sight; then a block of
// fixed height (so nothing below moves while stepping) with the pending decision and why it is asked, the verdict on
// the sharing bonus and the plan (who shares, who is vulnerable and why; the effects) beside the frame stack and the
// events so far; then the board.
import { cachedBoardView, memo, statusLine } from "./boardview.js";
import { cardData, effectsFor } from "./cards.js";
import { cardChip, effectItem } from "./card.js";
import { decisionView } from "./decision.js";
import { button, h } from "./dom.js";
import { richText } from "./icons.js";
import { frameStack, timeline } from "./log.js";
import { planPanel } from "./plan.js";
import { label } from "./terms.js";
import { mount, reconcile } from "./widget.js";
import { possessive } from "./words.js";

const CONTROLS = [
  { type: "back", text: "◀ Back", can: "back", key: "←" },
  { type: "step", text: "Step ▶", can: "step", key: "→ or Space" },
  { type: "to_decision", text: "To next decision ▶▶", can: "to_decision", key: null },
  { type: "to_end", text: "To end ▶▶|", can: "to_end", key: "End" },
  { type: "reset", text: "⟲ Reset", can: "reset", key: "Home" },
];

function dogmaCard(snap) {
  if (snap.card) return snap.card;
  if (snap.plan && snap.plan.card) return snap.plan.card;
  const f = (snap.frames || []).find((x) => x.kind === "card" && x.card);
  return f ? f.card : null;
}

/** The frame of the action being stepped, if one is resolving. */
function actionFrame(snap) {
  const f = (snap.frames || [])[0];
  return f && f.kind === "action" && f.label ? f : null;
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function controls(snap, ctx) {
  const can = snap.can || {};
  return h(
    "div",
    { class: "inb-controls inb-sticky", role: "toolbar", "aria-label": "step controls" },
    CONTROLS.map((c) =>
      button(c.text, () => ctx.send({ type: c.type }), {
        class: `inb-ctl-${c.type}`,
        dataset: { msg: c.type },
        disabled: !can[c.can],
        title: c.key ? `${c.text.replace(/[^A-Za-z ]/g, "").trim()} (key: ${c.key})` : null,
      }),
    ),
  );
}

function startButtons(snap, ctx) {
  const whose = ctx.board.current ? possessive(ctx.board.current, ctx, false) : "the current player's";
  return h(
    "section",
    { class: "inb-start" },
    h(
      "p",
      {},
      `${label(ctx.labels, "dogma")}: choose one of ${whose} ${label(ctx.labels, "top_card").toLowerCase()}s to start`,
    ),
    h(
      "div",
      { class: "inb-start-buttons" },
      snap.startable.map((c) =>
        button([`${label(ctx.labels, "dogma")} `, cardChip(c)], () => ctx.send({ type: "start", card: c }), {
          class: "inb-start-card",
          dataset: { start: c },
        }),
      ),
    ),
  );
}

/** A stepper on another action than a dogma (a meld, a draw): its kind, else null. */
function otherAction(snap) {
  const a = snap.action;
  return a && a.kind && a.kind !== "dogma" && a.kind !== "endorse" ? a : null;
}

/** What the action stepped does and what may follow it, in place of the plan a dogma would show. */
function actionView(a, snap, ctx) {
  const what = `${label(ctx.labels, a.kind).toLowerCase()}`;
  const state = snap.done
    ? `The ${what} is over: what it set off is in the events.`
    : snap.events && snap.events.length
      ? "Each thing it sets off opens a trigger frame under Resolving now, with its reason."
      : `Step to ${what}${a.card ? ` ${a.card}` : ""}: ` +
        "what it sets off opens a trigger frame under Resolving now, with its reason.";
  return h(
    "section",
    { class: "inb-plan inb-action-plan", dataset: { action: a.kind }, "aria-label": `the ${what}` },
    h("p", { class: "inb-action-text" }, withChip(a.text, a.card)),
    (a.follows || []).length
      ? h(
          "ul",
          { class: "inb-action-follows" },
          a.follows.map((f) => h("li", {}, richText(f))),
        )
      : null,
    h("p", { class: "inb-hint" }, state),
  );
}

/** ``text`` with the first mention of ``card`` drawn as its chip (its face shows on hover). */
function withChip(text, card) {
  const i = card ? text.indexOf(card) : -1;
  if (i < 0) return [text];
  return [text.slice(0, i), cardChip(card), text.slice(i + card.length)];
}

function planView(snap, ctx) {
  const card = dogmaCard(snap);
  if (snap.plan) return planPanel(snap.plan, ctx);
  const other = otherAction(snap);
  if (other) return actionView(other, snap, ctx);
  const action = actionFrame(snap);
  const sec = h(
    "section",
    { class: "inb-plan", "aria-label": "who shares, who is vulnerable" },
    h(
      "p",
      { class: "inb-hint" },
      card
        ? `${card}: ${(snap.events || []).length ? "step once more" : "step"} to see who shares and who is ` +
            "vulnerable (the counts are taken when the card is activated)."
        : action && !action.label.startsWith("dogma ")
          ? `${cap(action.label)}: what it sets off (City icons, a City draw, a dig, a promotion) opens a trigger ` +
            "frame under Resolving now, with the reason; a dogma it leads to shows its table here."
          : "Step to activate the card: the eligibility table appears here.",
    ),
  );
  const effects = card
    ? effectsFor(cardData(card), ctx.edition).map((e) => ({ demand: e.demand, text: ctx.t(e.text) }))
    : [];
  if (effects.length) {
    sec.append(
      h(
        "ol",
        { class: "inb-effects inb-plan-effects", "aria-label": "effects" },
        effects.map((e, i) => effectItem(e, cardData(card)?.dogma_icon, i + 1, ctx.labels)),
      ),
    );
  }
  return sec;
}

function framesView(snap, ctx) {
  const other = otherAction(snap);
  const what = other ? label(ctx.labels, other.kind).toLowerCase() : label(ctx.labels, "dogma").toLowerCase();
  return frameStack(snap.frames || [], snap.done ? `Nothing: the ${what} is over.` : "Nothing yet.");
}

export function verdictView(verdict, ctx) {
  const granted = !!verdict.granted;
  return h(
    "section",
    { class: ["inb-verdict", granted ? "inb-granted" : "inb-denied"], dataset: { granted: String(granted) } },
    h(
      "div",
      { class: "inb-verdict-head" },
      `${label(ctx.labels, "bonus")}: `,
      h("strong", {}, granted ? "granted" : "not granted"),
    ),
    h("p", { class: "inb-verdict-text" }, richText(verdict.text)),
    (verdict.deciding || []).length
      ? h(
          "p",
          { class: "inb-verdict-events" },
          "Deciding events: ",
          verdict.deciding.map((i) => h("span", { class: "inb-ref" }, `#${i}`)),
        )
      : null,
  );
}

function body(snap, ctx) {
  const parts = [];
  const canStart = snap.can ? snap.can.start : !snap.started;
  if (canStart && (snap.startable || []).length) parts.push(startButtons(snap, ctx));
  else if (!snap.started)
    parts.push(h("p", { class: "inb-hint" }, `No ${label(ctx.labels, "dogma").toLowerCase()} to step through.`));
  parts.push(controls(snap, ctx));
  const main = [];
  if (snap.pending) main.push(decisionView({ ...snap.pending, why: snap.pending.why || snap.why }, ctx));
  if (snap.verdict) main.push(verdictView(snap.verdict, ctx));
  main.push(planView(snap, ctx));
  // a meld or a draw needs no eligibility table: a lower block (still of one height from step to step)
  parts.push(
    h(
      "div",
      { class: ["inb-stepper-top", otherAction(snap) && "inb-stepper-top-action"] },
      h("div", { class: "inb-stepper-main inb-scroll-y" }, main),
      h(
        "div",
        { class: "inb-stepper-side" },
        framesView(snap, ctx),
        h(
          "section",
          { class: "inb-events", "aria-label": "events" },
          h("div", { class: "inb-section-title" }, "Events"),
          timeline(snap.events || [], snap.verdict ? snap.verdict.deciding : [], ctx),
        ),
      ),
    ),
  );
  if (snap.board && snap.board.players) {
    ctx.featured = snap.plan ? snap.plan.icon : null;
    // the <details> stays in place (a collapsed board stays collapsed), and so does the board inside it
    const details =
      ctx.state.boardDetails || (ctx.state.boardDetails = h("details", { class: "inb-board-details", open: true }));
    reconcile(details, [
      memo(
        ctx,
        "board-summary",
        JSON.stringify([
          snap.board.labels,
          snap.board.turn,
          snap.board.current,
          snap.board.actions_left,
          snap.board.result,
          snap.board.phase,
          snap.board.achievements_needed,
        ]),
        () =>
          h(
            "summary",
            {},
            h("span", { class: "inb-summary-label" }, label(ctx.labels, "board")),
            " · ",
            statusLine(snap.board, ctx),
          ),
      ),
      cachedBoardView(snap.board, ctx, { status: false, dense: true }),
    ]);
    parts.push(details);
  }
  return { class: "inb-stepper", parts };
}

function onKey(e, ctx) {
  const t = e.target;
  if (t && t.closest && t.closest("input, select, textarea")) return;
  const can = ctx.snapshot.can || {};
  let type, allowed;
  switch (e.key) {
    case "ArrowRight":
      type = "step";
      allowed = can.step;
      break;
    case " ":
    case "Spacebar":
      if (t && t.closest && t.closest("button, [role=button], summary")) return; // Space presses that button
      type = "step";
      allowed = can.step;
      break;
    case "ArrowLeft":
      type = "back";
      allowed = can.back;
      break;
    case "End":
      type = "to_end";
      allowed = can.to_end;
      break;
    case "Home":
      type = "reset";
      allowed = can.reset;
      break;
    default:
      return;
  }
  e.preventDefault();
  if (allowed) ctx.send({ type });
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "stepper",
      title: (snap, ctx) => (snap.note ? `${stepperTitle(snap, ctx)} — ${snap.note}` : stepperTitle(snap, ctx)),
      body,
      onKey,
    },
  );
}

// the header: the action stepped, and whether it is over
function stepperTitle(snap, ctx) {
  const done = snap.done ? " (done)" : "";
  const other = otherAction(snap);
  if (other) {
    const named = other.card ? ` ${other.card}` : other.age != null ? ` ${other.age}` : "";
    return `${label(ctx.labels, other.kind)}${named}${done}`;
  }
  const card = dogmaCard(snap);
  if (card) return `${label(ctx.labels, "dogma")} ${card}${done}`;
  const action = actionFrame(snap);
  return action ? cap(action.label) : `${label(ctx.labels, "dogma")} stepper`;
}

export default { render };
