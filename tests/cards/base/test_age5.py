"""Age 5 card effects: every effect's main branch, its "nothing happens" branch, each choice, demands against
none, one and two vulnerable opponents, the sharing bonus granted or not, and the first-edition variants of
Measurement, Societies and Statistics."""

from helpers import P, dogma, granted, kinds, moved, plan, position, returned_to_bottom, who

from innovation_nb.cards.data import CARDS_BY_AGE


def claims(g):
    return [(e.player, e.cards[0], (e.data or {}).get("why")) for e in g.events if e.kind == "achieve"]


# -- Astronomy --------------------------------------------------------------------------------------------

ASTRONOMY_LOW = {"purple": ["Astronomy"], "red": ["Archery"]}  # a non-purple 1 on top: no Universe


def test_astronomy_keeps_a_card_that_is_not_green_or_blue():
    g = position({"Alice": {"board": ASTRONOMY_LOW}, "Bob": {}}, supply={6: ["Canning", "Atomic Theory"]})
    dogma(g, "Astronomy")
    assert moved(g, "reveal") == ["Canning"] and P(g, "Alice").hand == ["Canning"]
    assert moved(g, "meld") == [] and "Universe" in g.state.specials


def test_astronomy_melds_green_and_blue_and_repeats():
    g = position(
        {"Alice": {"board": ASTRONOMY_LOW}, "Bob": {}},
        supply={6: ["Atomic Theory", "Classification", "Canning", "Encyclopedia"]},
    )
    dogma(g, "Astronomy")
    assert moved(g, "meld") == ["Atomic Theory", "Classification"]
    assert P(g, "Alice").hand == ["Canning"]


def test_astronomy_empty_age_6_draws_a_7():
    g = position({"Alice": {"board": ASTRONOMY_LOW}, "Bob": {"score": list(CARDS_BY_AGE[6])}}, supply={7: ["Lighting"]})
    dogma(g, "Astronomy")
    assert P(g, "Alice").hand == ["Lighting"]


def test_astronomy_claims_universe_when_non_purple_tops_are_6_or_more():
    g = position(
        {"Alice": {"board": {"purple": ["Astronomy"], "blue": ["Chemistry"], "red": ["Industrialization"]}}, "Bob": {}},
        supply={6: ["Atomic Theory", "Canning"]},
    )
    dogma(g, "Astronomy")
    # The melded 6 covers the blue 5, so every non-purple top card is now a 6.
    assert P(g, "Alice").top("blue") == "Atomic Theory"
    assert claims(g) == [("Alice", "Universe", "by Astronomy")]
    assert "Universe" in P(g, "Alice").achievements and "Universe" not in g.state.specials


def test_astronomy_no_universe_with_a_non_purple_top_below_6():
    g = position(
        {"Alice": {"board": {"purple": ["Astronomy"], "blue": ["Atomic Theory"], "red": ["Coal"]}}, "Bob": {}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Astronomy")
    assert claims(g) == [] and "Universe" in g.state.specials


def test_astronomy_universe_already_claimed():
    g = position(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "red": ["Industrialization"]}},
            "Bob": {"achievements": ["Universe"]},
        },
        supply={6: ["Canning"]},
    )
    dogma(g, "Astronomy")
    assert claims(g) == [] and P(g, "Alice").achievements == []


def test_astronomy_with_only_purple_top_cards_claims_universe():
    # Reading: "all non-purple top cards" holds when there are none.
    g = position({"Alice": {"board": {"purple": ["Astronomy"]}}, "Bob": {}}, supply={6: ["Canning"]})
    dogma(g, "Astronomy")
    assert claims(g) == [("Alice", "Universe", "by Astronomy")]


def test_astronomy_share_earns_the_free_draw():
    g = position(
        {"Alice": {"board": ASTRONOMY_LOW}, "Bob": {"board": {"blue": ["Writing"], "purple": ["Philosophy"]}}},
        supply={6: ["Canning", "Vaccination"], 5: ["Coal"]},
    )
    dogma(g, "Astronomy")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Canning"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Vaccination", "Coal"]
    assert claims(g) == []


def test_astronomy_without_sharer_no_free_draw():
    # Drawing always changes the game, so a share that changes nothing cannot happen here.
    g = position({"Alice": {"board": ASTRONOMY_LOW}, "Bob": {}}, supply={6: ["Canning"]})
    dogma(g, "Astronomy")
    assert granted(g) == [False] and P(g, "Alice").hand == ["Canning"]


