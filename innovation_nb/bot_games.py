"""Games between bots, written as plain data: how many, of what kind (players, edition, expansions, relics), played
by which bots, from which seed. A simulation study (``simulate.Study``) and a mining spec (``puzzles.mine.MineSpec``)
are such specs, each with fields of its own; this is what they share: the checks of the fields they have in common,
reading a spec from a dict or a document, its problems as the spec's own error naming the field, and the seeds of
each game (``game_seeds``).

The same spec always plays the same games: game ``i`` depends only on ``seed`` and ``i``, never on how many
processes or machines share the work.
"""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError, ValidationInfo, field_validator

from .bots import UnknownBot, bot_factory, one_per_seat
from .documents import check_data
from .errors import FieldError, shorten
from .validation import field_errors

# The fields every spec of games between bots declares, each spec in its own order and with its own limits and
# defaults; the checks below are theirs.
FIELDS = ("games", "players", "edition", "expansions", "relics", "bots", "seed")


class BotGames(BaseModel):
    """The base of a spec of games between bots. A spec declares the ``FIELDS`` and its own, and names its error
    class (``error``: a problem is that error, naming the field), what a spec may be given as (``forms``, for the
    message when it is something else) and the expansion its messages give as an example."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    error: ClassVar[type[FieldError]] = FieldError
    forms: ClassVar[str] = "a dict"
    example_expansion: ClassVar[str] = "artifacts"

    if TYPE_CHECKING:  # declared by each spec (FIELDS)
        bots: tuple[str, ...]

    def __init__(self, /, **data: Any):
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise self._error_of(e) from None

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        missing = [f for f in FIELDS if f not in cls.model_fields]
        if missing:  # the checks below would never run on them
            raise TypeError(f"{cls.__name__}, a spec of games between bots, lacks the fields {', '.join(missing)}")

    @classmethod
    def _from_document(cls, spec, parse):
        """The spec from a dict, or from text that ``parse`` reads into one."""
        if isinstance(spec, (str, bytes)):
            spec = parse(spec)
        elif isinstance(spec, dict):
            check_data(spec, cls.error)
        if not isinstance(spec, dict):
            raise cls.error("", f"a {cls.error.noun} is {cls.forms}, got {shorten(spec)}")
        if not all(isinstance(k, str) for k in spec):
            raise cls.error("", f"a {cls.error.noun}'s fields are named by strings, got {shorten(list(spec))}")
        return cls(**spec)

    @classmethod
    def _error_of(cls, exc: ValidationError) -> FieldError:
        errors = field_errors(exc, lambda loc: list(cls.model_fields) if len(loc) == 1 else [])
        if not errors:
            return cls.error("", str(exc))
        return cls.error(errors[0][0], errors[0][1], errors)

    @field_validator("games", "players", "seed", mode="before", check_fields=False)
    @classmethod
    def _plain_int(cls, v):
        return plain_int(v)

    @field_validator("expansions", mode="before", check_fields=False)
    @classmethod
    def _playable_expansions(cls, v):
        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f'a list of expansions, e.g. ["{cls.example_expansion}"] (got {shorten(v)})')
        return cls._expansions(v)

    @classmethod
    def _expansions(cls, v: list | tuple) -> tuple:
        """The ``expansions`` field from the list given: here one list of expansions, for every game."""
        return playable(v)

    @classmethod
    def _tables(cls, expansions: tuple) -> tuple[tuple[str, ...], ...]:
        """The lists of expansions the games are played with, from the ``expansions`` field."""
        return (expansions,)

    @field_validator("relics", check_fields=False)
    @classmethod
    def _relics_need_artifacts(cls, v: bool, info: ValidationInfo) -> bool:
        if v and not any("artifacts" in t for t in cls._tables(info.data.get("expansions") or ())):
            raise ValueError('the relics come with Artifacts of History: add "artifacts" to the expansions')
        return v

    @field_validator("bots", mode="before", check_fields=False)
    @classmethod
    def _bots_per_seat(cls, v, info: ValidationInfo):
        v = one_per_seat(v, info.data.get("players"))
        names = []
        for seat, bot in enumerate(v, 1):
            try:
                names.append(cls._bot_name(bot))
            except UnknownBot as e:
                raise ValueError(f"seat {seat}: {e}") from None
        return tuple(names)

    @classmethod
    def _bot_name(cls, bot) -> str:
        """The name a seat's bot is kept under: here a registered name only (never a class, never an import: the
        spec is plain data). UnknownBot says why not."""
        bot_factory(bot)
        return bot

    def factories(self) -> list:
        """The bot factory of each seat (a callable taking a seed)."""
        factories = []
        for seat, name in enumerate(self.bots, 1):
            try:
                factories.append(bot_factory(name))
            except UnknownBot as e:  # a spec read from a results file may name a bot this process lacks
                raise self.error("bots", f"seat {seat}: {e}") from None
        return factories

    def to_dict(self) -> dict:
        return self.model_dump(mode="json")


def plain_int(v):
    """numpy's integers are whole numbers too (as Python ints); bool is an Integral as well, and stays refused."""
    if isinstance(v, numbers.Integral) and not isinstance(v, (int, bool)):
        return int(v)
    return v


def playable(expansions, where: str = "") -> tuple[str, ...]:
    """``expansions`` checked (known, playable, each once) in the rulebook's order; a problem is a ValueError for a
    validator, after ``where`` (the field's path is pydantic's to add)."""
    from .engine.game import check_expansions

    try:
        return check_expansions(expansions)
    except (ValueError, TypeError) as e:
        raise ValueError(where + str(e).split(": ", 1)[-1]) from None


def game_seeds(base: int, index: int, players: int) -> tuple[int, list[int]]:
    """The seeds of game ``index``: the deal's, and each seat's bot's. Independent streams from numpy's
    SeedSequence, so nearby base seeds do not share games (as ``base + index`` would)."""
    import numpy as np  # with the study and mining tools, not a need of the engine

    state = np.random.SeedSequence(entropy=base, spawn_key=(index,)).generate_state(players + 1, np.uint64)
    seeds = [int(x) & (2**63 - 1) for x in state]  # 63 bits: they fit an int64 column
    return seeds[0], seeds[1:]


__all__ = ["FIELDS", "BotGames", "game_seeds", "playable", "plain_int"]
