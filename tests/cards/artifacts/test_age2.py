"""Artifacts, age 2: every card's branches — each choice, the "nothing happens" cases, compels against none, one
and two compelled opponents (never a teammate), wins, executions of other cards, and the sharing bonus."""

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

from innovation_nb.cards.data import CARDS_BY_SET

TEAMS = [["Alice", "Carol"], ["Bob", "Dave"]]


# -- Babylonian Chronicles ----------------------------------------------------------------------------------------

CHRONICLES = "Babylonian Chronicles"


def test_chronicles_a_chosen_non_red_castle_card_goes_to_my_board():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [CHRONICLES]}},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Tools"], "yellow": ["Masonry"]}},
        },
        supply={3: ["Optics", "Compass"]},
    )
    start(g, CHRONICLES)
    assert g.pending.player == "Bob" and g.pending.options == ["Tools", "Masonry"]  # red Archery is not offered
    step(g, "Masonry")
    done(g)
    assert cards(g, "Alice", "yellow") == ["Masonry"] and P(g, "Bob").score == ["Optics"]
    assert P(g, "Alice").score == ["Compass"] and granted(g) == [True]


def test_chronicles_nobody_compelled_and_two_compelled_never_a_teammate():
    g = artifacts_game(
        {"Alice": {"board": {"red": [CHRONICLES]}}, "Bob": {"board": {"blue": ["Tools"]}}}, supply={3: ["Optics"]}
    )
    play(g, CHRONICLES)
    assert compelled(g) == [] and moved(g, "transfer") == [] and P(g, "Alice").score == ["Optics"]
    assert granted(g) == [False]
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [CHRONICLES]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
            "Carol": {"board": {"purple": ["Mysticism"]}},
            "Dave": {"board": {"green": ["The Wheel"]}},
        },
        teams=TEAMS,
        supply={3: ["Optics", "Compass", "Paper", "Alchemy"]},
    )
    play(g, CHRONICLES)
    assert compelled(g) == ["Bob", "Dave"] and who_moved(g, "transfer") == [("Bob", "Masonry"), ("Dave", "The Wheel")]
    assert cards(g, "Carol", "purple") == ["Mysticism"]


# -- Baghdad Battery ----------------------------------------------------------------------------------------------

BATTERY = "Baghdad Battery"
TWOS = ["Calendar", "Canal Building", "Currency", "Fermenting", "Mathematics"]


def test_battery_same_colour_from_two_sets_draws_and_scores_five_2s():
    g = artifacts_game(
        {"Alice": {"board": {"green": [BATTERY]}, "hand": ["Archery", "Holmegaard Bows", "Tools"]}, "Bob": {}},
        supply={2: TWOS},
    )
    start(g, BATTERY)
    assert g.pending.counts == [2]
    step(g, ["Archery", "Holmegaard Bows"])
    assert g.pending.kind == "order"  # both red: which ends on top matters
    step(g, ["Holmegaard Bows", "Archery"])
    done(g)
    assert cards(g, "Alice", "red") == ["Holmegaard Bows", "Archery"] and P(g, "Alice").score == TWOS


def test_battery_same_set_or_different_colours_scores_nothing():
    g = artifacts_game({"Alice": {"board": {"green": [BATTERY]}, "hand": ["Archery", "Oars"]}, "Bob": {}})
    play(g, BATTERY, ["Oars", "Archery"])  # the only order question: both cards are forced
    assert moved(g, "meld") == ["Oars", "Archery"] and moved(g, "score") == []
    g = artifacts_game({"Alice": {"board": {"green": [BATTERY]}, "hand": ["Archery", "Sibidu Needle"]}, "Bob": {}})
    play(g, BATTERY)
    assert sorted(moved(g, "meld")) == ["Archery", "Sibidu Needle"] and moved(g, "score") == []


def test_battery_one_card_is_melded_alone():
    g = artifacts_game({"Alice": {"board": {"green": [BATTERY]}, "hand": ["Archery"]}, "Bob": {}})
    play(g, BATTERY)
    assert moved(g, "meld") == ["Archery"] and moved(g, "score") == []


