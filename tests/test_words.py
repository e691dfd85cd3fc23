"""The words a learner reads beyond the engine's own events (tests/test_grammar.py reads those): every goal of a
puzzle, the checker's verdicts, the hints, the mined puzzles' questions, the coach's explanations, the review, the
widgets' sentences (why a decision is asked, what the others just did, the stepper's action) — each for a reader
addressed as "you" and for a named one. None of them may say "2 leafs" or "3 factorys", "you shows" or "You has",
"1 achievements" or "1 cards", "Ben scores -2.6" (a score that goes down is lost, and a negative number has a true
minus sign), or "You played decline"."""

from __future__ import annotations

import re

import pytest
from test_grammar import _THIRD
from test_grammar import BAD as GRAMMAR

from innovation_nb import Game
from innovation_nb.bots import GreedyBot, RandomBot
from innovation_nb.cards.data import CARDS, ICONS
from innovation_nb.engine.text import Reader
from innovation_nb.engine.view import result_detail
from innovation_nb.puzzles import GoalContext, Puzzle, check, list_puzzles, load_puzzle, parse_goal
from innovation_nb.puzzles.mine.kinds import KINDS
from innovation_nb.scenario import Scenario

# A third-person verb after "you", wider than the engine's list: the coach and the review say more.
_YOU_THIRD = (
    r"\b[Yy]ou (?:" + _THIRD + r"|loses|changes|grows|shrinks|benefits|reaches|ends|prefers|plays|"
    r"answers|declines|falls|rises|would shows)\b"
)
BAD = GRAMMAR + [
    (re.compile(r"\b(?:leafs|factorys|hexs|entrys)\b"), "a plural made by adding s"),
    (re.compile(r"\b\w+[b-df-hj-np-tv-z]ys\b"), "a plural of a noun in -y made by adding s"),
    (re.compile(_YOU_THIRD), "a third-person verb after 'you'"),
    # "1 card", never "1 cards" (but "1 is", "1 has" and nouns that end in s in the singular)
    (re.compile(r"(?<![\d.,])\b1 (?!(?:is|was|has|does)\b)[a-z]*[a-hj-rtv-z]s\b"), "a plural after 1"),
    (re.compile(r"(?<![\w\-−–])-\d"), "a negative number with a hyphen for its minus sign"),
    (re.compile(r"\bscores? [−-]\d"), "a score that goes down said as scoring"),
    (re.compile(r"\bplayed (?:decline|yes|no)\b"), "an answer said as a move played"),
]


def check_words(text: str, where: str, reader: str | None = None) -> None:
    """``text`` has none of the slips; read by a named ``reader``, it never names them (they are "you")."""
    for pattern, what in BAD:
        m = pattern.search(text)
        assert m is None, f"{where}: {what} ({m.group(0)!r}) in {text[:400]!r}"
    if reader is not None and reader != "You":
        m = re.search(rf"\b{reader}\b", text)
        assert m is None, f"{where}, read by {reader}: the reader named in the third person in {text[:400]!r}"


# -- the parts ---------------------------------------------------------------------------------------------------
def test_one_plural_for_every_noun():
    from innovation_nb.engine.text import count, plural

    assert [count(n, "leaf") for n in (0, 1, 2)] == ["0 leaves", "1 leaf", "2 leaves"]
    assert [count(n, i) for n, i in ((2, "factory"), (3, "hex"), (1, "crown"), (2, "lightbulb"))] == [
        "2 factories",
        "3 hexes",
        "1 crown",
        "2 lightbulbs",
    ]
    assert (plural("entry"), plural("achievement"), plural("play")) == ("entries", "achievements", "plays")
    assert (count(1, "card"), count(1.0, "point"), count(0.5, "point"), count(-1, "point")) == (
        "1 card",
        "1 point",
        "0.5 points",
        "−1 point",
    )


def test_a_number_that_may_be_negative_has_a_true_minus_sign():
    from innovation_nb.engine.text import number, signed

    assert [number(x) for x in (2.6, -2.6, 3.0, -0.04, 1.25)] == ["2.6", "−2.6", "3", "0", "1.2"]
    assert [signed(x) for x in (2.6, -2.6, 0.0, -0.04)] == ["+2.6", "−2.6", "0", "0"]


