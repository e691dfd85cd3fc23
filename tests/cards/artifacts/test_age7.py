"""Artifacts of History, age 7: every effect's branches, each choice, the compels against one opponent, the sharing
bonus, and the cards that execute other cards' effects (whom each compel reaches: test_compels_ages_7_to_10.py)."""

from helpers import (
    P,
    artifacts_game,
    cards,
    claimed_ages,
    compel_order,
    dogma,
    granted,
    log_text,
    moved,
    nested,
    plan,
    play,
    start,
    step,
)

from innovation_nb.cards.data import CARDS

# -- Colt Paterson Revolver ---------------------------------------------------------------------------------------

COLT = {"board": {"yellow": ["Colt Paterson Revolver"]}}  # 2 factories
COAL = {"red": ["Coal"]}  # 3 factories: compelled


def test_colt_a_matching_colour_returns_hand_and_score_pile():
    g = artifacts_game(
        {"Alice": COLT, "Bob": {"board": COAL, "hand": ["Archery", "Calendar"], "score": ["Tools"]}},
        supply={7: ["Combustion"]},
    )
    play(g, "Colt Paterson Revolver")
    assert compel_order(g) == ["Bob"]
    # The hand is revealed, then the drawn red card too (so that the comparison is public): it matches Archery.
    assert moved(g, "reveal") == ["Archery", "Calendar", "Combustion"]
    assert P(g, "Bob").hand == [] and P(g, "Bob").score == []
    assert sorted(moved(g, "return")) == ["Archery", "Calendar", "Combustion", "Tools"]


def test_colt_no_matching_colour_keeps_everything():
    g = artifacts_game(
        {"Alice": COLT, "Bob": {"board": COAL, "hand": ["Calendar"], "score": ["Tools"]}}, supply={7: ["Combustion"]}
    )
    play(g, "Colt Paterson Revolver")
    assert P(g, "Bob").hand == ["Calendar", "Combustion"] and P(g, "Bob").score == ["Tools"]
    assert moved(g, "return") == []


def test_colt_with_an_empty_hand_the_drawn_card_stays_hidden():
    g = artifacts_game({"Alice": COLT, "Bob": {"board": COAL, "score": ["Tools"]}}, supply={7: ["Combustion"]})
    play(g, "Colt Paterson Revolver")
    assert P(g, "Bob").hand == ["Combustion"] and moved(g, "reveal") == []
    assert "Combustion" not in log_text(g, "Alice")


# -- Corvette Challenger ------------------------------------------------------------------------------------------

CORVETTE = {"blue": ["Corvette Challenger"]}  # 2 leaves


def test_corvette_tucks_splays_up_and_scores_the_visible_count():
    g = artifacts_game(
        {"Alice": {"board": {**CORVETTE, "red": {"cards": ["Archery", "Oars"], "splay": "left"}}}, "Bob": {}},
        supply={8: ["Flight"], 3: ["Alchemy"]},
    )
    play(g, "Corvette Challenger")
    assert cards(g, "Alice", "red") == ["Flight", "Oars", "Archery"] and P(g, "Alice").pile("red").splay == "up"
    assert P(g, "Alice").score == ["Alchemy"]  # three red cards show


def test_corvette_a_new_colour_shows_one_card():
    g = artifacts_game({"Alice": {"board": CORVETTE}, "Bob": {}}, supply={8: ["Antibiotics"], 1: ["Oars"]})
    play(g, "Corvette Challenger")
    assert cards(g, "Alice", "yellow") == ["Antibiotics"] and P(g, "Alice").pile("yellow").splay is None
    assert P(g, "Alice").score == ["Oars"]


def test_corvette_share_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": CORVETTE}, "Bob": {"board": {"green": ["Clothing"]}}},
        supply={8: ["Antibiotics", "Mobility", "Empiricism"], 1: ["Oars", "Tools"]},
    )
    play(g, "Corvette Challenger")
    assert plan(g)["sharers"] == ["Bob"] and cards(g, "Bob", "yellow") == ["Antibiotics"]
    assert P(g, "Bob").score == ["Oars"] and P(g, "Alice").score == ["Tools"]
    # The free draw is of Alice's highest top card: the tucked Mobility (8) is on top of her red pile.
    assert granted(g) == [True] and P(g, "Alice").hand == ["Empiricism"]


