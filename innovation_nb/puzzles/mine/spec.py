"""``MineSpec``: what to mine, as plain data — the games to play (how many, of what kind, by which bots, from which
seed) and what makes a position a puzzle (the goals to look for, the budgets, the search limits, the rules against
trivial puzzles). Strict like a simulation study, whose checks of the games, players, sets, bots and seed it shares
(``innovation_nb.bot_games.BotGames``): ``games=True`` or ``players=2.0`` is refused, a misspelt field is an error
naming it.

>>> MineSpec.load({"games": 20, "expansions": ["echoes"]}).budgets
(1, 2)
"""

from __future__ import annotations

import difflib
import os
from typing import Annotated, Literal, Optional

from pydantic import BeforeValidator, Field, ValidationInfo, field_validator

from ...bot_games import BotGames, plain_int, playable
from ...documents import parse_text, read_file
from ...engine.state import ALL_SPECIALS
from ...errors import FieldError, shorten
from ..soundness import DEALS
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
    raise ValueError(
        f"unknown goal kind {shorten(v)}: one of {', '.join(GOALS)}" + (f" (did you mean {near[0]}?)" if near else "")
    )


GoalKind = Annotated[str, BeforeValidator(_goal_kind)]


class MineError(FieldError):
    """A mining spec, run or pack that cannot be used as given. ``field`` names the (first) offending field,
    ``errors`` lists every ``(field, message)`` found."""

    noun = "mining spec"


