"""Artifacts, age 5: every effect's branches, each choice, Bill of Rights against none, one and two compelled
opponents and a teammate, Barque-Longue's repeat ending, the two cards that execute other cards (Gujin Tushu
Jinsheng, The Daily Courant), achievements claimed (and a win by one), the sharing bonus granted or not, and
hidden cards never named to a player who may not see them."""

from helpers import (
    TEAMS,
    P,
    cards,
    claimed_ages,
    compelled,
    dogma,
    done,
    granted,
    log_text,
    moved,
    plan,
    set_aside,
    start,
    step,
    who,
    who_moved,
)
from helpers import artifacts_seats as game

from innovation_nb.cards.data import CARDS

# -- Almira, Queen of the Castle ---------------------------------------------------------------------------------

ALMIRA = {"purple": ["Almira, Queen of the Castle"]}


def test_almira_melds_and_claims_the_achievement_of_its_value():
    g = game({"board": ALMIRA, "hand": ["Translation", "Oars"]}, {})
    start(g, "Almira, Queen of the Castle")
    assert g.pending.options == ["Translation", "Oars"]
    step(g, "Translation")
    done(g)
    assert P(g, "Alice").top("blue") == "Translation" and claimed_ages(g, "Alice") == [3]
    assert 3 not in [CARDS[a].age for a in g.state.achievements]


def test_almira_no_achievement_of_that_value_claims_nothing():
    g = game({"board": ALMIRA, "hand": ["Translation"]}, {}, achievements=[])
    dogma(g, "Almira, Queen of the Castle")
    assert P(g, "Alice").top("blue") == "Translation" and P(g, "Alice").achievements == []


def test_almira_yamato_melds_as_an_11_and_claims_nothing():
    g = game({"board": ALMIRA, "hand": ["Battleship Yamato"]}, {})
    dogma(g, "Almira, Queen of the Castle")
    assert P(g, "Alice").top("red") == "Battleship Yamato" and P(g, "Alice").achievements == []  # no 11 (nor 8)


def test_almira_empty_hand_does_nothing():
    g = game({"board": ALMIRA}, {})
    dogma(g, "Almira, Queen of the Castle")
    assert moved(g, "meld") == [] and moved(g, "achieve") == [] and granted(g) == [False]


def test_almira_the_claim_can_win():
    # Two players with Artifacts need seven achievements.
    g = game({"board": ALMIRA, "hand": ["Translation"], "achievements": [1, 2, 4, 5, 6, 7]}, {})
    dogma(g, "Almira, Queen of the Castle")
    assert g.over and g.result.reason == "achievements" and g.result.winners == ("Alice",)


def test_almira_shared_claim_earns_the_free_draw():
    g = game({"board": ALMIRA}, {"board": {"red": ["Optics"]}, "hand": ["Oars"]}, supply={5: ["Coal"]})
    dogma(g, "Almira, Queen of the Castle")
    assert claimed_ages(g, "Bob") == [1] and granted(g) == [True] and P(g, "Alice").hand == ["Coal"]


# -- Barque-Longue La Belle --------------------------------------------------------------------------------------

BARQUE = {"green": ["Barque-Longue La Belle"]}


def test_barque_repeats_until_a_green_card():
    g = game({"board": BARQUE}, {}, supply={5: ["Coal", "Physics", "Banking", "Measurement"]})
    dogma(g, "Barque-Longue La Belle")
    assert moved(g, "meld") == ["Coal", "Physics", "Banking"] and P(g, "Alice").top("green") == "Banking"
    assert "Measurement" in g.state.supply[4]


def test_barque_green_first_stops_at_once():
    g = game({"board": BARQUE}, {}, supply={5: ["Measurement", "Coal"]})
    dogma(g, "Barque-Longue La Belle")
    assert moved(g, "meld") == ["Measurement"]


def test_barque_skips_an_empty_age_5():
    g = game({"board": BARQUE}, {}, removed=set_aside(5), supply={6: ["Atomic Theory", "Metric System"]})
    dogma(g, "Barque-Longue La Belle")
    assert moved(g, "meld") == ["Atomic Theory", "Metric System"]


