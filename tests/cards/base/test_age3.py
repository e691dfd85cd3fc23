"""Age 3 card effects: every effect's main, empty and choice branches, demands against 0/1/2 vulnerable
players, and shares with and without the free draw."""

from helpers import bonus, dogma, done, moved, position, set_aside

# -- Alchemy ----------------------------------------------------------------------------------------------

ALCHEMY_SIX = {"blue": ["Alchemy"], "red": ["Metalworking"], "yellow": ["Masonry"]}  # 2 + 3 + 3 = 8 castles


def test_alchemy_keeps_the_drawn_cards_when_none_is_red():
    g = position({"Alice": {"board": ALCHEMY_SIX, "hand": ["Tools"]}, "Bob": {}}, supply={4: ["Anatomy", "Enterprise"]})
    dogma(g, "Alchemy", "Anatomy", "Tools")  # effect 2: meld Anatomy, then score Tools
    done(g)
    assert moved(g, "reveal") == ["Anatomy", "Enterprise"]
    a = g.player("Alice")
    assert a.hand == ["Enterprise"] and a.top("yellow") == "Anatomy" and a.score == ["Tools"]


def test_alchemy_a_red_card_returns_the_drawn_cards_and_the_whole_hand():
    g = position(
        {"Alice": {"board": ALCHEMY_SIX, "hand": ["Tools", "Calendar"]}, "Bob": {}},
        supply={4: ["Anatomy", "Colonialism"]},
    )
    # two 4s go under the 4 pile: Alice orders those two (the last one returned ends lowest)
    dogma(g, "Alchemy", ["Colonialism", "Anatomy"])
    done(g)
    assert moved(g, "return") == ["Tools", "Calendar", "Colonialism", "Anatomy"]
    assert g.player("Alice").hand == []
    assert g.state.supply[3][:2] == ["Anatomy", "Colonialism"]


def test_alchemy_draws_one_per_three_castles_rounded_down():
    g = position(
        {"Alice": {"board": {"blue": ["Alchemy"], "red": ["Metalworking"]}}, "Bob": {}},  # 5 castles
        supply={4: ["Anatomy", "Enterprise"]},
    )
    dogma(g, "Alchemy")
    assert moved(g, "draw") == ["Anatomy"]
    assert g.player("Alice").top("yellow") == "Anatomy"  # the only card, melded by effect 2


def test_alchemy_with_fewer_than_three_castles_draws_nothing():
    g = position({"Alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Tools", "Calendar"]}, "Bob": {}})
    dogma(g, "Alchemy", "Calendar")  # meld Calendar; Tools is then the only card to score
    done(g)
    assert moved(g, "draw") == []
    a = g.player("Alice")
    assert a.top("blue") == "Calendar" and a.score == ["Tools"] and a.hand == []


def test_alchemy_effect_2_with_an_empty_hand_does_nothing():
    g = position({"Alice": {"board": {"blue": ["Alchemy"]}}, "Bob": {}})
    dogma(g, "Alchemy")
    done(g)
    assert not any(e.kind in ("meld", "score") for e in g.events)


def test_alchemy_skips_an_empty_age_4():
    g = position(
        {"Alice": {"board": {"blue": ["Alchemy"], "red": ["Metalworking"]}}, "Bob": {}},
        removed=set_aside(4),
        supply={5: ["Astronomy"]},
    )
    dogma(g, "Alchemy")
    assert moved(g, "reveal") == ["Astronomy"]


def test_alchemy_share_earns_the_bonus_or_not():
    spec = {"Alice": {"board": {"blue": ["Alchemy"]}}, "Bob": {"board": {"red": ["Archery"]}, "hand": ["Tools"]}}
    g = position(spec)
    dogma(g, "Alchemy")
    assert g.player("Bob").top("blue") == "Tools" and bonus(g) is True
    spec["Bob"]["hand"] = []
    g = position(spec)
    dogma(g, "Alchemy")
    assert bonus(g) is False


