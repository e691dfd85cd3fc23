"""Artifacts of History: the dig after a Meld action, the display, the free special action at the start of a turn,
and the relics.

- **Dig**: a Meld *action* that covers a top card digs when the melded card's value is at most the covered card's,
  or when both cards have their hex in the same place: an Artifact of the covered card's value (ages skipped by
  the base piles) goes on display — unless something is already on display or that Artifact pile is empty.
- **Display**: one card, face up, not on the board and not in the hand; its icons never count. A Meld action
  may meld it as if from the hand.
- **Free special action**: a player who *starts* a turn with a card on display first dogmas it for free (its
  featured icons added to theirs for sharing and vulnerability only; then it is returned), returns it, or
  passes.
- **Relics** (optional): after a dig, the relic of the dug Artifact's value may be seized from the relic area or
  from any achievements pile — to your achievements (not from your own), or to your hand if its back's set is
  in play.

The dig joins the core at its ``meld_action`` hook (``hooks.py``; registered at the end of this module). The display
and the free special action need no hook: the core's turn flow reads the display.
"""

from __future__ import annotations

from ..cards.data import CARDS
from . import endgame, hooks
from . import primitives as prim
from .context import ask
from .decisions import Request
from .events import zone as _zone
from .text import Text, a_age, card, who, whose
from .triggers import close_trigger, open_trigger


def meld_action_covers(g, p, melded: str, covered: str | None):
    """After a Meld action: dig if the rules say so (and then perhaps seize a relic)."""
    s = g.state
    if covered is None:
        return
    if p.display is not None:
        yield from _note(g, p, Text("No dig: ", who(p.name, "has"), " a card on display already"))
        return
    m, c = CARDS[melded], CARDS[covered]
    if not (m.value <= c.value or (m.hex_slot is not None and m.hex_slot == c.hex_slot)):
        return
    age = c.value
    a = prim.draw_age(s, age)
    pile = s.supplies["artifacts"][a - 1] if a <= 10 else None
    if not pile:
        yield from _note(
            g,
            p,
            Text(
                "No dig: there is no Artifact ",
                a_age(age),
                " to dig",
                " (every age from there up is empty)" if a > 10 else f" (the Artifacts {a} pile is empty)",
            ),
        )
        return
    why = (
        f"its value {m.value} is not above {c.value}" if m.value <= c.value else "both show their hex in the same place"
    )
    frame = yield from open_trigger(
        g,
        p,
        "Dig",
        Text(
            "Dig: ",
            card(melded, None),
            " covered ",
            card(covered, None),
            f" ({why}), so ",
            who(p.name, "digs"),
            " an Artifact of ",
            a_age(age),
            " onto the display",
            " (then the relic of its value may be seized)" if s.relics_on else "",
        ),
    )
    dug = yield from dig(g, p, pile, a, melded, covered)
    if s.relics_on:
        yield from offer_relic(g, p, CARDS[dug].value)
    close_trigger(g, frame)


def dig(g, p, pile, a: int, melded: str, covered: str):
    """Put the top Artifact of ``pile`` (age ``a``) on ``p``'s display."""
    dug = pile[-1]
    ev = g._event(
        "dig",
        p.name,
        (dug,),
        _zone("supply", None, f"artifacts/{a}"),
        _zone("display", p.name),
        {"age": a, "melded": melded, "covered": covered},
        None,
    )
    yield ev
    pile.pop()
    p.display = dug
    return dug


def _note(g, p, text: Text):
    """An explanation in the log (traced games only): no change to the game."""
    if g.trace:
        yield g._event("note", p.name, (), None, None, {"text": text})


# -- relics ---------------------------------------------------------------------------------------------------


def relic_of_age(s, value: int):
    """The relic of ``value`` and where it is now (the relic area or someone's achievements), or (None, None)."""
    for r in s.relics:
        if CARDS[r].age == value:
            return r, prim.RELICS
    for q in s.players:
        for r in q.achievements:
            if r in CARDS and CARDS[r].relic and CARDS[r].age == value:
                return r, prim.achievements(q)
    return None, None


def offer_relic(g, p, value: int):
    """After a dig, ``p`` may seize the relic of ``value`` (if it can be seized from where it is)."""
    s = g.state
    relic, src = relic_of_age(s, value)
    if relic is None:
        return
    options = []
    if not (src[0] == "achievements" and src[1] is p):
        options.append("achievements")
    if CARDS[relic].set in ("base",) + s.expansions:
        options.append("hand")
    if not options:
        return
    where = ("the relic area",) if src is prim.RELICS else (whose(src[1].name), " achievements")
    choice = yield from ask(
        g,
        Request(
            p.name,
            "choice",
            options,
            optional=True,
            card=None,
            prompt=Text(
                "You may seize the relic ", card(relic), " (from ", *where, "): into your achievements or your hand"
            ),
        ),
    )
    if choice is None:
        return
    yield from seize(g, p, relic, src, prim.achievements(p) if choice == "achievements" else prim.hand(p))


def seize(g, p, relic: str, src, dst):
    """Move a relic from the relic area or an achievements pile to ``p``'s achievements or hand."""
    prim._check(g.state, src, relic)
    ev = g._event("seize", p.name, (relic,), prim.zone_name(src, relic), prim.zone_name(dst, relic), None, None)
    yield ev
    prim._take(g.state, src, relic)
    prim._put(g.state, dst, relic)
    if dst[0] == "achievements":
        yield from endgame.check_achievement_win(g, p)
    return relic


# At a Meld action, the dig comes after the City icons and City draw, before a promotion.
hooks.register("meld_action", "artifacts", meld_action_covers, order=2)
