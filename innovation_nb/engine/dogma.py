"""Dogma resolution: the plan (computed once), the frame stack, effects in order, the sharing bonus.

The frame stack is plain data in ``state.frames``: action → card → effect → player, and deeper when an
effect executes another card's effects ("execute ... without sharing").
"""
from __future__ import annotations

from ..cards.data import CARDS
from ..cards.registry import effect_function
from .icons import icon_count
from .text import Reader, Text, icon, render, term, who, whom


class Frame:
    """One level of what is resolving. kind: action, card, effect or player."""

    __slots__ = ("id", "kind", "event", "player", "card", "index", "demand", "plan", "role", "mode", "bonus",
                 "counts", "label", "memory")

    def __init__(self, id, kind, event=None, player=None, card=None, index=None, demand=False, plan=None,
                 role=None, mode=None, label=""):
        self.id = id
        self.kind = kind
        self.event = event  # index of the event that opened this frame
        self.player = player  # a player's name
        self.card = card
        self.index = index  # effect number, 1-based
        self.demand = demand
        self.plan = plan
        self.role = role  # player frames: shares, vulnerable, activator, self
        self.mode = mode  # card frames: dogma (an action, with sharing) or execute (no sharing)
        self.bonus: list[int] = []  # card frames: events by sharing opponents that changed the game
        self.counts = False  # player frames: do this player's changes earn the sharing bonus?
        self.label = label
        self.memory: dict = {}  # card frames: what the card's effects note for its later effects

    def clone(self) -> "Frame":
        f = Frame(self.id, self.kind, self.event, self.player, self.card, self.index, self.demand, self.plan,
                  self.role, self.mode, self.label)
        f.bonus = self.bonus[:]
        f.counts = self.counts
        f.memory = dict(self.memory)
        return f

    def to_dict(self) -> dict:
        d = {"id": self.id, "kind": self.kind, "event": self.event, "label": self.label}
        for k in ("player", "card", "index", "role", "mode"):
            v = getattr(self, k)
            if v is not None:
                d[k] = v
        if self.kind == "effect":
            d["demand"] = self.demand
        if self.plan is not None:
            d["plan"] = self.plan.to_dict()
        if self.kind == "card" and self.mode == "dogma":
            d["bonus"] = self.bonus[:]
        if self.memory:
            d["memory"] = dict(self.memory)
        return d

    def __repr__(self) -> str:
        return f"<Frame {self.kind} {self.label}>"