# -- Compass ----------------------------------------------------------------------------------------------

COMPASS_ALICE = {"green": ["Compass"], "red": ["Archery"], "blue": ["Writing"]}


def test_compass_gives_a_leaf_card_and_takes_one_without_a_leaf():
    g = position({"Alice": {"board": COMPASS_ALICE}, "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Tools"]}}})
    dogma(g, "Compass", "Writing")  # Agriculture is Bob's only option; then he picks Writing over Archery
    done(g)
    a, b = g.player("Alice"), g.player("Bob")
    assert a.top("yellow") == "Agriculture"
    assert b.pile("blue").cards == ["Tools", "Writing"] and a.top("blue") is None


def test_compass_victim_chooses_the_card_to_give():
    g = position(
        {"Alice": {"board": {"green": ["Compass"]}}, "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}}}
    )
    dogma(g, "Compass", "Pottery")
    assert g.player("Alice").top("blue") == "Pottery" and g.player("Bob").top("yellow") == "Agriculture"


def test_compass_takes_even_when_nothing_could_be_given():
    g = position(
        {"Alice": {"board": {"green": ["Compass"], "red": ["Archery"]}}, "Bob": {"board": {"green": ["Clothing"]}}}
    )  # a green leaf card never goes
    dogma(g, "Compass")
    assert g.player("Bob").top("red") == "Archery" and g.player("Bob").top("green") == "Clothing"


def test_compass_nothing_to_give_or_take():
    g = position({"Alice": {"board": {"green": ["Compass"]}}, "Bob": {"board": {"red": ["Archery"]}}})
    dogma(g, "Compass")
    done(g)
    assert not any(e.kind == "transfer" for e in g.events)


def test_compass_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": {"green": ["Compass"], "red": ["Archery"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
            "Carol": {"board": {"blue": ["Pottery"]}},
        }
    )
    dogma(g, "Compass")
    # Bob gives Agriculture and takes Archery; Carol then gives Pottery and finds nothing leafless left.
    assert moved(g, "transfer") == ["Agriculture", "Archery", "Pottery"]
    a = g.player("Alice")
    assert a.top("yellow") == "Agriculture" and a.top("blue") == "Pottery" and a.top("red") is None


def test_compass_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": {"green": ["Compass"], "red": ["Archery"]}},
            "Bob": {"board": {"purple": ["City States"], "yellow": ["Agriculture"]}},
        }
    )
    dogma(g, "Compass")
    assert not any(e.kind == "transfer" for e in g.events)
    assert bonus(g) is False


# -- Education --------------------------------------------------------------------------------------------


def test_education_returns_the_highest_and_draws_two_above_the_rest():
    g = position(
        {"Alice": {"board": {"purple": ["Education"]}, "score": ["Alchemy", "Calendar", "Archery"]}, "Bob": {}},
        supply={4: ["Anatomy"]},
    )
    dogma(g, "Education", "Alchemy")
    done(g)
    a = g.player("Alice")
    assert a.score == ["Calendar", "Archery"] and a.hand == ["Anatomy"]
    assert g.state.supply[2][0] == "Alchemy"


def test_education_tie_is_the_players_choice():
    g = position(
        {"Alice": {"board": {"purple": ["Education"]}, "score": ["Alchemy", "Optics", "Calendar"]}, "Bob": {}},
        supply={5: ["Astronomy"]},
    )
    dogma(g, "Education", "Optics")
    a = g.player("Alice")
    assert a.score == ["Alchemy", "Calendar"] and a.hand == ["Astronomy"]


def test_education_last_card_returned_draws_a_2():
    g = position(
        {"Alice": {"board": {"purple": ["Education"]}, "score": ["Calendar"]}, "Bob": {}}, supply={2: ["Currency"]}
    )
    dogma(g, "Education", "Calendar")
    assert g.player("Alice").hand == ["Currency"] and g.player("Alice").score == []


