"""Dogma resolution: the plan (computed once), the frame stack, effects in order, the sharing bonus.

The frame stack is plain data in ``state.frames``: action → card → effect → player, and deeper when an
effect executes another card's effects ("execute ... without sharing").
"""
from __future__ import annotations

from ..cards.data import CARDS
from ..cards.registry import effect_function
from .icons import icon_count


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
    activator). ``vulnerable``: opponents (never a teammate) with fewer, clockwise (they execute demands; empty
    for a card without a demand).
    ``event``: the index of the event that activated the card (when the counts were taken), if recorded.

    A player's role depends on the card: where it has no demand, an opponent with fewer icons simply does not
    share (status ``not_sharing``); ``vulnerable`` only where a demand exists. ``effects()`` gives each effect's
    own roles (vulnerable only on the demand effects).
    """

    __slots__ = ("card", "activator", "icon", "counts", "sharers", "vulnerable", "event", "demands", "_has",
                 "_mates", "_rows")

    def __init__(self, state, activator, card_name: str, event: int | None = None):
        card = CARDS[card_name]
        self.card = card_name
        self.activator = activator.name
        self.icon = card.dogma_icon
        self.event = event
        order = state.clockwise_from(activator, include_self=True)
        self.counts = {p.name: icon_count(p, self.icon) for p in order}
        mine = self.counts[activator.name]
        self.sharers = [p.name for p in order[:-1] if self.counts[p.name] >= mine]
        self.demands = tuple(e.demand for e in card.effects_for(state.edition))  # per effect, in order
        # vulnerable to a demand: there is none to be vulnerable to on a card without one
        self.vulnerable = [p.name for p in order[:-1] if self.counts[p.name] < mine
                           and not state.teammates(activator, p)] if any(self.demands) else []
        self._has = (any(self.demands), not all(self.demands))
        self._mates = {p.name for p in order if p is not activator and state.teammates(activator, p)}
        self._rows = None

    def status(self, name: str) -> str:
        """``name``'s role for the card as a whole: activator, shares, vulnerable, not_sharing or unaffected."""
        has_demand, has_shared = self._has
        if name == self.activator:
            return "activator"
        if name in self.sharers:
            return "shares" if has_shared else "unaffected"
        if name in self.vulnerable:
            return "vulnerable"
        return "unaffected" if has_demand and not has_shared else "not_sharing"

    def effect_role(self, name: str, index: int) -> str:
        """``name``'s role in effect ``index`` (1-based): a demand has vulnerable players, the activator (who
        demands) and unaffected ones; a non-demand effect has sharers, the activator and players not sharing."""
        if name == self.activator:
            return "activator"
        if self.demands[index - 1]:
            return "vulnerable" if name in self.vulnerable else "unaffected"
        return "shares" if name in self.sharers else "not_sharing"

    def executors(self, index: int) -> list[str]:
        """Who executes effect ``index``, in order (a demand: the vulnerable; otherwise sharers, then the
        activator)."""
        return self.vulnerable[:] if self.demands[index - 1] else self.sharers + [self.activator]

    def effects(self) -> list[dict]:
        """Each effect: whether it is a demand, who executes it in order, and every player's role in it."""
        return [{"index": i, "demand": d, "executors": self.executors(i),
                 "roles": {n: self.effect_role(n, i) for n in self.counts}}
                for i, d in enumerate(self.demands, start=1)]

    def opponent_sharers(self) -> list[str]:
        """Sharers who are not the activator's teammates (only their changes can earn the free draw)."""
        return [n for n in self.sharers if n not in self._mates]

    @property
    def bonus_possible(self) -> bool:
        """Could the activator get the free draw? Only if an opponent shares a non-demand effect."""
        return self._has[1] and bool(self.opponent_sharers())

    @property
    def rows(self) -> list[dict]:
        """Each player's count, status and the reason in words (worded on first use: search never needs them)."""
        if self._rows is None:
            has_demand, has_shared = self._has
            mine, icon = self.counts[self.activator], self.icon
            rows = []
            for name, n in self.counts.items():
                status = self.status(name)
                if status == "activator":
                    why = f"activates {self.card}; {n} {{{icon}}} is the number to compare with"
                elif status == "shares":
                    why = f"{n} {{{icon}}} ≥ {mine}: shares each non-demand effect, before the activator"
                    if has_demand:
                        why += "; the demand does not reach them"
                    if name in self._mates:
                        why += " (a teammate: sharing alone earns no free draw)"
                elif status == "vulnerable":
                    why = f"{n} {{{icon}}} < {mine}: must carry out the demand" + (
                        "; does not share the other effects" if has_shared else "")
                elif name in self._mates:
                    why = f"{n} {{{icon}}} < {mine}: " + (
                        "does not share, and a teammate is never vulnerable" if has_shared
                        else "a teammate is never vulnerable")
                elif status == "unaffected":  # at least as many, but the card has only demands
                    why = f"{n} {{{icon}}} ≥ {mine}: the demand does not reach them (nothing to share)"
                else:  # fewer icons on a card without demands: it just passes them by
                    why = f"{n} {{{icon}}} < {mine}: does not share (the card makes no demand)"
                rows.append({"player": name, "count": n, "status": status, "reason": why})
            self._rows = rows
        return self._rows

    def to_dict(self) -> dict:
        return {"card": self.card, "activator": self.activator, "icon": self.icon, "counts": dict(self.counts),
                "sharers": self.sharers[:], "vulnerable": self.vulnerable[:], "event": self.event,
                "effects": self.effects(), "bonus_possible": self.bonus_possible,
                "rows": [dict(r) for r in self.rows]}

    def explain(self) -> str:
        return "\n".join(f"{r['player']:>12}  {r['count']:>2}  {STATUS_WORDS[r['status']]:<14}  {r['reason']}"
                         for r in self.rows)


