"""Artifacts, age 4: every effect's branches, each choice, compels against none, one and two compelled opponents
and a teammate, repeats ending, the win of Cross of Coronado, the sharing bonus granted or not, and hidden cards
never named to a player who may not see them."""

from helpers import (
    TEAMS,
    P,
    compelled,
    dogma,
    done,
    granted,
    log_text,
    moved,
    plan,
    same_outcome_without_order,
    start,
    step,
    who,
    who_moved,
)
from helpers import artifacts_seats as game

# -- Abell Gallery Harpsichord ------------------------------------------------------------------------------------

ABELL = {"purple": ["Abell Gallery Harpsichord"]}


def test_abell_scores_each_value_held_by_one_top_card_lowest_first():
    # Top values 4, 1, 2, 1: the 1 appears twice, so a 2 and a 4 are drawn and scored, in that order.
    g = game(
        {"board": {**ABELL, "red": ["Archery"], "green": ["Currency"], "blue": ["Tools"]}},
        {},
        supply={2: ["Calendar"], 4: ["Anatomy"]},
    )
    dogma(g, "Abell Gallery Harpsichord")
    done(g)
    assert moved(g, "score") == ["Calendar", "Anatomy"] and P(g, "Alice").score == ["Calendar", "Anatomy"]


def test_abell_nothing_when_every_value_repeats():
    g = game({"board": {**ABELL, "blue": ["Experimentation"]}}, {})
    dogma(g, "Abell Gallery Harpsichord")
    assert moved(g, "draw") == [] and P(g, "Alice").score == [] and granted(g) == [False]


def test_abell_counts_yamato_face_up_as_11_and_drawing_it_ends_the_game():
    g = game({"board": {**ABELL, "red": ["Battleship Yamato"]}, "score": ["Agriculture"]}, {}, supply={4: ["Anatomy"]})
    dogma(g, "Abell Gallery Harpsichord")
    assert moved(g, "score") == ["Anatomy"]
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


def test_abell_shared_scoring_earns_the_free_draw():
    # Bob shows 3 leaves (≥ 2): his single top value 1 draws and scores a 1, then Alice scores her 4.
    g = game(
        {"board": ABELL}, {"board": {"yellow": ["Agriculture"]}}, supply={1: ["Tools"], 4: ["Anatomy", "Colonialism"]}
    )
    dogma(g, "Abell Gallery Harpsichord")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").score == ["Tools"] and P(g, "Alice").score == ["Anatomy"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Colonialism"]


# -- Cross of Coronado -------------------------------------------------------------------------------------------

CROSS = {"purple": ["Cross of Coronado"]}
FIVE_COLOURS = ["Tools", "Archery", "Sailing", "Agriculture", "City States"]


def test_cross_five_cards_of_five_colours_win():
    g = game({"board": CROSS, "hand": FIVE_COLOURS}, {})
    dogma(g, "Cross of Coronado")
    assert moved(g, "reveal") == FIVE_COLOURS
    assert g.over and g.result.reason == "dogma" and g.result.winners == ("Alice",)


def test_cross_five_cards_of_four_colours_do_not_win():
    g = game({"board": CROSS, "hand": ["Tools", "Archery", "Sailing", "Agriculture", "Oars"]}, {})
    dogma(g, "Cross of Coronado")
    assert len(moved(g, "reveal")) == 5 and not g.over


def test_cross_six_cards_do_not_win_even_with_five_colours():
    g = game({"board": CROSS, "hand": FIVE_COLOURS + ["Oars"]}, {})
    dogma(g, "Cross of Coronado")
    assert not g.over


def test_cross_empty_hand_reveals_nothing():
    g = game({"board": CROSS}, {})
    dogma(g, "Cross of Coronado")
    assert moved(g, "reveal") == [] and not g.over and granted(g) == [False]


def test_cross_a_sharing_opponent_wins_first():
    # Bob (3 crowns ≥ 3) shares before Alice and holds five colours.
    g = game({"board": CROSS, "hand": ["Oars"]}, {"board": {"red": ["Optics"]}, "hand": FIVE_COLOURS})
    dogma(g, "Cross of Coronado")
    assert g.over and g.result.winners == ("Bob",) and who(g, "reveal") == ["Bob"] * 5


def test_cross_a_teammates_win_is_the_teams():
    g = game({"board": CROSS}, {}, {"board": {"red": ["Optics"]}, "hand": FIVE_COLOURS}, {}, teams=TEAMS)
    dogma(g, "Cross of Coronado")
    assert g.over and set(g.result.winners) == {"Alice", "Carol"}


