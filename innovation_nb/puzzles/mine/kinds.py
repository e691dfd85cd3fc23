"""The kinds of goal mining looks for, each defined once, by one class: the goal type it mines (the kind is named by
that goal's key, as a puzzle file writes it: ``claim``, ``achievements``, ``compelled``, ...), the ladders of goals
it tries at a position, the screen that spares a search per goal when none is in reach, and what a learner reads
of its puzzles (the title and question, the rule shown, the idea its themes lead with, how far a position is from
its goal in words, the clue a hint falls back on). A kind registers with ``@kind(GoalType)``; ``KINDS`` lists
them in the order they are tried at a position (the first that makes a puzzle is kept). A new kind goes last, so
that a spec naming the older ones mines what it did.

    >>> KINDS["achievements"].ladders(state, me)                # doctest: +SKIP
    [[{'achievements': 3}]]

Specs and packs written before the kinds took their goals' names call five of them otherwise (``FORMER``); those
names are read as today's (``current``)."""

from __future__ import annotations

from functools import partial
from typing import ClassVar

from ...cards.data import CARDS, ICONS
from ...engine.cities import ARROW_SPECIALS, TUCK_SPECIALS, board_achievements
from ...engine.dogma import DogmaPlan, display_bonus
from ...engine.echoes import echoes_showing
from ...engine.icons import icon_count
from ...engine.text import Reader, count, phrase, plural, who, whose
from .. import goals

KINDS: dict[str, "Kind"] = {}

# Themes that never decide a puzzle by themselves: what happens on the way (a free draw, an Artifact dug up, a relic
# seized, a City drawn, bonus points) is listed after what decides, and a hint never points at it. A kind whose goal
# such an event can bring about takes it out of its own ``incidental``.
INCIDENTAL = frozenset({"sharing-bonus", "dig", "relic", "city-draw", "bonus"})
# The plain moves of cards: after the rules' own mechanisms (a demand, a compel, an echo effect, a promotion, a City's
# icons, ...), which are what a puzzle that has one teaches, and before what happens on the way.
PLAIN = frozenset({"splay-left", "splay-right", "splay-up", "tuck", "score", "return", "transfer", "endgame"})
FAR = 99  # how far a goal is when what it is about is gone (the card it names no longer a top card)


