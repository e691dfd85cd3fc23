// GameWidget's view. A bar that stays in sight: whose turn, what the others just did, a paused bot's action to step,
// the pending decision with why it is asked, and the actions (legal ones clickable; illegal ones explained on hover,
// click or focus). Below it, a block of fixed height: the plan of the dogma resolving (or the preview of a Dogma
// pointed at, or the step-through of the others' moves, or what they did) beside the log; the Coach panel (the moves
// ranked, and why); then the table (your board in full, the others compact). Cards act when clicked: a hand card
// offers Meld, a top card Dogma with its preview, an available achievement its Achieve button. Undo and New game sit
// in the header.
import { cachedBoardView, statusText } from "./boardview.js";
import { cardChip } from "./card.js";
import { askButton, coachPanel } from "./coach.js";
import { decisionView } from "./decision.js";
import { button, h, reconcile } from "./dom.js";
import { plainText } from "./icons.js";
import { frameStack, logTree } from "./log.js";
import { planPanel } from "./plan.js";
import { recentDetails, recentStrip, replayKey, replayView } from "./summary.js";
import { label } from "./terms.js";
import { mount } from "./widget.js";
import { article, possessive, subject, verb } from "./words.js";

const KINDS = ["draw", "meld", "achieve", "dogma", "endorse"];
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function actionLabel(a, ctx) {
  const word = label(ctx.labels, a.kind);
  if (a.card) return [`${word} `, cardChip(a.card)];
  if (a.age != null) return `${word} ${a.age}`;
  return word;
}

/** The available achievements without a button, in one line (only the plausible ones get a button). */
function achieveRest(snap, ctx) {
  const shown = new Set((snap.actions || []).filter((a) => a.kind === "achieve").map((a) => a.age));
  const rest = [...new Set((ctx.board.available || []).filter((a) => !shown.has(a)))];
  if (!rest.length) return null;
  return h(
    "span",
    { class: "inb-achieve-rest", dataset: { ages: rest.join(",") } },
    `${rest.join(", ")}: not yet (each needs 5 points per ${label(ctx.labels, "age").toLowerCase()} and ` +
      `${article(label(ctx.labels, "top_card"))} ${label(ctx.labels, "top_card").toLowerCase()} that high)`,
  );
}

function actionButton(a, ctx, show, extra = {}) {
  const reason = plainText(a.reason || ""); // already in the chosen words
  if (a.legal) {
    return button(
      actionLabel(a, ctx),
      () => {
        show("");
        ctx.closeCard();
        ctx.send({ type: "action", action: a.action });
      },
      { class: "inb-action inb-legal", dataset: { action: a.action, ...extra } },
    );
  }
  const b = button(
    actionLabel(a, ctx),
    (e) => {
      e.preventDefault();
      show(reason);
    },
    {
      class: "inb-action inb-illegal",
      dataset: { action: a.action, ...extra },
      "aria-disabled": "true",
      title: reason,
    },
  );
  b.addEventListener("focus", () => show(reason));
  return b;
}

export function actionsView(snap, ctx) {
  const explain = h("div", { class: "inb-explain", role: "status", "aria-live": "polite" });
  const show = (text) => {
    explain.textContent = text || "";
  };
  // Artifacts: the free special action comes first, in a group of its own (the others wait for it)
  const free = (snap.actions || []).filter((a) => a.free);
  const freeGroup = free.length
    ? h(
        "div",
        {
          class: ["inb-action-group", "inb-actions-free"],
          role: "group",
          "aria-label": label(ctx.labels, "free_action"),
        },
        h("span", { class: "inb-free-title" }, `${label(ctx.labels, "free_action")}:`),
        free.map((a) => actionButton(a, ctx, show)),
      )
    : null;
  const groups = KINDS.map((kind) => {
    const acts = (snap.actions || []).filter((a) => a.kind === kind && !a.free);
    if (!acts.length) return null;
    return h(
      "div",
      { class: ["inb-action-group", `inb-actions-${kind}`], role: "group", "aria-label": label(ctx.labels, kind) },
      acts.map((a) => actionButton(a, ctx, show)),
      kind === "achieve" ? achieveRest(snap, ctx) : null,
    );
  }).filter(Boolean);
  if (freeGroup) groups.unshift(freeGroup);
  return h(
    "section",
    { class: "inb-actions", "aria-label": "actions" },
    h("div", { class: "inb-section-title" }, `${possessive(ctx.board.current, ctx)} actions`),
    groups,
    explain,
  );
}

