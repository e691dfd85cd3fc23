"""Build a GameState for any position from plain data (the Scenario model validates types, then calls this).

Unplaced cards are shuffled into the supply by ``seed`` beneath any fixed supply tops; if no available
achievements are given, one card per age 1–9 (not already claimed) is set aside, also by ``seed``.
"""

from __future__ import annotations

import random

from ..cards.data import CARDS, CARDS_BY_AGE, CARDS_BY_SET, COLORS, RELICS, SET_NAMES, unknown_card_message
from ..errors import FieldError, shorten
from .endgame import achievement_count, achievements_needed, side
from .seats import GameError, check_expansions, seat_name_problem
from .specials import WATCHES, qualifies
from .state import CITIES_SPECIALS, ECHOES_SPECIALS, SPECIAL_ACHIEVEMENTS, GameState, Player


class PositionError(FieldError):
    """An impossible or malformed position; ``field`` names where (e.g. ``players[0].board.red``)."""

    noun = "position"


PHASES = ("play", "start")
MOST_ACHIEVEMENTS = 14  # nine standard achievements and five special ones


def check_seat_names(names, field: str = "players[{}].name") -> None:
    """Refuse a bad or repeated name; ``field`` is the path of the i-th name, with ``{}`` for i."""
    for i, name in enumerate(names):
        problem = seat_name_problem(name)
        if problem:
            raise PositionError(field.format(i), problem)
        if name in names[:i]:
            raise PositionError(field.format(i), f"two players are called {name!r}")


def _expansions(spec) -> tuple[tuple[str, ...], bool]:
    """The expansions in play and whether the relics are, checked as ``Game.new`` checks them."""
    try:
        expansions = check_expansions(spec.get("expansions") or ())
    except GameError as e:
        field, _, message = str(e).partition(": ")
        raise PositionError(field, message) from None
    relics = spec.get("relics") or False
    if relics and "artifacts" not in expansions:
        raise PositionError("relics", "the relics come with Artifacts of History: add artifacts to expansions")
    if spec.get("endorsed") and "cities" not in expansions:
        raise PositionError("endorsed", "Endorse is an action of Cities of Destiny: add cities to expansions")
    if spec.get("free_action") and "artifacts" not in expansions:
        raise PositionError(
            "free_action", "the free special action is a rule of Artifacts of History: add artifacts to expansions"
        )
    return expansions, bool(relics)


