"""A re-deal of what one player cannot see: the same position as far as that player can tell, with every card hidden
from them dealt anew.

A player knows a face-down card only by its back (``engine.visibility.back``: its set and age, and whether it is
a relic). Which cards a player may see where is the engine's rule (``visibility.zone_seen``): boards, displays and
the relic area are face up, a hand, a score pile and a forecast are their owner's, and the supply, the standard
achievements (even one's own) and the removed cards are face down to everyone. A re-deal gathers the cards the
player cannot see, back by back, and deals each back's cards at random over the places that hold a card of that
back: the supply piles' order, which age-3 card is the available achievement and which is in an opponent's hand,
and so on. A relic is dealt only among relics. Every known fact stays true: what the player sees (their own
cards, every board), the backs in every place, the counts.

The cards of each back are sorted before they are shuffled: the re-deals depend on the random generator and on
the places and backs only, not on which hidden card was where.

>>> import random
>>> s = Scenario.load({"players": [{"name": "Ann", "hand": ["Archery"]}, {"name": "Bob", "hand": ["Oars"]}]})
>>> redeal(s, "Ann", random.Random(1)).players[0].hand
['Archery']
"""

from __future__ import annotations

import random

from ..cards.data import CARDS
from ..engine.visibility import back, zone_seen, zones
from ..errors import shorten
from .model import Scenario, ScenarioError


def unseen(state, viewer: str) -> list[tuple[str, object, list, int]]:
    """The places of the cards ``viewer`` cannot see at ``state``, in ``zones`` order: ``(kind, owner, cards, i)``,
    the card being ``cards[i]`` (``owner``: a Player, or None for the supply, the available achievements and the
    removed cards)."""
    out = []
    for kind, owner, cards in zones(state):
        for i, c in enumerate(cards):
            if c in CARDS:  # a special achievement is named, not a card
                seen = zone_seen(kind, owner, c)
                if seen is not None and viewer not in seen:
                    out.append((kind, owner, cards, i))
    return out


def redeal(scenario: Scenario, viewer: str, rng: random.Random) -> Scenario:
    """``scenario`` with every card ``viewer`` cannot see dealt anew among the places of its back, by ``rng``: a
    scenario of the whole position (every card placed, as ``Scenario.from_state`` writes it), with the same title
    and description. ``viewer``: a seated player's name."""
    names = [p.name for p in scenario.players]
    if viewer not in names:
        raise ScenarioError("viewer", f"{shorten(viewer)} is not seated; the players are {', '.join(names)}")
    state = scenario.to_state()
    places = unseen(state, viewer)
    pools: dict[tuple, list[str]] = {}
    for _kind, _owner, cards, i in places:
        pools.setdefault(back(cards[i]), []).append(cards[i])
    dealt = {k: rng.sample(sorted(v), len(v)) for k, v in sorted(pools.items())}
    for _kind, _owner, cards, i in places:  # a display is face up: never among these places
        cards[i] = dealt[back(cards[i])].pop()
    return Scenario.from_state(state, scenario.title, scenario.description)


__all__ = ["redeal", "unseen"]
