"""Shared test helpers: positions from plain data, answering, and invariant-checked stepping."""

from __future__ import annotations

from innovation_nb.cards.data import CARDS_BY_AGE
from innovation_nb.engine.game import Game
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.position import build_state


def position(players, **spec) -> Game:
    """A game at a position. ``players``: {name: {"hand": [...], "score": [...], "board": {"red": ["top", ...]
    or {"cards": [...], "splay": "left"}}, "achievements": [...]}} in seat order; other keys as in build_state
    (supply={age: [draw order]}, current, actions_left, edition, teams, achievements, specials)."""
    plist = []
    for name, pd in players.items():
        pd = dict(pd or {})
        board = {}
        for color, pile in (pd.get("board") or {}).items():
            board[color] = pile if isinstance(pile, dict) else {"cards": list(pile), "splay": None}
        pd["board"] = board
        plist.append({"name": name, **pd})
    spec = {"players": plist, **spec}
    return Game.from_state(build_state(spec))


def run_checked(game: Game) -> None:
    """Step to the next decision or the end of the action, checking invariants after every event."""
    plan = game.plan.to_dict() if game.plan else None
    while game.pending is None and game.resolving:
        game.step()
        check_invariants(game.state)
        if plan is not None and game.plan is not None:
            assert game.plan.to_dict() == plan, "the dogma plan changed during the action"
        if plan is None and game.plan is not None:
            plan = game.plan.to_dict()


def dogma(game: Game, card: str, *answers):
    """Dogma ``card`` for the current player and give ``answers`` to the decisions in order."""
    game.apply(f"dogma {card}", run=False)
    run_checked(game)
    for a in answers:
        assert game.pending is not None, f"no decision pending for answer {a!r}; log:\n" + "\n".join(game.log()[-15:])
        game.answer(yes_means(game.pending, a), run=False)
        run_checked(game)
    return game


def yes_means(req, a):
    """Test shorthand: True / False answer a "you may" choice that has a single option (most "you may splay your
    red cards left") as yes / no. Every other answer is given as it is."""
    if isinstance(a, bool) and req.kind != "yes_no" and req.optional and len(req.options) == 1:
        return req.options[0] if a else None
    return a


def kinds(game: Game, since: int = 0) -> list[str]:
    return [e.kind for e in game.events[since:]]


def moved(game: Game, kind: str, since: int = 0) -> list[str]:
    """Cards moved by events of ``kind`` since event ``since``."""
    return [c for e in game.events[since:] if e.kind == kind for c in e.cards]


def start(game: Game, card: str) -> None:
    """Begin a dogma of ``card`` and stop at the first decision (to look at the request)."""
    game.apply(f"dogma {card}", run=False)
    run_checked(game)


def step(game: Game, answer) -> None:
    """Answer the pending decision and run (checked) to the next one or the end of the action."""
    game.answer(yes_means(game.pending, answer), run=False)
    run_checked(game)


def play(game: Game, card: str, *answers) -> Game:
    """Dogma with the given answers; no decision may be left open."""
    dogma(game, card, *answers)
    assert game.pending is None, f"still waiting: {game.pending}"
    return game


def done(game: Game) -> None:
    """The action is over: no decision pending and nothing left to resolve."""
    assert game.pending is None and not game.resolving


# -- reading the log ----------------------------------------------------------------------------------------


def bonus(game: Game):
    """Whether the sharing bonus was granted in the last dogma (None if there was no bonus event)."""
    evs = [e for e in game.events if e.kind == "bonus"]
    return evs[-1].data["granted"] if evs else None


def granted(game: Game) -> list[bool]:
    """The sharing-bonus verdicts so far (one per dogma that had a bonus event)."""
    return [e.data["granted"] for e in game.events if e.kind == "bonus"]


def plan(game: Game) -> dict:
    """The dogma plan recorded when the card started resolving."""
    return next(e.data["plan"] for e in game.events if e.kind == "card" and e.data and "plan" in e.data)


def compelled(game: Game) -> list[str]:
    """The players the first dogma's plan compelled (a plan of a card without a compel lists none)."""
    return plan(game).get("compelled", [])


