"""What a learner reads of a mined puzzle: its title, the question, one hint, the rule it shows and an explanation
— in the game's words, speaking to the solver as "you" and to the others by name.

- **The hint** points at what decides the puzzle, never at what happens on the way (``Kind.hinted``): the first
  theme a hint may name, and the kind of the first action — but only where at least ``MIN_LEFT`` legal first
  actions are of that kind, so that a hint never leaves a single move. Without a theme to name, it gives the
  goal's own clue (``Kind.clue``).
- **The explanation** says in sentences why the answer works (what you do in the solution, and where it leaves
  you) and why the most tempting wrong first actions fail (``refute.tempting``: the glance rules' picks first,
  then the ones that come nearest), each from the solver's own refutation: where the action leaves you at best,
  and the answers of the others that defeat it.

Nothing here names a card the solver cannot see at the puzzle's start (``visible``): a card drawn on the way, or
one in an opponent's hand, score pile or forecast, is said by its age ("a 3"). The words of each kind of goal are
the kind's own (``kinds.KINDS``)."""

from __future__ import annotations

from ...cards.data import CARDS
from ...engine.actions import Action
from ...engine.decisions import answer_parts
from ...engine.state import ALL_SPECIALS
from ...engine.text import Reader, Text, a_age, count, phrase, who, whose
from ...engine.visibility import can_see
from ..themes import echo_effects, replay
from . import glance
from .kinds import KINDS
from .refute import tempting

MIN_LEFT = 2  # legal first actions of the kind a hint names, at least
MAX_CLAUSES = 4  # things you do that the explanation of the answer tells, at most

# A theme as a phrase ("... look for a demand") and the rule it shows.
THEME_WORDS = {
    "sharing-bonus": (
        "the sharing bonus",
        "The sharing bonus: when an opponent shares and changes the game, you take a free Draw",
    ),
    "demand": ("a demand", "Demands reach every opponent with fewer of the featured icon"),
    "splay-left": ("a splay left", "Splaying left shows the rightmost icons of the covered cards"),
    "splay-right": ("a splay right", "Splaying right shows the two leftmost icons of the covered cards"),
    "splay-up": ("a splay up", "Splaying up shows the three bottom icons of the covered cards"),
    "achieve": ("an achievement", "Achieving: enough points, and a top card of that age or higher"),
    "score": ("scoring", "Scored cards count their age as points"),
    "tuck": ("a tuck", "Tucked cards go under their pile and can add icons when it is splayed"),
    "return": ("returning cards", "Returned cards go to the bottom of their supply pile"),
    "transfer": ("taking a card", "A transfer moves a card from one player to another"),
    "endgame": (
        "the end of the game",
        "The game ends when a player has enough achievements, wins by a dogma, or someone draws beyond 10",
    ),
    "icon-count": ("the icons you show", "Icons: what you show on your board counts for every dogma"),
    "dig": ("a dig", "Artifacts: melding over a card of the same age, or a card with fewer hexes, digs an Artifact"),
    "display": ("the card on display", "Artifacts: the free special action with the card on display"),
    "relic": ("a relic", "Artifacts: seizing a relic"),
    "compel": ("a compel effect", "Artifacts: a compel reaches opponents who show as many of the icon or more"),
    "echo": ("an echo effect", "Echoes: echo effects of the pile run first, bottom up"),
    "bonus": ("bonus icons", "Echoes: your highest visible bonus counts in full, the others as 1"),
    "forecast": ("your forecast", "Echoes: foreshadowing puts a card in your forecast"),
    "promote": ("a promotion", "Echoes: after a Meld, you may promote a card of your forecast"),
    "city-draw": ("a City draw", "Cities: a new colour or a splay in a new direction draws a City"),
    "plus": ("a plus icon", "Cities: a plus icon draws a card one age above the City"),
    "arrow": ("an arrow icon", "Cities: an arrow splays the City's pile"),
    "search": ("a search icon", "Cities: a search icon looks for cards with an icon"),
    "flag": ("a flag", "Cities: a flag counts as an achievement while you show its colour most"),
    "fountain": ("a fountain", "Cities: a fountain counts as an achievement while it shows"),
    "endorse": ("the Endorse action", "Cities: Endorse doubles your effects"),
}
ACTION_WORDS = {
    "dogma": "a Dogma action",
    "meld": "a Meld action",
    "draw": "a Draw action",
    "achieve": "an Achieve action",
    "endorse": "an Endorse action",
    "return": "the free special action (returning the card on display)",
    "pass": "the free special action (passing)",
}
# The events the explanation of the answer tells, when the solver makes them (a draw only into the forecast).
TOLD = frozenset(
    {"meld", "tuck", "score", "return", "transfer", "exchange", "splay", "achieve", "dig", "seize", "foreshadow"}
)
# The events each theme is made of: what the explanation tells first.
THEME_EVENTS = {
    "score": {"score"},
    "tuck": {"tuck"},
    "return": {"return"},
    "transfer": {"transfer", "exchange"},
    "splay-left": {"splay"},
    "splay-right": {"splay"},
    "splay-up": {"splay"},
    "achieve": {"achieve"},
    "dig": {"dig"},
    "relic": {"seize"},
    "forecast": {"foreshadow", "draw"},
    "promote": {"meld"},
    "icon-count": {"meld", "tuck", "splay", "transfer", "return", "score"},
}
THEME_EVENTS |= {s.lower(): {"achieve"} for s in ALL_SPECIALS} | {"endgame": {"achieve"}}


