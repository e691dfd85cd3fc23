// DogmaStepper's view: who shares, who is vulnerable and why; the card's effects; the frame stack; the events so far;
// the pending decision; step / back / to next decision / to end / reset; and the verdict on the sharing bonus.
import { boardView, memo } from "./boardview.js";
import { cardData, effectsFor } from "./cards.js";
import { cardChip, effectItem } from "./card.js";
import { decisionView } from "./decision.js";
import { button, h } from "./dom.js";
import { iconEl, richText } from "./icons.js";
import { timeline } from "./log.js";
import { label } from "./terms.js";
import { mount } from "./widget.js";

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

function controls(snap, ctx) {
  const can = snap.can || {};
  return h("div", { class: "inb-controls", role: "toolbar", "aria-label": "step controls" },
    CONTROLS.map((c) => button(c.text, () => ctx.send({ type: c.type }), {
      class: `inb-ctl-${c.type}`, dataset: { msg: c.type }, disabled: !can[c.can],
      title: c.key ? `${c.text.replace(/[^A-Za-z ]/g, "").trim()} (key: ${c.key})` : null,
    })));
}

function startButtons(snap, ctx) {
  return h("section", { class: "inb-start" },
    h("p", {}, `${label(ctx.labels, "dogma")}: choose a ${label(ctx.labels, "top_card").toLowerCase()} of ${ctx.board.current || "the current player"} to start`),
    h("div", { class: "inb-start-buttons" }, snap.startable.map((c) => button(
      [`${label(ctx.labels, "dogma")} `, cardChip(c)], () => ctx.send({ type: "start", card: c }),
      { class: "inb-start-card", dataset: { start: c } }))));
}

function planView(snap, ctx) {
  const plan = snap.plan;
  const L = ctx.labels;
  const card = dogmaCard(snap);
  const sec = h("section", { class: "inb-plan", "aria-label": "who shares, who is vulnerable" });
  if (!plan) {
    sec.append(h("p", { class: "inb-hint" }, card
      ? `${card}: step once to see who shares and who is vulnerable.`
      : "Step to activate the card: the eligibility table appears here."));
  } else {
    const rows = (plan.rows || []).map((r) => h("tr", {
      class: ["inb-elig-row", `inb-status-${r.status}`], dataset: { player: r.player, status: r.status },
    },
    h("th", { scope: "row", class: "inb-elig-player" }, r.player),
    h("td", { class: "inb-elig-count", dataset: { count: r.count } }, iconEl(plan.icon), ` ${r.count}`,
      r.status !== "activator" ? h("span", { class: "inb-elig-vs" }, ` vs ${plan.activator_count}`) : null),
    h("td", { class: "inb-elig-status" }, label(L, r.status)),
    h("td", { class: "inb-elig-reason" }, richText(r.reason))));
    sec.append(h("table", { class: "inb-eligibility" },
      h("caption", {}, cardChip(plan.card), ` ${label(L, "featured_icon")}: `, iconEl(plan.icon),
        ` ${plan.icon} · ${plan.activator} (${label(L, "activator")}) has ${plan.activator_count}`),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Count"),
        h("th", { scope: "col" }, "Role"), h("th", { scope: "col" }, "Why"))),
      h("tbody", {}, rows)));
  }
  const effects = plan && plan.effects
    ? plan.effects
    : card ? effectsFor(cardData(card), ctx.edition).map((e) => ({ demand: e.demand, text: ctx.t(e.text) })) : [];
  const current = (snap.frames || []).find((f) => f.kind === "effect");
  if (effects.length) {
    sec.append(h("ol", { class: "inb-effects inb-plan-effects", "aria-label": "effects" }, effects.map((e, i) =>
      effectItem(e, plan ? plan.icon : cardData(card)?.dogma_icon, i + 1, L,
        current && current.index === i + 1 && "inb-current-effect"))));
  }
  return sec;
}

