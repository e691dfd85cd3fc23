"""Proofs: a win that no answer of the others can stop, searched exhaustively on one deal of the cards.

``forced_win(line, winner, turns)`` searches an AND-OR tree: ``winner``'s own decisions are choices (OR: one that
wins is enough); every other decision — the others' answers, and the actions of a player whose turn it is, the
winner's opponents or teammates alike — must all be met (AND). The search stops where the game ends, or where
``turns`` turns have ended without the winner winning (1: the turn under way; 2: that turn and the next one). It
is exhaustive within a number of positions (``limit``): beyond that, or where a decision of the others has more
answers than ``MAX_ANSWERS``, it proves nothing (None), which is never a claim.

A proof holds on the deal it was searched on. It holds on every deal when nothing it played depended on the cards
the player could not see (``Proof.exact``): no hidden card moved or was shown along any of its lines, and no
decision of the others offered hidden cards. Otherwise it is searched again on other deals, and said only as sure as
the deals it held on (see ``coach.search``).
"""

from __future__ import annotations

import random

from ..engine.moves import Move
from .evaluate import win_chance
from .line import Line

LIMIT = 4_000  # positions searched for one proof on one deal, at most
MAX_ANSWERS = 24  # the others' answers a proof meets one by one, at most (beyond: no proof)
MAX_CHOICES = 48  # the winner's own answers tried at one decision, at most (a proof needs only one)
DEALS = 8  # deals a proof that depends on the hidden cards must hold on
LOSSES = 0.5  # a move whose simulations were lost this often is searched for a loss an opponent can force


class OutOfPositions(Exception):
    pass


class Proof:
    """A forced win of ``winner``: ``moves``, the move asked about (if any) then the winner's own moves along the first
    line, what to play (for words); ``actions``, the winner's actions in the longest line (the speed of the win; the
    move asked about counts when it is the winner's action); ``branches``, whether what the winner plays depends on
    the others' answers; ``exact``, whether it holds whatever the hidden cards are; ``positions``, how many
    positions the search visited."""

    __slots__ = ("winner", "moves", "actions", "branches", "exact", "positions")

    def __init__(self, winner, moves, actions, branches, exact, positions):
        self.winner = winner
        self.moves = moves
        self.actions = actions
        self.branches = branches
        self.exact = exact
        self.positions = positions

    def __repr__(self) -> str:
        line = ", then ".join(str(m) for m in self.moves)
        return f"<Proof in {self.actions} action(s){' (exact)' if self.exact else ''}: {line}>"


def forced_win(
    line: Line,
    winner: str,
    turns: int = 1,
    hidden=None,
    limit: int = LIMIT,
    actions: int | None = None,
    first: Move | None = None,
    cut: list | None = None,
) -> Proof | None:
    """A forced win of ``winner`` from ``line``'s position, before ``turns`` turns have ended (see the module), or
    None. ``hidden``: the cards the player who asks could not see (a set; None: every card is known), to tell an
    exact proof from one that holds on this deal only. ``actions``: the most actions of the winner's own a line
    may take after ``first`` (None: as many as the turns give). ``first``: a move to play first (on a copy), the
    one whose win is asked; the proof's moves and actions then count it. ``cut``: a list to which a search that
    found nothing appends whether ``actions`` cut a line short (if not, more actions would find nothing more)."""
    search = _Search(winner, hidden, limit, actions)
    turn = line.game.state.turn
    try:
        if first is None:
            found = search.solve(line, turns, turn, 0)
        else:
            found = search.then(line, first, turns, turn, 0)
            if found is not None:
                own = first.kind == "action" and first.player in (None, winner)
                found = ([first, *found[0]], found[1] + own, found[2])
    except OutOfPositions:
        return None
    if found is None:
        if cut is not None:
            cut.append(search.bounded)
        return None
    moves, actions, branches = found
    return Proof(winner, moves, actions, branches, not search.touched, search.positions)


