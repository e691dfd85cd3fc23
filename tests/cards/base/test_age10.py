"""Age 10 card effects: every branch of every effect, on small hand-built positions."""

from helpers import (
    bonus,
    dogma,
    done,
    moved,
    nested,
    position,
    same_next_request,
    same_outcome_without_order,
    start,
    step,
    who_moved,
)

TENS = [
    "A.I.",
    "Bioengineering",
    "Databases",
    "Globalization",
    "Miniaturization",
    "Robotics",
    "Self Service",
    "Software",
    "Stem Cells",
    "The Internet",
]


def executed(g, card):
    """Was ``card`` executed as a nested card at all?"""
    return any(
        e.kind == "card" and "plan" not in e.data and f"non-demand effects of {card} (" in e.data["text"]
        for e in g.events
    )


# -- A.I. --------------------------------------------------------------------------------------------------------


def test_ai_robotics_and_software_on_top_single_lowest_score_wins():
    g = position(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Software"]}, "score": ["Tools"]},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "A.I.")
    assert g.player("Alice").score == ["Databases"]
    assert g.result.winners == ("Bob",) and g.result.reason == "dogma"


def test_ai_tie_for_lowest_no_winner():
    g = position(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Software"]}},
            "Carol": {},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "A.I.")
    assert g.result is None and g.player("Alice").score == ["Databases"]


def test_ai_needs_both_as_top_cards():
    g = position(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Writing", "Software"]}, "score": ["Tools"]},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "A.I.")
    assert g.result is None
    g = position(
        {"Alice": {"board": {"purple": ["A.I."]}}, "Bob": {"board": {"blue": ["Software"]}, "score": ["Tools"]}},
        supply={10: ["Databases"]},
    )
    dogma(g, "A.I.")
    assert g.result is None


def test_ai_shared_score_earns_the_draw():
    g = position(
        {"Alice": {"board": {"purple": ["A.I."]}}, "Bob": {"board": {"blue": ["Experimentation"]}}},
        supply={10: ["Databases", "Stem Cells", "Robotics"]},
    )
    dogma(g, "A.I.")
    assert g.player("Bob").score == ["Databases"] and g.player("Alice").score == ["Stem Cells"]
    assert bonus(g) is True and g.player("Alice").hand == ["Robotics"]


def test_ai_drawing_beyond_10_ends_the_game_on_score():
    g = position(
        {
            "Alice": {"board": {"purple": ["A.I."]}, "score": ["Tools"]},
            "Bob": {"score": [c for c in TENS if c != "A.I."]},
        }
    )
    dogma(g, "A.I.")
    assert g.result.reason == "score" and g.result.winners == ("Bob",)


# -- Bioengineering ----------------------------------------------------------------------------------------------


def test_bioengineering_take_a_leaf_card_tie_for_most_leaves_no_win():
    g = position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}},
            "Carol": {"board": {"purple": ["Reformation"]}},
        }
    )
    start(g, "Bioengineering")
    assert g.pending.options == ["Pottery", "Agriculture", "Reformation"]
    step(g, "Agriculture")
    assert g.player("Alice").score == ["Agriculture"] and g.player("Bob").top("yellow") is None
    assert g.result is None  # Bob and Carol tie with three leaves


def test_bioengineering_single_most_leaves_wins():
    g = position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}},
            "Carol": {"board": {"purple": ["Reformation"]}},
        }
    )
    dogma(g, "Bioengineering", "Reformation")
    assert g.result.winners == ("Bob",) and g.result.reason == "dogma"


def test_bioengineering_everyone_has_three_leaves_no_win():
    g = position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"purple": ["Reformation"], "green": ["Clothing"], "yellow": ["Fermenting"]}},
        }
    )
    start(g, "Bioengineering")
    assert g.pending.options == ["Clothing", "Fermenting", "Reformation"]
    step(g, "Clothing")
    assert g.player("Alice").score == ["Clothing"]
    assert g.icon_counts("Bob")["leaf"] == 5 and g.icon_counts("Alice")["leaf"] == 3
    assert g.result is None  # Bob has the single most, but no one is under three


