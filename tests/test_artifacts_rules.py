"""Artifacts of History: the dig, the display, the free special action, I compel, Battleship Yamato and the relics
(the rules of the online guide's Artifacts section and our rulings where it is silent)."""

import pytest
from helpers import artifacts_game, dogma, position

from innovation_nb import Game, GameError, IllegalAction
from innovation_nb.cards.data import CARDS, CARDS_BY_SET
from innovation_nb.engine.endgame import achievements_needed
from innovation_nb.engine.invariants import check_invariants


def digs(g):
    return [(e.player, e.cards[0]) for e in g.events if e.kind == "dig"]


def notes(g):
    return [str(e.describe()) for e in g.events if e.kind == "note"]


# -- the dig -----------------------------------------------------------------------------------------------------


def test_dig_by_value():
    # Clothing (1) covers Sailing (1): 1 <= 1, though the hexes are in different places.
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}, "hand": ["Clothing"]}, "Bob": {}},
        artifacts={1: ["Holmegaard Bows"]},
    )
    g.apply("meld Clothing")
    assert digs(g) == [("Alice", "Holmegaard Bows")] and g.player("Alice").display == "Holmegaard Bows"
    dig = next(e for e in g.events if e.kind == "dig")
    assert "Clothing (1) covers Sailing (1) (value 1 ≤ 1)" in dig.describe("Bob")  # public: on display


def test_dig_by_hex_in_the_same_place():
    # Mapmaking (2) is higher than Clothing (1), but both have their hex top left: an Artifact of value 1.
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Clothing"]}, "hand": ["Mapmaking"]}, "Bob": {}},
        artifacts={1: ["Holmegaard Bows"]},
    )
    g.apply("meld Mapmaking")
    assert digs(g) == [("Alice", "Holmegaard Bows")]
    assert "the hexes are in the same place" in next(e for e in g.events if e.kind == "dig").describe()


def test_no_dig_when_higher_and_hexes_differ_or_nothing_is_covered():
    g = artifacts_game({"Alice": {"board": {"green": ["Clothing"]}, "hand": ["Currency", "Archery"]}, "Bob": {}})
    g.apply("meld Currency")  # 2 > 1, hexes top left and bottom middle
    assert digs(g) == [] and g.player("Alice").display is None
    g.apply("meld Archery")  # red was empty: nothing covered
    assert digs(g) == []


def test_no_dig_with_a_card_already_on_display():
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}, "hand": ["Clothing"]}, "Bob": {}},
        display={"Alice": "Babylonian Chronicles"},
        artifacts={1: ["Holmegaard Bows"]},
    )
    g.apply("meld Clothing")
    assert digs(g) == [] and g.player("Alice").display == "Babylonian Chronicles"
    assert any("a card on display already" in n for n in notes(g))


def test_no_dig_from_an_empty_artifact_pile_after_skipping():
    # The base 1 pile is empty, so a dig of value 1 looks at age 2; the Artifacts 2 pile is empty: no dig, even
    # though Artifacts 1 still has cards.
    base_ones = [c for c in CARDS_BY_SET["base"][1] if c not in ("Sailing", "Clothing")]
    twos = list(CARDS_BY_SET["artifacts"][2])
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}, "hand": ["Clothing"]}, "Bob": {}},
        removed=base_ones + twos,
        achievements=[],
    )
    g.apply("meld Clothing")
    assert digs(g) == [] and g.state.supplies["artifacts"][0]
    assert any("the Artifacts 2 pile is empty" in n for n in notes(g))


def test_a_meld_inside_an_effect_never_digs():
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {}},
        supply={1: ["The Wheel"]},
        artifacts={1: ["Holmegaard Bows"]},
    )
    dogma(g, "Sailing")  # draws and melds The Wheel (1) onto Sailing (1): a meld, not a Meld action
    assert g.player("Alice").top("green") == "The Wheel" and digs(g) == []