def test_education_may_be_declined_and_asks_nothing_with_an_empty_score_pile():
    g = position({"Alice": {"board": {"purple": ["Education"]}, "score": ["Calendar"]}, "Bob": {}})
    dogma(g, "Education", None)
    assert g.player("Alice").score == ["Calendar"] and g.player("Alice").hand == []
    g = position({"Alice": {"board": {"purple": ["Education"]}}, "Bob": {}})
    dogma(g, "Education")
    done(g)
    assert g.player("Alice").hand == []


def test_education_share_earns_the_bonus_or_not():
    spec = {
        "Alice": {"board": {"purple": ["Education"]}},
        "Bob": {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "up"}}, "score": ["Oars"]},
    }
    g = position(spec, supply={2: ["Currency"]})
    dogma(g, "Education", "Oars")
    assert g.player("Bob").hand == ["Currency"] and bonus(g) is True
    g = position(spec)
    dogma(g, "Education", None)
    assert g.player("Bob").score == ["Oars"] and bonus(g) is False


# -- Engineering ------------------------------------------------------------------------------------------

ENG_ALICE = {"red": ["Engineering", "Archery"], "purple": ["Mysticism"]}  # 5 castles


def test_engineering_takes_every_top_card_with_a_castle():
    g = position(
        {
            "Alice": {"board": ENG_ALICE},
            "Bob": {"board": {"blue": ["Tools"], "yellow": ["Domestication"], "green": ["Sailing"]}},
        }
    )
    dogma(g, "Engineering", True)
    done(g)
    assert sorted(g.player("Alice").score) == ["Domestication", "Tools"]
    assert g.player("Bob").top_cards() == ["Sailing"]
    assert g.player("Alice").pile("red").splay == "left"


def test_engineering_victim_without_castles_loses_nothing():
    g = position({"Alice": {"board": ENG_ALICE}, "Bob": {"board": {"green": ["Sailing"]}}})
    dogma(g, "Engineering", False)
    assert g.player("Alice").score == [] and g.player("Bob").top_cards() == ["Sailing"]
    assert g.player("Alice").pile("red").splay is None


def test_engineering_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": ENG_ALICE},
            "Bob": {"board": {"blue": ["Tools"]}},
            "Carol": {"board": {"yellow": ["Domestication"]}},
        }
    )
    dogma(g, "Engineering", False)
    assert moved(g, "transfer") == ["Tools", "Domestication"]
    assert g.player("Alice").score == ["Tools", "Domestication"]


def test_engineering_no_one_vulnerable_and_a_sharer_splays():
    g = position(
        {
            "Alice": {"board": {"red": ["Engineering"]}},
            "Bob": {"board": {"red": ["Oars", "Archery"], "blue": ["Tools"]}},
        }
    )
    dogma(g, "Engineering", True)  # Alice's single red card cannot splay: only Bob is asked
    done(g)
    assert g.player("Bob").pile("red").splay == "left" and g.player("Bob").top("blue") == "Tools"
    assert bonus(g) is True


def test_engineering_share_declined_earns_no_bonus_and_an_existing_left_splay_asks_nothing():
    g = position(
        {
            "Alice": {"board": {"red": {"cards": ["Engineering", "Archery"], "splay": "left"}}},
            "Bob": {"board": {"red": ["Metalworking", "Oars"]}},
        }
    )
    dogma(g, "Engineering", False)
    done(g)
    assert g.player("Bob").pile("red").splay is None
    assert bonus(g) is False


# -- Feudalism --------------------------------------------------------------------------------------------

FEUD_ALICE = {"purple": ["Feudalism"], "yellow": ["Masonry"]}  # 5 castles
FEUD_BOB = {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}}  # 3 castles


