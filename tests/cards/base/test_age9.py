"""Age 9 card effects: every branch of every effect, on small hand-built positions."""

from helpers import (
    bonus,
    cards,
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

# -- Collaboration -----------------------------------------------------------------------------------------------


def test_collaboration_i_choose_which_goes_to_my_board():
    g = position(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        supply={9: ["Genetics", "Fission"]},
    )
    start(g, "Collaboration")
    assert g.pending.player == "Alice" and g.pending.options == ["Genetics", "Fission"]
    assert moved(g, "reveal") == ["Genetics", "Fission"]
    step(g, "Fission")
    assert g.player("Alice").top("red") == "Fission"
    assert g.player("Bob").top("blue") == "Genetics" and g.player("Bob").hand == []
    assert g.result is None


def test_collaboration_two_vulnerable_in_turn_order():
    g = position(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {}, "Carol": {}},
        supply={9: ["Genetics", "Fission", "Ecology", "Services"]},
    )
    dogma(g, "Collaboration", "Genetics", "Services")
    assert who_moved(g, "draw") == [
        ("Bob", "Genetics"),
        ("Bob", "Fission"),
        ("Carol", "Ecology"),
        ("Carol", "Services"),
    ]
    alice = g.player("Alice")
    assert alice.top("blue") == "Genetics" and alice.top("purple") == "Services"
    assert g.player("Bob").top("red") == "Fission" and g.player("Carol").top("yellow") == "Ecology"


GREENS = [
    "Collaboration",
    "Clothing",
    "Sailing",
    "The Wheel",
    "Currency",
    "Mapmaking",
    "Compass",
    "Paper",
    "Invention",
    "Navigation",
]


def test_collaboration_ten_green_cards_win_no_one_vulnerable():
    g = position({"Alice": {"board": {"green": GREENS}}, "Bob": {"board": {"red": ["Optics"]}}})
    dogma(g, "Collaboration")
    assert moved(g, "draw") == []
    assert g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_collaboration_nine_green_cards_no_win_idle_share():
    g = position({"Alice": {"board": {"green": GREENS[:9]}}, "Bob": {"board": {"red": ["Optics"]}}})
    dogma(g, "Collaboration")
    assert g.result is None and bonus(g) is False


# -- Composites --------------------------------------------------------------------------------------------------


def test_composites_keep_one_and_give_highest_score():
    g = position(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"hand": ["Tools", "Oars", "Calendar"], "score": ["Optics", "Compass", "Agriculture"]},
        }
    )
    start(g, "Composites")
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Oars", "Calendar"]
    step(g, "Oars")
    assert g.pending.options == ["Optics", "Compass"]
    step(g, "Compass")
    alice, bob = g.player("Alice"), g.player("Bob")
    assert alice.hand == ["Tools", "Calendar"] and bob.hand == ["Oars"]
    assert alice.score == ["Compass"] and bob.score == ["Optics", "Agriculture"]


def test_composites_single_card_and_empty_score_nothing_happens():
    g = position({"Alice": {"board": {"red": ["Composites"]}}, "Bob": {"hand": ["Tools"]}})
    dogma(g, "Composites")
    assert g.player("Bob").hand == ["Tools"] and moved(g, "transfer") == []


def test_composites_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"hand": ["Tools", "Oars"], "score": ["Optics"]},
            "Carol": {"score": ["Compass", "Agriculture"]},
        }
    )
    dogma(g, "Composites", "Tools")
    assert who_moved(g, "transfer") == [("Bob", "Oars"), ("Bob", "Optics"), ("Carol", "Compass")]
    assert g.player("Alice").score == ["Optics", "Compass"]


def test_composites_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools", "Oars"], "score": ["Optics"]},
        }
    )
    dogma(g, "Composites")
    assert moved(g, "transfer") == [] and bonus(g) is False


# -- Computers ---------------------------------------------------------------------------------------------------