def test_barque_running_out_of_cards_ends_the_game():
    rest = [c for a in range(5, 11) for c in set_aside(a)]
    g = game({"board": BARQUE, "score": ["Tools"]}, {}, removed=rest)
    dogma(g, "Barque-Longue La Belle")
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


def test_barque_shared_earns_the_free_draw():
    g = game({"board": BARQUE}, {"board": {"red": ["Coal"]}}, supply={5: ["Banking", "Measurement", "Physics"]})
    dogma(g, "Barque-Longue La Belle")
    assert who_moved(g, "meld") == [("Bob", "Banking"), ("Alice", "Measurement")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Physics"]


# -- Bill of Rights ----------------------------------------------------------------------------------------------

BILL = {"red": ["Bill of Rights"], "blue": ["Pottery"]}  # 2 lightbulbs; one visible red and one blue card


def test_bill_of_rights_compelled_player_picks_a_colour_and_gives_it_bottom_first():
    # Bob shows 2 lightbulbs. Blue: 2 visible (splayed right) > 1; green: 1 > 0; red: 1 = 1 is not offered.
    bob = {
        "board": {
            "blue": {"cards": ["Writing", "Calendar"], "splay": "right"},
            "green": ["Sailing"],
            "red": ["Archery"],
        }
    }
    g = game({"board": BILL}, bob)
    start(g, "Bill of Rights")
    assert compelled(g) == ["Bob"] and g.pending.player == "Bob" and g.pending.options == ["blue", "green"]
    step(g, "blue")
    done(g)
    assert moved(g, "transfer") == ["Calendar", "Writing"]
    assert cards(g, "Alice", "blue") == ["Pottery", "Calendar", "Writing"] and P(g, "Bob").top("blue") is None


def test_bill_of_rights_no_colour_with_more_visible_cards_gives_nothing():
    g = game({"board": BILL}, {"board": {"blue": ["Writing"], "red": ["Archery"]}})  # 1 = 1 in both colours
    dogma(g, "Bill of Rights")
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == [] and who(g, "decision") == []


def test_bill_of_rights_nobody_compelled():
    g = game({"board": BILL}, {"board": {"green": ["Sailing", "Clothing"]}})  # no lightbulb
    dogma(g, "Bill of Rights")
    assert compelled(g) == [] and P(g, "Bob").top("green") == "Sailing"


def test_bill_of_rights_two_compelled_in_turn_order_and_never_a_teammate():
    g = game({"board": BILL}, {"board": {"purple": ["Philosophy"]}}, {"board": {"yellow": ["Perspective"]}})
    dogma(g, "Bill of Rights")
    assert compelled(g) == ["Bob", "Carol"] and who_moved(g, "transfer") == [
        ("Bob", "Philosophy"),
        ("Carol", "Perspective"),
    ]
    g = game({"board": BILL}, {}, {"board": {"purple": ["Philosophy"]}}, {}, teams=TEAMS)
    dogma(g, "Bill of Rights")
    assert compelled(g) == [] and P(g, "Carol").top("purple") == "Philosophy"


# -- Boerhavve Silver Microscope ---------------------------------------------------------------------------------

MICROSCOPE = {"blue": ["Boerhavve Silver Microscope"]}


def test_microscope_returns_the_lowest_of_hand_and_board_and_scores_their_sum():
    g = game(
        {"board": {**MICROSCOPE, "red": ["Archery"]}, "hand": ["Translation", "Calendar"]}, {}, supply={3: ["Compass"]}
    )
    dogma(g, "Boerhavve Silver Microscope")
    done(g)
    assert moved(g, "return") == ["Calendar", "Archery"] and P(g, "Alice").score == ["Compass"]  # 2 + 1


def test_microscope_ties_are_the_players_choice():
    g = game(
        {"board": {**MICROSCOPE, "red": ["Archery"], "green": ["Sailing"]}, "hand": ["Calendar", "Mathematics"]},
        {},
        supply={3: ["Compass"]},
    )
    start(g, "Boerhavve Silver Microscope")
    assert g.pending.options == ["Calendar", "Mathematics"]
    step(g, "Mathematics")
    assert g.pending.options == ["Archery", "Sailing"]
    step(g, "Sailing")
    done(g)
    assert moved(g, "return") == ["Mathematics", "Sailing"] and P(g, "Alice").score == ["Compass"]


def test_microscope_may_return_itself():
    g = game({"board": MICROSCOPE}, {}, supply={5: ["Coal"]})
    dogma(g, "Boerhavve Silver Microscope")
    assert moved(g, "return") == ["Boerhavve Silver Microscope"] and P(g, "Alice").score == ["Coal"]


def test_microscope_from_display_with_nothing_to_return_scores_a_1():
    g = game({}, {}, display={"Alice": "Boerhavve Silver Microscope"}, free_action=True, supply={1: ["Oars"]})
    g.apply("dogma Boerhavve Silver Microscope")
    assert moved(g, "return") == ["Boerhavve Silver Microscope"]  # the display goes back after the free dogma
    assert P(g, "Alice").score == ["Oars"]


def test_microscope_yamato_is_an_11_on_the_board():
    # Face down Yamato would be the lowest (8 < 9); face up it is 11, so Services goes.
    g = game(
        {"board": {"red": ["Battleship Yamato"], "purple": ["Services"]}},
        {},
        display={"Alice": "Boerhavve Silver Microscope"},
        free_action=True,
        supply={9: ["Genetics"]},
    )
    g.apply("dogma Boerhavve Silver Microscope")
    assert moved(g, "return")[0] == "Services" and P(g, "Alice").score == ["Genetics"]


def test_microscope_shared_earns_the_free_draw():
    # Both return their only top card; Alice's board is then empty, so her free draw is a 1.
    g = game(
        {"board": MICROSCOPE}, {"board": {"purple": ["Philosophy"]}}, supply={2: ["Calendar"], 5: ["Coal"], 1: ["Oars"]}
    )
    dogma(g, "Boerhavve Silver Microscope")
    assert P(g, "Bob").score == ["Calendar"] and P(g, "Alice").score == ["Coal"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Oars"]


# -- Gujin Tushu Jinsheng ----------------------------------------------------------------------------------------

GUJIN = {"yellow": ["Gujin Tushu Jinsheng"]}  # 2 lightbulbs


def test_gujin_executes_a_top_card_of_another_board_as_if_it_were_on_gujin():
    g = game({"board": GUJIN}, {"board": {"green": ["Sailing"]}}, supply={1: ["Oars"]})
    dogma(g, "Gujin Tushu Jinsheng")
    done(g)
    assert P(g, "Alice").top("red") == "Oars" and P(g, "Bob").top_cards() == ["Sailing"]
    assert any(e.kind == "card" and "as if it were on Gujin Tushu Jinsheng" in e.describe() for e in g.events)


def test_gujin_chooses_among_every_other_boards_top_cards():
    g = game(
        {"board": {**GUJIN, "green": ["Clothing"]}},
        {"board": {"green": ["Sailing"], "red": ["Oars"]}},
        {"board": {"purple": ["City States"]}},
    )
    start(g, "Gujin Tushu Jinsheng")
    assert g.pending.options == ["Oars", "Sailing", "City States"]


def test_gujin_a_demand_hits_the_players_gujin_made_vulnerable():
    # Bob shows 1 lightbulb < 2: Archery's demand, executed as if on Gujin, makes him draw and give his highest.
    g = game({"board": GUJIN}, {"board": {"red": ["Archery"]}, "hand": ["Calendar"]}, supply={1: ["Tools"]})
    dogma(g, "Gujin Tushu Jinsheng")
    done(g)
    assert who(g, "draw") == ["Bob"] and P(g, "Alice").hand == ["Calendar"] and P(g, "Bob").hand == ["Tools"]


def test_gujin_a_compel_hits_the_opponents_with_as_many_lightbulbs():
    # Bob shows 2 lightbulbs: he shares Gujin (it is not on his board: nothing) and is compelled by Holmegaard Bows.
    g = game({"board": GUJIN}, {"board": {"red": ["Holmegaard Bows"], "blue": ["Writing"]}}, supply={2: ["Calendar"]})
    dogma(g, "Gujin Tushu Jinsheng", "Holmegaard Bows")
    done(g)
    assert plan(g)["sharers"] == ["Bob"]
    assert who_moved(g, "transfer") == [("Bob", "Holmegaard Bows")]
    assert P(g, "Alice").hand == ["Holmegaard Bows", "Calendar"]
    roles = [e.data.get("role") for e in g.events if e.kind == "player"]
    assert roles == ["shares", "activator", "compelled", "self"]


def test_gujin_shared_or_displayed_does_nothing():
    g = game({"board": GUJIN}, {"board": {"purple": ["Philosophy"]}}, supply={1: ["Oars"]})
    dogma(g, "Gujin Tushu Jinsheng")  # Bob's share does nothing; Alice executes his Philosophy
    assert granted(g) == [False] and [e.player for e in g.events if e.kind == "decision"][0] == "Alice"
    g = game(
        {"board": {"green": ["Sailing"]}},
        {"board": {"green": ["Clothing"]}},
        display={"Alice": "Gujin Tushu Jinsheng"},
        free_action=True,
    )
    g.apply("dogma Gujin Tushu Jinsheng")
    done(g)
    assert moved(g, "draw") == [] and moved(g, "return") == ["Gujin Tushu Jinsheng"]


# -- Hudson's Bay Company Archives -------------------------------------------------------------------------------

HUDSON = "Hudson's Bay Company Archives"


def test_hudson_scores_every_bottom_card_then_melds_from_score_and_splays_right():
    alice = {
        "board": {"green": [HUDSON, "Sailing"], "red": ["Archery"], "blue": ["Writing", "Tools"]},
        "score": ["Calendar"],
    }
    g = game(alice, {})
    start(g, HUDSON)
    assert sorted(moved(g, "score")) == ["Archery", "Sailing", "Tools"]
    assert g.pending.options == ["Calendar", "Tools", "Archery", "Sailing"]
    step(g, "Calendar")
    done(g)
    assert cards(g, "Alice", "blue") == ["Writing", "Calendar"] and P(g, "Alice").pile("blue").splay == "right"
    assert P(g, "Alice").top("red") is None and P(g, "Alice").top("green") == HUDSON


def test_hudson_a_lone_melded_card_is_not_splayed():
    g = game({"board": {"green": [HUDSON], "red": ["Archery"]}}, {})
    dogma(g, HUDSON, "Archery")
    assert moved(g, "meld") == ["Archery"] and P(g, "Alice").pile("red").splay is None


def test_hudson_from_display_with_nothing_does_nothing():
    g = game({}, {}, display={"Alice": HUDSON}, free_action=True)
    g.apply(f"dogma {HUDSON}")
    done(g)
    assert moved(g, "score") == [] and moved(g, "meld") == []


def test_hudson_shared_earns_the_free_draw():
    g = game(
        {"board": {"green": [HUDSON]}},
        {"board": {"purple": ["City States"], "green": ["Sailing"]}},
        supply={5: ["Coal"]},
    )
    dogma(g, HUDSON, "Sailing")
    assert P(g, "Bob").top_cards() == ["Sailing"] and granted(g) == [True] and P(g, "Alice").hand == ["Coal"]


# -- Principia ---------------------------------------------------------------------------------------------------

PRINCIPIA = {"blue": ["Principia"]}


def test_principia_returns_non_blue_tops_and_melds_one_higher_in_ascending_order():
    g = game(
        {"board": {**PRINCIPIA, "green": ["Currency"], "red": ["Archery"]}},
        {},
        supply={2: ["Mathematics"], 3: ["Engineering"]},
    )
    dogma(g, "Principia")
    done(g)
    assert sorted(moved(g, "return")) == ["Archery", "Currency"]
    assert moved(g, "meld") == ["Mathematics", "Engineering"]  # a 2 for Archery (1), then a 3 for Currency (2)


def test_principia_only_blue_tops_does_nothing():
    g = game({"board": PRINCIPIA}, {})
    dogma(g, "Principia")
    assert moved(g, "return") == [] and moved(g, "meld") == [] and granted(g) == [False]


def test_principia_asks_the_order_for_tops_of_one_age():
    g = game(
        {"board": {**PRINCIPIA, "green": ["Sailing"], "red": ["Archery"]}}, {}, supply={2: ["Mathematics", "Calendar"]}
    )
    start(g, "Principia")
    assert g.pending.kind == "order"
    step(g, ["Sailing", "Archery"])
    done(g)
    assert moved(g, "return") == ["Sailing", "Archery"] and moved(g, "meld") == ["Mathematics", "Calendar"]


def test_principia_shared_earns_the_free_draw():
    g = game({"board": PRINCIPIA}, {"board": {"purple": ["Education"]}}, supply={4: ["Reformation"], 5: ["Coal"]})
    dogma(g, "Principia")
    assert P(g, "Bob").top_cards() == ["Reformation"] and granted(g) == [True] and P(g, "Alice").hand == ["Coal"]


# -- Sandham Room Cricket Bat ------------------------------------------------------------------------------------

BAT = {"purple": ["Sandham Room Cricket Bat"]}


def test_bat_red_card_claims_an_achievement_of_the_chosen_value():
    g = game({"board": BAT}, {}, supply={6: ["Industrialization"]})
    start(g, "Sandham Room Cricket Bat")
    assert moved(g, "reveal") == ["Industrialization"]
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 10))
    step(g, 7)
    done(g)
    assert claimed_ages(g, "Alice") == [7] and P(g, "Alice").hand == ["Industrialization"]


