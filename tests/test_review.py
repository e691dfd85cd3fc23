"""Game review: every decision judged from what its player could see (the hidden cards never matter), the same
review whatever runs it (this process, two worker processes, a Dask cluster), legal best moves, explanations
naming only visible cards, saves reviewed as the game itself, a class the figures support, and bad input
refused with the field named and the game unchanged."""

import json
import random
from pathlib import Path

import pytest
from distributed import Client, LocalCluster
from test_coach import TITLES, permuted, played

from innovation_nb import Game, InnovationError
from innovation_nb.engine.visibility import can_see, revealed
from innovation_nb.puzzles import load_puzzle
from innovation_nb.review import CLASSES, Review, ReviewError, classify, decisions, review
from innovation_nb.review.classes import BEST, BLUNDER, GOOD, INACCURACY, MISS, MISTAKE, TOO_CLOSE, move_accuracy
from innovation_nb.review.judge import judge
from innovation_nb.review.played import before, rest_of_turn

SIMS = 16  # per position: enough to exercise every part, small enough for a quick test
EFFORT = {"simulations": SIMS, "seed": 5, "progress": False}


@pytest.fixture(scope="module")
def game() -> Game:
    """A short game between greedy bots: 36 decisions, stopped between actions (not over: a review takes an
    unfinished game too)."""
    return played(21, 36)


@pytest.fixture(scope="module")
def reviewed(game) -> Review:
    return review(game, "Alice", workers=1, **EFFORT)


@pytest.fixture(scope="module")
def cluster():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c


def texts(move) -> list[str]:
    return [move.played, move.best, move.explanation, move.prompt or ""]


# -- the review itself ---------------------------------------------------------------------------------------


def test_every_decision_of_the_player_is_judged_or_skipped(game, reviewed):
    mine = [d for d in decisions(game) if d.player == "Alice"]
    assert reviewed.decisions == len(mine) and reviewed.complete
    assert len(reviewed.moves) + reviewed.forced + reviewed.trivial + len(reviewed.unjudged) == len(mine)
    assert len(reviewed.moves) >= 10
    assert {m.kind for m in reviewed.moves} == {"action", "answer"}  # the first meld is an answer
    for m in reviewed.moves:
        assert m.klass in CLASSES
        assert 0 <= m.played_interval[0] <= m.played_chance <= m.played_interval[1] <= 1
        assert m.loss_interval[0] <= m.loss <= m.loss_interval[1]
        if m.same:
            assert m.klass == BEST and m.loss == 0 and m.played == m.best
        else:
            assert 1 <= m.pairs <= SIMS // 2
        assert m.explanation.startswith(
            (
                "You played",
                "You chose",
                "You declined",
                "You answered",
                "Best",
                "Good",
                "An inaccuracy",
                "A mistake",
                "A blunder",
                "Too close to call",
            )
        )


def test_every_best_move_is_legal_in_its_position(reviewed):
    for m in reviewed.moves:
        pos = reviewed.position(m)
        if m.kind == "action":
            assert pos.why_illegal(m.best_move) is None, m
        else:
            req = next(r for r in pos.pending_all if r.player == "Alice")
            req.check(m.best_move)


def test_explanations_name_only_cards_the_player_could_see(reviewed):
    named_any = False
    for m in reviewed.moves:
        pos = reviewed.position(m)
        for text in texts(m):
            named = set(TITLES.findall(text))
            named_any |= bool(named)
            assert all(can_see(pos, "Alice", c) for c in named), (text, named)
    assert named_any  # the moves' own cards are named
    for m in reviewed.key_moments:  # the summary quotes the key moments' moves
        pos = reviewed.position(m)
        assert all(can_see(pos, "Alice", c) for c in TITLES.findall(m.played + m.best))


def test_the_summary_counts_the_classes_and_draws_the_curve(reviewed):
    counts = reviewed.counts
    assert list(counts) == list(CLASSES) and sum(counts.values()) == len(reviewed.moves)
    assert 0 <= reviewed.accuracy <= 100
    assert [p["chance"] for p in reviewed.curve] == [m.played_chance for m in reviewed.moves]
    key = reviewed.key_moments
    assert len(key) <= 3 and all(not m.same and m.loss_interval[0] > 0 for m in key)
    d = reviewed.to_dict()
    assert json.loads(json.dumps(d)) == d  # plain JSON, for a widget
    assert d["summary"]["key_moments"] == [m.number for m in key]
    assert {
        "event",
        "played",
        "best",
        "played_chance",
        "played_interval",
        "best_chance",
        "best_interval",
        "loss",
        "loss_interval",
        "class",
        "explanation",
    } <= set(d["moves"][0])
    html = reviewed._repr_html_()
    assert "<svg" in html and "<table>" in html and "Alice" in html
    assert "what you could see" in reviewed.summary()
    assert len(reviewed.to_frame()) == len(reviewed.moves)


# -- hidden information ---------------------------------------------------------------------------------------