def test_cross_shared_reveal_earns_the_free_draw():
    g = game({"board": CROSS}, {"board": {"red": ["Optics"]}, "hand": ["Oars"]}, supply={4: ["Anatomy"]})
    dogma(g, "Cross of Coronado")
    assert not g.over and granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Delft Pocket Telescope --------------------------------------------------------------------------------------

DELFT = {"blue": ["Delft Pocket Telescope"]}


def test_delft_reveals_the_drawn_card_sharing_a_symbol():
    # Archery shows a castle and a lightbulb: Atomic Theory shares the lightbulb, Coal shares nothing.
    g = game({"board": DELFT, "score": ["Archery"]}, {}, supply={5: ["Coal"], 6: ["Atomic Theory"]})
    dogma(g, "Delft Pocket Telescope")
    done(g)
    assert moved(g, "return") == ["Archery"] and moved(g, "reveal") == ["Atomic Theory"]
    assert P(g, "Alice").hand == ["Coal", "Atomic Theory"] and P(g, "Alice").score == []


def test_delft_choice_of_score_card_and_of_the_card_to_reveal():
    g = game({"board": DELFT, "score": ["Archery", "Agriculture"]}, {}, supply={5: ["Physics"], 6: ["Atomic Theory"]})
    start(g, "Delft Pocket Telescope")
    assert g.pending.options == ["Archery", "Agriculture"]
    step(g, "Archery")
    assert g.pending.options == ["Physics", "Atomic Theory"]  # both show a lightbulb
    step(g, "Physics")
    done(g)
    assert moved(g, "reveal") == ["Physics"] and P(g, "Alice").score == ["Agriculture"]


def test_delft_returns_both_and_repeats_until_a_match():
    # Agriculture shows only leaves (its hex is no symbol): Coal and Machine Tools share nothing, so both go back
    # and Archery is returned next; Physics shares its lightbulb.
    g = game(
        {"board": DELFT, "score": ["Archery", "Agriculture"]},
        {},
        supply={5: ["Coal", "Physics"], 6: ["Machine Tools", "Canning"]},
    )
    dogma(g, "Delft Pocket Telescope", "Agriculture")
    done(g)
    assert moved(g, "return") == ["Agriculture", "Coal", "Machine Tools", "Archery"]
    assert moved(g, "reveal") == ["Physics"] and P(g, "Alice").hand == ["Physics", "Canning"]


def test_delft_repeat_ends_with_the_score_pile():
    g = game({"board": DELFT, "score": ["Agriculture"]}, {}, supply={5: ["Coal"], 6: ["Machine Tools"]})
    dogma(g, "Delft Pocket Telescope")
    done(g)
    assert moved(g, "return") == ["Agriculture", "Coal", "Machine Tools"] and P(g, "Alice").hand == []


def test_delft_empty_score_pile_does_nothing():
    g = game({"board": DELFT}, {})
    dogma(g, "Delft Pocket Telescope")
    assert moved(g, "draw") == [] and granted(g) == [False]


def test_delft_the_returned_card_stays_hidden_from_others():
    g = game({"board": DELFT, "score": ["Archery", "Agriculture"]}, {}, supply={5: ["Physics"], 6: ["Atomic Theory"]})
    dogma(g, "Delft Pocket Telescope", "Archery")
    assert g.pending is not None  # which of the two to reveal: the prompt speaks of the returned card
    assert "Archery" in log_text(g, "Alice") and "Archery" not in log_text(g, "Bob")


# -- East India Company Charter ----------------------------------------------------------------------------------

EAST_INDIA = {"red": ["East India Company Charter"]}


def test_east_india_value_5_is_not_offered():
    g = game({"board": EAST_INDIA}, {})
    start(g, "East India Company Charter")
    assert g.pending.kind == "value" and g.pending.options == [1, 2, 3, 4, 6, 7, 8, 9, 10]


def test_east_india_returns_the_value_from_every_score_pile_and_scores_a_5_per_player():
    g = game(
        {"board": EAST_INDIA, "score": ["Translation"]},
        {"score": ["Alchemy", "Compass", "Archery"]},
        {"score": ["Tools"]},
        supply={5: ["Coal", "Physics", "Chemistry"]},
    )
    dogma(g, "East India Company Charter", 3)
    done(g)
    assert sorted(moved(g, "return")) == ["Alchemy", "Compass", "Translation"]
    assert P(g, "Bob").score == ["Archery"] and P(g, "Carol").score == ["Tools"]
    assert P(g, "Alice").score == ["Coal", "Physics"]  # two players had cards returned: Alice and Bob


