"""Bots answer the same requests a person does: ``bot.move(game)`` returns an action (between actions) or an
answer (when ``game.pending`` is theirs). ``play(game, bots)`` runs a game to its end.

Studies name their bots: ``BOTS`` maps a name to a factory taking a seed (``register_bot`` adds one), and
``bot_factory`` also accepts a dotted path such as ``"mypackage.bots:CleverBot"`` (anything importable)."""
from __future__ import annotations

import difflib
import importlib
import random
import re

from .cards.data import CARDS
from .errors import InnovationError, shorten


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
            trial = game.fork(history=False)  # a trial needs no undo: the fast mode
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
            picks = sorted(req.options, key=lambda c: -option_age(c))
            return picks[: req.max]
        return super().answer(req)


def option_age(option: str) -> int:
    """The age of a card option: its title's, or the one a hidden card's label gives ("a 5 from Bob's hand")."""
    if option in CARDS:
        return CARDS[option].age
    m = re.match(r"an? (\d+) ", option)
    return int(m.group(1)) if m else 0


class ScriptedBot:
    """Takes the given actions in order, then draws; declines what it may and otherwise gives the first legal
    answer. A predictable opponent for examples, tests and teaching."""

    def __init__(self, *actions):
        self.actions = list(actions)

    def move(self, game):
        req = game.pending
        if req is None:
            return self.actions.pop(0) if self.actions else "draw"
        if req.optional:
            return None
        if req.kind in ("cards", "order"):
            return list(req.options) if req.kind == "order" else req.options[:max(req.min, 1)]
        return True if req.kind == "yes_no" else req.options[0]


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


class UnknownBot(InnovationError):
    """A bot name that is neither registered nor an importable dotted path."""


def coach_bot(seed=None):
    """The coach (``innovation_nb.coach.CoachBot``) at 0.5 s per move; imported on first use."""
    from .coach import CoachBot

    return CoachBot(seed)


# name -> factory(seed) returning an object with ``move(game)``
BOTS = {"random": RandomBot, "greedy": GreedyBot, "coach": coach_bot}


def register_bot(name: str, factory) -> None:
    """Make ``factory`` (called with a seed, returns a bot) available to studies as ``name``."""
    if not isinstance(name, str) or not name.strip() or "." in name or ":" in name:
        raise UnknownBot(f"bot name: a plain word without dots or colons, got {shorten(name)}")
    if not callable(factory):
        raise UnknownBot(f"bot {name!r}: the factory must be callable (a class or a function of a seed)")
    BOTS[name] = factory


def bot_factory(name: str):
    """The factory for ``name``: a registered name, or ``"module:attr"`` / ``"module.attr"`` to import."""
    if not isinstance(name, str):
        raise UnknownBot(f"a bot is named by a string, got {shorten(name)}")
    if name in BOTS:
        return BOTS[name]
    if "." not in name and ":" not in name:
        guess = difflib.get_close_matches(name, list(BOTS), n=1)
        hint = f"did you mean {guess[0]!r}? " if guess else ""
        raise UnknownBot(f"unknown bot {shorten(name)}; {hint}the bots are {', '.join(sorted(BOTS))} "
                         f"(or a dotted path like 'mypackage.bots:MyBot')")
    module, _, attr = name.rpartition(":") if ":" in name else name.rpartition(".")
    try:
        factory = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise UnknownBot(f"bot {shorten(name)} cannot be imported: {e}") from None
    if not callable(factory):
        raise UnknownBot(f"bot {shorten(name)} is not callable (give a class or a function of a seed)")
    return factory
