// ReviewWidget's view: the accuracy and the moves per class; the chance to win after each move played (an SVG curve
// drawn here: the 95% interval as a band, a mark per move in its class's colour and shape); the moves as a list
// coloured by class, each with its class in words; and for the move picked (a click, or the arrow keys) the board as
// it stood then, from the reviewed player's seat, the move played and the coach's side by side, why, and Try it.
import { cachedBoardView } from "./boardview.js";
import { button, h } from "./dom.js";
import { richText } from "./icons.js";
import { mount } from "./widget.js";
import { count } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";
// The curve's box (the static picture, widgets/fallback.py, draws it the same way); it scales to the widget's width.
export const CURVE = { width: 900, height: 130, left: 34, right: 8, top: 8, bottom: 20 };
const BAD = { inaccuracy: 4.5, mistake: 5.5, blunder: 6.5, miss: 6.5 }; // a diamond's half-size: larger as it gets worse
const pct = (x) => `${Math.round(100 * x)}%`;
const pts = (x) => `${Math.round(x)}`.replace("-", "\u2212"); // a true minus sign

/** What the move played gave away, in percentage points with its 95% interval. */
export function lossWords(m) {
  const range = `95%: ${pts(m.loss_interval[0])} to ${pts(m.loss_interval[1])} points`;
  return Math.round(m.loss) > 0
    ? `Given away: ${pts(m.loss)} points (${range})`
    : `Given away: none measured (${range})`;
}

/** A class's slug for CSS (the colours are variables in widgets.css, set for light and dark themes). */
export const classSlug = (k) => (k === "too close to call" ? "close" : k);

function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v != null) el.setAttribute(k, String(v));
  for (const c of children.flat(Infinity)) if (c != null) el.append(c);
  return el;
}

/** Where each move goes in the curve's box: x of the i-th of n moves, y of a chance (0 to 1). */
export function curveScale(n, box = CURVE) {
  const w = box.width - box.left - box.right;
  const ht = box.height - box.top - box.bottom;
  return {
    x: (i) => box.left + (n > 1 ? (w * i) / (n - 1) : w / 2),
    y: (v) => box.top + ht * (1 - Math.max(0, Math.min(1, v))),
  };
}

/** A move's mark: a dot for best and good, a diamond for the moves that gave chance away, a ring for too close to
 * call — the shape says the class too, not the colour alone. */
function mark(k, x, y) {
  const cls = `inb-rv-mark inb-k-${classSlug(k)}`;
  if (BAD[k]) {
    const r = BAD[k];
    return s("path", { class: cls, d: `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z` });
  }
  if (k === "too close to call") return s("circle", { class: `${cls} inb-rv-ring`, cx: x, cy: y, r: 3.5 });
  return s("circle", { class: cls, cx: x, cy: y, r: 3.5 });
}

const round = (v) => Math.round(v * 10) / 10;

/** The chance to win after each move played, with its 95% interval; ``at``: the move picked (ringed). A click on
 * a mark picks that move (``onPick(number)``). */
export function curveSvg(curve, at, onPick) {
  const box = CURVE;
  const { x, y } = curveScale(curve.length, box);
  const right = box.width - box.right;
  const grid = [
    [1, false],
    [0.5, true],
    [0, false],
  ].map(([v, dashed]) => [
    s("line", {
      class: ["inb-rv-grid", dashed ? "inb-rv-even" : ""].join(" ").trim(),
      x1: box.left,
      x2: right,
      y1: round(y(v)),
      y2: round(y(v)),
    }),
    s("text", { class: "inb-rv-axis", x: box.left - 4, y: round(y(v) + 3.5), "text-anchor": "end" }, pct(v)),
  ]);
  const parts = [grid];
  if (curve.length > 1) {
    const top = curve.map((p, i) => `${round(x(i))},${round(y(p.high))}`);
    const bottom = curve.map((p, i) => `${round(x(i))},${round(y(p.low))}`).reverse();
    parts.push(s("polygon", { class: "inb-rv-band", points: [...top, ...bottom].join(" ") }));
    parts.push(
      s("polyline", {
        class: "inb-rv-line",
        points: curve.map((p, i) => `${round(x(i))},${round(y(p.chance))}`).join(" "),
      }),
    );
  }
  const picked = curve.findIndex((p) => p.number === at);
  if (picked >= 0) {
    parts.push(
      s("line", {
        class: "inb-rv-cursor",
        x1: round(x(picked)),
        x2: round(x(picked)),
        y1: box.top,
        y2: box.height - box.bottom,
      }),
    );
  }
  parts.push(
    curve.map((p, i) =>
      s(
        "g",
        {
          class: ["inb-rv-point", p.number === at ? "inb-rv-at" : ""].join(" ").trim(),
          "data-number": p.number,
          "data-class": p.class,
        },
        s(
          "title",
          {},
          `Move ${p.number + 1}, turn ${p.turn}: ` +
            `your chance ${pct(p.chance)} (${pct(p.low)}–${pct(p.high)}), ${p.class}`,
        ),
        // a target larger than the mark
        s("circle", { class: "inb-rv-hit", cx: round(x(i)), cy: round(y(p.chance)), r: 9 }),
        p.number === at
          ? s("circle", { class: "inb-rv-ring-at", cx: round(x(i)), cy: round(y(p.chance)), r: 8 })
          : null,
        mark(p.class, round(x(i)), round(y(p.chance))),
      ),
    ),
  );
  parts.push(s("text", { class: "inb-rv-axis", x: box.left, y: box.height - 5 }, "your moves, first to last"));
  const svg = s(
    "svg",
    {
      class: "inb-rv-curve",
      viewBox: `0 0 ${box.width} ${box.height}`,
      role: "img",
      preserveAspectRatio: "xMidYMid meet",
      "aria-label": `Your chance to win after each of your ${curve.length} judged moves, first to last`,
    },
    parts,
  );
  if (onPick) {
    svg.addEventListener("click", (e) => {
      const g = e.target.closest ? e.target.closest("[data-number]") : null;
      if (g) onPick(Number(g.getAttribute("data-number")));
    });
  }
  return svg;
}

