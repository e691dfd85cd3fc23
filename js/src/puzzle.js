// PuzzleWidget's view: the goal in words and the budget; the verdict after every move (solved / not yet / failed,
// with the checker's reason); check, hint (one at a time), the coach, undo, reset; the explanation once solved; the
// solver's solution replayed step by step; and the game itself with the GameWidget's modules (actions with reasons, the
// pending decision, the board, the log).
import { cachedBoardView, memo } from "./boardview.js";
import { decisionView } from "./decision.js";
import { askButton, coachPanel } from "./coach.js";
import { button, h } from "./dom.js";
import { actionsView } from "./game.js";
import { richText } from "./icons.js";
import { logTree } from "./log.js";
import { mount } from "./widget.js";
import { count } from "./words.js";

const STATUS_TEXT = { solved: "Solved!", failed: "Not solved", "not yet": "Not yet" };

function goalView(snap) {
  const p = snap.puzzle;
  const turn = snap.this_turn;
  return h(
    "section",
    { class: "inb-goal-box", "aria-label": "the puzzle" },
    h(
      "div",
      { class: "inb-rule-line" },
      h("p", { class: "inb-rule" }, h("span", { class: "inb-rule-tag" }, "Rule"), " ", p.rule),
      p.difficulty
        ? h(
            "span",
            {
              class: "inb-difficulty",
              title: `difficulty ${p.difficulty} of 3`,
              "aria-label": `difficulty ${p.difficulty} of 3`,
            },
            "★".repeat(p.difficulty) + "☆".repeat(3 - p.difficulty),
          )
        : null,
    ),
    p.description ? h("p", { class: "inb-description" }, p.description) : null,
    h(
      "p",
      { class: "inb-goal" },
      h("strong", {}, "Goal: "),
      richText(p.goal),
      p.solver ? h("span", { class: "inb-note" }, ` (you are ${p.solver})`) : null,
    ),
    h(
      "p",
      { class: "inb-budget", dataset: { budget: p.budget, used: snap.used, left: snap.left } },
      h("strong", {}, "Budget: "),
      snap.budget_text || count(p.budget, "action"),
      snap.solution ? null : ` · used ${snap.used} · ${snap.left} left`,
      p.scripted ? h("span", { class: "inb-note" }, " · the other players' turns are scripted") : null,
      p.adversarial ? h("span", { class: "inb-note" }, " · the others answer against you") : null,
    ),
    turn
      ? h(
          "p",
          { class: "inb-this-turn", dataset: { scored: turn.scored, tucked: turn.tucked } },
          h("strong", {}, "This turn: "),
          turn.text,
        )
      : null,
  );
}

function statusView(snap) {
  const s = snap.status;
  const cls = s.replace(" ", "-");
  const detail =
    s === "solved" || s === "failed" || snap.checked
      ? h("span", { class: "inb-reason" }, richText(snap.reason))
      : h("span", { class: "inb-note" }, "your move (Check shows how far the goal is).");
  const parts =
    s !== "solved" && (snap.checked || s === "failed") && (snap.failed || []).length
      ? // each part said as not met: the goal's own words read as if it were ("Bob is vulnerable to ...")
        h(
          "ul",
          { class: "inb-failed-parts" },
          snap.failed.map((f) => h("li", {}, "Not met: ", h("strong", {}, f.goal), " — ", f.why)),
        )
      : null;
  // Every press of Check answers, even when the verdict is the one already shown.
  const checked = snap.checks
    ? h(
        "span",
        { class: "inb-checked", dataset: { checks: snap.checks } },
        snap.checks > 1 ? `Checked (${snap.checks}×): ` : "Checked: ",
      )
    : null;
  return h(
    "div",
    { class: ["inb-puzzle-status", `inb-st-${cls}`], role: "status", "aria-live": "polite", dataset: { status: s } },
    checked,
    h("strong", { class: "inb-status-word" }, STATUS_TEXT[s] || s),
    " ",
    detail,
    parts,
  );
}

function toolbar(snap, ctx) {
  const can = snap.can || {};
  const p = snap.puzzle;
  const shown = (snap.hints || []).length;
  const coach = snap.coach;
  const ask =
    coach && coach.available && coach.status === "idle" && !(coach.suggestions || []).length
      ? askButton(coach, ctx, { label: "Ask the coach (another kind of hint)" })
      : null;
  return h(
    "div",
    { class: "inb-controls inb-puzzle-controls", role: "toolbar", "aria-label": "puzzle" },
    button("✓ Check", () => ctx.send({ type: "check" }), { class: "inb-pz-check", disabled: !can.check }),
    button(p.hints ? `Hint (${shown}/${p.hints})` : "No hints", () => ctx.send({ type: "hint" }), {
      class: "inb-pz-hint",
      disabled: !can.hint,
    }),
    button("↶ Undo", () => ctx.send({ type: "undo" }), {
      class: "inb-pz-undo",
      disabled: !can.undo,
      title: "Take back your last move",
    }),
    button("⟲ Reset", () => ctx.send({ type: "reset" }), { class: "inb-pz-reset", disabled: !can.reset }),
    snap.solution
      ? button("Back to my game", () => ctx.send({ type: "hide_solution" }), { class: "inb-pz-hide-solution" })
      : button("Show the solution", () => ctx.send({ type: "show_solution" }), {
          class: "inb-pz-show-solution",
          disabled: !can.show_solution,
          title: "Replay the solver's solution step by step",
        }),
    ask,
  );
}

