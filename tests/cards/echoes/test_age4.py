"""Echoes, age 4: every effect's branches, each choice, each echo effect from the top card and from a covered card a
splay shows, demands against none, one and two vulnerable opponents, sharing (echo effects too) with the free draw,
the draw rule where a card draws several cards, and forecasts never named to another player.

A player holding an Echoes card in hand draws base cards (the draw rule only changes the draws of a hand that holds
cards, none of them an Echoes card)."""

from helpers import (
    P,
    cards,
    dogma,
    done,
    echoes_seats,
    granted,
    log_text,
    moved,
    plan,
    returned_to_bottom,
    same_outcome_without_order,
    start,
    step,
    who,
    who_moved,
)

from innovation_nb.cards.data import CARDS


def game(*players, **spec):
    return echoes_seats(*players, **spec)


def echoes_run(g):
    """(card, effect number) of each echo effect the dogma plan fixed."""
    return [(e["card"], e["effect"]) for e in plan(g).get("echoes", [])]


def give_special(g, name, special):
    """``name`` holds the Echoes special achievement ``special`` (a position cannot place one yet)."""
    g.state.specials.remove(special)
    P(g, name).achievements.append(special)


def sets(titles):
    return [CARDS[c].set for c in titles]


# -- Barometer ---------------------------------------------------------------------------------------------------

BAROMETER = {"yellow": ["Barometer"]}


def test_barometer_echo_moves_a_chosen_5_from_the_forecast_to_the_hand():
    # No bonus on any board: the missing value is 0, so the second effect draws and foreshadows a 2 (ruling).
    g = game(
        {"board": BAROMETER, "hand": ["Puppet"]},
        {},
        forecast={"Alice": ["Coal", "Physics", "Anatomy"]},
        supply={2: ["Calendar"]},
    )
    start(g, "Barometer")
    assert g.pending.options == ["Coal", "Physics"] and not g.pending.optional  # the 4 may not go
    step(g, "Physics")
    assert g.pending.kind == "yes_no"  # the third effect: return the whole forecast?
    step(g, False)
    done(g)
    assert P(g, "Alice").hand == ["Puppet", "Physics"]
    assert P(g, "Alice").forecast == ["Coal", "Anatomy", "Calendar"]
    assert "Physics" not in log_text(g, "Bob") and "Calendar" not in log_text(g, "Bob")
    assert "Physics" in log_text(g, "Alice")


def test_barometer_echo_without_a_5_does_nothing():
    g = game({"board": BAROMETER, "hand": ["Puppet"]}, {}, forecast={"Alice": ["Anatomy"]}, supply={2: ["Calendar"]})
    dogma(g, "Barometer", False)
    done(g)
    assert P(g, "Alice").hand == ["Puppet"] and P(g, "Alice").forecast == ["Anatomy", "Calendar"]


def test_barometer_echo_from_a_covered_card_splayed_right():
    # Right shows the bottom-left slot, Barometer's echo; Agriculture on top runs after it (declined here).
    board = {"yellow": {"cards": ["Agriculture", "Barometer"], "splay": "right"}}
    g = game({"board": board}, {}, forecast={"Alice": ["Coal"]})
    dogma(g, "Agriculture", None)
    done(g)
    assert echoes_run(g) == [("Barometer", 1)] and "splayed right" in plan(g)["echoes"][0]["why"]
    assert P(g, "Alice").hand == ["Coal"] and P(g, "Alice").forecast == []


def test_barometer_echo_hidden_under_a_left_splay():
    board = {"yellow": {"cards": ["Agriculture", "Barometer"], "splay": "left"}}
    g = game({"board": board}, {}, forecast={"Alice": ["Coal"]})
    dogma(g, "Agriculture")
    assert echoes_run(g) == [] and P(g, "Alice").forecast == ["Coal"]


def test_barometer_draws_and_foreshadows_two_above_a_bonus_of_any_board():
    # Puppet shows a 3 on Alice's board, Clock a 5 on Bob's: Alice picks the 5 and foreshadows a 7.
    g = game(
        {"board": {**BAROMETER, "purple": ["Puppet"]}, "hand": ["Bangle"]},
        {"board": {"purple": ["Clock"]}},
        supply={7: ["Bicycle"]},
    )
    start(g, "Barometer")
    assert g.pending.kind == "value" and g.pending.options == [3, 5]
    step(g, 5)
    step(g, False)
    done(g)
    assert P(g, "Alice").forecast == ["Bicycle"] and moved(g, "draw") == ["Bicycle"]
    assert "Bicycle" not in log_text(g, "Bob")


