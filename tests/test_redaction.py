"""Hidden information never reaches a reader: over random games, for every player and a spectator, no field of an
event's ``to_dict`` (however deep), log line, prompt, request or widget snapshot names a card that reader could not
know. Games of the base set and of each expansion walk every kind of event the engine makes (the rarest from
positions of their own). After every event, what each viewer may see (the one projection, ``engine.view.project``,
that ``Game.view`` and the widgets' boards lay out) is walked too, for every player, a spectator and the teaching
view (which may show whatever any player may know).

What a reader may know is tracked independently of the engine's own bookkeeping: a card becomes known to a
reader once it is on any board, in the reader's own hand, score pile or forecast, revealed, or looked at by the
reader — and stays known."""

from __future__ import annotations

import functools
import itertools
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.actions import Action
from innovation_nb.engine.events import CARD_DATA, PUBLIC_DATA, TEXTS
from innovation_nb.engine.game import new_state
from innovation_nb.engine.text import PUBLIC, Reader, icon_words
from innovation_nb.engine.view import TEACHING, project, request_view
from innovation_nb.terms import translate
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget

NAMES = ["Ann", "Ben", "Cat", "Dan"]
# Every title, longest first, so that "Machine Tools" is read as one title and not as "Tools".
TITLES = re.compile(
    r"(?<![\w'])(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True)) + r")(?![\w'])"
)


# The printed texts of the cards are public (they may name other cards, like A.I. naming Robotics), as written and
# as the logs render them: icons as words ("two lightbulb"), in either edition's terms.
_TEXTS = {e.text for c in CARDS.values() for e in c.effects + (c.first_edition or ())}
_TEXTS |= {translate(t, "iello") for t in _TEXTS}
_TEXTS |= {icon_words(t) for t in _TEXTS}
PRINTED = sorted(_TEXTS, key=len, reverse=True)
PRINTED += [json.dumps(s)[1:-1] for s in PRINTED]


@functools.lru_cache(maxsize=1 << 16)  # the same texts come back for every reader and every event
def without_printed_texts(text: str) -> str:
    for s in PRINTED:
        if s in text:
            text = text.replace(s, "")
    return text


LOOK = re.compile(r"looks at the top card of the (?:(\w+) )?(\d+) pile")


class Knowledge:
    def __init__(self, game):
        self.game = game
        self.readers = [p.name for p in game.players] + [PUBLIC]
        self.viewers = self.readers + [TEACHING]  # the projection's viewers: the teaching view too
        self.known = {r: set() for r in self.readers}
        self.kinds, self.fields, self.walked = set(), set(), 0  # what check_events walked
        self.projected, self.next_viewer = set(), 0  # the kinds of event the projection was walked after

    def learn(self, ev=None) -> None:
        s = self.game.state
        public = {c for p in s.players for q in p.board for c in q.cards}
        public |= {p.display for p in s.players if p.display} | set(s.relics)  # face up (Artifacts)
        public |= {a for p in s.players for a in p.achievements if a in CARDS and CARDS[a].relic}
        if ev is not None and ev.kind == "reveal":
            public |= set(ev.cards)
        for r in self.readers:
            self.known[r] |= public
            if r != PUBLIC:
                p = s.player(r)
                self.known[r] |= set(p.hand) | set(p.score) | set(p.forecast)
        if ev is not None and ev.kind == "note" and (m := LOOK.search(ev.describe(PUBLIC))):
            # a look (Tuning Fork): the looker alone learns the top card of the pile, which stays where it was
            card_set, age = (m.group(1) or "base").lower(), int(m.group(2))
            self.known[ev.player].add(s.supplies[card_set][age - 1][-1])

    def known_to(self, reader) -> set:
        """What ``reader`` may know; the teaching view shows whatever any player may know."""
        if reader is TEACHING:
            return set().union(*self.known.values())
        return self.known[reader]

    def check(self, reader, text: str, where: str) -> None:
        known = self.known_to(reader)
        text = without_printed_texts(text)
        leaked = sorted({c for c in TITLES.findall(text) if c not in known})
        assert not leaked, f"{where} shows {leaked} to {reader or 'a spectator'}: {text[:300]}"

    def check_fields(self, reader, data, where: str) -> None:
        """Every key and string of ``data``, however deep, names only cards ``reader`` may know."""
        known = self.known_to(reader)
        if all(titles_in(text) <= known for text in texts_of(data)):  # most often: then no field needs its path
            return
        for path, text in strings(data):
            if not titles_in(text) <= known:  # most name none: the printed texts are left out only then
                self.check(reader, text, f"{where}, field {path}")

    def check_events(self, start: int) -> int:
        """Walk every field of ``to_dict`` of each event from ``start``, for every reader, as it happens; returns
        where the next check starts. The kinds walked are noted in ``kinds``, their data fields in ``fields``."""
        events = self.game.events
        for ev in events[start:]:
            for r in self.readers:
                self.check_fields(r, ev.to_dict(r), f"event #{ev.index} ({ev.kind})")
            self.kinds.add(ev.kind)
            self.fields.update((ev.kind, k) for k in ev.data or ())
        self.walked += len(events) - start
        return len(events)

    def check_projection(self) -> None:
        """What the viewers may see now (``engine.view.project``, the teaching view included) names only cards
        each may know: every viewer right after the first event of each kind, otherwise one viewer in turn after
        each event (so the walk stays quick)."""
        kind = self.game.events[-1].kind if self.game.events else None
        if kind not in self.projected:
            self.projected.add(kind)
            viewers = self.viewers
        else:
            self.next_viewer = (self.next_viewer + 1) % len(self.viewers)
            viewers = [self.viewers[self.next_viewer]]
        for v in viewers:
            self.check_fields(v, project(self.game, v), f"the projection after event #{len(self.game.events) - 1}")


@functools.lru_cache(maxsize=1 << 16)
def titles_in(text: str) -> frozenset:
    return frozenset(TITLES.findall(text))


JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def texts_of(data) -> set:
    """Every key and string in ``data`` (dicts and lists, nested), each once, as JSON writes them (quickly: no card
    title holds a character JSON escapes)."""
    return set(JSON_STRING.findall(json.dumps(data, ensure_ascii=False, default=str)))


def strings(data, path: str = ""):
    """(where, text) of every key and string in ``data`` (dicts and lists, nested), e.g. ("data.other[0]", ...)."""
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for key, value in data.items():
            here = f"{path}.{key}" if path else str(key)
            yield here, str(key)
            yield from strings(value, here)
    elif isinstance(data, (list, tuple)):
        for i, value in enumerate(data):
            yield from strings(value, f"{path}[{i}]")


def _check_requests(k: Knowledge, views: bool = True) -> None:
    g = k.game
    for r in k.readers:
        reader = Reader(r)
        for req in g.pending_all:
            k.check_fields(r, request_view(g, req, reader), "a request")
        if views:
            k.check_fields(r, g.view(r if r != PUBLIC else None)["pending"], "view()['pending']")


def _step_and_learn(k: Knowledge, g, entry) -> None:
    """Play one input (a saved game's ``["action", text]`` or ``["answer", value(, player)]``) on ``g``, event by
    event, teaching ``k`` what each event shows."""
    if entry[0] == "answer":
        g.answer(entry[1], run=False, player=entry[2] if len(entry) > 2 else None)
    else:
        action = Action.parse(entry[1])
        if action.kind == "meld":  # a Meld action names its card: it goes face up on the board at once
            for r in k.readers:
                k.known[r].add(action.card)
        g.apply(action, run=False)
    while g.pending is None and g.resolving:
        k.learn(g.step())


def _following(k: Knowledge, g, played) -> Knowledge:
    """What the readers know once they have also seen ``played`` — a copy of ``g`` that a widget's bots played
    on — do its moves, event by event (the moves are replayed on another copy of ``g``)."""
    replay = g.fork()
    k2 = Knowledge(replay)
    k2.known = {r: set(cards) for r, cards in k.known.items()}
    for entry in played.to_dict()["inputs"][len(g.to_dict()["inputs"]) :]:
        _step_and_learn(k2, replay, entry)
    assert len(replay.events) == len(played.events)
    return k2


def play_walking(k: Knowledge, bots, moves: int = 400, views: bool = True) -> None:
    """Random ``bots`` play ``k.game`` (up to ``moves`` moves): every field of every event and every request is
    checked for every reader as it happens (with ``views``, the request in ``view()`` too)."""
    g = k.game
    done = len(g.events)
    for move in range(moves + 1):  # 400: enough for most of a game, and every kind of event
        while g.pending is None and g.resolving:
            ev = g.step()
            k.learn(ev)
            for r in k.readers:  # the event's text is in its to_dict; here in the other edition's words
                k.check(r, ev.describe(r, "iello", you=r), f"event #{ev.index} ({ev.kind}, Iello words)")
            done = k.check_events(done)
            k.check_projection()
        if g.over or move == moves:
            break
        _check_requests(k, views)
        req = g.pending
        if req is not None:
            g.answer(bots[req.player].answer(req), run=False, player=req.player)
        else:
            action = bots[g.current_player.name].action(g)
            if action.kind == "meld":  # a Meld action names its card: it goes face up on the board at once
                for r in k.readers:
                    k.known[r].add(action.card)
            g.apply(action, run=False)
        done = k.check_events(done)  # an answer is an event of its own
        k.check_projection()


def play_and_check(g, seed: int) -> Knowledge:
    """Random bots play ``g`` (up to 400 moves), every field of every event, every request and the log checked
    for every reader, then the widgets' snapshots."""
    names = [p.name for p in g.players]
    bots = {name: RandomBot(seed + i) for i, name in enumerate(names)}
    k = Knowledge(g)
    k.learn()
    play_walking(k, bots)
    assert k.walked > 50
    for r in k.readers:
        k.check(r, "\n".join(g.log(r)), "the log")
        k.check(r, json.dumps(g.view(r if r != PUBLIC else None)), "view()")
    # The widgets send only what their viewer may know (everything a widget sends is its snapshot).
    for r in k.readers[:-1]:
        w = GameWidget(g.fork(), bots={q: bots[q] for q in bots if q != r})
        # The widget's bots play on until r must act: r has seen their moves happen.
        _following(k, g, w.game).check(r, json.dumps(w.snapshot), "GameWidget's snapshot")
        w.close()
        b = BoardWidget(g, perspective=r)
        k.check(r, json.dumps(b.snapshot), "BoardWidget's snapshot")
        b.close()
    for r in (PUBLIC, TEACHING):  # a spectator's board, and the teaching view's (the widgets' default)
        b = BoardWidget(g, perspective=r)
        k.check(r, json.dumps(b.snapshot), "BoardWidget's snapshot")
        b.close()
    return k


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    players=st.sampled_from([2, 3, 4, "teams"]),
    edition=st.sampled_from(["third", "first"]),
    artifacts=st.booleans(),
)
def test_no_text_names_a_card_its_reader_may_not_know(seed, players, edition, artifacts):
    n = 4 if players == "teams" else players
    g = Game.new(
        NAMES[:n],
        seed=seed,
        edition=edition,
        teams=players == "teams" or None,
        expansions=("artifacts",) if artifacts else (),
        relics=artifacts,
    )
    play_and_check(g, seed)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4, "teams"]), artifacts=st.booleans())
