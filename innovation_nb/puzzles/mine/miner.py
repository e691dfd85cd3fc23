"""Mining one game: the bots play it, and at each position between actions the solver is asked whether a goal can be
reached within a budget of the player to act, with only one first action that works. Runs wherever games are mined
(this process, a local worker, a Dask worker).

A candidate (a position, a goal, a budget) becomes a puzzle when, in this order:

1. **a solution exists and the first move is unique**: the exhaustive search (``solver.first_moves``) finds
   solutions after exactly one legal first action, and none shorter than the budget (a 2-action puzzle that a
   single action solves is not a 2-action puzzle);
2. **it is not trivial**: no glance rule picks its first move (``glance``: the Meld that leaves the most of the
   icon counted, the Dogma of the card whose text names the special achievement, the action that scores the
   most at once); at least ``min_first_moves`` legal first moves (a random first move finds it at most one time
   in that many), and the greedy bot, played ``greedy_trials`` times from the position, solves it in at most
   ``max_greedy`` of them;
3. **it is sound whatever is hidden** (``puzzles.soundness``): the mined scenario fixes every card (the solver
   needs every draw fixed), but a player in the solver's seat sees only their own cards, the boards and the backs
   of the rest. Over ``deals`` deals of what they cannot see (unless one decides for all), one plan that answers by
   what they observe must reach the goal, and no other first move may work in any — so a learner is not asked to
   guess;
4. **its solution is a plain line** the checker confirms (not a strategy that depends on the opponents' answers);
5. **its idea is new**: a puzzle of the same idea (``ideas.key``: the goal, the first move, the themes) is not
   in ``known`` (the ideas of the packs a spec names in ``distinct_from``).

Every search is bounded by ``max_positions`` (the same on any machine), so the same spec gives the same puzzles.
"""

from __future__ import annotations

import hashlib
import json
import math

from ...bot_games import game_seeds
from ...bots import GreedyBot, RandomBot, playing
from ...engine.game import Game
from ...errors import InnovationError
from ...scenario.model import Scenario
from ..checker import check
from ..errors import PuzzleError
from ..model import Puzzle, Question
from ..solver import SolveTimeout, first_moves, solve
from ..soundness import soundness
from ..themes import common
from . import glance, ideas, words
from .kinds import KINDS
from .spec import MineSpec

NAMES = ("Alice", "Bob", "Carol", "Dave")
MAX_MOVES = 20_000
PLAYS = 8  # concrete plays of a solution replayed for its themes (each theme must occur in all of them)


def new_game(spec: MineSpec, index: int, history: bool = False) -> tuple[Game, dict]:
    """Game ``index`` of ``spec`` at its start, and its bots by seat: it depends only on the spec's seed and
    ``index``, so every process (and the trainer's replay of a puzzle's game) meets the same game."""
    seed, bot_seeds = game_seeds(spec.seed, index, spec.players)
    names = NAMES[: spec.players]
    expansions, relics = spec.table(index)
    g = Game.new(names, seed=seed, edition=spec.edition, history=history, expansions=expansions, relics=relics)
    return g, {n: factory(s) for n, factory, s in zip(names, spec.factories(), bot_seeds)}


def positions(spec: MineSpec, index: int):
    """Play game ``index`` of ``spec`` and yield ``(ply, game, seed)`` at each position looked at (between actions,
    from the start, at most ``spec.positions``); the game goes on when the next one is asked for. Game ``index``
    depends only on the spec's seed and ``index``: every process that plays it meets the same positions."""
    g, bots = new_game(spec, index)
    seed = game_seeds(spec.seed, index, spec.players)[0]  # the game's own seed, as each position says
    ply = 0
    for _ in playing(g, bots, MAX_MOVES):
        if spec.positions is not None and ply >= spec.positions:
            break
        if g.pending is None and g.state.phase == "play":
            yield ply, g, seed
            ply += 1


def mine_game(spec: MineSpec, index: int) -> list[dict]:
    """Play game ``index`` of ``spec`` and return the puzzles found in it (one row each, by position order)."""
    rows = []
    seen: set = set()  # (goal, first move) found in this game: a position a few turns on often repeats it
    for ply, g, seed in positions(spec, index):
        row = mine_position(spec, g, index, ply, seed, seen)
        if row is not None:
            rows.append(row)
    return rows


