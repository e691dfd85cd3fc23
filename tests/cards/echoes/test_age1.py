"""Echoes, age 1: every card's branches — each echo effect from the top card and from a covered card a splay shows
(and not when the splay hides it), shared and earning the sharing bonus, each choice, the "nothing happens"
cases, demands against none, one and two vulnerable opponents, the draw rule where a card draws several cards,
and the forecast and the supply's bottom card never named to a player who may not see them."""

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
    """The card set of each card moved by ``kind`` events, in order."""
    return [CARDS[c].set for c in moved(g, kind)]


AGE1 = [c for c in CARDS_BY_SET["echoes"][1]]


@pytest.mark.parametrize("card", AGE1)
def test_random_positions_keep_the_invariants(card):
    sweep_echoes(card, range(12))


# -- Bangle -------------------------------------------------------------------------------------------------------


def test_bangle_tucks_a_chosen_red_card_then_foreshadows_a_3():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Bangle"]}, "hand": ["Archery", "Oars", "Tools"]}, "Bob": {}},
        echoes={3: ["Novel"]},
    )
    start(g, "Bangle")
    assert g.pending.options == ["Archery", "Oars"]
    step(g, "Oars")
    done(g)
    assert cards(g, "Alice", "red") == ["Oars", "Bangle"]
    # Archery and Tools left in hand, no Echoes card among them: the 3 is an Echoes card.
    assert P(g, "Alice").forecast == ["Novel"] and P(g, "Alice").hand == ["Archery", "Tools"]


def test_bangle_without_a_red_card_tucks_nothing():
    g = play(echoes_game({"Alice": {"board": {"red": ["Bangle"]}}, "Bob": {}}, supply={3: ["Compass"]}), "Bangle")
    assert moved(g, "tuck") == [] and P(g, "Alice").forecast == ["Compass"]


def test_bangle_echo_from_a_covered_card_shows_when_splayed_up_and_is_shared():
    # Up shows Bangle's bottom row: its echo effect (bottom middle) and a castle. Bob has as many castles: he shares
    # the echo effect, and his tuck earns Alice the free draw; Archery's demand reaches nobody.
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Bangle"], "splay": "up"}}, "hand": ["Road Building"]},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Oars"]},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Archery")
    assert plan(g)["sharers"] == ["Bob"] and echo_cards(g) == ["Bangle"]
    assert who_moved(g, "tuck") == [("Bob", "Oars"), ("Alice", "Road Building")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Pottery"]


def test_bangle_echo_hidden_by_a_left_splay():
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Bangle"], "splay": "left"}}, "hand": ["Road Building"]},
            "Bob": {"board": {"red": ["Metalworking"]}},
        }
    )
    play(g, "Archery")
    assert echo_cards(g) == [] and moved(g, "tuck") == []


# -- Bell ---------------------------------------------------------------------------------------------------------


def test_bell_scores_a_chosen_card_then_foreshadows_a_2():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Bell"]}, "hand": ["Archery", "Puppet"]}, "Bob": {}}, supply={2: ["Calendar"]}
    )
    start(g, "Bell")
    assert g.pending.optional and g.pending.options == ["Archery", "Puppet"]
    step(g, "Archery")
    done(g)
    assert P(g, "Alice").score == ["Archery"] and P(g, "Alice").forecast == ["Calendar"]


def test_bell_score_declined():
    g = echoes_game({"Alice": {"board": {"purple": ["Bell"]}, "hand": ["Archery"]}, "Bob": {}}, echoes={2: ["Lever"]})
    play(g, "Bell", None)
    assert P(g, "Alice").score == [] and P(g, "Alice").forecast == ["Lever"]  # Archery alone in hand: Echoes


def test_bell_echo_from_a_covered_card_splayed_left():
    g = echoes_game(
        {"Alice": {"board": {"purple": {"cards": ["Puppet", "Bell"], "splay": "left"}}, "hand": ["Archery"]}, "Bob": {}}
    )
    play(g, "Puppet", "Archery")
    assert echo_cards(g) == ["Bell"] and P(g, "Alice").score == ["Archery"]
    assert P(g, "Alice").forecast == []  # Bell's own effect is not Puppet's


