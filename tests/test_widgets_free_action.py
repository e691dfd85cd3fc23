"""The actions a game or puzzle widget offers, checked against the engine's legal actions — with Artifacts too,
where a turn can start with the free special action of the card on display (a free dogma, returning it, or
passing), before any other action."""

from __future__ import annotations

from innovation_nb import Game, Scenario
from innovation_nb.bots import RandomBot
from innovation_nb.engine.actions import legal_actions
from innovation_nb.puzzles import pack
from innovation_nb.widgets import GameWidget, PuzzleWidget
from innovation_nb.widgets.snapshot import actions_snapshot

FREE = {
    "expansions": ["artifacts"],
    "free_action": True,
    "current": "Ann",
    "players": [
        {"name": "Ann", "board": {"red": ["Archery"]}, "display": "Holmegaard Bows", "hand": ["Oars"]},
        {"name": "Bot"},
    ],
}


def _offered(game) -> set[str]:
    return {a["action"] for a in actions_snapshot(game) if a["legal"]}


def test_a_turn_that_starts_with_a_card_on_display_offers_the_free_special_action_first():
    g = Scenario.load(FREE).to_game()
    acts = actions_snapshot(g)
    free = [a["action"] for a in acts if a["free"]]
    assert free == ["dogma Holmegaard Bows", "return Holmegaard Bows", "pass"] == [a["action"] for a in acts[:3]]
    assert _offered(g) == {str(a) for a in legal_actions(g.state)} == set(free)
    draw = next(a for a in acts if a["action"] == "draw")
    assert not draw["legal"] and "free special action" in draw["reason"]
    w = GameWidget(g, bots={"Bot": RandomBot(1)})
    w.act("pass")  # the turn goes on: the two actions, and the card on display can be melded
    assert not w.game.state.free_action and not w.error
    after = {a["action"]: a for a in w.snapshot["actions"]}
    assert after["meld Holmegaard Bows"]["legal"] and not any(a["free"] for a in after.values())


def test_every_legal_action_is_offered_in_games_with_the_expansions():
    for seed, expansions in [(1, ("artifacts",)), (2, ("artifacts", "echoes", "cities")), (3, ("artifacts",))]:
        g = Game.new(["Ann", "Ben"], seed=seed, expansions=expansions, relics=True, history=False)
        bot, free_turns = RandomBot(seed), 0
        for _ in range(400):
            if g.over:
                break
            if g.pending is not None:
                g.answer(bot.move(g))
                continue
            if g.state.phase == "play":
                assert {str(a) for a in legal_actions(g.state)} <= _offered(g), (seed, g.state.turn)
                free_turns += g.state.free_action
            g.apply(bot.move(g))
        assert free_turns or seed == 2  # the free special action was met, and offered


def test_a_three_action_puzzle_can_be_played_from_its_widget():
    p = pack.load(budget=3)[0]
    w = PuzzleWidget(p)
    first = p.intended[0]
    assert first in {a["action"] for a in w.snapshot["actions"] if a["legal"] and a["free"]}
