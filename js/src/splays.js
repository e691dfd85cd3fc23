// SplayWidget's view: one pile, four ways — not splayed, then splayed left, right and up. Covered cards show only
// the icons their splay reveals (ringed), and each column counts the pile's icons, with what the splay adds.
import { cardFace, coveredStrip } from "./card.js";
import { SPLAY_POSITIONS } from "./cards.js";
import { h } from "./dom.js";
import { ICONS, iconEl } from "./icons.js";
import { mount } from "./widget.js";

const HEAD = { none: "Not splayed", left: "Splayed left", right: "Splayed right", up: "Splayed up" };

function stack(cards, splay, ctx) {
  const top = cardFace(cards[0], ctx);
  const covered = splay ? cards.slice(1).map((c) => coveredStrip(c, SPLAY_POSITIONS[splay], ctx)) : [];
  for (const s of covered) s.classList.add("inb-sp-lit");
  const parts = splay === "right" ? [...covered.reverse(), top] : [top, ...covered];
  const under = splay ? null : h("span", { class: "inb-sp-hidden" }, `+${cards.length - 1} hidden beneath`);
  // the board's pile classes: a covered strip looks the same here as on a board
  return h(
    "div",
    { class: ["inb-sp-pile", `inb-splay-${splay || "none"}`] },
    h("div", { class: "inb-stack" }, parts),
    under,
  );
}

function counts(col, base, highlight) {
  return h(
    "div",
    { class: "inb-sp-counts" },
    ICONS.map((icon) => {
      const n = col.counts[icon] || 0;
      const gain = n - (base.counts[icon] || 0);
      return h(
        "span",
        {
          class: ["inb-sp-count", !n && "inb-zero", icon === highlight && "inb-featured", gain > 0 && "inb-sp-gain"],
          dataset: { icon, count: n },
          title: `${n} ${icon}` + (gain > 0 ? ` (+${gain} from the splay)` : ""),
        },
        iconEl(icon),
        h("b", {}, n),
        gain > 0 ? h("small", { class: "inb-sp-plus" }, `+${gain}`) : null,
      );
    }),
  );
}

function body(snap, ctx) {
  const cols = snap.columns || [];
  const base = cols[0];
  return h(
    "div",
    { class: "inb-splays" },
    cols.map((col) => {
      const splay = col.splay || "none";
      return h(
        "section",
        { class: "inb-sp-col", dataset: { splay }, "aria-label": HEAD[splay] },
        h("div", { class: "inb-sp-head" }, HEAD[splay]),
        stack(snap.cards, col.splay, ctx),
        counts(col, base, snap.highlight),
      );
    }),
  );
}

export function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "splays",
      title: (snap) => `One pile, four ways: ${(snap.cards || []).join(", ")}`,
      body,
    },
  );
}

export default { render };