def test_bell_echo_hidden_by_a_right_splay():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": {"cards": ["Puppet", "Bell"], "splay": "right"}}, "hand": ["Archery"]},
            "Bob": {},
        }
    )
    play(g, "Puppet")
    assert echo_cards(g) == [] and P(g, "Alice").hand == ["Archery"]


# -- Candles ------------------------------------------------------------------------------------------------------


def test_candles_draws_a_3_when_every_other_score_is_higher():
    # Candles shows its own bonus 1: Alice scores 1. Bob's Flute bonus and a 1 make 2, Carol's score pile 2.
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Candles"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"purple": ["Flute"]}, "score": ["Tools"]},
            "Carol": {"score": ["Calendar"]},
        },
        supply={3: ["Compass"]},
    )
    play(g, "Candles")
    assert [P(g, n).score_total for n in ("Alice", "Bob", "Carol")] == [1, 2, 2]
    assert P(g, "Alice").hand == ["Puppet", "Compass"]


def test_candles_a_tie_draws_nothing():
    g = echoes_game({"Alice": {"board": {"red": ["Candles"]}}, "Bob": {"score": ["Tools"]}})
    play(g, "Candles")
    assert moved(g, "draw") == []


def test_candles_the_bonus_counts_for_the_other_players():
    # Bob's score pile is empty but his Puppet shows a bonus 3: 3 > 1.
    g = echoes_game(
        {"Alice": {"board": {"red": ["Candles"]}}, "Bob": {"board": {"purple": ["Puppet"]}}}, supply={3: ["Compass"]}
    )
    play(g, "Candles")
    assert P(g, "Alice").hand == ["Compass"]


def test_candles_demand_takes_a_castle_card_and_the_victim_draws_a_1():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Candles"]}, "score": ["Agriculture", "Tools"]},
            "Bob": {"hand": ["Archery", "Oars", "Writing", "Ruler"]},
        },
        supply={1: ["Pottery"]},
    )
    start(g, "Candles")
    assert plan(g)["vulnerable"] == ["Bob"] and g.pending.options == ["Archery", "Oars"]
    step(g, "Oars")
    done(g)
    assert P(g, "Alice").hand == ["Oars"] and P(g, "Bob").hand == ["Archery", "Writing", "Ruler", "Pottery"]


def test_candles_demand_without_a_castle_card_does_nothing():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Candles"]}, "score": ["Agriculture", "Tools"]}, "Bob": {"hand": ["Writing"]}}
    )
    play(g, "Candles")
    assert moved(g, "transfer") == [] and moved(g, "draw") == []


def test_candles_demand_two_vulnerable_in_turn_order_and_none():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Candles"]}, "score": ["Agriculture", "Tools"]},
            "Bob": {"hand": ["Archery", "Ruler"]},
            "Carol": {"hand": ["Oars", "Dice"]},
        },
        supply={1: ["Pottery", "Sailing"]},
    )
    play(g, "Candles")
    assert who_moved(g, "transfer") == [("Bob", "Archery"), ("Carol", "Oars")]
    assert who_moved(g, "draw") == [("Bob", "Pottery"), ("Carol", "Sailing")]
    g = echoes_game(
        {"Alice": {"board": {"red": ["Candles"]}}, "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Archery"]}}
    )
    play(g, "Candles")
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == []


def test_candles_echo_from_a_covered_card_splayed_right():
    # Right shows the top-left slot: Candles' echo effect.
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Candles"], "splay": "right"}}},
            "Bob": {"board": {"red": ["Metalworking"]}, "score": ["Calendar"]},
        },
        supply={3: ["Compass"]},
    )
    play(g, "Archery")
    # Bob shares it (as many castles) but outscores Alice: only Alice draws.
    assert echo_cards(g) == ["Candles"] and who_moved(g, "draw") == [("Alice", "Compass")]


