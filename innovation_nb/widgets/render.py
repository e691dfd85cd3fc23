"""A static HTML picture of the boards, for exported notebooks and GitHub (where no widget runs)."""
from __future__ import annotations

from html import escape

from ..cards.data import CARDS
from .snapshot import board_snapshot

# Card colours as fills that read on light and dark backgrounds.
FILL = {"blue": "#3b6fb6", "red": "#b8403a", "green": "#3f8a4a", "yellow": "#c9a227", "purple": "#7a4fa0"}
ICON_MARK = {"castle": "♜", "crown": "♛", "leaf": "❦", "lightbulb": "✺", "factory": "⚙", "clock": "◷", "hex": "⬡"}


def _card(name: str) -> str:
    c = CARDS[name]
    icons = "".join(ICON_MARK[i] for i in c.icons)
    return (f'<span class="inb-static-card" style="background:{FILL[c.color]};color:#fff;border-radius:4px;'
            f'padding:2px 6px;margin:1px;display:inline-block;font-size:12px" title="{escape(name)}">'
            f"{escape(name)} <b>{c.age}</b> <span style='opacity:.85'>{icons}</span></span>")


def _back(age: int) -> str:
    return (f'<span style="background:#555;color:#fff;border-radius:4px;padding:2px 6px;margin:1px;'
            f'display:inline-block;font-size:12px">{age}</span>')


def board_html(game, perspective=None, terminology="asmadi") -> str:
    snap = board_snapshot(game, perspective, terminology)
    L = snap["labels"]
    rows = []
    for p in snap["players"]:
        piles = []
        for pile in p["piles"]:
            cards = pile["cards"]
            under = f" +{len(cards) - 1} ({pile['splay'] or 'unsplayed'})" if len(cards) > 1 else ""
            piles.append(_card(cards[0]) + escape(under))
        hand = "".join(_card(c) for c in p["hand"]) if p["hand"] is not None else "".join(
            _back(a) for a in p["hand_ages"])
        icons = " ".join(f"{ICON_MARK[k]}{v}" for k, v in p["icons"].items())
        ach = ", ".join(a.get("special") or str(a["age"]) for a in p["achievements"]) or "—"
        turn = " ◀" if p["current"] else ""
        rows.append(
            f"<tr><td style='vertical-align:top;padding:4px'><b>{escape(p['name'])}</b>{turn}<br>"
            f"<small>{escape(L['score'])} {p['score_total']} · {escape(L['achievements'])}: {escape(ach)}"
            f"<br>{icons}</small></td>"
            f"<td style='padding:4px'>{''.join(piles) or '—'}<br><small>{escape(L['hand'])}:</small> "
            f"{hand or '—'}</td></tr>")
    supply = " ".join(f"{a + 1}:{n}" for a, n in enumerate(snap["supply"]))
    status = (f"{escape(snap['result']['detail'])}" if snap["result"] else
              f"Turn {snap['turn']}: {escape(str(snap['current']))} ({snap['actions_left']} left)")
    return (f"<div class='inb-static'><div><b>Innovation</b> — {status}</div>"
            f"<table style='border-collapse:collapse'>{''.join(rows)}</table>"
            f"<small>{escape(L['supply'])} {supply} · {escape(L['available'])}: "
            f"{', '.join(str(a) for a in snap['available']) or '—'} · {escape(L['specials'])}: "
            f"{escape(', '.join(snap['specials']) or '—')}</small></div>")
