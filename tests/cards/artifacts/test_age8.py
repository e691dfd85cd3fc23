"""Artifacts of History, age 8: every effect's branches, each choice, the compels against one opponent, the sharing
bonus, and Battleship Yamato (no effects; 11 face up, 8 face down) wherever these cards read a value (whom each
compel reaches: test_compels_ages_7_to_10.py)."""

from helpers import (
    P,
    artifacts_game,
    cards,
    claimed_ages,
    compel_order,
    dogma,
    granted,
    log_text,
    moved,
    play,
    start,
    step,
)

from innovation_nb.cards.data import CARDS

# -- '30 World Cup Final Ball -------------------------------------------------------------------------------------

BALL = {"purple": ["'30 World Cup Final Ball"]}  # 2 leaves
BALL_CARD = "'30 World Cup Final Ball"


def test_world_cup_compel_returns_an_achievement_chosen_by_value():
    g = artifacts_game(
        {"Alice": {"board": BALL}, "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": [3, 5]}},
        supply={8: ["Quantum Theory", "Rocketry", "Empiricism"]},
    )
    five = P(g, "Bob").achievements[1]
    start(g, BALL_CARD)
    # Achievements lie face down, even for their owner: the choice names values only.
    assert g.pending.player == "Bob" and g.pending.kind == "value" and g.pending.options == [3, 5]
    step(g, 5)
    assert claimed_ages(g, "Bob") == [3] and g.state.supply[4][0] == five
    assert five not in log_text(g, "Bob") and five not in log_text(g, "Alice")


def test_world_cup_compel_leaves_specials_and_relics_alone():
    g = artifacts_game(
        {
            "Alice": {"board": BALL},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": ["Monument", "Complex Numbers"]},
        },
        relics=True,
        supply={8: ["Quantum Theory", "Rocketry", "Empiricism"]},
    )
    play(g, BALL_CARD)
    assert compel_order(g) == ["Bob"] and P(g, "Bob").achievements == ["Monument", "Complex Numbers"]
    assert moved(g, "return") == []


def test_world_cup_the_single_highest_top_card_achieves_and_it_repeats():
    g = artifacts_game(
        {
            "Alice": {"board": {**BALL, "yellow": ["Agriculture"], "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Coal"]}},
        },
        supply={8: ["Flight", "Antibiotics", "Quantum Theory"]},
    )
    play(g, BALL_CARD)
    # Flight (red): Bob's Coal beats Archery; Antibiotics (yellow): only Alice has yellow; Quantum Theory (blue):
    # nobody has blue, so it stays in Alice's hand.
    assert P(g, "Bob").achievements == ["Flight"] and P(g, "Alice").achievements == ["Antibiotics"]
    assert P(g, "Alice").hand == ["Quantum Theory"] and moved(g, "reveal") == [
        "Flight",
        "Antibiotics",
        "Quantum Theory",
    ]


def test_world_cup_a_tie_stops_at_once():
    g = artifacts_game(
        {"Alice": {"board": {**BALL, "red": ["Archery"]}}, "Bob": {"board": {"red": ["Oars"]}}}, supply={8: ["Flight"]}
    )
    play(g, BALL_CARD)
    assert P(g, "Alice").hand == ["Flight"] and P(g, "Bob").achievements == []


def test_world_cup_yamato_on_top_is_an_11():
    g = artifacts_game(
        {"Alice": {"board": {**BALL, "red": ["Flight"]}}, "Bob": {"board": {"red": ["Battleship Yamato"]}}},
        supply={8: ["Mobility", "Quantum Theory"]},
    )
    play(g, BALL_CARD)
    assert P(g, "Bob").achievements == ["Mobility"] and P(g, "Alice").hand == ["Quantum Theory"]


def test_world_cup_achieving_can_win_the_game():
    g = artifacts_game(
        {
            "Alice": {"board": {**BALL, "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Coal"]}, "achievements": [1, 2, 3, 4, 5, 6]},
        },
        supply={8: ["Flight"]},
    )
    play(g, BALL_CARD)
    assert g.over and g.result.winners == ("Bob",) and g.result.reason == "achievements"


def test_world_cup_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": BALL}, "Bob": {"board": {"yellow": ["Agriculture"]}}},
        supply={8: ["Quantum Theory", "Rocketry", "Empiricism"]},
    )
    play(g, BALL_CARD)
    assert P(g, "Bob").hand == ["Quantum Theory"] and P(g, "Alice").hand == ["Rocketry", "Empiricism"]
    assert granted(g) == [True]


