"""Echoes of the Past, age 7: every effect's branches, each choice, echo effects from the top card and from a covered
card a splay shows, demands against none / one / two, sharing and its bonus, the draw rule where several cards are
drawn, and the forecast kept from the other players. (Board piles are listed top card first.)"""

from helpers import P, cards, dogma, echoes_game, granted, log_text, moved, play, set_aside, start, step, who_moved

from innovation_nb.cards.data import CARDS


def echo_frames(g):
    """The cards whose echo effect ran, in order."""
    return [e.data["card"] for e in g.events if e.kind == "effect" and ", echo effect" in e.data["text"]]


def asked(g):
    """The players asked a real question, in order (forced decisions left out)."""
    return [e.player for e in g.events if e.kind == "decision" and not e.data["forced"]]


# -- Elevator ---------------------------------------------------------------------------------------------------

ELEVATOR = {"yellow": ["Elevator"], "green": ["Sailing", "The Wheel"]}  # 1 clock; Sailing on top of The Wheel


def test_elevator_echo_scores_an_end_of_the_green_pile_then_takes_a_value_from_the_hands():
    g = echoes_game(
        {
            "Alice": {"board": ELEVATOR, "score": ["Archery"]},
            "Bob": {"hand": ["Oars", "Calendar"], "score": ["Tools"]},
            "Carol": {"hand": ["Writing"]},
        }
    )
    start(g, "Elevator")
    assert g.pending.options == ["Sailing", "The Wheel"]
    step(g, "The Wheel")  # the bottom card; the only value in the score pile is then 1: not asked
    assert g.pending.kind == "choice" and g.pending.options == ["hands", "score piles"]
    step(g, "hands")
    assert sorted(P(g, "Alice").score) == ["Archery", "Oars", "The Wheel", "Writing"]
    assert P(g, "Bob").hand == ["Calendar"] and P(g, "Bob").score == ["Tools"] and P(g, "Carol").hand == []
    assert [c for _, c in who_moved(g, "transfer")] == ["Oars", "Writing"]  # Bob, then Carol
    assert cards(g, "Alice", "green") == ["Sailing"]


def test_elevator_takes_the_chosen_value_from_the_score_piles():
    g = echoes_game(
        {
            "Alice": {"board": ELEVATOR, "score": ["Archery", "Calendar"]},
            "Bob": {"hand": ["Mapmaking"], "score": ["Tools", "Currency", "Fermenting"]},
        }
    )
    dogma(g, "Elevator", "Sailing")
    assert g.pending.kind == "value" and g.pending.options == [1, 2]
    step(g, 2)
    step(g, "score piles")
    assert sorted(P(g, "Alice").score) == ["Archery", "Calendar", "Currency", "Fermenting", "Sailing"]
    assert P(g, "Bob").score == ["Tools"] and P(g, "Bob").hand == ["Mapmaking"]


def test_elevator_with_no_green_card_and_an_empty_score_pile_does_nothing():
    g = echoes_game({"Alice": {"board": {"yellow": ["Elevator"]}}, "Bob": {"score": ["Tools"]}})
    play(g, "Elevator")
    assert asked(g) == [] and moved(g, "score") == [] and moved(g, "transfer") == []


def test_elevator_a_single_green_card_is_scored_without_a_question():
    g = echoes_game({"Alice": {"board": {"yellow": ["Elevator"], "green": ["Sailing"]}}, "Bob": {}})
    dogma(g, "Elevator")
    assert P(g, "Alice").score == ["Sailing"] and g.pending.kind == "choice"


def test_elevator_echo_from_a_covered_card_splayed_right():
    right = {"yellow": {"cards": ["Agriculture", "Elevator"], "splay": "right"}, "green": ["Sailing"]}
    g = echoes_game({"Alice": {"board": right}, "Bob": {}})
    play(g, "Agriculture")  # Agriculture's own effect: an empty hand, nothing to return
    assert echo_frames(g) == ["Elevator"] and P(g, "Alice").score == ["Sailing"]
    assert "splayed right" in [e for e in g.events if e.kind == "card"][0].data["plan"]["echoes"][0]["why"]
    left = {"yellow": {"cards": ["Agriculture", "Elevator"], "splay": "left"}, "green": ["Sailing"]}
    g = echoes_game({"Alice": {"board": left}, "Bob": {}})
    play(g, "Agriculture")  # a left splay shows the bottom-right slot only: no echo effect
    assert echo_frames(g) == [] and P(g, "Alice").score == []


