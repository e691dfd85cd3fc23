"""Age 8 card effects: every branch of every effect, on small hand-built positions."""

from helpers import (
    bonus,
    dogma,
    done,
    moved,
    position,
    same_next_request,
    same_outcome_without_order,
    start,
    step,
    who_moved,
)


def bottom(g, age):
    """The supply pile of ``age``, bottom card first."""
    return g.state.supply[age - 1]


# -- Antibiotics -------------------------------------------------------------------------------------------------


def test_antibiotics_two_values_draw_four_8s():
    g = position(
        {"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery", "Oars", "Calendar"]}, "Bob": {}},
        supply={8: ["Corporations", "Flight", "Mobility", "Rocketry", "Socialism"]},
    )
    dogma(g, "Antibiotics", ["Archery", "Calendar", "Oars"], ["Archery", "Oars"])  # two 1s: those two ordered
    alice = g.player("Alice")
    assert alice.hand == ["Corporations", "Flight", "Mobility", "Rocketry"]
    assert bottom(g, 1)[:2] == ["Oars", "Archery"] and bottom(g, 2)[0] == "Calendar"
    assert g.pending is None and bonus(g) is False


def test_antibiotics_one_value_draws_two():
    g = position(
        {"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery", "Oars"]}, "Bob": {}},
        supply={8: ["Corporations", "Flight", "Mobility"]},
    )
    dogma(g, "Antibiotics", ["Archery", "Oars"], ["Archery", "Oars"])
    assert g.player("Alice").hand == ["Corporations", "Flight"]


def test_antibiotics_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery", "Oars", "Calendar"]}, "Bob": {}}
    eights = {8: ["Corporations", "Flight", "Mobility", "Rocketry", "Socialism"]}
    g = same_next_request(
        lambda: position(spec, supply=eights),
        "Antibiotics",
        (["Archery", "Calendar", "Oars"], ["Oars", "Calendar", "Archery"]),
    )
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]  # two 1s: only those two
    assert "Calendar" not in g.pending.options
    step(g, ["Oars", "Archery"])
    done(g)
    assert bottom(g, 1)[:2] == ["Archery", "Oars"] and len(g.player("Alice").hand) == 4
    # a 1 and a 2: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply=eights), "Antibiotics", (["Archery", "Calendar"], ["Calendar", "Archery"])
    )
    assert g.player("Alice").hand == ["Oars", "Corporations", "Flight", "Mobility", "Rocketry"]


def test_antibiotics_decline_and_empty_hand():
    g = position({"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery"]}, "Bob": {}})
    dogma(g, "Antibiotics", None)
    assert g.player("Alice").hand == ["Archery"] and moved(g, "draw") == []
    g = position({"Alice": {"board": {"yellow": ["Antibiotics"]}}, "Bob": {}})
    dogma(g, "Antibiotics")
    assert g.pending is None and moved(g, "draw") == [] and moved(g, "return") == []


def test_antibiotics_shared_with_a_change_earns_the_draw():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery"]},
            "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]},
        },
        supply={8: ["Corporations", "Flight", "Mobility"]},
    )
    dogma(g, "Antibiotics", ["Tools"], None)
    assert g.player("Bob").hand == ["Corporations", "Flight"]
    assert bonus(g) is True
    assert g.player("Alice").hand == ["Archery", "Mobility"]  # the free draw: her highest top card is an 8


def test_antibiotics_shared_without_a_change_no_draw():
    g = position(
        {"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Archery"]}, "Bob": {"board": {"blue": ["Pottery"]}}}
    )
    dogma(g, "Antibiotics", None)
    assert bonus(g) is False and moved(g, "draw") == []


# -- Corporations ------------------------------------------------------------------------------------------------


def test_corporations_one_vulnerable():
    g = position(
        {"Alice": {"board": {"green": ["Corporations"]}}, "Bob": {"board": {"blue": ["Physics"], "red": ["Archery"]}}},
        supply={8: ["Flight", "Mass Media"]},
    )
    dogma(g, "Corporations")
    bob, alice = g.player("Bob"), g.player("Alice")
    assert alice.score == ["Physics"]
    assert bob.top("red") == "Flight"  # Bob drew and melded an 8
    assert alice.top("green") == "Mass Media"  # effect 2 for Alice
    assert bonus(g) is False


