"""Cities of Destiny in the widgets: the trigger frames of a Meld action in order with their explanations, the flags
and fountains held (and why) counted with the achievements, Endorse offered, previewed with its doubling and played,
the static pictures; the City drawn into a hand named to its owner only."""

import json

from helpers import cities_game

from innovation_nb.bots import ScriptedBot
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget
from innovation_nb.widgets.fallback import game_picture, stepper_picture


def strings(value):
    return json.dumps(value)


def arrow_meld():
    """Baghdad's arrow splays green left, the new splay draws Alice a City (Venice), then the dig and the
    promotion, each in its own trigger frame."""
    return cities_game(
        {"Alice": {"board": {"green": ["Navigation"]}, "hand": ["Baghdad"]}, "Bob": {}},
        expansions=("artifacts", "echoes", "cities"),
        cities={3: ["Venice"]},
        forecast={"Alice": ["Bangle"]},
    )


def test_the_stepper_shows_each_meld_trigger_in_order_with_its_explanation():
    st = DogmaStepper(arrow_meld(), action="meld Baghdad", perspective="Bob")
    opened, deepest = [], []
    while st.snapshot["can"]["step"]:
        st.step()
        frames = st.snapshot["frames"]
        triggers = [f for f in frames if f["kind"] == "trigger"]
        if triggers and triggers[-1]["label"] not in [f["label"] for f in opened]:
            opened.append(triggers[-1])
        deepest = max(deepest, [f["label"] for f in triggers], key=len)
    assert [f["label"] for f in opened] == ["Baghdad: arrow left", "City draw", "Dig", "Promote"]
    assert deepest == ["Baghdad: arrow left", "City draw"]  # the City draw comes from the arrow's splay
    texts = [f["text"] for f in opened]
    assert "splays green left" in texts[0] and "new direction" in texts[1] and "covered Navigation" in texts[2]
    assert "from the forecast" in texts[3]
    # Bob never learns which City Alice drew: not from the frames, the events or the picture
    assert "Venice" not in strings(st.snapshot) and "Venice" not in stepper_picture(st.snapshot)
    picture = stepper_picture(st.snapshot)
    assert "Resolving now" in picture and "Promote" in picture and "Meld Baghdad" in picture
    mine = DogmaStepper(arrow_meld(), action="meld Baghdad", perspective="Alice")
    mine.to_decision()
    assert "Venice" in strings(mine.snapshot["events"])


def test_the_board_tallies_flags_and_fountains_with_why_and_counts_them():
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Algiers"], "green": ["Hamburg"]}, "achievements": ["Monument"]},
            "Bob": {"board": {"red": ["Archery"]}},
        }
    )
    snap = BoardWidget(g, perspective="Bob").snapshot["board"]
    alice = snap["players"][0]
    assert sorted((x["kind"], x["card"]) for x in alice["board_achievements"]) == [
        ("flag", "Algiers"),
        ("fountain", "Hamburg"),
    ]
    assert any("tie keeps" in x["why"] for x in alice["board_achievements"])
    assert snap["players"][1]["board_achievements"] == []
    html = BoardWidget(g).static_html()
    assert "Flags and fountains" in html and "Achievements: 3 / 7" in html  # Monument, the flag, the fountain
    # a second red card of Bob's that shows takes the flag away
    g = cities_game(
        {
            "Alice": {"board": {"red": ["Algiers"]}},
            "Bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
        }
    )
    assert BoardWidget(g).snapshot["board"]["players"][0]["board_achievements"] == []


def test_a_city_in_hand_is_a_cities_back_to_the_others():
    g = cities_game({"Alice": {"hand": ["Venice", "Oars"]}, "Bob": {}})
    bob = BoardWidget(g, perspective="Bob")
    alice = bob.snapshot["board"]["players"][0]
    assert alice["hand"] is None and sorted(alice["hand_sets"]) == ["base", "cities"]
    assert "Venice" not in strings(bob.snapshot) and "Venice" not in bob.static_html()


