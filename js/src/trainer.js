// PuzzleTrainer's view: your rating and what this puzzle can change in it, the puzzles to draw from (themes and
// sets, or anything), a Next puzzle button, and the puzzle itself drawn by the PuzzleWidget's view (puzzle.js).
import { button, h } from "./dom.js";
import { body as puzzleBody, onKey } from "./puzzle.js";
import { mount } from "./widget.js";

const SET_NAMES = {
  base: "Base game",
  artifacts: "Artifacts of History",
  echoes: "Echoes of the Past",
  cities: "Cities of Destiny",
};

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const signed = (n) => (n > 0 ? `+${fmt(n)}` : n < 0 ? `−${fmt(-n)}` : "±0");

function themeWords(name, ctx) {
  return ctx.t(name.replace(/-/g, " "));
}

function ratingView(tr) {
  const change =
    tr.change != null && tr.result
      ? h("span", { class: ["inb-tr-change", tr.change >= 0 ? "inb-tr-up" : "inb-tr-down"] }, signed(tr.change))
      : null;
  return h(
    "div",
    {
      class: "inb-tr-rating",
      role: "status",
      "aria-live": "polite",
      dataset: { rating: tr.rating, rd: tr.rd, attempts: tr.attempts },
    },
    h("span", { class: "inb-tr-label" }, "Your rating: "),
    h("strong", { class: "inb-tr-value" }, `${fmt(tr.rating)} ± ${fmt(tr.rd)}`),
    " ",
    change,
    h(
      "span",
      { class: "inb-note" },
      tr.attempts ? ` · ${tr.solved_total} of ${tr.attempts} solved` : " · a first guess",
    ),
  );
}

function stakesView(tr) {
  let text;
  const run = tr.run || { mode: "rated" };
  if (run.mode !== "rated") {
    if (tr.result === "solved") text = `Solved: ${run.score} in this ${run.mode === "streak" ? "streak" : "run"}.`;
    else if (run.over) text = `${run.why[0].toUpperCase()}${run.why.slice(1)}: you solved ${run.score}.`;
    else if (tr.result === "failed") text = `Not solved (${tr.why}).`;
    else text = `This puzzle: ${fmt(tr.puzzle_rating)} · unrated`;
  } else if (tr.result === "solved") text = "Solved: it counts for your rating.";
  else if (tr.result === "failed") text = `Not solved (${tr.why}): it counts for your rating.`;
  else if (tr.stakes) {
    const { win, loss } = tr.stakes;
    text = `This puzzle: ${fmt(tr.puzzle_rating)} · solve it ${signed(win)}, miss it ${signed(loss)}`;
  }
  return h(
    "span",
    { class: ["inb-tr-stakes", tr.result && `inb-tr-${tr.result}`], dataset: { result: tr.result || "none" } },
    text,
  );
}

const MODE_NAMES = { rated: "Rated", streak: "Streak", timed: "Timed (3 min)" };
const MODE_TITLES = {
  rated: "Puzzles near your rating; each attempt counts for it",
  streak: "Solve until your first miss, each puzzle a little harder; unrated",
  timed: "As many as you can solve in 3 minutes; unrated",
};

const clockText = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")} left`;

// a timed run's clock lives here: the seconds since the run began, sent with every message of the run
function runClock(tr, st) {
  const run = tr.run;
  if (!run || run.mode !== "timed" || run.over) return null;
  if (st.runId !== run.id) {
    st.runId = run.id;
    st.runStart = Date.now() - (run.elapsed || 0) * 1000;
  }
  return () => (Date.now() - st.runStart) / 1000;
}

function clockView(tr, ctx, elapsed) {
  const st = ctx.state;
  const left = () => Math.max(0, tr.run.seconds - elapsed());
  const el = h("span", { class: "inb-tr-clock", role: "timer", "aria-live": "off" }, clockText(Math.ceil(left())));
  st.clockEl = el;
  st.clockLeft = left;
  st.clockSend = ctx.send;
  if (!st.timer)
    st.timer = setInterval(() => {
      if (!st.clockEl || !st.clockEl.isConnected) {
        clearInterval(st.timer);
        st.timer = null;
        return;
      }
      const l = st.clockLeft();
      st.clockEl.textContent = clockText(Math.ceil(l));
      if (l <= 0 && st.upSent !== st.runId) {
        st.upSent = st.runId;
        st.clockSend({ type: "trainer_clock", elapsed: (Date.now() - st.runStart) / 1000 });
      }
    }, 250);
  return el;
}

