// ReviewWidget's view: each player reviewed with their accuracy and moves per class (a switch between their move
// lists), and the effort the positions got; your chance to win after every judged turn (an SVG curve drawn here: the
// 95% interval as a band, a mark per move in its class's colour and shape, filled for yours and hollow for the
// others'); the moves listed as a list coloured by class, each with its class in words; and for the move picked (a
// click, or the arrow keys) the board as it stood then, from your seat, the move played and the coach's side by side,
// why, Try it, and for your mistakes Retry: pick another move there (the actions, or the answers, as in the game) and
// Python judges it as the review judged yours.
import { cachedBoardView } from "./boardview.js";
import { decisionView } from "./decision.js";
import { button, h } from "./dom.js";
import { actionsView } from "./game.js";
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
    ? `Given away: ${count(Math.round(m.loss), "point")} (${range})`
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
 * call — the shape says the class too, not the colour alone; another player's mark is hollow (``other``). */
function mark(k, x, y, other = false) {
  const cls = ["inb-rv-mark", `inb-k-${classSlug(k)}`, other ? "inb-rv-other" : ""].join(" ").trim();
  if (BAD[k]) {
    const r = BAD[k];
    return s("path", { class: cls, d: `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z` });
  }
  if (k === "too close to call") return s("circle", { class: `${cls} inb-rv-ring`, cx: x, cy: y, r: 3.5 });
  return s("circle", { class: cls, cx: x, cy: y, r: 3.5 });
}

const round = (v) => Math.round(v * 10) / 10;

/** Whether point ``p`` is the move picked: ``at`` is ``{player, number}`` (or a number, for one player's curve). */
function isAt(p, at) {
  if (at == null) return false;
  if (typeof at === "number") return p.number === at;
  return p.number === at.number && (at.player == null || p.player == null || p.player === at.player);
}

/** Your chance to win after each judged turn, with its 95% interval: yours filled, another player's hollow (their
 * chance seen from your side); ``at``: the move picked (ringed). A click on a mark picks that move
 * (``onPick(number, player)``). */
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
  const picked = curve.findIndex((p) => isAt(p, at));
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
    curve.map((p, i) => {
      const other = p.mine === false;
      const here = isAt(p, at);
      return s(
        "g",
        {
          class: ["inb-rv-point", here ? "inb-rv-at" : "", other ? "inb-rv-theirs" : ""].join(" ").trim(),
          "data-number": p.number,
          "data-player": p.player,
          "data-class": p.class,
        },
        s(
          "title",
          {},
          other
            ? `${p.player}'s move ${p.number + 1}, turn ${p.turn}: your chance ${pct(p.chance)} ` +
                `(${pct(p.low)}–${pct(p.high)}) after it; ${p.player}'s move was ${p.class}`
            : `Move ${p.number + 1}, turn ${p.turn}: your chance ${pct(p.chance)} (${pct(p.low)}–${pct(p.high)}), ` +
                p.class,
        ),
        // a target larger than the mark
        s("circle", { class: "inb-rv-hit", cx: round(x(i)), cy: round(y(p.chance)), r: 9 }),
        here ? s("circle", { class: "inb-rv-ring-at", cx: round(x(i)), cy: round(y(p.chance)), r: 8 }) : null,
        mark(p.class, round(x(i)), round(y(p.chance)), other),
      );
    }),
  );
  const others = [...new Set(curve.filter((p) => p.mine === false).map((p) => p.player))];
  const axis = others.length
    ? `your chance after every turn: your moves filled, ${others.join(" and ")}'s hollow`
    : "your moves, first to last";
  parts.push(s("text", { class: "inb-rv-axis", x: box.left, y: box.height - 5 }, axis));
  const svg = s(
    "svg",
    {
      class: "inb-rv-curve",
      viewBox: `0 0 ${box.width} ${box.height}`,
      role: "img",
      preserveAspectRatio: "xMidYMid meet",
      "aria-label": others.length
        ? `Your chance to win after each of the ${curve.length} judged moves, yours and ${others.join(" and ")}'s`
        : `Your chance to win after each of your ${curve.length} judged moves, first to last`,
    },
    parts,
  );
  if (onPick) {
    svg.addEventListener("click", (e) => {
      const g = e.target.closest ? e.target.closest("[data-number]") : null;
      if (g) onPick(Number(g.getAttribute("data-number")), g.getAttribute("data-player"));
    });
  }
  return svg;
}