def test_barometer_returns_the_forecast_and_claims_destiny_for_a_blue_card():
    g = game({"board": BAROMETER}, {}, forecast={"Alice": ["Tools", "Optics"]}, supply={2: ["Fermenting"]})
    dogma(g, "Barometer", True)
    done(g)
    assert P(g, "Alice").forecast == [] and sorted(moved(g, "return")) == ["Fermenting", "Optics", "Tools"]
    assert "Destiny" in P(g, "Alice").achievements and "Destiny" not in g.state.specials
    assert returned_to_bottom(g, 1) == "Tools"


def test_barometer_returns_the_forecast_without_a_blue_card_claims_nothing():
    g = game({"board": BAROMETER}, {}, forecast={"Alice": ["Optics"]}, supply={2: ["Fermenting"]})
    dogma(g, "Barometer", True)
    assert P(g, "Alice").forecast == [] and P(g, "Alice").achievements == []
    assert "Destiny" in g.state.specials


def test_barometer_destiny_already_claimed_stays_where_it_is():
    g = game({"board": BAROMETER}, {}, forecast={"Alice": ["Tools"]}, supply={2: ["Fermenting"]})
    give_special(g, "Bob", "Destiny")
    dogma(g, "Barometer", True)
    assert P(g, "Alice").forecast == [] and P(g, "Alice").achievements == []
    assert P(g, "Bob").achievements == ["Destiny"]


def test_barometer_shared_echo_earns_the_free_draw():
    # Bob shows 3 leaves (Agriculture) against Barometer's 2: he shares the echo and takes his 5.
    g = game(
        {"board": BAROMETER, "hand": ["Puppet"]},
        {"board": {"yellow": ["Agriculture"]}, "hand": ["Bangle"]},
        forecast={"Bob": ["Coal"]},
        supply={2: ["Calendar", "Fermenting"], 4: ["Anatomy"]},
    )
    dogma(g, "Barometer", False, False)
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Bangle", "Coal"]
    assert who(g, "draw")[:2] == ["Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Anatomy"]


# -- Chintz ------------------------------------------------------------------------------------------------------

CHINTZ = {"green": ["Chintz"]}


def test_chintz_with_one_card_draws_a_4_then_draws_and_scores_a_4_base_echoes_base():
    # The draw rule card by card: an empty hand draws base; one base card in hand draws Echoes; then base again.
    g = game({"board": CHINTZ}, {}, supply={4: ["Anatomy", "Colonialism"]}, echoes={4: ["Pencil"]})
    dogma(g, "Chintz")
    done(g)
    assert moved(g, "draw") == ["Anatomy", "Pencil", "Colonialism"]
    assert sets(moved(g, "draw")) == ["base", "echoes", "base"]
    assert P(g, "Alice").hand == ["Anatomy", "Pencil"] and P(g, "Alice").score == ["Colonialism"]


def test_chintz_with_more_cards_only_draws_a_4():
    g = game({"board": CHINTZ, "hand": ["Puppet"]}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Chintz")
    assert moved(g, "draw") == ["Anatomy"] and P(g, "Alice").score == []


def test_chintz_shared_earns_the_free_draw():
    # Bob shows 2 crowns (City States) against Chintz's 2.
    g = game(
        {"board": CHINTZ, "hand": ["Puppet"]},
        {"board": {"purple": ["City States"]}, "hand": ["Bangle"]},
        supply={4: ["Anatomy", "Colonialism", "Enterprise"]},
    )
    dogma(g, "Chintz")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Bangle", "Anatomy"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Colonialism", "Enterprise"]


# -- Clock -------------------------------------------------------------------------------------------------------

CLOCK = {"purple": ["Clock"]}
MANY_BULBS = {"blue": ["Experimentation"]}  # 3 lightbulbs: shares Clock (and is never vulnerable) with 3 or fewer


def test_clock_echo_splays_the_colour_with_the_most_cards_right():
    g = game({"board": {**CLOCK, "blue": ["Writing", "Tools"], "red": ["Oars"]}}, {"board": MANY_BULBS})
    start(g, "Clock")
    assert g.pending.kind == "color" and g.pending.options == ["blue"] and g.pending.optional
    step(g, "blue")
    done(g)
    assert P(g, "Alice").pile("blue").splay == "right"
    assert plan(g)["sharers"] == ["Bob"] and granted(g) == [False]  # Bob's single cards cannot be splayed


