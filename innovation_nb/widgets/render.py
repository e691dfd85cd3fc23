"""Static HTML pictures of cards and boards, for pages without a kernel (exported notebooks, the static site).

They are drawn from the same snapshots the live widgets draw (so the same redaction holds: a hidden card is its age and
nothing else) and look like them: card faces with the icons in their four positions (a City's six), covered cards
showing only what their splay reveals, icon counts. Each picture carries its own small stylesheet (every class starts
with ``inb-s-``) and draws the icons as inline SVG, so it needs nothing from the page it is shown in.
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

from ..cards.data import CARDS, shown_positions
from ..engine.text import TEACHING, Reader, Text, count, render
from ..engine.text import whose as text_whose

ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
# The same shapes as js/src/icons.js (a test keeps the two equal).
ICON_PATHS = {
    "castle": "M2 15V4.5h2.4v2.2h1.9V4.5h3.4v2.2h1.9V4.5H14V15H9.6v-3.1a1.6 1.6 0 0 0-3.2 0V15z",
    "crown": "M1.6 12.2 2.4 4.4l3.2 3.5L8 2.6l2.4 5.3 3.2-3.5.8 7.8zM2.4 13.2h11.2V15H2.4z",
    "leaf": "M14 2C7.2 2 2.6 5 2.6 10.6c0 1 .2 1.9.6 2.6L1.8 14.6l.9.9 1.4-1.4c.7.4 1.6.6 2.6.6C12.2 14.7 14.8 9.8 14 2z",  # noqa: E501
    "lightbulb": "M8 1.2a4.9 4.9 0 0 0-2.9 8.9V12h5.8v-1.9A4.9 4.9 0 0 0 8 1.2zM5.1 12.9h5.8v1.2H5.1zM6.2 14.6h3.6V15.6H6.2z",  # noqa: E501
    "factory": "M1.2 15V7.2l4 2.4V7.2l4 2.4V1.6h3.4V15z",
    "clock": "M8 1.3a6.7 6.7 0 1 0 0 13.4A6.7 6.7 0 0 0 8 1.3zM7.2 3.8h1.6v3.8l2.8 1.6-.8 1.4-3.6-2.1z",
    "hex": "M8 1 14.3 4.6v6.8L8 15 1.7 11.4V4.6z",
}
# Card and icon colours as in js/src/widgets.css (fills that read on light and dark backgrounds).
FILL = {"blue": "#2f64ad", "red": "#b23a34", "green": "#2f7d3e", "yellow": "#a9821a", "purple": "#6f4697"}
ICON_FILL = {
    "castle": "#4d4d4d",
    "crown": "#c0930f",
    "leaf": "#3b8a3b",
    "lightbulb": "#7a4ea6",
    "factory": "#8f3a2c",
    "clock": "#2c66a6",
}
COLORS = tuple(FILL)
POSITION_NAMES = ("top left", "bottom left", "bottom middle", "bottom right", "top middle", "top right")
# A City's icons that are not one of the six and the echo marker, drawn as SVG as the live widgets draw them
# (the paths are shared with js/src/icons.js: no font has to have a glyph for them)
MARKS = json.loads((Path(__file__).with_name("city_icons.json")).read_text(encoding="utf-8"))
CITY_GLYPHS = ("plus", "search", "flag", "fountain")
ARROWS = ("left", "right", "up")


def mark(kind: str) -> str:
    """A City mark ("plus", "arrow-left", "search", "flag", "fountain") or the echo marker, as inline SVG."""
    return (
        f'<svg viewBox="0 0 16 16" aria-hidden="true" style="width:.85em;height:.85em;fill:currentColor">'
        f'<path d="{MARKS.get(kind, MARKS["plus"])}" fill-rule="evenodd"/></svg>'
    )


READING = (0, 4, 5, 1, 2, 3)  # the order a face is read in: the top row, then the bottom row
SPLAY_WORDS = {None: "not splayed", "left": "splayed left", "right": "splayed right", "up": "splayed up"}
_TOKEN = re.compile(r"\{(castle|crown|leaf|lightbulb|factory|clock)\}")

STYLE = "".join(
    [
        ".inb-s{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:13px;line-height:1.35;"
        "color:#222;background:#fff;border:1px solid #bdbdbd;border-radius:6px;padding:8px 10px;max-width:100%;"
        "overflow-x:auto;box-sizing:border-box}",
        ".inb-s *{box-sizing:border-box}",
        ".inb-s-title{font-weight:700;font-size:14px;margin:0 0 6px}",
        ".inb-s-muted{color:#666}.inb-s-small{font-size:12px}",
        ".inb-s-i{display:inline-flex;width:18px;height:18px;align-items:center;justify-content:center;border-radius:3px;"
        "border:1px solid rgba(255,255,255,.55);vertical-align:middle;flex:0 0 auto}",
        ".inb-s-i svg{width:72%;height:72%;fill:#fff}",
        ".inb-s-i.inb-s-hex{border:none;background:transparent}.inb-s-i.inb-s-hex svg{width:100%;height:100%;"
        "fill:rgba(0,0,0,.42)}",
        ".inb-s-i.inb-s-sm{width:15px;height:15px}.inb-s-i.inb-s-lg{width:22px;height:22px}",
        *[f".inb-s-i-{k}{{background:{v}}}" for k, v in ICON_FILL.items()],
        *[f".inb-s-c-{k}{{background:{v}}}" for k, v in FILL.items()],
        ".inb-s-card{display:inline-flex;flex-direction:column;justify-content:space-between;width:124px;height:56px;"
        "padding:3px;border-radius:5px;color:#fff;border:1px solid rgba(0,0,0,.3);vertical-align:top}",
        ".inb-s-card .inb-s-top{display:flex;align-items:center;gap:4px}",
        ".inb-s-card .inb-s-name{flex:1;font-weight:700;font-size:11px;line-height:1.05}",
        ".inb-s-card .inb-s-name.inb-s-long{font-size:9.5px}",
        ".inb-s-card .inb-s-age{font-weight:800;font-size:12px;padding-right:2px}",
        ".inb-s-row{display:flex;justify-content:space-between}",
        ".inb-s-mark{outline:3px solid #1976d2;outline-offset:1px}",
        ".inb-s-back{display:inline-flex;align-items:center;justify-content:center;width:24px;height:34px;"
        "border-radius:4px;background:#3f4457;color:#fff;font-weight:800;font-size:12px;margin:1px}",
        ".inb-s-back.inb-s-ach{background:#6a5324}",
        ".inb-s-strip{display:flex;color:#fff;border:1px solid rgba(0,0,0,.35)}",
        ".inb-s-left,.inb-s-right{flex-direction:column;align-items:center;width:24px;height:56px;padding:3px 2px}",
        ".inb-s-left{justify-content:flex-end;border-radius:0 5px 5px 0}",
        ".inb-s-right{justify-content:space-between;border-radius:5px 0 0 5px}",
        ".inb-s-up{width:124px;height:24px;padding:2px 3px;justify-content:space-between;border-radius:0 0 5px 5px;"
        "margin-top:-1px}",
        ".inb-s-strip.inb-s-lit .inb-s-i:not(.inb-s-hex){box-shadow:0 0 0 2px #ffd54f}",
        ".inb-s-pile{display:inline-flex;flex-direction:column;gap:2px;margin:0 10px 6px 0;vertical-align:top}",
        ".inb-s-stack{display:flex}.inb-s-stack.inb-s-col{flex-direction:column}",
        ".inb-s-foot{font-size:11px;color:#666;display:flex;gap:6px;align-items:center;flex-wrap:wrap}",
        ".inb-s-counts{display:inline-flex;gap:9px;flex-wrap:wrap}.inb-s-counts.inb-s-tight{gap:4px}",
        ".inb-s-count{display:inline-flex;align-items:center;gap:2px}.inb-s-count.inb-s-zero{opacity:.4}",
        ".inb-s-count.inb-s-featured{outline:2px solid #1976d2;border-radius:4px}",
        ".inb-s-player{border:1px solid #bdbdbd;border-radius:6px;padding:6px 8px;margin:0 0 8px}",
        ".inb-s-player.inb-s-current{border-color:#1976d2;box-shadow:inset 3px 0 0 #1976d2}",
        ".inb-s-head{display:flex;gap:12px;align-items:baseline;flex-wrap:wrap}",
        ".inb-s-tag{background:#1976d2;color:#fff;border-radius:10px;padding:0 7px;font-size:11px}",
        ".inb-s-chip{border:1px solid #bdbdbd;border-radius:10px;padding:0 7px;font-size:12px;font-weight:600;"
        "margin-right:3px;display:inline-block}",
        ".inb-s-zone{display:inline-flex;flex-direction:column;gap:3px;margin:0 16px 4px 0;vertical-align:top}",
        ".inb-s-zone>span{font-size:11px;font-weight:600;color:#666}",
        ".inb-s-zone>div{display:flex;flex-wrap:wrap;gap:3px;align-items:center}",
        ".inb-s-shared{border-top:1px solid #bdbdbd;padding-top:6px}",
        ".inb-s-supply{display:inline-flex;flex-direction:column;align-items:center;width:28px;font-size:11px}",
        ".inb-s-supply.inb-s-empty{opacity:.35}",
        ".inb-s-face{display:inline-flex;flex-direction:column;width:250px;vertical-align:top;margin:0 8px 8px 0;"
        "border-radius:8px;overflow:hidden;border:1px solid #bdbdbd;background:#fff;color:#222;font-size:12px}",
        ".inb-s-face-top{display:flex;gap:6px;align-items:center;color:#fff;padding:5px 7px}",
        ".inb-s-face-top b:first-of-type{flex:1;font-size:14px}",
        ".inb-s-face ul{list-style:none;margin:0;padding:7px 8px 2px;flex:1}",
        ".inb-s-face li{display:flex;gap:5px;align-items:flex-start;margin:0 0 5px}",
        ".inb-s-demand{font-size:10px;text-transform:uppercase;color:#b23a34;font-weight:700;margin-right:4px}",
        ".inb-s-face-bottom{display:flex;justify-content:space-between;padding:4px 7px}",
        ".inb-s table{border-collapse:collapse;margin:4px 0 8px}",
        ".inb-s td,.inb-s th{border-bottom:1px solid #e0e0e0;padding:3px 8px;text-align:left;vertical-align:top}",
        ".inb-s ol,.inb-s ul.inb-s-list{margin:4px 0 8px;padding-left:22px}",
        ".inb-s-box{border:1px solid #bdbdbd;border-radius:6px;padding:6px 10px;margin:0 0 8px;background:#fafafa}",
        ".inb-s-box p{margin:3px 0}",
        ".inb-s-x{display:inline-flex;min-width:18px;height:18px;align-items:center;justify-content:center;"
        "border-radius:4px;background:rgba(255,255,255,.92);color:#222;font-weight:800;font-size:12px;flex:0 0 auto}",
        ".inb-s-x.inb-s-sm{min-width:15px;height:15px;font-size:10px}.inb-s-x.inb-s-lg{min-width:22px;height:22px}",
        ".inb-s-x.inb-s-bonus{border-radius:50%;background:#c27c3a;color:#fff}",
        ".inb-s-x.inb-s-fountain{background:#d9eef8;color:#1d5f86}",
        ".inb-s-card.inb-s-six .inb-s-name{font-size:10px}",
        ".inb-s-tally{list-style:none;margin:0;padding:0}.inb-s-tally li{display:flex;gap:5px;align-items:center}",
        ".inb-s-frame{border-left:3px solid #bdbdbd;background:#f4f4f4;padding:1px 6px;margin:0 0 2px}",
        ".inb-s-frame.inb-s-trigger{border-left-color:#1976d2}",
    ]
)


def e(text) -> str:
    return escape(str(text), quote=True)


def icon(name: str, size: str = "") -> str:
    """One icon: a white shape on its colour (the hex: a dark hexagon on the card itself). ``size``: "sm", "lg"."""
    kind = "hex" if name == "hex" else f"i-{name if name in ICON_FILL else 'castle'}"
    cls = f"inb-s-i inb-s-{kind}" + (f" inb-s-{size}" if size else "")
    return (
        f'<span class="{cls}" data-icon="{e(name)}" role="img" aria-label="{e(name)}" title="{e(name)}">'
        f'<svg viewBox="0 0 16 16"><path d="{ICON_PATHS.get(name, ICON_PATHS["hex"])}" fill-rule="evenodd"/>'
        f"</svg></span>"
    )


def rich(text) -> str:
    """Text with ``{crown}``-style placeholders, escaped, the placeholders drawn as icons."""
    out, last = [], 0
    text = "" if text is None else str(text)
    for m in _TOKEN.finditer(text):
        out.append(e(text[last : m.start()]))
        out.append(icon(m.group(1), "sm"))
        last = m.end()
    out.append(e(text[last:]))
    return "".join(out)


# -- cards ---------------------------------------------------------------------------------------------------
def slot(c, pos: int, size: str = "") -> str:
    """What position ``pos`` of card ``c`` holds: an icon, the hex, a bonus (its value in a disc), an echo effect, or
    a City's plus, arrow, search, flag or fountain."""
    kind = c.icons[pos] if pos < len(c.icons) else None
    cls = f"inb-s-x{f' inb-s-{size}' if size else ''}"
    if kind == "bonus":
        value = next((v for p, v in c.bonuses if p == pos), "?")
        return f'<span class="{cls} inb-s-bonus" title="bonus {value}">{value}</span>'
    if kind == "echo":
        return f'<span class="{cls}" title="echo effect">{mark("echo")}</span>'
    special = next((x for x in c.specials if x["slot"] == pos), None)
    if kind in CITY_GLYPHS or kind == "arrow":
        x = special or {}
        glyph = mark(
            f"arrow-{x.get('direction') if x.get('direction') in ARROWS else 'right'}" if kind == "arrow" else kind
        )
        extra = (
            f" {x['icon']}"
            if kind == "search" and x.get("icon")
            else f" {x['color']}"
            if kind == "flag" and x.get("color")
            else f" {x['direction']}"
            if kind == "arrow"
            else ""
        )
        style = (
            f' style="background:{FILL[x["color"]]};color:#fff;border:1px solid #fff"'
            if kind == "flag" and x.get("color") in FILL
            else ""
        )
        return f'<span class="{cls} inb-s-{kind}" data-special="{kind}" title="{e(kind + extra)}"{style}>{glyph}</span>'
    if kind is None:
        return f'<span class="{cls}" style="background:transparent"></span>'
    return icon(kind, size)


