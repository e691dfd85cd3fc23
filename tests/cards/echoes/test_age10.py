"""Echoes of the Past, age 10: every effect's branches, each choice, demands against none / one / two, sharing, wins
and their near misses, achievements claimed by eligibility (doubled, duplicated), and the forecast kept from the other
players. (Board piles are listed top card first.)"""

from helpers import (
    P,
    achievement_ages,
    cards,
    dogma,
    echoes_game,
    granted,
    log_text,
    moved,
    nested,
    play,
    start,
    step,
    who_moved,
)

# -- Artificial Heart -------------------------------------------------------------------------------------------

HEART = {"blue": ["Artificial Heart"]}  # 2 leaves; a bonus of 11


def test_artificial_heart_checks_eligibility_with_twice_the_score():
    g = echoes_game({"Alice": {"board": HEART, "score": ["Calendar"]}, "Bob": {}})  # score 2 + 11: doubled 26
    start(g, "Artificial Heart")
    assert g.pending.kind == "value" and g.pending.options == [1, 2, 3, 4, 5]
    step(g, 5)
    assert achievement_ages(g, "Alice") == [5]


def test_artificial_heart_with_nothing_eligible_claims_nothing():
    g = echoes_game({"Alice": {"board": HEART}, "Bob": {}}, achievements=["Coal", "Canning"])  # 22 < 25
    play(g, "Artificial Heart")
    assert P(g, "Alice").achievements == [] and len(g.state.achievements) == 2


def test_artificial_heart_a_duplicate_needs_its_higher_score_doubled_too():
    g = echoes_game({"Alice": {"board": HEART, "score": ["Calendar"], "achievements": [5]}, "Bob": {}})
    start(g, "Artificial Heart")  # a second 5 needs 50: 26 is not enough
    assert 5 not in g.pending.options and g.pending.options[-1] == 4


# -- Camcorder --------------------------------------------------------------------------------------------------

CAMCORDER = {"red": ["Camcorder"]}  # 2 clocks


def test_camcorder_demand_takes_the_whole_hand_then_the_victim_draws_a_9_in_turn_order():
    g = echoes_game(
        {"Alice": {"board": CAMCORDER}, "Bob": {"hand": ["Tools", "Bell"]}, "Carol": {"hand": ["Calendar"]}},
        supply={9: ["Genetics", "Ecology", "Services", "Satellites"]},
        echoes={9: ["ATM"]},
    )
    play(g, "Camcorder")
    assert who_moved(g, "transfer") == [("Bob", "Tools"), ("Bob", "Bell"), ("Carol", "Calendar")]
    assert P(g, "Bob").hand == ["Genetics"] and P(g, "Carol").hand == ["Ecology"]
    # then Alice's own effect: no 9 in her hand, everything else returned, three 9s drawn card by card
    assert moved(g, "return") == ["Tools", "Bell", "Calendar"]
    assert P(g, "Alice").hand == ["Services", "ATM", "Satellites"]


def test_camcorder_melds_every_9_returns_the_rest_and_draws_three_9s():
    g = echoes_game(
        {
            "Alice": {"board": CAMCORDER, "hand": ["Genetics", "Computers", "Tools", "Composites"]},
            "Bob": {},
        },  # vulnerable, with nothing to give: he draws a 9
        supply={9: ["Ecology", "Services", "Satellites"]},
        echoes={9: ["ATM"]},
    )
    start(g, "Camcorder")
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Computers", "Genetics"]  # two blue 9s
    step(g, ["Computers", "Genetics"])
    assert cards(g, "Alice", "blue") == ["Computers", "Genetics"] and P(g, "Alice").top("red") == "Composites"
    assert moved(g, "return") == ["Tools"] and P(g, "Bob").hand == ["Ecology"]
    assert P(g, "Alice").hand == ["Services", "ATM", "Satellites"]


# -- Cell Phone -------------------------------------------------------------------------------------------------

