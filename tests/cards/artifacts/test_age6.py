"""Artifacts, age 6: every effect's branches, each choice, the three compels against none, one and two compelled
opponents and a teammate, Pride and Prejudice's repeat ending, achievements claimed, the sharing bonus granted or
not, and hidden cards never named to a player who may not see them."""

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
    same_next_request,
    start,
    step,
    who_moved,
)
from helpers import artifacts_seats as game

# -- Buttonwood Agreement ----------------------------------------------------------------------------------------

BUTTONWOOD = {"green": ["Buttonwood Agreement"]}


def test_buttonwood_drawn_colour_chosen_scores_it_and_splays_up():
    g = game({"board": {**BUTTONWOOD, "blue": ["Writing", "Tools"]}}, {}, supply={8: ["Quantum Theory"]})
    start(g, "Buttonwood Agreement")
    assert g.pending.options == ["blue", "red", "green", "yellow", "purple"]
    step(g, "red")
    assert g.pending.options == ["blue", "green", "yellow", "purple"]
    step(g, "blue")
    assert g.pending.options == ["green", "yellow", "purple"]
    step(g, "purple")
    done(g)
    assert moved(g, "reveal") == ["Quantum Theory"] and P(g, "Alice").score == ["Quantum Theory"]
    assert P(g, "Alice").pile("blue").splay == "up"


def test_buttonwood_other_colour_returns_its_score_cards_and_unsplays():
    alice = {
        "board": {**BUTTONWOOD, "yellow": {"cards": ["Machinery", "Fermenting"], "splay": "left"}},
        "score": ["Agriculture", "Canal Building", "Tools"],
    }
    g = game(alice, {}, supply={8: ["Skyscrapers"]})
    dogma(g, "Buttonwood Agreement", "blue", "red", "green")
    done(g)
    assert sorted(moved(g, "return")) == ["Agriculture", "Canal Building"] and P(g, "Alice").score == ["Tools"]
    assert P(g, "Alice").pile("yellow").splay is None and P(g, "Alice").hand == ["Skyscrapers"]


