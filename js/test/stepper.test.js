import { afterEach, describe, expect, it } from "vitest";
import * as stepper from "../src/stepper.js";
import { click, fixture, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

const plain = (s) =>
  s
    .replace(/\{[a-z]+\}/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("DogmaStepper view", () => {
  it("draws the eligibility table: counts against the activator's, status and reason", () => {
    const snap = fixture("stepper_sharing");
    const { $$, $ } = show(stepper, snap);
    const rows = $$(".inb-eligibility tbody tr");
    expect(rows.map((r) => r.dataset.player)).toEqual(snap.plan.rows.map((r) => r.player));
    for (const [i, r] of snap.plan.rows.entries()) {
      expect(rows[i].dataset.status).toBe(r.status);
      expect(rows[i].querySelector(".inb-elig-count").dataset.count).toBe(String(r.count));
      expect(text(rows[i].querySelector(".inb-elig-status"))).toBe(snap.board.labels[r.status]);
      expect(plain(text(rows[i].querySelector(".inb-elig-reason")))).toBe(plain(r.reason)); // {icon}s drawn as icons
      if (r.status !== "activator")
        expect(text(rows[i].querySelector(".inb-elig-count"))).toContain(`vs ${snap.plan.activator_count}`);
    }
    expect(text($(".inb-eligibility caption"))).toContain(
      `${snap.plan.activator}'s count: ${snap.plan.activator_count}`,
    );
    // when the counts were taken
    expect(text($(".inb-counted"))).toBe(`· counted when ${snap.plan.card} was activated, event #${snap.plan.event}`);
    expect($(".inb-eligibility caption .inb-icon").dataset.icon).toBe(snap.plan.icon);
  });

  it("lists the card's effects, demands marked", () => {
    const snap = fixture("stepper_decision");
    const { $$ } = show(stepper, snap);
    const effects = $$(".inb-plan-effects .inb-effect");
    expect(effects.length).toBe(snap.plan.effects.length);
    expect(effects[0].classList.contains("inb-demand")).toBe(true);
    expect(text(effects[0])).toContain(snap.plan.effects[0].text);
    expect(effects[0].classList.contains("inb-current-effect")).toBe(true); // the effect resolving now
  });

  it("draws the frame stack, innermost last", () => {
    const snap = fixture("stepper_decision");
    const { $$ } = show(stepper, snap);
    const frames = $$(".inb-frame");
    expect(frames.map((f) => f.dataset.kind)).toEqual(snap.frames.map((f) => f.kind));
    expect(frames.map((f) => f.querySelector(".inb-frame-label").textContent)).toEqual(snap.frames.map((f) => f.label));
    expect(frames.at(-1).classList.contains("inb-frame-current")).toBe(true);
    expect(frames.at(-1).classList.contains("inb-role-vulnerable")).toBe(true);
  });

  it("draws the events as a timeline indented by depth, changes marked", () => {
    const snap = fixture("stepper_sharing");
    const { $$ } = show(stepper, snap);
    const rows = $$(".inb-timeline .inb-event");
    expect(rows.length).toBe(snap.events.length);
    for (const [i, ev] of snap.events.entries()) {
      expect(rows[i].dataset.index).toBe(String(ev.index));
      expect(rows[i].dataset.depth).toBe(String(ev.depth));
      expect(rows[i].style.getPropertyValue("--inb-depth")).toBe(String(ev.depth));
      expect(rows[i].classList.contains("inb-change")).toBe(ev.change);
      expect(plain(rows[i].textContent)).toContain(plain(ev.text));
    }
    expect(rows.at(-1).classList.contains("inb-latest")).toBe(true);
    expect($$(".inb-deciding").length).toBe(0); // no verdict yet
  });

  it("shows the verdict and highlights the deciding events", () => {
    const snap = fixture("stepper_bonus");
    const { $, $$ } = show(stepper, snap);
    const v = $(".inb-verdict");
    expect(v.classList.contains("inb-granted")).toBe(true);
    expect(text(v)).toContain("Sharing bonus: granted");
    expect(text(v)).toContain(snap.verdict.text);
    expect($$(".inb-timeline .inb-deciding").map((e) => Number(e.dataset.index))).toEqual(snap.verdict.deciding);
    document.body.innerHTML = "";
    const done = show(stepper, fixture("stepper_done"));
    expect(done.$(".inb-verdict").classList.contains("inb-denied")).toBe(true);
    expect(text(done.$(".inb-verdict"))).toContain("not granted");
  });

  it("shows the pending decision with its options as buttons that answer", () => {
    const snap = fixture("stepper_decision");
    const { model, $, $$ } = show(stepper, snap);
    expect(text($(".inb-decision"))).toContain(snap.pending.prompt);
    const opts = $$(".inb-decision .inb-option");
    expect(opts.map((o) => o.dataset.value)).toEqual(snap.pending.options);
    expect(opts.every((o) => o.tagName === "BUTTON")).toBe(true);
    click(opts[1]);
    expect(model.sent).toEqual([{ type: "answer", value: [snap.pending.options[1]] }]);
  });

  it("enables the controls from snapshot.can and sends their messages", () => {
    const snap = fixture("stepper_sharing");
    const { model, $ } = show(stepper, snap);
    const order = ["back", "step", "to_decision", "to_end", "reset"];
    for (const t of order) {
      const b = $(`.inb-ctl-${t}`);
      expect(b.tagName).toBe("BUTTON");
      expect(b.disabled).toBe(false);
      click(b);
    }
    expect(model.sent).toEqual(order.map((type) => ({ type })));
    model.set("snapshot", fixture("stepper_decision"));
    expect($(".inb-ctl-step").disabled).toBe(true); // a decision is pending
    expect($(".inb-ctl-to_end").disabled).toBe(true);
    expect($(".inb-ctl-back").disabled).toBe(false);
  });

  it("steps with the keyboard: ArrowRight/Space step, ArrowLeft back, End to end, Home reset", () => {
    const { model, root } = show(stepper, fixture("stepper_sharing"));
    expect(root.getAttribute("tabindex")).toBe("0");
    expect(root.dataset.lmSuppressShortcuts).toBe("true");
    for (const k of ["ArrowRight", " ", "ArrowLeft", "End", "Home"]) {
      const e = key(root, k);
      expect(e.defaultPrevented).toBe(true);
    }
    expect(model.sent).toEqual([
      { type: "step" },
      { type: "step" },
      { type: "back" },
      { type: "to_end" },
      { type: "reset" },
    ]);
    key(root, "x");
    expect(model.sent.length).toBe(5);
  });

  it("does not send what the snapshot disables", () => {
    const { model, root } = show(stepper, fixture("stepper_done"));
    key(root, "ArrowRight");
    key(root, "End");
    expect(model.sent).toEqual([]);
    key(root, "ArrowLeft");
    expect(model.sent).toEqual([{ type: "back" }]);
  });

  it("Space on a focused button presses that button only", () => {
    const { model, $ } = show(stepper, fixture("stepper_sharing"));
    key($(".inb-ctl-reset"), " ");
    expect(model.sent).toEqual([]); // the browser turns Space on a button into its click
  });

  it("offers start buttons when no dogma started", () => {
    const snap = {
      ...fixture("stepper_done"),
      started: false,
      plan: null,
      events: [],
      verdict: null,
      can: { step: false, back: false, to_decision: false, to_end: false, reset: false, start: true },
    };
    const { model, $, $$ } = show(stepper, snap);
    // the current player's top cards, by name (a teaching view), or as yours to the viewer
    expect(text($(".inb-start p"))).toBe(`Dogma: choose one of ${snap.board.current}'s top cards to start`);
    const starts = $$(".inb-start-card");
    expect(starts.map((b) => b.dataset.start)).toEqual(snap.startable);
    click(starts[1]);
    expect(model.sent).toEqual([{ type: "start", card: snap.startable[1] }]);
    document.body.innerHTML = "";
    const mine = show(stepper, { ...snap, board: { ...snap.board, perspective: snap.board.current } });
    expect(text(mine.$(".inb-start p"))).toBe("Dogma: choose one of your top cards to start");
  });

  it("before the first step, shows the card's effects from the card data", () => {
    const snap = fixture("stepper_start");
    snap.frames = [{ id: 1, kind: "card", event: 1, label: "Archery (dogma)", card: "Archery" }];
    const { $, $$ } = show(stepper, snap);
    // nothing stepped yet: "step", not "step once more"
    expect(text($(".inb-plan"))).toContain("Archery: step to see who shares and who is vulnerable");
    expect(text($(".inb-plan"))).not.toContain("once more");
    document.body.innerHTML = "";
    const stepped = {
      ...snap,
      events: [{ index: 1, kind: "card", text: "Ann activates Archery", depth: 0, cards: [] }],
    };
    expect(text(show(stepper, stepped).$(".inb-plan"))).toContain("Archery: step once more to see who shares");
    expect(text($$(".inb-plan-effects .inb-effect")[0])).toContain("I demand you draw a 1");
    expect($(".inb-title").textContent).toBe("Dogma Archery");
    document.body.innerHTML = "";
    const noted = { ...snap, note: "Try it: the cards you could not see are dealt anew" };
    expect(show(stepper, noted).$(".inb-title").textContent).toBe(
      "Dogma Archery — Try it: the cards you could not see are dealt anew",
    );
  });

  it("renders the start snapshot and the board with the featured icon marked", () => {
    const { $ } = show(stepper, fixture("stepper_start"));
    expect($(".inb-ctl-step").disabled).toBe(false);
    expect($(".inb-timeline").textContent).toContain("No events yet");
    document.body.innerHTML = "";
    const s = show(stepper, fixture("stepper_sharing"));
    expect(s.$$(".inb-icon-count.inb-featured").every((e) => e.dataset.icon === "castle")).toBe(true);
    expect(s.$$(".inb-player").length).toBe(3);
  });

  it("shows the error line and Iello words", () => {
    const snap = fixture("stepper_sharing");
    const L = {
      ...snap.board.labels,
      shares: "benefits",
      not_sharing: "does not benefit",
      activator: "activator",
      bonus: "Cooperation bonus",
      featured_icon: "Required icon",
      board: "Zone",
    };
    const { model, $, $$ } = show(stepper, { ...snap, board: { ...snap.board, labels: L, terminology: "iello" } });
    // Mysticism makes no demand: Cat, with fewer castles, does not share (never "vulnerable")
    expect($$(".inb-elig-status").map((e) => e.textContent)).toEqual(["does not benefit", "benefits", "activator"]);
    expect(text($(".inb-eligibility caption"))).toContain("Required icon");
    model.set("error", "the dogma is over: reset to watch it again");
    expect($(".inb-error").textContent).toBe("the dogma is over: reset to watch it again");
  });

  it("keeps 'to end' and 'to next decision' apart, and offers a new dogma once one is done", () => {
    const snap = fixture("stepper_done");
    const { model, $, $$ } = show(stepper, { ...snap, can: { ...snap.can, to_decision: false, to_end: true } });
    expect($(".inb-ctl-to_decision").disabled).toBe(true);
    expect($(".inb-ctl-to_end").disabled).toBe(false);
    click($(".inb-ctl-to_end"));
    expect(model.sent).toEqual([{ type: "to_end" }]);
    expect(snap.can.start).toBe(true);
    expect($$(".inb-start-card").map((b) => b.dataset.start)).toEqual(snap.startable);
  });

  it("follows a selection made in Python", () => {
    const { model, root } = show(stepper, fixture("stepper_sharing"));
    model.set("selected", "Mysticism");
    expect(root.querySelector(".inb-detail").textContent).toContain("Mysticism");
  });

  it("keeps the board in place and redraws only the parts whose data changed", () => {
    const snap = fixture("stepper_sharing");
    const { model, $, $$ } = show(stepper, snap);
    const before = $(".inb-board");
    const [ann, ben] = $$(".inb-player");
    const status = $(".inb-board-details summary");
    model.set("snapshot", { ...snap, events: snap.events.slice(0, 2) });
    expect($(".inb-board")).toBe(before);
    expect($$(".inb-player")[0]).toBe(ann);
    const players = snap.board.players.map((p, i) => (i === 1 ? { ...p, score_total: p.score_total + 5 } : p));
    model.set("snapshot", { ...snap, board: { ...snap.board, turn: snap.board.turn + 1, players } });
    expect($(".inb-board")).toBe(before);
    expect($$(".inb-player")[0]).toBe(ann); // unchanged: reused
    expect($$(".inb-player")[1]).not.toBe(ben); // changed: drawn again
    expect($(".inb-board-details summary")).not.toBe(status);
    expect($(".inb-board-details summary").textContent).toContain(`Turn ${snap.board.turn + 1}`);
  });
});

describe("a stepper on a Meld action", () => {
  it("speaks of the meld, not of a dogma, from the start to the end", () => {
    const start = fixture("stepper_meld_start");
    const { model, $, root } = show(stepper, start);
    const title = root.querySelector(".inb-title").textContent;
    expect(title).toBe("Meld Calendar");
    const plan = $(".inb-action-plan");
    expect(plan.dataset.action).toBe("meld");
    expect(plan.textContent).toContain("Ann melds Calendar");
    expect(plan.textContent).toContain("Step to meld Calendar");
    expect(root.textContent).not.toMatch(/activate the card|eligibility table/);
    model.set("snapshot", fixture("stepper_meld_done"));
    expect(root.querySelector(".inb-title").textContent).toBe("Meld Calendar (done)");
    expect(root.textContent).toContain("Nothing: the meld is over.");
    expect(root.textContent).toContain("The meld is over");
    expect(root.textContent).not.toMatch(/dogma is over|top cards to start/i);
    expect($(".inb-start")).toBeNull();
  });
});