function solutionView(sol, ctx) {
  const can = ctx.snapshot.can || {};
  return h(
    "section",
    { class: "inb-solution", "aria-label": "the solution", dataset: { at: sol.at, done: String(sol.done) } },
    h("div", { class: "inb-section-title" }, `The solver's solution, step by step (${sol.at} of ${sol.steps.length})`),
    h(
      "ol",
      { class: "inb-sol-steps" },
      sol.steps.map((s, i) =>
        h(
          "li",
          {
            class: ["inb-sol-step", i < sol.at && "inb-done", i === sol.at && "inb-next", s.scripted && "inb-scripted"],
            dataset: { kind: s.kind, player: s.player },
          },
          s.text,
        ),
      ),
    ),
    h(
      "div",
      { class: "inb-row" },
      button("Next step ▶", () => ctx.send({ type: "solution_step" }), {
        class: "inb-sol-next",
        disabled: !can.solution_step,
        title: "Next step (key: →)",
      }),
      sol.done ? h("span", { class: "inb-note" }, sol.met ? "The goal is met." : "The solution is over.") : null,
    ),
    sol.branches
      ? h(
          "details",
          { class: "inb-sol-tree" },
          h("summary", {}, "What you play depends on the other players' answers: the whole strategy"),
          h("pre", { class: "inb-sol-text" }, sol.text),
        )
      : null,
  );
}

export function body(snap, ctx) {
  if (!snap.puzzle) return h("div", { class: "inb-puzzle" }, h("p", { class: "inb-hint" }, "No puzzle yet."));
  const parts = [
    memo(
      ctx,
      "goal",
      JSON.stringify([snap.puzzle, snap.used, snap.left, !!snap.solution, snap.budget_text, snap.this_turn]),
      () => goalView(snap),
    ),
    // the verdict and the buttons share a line
    h(
      "div",
      { class: "inb-pz-bar" },
      snap.solution ? null : statusView(snap), // while the solution is replayed, the board is the solver's
      toolbar(snap, ctx),
    ),
  ].filter(Boolean);
  if ((snap.hints || []).length) {
    parts.push(
      h(
        "ol",
        { class: "inb-hints", "aria-label": "hints" },
        snap.hints.map((t) => h("li", { class: "inb-hint-item" }, t)),
      ),
    );
  }
  // the coach waits as a button in the toolbar until asked: its panel opens only with something to show
  if (snap.coach && (snap.coach.status !== "idle" || (snap.coach.suggestions || []).length)) {
    parts.push(coachPanel(snap.coach, ctx, { title: "Coach (another kind of hint)", show: 3 }));
  }
  if (snap.explanation) {
    parts.push(
      h(
        "section",
        { class: "inb-explanation", "aria-label": "why it works" },
        h("div", { class: "inb-section-title" }, "Why it works"),
        h("p", {}, snap.explanation),
      ),
    );
  }
  if (snap.solution) parts.push(solutionView(snap.solution, ctx));
  else if ((snap.line || []).length) {
    parts.push(
      h(
        "p",
        { class: "inb-line" },
        h("strong", {}, "Your moves: "),
        snap.line.map((m, i) => h("span", { class: "inb-line-move" }, `${i + 1}. ${m}`)),
      ),
    );
  }
  if (snap.pending) parts.push(decisionView(snap.pending, ctx));
  if ((snap.actions || []).length) parts.push(actionsView(snap, ctx));
  parts.push(cachedBoardView(snap.board, ctx));
  parts.push(h("details", { class: "inb-log-details" }, h("summary", {}, "Log"), logTree(snap.log || [], ctx)));
  return { class: "inb-puzzle", parts };
}

export function onKey(e, ctx) {
  const t = e.target;
  if (t && t.closest && t.closest("input, select, textarea")) return;
  const snap = ctx.snapshot;
  if (e.key === "ArrowRight" && snap.solution) {
    e.preventDefault();
    if ((snap.can || {}).solution_step) ctx.send({ type: "solution_step" });
  }
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "puzzle",
      title: (snap) => (snap.puzzle ? `Puzzle: ${snap.puzzle.title}` : "Puzzle"),
      body,
      onKey,
    },
  );
}

export default { render };
