"""Shared by the checker and the solver: the answers a request allows (within what a search can visit), a
position's key (for transpositions), the guard against draws the scenario does not fix, and the moves of a line."""

from __future__ import annotations

from ..cards.data import CARDS
from ..engine.actions import Action, IllegalAction
from ..engine.moves import Move as EngineMove
from .errors import PuzzleError

WHOLE_PILE = 10**6  # DrawGuard.scan's count for a card taken from a supply pile other than by a draw
MAX_ANSWERS = 4096  # a request with more distinct answers than this is refused (see answers())


def answers(req) -> list:
    """Every distinct legal answer to ``req`` (``Request.answers``: card picks as sets, orders as permutations,
    one option for colour/player/value/choice, True/False for yes/no, and the decline when the request is
    optional), or PuzzleError when there are too many to search."""
    n = len(req.options)
    if req.kind == "cards":
        total = req.answer_count() - (1 if req.optional else 0)  # the picks; declining is one more
        if total > MAX_ANSWERS:
            raise PuzzleError(
                "scenario",
                f"{req.player} must choose {req.count_words()} of {n} ({req.prompt!r}): "
                f"{total} different answers is too many to search; give the puzzle "
                f"fewer cards there",
            )
    elif req.kind == "order" and n > 6:
        raise PuzzleError("scenario", f"{req.player} must order {n} cards ({req.prompt!r}): too many orders to search")
    return req.answers()


def canonical(kind: str | None, value):
    """A hashable form of an input for comparing lines: actions as text, card picks as sorted tuples."""
    if kind == "action":
        return ("action", str(Action.parse(value)))
    if isinstance(value, list):
        return ("answer", tuple(value) if kind == "order" else tuple(sorted(value)))
    return ("answer", value)


def canonical_line(moves) -> tuple:
    return tuple(canonical(m.kind if m.kind == "action" else m.request_kind, m.value) for m in moves)


def state_key(s) -> tuple:
    """A position between actions as a hashable key. Hands, score piles and achievements are sets (their order
    changes nothing); supply piles and board piles keep their order."""
    players = tuple(
        (
            tuple(sorted(p.hand)),
            tuple(sorted(p.score)),
            tuple(sorted(p.achievements)),
            tuple((tuple(q.cards), q.splay) for q in p.board),
            p.tucked,
            p.scored,
            p.display,
            tuple(sorted(p.forecast)),
            p.lost,
        )
        for p in s.players
    )
    r = s.result
    return (
        s.current,
        s.actions_left,
        tuple(s.upcoming),
        players,
        tuple(tuple(a) for card_set in ("base",) + tuple(s.expansions) for a in s.supplies[card_set]),
        tuple(sorted(s.achievements)),
        tuple(s.specials),
        tuple(sorted(s.removed)),
        tuple(sorted(s.relics)),
        s.free_action,
        s.endorsed,
        None if r is None else (r.winners, r.draw),
    )


class DrawGuard:
    """Raises PuzzleError when a line draws a card whose place the scenario leaves to the shuffle."""

    def __init__(self, puzzle):
        self.puzzle = puzzle
        self.undetermined = puzzle.undetermined()

    def scan(self, game, start: int, path=None, taken: dict | None = None) -> int:
        """Check the events of ``game`` from index ``start``; ``path``: the inputs played so far (for the
        message; default: the game's own history). Returns the index to scan from next time. ``taken``: a dict
        to count in, per supply pile, the cards taken from it (a draw takes the top card; any other way of taking
        a card from a supply pile counts as reaching the whole pile)."""
        und = self.undetermined
        events = game.events
        for i in range(start, len(events)):
            e = events[i]
            # a draw, a dig, a foreshadow, or any card taken from a supply pile (an Echoes achievement...)
            source = e.source
            if e.cards and getattr(source, "kind", None) == "supply":
                if e.cards[0] in und:
                    self._fail(game, e, path)
                if taken is not None:
                    taken[source] = taken.get(source, 0) + 1 if e.kind == "draw" else WHOLE_PILE
        return len(events)

    def _fail(self, game, e, path=None):
        age = (e.data or {}).get("age") or CARDS[e.cards[0]].age
        card_set = CARDS[e.cards[0]].set
        tops = self.puzzle.fixed_tops(age, card_set)
        named = "" if card_set == "base" else f"{card_set.capitalize()} "  # another set's pile is named
        n = sum(
            1
            for x in game.events[: e.index + 1]
            if x.kind in ("draw", "dig", "foreshadow")
            and x.cards
            and CARDS[x.cards[0]].age == age
            and CARDS[x.cards[0]].set == card_set
        )
        if path is not None:
            inputs = list(path)
        else:
            try:
                inputs = [v for _, v in game.to_dict()["inputs"]]
            except Exception:  # a game without history
                inputs = []
        line = ", ".join(str(v) if isinstance(v, (str, Action)) else repr(v) for v in inputs) or "the start"
        fixed = f"fixes {len(tops)} ({', '.join(tops)})" if tops else "fixes none"
        raise PuzzleError(
            f"scenario.supply.{age}",
            f"the budget reaches a draw the scenario does not fix: {e.player} draws the {_nth(n)} {named}card of age "
            f"{age}, but the scenario {fixed} and shuffles the rest (line: {line}). List more {named}age-{age} "
            f"cards as supply tops, or place every {named}card of age {age}",
            age=age,
        )


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


class Move:
    """One input of a line: an engine :class:`~innovation_nb.engine.moves.Move` (``move``: an action or an answer,
    by ``player``), with the question it answers (``prompt``, ``request_kind``); ``scripted`` when it comes from
    the puzzle's script (another player's turn), not from the solution. ``value`` is the entry of the line (an
    action's text, or the answer as ``Game.answer`` takes it)."""

    __slots__ = ("move", "prompt", "request_kind", "scripted")

    def __init__(self, player, kind, value, prompt="", request_kind=None, scripted=False):
        self.move = EngineMove(player, kind, value)
        self.prompt = prompt
        self.request_kind = request_kind
        self.scripted = scripted

    @property
    def player(self):
        return self.move.player

    @property
    def kind(self) -> str:
        return self.move.kind  # "action" or "answer"

    @property
    def value(self):
        return self.move.input

    def __repr__(self) -> str:
        return f"<Move {self}>"

    def __str__(self) -> str:
        tag = " (script)" if self.scripted else ""
        words = self.move.words(request_kind=self.request_kind)
        if self.kind == "action":
            return f"{self.player}: {words}{tag}"
        return f"{self.player} answers {words}{tag}" + (f" — {self.prompt}" if self.prompt else "")


class Branch:
    """An adversarial decision inside a solution: for each answer ``player`` may give, the rest of the solution."""

    __slots__ = ("player", "prompt", "options")

    def __init__(self, player, prompt, options):
        self.player = player
        self.prompt = prompt
        self.options = options  # [(answer, [steps...]), ...]

    def __repr__(self) -> str:
        return f"<Branch {self.player}: {len(self.options)} answers>"


def parse_action(entry):
    try:
        return Action.parse(entry)
    except IllegalAction:
        return None
