import { afterEach, describe, expect, it } from "vitest";
import * as game from "../src/game.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => { document.body.innerHTML = ""; });

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("GameWidget view", () => {
  it("draws the board and the legal actions as buttons that act", () => {
    const snap = fixture("game_turn");
    const { model, $, $$ } = show(game, snap);
    expect($$(".inb-player").map((p) => p.dataset.player)).toEqual(["Ann", "Bot"]);
    const legal = $$(".inb-action.inb-legal");
    expect(legal.map((b) => b.dataset.action)).toEqual(snap.actions.filter((a) => a.legal).map((a) => a.action));
    click($('.inb-action[data-action="meld Code of Laws"]'));
    expect(model.sent).toEqual([{ type: "action", action: "meld Code of Laws" }]);
    expect(text($('.inb-action[data-action="dogma Archery"]'))).toBe("Dogma Archery 1");
  });

  it("shows illegal actions disabled, the reason on hover and in the explanation line", () => {
    const snap = fixture("game_turn");
    const { model, $, $$ } = show(game, snap);
    const illegal = $$(".inb-action.inb-illegal");
    expect(illegal.length).toBe(snap.actions.filter((a) => !a.legal).length);
    const a3 = $('.inb-action[data-action="achieve 3"]');
    expect(a3.getAttribute("aria-disabled")).toBe("true");
    expect(a3.title).toBe("Achieve 3 needs 15 points; Ann has 0");
    click(a3);
    expect($(".inb-explain").textContent).toBe("Achieve 3 needs 15 points; Ann has 0");
    expect(model.sent).toEqual([]);
    $('.inb-action[data-action="achieve 1"]').dispatchEvent(new FocusEvent("focus"));
    expect($(".inb-explain").textContent).toContain("5 points");
  });

  it("shows the pending decision and answers it", () => {
    const snap = fixture("game_setup");
    const { model, $, $$ } = show(game, snap);
    expect($(".inb-actions")).toBeNull();
    expect(text($(".inb-decision"))).toContain(snap.pending.prompt);
    expect(text($(".inb-decision"))).toContain("secret");
    click($$(".inb-decision .inb-option")[0]);
    expect(model.sent).toEqual([{ type: "answer", value: [snap.pending.options[0]] }]);
    // the other player's hand: backs with ages
    expect($$('.inb-player[data-player="Bot"] .inb-hand .inb-back').length).toBe(2);
  });

  it("shows the log as a tree whose rows collapse", () => {
    const snap = fixture("game_turn");
    const { $, $$ } = show(game, snap);
    const rows = $$(".inb-log-row");
    expect(rows.length).toBe(snap.log.length);
    const setup = $('.inb-log-row[data-index="0"]');
    const toggle = setup.querySelector(".inb-tree-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const children = snap.log.filter((r) => r.parent === 0).map((r) => r.index);
    expect(children.length).toBeGreaterThan(0);
    click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    for (const i of children) expect($(`.inb-log-row[data-index="${i}"]`).hidden).toBe(true);
    expect($('.inb-log-row[data-index="9"]').hidden).toBe(false); // the turn row is not under the setup
    click($(".inb-expand-all"));
    expect($$(".inb-log-row").every((r) => !r.hidden)).toBe(true);
    click($(".inb-collapse-all"));
    expect($$(".inb-log-row").filter((r) => r.hidden).length).toBe(children.length);
  });

  it("keeps collapsed rows collapsed across redraws", () => {
    const snap = fixture("game_turn");
    const { model, $ } = show(game, snap);
    click($('.inb-log-row[data-index="0"] .inb-tree-toggle'));
    model.set("snapshot", { ...snap });
    expect($('.inb-log-row[data-index="1"]').hidden).toBe(true);
  });

  it("shows the error line from the model", () => {
    const snap = fixture("game_error");
    const { $ } = show(game, snap, { error: snap.error });
    expect($(".inb-error").textContent).toBe("Achieve 3 needs 15 points; Ann has 0");
    expect($(".inb-error").hidden).toBe(false);
  });

  it("shows the result when the game is over", () => {
    const snap = fixture("game_turn");
    const result = { winners: ["Ann"], reason: "achievements", detail: "Ann claimed 6 achievements", scores: {},
      achievements: {}, draw: false };
    const over = { ...snap, actions: [], pending: null, to_act: null, result, board: { ...snap.board, result } };
    const { $ } = show(game, over);
    expect(text($(".inb-result"))).toBe("Game over. Ann wins: Ann claimed 6 achievements");
    expect($(".inb-title").textContent).toContain("game over");
  });

  it("uses the labels for action words and shows reasons as Python words them", () => {
    const snap = fixture("game_turn");
    const labels = { ...snap.board.labels, meld: "Play", achieve: "Dominate", dogma: "Activate" };
    const actions = snap.actions.map((a) => (a.reason ? { ...a, reason: a.reason.replace("Achieve", "Dominate") } : a));
    const { $ } = show(game, { ...snap, actions, board: { ...snap.board, labels, terminology: "iello" } });
    expect(text($('.inb-action[data-action="meld Code of Laws"]'))).toBe("Play Code of Laws 1");
    expect(text($('.inb-action[data-action="dogma Archery"]'))).toBe("Activate Archery 1");
    expect($('.inb-action[data-action="achieve 2"]').title).toBe("Dominate 2 needs 10 points; Ann has 0");
  });

  it("switches terminology", () => {
    const { model, $ } = show(game, fixture("game_turn"));
    click($('.inb-term[data-terms="iello"]'));
    expect(model.sent).toEqual([{ type: "terms", terminology: "iello" }]);
  });
});

describe("empty snapshots", () => {
  it("draw something sensible before Python sends anything", async () => {
    const stepper = await import("../src/stepper.js");
    const board = await import("../src/board.js");
    for (const w of [game, stepper, board]) {
      const { root, $ } = show(w, {});
      expect(root).not.toBeNull();
      expect($(".inb-body").textContent.length).toBeGreaterThan(0);
      document.body.innerHTML = "";
    }
  });
});
