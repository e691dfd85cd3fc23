// Card facts of every set, bundled from the package's own files (esbuild's JSON loader): no copy, no round trip.
import base from "../../innovation_nb/cards/base/cards.json";
import artifacts from "../../innovation_nb/cards/artifacts/cards.json";
import echoes from "../../innovation_nb/cards/echoes/cards.json";
import cities from "../../innovation_nb/cards/cities/cards.json";
import relics from "../../innovation_nb/cards/artifacts/relics.json";

// A relic counts as a card of the set on its back.
const raw = [
  ...base.map((c) => ({ ...c, set: "base" })),
  ...artifacts,
  ...echoes,
  ...cities.map((c) => ({ ...c, effects: c.effects || [] })), // a City has no effects of its own
  ...relics.map((c) => ({ ...c, set: c.back, relic: true })),
];

export const COLORS = ["blue", "red", "green", "yellow", "purple"];

/** Icon positions (0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right; a City's 4 top-middle, 5 top-right)
 * a covered card shows. */
export const SPLAY_POSITIONS = { left: [3, 5], right: [0, 1], up: [1, 2, 3] };

/** The positions of ``card`` (its data) a pile splayed ``splay`` shows while it is covered (a City has six slots;
 * the others four). */
export function shownPositions(card, splay) {
  const n = card && card.icons ? card.icons.length : 4;
  return (SPLAY_POSITIONS[splay] || []).filter((p) => p < n);
}

export const CARDS = new Map(raw.map((c) => [c.name, c]));

export function cardData(name) {
  return CARDS.get(name) || null;
}

/** The effects printed on the card in the game's edition (first-edition texts where the card has them). */
export function effectsFor(card, edition) {
  if (!card) return [];
  if (edition === "first" && card.first_edition) return card.first_edition.effects;
  return card.effects;
}
