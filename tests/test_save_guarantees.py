"""What a save guarantees (docs/saves.md): every save the package writes loads back to the same game, in every set
and at any moment, a decision pending inside a card's effect included; positions the rules forbid are refused by
scenarios and saves alike, naming the field and the rule; an edited save loads to a game that plays on, or is
refused with a project error."""

from __future__ import annotations

import copy
import json
import random
import re

import pytest

from innovation_nb import Game, Scenario
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.saves import SaveError
from innovation_nb.errors import InnovationError
from innovation_nb.scenario import ScenarioError

NAMES = ["Ann", "Ben", "Cat", "Dan"]
ALL = ("artifacts", "echoes", "cities")


def play(seed, players, teams, expansions, relics, moves=None):
    """A random game with history, one input or step at a time: yields the game after each."""
    g = Game.new(NAMES[:players], seed=seed, teams=True if teams else None, expansions=expansions, relics=relics)
    bot = RandomBot(seed)
    n = 0
    while not g.over and (moves is None or n < moves):
        n += 1
        if g.pending is not None:
            g.answer(bot.answer(g.pending), run=False)
        elif g.resolving:
            g.step()
        else:
            g.apply(bot.action(g), run=False)
        yield g


def mid_effect(g) -> bool:
    """A decision is pending inside a card's effect (a dogma's, an echo's, a free dogma's)."""
    return g.pending is not None and any(f.kind == "effect" for f in g.state.frames)


def same_game(g, text):
    again = Game.from_json(text)
    assert again.to_json() == text
    assert again.view() == g.view()
    assert (again.pending and again.pending.to_dict()) == (g.pending and g.pending.to_dict())
    if not g.resolving:
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in g.legal_actions()]
    return again


# -- every save loads -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "expansions,relics,players,teams",
    [
        ((), False, 2, False),
        ((), False, 4, True),
        (("artifacts",), True, 3, False),
        (("artifacts",), False, 2, False),
        (("echoes",), False, 2, False),
        (("echoes",), False, 3, False),
        (("cities",), False, 3, False),
        (ALL, True, 2, False),
        (ALL, True, 4, True),
        (("artifacts", "echoes"), True, 4, False),
    ],
)
def test_a_save_taken_at_any_moment_loads_to_the_same_game(expansions, relics, players, teams):
    """Saves every few steps of random games, most of them mid-effect, and one at each of the first decisions
    pending inside an effect: each loads to the same game, which then goes on the same way."""
    saved = inside = remembering = 0
    for seed in (11, 12):
        rng = random.Random(seed)
        for g in play(seed, players, teams, expansions, relics, moves=900):
            remembers = any(f.memory for f in g.state.frames)  # what a card's effect noted for a later one
            if g.over or not (rng.random() < 0.03 or (mid_effect(g) and inside < 4) or (remembers and remembering < 3)):
                continue
            text = g.to_json()
            again = same_game(g, text)
            saved += 1
            inside += mid_effect(g)
            remembering += remembers
            if saved % 5 == 0:  # the loaded game continues exactly as the original would
                bot_a, bot_b = RandomBot(saved), RandomBot(saved)
                a, b = g.fork(), again
                for _ in range(30):
                    if a.over:
                        break
                    for x, bot in ((a, bot_a), (b, bot_b)):
                        if x.pending is not None:
                            x.answer(bot.answer(x.pending), run=False)
                        elif x.resolving:
                            x.step()
                        else:
                            x.apply(bot.action(x), run=False)
                assert a.to_json() == b.to_json()
    assert saved >= 20 and inside >= 4


def stethoscope_game():
    """Stethoscope's echo melds Writing (noted in the card's memory); its last effect then offers a splay."""
    g = Scenario.load(
        {
            "expansions": ["echoes"],
            "players": [
                {
                    "name": "Ann",
                    "hand": ["Writing"],
                    "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture", "Masonry"]},
                },
                {"name": "Ben"},
            ],
        }
    ).to_game()
    g.apply("dogma Stethoscope")
    assert "splay" in g.pending.prompt and g.state.frames[1].memory  # the meld is in the card's memory
    return g