class _Search:
    def __init__(self, winner, hidden, limit, most):
        self.winner = winner
        self.most = most  # the winner's own actions allowed, at most (None: no bound)
        self.bounded = False  # a line was cut by ``most``
        self.hidden = hidden or frozenset()
        self.limit = limit
        self.positions = 0
        self.touched = False  # a line moved or showed a hidden card, or the others chose among hidden cards

    def solve(self, line: Line, turns: int, turn: int, actions: int):
        """(the winner's moves along the first line, the actions of the longest line, whether the line branches)
        or None."""
        g = line.game
        s = g.state
        if g.over:
            return ([], actions, False) if win_chance(s, self.winner) == 1.0 else None  # a draw is no win
        if s.turn != turn:  # a turn ended
            turns -= 1
            turn = s.turn
            if turns <= 0:
                return None
        self.positions += 1
        if self.positions > self.limit:
            raise OutOfPositions
        req = g.pending
        if req is not None:
            if self.hidden and req.kind in ("cards", "order") and any(o in self.hidden for o in req.options):
                self.touched = True  # a choice among cards the asker cannot see: its outcome depends on the deal
            if req.player == self.winner:
                answers = (
                    req.answers()
                    if req.answer_count() <= MAX_CHOICES
                    else req.sample_answers(random.Random(0), MAX_CHOICES)
                )  # the same ones every time
                for a in answers:
                    found = self.then(line, Move(req.player, "answer", a), turns, turn, actions)
                    if found is not None:
                        moves, n, branches = found
                        return [Move(req.player, "answer", a), *moves], n, branches
                return None
            if req.answer_count() > MAX_ANSWERS:
                return None
            return self._all(line, [Move(req.player, "answer", a) for a in req.answers()], turns, turn, actions)
        me = g.current_player.name
        acts = _ordered(g.legal_actions())
        if me == self.winner:
            if self.most is not None and actions >= self.most:
                self.bounded = True  # more actions might have won: a deeper search could find more
                return None
            for a in acts:
                found = self.then(line, Move(me, "action", a), turns, turn, actions + 1)
                if found is not None:
                    moves, n, branches = found
                    return [Move(me, "action", a), *moves], n, branches
            return None
        return self._all(line, [Move(me, "action", a) for a in acts], turns, turn, actions)

    def _all(self, line, moves, turns, turn, actions):
        """Every one of ``moves`` (the others') must lead to a win: the longest, and the first line's moves."""
        first, longest = None, actions
        for m in moves:
            found = self.then(line, m, turns, turn, actions)
            if found is None:
                return None
            if first is None:
                first = found[0]
            longest = max(longest, found[1])
        return first or [], longest, len(moves) > 1

    def then(self, line, move, turns, turn, actions):
        b = line.branch()
        before = hidden_places(b.game.state, self.hidden) if self.hidden and not self.touched else None
        b.play(move)
        if before is not None and hidden_places(b.game.state, self.hidden) != before:
            self.touched = True
        return self.solve(b, turns, turn, actions)


def _ordered(actions):
    """The winner's actions in the order most likely to win at once: achievements, then dogmas, then the rest."""
    rank = {"achieve": 0, "dogma": 1, "endorse": 1}
    return sorted(actions, key=lambda a: rank.get(a.kind, 2))


def hidden_places(state, hidden) -> tuple:
    """Where each hidden card lies (a comparable value): a line that changes it moved a hidden card. A standard
    achievement is left out: claimed, it stays face down, and only its age ever counts."""
    out = []
    for p in state.players:
        for zone in (p.hand, p.score, p.forecast):
            out.append(tuple(c for c in zone if c in hidden))
        out.append(tuple(c for q in p.board for c in q.cards if c in hidden))
    for piles in state.supplies.values():
        out.append(tuple(len(pile) for pile in piles))
    return tuple(out)