# -- Hansen Writing Ball ------------------------------------------------------------------------------------------

HANSEN = {"green": ["Hansen Writing Ball"]}  # 2 clocks


def test_hansen_compel_draws_four_melds_the_blue_one_and_gives_away_the_hand():
    g = artifacts_game(
        {"Alice": {"board": HANSEN}, "Bob": {"board": {"blue": ["Quantum Theory"]}}},
        supply={7: ["Lighting", "Evolution", "Combustion", "Explosives", "Bicycle", "Railroad"]},
    )
    play(g, "Hansen Writing Ball")
    assert compel_order(g) == ["Bob"] and P(g, "Bob").top("blue") == "Evolution"
    assert P(g, "Alice").hand[:3] == ["Lighting", "Combustion", "Explosives"]
    # Then Bob shares the second effect (Bicycle shows a clock: kept) and Alice draws Railroad (a clock too).
    assert P(g, "Bob").hand == ["Bicycle"] and P(g, "Alice").hand[3] == "Railroad"
    assert granted(g) == [True]


def test_hansen_compel_the_victim_chooses_among_blue_cards():
    g = artifacts_game(
        {"Alice": {"board": HANSEN}, "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Tools"]}},
        supply={7: ["Lighting", "Evolution", "Combustion", "Explosives", "Bicycle", "Railroad"]},
    )
    start(g, "Hansen Writing Ball")
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Evolution"]
    step(g, "Tools")
    assert P(g, "Bob").top("blue") == "Tools" and "Evolution" in P(g, "Alice").hand


def test_hansen_compel_without_a_blue_card_still_gives_away_the_hand():
    g = artifacts_game(
        {"Alice": {"board": HANSEN}, "Bob": {"board": {"blue": ["Quantum Theory"]}}},
        supply={7: ["Lighting", "Combustion", "Explosives", "Sanitation", "Bicycle", "Railroad"]},
    )
    play(g, "Hansen Writing Ball")
    assert moved(g, "meld") == [] and P(g, "Alice").hand[:4] == ["Lighting", "Combustion", "Explosives", "Sanitation"]


def test_hansen_draw_tucks_cards_without_a_clock_until_one_shows_a_clock():
    g = artifacts_game({"Alice": {"board": HANSEN}, "Bob": {}}, supply={7: ["Combustion", "Evolution", "Lighting"]})
    play(g, "Hansen Writing Ball")
    assert moved(g, "reveal") == ["Combustion", "Evolution", "Lighting"]
    assert moved(g, "tuck") == ["Combustion", "Evolution"] and P(g, "Alice").hand == ["Lighting"]


def test_hansen_draw_keeps_a_first_card_with_a_clock():
    g = artifacts_game({"Alice": {"board": HANSEN}, "Bob": {}}, supply={7: ["Bicycle"]})
    play(g, "Hansen Writing Ball")
    assert moved(g, "tuck") == [] and P(g, "Alice").hand == ["Bicycle"]


# -- International Prototype Metre Bar ----------------------------------------------------------------------------

METRE = {"green": ["International Prototype Metre Bar"]}  # 2 crowns


def test_metre_bar_wins_when_the_visible_count_equals_the_value():
    g = artifacts_game({"Alice": {"board": METRE}, "Bob": {}}, supply={2: ["Mapmaking"]})
    start(g, "International Prototype Metre Bar")
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 11))
    step(g, 2)
    # Mapmaking (2) on the Metre Bar, splayed up: two green cards show.
    assert g.over and g.result.winners == ("Alice",) and g.result.reason == "dogma"


def test_metre_bar_otherwise_returns_the_melded_card():
    g = artifacts_game({"Alice": {"board": METRE}, "Bob": {}}, supply={1: ["Sailing"]})
    dogma(g, "International Prototype Metre Bar", 1)
    assert not g.over and moved(g, "return") == ["Sailing"]
    assert cards(g, "Alice", "green") == ["International Prototype Metre Bar"]
    assert P(g, "Alice").pile("green").splay is None and g.state.supply[0][0] == "Sailing"


