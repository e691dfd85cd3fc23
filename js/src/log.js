// Event lists: the stepper's timeline (indented by depth, state changes marked, deciding events highlighted) and
// the game's log as a tree whose rows can be collapsed (a row's children are the rows whose parent it is).
import { button, h } from "./dom.js";
import { richText } from "./icons.js";

function rowEl(ev, extraClass) {
  return h("li", {
    class: ["inb-event", `inb-ev-${ev.kind}`, ev.change && "inb-change", extraClass],
    dataset: { index: ev.index, depth: ev.depth || 0, kind: ev.kind }, style: { "--inb-depth": ev.depth || 0 },
  },
  h("span", { class: "inb-ev-mark", title: ev.change ? "changes the game" : "", "aria-label": ev.change ? "change" : null },
    ev.change ? "●" : "·"),
  h("span", { class: "inb-ev-index" }, `#${ev.index}`),
  h("span", { class: "inb-ev-text" }, richText(ev.text)),
  ev.forced ? h("span", { class: "inb-ev-tag" }, "forced") : null);
}

export function timeline(events, deciding, ctx) {
  const hot = new Set(deciding || []);
  const list = h("ol", { class: "inb-timeline", "aria-label": "events so far" },
    events.map((ev, i) => rowEl(ev, [hot.has(ev.index) && "inb-deciding", i === events.length - 1 && "inb-latest"]
      .filter(Boolean).join(" "))));
  const wrap = h("div", { class: "inb-scroll inb-timeline-box" }, list);
  if (ctx) ctx.afterDraw.push(() => { wrap.scrollTop = wrap.scrollHeight; });
  if (!events.length) list.append(h("li", { class: "inb-none" }, "No events yet: step to begin."));
  return wrap;
}

/** The game's log as a tree. ``opts.mark``: an event index to mark and keep in sight (else the latest is). */
export function logTree(rows, ctx, opts = {}) {
  const st = ctx.state;
  if (!st.collapsed) st.collapsed = new Set();
  const collapsed = st.collapsed;
  const have = new Set(rows.map((r) => r.index));
  const parents = new Map(rows.map((r) => [r.index, r.parent]));
  const hasChildren = new Set(rows.filter((r) => r.parent != null && have.has(r.parent)).map((r) => r.parent));
  const items = new Map();
  const list = h("ol", { class: "inb-log-tree", role: "tree", "aria-label": "game log" });
  // rows already drawn are reused (a move adds a few rows to hundreds): only their toggle is made anew
  const cache = st.logRows || new Map();
  const kept = new Map();
  for (const r of rows) {
    const key = JSON.stringify([r.index, r.kind, r.text, r.change, r.depth, r.forced, r.parent]);
    let li = cache.get(key);
    if (li) {
      li.firstChild.remove(); // the toggle (or leaf) of the last draw
      li.classList.remove("inb-replay-mark");
    } else {
      li = rowEl(r, "inb-log-row");
      li.setAttribute("role", "treeitem");
    }
    kept.set(key, li);
    if (hasChildren.has(r.index)) {
      const t = button("", () => {
        if (collapsed.has(r.index)) collapsed.delete(r.index);
        else collapsed.add(r.index);
        update();
      }, { class: "inb-tree-toggle", dataset: { toggle: r.index } });
      li.prepend(t);
    } else {
      li.prepend(h("span", { class: "inb-tree-leaf", "aria-hidden": "true" }));
    }
    items.set(r.index, li);
    list.append(li);
  }
  st.logRows = kept;
  function hiddenRow(index) {
    let p = parents.get(index);
    while (p != null && have.has(p)) {
      if (collapsed.has(p)) return true;
      p = parents.get(p);
    }
    return false;
  }
  function update() {
    for (const [index, li] of items) {
      li.hidden = hiddenRow(index);
      const t = li.querySelector(":scope > .inb-tree-toggle");
      if (t) {
        const open = !collapsed.has(index);
        t.setAttribute("aria-expanded", String(open));
        t.setAttribute("aria-label", open ? "collapse" : "expand");
        t.textContent = open ? "▾" : "▸";
        li.setAttribute("aria-expanded", String(open));
      }
    }
  }
  update();
  const all = (open) => () => {
    if (open) collapsed.clear();
    else for (const i of hasChildren) collapsed.add(i);
    update();
  };
  const wrap = h("div", { class: "inb-scroll inb-log-box" }, list);
  const marked = opts.mark != null ? items.get(opts.mark) : null;
  if (marked) marked.classList.add("inb-replay-mark");
  const scroll = () => {
    wrap.scrollTop = marked ? Math.max(0, marked.offsetTop - wrap.clientHeight / 2) : wrap.scrollHeight;
  };
  // rows out of sight are laid out only once shown (see the CSS): scroll again once the rows in sight have sizes
  ctx.afterDraw.push(() => { scroll(); (window.requestAnimationFrame || setTimeout)(scroll); });
  return h("div", { class: "inb-log" },
    h("div", { class: "inb-log-tools" },
      button("Expand all", all(true), { class: "inb-expand-all" }),
      button("Collapse all", all(false), { class: "inb-collapse-all" })),
    wrap);
}
