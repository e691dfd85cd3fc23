"""Dogma resolution: the plan (computed once), the frame stack, effects in order, the sharing bonus.

The frame stack is plain data in ``state.frames``: action → card → effect → player, and deeper when an
effect executes another card's effects ("execute ... without sharing"). A game without a trace keeps the action and
card frames only (nobody reads the others there).
"""

from __future__ import annotations

from ..cards.data import CARDS, ICON_INDEX
from ..cards.registry import effect_function
from . import hooks
from .icons import icon_count
from .primitives import EngineError, draw
from .text import Reader, Text, icon, render, term, who, whom
from .text import icon as icon_part  # rows() names its featured icon "icon"


class Frame:
    """One level of what is resolving. kind: action, card, effect or player."""

    __slots__ = (
        "id",
        "kind",
        "event",
        "player",
        "card",
        "index",
        "demand",
        "plan",
        "role",
        "mode",
        "bonus",
        "counts",
        "label",
        "memory",
    )

    def __init__(
        self,
        id,
        kind,
        event=None,
        player=None,
        card=None,
        index=None,
        demand=False,
        plan=None,
        role=None,
        mode=None,
        label="",
    ):
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
        self.counts = False  # card frames: do the changes made now earn the sharing bonus (a sharing opponent's)?
        self.label = label
        self.memory: dict = {}  # card frames: what the card's effects note for its later effects

    def clone(self) -> "Frame":
        f = Frame(
            self.id,
            self.kind,
            self.event,
            self.player,
            self.card,
            self.index,
            self.demand,
            self.plan,
            self.role,
            self.mode,
            self.label,
        )
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
    """Who shares, who is vulnerable and who is compelled, fixed when the dogma starts and never recomputed: one
    count of the featured icon, read three ways.

    ``counts``: each player's visible count of the featured icon. ``sharers``: other players with at least the
    activator's count, clockwise from the activator's left (they execute non-demand effects before the
    activator). ``vulnerable``: opponents (never a teammate) with fewer, clockwise (they execute "I demand"
    effects; empty for a card without one). ``compelled``: opponents (never a teammate) with at least as many
    (they execute "I compel" effects; empty for a card without one).
    ``event``: the index of the event that activated the card (when the counts were taken), if recorded.
    ``display_bonus``: the featured icons of a displayed Artifact dogma'd by the free special action, added to
    the activator's count for this comparison only.

    A player's role depends on the card: where it has no demand, an opponent with fewer icons simply does not
    share (status ``not_sharing``); ``vulnerable`` only where a demand exists. ``effects()`` gives each effect's
    own roles (vulnerable only on the demand effects, compelled only on the compels).
    """

    __slots__ = (
        "card",
        "activator",
        "icon",
        "counts",
        "sharers",
        "vulnerable",
        "compelled",
        "event",
        "kinds",
        "display_bonus",
        "echoes",
        "endorse",
        "_has",
        "_mates",
        "_rows",
    )

    def __init__(self, state, activator, card_name: str, event: int | None = None, display_bonus: int = 0):
        card = CARDS[card_name]
        # Only a card with a featured icon is dogma'd (why_not_dogma): Battleship Yamato has none.
        assert card.dogma_icon is not None, f"{card_name} has no featured icon: it has no dogma plan"
        self.card = card_name
        self.activator = activator.name
        self.icon: str = card.dogma_icon
        self.event = event
        self.display_bonus = display_bonus
        order = state.clockwise_from(activator, include_self=True)
        self.counts = counts = {p.name: icon_count(p, self.icon) for p in order}
        counts[activator.name] += display_bonus
        mine = counts[activator.name]
        self.sharers = [p.name for p in order[:-1] if counts[p.name] >= mine]
        self.kinds = _kinds(card, state.edition)  # dogma, demand or compel, in order
        self._mates = (
            {p.name for p in order if p is not activator and state.teammates(activator, p)}
            if activator.team is not None
            else set()
        )
        # vulnerable to a demand, compelled by a compel: there is nobody to reach on a card without one
        self.vulnerable = (
            [p.name for p in order[:-1] if self.counts[p.name] < mine and p.name not in self._mates]
            if "demand" in self.kinds
            else []
        )
        self.compelled = self.compellable() if "compel" in self.kinds else []
        # Echoes: the echo effects that will run first, fixed now as the rules say (the ``dogma_plan`` hook).
        self.echoes: list[tuple] = []  # (card, effect number, why it is visible)
        if state.expansions:
            for complete in hooks.in_play(state).dogma_plan:
                complete(self, state, activator)
        self.endorse = False  # Cities' Endorse: the activator's effects twice, demands round twice
        self._has = ("demand" in self.kinds or "compel" in self.kinds, "dogma" in self.kinds or bool(self.echoes))
        self._rows: list[dict] | None = None

    @property
    def demands(self) -> tuple:
        """Per effect, in order: is it a demand (an "I demand" or an "I compel")?"""
        return tuple(k != "dogma" for k in self.kinds)

    def demandable(self) -> list[str]:
        """The opponents a demand would reach (fewer icons, never a teammate) — also for a card without demands,
        whose effects may execute another card's demand as if it were on this card."""
        mine = self.counts[self.activator]
        return [n for n, c in self.counts.items() if c < mine and n != self.activator and n not in self._mates]

    def compellable(self) -> list[str]:
        """The opponents a compel would reach (as many icons or more, never a teammate) — also for a card without
        compels, whose effects may execute another card's compel as if it were on this card."""
        return [n for n in self.sharers if n not in self._mates]

    def status(self, name: str) -> str:
        """``name``'s role for the card as a whole: activator, shares, vulnerable, compelled, not_sharing or
        unaffected."""
        has_demand, has_shared = self._has
        if name == self.activator:
            return "activator"
        if name in self.sharers:
            if has_shared:
                return "shares"
            return "compelled" if name in self.compelled else "unaffected"
        if name in self.vulnerable:
            return "vulnerable"
        return "unaffected" if has_demand and not has_shared else "not_sharing"

    def effect_role(self, name: str, index: int) -> str:
        """``name``'s role in effect ``index`` (1-based): a demand has vulnerable players, a compel compelled
        ones, both the activator (who demands) and unaffected ones; a non-demand effect has sharers, the activator
        and players not sharing."""
        if name == self.activator:
            return "activator"
        kind = self.kinds[index - 1]
        if kind == "demand":
            return "vulnerable" if name in self.vulnerable else "unaffected"
        if kind == "compel":
            return "compelled" if name in self.compelled else "unaffected"
        return "shares" if name in self.sharers else "not_sharing"

    def executors(self, index: int) -> list[str]:
        """Who executes effect ``index``, in order (a demand: the vulnerable; a compel: the compelled;
        otherwise sharers, then the activator)."""
        kind = self.kinds[index - 1]
        if kind == "demand":
            return self.vulnerable[:]
        if kind == "compel":
            return self.compelled[:]
        return self.sharers + [self.activator]

    def effects(self) -> list[dict]:
        """Each effect: its kind, whether it is a demand, who executes it in order, and every player's role."""
        return [
            {
                "index": i,
                "kind": k,
                "demand": k != "dogma",
                "executors": self.executors(i),
                "roles": {n: self.effect_role(n, i) for n in self.counts},
            }
            for i, k in enumerate(self.kinds, start=1)
        ]

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
                    if self.display_bonus:
                        why += f" ({self.display_bonus} of them on the displayed card, for this comparison only)"
                elif status == "shares":
                    why = f"{n} {{{icon}}} ≥ {mine}: shares each non-demand effect, before the activator"
                    if name in self.compelled:
                        why += "; compelled too: must carry out each compel (I compel)"
                    elif "demand" in self.kinds:  # the player by name, or "you" to the player reading it
                        why = Text(
                            icon_part(icon, n),
                            f" ≥ {mine}: shares each non-demand effect, before the "
                            "activator; the demand does not reach ",
                            whom(name),
                        )
                    if name in self._mates:
                        mate = " (a teammate: sharing alone earns no free draw)"
                        why = Text(why, mate) if isinstance(why, Text) else why + mate
                elif status == "compelled":
                    why = f"{n} {{{icon}}} ≥ {mine}: must carry out each compel (I compel)"
                elif status == "vulnerable":
                    why = f"{n} {{{icon}}} < {mine}: must carry out the demand" + (
                        "; does not share the other effects" if has_shared else ""
                    )
                elif name in self._mates:
                    why = f"{n} {{{icon}}} {'≥' if n >= mine else '<'} {mine}: " + (
                        "does not share, and a teammate is never vulnerable"
                        if has_shared and n < mine
                        else "a teammate is never vulnerable nor compelled"
                    )
                elif status == "unaffected":  # the card has only demands, and they do not reach this player
                    why = (
                        Text(
                            icon_part(icon, n),
                            f" ≥ {mine}: the demand does not reach ",
                            whom(name),
                            " (nothing to share)",
                        )
                        if n >= mine
                        else f"{n} {{{icon}}} < {mine}: a compel only reaches players with as many or more"
                    )
                else:  # fewer icons on a card without demands: it just passes them by
                    why = f"{n} {{{icon}}} < {mine}: does not share (the card makes no demand)"
                rows.append({"player": name, "count": n, "status": status, "reason": why})
            self._rows = rows
        return self._rows

    def to_dict(self) -> dict:
        d = {
            "card": self.card,
            "activator": self.activator,
            "icon": self.icon,
            "counts": dict(self.counts),
            "sharers": self.sharers[:],
            "vulnerable": self.vulnerable[:],
            "event": self.event,
            "effects": self.effects(),
            "bonus_possible": self.bonus_possible,
            "rows": [dict(r) for r in self.rows],
        }
        if "compel" in self.kinds or self.display_bonus:  # only Artifacts plans carry these
            d["compelled"] = self.compelled[:]
            d["display_bonus"] = self.display_bonus
        if self.endorse:  # only an Endorse carries this
            d["endorse"] = True
            d["doubling"] = (
                "endorsed: the activator carries out each non-demand and echo effect twice, sharers once; "
                "each demand goes round every vulnerable opponent twice"
            )
        if self.echoes:  # only Echoes plans carry these
            d["echoes"] = [{"card": c, "effect": i, "why": why} for c, i, why in self.echoes]
        return d

    def explain(self, terminology: str = "asmadi") -> str:
        """The plan as a plain-text table (icons as words)."""
        reader = Reader(None, terminology)
        return "\n".join(
            f"{r['player']:>12}  {r['count']:>2}  {STATUS_WORDS[r['status']]:<14}  {render(r['reason'], reader)}"
            for r in self.rows
        )


