"""What a viewer may see of a game: the one projection (``project``), and ``Game.view`` laid out from it.

The viewers: a seat (a player's name: everything public, plus their own hand, score pile and forecast),
``PUBLIC`` (a spectator: everything public) and ``TEACHING`` (the teaching view: every hand, score pile and
forecast face up). Hidden from everyone, the teaching view included: every standard achievement's identity (ages
shown; even to its owner), the supply's order and identities (counts shown), the removed cards (a count). Hidden
cards show their backs: the age and the set, sorted (the order of a hidden hand would tell which card of an age
left it).

``project`` decides it player by player and zone by zone, by the rule of each zone (``visibility.zone_seen``);
``Game.view`` here and the widgets' ``board_snapshot`` take what a viewer may see from it and add only layout and
labels. A zone added later is added there, and nowhere else.
"""

from __future__ import annotations

from ..cards.data import CARDS, COLORS
from .cities import board_achievements
from .endgame import achievements_needed
from .icons import icon_counts, pile_icons
from .state import UnknownPlayer
from .text import PUBLIC, TEACHING, Reader, Text, names, render
from .visibility import can_see, who_sees, zone_seen


def viewer_of(game, viewer):
    """``viewer`` as the projection takes it: ``TEACHING``, ``PUBLIC``, or a seat's name (given by its name, its
    seat number or the Player; UnknownPlayer for anyone else, None included: each API says what its None means)."""
    if viewer is TEACHING or (isinstance(viewer, str) and viewer == PUBLIC):
        return viewer
    if viewer is None:
        raise UnknownPlayer("no viewer given: name a seat, or PUBLIC (a spectator) or TEACHING (the teaching view)")
    return game.state.player(viewer).name


def seat(viewer) -> str | None:
    """The viewer's seat name, or None for ``PUBLIC`` and ``TEACHING`` (what the views and snapshots call it)."""
    return None if viewer is TEACHING or viewer == PUBLIC else viewer


def reader_for(viewer, terminology: str = "asmadi", icons: str = "words") -> Reader:
    """The reader of ``viewer``'s texts: a seat reads its own name as "you"; the teaching view reads every card."""
    return Reader(viewer, terminology, seat(viewer), icons)


def shows(viewer, seen) -> bool:
    """May ``viewer`` see a card that ``seen`` allows (None: everyone; else the names who may; see
    ``visibility.zone_seen``)? The teaching view sees every card that someone at the table may see."""
    if seen is None:
        return True
    return bool(seen) if viewer is TEACHING else viewer in seen


def backs(cards) -> list[list]:
    """Hidden cards as their backs show them: [age, set], sorted."""
    return sorted([CARDS[c].age, CARDS[c].set] for c in cards)


def _zone(viewer, kind: str, owner, cards) -> dict:
    """A hand, a score pile or a forecast: its cards when ``viewer`` may see them (else None), and its backs."""
    return {"cards": list(cards) if shows(viewer, zone_seen(kind, owner)) else None, "backs": backs(cards)}


def _achievements(viewer, items) -> list:
    """Claimed achievements as ``viewer`` sees them: a special by name, a relic (face up) by name and age, a
    standard one (face down to everyone) by its age only."""
    return [
        {"special": a}
        if a not in CARDS
        else {"relic": a, "age": CARDS[a].age}
        if shows(viewer, zone_seen("achievements", None, a))
        else {"age": CARDS[a].age}
        for a in items
    ]


def frames_seen(game, viewer) -> list[dict]:
    """The frame stack (outermost first) as ``viewer`` may see it: a frame's memory (what an effect noted for
    later) may name a hidden card, so only the teaching view has it."""
    if viewer is TEACHING:
        return game.frames
    return [{k: v for k, v in f.items() if k != "memory"} for f in game.frames]


