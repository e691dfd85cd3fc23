// Every kind of decision request, as innovation_nb/engine/decisions.py defines them.
import { afterEach, describe, expect, it } from "vitest";
import * as stepper from "../src/stepper.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

function withPending(pending) {
  return show(stepper, { ...fixture("stepper_decision"), pending });
}

const base = { player: "Ben", min: 1, max: 1, optional: false, prompt: "Choose", card: "Archery", hidden: false };

describe("pending decisions", () => {
  it("cards, several: toggles and a confirm button within min..max", () => {
    const { model, $, $$ } = withPending({
      ...base,
      kind: "cards",
      options: ["Clothing", "Pottery", "Sailing"],
      min: 2,
      max: 2,
    });
    const confirm = $(".inb-confirm");
    const opts = $$(".inb-option");
    expect(confirm.disabled).toBe(true);
    click(opts[0]);
    expect(opts[0].getAttribute("aria-pressed")).toBe("true");
    expect(confirm.disabled).toBe(true);
    click(opts[2]);
    expect(confirm.disabled).toBe(false);
    expect(opts[1].disabled).toBe(true); // max reached
    click(opts[0]); // unpick
    expect(confirm.disabled).toBe(true);
    expect(opts[1].disabled).toBe(false);
    click(opts[1]);
    expect(model.sent).toEqual([]);
    click(confirm);
    expect(model.sent).toEqual([{ type: "answer", value: ["Sailing", "Pottery"] }]);
  });

  it("cards, several, optional: min counts only up to the options; decline sends null", () => {
    const { model, $, $$ } = withPending({
      ...base,
      kind: "cards",
      options: ["Clothing", "Pottery"],
      min: 3,
      max: 5,
      optional: true,
    });
    click($$(".inb-option")[0]);
    expect($(".inb-confirm").disabled).toBe(true);
    click($$(".inb-option")[1]);
    expect($(".inb-confirm").disabled).toBe(false);
    click($(".inb-decline"));
    expect(model.sent).toEqual([{ type: "answer", value: null }]);
  });

  it("cards, a choice of counts (0 or 2): confirms only those, and says them in Python's words", () => {
    const { $, $$ } = withPending({
      ...base,
      kind: "cards",
      options: ["Clothing", "Pottery", "Sailing"],
      min: 0,
      max: 2,
      counts: [0, 2],
      optional: true,
      count_words: "0 or 2 cards",
    });
    click($$(".inb-option")[0]);
    expect($(".inb-confirm").disabled).toBe(true);
    expect($(".inb-pick-count").textContent).toBe("1 card chosen (choose 0 or 2 cards)");
    click($$(".inb-option")[1]);
    expect($(".inb-confirm").disabled).toBe(false);
  });

  it("order: click the options in turn, then confirm", () => {
    const { model, $, $$ } = withPending({
      ...base,
      kind: "order",
      options: ["Clothing", "Pottery", "Sailing"],
      min: 3,
      max: 3,
    });
    const [a, b, c] = $$(".inb-option");
    click(c);
    click(a);
    expect(c.querySelector(".inb-order-n").textContent).toBe("1.");
    expect($(".inb-confirm").disabled).toBe(true);
    click(b);
    click($(".inb-confirm"));
    expect(model.sent).toEqual([{ type: "answer", value: ["Sailing", "Clothing", "Pottery"] }]);
  });

  it("color, player, choice: one click answers with the option", () => {
    for (const [kind, options] of [
      ["color", ["blue", "red"]],
      ["player", ["Ann", "Cat"]],
      ["choice", ["score", "meld"]],
    ]) {
      const { model, $$ } = withPending({ ...base, kind, options });
      expect($$(".inb-option").length).toBe(2);
      click($$(".inb-option")[1]);
      expect(model.sent).toEqual([{ type: "answer", value: options[1] }]);
      document.body.innerHTML = "";
    }
  });

  it("value: numbers go out as numbers", () => {
    const { model, $$ } = withPending({ ...base, kind: "value", options: [1, 2, 3] });
    expect($$(".inb-option").map((b) => b.textContent)).toEqual(["1", "2", "3"]);
    click($$(".inb-option")[2]);
    expect(model.sent).toEqual([{ type: "answer", value: 3 }]);
  });

  it("yes_no: Yes and No send booleans", () => {
    const { model, $$ } = withPending({ ...base, kind: "yes_no", options: [true, false] });
    expect($$(".inb-option").map((b) => b.textContent)).toEqual(["Yes", "No"]);
    click($$(".inb-option")[0]);
    click($$(".inb-option")[1]);
    expect(model.sent).toEqual([
      { type: "answer", value: true },
      { type: "answer", value: false },
    ]);
  });

  it("optional single pick: a decline button", () => {
    const { model, $ } = withPending({ ...base, kind: "color", options: ["blue"], optional: true });
    click($(".inb-decline"));
    expect(model.sent).toEqual([{ type: "answer", value: null }]);
  });

  it("someone else's secret choice: no options, a waiting line", () => {
    const { $, $$ } = withPending({
      player: "Bot",
      kind: "cards",
      prompt: "Choose the card to meld first",
      hidden: true,
    });
    expect($$(".inb-option").length).toBe(0);
    expect($(".inb-waiting").textContent).toContain("Bot is choosing in secret");
  });

  it("shows the prompt as Python sends it (already in the chosen words)", () => {
    const snap = fixture("stepper_decision");
    const { $ } = show(stepper, {
      ...snap,
      board: { ...snap.board, terminology: "iello" },
      pending: { ...base, kind: "cards", options: ["Clothing"], prompt: "Choose a card to archive or recycle" },
    });
    expect($(".inb-prompt").textContent).toBe("Choose a card to archive or recycle");
  });
});
