"""Each widget's static picture (what a page without a kernel shows in its place), drawn from the widget's
snapshot with the pieces in :mod:`.render`: the board for every widget that has one; for the stepper the plan table
and the events so far; the puzzle's goal and budget; the quiz's question; the gallery's card faces."""

from __future__ import annotations

from ..engine.text import count
from .render import SPLAY_WORDS, board, e, frame, icon, icon_counts, printed_face, rich, stack

STATUS_WORDS = {"activator": "activates", "shares": "shares", "vulnerable": "vulnerable", "unaffected": "unaffected"}


def board_picture(snap: dict, model_id=None) -> str:
    # the picture is for its viewer: "your view", never "You’s view"
    title = f"Innovation: the board{' (your view)' if snap['board'].get('perspective') else ''}"
    return frame("board", title, board(snap["board"]), model_id)


def _plan_table(plan: dict, labels: dict) -> str:
    rows = "".join(
        f'<tr data-player="{e(r["player"])}" data-status="{e(r["status"])}"><td><b>{e(r["player"])}</b></td>'
        f"<td>{icon(plan['icon'], 'sm')} {r['count']}</td><td>{e(labels.get(r['status'], r['status']))}</td>"
        f"<td>{rich(r['reason'])}</td></tr>"
        for r in plan["rows"]
    )
    effects = "".join(
        f'<li data-demand="{str(x["demand"]).lower()}">{"<b>" + e(labels.get("demand", "I demand")) + ":</b> " if x["demand"] else ""}'  # noqa: E501
        f"{rich(x['text'])}</li>"
        for x in plan["effects"]
    )
    return (
        f'<table class="inb-s-plan"><thead><tr><th>Player</th><th>{e(labels.get("featured_icon", "Featured icon"))}'
        f"</th><th>Role</th><th>Why</th></tr></thead><tbody>{rows}</tbody></table>"
        f'<div class="inb-s-muted inb-s-small">Effects, in order:</div><ol>{effects}</ol>'
        + (
            f'<div class="inb-s-box inb-s-doubling"><b>{e(labels.get("endorse", "Endorse"))}:</b> '
            f"{rich(plan.get('doubling', ''))}</div>"
            if plan.get("endorse")
            else ""
        )
    )


def _frames(frames: list[dict]) -> str:
    """What is resolving, outermost first; a trigger frame (what a Meld action set off) with its explanation."""
    items = []
    for i, f in enumerate(frames):
        text = f'<br><span class="inb-s-small">{rich(f["text"])}</span>' if f.get("text") else ""
        items.append(
            f'<div class="inb-s-frame inb-s-{e(f["kind"])}" data-kind="{e(f["kind"])}" '
            f'style="margin-left:{10 * i}px"><span class="inb-s-muted inb-s-small">{e(f["kind"])}</span> '
            f"{rich(f.get('label', ''))}{text}</div>"
        )
    return f'<div style="font-weight:600;margin-top:4px">Resolving now</div>{"".join(items)}' if items else ""


def _events(events: list[dict], limit: int | None = None) -> str:
    shown = events if limit is None else events[-limit:]
    skipped = len(events) - len(shown)
    items = "".join(
        f'<li value="{ev["index"] + 1 - events[0]["index"]}" data-kind="{e(ev["kind"])}" '
        f'style="margin-left:{12 * ev.get("depth", 0)}px">{rich(ev["text"])}</li>'
        for ev in shown
    )
    more = f'<div class="inb-s-muted inb-s-small">… {count(skipped, "earlier event")}</div>' if skipped else ""
    return f'{more}<ol class="inb-s-events">{items}</ol>'


def _pending(p: dict | None) -> str:
    if not p:
        return ""
    # the request's own words for this viewer: "You must choose a card", "Ben may choose a colour"
    if p.get("secret"):
        return f'<div class="inb-s-box"><b>{rich(p["title"])}</b> (a hidden choice).</div>'
    options = ", ".join(str(o) for o in p.get("option_texts") or p.get("options") or [])
    return (
        f'<div class="inb-s-box inb-s-pending"><b>{rich(p["title"])}:</b> {rich(p["prompt"])}'
        f"{f'<br><span class=inb-s-muted>Options: {e(options)}</span>' if options else ''}</div>"
    )