def test_metre_bar_a_1_in_a_new_colour_wins():
    g = artifacts_game({"Alice": {"board": METRE}, "Bob": {}}, supply={1: ["Archery"]})
    dogma(g, "International Prototype Metre Bar", 1)
    assert g.over and g.result.winners == ("Alice",)


def test_metre_bar_in_the_team_game_the_team_wins():
    g = artifacts_game(
        {"Alice": {"board": METRE}, "Bob": {}, "Carol": {}, "Dave": {}}, teams=True, supply={1: ["Archery"]}
    )
    dogma(g, "International Prototype Metre Bar", 1)
    assert g.result.winners == ("Alice", "Carol")


# -- Jedlik's Electromagnetic Self-Rotor ---------------------------------------------------------------------------

JEDLIK = {"red": ["Jedlik's Electromagnetic Self-Rotor"]}  # 2 lightbulbs


def test_jedlik_scores_melds_and_claims_the_8_achievement():
    g = artifacts_game({"Alice": {"board": JEDLIK}, "Bob": {}}, supply={8: ["Flight", "Antibiotics"]})
    play(g, "Jedlik's Electromagnetic Self-Rotor")
    assert P(g, "Alice").score == ["Flight"] and P(g, "Alice").top("yellow") == "Antibiotics"
    assert claimed_ages(g, "Alice") == [8]
    assert 8 not in [CARDS[c].age for c in g.state.achievements]


def test_jedlik_without_an_8_achievement_claims_nothing():
    g = artifacts_game(
        {"Alice": {"board": JEDLIK}, "Bob": {"achievements": [8]}}, supply={8: ["Flight", "Antibiotics"]}
    )
    play(g, "Jedlik's Electromagnetic Self-Rotor")
    assert P(g, "Alice").achievements == [] and P(g, "Alice").score == ["Flight"]


def test_jedlik_a_sharer_claims_the_8_first():
    g = artifacts_game(
        {"Alice": {"board": JEDLIK}, "Bob": {"board": {"blue": ["Experimentation"]}}},
        supply={8: ["Flight", "Antibiotics", "Mobility", "Socialism"]},
    )
    play(g, "Jedlik's Electromagnetic Self-Rotor")
    assert len(P(g, "Bob").achievements) == 1 and P(g, "Alice").achievements == []
    assert P(g, "Alice").score == ["Mobility"] and granted(g) == [True]


# -- Periodic Table -----------------------------------------------------------------------------------------------

TABLE = {"blue": ["Periodic Table"]}  # 3 lightbulbs


def test_periodic_table_repeats_while_the_new_card_covers_a_picked_one():
    g = artifacts_game(
        {"Alice": {"board": {**TABLE, "red": ["Combustion"], "yellow": ["Antibiotics"]}}, "Bob": {}},
        supply={8: ["Flight"], 9: ["Computers"]},
    )
    play(g, "Periodic Table")
    # 7 and 7 (forced): Flight (8) covers Combustion, so again: 8 and 8: Computers (9) is blue, it covers neither.
    assert moved(g, "meld") == ["Flight", "Computers"]


def test_periodic_table_without_two_equal_values_does_nothing():
    g = artifacts_game({"Alice": {"board": {**TABLE, "red": ["Archery"]}}, "Bob": {}})
    play(g, "Periodic Table")
    assert moved(g, "meld") == [] and moved(g, "draw") == []