class DogmaPlan:
    """Who shares and who is vulnerable, fixed when the dogma starts and never recomputed.

    ``counts``: each player's visible count of the featured icon. ``sharers``: other players with at least the
    activator's count, clockwise from the activator's left (they execute non-demand effects before the
    activator). ``vulnerable``: opponents (never a teammate) with fewer, clockwise (they execute demands).
    ``compelled``: opponents (never a teammate) with at least as many, clockwise (they execute compels — the
    same count read a third way). ``display_bonus``: the featured icons of a displayed Artifact dogma'd by the
    free special action, added to the activator's count for eligibility only.
    """

    __slots__ = ("card", "activator", "icon", "counts", "sharers", "vulnerable", "compelled", "display_bonus",
                 "_has", "_mates", "_rows")

    def __init__(self, state, activator, card_name: str, display_bonus: int = 0):
        card = CARDS[card_name]
        self.card = card_name
        self.activator = activator.name
        self.icon = card.dogma_icon
        self.display_bonus = display_bonus
        order = state.clockwise_from(activator, include_self=True)
        self.counts = {p.name: icon_count(p, self.icon) for p in order}
        self.counts[activator.name] += display_bonus
        mine = self.counts[activator.name]
        self.sharers = [p.name for p in order[:-1] if self.counts[p.name] >= mine]
        self.vulnerable = [p.name for p in order[:-1]
                           if self.counts[p.name] < mine and not state.teammates(activator, p)]
        self.compelled = [n for n in self.sharers if not state.teammates(activator, state.player(n))] \
            if any(e.compel for e in card.effects_for(state.edition)) else []
        effects = card.effects_for(state.edition)
        self._has = (any(e.demand for e in effects), any(not e.demand for e in effects))
        self._mates = {p.name for p in order if p is not activator and state.teammates(activator, p)}
        self._rows = None

    @property
    def rows(self) -> list[dict]:
        """Each player's count, status and the reason in words (worded on first use: search never needs them)."""
        if self._rows is None:
            has_demand, has_shared = self._has
            mine, icon = self.counts[self.activator], self.icon
            rows = []
            for name, n in self.counts.items():
                if name == self.activator:
                    status, why = "activator", f"activates {self.card}; {n} {{{icon}}} is the number to compare with"
                    if self.display_bonus:
                        why += f" ({self.display_bonus} of them on the displayed card, for this comparison only)"
                elif name in self.sharers:
                    status = "shares"
                    why = f"{n} {{{icon}}} ≥ {mine}: " + (
                        "shares each non-demand effect, before the activator" if has_shared
                        else "would share, but the card has only demands")
                    if name in self._mates:
                        why += " (a teammate: sharing alone earns no free draw)"
                    if name in self.compelled:
                        why += "; compelled too: must carry out each compel (I compel)"
                elif name in self.vulnerable:
                    status = "vulnerable"
                    why = f"{n} {{{icon}}} < {mine}: " + (
                        "must carry out each demand" if has_demand else "would be vulnerable, but the card has no demand")
                else:
                    status = "unaffected"
                    why = f"{n} {{{icon}}} < {mine}, but a teammate is never vulnerable"
                rows.append({"player": name, "count": n, "status": status, "reason": why})
            self._rows = rows
        return self._rows

    def to_dict(self) -> dict:
        d = {"card": self.card, "activator": self.activator, "icon": self.icon, "counts": dict(self.counts),
             "sharers": self.sharers[:], "vulnerable": self.vulnerable[:], "rows": [dict(r) for r in self.rows]}
        if self.compelled or self.display_bonus:  # only Artifacts plans carry these
            d["compelled"] = self.compelled[:]
            d["display_bonus"] = self.display_bonus
        return d

    def explain(self, terminology: str = "asmadi") -> str:
        """The plan as a plain-text table (icons as words)."""
        reader = Reader(None, terminology)
        return "\n".join(f"{r['player']:>12}  {r['count']:>2}  {r['status']:<10}  {render(r['reason'], reader)}"
                         for r in self.rows)