// -- the review --------------------------------------------------------------------------------------------------
/** "Review this game" (or "the game so far"): Python judges every seat's decisions in the background and shows the
 * review below the game, open on yours; meanwhile its progress and a Cancel. */
export function reviewBar(review, ctx) {
  if (!review || (!review.available && review.status !== "running")) return null;
  const what = review.over ? "this game" : "the game so far";
  if (review.status === "running") {
    const done = review.total ? `${review.done} of ${review.total} moves` : "starting";
    return h(
      "span",
      { class: "inb-review-bar", dataset: { status: "running" }, role: "status" },
      `Reviewing the game: ${done}`,
      h("progress", {
        class: "inb-review-progress",
        max: String(review.total || 1),
        value: String(review.done || 0),
        "aria-label": "the review's progress",
      }),
      button("Cancel", () => ctx.send({ type: "review_cancel" }), {
        class: "inb-review-cancel",
        dataset: { focus: "review-cancel" },
        title: "Stop the review: the moves judged so far are shown",
      }),
    );
  }
  const people = review.people || [];
  const again = review.status === "done" || review.status === "cancelled";
  const buttons = people.map((p) =>
    button(
      people.length > 1
        ? `Review ${possessive(p, ctx, false)} game`
        : again
          ? `Review ${what} again`
          : `Review ${what}`,
      () => ctx.send(people.length > 1 ? { type: "review", player: p } : { type: "review" }),
      {
        class: "inb-review-start",
        dataset: { player: p, focus: `review-${p}` },
        title:
          "The coach goes back over every decision of the game, yours and the others': what was best, and how " +
          "much chance to win each gave away. It runs in the background; the review shows below the game, open " +
          "on your moves.",
      },
    ),
  );
  return h(
    "span",
    { class: "inb-review-bar", dataset: { status: review.status } },
    review.status === "error" ? h("span", { class: "inb-error inb-review-error" }, review.error) : null,
    review.shown
      ? h(
          "span",
          { class: "inb-note" },
          review.status === "cancelled" ? "Stopped early: the review so far is below." : "The review is below.",
        )
      : null,
    buttons,
  );
}

// -- the bar ----------------------------------------------------------------------------------------------------
function toActText(snap, ctx) {
  if (snap.result || !snap.to_act) return null;
  if (snap.live) return `${snap.live.bot} (a bot) is taking an action: step through it`;
  if (snap.pending) return `${subject(snap.to_act, ctx)} ${verb(snap.to_act, ctx, "decides")}`;
  if ((snap.bots || []).includes(snap.to_act)) return `${snap.to_act} (a bot) is to move`;
  return snap.to_act === ctx.board.perspective ? "Your move" : `${snap.to_act} to move`;
}

function pauseToggle(snap, ctx) {
  if (!(snap.bots || []).length || snap.result) return null;
  const box = h("input", {
    type: "checkbox",
    class: "inb-pause",
    dataset: { focus: "pause" },
    onchange: (e) => ctx.send({ type: "pause", on: e.target.checked }),
  });
  box.checked = !!snap.pause_bots;
  return h(
    "label",
    { class: "inb-pause-label", title: "Stop before each bot action and step through it event by event" },
    box,
    " Pause the bots (step through their actions)",
  );
}

function liveBar(live, ctx) {
  const what = { kind: live.kind, card: live.card, age: live.age };
  const words = what.card
    ? [`${label(ctx.labels, what.kind)} `, cardChip(what.card)]
    : what.age != null
      ? `${label(ctx.labels, what.kind)} ${what.age}`
      : label(ctx.labels, what.kind);
  return h(
    "div",
    { class: "inb-live", dataset: { bot: live.bot } },
    h("span", {}, h("strong", {}, live.bot), " takes an action: ", words, ". "),
    h(
      "div",
      { class: "inb-controls", role: "toolbar", "aria-label": "the bot's action" },
      button("Step ▶", () => ctx.send({ type: "step" }), {
        class: "inb-ctl-step",
        dataset: { msg: "step" },
        title: "One event (key: → or Space)",
      }),
      button("Finish the action ▶▶|", () => ctx.send({ type: "to_end" }), {
        class: "inb-ctl-to_end",
        dataset: { msg: "to_end" },
        title: "Key: End",
      }),
    ),
  );
}

