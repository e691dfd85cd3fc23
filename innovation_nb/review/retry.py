"""A mistake tried again: another move at a judged moment, judged as the review judged the move played.

``retry(review, move, number)`` plays ``move`` (an action's text, an answer, or a ``Move``) at the position before
the judged move ``number`` and compares it with the coach's move there, exactly as the review compared the move
played: the same search (the same seed and effort, so the coach's move is the same one), the same paired
comparison and classes, from what the reviewed player could see. ``as_good`` says whether it is as good as the
coach's (its class is best: the coach's own move, a move surely within 2 points of it, or the same turn in another
order). ``hint(review, number)`` tells what kind of move the coach's is, without naming it.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..errors import InnovationError
from .arguments import ReviewError
from .classes import BEST
from .judge import SIMULATIONS, judge
from .played import Decision


class Retry:
    """The judgement of a move tried again: ``klass``, ``loss`` (percentage points, with ``loss_interval``),
    ``explanation``, ``best`` (the coach's move in words), ``as_good``."""

    def __init__(self, move: Move, data: dict):
        self.move = move
        self.data = data
        self.klass = data["class"]
        self.loss = data["loss"]
        self.loss_interval = tuple(data["loss_interval"])
        self.explanation = data["explanation"]
        self.best = data["best"]
        self.played = data["played"]

    @property
    def as_good(self) -> bool:
        return self.klass == BEST

    def __repr__(self) -> str:
        return f"<Retry {self.played}: {self.klass}, {self.loss:.1f} points below {self.best}>"


def retry(review, move, number: int) -> Retry:
    """Judge ``move`` at the moment of the judged move ``number`` of ``review`` (see the module)."""
    m = review.moves[_number(review, number)]
    position = review.position(m.number)
    player = review.player
    if isinstance(move, Move):
        move = move.input
    kind = "answer" if m.kind == "answer" else "action"
    try:
        tried = Move(player, kind, move)
        check = position.fork()
        check.play(tried)  # an illegal move is refused here, naming why, and nothing is judged
    except InnovationError as e:  # the engine's own error names what is wrong
        raise ReviewError("move", f"not a legal move there: {e}") from None
    decision = Decision(m.input, m.event, tried, m.turn)
    data = judge(
        position,
        decision,
        seed=review.seed,
        simulations=review.simulations or (None if review.seconds else SIMULATIONS),
        seconds=review.seconds,
        hindsight=review.hindsight,
    )
    return Retry(tried, data)


def hint(review, number: int) -> str:
    """What kind of move the coach's is, without naming it: "The coach's move is a Dogma action.", "... is to
    claim an achievement.", "... is an answer to: <the question>"."""
    m = review.moves[_number(review, number)]
    if m.kind == "answer":
        return f"The coach's move is an answer to the question: {m.prompt}" if m.prompt else "Look at the question."
    kind = str(m.best_move).split()[0]
    words = {
        "achieve": "to claim an achievement",
        "draw": "a Draw action",
        "meld": "a Meld action",
        "dogma": "a Dogma action",
        "endorse": "an Endorse action",
        "return": "to return the card on display",
        "pass": "to pass the free special action",
    }
    return f"The coach's move is {words.get(kind, 'an action')}."


def _number(review, number) -> int:
    n = getattr(number, "number", number)
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < len(review.moves):
        raise ReviewError("move", f"a judged move's number (0 to {len(review.moves) - 1}), got {n!r}")
    return n


__all__ = ["Retry", "hint", "retry"]
