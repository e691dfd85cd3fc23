"""Cities of Destiny: City draws (a new colour, a new splay direction), the icons that act on a Meld action (plus,
arrow, search), the meld-trigger order with the other expansions, flags and fountains as achievements counted from
the boards, City bonuses in the score."""

import pytest
from helpers import cities_game, city_draws, dogma, moved

from innovation_nb import Game
from innovation_nb.cards import registry
from innovation_nb.cards.data import CARDS_BY_SET
from innovation_nb.engine.cities import board_achievements
from innovation_nb.engine.endgame import achievement_count, achievements_needed, claimed_count
from innovation_nb.engine.invariants import check_invariants


def meld(g, card, *answers):
    g.apply(f"meld {card}")
    for a in answers:
        g.answer(a)
    check_invariants(g.state)
    return g


# -- Cities in play ----------------------------------------------------------------------------------------------


def test_an_expansion_is_refused_while_its_rules_are_not_in(monkeypatch):
    from innovation_nb.engine.game import GameError

    monkeypatch.setattr(registry, "RULES_READY", ("artifacts", "echoes"))
    with pytest.raises(GameError, match="not playable yet"):
        Game.new(["A", "B"], expansions=("cities",))
    monkeypatch.undo()
    assert "cities" in registry.playable_sets()


def test_a_new_game_with_cities_has_the_city_piles():
    g = Game.new(["A", "B"], seed=3, expansions=("cities",))
    piles = g.state.supplies["cities"]
    assert [sorted(p) for p in piles] == [sorted(CARDS_BY_SET["cities"][a]) for a in range(1, 11)]
    assert achievements_needed(g.state) == 7 and g.player("A").bonuses_on
    g = Game.new(["A", "B", "C"], seed=3, expansions=("echoes", "cities", "artifacts"))
    assert g.state.expansions == ("artifacts", "echoes", "cities")
    check_invariants(g.state)