def test_clock_echo_tied_colours_are_the_players_choice_or_declined():
    board = {**CLOCK, "blue": ["Writing", "Tools"], "red": ["Oars", "Archery"]}
    g = game({"board": board}, {"board": MANY_BULBS})
    start(g, "Clock")
    assert g.pending.options == ["blue", "red"]
    step(g, "red")
    assert P(g, "Alice").pile("red").splay == "right" and P(g, "Alice").pile("blue").splay is None
    g = game({"board": board}, {"board": MANY_BULBS})
    dogma(g, "Clock", None)
    assert moved(g, "splay") == [] and P(g, "Alice").pile("red").splay is None


def test_clock_echo_asks_nothing_when_the_biggest_pile_is_splayed_right_already():
    g = game({"board": {**CLOCK, "blue": {"cards": ["Writing", "Pottery"], "splay": "right"}}}, {"board": MANY_BULBS})
    dogma(g, "Clock")
    done(g)
    assert [e for e in g.events if e.kind == "splay"] == []


def test_clock_echo_from_a_covered_card_splayed_right():
    # Right shows Clock's top-left echo under Code of Laws (which does nothing with an empty hand).
    board = {"purple": {"cards": ["Code of Laws", "Clock"], "splay": "right"}, "blue": ["Writing", "Tools", "Pottery"]}
    g = game({"board": board}, {})
    dogma(g, "Code of Laws", "blue")
    done(g)
    assert echoes_run(g) == [("Clock", 1)] and P(g, "Alice").pile("blue").splay == "right"


TENS = ["A.I.", "Globalization", "Miniaturization"]  # 1 + 0 + 1 clocks


def test_clock_demand_totals_the_clocks_of_three_10s_and_takes_every_card_of_that_value():
    # Bob holds an Echoes card, so he draws base 10s. Two clocks: his 2s leave his hand and score pile.
    g = game(
        {"board": CLOCK},
        {"hand": ["Puppet", "Calendar", "Construction"], "score": ["Fermenting", "Tools"]},
        supply={10: TENS},
    )
    start(g, "Clock")
    assert g.pending.kind == "order" and g.pending.player == "Bob"  # three 10s go under one pile
    step(g, TENS)
    done(g)
    assert moved(g, "reveal") == TENS and moved(g, "return") == TENS
    assert P(g, "Alice").score == ["Calendar", "Construction", "Fermenting"]
    assert P(g, "Bob").hand == ["Puppet"] and P(g, "Bob").score == ["Tools"]


def test_clock_demand_draw_rule_makes_the_first_10_an_echoes_card():
    # Bob's hand holds a base card only: the first 10 is an Echoes card (Camcorder, 2 clocks), then base ones.
    g = game(
        {"board": CLOCK},
        {"hand": ["Optics"], "score": ["Engineering", "Tools"]},
        supply={10: ["A.I.", "Globalization"]},
        echoes={10: ["Camcorder"]},
    )
    dogma(g, "Clock", ["A.I.", "Globalization"])
    done(g)
    assert moved(g, "draw") == ["Camcorder", "A.I.", "Globalization"]
    assert P(g, "Alice").score == ["Optics", "Engineering"] and P(g, "Bob").score == ["Tools"]


def test_clock_demand_with_a_count_no_card_has_moves_nothing():
    tens = ["Globalization", "Stem Cells", "Self Service"]  # no clock at all: no card has value 0
    g = game({"board": CLOCK}, {"hand": ["Puppet"], "score": ["Tools"]}, supply={10: tens})
    dogma(g, "Clock", tens)
    done(g)
    assert moved(g, "transfer") == [] and P(g, "Bob").score == ["Tools"]


def test_clock_demand_reaches_two_opponents_in_turn_order():
    g = game(
        {"board": CLOCK},
        {"hand": ["Puppet"], "score": ["Calendar"]},
        {"hand": ["Bangle"], "score": ["Mathematics"]},
        supply={10: TENS + ["Software", "Bioengineering", "Databases"]},
    )
    dogma(g, "Clock", TENS, ["Software", "Bioengineering", "Databases"])
    done(g)
    assert who(g, "reveal") == ["Bob"] * 3 + ["Carol"] * 3
    # Bob's total is 2: his 2 goes; Carol's is 3 + 2 + 3 = 8, and she has no 8.
    assert P(g, "Alice").score == ["Calendar"] and P(g, "Carol").score == ["Mathematics"]


