// ScenarioEditor's view: a searchable card catalogue (title, age, colour, icon); pick a card, then a place for it
// (a board pile's top or bottom, a hand, a score pile, claimed achievements, the supply tops in draw order, the
// available achievements); the draft with its piles, splays and remove buttons; the players, whose turn, actions
// left, turn and edition; live validation (the Scenario's field-named problems); export (YAML/JSON text to copy),
// load (pasted text or a picked file, sent as text); "play it" (a GameWidget or a DogmaStepper, shown below).
// With the expansions: which are in play (with Artifacts, the relics and the free special action), the cards of
// those sets in the catalogue (marked by set), each player's display and forecast, the supply tops of each set, the
// relic area and the special achievements. Python holds the draft; every edit is a message and the snapshot comes
// back.
import { boardView } from "./boardview.js";
import { CARDS, COLORS, cardData } from "./cards.js";
import { cardChip } from "./card.js";
import { button, h } from "./dom.js";
import { ICONS } from "./icons.js";
import { label } from "./terms.js";
import { mount } from "./widget.js";
import { count, possessive } from "./words.js";

const ZONE_KEYS = { hand: "hand", score: "score_pile", achievements: "achievements" };
const SPLAYS = ["none", "left", "right", "up"];
const EXPANSIONS = [
  ["artifacts", "Artifacts of History"],
  ["echoes", "Echoes of the Past"],
  ["cities", "Cities of Destiny"],
];
// the special achievements an expansion brings, marked in its colour
const EXPANSION_SPECIALS = {
  echoes: ["Echoes of the Past", ["Wealth", "Destiny", "Heritage", "History", "Supremacy"]],
  cities: ["Cities of Destiny", ["Legend", "Repute", "Fame", "Glory", "Victory"]],
};
const specialSet = (x) => Object.keys(EXPANSION_SPECIALS).find((k) => EXPANSION_SPECIALS[k][1].includes(x)) || null;
const SET_NAMES = { base: "Base", artifacts: "Artifacts", echoes: "Echoes", cities: "Cities", relics: "Relics" };

/** Card titles matching every filter given, by age then title (the same rules as Python's ``catalogue``): ``text``
 * a part of the title (any case), ``age`` 1-10, ``color``, ``icon`` printed on the card; the cards of ``sets``,
 * and the relics with ``relics``. */
export function filterCards({ text, age, color, icon, sets = ["base"], relics = false } = {}) {
  const words = String(text || "")
    .trim()
    .toLowerCase();
  const out = [];
  for (const [name, c] of CARDS) {
    if (!(c.relic ? relics : sets.includes(c.set))) continue;
    if (words && !name.toLowerCase().includes(words)) continue;
    if (age != null && age !== "" && c.age !== Number(age)) continue;
    if (color && c.color !== color) continue;
    if (icon && !c.icons.includes(icon)) continue;
    out.push(name);
  }
  return out.sort((a, b) => CARDS.get(a).age - CARDS.get(b).age || (a < b ? -1 : a > b ? 1 : 0));
}

/** A <select> whose options are [value, text] pairs; ``onPick`` gets the chosen value (a string). */
function select(options, value, onPick, props = {}) {
  const { class: cls, ...rest } = props;
  const el = h(
    "select",
    { class: ["inb-select", cls], ...rest },
    options.map(([v, t]) => h("option", { value: v }, t)),
  );
  el.value = value == null ? "" : String(value);
  el.addEventListener("change", () => onPick(el.value));
  return el;
}

function labelled(text, control, cls) {
  return h("label", { class: ["inb-field", cls] }, h("span", { class: "inb-field-label" }, text), control);
}

/** A checkbox with its words; ``onToggle`` gets the new state. */
function checkbox(text, checked, onToggle, props = {}) {
  const { class: cls, ...rest } = props;
  const box = h("input", { type: "checkbox", ...rest });
  box.checked = !!checked;
  box.addEventListener("change", () => onToggle(box.checked));
  return h("label", { class: ["inb-check", cls] }, box, text);
}

/** The sets whose cards may be placed, and whether the relics are in play. */
function inPlay(snap) {
  return { sets: snap.sets || ["base"], relics: !!(snap.draft && snap.draft.relics) };
}

// -- keeping the focus (and the caret) in an input across redraws -------------------------------------------------
function focusKey(ctx, key, sel) {
  const el = document.querySelector(
    `[data-uid="${ctx.state.uid}"] [data-focus="${String(key).replace(/["\\]/g, "\\$&")}"]`,
  );
  if (!el || el === document.activeElement) return;
  el.focus();
  if (sel && sel[0] != null && typeof el.setSelectionRange === "function") {
    try {
      el.setSelectionRange(sel[0], sel[1]);
    } catch {
      /* not a text input */
    }
  }
}

