"""The coach's reasons in words, built from the plan (what the rules say the move does, from public facts) and
the simulations (what it did on average over the guesses of the hidden cards).

Every sentence is a :class:`~innovation_nb.engine.text.Text` rendered for the advised player: a card is named
only when that player may see it (the move's own card, a top card, a card in their own hand); cards met in the
simulations are never named, since they are guesses.
"""

from __future__ import annotations

from ..cards.data import CARDS
from ..engine import primitives as prim
from ..engine.actions import Action
from ..engine.decisions import answer_parts
from ..engine.endgame import achievement_count, achievements_needed
from ..engine.text import Reader, Text, a_age, card, count, icon, number, who, whom, whose
from ..engine.visibility import who_sees
from .search import Candidate, clearly_below

NOTABLE = 0.25  # an average change smaller than this is not worth a word
OFTEN = 0.1  # nor is something that happened in fewer simulations than this share


def pct(x: float) -> str:
    return f"{round(100 * x)}%"


def _card(game, title: str):
    """A card part, named to whoever may see it now."""
    return card(title, who_sees(game, title))


def _head(game, viewer: str, cand: Candidate) -> list:
    """What the move is, from the rules and public facts."""
    s = game.state
    me = s.player(viewer)
    if cand.kind == "answer":
        return _answer_head(game, viewer, cand.move.input)
    a: Action = cand.move.value
    if a.kind == "draw":
        age = prim.draw_age(s, me.highest_top_value())
        if age > 10:
            return ["Draw: every pile from your age up is empty, so drawing ends the game (highest score wins)"]
        return [f"Draw {a_age(age)}"]
    if a.kind == "achieve":
        need, have = achievements_needed(s), achievement_count(s, me)
        return [f"Achieve {a.age} now: you need {need}, you have {have}"]
    if a.kind == "meld":
        c = CARDS[a.card]
        pile = me.board[c.color_index]
        parts = ["Meld ", _card(game, a.card), ": "]
        if pile.cards:
            parts += ["it covers ", _card(game, pile.cards[-1]), f" on your {c.color} pile"]
        else:
            parts += [f"it starts your {c.color} pile"]
        return parts
    if a.kind == "dogma":
        return _dogma_head(game, viewer, a.card)
    if a.kind == "return":
        return ["Return ", _card(game, a.card), " from display"]
    return ["Pass: keep ", _card(game, me.display), " on display"] if me.display else ["Pass"]


def _dogma_head(game, viewer: str, title: str) -> list:
    """The plan in a clause per player: who shares, who is vulnerable, and who is neither, with the counts."""
    s = game.state
    free = s.free_action
    try:
        plan = game.preview(f"dogma {title}").plan
    except Exception:  # the free dogma of a displayed card is not a plain Dogma action
        return ["Dogma ", _card(game, title)]
    mine = plan.counts[viewer]
    shared, demands = not all(plan.demands), any(plan.demands)
    clauses = []
    for name, n in plan.counts.items():
        if name == viewer:
            continue
        count = [" (", icon(plan.icon, n), f" {'≥' if n >= mine else '<'} {mine})"]
        mate = s.teammates(s.player(viewer), s.player(name))
        if name in plan.sharers and shared:
            clauses.append([who(name, "shares"), *count, " (a teammate)" if mate else ""])
        elif name in plan.vulnerable:
            clauses.append([who(name, "is"), " vulnerable", *count])
        elif shared:
            clauses.append([who(name, "does"), " not share", *count])
        elif demands:
            clauses.append([who(name, "is"), " not vulnerable", *count, " (a teammate)" if mate else ""])
    parts = ["Dogma ", _card(game, title), " (the free action)" if free else ""]
    if clauses:
        parts.append(": ")
        for i, c in enumerate(clauses):
            parts += ([", " if i < len(clauses) - 1 else " and "] if i else []) + c
    return parts


# The verbs a request's prompt may begin with ("Return a card from your hand", "You may splay one colour left"):
# an answer reads as that action done to what it picks ("return Oars (1)", "splay red left").
VERBS = frozenset(
    {
        "achieve",
        "draw",
        "exchange",
        "foreshadow",
        "give",
        "keep",
        "meld",
        "move",
        "put",
        "return",
        "reveal",
        "score",
        "splay",
        "take",
        "transfer",
        "tuck",
        "unsplay",
        "junk",
        "claim",
        "seize",
    }
)
DIRECTIONS = ("left", "right", "up")