def test_clock_no_opponent_vulnerable():
    g = game({"board": CLOCK}, {"board": MANY_BULBS})
    dogma(g, "Clock")
    assert plan(g)["vulnerable"] == [] and moved(g, "draw") == []


# -- Globe -------------------------------------------------------------------------------------------------------

GLOBE = {"green": ["Globe"]}


def test_globe_one_card_returned_splays_left_and_foreshadows_a_6():
    # Left: the only pile of two cards. The hand still holds base cards only: the 6 is an Echoes card.
    g = game(
        {"board": {**GLOBE, "red": ["Archery", "Oars"]}, "hand": ["Tools", "Calendar", "Agriculture"]},
        {},
        echoes={6: ["Bifocals"]},
    )
    start(g, "Globe")
    assert g.pending.kind == "color" and g.pending.options == ["blue", "yellow"] and g.pending.optional
    step(g, "blue")
    assert g.pending.options == ["Tools", "Calendar"] and g.pending.counts == [1, 2]
    step(g, ["Calendar"])
    done(g)
    assert moved(g, "return") == ["Calendar"] and P(g, "Alice").pile("red").splay == "left"
    assert P(g, "Alice").forecast == ["Bifocals"] and "Bifocals" not in log_text(g, "Bob")


def test_globe_two_cards_splay_right_three_up():
    board = {**GLOBE, "red": ["Archery", "Oars"], "blue": ["Writing", "Pottery"]}
    hand = ["Calendar", "Mathematics", "Optics", "Puppet"]  # blue 2, blue 2, red 3, an Echoes card
    g = game({"board": board, "hand": hand}, {}, supply={6: ["Canning"]})
    dogma(g, "Globe", "blue", ["Calendar", "Mathematics"], ["Mathematics", "Calendar"], "red")
    done(g)
    assert P(g, "Alice").pile("red").splay == "right" and P(g, "Alice").pile("blue").splay is None
    assert returned_to_bottom(g, 2) == "Calendar" and P(g, "Alice").forecast == ["Canning"]
    hand = ["Tools", "Calendar", "Translation", "Puppet"]  # three blue cards of three ages
    g = game({"board": board, "hand": hand}, {}, supply={6: ["Canning"]})
    dogma(g, "Globe", "blue", ["Tools", "Calendar", "Translation"], "blue")
    done(g)
    assert P(g, "Alice").pile("blue").splay == "up" and P(g, "Alice").hand == ["Puppet"]


def test_globe_the_pick_is_a_set():
    alice = {"board": {**GLOBE, "red": ["Archery", "Oars"]}, "hand": ["Tools", "Calendar", "Puppet"]}
    make = lambda: game(alice, {})  # noqa: E731
    same_outcome_without_order(make, "Globe", [["Tools", "Calendar"], ["Calendar", "Tools"]], "blue")


def test_globe_with_no_pile_to_splay_still_foreshadows():
    g = game({"board": GLOBE, "hand": ["Tools", "Puppet"]}, {}, supply={6: ["Canning"]})
    dogma(g, "Globe", "blue")
    done(g)
    assert moved(g, "splay") == [] and P(g, "Alice").forecast == ["Canning"]


def test_globe_declined_does_nothing():
    g = game({"board": {**GLOBE, "red": ["Archery", "Oars"]}, "hand": ["Tools"]}, {})
    dogma(g, "Globe", None)
    done(g)
    assert moved(g, "return") == [] and P(g, "Alice").forecast == [] and granted(g) == [False]
    g = game({"board": GLOBE}, {})
    dogma(g, "Globe")
    assert g.pending is None and moved(g, "draw") == []


def test_globe_shared_earns_the_free_draw():
    # Bob shows 3 factories (Coal) against Globe's 2.
    g = game({"board": GLOBE}, {"board": {"red": ["Coal"]}, "hand": ["Tools"]}, supply={6: ["Canning"], 4: ["Anatomy"]})
    dogma(g, "Globe", "blue")
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").forecast == ["Canning"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Kobukson ----------------------------------------------------------------------------------------------------

KOBUKSON = {"red": ["Kobukson"]}


