"""The ``Scenario`` model: any Innovation position written as plain data (YAML, JSON or a dict).

A scenario says where the cards that matter are — hands, score piles, boards, claimed achievements, the
top of the supply — and the engine fills in the rest (unplaced cards are shuffled into the supply by
``seed``). ``Scenario.to_state()`` builds the position through
:func:`innovation_nb.engine.position.build_state`; ``Scenario.from_state`` / ``from_game`` export a position
between actions so that loading the export gives back exactly the same position.

Every problem — a wrong type, a misspelt field, an unknown card, a card in two places, an impossible
position — raises one exception type, :class:`ScenarioError`, whose message starts with the field path
(``players[0].hand[1]: unknown card 'Archerry'; did you mean 'Archery'?``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal, Optional

import yaml
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    field_validator,
    model_validator,
)

from ..cards.data import COLORS
from ..documents import check_data, decode, parse_json, parse_text, parse_yaml, read_file
from ..engine.game import LOADERS, Game
from ..engine.position import MOST_ACHIEVEMENTS, PositionError, build_state, check_nobody_has_won
from ..engine.seats import seat_name_problem
from ..engine.state import SPECIAL_ACHIEVEMENTS, GameState
from ..errors import FieldError, shorten, shown_path

# field_errors and join_path are imported from here by the puzzles and the studies too
from ..validation import field_errors, join_path  # noqa: F401

SPLAY_WORDS = ("none", "left", "right", "up")
SUFFIXES = (".json", ".yaml", ".yml")
# Free text is bounded so that every scenario accepted fits, as YAML, within the document limits: even with each
# character escaped (up to ten characters each), its text stays far below documents.MAX_CHARS.
MAX_TITLE = 200
MAX_DESCRIPTION = 20_000


class ScenarioError(FieldError):
    """A scenario that cannot be read or describes an impossible position.

    ``field`` is the path of the (first) offending field, e.g. ``players[0].board.red.splay`` ("" when the
    text itself cannot be parsed); ``message`` says what is wrong; ``errors`` lists every ``(field,
    message)`` found (pydantic reports all type errors at once)."""

    noun = "scenario"


# -- pydantic's errors in our words (innovation_nb.validation) -----------------------------------------
def _model_at(root, loc):
    """The model class whose field the last element of ``loc`` names (for "did you mean" on extra fields)."""
    model, skip = root, 0
    for el in loc[:-1]:
        if skip:
            skip -= 1
            continue
        nxt = {(Scenario, "players"): PlayerSetup, (PlayerSetup, "board"): PileSetup}.get((model, el))
        if nxt is None:
            return None
        model, skip = nxt, 1
    return model


def _from_validation(exc: ValidationError, root) -> ScenarioError:
    def known(loc):
        model = _model_at(root, loc)
        return list(model.model_fields) if model else []

    errors = field_errors(exc, known)
    if not errors:
        return ScenarioError("", str(exc))
    return ScenarioError(errors[0][0], errors[0][1], errors)


class _Model(BaseModel):
    """Shared configuration: misspelt fields are errors, and validation errors come out as ScenarioError."""

    model_config = ConfigDict(extra="forbid")

    def __init__(self, /, **data: Any):
        check_data(data, ScenarioError)
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise _from_validation(e, type(self)) from None

    # Nested models are validated as part of their parent, not through this __init__ (pydantic would call it
    # with the mapping's keys as keywords, and a key that is not text would fail as a TypeError).
    __init__.__pydantic_base_init__ = True

    @classmethod
    def model_validate(cls, obj, *args, **kwargs):
        check_data(obj, ScenarioError)
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as e:
            raise _from_validation(e, cls) from None

    @classmethod
    def model_validate_json(cls, json_data, *args, **kwargs):
        try:
            return super().model_validate_json(json_data, *args, **kwargs)
        except ValidationError as e:
            raise _from_validation(e, cls) from None


# -- the models ------------------------------------------------------------------------------------------
def _splay_word(v):
    if v is None:
        return None
    if isinstance(v, str) and v.strip().lower() in SPLAY_WORDS:
        v = v.strip().lower()
        return None if v == "none" else v
    raise ValueError(f"a splay is none, left, right or up, not {shorten(v)}")


def _achievement_entry(v):
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise ValueError(
            f"an achievement is a card title, a special achievement's name "
            f"({', '.join(SPECIAL_ACHIEVEMENTS)}) or an age 1-9, not {shorten(v)}"
        )
    return v


def _colour_key(v):
    if isinstance(v, str) and v.strip().lower() in COLORS:
        return v.strip().lower()
    raise ValueError(f"unknown colour {shorten(v)}; the colours are {', '.join(COLORS)}")


def _distinct_keys(normal, what):
    """A before-validator refusing two keys of one mapping that mean the same entry (``Red`` and ``red``,
    ``1`` and ``'01'``): a dict would silently keep only one of them."""

    def check(v):
        if isinstance(v, dict):
            seen = {}
            for k in v:
                n = normal(k)
                if n in seen:
                    raise ValueError(f"{shorten(seen[n])} and {shorten(k)} name the same {what}; give it once")
                seen[n] = k
        return v

    return check


def _age_key(k):
    if isinstance(k, str) and k.strip().isdecimal() and len(k.strip()) <= 3:
        return int(k.strip())
    return k


def _colour_name(k):
    return k.strip().lower() if isinstance(k, str) else k


Colour = Annotated[str, BeforeValidator(_colour_key)]
Achievement = Annotated[int | str, BeforeValidator(_achievement_entry)]


class PileSetup(_Model):
    """One colour pile on a board. In a scenario an unsplayed pile may be written as a plain list of titles
    (top card first), or a single title for a pile of one card."""

    cards: list[str] = Field(
        default_factory=list, description="Card titles in the pile, TOP card first (all of the pile's colour)."
    )
    splay: Optional[Literal["left", "right", "up"]] = Field(
        None,
        description="How the pile is splayed: none (default), left, right or up. A pile needs at least "
        "two cards to be splayed.",
    )

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data):
        if data is None:
            return {"cards": []}
        if isinstance(data, str):
            return {"cards": [data]}
        if isinstance(data, (list, tuple)):
            return {"cards": list(data)}
        return data

    @field_validator("splay", mode="before")
    @classmethod
    def _splay(cls, v):
        return _splay_word(v)


class PlayerSetup(_Model):
    """One seated player and the cards in front of them."""

    name: str = Field(description="The player's name (unique at the table).")
    hand: list[str] = Field(default_factory=list, description="Card titles in the player's hand.")
    score: list[str] = Field(default_factory=list, description="Card titles in the player's score pile.")
    achievements: list[Achievement] = Field(
        default_factory=list,
        description="Claimed achievements: a card title (a standard achievement), a special achievement's name "
        "(Monument, Empire, World, Wonder, Universe), or an age 1-9 meaning 'some card of that age' "
        "(picked by seed from the unplaced cards).",
    )
    board: Annotated[dict[Colour, PileSetup], BeforeValidator(_distinct_keys(_colour_name, "pile"))] = Field(
        default_factory=dict,
        description="Piles by colour (blue, red, green, yellow, purple): {cards: [top first...], splay: ...} "
        "or a plain list of titles (top first) for an unsplayed pile. Missing colours are empty.",
    )
    display: Optional[str] = Field(
        None,
        description="Artifacts of History: the card on display (the Artifact "
        "drawn by a dig, face up beside the board).",
    )
    forecast: list[str] = Field(
        default_factory=list, description="Echoes of the Past: the cards in the player's forecast (face down)."
    )
    tucked_this_turn: int = Field(0, ge=0, description="Cards this player has tucked so far this turn (Monument).")
    scored_this_turn: int = Field(0, ge=0, description="Cards this player has scored so far this turn (Monument).")

    @field_validator("name")
    @classmethod
    def _name(cls, v):
        problem = seat_name_problem(v)
        if problem:
            raise ValueError(problem)
        return v


class Scenario(_Model):
    """A position in a game of Innovation, for lessons, puzzles and tests.

    Only ``players`` is required. Cards not placed anywhere are shuffled into the supply by ``seed`` (below
    any ``supply`` tops you fix); unless ``achievements`` is given, one card of each age 1-9 not already
    claimed is set aside as the available achievement, also by ``seed``. The same scenario and seed always
    give the same position.

    >>> s = Scenario.load('''
    ... players:
    ...   - name: Alice
    ...     hand: [Archery]
    ...     board: {red: [Oars]}
    ...   - name: Bob
    ... ''')
    >>> s.to_state().players[0].board[1].cards
    ['Oars']
    """

    title: Optional[str] = Field(
        None,
        max_length=MAX_TITLE,
        description=f"A short title for the scenario (shown by notebooks; at most {MAX_TITLE} characters).",
    )
    description: Optional[str] = Field(
        None,
        max_length=MAX_DESCRIPTION,
        description=f"What the scenario shows or asks (free text, at most {MAX_DESCRIPTION:,} characters).",
    )
    players: list[PlayerSetup] = Field(description="The 2 to 4 players in seat (clockwise) order.")
    current: Optional[str] = Field(
        None, description="Whose turn it is: a seated player's name (default: the first player)."
    )
    actions_left: Literal[1, 2] = Field(2, description="Actions the current player has left this turn (1 or 2).")
    upcoming: list[Literal[1, 2]] = Field(
        default_factory=list,
        description="Action counts of the turns after this one, in order (for the first round, where the first "
        "player - the first two with four players - has a single action). Later turns have 2.",
    )
    turn: int = Field(1, ge=1, description="The turn number (1 is the first turn of the game).")
    edition: Literal["third", "first"] = Field(
        "third", description="Rules and card texts: 'third' (default) or 'first' edition."
    )
    teams: Optional[list[list[str]]] = Field(
        None, description="For four players only: two pairs of seated names, e.g. [[Ann, Cid], [Bea, Dan]]."
    )
    extra_achievement: bool = Field(False, description="Play with the extra-achievement variant rule.")
    supply: Annotated[dict[int, list[str]], BeforeValidator(_distinct_keys(_age_key, "supply age"))] = Field(
        default_factory=dict,
        description="Per age 1-10, the top cards of that supply pile in draw order (first listed is drawn "
        "first). The rest of the age is shuffled beneath them by seed.",
    )
    achievements: Optional[list[str]] = Field(
        None,
        description="The available standard achievements, as card titles (ages 1-9). Default: one card "
        "per age 1-9 whose age nobody has claimed, picked by seed.",
    )
    specials: Optional[list[str]] = Field(
        None, description="The available special achievements by name. Default: every special nobody has claimed."
    )
    removed: list[str] = Field(
        default_factory=list, description="Cards removed from the game (out of play, not in the supply)."
    )
    seed: Optional[int] = Field(
        0,
        description="Seeds the shuffle of every card the scenario does not place "
        "(default 0; null shuffles differently each time).",
    )
    phase: Literal["play", "start"] = Field(
        "play",
        description="'play' (default): a position between two actions. 'start': the start of the game, "
        "before the first melds: the hands are dealt (or, when no hand is given, two 1s are "
        "dealt to each player by seed), the boards are empty, and the game asks each player "
        "for the first meld; current, actions_left, upcoming and turn are left out.",
    )
    expansions: list[str] = Field(
        default_factory=list,
        description="The expansions in play, in the rulebook's order: artifacts (Artifacts of History), echoes "
        "(Echoes of the Past), cities (Cities of Destiny). Their cards may then be placed anywhere, and "
        "their supply piles are shuffled by seed like the base piles.",
    )
    relics: bool = Field(
        False,
        description="Artifacts of History: play with the relics. A relic not placed elsewhere is in the relic area.",
    )
    free_action: bool = Field(
        False,
        description="Artifacts of History: the current player still has this turn's "
        "free special action (with a card on display).",
    )
    endorsed: bool = Field(
        False,
        description="Cities of Destiny: the current player has endorsed this turn already (Endorse is once per turn).",
    )
    achievements_needed: Optional[StrictInt] = Field(
        None,
        ge=1,
        le=MOST_ACHIEVEMENTS,
        description="The number of achievements needed to win, instead of the usual one (6 with two players, 5 "
        "with three, 4 with four, 6 for a team; one more with extra_achievement).",
    )

    @model_validator(mode="after")
    def _check_position(self):
        self.to_state()  # raises ScenarioError (pydantic wraps it; _from_validation unwraps it)
        return self

    # -- building positions ---------------------------------------------------------------------------
    def to_spec(self) -> dict:
        """The plain-data spec ``build_state`` reads (the cards of the base set and of the expansions in play)."""
        return {**self.model_dump(exclude={"title", "description"}), "sets": ("base", *self.expansions)}

    def to_state(self) -> GameState:
        """A fresh GameState at this position: between actions (phase "play"), or with ``phase: start`` at the start
        of the game (phase "setup", as ``Game.new`` leaves it)."""
        try:
            state = build_state(self.to_spec())
            check_nobody_has_won(state)
        except PositionError as e:
            raise ScenarioError(e.field, e.message) from None
        return state

    def to_game(self, history: bool = True):
        """A ``Game`` at this position, ready for the current player's action (at the start of the game: asking
        each player for the first meld)."""
        return Game.from_state(self.to_state(), history=history)

    # -- exporting positions --------------------------------------------------------------------------
    @classmethod
    def from_state(cls, state: GameState, title: str | None = None, description: str | None = None) -> "Scenario":
        """The scenario of a position between actions, with every card fixed (the whole supply as tops, the
        available achievements by card), so that ``from_state(s).to_state().to_dict() == s.to_dict()``."""
        if state.phase not in ("play", "setup") or state.result is not None:
            raise ScenarioError(
                "phase", "only a position at the start or during play can be exported (this game is over)"
            )
        start = state.phase == "setup"
        if state.frames and start:
            raise ScenarioError(
                "phase",
                "the first melds are being chosen: export the start before the game asks "
                "for them, or a position during play",
            )
        if state.frames:
            raise ScenarioError("frames", "an action is still resolving; export a position between actions")
        for p in state.players:
            if getattr(p, "lost", False):
                raise ScenarioError(
                    f"players[{p.index}]", f"{p.name} has lost: a scenario holds only players in the game"
                )
        players = []
        for p in state.players:
            board = {}
            for color, q in zip(COLORS, p.board):
                if q.cards:
                    board[color] = {"cards": q.cards[::-1], "splay": q.splay}
            players.append(
                {
                    "name": p.name,
                    "hand": p.hand[:],
                    "score": p.score[:],
                    "achievements": p.achievements[:],
                    "board": board,
                    "display": p.display,
                    "forecast": p.forecast[:],
                    "tucked_this_turn": p.tucked,
                    "scored_this_turn": p.scored,
                }
            )
        teams = None
        if state.team_game:
            teams = [[p.name for p in state.players if p.team == t] for t in (0, 1)]
        data = {
            "title": title,
            "description": description,
            "players": players,
            "edition": state.edition,
            "teams": teams,
            "extra_achievement": state.extra_achievement,
            "supply": {
                age: [
                    c
                    for card_set in ("base",) + tuple(state.expansions)
                    for c in state.supplies[card_set][age - 1][::-1]
                ]
                for age in range(1, 11)
                if any(state.supplies[x][age - 1] for x in ("base",) + tuple(state.expansions))
            },
            "expansions": list(state.expansions),
            "relics": state.relics_on,
            "free_action": state.free_action,
            "endorsed": state.endorsed,
            "achievements": state.achievements[:],
            "specials": state.specials[:],
            "removed": state.removed[:],
            "achievements_needed": state.achievements_needed,
        }
        if start:
            data["phase"] = "start"
        else:
            data.update(
                {
                    "current": state.players[state.current].name,
                    "actions_left": state.actions_left,
                    "upcoming": state.upcoming[:],
                    "turn": state.turn,
                }
            )
        return cls.model_validate(data)

    @classmethod
    def from_game(cls, game, title: str | None = None, description: str | None = None) -> "Scenario":
        """The scenario of ``game``'s position; the game must be between actions (nothing resolving or pending)."""
        if game.pending is not None or game.resolving:
            raise ScenarioError(
                "game", "an action is still resolving or waiting for a decision; export the position between actions"
            )
        return cls.from_state(game.state, title, description)

    # -- reading and writing --------------------------------------------------------------------------
    @classmethod
    def load(cls, source) -> "Scenario":
        """A Scenario from a Scenario (returned as is), a dict, JSON or YAML text (``str`` or UTF-8 ``bytes``),
        or a path to a ``.json`` / ``.yaml`` / ``.yml`` file (a ``str`` naming such a file, or a ``Path``).
        Documents are size- and depth-limited (see ``innovation_nb.documents``) before they are parsed."""
        if isinstance(source, Scenario):
            return source
        if isinstance(source, dict):
            return cls._from_data(source)
        if isinstance(source, (bytes, bytearray)):
            source = decode(bytes(source), ScenarioError)
        if isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
            return cls.from_file(source)
        if isinstance(source, str):
            return cls._from_data(parse_text(source, ScenarioError))
        raise ScenarioError(
            "",
            f"cannot load a scenario from a {type(source).__name__}: give a Scenario, a dict, "
            f"JSON or YAML text, or the path of a .json/.yaml file",
        )

    @classmethod
    def from_file(cls, path) -> "Scenario":
        """A Scenario from a ``.json``, ``.yaml`` or ``.yml`` file."""
        text, kind = read_file(path, SUFFIXES, ScenarioError, "scenario")
        try:
            return cls.from_json(text) if kind == "json" else cls.from_yaml(text)
        except ScenarioError as e:
            if e.field:
                raise
            raise ScenarioError("", f"{shown_path(path, 120)}: {e.message}") from None

    @classmethod
    def from_json(cls, text: str) -> "Scenario":
        return cls._from_data(parse_json(text, ScenarioError))

    @classmethod
    def from_yaml(cls, text: str) -> "Scenario":
        """A Scenario from YAML text, read safely (no Python tags, nothing executed; aliases, depth and size
        limited)."""
        return cls._from_data(parse_yaml(text, ScenarioError))

    @classmethod
    def _from_data(cls, data) -> "Scenario":
        if not isinstance(data, dict):
            kind = "nothing" if data is None else f"a {type(data).__name__}"
            raise ScenarioError(
                "", f"a scenario is a mapping of fields (players, current, supply, ...), but this text holds {kind}"
            )
        return cls.model_validate(data)

    def to_dict(self) -> dict:
        """Plain data, leaving out fields at their defaults; unsplayed piles are written as plain lists."""
        d = self.model_dump(exclude_defaults=True)
        for pd in d["players"]:
            for color, pile in pd.get("board", {}).items():
                if not pile.get("splay"):
                    pd["board"][color] = pile.get("cards", [])
        return d

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_yaml(self) -> str:
        """YAML text (lists of titles on one line) that ``Scenario.load`` / ``from_yaml`` read back."""
        return yaml.dump(self.to_dict(), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=10**6)


