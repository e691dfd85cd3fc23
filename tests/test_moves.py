"""One move and one enumeration of a request's answers: ``Move`` (its text, its JSON, ``Game.play``), ``Game.to_act``,
``Request.answers`` / ``sample_answers`` / ``random_answer`` against what the engine accepts (at every decision of
seeded bot games of each combination of sets, and on hand-made requests of every kind), and the one way a move is
said in words."""

import itertools
import json
import math
import pickle
import random
import re

import pytest
from helpers import position

from innovation_nb import Game
from innovation_nb.bots import RandomBot, play
from innovation_nb.coach import Suggestion
from innovation_nb.engine.actions import Action, IllegalAction
from innovation_nb.engine.decisions import (
    DECLINED,
    KINDS,
    InvalidAnswer,
    Request,
    answer_parts,
)
from innovation_nb.engine.game import GameError
from innovation_nb.engine.moves import Move, MoveError
from innovation_nb.engine.text import Reader, Text
from innovation_nb.puzzles.play import Move as LineMove
from innovation_nb.review.verdicts import move_parts
from innovation_nb.widgets.puzzle_widget import format_entry

SETS = ("artifacts", "echoes", "cities")
COMBINATIONS = [c for r in range(len(SETS) + 1) for c in itertools.combinations(SETS, r)]
EXHAUSTIVE = 128  # requests with at most this many answers are answered every way on a fork
BRUTE = 8  # requests with at most this many options are compared with every subset (or order) of them


def key(req, answer):
    """An answer as the engine means it: a set of cards in any order is one answer (an order is not)."""
    if isinstance(answer, list):
        return ("cards", frozenset(answer)) if req.kind == "cards" else ("order", tuple(answer))
    return (req.kind, answer)


def accepted(req, answer):
    """The key of ``answer`` if ``req.check`` takes it, else None."""
    try:
        return key(req, req.check(answer))
    except InvalidAnswer:
        return None


def everything_tried(req) -> set:
    """The keys of every answer the engine accepts among all picks of the options (every subset in every order
    for an order, every subset for cards), each option alone or in a list, yes/no, and the ways of declining."""
    opts = list(req.options)
    tries = [None, [], (), True, False, "decline"]
    if req.kind == "order":
        tries += [
            list(p)
            for r in range(len(opts) + 1)
            for c in itertools.combinations(opts, r)
            for p in itertools.permutations(c)
        ]
    else:
        tries += [list(c) for r in range(len(opts) + 1) for c in itertools.combinations(opts, r)]
    tries += opts + [[o] for o in opts]
    return {k for k in (accepted(req, t) for t in tries) if k is not None}


def check_request(req, rng, game=None) -> None:
    """Everything this file says of one request; ``game`` (waiting for it) is forked to answer it."""
    count = req.answer_count()
    if count <= 4096:
        every = req.answers()
        assert len(every) == count
        keys = [key(req, a) for a in every]
        assert len(set(keys)) == count, f"an answer listed twice: {req!r}"
        for a in every:
            assert key(req, req.check(a)) == key(req, a)
        if len(req.options) <= BRUTE and (req.kind != "order" or len(req.options) <= 5):
            assert everything_tried(req) == set(keys), f"not every legal answer is listed: {req!r}"
        if game is not None and count <= EXHAUSTIVE:
            for a in every:  # the rules go on from each one
                fork = game.fork()
                fork.answer(a, player=req.player)
                assert fork.over or fork.pending is not None or not fork.resolving
    for limit in (1, 3, 16):
        some = req.sample_answers(rng, limit)
        assert 1 <= len(some) <= limit
        keys = [key(req, req.check(a)) for a in some]
        assert len(set(keys)) == len(keys), f"a sampled answer twice: {req!r}"
        if count <= limit:
            assert some == req.answers()
    for _ in range(3):
        req.check(req.random_answer(rng))


def bot_games(seeds=(3, 8)):
    """(game, request) at every decision of seeded bot games, for each combination of sets (with relics when
    Artifacts is in), answered by a random bot; every open request when several players choose at once."""
    for expansions in COMBINATIONS:
        for seed in seeds:
            g = Game.new(
                ["Ann", "Ben", "Cat"][: 2 + seed % 2],
                seed=seed,
                expansions=expansions,
                relics="artifacts" in expansions,
            )
            bot = RandomBot(seed)
            while not g.over:
                if g.pending is not None:
                    for req in g.pending_all:
                        yield g, req
                    g.answer(bot.answer(g.pending))
                else:
                    g.apply(bot.action(g))


def test_every_answer_listed_is_legal_and_every_legal_answer_is_listed_in_bot_games():
    rng = random.Random(0)
    seen, simultaneous = set(), 0
    for game, req in bot_games():
        check_request(req, rng, game)
        seen.add(req.kind)
        simultaneous += len(game.pending_all) > 1
    assert seen == set(KINDS) and simultaneous  # every kind of request met, and players choosing at once


