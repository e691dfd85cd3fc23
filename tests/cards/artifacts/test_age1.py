"""Artifacts, age 1: every card's branches — each choice, the "nothing happens" cases, compels against none, one
and two compelled opponents (never a teammate), repeats that end, wins, and the sharing bonus granted or not."""

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
    plan,
    play,
    returned_to_bottom,
    start,
    step,
    who,
    who_moved,
)


def decisions(g, kind=None):
    return [e for e in g.events if e.kind == "decision" and (kind is None or e.data["kind"] == kind)]


def artifacts_bottom(g, age):
    return g.state.supplies["artifacts"][age - 1][0]


# -- Ark of the Covenant ------------------------------------------------------------------------------------------

ARK = "Ark of the Covenant"


def test_ark_takes_the_colour_from_every_board_without_a_top_artifact_then_goes_to_hand():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [ARK], "red": ["Road Building"]}, "hand": ["Archery"]},
            "Bob": {"board": {"red": ["Optics", "Engineering"]}},
            "Carol": {"board": {"red": ["Holmegaard Bows"], "yellow": ["Agriculture"]}},
        }
    )
    play(g, ARK)
    assert moved(g, "return") == ["Archery"]
    # Bob has no top Artifact: his whole red pile goes, top first; Carol's top Holmegaard Bows protects her, and
    # Alice is protected by the Ark itself (read before it moves).
    assert who_moved(g, "transfer")[:2] == [("Alice", "Optics"), ("Alice", "Engineering")]
    assert P(g, "Alice").score == ["Optics", "Engineering"] and cards(g, "Bob", "red") == []
    assert cards(g, "Carol", "red") == ["Holmegaard Bows"] and cards(g, "Alice", "red") == ["Road Building"]
    assert P(g, "Alice").hand == [ARK] and cards(g, "Alice", "purple") == []


def test_ark_the_returned_card_is_chosen():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [ARK]}, "hand": ["Archery", "Tools"]},
            "Bob": {"board": {"red": ["Optics"], "blue": ["Writing"]}},
        }
    )
    start(g, ARK)
    assert g.pending.options == ["Archery", "Tools"]
    step(g, "Tools")
    assert P(g, "Alice").score == ["Writing"] and cards(g, "Bob", "red") == ["Optics"]


def test_ark_from_display_your_own_board_loses_the_colour_too():
    # The free dogma: Alice has no top Artifact (the Ark is on display), so her own red goes with Bob's; the Ark
    # is on no board, so it stays on display and the free action returns it.
    g = artifacts_game(
        {"Alice": {"board": {"red": ["Oars"]}, "hand": ["Archery"]}, "Bob": {"board": {"red": ["Optics"]}}},
        display={"Alice": ARK},
        free_action=True,
    )
    play(g, ARK)
    assert sorted(P(g, "Alice").score) == ["Oars", "Optics"] and P(g, "Alice").hand == []
    assert P(g, "Alice").display is None and artifacts_bottom(g, 1) == ARK


def test_ark_with_an_empty_hand_only_takes_itself_back():
    # Ruling: the last sentence does not depend on the return.
    g = artifacts_game({"Alice": {"board": {"purple": [ARK]}}, "Bob": {"board": {"red": ["Optics"]}}})
    play(g, ARK)
    assert moved(g, "return") == [] and cards(g, "Bob", "red") == ["Optics"]
    assert P(g, "Alice").hand == [ARK]


def test_ark_shared_the_sharer_takes_the_ark_and_earns_the_free_draw():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [ARK]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Sailing"]},
        },
        supply={1: ["Writing"]},
    )
    play(g, ARK)
    assert plan(g)["sharers"] == ["Bob"]
    assert P(g, "Bob").hand == [ARK]  # "your hand" is the sharer's
    assert who(g, "return") == ["Bob", "Alice"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Writing"]


def test_ark_shared_without_change_earns_nothing():
    g = artifacts_game(
        {"Alice": {"hand": ["Archery"]}, "Bob": {"board": {"yellow": ["Masonry"]}}},
        display={"Alice": ARK},
        free_action=True,
    )
    play(g, ARK)
    assert plan(g)["sharers"] == ["Bob"] and granted(g) == [False]


# -- Basur Hoyuk Tokens -------------------------------------------------------------------------------------------

BASUR = "Basur Hoyuk Tokens"


def test_basur_returns_the_drawn_card_and_the_score_pile_when_the_top_card_comes_first():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [BASUR]}, "score": ["Tools", "Writing", "Calendar"]}, "Bob": {}},
        supply={4: ["Experimentation"]},
    )
    start(g, BASUR)  # Basur Hoyuk Tokens comes before Experimentation
    assert moved(g, "reveal") == ["Experimentation"]
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Tools", "Writing"]
    step(g, ["Writing", "Tools"])
    done(g)
    assert moved(g, "return") == ["Experimentation", "Writing", "Tools", "Calendar"]
    assert P(g, "Alice").score == [] and P(g, "Alice").hand == [] and returned_to_bottom(g, 1) == "Tools"