def test_a_save_taken_while_a_card_remembers_what_its_echo_did_loads():
    g = stethoscope_game()
    text = g.to_json()
    again = same_game(g, text)
    again.answer("yellow")
    g.answer("yellow")
    assert again.to_json() == g.to_json()
    assert Game.from_json(g.to_dict()).to_json() == g.to_json()  # the dict itself too (its memory holds tuples)


def test_a_save_whose_position_holds_what_json_cannot_write_is_refused():
    d = stethoscope_game().to_dict()
    d["position"]["frames"][1]["memory"]["x"] = {1, 2}
    with pytest.raises(SaveError) as info:
        Game.from_json(d)
    assert info.value.field == "position" and "JSON cannot write" in info.value.message


# -- forbidden positions are refused ----------------------------------------------------------------------
def artifacts_scenario(**change):
    """Ann's turn with Holmegaard Bows on display (Oars in hand); ``change``: fields of the scenario, or of a
    player by name."""
    base = {
        "expansions": ["artifacts"],
        "current": "Ann",
        "turn": 5,
        "players": [
            {"name": "Ann", "hand": ["Oars"], "board": {"green": ["Sailing"]}, "display": "Holmegaard Bows"},
            {"name": "Ben", "board": {"blue": ["Writing"]}},
        ],
    }
    for k, v in change.items():
        if k in ("Ann", "Ben"):
            base["players"][["Ann", "Ben"].index(k)].update(v)
        else:
            base[k] = v
    return base


def from_state_save(state) -> dict:
    """A save starting at ``state`` (no inputs), as Game.from_state(...).to_json() writes it."""
    return json.loads(Game.from_state(state).to_json())


def refused_as_save(edit, field, match, **change):
    """The save of a legal position (all three expansions, Ann's free special action to take), with ``edit`` made
    to its start and recorded positions: refused, naming ``field``."""
    scenario = artifacts_scenario(**{"free_action": True, "expansions": list(ALL), "relics": True, **change})
    d = from_state_save(Scenario.load(scenario).to_state())
    edit(d["initial"])
    edit(d["position"])
    with pytest.raises(SaveError, match=match) as info:
        Game.from_json(json.dumps(d))
    assert info.value.field == field


def shown(card, seat=0):
    """An edit of a saved position: ``card`` (from Ann's hand, the relic area or Ben's display) goes on the display
    of the player in ``seat``, the card there back to the Artifacts supply."""

    def edit(p):
        for zone in (p["players"][0]["hand"], p["relics"]):
            if card in zone:
                zone.remove(card)
        if p["players"][1].get("display") == card:
            p["players"][1]["display"] = None
        old = p["players"][seat].get("display")
        if old is not None and old != card:
            p["supplies"]["artifacts"][str(CARDS[old].age)].insert(0, old)
        p["players"][seat]["display"] = card

    return edit


def hidden(p):
    """An edit of a saved position: Ann's displayed card goes back to the Artifacts supply."""
    card = p["players"][0]["display"]
    p["supplies"]["artifacts"][str(CARDS[card].age)].insert(0, card)
    p["players"][0]["display"] = None


FORBIDDEN = [  # (a change to the scenario, the same change to a save's position, field, the rule's words)
    (dict(Ann={"display": None}, free_action=True), hidden, "free_action", "Ann has no card on display"),
    (
        dict(Ann={"display": None}, Ben={"display": "Holmegaard Bows"}, free_action=True),
        lambda p: shown("Holmegaard Bows", 1)(p) or p["players"][0].update(display=None),
        "free_action",
        "Ann has no card on display",
    ),
    (
        dict(Ann={"display": "Oars", "hand": []}),
        shown("Oars"),
        "players[0].display",
        "Oars is a card of the base set: only a dig puts a card on display",
    ),
    (
        dict(Ann={"display": "Newton-Wickins Telescope"}, relics=True),
        shown("Newton-Wickins Telescope"),
        "players[0].display",
        "is a relic",
    ),
    (
        dict(Ann={"display": "Bangle"}, expansions=["artifacts", "echoes"]),
        lambda p: shown("Bangle")(p) or p["supplies"]["echoes"]["1"].remove("Bangle"),
        "players[0].display",
        "Echoes of the Past",
    ),
    (
        dict(free_action=True, endorsed=True, expansions=list(ALL)),
        lambda p: p.update(endorsed=True),
        "free_action",
        "comes before",
    ),
    (
        dict(free_action=True, Ben={"scored_this_turn": 1}),
        lambda p: p["players"][1].update(scored=1),
        "free_action",
        "comes before anything else",
    ),
    (dict(upcoming=[1, 2]), lambda p: p.update(upcoming=[1, 2]), "upcoming", "rest of the first round"),
    (
        dict(
            phase="start",
            free_action=True,
            current=None,
            turn=1,
            Ann={"board": {}},
            Ben={"board": {}, "hand": ["Archery"]},
        ),
        None,
        "free_action",
        "not before the first melds",
    ),
]


