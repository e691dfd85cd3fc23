"""Setup, turn order and the four actions (legality and reasons)."""

import pytest
from helpers import position

from innovation_nb import Game, IllegalAction
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.actions import Action
from innovation_nb.engine.invariants import check_invariants


def finish_setup(g, picks=None):
    """Answer every first-meld choice (by default each player's alphabetically last card)."""
    while g.state.phase == "setup":
        req = g.pending
        g.answer((picks or {}).get(req.player, req.options[-1]))
    return g


@pytest.mark.parametrize("n", [2, 3, 4])
def test_new_game_setup(n):
    names = ["Ann", "Ben", "Cid", "Dee"][:n]
    g = Game.new(names, seed=7)
    s = g.state
    assert [len(p.hand) for p in s.players] == [2] * n
    assert all(CARDS[c].age == 1 for p in s.players for c in p.hand)
    assert sorted(CARDS[c].age for c in s.achievements) == list(range(1, 10))
    assert s.specials == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert [len(s.supply[a]) for a in range(10)] == [14 - 2 * n] + [9] * 8 + [10]
    check_invariants(s)
    # a decision for every player, each hidden from the others, one after the other
    seen = []
    while g.state.phase == "setup":
        assert g.pending.hidden and g.pending.kind == "cards" and len(g.pending.options) == 2
        seen.append(g.pending.player)
        g.answer(g.pending.options[0])
    assert seen == names
    assert all(len(p.hand) == 1 and len(p.top_cards()) == 1 for p in g.state.players)


def test_same_seed_same_game():
    a, b = Game.new(["A", "B"], seed=11), Game.new(["A", "B"], seed=11)
    assert a.state.to_dict() == b.state.to_dict()
    assert Game.new(["A", "B"], seed=12).state.to_dict() != a.state.to_dict()


def test_melds_are_simultaneous_and_first_player_is_alphabetical():
    g = Game.new(["Ann", "Ben", "Cid"], seed=3)
    # nothing is melded until everyone has chosen
    g.answer(g.pending.options[0])
    assert all(not p.top_cards() for p in g.state.players)
    finish_setup(g)
    tops = {p.name: p.top_cards()[0] for p in g.state.players}
    first = min(tops, key=lambda n: tops[n].casefold())
    assert g.current_player.name == first
    assert g.state.actions_left == 1
    assert g.state.upcoming == []


def _dealt(first_four):
    """A setup-phase game whose deal gives Ann the first two cards listed and Ben the next two."""
    from innovation_nb.engine.position import build_state

    st = build_state({"players": [{"name": "Ann"}, {"name": "Ben"}], "supply": {1: first_four}})
    st.phase = "setup"
    return Game.from_state(st)


def test_the_wheel_sorts_under_t():
    """Leading articles count: "The Wheel" sorts under T (before "Tools"), not under W (after "Sailing")."""
    g = _dealt(["The Wheel", "Writing", "Tools", "Sailing"])
    assert sorted(g.pending.options) == ["The Wheel", "Writing"]
    g.answer("The Wheel")
    g.answer("Tools")
    assert g.current_player.name == "Ann"
    g = _dealt(["The Wheel", "Writing", "Sailing", "Tools"])
    g.answer("The Wheel")
    g.answer("Sailing")
    assert g.current_player.name == "Ben"
    assert "Sailing comes first alphabetically" in g.log()[-1]


def test_four_players_first_two_take_one_action():
    g = finish_setup(Game.new(["A", "B", "C", "D"], seed=5))
    first = g.current_player
    assert g.state.actions_left == 1
    g.apply("draw")
    second = g.current_player
    assert second is not first and g.state.actions_left == 1
    g.apply("draw")
    assert g.state.actions_left == 2


def test_team_game_setup():
    g = Game.new(["A", "B", "C", "D"], seed=5, teams=True)
    teams = {p.name: p.team for p in g.state.players}
    assert teams["A"] == teams["C"] != teams["B"] == teams["D"]
    g2 = Game.new(["A", "B", "C", "D"], seed=5, teams=[["A", "B"], ["C", "D"]])
    assert g2.player("A").team == g2.player("B").team
    with pytest.raises(ValueError, match="teams"):
        Game.new(["A", "B", "C"], teams=True)
    with pytest.raises(ValueError, match="teams"):
        Game.new(["A", "B", "C", "D"], teams=[["A", "B"], ["C", "E"]])


def test_bad_new_game_arguments():
    with pytest.raises(ValueError, match="2 to 4"):
        Game.new(["Solo"])
    with pytest.raises(ValueError, match="distinct"):
        Game.new(["A", "A"])
    with pytest.raises(ValueError, match="edition"):
        Game.new(["A", "B"], edition="fourth")


# -- Draw -----------------------------------------------------------------------------------------------


def test_draw_action_uses_highest_top_card_and_skips_empty_ages():
    """The rulebook's example: highest top card 2 (a 4 covered in a splayed pile does not count), age 2
    empty → draw a 3."""
    twos = list(_ages(2))
    g = position(
        {
            "Ann": {"board": {"purple": {"cards": ["Philosophy", "Reformation"], "splay": "right"}}},
            "Ben": {"score": [c for c in twos if c != "Philosophy"]},
        }
    )
    assert g.player("Ann").highest_top_value() == 2
    g.apply("draw")
    assert [CARDS[c].age for c in g.player("Ann").hand] == [3]
    ev = [e for e in g.events if e.kind == "draw"][0]
    assert ev.data == {"requested": 2, "age": 3}


def _ages(age):
    from innovation_nb.cards.data import CARDS_BY_AGE

    return CARDS_BY_AGE[age]


