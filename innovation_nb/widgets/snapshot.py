"""JSON snapshots the front ends draw. Python holds the truth; a snapshot is what one viewer may see now.

Cards are named by title; the front end has the card facts (bundled from ``cards.json``), so snapshots stay
small. What a viewer may see is the engine's projection (``engine.view.project``); a snapshot lays it out for the
front ends and adds their labels. A widget's ``perspective`` is a seat, ``PUBLIC`` (a spectator) or ``TEACHING``,
the teaching view, where every hand and score pile is shown face up (standard achievements stay face down even
then, as no one may look at them). None is taken as the teaching view, the widgets' default (``perspective_of``).
"""

from __future__ import annotations

from ..cards.data import CARDS
from ..engine.actions import Action, eligible_ages
from ..engine.endgame import achievements_needed
from ..engine.events import card_visible
from ..engine.icons import icon_count
from ..engine.text import render
from ..engine.view import (
    TEACHING,
    frames_seen,
    project,
    reader_for,
    request_view,
    result_detail,
    seat,
    team_name,
    viewer_of,
)
from ..terms import labels, translate

_ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")


def perspective_of(game, perspective):
    """A widget's viewer from its ``perspective``: a seat (a name, a seat number or the Player), ``PUBLIC`` or
    ``TEACHING``. None, the widgets' default, is the teaching view: this is the one place that says so."""
    return viewer_of(game, TEACHING if perspective is None else perspective)


def _ages_and_sets(zone: dict) -> tuple[list, list]:
    """A zone's ages and sets: in the order of its cards when they are face up (beside them), else its backs'."""
    if zone["cards"] is not None:
        return [CARDS[c].age for c in zone["cards"]], [CARDS[c].set for c in zone["cards"]]
    return [a for a, _ in zone["backs"]], [card_set for _, card_set in zone["backs"]]


def board_snapshot(game, perspective=TEACHING, terminology="asmadi") -> dict:
    """The board as ``perspective`` may see it (see ``perspective_of``; the projection ``engine.view.project``) for
    the front ends: each player's piles top card first with their icon counts, hands and score piles (faces, or
    ages and sets), and the words of ``terminology``."""
    s = game.state
    seen = project(game, perspective_of(game, perspective), terminology, "tokens", requests=False)
    viewer = seen["viewer"]
    reader = reader_for(viewer, terminology, "tokens")
    players = []
    for i, p in enumerate(seen["players"]):
        hand_ages, hand_sets = _ages_and_sets(p["hand"])
        score_ages, score_sets = _ages_and_sets(p["score"])
        players.append(
            {
                "name": p["name"],
                "team": p["team"],
                # a team by its players, never a number
                "team_name": team_name(s, p["team"], reader) if p["team"] is not None else None,
                "current": i == s.current,
                "hand": p["hand"]["cards"],
                "hand_ages": hand_ages,
                "score": p["score"]["cards"],
                "score_ages": score_ages,
                "score_total": p["score_total"],
                "achievements": p["achievements"],
                "icons": p["icons"],
                "piles": [
                    {
                        "color": q["color"],
                        "splay": q["splay"],
                        "cards": q["cards"][::-1],  # top first
                        "icons": dict(zip(_ICONS, q["icons"])),
                    }
                    for q in p["board"]
                ],
            }
        )
        if s.expansions:  # backs show each hidden card's set
            players[-1].update(hand_sets=hand_sets, score_sets=score_sets)
        if "display" in p:  # the display (Artifacts only) is face up for everyone
            players[-1]["display"] = p["display"]
        if "forecast" in p:  # the forecast (Echoes) is its owner's alone; the score shows its parts
            forecast_ages, forecast_sets = _ages_and_sets(p["forecast"])
            players[-1].update(
                forecast=p["forecast"]["cards"],
                forecast_ages=forecast_ages,
                forecast_sets=forecast_sets,
                score_parts=p["score_parts"],
            )
        if "board_achievements" in p:  # flags and fountains (Cities), with why in the chosen words
            players[-1]["board_achievements"] = [
                dict(x, why=translate(x["why"], terminology)) for x in p["board_achievements"]
            ]
            players[-1].setdefault("score_parts", p["score_parts"])
        if p["lost"]:  # out of the game
            players[-1]["lost"] = True
    supplies = seen["supplies"]
    return {
        "perspective": seat(viewer),
        "terminology": terminology,
        "labels": labels(terminology),
        "edition": s.edition,
        "phase": s.phase,
        "turn": s.turn,
        "current": s.current_player.name if s.players else None,
        "actions_left": s.actions_left,
        "achievements_needed": achievements_needed(s),
        "players": players,
        "supply": supplies["base"],
        "available": seen["available"],
        "specials": seen["specials"],
        "removed": seen["removed"],
        "result": dict(s.result.to_dict(), detail=result_detail(game, reader)) if s.result else None,
        **(
            {
                "expansions": list(s.expansions),
                "free_action": s.free_action,
                "supplies": {k: v for k, v in supplies.items() if k != "base"},
                "relics": seen["relics"],
            }
            if s.expansions
            else {}
        ),
    }


def event_text(ev, viewer=TEACHING, terminology="asmadi") -> str:
    """An engine event in words for ``viewer`` (cards they may not see named by age) in the chosen words: the one
    place the widgets render the engine's texts. Texts the engine keeps as plain words (an action's line) are
    put in the chosen words here too (translating is idempotent)."""
    return translate(ev.describe(viewer, terminology, you=viewer, icons="tokens"), terminology)