# -- Chopsticks ---------------------------------------------------------------------------------------------------


def test_chopsticks_moves_the_bottom_1_to_the_achievements_unseen():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Chopsticks"]}, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Pottery"]}
    )
    bottom = g.state.supply[0][0]
    start(g, "Chopsticks")
    assert g.pending.kind == "yes_no"
    step(g, True)
    done(g)
    assert P(g, "Alice").hand == ["Puppet", "Pottery"]
    assert bottom in g.state.achievements and bottom not in g.state.supply[0]
    assert [CARDS[c].age for c in g.state.achievements].count(1) == 2  # two 1s may now be achieved
    for name in ("Alice", "Bob"):
        assert bottom not in log_text(g, name)


def test_chopsticks_declined_and_with_an_empty_1_pile():
    g = echoes_game({"Alice": {"board": {"yellow": ["Chopsticks"]}, "hand": ["Puppet"]}, "Bob": {}})
    before = list(g.state.achievements)
    play(g, "Chopsticks", False)
    assert g.state.achievements == before
    ones = [c for c in CARDS_BY_SET["base"][1] if c != "Agriculture"]
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Chopsticks"]}, "hand": ["Puppet"]}, "Bob": {}},
        removed=ones,
        supply={1: ["Agriculture"]},
        achievements=[],
    )
    play(g, "Chopsticks")  # the echo draws the last 1: nothing is asked
    assert P(g, "Alice").hand == ["Puppet", "Agriculture"] and g.state.achievements == []


def test_chopsticks_echo_from_a_covered_card_splayed_left():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": {"cards": ["Masonry", "Chopsticks"], "splay": "left"}}, "hand": ["Ruler"]},
            "Bob": {},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Masonry")
    assert echo_cards(g) == ["Chopsticks"] and P(g, "Alice").hand == ["Ruler", "Pottery"]


# -- Comb ---------------------------------------------------------------------------------------------------------


def test_comb_keeps_the_named_colour_and_draws_base_echoes_base():
    # An empty hand draws a base 1; then a base card alone in hand: an Echoes 1; then base again.
    g = echoes_game(
        {"Alice": {"board": {"green": ["Comb"]}}, "Bob": {}},
        supply={1: ["Archery", "Pottery", "Oars", "Sailing"]},
        echoes={1: ["Bangle"]},
    )
    start(g, "Comb")
    assert g.pending.kind == "color" and len(g.pending.options) == 5
    step(g, "red")
    assert moved(g, "draw") == ["Archery", "Bangle", "Pottery", "Oars", "Sailing"]
    assert sets(g) == ["base", "echoes", "base", "base", "base"] and moved(g, "reveal") == moved(g, "draw")
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Pottery", "Sailing"]
    step(g, ["Sailing", "Pottery"])
    done(g)
    assert P(g, "Alice").hand == ["Archery", "Bangle", "Oars"]
    assert g.state.supply[0][:2] == ["Pottery", "Sailing"]  # the last returned ends lowest


def test_comb_a_colour_none_of_them_has_returns_all_five():
    g = echoes_game(
        {"Alice": {"board": {"green": ["Comb"]}, "hand": ["Puppet"]}, "Bob": {}},
        supply={1: ["Archery", "Pottery", "Oars", "Sailing", "Tools"]},
    )
    play(g, "Comb", "yellow", ["Archery", "Pottery", "Oars", "Sailing", "Tools"])
    assert P(g, "Alice").hand == ["Puppet"] and len(moved(g, "return")) == 5


# -- Dice ---------------------------------------------------------------------------------------------------------


def test_dice_a_card_without_a_bonus_stays_in_hand():
    g = play(echoes_game({"Alice": {"board": {"blue": ["Dice"]}}, "Bob": {}}, supply={1: ["Archery"]}), "Dice")
    assert moved(g, "reveal") == ["Archery"] and P(g, "Alice").hand == ["Archery"] and moved(g, "meld") == []


