import { afterEach, describe, expect, it } from "vitest";
import * as editor from "../src/editor.js";
import { filterCards } from "../src/editor.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();
const names = (els) => els.map((e) => e.dataset.name);

function change(el, value) {
  el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

function type(el, value) {
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the catalogue", () => {
  it("filters exactly as Python's catalogue() does", () => {
    for (const { filter, cards } of fixture("editor_filters")) {
      expect(filterCards(filter)).toEqual(cards);
    }
  });

  it("filters by title, age, colour and icon locally (no message)", () => {
    const { model, $, $$ } = show(editor, fixture("editor_midgame"));
    expect($$(".inb-cat-item").length).toBe(105);
    type($(".inb-search"), "the");
    expect(names($$(".inb-cat-item"))).toEqual(filterCards({ text: "the" }));
    change($(".inb-filter-age"), "1");
    expect(names($$(".inb-cat-item"))).toEqual(["The Wheel"]);
    type($(".inb-search"), "");
    change($(".inb-filter-color"), "red");
    change($(".inb-filter-icon"), "castle");
    expect(names($$(".inb-cat-item"))).toEqual(filterCards({ age: 1, color: "red", icon: "castle" }));
    expect(text($(".inb-cat-count"))).toBe(`${$$(".inb-cat-item").length} cards`);
    expect(model.sent).toEqual([]);
  });

  it("marks the cards already placed, and where", () => {
    const snap = fixture("editor_midgame");
    const { $ } = show(editor, snap);
    const archery = $('.inb-cat-item[data-name="Archery"]');
    expect(archery.classList.contains("inb-placed")).toBe(true);
    expect(archery.querySelector(".inb-pick").title).toContain(snap.placed.Archery);
    expect($('.inb-cat-item[data-name="Compass"]').classList.contains("inb-placed")).toBe(false);
  });
});

describe("placing, moving and removing cards", () => {
  it("picks a card and sends it to a pile's top or bottom, a hand, a score pile, achievements", () => {
    const { model, $, $$ } = show(editor, fixture("editor_midgame"));
    expect($(".inb-place-empty")).not.toBeNull();
    const go = (sel) => {
      click($('.inb-cat-item[data-name="Compass"] .inb-pick'));
      expect($(".inb-place").dataset.picked).toBe("Compass");
      click($(sel));
    };
    go('.inb-dest[data-zone="board"][data-player="1"][data-position="top"]');
    go('.inb-dest[data-zone="board"][data-player="0"][data-position="bottom"]');
    go('.inb-dest[data-zone="hand"][data-player="2"]');
    go('.inb-dest[data-zone="score"][data-player="0"]');
    go('.inb-dest[data-zone="achievements"][data-player="1"]');
    expect(model.sent).toEqual([
      { type: "place", card: "Compass", zone: "board", player: 1, position: "top" },
      { type: "place", card: "Compass", zone: "board", player: 0, position: "bottom" },
      { type: "place", card: "Compass", zone: "hand", player: 2 },
      { type: "place", card: "Compass", zone: "score", player: 0 },
      { type: "place", card: "Compass", zone: "achievements", player: 1 },
    ]);
    expect($$(".inb-dest-row").length).toBe(0); // the place panel closes after placing
  });

  it("sends a card to the supply tops (drawn first or after those listed) and the available achievements", () => {
    const { model, $ } = show(editor, fixture("editor_midgame"));
    for (const sel of [
      '[data-zone="supply"][data-position="top"]',
      '[data-zone="supply"][data-position="bottom"]',
      '[data-zone="available"]',
    ]) {
      click($('.inb-cat-item[data-name="Optics"] .inb-pick'));
      click($(`.inb-dest${sel}`));
    }
    expect(model.sent).toEqual([
      { type: "place", card: "Optics", zone: "supply", position: "top" },
      { type: "place", card: "Optics", zone: "supply", position: "bottom" },
      { type: "place", card: "Optics", zone: "available" },
    ]);
    // an age-10 card cannot be an achievement
    click($('.inb-cat-item[data-name="Software"] .inb-pick'));
    expect($('.inb-dest[data-zone="available"]').disabled).toBe(true);
    expect($('.inb-dest[data-zone="achievements"]').disabled).toBe(true);
  });

  it("says where a picked card is, removes it, or cancels", () => {
    const { model, $ } = show(editor, fixture("editor_midgame"));
    click($('.inb-ed-player[data-player="0"] .inb-pick[data-pick="Oars"]'));
    expect(text($(".inb-place-head"))).toContain("now at players[0].board.red");
    click($(".inb-remove-picked"));
    expect(model.sent).toEqual([{ type: "remove", card: "Oars" }]);
    click($('.inb-cat-item[data-name="Oars"] .inb-pick'));
    click($(".inb-place-cancel"));
    expect($(".inb-place-empty")).not.toBeNull();
    click($('.inb-ed-player[data-player="1"] .inb-remove-card[data-remove="Clothing"]'));
    expect(model.sent.at(-1)).toEqual({ type: "remove", card: "Clothing" });
  });

  it("draws the draft: piles top first with their splays, hands, score piles, supply tops in order", () => {
    const snap = fixture("editor_midgame");
    const { $, $$ } = show(editor, snap);
    const red = $('.inb-ed-player[data-player="0"] .inb-ed-pile[data-color="red"]');
    expect(red.querySelectorAll(".inb-pick").length).toBe(3);
    expect([...red.querySelectorAll(".inb-pick")].map((b) => b.dataset.pick)).toEqual(
      snap.draft.players[0].board.red.cards,
    );
    expect(red.querySelector(".inb-splay-select").value).toBe("right");
    const purple = $('.inb-ed-player[data-player="0"] .inb-ed-pile[data-color="purple"]');
    expect(purple.querySelector(".inb-splay-select").disabled).toBe(true); // one card: no splay
    expect([...$$('.inb-ed-player[data-player="0"] .inb-ed-hand .inb-pick')].map((b) => b.dataset.pick)).toEqual(
      snap.draft.players[0].hand,
    );
    expect(text($('.inb-ed-supply-age[data-age="1"]'))).toContain("1.");
    expect(text($(".inb-ed-available"))).toContain("Default");
    expect(text($(".inb-validation"))).toContain("possible position");
  });

  it("sets a splay", () => {
    const { model, $ } = show(editor, fixture("editor_midgame"));
    change($('.inb-ed-player[data-player="0"] .inb-ed-pile[data-color="blue"] .inb-splay-select'), "left");
    change($('.inb-ed-player[data-player="0"] .inb-ed-pile[data-color="blue"] .inb-splay-select'), "none");
    expect(model.sent).toEqual([
      { type: "splay", player: 0, color: "blue", direction: "left" },
      { type: "splay", player: 0, color: "blue", direction: "none" },
    ]);
  });
});