def _describe(name: str) -> str:
    c = CARDS.get(name)
    return f"{name} (age {c.age}, {c.color})" if c else name


def card_face(name: str, mark: bool = False) -> str:
    """The small face, as on a board: the top-left icon, the title and the age on top; three icons below. A City
    has six: its top row (left, middle, the hex right) small around the title."""
    c = CARDS[name]
    long = " inb-s-long" if max(len(w) for w in name.split()) >= 10 else ""
    six = len(c.icons) == 6
    top = (
        f'{slot(c, 0, "sm")}<span class="inb-s-name{long}">{e(name)}</span>{slot(c, 4, "sm")}{slot(c, 5, "sm")}'
        if six
        else f'{slot(c, 0)}<span class="inb-s-name{long}">{e(name)}</span>'
    )
    return (
        f'<div class="inb-s-card inb-s-c-{c.color}{" inb-s-six" if six else ""}{" inb-s-mark" if mark else ""}" '
        f'data-card="{e(name)}" title="{e(_describe(name))}"><div class="inb-s-top">{top}'
        f'<span class="inb-s-age">{c.age}</span></div>'
        f'<div class="inb-s-row">{slot(c, 1)}{slot(c, 2)}{slot(c, 3)}</div></div>'
    )


# An expansion's card backs have their own colour (the base backs and the achievements keep the stylesheet's).
SET_BACKS = {"artifacts": "#7b3f22", "echoes": "#1f5f6b", "cities": "#4f5a2a"}


