"""A scenario accepted from a dict reloads from its own ``to_yaml()`` (and ``to_json()``) as the same scenario and
the same position: with any text in its title, description and names, with the expansions' zones, and at the
largest a scenario can be (the document limits of innovation_nb.documents bound what is read back)."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from innovation_nb import Game, Scenario
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS, CARDS_BY_SET, COLORS, RELICS
from innovation_nb.documents import MAX_CHARS
from innovation_nb.engine.state import CITIES_SPECIALS, ECHOES_SPECIALS, SPECIAL_ACHIEVEMENTS
from innovation_nb.scenario import ScenarioError
from innovation_nb.scenario.model import MAX_DESCRIPTION, MAX_TITLE

settings.register_profile("quick", max_examples=100, deadline=None, derandomize=True, database=None)
settings.register_profile("thorough", max_examples=1000, deadline=None, database=None)
settings.load_profile(os.environ.get("INB_HYPOTHESIS", "quick"))

# Characters YAML writes escaped (up to ten characters each), reads as line breaks, or must quote.
AWKWARD = [
    "\x00",
    "\x01",
    "\x07",
    "\t",
    "\n",
    "\r",
    "\x85",
    "\u2028",
    "\u2029",
    "\ufeff",
    "\U000f0000",
    "\U0001f600",
    "'",
    '"',
    "\\",
    ":",
    "#",
    "-",
    " ",
    "&",
    "*",
    "!",
    "%",
    "@",
    "`",
    "|",
    ">",
    "{",
    "[",
    ",",
    "?",
    "é",
]
TEXT = st.text(st.sampled_from(AWKWARD) | st.characters(exclude_categories=["Cs"]), max_size=30) | st.sampled_from(
    ["yes", "no", "null", "~", "1", "1e400", "0x1F", "1:30", "2001-01-01", ".inf", "-", "- a", "a: b", ""]
)
NAME = st.text(
    st.sampled_from(AWKWARD[10:]) | st.characters(categories=["L", "N", "P", "S", "Zs"]), min_size=1, max_size=40
)


def reloads(d: dict) -> Scenario | None:
    """``d`` as a Scenario, and its YAML and JSON read back to the same scenario and position (None: refused)."""
    try:
        s = Scenario.load(d)
    except ScenarioError:
        return None
    for text in (s.to_yaml(), s.to_json()):
        assert len(text) <= MAX_CHARS
        again = Scenario.load(text)
        assert again == s
        if s.seed is not None:  # seed null: a new shuffle each time
            assert again.to_state().to_dict() == s.to_state().to_dict()
    return s


@st.composite
def scenarios(draw):
    """Plain-data scenarios with any set in play, free text anywhere text is free, and the zones and flags of the
    expansions (some of them impossible: those are refused, which the property allows)."""
    expansions = [x for x in ("artifacts", "echoes", "cities") if draw(st.booleans())]
    relics = "artifacts" in expansions and draw(st.booleans())
    sets = ["base", *expansions]
    deck = iter(draw(st.permutations(sorted(c for c in CARDS if CARDS[c].set in sets and not CARDS[c].relic))))
    n = draw(st.integers(2, 4))
    names = draw(st.lists(NAME, min_size=n, max_size=n, unique=True))
    players = []
    for name in names:
        p = {
            "name": name,
            "hand": [next(deck) for _ in range(draw(st.integers(0, 3)))],
            "score": [next(deck) for _ in range(draw(st.integers(0, 3)))],
        }
        board = {}
        for _ in range(draw(st.integers(0, 5))):
            c = next(deck)
            board.setdefault(CARDS[c].color, []).append(c)
        for color, cards in board.items():
            shape = draw(st.sampled_from(["list", "dict", "one"]))
            if shape == "one" and len(cards) == 1:
                board[color] = cards[0]
            elif shape == "dict" or len(cards) > 1:
                splay = draw(st.sampled_from([None, "left", "right", "up", "none", "Left"])) if len(cards) > 1 else None
                board[color] = {"cards": cards, "splay": splay}
        p["board"] = board
        if "artifacts" in expansions and draw(st.booleans()):
            p["display"] = draw(st.sampled_from([c for c in CARDS_BY_SET["artifacts"][draw(st.integers(1, 10))]]))
        if "echoes" in expansions:
            p["forecast"] = [next(deck) for _ in range(draw(st.integers(0, 2)))]
        p["achievements"] = draw(st.lists(st.integers(1, 9), max_size=2, unique=True))
        if relics and draw(st.booleans()):
            p["achievements"].append(draw(st.sampled_from(RELICS)))
        players.append(p)
    d = {
        "players": players,
        "expansions": expansions,
        "relics": relics,
        "seed": draw(st.none() | st.integers(-10, 10**30)),
        "edition": draw(st.sampled_from(["third", "first"])),
        "current": draw(st.sampled_from(names)),
        "actions_left": draw(st.sampled_from([1, 2])),
        "upcoming": draw(st.lists(st.sampled_from([1, 2]), max_size=n - 1)),
        "turn": draw(st.integers(1, 10**6)),
    }
    for key in ("title", "description"):
        if draw(st.booleans()):
            d[key] = draw(TEXT)
    if "artifacts" in expansions:
        d["free_action"] = draw(st.booleans())
    if "cities" in expansions:
        d["endorsed"] = draw(st.booleans())
    if draw(st.booleans()):
        base = [c for c in CARDS_BY_SET["base"][draw(st.integers(1, 9))]]
        d["achievements"] = draw(st.lists(st.sampled_from(base), max_size=3, unique=True))
    if draw(st.booleans()):
        known = (
            SPECIAL_ACHIEVEMENTS
            + (ECHOES_SPECIALS if "echoes" in expansions else ())
            + (CITIES_SPECIALS if "cities" in expansions else ())
        )
        d["specials"] = draw(st.lists(st.sampled_from(known), unique=True))
    if n == 4 and draw(st.booleans()):
        d["teams"] = [[names[0], names[2]], [names[1], names[3]]]
    if draw(st.booleans()):
        d["removed"] = [next(deck) for _ in range(draw(st.integers(0, 3)))]
    return d


@given(scenarios())
def test_a_scenario_accepted_from_a_dict_reloads_from_its_own_yaml(d):
    reloads(d)


@given(
    st.integers(MAX_DESCRIPTION - 30, MAX_DESCRIPTION + 1),
    st.integers(MAX_TITLE - 5, MAX_TITLE + 1),
    st.sampled_from(AWKWARD),
    st.sampled_from(AWKWARD),
)
def test_a_scenario_with_texts_at_their_limit_reloads_from_its_own_yaml(n, m, ch, first):
    """Texts at their longest, of the characters YAML writes longest: accepted ones fit the document limit."""
    d = {
        "title": first + ch * (m - 1),
        "description": first + ch * (n - 1),
        "players": [{"name": "Ann"}, {"name": "Ben"}],
    }
    s = reloads(d)
    assert (s is not None) == (n <= MAX_DESCRIPTION and m <= MAX_TITLE)


def test_the_largest_scenario_reloads_from_its_own_yaml():
    """Every card of every set placed (a game's position exported whole), four names of forty characters, and
    title and description at their limits, each character written as ten: the YAML stays within the document
    limits and reads back to the same scenario."""
    g = Game.new(["Ann", "Ben", "Cat", "Dan"], seed=2, expansions=("artifacts", "echoes", "cities"), relics=True)
    bot = RandomBot(2)
    for _ in range(150):
        if g.over:
            break
        g.answer(bot.answer(g.pending)) if g.pending is not None else g.apply(bot.action(g))
    while g.pending is not None:
        g.answer(bot.answer(g.pending))
    d = Scenario.from_game(g).to_dict()
    renamed = {p["name"]: "\U0001f600" * 39 + str(i) for i, p in enumerate(d["players"])}  # printable: written as is
    for p in d["players"]:
        p["name"] = renamed[p["name"]]
    d["current"] = renamed[d["current"]]
    d["title"] = "\x01" + "\U000f0000" * (MAX_TITLE - 1)
    d["description"] = "\x01" + "\U000f0000" * (MAX_DESCRIPTION - 1)
    Scenario.load(d)  # accepted (a refusal would say why)
    s = reloads(d)
    assert s is not None and len(s.to_yaml()) > 200_000


def test_a_text_with_yaml_line_breaks_reads_back_unchanged():
    d = {"description": "a\x85b\u2028c\u2029", "title": "x\u2028", "players": [{"name": "Ann"}, {"name": "Ben"}]}
    assert Scenario.load(Scenario.load(d).to_yaml()).description == d["description"]


def test_texts_longer_than_their_limit_are_refused_naming_the_field():
    for field, limit in (("title", MAX_TITLE), ("description", MAX_DESCRIPTION)):
        try:
            Scenario.load({field: "x" * (limit + 1), "players": [{"name": "Ann"}, {"name": "Ben"}]})
        except ScenarioError as e:
            assert e.field == field and f"at most {limit}" in e.message and "x" * 81 not in str(e)
        else:
            raise AssertionError(f"a {field} of {limit + 1} characters was accepted")


def test_a_list_that_would_outgrow_the_document_limits_is_refused():
    """A dict may hold more values than a text may (the upcoming turns, a special listed again and again); the
    rules bound both, so a scenario that loads also reloads."""
    two = [{"name": "Ann", "board": {c: [] for c in COLORS}}, {"name": "Ben"}]
    for change, field in (
        ({"upcoming": [2] * 19_000}, "upcoming"),
        ({"specials": ["Monument"] * 19_000}, "specials[1]"),
    ):
        try:
            Scenario.load({"players": two, **change})
        except ScenarioError as e:
            assert e.field == field
        else:
            raise AssertionError(f"{field} was accepted")
