// Sentences for one viewer: the viewer is "you" (second person), everyone else by name. A player who is called
// "You" reads as "Your" too, never "You's". The same English as the Python side (innovation_nb/engine/text.py),
// from the same table (innovation_nb/terms.json: the irregular plurals and "you" forms of verbs).
import data from "../../innovation_nb/terms.json";

const PLURALS = data.plurals;
const SECOND_PERSON = data.second_person;

export function isViewer(name, ctx) {
  const viewer = ctx && ctx.board ? ctx.board.perspective : null;
  // as the engine reads (engine/text.py): a player called "You" is always addressed as you
  return name != null && (name === "You" || (viewer != null && name === viewer));
}

/** "You" / "Ann" as the subject of a sentence (``capital``: at its start). */
export function subject(name, ctx, capital = true) {
  if (isViewer(name, ctx)) return capital ? "You" : "you";
  return name;
}

/** "Your" / "Ann's" (and "Charles's", as the engine writes it). */
export function possessive(name, ctx, capital = true) {
  if (isViewer(name, ctx)) return capital ? "Your" : "your";
  return `${name}'s`;
}

/** The "you" form of a third-person verb: decides → decide, has → have, carries → carry (engine/text.py's
 * rule). */
export function secondPerson(third) {
  if (third in SECOND_PERSON) return SECOND_PERSON[third];
  if (third.endsWith("ies") && third.length > 4) return third.slice(0, -3) + "y";
  if (/(shes|ches|sses|xes|zes|oes)$/.test(third)) return third.slice(0, -2);
  return third.endsWith("s") ? third.slice(0, -1) : third;
}

/** The verb for ``name``, agreeing with it: ``third`` ("decides") for anyone else, its "you" form for the viewer
 * ("decide"; ``second`` when it is not made by the rule). */
export function verb(name, ctx, third, second = secondPerson(third)) {
  return isViewer(name, ctx) ? second : third;
}

/** The plural of a noun: the table's where English is irregular (leaf → leaves), else by the rule. */
export function plural(noun) {
  if (noun in PLURALS) return PLURALS[noun];
  if (/[^aeiou]y$/.test(noun)) return noun.slice(0, -1) + "ies";
  if (/(s|sh|ch|x|z)$/.test(noun)) return noun + "es";
  return noun + "s";
}

/** A number and its noun, singular only for exactly one: "1 card", "2 cards", "0 actions" (``many``: a plural
 * that is not the noun's own). */
export function count(n, noun, many = plural(noun)) {
  return `${n} ${n === 1 ? noun : many}`;
}

/** Names in a list ("Ann, Ben and you"). */
export function names(list, ctx) {
  const words = list.map((n) => (subject(n, ctx, false) === "you" ? "you" : n));
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "a" or "an" before ``next`` (a word or a number), by its sound: "an active card", "an 8", "a 1", "an 11". */
export function article(next) {
  const w = String(next ?? "").trim();
  if (/^(8|11|18)(\D|$)/.test(w) || /^8\d*$/.test(w)) return "an";
  return /^[aeiou]/i.test(w) && !/^(one|uni|use|eu)/i.test(w) ? "an" : "a";
}