def card_back(age: int, what: str = "card", achievement: bool = False, card_set: str | None = None) -> str:
    colour = SET_BACKS.get(card_set or "")
    style = f' style="background:{colour}"' if colour else ""
    word = f"{card_set} " if colour else ""
    return (
        f'<span class="inb-s-back{" inb-s-ach" if achievement else ""}" data-age="{age}"'
        f"{f' data-set={chr(34)}{card_set}{chr(34)}' if colour else ''}{style} "
        f'title="{e(word)}age {age} {e(what)}, face down">{age}</span>'
    )


def strip(name: str, splay: str, lit: bool = False) -> str:
    """What a covered card shows in a pile splayed ``splay``: only the positions that splay reveals (``lit``
    rings them, to point out what the splay adds)."""
    c = CARDS[name]
    shown = shown_positions(c, splay)
    words = ", ".join(POSITION_NAMES[p] for p in shown)
    size = "" if splay == "up" else "sm"
    return (
        f'<div class="inb-s-strip inb-s-{splay} inb-s-c-{c.color}{" inb-s-lit" if lit else ""}" '
        f'data-card="{e(name)}" data-positions="{",".join(map(str, shown))}" '
        f'title="{e(_describe(name))}: covered, shows {words}">'
        f"{''.join(slot(c, p, size) for p in sorted(shown, key=READING.index))}</div>"
    )


