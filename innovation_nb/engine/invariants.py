"""Checks that hold after every event of every game; used by the test sweeps and random games."""
from __future__ import annotations

from ..cards.data import CARDS
from .icons import count_pile
from .state import SPECIAL_ACHIEVEMENTS


def check_invariants(state) -> None:
    """Raise AssertionError naming the broken rule."""
    where = state.all_card_locations()  # raises if a card is in two places
    missing = set(CARDS) - set(where)
    assert not missing, f"cards lost: {sorted(missing)}"
    assert len(where) == len(CARDS), f"{len(where)} cards placed, expected {len(CARDS)}"
    for p in state.players:
        for q in p.board:
            assert not (q.splay and len(q.cards) < 2), f"{p.name}'s pile {q.cards} is splayed with < 2 cards"
            assert q.splay in (None, "left", "right", "up"), f"bad splay {q.splay!r}"
            assert q.icons is None or q.icons == count_pile(q), f"{p.name}'s pile {q.cards} caches wrong icons"
            colors = {CARDS[c].color for c in q.cards}
            assert len(colors) <= 1, f"{p.name} has a mixed pile {q.cards}"
    # A special is claimed by one player or available, never both (a position may leave some out of play).
    specials = [a for p in state.players for a in p.achievements if a in SPECIAL_ACHIEVEMENTS] + state.specials
    assert len(specials) == len(set(specials)), f"a special achievement is in two places: {specials}"
    assert set(specials) <= set(SPECIAL_ACHIEVEMENTS), f"unknown special achievement in {specials}"
    assert all(CARDS[c].age <= 9 for c in state.achievements), "an age-10 card is an available achievement"
    for a, pile in enumerate(state.supply, start=1):
        assert all(CARDS[c].age == a for c in pile), f"supply {a} holds a card of another age"