function rememberFocus(ctx) {
  const next = ctx.state.focusNext;
  if (next) {
    ctx.state.focusNext = null;
    ctx.afterDraw.push(() => focusKey(ctx, next));
    return;
  }
  const a = document.activeElement;
  const box = a && a.closest ? a.closest(`[data-uid="${ctx.state.uid}"]`) : null;
  if (!box || !a.dataset.focus) return;
  const key = a.dataset.focus;
  let sel = null;
  try {
    sel = [a.selectionStart, a.selectionEnd];
  } catch {
    sel = null;
  }
  ctx.afterDraw.push(() => focusKey(ctx, key, sel));
}

// -- toolbar, validation, export and load ------------------------------------------------------------------------
function toolbar(snap, ctx) {
  const can = snap.can || {};
  const st = ctx.state;
  const startable = snap.startable || [];
  if (!startable.includes(st.stepCard)) st.stepCard = startable[0] || null;
  return h(
    "div",
    { class: "inb-ed-toolbar", role: "toolbar", "aria-label": "scenario" },
    button("↶ Undo", () => ctx.send({ type: "undo" }), { class: "inb-ed-undo", disabled: !can.undo }),
    button("⟲ Reset", () => ctx.send({ type: "reset" }), {
      class: "inb-ed-reset",
      disabled: !can.reset,
      title: "Back to the scenario the editor started with",
    }),
    button("Export YAML", () => ctx.send({ type: "export", format: "yaml" }), {
      class: "inb-ed-export",
      dataset: { format: "yaml" },
      disabled: !snap.valid,
    }),
    button("Export JSON", () => ctx.send({ type: "export", format: "json" }), {
      class: "inb-ed-export",
      dataset: { format: "json" },
      disabled: !snap.valid,
    }),
    button(
      "Load…",
      () => {
        st.loadOpen = !st.loadOpen;
        ctx.redraw();
      },
      {
        class: "inb-ed-load-toggle",
        "aria-expanded": String(!!st.loadOpen),
      },
    ),
    h("span", { class: "inb-ed-sep" }),
    button("Play it ▶", () => ctx.send({ type: "play" }), {
      class: "inb-ed-play",
      disabled: !can.play,
      title: "Open a game on this position below",
    }),
    startable.length
      ? [
          select(
            startable.map((c) => [c, c]),
            st.stepCard,
            (v) => {
              st.stepCard = v;
            },
            {
              class: "inb-ed-step-card",
              "aria-label": `${label(ctx.labels, "top_card")} to step through`,
            },
          ),
          button(`Step through ${label(ctx.labels, "dogma")} ▶`, () => ctx.send({ type: "play", card: st.stepCard }), {
            class: "inb-ed-step",
            disabled: !can.play,
          }),
        ]
      : null,
  );
}

function validation(snap) {
  const problems = snap.problems || [];
  if (!problems.length) {
    return h(
      "div",
      { class: "inb-validation inb-valid", role: "status" },
      "✓ A possible position: ready to export or play.",
    );
  }
  return h(
    "div",
    { class: "inb-validation inb-invalid", role: "status", "aria-live": "polite" },
    h("div", { class: "inb-section-title" }, `Not a possible position yet (${count(problems.length, "problem")}):`),
    h(
      "ul",
      { class: "inb-problems" },
      problems.map((p) =>
        h(
          "li",
          { class: "inb-problem", dataset: { field: p.field } },
          p.field ? [h("code", { class: "inb-problem-field" }, p.field), ": "] : null,
          p.message,
        ),
      ),
    ),
  );
}

function copyText(area, note) {
  const done = () => {
    note.textContent = "Copied.";
  };
  area.select();
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(area.value).then(done, () => {
      note.textContent = "Selected: press Ctrl+C to copy.";
    });
  } else {
    note.textContent = "Selected: press Ctrl+C to copy.";
  }
}

function exportPanel(exp, ctx) {
  const area = h("textarea", {
    class: "inb-export-text",
    readonly: true,
    rows: 7,
    spellcheck: "false",
    "aria-label": `the scenario as ${exp.format.toUpperCase()}`,
  });
  area.value = exp.text;
  const note = h("span", { class: "inb-note", role: "status" });
  return h(
    "section",
    { class: "inb-export", dataset: { format: exp.format }, "aria-label": "export" },
    h("div", { class: "inb-section-title" }, `The scenario as ${exp.format.toUpperCase()} (copy it into a file):`),
    area,
    h(
      "div",
      { class: "inb-row" },
      button("Copy", () => copyText(area, note), { class: "inb-export-copy" }),
      button("Close", () => ctx.send({ type: "export", format: null }), { class: "inb-export-close" }),
      note,
    ),
  );
}

