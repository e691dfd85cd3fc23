"""The coach and the review on positions whose answer is known, pinned at a fixed seed and number of simulations: a
win at once inside a dogma's own choice, the quicker of two sure wins, a move after which the opponent wins whatever
you do, a turn played in another order, a forced move and an order of cards with nothing at stake."""

import random

import pytest

from innovation_nb import Game
from innovation_nb.bots import GreedyBot, RandomBot, playing
from innovation_nb.coach import prepare, suggest
from innovation_nb.coach.line import Line
from innovation_nb.coach.proof import forced_win
from innovation_nb.coach.search import Candidate
from innovation_nb.engine.moves import Move
from innovation_nb.review import decisions, review
from innovation_nb.review.classes import BEST, BLUNDER, MISS
from innovation_nb.review.judge import _same_turn, judge
from innovation_nb.review.played import before, rest_of_turn

SIMS = 200

# Alice holds 5 achievements. Dogma Translation: decline to meld her score pile (Archery and Metalworking show no
# crown) and every top card shows a crown: she claims World, her sixth, and wins. Meld her score pile, and no World.
TRANSLATION = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Agriculture"],
            "score": ["Archery", "Metalworking"],
            "achievements": [1, 2, 3, "Monument", "Empire"],
            "board": {"blue": ["Translation"]},
        },
        {"name": "Bob", "hand": ["Oars"], "board": {"yellow": ["Masonry"]}},
    ],
    "current": "Alice",
    "actions_left": 1,
    "turn": 21,
}

# Alice holds 5 achievements and may achieve 6 now (30 points, a 10 on top); melding first and achieving next wins
# too, one action later. Bob could win on his own turn.
TWO_WINS = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Genetics", "Empiricism"],
            "score": ["Software", "Databases", "Robotics"],
            "achievements": [1, 2, 3, "Monument", "Empire"],
            "board": {"yellow": ["Stem Cells"]},
        },
        {
            "name": "Bob",
            "hand": ["Canning"],
            "score": ["A.I.", "The Internet", "Miniaturization", "Globalization", "Coal"],
            "achievements": [4, 5, "World", "Wonder", "Universe"],
            "board": {"blue": ["Computers"]},
        },
    ],
    "current": "Alice",
    "actions_left": 2,
    "turn": 41,
    "removed": ["Bioengineering", "Self Service"],
    "supply": {9: ["Satellites", "Services", "Ecology"]},
}

# Bob holds 5 achievements and may claim the 5 on his turn (26 points, a 5 on top); Alice's last action can claim
# it first (or cut his score with Statistics). Anything else, and Bob wins.
THREAT = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Agriculture"],
            "score": ["Coal", "Chemistry", "Astronomy", "Banking", "Anatomy", "Invention"],
            "achievements": [1, 2],
            "board": {"green": ["Navigation"], "yellow": ["Statistics"]},
        },
        {
            "name": "Bob",
            "hand": ["Oars"],
            "score": ["Measurement", "Societies", "Enterprise", "Reformation", "Colonialism", "Gunpowder"],
            "achievements": [3, 4, "Monument", "Empire", "World"],
            "board": {"yellow": ["Steam Engine"]},
        },
    ],
    "current": "Alice",
    "actions_left": 1,
    "turn": 30,
}

# Alice may achieve 2 and dogma Philosophy (score a card from her hand) in either order: Bob shares nothing,
# nothing hidden moves, and both orders end the turn in the same position.
ORDER = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Calendar", "Oars"],
            "score": ["Mathematics", "Fermenting", "Currency", "Monotheism", "Mapmaking"],
            "achievements": [1],
            "board": {"purple": ["Philosophy"]},
        },
        {"name": "Bob", "hand": ["Archery"], "board": {"red": ["Metalworking"]}},
    ],
    "current": "Alice",
    "actions_left": 2,
    "turn": 12,
}


def reviewed_after(scenario: dict, *moves) -> list:
    """The review of Alice's moves played from ``scenario`` (each answer of hers as given)."""
    g = Game.from_scenario(scenario)
    for m in moves:
        g.play(m if isinstance(m, Move) else Move.parse(m))
    return review(g, "Alice", simulations=SIMS, seed=0, workers=1, progress=False).moves


# -- a win inside a dogma's own choice ---------------------------------------------------------------------------


def test_a_win_at_once_inside_a_dogmas_own_choice_is_the_coachs_move():
    ranked = suggest(Game.from_scenario(TRANSLATION), simulations=SIMS, seed=0, progress=False)
    best = ranked.best
    assert best.move == "dogma Translation" and best.proof is not None and best.proof.actions == 1
    assert best.win_rate == 1.0 and ranked.decided
    assert "It wins at once, whatever the others answer" in best.explanation
    assert "answering no" in best.explanation  # the choice that wins: not melding the score pile


def test_letting_that_win_go_is_a_miss_and_playing_it_is_best():
    [missed] = reviewed_after(TRANSLATION, "Alice: meld Agriculture")
    assert missed.klass == MISS and missed.best == "dogma Translation (3)" and missed.best_chance == 1.0
    assert missed.explanation.startswith("A miss: you had a sure win this turn")
    won = reviewed_after(TRANSLATION, "Alice: dogma Translation", Move("Alice", "answer", False))
    assert [(m.played, m.klass, m.same) for m in won] == [("dogma Translation (3)", BEST, True), ("no", BEST, True)]


# -- the quicker of two wins ------------------------------------------------------------------------------------


def test_the_quicker_of_two_sure_wins_comes_first():
    ranked = suggest(Game.from_scenario(TWO_WINS), simulations=SIMS, seed=0, progress=False)
    assert ranked[0].move == "achieve 6" and ranked[0].proof.actions == 1
    slower = [s for s in ranked[1:] if s.proof is not None]
    assert slower and all(s.proof.actions == 2 for s in slower)  # a meld, then achieve 6
    assert ranked.decided and "Best: achieve 6" in ranked.verdict()


