"""Echoes, age 3: every card's branches — each echo effect from the top card and from a covered card a splay shows
(and not when the splay hides it), shared and earning the sharing bonus, each choice, the "nothing happens"
cases, demands against none, one and two vulnerable opponents, Charitable Trust when its echo effect did not run,
and the forecast never named to anyone but its owner."""

import json

import pytest
from helpers import (
    P,
    cards,
    done,
    echo_cards,
    echoes_game,
    expansions_game,
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


def unseen(g, reader, *titles):
    """None of ``titles`` reaches ``reader``: not in their log, not in their view (frames and notes included)."""
    text = log_text(g, reader) + json.dumps(g.view(reader))
    return not [t for t in titles if t in text]


@pytest.mark.parametrize("card", CARDS_BY_SET["echoes"][3])
def test_random_positions_keep_the_invariants(card):
    sweep_echoes(card, range(12))


# -- Almanac ------------------------------------------------------------------------------------------------------


def test_almanac_foreshadows_a_4_then_returns_a_bonus_card_to_score_one_above_its_bonus():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Almanac"]}, "hand": ["Ruler"]}, "Bob": {}},
        forecast={"Alice": ["Puppet"]},
        supply={4: ["Anatomy", "Colonialism"]},
    )
    start(g, "Almanac")
    assert P(g, "Alice").forecast == ["Puppet", "Anatomy"]
    assert g.pending.optional and g.pending.options == ["Puppet"]  # Anatomy has no bonus
    step(g, "Puppet")
    done(g)
    assert g.state.supplies["echoes"][0][0] == "Puppet" and P(g, "Alice").score == ["Colonialism"]  # 3 + 1
    assert unseen(g, "Bob", "Puppet", "Anatomy", "Colonialism")


def test_almanac_declined_or_without_a_bonus_card_in_the_forecast():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Almanac"]}, "hand": ["Ruler"]}, "Bob": {}},
        forecast={"Alice": ["Puppet"]},
        supply={4: ["Anatomy"]},
    )
    play(g, "Almanac", None)
    assert P(g, "Alice").forecast == ["Puppet", "Anatomy"] and moved(g, "score") == []
    g = play(echoes_game({"Alice": {"board": {"blue": ["Almanac"]}}, "Bob": {}}, supply={4: ["Anatomy"]}), "Almanac")
    assert P(g, "Alice").forecast == ["Anatomy"] and moved(g, "return") == []


@pytest.mark.parametrize("splay, runs", [("left", True), ("up", True), ("right", False)])
def test_almanac_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {"Alice": {"board": {"blue": {"cards": ["Writing", "Almanac"], "splay": splay}}, "hand": ["Ruler"]}, "Bob": {}},
        supply={4: ["Anatomy"], 2: ["Calendar"]},
    )
    play(g, "Writing")
    assert P(g, "Alice").forecast == (["Anatomy"] if runs else []) and P(g, "Alice").hand == ["Ruler", "Calendar"]


# -- Charitable Trust ---------------------------------------------------------------------------------------------

CT = "Charitable Trust"
RICH = ["Lighting", "Optics", "Education"]  # 13, and Charitable Trust's bonus 3: 16


def test_charitable_trust_melds_the_echo_draw_then_achieves_itself():
    g = echoes_game(
        {"Alice": {"board": {"green": [CT]}, "hand": ["Ruler"], "score": RICH}, "Bob": {}}, supply={3: ["Engineering"]}
    )
    start(g, CT)
    assert g.pending.kind == "value" and g.pending.options == [3, 4]
    step(g, 3)
    assert g.pending.kind == "yes_no" and unseen(g, "Bob", "Engineering")  # the notes keep no title
    step(g, True)
    assert P(g, "Alice").top("red") == "Engineering" and g.pending.options == ["return it", "achieve it"]
    step(g, "achieve it")
    done(g)
    assert P(g, "Alice").achievements == [CT] and cards(g, "Alice", "green") == []


def test_charitable_trust_not_eligible_returns_the_top_green_card():
    # A 4 drawn and melded is green: it is the top green card, and with no points it can only be returned.
    g = echoes_game({"Alice": {"board": {"green": [CT]}, "hand": ["Ruler"]}, "Bob": {}}, supply={4: ["Navigation"]})
    play(g, CT, 4, True)
    assert moved(g, "meld") == ["Navigation"] and moved(g, "return") == ["Navigation"]
    assert cards(g, "Alice", "green") == [CT] and P(g, "Alice").achievements == []


