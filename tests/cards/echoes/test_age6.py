"""Echoes, age 6: every effect's branches, each choice, each echo effect from the top card and from a covered card a
splay shows, demands against none, one and two vulnerable opponents, sharing (echo effects too) with the free draw,
repeats ending, the cards that read what their own echo effect did (Dentures, Stethoscope) when it ran and when it
did not, and forecasts never named to another player.

A player holding an Echoes card in hand draws base cards (the draw rule only changes the draws of a hand that holds
cards, none of them an Echoes card)."""

from helpers import (
    P,
    cards,
    claimed_ages,
    dogma,
    done,
    echoes_seats,
    expansions_game,
    granted,
    log_text,
    moved,
    plan,
    returned_to_bottom,
    start,
    step,
    who,
    who_moved,
)


def game(*players, **spec):
    return echoes_seats(*players, **spec)


def echoes_run(g):
    """(card, effect number) of each echo effect the dogma plan fixed."""
    return [(e["card"], e["effect"]) for e in plan(g).get("echoes", [])]


# -- Bifocals ----------------------------------------------------------------------------------------------------

BIFOCALS = {"blue": ["Bifocals"]}


def test_bifocals_echo_foreshadows_a_card_of_a_chosen_value_and_the_return_may_be_declined():
    g = game({"board": BIFOCALS}, {}, supply={3: ["Optics"]})
    start(g, "Bifocals")
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 11))
    step(g, 3)
    assert P(g, "Alice").forecast == ["Optics"] and g.pending.optional and g.pending.options == ["Optics"]
    step(g, None)
    done(g)
    assert P(g, "Alice").forecast == ["Optics"] and "Optics" not in log_text(g, "Bob")


def test_bifocals_returns_a_forecast_card_and_foreshadows_one_of_its_value():
    g = game({"board": BIFOCALS}, {}, forecast={"Alice": ["Coal"]}, supply={1: ["Tools"], 5: ["Physics"]})
    dogma(g, "Bifocals", 1, "Coal")
    done(g)
    assert returned_to_bottom(g, 5) == "Coal" and P(g, "Alice").forecast == ["Tools", "Physics"]


def test_bifocals_splays_green_right_or_declines():
    board = {**BIFOCALS, "green": ["Sailing", "Clothing"]}
    g = game({"board": board}, {}, supply={1: ["Tools"]})
    dogma(g, "Bifocals", 1, None, True)
    assert P(g, "Alice").pile("green").splay == "right"
    g = game({"board": board}, {}, supply={1: ["Tools"]})
    dogma(g, "Bifocals", 1, None, False)
    assert P(g, "Alice").pile("green").splay is None


def test_bifocals_echo_from_a_covered_card_splayed_right():
    g = game({"board": {"blue": {"cards": ["Tools", "Bifocals"], "splay": "right"}}}, {}, supply={2: ["Calendar"]})
    dogma(g, "Tools", 2)
    done(g)
    assert echoes_run(g) == [("Bifocals", 1)] and P(g, "Alice").forecast == ["Calendar"]


def test_bifocals_shared_echo_earns_the_free_draw():
    g = game({"board": BIFOCALS}, {"board": {"purple": ["City States"]}}, supply={1: ["Tools", "Oars"], 6: ["Canning"]})
    dogma(g, "Bifocals", 1, 1, None, None)
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").forecast == ["Tools"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Dentures ----------------------------------------------------------------------------------------------------

DENTURES = {"yellow": ["Dentures"]}


def test_dentures_scores_the_two_top_cards_of_the_colour_its_echo_tucked_into():
    board = {**DENTURES, "blue": ["Writing", "Tools", "Pottery"]}
    g = game({"board": board}, {}, supply={6: ["Atomic Theory"]})
    dogma(g, "Dentures", True)
    done(g)
    assert moved(g, "tuck") == ["Atomic Theory"] and moved(g, "score") == ["Writing", "Tools"]
    assert cards(g, "Alice", "blue") == ["Atomic Theory", "Pottery"] and P(g, "Alice").pile("blue").splay == "right"


