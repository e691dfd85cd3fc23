"""Messages a front end may send, validated by one pydantic union. Anything else is refused with an error the
widget shows, and the game is left exactly as it was."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError


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


Message = Annotated[Union[Step, Back, ToDecision, ToEnd, Reset, Answer, Act, Start, Select, Terms],
                    Field(discriminator="type")]
_ADAPTER = TypeAdapter(Message)


class BadMessage(ValueError):
    pass


def parse(content) -> _Msg:
    """The message as a model, or BadMessage saying what is wrong with it."""
    try:
        return _ADAPTER.validate_python(content)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "message"
        raise BadMessage(f"malformed message ({where}: {first['msg']})") from None