def test_corporations_victim_chooses_among_eligible_cards():
    g = position(
        {
            "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},
            "Bob": {"board": {"blue": ["Physics"], "red": ["Combustion"], "green": ["Invention"]}},
        },
        supply={8: ["Skyscrapers", "Mass Media"]},
    )
    start(g, "Corporations")
    assert g.pending.options == ["Physics", "Combustion"]  # green Invention is excluded
    g.answer("Combustion")
    assert g.player("Alice").score == ["Combustion"]
    assert g.player("Bob").top("yellow") == "Skyscrapers"


def test_corporations_victim_without_eligible_card_draws_nothing():
    g = position(
        {
            "Alice": {"board": {"green": ["Corporations"]}},
            "Bob": {"board": {"green": ["Invention"], "red": ["Archery"]}},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Corporations")
    assert g.player("Alice").score == []
    assert who_moved(g, "draw") == [("Alice", "Flight")]


def test_corporations_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"green": ["Corporations"]}},
            "Bob": {"board": {"blue": ["Physics"]}},
            "Carol": {"board": {"red": ["Combustion"]}},
        },
        supply={8: ["Skyscrapers", "Antibiotics", "Mass Media"]},
    )
    dogma(g, "Corporations")
    assert who_moved(g, "transfer") == [("Bob", "Physics"), ("Carol", "Combustion")]
    assert who_moved(g, "meld") == [("Bob", "Skyscrapers"), ("Carol", "Antibiotics"), ("Alice", "Mass Media")]


