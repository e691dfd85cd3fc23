"""Checks that hold after every event of every game; used by the test sweeps and random games."""

from __future__ import annotations

from ..cards.data import CARDS
from ..errors import clip
from .endgame import achievement_count, achievements_needed
from .icons import count_pile
from .state import ALL_SPECIALS, ECHOES_SPECIALS


def check_invariants(state) -> None:
    """Raise AssertionError naming the broken rule."""
    where = state.all_card_locations()  # raises if a card is in two places
    in_play = set(state.cards_in_play())
    missing = in_play - set(where)
    assert not missing, f"cards lost ({len(missing)}): {_few(missing)}"
    unknown = [c for c in where if c not in CARDS]
    assert not unknown, f"unknown cards ({len(unknown)}): {_few(unknown)}"
    strangers = set(where) - in_play
    assert not strangers, f"cards of a set not in play ({len(strangers)}): {_few(strangers)}"
    for p in state.players:
        for q in p.board:
            assert not (q.splay and len(q.cards) < 2), f"{p.name}'s pile {q.cards} is splayed with < 2 cards"
            assert q.splay in (None, "left", "right", "up"), f"bad splay {q.splay!r}"
            assert q.icons is None or q.icons == count_pile(q), f"{p.name}'s pile {q.cards} caches wrong icons"
            colors = {CARDS[c].color for c in q.cards}
            assert len(colors) <= 1, f"{p.name} has a mixed pile {q.cards}"
    # A special is claimed by one player or available, never both (a position may leave some out of play).
    specials = [a for p in state.players for a in p.achievements if a in ALL_SPECIALS] + state.specials
    assert len(specials) == len(set(specials)), f"a special achievement is in two places: {specials}"
    assert set(specials) <= set(ALL_SPECIALS), f"unknown special achievement in {specials}"
    assert all(CARDS[c].age <= 9 for c in state.achievements), "an age-10 card is an available achievement"
    for s, piles in state.supplies.items():
        for a, pile in enumerate(piles, start=1):
            assert all(CARDS[c].age == a and CARDS[c].set == s and not CARDS[c].relic for c in pile), (
                f"the {s} supply {a} holds a card of another set or age"
            )
    assert all(CARDS[c].relic for c in state.relics), "a card that is not a relic is in the relic area"
    assert state.phase != "play" or not state.current_player.lost, "a player who has lost is taking a turn"
    for p in state.players:
        assert p.display is None or "artifacts" in state.expansions, f"{p.name} has a display without Artifacts"
        # only a dig puts a card on display, and it draws from the Artifacts supply (no relic is ever there)
        assert p.display is None or (CARDS[p.display].set == "artifacts" and not CARDS[p.display].relic), (
            f"{p.name} has {p.display}, not an Artifact, on display"
        )
    assert not state.free_action or (state.phase == "play" and state.current_player.display is not None), (
        "the free special action without a card on display"
    )
    if "cities" in state.expansions and state.phase == "play" and not state.frames:
        # flags and fountains are counted the moment a board changes: between actions nobody has the goal unnoticed
        need = achievements_needed(state)
        assert all(achievement_count(state, p) < need for p in state.players_in_game), (
            "a player has the achievements to win, but the game goes on"
        )
    _check_echoes(state, specials)


def _check_echoes(state, specials) -> None:
    """Echoes of the Past: its zones, achievements and scoring exist only when it is in play."""
    echoes = "echoes" in state.expansions
    bonuses = echoes or "cities" in state.expansions
    for p in state.players:
        assert echoes or not p.forecast, f"{p.name} has a forecast without Echoes"
        assert p.bonuses_on == bonuses, (
            f"{p.name}'s bonuses count {'without' if p.bonuses_on else 'despite'} Echoes or Cities in play"
        )
        # a relic with bonuses (Safety Pin) on a board scores nothing extra in a game without them
        expected = p.score_pile_total + (p.bonus_points() if bonuses else 0)
        assert p.score_total == expected, f"{p.name}'s score {p.score_total} is not its parts ({expected})"
    assert echoes or not set(specials) & set(ECHOES_SPECIALS), "an Echoes special achievement without Echoes"


def _few(cards, n: int = 3) -> str:
    """A few titles of a set of cards, for a message that must stay short (a whole supply can be missing)."""
    first = [clip(c, 40) for c in sorted(cards)[:n]]
    return ", ".join(first) + (", ..." if len(cards) > n else "")