def test_elevator_takes_from_a_teammates_hand_too():
    # "The other players" include a teammate (an effect on opponents would leave him out).
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Elevator"]}, "score": ["Archery"]},
            "Bob": {"hand": ["Oars"]},
            "Carol": {"hand": ["Tools"]},
            "Dave": {},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    play(g, "Elevator", "hands")
    assert sorted(P(g, "Alice").score) == ["Archery", "Oars", "Tools"]


def test_elevator_echo_shared_earns_the_sharing_bonus():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Elevator"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"green": ["Bicycle"]}},
        },  # 1 clock each: Bob shares
        supply={7: ["Lighting"]},
    )
    play(g, "Elevator", "hands")
    assert P(g, "Bob").score == ["Bicycle"] and granted(g) == [True]
    assert P(g, "Alice").hand == ["Puppet", "Lighting"]  # the free draw: Alice's highest top card is a 7


# -- Fertilizer -------------------------------------------------------------------------------------------------

FERTILIZER = {"yellow": ["Fertilizer"]}  # 2 leaves


def test_fertilizer_returns_a_card_and_takes_its_value_from_every_score_pile():
    g = echoes_game(
        {
            "Alice": {"board": FERTILIZER, "hand": ["Oars", "Calendar"], "score": ["Tools", "Mapmaking"]},
            "Bob": {"score": ["Archery", "Currency"]},
            "Carol": {"score": ["Sailing"]},
        }
    )
    dogma(g, "Fertilizer", "Oars")
    assert P(g, "Alice").hand == ["Calendar", "Tools", "Archery", "Sailing"]  # own pile first, then clockwise
    assert P(g, "Alice").score == ["Mapmaking"] and P(g, "Bob").score == ["Currency"] and P(g, "Carol").score == []
    assert g.state.supply[0][0] == "Oars"


def test_fertilizer_declined_or_with_an_empty_hand_moves_nothing():
    g = echoes_game({"Alice": {"board": FERTILIZER, "hand": ["Oars"]}, "Bob": {"score": ["Archery"]}})
    dogma(g, "Fertilizer", None, 3)
    assert P(g, "Alice").hand == ["Oars"] and P(g, "Bob").score == ["Archery"] and moved(g, "return") == []
    g = echoes_game({"Alice": {"board": FERTILIZER}, "Bob": {"score": ["Archery"]}})
    start(g, "Fertilizer")
    assert g.pending.kind == "value"  # the first effect asked nothing


def test_fertilizer_foreshadows_a_card_of_the_chosen_value_hidden_from_the_others():
    g = echoes_game({"Alice": {"board": FERTILIZER}, "Bob": {}}, supply={4: ["Invention"]})
    start(g, "Fertilizer")
    assert g.pending.options == list(range(1, 11))
    step(g, 4)
    assert P(g, "Alice").forecast == ["Invention"]
    assert "Invention" in log_text(g, "Alice") and "Invention" not in log_text(g, "Bob")