def start_plan(game, terminology: str = "asmadi", viewer=None) -> dict | None:
    """The plan of the dogma that has just started on ``game`` (who shares, who must obey, and why), found on a copy:
    the game itself is not stepped. None when the action has no plan (a Meld, say) or a decision comes first."""
    from .snapshot import plan_view

    if game is None or not game.resolving or game.plan is not None:
        return None
    ahead = game.fork()
    for _ in range(64):  # the plan is fixed by the first steps; an action without one ends or waits soon
        if ahead.plan is not None:
            return dict(
                plan_view(ahead.plan.to_dict(), ahead.state.edition, terminology, ahead, viewer), current_effect=None
            )
        if ahead.pending is not None or not ahead.resolving:
            return None
        ahead.step()
    return None


def stepper_picture(snap: dict, model_id=None, game=None) -> str:
    """The stepper's picture; with ``game`` (the stepper's), a stepper still at its start shows the plan its first
    steps will fix, so that a page without a kernel says who shares and why."""
    labels = snap["board"]["labels"]
    card = snap.get("card")
    events = snap.get("events") or []
    parts = []
    plan = snap.get("plan")
    if not plan and game is not None and snap.get("started") and not events:
        plan = start_plan(game, snap["board"].get("terminology") or "asmadi", snap["board"].get("perspective"))
        if plan:
            parts.append(
                '<p class="inb-s-plan-ahead">When you step this dogma, its first steps fix the plan below: '
                "who shares, who must obey, and why.</p>"
            )
    if plan:
        parts.append(_plan_table(plan, labels))
    elif card:
        parts.append(
            '<p class="inb-s-muted">Who shares and who is vulnerable is decided by the first steps of the '
            "dogma; the plan appears once it starts.</p>"
        )
    parts.append(_frames(snap.get("frames") or []))
    if events:
        state = "finished" if snap.get("done") else "so far"
        parts.append(f'<div style="font-weight:600;margin-top:4px">Events {state}</div>{_events(events)}')
    elif snap.get("started"):
        parts.append(
            '<p class="inb-s-events-none">No step taken yet: in the notebook, <b>Step</b> (or →) '
            "plays the dogma one event at a time.</p>"
        )
    parts.append(_pending(snap.get("pending")))
    if snap.get("verdict"):
        v = snap["verdict"]
        parts.append(
            f'<div class="inb-s-box"><b>{e(labels.get("bonus", "Sharing bonus"))}:</b> {rich(v["text"])}</div>'
        )
    featured = plan["icon"] if plan else None
    parts.append(board(snap["board"], featured=featured))
    frames = snap.get("frames") or []
    action = frames[0]["label"] if frames and frames[0]["kind"] == "action" and frames[0].get("label") else None
    title = (
        f"{labels.get('dogma', 'Dogma')}: {card}"
        if card
        else f"{action[0].upper()}{action[1:]}"
        if action
        else "Dogma stepper"
    )
    return frame("stepper", _noted(title, snap), "".join(parts), model_id)


def _actions(actions: list[dict]) -> str:
    """The legal actions, then why the others are not (the three lowest achievements out of reach at most)."""
    if not actions:
        return ""
    legal = ", ".join(a["action"] for a in actions if a["legal"])
    illegal = [a for a in actions if not a["legal"] and a["kind"] != "achieve"]
    illegal += [a for a in actions if not a["legal"] and a["kind"] == "achieve"][:3]
    reasons = "".join(f"<li>{rich(a['reason'])}</li>" for a in illegal)  # each reason names its action first
    return (
        f'<div class="inb-s-box"><b>Legal actions:</b> {e(legal) or "none"}'
        f"{f'<ul class=inb-s-list>{reasons}</ul>' if reasons else ''}</div>"
    )