def test_a_meld_action_adding_a_colour_draws_a_city_of_the_highest_top_value():
    g = cities_game(
        {"Alice": {"board": {"red": ["Archery"], "blue": ["Mathematics"]}, "hand": ["Agriculture", "Oars"]}, "Bob": {}},
        cities={2: ["Carthage"]},
    )
    meld(g, "Agriculture")  # yellow is new: a City of 2 (Mathematics)
    assert city_draws(g) == [("Alice", "Carthage")]
    assert "added a new colour" in next(e for e in g.events if e.kind == "trigger").data["text"]
    g = cities_game({"Alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "Bob": {}})
    meld(g, "Oars")  # red was there already
    assert city_draws(g) == []


def test_no_city_draw_while_a_city_is_in_hand():
    g = cities_game({"Alice": {"board": {"red": ["Archery"]}, "hand": ["Agriculture", "Athens"]}, "Bob": {}})
    meld(g, "Agriculture")
    assert city_draws(g) == [] and "holds a City already" in g.log()[-1] + " ".join(g.log())


def test_a_meld_inside_an_effect_draws_no_city():
    g = cities_game(
        {"Alice": {"board": {"yellow": ["Domestication"]}, "hand": ["Archery"]}, "Bob": {}}, supply={1: ["Tools"]}
    )
    dogma(g, "Domestication")  # melds Archery (red, a new colour) inside the effect
    assert g.player("Alice").top("red") == "Archery" and city_draws(g) == []


def test_city_draw_after_splaying_an_opponents_pile():
    """The player who splays draws the City, even when the pile is another player's."""
    g = cities_game(
        {
            "Alice": {"board": {"purple": ["Cyrus Cylinder"], "red": ["Coal"]}},
            "Bob": {"board": {"blue": ["Pottery", "Tools"], "purple": ["Mysticism"]}},
        },
        expansions=("artifacts", "cities"),
        cities={5: ["Algiers"]},
    )
    g.apply("dogma Cyrus Cylinder")
    while g.pending is not None:
        req = g.pending
        if req.kind == "cards" and "Pottery" in req.options:
            g.answer(["Pottery"])
        elif req.kind == "cards" and "Mysticism" in req.options:
            g.answer(["Mysticism"])
        else:
            g.answer(req.options[0] if req.kind != "cards" else req.options[: req.min or 1])
    assert g.player("Bob").pile("blue").splay == "left"
    assert city_draws(g) == [("Alice", "Algiers")]  # Alice's highest top card: Coal, a 5
    again = [e for e in g.events if e.kind == "splay"]
    assert again and again[-1].player == "Bob"


def test_splaying_the_same_way_again_draws_nothing_and_an_empty_city_pile_gives_a_base_card():
    every_city_1 = list(CARDS_BY_SET["cities"][1])
    g = cities_game(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Agriculture"]}, "Bob": {"score": every_city_1}},
        supply={1: ["Sailing"]},
    )
    meld(g, "Agriculture")
    assert moved(g, "draw") == ["Sailing"] and city_draws(g) == []


def test_city_bonuses_count_in_the_score_without_echoes():
    g = cities_game({"Alice": {"board": {"blue": ["Alexandria"]}, "score": ["Archery"]}, "Bob": {}})
    assert g.player("Alice").visible_bonuses() == [2] and g.player("Alice").score_total == 3
    assert g.view("Alice")["players"][0]["score_parts"] == {"pile": 1, "bonuses": [2]}


# -- the icons that act on a Meld action ----------------------------------------------------------------------


def test_a_plus_draws_one_above_the_city():
    g = cities_game({"Alice": {"board": {"red": ["Archery"]}, "hand": ["Athens"]}, "Bob": {}}, supply={2: ["Calendar"]})
    meld(g, "Athens")
    assert moved(g, "draw") == ["Calendar"] and city_draws(g) == []
    assert "plus icon" in next(e for e in g.events if e.kind == "trigger").data["text"]


def test_plus_icons_twice_on_a_two_plus_city():
    g = cities_game(
        {"Alice": {"board": {"blue": ["Experimentation"]}, "hand": ["Frankfurt"]}, "Bob": {}},
        supply={5: ["Physics", "Chemistry"]},
    )
    meld(g, "Frankfurt")
    assert moved(g, "draw") == ["Physics", "Chemistry"]
    assert [e.data["text"].count("plus") for e in g.events if e.kind == "trigger"] == [1, 1]


def test_an_arrow_splays_the_citys_colour_and_the_new_splay_draws_a_city():
    g = cities_game(
        {"Alice": {"board": {"green": ["The Wheel"]}, "hand": ["Baghdad"]}, "Bob": {}}, cities={3: ["Venice"]}
    )
    meld(g, "Baghdad")
    assert g.player("Alice").pile("green").splay == "left"
    assert city_draws(g) == [("Alice", "Venice")]


def test_search_keeps_the_cards_showing_the_icon_and_returns_the_rest_in_the_chosen_order():
    order = ["Alchemy", "Optics", "Paper"]  # Jakarta (a 3) searches three 3s; only Alchemy shows a leaf
    g = cities_game({"Alice": {"board": {"yellow": ["Masonry"]}, "hand": ["Jakarta"]}, "Bob": {}}, supply={3: order})
    meld(g, "Jakarta")
    req = g.pending
    assert req.kind == "order" and sorted(req.options) == ["Optics", "Paper"]
    g.answer(["Paper", "Optics"])
    assert "Alchemy" in g.player("Alice").hand and moved(g, "return") == ["Paper", "Optics"]
    assert g.state.supply[2][:2] == ["Optics", "Paper"]  # each went under the pile, Paper first
    assert moved(g, "reveal") == order
    check_invariants(g.state)


def test_search_with_a_short_pile_reveals_what_there_is():
    g = cities_game(
        {"Alice": {"board": {"yellow": ["Masonry"]}, "hand": ["Jakarta"]}, "Bob": {}}, supply={3: ["Alchemy"]}
    )
    base3, bob = g.state.supply[2], g.player("Bob")
    while len(base3) > 1:  # only Alchemy is left: no other age is searched
        bob.score.append(base3.pop(0))
    meld(g, "Jakarta")
    assert moved(g, "reveal") == ["Alchemy"] and "Alchemy" in g.player("Alice").hand
    assert any("pile is empty" in line for line in g.log())


def test_meld_trigger_order_with_all_expansions():
    """City icons, then the City draw, then the dig, then the promotion."""
    g = cities_game(
        {"Alice": {"board": {"green": ["Navigation"]}, "hand": ["Baghdad"]}, "Bob": {}},
        expansions=("artifacts", "echoes", "cities"),
        cities={3: ["Venice"]},
        forecast={"Alice": ["Bangle"]},
    )
    meld(g, "Baghdad")
    kinds = [e.kind for e in g.events if e.kind in ("trigger", "splay", "dig", "draw")]
    assert kinds[:6] == ["trigger", "splay", "trigger", "draw", "trigger", "dig"]
    texts = [str(e.data["text"]) for e in g.events if e.kind == "trigger"]
    assert [t.split(":")[0] for t in texts] == ["Baghdad (3)'s arrow", "City draw", "Dig", "Promote"]
    assert [f.label for f in g.state.frames] == ["meld Baghdad", "Promote"]  # the promotion waits in its frame
    assert g.pending is not None and "promote" in str(g.pending.prompt)
    assert city_draws(g) == [("Alice", "Venice")]


# -- flags and fountains -------------------------------------------------------------------------------------------


def test_flag_tie_kept_and_lost():
    g = cities_game({"Alice": {"board": {"red": ["Algiers"]}}, "Bob": {"board": {"red": ["Archery"]}}})
    alice = g.player("Alice")
    [flag] = board_achievements(g.state, alice)
    assert flag["kind"] == "flag" and "tie keeps" in flag["why"]
    assert achievement_count(g.state, alice) == 1 and claimed_count(g.state, alice) == 0
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Algiers"]}},
            "Bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
        }
    )
    assert board_achievements(g.state, g.player("Alice")) == []  # Bob shows two red cards, Alice one