def test_basur_keeps_the_card_when_the_top_card_comes_later_or_is_missing():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [BASUR], "yellow": ["Masonry"]}, "score": ["Tools"]}, "Bob": {}},
        supply={4: ["Anatomy"]},
    )
    play(g, BASUR)  # Masonry comes after Anatomy
    assert P(g, "Alice").hand == ["Anatomy"] and P(g, "Alice").score == ["Tools"]
    g = artifacts_game({"Alice": {"board": {"blue": [BASUR]}, "score": ["Tools"]}, "Bob": {}}, supply={4: ["Anatomy"]})
    play(g, BASUR)  # no yellow top card
    assert P(g, "Alice").hand == ["Anatomy"] and moved(g, "return") == []


def test_basur_compares_with_the_top_card_of_the_drawn_colour():
    # Colonialism is red: Alice's top red Archery comes before it (title order, as for the first player).
    g = artifacts_game(
        {"Alice": {"board": {"blue": [BASUR], "red": ["Archery"]}}, "Bob": {}}, supply={4: ["Colonialism"]}
    )
    play(g, BASUR)
    assert moved(g, "return") == ["Colonialism"]


def test_basur_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [BASUR]}}, "Bob": {"board": {"green": ["Clothing"]}}},
        supply={4: ["Anatomy", "Perspective"], 1: ["Oars"]},
    )
    play(g, BASUR)
    assert P(g, "Bob").hand == ["Anatomy"] and granted(g) == [True]
    assert P(g, "Alice").hand == ["Perspective", "Oars"]


# -- Dancing Girl -------------------------------------------------------------------------------------------------

DG = "Dancing Girl"
LIGHT = {"blue": ["Tools"], "purple": ["Philosophy"]}  # 5 lightbulbs: compelled by Dancing Girl's 3


def test_dancing_girl_visits_every_board_and_wins():
    g = artifacts_game({"Alice": {"board": {"yellow": [DG]}}, "Bob": {"board": LIGHT}})
    play(g, DG)
    assert compelled(g) == ["Bob"] and cards(g, "Bob", "yellow") == [DG]
    assert g.over and g.result.reason == "dogma" and g.result.winners == ("Alice",)


def test_dancing_girl_nobody_compelled_no_win():
    g = artifacts_game({"Alice": {"board": {"yellow": [DG]}}, "Bob": {"board": {"blue": ["Writing"]}}})
    play(g, DG)
    assert compelled(g) == [] and cards(g, "Alice", "yellow") == [DG] and not g.over


def test_dancing_girl_must_reach_every_board():
    # Carol has too few lightbulbs: the girl never reaches her board, so nobody wins; Bob's share changed nothing.
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [DG]}}, "Bob": {"board": LIGHT}, "Carol": {"board": {"green": ["Sailing"]}}}
    )
    play(g, DG)
    assert compelled(g) == ["Bob"] and cards(g, "Bob", "yellow") == [DG] and not g.over
    assert granted(g) == [False]  # a compel never earns the free draw


def test_dancing_girl_two_compelled_in_turn_order_then_wins():
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [DG]}},
            "Bob": {"board": LIGHT},
            "Carol": {"board": {"blue": ["Writing"], "green": ["Paper"]}},
        }
    )
    play(g, DG)
    assert who_moved(g, "transfer") == [("Bob", DG), ("Carol", DG)] and cards(g, "Carol", "yellow") == [DG]
    assert g.over and g.result.winners == ("Alice",)


def test_dancing_girl_never_reaches_a_teammate():
    # Carol is Alice's teammate: never compelled, so the girl cannot visit every board.
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [DG]}},
            "Bob": {"board": LIGHT},
            "Carol": {"board": {"blue": ["Mathematics"], "purple": ["Education"]}},
            "Dave": {"board": {"blue": ["Writing"], "green": ["Paper"]}},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    play(g, DG)
    assert compelled(g) == ["Bob", "Dave"] and cards(g, "Dave", "yellow") == [DG]
    assert not g.over


