"""Age 7 card effects: every effect's main branch, its nothing-happens branch, choices, demands and sharing."""

from helpers import cards, done, granted, moved, play, position, same_next_request, same_outcome_without_order, step

from innovation_nb.cards.base.age7 import EVOLUTION_DRAW, EVOLUTION_SCORE

# -- Bicycle ------------------------------------------------------------------------------------------------


def test_bicycle_exchanges_hand_and_score_pile():
    g = position({"Alice": {"board": {"green": ["Bicycle"]}, "hand": ["Tools", "Oars"], "score": ["Coal"]}, "Bob": {}})
    play(g, "Bicycle", True)
    a = g.player("Alice")
    assert a.hand == ["Coal"] and sorted(a.score) == ["Oars", "Tools"]


def test_bicycle_with_an_empty_score_pile_still_exchanges():
    g = position({"Alice": {"board": {"green": ["Bicycle"]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, "Bicycle", True)
    assert g.player("Alice").hand == [] and g.player("Alice").score == ["Tools"]


def test_bicycle_declined():
    g = position({"Alice": {"board": {"green": ["Bicycle"]}, "hand": ["Tools"], "score": ["Coal"]}, "Bob": {}})
    play(g, "Bicycle", False)
    assert g.player("Alice").hand == ["Tools"] and g.player("Alice").score == ["Coal"]


def test_bicycle_nothing_to_exchange_asks_nothing():
    g = position({"Alice": {"board": {"green": ["Bicycle"]}}, "Bob": {}})
    play(g, "Bicycle")
    assert g.pending is None and moved(g, "exchange") == []


def test_bicycle_shared_exchange_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"green": ["Bicycle"]}}, "Bob": {"board": {"blue": ["Translation"]}, "hand": ["Tools"]}}
    )
    play(g, "Bicycle", True)
    assert g.player("Bob").score == ["Tools"] and granted(g) == [True]


def test_bicycle_shared_but_declined_earns_nothing():
    g = position(
        {"Alice": {"board": {"green": ["Bicycle"]}}, "Bob": {"board": {"blue": ["Translation"]}, "hand": ["Tools"]}}
    )
    play(g, "Bicycle", False)
    assert g.player("Bob").hand == ["Tools"] and granted(g) == [False]


# -- Combustion -----------------------------------------------------------------------------------------------


def test_combustion_one_card_per_four_crowns_then_returns_bottom_red():
    g = position(
        {
            "Alice": {"board": {"red": ["Combustion", "Archery"], "green": ["Navigation"]}},  # 5 crowns
            "Bob": {"score": ["Oars", "Coal"]},
        }
    )
    play(g, "Combustion", "Coal")
    assert g.player("Alice").score == ["Coal"] and g.player("Bob").score == ["Oars"]
    assert cards(g, "Alice", "red") == ["Combustion"] and g.state.supply[0][0] == "Archery"


def test_combustion_eight_crowns_take_two():
    g = position(
        {
            "Alice": {"board": {"red": ["Combustion"], "green": ["Navigation"], "blue": ["Translation"]}},
            "Bob": {"score": ["Oars", "Coal", "Tools"]},
        }
    )
    play(g, "Combustion", ["Oars", "Tools"])
    assert g.player("Alice").score == ["Oars", "Tools"] and g.player("Bob").score == ["Coal"]


def test_combustion_takes_what_there_is():
    g = position(
        {
            "Alice": {"board": {"red": ["Combustion"], "green": ["Navigation"], "blue": ["Translation"]}},
            "Bob": {"score": ["Oars"]},
        }
    )
    play(g, "Combustion")
    assert g.player("Alice").score == ["Oars"]


def test_combustion_fewer_than_four_crowns_takes_nothing_and_returns_itself():
    g = position({"Alice": {"board": {"red": ["Combustion"]}}, "Bob": {"score": ["Oars"]}})
    play(g, "Combustion")
    assert g.player("Bob").score == ["Oars"] and moved(g, "transfer") == []
    assert cards(g, "Alice", "red") == [] and moved(g, "return") == ["Combustion"]


