"""Echoes of the Past, age 9: every effect's branches, each choice, echo effects from the top card and from a covered
card a splay shows, demands against none / one / two, sharing and its bonus, "repeat" ending, wins, executions of
other cards, and Jet and Karaoke with and without their own echo effect having melded a card. (Board piles are listed
top card first.)"""

from helpers import P, cards, dogma, echoes_game, granted, log_text, moved, nested, play, start, step, who_moved


def echo_frames(g):
    return [e.data["card"] for e in g.events if e.kind == "effect" and ", echo effect" in e.data["text"]]


# -- ATM --------------------------------------------------------------------------------------------------------

ATM = {"yellow": ["ATM"]}  # 1 crown


def test_atm_echo_scores_a_card_of_the_chosen_value_and_the_purple_splay():
    g = echoes_game(
        {
            "Alice": {"board": {**ATM, "purple": ["Mysticism", "Code of Laws"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"green": ["Sailing"]}},
        },  # 2 crowns: Bob shares (nothing to splay)
        supply={4: ["Invention", "Navigation"]},
    )
    start(g, "ATM")
    assert g.pending.player == "Bob" and g.pending.options == list(range(1, 11))
    step(g, 4)
    step(g, 4)
    assert P(g, "Bob").score == ["Invention"] and P(g, "Alice").score == ["Navigation"]
    step(g, True)
    assert P(g, "Alice").pile("purple").splay == "up" and granted(g) == [True]


def test_atm_demand_moves_the_highest_top_card_that_is_not_yellow_and_has_no_crown():
    g = echoes_game(
        {
            "Alice": {"board": {**ATM, "blue": ["Translation"]}, "hand": ["Puppet"]},  # 4 crowns
            "Bob": {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Physics"],
                    "green": ["Banking"],
                    "yellow": ["Statistics"],
                    "purple": ["Mysticism"],
                }
            },
        },  # 2 crowns
        supply={1: ["Oars"]},
    )
    dogma(g, "ATM", 1)
    assert g.pending.player == "Bob" and g.pending.options == ["Physics", "Coal"]  # Banking has a crown
    step(g, "Coal")
    assert P(g, "Alice").top("red") == "Coal" and P(g, "Bob").top("red") is None


