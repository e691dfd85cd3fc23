"""Age 2 card effects: every effect's main, empty and choice branches, demands against 0/1/2 vulnerable
players, and shares with and without the free draw."""

from helpers import bonus, dogma, done, moved, position, same_next_request, same_outcome_without_order, set_aside, step


def drawn_by(g, name):
    return [c for e in g.events if e.kind == "draw" and e.player == name for c in e.cards]


# -- Calendar ---------------------------------------------------------------------------------------------


def test_calendar_draws_two_3s_with_more_score_than_hand():
    g = position(
        {"Alice": {"board": {"blue": ["Calendar"]}, "score": ["Archery", "Oars"], "hand": ["Tools"]}, "Bob": {}},
        supply={3: ["Alchemy", "Compass"]},
    )
    dogma(g, "Calendar")
    done(g)
    assert g.player("Alice").hand == ["Tools", "Alchemy", "Compass"]


def test_calendar_does_nothing_when_score_not_larger_than_hand():
    g = position({"Alice": {"board": {"blue": ["Calendar"]}, "score": ["Archery"], "hand": ["Tools"]}, "Bob": {}})
    dogma(g, "Calendar")
    assert g.player("Alice").hand == ["Tools"]
    assert drawn_by(g, "Alice") == []


def test_calendar_skips_an_empty_age_3():
    g = position(
        {"Alice": {"board": {"blue": ["Calendar"]}, "score": ["Archery"]}, "Bob": {}},
        removed=set_aside(3),
        supply={4: ["Anatomy", "Enterprise"]},
    )
    dogma(g, "Calendar")
    assert g.player("Alice").hand == ["Anatomy", "Enterprise"]


def test_calendar_share_that_draws_earns_the_bonus():
    g = position(
        {
            "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Archery"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
        },
        supply={3: ["Alchemy", "Compass", "Education", "Engineering"]},
    )
    dogma(g, "Calendar")
    assert g.player("Bob").hand == ["Alchemy", "Compass"]  # the sharer goes first
    assert g.player("Alice").hand[:2] == ["Education", "Engineering"]
    assert bonus(g) is True
    assert len(g.player("Alice").hand) == 3  # the free draw


def test_calendar_share_without_change_earns_no_bonus():
    g = position(
        {
            "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Archery"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={3: ["Alchemy", "Compass"]},
    )
    dogma(g, "Calendar")
    assert g.player("Bob").hand == ["Oars"]
    assert g.player("Alice").hand == ["Alchemy", "Compass"]
    assert bonus(g) is False


# -- Canal Building ---------------------------------------------------------------------------------------


def test_canal_building_exchanges_all_highest_cards():
    g = position(
        {
            "Alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": ["Archery", "Calendar", "Currency"],
                "score": ["Alchemy", "Optics", "Oars"],
            },
            "Bob": {},
        }
    )
    dogma(g, "Canal Building", True)
    done(g)
    a = g.player("Alice")
    assert sorted(a.hand) == ["Alchemy", "Archery", "Optics"]
    assert sorted(a.score) == ["Calendar", "Currency", "Oars"]
    assert [e.kind for e in g.events if e.kind == "exchange"] == ["exchange"]


def test_canal_building_may_be_declined():
    g = position(
        {"Alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar"], "score": ["Alchemy"]}, "Bob": {}}
    )
    dogma(g, "Canal Building", False)
    assert g.player("Alice").hand == ["Calendar"] and g.player("Alice").score == ["Alchemy"]


def test_canal_building_with_an_empty_score_pile_moves_the_hand_side_only():
    g = position({"Alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar", "Archery"]}, "Bob": {}})
    dogma(g, "Canal Building", True)
    assert g.player("Alice").hand == ["Archery"] and g.player("Alice").score == ["Calendar"]


def test_canal_building_with_nothing_in_hand_or_score_asks_nothing():
    g = position({"Alice": {"board": {"yellow": ["Canal Building"]}}, "Bob": {}})
    dogma(g, "Canal Building")
    done(g)
    assert not any(e.kind == "exchange" for e in g.events)