# -- puzzles -----------------------------------------------------------------------------------------------------
TABLE = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Masonry"],
            "score": ["Calendar"],
            "achievements": ["Agriculture"],
            "board": {"red": ["Excalibur"], "purple": ["City States"], "green": ["Clothing"]},
        },
        {"name": "Bob", "hand": ["Compass"], "board": {"red": ["Oars"], "green": ["Sailing"], "blue": ["Pottery"]}},
    ],
    "expansions": ["artifacts", "echoes", "cities"],
    "supply": {1: ["Tools", "Writing"]},
}


def goals() -> list:
    """A goal of every kind of goals.py, with plausible values: 1 and 2 of every icon, counts of 1 and 2."""
    out: list = ["win", {"win": "Bob"}]
    out += [{"claim": c} for c in (1, 4, "Monument", "special", "any")]
    out += [{"score": n} for n in (1, 2, 12)] + [{"achievements": n} for n in (1, 2, 6)]
    out += [{"icons": {i: n}} for i in ICONS for n in (1, 2)] + [{"icons": {"leaf": 2, "factory": 1}}]
    out += [
        {"vulnerable": "City States"},
        {"vulnerable": "City States", "player": "Bob", "by": "Alice"},
        {"shares": "Oars"},
        {"shares": "Clothing", "player": "Bob", "by": "Alice"},
        {"compelled": "Excalibur"},
        {"compelled": "Excalibur", "player": "Bob"},
    ]
    out += [{"forecast": n} for n in (1, 2)] + [{"fountains": n} for n in (1, 2)]
    out += [{"splayed": "red"}, {"splayed": "green", "direction": "left", "player": "Bob"}]
    out += [{"card": "Compass", "zone": z} for z in ("hand", "score", "board", "top", "achievements", "display")]
    out += [{"card": "Tools", "zone": z} for z in ("supply", "removed", "available", "relics")]
    out += [
        {"all": [{"icons": {"leaf": 1}}, {"achievements": 1}]},
        {"any": [{"icons": {"factory": 2}}, "win"]},
        {"not": {"score": 1}},
    ]
    return out


@pytest.mark.parametrize("solver", ["Alice", "You"])
def test_every_goal_reads_right(solver):
    table = {**TABLE, "players": [{**TABLE["players"][0], "name": solver}, TABLE["players"][1]]}
    state = Scenario.load(table).to_state()
    ctx = GoalContext(solver, state.clone())
    for data in goals():
        if isinstance(data, dict):
            data = {k: (solver if v == "Alice" else v) for k, v in data.items()}
        goal = parse_goal(data)
        check_words(goal.describe(), f"{data} described without a puzzle")
        check_words(goal.describe(ctx), f"{data} described for {solver}")
        ok, why = goal.evaluate(state, ctx)
        check_words(why, f"{data} judged ({'met' if ok else 'not met'}) for {solver}")
        for part, reason in goal.failures(state, ctx):
            check_words(f"{part.describe(ctx)}: {reason}", f"{data}'s failures for {solver}")


def test_the_goals_say_a_plural_of_every_icon_and_agree_with_you():
    state = Scenario.load(TABLE).to_state()
    assert parse_goal({"icons": {"leaf": 3}}).describe() == "you show at least 3 leaves"
    assert (
        parse_goal({"icons": {"factory": 3}}).describe(GoalContext("Alice", state))
        == "Alice shows at least 3 factories"
    )
    assert parse_goal({"achievements": 1}).describe() == "you have 1 achievement"
    assert parse_goal({"vulnerable": "City States"}).describe() == "your opponent is vulnerable to your City States"


@pytest.mark.parametrize("name", list_puzzles())
def test_a_library_puzzle_reads_right(name):
    """Its goal, hints and budget, and the checker's verdicts on the intended line and on a line that fails."""
    from innovation_nb.widgets.puzzle_widget import budget_words

    p = load_puzzle(name)
    words = [p.describe_goal(), budget_words(p), *p.hints]
    for line in (p.intended or [], []):
        v = check(p, line)
        words += [v.reason] + [f"{d}: {w}" for d, w in v.failed]
    for w in words:
        check_words(w, f"puzzle {name}")