PHONE = {"yellow": ["Cell Phone"], "blue": ["Writing"], "red": ["Oars"], "green": ["Sailing", "Clothing"]}


def test_cell_phone_draws_per_two_clocks_splays_green_and_tucks_cards_with_a_clock():
    g = echoes_game(
        {"Alice": {"board": PHONE, "hand": ["Quantum Theory", "Tools", "Flight", "Bell"]}, "Bob": {}},
        supply={10: ["Robotics"]},
    )
    start(g, "Cell Phone")  # 2 clocks: one 10
    assert moved(g, "draw") == ["Robotics"] and g.pending.options == ["green"]
    step(g, True)
    assert g.pending.optional and g.pending.options == ["Quantum Theory", "Flight", "Robotics"]
    step(g, ["Quantum Theory", "Flight"])
    assert cards(g, "Alice", "blue") == ["Quantum Theory", "Writing"] and cards(g, "Alice", "red") == ["Flight", "Oars"]
    assert P(g, "Alice").pile("blue").splay == "up" and P(g, "Alice").pile("red").splay == "up"
    assert P(g, "Alice").hand == ["Tools", "Bell", "Robotics"]


def test_cell_phone_tucking_two_of_one_colour_asks_their_order_and_may_be_declined():
    g = echoes_game(
        {"Alice": {"board": PHONE, "hand": ["Quantum Theory", "Rocketry"]}, "Bob": {}}, supply={10: ["Robotics"]}
    )
    dogma(g, "Cell Phone", False, ["Quantum Theory", "Rocketry"])
    assert g.pending.kind == "order"
    step(g, ["Rocketry", "Quantum Theory"])
    assert cards(g, "Alice", "blue") == ["Quantum Theory", "Rocketry", "Writing"]
    g = echoes_game({"Alice": {"board": PHONE, "hand": ["Quantum Theory"]}, "Bob": {}}, supply={10: ["Robotics"]})
    play(g, "Cell Phone", False, None)
    assert moved(g, "tuck") == [] and P(g, "Alice").pile("blue").splay is None


# -- Flash Drive ------------------------------------------------------------------------------------------------

FLASH = {"green": ["Flash Drive"], "red": ["Oars", "Archery"]}  # 3 factories


def test_flash_drive_demand_returns_four_chosen_score_cards():
    g = echoes_game(
        {
            "Alice": {"board": FLASH},
            "Bob": {"score": ["Tools", "Calendar", "Compass", "Invention", "Coal"]},
            "Carol": {"score": ["Sailing", "Mapmaking"]},
        }
    )
    start(g, "Flash Drive")
    assert g.pending.player == "Bob" and g.pending.min == g.pending.max == 4
    step(g, ["Tools", "Calendar", "Compass", "Invention"])
    assert P(g, "Bob").score == ["Coal"] and P(g, "Carol").score == []  # Carol has fewer: all of them


def test_flash_drive_returns_a_score_card_and_may_splay_any_colour_up():
    g = echoes_game({"Alice": {"board": FLASH, "score": ["Tools", "Coal"]}, "Bob": {"board": {"red": ["Mobility"]}}})
    start(g, "Flash Drive")  # Bob (2 factories) is vulnerable, with an empty score pile
    assert g.pending.options == ["Tools", "Coal"]
    step(g, "Coal")
    assert g.pending.optional and g.pending.options == ["red"]
    step(g, "red")
    assert P(g, "Alice").score == ["Tools"] and P(g, "Alice").pile("red").splay == "up"


def test_flash_drive_with_an_empty_score_pile_offers_no_splay():
    g = echoes_game({"Alice": {"board": FLASH}, "Bob": {"board": {"red": ["Mobility"]}}})
    play(g, "Flash Drive")
    assert [e for e in g.events if e.kind == "splay"] == []


# -- GPS --------------------------------------------------------------------------------------------------------

GPS = {"green": ["GPS"], "yellow": ["Agriculture", "Masonry"]}  # 2 clocks