def test_battery_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"green": [BATTERY]}}, "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Tools"]}},
        supply={2: ["Calendar"]},
    )
    play(g, BATTERY)
    assert cards(g, "Bob", "blue") == ["Tools"] and granted(g) == [True] and P(g, "Alice").hand == ["Calendar"]


# -- Chronicle of Zuo ---------------------------------------------------------------------------------------------

ZUO = "Chronicle of Zuo"


def test_zuo_the_least_of_each_icon_draws_its_card_ties_included():
    # Alice: 0 castles, 1 crown, 2 lightbulbs; Bob: 1, 2, 2. Bob (tied on lightbulbs) shares and draws a 4.
    g = artifacts_game(
        {"Alice": {"board": {"red": [ZUO]}}, "Bob": {"board": {"blue": ["Tools"], "green": ["Sailing"]}}},
        supply={2: ["Calendar", "Mathematics"], 3: ["Optics"], 4: ["Anatomy", "Perspective"]},
    )
    play(g, ZUO)
    assert P(g, "Bob").hand == ["Anatomy"]
    assert P(g, "Alice").hand == ["Calendar", "Optics", "Perspective", "Mathematics"]  # the last: the free draw
    assert granted(g) == [True]


def test_zuo_not_the_least_of_anything_draws_nothing():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [ZUO], "yellow": ["Masonry"], "green": ["Sailing"]}},
            "Bob": {"board": {"blue": ["Pottery"]}},
        }
    )
    play(g, ZUO)
    assert moved(g, "draw") == []


def test_zuo_compares_with_teammates_too():
    # Ruling: every other player is compared. Carol, Alice's teammate, has no castle: Alice is not the least.
    players = {
        "Alice": {"board": {"red": [ZUO], "yellow": ["Domestication"]}},
        "Bob": {"board": {"yellow": ["Masonry"]}},
        "Carol": {"board": {"red": ["Optics"]}},
        "Dave": {"board": {"purple": ["Mysticism"]}},
    }
    g = artifacts_game(players, teams=TEAMS)
    play(g, ZUO)
    assert moved(g, "draw") == []
    players["Carol"] = {"board": {"red": ["Metalworking"]}}
    g = artifacts_game(players, teams=TEAMS, supply={2: ["Calendar"]})
    play(g, ZUO)
    assert P(g, "Alice").hand == ["Calendar"]


# -- Cyrus Cylinder -----------------------------------------------------------------------------------------------

CYRUS = "Cyrus Cylinder"


def test_cyrus_executes_another_top_purple_card_then_splays_a_pile_on_any_board():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [CYRUS]}},
            "Bob": {"board": {"purple": ["Mysticism"], "red": ["Archery", "Metalworking"]}},
        },
        supply={1: ["Tools"]},
    )
    play(g, CYRUS)  # both choices are forced: one other purple card, one pile that can splay left
    nested(g, "Mysticism", "Alice", CYRUS)
    assert P(g, "Alice").hand == ["Tools"]  # Mysticism: a blue 1 matches nothing on Alice's board
    assert P(g, "Bob").pile("red").splay == "left"


def test_cyrus_choices_of_card_and_pile():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [CYRUS, "Code of Laws"]}},
            "Bob": {"board": {"purple": ["Mysticism"], "red": ["Archery", "Metalworking"]}},
            "Carol": {
                "board": {"purple": ["City States"], "red": {"cards": ["Oars", "Construction"], "splay": "left"}}
            },
        },
        supply={1: ["Tools"]},
    )
    start(g, CYRUS)
    assert g.pending.options == ["Mysticism", "City States"]
    step(g, "City States")  # a demand only: nothing to execute
    assert g.pending.options == [CYRUS, "Archery"]  # Carol's red is splayed left already
    step(g, CYRUS)
    done(g)
    assert P(g, "Alice").pile("purple").splay == "left" and P(g, "Bob").pile("red").splay is None
    nested(g, "City States", "Alice", CYRUS, empty=True)


