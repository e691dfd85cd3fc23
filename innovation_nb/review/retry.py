"""A mistake tried again: another move at a judged moment, judged as the review judged the move played.

``retry(review, move, number)`` plays ``move`` (an action's text, an answer, or a ``Move``) at the position before
the judged move ``number`` and compares it with the coach's move there, exactly as the review compared the move
played: the same search (the same seed and effort, so the coach's move is the same one), the same paired
comparison and classes, from what the reviewed player could see. ``as_good`` says whether it is as good as the
coach's (its class is best: the coach's own move, a move surely within 2 points of it, or the same turn in another
order). ``hint(review, number)`` tells what kind of move the coach's is, without naming it.

``save_retries(review, path)`` keeps each mistake, blunder and miss of an action as the player's own puzzle, in a
pack file the PuzzleTrainer serves (``PuzzleTrainer(pack=path)``): the position as the player saw it, the cards they
could not see dealt anew (the file never holds the real ones), one action to find a first move as good as the
coach's (the ``first_move`` goal). The moves accepted are the coach's and every other legal action that ``retry``
classes best against it there, of at most ``MAX_TRIED`` judged (the others, in the engine's order, count as not
accepted). An answer inside an action is not saved: a puzzle starts between actions. Saving again adds only the
positions not in the file yet.
"""

from __future__ import annotations

import random
from pathlib import Path

from ..coach.determinize import dealt_anew
from ..engine.moves import Move
from ..errors import InnovationError, shown_path
from ..puzzles import pack as packs
from ..puzzles.mine.miner import position_key
from ..puzzles.model import Puzzle
from ..scenario.model import Scenario
from .arguments import ReviewError
from .classes import BAD, BEST
from .judge import SIMULATIONS, judge
from .played import Decision

DEFAULT_RETRIES = "my-retries.parquet"  # where a learner's retries are kept, beside the notebook
MAX_TRIED = 16  # legal first actions judged at a position saved as a puzzle, besides the coach's and the one played
_A = {"mistake": "a mistake", "blunder": "a blunder", "miss": "a miss"}


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


def check_move(review, move, number: int) -> Move:
    """``move`` (an action's text, an answer, or a ``Move``) as the reviewed player's move at the moment of the
    judged move ``number``; a ReviewError naming why when it is not a legal move there."""
    m = review.moves[_number(review, number)]
    if isinstance(move, Move):
        move = move.input
    kind = "answer" if m.kind == "answer" else "action"
    try:
        tried = Move(review.player, kind, move)
        review.position(m.number).play(tried)  # a copy: an illegal move is refused here, naming why
    except InnovationError as e:  # the engine's own error names what is wrong
        raise ReviewError("move", f"not a legal move there: {e}") from None
    return tried


def retry(review, move, number: int) -> Retry:
    """Judge ``move`` at the moment of the judged move ``number`` of ``review`` (see the module)."""
    tried = check_move(review, move, number)
    m = review.moves[_number(review, number)]
    position = review.position(m.number)
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


# -- retries kept as puzzles ------------------------------------------------------------------------------------
class Saved:
    """What ``save_retries`` did: ``path``; ``added``, the names of the new puzzles; ``kept``, how many of the
    moments were in the file already (left as they were); ``skipped``, ``(turn, why)`` for each moment that could not
    be made a puzzle; ``complete``: False when it was stopped early."""

    def __init__(self, path: Path, added: list[str], kept: int, skipped: list[tuple[int, str]], complete: bool):
        self.path, self.added, self.kept, self.skipped, self.complete = path, added, kept, skipped, complete

    def __str__(self) -> str:
        n = len(self.added)
        text = f"{n} new puzzle{'' if n == 1 else 's'} saved to {shown_path(self.path)}"
        if self.kept:
            text += f" ({self.kept} {'was' if self.kept == 1 else 'were'} there already)"
        if self.skipped:
            text += f"; {len(self.skipped)} could not be made puzzles"
        return text + ("" if self.complete else "; stopped before the end")

    def __repr__(self) -> str:
        return f"<Saved {self}>"


def retried(review) -> list:
    """The moves ``save_retries`` keeps: the mistakes, blunders and misses of actions (not answers)."""
    return [m for m in review.moves if m.klass in BAD and m.kind == "action"]


def retry_scenario(review, number: int) -> Scenario:
    """The position before the judged action ``number`` as the player saw it, every card they could not see dealt
    anew (the same deal every time: the position's key does not change from one save to the next)."""
    m = review.moves[_number(review, number)]
    if m.kind != "action":
        raise ReviewError("move", "an answer inside an action is not a puzzle: a puzzle starts between actions")
    if review.hindsight:
        raise ReviewError(
            "review", "a review made with hindsight judged the true cards: its moves are not saved as puzzles"
        )
    rng = random.Random(f"{review.seed}:retry:{m.input}")
    try:
        return Scenario.from_game(dealt_anew(review.position(m.number), review.player, rng))
    except InnovationError as e:
        raise ReviewError("move", f"this position cannot be made a puzzle: {e}") from None


