"""GameWidget driven as its front end drives it: the plan and why you are asked during a bot's dogma, the others'
moves summarised and replayed on a copy, a bot paused and stepped, previews, undo and a new game."""

import json
from pathlib import Path

import pytest

from innovation_nb import Game, Scenario
from innovation_nb.bots import GreedyBot, RandomBot, ScriptedBot
from innovation_nb.widgets import DogmaStepper, GameWidget

BOT_TURN = Path(__file__).resolve().parent.parent / "innovation_nb" / "scenario" / "examples" / "bot_turn.yaml"


def bot_turn(*script, **kw):
    return GameWidget(Scenario.load(BOT_TURN).to_game(), bots={"Greedy": ScriptedBot(*script)}, **kw)


def strings(value, skip=("labels",)):
    """Every string value in a snapshot (not the keys), leaving out the label dictionaries."""
    if isinstance(value, dict):
        return [s for k, v in value.items() if k not in skip for s in strings(v, skip)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v, skip)]
    return [value] if isinstance(value, str) else []


# -- context for every decision -------------------------------------------------------------------------------


def test_during_a_bots_dogma_the_snapshot_carries_the_plan_your_role_and_why():
    w = bot_turn("dogma Agriculture", "dogma Archery")
    snap = w.snapshot
    assert snap["to_act"] == "You" and snap["pending"]["player"] == "You"
    plan = snap["plan"]
    assert plan["card"] == "Agriculture" and plan["activator"] == "Greedy"
    rows = {r["player"]: r for r in plan["rows"]}
    assert rows["You"]["status"] == "shares" and rows["You"]["count"] == 5 and rows["You"]["live"] == 5
    assert plan["effects"][0]["roles"] == {"You": "shares", "Greedy": "activator"}
    assert plan["current_effect"] == 1
    assert plan["counted"] == f"counted when Agriculture was activated, event #{plan['event']}"
    assert snap["why"] == snap["pending"]["why"] == "You share Greedy's Agriculture: 5 leaves ≥ 3"
    w.answer(None)  # decline: then Greedy's Archery makes a demand
    snap = w.snapshot
    assert snap["plan"]["card"] == "Archery" and snap["why"] == "Greedy demands: you have 0 castles < 2"
    assert {r["player"]: r["status"] for r in snap["plan"]["rows"]}["You"] == "vulnerable"


def test_why_in_the_iello_words():
    w = GameWidget(
        Scenario.load(BOT_TURN).to_game(),
        bots={"Greedy": ScriptedBot("dogma Agriculture", "dogma Archery")},
        terminology="iello",
    )
    assert w.snapshot["why"] == "You benefit from Greedy's Agriculture: 5 leaves ≥ 3"
    w.answer(None)
    assert w.snapshot["why"] == "Greedy's Supremacy dogma affects you: you have 0 castles < 2"


def test_a_non_demand_dogma_never_carries_vulnerable():
    w = bot_turn("dogma Agriculture")
    assert not [s for s in strings(w.snapshot) if "vulnerable" in s]
    g = Scenario.load(
        {"players": [{"name": "Ann", "board": {"blue": ["Writing"]}}, {"name": "Ben", "board": {"red": ["Archery"]}}]}
    ).to_game()
    st = DogmaStepper(g, card="Writing")
    while not st.done:
        st.step()
        assert not [s for s in strings(st.snapshot) if "vulnerable" in s], st.snapshot["events"][-1]
    assert "Ben 1 (does not share)" in st.snapshot["events"][1]["text"]


def test_the_plan_shows_live_counts_beside_the_counts_taken_at_activation():
    g = Scenario.load(
        {
            "players": [
                {"name": "Ann", "board": {"green": ["Sailing"]}},
                {"name": "Ben", "board": {"blue": ["Writing"], "yellow": ["Domestication"]}},
            ],
            "supply": {1: ["Agriculture", "Tools", "Pottery"]},
        }
    ).to_game()
    st = DogmaStepper(g, card="Sailing")
    while not st.done and st.game.player("Ben").pile("yellow").cards == ["Domestication"]:
        st.step()
    rows = {r["player"]: r for r in st.snapshot["plan"]["rows"]}
    assert rows["Ben"]["count"] == 2 and rows["Ben"]["live"] == 1  # Agriculture covered a crown of Ben's


def test_the_stepper_says_why_in_the_third_person_without_a_viewer():
    g = Scenario.load(
        {
            "players": [
                {"name": "Ann", "board": {"red": ["Archery"]}},
                {"name": "Ben", "hand": ["Calendar", "Mathematics"]},
            ],
            "supply": {1: ["Oars"]},
        }
    ).to_game()
    st = DogmaStepper(g, card="Archery")
    st.to_end()
    assert st.snapshot["why"] == "Ann demands: Ben has 0 castles < 2"