def _noted(title: str, snap: dict) -> str:
    """A title with the widget's note (what this game is), as the live widget shows it."""
    return f"{title} — {snap['note']}" if snap.get("note") else title


def game_picture(snap: dict, model_id=None) -> str:
    b = snap["board"]
    who = b.get("perspective")
    result = snap.get("result")
    parts = [_pending(snap.get("pending")), _actions(snap.get("actions") or []), board(b)]
    log = snap.get("log") or []
    if log:
        parts.append(f'<div style="font-weight:600;margin-top:6px">The last events</div>{_events(log, 12)}')
    to_act = snap.get("to_act")
    title = "Innovation" + ("" if result or not to_act else ": your move" if to_act == who else f": {to_act} to move")
    return frame("game", _noted(title, snap), "".join(parts), model_id)


def puzzle_picture(snap: dict, model_id=None) -> str:
    p = snap["puzzle"]
    stars = (
        f' <span title="difficulty {p["difficulty"]} of 3">{"★" * p["difficulty"]}{"☆" * (3 - p["difficulty"])}</span>'
        if p.get("difficulty")
        else ""
    )
    lines = [f'<p class="inb-s-muted inb-s-small"><b>Rule:</b> {rich(p["rule"])}{stars}</p>']
    if p.get("description"):
        lines.append(f"<p>{rich(p['description'])}</p>")
    lines.append(f'<p><b>Goal:</b> {rich(p["goal"])} <span class="inb-s-muted">(you are {e(p["solver"])})</span></p>')
    lines.append(f"<p><b>Budget:</b> {e(snap.get('budget_text') or count(p['budget'], 'action'))}</p>")
    turn = snap.get("this_turn")
    if turn:
        lines.append(f'<p class="inb-s-this-turn"><b>This turn:</b> {e(turn["text"])}</p>')
    status = {"solved": "Solved", "failed": "Not solved", "not yet": "Not solved yet"}.get(
        snap["status"], snap["status"]
    )
    moves = f" Moves so far: {e('; '.join(snap['line']))}." if snap.get("line") else ""
    body = f'<div class="inb-s-box">{"".join(lines)}</div><p><b>{status}.</b>{moves}</p>{board(snap["board"])}'
    return frame("puzzle", f"Puzzle: {p['title']}", body, model_id)


def quiz_picture(exercise, chosen: int | None, model_id=None, translate=None) -> str:
    letters = "ABCDEF"
    t = translate or (lambda s: s)
    picked = ' data-chosen="true"'
    items = "".join(
        f'<li data-choice="{i}"{picked if i == chosen else ""}><b>{letters[i]}.</b> {rich(t(c))}'
        f"{' ← picked' if i == chosen else ''}</li>"
        for i, c in enumerate(exercise.choices)
    )
    then = f"<p>{rich(t(exercise.then))}</p>" if exercise.then else ""
    answer = (
        f"<details><summary>Show the answer</summary><p><b>{rich(t(exercise.answer))}.</b> "
        f"{rich(t(exercise.explanation))}</p>{then}</details>"
    )
    body = (
        f'<p class="inb-s-question"><b>{rich(t(exercise.question))}</b></p>'
        f'<ul class="inb-s-list" style="list-style:none;padding-left:4px">{items}</ul>{answer}'
    )
    return frame("quiz", "Predict", body, model_id)


def gallery_picture(snap: dict, model_id=None, translate=None) -> str:
    cards = snap["cards"]
    edition = snap["board"]["edition"]
    if snap.get("single"):
        return frame("gallery", cards[0], printed_face(cards[0], edition, translate), model_id)
    f = snap["filters"]
    said = [
        f"age {f['age']}" if f.get("age") else None,
        f.get("color"),
        f"with a {f['icon']}" if f.get("icon") else None,
    ]
    said = ", ".join(x for x in said if x)
    head = f'<p class="inb-s-muted">{count(len(cards), "card")} of {snap["total"]}{f" ({e(said)})" if said else ""}</p>'
    faces = "".join(printed_face(c, edition, translate) for c in cards)
    return frame("gallery", "Cards", head + f'<div class="inb-s-faces">{faces}</div>', model_id)