_KINDS: dict = {}


def _kinds(card, edition: str) -> tuple:
    """The kinds of ``card``'s effects in ``edition`` (made once per card and edition)."""
    key = (card.name, edition)
    kinds = _KINDS.get(key)
    if kinds is None:
        kinds = _KINDS[key] = tuple(e.kind for e in card.effects_for(edition))
    return kinds


# A status in words (the statuses themselves are keys: the front ends style and translate them).
STATUS_WORDS = {
    "activator": "activator",
    "shares": "shares",
    "vulnerable": "vulnerable",
    "compelled": "compelled",
    "not_sharing": "does not share",
    "unaffected": "unaffected",
}


def display_bonus(card_name: str) -> int:
    """The featured icons of ``card_name`` itself: what the free special action (Artifacts) adds to its activator's
    count when it dogmas the card on display (``DogmaPlan``'s ``display_bonus``)."""
    card = CARDS[card_name]
    assert card.dogma_icon is not None, f"{card_name} has no featured icon: it cannot be dogma'd"
    return card.visible["top"][ICON_INDEX[card.dogma_icon]]


def dogma(g, activator, card_name: str, mode: str = "dogma", display_bonus: int = 0, plan=None, endorse: bool = False):
    """Resolve ``card_name``'s effects for ``activator``.

    mode "dogma": the Dogma action, with sharing, demands and the sharing bonus.
    mode "execute": another effect executes this card's non-demand effects for ``activator`` only.
    mode "as_if": another effect executes all of this card's effects "as if they were on" its own card: the
    non-demand ones for ``activator`` alone, the demands and compels against the players that card's ``plan``
    made vulnerable or compelled (none without a plan).
    ``display_bonus``: featured icons added to the activator's count (the free dogma of a displayed Artifact).
    ``endorse``: the Cities Endorse action: the activator executes each non-demand (and echo) effect twice,
    sharers once; demands and compels go round all their opponents, then round again.
    """
    s = g.state
    card = CARDS[card_name]
    outer = plan
    trace = g.trace  # texts are only written for a traced game
    # the card's event comes next: its index is when the counts were taken
    plan = (
        DogmaPlan(s, activator, card_name, len(g.events) if trace else None, display_bonus) if mode == "dogma" else None
    )
    if plan is not None and endorse:
        plan.endorse = True
    if not trace:
        text = ""
    elif plan:
        parts = [
            who(activator.name, "endorses" if endorse else "activates"),
            f" {card_name}: featured icon ",
            icon(plan.icon),
            "; ",
        ]
        for i, r in enumerate(plan.rows):
            parts += [", " if i else "", whom(r["player"]), f" {r['count']} ({STATUS_WORDS[r['status']]})"]
        text = Text(*parts)
    elif mode == "as_if":
        text = Text(
            who(activator.name, "executes"),
            f" every effect of {card_name} as if it were on {outer.card if outer else 'this card'} (no sharing)",
        )
    else:
        text = Text(who(activator.name, "executes"), f" the non-demand effects of {card_name} (no sharing)")
    if trace:
        frame = yield from g._push(
            "card",
            player=activator.name,
            card=card_name,
            plan=plan,
            mode=mode,
            label=f"{card_name} ({mode})",
            text=text,
        )
    else:
        frame = g._open("card", activator.name, card_name, plan=plan, mode=mode)
    if plan is not None and plan.echoes:
        yield from _echo_effects(g, activator, card_name, frame, plan)
    effects = card.effects_for(s.edition)
    for i, eff in enumerate(effects, start=1):
        if frame.memory.get("complete"):
            break
        if eff.demand and mode == "execute":
            continue
        if eff.kind == "echo" and mode != "as_if":
            continue  # run first, with the pile's echo effects (a Dogma), or not at all ("non-demand effects")
        if mode == "as_if" and eff.demand:
            names = (outer.compellable() if eff.compel else outer.demandable()) if outer else []
            # A sharer executing it never demands of themself or a teammate.
            names = [n for n in names if not s.teammates(activator, s.player(n))]
            targets = [(s.player(n), "compelled" if eff.compel else "vulnerable") for n in names]
        elif mode != "dogma":
            targets = [(activator, "self")]
        elif eff.compel:
            targets = [(s.player(n), "compelled") for n in plan.compelled] * (2 if endorse else 1)
        elif eff.demand:
            targets = [(s.player(n), "vulnerable") for n in plan.vulnerable] * (2 if endorse else 1)
        else:
            targets = [(s.player(n), "shares") for n in plan.sharers] + [(activator, "activator")] * (
                2 if endorse else 1
            )
        fn = effect_function(card_name, i, s.edition)
        if fn is None:
            raise EngineError(f"effect {i} of {card_name} is not implemented in this version of innovation_nb")
        if not trace:
            text = ""
        elif not targets:
            text = Text(
                f"{card_name}, effect {i} ({eff.kind}): ",
                term(eff.text),
                " — no opponent is compelled: the compel does nothing"
                if eff.compel
                else " — no opponent is vulnerable: the demand does nothing",
            )
        else:
            kind = f" ({eff.kind})" if eff.demand else ""
            parts = [f"{card_name}, effect {i}{kind}: ", term(eff.text), " — executed by "]
            for j, (t, _) in enumerate(targets):
                parts += [", then " if j else "", whom(t.name)]
            text = Text(*parts)
        # Effect and player frames are for readers: an untraced game (bots, search) keeps only its action and card
        # frames.
        if trace:
            ef = yield from g._push(
                "effect", card=card_name, index=i, demand=eff.demand, label=f"{card_name} effect {i}", text=text
            )
        for target, role in targets:
            if target.lost:  # lost during this dogma: never affected again
                continue
            if trace:
                pf = yield from g._push(
                    "player",
                    player=target.name,
                    role=role,
                    label=Text(whom(target.name), f" ({role})"),
                    text=_role_words(target.name, role, activator.name),
                )
            # Only an opponent's changes in a non-demand effect of the action earn the free draw.
            frame.counts = mode == "dogma" and role == "shares" and not s.teammates(activator, target)
            yield from fn(g.context(target, activator, card_name, i, eff.demand, frame))
            frame.counts = False
            if trace:
                g._pop(pf)
            if frame.memory.get("complete"):
                break
        if trace:
            g._pop(ef)
    if mode == "dogma":
        yield from _sharing_bonus(g, activator, frame, plan)
    g._pop(frame)