def test_setup_decisions_say_why_too():
    w = GameWidget(Game.new(["You", "Bot"], seed=1), bots={"Bot": RandomBot(1)})
    assert w.snapshot["why"].startswith("You choose the first card to meld, in secret")


# -- the others' moves ---------------------------------------------------------------------------------------


def test_what_the_bot_just_did_is_summarised_for_you_only():
    w = bot_turn("dogma Agriculture", "dogma Archery", "meld Writing", "dogma Writing")
    w.answer(None)
    while w.game.pending is not None:
        w.answer(w.game.pending.options[:1])
    w.act("draw")
    w.act("draw")  # Greedy melds Writing and activates it, drawing a 2 you may not see
    recent = w.snapshot["recent"]
    assert recent["actors"] == ["Greedy"]
    acts = [g["action"] for g in recent["groups"] if g["kind"] == "action"]
    assert acts == [{"kind": "meld", "card": "Writing", "age": 1}, {"kind": "dogma", "card": "Writing"}]
    dogma = [g for g in recent["groups"] if g.get("plan")][0]
    assert dogma["plan"]["roles"] == {"You": "not_sharing"}
    assert "Writing" in recent["cards"]
    assert "Calendar" in w.game.player("Greedy").hand  # drawn by Greedy's Writing: you may not see it
    assert "Calendar" not in json.dumps(w.snapshot)
    assert any("draws a 2" in m["text"] for g in recent["groups"] for m in g["moved"])


@pytest.mark.parametrize("seed", [7, 1])
def test_the_first_just_now_names_the_setup_melds_not_a_draw(seed):
    """After the setup meld, the strip says what each player melded (you first, your choice made in secret), never
    the setup's first event (a draw of the card still in your hand)."""
    w = GameWidget(Game.new(["You", "Greedy"], seed=seed), bots={"Greedy": GreedyBot(seed=seed)}, coach=False)
    mine = w.game.pending.options[1]
    w.answer([mine])
    setup = w.snapshot["recent"]["groups"][0]
    assert "action" not in setup
    assert setup["text"].startswith(f"You melded {mine} (secretly); Greedy melded ")
    assert "Draw" not in setup["text"] and "draw" not in setup["text"]
    melded = [e.cards[0] for e in w.game.events if e.kind == "meld" and e.player == "Greedy" and e.parent == 0]
    assert setup["text"].endswith(f"Greedy melded {melded[0]}")
    w.terminology = "iello"
    assert w.snapshot["recent"]["groups"][0]["text"].startswith(f"You played {mine} (secretly)")


def test_stepping_through_the_bots_moves_does_not_change_the_game():
    w = bot_turn("dogma Agriculture", "meld Writing", "dogma Writing")
    w.answer(None)
    w.act("draw")
    w.act("draw")
    recent = w.snapshot["recent"]
    before = w.game.to_json()
    first_board = w.snapshot["board"]
    for at in range(recent["from"], recent["to"] + 1):
        assert w.handle({"type": "replay", "at": at}), w.error
        rp = w.snapshot["replay"]
        assert rp["at"] == at and w.game.to_json() == before
        if at > 0:
            assert rp["event"]["index"] == at - 1
    assert w.snapshot["replay"]["board"] == first_board  # at the end: the table as it is now
    w.handle({"type": "replay", "at": recent["from"]})
    assert w.snapshot["replay"]["board"] != first_board and w.snapshot["replay"]["event"]["index"] == recent["from"] - 1
    assert not w.handle({"type": "replay", "at": recent["to"] + 1}) and "outside" in w.error
    assert w.handle({"type": "replay", "at": None}) and w.snapshot["replay"] is None
    assert w.game.to_json() == before


def test_a_paused_bot_is_stepped_live_to_the_same_end():
    plain = bot_turn("dogma Agriculture", "dogma Archery")
    w = bot_turn("dogma Agriculture", "dogma Archery", pause_bots=True)
    assert w.snapshot["live"] == {"bot": "Greedy", "kind": "dogma", "card": "Agriculture", "age": None}
    assert w.game.resolving and w.game.pending is None  # started, not stepped
    n = len(w.game.events)
    assert w.handle({"type": "step"}) and len(w.game.events) == n + 1
    while w.game.pending is None:
        assert w.handle({"type": "step"}), w.error
    assert w.snapshot["pending"]["player"] == "You" and w.snapshot["why"] == plain.snapshot["why"]
    assert not w.handle({"type": "step"}) and "waiting for You" in w.error
    w.answer(None)
    plain.answer(None)
    assert w.snapshot["live"]["card"] == "Agriculture"  # still inside Agriculture: step on
    assert w.handle({"type": "to_end"})
    assert w.snapshot["live"] == {"bot": "Greedy", "kind": "dogma", "card": "Archery", "age": None}
    assert w.handle({"type": "pause", "on": False})  # the paused action runs on, up to your decision
    assert w.snapshot["pending"]["player"] == "You" and w.snapshot["live"]
    w.answer(w.game.pending.options[:1])
    plain.answer(plain.game.pending.options[:1])
    assert w.snapshot["live"] is None  # and then finishes on its own
    while plain.game.pending is not None:
        plain.answer(plain.game.pending.options[:1])
        w.answer(w.game.pending.options[:1])
    assert w.game.state.to_dict() == plain.game.state.to_dict()