def test_draw_a_4_with_4_and_5_empty_draws_a_6():
    from innovation_nb.engine import primitives as prim

    g = position({"Ann": {"score": list(_ages(4))}, "Ben": {"score": list(_ages(5))}})
    ann = g.player("Ann")
    gen = prim.draw(g, ann, 4)
    ev = next(gen)
    assert ev.data == {"requested": 4, "age": 6}
    with pytest.raises(StopIteration) as stop:
        gen.send(None)
    assert CARDS[stop.value.value].age == 6


def test_draw_with_empty_board_draws_a_1():
    g = position({"Ann": {}, "Ben": {}})
    g.apply("draw")
    assert CARDS[g.player("Ann").hand[0]].age == 1


def test_drawing_beyond_10_ends_the_game_by_score():
    tens = list(_ages(10))
    rest = [c for c in tens if c != "Software"]
    g = position(
        {"Ann": {"board": {"blue": ["Software"]}, "score": rest[:5]}, "Ben": {"score": rest[5:] + ["Writing"]}},
        supply={},
    )
    # Ann's highest top card is a 10; supply 10 is empty (the tens are in score piles or on the board)
    g.apply("draw")
    assert g.over and g.result.reason == "score"
    assert g.result.winners == ("Ann",)
    assert g.events[-1].kind == "end"
    with pytest.raises(IllegalAction, match="over"):
        g.apply("draw")


# -- Meld -----------------------------------------------------------------------------------------------


def test_meld_keeps_the_splay():
    g = position(
        {
            "Ann": {
                "hand": ["Fermenting"],
                "board": {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}},
            },
            "Ben": {},
        }
    )
    g.apply("meld Fermenting")
    pile = g.player("Ann").pile("yellow")
    assert pile.cards == ["Masonry", "Agriculture", "Fermenting"] and pile.splay == "left"


def test_meld_of_a_card_not_in_hand_is_refused_with_a_reason():
    g = position({"Ann": {"hand": ["Writing"]}, "Ben": {}})
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not in Ann's hand"):
        g.apply("meld Sailing")
    assert g.to_json() == before


# -- Achieve --------------------------------------------------------------------------------------------


def test_achievement_example_only_age_2_is_eligible():
    """15 points, highest top card 2, the 1 already claimed: only the 2 may be claimed."""
    fours = list(_ages(4))[:3]
    g = position(
        {
            "Ann": {"score": fours + ["Alchemy"], "board": {"blue": ["Writing"], "purple": ["Philosophy"]}},
            "Ben": {"achievements": [1]},
        }
    )
    ann = g.player("Ann")
    assert ann.score_total == 15
    assert [str(a) for a in g.legal_actions() if a.kind == "achieve"] == ["achieve 2"]
    assert g.why_illegal("achieve 3") == "Achieve 3 needs a top card of value 3 or more; Ann's highest top card is 2"
    assert g.why_illegal("achieve 1") == "Achieve 1: the 1 achievement is not available (already claimed)"
    g.apply("achieve 2")
    assert len(ann.achievements) == 1 and CARDS[ann.achievements[0]].age == 2
    assert ann.score_total == 15  # achieving spends nothing


def test_achieve_needs_points():
    g = position(
        {
            "Ann": {"score": ["Writing", "Sailing", "Calendar", "Canal Building"], "board": {"red": ["Construction"]}},
            "Ben": {},
        }
    )
    assert g.why_illegal("achieve 1") is None
    assert g.why_illegal("achieve 2") == "Achieve 2 needs 10 points; Ann has 6"
    with pytest.raises(IllegalAction, match="needs 10 points; Ann has 6"):
        g.apply("achieve 2")


# -- Dogma ----------------------------------------------------------------------------------------------


def test_dogma_only_on_top_cards():
    g = position({"Ann": {"board": {"red": ["Archery", "Oars"]}}, "Ben": {}})
    assert g.why_illegal("dogma Oars") == "Dogma Oars: it is not a top card on Ann's board"
    assert g.why_illegal("dogma Archery") is None


def test_legal_actions_list():
    g = position({"Ann": {"hand": ["Writing", "Sailing"], "board": {"red": ["Archery"]}}, "Ben": {}})
    acts = [str(a) for a in g.legal_actions()]
    assert acts == ["draw", "meld Sailing", "meld Writing", "dogma Archery"]
    assert all(g.why_illegal(a) is None for a in acts)


def test_action_parsing_errors_name_the_problem():
    g = position({"Ann": {}, "Ben": {}})
    assert "did you mean 'Archery'" in g.why_illegal("meld Archrey")
    assert "unknown action" in g.why_illegal("sing")
    assert "only as the free special action" in g.why_illegal("pass")  # an Artifacts action
    assert "needs an age" in g.why_illegal("achieve three")
    assert Action.parse("dogma The Wheel") == Action("dogma", card="The Wheel")


def test_turn_passes_after_two_actions_and_resets_turn_counts():
    g = position({"Ann": {}, "Ben": {}}, actions_left=2)
    g.apply("draw")
    assert g.current_player.name == "Ann" and g.state.actions_left == 1
    g.apply("draw")
    assert g.current_player.name == "Ben" and g.state.actions_left == 2 and g.state.turn == 2
    assert g.events[-1].kind == "turn"


def test_scenario_first_round_action_counts():
    g = position({"Ann": {}, "Ben": {}, "Cid": {}, "Dee": {}}, actions_left=1, upcoming=[1])
    g.apply("draw")
    assert g.current_player.name == "Ben" and g.state.actions_left == 1
    g.apply("draw")
    assert g.current_player.name == "Cid" and g.state.actions_left == 2