def stack(cards: list[str], splay: str | None, lit: bool = False, mark: set | None = None) -> str:
    """A pile (``cards`` top first) as it lies: the top face and the covered cards' strips in the splay's
    direction (right: the deepest card furthest to the left)."""
    mark = mark or set()
    top = card_face(cards[0], cards[0] in mark)
    covered = cards[1:]
    if not (splay and covered):
        return f'<div class="inb-s-stack">{top}</div>'
    strips = [strip(c, splay, lit) for c in covered]
    if splay == "up":
        return f'<div class="inb-s-stack inb-s-col">{top}{"".join(strips)}</div>'
    if splay == "left":
        return f'<div class="inb-s-stack">{top}{"".join(strips)}</div>'
    return f'<div class="inb-s-stack">{"".join(reversed(strips))}{top}</div>'


def pile(p: dict, mark: set | None = None) -> str:
    """A pile from a board snapshot: the stack, then the number of cards, the splay in words and the icons the
    pile shows."""
    cards, splay = p["cards"], p.get("splay")
    foot = [f"<b>×{len(cards)}</b>", e(SPLAY_WORDS.get(splay, splay) if len(cards) > 1 else "one card")]
    if p.get("icons"):
        foot.append(icon_counts(p["icons"], tight=True))
    return (
        f'<div class="inb-s-pile" data-color="{e(p["color"])}" data-splay="{e(splay or "none")}" '
        f'data-count="{len(cards)}">{stack(cards, splay, mark=mark)}'
        f'<div class="inb-s-foot">{" ".join(foot)}</div></div>'
    )


