"""Echoes of the Past: echo effects (bottom card first, by splay, shared, earning the sharing bonus, skipped by
"execute the non-demand effects"), the draw rule card by card, bonuses in the score, duplicate achievements, the
forecast (hidden from others) and promotion after a Meld action, the Echoes special achievements."""

import pytest
from helpers import dogma, echoes_game, moved

from innovation_nb.cards.data import CARDS, CARDS_BY_SET
from innovation_nb.engine.invariants import check_invariants

BLUE_UP = {"blue": {"cards": ["Writing", "Linguistics", "Ruler"], "splay": "up"}}  # top first: Ruler at the bottom


def echo_frames(g):
    """The cards whose echo effect ran, in order."""
    return [e.data["card"] for e in g.events if e.kind == "effect" and ", echo effect" in e.data["text"]]


# -- echo effects ------------------------------------------------------------------------------------------------


def test_echo_effects_run_first_bottom_card_first():
    # An Echoes card in hand: the draws are base cards (the draw rule has its own test).
    g = echoes_game(
        {"Alice": {"board": BLUE_UP, "hand": ["Puppet"]}, "Bob": {}},
        supply={2: ["Calendar", "Fermenting"], 3: ["Compass"]},
    )
    dogma(g, "Writing", "draw a 3")
    plan = next(e for e in g.events if e.kind == "card").data["plan"]
    assert [(x["card"], x["effect"]) for x in plan["echoes"]] == [("Ruler", 1), ("Linguistics", 1)]
    assert "splayed up" in plan["echoes"][0]["why"]
    # Ruler's echo (a 2), then Linguistics' echo (a 3, as chosen), then Writing's own effect (a 2)
    assert moved(g, "draw") == ["Calendar", "Compass", "Fermenting"]
    assert echo_frames(g) == ["Ruler", "Linguistics"]