/** A class in words on its colour (never the colour alone). */
export function classBadge(k, extra) {
  return h("span", { class: ["inb-rv-class", `inb-k-${classSlug(k)}`, extra], dataset: { class: k } }, k);
}

/** The moves, each with its class; ``at`` is the one picked. A click picks a move (``onPick(number)``). */
export function moveList(moves, at, onPick, whose = "your") {
  const list = h(
    "ol",
    { class: "inb-rv-moves", role: "listbox", "aria-label": `${whose} moves`, tabindex: "-1" },
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

/** One player's accuracy and counts per class; with several players, their name is the switch to their moves. */
function playerRow(p, snap, ctx, several) {
  const name = p.you ? `You (${p.name})` : p.name;
  return h(
    "div",
    { class: ["inb-rv-player", p.shown && "inb-rv-shown"], role: "group", dataset: { player: p.name } },
    several
      ? button(name, () => (p.shown ? null : ctx.send({ type: "review_player", player: p.name })), {
          class: ["inb-rv-who", p.shown && "inb-active"],
          "aria-pressed": String(!!p.shown),
          dataset: { focus: `player-${p.name}` },
          title: p.shown ? `${name}: the moves listed` : `List ${p.you ? "your" : `${p.name}'s`} moves`,
        })
      : null,
    p.accuracy != null
      ? h(
          "span",
          {
            class: "inb-rv-accuracy",
            title: "100 for the coach's move every time, falling with the chance to win given away",
          },
          "Accuracy ",
          h("strong", {}, String(Math.round(p.accuracy))),
        )
      : h("span", { class: "inb-rv-accuracy" }, "No move judged"),
    snap.classes.map((k) =>
      h(
        "span",
        { class: "inb-rv-count", dataset: { class: k, count: p.counts[k] || 0 } },
        classBadge(k),
        ` ${p.counts[k] || 0}`,
      ),
    ),
  );
}

/** Save your mistakes as puzzles (Python does it in the background): the button, its progress, what it did. */
function saveView(saving, ctx) {
  if (!saving || (!saving.count && saving.status === "idle")) return null;
  if (saving.status === "saving") {
    return h(
      "span",
      { class: "inb-rv-save", role: "status", dataset: { status: "saving" } },
      `Saving your mistakes as puzzles: ${saving.total ? `${saving.done} of ${saving.total}` : "starting"}`,
      h("progress", { max: String(saving.total || 1), value: String(saving.done || 0), "aria-label": "saving" }),
    );
  }
  return h(
    "span",
    { class: "inb-rv-save", dataset: { status: saving.status } },
    button(`Save my mistakes as puzzles (${saving.count})`, () => ctx.send({ type: "save_retries" }), {
      class: "inb-rv-save-button",
      dataset: { focus: "save-retries" },
      title:
        `Your mistakes, blunders and misses of actions become your own puzzles in ${saving.path}: ` +
        `PuzzleTrainer(pack="${saving.path}") serves them. Saving again adds only the new ones.`,
    }),
    saving.status === "done" ? h("span", { class: "inb-note" }, `${saving.text}.`) : null,
    saving.status === "error" ? h("span", { class: "inb-error" }, saving.error) : null,
  );
}

function summaryView(snap, ctx) {
  const sum = snap.summary;
  const players = snap.players || [
    { name: snap.player, you: true, shown: true, accuracy: sum.accuracy, counts: sum.counts },
  ];
  const effort = sum.effort || {};
  return h(
    "div",
    { class: "inb-rv-summary", role: "group", "aria-label": "summary" },
    h(
      "div",
      { class: "inb-rv-players" },
      players.map((p) => playerRow(p, snap, ctx, players.length > 1)),
    ),
    h(
      "div",
      { class: "inb-rv-summary-foot" },
      h(
        "span",
        { class: "inb-note inb-rv-effort", title: effort.text || "" },
        effort.average != null
          ? `${Math.round(effort.average).toLocaleString("en")} simulations a position on average · ` +
              "each class rests on a 95% interval of paired comparisons"
          : sum.simulations
            ? `${sum.simulations} simulations per move`
            : `about ${sum.seconds} s per move`,
      ),
      saveView(snap.saving, ctx),
      h(
        "details",
        { class: "inb-rv-words" },
        h("summary", {}, "In words"),
        h("p", {}, sum.text),
        effort.text ? h("p", { class: "inb-note" }, effort.text) : null,
      ),
    ),
  );
}

function chanceBox(cls, head, move, chance, interval, whose = "") {
  return h(
    "div",
    { class: ["inb-rv-side", cls] },
    h("div", { class: "inb-section-title" }, head),
    h("div", { class: "inb-rv-side-move" }, richText(move)),
    h(
      "div",
      { class: "inb-note" },
      `${whose ? `${whose} chance` : "Chance"} to win ${pct(chance)} (95%: ${pct(interval[0])}–${pct(interval[1])})`,
    ),
  );
}

/** A ctx whose moves go to Retry: an action or an answer becomes ``{type: "retry", move, value}``. */
function retryCtx(ctx, number) {
  return {
    ...ctx,
    send: (msg) => {
      if (msg.type === "action") ctx.send({ type: "retry", move: number, value: msg.action });
      else if (msg.type === "answer") ctx.send({ type: "retry", move: number, value: msg.value });
      else ctx.send(msg);
    },
  };
}

/** Retry: your moves at that moment (as in the game), the engine's judgement of the one tried, a hint, the answer. */
export function retryPanel(retry, m, ctx) {
  const n = m.number;
  const rctx = retryCtx(ctx, n);
  const picks =
    retry.kind === "answer"
      ? retry.pending
        ? decisionView(retry.pending, rctx)
        : null
      : actionsView({ actions: retry.actions || [] }, rctx);
  let outcome = null;
  if (retry.status === "judging") {
    outcome = h(
      "p",
      { class: "inb-rv-retry-status", role: "status", dataset: { status: "judging" } },
      `Judging ${retry.tried || "your move"}… (about a second; the notebook stays free)`,
      h("progress", { class: "inb-rv-judging", "aria-label": "judging" }),
    );
  } else if (retry.status === "done") {
    outcome = h(
      "div",
      {
        class: ["inb-rv-retry-status", retry.as_good ? "inb-rv-good-try" : "inb-rv-bad-try"],
        role: "status",
        dataset: { status: "done", class: retry.class, asGood: String(!!retry.as_good) },
      },
      h(
        "p",
        {},
        h("strong", {}, retry.as_good ? "✓ " : "✗ "),
        h("strong", {}, richText(retry.tried || "")),
        ": ",
        classBadge(retry.class),
        " ",
        h("strong", { class: "inb-rv-verdict" }, richText(retry.verdict || "")),
      ),
      !retry.explanation
        ? null
        : retry.as_good || retry.answer
          ? h("p", { class: "inb-rv-retry-why" }, richText(retry.explanation))
          : h(
              "details",
              { class: "inb-rv-retry-why" },
              h("summary", {}, "Why (it names the coach's move)"),
              h("p", {}, richText(retry.explanation)),
            ),
    );
  } else if (retry.status === "error") {
    outcome = h("p", { class: "inb-error", role: "alert" }, retry.error);
  }
  return h(
    "section",
    { class: "inb-rv-retry", "aria-label": "Retry", dataset: { number: n } },
    h(
      "div",
      { class: "inb-rv-retry-head" },
      h("strong", {}, "Retry: find a move as good as the coach's"),
      button("Close", () => ctx.send({ type: "retry_open", move: null }), {
        class: "inb-rv-retry-close",
        title: "Close Retry",
      }),
    ),
    picks,
    outcome,
    h(
      "div",
      { class: "inb-row inb-rv-retry-tools" },
      button("Hint", () => ctx.send({ type: "retry_hint", move: n }), {
        class: "inb-rv-hint",
        disabled: !!retry.hint,
        dataset: { focus: "retry-hint" },
        title: "What kind of move the coach's is, without naming it",
      }),
      button("Show the answer", () => ctx.send({ type: "retry_answer", move: n }), {
        class: "inb-rv-answer",
        disabled: !!retry.answer,
        dataset: { focus: "retry-answer" },
        title: "The coach's move",
      }),
      retry.hint ? h("span", { class: "inb-rv-hint-text" }, richText(retry.hint)) : null,
      retry.answer ? h("span", { class: "inb-rv-answer-text" }, "The coach's move: ", richText(retry.answer)) : null,
    ),
  );
}

function momentView(snap, ctx) {
  const m = snap.moment;
  if (!m) return h("p", { class: "inb-hint" }, "No move to show.");
  const total = snap.moves.length;
  const mine = m.mine !== false;
  const who = mine ? "You" : m.player;
  const whose = mine ? "" : `${m.player}'s`;
  const sides = m.same
    ? [chanceBox("inb-rv-yours", `${who} played the coach's move`, m.played, m.played_chance, m.played_interval, whose)]
    : [
        chanceBox("inb-rv-yours", `${who} played`, m.played, m.played_chance, m.played_interval, whose),
        chanceBox("inb-rv-best", "The coach's move", m.best, m.best_chance, m.best_interval, whose),
      ];
  const opened = snap.opened && snap.opened.move === m.number && mine;
  const tryLabel = m.try === "DogmaStepper" ? "Try it: step this dogma from here" : "Try it: play from here";
  const retrying = snap.retry && snap.retry.move === m.number && mine;
  // while you retry, what names the coach's move waits for Show the answer (or a move as good as it)
  const hidden = retrying && !snap.retry.answer && !snap.retry.as_good;
  if (hidden && !m.same) {
    sides[1] = h(
      "div",
      { class: ["inb-rv-side", "inb-rv-best", "inb-rv-hidden"] },
      h("div", { class: "inb-section-title" }, "The coach's move"),
      h("div", { class: "inb-note" }, "Hidden while you retry: ask for a Hint, or Show the answer."),
    );
  }
  return h(
    "section",
    { class: "inb-rv-moment", "aria-label": "the moment", dataset: { number: m.number, player: m.player } },
    h(
      "div",
      { class: "inb-rv-moment-head" },
      h("strong", {}, `${mine ? "Move" : `${m.player}'s move`} ${m.number + 1} of ${total} · turn ${m.turn}`),
      " ",
      classBadge(m.class),
      m.same ? null : h("span", { class: "inb-note inb-rv-loss" }, lossWords(m)),
      m.simulations != null
        ? h(
            "span",
            {
              class: "inb-note inb-rv-sims",
              title:
                "The effort this position got: the coach's search, then the pairs of simulations comparing the move played with the coach's on the same deals",
            },
            `${count(m.simulations, "simulation")} · ${count(m.pairs || 0, "pair")}`,
          )
        : null,
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
    m.won && !hidden ? h("p", { class: "inb-rv-won" }, richText(m.won)) : null,
    h("div", { class: "inb-rv-sides" }, sides),
    hidden
      ? h("p", { class: "inb-note inb-rv-why" }, "The review's explanation waits until you have the answer.")
      : h("p", { class: "inb-rv-why" }, richText(m.explanation)),
    m.try || m.retry
      ? h(
          "div",
          { class: "inb-row" },
          m.retry
            ? button(
                retrying ? "Retry (open)" : "Retry",
                () => ctx.send({ type: "retry_open", move: retrying ? null : m.number }),
                {
                  class: ["inb-rv-retry-open", retrying && "inb-active"],
                  "aria-pressed": String(!!retrying),
                  dataset: { focus: "retry-open" },
                  title: "Try another move here: the engine judges it as the review judged yours",
                },
              )
            : null,
          m.try
            ? button(tryLabel, () => ctx.send({ type: "try_it", move: m.number }), {
                class: "inb-rv-try",
                title: "Open this moment below and play it your way (the review does not change)",
              })
            : null,
          opened ? h("span", { class: "inb-note inb-rv-opened" }, "Opened below.") : null,
        )
      : null,
    retrying ? retryPanel(snap.retry, m, ctx) : null,
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
  const pickOnCurve = (n, player) => {
    if (player && player !== snap.player) ctx.send({ type: "moment", move: n, player });
    else pick(n);
  };
  const whose = snap.you && snap.player !== snap.you ? `${snap.player}'s` : "your";
  const list = moveList(snap.moves, snap.at, pick, whose);
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
      summaryView(snap, ctx),
      h(
        "div",
        { class: "inb-rv-curve-box" },
        curveSvg(snap.curve, snap.at == null ? null : { player: snap.player, number: snap.at }, pickOnCurve),
      ),
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
  if (t && t.closest && t.closest("input, select, textarea, summary, .inb-rv-retry")) return;
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