def test_buttonwood_shared_earns_the_free_draw():
    g = game({"board": BUTTONWOOD}, {"board": {"red": ["Coal"]}}, supply={8: ["Flight", "Mobility"], 6: ["Canning"]})
    dogma(g, "Buttonwood Agreement", "red", "blue", "green", "red", "blue", "green")
    assert P(g, "Bob").score == ["Flight"] and P(g, "Alice").score == ["Mobility"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Frigate Constitution ----------------------------------------------------------------------------------------

FRIGATE = {"red": ["Frigate Constitution"]}  # 3 factories; a 6 on top


def test_frigate_matching_value_returns_the_card_and_its_colour():
    bob = {"board": {"red": ["Coal"], "yellow": ["Machinery", "Fermenting"]}, "hand": ["Canning"]}
    g = game({"board": FRIGATE}, bob)
    dogma(g, "Frigate Constitution")
    done(g)
    assert compelled(g) == ["Bob"] and moved(g, "reveal") == ["Canning"]
    assert moved(g, "return")[0] == "Canning" and sorted(moved(g, "return")[1:]) == ["Fermenting", "Machinery"]
    assert P(g, "Bob").hand == [] and P(g, "Bob").top("yellow") is None and P(g, "Bob").top("red") == "Coal"


def test_frigate_no_matching_value_only_reveals():
    g = game({"board": FRIGATE}, {"board": {"red": ["Coal"]}, "hand": ["Tools"]})
    dogma(g, "Frigate Constitution")
    assert moved(g, "reveal") == ["Tools"] and moved(g, "return") == [] and P(g, "Bob").hand == ["Tools"]


def test_frigate_the_compelled_player_picks_the_card_to_reveal():
    g = game({"board": FRIGATE}, {"board": {"red": ["Coal"]}, "hand": ["Canning", "Tools"]})
    start(g, "Frigate Constitution")
    assert g.pending.player == "Bob" and g.pending.options == ["Canning", "Tools"]
    step(g, "Canning")
    assert moved(g, "return") == ["Canning"]  # no yellow card on Bob's board


def test_frigate_nobody_compelled_two_compelled_and_a_teammate():
    g = game({"board": FRIGATE}, {"board": {"blue": ["Chemistry"]}, "hand": ["Canning"]})  # 2 factories < 3
    dogma(g, "Frigate Constitution")
    assert compelled(g) == [] and moved(g, "reveal") == []
    g = game(
        {"board": FRIGATE},
        {"board": {"red": ["Coal"]}, "hand": ["Canning"]},
        {"board": {"red": ["Machine Tools"]}, "hand": ["Vaccination"]},
    )
    dogma(g, "Frigate Constitution")
    assert compelled(g) == ["Bob", "Carol"] and who_moved(g, "return") == [("Bob", "Canning"), ("Carol", "Vaccination")]
    g = game({"board": FRIGATE}, {}, {"board": {"red": ["Coal"]}, "hand": ["Canning"]}, {}, teams=TEAMS)
    dogma(g, "Frigate Constitution")
    assert compelled(g) == [] and P(g, "Carol").hand == ["Canning"]


def test_frigate_empty_hand_reveals_nothing():
    g = game({"board": FRIGATE}, {"board": {"red": ["Coal"]}})
    dogma(g, "Frigate Constitution")
    assert compelled(g) == ["Bob"] and moved(g, "reveal") == []


# -- Kilogram of the Archives ------------------------------------------------------------------------------------

KILOGRAM = {"blue": ["Kilogram of the Archives"]}


def test_kilogram_two_returns_summing_to_10_score_a_10():
    g = game({"board": {**KILOGRAM, "yellow": ["Anatomy"]}, "hand": ["Canning", "Tools"]}, {}, supply={10: ["A.I."]})
    start(g, "Kilogram of the Archives")
    assert g.pending.options == ["Canning", "Tools"]
    step(g, "Canning")
    assert g.pending.options == ["Kilogram of the Archives", "Anatomy"]
    step(g, "Anatomy")
    done(g)
    assert moved(g, "return") == ["Canning", "Anatomy"] and P(g, "Alice").score == ["A.I."]


def test_kilogram_another_sum_scores_nothing():
    g = game({"board": {**KILOGRAM, "yellow": ["Anatomy"]}, "hand": ["Tools"]}, {})
    dogma(g, "Kilogram of the Archives", "Anatomy")
    assert moved(g, "return") == ["Tools", "Anatomy"] and P(g, "Alice").score == []


def test_kilogram_a_single_return_scores_nothing():
    # Empty hand: only the board card is returned, so even a 10 on top does not score.
    g = game({"board": {**KILOGRAM, "purple": ["A.I."]}}, {})
    dogma(g, "Kilogram of the Archives", "A.I.")
    assert moved(g, "return") == ["A.I."] and moved(g, "score") == []


def test_kilogram_shared_earns_the_free_draw():
    g = game({"board": KILOGRAM}, {"board": {"red": ["Coal"]}}, supply={1: ["Oars"]})
    dogma(g, "Kilogram of the Archives")
    assert who_moved(g, "return") == [("Bob", "Coal"), ("Alice", "Kilogram of the Archives")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Oars"]  # nothing left on Alice's board: a 1


# -- Marcha Real -------------------------------------------------------------------------------------------------

MARCHA = {"purple": ["Marcha Real"]}


def test_marcha_same_value_draws_one_higher():
    g = game({"board": MARCHA, "hand": ["Tools", "Archery", "Currency"]}, {}, supply={2: ["Calendar"]})
    start(g, "Marcha Real")
    assert g.pending.min == g.pending.max == 2
    step(g, ["Archery", "Tools"])
    assert g.pending.kind == "order"  # two 1s go under the same pile
    step(g, ["Archery", "Tools"])
    done(g)
    assert sorted(moved(g, "reveal")) == ["Archery", "Tools"] and moved(g, "return") == ["Archery", "Tools"]
    assert P(g, "Alice").hand == ["Currency", "Calendar"] and P(g, "Alice").achievements == []


def test_marcha_the_pick_is_a_set():
    same_next_request(
        lambda: game({"board": MARCHA, "hand": ["Tools", "Archery", "Currency"]}, {}),
        "Marcha Real",
        [["Tools", "Archery"], ["Archery", "Tools"]],
    )


def test_marcha_same_colour_claims_an_achievement():
    g = game({"board": MARCHA, "hand": ["Tools", "Mathematics"]}, {})
    start(g, "Marcha Real")
    assert g.pending.kind == "value"
    step(g, 4)
    done(g)
    assert claimed_ages(g, "Alice") == [4] and moved(g, "draw") == []


def test_marcha_same_value_and_colour_does_both():
    g = game({"board": MARCHA, "hand": ["Tools", "Writing"]}, {}, supply={2: ["Calendar"]})
    dogma(g, "Marcha Real", ["Tools", "Writing"], 1)
    done(g)
    assert P(g, "Alice").hand == ["Calendar"] and claimed_ages(g, "Alice") == [1]


def test_marcha_neither_and_a_single_card():
    g = game({"board": MARCHA, "hand": ["Tools", "Currency"]}, {})
    dogma(g, "Marcha Real")
    done(g)
    assert len(moved(g, "return")) == 2 and moved(g, "draw") == [] and P(g, "Alice").achievements == []
    g = game({"board": MARCHA, "hand": ["Tools"]}, {})
    dogma(g, "Marcha Real")
    assert moved(g, "return") == ["Tools"] and moved(g, "draw") == [] and P(g, "Alice").achievements == []


def test_marcha_shared_earns_the_free_draw():
    g = game(
        {"board": MARCHA},
        {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools", "Archery"]},
        supply={2: ["Calendar"], 6: ["Canning"]},
    )
    dogma(g, "Marcha Real", ["Tools", "Archery"])  # the pick is forced; the order of the two 1s is asked
    assert P(g, "Bob").hand == ["Calendar"] and granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Moonlight Sonata --------------------------------------------------------------------------------------------

SONATA = {"purple": ["Moonlight Sonata"]}


def test_sonata_melds_the_bottom_card_of_a_highest_colour_then_claims():
    alice = {"board": {**SONATA, "red": ["Coal", "Archery"], "blue": ["Atomic Theory", "Tools"]}}
    g = game(alice, {})
    start(g, "Moonlight Sonata")
    assert g.pending.options == ["blue", "purple"]  # tops of 6; red's Coal is a 5
    step(g, "blue")
    assert cards(g, "Alice", "blue") == ["Atomic Theory", "Tools"] and g.pending.kind == "value"
    step(g, 2)
    done(g)
    assert claimed_ages(g, "Alice") == [2]


def test_sonata_a_splayed_pile_stays_splayed():
    alice = {"board": {"purple": {"cards": ["Moonlight Sonata", "Mysticism", "City States"], "splay": "right"}}}
    g = game(alice, {}, achievements=[])
    dogma(g, "Moonlight Sonata")
    done(g)
    assert cards(g, "Alice", "purple") == ["Mysticism", "Moonlight Sonata", "City States"]
    assert P(g, "Alice").pile("purple").splay == "right" and P(g, "Alice").achievements == []


def test_sonata_a_lone_top_card_stays_in_place_and_the_claim_wins():
    g = game({"board": SONATA, "achievements": [1, 2, 3, 4, 5, 6]}, {})
    dogma(g, "Moonlight Sonata", 9)
    assert moved(g, "meld") == [] and P(g, "Alice").top("purple") == "Moonlight Sonata"
    assert g.over and g.result.reason == "achievements"


def test_sonata_a_pile_of_two_loses_its_splay():
    # The bottom card leaves a pile of one for a moment, which is unsplayed, as whenever a pile is down to one card.
    alice = {"board": {"purple": {"cards": ["Moonlight Sonata", "Mysticism"], "splay": "left"}}}
    g = game(alice, {}, achievements=[])
    dogma(g, "Moonlight Sonata")
    assert (
        cards(g, "Alice", "purple") == ["Moonlight Sonata", "Mysticism"] and P(g, "Alice").pile("purple").splay is None
    )


def test_sonata_from_display_with_an_empty_board_only_claims():
    g = game({}, {}, display={"Alice": "Moonlight Sonata"}, free_action=True)
    g.apply("dogma Moonlight Sonata")
    step(g, 3)
    assert moved(g, "meld") == [] and claimed_ages(g, "Alice") == [3]


def test_sonata_shared_earns_the_free_draw():
    g = game(
        {"board": SONATA}, {"board": {"blue": ["Atomic Theory", "Tools"]}}, achievements=[], supply={6: ["Canning"]}
    )
    dogma(g, "Moonlight Sonata")
    assert who_moved(g, "meld") == [("Bob", "Tools")] and granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Pride and Prejudice -----------------------------------------------------------------------------------------

PRIDE_FULL = {
    "yellow": {"cards": ["Pride and Prejudice", "Fermenting"], "splay": "left"},
    "blue": ["Tools"],
    "red": ["Archery"],
    "green": ["Sailing"],
    "purple": ["City States"],
}  # visible: 2 yellow, 1 each other


def test_pride_scores_and_repeats_while_the_colour_has_the_fewest_visible_cards():
    g = game({"board": PRIDE_FULL}, {}, supply={6: ["Atomic Theory", "Industrialization", "Canning"]})
    dogma(g, "Pride and Prejudice")
    done(g)
    assert moved(g, "meld") == ["Atomic Theory", "Industrialization", "Canning"]
    assert P(g, "Alice").score == ["Atomic Theory", "Industrialization"]  # blue, red tied at 1: scored
    assert P(g, "Alice").top("yellow") == "Canning"  # yellow shows 3 > 1: the repeat ends


def test_pride_a_missing_colour_counts_zero_so_the_first_card_stays():
    # All five colours are compared: purple and the others show 0, fewer than the melded blue card's 1.
    g = game({"board": {"yellow": ["Pride and Prejudice"]}}, {}, supply={6: ["Atomic Theory"]})
    dogma(g, "Pride and Prejudice")
    assert moved(g, "meld") == ["Atomic Theory"] and P(g, "Alice").score == []


def test_pride_shared_earns_the_free_draw():
    g = game(
        {"board": {"yellow": ["Pride and Prejudice"]}},
        {"board": {"blue": ["Writing"]}},
        supply={6: ["Canning", "Atomic Theory", "Vaccination"]},
    )
    dogma(g, "Pride and Prejudice")
    assert who_moved(g, "meld") == [("Bob", "Canning"), ("Alice", "Atomic Theory")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Vaccination"]


# -- Puffing Billy -----------------------------------------------------------------------------------------------

BILLY = {"blue": ["Puffing Billy", "Tools"]}  # the top shows 3 factories


def test_billy_draws_the_biggest_icon_count_of_the_returned_colour_and_splays_it_right():
    g = game({"board": BILLY, "hand": ["Writing", "Archery"]}, {}, supply={3: ["Compass"], 4: ["Anatomy"]})
    start(g, "Puffing Billy")
    assert g.pending.options == ["Writing", "Archery"]
    step(g, "Writing")
    done(g)
    assert moved(g, "return") == ["Writing"] and P(g, "Alice").hand == ["Archery", "Compass"]
    assert P(g, "Alice").pile("blue").splay == "right"


def test_billy_counts_what_is_visible_in_that_colour_only():
    # Red: Archery on top shows 2 castles; Oars under it, splayed right, adds a castle and a crown: 3.
    alice = {
        "board": {"blue": ["Puffing Billy"], "red": {"cards": ["Archery", "Oars"], "splay": "right"}},
        "hand": ["Metalworking"],
    }
    g = game(alice, {}, supply={3: ["Compass"]})
    dogma(g, "Puffing Billy")
    assert P(g, "Alice").hand == ["Compass"] and P(g, "Alice").pile("red").splay == "right"


def test_billy_a_colour_missing_from_the_board_draws_a_1():
    g = game({"board": BILLY, "hand": ["City States"]}, {}, supply={1: ["Oars"]})
    dogma(g, "Puffing Billy")
    assert P(g, "Alice").hand == ["Oars"] and P(g, "Alice").pile("purple").splay is None


def test_billy_empty_hand_does_nothing():
    g = game({"board": BILLY}, {})
    dogma(g, "Puffing Billy")
    assert moved(g, "draw") == [] and P(g, "Alice").pile("blue").splay is None and granted(g) == [False]


def test_billy_shared_earns_the_free_draw():
    g = game({"board": BILLY}, {"board": {"red": ["Coal"]}, "hand": ["Oars"]}, supply={3: ["Compass"], 6: ["Canning"]})
    dogma(g, "Puffing Billy")
    assert P(g, "Bob").hand == ["Compass"] and granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- Stamp Act ---------------------------------------------------------------------------------------------------

STAMP = {"yellow": ["Stamp Act"]}  # 2 lightbulbs
STAMP_BOB = {
    "board": {"yellow": ["Perspective"], "green": ["Paper"]},  # a 4 and a 3 on top, 4 lightbulbs
    "score": ["Anatomy", "Reformation", "Compass", "Tools"],
}


def test_stamp_act_transfers_a_card_of_the_yellow_value_then_returns_one_of_the_green_value():
    g = game({"board": STAMP}, STAMP_BOB)
    start(g, "Stamp Act")
    assert compelled(g) == ["Bob"] and g.pending.player == "Bob" and g.pending.options == ["Anatomy", "Reformation"]
    step(g, "Reformation")
    done(g)
    assert P(g, "Alice").score == ["Reformation"] and moved(g, "return") == ["Compass"]
    assert P(g, "Bob").score == ["Anatomy", "Tools"]


def test_stamp_act_no_card_of_the_yellow_value_stops_everything():
    bob = {"board": {"yellow": ["Perspective"], "green": ["Paper"]}, "score": ["Compass"]}
    g = game({"board": STAMP}, bob)
    dogma(g, "Stamp Act")
    assert moved(g, "transfer") == [] and moved(g, "return") == []


def test_stamp_act_without_a_yellow_top_nothing_matches():
    bob = {"board": {"blue": ["Writing"], "green": ["Paper"]}, "score": ["Compass"]}
    g = game({"board": STAMP}, bob)
    dogma(g, "Stamp Act")
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == []


def test_stamp_act_transfer_without_a_green_match_returns_nothing():
    bob = {"board": {"yellow": ["Perspective"]}, "score": ["Anatomy", "Tools"]}
    g = game({"board": STAMP}, bob)
    dogma(g, "Stamp Act")
    assert moved(g, "transfer") == ["Anatomy"] and moved(g, "return") == []


def test_stamp_act_nobody_two_compelled_and_a_teammate_with_hidden_cards():
    g = game({"board": STAMP}, {"board": {"green": ["Sailing"]}, "score": ["Tools"]})
    dogma(g, "Stamp Act")
    assert compelled(g) == [] and moved(g, "transfer") == []
    g = game(
        {"board": STAMP},
        {"board": {"yellow": ["Perspective"]}, "score": ["Anatomy"]},
        {"board": {"yellow": ["Statistics"], "blue": ["Writing"]}, "score": ["Coal"]},
        {},
    )
    dogma(g, "Stamp Act")
    assert compelled(g) == ["Bob", "Carol"] and who_moved(g, "transfer") == [("Bob", "Anatomy"), ("Carol", "Coal")]
    assert (
        "Anatomy" not in log_text(g, "Carol")
        and "Anatomy" not in log_text(g, "Dave")
        and "Anatomy" in log_text(g, "Alice")
    )
    g = game({"board": STAMP}, {}, {"board": {"yellow": ["Perspective"]}, "score": ["Anatomy"]}, {}, teams=TEAMS)
    dogma(g, "Stamp Act")
    assert compelled(g) == [] and P(g, "Carol").score == ["Anatomy"]


# -- The Wealth of Nations ---------------------------------------------------------------------------------------

WEALTH = {"green": ["The Wealth of Nations"]}


def test_wealth_scores_a_1_then_a_fifth_of_the_score_rounded_up():
    g = game({"board": WEALTH, "score": ["Compass", "Anatomy"]}, {}, supply={1: ["Oars"], 2: ["Calendar"]})
    dogma(g, "The Wealth of Nations")
    assert moved(g, "score") == ["Oars", "Calendar"]  # 3 + 4 + 1 = 8 → 2


def test_wealth_an_exact_multiple_of_five():
    g = game({"board": WEALTH, "score": ["Coal", "Anatomy"]}, {}, supply={1: ["Oars"], 2: ["Calendar"], 3: ["Compass"]})
    dogma(g, "The Wealth of Nations")
    assert moved(g, "score") == ["Oars", "Calendar"]  # 5 + 4 + 1 = 10 → 2


def test_wealth_an_empty_score_pile_scores_two_1s():
    g = game({"board": WEALTH}, {}, supply={1: ["Oars", "Tools"]})
    dogma(g, "The Wealth of Nations")
    assert moved(g, "score") == ["Oars", "Tools"]


def test_wealth_shared_earns_the_free_draw():
    g = game(
        {"board": WEALTH},
        {"board": {"red": ["Optics"]}},
        supply={1: ["Oars", "Tools", "Writing", "Archery"], 6: ["Canning"]},
    )
    dogma(g, "The Wealth of Nations")
    assert P(g, "Bob").score == ["Oars", "Tools"] and granted(g) == [True] and P(g, "Alice").hand == ["Canning"]


# -- U.S. Declaration of Independence ----------------------------------------------------------------------------

DECLARATION = {"red": ["U.S. Declaration of Independence"]}  # 2 crowns
DECL_BOB = {"board": {"green": ["Banking"]}, "hand": ["Tools", "Compass"], "score": ["Anatomy", "Calendar"]}


def test_declaration_takes_the_highest_of_hand_score_pile_and_factory_tops():
    g = game({"board": DECLARATION}, DECL_BOB)
    dogma(g, "U.S. Declaration of Independence")
    done(g)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == ["Compass", "Anatomy", "Banking"]
    assert P(g, "Alice").hand == ["Compass"] and P(g, "Alice").score == ["Anatomy"]
    assert P(g, "Alice").top("green") == "Banking" and P(g, "Bob").top_cards() == []


def test_declaration_ties_are_the_compelled_players_choice():
    bob = {
        "board": {"green": ["Banking"], "yellow": ["Steam Engine"]},
        "hand": ["Tools", "Writing"],
        "score": ["Calendar", "Mathematics"],
    }
    g = game({"board": DECLARATION}, bob)
    start(g, "U.S. Declaration of Independence")
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Writing"]
    step(g, "Writing")
    assert g.pending.options == ["Calendar", "Mathematics"]
    step(g, "Mathematics")
    assert g.pending.options == ["Banking", "Steam Engine"]
    step(g, "Steam Engine")
    done(g)
    assert moved(g, "transfer") == ["Writing", "Mathematics", "Steam Engine"]


def test_declaration_with_nothing_to_take():
    g = game({"board": DECLARATION}, {"board": {"red": ["Optics"]}})  # crowns, but no factory
    dogma(g, "U.S. Declaration of Independence")
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == []


def test_declaration_nobody_two_compelled_and_a_teammate_hidden_from_the_others():
    g = game({"board": DECLARATION}, {"board": {"blue": ["Tools"]}, "hand": ["Compass"]})
    dogma(g, "U.S. Declaration of Independence")
    assert compelled(g) == [] and P(g, "Bob").hand == ["Compass"]
    g = game({"board": DECLARATION}, DECL_BOB, {"board": {"red": ["Optics"]}, "hand": ["Oars"]}, {})
    dogma(g, "U.S. Declaration of Independence")
    assert compelled(g) == ["Bob", "Carol"]
    assert who_moved(g, "transfer") == [("Bob", "Compass"), ("Bob", "Anatomy"), ("Bob", "Banking"), ("Carol", "Oars")]
    assert (
        "Compass" not in log_text(g, "Carol")
        and "Compass" not in log_text(g, "Dave")
        and "Compass" in log_text(g, "Alice")
    )
    g = game({"board": DECLARATION}, {}, DECL_BOB, {}, teams=TEAMS)
    dogma(g, "U.S. Declaration of Independence")
    assert compelled(g) == [] and P(g, "Carol").hand == ["Tools", "Compass"]