def test_combustion_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"red": ["Combustion"], "green": ["Navigation"]}},
            "Bob": {"score": ["Oars"]},
            "Carol": {"score": ["Coal"]},
        }
    )
    play(g, "Combustion")
    assert moved(g, "transfer") == ["Oars", "Coal"] and g.player("Alice").score == ["Oars", "Coal"]


def test_combustion_no_one_vulnerable_and_share_without_red_earns_nothing():
    g = position(
        {"Alice": {"board": {"red": ["Combustion"]}}, "Bob": {"board": {"green": ["Navigation"]}, "score": ["Oars"]}}
    )
    play(g, "Combustion")
    assert g.player("Bob").score == ["Oars"] and granted(g) == [False]


def test_combustion_shared_return_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"red": ["Combustion"]}}, "Bob": {"board": {"green": ["Navigation"], "red": ["Oars"]}}}
    )
    play(g, "Combustion")
    assert moved(g, "return") == ["Oars", "Combustion"] and granted(g) == [True]


def test_combustion_first_edition_takes_two_and_has_no_return():
    g = position(
        {"Alice": {"board": {"red": ["Combustion", "Archery"]}}, "Bob": {"score": ["Oars", "Coal", "Tools"]}},
        edition="first",
    )
    play(g, "Combustion", ["Coal", "Tools"])
    assert g.player("Alice").score == ["Coal", "Tools"] and g.player("Bob").score == ["Oars"]
    assert cards(g, "Alice", "red") == ["Archery", "Combustion"] and moved(g, "return") == []


def test_combustion_first_edition_with_one_score_card():
    g = position(
        {
            "Alice": {"board": {"red": ["Combustion"]}},
            "Bob": {"score": ["Oars"]},
            "Carol": {"board": {"green": ["Navigation"]}, "score": ["Coal"]},
        },
        edition="first",
    )
    play(g, "Combustion")
    assert g.player("Alice").score == ["Oars"] and g.player("Carol").score == ["Coal"]


# -- Electricity ---------------------------------------------------------------------------------------------


def test_electricity_returns_top_cards_without_a_factory_and_draws_8s():
    g = position(
        {"Alice": {"board": {"green": ["Electricity"], "blue": ["Tools"], "red": ["Archery", "Coal"]}}, "Bob": {}},
        supply={8: ["Flight", "Rocketry"]},
    )
    play(g, "Electricity", ["Archery", "Tools"])  # two 1s: Alice orders them
    a = g.player("Alice")
    assert g.state.supply[0][:2] == ["Tools", "Archery"]
    assert a.top("red") == "Coal" and a.top("blue") is None and a.top("green") == "Electricity"
    assert a.hand == ["Flight", "Rocketry"]


def test_electricity_different_ages_need_no_order():
    g = position(
        {"Alice": {"board": {"green": ["Electricity"], "blue": ["Tools"], "yellow": ["Medicine"]}}, "Bob": {}},
        supply={8: ["Flight", "Rocketry"]},
    )
    play(g, "Electricity")
    assert moved(g, "return") == ["Tools", "Medicine"] and g.player("Alice").hand == ["Flight", "Rocketry"]


def test_electricity_all_tops_with_factories_does_nothing():
    g = position({"Alice": {"board": {"green": ["Electricity"], "red": ["Coal"]}}, "Bob": {}})
    play(g, "Electricity")
    assert moved(g, "return") == [] and g.player("Alice").hand == []


def test_electricity_shared_return_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"green": ["Electricity"]}}, "Bob": {"board": {"red": ["Coal"], "blue": ["Tools"]}}},
        supply={8: ["Flight"]},
    )
    play(g, "Electricity")
    assert g.player("Bob").hand == ["Flight"] and g.player("Bob").top("blue") is None
    assert granted(g) == [True]


def test_electricity_share_without_change_earns_nothing():
    g = position({"Alice": {"board": {"green": ["Electricity"]}}, "Bob": {"board": {"red": ["Coal"]}}})
    play(g, "Electricity")
    assert granted(g) == [False]


# -- Evolution -----------------------------------------------------------------------------------------------


