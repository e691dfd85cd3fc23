"""Artifacts of History, age 10: every effect's branches, each choice, the compels, wins and their ties, losing
(Exxon Valdez), removal from the game (DeLorean DMC-12) and Rover Curiosity executing the card it melds (whom each
compel reaches: test_compels_ages_7_to_10.py)."""

import pytest
from helpers import P, artifacts_game, cards, compel_order, dogma, granted, log_text, moved, play, start, step

from innovation_nb.cards.data import CARDS, CARDS_BY_SET

# -- DeLorean DMC-12 ----------------------------------------------------------------------------------------------

DELOREAN = "DeLorean DMC-12"  # 3 clocks


def test_delorean_removes_every_top_card_and_every_hand():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [DELOREAN, "Lighting"], "red": ["Archery"]}, "hand": ["Tools"]},
            "Bob": {"board": {"green": ["Sailing", "Clothing"]}, "hand": ["Oars"]},
        }
    )
    play(g, DELOREAN)
    assert sorted(g.state.removed) == sorted([DELOREAN, "Archery", "Tools", "Sailing", "Oars"])
    assert P(g, "Alice").top_cards() == ["Lighting"] and P(g, "Bob").top_cards() == ["Clothing"]
    assert P(g, "Alice").hand == [] and P(g, "Bob").hand == []
    assert "Oars" not in log_text(g, "Alice") and "Tools" not in log_text(g, "Bob")


def test_delorean_from_display_is_on_no_board_and_does_nothing():
    g = artifacts_game(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Tools"]}, "Bob": {"hand": ["Oars"]}},
        display={"Alice": DELOREAN},
        free_action=True,
    )
    g.apply(f"dogma {DELOREAN}")
    assert g.state.removed == [] and P(g, "Alice").hand == ["Tools"] and P(g, "Bob").hand == ["Oars"]
    assert P(g, "Alice").display is None and g.state.supplies["artifacts"][9][0] == DELOREAN


def test_delorean_a_sharer_removes_it_first_so_the_activator_finds_it_gone():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [DELOREAN], "red": ["Archery"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        supply={1: ["Oars"]},
    )
    play(g, DELOREAN)
    assert sorted(g.state.removed) == sorted([DELOREAN, "Archery", "Tools", "Quantum Theory"])
    # Alice's own turn found no DeLorean on any board; Bob's change earns her the free draw (of a 0: a 1).
    assert granted(g) == [True] and P(g, "Alice").hand == ["Oars"]


# -- Dolly the Sheep ----------------------------------------------------------------------------------------------

DOLLY = "Dolly the Sheep"  # 2 clocks


def test_dolly_domestication_at_the_bottom_wins():
    g = artifacts_game({"Alice": {"board": {"yellow": [DOLLY, "Domestication"]}}, "Bob": {}})
    start(g, DOLLY)
    assert g.pending.optional and g.pending.options == ["Domestication"]
    step(g, None)
    assert g.pending.kind == "yes_no"
    step(g, False)
    assert g.result.winners == ("Alice",)


def test_dolly_scoring_the_bottom_and_tucking_domestication_wins():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [DOLLY, "Agriculture"]}}, "Bob": {}}, supply={1: ["Domestication"]}
    )
    dogma(g, DOLLY, "Agriculture", True)
    assert P(g, "Alice").score == ["Agriculture"] and cards(g, "Alice", "yellow") == ["Domestication", DOLLY]
    assert g.result.winners == ("Alice",)


def test_dolly_otherwise_melds_the_highest_card_in_hand_and_draws_a_10():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [DOLLY, "Agriculture"]}, "hand": ["Tools", "Calendar"]}, "Bob": {}},
        supply={1: ["Oars"], 10: ["Robotics"]},
    )
    dogma(g, DOLLY, None, True)
    assert cards(g, "Alice", "red") == ["Oars"] and P(g, "Alice").top("blue") == "Calendar"
    assert P(g, "Alice").hand == ["Tools", "Robotics"] and not g.over