def icon_counts(counts: dict, tight: bool = False, featured: str | None = None) -> str:
    """The six icon counts (``tight``: only the icons present, small)."""
    parts = []
    for name in ICONS:
        n = counts.get(name, 0)
        if tight and not n:
            continue
        cls = "inb-s-count" + (" inb-s-zero" if not n else "") + (" inb-s-featured" if name == featured else "")
        parts.append(
            f'<span class="{cls}" data-icon="{name}" data-count="{n}">{icon(name, "sm" if tight else "")}'
            f"<b>{n}</b></span>"
        )
    return f'<span class="inb-s-counts{" inb-s-tight" if tight else ""}">{"".join(parts)}</span>'


def printed_face(name: str, edition: str = "third", translate=None) -> str:
    """The whole card as printed: the top-left icon, title and age; the effects, each marked with the featured
    icon (demands set apart); the three bottom icons."""
    c = CARDS[name]
    t = translate or (lambda s: s)
    effects = "".join(
        f'<li data-demand="{str(eff.demand).lower()}">{icon(c.dogma_icon)}<span>'
        f"{'<span class=inb-s-demand>demand</span>' if eff.demand else ''}{rich(t(eff.text))}</span></li>"
        for eff in c.effects_for(edition)
    )
    note = (
        '<div class="inb-s-muted inb-s-small" style="margin:0 8px 4px">1st edition text</div>'
        if edition == "first" and c.first_edition
        else ""
    )
    return (
        f'<div class="inb-s-face" data-face="{e(name)}">'
        f'<div class="inb-s-face-top inb-s-c-{c.color}">{slot(c, 0, "lg")}<b>{e(name)}</b>'
        f"{''.join(slot(c, p, 'lg') for p in (4, 5) if p < len(c.icons))}"
        f"<b>{c.age}</b></div><ul>{effects}</ul>{note}"
        f'<div class="inb-s-face-bottom inb-s-c-{c.color}">{slot(c, 1, "lg")}{slot(c, 2, "lg")}'
        f"{slot(c, 3, 'lg')}</div></div>"
    )


