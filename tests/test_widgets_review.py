"""ReviewWidget driven as its front end drives it: the moves and the curve, a move picked shows the board of that
moment from the reviewed player's seat (never a card they could not see), Try it opens that moment, bad messages
change nothing, the static picture; and the GameWidget's "Review this game", run in the background."""

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
from innovation_nb.review import review
from innovation_nb.review.arguments import ReviewError
from innovation_nb.widgets import DogmaStepper, GameWidget, ReviewWidget

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


# -- the GameWidget's review -----------------------------------------------------------------------------------


def played_widget(moves=6, **kw):
    w = GameWidget(
        Game.new(["Ann", "Ben"], seed=8),
        bots={"Ben": GreedyBot(8)},
        coach=False,
        review_simulations=4,
        review_seed=2,
        **kw,
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


def test_the_message_starts_a_review_and_a_finished_review_shows_a_review_widget():
    w = played_widget()
    assert w.snapshot["review"]["available"] and w.snapshot["review"]["over"] is False
    events = len(w.game.events)
    assert w.handle({"type": "review"}), w.error
    assert w.snapshot["review"]["status"] in ("running", "done")
    rw = w.review_wait(120)
    assert isinstance(rw, ReviewWidget) and rw.review.player == "Ann" and rw.review.complete
    assert rw.review.simulations == 4 and rw.bots == {"Ben": w.bots["Ben"]}
    r = w.snapshot["review"]
    assert r["status"] == "done" and r["shown"] and r["done"] == r["total"] == len(rw.review.moves)
    assert len(w.game.events) == events  # the game itself was not touched


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