def test_cyrus_nothing_to_execute_nothing_to_splay():
    g = artifacts_game({"Alice": {"board": {"purple": [CYRUS]}}, "Bob": {"board": {"red": ["Archery"]}}})
    play(g, CYRUS)
    assert [e for e in g.events if e.kind in ("splay", "decision")] == []
    assert len([e for e in g.events if e.kind == "card"]) == 1


def test_cyrus_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [CYRUS]}}, "Bob": {"board": {"blue": ["Writing"], "red": ["Archery", "Oars"]}}},
        supply={2: ["Calendar"]},
    )
    play(g, CYRUS)  # Bob splays his own red left; nothing is left for Alice to splay
    assert who(g, "splay") == ["Bob"] and granted(g) == [True] and P(g, "Alice").hand == ["Calendar"]


# -- Dead Sea Scrolls ---------------------------------------------------------------------------------------------

SCROLLS = "Dead Sea Scrolls"


def test_scrolls_draws_an_artifact_of_the_highest_top_value():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [SCROLLS], "blue": ["Translation"]}}, "Bob": {}}, artifacts={3: ["Excalibur"]}
    )
    play(g, SCROLLS)
    assert P(g, "Alice").hand == ["Excalibur"]


def test_scrolls_an_empty_artifact_pile_gives_a_base_card():
    twos = [c for c in CARDS_BY_SET["artifacts"][2] if c != SCROLLS]
    g = artifacts_game({"Alice": {"board": {"purple": [SCROLLS]}}, "Bob": {}}, removed=twos, supply={2: ["Calendar"]})
    play(g, SCROLLS)
    assert P(g, "Alice").hand == ["Calendar"]


def test_scrolls_with_yamato_on_top_draws_an_11_and_ends_the_game():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [SCROLLS], "red": ["Battleship Yamato"]}, "score": ["Tools"]}, "Bob": {}}
    )
    play(g, SCROLLS)
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


def test_scrolls_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [SCROLLS]}}, "Bob": {"board": {"yellow": ["Masonry"]}}},
        artifacts={1: ["Sibidu Needle"]},
    )
    play(g, SCROLLS)
    assert P(g, "Bob").hand == ["Sibidu Needle"] and granted(g) == [True]


# -- Holy Grail ---------------------------------------------------------------------------------------------------

GRAIL = "Holy Grail"


def test_grail_returns_a_card_and_claims_an_achievement_of_its_value():
    g = artifacts_game({"Alice": {"board": {"yellow": [GRAIL]}, "hand": ["Construction", "Tools"]}, "Bob": {}})
    start(g, GRAIL)
    assert g.pending.options == ["Construction", "Tools"]
    step(g, "Construction")
    done(g)
    assert returned_to_bottom(g, 2) == "Construction" and achievement_ages(g, "Alice") == [2]


def test_grail_no_achievement_of_that_value_or_an_empty_hand():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [GRAIL]}, "hand": ["Construction"]}, "Bob": {"achievements": [2]}}
    )
    play(g, GRAIL)
    assert moved(g, "return") == ["Construction"] and P(g, "Alice").achievements == []
    g = artifacts_game({"Alice": {"board": {"yellow": [GRAIL]}}, "Bob": {}})
    play(g, GRAIL)
    assert moved(g, "return") == [] and P(g, "Alice").achievements == []


def test_grail_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [GRAIL]}}, "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}},
        supply={2: ["Calendar"]},
    )
    play(g, GRAIL)
    assert achievement_ages(g, "Bob") == [1] and granted(g) == [True] and P(g, "Alice").hand == ["Calendar"]


# -- Holy Lance ---------------------------------------------------------------------------------------------------

LANCE = "Holy Lance"


