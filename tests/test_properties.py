"""Generated inputs at every boundary (hypothesis): scenarios (valid, mutated, as text), answers of every type
against real pending requests, action texts and hand-made Actions, saves (valid, cut, mutated) and widget
messages. For each: a project error or a valid result, and after any refusal the game is byte-identical.

A quick, repeatable run by default (100 examples a test); ``INB_HYPOTHESIS=thorough`` for 1000 random ones."""

import json
import os

import yaml
from helpers import position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb import Game, Scenario
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS, COLORS
from innovation_nb.engine.actions import Action, IllegalAction
from innovation_nb.engine.decisions import InvalidAnswer
from innovation_nb.engine.game import GameError
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.saves import SaveError
from innovation_nb.errors import InnovationError
from innovation_nb.scenario import ScenarioError
from innovation_nb.widgets import DogmaStepper, GameWidget, ScenarioEditor
from innovation_nb.widgets.protocol import TYPES
from innovation_nb.widgets.puzzle_widget import PuzzleWidget

settings.register_profile("quick", max_examples=100, deadline=None, derandomize=True, database=None)
settings.register_profile("thorough", max_examples=1000, deadline=None, database=None)
settings.load_profile(os.environ.get("INB_HYPOTHESIS", "quick"))

TITLES = sorted(c for c in CARDS if CARDS[c].set == "base" and not CARDS[c].relic)  # scenarios: the base set
ODD = [
    "",
    " ",
    "\u200b",
    "/",
    "a/board/b",
    "supply",
    "x" * 300,
    "Ünïcödé",
    "\n",
    "draw",
    "yes",
    "no",
    "none",
    "left",
    "red",
    "Red",
    "1",
    "01",
    "-1",
    "1e400",
    "NaN",
    "*a",
    "&a",
    "!!python/none",
    "{",
    "[",
    "\x00",
]
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 12)
    | st.integers()
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from(ODD + TITLES[:20])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=6) | st.sampled_from(["1", "red", "cards"]), inner, max_size=3)
    ),
    max_leaves=8,
)
NAMES = st.sampled_from(["Ann", "Ben", "Cat", "Dan", "Zoë", "Al Bo", "P-3"]) | st.text(
    st.characters(categories=["L", "N"]), min_size=1, max_size=8
)


def refusal_changes_nothing(game, call, errors=InnovationError):
    """Run ``call``; on a refusal (a project error), the game must be exactly as before. Returns True if it
    went through."""
    before, state = game.to_json(), game.state.to_dict()
    try:
        call()
    except errors:
        assert game.to_json() == before and game.state.to_dict() == state
        return False
    return True


# -- scenarios -------------------------------------------------------------------------------------------
@st.composite
def scenarios(draw):
    """A plain-data scenario that places cards the way a position may (it can still be impossible: someone may
    already qualify for a special achievement)."""
    n = draw(st.integers(2, 4))
    names = draw(st.lists(NAMES, min_size=n, max_size=n, unique=True))
    deck = iter(draw(st.permutations(TITLES)))
    start = draw(st.booleans()) and draw(st.booleans())
    dealt = draw(st.booleans())
    players = []
    for name in names:
        p = {"name": name}
        if not start or dealt:
            p["hand"] = [next(deck) for _ in range(draw(st.integers(1 if start else 0, 3)))]
        p["score"] = [next(deck) for _ in range(draw(st.integers(0, 4)))]
        if not start:
            board = {}
            for _ in range(draw(st.integers(0, 6))):
                c = next(deck)
                board.setdefault(CARDS[c].color, []).append(c)
            for color, cards in board.items():
                splay = draw(st.sampled_from([None, "left", "right", "up"])) if len(cards) > 1 else None
                board[color] = {"cards": cards, "splay": splay} if splay else cards
            p["board"] = board
        p["achievements"] = draw(st.lists(st.integers(1, 9), max_size=2, unique=True))
        players.append(p)
    d = {"players": players, "seed": draw(st.integers(0, 1000)), "edition": draw(st.sampled_from(["third", "first"]))}
    if start:
        d["phase"] = "start"
    else:
        d["current"] = draw(st.sampled_from(names))
        d["actions_left"] = draw(st.sampled_from([1, 2]))
    if draw(st.booleans()):
        d["supply"] = {
            age: [c for c in deck if CARDS[c].age == age][:2] for age in draw(st.sets(st.integers(1, 10), max_size=2))
        }
    if draw(st.booleans()):
        d["achievements_needed"] = draw(st.integers(3, 14))
    if n == 4 and draw(st.booleans()):
        d["teams"] = [[names[0], names[2]], [names[1], names[3]]]
    return d