class Kind:
    """One kind of goal mining looks for. ``goal``: the goal type it mines, whose key is the kind's ``name``;
    ``former``: what specs and packs called it before (read as ``name``); ``default``: looked for by a spec that
    names no goals; ``rule``: the rule a puzzle of the kind shows when no theme of its solution says more;
    ``implied``: the themes the goal itself says (a win ends the game), not worth a hint; ``idea``: the themes that
    are the goal's own idea, first among a puzzle's themes; ``incidental``: the themes that never decide a puzzle
    of the kind (listed last, never hinted)."""

    goal: ClassVar[type[goals.Goal]]
    name: ClassVar[str]
    former: ClassVar[str | None] = None
    default: ClassVar[bool] = False
    rule: ClassVar[str]
    implied: ClassVar[frozenset[str]] = frozenset()
    idea: ClassVar[tuple[str, ...]] = ()
    incidental: ClassVar[frozenset[str]] = INCIDENTAL

    def ladders(self, state, me, specials=None) -> list[list]:
        """Ladders of goals for player ``me``: each is tried from its hardest goal down, and stops at the first one
        the budget reaches. ``specials``: the special achievements the spec looks for (None: every one in play)."""
        raise NotImplementedError

    def screen(self, ladders: list[list], specials=None):
        """A goal that holds when any goal of ``ladders`` does, searched first: it spares one search per goal when
        none is in reach. None: no screen."""
        return None

    def ideas(self, goal) -> tuple[str, ...]:
        """The themes that are ``goal``'s own idea, in order: ``idea`` (a claim's is its special's theme)."""
        return self.idea

    def said(self, goal) -> frozenset[str]:
        """The themes ``goal`` itself says, not worth a hint: ``implied`` (a claim's special too)."""
        return self.implied

    def order(self, themes, goal) -> list[str]:
        """``themes`` by what decides the puzzle: the goal's own idea first (in ``ideas`` order), then the rules'
        own mechanisms the solution uses, then its plain moves of cards (``PLAIN``), then what happens on the way
        (``incidental``); in the order of ``themes`` within each."""
        own = self.ideas(goal)

        def rank(t):
            if t in own:
                return 0, own.index(t)
            return (3 if t in self.incidental else 2 if t in PLAIN else 1), 0

        return sorted(themes, key=rank)

    def hinted(self, themes, goal) -> list[str]:
        """The themes a hint may point at: neither said by the goal nor incidental, in order."""
        said = self.said(goal)
        return [t for t in self.order(themes, goal) if t not in said and t not in self.incidental]

    def featured(self, goal) -> tuple[str, int] | None:
        """The icon the goal counts and which way brings it nearer (1: more of it on your board, -1: fewer), for a
        goal that counts an icon; else None."""
        return None

    def measure(self, goal: goals.Goal, state, ctx: goals.GoalContext) -> tuple[int, str]:
        """How far ``goal`` is at ``state`` (0: met; else how many of what it counts are missing, at least 1) and
        what the position shows of it, in words to the solver ("you show 3 castles of the 5 needed")."""
        if goal.holds(state, ctx):
            return 0, "the goal is met"
        return 1, "the goal is not met"

    def clue(self, goal) -> str:
        """A hint that points at the goal's idea, for a puzzle whose hint may say nothing more (one sentence)."""
        return "Play each first action through to its end, with every answer the others could give."

    def owner(self, goal, scenario) -> str | None:
        """Whose card the goal names at the puzzle's start (``scenario``), said in its question (None: nobody's,
        or the solver's)."""
        return None

    def words(self, goal, budget: int, owner: str | None = None) -> tuple[str, str]:
        """(title, question) of a puzzle of the kind, speaking to the solver as "you"; ``owner``: see ``owner``."""
        raise NotImplementedError


def kind(goal_type: type[goals.Goal]):
    """Register a kind of goal to mine, named by ``goal_type``'s key (the order of registration is the order kinds
    are tried at a position)."""

    def register(cls):
        cls.goal, cls.name = goal_type, goal_type.key
        KINDS[cls.name] = cls()
        return cls

    return register


def _opponents(state, me) -> list:
    return [q for q in state.players if q is not me and not state.teammates(me, q)]


def _reaching(state, me, key: str, effect) -> list:
    """A ladder per opponent and per top card of ``me``'s with an effect that ``effect`` picks (a demand, a compel):
    the goal ``{key: card, player: opponent}``."""
    out = []
    for pile in me.board:
        top = pile.top
        if top and any(effect(e) for e in CARDS[top].effects_for(state.edition)):
            out += [[{key: top, "player": q.name}] for q in _opponents(state, me)]
    return out


def _any(ladders):
    return {"any": [ladder[-1] for ladder in ladders]}


def _within(budget: int) -> str:
    return "with your next action" if budget == 1 else f"within your next {budget} actions"


def _reader(ctx) -> Reader:
    return Reader(you=ctx.solver)


def _short(n: int, need: int, said: str, where: str = "") -> tuple[int, str]:
    """A count ``n`` of ``need``, said (``said``, then ``where``: "you have 1 card", " in your forecast") with what is
    missing ("you have 1 card of the 2 needed in your forecast")."""
    return (0, said + where) if n >= need else (need - n, f"{said} of the {need} needed{where}")


def _reach(goal, state, ctx) -> tuple[str, str, DogmaPlan | None]:
    """(the activating player, the other player, the plan of the activator's Dogma of the goal's card now — None
    when it is neither a top card of theirs nor on their display) of a vulnerable, compelled or shares goal."""
    card = getattr(goal, goal.key)
    if isinstance(goal, goals.Shares):
        by, other = goal.by or ctx.others(ctx.solver)[0], goal.player or ctx.solver
    else:
        by, other = goal.by or ctx.solver, goal.player or ctx.opponents(ctx.solver)[0]
    p = state.player(by)
    if card in p.top_cards():
        return by, other, DogmaPlan(state, p, card)
    if card == p.display:
        return by, other, DogmaPlan(state, p, card, display_bonus=display_bonus(card))
    return by, other, None