# -- a win the opponent cannot be stopped from --------------------------------------------------------------------


def test_a_move_after_which_the_opponent_wins_whatever_you_do_is_a_proved_loss():
    ranked = suggest(Game.from_scenario(THREAT), simulations=SIMS, seed=0, progress=False)
    lost = {s.move: s for s in ranked if s.lost is not None}
    assert {"meld Agriculture", "dogma Navigation", "draw"} <= set(lost)
    assert "achieve 5" not in lost and "dogma Statistics" not in lost
    assert all(s.win_rate == 0.0 for s in lost.values()) and ranked[-1].lost is not None
    assert lost["meld Agriculture"].lost.winner == "Bob"
    [m] = reviewed_after(THREAT, "Alice: meld Agriculture")
    assert m.klass == BLUNDER and m.played_chance == 0.0
    assert "After it, Bob wins in the turn that follows whatever you do" in m.explanation
    assert "achieve 5" in m.explanation  # his winning line: public (an achievement by its age)


def test_a_proof_that_depends_on_a_hidden_card_is_not_called_exact():
    g = Game.from_scenario(THREAT)
    name, knowledge, _, _ = prepare(g, "Alice", 0)
    hidden = frozenset(c for pool in knowledge.pools.values() for c in pool)
    line = knowledge.sample_line(random.Random(0))
    after_meld = forced_win(line, "Bob", 2, hidden, first=Move("Alice", "action", "meld Agriculture"))
    assert after_meld is not None and after_meld.exact  # nothing hidden moves: Bob achieves the 5
    after_draw = forced_win(line, "Bob", 2, hidden, first=Move("Alice", "action", "draw"))
    assert after_draw is not None and not after_draw.exact  # the draw takes a card nobody has seen


# -- the turn as the unit --------------------------------------------------------------------------------------------


def test_a_turn_played_in_another_order_is_the_same_turn():
    # A game of the review's audit (Artifacts, turn 37): Ann claims the 6, then tucks Quantum Theory and Canning
    # with Lighting (and scores 7s); the coach would play Lighting first. Both orders end the turn alike.
    g = Game.new(["Ann", "Ben"], seed=33, expansions=("artifacts",))
    for _ in playing(g, {"Ann": RandomBot(33), "Ben": GreedyBot(34)}, 5000):
        pass
    every = decisions(g)
    d = every[95]
    rest = rest_of_turn(every, d)
    assert str(d.move) == "Ann: achieve 6" and [str(m) for m in rest] == [
        "Ann: dogma Lighting",
        'Ann: answer ["Quantum Theory", "Canning"]',
    ]
    verdict = judge(before(g, d), d, seed=1, simulations=600, rest=rest)
    assert verdict["class"] == BEST and verdict["same_turn"] and verdict["loss"] == 0
    assert verdict["best"] == "dogma Lighting (7)"
    assert verdict["explanation"].startswith("The same turn as the coach's, in another order")


def test_two_orders_are_not_the_same_turn_when_one_cannot_be_played():
    # Philosophy scores Calendar first, which brings Alice to the 10 points the 2 needs: the other order fails.
    scenario = {
        **ORDER,
        "players": [
            {**ORDER["players"][0], "score": ["Mathematics", "Fermenting", "Currency", "Agriculture", "Clothing"]},
            ORDER["players"][1],
        ],
    }
    g = Game.from_scenario(scenario)
    g.play(Move("Alice", "action", "dogma Philosophy"))
    while g.pending is not None:
        req = g.pending
        g.answer(None if req.kind == "color" else ["Calendar"])
    g.play(Move("Alice", "action", "achieve 2"))
    every = decisions(g)
    pos = before(g, every[0])
    _, knowledge, _, _ = prepare(pos, "Alice", 0)
    coach = Candidate(Move("Alice", "action", "achieve 2"))
    assert not _same_turn(knowledge, "Alice", every[0], coach, rest_of_turn(every, every[0]), 0)
    same_order = Candidate(Move("Alice", "action", "dogma Philosophy"))
    assert not _same_turn(knowledge, "Alice", every[0], same_order, rest_of_turn(every, every[0]), 0)


# -- nothing to judge ---------------------------------------------------------------------------------------------


def test_a_forced_move_and_an_order_with_nothing_at_stake_are_not_judged():
    g = Game.new(["Ann", "Ben"], seed=3)
    for _ in playing(g, {"Ann": RandomBot(3), "Ben": GreedyBot(3)}, 3000):
        req = g.pending
        if req is not None and req.kind == "order" and req.player == "Ann":
            break
    assert g.pending.prompt.startswith("Order for returning")
    g.answer(g.pending.options)
    every = decisions(g)
    order = every[-1]
    assert judge(before(g, order), order, seed=0, simulations=SIMS) == {
        "input": order.input,
        "event": order.event,
        "turn": order.turn,
        "kind": "answer",
        "trivial": True,
    }
    alone = Game.from_scenario({"players": [{"name": "Ann"}, {"name": "Ben", "hand": ["Oars"]}]})
    alone.play(Move("Ann", "action", "draw"))  # an empty hand and board: drawing is the only action
    [d] = decisions(alone)
    assert judge(before(alone, d), d, seed=0, simulations=SIMS)["forced"] is True


@pytest.mark.parametrize("scenario", [TRANSLATION, TWO_WINS, THREAT])
def test_a_forced_win_is_found_where_there_is_one_and_only_there(scenario):
    g = Game.from_scenario(scenario)
    found = forced_win(Line(g.fork(history=False)), "Alice", 1)
    assert (found is not None) == (scenario is not THREAT)
