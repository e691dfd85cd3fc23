// The six icons and the hex (the card's picture), drawn as small inline SVGs so they look the same everywhere
// (no icon font, no CDN).

import MARKS from "../../innovation_nb/widgets/city_icons.json";

export const ICONS = ["castle", "crown", "leaf", "lightbulb", "factory", "clock"];

const PATHS = {
  castle: "M2 15V4.5h2.4v2.2h1.9V4.5h3.4v2.2h1.9V4.5H14V15H9.6v-3.1a1.6 1.6 0 0 0-3.2 0V15z",
  crown: "M1.6 12.2 2.4 4.4l3.2 3.5L8 2.6l2.4 5.3 3.2-3.5.8 7.8zM2.4 13.2h11.2V15H2.4z",
  leaf: "M14 2C7.2 2 2.6 5 2.6 10.6c0 1 .2 1.9.6 2.6L1.8 14.6l.9.9 1.4-1.4c.7.4 1.6.6 2.6.6C12.2 14.7 14.8 9.8 14 2z",
  lightbulb:
    "M8 1.2a4.9 4.9 0 0 0-2.9 8.9V12h5.8v-1.9A4.9 4.9 0 0 0 8 1.2zM5.1 12.9h5.8v1.2H5.1zM6.2 14.6h3.6V15.6H6.2z",
  factory: "M1.2 15V7.2l4 2.4V7.2l4 2.4V1.6h3.4V15z",
  clock: "M8 1.3a6.7 6.7 0 1 0 0 13.4A6.7 6.7 0 0 0 8 1.3zM7.2 3.8h1.6v3.8l2.8 1.6-.8 1.4-3.6-2.1z",
  hex: "M8 1 14.3 4.6v6.8L8 15 1.7 11.4V4.6z",
};

const SVG_NS = "http://www.w3.org/2000/svg";

function svg(name, d) {
  const s = document.createElementNS(SVG_NS, "svg");
  s.setAttribute("viewBox", "0 0 16 16");
  s.setAttribute("aria-hidden", "true");
  s.setAttribute("focusable", "false");
  s.setAttribute("class", "inb-svg");
  const p = document.createElementNS(SVG_NS, "path");
  p.setAttribute("d", d || PATHS[name] || PATHS.hex);
  p.setAttribute("fill-rule", "evenodd");
  s.append(p);
  return s;
}

/** One icon as an image with its name for screen readers and on hover. */
export function iconEl(name, extraClass) {
  const el = document.createElement("span");
  el.className =
    `inb-icon inb-icon-${ICONS.includes(name) || name === "hex" ? name : "unknown"}` +
    (extraClass ? ` ${extraClass}` : "");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", name);
  el.title = name;
  el.dataset.icon = name;
  el.append(svg(name));
  return el;
}

/** A mark that is not one of the six icons (a City's plus, "arrow-left", search, flag, fountain; the echo
 * marker), drawn as SVG like them: no font has to have the glyph. */
export function markSvg(kind) {
  return svg(kind, MARKS[kind] || MARKS.plus);
}

/** Text with {castle}-style placeholders, the placeholders drawn as icons. */
export function richText(text) {
  const frag = document.createDocumentFragment();
  const re = /\{(castle|crown|leaf|lightbulb|factory|clock)\}/g;
  let last = 0;
  for (const m of String(text ?? "").matchAll(re)) {
    if (m.index > last) frag.append(document.createTextNode(text.slice(last, m.index)));
    frag.append(iconEl(m[1], "inb-icon-inline"));
    last = m.index + m[0].length;
  }
  if (last < String(text ?? "").length) frag.append(document.createTextNode(String(text).slice(last)));
  return frag;
}

/** Text with {castle}-style placeholders as plain words, for titles and lines that cannot hold an icon. */
export function plainText(text) {
  return String(text ?? "").replace(/\{(castle|crown|leaf|lightbulb|factory|clock)\}/g, "$1");
}
