// The pending decision as buttons: one click answers a single pick; several cards are picked with toggles and a
// confirm button (respecting min/max); an order is built by clicking the options in turn; "you may" adds a decline
// button. Answers go out as {type: "answer", value} in the form innovation_nb/engine/decisions.py checks.
import { cardData } from "./cards.js";
import { cardChip } from "./card.js";
import { button, h } from "./dom.js";
import { richText } from "./icons.js";
import { count, subject, verb } from "./words.js";

function optionButton(content, onClick, props = {}) {
  const { class: cls, ...rest } = props;
  return button(content, onClick, { class: ["inb-option", cls], ...rest });
}

export function decisionView(pending, ctx) {
  const answer = (value) => ctx.send({ type: "answer", value });
  const box = h("section", {
    class: ["inb-decision", "inb-pending", `inb-kind-${pending.kind}`],
    dataset: { kind: pending.kind, player: pending.player },
    "aria-label": pending.title || "a decision",
  });
  // Python words the request for this viewer: "You must choose a card", "Ben may choose a colour"
  box.append(
    h(
      "div",
      { class: "inb-decision-head" },
      h("strong", { class: "inb-decider", dataset: { player: pending.player } }, richText(pending.title || "")),
      pending.card ? [" (", cardChip(pending.card), ")"] : null,
    ),
  );
  // why this player is asked now (a share, a demand, their own dogma), when Python says so
  if (pending.why) box.append(h("p", { class: "inb-why" }, richText(pending.why)));
  // Python sends the prompt already in the chosen words
  if (pending.prompt) box.append(h("p", { class: "inb-prompt" }, richText(pending.prompt)));
  if (!Array.isArray(pending.options)) {
    box.append(
      h(
        "p",
        { class: "inb-waiting" },
        `${subject(pending.player, ctx)} ${verb(pending.player, ctx, "is", "are")} choosing in secret.`,
      ),
    );
    return box;
  }
  if (pending.hidden) box.append(h("p", { class: "inb-note" }, "Your choice stays secret from the others."));
  const opts = h("div", { class: "inb-options", role: "group", "aria-label": "options" });
  box.append(opts);
  const options = pending.options;
  const key = JSON.stringify([pending.player, pending.kind, pending.prompt, options]);

  if (pending.kind === "cards" && pending.max > 1) {
    multiSelect(pending, ctx, opts, box, key, answer);
  } else if (pending.kind === "order") {
    orderSelect(pending, ctx, opts, box, key, answer);
  } else {
    options.forEach((o, i) => opts.append(singleOption(pending.kind, o, optionText(pending, i), ctx, answer)));
  }
  if (pending.optional) {
    const decline = button("Decline", () => answer(null), {
      class: "inb-decline",
      title: "You may decline this",
      dataset: { action: "decline" },
    });
    // beside single options (one line less); after a multiple choice's confirm row
    (pending.kind === "order" || (pending.kind === "cards" && pending.max > 1) ? box : opts).append(decline);
  }
  return box;
}

/** Option ``i`` in the viewer's words, as Python sends it ("you" for the viewer as a player; a card hidden from
 * the chooser by its age and place), else the option itself. */