def test_canal_building_share_earns_the_bonus_or_not():
    spec = {
        "Alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar"]},
        "Bob": {"board": {"purple": ["City States"]}, "hand": ["Oars"], "score": ["Alchemy"]},
    }
    g = position(spec)
    dogma(g, "Canal Building", True, False)  # Bob (sharer) first, then Alice
    assert g.player("Bob").hand == ["Alchemy"] and g.player("Bob").score == ["Oars"]
    assert g.player("Alice").score == []
    assert bonus(g) is True
    g = position(spec)
    dogma(g, "Canal Building", False, True)
    assert g.player("Bob").hand == ["Oars"]
    assert g.player("Alice").score == ["Calendar"]
    assert bonus(g) is False


# -- Construction -----------------------------------------------------------------------------------------

ALICE_FIVE = {
    "blue": ["Writing"],
    "red": ["Construction"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Code of Laws"],
}


def test_construction_demand_transfers_two_chosen_cards_then_draws_a_2():
    g = position(
        {"Alice": {"board": {"red": ["Construction"]}}, "Bob": {"hand": ["Archery", "Oars", "Tools"]}},
        supply={2: ["Calendar"]},
    )
    dogma(g, "Construction", ["Archery", "Tools"])
    done(g)
    assert sorted(g.player("Alice").hand) == ["Archery", "Tools"]
    assert g.player("Bob").hand == ["Oars", "Calendar"]


def test_construction_demand_with_one_card_transfers_it_and_still_draws():
    g = position({"Alice": {"board": {"red": ["Construction"]}}, "Bob": {"hand": ["Oars"]}}, supply={2: ["Calendar"]})
    dogma(g, "Construction")
    assert g.player("Alice").hand == ["Oars"]
    assert g.player("Bob").hand == ["Calendar"]


def test_construction_demand_with_an_empty_hand_only_draws():
    g = position({"Alice": {"board": {"red": ["Construction"]}}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Construction")
    assert g.player("Alice").hand == [] and g.player("Bob").hand == ["Calendar"]


def test_construction_demand_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"red": ["Construction"]}},
            "Bob": {"hand": ["Oars", "Tools"]},
            "Carol": {"hand": ["Archery", "Writing"]},
        },
        supply={2: ["Calendar", "Currency"]},
    )
    dogma(g, "Construction")
    assert moved(g, "transfer") == ["Oars", "Tools", "Archery", "Writing"]
    assert g.player("Bob").hand == ["Calendar"] and g.player("Carol").hand == ["Currency"]
    assert g.player("Alice").hand == ["Oars", "Tools", "Archery", "Writing"]


def test_construction_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"red": ["Construction"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}, "hand": ["Oars", "Tools"]},
        }
    )
    dogma(g, "Construction")
    assert g.player("Bob").hand == ["Oars", "Tools"] and g.player("Alice").hand == []
    assert not any(e.kind == "transfer" for e in g.events)
    assert bonus(g) is False  # Bob shared effect 2 but changed nothing


def test_construction_claims_empire_as_the_only_player_with_five_top_cards():
    g = position({"Alice": {"board": ALICE_FIVE}, "Bob": {"board": {"blue": ["Tools"]}}})
    dogma(g, "Construction")
    assert "Empire" in g.player("Alice").achievements
    assert "Empire" not in g.state.specials