def test_with_echoes_no_text_names_a_forecast_or_a_hidden_draw(seed, players, artifacts):
    """Forecasts, cards foreshadowed or drawn by the Echoes draw rule, echo effects and promotions: each reader
    reads only what they may know. Each player starts with a forecast of low cards, so that there is one to leak
    and promotions are offered from the first Meld actions."""
    n = 4 if players == "teams" else players
    state = new_state(
        NAMES[:n],
        seed,
        teams=players == "teams" or None,
        expansions=("artifacts", "echoes") if artifacts else ("echoes",),
        relics=artifacts,
    )
    rng = random.Random(seed)
    for p in state.players:
        for _ in range(2):
            pile = state.supplies[rng.choice(["base", "echoes"])][rng.randint(0, 2)]
            p.forecast.append(pile.pop())
    g = Game.from_state(state)
    play_and_check(g, seed)
    assert any(e.kind == "meld" and "forecast" in str(e.source) for e in g.events)  # a promotion


def test_a_stepper_with_a_perspective_sends_other_players_draws_by_age_only():
    from helpers import position

    g = position(
        {"A": {"board": {"blue": ["Writing"]}}, "B": {"board": {"green": ["The Wheel"]}}},
        supply={2: ["Calendar", "Mathematics"]},
    )
    stepper = DogmaStepper(g, card="Writing", perspective="B")
    stepper.to_end()
    text = json.dumps(stepper.snapshot)
    drawn = [c for e in g.events if e.kind == "draw" and e.player == "A" for c in e.cards]
    assert drawn and not any(c in text for c in drawn)
    assert "a 2" in text
    stepper.close()