def build_state(spec: dict) -> GameState:
    """A GameState from a position spec (the shape ``Scenario.to_spec`` gives). With ``complete`` every card
    must be placed by the spec (saved games); otherwise unplaced cards are shuffled into the supply. ``sets``
    limits the cards that may be placed to those sets (a scenario: the base set and its ``expansions``).

    Expansions: ``expansions`` and ``relics`` as for ``Game.new``; a player's ``display`` (Artifacts) and
    ``forecast`` (Echoes); ``supply`` tops may be cards of any set in play, each going to its own set's pile of
    that age; unplaced relics are in the relic area; ``free_action`` (Artifacts): the current player still has
    the free special action of this turn; ``endorsed`` (Cities): the current player has endorsed this turn."""
    rng = random.Random(spec.get("seed", 0))
    expansions, relics_on = _expansions(spec)
    in_play = ("base",) + expansions
    s = GameState()
    s.edition = spec.get("edition", "third")
    if s.edition not in ("third", "first"):
        raise PositionError("edition", f"must be 'third' or 'first', not {shorten(s.edition)}")
    s.extra_achievement = bool(spec.get("extra_achievement", False))
    players = spec.get("players") or []
    if not 2 <= len(players) <= 4:
        raise PositionError("players", f"Innovation is for 2 to 4 players, got {len(players)}")
    where: dict[str, str] = {}
    sets = spec.get("sets")  # the sets whose cards may be placed (a scenario: the base set); None: any

    def place(card, field):
        if card not in CARDS:
            raise PositionError(field, unknown_card_message(card))
        info = CARDS[card]
        if sets is not None and info.relic and not relics_on:
            raise PositionError(
                field, f"{card} is a relic; relics are in play only with relics: true (and Artifacts of History)"
            )
        if sets is not None and not info.relic and info.set not in sets:
            raise PositionError(
                field,
                f"{card} is a card of {_sets_named([info.set])}; this position is a game "
                f"of {_sets_named(sets)} (add {info.set} to expansions)",
            )
        if card in where:
            raise PositionError(field, f"{card} is already placed at {where[card]}; a card can be in one place only")
        where[card] = field

    phase = spec.get("phase") or "play"
    if phase not in PHASES:
        raise PositionError(
            "phase", f"a position is at the start of the game (start) or during play (play), not {shorten(phase)}"
        )
    names = [pd.get("name") for pd in players]
    check_seat_names(names)
    for i, pd in enumerate(players):
        f = f"players[{i}]"
        p = Player(names[i], i, pd.get("team"))
        for counter in ("tucked_this_turn", "scored_this_turn"):
            n = pd.get(counter, 0) or 0
            if not isinstance(n, int) or n < 0:
                raise PositionError(f"{f}.{counter}", f"must be a whole number ≥ 0, not {shorten(n)}")
        p.tucked = pd.get("tucked_this_turn", 0) or 0
        p.scored = pd.get("scored_this_turn", 0) or 0
        for k, c in enumerate(pd.get("hand") or []):
            place(c, f"{f}.hand[{k}]")
            p.hand.append(c)
        for k, c in enumerate(pd.get("score") or []):
            place(c, f"{f}.score[{k}]")
            p.score.append(c)
        for color, pile in (pd.get("board") or {}).items():
            pf = f"{f}.board.{color}"
            if color not in COLORS:
                raise PositionError(pf, f"unknown colour {shorten(color)}; the colours are {', '.join(COLORS)}")
            cards = list(pile.get("cards") or [])
            splay = pile.get("splay")
            if splay not in (None, "left", "right", "up"):
                raise PositionError(f"{pf}.splay", f"must be left, right, up or none, not {shorten(splay)}")
            if splay and len(cards) < 2:
                raise PositionError(f"{pf}.splay", f"a pile of {len(cards)} card(s) cannot be splayed")
            for k, c in enumerate(cards):
                place(c, f"{pf}.cards[{k}]")
                if CARDS[c].color != color:
                    raise PositionError(f"{pf}.cards[{k}]", f"{c} is {CARDS[c].color}, not {color}")
            q = p.board[COLORS.index(color)]
            q.cards = cards[::-1]  # given top first; stored bottom → top
            q.splay = splay
        display = pd.get("display")
        if display is not None:
            if "artifacts" not in expansions:
                raise PositionError(
                    f"{f}.display", "the display is a zone of Artifacts of History: add artifacts to expansions"
                )
            place(display, f"{f}.display")
            p.display = display
        forecast = pd.get("forecast") or []
        if forecast and "echoes" not in expansions:
            raise PositionError(
                f"{f}.forecast", "the forecast is a zone of Echoes of the Past: add echoes to expansions"
            )
        for k, c in enumerate(forecast):
            place(c, f"{f}.forecast[{k}]")
            p.forecast.append(c)
        s.players.append(p)
    _teams(s, spec.get("teams"), names)

    # Claimed achievements: a card title, a special's name, or an age (any unplaced card of that age).
    known_specials = (
        SPECIAL_ACHIEVEMENTS
        + (ECHOES_SPECIALS if "echoes" in expansions else ())
        + (CITIES_SPECIALS if "cities" in expansions else ())
    )
    pending_ages = []
    for i, pd in enumerate(players):
        for k, a in enumerate(pd.get("achievements") or []):
            f = f"players[{i}].achievements[{k}]"
            if isinstance(a, int) and not isinstance(a, bool):
                if not 1 <= a <= 9:
                    raise PositionError(f, f"standard achievements are ages 1 to 9, not {a}")
                pending_ages.append((i, a, f, len(s.players[i].achievements)))
                s.players[i].achievements.append("")  # its place kept: filled with a card of that age below
            elif a in ECHOES_SPECIALS and a not in known_specials:
                raise PositionError(f, f"{a} is a special achievement of Echoes of the Past: add echoes to expansions")
            elif a in known_specials:
                if any(a in q.achievements for q in s.players):
                    raise PositionError(f, f"{a} is claimed twice")
                s.players[i].achievements.append(a)
            else:
                place(a, f)
                if CARDS[a].age > 9 and not CARDS[a].relic:
                    raise PositionError(f, f"{a} is age {CARDS[a].age}; standard achievements are ages 1 to 9")
                s.players[i].achievements.append(a)

    for k, c in enumerate(spec.get("removed") or []):
        place(c, f"removed[{k}]")
        s.removed.append(c)

    supply_tops = {int(k): list(v) for k, v in (spec.get("supply") or {}).items()}
    for age, cards in supply_tops.items():
        if not 1 <= age <= 10:
            raise PositionError(f"supply.{age}", "supply ages are 1 to 10")
        for k, c in enumerate(cards):
            place(c, f"supply.{age}[{k}]")
            if CARDS[c].age != age:
                raise PositionError(f"supply.{age}[{k}]", f"{c} is an age-{CARDS[c].age} card, not age {age}")
            if CARDS[c].relic:
                raise PositionError(
                    f"supply.{age}[{k}]",
                    f"{c} is a relic: a relic is never in a supply pile (unplaced, it is in the relic area)",
                )

    avail = spec.get("achievements")
    if avail is not None:
        ages: dict[int, str] = {}
        for k, c in enumerate(avail):
            place(c, f"achievements[{k}]")
            if CARDS[c].set != "base" or CARDS[c].relic:
                raise PositionError(
                    f"achievements[{k}]", f"{c}: the available standard achievements are cards of the base set"
                )
            if CARDS[c].age > 9:
                raise PositionError(f"achievements[{k}]", f"{c} is age 10; standard achievements are ages 1 to 9")
            # One per age is set aside at setup; only Echoes effects add more (the online guide, "Duplicate
            # Achievements"), so two of an age are a position of a game with Echoes.
            if CARDS[c].age in ages and "echoes" not in expansions:
                raise PositionError(
                    f"achievements[{k}]",
                    f"two available achievements of age {CARDS[c].age} "
                    f"({ages[CARDS[c].age]} and {c}); there is one per age "
                    f"(only Echoes of the Past effects add more)",
                )
            ages[CARDS[c].age] = c
        s.achievements = list(avail)

    def unplaced(age):
        rest = [c for c in CARDS_BY_AGE[age] if c not in where]
        rng.shuffle(rest)
        return rest

    for i, age, f, slot in pending_ages:
        rest = unplaced(age)
        if not rest:
            raise PositionError(f, f"no age-{age} card is left to stand for this achievement")
        where[rest[0]] = f
        s.players[i].achievements[slot] = rest[0]
    if avail is None:
        claimed = {CARDS[a].age for q in s.players for a in q.achievements if a in CARDS}
        for age in range(1, 10):
            if age in claimed:
                continue
            rest = unplaced(age)
            if rest:
                where[rest[0]] = "achievements"
                s.achievements.append(rest[0])

    everything = [c for card_set in in_play for age in range(1, 11) for c in CARDS_BY_SET[card_set][age]]
    missing = [c for c in everything if c not in where] if spec.get("complete") else []
    if missing:
        raise PositionError(
            "supply",
            f"{len(missing)} card(s) are nowhere in the position ({', '.join(missing[:3])}"
            f"{', ...' if len(missing) > 3 else ''}); every card is somewhere",
        )
    s.set_expansions(expansions)
    for card_set in in_play:  # the base piles first: a base scenario deals as it always did
        piles = []
        for age in range(1, 11):
            rest = [c for c in CARDS_BY_SET[card_set][age] if c not in where]
            rng.shuffle(rest)
            tops = [c for c in supply_tops.get(age, []) if CARDS[c].set == card_set]
            piles.append(rest + tops[::-1])  # the first listed is drawn first
            for c in rest:
                where[c] = f"supply.{age}"
        if card_set == "base":
            s.supply[:] = piles
        else:
            s.supplies[card_set] = piles
    s.relics_on = relics_on
    s.relics = [r for r in RELICS if r not in where] if relics_on else []
    s.free_action = bool(spec.get("free_action"))
    s.endorsed = bool(spec.get("endorsed"))

    specials = spec.get("specials")
    claimed_specials = {a for q in s.players for a in q.achievements if a in known_specials}
    if specials is None:
        s.specials = [x for x in known_specials if x not in claimed_specials]
    else:
        for k, x in enumerate(specials):
            if x not in known_specials:
                extra = " (add echoes to expansions)" if x in ECHOES_SPECIALS else ""
                raise PositionError(
                    f"specials[{k}]",
                    f"unknown special achievement {shorten(x)}; they are {', '.join(known_specials)}{extra}",
                )
            if x in claimed_specials:
                raise PositionError(f"specials[{k}]", f"{x} is both available and claimed")
            if x in specials[:k]:
                raise PositionError(f"specials[{k}]", f"{x} is listed twice; each special achievement is one card")
        s.specials = [x for x in known_specials if x in specials]

    if phase == "start":
        _at_the_start(s, spec)
    else:
        _turn(s, spec, names)
    need = spec.get("achievements_needed")
    check_achievements_needed(need)
    s.achievements_needed = need
    check_expansion_rules(s)
    _check_specials_already_met(s)
    return s


