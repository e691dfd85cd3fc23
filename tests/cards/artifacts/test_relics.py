"""The relics that can be played here: Complex Numbers (a base card back) and Newton-Wickins Telescope (an Artifacts
back). In a hand, on a board or in a score pile a relic is a normal card of its back's set; returned, it goes back
to the relic area."""

from helpers import (
    P,
    artifacts_seats,
    claimed_ages,
    dogma,
    done,
    granted,
    moved,
    plan,
    same_outcome_without_order,
    start,
    step,
    who_moved,
)

from innovation_nb.cards.data import CARDS
from innovation_nb.engine.invariants import check_invariants


def game(*players, **spec):
    return artifacts_seats(*players, relics=True, **spec)


def test_the_relics_are_cards_of_their_backs_sets():
    assert CARDS["Complex Numbers"].set == "base" and CARDS["Newton-Wickins Telescope"].set == "artifacts"
    assert CARDS["Complex Numbers"].relic and CARDS["Newton-Wickins Telescope"].relic


# -- Complex Numbers ---------------------------------------------------------------------------------------------

COMPLEX = {"blue": ["Complex Numbers"], "red": ["Archery"]}  # Archery: 2 castles and a lightbulb


def test_complex_numbers_reveals_a_card_with_the_same_icons_and_claims_its_value():
    # Engineering shows Archery's icons (2 castles, 1 lightbulb) with its hex elsewhere: the hex is no icon.
    # Physics shows the icons of Complex Numbers itself. Chemistry (2 factories) matches nothing.
    g = game({"board": COMPLEX, "hand": ["Engineering", "Physics", "Chemistry"]}, {})
    start(g, "Complex Numbers")
    assert g.pending.options == ["Engineering", "Physics"] and g.pending.optional
    step(g, "Engineering")
    done(g)
    assert moved(g, "reveal") == ["Engineering"] and claimed_ages(g, "Alice") == [3]
    assert P(g, "Alice").hand == ["Engineering", "Physics", "Chemistry"]
    check_invariants(g.state)


def test_complex_numbers_may_be_declined():
    g = game({"board": COMPLEX, "hand": ["Engineering"]}, {})
    dogma(g, "Complex Numbers", None)
    assert moved(g, "reveal") == [] and P(g, "Alice").achievements == [] and granted(g) == [False]


def test_complex_numbers_nothing_matching_asks_nothing():
    g = game({"board": COMPLEX, "hand": ["Chemistry", "Tools"]}, {})
    dogma(g, "Complex Numbers")
    assert g.pending is None and moved(g, "reveal") == []


def test_complex_numbers_no_achievement_of_that_value_only_reveals():
    g = game({"board": COMPLEX, "hand": ["Engineering"]}, {}, achievements=[])
    dogma(g, "Complex Numbers", "Engineering")
    assert moved(g, "reveal") == ["Engineering"] and P(g, "Alice").achievements == []


def test_complex_numbers_shared_earns_the_free_draw():
    # Bob shows 2 lightbulbs (Writing): Mathematics has Writing's icons (2 lightbulbs, a crown), so he claims a 2.
    g = game(
        {"board": {"blue": ["Complex Numbers"]}},
        {"board": {"blue": ["Writing"]}, "hand": ["Mathematics"]},
        supply={4: ["Anatomy"]},
    )
    dogma(g, "Complex Numbers", "Mathematics")
    assert plan(g)["sharers"] == ["Bob"] and claimed_ages(g, "Bob") == [2]
    assert granted(g) == [True] and P(g, "Alice").hand == ["Anatomy"]


def test_complex_numbers_returned_goes_back_to_the_relic_area():
    # Agriculture makes Alice return a card from her hand: the relic leaves the base supply alone.
    g = game({"board": {"yellow": ["Agriculture"]}, "hand": ["Complex Numbers"]}, {}, supply={5: ["Coal"]})
    dogma(g, "Agriculture", "Complex Numbers")
    assert "Complex Numbers" in g.state.relics and "Complex Numbers" not in g.state.supply[3]
    assert P(g, "Alice").score == ["Coal"]  # its face-down value, 4, + 1
    check_invariants(g.state)


