// The Coach panel (GameWidget, PuzzleWidget): a button that asks the coach (Python searches in the background), a
// progress bar with Stop while it thinks, then the moves ranked best first — each with its estimated chance (a bar
// with its 95% interval), the simulations behind it, the reasons in words, and a button that plays it.
import { button, h } from "./dom.js";

const pct = (x) => `${Math.round(100 * x)}%`;

/** The message that plays a suggestion: an action, or the answer to the decision waiting. */
export function playMessage(s) {
  return s.kind === "action" ? { type: "action", action: s.action } : { type: "answer", value: s.action };
}

function chanceBar(s) {
  const [lo, hi] = s.interval || [s.win_rate, s.win_rate];
  return h(
    "span",
    {
      class: "inb-coach-bar",
      role: "img",
      "aria-label": `estimated ${pct(s.win_rate)}, between ${pct(lo)} and ${pct(hi)}`,
    },
    h("span", { class: "inb-coach-range", style: { left: pct(lo), width: pct(Math.max(hi - lo, 0.005)) } }),
    h("span", { class: "inb-coach-mark", style: { left: pct(s.win_rate) } }),
  );
}

function suggestionItem(s, i, ctx, opts) {
  const [lo, hi] = s.interval || [0, 1];
  // the first move stands out as the best only when the next one is not too close to call
  return h(
    "li",
    {
      class: ["inb-coach-item", i === 0 && !s.close_to_best && "inb-coach-best", s.close_to_best && "inb-coach-close"],
      dataset: { move: s.move, kind: s.kind },
    },
    h(
      "div",
      { class: "inb-coach-head" },
      h("strong", { class: "inb-coach-move" }, s.words || s.move),
      h(
        "span",
        { class: "inb-coach-rate", title: "estimated chance to win (95% interval)" },
        ` ${pct(s.win_rate)} `,
        h("span", { class: "inb-note" }, `(${pct(lo)}–${pct(hi)})`),
      ),
      chanceBar(s),
      h("span", { class: "inb-coach-sims inb-note" }, `${s.simulations} sim.`),
      opts.play
        ? button("Play it", () => ctx.send(playMessage(s)), { class: "inb-coach-play", dataset: { move: s.move } })
        : null,
    ),
    h("p", { class: "inb-coach-why" }, s.explanation),
  );
}

/** The button that asks the coach (disabled, saying why in its tooltip, when it cannot help now). */
export function askButton(coach, ctx, opts = {}) {
  const again = coach.status === "done" || coach.status === "cancelled";
  const why = coach.available
    ? `What should ${coach.player === ctx.board?.perspective ? "you" : coach.player} do? ` +
      "The coach plays many quick games from here, guessing the cards you cannot see"
    : `Not now: ${coach.why_not || "the coach cannot advise here"}.`;
  return button(
    again ? "Ask again" : opts.label || "Ask the coach",
    () => {
      if (coach.available) ctx.send({ type: "coach" });
    },
    { class: ["inb-coach-ask", opts.class], disabled: !coach.available, title: why },
  );
}

/** The panel for ``coach`` (the snapshot's part). ``opts.title``: the heading; ``opts.play``: offer "Play it";
 * ``opts.show``: how many suggestions are listed (the rest behind a "more" fold). */
export function coachPanel(coach, ctx, opts = {}) {
  const title = opts.title || "Coach";
  const show = opts.show || 3;
  const status = coach.status;
  const head = h(
    "div",
    { class: "inb-coach-top" },
    h("span", { class: "inb-section-title" }, title),
    status === "thinking"
      ? [
          h("progress", {
            class: "inb-coach-progress",
            max: "1",
            value: String(coach.progress || 0),
            "aria-label": "the coach is thinking",
          }),
          button("Stop", () => ctx.send({ type: "coach_cancel" }), {
            class: "inb-coach-stop",
            title: "Stop the search: keep what it found so far",
          }),
        ]
      : askButton(coach, ctx),
  );
  const parts = [head];
  if (!coach.available && coach.why_not)
    parts.push(h("p", { class: "inb-hint inb-coach-off" }, `Not now: ${coach.why_not}.`));
  if (status === "error") parts.push(h("p", { class: "inb-error inb-coach-error" }, coach.error));
  const items = coach.suggestions || [];
  if (items.length) {
    parts.push(
      h(
        "p",
        { class: "inb-note inb-coach-summary" },
        `${coach.simulations} simulations in ${coach.seconds} s${status === "cancelled" ? " (stopped early)" : ""}. ` +
          "The bar shows the estimate and its 95% interval: where the intervals of two moves overlap, " +
          "the coach cannot tell them apart yet.",
      ),
    );
    // the search in one sentence: the best move, or that the top moves are too close to call (then none is marked best)
    if (coach.verdict) {
      parts.push(
        h(
          "p",
          {
            class: ["inb-coach-verdict", coach.decided === false && "inb-coach-undecided"],
            dataset: { decided: String(coach.decided !== false) },
          },
          coach.verdict,
        ),
      );
    }
    const play = opts.play !== false && coach.available && status !== "thinking";
    parts.push(
      h(
        "ol",
        { class: "inb-coach-list" },
        items.slice(0, show).map((s, i) => suggestionItem(s, i, ctx, { play })),
      ),
    );
    if (items.length > show) {
      parts.push(
        h(
          "details",
          { class: "inb-coach-more" },
          h("summary", {}, `${items.length - show} more`),
          h(
            "ol",
            { class: "inb-coach-list", start: String(show + 1) },
            items.slice(show).map((s, i) => suggestionItem(s, i + show, ctx, { play })),
          ),
        ),
      );
    }
  } else if (status === "idle" && coach.available) {
    parts.push(h("p", { class: "inb-hint" }, "Ask the coach for the best moves here and why."));
  }
  return h(
    "section",
    {
      class: ["inb-coach", `inb-coach-st-${status}`],
      "aria-label": "coach",
      dataset: { status, player: coach.player },
    },
    parts,
  );
}
