"""Age 4 card effects: every effect's main branch, its "nothing happens" branch, each choice, demands against
none, one and two vulnerable opponents, and the sharing bonus granted or not."""

import pytest
from helpers import (
    P,
    dogma,
    granted,
    moved,
    plan,
    position,
    returned_to_bottom,
    same_next_request,
    same_outcome_without_order,
    step,
    who,
)

from innovation_nb import InvalidAnswer
from innovation_nb.cards.data import CARDS_BY_AGE

# -- Anatomy ---------------------------------------------------------------------------------------------

ANATOMY = {"board": {"yellow": ["Anatomy"]}}


def test_anatomy_no_one_vulnerable():
    g = position(
        {
            "Alice": ANATOMY,
            "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Writing"]},
            "Carol": {"board": {"green": ["Clothing"], "yellow": ["Agriculture"]}, "score": ["Tools"]},
        }
    )
    dogma(g, "Anatomy")
    assert plan(g)["vulnerable"] == []
    assert P(g, "Bob").score == ["Writing"] and P(g, "Carol").score == ["Tools"]
    assert moved(g, "return") == []


def test_anatomy_returns_score_card_and_matching_top_card():
    g = position({"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing"]}})
    dogma(g, "Anatomy")
    assert moved(g, "return") == ["Writing", "Archery"]
    assert P(g, "Bob").score == [] and P(g, "Bob").top_cards() == []
    assert returned_to_bottom(g, 1) == "Archery"


def test_anatomy_no_top_card_of_that_value():
    g = position({"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"]}, "score": ["Construction"]}})
    dogma(g, "Anatomy")
    assert moved(g, "return") == ["Construction"]
    assert P(g, "Bob").top_cards() == ["Archery"]


def test_anatomy_empty_score_pile_does_nothing():
    g = position({"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"]}}})
    dogma(g, "Anatomy")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert moved(g, "return") == []
    assert P(g, "Bob").top_cards() == ["Archery"]


def test_anatomy_victim_chooses_among_matching_top_cards():
    g = position(
        {"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"], "yellow": ["Domestication"]}, "score": ["Writing"]}}
    )
    dogma(g, "Anatomy", "Domestication")
    assert moved(g, "return") == ["Writing", "Domestication"]
    assert P(g, "Bob").top_cards() == ["Archery"]


def test_faq_anatomy_victim_need_not_pick_a_card_that_forces_a_board_return():
    g = position({"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing", "Construction"]}})
    g.apply("dogma Anatomy")
    # Any score card may be chosen, not only one matching a top card.
    assert g.pending.player == "Bob" and g.pending.options == ["Writing", "Construction"]
    g.answer("Construction")
    assert moved(g, "return") == ["Construction"]
    assert P(g, "Bob").score == ["Writing"] and P(g, "Bob").top_cards() == ["Archery"]
    # Unless that is all there is: then the top card goes too.
    g = position({"Alice": ANATOMY, "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing"]}})
    dogma(g, "Anatomy")
    assert moved(g, "return") == ["Writing", "Archery"]


def test_anatomy_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": ANATOMY,
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing"]},
            "Carol": {"board": {"purple": ["Mysticism"]}, "score": ["Tools"]},
        }
    )
    dogma(g, "Anatomy")
    assert plan(g)["vulnerable"] == ["Bob", "Carol"]
    assert moved(g, "return") == ["Writing", "Archery", "Tools", "Mysticism"]
    assert who(g, "return") == ["Bob", "Bob", "Carol", "Carol"]


# -- Colonialism ------------------------------------------------------------------------------------------

COLONIALISM = {"board": {"red": ["Colonialism"]}}


def test_colonialism_tucks_one_without_crown():
    g = position({"Alice": COLONIALISM, "Bob": {}}, supply={3: ["Alchemy", "Compass"]})
    dogma(g, "Colonialism")
    assert moved(g, "tuck") == ["Alchemy"]
    assert P(g, "Alice").pile("blue").cards == ["Alchemy"]


