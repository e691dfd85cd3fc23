"""Games between bots as plain data: what a simulation study and a mining spec share (innovation_nb/bot_games.py),
checked alike for both."""

from __future__ import annotations

import numpy as np
import pytest
from pydantic import Field

from innovation_nb.bot_games import BotGames, game_seeds
from innovation_nb.puzzles.mine.spec import MineError, MineSpec
from innovation_nb.simulate.study import Study, StudyError

SPECS = [(Study, StudyError, "artifacts"), (MineSpec, MineError, "echoes")]


def test_the_seeds_of_a_game_are_pinned():
    # the shipped packs and the studies' results were drawn with these: they never change
    assert game_seeds(0, 0, 2) == (8668861027912758289, [5360815723185672023, 7402292003153977891])
    assert game_seeds(7, 3, 4) == (
        6823953754371609207,
        [6325969419442673902, 3339733183317086903, 1320801629648912105, 5687387269675598467],
    )


@pytest.mark.parametrize("spec,error,example", SPECS)
def test_the_shared_fields_are_checked_alike(spec, error, example):
    s = spec.load({"games": np.int64(3), "players": np.int32(3), "seed": np.uint8(7), "bots": "random"})
    assert (s.games, s.players, s.seed, s.bots) == (3, 3, 7, ("random",) * 3)
    assert type(s.games) is int and spec.load(s.to_dict()) == s
    cases = [
        ({"games": 2, "relics": True}, "relics", "the relics come with Artifacts of History"),
        ({"games": 2, "expansions": "artifacts"}, "expansions", f'e.g. ["{example}"]'),
        ({"games": 2, "expansions": ["nope"]}, "expansions", "'nope' is not an expansion"),
        ({"games": 2, "bots": ["random", "randon"]}, "bots", "seat 2: unknown bot 'randon'; did you mean"),
        ({"games": 2, "bots": ["random"] * 3}, "bots", "one bot per seat"),
        ({"games": True}, "games", ""),
        ({"games": 2, "gmaes": 3}, "gmaes", "did you mean 'games'?"),
    ]
    for data, field, words in cases:
        with pytest.raises(error) as e:
            spec.load(data)
        assert e.value.field == field and words in str(e.value)
    with pytest.raises(error, match=f"a {error.noun} is a {spec.__name__}, a dict"):
        spec.load(5)
    with pytest.raises(error, match=f"a {error.noun}'s fields are named by strings"):
        spec.load({1: 2})


def test_a_spec_of_games_between_bots_declares_the_shared_fields():
    with pytest.raises(TypeError, match="lacks the fields players, edition, expansions, relics, bots, seed"):

        class Partial(BotGames):  # the shared checks would never run on the fields it lacks
            games: int = Field(ge=1)