def test_lance_a_chosen_top_artifact_goes_to_my_board():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [LANCE]}},
            "Bob": {"board": {"blue": ["Sibidu Needle"], "red": ["Holmegaard Bows"], "yellow": ["Masonry"]}},
        }
    )
    start(g, LANCE)
    assert g.pending.player == "Bob" and g.pending.options == ["Sibidu Needle", "Holmegaard Bows"]
    step(g, "Holmegaard Bows")
    done(g)
    assert cards(g, "Alice", "red") == ["Holmegaard Bows"] and not g.over


def test_lance_no_top_artifact_and_nobody_compelled():
    g = artifacts_game({"Alice": {"board": {"green": [LANCE]}}, "Bob": {"board": {"yellow": ["Masonry"]}}})
    play(g, LANCE)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == []
    g = artifacts_game({"Alice": {"board": {"green": [LANCE]}}, "Bob": {"board": {"red": ["Holmegaard Bows"]}}})
    play(g, LANCE)
    assert compelled(g) == [] and moved(g, "transfer") == []


def test_lance_two_compelled_in_turn_order_never_a_teammate():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [LANCE]}},
            "Bob": {"board": {"blue": ["Sibidu Needle"]}},
            "Carol": {"board": {"purple": ["Mask of Warka"]}},
            "Dave": {"board": {"green": ["Priest-King"]}},
        },
        teams=TEAMS,
    )
    play(g, LANCE)
    assert compelled(g) == ["Bob", "Dave"]
    assert who_moved(g, "transfer") == [("Bob", "Sibidu Needle"), ("Dave", "Priest-King")]
    assert cards(g, "Carol", "purple") == ["Mask of Warka"]


def test_lance_taking_the_grail_wins():
    g = artifacts_game(
        {"Alice": {"board": {"green": [LANCE]}}, "Bob": {"board": {"yellow": [GRAIL], "red": ["Metalworking"]}}}
    )
    play(g, LANCE)
    assert cards(g, "Alice", "yellow") == [GRAIL]
    assert g.over and g.result.reason == "dogma" and g.result.winners == ("Alice",)


def test_lance_a_teammate_sharing_with_the_grail_wins_for_the_team():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [LANCE]}},
            "Bob": {},
            "Carol": {"board": {"yellow": [GRAIL], "red": ["Metalworking"]}},
            "Dave": {},
        },
        teams=TEAMS,
    )
    play(g, LANCE)
    assert g.over and set(g.result.winners) == {"Alice", "Carol"}


# -- Rosetta Stone ------------------------------------------------------------------------------------------------

ROSETTA = "Rosetta Stone"


def test_rosetta_draws_two_of_a_set_melds_one_and_gives_the_other_to_an_opponent():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [ROSETTA]}}, "Bob": {}, "Carol": {}}, artifacts={2: [GRAIL, "Terracotta Army"]}
    )
    start(g, ROSETTA)
    assert g.pending.options == ["base", "artifacts"]
    step(g, "artifacts")
    assert g.pending.options == [GRAIL, "Terracotta Army"]
    step(g, "Terracotta Army")
    assert g.pending.kind == "player" and g.pending.options == ["Bob", "Carol"]
    step(g, "Carol")
    done(g)
    assert cards(g, "Alice", "yellow") == ["Terracotta Army"] and cards(g, "Carol", "yellow") == [GRAIL]
    assert moved(g, "transfer") == [GRAIL] and P(g, "Alice").hand == []


def test_rosetta_base_set_and_only_opponents_receive():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [ROSETTA]}}, "Bob": {}, "Carol": {}, "Dave": {}},
        teams=TEAMS,
        supply={2: ["Calendar", "Currency"]},
    )
    start(g, ROSETTA)
    step(g, "base")
    step(g, "Currency")
    assert g.pending.options == ["Bob", "Dave"]  # Carol is a teammate
    step(g, "Dave")
    assert cards(g, "Alice", "green") == ["Currency"] and cards(g, "Dave", "blue") == ["Calendar"]


