// Cards: the small face (four icon positions, one of them the hex; a City six, in two rows of three), the back (its
// age), the strip a covered card shows in a splayed pile, and the full face with the effect texts.
import { cardData, effectsFor } from "./cards.js";
import { h } from "./dom.js";
import { iconEl, markSvg, richText } from "./icons.js";
import { label, translate } from "./terms.js";

const POSITION_NAMES = ["top left", "bottom left", "bottom middle", "bottom right", "top middle", "top right"];

const SLOT_NAMES = ["top_left", "bottom_left", "bottom_middle", "bottom_right", "top_middle", "top_right"];

// the order a face is read in: the top row left to right, then the bottom row
const READING = [0, 4, 5, 1, 2, 3];
const ARROWS = { left: true, right: true, up: true }; // the directions an arrow points

/** A card's positions in reading order (a City has six, the others four). */
export function positionsOf(card) {
  const n = card && card.icons ? card.icons.length : 4;
  return READING.filter((p) => p < n);
}

/** A City's icons that are not one of the six: the plus, arrow and search act when it is melded by a Meld action;
 * a flag or a fountain counts as an achievement while it shows. */
function specialEl(card, pos, kind) {
  const x = (card.special_icons || []).find((i) => i.slot === SLOT_NAMES[pos]) || {};
  const words = {
    plus: "plus: when melded, draw a card one higher than this City",
    arrow: `arrow: when melded, splay this colour ${x.direction || ""}`,
    search:
      "search: when melded, draw and reveal base cards of this City's value, keeping those showing " +
      `${x.icon ? `a ${x.icon}` : "its"} icon`,
    flag: `flag: an achievement while no opponent shows more ${x.color || ""} cards`,
    fountain: "fountain: an achievement while it shows",
  }[kind];
  const glyph = markSvg(kind === "arrow" ? `arrow-${ARROWS[x.direction] ? x.direction : "right"}` : kind);
  return h(
    "span",
    {
      class: ["inb-city-icon", `inb-city-${kind}`, kind === "flag" && x.color && `inb-flag-${x.color}`],
      title: words,
      "aria-label": words,
      dataset: { special: kind },
    },
    glyph,
    kind === "search" && x.icon ? iconEl(x.icon, "inb-search-icon") : null,
  );
}

/** What a slot holds: an icon, the hex, nothing (Battleship Yamato), or with Echoes a bonus (its value in a
 * copper disc) or the echo effect (a marker whose title is the effect). */
export function slotEl(card, pos) {
  const icon = card ? card.icons[pos] : "hex";
  let body;
  if (icon === "bonus") {
    const bonus = (card.bonuses || []).find((b) => b.slot === SLOT_NAMES[pos]);
    body = h(
      "span",
      { class: "inb-bonus", title: `bonus ${bonus ? bonus.value : ""}`, "aria-label": "bonus" },
      bonus ? bonus.value : "?",
    );
  } else if (icon === "echo") {
    const echo = (card.effects || []).find((e) => e.kind === "echo");
    body = h(
      "span",
      { class: "inb-echo", title: echo ? `echo effect: ${echo.text}` : "echo effect", "aria-label": "echo effect" },
      markSvg("echo"),
    );
  } else if (["plus", "arrow", "search", "flag", "fountain"].includes(icon)) {
    body = specialEl(card, pos, icon);
  } else {
    body = icon ? iconEl(icon) : null;
  }
  return h(
    "span",
    {
      class: ["inb-slot", `inb-pos-${pos}`, icon === "hex" && "inb-hex-slot"],
      dataset: { pos, slot: icon || "empty" },
    },
    body,
  );
}

function colorOf(card) {
  return card ? card.color : "unknown";
}

/** Cards to highlight (``ctx.highlight``: a Set of titles, e.g. what the other players just moved). */
function changed(ctx, name) {
  return ctx && ctx.highlight && ctx.highlight.has(name) ? "inb-changed" : null;
}

function describe(name, card, labels) {
  return card ? `${name} (${label(labels, "age")} ${card.age}, ${card.color})` : name;
}

/** The face of a card as it lies on a board or in a hand. Clicking it shows the full face. */
export function cardFace(name, ctx, opts = {}) {
  const card = cardData(name);
  const six = positionsOf(card).length === 6;
  return h(
    "div",
    {
      class: [
        "inb-card",
        `inb-color-${colorOf(card)}`,
        six && "inb-six",
        opts.class,
        ctx && ctx.selected === name && "inb-selected",
        changed(ctx, name),
      ],
      role: "button",
      tabindex: 0,
      dataset: { card: name },
      title: describe(name, card, ctx && ctx.labels),
      "aria-label": describe(name, card, ctx && ctx.labels),
    },
    slotEl(card, 0),
    six ? [slotEl(card, 4), slotEl(card, 5)] : null,
    h("span", { class: ["inb-card-title", titleSize(name)] }, name),
    h("span", { class: "inb-card-age", "aria-hidden": "true" }, card ? card.age : "?"),
    slotEl(card, 1),
    slotEl(card, 2),
    slotEl(card, 3),
  );
}