def test_dancing_girl_from_display_never_started_on_a_board():
    # Ruling: the compel moves it from the display; it then stays on Bob's board (nothing to return).
    g = artifacts_game({"Alice": {}, "Bob": {"board": LIGHT}}, display={"Alice": DG}, free_action=True)
    play(g, DG)
    assert cards(g, "Bob", "yellow") == [DG] and P(g, "Alice").display is None and not g.over


# -- Electrum Stater of Efesos ------------------------------------------------------------------------------------

ELECTRUM = "Electrum Stater of Efesos"


def test_electrum_melds_new_colours_and_repeats_until_a_colour_you_have():
    g = artifacts_game(
        {"Alice": {"board": {"green": [ELECTRUM]}}, "Bob": {}}, supply={3: ["Optics", "Translation", "Compass"]}
    )
    play(g, ELECTRUM)
    assert moved(g, "reveal") == ["Optics", "Translation", "Compass"]
    assert moved(g, "meld") == ["Optics", "Translation"] and P(g, "Alice").hand == ["Compass"]


def test_electrum_first_card_of_a_colour_you_have_stays_in_hand():
    g = artifacts_game({"Alice": {"board": {"green": [ELECTRUM]}}, "Bob": {}}, supply={3: ["Paper"]})
    play(g, ELECTRUM)
    assert moved(g, "meld") == [] and P(g, "Alice").hand == ["Paper"]


def test_electrum_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"green": [ELECTRUM]}}, "Bob": {"board": {"green": ["Sailing"]}}},
        supply={3: ["Paper", "Compass"], 1: ["Oars"]},
    )
    play(g, ELECTRUM)
    assert P(g, "Bob").hand == ["Paper"] and granted(g) == [True] and P(g, "Alice").hand == ["Compass", "Oars"]


# -- Holmegaard Bows ----------------------------------------------------------------------------------------------

BOWS = "Holmegaard Bows"


def test_bows_the_highest_castle_card_with_a_tie_choice():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [BOWS]}},
            "Bob": {"board": {"red": ["Construction"], "yellow": ["Fermenting"], "green": ["Clothing"]}},
        },
        supply={2: ["Calendar", "Mathematics"]},
    )
    start(g, BOWS)
    assert g.pending.player == "Bob" and g.pending.options == ["Construction", "Fermenting"]  # two 2s
    step(g, "Fermenting")
    assert P(g, "Alice").hand[0] == "Fermenting" and cards(g, "Bob", "yellow") == []


def test_bows_no_castle_top_card_gives_nothing():
    g = artifacts_game(
        {"Alice": {"board": {"red": [BOWS]}}, "Bob": {"board": {"green": ["Clothing"]}}},
        supply={2: ["Calendar", "Mathematics"]},
    )
    play(g, BOWS)
    assert compelled(g) == ["Bob"] and moved(g, "transfer") == []


def test_bows_two_compelled_and_none():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [BOWS]}},
            "Bob": {"board": {"green": ["Clothing"], "blue": ["Tools"]}},
            "Carol": {"board": {"blue": ["Pottery"], "red": ["Oars"]}},
        },
        supply={2: ["Calendar", "Mathematics", "Philosophy"]},
    )
    play(g, BOWS)
    assert who_moved(g, "transfer") == [("Bob", "Tools"), ("Carol", "Oars")]
    g = artifacts_game(
        {"Alice": {"board": {"red": [BOWS]}}, "Bob": {"board": {"red": ["Oars"]}}}, supply={2: ["Calendar"]}
    )
    play(g, BOWS)
    assert compelled(g) == [] and moved(g, "transfer") == [] and P(g, "Alice").hand == ["Calendar"]


# -- Jiskairumoko Necklace ----------------------------------------------------------------------------------------

NECKLACE = "Jiskairumoko Necklace"
CASTLES = {"yellow": ["Masonry"]}  # 3 castles: compelled by the Necklace's 2


def test_necklace_returned_score_card_takes_an_achievement_of_its_value():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}},
            "Bob": {"board": CASTLES, "score": ["Agriculture", "Calendar"], "achievements": [1]},
        }
    )
    start(g, NECKLACE)
    assert g.pending.player == "Bob" and g.pending.options == ["Agriculture", "Calendar"]
    step(g, "Agriculture")
    assert returned_to_bottom(g, 1) == "Agriculture"
    assert achievement_ages(g, "Alice") == [1] and P(g, "Bob").achievements == []
    taken = P(g, "Alice").achievements[0]  # a standard achievement: nobody reads its title, not even its owners
    assert not any(taken in line for name in ("Alice", "Bob") for line in g.log(name))


