"""Artifacts, age 3: every card's branches — each choice, the "nothing happens" cases, compels against none, one
and two compelled opponents (never a teammate), repeats that end, executions of other cards, and the sharing
bonus."""

from helpers import (
    P,
    achievement_ages,
    artifacts_game,
    cards,
    compelled,
    done,
    granted,
    moved,
    nested,
    play,
    returned_to_bottom,
    start,
    step,
    who,
    who_moved,
)

TEAMS = [["Alice", "Carol"], ["Bob", "Dave"]]
CROWNS = {"red": ["Optics"]}  # 3 crowns
CASTLES = {"yellow": ["Masonry"]}  # 3 castles
LEAVES = {"blue": ["Pottery"]}  # 3 leaves


# -- Along the River during the Qingming Festival -----------------------------------------------------------------

RIVER = "Along the River during the Qingming Festival"


def test_river_repeats_until_yellow_which_is_tucked():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [RIVER]}}, "Bob": {}}, supply={4: ["Experimentation", "Colonialism", "Anatomy"]}
    )
    play(g, RIVER)
    assert moved(g, "reveal") == ["Experimentation", "Colonialism", "Anatomy"]
    assert P(g, "Alice").hand == ["Experimentation", "Colonialism"]
    assert cards(g, "Alice", "yellow") == ["Anatomy", RIVER]


def test_river_purple_is_scored_at_once():
    g = artifacts_game({"Alice": {"board": {"yellow": [RIVER]}}, "Bob": {}}, supply={4: ["Reformation"]})
    play(g, RIVER)
    assert P(g, "Alice").score == ["Reformation"] and P(g, "Alice").hand == []


def test_river_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [RIVER]}}, "Bob": {"board": CROWNS}},
        supply={4: ["Anatomy", "Reformation"], 3: ["Compass"]},
    )
    play(g, RIVER)
    assert cards(g, "Bob", "yellow") == ["Anatomy"] and P(g, "Alice").score == ["Reformation"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Compass"]


# -- Beauvais Cathedral Clock -------------------------------------------------------------------------------------

CLOCK = "Beauvais Cathedral Clock"


def test_clock_splays_the_drawn_colour_right():
    g = artifacts_game(
        {"Alice": {"board": {"green": [CLOCK], "blue": ["Tools", "Writing"]}}, "Bob": {}},
        supply={4: ["Experimentation"]},
    )
    play(g, CLOCK)
    assert moved(g, "reveal") == ["Experimentation"] and P(g, "Alice").hand == ["Experimentation"]
    assert P(g, "Alice").pile("blue").splay == "right"


def test_clock_a_single_card_or_a_pile_splayed_right_does_not_change():
    g = artifacts_game(
        {"Alice": {"board": {"green": [CLOCK], "blue": ["Tools"]}}, "Bob": {}}, supply={4: ["Experimentation"]}
    )
    play(g, CLOCK)
    assert [e for e in g.events if e.kind == "splay"] == []
    g = artifacts_game(
        {"Alice": {"board": {"green": [CLOCK], "blue": {"cards": ["Tools", "Writing"], "splay": "right"}}}, "Bob": {}},
        supply={4: ["Experimentation"]},
    )
    play(g, CLOCK)
    assert [e for e in g.events if e.kind == "splay"] == []


def test_clock_shared_earns_the_free_draw():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [CLOCK]}},
            "Bob": {"board": {"red": ["Optics", "Archery"], "green": ["Sailing"]}},
        },
        supply={4: ["Colonialism", "Anatomy", "Invention"]},
    )
    play(g, CLOCK)
    assert P(g, "Bob").pile("red").splay == "right" and granted(g) == [True]


# -- Charter of Liberties -----------------------------------------------------------------------------------------

CHARTER = "Charter of Liberties"