CARD_SHAPES = [
    (1, 1, False),
    (1, 1, True),
    (0, 3, False),
    (1, 3, True),
    (2, 2, False),
    (2, 2, True),
    (3, 3, False),
    (1, 9, False),
    (2, 4, True),
    (6, 6, False),
]


@pytest.mark.parametrize("low,high,optional", CARD_SHAPES)
@pytest.mark.parametrize("n", [0, 1, 2, 5, 8])
def test_card_requests_of_every_shape_list_exactly_the_legal_answers(low, high, optional, n):
    titles = [
        "Agriculture",
        "Archery",
        "City States",
        "Clothing",
        "Code of Laws",
        "Domestication",
        "Masonry",
        "Metalworking",
    ][:n]
    check_request(Request("Ann", "cards", titles, low, high, optional, "choose"), random.Random(n))


@pytest.mark.parametrize(
    "kind,options",
    [
        ("color", ["blue", "red", "green"]),
        ("player", ["Ann", "Ben"]),
        ("value", [1, 2, 3, 10]),
        ("choice", ["left", "right"]),
        ("yes_no", [True, False]),
        ("order", ["Oars", "Tools", "Sailing", "Writing"]),
        ("cards", ["a 5 from Ben's hand (#1)", "a 5 from Ben's hand (#2)", "an 8 from Ben's score pile"]),
    ],
)
@pytest.mark.parametrize("optional", [False, True])
def test_requests_of_every_kind_list_exactly_the_legal_answers(kind, options, optional):
    check_request(Request("Ann", kind, options, optional=optional), random.Random(1))


def test_a_large_request_is_sampled_with_distinct_legal_answers_declining_included():
    titles = [
        "Agriculture",
        "Archery",
        "City States",
        "Clothing",
        "Code of Laws",
        "Domestication",
        "Masonry",
        "Metalworking",
        "Mysticism",
        "Oars",
        "Pottery",
        "Sailing",
    ]
    req = Request("Ann", "cards", titles, 1, 6, True)
    assert req.answer_count() == 1 + sum(math.comb(12, k) for k in range(1, 7))
    some = req.sample_answers(random.Random(5), 16)
    assert len(some) == 16 and some[0] == [] and len({frozenset(a) for a in some}) == 16
    assert ["Sailing"] in some and ["Agriculture"] in some  # the highest and the lowest single card
    many = Request("Ann", "order", titles[:8])
    orders = many.sample_answers(random.Random(5), 10)
    assert 3 <= len(orders) <= 10 and len({tuple(o) for o in orders}) == len(orders)
    assert all(sorted(o) == sorted(titles[:8]) for o in orders)
    values = Request("Ann", "value", list(range(1, 30)), optional=True).sample_answers(random.Random(2), 5)
    assert values[-1] is None and len(set(values)) == 5 and values[:4] == sorted(values[:4])
    assert values[:4] != [1, 2, 3, 4]  # drawn from all the options, not the first few


def _old_random_answer(rng, req):
    """The random bot's answer before the requests drew their own: kept here to pin its draws (seeded games, the
    mined packs and many tests depend on them)."""
    if req.kind == "yes_no":
        return rng.random() < 0.5
    if req.kind == "order":
        return rng.sample(req.options, len(req.options))
    if req.kind == "cards":
        if req.optional and rng.random() < 0.25:
            return []
        sizes = [k for k in req.counts if k] or [0]
        return rng.sample(req.options, rng.choice(sizes))
    if req.optional and rng.random() < 0.25:
        return None
    return rng.choice(req.options)


def test_the_random_bot_draws_exactly_as_it_always_did():
    bot, old = RandomBot(9), random.Random(9)
    n = 0
    for _, req in bot_games(seeds=(5,)):
        assert bot.answer(req) == _old_random_answer(old, req)
        n += 1
    assert bot.rng.getstate() == old.getstate() and n > 500


# -- the move ---------------------------------------------------------------------------------------------------
MOVES = [
    Move("Ann", "action", "meld Archery"),
    Move(None, "action", "draw"),
    Move("Ben", "action", "achieve 3"),
    Move("Ben", "answer", ["Oars", "Tools"]),
    Move("Ann", "answer", None),
    Move("Ann", "answer", True),
    Move("Ann", "answer", 4),
    Move("Ann", "answer", "red"),
    Move("Ann", "answer", []),
    Move("Dr: Who", "answer", ["a 5 from Dr: Who's hand (#2)"]),
    Move("Zoë", "action", "dogma The Wheel"),
]


@pytest.mark.parametrize("move", MOVES, ids=str)
def test_a_move_reads_back_from_its_text_its_json_and_its_pickle(move):
    assert Move.parse(str(move)) == move
    assert Move.from_list(json.loads(json.dumps(move.to_list()))) == move
    assert pickle.loads(pickle.dumps(move)) == move
    assert hash(Move.parse(str(move))) == hash(move) and move in {move}
    with pytest.raises(AttributeError):
        move.value = "draw"