function modeView(tr, ctx, elapsed) {
  const run = tr.run || { mode: "rated" };
  const best = tr.best || {};
  const buttons = Object.keys(MODE_NAMES).map((m) =>
    button(MODE_NAMES[m], () => ctx.send({ type: "trainer_mode", mode: m }), {
      class: "inb-tr-mode",
      "aria-pressed": String(run.mode === m),
      dataset: { mode: m },
      title: MODE_TITLES[m],
    }),
  );
  const score =
    run.mode === "rated"
      ? null
      : h(
          "span",
          { class: "inb-tr-score", dataset: { score: run.score } },
          `${run.mode === "streak" ? "Streak" : "Solved"}: ${run.score}`,
          h("span", { class: "inb-note" }, ` · best ${best[run.mode] || 0}`),
        );
  return h(
    "div",
    { class: "inb-tr-modes", role: "group", "aria-label": "mode" },
    h("span", { class: "inb-tr-label" }, "Mode:"),
    buttons,
    score,
    elapsed ? clockView(tr, ctx, elapsed) : null,
  );
}

function send(ctx, themes, sets) {
  ctx.send({ type: "trainer_filter", themes: themes && themes.length ? themes : null, sets });
}

function filterView(tr, ctx) {
  const st = ctx.state;
  const themes = tr.themes || [];
  const sets = tr.sets; // null: any set
  const themeButtons = tr.all_themes.map((t) => {
    const on = themes.includes(t.name);
    return button(
      [themeWords(t.name, ctx), h("span", { class: "inb-tr-count" }, t.count)],
      () => send(ctx, on ? themes.filter((x) => x !== t.name) : [...themes, t.name], sets),
      {
        class: "inb-tr-theme",
        "aria-pressed": String(on),
        dataset: { theme: t.name },
        title: `${on ? "Leave out" : "Add"} puzzles about ${themeWords(t.name, ctx)} (${t.count} in the pack)`,
      },
    );
  });
  const setButtons = tr.all_sets.map((s) => {
    const on = s === "base" || sets == null || sets.includes(s);
    const fixed = s === "base";
    const chosen = sets == null ? tr.all_sets.filter((x) => x !== "base") : sets.filter((x) => x !== "base");
    const pick = on ? chosen.filter((x) => x !== s) : [...chosen, s];
    return button(
      SET_NAMES[s] || s,
      () => send(ctx, themes, ["base", ...tr.all_sets.filter((x) => pick.includes(x))]),
      {
        class: "inb-tr-set",
        "aria-pressed": String(on),
        disabled: fixed,
        dataset: { set: s },
        title: fixed
          ? "Every puzzle uses the base game"
          : `${on ? "Leave out" : "Add"} puzzles that need ${SET_NAMES[s] || s}`,
      },
    );
  });
  const details = h(
    "details",
    {
      class: "inb-tr-filter",
      open: st.filterOpen || null,
      ontoggle: (e) => {
        st.filterOpen = e.target.open;
      },
    },
    h(
      "summary",
      {},
      h("span", { class: "inb-tr-label" }, "Puzzles: "),
      h("span", { class: "inb-tr-filter-text" }, tr.filter_text),
      h("span", { class: "inb-note" }, ` · ${tr.solved_in_pool} of ${tr.pool} solved`),
    ),
    h(
      "div",
      { class: "inb-tr-choose" },
      h(
        "div",
        { class: "inb-tr-row", role: "group", "aria-label": "themes" },
        h("span", { class: "inb-tr-label" }, "Themes:"),
        button("Anything", () => send(ctx, null, sets), {
          class: "inb-tr-any",
          "aria-pressed": String(!themes.length),
          title: "Puzzles about anything",
        }),
        themeButtons,
      ),
      h(
        "div",
        { class: "inb-tr-row", role: "group", "aria-label": "sets" },
        h("span", { class: "inb-tr-label" }, "Sets you play:"),
        setButtons,
      ),
    ),
  );
  return details;
}

const SHOWN_THEMES = 6; // the weakest themes listed; the rest are counted
const pct = (x) => `${Math.round(x * 100)} %`;