def _echo_effects(g, activator, card_name, frame, plan):
    """The echo effects ``plan`` fixed, in order, each shared like a non-demand effect (sharers, then the
    activator; an opponent's change earns the sharing bonus). An echo effect of another card of the pile keeps
    its own notes; the card's own echo shares them with the card's other effects."""
    s, trace = g.state, g.trace
    targets = [s.player(n) for n in plan.sharers] + [activator] * (2 if plan.endorse else 1)
    for source, number, why in plan.echoes:
        if frame.memory.get("complete"):
            break
        eff = CARDS[source].effects_for(s.edition)[number - 1]
        fn = effect_function(source, number, s.edition)
        if fn is None:
            raise EngineError(f"the echo effect of {source} is not implemented in this version of innovation_nb")
        own = frame if source == card_name else Frame(-1, "card", None, activator.name, source, mode="echo")
        if trace:
            parts = [f"{source}, echo effect ({why}): ", term(eff.text), " — executed by "]
            for j, q in enumerate(targets):
                parts += [", then " if j else "", whom(q.name)]
            ef = yield from g._push(
                "effect", card=source, index=number, demand=False, label=f"{source} echo effect", text=Text(*parts)
            )
        for target in targets:
            if target.lost:
                continue
            role = "activator" if target is activator else "shares"
            if trace:
                pf = yield from g._push(
                    "player",
                    player=target.name,
                    role=role,
                    label=Text(whom(target.name), f" ({role})"),
                    text=_role_words(target.name, role, activator.name),
                )
            frame.counts = role == "shares" and not s.teammates(activator, target)
            yield from fn(g.context(target, activator, source, number, False, own))
            frame.counts = False
            if trace:
                g._pop(pf)
            if own.memory.get("complete"):
                frame.memory["complete"] = True
                break
        if trace:
            g._pop(ef)