def test_charitable_trust_declining_the_meld_keeps_the_card():
    g = echoes_game(
        {"Alice": {"board": {"green": [CT]}, "hand": ["Ruler"], "score": RICH}, "Bob": {}}, supply={3: ["Engineering"]}
    )
    play(g, CT, 3, False)
    assert P(g, "Alice").hand == ["Ruler", "Engineering"] and moved(g, "meld") == []


def test_charitable_trust_each_sharer_melds_their_own_echo_draw():
    g = echoes_game(
        {
            "Alice": {"board": {"green": [CT]}, "hand": ["Ruler"]},
            "Bob": {"board": {"red": ["Optics"]}, "hand": ["Bell"]},
        },
        supply={3: ["Compass", "Engineering", "Paper"]},
    )
    play(g, CT, 3, 3, True, True)
    assert who_moved(g, "draw")[:2] == [("Bob", "Compass"), ("Alice", "Engineering")]
    assert who_moved(g, "meld") == [("Bob", "Compass"), ("Alice", "Engineering")]
    # Bob's top green card is the Compass he melded; Alice's is Charitable Trust: each returns their own.
    assert who_moved(g, "return") == [("Bob", "Compass"), ("Alice", CT)]
    assert granted(g) == [True]


def test_charitable_trust_executed_by_another_card_melds_nothing():
    # Charter of Liberties executes its non-demand effects: its echo effect does not run, so nothing was drawn
    # "due to" it and the second effect does nothing.
    g = expansions_game(
        {
            "Alice": {"board": {"blue": ["Charter of Liberties"], "green": [CT, "Sailing"]}, "hand": ["Clothing"]},
            "Bob": {},
        },
        expansions=("artifacts", "echoes"),
    )
    play(g, "Charter of Liberties")
    assert moved(g, "tuck") == ["Clothing"] and P(g, "Alice").pile("green").splay == "left"
    assert moved(g, "draw") == [] and moved(g, "meld") == [] and echo_cards(g) == []
    assert not [e for e in g.events if e.kind == "decision" and e.data["kind"] == "yes_no"]


def test_charitable_trust_executed_as_if_on_another_card_runs_its_own_echo():
    g = expansions_game(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}, "hand": ["Ruler"]},
            "Bob": {"board": {"green": [CT]}},
        },
        expansions=("artifacts", "echoes"),
        supply={3: ["Compass"]},
    )
    play(g, "Gujin Tushu Jinsheng", 3, True)
    assert moved(g, "meld") == ["Compass"] and moved(g, "return") == ["Compass"]


@pytest.mark.parametrize("splay, runs", [("right", True), ("left", False), ("up", False)])
def test_charitable_trust_echo_from_a_covered_card(splay, runs):
    # Its echo effect (top left) shows with a right splay; The Wheel then draws two 1s.
    g = echoes_game(
        {"Alice": {"board": {"green": {"cards": ["The Wheel", CT], "splay": splay}}, "hand": ["Ruler"]}, "Bob": {}},
        supply={3: ["Compass"], 1: ["Pottery", "Sailing"]},
    )
    play(g, "The Wheel", *([3] if runs else []))
    assert moved(g, "draw") == (["Compass"] if runs else []) + ["Pottery", "Sailing"]


# -- Deodorant ----------------------------------------------------------------------------------------------------


def test_deodorant_melds_a_3_then_another_with_a_castle_on_top():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Deodorant"], "red": ["Archery"]}, "hand": ["Ruler"]}, "Bob": {}},
        supply={3: ["Compass", "Optics"]},
    )
    play(g, "Deodorant")
    assert moved(g, "meld") == ["Compass", "Optics"]


def test_deodorant_without_a_castle_draws_a_4_and_the_echo_meld_can_bring_one():
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Deodorant"]}, "hand": ["Ruler"]}, "Bob": {}},
        supply={3: ["Compass"], 4: ["Anatomy"]},
    )
    play(g, "Deodorant")
    assert moved(g, "meld") == ["Compass"] and P(g, "Alice").hand == ["Ruler", "Anatomy"]
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Deodorant"]}, "hand": ["Ruler"]}, "Bob": {}},
        supply={3: ["Engineering", "Compass"]},
    )
    play(g, "Deodorant")
    assert moved(g, "meld") == ["Engineering", "Compass"]


