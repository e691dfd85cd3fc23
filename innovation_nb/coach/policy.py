"""How the players move inside a simulation (the playout policy): fast rules of thumb, no look-ahead.

Greedy search (trying every action on a copy, as ``GreedyBot`` does) costs about eight actions per action; these
rules cost almost nothing and play better than random: claim an achievement when you can, prefer a dogma that
nobody shares and that makes someone vulnerable, meld a card higher than the one it covers or of a new colour,
draw when the hand is short. Answers prefer high cards for yourself, low cards to give up. A little noise keeps
the playouts varied.
"""

from __future__ import annotations

import random

from ..cards.data import CARDS
from ..engine.dogma import DogmaPlan

NOISE = 0.6


class PlayoutPolicy:
    """``move(game)`` for whoever must act, like a bot (``action`` / ``answer``)."""

    def __init__(self, rng: random.Random, noise: float = NOISE):
        self.rng = rng
        self.noise = noise

    def move(self, game):
        req = game.pending
        if req is not None:
            return self.answer(req)
        return self.action(game)

    def action(self, game):
        acts = game.legal_actions()
        if len(acts) == 1:
            return acts[0]
        s = game.state
        me = s.current_player
        best, best_v = None, None
        top = me.highest_top_value()
        gauss = self.rng.gauss
        for a in acts:
            k = a.kind
            if k == "achieve":
                v = 10.0 + a.age
            elif k == "dogma":
                v = self._dogma_value(s, me, a.card)
            elif k == "meld":
                c = CARDS[a.card]
                pile = me.board[c.color_index]
                if pile.cards:
                    v = 0.3 * (c.age - CARDS[pile.cards[-1]].age) + (0.2 if c.age > top else 0.0)
                else:
                    v = 1.0 + 0.1 * c.age
            elif k == "draw":
                v = 0.8 if len(me.hand) < 2 else 0.2
            elif k == "pass":
                v = 0.0
            else:  # return the displayed card
                v = -0.5
            v += gauss(0.0, self.noise)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    @staticmethod
    def _dogma_value(s, me, card: str) -> float:
        plan = DogmaPlan(s, me, card)
        v = 1.2
        if any(plan.demands):
            v += 0.8 * len(plan.vulnerable)
        if not all(plan.demands):
            v -= 0.7 * sum(1 for n in plan.sharers if not s.teammates(me, s.player(n)))
        return v

    def answer(self, req):
        rng = self.rng
        kind = req.kind
        if kind == "yes_no":
            return rng.random() < 0.7  # "you may" is mostly worth doing
        if kind == "order":
            return rng.sample(req.options, len(req.options))
        if kind == "cards":
            sizes = [k for k in req.counts if k] or [0]
            n = max(sizes) if rng.random() < 0.7 else rng.choice(sizes)
            if req.optional and rng.random() < 0.15:
                return []
            opts = list(req.options)
            rng.shuffle(opts)
            return opts[:n]
        if req.optional and rng.random() < 0.15:
            return None
        if kind == "value":
            return max(req.options) if rng.random() < 0.6 else rng.choice(req.options)
        return rng.choice(req.options)
