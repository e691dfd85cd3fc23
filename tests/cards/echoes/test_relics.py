"""Safety Pin, the relic with an Echoes back, with Echoes and Artifacts of History (relics in play): in a hand, on a
board or in a score pile it is an ordinary Echoes card — its echo effect runs like any other and it counts for the
draw rule — it can be seized into a hand, and returned it goes back to the relic area."""

from helpers import P, dogma, done, expansions_game, granted, moved, plan, who_moved

from innovation_nb.cards.data import CARDS
from innovation_nb.engine.invariants import check_invariants

PIN = {"yellow": ["Safety Pin"]}


def game(players, **spec):
    return expansions_game(players, ("artifacts", "echoes"), relics=True, **spec)


def test_safety_pin_is_an_echoes_card_and_a_relic():
    assert CARDS["Safety Pin"].set == "echoes" and CARDS["Safety Pin"].relic and CARDS["Safety Pin"].age == 7


def test_safety_pin_echo_scores_a_7_and_the_demand_returns_the_cards_above_6_then_draws_a_6():
    # Bob keeps a 6, a base card: the 6 he draws is an Echoes card.
    g = game(
        {"Alice": {"board": PIN, "hand": ["Puppet"]}, "Bob": {"hand": ["Bicycle", "Antibiotics", "Canning"]}},
        supply={7: ["Lighting"]},
        tops={"echoes": {6: ["Bifocals"]}},
    )
    dogma(g, "Safety Pin")
    done(g)
    assert P(g, "Alice").score == ["Lighting"]
    assert who_moved(g, "return") == [("Bob", "Bicycle"), ("Bob", "Antibiotics")]
    assert P(g, "Bob").hand == ["Canning", "Bifocals"]
    check_invariants(g.state)


def test_safety_pin_demand_two_vulnerable_in_turn_order_and_none():
    players = {
        "Alice": {"board": PIN, "hand": ["Puppet"]},
        "Bob": {"hand": ["Bicycle", "Bangle"]},
        "Carol": {"hand": ["Antibiotics", "Chintz"]},
    }
    g = game(players, supply={7: ["Lighting"], 6: ["Canning", "Democracy"]})
    dogma(g, "Safety Pin")
    assert who_moved(g, "return") == [("Bob", "Bicycle"), ("Carol", "Antibiotics")]
    assert who_moved(g, "draw")[1:] == [("Bob", "Canning"), ("Carol", "Democracy")]
    g = game(
        {"Alice": {"board": PIN}, "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Bicycle"]}},
        supply={7: ["Lighting", "Evolution", "Publications"]},
    )
    dogma(g, "Safety Pin")
    assert plan(g)["vulnerable"] == [] and P(g, "Bob").hand == ["Bicycle"]


def test_safety_pin_shared_echo_earns_the_free_draw():
    # Bob shows 3 leaves against Safety Pin's 2: he shares the echo and scores a 7.
    g = game(
        {"Alice": {"board": PIN, "hand": ["Puppet"]}, "Bob": {"board": {"yellow": ["Agriculture"]}}},
        supply={7: ["Lighting", "Evolution", "Publications"]},
    )
    dogma(g, "Safety Pin")
    assert plan(g)["sharers"] == ["Bob"] and P(g, "Bob").score == ["Lighting"]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Puppet", "Publications"]


def test_safety_pin_echo_from_a_covered_card_splayed_right():
    # Right shows the bottom-left echo; Agriculture on top then finds an empty hand.
    g = game(
        {"Alice": {"board": {"yellow": {"cards": ["Agriculture", "Safety Pin"], "splay": "right"}}}, "Bob": {}},
        supply={7: ["Lighting"]},
    )
    dogma(g, "Agriculture")
    done(g)
    assert [e["card"] for e in plan(g)["echoes"]] == ["Safety Pin"] and P(g, "Alice").score == ["Lighting"]


def test_safety_pin_in_hand_counts_as_an_echoes_card_for_the_draw_rule():
    g = game({"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Safety Pin"]}, "Bob": {}}, supply={2: ["Calendar"]})
    dogma(g, "Writing")
    assert moved(g, "draw") == ["Calendar"]  # a base 2: the hand already holds an Echoes card
    g = game(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}, "Bob": {}},
        tops={"echoes": {2: ["Linguistics"]}},
    )
    dogma(g, "Writing")
    assert moved(g, "draw") == ["Linguistics"]


def test_safety_pin_returned_from_a_hand_goes_back_to_the_relic_area():
    # Morphine's demand returns Bob's odd cards: Safety Pin (a 7) goes to the relic area, not to a supply pile.
    g = game(
        {"Alice": {"board": {"yellow": ["Morphine"]}}, "Bob": {"hand": ["Safety Pin", "Optics"]}},
        supply={6: ["Canning"], 8: ["Antibiotics"]},
    )
    dogma(g, "Morphine")
    done(g)
    assert "Safety Pin" in g.state.relics and "Safety Pin" not in g.state.supplies["echoes"][6]
    assert P(g, "Alice").hand == ["Antibiotics"]  # the highest returned was the 7: an 8 is drawn
    check_invariants(g.state)


def test_safety_pin_may_be_seized_into_the_hand_when_echoes_is_in_play():
    # Coal (5) covers Combustion (7): an Artifact 7 is dug, and Safety Pin is the relic of age 7.
    players = {"Alice": {"board": {"red": ["Combustion"]}, "hand": ["Coal"]}, "Bob": {}}
    g = game(players)
    g.apply("meld Coal")
    assert g.pending.kind == "choice" and g.pending.options == ["achievements", "hand"]
    g.answer("hand")
    assert P(g, "Alice").hand == ["Safety Pin"] and "Safety Pin" not in g.state.relics
    g = expansions_game(players, ("artifacts",), relics=True)
    g.apply("meld Coal")
    assert g.pending.options == ["achievements"]  # without Echoes it can only be an achievement
