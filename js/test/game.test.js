import { afterEach, describe, expect, it } from "vitest";
import * as game from "../src/game.js";
import { click, fixture, hover, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();
const count = (hay, needle) => hay.split(needle).length - 1;

describe("GameWidget view", () => {
  it("titles the game with its note when it has one (a review's Try it)", () => {
    expect(show(game, fixture("game_turn")).$(".inb-title").textContent).toBe("Innovation");
    document.body.innerHTML = "";
    const noted = { ...fixture("game_turn"), note: "Try it, with hindsight: every hidden card as it really was" };
    expect(show(game, noted).$(".inb-title").textContent).toBe(
      "Innovation — Try it, with hindsight: every hidden card as it really was",
    );
  });

  it("draws the board and the legal actions as buttons that act", () => {
    const snap = fixture("game_turn");
    const { model, $, $$ } = show(game, snap);
    expect($$(".inb-player").map((p) => p.dataset.player)).toEqual(["Ann", "Bot"]);
    const legal = $$(".inb-action.inb-legal");
    expect(legal.map((b) => b.dataset.action)).toEqual(snap.actions.filter((a) => a.legal).map((a) => a.action));
    click($('.inb-action[data-action="meld Code of Laws"]'));
    expect(model.sent).toEqual([{ type: "action", action: "meld Code of Laws" }]);
    expect(text($('.inb-action[data-action="dogma Archery"]'))).toBe("Dogma Archery 1");
    expect(text($(".inb-actions .inb-section-title"))).toBe("Your actions"); // the viewer, in the second person
  });

  it("offers the free special action first, on a line of its own, and the other actions wait for it", () => {
    const snap = fixture("game_free_action");
    const { model, $, $$ } = show(game, snap);
    const free = $$(".inb-actions-free .inb-action");
    expect(free.map((b) => b.dataset.action)).toEqual(["dogma Holmegaard Bows", "return Holmegaard Bows", "pass"]);
    expect(free.every((b) => b.classList.contains("inb-legal"))).toBe(true);
    expect(text($(".inb-actions-free .inb-free-title"))).toBe("Free special action:");
    expect($(".inb-actions > .inb-action-group")).toBe($(".inb-actions-free")); // the first group
    const draw = $('.inb-action[data-action="draw"]');
    expect(draw.classList.contains("inb-illegal")).toBe(true);
    click(draw);
    expect($(".inb-explain").textContent).toContain("first take the free special action");
    expect($$(".inb-actions-dogma .inb-action").map((b) => b.dataset.action)).toEqual(["dogma Archery"]);
    click($('.inb-action[data-action="pass"]'));
    expect(model.sent).toEqual([{ type: "action", action: "pass" }]);
  });

  it("offers achieve buttons only for plausible ages and sums up the rest", () => {
    const snap = fixture("game_turn");
    const { model, $, $$ } = show(game, snap);
    expect($$(".inb-actions-achieve .inb-action").map((b) => b.dataset.action)).toEqual(["achieve 1"]);
    const a1 = $('.inb-action[data-action="achieve 1"]');
    expect(a1.getAttribute("aria-disabled")).toBe("true");
    expect(a1.title).toBe("Achieve 1 needs 5 points; you have 0");
    click(a1);
    expect($(".inb-explain").textContent).toBe("Achieve 1 needs 5 points; you have 0");
    expect(model.sent).toEqual([]);
    expect($(".inb-achieve-rest").dataset.ages).toBe("2,3,4,5,6,7,8,9");
    expect(text($(".inb-achieve-rest"))).toContain("not yet");
    // an available achievement, clicked, hands the focus to its Achieve button (which explains itself)
    click($('.inb-available [data-achieve="1"]'));
    expect(document.activeElement).toBe(a1);
    expect($(".inb-explain").textContent).toContain("5 points");
  });

  it("shows the pending decision and answers it", () => {
    const snap = fixture("game_setup");
    const { model, $, $$ } = show(game, snap);
    expect($(".inb-actions")).toBeNull();
    expect(text($(".inb-decision"))).toContain(snap.pending.prompt);
    expect(text($(".inb-decision"))).toContain("secret");
    expect(text($(".inb-decision-head"))).toMatch(/^You must choose/);
    click($$(".inb-decision .inb-option")[0]);
    expect(model.sent).toEqual([{ type: "answer", value: [snap.pending.options[0]] }]);
    // the other player's hand: backs with ages
    expect($$('.inb-player[data-player="Bot"] .inb-hand .inb-back').length).toBe(2);
  });

  it("words a pending decision as Python does: the request's title and each option in your words", () => {
    const snap = fixture("game_bot_demand");
    const { $ } = show(game, snap);
    expect(text($(".inb-decision-head"))).toBe(`${snap.pending.title} (Archery 1)`); // the card that asks
    expect(snap.pending.title).toBe("You must choose a card");
    expect($(".inb-decision").getAttribute("aria-label")).toBe("You must choose a card");
    expect(text($(".inb-decision"))).not.toMatch(/You decides|You must yes|must choose$/);
    // an option that is not a card shows Python's words for it (here: a player, a yes or no, an option)
    const words = {
      ...snap.pending,
      kind: "player",
      options: ["You", "Greedy"],
      option_texts: ["You", "Greedy"],
      card: null,
    };
    document.body.innerHTML = "";
    const two = show(game, { ...snap, pending: words });
    expect(two.$$(".inb-decision .inb-option").map(text)).toEqual(["You", "Greedy"]);
    const yes = {
      ...snap.pending,
      kind: "yes_no",
      options: [true, false],
      option_texts: ["yes", "no"],
      title: "You may answer yes or no",
      card: null,
    };
    document.body.innerHTML = "";
    const three = show(game, { ...snap, pending: yes });
    expect(text(three.$(".inb-decision-head"))).toBe("You may answer yes or no");
    expect(three.$$(".inb-decision .inb-option").map(text)).toEqual(["Yes", "No"]);
    // a card hidden from the chooser reads as its age and place, not as a card chip
    const hidden = { ...snap.pending, options: ["score:5:0"], option_texts: ["a 5 from your score pile"] };
    document.body.innerHTML = "";
    const four = show(game, { ...snap, pending: hidden });
    expect(text(four.$(".inb-decision .inb-option"))).toBe("a 5 from your score pile");
  });

  it("names each team by its players, you first for your team, never by a number", () => {
    const snap = fixture("game_teams");
    const { $$ } = show(game, snap);
    const teams = Object.fromEntries(
      $$(".inb-player").map((p) => [p.dataset.player, text(p.querySelector(".inb-team"))]),
    );
    expect(teams).toEqual({ You: "You and Cat", Ben: "Ben and Dan", Cat: "You and Cat", Dan: "Ben and Dan" });
    for (const p of $$(".inb-player")) expect(text(p)).not.toMatch(/\bteam \d/);
  });

  it("during a bot's dogma shows its plan, your role and why you are asked", () => {
    const snap = fixture("game_bot_dogma");
    const { $, $$ } = show(game, snap);
    expect(text($(".inb-decision .inb-why"))).toBe("You share Greedy's Agriculture: 5 leaves ≥ 3");
    const plan = $(".inb-context .inb-plan");
    expect(plan.dataset.card).toBe("Agriculture");
    expect($$(".inb-elig-row").map((r) => [r.dataset.player, r.dataset.status])).toEqual([
      ["You", "shares"],
      ["Greedy", "activator"],
    ]);
    expect(text($(".inb-counted"))).toContain(`counted when Agriculture was activated, event #${snap.plan.event}`);
    expect(text(plan)).not.toContain("vulnerable"); // Agriculture makes no demand
    expect(text($(".inb-effect-who"))).toBe("executed by you, then Greedy");
    expect($(".inb-to-act").textContent).toContain("You decide");
    expect(text($(".inb-recent"))).toContain("Greedy: Dogma Agriculture");
    document.body.innerHTML = "";
    const other = show(game, { ...snap, to_act: "Greedy" });
    expect(other.$(".inb-to-act").textContent).toContain("Greedy decides");
  });

  it("under a demand says why you are vulnerable, for that effect only", () => {
    const snap = fixture("game_bot_demand");
    const { $ } = show(game, snap);
    expect(text($(".inb-decision .inb-why"))).toBe("Greedy demands: you have 0 castles < 2");
    expect($('.inb-elig-row[data-player="You"]').dataset.status).toBe("vulnerable");
    expect($(".inb-effect.inb-demand .inb-effect-who").textContent).toBe("carried out by you");
  });

  it("shows both counts where the live count differs from the one taken at activation", () => {
    const snap = fixture("game_bot_demand");
    const rows = snap.plan.rows.map((r) => (r.player === "You" ? { ...r, live: r.count + 1 } : r));
    const { $ } = show(game, { ...snap, plan: { ...snap.plan, rows } });
    const you = $('.inb-elig-row[data-player="You"] .inb-elig-live');
    expect(text(you)).toBe(`(${rows[0].live} now, ${rows[0].count} at activation)`);
    expect($('.inb-elig-row[data-player="Greedy"] .inb-elig-live')).toBeNull();
  });

  it("previews a Dogma when its button is pointed at, without a message", () => {
    const snap = fixture("game_recent");
    const { model, $ } = show(game, snap);
    const card = Object.keys(snap.previews)[0];
    const b = $(`.inb-actions [data-action="dogma ${card}"]`);
    hover(b);
    const plan = $(".inb-context .inb-plan-preview");
    expect(plan.dataset.card).toBe(card);
    expect(text(plan)).toContain("If you activate it now");
    expect(text(plan)).toContain(snap.previews[card].bonus);
    b.dispatchEvent(new MouseEvent("mouseout", { bubbles: true }));
    expect($(".inb-context .inb-plan-preview")).toBeNull();
    expect(model.sent).toEqual([]);
  });

  it("acts on cards: a hand card offers Meld, a top card Dogma with its preview", () => {
    const snap = fixture("game_recent");
    const { model, $, $$ } = show(game, snap);
    const hand = $$('.inb-player[data-player="You"] .inb-hand [data-card]')[0];
    click(hand);
    const meld = $(`.inb-card-actions [data-action="meld ${hand.dataset.card}"]`);
    expect(document.activeElement).toBe(meld); // ready for Enter
    click(meld);
    expect(model.sent).toEqual([
      { type: "select", card: hand.dataset.card },
      { type: "select", card: null },
      { type: "action", action: `meld ${hand.dataset.card}` },
    ]);
    const top = Object.keys(snap.previews)[0];
    click($$(`.inb-player[data-player="You"] .inb-top-card[data-card="${top}"]`)[0]);
    expect($(`.inb-card-actions [data-action="dogma ${top}"]`)).not.toBeNull();
    expect(text($(".inb-card-preview"))).toContain("Would share");
  });

  it("sums up what the bot just did and steps through it on request", () => {
    const snap = fixture("game_recent");
    const { model, $, $$ } = show(game, snap);
    const strip = text($(".inb-recent"));
    expect(strip).toContain("Greedy: Meld Writing");
    expect(strip).toMatch(/Greedy: Dogma Writing 1 \(you did not share\)/);
    // the cards the bot moved are highlighted on the board
    for (const c of snap.recent.cards) {
      const shown = $$(`.inb-board [data-card="${c}"]`);
      if (shown.length) expect(shown[0].classList.contains("inb-changed")).toBe(true);
    }
    expect($$(".inb-board .inb-changed").length).toBeGreaterThan(0);
    click($(".inb-replay-open"));
    expect(model.sent).toEqual([{ type: "replay", at: snap.recent.from }]);
  });

  it("steps through the replay with buttons and keys, on the replayed table", () => {
    const snap = fixture("game_replay");
    const { model, $, root } = show(game, snap);
    expect($(".inb-board").classList.contains("inb-replaying")).toBe(true);
    expect(text($(".inb-replay-event"))).toContain(snap.replay.event.text);
    expect($(".inb-log-row.inb-replay-mark").dataset.index).toBe(String(snap.replay.event.index)); // the log follows
    click($(".inb-replay-step"));
    root.focus();
    key(root, "ArrowRight");
    key(root, "ArrowLeft");
    key(root, "Escape");
    expect(model.sent).toEqual([
      { type: "replay", at: snap.replay.at + 1 },
      { type: "replay", at: snap.replay.at + 1 },
      { type: "replay", at: snap.replay.at - 1 },
      { type: "replay", at: null },
    ]);
  });

  it("steps a paused bot action with the button and the arrow key", () => {
    const snap = fixture("game_live");
    const { model, $, root } = show(game, snap);
    expect(text($(".inb-live"))).toContain("Greedy takes an action: Dogma Agriculture");
    expect($(".inb-pause").checked).toBe(true);
    click($(".inb-live .inb-ctl-step"));
    root.focus();
    key(root, "ArrowRight");
    key(root, "End");
    expect(model.sent).toEqual([{ type: "step" }, { type: "step" }, { type: "to_end" }]);
    $(".inb-pause").checked = false;
    $(".inb-pause").dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "pause", on: false });
  });

  it("keeps the focus on the control used when the snapshot is redrawn", () => {
    const snap = fixture("game_live");
    const { model, $ } = show(game, snap);
    $(".inb-live .inb-ctl-step").focus();
    model.set("snapshot", { ...snap, log: snap.log.slice(0, -1) });
    expect(document.activeElement).toBe($(".inb-live .inb-ctl-step"));
    expect(document.activeElement.isConnected).toBe(true);
  });

  it("has Undo and New game (with a confirmation) in the header", () => {
    const snap = fixture("game_recent");
    const { model, $ } = show(game, snap);
    expect($(".inb-undo").title).toBe(`Take back your last move: ${snap.undo.text}`);
    click($(".inb-undo"));
    click($(".inb-new-game"));
    expect(model.sent).toEqual([{ type: "undo" }]);
    expect(document.activeElement).toBe($(".inb-new-yes"));
    click($(".inb-new-yes"));
    expect(model.sent.at(-1)).toEqual({ type: "new_game" });
    const { $: $2 } = show(game, fixture("game_setup"));
    expect($2(".inb-undo").disabled).toBe(true);
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
    expect($(".inb-error").textContent).toBe("Achieve 3 needs 15 points; you have 0");
    expect($(".inb-error").hidden).toBe(false);
  });

  it("says 'Game over' once when the game is over, to the winner as you", () => {
    const snap = fixture("game_over");
    const { root, $ } = show(game, snap);
    expect(snap.board.perspective).toBe("Ann");
    expect(text($(".inb-result"))).toContain(`Game over. You win: ${snap.result.detail}`);
    expect(count(text(root), "Game over")).toBe(1);
    expect($(".inb-actions")).toBeNull();
    expect($(".inb-turn-marker")).toBeNull(); // nobody's turn any more
    document.body.innerHTML = "";
    const other = show(game, { ...snap, board: { ...snap.board, perspective: "Bot" } });
    expect(text(other.$(".inb-result"))).toContain("Game over. Ann wins: ");
  });

  it("uses the labels for action words and shows reasons as Python words them", () => {
    const snap = fixture("game_turn");
    const labels = { ...snap.board.labels, meld: "Play", achieve: "Dominate", dogma: "Activate" };
    const actions = snap.actions.map((a) => (a.reason ? { ...a, reason: a.reason.replace("Achieve", "Dominate") } : a));
    const { $ } = show(game, { ...snap, actions, board: { ...snap.board, labels, terminology: "iello" } });
    expect(text($('.inb-action[data-action="meld Code of Laws"]'))).toBe("Play Code of Laws 1");
    expect(text($('.inb-action[data-action="dogma Archery"]'))).toBe("Activate Archery 1");
    expect($('.inb-action[data-action="achieve 1"]').title).toBe("Dominate 1 needs 5 points; you have 0");
  });

  it("switches the card wording, the switch labelled for a newcomer", () => {
    const { model, $, $$ } = show(game, fixture("game_turn"));
    expect($(".inb-terms-label").textContent).toBe("Card wording:");
    expect($$(".inb-term").map((b) => b.textContent)).toEqual(["Asmadi (English)", "Iello (French edition)"]);
    expect($(".inb-terms").title).toContain("The rules are the same");
    click($('.inb-term[data-terms="iello"]'));
    expect(model.sent).toEqual([{ type: "terms", terminology: "iello" }]);
  });
});