def test_bioengineering_no_leaf_card_to_take():
    g = position({"Alice": {"board": {"blue": ["Bioengineering"]}}, "Bob": {"board": {"red": ["Archery"]}}})
    dogma(g, "Bioengineering")
    assert moved(g, "transfer") == [] and g.result is None  # both have no leaf: a tie


def test_bioengineering_shared_take_earns_the_draw():
    g = position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"blue": ["Software"]}},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "Bioengineering")
    assert g.player("Bob").score == ["Agriculture"]
    assert g.result is None and bonus(g) is True and g.player("Alice").hand == ["Databases"]


def test_bioengineering_idle_share_no_draw():
    g = position({"Alice": {"board": {"blue": ["Bioengineering"]}}, "Bob": {"board": {"blue": ["Software"]}}})
    dogma(g, "Bioengineering")
    assert bonus(g) is False and moved(g, "transfer") == []


# -- Databases ---------------------------------------------------------------------------------------------------


def test_databases_return_half_rounded_up():
    g = position({"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Optics", "Tools", "Agriculture"]}})
    start(g, "Databases")
    assert g.pending.player == "Bob" and (g.pending.min, g.pending.max) == (2, 2)
    step(g, ["Agriculture", "Optics"])
    assert g.player("Bob").score == ["Tools"]
    assert g.state.supply[0][0] == "Agriculture" and g.state.supply[2][0] == "Optics"


def test_databases_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Optics", "Tools", "Agriculture"]}}
    g = same_next_request(lambda: position(spec), "Databases", (["Tools", "Agriculture"], ["Agriculture", "Tools"]))
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Tools", "Agriculture"]  # two 1s
    assert g.pending.player == "Bob"
    step(g, ["Agriculture", "Tools"])
    done(g)
    assert g.state.supply[0][:2] == ["Tools", "Agriculture"] and g.player("Bob").score == ["Optics"]
    # a 3 and a 1: no order question
    g = same_outcome_without_order(lambda: position(spec), "Databases", (["Optics", "Tools"], ["Tools", "Optics"]))
    assert moved(g, "return") == ["Optics", "Tools"] and g.player("Bob").score == ["Agriculture"]


def test_databases_one_card_and_empty_pile():
    g = position({"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Tools"]}, "Carol": {}})
    dogma(g, "Databases")
    assert who_moved(g, "return") == [("Bob", "Tools")] and g.player("Carol").score == []


def test_databases_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"green": ["Databases"]}},
            "Bob": {"score": ["Tools", "Optics"]},
            "Carol": {"score": ["Agriculture"]},
        }
    )
    dogma(g, "Databases", ["Optics"])
    assert who_moved(g, "return") == [("Bob", "Optics"), ("Carol", "Agriculture")]


def test_databases_no_one_vulnerable():
    g = position(
        {"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"board": {"blue": ["Software"]}, "score": ["Tools"]}}
    )
    dogma(g, "Databases")
    assert moved(g, "return") == [] and bonus(g) is False


# -- Globalization -----------------------------------------------------------------------------------------------


def test_globalization_return_leaf_card_no_win_while_leaves_exceed_factories():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"blue": ["Pottery"], "green": ["Clothing"], "red": ["Archery"]}},
        },
        supply={6: ["Canning"]},
    )
    start(g, "Globalization")
    assert g.pending.player == "Bob" and g.pending.options == ["Pottery", "Clothing"]
    step(g, "Clothing")
    assert moved(g, "return") == ["Clothing"] and g.player("Alice").score == ["Canning"]
    assert g.result is None  # Bob still shows three leaves and no factory


def test_globalization_single_most_points_wins():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"green": ["Clothing"]}, "score": ["Tools"]},
        },
        supply={6: ["Canning"]},
    )
    dogma(g, "Globalization")
    assert g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_globalization_tie_for_most_points_no_win():
    g = position(
        {"Alice": {"board": {"yellow": ["Globalization"]}}, "Bob": {"score": ["Atomic Theory"]}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Globalization")
    assert g.result is None and g.player("Alice").score == ["Canning"]


def test_globalization_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
            "Carol": {"board": {"green": ["Clothing"]}},
        },
        supply={6: ["Canning"]},
    )
    dogma(g, "Globalization")
    assert who_moved(g, "return") == [("Bob", "Agriculture"), ("Carol", "Clothing")]
    assert g.result.winners == ("Alice",)