def test_evolution_score_an_8_then_return_a_score_card():
    g = position({"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Oars"]}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "Evolution", EVOLUTION_SCORE, "Oars")
    assert g.player("Alice").score == ["Flight"] and g.state.supply[0][0] == "Oars"


def test_evolution_score_option_with_an_empty_pile_returns_the_8():
    g = position({"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "Evolution", EVOLUTION_SCORE)
    assert g.player("Alice").score == [] and g.state.supply[7][0] == "Flight"


def test_evolution_draw_one_higher_than_the_highest_score_card():
    g = position(
        {"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Oars", "Coal"]}, "Bob": {}}, supply={6: ["Canning"]}
    )
    play(g, "Evolution", EVOLUTION_DRAW)
    assert g.player("Alice").hand == ["Canning"] and g.player("Alice").score == ["Oars", "Coal"]


def test_evolution_draw_with_an_empty_score_pile_draws_a_1():
    g = position({"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}}, supply={1: ["Tools"]})
    play(g, "Evolution", EVOLUTION_DRAW)
    assert g.player("Alice").hand == ["Tools"]


def test_evolution_declined():
    g = position({"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Oars"]}, "Bob": {}})
    play(g, "Evolution", None)
    assert g.player("Alice").hand == [] and g.player("Alice").score == ["Oars"]


def test_evolution_share_that_draws_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={1: ["Tools"]},
    )
    play(g, "Evolution", EVOLUTION_DRAW, None)
    assert g.player("Bob").hand == ["Tools"] and granted(g) == [True]


def test_evolution_share_declined_earns_nothing():
    g = position(
        {"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={1: ["Tools"]},
    )
    play(g, "Evolution", None, EVOLUTION_DRAW)
    assert g.player("Alice").hand == ["Tools"] and granted(g) == [False]


# -- Explosives --------------------------------------------------------------------------------------------------


def test_explosives_no_one_vulnerable():
    g = position({"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"]}})
    play(g, "Explosives")
    assert g.player("Bob").hand == ["Tools"] and g.player("Alice").hand == []


def test_explosives_takes_the_three_highest():
    g = position(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"hand": ["Oars", "Coal", "Chemistry", "Bicycle", "Tools"]},
        }
    )
    play(g, "Explosives")
    assert sorted(g.player("Alice").hand) == ["Bicycle", "Chemistry", "Coal"]
    assert g.player("Bob").hand == ["Oars", "Tools"]  # cards left: no draw


def test_explosives_ties_at_the_cut_are_the_victims_choice():
    g = position(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"hand": ["Bicycle", "Coal", "Chemistry", "Physics"]}}
    )
    play(g, "Explosives", ["Coal", "Physics"])
    assert sorted(g.player("Alice").hand) == ["Bicycle", "Coal", "Physics"]
    assert g.player("Bob").hand == ["Chemistry"]


def test_explosives_emptied_hand_draws_a_7():
    g = position(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"hand": ["Oars", "Tools"]}}, supply={7: ["Lighting"]}
    )
    play(g, "Explosives")
    assert sorted(g.player("Alice").hand) == ["Oars", "Tools"] and g.player("Bob").hand == ["Lighting"]


def test_explosives_empty_hand_draws_nothing():
    g = position({"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {}})
    play(g, "Explosives")
    assert g.player("Bob").hand == [] and moved(g, "draw") == []


def test_explosives_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"hand": ["Oars"]}, "Carol": {"hand": ["Tools"]}},
        supply={7: ["Lighting", "Railroad"]},
    )
    play(g, "Explosives")
    assert g.player("Alice").hand == ["Oars", "Tools"]
    assert g.player("Bob").hand == ["Lighting"] and g.player("Carol").hand == ["Railroad"]


# -- Lighting ---------------------------------------------------------------------------------------------------


def test_lighting_scores_a_7_per_different_value_tucked():
    g = position(
        {"Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Oars", "Tools", "Coal", "Writing"]}, "Bob": {}},
        supply={7: ["Bicycle", "Evolution", "Railroad"]},
    )
    play(g, "Lighting", ["Oars", "Tools", "Coal"], ["Oars", "Coal"])  # two reds: Alice orders those two
    a = g.player("Alice")
    assert moved(g, "tuck") == ["Oars", "Coal", "Tools"] and cards(g, "Alice", "red") == ["Coal", "Oars"]
    assert a.score == ["Bicycle", "Evolution"] and a.hand == ["Writing"]