def splays_picture(snap: dict, model_id=None) -> str:
    cols = []
    for col in snap["columns"]:
        splay = col["splay"]
        counts = col["counts"]
        gained = {k: v - snap["columns"][0]["counts"].get(k, 0) for k, v in counts.items()}
        added = ", ".join(f"+{n} {k}" for k, n in gained.items() if n) or "nothing"
        cols.append(
            f'<div class="inb-s-splay" data-splay="{e(splay or "none")}" style="display:inline-flex;'
            f'flex-direction:column;gap:4px;margin:0 18px 8px 0;vertical-align:top">'
            f"<b>{e(SPLAY_WORDS[splay].capitalize())}</b>"
            f"{stack(snap['cards'], splay, lit=True)}"
            f"<div>{icon_counts(counts, featured=snap.get('highlight'))}</div>"
            f'<div class="inb-s-muted inb-s-small">the covered cards add: {e(added)}</div></div>'
        )
    return frame("splays", f"One pile, four ways: {', '.join(snap['cards'])}", "".join(cols), model_id)


def editor_picture(snap: dict, title: str, problems: list, model_id=None) -> str:
    if "players" in snap.get("board", {}):
        return frame("editor", title, board(snap["board"]), model_id)
    items = "".join(f"<li><code>{e(f)}</code>: {e(m)}</li>" for f, m in problems)
    return frame("editor", f"{title} (not a possible position yet)", f'<ul class="inb-s-list">{items}</ul>', model_id)


# The review's curve and class marks, drawn as the live widget draws them (js/src/review.js): a band for the 95%
# interval, a line for the chance to win of each move played, a mark per move in its class's colour and shape.
CLASS_FILL = {
    "best": "#2e7d32",
    "good": "#558b2f",
    "inaccuracy": "#f9a825",
    "mistake": "#ef6c00",
    "blunder": "#c62828",
    "miss": "#6a1b9a",
    "too close to call": "#757575",
}
CLASS_INK = {"inaccuracy": "#000", "mistake": "#000"}  # dark text on the light badges, white on the others
CURVE = {"width": 640, "height": 150, "left": 34, "right": 8, "top": 8, "bottom": 22}


def curve_marks(curve: list[dict], width: int) -> tuple:
    """Where each point of the curve goes: (x of point i, y of a chance) in a ``width`` x CURVE["height"] box."""
    c = CURVE
    w, h = width - c["left"] - c["right"], c["height"] - c["top"] - c["bottom"]
    n = len(curve)

    def x(i):
        return c["left"] + (w * i / (n - 1) if n > 1 else w / 2)

    def y(v):
        return c["top"] + h * (1 - max(0.0, min(1.0, v)))

    return x, y


def class_mark(klass: str, x: float, y: float, fill: str, hollow: bool = False) -> str:
    """A move's mark: a dot for best and good, a diamond (larger as it gets worse) for the moves that gave chance
    away, a ring for too close to call — so the class never rests on colour alone; ``hollow`` for another player's
    move (its outline in the class's colour; a too-close ring of theirs dashed)."""
    paint = f"fill='#fff' stroke='{fill}' stroke-width='1.8'" if hollow else f"fill='{fill}'"
    if klass in ("inaccuracy", "mistake", "blunder", "miss"):
        r = {"inaccuracy": 4.5, "mistake": 5.5, "blunder": 6.5, "miss": 6.5}[klass]
        return f"<path d='M{x:.1f} {y - r:.1f}L{x + r:.1f} {y:.1f}L{x:.1f} {y + r:.1f}L{x - r:.1f} {y:.1f}Z' {paint}/>"
    if klass == "too close to call":
        dash = " stroke-dasharray='2 1.5'" if hollow else ""
        return f"<circle cx='{x:.1f}' cy='{y:.1f}' r='3.5' fill='none' stroke='{fill}' stroke-width='2'{dash}/>"
    return f"<circle cx='{x:.1f}' cy='{y:.1f}' r='3.5' {paint}/>"