def test_necklace_no_achievement_of_that_value_or_no_score_card():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}},
            "Bob": {"board": CASTLES, "score": ["Calendar"], "achievements": [1]},
        }
    )
    play(g, NECKLACE)
    assert moved(g, "return") == ["Calendar"] and achievement_ages(g, "Bob") == [1] and P(g, "Alice").achievements == []
    g = artifacts_game({"Alice": {"board": {"green": [NECKLACE]}}, "Bob": {"board": CASTLES, "achievements": [1]}})
    play(g, NECKLACE)
    assert moved(g, "return") == [] and achievement_ages(g, "Bob") == [1]


def test_necklace_never_takes_a_relic_or_a_special_achievement():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}},
            "Bob": {"board": CASTLES, "score": ["Experimentation"], "achievements": ["Complex Numbers", "Monument"]},
        },
        relics=True,
    )
    play(g, NECKLACE)
    assert P(g, "Bob").achievements == ["Complex Numbers", "Monument"] and P(g, "Alice").achievements == []


def test_necklace_two_compelled_in_turn_order_never_a_teammate_or_a_weaker_opponent():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}},
            "Bob": {"board": CASTLES, "score": ["Tools"], "achievements": [1]},
            "Carol": {"board": {"red": ["Metalworking"]}, "score": ["Oars"], "achievements": [2]},
            "Dave": {"board": {"red": ["Road Building"]}, "score": ["Writing"], "achievements": [3]},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    play(g, NECKLACE)
    assert compelled(g) == ["Bob", "Dave"]  # Carol (a teammate) has castles enough but is never compelled
    assert who(g, "return") == ["Bob", "Dave"] and achievement_ages(g, "Alice") == [1]
    assert achievement_ages(g, "Dave") == [3] and P(g, "Carol").score == ["Oars"]
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}},
            "Bob": {"board": {"green": ["Clothing"]}, "score": ["Tools"], "achievements": [1]},
        }
    )
    play(g, NECKLACE)
    assert compelled(g) == [] and moved(g, "return") == []


def test_necklace_an_achievement_moved_by_transfer_can_win():
    g = artifacts_game(
        {
            "Alice": {"board": {"green": [NECKLACE]}, "achievements": [2, 3, 4, 5, 6, 7]},
            "Bob": {"board": CASTLES, "score": ["Tools"], "achievements": [1]},
        }
    )
    play(g, NECKLACE)
    assert g.over and g.result.reason == "achievements" and g.result.winners == ("Alice",)


# -- Lurgan Canoe -------------------------------------------------------------------------------------------------

CANOE = "Lurgan Canoe"


def test_canoe_scores_the_rest_of_the_colour_and_repeats_until_nothing_is_scored():
    g = artifacts_game({"Alice": {"board": {"yellow": [CANOE]}, "hand": ["Agriculture", "Tools"]}, "Bob": {}})
    start(g, CANOE)
    assert g.pending.options == ["Agriculture", "Tools"]
    step(g, "Agriculture")  # covers the Canoe, which is scored: repeat; Tools (a new colour) scores nothing
    done(g)
    assert moved(g, "meld") == ["Agriculture", "Tools"] and P(g, "Alice").score == [CANOE]
    assert cards(g, "Alice", "yellow") == ["Agriculture"]


def test_canoe_stops_when_the_hand_is_empty_and_scores_a_whole_pile():
    blue = {"cards": ["Pottery", "Tools"], "splay": "left"}
    g = artifacts_game({"Alice": {"board": {"yellow": [CANOE], "blue": blue}, "hand": ["Writing"]}, "Bob": {}})
    play(g, CANOE)
    assert sorted(P(g, "Alice").score) == ["Pottery", "Tools"] and cards(g, "Alice", "blue") == ["Writing"]
    assert P(g, "Alice").pile("blue").splay is None