@pytest.mark.parametrize("splay, runs", [("right", True), ("up", True), ("left", False)])
def test_deodorant_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": {"cards": ["Masonry", "Deodorant"], "splay": splay}}, "hand": ["Ruler"]},
            "Bob": {},
        },
        supply={3: ["Compass"]},
    )
    play(g, "Masonry")
    assert moved(g, "meld") == (["Compass"] if runs else [])


# -- Homing Pigeons -----------------------------------------------------------------------------------------------


def test_homing_pigeons_returns_two_score_cards_of_values_in_the_activators_hand():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Homing Pigeons"]}, "hand": ["Tools", "Optics"]},
            "Bob": {"score": ["Archery", "Calendar", "Compass", "Oars"]},
        }
    )
    start(g, "Homing Pigeons")
    assert g.pending.player == "Bob" and g.pending.options == ["Archery", "Compass", "Oars"]
    step(g, ["Archery", "Oars"])
    step(g, ["Oars", "Archery"])  # both go under the base 1s
    done(g)
    assert P(g, "Bob").score == ["Calendar", "Compass"] and g.state.supply[0][:2] == ["Archery", "Oars"]
    assert unseen(g, "Alice", "Archery", "Oars")


def test_homing_pigeons_as_many_as_match_and_two_vulnerable():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Homing Pigeons"]}, "hand": ["Tools"]},
            "Bob": {"score": ["Archery", "Calendar"]},
            "Carol": {"score": ["Oars", "Optics"]},
        }
    )
    play(g, "Homing Pigeons")
    # Bob has one 1 to return (do as much as you can), Carol one too.
    assert plan(g)["vulnerable"] == ["Bob", "Carol"]
    assert who_moved(g, "return") == [("Bob", "Archery"), ("Carol", "Oars")]
    g = play(
        echoes_game({"Alice": {"board": {"green": ["Homing Pigeons"]}}, "Bob": {"score": ["Archery"]}}),
        "Homing Pigeons",
    )
    assert moved(g, "return") == []  # an empty hand matches nothing


def test_homing_pigeons_splays_red_or_green_left_and_no_one_vulnerable():
    pos = {
        "Alice": {"board": {"green": ["Homing Pigeons", "Sailing"], "red": ["Archery", "Oars"]}},
        "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Tools"]},
    }
    g = echoes_game(pos)
    start(g, "Homing Pigeons")
    assert plan(g)["vulnerable"] == [] and g.pending.options == ["red", "green"]
    step(g, "green")
    done(g)
    assert P(g, "Alice").pile("green").splay == "left"
    g = play(echoes_game(pos), "Homing Pigeons", None)
    assert P(g, "Alice").pile("green").splay is None and P(g, "Alice").pile("red").splay is None


# -- Katana -------------------------------------------------------------------------------------------------------

KATANA = {"red": ["Katana"], "purple": ["Mysticism"], "green": ["The Wheel"]}  # 9 castles


def test_katana_takes_two_castle_top_cards_and_forecasts_a_card_of_their_castles():
    g = echoes_game(
        {
            "Alice": {"board": KATANA},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Archery"], "yellow": ["Agriculture"]}, "hand": ["Bell"]},
            "Carol": {
                "board": {"yellow": ["Masonry"], "blue": ["Alchemy"], "red": ["Metalworking"], "purple": ["Monotheism"]}
            },
        },
        supply={3: ["Compass"]},
    )
    play(g, "Katana")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert P(g, "Alice").score == ["Tools", "Archery"] and P(g, "Bob").top_cards() == ["Agriculture"]
    # One castle on Tools, two on Archery: a 3, drawn by Bob, into Alice's forecast.
    assert who_moved(g, "draw") == [("Bob", "Compass")] and P(g, "Alice").forecast == ["Compass"]
    assert unseen(g, "Carol", "Compass") and P(g, "Bob").hand == ["Bell"]


def test_katana_two_of_three_are_chosen_and_one_alone_moves():
    g = echoes_game(
        {
            "Alice": {"board": KATANA},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Archery"], "yellow": ["Domestication"]}, "hand": ["Bell"]},
        },
        supply={3: ["Compass"], 4: ["Anatomy"]},
    )
    start(g, "Katana")
    assert g.pending.counts == [2] and g.pending.options == ["Tools", "Archery", "Domestication"]
    step(g, ["Archery", "Domestication"])
    done(g)
    assert P(g, "Alice").forecast == ["Anatomy"]  # 2 + 2 castles
    g = echoes_game(
        {"Alice": {"board": KATANA}, "Bob": {"board": {"red": ["Oars"]}, "hand": ["Bell"]}}, supply={2: ["Calendar"]}
    )
    play(g, "Katana")
    assert P(g, "Alice").score == ["Oars"] and P(g, "Alice").forecast == ["Calendar"]