def who(game: Game, kind: str) -> list[str]:
    """The players of the events of ``kind``, in order."""
    return [e.player for e in game.events if e.kind == kind]


def who_moved(game: Game, kind: str) -> list[tuple]:
    """(player, card) for each card moved by an event of ``kind``."""
    return [(e.player, c) for e in game.events if e.kind == kind for c in e.cards]


def nested(game: Game, card: str, who: str, inside_of: str, empty: bool = False) -> list:
    """Events of the nested execution of ``card`` by ``who`` (a "card" frame without a dogma plan), checked to
    sit inside ``inside_of``'s dogma and to be executed by ``who`` alone."""
    heads = [
        e
        for e in game.events
        if e.kind == "card"
        and "plan" not in e.data
        and f"non-demand effects of {card} (" in e.data["text"]
        and e.player == who
    ]
    assert len(heads) == 1, [e.describe() for e in game.events]
    head = heads[0]
    chain, p = [], head.parent
    while p is not None:
        chain.append(game.events[p])
        p = game.events[p].parent
    assert any(e.kind == "card" and e.data.get("plan", {}).get("card") == inside_of for e in chain)
    inside = []
    for e in game.events:
        p = e.parent
        while p is not None and p != head.index:
            p = game.events[p].parent
        if p is not None:
            inside.append(e)
    players = [e for e in inside if e.kind == "player"]
    assert (not players) if empty else players
    assert all(e.player == who and "not shared" in e.data["text"] for e in players)
    return inside


# -- reading the position -----------------------------------------------------------------------------------


def P(game: Game, name: str):
    """Shorthand for ``game.player(name)``."""
    return game.player(name)


def achievement_ages(game: Game, name: str) -> list[int]:
    """The ages of ``name``'s achievement cards, sorted (special achievements left out)."""
    from innovation_nb.cards.data import CARDS

    return sorted(CARDS[a].age for a in game.player(name).achievements if a in CARDS)


def cards(game: Game, name: str, color: str) -> list[str]:
    """``name``'s ``color`` pile, bottom → top."""
    return game.player(name).pile(color).cards


def returned_to_bottom(game: Game, age: int) -> str:
    """The card most recently returned to ``age``'s supply pile (returns go to the bottom)."""
    return game.state.supply[age - 1][0]


def set_aside(age: int, *placed) -> list[str]:
    """All age-``age`` cards not placed elsewhere: given as ``removed`` cards, they empty that supply age."""
    return [c for c in CARDS_BY_AGE[age] if c not in placed]


def _no_order_question(g) -> bool:
    return not [e for e in g.events if e.kind == "decision" and e.data["kind"] == "order"]


def same_next_request(make, card: str, picks, *before):
    """Dogma ``card`` on a fresh game from ``make()`` for each listing of the same pick (after the answers
    ``before``): a pick is a set, so the position and the next request must be the same. Returns the last game."""
    seen = []
    for pick in picks:
        g = make()
        dogma(g, card, *before, pick)
        seen.append((g.state.to_dict(), g.pending.to_dict()))
    assert seen[0] == seen[1], "the order a pick was listed in changed the game"
    return g


def same_outcome_without_order(make, card: str, picks, *before):
    """As ``same_next_request``, for picks whose order cannot matter: the dogma runs to its end with no order
    question, and both listings end in the same position. Returns the last game."""
    seen = []
    for pick in picks:
        g = make()
        dogma(g, card, *before, pick)
        done(g)
        assert _no_order_question(g), "an order was asked where it cannot matter"
        seen.append(g.state.to_dict())
    assert seen[0] == seen[1], "the order a pick was listed in changed the game"
    return g