def test_corporations_no_one_vulnerable_sharer_melds_and_earns_the_draw():
    g = position(
        {"Alice": {"board": {"green": ["Corporations"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={8: ["Skyscrapers", "Mass Media", "Flight"]},
    )
    dogma(g, "Corporations")
    assert moved(g, "transfer") == []
    assert who_moved(g, "meld") == [("Bob", "Skyscrapers"), ("Alice", "Mass Media")]
    assert bonus(g) is True and g.player("Alice").hand == ["Flight"]


# -- Empiricism --------------------------------------------------------------------------------------------------


def test_empiricism_match_melds_and_may_splay_up():
    g = position(
        {"Alice": {"board": {"purple": ["Empiricism"], "blue": ["Tools"]}}, "Bob": {}}, supply={9: ["Genetics"]}
    )
    start(g, "Empiricism")
    assert g.pending.kind == "color"
    step(g, "red")
    assert "red" not in g.pending.options and len(g.pending.options) == 4  # two different colours
    step(g, "blue")
    assert g.pending.kind == "color" and g.pending.options == ["blue"] and g.pending.optional
    g.answer("blue")
    alice = g.player("Alice")
    assert alice.pile("blue").cards == ["Tools", "Genetics"] and alice.pile("blue").splay == "up"
    assert moved(g, "reveal") == ["Genetics"]
    assert g.result is None  # far from twenty lightbulbs


def test_empiricism_match_decline_splay():
    g = position(
        {"Alice": {"board": {"purple": ["Empiricism"], "blue": ["Tools"]}}, "Bob": {}}, supply={9: ["Genetics"]}
    )
    dogma(g, "Empiricism", "blue", "green", False)
    assert g.player("Alice").top("blue") == "Genetics" and g.player("Alice").pile("blue").splay is None


def test_empiricism_match_on_a_new_pile_no_splay_question():
    g = position({"Alice": {"board": {"purple": ["Empiricism"]}}, "Bob": {}}, supply={9: ["Ecology"]})
    dogma(g, "Empiricism", "yellow", "purple")
    assert g.pending is None and g.player("Alice").top("yellow") == "Ecology"


def test_empiricism_no_match_keeps_the_card_in_hand():
    g = position({"Alice": {"board": {"purple": ["Empiricism"]}}, "Bob": {}}, supply={9: ["Ecology"]})
    dogma(g, "Empiricism", "red", "blue")
    assert g.player("Alice").hand == ["Ecology"] and moved(g, "meld") == []


LIGHT_BOARD = {
    "purple": {"cards": ["Empiricism", "Philosophy", "Education"], "splay": "up"},  # 3 + 3 + 2
    "blue": {
        "cards": ["Genetics", "Experimentation", "Atomic Theory", "Evolution", "Tools", "Writing", "Mathematics"],
        "splay": "up",
    },  # 3 + 3 + 2 + 2 + 2 + 2 + 2
}


def test_empiricism_twenty_lightbulbs_wins():
    board = dict(
        LIGHT_BOARD,
        blue={"cards": ["Genetics", "Experimentation", "Atomic Theory", "Evolution", "Printing Press"], "splay": "up"},
    )
    g = position({"Alice": {"board": board}, "Bob": {}}, supply={9: ["Ecology"]})
    assert g.icon_counts("Alice")["lightbulb"] == 20
    dogma(g, "Empiricism", "red", "green")
    assert g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_empiricism_nineteen_lightbulbs_do_not_win():
    board = dict(
        LIGHT_BOARD,
        blue={"cards": ["Genetics", "Experimentation", "Atomic Theory", "Evolution", "Calendar"], "splay": "up"},
    )
    g = position({"Alice": {"board": board}, "Bob": {}}, supply={9: ["Ecology"]})
    assert g.icon_counts("Alice")["lightbulb"] == 19
    dogma(g, "Empiricism", "red", "green")
    assert g.result is None


def test_empiricism_sharer_with_twenty_lightbulbs_wins_first():
    g = position(
        {
            "Alice": {"board": {"purple": ["Empiricism"]}},
            "Bob": {
                "board": {
                    "blue": {
                        "cards": [
                            "Genetics",
                            "Experimentation",
                            "Atomic Theory",
                            "Evolution",
                            "Tools",
                            "Writing",
                            "Mathematics",
                            "Printing Press",
                        ],
                        "splay": "up",
                    },
                    "green": ["Classification"],
                }
            },
        },
        supply={9: ["Ecology", "Fission"]},
    )
    dogma(g, "Empiricism", "red", "green", "red", "green")
    assert g.result.winners == ("Bob",) and g.result.reason == "dogma"


def test_empiricism_shared_reveal_earns_the_draw():
    g = position(
        {"Alice": {"board": {"purple": ["Empiricism"]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={9: ["Ecology", "Fission", "Genetics"]},
    )
    dogma(g, "Empiricism", "red", "blue", "red", "blue")  # Bob first: Ecology stays in his hand
    assert g.player("Bob").hand == ["Ecology"]
    assert g.player("Alice").top("red") == "Fission"
    assert bonus(g) is True and g.player("Alice").hand == ["Genetics"]


# -- Flight ------------------------------------------------------------------------------------------------------


def test_flight_red_not_up_first_effect_idle_then_splay_red():
    g = position({"Alice": {"board": {"red": ["Flight", "Archery"], "blue": ["Writing", "Tools"]}}, "Bob": {}})
    dogma(g, "Flight", True)
    alice = g.player("Alice")
    assert alice.pile("red").splay == "up" and alice.pile("blue").splay is None
    assert g.pending is None


def test_flight_red_up_choose_any_colour():
    g = position(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Flight", "Archery"], "splay": "up"},
                    "blue": ["Writing", "Tools"],
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "right"},
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {},
        }
    )
    start(g, "Flight")
    assert g.pending.options == ["blue", "green"] and g.pending.optional
    g.answer("green")
    alice = g.player("Alice")
    assert alice.pile("green").splay == "up" and alice.pile("blue").splay is None
    assert g.pending is None  # effect 2: red is already up


def test_flight_decline_both():
    g = position(
        {
            "Alice": {
                "board": {"red": {"cards": ["Flight", "Archery"], "splay": "right"}, "blue": ["Writing", "Tools"]}
            },
            "Bob": {},
        }
    )
    dogma(g, "Flight", False)
    assert g.player("Alice").pile("red").splay == "right"


def test_flight_single_red_card_nothing_to_do():
    g = position({"Alice": {"board": {"red": ["Flight"], "blue": ["Writing", "Tools"]}}, "Bob": {}})
    dogma(g, "Flight")
    assert g.pending is None and not any(e.kind == "splay" for e in g.events)


def test_flight_shared_splay_earns_the_draw():
    g = position(
        {"Alice": {"board": {"red": ["Flight"]}}, "Bob": {"board": {"red": ["Optics", "Archery"]}}},
        supply={8: ["Rocketry"]},
    )
    dogma(g, "Flight", True)
    assert g.player("Bob").pile("red").splay == "up"
    assert bonus(g) is True and g.player("Alice").hand == ["Rocketry"]


def test_flight_shared_without_change_no_draw():
    g = position({"Alice": {"board": {"red": ["Flight"]}}, "Bob": {"board": {"red": ["Optics"]}}})
    dogma(g, "Flight")
    assert bonus(g) is False and moved(g, "draw") == []


# -- Mass Media --------------------------------------------------------------------------------------------------


def test_mass_media_returns_every_card_of_the_value():
    g = position(
        {
            "Alice": {
                "board": {"green": ["Mass Media"]},
                "hand": ["Archery"],
                "score": ["Compass", "Agriculture", "Education"],
            },
            "Bob": {"score": ["Optics", "Paper", "Tools"]},
        }
    )
    start(g, "Mass Media")
    step(g, "Archery")
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 11))
    step(g, 3)
    # Alice orders only the cards she can tell apart (her own); Bob's 3s go first, face down, as they lie.
    assert g.pending.kind == "order" and g.pending.options == ["Compass", "Education"]
    g.answer(["Education", "Compass"])
    assert g.player("Alice").score == ["Agriculture"] and g.player("Bob").score == ["Tools"]
    assert moved(g, "return") == ["Archery", "Optics", "Paper", "Education", "Compass"]
    assert bottom(g, 3)[:4] == ["Compass", "Education", "Paper", "Optics"]
    assert bottom(g, 1)[0] == "Archery"


def test_mass_media_never_shows_other_score_piles_to_the_chooser():
    g = position(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"], "score": ["Compass"]},
            "Bob": {"score": ["Optics", "Paper"]},
        }
    )
    dogma(g, "Mass Media", "Archery", 3)
    assert g.pending is None  # nothing to order: Alice cannot tell Bob's cards apart
    assert moved(g, "return") == ["Archery", "Optics", "Paper", "Compass"]
    assert not any("Optics" in line or "Paper" in line for line in g.log("Alice"))
    assert any("Optics" in line for line in g.log("Bob"))


def test_mass_media_value_without_cards_only_the_hand_card():
    g = position(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"], "score": ["Compass"]},
            "Bob": {"score": ["Tools"]},
        }
    )
    dogma(g, "Mass Media", "Archery", 7)
    assert moved(g, "return") == ["Archery"]
    assert g.player("Alice").score == ["Compass"] and g.player("Bob").score == ["Tools"]


def test_mass_media_decline_or_empty_hand_does_nothing():
    g = position({"Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"], "score": ["Tools"]}, "Bob": {}})
    dogma(g, "Mass Media", None)
    assert moved(g, "return") == [] and g.player("Alice").hand == ["Archery"]
    g = position({"Alice": {"board": {"green": ["Mass Media"]}, "score": ["Tools"]}, "Bob": {}})
    dogma(g, "Mass Media")
    assert g.pending is None and moved(g, "return") == []