def _answer_head(game, viewer: str, value) -> list:
    """An answer to the request waiting for ``viewer``, as the move it makes in the game's words: "Meld Oars (1)
    first" (the first meld), "Return Oars (1)", "Splay red left", "Do not splay", "Yes: repeat the effect"."""
    req = next((r for r in game.pending_all if r.player == viewer), None)
    prompt = req.prompt_text().render(Reader(viewer, you=viewer)) if req is not None else ""
    words = prompt[len("You may ") :] if prompt.startswith("You may ") else prompt
    first = words.split(" ", 1)[0].lower() if words else ""
    verb = first if first in VERBS else None
    if req is not None and req.hidden and game.state.phase == "setup":
        return ["Meld ", *_answer_parts(game, value), " first"]
    if value is None or value == []:
        return [f"Do not {verb}" if verb else "Decline", *_quoted(prompt)]
    if value is True or value is False:
        return ["Yes" if value else "No", *_quoted(prompt)]
    if req is not None and req.kind == "color" and verb:
        direction = next((d for d in DIRECTIONS if f" {d}" in words), "")
        return [f"{verb.capitalize()} {value}" + (f" {direction}" if verb == "splay" and direction else "")]
    if verb:
        return [verb.capitalize(), " ", *_answer_parts(game, value)]
    return ["Choose ", *_answer_parts(game, value), *_quoted(prompt)]


def _quoted(prompt: str) -> list:
    """The question answered, in brackets."""
    return [f" (“{prompt}”)"] if prompt else []


def _answer_parts(game, value) -> list:
    """An answer in words (``decisions.answer_parts``), each card named to whoever may see it now."""
    return list(answer_parts(value, seen=lambda title: who_sees(game, title)))


def _effects(game, viewer: str, cand: Candidate) -> list[list]:
    """What the move did right away, on average over the simulations."""
    o = cand.outcome
    if not o.n:
        return []
    out = []
    if o.won and cand.proof is None:
        out.append([f"it wins the game at once in {pct(o.share(o.won))} of the simulations"])
    if o.won_soon and o.share(o.won_soon) >= OFTEN / 2 and cand.proof is None:
        out.append([who(viewer, "wins"), f" soon after, in {pct(o.share(o.won_soon))} of the simulations"])
    if not cand.lost:
        for name, n in sorted(o.their_wins.items()):
            if o.share(n) >= OFTEN / 2:
                out.append([who(name, "wins"), f" in the turns that follow in {pct(o.share(n))} of the simulations"])
    for words, n in sorted(o.follow.items(), key=lambda kv: -kv[1]):
        if words.startswith("achieve ") and o.share(n) >= OFTEN:
            out.append(
                [
                    who(viewer, "claims"),
                    f" the {words.split()[1]} with the next action in {pct(o.share(n))} of the simulations",
                ]
            )
            break
    mine = o.mean("score", viewer)
    if abs(mine) >= NOTABLE:
        out.append(_score_change(viewer, mine))
    a = cand.move.value if cand.kind == "action" else None
    gained = o.mean("achievements", viewer) - (1 if a is not None and a.kind == "achieve" else 0)
    for name, n in sorted(o.specials.items()):
        if o.share(n) >= OFTEN:
            out.append([who(viewer, "claims"), f" {name} in {pct(o.share(n))} of the simulations"])
            gained -= o.share(n)
    if gained >= OFTEN:
        out.append([who(viewer, "claims"), f" another achievement in {pct(gained)} of the simulations"])
    if o.bonus and o.share(o.bonus) >= OFTEN:
        sharers = _opponent_sharers(game, viewer, a)
        out.append(
            [
                *(_names_possessive(sharers) if sharers else ["an opponent's"]),
                " sharing gives ",
                whom(viewer),
                f" the free draw in {pct(o.share(o.bonus))} of the simulations",
            ]
        )
    hand = o.mean("hand", viewer)
    if a is not None and a.kind not in ("draw", "meld") and abs(hand) >= 0.5:
        out.append(
            [whose(viewer), f" hand {'grows' if hand > 0 else 'shrinks'} by {count(abs(hand), 'card')} on average"]
        )
    for p in game.state.players:
        if p.name == viewer or game.state.teammates(game.state.player(viewer), p):
            continue
        d = o.mean("score", p.name)
        if abs(d) >= NOTABLE:
            out.append(_score_change(p.name, d))
        d = o.mean("achievements", p.name)
        if d >= OFTEN:
            out.append([who(p.name, "claims"), f" an achievement in {pct(d)} of the simulations"])
        d = o.theirs.get(p.name, 0.0) / o.n
        if d >= OFTEN:
            out.append(
                [who(p.name, "claims"), f" an achievement in the turns that follow in {pct(d)} of the simulations"]
            )
        d = o.mean("hand", p.name)
        if d <= -0.5:
            out.append([whose(p.name), f" hand shrinks by {number(-d)} on average"])
        d = o.mean("board", p.name)
        if abs(d) >= 0.5:
            out.append(
                [whose(p.name), f" board {'grows' if d > 0 else 'shrinks'} by {count(abs(d), 'card')} on average"]
            )
    return out