def test_the_displayed_card_may_be_melded_as_if_from_the_hand_and_dig_again():
    g = artifacts_game(
        {"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}},
        display={"Alice": "Holmegaard Bows"},
        artifacts={1: ["Dancing Girl"]},
    )
    assert "meld Holmegaard Bows" in [str(a) for a in g.legal_actions()]
    g.apply("meld Holmegaard Bows")  # 1 covers Archery (1): it digs again
    assert g.player("Alice").top("red") == "Holmegaard Bows" and g.player("Alice").display == "Dancing Girl"


# -- Battleship Yamato -------------------------------------------------------------------------------------------


def test_yamato_is_11_face_up_and_8_face_down():
    yamato = CARDS["Battleship Yamato"]
    assert (yamato.age, yamato.value, yamato.dogma_icon) == (8, 11, None)
    g = artifacts_game({"Alice": {"board": {"red": ["Battleship Yamato"]}, "hand": ["Archery"]}, "Bob": {}})
    assert (
        g.why_illegal("dogma Battleship Yamato") == "Dogma Battleship Yamato: it has no featured icon, so it "
        "cannot be dogma'd"
    )
    assert "dogma Battleship Yamato" not in [str(a) for a in g.legal_actions()]
    g.apply("meld Archery")  # covers an 11: the dig would be of an 11, and there is none
    assert digs(g) == [] and any("every age from there up is empty" in n for n in notes(g))


def test_a_draw_action_with_yamato_on_top_draws_an_11_and_ends_the_game():
    g = artifacts_game({"Alice": {"board": {"red": ["Battleship Yamato"]}, "score": ["Agriculture"]}, "Bob": {}})
    g.apply("draw")
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


# -- I compel ----------------------------------------------------------------------------------------------------


def test_compel_hits_opponents_with_as_many_icons_or_more_never_a_teammate():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},
            "Bob": {"board": {"green": ["Clothing"], "blue": ["Tools"]}},  # 2 leaves: equal
            "Carol": {"board": {"yellow": ["Agriculture"]}},  # 3 leaves: a teammate
            "Dave": {"board": {"purple": ["City States"]}},
        },  # 0 leaves
        teams=[["Alice", "Carol"], ["Bob", "Dave"]],
        supply={2: ["Calendar", "Currency", "Fermenting"], 1: ["Oars"]},
    )
    dogma(g, "Holmegaard Bows")
    p = next(e for e in g.events if e.kind == "card").data["plan"]
    # One count read three ways: Bob (equal) is compelled and shares; Carol (a teammate) shares only; Dave (fewer)
    # is not vulnerable: the card has no "I demand", only a compel.
    assert p["compelled"] == ["Bob"] and p["sharers"] == ["Bob", "Carol"] and p["vulnerable"] == []
    assert {r["player"]: r["status"] for r in p["rows"]} == {
        "Bob": "shares",
        "Carol": "shares",
        "Dave": "not_sharing",
        "Alice": "activator",
    }
    assert [e["executors"] for e in p["effects"]] == [["Bob"], ["Bob", "Carol", "Alice"]]
    # Bob gives his highest top card with a castle (Tools), then shares the draw; Carol shares; Dave nothing.
    assert g.player("Alice").hand[0] == "Tools"
    assert g.player("Bob").hand == ["Calendar"] and g.player("Carol").hand == ["Currency"]
    assert g.player("Dave").hand == [] and g.player("Dave").top("purple") == "City States"
    compel_frames = [e for e in g.events if e.kind == "player" and e.data.get("role") == "compelled"]
    assert [e.player for e in compel_frames] == ["Bob"]


def test_a_compel_never_earns_the_sharing_bonus():
    # Bob (4 castles ≥ 3) is compelled to give a card, then shares the draw-and-score: only the share counts.
    g = artifacts_game(
        {
            "Alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "Bob": {"board": {"blue": ["Tools"], "green": ["The Wheel"]}},
        },
        supply={3: ["Compass", "Engineering"], 1: ["Oars"]},
    )
    dogma(g, "Babylonian Chronicles", "The Wheel")
    compel = [e for e in g.events if e.kind == "transfer"]
    assert [e.cards[0] for e in compel] == ["The Wheel"] and g.player("Alice").top("green") == "The Wheel"
    bonus = [e for e in g.events if e.kind == "bonus"][0]
    shared = [e.index for e in g.events if e.kind == "score" and e.player == "Bob"]
    assert bonus.data["granted"] and bonus.data["events"] == [i for i in bonus.data["events"] if i != compel[0].index]
    assert set(shared) <= set(bonus.data["events"]) and compel[0].index not in bonus.data["events"]


