"""Age 6 card effects: every effect's main branch, its nothing-happens branch, choices, demands and sharing."""

from helpers import cards, done, granted, moved, play, position, same_next_request, same_outcome_without_order, step

# -- Atomic Theory --------------------------------------------------------------------------------------


def test_atomic_theory_splays_blue_right_and_melds_a_7():
    g = position({"Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}}, "Bob": {}}, supply={7: ["Bicycle"]})
    play(g, "Atomic Theory", True)
    assert g.player("Alice").pile("blue").splay == "right"
    assert cards(g, "Alice", "green") == ["Bicycle"]
    assert granted(g) == [False]


def test_atomic_theory_declining_the_splay_still_melds():
    g = position({"Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}}, "Bob": {}}, supply={7: ["Bicycle"]})
    play(g, "Atomic Theory", False)
    assert g.player("Alice").pile("blue").splay is None
    assert cards(g, "Alice", "green") == ["Bicycle"]


def test_atomic_theory_single_blue_card_asks_nothing():
    g = position({"Alice": {"board": {"blue": ["Atomic Theory"]}}, "Bob": {}}, supply={7: ["Evolution"]})
    play(g, "Atomic Theory")
    assert g.pending is None
    assert cards(g, "Alice", "blue") == ["Atomic Theory", "Evolution"]
    assert g.player("Alice").pile("blue").splay is None


def test_atomic_theory_already_right_asks_nothing():
    g = position(
        {"Alice": {"board": {"blue": {"cards": ["Atomic Theory", "Tools"], "splay": "right"}}}, "Bob": {}},
        supply={7: ["Bicycle"]},
    )
    play(g, "Atomic Theory")
    assert g.pending is None and cards(g, "Alice", "green") == ["Bicycle"]


def test_atomic_theory_shared_meld_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"blue": ["Atomic Theory"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={7: ["Bicycle", "Lighting"], 6: ["Canning"]},
    )
    play(g, "Atomic Theory")
    assert cards(g, "Bob", "green") == ["Bicycle"]  # Bob melds first
    assert cards(g, "Alice", "purple") == ["Lighting"]
    assert granted(g) == [True]
    free = [e for e in g.events if e.kind == "draw"][-1]
    assert free.player == "Alice" and free.data["requested"] == 7  # the free draw: her highest top card


# -- Canning ----------------------------------------------------------------------------------------------


def test_canning_tucks_then_scores_top_cards_without_a_factory():
    g = position(
        {"Alice": {"board": {"yellow": ["Canning"], "blue": ["Tools"], "red": ["Coal"]}}, "Bob": {}},
        supply={6: ["Atomic Theory"]},
    )
    play(g, "Canning", True)
    a = g.player("Alice")
    assert cards(g, "Alice", "blue") == ["Atomic Theory"]  # tucked under Tools, then Tools scored
    assert a.score == ["Tools"]
    assert a.top("red") == "Coal" and a.top("yellow") == "Canning"  # factories stay


def test_canning_scores_the_tucked_card_when_it_starts_a_pile():
    g = position({"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {}}, supply={6: ["Classification"]})
    play(g, "Canning", True)
    assert g.player("Alice").score == ["Classification"]
    assert cards(g, "Alice", "green") == []


def test_canning_declined_does_nothing():
    g = position(
        {"Alice": {"board": {"yellow": ["Canning"], "blue": ["Tools"]}}, "Bob": {}}, supply={6: ["Atomic Theory"]}
    )
    play(g, "Canning", False)
    a = g.player("Alice")
    assert a.score == [] and cards(g, "Alice", "blue") == ["Tools"] and a.hand == []


def test_canning_splays_yellow_right():
    g = position({"Alice": {"board": {"yellow": ["Canning", "Agriculture"]}}, "Bob": {}})
    play(g, "Canning", False, True)
    assert g.player("Alice").pile("yellow").splay == "right"


def test_canning_share_that_changes_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={6: ["Atomic Theory", "Encyclopedia"]},
    )
    play(g, "Canning", True, False)  # Bob tucks, Alice declines
    assert cards(g, "Bob", "blue") == [] and g.player("Bob").score == ["Atomic Theory"]
    assert granted(g) == [True]


def test_canning_share_that_declines_earns_nothing():
    g = position({"Alice": {"board": {"yellow": ["Canning"]}}, "Bob": {"board": {"red": ["Coal"]}}})
    play(g, "Canning", False, False)
    assert granted(g) == [False]
    assert g.player("Bob").score == [] and g.player("Alice").score == []


# -- Classification ---------------------------------------------------------------------------------------


def test_classification_takes_the_colour_from_every_other_hand_and_melds_it():
    g = position(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools", "Calendar", "Archery"]},
            "Bob": {"hand": ["Writing", "Oars"]},
            "Carol": {"hand": ["Pottery"]},
        }
    )
    play(g, "Classification", "Tools", ["Pottery", "Calendar", "Writing", "Tools"])
    assert moved(g, "reveal") == ["Tools"]
    assert cards(g, "Alice", "blue") == ["Pottery", "Calendar", "Writing", "Tools"]
    assert g.player("Alice").hand == ["Archery"]
    assert g.player("Bob").hand == ["Oars"] and g.player("Carol").hand == []


def test_classification_with_an_empty_hand_does_nothing():
    g = position({"Alice": {"board": {"green": ["Classification"]}}, "Bob": {"hand": ["Writing"]}})
    play(g, "Classification")
    assert g.player("Bob").hand == ["Writing"] and moved(g, "meld") == []


def test_classification_nothing_to_take_melds_the_revealed_card():
    g = position({"Alice": {"board": {"green": ["Classification"]}, "hand": ["Archery"]}, "Bob": {"hand": ["Writing"]}})
    play(g, "Classification")  # one card: forced
    assert cards(g, "Alice", "red") == ["Archery"] and g.player("Bob").hand == ["Writing"]


def test_classification_takes_from_a_teammate_too():
    g = position(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Archery"]},
            "Bob": {"hand": ["Oars"]},
            "Carol": {"hand": ["Coal"]},
            "Dan": {"hand": ["Tools"]},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dan"]],
    )
    play(g, "Classification", ["Oars", "Coal", "Archery"])
    assert cards(g, "Alice", "red") == ["Oars", "Coal", "Archery"]
    assert g.player("Carol").hand == [] and g.player("Dan").hand == ["Tools"]


def test_classification_share_takes_from_the_activator_first():
    g = position(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools", "Archery"]},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Writing"]},
        }
    )
    play(g, "Classification", ["Tools", "Writing"])  # Bob's reveal is forced; he orders his two blues
    assert cards(g, "Bob", "blue") == ["Tools", "Writing"]
    assert cards(g, "Alice", "red") == ["Archery"]
    assert granted(g) == [True]


def test_classification_share_with_an_empty_hand_earns_nothing():
    g = position(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools"]},
            "Bob": {"board": {"purple": ["Philosophy"]}},
        }
    )
    play(g, "Classification")
    assert cards(g, "Alice", "blue") == ["Tools"] and granted(g) == [False]