def test_computers_splay_choice_and_nested_execution():
    g = position(
        {
            "Alice": {"board": {"blue": ["Computers"], "red": ["Archery", "Oars"], "green": ["Sailing", "The Wheel"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}},
        },  # would share A.I. (lightbulbs), not Computers
        supply={10: ["A.I.", "Databases"]},
    )
    start(g, "Computers")
    assert g.pending.options == ["red", "green"] and g.pending.optional
    step(g, "green")
    alice = g.player("Alice")
    assert alice.pile("green").splay == "up" and alice.top("purple") == "A.I."
    assert alice.score == ["Databases"]
    inside = nested(g, "A.I.", "Alice", inside_of="Computers")
    assert [(e.kind, e.cards) for e in inside if e.kind == "score"] == [("score", ("Databases",))]
    assert not any(e.player == "Bob" for e in inside)
    assert g.player("Bob").score == []


def test_computers_decline_splay_nested_demand_not_executed():
    g = position(
        {
            "Alice": {"board": {"blue": ["Computers"], "red": ["Archery", "Oars"]}},
            "Bob": {"board": {"blue": ["Physics"]}, "score": ["Optics", "Tools", "Agriculture"]},
        },
        supply={10: ["Databases"]},
    )
    dogma(g, "Computers", None)
    assert g.player("Alice").pile("red").splay is None
    assert g.player("Alice").top("green") == "Databases"
    assert nested(g, "Databases", "Alice", inside_of="Computers", empty=True) == []
    assert g.player("Bob").score == ["Optics", "Tools", "Agriculture"]  # Databases has only a demand


def test_computers_shared_execution_earns_the_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Computers"]}}, "Bob": {"board": {"blue": ["Software"]}, "hand": ["Archery"]}},
        supply={10: ["Stem Cells", "Globalization", "Robotics"], 6: ["Canning"]},
    )
    dogma(g, "Computers", True)  # Bob executes Stem Cells and scores his hand
    bob, alice = g.player("Bob"), g.player("Alice")
    assert bob.top("yellow") == "Stem Cells" and bob.score == ["Archery"]
    nested(g, "Stem Cells", "Bob", inside_of="Computers")
    # Alice executes Globalization's second effect only: Bob shows more leaves than factories, so no one wins.
    assert alice.top("yellow") == "Globalization" and alice.score == ["Canning"]
    nested(g, "Globalization", "Alice", inside_of="Computers")
    assert g.result is None
    assert bonus(g) is True and alice.hand == ["Robotics"]


# -- Ecology -----------------------------------------------------------------------------------------------------


def test_ecology_return_score_draw_two_10s():
    g = position(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Tools", "Oars", "Calendar"]}, "Bob": {}},
        supply={10: ["Software", "Robotics"]},
    )
    start(g, "Ecology")
    assert g.pending.optional
    step(g, "Tools")
    assert g.pending.options == ["Oars", "Calendar"] and not g.pending.optional
    step(g, "Calendar")
    alice = g.player("Alice")
    assert alice.score == ["Calendar"] and alice.hand == ["Oars", "Software", "Robotics"]
    assert g.state.supply[0][0] == "Tools"


def test_ecology_last_card_returned_nothing_to_score():
    g = position(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={10: ["Software", "Robotics"]},
    )
    dogma(g, "Ecology", "Tools")
    assert g.player("Alice").score == [] and g.player("Alice").hand == ["Software", "Robotics"]


def test_ecology_decline_and_empty_hand():
    g = position({"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Tools"]}, "Bob": {}})
    dogma(g, "Ecology", None)
    assert g.player("Alice").hand == ["Tools"] and moved(g, "draw") == []
    g = position({"Alice": {"board": {"yellow": ["Ecology"]}}, "Bob": {}})
    dogma(g, "Ecology")
    assert g.pending is None and moved(g, "draw") == []