def test_fertilizer_shared_foreshadow_earns_the_sharing_bonus():
    g = echoes_game(
        {
            "Alice": {"board": FERTILIZER, "hand": ["Puppet"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },  # 3 leaves ≥ 2: Bob shares
        supply={1: ["Oars", "Tools"], 7: ["Lighting"]},
    )
    play(g, "Fertilizer", None, 1, 1)  # Bob has no hand; Alice keeps Puppet; Bob, then Alice foreshadow a 1
    assert P(g, "Bob").forecast == ["Oars"] and P(g, "Alice").forecast == ["Tools"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Lighting"]


# -- Ice Cream --------------------------------------------------------------------------------------------------

ICE_CREAM = {"purple": ["Ice Cream"], "red": ["Oars"], "green": ["Homing Pigeons"], "blue": ["Tools"]}  # 2 leaves


def test_ice_cream_echo_scores_a_top_card_that_is_not_purple_and_has_no_bonus():
    g = echoes_game({"Alice": {"board": ICE_CREAM}, "Bob": {"board": {"yellow": ["Agriculture"]}}})
    start(g, "Ice Cream")
    assert g.pending.options == ["Tools", "Oars"]  # Ice Cream is purple, Homing Pigeons shows a bonus
    step(g, "Oars")
    assert P(g, "Alice").score == ["Oars"]


def test_ice_cream_demand_draws_and_melds_a_1_for_each_vulnerable_opponent_in_order():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Ice Cream"], "yellow": ["Agriculture"]}},  # 4 leaves
            "Bob": {"hand": ["Puppet"]},
            "Carol": {"board": {"yellow": ["Fermenting"]}, "hand": ["Bell"]},
            "Dave": {"board": {"blue": ["Pottery"]}},
        },  # 0, 2 and 3 leaves: all three vulnerable
        supply={1: ["Oars", "Tools", "Writing"]},
    )
    play(g, "Ice Cream", None)  # the echo scores Agriculture (the only choice); the achievements are left alone
    assert who_moved(g, "meld") == [("Bob", "Oars"), ("Carol", "Tools"), ("Dave", "Writing")]


def test_ice_cream_demand_with_nobody_vulnerable_melds_nothing():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Ice Cream"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Puppet"]},
        }
    )
    play(g, "Ice Cream", None, None)  # Bob shares: his echo scores Agriculture, which earns the free draw
    assert moved(g, "meld") == [] and P(g, "Bob").score == ["Agriculture"] and granted(g) == [True]


def test_ice_cream_moves_the_bottom_card_of_the_chosen_pile_to_the_achievements():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Ice Cream"]}}, "Bob": {"hand": ["Puppet"]}},
        removed=set_aside(6),
        supply={1: ["Oars"]},
    )
    start(g, "Ice Cream")  # nothing to score; Bob melds a 1
    assert g.pending.kind == "value" and g.pending.options == [7, 8, 9] and g.pending.optional  # 6s: empty
    bottom = g.state.supply[7][0]
    before = list(g.state.achievements)
    step(g, 8)
    assert g.state.achievements == before + [bottom] and bottom not in g.state.supply[7]
    assert bottom not in log_text(g, "Alice") and bottom not in log_text(g, "Bob")  # the supply order is secret


def test_ice_cream_may_leave_the_achievements_alone():
    g = echoes_game({"Alice": {"board": {"purple": ["Ice Cream"]}}, "Bob": {"hand": ["Puppet"]}})
    before = list(g.state.achievements)
    play(g, "Ice Cream", None)
    assert g.state.achievements == before