function loadPanel(ctx) {
  const st = ctx.state;
  const area = h("textarea", {
    class: "inb-load-text",
    rows: 7,
    spellcheck: "false",
    dataset: { focus: "load-text" },
    placeholder: "Paste a scenario (YAML or JSON) here…",
    "aria-label": "scenario text to load",
  });
  area.value = st.loadText || "";
  area.addEventListener("input", () => {
    st.loadText = area.value;
  });
  const file = h("input", {
    type: "file",
    class: "inb-load-file",
    accept: ".yaml,.yml,.json,text/yaml,application/json",
    "aria-label": "scenario file to load",
  });
  file.addEventListener("change", async () => {
    const f = file.files && file.files[0];
    if (!f) return;
    const text = await f.text();
    st.loadText = text;
    ctx.send({ type: "load", text });
  });
  return h(
    "section",
    { class: "inb-load", "aria-label": "load a scenario" },
    h("div", { class: "inb-section-title" }, "Load a scenario: paste its text, or pick a file"),
    area,
    h(
      "div",
      { class: "inb-row" },
      button("Load the text", () => ctx.send({ type: "load", text: area.value }), { class: "inb-load-send" }),
      file,
      button(
        "Close",
        () => {
          st.loadOpen = false;
          ctx.redraw();
        },
        { class: "inb-load-close" },
      ),
    ),
  );
}

// -- the position's own fields -----------------------------------------------------------------------------------
function settings(snap, ctx) {
  const d = snap.draft;
  const can = snap.can || {};
  const names = d.players.map((p) => p.name);
  const set = (field, value) => ctx.send({ type: "set", field, value });
  const players = d.players.map((p, i) => {
    const input = h("input", {
      type: "text",
      class: "inb-name-input",
      value: p.name,
      dataset: { focus: `name-${i}`, field: `players[${i}].name` },
      "aria-label": `name of player ${i + 1}`,
    });
    input.value = p.name;
    input.addEventListener("change", () => {
      if (input.value !== p.name) ctx.send({ type: "rename_player", player: i, name: input.value });
    });
    return h(
      "li",
      { class: "inb-seat", dataset: { seat: i } },
      h("span", { class: "inb-seat-n" }, `${i + 1}.`),
      input,
      button("×", () => ctx.send({ type: "remove_player", player: i }), {
        class: "inb-remove-player",
        disabled: !can.remove_player,
        "aria-label": `Remove ${p.name}`,
        title: can.remove_player
          ? `Remove ${p.name} (their cards go back to the supply)`
          : "Innovation needs two players at least",
      }),
    );
  });
  const turn = h("input", {
    type: "number",
    min: 1,
    class: "inb-turn-input",
    dataset: { focus: "turn", field: "turn" },
  });
  turn.value = String(d.turn);
  turn.addEventListener("change", () => {
    const n = Number(turn.value);
    if (Number.isInteger(n) && n !== d.turn) set("turn", n);
  });
  const title = h("input", {
    type: "text",
    class: "inb-title-input",
    dataset: { focus: "title", field: "title" },
    placeholder: "(no title)",
  });
  title.value = d.title || "";
  title.addEventListener("change", () => set("title", title.value));
  return h(
    "section",
    { class: "inb-settings", "aria-label": "players and turn" },
    h(
      "div",
      { class: "inb-ed-players" },
      h("div", { class: "inb-section-title" }, `Players (${names.length}, seat order)`),
      h("ol", { class: "inb-seats" }, players),
      button("+ Add a player", () => ctx.send({ type: "add_player" }), {
        class: "inb-add-player",
        disabled: !can.add_player,
        title: can.add_player ? null : "Innovation is for 2 to 4 players",
      }),
    ),
    h(
      "div",
      { class: "inb-ed-turn" },
      labelled(
        "To play",
        select(
          names.map((n) => [n, n]),
          d.current || names[0],
          (v) => set("current", v),
          { class: "inb-current-select", dataset: { field: "current", focus: "current" } },
        ),
      ),
      labelled(
        "Actions left",
        select(
          [
            ["1", "1"],
            ["2", "2"],
          ],
          d.actions_left,
          (v) => set("actions_left", Number(v)),
          { class: "inb-actions-select", dataset: { field: "actions_left", focus: "actions" } },
        ),
      ),
      labelled("Turn", turn),
      labelled(
        "Edition",
        select(
          [
            ["third", "Third"],
            ["first", "First"],
          ],
          d.edition,
          (v) => set("edition", v),
          { class: "inb-edition-select", dataset: { field: "edition", focus: "edition" } },
        ),
      ),
      labelled("Title", title, "inb-field-wide"),
    ),
    expansionsField(snap, ctx),
  );
}

