"""The three ways a game ends — achievements, drawing beyond 10 (score), a dogma win — each able to happen
inside any primitive. Ending records the Result and yields the ``end`` event; the game then stops resolving."""

from __future__ import annotations

from . import hooks
from .state import Result
from .text import Text, names, second_person, verb, who


class GameEnded(BaseException):
    """Unwinds every resolving generator once the end of the game is recorded (nothing runs after it)."""


def achievements_needed(state) -> int:
    """6 with two players, 5 with three, 4 with four; a team counts as two players; one more per expansion in
    play (never fewer than 4); optionally one more. A position may set its own number
    (``state.achievements_needed``), which then stands as it is."""
    if state.achievements_needed is not None:
        return state.achievements_needed
    if state.team_game:
        need = 6
    else:
        need = {2: 6, 3: 5, 4: 4}.get(len(state.players), 4)
    need = max(4, need + len(state.expansions))
    return need + (1 if state.extra_achievement else 0)


def side(state, p) -> list:
    """``p`` and any teammate, in seat order."""
    return [q for q in state.players if state.teammates(p, q)]


def sides(state) -> list[list]:
    """The sides still in the game (a player, or a team), in seat order."""
    seen: set[int] = set()
    out: list[list] = []
    for p in state.players_in_game:
        if p.index not in seen:
            team = side(state, p)
            seen.update(q.index for q in team)
            out.append(team)
    return out


def achievement_count(state, p) -> int:
    """The achievements that count toward winning, of ``p``'s side: the claimed ones, and those the boards show
    now (the ``achievements`` hook: Cities' flags and fountains)."""
    if state.expansions:
        shown = hooks.in_play(state).achievements
        if shown:
            return sum(len(q.achievements) + sum(count(state, q) for count in shown) for q in side(state, p))
    return sum(len(q.achievements) for q in side(state, p))


def claimed_count(state, p) -> int:
    """The achievement cards and specials ``p``'s side holds (what card effects count: never flags or fountains)."""
    return sum(len(q.achievements) for q in side(state, p))


def _finish(g, winners, reason, detail, draw=False):
    s = g.state
    result = Result(
        [w.name for w in winners],
        reason,
        str(detail),
        {p.name: p.score_total for p in s.players},
        {p.name: len(p.achievements) for p in s.players},
        draw=draw,
    )
    yield g._event(
        "end",
        winners[0].name if winners else None,
        (),
        None,
        None,
        {"reason": reason, "winners": [w.name for w in winners], "text": Text("The game ends: ", *_parts(detail))},
    )
    s.result = result
    s.phase = "over"
    raise GameEnded


def check_achievement_win(g, p):
    s = g.state
    if s.result is None and achievement_count(s, p) >= achievements_needed(s):
        team = side(s, p)
        yield from _finish(
            g,
            team,
            "achievements",
            Text(
                *_subject(team, "has"),
                f" {achievement_count(s, p)} achievements ({achievements_needed(s)} needed) and ",
                *_verb(team, "wins"),
            ),
        )


def end_by_score(g, why: str):
    """Highest score wins (teams add their scores); then most achievements; otherwise a draw."""
    s = g.state
    if s.result is not None:
        return
    rows = [(sum(q.score_total for q in t), achievement_count(s, t[0]), t) for t in sides(s)]
    best = max(r[0] for r in rows)
    top = [r for r in rows if r[0] == best]
    if len(top) > 1:
        most = max(r[1] for r in top)
        top = [r for r in top if r[1] == most]
    winners = [q for r in top for q in r[2]]
    who_won = names(q.name for q in winners)
    if len(top) == 1:
        tie = len([r for r in rows if r[0] == best]) > 1
        detail = Text(
            *_parts(why),
            ". Highest score: ",
            *who_won,
            f" with {top[0][0]}",
            f" (tied on score, more achievements: {top[0][1]})" if tie else "",
        )
    else:
        detail = Text(*_parts(why), ". ", *who_won, f" tie on score ({best}) and achievements ({top[0][1]}): a draw")
    yield from _finish(g, winners, "score", detail, draw=len(top) > 1)


def win(g, p, why: str):
    """A dogma awards the game to ``p`` (and any teammate)."""
    s = g.state
    if s.result is not None:
        return
    team = side(s, p)
    yield from _finish(g, team, "dogma", Text(*_subject(team, "wins"), ": ", *_parts(why)))


def lose(g, p, why):
    """``p`` loses (in the team game with their teammate) and leaves the game: no more turns, never affected,
    never compared. When a single side is left, it wins at once."""
    s = g.state
    if s.result is not None or p.lost:
        return
    team = side(s, p)
    yield g._event(
        "lose",
        p.name,
        (),
        None,
        None,
        {
            "players": [q.name for q in team],
            "text": Text(*_subject(team, "loses"), " and ", *_verb(team, "leaves"), " the game: ", *_parts(why)),
        },
    )
    for q in team:
        q.lost = True
    left = sides(s)
    if len(left) == 1:
        yield from _finish(
            g, left[0], "dogma", Text(*_subject(left[0], "is"), " the last in the game and ", *_verb(left[0], "wins"))
        )


def _parts(text) -> tuple:
    return text.parts if isinstance(text, Text) else (str(text),)


def _subject(team, verb3: str) -> tuple:
    """ "Alice wins", "you win", "Alice and Cat win": text parts for a side as the subject of ``verb3``."""
    if len(team) == 1:
        return (who(team[0].name, verb3),)
    return (*names(q.name for q in team), " " + second_person(verb3))


def _verb(team, verb3: str) -> tuple:
    """The verb alone, agreeing with the side named before it."""
    if len(team) == 1:
        return (verb(team[0].name, verb3),)
    return (second_person(verb3),)


def single_most(values: dict) -> object | None:
    """The player (key of ``values``, each player's count of X) with strictly the most X, or None on a tie. A
    dogma letting "the single player with the most X" win awards it only without a tie for X; on a tie the effect
    is ignored and the game goes on (online guide, "By dogma"). Every player counts alone, teammates too (a tie
    between partners is a tie); the win itself is the winner's team's (``win``)."""
    return _single(values, max)


def single_least(values: dict) -> object | None:
    """The player with strictly the least X, or None on a tie (as ``single_most``)."""
    return _single(values, min)


def _single(values: dict, pick) -> object | None:
    if not values:
        return None
    best = pick(values.values())
    keys = [k for k, v in values.items() if v == best]
    return keys[0] if len(keys) == 1 else None