def test_stepping_without_a_paused_bot_is_refused():
    w = GameWidget(Game.new(["Ann", "Bot"], seed=2), bots={"Bot": RandomBot(2)})
    before = w.game.to_json()
    assert not w.handle({"type": "step"}) and "no bot action is paused" in w.error
    assert not w.handle({"type": "to_end"}) and "nothing to run" in w.error
    assert not w.handle({"type": "pause", "on": "yes"}) and "malformed" in w.error
    for bad in ({"type": "replay", "at": -1}, {"type": "replay", "at": True}, {"type": "new_game", "seed": 3}):
        assert not w.handle(bad) and "malformed" in w.error
    assert not w.handle({"type": "replay", "at": 0}) and "nothing to step through" in w.error
    assert w.game.to_json() == before


# -- previews and actions ------------------------------------------------------------------------------------


def test_previews_for_every_legal_dogma_and_plausible_achievements_only():
    w = bot_turn("draw", "draw")
    snap = w.snapshot
    assert sorted(snap["previews"]) == ["Clothing", "Pottery"]
    pv = snap["previews"]["Pottery"]
    assert pv["preview"] and pv["counted"] == "counted as the boards stand now"
    assert {r["player"]: r["status"] for r in pv["rows"]} == {"Greedy": "not_sharing", "You": "activator"}
    assert [a["age"] for a in snap["actions"] if a["kind"] == "achieve"] == [1]  # the next goal only
    assert snap["actions"] and all(a["reason"] for a in snap["actions"] if not a["legal"])


# -- undo and new game ---------------------------------------------------------------------------------------


def test_undo_takes_back_your_action_and_the_bots_moves_after_it():
    position = Scenario.load(BOT_TURN).model_copy(update={"current": "You", "actions_left": 1})
    w = GameWidget(position.to_game(), bots={"Greedy": ScriptedBot("draw", "meld Writing")})
    before = w.game.to_json()
    assert w.handle({"type": "action", "action": "draw"})  # your last action: Greedy's whole turn follows
    assert "Writing" in w.game.player("Greedy").board[0].cards and w.to_act == "You"
    assert w.snapshot["undo"]["player"] == "You" and "Draw" in w.snapshot["undo"]["text"]
    assert w.handle({"type": "undo"})
    assert w.game.to_json() == before and w.snapshot["recent"] is None


def test_undo_takes_back_one_decision_inside_the_bots_dogma():
    w = bot_turn("dogma Agriculture", "dogma Archery")
    before = w.game.to_json()
    assert w.handle({"type": "answer", "value": None})
    assert w.snapshot["plan"]["card"] == "Archery"
    assert w.snapshot["undo"]["text"].startswith("You")
    assert w.handle({"type": "undo"})
    assert w.game.to_json() == before and w.snapshot["pending"]["player"] == "You"
    assert not w.handle({"type": "undo"}) and "nothing to undo" in w.error
    assert w.game.to_json() == before


def test_undo_in_hot_seat_gives_the_move_back_to_who_made_it():
    w = GameWidget(Game.new(["Ann", "Ben"], seed=3))
    w.answer(w.game.pending.options[0])
    w.answer(w.game.pending.options[0])
    first = w.game.current_player.name
    before = w.game.to_json()
    w.act("draw")
    assert w.handle({"type": "undo"})
    assert w.game.to_json() == before and w.to_act == first


def test_new_game_deals_again_for_the_same_players_and_bots():
    w = GameWidget(
        Game.new(["Ann", "Bot", "Cy", "Dee"], seed=1, teams=True),
        bots={"Bot": RandomBot(1), "Cy": RandomBot(2), "Dee": RandomBot(3)},
    )
    old = w.game
    assert w.handle({"type": "new_game"})
    g = w.game
    assert g is not old and g.state.player_names == ["Ann", "Bot", "Cy", "Dee"]
    assert [p.team for p in g.players] == [p.team for p in old.players]
    assert w.snapshot["pending"]["player"] == "Ann" and w.snapshot["undo"] is None