def test_east_india_a_value_nobody_has_does_nothing():
    g = game({"board": EAST_INDIA, "score": ["Translation"]}, {"score": ["Archery"]})
    dogma(g, "East India Company Charter", 9)
    assert moved(g, "return") == [] and moved(g, "score") == [] and granted(g) == [False]


def test_east_india_asks_the_order_of_own_cards_of_one_age_only():
    g = game(
        {"board": EAST_INDIA, "score": ["Translation", "Alchemy"]},
        {"score": ["Compass"]},
        supply={5: ["Coal", "Physics"]},
    )
    start(g, "East India Company Charter")
    step(g, 3)
    assert g.pending.kind == "order" and g.pending.options == ["Translation", "Alchemy"]  # Bob's is unseen
    step(g, ["Alchemy", "Translation"])
    done(g)
    assert moved(g, "return") == ["Compass", "Alchemy", "Translation"]


def test_east_india_other_players_returned_cards_stay_hidden():
    g = game({"board": EAST_INDIA}, {"score": ["Alchemy"]}, {}, supply={5: ["Coal"]})
    dogma(g, "East India Company Charter", 3)
    assert (
        "Alchemy" in log_text(g, "Bob")
        and "Alchemy" not in log_text(g, "Alice")
        and "Alchemy" not in log_text(g, "Carol")
    )


