"""Endorse with cards that remember what happened earlier in the action: the activator's second run of an effect and
the second round of a demand read the same memory as the first (one action, one memory)."""

from helpers import cities_game, moved

from innovation_nb.cards.data import CARDS
from innovation_nb.engine.invariants import check_invariants


def endorse(g, card, tuck):
    g.apply(f"endorse {card}")
    if g.pending is not None and g.pending.kind == "cards" and tuck in g.pending.options:
        g.answer([tuck])  # a single card to tuck is tucked without asking
    assert tuck not in g.player("Alice").hand
    return g


def answer(g, player, value):
    assert g.pending is not None and g.pending.player == player, g.pending
    g.answer(value)
    check_invariants(g.state)


def draws(g, player=None):
    return [e.cards[0] for e in g.events if e.kind == "draw" and (player is None or e.player == player)]


def test_oars_remembers_a_transfer_from_the_first_round_of_the_demand():
    # Atlantis (a 1) shows castles, Oars's featured icon
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Oars"], "blue": ["Atlantis"]}, "hand": ["Agriculture"]},
            "Bob": {"hand": ["Code of Laws"]},
        },
        supply={1: ["Pottery", "Tools"]},
    )
    endorse(g, "Oars", "Agriculture")
    assert g.player("Alice").score == ["Code of Laws"]
    assert draws(g) == ["Pottery"]  # Bob's draw after the transfer; a transfer happened: Alice draws in neither run
    assert g.pending is None and g.state.actions_left == 1


def test_oars_without_a_transfer_draws_in_each_run():
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Oars"], "blue": ["Atlantis"]}, "hand": ["Agriculture"]},
            "Bob": {"hand": ["Pottery"]},
        },
        supply={1: ["Tools", "Writing"]},
    )
    endorse(g, "Oars", "Agriculture")
    assert draws(g, "Alice") == ["Tools", "Writing"] and draws(g, "Bob") == []


def test_democracy_totals_the_returns_over_both_runs():
    """Bob shares and returns one (more than anyone so far: an 8); Alice's first run ties him (no 8), her second
    run brings her total to two (an 8)."""
    g = cities_game(
        {
            "Alice": {
                "board": {"purple": ["Democracy"], "red": ["Athens"]},
                "hand": ["Archery", "Agriculture", "Pottery"],
            },
            "Bob": {
                "board": {"blue": ["Writing"], "green": ["Babylon"], "purple": ["Philosophy"]},
                "hand": ["Sailing"],
            },
        },
        supply={8: ["Mobility", "Rocketry"]},
    )
    endorse(g, "Democracy", "Archery")
    answer(g, "Bob", ["Sailing"])
    assert g.player("Bob").score == ["Mobility"]
    answer(g, "Alice", ["Agriculture"])
    assert g.player("Alice").score == []
    answer(g, "Alice", ["Pottery"])
    assert g.player("Alice").score == ["Rocketry"] and g.pending is None


def test_democracy_second_run_returning_nothing_still_counts_the_first():
    g = cities_game(
        {
            "Alice": {
                "board": {"purple": ["Democracy"], "red": ["Athens"]},
                "hand": ["Archery", "Agriculture", "Pottery"],
            },
            "Bob": {},
        },
        supply={8: ["Mobility", "Rocketry"]},
    )
    endorse(g, "Democracy", "Archery")
    answer(g, "Alice", ["Agriculture"])
    answer(g, "Alice", [])  # the total of the action is still one, more than anyone else's
    assert g.player("Alice").score == ["Mobility", "Rocketry"]


def test_kobukson_counts_the_returns_of_both_rounds_and_tucks_in_each_run():
    # Cordoba (a 3) shows factories, Kobukson's featured icon
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Kobukson"], "blue": ["Cordoba"]}, "hand": ["Agriculture"]},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        },
        expansions=("echoes", "cities"),
        supply={4: ["Perspective", "Invention", "Anatomy", "Enterprise", "Gunpowder"]},
    )
    endorse(g, "Kobukson", "Agriculture")
    while g.pending is not None:  # the echo (splay a colour left) twice: no pile can be splayed, or skip it
        req = g.pending
        answer(g, req.player, req.options if req.kind == "order" else [] if req.kind == "cards" else req.options[0])
    returned = moved(g, "return")
    assert sorted(returned) == ["Archery", "Masonry"]  # two cards in the first round, none in the second
    tucks = [e.cards[0] for e in g.events if e.kind == "tuck" and e.player == "Alice"][1:]  # after the payment
    assert len(tucks) == 2  # two returned: one tuck in each of the activator's two runs


def test_charitable_trust_offers_each_echo_draw_once():
    """The echo runs twice (two draws); the effect's first run offers the first card, its second run the second."""
    # Damascus (a 1) shows crowns, Charitable Trust's featured icon
    g = cities_game(
        {"Alice": {"board": {"green": ["Charitable Trust"], "yellow": ["Damascus"]}, "hand": ["Archery"]}, "Bob": {}},
        expansions=("echoes", "cities"),
        supply={3: ["Optics", "Paper"]},
    )
    endorse(g, "Charitable Trust", "Archery")
    answer(g, "Alice", 3)
    answer(g, "Alice", 3)
    first, second = draws(g, "Alice")[:2]
    assert first != second and first in str(g.pending.prompt)
    answer(g, "Alice", False)
    assert second in str(g.pending.prompt)
    answer(g, "Alice", True)
    assert second not in g.player("Alice").hand and first in g.player("Alice").hand


def test_stethoscope_counts_a_blue_meld_from_either_run_of_the_echo():
    # Athens (a 1) shows lightbulbs, Stethoscope's featured icon
    g = cities_game(
        {
            "Alice": {
                "board": {"blue": ["Stethoscope"], "red": ["Athens"]},
                "hand": ["Archery", "Writing", "Agriculture"],
            },
            "Bob": {},
        },
        expansions=("echoes", "cities"),
        supply={7: ["Electricity", "Refrigeration"], 8: ["Mobility", "Rocketry"]},
    )
    endorse(g, "Stethoscope", "Archery")
    answer(g, "Alice", ["Writing"])  # blue, in the first run; Agriculture (yellow) is left for the second
    assert g.player("Alice").top("yellow") == "Agriculture"
    while g.pending is not None:  # the splay of yellow, offered in each run
        answer(g, "Alice", False if g.pending.kind == "yes_no" else g.pending.options[0])
    assert [CARDS[c].age for c in draws(g, "Alice")] == [7, 8, 7, 8]  # each run: a 7, and an 8 for the blue


def test_dancing_girl_endorsed_goes_round_twice_and_remembers_where_it_began():
    # Athens shows lightbulbs, Dancing Girl's featured icon; Bob and Carol show as many lightbulbs: compelled
    g = cities_game(
        {
            "Alice": {"board": {"yellow": ["Dancing Girl"], "red": ["Athens"]}, "hand": ["Archery"]},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Babylon"], "purple": ["Philosophy"]}},
            "Carol": {"board": {"blue": ["Tools"], "purple": ["Mysticism"], "red": ["Thebes"], "green": ["Jerusalem"]}},
        },
        expansions=("artifacts", "cities"),
    )
    endorse(g, "Dancing Girl", "Archery")
    moves = [e.dest.owner for e in g.events if e.kind == "transfer" and "Dancing Girl" in e.cards]
    assert moves == ["Bob", "Carol", "Bob", "Carol"]  # round the compelled players, then round again
    # it began the action on Alice's board (the moves of both rounds are read back from there): her first run wins
    assert g.over and g.result.winners == ("Alice",)
