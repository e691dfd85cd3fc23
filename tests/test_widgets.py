"""Widget models, driven as the front end drives them: send messages, read snapshots."""

import json

import pytest
from helpers import artifacts_game, displayed, position

from innovation_nb import Game, GameError
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.terms import translate
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget
from innovation_nb.widgets.protocol import BadMessage, parse


def sharing_position():
    return position(
        {
            "Ann": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
            "Ben": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]},
            "Cat": {"board": {"red": ["Archery"]}},
        },
        supply={2: ["Calendar", "Mathematics"]},
    )


# -- protocol -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "msg",
    [
        {},
        {"type": "fly"},
        {"type": "step", "x": 1},
        {"type": "answer", "value": {"a": 1}},
        {"type": "action"},
        {"type": "terms", "terminology": "klingon"},
        "step",
        None,
    ],
)
def test_malformed_messages_are_refused(msg):
    with pytest.raises(BadMessage, match="malformed message"):
        parse(msg)


def test_well_formed_messages_parse():
    assert parse({"type": "answer", "value": ["Oars", "Tools"]}).value == ["Oars", "Tools"]
    assert parse({"type": "answer", "value": True}).value is True
    assert parse({"type": "action", "action": "meld Oars"}).action == "meld Oars"


def test_the_trainers_messages_are_in_the_one_union():
    assert parse({"type": "next_puzzle"}).type == "next_puzzle"
    f = parse({"type": "trainer_filter", "themes": ["demand"], "sets": None})
    assert f.themes == ["demand"] and f.sets is None
    for bad, where in [
        ({"type": "trainer_filter", "themes": 3}, "trainer_filter.themes"),
        ({"type": "trainer_filter", "sets": ["base"] * 61}, "trainer_filter.sets"),
        ({"type": "next_puzzle", "now": True}, "next_puzzle.now"),
    ]:
        with pytest.raises(BadMessage, match=rf"malformed message \({where}: "):
            parse(bad)
    with pytest.raises(BadMessage, match="does not take 'next_puzzle' messages"):  # a widget that is no trainer
        BoardWidget(sharing_position()).dispatch(parse({"type": "next_puzzle"}))


# -- BoardWidget ----------------------------------------------------------------------------------------


def test_board_snapshot_shows_what_the_table_shows():
    g = position(
        {
            "Ann": {
                "board": {"red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"}},
                "hand": ["Writing"],
                "score": ["Tools"],
                "achievements": [1, "Monument"],
            },
            "Ben": {"hand": ["Sailing", "Calendar"]},
        }
    )
    snap = BoardWidget(g).snapshot["board"]
    ann, ben = snap["players"]
    pile = ann["piles"][0]
    assert pile["cards"] == ["Archery", "Oars", "Metalworking"] and pile["splay"] == "right"
    assert ann["icons"]["castle"] == g.icon_counts("Ann")["castle"]
    assert ann["achievements"] == [{"age": 1}, {"special": "Monument"}]
    assert ben["hand"] == ["Sailing", "Calendar"]  # the teaching view shows every hand
    assert snap["supply"][0] == len(g.state.supply[0]) and snap["specials"] == ["Empire", "World", "Wonder", "Universe"]
    ben_view = BoardWidget(g, perspective="Ben").snapshot["board"]
    assert ben_view["players"][0]["hand"] is None and ben_view["players"][0]["hand_ages"] == [1]
    assert ben_view["players"][1]["hand"] == ["Sailing", "Calendar"]
    text = json.dumps(ben_view)
    assert "Writing" not in text and "Tools" not in text  # Ann's hand and score stay hidden from Ben
    assert all(c not in text for c in g.state.achievements)


def test_select_and_terminology_messages():
    w = BoardWidget(sharing_position())
    assert w.handle({"type": "select", "card": "Tools"}) and w.selected == "Tools"
    assert not w.handle({"type": "select", "card": "Tols"}) and "did you mean" in w.error
    assert w.handle({"type": "terms", "terminology": "iello"})
    assert w.snapshot["board"]["labels"]["meld"] == "Play" and w.error == ""
    assert not w.handle({"type": "step"}) and "does not take" in w.error


def test_static_fallback_and_stable_repr(monkeypatch):
    g = sharing_position()
    w = BoardWidget(g)
    view, picture = displayed(w, monkeypatch)
    assert "application/vnd.jupyter.widget-view+json" in view and "text/html" not in view
    assert "Writing" in picture["text/html"] and "Ann" in picture["text/html"]
    assert repr(w) == repr(BoardWidget(g)) and "0x" not in repr(w)