function commandBar(snap, ctx) {
  const status = h(
    "div",
    { class: ["inb-status-row", snap.result && "inb-result"], role: "status" },
    h("span", { class: "inb-status", dataset: { turn: ctx.board.turn } }, statusText(ctx.board, ctx)),
    !snap.result && ctx.board.achievements_needed
      ? h(
          "span",
          { class: "inb-needed" },
          `· ${ctx.board.achievements_needed} ${label(ctx.labels, "achievements").toLowerCase()} to win`,
        )
      : null,
    toActText(snap, ctx)
      ? h("span", { class: "inb-to-act", dataset: { toAct: snap.to_act } }, `· ${toActText(snap, ctx)}`)
      : null,
    pauseToggle(snap, ctx),
    // the coach waits in the status row until asked: its panel opens only with something to show
    snap.coach && snap.coach.status === "idle" && !snap.result
      ? askButton(snap.coach, ctx, { class: "inb-coach-inline" })
      : null,
    snap.result ? reviewBar(snap.review, ctx) : null,
  ); // a finished game offers its review where the result is
  // once the game is over there are no actions to keep room for
  return h(
    "div",
    { class: ["inb-command", "inb-sticky", snap.result && "inb-command-over"] },
    status,
    recentStrip(snap.replay ? null : snap.recent, ctx),
    snap.live ? liveBar(snap.live, ctx) : null,
    snap.pending ? decisionView(snap.pending, ctx) : null,
    (snap.actions || []).length ? actionsView(snap, ctx) : null,
  );
}

// -- the block beside the log ------------------------------------------------------------------------------------
function contextContent(snap, ctx) {
  const st = ctx.state;
  if (snap.replay) return replayView(snap.replay, ctx);
  const pv = previewOf(snap, st.preview);
  const act = st.preview && st.preview.startsWith("endorse ") ? "endorses" : "activates";
  const current = ctx.board.current;
  if (pv) return planPanel(pv, ctx, { title: `If ${subject(current, ctx, false)} ${verb(current, ctx, act)} it now:` });
  const triggers = (snap.frames || []).some((f) => f.kind === "trigger");
  if (triggers && !snap.plan) return frameStack(snap.frames, ""); // what the Meld action set off, in order
  if (snap.plan) return planPanel(snap.plan, ctx, { why: snap.pending ? null : snap.why });
  if (snap.coach && snap.coach.status !== "idle") return coachPanel(snap.coach, ctx);
  if (snap.recent) return recentDetails(snap.recent, ctx);
  if (Object.keys(snap.previews || {}).length) return previewList(snap, ctx);
  return h("p", { class: "inb-hint" }, "While a dogma resolves, who shares, who is vulnerable and why shows here.");
}

/** With no dogma resolving: each Dogma you could take now, and who would share or be vulnerable. */
function previewList(snap, ctx) {
  const rows = Object.entries(snap.previews || {}).map(([card, pv]) => {
    const sharers = pv.sharers.map((n) => subject(n, ctx, false));
    const vulnerable = pv.vulnerable.map((n) => subject(n, ctx, false));
    return h(
      "li",
      { class: "inb-preview-row", dataset: { card } },
      `${label(ctx.labels, "dogma")} `,
      cardChip(card),
      ": ",
      `${label(ctx.labels, "would_share")}: ${sharers.join(", ") || "nobody"} · ` +
        `${label(ctx.labels, "vulnerable")}: ${vulnerable.join(", ") || "nobody"}`,
    );
  });
  return h(
    "section",
    { class: "inb-preview-list", "aria-label": "dogmas you could take" },
    h(
      "p",
      { class: "inb-hint" },
      `Point at a ${label(ctx.labels, "dogma")} button, or click one of your ` +
        `${label(ctx.labels, "top_card").toLowerCase()}s, for the whole table and why.`,
    ),
    h("ul", { class: "inb-preview-rows" }, rows),
  );
}