def test_katana_without_castle_top_cards_nothing_none_and_two_vulnerable():
    g = play(echoes_game({"Alice": {"board": KATANA}, "Bob": {"board": {"yellow": ["Agriculture"]}}}), "Katana")
    assert moved(g, "transfer") == [] and moved(g, "draw") == []
    g = play(
        echoes_game({"Alice": {"board": {"red": ["Katana"]}}, "Bob": {"board": {"yellow": ["Masonry"]}}}), "Katana"
    )
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == []
    g = echoes_game(
        {
            "Alice": {"board": KATANA},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Bell"]},
            "Carol": {"board": {"blue": ["Tools"]}, "hand": ["Dice"]},
        },
        supply={2: ["Calendar"], 1: ["Pottery"]},
    )
    play(g, "Katana")
    assert who_moved(g, "draw") == [("Bob", "Calendar"), ("Carol", "Pottery")]
    assert P(g, "Alice").forecast == ["Calendar", "Pottery"]


# -- Liquid Fire --------------------------------------------------------------------------------------------------

LIQUID_FIRE = {"red": ["Liquid Fire"]}


def test_liquid_fire_a_red_draw_takes_the_whole_hand():
    # Bob's highest bonus is 3; his hand holds base cards only, so the 3 is an Echoes card: Katana, red.
    g = echoes_game(
        {
            "Alice": {"board": LIQUID_FIRE},
            "Bob": {"board": {"purple": ["Puppet"], "red": ["Bangle"]}, "hand": ["Archery", "Oars"]},
            "Carol": {"board": {"purple": ["Education"]}},
        },
        echoes={3: ["Katana"]},
    )
    play(g, "Liquid Fire")
    assert plan(g)["vulnerable"] == ["Bob"] and P(g, "Alice").forecast == ["Katana"]
    assert P(g, "Alice").score == ["Archery", "Oars"] and P(g, "Bob").hand == []
    assert unseen(g, "Carol", "Katana", "Archery", "Oars")


def test_liquid_fire_a_draw_of_another_colour_and_no_bonus_draws_a_1():
    g = echoes_game(
        {"Alice": {"board": LIQUID_FIRE}, "Bob": {"board": {"purple": ["Puppet"]}, "hand": ["Bell"]}},
        supply={3: ["Compass"]},
    )
    play(g, "Liquid Fire")
    assert P(g, "Alice").forecast == ["Compass"] and P(g, "Bob").hand == ["Bell"] and P(g, "Alice").score == []
    g = play(echoes_game({"Alice": {"board": LIQUID_FIRE}, "Bob": {}}, supply={1: ["Pottery"]}), "Liquid Fire")
    assert P(g, "Alice").forecast == ["Pottery"]


def test_liquid_fire_none_and_two_vulnerable():
    g = play(echoes_game({"Alice": {"board": LIQUID_FIRE}, "Bob": {"board": {"purple": ["Education"]}}}), "Liquid Fire")
    assert plan(g)["vulnerable"] == [] and moved(g, "draw") == []
    g = echoes_game({"Alice": {"board": LIQUID_FIRE}, "Bob": {}, "Carol": {}}, supply={1: ["Pottery", "Tools"]})
    play(g, "Liquid Fire")
    assert who_moved(g, "draw") == [("Bob", "Pottery"), ("Carol", "Tools")]
    assert P(g, "Alice").forecast == ["Pottery", "Tools"]


# -- Magnifying Glass ---------------------------------------------------------------------------------------------


def test_magnifying_glass_draws_a_4_returns_a_card_then_three_of_a_value_draw_two_higher():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Archery", "Oars", "Tools", "Ruler"]}, "Bob": {}},
        supply={4: ["Anatomy"], 3: ["Compass"]},
    )
    start(g, "Magnifying Glass")
    assert moved(g, "draw") == ["Anatomy"] and g.pending.options == ["Archery", "Oars", "Tools", "Ruler", "Anatomy"]
    step(g, "Anatomy")
    assert g.pending.kind == "value" and g.pending.optional and g.pending.options == [1]
    step(g, 1)
    assert g.pending.counts == [3]  # four 1s: three are picked
    step(g, ["Archery", "Oars", "Tools"])
    step(g, ["Tools", "Oars", "Archery"])
    done(g)
    assert P(g, "Alice").hand == ["Ruler", "Compass"]