def _score_change(name: str, d: float) -> list:
    """A player's average change of score, said as a gain or a loss: "Ben scores 2.6 on average", "you lose 1 point
    of score on average" (never "scores −2.6")."""
    if d > 0:
        return [who(name, "scores"), f" {number(d)} on average"]
    return [who(name, "loses"), f" {count(-d, 'point')} of score on average"]


def _opponent_sharers(game, viewer: str, action) -> list[str]:
    if action is None or action.kind != "dogma":
        return []
    try:
        plan = game.preview(f"dogma {action.card}").plan
    except Exception:
        return []
    return plan.opponent_sharers()


def _names_possessive(names) -> list:
    parts: list = []
    for i, n in enumerate(names):
        parts += ([" and " if i == len(names) - 1 else ", "] if i else []) + [whose(n)]
    return parts


def explanation(
    game,
    viewer: str,
    cand: Candidate,
    best: Candidate | None,
    terminology: str = "asmadi",
    runner_up: Candidate | None = None,
) -> str:
    """One paragraph for ``cand``: the move, what it did in the simulations, and the estimate with its
    uncertainty. Against ``best`` (another move): how far below it, in the figures shown, or that the two are too
    close to call. For the best move itself, ``runner_up`` (the next move): why it is ahead, or that it is not
    clearly ahead."""
    sentences = [_head(game, viewer, cand)]
    if cand.proof is not None:
        sentences.append(proof_words(game, viewer, cand.proof))
    elif cand.lost is not None:
        sentences.append(loss_words(game, viewer, cand.lost))
    effects = _effects(game, viewer, cand) if game.state.phase == "play" else []
    if effects:
        joined: list = []
        for i, e in enumerate(effects):
            joined += (["; "] if i else []) + e
        sentences.append(joined)
    if cand.proof is not None or cand.lost is not None:
        pass  # a proof says all: no estimate
    elif cand.n:
        lo, hi = cand.interval()
        last = [f"Estimated chance to win {pct(cand.mean)} ({pct(lo)}–{pct(hi)}, {count(cand.n, 'simulation')})"]
        if best is not None and best is not cand and best.n:
            if not clearly_below(cand, best):
                last.append(": too close to the best move to call with these simulations")
            else:
                # the gap between the figures shown, so that the sentence agrees with them
                gap = round(100 * best.mean) - round(100 * cand.mean)
                last.append(
                    f", {count(gap, 'percentage point')} below the best move"
                    if gap >= 1
                    else ", less than 1 percentage point below the best move"
                )
        sentences.append(last)
        if runner_up is not None and runner_up is not cand and runner_up.n:
            sentences.append(_why_ahead(game, viewer, cand, runner_up))
    reader = Reader(viewer, terminology, you=viewer)
    out = []
    for parts in sentences:
        text = Text(*parts).render(reader)
        out.append(text[:1].upper() + text[1:])
    return ". ".join(out) + "."


def _why_ahead(game, viewer: str, best: Candidate, other: Candidate) -> list:
    """Why ``best`` is ranked above ``other`` (the next move), in what the simulations saw them do; or that it is
    not clearly ahead."""
    name = [*_move_words(game, viewer, other)]
    if not other.clearly_below(best):
        sims = f"{best.n} simulations each" if best.n == other.n else f"{best.n} and {other.n} simulations"
        return ["It is only the best estimate: it and ", *name, f" are too close to call with {sims}"]
    ob, oo = best.outcome, other.outcome
    reasons = []
    if ob.n and oo.n:
        won = ob.share(ob.won + ob.won_soon) - oo.share(oo.won + oo.won_soon)
        if won >= OFTEN / 2:
            reasons.append([who(viewer, "wins"), f" soon in {pct(won)} more of the simulations"])
        lost = oo.share(oo.lost_soon) - ob.share(ob.lost_soon)
        if lost >= OFTEN / 2:
            reasons.append([f"an opponent wins soon in {pct(lost)} fewer of them"])
        d = ob.mean("score", viewer) - oo.mean("score", viewer)
        if abs(d) >= NOTABLE:
            reasons.append([who(viewer, "scores"), f" {number(abs(d))} {'more' if d > 0 else 'less'} on average"])
        d = ob.mean("achievements", viewer) - oo.mean("achievements", viewer)
        if d >= OFTEN:
            reasons.append([who(viewer, "claims"), f" an achievement in {pct(d)} more of the simulations"])
        d = ob.mean("board", viewer) - oo.mean("board", viewer)
        if d >= 0.5:
            reasons.append([whose(viewer), f" board ends {count(d, 'card')} bigger on average"])
        for p in game.state.players:
            if p.name == viewer or game.state.teammates(game.state.player(viewer), p):
                continue
            d = oo.mean("score", p.name) - ob.mean("score", p.name)
            if d >= NOTABLE:
                reasons.append([who(p.name, "scores"), f" {number(d)} less on average"])
    if not reasons:
        return [
            "It is ahead of ",
            *name,
            " by what follows in the few actions played out after it, not by what it does at once",
        ]
    joined: list = ["Against ", *name, " (the next best): "]
    for i, r in enumerate(reasons):
        joined += (["; "] if i else []) + r
    return joined