def test_a_move_keeps_its_value_as_the_game_takes_it():
    m = Move("Ben", "answer", ["Oars", "Tools"])
    assert m.value == ("Oars", "Tools") and m.input == ["Oars", "Tools"]
    assert Move("Ann", "action", "meld Archery").value == Action("meld", "Archery")
    assert Move("Ann", "action", "meld Archery").input == "meld Archery"
    assert Move.from_list(["answer", ["Oars"]], "Ben") == Move("Ben", "answer", ("Oars",))
    assert str(Move("Ben", "answer", ["Oars", "Tools"])) == 'Ben: answer ["Oars", "Tools"]'


@pytest.mark.parametrize(
    "make,error,words",
    [
        (lambda: Move("Ann", "dance", "x"), MoveError, "'action' or an 'answer'"),
        (lambda: Move(3, "action", "draw"), MoveError, "seat name"),
        (lambda: Move("Ann", "action", "fly away"), IllegalAction, "unknown action"),
        (lambda: Move("Ann", "answer", {"a": 1}), MoveError, "not {'a': 1}"),
        (lambda: Move("Ann", "answer", [1, 2]), MoveError, "a list of titles"),
        (lambda: Move.parse("Ann: answer [oops"), MoveError, "not a move"),
        (lambda: Move.parse(42), MoveError, "read from text"),
        (lambda: Move.from_list(["answer"]), MoveError, "[kind, value]"),
    ],
)
def test_what_is_not_a_move_is_refused_with_what_is_wrong(make, error, words):
    with pytest.raises(error, match=re.escape(words)):
        make()


def test_the_game_plays_a_move_and_refuses_one_that_does_not_fit_without_changing():
    g = Game.new(["Ann", "Ben"], seed=1)
    assert g.to_act == "Ann" and len(g.pending_all) == 2  # the first meld: both choose at once
    ben = next(r for r in g.pending_all if r.player == "Ben")
    g.play(Move("Ben", "answer", [ben.options[0]]))
    ann = g.pending
    before = g.to_json()
    with pytest.raises(GameError, match="'Ben' has no decision to take now"):
        g.play(Move("Ben", "answer", [ann.options[0]]))
    with pytest.raises(IllegalAction, match="a decision is pending"):
        g.play(Move("Ann", "action", "draw"))
    assert g.to_json() == before
    g.play(Move("Ann", "answer", [ann.options[0]]))
    first = g.to_act
    other = "Ben" if first == "Ann" else "Ann"
    before = g.to_json()
    with pytest.raises(IllegalAction, match=f"it is {first}'s turn, not {other}'s"):
        g.play(Move(other, "action", "draw"))
    assert g.to_json() == before
    g.play(Move(first, "action", "draw"), Move(None, "action", "draw"))  # the first turn has one action
    assert g.to_act == other and g.to_dict()["inputs"][-2:] == [["action", "draw"]] * 2  # saved as before


def test_who_acts_is_the_player_asked_else_the_player_whose_turn_it_is_and_nobody_once_over():
    g = position({"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "B": {}})
    assert g.to_act == "A"
    g.apply("dogma Agriculture", run=False)
    assert g.resolving and g.pending is None and g.to_act == "A"  # the action runs: still A's move
    g.run_until_decision()
    assert g.to_act == g.pending.player == "A"
    done = play(Game.new(["Ann", "Ben"], seed=2, history=False), {"Ann": RandomBot(1), "Ben": RandomBot(2)})
    assert done.over and done.to_act is None


# -- a move in words --------------------------------------------------------------------------------------------
def test_a_decline_reads_the_same_everywhere():
    g = position({"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "B": {}})
    g.apply("dogma Agriculture")
    g.answer(None)
    event = [e for e in g.events if e.kind == "decision"][-1].describe()
    assert DECLINED == "nothing (declined)" and DECLINED in event
    assert format_entry(None) == format_entry([]) == DECLINED
    assert str(Move("A", "answer", None).words()) == DECLINED
    assert DECLINED in str(LineMove("A", "answer", None, "Return a card"))
    assert Text(*move_parts(g, Move("A", "answer", []))).render(Reader("A", you="A")) == DECLINED
    assert Suggestion(None, "answer", 0.5, (0, 1), 1, "", None).move == DECLINED


def test_a_move_in_words_names_a_card_only_to_who_may_see_it():
    m = Move("Ann", "answer", ["Oars", "Tools", "a 5 from Ben's hand (#2)"])
    assert str(m.words()) == "Oars, Tools, a 5 from Ben's hand (#2)"
    hidden = m.words(seen=lambda title: ("Ann",))
    assert hidden.render(Reader("Ann", you="Ann")) == "Oars (1), Tools (1), a 5 from Ben's hand (#2)"
    assert hidden.render(Reader("Ben", you="Ben")) == "a 1, a 1, a 5 from your hand (#2)"
    assert str(Move("Ann", "action", "meld Archery").words(seen=lambda title: None)) == "meld Archery (1)"
    assert str(Move("Ann", "action", "meld Archery").words()) == "meld Archery"
    assert Text(*answer_parts("Ann", "player")).render(Reader("Ann", you="Ann")) == "You"
    assert [str(Move("A", "answer", v).words()) for v in (True, False, 3, "red")] == ["yes", "no", "3", "red"]