function contextBox(snap, ctx) {
  const box = h("div", { class: "inb-context inb-scroll-y", "aria-live": "polite" }, contextContent(snap, ctx));
  ctx.state.showPreview = (card) => {
    if (ctx.state.preview === card) return;
    ctx.state.preview = card;
    box.replaceChildren(contextContent(ctx.snapshot, ctx));
  };
  return box;
}

/** The preview of an action ("dogma Oars", "endorse Oars"): the plan it would fix now, if there is one. */
function previewOf(snap, action) {
  if (!action) return null;
  const endorse = action.startsWith("endorse ");
  const card = action.slice(endorse ? 8 : 6);
  return (endorse ? snap.endorse_previews : snap.previews || {})?.[card] || null;
}

/** Pointing at or focusing a Dogma or an Endorse button (or a top card's) previews it in the block beside the log. */
function wirePreviews(container, ctx) {
  const card = (e) => {
    const b = e.target.closest ? e.target.closest('[data-action^="dogma "], [data-action^="endorse "]') : null;
    return b && previewOf(ctx.snapshot, b.dataset.action) ? b.dataset.action : null;
  };
  container.addEventListener("mouseover", (e) => {
    const c = card(e);
    if (c) ctx.state.showPreview(c);
  });
  container.addEventListener("focusin", (e) => {
    const c = card(e);
    if (c) ctx.state.showPreview(c);
  });
  const leave = (e) => {
    if (card(e) && !(e.relatedTarget && card({ target: e.relatedTarget }))) ctx.state.showPreview(null);
  };
  container.addEventListener("mouseout", leave);
  container.addEventListener("focusout", leave);
}

// -- acting on cards ---------------------------------------------------------------------------------------------
function cardActions(name, ctx) {
  const snap = ctx.snapshot;
  const acts = (snap.actions || []).filter((a) => a.card === name);
  if (!acts.length) return null;
  const note = h("div", { class: "inb-explain" });
  const show = (t) => {
    note.textContent = t || "";
  };
  const out = acts.map((a) => actionButton(a, ctx, show, { focus: `card-${a.action}` }));
  const pv = (snap.previews || {})[name];
  if (pv) {
    const sharers = pv.sharers.map((n) => subject(n, ctx, false));
    const vulnerable = pv.vulnerable.map((n) => subject(n, ctx, false));
    out.push(
      h(
        "p",
        { class: "inb-card-preview" },
        `${cap(label(ctx.labels, "would_share"))}: ${sharers.join(", ") || "nobody"} · ` +
          `${label(ctx.labels, "vulnerable")}: ${vulnerable.join(", ") || "nobody"}. ${plainText(pv.bonus)}`,
      ),
    );
  }
  const wrap = h("div", {}, out, note);
  wirePreviews(wrap, ctx);
  return wrap;
}

/** An available achievement clicked: its Achieve button takes the focus (it explains itself when illegal), or
 * the line summing up the ages without a button is pointed out. */
function considerAchievement(age, ctx) {
  const target = ctx.root.querySelector(`.inb-actions [data-action="achieve ${age}"]`);
  if (target) {
    target.focus();
    return;
  }
  const rest = ctx.root.querySelector(".inb-achieve-rest");
  if (rest) {
    rest.classList.remove("inb-flash");
    void rest.offsetWidth; // restart the animation
    rest.classList.add("inb-flash");
  }
}

function onClick(e, ctx) {
  const back = e.target.closest ? e.target.closest("[data-achieve]") : null;
  if (!back) return false;
  considerAchievement(back.dataset.achieve, ctx);
  return true;
}

// -- keys --------------------------------------------------------------------------------------------------------
function onKey(e, ctx) {
  const t = e.target;
  if (t && t.closest && t.closest("input, select, textarea")) return;
  const snap = ctx.snapshot;
  if ((e.key === "Enter" || e.key === " ") && t && t.dataset && t.dataset.achieve) {
    e.preventDefault();
    considerAchievement(t.dataset.achieve, ctx);
    return;
  }
  if (e.key === " " && t && t.closest && t.closest("button, [role=button], summary")) return; // Space presses it
  if (snap.replay) {
    if (replayKey(e, snap.replay, ctx)) e.preventDefault();
    return;
  }
  if (snap.live && (e.key === "ArrowRight" || e.key === " ")) {
    e.preventDefault();
    if (!snap.pending) ctx.send({ type: "step" });
  } else if (snap.live && e.key === "End") {
    e.preventDefault();
    if (!snap.pending) ctx.send({ type: "to_end" });
  }
}