def position_key(scenario: Scenario) -> str:
    """A position's identity: the SHA-256 of its scenario as canonical JSON (the same position from two games,
    or met twice, has the same key)."""
    text = json.dumps(scenario.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def mine_position(
    spec: MineSpec,
    g,
    game: int,
    ply: int,
    seed: int,
    seen: set | None = None,
    start: tuple[int, int, int] | None = None,
) -> dict | None:
    """The first puzzle found at ``g``'s position (goals in ``spec.goals`` order, then budgets), or None. ``seen``:
    the ``(goal, first move)`` pairs of the puzzles found earlier in the game, which are not found again; the new
    puzzle's pair is added. The row also holds that pair (``again``) and where among the candidates it was found
    (``cursor``): ``start=cursor`` carries on with the candidates after it, as if it had been in ``seen``."""
    try:
        scenario = Scenario.from_game(g)
    except InnovationError:
        return None
    state = g.state
    me = state.current_player
    turn = scenario.actions_left + (1 if scenario.free_action else 0)
    budgets = [b for b in spec.budgets if b <= turn]
    seen = set() if seen is None else seen
    for k, kind in enumerate(spec.goals):
        if start is not None and k < start[0]:
            continue
        ladders = KINDS[kind].ladders(state, me, spec.specials)
        for j, b in enumerate(budgets):
            carry_on = start is not None and (k, j) == start[:2]
            if start is not None and (k, j) < start[:2]:
                continue
            first = KINDS[kind].screen(ladders, spec.specials) if ladders else None
            if not carry_on and first and _reach(spec, scenario, first, b) == "unreachable":
                continue  # none of this kind's goals is within reach: one search instead of one per goal
            for n, ladder in enumerate(ladders):
                if carry_on and n <= start[2]:
                    continue
                for goal in ladder:  # hardest first: the first goal the budget reaches is the one tried
                    try:
                        verdict = judge(spec, scenario, goal, b, kind, seen)
                    except (InnovationError, ValueError, RecursionError):
                        verdict = "rejected"  # a request too large to search (PuzzleError), and the like
                    if verdict == "unreachable":
                        continue
                    if isinstance(verdict, dict):
                        verdict.update(
                            game=game,
                            ply=ply,
                            seed=seed,
                            position=position_key(scenario),
                            again=again_key(goal, verdict["first_move"]),
                            cursor=(k, j, n),
                        )
                        return verdict
                    break
    return None


def again_key(goal, first: str) -> tuple[str, str]:
    """What makes a puzzle the same as one found earlier in its game: its goal and its first move."""
    return json.dumps(goal, sort_keys=True), first


def _reach(spec, scenario, goal, budget) -> str:
    """ "unreachable" when no line within the budget reaches ``goal`` (as far as a bounded search can tell)."""
    try:
        moves, _ = first_moves(Question(scenario=scenario, goal=goal, budget=budget), max_positions=spec.max_positions)
    except PuzzleError:
        return "holds"  # one of them holds already: the goals are tried one by one
    except SolveTimeout:
        return "unknown"
    return "reachable" if any(c for _, _, c in moves) else "unreachable"


def judge(spec: MineSpec, scenario: Scenario, goal, budget: int, kind: str, seen: set, known=None):
    """A puzzle row for this candidate, or why not: "unreachable" (no solution within the budget: an easier goal
    of the ladder may do) or "rejected". ``known``: the ideas not to mine again (``ideas.key``; default: those of
    the packs ``spec.distinct_from`` names)."""
    try:
        p = Question(scenario=scenario, goal=goal, budget=budget)
    except PuzzleError:
        return "unreachable"  # the goal holds already (the ladder's easier goals too), or does not fit the position
    try:
        moves, positions = first_moves(p, max_positions=spec.max_positions)
    except (SolveTimeout, PuzzleError):
        return "rejected"
    good = [(a, d) for a, d, c in moves if c]
    if not good:
        return "unreachable"
    if len(good) != 1 or good[0][1] != budget or len(moves) < spec.min_first_moves:
        return "rejected"
    first = good[0][0]
    if glance.solved_by(p, kind, first) is not None:
        return "rejected"  # e.g. showing more of an icon by melding the card that has most of it: a count, no puzzle
    again = again_key(goal, first)
    if again in seen:
        return "rejected"
    greedy = greedy_rate(p, spec.greedy_trials)
    if greedy > spec.max_greedy:
        return "rejected"
    # sound whatever the solver cannot see: one plan in every deal, and no other first move in any
    if not soundness(p, first, deals=spec.deals, max_positions=spec.max_positions, moves=moves):
        return "rejected"
    try:
        result = solve(p, solutions=10, max_positions=spec.max_positions)
    except (SolveTimeout, PuzzleError):
        return "rejected"
    solution = next((s for s in result.solutions if s.line is not None), None)
    if solution is None or not check(p, solution.line).solved:
        return "rejected"
    themes, text = told(p, kind, goal, budget, first, solution)
    if ideas.key(goal, first, themes) in (ideas.shipped(spec.distinct_from) if known is None else known):
        return "rejected"  # an idea a pack already has
    random_rate = 1 / len(moves)
    score = difficulty(positions, greedy, random_rate)
    puzzle = Puzzle(
        name=None,
        title=text["title"],
        rule=text["rule"],
        topic="mined",
        view="seat",
        description=text["description"],
        difficulty=level(score),
        scenario=scenario,
        goal=goal,
        budget=budget,
        hints=[text["hint"]],
        explanation=text["explanation"],
        intended=solution.line,
    )
    seen.add(again)
    return {
        "title": text["title"],
        "hint": text["hint"],
        "goal": kind,
        "goal_text": text["goal"],
        "budget": budget,
        "first_move": first,
        "themes": themes,
        "sets": ["base", *scenario.expansions],
        "difficulty": round(score, 4),
        "level": level(score),
        "first_moves": len(moves),
        "positions": positions,
        "solutions": result.count,
        "greedy": greedy,
        "puzzle": puzzle,
    }


def told(p: Question, kind: str, goal, budget: int, first: str, solution) -> tuple[list[str], dict]:
    """A puzzle's themes — those of every play of its ``solution`` (up to ``PLAYS``), by what decides it
    (``Kind.order``) — and its texts (``words.texts``)."""
    plays = solution.plays()[:PLAYS]
    themes = KINDS[kind].order(common(p, plays), goal)
    return themes, words.texts(p, kind, goal, budget, first, themes, plays)


def greedy_rate(p: Question, trials: int) -> float:
    """The share of ``trials`` plays by the greedy bot (the other players' answers at random) that reach the goal
    within the budget."""
    if not trials:
        return 0.0
    ctx = p.context()
    wins = 0
    for k in range(trials):
        g = p.start_game(history=False)
        bot, others = GreedyBot(k), RandomBot(k)
        bots = {q.name: bot if q.name == p.solver else others for q in g.players}
        acts = 0
        for who in playing(g, bots):
            if g.pending is not None:
                continue  # a decision: the bot of whoever takes it answers
            if p.goal.holds(g.state, ctx):
                wins += 1
                break
            if acts >= p.actions or who != p.solver:
                break
            acts += 1
        else:  # the game is over: its end may reach the goal
            if p.goal.holds(g.state, ctx):
                wins += 1
    return wins / trials


def difficulty(positions: int, greedy: float, random_rate: float) -> float:
    """0 (easy) to 1 (hard): ``0.45 (1 - greedy) + 0.35 (1 - random) + 0.20 min(1, log10(positions) / 5)`` — how
    rarely the greedy bot and a random first move find it, and how large the search that proves it is."""
    search = min(1.0, math.log10(max(positions, 1)) / 5)
    return 0.45 * (1 - greedy) + 0.35 * (1 - random_rate) + 0.20 * search


LEVELS = (0.76, 0.84)  # difficulty below the first: level 1; below the second: level 2; else 3


def level(score: float) -> int:
    return 1 if score < LEVELS[0] else 2 if score < LEVELS[1] else 3
