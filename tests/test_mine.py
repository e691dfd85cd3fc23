"""Mining puzzles from games: the same spec gives the same pack whatever the workers (one process, two, a Dask
cluster); an interrupted run resumes without duplicates; every mined puzzle loads, its stored line solves it, its
first move is the only one, and its themes are what its solution does; a bad spec is refused naming the field."""

import pytest

from innovation_nb.errors import InnovationError
from innovation_nb.puzzles import Puzzle, check
from innovation_nb.puzzles.mine import MineError, MineSpec, mine
from innovation_nb.puzzles.solver import first_moves
from innovation_nb.puzzles.themes import THEMES, replay, themes_of

# Small enough to mine in seconds: the first positions of a few games, one-action goals.
TINY = {
    "name": "tiny",
    "games": 4,
    "positions": 8,
    "budgets": [1],
    "seed": 3,
    "expansions": [[], ["artifacts"], ["echoes"], ["cities"]],
    "relics": True,
}


@pytest.fixture(scope="module")
def mined():
    return mine(TINY, workers=1, progress=False)


def _same(a, b):
    assert a.attrs == b.attrs
    assert a.reset_index(drop=True).equals(b.reset_index(drop=True))


def test_a_tiny_spec_mines_puzzles_with_their_origin(mined):
    assert len(mined) >= 2  # few of 32 positions: what a glance solves (mine/glance.py) is left out
    assert mined.attrs["complete"] and mined.attrs["games"] == [0, 1, 2, 3]
    assert MineSpec.load(mined.attrs["spec"]) == MineSpec.load(TINY)
    assert mined["position"].is_unique
    assert set(mined["game"]) <= {0, 1, 2, 3}
    assert all(0 <= d <= 1 for d in mined["difficulty"])
    assert {tuple(s)[0] for s in mined["sets"]} == {"base"}


def test_the_same_spec_mines_the_same_pack_on_two_workers(mined):
    _same(mined, mine(TINY, workers=2, progress=False))


def test_the_same_spec_mines_the_same_pack_on_a_dask_cluster(mined):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        with distributed.Client(c) as client:
            _same(mined, mine(TINY, client, progress=False))


def test_resuming_mines_only_the_missing_games_and_keeps_no_duplicate(mined):
    from innovation_nb.puzzles import pack

    part = mined[mined["game"].isin([0, 2])].copy()
    part.attrs = {**mined.attrs, "games": [0, 2], "complete": False}
    seen = []
    resumed = mine(TINY, workers=1, progress=lambda done, total: seen.append(done), resume=part)
    _same(mined, resumed)
    assert seen == [3, 4]  # two games left to mine
    # resuming a complete pack mines nothing and changes nothing
    _same(mined, mine(TINY, workers=1, progress=False, resume=mined))
    assert len(pack.rows(mined)) == len(mined)


def test_a_spec_with_more_or_fewer_games_carries_on_from_the_same_games(mined):
    first = mined[mined["game"] < 2].copy()
    first.attrs = {**mined.attrs, "spec": {**mined.attrs["spec"], "games": 2}, "games": [0, 1]}
    seen = []
    _same(mined, mine(TINY, workers=1, progress=lambda done, total: seen.append(done), resume=first))
    assert seen == [3, 4]  # games 0 and 1 were kept, not mined again
    fewer = mine({**TINY, "games": 2}, workers=1, progress=False, resume=mined)
    assert fewer.attrs["games"] == [0, 1] and fewer.attrs["complete"]
    assert list(fewer["name"]) == list(mined[mined["game"] < 2]["name"])


def test_checkpoints_hold_the_games_mined_so_far(mined, monkeypatch):
    from innovation_nb.puzzles.mine import run

    monkeypatch.setattr(run, "CHECKPOINT_EVERY", 0)  # a checkpoint after every game
    parts = []
    _same(mined, mine(TINY, workers=1, progress=False, checkpoint=parts.append))
    assert [p.attrs["games"] for p in parts] == [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3]]
    assert not any(p.attrs["complete"] for p in parts)
    last = parts[-1].copy()
    last.attrs = {**last.attrs, "complete": True}
    _same(mined, last)


def test_resuming_from_another_spec_is_refused(mined):
    with pytest.raises(MineError) as e:
        mine({**TINY, "seed": 4}, workers=1, progress=False, resume=mined)
    assert e.value.field == "resume"


def test_every_mined_puzzle_loads_and_its_line_solves_it(mined):
    for text in mined["puzzle"]:
        p = Puzzle.from_json(text)
        assert p.intended and check(p, p.intended).solved, p.name
        assert p.topic == "mined" and p.difficulty in (1, 2, 3)


def test_the_first_move_of_a_mined_puzzle_is_the_only_one(mined):
    for text, first in list(zip(mined["puzzle"], mined["first_move"]))[:4]:
        p = Puzzle.from_json(text)
        moves, _ = first_moves(p)
        assert [a for a, _, c in moves if c] == [first]
        assert str(p.intended[0]) == first