def test_ecology_shared_and_idle_share():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Ecology"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Tools", "Oars"]},
        },
        supply={10: ["Software", "Robotics"], 9: ["Genetics"]},
    )
    dogma(g, "Ecology", "Tools")
    assert g.player("Bob").score == ["Oars"] and g.player("Bob").hand == ["Software", "Robotics"]
    assert bonus(g) is True and g.player("Alice").hand == ["Genetics"]
    g = position({"Alice": {"board": {"yellow": ["Ecology"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}})
    dogma(g, "Ecology")
    assert bonus(g) is False


# -- Fission -----------------------------------------------------------------------------------------------------


def test_fission_non_red_then_return_a_top_card_and_draw():
    g = position(
        {"Alice": {"board": {"red": ["Fission"], "blue": ["Tools"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        supply={10: ["Software", "Databases"]},
    )
    start(g, "Fission")
    assert g.player("Bob").hand == ["Software"] and moved(g, "reveal") == ["Software"]
    assert g.pending.player == "Alice" and g.pending.options == ["Tools", "Archery"]
    step(g, "Archery")
    assert g.player("Bob").top("red") is None and g.state.supply[0][0] == "Archery"
    assert g.player("Alice").hand == ["Databases"]


def test_fission_red_removes_everything_and_play_goes_on():
    g = position(
        {
            "Alice": {
                "board": {"red": ["Fission"], "blue": ["Tools", "Writing"]},
                "hand": ["Oars"],
                "score": ["Optics"],
                "achievements": [1],
            },
            "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Calendar"], "score": ["Compass"], "achievements": [2]},
        },
        supply={10: ["Robotics", "Databases"]},
    )
    in_play = {"Fission", "Tools", "Writing", "Oars", "Optics", "Sailing", "Calendar", "Compass", "Robotics"}
    achievements = {p.name: list(p.achievements) for p in g.players}
    dogma(g, "Fission")
    assert set(g.state.removed) == in_play
    for p in g.players:
        assert p.hand == [] and p.score == [] and p.board_cards() == []
        assert p.achievements == achievements[p.name]
    assert g.state.supply[9][-1] == "Databases"  # effect 2 was not executed: no return, no draw
    assert not any(e.kind == "effect" and "effect 2" in e.data["text"] for e in g.events)
    assert g.result is None
    g.apply("draw")  # the game goes on: with no top card, Alice draws a 1
    assert len(g.player("Alice").hand) == 1 and g.player("Alice").hand[0] not in in_play


def test_fission_two_vulnerable_second_draws_red():
    g = position(
        {
            "Alice": {"board": {"red": ["Fission"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
            "Carol": {"hand": ["Tools"]},
        },
        supply={10: ["Software", "Miniaturization"]},
    )
    dogma(g, "Fission")
    assert who_moved(g, "draw") == [("Bob", "Software"), ("Carol", "Miniaturization")]
    assert set(g.state.removed) == {"Fission", "Sailing", "Tools", "Software", "Miniaturization"}


def test_fission_first_red_stops_the_demand():
    g = position(
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}, "Carol": {}}, supply={10: ["Robotics", "Software"]}
    )
    dogma(g, "Fission")
    assert who_moved(g, "draw") == [("Bob", "Robotics")]
    assert set(g.state.removed) == {"Fission", "Robotics"}


def test_fission_first_edition_no_draw_after_the_return():
    g = position(
        {"Alice": {"board": {"red": ["Fission"], "blue": ["Tools"]}}, "Bob": {"board": {"green": ["Sailing"]}}},
        supply={10: ["Software", "Databases"]},
        edition="first",
    )
    dogma(g, "Fission", "Sailing")
    assert moved(g, "return") == ["Sailing"]
    assert who_moved(g, "draw") == [("Bob", "Software")]


def test_fission_nothing_but_fission_to_return_still_draws():
    g = position({"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}}, supply={10: ["Software", "Databases"]})
    dogma(g, "Fission")
    assert moved(g, "return") == []
    assert who_moved(g, "draw") == [("Bob", "Software"), ("Alice", "Databases")]


def test_fission_shared_return_earns_the_draw():
    g = position(
        {"Alice": {"board": {"red": ["Fission"], "blue": ["Tools"]}}, "Bob": {"board": {"green": ["Satellites"]}}},
        supply={10: ["Software", "Databases"], 9: ["Genetics"]},
    )
    dogma(g, "Fission", "Tools")  # Bob returns Alice's Tools; Alice's return of Satellites is forced
    assert moved(g, "return") == ["Tools", "Satellites"]
    assert who_moved(g, "draw") == [("Bob", "Software"), ("Alice", "Databases"), ("Alice", "Genetics")]
    assert bonus(g) is True


# -- Genetics ----------------------------------------------------------------------------------------------------


def test_genetics_scores_every_card_beneath():
    g = position({"Alice": {"board": {"blue": ["Genetics", "Tools"]}}, "Bob": {}}, supply={10: ["Bioengineering"]})
    dogma(g, "Genetics")
    alice = g.player("Alice")
    assert alice.pile("blue").cards == ["Bioengineering"] and alice.score == ["Genetics", "Tools"]


def test_genetics_new_colour_scores_nothing():
    g = position({"Alice": {"board": {"blue": ["Genetics"]}}, "Bob": {}}, supply={10: ["Stem Cells"]})
    dogma(g, "Genetics")
    assert g.player("Alice").top("yellow") == "Stem Cells" and g.player("Alice").score == []


def test_genetics_shared_earns_the_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Genetics"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={10: ["Stem Cells", "A.I.", "Databases"]},
    )
    dogma(g, "Genetics")
    assert g.player("Bob").top("yellow") == "Stem Cells" and g.player("Alice").top("purple") == "A.I."
    assert bonus(g) is True and g.player("Alice").hand == ["Databases"]


# -- Satellites --------------------------------------------------------------------------------------------------


def test_satellites_return_draw_meld_and_execute_without_demands():
    g = position(
        {
            "Alice": {"board": {"green": ["Satellites"]}, "hand": ["Archery", "Calendar"]},
            "Bob": {"board": {"blue": ["Physics"]}},
        },
        supply={8: ["Corporations", "Flight", "Antibiotics", "Mobility"]},
    )
    start(g, "Satellites")
    assert g.state.supply[0][0] == "Archery" and g.state.supply[1][0] == "Calendar"
    assert g.pending.options == ["Corporations", "Flight", "Antibiotics"] and not g.pending.optional
    step(g, "Corporations")
    alice = g.player("Alice")
    assert alice.top("green") == "Corporations" and alice.top("red") == "Mobility"
    inside = nested(g, "Corporations", "Alice", inside_of="Satellites")
    assert [c for e in inside if e.kind == "meld" for c in e.cards] == ["Mobility"]
    assert g.player("Bob").top("blue") == "Physics"  # the demand is not executed


def test_satellites_empty_hand_order_splay_and_execute():
    g = position(
        {
            "Alice": {
                "board": {"green": ["Satellites"], "purple": ["Mysticism", "City States"]},
                "hand": ["Archery", "Oars"],
            },
            "Bob": {},
        },
        supply={8: ["Flight", "Antibiotics", "Rocketry"]},
    )
    start(g, "Satellites")
    assert g.pending.kind == "order"
    step(g, ["Oars", "Archery"])
    assert g.state.supply[0][:2] == ["Archery", "Oars"]
    assert g.pending.kind == "color" and g.pending.options == ["purple"] and g.pending.optional
    step(g, "purple")
    step(g, "Antibiotics")
    assert g.pending.options == ["Flight", "Rocketry"] and g.pending.optional  # Antibiotics, nested
    step(g, None)
    alice = g.player("Alice")
    assert alice.pile("purple").splay == "up" and alice.top("yellow") == "Antibiotics"
    nested(g, "Antibiotics", "Alice", inside_of="Satellites")
    assert alice.hand == ["Flight", "Rocketry"] and g.pending is None


def test_satellites_shared_earns_the_draw():
    g = position(
        {"Alice": {"board": {"green": ["Satellites"]}}, "Bob": {"board": {"blue": ["Software"]}}},
        supply={
            8: ["Flight", "Skyscrapers", "Rocketry", "Corporations", "Antibiotics", "Mobility", "Socialism"],
            9: ["Genetics"],
        },
    )
    dogma(g, "Satellites", "Flight", "Antibiotics", None)
    assert g.player("Bob").top("red") == "Flight" and g.player("Alice").top("yellow") == "Antibiotics"
    nested(g, "Flight", "Bob", inside_of="Satellites")
    assert bonus(g) is True and g.player("Alice").hand[-1] == "Genetics"


# -- Services ----------------------------------------------------------------------------------------------------


def test_services_highest_score_cards_then_victim_takes_my_top_card():
    g = position(
        {
            "Alice": {
                "board": {"purple": ["Services"], "red": ["Archery"], "blue": ["Writing"], "yellow": ["Agriculture"]}
            },
            "Bob": {"score": ["Optics", "Tools", "Paper"]},
        }
    )
    start(g, "Services")
    assert g.player("Alice").hand == ["Optics", "Paper"]
    assert g.pending.player == "Bob" and g.pending.options == ["Writing", "Archery"]
    step(g, "Archery")
    assert g.player("Bob").hand == ["Archery"] and g.player("Bob").score == ["Tools"]
    assert g.player("Alice").top("red") is None


def test_services_empty_score_pile_nothing():
    g = position({"Alice": {"board": {"purple": ["Services"], "red": ["Archery"]}}, "Bob": {}})
    dogma(g, "Services")
    assert moved(g, "transfer") == []


def test_services_no_top_card_without_leaf():
    g = position({"Alice": {"board": {"purple": ["Services"], "yellow": ["Agriculture"]}}, "Bob": {"score": ["Tools"]}})
    dogma(g, "Services")
    assert moved(g, "transfer") == ["Tools"]


def test_services_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"purple": ["Services"], "red": ["Archery"], "blue": ["Writing"]}},
            "Bob": {"score": ["Tools"]},
            "Carol": {"score": ["Optics"]},
        }
    )
    dogma(g, "Services", "Writing")
    assert who_moved(g, "transfer") == [("Bob", "Tools"), ("Bob", "Writing"), ("Carol", "Optics"), ("Carol", "Archery")]


def test_services_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"purple": ["Services"], "red": ["Archery"]}},
            "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Tools"]},
        }
    )
    dogma(g, "Services")
    assert moved(g, "transfer") == [] and bonus(g) is False


