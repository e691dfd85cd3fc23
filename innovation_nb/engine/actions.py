"""The four actions (Draw, Meld, Achieve, Dogma): which are legal, why the others are not, and how each runs;
the setup (the simultaneous first meld) and the turn order."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..cards.data import AGES, CARDS, title_key, unknown_card_message
from ..cards.registry import implemented_set
from ..errors import InnovationError, shorten
from ..terms import LABELS
from . import hooks
from . import primitives as prim
from .decisions import Request, Simultaneous
from .dogma import display_bonus, dogma
from .text import Text, count, label, who, whom, whose


class IllegalAction(InnovationError):
    """The action cannot be taken now; the message says why. Nothing was changed."""


class Action(NamedTuple):
    """``kind`` is draw, meld, achieve or dogma; ``card`` names the card (meld, dogma); ``age`` the
    achievement (achieve). With Artifacts, the free special action at the start of a turn is ``dogma`` or
    ``return`` of the displayed card, or ``pass``. A tuple: cheap to make, compare and hash."""

    kind: str
    card: str | None = None
    age: int | None = None

    def __str__(self) -> str:
        if self.kind in ("draw", "pass"):
            return self.kind
        if self.kind == "achieve":
            return f"achieve {self.age}"
        return f"{self.kind} {self.card}"

    @property
    def named_card(self) -> str:
        """The card a meld, dogma, return or endorse names: always one, as ``parse`` and the checks of an Action
        made by hand see to it (the other kinds name none)."""
        assert self.card is not None, f"a {self.kind} action names no card"
        return self.card

    @classmethod
    def parse(cls, text) -> "Action":
        """Accept an Action, or text like ``"draw"``, ``"meld Archery"``, ``"achieve 3"``, ``"dogma The Wheel"``.
        Anything else raises IllegalAction saying what is wrong (an ``Action`` made by hand is checked too)."""
        if text.__class__ is Action:
            return text if _MADE.get(id(text)) is text else _checked(text)
        if isinstance(text, Action):
            return _checked(text)
        if not isinstance(text, str):
            raise IllegalAction(
                f"not an action: {shorten(text)}; an action is an Action or a text like 'draw', "
                f"'meld Archery', 'achieve 3' or 'dogma The Wheel'"
            )
        m = re.fullmatch(r"\s*(\w+)\s*(.*?)\s*", text, re.S)
        kind, rest = (m.group(1).lower(), m.group(2)) if m else ("", "")
        if kind in ("draw", "pass") and not rest:
            return cls(kind)
        if kind == "achieve":
            if not re.fullmatch(r"[0-9]{1,6}", rest):
                raise IllegalAction(f"'achieve' needs an age, like 'achieve 3' (got {shorten(text)})")
            return cls("achieve", age=int(rest))
        if kind in ("meld", "dogma", "return", "endorse"):
            if rest not in CARDS:
                raise IllegalAction(f"{kind}: {unknown_card_message(rest)}")
            return cls(kind, card=rest)
        raise IllegalAction(
            f"unknown action {shorten(text)}; the actions are draw, meld <card>, achieve <age>, "
            f"dogma <card> (with Cities also endorse <card>)"
        )


# return and pass: the free special action (Artifacts); endorse: the third action (Cities)
KINDS = ("draw", "meld", "achieve", "dogma", "return", "pass", "endorse")


def _checked(a: Action) -> Action:
    """An Action made by hand, checked field by field (it is a plain tuple: nothing checked it when it was made)."""
    kind, card, age = a
    if kind not in KINDS:
        raise IllegalAction(f"unknown action kind {shorten(kind)}; the kinds are {', '.join(KINDS)}")
    if kind == "achieve":
        if isinstance(age, bool) or not isinstance(age, int):
            raise IllegalAction(
                f"achieve: the age is a whole number, like Action('achieve', age=3), not {shorten(age)}"
            )
        if not 1 <= age <= 9:
            raise IllegalAction(f"Achieve {shorten(age)}: standard achievements are ages 1 to 9")
    elif age is not None:
        raise IllegalAction(f"{kind}: only 'achieve' takes an age (got age={shorten(age)})")
    if kind in ("meld", "dogma", "return", "endorse"):
        if not isinstance(card, str) or card not in CARDS:
            raise IllegalAction(f"{kind}: {unknown_card_message(card)}")
    elif card is not None:
        raise IllegalAction(
            f"{kind}: only 'meld', 'dogma' and 'return' name a card, and with Cities 'endorse' "
            f"(got card={shorten(card)})"
        )
    return a


def draw_action():
    return Action("draw")


class _Made(dict):
    """Actions of one kind, each made once, on first use: listing the legal actions then builds no tuple."""

    def __init__(self, kind: str, field: str):
        super().__init__()
        self.kind, self.field = kind, field

    def __missing__(self, key):
        a = self[key] = Action(self.kind, **{self.field: key})
        try:
            _MADE[id(_checked(a))] = a
        except IllegalAction:  # kept unchecked: applying it says what is wrong
            pass
        return a


_DRAW = Action("draw")
# The actions made here, already checked, by identity (a tuple equal to one, e.g. with age=True, is not one)
_MADE = {id(_DRAW): _DRAW}
_MELD, _DOGMA, _ACHIEVE = _Made("meld", "card"), _Made("dogma", "card"), _Made("achieve", "age")


def eligible_ages(state, p) -> list[int]:
    """Ages of available standard achievements ``p`` may claim: a top card ≥ age, and a score ≥ 5 × age — or
    5 × age × (n + 1) while ``p`` already holds n standard achievements of that age (Echoes' duplicates)."""
    if not state.achievements:
        return []
    score = p.score_total
    if score < 5:
        return []
    limit = score // 5  # score ≥ 5 × age and top ≥ age
    top = p.highest_top_value()
    if top < limit:
        limit = top
    ages = set()
    for c in state.achievements:
        a = AGES[c]
        if a <= limit:
            ages.add(a)
    if ages and p.achievements:
        held = held_ages(p)
        ages = {a for a in ages if score >= needed_score(a, held)}
    return sorted(ages)


def held_ages(p) -> dict[int, int]:
    """How many standard achievements of each age ``p`` holds (relics and specials are not standard)."""
    held: dict[int, int] = {}
    for a in p.achievements:
        c = CARDS.get(a)
        if c is not None and not c.relic:
            held[c.age] = held.get(c.age, 0) + 1
    return held


def needed_score(age: int, held: dict[int, int]) -> int:
    """The score an achievement of ``age`` needs: 5 × age, times one more for each one of that age already held."""
    return 5 * age * (held.get(age, 0) + 1)


def why_illegal(state, action: Action, player=None) -> str | None:
    """None if ``action`` is legal for the current player now, otherwise the reason in words."""
    if state.phase == "over":
        return "the game is over"
    if state.phase == "setup":
        return "the game has not started: every player first chooses a card to meld"
    p = state.current_player
    if player is not None and state.player(player) is not p:
        q = state.player(player).name
        return Text("it is ", whose(p.name), " turn, not ", whose(q))
    if state.free_action:
        return _why_not_free(state, p, action)
    if action.kind in ("return", "pass"):
        return (
            f"{action.kind.capitalize()}: only as the free special action at the start of a turn that begins "
            "with a card on display"
        )
    if action.kind == "draw":
        return None
    if action.kind == "meld":
        if action.card not in p.hand and action.card != p.display:
            return Text(
                f"Meld {action.card}: it is not in ", whose(p.name), " hand" + (" nor on display" if p.display else "")
            )
        return None
    if action.kind == "dogma":
        if action.card not in p.top_cards():
            return Text(f"Dogma {action.card}: it is not a top card on ", whose(p.name), " board")
        return why_not_dogma(state, action.named_card)
    if action.kind in hooks.ACTIONS:  # an expansion's own action (Cities' Endorse)
        return hooks.ACTIONS[action.kind].why_not(state, p, action)
    if action.kind == "achieve":
        age = action.age
        if age is None or not 1 <= age <= 9:
            return f"Achieve {age}: standard achievements are ages 1 to 9"
        if not any(CARDS[c].age == age for c in state.achievements):
            return f"Achieve {age}: the {age} achievement is not available (already claimed)"
        held = held_ages(p)
        need, have = needed_score(age, held), p.score_total
        if have < need:
            # the player by name, or "you" for the player reading it (a Text: see engine/text.py)
            twice = (" (", who(p.name, "already holds"), f" {held[age]} of age {age})") if held.get(age) else ()
            return Text(f"Achieve {age} needs {need} points", *twice, "; ", who(p.name, "has"), f" {have}")
        top = p.highest_top_value()
        if top < age:
            return Text(
                f"Achieve {age} needs a top card of value {age} or more; ", whose(p.name), f" highest top card is {top}"
            )
        return None
    return f"unknown action kind {shorten(action.kind)}"


def why_not_dogma(state, card: str) -> str | None:
    if CARDS[card].dogma_icon is None:
        return f"Dogma {card}: it has no featured icon, so it cannot be dogma'd"
    if card not in implemented_set(state.edition):
        return f"Dogma {card}: its effects are not implemented in this version of innovation_nb"
    return None


_DOGMABLE: dict = {}


def _dogmable(edition: str) -> frozenset:
    """Cards a Dogma action may name as a top card: implemented, with a featured icon (cached by the implemented
    set, which is made anew whenever the registry changes)."""
    implemented = implemented_set(edition)
    known = _DOGMABLE.get(implemented)
    if known is None:
        known = _DOGMABLE[implemented] = frozenset(c for c in implemented if CARDS[c].dogma_icon)
    return known


def _why_not_free(state, p, action: Action) -> str | None:
    """The free special action: dogma the displayed card, return it, or pass; nothing else comes first."""
    shown = p.display
    if action.kind == "dogma" and action.card == shown:
        return why_not_dogma(state, shown)
    if action.kind == "return" and action.card == shown or action.kind == "pass":
        return None
    # the action first, as every other reason says it; the player by name, or "you" for the player reading it
    act = str(action)
    return Text(
        f"{act[:1].upper()}{act[1:]}: not yet, ",
        who(p.name, "starts"),
        f" the turn with {shown} on display: "
        f"first take the free special action (dogma {shown}, return {shown}, or pass)",
    )


def free_actions(state, p) -> list[Action]:
    shown = p.display
    acts = [Action("dogma", card=shown)] if why_not_dogma(state, shown) is None else []
    return acts + [Action("return", card=shown), Action("pass")]


def legal_actions(state) -> list[Action]:
    if state.phase != "play":
        return []
    p = state.current_player
    if state.free_action:
        return free_actions(state, p)
    acts = [_DRAW]
    if p.hand:
        acts += [_MELD[c] for c in sorted(p.hand)]  # a hand never holds a card twice
    if p.display is not None:
        acts.append(_MELD[p.display])
    if p.score:
        acts += [_ACHIEVE[a] for a in eligible_ages(state, p)]
    dogmable = _dogmable(state.edition)
    for q in p.board:
        if q.cards and q.cards[-1] in dogmable:
            acts.append(_DOGMA[q.cards[-1]])
    if state.expansions:
        for more in hooks.in_play(state).actions:
            acts += more(state, p, dogmable)
    return acts


def run_action(g, action: Action):
    """The generator for one action by the current player, then the turn bookkeeping."""
    s = g.state
    p = s.current_player
    free = s.free_action
    s.free_action = False
    if g.trace:
        # the action's name in the edition's words ("Dogma" / "Activate"), what it names as written
        named = (
            label(action.kind) if action.kind in LABELS["asmadi"] else action.kind.capitalize(),
            str(action)[len(action.kind) :],
        )
        if free:
            text = Text(
                whom(p.name),
                ": ",
                *named,
                f" (the free special action: {p.display} is on display at the start of the turn)",
            )
        else:
            text = Text(
                whom(p.name),
                ": ",
                *named,
                f" ({'last action' if s.actions_left == 1 else 'first of two actions'} this turn)",
            )
        frame = yield from g._push("action", player=p.name, label=str(action), text=text)
    else:
        frame = g._open("action", p.name)
    if free:
        yield from free_action(g, p, action)
    elif action.kind == "draw":
        yield from prim.draw(g, p, p.highest_top_value())
    elif action.kind == "meld":
        card = action.named_card
        covered = p.board[CARDS[card].color_index].top
        src = prim.display(p) if card == p.display and card not in p.hand else prim.hand(p)
        yield from prim.meld(g, p, card, src)
        if s.expansions:
            yield from meld_action_triggers(g, p, card, covered)
    elif action.kind == "achieve":
        card = next(c for c in s.achievements if CARDS[c].age == action.age)
        yield from prim.achieve(g, p, card)
    elif action.kind == "dogma":
        yield from dogma(g, p, action.named_card)
    else:
        yield from hooks.ACTIONS[action.kind].run(g, p, action)
    g._pop(frame)
    if s.result is None and not free:
        yield from end_of_action(g)


def meld_action_triggers(g, p, card: str, covered: str | None):
    """What a Meld action (never a meld inside an effect) sets off: the ``meld_action`` hooks of the sets in play,
    in the rulebook's order (City icons, a City draw, a dig, a promotion)."""
    for hook in hooks.in_play(g.state).meld_action:
        if g.state.result is not None:
            break
        yield from hook(g, p, card, covered)


def free_action(g, p, action: Action):
    """The Artifacts free special action: dogma the displayed card (its featured icons count for sharing and
    vulnerability only), then return it; or return it; or pass and keep it."""
    if action.kind == "dogma":
        shown = action.named_card
        yield from dogma(g, p, shown, display_bonus=display_bonus(shown))
        if p.display == shown and g.state.result is None:  # unless an effect moved it
            yield from prim.return_card(g, p, shown, prim.display(p))
    elif action.kind == "return":
        yield from prim.return_card(g, p, action.named_card, prim.display(p))


def end_of_action(g):
    s = g.state
    s.actions_left -= 1
    if s.actions_left > 0:
        return
    n = len(s.players)
    s.current = (s.current + 1) % n
    while s.players[s.current].lost:  # a player who has lost takes no more turns
        s.current = (s.current + 1) % n
    s.turn += 1
    s.actions_left = s.upcoming.pop(0) if s.upcoming else 2
    s.endorsed = False
    for q in s.players:
        q.tucked = q.scored = 0
    nxt = s.current_player
    s.free_action = nxt.display is not None  # only Artifacts ever puts a card on display
    yield g._event(
        "turn",
        nxt.name,
        (),
        None,
        None,
        {
            "turn": s.turn,
            "actions": s.actions_left,
            "text": Text(f"Turn {s.turn}: ", whom(nxt.name), f" ({count(s.actions_left, 'action')})")
            if g.trace
            else "",
        },
    )


def first_turn_actions(n_players: int) -> list[int]:
    """Action counts of the first turns: one for the first player (the first two with four players)."""
    return [1, 1] if n_players >= 4 else [1]


def setup(g):
    """Deal two 1s to each player; each secretly chooses one to meld; all meld at once; the first title
    alphabetically goes first."""
    s = g.state
    frame = yield from g._push(
        "action", player=None, label="setup", text="Setup: each player draws two 1s and chooses one to meld"
    )
    if not any(p.hand for p in s.players):  # a position at the start of the game may come with hands dealt
        for p in s.players:
            yield from prim.draw(g, p, 1)
            yield from prim.draw(g, p, 1)
    # Everyone chooses at the same time: the requests are open together and may be answered in any order.
    answers = yield Simultaneous(
        [
            Request(
                p.name,
                "cards",
                sorted(p.hand, key=title_key),
                1,
                1,
                False,
                "Choose the card to meld first (the others choose at the same time)",
                None,
                hidden=True,
            )
            for p in s.players
        ]
    )
    chosen = {name: a[0] for name, a in answers.items()}
    for p in s.players:
        yield from prim.meld(g, p, chosen[p.name])
    first = min(s.players, key=lambda q: title_key(chosen[q.name]))
    s.current = first.index
    counts = first_turn_actions(len(s.players))
    s.actions_left = counts[0]
    s.upcoming = counts[1:]
    s.phase = "play"
    s.turn = 1
    g._pop(frame)
    yield g._event(
        "turn",
        first.name,
        (),
        None,
        None,
        {
            "turn": 1,
            "actions": s.actions_left,
            "text": Text(
                who(first.name, "goes"),
                f" first: {chosen[first.name]} comes first alphabetically. Turn 1: ",
                whom(first.name),
                f" ({count(s.actions_left, 'action')})",
            ),
        },
    )