// -- the header --------------------------------------------------------------------------------------------------
function tools(snap, ctx) {
  const st = ctx.state;
  const undo = snap.undo;
  const undoButton = button("↶ Undo", () => ctx.send({ type: "undo" }), {
    class: "inb-undo",
    dataset: { focus: "undo" },
    disabled: !undo,
    title: undo
      ? `Take back ${possessive(undo.player, ctx, false)} last move: ${plainText(undo.text)}`
      : "Nothing to undo yet",
  });
  const review = snap.result ? null : reviewBar(snap.review, ctx);
  if (st.confirmNew) {
    return [
      review,
      undoButton,
      h(
        "span",
        { class: "inb-confirm-new" },
        "Deal a new game? ",
        button(
          "Yes",
          () => {
            st.confirmNew = false;
            ctx.focus('[data-focus="new-game"]');
            ctx.send({ type: "new_game" });
          },
          { class: "inb-new-yes", dataset: { focus: "new-yes" } },
        ),
        button(
          "No",
          () => {
            st.confirmNew = false;
            ctx.focus('[data-focus="new-game"]');
            ctx.redraw();
          },
          { class: "inb-new-no", dataset: { focus: "new-no" } },
        ),
      ),
    ];
  }
  return [
    review,
    undoButton,
    button(
      "New game",
      () => {
        st.confirmNew = true;
        ctx.focus('[data-focus="new-yes"]');
        ctx.redraw();
      },
      { class: "inb-new-game", dataset: { focus: "new-game" }, title: "Deal a new game for the same players" },
    ),
  ];
}

/** The block beside the log, kept in place (with the log in it) so a redraw lays out only what changed. */
function contextRow(context, snap, ctx) {
  const st = ctx.state;
  if (!st.logSection) {
    st.logSection = h("section", { class: "inb-log-section", "aria-label": "log" });
    st.contextRow = h("div", { class: "inb-context-row" });
  }
  // while stepping through the others' moves, the log follows: the event just applied is marked
  reconcile(st.logSection, [
    logTree(snap.log || [], ctx, { mark: snap.replay && snap.replay.event ? snap.replay.event.index : null }),
  ]);
  reconcile(st.contextRow, [context, st.logSection]);
  return st.contextRow;
}

function body(snap, ctx) {
  if (!snap.board || !snap.board.players)
    return h("div", { class: "inb-game" }, h("p", { class: "inb-hint" }, "No game yet."));
  const st = ctx.state;
  if (st.preview && !previewOf(snap, st.preview)) st.preview = null;
  const bar = commandBar(snap, ctx);
  wirePreviews(bar, ctx);
  const context = contextBox(snap, ctx);
  const board = snap.replay ? snap.replay.board : snap.board;
  const moved = snap.replay
    ? snap.replay.event
      ? snap.replay.event.cards || []
      : []
    : snap.recent
      ? snap.recent.cards
      : [];
  ctx.highlight = new Set(moved);
  ctx.featured = snap.plan ? snap.plan.icon : null;
  ctx.achievable = (snap.actions || []).length > 0;
  ctx.handFaces = true;
  // the coach's answer shows in the block beside the log (no taller widget); its rows keep one height all game
  const row = contextRow(context, snap, ctx);
  row.classList.toggle("inb-context-dense", (snap.board.players || []).length >= 3);
  const parts = [
    bar,
    row,
    cachedBoardView(board, ctx, { status: false, compact: true, dense: true, replay: !!snap.replay }),
  ];
  return { class: "inb-game", parts };
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "game",
      title: (snap) => (snap.note ? `Innovation — ${snap.note}` : "Innovation"),
      body,
      onKey,
      tools,
      cardActions,
      onClick,
    },
  );
}

export default { render };