def test_globalization_no_one_vulnerable_sharer_wins_first():
    g = position(
        {"Alice": {"board": {"yellow": ["Globalization"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Globalization")
    assert moved(g, "return") == [] and g.player("Bob").score == ["Canning"]
    assert g.result.winners == ("Bob",) and g.result.reason == "dogma"


def test_globalization_shared_without_win_earns_the_draw():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"red": ["Coal"], "blue": ["Pottery"], "yellow": ["Agriculture"]}},
        },
        supply={6: ["Canning", "Vaccination"], 10: ["Databases"]},
    )
    dogma(g, "Globalization")
    assert g.player("Bob").score == ["Canning"] and g.player("Alice").score == ["Vaccination"]
    assert g.result is None  # Bob shows more leaves than factories
    assert bonus(g) is True and g.player("Alice").hand == ["Databases"]


# -- Miniaturization ---------------------------------------------------------------------------------------------


def test_miniaturization_returned_10_draws_per_value_in_score():
    g = position(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Software", "Tools"],
                "score": ["Agriculture", "Archery", "Optics"],
            },
            "Bob": {},
        },
        supply={10: ["Robotics", "Databases", "A.I."]},
    )
    dogma(g, "Miniaturization", "Software")
    assert g.player("Alice").hand == ["Tools", "Robotics", "Databases"]
    assert g.state.supply[9][0] == "Software"


def test_miniaturization_returned_non_10_nothing_more():
    g = position({"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Tools"], "score": ["Optics"]}, "Bob": {}})
    dogma(g, "Miniaturization", "Tools")
    assert moved(g, "return") == ["Tools"] and moved(g, "draw") == []


def test_miniaturization_returned_10_with_empty_score_draws_nothing():
    g = position({"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Software"]}, "Bob": {}})
    dogma(g, "Miniaturization", "Software")
    assert moved(g, "draw") == []


def test_miniaturization_decline_and_empty_hand():
    g = position({"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Software"]}, "Bob": {}})
    dogma(g, "Miniaturization", None)
    assert g.player("Alice").hand == ["Software"]
    g = position({"Alice": {"board": {"red": ["Miniaturization"]}}, "Bob": {}})
    dogma(g, "Miniaturization")
    assert g.pending is None and moved(g, "return") == []


