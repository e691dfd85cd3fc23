"""``MineSpec``: what to mine, as plain data — the games to play (how many, of what kind, by which bots, from which
seed) and what makes a position a puzzle (the goals to look for, the budgets, the search limits, the rules against
trivial puzzles). Strict like a simulation study: ``games=True`` or ``players=2.0`` is refused, a misspelt field is
an error naming it.

>>> MineSpec.load({"games": 20, "expansions": ["echoes"]}).budgets
(1, 2)
"""
from __future__ import annotations

import difflib
import numbers
import os
from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from ...bots import UnknownBot, bot_factory, one_per_seat
from ...documents import check_data, parse_text, read_file
from ...engine.state import ALL_SPECIALS
from ...errors import FieldError, shorten
from ...scenario.model import field_errors
from .kinds import KINDS, current

SUFFIXES = (".yaml", ".yml", ".json")
# The kinds of goal mining looks for, in the order they are tried at a position (the first that makes a puzzle is
# kept), each named by its goal's key: kinds.KINDS defines them.
GOALS = tuple(KINDS)
# A spec that names no goals looks for the kinds there were before the expansions' own, so that its puzzles do not
# depend on when it was written.
DEFAULT_GOALS = tuple(name for name, k in KINDS.items() if k.default)


def _goal_kind(v):
    """A kind's name: today's for a former one (``kinds.FORMER``)."""
    if not isinstance(v, str):
        raise ValueError(f"a goal kind is named by text, one of {', '.join(GOALS)} (got {shorten(v)})")
    if current(v) in KINDS:
        return current(v)
    near = difflib.get_close_matches(v, GOALS, n=1)
    raise ValueError(f"unknown goal kind {shorten(v)}: one of {', '.join(GOALS)}"
                     + (f" (did you mean {near[0]}?)" if near else ""))


GoalKind = Annotated[str, BeforeValidator(_goal_kind)]


class MineError(FieldError):
    """A mining spec, run or pack that cannot be used as given. ``field`` names the (first) offending field,
    ``errors`` lists every ``(field, message)`` found."""

    noun = "mining spec"