function expansionsField(snap, ctx) {
  const d = snap.draft;
  const chosen = d.expansions || [];
  const set = (field, value) => ctx.send({ type: "set", field, value });
  const toggle = (name) => (on) => set("expansions", on ? [...chosen, name] : chosen.filter((x) => x !== name));
  const artifacts = chosen.includes("artifacts");
  const off = artifacts ? null : "A rule of Artifacts of History: choose it first";
  return h(
    "fieldset",
    { class: "inb-ed-expansions", dataset: { field: "expansions" } },
    h("legend", { class: "inb-field-label" }, "Expansions in play"),
    EXPANSIONS.map(([name, title]) =>
      checkbox(title, chosen.includes(name), toggle(name), {
        class: "inb-ed-expansion",
        dataset: { expansion: name, focus: `exp-${name}` },
      }),
    ),
    checkbox("Relics", d.relics, (on) => set("relics", on), {
      class: "inb-ed-relics",
      disabled: !artifacts,
      title: off,
      dataset: { field: "relics", focus: "relics" },
    }),
    checkbox("Free special action left this turn", d.free_action, (on) => set("free_action", on), {
      class: "inb-ed-free-action",
      disabled: !artifacts,
      dataset: { field: "free_action", focus: "free-action" },
      title: off || "The player to play may still dogma or return the card on display",
    }),
  );
}

// -- the catalogue ------------------------------------------------------------------------------------------------
/** What the catalogue offers: the sets in play (and the relics when on), or only the one the set filter names. */
function offered(snap, f) {
  const play = inPlay(snap);
  if (f.set === "relics") return { sets: [], relics: play.relics };
  if (f.set) return { sets: play.sets.includes(f.set) ? [f.set] : [], relics: false };
  return play;
}

function filters(snap, ctx) {
  const st = ctx.state;
  const f = st.filter;
  const play = inPlay(snap);
  const choices = [...play.sets, ...(play.relics ? ["relics"] : [])];
  if (f.set && !choices.includes(f.set)) f.set = null;
  const refresh = () => {
    if (st.fillCatalogue) st.fillCatalogue();
  };
  const search = h("input", {
    type: "search",
    class: "inb-search",
    placeholder: "Search titles…",
    "aria-label": "search card titles",
    dataset: { focus: "search" },
  });
  search.value = f.text;
  search.addEventListener("input", () => {
    f.text = search.value;
    refresh();
  });
  const pick = (key, cast) => (v) => {
    f[key] = v === "" ? null : cast(v);
    refresh();
  };
  return h(
    "div",
    { class: "inb-filters", role: "search" },
    search,
    select(
      [
        ["", "Any age"],
        ...Array.from({ length: 10 }, (_, i) => [String(i + 1), `${label(ctx.labels, "age")} ${i + 1}`]),
      ],
      f.age,
      pick("age", Number),
      { class: "inb-filter-age", "aria-label": "age", dataset: { focus: "f-age" } },
    ),
    select([["", "Any colour"], ...COLORS.map((c) => [c, c])], f.color, pick("color", String), {
      class: "inb-filter-color",
      "aria-label": "colour",
      dataset: { focus: "f-color" },
    }),
    select([["", "Any icon"], ...ICONS.map((i) => [i, i])], f.icon, pick("icon", String), {
      class: "inb-filter-icon",
      "aria-label": "icon",
      dataset: { focus: "f-icon" },
    }),
    choices.length > 1
      ? select([["", "Any set"], ...choices.map((x) => [x, SET_NAMES[x] || x])], f.set, pick("set", String), {
          class: "inb-filter-set",
          "aria-label": "set",
          dataset: { focus: "f-set" },
        })
      : null,
  );
}

function pickButton(name, ctx, extra = {}) {
  const st = ctx.state;
  const focus = extra.focus || `item-${name}`;
  return button(
    cardChip(name, { set: true }),
    () => {
      st.picked = st.picked === name ? null : name;
      st.focusNext = st.picked ? "dest-0" : focus; // straight to the places (keyboard users skip the long list)
      ctx.redraw();
    },
    {
      class: ["inb-pick", st.picked === name && "inb-picked", extra.class],
      "aria-pressed": String(st.picked === name),
      dataset: { pick: name, preview: name, focus },
      title: extra.title || `Pick ${name} to place it`,
    },
  );
}