def review_curve(
    curve: list[dict], at: int | None = None, width: int = CURVE["width"], player: str | None = None
) -> str:
    """Your chance to win after each judged move over the game, as inline SVG: your moves filled, another player's
    hollow (``mine`` False); ``at`` the move picked, of ``player`` (None: any player's move of that number)."""
    c = CURVE
    x, y = curve_marks(curve, width)
    right = width - c["right"]
    band = ""
    if len(curve) > 1:
        top = " ".join(f"{x(i):.1f},{y(p['high']):.1f}" for i, p in enumerate(curve))
        bottom = " ".join(f"{x(i):.1f},{y(p['low']):.1f}" for i, p in reversed(list(enumerate(curve))))
        line = " ".join(f"{x(i):.1f},{y(p['chance']):.1f}" for i, p in enumerate(curve))
        band = (
            f"<polygon points='{top} {bottom}' fill='#1976d2' fill-opacity='0.12'/>"
            f"<polyline points='{line}' fill='none' stroke='#555' stroke-width='1.5'/>"
        )

    def picked(p) -> bool:
        return p["number"] == at and (player is None or p.get("player") in (None, player))

    marks = "".join(
        f"<g data-number='{p['number']}'{_player_attr(p)}><title>turn {p['turn']}: {p['chance']:.0%}, "
        f"{e(p['class'])}{'' if p.get('mine', True) else ' (' + e(p.get('player', '')) + ')'}</title>"
        + (
            f"<circle cx='{x(i):.1f}' cy='{y(p['chance']):.1f}' r='9' fill='none' stroke='#1976d2' stroke-width='2'/>"
            if picked(p)
            else ""
        )
        + class_mark(p["class"], x(i), y(p["chance"]), CLASS_FILL[p["class"]], hollow=p.get("mine") is False)
        + "</g>"
        for i, p in enumerate(curve)
    )
    others = sorted({p["player"] for p in curve if p.get("mine") is False})
    axis = (
        f"your chance after every turn: your moves filled, {e(' and '.join(others))}'s hollow"
        if others
        else "your moves, first to last"
    )
    grid = "".join(
        f"<line x1='{c['left']}' y1='{y(v):.1f}' x2='{right}' y2='{y(v):.1f}' stroke='#999' stroke-width='0.6'"
        f"{dash}/><text x='{c['left'] - 4}' y='{y(v) + 4:.1f}' text-anchor='end'>{v:.0%}</text>"
        for v, dash in ((1, ""), (0.5, " stroke-dasharray='4 3'"), (0, ""))
    )
    return (
        f"<svg class='inb-s-curve' xmlns='http://www.w3.org/2000/svg' width='{width}' height='{c['height']}' "
        f"viewBox='0 0 {width} {c['height']}' role='img' aria-label='your chance to win after each of your "
        f"moves, first to last' style='font:10px sans-serif;fill:#666;max-width:100%'>{grid}{band}{marks}"
        f"<text x='{c['left']}' y='{c['height'] - 6}' style='fill:#666'>{axis}</text></svg>"
    )


def _player_attr(p: dict) -> str:
    return f" data-player='{e(p['player'])}'" if p.get("player") else ""


def class_badge(klass: str) -> str:
    return (
        f'<span class="inb-s-class" data-class="{e(klass)}" style="background:{CLASS_FILL[klass]};'
        f"color:{CLASS_INK.get(klass, '#fff')};border-radius:8px;padding:0 6px;font-size:11px;"
        f'font-weight:600;white-space:nowrap">{e(klass)}</span>'
    )


