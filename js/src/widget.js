// What every widget view shares: the root (focusable, no JupyterLab shortcuts), a header with the card-wording
// switch, the error line, the body drawn from model.get("snapshot"), and the full face of the card clicked or
// pointed at, floating beside that card (drawn locally; a click also tells Python with a "select" message).
// A face pointed at closes when the pointer or the focus leaves its card, when its card is redrawn away, and on any
// click in the widget; a clicked face closes on a click elsewhere, Escape, or when a move takes its card away. Faces
// are placed so that they do not cover the cards a move just changed.
// Keyboard focus survives redraws: the control that had it (or the root) has it again afterwards.
import { fullFace } from "./card.js";
import { h, reconcile } from "./dom.js";
import { TERMINOLOGIES, label, translate, DEFAULT_LABELS } from "./terms.js";

const TERM_NAMES = { asmadi: "Asmadi (English)", iello: "Iello (French edition)" };
const TERM_EDITIONS = { asmadi: "Asmadi's English edition", iello: "Iello's French edition" };
const TERM_TIP =
  "Innovation's terms as printed on the cards: Asmadi's English edition (Dogma, Meld, Achieve, " +
  "Score, Tuck, Return) or the French edition by Iello, translated (Activate, Play, Dominate, Influence, " +
  "Archive, Recycle). The rules are the same; only the words change.";

/** A CSS selector that finds "the same" control in a redrawn view: its tag, first inb- class and data-*. */
export function focusSelector(el) {
  if (el.dataset && el.dataset.focus) return `[data-focus="${esc(el.dataset.focus)}"]`;
  const cls = [...(el.classList || [])].find((c) => c.startsWith("inb-") && !STATE_CLASSES.has(c) && !GENERIC.has(c));
  const data = Object.entries(el.dataset || {}).map(
    ([k, v]) => `[data-${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${esc(v)}"]`,
  );
  return el.tagName.toLowerCase() + (cls ? `.${cls}` : "") + data.join("");
}

