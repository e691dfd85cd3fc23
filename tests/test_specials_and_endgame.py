"""Special achievements (claimed at once, ties in turn order) and every way the game ends."""

import pytest
from helpers import dogma, position

from innovation_nb.cards import registry
from innovation_nb.cards.data import CARDS, CARDS_BY_AGE, CARDS_BY_SET
from innovation_nb.engine.endgame import achievements_needed
from innovation_nb.engine.position import PositionError


def _nothing(x):
    return
    yield


def use_effect(monkeypatch, card, fn):
    """Give ``card`` a test effect 1 (to trigger one specific primitive); any other effects do nothing."""
    n = len(CARDS[card].effects)
    monkeypatch.setitem(registry._EFFECTS, (card, "third"), {i: fn if i == 1 else _nothing for i in range(1, n + 1)})


def claims(g):
    return [(e.player, e.cards[0]) for e in g.events if e.kind == "achieve" and (e.data or {}).get("special")]


def test_monument_for_six_scores_in_one_turn():
    g = position({"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Sailing"]}, "B": {}}, supply={2: ["Calendar"]})
    g.player("A").scored = 5  # five cards already scored this turn
    dogma(g, "Agriculture", "Sailing")
    assert claims(g) == [("A", "Monument")]
    assert "Monument" in g.player("A").achievements and "Monument" not in g.state.specials
    assert "scored 6" in [e for e in g.events if e.kind == "achieve"][0].data["why"]


def test_monument_counts_reset_each_turn():
    g = position({"A": {}, "B": {}}, actions_left=1)
    g.player("A").tucked = 5
    g.apply("draw")
    assert g.player("A").tucked == 0 and g.current_player.name == "B"


def test_transfers_do_not_count_for_monument(monkeypatch):
    def give(x):
        for c in list(x.player.hand):
            yield from x.transfer(c, x.hand(x.player), x.score_pile(x.player))

    use_effect(monkeypatch, "Writing", give)
    g = position(
        {
            "A": {
                "board": {"blue": ["Writing"]},
                "hand": ["Sailing", "Oars", "Tools", "Archery", "Mysticism", "Pottery"],
            },
            "B": {},
        }
    )
    dogma(g, "Writing")
    assert len(g.player("A").score) == 6 and claims(g) == []


def test_empire_world_wonder_universe(monkeypatch):
    # World: 12 clocks. Green splayed up shows 6, Fission 3; melding Software adds the last 3.
    board = {"green": {"cards": ["Satellites", "Databases"], "splay": "up"}, "red": ["Fission"]}
    g = position({"A": {"board": board, "hand": ["Software"]}, "B": {}})
    assert g.icon_counts("A")["clock"] == 9
    g.apply("meld Software")
    assert claims(g) == [("A", "World")]

    # Universe: five top cards of value 8 or more.
    eights = {}
    for c in CARDS_BY_SET["base"][8] + CARDS_BY_SET["base"][9] + CARDS_BY_SET["base"][10]:
        eights.setdefault(CARDS[c].color, c)
    tops = list(eights.values())
    g = position({"A": {"board": {CARDS[c].color: [c] for c in tops[:4]}, "hand": [tops[4]]}, "B": {}})
    g.apply(f"meld {tops[4]}")
    assert ("A", "Universe") in claims(g)

    # Wonder: five colours each splayed up or right.
    def splay_red_right(x):
        yield from x.splay(x.player, "red", "right")

    use_effect(monkeypatch, "Writing", splay_red_right)
    board = {
        "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
        "red": {"cards": ["Archery", "Oars"], "splay": None},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
        "purple": {"cards": ["Mysticism", "City States"], "splay": "right"},
    }
    g = position({"A": {"board": board}, "B": {}})
    dogma(g, "Writing")
    assert claims(g) == [("A", "Wonder")]


def test_empire_three_of_each_icon():
    # Four piles splayed up (castle is one short); melding City States adds the third castle.
    up = lambda top, under: {"cards": [top, under], "splay": "up"}  # noqa: E731
    board = {
        "blue": up("Rocketry", "Atomic Theory"),
        "red": up("Composites", "Explosives"),
        "green": up("Mass Media", "Navigation"),
        "yellow": up("Domestication", "Agriculture"),
    }
    g = position({"A": {"board": board, "hand": ["City States"]}, "B": {}})
    assert g.icon_counts("A")["castle"] == 2
    g.apply("meld City States")
    assert claims(g) == [("A", "Empire")]
    assert min(g.icon_counts("A").values()) >= 3