def test_east_india_shared_each_sharer_chooses_and_the_bonus_follows():
    # Bob (3 factories ≥ 2) chooses 1: Alice's Tools goes back, and Bob scores a 5.
    g = game(
        {"board": EAST_INDIA, "score": ["Tools"]}, {"board": {"red": ["Coal"]}}, supply={5: ["Physics"], 4: ["Anatomy"]}
    )
    dogma(g, "East India Company Charter", 1, 9)
    assert who_moved(g, "return") == [("Bob", "Tools")] and P(g, "Bob").score == ["Physics"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Hunt-Lenox Globe --------------------------------------------------------------------------------------------

GLOBE = {"green": ["Hunt-Lenox Globe"]}


def test_globe_returns_non_green_tops_draws_a_5_each_then_melds():
    g = game(
        {"board": {**GLOBE, "red": ["Archery"], "blue": ["Mathematics"]}, "hand": ["Sailing"]},
        {},
        supply={5: ["Coal", "Physics"]},
    )
    start(g, "Hunt-Lenox Globe")
    assert moved(g, "return") == ["Mathematics", "Archery"] and P(g, "Alice").top_cards() == ["Hunt-Lenox Globe"]
    assert g.pending.options == ["Sailing", "Coal", "Physics"]
    step(g, "Coal")
    done(g)
    assert P(g, "Alice").top("red") == "Coal" and P(g, "Alice").hand == ["Sailing", "Physics"]


def test_globe_four_cards_in_hand_only_meld():
    hand = ["Sailing", "Oars", "Tools", "Writing"]
    g = game({"board": {**GLOBE, "red": ["Archery"]}, "hand": hand}, {})
    dogma(g, "Hunt-Lenox Globe", "Oars")
    assert moved(g, "return") == [] and moved(g, "draw") == [] and P(g, "Alice").top("red") == "Oars"


def test_globe_nothing_to_return_and_nothing_to_meld():
    g = game({"board": GLOBE}, {})
    dogma(g, "Hunt-Lenox Globe")
    assert moved(g, "return") == [] and moved(g, "meld") == [] and granted(g) == [False]


def test_globe_asks_the_order_of_returned_tops_of_one_age():
    g = game({"board": {**GLOBE, "red": ["Archery"], "blue": ["Tools"]}}, {}, supply={5: ["Coal", "Physics"]})
    start(g, "Hunt-Lenox Globe")
    assert g.pending.kind == "order"
    step(g, ["Archery", "Tools"])
    assert moved(g, "return") == ["Archery", "Tools"] and g.pending.options == ["Coal", "Physics"]


def test_globe_shared_earns_the_free_draw():
    # Bob (3 lightbulbs) returns Education, draws Coal for it and melds it; Alice has nothing to do.
    g = game({"board": GLOBE}, {"board": {"purple": ["Education"]}}, supply={5: ["Coal"], 4: ["Anatomy"]})
    dogma(g, "Hunt-Lenox Globe")
    assert P(g, "Bob").top_cards() == ["Coal"] and P(g, "Bob").hand == []
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


# -- Molasses Reef Caravel ---------------------------------------------------------------------------------------

CARAVEL = {"green": ["Molasses Reef Caravel"]}


def test_caravel_returns_the_hand_draws_three_4s_melds_blue_scores_and_returns():
    g = game(
        {"board": CARAVEL, "hand": ["Archery", "Mathematics"], "score": ["Tools"]},
        {},
        supply={4: ["Experimentation", "Anatomy", "Colonialism"]},
    )
    start(g, "Molasses Reef Caravel")
    assert moved(g, "return") == ["Archery", "Mathematics"] and moved(g, "meld") == ["Experimentation"]
    assert g.pending.options == ["Anatomy", "Colonialism"]
    step(g, "Anatomy")
    assert g.pending.options == ["Tools", "Anatomy"]
    step(g, "Tools")
    done(g)
    assert P(g, "Alice").hand == ["Colonialism"] and P(g, "Alice").score == ["Anatomy"]


def test_caravel_without_a_blue_card_melds_nothing():
    g = game({"board": CARAVEL}, {}, supply={4: ["Anatomy", "Colonialism", "Reformation"]})
    dogma(g, "Molasses Reef Caravel", "Anatomy")
    done(g)
    assert moved(g, "meld") == [] and moved(g, "return") == ["Anatomy"]  # the only score card
    assert P(g, "Alice").hand == ["Colonialism", "Reformation"] and P(g, "Alice").score == []


def test_caravel_shared_earns_the_free_draw():
    g = game(
        {"board": CARAVEL},
        {"board": {"purple": ["Education"]}},
        supply={4: ["Anatomy", "Colonialism", "Reformation", "Enterprise", "Invention", "Navigation", "Perspective"]},
    )
    dogma(g, "Molasses Reef Caravel", "Anatomy", "Enterprise")
    done(g)
    assert who(g, "draw")[:3] == ["Bob"] * 3 and granted(g) == [True] and P(g, "Alice").hand[-1] == "Perspective"


# -- Mona Lisa ---------------------------------------------------------------------------------------------------

MONA = {"yellow": ["Mona Lisa"]}
FIVE_4S = ["Colonialism", "Anatomy", "Invention", "Perspective", "Enterprise"]  # one red, yellow, green, yellow, purple


def test_mona_lisa_exact_count_scores_that_colour_and_splays_it_right():
    g = game({"board": {**MONA, "red": ["Oars", "Metalworking"]}, "hand": ["Archery"]}, {}, supply={4: FIVE_4S})
    start(g, "Mona Lisa")
    assert g.pending.kind == "value" and g.pending.options == list(range(0, 8))
    step(g, 2)
    step(g, "red")
    done(g)
    assert len(moved(g, "reveal")) == 6
    assert sorted(P(g, "Alice").score) == ["Archery", "Colonialism"] and P(g, "Alice").pile("red").splay == "right"
    assert sorted(P(g, "Alice").hand) == sorted(FIVE_4S[1:])


def test_mona_lisa_wrong_count_returns_the_whole_hand():
    g = game({"board": MONA, "hand": ["Archery"]}, {}, supply={4: FIVE_4S})
    dogma(g, "Mona Lisa", 2, "green", ["Anatomy", "Colonialism", "Enterprise", "Invention", "Perspective"][::-1])
    done(g)
    assert P(g, "Alice").hand == [] and P(g, "Alice").score == [] and len(moved(g, "return")) == 6


def test_mona_lisa_zero_of_a_missing_colour_scores_nothing_and_splays():
    g = game({"board": {**MONA, "blue": ["Tools", "Writing"]}}, {}, supply={4: FIVE_4S})
    dogma(g, "Mona Lisa", 0, "blue")
    done(g)
    assert P(g, "Alice").score == [] and len(P(g, "Alice").hand) == 5 and P(g, "Alice").pile("blue").splay == "right"


def test_mona_lisa_shared_earns_the_free_draw():
    g = game(
        {"board": MONA},
        {"board": {"yellow": ["Agriculture"]}},
        supply={4: FIVE_4S + ["Reformation", "Navigation", "Printing Press", "Gunpowder", "Experimentation"]},
    )
    dogma(g, "Mona Lisa", 1, "red", 1, "purple")
    done(g)
    assert P(g, "Bob").score == ["Colonialism"] and P(g, "Alice").score == ["Reformation"]
    assert granted(g) == [True]


# -- Moses -------------------------------------------------------------------------------------------------------

MOSES = {"yellow": ["Moses"], "red": ["Optics"]}  # 3 leaves; Optics is a top card with a crown


def test_moses_nobody_compelled_alice_scores_a_crown_top():
    g = game({"board": MOSES}, {"board": {"green": ["Sailing"]}})  # 1 leaf < 3
    dogma(g, "Moses")
    assert compelled(g) == [] and moved(g, "transfer") == []
    assert P(g, "Alice").score == ["Optics"] and P(g, "Bob").top("green") == "Sailing"


def test_moses_one_compelled_gives_every_crown_top_then_shares():
    # Bob shows 4 leaves: Sailing and City States go to Alice's score pile; then he shares, scoring Clothing, which
    # the transfer uncovered — his share earns the free draw (the compel alone would not).
    bob = {"board": {"purple": ["City States"], "green": ["Sailing", "Clothing"], "yellow": ["Agriculture"]}}
    g = game({"board": MOSES}, bob, supply={4: ["Anatomy"]})
    dogma(g, "Moses")
    assert compelled(g) == ["Bob"]
    assert who_moved(g, "transfer") == [("Bob", "Sailing"), ("Bob", "City States")]
    assert P(g, "Bob").score == ["Clothing"] and sorted(P(g, "Alice").score) == ["City States", "Optics", "Sailing"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


def test_moses_two_compelled_in_turn_order():
    g = game(
        {"board": MOSES},
        {"board": {"yellow": ["Agriculture"], "green": ["Sailing"]}},
        {"board": {"purple": ["Reformation"], "red": ["Oars"]}},
    )
    dogma(g, "Moses")
    assert compelled(g) == ["Bob", "Carol"]
    assert who_moved(g, "transfer") == [("Bob", "Sailing"), ("Carol", "Oars")]


def test_moses_never_compels_a_teammate():
    g = game({"board": MOSES}, {}, {"board": {"yellow": ["Agriculture"], "green": ["Sailing"]}}, {}, teams=TEAMS)
    dogma(g, "Moses")
    assert compelled(g) == [] and plan(g)["sharers"] == ["Carol"]
    assert moved(g, "transfer") == [] and P(g, "Carol").score == ["Sailing"]


def test_moses_score_chooses_among_crown_tops():
    g = game({"board": {**MOSES, "green": ["Sailing"]}}, {})
    start(g, "Moses")
    assert g.pending.options == ["Optics", "Sailing"]
    step(g, "Sailing")
    assert P(g, "Alice").score == ["Sailing"] and P(g, "Alice").top("red") == "Optics"


def test_moses_no_crown_top_scores_nothing():
    g = game({"board": {"yellow": ["Moses"]}}, {})
    dogma(g, "Moses")
    assert moved(g, "score") == [] and granted(g) == [False]


# -- Petition of Right -------------------------------------------------------------------------------------------

PETITION = {"blue": ["Petition of Right"]}  # 2 lightbulbs


def test_petition_one_compelled_gives_a_score_card_per_castle_top():
    # Bob: 2 lightbulbs (≥ 2), two top cards with a castle (Archery, Masonry): he picks two of three.
    bob = {
        "board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Masonry"]},
        "score": ["Tools", "Calendar", "Compass"],
    }
    g = game({"board": PETITION}, bob)
    start(g, "Petition of Right")
    assert compelled(g) == ["Bob"] and g.pending.player == "Bob" and g.pending.min == 2
    step(g, ["Compass", "Tools"])
    done(g)
    assert moved(g, "transfer") == ["Tools", "Compass"] and P(g, "Bob").score == ["Calendar"]
    assert sorted(P(g, "Alice").score) == ["Compass", "Tools"]