def test_lighting_pick_is_a_set_and_the_order_is_asked_only_for_two_of_a_colour():
    spec = {"Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Oars", "Tools", "Coal", "Writing"]}, "Bob": {}}
    g = same_next_request(
        lambda: position(spec, supply={7: ["Bicycle", "Evolution", "Railroad"]}),
        "Lighting",
        (["Oars", "Tools", "Coal"], ["Coal", "Tools", "Oars"]),
    )
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Oars", "Coal"]  # two reds: only those two
    assert "Tools" not in g.pending.options
    step(g, ["Coal", "Oars"])
    done(g)
    assert cards(g, "Alice", "red") == ["Oars", "Coal"] and len(g.player("Alice").score) == 2
    # a red and a blue: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply={7: ["Bicycle", "Evolution", "Railroad"]}),
        "Lighting",
        (["Oars", "Tools"], ["Tools", "Oars"]),
    )
    assert moved(g, "tuck") == ["Oars", "Tools"] and g.player("Alice").score == ["Bicycle"]  # both 1s: one 7


def test_lighting_declined():
    g = position({"Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Oars"]}, "Bob": {}})
    play(g, "Lighting", None)
    assert g.player("Alice").hand == ["Oars"] and g.player("Alice").score == []


def test_lighting_empty_hand_asks_nothing():
    g = position({"Alice": {"board": {"purple": ["Lighting"]}}, "Bob": {}})
    play(g, "Lighting")
    assert g.pending is None and g.player("Alice").score == []