def test_feudalism_takes_a_castle_card_and_unsplays_its_colour():
    g = position({"Alice": {"board": FEUD_ALICE}, "Bob": {"board": FEUD_BOB, "hand": ["Archery", "Writing"]}})
    dogma(g, "Feudalism")
    done(g)
    assert g.player("Alice").hand == ["Archery"] and g.player("Bob").hand == ["Writing"]
    assert g.player("Bob").pile("red").splay is None


def test_feudalism_victim_chooses_among_castle_cards():
    g = position(
        {
            "Alice": {"board": FEUD_ALICE},
            "Bob": {
                "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}, **FEUD_BOB},
                "hand": ["Archery", "Construction"],
            },
        }
    )
    dogma(g, "Feudalism", "Construction")
    assert g.player("Alice").hand == ["Construction"]
    assert g.player("Bob").pile("red").splay is None and g.player("Bob").pile("blue").splay == "left"


def test_feudalism_without_a_castle_card_nothing_happens():
    g = position({"Alice": {"board": FEUD_ALICE}, "Bob": {"board": FEUD_BOB, "hand": ["Writing"]}})
    dogma(g, "Feudalism")
    assert g.player("Alice").hand == [] and g.player("Bob").pile("red").splay == "left"


def test_feudalism_first_edition_does_not_unsplay():
    g = position({"Alice": {"board": FEUD_ALICE}, "Bob": {"board": FEUD_BOB, "hand": ["Archery"]}}, edition="first")
    dogma(g, "Feudalism")
    assert g.player("Alice").hand == ["Archery"]
    assert g.player("Bob").pile("red").splay == "left"


def test_feudalism_two_vulnerable_in_turn_order():
    for edition in ("third", "first"):
        g = position(
            {
                "Alice": {"board": FEUD_ALICE},
                "Bob": {"board": FEUD_BOB, "hand": ["Archery"]},
                "Carol": {"hand": ["Construction"]},
            },
            edition=edition,
        )
        dogma(g, "Feudalism")
        assert moved(g, "transfer") == ["Archery", "Construction"]
        assert g.player("Alice").hand == ["Archery", "Construction"]
        assert g.player("Bob").pile("red").splay == (None if edition == "third" else "left")


def test_feudalism_splays_yellow_or_purple_left():
    board = {"purple": ["Feudalism", "Mysticism"], "yellow": ["Masonry", "Agriculture"]}
    g = position({"Alice": {"board": board}, "Bob": {}})
    dogma(g, "Feudalism", "yellow")
    assert g.player("Alice").pile("yellow").splay == "left" and g.player("Alice").pile("purple").splay is None
    g = position({"Alice": {"board": board}, "Bob": {}})
    dogma(g, "Feudalism", None)
    assert not any(e.kind == "splay" for e in g.events)


def test_feudalism_nothing_to_splay_asks_nothing():
    g = position({"Alice": {"board": {"purple": ["Feudalism"], "red": ["Oars", "Archery"]}}, "Bob": {}})
    dogma(g, "Feudalism")
    done(g)
    assert not any(e.kind == "splay" for e in g.events)


def test_feudalism_no_one_vulnerable_and_sharing():
    spec = {
        "Alice": {"board": {"purple": ["Feudalism"]}},
        "Bob": {"board": {"yellow": ["Masonry", "Agriculture"]}, "hand": ["Archery"]},
    }
    for edition in ("third", "first"):
        g = position(spec, edition=edition)
        dogma(g, "Feudalism", "yellow")
        assert g.player("Bob").hand == ["Archery"]  # not vulnerable
        assert g.player("Bob").pile("yellow").splay == "left" and bonus(g) is True
        g = position(spec, edition=edition)
        dogma(g, "Feudalism", None)
        assert bonus(g) is False


# -- Machinery --------------------------------------------------------------------------------------------

MACH_ALICE = {"yellow": ["Machinery"], "blue": ["Pottery"]}  # 5 leaves


