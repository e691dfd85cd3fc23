"""The rest of a player's turn, played by the player as the search would: each of their own decisions — the answers
they give inside an action, and their next action of the turn — is chosen by trying every option (a sample of
them where there are very many) and keeping the one whose position is worth the most to them once the action is
over; the others' decisions are played by the playout policy.

This is how a move is valued in the coach's simulations: a dogma whose own choices win on the spot ("decline the
meld, then claim World") is played with those choices, and a first action is followed by the best second action,
not by a rule of thumb. The look-ahead sees the simulation's deal, as the player would see their own cards; the
value of a position is the evaluation's, which reads only what every player sees.
"""

from __future__ import annotations

import random

from ..engine.decisions import InvalidAnswer
from ..engine.moves import Move
from .evaluate import win_chance
from .line import Line

LOOKAHEAD = 12  # own answers compared at one decision, at most (a spread of them beyond)
QUICK = 0.001  # a win is worth a little less for each action it takes: of two sure wins, the sooner is worth more


def value(g, viewer: str, actions: int = 0) -> float:
    """What the position of ``g`` is worth to ``viewer``: the evaluation's chance to win, or the result once the
    game is over (a win a little less for each of the ``actions`` it took)."""
    v = win_chance(g.state, viewer)
    return v - QUICK * actions if v == 1.0 and g.over else v


def finish(line: Line, policy) -> None:
    """Answer every decision left in the running action with the policy (anyone's)."""
    g = line.game
    while not g.over and g.pending is not None:
        req = g.pending
        line.play(Move(req.player, "answer", policy.answer(req)))


def own_turn(
    line: Line,
    viewer: str,
    policy,
    rng: random.Random,
    turn: int,
    actions: int = 0,
    action_only: bool = False,
    script: list[Move] | None = None,
) -> list[Move]:
    """Play on until ``viewer``'s turn ``turn`` is over (or the game; with ``action_only``, until the running
    action is over): ``viewer``'s decisions by the look-ahead, the others' by ``policy``. ``actions``: the viewer's
    actions already taken in the line (a win's value counts them). ``script``: the viewer's own next moves to play
    first, as long as each is legal where it comes (what a player did, replayed on a deal where it may not fit: the
    first that does not is dropped with the rest, and the look-ahead takes over); it is consumed as it is played.
    Returns the viewer's moves made."""
    g = line.game
    made = []
    while not g.over and not (action_only and not g.resolving):
        req = g.pending
        if req is not None:
            if req.player == viewer:
                move = _scripted(script, g, req) or _best_answer(line, req, viewer, policy, rng, actions)
                made.append(move)
            else:
                move = Move(req.player, "answer", policy.answer(req))
            line.play(move)
        elif g.state.turn == turn and g.current_player.name == viewer:
            move = _scripted(script, g, None) or _best_action(line, viewer, policy, actions)
            made.append(move)
            actions += 1
            line.play(move)
        else:
            break
    return made


def _scripted(script: list[Move] | None, g, req) -> Move | None:
    """The script's next move if it fits here (an answer to ``req``, or an action between actions), else None (and
    the script is dropped)."""
    if not script:
        return None
    move = script[0]
    fits = False
    if req is not None and move.kind == "answer":
        try:
            req.check(move.input)
            fits = True
        except InvalidAnswer:  # an answer of another deal: it does not fit here
            fits = False
    elif req is None and move.kind == "action":
        fits = move.value in g.legal_actions()
    if not fits:
        script.clear()
        return None
    script.pop(0)
    return Move(g.to_act, move.kind, move.value)


def _best_answer(line: Line, req, viewer: str, policy, rng: random.Random, actions: int) -> Move:
    options = req.answers() if req.answer_count() <= LOOKAHEAD else req.sample_answers(rng, LOOKAHEAD)
    if len(options) == 1:
        return Move(req.player, "answer", options[0])
    best, best_v = None, None
    for a in options:
        move = Move(req.player, "answer", a)
        b = line.branch()
        b.play(move)
        finish(b, policy)
        v = value(b.game, viewer, actions)
        if best_v is None or v > best_v:
            best, best_v = move, v
    return best


def _best_action(line: Line, viewer: str, policy, actions: int) -> Move:
    g = line.game
    legal = g.legal_actions()
    if len(legal) == 1:
        return Move(viewer, "action", legal[0])
    best, best_v = None, None
    for a in legal:
        move = Move(viewer, "action", a)
        b = line.branch()
        b.play(move)
        finish(b, policy)
        v = value(b.game, viewer, actions + 1)
        if best_v is None or v > best_v:
            best, best_v = move, v
    return best


__all__ = ["LOOKAHEAD", "QUICK", "finish", "own_turn", "value"]