def test_kobukson_echo_splays_left_a_colour_on_any_players_board():
    g = game(
        {"board": {**KOBUKSON, "blue": ["Writing", "Tools"]}},
        {"board": {"green": ["Sailing", "Clothing"]}},
        supply={4: ["Anatomy"]},
    )
    start(g, "Kobukson")
    assert g.pending.kind == "player" and g.pending.options == ["Alice", "Bob"] and not g.pending.optional
    step(g, "Bob")
    done(g)
    assert P(g, "Bob").pile("green").splay == "left" and P(g, "Alice").pile("blue").splay is None
    assert who_moved(g, "tuck") == [("Bob", "Anatomy")]  # Bob, vulnerable, had no top card with a castle


def test_kobukson_echo_with_nothing_to_splay_does_nothing():
    g = game({"board": KOBUKSON}, {"board": {"red": ["Coal"]}})  # Bob shares (3 factories): nothing to splay
    dogma(g, "Kobukson")
    done(g)
    assert moved(g, "splay") == [] and granted(g) == [False]


def test_kobukson_echo_from_a_covered_card_splayed_up():
    # Up shows the bottom-right echo; Road Building on top does nothing with an empty hand.
    g = game({"board": {"red": {"cards": ["Road Building", "Kobukson"], "splay": "up"}}}, {})
    dogma(g, "Road Building")
    done(g)
    assert echoes_run(g) == [("Kobukson", 1)] and P(g, "Alice").pile("red").splay == "left"


def test_kobukson_demand_returns_every_top_card_with_a_castle_then_tucks_a_4():
    bob = {"board": {"yellow": ["Domestication"], "red": ["Construction"], "blue": ["Writing"]}}
    g = game({"board": KOBUKSON}, bob, supply={4: ["Anatomy", "Colonialism"]})
    dogma(g, "Kobukson")
    done(g)
    assert who_moved(g, "return") == [("Bob", "Construction"), ("Bob", "Domestication")]
    assert P(g, "Bob").top_cards() == ["Writing", "Anatomy"]
    # Two cards returned: Alice draws and tucks one 4.
    assert who_moved(g, "tuck") == [("Bob", "Anatomy"), ("Alice", "Colonialism")]
    assert cards(g, "Alice", "red") == ["Colonialism", "Kobukson"]


def test_kobukson_counts_the_returns_of_every_demanded_player_together():
    # Ruling: Bob and Carol return one card each; two cards together make one 4 for Alice.
    g = game(
        {"board": KOBUKSON},
        {"board": {"yellow": ["Domestication"]}},
        {"board": {"red": ["Construction"]}},
        supply={4: ["Anatomy", "Enterprise", "Colonialism"]},
    )
    dogma(g, "Kobukson")
    done(g)
    assert who(g, "return") == ["Bob", "Carol"]
    assert who_moved(g, "tuck") == [("Bob", "Anatomy"), ("Carol", "Enterprise"), ("Alice", "Colonialism")]


def test_kobukson_one_returned_card_makes_no_pair():
    g = game({"board": KOBUKSON}, {"board": {"yellow": ["Domestication"]}}, supply={4: ["Anatomy"]})
    dogma(g, "Kobukson")
    assert who_moved(g, "tuck") == [("Bob", "Anatomy")]


def test_kobukson_no_opponent_vulnerable_returns_nothing():
    g = game({"board": KOBUKSON}, {"board": {"red": ["Coal"]}})
    dogma(g, "Kobukson")
    assert plan(g)["vulnerable"] == [] and moved(g, "return") == [] and moved(g, "tuck") == []