def expansions_game(
    players,
    expansions=("artifacts",),
    tops=None,
    relics: bool = False,
    display=None,
    forecast=None,
    free_action=False,
    **spec,
) -> Game:
    """A position with ``expansions`` in play: ``players`` and ``spec`` as for ``position`` (any card of any set
    may be placed), ``tops`` {set: {age: [draw order]}} the tops of the expansions' piles, ``display`` and
    ``forecast`` {player: card / [cards]}, ``relics`` the relic area in play (relics placed elsewhere are left out of
    it). The Echoes special achievements are available when Echoes is in play."""
    from innovation_nb.cards.data import CARDS, CARDS_BY_SET, RELICS
    from innovation_nb.engine.state import CITIES_SPECIALS, ECHOES_SPECIALS

    state = position(players, **spec).state
    placed = set(state.all_card_locations())

    def take(card):  # a base card the position builder left in the supply or among the achievements
        if card in state.achievements:
            age = CARDS[card].age
            i = state.achievements.index(card)
            stand_in = next(c for c in state.supply[age - 1] if c not in given_away)
            state.supply[age - 1].remove(stand_in)
            state.achievements[i] = stand_in
        elif card in state.supply[CARDS[card].age - 1]:
            state.supply[CARDS[card].age - 1].remove(card)
        placed.add(card)

    given_away = {c for c in (display or {}).values()} | {c for cs in (forecast or {}).values() for c in cs}
    for name, card in (display or {}).items():
        take(card)
        state.player(name).display = card
    for name, cards in (forecast or {}).items():
        for c in cards:
            take(c)
        state.player(name).forecast = list(cards)
    state.set_expansions(expansions)
    for card_set in expansions:
        given = (tops or {}).get(card_set, {})
        piles = []
        for age in range(1, 11):
            first = list(given.get(age, []))
            rest = [c for c in CARDS_BY_SET[card_set][age] if c not in placed and c not in first]
            piles.append(rest + first[::-1])  # the first listed is drawn first
        state.supplies[card_set] = piles
    if "echoes" in expansions and "specials" not in spec:
        state.specials += [x for x in ECHOES_SPECIALS if not any(x in q.achievements for q in state.players)]
    if "cities" in expansions and "specials" not in spec:
        state.specials += [x for x in CITIES_SPECIALS if not any(x in q.achievements for q in state.players)]
    state.relics_on = relics
    state.relics = [r for r in RELICS if r not in placed] if relics else []
    state.free_action = free_action
    check_invariants(state)
    return Game.from_state(state)


def artifacts_game(players, artifacts=None, relics: bool = False, display=None, free_action=False, **spec) -> Game:
    """A position with Artifacts of History in play (see ``expansions_game``); ``artifacts`` {age: [draw order]}
    the tops of the Artifacts piles."""
    return expansions_game(
        players, ("artifacts",), {"artifacts": artifacts or {}}, relics, display, None, free_action, **spec
    )


def echoes_game(players, echoes=None, forecast=None, **spec) -> Game:
    """A position with Echoes of the Past in play (see ``expansions_game``); ``echoes`` {age: [draw order]} the
    tops of the Echoes piles, ``forecast`` {player: [cards]}."""
    return expansions_game(players, ("echoes",), {"echoes": echoes or {}}, forecast=forecast, **spec)


TEAMS = [["Alice", "Carol"], ["Bob", "Dave"]]  # partners sit opposite


def artifacts_seats(*players, **spec) -> Game:
    """``artifacts_game`` for Alice, Bob, Carol and Dave in seat order (as many as given; None for an empty seat)."""
    names = ("Alice", "Bob", "Carol", "Dave")
    return artifacts_game({n: p or {} for n, p in zip(names, players)}, **spec)


def log_text(game: Game, viewer) -> str:
    """The whole log as ``viewer`` reads it, in one string (to look for card titles they may not see)."""
    return "\n".join(game.log(viewer))


def claimed_ages(game: Game, name: str) -> list[int]:
    """The ages of ``name``'s achievement cards."""
    from innovation_nb.cards.data import CARDS

    return [CARDS[a].age for a in game.player(name).achievements if a in CARDS]


def compel_order(game: Game) -> list[str]:
    """The players who carried out a compel, in order: one entry per compel effect and player (``compelled`` reads
    the plan; this reads who was actually reached, as "as if" executions and losses change it)."""
    return [e.player for e in game.events if e.kind == "player" and (e.data or {}).get("role") == "compelled"]


