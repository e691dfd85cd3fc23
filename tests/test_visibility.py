"""Who may know a card, zone by zone (the source of every text's and option's redaction)."""

from __future__ import annotations

from helpers import expansions_game

from innovation_nb.engine.visibility import can_see, who_sees


def game():
    return expansions_game(
        {
            "Alice": {
                "hand": ["Archery"],
                "score": ["Mysticism"],
                "board": {"red": ["Oars"]},
                "achievements": ["Complex Numbers"],
            },
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        expansions=("artifacts", "echoes"),
        relics=True,
        display={"Bob": "Holmegaard Bows"},
        forecast={"Alice": ["Bangle"]},
    )


def test_the_owner_alone_knows_a_hand_a_score_pile_and_a_forecast():
    g = game()
    for card in ("Archery", "Mysticism", "Bangle"):
        assert who_sees(g, card) == ("Alice",)
        assert can_see(g, "Alice", card) and not can_see(g, "Bob", card)


def test_boards_displays_the_relic_area_and_achieved_relics_are_public():
    g = game()
    relic_area = [c for c in g.state.relics]
    assert relic_area, "the relic area is in play"
    for card in ["Oars", "Holmegaard Bows", "Complex Numbers"] + relic_area:
        assert who_sees(g, card) is None, card
        assert can_see(g, "Bob", card)


def test_the_supply_and_standard_achievements_are_known_to_nobody():
    g = game()
    assert who_sees(g, g.state.supplies["echoes"][0][-1]) == ()
    assert who_sees(g, g.state.achievements[0]) == ()