def test_mass_media_splay_purple_up():
    g = position({"Alice": {"board": {"green": ["Mass Media"], "purple": ["Mysticism", "City States"]}}, "Bob": {}})
    dogma(g, "Mass Media", True)
    assert g.player("Alice").pile("purple").splay == "up"


def test_mass_media_shared_return_earns_the_draw():
    g = position(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "score": ["Agriculture"]},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        },
        supply={8: ["Rocketry"]},
    )
    dogma(g, "Mass Media", "Calendar", 1)  # Bob returns Alice's 1
    assert g.player("Alice").score == [] and moved(g, "return") == ["Calendar", "Agriculture"]
    assert bonus(g) is True and g.player("Alice").hand == ["Rocketry"]


def test_mass_media_shared_without_change_no_draw():
    g = position({"Alice": {"board": {"green": ["Mass Media"]}}, "Bob": {"board": {"blue": ["Tools"]}}})
    dogma(g, "Mass Media")
    assert bonus(g) is False


# -- Mobility ----------------------------------------------------------------------------------------------------


def test_mobility_two_highest_candidates_fixed_at_the_start():
    g = position(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Printing Press", "Translation"], "green": ["Sailing"], "red": ["Optics"]}},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Mobility")
    # Translation (3) is uncovered by the first transfer but was not a top card when the demand was read.
    assert sorted(g.player("Alice").score) == ["Printing Press", "Sailing"]
    assert g.player("Bob").top("blue") == "Translation" and g.player("Bob").hand == ["Flight"]