# -- boards --------------------------------------------------------------------------------------------------
def zone(label: str, body: str) -> str:
    return f'<div class="inb-s-zone"><span>{e(label)}</span><div>{body}</div></div>'


def chip(text: str) -> str:
    return f'<span class="inb-s-chip">{e(text)}</span>'


def tally(held: list[dict]) -> str:
    """The flags and fountains a player holds now (a board snapshot's ``board_achievements``), each with why."""
    items = []
    for x in held:
        c = CARDS[x["card"]]
        pos = next(sp["slot"] for sp in c.specials if sp["type"] == x["kind"])
        items.append(
            f'<li data-kind="{e(x["kind"])}" data-card="{e(x["card"])}">{slot(c, pos, "sm")}'
            f'{chip(x["card"])}<span class="inb-s-muted">{rich(x["why"])}</span></li>'
        )
    return f'<ul class="inb-s-tally">{"".join(items)}</ul>' if items else "—"


def player_board(
    p: dict, labels: dict, needed: int | None = None, featured: str | None = None, mark: set | None = None
) -> str:
    piles = {x["color"]: x for x in p["piles"]}
    board = "".join(pile(piles[c], mark) for c in COLORS if c in piles) or '<span class="inb-s-muted">no cards</span>'
    if p.get("hand") is not None:
        hand = "".join(card_face(c, c in (mark or set())) for c in p["hand"])
    else:
        sets = p.get("hand_sets") or [None] * len(p["hand_ages"])
        hand = "".join(card_back(a, card_set=s) for a, s in zip(p["hand_ages"], sets))
    if p.get("score"):
        score = f"<span>{count(len(p['score']), 'card')}, total {p['score_total']}: {e(', '.join(p['score']))}</span>"
    else:
        ages = p.get("score_ages", [])
        sets = p.get("score_sets") or [None] * len(ages)
        score = f"<span>{count(len(ages), 'card')}, total {p['score_total']}</span>" + "".join(
            card_back(a, card_set=s) for a, s in zip(ages, sets)
        )
    ach = (
        "".join(
            chip(a["relic"])
            if "relic" in a
            else card_back(a["age"], "achievement", True)
            if "age" in a
            else chip(a["special"])
            for a in p["achievements"]
        )
        or "—"
    )
    shown = ""
    if "display" in p:  # Artifacts: the card on display, face up
        shown = zone("On display", card_face(p["display"], p["display"] in (mark or set())) if p["display"] else "—")
    if p.get("forecast") is not None:  # Echoes: the forecast, face up to its owner
        shown += zone(f"Forecast ({len(p['forecast'])})", "".join(card_face(c) for c in p["forecast"]) or "—")
    elif p.get("forecast_ages") is not None:  # face down to the others
        ages, sets = p["forecast_ages"], p.get("forecast_sets") or [None] * len(p["forecast_ages"])
        shown += zone(f"Forecast ({len(ages)})", "".join(card_back(a, card_set=s) for a, s in zip(ages, sets)) or "—")
    parts = p.get("score_parts")
    if parts and parts.get("bonuses"):  # Echoes: the score is the pile plus the bonuses
        score += (
            f'<span class="inb-s-muted"> (pile {parts["pile"]} + bonuses '
            f"{', '.join(str(b) for b in parts['bonuses'])}: score {p['score_total']})</span>"
        )
    held = p.get("board_achievements") or []
    if "board_achievements" in p:  # Cities: the flags and fountains held now, and why
        shown += zone("Flags and fountains", tally(held))
    hand_label = f"{labels.get('hand', 'Hand')} ({len(p['hand_ages'])})"
    turn = ' <span class="inb-s-tag">to play</span>' if p.get("current") else ""
    team = f' <span class="inb-s-muted">{e(p["team_name"])}</span>' if p.get("team") is not None else ""
    need = f" / {needed}" if needed else ""
    return (
        f'<div class="inb-s-player{" inb-s-current" if p.get("current") else ""}" data-player="{e(p["name"])}">'
        f'<div class="inb-s-head"><b style="font-size:14px">{e(p["name"])}</b>{turn}{team}'
        f'<span class="inb-s-muted">{e(labels.get("score", "Score"))}: {p["score_total"]}</span>'
        f'<span class="inb-s-muted">{e(labels.get("achievements", "Achievements"))}: '
        f"{len(p['achievements']) + len(held)}{need}</span></div>"
        f'<div style="margin:4px 0">{icon_counts(p["icons"], featured=featured)}</div>'
        f'<div class="inb-s-piles" style="margin:4px 0">{board}</div>'
        f"{zone(hand_label, hand or '—')}"
        f"{zone(labels.get('score_pile', 'Score pile'), score)}"
        f"{zone(labels.get('achievements', 'Achievements'), ach)}{shown}</div>"
    )