# -- Democracy ---------------------------------------------------------------------------------------------


def test_democracy_two_players_can_both_draw():
    g = position(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools", "Oars"]},
            "Bob": {"board": {"blue": ["Mathematics"]}, "hand": ["Writing"]},
            "Carol": {"board": {"blue": ["Calendar"], "purple": ["Education"]}, "hand": ["Archery", "Sailing"]},
        },
        supply={8: ["Flight", "Rocketry", "Mobility"]},
    )
    play(
        g,
        "Democracy",
        ["Writing"],
        ["Archery", "Sailing"],
        ["Archery", "Sailing"],
        ["Tools", "Oars"],
        ["Tools", "Oars"],
    )  # two 1s each: Carol and Alice order their returns
    assert g.player("Bob").score == ["Flight"]  # 1 > nobody
    assert g.player("Carol").score == ["Rocketry"]  # 2 > 1
    assert g.player("Alice").score == []  # 2 is not more than 2
    assert granted(g) == [True]


def test_democracy_alone_returning_one_card_draws_an_8():
    g = position({"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools"]}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "Democracy", ["Tools"])
    assert g.player("Alice").score == ["Flight"] and g.state.supply[0][0] == "Tools"


def test_democracy_declining_draws_nothing():
    g = position({"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, "Democracy", None)
    assert g.player("Alice").hand == ["Tools"] and g.player("Alice").score == []


def test_democracy_after_a_bigger_return_draws_nothing():
    g = position(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Mathematics"]}, "hand": ["Writing", "Oars"]},
        },
        supply={8: ["Flight"]},
    )
    play(g, "Democracy", ["Oars", "Writing"], ["Writing", "Oars"], ["Tools"])
    assert g.player("Bob").score == ["Flight"] and g.player("Alice").score == []
    assert g.state.supply[0][:3] == ["Tools", "Oars", "Writing"]  # returned in the order Bob gave


def test_democracy_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools", "Calendar", "Oars"]}, "Bob": {}}
    g = same_next_request(
        lambda: position(spec, supply={8: ["Flight"]}),
        "Democracy",
        (["Tools", "Calendar", "Oars"], ["Oars", "Calendar", "Tools"]),
    )
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Tools", "Oars"]  # two 1s: only those two
    assert "Calendar" not in g.pending.options
    step(g, ["Oars", "Tools"])
    done(g)
    assert g.state.supply[0][:2] == ["Tools", "Oars"] and g.player("Alice").score == ["Flight"]
    # a 1 and a 2: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply={8: ["Flight"]}), "Democracy", (["Tools", "Calendar"], ["Calendar", "Tools"])
    )
    assert g.player("Alice").hand == ["Oars"] and g.player("Alice").score == ["Flight"]