# -- Specialization ----------------------------------------------------------------------------------------------


def test_specialization_takes_that_colour_from_each_opponent():
    g = position(
        {
            "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Tools", "Archery"]},
            "Bob": {"board": {"blue": ["Writing", "Pottery"], "red": ["Oars"]}},
            "Carol": {"board": {"blue": ["Calendar"]}},
        }
    )
    dogma(g, "Specialization", "Tools")
    assert moved(g, "reveal") == ["Tools"]
    assert g.player("Alice").hand == ["Tools", "Archery", "Writing", "Calendar"]
    assert g.player("Bob").top("blue") == "Pottery" and g.player("Bob").top("red") == "Oars"


def test_specialization_no_opponent_has_the_colour():
    g = position(
        {
            "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Archery"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        }
    )
    dogma(g, "Specialization")
    assert moved(g, "reveal") == ["Archery"] and moved(g, "transfer") == []


def test_specialization_empty_hand_and_splay_choice():
    g = position(
        {
            "Alice": {
                "board": {
                    "purple": ["Specialization"],
                    "blue": ["Writing", "Tools"],
                    "yellow": ["Agriculture", "Masonry"],
                }
            },
            "Bob": {"board": {"blue": ["Calendar"]}},
        }
    )
    start(g, "Specialization")
    assert g.pending.options == ["blue", "yellow"] and g.pending.optional
    step(g, "yellow")
    assert moved(g, "reveal") == [] and g.player("Alice").pile("yellow").splay == "up"
    assert g.player("Alice").pile("blue").splay is None