def test_dice_a_bonus_draws_and_melds_a_card_of_its_value():
    # A base card in hand: the 1 is an Echoes card (Puppet, bonus 3); with Puppet in hand the 3 is a base card.
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Dice"]}, "hand": ["Archery"]}, "Bob": {}},
        echoes={1: ["Puppet"]},
        supply={3: ["Compass"]},
    )
    play(g, "Dice")
    assert moved(g, "reveal") == ["Puppet"] and moved(g, "meld") == ["Compass"]
    assert P(g, "Alice").hand == ["Archery", "Puppet"]


# -- Flute --------------------------------------------------------------------------------------------------------

FLUTE_BOARD = {"purple": ["Flute"], "red": ["Archery", "Oars"], "blue": ["Tools", "Writing"]}


def test_flute_echo_splays_a_chosen_colour_left_or_not():
    g = echoes_game(
        {"Alice": {"board": FLUTE_BOARD, "hand": ["Puppet"]}, "Bob": {"board": {"purple": ["Bell"]}}},
        supply={1: ["Pottery"]},
    )
    start(g, "Flute")
    assert g.pending.optional and g.pending.options == ["blue", "red"]
    step(g, "red")
    done(g)
    assert P(g, "Alice").pile("red").splay == "left"
    g = echoes_game(
        {"Alice": {"board": FLUTE_BOARD, "hand": ["Puppet"]}, "Bob": {"board": {"purple": ["Bell"]}}},
        supply={1: ["Pottery"]},
    )
    play(g, "Flute", None)
    assert P(g, "Alice").pile("red").splay is None


def test_flute_demand_returns_a_card_with_a_bonus():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Flute"]}, "hand": ["Puppet"]}, "Bob": {"hand": ["Archery", "Bangle", "Dice"]}},
        supply={1: ["Pottery"]},
    )
    start(g, "Flute")
    assert g.pending.player == "Bob" and g.pending.options == ["Bangle", "Dice"]
    step(g, "Dice")
    done(g)
    assert P(g, "Bob").hand == ["Archery", "Bangle"] and g.state.supplies["echoes"][0][0] == "Dice"


def test_flute_demand_without_a_bonus_card_and_two_vulnerable():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Flute"]}, "hand": ["Puppet"]},
            "Bob": {"hand": ["Archery"]},
            "Carol": {"hand": ["Bangle"]},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Flute")
    assert plan(g)["vulnerable"] == ["Bob", "Carol"] and who_moved(g, "return") == [("Carol", "Bangle")]


def test_flute_no_one_vulnerable_a_sharer_draws_first():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Flute"]}, "hand": ["Bell"]},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Dice"]},
        },
        supply={1: ["Pottery", "Sailing", "Tools"]},
    )
    play(g, "Flute")
    assert plan(g)["vulnerable"] == [] and P(g, "Bob").hand == ["Dice", "Pottery"]
    assert who_moved(g, "draw")[:2] == [("Bob", "Pottery"), ("Alice", "Sailing")] and granted(g) == [True]


def test_flute_draws_one_more_1_when_the_revealed_card_has_a_bonus():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Flute"]}, "hand": ["Archery"]}, "Bob": {"hand": ["Bell"]}},
        echoes={1: ["Bangle"]},
        supply={1: ["Pottery"]},
    )
    play(g, "Flute")
    assert moved(g, "reveal") == ["Bangle"] and P(g, "Alice").hand == ["Archery", "Bangle", "Pottery"]
    g = echoes_game({"Alice": {"board": {"purple": ["Flute"]}}, "Bob": {"hand": ["Bell"]}}, supply={1: ["Pottery"]})
    play(g, "Flute")
    assert P(g, "Alice").hand == ["Pottery"]