def project(game, viewer, terminology: str = "asmadi", icons: str = "words", requests: bool = True) -> dict:
    """What ``viewer`` (a seat, ``PUBLIC`` or ``TEACHING``; see ``viewer_of``) may see of ``game`` now: the one
    place that decides it.

    ``players``, each with ``name``, ``team``, ``lost``; ``hand`` and ``score`` (and ``forecast`` with Echoes) as
    ``{"cards": titles, or None face down, "backs": [[age, set], ...] sorted}``; ``score_total``;
    ``achievements`` (see ``_achievements``); ``board``: the piles with cards, in colour order, each ``{"color",
    "cards" (bottom first), "splay", "icons" (the pile's visible icons, in ``ICONS`` order)}``; ``icons`` (the
    board's counts); ``display`` (with Artifacts); ``score_parts`` (with Echoes or Cities: the pile and the
    bonuses); ``board_achievements`` (with Cities: flags and fountains). Then ``supplies`` (each set's pile
    counts, ages 1 to 10), ``available`` (the available achievements' ages, sorted), ``specials``, ``relics`` (the
    relic area; None without relics), ``removed`` (a count), ``frames`` (``frames_seen``), and with ``requests``
    ``pending`` and ``pending_all`` (``request_view``), their texts in ``terminology`` with ``icons`` (a board
    draws none: it leaves them out)."""
    s = game.state
    viewer = viewer_of(game, viewer)
    expansions = s.expansions
    players = []
    for p in s.players:
        one = {
            "name": p.name,
            "team": p.team,
            "lost": p.lost,
            "hand": _zone(viewer, "hand", p, p.hand),
            "score": _zone(viewer, "score", p, p.score),
            "score_total": p.score_total,
            "achievements": _achievements(viewer, p.achievements),
            "board": [
                {"color": c, "cards": list(q.cards), "splay": q.splay, "icons": pile_icons(q)}
                for c, q in zip(COLORS, p.board)
                if q.cards
            ],
            "icons": icon_counts(p),
        }
        if "artifacts" in expansions:  # the display is face up
            one["display"] = p.display
        if "echoes" in expansions:  # the forecast is its owner's; the score counts the visible bonuses too
            one["forecast"] = _zone(viewer, "forecast", p, p.forecast)
        if "echoes" in expansions or "cities" in expansions:  # City bonuses count in the score as Echoes ones do
            one["score_parts"] = {"pile": p.score_pile_total, "bonuses": p.visible_bonuses()}
        if "cities" in expansions:  # flags and fountains: achievements while the board shows them (public)
            one["board_achievements"] = board_achievements(s, p)
        players.append(one)
    seen = {
        "viewer": viewer,
        "players": players,
        "supplies": {k: [len(pile) for pile in v] for k, v in s.supplies.items()},
        "available": sorted(CARDS[c].age for c in s.achievements),
        "specials": list(s.specials),
        "relics": list(s.relics) if s.relics_on else None,
        "removed": len(s.removed),
        "frames": frames_seen(game, viewer),
    }
    if requests:
        reader = reader_for(viewer, terminology, icons)
        seen.update(
            pending=request_view(game, game.pending, reader),
            pending_all=[request_view(game, r, reader) for r in game.pending_all],
        )
    return seen


def view(game, viewer=None) -> dict:
    """``Game.view``: the projection for ``viewer`` laid out (None: the public view, ``PUBLIC``)."""
    s = game.state
    seen = project(game, PUBLIC if viewer is None else viewer)
    me = seat(seen["viewer"])
    reader = reader_for(seen["viewer"])  # the viewer reads "you", the others by name
    players = []
    for p in seen["players"]:
        hand, score = p["hand"], p["score"]
        d = {
            "name": p["name"],
            "team": p["team"],
            "hand": hand["cards"],
            "hand_ages": [a for a, _ in hand["backs"]],
            "score": score["cards"],
            "score_ages": [a for a, _ in score["backs"]],
            "score_total": p["score_total"],
            "achievements": p["achievements"],
            "board": {q["color"]: {"cards": q["cards"], "splay": q["splay"]} for q in p["board"]},
            "icons": p["icons"],
        }
        if p["team"] is not None:  # a team by its players: "you and Cat", "Ben and Dan"
            d["team_name"] = team_name(s, p["team"], reader)
        if p["lost"]:
            d["lost"] = True
        if s.expansions:  # the backs show each hidden card's set too
            d.update(hand_backs=hand["backs"], score_backs=score["backs"])
        if "display" in p:
            d["display"] = p["display"]
        if "forecast" in p:
            d.update(
                forecast=p["forecast"]["cards"], forecast_backs=p["forecast"]["backs"], score_parts=p["score_parts"]
            )
        if "board_achievements" in p:
            d["board_achievements"] = p["board_achievements"]
            d.setdefault("score_parts", p["score_parts"])
        players.append(d)
    counts = {k: {str(a + 1): n for a, n in enumerate(v)} for k, v in seen["supplies"].items()}
    return {
        "viewer": me,
        "players": players,
        "supply": counts["base"],
        "achievements": seen["available"],
        "specials": seen["specials"],
        "removed": seen["removed"],
        "turn": s.turn,
        "current": s.current_player.name if s.players else None,
        "actions_left": s.actions_left,
        "phase": s.phase,
        "edition": s.edition,
        "achievements_needed": achievements_needed(s),
        "frames": seen["frames"],
        "pending": seen["pending"],
        "pending_all": seen["pending_all"],
        "result": dict(s.result.to_dict(), detail=result_detail(game, reader)) if s.result else None,
        **(
            {
                "expansions": list(s.expansions),
                "relics": seen["relics"],
                "free_action": s.free_action,
                "supplies": counts,
            }
            if s.expansions
            else {}
        ),
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
    shown = not req.hidden and (
        req.kind not in ("cards", "order") or all(c not in CARDS or _sees(game, reader.viewer, c) for c in req.options)
    )
    if shown:
        return req.for_reader(reader, True)
    return {
        "player": req.player,
        "kind": req.kind,
        "prompt": render(req.prompt_text(), reader),
        "title": req.title().render(reader),
        "hidden": True,
    }


def _sees(game, viewer, card) -> bool:
    if viewer == PUBLIC:
        return who_sees(game, card) is None
    return can_see(game, viewer, card)
