import { afterEach, describe, expect, it } from "vitest";
import * as puzzle from "../src/puzzle.js";
import { click, fixture, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("PuzzleWidget view", () => {
  it("shows the rule, the question, the goal in words and the budget", () => {
    const snap = fixture("puzzle_start");
    const { $ } = show(puzzle, snap);
    expect($(".inb-title").textContent).toBe(`Puzzle: ${snap.puzzle.title}`);
    expect(text($(".inb-goal"))).toContain(`Goal: ${snap.puzzle.goal}`);
    expect(text($(".inb-rule"))).toContain(snap.puzzle.rule);
    expect(text($(".inb-description"))).toBe(snap.puzzle.description.trim());
    const budget = $(".inb-budget");
    expect(budget.dataset.left).toBe(String(snap.puzzle.budget));
    expect(text(budget)).toContain(`${snap.puzzle.budget} actions · used 0`);
    expect($(".inb-puzzle-status").dataset.status).toBe("not yet");
    expect($(".inb-puzzle-status .inb-reason")).toBeNull(); // the reason waits for Check
  });

  it("plays with the GameWidget's action buttons (illegal ones explained, not sent)", () => {
    const snap = fixture("puzzle_start");
    const { model, $ } = show(puzzle, snap);
    click($('.inb-action.inb-legal[data-action="dogma Archery"]'));
    const illegal = $(".inb-action.inb-illegal");
    click(illegal);
    expect($(".inb-explain").textContent).toBe(illegal.title);
    expect(model.sent).toEqual([{ type: "action", action: "dogma Archery" }]);
  });

  it("sends check, hint, undo, reset and show the solution", () => {
    const snap = fixture("puzzle_checked");
    const { model, $ } = show(puzzle, snap);
    for (const c of [".inb-pz-check", ".inb-pz-hint", ".inb-pz-undo", ".inb-pz-reset", ".inb-pz-show-solution"])
      click($(c));
    expect(model.sent.map((m) => m.type)).toEqual(["check", "hint", "undo", "reset", "show_solution"]);
    expect(text($(".inb-pz-hint"))).toBe(`Hint (0/${snap.puzzle.hints})`);
  });

  it("after Check, gives the checker's reason and the goal parts not met", () => {
    const snap = fixture("puzzle_checked");
    const { $, $$ } = show(puzzle, snap);
    expect(snap.checked).toBe(true);
    expect(text($(".inb-puzzle-status .inb-reason"))).toBe(snap.reason);
    expect($$(".inb-failed-parts li").length).toBe(snap.failed.length);
    const [part] = snap.failed;
    expect(text($(".inb-failed-parts li"))).toBe(`Not met: ${part.goal} — ${part.why}`);
    expect(text($(".inb-line"))).toBe("Your moves: 1. dogma Archery");
  });

  it("shows a solved puzzle: the verdict, the hints given, the explanation; no more moves", () => {
    const snap = fixture("puzzle_solved");
    const { $, $$ } = show(puzzle, snap);
    expect($(".inb-puzzle-status").dataset.status).toBe("solved");
    expect(text($(".inb-puzzle-status"))).toContain("Solved!");
    expect($$(".inb-hint-item").map(text)).toEqual(snap.hints);
    expect(text($(".inb-explanation p"))).toBe(snap.explanation.trim());
    expect($(".inb-actions")).toBeNull();
    expect($(".inb-pz-hint").disabled).toBe(true); // both hints given
  });

  it("shows a failed line with the reason", () => {
    const snap = fixture("puzzle_failed");
    const { $ } = show(puzzle, snap);
    expect($(".inb-puzzle-status").dataset.status).toBe("failed");
    expect(text($(".inb-puzzle-status"))).toContain(snap.reason);
    expect(snap.reason).toContain("budget");
    expect($(".inb-actions")).toBeNull();
    expect($(".inb-pz-undo").disabled).toBe(false);
  });

  it("answers a decision of yours inside an action", () => {
    const snap = fixture("puzzle_decision");
    const { model, $ } = show(puzzle, snap);
    expect(snap.status).toBe("not yet");
    expect(text($(".inb-decision"))).toContain(snap.pending.prompt);
    click($('.inb-decision .inb-option[data-value="Translation"]'));
    expect(model.sent).toEqual([{ type: "answer", value: ["Translation"] }]);
  });

  it("replays the solution step by step (button and →), and goes back to the game", () => {
    const snap = fixture("puzzle_solution");
    const { model, $, $$, root } = show(puzzle, snap);
    const steps = $$(".inb-sol-step");
    expect(steps.map(text)).toEqual(snap.solution.steps.map((s) => s.text));
    expect(steps[0].classList.contains("inb-done")).toBe(true);
    expect(steps[1].classList.contains("inb-next")).toBe(true);
    click($(".inb-sol-next"));
    key(root, "ArrowRight");
    click($(".inb-pz-hide-solution"));
    expect(model.sent).toEqual([{ type: "solution_step" }, { type: "solution_step" }, { type: "hide_solution" }]);
    expect($(".inb-actions")).toBeNull(); // the replay is watched, not played
    expect($(".inb-puzzle-status")).toBeNull(); // nor judged: the verdict on your own line comes back with your game
    const done = {
      ...snap,
      solution: { ...snap.solution, at: snap.solution.steps.length, done: true, met: true },
      can: { ...snap.can, solution_step: false },
    };
    model.set("snapshot", done);
    expect($(".inb-sol-next").disabled).toBe(true);
    expect(text($(".inb-solution"))).toContain("The goal is met.");
  });

  it("draws something before Python sends anything", () => {
    const { $ } = show(puzzle, {});
    expect(text($(".inb-body"))).toContain("No puzzle");
  });
});

describe("PuzzleWidget: the turn's counts, the budget in words, Check", () => {
  it("shows what was scored and tucked this turn where Monument can matter", () => {
    const snap = fixture("puzzle_monument");
    const { $ } = show(puzzle, snap);
    const line = $(".inb-this-turn");
    expect(line.dataset.scored).toBe("4");
    expect(text(line)).toBe(`This turn: ${snap.this_turn.text}`);
    expect(text($(".inb-budget"))).toContain("Budget: this turn: 1 action · used 0 · 1 left");
    expect(show(puzzle, fixture("puzzle_start")).$(".inb-this-turn")).toBeNull();
  });

  it("answers every Check, even when the verdict is the one already shown", () => {
    const { $, model } = show(puzzle, fixture("puzzle_monument"));
    expect(text($(".inb-checked"))).toBe("Checked (2×):");
    model.set("snapshot", { ...fixture("puzzle_monument"), checks: 3 });
    expect(text($(".inb-checked"))).toBe("Checked (3×):");
    expect($(".inb-puzzle-status .inb-reason")).not.toBeNull();
  });

  it("keeps the difficulty beside the rule, not over it", () => {
    const { $ } = show(puzzle, fixture("puzzle_start"));
    const line = $(".inb-rule-line");
    expect(line.querySelector(".inb-rule")).not.toBeNull();
    expect(line.querySelector(".inb-difficulty").textContent).toBe("★★☆");
  });
});