def test_mobility_ties_are_the_victims_choice():
    g = position(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {
                "board": {
                    "blue": ["Printing Press"],
                    "yellow": ["Perspective"],
                    "purple": ["Enterprise"],
                    "green": ["Sailing"],
                }
            },
        },
        supply={8: ["Flight"]},
    )
    start(g, "Mobility")
    # Three 4s tie for the two places: Bob picks two of them at once.
    assert g.pending.options == ["Printing Press", "Perspective", "Enterprise"]
    assert (g.pending.kind, g.pending.counts) == ("cards", [2])
    g.answer(["Enterprise", "Perspective"])
    assert sorted(g.player("Alice").score) == ["Enterprise", "Perspective"]
    assert g.player("Bob").top("blue") == "Printing Press"


def test_mobility_asks_nothing_when_the_two_highest_are_clear():
    g = position(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Printing Press"], "yellow": ["Perspective"], "green": ["Sailing"]}},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Mobility")  # two 4s and a 1: no question, not even which 4 goes first
    assert g.pending is None and not [e for e in g.events if e.kind == "decision"]
    assert sorted(g.player("Alice").score) == ["Perspective", "Printing Press"]


def test_mobility_one_candidate_still_draws():
    g = position(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Archery"], "green": ["Invention"]}},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Mobility")
    assert g.player("Alice").score == ["Tools"] and g.player("Bob").hand == ["Flight"]


def test_mobility_no_candidate_no_draw():
    g = position(
        {"Alice": {"board": {"red": ["Mobility"]}}, "Bob": {"board": {"red": ["Archery"], "green": ["Invention"]}}}
    )
    dogma(g, "Mobility")
    assert moved(g, "transfer") == [] and moved(g, "draw") == []


def test_mobility_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
        supply={8: ["Flight", "Rocketry"]},
    )
    dogma(g, "Mobility")
    assert who_moved(g, "transfer") == [("Bob", "Tools"), ("Carol", "Sailing")]
    assert who_moved(g, "draw") == [("Bob", "Flight"), ("Carol", "Rocketry")]


def test_mobility_no_one_vulnerable():
    g = position({"Alice": {"board": {"red": ["Mobility"]}}, "Bob": {"board": {"red": ["Coal"], "blue": ["Tools"]}}})
    dogma(g, "Mobility")
    assert moved(g, "transfer") == [] and bonus(g) is False


# -- Quantum Theory ----------------------------------------------------------------------------------------------


def test_quantum_theory_return_two_draw_and_score_10s():
    g = position(
        {"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Archery", "Oars", "Tools"]}, "Bob": {}},
        supply={10: ["Software", "Robotics"]},
    )
    dogma(g, "Quantum Theory", ["Oars", "Archery"], ["Oars", "Archery"])  # two 1s: Alice orders the returns
    alice = g.player("Alice")
    assert alice.hand == ["Tools", "Software"] and alice.score == ["Robotics"]
    assert bottom(g, 1)[:2] == ["Archery", "Oars"]


def test_quantum_theory_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Archery", "Oars", "Calendar"]}, "Bob": {}}
    g = same_next_request(
        lambda: position(spec, supply={10: ["Software", "Robotics"]}),
        "Quantum Theory",
        (["Archery", "Oars"], ["Oars", "Archery"]),
    )
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]  # two 1s
    step(g, ["Oars", "Archery"])
    done(g)
    assert bottom(g, 1)[:2] == ["Archery", "Oars"]
    # a 1 and a 2: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply={10: ["Software", "Robotics"]}),
        "Quantum Theory",
        (["Archery", "Calendar"], ["Calendar", "Archery"]),
    )
    assert g.player("Alice").hand == ["Oars", "Software"] and g.player("Alice").score == ["Robotics"]


def test_quantum_theory_return_one_nothing_more():
    g = position({"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Archery", "Tools"]}, "Bob": {}})
    dogma(g, "Quantum Theory", ["Tools"])
    assert g.player("Alice").hand == ["Archery"] and moved(g, "draw") == []


def test_quantum_theory_decline_and_empty_hand():
    g = position({"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Archery", "Tools"]}, "Bob": {}})
    dogma(g, "Quantum Theory", None)
    assert g.player("Alice").hand == ["Archery", "Tools"]
    g = position({"Alice": {"board": {"blue": ["Quantum Theory"]}}, "Bob": {}})
    dogma(g, "Quantum Theory")
    assert g.pending is None and moved(g, "draw") == []


