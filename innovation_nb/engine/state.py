"""Plain game state: players, boards, supply, achievements. Fast to clone, trivially serialisable.

Card identities are their titles (strings). Lists are ordered bottom → top, so the top card of a pile or
supply age is the last element.
"""

from __future__ import annotations

from ..cards.data import AGES, CARDS, CARDS_BY_SET, COLORS, RELICS, VALUES
from ..errors import InnovationError, shorten

SPECIAL_ACHIEVEMENTS = ("Monument", "Empire", "World", "Wonder", "Universe")
ECHOES_SPECIALS = ("Wealth", "Destiny", "Heritage", "History", "Supremacy")
# Cities: claimed on an event (a City melded onto a pile splayed its arrow's way, a City with a flag or fountain
# tucked), never by a state.
CITIES_SPECIALS = ("Legend", "Repute", "Fame", "Glory", "Victory")
ALL_SPECIALS = SPECIAL_ACHIEVEMENTS + ECHOES_SPECIALS + CITIES_SPECIALS


class UnknownPlayer(InnovationError, KeyError):
    """No such player at the table (a KeyError too, for code that looks players up like a mapping)."""

    __str__ = InnovationError.__str__  # KeyError would quote the message


class Pile:
    """One colour on a player's board. ``cards`` runs bottom → top; ``splay`` is None, left, right or up.

    ``icons`` caches the pile's visible icon counts (see ``icons.pile_icons``), None until counted. Whatever
    changes ``cards`` or ``splay`` sets it back to None: the primitives do, and so must any other code that edits
    a pile after its icons were counted (``check_invariants`` compares the cache with a fresh count)."""

    __slots__ = ("cards", "splay", "icons")

    def __init__(self, cards: list[str] | None = None, splay: str | None = None, icons: tuple | None = None):
        self.cards = cards if cards is not None else []
        self.splay = splay
        self.icons = icons

    def clone(self) -> "Pile":
        return Pile(self.cards[:], self.splay, self.icons)  # icons: a tuple, shared safely

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None

    @property
    def bottom(self) -> str | None:
        return self.cards[0] if self.cards else None

    def __len__(self) -> int:
        return len(self.cards)


class Player:
    __slots__ = (
        "name",
        "index",
        "team",
        "hand",
        "score",
        "achievements",
        "board",
        "tucked",
        "scored",
        "display",
        "lost",
        "forecast",
        "bonuses_on",
    )

    def __init__(self, name: str, index: int, team: int | None = None):
        self.name = name
        self.index = index
        self.team = team
        self.hand: list[str] = []
        self.score: list[str] = []
        # Claimed achievements: card titles (standard) or special names.
        self.achievements: list[str] = []
        self.board: list[Pile] = [Pile() for _ in COLORS]
        # Cards tucked / scored during the current turn (the Monument condition).
        self.tucked = 0
        self.scored = 0
        # Artifacts: the card on display (not on the board, not in the hand), or None.
        self.display: str | None = None
        # A player who has lost (Exxon Valdez) has left the game: no more turns, never affected or compared.
        self.lost = False
        # Echoes: the forecast (face down, seen by its owner only), and whether bonuses count in the score.
        self.forecast: list[str] = []
        self.bonuses_on = False

    def clone(self) -> "Player":
        p = Player.__new__(Player)
        p.name = self.name
        p.index = self.index
        p.team = self.team
        p.hand = self.hand[:]
        p.score = self.score[:]
        p.achievements = self.achievements[:]
        p.board = [Pile(q.cards[:], q.splay, q.icons) for q in self.board]
        p.tucked = self.tucked
        p.scored = self.scored
        p.display = self.display
        p.lost = self.lost
        p.forecast = self.forecast[:]
        p.bonuses_on = self.bonuses_on
        return p

    # -- reading the board ---------------------------------------------------------------------------
    def pile(self, color: str) -> Pile:
        return self.board[COLORS.index(color)]

    def top_cards(self) -> list[str]:
        return [p.cards[-1] for p in self.board if p.cards]

    def top(self, color: str) -> str | None:
        return self.pile(color).top

    @property
    def score_total(self) -> int:
        """The score: the values in the score pile, and with Echoes or Cities the visible bonuses (the highest
        counts its value, every other one 1)."""
        points = sum(map(AGES.__getitem__, self.score))
        return points + self.bonus_points() if self.bonuses_on else points

    @property
    def score_pile_total(self) -> int:
        """The values of the cards in the score pile alone."""
        return sum(map(AGES.__getitem__, self.score))

    def visible_bonuses(self) -> list[int]:
        """The values of the bonuses the board shows: every one on a top card, and on covered cards those the
        splay reveals."""
        out: list[int] = []
        for q in self.board:
            cards = q.cards
            if cards:
                out += CARDS[cards[-1]].shows_bonuses["top"]
                if q.splay and len(cards) > 1:
                    for c in cards[:-1]:
                        out += CARDS[c].shows_bonuses[q.splay]
        return out

    def bonus_points(self) -> int:
        bonuses = self.visible_bonuses()
        return max(bonuses) + len(bonuses) - 1 if bonuses else 0

    def highest_top_value(self) -> int:
        """The highest face-up value among the top cards (Battleship Yamato counts 11 face up)."""
        n = 0
        for q in self.board:
            cards = q.cards
            if cards:
                a = VALUES[cards[-1]]
                if a > n:
                    n = a
        return n

    def board_cards(self) -> list[str]:
        return [c for p in self.board for c in p.cards]

    def __repr__(self) -> str:
        return f"<Player {self.name}>"