def test_canoe_empty_hand_does_nothing_and_a_shared_canoe_earns_the_draw():
    g = artifacts_game({"Alice": {"board": {"yellow": [CANOE]}}, "Bob": {}})
    play(g, CANOE)
    assert moved(g, "meld") == [] and granted(g) == [False]
    g = artifacts_game(
        {
            "Alice": {"board": {"yellow": [CANOE]}},
            "Bob": {"board": {"purple": ["City States", "Code of Laws"], "green": ["Sailing"]}, "hand": ["Mysticism"]},
        },
        supply={1: ["Oars"]},
    )
    play(g, CANOE)
    assert P(g, "Bob").score == ["Code of Laws", "City States"] and granted(g) == [True]


# -- Mask of Warka ------------------------------------------------------------------------------------------------

MASK = "Mask of Warka"


def test_mask_only_you_reveal_return_and_claim_each_value():
    g = artifacts_game(
        {
            "Alice": {"board": {"purple": [MASK]}, "hand": ["Archery", "Oars", "Construction", "Tools"]},
            "Bob": {"hand": ["Writing"]},
        }
    )
    start(g, MASK)
    assert g.pending.kind == "color"
    step(g, "red")
    assert who_moved(g, "reveal") == [("Alice", "Archery"), ("Alice", "Oars"), ("Alice", "Construction")]
    assert g.pending.kind == "order"  # the two 1s go under the same pile
    step(g, ["Oars", "Archery"])
    done(g)
    assert P(g, "Alice").hand == ["Tools"] and achievement_ages(g, "Alice") == [1, 2]


def test_mask_another_player_reveals_so_nothing_is_returned():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [MASK]}, "hand": ["Archery"]}, "Bob": {"hand": ["Oars", "Writing"]}}
    )
    play(g, MASK, "red")
    assert who_moved(g, "reveal") == [("Alice", "Archery"), ("Bob", "Oars")]
    assert moved(g, "return") == [] and P(g, "Alice").achievements == []


def test_mask_you_reveal_nothing_or_the_achievement_is_gone():
    g = artifacts_game({"Alice": {"board": {"purple": [MASK]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, MASK, "red")
    assert moved(g, "reveal") == [] and moved(g, "return") == []
    g = artifacts_game(
        {"Alice": {"board": {"purple": [MASK]}, "hand": ["Archery", "Construction"]}, "Bob": {"achievements": [1]}}
    )
    play(g, MASK, "red")
    assert achievement_ages(g, "Alice") == [2]  # no 1 is available any more


def test_mask_shared_reveal_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [MASK]}, "hand": ["Tools"]}, "Bob": {"board": CASTLES, "hand": ["Oars"]}},
        supply={1: ["Writing"]},
    )
    play(g, MASK, "red", "blue")  # Bob (sharing) names red first: only he reveals, so he claims the 1
    assert achievement_ages(g, "Bob") == [1] and P(g, "Alice").achievements == [] and granted(g) == [True]


# -- Papyrus of Ani -----------------------------------------------------------------------------------------------

PAPYRUS = "Papyrus of Ani"


def test_papyrus_purple_draw_is_melded_and_executed():
    g = artifacts_game(
        {"Alice": {"board": {"red": [PAPYRUS]}, "hand": ["Mysticism"]}, "Bob": {}},
        artifacts={3: ["Necronomicon"]},
        supply={3: ["Translation"], 9: ["Genetics"]},
    )
    start(g, PAPYRUS)
    assert g.pending.kind == "choice" and g.pending.options == ["base", "artifacts"]
    step(g, "artifacts")
    done(g)
    assert returned_to_bottom(g, 1) == "Mysticism" and cards(g, "Alice", "purple") == ["Necronomicon"]
    # Necronomicon, executed alone: draws and reveals Translation (blue), so draws a 9.
    inside = nested(g, "Necronomicon", "Alice", PAPYRUS)
    assert [e.cards for e in inside if e.kind == "reveal"] == [("Translation",)]
    assert P(g, "Alice").hand == ["Translation", "Genetics"]


