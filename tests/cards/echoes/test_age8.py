"""Echoes of the Past, age 8: every effect's branches, each choice, echo effects from the top card and from a covered
card a splay shows, demands against none / one / two, sharing and its bonus, "repeat" ending, the draw rule where
several cards are drawn, and hidden cards kept from the other players. (Board piles are listed top card first.)"""

from helpers import P, cards, dogma, echoes_game, granted, log_text, moved, play, set_aside, start, step, who_moved

from innovation_nb.cards.data import CARDS


def echo_frames(g):
    return [e.data["card"] for e in g.events if e.kind == "effect" and ", echo effect" in e.data["text"]]


def sets(g):
    """The card set of each card drawn, in order."""
    return [CARDS[c].set for c in moved(g, "draw")]


# -- Air Conditioner --------------------------------------------------------------------------------------------

AIR = {"yellow": ["Air Conditioner"]}  # 1 leaf


def test_air_conditioner_echo_may_score_a_card_from_the_hand():
    g = echoes_game({"Alice": {"board": AIR, "hand": ["Tools", "Calendar"]}, "Bob": {"board": {"green": ["Clothing"]}}})
    start(g, "Air Conditioner")  # Bob (2 leaves) shares, with an empty hand: nothing to ask him
    assert g.pending.player == "Alice" and g.pending.optional and g.pending.options == ["Tools", "Calendar"]
    step(g, "Calendar")
    assert P(g, "Alice").score == ["Calendar"] and granted(g) == [False]  # Bob's share changed nothing
    g = echoes_game({"Alice": {"board": AIR, "hand": ["Tools"]}, "Bob": {}})
    play(g, "Air Conditioner", None)
    assert P(g, "Alice").score == [] and P(g, "Alice").hand == ["Tools"]


def test_air_conditioner_demand_returns_the_score_cards_matching_a_top_card_value():
    g = echoes_game(
        {
            "Alice": {"board": AIR},
            "Bob": {
                "board": {"blue": ["Tools"], "red": ["Coal"]},
                "score": ["Oars", "Mapmaking", "Banking", "Archery"],
            },
        }
    )
    start(g, "Air Conditioner")  # Bob's top cards are a 1 and a 5
    assert g.pending.player == "Bob" and g.pending.kind == "order" and sorted(g.pending.options) == ["Archery", "Oars"]
    step(g, ["Archery", "Oars"])
    assert P(g, "Bob").score == ["Mapmaking"] and moved(g, "return") == ["Archery", "Oars", "Banking"]


