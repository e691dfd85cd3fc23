import { afterEach, describe, expect, it } from "vitest";
import * as game from "../src/game.js";
import * as puzzle from "../src/puzzle.js";
import { playMessage } from "../src/coach.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

function withCoach(snap, coach) {
  return { ...snap, coach: { ...snap.coach, ...coach } };
}

describe("the Coach panel in GameWidget", () => {
  it("lists the moves best first with their chance, interval, simulations and reasons", () => {
    const snap = fixture("game_coach");
    const { $, $$ } = show(game, snap);
    const items = $$(".inb-coach-item");
    const shown = snap.coach.suggestions.slice(0, 3);
    expect(items.slice(0, 3).map((li) => li.dataset.move)).toEqual(shown.map((s) => s.move));
    // each move reads in the game's words ("meld Mathematics (2)")
    expect(items.slice(0, 3).map((li) => text(li.querySelector(".inb-coach-move")))).toEqual(shown.map((s) => s.words));
    const s0 = shown[0];
    expect(text(items[0].querySelector(".inb-coach-why"))).toBe(s0.explanation);
    expect(text(items[0].querySelector(".inb-coach-sims"))).toBe(`${s0.simulations} sim.`);
    const [lo, hi] = s0.interval;
    expect(items[0].querySelector(".inb-coach-bar").getAttribute("aria-label")).toBe(
      `estimated ${Math.round(100 * s0.win_rate)}%, between ${Math.round(100 * lo)}% and ${Math.round(100 * hi)}%`,
    );
    expect(text($(".inb-coach-summary"))).toContain(`${snap.coach.simulations} simulations`);
    expect(text($(".inb-coach-summary"))).toContain("95% interval");
    expect($(".inb-coach").dataset.status).toBe("done");
  });

  it("plays a suggestion and asks again with the front end's messages", () => {
    const snap = fixture("game_coach");
    const { model, $ } = show(game, snap);
    click($(".inb-coach-item .inb-coach-play"));
    expect(model.sent).toEqual([{ type: "action", action: snap.coach.suggestions[0].action }]);
    click($(".inb-coach-ask"));
    expect(model.sent[1]).toEqual({ type: "coach" });
    expect(text($(".inb-coach-ask"))).toBe("Ask again");
  });

  it("marks no move as the best when the top moves are too close to call, and says so", () => {
    const snap = fixture("game_coach"); // 150 simulations: the top moves cannot be told apart
    expect(snap.coach.decided).toBe(false);
    const { $, $$ } = show(game, snap);
    expect($(".inb-coach-best")).toBeNull();
    expect($$(".inb-coach-item")[0].classList.contains("inb-coach-close")).toBe(true);
    expect(text($(".inb-coach-verdict"))).toBe(snap.coach.verdict);
    const first = snap.coach.suggestions[0].words;
    expect(text($(".inb-coach-verdict"))).toContain(`too close to call with 150 simulations: ${first}, `);
    expect($(".inb-coach-verdict").dataset.decided).toBe("false");
  });

  it("marks the first move as the best when the search tells it apart", () => {
    const snap = fixture("game_coach");
    const suggestions = snap.coach.suggestions.map((s) => ({ ...s, close_to_best: false }));
    const { $, $$ } = show(
      game,
      withCoach(snap, { suggestions, decided: true, verdict: `Best: ${suggestions[0].words}.` }),
    );
    const items = $$(".inb-coach-item");
    expect(items[0].classList.contains("inb-coach-best")).toBe(true);
    expect(items.slice(1).some((li) => li.classList.contains("inb-coach-best"))).toBe(false);
    expect(text($(".inb-coach-verdict"))).toBe(`Best: ${suggestions[0].words}.`);
    expect(text(items[0])).toContain(suggestions[0].words);
  });

  it("shows the progress while thinking, with Stop and nothing to play", () => {
    const snap = withCoach(fixture("game_coach"), { status: "thinking", progress: 0.4, suggestions: [] });
    const { model, $ } = show(game, snap);
    expect($(".inb-coach-progress").getAttribute("value")).toBe("0.4");
    expect($(".inb-coach-play")).toBeNull();
    click($(".inb-coach-stop"));
    expect(model.sent).toEqual([{ type: "coach_cancel" }]);
  });

  it("says why it cannot help (a bot's move) and keeps its button disabled", () => {
    const snap = withCoach(fixture("game_coach"), {
      available: false,
      why_not: "Bot is a bot: the coach advises people only",
      status: "idle",
      suggestions: [],
    });
    const { model, $ } = show(game, snap);
    expect($(".inb-coach-ask").disabled).toBe(true);
    expect($(".inb-coach-ask").title).toBe("Not now: Bot is a bot: the coach advises people only.");
    expect($(".inb-coach")).toBeNull(); // no panel until the coach has something to show
    click($(".inb-coach-ask"));
    expect(model.sent).toEqual([]);
  });

  it("waits in the status row until asked, then opens its panel", () => {
    const snap = withCoach(fixture("game_coach"), { status: "idle", suggestions: [] });
    const { model, $ } = show(game, snap);
    expect($(".inb-coach")).toBeNull();
    const ask = $(".inb-status-row .inb-coach-ask");
    expect(text(ask)).toBe("Ask the coach");
    click(ask);
    expect(model.sent).toEqual([{ type: "coach" }]);
  });

  it("folds the moves after the third and reports an error", () => {
    const snap = fixture("game_coach");
    const many = [...snap.coach.suggestions, ...snap.coach.suggestions].map((s, i) => ({
      ...s,
      move: `${s.move} #${i}`,
    }));
    const { $, $$ } = show(game, withCoach(snap, { suggestions: many }));
    expect($$(".inb-coach-list")[0].children.length).toBe(3);
    expect(text($(".inb-coach-more summary"))).toBe(`${many.length - 3} more`);
    document.body.innerHTML = "";
    const err = show(game, withCoach(snap, { status: "error", error: "the coach failed", suggestions: [] }));
    expect(text(err.$(".inb-coach-error"))).toBe("the coach failed");
  });

  it("answers a decision with the suggested value", () => {
    expect(playMessage({ kind: "answer", action: ["Oars"] })).toEqual({ type: "answer", value: ["Oars"] });
    expect(playMessage({ kind: "answer", action: null })).toEqual({ type: "answer", value: null });
    expect(playMessage({ kind: "action", action: "draw" })).toEqual({ type: "action", action: "draw" });
  });
});

describe("the Coach in PuzzleWidget", () => {
  it("is a hint of another kind: the next moves by how often they reach the goal", () => {
    const snap = fixture("puzzle_coach");
    const { model, $, $$ } = show(puzzle, snap);
    expect(text($(".inb-coach .inb-section-title"))).toBe("Coach (another kind of hint)");
    expect($$(".inb-coach-item")[0].dataset.move).toBe(snap.coach.suggestions[0].move);
    expect(text($(".inb-coach-why"))).toContain("meets the goal in");
    click($(".inb-coach-best .inb-coach-play"));
    expect(model.sent).toEqual([{ type: "action", action: snap.coach.suggestions[0].action }]);
  });

  it("is not shown once the puzzle is over", () => {
    const snap = fixture("puzzle_solved");
    const { $ } = show(puzzle, snap);
    expect($(".inb-coach")).toBeNull();
  });
});