def test_dentures_never_scores_the_bottom_card_and_repeats_with_a_new_tuck():
    # The echo's 6 starts an empty red pile: nothing above the bottom card, so another 6 is tucked; it goes under
    # the first one, which can now be scored.
    g = game({"board": DENTURES}, {}, supply={6: ["Industrialization", "Machine Tools"]})
    dogma(g, "Dentures")
    done(g)
    assert moved(g, "tuck") == ["Industrialization", "Machine Tools"] and moved(g, "score") == ["Industrialization"]
    assert cards(g, "Alice", "red") == ["Machine Tools"]


def test_dentures_a_6_of_its_own_colour_scores_dentures_itself():
    g = game({"board": DENTURES}, {}, supply={6: ["Canning"]})
    dogma(g, "Dentures")
    done(g)
    assert moved(g, "score") == ["Dentures"] and cards(g, "Alice", "yellow") == ["Canning"]


def test_dentures_without_its_echo_tucks_a_6_first():
    # Self Service executes Dentures' non-demand effects without its echo: nothing was tucked due to Dentures, so
    # that part scores nothing (ruling); none to score, a 6 is tucked and the effect repeats with its colour.
    board = {"green": ["Self Service"], "yellow": ["Dentures"], "blue": ["Writing", "Tools"]}
    g = game({"board": board}, {}, supply={6: ["Atomic Theory"]})
    dogma(g, "Self Service", "Dentures")
    done(g)
    assert moved(g, "tuck") == ["Atomic Theory"] and moved(g, "score") == ["Writing", "Tools"]


def test_dentures_echo_from_a_covered_card_splayed_right_has_its_own_memory():
    board = {"yellow": {"cards": ["Agriculture", "Dentures"], "splay": "right"}}
    g = game({"board": board}, {}, supply={6: ["Atomic Theory"]})
    dogma(g, "Agriculture")
    done(g)
    assert echoes_run(g) == [("Dentures", 1)] and moved(g, "tuck") == ["Atomic Theory"]
    assert moved(g, "score") == []


