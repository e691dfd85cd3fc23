"""JSON snapshots the front ends draw. Python holds the truth; a snapshot is what one viewer may see now.

Cards are named by title; the front end has the card facts (bundled from ``cards.json``), so snapshots stay
small. A ``perspective`` of None is the teaching view: every hand and score pile is shown face up (standard
achievements stay face down even then, as no one may look at them).
"""
from __future__ import annotations

from ..cards.data import CARDS, COLORS
from ..engine.actions import Action, eligible_ages
from ..engine.cities import board_achievements
from ..engine.endgame import achievements_needed
from ..engine.icons import icon_count, icon_counts, pile_icons
from ..engine.events import card_visible
from ..engine.text import Reader, render
from ..engine.view import request_view, result_detail, team_name
from ..terms import labels, translate


def _card_ages(cards):
    return [CARDS[c].age for c in cards]


def board_snapshot(game, perspective=None, terminology="asmadi") -> dict:
    s = game.state
    viewer = s.player(perspective).name if perspective is not None else None
    reader = Reader(viewer, terminology, viewer, "tokens")
    players = []
    for p in s.players:
        see = viewer is None or viewer == p.name
        piles = []
        for color, pile in zip(COLORS, p.board):
            if pile.cards:
                piles.append({"color": color, "splay": pile.splay, "cards": pile.cards[::-1],  # top first
                              "icons": dict(zip(("castle", "crown", "leaf", "lightbulb", "factory", "clock"),
                                                pile_icons(pile)))})
        players.append({
            "name": p.name,
            "team": p.team,
            "team_name": team_name(s, p.team, reader) if p.team is not None else None,  # by its players, never a number
            "current": p.index == s.current,
            "hand": list(p.hand) if see else None,
            "hand_ages": _card_ages(p.hand),
            "score": list(p.score) if see else None,
            "score_ages": _card_ages(p.score),
            "score_total": p.score_total,
            "achievements": _achievements(p.achievements),
            "icons": icon_counts(p),
            "piles": piles,
        })
        if s.expansions:  # backs show each hidden card's set
            players[-1].update(hand_sets=[CARDS[c].set for c in p.hand], score_sets=[CARDS[c].set for c in p.score])
        if "artifacts" in s.expansions:  # the display (Artifacts only) is face up for everyone
            players[-1]["display"] = p.display
        if "echoes" in s.expansions:  # the forecast is its owner's alone; the score shows its parts
            players[-1].update(forecast=list(p.forecast) if see else None,
                               forecast_ages=_card_ages(p.forecast), forecast_sets=[CARDS[c].set for c in p.forecast],
                               score_parts={"pile": p.score_pile_total, "bonuses": p.visible_bonuses()})
        if "cities" in s.expansions:  # flags and fountains: achievements while the board shows them (public)
            held = [dict(x, why=translate(x["why"], terminology)) for x in board_achievements(s, p)]
            players[-1]["board_achievements"] = held
            if "echoes" not in s.expansions:  # City bonuses count in the score as Echoes ones do
                players[-1]["score_parts"] = {"pile": p.score_pile_total, "bonuses": p.visible_bonuses()}
    return {
        "perspective": viewer,
        "terminology": terminology,
        "labels": labels(terminology),
        "edition": s.edition,
        "phase": s.phase,
        "turn": s.turn,
        "current": s.current_player.name if s.players else None,
        "actions_left": s.actions_left,
        "achievements_needed": achievements_needed(s),
        "players": players,
        "supply": [len(pile) for pile in s.supply],
        "available": sorted(CARDS[c].age for c in s.achievements),
        "specials": list(s.specials),
        "removed": len(s.removed),
        "result": dict(s.result.to_dict(), detail=result_detail(game, reader)) if s.result else None,
        **({"expansions": list(s.expansions), "free_action": s.free_action,
            "supplies": {k: [len(pile) for pile in v] for k, v in s.supplies.items() if k != "base"},
            "relics": list(s.relics) if s.relics_on else None} if s.expansions else {}),
    }


def _achievements(items) -> list:
    """Claimed achievements as everyone sees them: specials and relics by name, standard ones by age."""
    return [{"special": a} if a not in CARDS else {"relic": a, "age": CARDS[a].age} if CARDS[a].relic
            else {"age": CARDS[a].age} for a in items]


def event_text(ev, viewer=None, terminology="asmadi") -> str:
    """An engine event in words for ``viewer`` (cards they may not see named by age) in the chosen words: the one
    place the widgets render the engine's texts. Texts the engine keeps as plain words (an action's line) are
    put in the chosen words here too (translating is idempotent)."""
    return translate(ev.describe(viewer, terminology, you=viewer, icons="tokens"), terminology)


def event_row(game, ev, viewer=None, terminology="asmadi", depth=0) -> dict:
    d = ev.data or {}
    row = {"index": ev.index, "kind": ev.kind, "player": ev.player, "parent": ev.parent, "depth": depth,
           "text": event_text(ev, viewer, terminology), "change": ev.change,
           "cards": [c for c in ev.cards if c in CARDS] if card_visible(ev, viewer) else []}
    if ev.kind == "decision":
        row["forced"] = bool(d.get("forced"))
    if ev.kind == "bonus":
        row["granted"] = d.get("granted")
        row["deciding"] = list(d.get("events", []))
    return row


