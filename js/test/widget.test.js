// What every view shares (widget.js): when the floating card face closes, and where the focus goes after a redraw.
import { afterEach, describe, expect, it } from "vitest";
import * as board from "../src/board.js";
import * as game from "../src/game.js";
import * as puzzle from "../src/puzzle.js";
import { click, fixture, hover, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const face = ($) => {
  const f = $(".inb-detail .inb-face");
  return f ? f.dataset.face : null;
};

describe("the card face", () => {
  it("pointed at in a button, closes when the button is clicked", () => {
    const snap = fixture("game_turn");
    const { $ } = show(game, snap);
    const meld = $('.inb-action[data-action^="meld "]');
    const chip = meld.querySelector("[data-preview]");
    hover(chip);
    expect(face($)).toBe(chip.dataset.preview);
    click(chip);
    expect(face($)).toBeNull();
    expect($(".inb-detail").hidden).toBe(true);
  });

  it("pointed at, closes when its control is drawn again (no mouseout comes from a removed element)", () => {
    const snap = fixture("game_setup");
    const { model, $ } = show(game, snap);
    const option = $(".inb-decision .inb-option");
    hover(option.querySelector("[data-preview]") || option);
    expect(face($)).toBe(option.dataset.value);
    model.set("snapshot", fixture("game_turn")); // Python answers: the decision is gone, the card melded
    expect(face($)).toBeNull();
  });

  it("pointed at, closes when the pointer leaves the widget", () => {
    const { root, $, $$ } = show(board, fixture("board"));
    hover($$('[data-card="Archery"]')[0]);
    expect(face($)).toBe("Archery");
    root.dispatchEvent(new MouseEvent("mouseleave"));
    expect(face($)).toBeNull();
  });

  it("clicked, closes on a click elsewhere in the widget, and tells Python", () => {
    const { model, $, $$ } = show(board, fixture("board"));
    click($$('[data-card="Archery"]')[0]);
    expect(face($)).toBe("Archery");
    click($(".inb-detail .inb-face-title")); // inside the face: it stays
    expect(face($)).toBe("Archery");
    click($(".inb-player-name"));
    expect(face($)).toBeNull();
    expect(model.sent.at(-1)).toEqual({ type: "select", card: null });
  });

  it("opened from a hand card keeps the focus on its Meld button when Python echoes the selection", () => {
    const snap = fixture("game_recent");
    const { model, $ } = show(game, snap);
    const card = $('.inb-player[data-player="You"] .inb-hand .inb-card');
    card.focus();
    click(card);
    const name = card.dataset.card;
    expect(document.activeElement.dataset.action).toBe(`meld ${name}`);
    model.set("selected", name); // the "select" message comes back on its traitlet
    expect(document.activeElement.dataset.action).toBe(`meld ${name}`);
  });

  it("does not open again when a redraw puts the focus back on an option", () => {
    const snap = fixture("game_setup");
    const { model, $ } = show(game, snap);
    const option = $(".inb-decision .inb-option");
    option.focus();
    expect(face($)).toBe(option.dataset.value);
    click(option);
    expect(face($)).toBeNull();
    model.set("snapshot", { ...snap }); // the same decision drawn again (e.g. an order in progress)
    expect(document.activeElement.dataset.value).toBe(option.dataset.value);
    expect(face($)).toBeNull();
  });
});

describe("focus after a redraw", () => {
  it("leaves a control that became disabled for its nearest enabled neighbour, never the wording switch", () => {
    const snap = fixture("puzzle_checked");
    const { model, $ } = show(puzzle, snap);
    const undo = $(".inb-pz-undo");
    expect(undo.disabled).toBe(false);
    undo.focus();
    click(undo);
    model.set("snapshot", { ...snap, can: { ...snap.can, undo: false, reset: false } });
    const now = document.activeElement;
    expect(now.closest(".inb-puzzle-controls")).not.toBeNull();
    expect(now.disabled).toBe(false);
    expect(now.classList.contains("inb-term")).toBe(false);
  });
});