def test_ice_cream_echo_from_a_covered_card_splayed_up():
    up = {"purple": {"cards": ["Mysticism", "Ice Cream"], "splay": "up"}, "red": ["Oars"]}
    g = echoes_game({"Alice": {"board": up, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Tools"]})
    play(g, "Mysticism")  # the echo scores Oars; Mysticism draws a 1 (Tools is blue: no purple, kept)
    assert echo_frames(g) == ["Ice Cream"] and P(g, "Alice").score == ["Oars"]
    assert P(g, "Alice").hand == ["Puppet", "Tools"]


# -- Jeans ------------------------------------------------------------------------------------------------------

JEANS = {"green": ["Jeans"]}  # 1 leaf


def test_jeans_echo_foreshadows_one_9_and_returns_the_other():
    g = echoes_game(
        {"Alice": {"board": JEANS, "hand": ["Puppet"]}, "Bob": {"hand": ["Bell"]}},
        supply={9: ["Genetics", "Ecology"], 1: ["Oars", "Tools"], 2: ["Calendar", "Mapmaking"]},
    )
    start(g, "Jeans")
    assert sorted(g.pending.options) == ["Ecology", "Genetics"]
    step(g, "Ecology")
    assert P(g, "Alice").forecast == ["Ecology"] and g.state.supply[8][0] == "Genetics"
    assert "Ecology" not in log_text(g, "Bob")


def test_jeans_draws_two_values_melds_one_and_returns_the_other():
    g = echoes_game(
        {"Alice": {"board": JEANS, "hand": ["Puppet"]}, "Bob": {}},
        supply={9: ["Genetics", "Ecology"], 2: ["Calendar"], 5: ["Coal"]},
    )
    dogma(g, "Jeans", "Genetics", 5)
    assert g.pending.options == [1, 2, 3, 4, 6]  # not 5 again, nothing from 7 up
    step(g, 2)
    assert moved(g, "reveal") == ["Coal", "Calendar"]  # the first value picked is drawn first
    step(g, "Coal")
    assert P(g, "Alice").top("red") == "Coal" and g.state.supply[1][0] == "Calendar"
    assert P(g, "Alice").hand == ["Puppet"]


def test_jeans_echo_from_a_covered_card_splayed_right_and_the_draw_rule():
    right = {"green": {"cards": ["Sailing", "Jeans"], "splay": "right"}}
    g = echoes_game(
        {"Alice": {"board": right}, "Bob": {}}, supply={9: ["Genetics"], 1: ["Oars", "Tools"]}, echoes={9: ["ATM"]}
    )
    dogma(g, "Sailing")  # an empty hand: a base 9, then (a base card in hand, no Echoes card) an Echoes 9
    assert echo_frames(g) == ["Jeans"] and moved(g, "draw")[:2] == ["Genetics", "ATM"]
    step(g, "ATM")
    assert P(g, "Alice").forecast == ["ATM"] and "Genetics" in g.state.supply[8]


# -- Machine Gun ------------------------------------------------------------------------------------------------

FIVE = {
    "red": ["Machine Gun"],
    "blue": ["Tools"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Mysticism"],
}  # 2 factories


def test_machine_gun_echo_scores_a_7_with_five_top_cards_then_returns_the_others():
    g = echoes_game({"Alice": {"board": FIVE, "hand": ["Puppet"]}, "Bob": {}}, supply={7: ["Lighting"]})
    start(g, "Machine Gun")
    assert P(g, "Alice").score == ["Lighting"]
    assert g.pending.kind == "order"  # four 1s go under the same pile: their order is Alice's
    step(g, ["Tools", "Agriculture", "Mysticism", "Sailing"])
    assert P(g, "Alice").top_cards() == ["Machine Gun"]
    assert moved(g, "return") == ["Tools", "Agriculture", "Mysticism", "Sailing"]


def test_machine_gun_echo_with_four_top_cards_does_nothing():
    four = {k: v for k, v in FIVE.items() if k != "purple"}
    g = echoes_game({"Alice": {"board": four}, "Bob": {}}, supply={7: ["Lighting"]})
    dogma(g, "Machine Gun", ["Tools", "Agriculture", "Sailing"])
    assert moved(g, "score") == [] and sorted(moved(g, "return")) == ["Agriculture", "Sailing", "Tools"]


def test_machine_gun_demand_takes_top_cards_with_a_bonus_then_the_victim_draws_a_7():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Machine Gun"]}},
            "Bob": {"board": {"purple": ["Puppet"], "yellow": ["Soap"], "blue": ["Tools"]}, "hand": ["Bell"]},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
        supply={7: ["Lighting"]},
    )
    play(g, "Machine Gun")
    assert sorted(P(g, "Alice").score) == ["Puppet", "Soap"] and P(g, "Bob").top_cards() == ["Tools"]
    assert P(g, "Bob").hand == ["Bell", "Lighting"]
    assert P(g, "Carol").hand == [] and [e.player for e in g.events if e.kind == "draw"] == ["Bob"]


def test_machine_gun_demand_on_two_in_turn_order():
    g = echoes_game(
        {
            "Alice": {"board": {"red": ["Machine Gun"]}},
            "Bob": {"board": {"purple": ["Puppet"]}, "hand": ["Bell"]},
            "Carol": {"board": {"yellow": ["Soap"]}, "hand": ["Flute"]},
        },
        supply={7: ["Lighting", "Sanitation"]},
    )
    play(g, "Machine Gun")
    assert who_moved(g, "transfer") == [("Bob", "Puppet"), ("Carol", "Soap")]
    assert who_moved(g, "draw") == [("Bob", "Lighting"), ("Carol", "Sanitation")]


def test_machine_gun_echo_from_a_covered_card_needs_an_up_splay():
    up = {
        "red": {"cards": ["Oars", "Machine Gun"], "splay": "up"},
        "blue": ["Tools"],
        "green": ["Sailing"],
        "yellow": ["Agriculture"],
        "purple": ["Mysticism"],
    }
    g = echoes_game({"Alice": {"board": up, "hand": ["Puppet"]}, "Bob": {}}, supply={7: ["Lighting"]})
    dogma(g, "Oars")
    assert echo_frames(g) == ["Machine Gun"] and P(g, "Alice").score == ["Lighting"]
    right = dict(up, red={"cards": ["Oars", "Machine Gun"], "splay": "right"})
    g = echoes_game({"Alice": {"board": right, "hand": ["Puppet"]}, "Bob": {}}, supply={7: ["Lighting"]})
    dogma(g, "Oars")
    assert echo_frames(g) == [] and P(g, "Alice").score == []


# -- Photography ------------------------------------------------------------------------------------------------

PHOTOGRAPHY = {"blue": {"cards": ["Photography", "Ruler"], "splay": "up"}}  # 2 lightbulbs; Ruler's echo shows


RED_TWO_ECHOES = {"red": {"cards": ["Jet", "Bandage"], "splay": "up"}}  # Jet on top; Bandage's echo shows splayed up


def test_photography_echo_melds_from_the_forecast_and_three_echoes_in_a_colour_claim_history():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Photography"], **RED_TWO_ECHOES}}, "Bob": {}},
        forecast={"Alice": ["Rubber", "Optics"]},
    )
    start(g, "Photography")
    assert g.pending.options == ["Rubber", "Optics"]
    step(g, "Rubber")
    assert cards(g, "Alice", "red") == ["Bandage", "Jet", "Rubber"]
    assert "History" in P(g, "Alice").achievements  # Bandage, Jet, Rubber: three echo effects in red


def test_photography_without_its_echo_claims_nothing():
    # Email executes Photography's non-demand effects: no echo effect runs, so nothing is melded from the forecast
    # and red keeps its two echo effects.
    board = {"green": ["Email"], "blue": ["Photography"], **RED_TWO_ECHOES}
    g = echoes_game(
        {"Alice": {"board": board, "hand": ["Puppet"]}, "Bob": {}},
        forecast={"Alice": ["Rubber"]},
        supply={9: ["Genetics"], 10: ["Robotics"]},
    )
    play(g, "Email")
    assert "History" not in P(g, "Alice").achievements and cards(g, "Alice", "red") == ["Bandage", "Jet"]
    assert P(g, "Alice").forecast == ["Rubber", "Robotics", "Genetics"] and echo_frames(g) == ["Email"]


def test_photography_with_an_empty_forecast_and_two_echoes_does_nothing():
    g = echoes_game({"Alice": {"board": PHOTOGRAPHY, "hand": ["Puppet"]}, "Bob": {}}, supply={2: ["Calendar"]})
    play(g, "Photography")
    assert moved(g, "meld") == [] and "History" not in P(g, "Alice").achievements


def test_photography_echo_from_a_covered_card_splayed_right():
    right = {"blue": {"cards": ["Tools", "Photography"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": right}, "Bob": {}}, forecast={"Alice": ["Oars"]})
    play(g, "Tools")  # the echo melds Oars from the forecast; Tools then finds an empty hand
    assert echo_frames(g) == ["Photography"] and P(g, "Alice").top("red") == "Oars" and P(g, "Alice").forecast == []


def test_photography_demand_takes_the_highest_top_card_into_the_hand():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Photography"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"red": ["Coal"], "green": ["Banking"], "purple": ["Mysticism"]}},
            "Carol": {"board": {"yellow": ["Fermenting"]}},
        }
    )
    start(g, "Photography")
    assert g.pending.player == "Bob" and g.pending.options == ["Coal", "Banking"]  # two 5s: Bob picks
    step(g, "Banking")
    assert P(g, "Bob").hand == ["Banking"] and P(g, "Carol").hand == ["Fermenting"]


def test_photography_demand_against_nobody():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Photography"]}}, "Bob": {"board": {"blue": ["Tools"], "red": ["Coal"]}}}
    )
    play(g, "Photography")
    assert P(g, "Bob").hand == [] and P(g, "Bob").top("red") == "Coal"


# -- Rubber -----------------------------------------------------------------------------------------------------


def test_rubber_echo_tucks_two_8s_then_scores_a_top_card_without_a_bonus_and_splays_red_up():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Rubber"], "purple": ["Puppet"], "blue": ["Tools"]}, "hand": ["Bell"]}, "Bob": {}},
        supply={8: ["Flight", "Socialism"]},
    )
    start(g, "Rubber")  # the only top card without a bonus is scored without a question
    assert cards(g, "Alice", "red") == ["Flight", "Rubber"] and cards(g, "Alice", "purple") == ["Socialism", "Puppet"]
    assert P(g, "Alice").score == ["Tools"] and g.pending.options == ["red"]
    step(g, True)
    assert P(g, "Alice").pile("red").splay == "up"


def test_rubber_scores_the_chosen_top_card_and_the_splay_may_be_declined():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Rubber"], "blue": ["Tools"], "green": ["Sailing"]}, "hand": ["Bell"]}, "Bob": {}},
        supply={8: ["Flight", "Mobility"]},
    )
    start(g, "Rubber")
    assert g.pending.options == ["Tools", "Sailing"]
    step(g, "Sailing")
    step(g, False)
    assert P(g, "Alice").score == ["Sailing"] and P(g, "Alice").pile("red").splay is None