def check_achievements_needed(need) -> None:
    """A number of achievements to win set by the position: from 1 to all there are."""
    if need is not None and (isinstance(need, bool) or not isinstance(need, int) or not 1 <= need <= MOST_ACHIEVEMENTS):
        raise PositionError(
            "achievements_needed",
            f"the achievements needed to win are a number from 1 to {MOST_ACHIEVEMENTS}, not {shorten(need)}",
        )


def check_expansion_rules(s) -> None:
    """What the rules allow beyond where each card is, with the expansions' rules (scenarios and saves both check
    it): the relics, and each set's special achievements, only with their set in play; a side left alone in the
    game has won; the available standard achievements are base cards of ages 1 to 9, one per age unless Echoes
    effects added more; only a dig puts a card on display, and it draws an Artifact; the free special action
    belongs to a turn that starts with an Artifact on display, and comes before the turn's actions (Endorse
    among them)."""
    if s.relics_on and "artifacts" not in s.expansions:
        raise PositionError("relics_on", "the relics come with Artifacts of History, which is not in play")
    for k, x in enumerate(s.specials):
        problem = _special_problem(x, s.expansions)
        if problem:
            raise PositionError(f"specials[{k}]", problem)
    for p in s.players:
        for k, x in enumerate(p.achievements):
            problem = None if x in CARDS else _special_problem(x, s.expansions)
            if problem:
                raise PositionError(f"players[{p.index}].achievements[{k}]", problem)
    # Artifacts cards make a player lose: a team loses together, and when a single side is left it has won.
    for p in s.players:
        for q in s.players:
            if q.lost != p.lost and s.teammates(p, q):
                raise PositionError(f"players[{p.index}].lost", f"{p.name} and {q.name} are a team: they lose together")
    left = {min(q.index for q in s.players if s.teammates(p, q)) for p in s.players if not p.lost}
    if len(left) < 2 and any(p.lost for p in s.players):
        raise PositionError("players", "a single side is left in the game: it has won, and the game is over")
    ages: dict[int, str] = {}
    for k, c in enumerate(s.achievements):
        if c not in CARDS or CARDS[c].set != "base" or CARDS[c].relic or CARDS[c].age > 9:
            raise PositionError(
                f"achievements[{k}]",
                f"{shorten(c)}: the available standard achievements are cards of the base set, ages 1 to 9",
            )
        if CARDS[c].age in ages and "echoes" not in s.expansions:
            raise PositionError(
                f"achievements[{k}]",
                f"two available achievements of age {CARDS[c].age} "
                f"({ages[CARDS[c].age]} and {c}); there is one per age "
                f"(only Echoes of the Past effects add more)",
            )
        ages[CARDS[c].age] = c
    for p in s.players:
        if p.display is None:
            continue
        if p.display not in CARDS:
            raise PositionError(f"players[{p.index}].display", unknown_card_message(p.display))
        if CARDS[p.display].set != "artifacts" or CARDS[p.display].relic:
            what = "a relic" if CARDS[p.display].relic else f"a card of {_sets_named([CARDS[p.display].set])}"
            raise PositionError(
                f"players[{p.index}].display",
                f"{p.display} is {what}: only a dig puts a card on display, and a dig draws an "
                f"Artifact from the Artifacts supply (non-Artifact cards never go on display)",
            )
    if s.free_action:
        if s.phase != "play":
            raise PositionError(
                "free_action",
                "the free special action is taken at the start of a turn during play, not before the first melds",
            )
        p = s.current_player
        if p.display is None:
            raise PositionError(
                "free_action",
                f"{p.name} has no card on display: the free special action belongs "
                f"to a turn that starts with an Artifact on display",
            )
        if s.endorsed:
            raise PositionError(
                "free_action",
                f"{p.name} has endorsed this turn, so the turn's actions have begun: "
                f"the free special action comes before them",
            )
        busy = next((q for q in s.players if q.tucked or q.scored), None)
        if busy is not None:
            raise PositionError(
                "free_action",
                f"{busy.name} has tucked or scored this turn already: the free special "
                f"action comes before anything else of the turn",
            )