def test_atm_demand_on_two_in_order_and_with_nothing_to_move():
    g = echoes_game(
        {
            "Alice": {"board": {**ATM, "blue": ["Translation"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"red": ["Oars"], "blue": ["Tools"]}},  # Oars has a crown: Tools goes
            "Carol": {"board": {"green": ["Navigation"], "yellow": ["Agriculture"]}},
        },
        supply={1: ["Archery"]},
    )
    play(g, "ATM", 1)
    assert who_moved(g, "transfer") == [("Bob", "Tools")] and P(g, "Carol").top("green") == "Navigation"
    g = echoes_game(
        {
            "Alice": {"board": ATM, "hand": ["Puppet"]},
            "Bob": {"board": {"red": ["Coal"]}},
            "Carol": {"board": {"blue": ["Tools"]}},
        },
        supply={1: ["Archery"]},
    )
    play(g, "ATM", 1)
    assert who_moved(g, "transfer") == [("Bob", "Coal"), ("Carol", "Tools")]


def test_atm_echo_from_a_covered_card_splayed_up():
    up = {"yellow": {"cards": ["Agriculture", "ATM"], "splay": "up"}}
    g = echoes_game({"Alice": {"board": up, "hand": ["Puppet"]}, "Bob": {}}, supply={2: ["Calendar"]})
    play(g, "Agriculture", 2, None)
    assert echo_frames(g) == ["ATM"] and P(g, "Alice").score == ["Calendar"]


# -- Calculator -------------------------------------------------------------------------------------------------

CALCULATOR = {
    "blue": ["Calculator", "Tools"],
    "red": ["Coal", "Oars"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Mysticism"],
}  # 2 clocks


def test_calculator_scores_two_bottom_cards_draws_their_sum_and_repeats_once_only():
    g = echoes_game(
        {"Alice": {"board": CALCULATOR, "hand": ["Puppet"]}, "Bob": {}}, supply={2: ["Calendar"], 6: ["Canning"]}
    )
    start(g, "Calculator")
    assert g.pending.options == ["Oars", "Sailing", "Agriculture", "Mysticism"]  # not blue
    step(g, ["Oars", "Sailing"])
    assert moved(g, "draw") == ["Calendar"]  # 1 + 1
    assert g.pending.options == ["Coal", "Agriculture", "Mysticism"]
    step(g, ["Coal", "Mysticism"])
    assert moved(g, "draw") == ["Calendar", "Canning"]  # 5 + 1; and no third time
    assert sorted(P(g, "Alice").score) == ["Coal", "Mysticism", "Oars", "Sailing"]
    assert g.pending.options == ["blue"]  # the splay


def test_calculator_a_sum_of_11_or_more_draws_nothing_and_ends():
    board = {"blue": ["Calculator"], "red": ["Composites"], "green": ["Satellites"]}
    g = echoes_game({"Alice": {"board": board}, "Bob": {}})
    play(g, "Calculator")  # two bottom cards only: scored without a question; 9 + 9
    assert sorted(P(g, "Alice").score) == ["Composites", "Satellites"] and moved(g, "draw") == []


def test_calculator_a_single_bottom_card_is_scored_and_nothing_drawn():
    g = echoes_game({"Alice": {"board": {"blue": ["Calculator"], "red": ["Oars"]}}, "Bob": {}})
    play(g, "Calculator")
    assert P(g, "Alice").score == ["Oars"] and moved(g, "draw") == []


# -- Credit Card ------------------------------------------------------------------------------------------------

CREDIT = {"green": ["Credit Card", "Sailing"], "red": ["Coal"], "blue": ["Tools"]}  # 1 crown


def test_credit_card_foreshadows_a_9_then_trades_a_top_card_for_a_score_and_splays_green():
    g = echoes_game(
        {"Alice": {"board": CREDIT, "hand": ["Puppet"]}, "Bob": {}}, supply={9: ["Genetics"], 5: ["Physics"]}
    )
    start(g, "Credit Card")
    assert P(g, "Alice").forecast == ["Genetics"] and "Genetics" not in log_text(g, "Bob")
    assert g.pending.optional and g.pending.options == ["Tools", "Coal"]
    step(g, "Coal")
    assert P(g, "Alice").hand == ["Puppet", "Coal"] and P(g, "Alice").score == ["Physics"]
    step(g, True)
    assert P(g, "Alice").pile("green").splay == "up"


def test_credit_card_declined_draws_nothing_more():
    g = echoes_game({"Alice": {"board": CREDIT, "hand": ["Puppet"]}, "Bob": {}}, supply={9: ["Genetics"]})
    play(g, "Credit Card", None, False)
    assert P(g, "Alice").score == [] and moved(g, "draw") == ["Genetics"]


def test_credit_card_echo_from_a_covered_card_splayed_right():
    right = {"green": {"cards": ["Sailing", "Credit Card"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": right, "hand": ["Puppet"]}, "Bob": {}}, supply={9: ["Genetics"], 1: ["Oars"]})
    play(g, "Sailing")
    assert echo_frames(g) == ["Credit Card"] and P(g, "Alice").forecast == ["Genetics"]


# -- Email ------------------------------------------------------------------------------------------------------

EMAIL = {"green": ["Email"], "blue": ["Writing"], "red": ["Coal"]}  # 2 clocks


def test_email_foreshadows_a_10_and_a_9_then_executes_the_lowest_other_top_card():
    g = echoes_game(
        {"Alice": {"board": EMAIL, "hand": ["Puppet"]}, "Bob": {}},
        supply={10: ["Robotics"], 9: ["Genetics"], 2: ["Calendar"]},
    )
    play(g, "Email")
    assert P(g, "Alice").forecast == ["Robotics", "Genetics"] and P(g, "Alice").hand == ["Puppet", "Calendar"]
    nested(g, "Writing", "Alice", "Email")  # Writing's draw, executed by Alice alone


def test_email_lowest_tie_is_chosen_and_without_another_colour_nothing_is_executed():
    g = echoes_game(
        {
            "Alice": {"board": {"green": ["Email"], "blue": ["Writing"], "red": ["Oars"]}, "hand": ["Puppet"]},
            "Bob": {"hand": ["Bell"]},
        },
        supply={10: ["Robotics"], 9: ["Genetics"], 2: ["Calendar"]},
    )
    start(g, "Email")
    assert g.pending.options == ["Writing", "Oars"]
    step(g, "Writing")
    assert P(g, "Alice").hand == ["Puppet", "Calendar"] and P(g, "Bob").hand == ["Bell"]
    g = echoes_game(
        {"Alice": {"board": {"green": ["Email"]}, "hand": ["Puppet"]}, "Bob": {}},
        supply={10: ["Robotics"], 9: ["Genetics"]},
    )
    play(g, "Email")
    assert [e for e in g.events if e.kind == "card" and "plan" not in e.data] == []


def test_email_echo_from_a_covered_card_splayed_right():
    right = {"green": {"cards": ["Sailing", "Email"], "splay": "right"}}
    g = echoes_game({"Alice": {"board": right, "hand": ["Puppet"]}, "Bob": {}}, supply={10: ["Robotics"], 1: ["Oars"]})
    play(g, "Sailing")
    assert echo_frames(g) == ["Email"] and P(g, "Alice").forecast == ["Robotics"]


# -- Helicopter -------------------------------------------------------------------------------------------------

HELICOPTER = {"red": ["Helicopter"], "blue": ["Tools"]}  # 3 factories


def test_helicopter_scores_a_top_card_for_its_owner_and_repeats_after_a_return():
    g = echoes_game(
        {
            "Alice": {"board": HELICOPTER, "hand": ["Archery", "Pottery"]},
            "Bob": {"board": {"green": ["Sailing"], "yellow": ["Agriculture"]}},
        }
    )
    start(g, "Helicopter")
    assert g.pending.options == ["Tools", "Sailing", "Agriculture"]  # never Helicopter itself
    step(g, "Sailing")
    assert P(g, "Bob").score == ["Sailing"]
    assert g.pending.optional and g.pending.options == ["Pottery"]  # Sailing's leaf; Archery shows none
    step(g, "Pottery")
    assert g.pending.options == ["Tools", "Agriculture"]
    step(g, "Tools")
    assert P(g, "Alice").score == ["Tools"] and g.pending.options == ["Archery"]  # a castle in common
    step(g, None)
    assert P(g, "Alice").hand == ["Archery"] and g.state.supply[0][0] == "Pottery"


def test_helicopter_hexagons_and_bonuses_are_not_icons_in_common():
    g = echoes_game(
        {"Alice": {"board": {"red": ["Helicopter"]}, "hand": ["Puppet"]}, "Bob": {"board": {"blue": ["Dice"]}}}
    )
    play(g, "Helicopter")  # Dice shares only a hexagon and a bonus with Puppet: no question, no repeat
    assert P(g, "Bob").score == ["Dice"] and P(g, "Alice").hand == ["Puppet"]


def test_helicopter_with_no_other_top_card_does_nothing():
    g = echoes_game({"Alice": {"board": {"red": ["Helicopter"]}, "hand": ["Coal"]}, "Bob": {}})
    play(g, "Helicopter")
    assert moved(g, "transfer") == [] and P(g, "Alice").hand == ["Coal"]


# -- Jet --------------------------------------------------------------------------------------------------------

JET = {"red": ["Jet"]}  # 1 clock


def test_jet_echo_melds_and_the_demand_returns_that_colour():
    g = echoes_game(
        {
            "Alice": {"board": JET, "hand": ["Tools", "Sailing"]},
            "Bob": {"board": {"blue": ["Writing", "Pottery"], "green": ["Clothing"]}},
            "Carol": {"board": {"green": ["Mapmaking"]}},
        }
    )
    start(g, "Jet")
    assert g.pending.options == ["Tools", "Sailing"]
    step(g, "Tools")
    assert who_moved(g, "return") == [("Bob", "Writing")] and cards(g, "Bob", "blue") == ["Pottery"]
    assert P(g, "Carol").top("green") == "Mapmaking"  # no blue: nothing to return


def test_jet_demand_on_two_in_order():
    g = echoes_game(
        {
            "Alice": {"board": JET, "hand": ["Sailing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
            "Carol": {"board": {"green": ["Mapmaking"]}},
        }
    )
    play(g, "Jet")
    assert who_moved(g, "return") == [("Bob", "Clothing"), ("Carol", "Mapmaking")]


def test_jet_without_an_echo_meld_the_demand_does_nothing():
    g = echoes_game({"Alice": {"board": JET}, "Bob": {"board": {"blue": ["Writing"], "red": ["Oars"]}}})
    play(g, "Jet")  # Alice's hand is empty: her echo melds nothing, so there is no colour
    assert moved(g, "return") == [] and P(g, "Bob").top_cards() == ["Writing", "Oars"]


def test_jet_the_demand_reads_the_activators_meld_not_a_sharers():
    # Ruling: "the color I melded" is the activator's own echo meld. Bob shares and melds blue; Alice melds nothing.
    g = echoes_game(
        {
            "Alice": {"board": JET},
            "Bob": {"board": {"yellow": ["Tractor"]}, "hand": ["Tools"]},
            "Carol": {"board": {"blue": ["Writing"]}},
        }
    )
    play(g, "Jet")
    assert P(g, "Bob").top("blue") == "Tools" and P(g, "Carol").top("blue") == "Writing"
    assert granted(g) == [True]
    g = echoes_game(
        {
            "Alice": {"board": JET, "hand": ["Pottery"]},
            "Bob": {"board": {"yellow": ["Tractor"]}, "hand": ["Sailing"]},
            "Carol": {"board": {"blue": ["Writing"], "green": ["Mapmaking"]}},
        }
    )
    play(g, "Jet")  # Bob melds green, Alice blue: Carol returns her blue card
    assert who_moved(g, "return") == [("Carol", "Writing")]


def test_jet_echo_from_a_covered_card_splayed_up():
    up = {"red": {"cards": ["Oars", "Jet"], "splay": "up"}}
    g = echoes_game({"Alice": {"board": up, "hand": ["Tools"]}, "Bob": {}}, supply={1: ["Archery"]})
    play(g, "Oars")
    assert echo_frames(g) == ["Jet"] and P(g, "Alice").top("blue") == "Tools"


# -- Karaoke ----------------------------------------------------------------------------------------------------

KARAOKE = {"purple": ["Karaoke"], "red": ["Oars", "Archery"]}  # 1 leaf


def test_karaoke_executes_the_card_its_echo_melded_then_may_take_a_bottom_card():
    g = echoes_game(
        {"Alice": {"board": KARAOKE, "hand": ["Puppet"]}, "Bob": {}}, supply={1: ["Writing"], 2: ["Calendar"]}
    )
    start(g, "Karaoke")
    assert g.pending.options == list(range(1, 10))
    step(g, 1)  # draws and melds Writing; Karaoke's second effect executes it: a 2 is drawn
    assert P(g, "Alice").top("blue") == "Writing" and P(g, "Alice").hand == ["Puppet", "Calendar"]
    nested(g, "Writing", "Alice", "Karaoke")
    assert g.pending.optional and g.pending.options == ["Writing", "Archery", "Karaoke"]
    step(g, "Archery")
    assert P(g, "Alice").hand == ["Puppet", "Calendar", "Archery"] and cards(g, "Alice", "red") == ["Oars"]


def test_karaoke_without_its_echo_executes_nothing():
    # Email executes Karaoke's non-demand effects: no echo effect ran, so the second effect has no card to execute.
    board = {"green": ["Email"], "purple": ["Karaoke"]}
    g = echoes_game(
        {"Alice": {"board": board, "hand": ["Puppet"]}, "Bob": {}}, supply={10: ["Robotics"], 9: ["Genetics"]}
    )
    play(g, "Email", None)  # Karaoke's last effect: Alice keeps her bottom cards
    assert moved(g, "meld") == [] and P(g, "Alice").hand == ["Puppet"]
    assert [e.data["card"] for e in g.events if e.kind == "card"] == ["Email", "Karaoke"]


def test_karaoke_each_sharer_executes_the_card_their_own_echo_melded():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Karaoke"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Bell"]},
        },  # 3 leaves: Bob shares
        supply={1: ["Sailing", "Writing", "Tools"], 2: ["Calendar"]},
    )
    dogma(g, "Karaoke", 1, 1)  # Bob melds Sailing, Alice Writing
    assert P(g, "Bob").top("green") == "Sailing" and P(g, "Alice").top("blue") == "Writing"
    nested(g, "Sailing", "Bob", "Karaoke")  # Bob's Sailing draws and melds a 1
    nested(g, "Writing", "Alice", "Karaoke")  # Alice's Writing draws a 2
    assert P(g, "Bob").top("blue") == "Tools" and P(g, "Alice").hand == ["Puppet", "Calendar"]


def test_karaoke_echo_from_a_covered_card_splayed_left_melds_but_executes_nothing():
    left = {"purple": {"cards": ["Mysticism", "Karaoke"], "splay": "left"}}
    g = echoes_game({"Alice": {"board": left, "hand": ["Puppet"]}, "Bob": {}}, supply={3: ["Compass"], 1: ["Tools"]})
    play(g, "Mysticism", 3)
    assert echo_frames(g) == ["Karaoke"] and P(g, "Alice").top("green") == "Compass"
    assert [e.data["card"] for e in g.events if e.kind == "card"] == ["Mysticism"]


# -- Laser ------------------------------------------------------------------------------------------------------


def test_laser_returns_the_unclaimed_achievements_half_the_score_pile_and_melds_two_10s():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Laser"]}, "hand": ["Puppet"], "score": ["Oars", "Calendar", "Coal"]},
            "Bob": {"achievements": [1]},
        },
        supply={10: ["Robotics", "Databases"]},
    )
    available = list(g.state.achievements)
    start(g, "Laser")
    assert g.state.achievements == [] and g.pending.kind == "cards" and g.pending.min == 2
    assert all(c not in log_text(g, "Alice") for c in available)  # the achievements stay face down
    step(g, ["Calendar", "Coal"])
    assert P(g, "Alice").score == ["Oars"] and len(P(g, "Bob").achievements) == 1
    assert P(g, "Alice").top("red") == "Robotics" and P(g, "Alice").top("green") == "Databases"


def test_laser_with_an_empty_score_pile_returns_only_the_achievements():
    g = echoes_game(
        {"Alice": {"board": {"blue": ["Laser"]}, "hand": ["Puppet"]}, "Bob": {}}, supply={10: ["Robotics", "Databases"]}
    )
    play(g, "Laser")
    assert g.state.achievements == [] and moved(g, "meld") == ["Robotics", "Databases"]


# -- Rock -------------------------------------------------------------------------------------------------------

ROCK = {"purple": ["Rock"]}  # 2 leaves


def test_rock_demand_takes_the_top_green_card_and_wins_on_scissors():
    g = echoes_game({"Alice": {"board": ROCK}, "Bob": {"board": {"green": ["Sailing", "Scissors"]}}})
    play(g, "Rock")
    assert P(g, "Alice").hand == ["Sailing"] and g.result.winners == ("Alice",)


def test_rock_demand_on_two_in_order_without_scissors():
    g = echoes_game(
        {
            "Alice": {"board": ROCK},
            "Bob": {"board": {"green": ["Sailing", "Clothing"]}},
            "Carol": {"board": {"green": ["Compass"]}},
            "Dave": {},
        }
    )
    play(g, "Rock", None)
    assert who_moved(g, "transfer") == [("Bob", "Sailing"), ("Carol", "Compass")] and not g.over


def test_rock_may_score_a_top_card_and_wins_with_paper_on_top_of_green():
    board = {**ROCK, "green": ["Compass", "Paper"]}
    g = echoes_game({"Alice": {"board": board}, "Bob": {"board": {"yellow": ["Agriculture"]}}})
    start(g, "Rock")  # Bob has more leaves: not vulnerable, he shares (and declines)
    step(g, None)
    assert g.pending.options == ["Compass", "Rock"]
    step(g, "Compass")
    assert g.result.winners == ("Alice",)
    g = echoes_game({"Alice": {"board": board}, "Bob": {}})
    play(g, "Rock", None)
    assert not g.over


def test_rock_with_paper_already_on_top_wins_without_scoring():
    g = echoes_game({"Alice": {"board": {**ROCK, "green": ["Paper"]}}, "Bob": {}})
    play(g, "Rock", None)
    assert g.result.winners == ("Alice",)


# -- Wristwatch -------------------------------------------------------------------------------------------------

WRIST = {"yellow": ["Wristwatch"], "red": ["Oars", "Coal"], "blue": ["Tools"]}  # 1 factory


def test_wristwatch_echo_tucks_a_top_card_then_draws_and_tucks_per_bonus_lowest_first():
    g = echoes_game(
        {"Alice": {"board": {**WRIST, "purple": ["Puppet"]}, "hand": ["Bell"]}, "Bob": {}},
        supply={3: ["Optics"], 10: ["Robotics"]},
    )
    start(g, "Wristwatch")
    assert g.pending.options == ["Tools", "Oars", "Puppet"]
    step(g, "Oars")
    # Oars goes under Coal; then a 3 (Puppet's bonus) and a 10 (Wristwatch's), lowest first, each tucked
    assert moved(g, "tuck") == ["Oars", "Optics", "Robotics"]
    assert cards(g, "Alice", "red") == ["Robotics", "Optics", "Oars", "Coal"]


def test_wristwatch_echo_from_a_covered_card_splayed_left():
    left = {"yellow": {"cards": ["Agriculture", "Wristwatch"], "splay": "left"}, "blue": ["Tools"]}
    g = echoes_game({"Alice": {"board": left}, "Bob": {}})
    play(g, "Agriculture")
    assert echo_frames(g) == ["Wristwatch"] and moved(g, "tuck") == ["Tools"]