@pytest.mark.parametrize("change,edit,field,match", FORBIDDEN)
def test_a_position_the_rules_forbid_is_refused_by_scenarios_and_saves(change, edit, field, match):
    with pytest.raises(ScenarioError, match=match) as info:
        Scenario.load(artifacts_scenario(**change))
    assert info.value.field == field
    if edit is not None:
        refused_as_save(edit, "initial." + field, match)


@pytest.mark.parametrize(
    "where,name,field,match",
    [
        ("specials", "Legend", "initial.specials[5]", "Legend is a special achievement of Cities of Destiny"),
        ("specials", "Glory!", "initial.specials[5]", "unknown special achievement 'Glory!'"),
        ("claimed", "Wealth", "initial.players[1].achievements[0]", "Wealth is a special achievement of Echoes"),
        ("claimed", "Nobody's", "initial.players[1].achievements[0]", "unknown special achievement"),
    ],
)
def test_a_save_with_a_special_achievement_of_a_set_not_in_play_is_refused(where, name, field, match):
    d = from_state_save(Scenario.load(artifacts_scenario()).to_state())
    for p in (d["initial"], d["position"]):
        (p["specials"] if where == "specials" else p["players"][1]["achievements"]).append(name)
    with pytest.raises(SaveError, match=match) as info:
        Game.from_json(d)
    assert info.value.field == field


def test_a_save_with_the_relics_but_without_artifacts_is_refused():
    d = from_state_save(Scenario.load({**DUPLICATES, "achievements": None}).to_state())
    for p in (d["initial"], d["position"]):
        p.update(
            relics_on=True,
            relics=["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"],
        )
    with pytest.raises(SaveError, match="the relics come with Artifacts") as info:
        Game.from_json(d)
    assert info.value.field == "initial.relics_on"


def test_a_save_where_a_single_side_is_left_in_the_game_is_refused():
    """A player who loses leaves the game (a team together); when a single side is left it has won."""
    refused_as_save(lambda p: p["players"][1].update(lost=True), "initial.players", "single side is left")
    four = {
        "expansions": ["artifacts"],
        "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
        "current": "Ben",
        "players": [{"name": n} for n in NAMES],
    }
    d = from_state_save(Scenario.load(four).to_state())
    for p in (d["initial"], d["position"]):
        p["players"][0]["lost"] = True
    with pytest.raises(SaveError, match="Ann and Cat are a team: they lose together") as info:
        Game.from_json(d)
    assert info.value.field == "initial.players[0].lost"
    for p in (d["initial"], d["position"]):
        p["players"][2]["lost"] = True
    with pytest.raises(SaveError, match="single side is left"):
        Game.from_json(d)


def test_the_free_special_action_of_a_legal_position_is_offered_after_loading():
    g = Scenario.load(artifacts_scenario(free_action=True)).to_game()
    assert sorted(map(str, g.legal_actions())) == ["dogma Holmegaard Bows", "pass", "return Holmegaard Bows"]
    again = Game.from_json(g.to_json())
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in g.legal_actions()]