const STATE_CLASSES = new Set(["inb-selected", "inb-changed", "inb-active", "inb-picked", "inb-latest"]);
// classes every button has: a selector built on them would find the first button of the widget (its wording switch)
const GENERIC = new Set(["inb-button", "inb-legal", "inb-illegal"]);
const esc = (v) => String(v).replace(/["\\]/g, "\\$&");

export function mount({ model, el }, { kind, title, body, onKey, tools, cardActions, onClick }) {
  const local = {}; // view state that survives redraws (collapsed log rows, a multi-select in progress, ...)
  let pinned = null; // the card clicked (or selected in Python)
  let hover = null; // the card pointed at or focused
  let anchor = null; // the element the face is shown beside
  let lastSelected; // snapshot.selected as last seen
  let ctx = null;
  let quiet = false; // while set, focus moved by the view itself opens no face

  const send = (msg) => model.send(msg);

  const titleEl = h("span", { class: "inb-title" });
  const toolsEl = h("div", { class: "inb-tools" });
  const termsEl = h("div", { class: "inb-terms", role: "group", "aria-label": "Card wording", title: TERM_TIP });
  const errorEl = h("div", { class: "inb-error", role: "alert", hidden: true });
  const bodyEl = h("div", { class: "inb-body" });
  let wrapEl = null; // a body's persistent wrapper, when the body returns {class, parts}
  const detailEl = h("aside", { class: "inb-detail", "aria-label": "Card", "aria-live": "polite", hidden: true });
  const root = h(
    "div",
    {
      class: ["inb-root", `inb-${kind}-widget`],
      tabindex: 0,
      "data-lm-suppress-shortcuts": "true",
      dataset: { widget: kind },
    },
    h("div", { class: "inb-header" }, titleEl, toolsEl, termsEl),
    errorEl,
    h("div", { class: "inb-main" }, bodyEl),
    detailEl,
  );

  function makeCtx(snap) {
    const board = snap.board || {};
    const terminology = board.terminology || model.get("terminology") || "asmadi";
    return {
      send,
      snapshot: snap,
      board,
      terminology,
      root,
      labels: board.labels || DEFAULT_LABELS,
      edition: board.edition || "third",
      t: (text) => translate(text, terminology),
      state: local,
      selected: pinned,
      redraw: draw,
      closeCard: () => {
        if (pinned) close();
      },
      focus: (selector) => {
        local.focusNext = selector;
      },
      afterDraw: [],
    };
  }

  function drawTerms(terminology) {
    termsEl.replaceChildren(
      h("span", { class: "inb-terms-label" }, "Card wording:"),
      ...TERMINOLOGIES.map((t) =>
        h(
          "button",
          {
            type: "button",
            class: ["inb-button", "inb-term", t === terminology && "inb-active"],
            "aria-pressed": String(t === terminology),
            dataset: { terms: t },
            title: `Use the words of ${TERM_EDITIONS[t]} in this widget only. ${TERM_TIP}`,
            onclick: () => send({ type: "terms", terminology: t }),
          },
          TERM_NAMES[t],
        ),
      ),
    );
  }

  function findCard(name) {
    return root.querySelector(`.inb-body [data-card="${esc(name)}"]`);
  }

  function drawDetail() {
    const name = hover || pinned;
    if (!name) {
      detailEl.hidden = true;
      detailEl.replaceChildren();
      return;
    }
    // a control inside the face (its Meld button) keeps the focus when the face is drawn again
    const active = document.activeElement;
    const inside = active && detailEl.contains(active) ? focusSelector(active) : null;
    detailEl.hidden = false;
    const extra = name === pinned && cardActions && ctx ? cardActions(name, ctx) : null;
    detailEl.replaceChildren(
      fullFace(name, ctx, name === pinned ? close : null),
      ...(extra ? [h("div", { class: "inb-card-actions" }, extra)] : []),
    );
    if (!anchor || !anchor.isConnected || (anchor.dataset.card || anchor.dataset.preview) !== name)
      anchor = findCard(name);
    place();
    const again = inside ? detailEl.querySelector(inside) : null;
    if (again) again.focus({ preventScroll: true });
  }

  /** Float the face beside its card (right, left, below, above), inside the widget, on the side that covers
   * none of the cards a move just changed (else the least of them). */
  function place() {
    if (!anchor || !anchor.isConnected) {
      detailEl.style.removeProperty("left");
      detailEl.style.removeProperty("top");
      return;
    }
    const r = root.getBoundingClientRect();
    const ox = r.left + root.clientLeft;
    const oy = r.top + root.clientTop;
    const c = anchor.getBoundingClientRect();
    const box = { left: c.left - ox, top: c.top - oy, right: c.right - ox, bottom: c.bottom - oy };
    const w = detailEl.offsetWidth;
    const ht = detailEl.offsetHeight;
    const room = root.clientWidth;
    const floor = Math.max(root.clientHeight, ht + 8);
    const fit = (left, top) => ({
      left: Math.max(4, Math.min(left, room - w - 4)),
      top: Math.max(4, Math.min(top, floor - ht - 4)),
    });
    const spots = [
      fit(box.right + 8, box.top),
      fit(box.left - w - 8, box.top),
      fit(box.left, box.bottom + 6),
      fit(box.left, box.top - ht - 6),
    ];
    const avoid = [
      box,
      ...[...root.querySelectorAll(".inb-body .inb-changed")]
        .filter((n) => n !== anchor && !detailEl.contains(n))
        .map((n) => {
          const b = n.getBoundingClientRect();
          return { left: b.left - ox, top: b.top - oy, right: b.right - ox, bottom: b.bottom - oy };
        }),
    ];
    const overlap = (s) =>
      avoid.reduce(
        (sum, a) =>
          sum +
          Math.max(0, Math.min(s.left + w, a.right) - Math.max(s.left, a.left)) *
            Math.max(0, Math.min(s.top + ht, a.bottom) - Math.max(s.top, a.top)) *
            (a === box ? 4 : 1),
        0,
      );
    let best = spots[0];
    let least = Infinity;
    for (const s of spots) {
      const o = overlap(s);
      if (o < least) {
        least = o;
        best = s;
      }
      if (o === 0) break;
    }
    detailEl.style.setProperty("left", `${Math.round(best.left)}px`);
    detailEl.style.setProperty("top", `${Math.round(best.top)}px`);
  }

  function markSelected() {
    for (const c of root.querySelectorAll("[data-card]")) {
      c.classList.toggle("inb-selected", c.dataset.card === pinned);
    }
  }

  function close() {
    pinned = null;
    hover = null;
    anchor = null;
    send({ type: "select", card: null });
    drawDetail();
    markSelected();
  }

  function select(name, el) {
    pinned = name;
    hover = null;
    anchor = el || null;
    send({ type: "select", card: name });
    drawDetail();
    markSelected();
    const first = detailEl.querySelector(".inb-card-actions button:not(:disabled)");
    if (first) first.focus({ preventScroll: true });
  }

  function drawError() {
    const msg = model.get("error") || "";
    errorEl.textContent = msg;
    errorEl.hidden = !msg;
  }

  function draw() {
    const active = document.activeElement;
    const hadFocus = !!active && root.contains(active);
    const selector = hadFocus && active !== root ? focusSelector(active) : null;
    const snap = model.get("snapshot") || {};
    if (snap.selected !== lastSelected) {
      if (snap.selected !== undefined) pinned = snap.selected;
      lastSelected = snap.selected;
    }
    const pinnedAt = pinned && anchor && anchor.isConnected && !hover ? anchor.getBoundingClientRect() : null;
    ctx = makeCtx(snap);
    titleEl.textContent = title(snap, ctx);
    toolsEl.replaceChildren(...(tools ? [tools(snap, ctx)].flat().filter(Boolean) : []));
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
    forgetGoneCards(pinnedAt);
    drawDetail();
    markSelected();
    for (const f of ctx.afterDraw) f();
    restoreFocus(hadFocus, selector);
  }

  /** After a redraw: a face pointed at whose card was redrawn away closes (the pointer is no longer on that
   * element, and no mouseout will say so); a clicked face closes when its card has moved (a move took it away). */
  function forgetGoneCards(pinnedAt) {
    if (hover && !(anchor && anchor.isConnected)) {
      hover = null;
      anchor = null;
    }
    if (pinned && pinnedAt) {
      const now = anchor && anchor.isConnected ? anchor : findCard(pinned);
      const b = now ? now.getBoundingClientRect() : null;
      if (!b || Math.abs(b.left - pinnedAt.left) > 2 || Math.abs(b.top - pinnedAt.top) > 2) {
        pinned = null;
        anchor = null;
        send({ type: "select", card: null });
      } else {
        anchor = now;
      }
    }
  }

  function restoreFocus(hadFocus, selector) {
    const wanted = local.focusNext;
    local.focusNext = null;
    if (!hadFocus && !wanted) return;
    const now = document.activeElement;
    if (!wanted && now && now !== document.body && root.contains(now) && !now.disabled) return; // it stayed
    const usable = (n) => n && !n.disabled && n.getAttribute("aria-disabled") !== "true" && !n.closest("[hidden]");
    const found = [wanted, selector].filter(Boolean).map((s) => root.querySelector(s));
    // a control that became disabled (Undo with nothing left to undo) hands the focus to its nearest enabled
    // neighbour in the same group, else to the widget itself — never to a control elsewhere
    const target =
      found.find(usable) || (selector && found[found.length - 1] ? neighbour(found[found.length - 1], usable) : null);
    quiet = true; // focus put back by a redraw opens no card face
    (target || root).focus({ preventScroll: true });
    quiet = false;
  }

  function neighbour(el, usable) {
    const group = el.parentElement ? [...el.parentElement.children] : [];
    const i = group.indexOf(el);
    const after = group.slice(i + 1).find(usable);
    return after || group.slice(0, i).reverse().find(usable) || null;
  }

  const cardOf = (target, attr = "[data-card]") => {
    const c = target && target.closest ? target.closest(attr) : null;
    return c && root.contains(c) && !detailEl.contains(c) ? c : null;
  };

  root.addEventListener("click", (e) => {
    if (onClick && ctx && onClick(e, ctx)) return;
    const c = cardOf(e.target);
    if (c) {
      select(c.dataset.card, c);
      return;
    }
    if (detailEl.contains(e.target)) return; // the face's own buttons
    if (pinned) close();
    else if (hover) {
      hover = null;
      anchor = null;
      drawDetail();
    }
  });
  root.addEventListener("keydown", (e) => {
    const c = cardOf(e.target);
    if (c && e.target === c && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      e.stopPropagation();
      select(c.dataset.card, c);
      return;
    }
    if (e.key === "Escape" && (pinned || hover)) {
      e.preventDefault();
      const back = anchor && anchor.isConnected ? anchor : root;
      close();
      quiet = true; // the focus goes back to the card: do not open its face again
      back.focus({ preventScroll: true });
      quiet = false;
      return;
    }
    if (onKey && ctx) onKey(e, ctx);
  });
  const preview = (e) => {
    if (quiet) return;
    const c = cardOf(e.target, "[data-card],[data-preview]");
    const name = c ? c.dataset.card || c.dataset.preview : null;
    if (name && name !== hover) {
      hover = name;
      anchor = c;
      drawDetail();
    }
  };
  const unpreview = (e) => {
    const c = cardOf(e.target, "[data-card],[data-preview]");
    if (!c || (e.relatedTarget && c.contains(e.relatedTarget))) return;
    if (hover) {
      hover = null;
      anchor = pinned ? findCard(pinned) : null;
      drawDetail();
    }
  };
  const leave = () => {
    if (!hover) return;
    hover = null;
    anchor = pinned ? findCard(pinned) : null;
    drawDetail();
  };
  root.addEventListener("mouseover", preview);
  root.addEventListener("mouseout", unpreview);
  root.addEventListener("mouseleave", leave);
  root.addEventListener("focusin", preview);
  root.addEventListener("focusout", unpreview);

  const onSnapshot = () => draw();
  const onError = () => drawError();
  // A selection made in Python (widget.selected = "Archery") arrives on its own traitlet.
  const onSelected = () => {
    const wanted = model.get("selected") || null;
    if (wanted === pinned) return; // the echo of this view's own "select": the face is drawn already
    pinned = wanted;
    anchor = pinned ? findCard(pinned) : null;
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

export { reconcile };
