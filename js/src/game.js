// GameWidget's view: the board, the actions (legal ones clickable; illegal ones disabled, the reason on hover and in
// an explanation line on click or focus), the pending decision, the log as a collapsible tree, the result.
import { cachedBoardView, resultText } from "./boardview.js";
import { cardChip } from "./card.js";
import { decisionView } from "./decision.js";
import { button, h } from "./dom.js";
import { logTree } from "./log.js";
import { label } from "./terms.js";
import { mount } from "./widget.js";

const KINDS = ["draw", "meld", "achieve", "dogma"];

function actionLabel(a, ctx) {
  const word = label(ctx.labels, a.kind);
  if (a.card) return [`${word} `, cardChip(a.card)];
  if (a.age != null) return `${word} ${a.age}`;
  return word;
}

export function actionsView(snap, ctx) {
  const explain = h("div", { class: "inb-explain", role: "status", "aria-live": "polite" });
  const show = (text) => { explain.textContent = text || ""; };
  const groups = KINDS.map((kind) => {
    const acts = (snap.actions || []).filter((a) => a.kind === kind);
    if (!acts.length) return null;
    return h("div", { class: ["inb-action-group", `inb-actions-${kind}`], role: "group", "aria-label": label(ctx.labels, kind) },
      acts.map((a) => {
        const reason = a.reason || ""; // already in the chosen words
        if (a.legal) {
          return button(actionLabel(a, ctx), () => { show(""); ctx.send({ type: "action", action: a.action }); },
            { class: "inb-action inb-legal", dataset: { action: a.action } });
        }
        const b = button(actionLabel(a, ctx), (e) => { e.preventDefault(); show(reason); },
          { class: "inb-action inb-illegal", dataset: { action: a.action }, "aria-disabled": "true", title: reason });
        b.addEventListener("focus", () => show(reason));
        return b;
      }));
  }).filter(Boolean);
  return h("section", { class: "inb-actions", "aria-label": "actions" },
    h("div", { class: "inb-section-title" }, `${ctx.board.current}'s actions`), groups, explain);
}

function statusView(snap, ctx) {
  if (snap.result) {
    return h("div", { class: "inb-result", role: "status" }, `Game over. ${resultText(snap.result)}`);
  }
  const bots = new Set(snap.bots || []);
  const who = snap.to_act;
  if (!who) return null;
  return h("div", { class: "inb-to-act", dataset: { toAct: who } },
    bots.has(who) ? `${who} (a bot) is to move` : `${who} to move`);
}

function body(snap, ctx) {
  const parts = [statusView(snap, ctx)];
  if (snap.pending) parts.push(decisionView(snap.pending, ctx));
  if ((snap.actions || []).length) parts.push(actionsView(snap, ctx));
  parts.push(cachedBoardView(snap.board, ctx));
  parts.push(h("details", { class: "inb-log-details", open: true }, h("summary", {}, "Log"),
    logTree(snap.log || [], ctx)));
  return { class: "inb-game", parts };
}

export function render({ model, el }) {
  return mount({ model, el }, {
    kind: "game",
    title: (snap) => (snap.result ? "Innovation: game over" : "Innovation"),
    body,
  });
}

export default { render };