def test_terminology_translation():
    assert (
        translate("Tuck a card and return it to your score pile.", "iello")
        == "Archive a card and recycle it to your Influence pile."
    )
    assert translate("I demand you meld a top card!", "iello") == "Supremacy: I demand you play an active card!"
    assert translate("Tuck", "asmadi") == "Tuck"
    with pytest.raises(ValueError, match="terminology"):
        BoardWidget(sharing_position(), terminology="klingon")


# -- DogmaStepper ---------------------------------------------------------------------------------------


def test_stepper_start_shows_the_plan_before_anything_happens():
    st = DogmaStepper(sharing_position(), card="Writing")
    snap = st.snapshot
    assert snap["started"] and not snap["done"] and snap["events"] == []
    assert snap["card"] == "Writing"
    assert snap["can"] == {
        "step": True,
        "back": False,
        "to_decision": True,
        "to_end": True,
        "reset": True,
        "start": False,
    }
    st.step()  # the action event
    st.step()  # the card event: the plan is fixed now
    rows = {r["player"]: r for r in st.snapshot["plan"]["rows"]}
    assert rows["Ben"]["status"] == "shares" and "≥" in rows["Ben"]["reason"]
    # Writing makes no demand: fewer icons only means not sharing, never "vulnerable"
    assert rows["Cat"]["status"] == "not_sharing" and rows["Ann"]["status"] == "activator"
    plan = st.snapshot["plan"]
    assert plan["vulnerable"] == [] and all("vulnerable" not in e["roles"].values() for e in plan["effects"])
    assert st.snapshot["plan"]["activator_count"] == 2 and st.snapshot["plan"]["icon"] == "lightbulb"
    assert [f["kind"] for f in st.snapshot["frames"]] == ["action", "card"]


def test_stepper_steps_back_and_resets_to_identical_states():
    g = sharing_position()
    st = DogmaStepper(g, card="Writing")
    start = g.to_json()
    seen = [start]
    while not st.done:
        st.step()
        seen.append(g.to_json())
    verdict = st.snapshot["verdict"]
    assert verdict["granted"] is True and verdict["deciding"]
    assert all(st.snapshot["events"][i - st.start]["player"] == "Ben" for i in verdict["deciding"])
    for expected in reversed(seen[:-1]):
        st.back()
        assert g.to_json() == expected
    with pytest.raises(Exception, match="start of the dogma"):
        st.back()
    st.to_end()
    assert st.done
    st.reset()
    assert g.to_json() == start and st.snapshot["events"] == []


def test_stepper_messages_and_decisions():
    g = position(
        {"Ann": {"board": {"red": ["Archery"]}}, "Ben": {"hand": ["Calendar", "Mathematics"]}}, supply={1: ["Oars"]}
    )
    st = DogmaStepper(g)
    assert st.snapshot["startable"] == ["Archery"] and not st.snapshot["started"]
    assert st.handle({"type": "start", "card": "Archery"})
    assert st.handle({"type": "to_end"})  # runs until someone has to answer
    pending = st.snapshot["pending"]
    assert pending["player"] == "Ben" and pending["options"] == ["Calendar", "Mathematics"]
    assert not st.snapshot["can"]["step"]
    before = g.to_json()
    assert not st.handle({"type": "answer", "value": "Oars"}) and "not one of the cards" in st.error
    assert not st.handle({"type": "step"}) and "waiting for Ben" in st.error
    assert not st.handle({"type": "answer", "value": {"bad": 1}}) and "malformed" in st.error
    assert g.to_json() == before
    assert st.handle({"type": "answer", "value": "Mathematics"}) and st.error == ""
    assert st.snapshot["events"][-1]["kind"] == "decision"
    assert st.handle({"type": "to_end"})
    assert st.snapshot["done"] and g.player("Ann").hand == ["Mathematics"]
    assert st.snapshot["verdict"]["granted"] is False
    assert st.snapshot["plan"]["card"] == "Archery"  # still shown after the frames are gone
    assert st.snapshot["can"]["start"] and st.snapshot["startable"] == ["Archery"]  # another dogma may start


def test_to_next_decision_stops_at_forced_decisions_too():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {}}, supply={1: ["Oars"]})
    st = DogmaStepper(g, card="Archery")
    st.to_decision()  # B's only card must go: a forced decision, and the stepper stops right after it
    last = st.snapshot["events"][-1]
    assert last["kind"] == "decision" and last["forced"] and "forced" in last["text"]
    assert g.resolving
    st.to_end()
    assert st.done and g.player("A").hand == ["Oars"]