class MineSpec(BaseModel):
    """What to mine. Only ``games`` is required. The same spec always gives the same puzzles: game ``i`` depends
    only on ``seed`` and ``i``, and every search is bounded by a number of positions, not by time."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field("mined", min_length=1, max_length=60, description="the pack's name (puzzle names start with it)")
    games: int = Field(ge=1, le=1_000_000, strict=True, description="how many games to play and look through")
    players: int = Field(2, ge=2, le=4, strict=True, description="players per game (2 to 4)")
    edition: Literal["third", "first"] = Field("third", description="which edition's card texts")
    expansions: tuple[tuple[str, ...], ...] = Field(((),), description="expansions in play, e.g. [\"echoes\"]; or "
                                                  "a list of such lists, game i playing the (i mod n)-th")
    relics: bool = Field(False, strict=True, description="the Artifacts relics (with Artifacts only)")
    bots: tuple[str, ...] = Field(("greedy",), validate_default=True,
                                  description="one bot name per seat, or one for every seat")
    seed: int = Field(0, ge=0, strict=True, description="the base seed every game's seeds derive from")
    positions: Optional[int] = Field(None, ge=1, le=100_000, strict=True,
                                     description="positions looked at per game, from its start (default: all)")
    goals: tuple[GoalKind, ...] = Field(DEFAULT_GOALS, min_length=1, description=(
        "the kinds of goal to look for, each named by its goal's key (a former name is read as today's)"))
    specials: Optional[tuple[str, ...]] = Field(None, min_length=1, description=(
        "the special achievements the claim goal looks for, each only at positions where a quick count says it "
        "may be near (default: every one in play, everywhere)"))
    budgets: tuple[int, ...] = Field((1, 2), min_length=1, description=(
        "puzzle budgets, in actions: 1, 2, or 3 (only where the free special action of Artifacts is still to "
        "take, with two actions after it)"))
    max_positions: int = Field(4000, ge=10, le=10_000_000, strict=True,
                               description="positions one search may visit before the candidate is dropped")
    min_first_moves: int = Field(3, ge=2, le=100, strict=True,
                                 description="legal first moves at least (a random first move finds the puzzle at "
                                             "most 1 in this many times)")
    greedy_trials: int = Field(4, ge=0, le=100, strict=True, description="plays of the greedy bot from the position")
    max_greedy: float = Field(0.5, ge=0, le=1, strict=True,
                              description="the largest share of the greedy bot's plays that may solve it")
    deals: int = Field(2, ge=0, le=20, strict=True,
                       description="other orders of the supply under which the first move must stay the only one")

    def __init__(self, /, **data: Any):
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise _from_validation(e) from None

    @classmethod
    def load(cls, spec) -> "MineSpec":
        """A MineSpec from a MineSpec, a dict, or its YAML/JSON text (or the path of a .yaml/.json file)."""
        if isinstance(spec, cls):
            return spec
        if isinstance(spec, os.PathLike) or (isinstance(spec, str) and "\n" not in spec
                                             and spec.strip().lower().endswith(SUFFIXES)):
            spec, _ = read_file(spec, SUFFIXES, MineError, "mining spec")
        if isinstance(spec, (str, bytes)):
            spec = parse_text(spec.decode() if isinstance(spec, bytes) else spec,
                              lambda field, problem: MineError(field, problem))
        elif isinstance(spec, dict):
            check_data(spec, MineError)
        if not isinstance(spec, dict):
            raise MineError("", f"a mining spec is a MineSpec, a dict, or YAML/JSON text, got {shorten(spec)}")
        if not all(isinstance(k, str) for k in spec):
            raise MineError("", f"a mining spec's fields are named by strings, got {shorten(list(spec))}")
        return cls(**spec)

    @field_validator("games", "players", "seed", "max_positions", "min_first_moves", "greedy_trials", "deals",
                     mode="before")
    @classmethod
    def _plain_int(cls, v):
        if isinstance(v, numbers.Integral) and not isinstance(v, (int, bool)):
            return int(v)
        return v

    @field_validator("max_greedy", mode="before")
    @classmethod
    def _share(cls, v):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError(f"a share from 0 to 1, got {shorten(v)}")
        return float(v)

    @field_validator("expansions", mode="before")
    @classmethod
    def _playable_expansions(cls, v):
        from ...engine.game import check_expansions

        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of expansions, e.g. [\"echoes\"] (got {shorten(v)})")
        tables = v if v and all(isinstance(x, (list, tuple)) for x in v) else [v]
        out = []
        for i, t in enumerate(tables):
            try:
                out.append(check_expansions(t))
            except (ValueError, TypeError) as e:
                where = f"list {i + 1}: " if len(tables) > 1 else ""
                raise ValueError(where + str(e).split(": ", 1)[-1]) from None
        return tuple(out)

    @field_validator("relics")
    @classmethod
    def _relics_need_artifacts(cls, v: bool, info: ValidationInfo) -> bool:
        if v and not any("artifacts" in t for t in info.data.get("expansions") or ()):
            raise ValueError("the relics come with Artifacts of History: add \"artifacts\" to the expansions")
        return v

    @field_validator("bots", mode="before")
    @classmethod
    def _bots_per_seat(cls, v, info: ValidationInfo):
        v = one_per_seat(v, info.data.get("players"))
        for seat, bot in enumerate(v, 1):
            try:
                bot_factory(bot)  # registered names only (never a class, never an import): a spec is plain data
            except UnknownBot as e:
                raise ValueError(f"seat {seat}: {e}") from None
        return tuple(v)

    @field_validator("goals", mode="after")
    @classmethod
    def _goals_in_order(cls, v):
        return tuple(g for g in GOALS if g in v)  # one canonical order: equal specs compare equal

    @field_validator("specials", mode="before")
    @classmethod
    def _known_specials(cls, v, info: ValidationInfo):
        if v is None:
            return v
        if "claim" not in (info.data.get("goals") or ()):
            raise ValueError("the specials say which special achievements the claim goal looks for: add "
                             "\"claim\" to the goals")
        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of special achievements, e.g. [Destiny, Fame] (got {shorten(v)})")
        for name in v:
            if name not in ALL_SPECIALS:
                near = difflib.get_close_matches(str(name), ALL_SPECIALS, n=1)
                raise ValueError(f"no special achievement is called {shorten(name)}"
                                 + (f" (did you mean {near[0]}?)" if near else ""))
        return tuple(s for s in ALL_SPECIALS if s in v)  # one canonical order: equal specs compare equal

    @field_validator("budgets", mode="before")
    @classmethod
    def _budgets(cls, v):
        if not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of budgets, e.g. [1, 2] (got {shorten(v)})")
        for b in v:
            if isinstance(b, bool) or not isinstance(b, int) or b < 1:
                raise ValueError(f"a budget is a number of actions, 1 to 3, got {shorten(b)}")
            if b > 3:
                raise ValueError(f"a budget of {b} actions crosses another player's turn (a turn holds at most 3: "
                                 f"the free special action of Artifacts and two), and the solver cannot know "
                                 f"their moves: mining takes budgets of 1 to 3")
        return tuple(sorted(set(v)))

    def to_dict(self) -> dict:
        return self.model_dump(mode="json")

    def table(self, index: int) -> tuple[tuple[str, ...], bool]:
        """The expansions of game ``index``, and whether it plays with the relics."""
        expansions = self.expansions[index % len(self.expansions)]
        return expansions, self.relics and "artifacts" in expansions


def _from_validation(exc: ValidationError) -> MineError:
    errors = field_errors(exc, lambda loc: list(MineSpec.model_fields) if len(loc) == 1 else [])
    if not errors:
        return MineError("", str(exc))
    return MineError(errors[0][0], errors[0][1], errors)


__all__ = ["DEFAULT_GOALS", "GOALS", "MineError", "MineSpec"]