def _measure_reach(goal, state, ctx, sign: int) -> tuple[int, str]:
    """How far a goal on whom a dogma reaches is: the counts compared, said as "Bob shows 3 castles to your 2";
    ``sign``: 1 where the other player must show fewer than the activator (vulnerable), 0 where at least as many
    (compelled, and you sharing: at least as many as the activator)."""
    by, other, plan = _reach(goal, state, ctx)
    r = _reader(ctx)
    card = getattr(goal, goal.key)
    if plan is None:
        return FAR, f"{card} is no longer a top card on {phrase(r, whose(by))} board"
    mine, theirs = plan.counts[by], plan.counts[other]
    said = f"{phrase(r, who(other, 'shows'))} {count(theirs, plan.icon)} to {phrase(r, whose(by))} {mine}"
    if goal.holds(state, ctx):
        return 0, said
    gap = theirs - mine + 1 if sign else mine - theirs
    return max(1, gap), said


def _echoes_in_a_colour(me) -> int:
    return max(echoes_showing(pile) for pile in me.board)


def _city_in_hand(me, kind: str, direction: str | None = None) -> bool:
    return any(
        x["type"] == kind and (direction is None or x.get("direction") == direction)
        for c in me.hand
        if CARDS[c].set == "cities"
        for x in CARDS[c].specials
    )


# A quick count that a special achievement may be near, for a spec that names the specials it looks for: the
# solver is asked only where one holds (a position far from all of them costs nothing). Each is a little looser
# than the condition one or two actions could complete: Destiny wants 7 cards in the forecast, History 4 echo
# effects in a colour; an arrow's special a City with that arrow in hand (melded onto a pile already splayed that
# way), a tuck's special a City with that icon in hand. A special without a count here is always looked for.
NEAR = {
    "Destiny": lambda me: len(me.forecast) >= 5,
    "History": lambda me: _echoes_in_a_colour(me) >= 3,
    **{name: partial(_city_in_hand, kind="arrow", direction=d) for d, name in ARROW_SPECIALS.items()},
    **{name: partial(_city_in_hand, kind=t) for t, name in TUCK_SPECIALS.items()},
}

# The zones an opponent's top card can be taken to by a compel (or sent back to), as goals of the ``card`` kind.
TAKE_ZONES = ("board", "score", "hand", "supply")
TAKE_WORDS = {"board": "onto your board", "score": "into your score pile", "hand": "into your hand"}
TAKEN_WORDS = {
    "board": "on your board",
    "score": "in your score pile",
    "hand": "in your hand",
    "supply": "in the supply",
}


# -- the kinds, in the order they are tried ------------------------------------------------------------------
@kind(goals.Win)
class Win(Kind):
    default = True
    rule = "Winning: the game ends at once when you have enough achievements, or a dogma says you win"
    implied = frozenset({"endgame"})
    idea = ("endgame",)
    incidental = INCIDENTAL - {"dig", "relic"}  # a relic seized is an achievement

    def ladders(self, state, me, specials=None):
        return [["win"]]

    def measure(self, goal, state, ctx):
        if goal.holds(state, ctx):
            return 0, "you win"
        return 1, "the game ends, and you do not win" if state.result is not None else "the game goes on"

    def clue(self, goal):
        return "Count what each first action brings you: an achievement, a special one, or a dogma that says you win."

    def words(self, goal, budget, owner=None):
        return "Win now", f"Win the game {_within(budget)}."