@pytest.mark.parametrize(
    "seed,players,expansions", [(3, 3, ("cities",)), (8, "teams", ("artifacts", "echoes", "cities"))]
)
def test_with_cities_no_text_names_a_city_drawn_into_a_hand(seed, players, expansions):
    """City draws, the icons that act (a search reveals what it draws), flags and fountains, Endorse: each reader
    reads only what they may know."""
    n = 4 if players == "teams" else players
    g = Game.new(
        NAMES[:n], seed=seed, teams=players == "teams" or None, expansions=expansions, relics="artifacts" in expansions
    )
    play_and_check(g, seed)
    assert any(e.kind == "draw" and "cities" in str(e.source) for e in g.events)  # a City was drawn


def test_a_widget_whose_bots_play_on_shows_what_its_viewer_saw_them_do():
    # Seed 5276: the game stops at 400 moves on another player's turn, so a viewer's widget first lets the bots
    # play on (a meld and a dig among their moves, public to the viewer); the check follows those moves too.
    g = Game.new(NAMES, seed=5276, teams=True, expansions=("artifacts", "echoes"), relics=True)
    play_and_check(g, 5276)
    assert not g.over
    w = GameWidget(g.fork(), bots={q: RandomBot(0) for q in NAMES[1:]})
    assert len(w.game.events) > len(g.events)
    w.close()


