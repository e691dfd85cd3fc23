"""The wins of "the single player with the most (or least) X", at their edges. With a tie for X nobody wins: the
effect is ignored and the game goes on. Without one, the single player wins, and in the team game their partner
with them; every player counts alone there, so partners who tie for X are a tie too (online guide, "By dogma" and
"Team games"). The rule is written once, in ``endgame.single_most`` / ``single_least``.

The cards, every set searched:
- base A.I., effect 2: the lowest score
- base Bioengineering, effect 2: the most leaves (once some board shows fewer than three)
- base Globalization, effect 2: the highest score (once no board shows more leaves than factories)
- Artifacts Maastricht Treaty: the most cards in a score pile (the executing player's own win)
- Artifacts Seikan Tunnel: the most visible cards of one colour, over all boards (the executing player's own win)
Echoes, Cities, the relics and the special achievements have no such win (Self Service and Social Networking compare
"than each other player": a tie never wins there either).
"""

import pytest
from helpers import artifacts_game, dogma, position

ALICE_TEAM, BOB_TEAM = ("Alice", "Carol"), ("Bob", "Dave")
SEIKAN_PILE = {"green": {"cards": ["Seikan Tunnel", "Sailing", "Clothing"], "splay": "right"}}  # 3 visible


def red_pile(n):
    """A red pile showing ``n`` cards (splayed up), without clocks (nobody shares); no pile for 0."""
    cards = ["Coal", "Archery", "Oars", "Metalworking"][:n]
    return {"red": {"cards": cards, "splay": "up" if n > 1 else None}} if cards else {}


def ai(bob=(), carol=None, dave=None):
    # Alice scores Databases (10) first; Bob has Software on top, Alice Robotics.
    players = {
        "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
        "Bob": {"board": {"blue": ["Software"]}, "score": list(bob)},
    }
    for name, score in (("Carol", carol), ("Dave", dave)):
        if score is not None:
            players[name] = {"score": list(score)}
    return position(players, supply={10: ["Databases"]}, teams=len(players) == 4), ()


def bioengineering(taken):
    # Alice transfers Bob's Agriculture or Carol's Reformation (three leaves each); Bob also shows Pottery (three).
    return position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}},
            "Carol": {"board": {"purple": ["Reformation"]}},
        }
    ), (taken,)


def bioengineering_teams(carol):
    # Nothing to take (no opponent shows a leaf); Alice shows three leaves, her partner Carol ``carol``.
    return position(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Stem Cells"]}},
            "Bob": {},
            "Carol": {"board": carol},
            "Dave": {},
        },
        teams=True,
    ), ()


def globalization(bob=(), carol=None):
    # Alice draws and scores Canning (6); no board shows a leaf.
    players = {"Alice": {"board": {"yellow": ["Globalization"]}}, "Bob": {"score": list(bob)}}
    if carol is not None:
        players.update({"Carol": {"score": list(carol)}, "Dave": {}})
    return position(players, supply={6: ["Canning"]}, teams=carol is not None), ()


def maastricht(bob, carol=None):
    players = {
        "Alice": {"board": {"green": ["Maastricht Treaty"]}, "score": ["Coal", "Archery"]},
        "Bob": {"score": list(bob)},
    }
    if carol is not None:
        players.update({"Carol": {"score": list(carol)}, "Dave": {}})
    return artifacts_game(players, teams=carol is not None), ()


def seikan(bob, carol=None):
    players = {"Alice": {"board": SEIKAN_PILE}, "Bob": {"board": red_pile(bob)}}
    if carol is not None:
        players.update({"Carol": {"board": red_pile(carol)}, "Dave": {}})
    return artifacts_game(players, teams=carol is not None), ()