def test_simultaneous_claims_go_in_turn_order_from_the_current_player(monkeypatch):
    """One exchange between B's and C's boards gives both five top cards of 8+ at once (Universe)."""
    high = {
        col: [
            n for a in (8, 9, 10) for n in CARDS_BY_AGE[a] if CARDS[n].color == col and not CARDS[n].effects[0].demand
        ]
        for col in ("blue", "yellow", "purple")
    }

    def swap(x):
        if x.player is not x.activator:
            return  # only the activator swaps (sharers do nothing)
        b, c = x.state.player("B"), x.state.player("C")
        yield from x.exchange([x.top(b, "red")], x.board(b), [x.top(c, "green")], x.board(c))

    def game(current):
        players = {
            "A": {"board": {"purple": [high["purple"][2]]}},
            "B": {"board": {"red": ["Fission", "Flight"], **{col: [high[col][0]] for col in high}}},
            "C": {"board": {"green": ["Satellites", "Mass Media"], **{col: [high[col][1]] for col in high}}},
        }
        g = position(players, current=current)
        card = g.player(current).top("purple")
        use_effect(monkeypatch, card, swap)
        return g, card

    g, card = game("A")
    dogma(g, card)
    assert claims(g) == [("B", "Universe")]  # B comes first after A in turn order
    g, card = game("C")
    dogma(g, card)
    assert claims(g) == [("C", "Universe")]  # the current player wins the tie


def test_card_claim_of_a_special_is_ignored_when_already_claimed(monkeypatch):
    def claim(x):
        yield from x.claim(x.player, "Monument")

    use_effect(monkeypatch, "Writing", claim)
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {"achievements": ["Monument"]}})
    dogma(g, "Writing")
    assert claims(g) == [] and g.player("A").achievements == []


def test_position_where_a_special_is_already_met_is_refused():
    eights = {}
    for c in CARDS_BY_SET["base"][8] + CARDS_BY_SET["base"][9] + CARDS_BY_SET["base"][10]:
        eights.setdefault(CARDS[c].color, c)
    with pytest.raises(PositionError, match="already qualifies for Universe"):
        position({"A": {"board": {CARDS[c].color: [c] for c in eights.values()}}, "B": {}})


# -- game end -------------------------------------------------------------------------------------------


def test_achievements_needed_by_player_count_teams_and_option():
    assert achievements_needed(position({"A": {}, "B": {}}).state) == 6
    assert achievements_needed(position({"A": {}, "B": {}, "C": {}}).state) == 5
    assert achievements_needed(position({"A": {}, "B": {}, "C": {}, "D": {}}).state) == 4
    assert (
        achievements_needed(position({"A": {}, "B": {}, "C": {}, "D": {}}, teams=[["A", "C"], ["B", "D"]]).state) == 6
    )
    assert achievements_needed(position({"A": {}, "B": {}}, extra_achievement=True).state) == 7


def test_winning_by_achievements_with_the_achieve_action():
    g = position(
        {
            "A": {
                "achievements": [1, 2, 3, 4, "Monument"],
                "score": list(CARDS_BY_AGE[6])[:6],
                "board": {"red": ["Coal"]},
            },
            "B": {},
        }
    )
    g.apply("achieve 5")
    assert g.over and g.result.winners == ("A",) and g.result.reason == "achievements"
    assert g.legal_actions() == []


def test_team_achievements_count_together_and_both_win_mid_effect(monkeypatch):
    def score_one(x):
        yield from x.draw_and_score(x.player, 1)

    use_effect(monkeypatch, "Writing", score_one)
    g = position(
        {
            "A": {"achievements": [1, 2, 3], "board": {"blue": ["Writing"]}},
            "B": {},
            "C": {"achievements": [4, 5]},
            "D": {},
        },
        teams=[["A", "C"], ["B", "D"]],
    )
    g.player("A").scored = 5  # the sixth score this turn claims Monument: the team's sixth achievement
    dogma(g, "Writing")
    assert g.over and g.result.reason == "achievements"
    assert set(g.result.winners) == {"A", "C"}
    # the game ended inside the action: no sharing-bonus verdict follows the end
    assert g.events[-1].kind == "end" and not [e for e in g.events if e.kind == "bonus"]


