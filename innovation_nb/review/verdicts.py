"""A reviewed move in words, for the reviewed player ("you"), other players by name.

Built from the coach's vocabulary (``coach.reasons``: what the move is — who shares, who is vulnerable, the free
draw, achievements, score — and what it did over the simulations) and from the comparison of your move with the
coach's on the same deals (what differed: the free draw, achievements, score, icons gained, piles splayed).
Every card is named through the engine's texts for the reviewed player: a card they could not see at that moment
is named by its age only; cards met in the simulations are never named (they are guesses).
"""

from __future__ import annotations

from ..cards.data import ICONS
from ..coach.reasons import NOTABLE, OFTEN, explanation, pct
from ..engine import moves
from ..engine.decisions import DECLINED
from ..engine.moves import Move
from ..engine.text import Reader, Text, count, icon, number, signed, who, whose
from ..engine.visibility import who_sees
from .classes import BEST, BLUNDER, GOOD, INACCURACY, MISS, MISTAKE, TOO_CLOSE

HINDSIGHT = "With hindsight (every hidden card shown): "

VERDICTS = {
    BLUNDER: "A blunder: it gave away at least 20 percentage points of chance to win",
    MISTAKE: "A mistake: it gave away at least 10 percentage points of chance to win",
    INACCURACY: "An inaccuracy: it gave away at least 5 percentage points of chance to win",
    GOOD: "Good: surely less than 5 percentage points below the coach's choice",
    BEST: "Best: as good as the coach's choice (surely less than 2 percentage points below it)",
    MISS: "A miss: you had a sure win this turn, and this move let it go",
    TOO_CLOSE: "Too close to call: the simulations cannot tell how much it cost, if anything",
}


def reader(viewer: str) -> Reader:
    return Reader(viewer, you=viewer)


def move_parts(game, move: Move) -> list:
    """A move as text parts (``Move.words``): ``meld Archery (1)``, ``achieve 3``, ``draw``, or an answer
    (``Oars (1), Tools (1)``, ``yes``, ``nothing (declined)``); a card is named only to those who may see it at
    that moment."""
    return list(moves.move_parts(move, seen=lambda title: who_sees(game, title)))


def words(game, viewer: str, parts) -> str:
    return Text(*parts).render(reader(viewer))


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]


def you_played(move: str, kind: str) -> str:
    """What you did, from the move in words (``move_parts``): "you played meld Oars (1)" for an action; for an
    answer "you declined", "you answered yes", "you chose Oars (1)"."""
    if kind == "action":
        return f"you played {move}"
    if move == DECLINED:
        return "you declined"
    return f"you answered {move}" if move in ("yes", "no") else f"you chose {move}"


def coach_prefers(move: str, kind: str) -> str:
    """What the coach would do instead: "the coach prefers meld Oars (1)", "the coach prefers to decline", "the
    coach prefers to answer no", "the coach prefers Oars (1)"."""
    if kind == "answer" and move == DECLINED:
        return "the coach prefers to decline"
    if kind == "answer" and move in ("yes", "no"):
        return f"the coach prefers to answer {move}"
    return f"the coach prefers {move}"


def same_text(game, viewer: str, best, hindsight: bool) -> str:
    """Your move was the coach's first choice: the coach's own explanation of it."""
    move = words(game, viewer, move_parts(game, best.move))
    text = f"{_sentence(you_played(move, best.kind))}, the coach's choice too. " + explanation(game, viewer, best, None)
    return (HINDSIGHT + text) if hindsight else text


def same_turn_text(game, viewer: str, best, played, hindsight: bool) -> str:
    """Your turn was the coach's in another order: the same position at its end."""
    coach = words(game, viewer, move_parts(game, best.move))
    mine = words(game, viewer, move_parts(game, played.move))
    text = (
        f"The same turn as the coach's, in another order: you played {mine} first and {coach} next; the coach "
        f"would play {coach} first, and both orders reach the same position. " + explanation(game, viewer, best, None)
    )
    return (HINDSIGHT + text) if hindsight else text