def test_flute_echo_from_a_covered_card_splayed_up_and_its_share():
    # Up shows Flute's echo effect (bottom right). Bob has as many castles as Alice (two): he shares it, and his
    # splay earns Alice the free draw; Alice declines hers.
    g = echoes_game(
        {
            "Alice": {"board": {"purple": {"cards": ["Puppet", "Flute"], "splay": "up"}}, "hand": ["Bell"]},
            "Bob": {"board": {"red": ["Oars", "Archery"]}},
        },
        supply={1: ["Pottery"]},
    )
    start(g, "Puppet")
    assert echo_cards(g) == ["Flute"] and g.pending.player == "Bob"
    step(g, "red")
    assert g.pending.player == "Alice" and g.pending.options == ["purple"]
    step(g, None)
    done(g)
    assert P(g, "Bob").pile("red").splay == "left" and P(g, "Alice").pile("purple").splay == "up"
    assert bonus(g) is True and P(g, "Alice").hand == ["Bell", "Pottery"]


# -- Ice Skates ---------------------------------------------------------------------------------------------------


def test_ice_skates_returns_cards_then_draws_per_card_and_returns_the_highest_top_card():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Ice Skates"], "red": ["Oars"]}, "hand": ["Archery", "Tools", "Puppet"]},
            "Bob": {},
        },
        supply={2: ["Construction"], 3: ["Compass"]},
    )
    start(g, "Ice Skates")
    assert g.pending.counts == [0, 1, 2, 3]
    step(g, ["Tools", "Archery"])
    step(g, ["Archery", "Tools"])  # both go under the base 1s: their order
    step(g, "draw and meld a 2")
    step(g, "draw and foreshadow a 3")
    done(g)  # the 2 melded on red is the single highest top card: returned
    assert moved(g, "meld") == ["Construction"] and P(g, "Alice").forecast == ["Compass"]
    assert moved(g, "return") == ["Archery", "Tools", "Construction"] and cards(g, "Alice", "red") == ["Oars"]


def test_ice_skates_returning_nothing_still_returns_a_highest_top_card():
    g = echoes_game({"Alice": {"board": {"green": ["Ice Skates"], "red": ["Oars"]}, "hand": ["Tools"]}, "Bob": {}})
    start(g, "Ice Skates")
    step(g, None)
    assert g.pending.options == ["Oars", "Ice Skates"]  # tied: Alice picks
    step(g, "Ice Skates")
    done(g)
    assert cards(g, "Alice", "green") == [] and P(g, "Alice").hand == ["Tools"]


# -- Noodles ------------------------------------------------------------------------------------------------------


def test_noodles_more_1s_draws_and_scores_a_2_then_yellow_scores_every_1():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Oars", "Puppet"]},
            "Bob": {"hand": ["Tools"]},
        },
        supply={2: ["Calendar"], 1: ["Agriculture"]},
    )
    play(g, "Noodles")
    assert moved(g, "score") == ["Calendar", "Archery", "Oars", "Puppet", "Agriculture"]
    assert P(g, "Alice").hand == []


def test_noodles_a_tie_in_1s_and_a_drawn_card_that_is_not_yellow():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Puppet"]},
            "Bob": {"hand": ["Tools", "Oars", "Calendar"]},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Noodles")
    assert moved(g, "score") == [] and P(g, "Alice").hand == ["Archery", "Puppet", "Pottery"]


def test_noodles_more_1s_than_each_other_player():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Archery", "Oars", "Puppet"]},
            "Bob": {"hand": ["Tools"]},
            "Carol": {"hand": ["Sailing", "Writing", "Bangle"]},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Noodles")
    assert moved(g, "score") == []  # Carol holds as many 1s


# -- Perfume ------------------------------------------------------------------------------------------------------


def test_perfume_echo_draws_and_tucks_a_1():
    # Bob has more castles: he shares the echo effect (his tuck earns the free draw) and is not vulnerable.
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Perfume"]}}, "Bob": {"board": {"red": ["Metalworking"]}}},
        supply={1: ["Tools", "Writing"]},
    )
    play(g, "Perfume")
    assert who_moved(g, "tuck") == [("Bob", "Tools"), ("Alice", "Writing")]
    assert cards(g, "Alice", "blue") == ["Writing", "Perfume"] and cards(g, "Bob", "blue") == ["Tools"]
    assert plan(g)["vulnerable"] == [] and granted(g) == [True]