# -- Banking ----------------------------------------------------------------------------------------------

BANKING = {"board": {"green": ["Banking"]}}


def test_banking_no_one_vulnerable():
    g = position(
        {
            "Alice": BANKING,
            "Bob": {"board": {"green": ["Sailing"], "red": ["Coal"]}},
            "Carol": {"board": {"purple": ["City States"]}},
        }
    )
    dogma(g, "Banking")
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == []
    assert granted(g) == [False]


def test_banking_transfers_a_factory_card_then_victim_draws_and_scores_a_5():
    g = position({"Alice": BANKING, "Bob": {"board": {"red": ["Coal"]}}}, supply={5: ["Physics"]})
    dogma(g, "Banking")
    assert P(g, "Alice").top("red") == "Coal" and P(g, "Bob").top_cards() == []
    assert P(g, "Bob").score == ["Physics"]


def test_banking_green_and_factoryless_cards_are_safe():
    g = position(
        {"Alice": BANKING, "Bob": {"board": {"green": ["Invention"], "red": ["Archery"]}}}, supply={5: ["Physics"]}
    )
    dogma(g, "Banking")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert moved(g, "transfer") == [] and P(g, "Bob").score == []


def test_banking_victim_chooses_the_card():
    g = position(
        {"Alice": BANKING, "Bob": {"board": {"red": ["Coal"], "yellow": ["Steam Engine"]}}}, supply={5: ["Physics"]}
    )
    g.apply("dogma Banking")
    assert g.pending.options == ["Coal", "Steam Engine"]
    g.answer("Steam Engine")
    assert P(g, "Alice").top("yellow") == "Steam Engine" and P(g, "Bob").top_cards() == ["Coal"]


def test_banking_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": BANKING, "Bob": {"board": {"red": ["Coal"]}}, "Carol": {"board": {"yellow": ["Steam Engine"]}}},
        supply={5: ["Physics", "Chemistry"]},
    )
    dogma(g, "Banking")
    assert moved(g, "transfer") == ["Coal", "Steam Engine"]
    assert P(g, "Bob").score == ["Physics"] and P(g, "Carol").score == ["Chemistry"]


def test_banking_splay_green_right_or_decline():
    pos = {"Alice": {"board": {"green": ["Banking", "Measurement"]}}, "Bob": {}}
    g = dogma(position(pos), "Banking", True)
    assert P(g, "Alice").pile("green").splay == "right"
    g = dogma(position(pos), "Banking", False)
    assert P(g, "Alice").pile("green").splay is None


def test_banking_shared_splay_earns_the_free_draw_or_not():
    pos = {"Alice": BANKING, "Bob": {"board": {"green": ["Sailing", "Clothing"]}}}
    g = dogma(position(pos, supply={5: ["Physics"]}), "Banking", True)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").pile("green").splay == "right"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Physics"]
    g = dogma(position(pos), "Banking", False)
    assert P(g, "Bob").pile("green").splay is None and granted(g) == [False]


# -- Chemistry --------------------------------------------------------------------------------------------


def test_chemistry_scores_one_above_the_highest_top_then_returns_a_score_card():
    g = position(
        {"Alice": {"board": {"blue": ["Chemistry"], "red": ["Industrialization"]}, "score": ["Archery"]}, "Bob": {}},
        supply={7: ["Lighting"]},
    )
    g.apply("dogma Chemistry")
    assert g.pending.options == ["Archery", "Lighting"]  # the return may be any score card
    g.answer("Archery")
    assert moved(g, "score") == ["Lighting"] and P(g, "Alice").score == ["Lighting"]
    assert returned_to_bottom(g, 1) == "Archery"


def test_chemistry_returns_the_scored_card_when_it_is_the_only_one():
    g = position({"Alice": {"board": {"blue": ["Chemistry"]}}, "Bob": {}}, supply={6: ["Canning"]})
    dogma(g, "Chemistry")
    assert moved(g, "return") == ["Canning"] and P(g, "Alice").score == []
    assert returned_to_bottom(g, 6) == "Canning"