def test_democracy_share_with_an_empty_hand_earns_nothing():
    g = position(
        {"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Tools"]}, "Bob": {"board": {"blue": ["Mathematics"]}}},
        supply={8: ["Flight"]},
    )
    play(g, "Democracy", ["Tools"])
    assert g.player("Alice").score == ["Flight"] and granted(g) == [False]


# -- Emancipation -------------------------------------------------------------------------------------------


def test_emancipation_demand_with_no_one_vulnerable():
    g = position(
        {"Alice": {"board": {"purple": ["Emancipation"]}}, "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"]}}
    )
    play(g, "Emancipation")
    assert g.player("Bob").hand == ["Tools"] and g.player("Alice").score == []


def test_emancipation_one_vulnerable_transfers_and_draws_a_6():
    g = position(
        {"Alice": {"board": {"purple": ["Emancipation"]}}, "Bob": {"hand": ["Tools", "Oars"]}}, supply={6: ["Canning"]}
    )
    play(g, "Emancipation", "Oars")
    assert g.player("Alice").score == ["Oars"]
    assert g.player("Bob").hand == ["Tools", "Canning"]


def test_emancipation_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": {"board": {"purple": ["Emancipation"]}}, "Bob": {"hand": ["Tools"]}, "Carol": {"hand": ["Oars"]}},
        supply={6: ["Canning", "Vaccination"]},
    )
    play(g, "Emancipation")
    assert g.player("Alice").score == ["Tools", "Oars"]
    assert g.player("Bob").hand == ["Canning"] and g.player("Carol").hand == ["Vaccination"]


def test_emancipation_empty_hand_draws_nothing():
    g = position({"Alice": {"board": {"purple": ["Emancipation"]}}, "Bob": {}})
    play(g, "Emancipation")
    assert g.player("Bob").hand == [] and g.player("Alice").score == []


