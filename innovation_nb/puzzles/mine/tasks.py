"""How a mining run is cut into tasks, and their outcomes put back together into exactly the puzzles one process
finds playing each game from its start.

Most positions take a few milliseconds, a few take many seconds, and they gather late in some games: a game per
task leaves a worker idle while another mines the one long game. With several workers, a task is ``BLOCK``
positions of a game (every task plays the game from its start again, which costs little beside the searches).

What links a game's positions is the rule that a puzzle is not found again: a position whose first puzzle has a
goal and first move already found earlier in the game carries on to its next candidates. A task knows only the
pairs found in its own positions, a subset of the game's, so a position it finds nothing at has nothing, and a
puzzle it finds stands unless an earlier task found its pair. Once all of a game's tasks are back, its positions
are read in order with the pairs found so far; each position whose puzzle was found before carries on from that
candidate, with those pairs, as a new task — and so on until no position does.
"""

from __future__ import annotations

from collections import deque

from .miner import positions
from .spec import MineSpec

BLOCK = 2  # positions per task when several workers share a run


class Tasks:
    """The tasks of a run, read one by one (an iterator the runner reads as it goes, which grows as outcomes come
    back: ``take(outcome)``), and the games that are complete."""

    def __init__(self, spec: MineSpec, games, block: int | None = BLOCK):
        self.spec, self.block = spec, block
        self.todo = iter(games)
        self.queue: deque = deque()
        self.open: dict[int, int] = {}  # game: its tasks not back yet
        self.outcomes: dict[int, dict] = {}  # game: {ply: row or None}
        self.done: list[tuple[list[int], list[dict]]] = []

    def __iter__(self):
        return self

    def __next__(self):
        while not self.queue:
            game = next(self.todo)  # StopIteration: nothing to do until an outcome brings more
            self._start(game)
        return self.queue.popleft()

    def _start(self, game: int) -> None:
        self.outcomes[game] = {}
        if self.block is None:
            tasks = [(game, 0, None, None, None)]
        else:
            n = sum(1 for _ in positions(self.spec, game))  # playing a game alone takes milliseconds
            tasks = [(game, a, min(a + self.block, n), None, None) for a in range(0, n, self.block)]
        self.open[game] = len(tasks)
        self.queue.extend(tasks)
        if not tasks:
            self._settle(game)

    def games(self, outcomes):
        """The games complete, as ``([game], rows)``, as the tasks' ``outcomes`` (read from the runner) come in;
        closing this closes the runner."""
        try:
            for outcome in outcomes:
                yield from self.take(outcome)
            yield from self.take(None)
        finally:
            if hasattr(outcomes, "close"):
                outcomes.close()

    def take(self, result) -> list[tuple[list[int], list[dict]]]:
        """Record a task's outcome (None: none); return the games complete since the last call, as
        ``([game], rows)``."""
        if result is not None:
            (game, *_), outcomes = result
            for ply, row in outcomes:
                self.outcomes[game][ply] = row
            self.open[game] -= 1
            if not self.open[game]:
                self._settle(game)
        done, self.done = self.done, []
        return done

    def _settle(self, game: int) -> None:
        rows, again = resolve(self.outcomes[game])
        if again:
            # before the next games' tasks: a game is complete (and kept by a checkpoint) only when these are back
            self.queue.extendleft(reversed([(game, ply, ply + 1, seen, start) for ply, start, seen in again]))
            self.open[game] = len(again)
            return
        del self.open[game], self.outcomes[game]
        self.done.append(([game], [{k: v for k, v in r.items() if k not in ("again", "cursor")} for r in rows]))


def resolve(outcomes: dict) -> tuple[list[dict], list[tuple[int, tuple, list]]]:
    """A game's positions read in order: the puzzles that stand, and the positions to carry on — each with the
    candidate to carry on after and the pairs found before it."""
    found: set = set()
    rows, again = [], []
    for ply in sorted(outcomes):
        row = outcomes[ply]
        if row is None:
            continue
        pair = tuple(row["again"])
        if pair in found:
            again.append((ply, tuple(row["cursor"]), sorted(found)))
            continue
        found.add(pair)
        rows.append(row)
    return rows, again