# -- Newton-Wickins Telescope ------------------------------------------------------------------------------------

TELESCOPE = {"purple": ["Newton-Wickins Telescope"]}


def test_telescope_returns_chosen_score_cards_and_melds_a_card_of_that_many():
    g = game({"board": TELESCOPE, "score": ["Tools", "Calendar", "Compass"]}, {}, supply={2: ["Mathematics"]})
    start(g, "Newton-Wickins Telescope")
    assert g.pending.optional and g.pending.counts == [0, 1, 2, 3]
    step(g, ["Compass", "Tools"])
    done(g)
    assert moved(g, "return") == ["Tools", "Compass"] and P(g, "Alice").score == ["Calendar"]
    assert P(g, "Alice").top("blue") == "Mathematics"  # no clock: it stays


def test_telescope_the_pick_is_a_set():
    make = lambda: game({"board": TELESCOPE, "score": ["Tools", "Calendar", "Compass"]}, {})  # noqa: E731
    same_outcome_without_order(make, "Newton-Wickins Telescope", [["Compass", "Tools"], ["Tools", "Compass"]])


def test_telescope_a_melded_card_with_a_clock_is_returned():
    score = ["Tools", "Calendar", "Compass", "Anatomy", "Coal", "Canning", "Lighting"]
    g = game({"board": TELESCOPE, "score": score}, {}, supply={7: ["Bicycle"]})
    dogma(g, "Newton-Wickins Telescope", score)
    done(g)
    assert moved(g, "meld") == ["Bicycle"] and moved(g, "return")[-1] == "Bicycle"
    assert P(g, "Alice").top("green") is None and P(g, "Alice").score == []


def test_telescope_declined_or_with_an_empty_score_pile_does_nothing():
    g = game({"board": TELESCOPE, "score": ["Tools"]}, {})
    dogma(g, "Newton-Wickins Telescope", None)
    assert moved(g, "return") == [] and P(g, "Alice").score == ["Tools"] and granted(g) == [False]
    g = game({"board": TELESCOPE}, {})
    dogma(g, "Newton-Wickins Telescope")
    assert g.pending is None and moved(g, "return") == []


def test_telescope_returning_a_relic_sends_it_to_the_relic_area():
    g = game({"board": TELESCOPE, "score": ["Complex Numbers", "Tools"]}, {}, supply={2: ["Mathematics"]})
    dogma(g, "Newton-Wickins Telescope", ["Complex Numbers", "Tools"])
    done(g)
    assert "Complex Numbers" in g.state.relics and moved(g, "meld") == ["Mathematics"]
    check_invariants(g.state)


def test_telescope_on_a_board_returned_goes_back_to_the_relic_area():
    # Hunt-Lenox Globe returns every non-green top card: the telescope goes to the relic area, not a supply pile.
    g = game(
        {"board": {"green": ["Hunt-Lenox Globe"], "purple": ["Newton-Wickins Telescope"]}}, {}, supply={5: ["Coal"]}
    )
    dogma(g, "Hunt-Lenox Globe")
    assert who_moved(g, "return") == [("Alice", "Newton-Wickins Telescope")]
    assert "Newton-Wickins Telescope" in g.state.relics and P(g, "Alice").top("red") == "Coal"
    assert "Newton-Wickins Telescope" not in g.state.supplies["artifacts"][4]
    check_invariants(g.state)


def test_telescope_shared_earns_the_free_draw():
    g = game(
        {"board": TELESCOPE}, {"board": {"red": ["Coal"]}, "score": ["Tools"]}, supply={1: ["Oars"], 5: ["Physics"]}
    )
    dogma(g, "Newton-Wickins Telescope", ["Tools"])
    assert P(g, "Bob").top("red") == "Oars" and granted(g) == [True] and P(g, "Alice").hand == ["Physics"]