def endorse_table():
    return cities_game(
        {
            "Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Tools"], "green": ["Babylon"]}},
        },
        supply={2: ["Mathematics", "Construction", "Currency", "Fermenting"]},
    )


def test_endorse_is_offered_with_its_reason_previewed_with_its_doubling_and_played():
    gw = GameWidget(endorse_table(), bots={"Bob": ScriptedBot()})
    snap = gw.snapshot
    endorse = {a["action"]: a for a in snap["actions"] if a["kind"] == "endorse"}
    assert endorse["endorse Writing"]["legal"] and endorse["endorse Athens"]["legal"]
    pv = snap["endorse_previews"]["Writing"]
    assert pv["endorse"] and "twice" in pv["doubling"] and pv["preview"]
    assert "Writing" in snap["previews"] and "endorse" not in snap["previews"]["Writing"]  # the Dogma's own
    assert "endorse Writing" in game_picture(snap)
    assert "no effects of its own" in snap["endorse_previews"]["Athens"]["bonus"]  # a City endorsing itself
    gw.act("endorse Writing")  # Oars, the only card low enough, is tucked first (a forced choice)
    assert [e.cards for e in gw.game.events if e.kind == "tuck"] == [("Oars",)]
    drawn = [(e.player, e.cards[0]) for e in gw.game.events if e.kind == "draw"]
    assert drawn[:3] == [("Bob", "Mathematics"), ("Alice", "Construction"), ("Alice", "Currency")]
    again = {a["action"]: a for a in gw.snapshot["actions"] if a["kind"] == "endorse"}  # her second action
    assert not again["endorse Writing"]["legal"] and "once per turn" in again["endorse Writing"]["reason"]


def test_a_refused_endorse_says_why():
    g = cities_game({"Alice": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Calendar"]}, "Bob": {}})
    gw = GameWidget(g, bots={"Bob": ScriptedBot()})
    refused = next(a for a in gw.snapshot["actions"] if a["action"] == "endorse Writing")
    assert not refused["legal"] and "no card of value 1 or less" in refused["reason"]
    assert gw.snapshot["endorse_previews"] == {}
    html = game_picture(gw.snapshot)
    assert "Endorse Writing: you have no card of value 1 or less in hand to tuck" in html


def test_without_cities_there_is_no_endorse_and_no_tally():
    from innovation_nb import Game

    gw = GameWidget(Game.new(["Ann", "Bot"], seed=4), bots={"Bot": ScriptedBot()})
    gw.answer(gw.game.pending.options[0])
    assert not [a for a in gw.snapshot["actions"] if a["kind"] == "endorse"]
    assert all("board_achievements" not in p for p in gw.snapshot["board"]["players"])


def test_trigger_frames_change_nothing_but_the_explanations():
    """A traced game (with its trigger frames) and an untraced one (without) play the same: a promoted card's free
    dogma still has its card frame right under the action's, where the sharing bonus is read."""
    from innovation_nb import Game
    from innovation_nb.bots import RandomBot

    def play(**kw):
        g = Game.new(["Ann", "Ben"], seed=11, expansions=("artifacts", "echoes"), relics=True, **kw)
        bots = {"Ann": RandomBot(11), "Ben": RandomBot(12)}
        for _ in range(300):
            if g.over:
                break
            req = g.pending
            if req is not None:
                g.answer(bots[req.player].answer(req), player=req.player)
            else:
                g.apply(bots[g.current_player.name].action(g))
        return g.state.to_dict()

    traced = play()
    assert traced == play(history=False, trace=False)


def test_the_static_pictures_draw_the_city_marks_as_svg_not_glyphs():
    from innovation_nb.cards.data import CARDS
    from innovation_nb.widgets.render import slot

    for name in ("Hamburg", *[n for n, c in CARDS.items() if c.set == "cities"][:40]):
        c = CARDS[name]
        for pos in range(len(c.icons)):
            html = slot(c, pos)
            assert not set("⛲⚑⌕≋←→↑") & set(html), (name, pos, html)
            if c.icons[pos] in ("plus", "arrow", "search", "flag", "fountain"):
                assert "<svg" in html and '<path d="M' in html, (name, pos)