def test_permuting_the_hidden_cards_at_each_position_changes_nothing(game, reviewed):
    settings = {"seed": 5, "simulations": SIMS, "seconds": None, "hindsight": False}
    every = decisions(game)
    mine = {d.input: d for d in every if d.player == "Alice"}
    checked = 0
    for m in reviewed.moves:
        if m.kind != "action":
            continue  # positions mid-action: the coach's own tests permute them (through the action's replay)
        pos = reviewed.position(m)
        decision = mine[m.input]
        # The position alone (cards revealed during the last action are known in the game, not in a copy).
        alone = Game.from_state(pos.state.clone())
        rest = rest_of_turn(every, decision)  # what followed in the turn, as played
        first = judge(alone, decision, rest=rest, **settings)
        if not revealed(pos):
            assert first == m.data
        for k in range(2):
            assert judge(permuted(alone, "Alice", seed=k), decision, rest=rest, **settings) == first
        checked += 1
    assert checked >= 5


def test_the_first_meld_is_judged_the_same_whatever_the_other_player_was_dealt():
    def first_melds(start):
        g = Game.from_state(start)
        g.answer(sorted(g.pending_all[0].options)[0], player="Alice")
        bob = next(r for r in g.pending_all if r.player == "Bob")
        g.answer(bob.options[0], player="Bob")
        return g

    g = Game.new(["Alice", "Bob"], seed=8)
    start = g._checkpoints[0][2].clone()
    other = start.clone()
    mine = set(g.state.player("Alice").hand)
    pile = other.supply[0]
    free = [i for i, c in enumerate(pile) if c not in mine]
    for i, c in zip(free, random.Random(1).sample([pile[i] for i in free], len(free))):
        pile[i] = c
    a, b = first_melds(start), first_melds(other)
    assert a.state.player("Bob").hand != b.state.player("Bob").hand
    ra = review(a, "Alice", workers=1, **EFFORT)
    rb = review(b, "Alice", workers=1, **EFFORT)
    assert [m.data for m in ra.moves] == [m.data for m in rb.moves] and len(ra.moves) == 1


def test_hindsight_says_so_in_every_text(game):
    r = review(game, "Alice", workers=1, hindsight=True, **EFFORT)
    assert r.hindsight and r.to_dict()["hindsight"] is True
    assert r.summary().startswith("With hindsight (every hidden card shown)")
    assert all(m.explanation.startswith("With hindsight (every hidden card shown)") for m in r.moves)
    assert "hindsight" in r._repr_html_()


def test_without_hindsight_no_text_claims_it(reviewed):
    assert not any("hindsight" in m.explanation for m in reviewed.moves)
    assert "hindsight" not in reviewed.summary()


# -- the same review, whoever judges it ------------------------------------------------------------------------


def test_the_same_review_on_one_or_two_processes_and_on_dask(game, reviewed, cluster):
    two = review(game, "Alice", workers=2, **EFFORT)
    assert two.to_dict() == reviewed.to_dict()
    with Client(cluster) as client:
        on_dask = review(game, "Alice", client=client, **EFFORT)
    assert on_dask.to_dict() == reviewed.to_dict()
    other_seed = review(game, "Alice", workers=1, **{**EFFORT, "seed": 6})
    assert [m.data for m in other_seed.moves] != [m.data for m in reviewed.moves]


def test_a_save_reviews_as_the_game_itself(game, reviewed, tmp_path):
    assert review(game.to_json(), "Alice", workers=1, **EFFORT).to_dict() == reviewed.to_dict()
    path = tmp_path / "game.json"
    path.write_text(game.to_json())
    assert review(path, "Alice", workers=1, **EFFORT).to_dict() == reviewed.to_dict()
    assert review(str(path), "Alice", workers=1, **EFFORT).to_dict() == reviewed.to_dict()  # a path as text too


def test_a_review_can_be_stopped_between_positions(game):
    done = []
    r = review(
        game,
        "Alice",
        workers=1,
        simulations=SIMS,
        seed=5,
        progress=lambda n, total: done.append(n),
        cancel=lambda: len(done) >= 3,
    )
    assert not r.complete and len(r.moves) == 3 and done == [1, 2, 3]
    assert "stopped before the end" in r.summary() and "incomplete" in repr(r)
    assert r.to_dict()["complete"] is False


# -- classes ----------------------------------------------------------------------------------------------------


def test_a_class_is_only_what_the_interval_supports():
    assert classify(True, 0, 0) == BEST
    assert classify(False, -1.0, 1.5) == BEST
    assert classify(False, -3.0, 4.0) == GOOD
    assert classify(False, 5.5, 30.0) == INACCURACY
    assert classify(False, 12.0, 40.0) == MISTAKE
    assert classify(False, 25.0, 40.0) == BLUNDER
    assert classify(False, -1.0, 30.0) == TOO_CLOSE  # it may have cost nothing, or a lot
    assert classify(False, 3.0, 8.0) == TOO_CLOSE  # surely worse, but not surely by 5 points nor surely by less
    assert move_accuracy(0) == 100 and 79 < move_accuracy(5) < 81 and move_accuracy(100) == 0