@kind(goals.Claim)
class Claim(Kind):
    """A special achievement by name, each one still available; with the specials named, only theirs, each where
    it is near (``NEAR``)."""

    former = "special"
    default = True
    rule = "Special achievements are claimed at once when their condition holds"

    def ideas(self, goal):
        return (goal["claim"].lower(),)

    def said(self, goal):
        return frozenset(self.ideas(goal))

    def measure(self, goal, state, ctx):
        if goal.holds(state, ctx):
            return 0, f"you claim {goal.claim}"
        return 1, f"you do not claim {goal.claim}"

    def clue(self, goal):
        return f"Read what {goal['claim']} asks for, and look for the first action that brings it about."

    def ladders(self, state, me, specials=None):
        if specials is None:
            return [[{"claim": s}] for s in state.specials]
        return [[{"claim": s}] for s in state.specials if s in specials and NEAR.get(s, lambda me: True)(me)]

    def screen(self, ladders, specials=None):
        if specials is not None:  # only theirs: any of them (one goal: its own search is the screen)
            return _any(ladders) if len(ladders) > 1 else None
        return {"claim": "special"}

    def words(self, goal, budget, owner=None):
        name = goal["claim"]
        return f"Claim {name}", f"Claim the special achievement {name} {_within(budget)}."


@kind(goals.Achievements)
class Achievements(Kind):
    former = "achieve"
    default = True
    rule = "Achieving: enough points, and a top card of that age or higher"
    implied = frozenset({"achieve"})
    idea = ("achieve", "relic")  # a relic seized is an achievement
    incidental = INCIDENTAL - {"dig", "relic"}

    def measure(self, goal, state, ctx):
        n = len(state.player(ctx.solver).achievements)
        return _short(n, goal.achievements, f"you hold {count(n, 'achievement')}")

    def clue(self, goal):
        return "An achievement may be a standard one, a special one or a relic: look at each way to one."

    def ladders(self, state, me, specials=None):
        return [[{"achievements": len(me.achievements) + 1}]]

    def words(self, goal, budget, owner=None):
        n = goal["achievements"]
        return f"Achievement number {n}", f"Hold {count(n, 'achievement')} {_within(budget)}."


@kind(goals.Vulnerable)
class Vulnerable(Kind):
    default = True
    rule = "Vulnerability: a demand reaches only opponents who show fewer of its featured icon than you"
    implied = frozenset({"icon-count"})
    idea = ("icon-count",)

    def ladders(self, state, me, specials=None):
        return _reaching(state, me, "vulnerable", lambda e: e.kind == "demand")  # not a compel

    def featured(self, goal):
        icon = CARDS[goal["vulnerable"]].dogma_icon
        return (icon, 1) if icon else None

    def measure(self, goal, state, ctx):
        return _measure_reach(goal, state, ctx, 1)

    def clue(self, goal):
        icon = CARDS[goal["vulnerable"]].dogma_icon
        return f"Count the {plural(icon)} you and {goal['player']} show after each first action."

    def screen(self, ladders, specials=None):
        return _any(ladders)

    def words(self, goal, budget, owner=None):
        card, who = goal["vulnerable"], goal["player"]
        icon = CARDS[card].dogma_icon
        more = f" ({who} must show fewer {plural(icon)} than you)" if icon else ""
        return f"Make {who} vulnerable", f"Make {who} vulnerable to the demand of your {card}{more} {_within(budget)}."


@kind(goals.Shares)
class Shares(Kind):
    default = True
    rule = "Sharing: you share an opponent's dogma when you show at least as many of its featured icon"
    implied = frozenset({"icon-count"})
    idea = ("icon-count",)

    def featured(self, goal):
        icon = CARDS[goal["shares"]].dogma_icon
        return (icon, 1) if icon else None

    def measure(self, goal, state, ctx):
        return _measure_reach(goal, state, ctx, 0)

    def clue(self, goal):
        icon = CARDS[goal["shares"]].dogma_icon
        return f"Count the {plural(icon)} you and {goal['by']} show after each first action."

    def ladders(self, state, me, specials=None):
        out = []
        for q in _opponents(state, me):
            for pile in q.board:
                top = pile.top
                if top and any(not e.demand for e in CARDS[top].effects_for(state.edition)):
                    out.append([{"shares": top, "by": q.name}])
        return out

    def screen(self, ladders, specials=None):
        return _any(ladders)

    def words(self, goal, budget, owner=None):
        card, who = goal["shares"], goal["by"]
        return f"Share {who}'s {card}", f"Show enough to share {who}'s {card} {_within(budget)}."