def test_machinery_exchanges_the_whole_hand_for_my_highest_cards():
    g = position(
        {
            "Alice": {"board": MACH_ALICE, "hand": ["Calendar", "Currency", "Archery"]},
            "Bob": {"hand": ["Oars", "Tools"]},
        }
    )
    dogma(g, "Machinery", "Oars")  # effect 2: Alice scores Oars (a castle card; Archery also has one)
    done(g)
    assert sorted(g.player("Bob").hand) == ["Calendar", "Currency"]
    assert sorted(g.player("Alice").hand) == ["Archery", "Tools"]
    assert g.player("Alice").score == ["Oars"]


def test_faq_machinery_exchanges_happen_even_when_unwanted():
    # Bob trades first; Carol then trades with Alice's new highest card (Bob's old Calendar).
    g = position(
        {
            "Alice": {"board": MACH_ALICE, "hand": ["Alchemy", "Writing"]},
            "Bob": {"hand": ["Calendar"]},
            "Carol": {"hand": ["Oars", "Tools"]},
        }
    )
    dogma(g, "Machinery", "Tools")  # effect 2: Alice scores one of her two castle cards
    exchanges = [e for e in g.events if e.kind == "exchange"]
    assert [e.player for e in exchanges] == ["Bob", "Carol"]
    assert g.player("Bob").hand == ["Alchemy"]
    assert g.player("Carol").hand == ["Calendar"]
    assert sorted(g.player("Alice").hand) == ["Oars", "Writing"] and g.player("Alice").score == ["Tools"]


def test_machinery_victim_with_an_empty_hand_still_gets_my_highest():
    g = position({"Alice": {"board": MACH_ALICE, "hand": ["Calendar", "Writing"]}, "Bob": {}})
    dogma(g, "Machinery")
    assert g.player("Bob").hand == ["Calendar"] and g.player("Alice").hand == ["Writing"]


def test_machinery_with_my_hand_empty_the_victim_gives_everything():
    g = position({"Alice": {"board": MACH_ALICE}, "Bob": {"hand": ["Writing", "Calendar"]}})
    dogma(g, "Machinery")
    assert g.player("Bob").hand == [] and sorted(g.player("Alice").hand) == ["Calendar", "Writing"]


def test_machinery_both_hands_empty_nothing_happens():
    g = position({"Alice": {"board": MACH_ALICE}, "Bob": {}})
    dogma(g, "Machinery")
    done(g)
    assert not any(e.kind in ("exchange", "score", "splay") for e in g.events)


def test_machinery_scores_a_chosen_castle_card_and_may_splay_red():
    g = position(
        {
            "Alice": {
                "board": {**MACH_ALICE, "red": ["Oars", "Archery"]},
                "hand": ["Metalworking", "Masonry", "Writing"],
            },
            "Bob": {"board": {"green": ["Clothing"], "yellow": ["Agriculture"]}},
        }
    )  # 5 leaves: shares
    dogma(g, "Machinery", "Masonry", True)
    done(g)
    assert not any(e.kind == "exchange" for e in g.events)  # Bob shares, so no one is vulnerable
    a = g.player("Alice")
    assert a.score == ["Masonry"] and a.pile("red").splay == "left"
    assert sorted(a.hand) == ["Metalworking", "Writing"]
    assert bonus(g) is False  # Bob had nothing to score and no red pile


def test_machinery_without_a_castle_card_still_offers_the_splay():
    g = position({"Alice": {"board": {**MACH_ALICE, "red": ["Oars", "Archery"]}}, "Bob": {}})
    dogma(g, "Machinery", False)
    assert g.player("Alice").score == [] and g.player("Alice").pile("red").splay is None


def test_machinery_share_earns_the_bonus():
    g = position(
        {"Alice": {"board": {"yellow": ["Machinery"]}}, "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Archery"]}}
    )
    dogma(g, "Machinery")
    assert g.player("Bob").score == ["Archery"] and bonus(g) is True