function catalogue(snap, ctx) {
  const st = ctx.state;
  const placedAt = snap.placed || {};
  const tally = h("span", { class: "inb-cat-count", role: "status" });
  const list = h("ul", { class: "inb-cat-list", "aria-label": "cards" });
  function fill() {
    const names = filterCards({ ...st.filter, ...offered(snap, st.filter) });
    tally.textContent = count(names.length, "card");
    if (!names.length) {
      list.replaceChildren(h("li", { class: "inb-none inb-cat-empty" }, "No card matches."));
      return;
    }
    list.replaceChildren(
      ...names.map((n) =>
        h(
          "li",
          { class: ["inb-cat-item", placedAt[n] && "inb-placed"], dataset: { name: n } },
          pickButton(n, ctx, {
            focus: `cat-${n}`,
            title: placedAt[n] ? `${n}: placed at ${placedAt[n]} (pick it to move it)` : null,
          }),
          placedAt[n] ? h("span", { class: "inb-placed-at", title: `placed at ${placedAt[n]}` }, "placed") : null,
        ),
      ),
    );
  }
  st.fillCatalogue = fill;
  fill();
  return h(
    "section",
    { class: "inb-catalogue", "aria-label": "card catalogue" },
    h("div", { class: "inb-section-title" }, "Cards ", tally),
    filters(snap, ctx),
    h("div", { class: "inb-scroll inb-cat-box" }, list),
  );
}

// -- placing the picked card --------------------------------------------------------------------------------------
function placePanel(snap, ctx) {
  const st = ctx.state;
  const name = st.picked;
  if (!name || !cardData(name)) {
    return h(
      "section",
      { class: "inb-place inb-place-empty" },
      h("p", { class: "inb-hint" }, "Pick a card in the catalogue (or in the position) to place, move or remove it."),
    );
  }
  const c = cardData(name);
  const L = ctx.labels;
  const d = snap.draft;
  const at = (snap.placed || {})[name];
  const place =
    (zone, player = null, position = null) =>
    () => {
      st.picked = null;
      const msg = { type: "place", card: name, zone };
      if (player != null) msg.player = player;
      if (position) msg.position = position;
      ctx.send(msg);
      st.focusNext = `cat-${name}`;
      ctx.redraw();
    };
  let k = 0;
  const dest = (text, onClick, data, props = {}) =>
    button(text, onClick, { class: "inb-dest", dataset: { ...data, focus: `dest-${k++}` }, ...props });
  const play = inPlay(snap);
  const sets = play.sets;
  const pileName = c.set === "base" ? `${c.age}` : `${SET_NAMES[c.set]} ${c.age}`;
  const highAge = c.age > 9 && !c.relic;
  const rows = d.players.map((p, i) =>
    h(
      "div",
      { class: "inb-dest-row", role: "group", "aria-label": p.name, dataset: { player: i } },
      h("span", { class: "inb-dest-who" }, p.name),
      dest(`${L.board}: top`, place("board", i, "top"), { zone: "board", player: i, position: "top" }),
      dest(`${L.board}: bottom`, place("board", i, "bottom"), { zone: "board", player: i, position: "bottom" }),
      dest(L.hand, place("hand", i), { zone: "hand", player: i }),
      dest(L.score_pile, place("score", i), { zone: "score", player: i }),
      dest(
        L.achievements,
        place("achievements", i),
        { zone: "achievements", player: i },
        { disabled: highAge, title: highAge ? "Standard achievements are ages 1 to 9" : null },
      ),
      sets.includes("artifacts")
        ? dest(
            "Display",
            place("display", i),
            { zone: "display", player: i },
            {
              title: p.display
                ? `Replaces ${p.display} (one card on display)`
                : "The card on display (Artifacts of History)",
            },
          )
        : null,
      sets.includes("echoes") ? dest("Forecast", place("forecast", i), { zone: "forecast", player: i }) : null,
    ),
  );
  const base = c.set === "base" && !c.relic;
  const shared = h(
    "div",
    { class: "inb-dest-row", role: "group", "aria-label": "shared" },
    c.relic
      ? [
          h("span", { class: "inb-dest-who" }, "Relics"),
          dest(
            "Relic area",
            place("relics"),
            { zone: "relics" },
            { disabled: !at, title: at ? "Where a relic waits to be seized" : "It is in the relic area" },
          ),
        ]
      : [
          h("span", { class: "inb-dest-who" }, `${L.supply} ${pileName}`),
          dest(
            "drawn first",
            place("supply", null, "top"),
            { zone: "supply", position: "top" },
            { title: `On top of the ${pileName} pile: the next drawn from it` },
          ),
          dest("drawn after those listed", place("supply", null, "bottom"), { zone: "supply", position: "bottom" }),
        ],
    dest(
      L.available,
      place("available"),
      { zone: "available" },
      {
        disabled: !base || c.age > 9,
        title: !base
          ? "The available standard achievements are cards of the base set"
          : c.age > 9
            ? "Standard achievements are ages 1 to 9"
            : "Replaces the one of its age",
      },
    ),
  );
  const missing = c.relic
    ? play.relics
      ? null
      : "the relics are not in play: turn them on (with Artifacts of History) to place it"
    : sets.includes(c.set)
      ? null
      : `${SET_NAMES[c.set]} is not in play: choose it in the expansions to place this card`;
  return h(
    "section",
    { class: "inb-place", "aria-label": `place ${name}`, dataset: { picked: name } },
    h(
      "div",
      { class: "inb-place-head" },
      "Place ",
      cardChip(name, { set: true }),
      at ? h("span", { class: "inb-note" }, ` (now at ${at}: placing moves it)`) : null,
      at
        ? button(
            "Remove",
            () => {
              st.picked = null;
              st.focusNext = `cat-${name}`;
              ctx.send({ type: "remove", card: name });
              ctx.redraw();
            },
            { class: "inb-remove-picked", dataset: { remove: name } },
          )
        : null,
      button(
        "Cancel",
        () => {
          st.picked = null;
          st.focusNext = `cat-${name}`;
          ctx.redraw();
        },
        { class: "inb-place-cancel" },
      ),
    ),
    missing ? h("p", { class: "inb-note inb-not-in-play", role: "status" }, `${name}: ${missing}.`) : [rows, shared],
  );
}

