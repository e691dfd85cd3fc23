"""The team game's rulings for every card that speaks of other players (the online guide's team rules: an effect
about "opponents" never touches a teammate; "other players" include the teammate; a team's achievements count
together; a dogma win is the winner's team's). Partners: Alice + Carol against Bob + Dave."""

from helpers import dogma, position

TEAMS = [["Alice", "Carol"], ["Bob", "Dave"]]


def four(alice, bob=None, carol=None, dave=None, **spec):
    return position({"Alice": alice, "Bob": bob or {}, "Carol": carol or {}, "Dave": dave or {}}, teams=TEAMS, **spec)


def test_self_service_compares_team_totals():
    # Alice alone has fewer than her partner, but her team (1 + 2) has more than the other (2 + 0).
    g = four(
        {"board": {"green": ["Self Service"]}, "achievements": [1]}, {"achievements": [2, 3]}, {"achievements": [4, 5]}
    )
    dogma(g, "Self Service")
    assert g.over and g.result.reason == "dogma" and set(g.result.winners) == {"Alice", "Carol"}


def test_self_service_a_team_tie_is_no_win():
    # Alice has more than each other player (2 > 1, 1, 0), but the teams tie at 2.
    g = four(
        {"board": {"green": ["Self Service"]}, "achievements": [1, 2]}, {"achievements": [3]}, {}, {"achievements": [4]}
    )
    dogma(g, "Self Service")
    assert not g.over


def test_clothing_ignores_a_teammates_colours():
    g = four(
        {"board": {"green": ["Clothing"], "red": ["Archery"]}},
        carol={"board": {"red": ["Oars"]}},
        supply={1: ["Tools", "Writing"]},
    )
    dogma(g, "Clothing")
    assert sorted(g.player("Alice").score) == ["Tools", "Writing"]  # green and red: no opponent has them


def test_road_building_may_give_to_the_teammate():
    g = four(
        {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Pottery"]}, carol={"board": {"green": ["Sailing"]}}
    )
    dogma(g, "Road Building", ["Archery", "Pottery"])
    assert g.pending.kind == "player" and g.pending.options == ["Bob", "Carol", "Dave"]
    g.answer("Carol")
    assert g.player("Carol").top("red") == "Archery" and g.player("Alice").top("green") == "Sailing"


def test_democracy_counts_the_teammates_returns():
    # Carol shares and returns two; Alice's one is not more than every other player's (Carol's included).
    g = four(
        {"board": {"purple": ["Democracy"]}, "hand": ["Oars"]},
        carol={"board": {"blue": ["Writing"]}, "hand": ["Tools", "Sailing"]},
        supply={8: ["Mobility", "Flight"]},
    )
    dogma(g, "Democracy", ["Tools", "Sailing"], ["Sailing", "Tools"], ["Oars"])
    assert g.player("Carol").score == ["Mobility"] and g.player("Alice").score == []
    assert [e.data["granted"] for e in g.events if e.kind == "bonus"] == [False]  # a teammate alone: no bonus


def test_socialism_takes_from_the_teammate_too():
    g = four(
        {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism"]}, {"hand": ["Tools"]}, {"hand": ["Oars", "Calendar"]}
    )
    dogma(g, "Socialism", True)
    assert g.player("Alice").hand == ["Tools", "Oars"] and g.player("Carol").hand == ["Calendar"]


def test_rocketry_never_returns_a_teammates_score():
    g = four({"board": {"blue": ["Rocketry"]}}, {"score": ["Tools"]}, {"score": ["Oars"]})
    dogma(g, "Rocketry")  # one return (three clocks): only Bob's card is an opponent's
    assert g.player("Bob").score == [] and g.player("Carol").score == ["Oars"]


def test_bioengineering_takes_only_from_opponents_and_a_win_is_the_team_s():
    g = four(
        {"board": {"blue": ["Bioengineering"]}},
        {"board": {"yellow": ["Agriculture"]}},
        {"board": {"green": ["Sailing"]}},
    )
    dogma(g, "Bioengineering")  # Carol's Sailing is not offered: Bob's Agriculture is taken, no question
    assert g.player("Alice").score == ["Agriculture"] and g.player("Carol").top("green") == "Sailing"
    # Fewer than three leaves somewhere; Carol alone shows the most (one): her team wins.
    assert g.over and set(g.result.winners) == {"Alice", "Carol"}


def test_ai_a_tie_between_teammates_is_still_a_tie():
    g = four(
        {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
        carol={"score": ["Calendar", "Currency"]},
        supply={10: ["Databases"]},
    )
    dogma(g, "A.I.")  # Bob and Dave both have 0, the lowest: no single player
    assert not g.over


def test_construction_a_teammate_with_five_top_cards_blocks_empire():
    board = {
        "red": ["Construction"],
        "blue": ["Writing"],
        "green": ["Sailing"],
        "yellow": ["Agriculture"],
        "purple": ["Mysticism"],
    }
    carol = {
        "board": {
            "red": ["Archery"],
            "blue": ["Tools"],
            "green": ["Clothing"],
            "yellow": ["Domestication"],
            "purple": ["Code of Laws"],
        }
    }
    g = four({"board": board}, carol=carol, supply={2: ["Calendar", "Currency", "Fermenting", "Mathematics"]})
    dogma(g, "Construction")
    assert "Empire" in g.state.specials
    g = four({"board": board}, supply={2: ["Calendar", "Currency", "Fermenting", "Mathematics"]})
    dogma(g, "Construction")
    assert "Empire" in g.player("Alice").achievements
