// QuizWidget's view: a question, its choices as buttons (or keys 1–6 / A–F), and once answered: right or not,
// why, and what to watch next. The right answer is not in the snapshot before the learner answers.
import { button, h } from "./dom.js";
import { richText } from "./icons.js";
import { mount } from "./widget.js";

const LETTERS = "ABCDEF";

function choiceButton(snap, i, ctx) {
  const answered = snap.status !== "unanswered";
  const text = snap.choices[i];
  return button(
    [h("span", { class: "inb-quiz-key", "aria-hidden": "true" }, LETTERS[i]), " ", h("span", {}, richText(text))],
    () => {
      ctx.state.refocus = true;
      ctx.send({ type: "choose", choice: i });
    },
    {
      class: [
        "inb-quiz-choice",
        i === snap.chosen && "inb-chosen",
        answered && i === snap.answer && "inb-quiz-right",
        answered && i === snap.chosen && i !== snap.answer && "inb-quiz-wrong",
      ],
      dataset: { choice: i },
      disabled: answered,
      "aria-pressed": String(i === snap.chosen),
      title: answered ? null : `Answer ${LETTERS[i]} (key ${i + 1} or ${LETTERS[i]})`,
    },
  );
}

function verdict(snap, ctx) {
  if (snap.status === "unanswered") {
    return h(
      "p",
      { class: "inb-note inb-quiz-how" },
      `Pick your answer: click it, or press 1–${snap.choices.length} (or A–${LETTERS[snap.choices.length - 1]}).`,
    );
  }
  const right = snap.status === "right";
  return h(
    "div",
    {
      class: ["inb-quiz-verdict", right ? "inb-quiz-verdict-right" : "inb-quiz-verdict-wrong"],
      role: "status",
      "aria-live": "polite",
      dataset: { status: snap.status },
    },
    h(
      "p",
      {},
      h("strong", { class: "inb-quiz-word" }, right ? "Right." : "Not quite."),
      " ",
      right ? null : ["The answer is ", h("strong", {}, richText(snap.choices[snap.answer])), ". "],
      snap.feedback ? richText(snap.feedback) : null,
    ),
    h("p", { class: "inb-quiz-why" }, richText(snap.explanation)),
    snap.then ? h("p", { class: "inb-quiz-then" }, "▶ ", richText(snap.then)) : null,
    button(
      "Try again",
      () => {
        ctx.state.refocus = true;
        ctx.send({ type: "reset" });
      },
      { class: "inb-quiz-reset" },
    ),
  );
}

function body(snap, ctx) {
  if (!snap.choices) return h("div", { class: "inb-quiz" }, h("p", { class: "inb-hint" }, "No question yet."));
  const view = h(
    "div",
    { class: "inb-quiz", dataset: { status: snap.status, exercise: snap.id } },
    h("p", { class: "inb-quiz-question" }, richText(snap.question)),
    h(
      "div",
      { class: "inb-quiz-choices", role: "group", "aria-label": "answers" },
      snap.choices.map((_, i) => choiceButton(snap, i, ctx)),
    ),
    verdict(snap, ctx),
  );
  if (ctx.state.refocus) {
    ctx.state.refocus = false;
    // the button pressed is gone (redrawn, or disabled): keep the keyboard where the learner goes next
    ctx.afterDraw.push(() => {
      const next = view.querySelector(".inb-quiz-reset") || view.querySelector(".inb-quiz-choice");
      if (next) next.focus();
    });
  }
  return view;
}

function onKey(e, ctx) {
  const snap = ctx.snapshot;
  if (!snap.choices || snap.status !== "unanswered" || e.ctrlKey || e.metaKey || e.altKey) return;
  const k = e.key.toUpperCase();
  let i = /^[1-9]$/.test(k) ? Number(k) - 1 : LETTERS.indexOf(k);
  if (k.length !== 1) i = -1;
  if (i >= 0 && i < snap.choices.length) {
    e.preventDefault();
    ctx.state.refocus = true;
    ctx.send({ type: "choose", choice: i });
  }
}

export function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "quiz",
      title: () => "Predict",
      body,
      onKey,
    },
  );
}

export default { render };
