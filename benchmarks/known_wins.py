"""The coach on positions whose answer is known: every shipped puzzle whose goal is "win" (the solver proved that
its first move wins within the budget, whatever the other players answer). For each, the coach advises the solving
player from that player's own view (``suggest``, the hidden cards dealt anew, as in a game) and the benchmark counts
how often its best move is the puzzle's winning first move. Effort is counted in simulations, so the figures are the
same on any machine.

    python benchmarks/known_wins.py [--simulations N] [--seed 0] [--limit K]

Prints the share found, with its 95% (Wilson) interval, by budget, and the puzzles missed. Goal: at least 98%.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.coach import prepare, suggest  # noqa: E402
from innovation_nb.coach.proof import Prover  # noqa: E402
from innovation_nb.puzzles import pack  # noqa: E402
from innovation_nb.simulate.summary import wilson  # noqa: E402


def first_move(puzzle) -> str:
    return str(puzzle.intended[0])


def sure_from_the_view(puzzle, seed: int) -> bool:
    """Whether the puzzle's first move wins on every deal of the cards its solver could not see (as the coach
    proves it): a puzzle whose win needs a card nobody could see cannot be found from the player's view."""
    who, knowledge, candidates, _ = prepare(puzzle.start_game(), None, seed)
    want = first_move(puzzle)
    cand = next((c for c in candidates if c.move.kind == "action" and str(c.move.value) == want), None)
    return cand is not None and Prover(knowledge, seed).win(cand) is not None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--simulations", type=int, default=None, help="per position (default: the coach's default)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, default=None, help="only the first K puzzles")
    args = ap.parse_args(argv)
    puzzles = pack.load(goals=["win"])[: args.limit]
    print(f"{len(puzzles)} shipped puzzles whose goal is to win; load {os.getloadavg()[0]:.1f}")
    found, missed, by_budget, unsound = 0, [], {}, 0
    start = time.process_time()
    for i, p in enumerate(puzzles):
        g = p.start_game()
        kw = {"simulations": args.simulations} if args.simulations else {}
        ranked = suggest(g, seed=args.seed + i, progress=False, **kw)
        ok = str(ranked.best.action) == first_move(p) if ranked.best.kind == "action" else False
        b = by_budget.setdefault(p.actions, [0, 0])
        b[0] += ok
        b[1] += 1
        found += ok
        if not ok:
            sure = sure_from_the_view(p, args.seed + i)
            unsound += not sure
            missed.append(
                (
                    p.name,
                    first_move(p),
                    ranked.best.move,
                    f"{ranked.best.win_rate:.0%}",
                    "" if sure else " (its win needs cards the player cannot see)",
                )
            )
    lo, hi = wilson(found, len(puzzles))
    cpu = time.process_time() - start
    print(
        f"coach's best = the winning first move: {found} of {len(puzzles)} ({found / len(puzzles):.1%}, 95% "
        f"interval {lo:.1%}–{hi:.1%}); {cpu / len(puzzles):.2f} CPU s per position"
    )
    for budget, (k, n) in sorted(by_budget.items()):
        print(f"  budget {budget}: {k} of {n}")
    sound = len(puzzles) - unsound
    print(
        f"of the {sound} whose win holds whatever the hidden cards (the coach's own proof): {found} "
        f"({found / sound:.1%})"
    )
    for name, want, got, rate, why in missed:
        print(f"  missed {name}: wins with {want}; the coach chose {got} ({rate}){why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