def visible(question) -> frozenset[str]:
    """The cards the solver can see at the puzzle's start: every card on a board, on a display or in the relic
    area, and their own hand, score pile and forecast (never an opponent's hand, score pile or forecast, nor the
    supply)."""
    g = question.start_game(history=False)
    s = g.state
    near = set(s.relics)
    for p in s.players:
        near.update(p.hand, p.score, p.forecast, (c for c in p.achievements if c in CARDS))
        near.update(c for pile in p.board for c in pile.cards)
        if p.display:
            near.add(p.display)
    return frozenset(c for c in near if can_see(g, question.solver, c))


def _masked(parts, seen: frozenset[str]) -> tuple:
    """Text parts with every card the solver cannot see at the start said by its age (each card on its own)."""
    out: list = []
    for p in parts:
        if p.__class__ is tuple and p[0] == "cards":
            for i, title in enumerate(p[1]):
                out += [", "] if i else []
                out.append(("cards", (title,), None if title in seen else ()))
        elif p.__class__ is tuple and p[0] == "to":
            out.append(("to", p[1], _masked(p[2], seen)))
        else:
            out.append(p)
    return tuple(out)


def _action(move: str, seen) -> str:
    """An action as the learner reads it, by its name in the rules: "Dogma Masonry", "Meld Archery", "Achieve 3",
    "a Draw", "passing" (the free special action); "Meld a 3" for a card they cannot see yet."""
    a = Action.parse(move)
    if a.kind == "draw":
        return "a Draw"
    if a.kind == "pass":
        return "passing"
    if a.card is not None:
        return f"{a.kind.capitalize()} {a.card if a.card in seen else a_age(CARDS[a.card].age)}"
    return f"{a.kind.capitalize()} {a.age}"


def _joined(items: list[str], conj: str = "and") -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {conj} " + items[-1]


def _capital(s: str) -> str:
    return s[:1].upper() + s[1:]


def hint(puzzle, kind: str, goal, first: str, themes: list[str]) -> str:
    """The hint: the kind of the first action where it leaves ``MIN_LEFT`` moves or more, and the first theme a
    hint may name; else the goal's clue."""
    k = KINDS[kind]
    first_kind = Action.parse(first).kind
    same = sum(1 for a in puzzle.start_game(history=False).legal_actions() if a.kind == first_kind)
    said = ACTION_WORDS.get(first_kind, "an action") if same >= MIN_LEFT else None
    shown = [t for t in k.hinted(themes, goal) if t in THEME_WORDS]
    look = THEME_WORDS[shown[0]][0] if shown else None
    if said and look:
        return f"Your first action is {said}; look for {look}."
    if said:
        return f"Your first action is {said}. {k.clue(goal)}"
    if look:
        return f"Look for {look}."
    return k.clue(goal)


