"""What a card effect sees: who executes it ("you"), who activated it ("I/me" in a demand), reading helpers,
and the primitives and decisions as generators to ``yield from``.

    @effect("Archery")
    def archery(x):
        yield from x.draw(x.player, 1)
        card = yield from x.choose_highest(x.player, x.player.hand, "to give away")
        if card:
            yield from x.transfer(card, x.hand(x.player), x.hand(x.activator))
"""

from __future__ import annotations

from ..cards.data import CARDS, COLORS, ICON_INDEX
from . import endgame
from . import primitives as prim
from .actions import eligible_ages, held_ages, needed_score
from .decisions import NOT_FORCED, Request, color_options
from .dogma import dogma
from .events import STATE_CHANGES
from .icons import icon_count, icon_counts, pile_icons
from .text import Text, a_age
from .text import cards as text_cards
from .text import who as text_who
from .text import whose as text_whose
from .visibility import answer_seen, can_see, location


class Ctx:
    __slots__ = ("g", "state", "player", "activator", "card", "number", "demand", "frame")

    def __init__(self, g, player, activator, card, number, demand, frame):
        self.g = g
        self.state = g.state
        self.player = player  # "you": the player executing this effect
        self.activator = activator  # "I/me": the player who activated the card
        self.card = card
        self.number = number
        self.demand = demand
        self.frame = frame  # the card's frame (one per dogma or execution of the card)

    @property
    def memory(self) -> dict:
        """Notes shared by the effects of this one dogma of the card (e.g. "was a card transferred?")."""
        return self.frame.memory

    # -- players -------------------------------------------------------------------------------------
    @property
    def edition(self) -> str:
        return self.state.edition

    @property
    def players(self):
        """The players in the game, in seat order (a player who has lost is no longer in it)."""
        return self.state.players_in_game

    def opponents(self, p=None):
        """Opponents of ``p`` (default: you), clockwise from their left; teammates are not opponents."""
        return self.state.opponents(p or self.player)

    def others(self, p=None):
        """Every other player, clockwise from ``p``'s left (teammates included)."""
        return self.state.others(p or self.player)

    # -- zones -------------------------------------------------------------------------------------
    hand = staticmethod(prim.hand)
    score_pile = staticmethod(prim.score_pile)
    board = staticmethod(prim.board)
    achievements = staticmethod(prim.achievements)
    AVAILABLE = prim.AVAILABLE

    # -- reading -------------------------------------------------------------------------------------
    @staticmethod
    def age(card: str) -> int:
        return CARDS[card].age

    def value(self, card: str) -> int:
        """A card's value where it is now: its face-up value on a board or on display (Battleship Yamato: 11),
        its age anywhere else (face down)."""
        c = CARDS[card]
        if c.value == c.age:
            return c.age
        kind, _owner = location(self.state, card)
        on_display = any(q.display == card for q in self.state.players)
        return c.value if kind == "board" or on_display else c.age

    @staticmethod
    def color(card: str) -> str:
        return CARDS[card].color

    @staticmethod
    def info(card: str):
        return CARDS[card]

    @staticmethod
    def has_icon(card: str, icon: str) -> bool:
        return icon in CARDS[card].icons

    @staticmethod
    def top(p, color: str) -> str | None:
        return p.pile(color).top

    @staticmethod
    def bottom(p, color: str) -> str | None:
        return p.pile(color).bottom

    @staticmethod
    def top_cards(p) -> list[str]:
        return p.top_cards()

    @staticmethod
    def pile(p, color: str):
        return p.pile(color)

    @staticmethod
    def colors_on_board(p) -> list[str]:
        return [c for c, q in zip(COLORS, p.board) if q.cards]

    @staticmethod
    def colors_splayed(p, direction: str) -> list[str]:
        """Colours of ``p``'s board splayed ``direction`` (in rulebook colour order)."""
        return [c for c, q in zip(COLORS, p.board) if q.splay == direction]

    @staticmethod
    def top_value(p, color: str) -> int:
        """Value of ``p``'s top ``color`` card (face up); 0 when the pile is empty."""
        top = p.pile(color).top
        return CARDS[top].value if top else 0

    @staticmethod
    def can_splay(p, color: str, direction: str) -> bool:
        """Would splaying ``p``'s ``color`` pile ``direction`` change it? (two or more cards, not already splayed
        that way)"""
        pile = p.pile(color)
        return len(pile) >= 2 and pile.splay != direction

    @staticmethod
    def icons(p, icon: str) -> int:
        return icon_count(p, icon)

    @staticmethod
    def pile_icon_count(p, color: str, icon: str) -> int:
        """Visible ``icon`` in ``p``'s ``color`` pile alone: its top card plus what the splay shows of the others."""
        return pile_icons(p.pile(color))[ICON_INDEX[icon]]

    @staticmethod
    def icon_counts(p) -> dict[str, int]:
        return icon_counts(p)

    def achievement_count(self, p) -> int:
        """``p``'s achievements; in the team game, ``p``'s team's (they count together). Flags and fountains are
        not achievement cards: effects never count them."""
        return endgame.claimed_count(self.state, p)

    @staticmethod
    def highest(cards) -> list[str]:
        """All cards of the highest value among ``cards`` (ties are the player's choice)."""
        cards = list(cards)
        if not cards:
            return []
        top = max(CARDS[c].age for c in cards)
        return [c for c in cards if CARDS[c].age == top]

    @staticmethod
    def lowest(cards) -> list[str]:
        cards = list(cards)
        if not cards:
            return []
        low = min(CARDS[c].age for c in cards)
        return [c for c in cards if CARDS[c].age == low]

    @staticmethod
    def max_value(cards) -> int:
        """Highest value among ``cards``; 0 when there are none (the rulebook's value of nothing)."""
        return max((CARDS[c].age for c in cards), default=0)

    @staticmethod
    def min_value(cards) -> int:
        return min((CARDS[c].age for c in cards), default=0)

    # -- primitives (use with ``yield from``) --------------------------------------------------------
    def draw(self, p, age: int, card_set: str | None = None):
        """Draw a card of ``age`` (``card_set``: of that set, e.g. "artifacts"; a base card when that set's pile
        of the age is empty; ages are skipped by the base piles)."""
        return prim.draw(self.g, p, age, card_set)

    def draw_and_meld(self, p, age: int, card_set: str | None = None):
        c = yield from prim.draw(self.g, p, age, card_set)
        if c is not None:
            yield from prim.meld(self.g, p, c)
        return c

    def draw_and_tuck(self, p, age: int, card_set: str | None = None):
        c = yield from prim.draw(self.g, p, age, card_set)
        if c is not None:
            yield from prim.tuck(self.g, p, c)
        return c

    def draw_and_score(self, p, age: int, card_set: str | None = None):
        c = yield from prim.draw(self.g, p, age, card_set)
        if c is not None:
            yield from prim.score(self.g, p, c)
        return c

    def draw_and_reveal(self, p, age: int, card_set: str | None = None):
        """Draw and show the card; it stays in the hand unless the effect moves it."""
        c = yield from prim.draw(self.g, p, age, card_set)
        if c is not None:
            yield from prim.reveal(self.g, p, c)
        return c

    # -- Echoes: the forecast, bonuses --------------------------------------------------------------
    forecast = staticmethod(prim.forecast)

    def foreshadow(self, p, card: str, src=None):
        """Put ``card`` (from ``src``, default the hand) face down in ``p``'s forecast."""
        return prim.foreshadow(self.g, p, card, src)

    def draw_and_foreshadow(self, p, age: int, card_set: str | None = None):
        """Draw a card of ``age`` straight into ``p``'s forecast (the draw rules apply as for any draw)."""
        return prim.draw(self.g, p, age, card_set, to=prim.forecast(p))

    @staticmethod
    def visible_bonuses(p) -> list[int]:
        """The values of the bonuses ``p``'s board shows."""
        return p.visible_bonuses()

    @staticmethod
    def bonuses(card: str) -> list[int]:
        """The values of the bonuses printed on ``card``."""
        return [v for _slot, v in CARDS[card].bonuses]

    @property
    def sets_in_play(self) -> tuple[str, ...]:
        """The card sets of this game: "base" and the expansions in play (the choices of "choose a card set")."""
        return ("base",) + self.state.expansions

    @staticmethod
    def card_set(card: str) -> str:
        return CARDS[card].set

    def meld(self, p, card: str, src=None):
        return prim.meld(self.g, p, card, src)

    def tuck(self, p, card: str, src=None):
        return prim.tuck(self.g, p, card, src)

    def score(self, p, card: str, src=None):
        return prim.score(self.g, p, card, src)

    def return_card(self, p, card: str, src=None):
        return prim.return_card(self.g, p, card, src)

    def return_to_top(self, p, card: str, src=None):
        """Put ``card`` back on *top* of its supply pile (drawn next), not under it."""
        return prim.return_card(self.g, p, card, src, top=True)

    def return_cards(self, p, cards, src=None):
        """Return several cards (in the order given)."""
        for c in list(cards):
            yield from prim.return_card(self.g, p, c, src)

    def transfer(self, card: str, src, dst, by=None):
        return prim.transfer(self.g, by or self.player, card, src, dst)

    def exchange(self, cards_a, zone_a, cards_b, zone_b, by=None):
        return prim.exchange(self.g, by or self.player, cards_a, zone_a, cards_b, zone_b)

    def splay(self, p, color: str, direction: str):
        """Splay ``p``'s pile (with Cities, the player executing the effect is the one who splayed)."""
        return prim.splay(self.g, p, color, direction, by=self.player)

    def unsplay(self, p, color: str):
        return prim.unsplay(self.g, p, color)

    def rearrange(self, p, color: str, order):
        """Reorder ``p``'s ``color`` pile (``order`` bottom → top), keeping its splay."""
        return prim.rearrange(self.g, p, color, order)

    def complete_dogma(self) -> None:
        """ "The dogma action is complete": no further player or effect of this card is executed."""
        self.frame.memory["complete"] = True

    def reveal(self, p, card: str, src=None):
        return prim.reveal(self.g, p, card, src)

    def remove(self, cards, src, by=None):
        return prim.remove(self.g, by or self.player, cards, src)

    def achieve(self, p, card: str, src=prim.AVAILABLE):
        return prim.achieve(self.g, p, card, src)

    def achievement_of_age(self, age: int) -> str | None:
        """The available standard achievement of ``age``, if any."""
        return next((c for c in self.state.achievements if CARDS[c].age == age), None)

    def eligible_ages(self, p) -> list[int]:
        """Ages of available standard achievements ``p`` is eligible for (score and top card), as the Achieve
        action requires."""
        return eligible_ages(self.state, p)

    def claim_achievement(self, p, age: int):
        """ "Claim an achievement of value N (ignoring eligibility)": the available one of that age, if any.
        Returns the card claimed or None."""
        card = self.achievement_of_age(age)
        if card is None:
            return None
        yield from prim.achieve(self.g, p, card)
        return card

    def claim(self, p, special: str):
        """Claim a special achievement by name, if it is still available (a card's own condition was met)."""
        return prim.claim_special(self.g, p, special, f"by {self.card}")

    def win(self, p, why: str = ""):
        return endgame.win(self.g, p, why or f"{self.card}")

    def end_game(self, why: str):
        """End the game as if by drawing beyond 10 (score decides)."""
        return endgame.end_by_score(self.g, why)

    @staticmethod
    def single_most(values: dict):
        return endgame.single_most(values)

    @staticmethod
    def single_least(values: dict):
        return endgame.single_least(values)

    def execute(self, card: str, p=None, all_effects: bool = False):
        """Execute ``card``'s non-demand effects for ``p`` (default: you), without sharing. With
        ``all_effects`` ("execute its effects as if they were on this card"), its demands and compels too, aimed
        at the players this card's own dogma made vulnerable or compelled."""
        # The rules' own recursion: a card's effect runs another card's dogma (dogma → effect → here → dogma).
        if all_effects:
            return dogma(self.g, p or self.player, card, mode="as_if", plan=self._plan())
        return dogma(self.g, p or self.player, card, mode="execute")

    def _plan(self):
        """The plan of the dogma this effect belongs to (the innermost one), or None."""
        for f in reversed(self.state.frames):
            if f.kind == "card" and f.plan is not None:
                return f.plan
        return None

    # -- texts ---------------------------------------------------------------------------------------
    @staticmethod
    def say(*parts) -> Text:
        """A text (a prompt) from words and parts; name cards only through ``private`` / ``public`` parts."""
        return Text(*parts)

    @staticmethod
    def subject(p, verb3: str):
        """``p`` as the subject of a third-person verb: "Alice has" / "you have"."""
        return text_who(p.name, verb3)

    @staticmethod
    def possessive(p):
        """ "Alice's" / "your"."""
        return text_whose(p.name)

    @staticmethod
    def private(cards, owner):
        """Cards only ``owner`` may see (their hand or score pile): others read their ages."""
        return text_cards([cards] if isinstance(cards, str) else cards, (owner.name,))

    @staticmethod
    def public(cards):
        """Cards everyone may see (on boards, revealed)."""
        return text_cards([cards] if isinstance(cards, str) else cards, None)

    # -- decisions (use with ``yield from``) ---------------------------------------------------------
    def ask(self, request: Request):
        return ask(self.g, request)

    def choose_cards(self, p, options, min=1, max=1, optional=False, prompt=""):
        """Pick between ``min`` and ``max`` of ``options`` (or none, if ``optional``); with fewer options than
        ``min`` all are taken ("do as much as you can"). Returns a list of titles (empty if declined or nothing
        to pick). Cards ``p`` may not see are offered by age and place only (see ``hidden_labels``)."""
        options = _unique(options)
        if not options:
            return []
        labels = hidden_labels(self.g, p.name, options)
        if labels is None:
            return (yield from self.ask(Request(p.name, "cards", options, min, max, optional, prompt, self.card)))
        picked = yield from self.ask(Request(p.name, "cards", list(labels), min, max, optional, prompt, self.card))
        return [labels[x] for x in picked]

    def choose_card(self, p, options, optional=False, prompt=""):
        picked = yield from self.choose_cards(p, options, 1, 1, optional, prompt)
        return picked[0] if picked else None

    def choose_highest(self, p, cards, prompt="", optional=False):
        """One of the highest cards among ``cards`` (the player picks among ties)."""
        return self.choose_card(p, self.highest(cards), optional, prompt)

    def choose_lowest(self, p, cards, prompt="", optional=False):
        return self.choose_card(p, self.lowest(cards), optional, prompt)

    def choose_order(self, p, cards, prompt="", under=None):
        """``p`` puts ``cards`` in order. Cards ``p`` may not see cannot be told apart, so they are not asked
        about: they come first, in the order given, then the others in the order chosen. ``under``: the supply
        pile the cards are about to be returned under (see ``Request.under``)."""
        cards = _unique(cards)
        unseen = [c for c in cards if not can_see(self.g, p.name, c)]
        if unseen:
            seen = [c for c in cards if c not in unseen]
            return unseen + (yield from self.choose_order(p, seen, prompt, under))
        if len(cards) <= 1:
            return cards
        return (
            yield from self.ask(
                Request(p.name, "order", cards, len(cards), len(cards), False, prompt, self.card, under=under)
            )
        )

    def choose_color(self, p, colors, optional=False, prompt="", secret=False):
        """``secret``: the colours offered tell what hidden cards hold (those of ``p``'s hand, say), so the
        options and the answer stay ``p``'s own, like the first meld."""
        options = color_options(colors)
        if not options:
            return None
        return (
            yield from self.ask(Request(p.name, "color", options, 1, 1, optional, prompt, self.card, hidden=secret))
        )

    def choose_player(self, p, players, optional=False, prompt=""):
        options = [q.name for q in players]
        if not options:
            return None
        name = yield from self.ask(Request(p.name, "player", options, 1, 1, optional, prompt, self.card))
        return self.state.player(name) if name is not None else None

    def choose_value(self, p, values, optional=False, prompt=""):
        options = sorted(set(values))
        if not options:
            return None
        return (yield from self.ask(Request(p.name, "value", options, 1, 1, optional, prompt, self.card)))

    def choose_option(self, p, options, optional=False, prompt=""):
        options = _unique(options)
        if not options:
            return None
        return (yield from self.ask(Request(p.name, "choice", options, 1, 1, optional, prompt, self.card)))

    def yes_no(self, p, prompt: str):
        """A "you may" with nothing to pick: returns True if the player does it."""
        return (yield from self.ask(Request(p.name, "yes_no", [True, False], 1, 1, False, prompt, self.card)))

    # -- common effect phrases (use with ``yield from``) ---------------------------------------------
    def may_splay(self, p, colors, direction: str, prompt=None):
        """ "You may splay your <colour> (or <colour>) cards <direction>" for ``p``; ``colors`` is a list (or one
        colour). Always the same decision: an optional colour choice whose options are exactly the named piles
        that would change (nothing is asked when none would). ``prompt`` replaces the question's default text.
        Returns the colour splayed, or None."""
        colors = [colors] if isinstance(colors, str) else list(colors)
        options = [c for c in colors if self.can_splay(p, c, direction)]
        if not options:
            return None
        if prompt is None:
            named = options[0] if len(options) == 1 else " or ".join(options)
            prompt = f"You may splay your {named} cards {direction}"
        color = yield from self.choose_color(p, options, optional=True, prompt=prompt)
        if color is None:
            return None
        yield from self.splay(p, color, direction)
        return color

    def in_chosen_order(self, p, cards, key, prompt="", under=None):
        """Several cards moved "at once": ``p`` (their owner) orders the cards that share ``key`` (the age for
        returns, the colour for melds and tucks) — one order request per such group, since only their relative
        order changes anything. Cards are otherwise taken as given, each group where its first card stood.
        ``under(card)``: the supply pile a group is about to be returned under, if any (``Request.under``)."""
        cards = list(cards)
        groups: dict = {}
        for c in cards:
            groups.setdefault(key(c), []).append(c)
        ordered = {}
        for k, group in groups.items():
            ordered[k] = (
                (yield from self.choose_order(p, group, prompt, under and under(group[0]))) if len(group) > 1 else group
            )
        out, seen = [], set()
        for c in cards:
            k = key(c)
            if k not in seen:
                seen.add(k)
                out.extend(ordered[k])
        return out

    def return_all(self, p, cards, src=None, prompt=None):
        """Return several cards at once (from ``src``, default the hand); ``p`` orders those going under the same
        supply pile. Returns them in the order returned."""
        order = yield from self.in_chosen_order(
            p,
            cards,
            self.return_key,
            prompt or ("Order for returning (each goes under its age's pile, so the last one returned ends lowest)"),
            under=self.pile_under,
        )
        yield from self.return_cards(p, order, src)
        return order

    def highest_n(self, p, cards, n: int, prompt=""):
        """The ``n`` highest of ``cards`` (all of them if there are no more); ``p`` picks among the cards tied at
        the cut."""
        cards = list(cards)
        if len(cards) <= n:
            return cards
        ranked = sorted(cards, key=self.age, reverse=True)
        cut = self.age(ranked[n - 1])
        above = [c for c in cards if self.age(c) > cut]
        tied = [c for c in cards if self.age(c) == cut]
        need = n - len(above)
        if need == len(tied):  # every tied card goes: nothing to choose
            return above + tied
        picked = yield from self.choose_cards(p, tied, need, need, prompt=prompt)
        return above + picked

    # -- expansions: returns by pile, a card's path during the action -----------------------------------
    @staticmethod
    def return_key(card: str) -> tuple:
        """The supply pile a returned card goes under (its set and age; a relic: the relic area). Only the order
        of cards returned to the same pile changes anything."""
        c = CARDS[card]
        return ("relics",) if c.relic else (c.set, c.age)

    @staticmethod
    def pile_under(card: str):
        """The supply pile a returned ``card`` goes under (None for a relic: the relic area is not a pile)."""
        return None if CARDS[card].relic else prim.supply_zone(card)

    def moves_this_action(self, card: str) -> list:
        """Each move of ``card`` since the current action began, in order: (source, destination) zones (they
        know their ``kind`` and ``owner``). Shows and reorders in place are not moves."""
        out = []
        for e in self.g.events[self.g._action_start :]:
            if e.source is None or e.dest is None or e.source == e.dest:
                continue
            if card in e.cards:
                out.append((e.source, e.dest))
            elif e.kind == "exchange" and card in e.data["other"]:
                out.append((e.dest, e.source))
        return out

    @staticmethod
    def visible_cards(p, color: str) -> int:
        """How many cards of ``p``'s ``color`` pile can be seen: the whole pile when splayed, only the top card
        when not, none when the pile is empty."""
        pile = p.pile(color)
        return len(pile.cards) if pile.splay else min(len(pile.cards), 1)

    def claim_any_achievement(self, p, prompt=""):
        """ "Claim an achievement, ignoring eligibility": ``p`` picks the value of an available standard
        achievement (their identities stay hidden; relics are never available). Returns the card claimed or
        None when none is available."""
        ages = [CARDS[c].age for c in self.state.achievements]
        age = yield from self.choose_value(
            p, ages, prompt=prompt or ("Claim an achievement without needing to be eligible: choose its value")
        )
        if age is None:
            return None
        return (yield from self.claim_achievement(p, age))

    # -- losing --------------------------------------------------------------------------------------
    def lose(self, p, why: str = ""):
        """``p`` loses and leaves the game (with their teammate in the team game); a single side left wins."""
        return endgame.lose(self.g, p, why or f"{self.card}")

    # -- Echoes: the supply as a zone, looking at a hidden card, eligibility for an achievement of some value ----
    SUPPLY = prim.SUPPLY  # a card moved from here leaves its own set's and age's pile (Seed Drill)

    def look(self, p, card: str, where: str):
        """``p`` looks at ``card`` (in ``where``, e.g. "the top of the 5 pile") and puts it back: nothing moves, and
        only ``p`` reads its title in the log (everyone else reads its age)."""
        if self.g.trace:  # an untraced game writes no texts, and a look changes nothing
            yield self.g._event(
                "note",
                p.name,
                (),
                None,
                None,
                {"text": Text(text_who(p.name, "looks"), f" at {where}: ", text_cards([card], (p.name,)))},
            )

    @staticmethod
    def eligible_for(p, age: int, score: int | None = None) -> bool:
        """Could ``p`` achieve a standard achievement of ``age`` (as the Achieve action requires: a top card of at
        least that value and the score it needs, more for each one of that age already held), wherever it is.
        ``score`` stands in for ``p``'s own (Artificial Heart)."""
        score = p.score_total if score is None else score
        return p.highest_top_value() >= age and score >= needed_score(age, held_ages(p))

    # -- where a card is, and whether the game changed -----------------------------------------------------
    def where(self, card: str):
        """The kind of zone ``card`` is in ("board", "hand", "score", "display", ...) and its owner (None for the
        supply and the achievements)."""
        return location(self.state, card)

    def changed_since(self, start: int) -> bool:
        """Whether any event since event ``start`` changed the game (as the sharing bonus counts changes)."""
        return any(e.kind in STATE_CHANGES for e in self.g.events[start:])