def test_rubber_echo_from_a_covered_card_splayed_up():
    up = {"red": {"cards": ["Oars", "Rubber"], "splay": "up"}}
    g = echoes_game({"Alice": {"board": up, "hand": ["Bell"]}, "Bob": {}}, supply={8: ["Flight", "Mobility"]})
    play(g, "Oars")
    assert echo_frames(g) == ["Rubber"] and cards(g, "Alice", "red") == ["Mobility", "Flight", "Rubber", "Oars"]


# -- Saxophone --------------------------------------------------------------------------------------------------


def test_saxophone_wins_when_the_four_music_notes_show():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": {"cards": ["Saxophone", "Bell"], "splay": "right"}}},
            "Bob": {"board": {"purple": {"cards": ["Flute", "Piano"], "splay": "up"}}},
        }
    )
    play(g, "Saxophone", False)  # splayed right, Bell's hexagon (bottom left) shows; Piano's shows splayed up
    assert g.over and g.result.winners == ("Alice",)


def test_saxophone_draws_a_7_per_music_note_showing():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Saxophone"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"purple": {"cards": ["Flute", "Piano"], "splay": "right"}}},
        },
        forecast={"Alice": ["Bell"]},
        supply={7: ["Lighting", "Railroad"]},
    )
    play(g, "Saxophone")  # Saxophone and Flute show; Piano's hexagon (bottom middle) is hidden by a right splay
    assert not g.over and P(g, "Alice").hand == ["Puppet", "Lighting", "Railroad"]