def line_parts(game, moves, who: str) -> list:
    """``who``'s actions in ``moves`` as text parts, "achieve 7, then achieve 8", then the answers they give along
    it, ", answering nothing (declined)"; a card named only to those who may see it in the game (a card of a
    proof's deal that is hidden in the game is said by its age)."""
    seen = lambda title: who_sees(game, title)  # noqa: E731 - the game's own visibility of each card
    mine = [m for m in moves if m.player in (None, who)]
    parts: list = []
    for m in (m for m in mine if m.kind == "action"):
        parts += ([", then "] if parts else []) + list(m.words(seen).parts)
    answers = [m for m in mine if m.kind == "answer"]
    for i, m in enumerate(answers):
        parts += [", answering " if i == 0 else "; "] + list(m.words(seen).parts)
    return parts


def _sure(proof) -> str:
    return (
        "whatever the cards you cannot see"
        if proof.exact
        else "in every deal of the cards you cannot see that was tried"
    )


def proof_words(game, viewer: str, proof) -> list:
    """A win proved, in words: "It wins at once, whatever the others answer (...), answering nothing (declined)" /
    "It wins this turn, whatever the others answer (...): then achieve 8"."""
    when = "at once" if proof.actions <= 1 else "this turn"
    line = line_parts(game, proof.moves[1:], viewer)
    lead = [f"It wins {when}, whatever the others answer ({_sure(proof)})"]
    if line and line[0].startswith(", answering"):
        return [*lead, *line]
    return [*lead, *((": then ", *line) if line else ())]


def loss_words(game, viewer: str, lost) -> list:
    """A loss proved, in words: "It ends the game, and Bob wins" / "After it, Bob wins in the turn that follows
    whatever you do: achieve 6"."""
    if len(lost.moves) == 1 and lost.actions == 0:
        return ["It ends the game, and ", who(lost.winner, "wins")]
    line = line_parts(game, lost.moves[1:], lost.winner)
    head = [
        "After it, ",
        who(lost.winner, "wins"),
        " in the turn that follows whatever ",
        who(viewer, "does"),
        f" ({_sure(lost)})",
    ]
    return [*head, *((": ", *line) if line else ())]


def move_words(game, viewer: str, cand: Candidate, terminology: str = "asmadi") -> str:
    """A move in a few words for ``viewer``: "draw a 1", "meld Oars (1)", "return Oars (1)"."""
    return Text(*_move_words(game, viewer, cand)).render(Reader(viewer, terminology, you=viewer))


def _move_words(game, viewer: str, cand: Candidate) -> list:
    """A move in a few words: "draw a 1", "meld Oars (1)", "dogma Writing (1)", "return Oars (1)"."""
    if cand.kind == "answer":
        head = _answer_head(game, viewer, cand.move.input)
        if head and isinstance(head[-1], str) and head[-1].startswith(" (“"):
            head = head[:-1]  # the question is said with the move itself
    else:
        a = cand.move.value
        if a.kind in ("meld", "dogma", "return", "endorse") and a.card:
            head = [f"{a.kind} ", _card(game, a.card)]
        elif a.kind == "draw":
            head = _head(game, viewer, cand)[:1]
        elif a.kind == "achieve":
            head = [f"achieve {a.age}"]
        else:
            head = [str(a)]
    if head and isinstance(head[0], str):
        head = [head[0][:1].lower() + head[0][1:], *head[1:]]
    return head
