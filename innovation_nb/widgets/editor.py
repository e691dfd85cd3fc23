"""ScenarioEditor: build a position card by card, check it as you go, export it, and play it.

The editor keeps a *draft*: the scenario as plain data (the shape ``Scenario.model_dump()`` gives), which may be
an impossible position while you edit. After every change the draft is validated by :class:`Scenario`; its
field-named problems are listed (``players[1].name: two players are called 'Ann'``) and the edit is kept.

An edit that cannot be applied to the draft at all — an unknown card, a seat that does not exist, a fifth
player, splaying a pile of one card, removing a card that is not placed — is refused: the error line says why
and the draft is left exactly as it was. Placing a card that is already placed *moves* it (a card is in one
place only), and a splayed pile left with one card loses its splay, as in the game.

With the expansions (``set("expansions", [...])``, ``set("relics", True)``, ``set("free_action", True)``) the
cards of the sets in play may be placed, and each player has a display (Artifacts of History) and a forecast
(Echoes of the Past). A card of a set not in play is refused; turning an expansion off keeps its cards where they
are and lists each of them as a problem, so nothing is lost.
"""

from __future__ import annotations

import copy

from ..cards.data import CARDS, COLORS, ICONS, RELICS, SET_NAMES, unknown_card_message
from ..engine.game import Game, GameError, check_expansions
from ..engine.position import seat_name_problem
from ..engine.state import CITIES_SPECIALS, ECHOES_SPECIALS, SPECIAL_ACHIEVEMENTS
from ..engine.text import count
from ..errors import InnovationError, shorten
from ..scenario import Scenario, ScenarioError
from ..terms import labels, translate
from .base import STATIC, WidgetBase
from .below import OpensBelow
from .protocol import BadMessage
from .snapshot import TEACHING, board_snapshot

DEFAULT_NAMES = ("Ann", "Ben", "Cat", "Dan")
PLAYER_ZONES = ("board", "hand", "score", "achievements", "display", "forecast")
SHARED_ZONES = ("supply", "available", "relics")
ZONE_EXPANSION = {"display": "artifacts", "forecast": "echoes"}  # zones that exist only with an expansion
ZONES = PLAYER_ZONES + SHARED_ZONES
UNDO_LIMIT = 200


class EditError(InnovationError):
    """An edit that cannot be applied to the draft; the draft is unchanged."""


# -- the catalogue ---------------------------------------------------------------------------------------
def catalogue(
    text: str | None = None,
    age: int | None = None,
    color: str | None = None,
    icon: str | None = None,
    sets=("base",),
    relics: bool = False,
) -> list[str]:
    """Card titles matching every filter given, by age then title: ``text`` is a part of the title (any case),
    ``age`` 1-10, ``color`` one of the five colours, ``icon`` an icon printed on the card; the cards of ``sets``,
    and the relics with ``relics``. The front end filters the same way (js/src/editor.js ``filterCards``)."""
    if color is not None and color not in COLORS:
        raise EditError(f"unknown colour {shorten(color)}; the colours are {', '.join(COLORS)}")
    if icon is not None and icon not in ICONS:
        raise EditError(f"unknown icon {shorten(icon)}; the icons are {', '.join(ICONS)}")
    words = (text or "").strip().lower()
    out = []
    for name, c in CARDS.items():
        if not (relics if c.relic else c.set in sets):
            continue
        if words and words not in name.lower():
            continue
        if age is not None and c.age != age:
            continue
        if color is not None and c.color != color:
            continue
        if icon is not None and icon not in c.icons:
            continue
        out.append(name)
    return sorted(out, key=lambda n: (CARDS[n].age, n))


# -- drafts ----------------------------------------------------------------------------------------------
def draft_of(scenario: Scenario) -> dict:
    """A scenario as an editable draft: every field, piles as {cards (top first), splay}, empty piles and
    supply ages left out."""
    d = scenario.model_dump()
    for p in d["players"]:
        p["board"] = {
            c: {"cards": list(p["board"][c]["cards"]), "splay": p["board"][c]["splay"]}
            for c in COLORS
            if c in p["board"] and p["board"][c]["cards"]
        }
    d["supply"] = {int(a): list(cards) for a, cards in sorted(d["supply"].items()) if cards}
    return d


