// Event lists: the stepper's timeline (indented by depth, state changes marked, deciding events highlighted), the
// game's log as a tree whose rows can be collapsed (a row's children are the rows whose parent it is), and the stack
// of frames resolving now.
import { button, h, reconcile } from "./dom.js";
import { richText } from "./icons.js";

function rowEl(ev, extraClass) {
  return h(
    "li",
    {
      class: ["inb-event", `inb-ev-${ev.kind}`, ev.change && "inb-change", extraClass],
      dataset: { index: ev.index, depth: ev.depth || 0, kind: ev.kind },
      style: { "--inb-depth": ev.depth || 0 },
    },
    h(
      "span",
      { class: "inb-ev-mark", title: ev.change ? "changes the game" : "", "aria-label": ev.change ? "change" : null },
      ev.change ? "●" : "·",
    ),
    h("span", { class: "inb-ev-index" }, `#${ev.index}`),
    h("span", { class: "inb-ev-text" }, richText(ev.text)),
    ev.forced ? h("span", { class: "inb-ev-tag" }, "forced") : null,
  );
}

export function timeline(events, deciding, ctx) {
  const hot = new Set(deciding || []);
  const list = h(
    "ol",
    { class: "inb-timeline", "aria-label": "events so far" },
    events.map((ev, i) =>
      rowEl(
        ev,
        [hot.has(ev.index) && "inb-deciding", i === events.length - 1 && "inb-latest"].filter(Boolean).join(" "),
      ),
    ),
  );
  const wrap = h("div", { class: "inb-scroll inb-timeline-box" }, list);
  if (ctx)
    ctx.afterDraw.push(() => {
      wrap.scrollTop = wrap.scrollHeight;
    });
  if (!events.length) list.append(h("li", { class: "inb-none" }, "No events yet: step to begin."));
  return wrap;
}

/**
 * The game's log as a tree. ``opts.mark``: an event index to mark and keep in sight (else the latest is). The log
 * stays in place across redraws: rows already drawn are kept where they are and only new rows are added, so a move
 * that adds a few events to a long log lays out only those (and the box scrolls only when something was added).
 */
export function logTree(rows, ctx, opts = {}) {
  const st = ctx.state;
  if (!st.collapsed) st.collapsed = new Set();
  const collapsed = st.collapsed;
  const t = st.logTree || (st.logTree = makeLog(st));
  const have = new Set(rows.map((r) => r.index));
  const parents = new Map(rows.map((r) => [r.index, r.parent]));
  const hasChildren = new Set(rows.filter((r) => r.parent != null && have.has(r.parent)).map((r) => r.parent));
  const items = new Map();
  const kept = new Map();
  let added = false;
  for (const r of rows) {
    const key = JSON.stringify([r.index, r.kind, r.text, r.change, r.depth, r.forced, r.parent]);
    let li = t.rows.get(key);
    if (!li) {
      li = rowEl(r, "inb-log-row");
      li.setAttribute("role", "treeitem");
      added = true;
    }
    const parent = hasChildren.has(r.index);
    if (li.inbParent !== parent) {
      // a toggle where the row has children, else an empty leaf
      if (li.inbParent !== undefined) li.firstChild.remove();
      li.prepend(
        parent
          ? button(
              "",
              () => {
                if (collapsed.has(r.index)) collapsed.delete(r.index);
                else collapsed.add(r.index);
                t.update();
              },
              { class: "inb-tree-toggle", dataset: { toggle: r.index } },
            )
          : h("span", { class: "inb-tree-leaf", "aria-hidden": "true" }),
      );
      li.inbParent = parent;
    }
    kept.set(key, li);
    items.set(r.index, li);
  }
  t.rows = kept;
  reconcile(t.list, [...items.values()]);
  function hiddenRow(index) {
    let p = parents.get(index);
    while (p != null && have.has(p)) {
      if (collapsed.has(p)) return true;
      p = parents.get(p);
    }
    return false;
  }
  t.hasChildren = hasChildren;
  t.update = () => {
    for (const [index, li] of items) {
      const hide = hiddenRow(index);
      if (li.hidden !== hide) li.hidden = hide;
      if (li.inbParent) {
        const open = String(!collapsed.has(index));
        if (li.getAttribute("aria-expanded") === open) continue;
        const toggle = li.firstChild;
        toggle.setAttribute("aria-expanded", open);
        toggle.setAttribute("aria-label", open === "true" ? "collapse" : "expand");
        toggle.textContent = open === "true" ? "▾" : "▸";
        li.setAttribute("aria-expanded", open);
      }
    }
  };
  t.update();
  const marked = opts.mark != null ? items.get(opts.mark) : null;
  if (t.marked !== marked) {
    if (t.marked) t.marked.classList.remove("inb-replay-mark");
    if (marked) marked.classList.add("inb-replay-mark");
    t.marked = marked;
    added = true;
  }
  if (added) {
    const wrap = t.wrap;
    ctx.afterDraw.push(() => {
      wrap.scrollTop = marked ? Math.max(0, marked.offsetTop - wrap.clientHeight / 2) : wrap.scrollHeight;
    });
  }
  return t.root;
}

function makeLog(st) {
  const list = h("ol", { class: "inb-log-tree", role: "tree", "aria-label": "game log" });
  const wrap = h("div", { class: "inb-scroll inb-log-box" }, list);
  const t = { list, wrap, rows: new Map(), marked: null, hasChildren: new Set(), update: () => {} };
  const all = (open) => () => {
    if (open) st.collapsed.clear();
    else for (const i of t.hasChildren) st.collapsed.add(i);
    t.update();
  };
  t.root = h(
    "div",
    { class: "inb-log" },
    h(
      "div",
      { class: "inb-log-tools" },
      button("Expand all", all(true), { class: "inb-expand-all" }),
      button("Collapse all", all(false), { class: "inb-collapse-all" }),
    ),
    wrap,
  );
  return t;
}

/**
 * What is resolving now, outermost first: action, card, effect, player; a trigger frame (what a Meld action set
 * off: City icons, a City draw, a dig, a promotion) shows its explanation under its label.
 */
export function frameStack(frames, none) {
  return h(
    "section",
    { class: "inb-frames-box", "aria-label": "what is resolving" },
    h("div", { class: "inb-section-title" }, "Resolving now"),
    frames.length
      ? h(
          "ol",
          { class: "inb-frames" },
          frames.map((f, i) =>
            h(
              "li",
              {
                class: [
                  "inb-frame",
                  `inb-frame-${f.kind}`,
                  i === frames.length - 1 && "inb-frame-current",
                  f.role && `inb-role-${f.role}`,
                ],
                dataset: { kind: f.kind, id: f.id, role: f.role },
                style: { "--inb-depth": i },
              },
              h("span", { class: "inb-frame-kind" }, f.kind),
              h("span", { class: "inb-frame-label" }, richText(f.label)),
              f.text ? h("span", { class: "inb-frame-text" }, richText(f.text)) : null,
            ),
          ),
        )
      : h("p", { class: "inb-none" }, none),
  );
}