def test_bat_other_colour_claims_nothing():
    g = game({"board": BAT}, {}, supply={6: ["Canning"]})
    dogma(g, "Sandham Room Cricket Bat")
    assert P(g, "Alice").achievements == [] and P(g, "Alice").hand == ["Canning"]


def test_bat_red_with_no_achievement_left_claims_nothing():
    g = game({"board": BAT}, {}, supply={6: ["Industrialization"]}, achievements=[])
    dogma(g, "Sandham Room Cricket Bat")
    assert P(g, "Alice").achievements == [] and g.pending is None


def test_bat_claim_can_win_and_ignores_a_relic_in_achievements():
    # Alice holds six achievements, one of them a relic: the seventh wins. The relic is not an available one.
    g = game(
        {"board": BAT, "achievements": [1, 2, 3, 4, 5, "Newton-Wickins Telescope"]},
        {},
        supply={6: ["Industrialization"]},
        relics=True,
    )
    start(g, "Sandham Room Cricket Bat")
    assert g.pending.options == [6, 7, 8, 9]
    step(g, 9)
    assert g.over and g.result.reason == "achievements" and g.result.winners == ("Alice",)


def test_bat_shared_earns_the_free_draw():
    g = game(
        {"board": BAT}, {"board": {"yellow": ["Agriculture"]}}, supply={6: ["Canning", "Vaccination"], 5: ["Coal"]}
    )
    dogma(g, "Sandham Room Cricket Bat")
    assert P(g, "Bob").hand == ["Canning"] and granted(g) == [True] and P(g, "Alice").hand == ["Vaccination", "Coal"]