@pytest.mark.parametrize("expansions, relics", [(("artifacts",), True), (("echoes", "cities"), False)])
def test_new_game_keeps_the_expansions_and_relics_of_the_game_it_replaces(expansions, relics):
    w = GameWidget(
        Game.new(["Ann", "Bot"], seed=1, expansions=expansions, relics=relics, edition="first"),
        bots={"Bot": RandomBot(1)},
    )
    w.new_game(seed=2)
    s = w.game.state
    assert s.expansions == tuple(expansions) and s.relics_on is relics
    assert s.edition == "first" and set(s.supplies) == {"base", *expansions}


def test_the_iello_words_reach_the_log_and_each_widget_keeps_its_own_wording():
    from innovation_nb.widgets import BoardWidget, QuizWidget

    w = bot_turn("dogma Agriculture", terminology="iello", coach=False)
    log = " ".join(r["text"] for r in w.snapshot["log"])
    assert "Activate Agriculture" in log and "required icon" in log
    for asmadi in ("Dogma Agriculture", "featured icon", "does not share", "did not share"):
        assert asmadi not in log, asmadi
    quiz = QuizWidget("first-meld-decides")
    board = BoardWidget(Scenario.load(BOT_TURN).to_game())
    asked = quiz.snapshot["question"]
    w.handle({"type": "terms", "terminology": "asmadi"})
    w.handle({"type": "terms", "terminology": "iello"})
    assert quiz.terminology == "asmadi" and quiz.snapshot["question"] == asked
    assert board.terminology == "asmadi" and board.snapshot["board"]["labels"]["dogma"] == "Dogma"
    quiz.handle({"type": "terms", "terminology": "iello"})
    w.handle({"type": "terms", "terminology": "asmadi"})
    assert quiz.terminology == "iello" and "play" in quiz.snapshot["question"].lower()


# -- every text for the viewer: "you", the others by name --------------------------------------------------------


def test_a_pending_decision_shows_the_requests_title_and_option_texts():
    w = bot_turn("dogma Agriculture")  # you share Greedy's Agriculture: you may return a card
    pending = w.snapshot["pending"]
    assert pending["title"] == "You may choose a card"
    assert pending["option_texts"] == [str(o) for o in pending["options"]]
    picture = w.static_html()
    assert "<b>You may choose a card:</b> " in picture and "decides" not in picture
    assert f"Options: {', '.join(pending['option_texts'])}" in picture


def test_a_secret_choice_in_the_static_picture_reads_as_the_others_request():
    from innovation_nb.widgets.fallback import _pending

    line = _pending({"player": "Greedy", "secret": True, "title": "Greedy must choose a card"})
    assert line == '<div class="inb-s-box"><b>Greedy must choose a card</b> (a hidden choice).</div>'


def test_a_team_game_names_each_team_by_its_players():
    w = GameWidget(
        Game.new(["You", "Ben", "Cat", "Dan"], seed=1, teams=True),
        bots={"Ben": RandomBot(1), "Cat": RandomBot(2), "Dan": RandomBot(3)},
    )
    teams = {p["name"]: p["team_name"] for p in w.snapshot["board"]["players"]}
    assert teams == {"You": "You and Cat", "Cat": "You and Cat", "Ben": "Ben and Dan", "Dan": "Ben and Dan"}
    picture = w.static_html()
    assert "You and Cat" in picture and "Ben and Dan" in picture and "team 1" not in picture
    ben = GameWidget(
        Game.new(["Ann", "Ben", "Cat", "Dan"], seed=1, teams=True),
        bots={"Ann": RandomBot(1), "Cat": RandomBot(2), "Dan": RandomBot(3)},
    )
    assert {p["team_name"] for p in ben.snapshot["board"]["players"]} == {"Ann and Cat", "You and Dan"}


def test_a_board_seen_by_you_is_your_view():
    from innovation_nb.widgets import BoardWidget

    for name in ("You", "Ann"):
        b = BoardWidget(Game.new([name, "Greedy"], seed=1), perspective=name)
        picture = b.static_html()
        assert "Innovation: the board (your view)" in picture
        assert "You’s" not in picture and "You's" not in picture and f"{name}’s view" not in picture


def test_the_end_of_the_game_and_refused_actions_speak_to_the_viewer():
    over = {
        "players": [
            {
                "name": "Ann",
                "achievements": [2, 3, 4, 5, 6],
                "score": ["Calendar", "Mathematics", "Fermenting"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bot"},
        ],
        "current": "Ann",
    }
    w = GameWidget(Scenario.load(over).to_game(), bots={"Bot": ScriptedBot()})
    refused = {a["action"]: a["reason"] for a in w.snapshot["actions"] if not a["legal"]}
    assert refused == {"achieve 7": "Achieve 7 needs 35 points; you have 6"}
    w.act("achieve 1")
    detail = w.snapshot["result"]["detail"]
    assert detail == "You have 6 achievements (6 needed) and win"
    assert "You have 6 achievements (6 needed) and win" in w.static_html()