@pytest.mark.parametrize(
    "edit,field,match",
    [
        (lambda p: p["supply"].pop("4"), "initial.supply", "age 4 is missing"),
        (lambda p: p["supplies"]["cities"].pop("10"), "initial.supplies.cities", "age 10 is missing"),
        (lambda p: p.pop("result"), "initial.result", "not in the shape of a position"),
        (lambda p: p.pop("relics"), "initial.relics", "not in the shape of a position"),
        (lambda p: p["players"][1].pop("forecast"), "initial.players[1].forecast", "not in the shape of a position"),
        (lambda p: p.update(achievements_needed=99), "initial.achievements_needed", "a number from 1 to 14"),
    ],
)
def test_a_save_missing_part_of_its_position_is_refused(edit, field, match):
    """Fields a save always writes: without one, the save is refused (it used to fail with a KeyError); and a
    number of achievements to win no scenario may set."""
    refused_as_save(edit, field, match)


def test_a_refused_save_quotes_a_few_cards_of_a_lost_set():
    """A whole set's supply lost, or kept when the set is not in play: the message names a few cards and counts
    them (it used to list all of them, over 2,000 characters)."""

    def edited(edit):
        d = from_state_save(Scenario.load(artifacts_scenario(expansions=list(ALL))).to_state())
        for p in (d["initial"], d["position"]):
            edit(p)
        with pytest.raises(SaveError) as info:
            Game.from_json(d)
        assert info.value.field == "initial" and len(str(info.value)) < 200
        return info.value.message

    assert re.fullmatch(
        r"cards lost \(\d+\): [^,]+, [^,]+, [^,]+, \.\.\.",
        edited(lambda p: p["supplies"].update(cities={str(a): [] for a in range(1, 11)})),
    )
    assert re.fullmatch(
        r"cards of a set not in play \(\d+\): [^,]+, [^,]+, [^,]+, \.\.\.",
        edited(
            lambda p: p.update(expansions=["artifacts", "echoes"], specials=p["specials"][:10]) or p.pop("endorsed")
        ),
    )


def test_an_input_that_cannot_be_replayed_is_quoted_with_its_reason_cut():
    """The reason the game gives names a few of the cards that may be chosen (forty here); the save's message stays
    short and still says which input and why."""
    from innovation_nb.cards.data import CARDS_BY_SET

    hand = [c for a in (3, 4, 5, 6) for c in CARDS_BY_SET["base"][a]]
    g = Scenario.load(
        {"players": [{"name": "Ann", "hand": hand, "board": {"blue": ["Pottery"]}}, {"name": "Ben"}]}
    ).to_game()
    g.apply("dogma Pottery")
    d = json.loads(g.to_json())
    d["inputs"].append(["answer", ["Archery"]])
    d["events"] += 5
    with pytest.raises(SaveError, match="Archery is not one of the cards you may choose here: Alchemy") as info:
        Game.from_json(d)
    assert info.value.field == "inputs[1]" and len(str(info.value)) < 400 and " more" in str(info.value)


def test_a_save_whose_position_differs_under_a_long_key_quotes_it_cut():
    d = json.loads(stethoscope_game().to_json())
    d["position"]["frames"][1]["memory"]["k" * 5000] = 1
    with pytest.raises(SaveError, match="does not replay") as info:
        Game.from_json(d)
    assert "k" * 41 not in str(info.value) and len(str(info.value)) < 400


# -- what the rules allow loads ---------------------------------------------------------------------------
DUPLICATES = {
    "expansions": ["echoes"],
    "current": "Ann",
    "turn": 9,
    "achievements": ["Archery", "Oars", "Calendar", "Construction", "Philosophy"],
    "players": [
        {"name": "Ann", "board": {"red": ["Coal"]}, "score": ["Canning", "Classification"]},
        {"name": "Ben", "board": {"blue": ["Writing"]}},
    ],
}


