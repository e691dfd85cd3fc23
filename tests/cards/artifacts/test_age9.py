"""Artifacts of History, age 9: every effect's branches, each choice, the compels against one opponent, wins, the
sharing bonus, "repeat" loops ending, and the cards that execute other cards' effects (The Big Bang, Yeager's Bell
X-1A) (whom each compel reaches: test_compels_ages_7_to_10.py)."""

from helpers import (
    P,
    artifacts_game,
    cards,
    compel_order,
    dogma,
    granted,
    log_text,
    moved,
    nested,
    play,
    set_aside,
    start,
    step,
)

from innovation_nb.cards.data import CARDS

# -- Luna 3 -------------------------------------------------------------------------------------------------------

LUNA = {"blue": ["Luna 3"]}  # 3 factories


def test_luna_returns_the_score_pile_and_scores_a_card_of_that_count():
    g = artifacts_game(
        {"Alice": {"board": LUNA, "score": ["Tools", "Sailing", "Calendar"]}, "Bob": {}}, supply={3: ["Alchemy"]}
    )
    start(g, "Luna 3")
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Sailing", "Tools"]
    step(g, ["Sailing", "Tools"])
    assert P(g, "Alice").score == ["Alchemy"] and g.state.supply[0][0] == "Tools"


def test_luna_with_an_empty_score_pile_scores_a_1():
    g = artifacts_game({"Alice": {"board": LUNA}, "Bob": {}}, supply={1: ["Oars"]})
    play(g, "Luna 3")
    assert moved(g, "return") == [] and P(g, "Alice").score == ["Oars"]


def test_luna_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": LUNA}, "Bob": {"board": {"red": ["Coal"]}, "score": ["Tools"]}},
        supply={1: ["Oars", "Sailing"], 9: ["Genetics"]},
    )
    play(g, "Luna 3")
    assert P(g, "Bob").score == ["Oars"] and P(g, "Alice").score == ["Sailing"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Genetics"]


# -- Magnavox Odyssey ---------------------------------------------------------------------------------------------


def test_magnavox_two_of_one_colour_win():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": ["Magnavox Odyssey"]}}, "Bob": {}}, supply={10: ["Robotics", "Miniaturization"]}
    )
    play(g, "Magnavox Odyssey")
    assert cards(g, "Alice", "red") == ["Robotics", "Miniaturization"] and g.result.winners == ("Alice",)


def test_magnavox_two_colours_do_not_win():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": ["Magnavox Odyssey"]}}, "Bob": {}}, supply={10: ["Robotics", "Software"]}
    )
    play(g, "Magnavox Odyssey")
    assert moved(g, "meld") == ["Robotics", "Software"] and not g.over


def test_magnavox_running_out_of_10s_ends_the_game_by_score():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": ["Magnavox Odyssey"]}, "score": ["Tools"]}, "Bob": {}},
        removed=set_aside(10, "Robotics"),
        supply={10: ["Robotics"]},
    )
    play(g, "Magnavox Odyssey")
    assert moved(g, "meld") == ["Robotics"] and g.result.reason == "score" and g.result.winners == ("Alice",)


# -- Marilyn Diptych ----------------------------------------------------------------------------------------------

MARILYN = {"purple": ["Marilyn Diptych"]}  # 3 crowns


def test_marilyn_scoring_to_exactly_25_wins():
    g = artifacts_game(
        {"Alice": {"board": MARILYN, "hand": ["Tools"], "score": ["A.I.", "Robotics", "Invention"]}, "Bob": {}}
    )
    dogma(g, "Marilyn Diptych", "Tools", None)
    assert P(g, "Alice").score_total == 25 and g.result.winners == ("Alice",)


