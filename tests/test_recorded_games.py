"""Recorded games pin the base game: each fixture holds a game's seed and every input given (random and greedy bots,
2–4 players, teams, both editions) and the final state the engine reached when it was recorded. Replayed today,
with and without history, each must end in exactly that state — so no speed work or expansion changes the base
rules unnoticed.

Regenerate (only when a rule change is intended) with ``python tests/test_recorded_games.py --write [CHECKOUT]``
(CHECKOUT: the root of another checkout whose engine records the games; default this one).
"""

import json
import sys
from pathlib import Path

import pytest

FIXTURE = Path(__file__).parent / "fixtures" / "recorded_games.json"
NAMES = ["Ann", "Ben", "Cat", "Dan"]
# (seed, players, teams, edition, bot): "greedy" games fork at every action, the others are random.
GAMES = [
    (1, 2, False, "third", "random"),
    (2, 3, False, "third", "random"),
    (3, 4, False, "third", "random"),
    (4, 4, True, "third", "random"),
    (5, 2, False, "first", "random"),
    (6, 3, False, "first", "random"),
    (7, 4, True, "first", "random"),
    (8, 2, False, "third", "greedy"),
    (9, 3, False, "third", "greedy"),
]


def record(seed, players, teams, edition, bot) -> dict:
    from innovation_nb.bots import GreedyBot, RandomBot, play
    from innovation_nb.engine.game import Game

    names = NAMES[:players]
    g = Game.new(names, seed=seed, edition=edition, teams=teams or None)
    kind = GreedyBot if bot == "greedy" else RandomBot
    play(g, {n: kind(seed * 10 + i) for i, n in enumerate(names)})
    assert g.over
    return {
        "seed": seed,
        "players": names,
        "teams": teams,
        "edition": edition,
        "bot": bot,
        "inputs": g.to_dict()["inputs"],
        "final": g.state.to_dict(),
    }


def replay(game: dict, history: bool):
    from innovation_nb.engine.game import Game

    g = Game.new(
        game["players"], seed=game["seed"], edition=game["edition"], teams=game["teams"] or None, history=history
    )
    for kind, value, *who in game["inputs"]:
        if kind == "answer":
            g.answer(value, player=who[0] if who else None)
        else:
            g.apply(value)
    return g


def _games():
    return json.loads(FIXTURE.read_text())["games"]


@pytest.mark.parametrize("history", [True, False])
@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_recorded_game_replays_to_its_recorded_end(index, history):
    game = _games()[index]
    g = replay(game, history)
    assert g.over
    assert g.state.to_dict() == game["final"]


def test_the_fixture_covers_every_configuration():
    games = _games()
    assert [(x["seed"], len(x["players"]), x["teams"], x["edition"], x["bot"]) for x in games] == [
        tuple(c) for c in GAMES
    ]
    assert all(len(x["inputs"]) > 20 for x in games)


if __name__ == "__main__":
    if sys.argv[1:2] != ["--write"] or len(sys.argv) > 3:
        sys.exit("usage: python tests/test_recorded_games.py --write [CHECKOUT]")
    if len(sys.argv) == 3:  # import that checkout's package, whatever is installed
        import importlib.util
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec("innovation_nb", [str(Path(sys.argv[2]).resolve())])
        sys.modules["innovation_nb"] = module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps({"games": [record(*c) for c in GAMES]}, separators=(",", ":")) + "\n")
    print(f"wrote {FIXTURE}")
