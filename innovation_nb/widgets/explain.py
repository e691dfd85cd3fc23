"""The widgets' own sentences: why a player is asked to decide now, and what the other players just did.

Written for one viewer (``viewer``: a player's name, or ``TEACHING``, the teaching view; None reads as it): the
viewer is "you".
Engine texts (event descriptions) are rendered through ``snapshot.event_text`` only.
"""
from __future__ import annotations

from ..cards.data import CARDS
from ..engine.events import card_visible
from ..engine.text import Reader
from .snapshot import event_text
from .terms import translate

_PLURAL = {"leaf": "leaves", "factory": "factories"}


def icon_words(icon: str, n: int) -> str:
    """``n`` and the icon in words: "1 castle", "4 leaves"."""
    return f"{n} {icon if n == 1 else _PLURAL.get(icon, icon + 's')}"


def you(name: str | None, viewer: str | None) -> bool:
    """Is ``name`` addressed as "you" by ``viewer``? The engine's rule (a player called You always is)."""
    return Reader(viewer, you=viewer).addresses(name)


def subject(name: str, viewer: str | None, capital: bool = True) -> str:
    if you(name, viewer):
        return "You" if capital else "you"
    return name


def possessive(name: str, viewer: str | None, capital: bool = True) -> str:
    """"Your" for the viewer (and for a player who is called You), otherwise "Ann's"."""
    if you(name, viewer):
        return "Your" if capital else "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def verb(name: str, viewer: str | None, third: str, second: str) -> str:
    """The verb form for ``name``: second person for the viewer ("share"), third otherwise ("shares")."""
    return second if you(name, viewer) else third


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
    who = req.player
    s = game.state
    if s.phase == "setup":
        text = (f"{subject(who, viewer)} {verb(who, viewer, 'chooses', 'choose')} the first card to meld, in "
                "secret: every player does, and the first title alphabetically plays first")
        return translate(text, terminology)
    plan = game.plan
    frames = s.frames
    pf, ef, cf = _frame(frames, "player"), _frame(frames, "effect"), _frame(frames, "card")
    if plan is None or pf is None or ef is None:
        return None
    a, card, icon = plan.activator, plan.card, plan.icon
    mine = plan.counts[a]
    n = plan.counts.get(pf.player, 0)
    iello = terminology == "iello"
    if cf is not None and cf.mode == "execute":
        text = (f"{subject(pf.player, viewer)} {verb(pf.player, viewer, 'carries', 'carry')} out "
                f"{cf.card}'s effects for {possessive(a, viewer, False)} {card} (no sharing)")
    elif pf.role == "shares":
        share = verb(pf.player, viewer, "benefits from", "benefit from") if iello else \
            verb(pf.player, viewer, "shares", "share")
        text = (f"{subject(pf.player, viewer)} {share} {possessive(a, viewer, False)} {card}: "
                f"{icon_words(icon, n)} ≥ {mine}")
    elif pf.role == "vulnerable":
        have = (f"{subject(pf.player, viewer, False)} {verb(pf.player, viewer, 'has', 'have')} "
                f"{icon_words(icon, n)} < {mine}")
        text = (f"{possessive(a, viewer)} Supremacy dogma affects {subject(pf.player, viewer, False)}: {have}"
                if iello else f"{subject(a, viewer)} {verb(a, viewer, 'demands', 'demand')}: {have}")
    elif pf.role == "activator":
        text = (f"You activated {card}: effect {ef.index} is yours to carry out" if you(a, viewer)
                else f"{a} activated {card} and carries out effect {ef.index}")
    else:
        text = f"{subject(pf.player, viewer)} {verb(pf.player, viewer, 'carries', 'carry')} out {card}"
    if who != pf.player:  # someone decides inside another player's part of the effect
        text = (f"{subject(who, viewer)} {verb(who, viewer, 'decides', 'decide')} in "
                f"{possessive(pf.player, viewer, False)} part of {card} effect {ef.index}. " + text)
    return translate(text, terminology)


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
        return {"kind": ev.kind, "card": card if visible else None,
                "age": CARDS[card].age if card in CARDS else None}
    return {"kind": ev.kind}


def _setup_melds(events, r) -> list:
    """The setup's melds (the events of group ``r`` that meld a card), in seat order."""
    return [e for e in events[r + 1:] if e.parent == r and e.kind == "meld" and e.player and e.cards]


def _setup_words(melds, viewer, terminology) -> str:
    """"You melded Mysticism (secretly); Greedy melded Archery": the viewer first, each chose in secret."""
    mine = [e for e in melds if you(e.player, viewer)]
    others = [e for e in melds if not you(e.player, viewer)]
    parts = [f"{subject(e.player, viewer)} melded {e.cards[0]}" + (" (secretly)" if you(e.player, viewer) else "")
             for e in mine + others]
    return translate("; ".join(parts), terminology)


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
            g = groups[r] = {"index": r, "kind": head.kind, "player": head.player, "text": text(head),
                             "before": r < start, "plan": None, "bonus": None, "moved": [], "more": 0}
            order.append(g)
            first = events[r + 1] if r + 1 < len(events) else None
            melds = _setup_melds(events, r) if head.kind == "action" and head.player is None else []
            if melds:  # the setup: what each player melded, not its first event (a draw)
                g["text"] = _setup_words(melds, viewer, terminology)
            elif head.kind == "action" and first is not None and first.parent == r:
                g["action"] = _action_of(first, viewer)
                plan = first.data.get("plan") if first.kind == "card" and first.data else None
                if plan:
                    g["plan"] = {"card": plan["card"], "icon": plan["icon"],
                                 "roles": {row["player"]: row["status"] for row in plan["rows"]
                                           if row["player"] != plan["activator"]}}
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