def test_perfume_demand_takes_a_top_card_of_a_value_alice_lacks_and_the_victim_melds_one_like_it():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Perfume"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"green": ["Currency"], "yellow": ["Agriculture"], "red": ["Optics"]}, "hand": ["Bell"]},
        },
        supply={1: ["Tools"], 3: ["Compass"]},
    )
    start(g, "Perfume")
    # Alice's only top card is Perfume, a 1 (the tucked 1 is under it): Bob may give his 2 or 3, not his 1.
    assert g.pending.player == "Bob" and g.pending.options == ["Optics", "Currency"]
    step(g, "Optics")
    done(g)
    assert P(g, "Alice").top("red") == "Optics" and P(g, "Bob").top("green") == "Compass"


def test_perfume_demand_with_only_matching_values_and_two_vulnerable():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Perfume"], "red": ["Construction"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"green": ["Mapmaking"], "yellow": ["Agriculture"]}, "hand": ["Bell"]},
            "Carol": {"board": {"purple": ["Monotheism"], "green": ["Compass"]}, "hand": ["Dice"]},
        },
        supply={1: ["Tools"], 3: ["Paper"]},
    )
    play(g, "Perfume")
    # Bob's 1 and 2 both match; Carol's Monotheism (2) matches, her Compass (3) does not.
    assert who_moved(g, "transfer") == [("Carol", "Compass")] and P(g, "Carol").top("green") == "Paper"


def test_perfume_echo_from_a_covered_card_splayed_right():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Perfume"], "splay": "right"}}, "hand": ["Puppet"]},
            "Bob": {},
        },
        supply={1: ["Tools"], 2: ["Calendar"]},
    )
    play(g, "Writing")
    assert echo_cards(g) == ["Perfume"] and cards(g, "Alice", "blue") == ["Tools", "Perfume", "Writing"]


# -- Plumbing -----------------------------------------------------------------------------------------------------


def test_plumbing_scores_a_chosen_bottom_card():
    g = echoes_game({"Alice": {"board": {"red": ["Plumbing", "Oars"], "blue": ["Tools"]}}, "Bob": {}})
    start(g, "Plumbing")
    assert g.pending.options == ["Tools", "Oars"]
    step(g, "Oars")
    done(g)
    assert P(g, "Alice").score == ["Oars"] and cards(g, "Alice", "red") == ["Plumbing"]


def test_plumbing_a_lone_card_is_its_own_bottom_card():
    g = play(echoes_game({"Alice": {"board": {"red": ["Plumbing"]}}, "Bob": {}}), "Plumbing")
    assert P(g, "Alice").score == ["Plumbing"] and P(g, "Alice").top_cards() == []


def test_plumbing_echo_from_a_covered_card_splayed_right_shared():
    g = echoes_game(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Plumbing"], "splay": "right"}}},
            "Bob": {"board": {"red": ["Metalworking"], "blue": ["Tools"]}},
        },
        supply={1: ["Pottery"]},
    )
    play(g, "Archery", "Tools")
    assert who_moved(g, "score") == [("Bob", "Tools"), ("Alice", "Plumbing")] and granted(g) == [True]


# -- Puppet -------------------------------------------------------------------------------------------------------


def test_puppet_does_nothing_but_its_bonus_counts():
    g = play(
        echoes_game({"Alice": {"board": {"purple": ["Puppet"]}}, "Bob": {"board": {"purple": ["Bell"]}}}), "Puppet"
    )
    assert moved(g, "draw") == [] and granted(g) == [False] and P(g, "Alice").score_total == 3


def test_puppets_bonus_shows_only_when_splayed_up():
    for splay, bonuses in ((None, []), ("left", []), ("right", []), ("up", [3])):
        g = echoes_game({"Alice": {"board": {"purple": {"cards": ["Bell", "Puppet"], "splay": splay}}}, "Bob": {}})
        assert P(g, "Alice").visible_bonuses() == bonuses