def test_construction_no_empire_when_another_player_also_has_five_top_cards():
    g = position(
        {
            "Alice": {"board": ALICE_FIVE},
            "Bob": {
                "board": {
                    "blue": ["Tools"],
                    "red": ["Archery"],
                    "green": ["Clothing"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism"],
                }
            },
        }
    )
    dogma(g, "Construction")
    assert "Empire" not in g.player("Alice").achievements
    assert "Empire" in g.state.specials


def test_construction_no_empire_with_fewer_than_five_top_cards():
    g = position({"Alice": {"board": {"red": ["Construction"], "blue": ["Writing"]}}, "Bob": {}})
    dogma(g, "Construction")
    assert "Empire" in g.state.specials and "Empire" not in g.player("Alice").achievements


def test_construction_empire_already_claimed_changes_nothing():
    g = position({"Alice": {"board": ALICE_FIVE}, "Bob": {"achievements": ["Empire"]}})
    dogma(g, "Construction")
    assert g.player("Bob").achievements == ["Empire"]
    assert "Empire" not in g.player("Alice").achievements
    assert not any(e.kind == "achieve" for e in g.events)


def test_construction_sharer_claims_empire_and_earns_the_bonus():
    g = position(
        {
            "Alice": {"board": {"red": ["Construction"]}},
            "Bob": {
                "board": {
                    "blue": ["Tools"],
                    "red": ["Metalworking"],
                    "green": ["Clothing"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism"],
                }
            },
        }
    )
    dogma(g, "Construction")
    assert "Empire" in g.player("Bob").achievements
    assert bonus(g) is True


# -- Currency ---------------------------------------------------------------------------------------------


def test_currency_scores_a_2_per_different_value_returned():
    g = position(
        {"Alice": {"board": {"green": ["Currency"]}, "hand": ["Archery", "Oars", "Calendar", "Alchemy"]}, "Bob": {}},
        supply={2: ["Mapmaking", "Philosophy"]},
    )
    dogma(g, "Currency", ["Archery", "Oars", "Calendar"], ["Oars", "Archery"])  # two 1s: those two ordered
    done(g)
    a = g.player("Alice")
    assert a.hand == ["Alchemy"]
    assert a.score == ["Mapmaking", "Philosophy"]  # values 1 and 2: two 2s
    assert g.state.supply[0][:2] == ["Archery", "Oars"]  # returned to the bottom, the last one lowest
    assert g.state.supply[1][0] == "Calendar"


def test_currency_pick_is_a_set_and_the_order_is_asked_only_for_two_of_an_age():
    spec = {"Alice": {"board": {"green": ["Currency"]}, "hand": ["Archery", "Oars", "Calendar", "Alchemy"]}, "Bob": {}}
    g = same_next_request(
        lambda: position(spec, supply={2: ["Mapmaking", "Philosophy"]}),
        "Currency",
        (["Archery", "Oars", "Calendar"], ["Calendar", "Oars", "Archery"]),
    )
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]  # two 1s: asked about those two
    assert "Calendar" not in g.pending.options
    # a 1, a 2 and a 3: no order question
    g = same_outcome_without_order(
        lambda: position(spec, supply={2: ["Mapmaking", "Philosophy", "Monotheism"]}),
        "Currency",
        (["Archery", "Calendar", "Alchemy"], ["Alchemy", "Calendar", "Archery"]),
    )
    assert len(g.player("Alice").score) == 3 and g.player("Alice").hand == ["Oars"]


def test_currency_may_be_declined():
    g = position({"Alice": {"board": {"green": ["Currency"]}, "hand": ["Archery"]}, "Bob": {}})
    dogma(g, "Currency", [])
    assert g.player("Alice").hand == ["Archery"] and g.player("Alice").score == []


def test_currency_with_an_empty_hand_asks_nothing():
    g = position({"Alice": {"board": {"green": ["Currency"]}}, "Bob": {}})
    dogma(g, "Currency")
    done(g)
    assert g.player("Alice").score == []


def test_currency_share_earns_the_bonus_or_not():
    spec = {
        "Alice": {"board": {"green": ["Currency"]}},
        "Bob": {"board": {"purple": ["City States"]}, "hand": ["Oars"]},
    }
    g = position(spec, supply={2: ["Mapmaking"]})
    dogma(g, "Currency", ["Oars"])
    assert g.player("Bob").score == ["Mapmaking"] and bonus(g) is True
    g = position(spec)
    dogma(g, "Currency", [])
    assert g.player("Bob").hand == ["Oars"] and bonus(g) is False


# -- Fermenting -------------------------------------------------------------------------------------------


def test_fermenting_draws_a_2_per_colour_showing_a_leaf():
    # yellow, blue and green show leaves; red (Archery) does not.
    g = position(
        {
            "Alice": {
                "board": {"yellow": ["Fermenting"], "blue": ["Pottery"], "red": ["Archery"], "green": ["Clothing"]}
            },
            "Bob": {},
        },
        supply={2: ["Calendar", "Currency", "Mapmaking", "Philosophy"]},
    )
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Calendar", "Currency", "Mapmaking"]


def test_fermenting_counts_a_leaf_revealed_by_a_splay_only():
    spec = {
        "Alice": {"board": {"yellow": ["Fermenting"], "green": {"cards": ["The Wheel", "Sailing"], "splay": "left"}}},
        "Bob": {},
    }
    g = position(spec, supply={2: ["Calendar", "Currency", "Mapmaking"]})
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Calendar", "Currency"]  # Sailing's leaf shows under a left splay
    spec["Alice"]["board"]["green"] = ["The Wheel", "Sailing"]  # unsplayed: the leaf is hidden
    g = position(spec, supply={2: ["Calendar", "Currency", "Mapmaking"]})
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Calendar"]


def test_fermenting_skips_an_empty_age_2():
    g = position(
        {"Alice": {"board": {"yellow": ["Fermenting"]}}, "Bob": {}},
        removed=set_aside(2, "Fermenting"),
        supply={3: ["Alchemy"]},
    )
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Alchemy"]


def test_fermenting_share_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"yellow": ["Fermenting"]}}, "Bob": {"board": {"blue": ["Pottery"]}}},
        supply={2: ["Calendar", "Currency"]},
    )
    dogma(g, "Fermenting")
    assert g.player("Bob").hand == ["Calendar"] and g.player("Alice").hand[0] == "Currency"
    assert bonus(g) is True