# -- Medicine ---------------------------------------------------------------------------------------------

MED_ALICE = {"yellow": ["Medicine"]}  # 2 leaves


def test_medicine_exchanges_highest_for_lowest():
    g = position(
        {"Alice": {"board": MED_ALICE, "score": ["Oars", "Calendar"]}, "Bob": {"score": ["Alchemy", "Archery"]}}
    )
    dogma(g, "Medicine")
    done(g)
    assert sorted(g.player("Alice").score) == ["Alchemy", "Calendar"]
    assert sorted(g.player("Bob").score) == ["Archery", "Oars"]


def test_medicine_ties_are_chosen_by_each_pile_owner():
    g = position({"Alice": {"board": MED_ALICE, "score": ["Oars", "Archery"]}, "Bob": {"score": ["Alchemy", "Optics"]}})
    dogma(g, "Medicine", "Optics", "Archery")
    req = [e.data for e in g.events if e.kind == "decision"]
    assert [d["answer"] for d in req] == [["Optics"], ["Archery"]]
    assert [e.player for e in g.events if e.kind == "decision"] == ["Bob", "Alice"]
    assert sorted(g.player("Alice").score) == ["Oars", "Optics"]
    assert sorted(g.player("Bob").score) == ["Alchemy", "Archery"]


def test_medicine_one_side_empty_still_moves_the_other():
    g = position({"Alice": {"board": MED_ALICE, "score": ["Oars"]}, "Bob": {}})
    dogma(g, "Medicine")
    assert g.player("Bob").score == ["Oars"] and g.player("Alice").score == []
    g = position({"Alice": {"board": MED_ALICE}, "Bob": {"score": ["Alchemy"]}})
    dogma(g, "Medicine")
    assert g.player("Alice").score == ["Alchemy"] and g.player("Bob").score == []


def test_medicine_both_empty_nothing_happens():
    g = position({"Alice": {"board": MED_ALICE}, "Bob": {}})
    dogma(g, "Medicine")
    done(g)
    assert not any(e.kind == "exchange" for e in g.events)


def test_medicine_two_vulnerable_in_turn_order():
    g = position(
        {
            "Alice": {"board": MED_ALICE, "score": ["Oars"]},
            "Bob": {"score": ["Alchemy"]},
            "Carol": {"score": ["Calendar"]},
        }
    )
    dogma(g, "Medicine")
    # Bob takes Oars, gives Alchemy; Carol then takes Alchemy (now Alice's lowest), gives Calendar.
    assert [e.player for e in g.events if e.kind == "exchange"] == ["Bob", "Carol"]
    assert g.player("Bob").score == ["Oars"] and g.player("Carol").score == ["Alchemy"]
    assert g.player("Alice").score == ["Calendar"]


def test_medicine_no_one_vulnerable():
    g = position(
        {
            "Alice": {"board": MED_ALICE, "score": ["Oars"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Alchemy"]},
        }
    )
    dogma(g, "Medicine")
    assert g.player("Alice").score == ["Oars"] and g.player("Bob").score == ["Alchemy"]
    assert bonus(g) is False


# -- Optics -----------------------------------------------------------------------------------------------


def test_optics_a_crown_card_draws_and_scores_a_4():
    g = position({"Alice": {"board": {"red": ["Optics"]}}, "Bob": {}}, supply={3: ["Translation"], 4: ["Anatomy"]})
    dogma(g, "Optics")
    done(g)
    assert g.player("Alice").top("blue") == "Translation" and g.player("Alice").score == ["Anatomy"]


def test_optics_without_a_crown_gives_a_chosen_score_card_to_a_chosen_poorer_opponent():
    g = position(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar", "Archery", "Alchemy"]},
            "Bob": {"score": ["Oars"]},
            "Carol": {"score": ["Tools", "Currency"]},
        },
        supply={3: ["Machinery"]},
    )
    dogma(g, "Optics", "Carol", "Calendar")
    done(g)
    assert g.player("Alice").top("yellow") == "Machinery"
    assert sorted(g.player("Carol").score) == ["Calendar", "Currency", "Tools"]
    assert g.player("Alice").score == ["Archery", "Alchemy"] and g.player("Bob").score == ["Oars"]


def test_optics_only_opponents_with_fewer_points_qualify():
    g = position(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
            "Bob": {"score": ["Currency"]},
            "Carol": {"score": ["Oars"]},
        },
        supply={3: ["Machinery"]},
    )
    dogma(g, "Optics")  # Bob has as many points: only Carol, and only one card to give
    assert g.player("Carol").score == ["Oars", "Calendar"] and g.player("Bob").score == ["Currency"]


