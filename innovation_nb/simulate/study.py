"""``Study``: a simulation study written as plain data — how many games, of what kind, played by which bots,
from which seed, and what to keep of each game.

>>> Study.load({"players": 3, "games": 500, "seed": 7}).bots
('random', 'random', 'random')

A study may come from a file someone sent, so checking one never imports a module: its bots are names registered
in ``innovation_nb.bots.BOTS``. Code that wants its own bot passes the class (``bots=[MyBot, "random"]``), which
registers it, or asks for dotted paths to be imported (``Study.load(spec, import_bots=True)``). The numbers and
switches are strict: ``games=True`` or ``players=2.0`` is refused rather than read as 1 or 2. The fields a study
shares with a mining spec (the games, the players, the sets, the bots, the seed) are checked alike for both
(``innovation_nb.bot_games.BotGames``).
"""

from __future__ import annotations

import contextvars
from typing import Literal

from pydantic import Field, ValidationInfo, field_validator

from ..bot_games import BotGames
from ..bots import UnknownBot, bot_factory, name_bot
from ..documents import parse_json
from ..errors import FieldError, shorten

# What a study can keep of each game (the table's columns: docs/simulation.md).
RECORDS = ("winner", "reason", "turns", "first_melds", "dogmas", "achievements")
Record = Literal["winner", "reason", "turns", "first_melds", "dogmas", "achievements"]

# How the bot names of the study being checked are looked up: "registry" (the default), "import" (dotted paths
# may be imported: Study.load(..., import_bots=True)), or "names" (not looked up: the study of a results file,
# which is data to read, not games to play). A context variable, as pydantic's own context does not reach a
# validator through a model's __init__.
_BOT_LOOKUP: contextvars.ContextVar[str] = contextvars.ContextVar("innovation_nb_bot_lookup", default="registry")


class StudyError(FieldError):
    """A study that cannot be run as written. ``field`` names the (first) offending field, ``errors`` lists
    every ``(field, message)`` found."""

    noun = "study"


class Study(BotGames):
    """What to simulate. Only ``games`` is required::

        Study(games=1000)                                   # 2 players, random bots, seed 0
        Study(players=4, teams=True, games=10_000, seed=3, bots=["greedy", "random", "greedy", "random"])

    The same study always plays the same games: game ``i`` depends only on ``seed`` and ``i``, never on how
    many processes or machines share the work."""

    error = StudyError
    forms = "a Study, a dict or JSON text"

    # strict: True is not 1 game, 2.0 not 2 players, "yes" not the team game (a JSON or YAML file gives ints
    # and booleans as such)
    games: int = Field(ge=1, le=100_000_000, strict=True, description="how many games to play")
    players: int = Field(2, ge=2, le=4, strict=True, description="players per game (2 to 4)")
    teams: bool = Field(False, strict=True, description="the team game (four players: seats 1+3 against 2+4)")
    edition: Literal["third", "first"] = Field("third", description="which edition's card texts")
    expansions: tuple[str, ...] = Field((), description='expansions in play, e.g. ["artifacts"]')
    relics: bool = Field(False, strict=True, description="the Artifacts relics (with Artifacts only)")
    bots: tuple[str, ...] = Field(
        ("random",), validate_default=True, description="one bot name per seat, or one for every seat"
    )
    seed: int = Field(0, ge=0, strict=True, description="the base seed every game's seeds derive from")
    records: tuple[Record, ...] = Field(RECORDS, description="what to keep of each game")

    @classmethod
    def load(cls, spec, *, import_bots: bool = False) -> "Study":
        """A Study from a Study, a dict, or its JSON text. Its bots are registered names; with ``import_bots``
        a dotted path (``"mypackage.bots:CleverBot"``) is imported too — ask for it only for a study you wrote,
        since importing a module runs its code."""
        if not isinstance(import_bots, bool):
            raise StudyError("import_bots", f"True or False, got {shorten(import_bots)}")
        if isinstance(spec, cls):
            return spec
        token = _BOT_LOOKUP.set("import" if import_bots else "registry")
        try:
            return cls._from(spec)
        finally:
            _BOT_LOOKUP.reset(token)

    @classmethod
    def _from(cls, spec) -> "Study":
        return cls._from_document(
            spec,
            lambda text: parse_json(
                text, lambda field, problem: StudyError(field, f"the study is not valid JSON ({problem})")
            ),
        )

    @field_validator("teams")
    @classmethod
    def _teams_need_four(cls, v: bool, info: ValidationInfo) -> bool:
        if v and info.data.get("players") != 4:
            raise ValueError(f"the team game is for 4 players, this study has {info.data.get('players')}")
        return v

    @classmethod
    def _bot_name(cls, bot) -> str:
        """A registered name, a dotted path when imports are asked for, or a class or factory given in code
        (registered under its name); not looked up at all in the study of a results file."""
        lookup = _BOT_LOOKUP.get()
        if isinstance(bot, str):
            if lookup != "names":
                bot_factory(bot, allow_import=lookup == "import")
            return bot
        if callable(bot) and lookup != "names":
            return name_bot(bot)
        raise UnknownBot(f"a bot is named by a string (or given as its class), got {shorten(bot)}")

    @field_validator("records", mode="after")
    @classmethod
    def _records_in_order(cls, v):
        return tuple(r for r in RECORDS if r in v)  # one canonical order: equal studies compare equal


def recorded_study(spec) -> Study:
    """The study a results table or file says it came from: checked like any study, except that its bots are
    not looked up (reading results neither needs them nor imports anything)."""
    token = _BOT_LOOKUP.set("names")
    try:
        return Study._from(spec)
    finally:
        _BOT_LOOKUP.reset(token)