def test_a_players_view_leaves_out_what_effects_note_for_later():
    g = Game.new(["Ann", "Ben"], seed=3)
    while g.pending is not None:
        g.answer(RandomBot(1).answer(g.pending), player=g.pending.player)
    g.apply(g.legal_actions()[-1], run=False)
    while not g.state.frames:
        g.step()
    g.state.frames[-1].memory = {"noted": "Sailing"}  # as an effect notes a card it drew into a hand
    assert any("memory" in f for f in g.view(TEACHING)["frames"])
    for reader in ("Ann", "Ben", PUBLIC, None):  # None: the public view
        assert all("memory" not in f for f in g.view(reader)["frames"])


# -- every field of every kind of event, in every set --------------------------------------------------------------

SETS = {
    "base": (),
    "artifacts": ("artifacts",),
    "echoes": ("echoes",),
    "cities": ("cities",),
    "all": ("artifacts", "echoes", "cities"),
}
# The kinds of event the sampled games of every set show, and those of each set on top of them: each must be walked.
COMMON_KINDS = {
    "action",
    "card",
    "effect",
    "player",
    "turn",
    "bonus",
    "decision",
    "end",
    "draw",
    "meld",
    "tuck",
    "score",
    "return",
    "transfer",
    "splay",
    "achieve",
    "reveal",
}
SET_KINDS = {
    "base": set(),
    "artifacts": {"dig", "seize", "note", "trigger"},
    "echoes": {"trigger"},
    "cities": {"trigger", "note"},
    "all": {"dig", "seize", "note", "trigger", "foreshadow"},
}
# Kinds too rare in random games to count on there: each is walked from a position of its own (POSITIONS).
RARE_KINDS = {"exchange", "rearrange", "remove", "foreshadow", "lose"}