def test_optics_never_gives_to_a_teammate():
    g = position(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
            "Bob": {"score": ["Currency"]},
            "Carol": {},
            "Dave": {"score": ["Oars", "Tools"]},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
        supply={3: ["Machinery"]},
    )
    dogma(g, "Optics")
    assert g.player("Carol").score == [] and g.player("Alice").score == ["Calendar"]


def test_optics_without_points_or_without_a_poorer_opponent_gives_nothing():
    g = position({"Alice": {"board": {"red": ["Optics"]}}, "Bob": {}}, supply={3: ["Machinery"]})
    dogma(g, "Optics")
    assert g.player("Alice").top("yellow") == "Machinery"
    assert not any(e.kind == "transfer" for e in g.events)
    g = position(
        {"Alice": {"board": {"red": ["Optics"]}, "score": ["Oars"]}, "Bob": {"score": ["Tools"]}},
        supply={3: ["Machinery"]},
    )
    dogma(g, "Optics")
    assert g.player("Alice").score == ["Oars"]


def test_optics_share_earns_the_bonus():
    # A sharer always draws and melds, so sharing always changes the game.
    g = position(
        {"Alice": {"board": {"red": ["Optics"]}}, "Bob": {"board": {"blue": ["Translation"]}}},
        supply={3: ["Medicine", "Paper"], 4: ["Anatomy", "Enterprise"]},
    )
    dogma(g, "Optics")
    assert g.player("Bob").top("yellow") == "Medicine" and g.player("Bob").score == ["Anatomy"]
    assert g.player("Alice").top("green") == "Paper" and g.player("Alice").score == ["Enterprise"]
    assert bonus(g) is True


def test_optics_without_a_sharer_earns_no_bonus():
    g = position(
        {"Alice": {"board": {"red": ["Optics"]}}, "Bob": {"board": {"purple": ["City States"]}}},
        supply={3: ["Machinery"]},
    )
    dogma(g, "Optics")
    assert g.player("Bob").top_cards() == ["City States"] and bonus(g) is False


# -- Paper ------------------------------------------------------------------------------------------------


