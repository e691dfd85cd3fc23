"""Age 1: every card's branches."""

from helpers import bonus, cards, dogma, done, moved, position, same_next_request, same_outcome_without_order, step

# -- Agriculture ----------------------------------------------------------------------------------------


def test_agriculture_return_then_draw_and_score_one_higher():
    g = position(
        {"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing", "Mathematics"]}, "B": {}},
        supply={3: ["Optics"], 2: ["Calendar"]},
    )
    dogma(g, "Agriculture", "Mathematics")  # a 2 returned → draw and score a 3
    a = g.player("A")
    assert a.score == ["Optics"] and a.hand == ["Writing"]
    assert g.state.supply[1][0] == "Mathematics"  # returned to the bottom of the 2 pile


def test_agriculture_may_decline_and_empty_hand_does_nothing():
    g = position({"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "B": {}})
    dogma(g, "Agriculture", None)
    assert g.player("A").hand == ["Writing"] and g.player("A").score == []
    g = position({"A": {"board": {"yellow": ["Agriculture"]}}, "B": {}})
    dogma(g, "Agriculture")
    assert not [e for e in g.events if e.kind == "decision"]


def test_agriculture_shared_with_and_without_free_draw():
    board = {"yellow": ["Agriculture"]}
    g = position(
        {"A": {"board": board}, "B": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}}, supply={2: ["Calendar"]}
    )
    dogma(g, "Agriculture", "Oars")
    assert g.player("B").score == ["Calendar"] and bonus(g) is True
    g = position({"A": {"board": board}, "B": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}})
    dogma(g, "Agriculture", None)
    assert bonus(g) is False


# -- Archery --------------------------------------------------------------------------------------------


def test_archery_transfers_the_highest_card_with_a_tie_choice():
    g = position(
        {"A": {"board": {"red": ["Archery"]}}, "B": {"hand": ["Calendar", "Mathematics", "Sailing"]}},
        supply={1: ["Oars"]},
    )
    dogma(g, "Archery", "Mathematics")  # two 2s tie: B chooses
    assert g.player("A").hand == ["Mathematics"]
    assert sorted(g.player("B").hand) == ["Calendar", "Oars", "Sailing"]


def test_archery_the_drawn_card_can_be_the_one_given():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {}}, supply={1: ["Oars"]})
    dogma(g, "Archery")
    assert g.player("A").hand == ["Oars"] and g.player("B").hand == []


def test_archery_two_vulnerable_in_turn_order_and_none():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {}, "C": {}}, supply={1: ["Oars", "Sailing"]})
    dogma(g, "Archery")
    assert [e.player for e in g.events if e.kind == "draw"] == ["B", "C"]
    assert g.player("A").hand == ["Oars", "Sailing"]
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {"board": {"red": ["Metalworking"]}}})
    dogma(g, "Archery")
    assert moved(g, "transfer") == []


# -- City States ----------------------------------------------------------------------------------------


def test_city_states_needs_four_castles():
    three = {"yellow": ["Masonry"]}  # 3 castles: not enough
    g = position({"A": {"board": {"purple": ["City States"]}}, "B": {"board": three}})
    dogma(g, "City States")
    assert moved(g, "transfer") == []
    four = {"yellow": ["Masonry"], "blue": ["Tools"]}  # 4 castles
    g = position(
        {"A": {"board": {"purple": ["City States", "Code of Laws"]}}, "B": {"board": four}}, supply={1: ["Oars"]}
    )
    dogma(g, "City States", "Masonry")
    assert g.player("A").top("yellow") == "Masonry" and g.player("B").hand == ["Oars"]


def test_city_states_no_castle_top_card_and_two_victims():
    # four castles but only on a covered card? Tops must have castles; with castles from a splay only:
    board = {"red": {"cards": ["Oars", "Metalworking"], "splay": "up"}}
    g = position(
        {
            "A": {"board": {"purple": ["City States", "Code of Laws"]}},
            "B": {"board": board},
            "C": {"board": {"yellow": ["Masonry"], "green": ["The Wheel"]}},
        },
        supply={1: ["Sailing", "Writing"]},
    )
    dogma(g, "City States")
    # B (5 castles, forced: Oars is the only castle top card) then C (6 castles, chooses)
    assert g.player("A").top("red") == "Oars" and g.player("B").hand == ["Sailing"]
    assert g.pending is not None and g.pending.player == "C"


# -- Clothing -------------------------------------------------------------------------------------------


def test_clothing_melds_a_new_colour_and_scores_for_unique_colours():
    g = position(
        {
            "A": {"board": {"green": ["Clothing"], "blue": ["Writing"]}, "hand": ["Archery", "Tools"]},
            "B": {"board": {"blue": ["Pottery"]}},
        },
        supply={1: ["Sailing", "Oars", "Masonry"]},
    )
    dogma(g, "Clothing")  # Archery is the only card of a new colour: forced
    a = g.player("A")
    assert a.top("red") == "Archery"
    # A: green, blue, red; B: blue → two unique colours → two 1s scored
    assert a.score == ["Sailing", "Oars"]


