"""Bots answer the same requests a person does: ``bot.move(game)`` returns an action (between actions) or an
answer (when ``game.pending`` is theirs). ``play(game, bots)`` runs a game to its end."""
from __future__ import annotations

import random

from .cards.data import CARDS


class RandomBot:
    """Uniformly random legal actions and answers, reproducible from its seed."""

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def move(self, game):
        if game.pending is not None:
            return self.answer(game.pending)
        return self.action(game)

    def action(self, game):
        return self.rng.choice(game.legal_actions())

    def answer(self, req):
        rng = self.rng
        if req.kind == "yes_no":
            return rng.random() < 0.5
        if req.kind == "order":
            return rng.sample(req.options, len(req.options))
        if req.kind == "cards":
            if req.optional and rng.random() < 0.25:
                return []
            sizes = [k for k in req.counts if k] or [0]
            return rng.sample(req.options, rng.choice(sizes))
        if req.optional and rng.random() < 0.25:
            return None
        return rng.choice(req.options)


class GreedyBot(RandomBot):
    """Prefers achieving, then a dogma or draw that scores; answers favour high cards for itself."""

    def action(self, game):
        acts = game.legal_actions()
        achieves = [a for a in acts if a.kind == "achieve"]
        if achieves:
            return max(achieves, key=lambda a: a.age)
        me = game.current_player
        best, best_gain = None, None
        for a in acts:
            if a.kind == "meld" and a.card and CARDS[a.card].age <= me.highest_top_value():
                continue
            trial = game.fork()
            try:
                trial.apply(a)
                while trial.pending is not None and not trial.over:
                    trial.answer(RandomBot.answer(self, trial.pending))
            except Exception:  # a trial that cannot be completed is simply not chosen
                continue
            if trial.over:
                gain = 1000 if me.name in trial.result.winners else -1000
            else:
                p = trial.player(me.name)
                gain = p.score_total * 2 + len(p.achievements) * 20 + p.highest_top_value()
            gain += self.rng.random()  # break ties at random
            if best_gain is None or gain > best_gain:
                best, best_gain = a, gain
        return best if best is not None else self.rng.choice(acts)

    def answer(self, req):
        if req.kind == "cards" and not req.optional and len(req.options) > req.max:
            picks = sorted(req.options, key=lambda c: -CARDS[c].age)
            return picks[: req.max]
        return super().answer(req)


def play(game, bots: dict, max_moves: int = 5000):
    """Let ``bots`` ({player name: bot}) play ``game`` to its end (or ``max_moves``); returns the game."""
    for _ in range(max_moves):
        if game.over:
            break
        who = game.pending.player if game.pending is not None else game.current_player.name
        m = bots[who].move(game)
        if game.pending is not None:
            game.answer(m)
        else:
            game.apply(m)
    return game