def test_emancipation_splays_the_chosen_colour_right():
    g = position(
        {
            "Alice": {"board": {"purple": ["Emancipation", "Mysticism"], "red": ["Coal", "Archery"]}},
            "Bob": {"board": {"red": ["Machine Tools"]}},
        }
    )
    play(g, "Emancipation", "red")
    assert g.player("Alice").pile("red").splay == "right"
    assert g.player("Alice").pile("purple").splay is None
    assert granted(g) == [False]


def test_emancipation_splay_declined():
    g = position({"Alice": {"board": {"purple": ["Emancipation", "Mysticism"]}}, "Bob": {}})
    play(g, "Emancipation", None)
    assert g.player("Alice").pile("purple").splay is None


def test_emancipation_shared_splay_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"purple": ["Emancipation"]}}, "Bob": {"board": {"red": ["Machine Tools", "Archery"]}}}
    )
    play(g, "Emancipation", "red")
    assert g.player("Bob").pile("red").splay == "right" and granted(g) == [True]


# -- Encyclopedia ----------------------------------------------------------------------------------------------


def test_encyclopedia_melds_all_highest_score_cards():
    g = position({"Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Oars", "Coal", "Banking"]}, "Bob": {}})
    play(g, "Encyclopedia", True)
    a = g.player("Alice")
    assert a.score == ["Oars"] and a.top("red") == "Coal" and a.top("green") == "Banking"


def test_encyclopedia_same_colour_in_chosen_order():
    g = position({"Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal", "The Pirate Code"]}, "Bob": {}})
    play(g, "Encyclopedia", True, ["The Pirate Code", "Coal"])
    assert cards(g, "Alice", "red") == ["The Pirate Code", "Coal"]


def test_encyclopedia_declined():
    g = position({"Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal"]}, "Bob": {}})
    play(g, "Encyclopedia", False)
    assert g.player("Alice").score == ["Coal"]


def test_encyclopedia_empty_score_pile_asks_nothing():
    g = position({"Alice": {"board": {"blue": ["Encyclopedia"]}}, "Bob": {}})
    play(g, "Encyclopedia")
    assert g.pending is None and moved(g, "meld") == []


def test_encyclopedia_share_that_melds_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"blue": ["Encyclopedia"]}}, "Bob": {"board": {"green": ["Navigation"]}, "score": ["Coal"]}}
    )
    play(g, "Encyclopedia", True)
    assert g.player("Bob").top("red") == "Coal" and granted(g) == [True]


def test_encyclopedia_share_declined_earns_nothing():
    g = position(
        {"Alice": {"board": {"blue": ["Encyclopedia"]}}, "Bob": {"board": {"green": ["Navigation"]}, "score": ["Coal"]}}
    )
    play(g, "Encyclopedia", False)
    assert g.player("Bob").score == ["Coal"] and granted(g) == [False]


# -- Industrialization -----------------------------------------------------------------------------------------


def test_industrialization_tucks_a_6_per_colour_with_a_factory():
    g = position(
        {"Alice": {"board": {"red": ["Industrialization"], "yellow": ["Canning"], "blue": ["Tools"]}}, "Bob": {}},
        supply={6: ["Atomic Theory", "Vaccination"]},
    )
    play(g, "Industrialization")
    assert cards(g, "Alice", "blue") == ["Atomic Theory", "Tools"]
    assert cards(g, "Alice", "yellow") == ["Vaccination", "Canning"]


def test_industrialization_counts_factories_shown_by_a_splay():
    board = {
        "red": ["Industrialization"],
        "blue": {"cards": ["Tools", "Chemistry"], "splay": "right"},
        "green": ["Sailing", "Banking"],
    }  # Banking is covered and unsplayed: hidden
    g = position({"Alice": {"board": board}, "Bob": {}}, supply={6: ["Encyclopedia", "Canning", "Democracy"]})
    play(g, "Industrialization")
    assert moved(g, "tuck") == ["Encyclopedia", "Canning"]


