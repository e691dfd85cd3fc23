// A colour pile on a board, drawn with its splay so exactly the revealed icons show: the top card whole, each
// covered card as the strip the splay reveals (left: bottom-right icon; right: top-left and bottom-left; up: the
// three bottom icons). An unsplayed pile shows only its top card, with the number of cards.
import { SPLAY_POSITIONS } from "./cards.js";
import { cardFace, coveredStrip } from "./card.js";
import { h } from "./dom.js";
import { iconEl } from "./icons.js";
import { label } from "./terms.js";

export function pileEl(pile, ctx) {
  const cards = pile.cards || [];
  const [top, ...covered] = cards;
  const splay = pile.splay && covered.length ? pile.splay : null;
  const positions = splay ? SPLAY_POSITIONS[splay] || [] : [];
  const strips = splay ? covered.map((c) => coveredStrip(c, positions, ctx)) : [];
  const face = cardFace(top, ctx, { class: "inb-top-card" });
  let stack;
  if (splay === "right") stack = [...strips.reverse(), face]; // covered cards peek out on the left
  else stack = [face, ...strips]; // left: on the right; up: below
  const splayText = pile.splay ? `${label(ctx.labels, "splay")} ${pile.splay}` : "unsplayed";
  const icons = pile.icons || {};
  const shown = Object.entries(icons).filter(([, n]) => n > 0);
  return h("div", {
    class: ["inb-pile", `inb-color-${pile.color}`, `inb-splay-${pile.splay || "none"}`],
    dataset: { color: pile.color, splay: pile.splay || "none", count: cards.length },
  },
  h("div", { class: "inb-stack" }, stack),
  h("div", { class: "inb-pile-foot" },
    h("span", { class: "inb-pile-count", title: `${cards.length} card${cards.length === 1 ? "" : "s"} in the pile` },
      `×${cards.length}`),
    h("span", { class: "inb-pile-splay" }, splayText),
    shown.length ? h("span", { class: "inb-pile-icons", title: "icons this pile shows" },
      shown.map(([k, n]) => h("span", { class: "inb-pile-icon" }, iconEl(k), n))) : null));
}

export function emptyPile(color) {
  return h("div", { class: ["inb-pile", "inb-pile-empty", `inb-color-${color}`], dataset: { color, count: 0 } },
    h("div", { class: "inb-empty-slot", title: `no ${color} cards` }, color));
}
