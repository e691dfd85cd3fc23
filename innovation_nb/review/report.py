"""``Review``: the judged moves of one player, the summary (accuracy, counts per class, the win-chance curve,
the moments that mattered most), as plain data (``to_dict``, for widgets), a table (``to_frame``), text and HTML
(a table and an SVG curve drawn here, so a notebook shows it without a widget)."""

from __future__ import annotations

from html import escape

from ..engine.text import count
from .classes import BAD, CLASSES, COLOURS, accuracy
from .played import Decision, before
from .verdicts import HINDSIGHT, coach_prefers, you_played

FORMAT = "innovation_nb/review"
VERSION = 1
KEY_MOMENTS = 3


class Move:
    """One judged decision of the reviewed player. ``number``: its place among the judged moves; ``input`` and
    ``event``: where it is in the game (``Game.rewind(event)`` returns to the moment before it); ``played`` and
    ``best``: the moves in words; ``best_move``: the coach's move as the game takes it; ``played_chance`` and
    ``best_chance`` (0 to 1) with their 95% intervals; ``loss`` in percentage points with ``loss_interval``;
    ``klass`` (``"class"`` in ``to_dict``): best, good, inaccuracy, mistake, blunder or too close to call;
    ``explanation``: why, in words."""

    def __init__(self, number: int, data: dict):
        self.number = number
        self.data = data

    def __getattr__(self, name):
        try:
            return self.__dict__["data"]["class" if name == "klass" else name]
        except KeyError:
            raise AttributeError(name) from None

    def to_dict(self) -> dict:
        return {"number": self.number, **self.data}

    def __repr__(self) -> str:
        return (
            f"<Move {self.number} (turn {self.turn}): {self.played}, coach {self.best}, "
            f"{self.loss:.1f} points, {self.klass}>"
        )