# The words of a thing done, by the event's kind: the verb (third person: engine.text turns it for "you"), the
# words before the cards and after them. Consecutive events of one kind by one player are told as one ("you tuck
# A, B, C").
DONE = {
    "meld": ("melds", "", ""),
    "tuck": ("tucks", "", ""),
    "score": ("scores", "", ""),
    "return": ("returns", "", ""),
    "dig": ("digs", " up", ""),
    "seize": ("takes", "", " (a relic)"),
    "foreshadow": ("foreshadows", "", ""),
    "draw": ("foreshadows", "", ""),  # a draw told only when it goes straight into the forecast
}
_FROM = {"score": " score pile", "forecast": " forecast", "display": " display", "board": " board"}


def _zone(where) -> tuple:
    """A zone as the explanation tells it: its kind and owner (the cards scored from two piles of one board are
    told together)."""
    return getattr(where, "kind", None), getattr(where, "owner", None)


def _done(group: list, seen) -> tuple:
    """The parts of one thing done: a group of consecutive events of one kind by one player."""
    e = group[0]
    k, p, d = e.kind, e.player, e.data or {}
    if k == "player":
        return (who(p, "is"), " vulnerable to your demand" if d.get("role") == "vulnerable" else " compelled")
    if k == "effect":
        return (f"the echo effect of {d['card']} runs for you",)
    if k == "splay":
        return (who(p, "splays"), " ", whose(p), f" {d.get('color')} pile {d.get('direction')}")
    if k == "achieve":
        names = [c if d.get("special") else f"the {CARDS[c].age} achievement" for x in group for c in x.cards]
        return (who(p, "claims"), " ", _joined(names))
    if k in ("transfer", "exchange"):
        return _masked(e.text().parts, seen)
    verb, before, after = DONE[k]
    titles = [c for x in group for c in x.cards]
    parts: tuple = (who(p, verb), before, " ", ("cards", tuple(titles), None), after)
    source = getattr(e.source, "kind", None)
    if k != "dig" and source in _FROM:
        parts += (" from ", whose(e.source.owner), _FROM[source])
    return _masked(parts, seen)


def why_it_works(puzzle, kind: str, themes: list[str], plays: list, seen, reader: Reader) -> list[str]:
    """Sentences on what the solution does: the solver's actions and what they make happen (the first play of the
    solution), where it leaves them, and "whatever Bob answers" when the solution has several plays."""
    r = replay(puzzle, plays[0])
    me = puzzle.solver
    ordered = KINDS[kind].order(themes, puzzle.goal.to_data())

    def rank(*names: str, kind_: str = "") -> int:
        """Where the first theme an event makes stands among the puzzle's themes (what decides it first)."""
        at = [i for i, t in enumerate(ordered) if t in names or kind_ in THEME_EVENTS.get(t, ())]
        return min(at, default=len(ordered))

    echoes = {e.parent for e in r.of("player") if e.player == me} & {e.index for e in echo_effects(r)}
    events = []
    for e in r.events:
        mine = e.player == me or me in (getattr(e.source, "owner", None), getattr(e.dest, "owner", None))
        role = (e.data or {}).get("role")
        if e.kind == "player" and role in ("vulnerable", "compelled") and r.acted_by(e) == me:
            events.append((rank("demand" if role == "vulnerable" else "compel"), e))
        elif e.index in echoes:
            events.append((rank("echo"), e))
        elif mine and (e.kind in TOLD or (e.kind == "draw" and getattr(e.dest, "kind", None) == "forecast")):
            events.append((rank(kind_=e.kind), e))
    groups: list[list] = []  # (how much it tells, events), in the order they happened
    for rank, e in sorted(events, key=lambda x: x[1].index):
        last = groups[-1][1][-1] if groups else None
        same = last is not None and (e.kind, e.player, _zone(e.source)) == (last.kind, last.player, _zone(last.source))
        if same and e.kind in DONE:
            groups[-1][0] = min(groups[-1][0], rank)
            groups[-1][1].append(e)
        else:
            groups.append([rank, [e]])
    # the things done that make the themes first, then the others, each said once, told in the order they happened
    told = sorted(range(len(groups)), key=lambda i: (groups[i][0], i))
    said: dict[int, str] = {}
    for i in told:
        text = phrase(reader, *_done(groups[i][1], seen))
        if len(said) < MAX_CLAUSES and text not in said.values():
            said[i] = text
    clauses = [said[i] for i in sorted(said)]
    actions = ", then ".join(_action(a, seen) for a in r.actions)
    _, where = KINDS[kind].measure(puzzle.goal, r.after, puzzle.context())
    # one action "works"; a line of several is named first ("Achieve 1 works" would read as a count)
    head = f"{_capital(actions)} works" if len(r.actions) == 1 else f"The line that works is {actions}"
    out = [head + (": " + "; ".join(clauses) if clauses else "") + "."]
    if where and all(where not in c for c in clauses):
        out.append(f"Then {where}.")
    others = sorted({m.player for play in plays for m in play if m.kind == "answer" and m.player != me})
    if len(plays) > 1 and others:
        out.append(f"It works whatever {_joined(others)} {'answers' if len(others) == 1 else 'answer'}.")
    return out