def test_charter_tucks_splays_left_and_executes_a_chosen_splayed_top_card():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [CHARTER]}, "hand": ["Writing"]},
            "Bob": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "right"}}},
        },
        supply={1: ["Archery"]},
    )
    start(g, CHARTER)
    assert cards(g, "Alice", "blue") == ["Writing", CHARTER] and P(g, "Alice").pile("blue").splay == "left"
    assert g.pending.options == [CHARTER, "Sailing"]
    step(g, "Sailing")
    done(g)
    nested(g, "Sailing", "Alice", CHARTER)
    assert cards(g, "Alice", "red") == ["Archery"]  # Sailing: Alice draws and melds a 1


def test_charter_may_execute_itself():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [CHARTER]}, "hand": ["Writing", "Archery"]},
            "Bob": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "right"}}},
        },
        supply={1: ["Tools"]},
    )
    play(g, CHARTER, "Writing", CHARTER, "Sailing")  # the inner Charter tucks Archery (forced)
    assert moved(g, "tuck") == ["Writing", "Archery"] and cards(g, "Alice", "blue") == ["Writing", CHARTER, "Tools"]
    nested(g, CHARTER, "Alice", CHARTER)


def test_charter_empty_hand_or_nothing_splayed():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [CHARTER]}},
            "Bob": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "right"}}},
        }
    )
    play(g, CHARTER)
    assert moved(g, "tuck") == [] and len([e for e in g.events if e.kind == "card"]) == 1
    g = artifacts_game({"Alice": {"board": {"blue": [CHARTER]}, "hand": ["Archery"]}, "Bob": {}})
    play(g, CHARTER)  # Archery starts a new pile: nothing is splayed anywhere
    assert moved(g, "tuck") == ["Archery"] and len([e for e in g.events if e.kind == "card"]) == 1


def test_charter_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [CHARTER]}}, "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Archery"]}},
        supply={3: ["Optics"]},
    )
    play(g, CHARTER)
    assert cards(g, "Bob", "red") == ["Archery"] and granted(g) == [True] and P(g, "Alice").hand == ["Optics"]


# -- Dunhuang Star Chart ------------------------------------------------------------------------------------------

CHART = "Dunhuang Star Chart"


def test_chart_returns_the_hand_and_draws_its_size():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [CHART]}, "hand": ["Archery", "Oars", "Calendar"]}, "Bob": {}},
        supply={3: ["Optics"]},
    )
    start(g, CHART)
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Archery", "Oars"]
    step(g, ["Archery", "Oars"])
    done(g)
    assert returned_to_bottom(g, 1) == "Oars" and P(g, "Alice").hand == ["Optics"]


def test_chart_same_age_cards_of_two_sets_need_no_order_and_an_empty_hand_draws_a_1():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [CHART]}, "hand": ["Archery", "Holmegaard Bows"]}, "Bob": {}},
        supply={2: ["Calendar"]},
    )
    play(g, CHART)
    assert moved(g, "return") == ["Archery", "Holmegaard Bows"] and P(g, "Alice").hand == ["Calendar"]
    g = artifacts_game({"Alice": {"board": {"blue": [CHART]}}, "Bob": {}}, supply={1: ["Tools"]})
    play(g, CHART)
    assert P(g, "Alice").hand == ["Tools"]


def test_chart_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [CHART]}}, "Bob": {"board": {"purple": ["Philosophy"]}}},
        supply={1: ["Tools", "Writing"], 3: ["Optics"]},
    )
    play(g, CHART)
    assert P(g, "Bob").hand == ["Tools"] and granted(g) == [True] and P(g, "Alice").hand == ["Writing", "Optics"]


# -- Excalibur ----------------------------------------------------------------------------------------------------

EXCALIBUR = "Excalibur"


def test_excalibur_a_top_card_higher_than_mine_of_its_colour_moves_to_my_board():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [EXCALIBUR], "blue": ["Tools"]}},
            "Bob": {"board": {"blue": ["Translation"], "red": ["Construction"], "green": ["Sailing"]}},
        }
    )
    start(g, EXCALIBUR)
    # Translation 3 > Tools 1; Construction 2 < Excalibur 3; no green of mine counts 0 (ruling), so Sailing 1 > 0.
    assert g.pending.player == "Bob" and g.pending.options == ["Translation", "Sailing"]
    step(g, "Translation")
    done(g)
    assert cards(g, "Alice", "blue") == ["Tools", "Translation"]