def test_papyrus_other_colour_stays_and_no_purple_card_does_nothing():
    g = artifacts_game(
        {"Alice": {"board": {"red": [PAPYRUS]}, "hand": ["Mysticism"]}, "Bob": {}}, supply={3: ["Optics"]}
    )
    play(g, PAPYRUS, "base")
    assert moved(g, "reveal") == ["Optics"] and P(g, "Alice").hand == ["Optics"] and moved(g, "meld") == []
    g = artifacts_game({"Alice": {"board": {"red": [PAPYRUS]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, PAPYRUS)
    assert decisions(g) == [] and P(g, "Alice").hand == ["Tools"]


def test_papyrus_shared_earns_the_free_draw():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": [PAPYRUS]}},
            "Bob": {"board": {"green": ["Clothing"], "blue": ["Pottery"]}, "hand": ["City States"]},
        },
        supply={3: ["Optics"], 1: ["Oars"]},
    )
    play(g, PAPYRUS, "base")
    assert P(g, "Bob").hand == ["Optics"] and granted(g) == [True] and P(g, "Alice").hand == ["Oars"]


# -- Pavlovian Tusk -----------------------------------------------------------------------------------------------

TUSK = "Pavlovian Tusk"


def test_tusk_draws_three_of_the_green_value_returns_one_scores_one():
    g = artifacts_game(
        {"Alice": {"board": {"red": [TUSK], "green": ["Mapmaking"]}}, "Bob": {}},
        supply={2: ["Calendar", "Mathematics", "Philosophy"]},
    )
    start(g, TUSK)
    assert g.pending.options == ["Calendar", "Mathematics", "Philosophy"]
    step(g, "Mathematics")
    assert g.pending.options == ["Calendar", "Philosophy"]
    step(g, "Philosophy")
    done(g)
    assert returned_to_bottom(g, 2) == "Mathematics" and P(g, "Alice").score == ["Philosophy"]
    assert P(g, "Alice").hand == ["Calendar"]
    # Bob reads every one of these by age only.
    log = "\n".join(g.log("Bob"))
    assert not any(c in log for c in ("Calendar", "Mathematics", "Philosophy"))


def test_tusk_without_a_green_top_card_draws_1s():
    g = artifacts_game({"Alice": {"board": {"red": [TUSK]}}, "Bob": {}}, supply={1: ["Oars", "Tools", "Writing"]})
    play(g, TUSK, "Oars", "Tools")
    assert P(g, "Alice").hand == ["Writing"] and P(g, "Alice").score == ["Tools"]


def test_tusk_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"red": [TUSK]}}, "Bob": {"board": {"green": ["Sailing"]}}},
        supply={1: ["Oars", "Tools", "Writing", "Archery", "Pottery", "Clothing", "Agriculture"]},
    )
    play(g, TUSK, "Oars", "Tools", "Archery", "Pottery")
    assert who(g, "score") == ["Bob", "Alice"] and granted(g) == [True] and len(P(g, "Alice").hand) == 2


# -- Priest-King --------------------------------------------------------------------------------------------------

PRIEST = "Priest-King"


def test_priest_king_scores_then_executes_the_top_card_of_that_colour():
    g = artifacts_game(
        {"Alice": {"board": {"green": [PRIEST], "blue": ["Writing"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={2: ["Calendar"]},
    )
    play(g, PRIEST)
    assert P(g, "Alice").score == ["Tools"] and P(g, "Alice").hand == ["Calendar"]
    nested(g, "Writing", "Alice", PRIEST)
    assert P(g, "Alice").achievements == []  # 1 point: not eligible


def test_priest_king_nothing_to_execute_or_nothing_to_score():
    g = artifacts_game({"Alice": {"board": {"green": [PRIEST]}, "hand": ["Tools"]}, "Bob": {}})
    play(g, PRIEST)
    assert P(g, "Alice").score == ["Tools"] and not [e for e in g.events if e.kind == "card"][1:]
    g = artifacts_game({"Alice": {"board": {"green": [PRIEST]}}, "Bob": {}})
    play(g, PRIEST)
    assert moved(g, "score") == []


def test_priest_king_may_execute_itself():
    # Clothing (green) is scored; the top green card is Priest-King: its non-demand effects run again, alone.
    g = artifacts_game({"Alice": {"board": {"green": [PRIEST]}, "hand": ["Clothing", "Tools"]}, "Bob": {}})
    play(g, PRIEST, "Clothing")
    assert sorted(P(g, "Alice").score) == ["Clothing", "Tools"]
    nested(g, PRIEST, "Alice", PRIEST)


def test_priest_king_claims_an_eligible_achievement_of_the_players_choice():
    g = artifacts_game(
        {
            "Alice": {
                "board": {"green": [PRIEST], "red": ["Construction"]},
                "score": ["Optics", "Translation", "Alchemy", "Engineering"],
            },
            "Bob": {},
        }
    )
    start(g, PRIEST)
    assert g.pending.kind == "value" and g.pending.options == [1, 2]  # 12 points, top card 2
    step(g, 2)
    done(g)
    assert achievement_ages(g, "Alice") == [2]


def test_priest_king_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"green": [PRIEST]}}, "Bob": {"board": CASTLES, "hand": ["Oars"]}}, supply={1: ["Tools"]}
    )
    play(g, PRIEST)
    assert P(g, "Bob").score == ["Oars"] and granted(g) == [True] and P(g, "Alice").hand == ["Tools"]