def test_miniaturization_shared_and_idle_share():
    g = position(
        {
            "Alice": {"board": {"red": ["Miniaturization"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Tools"]},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "Miniaturization", "Tools")
    assert bonus(g) is True and g.player("Alice").hand == ["Databases"]
    g = position({"Alice": {"board": {"red": ["Miniaturization"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}})
    dogma(g, "Miniaturization")
    assert bonus(g) is False


# -- Robotics ----------------------------------------------------------------------------------------------------


def test_robotics_scores_green_then_executes_the_melded_10():
    g = position(
        {
            "Alice": {"board": {"red": ["Robotics"], "green": ["Sailing"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Archery"]},
        },  # would share Stem Cells
        supply={10: ["Stem Cells"]},
    )
    start(g, "Robotics")
    assert g.pending.player == "Alice" and g.pending.kind == "yes_no"
    step(g, True)
    alice = g.player("Alice")
    assert alice.score == ["Sailing", "Tools"] and alice.top("yellow") == "Stem Cells"
    inside = nested(g, "Stem Cells", "Alice", inside_of="Robotics")
    assert [c for e in inside if e.kind == "score" for c in e.cards] == ["Tools"]
    assert g.player("Bob").hand == ["Archery"]


def test_robotics_no_green_and_a_demand_only_card():
    g = position(
        {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {"score": ["Tools", "Optics"]}}, supply={10: ["Databases"]}
    )
    dogma(g, "Robotics")
    assert moved(g, "score") == [] and g.player("Alice").top("green") == "Databases"
    assert nested(g, "Databases", "Alice", inside_of="Robotics", empty=True) == []
    assert g.player("Bob").score == ["Tools", "Optics"]


def test_robotics_shared_earns_the_draw():
    g = position(
        {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {"board": {"yellow": ["Canning"], "green": ["Sailing"]}}},
        supply={10: ["Databases", "Stem Cells", "Software"]},
    )
    dogma(g, "Robotics")
    assert g.player("Bob").score == ["Sailing"] and g.player("Bob").top("green") == "Databases"
    assert g.player("Alice").top("yellow") == "Stem Cells"
    assert bonus(g) is True and g.player("Alice").hand == ["Software"]


def test_robotics_empty_10_pile_ends_the_game():
    g = position(
        {
            "Alice": {"board": {"red": ["Robotics"], "green": ["Sailing"]}},
            "Bob": {"score": [c for c in TENS if c != "Robotics"]},
        }
    )
    dogma(g, "Robotics")
    assert g.player("Alice").score == ["Sailing"]
    assert g.result.reason == "score" and g.result.winners == ("Bob",)


# -- Self Service ------------------------------------------------------------------------------------------------


def test_self_service_executes_another_top_card():
    g = position(
        {
            "Alice": {"board": {"green": ["Self Service"], "blue": ["Writing"], "red": ["Archery"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
        },  # would share Writing (lightbulbs)
        supply={2: ["Calendar"]},
    )
    start(g, "Self Service")
    assert g.pending.options == ["Writing", "Archery"]
    step(g, "Writing")
    assert g.player("Alice").hand == ["Calendar"] and g.player("Bob").hand == []
    nested(g, "Writing", "Alice", inside_of="Self Service")
    assert g.result is None


def test_self_service_no_other_top_card_and_more_achievements_wins():
    g = position(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": [1, 2]},
            "Bob": {"achievements": [3]},
            "Carol": {},
        }
    )
    dogma(g, "Self Service")
    assert g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_self_service_tie_on_achievements_no_win():
    g = position(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": [1, 2]},
            "Bob": {"achievements": [3]},
            "Carol": {"achievements": [4, 5]},
        }
    )
    dogma(g, "Self Service")
    assert g.result is None


def test_self_service_shared_and_idle_share():
    g = position(
        {"Alice": {"board": {"green": ["Self Service"]}}, "Bob": {"board": {"red": ["Optics"], "blue": ["Writing"]}}},
        supply={2: ["Calendar"], 10: ["Databases"]},
    )
    dogma(g, "Self Service", "Writing")
    assert g.player("Bob").hand == ["Calendar"]
    nested(g, "Writing", "Bob", inside_of="Self Service")
    assert bonus(g) is True and g.player("Alice").hand == ["Databases"]
    # For a sharer every top card is "another" card; Bob's only one is a demand-only card.
    g = position(
        {
            "Alice": {"board": {"green": ["Self Service"]}},
            "Bob": {"board": {"red": {"cards": ["Archery", "Optics", "Combustion"], "splay": "right"}}},
        }
    )
    dogma(g, "Self Service")
    assert nested(g, "Archery", "Bob", inside_of="Self Service", empty=True) == []
    assert bonus(g) is False


# -- Software ----------------------------------------------------------------------------------------------------


def test_software_scores_melds_two_executes_the_second():
    g = position(
        {"Alice": {"board": {"blue": ["Software"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={10: ["Databases", "A.I.", "Stem Cells"]},
    )
    start(g, "Software")
    assert g.pending.kind == "yes_no"  # Stem Cells, executed
    step(g, True)
    alice = g.player("Alice")
    assert alice.score == ["Databases", "Tools"]
    assert alice.top("purple") == "A.I." and alice.top("yellow") == "Stem Cells"
    nested(g, "Stem Cells", "Alice", inside_of="Software")
    assert not executed(g, "A.I.")


def test_software_shared_earns_the_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Software"]}}, "Bob": {"board": {"blue": ["Rocketry"]}}},
        supply={
            10: ["Robotics", "Miniaturization", "The Internet", "Stem Cells", "Globalization", "Databases", "A.I."]
        },
    )
    dogma(g, "Software")
    bob, alice = g.player("Bob"), g.player("Alice")
    assert bob.score == ["Robotics"] and alice.score == ["Miniaturization"]
    assert bob.top("purple") == "The Internet" and bob.top("yellow") == "Stem Cells"
    assert alice.top("yellow") == "Globalization" and alice.top("green") == "Databases"
    nested(g, "Stem Cells", "Bob", inside_of="Software")
    assert not executed(g, "The Internet") and not executed(g, "Globalization")
    assert bonus(g) is True and alice.hand == ["A.I."]


def test_software_empty_10_pile_ends_the_game():
    g = position({"Alice": {"board": {"blue": ["Software"]}, "score": [c for c in TENS if c != "Software"]}, "Bob": {}})
    dogma(g, "Software")
    assert g.result.reason == "score" and g.result.winners == ("Alice",)


# -- Stem Cells --------------------------------------------------------------------------------------------------


def test_stem_cells_score_whole_hand_or_nothing():
    g = position({"Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Tools", "Optics"]}, "Bob": {}})
    dogma(g, "Stem Cells", True)
    assert g.player("Alice").score == ["Tools", "Optics"] and g.player("Alice").hand == []
    g = position({"Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Tools", "Optics"]}, "Bob": {}})
    dogma(g, "Stem Cells", False)
    assert g.player("Alice").score == [] and g.player("Alice").hand == ["Tools", "Optics"]


def test_stem_cells_empty_hand_no_question():
    g = position({"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {}})
    dogma(g, "Stem Cells")
    assert g.pending is None and moved(g, "score") == []


def test_stem_cells_shared_and_idle_share():
    g = position(
        {"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Archery"]}},
        supply={10: ["Databases"]},
    )
    dogma(g, "Stem Cells", True)
    assert g.player("Bob").score == ["Archery"]
    assert bonus(g) is True and g.player("Alice").hand == ["Databases"]
    g = position({"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {"board": {"blue": ["Pottery"]}}})
    dogma(g, "Stem Cells")
    assert bonus(g) is False


# -- The Internet ------------------------------------------------------------------------------------------------


def test_the_internet_splay_score_and_meld_per_two_clocks():
    g = position(
        {"Alice": {"board": {"purple": ["The Internet"], "green": ["Sailing", "The Wheel"]}}, "Bob": {}},
        supply={10: ["Databases", "Software", "A.I."]},
    )
    dogma(g, "The Internet", True)
    alice = g.player("Alice")
    assert alice.pile("green").splay == "up" and alice.score == ["Databases"]
    assert who_moved(g, "meld") == [("Alice", "Software")]


def test_the_internet_clocks_counted_once():
    g = position(
        {"Alice": {"board": {"purple": ["The Internet"], "red": ["Fission"]}}, "Bob": {}},
        supply={10: ["Databases", "Software", "Bioengineering", "A.I."]},
    )
    dogma(g, "The Internet")  # no green pile: no splay question
    assert g.pending is None
    # five clocks: two melds, even though Software adds three more clocks after the first one
    assert who_moved(g, "meld") == [("Alice", "Software"), ("Alice", "Bioengineering")]


def test_the_internet_decline_splay():
    g = position(
        {"Alice": {"board": {"purple": ["The Internet"], "green": ["Sailing", "The Wheel"]}}, "Bob": {}},
        supply={10: ["Databases", "Software"]},
    )
    dogma(g, "The Internet", False)
    assert g.player("Alice").pile("green").splay is None


def test_the_internet_shared_earns_the_draw():
    g = position(
        {"Alice": {"board": {"purple": ["The Internet"]}}, "Bob": {"board": {"blue": ["Software"]}}},
        supply={10: ["Databases", "Robotics", "Stem Cells", "A.I.", "Globalization"]},
    )
    dogma(g, "The Internet")
    assert g.player("Bob").score == ["Databases"] and g.player("Alice").score == ["Robotics"]
    assert who_moved(g, "meld") == [("Bob", "Stem Cells"), ("Alice", "A.I.")]
    assert bonus(g) is True and g.player("Alice").hand == ["Globalization"]