def test_kobukson_shared_pairs_earn_the_free_draw():
    # Carol (3 factories) shares: she too tucks a 4 for the pair Bob returned.
    bob = {"board": {"yellow": ["Domestication"], "red": ["Construction"]}}
    g = game(
        {"board": KOBUKSON},
        bob,
        {"board": {"red": ["Coal"]}},
        supply={4: ["Anatomy", "Enterprise", "Colonialism", "Reformation"]},
    )
    dogma(g, "Kobukson")
    done(g)
    assert plan(g)["sharers"] == ["Carol"] and plan(g)["vulnerable"] == ["Bob"]
    assert who_moved(g, "tuck") == [("Bob", "Anatomy"), ("Carol", "Enterprise"), ("Alice", "Colonialism")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Reformation"]


# -- Pencil ------------------------------------------------------------------------------------------------------

PENCIL = {"yellow": ["Pencil"]}


def test_pencil_echo_draws_a_5_and_the_return_may_be_declined():
    g = game({"board": PENCIL, "hand": ["Puppet"]}, {}, supply={5: ["Coal"]})
    start(g, "Pencil")
    assert moved(g, "draw") == ["Coal"] and g.pending.optional and g.pending.counts == [0, 1, 2]
    step(g, None)
    done(g)
    assert P(g, "Alice").hand == ["Puppet", "Coal"] and moved(g, "return") == []


def test_pencil_returns_draws_as_many_one_above_the_highest_foreshadows_one_returns_the_rest():
    g = game(
        {"board": PENCIL, "hand": ["Puppet", "Calendar", "Optics"]},
        {},
        supply={5: ["Coal"], 4: ["Anatomy", "Colonialism"]},
    )
    start(g, "Pencil")
    step(g, ["Calendar", "Optics"])  # highest 3: two 4s
    assert moved(g, "draw")[1:] == ["Anatomy", "Colonialism"] and g.pending.options == ["Anatomy", "Colonialism"]
    step(g, "Colonialism")
    done(g)
    assert P(g, "Alice").forecast == ["Colonialism"] and P(g, "Alice").hand == ["Puppet", "Coal"]
    assert moved(g, "return") == ["Calendar", "Optics", "Anatomy"] and returned_to_bottom(g, 4) == "Anatomy"


def test_pencil_draw_rule_card_by_card():
    # The echo's 5 is an Echoes card (a base card in hand); with the hand emptied, base first, then Echoes.
    g = game(
        {"board": PENCIL, "hand": ["Calendar"]}, {}, supply={6: ["Canning"]}, echoes={5: ["Coke"], 6: ["Bifocals"]}
    )
    dogma(g, "Pencil", ["Calendar", "Coke"], "Bifocals")
    done(g)
    assert moved(g, "draw") == ["Coke", "Canning", "Bifocals"]
    assert P(g, "Alice").forecast == ["Bifocals"] and P(g, "Alice").hand == []


def test_pencil_echo_from_a_covered_card_splayed_right():
    board = {"yellow": {"cards": ["Agriculture", "Pencil"], "splay": "right"}}
    g = game({"board": board}, {}, supply={5: ["Coal"]})
    dogma(g, "Agriculture", None)
    done(g)
    assert echoes_run(g) == [("Pencil", 1)] and P(g, "Alice").hand == ["Coal"]


def test_pencil_shared_echo_earns_the_free_draw():
    g = game(
        {"board": PENCIL, "hand": ["Puppet"]},
        {"board": {"blue": ["Writing"]}, "hand": ["Bangle"]},
        supply={5: ["Coal", "Physics", "Chemistry"], 4: ["Anatomy"]},
    )
    dogma(g, "Pencil", None, None)
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Bangle", "Coal"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Physics", "Anatomy"]


# -- Shuriken ----------------------------------------------------------------------------------------------------

SHURIKEN = {"red": ["Shuriken"]}
SHURIKEN_PREY = {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Masonry"], "green": ["Clothing"]}


def test_shuriken_demand_moves_a_non_red_top_card_with_a_castle_or_lightbulb_then_draws_a_4():
    g = game({"board": SHURIKEN}, {"board": SHURIKEN_PREY}, supply={4: ["Anatomy"]})
    start(g, "Shuriken")
    assert g.pending.player == "Bob" and g.pending.options == ["Writing", "Masonry"]  # red and crown-only excluded
    step(g, "Masonry")
    done(g)
    assert P(g, "Alice").top("yellow") == "Masonry" and P(g, "Bob").top("yellow") is None
    assert P(g, "Bob").hand == ["Anatomy"]


def test_shuriken_demand_with_nothing_to_move_draws_nothing():
    g = game({"board": SHURIKEN}, {"board": {"red": ["Archery"], "green": ["Sailing"]}})
    dogma(g, "Shuriken")
    assert moved(g, "transfer") == [] and moved(g, "draw") == []


def test_shuriken_demand_two_vulnerable_in_turn_order_and_none():
    g = game(
        {"board": SHURIKEN},
        {"board": {"yellow": ["Masonry"]}},
        {"board": {"blue": ["Writing"]}},
        supply={4: ["Anatomy", "Colonialism"]},
    )
    dogma(g, "Shuriken")
    assert who_moved(g, "transfer") == [("Bob", "Masonry"), ("Carol", "Writing")]
    assert P(g, "Bob").hand == ["Anatomy"] and P(g, "Carol").hand == ["Colonialism"]
    g = game({"board": SHURIKEN}, {"board": {"blue": ["Translation"], "yellow": ["Masonry"]}})
    dogma(g, "Shuriken")
    assert plan(g)["vulnerable"] == [] and moved(g, "transfer") == []


def test_shuriken_splays_purple_right_or_declines_and_a_share_earns_the_free_draw():
    # Bob's Enterprise shows 3 crowns, as many as Shuriken: he shares the splay.
    alice = {"board": {**SHURIKEN, "purple": ["Mysticism", "Code of Laws"]}}
    bob = {"board": {"purple": ["Enterprise", "City States"]}}
    g = game(alice, bob, supply={4: ["Anatomy"]})
    dogma(g, "Shuriken", True, False)
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").pile("purple").splay == "right"
    assert P(g, "Alice").pile("purple").splay is None
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]
    g = game(alice, bob)
    dogma(g, "Shuriken", False, True)
    assert P(g, "Alice").pile("purple").splay == "right" and granted(g) == [False]