def engine_kinds() -> set:
    """Every kind of event the engine's source makes (``g._event("draw", ...)``, ``g._push("card", ...)``)."""
    root = Path(__file__).parent.parent / "innovation_nb"
    return {m for f in root.rglob("*.py") for m in re.findall(r"\._(?:event|push)\(\s*\"(\w+)\"", f.read_text())}


def test_every_kind_of_event_the_engine_makes_is_walked_somewhere():
    walked = COMMON_KINDS | set().union(*SET_KINDS.values()) | RARE_KINDS
    made = engine_kinds()
    assert made - walked == set(), (
        f"kinds of event no redaction test walks: {sorted(made - walked)}; add them to "
        "SET_KINDS (or to RARE_KINDS, with a position that makes them)"
    )
    assert walked - made == set(), f"kinds the engine no longer makes: {sorted(walked - made)}"
    assert {kind for kind, *_ in POSITIONS.values()} == RARE_KINDS


def walk_game(g, seed: int, moves: int = 400) -> Knowledge:
    k = Knowledge(g)
    k.learn()
    play_walking(k, {p.name: RandomBot(seed + i) for i, p in enumerate(g.players)}, moves, views=False)
    assert k.kinds == {e.kind for e in g.events} <= k.projected  # every kind that occurred was walked
    return k


@pytest.mark.parametrize("card_set", list(SETS))
def test_every_field_of_every_event_names_only_cards_its_reader_may_know(card_set):
    """Random games of ``card_set`` (2, 3 and 4 players, and teams; relics with Artifacts): every field of each
    event's ``to_dict`` and each request, for every player and a spectator, as it happens. The set's kinds of event
    are all walked, and every data field is one the engine says who may read (listed in events.PUBLIC_DATA,
    CARD_DATA or TEXTS)."""
    expansions = SETS[card_set]
    kinds, fields, walked = set(), set(), 0
    for seed, players in itertools.product((1, 2), (2, 3, 4, "teams")):
        n = 4 if players == "teams" else players
        g = Game.new(
            NAMES[:n],
            seed=seed,
            teams=players == "teams" or None,
            expansions=expansions,
            relics="artifacts" in expansions,
        )
        k = walk_game(g, seed)
        kinds |= k.kinds
        fields |= k.fields
        walked += k.walked
    unlisted = sorted(
        (kind, f) for kind, f in fields if f not in PUBLIC_DATA.get(kind, ()) and f not in CARD_DATA and f not in TEXTS
    )
    assert not unlisted, f"data fields only the all-seeing reader gets (say who may read them in events.py): {unlisted}"
    expected = COMMON_KINDS | SET_KINDS[card_set]
    assert kinds >= expected, (
        f"{card_set}: kinds of event never walked: {sorted(expected - kinds)}; the engine "
        f"makes these too, not in these games: {sorted(engine_kinds() - kinds)}"
    )
    assert walked > 6000


class Scripted(RandomBot):
    """These answers first, then random ones."""

    def __init__(self, answers):
        super().__init__(0)
        self.script = list(answers)

    def answer(self, req):
        return self.script.pop(0) if self.script else super().answer(req)