/** A face-down card: only its age shows. */
export function cardBack(age, ctx, opts = {}) {
  const what = opts.what || "card";
  const set = opts.set && opts.set !== "base" ? opts.set : null; // an expansion's back has its own colour
  const setWord = set ? `${set[0].toUpperCase()}${set.slice(1)} ` : "";
  return h(
    "div",
    {
      class: ["inb-back", set && `inb-back-${set}`, opts.class],
      dataset: { age, set: set || "base" },
      title: `${setWord}${label(ctx && ctx.labels, "age")} ${age} ${what} (face down)`,
      "aria-label": `${setWord}${label(ctx && ctx.labels, "age")} ${age} ${what}, face down`,
    },
    h("span", { class: "inb-back-age" }, age),
  );
}

/** What a covered card shows in a splayed pile: only the icon positions the splay reveals. */
export function coveredStrip(name, positions, ctx) {
  const card = cardData(name);
  const n = positionsOf(card).length;
  positions = READING.filter((p) => positions.includes(p) && p < n); // top row first, as the face reads
  const shows = positions.map((p) => POSITION_NAMES[p]).join(", ");
  return h(
    "div",
    {
      class: [
        "inb-strip",
        `inb-color-${colorOf(card)}`,
        ctx && ctx.selected === name && "inb-selected",
        changed(ctx, name),
      ],
      role: "button",
      tabindex: 0,
      dataset: { card: name, positions: positions.join(",") },
      title: `${describe(name, card, ctx && ctx.labels)}: covered, shows ${shows}`,
      "aria-label": `${name} (covered)`,
    },
    positions.map((p) => slotEl(card, p)),
  );
}

/** The whole card: title, age, colour, the icon positions, the featured icon and the effect texts. */
export function fullFace(name, ctx, onClose) {
  const card = cardData(name);
  const labels = ctx.labels;
  const edition = ctx.edition || "third";
  const head = h(
    "div",
    { class: "inb-face-head" },
    h("span", { class: "inb-face-title" }, name),
    h("span", { class: "inb-face-age" }, `${label(labels, "age")} ${card ? card.age : "?"}`),
    onClose
      ? h(
          "button",
          {
            type: "button",
            class: "inb-button inb-face-close",
            "aria-label": "Close the card",
            title: "Close",
            onclick: onClose,
          },
          "×",
        )
      : null,
  );
  if (!card)
    return h(
      "div",
      { class: "inb-face inb-color-unknown", dataset: { face: name } },
      head,
      h("p", {}, "No card data for this title."),
    );
  const effects = effectsFor(card, edition).map((e, i) =>
    effectItem(
      { demand: e.demand, kind: e.kind, text: translate(e.text, ctx.terminology) },
      card.dogma_icon,
      i + 1,
      labels,
    ),
  );
  const firstNote =
    edition === "first" && card.first_edition ? h("p", { class: "inb-face-note" }, "1st edition text") : null;
  return h(
    "div",
    { class: ["inb-face", `inb-color-${card.color}`], dataset: { face: name } },
    head,
    h(
      "div",
      { class: "inb-face-meta" },
      h("span", { class: "inb-face-color" }, card.color),
      h(
        "span",
        { class: "inb-face-featured" },
        `${label(labels, "featured_icon")}: `,
        card.dogma_icon ? iconEl(card.dogma_icon) : "none",
      ),
    ),
    h(
      "div",
      { class: ["inb-face-icons", positionsOf(card).length === 6 && "inb-six"] },
      positionsOf(card).map((p) => slotEl(card, p)),
    ),
    h("ol", { class: "inb-effects" }, effects),
    firstNote,
  );
}

/** One effect: marked with the featured icon (as printed), demands set apart; ``text`` already in the chosen
 * words. */
export function effectItem(effect, icon, index, labels, extraClass) {
  // An echo effect is printed in an icon slot, not beside the featured icon; a compel is a kind of demand.
  const echo = effect.kind === "echo";
  const kind = echo
    ? "Echo effect"
    : effect.kind === "compel"
      ? "I compel"
      : label(labels, effect.demand ? "demand" : "non_demand");
  return h(
    "li",
    {
      class: ["inb-effect", effect.demand ? "inb-demand" : "inb-non-demand", echo && "inb-echo-effect", extraClass],
      dataset: {
        demand: String(effect.demand),
        effect: index,
        kind: effect.kind || (effect.demand ? "demand" : "dogma"),
      },
    },
    h(
      "span",
      { class: "inb-effect-kind", title: kind },
      echo ? h("span", { class: "inb-echo" }, markSvg("echo")) : icon ? iconEl(icon) : null,
      h("span", { class: "inb-sr" }, `${kind}: `),
    ),
    h("span", { class: "inb-effect-text" }, richText(effect.text)),
  );
}

// Titles break only between words (never inside one): the longest word sets a smaller font so it fits the card.
// Title sizes, largest first, and the room a title has on the narrowest face (px): the longest word must fit one
// line and the whole title two lines. Widths are estimated per character (in ems of the bold face).
const TITLE_SIZES = [
  [11, null],
  [10, "inb-title-m"],
  [9.5, "inb-title-s"],
  [8.6, "inb-title-xs"],
  [7.9, "inb-title-xxs"],
  [7.2, "inb-title-xxxs"],
];
const TITLE_ROOM = 76;