def test_petition_the_pick_is_a_set():
    bob = {
        "board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Masonry"]},
        "score": ["Tools", "Calendar", "Compass"],
    }
    same_outcome_without_order(
        lambda: game({"board": PETITION}, bob), "Petition of Right", [["Tools", "Compass"], ["Compass", "Tools"]]
    )


def test_petition_all_score_cards_when_there_are_too_few():
    bob = {"board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Masonry"]}, "score": ["Tools"]}
    g = game({"board": PETITION}, bob)
    dogma(g, "Petition of Right")
    done(g)
    assert P(g, "Alice").score == ["Tools"]


def test_petition_no_castle_top_gives_nothing():
    g = game({"board": PETITION}, {"board": {"blue": ["Writing"]}, "score": ["Tools"]})
    dogma(g, "Petition of Right")
    done(g)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == [] and granted(g) == [False]


def test_petition_nobody_compelled():
    g = game({"board": PETITION}, {"board": {"red": ["Archery"]}, "score": ["Tools"]})  # 1 lightbulb < 2
    dogma(g, "Petition of Right")
    assert compelled(g) == [] and P(g, "Bob").score == ["Tools"]


def test_petition_two_compelled_in_turn_order_and_cards_stay_hidden_from_the_third():
    g = game(
        {"board": PETITION},
        {"board": {"blue": ["Writing"], "red": ["Archery"]}, "score": ["Tools"]},
        {"board": {"blue": ["Mathematics"], "red": ["Oars"]}, "score": ["Calendar"]},
        {"score": ["Compass"]},
    )
    dogma(g, "Petition of Right")
    assert compelled(g) == ["Bob", "Carol"] and who_moved(g, "transfer") == [("Bob", "Tools"), ("Carol", "Calendar")]
    assert "Tools" in log_text(g, "Bob") and "Tools" not in log_text(g, "Carol") and "Tools" not in log_text(g, "Dave")


