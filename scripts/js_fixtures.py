#!/usr/bin/env python3
"""Write the widget snapshots the JS tests draw (js/test/fixtures/*.json), from the real Python widgets, so the
front-end tests always see what Python sends today."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from innovation_nb.bots import GreedyBot, RandomBot, ScriptedBot, play  # noqa: E402
from innovation_nb.cards.data import CARDS  # noqa: E402
from innovation_nb.engine.cities import acting_icons, board_achievements  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.engine.position import build_state  # noqa: E402
from innovation_nb.review import review  # noqa: E402
from innovation_nb.scenario import Scenario  # noqa: E402
from innovation_nb.widgets import (  # noqa: E402
    BoardWidget,
    CardGallery,
    DogmaStepper,
    GameWidget,
    PuzzleWidget,  # noqa: E402
    QuizWidget,
    ReviewWidget,
    ScenarioEditor,
    SplayWidget,
)
from innovation_nb.widgets.editor import catalogue  # noqa: E402

BOT_TURN = ROOT / "innovation_nb" / "scenario" / "examples" / "bot_turn.yaml"

MIDGAME = {
    "players": [
        {
            "name": "Ann",
            "hand": ["Calendar", "Optics"],
            "score": ["Sailing", "Mathematics"],
            "achievements": [2, "Monument"],
            "board": {
                "red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"},
                "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                "purple": ["Philosophy"],
            },
        },
        {
            "name": "Ben",
            "hand": ["Clothing"],
            "score": ["Pottery"],
            "board": {"green": ["The Wheel"], "blue": ["Translation"], "purple": ["Mysticism"]},
        },
        {"name": "Cat", "board": {"yellow": ["Domestication"], "red": ["Construction"]}, "hand": ["Code of Laws"]},
    ],
    "current": "Ann",
    "actions_left": 2,
    "supply": {1: ["City States"]},
}

# Both expansions with the relics: a display, a forecast, a relic achieved, supply tops of three sets.
EXPANSIONS_DRAFT = {
    "expansions": ["artifacts", "echoes"],
    "relics": True,
    "free_action": True,
    "players": [
        {
            "name": "Ann",
            "board": {"red": ["Bangle"]},
            "display": "Holmegaard Bows",
            "hand": ["Archery"],
            "achievements": ["Complex Numbers"],
        },
        {"name": "Ben", "forecast": ["Candles"], "hand": ["Dancing Girl"], "score": ["Safety Pin"]},
    ],
    "supply": {1: ["Tools", "Dice", "Lurgan Canoe", "Chopsticks"]},
}

# Your turn: Bob shows more crowns (he would share Sailing), fewer leaves and more castles (notebook 14's position).
SHARING = {
    "players": [
        {
            "name": "You",
            "hand": ["Code of Laws", "Mathematics"],
            "score": ["Writing"],
            "board": {"green": ["Sailing"], "red": ["Archery"], "blue": ["Pottery"]},
        },
        {
            "name": "Bob",
            "hand": ["Tools", "Oars"],
            "score": ["Agriculture"],
            "board": {"purple": ["City States"], "yellow": ["Domestication"]},
        },
    ],
    "current": "You",
    "turn": 6,
    "seed": 5,
}


def played_until(wanted, what: str, **options) -> Game:
    """A two-player game (``options`` for ``Game.new``) played by random bots from fixed seeds until ``wanted(g)``
    holds between two moves."""
    for seed in range(200):
        g = Game.new(["Ann", "Ben"], seed=seed, **options)
        bots = {"Ann": RandomBot(seed), "Ben": RandomBot(seed + 1)}
        for _ in range(160):
            if g.over:
                break
            req = g.pending
            if req is not None:
                g.answer(bots[req.player].answer(req), player=req.player)
            else:
                g.apply(bots[g.current_player.name].action(g))
            if not g.over and g.pending is None and wanted(g):
                return g
    raise RuntimeError(f"no seed gave {what}")


def artifacts_midgame():
    """A game with Artifacts and relics where someone has a card on display and Ann holds an Artifact (hidden from
    Ben)."""
    return played_until(
        lambda g: any(p.display for p in g.players) and any(CARDS[c].set == "artifacts" for c in g.player("Ann").hand),
        "an Artifacts position with a display and a hidden Artifact",
        expansions=("artifacts",),
        relics=True,
    )


def echoes_midgame():
    """An Echoes game where both players have a forecast (Ann's hidden from Ben), Ann's score has bonuses beside
    her score pile (one on a top card), and an echo effect shows on a covered card of a short splayed pile (the
    board draws every covered card of a pile of up to four)."""

    def wanted(g):
        ann, ben = g.player("Ann"), g.player("Ben")
        covered_echo = any(
            CARDS[c].shows_echo[q.splay]
            for p in g.players
            for q in p.board
            if q.splay and len(q.cards) <= 4
            for c in q.cards[:-1]
        )
        top_bonus = any(CARDS[q.cards[-1]].shows_bonuses["top"] for q in ann.board if q.cards)
        return (
            ann.forecast
            and ben.forecast
            and ann.score
            and len(ann.visible_bonuses()) >= 2
            and top_bonus
            and covered_echo
        )

    return played_until(
        wanted, "an Echoes position with forecasts, bonuses and a covered echo effect", expansions=("echoes",)
    )


def cities_midgame():
    """A Cities game where a flag or fountain is held, Ann holds a City (hidden from Ben) and a City lies covered
    in a splayed pile (its strip shows the positions of six)."""

    def wanted(g):
        held = any(board_achievements(g.state, p) for p in g.players)
        city_in_hand = any(CARDS[c].set == "cities" for c in g.player("Ann").hand)
        covered = any(
            q.splay and any(CARDS[c].set == "cities" for c in q.cards[:-1]) for p in g.players for q in p.board
        )
        return held and city_in_hand and covered

    return played_until(
        wanted, "a Cities position with a flag or fountain, a City in hand and a covered City", expansions=("cities",)
    )


def cities_meld():
    """A Cities game where Ann is to act and holds a City whose arrow acts, on a colour she has, and no other City
    (so the Meld action splays, and the new splay draws her a City: two trigger frames, one inside the other)."""

    def arrow_city(p):
        return next(
            (
                c
                for c in p.hand
                if CARDS[c].set == "cities"
                and p.pile(CARDS[c].color).cards
                and p.pile(CARDS[c].color).splay is None
                and any(x["type"] == "arrow" for x in acting_icons(CARDS[c]))
            ),
            None,
        )

    def wanted(g):
        p = g.current_player
        return p.name == "Ann" and arrow_city(p) and sum(CARDS[c].set == "cities" for c in p.hand) == 1

    g = played_until(wanted, "Ann to meld a City whose arrow acts", expansions=("cities",))
    return g, arrow_city(g.current_player)


def cities_endorse():
    """A Cities game where Ann is to act and may endorse a card."""
    return played_until(
        lambda g: g.current_player.name == "Ann" and any(a.kind == "endorse" for a in g.legal_actions()),
        "Ann able to endorse",
        expansions=("cities",),
    )


def cities_snapshots(save):
    """Cities of Destiny: the board (six-slot faces, the flags and fountains held), a Meld action's triggers in the
    stepper, and Endorse offered in the game with its preview."""
    save("board_cities", BoardWidget(cities_midgame(), perspective="Ben").snapshot)
    g, city = cities_meld()
    st = DogmaStepper(g, action=f"meld {city}", perspective="Ben")
    best = None
    while st.snapshot["can"]["step"]:
        st.step()
        snap = st.snapshot
        if sum(f["kind"] == "trigger" for f in snap["frames"]) >= 2:
            best = snap  # the City draw inside the arrow's frame (the City drawn is Ann's to see)
    assert best is not None, "the City's arrow opened no City draw"
    save("stepper_cities", best)
    gw = GameWidget(cities_endorse(), bots={"Ben": RandomBot(4)})
    assert gw.snapshot["endorse_previews"]
    save("game_cities", gw.snapshot)


# Four players, every board with a few piles: the tallest table a game or a stepper draws.
FOUR = {
    "players": [
        {
            "name": "Ann",
            "hand": ["Calendar", "Optics", "Paper"],
            "score": ["Sailing", "Mathematics"],
            "board": {
                "red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"},
                "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                "purple": ["Philosophy"],
                "green": ["The Wheel"],
            },
        },
        {
            "name": "Ben",
            "hand": ["Clothing", "Engineering"],
            "score": ["Pottery"],
            "board": {
                "green": ["Navigation"],
                "blue": ["Translation"],
                "purple": ["Mysticism"],
                "red": ["Construction"],
            },
        },
        {
            "name": "Cat",
            "hand": ["Code of Laws"],
            "score": ["Fermenting"],
            "board": {
                "yellow": {"cards": ["Domestication", "Machinery"], "splay": "left"},
                "red": ["Road Building"],
                "green": ["Currency"],
                "purple": ["Monotheism"],
            },
        },
        {
            "name": "Dan",
            "hand": ["Medicine", "Compass"],
            "board": {
                "blue": ["Alchemy"],
                "purple": ["City States"],
                "green": ["Mapmaking"],
                "yellow": ["Canal Building"],
            },
        },
    ],
    "current": "Ann",
    "actions_left": 2,
}


def four_player_game(save):
    """A four-player game against three bots, at your turn after theirs (the "Just now" strip showing), and the
    turn after (to compare heights), and a four-player stepper."""
    for seed in range(40):
        g = Game.new(["You", "Ann", "Ben", "Cat"], seed=seed)
        gw = GameWidget(g, bots={n: RandomBot(seed + i) for i, n in enumerate(["Ann", "Ben", "Cat"])}, coach=False)
        me = RandomBot(seed + 9)
        for _ in range(40):
            if gw.game.over:
                break
            if gw.game.pending is not None:
                gw.answer(me.answer(gw.game.pending))
            else:
                gw.act(me.action(gw.game))
            if gw.game.state.turn >= 18 and gw.snapshot["recent"] and gw.snapshot["actions"]:
                save("game_four", gw.snapshot)
                gw.act("draw")
                while gw.game.pending is not None or not gw.snapshot["actions"]:
                    if gw.game.over:
                        break
                    if gw.game.pending is not None:
                        gw.answer(me.answer(gw.game.pending))
                    else:
                        gw.act("draw")
                save("game_four_next", gw.snapshot)
                return
    raise RuntimeError("no seed gave a four-player game past turn 18")


def review_snapshots(save):
    """A reviewed game (the random bot's moves against the greedy bot's): a move picked, a question picked, with
    hindsight."""
    g = Game.new(["Ann", "Ben"], seed=3)
    play(g, {"Ann": RandomBot(3), "Ben": GreedyBot(4)})
    r = review(g, "Ann", simulations=40, seed=1, workers=1, progress=False)
    w = ReviewWidget(r)
    save("review", w.snapshot)  # the first moment that mattered most, picked
    w.show(next(m.number for m in r.moves if m.kind == "answer" and m.prompt and m.number > 0))
    save("review_question", w.snapshot)
    late = review(g, "Ann", simulations=8, seed=1, workers=1, progress=False, hindsight=True)
    save("review_hindsight", ReviewWidget(late).snapshot)
    both = ReviewWidget(review(g, ["Ann", "Ben"], simulations=8, seed=1, workers=1, progress=False))
    save("review_players", both.snapshot)  # both players side by side, your moves listed
    both.show(3, "Ben")
    save("review_theirs", both.snapshot)  # one of Ben's moments, read from Ann's seat
    missed = ReviewWidget(review(missed_game(), ["Ann", "Ben"], simulations=8, seed=1, workers=1, progress=False))
    n = next(m.number for m in missed.you.moves if m.klass == "miss")
    missed.show(n)
    save("review_miss", missed.snapshot)  # a missed win: "You could have won: ..."
    missed.open_retry(n)
    save("review_retry", missed.snapshot)  # a missed win, its Retry panel open
    missed.hint(n)
    missed.retry(n, "meld Archery").join(60)
    save("review_retried", missed.snapshot)  # a move tried: not as good, and the hint shown
    again = review(missed_game(), "Ann", simulations=8, seed=1, workers=1, progress=False)
    answer = next(m for m in again.moves if m.kind == "answer" and again.position(m).pending.options)
    answer.data["class"] = "mistake"  # an answer retried (made a mistake here: the panel shows its question)
    asked = ReviewWidget(again)
    asked.open_retry(answer.number)
    save("review_retry_answer", asked.snapshot)


# Ann has 5 achievements of the 6 she needs and Atomic Theory (6) on top: "achieve 6" wins at once; she melds instead.
WIN_AT_HAND = {
    "players": [
        {
            "name": "Ann",
            "hand": ["Archery", "Oars"],
            "score": ["Optics", "Anatomy", "Enterprise", "Reformation", "Societies", "Canning", "Coal"],
            "achievements": [1, 2, 3, 4, 5],
            "board": {
                "purple": ["Philosophy"],
                "yellow": ["Agriculture"],
                "green": ["Navigation"],
                "blue": ["Atomic Theory"],
            },
        },
        {"name": "Ben", "hand": ["Pottery"], "board": {"red": ["Construction"], "blue": ["Writing"]}},
    ],
    "current": "Ann",
    "actions_left": 1,
    "turn": 20,
    "seed": 5,
}


def missed_game() -> Game:
    g = Scenario.load(WIN_AT_HAND).to_game(history=True)
    g.apply("meld Oars")
    bots = {"Ann": RandomBot(1), "Ben": GreedyBot(2)}
    for _ in range(12):
        m = bots[g.to_act].move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    return g


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)

    def save(name, snap):
        (out / f"{name}.json").write_text(json.dumps(snap, indent=1), encoding="utf-8")

    game = Scenario.load(MIDGAME).to_game()
    save("board", BoardWidget(game).snapshot)
    save("board_ben", BoardWidget(game, perspective="Ben").snapshot)
    save("board_iello", BoardWidget(game, terminology="iello").snapshot)
    titles = sorted(CARDS)  # every title on a face, to check that none is cut or broken inside a word
    every = {"players": [{"name": "Ann", "hand": titles[::2]}, {"name": "Ben", "hand": titles[1::2]}]}
    # build_state places cards of any set (a Scenario holds the base set's only): a drawing fixture, not a game
    save("board_all_titles", BoardWidget(Game.from_state(build_state(every))).snapshot)
    save("board_artifacts", BoardWidget(artifacts_midgame(), perspective="Ben").snapshot)
    save("board_echoes", BoardWidget(echoes_midgame(), perspective="Ben").snapshot)
    cities_snapshots(save)

    st = DogmaStepper(Scenario.load(MIDGAME).to_game(), card="Archery")
    save("stepper_start", st.snapshot)
    while st.snapshot["can"]["step"]:
        st.step()
    save("stepper_decision", st.snapshot)  # Ben or Cat must choose (or the dogma ended)
    while not st.done:
        if st.game.pending is not None:
            st.answer(st.game.pending.options[0])
        else:
            st.step()
    save("stepper_done", st.snapshot)

    sh = DogmaStepper(Scenario.load({**MIDGAME, "current": "Ben"}).to_game(), card="Mysticism")
    for _ in range(6):
        if sh.snapshot["can"]["step"]:
            sh.step()
    save("stepper_sharing", sh.snapshot)  # Ann shares Ben's Mysticism
    while not sh.done:
        sh.to_end() if sh.game.pending is None else sh.answer(sh.game.pending.options[0])
    save("stepper_bonus", sh.snapshot)

    gw = GameWidget(Game.new(["Ann", "Bot"], seed=4), bots={"Bot": RandomBot(4)})
    save("game_setup", gw.snapshot)
    gw.answer(gw.game.pending.options[0])
    save("game_turn", gw.snapshot)
    save("game_error", {**gw.snapshot, "error": "Achieve 3 needs 15 points; you have 0"})
    # Artifacts: the turn starts with the free special action of the card on display
    free = {
        "expansions": ["artifacts"],
        "free_action": True,
        "current": "Ann",
        "players": [
            {"name": "Ann", "board": {"red": ["Archery"]}, "display": "Holmegaard Bows", "hand": ["Oars"]},
            {"name": "Bot"},
        ],
    }
    save("game_free_action", GameWidget(Scenario.load(free).to_game(), bots={"Bot": RandomBot(4)}).snapshot)
    gt = GameWidget(
        Game.new(["You", "Ben", "Cat", "Dan"], seed=1, teams=True),
        bots={n: RandomBot(i) for i, n in enumerate(["Ben", "Cat", "Dan"])},
    )
    save("game_teams", gt.snapshot)  # two teams, named by their players for you: "You and Cat", "Ben and Dan"

    gc = GameWidget(Scenario.load(SHARING).to_game(), bots={"Bob": RandomBot(4)}, coach_simulations=150, coach_seed=1)
    gc.ask_coach()
    assert gc.coach_wait(120)["status"] == "done"
    save("game_coach", gc.snapshot)  # the coach's moves ranked, for your turn (Bob would share Sailing)

    gb = GameWidget(
        Scenario.load(BOT_TURN).to_game(),
        bots={"Greedy": ScriptedBot("dogma Agriculture", "dogma Archery", "meld Writing", "dogma Writing")},
    )
    assert gb.snapshot["pending"]["player"] == "You" and gb.snapshot["plan"]["card"] == "Agriculture"
    save("game_bot_dogma", gb.snapshot)  # you share Greedy's Agriculture and may return a card
    gb.answer(None)
    save("game_bot_demand", gb.snapshot)  # Greedy's Archery: you are vulnerable
    while gb.game.pending is not None:
        gb.answer(gb.game.pending.options[:1])
    gb.act("draw")
    gb.act("draw")
    assert gb.snapshot["recent"]["actors"] == ["Greedy"] and gb.snapshot["actions"]
    save("game_recent", gb.snapshot)  # your turn: what Greedy just did
    gb.replay(gb.snapshot["recent"]["from"] + 3)
    save("game_replay", gb.snapshot)

    gl = GameWidget(
        Scenario.load(BOT_TURN).to_game(), bots={"Greedy": ScriptedBot("dogma Agriculture")}, pause_bots=True
    )
    for _ in range(3):
        gl.step()
    assert gl.snapshot["live"] and gl.snapshot["plan"]
    save("game_live", gl.snapshot)  # the bot's action, paused, stepped three events

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
    go = GameWidget(Scenario.load(over).to_game(), bots={"Bot": ScriptedBot()})
    go.act("achieve 1")
    assert go.game.over
    save("game_over", go.snapshot)

    go.review_simulations, go.review_seed = 4, 1
    save("game_over_review", {**go.snapshot, "review": go.snapshot["review"]})  # "Review this game" offered
    go.review_game()
    go.review_wait(120)
    running = {**go.snapshot["review"], "status": "running", "done": 0, "total": 1, "shown": False}
    save("game_reviewing", {**go.snapshot, "review": running})  # its progress and Cancel

    four_player_game(save)
    st4 = DogmaStepper(Scenario.load(FOUR).to_game(), card="Archery")
    save("stepper_four_start", st4.snapshot)
    while st4.snapshot["can"]["step"]:
        st4.step()
    save("stepper_four", st4.snapshot)
    sm = DogmaStepper(Scenario.load(MIDGAME).to_game(), action="meld Calendar")
    save("stepper_meld_start", sm.snapshot)
    sm.to_end()
    save("stepper_meld_done", sm.snapshot)

    # -- ScenarioEditor ---------------------------------------------------------------------------------------
    save("editor_empty", ScenarioEditor().snapshot)
    ed = ScenarioEditor(MIDGAME)
    ed.handle({"type": "export", "format": "yaml"})
    save("editor_midgame", ed.snapshot)
    ed = ScenarioEditor(MIDGAME)
    ed.handle({"type": "rename_player", "player": 1, "name": "Ann"})
    save("editor_invalid", ed.snapshot)  # two players called Ann: a problem, the edit kept
    save("editor_expansions", ScenarioEditor(EXPANSIONS_DRAFT).snapshot)  # both expansions, the relics, a display
    ec = ScenarioEditor()
    ec.handle({"type": "load", "text": "players: [{name: Ann, hand: [Hamburg]}, {name: Ben}]\nexpansions: [cities]\n"})
    assert ec.snapshot["draft"]["expansions"] == ["cities"], ec.error
    save("editor_cities", ec.snapshot)  # a Cities position, loaded from text
    filters = [
        {},
        {"text": "ar"},
        {"text": " THE "},
        {"age": 3},
        {"color": "purple"},
        {"icon": "crown"},
        {"age": 1, "icon": "castle"},
        {"text": "o", "age": 2, "color": "green"},
        {"age": 10, "icon": "leaf"},
        {"text": "zzz"},
        {"sets": ["base", "artifacts", "echoes"], "relics": True},
        {"sets": ["echoes"], "age": 3},
        {"sets": [], "relics": True},
        {"text": "an", "sets": ["artifacts"], "relics": True},
    ]
    save("editor_filters", [{"filter": f, "cards": catalogue(**f)} for f in filters])

    # -- PuzzleWidget -----------------------------------------------------------------------------------------
    pz = PuzzleWidget("victim-chooses-ties")
    save("puzzle_start", pz.snapshot)
    pz.act("dogma Archery")
    pz.check()
    save("puzzle_checked", pz.snapshot)  # not yet: Bob gave Paper (the answer that breaks a one-action line)
    pz.act("dogma Archery")
    pz.hint()
    pz.hint()
    save("puzzle_solved", pz.snapshot)
    pz.reset()
    pz.act("draw")
    pz.act("draw")
    save("puzzle_failed", pz.snapshot)
    pz.show_solution()
    pz.solution_step()
    save("puzzle_solution", pz.snapshot)
    pd = PuzzleWidget("dogma-win")
    pd.act("dogma Self Service")
    save("puzzle_decision", pd.snapshot)  # your own decision inside the action
    pm = PuzzleWidget("monument")  # four cards scored already: the "this turn" line
    pm.check()
    pm.check()
    save("puzzle_monument", pm.snapshot)
    pc = PuzzleWidget("demand-vulnerability", coach_simulations=40, coach_seed=1)
    pc.ask_coach()
    assert pc.coach_wait(120)["status"] == "done"
    save("puzzle_coach", pc.snapshot)

    review_snapshots(save)

    # -- the lessons: QuizWidget, CardGallery, SplayWidget ---------------------------------------------------
    qz = QuizWidget("sailing-who-shares")
    save("quiz_start", qz.snapshot)
    qz.answer("Bob shares the effect")
    save("quiz_right", qz.snapshot)
    qz.reset()
    qz.answer("Bob is vulnerable")
    save("quiz_wrong", qz.snapshot)
    save("gallery_all", CardGallery().snapshot)
    save("gallery_filtered", CardGallery(age=1, icon="castle").snapshot)
    save("gallery_single", CardGallery("Oars").snapshot)
    save("gallery_first", CardGallery(["Oars", "Archery"], edition="first").snapshot)
    save("splays", SplayWidget(["Metalworking", "Oars", "Archery"], highlight="castle").snapshot)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "js" / "test" / "fixtures")