def test_specialization_teammate_is_not_an_opponent():
    g = position(
        {
            "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Archery"]},
            "Bob": {"board": {"red": ["Oars"]}},
            "Carol": {"board": {"red": ["Metalworking"]}},
            "Dave": {"board": {"red": ["Construction"]}},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    dogma(g, "Specialization")
    assert g.player("Alice").hand == ["Archery", "Oars", "Construction"]
    assert g.player("Carol").top("red") == "Metalworking"


def test_specialization_shared_and_idle_share():
    g = position(
        {"Alice": {"board": {"purple": ["Specialization"]}}, "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"]}},
        supply={9: ["Genetics"]},
    )
    dogma(g, "Specialization")
    assert moved(g, "reveal") == ["Tools"]
    assert bonus(g) is True and g.player("Alice").hand == ["Genetics"]
    g = position({"Alice": {"board": {"purple": ["Specialization"]}}, "Bob": {"board": {"red": ["Coal"]}}})
    dogma(g, "Specialization")
    assert bonus(g) is False


# -- Suburbia ----------------------------------------------------------------------------------------------------


def test_suburbia_tuck_and_score_a_1_each():
    g = position(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Tools", "Archery", "Oars"]}, "Bob": {}},
        supply={1: ["Agriculture", "Sailing"]},
    )
    dogma(g, "Suburbia", ["Tools", "Archery"])
    alice = g.player("Alice")
    assert alice.top("blue") == "Tools" and alice.top("red") == "Archery" and alice.hand == ["Oars"]
    assert alice.score == ["Agriculture", "Sailing"]