# -- the free special action -------------------------------------------------------------------------------------


def test_a_turn_that_starts_with_a_card_on_display_offers_the_free_action_first():
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {"board": {"blue": ["Tools"]}}},
        display={"Bob": "Holmegaard Bows"},
        actions_left=1,
        supply={1: ["Oars"]},
    )
    g.apply("draw")  # Alice's last action: Bob's turn begins with a card on display
    assert g.current_player.name == "Bob" and g.state.free_action
    assert [str(a) for a in g.legal_actions()] == ["dogma Holmegaard Bows", "return Holmegaard Bows", "pass"]
    with pytest.raises(IllegalAction, match="first take the free special action"):
        g.apply("draw")
    g.apply("pass")
    assert g.player("Bob").display == "Holmegaard Bows" and g.state.actions_left == 2 and not g.state.free_action
    assert "return Holmegaard Bows" not in [str(a) for a in g.legal_actions()]


def test_the_free_action_may_return_the_displayed_card():
    g = artifacts_game({"Alice": {}, "Bob": {}}, display={"Alice": "Holmegaard Bows"}, free_action=True)
    g.apply("return Holmegaard Bows")
    assert g.player("Alice").display is None and g.state.supplies["artifacts"][0][0] == "Holmegaard Bows"
    assert g.state.actions_left == 2


def test_the_free_dogma_counts_the_displayed_card_once_for_eligibility_only_then_returns_it():
    # Alice shows 1 leaf, Bob 2: without the display Bob would be compelled. The displayed Bows add 2 leaves.
    g = artifacts_game(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {"board": {"green": ["Clothing"]}}},
        display={"Alice": "Holmegaard Bows"},
        free_action=True,
        supply={2: ["Calendar"]},
    )
    g.apply("dogma Holmegaard Bows")
    plan = next(e for e in g.events if e.kind == "card").data["plan"]
    assert plan["counts"] == {"Bob": 2, "Alice": 3} and plan["display_bonus"] == 2
    assert plan["compelled"] == [] and plan["sharers"] == []
    assert g.player("Alice").hand == ["Calendar"]
    assert g.player("Alice").display is None and g.state.supplies["artifacts"][0][0] == "Holmegaard Bows"
    assert g.icon_counts("Alice")["leaf"] == 1 and g.state.actions_left == 2
    assert "on the displayed card" in plan["rows"][-1]["reason"]


def test_return_and_pass_are_only_free_actions():
    g = artifacts_game({"Alice": {}, "Bob": {}}, display={"Alice": "Holmegaard Bows"})
    assert "only as the free special action" in g.why_illegal("pass")
    assert "only as the free special action" in g.why_illegal("return Holmegaard Bows")


# -- relics ------------------------------------------------------------------------------------------------------


def test_relic_seized_from_another_players_achievements():
    four = CARDS_BY_SET["artifacts"][4][0]
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": ["Experimentation"]}, "hand": ["Translation"]},
            "Bob": {"achievements": ["Complex Numbers"]},
        },
        relics=True,
        artifacts={4: [four]},
    )
    g.apply("meld Translation")  # 3 on Experimentation (4): dig an Artifact 4; Complex Numbers (4) may be seized
    assert digs(g) == [("Alice", four)]
    assert g.pending.kind == "choice" and g.pending.options == ["achievements", "hand"] and g.pending.optional
    g.answer("achievements")
    assert g.player("Alice").achievements == ["Complex Numbers"] and g.player("Bob").achievements == []
    check_invariants(g.state)
    assert any(e.kind == "seize" and "Complex Numbers" in e.describe("Bob") for e in g.events)


def test_no_relic_of_the_dug_value_no_question():
    g = artifacts_game(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}, "Bob": {}},
        artifacts={1: ["Holmegaard Bows"]},
        relics=True,
    )
    g.apply("meld Tools")  # relics are ages 3 to 7
    assert digs(g) == [("Alice", "Holmegaard Bows")] and g.pending is None