# -- Ruler --------------------------------------------------------------------------------------------------------


def test_ruler_draws_a_2_and_its_own_effect_does_nothing():
    g = play(
        echoes_game({"Alice": {"board": {"blue": ["Ruler"]}, "hand": ["Puppet"]}, "Bob": {}}, supply={2: ["Calendar"]}),
        "Ruler",
    )
    assert P(g, "Alice").hand == ["Puppet", "Calendar"] and echo_cards(g) == ["Ruler"]


@pytest.mark.parametrize("splay, runs", [("left", True), ("up", True), ("right", False)])
def test_ruler_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {"Alice": {"board": {"blue": {"cards": ["Writing", "Ruler"], "splay": splay}}, "hand": ["Puppet"]}, "Bob": {}},
        supply={2: ["Calendar", "Fermenting"]},
    )
    play(g, "Writing")
    assert moved(g, "draw") == (["Calendar", "Fermenting"] if runs else ["Calendar"])


# -- Soap ---------------------------------------------------------------------------------------------------------

SOAP_HAND = ["Archery", "Oars", "Metalworking", "Tools", "Pottery"]


def test_soap_tucks_three_then_achieves_a_card_from_hand():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND, "score": ["Optics", "Calendar"]}, "Bob": {}}
    )
    start(g, "Soap")
    assert g.pending.options == ["blue", "red"]  # the colours in hand
    step(g, "red")
    step(g, ["Archery", "Oars", "Metalworking"])
    assert g.pending.kind == "order"
    step(g, ["Metalworking", "Oars", "Archery"])
    # Score 5 + bonus 2 = 7 and a top 1: eligible for the 1s in hand
    assert g.pending.optional and g.pending.options == ["Tools", "Pottery"]
    step(g, "Pottery")
    done(g)
    assert cards(g, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert P(g, "Alice").achievements == ["Pottery"] and P(g, "Alice").hand == ["Tools"]
    assert "Pottery" not in log_text(g, "Bob")


def test_soap_the_colours_in_your_hand_and_your_choice_stay_yours():
    g = echoes_game({"Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND}, "Bob": {}})
    start(g, "Soap")
    seen_by_bob = g.view("Bob")["pending"]
    assert "options" not in seen_by_bob and g.view("Alice")["pending"]["options"] == ["blue", "red"]
    step(g, "blue")
    assert "blue" not in str(g.view("Bob")["pending"]) and "blue" not in log_text(g, "Bob")
    step(g, None)
    done(g)
    assert "blue" in log_text(g, "Alice")


def test_soap_two_tucks_do_not_let_you_achieve():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND, "score": ["Optics", "Calendar"]}, "Bob": {}}
    )
    play(g, "Soap", "red", ["Archery", "Oars"], ["Oars", "Archery"])
    assert P(g, "Alice").achievements == [] and len(P(g, "Alice").hand) == 3


