"""Echoes, age 5: every effect's branches, each choice, each echo effect from the top card and from a covered card a
splay shows, demands against none, one and two vulnerable opponents, sharing (echo effects too) with the free draw,
repeats ending, the draw rule where a card draws several cards, and hidden cards (forecasts, a looked-at supply card,
a card moved to the available achievements) never named to a player who may not see them.

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
    set_aside,
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


def sets(titles):
    return [CARDS[c].set for c in titles]


# -- Coke --------------------------------------------------------------------------------------------------------

COKE = {"red": ["Coke"]}


def test_coke_echo_tucks_a_4_then_factory_6s_are_melded_until_one_without_is_foreshadowed():
    g = game({"board": COKE}, {}, supply={4: ["Reformation"], 6: ["Canning", "Machine Tools", "Atomic Theory"]})
    dogma(g, "Coke")
    done(g)
    assert moved(g, "tuck") == ["Reformation"] and moved(g, "reveal") == ["Canning", "Machine Tools", "Atomic Theory"]
    assert moved(g, "meld") == ["Canning", "Machine Tools"] and cards(g, "Alice", "red") == ["Coke", "Machine Tools"]
    assert P(g, "Alice").forecast == ["Atomic Theory"] and P(g, "Alice").hand == []
    assert "Atomic Theory" in log_text(g, "Bob")  # it was revealed before going into the forecast


def test_coke_first_6_without_a_factory_is_foreshadowed_at_once():
    g = game({"board": COKE, "hand": ["Puppet"]}, {}, supply={4: ["Reformation"], 6: ["Democracy"]})
    dogma(g, "Coke")
    assert moved(g, "meld") == [] and P(g, "Alice").forecast == ["Democracy"]


def test_coke_draw_rule_card_by_card():
    # A base card in hand: the echo's 4 and every 6 are Echoes cards (the hand never holds one for long).
    g = game({"board": COKE, "hand": ["Optics"]}, {}, echoes={4: ["Slide Rule"], 6: ["Shrapnel", "Bifocals"]})
    dogma(g, "Coke")
    assert moved(g, "draw") == ["Slide Rule", "Shrapnel", "Bifocals"]
    assert moved(g, "meld") == ["Shrapnel"] and P(g, "Alice").forecast == ["Bifocals"]


def test_coke_echo_from_a_covered_card_splayed_right():
    # Right shows the top-left echo; Road Building on top does nothing with an empty hand.
    g = game(
        {"board": {"red": {"cards": ["Road Building", "Coke"], "splay": "right"}}}, {}, supply={4: ["Reformation"]}
    )
    dogma(g, "Road Building")
    done(g)
    assert echoes_run(g) == [("Coke", 1)] and moved(g, "tuck") == ["Reformation"] and moved(g, "reveal") == []


def test_coke_shared_earns_the_free_draw():
    g = game(
        {"board": COKE, "hand": ["Puppet"]},
        {"board": {"red": ["Coal"]}, "hand": ["Bangle"]},
        supply={4: ["Reformation", "Enterprise"], 6: ["Democracy", "Encyclopedia"], 5: ["Physics"]},
    )
    dogma(g, "Coke")
    assert plan(g)["sharers"] == ["Bob"] and who_moved(g, "tuck")[0] == ("Bob", "Reformation")
    assert P(g, "Bob").forecast == ["Democracy"] and P(g, "Alice").forecast == ["Encyclopedia"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Physics"]


# -- Lightning Rod -----------------------------------------------------------------------------------------------

ROD = {"blue": ["Lightning Rod"]}


def test_lightning_rod_demand_tucks_a_5_and_returns_the_top_card_of_its_colour():
    g = game(
        {"board": ROD, "hand": ["Puppet"]},
        {"board": {"red": ["Archery"]}},
        supply={5: ["Physics", "Coal", "Chemistry"]},
    )
    start(g, "Lightning Rod")
    assert who_moved(g, "tuck")[:2] == [("Alice", "Physics"), ("Bob", "Coal")]
    assert who_moved(g, "return") == [("Bob", "Archery")] and cards(g, "Bob", "red") == ["Coal"]
    # Alice's own effect: she tucks a 5, then may return a top card.
    assert g.pending.player == "Alice" and g.pending.optional and g.pending.options == ["Lightning Rod"]
    step(g, None)
    done(g)
    assert cards(g, "Alice", "blue") == ["Chemistry", "Physics", "Lightning Rod"]


def test_lightning_rod_demand_on_an_empty_colour_returns_the_tucked_card():
    g = game({"board": ROD, "hand": ["Puppet"]}, {}, supply={5: ["Physics", "Coal", "Chemistry"]})
    dogma(g, "Lightning Rod", None)
    assert who_moved(g, "return") == [("Bob", "Coal")] and P(g, "Bob").top_cards() == []
    assert returned_to_bottom(g, 5) == "Coal"


def test_lightning_rod_may_return_one_of_the_top_cards():
    g = game(
        {"board": {**ROD, "red": ["Archery"]}, "hand": ["Puppet"]}, {}, supply={5: ["Physics", "Coal", "Chemistry"]}
    )
    start(g, "Lightning Rod")
    assert g.pending.player == "Alice" and g.pending.options == ["Lightning Rod", "Archery"]
    step(g, "Archery")
    done(g)
    assert who_moved(g, "return") == [("Bob", "Coal"), ("Alice", "Archery")] and P(g, "Alice").top("red") is None


def test_lightning_rod_demand_two_vulnerable_in_turn_order():
    g = game(
        {"board": ROD, "hand": ["Puppet"]},
        {"board": {"red": ["Archery"]}},
        {"board": {"green": ["Sailing"]}},
        supply={5: ["Physics", "Coal", "Measurement", "Chemistry"]},
    )
    dogma(g, "Lightning Rod", None)
    assert who_moved(g, "return") == [("Bob", "Archery"), ("Carol", "Sailing")]


def test_lightning_rod_echo_from_a_covered_card_splayed_right():
    g = game({"board": {"blue": {"cards": ["Tools", "Lightning Rod"], "splay": "right"}}}, {}, supply={5: ["Physics"]})
    dogma(g, "Tools")
    done(g)
    assert echoes_run(g) == [("Lightning Rod", 1)] and cards(g, "Alice", "blue")[0] == "Physics"


def test_lightning_rod_shared_earns_the_free_draw():
    # Bob (3 factories) shares: he tucks a 5 in the echo and in the dogma effect.
    g = game(
        {"board": ROD, "hand": ["Puppet"]},
        {"board": {"red": ["Coal"]}},
        supply={5: ["Physics", "Chemistry", "Astronomy", "Measurement", "Banking"]},
    )
    dogma(g, "Lightning Rod", None, None)
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and plan(g)["vulnerable"] == []
    assert who(g, "tuck") == ["Bob", "Alice", "Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Banking"]


# -- Octant ------------------------------------------------------------------------------------------------------

OCTANT = {"red": ["Octant"]}


def test_octant_demand_moves_a_non_red_top_card_with_a_leaf_or_factory_then_foreshadows_a_6():
    bob = {"board": {"yellow": ["Agriculture"], "red": ["Coal"], "blue": ["Writing"], "green": ["Electricity"]}}
    g = game({"board": OCTANT, "hand": ["Puppet"]}, bob, supply={6: ["Canning", "Democracy"]})
    start(g, "Octant")
    assert g.pending.player == "Bob" and g.pending.options == ["Electricity", "Agriculture"]
    step(g, "Agriculture")
    done(g)
    assert P(g, "Alice").top("yellow") == "Agriculture" and P(g, "Bob").forecast == ["Canning"]
    assert P(g, "Alice").forecast == ["Democracy"]
    assert "Canning" not in log_text(g, "Alice") and "Democracy" not in log_text(g, "Bob")


def test_octant_demand_with_nothing_to_move_foreshadows_nothing():
    g = game(
        {"board": OCTANT, "hand": ["Puppet"]},
        {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        supply={6: ["Canning"]},
    )
    dogma(g, "Octant")
    assert moved(g, "transfer") == [] and P(g, "Bob").forecast == [] and P(g, "Alice").forecast == ["Canning"]


def test_octant_demand_two_vulnerable_in_turn_order():
    g = game(
        {"board": OCTANT},
        {"board": {"yellow": ["Agriculture"]}},
        {"board": {"red": ["Coal"], "green": ["Electricity"]}},
        supply={6: ["Canning", "Democracy", "Encyclopedia"]},
    )
    dogma(g, "Octant")
    assert who_moved(g, "transfer") == [("Bob", "Agriculture"), ("Carol", "Electricity")]
    assert P(g, "Bob").forecast == ["Canning"] and P(g, "Carol").forecast == ["Democracy"]


def test_octant_shared_earns_the_free_draw():
    g = game(
        {"board": OCTANT}, {"board": {"blue": ["Translation"]}}, supply={6: ["Canning", "Democracy"], 5: ["Physics"]}
    )
    dogma(g, "Octant")
    assert plan(g)["vulnerable"] == [] and plan(g)["sharers"] == ["Bob"]
    assert P(g, "Bob").forecast == ["Canning"] and granted(g) == [True] and P(g, "Alice").hand == ["Physics"]


# -- Palampore ---------------------------------------------------------------------------------------------------

PALAMPORE = {"green": ["Palampore"]}


def test_palampore_scores_a_card_of_a_bonus_value_shown_twice():
    # Palampore and Kobukson show a 5 each, Telescope and Pencil a 4 each: the player picks.
    board = {**PALAMPORE, "red": ["Kobukson"], "blue": ["Telescope"], "yellow": ["Pencil"]}
    g = game({"board": board}, {}, supply={4: ["Anatomy"]})
    start(g, "Palampore")
    assert g.pending.kind == "value" and g.pending.options == [4, 5]
    step(g, 4)
    done(g)
    assert P(g, "Alice").score == ["Anatomy"]


def test_palampore_no_bonus_value_twice_scores_nothing():
    g = game({"board": {**PALAMPORE, "blue": ["Telescope"]}}, {})
    dogma(g, "Palampore")
    assert moved(g, "draw") == [] and P(g, "Alice").score == []


def test_palampore_splays_purple_right_or_declines():
    board = {**PALAMPORE, "purple": ["Code of Laws", "Mysticism"]}
    g = dogma(game({"board": board}, {}), "Palampore", True)
    assert P(g, "Alice").pile("purple").splay == "right"
    g = dogma(game({"board": board}, {}), "Palampore", False)
    assert P(g, "Alice").pile("purple").splay is None


SIX_BONUSES = {
    "green": {"cards": ["Palampore", "Chintz", "Hot Air Balloon"], "splay": "left"},  # 5, 4, 7
    "yellow": ["Pencil"],
    "blue": ["Lightning Rod"],
    "red": ["Kobukson"],
}  # 4, 6, 5


def test_palampore_claims_wealth_with_six_bonuses_showing():
    g = game({"board": SIX_BONUSES}, {}, supply={4: ["Anatomy"]})
    assert sorted(P(g, "Alice").visible_bonuses()) == [4, 4, 5, 5, 6, 7]
    dogma(g, "Palampore", 4)
    done(g)
    assert "Wealth" in P(g, "Alice").achievements and "Wealth" not in g.state.specials


def test_palampore_five_bonuses_or_wealth_taken_claim_nothing():
    # Unsplayed, green shows only Palampore's bonus: 5, 4, 6, 5 and Puppet's 3 make five.
    board = dict(SIX_BONUSES, green=["Palampore", "Chintz", "Hot Air Balloon"], purple=["Puppet"])
    g = game({"board": board}, {}, supply={5: ["Coal"]})
    assert len(P(g, "Alice").visible_bonuses()) == 5
    dogma(g, "Palampore")
    done(g)
    assert P(g, "Alice").score == ["Coal"]  # only the 5 shows twice: no choice
    assert P(g, "Alice").achievements == [] and "Wealth" in g.state.specials
    g = game({"board": SIX_BONUSES}, {}, supply={4: ["Anatomy"]})
    g.state.specials.remove("Wealth")
    P(g, "Bob").achievements.append("Wealth")
    dogma(g, "Palampore", 4)
    assert P(g, "Alice").achievements == [] and P(g, "Bob").achievements == ["Wealth"]


def test_palampore_shared_earns_the_free_draw():
    # Bob (3 factories) shares and scores a 4: Pencil and Telescope show a 4 each.
    g = game(
        {"board": PALAMPORE},
        {"board": {"red": ["Coal"], "purple": ["Puppet"], "yellow": ["Pencil"], "blue": ["Telescope"]}},
        supply={4: ["Anatomy"], 5: ["Physics"]},
    )
    dogma(g, "Palampore")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").score == ["Anatomy"] and P(g, "Alice").score == []
    assert granted(g) == [True] and P(g, "Alice").hand == ["Physics"]


# -- Piano -------------------------------------------------------------------------------------------------------

PIANO = {"purple": ["Piano"]}


def test_piano_echo_draws_a_card_of_a_value_in_any_hand():
    g = game({"board": PIANO, "hand": ["Puppet"]}, {"hand": ["Optics", "Anatomy"]}, supply={4: ["Colonialism"]})
    start(g, "Piano")
    assert g.pending.kind == "value" and g.pending.options == [1, 3, 4]
    step(g, 4)
    done(g)
    assert P(g, "Alice").hand == ["Puppet", "Colonialism"]


def test_piano_echo_with_every_hand_empty_does_nothing():
    # Ruling: no card in any hand, no value to choose: nothing happens.
    g = game({"board": PIANO}, {})
    dogma(g, "Piano")
    done(g)
    assert moved(g, "draw") == [] and [e for e in g.events if e.kind == "decision"] == []


def test_piano_echo_from_a_covered_card_splayed_right():
    # Right shows the bottom-left echo; Code of Laws then finds no purple card in hand to tuck.
    g = game(
        {"board": {"purple": {"cards": ["Code of Laws", "Piano"], "splay": "right"}}},
        {"hand": ["Optics"]},
        supply={3: ["Engineering"]},
    )
    dogma(g, "Code of Laws")
    done(g)
    assert echoes_run(g) == [("Piano", 1)] and P(g, "Alice").hand == ["Engineering"]


FIVE_VALUES = {**PIANO, "blue": ["Writing"], "red": ["Construction"], "green": ["Compass"], "yellow": ["Anatomy"]}


def test_piano_five_different_top_values_return_five_score_cards_and_score_each_value_ascending():
    score = ["Tools", "Calendar", "Optics", "Colonialism", "Coal", "Canning"]
    g = game(
        {"board": FIVE_VALUES, "score": score},
        {},
        supply={1: ["Oars"], 2: ["Fermenting"], 3: ["Alchemy"], 4: ["Enterprise"], 5: ["Physics"]},
    )
    start(g, "Piano")
    assert g.pending.counts == [5] and g.pending.options == score
    step(g, ["Tools", "Calendar", "Optics", "Colonialism", "Coal"])
    done(g)
    assert moved(g, "score") == ["Oars", "Fermenting", "Alchemy", "Enterprise", "Physics"]
    assert P(g, "Alice").score == ["Canning", "Oars", "Fermenting", "Alchemy", "Enterprise", "Physics"]


def test_piano_fewer_than_five_score_cards_are_all_returned_and_the_values_still_scored():
    g = game(
        {"board": FIVE_VALUES, "score": ["Tools"]},
        {},
        supply={1: ["Oars"], 2: ["Fermenting"], 3: ["Alchemy"], 4: ["Enterprise"], 5: ["Physics"]},
    )
    dogma(g, "Piano")
    done(g)
    assert moved(g, "return") == ["Tools"] and len(P(g, "Alice").score) == 5


def test_piano_needs_five_top_cards_of_five_values():
    four = {k: v for k, v in FIVE_VALUES.items() if k != "yellow"}
    g = game({"board": four, "score": ["Tools"]}, {})
    dogma(g, "Piano")
    assert moved(g, "return") == [] and moved(g, "score") == []
    repeated = dict(FIVE_VALUES, yellow=["Masonry"])  # two top 1s
    g = game({"board": repeated, "score": ["Tools"]}, {})
    dogma(g, "Piano")
    assert moved(g, "return") == [] and moved(g, "score") == []


def test_piano_shared_echo_earns_the_free_draw():
    g = game(
        {"board": PIANO, "hand": ["Puppet"]},
        {"board": {"blue": ["Writing"]}},
        supply={1: ["Oars", "Tools"], 5: ["Physics"]},
    )
    dogma(g, "Piano")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").hand == ["Oars"]  # the one value in any hand: 1
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Tools", "Physics"]


# -- Pressure Cooker ---------------------------------------------------------------------------------------------

COOKER = {"yellow": ["Pressure Cooker"]}


def test_pressure_cooker_returns_the_hand_then_draws_the_bonus_of_each_top_card_in_the_order_chosen():
    # Bonuses 5 (Pressure Cooker), 5 (Kobukson), 3 (Puppet): the 3 first, then two 5s — base, Echoes, base.
    board = {**COOKER, "red": ["Kobukson"], "purple": ["Puppet"], "blue": ["Writing"]}
    g = game(
        {"board": board, "hand": ["Optics", "Tools"]},
        {},
        supply={3: ["Engineering"], 5: ["Coal"]},
        echoes={5: ["Coke"]},
    )
    start(g, "Pressure Cooker")
    assert moved(g, "return") == ["Optics", "Tools"]
    assert g.pending.kind == "value" and g.pending.options == [3, 5]
    step(g, 3)
    done(g)
    assert moved(g, "draw") == ["Engineering", "Coke", "Coal"] and sets(moved(g, "draw")) == ["base", "echoes", "base"]
    assert P(g, "Alice").hand == ["Engineering", "Coke", "Coal"]


def test_pressure_cooker_the_other_order_changes_the_draws():
    board = {**COOKER, "red": ["Kobukson"], "purple": ["Puppet"]}
    g = game(
        {"board": board}, {}, supply={3: ["Engineering"], 5: ["Coal", "Physics"]}, echoes={3: ["Almanac"], 5: ["Coke"]}
    )
    dogma(g, "Pressure Cooker", 5, 5)
    assert moved(g, "draw") == ["Coal", "Coke", "Engineering"]


def test_pressure_cooker_with_an_empty_hand_and_one_bonus_draws_one_card():
    g = game({"board": COOKER}, {}, supply={5: ["Coal"]})
    dogma(g, "Pressure Cooker")
    done(g)
    assert moved(g, "return") == [] and P(g, "Alice").hand == ["Coal"]


def test_pressure_cooker_shared_earns_the_free_draw():
    g = game(
        {"board": COOKER},
        {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},
        supply={5: ["Coal"]},
        echoes={5: ["Tuning Fork"]},
    )
    dogma(g, "Pressure Cooker")
    assert P(g, "Bob").hand == [] and moved(g, "return") == ["Tools"]  # Bob has no bonus: he only returns
    # The free draw obeys the draw rule: Alice holds a base card only, so it is an Echoes card.
    assert granted(g) == [True] and P(g, "Alice").hand == ["Coal", "Tuning Fork"]


# -- Seed Drill --------------------------------------------------------------------------------------------------

SEED_DRILL = {"green": ["Seed Drill"]}


def test_seed_drill_demand_returns_a_top_card_below_3():
    bob = {"board": {"red": ["Archery"], "blue": ["Mathematics"], "green": ["Navigation"]}}  # no leaf
    g = game({"board": SEED_DRILL}, bob)
    start(g, "Seed Drill")
    assert g.pending.player == "Bob" and g.pending.options == ["Mathematics", "Archery"] and not g.pending.optional
    step(g, "Archery")
    step(g, 3)
    step(g, False)
    done(g)
    assert who_moved(g, "return") == [("Bob", "Archery")] and P(g, "Bob").top("red") is None


def test_seed_drill_demand_none_below_3_or_none_vulnerable():
    g = game({"board": SEED_DRILL}, {"board": {"green": ["Navigation"]}})
    dogma(g, "Seed Drill", 3, False)
    assert plan(g)["vulnerable"] == ["Bob"] and moved(g, "return") == []
    g = game({"board": SEED_DRILL}, {"board": {"yellow": ["Agriculture"]}})
    dogma(g, "Seed Drill", 3, False)
    assert plan(g)["vulnerable"] == [] and moved(g, "return") == []


def test_seed_drill_demand_two_vulnerable_in_turn_order():
    g = game({"board": SEED_DRILL}, {"board": {"red": ["Archery"]}}, {"board": {"blue": ["Mathematics"]}})
    dogma(g, "Seed Drill", 4, False)
    assert who_moved(g, "return") == [("Bob", "Archery"), ("Carol", "Mathematics")]


def test_seed_drill_moves_the_bottom_card_of_a_chosen_pile_to_the_available_achievements():
    g = game({"board": SEED_DRILL}, {})
    bottom = g.state.supply[3][0]
    start(g, "Seed Drill")
    assert g.pending.kind == "value" and g.pending.options == [3, 4, 5]
    step(g, 4)
    assert g.pending.kind == "yes_no"
    step(g, True)
    done(g)
    assert bottom in g.state.achievements and bottom not in g.state.supply[3]
    assert sorted(CARDS[c].age for c in g.state.achievements).count(4) == 2  # a duplicate age 4
    assert bottom not in log_text(g, "Alice") and bottom not in log_text(g, "Bob")


def test_seed_drill_may_be_declined_and_an_empty_pile_asks_nothing_more():
    g = game({"board": SEED_DRILL}, {})
    before = list(g.state.achievements)
    dogma(g, "Seed Drill", 5, False)
    assert g.state.achievements == before
    g = game({"board": SEED_DRILL}, {}, removed=set_aside(3))
    before = list(g.state.achievements)
    dogma(g, "Seed Drill", 3)
    done(g)
    assert g.state.achievements == before and moved(g, "transfer") == []


def test_seed_drill_shared_earns_the_free_draw():
    g = game({"board": SEED_DRILL}, {"board": {"yellow": ["Agriculture"]}}, supply={5: ["Coal"]})
    dogma(g, "Seed Drill", 3, True, 3, False)
    assert plan(g)["sharers"] == ["Bob"] and who(g, "transfer") == ["Bob"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Coal"]


# -- Stove -------------------------------------------------------------------------------------------------------

STOVE = {"yellow": ["Stove"]}


def test_stove_echo_scores_a_top_card_without_a_factory_then_a_4_tucked_under_a_1_scores_a_4():
    board = {**STOVE, "blue": ["Writing"], "red": ["Coal"], "green": ["Sailing"]}
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={4: ["Experimentation", "Anatomy"]})
    start(g, "Stove")
    assert g.pending.options == ["Writing", "Sailing"] and not g.pending.optional  # Stove and Coal show factories
    step(g, "Sailing")
    done(g)
    # Experimentation goes under Writing, a 1 on top of blue: a 4 is drawn and scored.
    assert cards(g, "Alice", "blue") == ["Experimentation", "Writing"]
    assert moved(g, "score") == ["Sailing", "Anatomy"] and P(g, "Alice").score == ["Sailing", "Anatomy"]


def test_stove_a_4_tucked_into_an_empty_colour_or_under_a_high_card_scores_nothing():
    g = game({"board": {**STOVE, "red": ["Coal"]}, "hand": ["Puppet"]}, {}, supply={4: ["Experimentation"]})
    dogma(g, "Stove")
    done(g)
    assert P(g, "Alice").top("blue") == "Experimentation" and P(g, "Alice").score == []  # 4 is not below 4
    g = game({"board": {**STOVE, "red": ["Coal"]}, "hand": ["Puppet"]}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Stove")
    done(g)
    assert cards(g, "Alice", "yellow") == ["Anatomy", "Stove"] and P(g, "Alice").score == []


def test_stove_splays_green_right_or_declines():
    board = {**STOVE, "red": ["Coal"], "green": ["Electricity", "Clothing"]}  # every top card shows a factory
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Stove", True)
    assert P(g, "Alice").pile("green").splay == "right" and moved(g, "score") == []
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Stove", False)
    assert P(g, "Alice").pile("green").splay is None


def test_stove_echo_from_a_covered_card_splayed_left():
    # Left shows the bottom-right echo; Agriculture on top is a top card without a factory too.
    board = {"yellow": {"cards": ["Agriculture", "Stove"], "splay": "left"}, "blue": ["Writing"]}
    g = game({"board": board}, {})
    start(g, "Agriculture")
    assert echoes_run(g) == [("Stove", 1)] and g.pending.options == ["Writing", "Agriculture"]
    step(g, "Writing")
    done(g)
    assert P(g, "Alice").score == ["Writing"]


def test_stove_shared_echo_earns_the_free_draw():
    g = game(
        {"board": STOVE, "hand": ["Puppet"]},
        {"board": {"red": ["Coal"], "blue": ["Writing"]}, "hand": ["Bangle"]},
        supply={4: ["Anatomy", "Reformation"], 5: ["Physics"]},
    )
    dogma(g, "Stove")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").score == ["Writing"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Physics"]


# -- Thermometer -------------------------------------------------------------------------------------------------

THERMOMETER = {"blue": ["Thermometer"]}


def test_thermometer_echo_melds_the_bottom_green_card_keeping_the_splay():
    board = {
        **THERMOMETER,
        "green": {"cards": ["Sailing", "Clothing", "Mapmaking"], "splay": "right"},
        "yellow": ["Agriculture"],
    }
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={2: ["Calendar"]})
    dogma(g, "Thermometer")
    done(g)
    assert who_moved(g, "meld")[0] == ("Alice", "Mapmaking")
    assert cards(g, "Alice", "green") == ["Clothing", "Sailing", "Mapmaking"]
    assert P(g, "Alice").pile("green").splay == "right"


def test_thermometer_echo_a_pile_of_two_keeps_its_splay_and_a_lone_card_stays():
    board = {**THERMOMETER, "green": {"cards": ["Sailing", "Clothing"], "splay": "left"}, "yellow": ["Agriculture"]}
    g = game({"board": board, "hand": ["Puppet"]}, {}, supply={2: ["Calendar"]})
    dogma(g, "Thermometer")
    assert cards(g, "Alice", "green") == ["Sailing", "Clothing"] and P(g, "Alice").pile("green").splay == "left"
    g = game(
        {"board": {**THERMOMETER, "green": ["Sailing"], "yellow": ["Agriculture"]}, "hand": ["Puppet"]},
        {},
        supply={2: ["Calendar"]},
    )
    dogma(g, "Thermometer")
    assert moved(g, "meld") == ["Calendar"]  # the lone green card is its own top already: nothing moves


def test_thermometer_melds_one_above_the_top_yellow_and_repeats_while_yellow():
    # No yellow card: 0 + 1, a yellow 1 is melded (repeat), then a 2 above it: blue, the end.
    g = game({"board": THERMOMETER, "hand": ["Puppet"]}, {}, supply={1: ["Domestication"], 2: ["Calendar"]})
    dogma(g, "Thermometer")
    done(g)
    assert moved(g, "meld") == ["Domestication", "Calendar"] and P(g, "Alice").top("blue") == "Calendar"


def test_thermometer_echo_from_a_covered_card_splayed_right():
    board = {"blue": {"cards": ["Tools", "Thermometer"], "splay": "right"}, "green": ["Sailing", "Clothing"]}
    g = game({"board": board}, {})
    dogma(g, "Tools")
    done(g)
    assert echoes_run(g) == [("Thermometer", 1)] and cards(g, "Alice", "green") == ["Sailing", "Clothing"]


def test_thermometer_shared_earns_the_free_draw():
    g = game(
        {"board": THERMOMETER, "hand": ["Puppet"]},
        {"board": {"blue": ["Writing"]}, "hand": ["Bangle"]},
        supply={1: ["Oars", "Archery"], 5: ["Physics"]},
    )
    dogma(g, "Thermometer")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").top("red") == "Oars"
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Physics"]


# -- Tuning Fork -------------------------------------------------------------------------------------------------

FORK = {"purple": ["Tuning Fork"]}


def test_tuning_fork_echo_shows_the_top_card_of_a_chosen_pile_to_the_player_only():
    g = game({"board": FORK}, {}, echoes={3: ["Almanac"]})
    start(g, "Tuning Fork")
    assert g.pending.kind == "choice" and "the 5 pile" in g.pending.options
    assert "the Echoes 3 pile" in g.pending.options and len(g.pending.options) == 20
    step(g, "the Echoes 3 pile")
    done(g)
    assert g.state.supplies["echoes"][2][-1] == "Almanac"  # put back on top
    assert "Almanac" in log_text(g, "Alice") and "Almanac" not in log_text(g, "Bob")
    assert "looks at the top card of the Echoes 3 pile" in log_text(g, "Bob")


def test_tuning_fork_melds_a_revealed_card_higher_than_the_top_card_of_its_colour():
    g = game({"board": {**FORK, "red": ["Archery"]}, "hand": ["Optics", "Puppet"]}, {}, supply={3: ["Engineering"]})
    dogma(g, "Tuning Fork", "the 1 pile", "Optics", False)
    done(g)
    assert moved(g, "return") == ["Optics"] and moved(g, "reveal") == ["Engineering"]
    assert P(g, "Alice").top("red") == "Engineering"


def test_tuning_fork_returns_a_revealed_card_not_higher_and_repeats_on_request():
    # Translation (3) is lower than Experimentation (4), Optics (3) only equal to Engineering (3): both go back.
    g = game(
        {
            "board": {**FORK, "blue": ["Experimentation"], "red": ["Engineering"]},
            "hand": ["Compass", "Alchemy", "Puppet"],
        },
        {},
        supply={3: ["Translation", "Optics"]},
    )
    dogma(g, "Tuning Fork", "the 1 pile", "Compass", True, "Alchemy", False)
    done(g)
    assert moved(g, "return") == ["Compass", "Translation", "Alchemy", "Optics"]
    assert moved(g, "meld") == [] and P(g, "Alice").hand == ["Puppet"]


def test_tuning_fork_a_revealed_card_of_an_empty_colour_is_melded():
    # Ruling: no top card of that colour counts 0, so the revealed card is higher.
    g = game({"board": FORK, "hand": ["Optics", "Puppet"]}, {}, supply={3: ["Engineering"]})
    dogma(g, "Tuning Fork", "the 1 pile", "Optics", False)
    assert moved(g, "meld") == ["Engineering"]


def test_tuning_fork_repeats_until_the_hand_is_empty():
    g = game({"board": {**FORK, "red": ["Archery"]}, "hand": ["Optics"]}, {}, supply={3: ["Engineering"]})
    dogma(g, "Tuning Fork", "the 1 pile")
    done(g)  # one card: returned, its 3 melded, nothing left in hand: no repeat question
    assert moved(g, "meld") == ["Engineering"] and not [
        e for e in g.events if e.kind == "decision" and e.data["kind"] == "yes_no"
    ]
    g = game({"board": FORK}, {})
    dogma(g, "Tuning Fork", "the 1 pile")
    done(g)
    assert moved(g, "return") == []


def test_tuning_fork_echo_from_a_covered_card_splayed_right():
    g = game({"board": {"purple": {"cards": ["Code of Laws", "Tuning Fork"], "splay": "right"}}}, {})
    dogma(g, "Code of Laws", "the 2 pile")
    done(g)
    assert echoes_run(g) == [("Tuning Fork", 1)]


def test_tuning_fork_a_shared_look_changes_nothing_and_earns_no_free_draw():
    g = game({"board": FORK}, {"board": {"purple": ["Philosophy"]}})
    dogma(g, "Tuning Fork", "the 1 pile", "the 2 pile")
    done(g)
    assert plan(g)["sharers"] == ["Bob"] and granted(g) == [False]
    assert [e.player for e in g.events if e.kind == "note"] == ["Bob", "Alice"]