def test_air_conditioner_demand_on_two_in_order_and_on_nobody():
    g = echoes_game(
        {
            "Alice": {"board": AIR},
            "Bob": {"board": {"blue": ["Tools"]}, "score": ["Oars"]},
            "Carol": {"board": {"red": ["Coal"]}, "score": ["Banking", "Mapmaking"]},
        }
    )
    play(g, "Air Conditioner")
    assert who_moved(g, "return") == [("Bob", "Oars"), ("Carol", "Banking")]
    g = echoes_game({"Alice": {"board": AIR}, "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]}})
    play(g, "Air Conditioner")  # Bob has more leaves: he shares the echo (empty hand), the demand misses him
    assert P(g, "Bob").score == ["Oars"] and moved(g, "return") == []


def test_air_conditioner_echo_from_a_covered_card_splayed_right_shared_for_the_bonus():
    right = {"yellow": {"cards": ["Agriculture", "Air Conditioner"], "splay": "right"}}
    g = echoes_game(
        {
            "Alice": {"board": right, "hand": ["Puppet"]},
            "Bob": {"board": {"yellow": ["Canning"], "green": ["Clothing"]}, "hand": ["Oars"]},
        },
        supply={1: ["Tools"]},
    )
    dogma(g, "Agriculture", "Oars", None, None)  # 4 leaves against 3: Bob shares and scores Oars
    assert echo_frames(g) == ["Air Conditioner"] and P(g, "Bob").score == ["Oars"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Tools"]


# -- Bandage ----------------------------------------------------------------------------------------------------

BANDAGE = {"red": ["Bandage"]}  # 2 leaves


def test_bandage_echo_melds_a_card_with_a_leaf():
    g = echoes_game(
        {
            "Alice": {"board": BANDAGE, "hand": ["Tools", "Pottery", "Clothing"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        }
    )
    start(g, "Bandage")  # Bob shares (3 leaves) with an empty hand
    assert g.pending.options == ["Pottery", "Clothing"]
    step(g, "Clothing")
    assert P(g, "Alice").top("green") == "Clothing" and P(g, "Alice").hand == ["Tools", "Pottery"]


def test_bandage_demand_returns_the_highest_unmatched_score_card_then_a_top_card_with_a_clock():
    g = echoes_game(
        {
            "Alice": {"board": BANDAGE},
            "Bob": {
                "hand": ["Coal"],
                "score": ["Banking", "Calendar", "Mapmaking", "Oars"],
                "board": {"blue": ["Publications"], "green": ["Bicycle"], "red": ["Archery"]},
            },
        }
    )
    start(g, "Bandage")  # the 5 is matched by Coal in hand: the highest unmatched are the 2s
    assert g.pending.player == "Bob" and g.pending.options == ["Calendar", "Mapmaking"]
    step(g, "Mapmaking")
    assert g.pending.options == ["Publications", "Bicycle"]  # the top cards with a clock
    step(g, "Bicycle")
    assert sorted(P(g, "Bob").score) == ["Banking", "Calendar", "Oars"]
    assert P(g, "Bob").top("green") is None and moved(g, "return") == ["Mapmaking", "Bicycle"]


def test_bandage_demand_with_everything_matched_and_no_clock_returns_nothing():
    g = echoes_game(
        {
            "Alice": {"board": BANDAGE},
            "Bob": {"hand": ["Tools", "Calendar"], "score": ["Oars", "Mapmaking"], "board": {"red": ["Coal"]}},
        }
    )
    play(g, "Bandage")
    assert moved(g, "return") == []


def test_bandage_demand_on_two_in_order():
    g = echoes_game(
        {"Alice": {"board": BANDAGE}, "Bob": {"score": ["Oars"]}, "Carol": {"board": {"blue": ["Publications"]}}}
    )
    play(g, "Bandage")
    assert who_moved(g, "return") == [("Bob", "Oars"), ("Carol", "Publications")]


def test_bandage_echo_from_a_covered_card_splayed_right():
    right = {"red": {"cards": ["Oars", "Bandage"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": right, "hand": ["Pottery", "Puppet"]}, "Bob": {}}, supply={1: ["Tools"]})
    play(g, "Oars")  # the only card with a leaf is melded without a question; Oars then draws a 1
    assert echo_frames(g) == ["Bandage"] and P(g, "Alice").top("blue") == "Pottery"


# -- Crossword --------------------------------------------------------------------------------------------------


def test_crossword_draws_a_card_per_visible_bonus_lowest_first():
    g = echoes_game(
        {
            "Alice": {
                "board": {
                    "purple": ["Crossword"],
                    "red": ["Bangle"],
                    "yellow": {"cards": ["Agriculture", "Soap"], "splay": "right"},
                }
            },
            "Bob": {},
        },
        supply={1: ["Oars"], 8: ["Flight"]},
        echoes={2: ["Scissors"]},
    )
    play(g, "Crossword")  # bonuses 8, 1 and Soap's 2 (bottom left, shown by the right splay)
    assert moved(g, "draw") == ["Oars", "Scissors", "Flight"] and sets(g) == ["base", "echoes", "base"]


def test_crossword_a_bonus_of_11_ends_the_game():
    g = echoes_game(
        {
            "Alice": {
                "board": {"purple": ["Crossword"], "blue": ["Artificial Heart"]},
                "hand": ["Puppet"],
                "score": ["Coal"],
            },
            "Bob": {"score": ["Tools"]},
        },
        supply={8: ["Flight"]},
    )
    play(g, "Crossword")
    assert moved(g, "draw") == ["Flight"] and g.over and g.result.reason == "score"
    assert g.result.winners == ("Alice",)


def test_crossword_shared_draws_earn_the_sharing_bonus():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Crossword"]}, "hand": ["Bell"]},
            "Bob": {"board": {"green": ["Sailing"], "purple": ["Puppet"]}, "hand": ["Flute"]},
        },
        supply={3: ["Compass"], 8: ["Flight", "Mobility", "Socialism"]},
    )
    play(g, "Crossword")  # Bob: 3 crowns ≥ 2 shares, and draws a 3 for Puppet's bonus
    assert P(g, "Bob").hand == ["Flute", "Compass"] and granted(g) == [True]
    assert P(g, "Alice").hand == ["Bell", "Flight", "Mobility"]


# -- Nylon ------------------------------------------------------------------------------------------------------

NYLON = {"green": ["Nylon"], "red": ["Coal"]}  # 5 factories


def test_nylon_tucks_an_8_per_three_factories_and_repeats_after_a_green_tuck():
    g = echoes_game({"Alice": {"board": NYLON, "hand": ["Puppet"]}, "Bob": {}}, supply={8: ["Corporations", "Flight"]})
    play(g, "Nylon", True)
    assert moved(g, "tuck") == ["Corporations", "Flight"]  # green, so once more; red ends it
    assert cards(g, "Alice", "green") == ["Corporations", "Nylon"] and P(g, "Alice").pile("red").splay == "up"


def test_nylon_fewer_than_three_factories_tuck_nothing():
    g = echoes_game({"Alice": {"board": {"green": ["Nylon"]}}, "Bob": {}})
    play(g, "Nylon")
    assert moved(g, "tuck") == [] and moved(g, "draw") == []


def test_nylon_repeats_with_the_new_count():
    g = echoes_game(
        {"Alice": {"board": NYLON, "hand": ["Puppet"]}, "Bob": {}},
        supply={8: ["Corporations", "Mass Media", "Mobility", "Flight"]},
    )
    play(g, "Nylon", False)  # two greens in a row: three tucks in all, the count staying at 5 (one a time)
    assert moved(g, "tuck") == ["Corporations", "Mass Media", "Mobility"]


# -- Parachute --------------------------------------------------------------------------------------------------

PARACHUTE = {"red": ["Parachute"]}  # 2 clocks


def test_parachute_takes_every_card_without_a_clock():
    g = echoes_game(
        {
            "Alice": {"board": PARACHUTE},
            "Bob": {"hand": ["Tools", "Quantum Theory", "Oars"]},
            "Carol": {"hand": ["Flight"]},
        }
    )
    play(g, "Parachute")
    assert P(g, "Alice").hand == ["Tools", "Oars"] and P(g, "Bob").hand == ["Quantum Theory"]
    assert P(g, "Carol").hand == ["Flight"]
    assert "Tools" not in log_text(g, "Carol")  # a move between two hands: only the two players see it


def test_parachute_on_two_in_order_and_on_nobody():
    g = echoes_game({"Alice": {"board": PARACHUTE}, "Bob": {"hand": ["Tools"]}, "Carol": {"hand": ["Oars"]}})
    play(g, "Parachute")
    assert who_moved(g, "transfer") == [("Bob", "Tools"), ("Carol", "Oars")]
    g = echoes_game({"Alice": {"board": PARACHUTE}, "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Tools"]}})
    play(g, "Parachute")
    assert P(g, "Bob").hand == ["Tools"]


# -- Radio Telescope --------------------------------------------------------------------------------------------


def test_radio_telescope_draws_a_9_per_two_lightbulbs_melds_one_and_returns_the_rest():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Radio Telescope"], "purple": ["Philosophy"]}, "hand": ["Puppet"]}, "Bob": {}},
        supply={9: ["Genetics", "Satellites", "Services"]},
    )
    start(g, "Radio Telescope")  # 6 lightbulbs: three 9s
    assert g.pending.options == ["Genetics", "Satellites", "Services"]
    step(g, "Satellites")
    assert g.pending.kind == "order"  # the two returned 9s go under the same pile
    step(g, ["Services", "Genetics"])
    assert P(g, "Alice").top("green") == "Satellites" and P(g, "Alice").hand == ["Puppet"]
    assert g.state.supply[8][:2] == ["Genetics", "Services"] and not g.over


def test_radio_telescope_melding_a_i_wins():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Radio Telescope"]}, "hand": ["Puppet"]}, "Bob": {}},
        removed=set_aside(9),
        supply={10: ["A.I."]},
    )
    play(g, "Radio Telescope")  # 3 lightbulbs: one draw, no 9 left: a 10, melded without a question
    assert P(g, "Alice").top("purple") == "A.I." and g.result.winners == ("Alice",)


# -- Sliced Bread -----------------------------------------------------------------------------------------------

BREAD = {"green": ["Sliced Bread"]}  # 1 crown


def test_sliced_bread_echo_returns_the_hand_and_draws_two_8s_then_scores_two_below_the_returned_card():
    g = echoes_game(
        {"Alice": {"board": BREAD, "hand": ["Tools", "Calendar"], "score": ["Banking", "Oars"]}, "Bob": {}},
        supply={8: ["Flight"], 4: ["Invention", "Navigation"]},
        echoes={8: ["Nylon"]},
    )
    start(g, "Sliced Bread")
    assert moved(g, "return") == ["Tools", "Calendar"]
    assert moved(g, "draw") == ["Flight", "Nylon"]  # base (an empty hand), then Echoes
    assert g.pending.options == ["Banking", "Oars"]
    step(g, "Banking")
    assert sorted(P(g, "Alice").score) == ["Invention", "Navigation", "Oars"]


def test_sliced_bread_with_an_empty_score_pile_scores_two_1s():
    # Ruling: nothing returned has the value 0, and one below it draws a 1.
    g = echoes_game(
        {"Alice": {"board": BREAD}, "Bob": {}},
        supply={8: ["Flight", "Mobility"], 1: ["Oars", "Tools"]},
        echoes={8: ["Nylon"]},
    )
    play(g, "Sliced Bread")
    assert P(g, "Alice").score == ["Oars", "Tools"]


def test_sliced_bread_a_returned_1_scores_two_1s():
    g = echoes_game({"Alice": {"board": BREAD, "score": ["Archery"]}, "Bob": {}}, supply={1: ["Oars", "Tools"]})
    play(g, "Sliced Bread")
    assert P(g, "Alice").score == ["Oars", "Tools"] and g.state.supply[0][0] == "Archery"


def test_sliced_bread_echo_from_a_covered_card_splayed_right():
    right = {"green": {"cards": ["Sailing", "Sliced Bread"], "splay": "right"}}
    g = echoes_game(
        {"Alice": {"board": right, "hand": ["Puppet"]}, "Bob": {}},
        supply={8: ["Flight"], 1: ["Oars"]},
        echoes={8: ["Nylon"]},
    )
    play(g, "Sailing")
    assert echo_frames(g) == ["Sliced Bread"] and moved(g, "return") == ["Puppet"]
    assert moved(g, "draw") == ["Flight", "Nylon", "Oars"] and P(g, "Alice").top("red") == "Oars"


# -- Television -------------------------------------------------------------------------------------------------

TELEVISION = {"purple": ["Television"], "red": ["Coal"]}  # 1 clock; Coal makes Alice eligible for a 5


def test_television_echo_melds_an_8_then_moves_a_card_to_the_opponents_board_and_achieves_one():
    fives = ["Statistics", "Physics", "Societies", "Chemistry", "Banking"]
    g = echoes_game(
        {
            "Alice": {"board": TELEVISION, "hand": ["Puppet"], "score": fives},
            "Bob": {"score": ["Measurement", "Astronomy", "Tools"], "achievements": [5]},
        },
        supply={8: ["Socialism"]},
    )
    start(g, "Television")
    assert P(g, "Alice").top("purple") == "Socialism" and g.pending.kind == "value"
    step(g, 5)  # Bob is the only opponent: chosen without a question
    labels = g.pending.options  # Bob's score pile is hidden from Alice: its cards are offered by age
    assert labels == ["a 5 from Bob's score pile (#1)", "a 5 from Bob's score pile (#2)"]
    step(g, labels[0])
    assert P(g, "Bob").top("green") == "Measurement"
    assert "Astronomy" in P(g, "Alice").achievements and P(g, "Bob").score == ["Tools"]  # the last 5: no question


def test_television_without_the_achievement_or_the_eligibility_achieves_nothing():
    g = echoes_game(
        {
            "Alice": {"board": TELEVISION, "hand": ["Puppet"], "score": ["Banking"]},
            "Bob": {"score": ["Measurement", "Astronomy"], "achievements": [5]},
        },
        supply={8: ["Socialism"]},
    )
    dogma(g, "Television", 5, "a 5 from Bob's score pile (#1)")  # Alice's score is 5 + 8: not 25
    assert P(g, "Bob").top("green") == "Measurement" and len(P(g, "Alice").achievements) == 0
    g = echoes_game(
        {
            "Alice": {
                "board": TELEVISION,
                "hand": ["Puppet"],
                "score": ["Statistics", "Physics", "Societies", "Chemistry"],
            },
            "Bob": {"score": ["Measurement", "Astronomy"], "achievements": [4]},
        },
        supply={8: ["Socialism"]},
    )
    dogma(g, "Television", 5, "a 5 from Bob's score pile (#1)")  # Bob holds no 5 achievement
    assert len(P(g, "Alice").achievements) == 0 and len(P(g, "Bob").score) == 1


def test_television_a_value_missing_from_the_score_pile_moves_nothing():
    g = echoes_game(
        {"Alice": {"board": TELEVISION, "hand": ["Puppet"]}, "Bob": {"score": ["Tools"]}}, supply={8: ["Socialism"]}
    )
    play(g, "Television", 7)
    assert moved(g, "transfer") == [] and P(g, "Bob").score == ["Tools"]


def test_television_never_picks_a_teammate():
    g = echoes_game(
        {
            "Alice": {"board": TELEVISION, "hand": ["Puppet"]},
            "Bob": {"score": ["Tools"]},
            "Carol": {"score": ["Oars"]},
            "Dave": {"score": ["Archery"]},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
        supply={8: ["Socialism"]},
    )
    dogma(g, "Television", 1)
    assert g.pending.kind == "player" and g.pending.options == ["Bob", "Dave"]


def test_television_echo_from_a_covered_card_splayed_left():
    left = {"purple": {"cards": ["Mysticism", "Television"], "splay": "left"}}
    g = echoes_game({"Alice": {"board": left, "hand": ["Puppet"]}, "Bob": {}}, supply={8: ["Flight"], 1: ["Tools"]})
    play(g, "Mysticism")
    assert echo_frames(g) == ["Television"] and P(g, "Alice").top("red") == "Flight"


# -- Tractor ----------------------------------------------------------------------------------------------------

TRACTOR = {"yellow": ["Tractor"]}  # 2 clocks


def test_tractor_draws_a_7_then_scores_a_7_and_draws_a_7_card_by_card():
    g = echoes_game({"Alice": {"board": TRACTOR}, "Bob": {}}, supply={7: ["Lighting"]}, echoes={7: ["Rubber", "Jeans"]})
    play(g, "Tractor")
    # an empty hand: base; then a base card and no Echoes card in hand: Echoes, twice
    assert moved(g, "draw") == ["Lighting", "Rubber", "Jeans"] and P(g, "Alice").score == ["Rubber"]
    assert P(g, "Alice").hand == ["Lighting", "Jeans"]


def test_tractor_echo_from_a_covered_card_splayed_right_and_shared():
    right = {"yellow": {"cards": ["Agriculture", "Tractor"], "splay": "right"}}
    g = echoes_game(
        {"Alice": {"board": right, "hand": ["Puppet"]}, "Bob": {"board": {"yellow": ["Anatomy"]}, "hand": ["Bell"]}},
        supply={7: ["Lighting", "Sanitation"], 1: ["Oars"]},
    )
    play(g, "Agriculture", None, None)  # Bob (3 leaves, as many as Alice) shares and draws a 7 by Tractor's echo
    assert echo_frames(g) == ["Tractor"] and who_moved(g, "draw")[:2] == [("Bob", "Lighting"), ("Alice", "Sanitation")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Sanitation", "Oars"]


# -- X-Ray ------------------------------------------------------------------------------------------------------


def test_x_ray_tucks_an_8_foreshadows_per_three_leaves_and_splays_yellow_up():
    g = echoes_game(
        {
            "Alice": {
                "board": {"blue": ["X-Ray"], "yellow": ["Agriculture", "Canning"], "green": ["Clothing"]},
                "hand": ["Puppet"],
            },
            "Bob": {},
        },
        supply={8: ["Flight"], 3: ["Compass"], 6: ["Encyclopedia"]},
    )
    start(g, "X-Ray")  # 6 leaves: two foreshadows
    assert cards(g, "Alice", "red") == ["Flight"] and g.pending.options == list(range(1, 11))
    step(g, 3)
    step(g, 6)
    assert P(g, "Alice").forecast == ["Compass", "Encyclopedia"]
    assert "Compass" not in log_text(g, "Bob") and "Encyclopedia" not in log_text(g, "Bob")
    step(g, True)
    assert P(g, "Alice").pile("yellow").splay == "up"


def test_x_ray_with_fewer_than_three_leaves_foreshadows_nothing():
    g = echoes_game({"Alice": {"board": {"blue": ["X-Ray"]}, "hand": ["Puppet"]}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "X-Ray")
    assert P(g, "Alice").forecast == [] and moved(g, "tuck") == ["Flight"]


def test_x_ray_echo_from_a_covered_card_needs_an_up_splay():
    up = {"blue": {"cards": ["Tools", "X-Ray"], "splay": "up"}}
    g = echoes_game({"Alice": {"board": up}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "Tools")
    assert echo_frames(g) == ["X-Ray"] and cards(g, "Alice", "red") == ["Flight"]
    right = {"blue": {"cards": ["Tools", "X-Ray"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": right}, "Bob": {}}, supply={8: ["Flight"]})
    play(g, "Tools")
    assert echo_frames(g) == [] and moved(g, "tuck") == []