def test_suburbia_pick_is_a_set_and_the_order_is_asked_only_for_two_of_a_colour():
    spec = {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Tools", "Archery", "Oars", "Writing"]}, "Bob": {}}
    ones = {1: ["Agriculture", "Sailing", "Clothing"]}
    g = same_next_request(
        lambda: position(spec, supply=ones), "Suburbia", (["Tools", "Archery", "Oars"], ["Oars", "Archery", "Tools"])
    )
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]  # two reds: only those two
    assert "Tools" not in g.pending.options
    step(g, ["Oars", "Archery"])
    done(g)
    assert cards(g, "Alice", "red") == ["Archery", "Oars"]  # the last tucked is the bottom
    assert g.player("Alice").score == ["Agriculture", "Sailing", "Clothing"]
    # a blue and a red: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply=ones), "Suburbia", (["Tools", "Archery"], ["Archery", "Tools"])
    )
    assert moved(g, "tuck") == ["Tools", "Archery"] and g.player("Alice").hand == ["Oars", "Writing"]


def test_suburbia_decline_and_empty_hand():
    g = position({"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Tools"]}, "Bob": {}})
    dogma(g, "Suburbia", None)
    assert g.player("Alice").hand == ["Tools"] and moved(g, "draw") == []
    g = position({"Alice": {"board": {"yellow": ["Suburbia"]}}, "Bob": {}})
    dogma(g, "Suburbia")
    assert g.pending is None and moved(g, "draw") == []


def test_suburbia_shared_and_idle_share():
    g = position(
        {"Alice": {"board": {"yellow": ["Suburbia"]}}, "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Archery"]}},
        supply={1: ["Agriculture"], 9: ["Genetics"]},
    )
    dogma(g, "Suburbia", ["Archery"])
    assert g.player("Bob").score == ["Agriculture"]
    assert bonus(g) is True and g.player("Alice").hand == ["Genetics"]
    g = position({"Alice": {"board": {"yellow": ["Suburbia"]}}, "Bob": {"board": {"blue": ["Pottery"]}}})
    dogma(g, "Suburbia")
    assert bonus(g) is False