# A kind of event random games seldom make: (kind, position, the card the first player dogmas, answers).
POSITIONS = {
    "hands exchanged (Machinery)": (
        "exchange",
        {
            "Ann": {"board": {"yellow": ["Machinery"]}, "hand": ["Lighting", "Oars"]},
            "Ben": {"hand": ["Sailing", "Tools"]},
            "Cat": {"hand": ["Archery"]},
        },
        {},
        "Machinery",
        [],
    ),
    "score cards exchanged (Medicine)": (
        "exchange",
        {
            "Ann": {"board": {"yellow": ["Medicine"]}, "score": ["Optics", "Calendar"]},
            "Ben": {"score": ["Compass", "Philosophy"]},
            "Cat": {"score": ["Construction"]},
        },
        {},
        "Medicine",
        [],
    ),
    "a pile rearranged (Publications)": (
        "rearrange",
        {
            "Ann": {"board": {"blue": ["Publications"], "red": ["Archery", "Oars"]}, "hand": ["Tools"]},
            "Ben": {"hand": ["Sailing"]},
        },
        {},
        "Publications",
        ["red", ["Oars", "Archery"]],
    ),
    "everything removed (Fission)": (
        "remove",
        {
            "Ann": {"board": {"red": ["Fission"], "blue": ["Tools", "Writing"]}, "hand": ["Oars"], "score": ["Optics"]},
            "Ben": {"hand": ["Calendar"], "score": ["Compass"]},
        },
        {"supply": {10: ["Robotics"]}},
        "Fission",
        [],
    ),
    "a drawn card foreshadowed (Pagoda)": (
        "foreshadow",
        {"Ann": {"board": {"purple": ["Pagoda"]}}, "Ben": {"hand": ["Sailing"]}},
        {"expansions": ("echoes",), "supply": {3: ["Compass"]}},
        "Pagoda",
        [],
    ),
    "a victim leaving the game (Exxon Valdez)": (
        "lose",
        {
            "Ann": {"board": {"red": ["Exxon Valdez"]}},
            "Ben": {
                "board": {"red": ["Coal"], "blue": ["Tools", "Writing"]},
                "hand": ["Oars"],
                "score": ["Sailing"],
                "achievements": [2, "Monument"],
            },
            "Cat": {"hand": ["Archery"]},
        },
        {"expansions": ("artifacts",), "relics": True},
        "Exxon Valdez",
        [],
    ),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_every_field_of_a_rare_event_names_only_cards_its_reader_may_know(name):
    from helpers import expansions_game, position

    kind, players, spec, card, answers = POSITIONS[name]
    spec = dict(spec)
    expansions = spec.pop("expansions", None)
    g = expansions_game(players, expansions, **spec) if expansions else position(players, **spec)
    k = Knowledge(g)
    k.learn()
    g.apply(f"dogma {card}", run=False)
    bot = Scripted(answers)  # whoever is asked: the answers are in the order the questions come
    play_walking(k, {p.name: bot for p in g.players}, moves=len(answers) + 4, views=False)
    assert kind in k.kinds


def test_the_other_side_of_an_exchange_is_named_only_to_who_may_know_it():
    from helpers import position

    g = position(
        {
            "Ann": {"board": {"yellow": ["Machinery"]}, "hand": ["Lighting"]},
            "Ben": {"hand": ["Sailing"]},
            "Cat": {"board": {"yellow": ["Agriculture"]}},
        }
    )  # three leaves: Cat shares, never vulnerable
    g.apply("dogma Machinery", run=False)
    while g.resolving and g.pending is None:
        g.step()
    ev = next(e for e in g.events if e.kind == "exchange")
    assert (ev.source, ev.dest, ev.cards, ev.data["other"]) == ("Ben/hand", "Ann/hand", ("Sailing",), ["Lighting"])
    for reader in ("Ann", "Ben"):  # each now holds the other's card
        assert ev.to_dict(reader)["data"]["other"] == ["Lighting"] and ev.to_dict(reader)["cards"] == ["Sailing"]
    for reader in ("Cat", PUBLIC):
        d = ev.to_dict(reader)
        assert "other" not in d.get("data", {}) and d["cards"] == []
        assert "Lighting" not in json.dumps(d) and "Sailing" not in json.dumps(d)
