"""``Study``: a simulation study written as plain data — how many games, of what kind, played by which bots,
from which seed, and what to keep of each game.

>>> Study.load({"players": 3, "games": 500, "seed": 7}).bots
('random', 'random', 'random')

A study may come from a file someone sent, so checking one never imports a module: its bots are names registered
in ``innovation_nb.bots.BOTS``. Code that wants its own bot passes the class (``bots=[MyBot, "random"]``), which
registers it, or asks for dotted paths to be imported (``Study.load(spec, import_bots=True)``). The numbers and
switches are strict: ``games=True`` or ``players=2.0`` is refused rather than read as 1 or 2.
"""
from __future__ import annotations

import contextvars
import numbers
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from ..bots import UnknownBot, bot_factory, name_bot, one_per_seat
from ..documents import check_data, parse_json
from ..errors import FieldError, shorten
from ..scenario.model import field_errors

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


class Study(BaseModel):
    """What to simulate. Only ``games`` is required::

        Study(games=1000)                                   # 2 players, random bots, seed 0
        Study(players=4, teams=True, games=10_000, seed=3, bots=["greedy", "random", "greedy", "random"])

    The same study always plays the same games: game ``i`` depends only on ``seed`` and ``i``, never on how
    many processes or machines share the work."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    # strict: True is not 1 game, 2.0 not 2 players, "yes" not the team game (a JSON or YAML file gives ints
    # and booleans as such)
    games: int = Field(ge=1, le=100_000_000, strict=True, description="how many games to play")
    players: int = Field(2, ge=2, le=4, strict=True, description="players per game (2 to 4)")
    teams: bool = Field(False, strict=True, description="the team game (four players: seats 1+3 against 2+4)")
    edition: Literal["third", "first"] = Field("third", description="which edition's card texts")
    expansions: tuple[str, ...] = Field((), description="expansions in play, e.g. [\"artifacts\"]")
    relics: bool = Field(False, strict=True, description="the Artifacts relics (with Artifacts only)")
    bots: tuple[str, ...] = Field(("random",), validate_default=True,
                                  description="one bot name per seat, or one for every seat")
    seed: int = Field(0, ge=0, strict=True, description="the base seed every game's seeds derive from")
    records: tuple[Record, ...] = Field(RECORDS, description="what to keep of each game")

    def __init__(self, /, **data: Any):
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise _from_validation(e) from None

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
        if isinstance(spec, (str, bytes)):
            spec = parse_json(spec, lambda field, problem: StudyError(field, f"the study is not valid JSON "
                                                                             f"({problem})"))
        elif isinstance(spec, dict):
            check_data(spec, StudyError)
        if not isinstance(spec, dict):
            raise StudyError("", f"a study is a Study, a dict or JSON text, got {shorten(spec)}")
        if not all(isinstance(k, str) for k in spec):
            raise StudyError("", f"a study's fields are named by strings, got {shorten(list(spec))}")
        return cls(**spec)

    @field_validator("games", "players", "seed", mode="before")
    @classmethod
    def _plain_int(cls, v):
        # numpy's integers are whole numbers too; bool is an Integral as well, and stays refused
        if isinstance(v, numbers.Integral) and not isinstance(v, (int, bool)):
            return int(v)
        return v

    @field_validator("teams")
    @classmethod
    def _teams_need_four(cls, v: bool, info: ValidationInfo) -> bool:
        if v and info.data.get("players") != 4:
            raise ValueError(f"the team game is for 4 players, this study has {info.data.get('players')}")
        return v

    @field_validator("expansions", mode="before")
    @classmethod
    def _playable_expansions(cls, v):
        from ..engine.game import check_expansions

        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of expansions, e.g. [\"artifacts\"] (got {shorten(v)})")
        try:
            return check_expansions(v)
        except ValueError as e:
            raise ValueError(str(e).split(": ", 1)[-1]) from None

    @field_validator("relics")
    @classmethod
    def _relics_need_artifacts(cls, v: bool, info: ValidationInfo) -> bool:
        if v and "artifacts" not in (info.data.get("expansions") or ()):
            raise ValueError("the relics come with Artifacts of History: add \"artifacts\" to the expansions")
        return v

    @field_validator("bots", mode="before")
    @classmethod
    def _bots_per_seat(cls, v, info: ValidationInfo):
        v = one_per_seat(v, info.data.get("players"))
        lookup = _BOT_LOOKUP.get()
        names = []
        for seat, bot in enumerate(v, 1):
            try:
                if isinstance(bot, str):
                    if lookup != "names":
                        bot_factory(bot, allow_import=lookup == "import")
                    names.append(bot)
                elif callable(bot) and lookup != "names":
                    names.append(name_bot(bot))  # a class or factory given in code: registered under its name
                else:
                    raise UnknownBot(f"a bot is named by a string (or given as its class), got {shorten(bot)}")
            except UnknownBot as e:
                raise ValueError(f"seat {seat}: {e}") from None
        return tuple(names)

    @field_validator("records", mode="after")
    @classmethod
    def _records_in_order(cls, v):
        return tuple(r for r in RECORDS if r in v)  # one canonical order: equal studies compare equal

    def factories(self) -> list:
        """The bot factory of each seat (a callable taking a seed)."""
        factories = []
        for seat, name in enumerate(self.bots, 1):
            try:
                factories.append(bot_factory(name))
            except UnknownBot as e:  # a study read from a results file may name a bot this process lacks
                raise StudyError("bots", f"seat {seat}: {e}") from None
        return factories

    def to_dict(self) -> dict:
        return self.model_dump(mode="json")


def recorded_study(spec) -> Study:
    """The study a results table or file says it came from: checked like any study, except that its bots are
    not looked up (reading results neither needs them nor imports anything)."""
    token = _BOT_LOOKUP.set("names")
    try:
        return Study._from(spec)
    finally:
        _BOT_LOOKUP.reset(token)


def game_seeds(base: int, index: int, players: int) -> tuple[int, list[int]]:
    """The seeds of game ``index``: the deal's, and each seat's bot's. Independent streams from numpy's
    SeedSequence, so nearby base seeds do not share games (as ``base + index`` would)."""
    import numpy as np  # with the study tools, not a need of the engine

    state = np.random.SeedSequence(entropy=base, spawn_key=(index,)).generate_state(players + 1, np.uint64)
    seeds = [int(x) & (2**63 - 1) for x in state]  # 63 bits: they fit an int64 column
    return seeds[0], seeds[1:]


def _from_validation(exc: ValidationError) -> StudyError:
    errors = field_errors(exc, lambda loc: list(Study.model_fields) if len(loc) == 1 else [])
    if not errors:
        return StudyError("", str(exc))
    return StudyError(errors[0][0], errors[0][1], errors)