def _player_line(p: dict, classes) -> str:
    """One player reviewed: their name, accuracy and moves per class."""
    name = f"You ({p['name']})" if p["you"] else p["name"]
    accuracy = "" if p["accuracy"] is None else f" · accuracy {p['accuracy']:.0f}"
    counts = " ".join(f"{class_badge(k)} {p['counts'].get(k, 0)}" for k in classes)
    return f'<p class="inb-s-player" data-player="{e(p["name"])}"><b>{e(name)}</b>{accuracy} · {counts}</p>'


def review_picture(snap: dict, model_id=None) -> str:
    """The review: each player reviewed with their accuracy and moves per class, the effort, the curve of every
    judged turn (yours filled, the others' hollow), the moves listed with their classes (the moments that mattered
    most marked), and the move picked with the board as it stood then."""
    s = snap["summary"]
    players = snap.get("players") or [
        {"name": snap["player"], "you": True, "accuracy": s["accuracy"], "counts": s["counts"]}
    ]
    shown = snap["player"]
    mine = shown == snap.get("you", shown)
    who = "You" if mine else shown
    lines = "".join(_player_line(p, snap["classes"]) for p in players)
    rows = "".join(
        f'<tr data-number="{m["number"]}"{" data-key=true" if m["key"] else ""}>'
        f"<td>{m['number'] + 1}{' ★' if m['key'] else ''}</td><td>{m['turn']}</td><td>{rich(m['played'])}</td>"
        f"<td>{'' if m['same'] else rich(m['best'])}</td><td>{m['chance']:.0%}</td><td>{class_badge(m['class'])}</td></tr>"  # noqa: E501
        for m in snap["moves"]
    )
    table = (
        (
            f'<div style="max-height:420px;overflow-y:auto"><table class="inb-s-moves"><thead><tr><th>#</th>'
            f"<th>Turn</th><th>{e(who)} played</th><th>The coach’s move</th><th>{'Your' if mine else e(shown + '’s')} "
            f"chance</th><th>Class</th></tr></thead><tbody>{rows}</tbody></table></div>"
        )
        if rows
        else '<p class="inb-s-muted">No move judged.</p>'
    )
    effort = (s.get("effort") or {}).get("text")
    parts = [
        lines,
        f'<p class="inb-s-muted inb-s-small">{e(effort)}</p>' if effort else "",
        f"<p>{e(s['text'])}</p>",
        review_curve(snap["curve"], snap.get("at"), player=shown),
        '<p class="inb-s-muted inb-s-small">★ the moments that mattered most</p>',
        table,
    ]
    m = snap.get("moment")
    if m:
        prompt = f'<p class="inb-s-muted">{rich(m["prompt"])}</p>' if m.get("prompt") else ""
        won = f"<p><b>{rich(m['won'])}</b></p>" if m.get("won") else ""
        effort = (
            f' <span class="inb-s-muted">{m["simulations"]} simulations · {m.get("pairs") or 0} pairs</span>'
            if m.get("simulations") is not None
            else ""
        )
        head = "Move" if mine else e(shown + "’s move")
        parts.append(
            f'<div class="inb-s-box inb-s-moment" data-number="{m["number"]}"><b>{head} {m["number"] + 1}, turn '
            f"{m['turn']}</b> {class_badge(m['class'])}{effort}{prompt}{won}<p><b>{e(who)} played:</b> "
            f"{rich(m['played'])} ({m['played_chance']:.0%}) · <b>The coach’s move:</b> {rich(m['best'])} "
            f"({m['best_chance']:.0%})</p><p>{rich(m['explanation'])}</p></div>"
        )
        parts.append(board(snap["board"]))
    return frame("review", snap["title"], "".join(parts), model_id)


__all__ = [
    "board_picture",
    "review_curve",
    "review_picture",
    "editor_picture",
    "game_picture",
    "gallery_picture",
    "puzzle_picture",
    "quiz_picture",
    "splays_picture",
    "start_plan",
    "stepper_picture",
]