describe("players and the turn", () => {
  it("renames, adds and removes players", () => {
    const { model, $, $$ } = show(editor, fixture("editor_midgame"));
    change($('.inb-name-input[data-field="players[1].name"]'), "Bea");
    click($(".inb-add-player"));
    click($$(".inb-remove-player")[2]);
    expect(model.sent).toEqual([
      { type: "rename_player", player: 1, name: "Bea" },
      { type: "add_player" },
      { type: "remove_player", player: 2 },
    ]);
  });

  it("keeps the player count within 2 to 4", () => {
    const snap = fixture("editor_empty");
    const { $, $$ } = show(editor, snap);
    expect($$(".inb-remove-player").every((b) => b.disabled)).toBe(true);
    expect($(".inb-add-player").disabled).toBe(false);
  });

  it("sets whose turn, the actions left, the turn number, the edition and the title", () => {
    const { model, $ } = show(editor, fixture("editor_midgame"));
    change($(".inb-current-select"), "Cat");
    change($(".inb-actions-select"), "1");
    change($(".inb-turn-input"), "7");
    change($(".inb-edition-select"), "first");
    change($(".inb-title-input"), "A test");
    expect(model.sent).toEqual([
      { type: "set", field: "current", value: "Cat" },
      { type: "set", field: "actions_left", value: 1 },
      { type: "set", field: "turn", value: 7 },
      { type: "set", field: "edition", value: "first" },
      { type: "set", field: "title", value: "A test" },
    ]);
  });
});

