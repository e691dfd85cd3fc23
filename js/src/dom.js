// A tiny DOM builder: h("div", { class: "inb-x", onclick: f }, child, "text", [more children]).

export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v == null || v === false) continue;
    if (k === "class") el.className = Array.isArray(v) ? v.flat(Infinity).filter(Boolean).join(" ") : v;
    else if (k === "dataset")
      for (const [dk, dv] of Object.entries(v)) {
        if (dv != null) el.dataset[dk] = String(dv);
      }
    else if (k === "style") for (const [p, sv] of Object.entries(v)) el.style.setProperty(p, String(sv));
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const c of children) {
    if (c == null || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** A real <button> (keyboard reachable); ``onClick`` gets the event. */
export function button(label, onClick, props = {}) {
  const { class: cls, ...rest } = props;
  return h("button", { type: "button", class: ["inb-button", cls], onclick: onClick, ...rest }, label);
}

/**
 * Make ``parent``'s children exactly ``nodes``, leaving in place the ones already there: a section reused from
 * the last draw (an unchanged board) is never detached, so the browser only lays out what changed.
 */
export function reconcile(parent, nodes) {
  const keep = new Set(nodes);
  for (const child of [...parent.childNodes]) if (!keep.has(child)) child.remove(); // stale first: kept ones stay put
  nodes.forEach((node, i) => {
    const current = parent.childNodes[i];
    if (current !== node) parent.insertBefore(node, current || null);
  });
  while (parent.childNodes.length > nodes.length) parent.lastChild.remove();
}
