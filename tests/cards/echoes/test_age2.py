"""Echoes, age 2: every card's branches — each echo effect from the top card and from a covered card a splay shows
(and not when the splay hides it), shared and earning the sharing bonus, each choice, the "nothing happens"
cases, demands against none, one and two vulnerable opponents, "repeat" loops that end, the draw rule where a card
draws several cards, and the supply's bottom card never named."""

import pytest
from helpers import (
    P,
    bonus,
    cards,
    done,
    echo_cards,
    echoes_game,
    granted,
    log_text,
    moved,
    plan,
    play,
    start,
    step,
    sweep_echoes,
    who_moved,
)

from innovation_nb.cards.data import CARDS, CARDS_BY_SET


def sets(g, kind="draw"):
    return [CARDS[c].set for c in moved(g, kind)]


@pytest.mark.parametrize("card", CARDS_BY_SET["echoes"][2])
def test_random_positions_keep_the_invariants(card):
    sweep_echoes(card, range(12))


# -- Chaturanga ---------------------------------------------------------------------------------------------------


def test_chaturanga_melds_a_chosen_bonus_card_and_draws_two_of_its_bonus():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Chaturanga"]}, "hand": ["Bangle", "Puppet", "Archery"]}, "Bob": {}},
        supply={1: ["Pottery", "Sailing"]},
    )
    start(g, "Chaturanga")
    assert g.pending.options == ["Bangle", "Puppet"]
    step(g, "Bangle")
    done(g)
    assert P(g, "Alice").top("red") == "Bangle" and P(g, "Alice").hand == ["Puppet", "Archery", "Pottery", "Sailing"]


def test_chaturanga_the_two_draws_follow_the_draw_rule_card_by_card():
    # Puppet melded, Archery alone in hand: an Echoes 3, then (an Echoes card in hand) a base 3.
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Chaturanga"]}, "hand": ["Archery", "Puppet"]}, "Bob": {}},
        echoes={3: ["Novel"]},
        supply={3: ["Compass"]},
    )
    play(g, "Chaturanga")
    assert moved(g, "draw") == ["Novel", "Compass"] and sets(g) == ["echoes", "base"]


def test_chaturanga_without_a_bonus_card_foreshadows_a_card_of_the_top_card_count():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Chaturanga"], "red": ["Oars"]}, "hand": ["Archery"]}, "Bob": {}},
        echoes={2: ["Lever"]},
    )
    play(g, "Chaturanga")
    assert moved(g, "meld") == [] and P(g, "Alice").forecast == ["Lever"]  # two top cards: a 2
    g = play(
        echoes_game({"Alice": {"board": {"purple": ["Chaturanga"]}}, "Bob": {}}, supply={1: ["Pottery"]}), "Chaturanga"
    )
    assert P(g, "Alice").forecast == ["Pottery"]


# -- Crossbow -----------------------------------------------------------------------------------------------------


def test_crossbow_demand_takes_a_bonus_card_then_gives_a_card_to_a_board():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Tools"]}, "Bob": {"hand": ["Archery", "Bangle", "Puppet"]}}
    )
    start(g, "Crossbow")
    assert g.pending.player == "Bob" and g.pending.options == ["Bangle", "Puppet"]
    step(g, "Puppet")
    done(g)  # one other player and one card: both forced
    assert P(g, "Alice").score == ["Puppet"] and P(g, "Bob").top("blue") == "Tools" and P(g, "Alice").hand == []


def test_crossbow_demand_without_a_bonus_card_and_with_two_vulnerable():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Crossbow"]}}, "Bob": {"hand": ["Archery"]}, "Carol": {"hand": ["Bangle"]}}
    )
    play(g, "Crossbow")
    assert plan(g)["vulnerable"] == ["Bob", "Carol"] and who_moved(g, "transfer") == [("Carol", "Bangle")]


def test_crossbow_shared_gift_earns_the_free_draw():
    # Bob (more castles) is not vulnerable and shares: he gives Oars to Alice; Alice gives Tools to Carol.
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Tools"]},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Oars"]},
            "Carol": {},
        },
        supply={1: ["Pottery"]},
    )
    start(g, "Crossbow")
    assert g.pending.player == "Bob" and g.pending.options == ["Carol", "Alice"]
    step(g, "Alice")
    assert g.pending.options == ["Bob", "Carol"]
    step(g, "Carol")
    done(g)
    assert P(g, "Alice").top("red") == "Oars" and P(g, "Carol").top("blue") == "Tools"
    # Oars now covers Crossbow: the free draw is a 1.
    assert granted(g) == [True] and P(g, "Alice").hand == ["Pottery"]