def test_a_relic_from_your_own_achievements_can_only_go_to_your_hand():
    four = CARDS_BY_SET["artifacts"][4][0]
    g = artifacts_game(
        {
            "Alice": {
                "board": {"blue": ["Experimentation"]},
                "hand": ["Translation"],
                "achievements": ["Complex Numbers"],
            },
            "Bob": {},
        },
        relics=True,
        artifacts={4: [four]},
    )
    g.apply("meld Translation")
    assert g.pending.options == ["hand"] and g.pending.optional
    g.answer("hand")
    assert g.player("Alice").hand == ["Complex Numbers"] and g.player("Alice").achievements == []


def test_a_relic_in_hand_returns_to_the_relic_area():
    g = artifacts_game(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Complex Numbers"]}, "Bob": {}},
        relics=True,
        supply={5: ["Coal"]},
    )
    assert "Complex Numbers" not in g.state.relics
    dogma(g, "Agriculture", "Complex Numbers")
    assert "Complex Numbers" in g.state.relics and g.player("Alice").hand == []
    check_invariants(g.state)


def test_a_relic_whose_back_is_not_in_play_can_only_go_to_achievements():
    # Translation (3) covers Alchemy (3): an Artifact 3, and the relic of age 3 is Timbuktu, a City.
    g = artifacts_game({"Alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Translation"]}, "Bob": {}}, relics=True)
    g.apply("meld Translation")
    assert CARDS["Timbuktu"].set == "cities"
    assert g.pending.options == ["achievements"] and g.pending.optional and "Timbuktu" in g.pending.prompt
    g.answer("achievements")
    assert g.player("Alice").achievements == ["Timbuktu"] and "Timbuktu" not in g.state.relics


def test_seizing_a_relic_can_win_the_game():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Translation"], "achievements": [1, 2, 3, 4, 5, 6]},
            "Bob": {},
        },
        relics=True,
    )
    g.apply("meld Translation")
    g.answer("achievements")  # the seventh achievement (six needed, one more for Artifacts)
    assert g.over and g.result.reason == "achievements" and g.result.winners == ("Alice",)


# -- the game around it ------------------------------------------------------------------------------------------


def test_one_more_achievement_is_needed_per_expansion():
    assert achievements_needed(Game.new(["A", "B"], seed=1, expansions=("artifacts",)).state) == 7
    assert achievements_needed(Game.new(["A", "B", "C", "D"], seed=1, expansions=("artifacts",)).state) == 5


def test_new_game_with_artifacts_and_relics():
    g = Game.new(["A", "B", "C"], seed=4, expansions=("artifacts",), relics=True)
    s = g.state
    assert s.expansions == ("artifacts",) and len(s.relics) == 5
    assert [len(p) for p in s.supplies["artifacts"]] == [15] + [10] * 9
    check_invariants(s)
    with pytest.raises(GameError, match="relics come with Artifacts"):
        Game.new(["A", "B"], relics=True)
    with pytest.raises(GameError, match="not an expansion"):
        Game.new(["A", "B"], expansions=("figures",))


def test_a_base_game_deals_exactly_as_before_with_the_same_seed():
    # Expansion piles are shuffled after the base piles: the base deal is the same with or without Artifacts.
    a = Game.new(["A", "B"], seed=9).state
    b = Game.new(["A", "B"], seed=9, expansions=("artifacts",)).state
    assert a.supply == b.supply and a.achievements == b.achievements
    assert "expansions" not in a.to_dict() and "display" not in a.to_dict()["players"][0]


def test_views_show_the_display_and_the_backs_of_hidden_cards():
    g = artifacts_game(
        {"Alice": {"hand": ["Holmegaard Bows", "Archery"]}, "Bob": {}},
        display={"Bob": "Babylonian Chronicles"},
        relics=True,
    )
    v = g.view("Bob")
    alice = v["players"][0]
    assert alice["hand"] is None and alice["hand_backs"] == [[1, "artifacts"], [1, "base"]]
    assert v["players"][1]["display"] == "Babylonian Chronicles" and len(v["relics"]) == 5
    assert "Holmegaard Bows" not in str(v)


def test_position_helper_keeps_every_card_somewhere():
    g = artifacts_game({"Alice": {}, "Bob": {}})
    check_invariants(g.state)
    assert sum(len(p) for p in g.state.supplies["artifacts"]) == 105
    assert position({"Alice": {}, "Bob": {}}).state.expansions == ()