def test_prompts_reasons_and_results_in_the_chosen_words():
    g = position(
        {"A": {"board": {"red": ["Archery"]}}, "B": {"hand": ["Calendar", "Mathematics"]}}, supply={1: ["Oars"]}
    )
    st = DogmaStepper(g, card="Archery", terminology="iello")
    st.to_end()
    assert st.snapshot["pending"]["secret"] is False
    rows = st.snapshot["plan"]["rows"]
    assert any("{castle}" in r["reason"] for r in rows)
    w = GameWidget(Game.new(["Ann", "Bot"], seed=2), bots={"Bot": RandomBot(2)}, terminology="iello")
    w.answer(w.game.pending.options[0])
    reasons = [a["reason"] for a in w.snapshot["actions"] if not a["legal"]]
    assert any(r.startswith("Dominate") for r in reasons), reasons


def test_an_active_card_is_lower_case_inside_a_sentence():
    from innovation_nb.terms import translate

    assert translate("it is not a top card", "iello") == "it is not an active card"
    assert translate("A top card of each colour", "iello") == "An active card of each colour"


def test_decision_events_read_as_words():
    g = position({"A": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "B": {}})
    g.apply("dogma Agriculture")
    g.answer(None)
    dec = [e for e in g.events if e.kind == "decision"][-1]
    assert "nothing (declined)" in dec.describe() and "[" not in dec.describe()


def test_stepper_attaches_to_a_dogma_in_progress():
    g = sharing_position()
    g.apply("dogma Writing", run=False)
    for _ in range(4):
        g.step()
    st = DogmaStepper(g)
    assert st.snapshot["started"] and len(st.snapshot["events"]) == 4
    assert st.snapshot["events"][0]["kind"] == "action"


def test_stepper_steps_a_meld_action_through_its_dig_and_the_relic_and_resets_to_it():
    g = artifacts_game(
        {
            "Alice": {"board": {"blue": ["Experimentation"]}, "hand": ["Translation"]},
            "Bob": {"achievements": ["Complex Numbers"]},
        },
        relics=True,
        artifacts={4: ["Mona Lisa"]},
    )
    st = DogmaStepper(g, action="meld Translation")
    assert st.snapshot["events"] == [] and st.snapshot["can"]["step"] and st.snapshot["plan"] is None
    st.to_end()
    assert "value 3 ≤ 4" in next(e["text"] for e in st.snapshot["events"] if e["kind"] == "dig")
    assert st.snapshot["pending"]["options"] == ["achievements", "hand"]
    st.answer("achievements")
    st.to_end()
    assert st.done and st.game.player("Alice").achievements == ["Complex Numbers"]
    st.reset()  # the stepper started the meld, so a reset starts it again, unstepped
    assert not st.done and st.snapshot["events"] == [] and st.game.player("Alice").hand == ["Translation"]
    with pytest.raises(GameError, match="not both"):
        DogmaStepper(g, card="Experimentation", action="meld Translation")


def test_a_stepper_on_a_meld_speaks_of_the_meld_and_its_dig_and_offers_no_dogma_at_the_end():
    g = artifacts_game(
        {"Alice": {"board": {"blue": ["Experimentation"]}, "hand": ["Translation"]}, "Bob": {}},
        artifacts={4: ["Mona Lisa"]},
    )
    st = DogmaStepper(g, action="meld Translation", perspective="Alice")
    a = st.snapshot["action"]
    assert (a["kind"], a["card"], a["player"]) == ("meld", "Translation", "Alice")
    assert a["text"] == "You meld Translation: it goes on top of your blue pile."
    assert any(f.startswith("Artifacts of History") and "dug" in f for f in a["follows"])
    assert st.snapshot["card"] is None and st.snapshot["startable"] == [] and not st.snapshot["can"]["start"]
    st.to_end()
    assert st.done and st.snapshot["startable"] == [] and not st.snapshot["can"]["start"]  # no dogma to start
    st.terminology = "iello"
    assert st.snapshot["action"]["text"] == "You play Translation: it goes on top of your blue pile."
    # a dogma's stepper keeps its own wording, and offers another dogma once over
    d = DogmaStepper(
        artifacts_game({"Alice": {"board": {"blue": ["Experimentation"]}}, "Bob": {}}), card="Experimentation"
    )
    assert d.snapshot["action"]["kind"] == "dogma"