def as_good_moves(review, number: int, *, limit: int = MAX_TRIED, cancel=None) -> list[str]:
    """The first actions as good as the coach's at the judged action ``number``: the coach's own, then each other
    legal one that ``retry`` classes best against it, of at most ``limit`` judged (in the engine's order; the move
    played is known not to be). ``cancel()``, asked between judgements, stops early (what was found is kept)."""
    m = review.moves[_number(review, number)]
    best = str(m.best_move)
    others = [
        str(a)
        for a in review.position(m.number).legal_actions()
        if str(a) not in (best, str(review.move_played(m).input))
    ]
    found = [best]
    for a in others[:limit]:
        if cancel is not None and cancel():
            break
        if retry(review, a, m.number).as_good:
            found.append(a)
    return found


def retry_puzzle(review, number: int, *, limit: int = MAX_TRIED, cancel=None) -> tuple[Puzzle, dict]:
    """The judged action ``number`` as a puzzle (``retry_scenario``, the ``first_move`` goal of
    ``as_good_moves``), with its row of a pack table."""
    scenario = retry_scenario(review, number)
    m = review.moves[number]
    key = position_key(scenario)
    accepted = as_good_moves(review, number, limit=limit, cancel=cancel)
    also = [a for a in accepted if a != str(m.best_move)]
    title = f"Turn {m.turn}: a move as good as the coach's"
    puzzle = Puzzle(
        name=f"retry-{key[:12]}",
        title=title,
        rule="Learn from your mistakes: the review's judgement, one action",
        topic="review",
        description=(
            f"Turn {m.turn} of your game: you played {m.played}, which the review called "
            f"{_A.get(m.klass, m.klass)}. Find a first action as good as the coach's. The cards you could not see "
            f"then are dealt anew: the others' hands and score piles shown are not the real ones."
        ),
        scenario=scenario,
        player=review.player,
        goal={"first_move": accepted},
        budget=1,
        hints=[hint(review, number)],
        explanation=(
            f"The coach's move: {m.best}."
            + (f" As good: {', '.join(also)}." if also else "")
            + f" From the review: {m.explanation}"
        ),
        intended=[str(m.best_move)],
    )
    row = {
        "name": puzzle.name,
        "position": key,
        "game": None,
        "ply": m.input,
        "seed": review.seed,
        "goal": "first_move",
        "goal_text": puzzle.describe_goal(),
        "budget": 1,
        "first_move": str(m.best_move),
        "first_moves": len(also) + 1,
        "themes": [],
        "sets": ["base", *scenario.expansions],
        "difficulty": None,
        "level": None,
        "positions": None,
        "solutions": len(accepted),
        "greedy": None,
        "title": title,
        "hint": puzzle.hints[0],
        "puzzle": puzzle.to_json(indent=None),
    }
    return puzzle, row


def save_retries(review, path=DEFAULT_RETRIES, *, limit: int = MAX_TRIED, progress=None, cancel=None) -> Saved:
    """Save the review's mistakes, blunders and misses of actions (``retried``) as puzzles in the pack file
    ``path`` (made if missing; else the positions not in it yet are added, and the file is replaced whole).
    ``progress(done, total)`` is told after each moment; ``cancel()``, asked between judgements, stops early and
    what was made is saved."""
    import pandas as pd

    path = Path(path)
    old = packs.load_frame(path) if path.exists() else None
    have = set(old["position"]) if old is not None else set()
    moves = retried(review)
    rows, kept, skipped, complete = [], 0, [], True
    for k, m in enumerate(moves):
        if cancel is not None and cancel():
            complete = False
            break
        try:
            key = position_key(retry_scenario(review, m.number))
            if key in have:
                kept += 1
            else:
                rows.append(retry_puzzle(review, m.number, limit=limit, cancel=cancel)[1])
                have.add(key)
        except ReviewError as e:
            skipped.append((m.turn, e.message))
        if progress is not None:
            progress(k + 1, len(moves))
    if rows:
        spec = {"retries": {"player": review.player, "seed": review.seed, "simulations": review.simulations}}
        new = packs.frame(rows, spec, [])
        if old is not None:
            runs = packs.runs_of(old) + packs.runs_of(new)
            new = pd.concat([old, new], ignore_index=True).drop_duplicates("position", keep="first")
            new.attrs = {"runs": runs}
        packs.save(new, path)
    return Saved(path, [r["name"] for r in rows], kept, skipped, complete)


def _number(review, number) -> int:
    n = getattr(number, "number", number)
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < len(review.moves):
        raise ReviewError("move", f"a judged move's number (0 to {len(review.moves) - 1}), got {n!r}")
    return n


__all__ = [
    "DEFAULT_RETRIES",
    "MAX_TRIED",
    "Retry",
    "Saved",
    "as_good_moves",
    "check_move",
    "hint",
    "retried",
    "retry",
    "retry_puzzle",
    "retry_scenario",
    "save_retries",
]