def event_row(game, ev, viewer=TEACHING, terminology="asmadi", depth=0) -> dict:
    d = ev.data or {}
    row = {
        "index": ev.index,
        "kind": ev.kind,
        "player": ev.player,
        "parent": ev.parent,
        "depth": depth,
        "text": event_text(ev, viewer, terminology),
        "change": ev.change,
        "cards": [c for c in ev.cards if c in CARDS] if card_visible(ev, viewer) else [],
    }
    if ev.kind == "decision":
        row["forced"] = bool(d.get("forced"))
    if ev.kind == "bonus":
        row["granted"] = d.get("granted")
        row["deciding"] = list(d.get("events", []))
    return row


def event_rows(game, start=0, viewer=TEACHING, terminology="asmadi", limit=None) -> list[dict]:
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


def frame_rows(game, viewer=TEACHING, terminology="asmadi") -> list[dict]:
    """The frame stack (outermost first) in the chosen words, without the plan (sent on its own); a trigger frame
    (what a Meld action set off: City icons, a City draw, a dig, a promotion) carries its explanation as
    ``viewer`` may read it."""
    out = []
    reader = reader_for(viewer, terminology, "tokens")
    for f in frames_seen(game, viewer):
        d = dict(f, label=render(f.get("label", ""), reader))
        d.pop("plan", None)
        d.pop("memory", None)  # the teaching view's frames keep a card's notes; the front ends never draw them
        if f["kind"] == "trigger" and f.get("event") is not None:
            d["text"] = event_text(game.events[f["event"]], viewer, terminology)
        out.append(d)
    return out


def request_snapshot(game, req, viewer=TEACHING, terminology="asmadi") -> dict | None:
    """The pending request as ``viewer`` may see it (see ``engine.view.request_view``): ``secret`` when its
    options are hidden from this viewer."""
    if req is None:
        return None
    d = request_view(game, req, reader_for(viewer, terminology, "tokens"))
    d["secret"] = d.get("options") is None
    return d


def plan_view(plan: dict | None, edition: str, terminology="asmadi", game=None, viewer=TEACHING) -> dict | None:
    """A DogmaPlan (as a dict) for the front ends, in ``viewer``'s words: the activator's count, the card's effects
    with who executes each and every player's role in it, the effect resolving now, when the counts were taken
    and, with ``game``, each player's live count (the plan's counts are fixed at activation)."""
    if plan is None:
        return None
    reader = reader_for(viewer, terminology, "tokens")
    d = dict(plan)
    d["activator_count"] = d["counts"][d["activator"]]
    live = {}
    if game is not None:
        live = {n: icon_count(game.player(n), d["icon"]) for n in d["counts"]}
    d["rows"] = [dict(r, reason=render(r["reason"], reader), live=live.get(r["player"], r["count"])) for r in d["rows"]]
    if "doubling" in d:  # an Endorse: what runs twice
        d["doubling"] = render(d["doubling"], reader)
    per_effect = {e["index"]: e for e in d.get("effects") or []}
    d["effects"] = [
        dict(per_effect.get(i, {}), index=i, demand=e.demand, text=translate(e.text, terminology))
        for i, e in enumerate(CARDS[d["card"]].effects_for(edition), start=1)
    ]
    event = d.get("event")
    d["counted"] = (
        f"counted when {d['card']} was activated, event #{event}"
        if event is not None
        else "counted as the boards stand now"
    )
    current = None
    if game is not None and game.plan is not None and game.plan.card == d["card"]:
        for f in game.state.frames:
            if f.kind == "effect" and f.card == d["card"]:
                current = f.index
    d["current_effect"] = current
    return d


def preview_view(game, card: str, terminology="asmadi", kind="dogma", viewer=TEACHING) -> dict:
    """The plan a Dogma (or an Endorse: ``kind``) of ``card`` by the current player would fix now (public
    information only), in ``viewer``'s words."""
    pv = game.preview(f"{kind} {card}")
    d = plan_view(pv.to_dict(), game.state.edition, terminology, viewer=viewer)
    d["bonus"] = render(d["bonus"], reader_for(viewer, terminology, "tokens"))
    d["preview"] = True
    return d


def plausible_achievements(game) -> list[int]:
    """Achieve buttons worth showing: the ages claimable now, and the lowest other available age (the next goal).
    The front end sums up the rest in one line."""
    ages = sorted({CARDS[c].age for c in game.state.achievements})
    legal = eligible_ages(game.state, game.current_player)
    rest = [a for a in ages if a not in legal]
    return legal + rest[:1]


def actions_snapshot(game, terminology="asmadi", viewer=TEACHING) -> list[dict]:
    """Every action the current player could consider: legal ones, and the illegal ones with the reason (in
    ``viewer``'s words)."""
    if game.over or game.pending is not None or game.resolving or game.state.phase != "play":
        return []
    p = game.current_player
    # Artifacts: a turn that starts with a card on display starts with the free special action (dogma it, return
    # it, or pass), listed first and marked ``free``; the card on display can also be melded
    free = (
        [Action("dogma", card=p.display), Action("return", card=p.display), Action("pass")]
        if game.state.free_action and p.display
        else []
    )
    candidates = [*free, Action("draw")]
    candidates += [Action("meld", card=c) for c in (*p.hand, *([p.display] if p.display else []))]
    candidates += [Action("achieve", age=a) for a in plausible_achievements(game)]
    candidates += [Action("dogma", card=c) for c in p.top_cards()]
    if "cities" in game.state.expansions:
        candidates += [Action("endorse", card=c) for c in p.top_cards()]
    out = []
    reader = reader_for(viewer, terminology, "tokens")
    for i, a in enumerate(candidates):
        why = game.why_illegal(a)
        out.append(
            {
                "action": str(a),
                "kind": a.kind,
                "card": a.card,
                "age": a.age,
                "legal": why is None,
                "reason": render(why, reader) if why else None,
                "free": i < len(free),
            }
        )
    return out