# -- Exxon Valdez -------------------------------------------------------------------------------------------------

EXXON = {"board": {"red": ["Exxon Valdez"]}}  # 3 factories
STRONG = {"red": ["Coal"]}  # 3 factories: compelled


def test_exxon_removes_everything_and_the_victim_leaves_the_game():
    g = artifacts_game(
        {
            "Alice": EXXON,
            "Bob": {
                "board": {**STRONG, "blue": ["Tools", "Writing"]},
                "hand": ["Oars"],
                "score": ["Sailing"],
                "achievements": [2, "Monument", "Complex Numbers"],
            },
            "Carol": {"hand": ["Archery"]},
        },
        relics=True,
        actions_left=1,
    )
    two = P(g, "Bob").achievements[0]
    play(g, "Exxon Valdez")
    bob = P(g, "Bob")
    assert bob.lost and compel_order(g) == ["Bob"] and not g.over
    assert (bob.hand, bob.score, bob.board_cards()) == ([], [], [])
    # Only the standard achievement goes: a special is no card and a relic is never affected by such effects.
    assert bob.achievements == ["Monument", "Complex Numbers"] and two in g.state.removed
    assert two not in log_text(g, "Alice")
    assert g.current_player.name == "Carol" and P(g, "Carol").hand == ["Archery"]


def test_exxon_with_two_players_the_activator_is_left_and_wins():
    g = artifacts_game({"Alice": EXXON, "Bob": {"board": STRONG}})
    play(g, "Exxon Valdez")
    assert g.over and g.result.winners == ("Alice",) and g.result.reason == "dogma"
    assert "Alice is the last in the game and wins" in g.result.detail


def test_exxon_two_victims_in_turn_order_leave_the_activator_alone():
    g = artifacts_game({"Alice": EXXON, "Bob": {"board": STRONG}, "Carol": {"board": {"red": ["Machine Tools"]}}})
    play(g, "Exxon Valdez")
    assert compel_order(g) == ["Bob", "Carol"] and P(g, "Bob").lost and P(g, "Carol").lost
    assert g.result.winners == ("Alice",)


# -- Higgs Boson --------------------------------------------------------------------------------------------------

HIGGS = "Higgs Boson"  # 3 lightbulbs


def test_higgs_moves_the_whole_board_into_the_score_pile():
    g = artifacts_game(
        {"Alice": {"board": {"blue": {"cards": [HIGGS, "Tools"], "splay": "left"}, "red": ["Archery"]}}, "Bob": {}}
    )
    play(g, HIGGS)
    assert sorted(P(g, "Alice").score) == sorted([HIGGS, "Tools", "Archery"]) and P(g, "Alice").board_cards() == []


def test_higgs_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [HIGGS]}}, "Bob": {"board": {"blue": ["Experimentation"]}}}, supply={1: ["Oars"]}
    )
    play(g, HIGGS)
    assert P(g, "Bob").score == ["Experimentation"] and granted(g) == [True] and P(g, "Alice").hand == ["Oars"]


# -- Maastricht Treaty --------------------------------------------------------------------------------------------

MAASTRICHT = {"green": ["Maastricht Treaty"]}  # 3 crowns


@pytest.mark.parametrize(
    "bob,wins", [(["Oars"], True), (["Oars", "Tools"], False), (["Oars", "Tools", "Sailing"], False)]
)
def test_maastricht_the_single_most_score_cards_win_a_tie_does_not(bob, wins):
    # A win for the most: a tie ignores the effect (more ties: test_most_least_wins.py).
    g = artifacts_game({"Alice": {"board": MAASTRICHT, "score": ["Coal", "Archery"]}, "Bob": {"score": bob}})
    play(g, "Maastricht Treaty")
    assert g.over == wins and (not wins or g.result.winners == ("Alice",))