def empty_draft() -> dict:
    return draft_of(Scenario.load({"players": [{"name": DEFAULT_NAMES[0]}, {"name": DEFAULT_NAMES[1]}]}))


def _holders(draft: dict):
    """Every list of cards in the draft with its path (``players[0].board.red``, ``supply.3``, ...)."""
    for i, p in enumerate(draft["players"]):
        for zone in ("hand", "score", "achievements", "forecast"):
            yield p.get(zone) or [], f"players[{i}].{zone}"
        for color, pile in p.get("board", {}).items():
            yield pile["cards"], f"players[{i}].board.{color}"
    for age, tops in draft.get("supply", {}).items():
        yield tops, f"supply.{age}"
    yield draft.get("achievements") or [], "achievements"
    yield draft.get("removed") or [], "removed"


def locate(draft: dict, card: str):
    """Where ``card`` is in the draft: (the list holding it, its path) or (None, None); for a card on display,
    the player holding it."""
    for i, p in enumerate(draft["players"]):
        if p.get("display") == card:
            return p, f"players[{i}].display"
    for cards, path in _holders(draft):
        if card in cards:
            return cards, path
    return None, None


def take(draft: dict, card: str) -> str | None:
    """Take ``card`` out of the draft; where it was (None: it was not placed)."""
    where, path = locate(draft, card)
    if isinstance(where, list):
        where.remove(card)
    elif where is not None:
        where["display"] = None
    return path


def placed(draft: dict) -> dict[str, str]:
    """Every card placed in the draft → its path (``players[0].board.red``, ``supply.3``, ...)."""
    out = {}
    for cards, path in _holders(draft):
        for c in cards:
            if isinstance(c, str) and c in CARDS:  # a claimed achievement may be a special's name or an age
                out[c] = path
    for i, p in enumerate(draft["players"]):
        if p.get("display"):
            out[p["display"]] = f"players[{i}].display"
    return out


def in_play(draft: dict) -> tuple[str, ...]:
    """The card sets of the draft: the base set and its expansions."""
    return ("base", *draft.get("expansions", ()))


def relic_area(draft: dict) -> list[str]:
    """The relics placed nowhere else (with the relics in play), in the rulebook's order."""
    if not draft.get("relics"):
        return []
    where = placed(draft)
    return [r for r in RELICS if r not in where]


def specials_available(draft: dict) -> list[str]:
    """The special achievements nobody has claimed (with Echoes or Cities in play, theirs too), or those the draft
    fixes."""
    if draft.get("specials") is not None:
        return list(draft["specials"])
    sets = in_play(draft)
    known = (
        SPECIAL_ACHIEVEMENTS
        + (ECHOES_SPECIALS if "echoes" in sets else ())
        + (CITIES_SPECIALS if "cities" in sets else ())
    )
    claimed = {a for p in draft["players"] for a in p.get("achievements", ())}
    return [x for x in known if x not in claimed]


def _tidy(draft: dict) -> None:
    """After a card left: no empty piles or supply ages, no splay on a pile of fewer than two cards."""
    for p in draft["players"]:
        for color in list(p["board"]):
            pile = p["board"][color]
            if not pile["cards"]:
                del p["board"][color]
            elif len(pile["cards"]) < 2:
                pile["splay"] = None
    for age in [a for a, tops in draft["supply"].items() if not tops]:
        del draft["supply"][age]