def test_two_available_achievements_of_one_age_are_a_position_of_a_game_with_echoes():
    """Echoes effects add to the available achievements (the online guide, "Duplicate Achievements")."""
    for sets in (["echoes"], list(ALL)):
        g = Scenario.load({**DUPLICATES, "expansions": sets}).to_game()
        assert g.state.achievements == DUPLICATES["achievements"]
        assert "achieve 1" in map(str, g.legal_actions())
        g.apply("achieve 1")
        assert [c for c in g.state.achievements if CARDS[c].age == 1] == ["Oars"]
        # a second 1 needs twice the points: 10, and Ann has 12
        assert g.state.current == 0 and "achieve 1" in map(str, g.legal_actions())
        same_game(g, g.to_json())
        again = Scenario.load(Scenario.from_game(g).to_yaml()).to_state()
        assert again.achievements == g.state.achievements


@pytest.mark.parametrize("sets", [[], ["artifacts"], ["cities"], ["artifacts", "cities"]])
def test_without_echoes_there_is_one_available_achievement_per_age(sets):
    with pytest.raises(ScenarioError, match="one per age") as info:
        Scenario.load({**DUPLICATES, "expansions": sets})
    assert info.value.field == "achievements[1]"


@pytest.mark.parametrize(
    "sets,card,match",
    [
        (["echoes"], None, None),
        (list(ALL), None, None),
        (["artifacts", "cities"], None, "one per age"),
        (["cities"], None, "one per age"),
        (["echoes"], "Bangle", "cards of the base set"),
        (["artifacts"], "Holmegaard Bows", "cards of the base set"),
        (["echoes"], "Software", "ages 1 to 9"),
    ],
)
def test_a_save_holds_the_available_achievements_the_rules_allow(sets, card, match):
    """A second available 1 (Oars, taken from Ann's hand) loads only with Echoes; an expansion's card or a 10
    never is an available achievement."""
    scenario = {**DUPLICATES, "expansions": sets, "achievements": ["Archery", "Calendar"]}
    scenario["players"] = [{**DUPLICATES["players"][0], "hand": ["Oars"]}, DUPLICATES["players"][1]]
    d = from_state_save(Scenario.load(scenario).to_state())
    for p in (d["initial"], d["position"]):
        p["players"][0]["hand"].remove("Oars")
        if card is None:
            p["achievements"].append("Oars")
        else:  # from its supply pile, Oars going there instead
            piles = list(p["supply"].values()) + [q for x in p["supplies"].values() for q in x.values()]
            next(q for q in piles if card in q).remove(card)
            p["supply"]["1"].insert(0, "Oars")
            p["achievements"].append(card)
    if match is None:
        g = Game.from_json(d)
        assert g.state.achievements == ["Archery", "Calendar", "Oars"]
        return
    with pytest.raises(SaveError, match=match) as info:
        Game.from_json(d)
    assert info.value.field == "initial.achievements[2]"