function framesView(snap, ctx) {
  const frames = snap.frames || [];
  return h("section", { class: "inb-frames-box", "aria-label": "what is resolving" },
    h("div", { class: "inb-section-title" }, "Resolving now"),
    frames.length
      ? h("ol", { class: "inb-frames" }, frames.map((f, i) => h("li", {
        class: ["inb-frame", `inb-frame-${f.kind}`, i === frames.length - 1 && "inb-frame-current",
          f.role && `inb-role-${f.role}`],
        dataset: { kind: f.kind, id: f.id, role: f.role }, style: { "--inb-depth": i },
      },
      h("span", { class: "inb-frame-kind" }, f.kind),
      h("span", { class: "inb-frame-label" }, f.label))))
      : h("p", { class: "inb-none" }, snap.done ? "Nothing: the dogma is over." : "Nothing yet."));
}

function verdictView(verdict, ctx) {
  const granted = !!verdict.granted;
  return h("section", { class: ["inb-verdict", granted ? "inb-granted" : "inb-denied"], dataset: { granted: String(granted) } },
    h("div", { class: "inb-verdict-head" }, `${label(ctx.labels, "bonus")}: `,
      h("strong", {}, granted ? "granted" : "not granted")),
    h("p", { class: "inb-verdict-text" }, verdict.text),
    (verdict.deciding || []).length ? h("p", { class: "inb-verdict-events" }, "Deciding events: ",
      verdict.deciding.map((i) => h("span", { class: "inb-ref" }, `#${i}`))) : null);
}

function body(snap, ctx) {
  const parts = [];
  const canStart = snap.can ? snap.can.start : !snap.started;
  if (canStart && (snap.startable || []).length) parts.push(startButtons(snap, ctx));
  else if (!snap.started) parts.push(h("p", { class: "inb-hint" }, "No dogma to step through."));
  parts.push(controls(snap, ctx));
  parts.push(h("div", { class: "inb-stepper-top" }, planView(snap, ctx), framesView(snap, ctx)));
  if (snap.pending) parts.push(decisionView(snap.pending, ctx));
  if (snap.verdict) parts.push(verdictView(snap.verdict, ctx));
  parts.push(h("section", { class: "inb-events", "aria-label": "events" },
    h("div", { class: "inb-section-title" }, "Events"),
    timeline(snap.events || [], snap.verdict ? snap.verdict.deciding : [], ctx)));
  if (snap.board && snap.board.players) {
    ctx.featured = snap.plan ? snap.plan.icon : null;
    // the whole <details> is reused with the board, so a collapsed board stays collapsed
    parts.push(memo(ctx, "board-details", JSON.stringify(snap.board) + "|" + (ctx.featured || "") + ctx.terminology,
      () => h("details", { class: "inb-board-details", open: true },
        h("summary", {}, label(ctx.labels, "board")), boardView(snap.board, ctx))));
  }
  return { class: "inb-stepper", parts };
}

function onKey(e, ctx) {
  const t = e.target;
  if (t && t.closest && t.closest("input, select, textarea")) return;
  const can = ctx.snapshot.can || {};
  let type = null;
  let allowed = false;
  switch (e.key) {
    case "ArrowRight": type = "step"; allowed = can.step; break;
    case " ": case "Spacebar":
      if (t && t.closest && t.closest("button, [role=button], summary")) return; // Space presses that button
      type = "step"; allowed = can.step; break;
    case "ArrowLeft": type = "back"; allowed = can.back; break;
    case "End": type = "to_end"; allowed = can.to_end; break;
    case "Home": type = "reset"; allowed = can.reset; break;
    default: return;
  }
  e.preventDefault();
  if (allowed) ctx.send({ type });
}

export function render({ model, el }) {
  return mount({ model, el }, {
    kind: "stepper",
    title: (snap, ctx) => {
      const card = dogmaCard(snap);
      return card ? `${label(ctx.labels, "dogma")} ${card}${snap.done ? " (done)" : ""}` : "Dogma stepper";
    },
    body,
    onKey,
  });
}

export default { render };