def event_rows(game, start=0, viewer=None, terminology="asmadi", limit=None) -> list[dict]:
    """Events from ``start`` with their depth in the action → card → effect → player tree."""
    events = game.events
    depth = {}
    rows = []
    first = start if limit is None else max(start, len(events) - limit)
    for ev in events[start:]:
        d = 0 if ev.parent is None else depth.get(ev.parent, 0) + 1
        depth[ev.index] = d
        if ev.index >= first:
            rows.append(event_row(game, ev, viewer, terminology, d))
    return rows


def frame_rows(game, viewer=None, terminology="asmadi") -> list[dict]:
    """The frame stack (outermost first) in the chosen words, without the plan (sent on its own); a trigger frame
    (what a Meld action set off: City icons, a City draw, a dig, a promotion) carries its explanation as
    ``viewer`` may read it."""
    out = []
    reader = Reader(viewer, terminology, viewer, "tokens")
    for f in game.frames:
        d = dict(f, label=render(f.get("label", ""), reader))
        d.pop("plan", None)
        d.pop("memory", None)  # a card's notes for its later effects may name hidden cards
        if f["kind"] == "trigger" and f.get("event") is not None:
            d["text"] = event_text(game.events[f["event"]], viewer, terminology)
        out.append(d)
    return out


def request_snapshot(game, req, viewer=None, terminology="asmadi") -> dict | None:
    """The pending request as ``viewer`` may see it (see ``engine.view.request_view``): ``secret`` when its
    options are hidden from this viewer."""
    if req is None:
        return None
    d = request_view(game, req, Reader(viewer, terminology, viewer, "tokens"))
    d["secret"] = d.get("options") is None
    return d


def plan_view(plan: dict | None, edition: str, terminology="asmadi", game=None, viewer=None) -> dict | None:
    """A DogmaPlan (as a dict) for the front ends, in ``viewer``'s words: the activator's count, the card's effects
    with who executes each and every player's role in it, the effect resolving now, when the counts were taken
    and, with ``game``, each player's live count (the plan's counts are fixed at activation)."""
    if plan is None:
        return None
    reader = Reader(viewer, terminology, viewer, "tokens")
    d = dict(plan)
    d["activator_count"] = d["counts"][d["activator"]]
    live = {}
    if game is not None:
        live = {n: icon_count(game.player(n), d["icon"]) for n in d["counts"]}
    d["rows"] = [dict(r, reason=render(r["reason"], reader), live=live.get(r["player"], r["count"]))
                 for r in d["rows"]]
    if "doubling" in d:  # an Endorse: what runs twice
        d["doubling"] = render(d["doubling"], reader)
    per_effect = {e["index"]: e for e in d.get("effects") or []}
    d["effects"] = [dict(per_effect.get(i, {}), index=i, demand=e.demand, text=translate(e.text, terminology))
                    for i, e in enumerate(CARDS[d["card"]].effects_for(edition), start=1)]
    event = d.get("event")
    d["counted"] = (f"counted when {d['card']} was activated, event #{event}" if event is not None
                    else "counted as the boards stand now")
    current = None
    if game is not None and game.plan is not None and game.plan.card == d["card"]:
        for f in game.state.frames:
            if f.kind == "effect" and f.card == d["card"]:
                current = f.index
    d["current_effect"] = current
    return d


def preview_view(game, card: str, terminology="asmadi", kind="dogma", viewer=None) -> dict:
    """The plan a Dogma (or an Endorse: ``kind``) of ``card`` by the current player would fix now (public
    information only), in ``viewer``'s words."""
    pv = game.preview(f"{kind} {card}")
    d = plan_view(pv.to_dict(), game.state.edition, terminology, viewer=viewer)
    d["bonus"] = render(d["bonus"], Reader(viewer, terminology, viewer, "tokens"))
    d["preview"] = True
    return d


def plausible_achievements(game) -> list[int]:
    """Achieve buttons worth showing: the ages claimable now, and the lowest other available age (the next goal).
    The front end sums up the rest in one line."""
    ages = sorted({CARDS[c].age for c in game.state.achievements})
    legal = eligible_ages(game.state, game.current_player)
    rest = [a for a in ages if a not in legal]
    return legal + rest[:1]


def actions_snapshot(game, terminology="asmadi", viewer=None) -> list[dict]:
    """Every action the current player could consider: legal ones, and the illegal ones with the reason (in
    ``viewer``'s words)."""
    if game.over or game.pending is not None or game.resolving or game.state.phase != "play":
        return []
    p = game.current_player
    # Artifacts: a turn that starts with a card on display starts with the free special action (dogma it, return
    # it, or pass), listed first and marked ``free``; the card on display can also be melded
    free = ([Action("dogma", card=p.display), Action("return", card=p.display), Action("pass")]
            if game.state.free_action and p.display else [])
    candidates = [*free, Action("draw")]
    candidates += [Action("meld", card=c) for c in (*p.hand, *([p.display] if p.display else []))]
    candidates += [Action("achieve", age=a) for a in plausible_achievements(game)]
    candidates += [Action("dogma", card=c) for c in p.top_cards()]
    if "cities" in game.state.expansions:
        candidates += [Action("endorse", card=c) for c in p.top_cards()]
    out = []
    reader = Reader(viewer, terminology, viewer, "tokens")
    for i, a in enumerate(candidates):
        why = game.why_illegal(a)
        out.append({"action": str(a), "kind": a.kind, "card": a.card, "age": a.age, "legal": why is None,
                    "reason": render(why, reader) if why else None, "free": i < len(free)})
    return out