# -- Slide Rule --------------------------------------------------------------------------------------------------

SLIDE_RULE = {"blue": ["Slide Rule"]}


def test_slide_rule_splays_yellow_then_draws_the_lowest_top_value_plus_the_splayed_colours():
    board = {**SLIDE_RULE, "yellow": ["Agriculture", "Masonry"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}
    g = game({"board": board}, {}, supply={3: ["Optics"], 2: ["Calendar"]})
    dogma(g, "Slide Rule", True)
    assert P(g, "Alice").pile("yellow").splay == "right" and P(g, "Alice").hand == ["Optics"]  # 1 + 2
    g = game({"board": board}, {}, supply={3: ["Optics"], 2: ["Calendar"]})
    dogma(g, "Slide Rule", False)
    assert P(g, "Alice").hand == ["Calendar"]  # 1 + 1


def test_slide_rule_alone_draws_its_own_value():
    g = game({"board": SLIDE_RULE}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Slide Rule")
    assert g.pending is None and P(g, "Alice").hand == ["Anatomy"]


def test_slide_rule_shared_earns_the_free_draw():
    g = game(
        {"board": SLIDE_RULE, "hand": ["Puppet"]},
        {"board": {"blue": ["Experimentation"]}},
        supply={4: ["Anatomy", "Colonialism", "Enterprise"]},
    )
    dogma(g, "Slide Rule")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Anatomy"]  # Experimentation 4, nothing splayed
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Colonialism", "Enterprise"]


# -- Telescope ---------------------------------------------------------------------------------------------------

TELESCOPE = {"blue": ["Telescope"]}
TWELVE = ["Anatomy", "Colonialism", "Enterprise"]  # a score pile of 12; with Telescope's bonus 4, a score of 16


def test_telescope_echo_foreshadows_a_5_and_the_dogma_may_be_declined():
    g = game({"board": TELESCOPE}, {}, supply={5: ["Coal"]})
    start(g, "Telescope")
    assert P(g, "Alice").forecast == ["Coal"] and g.pending.options == ["Coal"] and g.pending.optional
    step(g, None)
    done(g)
    assert P(g, "Alice").forecast == ["Coal"] and "Coal" not in log_text(g, "Bob")


def test_telescope_puts_a_card_back_on_top_and_achieves_an_eligible_forecast_card():
    g = game(
        {"board": TELESCOPE, "score": TWELVE},
        {},
        forecast={"Alice": ["Calendar", "Optics", "Canning"]},
        supply={5: ["Coal"]},
    )
    start(g, "Telescope")
    step(g, "Coal")
    assert g.state.supply[4][-1] == "Coal"  # on top of its pile: drawn next
    assert g.pending.options == ["Calendar", "Optics"] and not g.pending.optional  # 16 points, a top 4: not a 6
    step(g, "Optics")
    done(g)
    assert P(g, "Alice").achievements == ["Optics"] and P(g, "Alice").forecast == ["Calendar", "Canning"]
    assert "Optics" not in log_text(g, "Bob")


def test_telescope_nothing_eligible_only_puts_the_card_back():
    g = game({"board": TELESCOPE}, {}, forecast={"Alice": ["Calendar"]}, supply={5: ["Coal"]})
    dogma(g, "Telescope", "Calendar")
    done(g)
    assert g.state.supply[1][-1] == "Calendar" and P(g, "Alice").forecast == ["Coal"]
    assert P(g, "Alice").achievements == []


def test_telescope_a_duplicate_achievement_needs_more_points():
    # Holding an age-3 achievement, another 3 needs 30 points: only the 2 is eligible.
    g = game(
        {"board": TELESCOPE, "score": TWELVE, "achievements": ["Engineering"]},
        {},
        forecast={"Alice": ["Calendar", "Optics"]},
        supply={5: ["Coal"]},
    )
    start(g, "Telescope")
    step(g, "Coal")
    done(g)
    assert P(g, "Alice").achievements == ["Engineering", "Calendar"]


def test_telescope_echo_from_a_covered_card_splayed_left():
    # Left shows the bottom-right echo; Tools on top does nothing with a small hand.
    g = game({"board": {"blue": {"cards": ["Tools", "Telescope"], "splay": "left"}}}, {}, supply={5: ["Coal"]})
    dogma(g, "Tools")
    done(g)
    assert echoes_run(g) == [("Telescope", 1)] and P(g, "Alice").forecast == ["Coal"]


def test_telescope_shared_echo_earns_the_free_draw():
    g = game({"board": TELESCOPE}, {"board": {"blue": ["Writing"]}}, supply={5: ["Coal", "Physics"], 4: ["Anatomy"]})
    dogma(g, "Telescope", None, None)
    done(g)
    assert P(g, "Bob").forecast == ["Coal"] and granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Toilet ------------------------------------------------------------------------------------------------------

TOILET = {"purple": ["Toilet"]}


def test_toilet_echo_tucks_a_4_and_the_return_may_be_declined():
    g = game({"board": TOILET, "hand": ["Puppet"]}, {}, supply={4: ["Reformation"]})
    start(g, "Toilet")
    assert cards(g, "Alice", "purple") == ["Reformation", "Toilet"] and g.pending.optional
    step(g, None)
    done(g)
    assert P(g, "Alice").hand == ["Puppet"]


def test_toilet_returns_a_hand_card_and_draws_one_of_its_value():
    g = game({"board": TOILET, "hand": ["Calendar", "Puppet"]}, {}, supply={4: ["Reformation"], 2: ["Fermenting"]})
    dogma(g, "Toilet", "Calendar")
    done(g)
    assert moved(g, "return") == ["Calendar"] and P(g, "Alice").hand == ["Puppet", "Fermenting"]


def test_toilet_echo_from_a_covered_card_splayed_right():
    board = {"purple": {"cards": ["Code of Laws", "Toilet"], "splay": "right"}}
    g = game({"board": board}, {}, supply={4: ["Reformation"]})
    dogma(g, "Code of Laws")
    done(g)
    assert echoes_run(g) == [("Toilet", 1)] and cards(g, "Alice", "purple")[0] == "Reformation"


def test_toilet_demand_returns_the_score_cards_matching_my_highest_bonus():
    # Kobukson shows a 5 and Chintz a 4 on Alice's board: Bob's 5s go back.
    alice = {"board": {**TOILET, "red": ["Kobukson"], "green": ["Chintz"]}, "hand": ["Puppet"]}
    g = game(alice, {"score": ["Coal", "Physics", "Anatomy"]}, supply={4: ["Reformation"]})
    start(g, "Toilet")
    assert g.pending.player == "Bob" and g.pending.kind == "order"
    step(g, ["Physics", "Coal"])
    assert g.pending.player == "Alice"
    step(g, None)
    done(g)
    assert moved(g, "return") == ["Physics", "Coal"] and P(g, "Bob").score == ["Anatomy"]
    assert returned_to_bottom(g, 5) == "Coal"


def test_toilet_demand_without_a_bonus_returns_nothing():
    g = game({"board": TOILET}, {"score": ["Coal"]}, supply={4: ["Reformation"]})
    dogma(g, "Toilet")
    assert plan(g)["vulnerable"] == ["Bob"] and moved(g, "return") == []


def test_toilet_demand_two_vulnerable_in_turn_order():
    alice = {"board": {**TOILET, "red": ["Kobukson"]}}
    g = game(alice, {"score": ["Coal"]}, {"score": ["Physics", "Tools"]}, supply={4: ["Reformation"]})
    dogma(g, "Toilet")
    assert who_moved(g, "return") == [("Bob", "Coal"), ("Carol", "Physics")]


def test_toilet_shared_echo_earns_the_free_draw():
    g = game(
        {"board": TOILET, "hand": ["Puppet"]},
        {"board": {"yellow": ["Agriculture"]}},
        supply={4: ["Reformation", "Enterprise", "Anatomy"]},
    )
    dogma(g, "Toilet", None)
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and cards(g, "Bob", "purple") == ["Reformation"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Anatomy"]
