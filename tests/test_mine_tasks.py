"""Mining cut into tasks of a few positions finds exactly what one process finds playing each game from its start,
including where a position's first puzzle was found earlier in its game and the position carries on."""

import pytest

from innovation_nb.puzzles.mine import MineSpec, mine, run
from innovation_nb.puzzles.mine.miner import mine_game
from innovation_nb.puzzles.mine.tasks import Tasks, resolve
from innovation_nb.puzzles.mine.worker import mine_task

TINY = {
    "name": "tiny",
    "games": 4,
    "positions": 8,
    "budgets": [1],
    "seed": 3,
    "expansions": [[], ["artifacts"], ["echoes"], ["cities"]],
    "relics": True,
}


def _essence(rows):
    return [(r["game"], r["ply"], r["goal_text"], r["first_move"], r["puzzle"]) for r in rows]


def test_one_position_per_task_finds_what_whole_games_find():
    spec = MineSpec.load(TINY)
    payload = spec.model_dump_json()
    tasks = Tasks(spec, range(spec.games), block=1)
    sent = []

    def outcomes():
        for task in tasks:
            sent.append(task)
            yield mine_task(payload, task)

    got = dict((games[0], rows) for games, rows in tasks.games(outcomes()))
    assert sorted(got) == [0, 1, 2, 3]
    carried_on = [t for t in sent if t[4] is not None]
    assert carried_on, "this spec has positions whose first puzzle was found earlier in the game"
    for game in range(spec.games):
        whole = mine_game(spec, game)
        for r in whole:  # as the worker names them
            name = f"tiny-{game:05d}-{r['ply']:03d}"
            r["puzzle"] = r["puzzle"].model_copy(update={"name": name}).to_json(indent=None)
        assert _essence(got[game]) == _essence(whole)
        assert all("again" not in r and "cursor" not in r for r in got[game])


def test_two_workers_on_single_positions_mine_the_same_pack(monkeypatch):
    whole = mine(TINY, workers=1, progress=False)
    monkeypatch.setattr(run, "BLOCK", 1)
    shared = mine(TINY, workers=2, progress=False)
    assert shared.attrs == whole.attrs
    assert shared.reset_index(drop=True).equals(whole.reset_index(drop=True))


def _row(pair, cursor=(0, 0, 0)):
    return {"again": pair, "cursor": cursor}


def test_a_position_whose_puzzle_was_found_before_carries_on_with_the_pairs_found():
    outcomes = {0: _row(("a", "x")), 1: None, 2: _row(("a", "x"), (1, 0, 2)), 3: _row(("b", "y"))}
    rows, again = resolve(outcomes)
    assert [r["again"] for r in rows] == [("a", "x"), ("b", "y")]
    assert again == [(2, (1, 0, 2), [("a", "x")])]
    # the position carried on finds ("b", "y"): the later position that had found it carries on in turn
    outcomes[2] = _row(("b", "y"), (3, 0, 0))
    rows, again = resolve(outcomes)
    assert [r["again"] for r in rows] == [("a", "x"), ("b", "y")]
    assert again == [(3, (0, 0, 0), [("a", "x"), ("b", "y")])]
    outcomes[3] = None
    assert resolve(outcomes) == ([outcomes[0], outcomes[2]], [])


@pytest.mark.parametrize("block", [None, 3])
def test_every_game_is_complete_once(block):
    spec = MineSpec.load({**TINY, "positions": 5})
    tasks = Tasks(spec, [2, 0], block=block)
    payload = spec.model_dump_json()
    done = [games for games, _ in tasks.games(mine_task(payload, t) for t in tasks)]
    assert done == [[2], [0]]