def test_which_echo_effects_show_depends_on_the_splay():
    left = {"blue": {"cards": ["Writing", "Linguistics", "Ruler"], "splay": "left"}}  # left shows bottom-right only
    g = echoes_game({"Alice": {"board": left}, "Bob": {}}, supply={2: ["Calendar", "Fermenting"]})
    dogma(g, "Writing")
    assert echo_frames(g) == ["Ruler"]
    flat = {"blue": ["Writing", "Linguistics", "Ruler"]}  # unsplayed: only the top card's slots show
    g = echoes_game({"Alice": {"board": flat}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Writing")
    assert echo_frames(g) == [] and moved(g, "draw") == ["Calendar"]


def test_the_top_cards_own_echo_runs_before_its_other_effects():
    g = echoes_game({"Alice": {"board": {"blue": ["Ruler"]}}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Ruler")
    assert echo_frames(g) == ["Ruler"] and moved(g, "draw") == ["Calendar"]


def test_an_echo_effect_is_shared_and_earns_the_sharing_bonus():
    g = echoes_game(
        {
            "Alice": {"board": {"blue": ["Ruler"]}, "hand": ["Puppet"]},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Bangle"]},
        },  # 2 lightbulbs each: Bob shares
        supply={2: ["Calendar", "Fermenting"], 1: ["Oars"]},
    )
    dogma(g, "Ruler")
    assert [(e.player, e.cards[0]) for e in g.events if e.kind == "draw"][:2] == [
        ("Bob", "Calendar"),
        ("Alice", "Fermenting"),
    ]
    bonus = next(e for e in g.events if e.kind == "bonus")
    assert bonus.data["granted"] and g.player("Alice").hand[-1] == "Oars"


def test_the_echo_list_is_fixed_when_the_dogma_is_declared():
    plan_echoes = []
    g = echoes_game(
        {"Alice": {"board": BLUE_UP, "hand": ["Puppet"]}, "Bob": {}},
        supply={2: ["Calendar", "Fermenting"], 4: ["Anatomy"]},
    )
    dogma(g, "Writing", "draw and foreshadow a 4")
    plan_echoes = next(e for e in g.events if e.kind == "card").data["plan"]["echoes"]
    assert len(plan_echoes) == 2 and g.player("Alice").forecast == ["Anatomy"]


def test_execute_the_non_demand_effects_runs_no_echo_effect():
    g = echoes_game(
        {"Alice": {"board": {"green": ["Self Service"], "blue": ["Ruler"]}}, "Bob": {}}, supply={2: ["Calendar"]}
    )
    dogma(g, "Self Service")  # executes Ruler's non-demand effect ("nothing happens"), never its echo
    assert moved(g, "draw") == [] and echo_frames(g) == []


# -- the draw rule -----------------------------------------------------------------------------------------------


def test_the_echoes_draw_rule_card_by_card():
    g = echoes_game({"Alice": {"board": {"green": ["The Wheel"]}}, "Bob": {}})
    dogma(g, "The Wheel")  # an empty hand draws base; then one base card in hand: an Echoes card
    assert [CARDS[c].set for c in moved(g, "draw")] == ["base", "echoes"]
    g = echoes_game({"Alice": {"board": {"green": ["The Wheel"]}, "hand": ["Bangle"]}, "Bob": {}})
    dogma(g, "The Wheel")  # an Echoes card already in hand: base, base
    assert [CARDS[c].set for c in moved(g, "draw")] == ["base", "base"]


def test_an_empty_echoes_pile_draws_base():
    twos = list(CARDS_BY_SET["echoes"][2])
    g = echoes_game(
        {"Alice": {"hand": ["Archery"], "board": {"blue": ["Writing"]}}, "Bob": {}},
        removed=twos,
        supply={2: ["Calendar"]},
    )
    dogma(g, "Writing")
    assert moved(g, "draw") == ["Calendar"]


# -- bonuses -----------------------------------------------------------------------------------------------------


def test_bonuses_count_in_the_score_and_for_achieving():
    g = echoes_game({"Alice": {"board": {"purple": ["Puppet"]}, "score": ["Optics"]}, "Bob": {}})
    alice = g.player("Alice")
    assert (alice.score_pile_total, alice.visible_bonuses(), alice.score_total) == (3, [3], 6)
    assert "achieve 1" in [str(a) for a in g.legal_actions()]
    g.apply("achieve 1")
    assert len(alice.achievements) == 1


def test_the_highest_bonus_counts_its_value_and_the_others_one_each():
    g = echoes_game({"Alice": {"board": {"purple": ["Puppet"], "red": ["Bangle"]}}, "Bob": {}})
    assert g.player("Alice").visible_bonuses() == [1, 3] and g.player("Alice").score_total == 3 + 1


def test_bonuses_decide_the_score_ending():
    g = echoes_game(
        {
            "Alice": {"board": {"purple": ["Puppet"], "blue": ["Writing"]}, "score": ["Agriculture"]},
            "Bob": {"score": ["Archery", "Oars", "Tools"]},
        },
        removed=[c for a in range(2, 11) for c in CARDS_BY_SET["base"][a]],
        achievements=[],
    )
    dogma(g, "Writing")  # a 2 is asked for and every pile from there up is empty: the score decides
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)  # 1 + 3 bonus against 3


def test_duplicate_achievements_need_more_points():
    g = echoes_game(
        {
            "Alice": {"board": {"yellow": ["Agriculture"]}, "score": ["Tools", "Oars", "Archery"], "achievements": [1]},
            "Bob": {},
        }
    )
    state = g.state
    second = next(c for c in CARDS_BY_SET["base"][1] if c in state.supply[0])
    state.supply[0].remove(second)
    state.achievements.append(second)  # a second age-1 achievement is available (as Chopsticks can make happen)
    assert g.why_illegal("achieve 1") == "Achieve 1 needs 10 points (Alice already holds 1 of age 1); Alice has 3"


# -- the forecast and promotion ----------------------------------------------------------------------------------


def test_the_forecast_is_hidden_from_the_others():
    g = echoes_game({"Alice": {"board": {"red": ["Bangle"]}}, "Bob": {}}, supply={3: ["Compass"]})
    dogma(g, "Bangle")
    assert g.player("Alice").forecast == ["Compass"]
    assert "Compass" in "\n".join(g.log("Alice")) and "Compass" not in "\n".join(g.log("Bob"))
    bob_view = g.view("Bob")["players"][0]
    assert bob_view["forecast"] is None and bob_view["forecast_backs"] == [[3, "base"]]
    assert g.view("Alice")["players"][0]["forecast"] == ["Compass"]


def test_promotion_after_a_meld_action_and_its_free_dogma():
    g = echoes_game(
        {"Alice": {"hand": ["Masonry", "Bangle"]}, "Bob": {}},
        forecast={"Alice": ["Ruler", "Optics"]},
        supply={2: ["Calendar"]},
    )
    g.apply("meld Masonry")  # a 1: Ruler (1) may be promoted, Optics (3) may not
    assert g.pending.kind == "cards" and g.pending.options == ["Ruler"] and g.pending.optional
    g.answer("Ruler")
    assert g.player("Alice").top("blue") == "Ruler" and g.pending.kind == "yes_no"
    g.answer(True)  # the free dogma of the promoted card: its echo draws a 2
    assert moved(g, "draw") == ["Calendar"] and g.state.actions_left == 1


def test_promotion_may_be_declined_and_a_meld_inside_an_effect_promotes_nothing():
    g = echoes_game({"Alice": {"hand": ["Masonry"]}, "Bob": {}}, forecast={"Alice": ["Ruler"]})
    g.apply("meld Masonry")
    g.answer(None)
    assert g.player("Alice").forecast == ["Ruler"] and g.pending is None
    g = echoes_game(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {}},
        forecast={"Alice": ["Ruler"]},
        supply={1: ["The Wheel"]},
    )
    dogma(g, "Sailing")  # draws and melds a 1: not a Meld action
    assert g.pending is None and g.player("Alice").forecast == ["Ruler"]


def test_destiny_is_claimed_with_seven_cards_in_the_forecast():
    six = [c for c in CARDS_BY_SET["base"][5]][:6]
    g = echoes_game(
        {"Alice": {"board": {"red": ["Bangle"]}}, "Bob": {}}, forecast={"Alice": six}, supply={3: ["Compass"]}
    )
    dogma(g, "Bangle")
    assert "Destiny" in g.player("Alice").achievements
    check_invariants(g.state)


@pytest.mark.parametrize("splay", ["left", "right", "up"])
def test_heritage_counts_the_hexes_a_pile_shows(splay):
    """Eight visible hexes in one colour: the top card's hex, and the covered cards' where the splay shows them."""
    from innovation_nb.cards.data import shown_positions
    from innovation_nb.engine.echoes import heritage
    from innovation_nb.engine.state import Pile, Player

    top, *reds = [c for c in CARDS if CARDS[c].color == "red" and not CARDS[c].relic]
    showing = [c for c in reds if any(CARDS[c].icons[i] == "hex" for i in shown_positions(CARDS[c], splay))]
    hidden = [c for c in reds if c not in showing]
    p = Player("Ann", 0)
    for covered, claimed in ((6, False), (7, True)):
        p.board[0] = Pile(hidden[:3] + showing[:covered] + [top], splay)
        assert (heritage(p) is not None) is claimed, (splay, covered)
        p.board[0] = Pile(hidden[:3] + showing[:covered] + [top], None)  # unsplayed: the top card's hex alone
        assert heritage(p) is None