class MineSpec(BotGames):
    """What to mine. Only ``games`` is required. The same spec always gives the same puzzles: game ``i`` depends
    only on ``seed`` and ``i``, and every search is bounded by a number of positions, not by time."""

    error = MineError
    forms = "a MineSpec, a dict, or YAML/JSON text"
    example_expansion = "echoes"

    name: str = Field("mined", min_length=1, max_length=60, description="the pack's name (puzzle names start with it)")
    games: int = Field(ge=1, le=1_000_000, strict=True, description="how many games to play and look through")
    players: int = Field(2, ge=2, le=4, strict=True, description="players per game (2 to 4)")
    edition: Literal["third", "first"] = Field("third", description="which edition's card texts")
    expansions: tuple[tuple[str, ...], ...] = Field(
        ((),),
        description='expansions in play, e.g. ["echoes"]; or a list of such lists, game i playing the (i mod n)-th',
    )
    relics: bool = Field(False, strict=True, description="the Artifacts relics (with Artifacts only)")
    bots: tuple[str, ...] = Field(
        ("greedy",), validate_default=True, description="one bot name per seat, or one for every seat"
    )
    seed: int = Field(0, ge=0, strict=True, description="the base seed every game's seeds derive from")
    positions: Optional[int] = Field(
        None, ge=1, le=100_000, strict=True, description="positions looked at per game, from its start (default: all)"
    )
    goals: tuple[GoalKind, ...] = Field(
        DEFAULT_GOALS,
        min_length=1,
        description=("the kinds of goal to look for, each named by its goal's key (a former name is read as today's)"),
    )
    specials: Optional[tuple[str, ...]] = Field(
        None,
        min_length=1,
        description=(
            "the special achievements the claim goal looks for, each only at positions where a quick count says it "
            "may be near (default: every one in play, everywhere)"
        ),
    )
    budgets: tuple[int, ...] = Field(
        (1, 2),
        min_length=1,
        description=(
            "puzzle budgets, in actions: 1, 2, or 3 (only where the free special action of Artifacts is still to "
            "take, with two actions after it)"
        ),
    )
    max_positions: int = Field(
        4000,
        ge=10,
        le=10_000_000,
        strict=True,
        description="positions one search may visit before the candidate is dropped",
    )
    min_first_moves: int = Field(
        3,
        ge=2,
        le=100,
        strict=True,
        description="legal first moves at least (a random first move finds the puzzle at most 1 in this many times)",
    )
    greedy_trials: int = Field(4, ge=0, le=100, strict=True, description="plays of the greedy bot from the position")
    max_greedy: float = Field(
        0.5, ge=0, le=1, strict=True, description="the largest share of the greedy bot's plays that may solve it"
    )
    deals: int = Field(
        DEALS,
        ge=1,
        le=1000,
        strict=True,
        description=(
            f"deals of what the solver cannot see (the stated one among them) over which a puzzle must be sound, "
            f"unless one deal decides for all (puzzles.soundness); a shipped pack uses {DEALS} or more"
        ),
    )
    distinct_from: tuple[str, ...] = Field(
        (),
        description=(
            "shipped packs (by name) whose ideas are not mined again: a candidate with the goal, first move and "
            "themes of one of their puzzles is refused"
        ),
    )

    @classmethod
    def load(cls, spec) -> "MineSpec":
        """A MineSpec from a MineSpec, a dict, or its YAML/JSON text (or the path of a .yaml/.json file)."""
        if isinstance(spec, cls):
            return spec
        if isinstance(spec, os.PathLike) or (
            isinstance(spec, str) and "\n" not in spec and spec.strip().lower().endswith(SUFFIXES)
        ):
            spec, _ = read_file(spec, SUFFIXES, MineError, "mining spec")
        return cls._from_document(
            spec,
            lambda text: parse_text(
                text.decode() if isinstance(text, bytes) else text, lambda field, problem: MineError(field, problem)
            ),
        )

    @field_validator("max_positions", "min_first_moves", "greedy_trials", "deals", mode="before")
    @classmethod
    def _plain_ints(cls, v):  # games, players and seed: BotGames._plain_int
        return plain_int(v)

    @field_validator("max_greedy", mode="before")
    @classmethod
    def _share(cls, v):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError(f"a share from 0 to 1, got {shorten(v)}")
        return float(v)

    @classmethod
    def _expansions(cls, v: list | tuple) -> tuple:
        """One list of expansions, or a list of such lists (game i playing the (i mod n)-th)."""
        tables = v if v and all(isinstance(x, (list, tuple)) for x in v) else [v]
        return tuple(playable(t, f"list {i + 1}: " if len(tables) > 1 else "") for i, t in enumerate(tables))

    @classmethod
    def _tables(cls, expansions: tuple) -> tuple[tuple[str, ...], ...]:
        return expansions

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
            raise ValueError(
                'the specials say which special achievements the claim goal looks for: add "claim" to the goals'
            )
        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of special achievements, e.g. [Destiny, Fame] (got {shorten(v)})")
        for name in v:
            if name not in ALL_SPECIALS:
                near = difflib.get_close_matches(str(name), ALL_SPECIALS, n=1)
                raise ValueError(
                    f"no special achievement is called {shorten(name)}"
                    + (f" (did you mean {near[0]}?)" if near else "")
                )
        return tuple(s for s in ALL_SPECIALS if s in v)  # one canonical order: equal specs compare equal

    @field_validator("distinct_from", mode="before")
    @classmethod
    def _shipped_packs(cls, v):
        from ..pack import SHIPPED

        if isinstance(v, str) or not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of shipped packs, e.g. [starter, variety] (got {shorten(v)})")
        for name in v:
            if name not in SHIPPED:
                raise ValueError(f"no shipped pack is called {shorten(name)}: one of {', '.join(SHIPPED)}")
        return tuple(n for n in SHIPPED if n in v)  # one canonical order: equal specs compare equal

    @field_validator("budgets", mode="before")
    @classmethod
    def _budgets(cls, v):
        if not isinstance(v, (list, tuple)):
            raise ValueError(f"a list of budgets, e.g. [1, 2] (got {shorten(v)})")
        for b in v:
            if isinstance(b, bool) or not isinstance(b, int) or b < 1:
                raise ValueError(f"a budget is a number of actions, 1 to 3, got {shorten(b)}")
            if b > 3:
                raise ValueError(
                    f"a budget of {b} actions crosses another player's turn (a turn holds at most 3: "
                    f"the free special action of Artifacts and two), and the solver cannot know "
                    f"their moves: mining takes budgets of 1 to 3"
                )
        return tuple(sorted(set(v)))

    def table(self, index: int) -> tuple[tuple[str, ...], bool]:
        """The expansions of game ``index``, and whether it plays with the relics."""
        expansions = self.expansions[index % len(self.expansions)]
        return expansions, self.relics and "artifacts" in expansions


__all__ = ["DEFAULT_GOALS", "GOALS", "MineError", "MineSpec"]