def test_petition_never_compels_a_teammate():
    g = game(
        {"board": PETITION},
        {},
        {"board": {"blue": ["Writing"], "red": ["Archery"]}, "score": ["Tools"]},
        {},
        teams=TEAMS,
    )
    dogma(g, "Petition of Right")
    assert compelled(g) == [] and P(g, "Carol").score == ["Tools"]


# -- Tortugas Galleon --------------------------------------------------------------------------------------------

TORTUGAS = {"red": ["Tortugas Galleon"]}  # 2 factories


def test_tortugas_takes_every_highest_score_card_then_a_top_card_of_that_value():
    bob = {
        "board": {"blue": ["Chemistry"], "purple": ["Education"]},  # 2 factories: compelled
        "score": ["Translation", "Alchemy", "Tools"],
    }
    g = game({"board": TORTUGAS}, bob)
    dogma(g, "Tortugas Galleon")
    done(g)
    assert moved(g, "transfer") == ["Translation", "Alchemy", "Education"]
    assert P(g, "Bob").score == ["Tools"] and P(g, "Alice").top("purple") == "Education"


def test_tortugas_the_compelled_player_picks_among_tops_of_that_value():
    bob = {"board": {"blue": ["Chemistry"], "purple": ["Education"], "green": ["Compass"]}, "score": ["Alchemy"]}
    g = game({"board": TORTUGAS}, bob)
    start(g, "Tortugas Galleon")
    assert g.pending.player == "Bob" and g.pending.options == ["Compass", "Education"]
    step(g, "Compass")
    assert P(g, "Alice").top("green") == "Compass"


def test_tortugas_no_top_of_that_value_moves_only_the_score_cards():
    g = game({"board": TORTUGAS}, {"board": {"blue": ["Chemistry"]}, "score": ["Alchemy"]})
    dogma(g, "Tortugas Galleon")
    assert moved(g, "transfer") == ["Alchemy"] and P(g, "Bob").top("blue") == "Chemistry"


def test_tortugas_empty_score_pile_moves_nothing():
    g = game({"board": TORTUGAS}, {"board": {"blue": ["Chemistry"]}})  # Chemistry is a 5 but nothing was moved
    dogma(g, "Tortugas Galleon")
    assert moved(g, "transfer") == []


def test_tortugas_nobody_compelled_two_compelled_and_a_teammate():
    g = game({"board": TORTUGAS}, {"score": ["Alchemy"]})
    dogma(g, "Tortugas Galleon")
    assert compelled(g) == [] and moved(g, "transfer") == []
    g = game(
        {"board": TORTUGAS},
        {"board": {"red": ["Coal"]}, "score": ["Alchemy"]},
        {"board": {"blue": ["Chemistry"]}, "score": ["Tools"]},
    )
    dogma(g, "Tortugas Galleon")
    assert who_moved(g, "transfer") == [("Bob", "Alchemy"), ("Carol", "Tools")]
    g = game({"board": TORTUGAS}, {}, {"board": {"red": ["Coal"]}, "score": ["Alchemy"]}, {}, teams=TEAMS)
    dogma(g, "Tortugas Galleon")
    assert compelled(g) == [] and moved(g, "transfer") == []
