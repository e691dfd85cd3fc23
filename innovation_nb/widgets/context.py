"""The widgets' own sentences: why a player is asked to decide now, and what the other players just did.

Written for one viewer (``viewer``: a player's name, or ``TEACHING``, the teaching view; None reads as it): the
viewer is "you". The sentences are made of the engine's text parts (``engine/text.py``: "you" and the verb that
agrees with it, icons counted, each edition's words from ``terms.json``). Engine texts (event descriptions) are
rendered through ``snapshot.event_text`` only.
"""

from __future__ import annotations

from ..cards.data import CARDS
from ..engine.events import card_visible
from ..engine.text import Reader, Text, icon, label, term, verb, who, whom, whose
from .snapshot import event_text


def _sentence(r: Reader, *parts) -> str:
    return Text(*parts).render(r)


def _frame(frames, kind):
    """The innermost resolving frame of ``kind`` (frames are the engine's Frame objects, outermost first)."""
    for f in reversed(frames):
        if f.kind == kind:
            return f
    return None


def why_asked(game, viewer=None, terminology="asmadi") -> str | None:
    """One sentence saying why the pending decision is asked of its player, or None without one."""
    req = game.pending
    if req is None:
        return None
    chooser = req.player
    s = game.state
    r = Reader(viewer, terminology, you=viewer)
    if s.phase == "setup":
        return _sentence(
            r,
            who(chooser, "chooses"),
            " the first card to meld, in secret: every player does, and the first title alphabetically plays first",
        )
    plan = game.plan
    frames = s.frames
    pf, ef, cf = _frame(frames, "player"), _frame(frames, "effect"), _frame(frames, "card")
    if plan is None or pf is None or ef is None:
        return None
    a, card = plan.activator, term(plan.card)
    mine = plan.counts[a]
    counted = icon(plan.icon, plan.counts.get(pf.player, 0))
    if cf is not None and cf.mode == "execute":
        parts = [
            who(pf.player, "carries"),
            " out ",
            term(cf.card),
            "'s effects for ",
            whose(a),
            " ",
            card,
            " (no sharing)",
        ]
    elif pf.role == "shares":  # Iello: "benefits from" (the engine's words in terms.json)
        parts = [who(pf.player, "shares"), " ", whose(a), " ", card, ": ", counted, f" ≥ {mine}"]
    elif pf.role == "vulnerable":
        have = [who(pf.player, "has"), " ", counted, f" < {mine}"]
        parts = (
            [whose(a), " ", label("demand_noun"), " affects ", whom(pf.player), ": ", *have]
            if terminology == "iello"
            else [who(a, "demands"), ": ", *have]
        )
    elif pf.role == "activator":
        parts = (
            [who(a), " activated ", card, f": effect {ef.index} is yours to carry out"]
            if r.addresses(a)
            else [who(a), " activated ", card, " and ", verb(a, "carries"), f" out effect {ef.index}"]
        )
    else:
        parts = [who(pf.player, "carries"), " out ", card]
    text = _sentence(r, *parts)
    if chooser != pf.player:  # someone decides inside another player's part of the effect
        text = (
            _sentence(r, who(chooser, "decides"), " in ", whose(pf.player), " part of ", card, f" effect {ef.index}")
            + ". "
            + text
        )
    return text


# -- what the other players just did -------------------------------------------------------------------------
MOVED_LINES = 6  # per action in the summary; the rest is counted


def _root(events, i):
    """The first event of the top-level group ``i`` belongs to (an action, a turn, the setup)."""
    ev = events[i]
    while ev.parent is not None:
        ev = events[ev.parent]
    return ev.index


def _action_of(ev, viewer) -> dict:
    """The action a top-level group took, from its first event: a dogma opens a card frame; draw, meld and
    achieve are the event itself (a drawn card is named only if ``viewer`` may see it)."""
    if ev.kind == "card":
        return {"kind": "dogma", "card": ev.data.get("card") if ev.data else None}
    if ev.kind in ("draw", "meld", "achieve"):
        card = ev.cards[0] if ev.cards else None
        if ev.kind == "achieve" and card in CARDS:
            return {"kind": "achieve", "age": CARDS[card].age}
        visible = card is not None and card_visible(ev, viewer)
        return {"kind": ev.kind, "card": card if visible else None, "age": CARDS[card].age if card in CARDS else None}
    return {"kind": ev.kind}


def _setup_melds(events, r) -> list:
    """The setup's melds (the events of group ``r`` that meld a card), in seat order."""
    return [e for e in events[r + 1 :] if e.parent == r and e.kind == "meld" and e.player and e.cards]


def _setup_words(melds, viewer, terminology) -> str:
    """ "You melded Mysticism (secretly); Greedy melded Archery": the viewer first, each chose in secret."""
    r = Reader(viewer, terminology, you=viewer)
    mine = [e for e in melds if r.addresses(e.player)]
    others = [e for e in melds if not r.addresses(e.player)]
    return "; ".join(
        _sentence(r, who(e.player), " melded ", term(e.cards[0]), " (secretly)" if e in mine else "")
        for e in mine + others
    )


def turn_summary(game, start: int, viewer=None, terminology="asmadi") -> dict | None:
    """What happened from event ``start`` on, grouped by action, if someone other than ``viewer`` took part:
    each action's actor and words, for a dogma who shared and who was vulnerable, the sharing bonus, and the
    cards moved (as ``viewer`` may see them); ``cards``: the titles moved that the viewer may see."""
    events = game.events
    if start >= len(events):
        return None

    def text(ev):
        return event_text(ev, viewer, terminology)

    groups: dict[int, dict] = {}
    order = []
    cards = []
    others = False
    for ev in events[start:]:
        r = _root(events, ev.index)
        g = groups.get(r)
        if g is None:
            head = events[r]
            g = groups[r] = {
                "index": r,
                "kind": head.kind,
                "player": head.player,
                "text": text(head),
                "before": r < start,
                "plan": None,
                "bonus": None,
                "moved": [],
                "more": 0,
            }
            order.append(g)
            first = events[r + 1] if r + 1 < len(events) else None
            melds = _setup_melds(events, r) if head.kind == "action" and head.player is None else []
            if melds:  # the setup: what each player melded, not its first event (a draw)
                g["text"] = _setup_words(melds, viewer, terminology)
            elif head.kind == "action" and first is not None and first.parent == r:
                g["action"] = _action_of(first, viewer)
                plan = first.data.get("plan") if first.kind == "card" and first.data else None
                if plan:
                    g["plan"] = {
                        "card": plan["card"],
                        "icon": plan["icon"],
                        "roles": {
                            row["player"]: row["status"] for row in plan["rows"] if row["player"] != plan["activator"]
                        },
                    }
            others = others or (head.kind == "action" and head.player not in (None, viewer))
        if ev.kind == "bonus" and g["bonus"] is None:
            g["bonus"] = {"granted": bool((ev.data or {}).get("granted")), "text": text(ev)}
        elif ev.change:
            if len(g["moved"]) < MOVED_LINES:
                g["moved"].append({"index": ev.index, "text": text(ev)})
            else:
                g["more"] += 1
            if card_visible(ev, viewer):
                cards += [c for c in ev.cards if c in CARDS and c not in cards]
        others = others or (ev.kind == "decision" and ev.player != viewer)
    if not others:
        return None
    actors = []
    for g in order:
        if g["kind"] == "action" and g["player"] and g["player"] not in actors:
            actors.append(g["player"])
    return {"from": start, "to": len(events), "actors": actors, "groups": order, "cards": cards}
