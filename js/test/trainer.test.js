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