# -- Ship of the Line Sussex -------------------------------------------------------------------------------------

SUSSEX = {"red": ["Ship of the Line Sussex"]}


def test_sussex_empty_score_pile_scores_a_chosen_colour():
    g = game({"board": {**SUSSEX, "blue": {"cards": ["Writing", "Tools"], "splay": "left"}}}, {})
    start(g, "Ship of the Line Sussex")
    assert g.pending.kind == "color" and g.pending.options == ["blue", "red", "green", "yellow", "purple"]
    step(g, "blue")
    done(g)
    assert sorted(P(g, "Alice").score) == ["Tools", "Writing"] and P(g, "Alice").top("blue") is None


def test_sussex_a_missing_colour_scores_nothing():
    g = game({"board": SUSSEX}, {})
    dogma(g, "Ship of the Line Sussex", "green")
    assert moved(g, "score") == [] and granted(g) == [False]


def test_sussex_otherwise_returns_the_whole_score_pile():
    g = game({"board": SUSSEX, "score": ["Archery", "Tools", "Calendar"]}, {})
    start(g, "Ship of the Line Sussex")
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Archery", "Tools"]  # two 1s
    step(g, ["Tools", "Archery"])
    done(g)
    assert P(g, "Alice").score == [] and moved(g, "return") == ["Tools", "Archery", "Calendar"]
    assert P(g, "Alice").top("red") == "Ship of the Line Sussex"