def test_saxophone_splaying_up_first_can_show_the_last_note():
    board = {"purple": ["Saxophone", "Piano"]}
    others = {"purple": {"cards": ["Bell", "Flute"], "splay": "up"}}
    g = echoes_game({"Alice": {"board": board}, "Bob": {"board": others}})
    play(g, "Saxophone", False)
    assert not g.over and len(moved(g, "draw")) == 3  # Saxophone, Bell, Flute
    g = echoes_game({"Alice": {"board": board}, "Bob": {"board": others}})
    play(g, "Saxophone", True)
    assert g.result.winners == ("Alice",)


# -- Telegraph --------------------------------------------------------------------------------------------------

TELEGRAPH = {"green": ["Telegraph", "Sailing"], "blue": ["Tools", "Writing"]}  # 2 clocks


def test_telegraph_copies_an_opponents_splay():
    g = echoes_game(
        {
            "Alice": {"board": TELEGRAPH},
            "Bob": {"board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"}}},
        }
    )
    start(g, "Telegraph")
    assert g.pending.kind == "player" and g.pending.optional
    step(g, "Bob")  # green is the only colour that would change (Bob has no blue, Alice's is unsplayed): no question
    assert g.pending.options == ["blue"]  # the second effect
    step(g, False)
    assert P(g, "Alice").pile("green").splay == "left" and P(g, "Alice").pile("blue").splay is None


