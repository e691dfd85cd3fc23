"""Saved games: the envelope ``Game.to_json`` writes, and ``load``, which refuses any save it cannot trust.

A save holds the start position (``initial``), every input given since (actions and answers, in order), the
number of events applied and the position they reached. Loading checks, in this order: the text (size and
depth, as for scenarios), the envelope (format, version, every field and its type), the start position (the
invariants a Scenario enforces — every card exactly once, no splayed pile of fewer than two cards, 2 to 4
players with good names, actions left, the edition ... — by the same ``build_state``), then replays the
inputs, which must be legal, must all be used, and must reach the recorded position. A refused save raises
:class:`SaveError` naming the field and the problem.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal, Optional

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
)

from ..cards.data import COLORS
from ..documents import check_data, decode, parse_json
from ..errors import FieldError, clip, shorten
from ..validation import field_errors
from .game import FORMAT, LOADERS, VERSION, Game, ReplayError
from .invariants import check_invariants
from .position import (
    PositionError,
    _check_specials_already_met,
    build_state,
    check_achievements_needed,
    check_expansion_rules,
    check_nobody_has_won,
    check_upcoming,
)
from .seats import GameError, check_expansions, check_seat_names
from .state import GameState

VERSIONS = (1, 2)  # the versions read (VERSION, the one written, is Game.to_dict's)
MAX_NODES = 300_000  # values in one save: a long game has a few thousand
MAX_EVENTS = 10_000_000


class SaveError(FieldError):
    """A saved game that cannot be loaded: ``field`` names where (``initial.players[0].hand[2]``,
    ``inputs[41]``, ``position``), ``message`` what is wrong."""

    noun = "save"


# -- the envelope ------------------------------------------------------------------------------------------
class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _input(v):
    """One input: ["action", text] or ["answer", a title, a list of titles, a colour, a name, a number,
    true/false or null] (with the player's name after it when several players were choosing at once)."""
    if not isinstance(v, (list, tuple)) or not 2 <= len(v) <= 3 or (len(v) == 3 and v[0] != "answer"):
        raise ValueError(
            f'an input is ["action", text] or ["answer", value] (or ["answer", value, player]), not {shorten(v)}'
        )
    kind, value = v[0], v[1]
    if len(v) == 3 and not isinstance(v[2], str):
        raise ValueError(f"the player who answers is named by a text, not {shorten(v[2])}")
    if kind == "action":
        if not isinstance(value, str):
            raise ValueError(f"an action is a text like 'draw' or 'meld Archery', not {shorten(value)}")
    elif kind == "answer":
        if not (
            value is None
            or isinstance(value, (bool, int, str))
            or (isinstance(value, list) and all(isinstance(x, str) for x in value))
        ):
            raise ValueError(
                f"an answer is a title, a list of titles, a name, a number, true/false or null, not {shorten(value)}"
            )
    else:
        raise ValueError(f"an input is an 'action' or an 'answer', not {shorten(kind)}")
    return list(v)


Input = Annotated[list, BeforeValidator(_input)]


def _nothing(why: str, empty=None):
    """A before-validator accepting only ``empty`` (None, or an empty list)."""

    def check(v):
        if v != empty or type(v) is not type(empty):
            raise ValueError(f"{why}, but this is {shorten(v)}")
        return v

    return check


Count = Annotated[StrictInt, Field(ge=0)]


class SavedPile(_Model):
    cards: list[StrictStr]  # bottom → top, as GameState keeps them
    splay: Optional[Literal["left", "right", "up"]] = None


class SavedPlayer(_Model):
    name: StrictStr
    team: Optional[Literal[0, 1]] = None
    hand: list[StrictStr]
    score: list[StrictStr]
    achievements: list[StrictStr]
    board: dict[Literal[COLORS], SavedPile]  # type: ignore[valid-type]
    tucked: Count = 0
    scored: Count = 0
    display: Optional[StrictStr] = None  # Artifacts
    forecast: list[StrictStr] = Field(default_factory=list)  # Echoes
    lost: StrictBool = False  # a player a card made lose (written only when true)


AGES = tuple(str(a) for a in range(1, 11))


def _every_age(piles):
    """A set's supply has a pile (perhaps empty) for each age 1 to 10."""
    missing = [a for a in AGES if a not in piles]
    if missing:
        raise ValueError(f"a supply has a pile for every age 1 to 10; age {missing[0]} is missing")
    return piles


Piles = Annotated[dict[Literal[AGES], list[StrictStr]], AfterValidator(_every_age)]  # type: ignore[valid-type]


class SavedPosition(_Model):
    """``GameState.to_dict()`` of a position at the start of a game or between two actions."""

    players: list[SavedPlayer]
    supply: Piles
    achievements: list[StrictStr]
    specials: list[StrictStr]
    removed: list[StrictStr]
    current: Count
    actions_left: Count
    upcoming: list[StrictInt]
    turn: Annotated[StrictInt, Field(ge=1)]
    edition: StrictStr
    extra_achievement: StrictBool
    achievements_needed: Optional[StrictInt] = None
    phase: Literal["setup", "play"]
    result: Annotated[Any, BeforeValidator(_nothing("a save starts from a game that is not over"))] = None
    frames: Annotated[Any, BeforeValidator(_nothing("a save starts between actions, with nothing resolving", []))] = (
        Field(default_factory=list)
    )
    # Games with expansions only:
    expansions: list[StrictStr] = Field(default_factory=list)
    relics_on: StrictBool = False
    relics: list[StrictStr] = Field(default_factory=list)
    free_action: StrictBool = False
    endorsed: StrictBool = False  # Cities
    supplies: dict[StrictStr, Piles] = Field(default_factory=dict)


class Save(BaseModel):
    """The envelope (fields it does not know are ignored: ``pending`` is written for readers, not read)."""

    format: StrictStr
    version: StrictInt
    initial: SavedPosition
    inputs: list[Input]
    events: Annotated[StrictInt, Field(ge=0, le=MAX_EVENTS)]
    position: dict


# -- loading -----------------------------------------------------------------------------------------------
def load(source):
    """The Game a save describes (``source``: its JSON text, UTF-8 bytes, or the dict ``Game.to_dict`` gives)."""
    if isinstance(source, (bytes, bytearray)):
        source = decode(bytes(source), SaveError)
    if isinstance(source, str):
        data = parse_json(source, SaveError, MAX_NODES)
    elif isinstance(source, dict):
        check_data(source, SaveError, MAX_NODES)
        data = source
    else:
        raise SaveError("", f"a save is JSON text or a dict, not a {type(source).__name__}")
    if not isinstance(data, dict):
        kind = "null" if data is None else f"a {type(data).__name__}"
        raise SaveError(
            "", f"a save is a JSON object (with format, version, initial, inputs, events and position), not {kind}"
        )
    if data.get("format") != FORMAT:
        raise SaveError(
            "format", f"not a saved innovation_nb game (its format is {shorten(data.get('format'))}, not {FORMAT!r})"
        )
    version = data.get("version")
    if "version" not in data:
        raise SaveError("version", "a save names its format version; this one has none")
    if type(version) is not int or version not in VERSIONS:
        raise SaveError(
            "version",
            f"version {shorten(version)} is not one this innovation_nb reads "
            f"({', '.join(map(str, VERSIONS))}); was it written by a newer one?",
        )
    try:
        save = Save.model_validate(data)
    except ValidationError as e:
        raise _from_validation(e) from None

    state = start_state(save.initial, data["initial"])
    game = Game(state)
    try:
        used = game._replay(0, save.events, save.inputs, resume=True)
    except ReplayError as e:
        if e.index < len(save.inputs):
            # the game's reason may list every option of the decision (a pile of each set and age): cut
            raise SaveError(f"inputs[{e.index}]", f"cannot be replayed: {clip(e.message, 300)}") from None
        raise SaveError(
            "events",
            f"the save counts {save.events} events, but its inputs end after "
            f"{len(game.events)}: {clip(e.message, 300)}",
        ) from None
    if used < len(save.inputs):
        raise SaveError(
            f"inputs[{used}]", f"{len(save.inputs) - used} input(s) after event {save.events} are never used"
        )
    # Compared as the JSON the save is written in: a card's memory holds tuples, which JSON writes as lists.
    now = as_json(game.state.to_dict())
    saved = as_json(save.position, "position")
    if now != saved:
        where = first_difference(now, saved)
        raise SaveError(
            "position",
            f"the saved game does not replay to its saved position (they differ at position{where}; was it edited?)",
        )
    return game


def start_state(pos: SavedPosition, raw: dict):
    """The GameState of a save's start position, built and checked by ``build_state`` like a scenario's."""
    if "expansions" in raw or any(p.lost for p in pos.players):
        return _beyond_scenarios(pos, raw)
    names = [p.name for p in pos.players]
    spec = {
        "complete": True,
        "sets": ("base",),
        "edition": pos.edition,
        "extra_achievement": pos.extra_achievement,
        "achievements_needed": pos.achievements_needed,
        "achievements": pos.achievements,
        "specials": pos.specials,
        "removed": pos.removed,
        "supply": {int(age): pile[::-1] for age, pile in pos.supply.items()},
        "players": [
            {
                "name": p.name,
                "hand": p.hand,
                "score": p.score,
                "achievements": p.achievements,
                "board": {c: {"cards": q.cards[::-1], "splay": q.splay} for c, q in p.board.items()},
                "tucked_this_turn": p.tucked,
                "scored_this_turn": p.scored,
            }
            for p in pos.players
        ],
    }
    teamless = [i for i, p in enumerate(pos.players) if p.team is None]
    if teamless and len(teamless) < len(pos.players):
        raise SaveError(f"initial.players[{teamless[0]}].team", "in a team game every player is in a team (0 or 1)")
    if not teamless:
        spec["teams"] = [[p.name for p in pos.players if p.team == t] for t in (0, 1)]
    if pos.phase == "setup":
        spec["phase"] = "start"
    else:
        if pos.current >= len(names):
            raise SaveError("initial.current", f"there is no seat {pos.current}: the seats are 0 to {len(names) - 1}")
        spec.update(
            {
                "current": names[pos.current],
                "actions_left": pos.actions_left,
                "upcoming": pos.upcoming,
                "turn": pos.turn,
            }
        )
    try:
        state = build_state(spec)
        check_nobody_has_won(state)
    except PositionError as e:
        raise SaveError(
            "initial." + _saved_field(e.field, pos), _PILES.sub(lambda m: _saved_field(m[0], pos), e.message)
        ) from None
    built = state.to_dict()
    if built != raw:
        where = first_difference(built, raw)
        raise SaveError(
            f"initial{where}",
            "does not fit the position the rest of the save describes (in a "
            "position at the start: current 0, no actions left, turn 1)",
        )
    return state


def _beyond_scenarios(pos: SavedPosition, raw: dict):
    """A start position no scenario describes (a game with expansions, a player who has lost): the sets, the
    seats, the edition and the turn checked as ``Game.new`` and ``build_state`` check them, then every invariant
    of a game in play."""
    try:
        if list(check_expansions(pos.expansions)) != pos.expansions:
            raise GameError("expansions: the sets in play, each once, in the rulebook's order")
        check_seat_names([p.name for p in pos.players])
    except GameError as e:
        field, _, message = str(e).partition(": ")
        raise SaveError(f"initial.{field}", message) from None
    if pos.edition not in ("third", "first"):
        raise SaveError("initial.edition", f"must be 'third' or 'first', not {shorten(pos.edition)}")
    if all(p.lost for p in pos.players):
        raise SaveError("initial.players", "every player has lost")
    turn = (pos.current, pos.actions_left, pos.upcoming, pos.turn)
    if pos.phase == "setup" and turn != (0, 0, [], 1):
        raise SaveError("initial", "a position at the start has current 0, no actions left, no upcoming turns, turn 1")
    if pos.phase == "play" and (
        pos.current >= len(pos.players) or pos.players[pos.current].lost or pos.actions_left not in (1, 2)
    ):
        raise SaveError("initial", "a turn belongs to a seated player still in the game and has 1 or 2 actions (left)")
    try:
        check_upcoming(pos.upcoming, len(pos.players))
        check_achievements_needed(pos.achievements_needed)
    except PositionError as e:
        raise SaveError("initial." + e.field, e.message) from None
    state = GameState.from_dict(pos.model_dump())  # every field there, checked; the saved text may lack some
    if state.to_dict() != raw:
        raise SaveError(f"initial{first_difference(state.to_dict(), raw)}", "is not in the shape of a position")
    try:
        check_expansion_rules(state)  # first: its messages name the field and the rule
    except PositionError as e:
        raise SaveError("initial." + e.field, e.message) from None
    try:
        check_invariants(state)
    except AssertionError as e:
        raise SaveError("initial", clip(str(e), 200)) from None
    try:
        _check_specials_already_met(state)
        check_nobody_has_won(state)
    except PositionError as e:
        raise SaveError("initial." + e.field, e.message) from None
    return state


_PILE = re.compile(r"^(players\[\d+\]\.board\.(\w+)\.cards|supply\.(\d+))\[(\d+)\](.*)$")
_PILES = re.compile(r"(players\[\d+\]\.board\.\w+\.cards|supply\.\d+)\[\d+\]")


def _saved_field(field: str, pos: SavedPosition) -> str:
    """A ``build_state`` field in the save's terms: piles are listed bottom first there, top first in a spec."""
    m = _PILE.match(field)
    if not m:
        return field
    k = int(m.group(4))
    if m.group(3):
        n = len(pos.supply[m.group(3)])
        head = f"supply.{m.group(3)}"
    else:
        player = int(field[len("players[") : field.index("]")])
        n = len(pos.players[player].board[m.group(2)].cards)
        head = m.group(1)
    return f"{head}[{n - 1 - k}]{m.group(5)}"


def as_json(value, field: str = ""):
    """``value`` as JSON reads it back: tuples become lists, number keys text. ``field``: a save's own data,
    which may hold what JSON cannot write (refused naming the field)."""
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as e:
        if not field:
            raise
        raise SaveError(field, f"holds a value JSON cannot write ({clip(str(e), 120)})") from None


def first_difference(a, b) -> str:
    """The path of the first place where two JSON values differ ("" when they are equal), cut to a length a
    message can quote."""
    return clip(_difference(a, b), 200)


def _difference(a, b, path: str = "") -> str:
    while True:
        if isinstance(a, dict) and isinstance(b, dict):
            keys = [k for k in list(a) + [k for k in b if k not in a] if k not in a or k not in b or a[k] != b[k]]
            if not keys:
                return ""
            k = keys[0]
            path += f".{clip(str(k), 40)}"  # a key of an edited save may be any text
            if k not in a or k not in b:
                return path
            a, b = a[k], b[k]
        elif isinstance(a, list) and isinstance(b, list):
            diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
            if not diff:
                return path if len(a) != len(b) else ""
            path += f"[{diff[0]}]"
            a, b = a[diff[0]], b[diff[0]]
        else:
            return path if a != b or type(a) is not type(b) else ""


def _from_validation(exc: ValidationError) -> SaveError:
    errors = field_errors(exc, lambda loc: [])
    if not errors:
        return SaveError("", "the save does not have the shape of a saved game")
    return SaveError(errors[0][0], errors[0][1], errors)


LOADERS["save"] = load  # Game.from_json reads a save through this name: Game sits below the saves


__all__ = ["FORMAT", "SaveError", "VERSION", "VERSIONS", "load"]