describe("validation, export, load, play", () => {
  it("lists the Scenario's problems by field and marks the field; export and play wait", () => {
    const snap = fixture("editor_invalid");
    const { $, $$ } = show(editor, snap);
    const problems = $$(".inb-problem");
    expect(problems.length).toBe(snap.problems.length);
    expect(problems[0].dataset.field).toBe("players[1].name");
    expect(text(problems[0])).toBe(`${snap.problems[0].field}: ${snap.problems[0].message}`);
    expect($('.inb-name-input[data-field="players[1].name"]').getAttribute("aria-invalid")).toBe("true");
    expect($('.inb-name-input[data-field="players[0].name"]').getAttribute("aria-invalid")).toBeNull();
    expect($$(".inb-ed-export").every((b) => b.disabled)).toBe(true);
    expect($(".inb-ed-play").disabled).toBe(true);
    expect($(".inb-ed-undo").disabled).toBe(false); // the edit was kept: it can be undone
    expect($(".inb-preview")).toBeNull();
  });

  it("shows the export for copying, and closes it", () => {
    const snap = fixture("editor_midgame");
    const { model, $ } = show(editor, snap);
    expect($(".inb-export-text").value).toBe(snap.export.text);
    expect($(".inb-export-text").readOnly).toBe(true);
    click($(".inb-export-copy"));
    click($(".inb-export-close"));
    click($('.inb-ed-export[data-format="json"]'));
    expect(model.sent).toEqual([
      { type: "export", format: null },
      { type: "export", format: "json" },
    ]);
  });

  it("loads pasted text, or a picked file's text", async () => {
    const { model, $, $$ } = show(editor, fixture("editor_empty"));
    expect($(".inb-load")).toBeNull();
    click($(".inb-ed-load-toggle"));
    type($(".inb-load-text"), "players: [{name: Zed}, {name: Yan}]");
    click($(".inb-load-send"));
    expect(model.sent).toEqual([{ type: "load", text: "players: [{name: Zed}, {name: Yan}]" }]);
    const input = $(".inb-load-file");
    const file = new File(['{"players": [{"name": "A"}, {"name": "B"}]}'], "s.json", { type: "application/json" });
    Object.defineProperty(input, "files", { value: [file] });
    input.dispatchEvent(new Event("change"));
    await new Promise((r) => setTimeout(r, 20));
    expect(model.sent.at(-1)).toEqual({ type: "load", text: '{"players": [{"name": "A"}, {"name": "B"}]}' });
    click($(".inb-load-close"));
    expect($$(".inb-load").length).toBe(0);
  });

  it("plays the position or steps through a dogma on a top card", () => {
    const snap = fixture("editor_midgame");
    const { model, $ } = show(editor, snap);
    click($(".inb-ed-play"));
    change($(".inb-ed-step-card"), snap.startable[1]);
    click($(".inb-ed-step"));
    expect(model.sent).toEqual([{ type: "play" }, { type: "play", card: snap.startable[1] }]);
    expect(snap.startable).toContain("Archery");
  });

  it("says what 'play it' opened", () => {
    const snap = fixture("editor_midgame");
    const { $ } = show(editor, { ...snap, opened: { kind: "DogmaStepper", card: "Archery" } });
    expect(text($(".inb-opened"))).toBe("Opened a DogmaStepper on Archery below.");
  });

  it("undoes and resets", () => {
    const snap = fixture("editor_invalid");
    const { model, $ } = show(editor, snap);
    click($(".inb-ed-undo"));
    click($(".inb-ed-reset"));
    expect(model.sent).toEqual([{ type: "undo" }, { type: "reset" }]);
  });
});

describe("redraws", () => {
  it("keep the search text, the focus and the caret, and the filter", () => {
    const snap = fixture("editor_midgame");
    const { model, $, $$ } = show(editor, snap);
    const search = $(".inb-search");
    search.focus();
    type(search, "wri");
    search.setSelectionRange(1, 2);
    model.set("snapshot", { ...fixture("editor_invalid") });
    const again = $(".inb-search");
    expect(again).not.toBe(search);
    expect(again.value).toBe("wri");
    expect(document.activeElement).toBe(again);
    expect([again.selectionStart, again.selectionEnd]).toEqual([1, 2]);
    expect(names($$(".inb-cat-item"))).toEqual(["Writing"]);
  });

  it("move the focus to the places when a card is picked, and back to the card after placing", () => {
    const { $ } = show(editor, fixture("editor_midgame"));
    const pick = $('.inb-cat-item[data-name="Compass"] .inb-pick');
    pick.focus();
    click(pick);
    expect(document.activeElement.dataset.focus).toBe("dest-0");
    click(document.activeElement);
    expect(document.activeElement.dataset.focus).toBe("cat-Compass");
  });

  it("use the chosen words", () => {
    const snap = fixture("editor_midgame");
    const labels = { ...snap.board.labels, board: "Zone", score_pile: "Influence", available: "Periods to dominate" };
    const { $ } = show(editor, { ...snap, board: { ...snap.board, labels, terminology: "iello" } });
    click($('.inb-cat-item[data-name="Compass"] .inb-pick'));
    expect(text($('.inb-dest[data-zone="board"][data-position="top"]'))).toBe("Zone: top");
    expect(text($('.inb-dest[data-zone="score"]'))).toBe("Influence");
    expect(text($('.inb-dest[data-zone="available"]'))).toBe("Periods to dominate");
  });

  it("draw something before Python sends anything", () => {
    const { $ } = show(editor, {});
    expect(text($(".inb-body"))).toContain("No scenario");
  });
});