def displayed(widget, monkeypatch) -> list[dict]:
    """The outputs ``display(widget)`` makes in a notebook, as mime bundles (the live view, then the static
    picture)."""
    out = []
    monkeypatch.setattr("IPython.display.display", lambda obj, **kw: out.append(obj))
    widget._ipython_display_()
    return out


# -- Echoes of the Past --------------------------------------------------------------------------------------


def echo_cards(game: Game) -> list[str]:
    """The cards whose echo effect ran, in order (one entry per echo effect, whoever executed it)."""
    return [e.data["card"] for e in game.events if e.kind == "effect" and ", echo effect" in e.data["text"]]


def sweep_echoes(card: str, seeds) -> None:
    """Dogma ``card`` from random positions with Echoes in play (Echoes cards of every age in hands, forecasts and
    score piles, implemented Echoes cards covered under some piles), answering at random: after every event the
    invariants hold and the plan stays as it was fixed."""
    import random

    from innovation_nb.cards.data import CARDS, CARDS_BY_SET, COLORS
    from innovation_nb.cards.registry import is_implemented
    from innovation_nb.engine.random_position import random_position
    from innovation_nb.engine.state import ECHOES_SPECIALS

    for seed in seeds:
        rng = random.Random(seed)
        state = random_position(card, seed)
        pool = [c for a in range(1, 11) for c in CARDS_BY_SET["echoes"][a] if c != card]
        rng.shuffle(pool)
        buried = [c for c in pool if is_implemented(c)]
        for p in state.players:
            for zone, k in ((p.hand, rng.randint(0, 2)), (p.forecast, rng.randint(0, 2)), (p.score, rng.randint(0, 1))):
                for _ in range(k):
                    zone.append(pool.pop())
            for color in COLORS:
                under = [c for c in buried if CARDS[c].color == color and c in pool][: rng.randint(0, 1)]
                pile = p.pile(color)
                if under and pile.cards:
                    pool.remove(under[0])
                    pile.cards.insert(0, under[0])
                    pile.icons = None
        state.set_expansions(("echoes",))
        state.supplies["echoes"] = [[c for c in CARDS_BY_SET["echoes"][a] if c in pool] for a in range(1, 11)]
        state.specials += [s for s in ECHOES_SPECIALS if not any(s in q.achievements for q in state.players)]
        check_invariants(state)
        dogma_checked(Game.from_state(state, history=False), card, seed, limit=3000)


def dogma_checked(g: Game, card: str, seed: int, limit: int = 5000) -> Game:
    """Dogma ``card`` in ``g``, a random bot (``seed``) answering: after every event the invariants hold and the
    plan stays as it was fixed; the dogma ends within ``limit`` steps."""
    from innovation_nb.bots import RandomBot

    bot = RandomBot(seed)
    g.apply(f"dogma {card}", run=False)
    plan, steps = None, 0
    while g.resolving:
        if g.pending is not None:
            g.answer(bot.answer(g.pending), run=False)
        else:
            g.step()
        steps += 1
        assert steps < limit, f"{card} seed {seed}: runaway resolution"
        check_invariants(g.state)
        if g.plan is not None:
            d = g.plan.to_dict()
            assert plan is None or d == plan, f"{card} seed {seed}: the plan changed"
            plan = d
    assert not g.state.frames
    return g


def echoes_seats(*players, **spec) -> Game:
    """``echoes_game`` for Alice, Bob and Carol in seat order (as many as given; None for an empty seat)."""
    return echoes_game({n: p or {} for n, p in zip(("Alice", "Bob", "Carol"), players)}, **spec)


def cities_game(players, cities=None, expansions=("cities",), **spec) -> Game:
    """A position with Cities of Destiny in play (and any other ``expansions``; see ``expansions_game``);
    ``cities`` {age: [draw order]} the tops of the City piles."""
    tops = dict(spec.pop("tops", {}))
    tops["cities"] = cities or {}
    return expansions_game(players, expansions, tops, **spec)


def city_draws(game: Game) -> list[tuple]:
    """(player, card) of every City drawn."""
    return [(e.player, e.cards[0]) for e in game.events if e.kind == "draw" and "cities" in str(e.source)]
