import { afterEach, describe, expect, it } from "vitest";
import * as board from "../src/board.js";
import { CARDS } from "../src/cards.js";
import { click, fixture, hover, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("BoardWidget view", () => {
  it("exports the anywidget default with render", () => {
    expect(typeof board.default.render).toBe("function");
  });

  it("titles a viewer's board as your view, never as You's view", () => {
    const seen = fixture("game_four").board; // seen by a player called You
    expect(seen.perspective).toBe("You");
    const { $, root } = show(board, { kind: "board", board: seen });
    expect($(".inb-title").textContent).toBe("Innovation: Board (your view)");
    expect(root.textContent).not.toMatch(/You's|You’s/);
    document.body.innerHTML = "";
    expect(show(board, fixture("board_ben")).$(".inb-title").textContent).toBe("Innovation: Board (your view)");
  });

  it("draws a long score pile one group per age, its cards named only where they are face up", () => {
    const snap = fixture("board");
    const names = [...CARDS.values()]
      .filter((c) => c.set === "base" && c.age <= 3)
      .slice(0, 20)
      .map((c) => c.name);
    const [ann, ben] = snap.board.players;
    ann.score = names;
    ann.score_ages = names.map((n) => CARDS.get(n).age);
    ben.score = null;
    ben.score_ages = Array.from({ length: 18 }, (_, i) => 1 + (i % 2));
    const { $$ } = show(board, snap);
    const groups = $$('.inb-player[data-player="Ann"] .inb-score-group');
    const ages = [...new Set(ann.score_ages)].sort();
    expect(groups.map((g) => Number(g.dataset.age))).toEqual(ages);
    for (const g of groups) {
      const here = names.filter((n) => CARDS.get(n).age === Number(g.dataset.age));
      expect(g.dataset.count).toBe(String(here.length));
      expect(g.title).toBe(here.join(", "));
      expect(g.textContent).toContain(`×${here.length}`);
    }
    expect($$('.inb-player[data-player="Ann"] .inb-in-score').length).toBe(0); // no chip per card
    const hidden = $$('.inb-player[data-player="Ben"] .inb-score-group');
    expect(hidden.map((g) => [g.dataset.age, g.dataset.count, g.title])).toEqual([
      ["1", "9", "9 cards of age 1"],
      ["2", "9", "9 cards of age 2"],
    ]);
  });

  it("draws every player with name, icon counts, score and achievements", () => {
    const snap = fixture("board");
    const { $$, $ } = show(board, snap);
    const players = $$(".inb-player");
    expect(players.map((p) => p.dataset.player)).toEqual(snap.board.players.map((p) => p.name));
    const ann = snap.board.players[0];
    const annEl = players[0];
    expect(annEl.classList.contains("inb-current")).toBe(true);
    for (const [icon, n] of Object.entries(ann.icons)) {
      expect(annEl.querySelector(`.inb-icon-count[data-icon=${icon}]`).dataset.count).toBe(String(n));
    }
    expect(annEl.querySelector(".inb-score-summary").dataset.total).toBe(String(ann.score_total));
    expect(text(annEl.querySelector(".inb-score-summary"))).toBe(
      `${ann.score_ages.length} cards, total ${ann.score_total}`,
    );
    // claimed: a standard achievement face down with its age, a special by name
    const ach = annEl.querySelector(".inb-achievements");
    expect(ach.querySelector(".inb-back").dataset.age).toBe("2");
    expect(text(ach.querySelector(".inb-special"))).toBe("Monument");
    expect(text($(".inb-status"))).toContain(`Turn ${snap.board.turn}: Ann's turn, 2 actions left`);
  });

  it("lets you look through your own piles, top first, and not another player's", () => {
    const snap = fixture("board");
    snap.board.perspective = "Ann";
    const [ann, ben] = snap.board.players;
    const pile = { color: "red", splay: null, cards: ["Archery", "Metalworking", "Oars"], icons: {} };
    ann.piles = [pile];
    ben.piles = [{ ...pile }];
    const { $$ } = show(board, snap);
    const look = $$('.inb-player[data-player="Ann"] .inb-pile-look');
    expect(look.length).toBe(1);
    const rows = [...look[0].querySelectorAll("li[data-card]")];
    expect(rows.map((r) => r.dataset.card)).toEqual(pile.cards);
    expect($$('.inb-player[data-player="Ben"] .inb-pile-look').length).toBe(0);
    click(rows[2]);
    expect($$(".inb-detail .inb-face")[0].dataset.face).toBe("Oars"); // a click opens the covered card
  });

  it("draws each pile's splay so exactly the revealed icons of covered cards show", () => {
    const snap = fixture("board");
    const { $$ } = show(board, snap);
    const expected = { left: 1, right: 2, up: 3 };
    const seen = new Set();
    for (const p of snap.board.players) {
      for (const pile of p.piles) {
        const el = $$(`.inb-player[data-player="${p.name}"] .inb-pile[data-color=${pile.color}]`)[0];
        expect(el.classList.contains(`inb-splay-${pile.splay || "none"}`)).toBe(true);
        expect(el.querySelectorAll(".inb-card").length).toBe(1); // only the top card shows whole
        expect(el.querySelector(".inb-card").dataset.card).toBe(pile.cards[0]);
        const strips = [...el.querySelectorAll(".inb-strip")];
        if (!pile.splay) {
          expect(strips.length).toBe(0);
          expect(el.querySelector(".inb-pile-count").textContent).toBe(`×${pile.cards.length}`);
          continue;
        }
        seen.add(pile.splay);
        expect(strips.map((s) => s.dataset.card).sort()).toEqual(pile.cards.slice(1).sort());
        for (const s of strips) {
          const slots = [...s.querySelectorAll(".inb-slot")];
          expect(slots.length).toBe(expected[pile.splay]);
          const icons = CARDS.get(s.dataset.card).icons;
          const positions = { left: [3], right: [0, 1], up: [1, 2, 3] }[pile.splay];
          expect(slots.map((x) => x.querySelector(".inb-icon").dataset.icon)).toEqual(positions.map((i) => icons[i]));
        }
      }
    }
    expect([...seen].sort()).toEqual(["left", "right", "up"]);
  });

  it("puts a right splay's covered cards on the left of the top card, others after it", () => {
    const { $$ } = show(board, fixture("board"));
    const right = $$(".inb-splay-right .inb-stack")[0].children;
    expect(right[right.length - 1].classList.contains("inb-card")).toBe(true);
    const left = $$(".inb-splay-left .inb-stack")[0].children;
    expect(left[0].classList.contains("inb-card")).toBe(true);
  });

  it("draws a card face with four icon positions, one of them the hex", () => {
    const { $$ } = show(board, fixture("board"));
    for (const c of $$(".inb-card")) {
      const slots = c.querySelectorAll(".inb-slot");
      expect(slots.length).toBe(4);
      expect(c.querySelectorAll(".inb-hex-slot").length).toBe(1);
      const icons = [...slots].map((s) => s.querySelector(".inb-icon").dataset.icon);
      expect(icons).toEqual(CARDS.get(c.dataset.card).icons);
    }
  });

  it("shows hands as faces in the teaching view and as backs with ages from another's side", () => {
    const all = show(board, fixture("board"));
    expect(all.$$('.inb-player[data-player="Ann"] .inb-hand .inb-card').map((c) => c.dataset.card)).toEqual([
      "Calendar",
      "Optics",
    ]);
    document.body.innerHTML = "";
    const snap = fixture("board_ben");
    const ben = show(board, snap);
    const annHand = ben.$$('.inb-player[data-player="Ann"] .inb-hand .inb-back').map((b) => b.dataset.age);
    expect(annHand).toEqual(snap.board.players[0].hand_ages.map(String));
    expect(ben.$$('.inb-player[data-player="Ann"] .inb-hand .inb-card').length).toBe(0);
    expect(ben.$$('.inb-player[data-player="Ann"] .inb-score-pile .inb-back').length).toBe(2);
    expect(ben.$$('.inb-player[data-player="Ben"] .inb-hand .inb-card').map((c) => c.dataset.card)).toEqual([
      "Clothing",
    ]);
    expect(ben.$(".inb-player.inb-viewer").dataset.player).toBe("Ben");
  });

  it("shows available achievements as backs with ages, specials by name and the supply sizes", () => {
    const snap = fixture("board");
    const { $$ } = show(board, snap);
    expect($$(".inb-available .inb-back").map((b) => Number(b.dataset.age))).toEqual(snap.board.available);
    expect($$(".inb-specials .inb-special").map((s) => s.textContent)).toEqual(snap.board.specials);
    expect($$(".inb-supply-pile").map((s) => Number(s.dataset.count))).toEqual(snap.board.supply);
    expect($$(".inb-supply-pile")[0].dataset.age).toBe("1");
  });

  it("shows a card's full face on click (and sends select) and on hover", () => {
    const { model, $, $$ } = show(board, fixture("board"));
    const archery = $$('[data-card="Archery"]')[0];
    click(archery);
    expect(model.sent).toEqual([{ type: "select", card: "Archery" }]);
    const face = $(".inb-detail .inb-face");
    expect(face.dataset.face).toBe("Archery");
    expect($(".inb-detail").lastChild).toBe(face); // nothing else (no stray text) when the card has no actions
    expect(text(face)).toContain("Archery");
    expect(text(face.querySelector(".inb-face-age"))).toBe("Age 1");
    expect(face.querySelector(".inb-face-color").textContent).toBe("red");
    expect(face.querySelectorAll(".inb-face-icons .inb-slot").length).toBe(4);
    const eff = face.querySelector(".inb-effect");
    expect(eff.classList.contains("inb-demand")).toBe(true);
    expect(text(eff)).toContain("I demand you draw a 1");
    expect(archery.classList.contains("inb-selected")).toBe(true);
    // hovering another card previews it without a message
    hover($$('[data-card="Masonry"]')[0]);
    expect($(".inb-detail .inb-face").dataset.face).toBe("Masonry");
    expect(model.sent.length).toBe(1);
    // effect texts show icons for {icon} placeholders
    expect($(".inb-detail .inb-effect-text .inb-icon")).not.toBeNull();
  });

  it("opens a card from the keyboard and closes it with the close button", () => {
    const { model, $, $$ } = show(board, fixture("board"));
    const card = $$('[data-card="Tools"]')[0];
    expect(card.getAttribute("tabindex")).toBe("0");
    key(card, "Enter");
    expect(model.sent.at(-1)).toEqual({ type: "select", card: "Tools" });
    click($(".inb-face-close"));
    expect(model.sent.at(-1)).toEqual({ type: "select", card: null });
    expect($(".inb-detail .inb-face")).toBeNull();
  });

  it("shows first-edition effect texts for a first-edition game", () => {
    const snap = fixture("board");
    snap.board.edition = "first";
    const { $, $$ } = show(board, snap);
    click($$('[data-card="Oars"]')[0]);
    const t = text($(".inb-detail .inb-effects"));
    expect(t).toContain(CARDS.get("Oars").first_edition.effects[0].text.replace("{crown}", "").slice(0, 20));
    expect(t).not.toContain("carry out this dogma effect once more");
    expect($(".inb-face-note")).not.toBeNull();
  });

  it("opens the card Python selected", () => {
    const snap = fixture("board");
    const { model, $ } = show(board, { ...snap, selected: "Optics" });
    expect($(".inb-detail .inb-face").dataset.face).toBe("Optics");
    model.set("snapshot", { ...snap, selected: null });
    expect($(".inb-detail .inb-face")).toBeNull();
  });

  it("uses the Iello words and translates effect texts", () => {
    const snap = fixture("board_iello");
    const { $, $$, root } = show(board, snap);
    const t = text(root);
    for (const w of ["Zone", "Influence", "Dominations", "Periods to dominate", "Domains", "Draw piles"]) {
      expect(t).toContain(w);
    }
    expect(t).not.toContain("Score pile");
    click($$('[data-card="Archery"]')[0]);
    expect(text($(".inb-detail .inb-effect-text"))).toMatch(/^Supremacy: I demand/);
    expect(text($(".inb-detail .inb-face-age"))).toBe("Period 1");
    click($$('[data-card="Masonry"]')[0]);
    expect(text($(".inb-detail .inb-effects"))).toContain("play as many cards");
  });

  it("redraws on change:snapshot and shows the error line", () => {
    const { model, $, $$ } = show(board, fixture("board"));
    expect($(".inb-error").hidden).toBe(true);
    model.set("error", "unknown card 'Archer'; did you mean 'Archery'?");
    expect($(".inb-error").hidden).toBe(false);
    expect($(".inb-error").textContent).toContain("did you mean");
    model.set("error", "");
    expect($(".inb-error").hidden).toBe(true);
    model.set("snapshot", fixture("board_iello"));
    expect(text($(".inb-player .inb-hand .inb-zone-label"))).toContain("Hand");
    expect($(".inb-player .inb-piles").getAttribute("aria-label")).toBe("Ann's zone");
    expect($$(".inb-zone-label").map((z) => z.textContent)).toContain("Influence");
  });

  it("shows an error present at first render", () => {
    const { $ } = show(board, fixture("board"), { error: "boom" });
    expect($(".inb-error").textContent).toBe("boom");
    expect($(".inb-error").hidden).toBe(false);
  });

  it("switches terminology by message", () => {
    const { model, $ } = show(board, fixture("board"));
    expect($('.inb-term[data-terms="asmadi"]').getAttribute("aria-pressed")).toBe("true");
    click($('.inb-term[data-terms="iello"]'));
    expect(model.sent).toEqual([{ type: "terms", terminology: "iello" }]);
  });

  it("is a focusable root that keeps JupyterLab shortcuts away; every class is prefixed", () => {
    const { root, $$ } = show(board, fixture("board"));
    expect(root.getAttribute("tabindex")).toBe("0");
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    const classes = new Set([root, ...$$("*")].flatMap((n) => [...n.classList]));
    expect([...classes].filter((c) => !c.startsWith("inb-"))).toEqual([]);
    expect(classes.size).toBeGreaterThan(20);
  });

  it("cleans up its listeners", () => {
    const { model, cleanup, el } = show(board, fixture("board"));
    expect(model.listeners("change:snapshot")).toBe(1);
    cleanup();
    expect(model.listeners("change:snapshot")).toBe(0);
    expect(model.listeners("change:error")).toBe(0);
    expect(el.querySelector(".inb-root")).toBeNull();
  });

  it("copes with an empty snapshot", () => {
    const { $ } = show(board, {});
    expect($(".inb-board").textContent).toContain("No game");
  });

  it("shows Artifacts: the display face up, each set's back and supply, the relics", () => {
    const snap = fixture("board_artifacts");
    const { $, $$ } = show(board, snap);
    const shown = snap.board.players.filter((p) => p.display);
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown) {
      const el = $(`.inb-player[data-player="${p.name}"] .inb-display .inb-card`);
      expect(el.dataset.card).toBe(p.display);
    }
    const ann = snap.board.players.find((p) => p.name === "Ann");
    expect(ann.hand).toBe(null); // Ben's view: Ann's hand face down, each back with its set
    const backs = $$('.inb-player[data-player="Ann"] .inb-hand .inb-back');
    expect(backs.map((b) => b.dataset.set)).toEqual(ann.hand_sets);
    expect(backs.some((b) => b.classList.contains("inb-back-artifacts"))).toBe(true);
    expect($$(".inb-supply-artifacts .inb-supply-pile").map((e) => Number(e.dataset.count))).toEqual(
      snap.board.supplies.artifacts,
    );
    expect($$(".inb-relics .inb-relic").length).toBe(snap.board.relics.length);
  });
  it("shows Echoes: bonuses and echo effects on the faces, the score's parts, forecasts by their owner only", () => {
    const snap = fixture("board_echoes");
    const { $, $$ } = show(board, snap);
    const ann = snap.board.players.find((p) => p.name === "Ann");
    const ben = snap.board.players.find((p) => p.name === "Ben");
    // Ben's view: Ann's forecast face down (its ages and sets), his own face up
    expect(ann.forecast).toBe(null);
    const annBacks = $$('.inb-player[data-player="Ann"] .inb-forecast .inb-back');
    expect(annBacks.map((b) => Number(b.dataset.age))).toEqual(ann.forecast_ages);
    expect(annBacks.map((b) => b.dataset.set)).toEqual(ann.forecast_sets);
    expect($$('.inb-player[data-player="Ann"] .inb-forecast .inb-card').length).toBe(0);
    expect(text($('.inb-player[data-player="Ann"] .inb-forecast'))).toContain(`Forecast (${ann.forecast_ages.length})`);
    const benFaces = $$('.inb-player[data-player="Ben"] .inb-forecast .inb-card');
    expect(benFaces.map((c) => c.dataset.card)).toEqual(ben.forecast);
    // the score: the pile and each visible bonus
    const { pile, bonuses } = ann.score_parts;
    expect(bonuses.length).toBeGreaterThan(1);
    const summary = $('.inb-player[data-player="Ann"] .inb-score-summary');
    expect(text(summary)).toBe(
      `${ann.score_ages.length} card${ann.score_ages.length > 1 ? "s" : ""} (${pile}) + ` +
        `bonuses ${bonuses.join(", ")}: score ${ann.score_total}`,
    );
    expect(ann.score_total).toBe(pile + Math.max(...bonuses) + bonuses.length - 1);
    // bonuses in copper discs with their value (those of a deep pile's "+N" strip are in the score's parts only)
    const discs = $$('.inb-player[data-player="Ann"] .inb-piles .inb-bonus').map((d) => Number(d.textContent));
    expect(discs.length).toBeGreaterThan(0);
    const left = [...bonuses];
    for (const v of discs) {
      expect(left).toContain(v);
      left.splice(left.indexOf(v), 1);
    }
    // echo effects marked, with their text
    const echoes = $$(".inb-piles .inb-echo");
    expect(echoes.length).toBeGreaterThan(0);
    expect(echoes.every((e) => e.title.startsWith("echo effect: "))).toBe(true);
    // an echo effect shown by a splay: in the strip of a covered card
    expect($$(".inb-piles .inb-strip .inb-echo").length).toBeGreaterThan(0);
  });
});
