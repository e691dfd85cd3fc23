"""A player's view of the game: everything public, plus that player's own hand and score pile.

Hidden from a viewer: other players' hands and score piles (ages and counts shown), every standard
achievement's identity (ages shown; even to its owner), the supply's order and identities (counts shown).
"""
from __future__ import annotations

from ..cards.data import CARDS, COLORS
from .endgame import achievements_needed
from .icons import icon_counts


def _ages(cards) -> list[int]:
    return sorted(CARDS[c].age for c in cards)


def _achievements(items) -> list:
    return [{"special": a} if a not in CARDS else {"age": CARDS[a].age} for a in items]


def view(game, viewer=None) -> dict:
    s = game.state
    me = s.player(viewer).name if viewer is not None else None
    players = []
    for p in s.players:
        own = p.name == me
        players.append({
            "name": p.name,
            "team": p.team,
            "hand": list(p.hand) if own else None,
            "hand_ages": _ages(p.hand),
            "score": list(p.score) if own else None,
            "score_ages": _ages(p.score),
            "score_total": p.score_total,
            "achievements": _achievements(p.achievements),
            "board": {c: {"cards": list(q.cards), "splay": q.splay} for c, q in zip(COLORS, p.board) if q.cards},
            "icons": icon_counts(p),
        })
    pending = game.pending
    req = None
    if pending is not None:
        shown = pending.player == me or (not pending.hidden and (
            pending.kind not in ("cards", "order") or _public_options(s, pending)))
        req = pending.to_dict() if shown else {"player": pending.player, "kind": pending.kind,
                                                "prompt": pending.prompt, "hidden": True}
    return {
        "viewer": me,
        "players": players,
        "supply": {str(a + 1): len(pile) for a, pile in enumerate(s.supply)},
        "achievements": _ages(s.achievements),
        "specials": list(s.specials),
        "removed": len(s.removed),
        "turn": s.turn,
        "current": s.current_player.name if s.players else None,
        "actions_left": s.actions_left,
        "phase": s.phase,
        "edition": s.edition,
        "achievements_needed": achievements_needed(s),
        "frames": game.frames,
        "pending": req,
        "result": s.result.to_dict() if s.result else None,
    }


def _public_options(s, req) -> bool:
    """Options that are all on boards (public) may be shown to anyone."""
    on_boards = {c for p in s.players for q in p.board for c in q.cards}
    return all(c in on_boards for c in req.options)