def compared_text(game, viewer: str, comparison, verdict: str, hindsight: bool) -> str:
    """Your move against the coach's: the verdict, the difference with its interval, what differed, then what
    each move does."""
    b, p = comparison.best, comparison.played
    best = words(game, viewer, move_parts(game, b.move))
    mine = words(game, viewer, move_parts(game, p.move))
    loss = 100 * comparison.loss
    lo, hi = (100 * x for x in comparison.loss_interval)
    where = (
        f"in the same {count(comparison.pairs, 'playout')} from the true position"
        if hindsight
        else f"on the same {count(comparison.pairs, 'deal')} of the cards you could not see"
    )
    if loss >= 0:
        how = f"it keeps an estimated {_pp(loss)} more chance to win"
    elif hi < 0:  # surely better on these deals: the coach's search picked its move on others
        how = f"it did {_pp(-loss)} worse here than yours"
    else:
        how = f"it did {_pp(-loss)} worse here, within the noise of the simulations"
    sentences = [
        VERDICTS[verdict] + ".",
        f"{_sentence(you_played(mine, p.move.kind))}; {coach_prefers(best, b.move.kind)}: {where}, {how} (95% interval "
        f"{number(lo)} to {number(hi)} points; chance to win {pct(b.mean)} against your {pct(p.mean)}).",
    ]
    diff = differences(game, viewer, comparison)
    if diff:
        sentences.append("With the coach's move against yours: " + "; ".join(diff) + ".")
    sentences.append(f"The coach's move — {explanation(game, viewer, b.facts, None)}")
    sentences.append(f"Your move — {explanation(game, viewer, p.facts, None)}")
    text = " ".join(sentences)
    return (HINDSIGHT + text) if hindsight else text


def _pp(x: float) -> str:
    return count(x, "percentage point")


def differences(game, viewer: str, comparison) -> list[str]:
    """What the two moves did differently by the end of their action, on average over the same deals (only
    what differs notably)."""
    b, p = comparison.best, comparison.played
    ob, op = b.facts.outcome, p.facts.outcome
    r = reader(viewer)
    out: list[str] = []

    def said(parts) -> str:  # within a sentence: "you gain", not "You gain"
        text = Text(*parts).render(r)
        return "you" + text[3:] if text.startswith("You") else text

    def share(parts, x: float, y: float) -> None:
        if abs(x - y) >= OFTEN:
            out.append(said(parts) + f" in {pct(x)} of the simulations against {pct(y)}")

    def change(parts, x: float, y: float) -> None:  # an average change, signed: "by +1.5 ... against −0.7"
        if abs(x - y) >= NOTABLE:
            out.append(said(parts) + f" by {signed(x)} on average against {signed(y)}")

    share([who(viewer, "wins"), " at once"], ob.share(ob.won), op.share(op.won))
    share([who(viewer, "wins"), " within the next few actions"], ob.share(ob.won_soon), op.share(op.won_soon))
    share(["an opponent wins within the next few actions"], ob.share(ob.lost_soon), op.share(op.lost_soon))
    share([who(viewer, "gets"), " the free draw"], ob.share(ob.bonus), op.share(op.bonus))
    share(
        [who(viewer, "claims"), " an achievement"],
        min(1.0, ob.mean("achievements", viewer)),
        min(1.0, op.mean("achievements", viewer)),
    )
    change([whose(viewer), " score changes"], ob.mean("score", viewer), op.mean("score", viewer))
    for name in ICONS:
        plural = Text(icon(name, 2)).render(r).split(" ", 1)[1]  # "leaves", in the reader's words
        change([whose(viewer), f" {plural} change"], b.icon_gain(name), p.icon_gain(name))
    for key in sorted(set(b.splays) | set(p.splays)):
        colour, direction = key
        share([who(viewer, "splays"), f" your {colour} pile {direction}"], b.splay_share(key), p.splay_share(key))
    s = game.state
    me = s.player(viewer)
    for other in s.players:
        if other.name == viewer or s.teammates(me, other):
            continue
        change([whose(other.name), " score changes"], ob.mean("score", other.name), op.mean("score", other.name))
        share(
            [who(other.name, "claims"), " an achievement"],
            min(1.0, ob.mean("achievements", other.name)),
            min(1.0, op.mean("achievements", other.name)),
        )
        change([whose(other.name), " board changes"], ob.mean("board", other.name), op.mean("board", other.name))
    return out


__all__ = [
    "HINDSIGHT",
    "VERDICTS",
    "coach_prefers",
    "compared_text",
    "differences",
    "move_parts",
    "same_text",
    "words",
    "you_played",
]