def test_gps_demand_empties_the_forecast_then_three_10s_are_foreshadowed():
    g = echoes_game(
        {"Alice": {"board": GPS, "hand": ["Puppet"]}, "Bob": {}, "Carol": {}},
        forecast={"Bob": ["Tools", "Oars", "Coal"], "Carol": ["Calendar"]},
        supply={10: ["Robotics", "Databases", "Software"]},
    )
    start(g, "GPS")
    assert g.pending.player == "Bob" and g.pending.kind == "order"  # two 1s go under one pile
    step(g, ["Oars", "Tools"])
    assert P(g, "Bob").forecast == [] and P(g, "Carol").forecast == []
    assert P(g, "Alice").forecast == ["Robotics", "Databases", "Software"]
    assert "Robotics" not in log_text(g, "Bob") and "Calendar" not in log_text(g, "Bob")
    step(g, True)
    assert P(g, "Alice").pile("yellow").splay == "up"


def test_gps_shared_foreshadows_earn_the_bonus_and_nobody_is_vulnerable():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["GPS"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Bell"]},
        },
        forecast={"Bob": ["Tools"]},
        supply={10: ["Robotics", "Databases", "Software", "A.I.", "Stem Cells", "Globalization", "Bioengineering"]},
    )
    play(g, "GPS")
    assert P(g, "Bob").forecast == ["Tools", "Robotics", "Databases", "Software"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Bioengineering"]


# -- Human Genome -----------------------------------------------------------------------------------------------

GENOME = {"blue": ["Human Genome"]}  # 2 lightbulbs


def test_human_genome_wins_when_the_hand_and_score_values_match_card_for_card():
    g = echoes_game({"Alice": {"board": {**GENOME, "red": ["Construction"]}}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Human Genome", 2)
    assert g.pending.options == ["Human Genome", "Construction"]
    step(g, "Construction")  # hand: a 2; score pile: a 2
    assert g.result.winners == ("Alice",)


def test_human_genome_declining_the_draw_and_a_mismatch_win_nothing():
    g = echoes_game({"Alice": {"board": {**GENOME, "red": ["Oars"]}, "score": ["Tools", "Archery"]}, "Bob": {}})
    play(g, "Human Genome", None, "Oars")  # hand: a 1; score pile: two 1s
    assert not g.over and P(g, "Alice").hand == ["Oars"]
    g = echoes_game({"Alice": {"board": {**GENOME, "red": ["Oars"]}, "score": ["Tools"]}, "Bob": {}})
    play(g, "Human Genome", None, "Oars")
    assert g.result.winners == ("Alice",)


def test_human_genome_a_lone_card_is_taken_without_a_question():
    g = echoes_game({"Alice": {"board": GENOME}, "Bob": {}})
    play(g, "Human Genome", None)
    assert P(g, "Alice").hand == ["Human Genome"] and not g.over


# -- MP3 --------------------------------------------------------------------------------------------------------

MP3 = {"yellow": ["MP3"]}  # 2 crowns; a bonus of 10


def test_mp3_claims_two_eligible_achievements_per_returned_card_then_scores_by_a_bonus():
    g = echoes_game(
        {"Alice": {"board": MP3, "hand": ["Tools", "Oars"], "score": ["Coal", "Banking"]}, "Bob": {}},
        echoes={10: ["GPS"]},
    )
    start(g, "MP3")  # score 10 + 10: eligible for 1 to 4
    assert g.pending.optional and g.pending.options == ["Tools", "Oars"]
    step(g, ["Oars"])
    assert g.pending.options == [1, 2, 3, 4]
    step(g, 4)
    assert g.pending.options == [1, 2, 3]
    step(g, 2)
    assert achievement_ages(g, "Alice") == [2, 4] and P(g, "Alice").hand == ["Tools"]
    # the only bonus (10): no question; Tools alone in hand, so the draw rule gives an Echoes 10
    assert P(g, "Alice").score == ["Coal", "Banking", "GPS"]


def test_mp3_claiming_can_win_and_declining_claims_nothing():
    g = echoes_game(
        {
            "Alice": {
                "board": MP3,
                "hand": ["Tools"],
                "score": ["Coal", "Banking"],
                "achievements": ["Monument", "Empire", "World", "Wonder", "Universe"],
            },
            "Bob": {},
        }
    )
    dogma(g, "MP3", ["Tools"], 1)
    assert g.pending.options == [2, 3, 4]
    step(g, 3)  # the seventh achievement (six for two players, one more for Echoes)
    assert g.result.winners == ("Alice",) and g.result.reason == "achievements"
    g = echoes_game(
        {"Alice": {"board": MP3, "hand": ["Tools"], "score": ["Coal"]}, "Bob": {}}, supply={10: ["Robotics"]}
    )
    play(g, "MP3", None)
    assert P(g, "Alice").achievements == [] and P(g, "Alice").hand == ["Tools"]


def test_mp3_with_nothing_eligible_returns_without_claiming():
    g = echoes_game(
        {"Alice": {"board": MP3, "hand": ["Tools"]}, "Bob": {}}, achievements=["Coal"], supply={10: ["Robotics"]}
    )
    play(g, "MP3", ["Tools"])  # score 10: a 5 needs 25
    assert P(g, "Alice").achievements == [] and moved(g, "return") == ["Tools"]


def test_mp3_picks_among_the_bonuses():
    board = {**MP3, "red": ["Bangle"]}
    g = echoes_game({"Alice": {"board": board, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Oars"]})
    dogma(g, "MP3", None)
    assert g.pending.options == [1, 10]
    step(g, 1)
    assert P(g, "Alice").score == ["Oars"]


# -- Puzzle Cube ------------------------------------------------------------------------------------------------

CUBE = {"purple": ["Puzzle Cube"], "blue": {"cards": ["Tools", "Writing", "Pottery"], "splay": "left"}}


def test_puzzle_cube_scoring_two_bottom_cards_evens_the_board_and_wins():
    g = echoes_game({"Alice": {"board": CUBE}, "Bob": {}})
    start(g, "Puzzle Cube")
    assert g.pending.optional and g.pending.options == ["blue", "purple"]
    step(g, "blue")
    assert g.pending.options == ["score the bottom card", "score the two bottom cards"]
    step(g, "score the two bottom cards")
    assert sorted(P(g, "Alice").score) == ["Pottery", "Writing"] and g.result.winners == ("Alice",)


def test_puzzle_cube_uneven_counts_win_nothing_and_a_10_is_melded():
    g = echoes_game({"Alice": {"board": CUBE, "hand": ["Bell"]}, "Bob": {}}, supply={10: ["Robotics"]})
    play(g, "Puzzle Cube", "blue", "score the bottom card")  # blue shows 2 cards, purple 1
    assert P(g, "Alice").score == ["Pottery"] and not g.over and P(g, "Alice").top("red") == "Robotics"
    g = echoes_game({"Alice": {"board": CUBE, "hand": ["Bell"]}, "Bob": {}}, supply={10: ["Robotics"]})
    play(g, "Puzzle Cube", None)
    assert not g.over and P(g, "Alice").score == []


def test_puzzle_cube_unsplayed_piles_count_one_each():
    g = echoes_game({"Alice": {"board": {"purple": ["Puzzle Cube"], "red": ["Oars", "Archery"]}}, "Bob": {}})
    play(g, "Puzzle Cube", None)
    assert g.result.winners == ("Alice",)


# -- Social Networking ------------------------------------------------------------------------------------------

SOCIAL = {"red": ["Social Networking"]}  # 2 clocks


def test_social_networking_demand_takes_each_top_card_without_the_named_icon():
    g = echoes_game(
        {
            "Alice": {"board": SOCIAL},
            "Bob": {"board": {"blue": ["Tools"], "yellow": ["Masonry"], "green": ["Sailing"]}},
            "Carol": {"board": {"purple": ["Mysticism"]}},
        }
    )
    start(g, "Social Networking")
    assert g.pending.player == "Bob" and g.pending.options == [
        "castle",
        "crown",
        "leaf",
        "lightbulb",
        "factory",
        "clock",
    ]
    step(g, "castle")
    assert P(g, "Alice").score == ["Sailing"] and P(g, "Bob").top_cards() == ["Tools", "Masonry"]
    step(g, "castle")
    assert P(g, "Carol").top_cards() == ["Mysticism"] and not g.over


def test_social_networking_wins_when_every_other_player_has_more_of_all_three():
    g = echoes_game(
        {
            "Alice": {"board": SOCIAL},
            "Bob": {"board": {"red": ["Oars"], "green": ["Corporations"], "blue": ["Quantum Theory"]}},
        }
    )
    play(g, "Social Networking")  # Bob shares (3 clocks) and does not win; Alice has none of the three
    assert g.result.winners == ("Alice",)


def test_social_networking_a_tie_or_one_short_player_wins_nothing():
    g = echoes_game(
        {
            "Alice": {"board": {**SOCIAL, "yellow": ["Masonry"]}},
            "Bob": {"board": {"red": ["Oars"], "green": ["Corporations"], "blue": ["Quantum Theory"]}},
        }
    )
    play(g, "Social Networking")  # three castles each: not more
    assert not g.over
    g = echoes_game(
        {
            "Alice": {"board": SOCIAL},
            "Bob": {"board": {"red": ["Oars"], "green": ["Corporations"], "blue": ["Quantum Theory"]}},
            "Carol": {"board": {"blue": ["Software"], "red": ["Combustion"]}},
        }
    )
    play(g, "Social Networking")  # Carol shows no castle
    assert not g.over


def test_social_networking_a_teammate_is_one_of_the_other_players():
    bob = {"red": ["Oars"], "green": ["Corporations"], "blue": ["Quantum Theory"]}
    dave = {"red": ["Archery"], "green": ["Bicycle"], "yellow": ["Canning"], "blue": ["Rocketry"]}
    g = echoes_game(
        {"Alice": {"board": SOCIAL}, "Bob": {"board": bob}, "Carol": {}, "Dave": {"board": dave}},
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    play(g, "Social Networking")  # both opponents show more of the three, but Carol, Alice's partner, none
    assert not g.over


# -- Sudoku -----------------------------------------------------------------------------------------------------


def test_sudoku_melds_a_card_of_the_chosen_value_and_executes_it():
    g = echoes_game(
        {"Alice": {"board": {"purple": ["Sudoku"]}, "hand": ["Puppet"]}, "Bob": {}},
        supply={1: ["Writing"], 2: ["Calendar"]},
    )
    play(g, "Sudoku", 1)
    assert P(g, "Alice").top("blue") == "Writing" and P(g, "Alice").hand == ["Puppet", "Calendar"]
    nested(g, "Writing", "Alice", "Sudoku")


def test_sudoku_nine_different_bonus_values_win_before_the_execution():
    board = {
        "purple": ["Sudoku"],
        "red": {"cards": ["Jet", "Bangle", "Rubber"], "splay": "up"},  # 10, 1, 7
        "yellow": {"cards": ["ATM", "Pencil", "Soap"], "splay": "up"},  # 9, 4, 2
        "green": {"cards": ["Jeans", "Palampore"], "splay": "up"},
    }  # 8, 5; and Sudoku 11: eight values
    g = echoes_game({"Alice": {"board": board, "hand": ["Tools"]}, "Bob": {}}, echoes={5: ["Lightning Rod"]})
    play(g, "Sudoku", 5)  # an Echoes 5 (a base card in hand): Lightning Rod shows a 6
    assert P(g, "Alice").top("blue") == "Lightning Rod" and g.result.winners == ("Alice",)
    assert [e.data["card"] for e in g.events if e.kind == "card"] == ["Sudoku"]