def _role_words(name, role, activator):
    if role == "shares":
        return Text(who(name, "shares"), " the effect")
    if role == "vulnerable":
        return Text(who(name, "is"), " vulnerable and must obey ", whom(activator))
    if role == "compelled":
        return Text(who(name, "is"), " compelled (as many icons or more) and must obey ", whom(activator))
    return Text(who(name, "executes"), " the effect" + (" (not shared)" if role == "self" else ""))


def _sharing_bonus(g, activator, frame, plan):
    s = g.state
    if frame.bonus:
        sharers = sorted({g.events[i].player for i in frame.bonus if g.events[i].player})
        parts: list = ["Sharing bonus: "]
        for j, name in enumerate(sharers):
            parts += [" and " if j else "", whom(name)]
        text = (
            Text(
                *parts,
                ("" if sharers else "an opponent") + " shared and changed the game "
                f"(events {', '.join('#' + str(i) for i in frame.bonus)}), so ",
                who(activator.name, "takes"),
                " a free Draw action",
            )
            if g.trace
            else ""
        )
        yield g._event(
            "bonus", activator.name, (), None, None, {"granted": True, "events": frame.bonus[:], "text": text}
        )
        yield from draw(g, activator, activator.highest_top_value())
        return
    yield g._event(
        "bonus",
        activator.name,
        (),
        None,
        None,
        {"granted": False, "events": [], "text": _no_bonus_text(s, activator, plan) if g.trace else ""},
    )


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
        return Text(
            "No sharing bonus: only ", *names(mates), " (a teammate) shared; a teammate alone never earns the free draw"
        )
    return Text("No sharing bonus: ", *names(opponents), " shared but changed nothing")