class ScenarioEditor(OpensBelow, WidgetBase):
    """Edit a position (``scenario``: a Scenario, a dict, YAML/JSON text, a file path, a Game between actions, or
    None for two players and no cards placed).

    Python and the front end do the same things: ``place(card, zone, player=None, position=None)``,
    ``remove(card)``, ``splay(player, color, direction)``, ``add_player(name)``, ``remove_player(player)``,
    ``rename_player(player, name)``, ``set(field, value)``, ``undo()``, ``reset()``, ``load(path_or_text)``;
    ``scenario`` (raises ScenarioError while the draft is not a possible position), ``to_yaml()``,
    ``to_json()``; ``play()`` returns a GameWidget on the position, ``step(card)`` a DogmaStepper. Players are
    seat indices (0 = first).
    """

    _esm = STATIC / "editor.js"

    def __init__(self, scenario=None, terminology: str = "asmadi", **kwargs):
        self.draft = self._initial_draft(scenario)
        self.initial = copy.deepcopy(self.draft)
        self.history: list[dict] = []
        self.problems: list[tuple[str, str]] = []
        self._scenario: Scenario | None = None
        self.export_format: str | None = None
        self.opened = None  # the last GameWidget / DogmaStepper opened by "play it"
        self._output = None
        self._validate()
        super().__init__(terminology, **kwargs)
        self.refresh()

    @staticmethod
    def _initial_draft(scenario) -> dict:
        if scenario is None:
            return empty_draft()
        if isinstance(scenario, Game):
            return draft_of(Scenario.from_game(scenario))
        return draft_of(Scenario.load(scenario))

    # -- validity ----------------------------------------------------------------------------------------
    def _validate(self) -> None:
        try:
            self._scenario = Scenario.load(copy.deepcopy(self.draft))
            self.problems = []
        except ScenarioError as e:
            self._scenario = None
            self.problems = list(e.errors)

    @property
    def valid(self) -> bool:
        return self._scenario is not None

    @property
    def scenario(self) -> Scenario:
        """The draft as a Scenario; raises ScenarioError (the first problem, field named) while it is not one."""
        if self._scenario is None:
            f, m = self.problems[0]
            raise ScenarioError(f, m, list(self.problems))
        return self._scenario

    @property
    def game(self):
        """A fresh Game at the position (None while the draft is not a possible position)."""
        return self._scenario.to_game(history=False) if self._scenario is not None else None

    def to_yaml(self) -> str:
        return self.scenario.to_yaml()

    def to_json(self, indent: int | None = 2) -> str:
        return self.scenario.to_json(indent)

    # -- edits ---------------------------------------------------------------------------------------------
    def _edit(self, change) -> None:
        """Apply ``change(draft)`` to a copy; commit it (undoable) if it raised nothing, then validate."""
        new = copy.deepcopy(self.draft)
        change(new)
        self._commit(new)

    def _commit(self, new: dict) -> None:
        if new == self.draft:
            return
        self.history.append(self.draft)
        del self.history[:-UNDO_LIMIT]
        self.draft = new
        self._validate()
        self.refresh()

    def _player(self, draft, player) -> dict:
        if isinstance(player, bool) or not isinstance(player, int):
            raise EditError(f"a player is a seat number (0 to {len(draft['players']) - 1}), not {shorten(player)}")
        if not 0 <= player < len(draft["players"]):
            raise EditError(f"there is no player {player}: the seats are 0 to {len(draft['players']) - 1}")
        return draft["players"][player]

    @staticmethod
    def _card(card) -> str:
        if not isinstance(card, str) or card not in CARDS:
            raise EditError(unknown_card_message(card))
        return card

    def place(self, card: str, zone: str, player: int | None = None, position: str | None = None) -> None:
        """Put ``card`` in ``zone`` — board (its colour's pile), hand, score, achievements, display (Artifacts: the
        one card on display, replacing any) or forecast (Echoes) of seat ``player``; supply (the listed tops of its
        age, each going to its own set's pile), available (an available achievement) or relics (the relic area).
        ``position``: top or bottom of a pile (default top); for the supply, top is drawn first and bottom
        (default) after the tops already listed. A card placed elsewhere is moved."""
        card = self._card(card)
        if zone not in ZONES:
            raise EditError(f"unknown zone {shorten(zone)}; the zones are {', '.join(ZONES)}")
        if position not in (None, "top", "bottom"):
            raise EditError(f"a position is top or bottom, not {shorten(position)}")
        c = CARDS[card]
        if zone in PLAYER_ZONES and player is None:
            raise EditError(f"say whose {zone} to put {card} in")
        if zone in SHARED_ZONES and player is not None:
            raise EditError(f"the {zone} belongs to no player")
        self._check_in_play(card, zone)
        if zone in ("available", "achievements") and c.age > 9 and not c.relic:
            raise EditError(f"{card} is age {c.age}; standard achievements are ages 1 to 9")
        if zone == "available" and (c.set != "base" or c.relic):
            raise EditError(f"{card}: the available standard achievements are cards of the base set")
        if zone == "supply" and c.relic:
            raise EditError(f"{card} is a relic: a relic is never in a supply pile; put it in the relic area")
        if zone == "relics" and not c.relic:
            raise EditError(f"{card} is not a relic: only the relics go to the relic area")

        def change(d):
            if zone == "available" and d.get("achievements") is None:
                # The default is one achievement per age picked by seed: fix those picks, so that adding one
                # card does not take the other ages' achievements away.
                d["achievements"] = list(self._scenario.to_state().achievements) if self._scenario else []
            take(d, card)
            if zone == "relics":  # a relic placed nowhere else is in the relic area
                _tidy(d)
                return
            if zone in PLAYER_ZONES:
                p = self._player(d, player)
                if zone == "display":
                    p["display"] = card  # one card on display: the one there goes back to the supply
                    _tidy(d)
                    return
                if zone == "board":
                    pile = p["board"].setdefault(c.color, {"cards": [], "splay": None})
                    target, top = pile["cards"], position != "bottom"
                else:
                    target, top = p.setdefault(zone, []), position == "top"
            elif zone == "supply":
                target, top = d["supply"].setdefault(c.age, []), position == "top"
            else:
                target, top = d["achievements"], position == "top"
                for other in [x for x in target if CARDS[x].age == c.age]:
                    target.remove(other)  # one available achievement per age: the new one replaces it
            target.insert(0, card) if top else target.append(card)
            # keep piles and supply ages in a stable order
            for q in d["players"]:
                q["board"] = {k: q["board"][k] for k in COLORS if k in q["board"]}
            d["supply"] = dict(sorted(d["supply"].items()))
            _tidy(d)

        self._edit(change)

    def _check_in_play(self, card: str, zone: str) -> None:
        """Refuse a card, or a zone, of a set that is not in play."""
        c = CARDS[card]
        sets = in_play(self.draft)
        if c.relic and not self.draft.get("relics"):
            raise EditError(f"{card} is a relic: turn the relics on (with Artifacts of History) to place it")
        if not c.relic and c.set not in sets:
            raise EditError(
                f"{card} is a card of {SET_NAMES[c.set]}, which is not in play: add {c.set} to the expansions first"
            )
        needs = ZONE_EXPANSION.get(zone)
        if needs and needs not in sets:
            raise EditError(f"the {zone} is a zone of {SET_NAMES[needs]}: add {needs} to the expansions first")

    def remove(self, card: str) -> None:
        """Take ``card`` out of the draft: unplaced, it is shuffled into the supply by seed (a relic: it is in the
        relic area)."""
        card = self._card(card)

        def change(d):
            if take(d, card) is None:
                where = "it is in the relic area already" if card in relic_area(d) else "nothing to remove"
                raise EditError(f"{card} is not placed: {where}")
            _tidy(d)

        self._edit(change)

    def splay(self, player: int, color: str, direction: str) -> None:
        if color not in COLORS:
            raise EditError(f"unknown colour {shorten(color)}; the colours are {', '.join(COLORS)}")
        if direction not in ("none", "left", "right", "up", None):
            raise EditError(f"a splay is none, left, right or up, not {shorten(direction)}")

        def change(d):
            p = self._player(d, player)
            pile = p["board"].get(color)
            n = len(pile["cards"]) if pile else 0
            if direction in ("none", None):
                if pile:
                    pile["splay"] = None
                return
            if n < 2:
                raise EditError(
                    f"players[{player}].board.{color}.splay: a pile of {count(n, 'card')} cannot be splayed"
                )
            pile["splay"] = direction

        self._edit(change)

    def add_player(self, name: str | None = None) -> None:
        def change(d):
            names = [p["name"] for p in d["players"]]
            if len(names) >= 4:
                raise EditError("Innovation is for 2 to 4 players: there are 4 already")
            new = name.strip() if isinstance(name, str) else ""
            if new and seat_name_problem(new):
                raise EditError(f"players[{len(names)}].name: {seat_name_problem(new)}")
            if not new:
                new = next((n for n in DEFAULT_NAMES if n not in names), f"Player {len(names) + 1}")
            d["players"].append(
                {
                    "name": new,
                    "hand": [],
                    "score": [],
                    "achievements": [],
                    "board": {},
                    "tucked_this_turn": 0,
                    "scored_this_turn": 0,
                }
            )

        self._edit(change)

    def remove_player(self, player: int) -> None:
        """Unseat a player; their cards go back to the shuffled supply."""

        def change(d):
            p = self._player(d, player)
            if len(d["players"]) <= 2:
                raise EditError("Innovation is for 2 to 4 players: there must be two at least")
            d["players"].remove(p)
            if d.get("current") == p["name"]:
                d["current"] = None
            d["teams"] = None  # teams are for four players

        self._edit(change)

    def rename_player(self, player: int, name: str) -> None:
        if not isinstance(name, str) or not name.strip():
            raise EditError("every player needs a name")
        name = name.strip()
        if seat_name_problem(name):
            raise EditError(f"players[{shorten(player)}].name: {seat_name_problem(name)}")

        def change(d):
            p = self._player(d, player)
            old = p["name"]
            p["name"] = name
            if d.get("current") == old and sum(q["name"] == old for q in d["players"]) == 0:
                d["current"] = name
            if d.get("teams"):
                d["teams"] = [[name if n == old else n for n in t] for t in d["teams"]]

        self._edit(change)

    def set(self, field: str, value) -> None:
        """Set ``current`` (a seated name, or None for the first player), ``actions_left`` (1 or 2), ``turn``
        (1 or more), ``edition`` (third or first), ``title``, ``description``, ``seed`` (a number or None) or
        ``achievements`` (only None: back to one per age picked by seed); ``expansions`` (a list of artifacts,
        echoes, cities: kept in the rulebook's order; without artifacts, the relics and the free action are off),
        ``relics`` and ``free_action`` (True or False, with Artifacts of History)."""

        def whole(v):
            return isinstance(v, int) and not isinstance(v, bool)

        if field == "current":
            names = [p["name"] for p in self.draft["players"]]
            if value is not None and value not in names:
                raise EditError(f"current: {shorten(value)} is not seated; the players are {', '.join(names)}")
        elif field == "actions_left":
            if value not in (1, 2) or not whole(value):
                raise EditError(f"actions_left: a turn has 1 or 2 actions left, not {shorten(value)}")
        elif field == "turn":
            if not whole(value) or value < 1:
                raise EditError(f"turn: the turn number is a whole number from 1, not {shorten(value)}")
        elif field == "edition":
            if value not in ("third", "first"):
                raise EditError(f"edition: third or first, not {shorten(value)}")
        elif field in ("title", "description"):
            if value is not None and not isinstance(value, str):
                raise EditError(f"{field}: text, not {shorten(value)}")
            value = (value.strip() or None) if isinstance(value, str) else None
        elif field == "seed":
            if value is not None and not whole(value):
                raise EditError(f"seed: a whole number or none, not {shorten(value)}")
        elif field == "achievements":
            if value is not None:
                raise EditError(
                    "achievements: place cards as available achievements one by one; set it to none "
                    "to go back to the default (one per age, picked by seed)"
                )
        elif field == "expansions":
            if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
                raise EditError(f"expansions: a list of expansions (artifacts, echoes, cities), not {shorten(value)}")
            try:
                value = list(check_expansions(value))
            except GameError as e:
                raise EditError(str(e)) from None
        elif field in ("relics", "free_action"):
            if not isinstance(value, bool):
                raise EditError(f"{field}: true or false, not {shorten(value)}")
            if value and "artifacts" not in in_play(self.draft):
                raise EditError(f"{field}: a rule of Artifacts of History: add artifacts to the expansions first")
        else:
            raise EditError(f"unknown field {shorten(field)}")

        def change(d):
            d[field] = value
            if field == "expansions" and "artifacts" not in value:
                d["relics"] = d["free_action"] = False  # options of Artifacts of History

        self._edit(change)

    def undo(self) -> None:
        if not self.history:
            raise EditError("nothing to undo")
        self.draft = self.history.pop()
        self._validate()
        self.refresh()

    def reset(self) -> None:
        """Back to the scenario the editor started with (undoable)."""
        self._commit(copy.deepcopy(self.initial))

    def load(self, source) -> None:
        """Replace the draft with a scenario: a Scenario, a dict, YAML or JSON text, or a file path (undoable).
        A scenario that does not load is refused with its field-named error; the draft stays."""
        self._commit(draft_of(Scenario.load(source)))

    def load_text(self, text: str) -> None:
        """Like ``load`` for text only (what the front end sends): never read as a file path."""
        if not text.strip():
            raise EditError("paste a scenario (YAML or JSON) or pick a file first")
        s = Scenario.from_json(text) if text.lstrip().startswith("{") else Scenario.from_yaml(text)
        self._commit(draft_of(s))

    # -- playing -----------------------------------------------------------------------------------------
    def play(self, bots: dict | None = None):
        """A GameWidget on the position (kept as ``opened``)."""
        from .game_widget import GameWidget

        self.opened = GameWidget(self.scenario.to_game(), bots=bots, terminology=self.terminology)
        self.refresh()
        return self.opened

    def step(self, card: str):
        """A DogmaStepper on ``card``, a top card of the current player (kept as ``opened``)."""
        from .stepper import DogmaStepper

        self.opened = DogmaStepper(self.scenario.to_game(), card=card, terminology=self.terminology)
        self.refresh()
        return self.opened

    # -- messages --------------------------------------------------------------------------------------
    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "place":
            self.place(msg.card, msg.zone, msg.player, msg.position)
        elif t == "remove":
            self.remove(msg.card)
        elif t == "splay":
            self.splay(msg.player, msg.color, msg.direction)
        elif t == "add_player":
            self.add_player(msg.name)
        elif t == "remove_player":
            self.remove_player(msg.player)
        elif t == "rename_player":
            self.rename_player(msg.player, msg.name)
        elif t == "set":
            self.set(msg.field, msg.value)
        elif t == "undo":
            self.undo()
        elif t == "reset":
            self.reset()
        elif t == "load":
            self.load_text(msg.text)
        elif t == "export":
            if msg.format is not None:
                _ = self.scenario  # raises the first problem while the draft is not a position
            self.export_format = msg.format
        elif t == "play":
            if msg.card is None:
                self.play()
            else:
                self.step(msg.card)
            self._show_opened()
        elif t in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the scenario editor does not take {t!r} messages")

    # -- drawing -------------------------------------------------------------------------------------
    def build_snapshot(self) -> dict:
        terms = self.terminology
        game = self.game
        if game is not None:
            board = board_snapshot(game, TEACHING, terms)
        else:
            board = {"terminology": terms, "labels": labels(terms), "edition": self.draft.get("edition", "third")}
        export = None
        if self.export_format and self._scenario is not None:
            text = self.to_yaml() if self.export_format == "yaml" else self.to_json()
            export = {"format": self.export_format, "text": text}
        n = len(self.draft["players"])
        opened = None
        if self.opened is not None:
            opened = {
                "kind": type(self.opened).__name__,
                "card": getattr(self.opened, "action", None) and self.opened.action[len("dogma ") :],
            }
        return {
            "kind": "editor",
            "draft": {**self.draft, "supply": {str(a): cards for a, cards in self.draft["supply"].items()}},
            "valid": self.valid,
            "problems": [{"field": f, "message": translate(m, terms)} for f, m in self.problems],
            "placed": placed(self.draft),
            "sets": list(in_play(self.draft)),
            "relic_area": relic_area(self.draft),
            "specials": specials_available(self.draft),
            "board": board,
            "startable": game.current_player.top_cards() if game is not None else [],
            "export": export,
            "opened": opened,
            "can": {
                "undo": bool(self.history),
                "reset": self.draft != self.initial,
                "add_player": n < 4,
                "remove_player": n > 2,
                "play": self.valid,
            },
        }

    def static_html(self) -> str:
        from .fallback import editor_picture

        return editor_picture(self.snapshot, self.draft.get("title") or "Scenario", self.problems, self.model_id)

    def __repr__(self) -> str:
        names = ", ".join(p["name"] for p in self.draft["players"])
        state = "valid" if self.valid else f"{count(len(self.problems), 'problem')}"
        return f"<ScenarioEditor of {names}: {state}>"


__all__ = ["EditError", "ScenarioEditor", "catalogue", "draft_of", "placed", "relic_area", "specials_available"]