def test_stepper_event_depths_follow_the_frames():
    st = DogmaStepper(sharing_position(), card="Writing")
    st.to_end()
    depth = {}
    for e in st.snapshot["events"]:
        depth.setdefault(e["kind"], e["depth"])  # the first of each kind
    assert depth["action"] == 0 and depth["card"] == 1 and depth["effect"] == 2 and depth["player"] == 3
    assert depth["draw"] == 4


def test_stepper_snapshot_size_stays_small():
    st = DogmaStepper(sharing_position(), card="Writing")
    while not st.done:
        st.step()
        assert len(json.dumps(st.snapshot)) < 20_000


# -- GameWidget -----------------------------------------------------------------------------------------


def test_game_widget_against_a_bot():
    g = Game.new(["Ann", "Bot"], seed=2)
    w = GameWidget(g, bots={"Bot": RandomBot(2)})
    assert w.snapshot["to_act"] == "Ann" and w.snapshot["pending"]["options"]
    assert w.handle({"type": "answer", "value": w.snapshot["pending"]["options"][0]})
    # the bot chose its card too; now someone acts
    assert g.state.phase == "play"
    while w.snapshot["to_act"] != "Ann" and not g.over:
        pytest.fail("the bot should have moved")
    acts = w.snapshot["actions"]
    assert any(a["legal"] and a["action"] == "draw" for a in acts)
    illegal = [a for a in acts if not a["legal"]]
    assert illegal and all(a["reason"] for a in illegal)
    board = w.snapshot["board"]
    assert board["perspective"] == "Ann" and board["players"][1]["hand"] is None
    assert w.handle({"type": "action", "action": "draw"})
    assert w.snapshot["log"][-1]["index"] == len(g.events) - 1


def test_game_widget_refuses_illegal_and_bot_moves_without_changing_the_game():
    g = Game.new(["Ann", "Bot"], seed=2)
    w = GameWidget(g, bots={"Bot": RandomBot(2)})
    w.handle({"type": "answer", "value": w.snapshot["pending"]["options"][0]})
    before = g.to_json()
    assert not w.handle({"type": "action", "action": "achieve 3"}) and "needs 15 points" in w.error
    assert not w.handle({"type": "action", "action": "meld Nonsense"}) and "unknown card" in w.error
    assert g.to_json() == before
    with pytest.raises(KeyError):
        GameWidget(Game.new(["Ann", "Ben"], seed=1), bots={"Zed": RandomBot(0)})


def test_hot_seat_shows_the_side_of_whoever_acts():
    g = Game.new(["Ann", "Ben"], seed=3)
    w = GameWidget(g)
    assert w.perspective == "Ann"
    w.handle({"type": "answer", "value": g.pending.options[0]})
    assert w.perspective == "Ben" and w.snapshot["board"]["players"][0]["hand"] is None


def test_game_widget_plays_a_whole_game_with_bots_only_on_one_side():
    g = Game.new(["Ann", "Bot"], seed=9)
    w = GameWidget(g, bots={"Bot": RandomBot(9)})
    human = RandomBot(99)
    for _ in range(3000):
        if g.over:
            break
        move = human.move(g)
        w.handle({"type": "answer", "value": move} if g.pending else {"type": "action", "action": str(move)})
        assert w.error == "", w.error
    assert g.over and w.snapshot["result"]["reason"] in ("achievements", "score", "dogma")
    assert len(json.dumps(w.snapshot)) < 200_000


def test_every_card_face_is_drawable_from_the_bundle_data():
    # the front end draws faces from cards.json: each base card has four icon positions with exactly one hex
    for c in (CARDS[n] for n in CARDS if CARDS[n].set == "base"):
        assert len(c.icons) == 4 and c.icons.count("hex") == 1


def test_a_plan_row_speaks_to_its_viewer():
    from innovation_nb import Scenario

    mid = {
        "players": [
            {"name": "Ann", "hand": ["Calendar"], "board": {"red": ["Archery"]}},
            {"name": "Ben", "board": {"green": ["The Wheel"], "purple": ["Mysticism"]}},
        ],
        "current": "Ann",
    }
    for viewer, reach in (("Ben", "you"), ("Ann", "Ben"), (None, "Ben")):
        st = DogmaStepper(Scenario.load(mid).to_game(), card="Archery", perspective=viewer)
        st.to_end()
        rows = {r["player"]: r["reason"] for r in st.snapshot["plan"]["rows"]}
        assert rows["Ben"] == f"6 {{castle}} ≥ 2: the demand does not reach {reach} (nothing to share)"