@kind(goals.Score)
class Score(Kind):
    """Three scores above yours, a step apart: the value of your highest top card."""

    default = True
    rule = "Scored cards count their age as points"
    idea = ("score",)
    incidental = INCIDENTAL - {"bonus"}  # bonus points are score

    def measure(self, goal, state, ctx):
        s = state.player(ctx.solver).score_total
        return _short(s, goal.score, f"your score is {s}")

    def clue(self, goal):
        return "Count the points each first action brings into your score pile, and what it may cost you."

    def ladders(self, state, me, specials=None):
        step = max(1, me.highest_top_value())
        now = me.score_total
        return [[{"score": now + step * k} for k in (3, 2, 1)]]

    def words(self, goal, budget, owner=None):
        return f"Score {goal['score']}", f"Bring your score to {goal['score']} or more {_within(budget)}."


@kind(goals.Icons)
class Icons(Kind):
    """Each icon, 5 then 3 more than you show."""

    default = True
    rule = "Icons: what you show on your board counts for every dogma"
    implied = frozenset({"icon-count"})
    idea = ("icon-count",)

    def featured(self, goal):
        ((icon, _),) = goal["icons"].items()
        return icon, 1

    def measure(self, goal, state, ctx):
        me = state.player(ctx.solver)
        short = [(i, icon_count(me, i), n) for i, n in goal.icons.items()]
        gap = sum(max(0, n - have) for _, have, n in short)
        said = ", ".join(f"{count(have, i)}" + (f" of the {n} needed" if have < n else "") for i, have, n in short)
        return gap, f"you show {said}"

    def clue(self, goal):
        ((icon, _),) = goal["icons"].items()
        return f"Count the {plural(icon)} each first action leaves on your board."

    def ladders(self, state, me, specials=None):
        out = []
        for icon in ICONS:
            n = icon_count(me, icon)
            out.append([{"icons": {icon: n + k}} for k in (5, 3)])
        return out

    def screen(self, ladders, specials=None):
        return _any(ladders)

    def words(self, goal, budget, owner=None):
        ((icon, n),) = goal["icons"].items()
        return count(n, icon), f"Show at least {count(n, icon)} on your board {_within(budget)}."


@kind(goals.Compelled)
class Compelled(Kind):
    """Artifacts: like ``vulnerable``, for the "I compel" effects of your top cards."""

    former = "compel"
    rule = (
        'Artifacts: an "I compel" effect reaches only opponents who show at least as many of its featured icon as you'
    )
    implied = frozenset({"icon-count"})
    idea = ("icon-count",)

    def featured(self, goal):
        icon = CARDS[goal["compelled"]].dogma_icon
        return (icon, -1) if icon else None  # a compel reaches those who show as many as you or more: fewer of yours

    def measure(self, goal, state, ctx):
        return _measure_reach(goal, state, ctx, 0)

    def clue(self, goal):
        icon = CARDS[goal["compelled"]].dogma_icon
        return f"Count the {plural(icon)} you and {goal['player']} show after each first action: fewer can be better."

    def ladders(self, state, me, specials=None):
        return _reaching(state, me, "compelled", lambda e: e.compel)

    def screen(self, ladders, specials=None):
        return _any(ladders)

    def words(self, goal, budget, owner=None):
        card, who = goal["compelled"], goal["player"]
        icon = CARDS[card].dogma_icon
        more = f" ({who} must show at least as many {plural(icon)} as you)" if icon else ""
        return f"Compel {who}", f"Put {who} within reach of the compel of your {card}{more} {_within(budget)}."


