"""The moves the coach compares: the legal actions between actions, or the answers to a pending decision.

A card choice can have very many answers ("choose up to three of your nine cards"); past ``LIMIT`` the coach
keeps a spread of them: the highest and lowest cards for each count, then others drawn at random (from the
search's seed), always including declining when that is allowed.
"""
from __future__ import annotations

import itertools
import math
import random

from ..bots import option_age
from .search import Candidate

LIMIT = 16


def action_candidates(game) -> list[Candidate]:
    return [Candidate(a, "action") for a in game.legal_actions()]


def answer_candidates(req, rng: random.Random, limit: int = LIMIT) -> list[Candidate]:
    """Legal answers to ``req`` (each passes ``req.check``), at most ``limit`` (ties of the same cards kept
    once)."""
    kind = req.kind
    if kind == "yes_no":
        answers = [True, False]
    elif kind == "cards":
        answers = _card_sets(req, rng, limit)
    elif kind == "order":
        answers = _orders(req, rng, limit)
    else:
        answers = list(req.options) + ([None] if req.optional else [])
    out = []
    for a in answers[:limit]:
        req.check(a)  # never suggest an answer the game would refuse
        out.append(Candidate(a, "answer"))
    return out


def _card_sets(req, rng, limit) -> list:
    options = list(req.options)
    total = sum(math.comb(len(options), k) for k in req.counts)
    if total <= limit:
        return [list(c) for k in req.counts for c in itertools.combinations(options, k)]
    by_age = sorted(options, key=option_age)
    picks, seen = [], set()

    def add(cards):
        key = frozenset(cards)
        if key not in seen:
            seen.add(key)
            picks.append(list(cards))

    if 0 in req.counts:
        add([])
    for k in req.counts:
        if k:
            add(by_age[-k:])  # the highest
            add(by_age[:k])  # the lowest
    sizes = [k for k in req.counts if k]
    for _ in range(limit * 4):
        if len(picks) >= limit:
            break
        add(rng.sample(options, rng.choice(sizes)))
    return picks


def _orders(req, rng, limit) -> list:
    options = list(req.options)
    if math.factorial(len(options)) <= limit:
        return [list(p) for p in itertools.permutations(options)]
    by_age = sorted(options, key=option_age)
    picks = [by_age, by_age[::-1], options]
    while len(picks) < limit:
        picks.append(rng.sample(options, len(options)))
    out, seen = [], set()
    for p in picks:
        if tuple(p) not in seen:
            seen.add(tuple(p))
            out.append(p)
    return out