def test_rosetta_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [ROSETTA]}}, "Bob": {"board": {"yellow": ["Masonry"]}}},
        supply={2: ["Calendar", "Currency", "Fermenting", "Mathematics"]},
    )
    play(g, ROSETTA, "base", "Calendar", "base", "Fermenting")  # each player's one opponent is forced
    assert cards(g, "Alice", "green") == ["Currency"] and cards(g, "Alice", "yellow") == ["Fermenting"]
    assert cards(g, "Bob", "blue") == ["Calendar", "Mathematics"] and granted(g) == [True]


# -- Seikilos Epitaph ---------------------------------------------------------------------------------------------

SEIKILOS = "Seikilos Epitaph"


def test_seikilos_melds_the_bottom_card_of_the_drawn_colour_and_executes_it():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [SEIKILOS], "green": ["Sailing"]}}, "Bob": {}},
        supply={3: ["Compass"], 1: ["Tools"]},
    )
    play(g, SEIKILOS)
    assert moved(g, "meld") == ["Compass", "Sailing", "Tools"]  # Sailing itself draws and melds Tools
    assert cards(g, "Alice", "green") == ["Compass", "Sailing"] and cards(g, "Alice", "blue") == [SEIKILOS, "Tools"]
    nested(g, "Sailing", "Alice", SEIKILOS)


def test_seikilos_a_drawn_card_alone_in_its_colour_is_the_one_executed():
    # Ruling: "its" is the bottom card just melded; the drawn card is that card and is not melded twice.
    g = artifacts_game({"Alice": {"board": {"blue": [SEIKILOS]}}, "Bob": {}}, supply={3: ["Education"]})
    play(g, SEIKILOS)
    assert moved(g, "meld") == ["Education"] and cards(g, "Alice", "purple") == ["Education"]
    nested(g, "Education", "Alice", SEIKILOS, empty=False)


def test_seikilos_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [SEIKILOS]}}, "Bob": {"board": {"blue": ["Pottery"]}}},
        supply={3: ["Education", "Feudalism"]},
    )
    play(g, SEIKILOS)
    assert cards(g, "Bob", "purple") == ["Education"] and granted(g) == [True]


# -- Terracotta Army ----------------------------------------------------------------------------------------------

ARMY = "Terracotta Army"


def test_army_compelled_returns_a_top_card_without_a_castle_then_shares_the_score():
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [ARMY]}},
            "Bob": {"board": {"red": ["Optics"], "green": ["Sailing"], "blue": ["Tools"]}, "hand": ["Writing", "Oars"]},
        },
        supply={1: ["Pottery"]},
    )
    start(g, ARMY)
    assert g.pending.player == "Bob" and g.pending.options == ["Optics", "Sailing"]
    step(g, "Optics")
    done(g)
    assert returned_to_bottom(g, 3) == "Optics"
    assert P(g, "Bob").score == ["Writing"] and granted(g) == [True]  # Oars has a castle


def test_army_nobody_compelled_and_two_compelled_never_a_teammate():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [ARMY]}, "hand": ["Tools", "Writing"]}, "Bob": {"board": {"green": ["Sailing"]}}}
    )
    play(g, ARMY)
    assert compelled(g) == [] and moved(g, "return") == [] and P(g, "Alice").score == ["Writing"]
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [ARMY]}},
            "Bob": {"board": {"red": ["Optics"]}},
            "Carol": {"board": {"green": ["Compass"], "blue": ["Translation"]}},
            "Dave": {"board": {"blue": ["Writing"], "green": ["Sailing"], "red": ["Oars"]}},
        },
        teams=TEAMS,
    )
    play(g, ARMY, "Sailing")
    assert compelled(g) == ["Bob", "Dave"] and who_moved(g, "return") == [("Bob", "Optics"), ("Dave", "Sailing")]
    assert cards(g, "Carol", "green") == ["Compass"]


def test_army_every_top_card_has_a_castle_and_no_castle_free_card_in_hand():
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [ARMY]}, "hand": ["Archery"]},
            "Bob": {"board": {"red": ["Oars"], "purple": ["City States"]}},
        }
    )
    play(g, ARMY)
    assert compelled(g) == ["Bob"] and moved(g, "return") == [] and moved(g, "score") == []