def test_quantum_theory_shared_earns_the_draw_and_unshared_change_none():
    g = position(
        {"Alice": {"board": {"blue": ["Quantum Theory"]}}, "Bob": {"board": {"blue": ["Software"]}, "hand": ["Tools"]}},
        supply={8: ["Rocketry"]},
    )
    dogma(g, "Quantum Theory", ["Tools"])
    assert bonus(g) is True and g.player("Alice").hand == ["Rocketry"]
    g = position({"Alice": {"board": {"blue": ["Quantum Theory"]}}, "Bob": {"board": {"blue": ["Software"]}}})
    dogma(g, "Quantum Theory")
    assert bonus(g) is False


def test_quantum_theory_drawing_beyond_10_ends_the_game():
    tens = [
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
    g = position(
        {"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Archery", "Tools"]}, "Bob": {"score": tens}}
    )
    dogma(g, "Quantum Theory", ["Archery", "Tools"], ["Archery", "Tools"])
    assert g.result.reason == "score" and g.result.winners == ("Bob",)


# -- Rocketry ----------------------------------------------------------------------------------------------------


def test_rocketry_one_card_per_two_clocks_from_any_opponent():
    g = position(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Rocketry", "Quantum Theory"], "splay": "up"}},
                "score": ["Agriculture"],
            },
            "Bob": {"score": ["Optics", "Tools"]},
            "Carol": {"score": ["Calendar"]},
        }
    )
    assert g.icon_counts("Alice")["clock"] == 5
    start(g, "Rocketry")
    # Alice sees only the backs of her opponents' score cards: she picks by age and owner.
    assert g.pending.player == "Alice" and g.pending.options == [
        "a 3 from Bob's score pile",
        "a 1 from Bob's score pile",
        "a 2 from Carol's score pile",
    ]
    step(g, "a 2 from Carol's score pile")
    assert g.pending.options == ["a 3 from Bob's score pile", "a 1 from Bob's score pile"]
    g.answer("a 3 from Bob's score pile")
    assert g.player("Bob").score == ["Tools"] and g.player("Carol").score == []
    assert g.player("Alice").score == ["Agriculture"]
    assert bottom(g, 3)[0] == "Optics" and bottom(g, 2)[0] == "Calendar"
    alice_log = "\n".join(g.log("Alice"))
    assert "Optics" not in alice_log and "Calendar" not in alice_log and "Optics" in "\n".join(g.log("Bob"))


def test_rocketry_numbers_cards_that_look_alike():
    g = position(
        {
            "Alice": {"board": {"blue": {"cards": ["Rocketry", "Quantum Theory"], "splay": "up"}}},
            "Bob": {"score": ["Optics", "Compass"]},
        }
    )
    start(g, "Rocketry")
    assert g.pending.options == ["a 3 from Bob's score pile (#1)", "a 3 from Bob's score pile (#2)"]
    g.answer("a 3 from Bob's score pile (#2)")  # the second return has one card left to take: forced
    assert g.player("Bob").score == [] and g.pending is None and moved(g, "return") == ["Compass", "Optics"]


def test_rocketry_fewer_cards_than_returns():
    g = position(
        {
            "Alice": {"board": {"blue": {"cards": ["Rocketry", "Quantum Theory"], "splay": "up"}}},
            "Bob": {"score": ["Tools"]},
        }
    )
    dogma(g, "Rocketry")
    assert moved(g, "return") == ["Tools"] and g.pending is None


def test_rocketry_no_opponent_score():
    g = position({"Alice": {"board": {"blue": ["Rocketry"]}, "score": ["Tools"]}, "Bob": {}})
    dogma(g, "Rocketry")
    assert moved(g, "return") == [] and g.player("Alice").score == ["Tools"]


def test_rocketry_shared_return_earns_the_draw():
    g = position(
        {
            "Alice": {"board": {"blue": ["Rocketry"]}, "score": ["Tools"]},
            "Bob": {"board": {"blue": ["Software"]}, "score": ["Agriculture"]},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Rocketry")
    assert who_moved(g, "return") == [("Bob", "Tools"), ("Alice", "Agriculture")]
    assert bonus(g) is True and g.player("Alice").hand == ["Flight"]


def test_rocketry_shared_without_change_no_draw():
    g = position(
        {"Alice": {"board": {"blue": ["Rocketry"]}}, "Bob": {"board": {"blue": ["Software"]}, "score": ["Agriculture"]}}
    )
    dogma(g, "Rocketry")
    assert who_moved(g, "return") == [("Alice", "Agriculture")] and bonus(g) is False


# -- Skyscrapers -------------------------------------------------------------------------------------------------


def test_skyscrapers_transfer_score_beneath_return_rest():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"], "green": ["Sailing"]}},
            "Bob": {"board": {"red": ["Flight", "Construction", "Archery", "Metalworking"]}},
        }
    )
    start(g, "Skyscrapers")
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Metalworking"]
    g.answer(["Metalworking", "Archery"])
    assert g.player("Alice").top("red") == "Flight"
    bob = g.player("Bob")
    assert bob.score == ["Construction"] and bob.pile("red").cards == []
    assert bottom(g, 1)[:2] == ["Archery", "Metalworking"]