def test_maastricht_compares_teammates_too():
    g = artifacts_game(
        {
            "Alice": {"board": MAASTRICHT, "score": ["Coal"]},
            "Bob": {},
            "Carol": {"score": ["Oars", "Tools"]},
            "Dave": {},
        },
        teams=True,
    )
    play(g, "Maastricht Treaty")
    assert not g.over


# -- Maldives -----------------------------------------------------------------------------------------------------

MALDIVES = {"board": {"red": ["Maldives"]}}  # 3 clocks


def test_maldives_compel_keeps_two_in_hand_and_two_in_score():
    g = artifacts_game(
        {
            "Alice": MALDIVES,
            "Bob": {
                "board": {"blue": ["Quantum Theory"]},
                "hand": ["Tools", "Calendar", "Alchemy"],
                "score": ["Coal", "Oars", "Sailing"],
            },
        }
    )
    start(g, "Maldives")
    assert g.pending.player == "Bob" and g.pending.kind == "cards" and g.pending.counts == [2]
    step(g, ["Tools", "Alchemy"])
    step(g, ["Coal", "Sailing"])
    assert P(g, "Bob").hand == ["Tools", "Alchemy"] and P(g, "Bob").score == ["Coal", "Sailing"]
    assert sorted(moved(g, "return")) == ["Calendar", "Oars"]
    assert "Calendar" not in log_text(g, "Alice")


def test_maldives_keep_four_returns_the_rest_and_asks_the_order_of_one_age():
    g = artifacts_game(
        {"Alice": {**MALDIVES, "score": ["Coal", "Oars", "Sailing", "Tools", "Writing", "A.I."]}, "Bob": {}}
    )
    dogma(g, "Maldives", ["Coal", "A.I.", "Writing", "Tools"])
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Oars", "Sailing"]
    step(g, ["Sailing", "Oars"])
    assert sorted(P(g, "Alice").score) == ["A.I.", "Coal", "Tools", "Writing"] and g.state.supply[0][0] == "Oars"


def test_maldives_four_cards_or_fewer_ask_nothing():
    g = artifacts_game({"Alice": {**MALDIVES, "score": ["Coal", "Oars"]}, "Bob": {"hand": ["Tools"]}})
    play(g, "Maldives")
    assert moved(g, "return") == [] and P(g, "Alice").score == ["Coal", "Oars"]


# -- Rover Curiosity ----------------------------------------------------------------------------------------------

ROVER = {"blue": ["Rover Curiosity"]}  # 3 lightbulbs


def test_rover_melds_an_artifact_10_and_executes_it():
    g = artifacts_game({"Alice": {"board": ROVER}, "Bob": {}}, artifacts={10: ["Where's Waldo?"]})
    play(g, "Rover Curiosity")
    assert P(g, "Alice").top("yellow") == "Where's Waldo?" and g.result.winners == ("Alice",)


def test_rover_executes_a_compel_as_if_on_it():
    # Bob (as many lightbulbs) shares first: Higgs Boson moves his board to his score pile. Then Alice melds Exxon
    # Valdez: as if on the Rover, it compels the opponents with as many lightbulbs as Alice when she began: Bob.
    g = artifacts_game(
        {"Alice": {"board": ROVER}, "Bob": {"board": {"blue": ["Experimentation"]}}},
        artifacts={10: ["Higgs Boson", "Exxon Valdez"]},
    )
    play(g, "Rover Curiosity")
    assert P(g, "Bob").lost and g.result.winners == ("Alice",) and compel_order(g) == ["Bob"]


def test_rover_a_sharer_never_compels_themself():
    g = artifacts_game(
        {"Alice": {"board": ROVER}, "Bob": {"board": {"blue": ["Experimentation"]}}},
        artifacts={10: ["Exxon Valdez", "Higgs Boson"]},
    )
    play(g, "Rover Curiosity")
    assert compel_order(g) == [] and not P(g, "Bob").lost and P(g, "Bob").top("red") == "Exxon Valdez"


