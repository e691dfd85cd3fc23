"""Bots answer the same requests a person does: ``bot.move(game)`` returns an action (between actions) or an
answer (when ``game.pending`` is theirs). ``play(game, bots)`` runs a game to its end; ``playing(game, bots)`` is
the same loop, one move at a time.

Studies name their bots: ``BOTS`` maps a name to a factory taking a seed (``register_bot`` adds one), and
``bot_factory`` looks a name up there. A study can come from a file, so a name never imports anything by itself:
a bot from one's own module is passed as the class (``name_bot`` registers it), or imported by its dotted path
(``"mypackage.bots:CleverBot"``) only when the code asks for it (``bot_factory(name, allow_import=True)``). A
factory is a class with a ``move`` method, or a function of a seed returning an object with one."""

from __future__ import annotations

import difflib
import importlib
import itertools
import random
import types

from .cards.data import CARDS
from .engine.decisions import option_age
from .errors import InnovationError, clip, shorten


class RandomBot:
    """Uniformly random legal actions, and answers drawn by ``Request.random_answer``, reproducible from its
    seed."""

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def move(self, game):
        if game.pending is not None:
            return self.answer(game.pending)
        return self.action(game)

    def action(self, game):
        return self.rng.choice(game.legal_actions())

    def answer(self, req):
        return req.random_answer(self.rng)


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
            return list(req.options) if req.kind == "order" else req.options[: max(req.min, 1)]
        return True if req.kind == "yes_no" else req.options[0]


def playing(game, bots: dict, max_moves: int | None = None):
    """Let ``bots`` ({player name: bot}) play ``game``, one move at a time: yields the name of the player to move
    (the one ``game.pending`` waits for, else the player whose turn it is) before each move, which that player's bot
    makes when the next is asked for. Ends when the game is over, or after ``max_moves`` moves (None: no limit).
    The one loop of every game between bots: a study's, a mining run's, the greedy bot's tries at a puzzle, the
    coach's fitting; the caller looks at each position as it comes (without changing the game), and may stop at
    any."""
    for _ in range(max_moves) if max_moves is not None else itertools.count():
        if game.over:
            return
        req = game.pending
        who = game.to_act
        yield who
        if req is not None:
            game.answer(bots[who].move(game))
        else:
            game.apply(bots[who].move(game))


def play(game, bots: dict, max_moves: int = 5000):
    """Let ``bots`` ({player name: bot}) play ``game`` to its end (or ``max_moves``); returns the game."""
    for _ in playing(game, bots, max_moves):
        pass
    return game


class UnknownBot(InnovationError):
    """A bot name that is not registered (or a dotted path that cannot be imported), or something that is not a
    bot factory."""


# The coach plays with these bots (its playouts, its candidates), so it sits in the layer above them: the bots reach
# it by name, as a study reaches any bot, and never import it.
COACH = "innovation_nb.coach:CoachBot"


def coach_bot(seed=None):
    """The coach (``innovation_nb.coach.CoachBot``) at 0.5 s per move; looked up on first use."""
    module, _, attr = COACH.partition(":")
    return getattr(importlib.import_module(module), attr)(seed)


# name -> factory(seed) returning an object with ``move(game)``
BOTS = {"random": RandomBot, "greedy": GreedyBot, "coach": coach_bot}


def register_bot(name: str, factory) -> None:
    """Make ``factory`` (called with a seed, returns a bot) available to studies as ``name``."""
    if not isinstance(name, str) or not name.strip() or "." in name or ":" in name:
        raise UnknownBot(f"bot name: a plain word without dots or colons, got {shorten(name)}")
    check_factory(name, factory)
    BOTS[name] = factory