def test_lighting_shared_tuck_earns_the_bonus():
    g = position(
        {
            "Alice": {"board": {"purple": ["Lighting"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools"]},
        },
        supply={7: ["Bicycle"]},
    )
    play(g, "Lighting", ["Tools"])
    assert g.player("Bob").score == ["Bicycle"] and cards(g, "Bob", "blue") == ["Tools"]
    assert granted(g) == [True]


def test_lighting_share_with_an_empty_hand_earns_nothing():
    g = position(
        {
            "Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={7: ["Bicycle"]},
    )
    play(g, "Lighting", ["Tools"])
    assert g.player("Alice").score == ["Bicycle"] and granted(g) == [False]


# -- Publications -------------------------------------------------------------------------------------------------


def test_publications_rearranges_a_pile_and_keeps_its_splay():
    g = position(
        {"Alice": {"board": {"blue": {"cards": ["Publications", "Tools", "Writing"], "splay": "right"}}}, "Bob": {}}
    )
    play(g, "Publications", "blue", ["Writing", "Publications", "Tools"], None)
    assert cards(g, "Alice", "blue") == ["Tools", "Publications", "Writing"]
    assert g.player("Alice").pile("blue").splay == "right"
    assert moved(g, "rearrange") == ["Tools", "Publications", "Writing"]


def test_publications_declines_rearranging_and_splays_up():
    g = position({"Alice": {"board": {"blue": ["Publications", "Tools"], "yellow": ["Agriculture"]}}, "Bob": {}})
    play(g, "Publications", None, "blue")
    assert cards(g, "Alice", "blue") == ["Tools", "Publications"]
    assert g.player("Alice").pile("blue").splay == "up"


def test_publications_single_cards_ask_nothing():
    g = position({"Alice": {"board": {"blue": ["Publications"], "yellow": ["Agriculture"]}}, "Bob": {}})
    play(g, "Publications")
    assert g.pending is None and not any(e.kind in ("rearrange", "splay") for e in g.events)


def test_publications_shared_splay_earns_the_bonus():
    g = position(
        {
            "Alice": {"board": {"blue": ["Publications"]}},
            "Bob": {"board": {"purple": ["Philosophy"], "yellow": ["Agriculture", "Masonry"]}},
        }
    )
    play(g, "Publications", None, "yellow")
    assert g.player("Bob").pile("yellow").splay == "up" and granted(g) == [True]


def test_publications_share_without_change_earns_nothing():
    g = position({"Alice": {"board": {"blue": ["Publications"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}})
    play(g, "Publications")
    assert granted(g) == [False]


# -- Railroad -------------------------------------------------------------------------------------------------


def test_railroad_returns_the_hand_and_draws_three_6s():
    g = position(
        {"Alice": {"board": {"purple": ["Railroad"]}, "hand": ["Tools", "Coal", "Oars"]}, "Bob": {}},
        supply={6: ["Canning", "Vaccination", "Democracy"]},
    )
    play(g, "Railroad", ["Oars", "Tools"])  # two 1s: Alice orders them
    assert g.player("Alice").hand == ["Canning", "Vaccination", "Democracy"]
    assert g.state.supply[0][:2] == ["Tools", "Oars"] and g.state.supply[4][0] == "Coal"


def test_railroad_with_an_empty_hand_still_draws():
    g = position(
        {"Alice": {"board": {"purple": ["Railroad"]}}, "Bob": {}}, supply={6: ["Canning", "Vaccination", "Democracy"]}
    )
    play(g, "Railroad")
    assert g.player("Alice").hand == ["Canning", "Vaccination", "Democracy"] and moved(g, "return") == []


def test_railroad_splays_a_right_splayed_colour_up():
    g = position(
        {
            "Alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Coal", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                }
            },
            "Bob": {},
        }
    )
    play(g, "Railroad", "red")
    assert g.player("Alice").pile("red").splay == "up" and g.player("Alice").pile("blue").splay == "right"


def test_railroad_splay_declined_or_impossible():
    g = position(
        {
            "Alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Coal", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                }
            },
            "Bob": {},
        }
    )
    play(g, "Railroad", None)  # red is splayed left: not an option
    assert g.player("Alice").pile("blue").splay == "right" and g.player("Alice").pile("red").splay == "left"


def test_railroad_share_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"purple": ["Railroad"]}}, "Bob": {"board": {"blue": ["Quantum Theory"]}}},
        supply={6: ["Canning", "Vaccination", "Democracy", "Emancipation", "Metric System", "Encyclopedia"]},
    )
    play(g, "Railroad")
    assert g.player("Bob").hand == ["Canning", "Vaccination", "Democracy"] and granted(g) == [True]


# -- Refrigeration ------------------------------------------------------------------------------------------------


def test_refrigeration_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools", "Oars"]},
        }
    )
    play(g, "Refrigeration", None)  # Bob shares effect 2 and declines
    assert g.player("Bob").hand == ["Tools", "Oars"] and granted(g) == [False]


def test_refrigeration_victim_returns_half_rounded_down():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}},
            "Bob": {"hand": ["Oars", "Tools", "Coal", "Writing", "Sailing"]},
        }
    )
    play(g, "Refrigeration", ["Coal", "Oars"])
    assert g.player("Bob").hand == ["Tools", "Writing", "Sailing"]
    assert moved(g, "return") == ["Oars", "Coal"]  # a 1 and a 5: returned in hand order, without asking


def test_refrigeration_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {
        "Alice": {"board": {"yellow": ["Refrigeration"]}},
        "Bob": {"hand": ["Oars", "Tools", "Coal", "Writing", "Sailing"]},
    }
    g = same_next_request(lambda: position(spec), "Refrigeration", (["Oars", "Tools"], ["Tools", "Oars"]))
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Oars", "Tools"] and g.pending.player == "Bob"
    step(g, ["Tools", "Oars"])
    done(g)
    assert g.state.supply[0][:2] == ["Oars", "Tools"]  # the last one returned is lowest
    # a 5 and a 1: no order question
    g = same_outcome_without_order(lambda: position(spec), "Refrigeration", (["Coal", "Writing"], ["Writing", "Coal"]))
    assert g.player("Bob").hand == ["Oars", "Tools", "Sailing"]