def ask(g, request: Request):
    """A decision (use with ``yield from``): the engine takes it when there is a single legal answer (logged as
    forced); otherwise the game waits for the answer."""
    forced = request.forced()
    if forced is not NOT_FORCED:
        yield g._event(
            "decision",
            request.player,
            (),
            None,
            None,
            {
                "forced": True,
                "answer": forced,
                "prompt": request.prompt,
                "kind": request.kind,
                "hidden": request.hidden,
            },
            answer_seen(g, request, forced),
        )
        return forced
    answer = yield request
    return answer


def hidden_labels(g, name: str, options) -> dict | None:
    """Labels for the options of a card choice when some are hidden from the chooser ``name`` (cards in another
    player's hand or score pile that were not revealed): {label: title}, visible cards keeping their title and
    each hidden one becoming "a 5 from Bob's score pile" (numbered when several look alike). None when the
    chooser may see every option."""
    p = g.state.player(name)
    own = set(p.hand).union(p.score)  # most options are the chooser's own cards
    if all(c in own or can_see(g, name, c) for c in options):
        return None
    labels: dict = {}
    alike: dict = {}
    for c in options:
        if can_see(g, name, c):
            labels[c] = c
            continue
        kind, owner = location(g.state, c)
        place = f"{owner.name}'s {'score pile' if kind == 'score' else kind}" if owner else "the supply"
        base = f"{a_age(CARDS[c].age)} from {place}"
        alike[base] = alike.get(base, 0) + 1
        labels[f"{base} (#{alike[base]})"] = c
    # A lone card of its kind needs no number.
    return {(k.rsplit(" (#", 1)[0] if alike.get(k.rsplit(" (#", 1)[0]) == 1 else k): v for k, v in labels.items()}


def _unique(items) -> list:
    seen, out = set(), []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out
