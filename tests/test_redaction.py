"""Hidden information never reaches a reader: over random games, for every player and a spectator, no log line,
prompt, request or widget snapshot names a card that reader could not know.

What a reader may know is tracked independently of the engine's own bookkeeping: a card becomes known to a
reader once it is on any board, in the reader's own hand, score pile or forecast, revealed, or looked at by the
reader — and stays known."""
from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.engine.actions import Action
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.game import new_state
from innovation_nb.engine.text import PUBLIC, Reader, icon_words
from innovation_nb.terms import translate
from innovation_nb.engine.view import request_view
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget

NAMES = ["Ann", "Ben", "Cat", "Dan"]
# Every title, longest first, so that "Machine Tools" is read as one title and not as "Tools".
TITLES = re.compile(r"(?<![\w'])(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True))
                    + r")(?![\w'])")


# The printed texts of the cards are public (they may name other cards, like A.I. naming Robotics), as written and
# as the logs render them: icons as words ("two lightbulb"), in either edition's terms.
_TEXTS = {e.text for c in CARDS.values() for e in c.effects + (c.first_edition or ())}
_TEXTS |= {translate(t, "iello") for t in _TEXTS}
_TEXTS |= {icon_words(t) for t in _TEXTS}
PRINTED = sorted(_TEXTS, key=len, reverse=True)
PRINTED += [json.dumps(s)[1:-1] for s in PRINTED]


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
        self.known = {r: set() for r in self.readers}

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

    def check(self, reader, text: str, where: str) -> None:
        known = self.known[reader]
        text = without_printed_texts(text)
        leaked = sorted({c for c in TITLES.findall(text) if c not in known})
        assert not leaked, f"{where} shows {leaked} to {reader or 'a spectator'}: {text[:300]}"


def _check_requests(k: Knowledge) -> None:
    g = k.game
    for r in k.readers:
        reader = Reader(r)
        for req in g.pending_all:
            k.check(r, json.dumps(request_view(g, req, reader)), "a request")
        k.check(r, json.dumps(g.view(r if r != PUBLIC else None)["pending"]), "view()['pending']")


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
    for entry in played.to_dict()["inputs"][len(g.to_dict()["inputs"]):]:
        _step_and_learn(k2, replay, entry)
    assert len(replay.events) == len(played.events)
    return k2


def play_and_check(g, seed: int) -> None:
    """Random bots play ``g`` (up to 400 moves), every event's text, every request and the log checked for every
    reader, then the widgets' snapshots."""
    names = [p.name for p in g.players]
    bots = {name: RandomBot(seed + i) for i, name in enumerate(names)}
    k = Knowledge(g)
    k.learn()
    checked = 0
    for _ in range(400):  # moves; enough for most of a game, and every kind of event
        if g.over:
            break
        _check_requests(k)
        req = g.pending
        if req is not None:
            g.answer(bots[req.player].answer(req), run=False, player=req.player)
        else:
            action = bots[g.current_player.name].action(g)
            if action.kind == "meld":  # a Meld action names its card: it goes face up on the board at once
                for r in k.readers:
                    k.known[r].add(action.card)
            g.apply(action, run=False)
        while g.pending is None and g.resolving:
            ev = g.step()
            k.learn(ev)
            for r in k.readers:
                k.check(r, ev.describe(r), f"event #{ev.index} ({ev.kind})")
                k.check(r, ev.describe(r, "iello", you=r), f"event #{ev.index} ({ev.kind}, Iello words)")
            checked += 1
    assert checked > 50
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
    return k


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4, "teams"]),
       edition=st.sampled_from(["third", "first"]), artifacts=st.booleans())
def test_no_text_names_a_card_its_reader_may_not_know(seed, players, edition, artifacts):
    n = 4 if players == "teams" else players
    g = Game.new(NAMES[:n], seed=seed, edition=edition, teams=players == "teams" or None,
                 expansions=("artifacts",) if artifacts else (), relics=artifacts)
    play_and_check(g, seed)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4, "teams"]), artifacts=st.booleans())
def test_with_echoes_no_text_names_a_forecast_or_a_hidden_draw(seed, players, artifacts):
    """Forecasts, cards foreshadowed or drawn by the Echoes draw rule, echo effects and promotions: each reader
    reads only what they may know. Each player starts with a forecast of low cards, so that there is one to leak
    and promotions are offered from the first Meld actions."""
    n = 4 if players == "teams" else players
    state = new_state(NAMES[:n], seed, teams=players == "teams" or None,
                      expansions=("artifacts", "echoes") if artifacts else ("echoes",), relics=artifacts)
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

    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {"board": {"green": ["The Wheel"]}}},
                 supply={2: ["Calendar", "Mathematics"]})
    stepper = DogmaStepper(g, card="Writing", perspective="B")
    stepper.to_end()
    text = json.dumps(stepper.snapshot)
    drawn = [c for e in g.events if e.kind == "draw" and e.player == "A" for c in e.cards]
    assert drawn and not any(c in text for c in drawn)
    assert "a 2" in text
    stepper.close()


@pytest.mark.parametrize("seed,players,expansions", [(3, 3, ("cities",)), (8, "teams", ("artifacts", "echoes", "cities"))])
def test_with_cities_no_text_names_a_city_drawn_into_a_hand(seed, players, expansions):
    """City draws, the icons that act (a search reveals what it draws), flags and fountains, Endorse: each reader
    reads only what they may know."""
    n = 4 if players == "teams" else players
    g = Game.new(NAMES[:n], seed=seed, teams=players == "teams" or None, expansions=expansions,
                 relics="artifacts" in expansions)
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
    assert any("memory" in f for f in g.view()["frames"])
    for reader in ("Ann", "Ben"):
        assert all("memory" not in f for f in g.view(reader)["frames"])