// Bold character widths in ems, as measured in Chromium's default sans-serif (other fonts are close enough).
const CHAR_EM = new Map(
  [
    ["'", 0.31],
    ["ijl", 0.34],
    [" ", 0.35],
    ["IJ", 0.37],
    [",.", 0.38],
    ["f", 0.41],
    ["-", 0.42],
    ["t", 0.48],
    ["r", 0.49],
    ["?z", 0.58],
    ["c", 0.59],
    ["s", 0.6],
    ["L", 0.64],
    ["vxy", 0.65],
    ["ak", 0.67],
    ["EFSe", 0.68],
    ["o", 0.69],
    ["7T", 0.7],
    ["hnu", 0.71],
    ["Ybdgpq", 0.72],
    ["CPZ", 0.73],
    ["B", 0.76],
    ["AKRVX", 0.77],
    ["U", 0.81],
    ["G", 0.82],
    ["D", 0.83],
    ["HN", 0.84],
    ["OQ", 0.85],
    ["w", 0.92],
    ["M", 1.0],
    ["m", 1.04],
    ["W", 1.1],
  ].flatMap(([chars, em]) => [...chars].map((ch) => [ch, em])),
);

function charEm(ch) {
  return CHAR_EM.get(ch) ?? 0.7;
}

function titleLines(words, px) {
  const space = charEm(" ") * px;
  let lines = 1;
  let used = 0;
  for (const w of words) {
    const width = [...w].reduce((sum, ch) => sum + charEm(ch) * px, 0);
    if (width > TITLE_ROOM) return Infinity;
    const next = used ? used + space + width : width;
    if (next > TITLE_ROOM) {
      lines += 1;
      used = width;
    } else {
      used = next;
    }
  }
  return lines;
}

function titleSize(name) {
  const words = String(name).split(" ");
  for (const [px, cls] of TITLE_SIZES) if (titleLines(words, px) <= 2) return cls;
  return TITLE_SIZES[TITLE_SIZES.length - 1][1];
}

const SET_MARKS = {
  artifacts: ["A", "Artifacts of History"],
  echoes: ["E", "Echoes of the Past"],
  cities: ["C", "Cities of Destiny"],
  figures: ["F", "Figures in the Sand"],
};

/** A colour chip with the card's title, for option buttons and lists (hovering it previews the face). With
 * ``opts.set``, a card of an expansion carries a mark in its set's back colour, and a relic a second one. */
export function cardChip(name, opts = {}) {
  const card = cardData(name);
  const mark = opts.set && card && (card.set !== "base" || card.relic) ? chipMarks(card) : null;
  return h(
    "span",
    { class: ["inb-chip", `inb-color-${colorOf(card)}`], dataset: { preview: name, set: mark ? card.set : null } },
    name,
    card ? [" ", h("span", { class: "inb-chip-age" }, card.age)] : null,
    mark,
  );
}

function chipMarks(card) {
  const [letter, setName] = SET_MARKS[card.set] || [card.set[0].toUpperCase(), card.set];
  const marks =
    card.set !== "base"
      ? [h("span", { class: ["inb-chip-mark", `inb-back-${card.set}`], title: setName, "aria-label": setName }, letter)]
      : [];
  if (card.relic)
    marks.push(h("span", { class: "inb-chip-mark inb-chip-relic", title: "a relic", "aria-label": "relic" }, "R"));
  return marks;
}

/** The card as printed, for reading: the top-left icon, the title and the age on top; the effects, each marked
 * with the featured icon; the three bottom icons underneath — every icon in its own position. */
export function printedFace(name, ctx) {
  const card = cardData(name);
  const labels = ctx && ctx.labels;
  if (!card) return h("div", { class: "inb-printed inb-color-unknown", dataset: { face: name } }, name);
  const effects = effectsFor(card, (ctx && ctx.edition) || "third").map((e, i) =>
    effectItem({ demand: e.demand, text: translate(e.text, ctx && ctx.terminology) }, card.dogma_icon, i + 1, labels),
  );
  const what = describe(name, card, labels);
  return h(
    "article",
    {
      class: ["inb-printed", `inb-color-${card.color}`, ctx && ctx.selected === name && "inb-selected"],
      dataset: { face: name, card: name },
      tabindex: 0,
      role: "button",
      "aria-label": what,
      title: what,
    },
    h(
      "div",
      { class: "inb-printed-top" },
      slotEl(card, 0),
      positionsOf(card).length === 6 ? [slotEl(card, 4), slotEl(card, 5)] : null,
      h("span", { class: "inb-printed-title" }, name),
      h("span", { class: "inb-printed-age", title: `${label(labels, "age")} ${card.age}` }, card.age),
    ),
    h("ol", { class: "inb-effects inb-printed-effects" }, effects),
    h("div", { class: "inb-printed-bottom" }, slotEl(card, 1), slotEl(card, 2), slotEl(card, 3)),
  );
}