def test_chemistry_splay_blue_right_or_decline():
    pos = {"Alice": {"board": {"blue": ["Chemistry", "Tools"]}}, "Bob": {}}
    g = dogma(position(pos, supply={6: ["Canning"]}), "Chemistry", True)
    assert P(g, "Alice").pile("blue").splay == "right" and moved(g, "return") == ["Canning"]
    g = dogma(position(pos, supply={6: ["Canning"]}), "Chemistry", False)
    assert P(g, "Alice").pile("blue").splay is None


def test_chemistry_share_earns_the_free_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Chemistry"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={6: ["Canning", "Vaccination"], 5: ["Physics"]},
    )
    dogma(g, "Chemistry")
    assert plan(g)["sharers"] == ["Bob"] and moved(g, "return") == ["Canning", "Vaccination"]
    assert who(g, "return") == ["Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Physics"]


def test_chemistry_without_sharer_no_free_draw():
    g = position({"Alice": {"board": {"blue": ["Chemistry"]}}, "Bob": {}}, supply={6: ["Canning"]})
    dogma(g, "Chemistry")
    assert granted(g) == [False] and P(g, "Alice").hand == []


# -- Coal -------------------------------------------------------------------------------------------------


def test_coal_tucks_a_5_then_scores_a_chosen_top_card():
    g = position({"Alice": {"board": {"red": ["Coal"]}}, "Bob": {}}, supply={5: ["Physics"]})
    g.apply("dogma Coal")
    assert moved(g, "tuck") == ["Physics"]
    assert g.pending.options == ["Physics", "Coal"] and g.pending.optional
    g.answer("Physics")
    assert P(g, "Alice").score == ["Physics"] and P(g, "Alice").top_cards() == ["Coal"]


def test_coal_scores_the_top_card_and_the_one_beneath():
    g = position({"Alice": {"board": {"red": ["Coal"]}}, "Bob": {}}, supply={5: ["The Pirate Code"]})
    dogma(g, "Coal", False, "Coal")  # keep red unsplayed, then score Coal and the tucked card under it
    assert P(g, "Alice").score == ["Coal", "The Pirate Code"] and P(g, "Alice").top_cards() == []


def test_coal_splay_red_right_and_decline_scoring():
    g = position({"Alice": {"board": {"red": ["Coal"]}}, "Bob": {}}, supply={5: ["The Pirate Code"]})
    dogma(g, "Coal", True, None)
    assert P(g, "Alice").pile("red").splay == "right" and P(g, "Alice").score == []


def test_coal_share_earns_the_free_draw():
    g = position(
        {"Alice": {"board": {"red": ["Coal"]}}, "Bob": {"board": {"red": ["Machine Tools"]}}},
        supply={5: ["Physics", "Astronomy", "Banking"], 6: ["Canning"]},
    )
    dogma(g, "Coal", None, None)
    assert plan(g)["sharers"] == ["Bob"]
    assert moved(g, "tuck") == ["Physics", "Astronomy"] and who(g, "tuck") == ["Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Banking"]


def test_coal_without_sharer_no_free_draw():
    g = position({"Alice": {"board": {"red": ["Coal"]}}, "Bob": {}}, supply={5: ["Physics"]})
    dogma(g, "Coal", None)
    assert granted(g) == [False] and P(g, "Alice").hand == []


# -- Measurement ------------------------------------------------------------------------------------------

MEASURE = {"green": ["Measurement"], "blue": ["Writing", "Pottery"]}