def test_missing_the_one_winning_move_of_a_puzzle_is_a_miss():
    # "A flag on a tie": meld Gdansk wins at once. Here it is the last action of the turn and Ben claims the 6
    # (30 points in his score pile, a 6 on top) on his next action and wins: anything else throws the game away.
    # (Without the threat, drawing first and winning next turn costs little, and the review rightly says so.)
    d = load_puzzle("cities-flag-tie").scenario.to_dict()
    ben = d["players"][1]
    ben["achievements"] = [7, 8, 9, "Empire", "World", "Wonder"]
    ben["score"] = ["Canning", "Classification", "Democracy", "Emancipation", "Encyclopedia"]
    ben["board"]["green"] = ["Metric System"]
    d["actions_left"] = 1
    for move in ("draw", "meld Algiers"):
        g = Game.from_scenario(d)
        g.apply(move)
        m = review(g, "Ann", workers=1, simulations=100, seed=0, progress=False).moves[0]
        assert m.best == "meld Gdansk (5)" and m.best_move == "meld Gdansk"
        assert m.klass == MISS and m.loss >= 20 and m.best_chance == 1.0, m  # the win is proved, not estimated
        assert m.explanation.startswith("A miss: you had a sure win this turn")
        assert "It wins at once, whatever the others answer" in m.explanation
    g = Game.from_scenario(d)
    g.apply("meld Gdansk")
    m = review(g, "Ann", workers=1, simulations=100, seed=0, progress=False).moves[0]
    assert m.same and m.klass == BEST


# -- bad input ---------------------------------------------------------------------------------------------------


def test_bad_input_is_refused_naming_the_field_and_the_game_is_unchanged(game):
    before_json = game.to_json()
    bad = [
        (dict(player="Zed"), "player: no player named 'Zed'"),
        (dict(player=None), "player: no player named None"),
        (dict(simulations=0), "simulations: a whole number of simulations per position"),
        (dict(simulations=True), "simulations:"),
        (dict(simulations=None, seconds=-1), "seconds: seconds per position"),
        (dict(seed=-1), "seed:"),
        (dict(workers=0), "workers: a number of processes"),
        (dict(hindsight="yes"), "hindsight: True or False"),
        (dict(cancel=3), "cancel: a function"),
        (dict(client=3), "client: a distributed.Client"),
    ]
    for kw, message in bad:
        args = {"player": "Alice", "simulations": SIMS, "seed": 1, "workers": 1, "progress": False, **kw}
        with pytest.raises(ReviewError, match=message) as e:
            review(game, **args)
        assert isinstance(e.value, InnovationError) and e.value.field == message.split(":")[0]
    assert game.to_json() == before_json


def test_a_game_without_history_or_a_corrupt_save_is_refused():
    fast = Game.new(["Alice", "Bob"], seed=2, history=False)
    with pytest.raises(ReviewError, match="game: this game keeps no history"):
        review(fast, "Alice", simulations=SIMS, progress=False)
    g = played(22, 12)
    save = g.to_dict()
    save["inputs"][5] = ["action", "meld Nonsense"]
    with pytest.raises(ReviewError, match=r"game\.inputs\[5\]: the save cannot be loaded") as e:
        review(save, "Alice", simulations=SIMS, progress=False)
    assert e.value.field == "game.inputs[5]"
    with pytest.raises(ReviewError, match="game: the save cannot be loaded"):
        review("{not json", "Alice", simulations=SIMS, progress=False)
    with pytest.raises(ReviewError, match="game: a Game with history or a saved game"):
        review(42, "Alice", simulations=SIMS, progress=False)
    with pytest.raises(ReviewError, match="game: cannot read the save"):
        review(Path("/no/such/game.json"), "Alice", simulations=SIMS, progress=False)
    with pytest.raises(ReviewError, match="game: cannot read the save '/no/such/game.json'"):
        review("/no/such/game.json", "Alice", simulations=SIMS, progress=False)


def test_a_player_who_never_decided_is_refused():
    g = Game.new(["Alice", "Bob"], seed=4)
    g.answer(g.pending.options[0], player="Alice")  # Bob has not chosen his first meld yet
    with pytest.raises(ReviewError, match="player: Bob made no decision in this game yet"):
        review(g, "Bob", simulations=SIMS, progress=False)
    assert len(review(g, "Alice", simulations=SIMS, seed=1, workers=1, progress=False).moves) == 1


def test_decisions_are_the_inputs_and_each_position_is_where_it_was_taken(game):
    found = decisions(game)
    assert len(found) == len(game.to_dict()["inputs"])
    for d in found:
        pos = before(game, d)
        assert len(pos.events) == d.event
        if d.kind == "action":
            assert not pos.resolving and pos.current_player.name == d.player
        else:
            assert any(r.player == d.player for r in pos.pending_all)
