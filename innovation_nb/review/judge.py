"""One position judged: the coach's search finds its best move from what the reviewed player could see, then the
move played is compared with it on the same fresh deals (``paired``), classed and explained.

The turn is the unit: a move is played on with the rest of the player's turn chosen by the look-ahead, as the
coach's move is (so a later slip of the turn is counted once, at its own decision), except where the player's next
action was the coach's move: it then follows the move, as played (the coach's line in the player's order). When the
turn as played is the coach's best line in another order (the same position at the end of the turn, on several deals
of the hidden cards), it is the same turn, and best. What the rules can prove is exact: a move proved to win is
worth 1, a move after which an opponent forces a win is worth 0, and a move that lets a proved win go is a **miss**.
A decision with nothing at stake (every answer leaves what the player sees the same, as an order of cards returned
under a pile does) is not judged.

The effort is counted in simulations: the search gets a share of them, then the comparison adds pairs of
simulations a batch at a time until its interval supports one class (``classify``), or the effort is spent.

The result is plain data (a dict), the same in this process, in a worker process or on a Dask worker; it depends
only on the position, the move played, the seed of the position and the effort — never on which worker ran it.
"""

from __future__ import annotations

import random

from ..cards.data import CARDS
from ..coach import CoachError, prepare
from ..coach.determinize import Knowledge, observation
from ..coach.proof import Prover
from ..coach.search import DEPTH, Candidate, Search, game_trial
from ..engine.moves import Move
from ..engine.text import render
from ..engine.visibility import can_see
from ..errors import InnovationError
from .classes import MISS, classify, settled
from .paired import Side, compare, derive
from .played import Decision
from .verdicts import compared_text, move_parts, reader, same_text, same_turn_text, words

SIMULATIONS = 1200  # the default effort per position, at most (decided comparisons stop sooner)
SEARCH_SHARE = 3  # the search gets a third of the effort; the comparison, in pairs, the rest
TURN_DEALS = 4  # deals on which two orders of a turn must end the same
TRIVIAL_ANSWERS = 24  # a decision with more answers than this is judged without looking whether any matters