// your success at each theme, weakest first, with its interval; "practise the weakest" filters by it. Shown once a
// theme has the attempts to be called the weakest: before, a list of one-off results would say little
function themesView(tr, ctx) {
  const mine = tr.your_themes || [];
  if (!mine.length || !tr.weakest) return null;
  const st = ctx.state;
  const rows = mine
    .slice(0, SHOWN_THEMES)
    .map((r) =>
      h(
        "li",
        { class: "inb-tr-my-theme", dataset: { theme: r.theme } },
        h("span", { class: "inb-tr-theme-name" }, themeWords(r.theme, ctx)),
        ` ${r.solved} of ${r.attempts} solved (${pct(r.rate)}; `,
        h("span", { class: "inb-note" }, `likely ${pct(r.low)}–${pct(r.high)}`),
        ")",
      ),
    );
  const more =
    mine.length > SHOWN_THEMES ? h("p", { class: "inb-note" }, `and ${mine.length - SHOWN_THEMES} more`) : null;
  const practise = button(
    `Practise the weakest: ${themeWords(tr.weakest, ctx)}`,
    () => send(ctx, [tr.weakest], tr.sets),
    {
      class: "inb-tr-practise",
      title: "Serve puzzles of this theme only (Themes: Anything serves all again)",
    },
  );
  return h(
    "details",
    {
      class: "inb-tr-yours",
      open: st.yoursOpen || null,
      ontoggle: (e) => {
        st.yoursOpen = e.target.open;
      },
    },
    h(
      "summary",
      { title: "Your success at each theme, weakest first" },
      h("span", { class: "inb-tr-label" }, "Your themes"),
    ),
    h("ol", { class: "inb-tr-my-themes" }, rows),
    more,
    practise,
  );
}

function trainerBar(snap, ctx, elapsed) {
  const tr = snap.trainer;
  const next = button("Next puzzle ▶", () => ctx.send({ type: "next_puzzle" }), {
    class: "inb-tr-next",
    disabled: tr.left === 0 && tr.result != null,
    title:
      tr.run && tr.run.over
        ? `Begin a new ${tr.run.mode === "streak" ? "streak" : "timed run"}`
        : tr.result == null && tr.open
          ? "Your attempt began with your first move: moving on counts it as not solved"
          : "The next puzzle near your rating",
  });
  // one line: your rating, what this puzzle can do to it, Next; the filter below, folded
  return h(
    "section",
    { class: "inb-trainer-bar", "aria-label": "your training" },
    h(
      "div",
      { class: "inb-tr-top" },
      ratingView(tr),
      // a puzzle missed before, come back on the review schedule
      tr.review ? h("span", { class: "inb-tr-review", title: "You missed it before: it comes back" }, "Review") : null,
      stakesView(tr),
      // once the attempt is over: the bot game the puzzle was mined from, replayed to it, opens below
      tr.source_blocked == null
        ? button("Open its game", () => ctx.send({ type: "open_source" }), {
            class: "inb-tr-source",
            title: "The game this position arose in, replayed to it, seen from your seat (opens below)",
          })
        : null,
      next,
    ),
    // puzzles of the pack that could not be loaded, left out on the way to this one
    tr.skipped ? h("p", { class: "inb-note inb-tr-skipped", role: "status" }, tr.skipped) : null,
    // one more line: the filter (folded), the mode, your themes (folded); an unfolded one takes a line of its own
    h("div", { class: "inb-tr-line2" }, filterView(tr, ctx), modeView(tr, ctx, elapsed), themesView(tr, ctx)),
  );
}

// Undo that cannot take back a move which showed a hidden card says why: on the button, and in a note below the
// toolbar (a title alone reaches neither the keyboard nor a touch screen)
function explainUndo(parts, why) {
  const note = h("p", { class: "inb-note inb-tr-undo-note", role: "note" }, why);
  for (const [i, part] of parts.entries()) {
    const undo = part && part.querySelector ? part.querySelector(".inb-pz-undo") : null;
    if (!undo) continue;
    undo.title = why;
    const bar = undo.parentElement;
    if (bar === part) return [...parts.slice(0, i + 1), note, ...parts.slice(i + 1)];
    bar.after(note);
    return parts;
  }
  return [...parts, note];
}

function body(snap, ctx) {
  const elapsed = snap.trainer ? runClock(snap.trainer, ctx.state) : null;
  if (elapsed) {
    const send = ctx.send;
    ctx = { ...ctx, send: (msg) => send({ ...msg, elapsed: elapsed() }) };
  }
  const out = puzzleBody(snap, ctx);
  if (!snap.trainer || !out || !Array.isArray(out.parts)) return out;
  const parts = snap.trainer.undo_blocked ? explainUndo(out.parts, snap.trainer.undo_blocked) : out.parts;
  // Undo pressed back to the start (or to a move it cannot take back) is disabled now: its focus goes to Check,
  // where Enter does no harm, not to the next enabled button ("Show the solution" would end an attempt)
  const active = document.activeElement;
  if (active && active.classList && active.classList.contains("inb-pz-undo") && !(snap.can || {}).undo)
    ctx.focus(".inb-pz-check");
  return { class: "inb-puzzle inb-trainer", parts: [trainerBar(snap, ctx, elapsed), ...parts] };
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "trainer",
      title: (snap) => (snap.puzzle ? `Puzzle trainer: ${snap.puzzle.title}` : "Puzzle trainer"),
      body,
      onKey,
    },
  );
}

export default { render };