def test_sussex_shared_earns_the_free_draw():
    g = game({"board": SUSSEX}, {"board": {"red": ["Coal"]}, "score": ["Archery"]}, supply={5: ["Physics"]})
    dogma(g, "Ship of the Line Sussex", "yellow")
    assert moved(g, "return") == ["Archery"] and granted(g) == [True] and P(g, "Alice").hand == ["Physics"]


# -- The Daily Courant -------------------------------------------------------------------------------------------

COURANT = {"yellow": ["The Daily Courant"], "green": ["Sailing"]}


def test_courant_draws_a_chosen_value_puts_it_back_on_top_and_executes_another_top_card():
    g = game({"board": COURANT}, {}, supply={3: ["Alchemy"], 1: ["Oars"]})
    start(g, "The Daily Courant")
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 11))
    step(g, 3)
    done(g)  # Sailing is the only other top card: forced
    assert moved(g, "draw") == ["Alchemy", "Oars"] and g.state.supply[2][-1] == "Alchemy"
    assert P(g, "Alice").top("red") == "Oars" and P(g, "Alice").hand == []
    assert "Alchemy" in log_text(g, "Alice") and "Alchemy" not in log_text(g, "Bob")


def test_courant_chooses_which_top_card_and_a_demand_hits_the_courants_vulnerable():
    # Bob shows no factory (< 2): Archery's demand executed as if on The Daily Courant reaches him.
    g = game(
        {"board": {**COURANT, "red": ["Archery"]}},
        {"board": {"blue": ["Pottery"]}, "hand": ["Calendar"]},
        supply={2: ["Mathematics"], 1: ["Tools"]},
    )
    start(g, "The Daily Courant")
    step(g, 2)
    assert g.pending.options == ["Archery", "Sailing"]
    step(g, "Archery")
    done(g)
    assert who(g, "draw") == ["Alice", "Bob"] and P(g, "Alice").hand == ["Calendar"]