# Game.from_scenario reads a dict, a text or a file through this name: the engine sits below the scenario
LOADERS["scenario"] = Scenario.load


def _looks_like_path(text: str) -> bool:
    """One line ending in .json/.yaml/.yml that is not itself a YAML mapping (``title: a.yaml``)."""
    if "\n" in text or not text.strip().lower().endswith(SUFFIXES):
        return False
    return ": " not in text or is_file(text)


def is_file(text: str) -> bool:
    """``Path(text).is_file()``, False for a text no file can be named by (too long, a NUL character)."""
    try:
        return Path(text).is_file()
    except (OSError, ValueError):
        return False


class _Dumper(yaml.SafeDumper):
    """The safe dumper, writing lists of plain values in flow style: ``hand: [Archery, Oars]``."""


def _represent_list(dumper, data):
    flow = all(isinstance(x, (str, int, float, bool)) or x is None for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(list, _represent_list)


def _represent_str(dumper, data):
    # YAML reads NEL and the Unicode line and paragraph separators as line breaks: written as they are (plain or
    # single-quoted) they come back as a space or a newline. Double-quoted, they are escaped.
    style = '"' if any(ch in data for ch in "\x85\u2028\u2029") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _represent_str)


__all__ = ["PileSetup", "PlayerSetup", "Scenario", "ScenarioError"]