def test_marilyn_taking_a_card_back_to_reach_25_wins():
    g = artifacts_game({"Alice": {"board": MARILYN, "score": ["A.I.", "Robotics", "Coal", "Tools"]}, "Bob": {}})
    start(g, "Marilyn Diptych")  # an empty hand: nothing to score, no question
    assert g.pending.optional and g.pending.options == ["A.I.", "Robotics", "Coal", "Tools"]
    step(g, "Tools")
    assert P(g, "Alice").hand == ["Tools"] and g.result.winners == ("Alice",)


def test_marilyn_declining_both_away_from_25_wins_nothing():
    g = artifacts_game({"Alice": {"board": MARILYN, "hand": ["Tools"], "score": ["A.I."]}, "Bob": {}})
    dogma(g, "Marilyn Diptych", None, None)
    assert not g.over and P(g, "Alice").hand == ["Tools"] and P(g, "Alice").score == ["A.I."]


def test_marilyn_a_share_that_changes_nothing_earns_no_free_draw():
    g = artifacts_game({"Alice": {"board": MARILYN, "hand": ["Tools"]}, "Bob": {"board": {"blue": ["Translation"]}}})
    dogma(g, "Marilyn Diptych", None)  # Bob has nothing to score or take back: he is asked nothing
    assert [e.player for e in g.events if e.kind == "decision" and not e.data["forced"]] == ["Alice"]
    assert granted(g) == [False] and P(g, "Alice").hand == ["Tools"]


# -- Philips Compact Cassette -------------------------------------------------------------------------------------

PHILIPS = "Philips Compact Cassette"  # 3 leaves


def test_philips_compel_unsplays_every_pile_then_the_victim_shares_the_splay():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [PHILIPS]}},
            "Bob": {
                "board": {
                    "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "right"},
                }
            },
        }
    )
    play(g, PHILIPS)
    assert compel_order(g) == ["Bob"]
    unsplays = [(e.player, e.data["color"]) for e in g.events if e.kind == "splay" and e.data["direction"] is None]
    assert unsplays == [("Bob", "blue"), ("Bob", "yellow")]
    # Bob then shares the second effect: his two colours are splayed up.
    assert P(g, "Bob").pile("yellow").splay == "up" and P(g, "Bob").pile("blue").splay == "up"