# What each theme means in raw events (kind, and a test on the event), checked independently of themes.py.
EVENTS = {
    "sharing-bonus": lambda e: e.kind == "bonus" and e.data.get("granted"),
    "demand": lambda e: e.kind == "player" and e.data.get("role") == "vulnerable",
    "splay-left": lambda e: e.kind == "splay" and e.data.get("direction") == "left",
    "splay-right": lambda e: e.kind == "splay" and e.data.get("direction") == "right",
    "splay-up": lambda e: e.kind == "splay" and e.data.get("direction") == "up",
    "score": lambda e: e.kind == "score",
    "tuck": lambda e: e.kind == "tuck",
    "return": lambda e: e.kind == "return",
    "transfer": lambda e: e.kind in ("transfer", "exchange"),
    "endgame": lambda e: e.kind == "end",
    "dig": lambda e: e.kind == "dig",
    "relic": lambda e: e.kind == "seize",
    "compel": lambda e: e.kind == "player" and e.data.get("role") == "compelled",
    "forecast": lambda e: e.kind == "foreshadow" or (e.kind == "draw" and getattr(e.dest, "kind", None) == "forecast"),
    "city-draw": lambda e: e.kind == "draw" and any(c in CITY for c in e.cards),
    "achieve": lambda e: e.kind == "achieve",
}
CITY = None


def test_the_themes_of_mined_puzzles_are_in_their_solutions_events(mined):
    global CITY
    from innovation_nb.cards.data import CARDS

    CITY = {t for t, c in CARDS.items() if c.set == "cities"}
    tagged = 0
    for text, themes in zip(mined["puzzle"], mined["themes"]):
        p = Puzzle.from_json(text)
        r = p.solve(solutions=1)
        play = r.solution.plays()[0]
        events = replay(p, play).events
        for t in themes:
            assert t in THEMES
            if t in EVENTS:
                assert any(EVENTS[t](e) for e in events), (p.name, t)
                tagged += 1
        assert set(themes) <= set(themes_of(replay(p, play)))
    assert tagged >= 1


def test_themes_of_a_library_puzzle():
    from innovation_nb.puzzles import load_puzzle

    p = load_puzzle("sharing-bonus")
    r = p.solve()
    themes = themes_of(replay(p, r.solution.plays()[0]))
    assert "sharing-bonus" in themes
    p = load_puzzle("demand-vulnerability")
    themes = themes_of(replay(p, p.solve().solution.plays()[0]))
    assert "demand" in themes and "transfer" in themes


@pytest.mark.parametrize(
    "bad, field",
    [
        ({"games": True}, "games"),
        ({"games": 2.0}, "games"),
        ({"games": 0}, "games"),
        ({"games": 2, "players": 5}, "players"),
        ({"games": 2, "expansions": ["echos"]}, "expansions"),
        ({"games": 2, "relics": True}, "relics"),
        ({"games": 2, "bots": ["nobody"]}, "bots"),
        ({"games": 2, "bots": ["random", "random", "random"]}, "bots"),
        ({"games": 2, "budgets": [4]}, "budgets"),
        ({"games": 2, "budgets": [True]}, "budgets"),
        ({"games": 2, "goals": ["wn"]}, "goals"),
        ({"games": 2, "max_greedy": 2}, "max_greedy"),
        ({"games": 2, "gaols": ["win"]}, "gaols"),
        ({}, "games"),
    ],
)
def test_a_bad_spec_is_refused_naming_the_field(bad, field):
    with pytest.raises(MineError) as e:
        MineSpec.load(bad)
    assert e.value.field.split("[")[0] == field  # goals[0]: the entry itself
    assert isinstance(e.value, InnovationError)
    assert field in str(e.value)


@pytest.mark.parametrize(
    "text, field",
    [
        ("games: " + "1" * 101, "games"),
        ("games: 3\nseed: 0x" + "f" * 101, "seed"),
        ("games: 3\nbudgets: [1, " + "2" * 101 + "]", "budgets[1]"),
        ('{"games": 3, "seed": ' + "9" * 101 + "}", "seed"),
    ],
)
def test_a_number_too_long_is_refused_naming_its_field_and_the_limit(tmp_path, text, field):
    path = tmp_path / ("spec.json" if text.startswith("{") else "spec.yaml")
    path.write_text(text)
    for spec in (text, path):
        with pytest.raises(MineError) as e:
            MineSpec.load(spec)
        assert e.value.field == field and "numbers here have at most 100 digits" in str(e.value)


def test_bad_arguments_to_mine_are_refused_naming_them():
    with pytest.raises(MineError) as e:
        mine(TINY, workers=0)
    assert e.value.field == "workers"
    with pytest.raises(MineError) as e:
        mine(TINY, client=42)
    assert e.value.field == "client"
    with pytest.raises(MineError) as e:
        mine(TINY, resume="a pack")
    assert e.value.field == "resume"
    with pytest.raises(MineError):
        MineSpec.load("games: [1")  # broken YAML
    with pytest.raises(MineError):
        MineSpec.load(42)


def test_a_spec_file_loads(tmp_path):
    from innovation_nb.puzzles.pack import PACKS

    spec = MineSpec.load(PACKS / "starter.yaml")
    assert spec.name == "starter" and len(spec.expansions) == 4
    (tmp_path / "s.yaml").write_text("games: 3\nseed: 1\n")
    assert MineSpec.load(str(tmp_path / "s.yaml")).games == 3