class Result:
    """How a game ended: ``winners`` (names; with ``draw`` the tied players share it), ``reason``
    (achievements, score or dogma), a sentence, and the scores and achievement counts at the end."""

    __slots__ = ("winners", "reason", "detail", "scores", "achievements", "draw")

    def __init__(self, winners, reason, detail, scores, achievements, draw=False):
        self.winners = tuple(winners)
        self.reason = reason
        self.detail = detail
        self.scores = dict(scores)
        self.achievements = dict(achievements)
        self.draw = draw

    def to_dict(self) -> dict:
        return {
            "winners": list(self.winners),
            "reason": self.reason,
            "detail": self.detail,
            "scores": dict(self.scores),
            "achievements": dict(self.achievements),
            "draw": self.draw,
        }

    @classmethod
    def from_dict(cls, d: dict) -> "Result":
        return cls(d["winners"], d["reason"], d["detail"], d["scores"], d["achievements"], d.get("draw", False))

    def __repr__(self) -> str:
        who = " and ".join(self.winners)
        return f"<Result {'draw: ' if self.draw else ''}{who} by {self.reason}: {self.detail}>"


class GameState:
    """Everything that decides what happens next, apart from the resolving frames (see ``dogma``)."""

    __slots__ = (
        "players",
        "supply",
        "achievements",
        "specials",
        "removed",
        "current",
        "actions_left",
        "upcoming",
        "turn",
        "edition",
        "extra_achievement",
        "achievements_needed",
        "phase",
        "result",
        "frames",
        "next_frame",
        "expansions",
        "supplies",
        "relics",
        "relics_on",
        "free_action",
        "endorsed",
    )

    def __init__(self):
        self.players: list[Player] = []
        # supply[age - 1]: that age's pile, bottom → top (draws pop from the end).
        self.supply: list[list[str]] = [[] for _ in range(10)]
        # Available standard achievements (card titles); their ages are what players see.
        self.achievements: list[str] = []
        self.specials: list[str] = list(SPECIAL_ACHIEVEMENTS)
        self.removed: list[str] = []
        self.current = 0
        self.actions_left = 0
        # Action counts of the turns after the current one, in order (first round); later turns have 2.
        self.upcoming: list[int] = []
        self.turn = 1
        self.edition = "third"
        self.extra_achievement = False
        self.achievements_needed: int | None = None  # overrides the number the players and variant give
        self.phase = "setup"  # setup, play, over
        self.result: Result | None = None
        self.frames: list = []
        self.next_frame = 0
        # Card sets: the expansions in play, each set's supply piles ({"base": supply, "artifacts": [...]}),
        # the relics still in the relic area (and whether relics are in play at all), and whether the current
        # player may still take the Artifacts free special action of this turn.
        self.expansions: tuple[str, ...] = ()
        self.supplies: dict[str, list[list[str]]] = {"base": self.supply}
        self.relics: list[str] = []
        self.relics_on = False
        self.free_action = False
        # Cities: whether the current player has endorsed this turn (at most once per turn).
        self.endorsed = False

    def clone(self) -> "GameState":
        s = GameState.__new__(GameState)
        s.players = [p.clone() for p in self.players]
        s.supply = [a[:] for a in self.supply]
        s.expansions = self.expansions
        if self.expansions:
            s.supplies = {k: (s.supply if k == "base" else [a[:] for a in v]) for k, v in self.supplies.items()}
        else:
            s.supplies = {"base": s.supply}
        s.relics = self.relics[:]
        s.relics_on = self.relics_on
        s.free_action = self.free_action
        s.endorsed = self.endorsed
        s.achievements = self.achievements[:]
        s.specials = self.specials[:]
        s.removed = self.removed[:]
        s.current = self.current
        s.actions_left = self.actions_left
        s.upcoming = self.upcoming[:]
        s.turn = self.turn
        s.edition = self.edition
        s.extra_achievement = self.extra_achievement
        s.achievements_needed = self.achievements_needed
        s.phase = self.phase
        s.result = self.result
        s.frames = [f.clone() for f in self.frames]
        s.next_frame = self.next_frame
        return s

    # -- players -------------------------------------------------------------------------------------
    @property
    def player_names(self) -> list[str]:
        return [p.name for p in self.players]

    def player(self, who) -> Player:
        """A player by name, by seat (0 = first), or the Player itself; UnknownPlayer (a KeyError too) if none."""
        for p in self.players:  # a name, most often
            if p.name == who:
                return p
        if isinstance(who, Player):
            return who
        if isinstance(who, int) and not isinstance(who, bool):
            if 0 <= who < len(self.players):
                return self.players[who]
            raise UnknownPlayer(f"there is no seat {shorten(who)}: the seats are 0 to {len(self.players) - 1}")
        raise UnknownPlayer(f"no player named {shorten(who)}; the players are {', '.join(self.player_names)}")

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    @property
    def team_game(self) -> bool:
        return any(p.team is not None for p in self.players)

    def set_expansions(self, expansions) -> None:
        """The expansions in play (and what they switch on for every player: bonuses in the score)."""
        self.expansions = tuple(expansions)
        bonuses = "echoes" in self.expansions or "cities" in self.expansions
        for p in self.players:
            p.bonuses_on = bonuses

    def pile_of(self, card: str) -> list[str]:
        """The supply pile ``card`` belongs to (its set and age)."""
        c = CARDS[card]
        return self.supplies[c.set][c.age - 1]

    def cards_in_play(self) -> list[str]:
        """Every card of this game's sets (and its relics), wherever it is."""
        out = [c for s in ("base",) + self.expansions for age in range(1, 11) for c in CARDS_BY_SET[s][age]]
        return out + (list(RELICS) if self.relics_on else [])

    def teammates(self, a: Player, b: Player) -> bool:
        return a is b or (a.team is not None and a.team == b.team)

    def opponents(self, p: Player) -> list[Player]:
        """Players who are not ``p`` nor ``p``'s teammate, clockwise from ``p``'s left (still in the game)."""
        return [q for q in self.clockwise_from(p) if not self.teammates(p, q)]

    def others(self, p: Player) -> list[Player]:
        return self.clockwise_from(p)

    def clockwise_from(self, p: Player, include_self: bool = False) -> list[Player]:
        """Players still in the game in turn order starting at ``p``'s left (``p`` itself last when
        ``include_self``)."""
        i = p.index
        order = [q for q in self.players[i + 1 :] + self.players[:i] if not q.lost]
        if include_self:
            order.append(p)
        return order

    def turn_order_from_current(self) -> list[Player]:
        return [q for q in self.players[self.current :] + self.players[: self.current] if not q.lost]

    @property
    def players_in_game(self) -> list[Player]:
        """The players who have not lost, in seat order (everyone, unless a card made someone lose)."""
        return [p for p in self.players if not p.lost]

    # -- serialisation -------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "players": [
                {
                    "name": p.name,
                    "team": p.team,
                    "hand": p.hand[:],
                    "score": p.score[:],
                    "achievements": p.achievements[:],
                    "board": {c: {"cards": q.cards[:], "splay": q.splay} for c, q in zip(COLORS, p.board) if q.cards},
                    "tucked": p.tucked,
                    "scored": p.scored,
                    **({"display": p.display} if self.expansions else {}),
                    **({"forecast": p.forecast[:]} if "echoes" in self.expansions else {}),
                    **({"lost": True} if p.lost else {}),
                }
                for p in self.players
            ],
            "supply": {str(a + 1): pile[:] for a, pile in enumerate(self.supply)},
            "achievements": self.achievements[:],
            "specials": self.specials[:],
            "removed": self.removed[:],
            "current": self.current,
            "actions_left": self.actions_left,
            "upcoming": self.upcoming[:],
            "turn": self.turn,
            "edition": self.edition,
            "extra_achievement": self.extra_achievement,
            "phase": self.phase,
            "result": self.result.to_dict() if self.result else None,
            "frames": [f.to_dict() for f in self.frames],
            # A position that sets its own number of achievements to win says so (otherwise the dict is as it was).
            **({"achievements_needed": self.achievements_needed} if self.achievements_needed is not None else {}),
            # Only games with expansions carry these (a base game's dict is as it always was).
            **(
                {
                    "expansions": list(self.expansions),
                    "relics_on": self.relics_on,
                    "relics": self.relics[:],
                    "free_action": self.free_action,
                    **({"endorsed": self.endorsed} if "cities" in self.expansions else {}),
                    "supplies": {
                        k: {str(a + 1): pile[:] for a, pile in enumerate(v)}
                        for k, v in self.supplies.items()
                        if k != "base"
                    },
                }
                if self.expansions
                else {}
            ),
        }

    @classmethod
    def from_dict(cls, d: dict) -> "GameState":
        s = cls()
        for i, pd in enumerate(d["players"]):
            p = Player(pd["name"], i, pd.get("team"))
            p.hand = list(pd["hand"])
            p.score = list(pd["score"])
            p.achievements = list(pd["achievements"])
            for color, qd in pd["board"].items():
                pile = p.board[COLORS.index(color)]
                pile.cards = list(qd["cards"])
                pile.splay = qd["splay"]
            p.tucked = pd.get("tucked", 0)
            p.scored = pd.get("scored", 0)
            p.display = pd.get("display")
            p.lost = bool(pd.get("lost", False))
            p.forecast = list(pd.get("forecast", []))
            s.players.append(p)
        s.supply = [list(d["supply"][str(a)]) for a in range(1, 11)]
        s.set_expansions(d.get("expansions", ()))
        s.supplies = {"base": s.supply}
        for k, v in (d.get("supplies") or {}).items():
            s.supplies[k] = [list(v[str(a)]) for a in range(1, 11)]
        s.relics = list(d.get("relics", []))
        s.relics_on = bool(d.get("relics_on", False))
        s.free_action = bool(d.get("free_action", False))
        s.endorsed = bool(d.get("endorsed", False))
        s.achievements = list(d["achievements"])
        s.specials = list(d["specials"])
        s.removed = list(d["removed"])
        s.current = d["current"]
        s.actions_left = d["actions_left"]
        s.upcoming = list(d["upcoming"])
        s.turn = d["turn"]
        s.edition = d["edition"]
        s.extra_achievement = d["extra_achievement"]
        s.achievements_needed = d.get("achievements_needed")
        s.phase = d["phase"]
        s.result = Result.from_dict(d["result"]) if d["result"] else None
        if d.get("frames"):
            raise ValueError("a state with resolving frames cannot be loaded directly; load the game instead")
        return s

    def all_card_locations(self) -> dict[str, str]:
        """Where every card is (for invariant checks and tests): title → zone name."""
        where: dict[str, str] = {}

        def put(cards, zone):
            for c in cards:
                if c in where:
                    raise AssertionError(f"{c} is both in {where[c]} and {zone}")
                where[c] = zone

        for p in self.players:
            put(p.hand, f"{p.name}/hand")
            put(p.score, f"{p.name}/score")
            put([a for a in p.achievements if a in CARDS], f"{p.name}/achievements")
            for color, q in zip(COLORS, p.board):
                put(q.cards, f"{p.name}/board/{color}")
            if p.display is not None:
                put([p.display], f"{p.name}/display")
            put(p.forecast, f"{p.name}/forecast")
        for a, pile in enumerate(self.supply):
            put(pile, f"supply/{a + 1}")
        for k, v in self.supplies.items():
            if k != "base":
                for a, pile in enumerate(v):
                    put(pile, f"supply/{k}/{a + 1}")
        put(self.relics, "relics")
        put(self.achievements, "achievements")
        put(self.removed, "removed")
        return where