class Review:
    """A review of ``player``'s decisions in a game. ``moves``: the judged ones, in order; ``forced``: decisions
    with one legal move, and ``trivial``: decisions with nothing at stake (both skipped); ``unjudged``: positions the
    search could not take, with why; ``complete``: False if the review was stopped early; ``seed``,
    ``simulations`` / ``seconds`` (the effort per position, at most), ``hindsight``."""

    def __init__(
        self,
        game,
        player: str,
        decisions: list[Decision],
        results: list[dict],
        *,
        seed: int,
        simulations,
        seconds,
        hindsight: bool,
        complete: bool,
    ):
        self._game = game
        self.player = player
        self.decisions = len(decisions)
        self.seed = seed
        self.simulations = simulations
        self.seconds = seconds
        self.hindsight = hindsight
        self.complete = complete
        self._decision = {d.input: d for d in decisions}
        judged = [r for r in results if "class" in r]
        self.moves = [Move(k, r) for k, r in enumerate(judged)]
        self.forced = sum(1 for r in results if r.get("forced"))
        self.trivial = sum(1 for r in results if r.get("trivial"))
        self.unjudged = [
            {"input": r["input"], "event": r["event"], "turn": r["turn"], "why": r["error"]}
            for r in results
            if "error" in r
        ]

    # -- the summary -----------------------------------------------------------------------------------------
    @property
    def accuracy(self) -> float | None:
        """0 to 100: the mean over the judged moves of the accuracy of each (100 for the coach's move, falling
        with the percentage points given away: see ``classes.move_accuracy``); None without any judged move."""
        return accuracy(m.loss for m in self.moves)

    @property
    def counts(self) -> dict[str, int]:
        counts = {c: 0 for c in CLASSES}
        for m in self.moves:
            counts[m.klass] += 1
        return counts

    @property
    def curve(self) -> list[dict]:
        """The estimated chance to win of the move played, at each judged decision, with its interval."""
        return [
            {
                "number": m.number,
                "input": m.input,
                "event": m.event,
                "turn": m.turn,
                "chance": m.played_chance,
                "low": m.played_interval[0],
                "high": m.played_interval[1],
                "class": m.klass,
            }
            for m in self.moves
        ]

    @property
    def key_moments(self) -> list[Move]:
        """The moments that mattered most: the (up to) three moves that surely gave away the most (by the low end
        of the loss's interval, then the loss), among those that surely gave away something (the interval of their
        loss above 0)."""
        lost = [m for m in self.moves if not m.same and m.loss_interval[0] > 0]
        lost.sort(key=lambda m: (-m.loss_interval[0], -m.loss, m.number))
        return sorted(lost[:KEY_MOMENTS], key=lambda m: m.number)

    def position(self, move):
        """The game as it stood just before ``move`` (a Move or its number): a copy, at that moment."""
        m = self.moves[move.number if isinstance(move, Move) else move]
        return before(self._game, self._decision[m.input])

    def move_played(self, move):
        """The move played at ``move`` (a Move or its number) as the game took it: an engine ``Move``."""
        m = self.moves[move.number if isinstance(move, Move) else move]
        return self._decision[m.input].move

    # -- plain data ------------------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Plain JSON data: the settings, every judged move, the curve and the summary."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "player": self.player,
            "seed": self.seed,
            "simulations": self.simulations,
            "seconds": self.seconds,
            "hindsight": self.hindsight,
            "complete": self.complete,
            "decisions": self.decisions,
            "forced": self.forced,
            "trivial": self.trivial,
            "unjudged": self.unjudged,
            "moves": [m.to_dict() for m in self.moves],
            "curve": self.curve,
            "summary": {
                "accuracy": self.accuracy,
                "counts": self.counts,
                "key_moments": [m.number for m in self.key_moments],
                "text": self.summary(),
            },
        }

    def to_frame(self):
        """A pandas table: one row per judged move."""
        import pandas as pd

        return pd.DataFrame(
            [
                {
                    "turn": m.turn,
                    "played": m.played,
                    "best": m.best,
                    "chance": m.played_chance,
                    "best_chance": m.best_chance,
                    "loss": m.loss,
                    "loss_low": m.loss_interval[0],
                    "loss_high": m.loss_interval[1],
                    "class": m.klass,
                    "explanation": m.explanation,
                }
                for m in self.moves
            ]
        )

    # -- words -----------------------------------------------------------------------------------------------
    def summary(self) -> str:
        """The review in a few sentences, for the reviewed player."""
        lead = HINDSIGHT if self.hindsight else "Judged from what you could see at each decision: "
        parts = [f"{lead}{len(self.moves)} of your {count(self.decisions, 'decision')} reviewed"]
        skipped = []
        if self.forced:
            skipped.append(f"{self.forced} had a single legal move")
        if self.trivial:
            skipped.append(f"{self.trivial} had nothing at stake")
        if skipped:
            parts[0] += f" ({'; '.join(skipped)})"
        if self.unjudged:
            parts[0] += f"; {len(self.unjudged)} could not be searched"
        if not self.complete:
            parts[0] += "; the review was stopped before the end"
        parts[0] += "."
        if self.moves:
            counts = self.counts
            parts.append(f"Accuracy {self.accuracy:.0f}. " + ", ".join(f"{c}: {counts[c]}" for c in CLASSES) + ".")
            bad = sum(counts[c] for c in BAD)
            if bad:
                parts.append(f"{count(bad, 'move')} surely gave away 10 percentage points or more.")
            for m in self.key_moments:
                parts.append(
                    f"Turn {m.turn}: {you_played(m.played, m.kind)}, {coach_prefers(m.best, m.kind)} "
                    f"({count(round(m.loss), 'point')}, {m.klass})."
                )
        return " ".join(parts)

    def __str__(self) -> str:
        lines = [f"Review of {self.player}'s game", self.summary(), ""]
        for m in self.moves:
            mark = "" if m.same else f" — coach: {m.best}"
            lines.append(f"{m.number + 1:>3}. turn {m.turn:>3}  {m.played}{mark}  {m.played_chance:.0%}  {m.klass}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (
            f"<Review of {self.player}: {len(self.moves)} moves, accuracy "
            f"{'—' if self.accuracy is None else f'{self.accuracy:.0f}'}"
            f"{', with hindsight' if self.hindsight else ''}{'' if self.complete else ', incomplete'}>"
        )

    def _repr_html_(self) -> str:
        counts = self.counts
        badges = " ".join(
            f"<span style='color:{COLOURS[c]};font-weight:bold'>{escape(c)}: {counts[c]}</span>" for c in CLASSES
        )
        keys = "".join(
            f"<li><b>Turn {m.turn}</b> ({escape(m.klass)}): {escape(m.explanation)}</li>" for m in self.key_moments
        )
        rows = "".join(
            f"<tr title='{escape(m.explanation, quote=True)}'><td>{m.number + 1}</td><td>{m.turn}</td>"
            f"<td>{escape(m.played)}</td><td>{'' if m.same else escape(m.best)}</td>"
            f"<td>{m.played_chance:.0%}</td><td>{'' if m.same else f'{m.loss:.1f} ({m.loss_interval[0]:.1f}–{m.loss_interval[1]:.1f})'}</td>"  # noqa: E501
            f"<td style='color:{COLOURS[m.klass]};font-weight:bold'>{escape(m.klass)}</td></tr>"
            for m in self.moves
        )
        return (
            f"<div class='inb-review'><p><b>Review of {escape(self.player)}</b>. {escape(self.summary())}</p>"
            f"<p>{badges}</p>{curve_svg(self.curve)}"
            + (f"<p>The moments that mattered most:</p><ul>{keys}</ul>" if keys else "")
            + "<table><tr><th>#</th><th>turn</th><th>you played</th><th>coach's move</th><th>your chance</th>"
            "<th>loss (points, 95%)</th><th>class</th></tr>" + rows + "</table></div>"
        )