# -- Battleship Bismarck ------------------------------------------------------------------------------------------

BISMARCK = {"board": {"red": ["Battleship Bismarck"]}}  # 3 factories


def test_bismarck_returns_every_card_of_the_drawn_colour():
    g = artifacts_game(
        {"Alice": BISMARCK, "Bob": {"board": {"red": ["Coal", "Metalworking"], "blue": ["Tools"]}}},
        supply={8: ["Flight"]},
    )
    play(g, "Battleship Bismarck")
    assert compel_order(g) == ["Bob"] and moved(g, "reveal") == ["Flight"]
    assert cards(g, "Bob", "red") == [] and P(g, "Bob").top("blue") == "Tools" and P(g, "Bob").hand == ["Flight"]


def test_bismarck_a_colour_missing_from_the_board_returns_nothing():
    g = artifacts_game({"Alice": BISMARCK, "Bob": {"board": {"red": ["Coal"]}}}, supply={8: ["Antibiotics"]})
    play(g, "Battleship Bismarck")
    assert moved(g, "return") == [] and P(g, "Bob").top("red") == "Coal"


def test_bismarck_the_victim_orders_cards_of_one_age():
    g = artifacts_game(
        {"Alice": BISMARCK, "Bob": {"board": {"red": ["Coal", "Archery", "Oars"]}}}, supply={8: ["Flight"]}
    )
    start(g, "Battleship Bismarck")
    assert g.pending.player == "Bob" and g.pending.kind == "order" and sorted(g.pending.options) == ["Archery", "Oars"]
    step(g, ["Archery", "Oars"])
    assert g.state.supply[0][0] == "Oars" and cards(g, "Bob", "red") == []


# -- Battleship Yamato --------------------------------------------------------------------------------------------


def test_yamato_cannot_be_dogmad_on_the_board_or_from_display():
    g = artifacts_game({"Alice": {"board": {"red": ["Battleship Yamato"]}}, "Bob": {}})
    assert "cannot be dogma'd" in g.why_illegal("dogma Battleship Yamato")
    assert not [a for a in g.legal_actions() if a.kind == "dogma"]
    g = artifacts_game({"Alice": {}, "Bob": {}}, display={"Alice": "Battleship Yamato"}, free_action=True)
    assert [str(a) for a in g.legal_actions()] == ["return Battleship Yamato", "pass"]


# -- Earhart's Lockheed Electra 10E -------------------------------------------------------------------------------

EARHART = "Earhart's Lockheed Electra 10E"  # 3 clocks


def test_earhart_returns_one_of_each_value_from_8_down_and_wins():
    # Each return uncovers the next value: eight cards returned.
    blue = [EARHART, "Evolution", "Atomic Theory", "Chemistry", "Experimentation", "Alchemy", "Calendar", "Tools"]
    g = artifacts_game({"Alice": {"board": {"blue": blue}}, "Bob": {}})
    play(g, EARHART)
    assert moved(g, "return") == blue and g.over and g.result.winners == ("Alice",)


def test_earhart_fewer_than_eight_claims_a_standard_achievement_of_any_value():
    # As for every "claim an achievement, ignoring eligibility": an available standard one, chosen by value.
    g = artifacts_game({"Alice": {"board": {"blue": [EARHART], "red": ["Archery"]}}, "Bob": {"achievements": [4]}})
    start(g, EARHART)
    assert moved(g, "return") == [EARHART, "Archery"]
    assert g.pending.kind == "value" and g.pending.options == [1, 2, 3, 5, 6, 7, 8, 9]
    step(g, 9)
    assert claimed_ages(g, "Alice") == [9] and not g.over and "Wonder" in g.state.specials


def test_earhart_the_player_chooses_among_top_cards_of_one_value():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [EARHART], "red": ["Combustion"], "purple": ["Lighting"]}}, "Bob": {}},
        specials=[],
        achievements=[],
    )
    start(g, EARHART)
    assert g.pending.options == ["Combustion", "Lighting"]
    step(g, "Lighting")
    # Nothing left to claim: no question.
    assert moved(g, "return") == [EARHART, "Lighting"] and g.pending is None and P(g, "Alice").achievements == []