def paths(data, here=()):
    """Every (container, key) in nested data."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            out.append((data, k))
            out += paths(v)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append((data, i))
            out += paths(v)
    return out


@st.composite
def mutated(draw, base):
    """``base`` (plain data) with one value replaced, one entry removed or one unknown entry added."""
    d = json.loads(json.dumps(draw(base)))
    spots = paths(d)
    container, key = draw(st.sampled_from(spots)) if spots else (d, "x")
    op = draw(st.sampled_from(["replace", "remove", "add"]))
    if op == "replace" or not isinstance(container, (dict, list)):
        container[key] = draw(VALUES)
    elif op == "remove":
        del container[key]
    elif isinstance(container, dict):
        container[draw(st.text(max_size=6) | st.sampled_from(["1", "Red", "splay", "sead"]))] = draw(VALUES)
    else:
        container.append(draw(VALUES))
    return d


def accepted_scenario(s: Scenario) -> None:
    """A scenario that loaded: its position keeps every invariant and exports back to itself."""
    state = s.to_state()
    check_invariants(state)
    assert Scenario.from_state(state).to_state().to_dict() == state.to_dict()
    s.to_game(history=False)


@given(scenarios())
def test_generated_scenarios_load_or_are_refused(d):
    try:
        s = Scenario.load(d)
    except ScenarioError as e:
        assert "qualifies for" in e.message or "no age-" in e.message or "enough to win" in e.message, e
        return
    accepted_scenario(s)
    assert Scenario.load(s.to_yaml()).to_state().to_dict() == s.to_state().to_dict()


@given(mutated(scenarios()))
def test_mutated_scenarios_load_or_are_refused_with_a_field(d):
    try:
        s = Scenario.load(d)
    except ScenarioError as e:
        assert len(str(e)) < 2000
        return
    accepted_scenario(s)


@given(scenarios(), st.integers(0, 10**6), st.text(max_size=8) | st.sampled_from(ODD), st.booleans())
def test_scenario_texts_cut_or_spliced_load_or_are_refused(d, at, junk, as_json):
    text = json.dumps(d) if as_json else yaml.safe_dump(d)
    at %= len(text) + 1
    for variant in (text[:at], text[:at] + junk + text[at:], (text[:at] + junk + text[at:]).encode("utf-8")):
        try:
            s = Scenario.load(variant)
        except ScenarioError:
            continue
        accepted_scenario(s)


# -- real games, between actions and at decisions --------------------------------------------------------
def _pool():
    """Games from random play kept at real decisions (by kind) and between actions."""
    decisions, turns = {}, []
    for seed, n in [(1, 2), (2, 3), (3, 4), (4, 2), (5, 2), (6, 3)]:
        g = Game.new(["Ann", "Ben", "Cat", "Dan"][:n], seed=seed, teams=True if n == 4 else None)
        bot = RandomBot(seed)
        for _ in range(400):
            if g.over:
                break
            if g.pending is not None:
                bucket = decisions.setdefault(g.pending.kind, [])
                if len(bucket) < 6:
                    bucket.append(g.fork())
                g.answer(bot.answer(g.pending))
            else:
                if len(turns) < 30 and len(g.events) % 3 == 0:
                    turns.append(g.fork())
                g.apply(bot.action(g))
    mass_media = position(
        {
            "Ann": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"], "score": ["Compass"]},
            "Ben": {"score": ["Tools"]},
        }
    )
    mass_media.apply("dogma Mass Media")
    mass_media.answer("Archery")
    decisions.setdefault(mass_media.pending.kind, []).append(mass_media)
    return [g for kind in sorted(decisions) for g in decisions[kind]], turns


POOL = {}


def pool():
    if not POOL:
        POOL["decisions"], POOL["turns"] = _pool()
    return POOL["decisions"], POOL["turns"]


def answers_for(req):
    opts = list(req.options)
    some = st.sampled_from(opts) if opts else st.nothing()
    picks = st.lists(some, max_size=len(opts) + 1) if opts else st.just([])
    return st.one_of(
        some,
        picks,
        st.permutations(opts) if opts else st.just([]),
        VALUES,
        some.map(lambda o: f" {o} ".upper() if isinstance(o, str) else o),
        st.sampled_from([None, [], (), "no", "pass", True, False, 0, 11, 2.9, float("inf"), "2", {}]),
    )


def test_the_pool_has_every_kind_of_request():
    kinds = {g.pending.kind for g in pool()[0]}
    assert {"cards", "color", "value", "yes_no", "order"} <= kinds, kinds


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_answers_of_every_type_against_real_requests(data):
    decisions, _ = pool()
    g = decisions[data.draw(st.integers(0, len(decisions) - 1), label="game")].fork()
    answer = data.draw(answers_for(g.pending), label="answer")
    who = data.draw(st.none() | st.sampled_from([r.player for r in g.pending_all]) | VALUES, label="player")
    if refusal_changes_nothing(g, lambda: g.answer(answer, player=who), (InvalidAnswer, GameError)):
        check_invariants(g.state)


ACTION_TEXTS = st.one_of(
    st.text(max_size=20),
    st.builds(
        lambda k, rest: f"{k}{rest}",
        st.sampled_from(["draw", "meld ", "dogma ", "achieve ", "Meld", "DOGMA "]),
        st.sampled_from(TITLES + ODD) | st.integers(-2, 12).map(str) | st.text(max_size=6),
    ),
    st.builds(
        Action,
        st.sampled_from(["draw", "meld", "dogma", "achieve", "fly"]) | VALUES,
        st.sampled_from(TITLES) | VALUES,
        st.integers(-1, 11) | VALUES,
    ),
    VALUES,
)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), ACTION_TEXTS)
def test_action_texts_are_applied_or_refused(data, action):
    _, turns = pool()
    g = turns[data.draw(st.integers(0, len(turns) - 1), label="game")].fork()
    why = g.why_illegal(action)
    assert why is None or isinstance(why, str)
    if refusal_changes_nothing(g, lambda: g.apply(action), IllegalAction):
        assert why is None
        check_invariants(g.state)
    else:
        assert why is not None


# -- saves -----------------------------------------------------------------------------------------------
def save_texts():
    decisions, turns = pool()
    return [g.to_json() for g in decisions[::5] + turns[::6]]


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_saves_cut_or_mutated_load_or_are_refused(data):
    texts = save_texts()
    text = texts[data.draw(st.integers(0, len(texts) - 1), label="save")]
    how = data.draw(st.sampled_from(["cut", "mutate", "as is"]), label="how")
    if how == "cut":
        variant = text[: data.draw(st.integers(0, len(text) - 1), label="at")]
    elif how == "mutate":
        variant = data.draw(mutated(st.just(json.loads(text))), label="save")
    else:
        variant = text
    try:
        g = Game.from_json(variant)
    except SaveError as e:
        assert how != "as is", e
        assert len(str(e)) < 2000
        return
    check_invariants(g.state)
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    if how == "as is":
        assert g.to_json() == text


# -- widget messages -------------------------------------------------------------------------------------
FIELDS = {
    "action": ACTION_TEXTS,
    "value": VALUES,
    "card": st.sampled_from(TITLES) | VALUES,
    "text": VALUES,
    "zone": st.sampled_from(["board", "hand", "score", "achievements", "supply", "available"]) | VALUES,
    "player": st.integers(-1, 4) | VALUES,
    "position": st.sampled_from(["top", "bottom"]) | VALUES,
    "color": st.sampled_from(COLORS) | VALUES,
    "direction": st.sampled_from(["none", "left", "up"]) | VALUES,
    "name": NAMES | VALUES,
    "field": st.sampled_from(["current", "turn", "seed", "edition", "title"]) | VALUES,
    "format": st.sampled_from(["yaml", "json"]) | VALUES,
    "terminology": st.sampled_from(["iello"]) | VALUES,
    "at": st.integers(-1, 40) | VALUES,
    "on": st.booleans() | VALUES,
}
SAFE_TYPES = [t for t in TYPES if t not in ("show_solution", "play")]  # the solver, and new widgets: too slow here
MESSAGES = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(SAFE_TYPES)}, optional=FIELDS),
    st.fixed_dictionaries({"type": VALUES}, optional=FIELDS),
    VALUES,
)


def widget(kind):
    if kind == "game":
        return GameWidget(Game.new(["Ann", "Ben"], seed=7), bots={"Ben": RandomBot(7)})
    if kind == "stepper":
        return DogmaStepper(
            position({"Ann": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"]}, "Ben": {"score": ["Tools"]}})
        )
    if kind == "editor":
        return ScenarioEditor()
    return PuzzleWidget("sharing-bonus")


def widget_state(w):
    return (
        json.dumps(w.draft, sort_keys=True, default=str) if isinstance(w, ScenarioEditor) else w.game.to_json(),
        json.dumps(w.snapshot, sort_keys=True),
    )


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["game", "stepper", "editor", "puzzle"]), st.lists(MESSAGES, min_size=1, max_size=4))
def test_widget_messages_are_applied_or_shown_as_errors(kind, messages):
    w = widget(kind)
    try:
        for msg in messages:
            before = widget_state(w)
            ok = w.handle(msg)
            assert "went wrong" not in w.error, (msg, w.error)
            if not ok:
                assert w.error and widget_state(w) == before, msg
            else:
                assert w.error == ""
    finally:
        w.close()