// -- the draft -----------------------------------------------------------------------------------------------------
function placedItem(name, ctx, n) {
  return h(
    "li",
    { class: "inb-ed-item", dataset: { item: name } },
    n != null ? h("span", { class: "inb-ed-n" }, `${n}.`) : null,
    pickButton(name, ctx),
    button(
      "×",
      () => {
        ctx.state.focusNext = `cat-${name}`;
        ctx.send({ type: "remove", card: name });
      },
      {
        class: "inb-remove-card",
        dataset: { remove: name },
        "aria-label": `Remove ${name}`,
        title: `Remove ${name}`,
      },
    ),
  );
}

function itemList(cards, ctx, cls, numbered) {
  if (!cards.length) return h("span", { class: "inb-none" }, "—");
  return h(
    "ol",
    { class: ["inb-ed-list", cls, numbered && "inb-numbered"] },
    cards.map((c, i) => placedItem(c, ctx, numbered ? i + 1 : null)),
  );
}

function pileEditor(p, i, color, ctx) {
  const pile = (p.board || {})[color] || { cards: [], splay: null };
  const n = pile.cards.length;
  return h(
    "div",
    {
      class: ["inb-ed-pile", `inb-color-${color}`],
      dataset: { color, field: `players[${i}].board.${color}`, count: n },
    },
    h(
      "div",
      { class: "inb-ed-pile-head" },
      h("span", { class: "inb-swatch" }),
      h("span", { class: "inb-ed-color" }, color),
      select(
        SPLAYS.map((s) => [s, s === "none" ? "unsplayed" : `${label(ctx.labels, "splay")} ${s}`]),
        pile.splay || "none",
        (v) => ctx.send({ type: "splay", player: i, color, direction: v }),
        {
          class: "inb-splay-select",
          disabled: n < 2,
          dataset: { color, focus: `splay-${i}-${color}` },
          "aria-label": `${possessive(p.name, ctx)} ${color} splay`,
          title: n < 2 ? "A pile needs two cards to be splayed" : null,
        },
      ),
    ),
    n
      ? h(
          "ol",
          {
            class: "inb-ed-list inb-ed-pile-cards",
            "aria-label": `${possessive(p.name, ctx)} ${color} pile, top first`,
          },
          pile.cards.map((c) => placedItem(c, ctx)),
        )
      : h("span", { class: "inb-none" }, "—"),
  );
}

