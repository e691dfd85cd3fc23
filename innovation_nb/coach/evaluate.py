"""A position's value without playing it out: each side's chance to win, from a few public features of each player.

Each player gets a *strength* ``w · features``; a side's chance to win is its share of ``exp(strength)`` (for two
players: the logistic of the difference). The weights ``WEIGHTS`` were fitted by logistic regression on positions
of games between greedy bots (``python -m innovation_nb.coach.fit`` fits them again and prints them). Only what
every player sees is used (counts and ages of hidden cards, never their identities), so the value is the same in
every determinization that agrees with a player's view.
"""

from __future__ import annotations

import math

from ..cards.data import CARDS
from ..engine.endgame import achievement_count, achievements_needed, sides
from ..engine.icons import icon_vector

FEATURES = (
    "achievements",
    "one_to_go",
    "score",
    "top_max",
    "top_sum",
    "colors",
    "splayed",
    "icons",
    "icon_max",
    "hand",
    "hand_ages",
    "eligible",
    "actions",
)

# Fitted by ``python -m innovation_nb.coach.fit --games 1500 --seed 1000`` (2-player games between greedy bots:
# 167522 positions, 69.4% of the held-out games' positions called right).
WEIGHTS = {
    "achievements": 0.3995,
    "one_to_go": 0.1487,
    "score": 0.01234,
    "top_max": 0.2146,
    "top_sum": 0.005553,
    "colors": -0.1237,
    "splayed": -0.09961,
    "icons": 0.06509,
    "icon_max": 0.02917,
    "hand": -0.008223,
    "hand_ages": 0.004949,
    "eligible": 0.5477,
    "actions": 0.03412,
}
_SPLAY = {None: 0, "left": 1, "right": 2, "up": 3}


def features(state, p, need: int | None = None) -> list[float]:
    """The features of player ``p`` (in ``FEATURES`` order)."""
    need = achievements_needed(state) if need is None else need
    have = achievement_count(state, p)
    tops = [CARDS[q.cards[-1]].value for q in p.board if q.cards]
    top_max = max(tops, default=0)
    score = p.score_total
    icons = icon_vector(p)
    eligible = sum(1 for c in state.achievements if score >= 5 * CARDS[c].age and top_max >= CARDS[c].age)
    actions = state.actions_left if state.current_player is p and state.phase == "play" else 0
    return [
        have,
        1.0 if have >= need - 1 else 0.0,
        score,
        top_max,
        sum(tops),
        len(tops),
        sum(_SPLAY[q.splay] for q in p.board),
        sum(icons),
        max(icons),
        len(p.hand),
        sum(CARDS[c].age for c in p.hand),
        min(eligible, 2),
        actions,
    ]


def strength(state, p, need: int | None = None, weights=None) -> float:
    w = weights or WEIGHTS
    return sum(w[k] * f for k, f in zip(FEATURES, features(state, p, need)))


def win_chance(state, name: str, weights=None) -> float:
    """``name``'s chance to win from this position: 1 or 0 (a share on a draw) once the game is over, else the
    model's estimate."""
    r = state.result
    if r is not None:
        if name in r.winners:
            return 1.0 / len(r.winners) if r.draw else 1.0
        me = state.player(name)
        if any(state.teammates(me, state.player(w)) for w in r.winners):
            return 1.0
        return 0.0
    need = achievements_needed(state)
    me = state.player(name)
    values, mine = [], None
    for side in sides(state):
        v = sum(strength(state, q, need, weights) for q in side) / len(side)
        values.append(v)
        if me in side:
            mine = v
    if mine is None:  # a player who has lost
        return 0.0
    top = max(values)
    total = sum(math.exp(v - top) for v in values)
    return math.exp(mine - top) / total