def dogma(g, activator, card_name: str, mode: str = "dogma", display_bonus: int = 0, plan=None):
    """Resolve ``card_name``'s effects for ``activator``.

    mode "dogma": the Dogma action, with sharing, demands and the sharing bonus.
    mode "execute": another effect executes this card's non-demand effects for ``activator`` only.
    mode "as_if": another effect executes all of this card's effects "as if they were on" its own card: the
    non-demand ones for ``activator`` alone, the demands and compels against the players that card's ``plan``
    made vulnerable or compelled (none without a plan).
    ``display_bonus``: featured icons added to the activator's count (the free dogma of a displayed Artifact).
    """
    s = g.state
    card = CARDS[card_name]
    outer = plan
    plan = DogmaPlan(s, activator, card_name, display_bonus) if mode == "dogma" else None
    trace = g.trace  # texts are only written for a traced game
    if not trace:
        text = ""
    elif plan:
        parts = [who(activator.name, "activates"), f" {card_name}: featured icon ", icon(plan.icon), "; "]
        for i, r in enumerate(plan.rows):
            parts += [", " if i else "", whom(r["player"]), f" {r['count']} ({r['status']})"]
        text = Text(*parts)
    elif mode == "as_if":
        text = Text(who(activator.name, "executes"), f" every effect of {card_name} as if it were on "
                    f"{outer.card if outer else 'this card'} (no sharing)")
    else:
        text = Text(who(activator.name, "executes"), f" the non-demand effects of {card_name} (no sharing)")
    frame = yield from g._push("card", player=activator.name, card=card_name, plan=plan, mode=mode,
                               label=f"{card_name} ({mode})" if trace else "", text=text)
    effects = card.effects_for(s.edition)
    for i, eff in enumerate(effects, start=1):
        if frame.memory.get("complete"):
            break
        if eff.demand and mode == "execute":
            continue
        if mode == "as_if" and eff.demand:
            names = (outer.compelled if eff.compel else outer.vulnerable) if outer else []
            targets = [(s.player(n), "compelled" if eff.compel else "vulnerable") for n in names]
        elif mode != "dogma":
            targets = [(activator, "self")]
        elif eff.compel:
            targets = [(s.player(n), "compelled") for n in plan.compelled]
        elif eff.demand:
            targets = [(s.player(n), "vulnerable") for n in plan.vulnerable]
        else:
            targets = [(s.player(n), "shares") for n in plan.sharers] + [(activator, "activator")]
        fn = effect_function(card_name, i, s.edition)
        if not trace:
            text = ""
        elif not targets:
            text = Text(f"{card_name}, effect {i} ({eff.kind}): ", term(eff.text),
                        " — no opponent is compelled: the compel does nothing" if eff.compel else
                        " — no opponent is vulnerable: the demand does nothing")
        else:
            kind = f" ({eff.kind})" if eff.demand else ""
            parts = [f"{card_name}, effect {i}{kind}: ", term(eff.text), " — executed by "]
            for j, (t, _) in enumerate(targets):
                parts += [", then " if j else "", whom(t.name)]
            text = Text(*parts)
        ef = yield from g._push("effect", card=card_name, index=i, demand=eff.demand,
                                label=f"{card_name} effect {i}" if trace else "", text=text)
        for target, role in targets:
            pf = yield from g._push("player", player=target.name, role=role,
                                    label=f"{target.name} ({role})" if trace else "",
                                    text=_role_words(target.name, role, activator.name) if trace else "")
            # Only an opponent's changes in a non-demand effect of the action earn the free draw.
            pf.counts = (mode == "dogma" and role == "shares" and not s.teammates(activator, target))
            yield from fn(g.context(target, activator, card_name, i, eff.demand, frame))
            g._pop(pf)
            if frame.memory.get("complete"):
                break
        g._pop(ef)
    if mode == "dogma":
        yield from _sharing_bonus(g, activator, frame, plan)
    g._pop(frame)


def _role_words(name, role, activator):
    if role == "shares":
        return Text(who(name, "shares"), " the effect")
    if role == "vulnerable":
        return Text(who(name, "is"), " vulnerable and must obey ", whom(activator))
    if role == "compelled":
        return Text(who(name, "is"), " compelled (as many icons or more) and must obey ", whom(activator))
    return Text(who(name, "executes"), " the effect" + (" (not shared)" if role == "self" else ""))


def _sharing_bonus(g, activator, frame, plan):
    from .primitives import draw

    s = g.state
    if frame.bonus:
        sharers = sorted({g.events[i].player for i in frame.bonus if g.events[i].player})
        parts = ["Sharing bonus: "]
        for j, name in enumerate(sharers):
            parts += [" and " if j else "", whom(name)]
        text = Text(*parts, ("" if sharers else "an opponent") + " shared and changed the game "
                    f"(events {', '.join('#' + str(i) for i in frame.bonus)}), so ", who(activator.name, "takes"),
                    " a free Draw action") if g.trace else ""
        yield g._event("bonus", activator.name, (), None, None,
                       {"granted": True, "events": frame.bonus[:], "text": text})
        yield from draw(g, activator, activator.highest_top_value())
        return
    yield g._event("bonus", activator.name, (), None, None,
                   {"granted": False, "events": [], "text": _no_bonus_text(s, activator, plan) if g.trace else ""})


def _no_bonus_text(s, activator, plan) -> Text:
    opponents = [n for n in plan.sharers if not s.teammates(activator, s.player(n))]
    mates = [n for n in plan.sharers if n not in opponents]

    def names(group):
        out = []
        for j, name in enumerate(group):
            out += [" and " if j else "", whom(name)]
        return out

    if not plan.sharers:
        return Text("No sharing bonus: no other player shared")
    if not any(not e.demand for e in CARDS[plan.card].effects_for(s.edition)):
        return Text("No sharing bonus: the card has no non-demand effect to share")
    if not opponents:
        return Text("No sharing bonus: only ", *names(mates),
                    " (a teammate) shared; a teammate alone never earns the free draw")
    return Text("No sharing bonus: ", *names(opponents), " shared but changed nothing")