def test_soap_not_eligible_no_question_and_tucking_none():
    g = echoes_game({"Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND}, "Bob": {}})
    play(g, "Soap", "red", ["Archery", "Oars", "Metalworking"], ["Metalworking", "Oars", "Archery"])
    assert P(g, "Alice").achievements == []  # a score of 2 (the bonus)
    g = echoes_game({"Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND}, "Bob": {}})
    play(g, "Soap", "blue", None)
    assert moved(g, "tuck") == []
    g = play(echoes_game({"Alice": {"board": {"yellow": ["Soap"]}}, "Bob": {}}), "Soap")  # an empty hand
    assert moved(g, "tuck") == []


def test_soap_a_duplicate_age_needs_more_points():
    # Alice holds a 1 already: another 1 needs 10 points; a 7 in the score pile and the bonus 2 make 9.
    pos = {
        "Alice": {"board": {"yellow": ["Soap"]}, "hand": SOAP_HAND, "score": ["Lighting"], "achievements": [1]},
        "Bob": {},
    }
    g = play(echoes_game(pos), "Soap", "red", ["Archery", "Oars", "Metalworking"], ["Metalworking", "Oars", "Archery"])
    assert len(P(g, "Alice").achievements) == 1


def test_eligible_for_reads_the_score_with_bonuses_the_top_cards_and_duplicates():
    from innovation_nb.engine.context import Ctx

    def alice(score, achievements=()):
        g = echoes_game(
            {"Alice": {"board": {"purple": ["Puppet"]}, "score": score, "achievements": list(achievements)}, "Bob": {}}
        )
        return P(g, "Alice")

    assert not Ctx.eligible_for(alice(["Tools"]), 1)  # 1 and the bonus 3: 4
    assert Ctx.eligible_for(alice(["Tools", "Agriculture"]), 1)
    assert not Ctx.eligible_for(alice(["Optics", "Lighting"]), 2)  # 13 points, but a top card of 1
    assert not Ctx.eligible_for(alice(["Tools", "Agriculture"], [1]), 1)  # a second 1 needs 10
    assert Ctx.eligible_for(alice(["Optics", "Lighting"], [1]), 1)


# -- Umbrella -----------------------------------------------------------------------------------------------------

UMBRELLA_HAND = ["Archery", "Tools", "Oars", "Pottery", "Sailing"]


def test_umbrella_melds_a_card_then_scores_two_for_each_returned():
    g = echoes_game({"Alice": {"board": {"green": ["Umbrella"]}, "hand": UMBRELLA_HAND}, "Bob": {}})
    start(g, "Umbrella")
    assert g.pending.optional and g.pending.options == UMBRELLA_HAND
    step(g, "Archery")
    step(g, ["Tools"])
    assert g.pending.counts == [2] and g.pending.options == ["Oars", "Pottery", "Sailing"]
    step(g, ["Sailing", "Oars"])
    done(g)
    assert P(g, "Alice").top("red") == "Archery" and moved(g, "return") == ["Tools"]
    assert P(g, "Alice").score == ["Oars", "Sailing"] and P(g, "Alice").hand == ["Pottery"]


def test_umbrella_scores_what_is_left_when_fewer_than_twice_the_returns():
    g = echoes_game({"Alice": {"board": {"green": ["Umbrella"]}, "hand": ["Calendar", "Archery", "Tools"]}, "Bob": {}})
    play(g, "Umbrella", None, ["Calendar", "Archery"])
    assert P(g, "Alice").score == ["Tools"] and P(g, "Alice").hand == []


def test_umbrella_declining_both_changes_nothing():
    g = echoes_game({"Alice": {"board": {"green": ["Umbrella"]}, "hand": ["Archery"]}, "Bob": {}})
    play(g, "Umbrella", None, None)
    assert P(g, "Alice").hand == ["Archery"] and moved(g, "score") == []


def test_umbrella_echo_from_a_covered_card_then_base_echoes_draws():
    # The echo melds Alice's only card; then The Wheel draws a base 1 into the empty hand, and, that base card
    # alone in hand, an Echoes 1.
    g = echoes_game(
        {
            "Alice": {"board": {"green": {"cards": ["The Wheel", "Umbrella"], "splay": "left"}}, "hand": ["Puppet"]},
            "Bob": {},
        },
        supply={1: ["Pottery"]},
        echoes={1: ["Bell"]},
    )
    play(g, "The Wheel", "Puppet")
    assert echo_cards(g) == ["Umbrella"] and P(g, "Alice").top("purple") == "Puppet"
    assert moved(g, "draw") == ["Pottery", "Bell"] and sets(g) == ["base", "echoes"]


def test_umbrella_echo_hidden_by_a_right_splay():
    g = echoes_game(
        {
            "Alice": {"board": {"green": {"cards": ["The Wheel", "Umbrella"], "splay": "right"}}, "hand": ["Puppet"]},
            "Bob": {},
        },
        supply={1: ["Pottery", "Sailing"]},
    )
    play(g, "The Wheel")
    assert echo_cards(g) == [] and P(g, "Alice").hand == ["Puppet", "Pottery", "Sailing"]