def test_industrialization_skips_an_empty_age():
    sixes = [
        "Atomic Theory",
        "Encyclopedia",
        "Machine Tools",
        "Classification",
        "Metric System",
        "Canning",
        "Vaccination",
        "Democracy",
        "Emancipation",
    ]
    g = position(
        {"Alice": {"board": {"red": ["Industrialization"]}}, "Bob": {"score": sixes}}, supply={7: ["Lighting"]}
    )
    play(g, "Industrialization")
    assert cards(g, "Alice", "purple") == ["Lighting"]


def test_industrialization_first_edition_tucks_one_per_two_factories():
    g = position(
        {"Alice": {"board": {"red": ["Industrialization"], "yellow": ["Canning"], "blue": ["Tools"]}}, "Bob": {}},
        supply={6: ["Atomic Theory", "Vaccination", "Democracy"]},
        edition="first",
    )
    play(g, "Industrialization")  # 4 factories: two 6s
    assert moved(g, "tuck") == ["Atomic Theory", "Vaccination"]


def test_industrialization_editions_differ_on_an_odd_count():
    board = {"red": ["Industrialization"], "green": ["Metric System"]}  # 3 factories in 2 colours
    first = position(
        {"Alice": {"board": board}, "Bob": {}}, supply={6: ["Atomic Theory", "Vaccination"]}, edition="first"
    )
    play(first, "Industrialization")
    assert moved(first, "tuck") == ["Atomic Theory"]
    third = position({"Alice": {"board": board}, "Bob": {}}, supply={6: ["Atomic Theory", "Vaccination"]})
    play(third, "Industrialization")
    assert moved(third, "tuck") == ["Atomic Theory", "Vaccination"]


def test_industrialization_splays_red_or_purple_right():
    g = position(
        {"Alice": {"board": {"red": ["Industrialization", "Archery"]}}, "Bob": {}}, supply={6: ["Atomic Theory"]}
    )
    play(g, "Industrialization", "red")
    assert g.player("Alice").pile("red").splay == "right"
    assert cards(g, "Alice", "blue") == ["Atomic Theory"]


def test_industrialization_nothing_to_splay():
    g = position(
        {"Alice": {"board": {"red": ["Industrialization"]}}, "Bob": {}}, supply={6: ["Atomic Theory"]}, edition="first"
    )
    play(g, "Industrialization")
    assert g.pending is None and all(q.splay is None for q in g.player("Alice").board)


def test_industrialization_shared_tuck_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"red": ["Industrialization"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={6: ["Atomic Theory", "Vaccination"]},
    )
    play(g, "Industrialization")
    assert cards(g, "Bob", "blue") == ["Atomic Theory"] and cards(g, "Alice", "yellow") == ["Vaccination"]
    assert granted(g) == [True]


# -- Machine Tools ------------------------------------------------------------------------------------------------


def test_machine_tools_scores_a_card_of_the_highest_score_value():
    g = position(
        {"Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Oars", "Coal"]}, "Bob": {}}, supply={5: ["Banking"]}
    )
    play(g, "Machine Tools")
    assert g.player("Alice").score == ["Oars", "Coal", "Banking"]


def test_machine_tools_with_an_empty_score_pile_scores_a_1():
    g = position({"Alice": {"board": {"red": ["Machine Tools"]}}, "Bob": {}}, supply={1: ["Tools"]})
    play(g, "Machine Tools")
    assert g.player("Alice").score == ["Tools"]


def test_machine_tools_skips_an_empty_age():
    fives = [
        "Chemistry",
        "Physics",
        "Coal",
        "The Pirate Code",
        "Banking",
        "Measurement",
        "Statistics",
        "Steam Engine",
        "Astronomy",
        "Societies",
    ]
    g = position(
        {
            "Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Coal"]},
            "Bob": {"hand": [c for c in fives if c != "Coal"]},
        },
        supply={6: ["Canning"]},
        achievements=[],
    )
    play(g, "Machine Tools")
    assert g.player("Alice").score == ["Coal", "Canning"]


def test_machine_tools_share_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Oars"]}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={1: ["Tools", "Writing"]},
    )
    play(g, "Machine Tools")
    assert g.player("Bob").score == ["Tools"] and g.player("Alice").score == ["Oars", "Writing"]
    assert granted(g) == [True]