# -- Glassblowing -------------------------------------------------------------------------------------------------


def test_glassblowing_scores_a_bonus_card_then_foreshadows_three_above_the_lowest_non_green_top():
    g = echoes_game(
        {
            "Alice": {
                "board": {"green": ["Glassblowing"], "red": ["Construction"], "yellow": ["Machinery"]},
                "hand": ["Bangle", "Archery"],
            },
            "Bob": {},
        },
        echoes={5: ["Piano"]},
    )
    play(g, "Glassblowing")
    assert P(g, "Alice").score == ["Bangle"] and P(g, "Alice").forecast == ["Piano"]  # 2 + 3


def test_glassblowing_without_a_bonus_card_or_a_non_green_top_card():
    g = echoes_game(
        {"Alice": {"board": {"green": ["Glassblowing"]}, "hand": ["Bell"]}, "Bob": {}}, supply={3: ["Compass"]}
    )
    play(g, "Glassblowing")
    assert moved(g, "score") == [] and P(g, "Alice").forecast == ["Compass"]  # 0 + 3


def test_glassblowing_echo_from_a_covered_card_then_base_echoes_draws():
    g = echoes_game(
        {
            "Alice": {
                "board": {"green": {"cards": ["The Wheel", "Glassblowing"], "splay": "left"}},
                "hand": ["Bangle"],
            },
            "Bob": {},
        },
        supply={1: ["Pottery"]},
        echoes={1: ["Bell"]},
    )
    play(g, "The Wheel")
    assert echo_cards(g) == ["Glassblowing"] and P(g, "Alice").score == ["Bangle"]
    assert moved(g, "draw") == ["Pottery", "Bell"]


def test_glassblowing_echo_hidden_by_a_right_splay():
    g = echoes_game(
        {
            "Alice": {
                "board": {"green": {"cards": ["The Wheel", "Glassblowing"], "splay": "right"}},
                "hand": ["Bangle"],
            },
            "Bob": {},
        },
        supply={1: ["Pottery", "Sailing"]},
    )
    play(g, "The Wheel")
    assert echo_cards(g) == [] and P(g, "Alice").score == []


# -- Horseshoes ---------------------------------------------------------------------------------------------------


def test_horseshoes_foreshadows_a_2_and_takes_a_top_card_without_castle_or_factory():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Horseshoes"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"blue": ["Writing"], "yellow": ["Agriculture"]}, "hand": ["Bell"]},
        },
        supply={2: ["Calendar", "Fermenting"]},
    )
    start(g, "Horseshoes")
    assert P(g, "Alice").forecast == ["Calendar"]
    assert g.pending.player == "Bob" and g.pending.options == ["Writing", "Agriculture"]
    step(g, "Agriculture")
    done(g)
    assert P(g, "Alice").top("yellow") == "Agriculture" and P(g, "Bob").top("yellow") == "Fermenting"


def test_horseshoes_castles_and_factories_protect_and_two_vulnerable():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Horseshoes"], "yellow": ["Masonry"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"red": ["Colonialism"], "blue": ["Tools"]}},
            "Carol": {"board": {"green": ["Sailing"]}, "hand": ["Bell"]},
        },
        supply={2: ["Calendar", "Mapmaking"]},
    )
    play(g, "Horseshoes")
    assert plan(g)["vulnerable"] == ["Bob", "Carol"]
    assert who_moved(g, "transfer") == [("Carol", "Sailing")] and P(g, "Carol").top("green") == "Mapmaking"


def test_horseshoes_echo_from_a_covered_card_splayed_up_shared():
    # Bob has as many castles: he shares the echo effect (his forecast earns the free draw) and is not vulnerable.
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Horseshoes"], "splay": "up"}}, "hand": ["Puppet"]},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Bell"]},
        },
        supply={2: ["Calendar", "Fermenting"], 1: ["Pottery"]},
    )
    play(g, "Archery")
    assert echo_cards(g) == ["Horseshoes"] and plan(g)["vulnerable"] == []
    assert P(g, "Bob").forecast == ["Calendar"] and P(g, "Alice").forecast == ["Fermenting"]
    assert granted(g) == [True]
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Horseshoes"], "splay": "left"}}},
            "Bob": {"board": {"red": ["Metalworking"]}},
        }
    )
    play(g, "Archery")
    assert echo_cards(g) == []


