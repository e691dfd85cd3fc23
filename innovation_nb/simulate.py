"""Random full games: the widest correctness net, and the engine's speed measure.

>>> g = random_game(seed=1)
>>> g.over
True
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .bots import RandomBot
from .engine.game import Game
from .engine.invariants import check_invariants

NAMES = ["Ann", "Ben", "Cat", "Dan"]


@dataclass
class GameSummary:
    seed: int
    players: int
    teams: bool
    edition: str
    winners: tuple
    reason: str
    turns: int
    actions: int
    decisions: int
    events: int
    dogmas: Counter = field(default_factory=Counter)


def random_game(seed: int, players: int = 2, teams: bool = False, edition: str = "third", check: bool = False,
                history: bool = False, trace: bool | None = None, max_moves: int = 20000,
                stats: dict | None = None) -> Game:
    """Play a whole game with random bots; with ``check``, verify the invariants after every event. Without
    ``history`` the game keeps no undo and (unless ``trace``) records only rule events: the fast mode.
    ``stats``, if given, receives the number of actions taken ("actions")."""
    g = Game.new(NAMES[:players], seed=seed, edition=edition, teams=teams if players == 4 else None,
                 history=history, trace=trace)
    bot = RandomBot(seed)
    moves = 0
    while not g.over:
        moves += 1
        if moves > max_moves:
            raise RuntimeError(f"random game {seed} did not finish in {max_moves} moves")
        if g.pending is not None:
            g.answer(bot.answer(g.pending), run=not check)
        elif g.resolving:
            g.step()
        else:
            g.apply(bot.action(g), run=not check)
            if stats is not None:
                stats["actions"] = stats.get("actions", 0) + 1
        if check:
            check_invariants(g.state)
            if g.resolving and g.pending is None:
                continue
    return g


def summarize(g: Game, seed: int, teams: bool = False) -> GameSummary:
    kinds = Counter(e.kind for e in g.events)
    dogmas = Counter(e.data["plan"]["card"] for e in g.events if e.kind == "card" and e.data and "plan" in e.data)
    return GameSummary(seed, len(g.players), teams, g.state.edition, g.result.winners, g.result.reason, g.state.turn,
                       kinds["action"] - 1, kinds["decision"], len(g.events), dogmas)


def run_games(n: int, players: int = 2, teams: bool = False, edition: str = "third", seed: int = 0,
              check: bool = False, progress: bool = False):
    """Play ``n`` random games; yields a GameSummary per game (a progress bar with ``progress``)."""
    seeds = range(seed, seed + n)
    if progress:
        seeds = _progress(seeds, n)
    for s in seeds:
        g = random_game(s, players, teams, edition, check, trace=True)  # the summary reads the action events
        yield summarize(g, s, teams)


def _progress(it, total):
    try:
        from tqdm.auto import tqdm
    except ImportError:  # a plain ipywidgets bar when tqdm is not installed
        return _widget_progress(it, total)
    return tqdm(it, total=total)


def _widget_progress(it, total):
    try:
        import ipywidgets as w
        from IPython.display import display
    except ImportError:
        yield from it
        return
    bar = w.IntProgress(min=0, max=total, description="games")
    display(bar)
    for x in it:
        yield x
        bar.value += 1
