import { afterEach, describe, expect, it } from "vitest";
import * as quiz from "../src/quiz.js";
import { click, fixture, key, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("QuizWidget view", () => {
  it("asks the question with a button per choice and gives nothing away", () => {
    const snap = fixture("quiz_start");
    const { $, $$ } = show(quiz, snap);
    expect(text($(".inb-quiz-question"))).toBe(snap.question);
    const buttons = $$(".inb-quiz-choice");
    expect(buttons.map((b) => text(b))).toEqual(snap.choices.map((c, i) => `${"ABC"[i]} ${c}`));
    expect(buttons.every((b) => b.tagName === "BUTTON" && !b.disabled)).toBe(true);
    expect($(".inb-quiz-right")).toBeNull();
    expect($(".inb-quiz-verdict")).toBeNull();
    expect(text($(".inb-quiz-how"))).toContain("press 1–3");
  });

  it("sends the choice clicked", () => {
    const { model, $$ } = show(quiz, fixture("quiz_start"));
    click($$(".inb-quiz-choice")[1]);
    expect(model.sent).toEqual([{ type: "choose", choice: 1 }]);
  });

  it("answers by keyboard: a number or a letter on the focused widget", () => {
    const { model, root } = show(quiz, fixture("quiz_start"));
    const e = key(root, "1");
    expect(e.defaultPrevented).toBe(true);
    key(root, "c");
    key(root, "9"); // no ninth choice
    key(root, "x");
    expect(model.sent).toEqual([
      { type: "choose", choice: 0 },
      { type: "choose", choice: 2 },
    ]);
  });

  it("after a right answer: the verdict, why, and what to watch next; no more answers", () => {
    const snap = fixture("quiz_right");
    const { model, root, $, $$ } = show(quiz, snap);
    expect($(".inb-quiz-verdict").dataset.status).toBe("right");
    expect(text($(".inb-quiz-word"))).toBe("Right.");
    expect(text($(".inb-quiz-why"))).toBe(snap.explanation);
    expect(text($(".inb-quiz-then"))).toContain(snap.then);
    expect($$(".inb-quiz-choice").every((b) => b.disabled)).toBe(true);
    expect($(".inb-quiz-right").dataset.choice).toBe(String(snap.answer));
    key(root, "2");
    expect(model.sent).toEqual([]);
    click($(".inb-quiz-reset"));
    expect(model.sent).toEqual([{ type: "reset" }]);
  });

  it("after a wrong answer: marks both, names the answer and gives the feedback", () => {
    const snap = fixture("quiz_wrong");
    const { $ } = show(quiz, snap);
    expect(snap.status).toBe("wrong");
    expect($(".inb-quiz-wrong").dataset.choice).toBe(String(snap.chosen));
    expect($(".inb-quiz-right").dataset.choice).toBe(String(snap.answer));
    const verdict = text($(".inb-quiz-verdict"));
    expect(verdict).toContain(`Not quite. The answer is ${snap.choices[snap.answer]}.`);
    expect(verdict).toContain(snap.feedback);
  });

  it("moves the keyboard focus to what comes next once Python answers", () => {
    const { model, root, $ } = show(quiz, fixture("quiz_start"));
    root.focus();
    key(root, "1");
    model.set("snapshot", fixture("quiz_right"));
    expect(document.activeElement).toBe($(".inb-quiz-reset"));
  });
});