def test_colonialism_repeats_while_the_tucked_card_has_a_crown():
    g = position({"Alice": COLONIALISM, "Bob": {}}, supply={3: ["Compass", "Optics", "Alchemy", "Paper"]})
    dogma(g, "Colonialism")
    assert moved(g, "tuck") == ["Compass", "Optics", "Alchemy"]
    assert P(g, "Alice").pile("red").cards == ["Optics", "Colonialism"]  # tucked under
    assert "Paper" in g.state.supply[2]


def test_colonialism_empty_age_draws_higher():
    g = position({"Alice": COLONIALISM, "Bob": {"score": list(CARDS_BY_AGE[3])}}, supply={4: ["Anatomy"]})
    dogma(g, "Colonialism")
    assert moved(g, "tuck") == ["Anatomy"]
    assert [e.data["age"] for e in g.events if e.kind == "draw"] == [4]


def test_colonialism_share_earns_the_free_draw():
    g = position(
        {"Alice": COLONIALISM, "Bob": {"board": {"red": ["Gunpowder"]}}},
        supply={3: ["Alchemy", "Engineering"], 4: ["Anatomy"]},
    )
    dogma(g, "Colonialism")
    assert plan(g)["sharers"] == ["Bob"]
    assert moved(g, "tuck") == ["Alchemy", "Engineering"]
    assert who(g, "tuck") == ["Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


def test_colonialism_without_sharer_no_free_draw():
    # Drawing always changes the game, so a share that changes nothing cannot happen here.
    g = position({"Alice": COLONIALISM, "Bob": {"board": {"blue": ["Writing"]}}}, supply={3: ["Alchemy"]})
    dogma(g, "Colonialism")
    assert granted(g) == [False] and P(g, "Alice").hand == []


# -- Enterprise -------------------------------------------------------------------------------------------

ENTERPRISE = {"board": {"purple": ["Enterprise"]}}


def test_enterprise_no_one_vulnerable():
    g = position(
        {
            "Alice": ENTERPRISE,
            "Bob": {"board": {"green": ["Navigation"]}},
            "Carol": {"board": {"purple": ["Code of Laws"], "green": ["Sailing"]}},
        }
    )
    dogma(g, "Enterprise")
    assert plan(g)["vulnerable"] == []
    assert moved(g, "transfer") == [] and moved(g, "draw") == []
    assert granted(g) == [False]


def test_enterprise_transfers_a_crown_card_then_victim_draws_and_melds_a_4():
    g = position({"Alice": ENTERPRISE, "Bob": {"board": {"green": ["Sailing"]}}}, supply={4: ["Experimentation"]})
    dogma(g, "Enterprise")
    assert P(g, "Alice").top("green") == "Sailing"
    assert P(g, "Bob").top("green") is None
    assert moved(g, "meld") == ["Experimentation"] and P(g, "Bob").top("blue") == "Experimentation"


def test_enterprise_purple_and_crownless_cards_are_safe():
    g = position(
        {"Alice": ENTERPRISE, "Bob": {"board": {"purple": ["City States"], "red": ["Archery"]}}},
        supply={4: ["Experimentation"]},
    )
    dogma(g, "Enterprise")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert moved(g, "transfer") == [] and moved(g, "draw") == []
    assert P(g, "Bob").top_cards() == ["Archery", "City States"]


def test_enterprise_victim_chooses_the_card():
    g = position(
        {"Alice": ENTERPRISE, "Bob": {"board": {"red": ["Oars"], "yellow": ["Domestication"]}}},
        supply={4: ["Experimentation"]},
    )
    dogma(g, "Enterprise", "Oars")
    assert P(g, "Alice").top("red") == "Oars" and P(g, "Bob").top("yellow") == "Domestication"


def test_enterprise_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": ENTERPRISE, "Bob": {"board": {"red": ["Oars"]}}, "Carol": {"board": {"yellow": ["Domestication"]}}},
        supply={4: ["Experimentation", "Printing Press"]},
    )
    dogma(g, "Enterprise")
    assert moved(g, "transfer") == ["Oars", "Domestication"]
    assert P(g, "Bob").top("blue") == "Experimentation" and P(g, "Carol").top("blue") == "Printing Press"


