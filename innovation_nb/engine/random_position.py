"""Random positions for sweeps and fuzzing: any card on top of the activator's board, random boards, hands,
score piles and splays for everyone."""

from __future__ import annotations

import random

from ..cards.data import CARDS, COLORS
from .position import PositionError, build_state


def random_position(card: str, seed: int, players: int | None = None, edition: str = "third", teams=None):
    """A GameState where the first player has ``card`` on top of its pile and may dogma it."""
    rng = random.Random(seed)
    n = players or rng.choice([2, 2, 3, 4])
    names = ["Ann", "Ben", "Cat", "Dan"][:n]
    for _attempt in range(50):
        pool = [c for c in CARDS if c != card and CARDS[c].set == "base" and not CARDS[c].relic]
        rng.shuffle(pool)
        spec_players: list[dict] = []
        for i, name in enumerate(names):
            board = {}
            for color in COLORS:
                k = rng.choice([0, 0, 1, 1, 2, 3, 4])
                cards = [c for c in pool if CARDS[c].color == color][:k]
                for c in cards:
                    pool.remove(c)
                if i == 0 and color == CARDS[card].color:
                    cards = [card] + cards
                if cards:
                    splay = rng.choice([None, "left", "right", "up"]) if len(cards) > 1 else None
                    board[color] = {"cards": cards, "splay": splay}
            hand = [pool.pop() for _ in range(rng.randint(0, 5))]
            score = [pool.pop() for _ in range(rng.randint(0, 6))]
            spec_players.append({"name": name, "hand": hand, "score": score, "board": board})
        spec = {
            "players": spec_players,
            "seed": rng.randrange(1 << 30),
            "edition": edition,
            "teams": teams,
            "current": names[0],
            "actions_left": rng.choice([1, 2]),
        }
        # Empty a few supply ages sometimes, to exercise skipping (cards go to the last player's score pile).
        if rng.random() < 0.3:
            for age in rng.sample(range(1, 11), rng.randint(1, 3)):
                spec_players[-1]["score"] += [c for c in pool if CARDS[c].age == age]
                pool = [c for c in pool if CARDS[c].age != age]
        try:
            return build_state(spec)
        except PositionError:
            continue  # e.g. someone already qualifies for a special achievement: try another
    raise RuntimeError(f"no valid random position for {card} from seed {seed}")