def test_telegraph_copying_an_unsplayed_or_missing_colour_unsplays_yours():
    board = {
        "green": {"cards": ["Telegraph", "Sailing"], "splay": "up"},
        "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
    }
    g = echoes_game({"Alice": {"board": board}, "Bob": {"board": {"green": ["Mapmaking", "Clothing"]}}})
    dogma(g, "Telegraph", "Bob")
    assert g.pending.options == ["blue", "green"]
    step(g, "blue")  # Bob has no blue: Alice's blue is unsplayed (ruling)
    step(g, True)  # then the second effect splays it up again
    assert [e.data["direction"] for e in g.events if e.kind == "splay"] == [None, "up"]


def test_telegraph_offers_nothing_when_no_splay_would_change_and_may_be_declined():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Telegraph"]}},
            "Bob": {"board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"}}},
        }
    )
    play(g, "Telegraph")
    assert asked(g) == []
    g = echoes_game(
        {
            "Alice": {"board": TELEGRAPH},
            "Bob": {"board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"}}},
        }
    )
    play(g, "Telegraph", None, False)
    assert [e for e in g.events if e.kind == "splay"] == []


def test_telegraph_never_copies_a_teammate():
    g = echoes_game(
        {
            "Alice": {"board": TELEGRAPH},
            "Bob": {"board": {"green": {"cards": ["Mapmaking", "Clothing"], "splay": "left"}}},
            "Carol": {"board": {"green": {"cards": ["Currency", "Compass"], "splay": "right"}}},
            "Dave": {},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    start(g, "Telegraph")
    assert g.pending.options == ["Bob"]


# -- Typewriter -------------------------------------------------------------------------------------------------


def test_typewriter_returns_the_hand_then_draws_a_6_and_one_higher_per_colour_returned():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Typewriter"]}, "hand": ["Oars", "Calendar", "Compass"]}, "Bob": {}},
        supply={6: ["Canning"], 7: ["Lighting"], 8: ["Flight"], 9: ["Genetics"]},
        echoes={7: ["Rubber"], 8: ["Nylon"], 9: ["ATM"]},
    )
    play(g, "Typewriter")
    # three colours returned (red, blue, green): a 6, then a 7, 8 and 9 — card by card the draw rule gives base (an
    # empty hand), Echoes (a base card and no Echoes card in hand), then base, base
    assert moved(g, "return") == ["Oars", "Calendar", "Compass"]
    assert moved(g, "draw") == ["Canning", "Rubber", "Flight", "Genetics"]


def test_typewriter_with_an_empty_hand_draws_a_6_alone():
    g = echoes_game({"Alice": {"board": {"blue": ["Typewriter"]}}, "Bob": {}}, supply={6: ["Canning"]})
    play(g, "Typewriter")
    assert moved(g, "draw") == ["Canning"]


def test_typewriter_counts_from_the_card_actually_drawn():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Typewriter"]}, "hand": ["Oars", "Puppet"]}, "Bob": {}},
        removed=set_aside(6),
        supply={7: ["Lighting"], 8: ["Flight"], 9: ["Genetics"]},
        echoes={7: ["Rubber"], 8: ["Nylon"], 9: ["ATM"]},
    )
    play(g, "Typewriter")  # red and purple returned; no 6 left: a 7 is drawn, then an 8 and a 9
    assert [CARDS[c].age for c in moved(g, "draw")] == [7, 8, 9]
