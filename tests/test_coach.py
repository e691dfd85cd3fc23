"""The coach: legal, ranked, reproducible suggestions that never depend on what the advised player cannot see, with
explanations that name only cards that player may see."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb import Game
from innovation_nb.bots import GreedyBot, bot_factory
from innovation_nb.cards.data import CARDS
from innovation_nb.coach import CoachBot, CoachError, suggest
from innovation_nb.coach.determinize import Knowledge, back, observation, zones
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.visibility import can_see

TITLES = re.compile(
    r"(?<![\w'])(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True)) + r")(?![\w'])"
)

# Alice can win this turn with Oars only if Bob's one hidden card shows a crown (it comes to her score pile and
# she can achieve the 1 with her second action). Bob holds Domestication (a crown); the next 1 is Pottery.
OARS = {
    "players": [
        {
            "name": "Alice",
            "hand": ["Masonry"],
            "score": ["Calendar", "Fermenting"],
            "achievements": [2, 3, 4, 5, 6],
            "board": {"red": ["Oars"], "blue": ["Writing"]},
        },
        {"name": "Bob", "hand": ["Domestication"], "achievements": [7], "board": {"green": ["Sailing"]}},
    ],
    "current": "Alice",
    "turn": 9,
    "supply": {"1": ["Pottery"]},
    "seed": 3,
}


def played(seed: int, moves: int, history: bool = True, **kw) -> Game:
    """A game after ``moves`` moves of greedy bots, stopped between actions (or at a decision)."""
    g = Game.new(["Alice", "Bob"], seed=seed, history=history, **kw)
    bots = {"Alice": GreedyBot(seed), "Bob": GreedyBot(seed + 1)}
    for _ in range(moves):
        if g.over:
            break
        who = g.pending.player if g.pending is not None else g.current_player.name
        m = bots[who].move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    assert not g.over
    return g


def hidden_from(game: Game, viewer: str) -> list[tuple[list, int]]:
    """The places (zone list, index) holding a card ``viewer`` cannot see."""
    return [
        (cards, i)
        for kind, owner, cards in zones(game.state)
        if kind != "display"
        for i, c in enumerate(cards)
        if c in CARDS and not can_see(game, viewer, c)
    ]


def permuted(game: Game, viewer: str, seed: int) -> Game:
    """A copy of ``game`` (between actions) whose hidden cards are shuffled among the places of the same back:
    a game ``viewer`` cannot tell from the original."""
    copy = Game.from_state(game.state.clone())
    places = hidden_from(copy, viewer)
    rng = random.Random(seed)
    by_back: dict = {}
    for cards, i in places:
        # a relic never goes to a supply pile (returned, it goes back to the relic area): it swaps only with relics
        by_back.setdefault((back(cards[i]), CARDS[cards[i]].relic), []).append((cards, i))
    moved = 0
    for spots in by_back.values():
        cards_here = [cards[i] for cards, i in spots]
        shuffled = rng.sample(cards_here, len(cards_here))
        moved += sum(a != b for a, b in zip(cards_here, shuffled))
        for (cards, i), c in zip(spots, shuffled):
            cards[i] = c
    assert moved > 10, "the permutation should really move hidden cards"
    check_invariants(copy.state)
    assert observation(copy, viewer) == observation(game, viewer)
    return copy


def summary(ranked) -> list:
    return [(s.move, s.win_rate, s.interval, s.simulations, s.explanation) for s in ranked]


# -- determinizations ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed,moves,artifacts", [(1, 30, False), (2, 60, False), (3, 40, True)])
def test_a_determinization_keeps_every_known_fact(seed, moves, artifacts):
    kw = {"expansions": ("artifacts",), "relics": True} if artifacts else {}
    g = played(seed, moves, **kw)
    viewer = g.pending.player if g.pending is not None else g.current_player.name
    k = Knowledge(g, viewer)
    hidden = {cards[i] for cards, i in hidden_from(g, viewer)}
    # Unknown: hidden now and not seen during the current action.
    assert 20 < k.hidden <= len(hidden)
    assert {c for pool in k.pools.values() for c in pool} <= hidden
    changed = 0
    for i in range(5):
        det = k.sample(random.Random(i))
        check_invariants(det.state)
        assert observation(det, viewer) == observation(g, viewer)
        me, real = det.state.player(viewer), g.state.player(viewer)
        assert sorted(me.hand) == sorted(real.hand) and sorted(me.score) == sorted(real.score)
        for p, q in zip(det.state.players, g.state.players):
            assert [x.cards for x in p.board] == [x.cards for x in q.board]
        changed += sum(
            a != b
            for a, b in zip(
                det.state.player("Bob" if viewer == "Alice" else "Alice").hand,
                g.state.player("Bob" if viewer == "Alice" else "Alice").hand,
            )
        )
        assert det.state.supply != g.state.supply  # the supply order is a guess
    assert changed > 0, "the other player's hidden hand should be guessed, not copied"


def test_a_determinization_mid_action_replays_to_what_the_player_saw():
    g = Game.new(["Alice", "Bob"], seed=4)
    bob = next(r for r in g.pending_all if r.player == "Bob")
    g.answer(bob.options[0], player="Bob")  # Bob chose his first meld in secret
    k = Knowledge(g, "Alice")
    for i in range(5):
        det = k.sample(random.Random(i))
        assert observation(det, "Alice") == observation(g, "Alice")
        assert sorted(det.state.player("Alice").hand) == sorted(g.state.player("Alice").hand)


def test_the_coach_mid_action_needs_history():
    g = played(5, 12, history=False)
    while g.pending is None:
        g.apply(GreedyBot(1).move(g))
    with pytest.raises(CoachError, match="history"):
        suggest(g, simulations=4, seed=0)


# -- never looking at hidden cards ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed,moves", [(6, 40), (7, 70)])
def test_permuting_the_hidden_cards_never_changes_the_suggestions(seed, moves):
    g = played(seed, moves)
    while g.pending is not None:
        g.answer(GreedyBot(0).move(g))
    viewer = g.current_player.name
    first = summary(suggest(g, simulations=60, seed=11))
    for k in range(2):
        other = permuted(g, viewer, seed=k)
        assert summary(suggest(other, simulations=60, seed=11)) == first


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    moves=st.integers(15, 80),
    shuffle=st.integers(0, 10**6),
    expansions=st.sampled_from(
        [(), ("artifacts",), ("echoes",), ("artifacts", "echoes"), ("cities",), ("artifacts", "echoes", "cities")]
    ),
)
def test_determinizations_depend_only_on_what_the_player_sees(seed, moves, shuffle, expansions):
    kw = {"expansions": expansions, "relics": "artifacts" in expansions}
    g = Game.new(["Alice", "Bob"], seed=seed, **kw)
    bots = {"Alice": GreedyBot(seed), "Bob": GreedyBot(seed + 1)}
    for _ in range(moves):
        if g.over:
            return
        who = g.pending.player if g.pending is not None else g.current_player.name
        m = bots[who].move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    while g.pending is not None and not g.over:
        g.answer(bots[g.pending.player].move(g))
    if g.over:
        return
    viewer = g.current_player.name
    # The position alone (cards revealed during the last action would be known in g but not in its copies).
    g = Game.from_state(g.state.clone())
    other = permuted(g, viewer, shuffle)
    a, b = Knowledge(g, viewer), Knowledge(other, viewer)
    for i in range(3):
        assert a.deal(random.Random(i))[0].to_dict() == b.deal(random.Random(i))[0].to_dict()


def test_permuting_what_the_other_player_drew_never_changes_the_first_meld():
    g = Game.new(["Alice", "Bob"], seed=8)
    first = summary(suggest(g, "Alice", simulations=20, seed=3))
    # Same two cards for Alice, a different deal for Bob: reshuffle the 1s that Alice does not hold.
    start = g._checkpoints[0][2].clone()
    mine = set(g.state.player("Alice").hand)
    pile = start.supply[0]
    free = [i for i, c in enumerate(pile) if c not in mine]
    shuffled = random.Random(1).sample([pile[i] for i in free], len(free))
    for i, c in zip(free, shuffled):
        pile[i] = c
    other = Game.from_state(start)
    assert sorted(other.state.player("Alice").hand) == sorted(g.state.player("Alice").hand)
    assert other.state.player("Bob").hand != g.state.player("Bob").hand
    assert summary(suggest(other, "Alice", simulations=20, seed=3)) == first


def test_the_coach_cannot_find_a_move_that_needs_a_hidden_card():
    from innovation_nb.coach import run
    from innovation_nb.coach.candidates import action_candidates

    crown = Game.from_scenario(OARS)  # Bob holds Domestication (a crown): Oars wins at once
    s = crown.state.clone()
    bob = s.player("Bob")
    s.supply[0][-1], bob.hand[0] = bob.hand[0], s.supply[0][-1]  # now Bob holds Pottery (no crown)
    plain = Game.from_state(s)

    def peeking(game):  # the same search allowed to see everything
        k = Knowledge(game, "Alice", open_information=True)
        return run(game, "Alice", k, action_candidates(game), 4, simulations=120, progress=False)

    assert peeking(crown)[0].move == "dogma Oars" and peeking(crown)[0].win_rate == 1.0
    assert peeking(plain)[0].move != "dogma Oars"
    honest = summary(suggest(crown, simulations=120, seed=4))
    assert summary(suggest(plain, simulations=120, seed=4)) == honest  # it cannot tell the two apart
    oars = next(s for s in suggest(crown, simulations=120, seed=4) if s.move == "dogma Oars")
    assert oars.win_rate < 1.0


# -- the suggestions -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "seed,moves,expansions",
    [(9, 20, ()), (10, 55, ()), (11, 90, ()), (16, 40, ("echoes",)), (17, 50, ("artifacts", "echoes"))],
)
def test_every_suggestion_is_legal_and_ranked(seed, moves, expansions):
    g = played(seed, moves, expansions=expansions)
    viewer = g.pending.player if g.pending is not None else g.current_player.name
    ranked = suggest(g, simulations=50, seed=1)
    assert ranked.player == viewer and ranked.simulations == sum(s.simulations for s in ranked)
    assert ranked.simulations == 50
    assert len(ranked) >= 2
    for s in ranked:
        assert 0.0 <= s.interval[0] <= s.win_rate <= s.interval[1] <= 1.0
        if g.pending is not None:
            g.pending.check(s.action)
        else:
            assert g.why_illegal(s.action) is None
            assert s.action in g.legal_actions()
    top = ranked[0]
    assert all(top.simulations >= s.simulations for s in ranked)
    before = g.state.to_dict()
    g.answer(top.action) if g.pending is not None else g.apply(top.action)
    assert g.state.to_dict() != before


def test_the_same_seed_and_budget_give_the_same_suggestions():
    g = played(12, 35)
    a, b = suggest(g, simulations=40, seed=7), suggest(g, simulations=40, seed=7)
    assert summary(a) == summary(b)
    c = suggest(g, simulations=40, seed=8)
    assert [s.win_rate for s in c] != [s.win_rate for s in a]


def test_explanations_name_only_cards_the_player_may_see():
    for seed, moves, expansions in ((13, 25, ()), (14, 60, ()), (15, 45, ("artifacts",)), (18, 40, ("echoes",))):
        g = played(seed, moves, expansions=expansions)
        while g.pending is not None:
            g.answer(GreedyBot(0).move(g))
        viewer = g.current_player.name
        ranked = suggest(g, simulations=40, seed=2)
        for s in ranked:
            named = set(TITLES.findall(s.explanation))
            assert all(can_see(g, viewer, c) for c in named), (s.explanation, named)
        assert any(TITLES.findall(s.explanation) for s in ranked)  # the moves' own cards are named


def test_a_dogma_explanation_says_who_shares_and_what_it_did():
    g = Game.from_scenario(OARS)
    ranked = suggest(g, simulations=80, seed=1)
    writing = next(s for s in ranked if s.move == "dogma Writing")
    assert writing.explanation.startswith("Dogma Writing (1): Bob does not share (0 lightbulbs < 2)")
    oars = next(s for s in ranked if s.move == "dogma Oars")
    assert "Bob is vulnerable (0 castles < 2)" in oars.explanation
    assert re.search(r"Estimated chance to win \d+% \(\d+%–\d+%, \d+ simulations\)", oars.explanation)
    first = played(16, 0)  # the first meld: an answer to a request, said as the move it makes
    explained = suggest(first, simulations=4, seed=1)[0].explanation
    assert re.match(r"Meld [A-Z][\w .'-]+ \(1\) first\. ", explained), explained
    assert "Answer" not in explained


def test_an_answer_reads_as_the_move_it_makes():
    from helpers import position

    g = position({"Ann": {"board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}}, "Bob": {}})
    g.apply("dogma Philosophy")
    assert g.pending is not None and g.pending.kind == "color"
    heads = {s.explanation.split(".")[0] for s in suggest(g, simulations=8, seed=1)}
    assert heads == {"Splay red left", "Do not splay (“You may splay one colour left”)"}, heads


def test_the_figures_shown_agree_and_an_interval_never_collapses():
    """The interval covers the noise of the simulations of that move (it never shrinks to nothing because the
    positions' values vary little); the gap said in points is the gap between the figures shown; moves too close
    to separate are said to be, and then none is the clear best."""
    g = played(11, 90)
    ranked = suggest(g, simulations=200, seed=1)
    assert ranked.simulations == 200  # exactly as many as asked
    for s in ranked:
        lo, hi = s.interval
        if s.simulations >= 2:
            assert hi - lo > 0.05, (s.move, s.interval, s.simulations)
        m = re.search(r"Estimated chance to win (\d+)% \((\d+)%–(\d+)%, (\d+) simulations?\)", s.explanation)
        assert m and int(m.group(4)) == s.simulations
        gap = re.search(r"(\d+) percentage points? below the best move", s.explanation)
        if gap:
            assert not s.close_to_best
            assert int(gap.group(1)) == round(100 * ranked[0].win_rate) - round(100 * s.win_rate)
        assert ("too close" in s.explanation) == (s.close_to_best and s is not ranked[0]) or s is ranked[0]
    if not ranked.decided:
        assert "too close to call" in str(ranked).splitlines()[1]
        assert "only the best estimate" in ranked[0].explanation
    else:
        assert str(ranked).splitlines()[1].startswith("Best: ")


def test_the_progress_bar_ends_full(monkeypatch):
    import innovation_nb.coach as coach

    bars = []

    class Bar:
        def __init__(self, total, unit="games", rate=True, **style):
            self.total, self.n, self.closed = total, 0, False
            bars.append(self)

        def update(self, n):
            self.n += n

        def close(self):
            self.closed = True

    monkeypatch.setattr("innovation_nb.progress.progress_bar", Bar)
    monkeypatch.setattr(coach, "in_notebook", lambda: True)
    g = played(18, 30)
    suggest(g, simulations=150, seed=1)
    suggest(g, seconds=0.05, seed=1)
    assert len(bars) == 2 and all(b.closed and b.n == b.total for b in bars)
    assert bars[0].total == 150


def test_the_coach_advises_only_the_player_to_act():
    g = played(17, 10)
    while g.pending is not None:
        g.answer(GreedyBot(0).move(g))
    other = next(p.name for p in g.players if p.name != g.current_player.name)
    with pytest.raises(CoachError, match="turn"):
        suggest(g, other, simulations=4)
    with pytest.raises(CoachError, match="simulations"):
        suggest(g, simulations=0)
    with pytest.raises(CoachError, match="seconds"):
        suggest(g, seconds=-1)
    with pytest.raises(CoachError, match="seed"):
        suggest(g, simulations=4, seed="x")
    with pytest.raises(CoachError, match="no player named 'Nobody'"):
        suggest(g, "Nobody", simulations=4)


def test_progress_is_reported_and_a_search_can_be_cancelled():
    g = played(18, 30)
    seen = []
    suggest(g, simulations=30, seed=1, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1] == (30, 30)
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 3

    ranked = suggest(g, simulations=500, seed=1, cancel=cancel)
    assert ranked.cancelled and ranked.simulations < 500


def test_a_time_budget_runs_at_least_one_simulation_per_move():
    g = played(19, 30)
    ranked = suggest(g, seconds=0.05, seed=1)
    assert all(s.simulations >= 1 for s in ranked)


def test_the_free_special_action_of_artifacts_is_advised():
    for seed in range(20, 60):
        g = Game.new(["Alice", "Bob"], seed=seed, expansions=("artifacts",))
        bots = {"Alice": GreedyBot(seed), "Bob": GreedyBot(seed + 1)}
        while not g.over and not (g.pending is None and g.state.free_action):
            who = g.pending.player if g.pending is not None else g.current_player.name
            m = bots[who].move(g)
            g.answer(m) if g.pending is not None else g.apply(m)
        if not g.over:
            break
    ranked = suggest(g, simulations=30, seed=1)
    assert {s.action.kind for s in ranked} <= {"dogma", "return", "pass"}
    assert any(s.move == "pass" for s in ranked)


@pytest.mark.parametrize("name", ["sharing-bonus", "monument", "demand-vulnerability"])
def test_in_a_puzzle_the_coach_ranks_the_intended_first_move_first(name):
    from innovation_nb.coach.puzzle import suggest_in_puzzle
    from innovation_nb.puzzles import check, load_puzzle

    p = load_puzzle(name)
    ranked = suggest_in_puzzle(p, simulations=120, seed=1)
    assert ranked[0].move == p.intended[0] and ranked[0].win_rate > 0
    assert all(check(p, [str(s.action)]).step is None for s in ranked)  # each a legal first move
    assert "meets the goal in" in ranked[0].explanation
    with pytest.raises(CoachError, match="solved"):
        suggest_in_puzzle(p, p.intended, simulations=4)


def test_the_coach_is_a_bot_studies_can_seat():
    bot = bot_factory("coach")(1)
    assert isinstance(bot, CoachBot)
    fast = CoachBot(2, simulations=12)
    g = Game.new(["Alice", "Bob"], seed=21)
    greedy = GreedyBot(3)
    for _ in range(12):
        who = g.pending.player if g.pending is not None else g.current_player.name
        m = fast.move(g) if who == "Alice" else greedy.move(g)
        g.answer(m) if g.pending is not None else g.apply(m)
    assert not g.over and g.state.turn > 1


def test_a_determinization_with_cities_guesses_the_city_piles():
    """The City piles are hidden supply: their sizes are kept, their order is guessed."""
    g = played(4, 30, expansions=("cities",))
    viewer = g.pending.player if g.pending is not None else g.current_player.name
    k = Knowledge(g, viewer)
    orders = set()
    for i in range(4):
        det = k.sample(random.Random(i))
        check_invariants(det.state)
        assert [len(p) for p in det.state.supplies["cities"]] == [len(p) for p in g.state.supplies["cities"]]
        orders.add(tuple(map(tuple, det.state.supplies["cities"])))
    assert len(orders) > 1