describe("the expansions", () => {
  it("chooses the expansions, the relics and the free special action", () => {
    const { model, $ } = show(editor, fixture("editor_midgame"));
    expect($(".inb-ed-relics input").disabled).toBe(true); // a rule of Artifacts: off without it
    expect($(".inb-ed-free-action input").disabled).toBe(true);
    click($('.inb-ed-expansion input[data-expansion="echoes"]'));
    expect(model.sent).toEqual([{ type: "set", field: "expansions", value: ["echoes"] }]);
    const both = show(editor, fixture("editor_expansions"));
    expect(both.$('.inb-ed-expansion input[data-expansion="artifacts"]').checked).toBe(true);
    expect(both.$(".inb-ed-relics input").checked).toBe(true);
    click(both.$('.inb-ed-expansion input[data-expansion="artifacts"]'));
    click(both.$(".inb-ed-relics input"));
    click(both.$(".inb-ed-free-action input"));
    expect(both.model.sent).toEqual([
      { type: "set", field: "expansions", value: ["echoes"] },
      { type: "set", field: "relics", value: false },
      { type: "set", field: "free_action", value: false },
    ]);
  });

  it("offers the cards of the sets in play, marked by set, the relics when on, and filters by set", () => {
    const { model, $, $$ } = show(editor, fixture("editor_expansions"));
    const all = filterCards({ sets: ["base", "artifacts", "echoes"], relics: true });
    expect(names($$(".inb-cat-item"))).toEqual(all);
    expect($$(".inb-cat-item").length).toBe(105 * 3 + 5);
    const bows = $('.inb-cat-item[data-name="Holmegaard Bows"] .inb-pick');
    expect(bows.querySelector(".inb-chip-mark.inb-back-artifacts").title).toBe("Artifacts of History");
    expect($('.inb-cat-item[data-name="Archery"] .inb-chip-mark')).toBeNull(); // base cards carry no mark
    expect($('.inb-cat-item[data-name="Complex Numbers"] .inb-chip-relic')).not.toBeNull();
    change($(".inb-filter-set"), "echoes");
    change($(".inb-filter-age"), "1");
    expect(names($$(".inb-cat-item"))).toEqual(filterCards({ sets: ["echoes"], age: 1 }));
    change($(".inb-filter-set"), "relics");
    expect(names($$(".inb-cat-item"))).toEqual(filterCards({ sets: [], relics: true, age: 1 }));
    expect(model.sent).toEqual([]);
    // only the base set in play: no set filter, no expansion card offered
    const base = show(editor, fixture("editor_midgame"));
    expect(base.$(".inb-filter-set")).toBeNull();
    expect(base.$('.inb-cat-item[data-name="Holmegaard Bows"]')).toBeNull();
  });

  it("places into a display and a forecast, a relic into the relic area, a top on its set's pile", () => {
    const snap = fixture("editor_expansions");
    const { model, $ } = show(editor, snap);
    click($('.inb-cat-item[data-name="Lever"] .inb-pick'));
    click($('.inb-dest[data-zone="forecast"][data-player="0"]'));
    click($('.inb-cat-item[data-name="Papyrus of Ani"] .inb-pick'));
    expect($('.inb-dest[data-zone="display"][data-player="0"]').title).toContain("Replaces Holmegaard Bows");
    expect(text($('.inb-place .inb-dest-row[aria-label="shared"] .inb-dest-who'))).toBe(
      `${snap.board.labels.supply} Artifacts 1`,
    );
    expect($('.inb-dest[data-zone="available"]').disabled).toBe(true); // only base cards are available achievements
    click($('.inb-dest[data-zone="display"][data-player="1"]'));
    click($('.inb-ed-player[data-player="0"] .inb-pick[data-pick="Complex Numbers"]'));
    expect($('.inb-dest[data-zone="supply"]')).toBeNull(); // a relic is never in a supply pile
    click($('.inb-dest[data-zone="relics"]'));
    expect(model.sent).toEqual([
      { type: "place", card: "Lever", zone: "forecast", player: 0 },
      { type: "place", card: "Papyrus of Ani", zone: "display", player: 1 },
      { type: "place", card: "Complex Numbers", zone: "relics" },
    ]);
  });

  it("draws each player's display and forecast, the supply tops by set, the relic area and the specials", () => {
    const snap = fixture("editor_expansions");
    const { model, $, $$ } = show(editor, snap);
    const ann = $('.inb-ed-player[data-player="0"]');
    expect(ann.querySelector(".inb-ed-display .inb-pick").dataset.pick).toBe("Holmegaard Bows");
    expect(text($('.inb-ed-player[data-player="1"] .inb-ed-forecast'))).toContain("Forecast (1)");
    const piles = $$('.inb-ed-supply-age[data-age="1"] .inb-ed-supply-pile');
    expect(piles.map((p) => p.dataset.set)).toEqual(["base", "artifacts", "echoes"]);
    expect([...piles[2].querySelectorAll(".inb-pick")].map((b) => b.dataset.pick)).toEqual(["Dice", "Chopsticks"]);
    expect($$(".inb-ed-relic-area .inb-pick").map((b) => b.dataset.pick)).toEqual(snap.relic_area);
    expect(snap.relic_area).not.toContain("Complex Numbers");
    expect($$(".inb-ed-specials [data-special]").map((x) => x.dataset.special)).toEqual(snap.specials);
    expect($$(".inb-ed-specials .inb-special-echoes").length).toBe(5);
    click(ann.querySelector(".inb-ed-display .inb-remove-card"));
    expect(model.sent).toEqual([{ type: "remove", card: "Holmegaard Bows" }]);
    // without the expansions neither zone is drawn
    const base = show(editor, fixture("editor_midgame"));
    expect(base.$(".inb-ed-display")).toBeNull();
    expect(base.$(".inb-ed-forecast")).toBeNull();
    expect(base.$(".inb-ed-relic-area")).toBeNull();
    expect(base.$$(".inb-ed-specials [data-special]").length).toBe(4); // Monument is claimed
  });

  it("says a card of a set not in play cannot be placed until its expansion is chosen", () => {
    const snap = fixture("editor_expansions");
    const off = { ...snap, sets: ["base", "artifacts"], draft: { ...snap.draft, expansions: ["artifacts"] } };
    const { model, $, $$ } = show(editor, off);
    click($('.inb-ed-player[data-player="1"] .inb-pick[data-pick="Candles"]'));
    expect(text($(".inb-not-in-play"))).toContain("Echoes is not in play");
    expect($$(".inb-dest").length).toBe(0);
    click($(".inb-remove-picked")); // it can still be taken out
    expect(model.sent).toEqual([{ type: "remove", card: "Candles" }]);
  });
});

describe("Cities of Destiny in the editor", () => {
  it("is chosen like the other expansions, and a loaded Cities position shows it and its specials", () => {
    const { model, $, $$ } = show(editor, fixture("editor_midgame"));
    const box = $('.inb-ed-expansion input[data-expansion="cities"]');
    expect(box.closest("label").textContent).toContain("Cities of Destiny");
    click(box);
    expect(model.sent).toEqual([{ type: "set", field: "expansions", value: ["cities"] }]);
    model.set("snapshot", fixture("editor_cities"));
    expect($('.inb-ed-expansion input[data-expansion="cities"]').checked).toBe(true);
    const specials = $$(".inb-ed-specials [data-special]");
    expect(specials.map((s) => s.dataset.special)).toEqual([
      "Monument",
      "Empire",
      "World",
      "Wonder",
      "Universe",
      "Legend",
      "Repute",
      "Fame",
      "Glory",
      "Victory",
    ]);
    expect(specials.filter((s) => s.dataset.set === "cities").length).toBe(5);
  });
});
