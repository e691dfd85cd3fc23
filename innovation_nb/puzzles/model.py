"""The ``Puzzle`` model: a Scenario + a goal + an action budget (+ hints, an explanation, a title and the rule it
teaches), read from YAML/JSON and validated by pydantic; errors name the field (``PuzzleError``)."""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, Union

import yaml
from pydantic import BeforeValidator, Field, PrivateAttr, field_validator, model_validator

from ..cards.data import CARDS
from ..documents import decode, parse_json, parse_text, parse_yaml, read_file
from ..engine.game import Game
from ..engine.text import count as counted
from ..engine.view import TEACHING
from ..errors import shorten, shown_path
from ..scenario.model import Scenario, ScenarioError, _Dumper, is_file
from .errors import Model, PuzzleError
from .goals import GoalContext, GoalField

LIBRARY = Path(__file__).resolve().parent / "library"

# The checker and the solver play puzzles, so they sit above this model: each registers its entry point here by
# name ("check", "solve") when the package loads, and ``Puzzle.check`` / ``Puzzle.solve`` look it up.
PLAYING: dict = {}
SUFFIXES = (".yaml", ".yml", ".json")


def _input(v):
    """One entry of a line or script: an action ("meld Archery"), or an answer (a title, a list of titles, a
    colour, a name, a number, yes/no as true/false, or null to decline)."""
    if v is None or isinstance(v, (str, bool, int)):
        return v
    if isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v):
        return list(v)
    raise ValueError(
        f"an entry is an action (like 'dogma Archery') or an answer (a card title, a list of titles, "
        f"a colour, a name, a number, true/false or null), not {shorten(v)}"
    )


Input = Annotated[Any, BeforeValidator(_input)]


def _budget(v):
    if isinstance(v, bool):
        raise ValueError(f"the budget is a number of actions (1 or more) or 'turn', not {shorten(v)}")
    if isinstance(v, str):
        t = v.strip().lower()
        if t in ("turn", "this turn"):
            return "turn"
        if t.isdecimal() and len(t) <= 3:
            v = int(t)
        else:
            raise ValueError(f"the budget is a number of actions (1 or more) or 'turn', not {shorten(v)}")
    if isinstance(v, int):
        if not 1 <= v <= 12:
            raise ValueError(f"the budget is 1 to 12 actions, not {v}")
        return v
    raise ValueError(f"the budget is a number of actions (1 or more) or 'turn', not {shorten(v)}")