def test_earhart_yamato_on_top_is_not_an_8():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [EARHART], "red": ["Battleship Yamato"]}}, "Bob": {}}, specials=[], achievements=[]
    )
    play(g, EARHART)
    assert moved(g, "return") == [EARHART] and P(g, "Alice").top("red") == "Battleship Yamato"


# -- Garland's Ruby Slippers --------------------------------------------------------------------------------------

SLIPPERS = "Garland's Ruby Slippers"  # 3 clocks


def test_slippers_without_an_8_in_hand_nothing_happens():
    g = artifacts_game({"Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, SLIPPERS)
    assert moved(g, "meld") == [] and not g.over


def test_slippers_melding_yamato_a_card_without_effects_wins():
    g = artifacts_game({"Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Battleship Yamato"]}, "Bob": {}})
    play(g, SLIPPERS)
    assert P(g, "Alice").top("red") == "Battleship Yamato" and g.over and g.result.winners == ("Alice",)


def test_slippers_executes_the_melded_card_as_if_on_it_demands_included():
    # Mobility's demand, as if on the Slippers, hits Bob (fewer clocks: vulnerable to the Slippers).
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Mobility", "Antibiotics"]},
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Tools"]}},
        },
        supply={8: ["Flight"]},
    )
    start(g, SLIPPERS)
    assert g.pending.options == ["Mobility", "Antibiotics"]
    step(g, "Mobility")
    assert P(g, "Alice").top("red") == "Mobility" and sorted(P(g, "Alice").score) == ["Sailing", "Tools"]
    assert P(g, "Bob").hand == ["Flight"]


# -- Meiji-Mura Stamp Vending Machine -----------------------------------------------------------------------------

MEIJI = {"green": ["Meiji-Mura Stamp Vending Machine"]}  # 2 crowns


def test_meiji_mura_returns_a_card_and_scores_three_of_its_value():
    g = artifacts_game(
        {"Alice": {"board": MEIJI, "hand": ["Calendar", "Tools"]}, "Bob": {}},
        supply={2: ["Currency", "Fermenting", "Mathematics"]},
    )
    start(g, "Meiji-Mura Stamp Vending Machine")
    assert g.pending.options == ["Calendar", "Tools"]
    step(g, "Calendar")
    assert P(g, "Alice").score == ["Currency", "Fermenting", "Mathematics"] and P(g, "Alice").hand == ["Tools"]


def test_meiji_mura_with_an_empty_hand_scores_three_1s():
    g = artifacts_game({"Alice": {"board": MEIJI}, "Bob": {}}, supply={1: ["Oars", "Tools", "Sailing"]})
    play(g, "Meiji-Mura Stamp Vending Machine")
    assert P(g, "Alice").score == ["Oars", "Tools", "Sailing"]


def test_meiji_mura_yamato_in_hand_is_an_8():
    g = artifacts_game(
        {"Alice": {"board": MEIJI, "hand": ["Battleship Yamato"]}, "Bob": {}},
        supply={8: ["Flight", "Mobility", "Empiricism"]},
    )
    play(g, "Meiji-Mura Stamp Vending Machine")
    assert P(g, "Alice").score == ["Flight", "Mobility", "Empiricism"]
    assert g.state.supplies["artifacts"][7][0] == "Battleship Yamato"


# -- Ocean Liner Titanic ------------------------------------------------------------------------------------------

TITANIC = "Ocean Liner Titanic"  # 2 crowns


def test_titanic_scores_the_bottom_card_of_each_colour():
    g = artifacts_game({"Alice": {"board": {"green": [TITANIC, "Sailing"], "red": ["Archery"]}}, "Bob": {}})
    play(g, TITANIC)
    assert sorted(P(g, "Alice").score) == ["Archery", "Sailing"]
    assert cards(g, "Alice", "green") == [TITANIC] and cards(g, "Alice", "red") == []


def test_titanic_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"green": [TITANIC]}}, "Bob": {"board": {"purple": ["Code of Laws"]}}},
        supply={8: ["Flight"]},
    )
    play(g, TITANIC)
    # Alice scores her only card, the Titanic itself: her free draw is of a 0, so a 1.
    assert P(g, "Bob").score == ["Code of Laws"] and P(g, "Alice").score == [TITANIC]
    assert granted(g) == [True] and [CARDS[c].age for c in P(g, "Alice").hand] == [1]