def test_a_mined_puzzle_says_against_every_answer_once():
    """A mined puzzle's explanation says once that its solution works whatever the others answer, and each of its
    texts reads right, for the solver too (the description names them: "You are Alice.")."""
    from innovation_nb.puzzles import pack

    df = pack.load_frame()
    for text in df["puzzle"]:
        p = Puzzle.from_json(text)
        assert p.explanation.count("whatever") <= 1, p.name
        for w in (p.title, p.description, p.rule):
            check_words(w, f"{p.name}'s texts")
        for w in (*p.hints, p.explanation):
            check_words(w, f"{p.name}'s texts", p.solver)
    assert df["puzzle"].str.contains("It works whatever").any()


def test_the_checker_says_against_every_answer_once():
    """A line that survives several decisions of the same opponent says so once, not once per decision."""
    from innovation_nb.puzzles import pack

    p = next(p for p in pack.load() if p.name == "starter-00014-034")
    v = check(p, p.intended)
    assert v.solved and v.reason.count("against every answer") == 1
    assert v.reason.startswith("against every answer of Bob at 2 decisions (8 tried): the goal is met after 1 action")


def test_a_puzzle_asks_its_solver_in_the_second_person():
    """The solver's own decision, as the puzzle widget shows it: written to them ("your hand"), not about them."""
    from innovation_nb.widgets import PuzzleWidget

    table = {
        "players": [
            {"name": "Bob", "hand": ["Masonry"], "board": {"purple": ["Code of Laws"], "yellow": ["Agriculture"]}},
            {"name": "Ann", "board": {"green": ["Sailing"]}},
        ],
        "supply": {1: ["Tools", "Writing"]},
    }
    w = PuzzleWidget(
        {
            "title": "Tuck",
            "rule": "Tucking",
            "scenario": table,
            "goal": {"card": "Masonry", "zone": "board"},
            "budget": 1,
        }
    )
    w.act("dogma Code of Laws")
    pending = w.snapshot["pending"]
    assert pending["player"] == "Bob" and pending["title"].startswith("You may")
    assert "your board" in pending["prompt"] and "their" not in pending["prompt"]
    w.close()


def test_a_mined_puzzles_words_read_right():
    kinds = [("win", {}), ("claim", {"claim": "Monument"}), ("score", {"score": 1}), ("card", {"card": "Oars"})]
    kinds += [(k, {k: n}) for k in ("achievements", "forecast", "fountains") for n in (1, 2)]
    kinds += [("icons", {"icons": {i: n}}) for i in ICONS for n in (1, 2)]
    kinds += [
        (k, {k: c, "player": "Bob", "by": "Bob"})
        for k, c in (("vulnerable", "Archery"), ("shares", "Oars"), ("compelled", "Excalibur"))
    ]
    assert {k for k, _ in kinds} == set(KINDS)  # every kind of goal mined
    for kind, goal in kinds:
        for zone in ("board", "hand", "score", "supply") if kind == "card" else (None,):
            goal = {**goal, "zone": zone} if zone else goal
            for budget in (1, 2):
                for w in KINDS[kind].words(goal, budget, "Bob"):
                    check_words(w, f"a mined {kind} goal")
    # where each stands at the table, and the clue a hint falls back on, as Alice reads them
    state = Scenario.load(TABLE).to_state()
    ctx = GoalContext("Alice", state.clone())
    measured = [("win", "win"), ("claim", {"claim": "Monument"}), ("score", {"score": 12})]
    measured += [(k, {k: n}) for k in ("achievements", "forecast", "fountains") for n in (1, 2)]
    measured += [("icons", {"icons": {i: n}}) for i in ICONS for n in (0, 1, 2, 3)]
    measured += [("card", {"card": "Oars", "zone": z}) for z in ("board", "hand", "score", "supply")]
    measured += [
        ("vulnerable", {"vulnerable": "City States", "player": "Bob"}),
        ("shares", {"shares": "Oars", "by": "Bob"}),
        ("compelled", {"compelled": "Excalibur", "player": "Bob"}),
    ]
    assert {k for k, _ in measured} == set(KINDS)
    for kind, goal in measured:
        _, said = KINDS[kind].measure(parse_goal(goal), state, ctx)
        check_words(said, f"where a mined {kind} goal stands", "Alice")
        check_words(KINDS[kind].clue(goal if isinstance(goal, dict) else {}), f"a mined {kind} goal's clue", "Alice")