def test_dentures_each_sharer_scores_from_the_colour_of_their_own_tuck():
    # Bob's echo tucks a blue 6, Alice's a red one: each scores from their own colour.
    bob = {"board": {"red": ["Coal"], "blue": ["Writing", "Tools"]}}
    g = game(
        {"board": {**DENTURES, "red": ["Archery", "Oars"]}},
        bob,
        supply={6: ["Atomic Theory", "Industrialization", "Encyclopedia"]},
    )
    dogma(g, "Dentures")
    done(g)
    assert who_moved(g, "tuck") == [("Bob", "Atomic Theory"), ("Alice", "Industrialization")]
    assert who_moved(g, "score") == [("Bob", "Writing"), ("Bob", "Tools"), ("Alice", "Archery"), ("Alice", "Oars")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Encyclopedia"]


# -- Hot Air Balloon ---------------------------------------------------------------------------------------------

BALLOON = {"green": ["Hot Air Balloon"]}


def test_hot_air_balloon_achieves_a_top_card_matching_an_achievement_then_gives_its_top_green_card():
    # The echo scores a 7: 7 points and the bonus 7 make 14, enough for a 2.
    bob = {"board": {"red": ["Construction"], "blue": ["Pottery"]}, "achievements": ["Mathematics"]}
    g = game({"board": BALLOON, "hand": ["Puppet"]}, bob, supply={7: ["Bicycle"]})
    start(g, "Hot Air Balloon")
    assert P(g, "Alice").score == ["Bicycle"] and P(g, "Alice").score_total == 14
    assert g.pending.optional and g.pending.options == ["Construction"]  # Pottery: Bob holds no 1
    step(g, "Construction")
    done(g)
    assert P(g, "Alice").achievements == ["Construction"] and P(g, "Bob").top("red") is None
    assert P(g, "Bob").top("green") == "Hot Air Balloon" and P(g, "Alice").top("green") is None


def test_hot_air_balloon_declined_or_without_a_match_draws_and_melds_a_7():
    bob = {"board": {"red": ["Construction"]}, "achievements": ["Mathematics"]}
    g = game({"board": BALLOON, "hand": ["Puppet"]}, bob, supply={7: ["Bicycle", "Lighting"]})
    dogma(g, "Hot Air Balloon", None)
    done(g)
    assert P(g, "Alice").achievements == [] and moved(g, "meld") == ["Lighting"]
    g = game(
        {"board": BALLOON, "hand": ["Puppet"]},
        {"board": {"red": ["Construction"]}},
        supply={7: ["Bicycle", "Lighting"]},
    )
    dogma(g, "Hot Air Balloon")
    done(g)
    assert moved(g, "meld") == ["Lighting"] and g.pending is None


def test_hot_air_balloon_only_when_eligible():
    # Bob's top 6 matches his age-6 achievement, but 30 points are needed: Alice has 14.
    bob = {"board": {"blue": ["Encyclopedia"]}, "achievements": ["Canning"]}
    g = game({"board": BALLOON, "hand": ["Puppet"]}, bob, supply={7: ["Bicycle", "Lighting"]})
    dogma(g, "Hot Air Balloon")
    assert P(g, "Alice").achievements == [] and moved(g, "meld") == ["Lighting"]


def test_hot_air_balloon_never_takes_or_matches_a_relic():
    # Ruling: standard achievements only. Alice (a top 7, 21 + 7 + the bonus 7 = 35 points) is eligible for a 7 and
    # a 4, but Safety Pin (a relic) tops Bob's yellow pile, and Bob's top 4 matches only his relic Complex Numbers.
    alice = {
        "board": {**BALLOON, "red": ["Combustion"]},
        "hand": ["Puppet"],
        "score": ["Evolution", "Publications", "Refrigeration"],
    }
    bob = {
        "board": {"yellow": ["Safety Pin"], "purple": ["Reformation"]},
        "achievements": ["Railroad", "Complex Numbers"],
    }
    g = expansions_game(
        {"Alice": alice, "Bob": bob}, ("artifacts", "echoes"), relics=True, supply={7: ["Bicycle", "Sanitation"]}
    )
    dogma(g, "Hot Air Balloon")
    done(g)
    assert P(g, "Alice").score_total == 35
    assert P(g, "Alice").achievements == [] and moved(g, "meld") == ["Sanitation"]


def test_hot_air_balloon_picks_among_other_players():
    bob = {"board": {"red": ["Construction"]}, "achievements": ["Mathematics"]}
    carol = {"board": {"yellow": ["Masonry"]}, "achievements": ["Agriculture"]}
    g = game({"board": BALLOON, "hand": ["Puppet"]}, bob, carol, supply={7: ["Bicycle"]})
    start(g, "Hot Air Balloon")
    assert g.pending.options == ["Construction", "Masonry"]
    step(g, "Masonry")
    done(g)
    assert claimed_ages(g, "Alice") == [1] and P(g, "Carol").top("green") == "Hot Air Balloon"


def test_hot_air_balloon_echo_from_a_covered_card_splayed_right():
    # Right shows the bottom-left echo; Mapmaking on top finds no 1 in Bob's score pile.
    board = {"green": {"cards": ["Mapmaking", "Hot Air Balloon"], "splay": "right"}}
    g = game({"board": board}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Mapmaking")
    done(g)
    assert echoes_run(g) == [("Hot Air Balloon", 1)] and P(g, "Alice").score == ["Bicycle"]


def test_hot_air_balloon_shared_echo_earns_the_free_draw():
    g = game(
        {"board": BALLOON, "hand": ["Puppet"]},
        {"board": {"blue": ["Writing"]}, "hand": ["Bangle"]},
        supply={7: ["Bicycle", "Lighting", "Evolution", "Publications", "Explosives"]},
    )
    dogma(g, "Hot Air Balloon")
    done(g)
    assert who_moved(g, "score") == [("Bob", "Bicycle"), ("Alice", "Lighting")]
    assert who_moved(g, "meld") == [("Bob", "Evolution"), ("Alice", "Publications")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Explosives"]  # her top 7 decides


# -- Indian Clubs ------------------------------------------------------------------------------------------------

CLUBS = {"purple": ["Indian Clubs"]}


def test_indian_clubs_demand_returns_two_chosen_score_cards():
    g = game({"board": CLUBS}, {"score": ["Tools", "Calendar", "Optics"]})
    start(g, "Indian Clubs")
    assert g.pending.player == "Bob" and g.pending.counts == [2]
    step(g, ["Optics", "Tools"])
    done(g)
    assert moved(g, "return") == ["Tools", "Optics"] and P(g, "Bob").score == ["Calendar"]


def test_indian_clubs_demand_with_two_or_fewer_returns_them_all_in_turn_order():
    g = game({"board": CLUBS}, {"score": ["Tools"]}, {"score": ["Calendar", "Optics"]})
    dogma(g, "Indian Clubs")
    done(g)
    assert who_moved(g, "return") == [("Bob", "Tools"), ("Carol", "Calendar"), ("Carol", "Optics")]


def test_indian_clubs_scores_a_hand_card_of_each_value_in_the_score_pile():
    g = game(
        {
            "board": CLUBS,
            "score": ["Tools", "Calendar", "Mathematics"],
            "hand": ["Oars", "Archery", "Fermenting", "Optics"],
        },
        {},
    )
    start(g, "Indian Clubs")
    assert g.pending.options == ["Oars", "Archery"]
    step(g, "Archery")
    done(g)
    assert moved(g, "score") == ["Archery", "Fermenting"] and P(g, "Alice").hand == ["Oars", "Optics"]


def test_indian_clubs_nothing_to_score():
    g = game({"board": CLUBS, "hand": ["Oars"]}, {"board": {"yellow": ["Agriculture"]}})
    dogma(g, "Indian Clubs")
    assert plan(g)["vulnerable"] == [] and moved(g, "score") == [] and granted(g) == [False]


def test_indian_clubs_shared_earns_the_free_draw():
    g = game(
        {"board": CLUBS},
        {"board": {"yellow": ["Agriculture"]}, "score": ["Tools"], "hand": ["Oars"]},
        supply={6: ["Canning"]},
    )
    dogma(g, "Indian Clubs")
    assert P(g, "Bob").score == ["Tools", "Oars"] and granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Kaleidoscope ------------------------------------------------------------------------------------------------

KALEIDOSCOPE = {"purple": ["Kaleidoscope"]}


def test_kaleidoscope_melds_a_7_and_may_splay_its_colour_right():
    g = game({"board": {**KALEIDOSCOPE, "green": ["Sailing"]}}, {}, supply={7: ["Bicycle"]})
    start(g, "Kaleidoscope")
    assert g.pending.options == ["green"] and g.pending.optional
    step(g, "green")
    done(g)
    assert cards(g, "Alice", "green") == ["Sailing", "Bicycle"] and P(g, "Alice").pile("green").splay == "right"
    g = game({"board": {**KALEIDOSCOPE, "green": ["Sailing"]}}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Kaleidoscope", None)
    assert P(g, "Alice").pile("green").splay is None


def test_kaleidoscope_a_7_starting_a_pile_asks_nothing():
    g = game({"board": KALEIDOSCOPE}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Kaleidoscope")
    done(g)
    assert P(g, "Alice").top("green") == "Bicycle" and moved(g, "splay") == []


def test_kaleidoscope_shared_earns_the_free_draw():
    g = game(
        {"board": KALEIDOSCOPE}, {"board": {"blue": ["Writing"]}}, supply={7: ["Bicycle", "Lighting", "Evolution"]}
    )
    dogma(g, "Kaleidoscope", None)  # Alice's 7 lands on her purple pile: she declines the splay
    assert P(g, "Bob").top("green") == "Bicycle" and P(g, "Alice").top("purple") == "Lighting"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Evolution"]  # her top 7 decides


# -- Loom --------------------------------------------------------------------------------------------------------

LOOM = {"red": ["Loom"]}


def test_loom_echo_scores_the_lowest_top_card_ties_chosen():
    g = game({"board": {**LOOM, "blue": ["Writing"], "green": ["Sailing"]}}, {})
    start(g, "Loom")
    assert g.pending.options == ["Writing", "Sailing"]
    step(g, "Sailing")
    done(g)
    assert P(g, "Alice").score == ["Sailing"] and P(g, "Alice").top("blue") == "Writing"


def test_loom_alone_scores_itself():
    g = game({"board": LOOM}, {})
    dogma(g, "Loom")
    done(g)
    assert P(g, "Alice").score == ["Loom"] and P(g, "Alice").top_cards() == []


def test_loom_returns_two_score_cards_of_different_values_and_tucks_three_6s():
    g = game(
        {"board": {**LOOM, "blue": ["Writing"]}, "score": ["Tools", "Oars", "Calendar"]},
        {},
        supply={6: ["Canning", "Democracy", "Encyclopedia"]},
    )
    start(g, "Loom")  # the echo scores Writing, a 1
    assert g.pending.optional and g.pending.options == ["Tools", "Oars", "Calendar", "Writing"]
    step(g, "Oars")  # the second card is the one of another value: Calendar, taken without asking
    done(g)
    assert moved(g, "return") == ["Oars", "Calendar"] and moved(g, "tuck") == ["Canning", "Democracy", "Encyclopedia"]
    assert P(g, "Alice").score == ["Tools", "Writing"]


def test_loom_one_value_only_or_declined_returns_nothing():
    g = game({"board": {**LOOM, "blue": ["Writing"]}, "score": ["Tools"]}, {})
    dogma(g, "Loom")
    done(g)
    assert moved(g, "return") == [] and P(g, "Alice").score == ["Tools", "Writing"]
    g = game({"board": {**LOOM, "blue": ["Writing"]}, "score": ["Calendar"]}, {})
    dogma(g, "Loom", None)
    done(g)
    assert moved(g, "return") == [] and moved(g, "tuck") == []


HEXES_UP = {"cards": ["Loom", "Archery", "Oars", "Construction", "Road Building"], "splay": "up"}


def test_loom_claims_heritage_with_five_hexes_showing_in_one_colour():
    # Splayed up, each covered card shows its bottom row: four hexes there and Loom's own make five.
    g = game({"board": {"red": HEXES_UP, "blue": ["Writing"]}}, {})
    dogma(g, "Loom")
    done(g)
    assert "Heritage" in P(g, "Alice").achievements and "Heritage" not in g.state.specials


def test_loom_four_hexes_claim_nothing():
    red = dict(HEXES_UP, cards=HEXES_UP["cards"][:4])
    g = game({"board": {"red": red, "blue": ["Writing"]}}, {})
    dogma(g, "Loom")
    assert P(g, "Alice").achievements == [] and "Heritage" in g.state.specials
    red = dict(HEXES_UP, splay="right")  # right shows the top row: no hex there on these cards
    g = game({"board": {"red": red, "blue": ["Writing"]}}, {})
    dogma(g, "Loom")
    assert P(g, "Alice").achievements == []


def test_loom_echo_from_a_covered_card_splayed_left():
    board = {"red": {"cards": ["Road Building", "Loom"], "splay": "left"}, "blue": ["Writing"]}
    g = game({"board": board}, {})
    dogma(g, "Road Building")
    done(g)
    assert echoes_run(g) == [("Loom", 1)] and P(g, "Alice").score == ["Writing"]


def test_loom_shared_echo_earns_the_free_draw():
    g = game(
        {"board": {**LOOM, "blue": ["Writing"]}},
        {"board": {"red": ["Coal"], "green": ["Sailing"]}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Loom")
    done(g)
    assert who_moved(g, "score") == [("Bob", "Sailing"), ("Alice", "Writing")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Morphine ----------------------------------------------------------------------------------------------------

MORPHINE = {"yellow": ["Morphine"]}


def test_morphine_echo_scores_an_odd_valued_hand_card():
    g = game({"board": MORPHINE, "hand": ["Tools", "Optics", "Calendar"]}, {}, supply={6: ["Canning"]})
    start(g, "Morphine")
    assert g.pending.options == ["Tools", "Optics"] and not g.pending.optional
    step(g, "Optics")
    done(g)
    assert P(g, "Alice").score == ["Optics"] and P(g, "Bob").hand == ["Canning"]  # Bob had nothing to return
    assert moved(g, "return") == [] and moved(g, "draw") == ["Canning"]  # so the dogma draws nothing


def test_morphine_demand_returns_the_odd_cards_then_the_dogma_draws_one_above_the_highest():
    # Bob holds base cards only after the returns: his 6 is an Echoes card.
    g = game(
        {"board": MORPHINE, "hand": ["Bangle", "Puppet", "Calendar"]},
        {"hand": ["Tools", "Optics", "Mathematics"]},
        supply={4: ["Anatomy"]},
        echoes={6: ["Bifocals"]},
    )
    dogma(g, "Morphine", "Puppet")
    done(g)
    assert who_moved(g, "return") == [("Bob", "Tools"), ("Bob", "Optics")]
    assert P(g, "Bob").hand == ["Mathematics", "Bifocals"]
    assert P(g, "Alice").score == ["Puppet"] and P(g, "Alice").hand == ["Bangle", "Calendar", "Anatomy"]  # 3 + 1


def test_morphine_counts_the_highest_return_over_every_demanded_player():
    # Ruling: Bob returns a 1, Carol a 5: the dogma draws a 6.
    g = game(
        {"board": MORPHINE, "hand": ["Puppet", "Bangle"]},
        {"hand": ["Tools"]},
        {"hand": ["Coal"]},
        supply={6: ["Canning", "Democracy", "Encyclopedia"]},
    )
    dogma(g, "Morphine", "Puppet")
    done(g)
    assert who_moved(g, "return") == [("Bob", "Tools"), ("Carol", "Coal")]
    assert P(g, "Alice").hand == ["Bangle", "Encyclopedia"]


def test_morphine_nothing_returned_draws_nothing_and_no_one_vulnerable():
    g = game(
        {"board": MORPHINE, "hand": ["Calendar"]},
        {"hand": ["Mathematics"]},
        supply={6: ["Canning"]},
        echoes={6: ["Bifocals"]},
    )
    dogma(g, "Morphine")
    done(g)
    assert moved(g, "return") == [] and moved(g, "draw") == ["Bifocals"]  # Bob's 6 only
    g = game({"board": MORPHINE, "hand": ["Calendar"]}, {"board": {"blue": ["Writing"]}, "hand": ["Tools"]})
    dogma(g, "Morphine")
    assert plan(g)["vulnerable"] == [] and moved(g, "return") == []


def test_morphine_splays_red_right_or_declines():
    board = {**MORPHINE, "red": ["Archery", "Oars"]}
    g = game({"board": board}, {}, supply={6: ["Canning"]})
    dogma(g, "Morphine", True)
    assert P(g, "Alice").pile("red").splay == "right"
    g = game({"board": board}, {}, supply={6: ["Canning"]})
    dogma(g, "Morphine", False)
    assert P(g, "Alice").pile("red").splay is None


def test_morphine_echo_from_a_covered_card_splayed_left():
    board = {"yellow": {"cards": ["Agriculture", "Morphine"], "splay": "left"}}
    g = game({"board": board, "hand": ["Optics"]}, {})
    dogma(g, "Agriculture")
    done(g)
    assert echoes_run(g) == [("Morphine", 1)] and P(g, "Alice").score == ["Optics"]


def test_morphine_shared_echo_earns_the_free_draw():
    g = game({"board": MORPHINE}, {"board": {"blue": ["Writing"]}, "hand": ["Tools"]}, supply={6: ["Canning"]})
    dogma(g, "Morphine")
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").score == ["Tools"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Shrapnel ----------------------------------------------------------------------------------------------------

SHRAPNEL = {"red": ["Shrapnel"]}


def test_shrapnel_tucks_a_6_takes_the_two_top_cards_of_its_colour_and_gives_my_bottom_card():
    alice = {"board": {**SHRAPNEL, "blue": ["Experimentation", "Pottery"]}}
    g = game(alice, {"board": {"blue": ["Writing", "Tools"]}}, supply={6: ["Atomic Theory"]})
    dogma(g, "Shrapnel")
    done(g)
    assert cards(g, "Bob", "blue") == ["Atomic Theory"]
    assert P(g, "Alice").score == ["Writing", "Tools"] and P(g, "Bob").score == ["Pottery"]
    assert cards(g, "Alice", "blue") == ["Experimentation"]


def test_shrapnel_a_new_colour_gives_up_the_tucked_card_and_gets_nothing_from_an_empty_pile():
    g = game({"board": SHRAPNEL}, {}, supply={6: ["Atomic Theory"]})
    dogma(g, "Shrapnel")
    done(g)
    assert P(g, "Alice").score == ["Atomic Theory"] and P(g, "Bob").score == [] and P(g, "Bob").top_cards() == []


def test_shrapnel_two_vulnerable_in_turn_order_and_none():
    alice = {"board": {**SHRAPNEL, "blue": ["Experimentation", "Pottery", "Tools"]}}
    g = game(alice, {}, {}, supply={6: ["Atomic Theory", "Encyclopedia"]})
    dogma(g, "Shrapnel")
    assert who_moved(g, "transfer") == [
        ("Bob", "Atomic Theory"),
        ("Bob", "Tools"),
        ("Carol", "Encyclopedia"),
        ("Carol", "Pottery"),
    ]
    g = game({"board": SHRAPNEL}, {"board": {"red": ["Machine Tools"]}})
    dogma(g, "Shrapnel")
    assert plan(g)["vulnerable"] == [] and moved(g, "draw") == [] and granted(g) == [False]


# -- Steamboat ---------------------------------------------------------------------------------------------------

STEAMBOAT = {"green": ["Steamboat"]}


def test_steamboat_a_blue_or_yellow_6_goes_with_the_whole_hand_to_my_hand():
    g = game(
        {"board": STEAMBOAT},
        {"hand": ["Tools", "Optics"]},
        {"board": {"blue": ["Translation"]}},
        supply={6: ["Atomic Theory"]},
        echoes={6: ["Dentures"]},
    )
    dogma(g, "Steamboat")
    done(g)
    assert moved(g, "draw") == ["Dentures"]  # Bob's hand held base cards only: an Echoes 6, yellow
    assert P(g, "Alice").hand == ["Tools", "Optics", "Dentures"] and P(g, "Bob").hand == []
    assert "Optics" in log_text(g, "Alice") and "Optics" not in log_text(g, "Carol")


def test_steamboat_a_red_or_green_6_stays_and_two_score_cards_go_to_my_score_pile():
    g = game(
        {"board": STEAMBOAT},
        {"hand": ["Puppet"], "score": ["Tools", "Calendar", "Optics"]},
        supply={6: ["Industrialization"]},
    )
    start(g, "Steamboat")
    assert g.pending.player == "Bob" and g.pending.counts == [2]
    step(g, ["Optics", "Tools"])
    done(g)
    assert P(g, "Bob").hand == ["Puppet", "Industrialization"] and P(g, "Bob").score == ["Calendar"]
    assert P(g, "Alice").score == ["Tools", "Optics"]


def test_steamboat_a_purple_6_simply_stays():
    g = game({"board": STEAMBOAT}, {"hand": ["Puppet"], "score": ["Tools"]}, supply={6: ["Democracy"]})
    dogma(g, "Steamboat")
    done(g)
    assert P(g, "Bob").hand == ["Puppet", "Democracy"] and moved(g, "transfer") == []


def test_steamboat_two_vulnerable_in_turn_order_and_none():
    g = game(
        {"board": STEAMBOAT},
        {"hand": ["Puppet"]},
        {"hand": ["Bangle"], "score": ["Tools"]},
        supply={6: ["Canning", "Metric System"]},
    )
    dogma(g, "Steamboat")
    assert who(g, "reveal") == ["Bob", "Carol"] and P(g, "Alice").hand == ["Puppet", "Canning"]
    assert P(g, "Alice").score == ["Tools"]
    g = game({"board": STEAMBOAT}, {"board": {"purple": ["City States"]}})
    dogma(g, "Steamboat")
    assert plan(g)["vulnerable"] == [] and moved(g, "draw") == []


# -- Stethoscope -------------------------------------------------------------------------------------------------

STETHOSCOPE = {"blue": ["Stethoscope"]}


def test_stethoscope_a_blue_card_melded_by_its_echo_draws_a_7_and_an_8():
    g = game(
        {"board": STETHOSCOPE, "hand": ["Tools", "Agriculture", "Puppet"]},
        {},
        supply={7: ["Bicycle"], 8: ["Antibiotics"]},
    )
    start(g, "Stethoscope")
    assert g.pending.options == ["Tools", "Agriculture"] and not g.pending.optional
    step(g, "Tools")
    done(g)
    assert P(g, "Alice").top("blue") == "Tools" and P(g, "Alice").hand == [
        "Agriculture",
        "Puppet",
        "Bicycle",
        "Antibiotics",
    ]


def test_stethoscope_a_yellow_card_or_none_melded_draws_only_a_7():
    g = game({"board": STETHOSCOPE, "hand": ["Tools", "Agriculture", "Puppet"]}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Stethoscope", "Agriculture")
    done(g)
    assert moved(g, "draw") == ["Bicycle"]
    g = game({"board": STETHOSCOPE, "hand": ["Archery", "Puppet"]}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Stethoscope")
    done(g)
    assert moved(g, "meld") == [] and moved(g, "draw") == ["Bicycle"]


def test_stethoscope_without_its_echo_draws_only_a_7():
    # Self Service executes Stethoscope's non-demand effects without its echo: no blue card was melded by it.
    board = {"green": ["Self Service"], "blue": ["Stethoscope"]}
    g = game({"board": board, "hand": ["Tools", "Puppet"]}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Self Service")
    done(g)
    assert moved(g, "meld") == [] and moved(g, "draw") == ["Bicycle"]


def test_stethoscope_a_blue_meld_by_another_cards_echo_does_not_count():
    # Stethoscope shows its echo under Tools (splayed right): the echo melds a blue card, but Tools' effects run
    # here, not Stethoscope's: nothing reads that meld.
    board = {"blue": {"cards": ["Tools", "Stethoscope"], "splay": "right"}}
    g = game({"board": board, "hand": ["Writing", "Puppet"]}, {})
    dogma(g, "Tools")
    done(g)
    assert echoes_run(g) == [("Stethoscope", 1)] and P(g, "Alice").top("blue") == "Writing"
    assert moved(g, "draw") == []


def test_stethoscope_each_sharer_draws_by_their_own_echo_meld():
    # Bob melds a blue card in the echo (a 7 and an 8), Alice a yellow one (a 7 only).
    g = game(
        {"board": STETHOSCOPE, "hand": ["Agriculture", "Puppet"]},
        {"board": {"blue": ["Experimentation"]}, "hand": ["Writing", "Bangle"]},
        supply={7: ["Bicycle", "Lighting"], 8: ["Antibiotics"], 6: ["Canning"]},
    )
    dogma(g, "Stethoscope")
    done(g)
    assert who_moved(g, "meld") == [("Bob", "Writing"), ("Alice", "Agriculture")]
    assert P(g, "Bob").hand == ["Bangle", "Bicycle", "Antibiotics"]
    assert P(g, "Alice").hand == ["Puppet", "Lighting", "Canning"] and granted(g) == [True]


def test_stethoscope_splays_yellow_right_or_declines():
    board = {**STETHOSCOPE, "yellow": ["Agriculture", "Masonry"]}
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Stethoscope", True)
    assert P(g, "Alice").pile("yellow").splay == "right"
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Stethoscope", False)
    assert P(g, "Alice").pile("yellow").splay is None