function playerEditor(p, i, snap, ctx) {
  const L = ctx.labels;
  const current = (snap.draft.current || snap.draft.players[0].name) === p.name;
  const ach = (p.achievements || []).map((a) =>
    typeof a === "string" && cardData(a)
      ? placedItem(a, ctx)
      : h(
          "li",
          { class: "inb-ed-item" },
          h("span", { class: "inb-special" }, typeof a === "number" ? `${L.age} ${a}` : a),
        ),
  );
  return h(
    "section",
    {
      class: ["inb-ed-player", current && "inb-current"],
      dataset: { player: i, field: `players[${i}]` },
      "aria-label": p.name,
    },
    h(
      "div",
      { class: "inb-player-head" },
      h("span", { class: "inb-player-name" }, p.name),
      current ? h("span", { class: "inb-turn-marker" }, "to play") : null,
      h("span", { class: "inb-zone-label" }, `${L.board} (each pile top card first)`),
    ),
    h(
      "div",
      { class: "inb-ed-piles" },
      COLORS.map((c) => pileEditor(p, i, c, ctx)),
    ),
    h(
      "div",
      { class: "inb-zones" },
      ["hand", "score"].map((z) =>
        h(
          "div",
          { class: ["inb-zone", `inb-ed-${z}`], dataset: { zone: z, field: `players[${i}].${z}` } },
          h("span", { class: "inb-zone-label" }, `${L[ZONE_KEYS[z]]} (${(p[z] || []).length})`),
          itemList(p[z] || [], ctx),
        ),
      ),
      h(
        "div",
        {
          class: "inb-zone inb-ed-achievements",
          dataset: { zone: "achievements", field: `players[${i}].achievements` },
        },
        h("span", { class: "inb-zone-label" }, L.achievements),
        ach.length ? h("ol", { class: "inb-ed-list" }, ach) : h("span", { class: "inb-none" }, "—"),
      ),
      expansionZones(p, i, snap, ctx),
    ),
  );
}

/** A player's display (Artifacts) and forecast (Echoes): shown with their expansion, or while they hold a card
 * (turned off, the expansion's problems name them). */
function expansionZones(p, i, snap, ctx) {
  const sets = inPlay(snap).sets;
  const forecast = p.forecast || [];
  return [
    sets.includes("artifacts") || p.display
      ? h(
          "div",
          { class: "inb-zone inb-ed-display", dataset: { zone: "display", field: `players[${i}].display` } },
          h("span", { class: "inb-zone-label" }, "Display"),
          p.display
            ? h("ol", { class: "inb-ed-list" }, placedItem(p.display, ctx))
            : h("span", { class: "inb-none" }, "—"),
        )
      : null,
    sets.includes("echoes") || forecast.length
      ? h(
          "div",
          { class: "inb-zone inb-ed-forecast", dataset: { zone: "forecast", field: `players[${i}].forecast` } },
          h("span", { class: "inb-zone-label" }, `Forecast (${forecast.length})`),
          itemList(forecast, ctx),
        )
      : null,
  ];
}

/** The supply tops of one age, one list per set (each top goes to its own set's pile), in draw order. */
function supplyAge(age, cards, snap, ctx) {
  const L = ctx.labels;
  const sets = [...new Set([...inPlay(snap).sets, ...cards.map((c) => (cardData(c) || {}).set)])];
  const bySet = sets.map((x) => [x, cards.filter((c) => (cardData(c) || {}).set === x)]).filter(([, cs]) => cs.length);
  const one = bySet.length === 1 && bySet[0][0] === "base" && inPlay(snap).sets.length === 1;
  return h(
    "div",
    { class: "inb-ed-supply-age", dataset: { age, field: `supply.${age}` } },
    bySet.map(([x, cs]) =>
      h(
        "div",
        { class: "inb-ed-supply-pile", dataset: { set: x } },
        h(
          "span",
          { class: "inb-zone-label" },
          one ? `${L.age} ${age}, in draw order:` : `${SET_NAMES[x] || x} ${age}, in draw order:`,
        ),
        itemList(cs, ctx, null, true),
      ),
    ),
  );
}