def test_flags_and_fountains_show_in_the_views():
    g = cities_game({"Alice": {"board": {"red": ["Algiers"], "green": ["Hamburg"]}}, "Bob": {}})
    mine = g.view("Bob")["players"][0]["board_achievements"]
    assert sorted(x["kind"] for x in mine) == ["flag", "fountain"]


def test_a_covered_flag_shows_only_when_splayed_up():
    # Tokyo's flag is top middle: shown on a top card only
    g = cities_game({"Alice": {"board": {"purple": {"cards": ["Mysticism", "Tokyo"], "splay": "up"}}}, "Bob": {}})
    assert board_achievements(g.state, g.player("Alice")) == []
    g = cities_game(
        {"Alice": {"board": {"purple": {"cards": ["Mysticism", "Brussels"], "splay": "up"}}}, "Bob": {}}
    )  # Brussels: a fountain bottom middle too
    assert [x["card"] for x in board_achievements(g.state, g.player("Alice"))] == ["Brussels"]


def test_fountain_win_mid_effect():
    """Melding a fountain inside an effect wins at once: the rest of the effect never runs."""
    g = cities_game(
        {
            "Alice": {
                "board": {"yellow": ["Domestication"]},
                "hand": ["Hamburg"],
                "achievements": ["Monument", "Empire", "World", "Wonder", "Universe", "Sailing"],
            },
            "Bob": {},
        },
        supply={1: ["Tools"]},
    )
    dogma(g, "Domestication")
    assert g.over and g.result.winners == ("Alice",) and g.result.reason == "achievements"
    assert moved(g, "draw") == []  # "Draw a 1" never came