def test_philips_choose_two_colours_to_splay_up():
    g = artifacts_game(
        {
            "Alice": {
                "board": {
                    "green": [PHILIPS, "Sailing"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Tools"],
                    "yellow": ["Agriculture", "Domestication"],
                }
            },
            "Bob": {},
        }
    )
    start(g, PHILIPS)
    assert g.pending.kind == "color" and g.pending.options == ["blue", "red", "green", "yellow"]
    step(g, "yellow")
    assert g.pending.options == ["blue", "red", "green"]
    step(g, "blue")  # a single card: nothing changes there
    assert P(g, "Alice").pile("yellow").splay == "up" and P(g, "Alice").pile("red").splay is None
    assert P(g, "Alice").pile("green").splay is None


def test_philips_two_colours_or_fewer_are_splayed_without_a_question():
    g = artifacts_game({"Alice": {"board": {"green": [PHILIPS, "Sailing"], "red": ["Archery", "Oars"]}}, "Bob": {}})
    play(g, PHILIPS)
    assert P(g, "Alice").pile("green").splay == "up" and P(g, "Alice").pile("red").splay == "up"


# -- Rock Around the Clock ----------------------------------------------------------------------------------------

ROCK = {"yellow": ["Rock Around the Clock"]}  # 2 clocks


def test_rock_scores_a_9_per_top_card_with_a_clock():
    g = artifacts_game(
        {"Alice": {"board": {**ROCK, "blue": ["Quantum Theory"], "red": ["Coal"]}}, "Bob": {}},
        supply={9: ["Genetics", "Ecology"]},
    )
    play(g, "Rock Around the Clock")
    assert P(g, "Alice").score == ["Genetics", "Ecology"]


def test_rock_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": ROCK}, "Bob": {"board": {"blue": ["Quantum Theory"]}}},
        supply={9: ["Genetics", "Ecology", "Services"]},
    )
    play(g, "Rock Around the Clock")
    assert P(g, "Bob").score == ["Genetics"] and P(g, "Alice").score == ["Ecology"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Services"]


# -- Syncom 3 -----------------------------------------------------------------------------------------------------

SYNCOM = {"green": ["Syncom 3"]}  # 3 clocks
FIVE = ["Computers", "Fission", "Collaboration", "Ecology", "Services"]


def test_syncom_returns_the_hand_and_five_colours_win():
    g = artifacts_game({"Alice": {"board": SYNCOM, "hand": ["Tools", "Calendar"]}, "Bob": {}}, supply={9: FIVE})
    play(g, "Syncom 3")
    assert sorted(moved(g, "return")) == ["Calendar", "Tools"] and moved(g, "reveal") == FIVE
    assert g.result.winners == ("Alice",)


def test_syncom_four_colours_do_not_win():
    g = artifacts_game({"Alice": {"board": SYNCOM}, "Bob": {}}, supply={9: FIVE[:4] + ["Genetics"]})
    play(g, "Syncom 3")
    assert not g.over and P(g, "Alice").hand == FIVE[:4] + ["Genetics"]


# -- The Big Bang -------------------------------------------------------------------------------------------------

BANG = {"purple": ["The Big Bang"]}  # 3 lightbulbs


def test_big_bang_repeats_while_the_blue_card_changes_the_game():
    # Calendar draws two 3s (score 1 > hand 0), so a 10 is drawn and removed; the second time it changes nothing.
    g = artifacts_game(
        {"Alice": {"board": {**BANG, "blue": ["Calendar"]}, "score": ["Tools"]}, "Bob": {}},
        supply={3: ["Alchemy", "Compass"], 10: ["Robotics"]},
    )
    play(g, "The Big Bang")
    assert P(g, "Alice").hand == ["Alchemy", "Compass"] and g.state.removed == ["Robotics"]
    assert len([e for e in g.events if e.kind == "card" and "Calendar" in e.data["text"]]) == 2
    assert "Robotics" not in log_text(g, "Bob")  # drawn into Alice's hand, removed unseen


def test_big_bang_a_blue_card_that_changes_nothing_stops_at_once():
    g = artifacts_game({"Alice": {"board": {**BANG, "blue": ["Tools"]}}, "Bob": {}})
    play(g, "The Big Bang")
    nested(g, "Tools", "Alice", "The Big Bang")
    assert g.state.removed == [] and P(g, "Alice").hand == []


def test_big_bang_without_a_blue_top_card_does_nothing():
    g = artifacts_game({"Alice": {"board": BANG}, "Bob": {}})
    play(g, "The Big Bang")
    assert moved(g, "draw") == [] and g.state.removed == []


def test_big_bang_repeating_until_the_10s_run_out_ends_the_game():
    # Writing always draws a 2: every round removes a 10, until no 10 is left to draw.
    g = artifacts_game(
        {"Alice": {"board": {**BANG, "blue": ["Writing"]}, "score": ["Tools"]}, "Bob": {}},
        removed=set_aside(10, "Robotics", "Software"),
        supply={10: ["Robotics", "Software"]},
    )
    play(g, "The Big Bang")
    assert {"Robotics", "Software"} <= set(g.state.removed) and len(P(g, "Alice").hand) == 3
    assert g.over and g.result.reason == "score"


# -- United Nations Charter ---------------------------------------------------------------------------------------

CHARTER = {"board": {"red": ["United Nations Charter"]}}  # 2 leaves


def test_charter_compel_moves_every_top_card_with_a_demand_or_a_compel():
    g = artifacts_game(
        {
            "Alice": CHARTER,
            "Bob": {
                "board": {"red": ["Archery"], "purple": ["City States"], "green": [PHILIPS], "yellow": ["Agriculture"]}
            },
        },
        supply={10: ["Robotics"]},
    )
    play(g, "United Nations Charter")
    assert sorted(P(g, "Alice").score) == sorted(["Archery", "City States", PHILIPS])
    # Bob then shares the draw, but has no top card with a demand left; Alice's Charter has a compel: she draws.
    assert P(g, "Bob").hand == [] and P(g, "Alice").hand == ["Robotics"] and granted(g) == [False]


def test_charter_draw_needs_a_top_card_with_a_demand():
    g = artifacts_game({"Alice": CHARTER, "Bob": {}}, supply={10: ["Robotics"]})
    play(g, "United Nations Charter")
    assert P(g, "Alice").hand == ["Robotics"]


# -- Velcro Shoes -------------------------------------------------------------------------------------------------

VELCRO = {"board": {"red": ["Velcro Shoes"]}}  # 2 factories
COAL = {"red": ["Coal"]}


def test_velcro_a_9_from_the_hand_goes_to_my_hand():
    g = artifacts_game(
        {"Alice": VELCRO, "Bob": {"board": COAL, "hand": ["Genetics", "Ecology", "Tools"], "score": ["Computers"]}}
    )
    start(g, "Velcro Shoes")
    assert g.pending.player == "Bob" and g.pending.options == ["Genetics", "Ecology"]
    step(g, "Ecology")
    assert P(g, "Alice").hand == ["Ecology"] and P(g, "Bob").score == ["Computers"] and not g.over


def test_velcro_otherwise_a_9_from_the_score_pile_goes_to_my_score_pile():
    g = artifacts_game({"Alice": VELCRO, "Bob": {"board": COAL, "hand": ["Tools"], "score": ["Computers"]}})
    play(g, "Velcro Shoes")
    assert P(g, "Alice").score == ["Computers"] and P(g, "Bob").hand == ["Tools"] and not g.over


def test_velcro_without_any_9_i_win_with_my_team():
    g = artifacts_game(
        {"Alice": VELCRO, "Bob": {"board": COAL, "hand": ["Tools"]}, "Carol": {}, "Dave": {}}, teams=True
    )
    play(g, "Velcro Shoes")
    assert g.result.reason == "dogma" and g.result.winners == ("Alice", "Carol")


# -- Yeager's Bell X-1A -------------------------------------------------------------------------------------------

YEAGER = {"blue": ["Yeager's Bell X-1A"]}  # 2 clocks


def test_yeager_a_melded_card_without_a_clock_is_executed_once():
    g = artifacts_game({"Alice": {"board": YEAGER}, "Bob": {}}, supply={9: ["Suburbia"]})
    play(g, "Yeager's Bell X-1A")
    assert moved(g, "meld") == ["Suburbia"]
    assert any(e.kind == "card" and e.data.get("mode") == "as_if" for e in g.events)


def test_yeager_repeats_after_a_card_with_a_clock_its_demand_as_if_on_the_bell():
    # Collaboration (a clock) demands of Bob (fewer clocks than the Bell's dogma): Bob reveals two 9s, Alice picks
    # one for her board, Bob melds the other; then the Bell repeats with Suburbia (no clock) and stops.
    g = artifacts_game(
        {"Alice": {"board": YEAGER}, "Bob": {}}, supply={9: ["Collaboration", "Ecology", "Genetics", "Suburbia"]}
    )
    start(g, "Yeager's Bell X-1A")
    assert g.pending.player == "Alice" and g.pending.options == ["Ecology", "Genetics"]
    step(g, "Genetics")
    assert P(g, "Alice").top("blue") == "Genetics" and P(g, "Bob").top("yellow") == "Ecology"
    assert moved(g, "meld") == ["Collaboration", "Ecology", "Suburbia"] and g.pending is None
    assert CARDS["Collaboration"].has_icon("clock") and not CARDS["Suburbia"].has_icon("clock")