# -- Lever --------------------------------------------------------------------------------------------------------


def test_lever_echo_draws_two_2s_echoes_then_base():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Lever"]}, "hand": ["Archery"]}, "Bob": {}},
        echoes={2: ["Toothbrush"]},
        supply={2: ["Calendar"]},
    )
    play(g, "Lever", None)
    assert moved(g, "draw") == ["Toothbrush", "Calendar"] and sets(g) == ["echoes", "base"]
    assert moved(g, "return") == []


def test_lever_each_pair_draws_one_higher_and_three_of_a_value_make_one_pair():
    hand = ["Archery", "Oars", "Metalworking", "Fermenting", "Monotheism", "Puppet", "Optics"]
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Lever"]}, "hand": hand}, "Bob": {}},
        supply={2: ["Construction", "Mapmaking", "Philosophy"], 3: ["Compass"]},
    )
    start(g, "Lever")
    assert P(g, "Alice").hand[-2:] == ["Construction", "Mapmaking"]
    step(g, ["Archery", "Oars", "Metalworking", "Fermenting", "Monotheism", "Optics"])
    step(g, ["Archery", "Oars", "Metalworking"])  # the order of the base 1s
    step(g, ["Fermenting", "Monotheism"])  # and of the base 2s
    done(g)
    # Lever ruling: three 1s are one pair (a 2), two 2s a pair (a 3), a lone 3 nothing.
    assert moved(g, "draw")[2:] == ["Philosophy", "Compass"]
    assert P(g, "Alice").hand == ["Puppet", "Construction", "Mapmaking", "Philosophy", "Compass"]


def test_lever_no_matching_values_draw_nothing():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Lever"]}, "hand": ["Archery", "Optics", "Puppet"]}, "Bob": {}},
        supply={2: ["Construction", "Mapmaking"]},
    )
    play(g, "Lever", ["Archery", "Optics"])
    assert moved(g, "draw") == ["Construction", "Mapmaking"] and len(moved(g, "return")) == 2


@pytest.mark.parametrize("splay, runs", [("up", True), ("left", False), ("right", False)])
def test_lever_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {"Alice": {"board": {"blue": {"cards": ["Writing", "Lever"], "splay": splay}}, "hand": ["Puppet"]}, "Bob": {}},
        supply={2: ["Calendar", "Fermenting", "Mapmaking"]},
    )
    play(g, "Writing")
    assert len(moved(g, "draw")) == (3 if runs else 1)


# -- Linguistics --------------------------------------------------------------------------------------------------


def test_linguistics_draws_a_3_then_a_card_of_a_chosen_bonus():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Linguistics"], "purple": ["Puppet"], "red": ["Bangle"]}, "hand": ["Ruler"]},
            "Bob": {},
        },
        supply={3: ["Compass", "Optics"]},
    )
    start(g, "Linguistics")
    step(g, "draw a 3")
    assert g.pending.kind == "value" and g.pending.options == [1, 3]
    step(g, 3)
    done(g)
    assert P(g, "Alice").hand == ["Ruler", "Compass", "Optics"]


def test_linguistics_foreshadows_a_4_and_without_a_bonus_draws_nothing():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Linguistics"]}, "hand": ["Ruler"]}, "Bob": {}}, supply={4: ["Anatomy"]}
    )
    play(g, "Linguistics", "draw and foreshadow a 4")
    assert P(g, "Alice").forecast == ["Anatomy"] and P(g, "Alice").hand == ["Ruler"]


def test_linguistics_echo_from_a_covered_card_splayed_up():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Linguistics"], "splay": "up"}}, "hand": ["Ruler"]},
            "Bob": {},
        },
        supply={2: ["Calendar"], 3: ["Compass"]},
    )
    play(g, "Writing", "draw a 3")
    assert echo_cards(g) == ["Linguistics"] and moved(g, "draw") == ["Compass", "Calendar"]


# -- Pagoda -------------------------------------------------------------------------------------------------------