class Prover:
    """Proves the coach's candidates' wins and losses, for ``knowledge``'s player, on deals of its own (the same for
    every candidate, from ``seed``). A candidate wins for sure when, played first, it forces a win before the turn is
    over; it loses for sure when after it an opponent forces a win by the end of their next turn, whatever the player
    does. A proof counts when it is exact on the first deal, else when it holds on every one of ``deals`` deals.
    ``settle`` searches the candidates worth it: wins for those whose simulations won within the turn (or, when a win
    this turn is within reach, every candidate's win within its own action), losses for those whose simulations were
    lost often. ``positions`` counts what the proofs found searched."""

    def __init__(self, knowledge, seed: int, deals: int = DEALS):
        self.knowledge = knowledge
        self.seed = seed
        self.deals = deals
        self.hidden = frozenset(c for pool in knowledge.pools.values() for c in pool)
        self._lines: dict[int, Line] = {}
        self.positions = 0

    def line(self, i: int) -> Line:
        if i not in self._lines:
            self._lines[i] = self.knowledge.sample_line(random.Random(f"{self.seed}:proof:{i}"))
        return self._lines[i]

    def settle(self, candidates) -> None:
        """Prove the wins of the candidates worth it: every candidate whose simulations won within the turn; and,
        when a win this turn is within reach, every candidate's win within its own action (its own answers
        searched: a dogma whose choices win at once)."""
        within_reach = _within_reach(self.line(0).game, self.knowledge.viewer)
        for cand in candidates:
            if cand.proof is None and cand.wins_in_turn:
                cand.proof = self.win(cand)
            elif cand.proof is None and within_reach:
                cand.proof = self.win(cand, most=0)
            o = cand.outcome
            if cand.proof is None and cand.lost is None and o.n and o.share(o.lost_soon + o.lost) >= LOSSES:
                cand.lost = self.loss(cand)

    def win(self, cand, limit: int = LIMIT, most: int | None = None) -> Proof | None:
        """A proved win of ``cand`` within the turn (see the class), the quickest first (a search allowing no more
        of the player's own actions after it, then one more, ...); ``most``: at most that many."""
        found, depth = None, 0
        while found is None and (most is None or depth <= most):
            cut: list = []
            found = self._on(0, cand, depth, limit, cut)
            if found is None and not (cut and cut[0]):  # nothing was cut short: more actions find nothing more
                return None
            depth += 1
        if found is None:
            return None
        if not found.exact:
            for i in range(1, self.deals):
                if self._on(i, cand, depth - 1, limit) is None:
                    return None
        return found

    def loss(self, cand, limit: int = LIMIT) -> Proof | None:
        """A proved loss of ``cand``: after it, an opponent wins by the end of their next turn whatever the player
        does (the rest of their turn, their answers) — on the first deal when exact, else on every deal. The proof
        is the opponent's win (its ``moves`` begin with the candidate)."""
        g = self.line(0).game
        s = g.state
        me = s.player(self.knowledge.viewer)
        n = len(s.players)
        for k in range(1, n):  # the opponents in the order they play after the player
            opp = s.players[(me.index + k) % n]
            if opp.lost or s.teammates(me, opp):
                continue
            found = self._lost_on(0, cand, opp.name, 1 + k, limit)
            if found is None:
                continue
            if not found.exact and any(
                self._lost_on(i, cand, opp.name, 1 + k, limit) is None for i in range(1, self.deals)
            ):
                continue
            return found
        return None

    def _lost_on(self, i: int, cand, opponent: str, turns: int, limit: int) -> Proof | None:
        p = forced_win(self.line(i), opponent, turns, self.hidden, limit, first=cand.move)
        self.positions += p.positions if p is not None else 0
        return p

    def _on(self, i: int, cand, most: int, limit: int, cut=None) -> Proof | None:
        p = forced_win(
            self.line(i), self.knowledge.viewer, 1, self.hidden, limit, actions=most, first=cand.move, cut=cut
        )
        self.positions += p.positions if p is not None else 0
        return p


def _within_reach(g, viewer: str) -> bool:
    """Could ``viewer`` win this turn? A few achievements to go, or the supply about to run out (the game then ends
    on score)."""
    from ..engine.endgame import achievement_count, achievements_needed

    s = g.state
    me = s.player(viewer)
    if achievements_needed(s) - achievement_count(s, me) <= 3:
        return True
    return any(len(pile) <= 2 for pile in s.supply[-2:])


__all__ = ["Proof", "Prover", "forced_win", "hidden_places"]