# -- edited saves: refused, or a game that plays on ----------------------------------------------------------
def _paths(d, here=()):
    yield here
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _paths(v, here + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield from _paths(v, here + (i,))


def _at(d, path):
    for k in path:
        d = d[k]
    return d


def _card_lists(p):
    return [
        q
        for q in _paths(p)
        if isinstance(_at(p, q), list)
        and all(isinstance(x, str) for x in _at(p, q))
        and q
        and q[-1] not in ("expansions", "specials")
    ]


def tamper(save: dict, rng: random.Random) -> dict:
    """``save`` with one edit to its start position (mirrored into the recorded position when nothing was played
    since): a card swapped between two zones, put in a second place or moved, a number, a flag, a text or a card
    changed, a key dropped; or an input dropped, repeated or moved."""
    d = copy.deepcopy(save)
    p = d["initial"]
    cards = [q for q in _paths(p) if q and isinstance(_at(p, q), str) and _at(p, q) in CARDS]
    kind = rng.choice(["swap", "twice", "move", "number", "flag", "text", "card", "display", "drop", "input"])
    if kind == "swap" and len(cards) > 1:
        a, b = rng.sample(cards, 2)
        x, y = _at(p, a), _at(p, b)
        _at(p, a[:-1])[a[-1]], _at(p, b[:-1])[b[-1]] = y, x
    elif kind in ("twice", "move") and cards:
        a = rng.choice(cards)
        card = _at(p, a)
        if kind == "move":
            holder = _at(p, a[:-1])
            holder.remove(card) if isinstance(holder, list) else holder.update({a[-1]: None})
        target = _at(p, rng.choice(_card_lists(p)))
        target.insert(rng.randint(0, len(target)), card)
    elif kind == "number":
        q = rng.choice([q for q in _paths(p) if type(_at(p, q)) is int])
        _at(p, q[:-1])[q[-1]] = rng.choice([-1, 0, 1, 2, 3, 9, 10, 11, _at(p, q) + 1])
    elif kind == "flag":
        q = rng.choice(
            [("free_action",), ("endorsed",), ("relics_on",), ("extra_achievement",)]
            + [("players", i, "lost") for i in range(len(p["players"]))]
        )
        _at(p, q[:-1])[q[-1]] = not _at(p, q[:-1]).get(q[-1], False)
    elif kind == "text":
        q = rng.choice([q for q in _paths(p) if q and isinstance(_at(p, q), str)])
        _at(p, q[:-1])[q[-1]] = rng.choice(["", "red", "up", "third", "play", "setup", "Ann", "artifacts"])
    elif kind in ("card", "display") and cards:
        q = rng.choice(cards) if kind == "card" else ("players", rng.randrange(len(p["players"])), "display")
        _at(p, q[:-1])[q[-1]] = rng.choice(sorted(CARDS))
    elif kind == "drop":
        q = rng.choice([q for q in _paths(p) if q and isinstance(_at(p, q[:-1]), dict)])
        del _at(p, q[:-1])[q[-1]]
    elif kind == "input" and d["inputs"]:
        i, j = rng.randrange(len(d["inputs"])), rng.randrange(len(d["inputs"]))
        op = rng.choice(["drop", "repeat", "move"])
        if op == "drop":
            del d["inputs"][i]
        else:
            d["inputs"].insert(j, d["inputs"][i] if op == "repeat" else d["inputs"].pop(i))
        return d
    if not d["inputs"]:
        d["position"] = copy.deepcopy(p)
    return d


def plays_on(g: Game, seed: int, moves: int = 25) -> None:
    """The loaded game holds every invariant, shows its views, refuses an illegal action without a change, and
    plays on."""
    g.legal_actions()
    for viewer in [None] + [p.name for p in g.state.players]:
        g.view(viewer)
    check_invariants(g.state)
    if g.pending is None and not g.resolving and not g.over:
        before = g.to_json()
        with pytest.raises(InnovationError):
            g.apply("meld Nothing At All")
        assert g.to_json() == before
    bot = RandomBot(seed)
    for _ in range(moves):
        if g.over:
            break
        if g.pending is not None:
            g.answer(bot.answer(g.pending), run=False)
        elif g.resolving:
            g.step()
        else:
            g.apply(bot.action(g), run=False)
        check_invariants(g.state)
    g.to_json()


def expansion_saves(seed: int, every: float = 0.02):
    """Saves of a random game with expansions, at random moments (mid-effect among them), and the position
    between two actions as a save of its own (nothing played since, so an edit there reaches the checks of the
    start position)."""
    sets = [(("artifacts",), True), (("echoes",), False), (("cities",), False), (ALL, True)][seed % 4]
    players = 2 + seed % 3
    rng = random.Random(seed)
    for g in play(seed, players, players == 4 and seed % 2 == 1, *sets, moves=700):
        if not g.over and rng.random() < every:
            yield json.loads(g.to_json())
            if not g.resolving:
                yield from_state_save(g.state.clone())


@pytest.mark.parametrize("seed", range(8))
def test_an_edited_save_is_refused_or_loads_to_a_game_that_plays_on(seed):
    rng = random.Random(seed)
    outcomes = {"refused": 0, "loaded": 0}
    for save in expansion_saves(seed):
        for _ in range(6):
            d = tamper(save, rng)
            try:
                g = Game.from_json(json.dumps(d))
            except SaveError as e:
                assert len(str(e)) < 1500, str(e)[:200]
                outcomes["refused"] += 1
                continue
            plays_on(g, seed)
            outcomes["loaded"] += 1
    assert outcomes["refused"] and sum(outcomes.values()) >= 30