def test_fermenting_without_a_sharer_earns_no_bonus():
    # A sharer always has a colour with a leaf and so always draws; without one there is no bonus.
    g = position(
        {"Alice": {"board": {"yellow": ["Fermenting"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        supply={2: ["Calendar"]},
    )
    dogma(g, "Fermenting")
    assert g.player("Bob").hand == [] and g.player("Alice").hand == ["Calendar"]
    assert bonus(g) is False


def test_fermenting_first_edition_draws_per_two_leaves():
    # Yellow splayed up shows 5 leaves in one colour: first edition 5 // 2 = 2 draws, third edition 1.
    board = {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "up"}}
    g = position({"Alice": {"board": board}, "Bob": {}}, edition="first", supply={2: ["Calendar", "Currency"]})
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Calendar", "Currency"]
    g = position({"Alice": {"board": board}, "Bob": {}}, supply={2: ["Calendar", "Currency"]})
    dogma(g, "Fermenting")
    assert g.player("Alice").hand == ["Calendar"]


def test_fermenting_first_edition_rounds_down_and_shares():
    g = position(
        {"Alice": {"board": {"yellow": ["Fermenting"]}}, "Bob": {"board": {"blue": ["Pottery"]}}},  # 3 leaves: one 2
        edition="first",
        supply={2: ["Calendar", "Currency"]},
    )
    dogma(g, "Fermenting")
    assert g.player("Bob").hand == ["Calendar"] and g.player("Alice").hand[0] == "Currency"
    assert bonus(g) is True


# -- Mapmaking --------------------------------------------------------------------------------------------


def test_mapmaking_takes_a_1_and_scores_a_1():
    g = position(
        {"Alice": {"board": {"green": ["Mapmaking"]}}, "Bob": {"score": ["Archery", "Calendar"]}}, supply={1: ["Oars"]}
    )
    dogma(g, "Mapmaking")
    done(g)
    assert g.player("Bob").score == ["Calendar"]
    assert g.player("Alice").score == ["Archery", "Oars"]


def test_mapmaking_victim_chooses_which_1():
    g = position(
        {"Alice": {"board": {"green": ["Mapmaking"]}}, "Bob": {"score": ["Archery", "Oars"]}}, supply={1: ["Tools"]}
    )
    dogma(g, "Mapmaking", "Oars")
    assert g.player("Bob").score == ["Archery"]
    assert g.player("Alice").score == ["Oars", "Tools"]


def test_mapmaking_without_a_1_transfers_nothing_and_scores_nothing():
    g = position({"Alice": {"board": {"green": ["Mapmaking"]}}, "Bob": {"score": ["Calendar"]}})
    dogma(g, "Mapmaking")
    assert g.player("Bob").score == ["Calendar"] and g.player("Alice").score == []


def test_mapmaking_two_vulnerable_in_turn_order_score_one_1():
    g = position(
        {"Alice": {"board": {"green": ["Mapmaking"]}}, "Bob": {"score": ["Archery"]}, "Carol": {"score": ["Oars"]}},
        supply={1: ["Tools"]},
    )
    dogma(g, "Mapmaking")
    assert moved(g, "transfer") == ["Archery", "Oars"]
    assert g.player("Alice").score == ["Archery", "Oars", "Tools"]


def test_mapmaking_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"green": ["Mapmaking"]}},
            "Bob": {"board": {"purple": ["City States"]}, "score": ["Archery"]},
        }
    )
    dogma(g, "Mapmaking")
    assert g.player("Bob").score == ["Archery"] and g.player("Alice").score == []
    assert bonus(g) is False  # Bob shared effect 2, but nothing was transferred