def test_where_a_mined_goal_stands_says_the_plural_and_agrees_with_you():
    """What the explanation of a mined puzzle says of a position (``Kind.measure``): "1 leaf" and "2 leaves", "3
    factories", "you show", "you hold 1 achievement"."""
    state = Scenario.load(TABLE).to_state()
    ctx = GoalContext("Alice", state.clone())

    def said(kind, goal):
        return KINDS[kind].measure(parse_goal(goal), state, ctx)

    assert said("icons", {"icons": {"leaf": 2}}) == (0, "you show 2 leaves")  # Clothing
    assert said("icons", {"icons": {"leaf": 3}}) == (1, "you show 2 leaves of the 3 needed")
    assert said("icons", {"icons": {"factory": 3}}) == (3, "you show 0 factories of the 3 needed")
    assert said("achievements", {"achievements": 2}) == (1, "you hold 1 achievement of the 2 needed")
    assert said("vulnerable", {"vulnerable": "City States", "player": "Bob"}) == (0, "Bob shows 3 crowns to your 4")
    assert said("compelled", {"compelled": "Excalibur", "player": "Bob"}) == (1, "Bob shows 2 castles to your 3")
    assert said("shares", {"shares": "Oars", "by": "Bob"}) == (0, "you show 3 castles to Bob's 2")


# -- the coach and the review ------------------------------------------------------------------------------------
def played(names, seed: int, moves: int) -> Game:
    g = Game.new(names, seed=seed)
    bots = {n: GreedyBot(seed + i) for i, n in enumerate(names)}
    for _ in range(moves):
        if g.over:
            break
        who = g.pending.player if g.pending is not None else g.current_player.name
        m = bots[who].move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    return g


@pytest.mark.parametrize("names,seed", [(["You", "Ben"], 3), (["Alice", "Ben"], 5), (["Alice", "Ben"], 12)])
def test_the_coach_reads_right(names, seed):
    from innovation_nb.coach import suggest

    for moves in (4, 15, 30):
        g = played(names, seed, moves)
        if g.over:
            continue
        me = g.pending.player if g.pending is not None else g.current_player.name
        for terminology in ("asmadi", "iello"):
            for s in suggest(g, simulations=24, seed=seed, progress=False, terminology=terminology):
                check_words(s.explanation, f"the coach's explanation after {moves} moves", me)
                check_words(s.words or "", "the coach's move words", me)


def test_the_coach_words_a_loss_of_score_as_a_loss():
    from innovation_nb.coach.reasons import _effects
    from innovation_nb.coach.search import Candidate
    from innovation_nb.engine.moves import Move
    from innovation_nb.engine.text import Text

    class Outcome:  # what the simulations saw: each player's average change of score
        n, won, won_soon, lost_soon, bonus, specials, follow, theirs, their_wins = 10, 0, 0, 0, 0, {}, {}, {}, {}

        def mean(self, what, name):
            return {"score": {"Alice": -1.0, "Ben": -2.6}}.get(what, {}).get(name, 0.0)

        def share(self, x):
            return x / self.n

    g = played(["Alice", "Ben"], 5, 4)
    cand = Candidate(Move("Alice", "answer", None))
    cand.outcome = Outcome()
    said = [Text(*e).render(Reader("Alice", you="Alice")) for e in _effects(g, "Alice", cand)]
    assert said == ["You lose 1 point of score on average", "Ben loses 2.6 points of score on average"]


@pytest.fixture(scope="module")
def reviews():
    from innovation_nb.review import review

    out = []
    for names, seed in ((["You", "Ben"], 3), (["Alice", "Ben"], 21)):
        g = played(names, seed, 26)
        out.append((names[0], review(g, names[0], workers=1, simulations=12, seed=5, progress=False)))
    return out


def test_the_review_reads_right(reviews):
    for me, r in reviews:
        check_words(r.summary(), "the review's summary", me)
        for m in r.moves:
            for w in (m.played, m.best, m.explanation):
                check_words(w, f"the review of move {m.number}", me)
        check_words(str(r).split("\n", 1)[1], "the review as text", me)