def board_status(snap: dict) -> str:
    if snap.get("result"):
        return e(snap["result"].get("detail") or "The game is over")
    if snap.get("phase") == "setup":
        return "Setting up: each player picks a card to meld"
    viewer = snap.get("perspective")
    whose = render(Text(text_whose(snap["current"])), Reader(viewer, you=viewer))  # "your turn" for the viewer
    return (
        f"Turn {snap['turn']}: {e(whose[:1].upper() + whose[1:])} turn, "
        f"{count(snap.get('actions_left', 0), 'action')} "
        f'left <span class="inb-s-muted" style="font-weight:400">· {snap["achievements_needed"]} achievements '
        f"to win</span>"
    )


def board(snap: dict, featured: str | None = None, mark: set | None = None) -> str:
    """Every player's board, the available achievements, the special achievements and the supply, from a
    board snapshot (:func:`innovation_nb.widgets.snapshot.board_snapshot`)."""
    L = snap["labels"]
    players = "".join(player_board(p, L, snap.get("achievements_needed"), featured, mark) for p in snap["players"])
    available = "".join(card_back(a, "achievement", True) for a in snap["available"]) or "—"
    specials = "".join(chip(s) for s in snap["specials"]) or "—"
    supply = "".join(
        f'<span class="inb-s-supply{"" if n else " inb-s-empty"}" data-age="{a + 1}" data-left="{n}">'
        f'{card_back(a + 1)}<span class="inb-s-muted">×{n}</span></span>'
        for a, n in enumerate(snap["supply"])
    )
    for card_set, piles in (snap.get("supplies") or {}).items():
        supply += f'<span class="inb-s-muted">{e(card_set.capitalize())}:</span>' + "".join(
            f'<span class="inb-s-supply{"" if n else " inb-s-empty"}" data-age="{a + 1}" data-set="{e(card_set)}" '
            f'data-left="{n}">{card_back(a + 1, card_set=card_set)}<span class="inb-s-muted">×{n}</span></span>'
            for a, n in enumerate(piles)
        )
    relics = zone("Relics", "".join(chip(r) for r in snap["relics"]) or "—") if snap.get("relics") is not None else ""
    return (
        f'<div class="inb-s-board"><div style="font-weight:600;margin-bottom:6px">{board_status(snap)}</div>'
        f'{players}<div class="inb-s-shared">{zone(L.get("available", "Available achievements"), available)}'
        f"{zone(L.get('specials', 'Special achievements'), specials)}{zone(L.get('supply', 'Supply'), supply)}"
        f"{relics}</div></div>"
    )


def frame(kind: str, title: str, body: str, model_id: str | None = None) -> str:
    """The outer box every static picture shares, with its stylesheet; ``data-inb-widget`` ties it to the live
    widget it stands for."""
    who = f' data-inb-widget="{e(model_id)}"' if model_id else ""
    return (
        f'<div class="inb-s inb-static-fallback" data-kind="{e(kind)}"{who}><style>{STYLE}</style>'
        f'<div class="inb-s-title">{e(title)}</div>{body}</div>'
    )


def board_html(game, perspective=TEACHING, terminology="asmadi") -> str:
    """A board picture straight from a game, from a ``perspective`` as ``board_snapshot`` takes it (a player's
    name, ``PUBLIC``, or ``TEACHING``, the teaching view: every hand face up; None means it too)."""
    from .snapshot import board_snapshot

    return board(board_snapshot(game, perspective, terminology))