def why_not(puzzle, kind: str, goal, first: str, budget: int, seen, reader: Reader) -> list[str]:
    """A sentence for each of the most tempting wrong first actions, on why it fails."""
    out = []
    for r in tempting(puzzle, kind, first):
        a = _action(r.move, seen)
        if r.picked_by:
            head, a = f"{_capital(a)} looks obvious ({glance.said(r.picked_by, kind, goal)}), but", "it"
        else:
            head = None
        if r.distance is None or (budget == 1 and r.distance == 0):
            tail = f"no line after {a} is sure to reach the goal"
        elif budget > 1:
            tail = f"after {a}, no line of your {count(budget - 1, 'action')} left is sure to reach the goal"
        else:
            them = [
                Text(*answer_parts(ans, kind_, lambda c: None if c in seen else ())).render(reader)
                for _, ans, kind_ in r.answers
            ]
            best = "at best " if r.chose else ""
            if them:
                who_ = sorted({p for p, _, _ in r.answers})
                verb = "answers" if len(who_) == 1 else "answer"
                tail = f"after {a}, {_joined(who_)} {verb} {_joined(them, 'then')}, and {best}{r.said}"
            else:
                tail = f"after {a}, {best}{r.said}"
        out.append(f"{head} {tail}." if head else f"{_capital(tail)}.")
    return out


def texts(puzzle, kind: str, goal, budget: int, first: str, themes: list[str], plays: list) -> dict:
    """Title, question, hint, rule and explanation of a mined puzzle whose only first action that works is
    ``first``, with its ``themes`` (in the order ``Kind.order`` gives) and the concrete ``plays`` of its solution."""
    k = KINDS[kind]
    title, question = k.words(goal, budget, k.owner(goal, puzzle.scenario))
    description = f"You are {puzzle.solver}. {question} Only one first action works: find it."
    shown = [t for t in k.hinted(themes, goal) if t in THEME_WORDS]
    rule = THEME_WORDS[shown[0]][1] if shown else k.rule
    seen = visible(puzzle)
    reader = Reader(puzzle.solver, you=puzzle.solver)
    works = why_it_works(puzzle, kind, themes, plays, seen, reader)
    explanation = " ".join(works + why_not(puzzle, kind, goal, first, budget, seen, reader))
    return {
        "title": title,
        "description": description,
        "hint": hint(puzzle, kind, goal, first, themes),
        "rule": rule,
        "explanation": explanation,
        "goal": question,
    }
