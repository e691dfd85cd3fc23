"""A player who has lost (Exxon Valdez) leaves the game: they take no more turns, are never affected, never share
and are not compared; in the team game their teammate loses with them; when one side is left it wins at once."""

import json

from helpers import P, artifacts_game, dogma, play

from innovation_nb import Game
from innovation_nb.cards import registry
from innovation_nb.engine.invariants import check_invariants


def with_lost(g, *names) -> Game:
    """The same position, with ``names`` having lost already."""
    s = g.state.clone()
    for n in names:
        s.player(n).lost = True
    check_invariants(s)
    return Game.from_state(s)


THREE = {
    "Alice": {"board": {"green": ["Maastricht Treaty"]}, "score": ["Tools"]},
    "Bob": {"board": {"blue": ["Translation"]}, "score": ["Oars", "Writing", "Sailing"]},
    "Carol": {},
}


def test_a_player_who_has_lost_takes_no_more_turns():
    g = with_lost(artifacts_game(THREE, actions_left=1, supply={1: ["Archery"]}), "Bob")
    g.apply("draw")
    assert g.current_player.name == "Carol"
    g.apply("pass" if g.state.free_action else "draw").apply("draw")
    assert g.current_player.name == "Alice"


def test_a_player_who_has_lost_is_not_compared_and_never_shares():
    # Bob (lost) has more score cards and as many crowns: Alice has the most among the players in the game.
    g = with_lost(artifacts_game(THREE), "Bob")
    play(g, "Maastricht Treaty")
    p = next(e for e in g.events if e.kind == "card").data["plan"]
    assert "Bob" not in p["counts"] and p["sharers"] == [] and p["vulnerable"] == []  # no demand on the card
    assert [r["status"] for r in p["rows"]] == ["not_sharing", "activator"]
    assert g.over and g.result.winners == ("Alice",)


def test_without_a_lost_player_the_same_position_is_compared_with_everyone():
    g = artifacts_game(THREE)
    play(g, "Maastricht Treaty")  # Bob shares first, with the most score cards
    assert g.over and g.result.winners == ("Bob",)


def test_the_score_ending_leaves_out_a_player_who_has_lost():
    g = with_lost(
        artifacts_game(
            {
                "Alice": {"board": {"red": ["Battleship Yamato"]}, "score": ["Tools"]},
                "Bob": {"score": ["Coal"]},
                "Carol": {},
            }
        ),
        "Bob",
    )
    g.apply("draw")  # Yamato on top: a Draw action draws an 11
    assert g.over and g.result.reason == "score" and g.result.winners == ("Alice",)


def test_a_player_who_loses_during_a_dogma_is_skipped_by_its_later_effects(monkeypatch):
    # United Nations Charter's compel replaced by "you lose": Bob, compelled, would then share the second effect.
    def lose_instead(x):
        yield from x.lose(x.player, "a test")

    key = ("United Nations Charter", None)
    # a new table through the registry, so that effects looked up by earlier games are forgotten
    monkeypatch.setitem(registry._EFFECTS, key, {**registry._EFFECTS[key], 1: lose_instead})
    g = artifacts_game(
        {
            "Alice": {"board": {"red": ["United Nations Charter"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "red": ["Archery"]}},
            "Carol": {},
        },
        supply={10: ["Robotics", "Software"]},
    )
    play(g, "United Nations Charter")
    assert P(g, "Bob").lost and not g.over
    second = [e for e in g.events if e.kind == "player" and g.events[e.parent].data.get("index") == 2]
    assert [e.player for e in second] == ["Alice"] and P(g, "Alice").hand == ["Robotics"]
    assert P(g, "Bob").hand == []


def test_in_the_team_game_a_loss_takes_the_teammate_and_the_other_side_wins():
    g = artifacts_game(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Coal"]}},
            "Carol": {},
            "Dave": {"hand": ["Tools"]},
        },
        teams=True,
    )
    play(g, "Exxon Valdez")
    assert P(g, "Bob").lost and P(g, "Dave").lost and P(g, "Dave").hand == ["Tools"]
    assert g.over and g.result.winners == ("Alice", "Carol") and g.result.reason == "dogma"
    assert "Bob and Dave lose and leave the game" in "\n".join(g.log())


def test_lost_is_saved_and_shown_only_when_someone_has_lost():
    g = artifacts_game(THREE)
    assert "lost" not in g.state.to_dict()["players"][1] and "lost" not in g.view("Alice")["players"][1]
    h = with_lost(g, "Bob")
    assert h.state.to_dict()["players"][1]["lost"] is True and h.view("Alice")["players"][1]["lost"] is True
    h.apply("draw")
    again = Game.from_json(json.loads(h.to_json()))
    assert again.player("Bob").lost and again.state.to_dict() == h.state.to_dict()


def test_a_lost_player_is_out_of_turn_order_and_of_the_opponents():
    g = with_lost(artifacts_game(THREE), "Bob")
    s = g.state
    alice = s.player("Alice")
    assert [p.name for p in s.opponents(alice)] == ["Carol"] and [p.name for p in s.others(alice)] == ["Carol"]
    assert [p.name for p in s.turn_order_from_current()] == ["Alice", "Carol"]
    assert [p.name for p in s.players_in_game] == ["Alice", "Carol"]
    dogma(g, "Maastricht Treaty")