def test_magnifying_glass_exactly_three_and_the_draw_rule():
    # Three base 1s returned, Anatomy alone in hand: the 3 is an Echoes card.
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Archery", "Oars", "Tools", "Lever"]}, "Bob": {}},
        supply={4: ["Anatomy"]},
        echoes={3: ["Novel"]},
    )
    play(g, "Magnifying Glass", "Lever", 1, ["Archery", "Oars", "Tools"])
    assert P(g, "Alice").hand == ["Anatomy", "Novel"]


def test_magnifying_glass_declined_or_too_few_then_splays_yellow_or_blue():
    pos = {
        "Alice": {
            "board": {"blue": ["Magnifying Glass", "Writing"], "yellow": ["Agriculture", "Masonry"]},
            "hand": ["Archery", "Oars", "Tools", "Ruler"],
        },
        "Bob": {},
    }
    g = echoes_game(pos, supply={4: ["Anatomy"]})
    start(g, "Magnifying Glass")
    step(g, "Anatomy")
    step(g, None)
    assert g.pending.options == ["blue", "yellow"]
    step(g, "yellow")
    done(g)
    assert moved(g, "return") == ["Anatomy"] and P(g, "Alice").pile("yellow").splay == "left"
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Archery", "Lever"]}, "Bob": {}},
        supply={4: ["Anatomy"]},
    )
    play(g, "Magnifying Glass", "Archery")  # no three cards of a value: nothing asked
    assert P(g, "Alice").hand == ["Lever", "Anatomy"]


@pytest.mark.parametrize("splay, runs", [("left", True), ("up", True), ("right", False)])
def test_magnifying_glass_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Magnifying Glass"], "splay": splay}}, "hand": ["Ruler"]},
            "Bob": {},
        },
        supply={4: ["Anatomy"], 2: ["Calendar"]},
    )
    play(g, "Writing", *(["Anatomy"] if runs else []))
    assert moved(g, "draw") == (["Anatomy"] if runs else []) + ["Calendar"]
    assert P(g, "Alice").hand == ["Ruler", "Calendar"]


# -- Novel --------------------------------------------------------------------------------------------------------


def test_novel_draws_two_3s_splays_purple_left_and_claims_supremacy():
    g = echoes_game(
        {
            "Alice": {
                "board": {"purple": ["Novel", "Bell"], "red": ["Archery"], "yellow": ["Masonry"]},
                "hand": ["Ruler"],
            },
            "Bob": {},
        },
        supply={3: ["Compass", "Optics"]},
    )
    play(g, "Novel", True)
    assert P(g, "Alice").hand == ["Ruler", "Compass", "Optics"] and P(g, "Alice").pile("purple").splay == "left"
    assert "Supremacy" in P(g, "Alice").achievements  # Archery and Masonry both show a castle


def test_novel_crowns_do_not_count_nor_do_hexes_and_bonuses():
    for tops in ({"red": ["Optics"], "green": ["Sailing"]}, {"red": ["Candles"], "blue": ["Dice"]}):
        g = echoes_game({"Alice": {"board": {"purple": ["Novel"], **tops}, "hand": ["Ruler"]}, "Bob": {}})
        play(g, "Novel")
        assert "Supremacy" not in P(g, "Alice").achievements and "Supremacy" in g.state.specials


def test_novel_one_non_purple_top_card_claims_none_does_not():
    # Novel ruling: one non-purple top card shares its own icons; with none there is nothing in common.
    g = play(
        echoes_game({"Alice": {"board": {"purple": ["Novel"], "red": ["Archery"]}, "hand": ["Ruler"]}, "Bob": {}}),
        "Novel",
    )
    assert "Supremacy" in P(g, "Alice").achievements
    g = play(echoes_game({"Alice": {"board": {"purple": ["Novel"]}, "hand": ["Ruler"]}, "Bob": {}}), "Novel")
    assert "Supremacy" in g.state.specials


def test_novel_supremacy_already_claimed():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Novel"], "red": ["Archery"]}, "hand": ["Ruler"]}, "Bob": {}}, specials=[]
    )
    play(g, "Novel")
    assert P(g, "Alice").achievements == []