def _special_problem(name, expansions) -> str | None:
    """Why ``name`` cannot be a special achievement of a game with ``expansions``, or None."""
    if name in SPECIAL_ACHIEVEMENTS:
        return None
    for card_set, specials in (("echoes", ECHOES_SPECIALS), ("cities", CITIES_SPECIALS)):
        if name in specials and card_set not in expansions:
            return f"{name} is a special achievement of {_sets_named([card_set])}, which is not in play"
        if name in specials:
            return None
    return f"unknown special achievement {shorten(name)}"


def _sets_named(sets) -> str:
    return ", ".join(SET_NAMES.get(x, x) for x in sets)


def _turn(s, spec, names):
    """Whose turn it is and the actions left, during play."""
    current = spec.get("current") or names[0]
    if current not in names:
        raise PositionError("current", f"{shorten(current)} is not seated; the players are {', '.join(names)}")
    s.current = names.index(current)
    s.actions_left = spec.get("actions_left", 2)
    if s.actions_left not in (1, 2):
        raise PositionError("actions_left", f"a turn has 1 or 2 actions left, not {shorten(s.actions_left)}")
    s.upcoming = list(spec.get("upcoming") or [])
    check_upcoming(s.upcoming, len(names))
    s.turn = spec.get("turn", 1)
    s.phase = "play"