/** A class in words on its colour (never the colour alone). */
export function classBadge(k, extra) {
  return h("span", { class: ["inb-rv-class", `inb-k-${classSlug(k)}`, extra], dataset: { class: k } }, k);
}

/** The moves, each with its class; ``at`` is the one picked. A click picks a move (``onPick(number)``). */
export function moveList(moves, at, onPick) {
  const list = h(
    "ol",
    { class: "inb-rv-moves", role: "listbox", "aria-label": "your moves", tabindex: "-1" },
    moves.map((m) =>
      h(
        "li",
        {
          class: ["inb-rv-move", `inb-k-${classSlug(m.class)}`, m.number === at && "inb-rv-at", m.key && "inb-rv-key"],
          role: "option",
          "aria-selected": String(m.number === at),
          tabindex: m.number === at ? "0" : "-1",
          dataset: { number: m.number, class: m.class, focus: `move-${m.number}` },
          title: m.same ? "the coach's move" : `the coach prefers ${m.best}`,
          onclick: () => onPick(m.number),
        },
        h("span", { class: "inb-rv-num" }, `${m.number + 1}`),
        h("span", { class: "inb-rv-turn" }, `T${m.turn}`),
        h("span", { class: "inb-rv-played" }, richText(m.played)),
        m.key
          ? h(
              "span",
              { class: "inb-rv-star", title: "one of the moments that mattered most", "aria-label": "mattered most" },
              "★",
            )
          : null,
        classBadge(m.class),
      ),
    ),
  );
  if (!moves.length) list.append(h("li", { class: "inb-none" }, "No move was judged."));
  return list;
}

function countsView(snap) {
  const sum = snap.summary;
  return h(
    "div",
    { class: "inb-rv-summary", role: "group", "aria-label": "summary" },
    sum.accuracy != null
      ? h(
          "span",
          {
            class: "inb-rv-accuracy",
            title: "100 for the coach's move every time, falling with the chance to win given away",
          },
          "Accuracy ",
          h("strong", {}, String(Math.round(sum.accuracy))),
        )
      : null,
    snap.classes.map((k) =>
      h(
        "span",
        { class: "inb-rv-count", dataset: { class: k, count: sum.counts[k] || 0 } },
        classBadge(k),
        ` ${sum.counts[k] || 0}`,
      ),
    ),
    h(
      "span",
      {
        class: "inb-note inb-rv-effort",
        title: "More simulations narrow the intervals: fewer moves are then too close to call",
      },
      sum.simulations ? `${sum.simulations} simulations per move` : `about ${sum.seconds} s per move`,
    ),
    h("details", { class: "inb-rv-words" }, h("summary", {}, "In words"), h("p", {}, sum.text)),
  );
}

function chanceBox(cls, head, move, chance, interval) {
  return h(
    "div",
    { class: ["inb-rv-side", cls] },
    h("div", { class: "inb-section-title" }, head),
    h("div", { class: "inb-rv-side-move" }, richText(move)),
    h("div", { class: "inb-note" }, `Chance to win ${pct(chance)} (95%: ${pct(interval[0])}–${pct(interval[1])})`),
  );
}

