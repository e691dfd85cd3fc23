"""ReviewWidget driven as its front end drives it: the moves and the curve, a move picked shows the board of that
moment from the reviewed player's seat (never a card they could not see), Try it opens that moment, bad messages
change nothing, the static picture; both players side by side, read from your seat (never a card of the other
player's you could not see); Retry, Hint and the answer; your mistakes saved as puzzles the trainer serves; and the
GameWidget's "Review this game", of every seat, run in the background."""

import json
import random
import re

import pytest

from innovation_nb import Game
from innovation_nb.bots import GreedyBot, RandomBot, play
from innovation_nb.cards.data import CARDS
from innovation_nb.coach.determinize import dealt_anew, observation, zones
from innovation_nb.engine.events import card_visible
from innovation_nb.engine.visibility import can_see
from innovation_nb.puzzles import FirstMove, pack
from innovation_nb.review import review
from innovation_nb.review.arguments import ReviewError
from innovation_nb.review.retry import hint, retried, retry, retry_scenario, save_retries
from innovation_nb.scenario import Scenario
from innovation_nb.widgets import DogmaStepper, GameWidget, PuzzleTrainer, PuzzleWidget, ReviewWidget

from .test_coach import permuted, played

TITLES = re.compile(
    r"(?<![\w'])(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True)) + r")(?![\w'])"
)
SIMS = 6  # per position: the figures do not matter here, only what is shown


@pytest.fixture(scope="module")
def game():
    g = Game.new(["Ann", "Ben"], seed=3)
    play(g, {"Ann": RandomBot(3), "Ben": GreedyBot(4)})
    return g


@pytest.fixture(scope="module")
def reviewed(game):
    return review(game, "Ann", simulations=SIMS, seed=1, workers=1, progress=False)


@pytest.fixture(scope="module")
def both(game):
    return review(game, ["Ann", "Ben"], simulations=SIMS, seed=1, workers=1, progress=False)


# Ann has 5 achievements of the 6 she needs, a score of 31 and Atomic Theory (6) on top: "achieve 6" wins at once.
# With her last action of the turn she melds instead, and twice more later: misses, whatever the simulations say.
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


def missed_game(moves: int = 12) -> Game:
    g = Scenario.load(WIN_AT_HAND).to_game(history=True)
    g.apply("meld Oars")  # not achieve 6
    bots = {"Ann": RandomBot(1), "Ben": GreedyBot(2)}
    for _ in range(moves):
        if g.over:
            break
        m = bots[g.to_act].move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    return g


@pytest.fixture(scope="module")
def missed():
    return review(missed_game(), ["Ann", "Ben"], simulations=SIMS, seed=1, workers=1, progress=False)


def first_miss(r) -> int:
    return next(m.number for m in r.moves if m.klass == "miss")


def known_to(g, viewer: str) -> set:
    """Every card ``viewer`` may have known by now: seen in an event they could read, in their own zones, or on a
    board, a display or among the relics."""
    known = {c for ev in g.events if card_visible(ev, viewer) for c in ev.cards}
    me = g.state.player(viewer)
    known |= set(me.hand) | set(me.score) | set(me.forecast)
    for p in g.state.players:
        known |= {c for pile in p.board for c in pile.cards}
    return known


def test_the_snapshot_lists_every_move_with_its_class_and_picks_the_first_moment_that_mattered(reviewed):
    w = ReviewWidget(reviewed)
    snap = w.snapshot
    assert snap["kind"] == "review" and snap["player"] == "Ann" and snap["title"] == "Review of your game (Ann)"
    assert [m["number"] for m in snap["moves"]] == list(range(len(reviewed.moves)))
    assert [m["class"] for m in snap["moves"]] == [m.klass for m in reviewed.moves]
    assert [p["chance"] for p in snap["curve"]] == [m.played_chance for m in reviewed.moves]
    keys = reviewed.key_moments
    assert snap["at"] == (keys[0].number if keys else 0)
    assert {m["number"] for m in snap["moves"] if m["key"]} == {m.number for m in reviewed.key_moments}
    assert snap["summary"]["counts"] == reviewed.counts
    assert "best_move" not in json.dumps(snap)  # the coach's move as the engine takes it stays in Python


def test_a_click_picks_a_move_and_the_snapshot_carries_that_moments_board(reviewed):
    w = ReviewWidget(reviewed)
    n = 3
    assert w.handle({"type": "moment", "move": n}), w.error
    snap = w.snapshot
    m = reviewed.moves[n]
    assert snap["at"] == n and snap["moment"]["number"] == n
    assert snap["moment"]["played"] == m.played and snap["moment"]["best"] == m.best
    assert snap["moment"]["explanation"] == m.explanation
    g = reviewed.position(n)
    assert snap["board"]["turn"] == g.state.turn == m.turn
    assert snap["board"]["perspective"] == "Ann"
    mine = next(p for p in snap["board"]["players"] if p["name"] == "Ann")
    assert mine["hand"] == list(g.state.player("Ann").hand)
    ben = next(p for p in snap["board"]["players"] if p["name"] == "Ben")
    assert ben["hand"] is None and ben["score"] is None  # their ages only
    assert ben["hand_ages"] == [CARDS[c].age for c in g.state.player("Ben").hand]


def test_no_moment_names_a_card_the_reviewed_player_could_not_know(reviewed):
    w = ReviewWidget(reviewed)
    named_somewhere = False
    for m in reviewed.moves:
        w.show(m.number)
        g = reviewed.position(m.number)
        known = known_to(g, "Ann")
        secret = {c for p in g.state.players if p.name != "Ann" for c in (*p.hand, *p.score)} - known
        text = json.dumps({**w.snapshot["moment"], "board": w.snapshot["board"]})
        named = set(TITLES.findall(text))
        assert not named & secret, (m.number, named & secret)
        named_somewhere = named_somewhere or bool(secret)
    assert named_somewhere  # the other player held cards Ann never saw: the check meant something


def test_with_hindsight_every_card_is_shown_and_the_title_says_so(game):
    r = review(game, "Ann", simulations=SIMS, seed=1, workers=1, progress=False, hindsight=True)
    w = ReviewWidget(r)
    assert "with hindsight" in w.snapshot["title"]
    ben = next(p for p in w.snapshot["board"]["players"] if p["name"] == "Ben")
    assert ben["hand"] == list(r.position(w.at).state.player("Ben").hand)


def hidden_places(g, viewer: str) -> list[tuple[int, int]]:
    """(zone, index) of every card ``viewer`` cannot see, zone by zone in the coach's fixed order."""
    return [
        (zi, i)
        for zi, (_, _, cards) in enumerate(zones(g.state))
        for i, c in enumerate(cards)
        if c in CARDS and not can_see(g, viewer, c)
    ]


def card_at(g, place) -> str:
    zi, i = place
    return list(zones(g.state))[zi][2][i]


def test_try_it_opens_the_moment_as_you_saw_it_with_the_hidden_cards_dealt_anew(reviewed):
    w = ReviewWidget(reviewed)
    action = next(m for m in reviewed.moves if m.kind == "action")
    opened = w.try_it(action.number)
    live = reviewed.position(action.number)
    assert isinstance(opened, GameWidget) and w.opened is opened
    assert observation(opened.game, "Ann") == observation(live, "Ann")  # all Ann saw is as it was
    assert sorted(opened.game.state.player("Ann").hand) == sorted(live.state.player("Ann").hand)
    assert opened.snapshot["note"] == "Try it: the cards you could not see are dealt anew"
    assert opened.perspective == "Ann" and "Ann" not in opened.bots and "Ben" in opened.bots
    opened.act(action.best_move)  # play the coach's line there: the review does not change
    assert reviewed.position(action.number).to_dict() == live.to_dict()
    assert w.snapshot["opened"] == {"kind": "GameWidget", "move": action.number}
    inside = next((m for m in reviewed.moves if m.kind == "answer" and reviewed.position(m).plan is not None), None)
    if inside is not None:  # a question inside a dogma: stepped from there
        assert w.handle({"type": "try_it", "move": inside.number}), w.error
        assert isinstance(w.opened, DogmaStepper) and w.opened.game.pending.player == "Ann"
        assert observation(w.opened.game, "Ann") == observation(reviewed.position(inside), "Ann")


def test_over_many_deals_try_it_never_copies_the_cards_you_could_not_see(reviewed):
    w = ReviewWidget(reviewed)
    same = total = 0
    for m in reviewed.moves:
        live = reviewed.position(m.number)
        places = hidden_places(live, "Ann")
        for _ in range(4):
            sandbox = w.try_it(m.number).game
            assert observation(sandbox, "Ann") == observation(live, "Ann")
            assert hidden_places(sandbox, "Ann") == places
            same += sum(card_at(sandbox, p) == card_at(live, p) for p in places)
            total += len(places)
    # a card dealt anew lands where it really was about once in the size of its class: far below half
    assert total > 1000 and same / total < 0.3, (same, total)


@pytest.mark.parametrize("seed", range(6))
def test_two_games_that_differ_only_in_cards_you_never_saw_open_the_same_sandbox(seed):
    g = played(seed, 20 + 3 * seed)
    while g.pending is not None:  # between actions
        g.answer(GreedyBot(seed).move(g))
    viewer = g.current_player.name
    alone = Game.from_state(g.state.clone())  # between actions: nothing was revealed in this game's action
    twin = permuted(alone, viewer, seed)
    a = dealt_anew(alone, viewer, random.Random(seed))
    b = dealt_anew(twin, viewer, random.Random(seed))
    assert a.state.to_dict() == b.state.to_dict()
    assert a.state.to_dict() != alone.state.to_dict()


def test_with_hindsight_try_it_opens_the_true_position_and_says_so(game):
    r = review(game, "Ann", simulations=SIMS, seed=1, workers=1, progress=False, hindsight=True)
    w = ReviewWidget(r)
    action = next(m for m in r.moves if m.kind == "action")
    opened = w.try_it(action.number)
    assert opened.game.to_dict() == r.position(action.number).to_dict()
    assert opened.snapshot["note"] == "Try it, with hindsight: every hidden card as it really was"
    assert "with hindsight" in opened.static_html()


def test_the_bots_of_try_it_are_copies_the_live_game_never_shares(reviewed):
    live_bot = GreedyBot(11)
    w = ReviewWidget(reviewed, bots={"Ben": live_bot})
    before = live_bot.rng.getstate()
    action = next(m for m in reviewed.moves if m.kind == "action")
    opened = w.try_it(action.number)
    assert opened.bots["Ben"] is not live_bot and isinstance(opened.bots["Ben"], GreedyBot)
    opened.act(action.best_move)  # Ben answers and plays there
    assert live_bot.rng.getstate() == before


@pytest.mark.parametrize(
    "msg, field",
    [
        ({"type": "moment", "move": 10_000}, "move"),
        ({"type": "moment", "move": -1}, "move"),
        ({"type": "moment", "move": True}, "move"),
        ({"type": "moment"}, "move"),
        ({"type": "try_it", "move": "3"}, "move"),
        ({"type": "try_it", "move": 10_000}, "move"),
        ({"type": "action", "action": "draw"}, "action"),
        ({"type": "nonsense"}, "type"),
    ],
)
def test_bad_messages_are_refused_and_change_nothing(reviewed, msg, field):
    w = ReviewWidget(reviewed)
    before = json.dumps(w.snapshot)
    assert not w.handle(msg)
    assert field in w.error or "does not take" in w.error, w.error
    assert json.dumps({**w.snapshot, "error": ""}) == json.dumps({**json.loads(before), "error": ""})
    assert w.opened is None


def test_only_a_review_is_reviewed():
    with pytest.raises(ReviewError, match="review"):
        ReviewWidget({"moves": []})


def test_the_static_picture_draws_the_curve_and_the_move_list(reviewed):
    w = ReviewWidget(reviewed)
    html = w.static_html()
    assert html.count("<svg class='inb-s-curve'") == 1
    assert html.count("<polyline") >= 1 and html.count("<g data-number=") == len(reviewed.moves)
    rows = re.findall(r'<tr data-number="(\d+)"', html)
    assert [int(n) for n in rows] == list(range(len(reviewed.moves)))
    for k in ("best", "too close to call"):
        assert f'data-class="{k}"' in html
    assert 'data-kind="review"' in html and "Review of your game (Ann)" in html


def test_the_static_picture_draws_both_players_the_other_s_marks_hollow(both):
    w = ReviewWidget(both)
    html = w.static_html()
    assert 'data-player="Ann"' in html and 'data-player="Ben"' in html  # each player's line: accuracy, counts
    assert html.count("<g data-number=") == len(w.snapshot["curve"])
    assert html.count("fill='#fff' stroke=") + html.count("stroke-dasharray='2 1.5'") == len(both.reviews[1].moves)
    assert "simulations a position on average" in html and 'data-class="miss"' in html


# -- both players side by side, read from your seat --------------------------------------------------------------
def test_both_players_side_by_side_and_the_curve_of_every_judged_turn_from_your_side(both):
    w = ReviewWidget(both)
    snap = w.snapshot
    ann, ben = both.reviews
    assert snap["title"] == "Review of your game (Ann), with Ben's moves" and snap["you"] == "Ann"
    assert [(p["name"], p["you"], p["shown"]) for p in snap["players"]] == [("Ann", True, True), ("Ben", False, False)]
    assert [p["counts"] for p in snap["players"]] == [ann.counts, ben.counts]
    assert [p["accuracy"] for p in snap["players"]] == [ann.accuracy, ben.accuracy]
    assert "miss" in snap["classes"]
    curve = snap["curve"]
    assert len(curve) == len(ann.moves) + len(ben.moves)
    inputs = {("Ann", m.number): m.input for m in ann.moves} | {("Ben", m.number): m.input for m in ben.moves}
    assert [inputs[(p["player"], p["number"])] for p in curve] == sorted(inputs.values())  # the game's order
    for p in curve:
        m = (ann if p["mine"] else ben).moves[p["number"]]
        assert p["mine"] == (p["player"] == "Ann")
        if p["mine"]:
            assert (p["chance"], p["low"], p["high"]) == (m.played_chance, *m.played_interval)
        else:  # Ben's chance seen from Ann's side
            assert p["chance"] == pytest.approx(1 - m.played_chance)
            assert (p["low"], p["high"]) == pytest.approx((1 - m.played_interval[1], 1 - m.played_interval[0]))
    # the switch lists Ben's moves; a click on one of his points shows it
    assert w.handle({"type": "review_player", "player": "Ben"}), w.error
    assert w.snapshot["player"] == "Ben" and [m["class"] for m in w.snapshot["moves"]] == [m.klass for m in ben.moves]
    assert w.handle({"type": "moment", "move": 2, "player": "Ann"}), w.error
    assert w.snapshot["player"] == "Ann" and w.snapshot["at"] == 2
    assert not w.handle({"type": "review_player", "player": "Cat"}) and "player" in w.error


def test_the_summary_says_how_much_effort_the_positions_got_and_each_moment_its_own(both):
    w = ReviewWidget(both)
    effort = w.snapshot["summary"]["effort"]
    moves = [m for r in both.reviews for m in r.moves]
    assert effort["average"] == pytest.approx(sum(m.simulations for m in moves) / len(moves))
    assert effort["simulations"] == SIMS
    assert "simulations a position on average" in effort["text"] and "95% interval" in effort["text"]
    assert "paired comparison" in effort["text"]
    m = both.reviews[0].moves[w.at]
    assert (w.snapshot["moment"]["simulations"], w.snapshot["moment"]["pairs"]) == (m.simulations, m.pairs)


def test_no_moment_of_the_other_player_names_a_card_you_could_not_know(both):
    """Ben's moves are read by Ann: the board from her seat, and no text (the moment, his move in the list, the
    summary) names a card of Ben's that Ann could not know, then or once his move was made."""
    w = ReviewWidget(both)
    ben = both.reviews[1]
    w.show_player("Ben")
    summary = w.snapshot["summary"]["text"]
    named_somewhere = reworded = False
    for m in ben.moves:
        w.show(m.number)
        snap = w.snapshot
        before = ben.position(m.number)
        after = before.fork()
        after.play(ben.move_played(m))
        known = known_to(before, "Ann") | known_to(after, "Ann")
        hidden = {c for g in (before, after) for p in g.state.players if p.name != "Ann" for c in (*p.hand, *p.score)}
        secret = hidden - known
        assert snap["board"]["perspective"] == "Ann" and snap["moment"]["try"] is None
        assert snap["moment"]["retry"] is False and snap["retry"] is None
        text = json.dumps({**snap["moment"], "board": snap["board"], "listed": snap["moves"][m.number]})
        named = set(TITLES.findall(text))
        assert not named & secret, (m.number, named & secret)
        assert m.explanation not in text  # the review's words for Ben stay his
        named_somewhere = named_somewhere or bool(secret)
        reworded = reworded or snap["moment"]["best"] != m.best
    assert named_somewhere and reworded  # Ben held cards Ann never saw, and the coach's moves named some of them
    # the summary in words names Ben's moves as the list does (each checked at its own moment above)
    assert set(TITLES.findall(summary)) <= set(TITLES.findall(json.dumps([m["played"] for m in snap["moves"]])))


def test_try_it_and_retry_are_for_your_own_moves(both):
    w = ReviewWidget(both)
    w.show(0, "Ben")
    before = json.dumps(w.snapshot)
    assert not w.handle({"type": "try_it"}) and "your own moves" in w.error
    assert json.dumps({**w.snapshot, "error": ""}) == json.dumps({**json.loads(before), "error": ""})
    assert w.opened is None


# -- a missed win, Retry, Hint, the answer ------------------------------------------------------------------------
def test_a_missed_win_is_a_miss_and_says_you_could_have_won(missed):
    ann = missed.reviews[0]
    n = first_miss(ann)
    w = ReviewWidget(missed)
    w.show(n)
    m = w.snapshot["moment"]
    assert m["class"] == "miss" and m["retry"] is True
    assert m["won"].startswith("You could have won: Achieve 6") and "wins at once" in m["won"]
    assert w.snapshot["players"][0]["counts"]["miss"] == ann.counts["miss"] >= 1
    assert {"class": "miss"}.items() <= next(p for p in w.snapshot["curve"] if p["mine"] and p["number"] == n).items()
    assert 'data-class="miss"' in w.static_html()


def test_retry_judges_another_move_in_the_background_as_the_review_judged_yours(missed):
    ann = missed.reviews[0]
    n = first_miss(ann)
    w = ReviewWidget(missed)
    assert w.handle({"type": "retry_open", "move": n}), w.error
    panel = w.snapshot["retry"]
    g = ann.position(n)
    assert panel["move"] == n and panel["status"] == "idle" and panel["kind"] == "action"
    assert [a["action"] for a in panel["actions"] if a["legal"]] == [str(a) for a in g.legal_actions()]
    assert w.snapshot["at"] == n and w.snapshot["board"]["perspective"] == "Ann"
    assert w.handle({"type": "retry", "move": n, "value": "achieve 6"}), w.error
    assert w.snapshot["retry"]["status"] in ("judging", "done")
    got = w.retry_wait(60)
    panel = w.snapshot["retry"]
    assert got.as_good and panel["status"] == "done" and panel["as_good"] is True
    assert panel["verdict"] == "As good as the coach's move" and panel["class"] == "best"
    thread = w.retry(n, "meld Archery")
    thread.join(60)
    panel = w.snapshot["retry"]
    same = retry(ann, "meld Archery", n)  # exactly the review's judgement
    assert retry(ann, "meld Archery", ann.moves[n]).klass == same.klass  # the judged move itself names it too
    assert (
        (panel["class"], panel["loss"], panel["as_good"])
        == (same.klass, same.loss, False)
        == ("miss", same.loss, False)
    )
    assert panel["verdict"].startswith("A miss") and panel["tried"] == "meld Archery (1)"
    assert not panel["explanation"].startswith(panel["verdict"])  # the verdict is said once


def test_hint_then_the_answer(missed):
    ann = missed.reviews[0]
    n = first_miss(ann)
    w = ReviewWidget(missed)
    assert w.handle({"type": "retry_hint", "move": n}), w.error
    assert w.snapshot["retry"]["hint"] == hint(ann, n) == "The coach's move is to claim an achievement."
    assert w.snapshot["retry"]["answer"] is None
    assert w.answer(n) == ann.moves[n].best == "achieve 6"
    assert w.snapshot["retry"]["answer"] == "achieve 6"
    w.show(n + 1)  # another moment closes the panel
    assert w.snapshot["retry"] is None


def test_an_answer_is_retried_with_the_question_s_answers(missed):
    """An answer judged a mistake (made one here) is retried among the question's answers, judged the same way."""
    again = review(missed_game(), "Ann", simulations=SIMS, seed=1, workers=1, progress=False)
    m = next(m for m in again.moves if m.kind == "answer")
    m.data["class"] = "mistake"
    w = ReviewWidget(again)
    w.open_retry(m.number)
    panel = w.snapshot["retry"]
    assert panel["kind"] == "answer" and panel["actions"] == []
    req = again.position(m.number).pending
    assert panel["pending"]["player"] == "Ann" and panel["pending"]["prompt"]
    w.retry(m.number, req.answers()[-1]).join(60)
    assert w.snapshot["retry"]["status"] == "done", w.snapshot["retry"]
    assert w.retry_wait().klass == retry(again, req.answers()[-1], m.number).klass


@pytest.mark.parametrize(
    "msg, field",
    [
        ({"type": "retry_open", "move": "BEST"}, "move"),  # the coach's own move: nothing to retry
        ({"type": "retry", "move": "BEST", "value": "draw"}, "move"),
        ({"type": "retry", "move": "MISS", "value": "meld Pottery"}, "move"),  # Pottery is Ben's
        ({"type": "retry", "move": "MISS", "value": "dogma"}, "move"),
        ({"type": "retry", "move": 10_000, "value": "draw"}, "move"),
        ({"type": "retry_hint", "move": "BEST"}, "move"),
        ({"type": "retry_answer", "move": -1}, "move"),
        ({"type": "retry", "move": "MISS", "value": {"a": 1}}, "value"),
        ({"type": "save_retries", "path": "/etc/x"}, "path"),
    ],
)
def test_bad_retry_messages_are_refused_and_change_nothing(missed, msg, field):
    w = ReviewWidget(missed)
    ann = missed.reviews[0]
    number = {"MISS": first_miss(ann), "BEST": next(m.number for m in ann.moves if m.klass == "best")}
    msg = {k: number.get(v, v) if isinstance(v, str) else v for k, v in msg.items()}
    before = json.dumps(w.snapshot)
    assert not w.handle(msg)
    assert field in w.error, w.error
    assert json.dumps({**w.snapshot, "error": ""}) == json.dumps({**json.loads(before), "error": ""})
    assert w.retried is None


# -- your mistakes as your own puzzles ------------------------------------------------------------------------------
def play_to_the_end(w: PuzzleWidget, first: str) -> str:
    w.act(first)
    while w.status == "not yet" and w.game.pending is not None:
        w.answer(w.game.pending.answers()[0])
    return w.status


def test_saved_retries_are_puzzles_the_trainer_serves_and_the_coach_s_move_solves(missed, tmp_path):
    ann = missed.reviews[0]
    w = ReviewWidget(missed, retries=tmp_path / "mine.parquet")
    bad = retried(ann)
    assert bad and all(m.kind == "action" and m.klass in ("mistake", "blunder", "miss") for m in bad)
    assert w.snapshot["saving"]["count"] == len(bad)
    assert w.handle({"type": "save_retries"}), w.error
    state = w.save_wait(120)
    assert state["status"] == "done" and state["added"] == len(bad), state
    puzzles = pack.load(tmp_path / "mine.parquet")
    assert len(puzzles) == len(bad)
    for p, m in zip(puzzles, bad):
        assert isinstance(p.goal, FirstMove) and p.actions == 1 and p.solver == "Ann"
        assert str(m.best_move) in p.goal.first_move and str(ann.move_played(m).input) not in p.goal.first_move
        assert play_to_the_end(PuzzleWidget(p, coach=False), str(m.best_move)) == "solved"
        assert play_to_the_end(PuzzleWidget(p, coach=False), str(ann.move_played(m).input)) == "failed"
        assert p.hints == [hint(ann, m.number)]
    trainer = PuzzleTrainer(pack=str(tmp_path / "mine.parquet"), record=tmp_path / "record.json")
    served = trainer.puzzle
    assert served.name in {p.name for p in puzzles}
    trainer.act(str(served.intended[0]))
    while trainer.status == "not yet" and trainer.game.pending is not None:
        trainer.answer(trainer.game.pending.answers()[0])
    assert trainer.status == "solved"


def test_saving_again_adds_only_new_positions(missed, tmp_path):
    path = tmp_path / "mine.parquet"
    first = save_retries(missed.reviews[0], path)
    assert first.added and not first.kept
    again = ReviewWidget(missed).save_retries(path)
    assert again.added == [] and again.kept == len(first.added)
    assert len(pack.load_frame(path)) == len(first.added)
    other = review(missed_game(20), "Ann", simulations=SIMS, seed=1, workers=1, progress=False)
    more = save_retries(other, path)
    table = pack.load_frame(path)
    assert len(table) == len(first.added) + len(more.added) and table["position"].is_unique
    assert len(pack.runs_of(table)) == 1 + bool(more.added)


def test_answers_and_hindsight_reviews_are_not_saved_as_puzzles(missed, tmp_path):
    ann = missed.reviews[0]
    answer = next(m for m in ann.moves if m.kind == "answer")
    with pytest.raises(ReviewError, match="a puzzle starts between actions"):
        retry_scenario(ann, answer.number)
    late = review(missed_game(), "Ann", simulations=SIMS, seed=1, workers=1, progress=False, hindsight=True)
    saved = save_retries(late, tmp_path / "h.parquet")
    assert saved.added == [] and saved.skipped and all("hindsight" in why for _, why in saved.skipped)
    assert not (tmp_path / "h.parquet").exists()
    assert ReviewWidget(late).snapshot["saving"]["count"] == 0


def test_a_saved_retry_holds_no_card_you_could_not_see_at_its_true_place(tmp_path):
    """Over several seeds: every card Ann could see is where it was; the cards she could not see are dealt anew
    (about as often at their true place as chance gives), so the file never tells the hidden cards."""
    g = missed_game()
    same = total = 0
    for seed in range(4):
        r = review(g, "Ann", simulations=SIMS, seed=seed, workers=1, progress=False)
        path = tmp_path / f"{seed}.parquet"
        save_retries(r, path)
        for p, m in zip(pack.load(path), retried(r)):
            live = r.position(m.number)
            saved = p.start_game(history=False)
            assert observation(saved, "Ann") == observation(live, "Ann")
            places = hidden_places(live, "Ann")
            assert places and hidden_places(saved, "Ann") == places
            same += sum(card_at(saved, q) == card_at(live, q) for q in places)
            total += len(places)
    assert total > 500 and same / total < 0.3, (same, total)


# -- the GameWidget's review -----------------------------------------------------------------------------------


def played_widget(moves=6, **kw):
    w = GameWidget(
        Game.new(["Ann", "Ben"], seed=8),
        bots={"Ben": GreedyBot(8)},
        coach=False,
        **{"review_simulations": 4, "review_seed": 2, **kw},
    )
    me = RandomBot(8)
    for _ in range(moves):
        if w.game.over:
            break
        w.answer(me.answer(w.game.pending)) if w.game.pending is not None else w.act(me.action(w.game))
    return w


def test_the_review_is_offered_once_you_have_moved():
    w = GameWidget(Game.new(["Ann", "Ben"], seed=8), bots={"Ben": GreedyBot(8)}, coach=False)
    r = w.snapshot["review"]
    assert r["available"] is False and r["why_not"] == "you have made no move yet"
    assert not w.handle({"type": "review"}) and "no move yet" in w.error


def test_the_message_starts_a_review_of_every_seat_and_a_finished_review_opens_on_yours():
    w = played_widget()
    assert w.snapshot["review"]["available"] and w.snapshot["review"]["over"] is False
    events = len(w.game.events)
    assert w.handle({"type": "review"}), w.error
    assert w.snapshot["review"]["status"] in ("running", "done")
    rw = w.review_wait(120)
    assert isinstance(rw, ReviewWidget) and rw.review.player == "Ann" and rw.complete
    assert [r.player for r in rw.reviews] == ["Ann", "Ben"] and rw.person == "Ann"  # the bot's moves too
    assert rw.review.simulations == 4 and rw.bots == {"Ben": w.bots["Ben"]}
    assert {p["player"] for p in rw.snapshot["curve"]} == {"Ann", "Ben"}
    assert rw.snapshot["board"]["perspective"] == "Ann"
    r = w.snapshot["review"]
    assert r["status"] == "done" and r["shown"] and r["done"] == r["total"] == sum(x.decisions for x in rw.reviews)
    assert r["moves"] == sum(len(x.moves) for x in rw.reviews)
    assert len(w.game.events) == events  # the game itself was not touched


def test_the_game_s_review_uses_the_review_s_own_effort_unless_told(monkeypatch):
    import innovation_nb.review as reviews

    asked = {}
    real = reviews.review

    def spy(game, players, **kw):
        asked.update(players=players, **kw)
        return real(game, players, **{**kw, "simulations": 2})

    monkeypatch.setattr(reviews, "review", spy)
    w = played_widget(review_simulations=None)
    w.review_game()
    w.review_wait(120)
    assert asked["simulations"] is None and asked["players"] == ["Ann", "Ben"]  # None: judge.SIMULATIONS


def test_a_review_can_be_cancelled_and_what_was_judged_is_kept():
    w = played_widget(moves=30)
    w.review_simulations = 400
    w.review_game()
    w.cancel_review()
    rw = w.review_wait(120)
    assert w.snapshot["review"]["status"] in ("cancelled", "done")
    if w.snapshot["review"]["status"] == "cancelled":
        assert rw is not None and not rw.review.complete and "stopped before the end" in rw.snapshot["title"]


@pytest.mark.parametrize(
    "msg",
    [{"type": "review", "player": "Ben"}, {"type": "review", "player": 3}, {"type": "review_cancel", "now": True}],
)
def test_bad_review_messages_are_refused(msg):
    w = played_widget(moves=2)
    assert not w.handle(msg)
    assert w.error and w.snapshot["review"]["status"] == "idle" and w.reviewed is None


def test_a_game_given_already_played_can_be_reviewed_at_once():
    g = Game.new(["Ann", "Ben"], seed=5)
    play(g, {"Ann": RandomBot(5), "Ben": GreedyBot(5)})
    w = GameWidget(g, bots={"Ben": GreedyBot(5)}, coach=False, review_simulations=2, review_seed=1)
    r = w.snapshot["review"]
    assert r["available"] and r["over"] and r["people"] == ["Ann"]
    w.review_game()
    assert w.review_wait(300).review.player == "Ann"