def judge(
    game,
    decision: Decision,
    *,
    seed: int,
    simulations: int | None = None,
    seconds: float | None = None,
    hindsight: bool = False,
    depth: int = DEPTH,
    rest: list[Move] | None = None,
) -> dict:
    """Judge ``decision`` in ``game`` (the game as it stood just before it). ``simulations``: the effort at most
    (a third for the search, the rest in pairs of simulations, added until the class is decided), else ``seconds``
    (split the same way, without stopping early). ``rest``: the moves that followed the decision in its turn, as
    played (the turn as the unit). Returns a dict: the move's review, or ``forced`` (one legal move: nothing to
    judge), ``trivial`` (nothing at stake), or ``error`` (the position could not be searched, which is rare: no
    deal of the hidden cards replays to what the player saw)."""
    name = decision.player
    position_seed = derive(seed, decision.input)
    head = {"input": decision.input, "event": decision.event, "turn": decision.turn, "kind": decision.kind}
    rest = list(rest or ())
    try:
        name, knowledge, candidates, _ = prepare(game, name, position_seed)
        if hindsight:  # the true position: every card known, nothing dealt
            knowledge = Knowledge(game, name, open_information=True)
        played = _played(game, name, decision, candidates)
        if len(candidates) < 2:
            return {**head, "forced": True}
        if decision.kind == "answer" and _trivial(knowledge, name, candidates, position_seed):
            return {**head, "trivial": True}
        prover = Prover(knowledge, position_seed)
        search = Search(candidates, game_trial(knowledge, candidates, position_seed, depth), prover=prover)
        if simulations is not None:
            search.run(max(2, simulations // SEARCH_SHARE))
        else:
            search.run(None, seconds / SEARCH_SHARE)
        best = search.ranked()[0]
        if best.proof is not None and played.proof is None and played is not best:
            played.proof = prover.win(played)  # a win of the move played that its simulations did not show
        verdict, comparison = None, None
        if played is best or (best.proof is not None and played.proof is not None):
            verdict = "same"
        elif _same_turn(knowledge, name, decision, best, rest, position_seed):
            verdict = "same turn"
        else:
            comparison = _compare(
                knowledge, best, played, rest, name, position_seed, simulations, seconds, depth, search.simulations
            )
    except CoachError as e:
        return {**head, "error": str(e)}
    return _record(game, name, decision, head, candidates, search, best, played, verdict, comparison, hindsight)


def _compare(knowledge, best, played, rest, name, seed, simulations, seconds, depth, spent):
    """The paired comparison, with what is proved fixed (1 or 0), raced until its class is decided."""
    script = _own_next(best, rest, name)
    b = Side(best.move, fixed=_fixed(best))
    p = Side(played.move, script=script, fixed=_fixed(played))
    b.facts.proof, b.facts.lost = best.proof, best.lost
    p.facts.proof, p.facts.lost = played.proof, played.lost
    missed = best.proof is not None

    def decided(c) -> bool:
        if missed:  # a miss whatever the figures: the estimate of the move played is all that is wanted
            return True
        return settled(*(100 * x for x in c.loss_interval))

    if simulations is not None:
        pairs = max(1, (simulations - spent) // 2)
        return compare(knowledge, b, p, seed, pairs=pairs, depth=depth, decided=decided)
    return compare(knowledge, b, p, seed, seconds=seconds * (SEARCH_SHARE - 1) / SEARCH_SHARE, depth=depth)


def _own_next(best: Candidate, rest: list[Move], name: str) -> list[Move]:
    """The player's own next action of the turn, with the answers they gave in it, when it is the coach's move: the
    move played is then followed by it (the coach's line in the player's order), not by the look-ahead. Otherwise
    nothing: each of the player's decisions is judged on its own (the look-ahead plays the rest of the turn on both
    sides), so a later slip is counted once, at its own decision."""
    chunks = _chunks(rest, name)
    if not chunks or best.move.kind != "action" or chunks[0][0].value != best.move.value:
        return []
    return [m for m in chunks[0] if m.player == name]


def _fixed(c: Candidate) -> float | None:
    if c.proof is not None:
        return 1.0
    if c.lost is not None:
        return 0.0
    return None


def _trivial(knowledge, name: str, candidates, seed: int) -> bool:
    """Whether every answer leaves what ``name`` sees the same at the end of the action (the order of cards returned
    under a pile, say; the rest of the action answered alike, each decision by its first answer), on two deals of
    the cards they could not see (never the true ones): then nothing is at stake."""
    if len(candidates) > TRIVIAL_ANSWERS:
        return False
    for k in range(2):
        base = knowledge.sample_line(random.Random(derive(seed, "trivial", k)))
        seen = None
        for c in candidates:
            line = base.branch()
            g = line.game
            try:
                line.play(c.move)
                while g.pending is not None and not g.over:
                    req = g.pending
                    line.play(Move(req.player, "answer", req.answers()[0]))
            except InnovationError:
                return False
            now = observation(g, name)
            if seen is None:
                seen = now
            elif now != seen:
                return False
    return True


def _same_turn(knowledge, name: str, decision: Decision, best: Candidate, rest: list[Move], seed: int) -> bool:
    """Whether the turn as played is the coach's move followed by the player's own: the player's next action of
    the turn is the coach's move, and the two actions played in the other order (each with the answers given to
    it) reach the same position at the end of the turn on ``TURN_DEALS`` deals of the cards the player could not
    see (never the true ones: the same whatever they are)."""
    if decision.kind != "action" or best.move.kind != "action":
        return False
    chunks = _chunks([decision.move, *rest], name)
    if len(chunks) != 2 or chunks[1][0].value != best.move.value:
        return False
    for k in range(TURN_DEALS):
        base = knowledge.sample_line(random.Random(derive(seed, "turn", k)))
        ends = []
        for order in (chunks[0] + chunks[1], chunks[1] + chunks[0]):
            line = base.branch()
            try:
                for m in order:
                    line.play(m)
            except InnovationError:  # an answer that names a card this deal does not hold: not the same turn
                return False
            ends.append(line.game.state.to_dict())
        if ends[0] != ends[1]:
            return False
    return True


def _chunks(moves: list[Move], name: str) -> list[list[Move]]:
    """The turn's moves split at each action of ``name``'s: each action with the answers (anyone's) given in it."""
    out: list[list[Move]] = []
    for m in moves:
        if m.kind == "action" and m.player == name:
            out.append([m])
        elif out:
            out[-1].append(m)
    return out


def _record(game, name, decision, head, candidates, search, best, played, verdict, comparison, hindsight) -> dict:
    r = reader(name)
    prompt = None
    if decision.kind == "answer":
        req = next(q for q in game.pending_all if q.player == name)
        prompt = render(req.prompt, r)
    if comparison is None:
        lo, hi = (1.0, 1.0) if best.proof is not None else best.interval()
        mean = 1.0 if best.proof is not None else best.mean
        chance = {
            "played_chance": mean,
            "played_interval": [lo, hi],
            "best_chance": mean,
            "best_interval": [lo, hi],
            "loss": 0.0,
            "loss_interval": [0.0, 0.0],
            "pairs": 0,
        }
        klass = classify(True, 0.0, 0.0)
        if verdict == "same turn":
            text = same_turn_text(game, name, best, played, hindsight)
        else:
            text = same_text(game, name, played if played.proof is not None else best, hindsight)
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
        klass = MISS if best.proof is not None else classify(False, loss_lo, loss_hi)
        text = compared_text(game, name, comparison, klass, hindsight)
    return {
        **head,
        "prompt": prompt,
        "played": words(game, name, move_parts(game, played.move)),
        "best": words(game, name, move_parts(game, best.move)),
        "best_move": _raw(game, name, best),
        "same": comparison is None,
        "same_turn": verdict == "same turn",
        **chance,
        "class": klass,
        "explanation": text,
        "candidates": len(candidates),
        "simulations": search.simulations + 2 * chance["pairs"],
        "proof_positions": search.prover.positions if search.prover is not None else 0,
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
