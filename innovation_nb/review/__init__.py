"""Game review: each decision one player made, judged by the coach from what that player could see.

    from innovation_nb.review import review
    r = review(game, "Ann", simulations=200, seed=1)     # a Game with history, or a save
    r                                                    # in a notebook: the summary, the curve, the moves
    for m in r.key_moments:
        print(m.turn, m.played, m.best, f"{m.loss:.0f} points", m.klass)
        print(m.explanation)

For every decision of the player (actions, and answers to the game's questions) the position before it is
rebuilt, the coach searches it from that player's view (the hidden cards dealt anew, as the coach always does),
and the move played is compared with the coach's best on the same fresh deals: the loss of chance to win, with a
95% interval, decides the class (best, good, inaccuracy, mistake, blunder, or too close to call). Positions are
judged in parallel (local processes, or a Dask cluster). See docs/review.md.
"""

from __future__ import annotations

from .arguments import ReviewError, check_callable, check_effort, check_player, check_seed, check_workers, load_game
from .classes import CLASSES, accuracy, classify, move_accuracy
from .judge import SIMULATIONS
from .played import Decision, decisions
from .report import Move, Review, Reviews
from .retry import Retry, hint, retry
from .run import judge_all


def review(
    game,
    player,
    *,
    seconds: float | None = None,
    simulations: int | None = None,
    seed: int | None = None,
    client=None,
    workers: int | None = None,
    progress=True,
    hindsight: bool = False,
    cancel=None,
) -> Review | Reviews:
    """Review ``player``'s decisions in ``game`` (a Game kept with history, finished or not; or a save: its JSON
    text, bytes, dict, or a path to it). ``player``: a name (a ``Review``), or a list of names (``Reviews``: each
    player's review side by side, judged in one run, and the curve of every turn).

    Effort per position, at most: ``simulations`` (default ``judge.SIMULATIONS``: a third for the coach's search,
    the rest to compare your move with its best on the same deals, pairs being added only until the class is
    decided; the review then depends only on the game, ``seed`` and ``simulations``, never on the machine's load),
    or else about ``seconds`` (split the same way, all of it spent). ``seed``: None draws one (``Review.seed``).
    ``client``: a Dask ``Client``, cluster or scheduler address to judge on; else ``workers`` local processes (by
    default one per core; 1 judges in this process). ``progress``: True for a bar, False for none, or a function
    ``progress(done, total)``. ``cancel``: a function asked between positions; when it returns True the review
    stops and what was judged comes back, marked incomplete. ``hindsight``: judge from the true position (every
    hidden card shown, nothing dealt) — every text then says so.
    """
    if simulations is None and seconds is None:
        simulations = SIMULATIONS
    check_effort(seconds, simulations)
    if not isinstance(hindsight, bool):
        raise ReviewError("hindsight", f"True or False, got {type(hindsight).__name__}")
    seed = check_seed(seed)
    workers = check_workers(workers)
    check_callable(cancel, "cancel")
    if not (progress is True or progress is False or callable(progress)):
        raise ReviewError("progress", "True, False or a function progress(done, total)")
    game = load_game(game).fork()  # a copy: the game given is never moved
    several = isinstance(player, (list, tuple))
    players = [check_player(game, p) for p in player] if several else [check_player(game, player)]
    if several and (not players or len(set(players)) != len(players)):
        raise ReviewError("player", "a player's name, or a list of different players' names")
    every = decisions(game)
    for p in players:
        if not any(d.player == p for d in every):
            raise ReviewError("player", f"{p} made no decision in this game yet: there is nothing to review")
    todo = [d for d in every if d.player in players]
    settings = {
        "seed": seed,
        "simulations": simulations,
        "seconds": None if simulations is not None else seconds,
        "hindsight": hindsight,
    }
    results, complete = judge_all(
        game, todo, settings, client=client, workers=workers, progress=progress, cancel=cancel
    )
    found = {r["input"] for r in results}
    reviews = [
        Review(
            game,
            p,
            [d for d in todo if d.player == p],
            [r for r in results if r["input"] in {d.input for d in todo if d.player == p}],
            seed=seed,
            simulations=simulations,
            seconds=settings["seconds"],
            hindsight=hindsight,
            complete=complete and all(d.input in found for d in todo if d.player == p),
        )
        for p in players
    ]
    return Reviews(reviews) if several else reviews[0]


__all__ = [
    "CLASSES",
    "Decision",
    "Move",
    "Review",
    "Retry",
    "Reviews",
    "ReviewError",
    "accuracy",
    "classify",
    "decisions",
    "move_accuracy",
    "hint",
    "retry",
    "review",
]
