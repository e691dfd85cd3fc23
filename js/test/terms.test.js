// The front end translates effect texts with the same word list and rules as innovation_nb/terms.py:
// compare with Python's translate on every effect text of both editions.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CARDS, SPLAY_POSITIONS } from "../src/cards.js";
import { label, translate } from "../src/terms.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYTHON = process.env.PYTHON || "python3";

function python(code, input) {
  const r = spawnSync(PYTHON, ["-c", code], { input: JSON.stringify(input), encoding: "utf8", cwd: ROOT });
  if (r.error || r.status !== 0) throw new Error(`${PYTHON} failed: ${r.error || r.stderr}`);
  return JSON.parse(r.stdout);
}

// terms.py and data.py only need the standard library: load them by path (no package import, no dependencies).
const LOAD = (mod, path) => `import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("${mod}", "${path}")
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
`;

describe("terminology", () => {
  it("matches Python's translate on every effect text and on tricky phrases", () => {
    const texts = [];
    for (const c of CARDS.values()) {
      for (const e of c.effects) texts.push(e.text);
      if (c.first_edition) {
        for (const e of c.first_edition.effects) texts.push(e.text);
        texts.push(c.first_edition.note);
      }
    }
    texts.push(
      "A top card",
      "Achievements and achievement",
      "MELD it",
      "Tucked, returned; ages: 3",
      "",
      "I demand you meld a card",
      "Return a top card from your score pile",
      "the ageless board-game",
    );
    const py = python(
      LOAD("terms", "innovation_nb/terms.py") +
        "texts = json.load(sys.stdin)\nprint(json.dumps([m.translate(t, 'iello') for t in texts]))",
      texts,
    );
    const js = texts.map((t) => translate(t, "iello"));
    expect(js).toEqual(py);
    expect(texts.map((t) => translate(t, "asmadi"))).toEqual(texts);
  });

  it("falls back to the Asmadi labels", () => {
    expect(label({ hand: "Main" }, "hand")).toBe("Main");
    expect(label(undefined, "score_pile")).toBe("Score pile");
  });

  it("knows the splay positions Python uses", () => {
    const py = python(
      LOAD("data", "innovation_nb/cards/data.py") +
        "print(json.dumps({k: list(v) for k, v in m.SPLAY_POSITIONS.items() if k}))",
      null,
    );
    expect(SPLAY_POSITIONS).toEqual(py);
  });
});

describe("a and an", () => {
  it("follow the sound of the next word or number", async () => {
    const { article } = await import("../src/words.js");
    expect(["active card", "Active card", "top card", 8, 1, 11, 18, 3, "80"].map(article)).toEqual([
      "an",
      "an",
      "a",
      "an",
      "a",
      "an",
      "an",
      "a",
      "an",
    ]);
  });
});

describe("plurals and verbs", () => {
  it("come from the table Python uses (innovation_nb/terms.json) and the same rules", async () => {
    const { count, plural, possessive, secondPerson, verb } = await import("../src/words.js");
    expect([count(1, "leaf"), count(2, "leaf"), count(3, "factory"), count(2, "hex"), count(0, "card")]).toEqual([
      "1 leaf",
      "2 leaves",
      "3 factories",
      "2 hexes",
      "0 cards",
    ]);
    expect([plural("entry"), plural("play"), plural("crown")]).toEqual(["entries", "plays", "crowns"]);
    expect(["decides", "has", "is", "carries", "wins", "was"].map(secondPerson)).toEqual([
      "decide",
      "have",
      "are",
      "carry",
      "win",
      "were",
    ]);
    const ctx = { board: { perspective: "Ann" } };
    expect([verb("Ann", ctx, "activates"), verb("Ben", ctx, "activates"), verb("You", ctx, "wins")]).toEqual([
      "activate",
      "activates",
      "win",
    ]);
    expect([possessive("Ann", ctx), possessive("Charles", ctx, false)]).toEqual(["Your", "Charles's"]);
  });
});
