// Cities of Destiny in the front ends: six-slot faces and what a splay shows of them, the flags and fountains held
// (counted with the achievements), the trigger frames of a Meld action with their explanations, Endorse offered and
// previewed with its doubling.
import { afterEach, describe, expect, it } from "vitest";
import * as board from "../src/board.js";
import * as game from "../src/game.js";
import * as stepper from "../src/stepper.js";
import { cardData, shownPositions } from "../src/cards.js";
import { click, fixture, hover, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("Cities of Destiny", () => {
  it("draws a City with its six positions: the top row left, middle and the hex right, then the bottom row", () => {
    const snap = fixture("board_cities");
    const { $$ } = show(board, snap);
    const tops = snap.board.players
      .flatMap((p) => p.piles.map((q) => q.cards[0]))
      .filter((c) => cardData(c).set === "cities");
    expect(tops.length).toBeGreaterThan(0);
    for (const name of tops) {
      const face = $$(`.inb-piles .inb-card[data-card="${name}"]`)[0];
      expect(face.classList.contains("inb-six")).toBe(true);
      const slots = [...face.querySelectorAll(".inb-slot")].map((s) => Number(s.dataset.pos));
      expect(slots).toEqual([0, 4, 5, 1, 2, 3]);
      const card = cardData(name);
      expect([...face.querySelectorAll(".inb-slot")].map((s) => s.dataset.slot)).toEqual(
        [0, 4, 5, 1, 2, 3].map((p) => card.icons[p]),
      );
    }
    // a covered City shows what its splay reveals (a left splay: the right column, the top-right hex first)
    const strips = $$(".inb-piles .inb-strip[data-card]").filter((s) => cardData(s.dataset.card).set === "cities");
    expect(strips.length).toBeGreaterThan(0);
    for (const s of strips) {
      const splay = s.closest("[class*=inb-splay-]").className.match(/inb-splay-(\w+)/)[1];
      const want = shownPositions(cardData(s.dataset.card), splay);
      expect(s.dataset.positions.split(",").map(Number).sort()).toEqual([...want].sort());
    }
  });

  it("marks a City's plus, arrow, search, flag and fountain with what each does", () => {
    const snap = fixture("board_cities");
    const { $$ } = show(board, snap);
    const marks = $$(".inb-piles .inb-city-icon");
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) {
      expect(m.title.startsWith(`${m.dataset.special}:`)).toBe(true);
    }
  });

  it("tallies each player's flags and fountains with why, counted against the achievements needed", () => {
    const snap = fixture("board_cities");
    const { $ } = show(board, snap);
    for (const p of snap.board.players) {
      const area = $(`.inb-player[data-player="${p.name}"]`);
      const items = [...area.querySelectorAll(".inb-tally-item")];
      expect(items.map((i) => [i.dataset.kind, i.dataset.card])).toEqual(
        p.board_achievements.map((x) => [x.kind, x.card]),
      );
      items.forEach((item, k) => expect(text(item)).toContain(p.board_achievements[k].why));
      const total = p.achievements.length + p.board_achievements.length;
      expect(text(area.querySelector(".inb-achievement-count"))).toBe(
        `Achievements: ${total} / ${snap.board.achievements_needed}`,
      );
    }
    expect(snap.board.players.some((p) => p.board_achievements.length)).toBe(true);
  });

  it("shows a City in another's hand as a Cities back only", () => {
    const snap = fixture("board_cities");
    const { $ } = show(board, snap);
    const ann = snap.board.players.find((p) => p.name === "Ann");
    expect(ann.hand).toBe(null);
    const backs = [...$('.inb-player[data-player="Ann"] .inb-hand').querySelectorAll(".inb-back")];
    expect(backs.map((b) => b.dataset.set)).toEqual(ann.hand_sets);
    expect(backs.some((b) => b.dataset.set === "cities")).toBe(true);
  });

  it("shows the Meld action's triggers as frames, one inside the other, each with its explanation", () => {
    const snap = fixture("stepper_cities");
    const { $$ } = show(stepper, snap);
    const frames = $$(".inb-frame");
    expect(frames.map((f) => f.dataset.kind)).toEqual(snap.frames.map((f) => f.kind));
    const triggers = $$(".inb-frame-trigger");
    expect(triggers.length).toBe(2);
    expect(text(triggers[0].querySelector(".inb-frame-label"))).toMatch(/: arrow (left|right|up)$/);
    expect(text(triggers[1].querySelector(".inb-frame-label"))).toBe("City draw");
    triggers.forEach((f, i) => {
      const want = snap.frames.filter((x) => x.kind === "trigger")[i].text;
      expect(text(f.querySelector(".inb-frame-text"))).toBe(want.replace(/\s+/g, " ").trim());
    });
    expect($$(".inb-frame-current")[0]).toBe(triggers[1]);
    expect($$(".inb-ev-trigger").length).toBe(2); // and in the events, in order
    const meld = snap.frames[0].label; // "meld Manila": the title and the hint name the action
    expect(text(document.querySelector(".inb-title"))).toBe(`M${meld.slice(1)}`);
    expect(text($$(".inb-plan .inb-hint")[0])).toContain("trigger frame under Resolving now");
  });

  it("offers Endorse beside Dogma and previews it with the doubling", () => {
    const snap = fixture("game_cities");
    const { model, $, $$ } = show(game, snap);
    const buttons = $$(".inb-actions-endorse .inb-action");
    expect(buttons.map((b) => b.dataset.action)).toEqual(
      snap.actions.filter((a) => a.kind === "endorse").map((a) => a.action),
    );
    // a card with an effect the activator carries out (a City has none of its own)
    const card = Object.keys(snap.endorse_previews).find((c) =>
      snap.endorse_previews[c].effects.some((e) => !e.demand),
    );
    const b = $(`.inb-actions-endorse .inb-action[data-action="endorse ${card}"]`);
    hover(b);
    const plan = $(".inb-context .inb-plan");
    expect(plan.dataset.card).toBe(card);
    expect(text($(".inb-context .inb-plan-title"))).toMatch(/endorse it now:$/);
    expect(text($(".inb-context .inb-plan-doubling"))).toContain("twice");
    expect(text(plan)).toContain("(twice)"); // the activator's effects
    expect(model.sent).toEqual([]);
    click(b);
    expect(model.sent).toEqual([{ type: "action", action: `endorse ${card}` }]);
  });

  it("shows the game's trigger frames beside the log while a Meld action resolves", () => {
    const frames = fixture("stepper_cities").frames;
    const snap = { ...fixture("game_cities"), frames, actions: [], previews: {}, endorse_previews: {}, plan: null };
    const { $$ } = show(game, snap);
    const shown = $$(".inb-context .inb-frame-trigger .inb-frame-text");
    expect(shown.map(text)).toEqual(
      frames.filter((f) => f.kind === "trigger").map((f) => f.text.replace(/\s+/g, " ").trim()),
    );
  });

  it("explains a refused Endorse where the button is", () => {
    const snap = fixture("game_cities");
    const refused = {
      action: "endorse Zzz",
      kind: "endorse",
      card: null,
      age: null,
      legal: false,
      reason: "Endorse Zzz: no top City shows its featured icon",
    };
    const { model, $ } = show(game, { ...snap, actions: [...snap.actions, refused] });
    const b = $('.inb-action[data-action="endorse Zzz"]');
    expect(b.classList.contains("inb-illegal")).toBe(true);
    click(b);
    expect(model.sent).toEqual([]);
    expect(text($(".inb-actions .inb-explain"))).toBe(refused.reason);
  });
});

describe("the City marks", () => {
  it("are SVG drawings, never text glyphs a font may lack", () => {
    const { root, $$ } = show(board, fixture("board_cities"));
    const marks = $$(".inb-city-icon, .inb-echo");
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) expect(m.querySelector("svg path").getAttribute("d")).toMatch(/^M/);
    expect(root.textContent).not.toMatch(/[⛲⚑⌕≋←→↑]/u);
  });
});
