"""A puzzle's themes are what its solving player does in every play of its solution (puzzles/themes.py): never an
opponent's score, return or tuck; a card that comes to you is your transfer; a goal that counts an icon has the
``icon-count`` theme."""

from __future__ import annotations

from innovation_nb.puzzles.model import Question
from innovation_nb.puzzles.solver import solve
from innovation_nb.puzzles.themes import Replay, common, themes_of

SUPPLY = {
    1: ["Pottery", "Agriculture", "Clothing", "Tools"],
    2: ["Calendar", "Fermenting", "Mapmaking", "Currency"],
    3: ["Education", "Machinery", "Medicine"],
    4: ["Invention", "Colonialism"],
}


def question(alice: dict, bob: dict, goal) -> Question:
    return Question(
        scenario={"players": [{"name": "Alice", **alice}, {"name": "Bob", **bob}], "supply": SUPPLY},
        goal=goal,
        budget=1,
    )


def played(q: Question, action: str, answer) -> Replay:
    g = q.start_game(history=True)
    before = g.state.clone()
    g.apply(action)
    while g.pending is not None:
        g.answer(answer(g.pending))
    return Replay(q.solver, before, g.state, list(g.events), [action], q.scenario.edition, q.goal)


def test_a_theme_is_what_the_solving_player_does_not_what_an_opponent_does():
    # Bob shares Alice's Philosophy and scores Oars from his hand; Alice has nothing to score
    q = question(
        {"board": {"purple": ["Philosophy"], "red": ["Archery"]}},
        {"hand": ["Oars"], "board": {"blue": ["Writing"], "green": ["Paper"]}},
        {"score": 50},
    )
    r = played(q, "dogma Philosophy", lambda req: req.options[:1] if req.player == "Bob" else None)
    assert any(e.kind == "score" and e.player == "Bob" for e in r.events)
    assert "score" not in themes_of(r)
    assert "sharing-bonus" in themes_of(r)  # Alice's free draw: hers


def test_a_card_that_comes_to_you_is_a_transfer_of_yours():
    # Archery's demand: Bob gives Alice the highest card of his hand
    q = question({"board": {"red": ["Archery"]}}, {"hand": ["Compass"], "board": {"green": ["Sailing"]}}, {"score": 50})
    r = played(q, "dogma Archery", lambda req: req.options[0] if req.kind != "cards" else req.options[:1])
    assert {"demand", "transfer"} <= set(themes_of(r))


def test_an_icon_goal_has_the_icon_count_theme():
    # Bob shows 3 castles; melding The Wheel makes Alice's 2 into 5: Bob is vulnerable to her Archery
    q = question(
        {"hand": ["The Wheel", "Sailing"], "board": {"red": ["Archery"]}},
        {"board": {"purple": ["Mysticism"]}},
        {"vulnerable": "Archery", "player": "Bob"},
    )
    (play,) = solve(q).solution.plays()
    assert common(q, [play]) == ["icon-count"]  # the count of castles changed: nothing else happened