class Question(Model):
    """What the checker and the solver answer: can the solving player bring about ``goal`` within ``budget`` of
    their own actions from ``scenario``? A :class:`Puzzle` is a question with the words a learner reads; mining asks
    the solver plain questions at the positions of bot games before it has words for any.

    ``player`` is the solving player ("you"; default: whoever is to act). Decisions other players must take
    during your actions are **adversarial** by default: a solution must work whatever they answer
    (``opponents: cooperative`` lets the solver pick their answers too). The budget must fit the actions left
    in the current turn, unless ``script`` gives the other players' inputs (actions and answers, in order) for
    the turns in between.
    """

    scenario: Scenario = Field(description="The starting position (see docs/scenarios.md).")
    player: Optional[str] = Field(None, description="The solving player (default: the current player).")
    goal: GoalField = Field(description="What to bring about (see innovation_nb.puzzles.goals).")
    budget: Annotated[Union[int, str], BeforeValidator(_budget)] = Field(
        "turn", description="Your actions: a number, or 'turn' for the actions left this turn."
    )
    opponents: Literal["adversarial", "cooperative"] = Field(
        "adversarial",
        description="Who picks the other players' answers during your actions: adversarial "
        "(every answer must be survived) or cooperative (the solver picks them).",
    )
    script: list[Input] = Field(
        default_factory=list, description="The other players' inputs (actions and answers) on their turns."
    )

    _cache: dict = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check(self):
        s = self.scenario
        names = [p.name for p in s.players]
        current = s.current or names[0]
        if self.player is not None and self.player not in names:
            raise PuzzleError("player", f"{shorten(self.player)} is not seated; the players are {', '.join(names)}")
        solver = self.player or current
        if self.budget == "turn" and solver != current:
            raise PuzzleError(
                "budget",
                f"'turn' means the actions left in {solver}'s turn, but it is {current}'s "
                f"turn: give a number of actions",
            )
        if not self.script:
            if solver != current:
                raise PuzzleError(
                    "player",
                    f"it is {current}'s turn, not {solver}'s: add a script: of the other "
                    f"players' moves up to {solver}'s turn",
                )
            if self.actions > self.turn_actions:
                raise PuzzleError(
                    "budget",
                    f"{counted(self.actions, 'action')} do not fit the "
                    f"{counted(self.turn_actions, 'action')} "
                    f"left in {solver}'s turn: lower the budget or add a script: of the "
                    f"other players' turns in between",
                )
        start = s.to_state()
        ctx = GoalContext(solver, start)
        self.goal.bind(ctx, "goal", s.edition)
        ok, why = self.goal.evaluate(start, ctx)
        if ok:
            raise PuzzleError("goal", f"the goal already holds at the start ({why}): nothing to solve")
        return self

    # -- derived facts ---------------------------------------------------------------------------------
    @property
    def solver(self) -> str:
        """The solving player's name."""
        return self.player or self.scenario.current or self.scenario.players[0].name

    @property
    def actions(self) -> int:
        """The budget as a number of your actions."""
        if self.budget == "turn":
            return self.turn_actions
        return self.budget

    @property
    def turn_actions(self) -> int:
        """The actions left in the current turn, the free special action (Artifacts) still to take included:
        it is played as an action (dogma, return or pass), so the budget counts it."""
        return self.scenario.actions_left + (1 if self.scenario.free_action else 0)

    @property
    def adversarial(self) -> bool:
        return self.opponents == "adversarial"

    def _cached(self, name, make):
        # Keyed on the scenario and the solver, so that a model_copy(update=...) never sees stale values.
        key = (name, id(self.scenario), self.solver)
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def start_state(self):
        """A fresh GameState at the puzzle's start."""
        return self._cached("state", self.scenario.to_state).clone()

    def start_game(self, history: bool = True):
        """A ``Game`` at the puzzle's start."""
        return Game.from_state(self.start_state(), history=history)

    def context(self) -> GoalContext:
        """What goals are judged against: the solving player and the start position."""
        return self._cached("ctx", lambda: GoalContext(self.solver, self.start_state()))

    def undetermined(self) -> dict[str, int]:
        """Supply cards whose place the scenario does not fix (shuffled by seed beneath the fixed tops), by
        title → age. Drawing one of them makes a line depend on the shuffle: the puzzle is then rejected."""

        def make():
            state = self.start_state()
            out = {}
            for card_set in ("base",) + tuple(state.expansions):  # each set's piles, with their own fixed tops
                for age in range(1, 11):
                    pile = state.supplies[card_set][age - 1]  # bottom → top; the fixed tops are the last ones
                    fixed = len([c for c in self.scenario.supply.get(age, []) if CARDS[c].set == card_set])
                    for c in pile[: len(pile) - fixed]:
                        out[c] = age
            return out

        return self._cached("undetermined", make)

    def fixed_tops(self, age: int, card_set: str = "base") -> list[str]:
        """The supply tops the scenario fixes on the pile of ``card_set`` and ``age`` (top first)."""
        return [c for c in self.scenario.supply.get(age, []) if CARDS[c].set == card_set]

    def describe_goal(self) -> str:
        return self.goal.describe(self.context())

    # -- playing ---------------------------------------------------------------------------------------
    def check(self, line, **kw):
        """Judge a line of play (see :func:`innovation_nb.puzzles.check`)."""
        return PLAYING["check"](self, line, **kw)

    def solve(self, **kw):
        """Search for solutions (see :func:`innovation_nb.puzzles.solve`)."""
        return PLAYING["solve"](self, **kw)

    def __repr__(self) -> str:
        return f"<Question: {self.describe_goal()} in {counted(self.actions, 'action')}>"

    __str__ = __repr__


class _Heading(Model):
    """The words a puzzle opens with. A base of its own only so that these fields come first, in a puzzle's file
    order (a base's fields precede its subclass's: ``Puzzle(Question, _Heading)`` lists these, then the question's,
    then its own)."""

    name: Optional[str] = Field(None, description="Identifier (library puzzles: the file name without .yaml).")
    title: str = Field(description="A short title.")
    rule: str = Field(description="The named rule this puzzle teaches.")
    topic: Optional[str] = Field(
        None,
        description="The part of the rules it belongs to, to group puzzles by "
        "(the library's: see innovation_nb.puzzles.record.TOPICS).",
    )
    description: Optional[str] = Field(None, description="The question, as shown to the solver.")
    difficulty: Optional[Literal[1, 2, 3]] = Field(None, description="1 (easy) to 3 (hard).")

    @field_validator("title", "rule")
    @classmethod
    def _text(cls, v):
        if not v.strip():
            raise ValueError("must not be empty")
        return v