# A status in words (the statuses themselves are keys: the front ends style and translate them).
STATUS_WORDS = {"activator": "activator", "shares": "shares", "vulnerable": "vulnerable",
                "not_sharing": "does not share", "unaffected": "unaffected"}


def dogma(g, activator, card_name: str, mode: str = "dogma"):
    """Resolve ``card_name``'s effects for ``activator``.

    mode "dogma": the Dogma action, with sharing, demands and the sharing bonus.
    mode "execute": another effect executes this card's non-demand effects for ``activator`` only.
    """
    s = g.state
    card = CARDS[card_name]
    trace = g.trace  # texts are only written for a traced game
    # the card's event comes next: its index is when the counts were taken
    plan = DogmaPlan(s, activator, card_name, len(g.events) if trace else None) if mode == "dogma" else None
    if not trace:
        text = ""
    elif plan:
        text = (f"{activator.name} activates {card_name}: featured icon {{{plan.icon}}}; "
                + ", ".join(f"{r['player']} {r['count']} ({STATUS_WORDS[r['status']]})" for r in plan.rows))
    else:
        text = f"{activator.name} executes the non-demand effects of {card_name} (no sharing)"
    frame = yield from g._push("card", player=activator.name, card=card_name, plan=plan, mode=mode,
                               label=f"{card_name} ({mode})" if trace else "", text=text)
    effects = card.effects_for(s.edition)
    for i, eff in enumerate(effects, start=1):
        if frame.memory.get("complete"):
            break
        if eff.demand and mode != "dogma":
            continue
        if mode != "dogma":
            targets = [(activator, "self")]
        elif eff.demand:
            targets = [(s.player(n), "vulnerable") for n in plan.vulnerable]
        else:
            targets = [(s.player(n), "shares") for n in plan.sharers] + [(activator, "activator")]
        fn = effect_function(card_name, i, s.edition)
        if not trace:
            text = ""
        elif not targets:
            text = f"{card_name}, effect {i}{' (demand)' if eff.demand else ''}: {eff.text} — " \
                   "no opponent is vulnerable: the demand does nothing"
        else:
            text = (f"{card_name}, effect {i}{' (demand)' if eff.demand else ''}: {eff.text} — executed by "
                    + ", then ".join(t.name for t, _ in targets))
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
    return {
        "shares": f"{name} shares the effect",
        "vulnerable": f"{name} is vulnerable and must obey {activator}",
        "activator": f"{name} executes the effect",
        "self": f"{name} executes the effect (not shared)",
    }[role]


def _sharing_bonus(g, activator, frame, plan):
    from .primitives import draw

    s = g.state
    if frame.bonus:
        who = sorted({g.events[i].player for i in frame.bonus if g.events[i].player})
        text = (f"Sharing bonus: {', '.join(who) or 'an opponent'} shared and changed the game "
                f"(events {', '.join('#' + str(i) for i in frame.bonus)}), so {activator.name} takes a free Draw action")
        yield g._event("bonus", activator.name, (), None, None,
                       {"granted": True, "events": frame.bonus[:], "text": text})
        yield from draw(g, activator, activator.highest_top_value())
        return
    opponents = [n for n in plan.sharers if not s.teammates(activator, s.player(n))]
    mates = [n for n in plan.sharers if n not in opponents]
    if not plan.sharers:
        why = "no other player shared"
    elif not any(not e.demand for e in CARDS[plan.card].effects_for(s.edition)):
        why = "the card has no non-demand effect to share"
    elif not opponents:
        why = f"only {' and '.join(mates)} (a teammate) shared; a teammate alone never earns the free draw"
    else:
        why = f"{' and '.join(opponents)} shared but changed nothing"
    yield g._event("bonus", activator.name, (), None, None,
                   {"granted": False, "events": [], "text": f"No sharing bonus: {why}"})
