"""The static pictures (what a page without a kernel shows for each widget): faithful to the snapshot — card
faces, splays and counts, the stepper's plan and events — and no more than the viewer may see."""

import re
from html.parser import HTMLParser
from pathlib import Path

from helpers import displayed

from innovation_nb import Game, Scenario
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget
from innovation_nb.widgets.render import ICON_PATHS, rich

ROOT = Path(__file__).resolve().parents[1]
MIDGAME = {
    "players": [
        {
            "name": "Ann",
            "hand": ["Calendar"],
            "score": ["Sailing"],
            "board": {
                "red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"},
                "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
            },
        },
        {"name": "Ben", "hand": ["Clothing", "Optics"], "score": ["Pottery"], "board": {"green": ["The Wheel"]}},
    ],
    "current": "Ann",
    "actions_left": 2,
    "supply": {1: ["City States"]},
}


class Elements(HTMLParser):
    """Every start tag with its attributes, and the text."""

    def __init__(self, html):
        super().__init__()
        self.tags, self.text = [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)

    def having(self, cls, **attrs):
        return [
            a
            for _, a in self.tags
            if cls in (a.get("class") or "").split() and all(a.get(f"data-{k}") == v for k, v in attrs.items())
        ]


def test_icon_shapes_match_the_front_end():
    js = (ROOT / "js" / "src" / "icons.js").read_text(encoding="utf-8")
    shapes = dict(re.findall(r'^\s+(\w+):\s+"([^"]+)",$', js, flags=re.M))  # prettier may wrap a long one
    assert shapes == ICON_PATHS


def test_board_picture_draws_faces_splays_and_counts(monkeypatch):
    w = BoardWidget(Scenario.load(MIDGAME).to_game())
    view, picture = displayed(w, monkeypatch)
    html = picture["text/html"]
    doc = Elements(html)
    assert doc.having("inb-static-fallback")[0]["data-inb-widget"] == w.model_id
    for p in w.snapshot["board"]["players"]:
        player = doc.having("inb-s-player", player=p["name"])
        assert player
        for pile in p["piles"]:
            drawn = doc.having("inb-s-pile", color=pile["color"])
            assert drawn and drawn[0]["data-splay"] == (pile["splay"] or "none")
            assert drawn[0]["data-count"] == str(len(pile["cards"]))
            assert doc.having("inb-s-card", card=pile["cards"][0])  # the top card's face
            for covered in pile["cards"][1:]:  # covered cards: only the positions their splay reveals
                strip = doc.having("inb-s-strip", card=covered)
                assert (
                    strip and strip[0]["data-positions"] == {"left": "3", "right": "0,1", "up": "1,2,3"}[pile["splay"]]
                )
        for icon, n in p["icons"].items():
            assert any(a["data-count"] == str(n) for a in doc.having("inb-s-count", icon=icon))
    # a face has its four icons in order: top left, then the bottom row
    archery = doc.having("inb-s-card", card="Archery")
    assert archery
    i = html.index('data-card="Archery"')
    icons = re.findall(r'data-icon="(\w+)"', html[i : i + 3000])[:4]
    assert icons == ["castle", "lightbulb", "hex", "castle"]
    supply = {a["data-age"]: a["data-left"] for a in doc.having("inb-s-supply")}
    assert supply == {str(a + 1): str(n) for a, n in enumerate(w.snapshot["board"]["supply"])}


def test_a_players_view_shows_only_what_they_may_see():
    w = BoardWidget(Scenario.load(MIDGAME).to_game(), perspective="Ann")
    html = w.static_html()
    assert 'data-card="Calendar"' in html  # Ann's own hand
    for hidden in ("Clothing", "Optics", "Pottery"):  # Ben's hand and score pile
        assert hidden not in html
    assert html.count('title="age 1 card, face down"') >= 2 and 'title="age 3 card, face down"' in html


def test_stepper_picture_has_the_plan_and_the_events_so_far():
    g = Scenario.load(
        {
            "players": [
                {"name": "Alice", "board": {"green": ["Sailing"]}},
                {"name": "Bob", "board": {"blue": ["Writing"], "yellow": ["Domestication"]}},
            ],
            "supply": {1: ["Agriculture", "Tools", "Pottery"]},
        }
    ).to_game()
    st = DogmaStepper(g, card="Sailing")
    start = Elements(st.static_html())
    assert start.having("inb-s-events") == [] and "No step taken yet" in "".join(start.text)
    st.step()
    st.step()
    doc = Elements(st.static_html())
    rows = {a["data-player"]: a["data-status"] for _, a in doc.tags if "data-status" in a}
    assert rows == {"Bob": "shares", "Alice": "activator"}
    assert len([t for t, a in doc.tags if t == "li" and "data-kind" in a]) == 2
    st.to_end()
    html = st.static_html()
    assert "Events finished" in html and "free Draw" in html and "{crown}" not in html


def test_game_picture_lists_the_actions_with_reasons():
    gw = GameWidget(Scenario.load(MIDGAME).to_game())
    html = gw.static_html()
    assert "Legal actions:" in html and "dogma Archery" in html
    # each reason names its action once, and speaks to the player to act (Ann, the viewer of a hot seat)
    assert "<li>Achieve 1 needs 5 points; you have 1</li>" in html and "Achieve 4" not in html
    assert "Achieve 1: Achieve 1" not in html and "Ann has" not in html


def test_tokens_are_drawn_as_icons_and_text_is_escaped():
    out = rich("Score a {crown} <b>now</b>")
    assert "{crown}" not in out and 'data-icon="crown"' in out and "&lt;b&gt;now&lt;/b&gt;" in out


def test_a_finished_game_says_who_won():
    g = Game.new(["A", "B"], seed=3)
    from innovation_nb.bots import RandomBot, play

    play(g, {"A": RandomBot(1), "B": RandomBot(2)})
    html = BoardWidget(g).static_html()
    assert g.result.detail.split(":")[0] in html


def test_the_picture_of_an_artifacts_board_shows_the_display_the_backs_and_the_relics():
    from helpers import artifacts_game

    from innovation_nb.widgets import BoardWidget

    g = artifacts_game(
        {"Alice": {"hand": ["Holmegaard Bows", "Archery"]}, "Bob": {}},
        display={"Bob": "Babylonian Chronicles"},
        relics=True,
    )
    html = BoardWidget(g, perspective="Bob").static_html()
    assert "On display" in html and "Babylonian Chronicles" in html
    assert 'data-set="artifacts"' in html and "Holmegaard Bows" not in html  # Alice's Artifact: its back only
    assert "Relics" in html and "Timbuktu" in html


def test_the_picture_of_an_echoes_board_shows_the_forecast_to_its_owner_and_the_score_parts():
    from helpers import echoes_game

    g = echoes_game(
        {"Alice": {"board": {"red": ["Bangle"]}, "score": ["Tools"]}, "Bob": {}},
        forecast={"Alice": ["Candles"], "Bob": ["Lever"]},
    )
    for viewer, own, other in (("Alice", "Candles", "Lever"), ("Bob", "Lever", "Candles")):
        html = BoardWidget(g, perspective=viewer).static_html()
        assert html.count("Forecast (1)") == 2
        assert own in html and other not in html  # the other forecast: its back only
    html = BoardWidget(g, perspective="Alice").static_html()
    assert f"(pile 1 + bonuses 1: score {g.state.player('Alice').score_total})" in html