def test_rover_with_the_artifact_10s_gone_melds_a_base_10():
    g = artifacts_game(
        {"Alice": {"board": ROVER}, "Bob": {}},
        removed=[c for c in CARDS_BY_SET["artifacts"][10] if c != "Rover Curiosity"],
        supply={10: ["A.I.", "Databases"]},
    )
    play(g, "Rover Curiosity")
    assert P(g, "Alice").top("purple") == "A.I." and P(g, "Alice").score == ["Databases"]


# -- Seikan Tunnel ------------------------------------------------------------------------------------------------

SEIKAN = "Seikan Tunnel"  # 3 clocks


@pytest.mark.parametrize(
    "bob,wins",
    [
        ({"red": {"cards": ["Coal", "Archery"], "splay": "left"}}, True),  # 2 < 3
        ({"red": {"cards": ["Coal", "Archery", "Oars"], "splay": "up"}}, False),  # 3 = 3: a tie, ignored
        ({"red": {"cards": ["Coal", "Archery", "Oars", "Metalworking"], "splay": "up"}}, False),
        ({"red": ["Coal", "Archery", "Oars", "Metalworking"]}, True),  # unsplayed: 1 shows
    ],
)
def test_seikan_the_single_largest_visible_pile_wins_a_tie_does_not(bob, wins):
    g = artifacts_game(
        {
            "Alice": {"board": {"green": {"cards": [SEIKAN, "Sailing", "Clothing"], "splay": "right"}}},
            "Bob": {"board": bob},
        }
    )
    play(g, SEIKAN)
    assert g.over == wins


def test_seikan_two_largest_piles_on_your_own_board_are_no_tie():
    g = artifacts_game(
        {
            "Alice": {
                "board": {
                    "green": {"cards": [SEIKAN, "Sailing", "Clothing"], "splay": "right"},
                    "red": {"cards": ["Coal", "Archery", "Oars"], "splay": "up"},
                }
            },
            "Bob": {"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}}},
        }
    )
    play(g, SEIKAN)
    assert g.over and g.result.winners == ("Alice",)


# -- Twister ------------------------------------------------------------------------------------------------------

TWISTER = {"board": {"purple": ["Twister"]}}  # 2 factories


def test_twister_reveals_the_score_pile_and_melds_one_card_of_each_colour():
    g = artifacts_game(
        {"Alice": TWISTER, "Bob": {"board": {"red": ["Coal"]}, "score": ["Tools", "Writing", "Archery", "Sailing"]}}
    )
    start(g, "Twister")
    assert moved(g, "reveal") == ["Tools", "Writing", "Archery", "Sailing"]
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Writing"]
    step(g, "Writing")
    assert moved(g, "meld") == ["Writing", "Archery", "Sailing"] and P(g, "Bob").score == ["Tools"]
    assert P(g, "Bob").top("red") == "Archery"


def test_twister_an_empty_score_pile_melds_nothing():
    g = artifacts_game({"Alice": TWISTER, "Bob": {"board": {"red": ["Coal"]}}})
    play(g, "Twister")
    assert compel_order(g) == ["Bob"] and moved(g, "meld") == []


# -- Where's Waldo? -----------------------------------------------------------------------------------------------


def test_waldo_wins():
    g = artifacts_game({"Alice": {"board": {"yellow": ["Where's Waldo?"]}}, "Bob": {}})
    play(g, "Where's Waldo?")
    assert g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_waldo_a_sharer_goes_first_and_wins():
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": ["Where's Waldo?"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
            "Carol": {},
            "Dave": {},
        },
        teams=True,
    )
    play(g, "Where's Waldo?")
    assert g.result.winners == ("Bob", "Dave") and CARDS["Agriculture"].count("leaf") == 3
