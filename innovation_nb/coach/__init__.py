"""The coach: what to do here, and why.

    from innovation_nb.coach import suggest
    for s in suggest(game, simulations=200, seed=1)[:3]:
        print(s.action, f"{s.win_rate:.0%}", s.interval, s.simulations)
        print(s.explanation)

``suggest`` ranks the legal actions of the player to act (or the answers to the decision waiting for them) by
simulation, and says why in words. It never looks at what that player cannot see: each simulation deals the hidden
cards anew, consistently with that player's view (``determinize``). See docs/coach.md.
"""

from __future__ import annotations

import random
import time

from ..engine.game import Game
from ..engine.moves import Move
from ..errors import shorten
from ..progress import close_reporter, in_notebook, reporter
from .candidates import action_candidates, answer_candidates
from .determinize import CoachError, Knowledge
from .policy import PlayoutPolicy
from .proof import Prover
from .reasons import explanation, move_words
from .search import DEPTH, Search, certainty, clearly_below, game_trial

DEFAULT_SIMULATIONS = 600  # the default effort of a question: the same advice on any machine, however busy
BOT_SIMULATIONS = 300  # a coach bot's effort a move, by default
DEFAULT_SECONDS = 2.0  # a time budget, when one is asked for (``seconds=``): the advice then varies with the load
MAX_SECONDS = 600.0
MAX_SIMULATIONS = 1_000_000


class Suggestion:
    """One ranked move. ``action``: the action (an ``Action``) or, for a pending decision, the answer to give;
    ``win_rate``: the estimated chance to win after it (0 to 1); ``interval``: its 95% interval;
    ``simulations``: how many simulations tried it; ``explanation``: why, in words, for the advised player;
    ``close_to_best``: too close to the best move to call with these simulations (for the best move itself: the
    next one is too close to it, so it is not clearly the best); ``words``: the move in the game's words, for the
    advised player ("meld Oars (1) first", "return Oars (1)", "splay red left")."""

    __slots__ = (
        "action",
        "kind",
        "win_rate",
        "interval",
        "simulations",
        "explanation",
        "outcome",
        "close_to_best",
        "words",
        "proof",
        "lost",
    )

    def __init__(self, action, kind, win_rate, interval, simulations, explanation, outcome):
        self.action = action
        self.kind = kind  # "action" or "answer"
        self.win_rate = win_rate
        self.interval = interval
        self.simulations = simulations
        self.explanation = explanation
        self.outcome = outcome
        self.close_to_best = False
        self.words = None  # the move in the game's words ("meld Oars (1) first", "splay red left")
        self.proof = None  # a win proved (``coach.proof.Proof``): it wins whatever the others answer
        self.lost = None  # a loss proved: an opponent's win that nothing the player does can stop

    @property
    def move(self) -> str:
        """The move in words (``Move.words``): ``"dogma Sailing"``, or the answer (``"Archery, Oars"``, ``"yes"``,
        ``"nothing (declined)"``)."""
        return str(Move(None, self.kind, self.action).words())

    def to_dict(self) -> dict:
        """Plain data (for widgets and tables)."""
        return {
            "move": self.move,
            "words": self.words or self.move,
            "kind": self.kind,
            "win_rate": self.win_rate,
            "interval": list(self.interval),
            "simulations": self.simulations,
            "explanation": self.explanation,
            "close_to_best": self.close_to_best,
            "action": str(self.action) if self.kind == "action" else self.action,
        }

    def __repr__(self) -> str:
        lo, hi = self.interval
        return f"<Suggestion {self.move}: {self.win_rate:.0%} ({lo:.0%}–{hi:.0%}), {self.simulations} simulations>"