def curve_svg(curve: list[dict], width: int = 640, height: int = 180) -> str:
    """The chance to win of each move played, as an inline SVG: a line over the decisions, a dot per move in
    its class's colour, the 50% line dashed."""
    pad = 28
    w, h = width - 2 * pad, height - 2 * pad
    n = len(curve)

    def x(i):
        return pad + (w * i / (n - 1) if n > 1 else w / 2)

    def y(v):
        return pad + h * (1 - v)

    points = " ".join(f"{x(i):.1f},{y(p['chance']):.1f}" for i, p in enumerate(curve))
    dots = "".join(
        f"<circle cx='{x(i):.1f}' cy='{y(p['chance']):.1f}' r='3.5' fill='{COLOURS[p['class']]}'>"
        f"<title>turn {p['turn']}: {p['chance']:.0%} ({escape(p['class'])})</title></circle>"
        for i, p in enumerate(curve)
    )
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' role='img' "
        f"aria-label='your chance to win over the game' style='font:11px sans-serif'>"
        f"<line x1='{pad}' y1='{y(0.5):.1f}' x2='{pad + w}' y2='{y(0.5):.1f}' stroke='#999' "
        f"stroke-dasharray='4 3'/>"
        f"<line x1='{pad}' y1='{pad}' x2='{pad}' y2='{pad + h}' stroke='#999'/>"
        f"<text x='2' y='{pad + 4}'>100%</text><text x='6' y='{y(0.5) + 4:.1f}'>50%</text>"
        f"<text x='14' y='{pad + h + 4}'>0%</text>"
        f"<text x='{pad}' y='{height - 6}'>your decisions, first to last</text>"
        + (f"<polyline points='{points}' fill='none' stroke='currentColor' stroke-width='1.5'/>" if n > 1 else "")
        + dots
        + "</svg>"
    )


class Reviews:
    """Several players' reviews of one game, side by side (``review(game, [names])``): ``reviews`` in the order
    asked, ``of(name)`` one of them; ``curve`` every judged decision of any of them, in the game's order, with each
    point's chance to win seen from the first player's side (in a 2-player game, or between teams, a point of the
    other side is 1 minus its player's chance); ``accuracy`` each player's."""

    def __init__(self, reviews: list[Review]):
        self.reviews = list(reviews)

    def of(self, name: str) -> Review:
        for r in self.reviews:
            if r.player == name:
                return r
        raise KeyError(name)

    @property
    def players(self) -> list[str]:
        return [r.player for r in self.reviews]

    @property
    def accuracy(self) -> dict[str, float | None]:
        return {r.player: r.accuracy for r in self.reviews}

    @property
    def complete(self) -> bool:
        return all(r.complete for r in self.reviews)

    @property
    def curve(self) -> list[dict]:
        """Every judged decision of the players reviewed, in the game's order: ``player``, its own ``chance``
        (``low``, ``high``), and ``side``: the chance of the first player's side (1 minus the other side's, where
        there are two sides), with its interval ``side_low``, ``side_high`` (None where there are more sides)."""
        first = self.reviews[0]
        game = first._game
        s = game.state
        me = s.player(first.player)
        two_sides = len({tuple(sorted(q.name for q in s.players if s.teammates(p, q))) for p in s.players}) == 2
        points = []
        for r in self.reviews:
            mine = s.teammates(me, s.player(r.player))
            for p in r.curve:
                if mine:
                    side, low, high = p["chance"], p["low"], p["high"]
                elif two_sides:
                    side, low, high = 1 - p["chance"], 1 - p["high"], 1 - p["low"]
                else:
                    side = low = high = None
                points.append({**p, "player": r.player, "side": side, "side_low": low, "side_high": high})
        return sorted(points, key=lambda p: p["input"])

    def summary(self) -> str:
        return " ".join(f"{r.player}: {r.summary()}" for r in self.reviews)

    def to_dict(self) -> dict:
        return {"reviews": [r.to_dict() for r in self.reviews], "curve": self.curve}

    def __repr__(self) -> str:
        return "<Reviews " + ", ".join(repr(r) for r in self.reviews) + ">"


__all__ = ["Move", "Review", "Reviews", "curve_svg"]