def test_excalibur_yamato_counts_11_on_a_board():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [EXCALIBUR]}},
            "Bob": {"board": {"red": ["Battleship Yamato"], "yellow": ["Masonry"]}},
        }
    )
    start(g, EXCALIBUR)
    assert g.pending.options == ["Battleship Yamato", "Masonry"]
    step(g, "Battleship Yamato")
    assert cards(g, "Alice", "red") == [EXCALIBUR, "Battleship Yamato"]


def test_excalibur_nothing_higher_nobody_compelled():
    g = artifacts_game({"Alice": {"board": {"red": [EXCALIBUR], "yellow": ["Machinery"]}}, "Bob": {"board": CASTLES}})
    play(g, EXCALIBUR)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == []
    g = artifacts_game({"Alice": {"board": {"red": [EXCALIBUR]}}, "Bob": {"board": {"green": ["Sailing"]}}})
    play(g, EXCALIBUR)
    assert compelled(g) == [] and moved(g, "transfer") == [] and granted(g) == [False]


def test_excalibur_two_compelled_in_turn_order_never_a_teammate():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [EXCALIBUR]}},
            "Bob": {"board": CASTLES},
            "Carol": {"board": {"purple": ["Mysticism"]}},
            "Dave": {"board": {"green": ["The Wheel"]}},
        },
        teams=TEAMS,
    )
    play(g, EXCALIBUR)
    assert compelled(g) == ["Bob", "Dave"] and who_moved(g, "transfer") == [("Bob", "Masonry"), ("Dave", "The Wheel")]
    assert cards(g, "Carol", "purple") == ["Mysticism"]


# -- Mjolnir Amulet -----------------------------------------------------------------------------------------------

MJOLNIR = "Mjolnir Amulet"


def test_mjolnir_a_chosen_colour_goes_whole_to_my_score_pile():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [MJOLNIR]}},
            "Bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}, "blue": ["Tools"]}},
        }
    )
    start(g, MJOLNIR)
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Archery"]
    step(g, "Archery")
    done(g)
    assert P(g, "Alice").score == ["Archery", "Oars"] and cards(g, "Bob", "red") == []
    assert cards(g, "Bob", "blue") == ["Tools"]


def test_mjolnir_nobody_compelled_and_two_compelled_never_a_teammate():
    g = artifacts_game({"Alice": {"board": {"red": [MJOLNIR]}}, "Bob": {"board": {"green": ["Sailing"]}}})
    play(g, MJOLNIR)
    assert compelled(g) == [] and P(g, "Alice").score == []
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [MJOLNIR]}},
            "Bob": {"board": CASTLES},
            "Carol": {"board": {"purple": ["Mysticism"]}},
            "Dave": {"board": {"green": ["The Wheel"]}},
        },
        teams=TEAMS,
    )
    play(g, MJOLNIR)
    assert compelled(g) == ["Bob", "Dave"] and P(g, "Alice").score == ["Masonry", "The Wheel"]
    assert cards(g, "Carol", "purple") == ["Mysticism"]


# -- Moylough Belt Shrine -----------------------------------------------------------------------------------------

SHRINE = "Moylough Belt Shrine"


def test_shrine_the_whole_hand_is_revealed_and_i_choose_the_card():
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [SHRINE]}},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Tools", "Calendar"]},
            "Carol": {},
        }
    )
    start(g, SHRINE)
    assert moved(g, "reveal") == ["Tools", "Calendar"]
    # Revealed: the activator chooses by title, and Carol reads them too.
    assert g.pending.player == "Alice" and g.pending.options == ["Tools", "Calendar"]
    assert "Calendar" in "\n".join(g.log("Carol"))
    step(g, "Calendar")
    done(g)
    assert cards(g, "Alice", "blue") == ["Calendar"] and P(g, "Bob").hand == ["Tools"]


