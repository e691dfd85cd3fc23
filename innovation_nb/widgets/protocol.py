"""Messages a front end may send, validated by one pydantic union. Anything else is refused with an error the
widget shows, and the game is left exactly as it was."""

from __future__ import annotations

from typing import Annotated, Literal, Optional, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, TypeAdapter, ValidationError

from ..documents import check_data
from ..errors import InnovationError, clip, shorten


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Step(_Msg):
    type: Literal["step"]


class Back(_Msg):
    type: Literal["back"]


class ToDecision(_Msg):
    type: Literal["to_decision"]


class ToEnd(_Msg):
    type: Literal["to_end"]


class Reset(_Msg):
    type: Literal["reset"]


class Answer(_Msg):
    type: Literal["answer"]
    value: Union[bool, int, str, list[str], None] = None


class Act(_Msg):
    """Take an action, as text: "draw", "meld Archery", "achieve 3", "dogma The Wheel"."""

    type: Literal["action"]
    action: str


class Start(_Msg):
    """Start a dogma on a top card of the current player (the stepper)."""

    type: Literal["start"]
    card: str


class Select(_Msg):
    """Show a card's full face (None closes it)."""

    type: Literal["select"]
    card: str | None = None


class Terms(_Msg):
    type: Literal["terms"]
    terminology: Literal["asmadi", "iello"]


# -- ScenarioEditor ---------------------------------------------------------------------------------------
Index = Annotated[int, Field(strict=True, ge=0)]  # a player's seat (0 = first); True is not 1


class Place(_Msg):
    """Put a card somewhere (moving it if it is already placed). ``player``: a seat index, for board, hand,
    score, achievements, display and forecast; ``position``: top or bottom of a board pile (default top) or of the
    listed supply tops (top = drawn first; default bottom = drawn after those listed)."""

    type: Literal["place"]
    card: str
    zone: Literal["board", "hand", "score", "achievements", "display", "forecast", "supply", "available", "relics"]
    player: Optional[Index] = None
    position: Optional[Literal["top", "bottom"]] = None


class Remove(_Msg):
    """Take a placed card out of the scenario (it goes back to the shuffled supply)."""

    type: Literal["remove"]
    card: str


class SetSplay(_Msg):
    type: Literal["splay"]
    player: Index
    color: Literal["blue", "red", "green", "yellow", "purple"]
    direction: Literal["none", "left", "right", "up"]


class AddPlayer(_Msg):
    type: Literal["add_player"]
    name: Optional[str] = None


class RemovePlayer(_Msg):
    type: Literal["remove_player"]
    player: Index


class RenamePlayer(_Msg):
    type: Literal["rename_player"]
    player: Index
    name: str


class SetField(_Msg):
    """Set one of the scenario's own fields (``achievements`` takes only null: back to the default;
    ``expansions`` a list of names; ``relics`` and ``free_action`` true or false)."""

    type: Literal["set"]
    field: Literal[
        "current",
        "actions_left",
        "turn",
        "edition",
        "title",
        "description",
        "seed",
        "achievements",
        "expansions",
        "relics",
        "free_action",
    ]
    value: Union[StrictBool, StrictInt, StrictStr, Annotated[list[StrictStr], Field(max_length=8)], None] = None


class Export(_Msg):
    """Show the scenario as YAML or JSON text (null hides it)."""

    type: Literal["export"]
    format: Optional[Literal["yaml", "json"]] = None


class Load(_Msg):
    """Replace the draft by a scenario given as YAML or JSON text (the front end reads a picked file's text)."""

    type: Literal["load"]
    text: str = Field(max_length=500_000)


class Play(_Msg):
    """Open the position: a GameWidget, or with ``card`` a DogmaStepper on that top card."""

    type: Literal["play"]
    card: Optional[str] = None


class Undo(_Msg):
    type: Literal["undo"]


# -- GameWidget -------------------------------------------------------------------------------------------
class NewGame(_Msg):
    """Deal a new game for the same players and bots."""

    type: Literal["new_game"]


class Replay(_Msg):
    """Show the table as it was after ``at`` events (within the others' recent moves); null returns to now."""

    type: Literal["replay"]
    at: Optional[Index] = None


class Pause(_Msg):
    """Bots stop before each action, so their turns can be stepped live."""

    type: Literal["pause"]
    on: StrictBool


# -- the coach (GameWidget, PuzzleWidget) ----------------------------------------------------------------
class Coach(_Msg):
    """Ask the coach (a search in the background)."""

    type: Literal["coach"]


class CoachCancel(_Msg):
    type: Literal["coach_cancel"]


# -- the game's review (GameWidget) and ReviewWidget -------------------------------------------------------
class ReviewStart(_Msg):
    """Review a person's decisions so far (in the background); ``player``: whose (default: the one person)."""

    type: Literal["review"]
    player: Optional[str] = None


class ReviewCancel(_Msg):
    type: Literal["review_cancel"]


class Moment(_Msg):
    """Show the moment of a reviewed move (its number, 0 = the first judged) of ``player`` (null: the player whose
    moves are listed)."""

    type: Literal["moment"]
    move: Index
    player: Optional[str] = None


class ReviewPlayer(_Msg):
    """List the moves of another player reviewed."""

    type: Literal["review_player"]
    player: str