CASES = [
    # (card, position and answers, the winners; () = a tie: nobody wins)
    pytest.param("A.I.", lambda: ai(bob=["Tools"]), ("Bob",), id="A.I.-single-lowest-score-wins"),
    pytest.param("A.I.", lambda: ai(bob=["Stem Cells"]), (), id="A.I.-tie-for-lowest-score"),
    pytest.param("A.I.", lambda: ai(carol=[]), (), id="A.I.-two-others-tie-at-zero"),
    pytest.param("A.I.", lambda: ai(carol=["Tools"], dave=["Writing"]), BOB_TEAM, id="A.I.-team-wins-with-Bob"),
    pytest.param("A.I.", lambda: ai(carol=["Tools"], dave=[]), (), id="A.I.-partners-tie"),
    pytest.param(
        "Bioengineering", lambda: bioengineering("Reformation"), ("Bob",), id="Bioengineering-single-most-leaves-wins"
    ),
    pytest.param("Bioengineering", lambda: bioengineering("Agriculture"), (), id="Bioengineering-tie-for-most-leaves"),
    pytest.param(
        "Bioengineering",
        lambda: bioengineering_teams({"purple": ["Reformation"], "green": ["Clothing"]}),
        ALICE_TEAM,
        id="Bioengineering-team-wins-with-Carol",
    ),
    pytest.param(
        "Bioengineering",
        lambda: bioengineering_teams({"purple": ["Reformation"]}),
        (),
        id="Bioengineering-partners-tie",
    ),
    pytest.param(
        "Globalization", lambda: globalization(bob=["Tools"]), ("Alice",), id="Globalization-single-highest-score-wins"
    ),
    pytest.param(
        "Globalization", lambda: globalization(bob=["Atomic Theory"]), (), id="Globalization-tie-for-highest-score"
    ),
    pytest.param(
        "Globalization", lambda: globalization(carol=["Tools"]), ALICE_TEAM, id="Globalization-team-wins-with-Alice"
    ),
    pytest.param("Globalization", lambda: globalization(carol=["Atomic Theory"]), (), id="Globalization-partners-tie"),
    pytest.param(
        "Maastricht Treaty", lambda: maastricht(["Oars"]), ("Alice",), id="Maastricht-single-most-score-cards-wins"
    ),
    pytest.param("Maastricht Treaty", lambda: maastricht(["Oars", "Tools"]), (), id="Maastricht-tie"),
    pytest.param(
        "Maastricht Treaty", lambda: maastricht([], carol=["Oars"]), ALICE_TEAM, id="Maastricht-team-wins-with-Alice"
    ),
    pytest.param(
        "Maastricht Treaty", lambda: maastricht([], carol=["Oars", "Tools"]), (), id="Maastricht-partners-tie"
    ),
    pytest.param("Seikan Tunnel", lambda: seikan(2), ("Alice",), id="Seikan-single-largest-pile-wins"),
    pytest.param("Seikan Tunnel", lambda: seikan(3), (), id="Seikan-tie"),
    pytest.param("Seikan Tunnel", lambda: seikan(0, carol=2), ALICE_TEAM, id="Seikan-team-wins-with-Alice"),
    pytest.param("Seikan Tunnel", lambda: seikan(0, carol=3), (), id="Seikan-partners-tie"),
]


@pytest.mark.parametrize("card,make,winners", CASES)
def test_the_single_player_wins_and_a_tie_is_ignored(card, make, winners):
    g, answers = make()
    dogma(g, card, *answers)
    assert g.pending is None and not g.resolving
    if winners:
        assert g.over and g.result.reason == "dogma" and g.result.winners == winners
    else:
        # The effect is ignored: no result, and the turn goes on (Alice still has her second action).
        assert not g.over and g.result is None and g.state.phase != "over"
        assert g.current_player.name == "Alice" and g.state.actions_left == 1


def test_every_card_is_covered_with_and_without_a_tie():
    seen = {}
    for case in CASES:
        card, _, winners = case.values
        seen.setdefault(card, set()).add(bool(winners))
    assert all(kinds == {True, False} for kinds in seen.values())
    assert sorted(seen) == ["A.I.", "Bioengineering", "Globalization", "Maastricht Treaty", "Seikan Tunnel"]
