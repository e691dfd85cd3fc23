#!/usr/bin/env python3
"""Play many random games (2/3/4 players, teams, both editions) with the invariants checked after every event,
and report how they ended and any failure with its seed.

    python scripts/random_games.py [--games 10000] [--workers 2]
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

CONFIGS = [
    (2, False, "third"),
    (3, False, "third"),
    (4, False, "third"),
    (4, True, "third"),
    (2, False, "first"),
    (3, False, "first"),
    (4, False, "first"),
    (4, True, "first"),
]


def one(seed: int):
    from innovation_nb.simulate import random_game

    players, teams, edition = CONFIGS[seed % len(CONFIGS)]
    try:
        g = random_game(seed, players, teams, edition, check=True)
        return seed, (players, teams, edition), g.result.reason, g.result.draw, g.state.turn, None
    except Exception:
        return seed, (players, teams, edition), None, None, None, traceback.format_exc(limit=6)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--start", type=int, default=0)
    a = ap.parse_args()
    t0 = time.time()
    reasons, by_config, turns, failures = Counter(), Counter(), [], []
    with ProcessPoolExecutor(a.workers) as pool:
        for seed, cfg, reason, draw, turn, err in pool.map(one, range(a.start, a.start + a.games), chunksize=20):
            if err:
                failures.append((seed, cfg, err))
                continue
            reasons[reason + (" (draw)" if draw else "")] += 1
            by_config[cfg] += 1
            turns.append(turn)
    finished = sum(reasons.values())
    print(f"games: {a.games}, finished: {finished}, failures: {len(failures)}, {time.time() - t0:.0f} s")
    for r, n in reasons.most_common():
        print(f"  ended by {r:<20} {n:>6}  ({100 * n / max(finished, 1):.1f}%)")
    if turns:
        print(f"  turns per game: mean {sum(turns) / len(turns):.1f}, max {max(turns)}")
    for seed, cfg, err in failures[:20]:
        print(f"FAILED seed {seed} {cfg}:\n{err}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