def test_refrigeration_one_card_returns_nothing():
    g = position({"Alice": {"board": {"yellow": ["Refrigeration"]}}, "Bob": {"hand": ["Tools"]}})
    play(g, "Refrigeration")
    assert g.player("Bob").hand == ["Tools"] and moved(g, "return") == []


def test_refrigeration_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}},
            "Bob": {"hand": ["Tools", "Oars"]},
            "Carol": {"hand": ["Coal", "Writing", "Sailing"]},
        }
    )
    play(g, "Refrigeration", ["Oars"], ["Writing"])
    assert moved(g, "return") == ["Oars", "Writing"]
    assert g.player("Bob").hand == ["Tools"] and g.player("Carol").hand == ["Coal", "Sailing"]


def test_refrigeration_scores_a_card_from_hand():
    g = position({"Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Tools", "Coal"]}, "Bob": {}})
    play(g, "Refrigeration", "Coal")
    assert g.player("Alice").score == ["Coal"] and g.player("Alice").hand == ["Tools"]


def test_refrigeration_score_declined_or_empty():
    g = position({"Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, "Refrigeration", None)
    assert g.player("Alice").score == []
    g = position({"Alice": {"board": {"yellow": ["Refrigeration"]}}, "Bob": {}})
    play(g, "Refrigeration")
    assert g.pending is None and moved(g, "score") == []


def test_refrigeration_shared_score_earns_the_bonus():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools"]},
        }
    )
    play(g, "Refrigeration", "Tools")
    assert g.player("Bob").score == ["Tools"] and granted(g) == [True]


# -- Sanitation ----------------------------------------------------------------------------------------------------


def test_sanitation_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Oars"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Coal"]},
        }
    )
    play(g, "Sanitation")
    assert g.player("Bob").hand == ["Coal"] and moved(g, "exchange") == []


def test_sanitation_swaps_two_highest_for_my_lowest():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Oars", "Chemistry"]},
            "Bob": {"hand": ["Coal", "Bicycle", "Tools"]},
        }
    )
    play(g, "Sanitation")
    assert sorted(g.player("Alice").hand) == ["Bicycle", "Chemistry", "Coal"]
    assert sorted(g.player("Bob").hand) == ["Oars", "Tools"]


def test_sanitation_ties_each_side_picks_its_own():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Oars", "Tools"]},
            "Bob": {"hand": ["Coal", "Chemistry", "Physics"]},
        }
    )
    play(g, "Sanitation", ["Coal", "Physics"], "Tools")
    assert sorted(g.player("Alice").hand) == ["Coal", "Oars", "Physics"]
    assert sorted(g.player("Bob").hand) == ["Chemistry", "Tools"]
    asked = [e.player for e in g.events if e.kind == "decision" and not e.data["forced"]]
    assert asked == ["Bob", "Alice"]


def test_sanitation_victim_with_an_empty_hand_still_receives():
    g = position({"Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Oars", "Coal"]}, "Bob": {}})
    play(g, "Sanitation")
    assert g.player("Bob").hand == ["Oars"] and g.player("Alice").hand == ["Coal"]


def test_sanitation_my_empty_hand_still_takes():
    g = position({"Alice": {"board": {"yellow": ["Sanitation"]}}, "Bob": {"hand": ["Oars", "Coal", "Tools"]}})
    play(g, "Sanitation", ["Tools"])
    assert sorted(g.player("Alice").hand) == ["Coal", "Tools"] and g.player("Bob").hand == ["Oars"]


def test_sanitation_both_hands_empty_does_nothing():
    g = position({"Alice": {"board": {"yellow": ["Sanitation"]}}, "Bob": {}})
    play(g, "Sanitation")
    assert moved(g, "exchange") == [] and not any(e.kind == "exchange" for e in g.events)


def test_sanitation_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Oars"]},
            "Bob": {"hand": ["Coal", "Bicycle"]},
            "Carol": {"hand": ["Writing"]},
        }
    )
    play(g, "Sanitation")
    assert g.player("Bob").hand == ["Oars"]
    assert g.player("Carol").hand == ["Coal"]  # Alice's lowest after Bob's exchange
    assert g.player("Alice").hand == ["Bicycle", "Writing"]