class TryIt(_Msg):
    """Open the position before a reviewed move (null: the one shown) to play it another way."""

    type: Literal["try_it"]
    move: Optional[Index] = None


class RetryOpen(_Msg):
    """Open the Retry panel on a move of yours (a mistake, a blunder or a miss); null closes it."""

    type: Literal["retry_open"]
    move: Optional[Index] = None


class Retry(_Msg):
    """Judge another move at a move of yours: ``value`` is an action's text, or the answer to the question."""

    type: Literal["retry"]
    move: Index
    value: Union[bool, int, str, list[str], None] = None


class RetryHint(_Msg):
    type: Literal["retry_hint"]
    move: Index


class RetryAnswer(_Msg):
    """Show the coach's move at a move of yours."""

    type: Literal["retry_answer"]
    move: Index


class SaveRetries(_Msg):
    """Save your mistakes as puzzles (in the background), in the review's pack file."""

    type: Literal["save_retries"]


# -- PuzzleWidget ------------------------------------------------------------------------------------------
class Check(_Msg):
    type: Literal["check"]


class Hint(_Msg):
    type: Literal["hint"]


class ShowSolution(_Msg):
    type: Literal["show_solution"]


class SolutionStep(_Msg):
    type: Literal["solution_step"]


class HideSolution(_Msg):
    type: Literal["hide_solution"]


# -- PuzzleTrainer -----------------------------------------------------------------------------------------
MAX_FILTER = 60  # names in one filter message


class NextPuzzle(_Msg):
    """Serve the next puzzle (a move made without a result counts as not solved)."""

    type: Literal["next_puzzle"]


class TrainerFilter(_Msg):
    """Choose the themes and the sets (null: anything)."""

    type: Literal["trainer_filter"]
    themes: Optional[list[str]] = Field(None, max_length=MAX_FILTER)
    sets: Optional[list[str]] = Field(None, max_length=MAX_FILTER)


class TrainerMode(_Msg):
    """Begin a run of a mode: rated, streak or timed (an attempt open in a rated run counts as not solved)."""

    type: Literal["trainer_mode"]
    mode: Literal["rated", "streak", "timed"]


class OpenSource(_Msg):
    """Open the game the puzzle came from, replayed to its position (once the attempt is over)."""

    type: Literal["open_source"]


class TrainerClock(_Msg):
    """The seconds elapsed since a timed run began, as the front end's clock says (also sent as ``elapsed`` with
    each message of a timed run)."""

    type: Literal["trainer_clock"]
    elapsed: Annotated[float, Field(ge=0, le=10**7, allow_inf_nan=False)]


# -- QuizWidget and CardGallery -----------------------------------------------------------------------------
class Choose(_Msg):
    """Pick a choice of the quiz (its index, 0 = the first)."""

    type: Literal["choose"]
    choice: Index


class Filter(_Msg):
    """Show only the cards of an age, a colour and/or with an icon (null: any)."""

    type: Literal["filter"]
    age: Optional[Annotated[int, Field(strict=True, ge=1, le=10)]] = None
    color: Optional[Literal["blue", "red", "green", "yellow", "purple"]] = None
    icon: Optional[Literal["castle", "crown", "leaf", "lightbulb", "factory", "clock"]] = None


Message = Annotated[
    Union[
        Step,
        Back,
        ToDecision,
        ToEnd,
        Reset,
        Answer,
        Act,
        Start,
        Select,
        Terms,
        Place,
        Remove,
        SetSplay,
        AddPlayer,
        RemovePlayer,
        RenamePlayer,
        SetField,
        Export,
        Load,
        Play,
        Undo,
        Check,
        Hint,
        ShowSolution,
        SolutionStep,
        HideSolution,
        NewGame,
        Replay,
        Pause,
        Choose,
        Filter,
        Coach,
        CoachCancel,
        ReviewStart,
        ReviewCancel,
        Moment,
        ReviewPlayer,
        TryIt,
        RetryOpen,
        Retry,
        RetryHint,
        RetryAnswer,
        SaveRetries,
        NextPuzzle,
        TrainerMode,
        OpenSource,
        TrainerClock,
        TrainerFilter,
    ],
    Field(discriminator="type"),
]
_ADAPTER = TypeAdapter(Message)
TYPES = tuple(get_args(m.model_fields["type"].annotation)[0] for m in get_args(get_args(Message)[0]))


class BadMessage(InnovationError):
    pass


def parse(content) -> _Msg:
    """The message as a model, or BadMessage saying what is wrong with it."""
    if not isinstance(content, dict):
        raise BadMessage(f"malformed message: a message is a mapping with a 'type', not {shorten(content)}")
    check_data(content, lambda field, problem: BadMessage(f"malformed message ({field or 'message'}: {problem})"))
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in TYPES:
        raise BadMessage(
            f"malformed message (type: {shorten(kind)} is not a message type; the types are {', '.join(TYPES)})"
        )
    try:
        return _ADAPTER.validate_python(content)
    except ValidationError as e:
        first = e.errors(include_url=False)[0]
        where = clip(".".join(str(x) for x in first["loc"]) or "message", 80)
        raise BadMessage(f"malformed message ({where}: {clip(first['msg'], 200)})") from None