def test_pagoda_tucks_a_chosen_card_of_the_drawn_colour_and_melds_the_drawn_card():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Pagoda"]}, "hand": ["Puppet", "Bell", "Archery"]}, "Bob": {}},
        supply={3: ["Education"]},
    )
    start(g, "Pagoda")
    assert moved(g, "reveal") == ["Education"] and g.pending.options == ["Puppet", "Bell"]
    step(g, "Bell")
    done(g)
    assert cards(g, "Alice", "purple") == ["Bell", "Pagoda", "Education"]


def test_pagoda_without_a_card_of_its_colour_foreshadows_the_drawn_card():
    g = play(
        echoes_game(
            {"Alice": {"board": {"purple": ["Pagoda"]}, "hand": ["Puppet"]}, "Bob": {}}, supply={3: ["Compass"]}
        ),
        "Pagoda",
    )
    assert P(g, "Alice").forecast == ["Compass"] and P(g, "Alice").hand == ["Puppet"]
    # Pagoda ruling: "another card" than the revealed one — alone in hand, it is foreshadowed.
    g = play(echoes_game({"Alice": {"board": {"purple": ["Pagoda"]}}, "Bob": {}}, supply={3: ["Compass"]}), "Pagoda")
    assert P(g, "Alice").forecast == ["Compass"] and moved(g, "meld") == []


# -- Scissors -----------------------------------------------------------------------------------------------------


def test_scissors_takes_a_bottom_card_then_melds_two_in_a_chosen_order():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Scissors"], "red": ["Oars", "Archery"]}, "hand": ["Tools", "Writing"]},
            "Bob": {},
        }
    )
    start(g, "Scissors")
    assert g.pending.options == ["Archery", "Scissors"]
    step(g, "Archery")
    assert P(g, "Alice").hand == ["Tools", "Writing", "Archery"] and g.pending.counts == [0, 1, 2]
    step(g, ["Writing", "Tools"])
    step(g, "meld")  # Tools
    step(g, "meld")  # Writing
    assert g.pending.kind == "order"
    step(g, ["Writing", "Tools"])
    done(g)
    assert cards(g, "Alice", "blue") == ["Writing", "Tools"] and cards(g, "Alice", "red") == ["Oars"]


def test_scissors_melds_one_and_scores_the_other_or_declines():
    pos = {"Alice": {"board": {"green": ["Scissors"], "red": ["Oars"]}, "hand": ["Tools", "Calendar"]}, "Bob": {}}
    g = play(echoes_game(pos), "Scissors", "Oars", ["Tools", "Calendar"], "score", "meld")
    assert P(g, "Alice").score == ["Tools"] and P(g, "Alice").top("blue") == "Calendar"
    g = play(echoes_game(pos), "Scissors", "Oars", None)
    assert P(g, "Alice").hand == ["Tools", "Calendar", "Oars"] and moved(g, "score") == []


def test_scissors_may_take_itself_into_the_hand_and_its_effects_go_on():
    # The echo's only bottom card is Scissors itself (forced); it is then picked and scored.
    g = play(echoes_game({"Alice": {"board": {"green": ["Scissors"]}}, "Bob": {}}), "Scissors", "Scissors", "score")
    assert P(g, "Alice").score == ["Scissors"] and P(g, "Alice").top_cards() == []


def test_scissors_scores_paper_from_any_board():
    g = echoes_game({"Alice": {"board": {"green": ["Scissors"]}}, "Bob": {"board": {"green": ["Paper", "Sailing"]}}})
    play(g, "Scissors", None)  # the echo takes Scissors (the only bottom card); nothing melded or scored
    assert P(g, "Alice").score == ["Paper"] and P(g, "Bob").top("green") == "Sailing"
    # Paper covered is no top card.
    g = echoes_game({"Alice": {"board": {"green": ["Scissors"]}}, "Bob": {"board": {"green": ["Sailing", "Paper"]}}})
    play(g, "Scissors", None)
    assert P(g, "Alice").score == []


