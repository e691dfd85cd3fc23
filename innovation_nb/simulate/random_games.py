"""Random full games: the widest correctness net, and the engine's speed measure.

>>> g = random_game(seed=1)
>>> g.over
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..bots import RandomBot
from ..engine.game import Game
from ..engine.invariants import check_invariants
from ..progress import close_reporter, reporter

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


def random_game(
    seed: int,
    players: int = 2,
    teams: bool = False,
    edition: str = "third",
    check: bool = False,
    history: bool = False,
    trace: bool | None = None,
    max_moves: int = 20000,
    stats: dict | None = None,
    expansions=(),
    relics: bool = False,
) -> Game:
    """Play a whole game with random bots; with ``check``, verify the invariants after every event. Without
    ``history`` the game keeps no undo and (unless ``trace``) records only rule events: the fast mode.
    ``stats``, if given, receives the number of actions taken ("actions"). ``expansions``/``relics`` as for
    ``Game.new``."""
    g = Game.new(
        NAMES[:players],
        seed=seed,
        edition=edition,
        teams=teams if players == 4 else None,
        history=history,
        trace=trace,
        expansions=expansions,
        relics=relics,
    )
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
    return GameSummary(
        seed,
        len(g.players),
        teams,
        g.state.edition,
        g.result.winners,
        g.result.reason,
        g.state.turn,
        kinds["action"] - 1,
        kinds["decision"],
        len(g.events),
        dogmas,
    )


def run_games(
    n: int,
    players: int = 2,
    teams: bool = False,
    edition: str = "third",
    seed: int = 0,
    check: bool = False,
    progress=False,
):
    """Play ``n`` random games; yields a GameSummary per game (``progress``: True for a bar, or a function
    ``progress(done, total)``). For studies with bots per seat, tables and many processes, see
    ``innovation_nb.simulate.run``."""
    report = reporter(progress, total=n)
    for s in range(seed, seed + n):
        g = random_game(s, players, teams, edition, check, trace=True)  # the summary reads the action events
        if report is not None:
            report(s - seed + 1, n)
        yield summarize(g, s, teams)
    close_reporter(report)