def test_enterprise_splay_green_right_or_decline():
    pos = {"Alice": {"board": {"purple": ["Enterprise"], "green": ["The Wheel", "Clothing"]}}, "Bob": {}}
    g = dogma(position(pos), "Enterprise", True)
    assert P(g, "Alice").pile("green").splay == "right"
    g = dogma(position(pos), "Enterprise", False)
    assert P(g, "Alice").pile("green").splay is None


def test_enterprise_shared_splay_earns_the_free_draw_or_not():
    pos = {
        "Alice": {"board": {"purple": ["Enterprise"], "green": ["The Wheel", "Clothing"]}},
        "Bob": {"board": {"green": ["Navigation", "Mapmaking"]}},
    }
    g = dogma(position(pos, supply={4: ["Anatomy"]}), "Enterprise", True, False)
    assert plan(g)["sharers"] == ["Bob"]
    assert P(g, "Bob").pile("green").splay == "right" and P(g, "Alice").pile("green").splay is None
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]
    g = dogma(position(pos), "Enterprise", False, True)
    assert P(g, "Bob").pile("green").splay is None and P(g, "Alice").pile("green").splay == "right"
    assert granted(g) == [False]


# -- Experimentation --------------------------------------------------------------------------------------


def test_experimentation_draws_and_melds_a_5():
    g = position({"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {}}, supply={5: ["Coal"]})
    dogma(g, "Experimentation")
    assert P(g, "Alice").top("red") == "Coal"


def test_experimentation_empty_age_5_melds_a_6():
    g = position(
        {"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {"score": list(CARDS_BY_AGE[5])}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Experimentation")
    assert P(g, "Alice").top("yellow") == "Canning"


def test_experimentation_share_earns_the_free_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={5: ["Coal", "Banking"]},
    )
    dogma(g, "Experimentation")
    assert P(g, "Bob").top("red") == "Coal" and P(g, "Alice").top("green") == "Banking"
    assert granted(g) == [True] and len(P(g, "Alice").hand) == 1


def test_experimentation_without_sharer_no_free_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        supply={5: ["Coal"]},
    )
    dogma(g, "Experimentation")
    assert plan(g)["sharers"] == [] and granted(g) == [False] and P(g, "Alice").hand == []


# -- Gunpowder --------------------------------------------------------------------------------------------

GUNPOWDER = {"board": {"red": ["Gunpowder"]}}


def test_gunpowder_no_one_vulnerable_and_no_draw():
    g = position(
        {"Alice": GUNPOWDER, "Bob": {"board": {"yellow": ["Steam Engine"]}}, "Carol": {"board": {"red": ["Coal"]}}},
        supply={2: ["Calendar"]},
    )
    dogma(g, "Gunpowder")
    assert plan(g)["vulnerable"] == [] and plan(g)["sharers"] == ["Bob", "Carol"]
    assert moved(g, "transfer") == [] and moved(g, "score") == []
    assert granted(g) == [False]  # both shared effect 2, but nothing was transferred


def test_gunpowder_transfer_then_activator_draws_and_scores_a_2():
    g = position({"Alice": GUNPOWDER, "Bob": {"board": {"red": ["Archery"]}}}, supply={2: ["Calendar"]})
    dogma(g, "Gunpowder")
    assert P(g, "Alice").score == ["Archery", "Calendar"]
    assert P(g, "Bob").top_cards() == []


def test_gunpowder_nothing_with_a_castle_means_no_draw():
    g = position({"Alice": GUNPOWDER, "Bob": {"board": {"blue": ["Writing"]}}}, supply={2: ["Calendar"]})
    dogma(g, "Gunpowder")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert P(g, "Alice").score == [] and moved(g, "draw") == []


def test_gunpowder_victim_chooses_among_castle_cards():
    g = position(
        {"Alice": GUNPOWDER, "Bob": {"board": {"red": ["Archery"], "purple": ["Mysticism"]}}}, supply={2: ["Calendar"]}
    )
    dogma(g, "Gunpowder", "Mysticism")
    assert P(g, "Alice").score == ["Mysticism", "Calendar"] and P(g, "Bob").top_cards() == ["Archery"]


def test_gunpowder_two_vulnerable_in_turn_order_one_draw():
    g = position(
        {"Alice": GUNPOWDER, "Bob": {"board": {"red": ["Archery"]}}, "Carol": {"board": {"purple": ["Mysticism"]}}},
        supply={2: ["Calendar", "Fermenting"]},
    )
    dogma(g, "Gunpowder")
    assert moved(g, "transfer") == ["Archery", "Mysticism"] and who(g, "transfer") == ["Bob", "Carol"]
    assert P(g, "Alice").score == ["Archery", "Mysticism", "Calendar"]


def test_gunpowder_sharer_also_scores_after_a_transfer_and_earns_the_free_draw():
    g = position(
        {"Alice": GUNPOWDER, "Bob": {"board": {"yellow": ["Steam Engine"]}}, "Carol": {"board": {"red": ["Archery"]}}},
        supply={2: ["Calendar", "Fermenting"], 4: ["Anatomy"]},
    )
    dogma(g, "Gunpowder")
    assert plan(g)["sharers"] == ["Bob"] and plan(g)["vulnerable"] == ["Carol"]
    assert P(g, "Bob").score == ["Calendar"] and P(g, "Alice").score == ["Archery", "Fermenting"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Invention --------------------------------------------------------------------------------------------


def test_invention_splays_a_left_colour_right_and_scores_a_4():
    g = position(
        {
            "Alice": {"board": {"green": ["Invention"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
            "Bob": {},
        },
        supply={4: ["Anatomy"]},
    )
    dogma(g, "Invention", "red")
    assert P(g, "Alice").pile("red").splay == "right" and P(g, "Alice").score == ["Anatomy"]


def test_invention_decline():
    g = position(
        {
            "Alice": {"board": {"green": ["Invention"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
            "Bob": {},
        },
        supply={4: ["Anatomy"]},
    )
    dogma(g, "Invention", None)
    assert P(g, "Alice").pile("red").splay == "left" and P(g, "Alice").score == []


def test_invention_nothing_splayed_left_nothing_happens():
    g = position(
        {"Alice": {"board": {"green": ["Invention"], "red": {"cards": ["Archery", "Oars"], "splay": "up"}}}, "Bob": {}}
    )
    dogma(g, "Invention")
    assert g.pending is None and P(g, "Alice").pile("red").splay == "up" and P(g, "Alice").score == []
    assert "Wonder" in g.state.specials


def test_invention_choice_between_left_colours():
    g = position(
        {
            "Alice": {
                "board": {
                    "green": ["Invention"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={4: ["Anatomy"]},
    )
    g.apply("dogma Invention")
    assert g.pending.options == ["red", "yellow"]
    g.answer("yellow")
    assert P(g, "Alice").pile("yellow").splay == "right" and P(g, "Alice").pile("red").splay == "left"


FIVE_SPLAYED = {
    "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
    "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
}


def test_invention_claims_wonder_with_five_colours_splayed_in_any_direction():
    g = position({"Alice": {"board": FIVE_SPLAYED}, "Bob": {}})
    dogma(g, "Invention", None)  # decline effect 1: two colours stay splayed left
    assert "Wonder" in P(g, "Alice").achievements and "Wonder" not in g.state.specials
    ev = [e for e in g.events if e.kind == "achieve"]
    assert ev[0].data["why"] == "by Invention"


def test_invention_no_wonder_with_four_colours_splayed():
    board = dict(FIVE_SPLAYED, purple=["Mysticism"])
    g = position({"Alice": {"board": board}, "Bob": {}})
    dogma(g, "Invention", None)
    assert "Wonder" not in P(g, "Alice").achievements and "Wonder" in g.state.specials


def test_invention_wonder_already_claimed():
    g = position({"Alice": {"board": FIVE_SPLAYED}, "Bob": {"achievements": ["Wonder"]}})
    dogma(g, "Invention", None)
    assert P(g, "Alice").achievements == [] and P(g, "Bob").achievements == ["Wonder"]


def test_invention_share_earns_the_free_draw_or_not():
    pos = {
        "Alice": {"board": {"green": ["Invention"]}},
        "Bob": {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}}},
    }
    g = dogma(position(pos, supply={4: ["Anatomy", "Colonialism"]}), "Invention", "blue")
    assert plan(g)["sharers"] == ["Bob"]
    assert P(g, "Bob").pile("blue").splay == "right" and P(g, "Bob").score == ["Anatomy"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Colonialism"]
    g = dogma(position(pos), "Invention", None)
    assert P(g, "Bob").pile("blue").splay == "left" and granted(g) == [False]


# -- Navigation -------------------------------------------------------------------------------------------

NAVIGATION = {"board": {"green": ["Navigation"]}}


def test_navigation_no_one_vulnerable():
    g = position(
        {
            "Alice": NAVIGATION,
            "Bob": {"board": {"purple": ["Enterprise"]}, "score": ["Construction"]},
            "Carol": {"board": {"blue": ["Translation"]}, "score": ["Alchemy"]},
        }
    )
    dogma(g, "Navigation")
    assert plan(g)["vulnerable"] == [] and P(g, "Alice").score == []


def test_navigation_transfers_the_only_2_or_3():
    g = position({"Alice": NAVIGATION, "Bob": {"score": ["Archery", "Construction", "Anatomy"]}})
    dogma(g, "Navigation")
    assert P(g, "Alice").score == ["Construction"] and P(g, "Bob").score == ["Archery", "Anatomy"]


def test_navigation_victim_chooses_among_2s_and_3s():
    g = position({"Alice": NAVIGATION, "Bob": {"score": ["Construction", "Alchemy"]}})
    g.apply("dogma Navigation")
    assert g.pending.options == ["Construction", "Alchemy"]
    g.answer("Alchemy")
    assert P(g, "Alice").score == ["Alchemy"] and P(g, "Bob").score == ["Construction"]


def test_navigation_no_2_or_3_nothing_happens():
    g = position({"Alice": NAVIGATION, "Bob": {"score": ["Archery", "Anatomy"]}})
    dogma(g, "Navigation")
    assert plan(g)["vulnerable"] == ["Bob"] and P(g, "Alice").score == []


def test_navigation_two_vulnerable_in_turn_order():
    g = position({"Alice": NAVIGATION, "Bob": {"score": ["Construction"]}, "Carol": {"score": ["Alchemy"]}})
    dogma(g, "Navigation")
    assert who(g, "transfer") == ["Bob", "Carol"] and P(g, "Alice").score == ["Construction", "Alchemy"]


# -- Perspective ------------------------------------------------------------------------------------------

PERSPECTIVE4 = {"yellow": ["Perspective"], "blue": ["Writing"]}  # four lightbulbs: score two cards


def test_perspective_returns_then_scores_one_per_two_lightbulbs():
    g = position(
        {"Alice": {"board": PERSPECTIVE4, "hand": ["Archery", "Oars", "Metalworking", "Mysticism"]}, "Bob": {}}
    )
    dogma(g, "Perspective", "Archery", ["Oars", "Mysticism"])
    assert returned_to_bottom(g, 1) == "Archery"
    assert P(g, "Alice").score == ["Oars", "Mysticism"] and P(g, "Alice").hand == ["Metalworking"]


def test_perspective_scores_the_whole_hand_when_it_is_short():
    g = position({"Alice": {"board": PERSPECTIVE4, "hand": ["Archery", "Oars"]}, "Bob": {}})
    dogma(g, "Perspective", "Archery")
    assert P(g, "Alice").score == ["Oars"] and P(g, "Alice").hand == []


def test_perspective_decline_or_empty_hand():
    g = position({"Alice": {"board": PERSPECTIVE4, "hand": ["Archery", "Oars"]}, "Bob": {}})
    dogma(g, "Perspective", None)
    assert P(g, "Alice").hand == ["Archery", "Oars"] and P(g, "Alice").score == []
    g = position({"Alice": {"board": PERSPECTIVE4}, "Bob": {}})
    dogma(g, "Perspective")
    assert g.pending is None and moved(g, "return") == []


def test_perspective_share_earns_the_free_draw_or_not():
    pos = {
        "Alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Archery", "Oars"]},
        "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Tools", "Mysticism"]},
    }
    g = dogma(position(pos, supply={4: ["Anatomy"]}), "Perspective", "Tools", None)
    assert plan(g)["sharers"] == ["Bob"]
    assert P(g, "Bob").score == ["Mysticism"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Archery", "Oars", "Anatomy"]
    g = dogma(position(pos), "Perspective", None, "Archery")
    assert P(g, "Bob").score == [] and P(g, "Alice").score == ["Oars"] and granted(g) == [False]


# -- Printing Press ---------------------------------------------------------------------------------------


def test_printing_press_returns_a_score_card_and_draws_two_above_top_purple():
    g = position(
        {"Alice": {"board": {"blue": ["Printing Press"], "purple": ["City States"]}, "score": ["Archery"]}, "Bob": {}},
        supply={3: ["Alchemy"]},
    )
    dogma(g, "Printing Press", "Archery")
    assert returned_to_bottom(g, 1) == "Archery" and P(g, "Alice").hand == ["Alchemy"]


def test_printing_press_without_purple_draws_a_2():
    g = position(
        {"Alice": {"board": {"blue": ["Printing Press"]}, "score": ["Archery"]}, "Bob": {}}, supply={2: ["Calendar"]}
    )
    dogma(g, "Printing Press", "Archery")
    assert P(g, "Alice").hand == ["Calendar"]


def test_printing_press_choice_decline_and_empty_score_pile():
    pos = {
        "Alice": {
            "board": {"blue": ["Printing Press"], "purple": ["City States"]},
            "score": ["Archery", "Construction"],
        },
        "Bob": {},
    }
    g = dogma(position(pos, supply={3: ["Alchemy"]}), "Printing Press", "Construction")
    assert P(g, "Alice").score == ["Archery"] and P(g, "Alice").hand == ["Alchemy"]
    g = dogma(position(pos), "Printing Press", None)
    assert P(g, "Alice").score == ["Archery", "Construction"] and P(g, "Alice").hand == []
    g = dogma(position({"Alice": {"board": {"blue": ["Printing Press"]}}, "Bob": {}}), "Printing Press")
    assert g.pending is None and moved(g, "draw") == []


def test_printing_press_splay_blue_right_or_decline():
    pos = {"Alice": {"board": {"blue": ["Printing Press", "Tools"]}}, "Bob": {}}
    g = dogma(position(pos), "Printing Press", True)
    assert P(g, "Alice").pile("blue").splay == "right"
    g = dogma(position(pos), "Printing Press", False)
    assert P(g, "Alice").pile("blue").splay is None


def test_printing_press_share_earns_the_free_draw_or_not():
    pos = {"Alice": {"board": {"blue": ["Printing Press"]}}, "Bob": {"board": {"blue": ["Writing", "Tools"]}}}
    g = dogma(position(pos, supply={4: ["Anatomy"]}), "Printing Press", True)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").pile("blue").splay == "right"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]
    g = dogma(position(pos), "Printing Press", False)
    assert P(g, "Bob").pile("blue").splay is None and granted(g) == [False]


# -- Reformation ------------------------------------------------------------------------------------------

REFORMATION6 = {"purple": ["Reformation"], "yellow": ["Agriculture"]}  # six leaves: three tucks


def test_reformation_tucks_one_card_per_two_leaves():
    g = position({"Alice": {"board": REFORMATION6, "hand": ["Archery", "Oars", "Construction", "Writing"]}, "Bob": {}})
    dogma(g, "Reformation", ["Archery", "Construction", "Oars"], ["Archery", "Construction", "Oars"])  # 3 reds
    assert moved(g, "tuck") == ["Archery", "Construction", "Oars"]
    assert P(g, "Alice").pile("red").cards == ["Oars", "Construction", "Archery"]  # last tucked is the bottom
    assert P(g, "Alice").hand == ["Writing"]


def test_reformation_must_tuck_the_whole_short_hand_or_nothing():
    g = position({"Alice": {"board": REFORMATION6, "hand": ["Archery", "Writing"]}, "Bob": {}})
    g.apply("dogma Reformation")
    # Two cards or none: min/max say the extremes, counts the exact sizes allowed.
    assert (g.pending.min, g.pending.max, g.pending.optional, g.pending.counts) == (0, 2, True, [0, 2])
    with pytest.raises(InvalidAnswer, match="0 or 2"):
        g.answer(["Writing"])
    g.answer(["Writing", "Archery"])
    assert P(g, "Alice").hand == [] and moved(g, "tuck") == ["Archery", "Writing"]  # two colours: hand order


def test_reformation_pick_is_a_set_and_the_order_is_asked_only_for_two_of_a_colour():
    spec = {"Alice": {"board": REFORMATION6, "hand": ["Archery", "Writing", "Oars", "Sailing"]}, "Bob": {}}
    g = same_next_request(
        lambda: position(spec), "Reformation", (["Archery", "Writing", "Oars"], ["Oars", "Writing", "Archery"])
    )
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]  # two reds: only those two
    assert "Writing" not in g.pending.options
    step(g, ["Oars", "Archery"])
    assert P(g, "Alice").pile("red").cards == ["Archery", "Oars"]  # the last tucked is the bottom
    # three colours: no order question (and no pile to splay)
    g = same_outcome_without_order(
        lambda: position(spec), "Reformation", (["Archery", "Writing", "Sailing"], ["Sailing", "Archery", "Writing"])
    )
    assert moved(g, "tuck") == ["Archery", "Writing", "Sailing"] and P(g, "Alice").hand == ["Oars"]


def test_reformation_decline_or_empty_hand():
    g = position({"Alice": {"board": REFORMATION6, "hand": ["Archery"]}, "Bob": {}})
    dogma(g, "Reformation", None)
    assert P(g, "Alice").hand == ["Archery"]
    g = position({"Alice": {"board": REFORMATION6}, "Bob": {}})
    dogma(g, "Reformation")
    assert g.pending is None and moved(g, "tuck") == []


def test_reformation_splay_yellow_or_purple_right():
    pos = {
        "Alice": {"board": {"purple": ["Reformation", "Mysticism"], "yellow": ["Agriculture", "Domestication"]}},
        "Bob": {},
    }
    g = position(pos)
    g.apply("dogma Reformation")
    assert g.pending.kind == "color" and g.pending.options == ["yellow", "purple"] and g.pending.optional
    g.answer("yellow")
    assert P(g, "Alice").pile("yellow").splay == "right" and P(g, "Alice").pile("purple").splay is None
    g = dogma(position(pos), "Reformation", None)
    assert P(g, "Alice").pile("yellow").splay is None and P(g, "Alice").pile("purple").splay is None
    # One pile that can be splayed: a plain yes/no.
    g = dogma(
        position({"Alice": {"board": {"purple": ["Reformation", "Mysticism"], "yellow": ["Agriculture"]}}, "Bob": {}}),
        "Reformation",
        True,
    )
    assert P(g, "Alice").pile("purple").splay == "right"


def test_reformation_share_earns_the_free_draw_or_not():
    pos = {
        "Alice": {"board": {"purple": ["Reformation"]}, "hand": ["Archery"]},
        "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
    }
    g = dogma(position(pos, supply={4: ["Anatomy"]}), "Reformation", ["Oars"], None)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").pile("red").cards == ["Oars"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Archery", "Anatomy"]
    g = dogma(position(pos), "Reformation", None, ["Archery"])
    assert P(g, "Bob").hand == ["Oars"] and P(g, "Alice").hand == [] and granted(g) == [False]