# -- Sibidu Needle ------------------------------------------------------------------------------------------------

NEEDLE = "Sibidu Needle"


def test_needle_scores_matching_colour_and_value_and_repeats():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [NEEDLE], "red": ["Archery"]}}, "Bob": {}},
        supply={1: ["Oars", "Tools", "Agriculture"]},
    )
    play(g, NEEDLE)
    assert moved(g, "reveal") == ["Oars", "Tools", "Agriculture"]
    assert P(g, "Alice").score == ["Oars", "Tools"] and P(g, "Alice").hand == ["Agriculture"]


def test_needle_same_colour_other_value_stays():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [NEEDLE], "red": ["Construction"]}}, "Bob": {}}, supply={1: ["Oars"]}
    )
    play(g, NEEDLE)
    assert P(g, "Alice").hand == ["Oars"] and moved(g, "score") == []


def test_needle_shared_without_a_match_still_earns_the_draw():
    g = artifacts_game(
        {"Alice": {"board": {"blue": [NEEDLE]}}, "Bob": {"board": CASTLES}},
        supply={1: ["Oars", "Agriculture", "Writing"]},
    )
    play(g, NEEDLE)
    assert P(g, "Bob").hand == ["Oars"] and granted(g) == [True]  # a draw changes the game


# -- Tale of the Shipwrecked Sailor -------------------------------------------------------------------------------

TALE = "Tale of the Shipwrecked Sailor"


def test_tale_melds_a_card_of_the_chosen_colour_and_splays_it_left():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [TALE], "red": ["Metalworking"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={1: ["Archery"]},
    )
    start(g, TALE)
    step(g, "red")
    assert g.pending.options == ["Oars", "Archery"]
    step(g, "Archery")
    done(g)
    assert cards(g, "Alice", "red") == ["Metalworking", "Archery"] and P(g, "Alice").pile("red").splay == "left"


def test_tale_no_card_of_the_colour_and_a_new_colour_is_not_splayed():
    g = artifacts_game({"Alice": {"board": {"purple": [TALE]}, "hand": ["Tools"]}, "Bob": {}}, supply={1: ["Writing"]})
    play(g, TALE, "red")
    assert moved(g, "meld") == [] and P(g, "Alice").hand == ["Tools", "Writing"]
    g = artifacts_game({"Alice": {"board": {"purple": [TALE]}}, "Bob": {}}, supply={1: ["Archery"]})
    play(g, TALE, "red")
    assert cards(g, "Alice", "red") == ["Archery"] and not [e for e in g.events if e.kind == "splay"]


def test_tale_shared_earns_the_free_draw():
    g = artifacts_game(
        {"Alice": {"board": {"purple": [TALE]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={1: ["Archery", "Oars", "Tools"]},
    )
    play(g, TALE, "red", "blue")
    assert cards(g, "Bob", "red") == ["Archery"] and granted(g) == [True]


# -- Treaty of Kadesh ---------------------------------------------------------------------------------------------

TREATY = "Treaty of Kadesh"


def test_treaty_compelled_returns_every_top_card_with_a_demand():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [TREATY]}},
            "Bob": {
                "board": {
                    "red": ["Archery"],
                    "green": ["Mapmaking"],
                    "yellow": ["Masonry"],
                    "purple": ["Feudalism", "Mysticism"],
                }
            },
        }
    )
    play(g, TREATY)
    assert compelled(g) == ["Bob"]
    assert sorted(moved(g, "return")) == ["Archery", "Feudalism", "Mapmaking"]
    assert P(g, "Bob").top_cards() == ["Masonry", "Mysticism"]  # the card beneath is not returned


def test_treaty_same_age_returns_are_ordered_and_a_compel_counts_as_a_demand():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [TREATY]}},
            "Bob": {"board": {"red": ["Archery"], "purple": ["City States"], "green": [NECKLACE]}},
        }
    )
    start(g, TREATY)
    assert g.pending.kind == "order" and sorted(g.pending.options) == ["Archery", "City States"]
    step(g, ["City States", "Archery"])  # the Necklace goes under another pile: not asked about
    done(g)
    assert artifacts_bottom(g, 1) == NECKLACE and returned_to_bottom(g, 1) == "Archery"