def check_upcoming(upcoming, players: int) -> None:
    """The turns listed with their actions are the rest of the first round (the first player has one action, the
    first two with four players); every later turn has two."""
    for k, n in enumerate(upcoming):
        if n not in (1, 2):
            raise PositionError(f"upcoming[{k}]", f"a turn has 1 or 2 actions, not {shorten(n)}")
    if len(upcoming) > players - 1:
        raise PositionError(
            "upcoming",
            f"lists {len(upcoming)} turns; only the rest of the first round is listed "
            f"(at most {players - 1} turns with {players} players), every later turn "
            f"has 2 actions",
        )


def _at_the_start(s, spec):
    """The start of a game: every hand dealt (or none: the game deals two 1s to each), boards empty, and the
    first melds still to choose. Like ``Game.new`` the state is in the "setup" phase."""
    for p in s.players:
        for color, q in zip(COLORS, p.board):
            if q.cards:
                raise PositionError(
                    f"players[{p.index}].board.{color}",
                    "at the start of the game the boards are empty: the first melds are still to choose",
                )
    dealt = [bool(p.hand) for p in s.players]
    if any(dealt) and not all(dealt):
        raise PositionError(
            f"players[{dealt.index(False)}].hand",
            "at the start of the game every player has a hand to choose the first meld from (or "
            "no player has one, and each is dealt two 1s)",
        )
    for key, default in (("current", None), ("actions_left", 2), ("upcoming", []), ("turn", 1)):
        if spec.get(key) not in (None, default):
            raise PositionError(
                key,
                "at the start of the game the first melds decide who goes first and the "
                "turns that follow: leave this field out",
            )
    s.current, s.actions_left, s.upcoming, s.turn, s.phase = 0, 0, [], 1, "setup"


def check_nobody_has_won(s) -> None:
    """A position to play from: nobody has the achievements to win already (a test may build one on purpose, so
    ``build_state`` leaves this to scenarios and saves)."""
    need = achievements_needed(s)
    for p in s.players:
        have = achievement_count(s, p)
        if have >= need:
            who = " and ".join(q.name for q in side(s, p))
            raise PositionError(
                f"players[{p.index}].achievements",
                f"{who} already {'have' if ' and ' in who else 'has'} {have} achievements, enough "
                f"to win ({need} needed): the game would be over",
            )


def _teams(s, teams, names):
    if not teams:
        return
    if len(names) != 4:
        raise PositionError("teams", f"the team game is for four players, not {len(names)}")
    # True: partners sit opposite each other (seats 1 and 3 against 2 and 4)
    pairs = [[names[0], names[2]], [names[1], names[3]]] if teams is True else [list(t) for t in teams]
    flat = [n for t in pairs for n in t]
    for n in flat:
        if n not in names:
            raise PositionError("teams", f"{shorten(n)} is not seated; the players are {', '.join(names)}")
    if len(pairs) != 2 or any(len(t) != 2 for t in pairs) or sorted(flat) != sorted(names):
        raise PositionError("teams", f"give two pairs covering all four players, got {shorten(teams)}")
    for i, t in enumerate(pairs):
        for n in t:
            s.players[names.index(n)].team = i


def _check_specials_already_met(s):
    for name in s.specials:
        if WATCHES.get(name) == "event":
            continue  # the Cities five are claimed when a card is melded or tucked, never by a position
        for p in s.players:
            why = qualifies(p, name)
            if why:
                raise PositionError(
                    f"players[{p.index}]",
                    f"{p.name} already qualifies for {name} ({why}) while it is available: "
                    f"put {name} in their achievements or change the position",
                )