def test_scissors_echo_from_a_covered_card_splayed_right_and_hidden_by_left():
    pos = {"green": {"cards": ["The Wheel", "Scissors"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": pos, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Pottery", "Sailing"]})
    play(g, "The Wheel")  # the only bottom card is Scissors itself
    assert echo_cards(g) == ["Scissors"] and P(g, "Alice").hand == ["Puppet", "Scissors", "Pottery", "Sailing"]
    pos = {"green": {"cards": ["The Wheel", "Scissors"], "splay": "left"}}
    g = echoes_game({"Alice": {"board": pos, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Pottery", "Sailing"]})
    play(g, "The Wheel")
    assert echo_cards(g) == [] and cards(g, "Alice", "green") == ["Scissors", "The Wheel"]


# -- Toothbrush ---------------------------------------------------------------------------------------------------


def test_toothbrush_tucks_every_card_of_a_value_splays_left_and_moves_the_bottom_2():
    g = echoes_game(
        {
            "Alice": {
                "board": {"yellow": ["Toothbrush"], "red": ["Construction"]},
                "hand": ["Archery", "Oars", "Calendar"],
            },
            "Bob": {},
        }
    )
    bottom = g.state.supply[1][0]
    start(g, "Toothbrush")
    assert g.pending.kind == "value" and g.pending.options == [1, 2]
    step(g, 1)
    step(g, ["Oars", "Archery"])  # the order of the tucks
    assert g.pending.options == ["red"]
    step(g, "red")
    step(g, True)
    done(g)
    assert cards(g, "Alice", "red") == ["Archery", "Oars", "Construction"]
    assert P(g, "Alice").pile("red").splay == "left" and P(g, "Alice").hand == ["Calendar"]
    assert bottom in g.state.achievements and all(bottom not in log_text(g, n) for n in ("Alice", "Bob"))


def test_toothbrush_declines_and_an_empty_hand():
    g = echoes_game({"Alice": {"board": {"yellow": ["Toothbrush"], "red": ["Construction", "Oars"]}}, "Bob": {}})
    before = list(g.state.achievements)
    play(g, "Toothbrush", None, False)
    assert moved(g, "tuck") == [] and P(g, "Alice").pile("red").splay is None and g.state.achievements == before


def test_toothbrush_echo_from_a_covered_card_splayed_right():
    g = echoes_game(
        {
            "Alice": {
                "board": {"yellow": {"cards": ["Masonry", "Toothbrush"], "splay": "right"}},
                "hand": ["Calendar"],
            },
            "Bob": {},
        }
    )
    play(g, "Masonry")
    assert echo_cards(g) == ["Toothbrush"] and moved(g, "tuck") == ["Calendar"]


# -- Watermill ----------------------------------------------------------------------------------------------------


def test_watermill_repeats_while_the_drawn_card_has_a_bonus_and_a_card_is_returned():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet", "Archery"]}, "Bob": {}},
        echoes={3: ["Almanac"]},
        supply={4: ["Anatomy"]},
    )
    start(g, "Watermill")
    # Puppet (bonus 3) tucked; Archery alone in hand: an Echoes 3, Almanac, with a bonus 4.
    assert moved(g, "tuck") == ["Puppet"] and moved(g, "draw") == ["Almanac"]
    assert g.pending.optional and g.pending.options == ["Archery", "Almanac"]
    step(g, "Archery")
    done(g)  # again: Almanac tucked, a 4 drawn into an empty hand (base, no bonus): the end
    assert moved(g, "tuck") == ["Puppet", "Almanac"] and moved(g, "draw") == ["Almanac", "Anatomy"]
    assert P(g, "Alice").hand == ["Anatomy"]


def test_watermill_declining_the_return_or_a_drawn_card_without_a_bonus_ends_it():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet", "Archery"]}, "Bob": {}},
        echoes={3: ["Almanac"]},
    )
    play(g, "Watermill", None)
    assert moved(g, "tuck") == ["Puppet"] and P(g, "Alice").hand == ["Archery", "Almanac"]
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet", "Bangle"]}, "Bob": {}},
        supply={1: ["Pottery"]},
    )
    start(g, "Watermill")
    step(g, "Bangle")  # a 1 drawn: a base card without a bonus
    done(g)
    assert P(g, "Alice").hand == ["Puppet", "Pottery"]


def test_watermill_without_a_bonus_card_does_nothing():
    g = play(echoes_game({"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Archery"]}, "Bob": {}}), "Watermill")
    assert moved(g, "tuck") == [] and moved(g, "draw") == []


def test_watermill_shared():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Watermill"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Bangle", "Puppet"]},
        },
        supply={1: ["Pottery"], 2: ["Calendar"]},
    )
    play(g, "Watermill", "Bangle")
    assert who_moved(g, "tuck") == [("Bob", "Bangle")] and bonus(g) is True
