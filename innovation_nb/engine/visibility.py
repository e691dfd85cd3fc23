"""Who may know which card, now: boards, displays and the relic area are public (so is an achieved relic); a hand,
a score pile or a forecast is known to its owner; a card revealed during the current action is known to everyone;
the supply and the standard achievements to nobody.

``zone_seen`` is the rule for a zone (who may know a card from where it lies alone): the events (cards moving
between zones), ``who_sees`` (a card, now), the viewer's projection (``engine/view.py``) and the coach's
determinizations all take it from here. A zone added later is face up (``FACE_UP``), its owner's
(``OWNED``), or hidden from everyone (any other kind), and is listed in ``zones``.

A hidden card shows its ``back`` (its set and age); ``observation`` is everything a player observes of a game, as
a value to compare: the coach's determinizations, a review's replays and the puzzles' re-deals of what the solver
cannot see (``scenario/redeal.py``, ``puzzles/soundness.py``) keep it, or tell games apart by it."""

from __future__ import annotations

from ..cards.data import CARDS

# Zone kinds whose cards everyone sees ("specials": the special achievements, named on their tiles).
FACE_UP = frozenset({"board", "display", "relics", "specials"})
# Zone kinds whose cards only their owner sees.
OWNED = frozenset({"hand", "score", "forecast"})


def zone_seen(kind, owner, card: str | None = None) -> tuple | None:
    """Who may know a card from the zone it lies in alone: None for everyone (a face-up zone; an achieved relic,
    achieved face up), ``(owner's name,)`` for a hand, a score pile or a forecast, ``()`` for nobody (a standard
    achievement, even its owner's; the supply; removed cards)."""
    if kind in FACE_UP:
        return None
    if kind in OWNED:
        return (owner.name,)
    if kind == "achievements" and card is not None and CARDS[card].relic:
        return None
    return ()


def back(card: str) -> tuple[str, int, bool]:
    """What a face-down card shows: its set and its age; and whether it is a relic (a relic never goes to a supply
    pile, so a hidden relic can only be swapped with another relic of the same back)."""
    c = CARDS[card]
    return (c.set, c.age, c.relic)


def zones(state):
    """Every zone of the position as ``(kind, owner, cards)``, in a fixed order. ``cards`` is the state's own list
    (mutable in place). Boards are flattened pile by pile; the display is a one-card list made on the fly (to
    change it, set ``owner.display``). Expansions with zones of their own add them here."""
    for p in state.players:
        yield "hand", p, p.hand
        yield "score", p, p.score
        yield "achievements", p, p.achievements
        for pile in p.board:
            yield "board", p, pile.cards
        yield "forecast", p, p.forecast
        if p.display is not None:
            yield "display", p, [p.display]
    for card_set in ("base",) + tuple(state.expansions):
        for pile in state.supplies[card_set]:
            yield "supply", None, pile
    yield "available", None, state.achievements
    yield "removed", None, state.removed
    yield "relics", None, state.relics


def location(state, card: str):
    """``(kind, player)`` of where ``card`` is among the players' zones (kind: hand, score, board, display,
    forecast, achievements), ``("relics", None)`` in the relic area, or ``(None, None)`` when it is elsewhere
    (supply, available achievements, removed)."""
    for p in state.players:
        if card in p.hand:
            return "hand", p
        if card in p.score:
            return "score", p
        if card in p.board[CARDS[card].color_index].cards:
            return "board", p
        if card == p.display:
            return "display", p
        if card in p.forecast:
            return "forecast", p
        if card in p.achievements:
            return "achievements", p
    if card in state.relics:
        return "relics", None
    return None, None


def revealed(g) -> set:
    """Cards revealed since the current action began."""
    return {c for ev in g.events[g._action_start :] if ev.kind == "reveal" for c in ev.cards}


def who_sees(g, card: str) -> tuple | None:
    """None if everyone may know ``card`` now, else the names who may (possibly none)."""
    kind, owner = location(g.state, card)
    seen = zone_seen(kind, owner, card)
    if seen is None or (card in CARDS and card in revealed(g)):
        return None
    return seen


def can_see(g, name: str, card: str) -> bool:
    p = g.state.player(name)
    if card in p.hand or card in p.score or card in p.forecast:
        return True
    info = CARDS.get(card)
    if info is not None:  # boards are public (looked at first: most cards offered are on boards)
        for q in g.state.players:
            if card in q.board[info.color_index].cards:
                return True
    seen = who_sees(g, card)
    return seen is None or name in seen


def seen_of_all(g, cards, chooser: str | None = None) -> tuple | None:
    """Who may know every one of ``cards`` (the chooser of a decision always knows what they chose)."""
    result = None
    for c in cards:
        if c not in CARDS:
            continue
        s = who_sees(g, c)
        if s is None:
            continue
        result = set(s) if result is None else result & set(s)
    if result is None:
        return None
    if chooser is not None:
        result.add(chooser)
    return tuple(sorted(result))


def answer_seen(g, req, answer) -> tuple | None:
    """Who may learn a decision's answer: only its maker for a secret one; for picked cards, those who may see
    every card picked; anyone otherwise."""
    if req.hidden:
        return (req.player,)
    if req.kind not in ("cards", "order"):
        return None
    if not g.trace:
        return (req.player,)  # no texts are written without a trace: keep it safe and cheap
    return seen_of_all(g, answer, req.player)


def observation(game, viewer: str) -> tuple:
    """Everything ``viewer`` observes of the game now, as a comparable value: the boards, the backs of the hidden
    cards, their own cards, the supply counts, whose turn, and the decisions open (their own in full)."""
    s = game.state
    players = []
    for p in s.players:
        own = p.name == viewer
        players.append(
            (
                p.name,
                tuple(sorted(p.hand)) if own else tuple(sorted(back(c) for c in p.hand)),
                tuple(sorted(p.score)) if own else tuple(sorted(back(c) for c in p.score)),
                tuple(sorted(p.forecast)) if own else tuple(sorted(back(c) for c in p.forecast)),
                tuple(a if a not in CARDS or CARDS[a].relic else back(a) for a in p.achievements),
                tuple((tuple(q.cards), q.splay) for q in p.board),
                p.display,
                p.lost,
                p.tucked,
                p.scored,
            )
        )
    supplies = tuple((k, tuple(len(pile) for pile in v)) for k, v in sorted(s.supplies.items()))
    requests = tuple(
        (r.player, r.kind, tuple(map(str, r.options)) if r.player == viewer else None, tuple(r.counts))
        for r in game.pending_all
    )
    return (
        tuple(players),
        supplies,
        tuple(sorted(back(c) for c in s.achievements)),
        tuple(s.specials),
        tuple(s.relics),
        len(s.removed),
        s.current,
        s.actions_left,
        s.turn,
        s.phase,
        s.free_action,
        s.endorsed,
        tuple(s.upcoming),
        requests,
        s.result.winners if s.result else None,
    )
