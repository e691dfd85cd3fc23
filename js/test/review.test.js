import { afterEach, describe, expect, it } from "vitest";
import * as review from "../src/review.js";
import * as game from "../src/game.js";
import { CURVE, classSlug, curveScale, curveSvg, moveList } from "../src/review.js";
import { click, fixture, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();
const pointsOf = (el) =>
  el
    .getAttribute("points")
    .split(" ")
    .map((p) => p.split(",").map(Number));

describe("the curve", () => {
  const curve = [
    { number: 0, turn: 1, chance: 0.5, low: 0.3, high: 0.7, class: "best" },
    { number: 1, turn: 2, chance: 0.25, low: 0.1, high: 0.4, class: "blunder" },
    { number: 2, turn: 3, chance: 1, low: 0.9, high: 1, class: "too close to call" },
  ];

  it("puts each move at its chance, first to last, inside the box", () => {
    const svg = curveSvg(curve, null);
    const line = pointsOf(svg.querySelector(".inb-rv-line"));
    const { x, y } = curveScale(3);
    expect(line).toEqual(curve.map((p, i) => [Math.round(x(i) * 10) / 10, Math.round(y(p.chance) * 10) / 10]));
    expect(line[0][0]).toBe(CURVE.left);
    expect(line[2][0]).toBe(CURVE.width - CURVE.right);
    expect(line[2][1]).toBe(CURVE.top); // 100% at the top
    expect(y(0)).toBe(CURVE.height - CURVE.bottom); // 0% at the bottom
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${CURVE.width} ${CURVE.height}`);
  });

  it("draws the interval as a band around the line", () => {
    const band = pointsOf(curveSvg(curve, null).querySelector(".inb-rv-band"));
    const { y } = curveScale(3);
    expect(band.length).toBe(6);
    expect(band.slice(0, 3).map((p) => p[1])).toEqual(curve.map((p) => Math.round(y(p.high) * 10) / 10));
    expect(band.slice(3).map((p) => p[1])).toEqual(curve.map((p) => Math.round(y(p.low) * 10) / 10).reverse());
  });

  it("marks each move by its class with a shape as well as a colour, and rings the move picked", () => {
    const svg = curveSvg(curve, 1);
    const marks = [...svg.querySelectorAll(".inb-rv-mark")];
    expect(marks.map((m) => m.tagName)).toEqual(["circle", "path", "circle"]);
    expect(marks.map((m) => [...m.classList].find((c) => c.startsWith("inb-k-")))).toEqual([
      "inb-k-best",
      "inb-k-blunder",
      "inb-k-close",
    ]);
    expect(marks[2].classList.contains("inb-rv-ring")).toBe(true);
    expect(svg.querySelector(".inb-rv-at").getAttribute("data-number")).toBe("1");
    expect(svg.querySelectorAll(".inb-rv-ring-at").length).toBe(1);
    expect(svg.querySelector('[data-number="1"] title').textContent).toContain("blunder");
  });

  it("draws one move alone in the middle, without a line", () => {
    const svg = curveSvg(curve.slice(0, 1), 0);
    expect(svg.querySelector(".inb-rv-line")).toBeNull();
    const dot = svg.querySelector(".inb-rv-mark");
    expect(Number(dot.getAttribute("cx"))).toBeCloseTo(curveScale(1).x(0), 1);
  });

  it("a click on a mark picks its move", () => {
    const picked = [];
    const svg = curveSvg(curve, 0, (n) => picked.push(n));
    document.body.append(svg);
    click(svg.querySelector('[data-number="2"] .inb-rv-hit'));
    expect(picked).toEqual([2]);
  });
});

describe("the move list", () => {
  it("lists every move with its class in words and marks the one picked", () => {
    const snap = fixture("review");
    const list = moveList(snap.moves, snap.at, () => {});
    const items = [...list.querySelectorAll(".inb-rv-move")];
    expect(items.length).toBe(snap.moves.length);
    items.forEach((li, i) => {
      expect(li.classList.contains(`inb-k-${classSlug(snap.moves[i].class)}`)).toBe(true);
      expect(text(li.querySelector(".inb-rv-class"))).toBe(snap.moves[i].class);
    });
    const at = list.querySelector(".inb-rv-at");
    expect(Number(at.dataset.number)).toBe(snap.at);
    expect(at.getAttribute("aria-selected")).toBe("true");
    expect(list.querySelectorAll(".inb-rv-star").length).toBe(snap.moves.filter((m) => m.key).length);
  });
});

describe("ReviewWidget view", () => {
  it("shows the title, the counts per class, the curve, the list and the moment picked", () => {
    const snap = fixture("review");
    const { $, $$ } = show(review, snap);
    expect($(".inb-title").textContent).toBe(snap.title);
    expect($$(".inb-rv-count").map((c) => c.dataset.class)).toEqual(snap.classes);
    expect($$(".inb-rv-curve .inb-rv-point").length).toBe(snap.curve.length);
    expect($$(".inb-rv-move").length).toBe(snap.moves.length);
    const m = snap.moment;
    expect(Number($(".inb-rv-moment").dataset.number)).toBe(snap.at);
    expect(text($(".inb-rv-yours .inb-rv-side-move"))).toBe(m.played);
    expect(text($(".inb-rv-best .inb-rv-side-move"))).toBe(m.best);
    expect(text($(".inb-rv-why"))).toBe(m.explanation);
    expect($(".inb-board")).not.toBeNull();
    expect($(".inb-player.inb-viewer").dataset.player).toBe(snap.player);
  });

  it("a click on a move, or the arrow keys, asks for that moment; Try it asks Python to open it", () => {
    const snap = fixture("review");
    const { model, $, root } = show(review, snap);
    click($(`.inb-rv-move[data-number="${snap.at + 1}"]`));
    key(root, "ArrowLeft");
    key(root, "ArrowDown");
    key(root, "End");
    click($(".inb-rv-try"));
    expect(model.sent).toEqual([
      { type: "moment", move: snap.at + 1 },
      { type: "moment", move: snap.at - 1 },
      { type: "moment", move: snap.at + 1 },
      { type: "moment", move: snap.moves.length - 1 },
      { type: "try_it", move: snap.at },
    ]);
  });

  it("says what the move gave away, with a true minus sign, and none measured when the estimate is not a loss", () => {
    const m = { loss: 12.4, loss_interval: [-3.2, 27.9] };
    expect(review.lossWords(m)).toBe("Given away: 12 points (95%: \u22123 to 28 points)");
    expect(review.lossWords({ loss: -2.6, loss_interval: [-13, 7] })).toBe(
      "Given away: none measured (95%: \u221213 to 7 points)",
    );
    expect(review.lossWords({ loss: 1.2, loss_interval: [0.4, 2] })).toBe("Given away: 1 point (95%: 0 to 2 points)");
  });

  it("a question shows what was asked", () => {
    const snap = fixture("review_question");
    const { $ } = show(review, snap);
    expect(snap.moment.kind).toBe("answer");
    expect(text($(".inb-rv-prompt"))).toBe(`The question: ${snap.moment.prompt}`);
  });

  it("with hindsight the title says so and every hand is shown", () => {
    const snap = fixture("review_hindsight");
    const { $ } = show(review, snap);
    expect($(".inb-title").textContent).toContain("with hindsight");
    expect(snap.board.perspective).toBeNull();
  });
});

describe("two players side by side", () => {
  const curve = [
    { player: "Ann", mine: true, number: 0, turn: 1, chance: 0.5, low: 0.4, high: 0.6, class: "best" },
    { player: "Ben", mine: false, number: 0, turn: 1, chance: 0.45, low: 0.3, high: 0.6, class: "mistake" },
    { player: "Ann", mine: true, number: 1, turn: 2, chance: 0.4, low: 0.3, high: 0.5, class: "too close to call" },
  ];

  it("draws the other player's marks hollow, rings the move picked of the right player, says whose is whose", () => {
    const svg = curveSvg(curve, { player: "Ben", number: 0 });
    const marks = [...svg.querySelectorAll(".inb-rv-mark")];
    expect(marks.map((m) => m.classList.contains("inb-rv-other"))).toEqual([false, true, false]);
    expect(svg.querySelectorAll(".inb-rv-at").length).toBe(1);
    expect(svg.querySelector(".inb-rv-at").getAttribute("data-player")).toBe("Ben");
    expect(svg.querySelector('[data-player="Ben"] title').textContent).toContain("Ben's move 1");
    expect(text(svg.querySelector("text:last-of-type"))).toContain("Ben's hollow");
  });

  it("a click on the other player's mark asks for that player's moment", () => {
    const picked = [];
    const svg = curveSvg(curve, { player: "Ann", number: 0 }, (n, p) => picked.push([n, p]));
    document.body.append(svg);
    click(svg.querySelector('[data-player="Ben"] .inb-rv-hit'));
    expect(picked).toEqual([[0, "Ben"]]);
  });

  it("shows each player's accuracy and counts, the effort, and switches to the other player's moves", () => {
    const snap = fixture("review_players");
    const { model, $, $$ } = show(review, snap);
    const rows = $$(".inb-rv-player");
    expect(rows.map((r) => r.dataset.player)).toEqual(["Ann", "Ben"]);
    expect(text(rows[0].querySelector(".inb-rv-who"))).toBe("You (Ann)");
    expect(rows[1].querySelectorAll(".inb-rv-count").length).toBe(snap.classes.length);
    expect(snap.classes).toContain("miss");
    expect(text($(".inb-rv-effort"))).toContain("simulations a position on average");
    expect(text($(".inb-rv-effort"))).toContain("95% interval");
    expect($$(".inb-rv-curve .inb-rv-other").length).toBe(snap.curve.filter((p) => !p.mine).length);
    expect(text($(".inb-rv-sims"))).toMatch(/simulations? · \d+ pairs?/);
    click(rows[1].querySelector(".inb-rv-who"));
    click($('.inb-rv-curve [data-player="Ben"] .inb-rv-hit'));
    expect(model.sent[0]).toEqual({ type: "review_player", player: "Ben" });
    expect(model.sent[1]).toMatchObject({ type: "moment", player: "Ben" });
  });

  it("the other player's moment: their words for you, their chance, no Try it and no Retry", () => {
    const snap = fixture("review_theirs");
    const { $ } = show(review, snap);
    expect(snap.moment.mine).toBe(false);
    expect(text($(".inb-rv-moment-head strong"))).toContain("Ben's move");
    expect(text($(".inb-rv-yours .inb-section-title"))).toContain("Ben played");
    expect(text($(".inb-rv-yours .inb-note"))).toContain("Ben's chance to win");
    expect($(".inb-rv-try")).toBeNull();
    expect($(".inb-rv-retry-open")).toBeNull();
    expect($(".inb-rv-moves").getAttribute("aria-label")).toBe("Ben's moves");
    expect($(".inb-player.inb-viewer").dataset.player).toBe("Ann"); // the board from your seat
  });
});

describe("Retry", () => {
  it("a missed win says you could have won", () => {
    const snap = fixture("review_miss");
    const { $, $$ } = show(review, snap);
    expect(snap.moment.class).toBe("miss");
    expect(text($(".inb-rv-won"))).toMatch(/^You could have won: /);
    expect($$(".inb-rv-count").some((c) => c.dataset.class === "miss" && Number(c.dataset.count) > 0)).toBe(true);
    expect($$(".inb-rv-curve .inb-rv-mark.inb-k-miss").length).toBeGreaterThan(0);
  });

  it("Retry offers your actions there, a Hint and the answer, and hides the coach's move meanwhile", () => {
    const snap = fixture("review_retry");
    const n = snap.retry.move;
    const { model, $, $$ } = show(review, snap);
    expect($(".inb-rv-won")).toBeNull();
    expect($(".inb-rv-best.inb-rv-hidden")).not.toBeNull();
    expect(text($(".inb-rv-moment"))).not.toContain(snap.moment.best);
    expect($(".inb-rv-retry-open").getAttribute("aria-pressed")).toBe("true");
    const legal = $$(".inb-rv-retry .inb-action.inb-legal");
    expect(legal.map((b) => b.dataset.action)).toEqual(snap.retry.actions.filter((a) => a.legal).map((a) => a.action));
    click(legal[0]);
    click($(".inb-rv-hint"));
    click($(".inb-rv-answer"));
    click($(".inb-rv-retry-open"));
    expect(model.sent).toEqual([
      { type: "retry", move: n, value: legal[0].dataset.action },
      { type: "retry_hint", move: n },
      { type: "retry_answer", move: n },
      { type: "retry_open", move: null },
    ]);
  });

  it("the move tried is judged: not as good, the verdict once, the hint shown", () => {
    const snap = fixture("review_retried");
    const { $ } = show(review, snap);
    const status = $(".inb-rv-retry-status");
    expect(status.dataset.asGood).toBe("false");
    expect(text(status.querySelector(".inb-rv-verdict"))).toBe(snap.retry.verdict);
    expect(text($(".inb-rv-retry-why p"))).toBe(snap.retry.explanation);
    expect($(".inb-rv-retry-why").tagName).toBe("DETAILS"); // folded: it names the coach's move
    expect(text($(".inb-rv-hint-text"))).toBe(snap.retry.hint);
    expect($(".inb-rv-hint").disabled).toBe(true);
  });

  it("an answer is retried among the question's answers", () => {
    const snap = fixture("review_retry_answer");
    const n = snap.retry.move;
    const { model, $ } = show(review, snap);
    expect($(".inb-rv-retry .inb-decision")).not.toBeNull();
    expect($(".inb-rv-retry .inb-actions")).toBeNull();
    click($(".inb-rv-retry .inb-option"));
    expect(model.sent.length).toBe(1);
    expect(model.sent[0]).toMatchObject({ type: "retry", move: n });
  });

  it("the arrow keys inside Retry do not change the moment", () => {
    const snap = fixture("review_retry");
    const { model, $ } = show(review, snap);
    key($(".inb-rv-hint"), "ArrowRight");
    expect(model.sent).toEqual([]);
  });

  it("your mistakes can be saved as puzzles", () => {
    const snap = fixture("review_retry");
    const { model, $ } = show(review, snap);
    const b = $(".inb-rv-save-button");
    expect(text(b)).toBe(`Save my mistakes as puzzles (${snap.saving.count})`);
    click(b);
    expect(model.sent).toEqual([{ type: "save_retries" }]);
  });
});

describe("GameWidget's review", () => {
  it("a finished game offers Review this game where the result is", () => {
    const snap = fixture("game_over_review");
    const { model, $ } = show(game, snap);
    const b = $(".inb-status-row .inb-review-start");
    expect(text(b)).toBe("Review this game");
    click(b);
    expect(model.sent).toEqual([{ type: "review" }]);
    // no actions are left, so the bar keeps no room for them
    expect($(".inb-command").classList.contains("inb-command-over")).toBe(true);
  });

  it("while it runs: its progress and Cancel", () => {
    const snap = fixture("game_reviewing");
    const { model, $ } = show(game, snap);
    expect($(".inb-review-progress")).not.toBeNull();
    expect($(".inb-review-start")).toBeNull();
    click($(".inb-review-cancel"));
    expect(model.sent).toEqual([{ type: "review_cancel" }]);
  });

  it("during a game, the game so far is offered in the header once you have moved", () => {
    const snap = fixture("game_turn");
    const { $ } = show(game, snap);
    expect(text($(".inb-tools .inb-review-start"))).toBe("Review the game so far");
    expect($(".inb-command").classList.contains("inb-command-over")).toBe(false);
  });
});
