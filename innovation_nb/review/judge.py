"""One position judged: the coach's search finds its best move from what the reviewed player could see, then the
move played is compared with it on the same fresh deals (``paired``), classed and explained.

The result is plain data (a dict), the same in this process, in a worker process or on a Dask worker; it depends
only on the position, the move played, the seed of the position and the effort — never on which worker ran it.
"""

from __future__ import annotations

from ..cards.data import CARDS
from ..coach import CoachError, prepare
from ..coach.determinize import Knowledge
from ..coach.search import DEPTH, Candidate, Search, game_trial
from ..engine.moves import Move
from ..engine.text import render
from ..engine.visibility import can_see
from .classes import classify
from .paired import compare, derive
from .played import Decision
from .verdicts import compared_text, move_parts, reader, same_text, words


def judge(
    game,
    decision: Decision,
    *,
    seed: int,
    simulations: int | None = None,
    seconds: float | None = None,
    hindsight: bool = False,
    depth: int = DEPTH,
) -> dict:
    """Judge ``decision`` in ``game`` (the game as it stood just before it). ``simulations`` per position (half
    for the search, half for the comparison), else ``seconds`` (split the same way). Returns a dict: the move's
    review, or ``forced`` (one legal move: nothing to judge), or ``error`` (the position could not be searched,
    which is rare: no deal of the hidden cards replays to what the player saw)."""
    name = decision.player
    position_seed = derive(seed, decision.input)
    head = {"input": decision.input, "event": decision.event, "turn": decision.turn, "kind": decision.kind}
    try:
        name, knowledge, candidates, _ = prepare(game, name, position_seed)
        if hindsight:  # the true position: every card known, nothing dealt
            knowledge = Knowledge(game, name, open_information=True)
        played = _played(game, name, decision, candidates)
        if len(candidates) < 2:
            return {**head, "forced": True}
        search = Search(candidates, game_trial(knowledge, candidates, position_seed, depth))
        if simulations is not None:
            search.run(max(1, simulations // 2))
        else:
            search.run(None, seconds / 2)
        best = search.ranked()[0]
        comparison = None
        if best is not played:
            if simulations is not None:
                comparison = compare(
                    knowledge, best, played, position_seed, pairs=max(1, simulations // 4), depth=depth
                )
            else:
                comparison = compare(knowledge, best, played, position_seed, seconds=seconds / 2, depth=depth)
    except CoachError as e:
        return {**head, "error": str(e)}
    return _record(game, name, decision, head, candidates, search, best, played, comparison, hindsight)


def _record(game, name, decision, head, candidates, search, best, played, comparison, hindsight) -> dict:
    r = reader(name)
    prompt = None
    if decision.kind == "answer":
        req = next(q for q in game.pending_all if q.player == name)
        prompt = render(req.prompt, r)
    if comparison is None:
        lo, hi = best.interval()
        chance = {
            "played_chance": best.mean,
            "played_interval": [lo, hi],
            "best_chance": best.mean,
            "best_interval": [lo, hi],
            "loss": 0.0,
            "loss_interval": [0.0, 0.0],
            "pairs": 0,
        }
        verdict = classify(True, 0.0, 0.0)
        text = same_text(game, name, best, hindsight)
    else:
        b, p = comparison.best, comparison.played
        loss_lo, loss_hi = (100 * x for x in comparison.loss_interval)
        chance = {
            "played_chance": p.mean,
            "played_interval": list(p.interval()),
            "best_chance": b.mean,
            "best_interval": list(b.interval()),
            "loss": 100 * comparison.loss,
            "loss_interval": [loss_lo, loss_hi],
            "pairs": comparison.pairs,
        }
        verdict = classify(False, loss_lo, loss_hi)
        text = compared_text(game, name, comparison, verdict, hindsight)
    return {
        **head,
        "prompt": prompt,
        "played": words(game, name, move_parts(game, played.move)),
        "best": words(game, name, move_parts(game, best.move)),
        "best_move": _raw(game, name, best),
        "same": comparison is None,
        **chance,
        "class": verdict,
        "explanation": text,
        "candidates": len(candidates),
        "simulations": search.simulations + 2 * chance["pairs"],
    }


def _raw(game, name, cand):
    """The coach's move as the game takes it (an action's text, or the answer), for a front end's *Try it*; None
    if it would name a card the player could not see (never the case for their own options, kept as a guard)."""
    move = cand.move
    if move.kind == "answer":
        values = move.value if move.value.__class__ is tuple else (move.value,)
        if any(isinstance(v, str) and v in CARDS and not can_see(game, name, v) for v in values):
            return None
    return move.input


def _played(game, name: str, decision: Decision, candidates: list) -> Candidate:
    """The candidate that is the move played (added when the coach's list left it out: a card choice with very
    many answers is cut to a spread of them)."""
    move = decision.move
    if move.kind == "action":
        for c in candidates:
            if c.move.value == move.value:
                return c
        cand = Candidate(Move(name, "action", move.value))
    else:
        req = next(q for q in game.pending_all if q.player == name)
        value = req.check(move.value)
        key = _key(req, value)
        for c in candidates:
            if _key(req, req.check(c.move.value)) == key:
                return c
        cand = Candidate(Move(name, "answer", value))
    candidates.append(cand)
    return cand


def _key(req, value):
    """An answer as a comparable value: a set of cards in any order is the same answer (an order is not)."""
    if isinstance(value, list):
        return tuple(sorted(value)) if req.kind == "cards" else tuple(value)
    return value


__all__ = ["judge"]