# -- Parnell Pitch Drop -------------------------------------------------------------------------------------------

PARNELL = "Parnell Pitch Drop"  # 3 lightbulbs


def test_parnell_a_card_with_three_clocks_wins():
    g = artifacts_game({"Alice": {"board": {"blue": [PARNELL]}}, "Bob": {}}, supply={9: ["Satellites"]})
    play(g, PARNELL)
    assert P(g, "Alice").top("green") == "Satellites" and g.over and g.result.winners == ("Alice",)


def test_parnell_otherwise_nothing_more():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [PARNELL], "red": ["Archery"]}}, "Bob": {}}, supply={9: ["Computers"]}
    )
    play(g, PARNELL)
    assert P(g, "Alice").top("blue") == "Computers" and not g.over


def test_parnell_with_yamato_on_top_draws_a_12_and_ends_the_game():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [PARNELL], "red": ["Battleship Yamato"]}, "score": ["Tools"]}, "Bob": {}}
    )
    play(g, PARNELL)
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


# -- Plush Beweglich Rod Bear -------------------------------------------------------------------------------------

BEAR = "Plush Beweglich Rod Bear"  # 3 leaves


def test_bear_splays_colours_with_a_top_of_that_value_and_returns_it_from_every_score_pile():
    g = artifacts_game(
        {
            "Alice": {
                "board": {
                    "yellow": [BEAR],
                    "red": ["Archery", "Oars"],
                    "green": ["Sailing"],
                    "blue": ["Calendar", "Tools"],
                },
                "score": ["Writing", "Coal"],
            },
            "Bob": {"score": ["Pottery", "Currency"]},
        }
    )
    start(g, BEAR)
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 11))
    step(g, 1)
    assert P(g, "Alice").pile("red").splay == "up" and P(g, "Alice").pile("blue").splay is None
    assert P(g, "Alice").score == ["Coal"] and P(g, "Bob").score == ["Currency"]
    assert sorted(moved(g, "return")) == ["Pottery", "Writing"]
    assert "Pottery" not in log_text(g, "Alice")  # Bob's score pile is his alone


def test_bear_asks_the_order_only_of_cards_you_can_see():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [BEAR]}, "score": ["Writing", "Tools"]}, "Bob": {"score": ["Pottery", "Oars"]}}
    )
    dogma(g, BEAR, 1)
    assert g.pending.kind == "order" and g.pending.player == "Alice"
    assert sorted(g.pending.options) == ["Tools", "Writing"]
    step(g, ["Tools", "Writing"])
    assert P(g, "Alice").score == [] and P(g, "Bob").score == []


def test_bear_offers_11_with_yamato_on_top_and_reads_it_as_8_in_a_score_pile():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [BEAR, "Antibiotics"], "red": ["Battleship Yamato", "Coal"]}}, "Bob": {}}
    )
    start(g, BEAR)
    assert g.pending.options == list(range(1, 12))
    step(g, 11)
    assert P(g, "Alice").pile("red").splay == "up" and P(g, "Alice").pile("yellow").splay is None
    g = artifacts_game({"Alice": {"board": {"yellow": [BEAR, "Antibiotics"]}}, "Bob": {"score": ["Battleship Yamato"]}})
    dogma(g, BEAR, 8)
    assert P(g, "Alice").pile("yellow").splay == "up" and P(g, "Bob").score == []


# -- Time ---------------------------------------------------------------------------------------------------------

TIME = {"board": {"yellow": ["Time"]}}  # 2 clocks


def test_time_moves_non_yellow_tops_with_a_clock_one_by_one():
    g = artifacts_game(
        {
            "Alice": TIME,
            "Bob": {"board": {"blue": ["Quantum Theory"], "red": ["Flight", "Coal"], "yellow": ["Singer Model 27"]}},
        }
    )
    start(g, "Time")
    assert g.pending.player == "Bob" and g.pending.options == ["Quantum Theory", "Flight"]
    step(g, "Flight")
    # Coal (no clock) is on top now; Quantum Theory goes next (forced); the yellow Singer stays.
    assert P(g, "Alice").top("red") == "Flight" and P(g, "Alice").top("blue") == "Quantum Theory"
    assert P(g, "Bob").top_cards() == ["Coal", "Singer Model 27"] and g.pending is None