def test_shrine_empty_hand_nobody_compelled_and_two_compelled():
    g = artifacts_game({"Alice": {"board": {"yellow": [SHRINE]}}, "Bob": {"board": CASTLES}})
    play(g, SHRINE)
    assert moved(g, "reveal") == [] and moved(g, "transfer") == []
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [SHRINE]}}, "Bob": {"board": {"red": ["Archery"]}, "hand": ["Tools"]}}
    )
    play(g, SHRINE)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == ["Tools"]
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [SHRINE]}}, "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Tools"]}}
    )
    play(g, SHRINE)
    assert compelled(g) == [] and moved(g, "reveal") == []
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [SHRINE]}},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Tools"]},
            "Carol": {"board": {"purple": ["Mysticism"]}, "hand": ["Oars"]},
            "Dave": {"board": {"green": ["The Wheel"]}, "hand": ["Writing"]},
        },
        teams=TEAMS,
    )
    play(g, SHRINE)
    assert compelled(g) == ["Bob", "Dave"] and who_moved(g, "transfer") == [("Bob", "Tools"), ("Dave", "Writing")]
    assert P(g, "Carol").hand == ["Oars"]


# -- Necronomicon -------------------------------------------------------------------------------------------------

NECRO = "Necronomicon"


def test_necronomicon_yellow_returns_the_whole_hand():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [NECRO]}, "hand": ["Tools"], "score": ["Oars"]}, "Bob": {}},
        supply={3: ["Machinery"]},
    )
    play(g, NECRO)
    assert sorted(moved(g, "return")) == ["Machinery", "Tools"] and P(g, "Alice").hand == []
    assert P(g, "Alice").score == ["Oars"]


def test_necronomicon_green_unsplays_every_colour():
    g = artifacts_game(
        {
            "Alice": {
                "board": {
                    "purple": [NECRO],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={3: ["Paper"]},
    )
    play(g, NECRO)
    assert P(g, "Alice").pile("red").splay is None and P(g, "Alice").pile("blue").splay is None
    assert P(g, "Alice").hand == ["Paper"]


def test_necronomicon_red_returns_the_score_pile():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [NECRO]}, "hand": ["Tools"], "score": ["Oars", "Calendar"]}, "Bob": {}},
        supply={3: ["Optics"]},
    )
    play(g, NECRO)
    assert sorted(moved(g, "return")) == ["Calendar", "Oars"] and P(g, "Alice").score == []
    assert P(g, "Alice").hand == ["Tools", "Optics"]


def test_necronomicon_blue_draws_a_9_and_purple_does_nothing():
    g = artifacts_game({"Alice": {"board": {"purple": [NECRO]}}, "Bob": {}}, supply={3: ["Alchemy"], 9: ["Genetics"]})
    play(g, NECRO)
    assert P(g, "Alice").hand == ["Alchemy", "Genetics"]
    g = artifacts_game(
        {"Alice": {"board": {"purple": [NECRO]}, "hand": ["Tools"], "score": ["Oars"]}, "Bob": {}},
        supply={3: ["Education"]},
    )
    play(g, NECRO)
    assert P(g, "Alice").hand == ["Tools", "Education"] and P(g, "Alice").score == ["Oars"]
    assert moved(g, "return") == [] and moved(g, "draw") == ["Education"]


def test_necronomicon_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [NECRO]}}, "Bob": {"board": LEAVES}},
        supply={3: ["Education", "Feudalism", "Optics"]},
    )
    play(g, NECRO)
    assert P(g, "Bob").hand == ["Education"] and granted(g) == [True]
    assert P(g, "Alice").hand == ["Feudalism", "Optics"]


# -- Philosopher's Stone ------------------------------------------------------------------------------------------

STONE = "Philosopher's Stone"


