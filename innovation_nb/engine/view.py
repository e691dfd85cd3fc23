"""A player's view of the game: everything public, plus that player's own hand and score pile.

Hidden from a viewer: other players' hands and score piles (ages and counts shown), every standard
achievement's identity (ages shown; even to its owner), the supply's order and identities (counts shown).
"""
from __future__ import annotations

from ..cards.data import CARDS, COLORS
from .cities import board_achievements
from .endgame import achievements_needed
from .icons import icon_counts
from .text import PUBLIC, Reader, Text, names, render
from .visibility import can_see, who_sees


def _ages(cards) -> list[int]:
    return sorted(CARDS[c].age for c in cards)


def _achievements(items) -> list:
    """Claimed achievements as others see them: a special or a relic by name, a standard one by its age only."""
    return [{"special": a} if a not in CARDS else {"relic": a, "age": CARDS[a].age} if CARDS[a].relic
            else {"age": CARDS[a].age} for a in items]


def backs(cards) -> list[list]:
    """Hidden cards as their backs show them: [age, set], sorted."""
    return sorted([CARDS[c].age, CARDS[c].set] for c in cards)


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
        if p.team is not None:  # a team by its players: "you and Cat", "Ben and Dan"
            players[-1]["team_name"] = team_name(s, p.team, Reader(me if me is not None else PUBLIC, you=me))
        if p.lost:
            players[-1]["lost"] = True
        if s.expansions:  # the backs show each hidden card's set too
            players[-1].update(hand_backs=backs(p.hand), score_backs=backs(p.score))
        if "artifacts" in s.expansions:  # the display (Artifacts only) is public
            players[-1]["display"] = p.display
        if "echoes" in s.expansions:  # the forecast: its owner's alone; the score: the pile and the bonuses
            players[-1].update(forecast=list(p.forecast) if own else None, forecast_backs=backs(p.forecast),
                               score_parts={"pile": p.score_pile_total, "bonuses": p.visible_bonuses()})
        if "cities" in s.expansions:  # flags and fountains: achievements while the board shows them (public)
            players[-1]["board_achievements"] = board_achievements(s, p)
            if "echoes" not in s.expansions:
                players[-1]["score_parts"] = {"pile": p.score_pile_total, "bonuses": p.visible_bonuses()}
    reader = Reader(me if me is not None else PUBLIC, you=me)  # the viewer reads "you", the others by name
    req = request_view(game, game.pending, reader)
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
        # a frame's memory (what an effect noted for later) may name a hidden card: only the all-seeing view has it
        "frames": game.frames if me is None else [{k: v for k, v in f.items() if k != "memory"} for f in game.frames],
        "pending": req,
        "pending_all": [request_view(game, r, reader) for r in game.pending_all],
        "result": dict(s.result.to_dict(), detail=result_detail(game, reader)) if s.result else None,
        **({"expansions": list(s.expansions), "relics": list(s.relics) if s.relics_on else None,
            "free_action": s.free_action,
            "supplies": {k: {str(a + 1): len(pile) for a, pile in enumerate(v)} for k, v in s.supplies.items()}}
           if s.expansions else {}),
    }


def team_name(state, team, reader: Reader) -> str:
    """A team by its players' names for ``reader`` ("you and Cat", "Ben and Dan"), never by its number."""
    return Text(*names([p.name for p in state.players if p.team == team])).render(reader)


def result_detail(game, reader: Reader) -> str:
    """How the game ended, in ``reader``'s words ("you have 6 achievements (6 needed) and win"): the words of the
    game's end event; a game loaded from a save keeps only the all-seeing sentence."""
    s = game.state
    if s.result is None:
        return ""
    for ev in reversed(game.events):
        if ev.kind == "end":
            text = (ev.data or {}).get("text")
            if isinstance(text, Text) and text.parts and text.parts[0] == _END:
                return Text(*text.parts[1:]).render(reader)
            break
    return render(s.result.detail, reader)


_END = "The game ends: "  # how the end event's words begin (engine/endgame.py)


def request_view(game, req, reader: Reader) -> dict | None:
    """A pending request as ``reader`` may see it: its maker sees it whole; others see who must choose what, the
    prompt with hidden cards by age, and the options only when they may see every one (never for a secret
    choice)."""
    if req is None:
        return None
    if reader.viewer is None or req.player == reader.viewer:
        return req.for_reader(reader, True)
    shown = not req.hidden and (req.kind not in ("cards", "order") or all(
        c not in CARDS or _sees(game, reader.viewer, c) for c in req.options))
    if shown:
        return req.for_reader(reader, True)
    return {"player": req.player, "kind": req.kind, "prompt": render(req.prompt_text(), reader),
            "title": req.title().render(reader), "hidden": True}


def _sees(game, viewer, card) -> bool:
    if viewer == PUBLIC:
        return who_sees(game, card) is None
    return can_see(game, viewer, card)