def test_periodic_table_choose_the_value_then_the_two_cards():
    g = artifacts_game(
        {
            "Alice": {
                "board": {
                    **TABLE,
                    "red": ["Combustion"],
                    "purple": ["Lighting"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {},
        },
        supply={2: ["Calendar"], 8: ["Empiricism", "Flight"]},
    )
    start(g, "Periodic Table")
    assert g.pending.kind == "value" and g.pending.options == [1, 7]
    step(g, 7)
    assert g.pending.kind == "cards" and g.pending.options == ["Periodic Table", "Combustion", "Lighting"]
    step(g, ["Periodic Table", "Lighting"])
    # Empiricism (purple) covers the picked Lighting: again. 7 and 1 are still paired; 1: Sailing and Agriculture
    # (forced), and Calendar (blue) covers neither.
    assert moved(g, "meld") == ["Empiricism"] and g.pending.options == [1, 7]
    step(g, 1)
    assert moved(g, "meld") == ["Empiricism", "Calendar"] and g.pending is None


def test_periodic_table_reads_battleship_yamato_face_up():
    # Yamato on top is an 11: it pairs with no 8.
    g = artifacts_game(
        {"Alice": {"board": {**TABLE, "red": ["Battleship Yamato"], "yellow": ["Antibiotics"]}}, "Bob": {}}
    )
    play(g, "Periodic Table")
    assert moved(g, "meld") == []


# -- Roundhay Garden Scene ----------------------------------------------------------------------------------------

ROUNDHAY = {"purple": ["Roundhay Garden Scene"]}  # 3 leaves


def test_roundhay_melds_scores_two_and_executes_the_melded_card_as_if_on_it():
    # Archery's demand, executed as if on Roundhay, hits the players Roundhay's dogma made vulnerable (Bob).
    g = artifacts_game(
        {"Alice": {"board": ROUNDHAY, "score": ["Archery"]}, "Bob": {"board": {"red": ["Coal"]}, "hand": ["Calendar"]}},
        supply={1: ["Oars", "Tools", "Sailing"]},
    )
    play(g, "Roundhay Garden Scene")
    assert P(g, "Alice").top("red") == "Archery" and P(g, "Alice").score == ["Oars", "Tools"]
    assert P(g, "Bob").hand == ["Sailing"] and P(g, "Alice").hand == ["Calendar"]
    assert any(e.kind == "player" and e.player == "Bob" and e.data["role"] == "vulnerable" for e in g.events)


def test_roundhay_with_an_empty_score_pile_scores_two_1s():
    g = artifacts_game({"Alice": {"board": ROUNDHAY}, "Bob": {}}, supply={1: ["Oars", "Tools"]})
    play(g, "Roundhay Garden Scene")
    assert P(g, "Alice").score == ["Oars", "Tools"] and moved(g, "meld") == []


def test_roundhay_chooses_among_tied_highest():
    g = artifacts_game(
        {"Alice": {"board": ROUNDHAY, "score": ["Tools", "Sailing"]}, "Bob": {}},
        supply={1: ["Oars", "Writing", "Agriculture"]},
    )
    start(g, "Roundhay Garden Scene")
    assert g.pending.options == ["Tools", "Sailing"]
    step(g, "Sailing")
    # Sailing's own effect, executed: draw and meld a 1.
    assert P(g, "Alice").top("green") == "Sailing" and moved(g, "meld") == ["Sailing", "Agriculture"]


def test_roundhay_melded_yamato_counts_11_and_ends_the_game():
    # Face down in the score pile Yamato is an 8; melded it shows 11: drawing an 11 ends the game.
    g = artifacts_game({"Alice": {"board": ROUNDHAY, "score": ["Battleship Yamato", "Flight"]}, "Bob": {}})
    dogma(g, "Roundhay Garden Scene", "Battleship Yamato")
    assert P(g, "Alice").top("red") == "Battleship Yamato"
    assert g.over and g.result.reason == "score"


# -- Singer Model 27 ----------------------------------------------------------------------------------------------

SINGER = {"yellow": ["Singer Model 27"]}  # 2 clocks


def test_singer_tucks_splays_up_and_tucks_the_score_cards_of_that_colour():
    g = artifacts_game(
        {
            "Alice": {
                "board": {**SINGER, "red": ["Archery"]},
                "hand": ["Oars"],
                "score": ["Coal", "Construction", "Tools"],
            },
            "Bob": {},
        }
    )
    start(g, "Singer Model 27")
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Coal", "Construction"]
    step(g, ["Construction", "Coal"])
    assert cards(g, "Alice", "red") == ["Coal", "Construction", "Oars", "Archery"]
    assert P(g, "Alice").pile("red").splay == "up" and P(g, "Alice").score == ["Tools"]


def test_singer_with_an_empty_hand_does_nothing():
    g = artifacts_game({"Alice": {"board": SINGER, "score": ["Tools"]}, "Bob": {}})
    play(g, "Singer Model 27")
    assert moved(g, "tuck") == [] and P(g, "Alice").score == ["Tools"]


def test_singer_a_new_colour_cannot_be_splayed_before_the_score_cards_join_it():
    # The splay comes first (text order): one card cannot be splayed; the tucked score card joins it unsplayed.
    g = artifacts_game({"Alice": {"board": SINGER, "hand": ["Tools", "Archery"], "score": ["Writing"]}, "Bob": {}})
    dogma(g, "Singer Model 27", "Tools")
    assert cards(g, "Alice", "blue") == ["Writing", "Tools"] and P(g, "Alice").pile("blue").splay is None
    assert P(g, "Alice").hand == ["Archery"]


# -- Submarine H. L. Hunley ---------------------------------------------------------------------------------------

HUNLEY = {"board": {"red": ["Submarine H. L. Hunley"]}}  # 3 factories


def test_hunley_a_1_at_the_bottom_returns_the_whole_pile():
    g = artifacts_game({"Alice": HUNLEY, "Bob": {"board": {"red": ["Coal", "Archery"]}}}, supply={7: ["Combustion"]})
    play(g, "Submarine H. L. Hunley")
    assert compel_order(g) == ["Bob"] and moved(g, "reveal") == ["Archery"]
    assert cards(g, "Bob", "red") == [] and sorted(moved(g, "return")) == ["Archery", "Coal", "Combustion"]


def test_hunley_another_bottom_card_keeps_the_pile():
    g = artifacts_game({"Alice": HUNLEY, "Bob": {"board": {"red": ["Coal"]}}}, supply={7: ["Combustion"]})
    play(g, "Submarine H. L. Hunley")
    assert moved(g, "reveal") == ["Coal"] and cards(g, "Bob", "red") == ["Coal", "Combustion"]


def test_hunley_a_new_colour_reveals_the_melded_card_itself():
    g = artifacts_game({"Alice": HUNLEY, "Bob": {"board": {"red": ["Coal"]}}}, supply={7: ["Lighting"]})
    play(g, "Submarine H. L. Hunley")
    assert moved(g, "reveal") == ["Lighting"] and cards(g, "Bob", "purple") == ["Lighting"]


def test_hunley_the_victim_orders_cards_of_one_age_going_back():
    g = artifacts_game(
        {"Alice": HUNLEY, "Bob": {"board": {"red": ["Coal", "Archery", "Oars"]}}}, supply={7: ["Combustion"]}
    )
    start(g, "Submarine H. L. Hunley")
    assert g.pending.player == "Bob" and g.pending.kind == "order"
    step(g, ["Oars", "Archery"])
    assert g.state.supply[0][0] == "Archery" and cards(g, "Bob", "red") == []


# -- The Communist Manifesto --------------------------------------------------------------------------------------

MANIFESTO = {"purple": ["The Communist Manifesto"]}  # 2 crowns


def test_manifesto_gives_one_card_to_each_and_executes_your_own():
    g = artifacts_game(
        {"Alice": {"board": MANIFESTO}, "Bob": {}},
        supply={7: ["Railroad", "Combustion"], 6: ["Canning", "Democracy", "Vaccination"]},
    )
    start(g, "The Communist Manifesto")
    assert moved(g, "reveal") == ["Railroad", "Combustion"]
    assert g.pending.player == "Alice" and g.pending.options == ["Railroad", "Combustion"]
    step(g, "Railroad")
    assert P(g, "Alice").top("purple") == "Railroad" and P(g, "Bob").top("red") == "Combustion"
    # Railroad executed by Alice alone: return the (empty) hand, then draw three 6s.
    nested(g, "Railroad", "Alice", "The Communist Manifesto")
    assert P(g, "Alice").hand == ["Canning", "Democracy", "Vaccination"]


def test_manifesto_one_card_per_player_the_last_one_forced():
    g = artifacts_game(
        {"Alice": {"board": MANIFESTO}, "Bob": {}, "Carol": {}}, supply={7: ["Combustion", "Explosives", "Sanitation"]}
    )
    dogma(g, "The Communist Manifesto", "Explosives", "Sanitation")
    assert P(g, "Alice").top("red") == "Explosives" and P(g, "Bob").top("yellow") == "Sanitation"
    assert P(g, "Carol").top("red") == "Combustion" and P(g, "Alice").hand == []
    # Explosives has only a demand: executing its non-demand effects does nothing.
    nested(g, "Explosives", "Alice", "The Communist Manifesto", empty=True)