def test_losing_a_flag_stops_a_win():
    g = cities_game(
        {
            "Alice": {
                "board": {"red": ["Algiers"]},
                "hand": ["Oars"],
                "achievements": ["Monument", "Empire", "World", "Wonder", "Universe"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        }
    )
    assert achievement_count(g.state, g.player("Alice")) == 6
    meld(g, "Oars")  # Oars covers Algiers: the flag is gone
    assert achievement_count(g.state, g.player("Alice")) == 5 and not g.over


def test_card_effects_count_only_achievement_cards():
    from innovation_nb.engine.context import Ctx

    g = cities_game({"Alice": {"board": {"red": ["Algiers"]}}, "Bob": {}})
    x = Ctx(g, g.player("Alice"), g.player("Alice"), "Algiers", 1, False, None)
    assert x.achievement_count(g.player("Alice")) == 0 and achievement_count(g.state, g.player("Alice")) == 1


# -- Endorse -----------------------------------------------------------------------------------------------------


def endorse(g, card, tuck, *answers):
    g.apply(f"endorse {card}")
    if g.pending is not None and g.pending.kind == "cards" and tuck in g.pending.options:
        g.answer([tuck])
    for a in answers:
        g.answer(a)
    check_invariants(g.state)
    return g


def test_endorse_needs_a_top_city_showing_the_featured_icon_and_a_card_to_tuck():
    g = cities_game(
        {"Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Calendar", "Oars"]}, "Bob": {}}
    )
    assert "endorse Writing" in [str(a) for a in g.legal_actions()]  # Athens (a 1) shows lightbulbs
    g = cities_game({"Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Calendar"]}, "Bob": {}})
    assert "no card of value 1 or less" in g.why_illegal("endorse Writing")
    g = cities_game({"Alice": {"board": {"red": ["Archery"], "green": ["Babylon"]}, "hand": ["Oars"]}, "Bob": {}})
    # Archery features castles; Babylon shows none
    assert "none of Alice's top Cities shows its featured icon" in g.why_illegal("endorse Archery")
    base = cities_game({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, expansions=())
    assert "only with Cities" in (base.why_illegal("endorse Writing") or "")


def test_endorse_payment_before_counting():
    """The tuck comes first: a tucked card that shows the featured icon under the splay counts for the Dogma."""
    g = cities_game(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}, "red": ["Athens"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        actions_left=2,
    )
    before = g.preview("dogma Writing").to_dict()["counts"]["Alice"]
    endorse(g, "Writing", "Tools")
    plan = next(e for e in g.events if e.kind == "card").data["plan"]
    tuck = next(e for e in g.events if e.kind == "tuck")
    assert tuck.cards == ("Tools",) and tuck.index < next(e.index for e in g.events if e.kind == "card")
    assert plan["counts"]["Alice"] == before + 1 and plan["endorse"] and "twice" in plan["doubling"]
    assert "endorsed this turn already" in g.why_illegal("endorse Writing")


def test_endorse_runs_the_activators_effects_twice_and_sharers_once():
    g = cities_game(
        {
            "Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Tools"], "green": ["Babylon"]}},
        },  # as many lightbulbs: shares
        supply={2: ["Mathematics", "Construction", "Currency", "Fermenting"]},
    )
    endorse(g, "Writing", "Oars")
    assert [(e.player, e.cards[0]) for e in g.events if e.kind == "draw"][:3] == [
        ("Bob", "Mathematics"),
        ("Alice", "Construction"),
        ("Alice", "Currency"),
    ]


def test_endorse_demands_go_round_twice():
    """Round all the vulnerable opponents in turn order, then round again (not each one twice in a row)."""
    g = cities_game(
        {"Alice": {"board": {"red": ["Archery"], "yellow": ["Linzi"]}, "hand": ["Oars"]}, "Bob": {}, "Carol": {}},
        supply={1: ["Tools", "Sailing", "Writing", "Pottery"]},
    )
    endorse(g, "Archery", "Oars")
    assert [(e.player, e.cards[0]) for e in g.events if e.kind == "draw"] == [
        ("Bob", "Tools"),
        ("Carol", "Sailing"),
        ("Bob", "Writing"),
        ("Carol", "Pottery"),
    ]
    assert sorted(g.player("Alice").hand) == ["Pottery", "Sailing", "Tools", "Writing"]


# -- the five Cities special achievements -------------------------------------------------------------------------


def test_legend_when_a_city_with_a_left_arrow_is_melded_onto_a_pile_splayed_left():
    g = cities_game(
        {
            "Alice": {"board": {"green": {"cards": ["The Wheel", "Sailing"], "splay": "left"}}, "hand": ["Baghdad"]},
            "Bob": {},
        }
    )
    meld(g, "Baghdad")
    assert "Legend" in g.player("Alice").achievements
    g = cities_game({"Alice": {"board": {"green": ["The Wheel", "Sailing"]}, "hand": ["Baghdad"]}, "Bob": {}})
    meld(g, "Baghdad")  # the arrow splays it left only after the meld: too late
    assert "Legend" not in g.player("Alice").achievements and g.player("Alice").pile("green").splay == "left"


def test_glory_and_victory_when_a_city_with_a_flag_or_fountain_is_tucked():
    g = cities_game({"Alice": {"board": {"red": ["Archery"], "purple": ["Tokyo"]}, "hand": ["Algiers"]}, "Bob": {}})
    endorse(g, "Archery", "Algiers")  # Tokyo (a 5) shows castles: Algiers (a 5, with a flag) may be tucked
    assert "Glory" in g.player("Alice").achievements
    g = cities_game({"Alice": {"board": {"red": ["Kuala Lumpur"]}, "hand": ["Hamburg"]}, "Bob": {}})
    endorse(g, "Kuala Lumpur", "Hamburg")  # a City endorses itself: it has no effects of its own
    assert "Victory" in g.player("Alice").achievements
