// A fake anywidget model (get/set/on/off/send/save_changes) and fixture loading for the view tests.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");

export function fixture(name) {
  const path = join(FIXTURES, `${name}.json`);
  if (!existsSync(path)) {
    throw new Error(`missing ${path}: run \`python3 scripts/js_fixtures.py\` first (scripts/test does)`);
  }
  return JSON.parse(readFileSync(path, "utf8"));
}

export function fakeModel(attrs = {}) {
  const data = { snapshot: {}, error: "", terminology: "asmadi", selected: null, ...attrs };
  const handlers = new Map();
  const model = {
    sent: [],
    saved: 0,
    get: (k) => data[k],
    set(k, v) {
      const old = data[k];
      data[k] = v;
      for (const f of [...(handlers.get(`change:${k}`) || [])]) f({ name: k, old, new: v });
    },
    on(ev, f) {
      if (!handlers.has(ev)) handlers.set(ev, new Set());
      handlers.get(ev).add(f);
    },
    off(ev, f) {
      if (!ev) handlers.clear();
      else if (!f) handlers.delete(ev);
      else handlers.get(ev)?.delete(f);
    },
    send(msg) {
      model.sent.push(msg);
    },
    save_changes() {
      model.saved += 1;
    },
    listeners: (ev) => (handlers.get(ev) || new Set()).size,
  };
  return model;
}

/** Render ``widget`` (a module with a default {render}) over a fixture; returns {model, el, root, cleanup}. */
export function show(widget, snapshot, attrs = {}) {
  const model = fakeModel({ snapshot, ...attrs });
  const el = document.createElement("div");
  document.body.append(el);
  const cleanup = widget.default.render({ model, el });
  const root = el.querySelector(".inb-root");
  return { model, el, root, cleanup, $: (s) => root.querySelector(s), $$: (s) => [...root.querySelectorAll(s)] };
}

export function click(node) {
  node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

export function key(node, k) {
  const e = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  node.dispatchEvent(e);
  return e;
}

export function hover(node) {
  node.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
}