def check_factory(name: str, factory):
    """``factory`` if it can make bots: a class whose instances have a ``move`` method, or a function (of a seed)
    written in Python. What a function returns is checked when the bots are made (``check_bot``)."""
    if isinstance(factory, type):
        if not callable(getattr(factory, "move", None)):
            raise UnknownBot(f"bot {shorten(name)}: the class {factory.__qualname__} has no move(game) method")
        return factory
    # A function of the C library (len, os.getcwd) is never a bot factory; refusing them here stops a name
    # such as "os:getcwd" long before a game.
    if not callable(factory) or isinstance(factory, (types.BuiltinFunctionType, types.BuiltinMethodType)):
        raise UnknownBot(
            f"bot {shorten(name)} is {shorten(factory, 40)}, not a bot: give a class with a "
            f"move(game) method, or a function of a seed that returns such a bot"
        )
    return factory


def check_bot(name: str, bot):
    """``bot`` if it has a callable ``move`` (what a factory made)."""
    if not callable(getattr(bot, "move", None)):
        raise UnknownBot(f"bot {shorten(name)} made {shorten(bot, 40)}, which has no move(game) method")
    return bot


def name_bot(factory) -> str:
    """The name a study gives a bot passed as its class or factory function: the name it is registered under,
    else ``"module:qualified name"``, under which it is then registered (a class redefined in a notebook
    replaces the earlier one)."""
    for name, known in BOTS.items():
        if known is factory:
            return name
    module, qualname = getattr(factory, "__module__", None), getattr(factory, "__qualname__", None)
    if not isinstance(module, str) or not isinstance(qualname, str):
        raise UnknownBot(f"bot {shorten(factory, 40)} has no name: register it with register_bot(name, factory)")
    name = f"{module}:{qualname}"
    BOTS[name] = check_factory(name, factory)
    return name


def one_per_seat(bots, players) -> list:
    """``bots`` as a list of one bot per seat: one bot (a name, or a class given in code) plays every seat, or a list
    gives one per seat. A ValueError says what is wrong (for a spec's validator); the bots themselves are not
    looked up here."""
    if isinstance(bots, str) or (callable(bots) and not isinstance(bots, (list, tuple))):
        bots = [bots]
    if not isinstance(bots, (list, tuple)) or not bots:
        raise ValueError(f"a bot name, or a list of one bot name per seat (got {shorten(bots)})")
    if players is not None and len(bots) == 1:
        bots = list(bots) * players
    if players is not None and len(bots) != players:
        raise ValueError(f"one bot per seat: {players} players need {players} names (or one for all), got {len(bots)}")
    return list(bots)


def bot_factory(name: str, *, allow_import: bool = False):
    """The factory registered as ``name``. With ``allow_import`` (for names the code gives, never for names read
    from a file or a form: importing runs a module's code), ``"module:attr"`` or ``"module.attr"`` is imported,
    checked and registered under that name."""
    if not isinstance(name, str):
        raise UnknownBot(f"a bot is named by a string, got {shorten(name)}")
    if name in BOTS:
        return BOTS[name]
    plain = sorted(n for n in BOTS if "." not in n and ":" not in n)
    if "." not in name and ":" not in name:
        guess = difflib.get_close_matches(name, plain, n=1)
        hint = f"did you mean {guess[0]!r}? " if guess else ""
        raise UnknownBot(f"unknown bot {shorten(name)}; {hint}the bots are {', '.join(plain)} (register_bot adds one)")
    if not allow_import:
        raise UnknownBot(
            f"bot {shorten(name)} is not registered, and a bot's name never imports a module: pass "
            f"the class itself (bots=[MyBot, ...]), register it with register_bot('mybot', MyBot), "
            f"or load the study with Study.load(spec, import_bots=True)"
        )
    module, _, attr = name.rpartition(":") if ":" in name else name.rpartition(".")
    if not module or not attr:
        raise UnknownBot(
            f"bot {shorten(name)}: a dotted path names a module and what it holds, like 'mypackage.bots:MyBot'"
        )
    try:
        factory = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise UnknownBot(f"bot {shorten(name)} cannot be imported: {clip(str(e), 200)}") from None
    except Exception as e:  # the module's own code failed while it was imported
        raise UnknownBot(
            f"bot {shorten(name)} cannot be imported: importing {shorten(module)} raised "
            f"{type(e).__name__}: {clip(str(e), 200)}"
        ) from None
    BOTS[name] = check_factory(name, factory)
    return factory