@kind(goals.Forecast)
class Forecast(Kind):
    """Echoes: the forecast's size is public, its cards are not."""

    rule = "Echoes: foreshadowing puts a card face down in your forecast, to be promoted after a later Meld"
    implied = frozenset({"forecast"})
    idea = ("forecast",)

    def measure(self, goal, state, ctx):
        n = len(state.player(ctx.solver).forecast)
        return _short(n, goal.forecast, f"you have {count(n, 'card')}", " in your forecast")

    def clue(self, goal):
        return "Look for the effects that foreshadow, your top cards' and the echo effects your piles show."

    def ladders(self, state, me, specials=None):
        if "echoes" not in state.expansions:
            return []
        n = len(me.forecast)
        return [[{"forecast": n + 2}, {"forecast": n + 1}]]

    def words(self, goal, budget, owner=None):
        n = goal["forecast"]
        return f"Forecast of {n}", f"Have {count(n, 'card')} in your forecast {_within(budget)}."


@kind(goals.Fountains)
class Fountains(Kind):
    """Cities: one fountain more than your board shows."""

    former = "fountain"
    rule = "Cities: a visible fountain counts as an achievement toward winning"
    implied = frozenset({"fountain"})
    idea = ("fountain",)

    def measure(self, goal, state, ctx):
        n = sum(x["kind"] == "fountain" for x in board_achievements(state, state.player(ctx.solver)))
        return _short(n, goal.fountains, f"you show {count(n, 'fountain')}")

    def clue(self, goal):
        return "Look at the fountains on the Cities you could bring to the top of a pile."

    def ladders(self, state, me, specials=None):
        if "cities" not in state.expansions:
            return []
        n = sum(x["kind"] == "fountain" for x in board_achievements(state, me))
        return [[{"fountains": n + 1}]]

    def words(self, goal, budget, owner=None):
        n = goal["fountains"]
        return count(n, "fountain"), f"Show {count(n, 'fountain')} on your board {_within(budget)}."


@kind(goals.CardIn)
class CardIn(Kind):
    """Artifacts: where a compel of yours reaches an opponent, each of their top cards taken to your board, score
    pile or hand, or sent back to the supply (``TAKE_ZONES``)."""

    former = "take"
    rule = (
        'Artifacts: an "I compel" effect reaches opponents who show at least as many of its featured icon as '
        "you, and can take their cards"
    )
    implied = frozenset({"transfer"})
    idea = ("compel", "transfer")

    def measure(self, goal, state, ctx):
        where = TAKEN_WORDS[goal.zone]
        if goal.holds(state, ctx):
            return 0, f"{goal.card} is {where}"
        return 1, f"{goal.card} is not {where}"

    def clue(self, goal):
        return f"Look at what your compel effects take, and from whom: {goal['card']} must end up there."

    def ladders(self, state, me, specials=None):
        # who a compel reaches, as the dogma itself would count it (the plan, made for the cards with a compel)
        reached = {
            n
            for c in me.top_cards()
            if any(e.compel for e in CARDS[c].effects_for(state.edition))
            for n in DogmaPlan(state, me, c).compelled
        }
        return [
            [{"card": c, "zone": z}]
            for q in _opponents(state, me)
            if q.name in reached
            for c in q.top_cards()
            for z in TAKE_ZONES
        ]

    def screen(self, ladders, specials=None):
        return _any(ladders)

    def owner(self, goal, scenario):
        # a top card of the start position: public, and on one opponent's board
        start = scenario.to_state()
        return next((q.name for q in start.players if goal["card"] in q.top_cards()), None)

    def words(self, goal, budget, owner=None):
        card, zone, w = goal["card"], goal["zone"], _within(budget)
        whose = f"{owner}'s top card {card}" if owner else f"the top card {card}"
        if zone == "supply":
            return f"Return {card}", f"Send {whose} back to the supply {w}."
        return f"Take {card}", f"Bring {whose} {TAKE_WORDS[zone]} {w}."


# The names specs and packs used before the kinds took their goals' names, and today's for each.
FORMER = {k.former: name for name, k in KINDS.items() if k.former}


def current(name: str) -> str:
    """A kind's name as it is today (a former name's current one; any other name as it is)."""
    return FORMER.get(name, name)


__all__ = ["FAR", "FORMER", "INCIDENTAL", "PLAIN", "KINDS", "NEAR", "TAKE_ZONES", "Kind", "current", "kind"]