def test_clothing_no_card_of_a_new_colour():
    g = position(
        {"A": {"board": {"green": ["Clothing"]}, "hand": ["Sailing"]}, "B": {"board": {"green": ["The Wheel"]}}}
    )
    dogma(g, "Clothing")
    assert g.player("A").hand == ["Sailing"] and g.player("A").score == []


def test_clothing_shared():
    g = position(
        {"A": {"board": {"green": ["Clothing"]}}, "B": {"board": {"blue": ["Pottery"]}, "hand": ["Archery", "Writing"]}}
    )
    dogma(g, "Clothing")  # Writing is blue like Pottery: Archery is B's only choice
    assert g.player("B").top("red") == "Archery" and bonus(g) is True


# -- Code of Laws ---------------------------------------------------------------------------------------


def test_code_of_laws_tuck_and_splay_left():
    g = position(
        {"A": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars", "Writing"]}, "B": {}}
    )
    dogma(g, "Code of Laws", "Oars", True)
    pile = g.player("A").pile("red")
    assert pile.cards == ["Oars", "Archery"] and pile.splay == "left"


def test_code_of_laws_tuck_without_splay_and_decline():
    g = position({"A": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars"]}, "B": {}})
    dogma(g, "Code of Laws", "Oars", False)
    assert g.player("A").pile("red").splay is None
    g = position({"A": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars"]}, "B": {}})
    dogma(g, "Code of Laws", None)
    assert g.player("A").hand == ["Oars"]
    g = position({"A": {"board": {"purple": ["Code of Laws"]}, "hand": ["Oars"]}, "B": {}})
    dogma(g, "Code of Laws")  # no red pile: nothing to tuck
    assert g.player("A").hand == ["Oars"]


# -- Domestication --------------------------------------------------------------------------------------


def test_domestication_melds_the_lowest_then_draws():
    g = position(
        {"A": {"board": {"yellow": ["Domestication"]}, "hand": ["Calendar", "Sailing"]}, "B": {}}, supply={1: ["Oars"]}
    )
    dogma(g, "Domestication")
    assert g.player("A").top("green") == "Sailing" and sorted(g.player("A").hand) == ["Calendar", "Oars"]


def test_domestication_tie_and_empty_hand():
    g = position(
        {"A": {"board": {"yellow": ["Domestication"]}, "hand": ["Oars", "Sailing"]}, "B": {}}, supply={1: ["Writing"]}
    )
    dogma(g, "Domestication", "Oars")
    assert g.player("A").top("red") == "Oars"
    g = position({"A": {"board": {"yellow": ["Domestication"]}}, "B": {}}, supply={1: ["Writing"]})
    dogma(g, "Domestication")
    assert g.player("A").hand == ["Writing"]


# -- Masonry --------------------------------------------------------------------------------------------


def test_masonry_melds_castle_cards_and_four_claim_monument():
    hand = ["Archery", "Oars", "Domestication", "Mysticism", "Writing"]
    g = position({"A": {"board": {"yellow": ["Masonry"]}, "hand": hand}, "B": {}})
    dogma(
        g, "Masonry", ["Archery", "Oars", "Domestication", "Mysticism"], ["Archery", "Oars"]
    )  # two reds: A orders those two
    a = g.player("A")
    assert a.top("red") == "Oars" and a.hand == ["Writing"]  # Oars melded after Archery: on top
    assert "Monument" in a.achievements


def test_masonry_three_melds_no_monument_and_decline():
    g = position({"A": {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Oars", "Mysticism"]}, "B": {}})
    dogma(g, "Masonry", ["Archery", "Mysticism"])
    assert "Monument" not in g.player("A").achievements and g.player("A").hand == ["Oars"]
    g = position({"A": {"board": {"yellow": ["Masonry"]}, "hand": ["Archery"]}, "B": {}})
    dogma(g, "Masonry", None)
    assert g.player("A").hand == ["Archery"]
    g = position({"A": {"board": {"yellow": ["Masonry"]}, "hand": ["Writing"]}, "B": {}})
    dogma(g, "Masonry")  # no castle card: no question
    assert not [e for e in g.events if e.kind == "decision"]


def test_masonry_monument_already_claimed():
    hand = ["Archery", "Oars", "Domestication", "Mysticism"]
    g = position({"A": {"board": {"yellow": ["Masonry"]}, "hand": hand}, "B": {"achievements": ["Monument"]}})
    dogma(g, "Masonry", hand, ["Archery", "Oars"])  # two reds: A orders those two
    done(g)
    assert "Monument" not in g.player("A").achievements and g.player("A").hand == []


def test_masonry_pick_is_a_set_and_the_order_is_asked_only_for_two_of_a_colour():
    spec = {"A": {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Oars", "Mysticism", "Domestication"]}, "B": {}}
    # the same cards in another order: the same next request
    g = same_next_request(
        lambda: position(spec), "Masonry", (["Archery", "Oars", "Mysticism"], ["Mysticism", "Oars", "Archery"])
    )
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    req = g.pending
    assert req.kind == "order" and req.options == ["Archery", "Oars"]  # two reds: asked about those two only
    assert "Mysticism" not in req.options
    step(g, ["Oars", "Archery"])
    done(g)
    assert cards(g, "A", "red") == ["Oars", "Archery"] and g.player("A").top("purple") == "Mysticism"
    # one card of each colour: no order question
    g = same_outcome_without_order(
        lambda: position(spec),
        "Masonry",
        (["Archery", "Mysticism", "Domestication"], ["Domestication", "Archery", "Mysticism"]),
    )
    assert cards(g, "A", "yellow") == ["Masonry", "Domestication"] and g.player("A").hand == ["Oars"]


# -- Metalworking ---------------------------------------------------------------------------------------


def test_metalworking_scores_castles_and_repeats_until_a_non_castle():
    g = position({"A": {"board": {"red": ["Metalworking"]}}, "B": {}}, supply={1: ["Archery", "Oars", "Writing"]})
    dogma(g, "Metalworking")
    a = g.player("A")
    assert a.score == ["Archery", "Oars"] and a.hand == ["Writing"]
    assert moved(g, "reveal") == ["Archery", "Oars", "Writing"]


def test_metalworking_shared_and_empty_supply_skips_ages():
    g = position(
        {"A": {"board": {"red": ["Metalworking"]}}, "B": {"board": {"yellow": ["Masonry"]}}},
        supply={1: ["Writing", "Pottery"]},
    )
    dogma(g, "Metalworking")
    assert g.player("B").hand == ["Writing"] and bonus(g) is True


# -- Mysticism ------------------------------------------------------------------------------------------


def test_mysticism_same_colour_melds_and_draws():
    g = position(
        {"A": {"board": {"purple": ["Mysticism"], "red": ["Archery"]}}, "B": {}}, supply={1: ["Oars", "Writing"]}
    )
    dogma(g, "Mysticism")
    assert g.player("A").top("red") == "Oars" and g.player("A").hand == ["Writing"]


def test_mysticism_other_colour_is_kept():
    g = position({"A": {"board": {"purple": ["Mysticism"]}}, "B": {}}, supply={1: ["Oars", "Writing"]})
    dogma(g, "Mysticism")
    assert g.player("A").hand == ["Oars"]


# -- Oars -----------------------------------------------------------------------------------------------


def test_oars_third_edition_repeats_while_crowns_are_given():
    g = position(
        {"A": {"board": {"red": ["Oars"]}}, "B": {"hand": ["Sailing", "Writing"]}},
        supply={1: ["Code of Laws", "Tools"]},
    )
    dogma(g, "Oars", "Sailing")
    # Sailing (crown) → draw Code of Laws (crown) → transfer it (forced? Writing has a crown too: choose)
    assert g.pending is not None
    step(g, "Writing")
    while g.pending is not None:
        step(g, g.pending.options[0])
    # Sailing, then Writing (chosen over Code of Laws), then Code of Laws (the only crown left) …
    assert moved(g, "transfer")[:3] == ["Sailing", "Writing", "Code of Laws"]
    assert all(c in g.player("A").score for c in ["Sailing", "Writing", "Code of Laws"])
    assert g.player("A").hand == []  # effect 2: something was transferred → no draw


def test_oars_first_edition_transfers_once():
    g = position(
        {"A": {"board": {"red": ["Oars"]}}, "B": {"hand": ["Sailing", "Writing"]}},
        supply={1: ["Tools"]},
        edition="first",
    )
    dogma(g, "Oars", "Sailing")
    assert g.player("A").score == ["Sailing"] and sorted(g.player("B").hand) == ["Tools", "Writing"]


def test_oars_nothing_transferred_draws_for_the_activator():
    g = position({"A": {"board": {"red": ["Oars"]}}, "B": {"hand": ["Agriculture"]}}, supply={1: ["Tools"]})
    dogma(g, "Oars")
    assert g.player("A").hand == ["Tools"] and g.player("A").score == []


def test_oars_two_victims_in_order():
    g = position(
        {"A": {"board": {"red": ["Oars"]}}, "B": {"hand": ["Sailing"]}, "C": {"hand": ["Writing"]}},
        supply={1: ["Agriculture", "Pottery"]},
        edition="first",
    )
    dogma(g, "Oars")
    assert g.player("A").score == ["Sailing", "Writing"]


# -- Pottery --------------------------------------------------------------------------------------------


def test_pottery_return_up_to_three_then_score_that_value():
    g = position(
        {"A": {"board": {"blue": ["Pottery"]}, "hand": ["Sailing", "Oars", "Tools"]}, "B": {}},
        supply={2: ["Calendar"], 1: ["Writing"]},
    )
    dogma(g, "Pottery", ["Sailing", "Oars"], ["Oars", "Sailing"])  # two 1s: A orders the returns
    a = g.player("A")
    assert a.score == ["Calendar"] and sorted(a.hand) == ["Tools", "Writing"]
    assert g.state.supply[0][:2] == ["Sailing", "Oars"]  # the last one returned is lowest


def test_pottery_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"A": {"board": {"blue": ["Pottery"]}, "hand": ["Sailing", "Oars", "Calendar"]}, "B": {}}
    g = same_next_request(
        lambda: position(spec, supply={2: ["Mapmaking"]}), "Pottery", (["Sailing", "Oars"], ["Oars", "Sailing"])
    )
    assert g.pending.kind == "order" and g.pending.options == ["Sailing", "Oars"]
    # a 1 and a 2 go under different piles: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply={2: ["Mapmaking"]}), "Pottery", (["Sailing", "Calendar"], ["Calendar", "Sailing"])
    )
    assert g.player("A").score == ["Mapmaking"] and g.player("A").hand[0] == "Oars"  # then effect 2 draws a 1


def test_pottery_decline_and_empty_hand():
    g = position({"A": {"board": {"blue": ["Pottery"]}, "hand": ["Sailing"]}, "B": {}}, supply={1: ["Writing"]})
    dogma(g, "Pottery", None)
    assert g.player("A").score == [] and sorted(g.player("A").hand) == ["Sailing", "Writing"]


# -- Sailing, The Wheel, Writing ------------------------------------------------------------------------


def test_sailing_the_wheel_writing():
    g = position({"A": {"board": {"green": ["Sailing"]}}, "B": {}}, supply={1: ["Archery"]})
    dogma(g, "Sailing")
    assert g.player("A").top("red") == "Archery"
    g = position({"A": {"board": {"green": ["The Wheel"]}}, "B": {}}, supply={1: ["Archery", "Oars"]})
    dogma(g, "The Wheel")
    assert g.player("A").hand == ["Archery", "Oars"]
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}}, supply={2: ["Calendar"]})
    dogma(g, "Writing")
    assert g.player("A").hand == ["Calendar"]


# -- Tools ----------------------------------------------------------------------------------------------


def test_tools_return_three_to_meld_a_three_and_return_a_three_for_three_ones():
    g = position(
        {"A": {"board": {"blue": ["Tools"]}, "hand": ["Sailing", "Oars", "Archery", "Optics"]}, "B": {}},
        supply={3: ["Paper"], 1: ["Writing", "Pottery", "Clothing"]},
    )
    dogma(g, "Tools", ["Sailing", "Oars", "Archery"], ["Sailing", "Oars", "Archery"], "Optics")
    assert g.state.supply[0][:3] == ["Archery", "Oars", "Sailing"]  # the last one returned is lowest
    a = g.player("A")
    assert a.top("green") == "Paper"
    assert sorted(a.hand) == ["Clothing", "Pottery", "Writing"]


def test_tools_fewer_than_three_cards_skips_effect_one():
    g = position({"A": {"board": {"blue": ["Tools"]}, "hand": ["Sailing", "Optics"]}, "B": {}})
    dogma(g, "Tools", None)
    assert sorted(g.player("A").hand) == ["Optics", "Sailing"]
    reqs = [e for e in g.events if e.kind == "decision"]
    assert len(reqs) == 1 and "return a 3" in reqs[0].data["prompt"]


def test_tools_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"A": {"board": {"blue": ["Tools"]}, "hand": ["Sailing", "Oars", "Calendar", "Alchemy"]}, "B": {}}
    g = same_next_request(
        lambda: position(spec, supply={3: ["Paper"]}),
        "Tools",
        (["Sailing", "Oars", "Alchemy"], ["Alchemy", "Oars", "Sailing"]),
    )
    assert g.pending.kind == "order" and g.pending.options == ["Sailing", "Oars"]  # two 1s: asked about those two
    assert "Alchemy" not in g.pending.options
    # a 1, a 2 and a 3: no order question (and no 3 left for effect 2)
    g = same_outcome_without_order(
        lambda: position(spec, supply={3: ["Paper"]}),
        "Tools",
        (["Sailing", "Calendar", "Alchemy"], ["Alchemy", "Calendar", "Sailing"]),
    )
    assert g.player("A").top("green") == "Paper" and g.player("A").hand == ["Oars"]
