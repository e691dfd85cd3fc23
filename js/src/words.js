// Sentences for one viewer: the viewer is "you" (second person), everyone else by name. A player who is called
// "You" reads as "Your" too, never "You's".

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

/** "Your" / "Ann's". */
export function possessive(name, ctx, capital = true) {
  if (isViewer(name, ctx) || name === "You") return capital ? "Your" : "your";
  return String(name).endsWith("s") ? `${name}'` : `${name}'s`;
}

/** The verb for ``name``: ``second`` for the viewer ("have"), ``third`` otherwise ("has"). */
export function verb(name, ctx, third, second) {
  return isViewer(name, ctx) ? second : third;
}

/** Names in a list ("Ann, Ben and you"). */
export function names(list, ctx) {
  const words = list.map((n) => subject(n, ctx, false) === "you" ? "you" : n);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "a" or "an" before ``next`` (a word or a number), by its sound: "an active card", "an 8", "a 1", "an 11". */
export function article(next) {
  const w = String(next ?? "").trim();
  if (/^(8|11|18)(\D|$)/.test(w) || /^8\d*$/.test(w)) return "an";
  return /^[aeiou]/i.test(w) && !/^(one|uni|use|eu)/i.test(w) ? "an" : "a";
}