def test_courant_with_no_other_top_card_executes_nothing():
    g = game({"board": {"yellow": ["The Daily Courant"]}}, {}, supply={4: ["Anatomy"]})
    dogma(g, "The Daily Courant", 4)
    done(g)
    assert moved(g, "draw") == ["Anatomy"] and g.state.supply[3][-1] == "Anatomy"
    assert not [e for e in g.events if e.kind == "card" and "as if" in e.describe()]


def test_courant_a_skipped_draw_goes_back_on_its_own_pile():
    g = game({"board": {"yellow": ["The Daily Courant"]}}, {}, removed=set_aside(3), supply={4: ["Anatomy"]})
    dogma(g, "The Daily Courant", 3)
    assert moved(g, "draw") == ["Anatomy"] and g.state.supply[3][-1] == "Anatomy" and not g.state.supply[2]


def test_courant_shared_earns_the_free_draw():
    # Bob (3 factories) executes his only top card, Machine Tools (an empty score pile: a 1); Alice her Sailing.
    g = game({"board": COURANT}, {"board": {"red": ["Machine Tools"]}}, supply={1: ["Oars", "Tools"], 5: ["Physics"]})
    dogma(g, "The Daily Courant", 2, 2)
    done(g)
    assert P(g, "Bob").score == ["Oars"] and P(g, "Alice").top("blue") == "Tools"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Physics"]