def test_mapmaking_sharer_also_scores_after_a_transfer():
    g = position(
        {
            "Alice": {"board": {"green": ["Mapmaking"]}},
            "Bob": {"score": ["Archery"]},
            "Carol": {"board": {"purple": ["City States"]}},
        },
        supply={1: ["Oars", "Tools"]},
    )
    dogma(g, "Mapmaking")
    assert g.player("Carol").score == ["Oars"]
    assert g.player("Alice").score == ["Archery", "Tools"]
    assert bonus(g) is True


# -- Mathematics ------------------------------------------------------------------------------------------


def test_mathematics_returns_and_melds_one_higher():
    g = position(
        {"Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Calendar", "Archery"]}, "Bob": {}},
        supply={3: ["Optics"]},
    )
    dogma(g, "Mathematics", "Calendar")
    done(g)
    assert g.player("Alice").hand == ["Archery"]
    assert g.player("Alice").top("red") == "Optics"
    assert g.state.supply[1][0] == "Calendar"


def test_mathematics_may_be_declined_and_asks_nothing_with_an_empty_hand():
    g = position({"Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Calendar"]}, "Bob": {}})
    dogma(g, "Mathematics", None)
    assert g.player("Alice").hand == ["Calendar"]
    g = position({"Alice": {"board": {"blue": ["Mathematics"]}}, "Bob": {}})
    dogma(g, "Mathematics")
    done(g)
    assert not any(e.kind in ("return", "meld") for e in g.events)


def test_mathematics_skips_an_empty_age():
    g = position(
        {"Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Alchemy"]}, "Bob": {}},
        removed=set_aside(4),
        supply={5: ["Coal"]},
    )
    dogma(g, "Mathematics", "Alchemy")
    assert g.player("Alice").top("red") == "Coal"


def test_mathematics_share_earns_the_bonus_or_not():
    spec = {"Alice": {"board": {"blue": ["Mathematics"]}}, "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Oars"]}}
    g = position(spec, supply={2: ["Construction"]})
    dogma(g, "Mathematics", "Oars")
    assert g.player("Bob").top("red") == "Construction" and bonus(g) is True
    g = position(spec)
    dogma(g, "Mathematics", None)
    assert g.player("Bob").hand == ["Oars"] and bonus(g) is False


# -- Monotheism -------------------------------------------------------------------------------------------


def test_monotheism_takes_a_top_card_of_a_colour_i_lack():
    g = position(
        {
            "Alice": {"board": {"purple": ["Monotheism"], "red": ["Archery"]}},
            "Bob": {"board": {"green": ["Clothing"], "red": ["Oars"], "blue": ["Writing"]}},
        },
        supply={1: ["Pottery", "Tools"]},
    )
    dogma(g, "Monotheism", "Writing")
    done(g)
    assert g.player("Alice").score == ["Writing"]
    assert g.player("Bob").pile("blue").cards == ["Pottery"]  # drawn and tucked
    assert g.player("Alice").pile("blue").cards == ["Tools"]  # effect 2: draw and tuck a 1


