"""The goals mining looks for at a position: for each goal kind of a spec, ladders of goals for the player to act
(each tried from its hardest goal down), and the screens that spare a search per goal when none of a kind is in
reach."""
from __future__ import annotations

from ...cards.data import CARDS, ICONS
from ...engine.cities import board_achievements
from ...engine.icons import icon_count

# A goal that holds when any goal of a kind does: searched first, it spares one search per goal when none is in
# reach (the specials: any special; the icons: any icon's easiest rung).
SCREENS = {
    "special": lambda ladders: {"claim": "special"},
    "icons": lambda ladders: {"any": [ladder[-1] for ladder in ladders]},
    "shares": lambda ladders: {"any": [ladder[-1] for ladder in ladders]},
    "vulnerable": lambda ladders: {"any": [ladder[-1] for ladder in ladders]},
    "compel": lambda ladders: {"any": [ladder[-1] for ladder in ladders]},
}


def candidate_goals(kind: str, state, me) -> list[list]:
    """Ladders of goals of ``kind`` for player ``me``: each ladder is tried from its hardest goal down, and stops
    at the first one the budget reaches."""
    others = [q for q in state.players if q is not me and not state.teammates(me, q)]
    if kind == "win":
        return [["win"]]
    if kind == "special":
        return [[{"claim": s}] for s in state.specials]
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
    raise ValueError(kind)