def test_game_ends_mid_effect_when_drawing_beyond_10():
    # The Wheel draws two 1s: supply has a single card left in all ages → second draw goes beyond 10.
    everything = [c for a in range(1, 11) for c in CARDS_BY_AGE[a] if c not in ("The Wheel", "Writing")]
    g = position(
        {"A": {"board": {"green": ["The Wheel"]}, "score": everything[:60]}, "B": {"score": everything[60:]}},
        achievements=[],
        specials=[],
    )
    assert sum(len(p) for p in g.state.supply) == 1
    g.apply("dogma The Wheel")
    assert g.over and g.result.reason == "score"
    assert [e.kind for e in g.events][-2:] == ["draw", "end"]
    assert g.player("A").hand == ["Writing"]
    assert g.state.frames == []


def test_score_tie_broken_by_achievements_then_a_draw():
    tens = list(CARDS_BY_AGE[10])
    rest = list(tens)
    blue10 = next(c for c in rest if CARDS[c].color == "blue")
    others = [c for c in rest if c != blue10]
    g = position(
        {
            "A": {"board": {"blue": [blue10]}, "score": others[:4], "achievements": [1]},
            "B": {"score": others[4:8]},
            "C": {"score": others[8:]},
        }
    )
    g.apply("draw")
    assert g.result.reason == "score" and g.result.winners == ("A",) and not g.result.draw
    assert "more achievements" in g.result.detail
    g = position(
        {
            "A": {"board": {"blue": [blue10]}, "score": others[:4]},
            "B": {"score": others[4:8]},
            "C": {"score": others[8:]},
        }
    )
    g.apply("draw")
    assert g.result.draw and set(g.result.winners) == {"A", "B"}


def test_team_scores_add_up_when_drawing_beyond_10():
    tens = list(CARDS_BY_AGE[10])
    blue10 = next(c for c in tens if CARDS[c].color == "blue")
    others = [c for c in tens if c != blue10]
    g = position(
        {
            "A": {"board": {"blue": [blue10]}, "score": others[:3]},
            "B": {"score": others[3:7]},
            "C": {"score": others[7:]},
            "D": {},
        },
        teams=[["A", "C"], ["B", "D"]],
    )
    g.apply("draw")  # A+C: 50 points, B+D: 40
    assert set(g.result.winners) == {"A", "C"}


def test_dogma_win_and_single_player_tie(monkeypatch):
    def most_cards_wins(x):
        who = x.single_most({p: len(p.hand) for p in x.players})
        if who is not None:
            yield from x.win(who, "the single player with the most cards in hand")

    use_effect(monkeypatch, "Writing", most_cards_wins)
    g = position({"A": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}, "B": {"hand": ["Oars", "Tools"]}})
    dogma(g, "Writing")
    assert g.over and g.result.winners == ("B",) and g.result.reason == "dogma"
    g = position(
        {
            "A": {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Archery", "Clothing"]},
            "B": {"hand": ["Oars", "Tools"]},
        }
    )
    dogma(g, "Writing")
    assert g.result.winners == ("A",)
    g = position(
        {"A": {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Archery"]}, "B": {"hand": ["Oars", "Tools"]}}
    )
    dogma(g, "Writing")  # 2 against 2: a tie — the effect is ignored and play goes on
    assert not g.over and g.current_player.name == "A"


def test_dogma_win_grants_the_teammate_too(monkeypatch):
    def a_wins(x):
        yield from x.win(x.player, "test")

    use_effect(monkeypatch, "Writing", a_wins)
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}, "C": {}, "D": {}}, teams=[["A", "C"], ["B", "D"]])
    dogma(g, "Writing")
    assert set(g.result.winners) == {"A", "C"}


def test_a_special_is_claimed_before_the_effect_goes_on(monkeypatch):
    """World is claimed right after the meld that reaches twelve clocks: the same effect's next line sees it."""
    seen = {}

    def meld_then_look(x):
        yield from x.meld(x.player, "Software")
        seen["achievements"] = list(x.player.achievements)
        yield from x.draw(x.player, 1)

    use_effect(monkeypatch, "Writing", meld_then_look)
    board = {
        "green": {"cards": ["Satellites", "Databases"], "splay": "up"},
        "red": ["Fission"],
        "yellow": ["Agriculture"],
        "purple": ["Mysticism"],
    }
    g = position({"A": {"board": {**board, "blue": ["Writing"]}, "hand": ["Software"]}, "B": {}})
    assert g.icon_counts("A")["clock"] == 9
    g.apply("dogma Writing", run=False)
    kinds = []
    while g.resolving:
        kinds.append(g.step().kind)
    assert seen["achievements"] == ["World"]
    # the claim is the very next event after the meld
    assert kinds[kinds.index("meld") + 1] == "achieve"