describe("icons in texts", () => {
  it("never shows a raw {icon} token, in text or in a tooltip", async () => {
    const stepper = await import("../src/stepper.js");
    const token = /\{(castle|crown|leaf|lightbulb|factory|clock)\}/;
    const cases = [
      [stepper, "stepper_decision"],
      [stepper, "stepper_bonus"],
      [game, "game_bot_dogma"],
      [game, "game_bot_demand"],
      [game, "game_recent"],
      [game, "game_replay"],
      [game, "game_live"],
    ];
    for (const [w, name] of cases) {
      const snap = fixture(name);
      expect(JSON.stringify(snap)).toMatch(token); // the snapshots do carry tokens ...
      const { root } = show(w, snap);
      expect(root.textContent).not.toMatch(token); // ... and none is shown as such
      const titles = [...root.querySelectorAll("[title]")].map((e) => e.title).filter((t) => token.test(t));
      expect(titles).toEqual([]);
      document.body.innerHTML = "";
    }
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

  it("export only a default (no named render: anywidget would warn)", async () => {
    for (const name of ["board", "stepper", "game", "editor", "puzzle"]) {
      const mod = await import(`../src/${name}.js`);
      expect(mod.render).toBeUndefined();
      expect(typeof mod.default.render).toBe("function");
    }
  });
});

describe("the game's words", () => {
  it("say an Active card in Iello's words (a/an by the next word)", () => {
    const snap = fixture("game_turn");
    const iello = {
      ...snap,
      board: {
        ...snap.board,
        terminology: "iello",
        labels: { ...snap.board.labels, top_card: "Active card", age: "Period" },
      },
    };
    const { $ } = show(game, iello);
    expect($(".inb-achieve-rest").textContent).toContain("and an active card that high");
  });

  it("title each wording button without saying edition twice", () => {
    const { $$ } = show(game, fixture("game_turn"));
    for (const b of $$(".inb-term")) expect(b.title).not.toMatch(/edition\) edition/);
  });
});
