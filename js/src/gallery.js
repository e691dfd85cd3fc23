// CardGallery's view: the cards as printed (every icon in its position, the effects with the featured icon),
// filtered by age, colour and icon. A filter is a message to Python, which holds the truth about what is shown.
import { printedFace } from "./card.js";
import { COLORS } from "./cards.js";
import { button, h } from "./dom.js";
import { iconEl } from "./icons.js";
import { mount } from "./widget.js";
import { count } from "./words.js";

function filterRow(name, values, current, draw, send) {
  return h(
    "div",
    { class: "inb-gal-filter", role: "group", "aria-label": `filter by ${name}`, dataset: { filter: name } },
    h("span", { class: "inb-field-label" }, name),
    [null, ...values].map((v) =>
      button(v === null ? "all" : draw(v), () => send(v), {
        class: ["inb-gal-option", v !== null && name === "colour" && `inb-color-${v}`],
        dataset: { value: v === null ? "" : v },
        "aria-pressed": String(v === current),
        title: v === null ? `any ${name}` : `only ${name} ${v}`,
      }),
    ),
  );
}

function filters(snap, ctx) {
  const f = snap.filters;
  const send = (change) => ctx.send({ type: "filter", ...f, ...change });
  return h(
    "div",
    { class: "inb-gal-filters" },
    filterRow(
      "age",
      snap.ages,
      f.age,
      (a) => String(a),
      (v) => send({ age: v }),
    ),
    filterRow(
      "colour",
      snap.colors.filter((c) => COLORS.includes(c)),
      f.color,
      (c) => [h("span", { class: "inb-swatch" }), c],
      (v) => send({ color: v }),
    ),
    filterRow(
      "icon",
      snap.icons,
      f.icon,
      (i) => iconEl(i),
      (v) => send({ icon: v }),
    ),
  );
}

function body(snap, ctx) {
  const cards = snap.cards || [];
  if (snap.single) {
    return h(
      "div",
      { class: "inb-gallery inb-gallery-single" },
      cards.map((c) => printedFace(c, ctx)),
    );
  }
  const tally = h(
    "p",
    { class: "inb-gal-count", role: "status", "aria-live": "polite" },
    `${count(cards.length, "card")} of ${snap.total}`,
  );
  const grid = cards.length
    ? h(
        "div",
        { class: "inb-gal-grid" },
        cards.map((c) => printedFace(c, ctx)),
      )
    : h("p", { class: "inb-hint inb-gal-none" }, "No card matches all these filters.");
  return h("div", { class: "inb-gallery" }, filters(snap, ctx), tally, grid);
}

export function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "gallery",
      title: (snap) => (snap.single ? (snap.cards || [])[0] : "The cards"),
      body,
    },
  );
}

export default { render };