class Puzzle(Question, _Heading):
    """A position to solve, as a learner meets it: a :class:`Question` (bring about ``goal`` within ``budget`` of
    your own actions) with a title, the rule it teaches, up to three hints and an explanation."""

    view: Optional[Literal["open", "seat"]] = Field(
        None,
        description="What the solver sees: 'open' (every hand, score pile and forecast face up: the teaching view) "
        "or 'seat' (what a player in the solver's seat sees: their own cards, every board, and the backs of the "
        "rest). Default: the seat for a mined puzzle (topic: mined), open for any other.",
    )
    hints: list[str] = Field(default_factory=list, max_length=3, description="Up to three hints, mildest first.")
    explanation: Optional[str] = Field(None, description="Shown after solving: why the solution works.")
    intended: Optional[list[Input]] = Field(None, description="The intended solution line (your inputs).")

    @field_validator("hints")
    @classmethod
    def _hints(cls, v):
        for h in v:
            if not h.strip():
                raise ValueError("a hint must not be empty")
        return v

    @property
    def seat(self) -> bool:
        """Is the position shown as the solver's seat sees it (``view``)? A mined puzzle is, unless it says
        ``view: open``: its soundness was checked against what that seat sees (``puzzles.soundness``)."""
        return self.view == "seat" or (self.view is None and self.topic == "mined")

    @property
    def viewer(self):
        """Who the position is shown to: the solver's seat (``seat``), or the teaching view (``engine.view.TEACHING``:
        every hand face up)."""
        return self.solver if self.seat else TEACHING

    # -- reading and writing ---------------------------------------------------------------------------
    @classmethod
    def load(cls, source, name: str | None = None) -> "Puzzle":
        """A Puzzle from a Puzzle, a dict, JSON or YAML text (``str`` or UTF-8 ``bytes``), or a path to a
        .yaml/.yml/.json file. Documents are size- and depth-limited before they are parsed."""
        if isinstance(source, Puzzle):
            return source
        if isinstance(source, dict):
            return cls._from_data(source, name)
        if isinstance(source, (bytes, bytearray)):
            source = decode(bytes(source), PuzzleError)
        if isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
            return cls.from_file(source)
        if isinstance(source, str):
            return cls._from_data(parse_text(source, PuzzleError), name)
        raise PuzzleError(
            "",
            f"cannot load a puzzle from a {type(source).__name__}: give a Puzzle, a dict, JSON or "
            f"YAML text, or the path of a .yaml/.json file",
        )

    @classmethod
    def from_file(cls, path) -> "Puzzle":
        text, kind = read_file(path, SUFFIXES, PuzzleError, "puzzle")
        try:
            if kind == "json":
                return cls.from_json(text, Path(path).stem)
            return cls.from_yaml(text, Path(path).stem)
        except PuzzleError as e:
            if e.field:
                raise
            raise PuzzleError("", f"{shown_path(path, 120)}: {e.message}") from None

    @classmethod
    def from_yaml(cls, text: str, name: str | None = None) -> "Puzzle":
        return cls._from_data(parse_yaml(text, PuzzleError), name)

    @classmethod
    def from_json(cls, text: str, name: str | None = None) -> "Puzzle":
        return cls._from_data(parse_json(text, PuzzleError), name)

    @classmethod
    def _from_data(cls, data, name=None) -> "Puzzle":
        if not isinstance(data, dict):
            kind = "nothing" if data is None else f"a {type(data).__name__}"
            raise PuzzleError(
                "", f"a puzzle is a mapping of fields (title, rule, scenario, goal, budget, ...), but this holds {kind}"
            )
        if name is not None and "name" not in data:
            data = {"name": name, **data}
        return cls.model_validate(data)

    def to_dict(self) -> dict:
        """Plain data in file order, leaving out fields at their defaults."""
        d = self.model_dump(exclude_defaults=True, exclude={"scenario", "goal"})
        d["scenario"] = self.scenario.to_dict()
        d["goal"] = self.goal.to_data()
        order = [
            "name",
            "title",
            "rule",
            "topic",
            "difficulty",
            "description",
            "scenario",
            "player",
            "goal",
            "budget",
            "opponents",
            "script",
            "view",
            "hints",
            "explanation",
            "intended",
        ]
        return {k: d[k] for k in order if k in d}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_yaml(self) -> str:
        return yaml.dump(self.to_dict(), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)

    def __repr__(self) -> str:
        return f"<Puzzle {self.name or self.title!r}: {self.describe_goal()} in {counted(self.actions, 'action')}>"

    __str__ = __repr__


def _looks_like_path(text: str) -> bool:
    if "\n" in text or not text.strip().lower().endswith(SUFFIXES):
        return False
    return ": " not in text or is_file(text)


# -- the library -------------------------------------------------------------------------------------------
def list_puzzles() -> list[str]:
    """Names of the puzzles in the library (``innovation_nb/puzzles/library``), sorted."""
    return sorted(p.stem for p in LIBRARY.iterdir() if p.suffix.lower() in SUFFIXES)


def load_puzzle(name) -> Puzzle:
    """A library puzzle by name (``load_puzzle("sharing-bonus")``), or a puzzle from a path, text or dict."""
    if (
        isinstance(name, str)
        and "\n" not in name
        and not name.strip().lower().endswith(SUFFIXES)
        and ":" not in name
        and not name.lstrip().startswith("{")
    ):
        for suffix in SUFFIXES:
            path = LIBRARY / f"{name}{suffix}"
            if "/" not in name and is_file(str(path)):
                return Puzzle.from_file(path)
        names = list_puzzles()
        guess = difflib.get_close_matches(name, names, n=3, cutoff=0.5) if len(name) <= 60 else []
        hint = f"; did you mean {' or '.join(repr(g) for g in guess)}?" if guess else ""
        raise PuzzleError("", f"no puzzle named {shorten(name)} in the library{hint} (list_puzzles() names them all)")
    return Puzzle.load(name)


__all__ = ["Puzzle", "PuzzleError", "Question", "ScenarioError", "list_puzzles", "load_puzzle"]
