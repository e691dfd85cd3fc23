// What every widget view shares: the root (focusable, no JupyterLab shortcuts), a header with the terminology
// switch, the error line, the body drawn from model.get("snapshot"), and the full face of the card clicked or
// pointed at (drawn locally; a click also tells Python with a "select" message).
import { fullFace } from "./card.js";
import { h } from "./dom.js";
import { TERMINOLOGIES, label, translate, DEFAULT_LABELS } from "./terms.js";

const TERM_NAMES = { asmadi: "Asmadi", iello: "Iello" };

export function mount({ model, el }, { kind, title, body, onKey }) {
  const local = {}; // view state that survives redraws (collapsed log rows, a multi-select in progress, ...)
  let pinned = null; // the card clicked (or selected in Python)
  let hover = null; // the card pointed at or focused
  let lastSelected; // snapshot.selected as last seen
  let ctx = null;

  const send = (msg) => model.send(msg);

  const titleEl = h("span", { class: "inb-title" });
  const termsEl = h("div", { class: "inb-terms", role: "group", "aria-label": "Terminology" });
  const errorEl = h("div", { class: "inb-error", role: "alert", hidden: true });
  const bodyEl = h("div", { class: "inb-body" });
  let wrapEl = null; // a body's persistent wrapper, when the body returns {class, parts}
  const detailEl = h("aside", { class: "inb-detail", "aria-label": "Card", "aria-live": "polite" });
  const root = h("div", {
    class: ["inb-root", `inb-${kind}-widget`], tabindex: 0, "data-lm-suppress-shortcuts": "true",
    dataset: { widget: kind },
  },
  h("div", { class: "inb-header" }, titleEl, termsEl),
  errorEl,
  h("div", { class: "inb-main" }, bodyEl, detailEl));

  function makeCtx(snap) {
    const board = snap.board || {};
    const terminology = board.terminology || model.get("terminology") || "asmadi";
    return {
      send, snapshot: snap, board, terminology,
      labels: board.labels || DEFAULT_LABELS,
      edition: board.edition || "third",
      t: (text) => translate(text, terminology),
      state: local,
      selected: pinned,
      redraw: draw,
      afterDraw: [],
    };
  }

  function drawTerms(terminology) {
    termsEl.replaceChildren(h("span", { class: "inb-terms-label" }, "Words:"), ...
      TERMINOLOGIES.map((t) => h("button", {
        type: "button", class: ["inb-button", "inb-term", t === terminology && "inb-active"],
        "aria-pressed": String(t === terminology), dataset: { terms: t },
        title: `Use the ${TERM_NAMES[t]} edition's words`,
        onclick: () => send({ type: "terms", terminology: t }),
      }, TERM_NAMES[t])));
  }

  function drawDetail() {
    const name = hover || pinned;
    if (!name) {
      detailEl.replaceChildren(h("p", { class: "inb-hint" },
        "Click or point at a card to see its whole face."));
      return;
    }
    detailEl.replaceChildren(fullFace(name, ctx, name === pinned ? close : null));
  }

  function markSelected() {
    for (const c of root.querySelectorAll("[data-card]")) {
      c.classList.toggle("inb-selected", c.dataset.card === pinned);
    }
  }

  function close() {
    pinned = null;
    hover = null;
    send({ type: "select", card: null });
    drawDetail();
    markSelected();
  }

  function select(name) {
    pinned = name;
    hover = null;
    send({ type: "select", card: name });
    drawDetail();
    markSelected();
  }

  function drawError() {
    const msg = model.get("error") || "";
    errorEl.textContent = msg;
    errorEl.hidden = !msg;
  }

  function draw() {
    const snap = model.get("snapshot") || {};
    if (snap.selected !== lastSelected) {
      if (snap.selected !== undefined) pinned = snap.selected;
      lastSelected = snap.selected;
    }
    ctx = makeCtx(snap);
    titleEl.textContent = title(snap, ctx);
    drawTerms(ctx.terminology);
    const out = body(snap, ctx);
    if (out && Array.isArray(out.parts)) {
      if (!wrapEl || wrapEl.className !== out.class || bodyEl.firstChild !== wrapEl) {
        wrapEl = h("div", { class: out.class });
        bodyEl.replaceChildren(wrapEl);
      }
      reconcile(wrapEl, out.parts.filter(Boolean));
    } else {
      wrapEl = null;
      bodyEl.replaceChildren(out);
    }
    drawDetail();
    markSelected();
    for (const f of ctx.afterDraw) f();
  }

  const cardOf = (target, attr = "[data-card]") => {
    const c = target && target.closest ? target.closest(attr) : null;
    return c && root.contains(c) ? c : null;
  };

  root.addEventListener("click", (e) => {
    const c = cardOf(e.target);
    if (c) select(c.dataset.card);
  });
  root.addEventListener("keydown", (e) => {
    const c = cardOf(e.target);
    if (c && e.target === c && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      e.stopPropagation();
      select(c.dataset.card);
      return;
    }
    if (onKey && ctx) onKey(e, ctx);
  });
  const preview = (e) => {
    const c = cardOf(e.target, "[data-card],[data-preview]");
    const name = c ? c.dataset.card || c.dataset.preview : null;
    if (name && name !== hover) {
      hover = name;
      drawDetail();
    }
  };
  const unpreview = (e) => {
    const c = cardOf(e.target, "[data-card],[data-preview]");
    if (!c || (e.relatedTarget && c.contains(e.relatedTarget))) return;
    if (hover) {
      hover = null;
      drawDetail();
    }
  };
  root.addEventListener("mouseover", preview);
  root.addEventListener("mouseout", unpreview);
  root.addEventListener("focusin", preview);
  root.addEventListener("focusout", unpreview);

  const onSnapshot = () => draw();
  const onError = () => drawError();
  // A selection made in Python (widget.selected = "Archery") arrives on its own traitlet.
  const onSelected = () => {
    pinned = model.get("selected") || null;
    drawDetail();
    markSelected();
  };
  model.on("change:snapshot", onSnapshot);
  model.on("change:error", onError);
  model.on("change:selected", onSelected);
  el.append(root);
  draw();
  drawError();
  return () => {
    model.off("change:snapshot", onSnapshot);
    model.off("change:error", onError);
    model.off("change:selected", onSelected);
    root.remove();
  };
}

export { label };

/**
 * Make ``parent``'s children exactly ``nodes``, leaving in place the ones already there: a section reused from
 * the last draw (an unchanged board) is never detached, so the browser only lays out what changed.
 */
export function reconcile(parent, nodes) {
  const keep = new Set(nodes);
  for (const child of [...parent.childNodes]) if (!keep.has(child)) child.remove(); // stale first: kept ones stay put
  nodes.forEach((node, i) => {
    const current = parent.childNodes[i];
    if (current !== node) parent.insertBefore(node, current || null);
  });
  while (parent.childNodes.length > nodes.length) parent.lastChild.remove();
}
