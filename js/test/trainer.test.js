import { afterEach, describe, expect, it } from "vitest";
import * as trainer from "../src/trainer.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

// the PuzzleWidget's snapshot with the trainer's part, as PuzzleTrainer.build_snapshot adds it
function trained(name, extra = {}) {
  const snap = fixture(name);
  return {
    ...snap,
    trainer: {
      rating: 1500,
      rd: 350,
      rating_text: "1,500 ± 350",
      new: true,
      attempts: 0,
      solved_total: 0,
      change: null,
      puzzle_rating: 1600,
      puzzle_rd: 250,
      stakes: { win: 120, loss: -80 },
      result: null,
      open: false,
      looked: false,
      undo_blocked: null,
      source_blocked: "the game it came from opens once your attempt is over",
      why: "",
      skipped: "",
      themes: null,
      sets: null,
      filter_text: "anything",
      pool: 10,
      solved_in_pool: 0,
      left: 10,
      all_themes: [],
      all_sets: ["base"],
      served: 1,
      ...extra,
    },
  };
}

describe("PuzzleTrainer view", () => {
  it("after Undo back to the start, the focus lands on Check, not on Show the solution", () => {
    const moved = trained("puzzle_checked", { open: true });
    moved.can = { ...moved.can, undo: true };
    const { model, $ } = show(trainer, moved);
    $(".inb-pz-undo").focus();
    click($(".inb-pz-undo"));
    expect(model.sent.at(-1)).toEqual({ type: "undo" });
    const back = trained("puzzle_start", { open: true }); // the attempt stays open: nothing to undo now
    expect(back.can.undo).toBe(false);
    model.set("snapshot", back);
    expect(document.activeElement).toBe($(".inb-pz-check"));
    expect(document.activeElement).not.toBe($(".inb-pz-show-solution"));
  });

  it("says why Undo cannot take back a move that showed a hidden card", () => {
    const why = "Undo stops here: dogma Bell showed you a card you could not see before";
    const snap = trained("puzzle_checked", { open: true, undo_blocked: why });
    snap.can = { ...snap.can, undo: false, reset: false };
    const { $ } = show(trainer, snap);
    expect($(".inb-pz-undo").disabled).toBe(true);
    expect($(".inb-pz-undo").title).toBe(why);
    expect(text($(".inb-tr-undo-note"))).toBe(why);
  });

  it("Next puzzle warns that an attempt begun counts, and Show the solution is one press", () => {
    const open = trained("puzzle_checked", { open: true });
    const { model, $ } = show(trainer, open);
    expect($(".inb-tr-next").title).toContain("counts it as not solved");
    click($(".inb-pz-show-solution"));
    expect(model.sent).toEqual([{ type: "show_solution" }]); // nothing asked first
    model.set("snapshot", trained("puzzle_start"));
    expect($(".inb-tr-next").title).toBe("The next puzzle near your rating");
  });
});

describe("PuzzleTrainer review", () => {
  it("marks a missed puzzle come back for review", () => {
    const { $ } = show(trainer, trained("puzzle_start", { review: true }));
    expect(text($(".inb-tr-review"))).toBe("Review");
    document.body.innerHTML = "";
    const again = show(trainer, trained("puzzle_start"));
    expect(again.$(".inb-tr-review")).toBeNull();
  });
});

describe("PuzzleTrainer modes", () => {
  it("picks a mode with its buttons", () => {
    const { model, $, $$ } = show(trainer, trained("puzzle_start", { run: { mode: "rated", id: 1, score: 0 } }));
    expect($$(".inb-tr-mode").map((b) => b.dataset.mode)).toEqual(["rated", "streak", "timed"]);
    expect($('.inb-tr-mode[data-mode="rated"]').getAttribute("aria-pressed")).toBe("true");
    expect($(".inb-tr-score")).toBeNull();
    click($('.inb-tr-mode[data-mode="streak"]'));
    expect(model.sent).toEqual([{ type: "trainer_mode", mode: "streak" }]);
  });

  it("shows a streak's score and best, unrated", () => {
    const run = { mode: "streak", id: 2, score: 4, over: false, why: "" };
    const { $ } = show(trainer, trained("puzzle_start", { run, best: { streak: 7, timed: 0 }, stakes: null }));
    expect(text($(".inb-tr-score"))).toBe("Streak: 4 · best 7");
    expect(text($(".inb-tr-stakes"))).toContain("unrated");
    expect($(".inb-tr-clock")).toBeNull();
  });

  it("runs a timed run's clock here and sends the seconds elapsed with each message", () => {
    const run = { mode: "timed", id: 3, score: 1, over: false, why: "", seconds: 180, elapsed: 30 };
    const { model, $ } = show(trainer, trained("puzzle_start", { run, best: { streak: 0, timed: 5 } }));
    expect($(".inb-tr-clock").textContent).toBe("2:30 left");
    click($(".inb-pz-show-solution"));
    const sent = model.sent.at(-1);
    expect(sent.type).toBe("show_solution");
    expect(sent.elapsed).toBeGreaterThanOrEqual(30);
    expect(sent.elapsed).toBeLessThan(40);
  });
});

describe("PuzzleTrainer: your themes", () => {
  it("lists your themes weakest first with their interval, and practises the weakest", () => {
    const yours = [
      { theme: "demand", attempts: 4, solved: 0, rate: 0, low: 0, high: 0.49 },
      { theme: "score", attempts: 9, solved: 7, rate: 0.778, low: 0.453, high: 0.937 },
    ];
    const { model, $, $$ } = show(trainer, trained("puzzle_start", { your_themes: yours, weakest: "demand" }));
    expect($$(".inb-tr-my-theme").map((li) => li.dataset.theme)).toEqual(["demand", "score"]);
    expect(text($(".inb-tr-my-theme"))).toBe("demand 0 of 4 solved (0 %; likely 0 %–49 %)");
    click($(".inb-tr-practise"));
    expect(model.sent).toEqual([{ type: "trainer_filter", themes: ["demand"], sets: null }]);
  });

  it("waits until a theme has the attempts to be called the weakest", () => {
    const yours = [{ theme: "demand", attempts: 1, solved: 1, rate: 1, low: 0.21, high: 1 }];
    const { $ } = show(trainer, trained("puzzle_start", { your_themes: yours, weakest: null }));
    expect($(".inb-tr-yours")).toBeNull();
  });
});

describe("PuzzleTrainer: the game it came from", () => {
  it("offers the game only once the attempt is over", () => {
    const before = trained("puzzle_start", { source_blocked: "the game it came from opens once your attempt is over" });
    const { model, $ } = show(trainer, before);
    expect($(".inb-tr-source")).toBeNull();
    model.set("snapshot", trained("puzzle_checked", { result: "failed", why: "x", source_blocked: null }));
    click($(".inb-tr-source"));
    expect(model.sent).toEqual([{ type: "open_source" }]);
  });
});

describe("PuzzleTrainer: a run over", () => {
  it("says the streak is over and that Next begins a new one", () => {
    const run = { mode: "streak", id: 4, score: 3, over: true, why: "a miss ends the streak" };
    const { $ } = show(
      trainer,
      trained("puzzle_checked", { run, result: "failed", why: "you moved on", stakes: null }),
    );
    expect(text($(".inb-tr-stakes"))).toBe("A miss ends the streak: you solved 3.");
    expect($(".inb-tr-next").title).toBe("Begin a new streak");
  });
});
