import { afterEach, describe, expect, it } from "vitest";
import * as splays from "../src/splays.js";
import { fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("SplayWidget view", () => {
  it("draws the pile four ways: covered cards show only what their splay reveals", () => {
    const snap = fixture("splays");
    const { $, $$ } = show(splays, snap);
    expect($$(".inb-sp-col").map((c) => c.dataset.splay)).toEqual(["none", "left", "right", "up"]);
    expect($$('.inb-sp-col[data-splay="none"] .inb-strip').length).toBe(0);
    const slots = (splay) => $$(`.inb-sp-col[data-splay="${splay}"] .inb-strip`).map((s) => s.dataset.positions);
    expect(slots("left")).toEqual(["3", "3"]);
    expect(slots("right")).toEqual(["0,1", "0,1"]);
    expect(slots("up")).toEqual(["1,2,3", "1,2,3"]);
    // right: the deepest card lies furthest to the left, the top card last
    const right = $('.inb-sp-col[data-splay="right"] .inb-stack');
    expect([...right.children].map((c) => c.dataset.card)).toEqual(["Archery", "Oars", "Metalworking"]);
    expect($$(".inb-sp-lit").length).toBe(6);
  });

  it("counts the icons per column, rings the highlighted one and shows what the splay adds", () => {
    const snap = fixture("splays");
    const { $ } = show(splays, snap);
    const castles = (splay) => $(`.inb-sp-col[data-splay="${splay}"] .inb-sp-count[data-icon="castle"]`);
    expect(castles("none").dataset.count).toBe(String(snap.columns[0].counts.castle));
    expect(castles("left").dataset.count).toBe(String(snap.columns[1].counts.castle));
    expect(castles("left").classList.contains("inb-featured")).toBe(true);
    expect(castles("left").querySelector(".inb-sp-plus").textContent).toBe(
      `+${snap.columns[1].counts.castle - snap.columns[0].counts.castle}`,
    );
    expect(castles("none").querySelector(".inb-sp-plus")).toBeNull();
  });
});
