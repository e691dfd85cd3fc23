import { afterEach, describe, expect, it } from "vitest";
import * as gallery from "../src/gallery.js";
import { click, fixture, show } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const text = (n) => n.textContent.replace(/\s+/g, " ").trim();

describe("CardGallery view", () => {
  it("draws every card as printed: icons in their positions, the effects, the age", () => {
    const snap = fixture("gallery_all");
    const { $, $$ } = show(gallery, snap);
    expect($$(".inb-printed").length).toBe(105);
    expect(text($(".inb-gal-count"))).toBe("105 cards of 105");
    const oars = $('.inb-printed[data-face="Oars"]');
    // Oars: castle top left; crown, hex, castle along the bottom
    expect(oars.querySelector(".inb-printed-top .inb-pos-0 .inb-icon").dataset.icon).toBe("castle");
    expect([...oars.querySelectorAll(".inb-printed-bottom .inb-icon")].map((i) => i.dataset.icon)).toEqual([
      "crown",
      "hex",
      "castle",
    ]);
    expect(text(oars.querySelector(".inb-printed-age"))).toBe("1");
    const effects = [...oars.querySelectorAll(".inb-effect")];
    expect(effects.map((e) => e.dataset.demand)).toEqual(["true", "false"]);
    expect(effects[0].querySelector(".inb-effect-kind .inb-icon").dataset.icon).toBe("castle");
    // the icon drawn, no {crown} token left
    expect(effects[0].querySelector(".inb-effect-text .inb-icon-inline").dataset.icon).toBe("crown");
    expect(text(oars)).not.toContain("{");
  });

  it("offers the filters the cards have, and sends the whole filter state", () => {
    const snap = fixture("gallery_filtered");
    const { model, $, $$ } = show(gallery, snap);
    expect(snap.filters).toEqual({ age: 1, color: null, icon: "castle" });
    expect($$(".inb-printed").length).toBe(snap.cards.length);
    expect($('.inb-gal-filter[data-filter="age"] [aria-pressed="true"]').dataset.value).toBe("1");
    expect($('.inb-gal-filter[data-filter="icon"] [aria-pressed="true"]').dataset.value).toBe("castle");
    click($('.inb-gal-filter[data-filter="colour"] [data-value="red"]'));
    click($('.inb-gal-filter[data-filter="age"] [data-value=""]'));
    expect(model.sent).toEqual([
      { type: "filter", age: 1, color: "red", icon: "castle" },
      { type: "filter", age: null, color: null, icon: "castle" },
    ]);
  });

  it("shows one card alone, without filters; first-edition texts when asked", () => {
    const { $, $$ } = show(gallery, fixture("gallery_single"));
    expect($$(".inb-printed").length).toBe(1);
    expect($(".inb-gal-filters")).toBeNull();
    expect($(".inb-title").textContent).toBe("Oars");
    const first = show(gallery, fixture("gallery_first"));
    const oars = first.$('.inb-printed[data-face="Oars"]');
    expect(text(oars)).toContain("put it in my score pile by transfer");
  });

  it("clicking a card selects it (a message to Python)", () => {
    const { model, $ } = show(gallery, fixture("gallery_single"));
    click($(".inb-printed"));
    expect(model.sent).toEqual([{ type: "select", card: "Oars" }]);
  });
});