def test_paper_splays_a_chosen_colour_then_draws_per_left_splay():
    g = position(
        {
            "Alice": {
                "board": {
                    "green": ["Paper", "Sailing"],
                    "blue": ["Writing", "Tools"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={4: ["Anatomy", "Enterprise", "Gunpowder"]},
    )
    dogma(g, "Paper", "blue")
    done(g)
    a = g.player("Alice")
    assert a.pile("blue").splay == "left" and a.pile("green").splay is None
    assert a.hand == ["Anatomy", "Enterprise"]  # red and blue are splayed left


def test_paper_declined_and_nothing_splayed_draws_nothing():
    g = position({"Alice": {"board": {"green": ["Paper", "Sailing"]}}, "Bob": {}})
    dogma(g, "Paper", None)
    done(g)
    assert g.player("Alice").hand == [] and g.player("Alice").pile("green").splay is None


def test_paper_nothing_splayable_asks_nothing_but_counts_existing_left_splays():
    g = position(
        {"Alice": {"board": {"green": {"cards": ["Paper", "Sailing"], "splay": "left"}}}, "Bob": {}},
        supply={4: ["Anatomy"]},
    )
    dogma(g, "Paper")
    done(g)
    assert g.player("Alice").hand == ["Anatomy"]


def test_paper_share_earns_the_bonus_or_not():
    spec = {"Alice": {"board": {"green": ["Paper"]}}, "Bob": {"board": {"blue": ["Tools", "Writing"]}}}
    g = position(spec, supply={4: ["Anatomy"]})
    dogma(g, "Paper", "blue")
    assert g.player("Bob").pile("blue").splay == "left" and g.player("Bob").hand == ["Anatomy"]
    assert bonus(g) is True
    g = position(spec)
    dogma(g, "Paper", None)
    assert g.player("Bob").hand == [] and bonus(g) is False


# -- Translation ------------------------------------------------------------------------------------------


def test_translation_melds_the_whole_score_pile_in_a_chosen_order():
    g = position({"Alice": {"board": {"blue": ["Translation"]}, "score": ["Oars", "Calendar", "Archery"]}, "Bob": {}})
    dogma(g, "Translation", True, ["Oars", "Archery"])  # only the red order is asked
    done(g)
    a = g.player("Alice")
    assert a.score == [] and a.top("red") == "Archery" and a.pile("red").cards == ["Oars", "Archery"]
    assert a.top("blue") == "Calendar"
    assert "World" not in a.achievements  # Calendar and Archery have no crown


def test_translation_may_be_declined_and_asks_nothing_with_an_empty_score_pile():
    g = position({"Alice": {"board": {"blue": ["Translation"]}, "score": ["Oars"]}, "Bob": {}})
    dogma(g, "Translation", False)
    assert g.player("Alice").score == ["Oars"]
    g = position({"Alice": {"board": {"blue": ["Translation"]}}, "Bob": {}})
    dogma(g, "Translation")
    done(g)
    assert not any(e.kind == "meld" for e in g.events)


def test_translation_claims_world_when_every_top_card_has_a_crown():
    g = position(
        {"Alice": {"board": {"blue": ["Translation"], "green": ["Sailing"], "purple": ["City States"]}}, "Bob": {}}
    )
    dogma(g, "Translation")
    assert "World" in g.player("Alice").achievements and "World" not in g.state.specials


def test_translation_melding_a_crown_card_can_earn_world():
    g = position({"Alice": {"board": {"blue": ["Translation"], "red": ["Archery"]}, "score": ["Oars"]}, "Bob": {}})
    dogma(g, "Translation", True)  # Oars (crown) covers Archery
    assert "World" in g.player("Alice").achievements


def test_translation_no_world_with_a_top_card_lacking_a_crown():
    g = position({"Alice": {"board": {"blue": ["Translation"], "red": ["Archery"]}}, "Bob": {}})
    dogma(g, "Translation")
    assert "World" in g.state.specials and g.player("Alice").achievements == []


def test_translation_world_already_claimed_changes_nothing():
    g = position({"Alice": {"board": {"blue": ["Translation"]}}, "Bob": {"achievements": ["World"]}})
    dogma(g, "Translation")
    assert g.player("Alice").achievements == [] and g.player("Bob").achievements == ["World"]
    assert not any(e.kind == "achieve" for e in g.events)


def test_translation_share_earns_the_bonus_or_not():
    spec = {
        "Alice": {"board": {"blue": ["Translation"], "red": ["Archery"]}},
        "Bob": {"board": {"green": ["Navigation"], "red": ["Oars"]}},
    }
    g = position(spec)
    dogma(g, "Translation")  # Bob: Navigation and Oars both show a crown
    assert "World" in g.player("Bob").achievements and bonus(g) is True
    spec["Bob"]["board"]["yellow"] = ["Agriculture"]
    g = position(spec)
    dogma(g, "Translation")
    assert "World" in g.state.specials and bonus(g) is False