def test_the_review_says_what_an_answer_was():
    from innovation_nb.engine.decisions import DECLINED
    from innovation_nb.review.verdicts import coach_prefers, you_played

    assert [you_played(w, "answer") for w in (DECLINED, "yes", "Oars (1)")] == [
        "you declined",
        "you answered yes",
        "you chose Oars (1)",
    ]
    assert you_played("meld Oars (1)", "action") == "you played meld Oars (1)"
    assert [coach_prefers(w, "answer") for w in (DECLINED, "no", "Oars (1)")] == [
        "the coach prefers to decline",
        "the coach prefers to answer no",
        "the coach prefers Oars (1)",
    ]


def test_the_review_words_every_average_change_the_same_way():
    from innovation_nb.review.verdicts import differences

    class Outcome:
        won, won_soon, lost_soon, bonus = 0, 0, 0, 0

        def __init__(self, score):
            self.score, self.n = score, 10

        def mean(self, what, name):
            return self.score.get(name, 0.0) if what == "score" else 0.0

        def share(self, x):
            return 0.0

    class Side:
        def __init__(self, score):
            self.facts = type("Facts", (), {"outcome": Outcome(score)})()
            self.splays = {}

        def icon_gain(self, name):
            return 0.0

    g = played(["Alice", "Ben"], 5, 4)
    comparison = type(
        "Comparison", (), {"best": Side({"Alice": 0.0, "Ben": -2.6}), "played": Side({"Alice": -10.3, "Ben": 0.0})}
    )()
    assert differences(g, "Alice", comparison) == [
        "your score changes by 0 on average against −10.3",
        "Ben's score changes by −2.6 on average against 0",
    ]


def test_a_choice_of_cards_says_how_many_in_one_way():
    """The front end says how many cards to pick in Python's words, as the title does: "0 or 2", not "0 to 2"."""
    from innovation_nb.engine.decisions import Request

    req = Request("Ann", "cards", ["Oars", "Tools", "Sailing"], min=2, max=2, optional=True, prompt="Return two cards")
    d = req.for_reader(Reader("Ann", you="Ann"), True)
    assert (d["title"], d["count_words"], d["counts"]) == ("You may choose 0 or 2 cards", "0 or 2 cards", [0, 2])


# -- the widgets' sentences --------------------------------------------------------------------------------------
@pytest.mark.parametrize("names", [["You", "Ben"], ["Ann", "Ben", "Cat"]])
def test_the_widgets_sentences_read_right(names):
    """Why each decision is asked and what the others just did, for every reader, in both editions' words, over a
    random game to its end; then the result line."""
    from innovation_nb.widgets.context import turn_summary, why_asked

    g = Game.new(names, seed=7)
    bots = {n: RandomBot(i) for i, n in enumerate(names)}
    start = 0
    for _ in range(400):
        if g.over:
            break
        for r in names:
            for t in ("asmadi", "iello"):
                check_words(why_asked(g, r, t) or "", "why_asked", r)
                summary = turn_summary(g, start, r, t) or {"groups": []}
                for grp in summary["groups"]:
                    for w in [grp["text"], (grp["bonus"] or {}).get("text", "")] + [m["text"] for m in grp["moved"]]:
                        check_words(w, "a turn summary", r)
        start = len(g.events)
        if g.pending is not None:
            g.answer(bots[g.pending.player].answer(g.pending))
        else:
            g.apply(bots[g.current_player.name].action(g))
    assert g.over
    for r in names:
        check_words(result_detail(g, Reader(r, you=r)), "the result line", r)


def test_the_stepper_says_what_its_action_does():
    from innovation_nb.widgets import DogmaStepper

    for names in (["Ann", "Ben"], ["You", "Ben"]):
        g = Game.new(names, seed=1)
        for req in list(g.pending_all):
            g.answer(req.options[0], player=req.player)
        me = g.current_player.name
        other = next(p.name for p in g.players if p.name != me)
        for reader in (me, other):
            st = DogmaStepper(g.fork(), perspective=reader, action="draw")
            check_words(st.snapshot["action"]["text"], "the stepper's draw", reader)
            st.close()


def test_a_word_from_the_python_side_is_the_front_ends_word_too():
    """The front end reads the same table of plurals and verbs (terms.json)."""
    import json
    from pathlib import Path

    import innovation_nb
    from innovation_nb.engine.text import plural

    data = json.loads((Path(innovation_nb.__file__).parent / "terms.json").read_text(encoding="utf-8"))
    for noun, many in data["plurals"].items():
        assert plural(noun) == many
    assert CARDS  # the table names no card