class Suggestions(list):
    """The ranked suggestions, best first (a list), with what the search spent: ``player``, ``simulations`` (in
    all), ``seconds``, ``seed``, and ``cancelled`` if it was stopped early."""

    def __init__(self, items, player, simulations, seconds, seed, cancelled=False):
        super().__init__(items)
        self.player = player
        self.simulations = simulations
        self.seconds = seconds
        self.seed = seed
        self.cancelled = cancelled

    @property
    def best(self) -> Suggestion:
        return self[0]

    @property
    def decided(self) -> bool:
        """Is the first move clearly ahead of the next one with these simulations? If not, the moves at the top
        are too close to call, and none should be shown as the best."""
        return len(self) < 2 or not self[0].close_to_best

    def verdict(self) -> str:
        """The search in one sentence: which move is best, or that the top moves are too close to call."""
        if not self:
            return "No move to compare."
        if self.decided:
            return f"Best: {self[0].words or self[0].move}."
        close = [s.words or s.move for s in self if s.close_to_best or s is self[0]]
        many = f"these {len(close)} moves" if len(close) > 2 else "these two moves"
        return (
            f"{many.capitalize()} are too close to call with {self.simulations} simulations: "
            f"{', '.join(close)}. More simulations might separate them."
        )

    def to_frame(self):
        """A pandas table: one row per move, best first."""
        import pandas as pd

        return pd.DataFrame(
            [
                {
                    "move": s.move,
                    "win_rate": s.win_rate,
                    "low": s.interval[0],
                    "high": s.interval[1],
                    "simulations": s.simulations,
                    "explanation": s.explanation,
                }
                for s in self
            ]
        )

    def __str__(self) -> str:
        lines = [
            f"Coach for {self.player}: {self.simulations} simulations in {self.seconds:.1f} s"
            + (" (stopped early)" if self.cancelled else ""),
            self.verdict(),
        ]
        for i, s in enumerate(self, start=1):
            lines.append(f"{i:>2}. {s.explanation}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from html import escape

        rows = "".join(
            f"<tr><td>{i}</td><td><b>{escape(s.move)}</b></td><td>{s.win_rate:.0%}</td>"
            f"<td>{s.interval[0]:.0%}–{s.interval[1]:.0%}</td><td>{s.simulations}</td>"
            f"<td style='text-align:left'>{escape(s.explanation)}</td></tr>"
            for i, s in enumerate(self, start=1)
        )
        return (
            f"<p>Coach for {escape(self.player)}: {self.simulations} simulations in {self.seconds:.1f} s. "
            f"{escape(self.verdict())}</p>"
            "<table><tr><th>#</th><th>move</th><th>chance to win</th><th>95% interval</th><th>simulations</th>"
            f"<th>why</th></tr>{rows}</table>"
        )


def to_act(game: Game) -> str:
    """Who must move now (``Game.to_act``): the player asked to decide, else the current player."""
    if game.over:
        raise CoachError("the game is over: there is nothing to suggest")
    if game.pending is None and game.resolving:
        raise CoachError("an action is resolving without a decision: step or run it first")
    return game.to_act


def prepare(game: Game, player=None, seed=None):
    """What the search needs, taken from the game now: the advised player, what they know, the moves to compare
    and the seed. (``suggest`` calls it; a widget calls it before searching in the background.)"""
    if not isinstance(game, Game):
        raise CoachError(f"suggest needs a Game, got {type(game).__name__}")
    if player is not None and not isinstance(player, str):
        player = game.player(player).name
    name = player or to_act(game)
    if name not in game.state.player_names:
        raise CoachError(
            f"player: no player named {shorten(name)}; the players are {', '.join(game.state.player_names)}"
        )
    if game.over:
        raise CoachError("the game is over: there is nothing to suggest")
    if seed is None:
        seed = random.randrange(2**31)
    elif not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise CoachError(f"seed: a whole number ≥ 0 or None, got {shorten(seed)}")
    req = next((r for r in game.pending_all if r.player == name), None)
    if req is not None:
        candidates = answer_candidates(req, random.Random(seed))
    elif game.pending is not None:
        raise CoachError(f"it is {game.pending.player}'s decision, not {name}'s")
    elif game.resolving:
        raise CoachError("an action is resolving without a decision: step or run it first")
    elif game.current_player.name != name:
        raise CoachError(f"it is {game.current_player.name}'s turn, not {name}'s: the coach advises the player to act")
    else:
        candidates = action_candidates(game)
    return name, Knowledge(game, name), candidates, seed


def suggest(
    game: Game,
    player=None,
    seconds: float | None = None,
    seed: int | None = None,
    simulations: int | None = None,
    *,
    progress=None,
    cancel=None,
    depth: int = DEPTH,
    terminology: str = "asmadi",
) -> Suggestions:
    """Rank the moves of ``player`` (default: the player to act) by simulation, best first.

    ``simulations``: the total number of simulations (split evenly, so up to a few fewer are run; the result then
    depends only on ``seed``; ``DEFAULT_SIMULATIONS`` when neither this nor ``seconds`` is given); or about
    ``seconds`` of search, so the number of simulations, and the ranking, vary with the machine's speed. ``seed``:
    the same seed and simulation count give the same suggestions (None: a fresh seed). ``progress``: None shows a
    bar in a notebook only, True a bar anywhere, False none, or a function ``progress(done, total)``. ``cancel``: a
    function returning True to stop early (the suggestions so far are returned, ``cancelled`` set). ``depth``:
    actions the others play out after the player's turn before the position is valued.
    """
    if simulations is None and seconds is None:
        simulations = DEFAULT_SIMULATIONS
    if simulations is not None:
        if not isinstance(simulations, int) or isinstance(simulations, bool) or not 1 <= simulations <= MAX_SIMULATIONS:
            raise CoachError(f"simulations: a whole number from 1 to {MAX_SIMULATIONS}, got {shorten(simulations)}")
    elif not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= MAX_SECONDS:
        raise CoachError(f"seconds: a number of seconds above 0 and at most {MAX_SECONDS:g}, got {shorten(seconds)}")
    if not isinstance(depth, int) or isinstance(depth, bool) or not 0 <= depth <= 200:
        raise CoachError(f"depth: a whole number of actions from 0 to 200, got {shorten(depth)}")
    name, knowledge, candidates, seed = prepare(game, player, seed)
    return run(
        game,
        name,
        knowledge,
        candidates,
        seed,
        simulations=simulations,
        seconds=seconds,
        progress=progress,
        cancel=cancel,
        depth=depth,
        terminology=terminology,
    )


def run(
    game,
    name,
    knowledge,
    candidates,
    seed,
    *,
    simulations=None,
    seconds=DEFAULT_SECONDS,
    progress=None,
    cancel=None,
    depth=DEPTH,
    terminology="asmadi",
) -> Suggestions:
    """The search and the explanations (``suggest`` without the checks). ``game`` is only read for the
    explanations' public facts."""
    if progress is None:  # the default: a bar in a notebook only
        progress = in_notebook()
    # a bar counts the simulations when a number of them was asked for, else the share of the time spent
    bar = reporter(
        progress, "simulations" if simulations is not None else "%", total=simulations, share=simulations is None
    )
    start = time.perf_counter()
    search = Search(candidates, game_trial(knowledge, candidates, seed, depth), prover=Prover(knowledge, seed))
    done = False
    try:
        search.run(simulations, None if simulations is not None else seconds, bar, cancel)
        done = not search.cancelled
    finally:
        close_reporter(bar, complete=done)  # left short only when the search was stopped
    ranked = search.ranked()
    best = ranked[0] if ranked else None
    second = ranked[1] if len(ranked) > 1 else None
    items = []
    for c in ranked:
        s = Suggestion(
            c.action,
            c.kind,
            *certainty(c),
            c.n,
            explanation(game, name, c, best, terminology, runner_up=second if c is best else None),
            c.outcome,
        )
        s.proof, s.lost = c.proof, c.lost
        s.close_to_best = c is not best and not clearly_below(c, best)
        s.words = move_words(game, name, c)
        items.append(s)
    if items and second is not None:
        items[0].close_to_best = items[1].close_to_best
    return Suggestions(items, name, search.simulations, time.perf_counter() - start, seed, search.cancelled)


class CoachBot:
    """A bot that plays the coach's first suggestion: ``CoachBot(seed)`` searches ``BOT_SIMULATIONS`` simulations a
    move (``simulations=`` another number; ``seconds=`` a time budget instead, which then varies with the load).
    Moves with a single legal choice are made at once. In a game kept without history (the fast mode studies use) a
    decision in the middle of an action cannot be searched: it is answered by the playout policy, as is the rare
    decision for which no deal of the hidden cards replays to what the bot saw (``fallbacks`` counts both)."""

    def __init__(self, seed=None, seconds: float | None = None, simulations: int | None = None, depth: int = DEPTH):
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.simulations = BOT_SIMULATIONS if simulations is None and seconds is None else simulations
        self.depth = depth
        self.fallbacks = 0  # decisions answered by the policy (no history to search them)

    def move(self, game: Game):
        req = game.pending
        if req is None:
            acts = game.legal_actions()
            if len(acts) == 1:
                return acts[0]
        elif not game.keeps_history:
            self.fallbacks += 1
            return PlayoutPolicy(self.rng).answer(req)
        try:
            ranked = suggest(
                game,
                seconds=self.seconds,
                simulations=self.simulations,
                seed=self.rng.randrange(2**31),
                progress=False,
                depth=self.depth,
            )
        except CoachError:  # no deal of the hidden cards replays to what was seen (rare): a quick answer
            self.fallbacks += 1
            return PlayoutPolicy(self.rng).move(game)
        return ranked[0].action


__all__ = ["CoachBot", "CoachError", "Suggestion", "Suggestions", "suggest"]
