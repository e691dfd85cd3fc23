// A colour pile on a board, drawn inside its colour's column with its splay, so exactly the revealed icons show:
// the top card whole, each covered card as the strip the splay reveals (left: bottom-right icon, on the right;
// right: top-left and bottom-left, on the left; up: the three bottom icons, below). The strips shrink to stay in
// the column; beyond a few, one "+N" strip stands for the rest (the pile's icon total below counts them all).
import { SPLAY_POSITIONS } from "./cards.js";
import { cardChip, cardFace, coveredStrip } from "./card.js";
import { h } from "./dom.js";
import { iconEl } from "./icons.js";
import { label } from "./terms.js";

const MAX_STRIPS = { left: 3, right: 3, up: 4 };

function moreStrip(hidden, splay) {
  return h(
    "div",
    {
      class: ["inb-strip", "inb-strip-more", "inb-color-unknown"],
      dataset: { more: hidden.length },
      title:
        `${hidden.length} more covered card${hidden.length === 1 ? "" : "s"}: ${hidden.join(", ")} ` +
        `(their revealed icons are in the pile's total)`,
      "aria-label": `${hidden.length} more covered cards, splayed ${splay}`,
    },
    `+${hidden.length}`,
  );
}

/** Your own pile's cards, top first, behind a toggle: the rules let you look through your own piles at any time
 * (not another player's), and an unsplayed pile shows only its top card. Each is a chip that opens the card. */
function lookThrough(cards) {
  return h(
    "details",
    { class: "inb-pile-look" },
    h("summary", { title: `Look through your pile: its ${cards.length} cards, top first` }, "look through"),
    h(
      "ol",
      { class: "inb-pile-list", "aria-label": "your pile, top first" },
      cards.map((c) =>
        h(
          "li",
          { role: "button", tabindex: 0, dataset: { card: c }, title: `${c}: click to see the card` },
          cardChip(c),
        ),
      ),
    ),
  );
}

/** ``own``: the pile is the viewer's own, which they may look through. */
export function pileEl(pile, ctx, own = false) {
  const cards = pile.cards || [];
  const [top, ...covered] = cards;
  const splay = pile.splay && covered.length ? pile.splay : null;
  const positions = splay ? SPLAY_POSITIONS[splay] || [] : [];
  let strips = [];
  if (splay) {
    const max = MAX_STRIPS[splay] || 3;
    const shown = covered.length > max ? covered.slice(0, max - 1) : covered;
    strips = shown.map((c) => coveredStrip(c, positions, ctx));
    if (covered.length > max) strips.push(moreStrip(covered.slice(max - 1), splay));
  }
  const face = cardFace(top, ctx, { class: "inb-top-card" });
  // on a dense table the pile's count rides on its top card (the foot line is left out)
  face.append(
    h(
      "span",
      { class: "inb-pile-badge", "aria-hidden": "true", title: `${cards.length} in the pile` },
      `×${cards.length}`,
    ),
  );
  let stack;
  if (splay === "right")
    stack = [...strips.reverse(), face]; // covered cards peek out on the left
  else stack = [face, ...strips]; // left: on the right; up: below
  const splayText = pile.splay ? `${label(ctx.labels, "splay")} ${pile.splay}` : "unsplayed";
  const icons = pile.icons || {};
  const shownIcons = Object.entries(icons).filter(([, n]) => n > 0);
  return h(
    "div",
    {
      class: ["inb-pile", `inb-color-${pile.color}`, `inb-splay-${pile.splay || "none"}`],
      dataset: { color: pile.color, splay: pile.splay || "none", count: cards.length },
    },
    h("div", { class: "inb-stack" }, stack),
    h(
      "div",
      { class: "inb-pile-foot" },
      h(
        "span",
        { class: "inb-pile-count", title: `${cards.length} card${cards.length === 1 ? "" : "s"} in the pile` },
        `×${cards.length}`,
      ),
      h("span", { class: "inb-pile-splay" }, splayText),
      shownIcons.length
        ? h(
            "span",
            { class: "inb-pile-icons", title: "icons this pile shows" },
            shownIcons.map(([k, n]) => h("span", { class: "inb-pile-icon" }, iconEl(k), n)),
          )
        : null,
    ),
    own && cards.length > 1 ? lookThrough(cards) : null,
  );
}

export function emptyPile(color) {
  return h(
    "div",
    { class: ["inb-pile", "inb-pile-empty", `inb-color-${color}`], dataset: { color, count: 0 } },
    h("div", { class: "inb-empty-slot", title: `no ${color} cards` }, color),
  );
}