def test_stone_returns_a_card_and_scores_as_many_as_its_value():
    g = artifacts_game(
        {"Alice": {"board": {"green": [STONE]}, "hand": ["Construction", "Tools", "Writing", "Oars"]}, "Bob": {}}
    )
    start(g, STONE)
    step(g, "Construction")
    assert g.pending.counts == [2] and g.pending.options == ["Tools", "Writing", "Oars"]
    step(g, ["Oars", "Tools"])
    done(g)
    assert returned_to_bottom(g, 2) == "Construction"
    assert sorted(P(g, "Alice").score) == ["Oars", "Tools"] and P(g, "Alice").hand == ["Writing"]


def test_stone_scores_what_is_left_and_an_empty_hand_does_nothing():
    g = artifacts_game({"Alice": {"board": {"green": [STONE]}, "hand": ["Optics", "Tools"]}, "Bob": {}})
    play(g, STONE, "Optics")  # a 3: only one card is left to score
    assert P(g, "Alice").score == ["Tools"] and P(g, "Alice").hand == []
    g = artifacts_game({"Alice": {"board": {"green": [STONE]}}, "Bob": {}})
    play(g, STONE)
    assert moved(g, "return") == [] and moved(g, "score") == []


def test_stone_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"green": [STONE]}}, "Bob": {"board": CROWNS, "hand": ["Tools", "Writing"]}},
        supply={3: ["Compass"]},
    )
    play(g, STONE, "Tools")
    assert P(g, "Bob").score == ["Writing"] and granted(g) == [True] and P(g, "Alice").hand == ["Compass"]


# -- Shroud of Turin ----------------------------------------------------------------------------------------------

SHROUD = "Shroud of Turin"


def test_shroud_three_returns_of_one_colour_claim_any_achievement():
    g = artifacts_game(
        {
            "Alice": {
                "board": {"purple": [SHROUD], "red": ["Oars", "Archery"]},
                "hand": ["Construction"],
                "score": ["Road Building", "Tools", "Engineering"],
            },
            "Bob": {},
        }
    )
    start(g, SHROUD)
    assert moved(g, "return") == ["Construction", "Oars"]  # the top red card has no rival
    assert g.pending.options == ["Road Building", "Engineering"]  # the red score cards
    step(g, "Engineering")
    assert g.pending.kind == "value" and g.pending.options == list(range(1, 10))  # eligible or not
    step(g, 7)
    done(g)
    assert achievement_ages(g, "Alice") == [7] and cards(g, "Alice", "red") == ["Archery"]
    assert P(g, "Alice").score == ["Road Building", "Tools"]


def test_shroud_a_missing_return_claims_nothing():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [SHROUD]}, "hand": ["Construction"], "score": ["Engineering"]}, "Bob": {}}
    )
    play(g, SHROUD)  # no red top card
    assert moved(g, "return") == ["Construction", "Engineering"] and P(g, "Alice").achievements == []
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [SHROUD], "red": ["Oars"]}, "hand": ["Construction"], "score": ["Tools"]},
            "Bob": {},
        }
    )
    play(g, SHROUD)  # no red score card
    assert moved(g, "return") == ["Construction", "Oars"] and P(g, "Alice").achievements == []
    g = artifacts_game({"Alice": {"board": {"purple": [SHROUD], "red": ["Oars"]}, "score": ["Engineering"]}, "Bob": {}})
    play(g, SHROUD)  # nothing in hand: nothing at all
    assert moved(g, "return") == []


def test_shroud_purple_return_takes_the_shroud_itself():
    # The returned card is purple: the top purple card returned is the Shroud.
    g = artifacts_game(
        {"Alice": {"board": {"purple": [SHROUD]}, "hand": ["Mysticism"], "score": ["Education"]}, "Bob": {}}
    )
    play(g, SHROUD, 1)
    assert moved(g, "return") == ["Mysticism", SHROUD, "Education"] and achievement_ages(g, "Alice") == [1]


def test_shroud_shared_earns_the_free_draw():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [SHROUD]}},
            "Bob": {"board": LEAVES, "hand": ["Writing"], "score": ["Calendar"]},
        },
        supply={3: ["Optics"]},
    )
    play(g, SHROUD, 2)
    assert who(g, "return") == ["Bob", "Bob", "Bob"] and achievement_ages(g, "Bob") == [2]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Optics"]
