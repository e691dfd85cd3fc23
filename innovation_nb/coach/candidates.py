"""The moves the coach compares: the legal actions between actions, or the answers to a pending decision.

A card choice can have very many answers ("choose up to three of your nine cards"); past ``LIMIT`` the coach
keeps a spread of them (``Request.sample_answers``, from the search's seed): the highest and lowest cards for
each count, then others drawn at random, always including declining when that is allowed.
"""

from __future__ import annotations

import random

from ..engine.moves import Move
from .search import Candidate

LIMIT = 16


def action_candidates(game) -> list[Candidate]:
    name = game.current_player.name
    return [Candidate(Move(name, "action", a)) for a in game.legal_actions()]


def answer_candidates(req, rng: random.Random, limit: int = LIMIT) -> list[Candidate]:
    """Legal answers to ``req`` (each passes ``req.check``), at most ``limit`` (ties of the same cards kept
    once)."""
    return [Candidate(Move(req.player, "answer", a)) for a in req.sample_answers(rng, limit)]