def test_treaty_scores_a_top_non_blue_card_with_a_demand():
    # Masonry has no demand and the Treaty itself is blue: Oars is the only card to score.
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [TREATY], "red": ["Oars"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"green": ["Mapmaking"]}},
        }
    )
    play(g, TREATY)
    assert compelled(g) == [] and who_moved(g, "score") == [("Alice", "Oars")]


def test_treaty_nobody_compelled_and_never_a_teammate():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": [TREATY]}},
            "Bob": {"board": {"red": ["Archery"]}},
            "Carol": {"board": {"red": ["Oars"]}},
            "Dave": {"board": {"purple": ["City States"]}},
        },
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
    )
    play(g, TREATY)
    assert compelled(g) == ["Bob"] and moved(g, "return") == ["Archery"]
    # Carol, a teammate, shares the second effect and scores her Oars: a teammate alone earns no free draw.
    assert who_moved(g, "score") == [("Carol", "Oars")] and granted(g) == [False]
    g = artifacts_game({"Alice": {"board": {"blue": [TREATY]}}, "Bob": {"board": {"purple": ["City States"]}}})
    play(g, TREATY)
    assert compelled(g) == [] and moved(g, "return") == []


def test_treaty_compelled_player_shares_the_score_and_earns_the_free_draw_or_not():
    # Bob returns Archery; Oars beneath becomes his top card and he scores it when he shares effect 2.
    g = artifacts_game(
        {"Alice": {"board": {"blue": [TREATY]}}, "Bob": {"board": {"red": ["Archery", "Oars"]}}}, supply={1: ["Tools"]}
    )
    play(g, TREATY)
    assert moved(g, "return") == ["Archery"] and who_moved(g, "score") == [("Bob", "Oars")]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Tools"]
    g = artifacts_game({"Alice": {"board": {"blue": [TREATY]}}, "Bob": {"board": {"red": ["Archery"]}}})
    play(g, TREATY)
    assert moved(g, "return") == ["Archery"] and granted(g) == [False]  # the compel alone earns nothing


# -- Xianrendong Shards -------------------------------------------------------------------------------------------

SHARDS = "Xianrendong Shards"


def test_shards_two_of_a_colour_scored_draw_three_1s():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [SHARDS]}, "hand": ["Archery", "Oars", "Tools", "Writing"]}, "Bob": {}},
        supply={1: ["Agriculture", "Pottery", "Sailing"]},
    )
    start(g, SHARDS)
    assert g.pending.counts == [3]
    step(g, ["Archery", "Oars", "Tools"])
    assert moved(g, "reveal") == ["Archery", "Oars", "Tools"] and g.pending.counts == [2]
    step(g, ["Archery", "Oars"])
    done(g)
    assert moved(g, "tuck") == ["Tools"] and P(g, "Alice").hand == ["Writing", "Agriculture", "Pottery", "Sailing"]


def test_shards_different_colours_no_draw():
    g = artifacts_game({"Alice": {"board": {"yellow": [SHARDS]}, "hand": ["Archery", "Oars", "Tools"]}, "Bob": {}})
    play(g, SHARDS, ["Archery", "Tools"])  # the three are forced; the two to score are chosen
    assert sorted(P(g, "Alice").score) == ["Archery", "Tools"] and moved(g, "tuck") == ["Oars"]
    assert moved(g, "draw") == []


def test_shards_two_cards_are_both_scored_and_nothing_is_tucked():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [SHARDS]}, "hand": ["Archery", "Oars"]}, "Bob": {}},
        supply={1: ["Agriculture", "Pottery", "Sailing"]},
    )
    play(g, SHARDS)
    assert sorted(P(g, "Alice").score) == ["Archery", "Oars"] and moved(g, "tuck") == []
    assert len(P(g, "Alice").hand) == 3


def test_shards_empty_hand_and_shared():
    g = artifacts_game({"Alice": {"board": {"yellow": [SHARDS]}}, "Bob": {}})
    play(g, SHARDS)
    assert moved(g, "score") == [] and granted(g) == [False]
    g = artifacts_game(
        {"Alice": {"board": {"yellow": [SHARDS]}}, "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}},
        supply={1: ["Oars"]},
    )
    play(g, SHARDS)
    assert P(g, "Bob").score == ["Tools"] and granted(g) == [True]
