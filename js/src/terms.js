// The game's words: labels come in each snapshot (board.labels); effect texts from cards.json are translated here
// with the same word list and rules as innovation_nb/terms.py (whole words, longest first, keep the capital,
// a prefix for demands).
import data from "../../innovation_nb/terms.json";

export const TERMINOLOGIES = ["asmadi", "iello"];
export const DEFAULT_LABELS = data.labels.asmadi;

const WORDS = data.iello_words; // longest phrases first
const MAP = new Map(WORDS.map(([a, b]) => [a, b]));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const RE = new RegExp("\\b(" + WORDS.map(([a]) => escape(a)).join("|") + ")\\b", "gi");

export function translate(text, terminology = "asmadi") {
  if (terminology === "asmadi" || !text) return text;
  let s = String(text);
  if (s.startsWith("I demand")) s = data.iello_demand_prefix + s;
  return s.replace(RE, (word) => {
    const repl = MAP.get(word.toLowerCase());
    if (repl === undefined) return word;
    const first = word[0];
    return first !== first.toLowerCase() ? repl[0].toUpperCase() + repl.slice(1) : repl;
  });
}

/** A label from the snapshot's labels, falling back to the Asmadi word. */
export function label(labels, key) {
  return (labels && labels[key]) || DEFAULT_LABELS[key] || key;
}
