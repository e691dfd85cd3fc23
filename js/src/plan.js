// The plan of a dogma: the card and its featured icon, each player's count fixed at activation (and the live count
// where it has changed since), each player's role and the reason in words; the effects with who executes each
// (vulnerable only on a demand) and the effect resolving now; for an Endorse, what runs twice. The same panel shows
// a preview before a Dogma or an Endorse action.
import { cardChip, effectItem } from "./card.js";
import { h } from "./dom.js";
import { iconEl, richText } from "./icons.js";
import { label } from "./terms.js";
import { possessive, subject } from "./words.js";

function countCell(r, plan) {
  const changed = r.live != null && r.live !== r.count;
  return h(
    "td",
    { class: "inb-elig-count", dataset: { count: r.count, live: r.live } },
    iconEl(plan.icon),
    ` ${r.count}`,
    r.status !== "activator" ? h("span", { class: "inb-elig-vs" }, ` vs ${plan.activator_count}`) : null,
    changed
      ? h(
          "span",
          {
            class: "inb-elig-live",
            title: "The plan keeps the counts taken when the card was activated",
          },
          ` (${r.live} now, ${r.count} at activation)`,
        )
      : null,
  );
}

function executedBy(e, plan, ctx) {
  const who = e.executors || [];
  if (!who.length) {
    return e.demand
      ? `no one is ${label(ctx.labels, "vulnerable")}: the ${label(ctx.labels, "demand_noun")} does nothing`
      : "executed by no one";
  }
  // an Endorse: the activator carries out each non-demand effect twice (a demand goes round twice instead)
  const twice = (n) => (plan.endorse && !e.demand && n === plan.activator ? " (twice)" : "");
  const round = plan.endorse && e.demand ? ", then round again" : "";
  const order = who.map((n) => subject(n, ctx, false) + twice(n)).join(", then ");
  return `${e.demand ? "carried out by" : "executed by"} ${order}${round}`;
}

/** ``opts.why``: the sentence saying why the deciding player is asked; ``opts.title``: a heading instead of the
 * caption's default. */
export function planPanel(plan, ctx, opts = {}) {
  const L = ctx.labels;
  const rows = (plan.rows || []).map((r) =>
    h(
      "tr",
      {
        class: ["inb-elig-row", `inb-status-${r.status}`],
        dataset: { player: r.player, status: r.status },
      },
      h("th", { scope: "row", class: "inb-elig-player" }, subject(r.player, ctx)),
      countCell(r, plan),
      h("td", { class: "inb-elig-status" }, label(L, r.status)),
      h("td", { class: "inb-elig-reason" }, richText(r.reason)),
    ),
  );
  const caption = h(
    "caption",
    {},
    opts.title ? h("span", { class: "inb-plan-title" }, opts.title, " ") : null,
    cardChip(plan.card),
    ` ${label(L, "featured_icon")}: `,
    iconEl(plan.icon),
    ` ${plan.icon} · ${possessive(plan.activator, ctx)} count: ${plan.activator_count}`,
    h("span", { class: "inb-counted", dataset: { event: plan.event } }, ` · ${plan.counted || ""}`),
  );
  const effects = (plan.effects || []).map((e, i) => {
    const item = effectItem(e, plan.icon, i + 1, L, plan.current_effect === i + 1 && "inb-current-effect");
    item.append(
      h(
        "span",
        { class: "inb-effect-who", dataset: { executors: (e.executors || []).join(",") } },
        executedBy(e, plan, ctx),
      ),
    );
    return item;
  });
  return h(
    "section",
    {
      class: ["inb-plan", plan.preview && "inb-plan-preview"],
      "aria-label": "who shares, who is vulnerable",
      dataset: { card: plan.card },
    },
    opts.why ? h("p", { class: "inb-why" }, richText(opts.why)) : null,
    h(
      "table",
      { class: "inb-eligibility" },
      caption,
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, "Player"),
          h("th", { scope: "col" }, "Count"),
          h("th", { scope: "col" }, "Role"),
          h("th", { scope: "col" }, "Why"),
        ),
      ),
      h("tbody", {}, rows),
    ),
    plan.endorse
      ? h(
          "p",
          { class: "inb-plan-doubling", dataset: { endorse: "true" } },
          h("strong", {}, `${label(L, "endorse")}: `),
          richText(plan.doubling || ""),
        )
      : null,
    plan.bonus
      ? h("p", { class: ["inb-plan-bonus", plan.bonus_possible && "inb-possible"] }, richText(plan.bonus))
      : null,
    effects.length ? h("ol", { class: "inb-effects inb-plan-effects", "aria-label": "effects" }, effects) : null,
  );
}