def test_skyscrapers_victim_chooses_and_nothing_beneath():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"blue": ["Publications"], "purple": ["Railroad", "Mysticism"], "yellow": ["Sanitation"]}},
        }
    )
    start(g, "Skyscrapers")
    assert g.pending.options == ["Publications", "Railroad"]  # yellow is excluded
    g.answer("Publications")
    assert g.player("Alice").top("blue") == "Publications"
    assert moved(g, "score") == [] and moved(g, "return") == []
    assert g.player("Bob").top("purple") == "Railroad"


def test_skyscrapers_no_card_with_a_clock():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Sanitation"]}},
        }
    )
    dogma(g, "Skyscrapers")
    assert moved(g, "transfer") == []


def test_skyscrapers_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"blue": ["Publications", "Tools"]}},
            "Carol": {"board": {"purple": ["Railroad"]}},
        }
    )
    dogma(g, "Skyscrapers")
    assert who_moved(g, "transfer") == [("Bob", "Publications"), ("Carol", "Railroad")]
    assert g.player("Bob").score == ["Tools"]


def test_skyscrapers_no_one_vulnerable():
    g = position({"Alice": {"board": {"yellow": ["Skyscrapers"]}}, "Bob": {"board": {"red": ["Flight", "Archery"]}}})
    dogma(g, "Skyscrapers")
    assert moved(g, "transfer") == [] and bonus(g) is False


# -- Socialism ---------------------------------------------------------------------------------------------------


def test_socialism_purple_tucked_takes_lowest_cards():
    g = position(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism", "Tools"]},
            "Bob": {"hand": ["Archery", "Oars", "Calendar"]},
            "Carol": {"hand": ["Optics", "Mapmaking"]},
        }
    )
    dogma(g, "Socialism", True)
    alice = g.player("Alice")
    assert alice.pile("purple").cards == ["Mysticism", "Socialism"] and alice.top("blue") == "Tools"
    assert alice.hand == ["Archery", "Oars", "Mapmaking"]
    assert g.player("Bob").hand == ["Calendar"] and g.player("Carol").hand == ["Optics"]


def test_socialism_no_purple_takes_nothing_and_order_asked_for_same_colour():
    g = position(
        {"Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Tools", "Writing"]}, "Bob": {"hand": ["Archery"]}}
    )
    dogma(g, "Socialism", True, ["Writing", "Tools"])
    alice = g.player("Alice")
    assert alice.pile("blue").cards == ["Tools", "Writing"] and alice.hand == []
    assert g.player("Bob").hand == ["Archery"]


def test_socialism_decline_and_empty_hand():
    g = position({"Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism"]}, "Bob": {"hand": ["Archery"]}})
    dogma(g, "Socialism", False)
    assert g.player("Alice").hand == ["Mysticism"] and moved(g, "tuck") == []
    g = position({"Alice": {"board": {"purple": ["Socialism"]}}, "Bob": {"hand": ["Archery"]}})
    dogma(g, "Socialism")
    assert g.pending is None and g.player("Bob").hand == ["Archery"]


def test_socialism_shared_tuck_earns_the_draw_and_idle_share_does_not():
    g = position(
        {
            "Alice": {"board": {"purple": ["Socialism"]}},
            "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Code of Laws"]},
        },
        supply={8: ["Flight"]},
    )
    dogma(g, "Socialism", True)
    assert g.player("Bob").top("purple") == "Code of Laws"
    assert bonus(g) is True and g.player("Alice").hand == ["Flight"]
    g = position({"Alice": {"board": {"purple": ["Socialism"]}}, "Bob": {"board": {"blue": ["Pottery"]}}})
    dogma(g, "Socialism")
    assert bonus(g) is False