function sharedEditor(snap, ctx) {
  const L = ctx.labels;
  const d = snap.draft;
  const ages = Object.keys(d.supply || {})
    .map(Number)
    .sort((a, b) => a - b);
  const supply = ages.length
    ? ages.map((a) => supplyAge(a, d.supply[String(a)], snap, ctx))
    : h("p", { class: "inb-hint" }, "No tops fixed: every card not placed is shuffled into its pile by seed.");
  const avail =
    d.achievements == null
      ? h("p", { class: "inb-hint" }, "Default: one card of each age 1–9, picked by seed.")
      : [
          itemList(d.achievements, ctx),
          button("Use the default", () => ctx.send({ type: "set", field: "achievements", value: null }), {
            class: "inb-avail-default",
            title: "One card of each age 1–9, picked by seed",
          }),
        ];
  return h(
    "section",
    { class: "inb-ed-shared", "aria-label": "shared" },
    h(
      "div",
      { class: "inb-zone inb-ed-supply", dataset: { field: "supply" } },
      h("span", { class: "inb-zone-label" }, `${L.supply}: the top cards`),
      supply,
    ),
    h(
      "div",
      { class: "inb-zone inb-ed-available", dataset: { field: "achievements" } },
      h("span", { class: "inb-zone-label" }, L.available),
      avail,
    ),
    inPlay(snap).relics
      ? h(
          "div",
          { class: "inb-zone inb-ed-relic-area", dataset: { field: "relics" } },
          h("span", { class: "inb-zone-label" }, `Relic area (${(snap.relic_area || []).length})`),
          (snap.relic_area || []).length
            ? h(
                "ol",
                { class: "inb-ed-list" },
                snap.relic_area.map((r) => h("li", { class: "inb-ed-item", dataset: { item: r } }, pickButton(r, ctx))),
              )
            : h("span", { class: "inb-none" }, "—"),
        )
      : null,
    h(
      "div",
      { class: "inb-zone inb-ed-specials", dataset: { field: "specials" } },
      h("span", { class: "inb-zone-label" }, "Special achievements available"),
      (snap.specials || []).length
        ? h(
            "ul",
            { class: "inb-ed-list" },
            snap.specials.map((x) => {
              const set = specialSet(x);
              return h(
                "li",
                { class: "inb-ed-item", dataset: { special: x, set } },
                h(
                  "span",
                  {
                    class: ["inb-special", set && `inb-special-${set}`],
                    title: set ? `${x}: a special achievement of ${EXPANSION_SPECIALS[set][0]}` : x,
                  },
                  x,
                ),
              );
            }),
          )
        : h("span", { class: "inb-none" }, "—"),
    ),
  );
}

function markProblems(root, problems) {
  const fields = problems.map((p) => p.field).filter(Boolean);
  for (const el of root.querySelectorAll("[data-field]")) {
    const f = el.dataset.field;
    const hit = fields.some((x) => x === f || x.startsWith(`${f}.`) || x.startsWith(`${f}[`));
    el.classList.toggle("inb-has-problem", hit);
    if (hit && el.matches("input, select")) el.setAttribute("aria-invalid", "true");
  }
}

function body(snap, ctx) {
  const st = ctx.state;
  if (!st.uid) st.uid = `ed${Math.random().toString(36).slice(2, 10)}`;
  if (!st.filter) st.filter = { text: "", age: null, color: null, icon: null, set: null };
  const d = snap.draft;
  if (!d || !d.players) return h("div", { class: "inb-editor" }, h("p", { class: "inb-hint" }, "No scenario yet."));
  if (st.picked && !cardData(st.picked)) st.picked = null;
  rememberFocus(ctx);
  const opened = snap.opened
    ? h(
        "p",
        { class: "inb-opened", role: "status" },
        `Opened a ${snap.opened.kind}${snap.opened.card ? ` on ${snap.opened.card}` : ""} below.`,
      )
    : null;
  const wrap = h(
    "div",
    { class: "inb-editor", dataset: { uid: st.uid, valid: String(!!snap.valid) } },
    toolbar(snap, ctx),
    validation(snap),
    opened,
    // export and load side by side, so that opening both adds one short row
    snap.export || st.loadOpen
      ? h(
          "div",
          { class: "inb-ed-io" },
          snap.export ? exportPanel(snap.export, ctx) : null,
          st.loadOpen ? loadPanel(ctx) : null,
        )
      : null,
    settings(snap, ctx),
    h(
      "div",
      { class: "inb-ed-main" },
      catalogue(snap, ctx),
      h(
        "div",
        { class: "inb-ed-position" },
        placePanel(snap, ctx),
        h(
          "div",
          { class: "inb-ed-players-box" },
          d.players.map((p, i) => playerEditor(p, i, snap, ctx)),
        ),
        sharedEditor(snap, ctx),
      ),
    ),
    snap.valid && snap.board && snap.board.players
      ? h(
          "details",
          { class: "inb-preview" },
          h("summary", {}, "Preview: the table as the game shows it"),
          boardView(snap.board, ctx),
        )
      : null,
  );
  markProblems(wrap, snap.problems || []);
  return wrap;
}

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "editor",
      title: (snap) => `Scenario editor${snap.draft && snap.draft.title ? `: ${snap.draft.title}` : ""}`,
      body,
    },
  );
}

export default { render };