function optionText(pending, i) {
  const t = (pending.option_texts || [])[i];
  return t == null ? String(pending.options[i]) : String(t);
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Yes" or "No": Python's words for the option, or the option itself in a snapshot without them. */
function yesNo(o, text) {
  return capital(text === "yes" || text === "no" ? text : o === true || o === "yes" ? "yes" : "no");
}

/** A card option: its chip when it names a card the chooser may see, else its words ("a 5 from your score pile"). */
function cardOption(o, text) {
  return cardData(o) ? cardChip(o) : richText(text);
}

function singleOption(kind, o, text, ctx, answer) {
  switch (kind) {
    case "cards":
      return optionButton(cardOption(o, text), () => answer([o]), {
        dataset: { value: o, preview: cardData(o) ? o : undefined },
      });
    case "color":
      return optionButton([h("span", { class: ["inb-swatch", `inb-color-${o}`] }), text], () => answer(o), {
        dataset: { value: o },
      });
    case "value":
      return optionButton(text, () => answer(Number(o)), { dataset: { value: o } });
    case "yes_no":
      return optionButton(yesNo(o, text), () => answer(o === true || o === "yes"), {
        dataset: { value: String(o === true || o === "yes") },
      });
    default: // player, choice (a choice's words in the chosen edition's terms)
      return optionButton(richText(capital(ctx.t(text))), () => answer(o), { dataset: { value: o } });
  }
}

function multiSelect(pending, ctx, opts, box, key, answer) {
  const st = ctx.state;
  if (!st.multi || st.multi.key !== key) st.multi = { key, picks: [] };
  const picks = st.multi.picks;
  const lo = Math.min(pending.min, pending.options.length);
  const hi = pending.max;
  // how many may be picked: the counts Python allows (0 or 2 is not 0 to 2), in its words
  const allowed = pending.counts ? new Set(pending.counts) : null;
  const fits = (n) => (allowed ? allowed.has(n) : n >= lo && n <= hi);
  const need = pending.count_words || (lo === hi ? `exactly ${hi}` : `${lo} to ${hi}`);
  const buttons = pending.options.map((o, n) =>
    optionButton(
      cardOption(o, optionText(pending, n)),
      () => {
        const i = picks.indexOf(o);
        if (i >= 0) picks.splice(i, 1);
        else if (picks.length < hi) picks.push(o);
        update();
      },
      { class: "inb-toggle-option", dataset: { value: o, preview: cardData(o) ? o : undefined } },
    ),
  );
  const confirm = button(
    "Confirm",
    () => {
      if (fits(picks.length)) answer([...picks]);
    },
    { class: "inb-confirm", dataset: { action: "confirm" } },
  );
  const tally = h("span", { class: "inb-pick-count" });
  function update() {
    for (const b of buttons) {
      const on = picks.includes(b.dataset.value);
      b.setAttribute("aria-pressed", String(on));
      b.classList.toggle("inb-picked", on);
      b.disabled = !on && picks.length >= hi;
    }
    confirm.disabled = !fits(picks.length);
    tally.textContent = `${count(picks.length, "card")} chosen (choose ${need})`;
  }
  opts.append(...buttons);
  box.append(h("div", { class: "inb-confirm-row" }, tally, confirm));
  update();
}

function orderSelect(pending, ctx, opts, box, key, answer) {
  const st = ctx.state;
  if (!st.order || st.order.key !== key) st.order = { key, picks: [] };
  const picks = st.order.picks;
  const all = pending.options;
  const buttons = all.map((o, n) =>
    optionButton(
      [h("span", { class: "inb-order-n" }), cardOption(o, optionText(pending, n))],
      () => {
        const i = picks.indexOf(o);
        if (i >= 0) picks.splice(i, 1);
        else picks.push(o);
        update();
      },
      { class: "inb-toggle-option", dataset: { value: o, preview: cardData(o) ? o : undefined } },
    ),
  );
  const confirm = button(
    "Confirm order",
    () => {
      if (picks.length === all.length) answer([...picks]);
    },
    { class: "inb-confirm", dataset: { action: "confirm" } },
  );
  const clear = button(
    "Clear",
    () => {
      picks.length = 0;
      update();
    },
    { class: "inb-clear" },
  );
  function update() {
    for (const b of buttons) {
      const i = picks.indexOf(b.dataset.value);
      b.setAttribute("aria-pressed", String(i >= 0));
      b.classList.toggle("inb-picked", i >= 0);
      b.querySelector(".inb-order-n").textContent = i >= 0 ? `${i + 1}.` : "";
    }
    confirm.disabled = picks.length !== all.length;
  }
  opts.append(...buttons);
  box.append(
    h("p", { class: "inb-note" }, "Click the options in order (first one first)."),
    h("div", { class: "inb-confirm-row" }, clear, confirm),
  );
  update();
}