def test_monotheism_nothing_to_take_means_no_tuck_for_the_victim():
    g = position(
        {"Alice": {"board": {"purple": ["Monotheism"], "red": ["Archery"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={1: ["Pottery"]},
    )
    dogma(g, "Monotheism")
    assert g.player("Alice").score == []
    assert g.player("Bob").pile("red").cards == ["Oars"]
    assert g.player("Alice").pile("blue").cards == ["Pottery"]


def test_monotheism_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"purple": ["Monotheism"]}},
            "Bob": {"board": {"green": ["Clothing"]}},
            "Carol": {"board": {"blue": ["Writing"]}},
        },
        supply={1: ["Pottery", "Sailing", "Tools"]},
    )
    dogma(g, "Monotheism")
    assert moved(g, "transfer") == ["Clothing", "Writing"]
    assert g.player("Alice").score == ["Clothing", "Writing"]
    assert g.player("Bob").pile("blue").cards == ["Pottery"]
    assert g.player("Carol").pile("green").cards == ["Sailing"]
    assert g.player("Alice").pile("blue").cards == ["Tools"]


def test_monotheism_sharer_tucks_and_earns_the_bonus():
    # Effect 2 always draws, so a sharer always changes the game.
    g = position(
        {"Alice": {"board": {"purple": ["Monotheism"]}}, "Bob": {"board": {"red": ["Metalworking"]}}},
        supply={1: ["Pottery", "Tools"]},
    )
    dogma(g, "Monotheism")
    assert g.player("Alice").score == [] and g.player("Bob").top("red") == "Metalworking"  # no one vulnerable
    assert g.player("Bob").pile("blue").cards == ["Pottery"]
    assert g.player("Alice").pile("blue").cards == ["Tools"]
    assert bonus(g) is True


def test_monotheism_without_a_sharer_earns_no_bonus():
    g = position(
        {"Alice": {"board": {"purple": ["Monotheism"]}}, "Bob": {"board": {"purple": ["Code of Laws"]}}},
        supply={1: ["Pottery"]},
    )
    dogma(g, "Monotheism")
    assert g.player("Alice").pile("blue").cards == ["Pottery"]
    assert bonus(g) is False


# -- Philosophy -------------------------------------------------------------------------------------------


def test_philosophy_splays_a_chosen_colour_left_and_scores_a_card():
    g = position(
        {
            "Alice": {
                "board": {"purple": ["Philosophy"], "red": ["Oars", "Archery"], "blue": ["Writing", "Tools"]},
                "hand": ["Calendar", "Alchemy"],
            },
            "Bob": {},
        }
    )
    dogma(g, "Philosophy", "blue", "Alchemy")
    done(g)
    a = g.player("Alice")
    assert a.pile("blue").splay == "left" and a.pile("red").splay is None
    assert a.score == ["Alchemy"] and a.hand == ["Calendar"]


def test_philosophy_both_effects_may_be_declined():
    g = position(
        {"Alice": {"board": {"purple": ["Philosophy"], "red": ["Oars", "Archery"]}, "hand": ["Calendar"]}, "Bob": {}}
    )
    dogma(g, "Philosophy", None, None)
    a = g.player("Alice")
    assert a.pile("red").splay is None and a.hand == ["Calendar"] and a.score == []


def test_philosophy_nothing_to_splay_or_score_asks_nothing():
    g = position(
        {
            "Alice": {"board": {"purple": ["Philosophy"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}}},
            "Bob": {},
        }
    )
    dogma(g, "Philosophy")
    done(g)
    assert not any(e.kind in ("splay", "score") for e in g.events)


def test_philosophy_share_earns_the_bonus_or_not():
    spec = {
        "Alice": {"board": {"purple": ["Philosophy"]}},
        "Bob": {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "up"}}, "hand": ["Oars"]},
    }
    g = position(spec)
    dogma(g, "Philosophy", None, "Oars")  # Bob: no splay, scores Oars
    assert g.player("Bob").score == ["Oars"] and bonus(g) is True
    g = position(spec)
    dogma(g, "Philosophy", None, None)
    assert g.player("Bob").hand == ["Oars"] and bonus(g) is False


# -- Road Building ----------------------------------------------------------------------------------------


def test_faq_road_building_may_meld_only_one():
    g = position(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Oars", "Calendar", "Tools"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        }
    )
    dogma(g, "Road Building", ["Calendar"])
    done(g)  # no transfer offered after melding one
    assert g.player("Alice").top("blue") == "Calendar"
    assert g.player("Alice").hand == ["Oars", "Tools"]
    assert g.player("Bob").top("green") == "Clothing"