function momentView(snap, ctx) {
  const m = snap.moment;
  if (!m) return h("p", { class: "inb-hint" }, "No move to show.");
  const total = snap.moves.length;
  const sides = m.same
    ? [chanceBox("inb-rv-yours", "You played the coach's move", m.played, m.played_chance, m.played_interval)]
    : [
        chanceBox("inb-rv-yours", "You played", m.played, m.played_chance, m.played_interval),
        chanceBox("inb-rv-best", "The coach's move", m.best, m.best_chance, m.best_interval),
      ];
  const opened = snap.opened && snap.opened.move === m.number;
  const tryLabel = m.try === "DogmaStepper" ? "Try it: step this dogma from here" : "Try it: play from here";
  return h(
    "section",
    { class: "inb-rv-moment", "aria-label": "the moment", dataset: { number: m.number } },
    h(
      "div",
      { class: "inb-rv-moment-head" },
      h("strong", {}, `Move ${m.number + 1} of ${total} · turn ${m.turn}`),
      " ",
      classBadge(m.class),
      m.same ? null : h("span", { class: "inb-note inb-rv-loss" }, lossWords(m)),
      h(
        "span",
        { class: "inb-rv-nav" },
        button("◀", () => ctx.send({ type: "moment", move: m.number - 1 }), {
          class: "inb-rv-prev",
          disabled: m.number === 0,
          title: "The move before (key: ←)",
          "aria-label": "the move before",
        }),
        button("▶", () => ctx.send({ type: "moment", move: m.number + 1 }), {
          class: "inb-rv-next",
          disabled: m.number >= total - 1,
          title: "The move after (key: →)",
          "aria-label": "the move after",
        }),
      ),
    ),
    m.prompt ? h("p", { class: "inb-rv-prompt" }, h("strong", {}, "The question: "), richText(m.prompt)) : null,
    h("div", { class: "inb-rv-sides" }, sides),
    h("p", { class: "inb-rv-why" }, richText(m.explanation)),
    h(
      "div",
      { class: "inb-row" },
      button(tryLabel, () => ctx.send({ type: "try_it", move: m.number }), {
        class: "inb-rv-try",
        title: "Open this moment below and play it your way (the review does not change)",
      }),
      opened ? h("span", { class: "inb-note inb-rv-opened" }, "Opened below.") : null,
    ),
    (m.last || []).length
      ? h(
          "details",
          { class: "inb-rv-last" },
          h("summary", {}, `What had just happened (${count(m.last.length, "event")})`),
          h(
            "ol",
            { class: "inb-rv-last-events" },
            m.last.map((ev) =>
              h(
                "li",
                {
                  dataset: { index: ev.index, kind: ev.kind },
                  style: { "--inb-depth": ev.depth || 0 },
                },
                richText(ev.text),
              ),
            ),
          ),
        )
      : null,
    cachedBoardView(snap.board, ctx, { compact: true }),
  );
}

function body(snap, ctx) {
  if (!snap.moves) return h("div", { class: "inb-review" }, h("p", { class: "inb-hint" }, "No review yet."));
  const pick = (n) => {
    if (n !== snap.at) ctx.send({ type: "moment", move: n });
  };
  const list = moveList(snap.moves, snap.at, pick);
  const listBox = h("div", { class: "inb-rv-list inb-scroll-y" }, list);
  // the move picked stays in sight in the list
  ctx.afterDraw.push(() => {
    const li = list.querySelector(".inb-rv-at");
    if (li && li.scrollIntoView && listBox.scrollHeight > listBox.clientHeight) {
      const top = li.offsetTop - listBox.offsetTop;
      if (top < listBox.scrollTop || top + li.offsetHeight > listBox.scrollTop + listBox.clientHeight) {
        listBox.scrollTop = Math.max(0, top - listBox.clientHeight / 2);
      }
    }
  });
  ctx.highlight = new Set();
  return {
    class: "inb-review",
    parts: [
      countsView(snap),
      h("div", { class: "inb-rv-curve-box" }, curveSvg(snap.curve, snap.at, pick)),
      h(
        "div",
        { class: "inb-rv-main" },
        listBox,
        h("div", { class: "inb-rv-right inb-scroll-y" }, momentView(snap, ctx)),
      ),
    ],
  };
}

function onKey(e, ctx) {
  const t = e.target;
  if (t && t.closest && t.closest("input, select, textarea, summary")) return;
  const snap = ctx.snapshot;
  const n = (snap.moves || []).length;
  if (!n || snap.at == null) return;
  const to = {
    ArrowLeft: snap.at - 1,
    ArrowUp: snap.at - 1,
    ArrowRight: snap.at + 1,
    ArrowDown: snap.at + 1,
    Home: 0,
    End: n - 1,
  }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  if (to >= 0 && to < n && to !== snap.at) {
    ctx.focus(`[data-focus="move-${to}"]`); // the focus follows the move picked
    ctx.send({ type: "moment", move: to });
  }
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "review",
      title: (snap) => snap.title || "Review",
      body,
      onKey,
    },
  );
}

export default { render };