def test_measurement_reveals_returns_splays_that_colour_and_draws_its_size():
    g = position({"Alice": {"board": MEASURE, "hand": ["Tools"]}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Measurement", "Tools")
    assert [k for k in kinds(g) if k in ("reveal", "return", "splay", "draw")] == ["reveal", "return", "splay", "draw"]
    assert returned_to_bottom(g, 1) == "Tools"
    assert P(g, "Alice").pile("blue").splay == "right" and P(g, "Alice").hand == ["Calendar"]


def test_measurement_decline_or_empty_hand():
    g = dogma(position({"Alice": {"board": MEASURE, "hand": ["Tools"]}, "Bob": {}}), "Measurement", None)
    assert P(g, "Alice").hand == ["Tools"] and P(g, "Alice").pile("blue").splay is None
    g = dogma(position({"Alice": {"board": MEASURE}, "Bob": {}}), "Measurement")
    assert g.pending is None and moved(g, "draw") == []


def test_faq_measurement_single_card_piles_still_allow_the_draw():
    # Third edition: the returned card's colour has a single card: no splay, but a 1 is drawn.
    g = position(
        {"Alice": {"board": {"green": ["Measurement"], "red": ["Oars"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={1: ["Writing"]},
    )
    dogma(g, "Measurement", "Archery")
    assert moved(g, "splay") == [] and kinds(g).count("splay") == 0
    assert P(g, "Alice").hand == ["Writing"]
    # A colour missing from the board counts 0 cards: a 0 draws a 1.
    g = position(
        {"Alice": {"board": {"green": ["Measurement"]}, "hand": ["Archery"]}, "Bob": {}}, supply={1: ["Writing"]}
    )
    dogma(g, "Measurement", "Archery")
    assert P(g, "Alice").hand == ["Writing"]
    # First edition (the FAQ's own case): choose a single-card pile and draw a 1.
    g = position(
        {"Alice": {"board": {"green": ["Measurement"], "red": ["Oars"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={1: ["Writing"]},
        edition="first",
    )
    dogma(g, "Measurement", "Tools", "red")
    assert kinds(g).count("splay") == 0 and P(g, "Alice").hand == ["Writing"]


def test_measurement_first_edition_any_colour_no_reveal():
    g = position(
        {
            "Alice": {
                "board": {"green": ["Measurement"], "blue": ["Writing", "Pottery", "Tools"]},
                "hand": ["Archery"],
            },
            "Bob": {},
        },
        supply={3: ["Alchemy"]},
        edition="first",
    )
    g.apply("dogma Measurement")
    g.answer("Archery")
    assert g.pending.kind == "color" and g.pending.options == ["blue", "red", "green", "yellow", "purple"]
    g.answer("blue")
    assert "reveal" not in kinds(g) and returned_to_bottom(g, 1) == "Archery"
    assert P(g, "Alice").pile("blue").splay == "right" and P(g, "Alice").hand == ["Alchemy"]


def test_measurement_first_edition_decline():
    g = position({"Alice": {"board": MEASURE, "hand": ["Archery"]}, "Bob": {}}, edition="first")
    dogma(g, "Measurement", None)
    assert P(g, "Alice").hand == ["Archery"] and moved(g, "return") == []


def test_measurement_share_earns_the_free_draw_or_not():
    pos = {
        "Alice": {"board": {"green": ["Measurement"]}, "hand": ["Archery"]},
        "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Pottery"]},
    }
    g = dogma(position(pos, supply={1: ["Tools"], 5: ["Coal"]}), "Measurement", "Pottery", None)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Tools"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Archery", "Coal"]
    g = dogma(position(pos), "Measurement", None, None)
    assert P(g, "Bob").hand == ["Pottery"] and granted(g) == [False]


# -- Physics ----------------------------------------------------------------------------------------------


def test_physics_keeps_three_different_colours():
    g = position(
        {"Alice": {"board": {"blue": ["Physics"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={6: ["Canning", "Industrialization", "Classification"]},
    )
    dogma(g, "Physics")
    assert moved(g, "reveal") == ["Canning", "Industrialization", "Classification"]
    assert P(g, "Alice").hand == ["Archery", "Canning", "Industrialization", "Classification"]


def test_physics_two_of_a_colour_returns_the_whole_hand():
    g = position(
        {"Alice": {"board": {"blue": ["Physics"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={6: ["Canning", "Democracy", "Vaccination"]},
    )
    # three 6s go under the 6 pile: Alice orders those three (the last one returned ends lowest)
    dogma(g, "Physics", ["Vaccination", "Democracy", "Canning"])
    assert moved(g, "return") == ["Archery", "Vaccination", "Democracy", "Canning"]
    assert P(g, "Alice").hand == [] and returned_to_bottom(g, 1) == "Archery"
    assert g.state.supply[5][:3] == ["Canning", "Democracy", "Vaccination"]


def test_physics_share_earns_the_free_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Physics"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={
            6: ["Canning", "Industrialization", "Classification", "Democracy", "Machine Tools", "Atomic Theory"],
            5: ["Coal"],
        },
    )
    dogma(g, "Physics")
    assert P(g, "Bob").hand == ["Canning", "Industrialization", "Classification"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Democracy", "Machine Tools", "Atomic Theory", "Coal"]


def test_physics_without_sharer_no_free_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Physics"]}}, "Bob": {}},
        supply={6: ["Canning", "Industrialization", "Classification"]},
    )
    dogma(g, "Physics")
    assert granted(g) == [False] and len(P(g, "Alice").hand) == 3


# -- Societies --------------------------------------------------------------------------------------------

SOCIETIES = {"board": {"purple": ["Societies"]}}


def test_societies_no_one_vulnerable():
    g = position(
        {
            "Alice": SOCIETIES,
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Writing"]}},
            "Carol": {"board": {"purple": ["City States"], "blue": ["Tools"]}},
        }
    )
    dogma(g, "Societies")
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == []


def test_societies_transfers_a_higher_lightbulb_card_then_victim_draws_a_5():
    g = position({"Alice": SOCIETIES, "Bob": {"board": {"blue": ["Writing"]}}}, supply={5: ["Coal"]})
    dogma(g, "Societies")
    assert P(g, "Alice").top("blue") == "Writing" and P(g, "Bob").hand == ["Coal"]


def test_societies_not_higher_than_my_top_card_is_safe():
    g = position(
        {"Alice": {"board": {"purple": ["Societies"], "blue": ["Tools"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={5: ["Coal"]},
    )
    dogma(g, "Societies")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert P(g, "Bob").top("blue") == "Writing" and P(g, "Bob").hand == []


def test_societies_a_higher_purple_card_can_be_taken():
    pos = {"Alice": SOCIETIES, "Bob": {"board": {"purple": ["Democracy"]}}}
    g = dogma(position(pos, supply={5: ["Coal"]}), "Societies")
    assert P(g, "Alice").pile("purple").cards == ["Societies", "Democracy"] and P(g, "Bob").hand == ["Coal"]
    g = dogma(position(pos, supply={5: ["Coal"]}, edition="first"), "Societies")
    assert P(g, "Bob").top("purple") == "Democracy" and P(g, "Bob").hand == []


def test_societies_victim_chooses_the_card():
    g = position({"Alice": SOCIETIES, "Bob": {"board": {"blue": ["Tools"], "green": ["Paper"]}}}, supply={5: ["Coal"]})
    g.apply("dogma Societies")
    assert g.pending.options == ["Tools", "Paper"]
    g.answer("Paper")
    assert P(g, "Alice").top("green") == "Paper" and P(g, "Bob").top_cards() == ["Tools"]


def test_societies_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": SOCIETIES, "Bob": {"board": {"blue": ["Writing"]}}, "Carol": {"board": {"green": ["Paper"]}}},
        supply={5: ["Coal", "Banking"]},
    )
    dogma(g, "Societies")
    assert moved(g, "transfer") == ["Writing", "Paper"] and who(g, "transfer") == ["Bob", "Carol"]
    assert P(g, "Bob").hand == ["Coal"] and P(g, "Carol").hand == ["Banking"]


def test_societies_first_edition_takes_any_non_purple_lightbulb_card():
    g = position(
        {
            "Alice": {"board": {"purple": ["Societies"], "blue": ["Tools"]}},
            "Bob": {"board": {"blue": ["Writing"], "purple": ["Philosophy"]}},
        },
        supply={5: ["Coal"]},
        edition="first",
    )
    dogma(g, "Societies")
    assert P(g, "Alice").top("blue") == "Writing" and P(g, "Bob").top_cards() == ["Philosophy"]
    assert P(g, "Bob").hand == ["Coal"]


# -- Statistics -------------------------------------------------------------------------------------------

STATISTICS = {"board": {"yellow": ["Statistics"]}}


def test_statistics_no_one_vulnerable():
    g = position(
        {
            "Alice": STATISTICS,
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Construction"]},
            "Carol": {"board": {"blue": ["Pottery"]}, "score": ["Alchemy"]},
        }
    )
    dogma(g, "Statistics")
    assert plan(g)["vulnerable"] == [] and P(g, "Bob").score == ["Construction"]
    assert granted(g) == [False]


def test_statistics_moves_all_highest_score_cards_to_hand():
    g = position(
        {
            "Alice": STATISTICS,
            "Bob": {"board": {"red": ["Oars"]}, "score": ["Archery", "Construction", "Road Building"]},
        }
    )
    dogma(g, "Statistics")
    assert P(g, "Bob").hand == ["Construction", "Road Building"] and P(g, "Bob").score == ["Archery"]


def test_statistics_empty_score_pile_does_nothing():
    g = position({"Alice": STATISTICS, "Bob": {"board": {"red": ["Oars"]}}})
    dogma(g, "Statistics")
    assert plan(g)["vulnerable"] == ["Bob"] and moved(g, "transfer") == []


def test_statistics_two_vulnerable_in_turn_order():
    g = position({"Alice": STATISTICS, "Bob": {"score": ["Construction"]}, "Carol": {"score": ["Alchemy"]}})
    dogma(g, "Statistics")
    assert who(g, "transfer") == ["Bob", "Carol"]
    assert P(g, "Bob").hand == ["Construction"] and P(g, "Carol").hand == ["Alchemy"]


def test_statistics_splay_yellow_right_or_decline():
    pos = {"Alice": {"board": {"yellow": ["Statistics", "Agriculture"]}}, "Bob": {}}
    g = dogma(position(pos), "Statistics", True)
    assert P(g, "Alice").pile("yellow").splay == "right"
    g = dogma(position(pos), "Statistics", False)
    assert P(g, "Alice").pile("yellow").splay is None


def test_statistics_shared_splay_earns_the_free_draw_or_not():
    pos = {"Alice": STATISTICS, "Bob": {"board": {"yellow": ["Agriculture", "Domestication"]}}}
    g = dogma(position(pos, supply={5: ["Coal"]}), "Statistics", True)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").pile("yellow").splay == "right"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Coal"]
    g = dogma(position(pos), "Statistics", False)
    assert P(g, "Bob").pile("yellow").splay is None and granted(g) == [False]


def test_statistics_first_edition_repeats_while_the_hand_holds_one_card():
    g = position({"Alice": STATISTICS, "Bob": {"score": ["Construction", "Road Building", "Archery"]}}, edition="first")
    g.apply("dogma Statistics")
    assert g.pending.options == ["Construction", "Road Building"]  # a tie: Bob picks
    g.answer("Road Building")
    # One card in hand: the demand repeats (Construction is now the single highest), then two in hand stops it.
    assert P(g, "Bob").hand == ["Road Building", "Construction"] and P(g, "Bob").score == ["Archery"]


def test_statistics_first_edition_stops_when_the_hand_is_not_one_card():
    g = position(
        {"Alice": STATISTICS, "Bob": {"hand": ["Tools"], "score": ["Construction", "Archery"]}}, edition="first"
    )
    dogma(g, "Statistics")
    assert P(g, "Bob").hand == ["Tools", "Construction"] and P(g, "Bob").score == ["Archery"]


def test_statistics_first_edition_repeat_ends_with_an_empty_score_pile():
    g = position({"Alice": STATISTICS, "Bob": {"score": ["Archery"]}, "Carol": {}}, edition="first")
    dogma(g, "Statistics")
    assert P(g, "Bob").hand == ["Archery"] and P(g, "Bob").score == []
    assert who(g, "transfer") == ["Bob"]  # Carol had nothing


# -- Steam Engine -----------------------------------------------------------------------------------------

STEAM = {"board": {"yellow": ["Steam Engine"]}}


def test_steam_engine_tucks_two_4s_then_scores_the_bottom_yellow():
    g = position({"Alice": STEAM, "Bob": {}}, supply={4: ["Anatomy", "Colonialism"]})
    dogma(g, "Steam Engine")
    assert moved(g, "tuck") == ["Anatomy", "Colonialism"]
    assert P(g, "Alice").score == ["Anatomy"] and P(g, "Alice").pile("yellow").cards == ["Steam Engine"]


def test_steam_engine_scores_itself_when_it_is_the_bottom_yellow():
    g = position({"Alice": STEAM, "Bob": {}}, supply={4: ["Colonialism", "Gunpowder"]})
    dogma(g, "Steam Engine")
    assert P(g, "Alice").score == ["Steam Engine"] and P(g, "Alice").top("yellow") is None


def test_steam_engine_empty_age_4_tucks_5s():
    g = position({"Alice": STEAM, "Bob": {"score": list(CARDS_BY_AGE[4])}}, supply={5: ["Statistics", "Coal"]})
    dogma(g, "Steam Engine")
    assert moved(g, "tuck") == ["Statistics", "Coal"] and P(g, "Alice").score == ["Statistics"]


def test_steam_engine_share_without_yellow_scores_nothing_but_earns_the_free_draw():
    g = position(
        {"Alice": STEAM, "Bob": {"board": {"red": ["Coal"]}}},
        supply={4: ["Colonialism", "Gunpowder", "Enterprise", "Navigation", "Perspective"]},
    )
    dogma(g, "Steam Engine")
    assert P(g, "Bob").pile("red").cards == ["Gunpowder", "Colonialism", "Coal"] and P(g, "Bob").score == []
    assert P(g, "Alice").score == ["Steam Engine"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Perspective"]


def test_steam_engine_without_sharer_no_free_draw():
    g = position({"Alice": STEAM, "Bob": {}}, supply={4: ["Colonialism", "Gunpowder"]})
    dogma(g, "Steam Engine")
    assert granted(g) == [False] and P(g, "Alice").hand == []


# -- The Pirate Code --------------------------------------------------------------------------------------

PIRATE = {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}}  # four crowns


def test_pirate_code_no_one_vulnerable():
    g = position(
        {
            "Alice": PIRATE,
            "Bob": {"board": {"purple": ["Enterprise"], "green": ["Mapmaking"]}, "score": ["Writing"]},
            "Carol": {"board": {"blue": ["Translation"], "purple": ["City States"]}, "score": ["Tools"]},
        }
    )
    dogma(g, "The Pirate Code")
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == [] and moved(g, "score") == []
    assert granted(g) == [False]  # both shared effect 2, but nothing was transferred


def test_pirate_code_takes_two_then_scores_the_lowest_crown_top_card():
    g = position(
        {
            "Alice": PIRATE,
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Writing", "Construction", "Anatomy", "Coal"]},
        }
    )
    g.apply("dogma The Pirate Code")
    assert g.pending.options == ["Writing", "Construction", "Anatomy"] and (g.pending.min, g.pending.max) == (2, 2)
    g.answer(["Writing", "Anatomy"])
    assert P(g, "Bob").score == ["Construction", "Coal"]
    assert P(g, "Alice").score == ["Writing", "Anatomy", "Sailing"] and P(g, "Alice").top("green") is None


def test_pirate_code_a_single_eligible_card_is_enough():
    g = position({"Alice": PIRATE, "Bob": {"score": ["Writing", "Coal"]}})
    dogma(g, "The Pirate Code")
    assert P(g, "Alice").score == ["Writing", "Sailing"]


def test_pirate_code_nothing_to_take_nothing_scored():
    g = position({"Alice": PIRATE, "Bob": {"score": ["Coal"]}})
    dogma(g, "The Pirate Code")
    assert plan(g)["vulnerable"] == ["Bob"]
    assert P(g, "Alice").score == [] and P(g, "Alice").top("green") == "Sailing"


def test_pirate_code_chooses_among_tied_lowest_crown_cards():
    g = position(
        {
            "Alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"], "purple": ["City States"]}},
            "Bob": {"score": ["Writing"]},
        }
    )
    dogma(g, "The Pirate Code", "City States")
    assert P(g, "Alice").score == ["Writing", "City States"] and P(g, "Alice").top("green") == "Sailing"


def test_pirate_code_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"red": ["The Pirate Code"]}},
            "Bob": {"score": ["Writing"]},
            "Carol": {"score": ["Tools", "Construction"]},
        }
    )
    dogma(g, "The Pirate Code")
    assert who(g, "transfer") == ["Bob", "Carol", "Carol"]
    assert P(g, "Alice").score == ["Writing", "Tools", "Construction", "The Pirate Code"]


def test_pirate_code_sharer_scores_too_and_earns_the_free_draw():
    g = position(
        {
            "Alice": {"board": {"red": ["The Pirate Code"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
            "Carol": {"score": ["Writing"]},
        },
        supply={1: ["Tools"]},
    )
    dogma(g, "The Pirate Code")
    assert plan(g)["sharers"] == ["Bob"] and plan(g)["vulnerable"] == ["Carol"]
    assert P(g, "Bob").score == ["Sailing"] and P(g, "Alice").score == ["Writing", "The Pirate Code"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Tools"]