def test_road_building_melds_two_and_swaps_red_for_green():
    g = position(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Oars"]},
            "Bob": {"board": {"green": ["Clothing", "Sailing"]}},
            "Carol": {},
        }
    )
    dogma(g, "Road Building", ["Archery", "Oars"], ["Archery", "Oars"], "Bob")  # two reds: Alice orders them
    done(g)
    a, b = g.player("Alice"), g.player("Bob")
    assert b.top("red") == "Oars"  # the last melded was on top
    assert a.pile("red").cards == ["Road Building", "Archery"]
    assert a.top("green") == "Clothing" and b.pile("green").cards == ["Sailing"]


def test_road_building_transfer_may_be_declined():
    g = position(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Calendar"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        }
    )
    dogma(g, "Road Building", ["Archery", "Calendar"], None)
    assert g.player("Alice").top("red") == "Archery" and g.player("Bob").top("green") == "Clothing"
    assert not any(e.kind == "transfer" for e in g.events)


def test_road_building_red_goes_even_if_the_other_player_has_no_green():
    g = position({"Alice": {"board": {"red": ["Road Building"]}, "hand": ["Tools", "Calendar"]}, "Bob": {}})
    dogma(g, "Road Building", ["Tools", "Calendar"], ["Tools", "Calendar"], "Bob")
    assert g.player("Bob").top("red") == "Road Building"
    assert g.player("Alice").top("red") is None and g.player("Alice").top("green") is None


def test_road_building_pick_is_a_set_and_the_order_is_asked_only_for_two_of_a_colour():
    spec = {
        "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Oars", "Calendar"]},
        "Bob": {"board": {"green": ["Clothing"]}},
    }
    g = same_next_request(lambda: position(spec), "Road Building", (["Archery", "Oars"], ["Oars", "Archery"]))
    assert "listed" not in next(e for e in g.events if e.kind == "decision").data["prompt"]
    assert g.pending.kind == "order" and g.pending.options == ["Archery", "Oars"]
    step(g, ["Oars", "Archery"])
    assert g.pending.kind == "player" and "red card, Archery (1)," in g.pending.prompt  # the last melded is the top red
    outcomes = []
    for pick in (["Oars", "Calendar"], ["Calendar", "Oars"]):
        g = position(spec)
        dogma(g, "Road Building", pick)
        assert g.pending.kind == "player"  # a red and a blue: no order question
        assert not [e for e in g.events if e.kind == "decision" and e.data["kind"] == "order"]
        outcomes.append((g.state.to_dict(), g.pending.to_dict()))
    assert outcomes[0] == outcomes[1]
    assert g.player("Alice").top("red") == "Oars" and g.player("Alice").top("blue") == "Calendar"


def test_road_building_one_card_in_hand_is_melded_without_asking():
    g = position({"Alice": {"board": {"red": ["Road Building"]}, "hand": ["Tools"]}, "Bob": {}})
    dogma(g, "Road Building")
    done(g)
    assert g.player("Alice").top("blue") == "Tools"


def test_road_building_empty_hand_does_nothing():
    g = position({"Alice": {"board": {"red": ["Road Building"]}}, "Bob": {}})
    dogma(g, "Road Building")
    done(g)
    assert not any(e.kind in ("meld", "transfer") for e in g.events)


def test_road_building_sharer_without_red_is_not_offered_a_transfer():
    g = position(
        {
            "Alice": {"board": {"red": ["Road Building"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}, "hand": ["Tools", "Calendar"]},
        }
    )
    dogma(g, "Road Building", ["Tools", "Calendar"], ["Tools", "Calendar"])  # Bob melds two blues, in his order
    done(g)
    assert g.player("Bob").top("blue") == "Calendar"
    assert bonus(g) is True


def test_road_building_share_without_change_earns_no_bonus():
    g = position(
        {"Alice": {"board": {"red": ["Road Building"]}, "hand": ["Tools"]}, "Bob": {"board": {"purple": ["Mysticism"]}}}
    )
    dogma(g, "Road Building")
    assert g.player("Alice").top("blue") == "Tools"
    assert bonus(g) is False