def test_novel_echo_from_a_covered_card_splayed_left():
    g = echoes_game(
        {"Alice": {"board": {"purple": {"cards": ["Puppet", "Novel"], "splay": "left"}}, "hand": ["Ruler"]}, "Bob": {}},
        supply={3: ["Compass"]},
    )
    play(g, "Puppet")
    assert echo_cards(g) == ["Novel"] and P(g, "Alice").hand == ["Ruler", "Compass"]


# -- Sandpaper ----------------------------------------------------------------------------------------------------


def test_sandpaper_draws_a_3_per_card_returned_then_melds_a_chosen_card():
    # Tools alone in hand after the returns: an Echoes 3, then a base 3.
    g = echoes_game(
        {"Alice": {"board": {"yellow": ["Sandpaper"]}, "hand": ["Archery", "Tools", "Bell"]}, "Bob": {}},
        echoes={3: ["Novel"]},
        supply={3: ["Compass"]},
    )
    start(g, "Sandpaper")
    step(g, ["Archery", "Bell"])
    assert moved(g, "draw") == ["Novel", "Compass"] and sets(g) == ["echoes", "base"]
    assert g.pending.options == ["Tools", "Novel", "Compass"]
    step(g, "Compass")
    done(g)
    assert P(g, "Alice").top("green") == "Compass" and P(g, "Alice").hand == ["Tools", "Novel"]


def test_sandpaper_returning_nothing_still_melds_and_an_empty_hand_does_nothing():
    g = play(
        echoes_game({"Alice": {"board": {"yellow": ["Sandpaper"]}, "hand": ["Archery", "Tools"]}, "Bob": {}}),
        "Sandpaper",
        None,
        "Tools",
    )
    assert moved(g, "draw") == [] and moved(g, "meld") == ["Tools"]
    g = play(echoes_game({"Alice": {"board": {"yellow": ["Sandpaper"]}}, "Bob": {}}), "Sandpaper")
    assert moved(g, "meld") == []


# -- Sunglasses ---------------------------------------------------------------------------------------------------


def test_sunglasses_scores_a_card_of_a_splayed_colour_and_splays_purple_like_another():
    g = echoes_game(
        {
            "Alice": {
                "board": {
                    "purple": ["Sunglasses", "Bell"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                },
                "hand": ["Optics", "Compass", "Ruler"],
            },
            "Bob": {},
        }
    )
    start(g, "Sunglasses")
    assert g.pending.options == ["Optics", "Ruler"]
    step(g, "Optics")
    assert g.pending.optional and g.pending.options == ["splay your purple cards right", "splay your purple cards left"]
    step(g, "splay your purple cards left")
    done(g)
    assert P(g, "Alice").score == ["Optics"] and P(g, "Alice").pile("purple").splay == "left"


def test_sunglasses_splays_another_colour_like_purple():
    g = echoes_game(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Sunglasses", "Bell"], "splay": "up"},
                    "red": ["Archery", "Oars"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "green": ["Sailing"],
                }
            },
            "Bob": {},
        }
    )
    start(g, "Sunglasses")
    assert g.pending.options == ["splay your red cards up"]
    step(g, "splay your red cards up")
    done(g)
    assert P(g, "Alice").pile("red").splay == "up"


def test_sunglasses_nothing_to_score_nothing_to_match_or_declined():
    g = play(echoes_game({"Alice": {"board": {"purple": ["Sunglasses"]}, "hand": ["Optics"]}, "Bob": {}}), "Sunglasses")
    assert moved(g, "score") == [] and moved(g, "splay") == []
    g = echoes_game(
        {
            "Alice": {
                "board": {"purple": ["Sunglasses", "Bell"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}
            },
            "Bob": {},
        }
    )
    play(g, "Sunglasses", None)
    assert P(g, "Alice").pile("purple").splay is None


@pytest.mark.parametrize("splay, runs", [("up", True), ("left", False), ("right", False)])
def test_sunglasses_echo_from_a_covered_card(splay, runs):
    g = echoes_game(
        {
            "Alice": {"board": {"purple": {"cards": ["Puppet", "Sunglasses"], "splay": splay}}, "hand": ["Bell"]},
            "Bob": {},
        }
    )
    play(g, "Puppet")
    assert P(g, "Alice").score == (["Bell"] if runs else [])
