"""The goals mining looks for at a position: for each goal kind of a spec, ladders of goals for the player to act
(each tried from its hardest goal down), and the screens that spare a search per goal when none of a kind is in
reach."""
from __future__ import annotations

from functools import partial

from ...cards.data import CARDS, ICONS
from ...engine.cities import ARROW_SPECIALS, TUCK_SPECIALS, board_achievements
from ...engine.dogma import DogmaPlan
from ...engine.echoes import echoes_showing
from ...engine.icons import icon_count


def _any(ladders):
    return {"any": [ladder[-1] for ladder in ladders]}


# A goal that holds when any goal of a kind does: searched first, it spares one search per goal when none is in
# reach (the specials: any special; the icons: any icon's easiest rung).
SCREENS = {"special": lambda ladders: {"claim": "special"}, "icons": _any, "shares": _any, "vulnerable": _any,
           "compel": _any, "take": _any}


def screen(kind: str, ladders: list[list], specials=None):
    """The screen of ``kind`` for these ladders, or None. With the specials named, only theirs: any of them."""
    if kind == "special" and specials is not None:
        return _any(ladders) if len(ladders) > 1 else None
    fn = SCREENS.get(kind)
    return fn(ladders) if fn else None


def _echoes_in_a_colour(me) -> int:
    return max(echoes_showing(pile) for pile in me.board)


def _city_in_hand(me, kind: str, direction: str | None = None) -> bool:
    return any(x["type"] == kind and (direction is None or x.get("direction") == direction)
               for c in me.hand if CARDS[c].set == "cities" for x in CARDS[c].specials)


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

# The zones an opponent's top card can be taken to by a compel (or sent back to), as goals of the ``take`` kind.
TAKE_ZONES = ("board", "score", "hand", "supply")


def candidate_goals(kind: str, state, me, specials=None) -> list[list]:
    """Ladders of goals of ``kind`` for player ``me``: each ladder is tried from its hardest goal down, and stops
    at the first one the budget reaches. ``specials``: the special achievements the ``special`` kind looks for,
    each only where it is near (None: every one in play, always)."""
    others = [q for q in state.players if q is not me and not state.teammates(me, q)]
    if kind == "win":
        return [["win"]]
    if kind == "special":
        if specials is None:
            return [[{"claim": s}] for s in state.specials]
        return [[{"claim": s}] for s in state.specials if s in specials and NEAR.get(s, lambda me: True)(me)]
    if kind == "achieve":
        return [[{"achievements": len(me.achievements) + 1}]]
    if kind == "vulnerable":
        out = []
        for pile in me.board:
            top = pile.top
            if top and any(e.kind == "demand" for e in CARDS[top].effects_for(state.edition)):  # not a compel
                out += [[{"vulnerable": top, "player": q.name}] for q in others]
        return out
    if kind == "shares":
        out = []
        for q in others:
            for pile in q.board:
                top = pile.top
                if top and any(not e.demand for e in CARDS[top].effects_for(state.edition)):
                    out.append([{"shares": top, "by": q.name}])
        return out
    if kind == "score":
        step = max(1, me.highest_top_value())
        now = me.score_total
        return [[{"score": now + step * k} for k in (3, 2, 1)]]
    if kind == "icons":
        out = []
        for icon in ICONS:
            n = icon_count(me, icon)
            out.append([{"icons": {icon: n + k}} for k in (5, 3)])
        return out
    if kind == "compel":  # Artifacts: like vulnerable, for the "I compel" effects of your top cards
        out = []
        for pile in me.board:
            top = pile.top
            if top and any(e.compel for e in CARDS[top].effects_for(state.edition)):
                out += [[{"compelled": top, "player": q.name}] for q in others]
        return out
    if kind == "forecast":  # Echoes: the forecast's size is public, its cards are not
        if "echoes" not in state.expansions:
            return []
        n = len(me.forecast)
        return [[{"forecast": n + 2}, {"forecast": n + 1}]]
    if kind == "fountain":  # Cities
        if "cities" not in state.expansions:
            return []
        n = sum(x["kind"] == "fountain" for x in board_achievements(state, me))
        return [[{"fountains": n + 1}]]
    if kind == "take":  # Artifacts: where a compel of yours reaches an opponent, their top cards to take
        # who a compel reaches, as the dogma itself would count it (the plan, made for the cards with a compel)
        reached = {n for c in me.top_cards() if any(e.compel for e in CARDS[c].effects_for(state.edition))
                   for n in DogmaPlan(state, me, c).compelled}
        return [[{"card": c, "zone": z}] for q in others if q.name in reached for c in q.top_cards()
                for z in TAKE_ZONES]
    raise ValueError(kind)