# -- Metric System ----------------------------------------------------------------------------------------------


def test_metric_system_splays_green_when_not_yet_right():
    g = position({"Alice": {"board": {"green": ["Metric System", "Sailing"], "red": ["Coal", "Archery"]}}, "Bob": {}})
    play(g, "Metric System", True)  # effect 1 skipped; effect 2 asked
    assert g.player("Alice").pile("green").splay == "right"
    assert g.player("Alice").pile("red").splay is None


def test_metric_system_with_green_right_splays_any_colour():
    g = position(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "red": ["Coal", "Archery"],
                    "blue": ["Tools", "Writing"],
                }
            },
            "Bob": {},
        }
    )
    play(g, "Metric System", "red")
    assert g.player("Alice").pile("red").splay == "right"
    assert g.player("Alice").pile("blue").splay is None


def test_metric_system_decline_both():
    g = position(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "red": ["Coal", "Archery"],
                }
            },
            "Bob": {},
        }
    )
    play(g, "Metric System", None)
    assert g.player("Alice").pile("red").splay is None


def test_metric_system_nothing_to_splay():
    g = position({"Alice": {"board": {"green": ["Metric System"]}}, "Bob": {}})
    play(g, "Metric System")
    assert g.pending is None and not any(e.kind == "splay" for e in g.events)


def test_metric_system_shared_splay_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"green": ["Metric System"]}}, "Bob": {"board": {"green": ["Navigation", "Sailing"]}}}
    )
    play(g, "Metric System", True)
    assert g.player("Bob").pile("green").splay == "right" and granted(g) == [True]


def test_metric_system_share_without_change_earns_nothing():
    g = position({"Alice": {"board": {"green": ["Metric System"]}}, "Bob": {"board": {"green": ["Navigation"]}}})
    play(g, "Metric System")
    assert granted(g) == [False]


# -- Vaccination -----------------------------------------------------------------------------------------------


def test_vaccination_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
        }
    )
    play(g, "Vaccination")
    assert g.player("Bob").score == ["Oars"] and moved(g, "meld") == []
    assert granted(g) == [False]


def test_vaccination_one_vulnerable_returns_all_lowest():
    g = position(
        {"Alice": {"board": {"yellow": ["Vaccination"]}}, "Bob": {"score": ["Oars", "Coal", "Tools"]}},
        supply={6: ["Canning"], 7: ["Bicycle"]},
    )
    play(g, "Vaccination", ["Tools", "Oars"])  # Bob orders the two 1s
    assert g.player("Bob").score == ["Coal"]
    assert g.state.supply[0][:2] == ["Oars", "Tools"]  # the last returned is lowest
    assert cards(g, "Bob", "yellow") == ["Canning"]
    assert cards(g, "Alice", "green") == ["Bicycle"]  # effect 2


def test_vaccination_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"score": ["Oars"]},
            "Carol": {"score": ["Coal", "Canning"]},
        },
        supply={6: ["Atomic Theory", "Classification"], 7: ["Bicycle"]},
    )
    play(g, "Vaccination")
    assert moved(g, "return") == ["Oars", "Coal"]
    assert g.player("Bob").top("blue") == "Atomic Theory" and g.player("Carol").top("green") == "Classification"
    assert g.player("Carol").score == ["Canning"]


def test_vaccination_empty_score_pile_returns_nothing_and_no_7():
    g = position({"Alice": {"board": {"yellow": ["Vaccination"]}}, "Bob": {}})
    play(g, "Vaccination")
    assert moved(g, "return") == [] and moved(g, "meld") == []


def test_vaccination_effect_2_is_shared_after_a_return():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"score": ["Oars"]},
            "Carol": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={6: ["Canning"], 7: ["Bicycle", "Evolution"]},
    )
    play(g, "Vaccination")
    assert g.player("Carol").top("green") == "Bicycle" and g.player("Alice").top("blue") == "Evolution"
    assert granted(g) == [True]
