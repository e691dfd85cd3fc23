"""Fit the evaluation's weights (``evaluate.WEIGHTS``) on games between bots, and print them.

    python -m innovation_nb.coach.fit [--games 1500] [--seed 0] [--bots greedy greedy]

Every position between actions of each 2-player game is a sample: the difference of the two players' features,
labelled by who won (draws left out). A logistic regression without intercept (the model is symmetric; whose
move it is is a feature) is fitted by Newton's method with a little ridge penalty, then the accuracy on the last
fifth of the games (held out) is printed.
"""

from __future__ import annotations

import argparse

import numpy as np

from ..bots import bot_factory, playing
from ..engine.game import Game
from .evaluate import FEATURES, features

MAX_MOVES = 5000  # a game between bots that has not ended by then is left out


def samples(games: int, seed: int, bots=("greedy", "greedy")):
    """``(X, y, game)`` arrays: feature differences (player 1 − player 2), 1 if player 1 won, the game number."""
    X, y, which = [], [], []
    factories = [bot_factory(b) for b in bots]
    for i in range(games):
        g = Game.new(["P1", "P2"], seed=seed + i, history=False)
        players = {"P1": factories[0](seed + 2 * i + 1), "P2": factories[1](seed + 2 * i + 2)}
        rows = []
        for _ in playing(g, players, MAX_MOVES):
            if g.pending is None:  # a position between actions
                s = g.state
                a, b = features(s, s.players[0]), features(s, s.players[1])
                rows.append([u - v for u, v in zip(a, b)])
        r = g.result
        if r is None or r.draw or not rows:  # unfinished (stopped) or drawn: no label
            continue
        label = 1.0 if "P1" in r.winners else 0.0
        X += rows
        y += [label] * len(rows)
        which += [i] * len(rows)
    return np.array(X, dtype=float), np.array(y), np.array(which)


def logistic(X, y, ridge: float = 1.0, steps: int = 30):
    """Weights of a logistic regression without intercept (Newton's method, ridge penalty)."""
    w = np.zeros(X.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-X @ w))
        grad = X.T @ (p - y) + ridge * w
        hess = (X * (p * (1 - p))[:, None]).T @ X + ridge * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bots", nargs=2, default=["greedy", "greedy"])
    a = ap.parse_args(argv)
    X, y, which = samples(a.games, a.seed, tuple(a.bots))
    cut = int(a.games * 0.8)
    train, test = which < cut, which >= cut
    w = logistic(X[train], y[train])
    acc = float(((X[test] @ w > 0) == (y[test] > 0.5)).mean())
    print(f"{len(y)} positions from {len(set(which))} decided games; held-out accuracy {acc:.3f}")
    print("WEIGHTS = {" + ", ".join(f'"{k}": {v:.4g}' for k, v in zip(FEATURES, w)) + "}")


if __name__ == "__main__":
    main()
