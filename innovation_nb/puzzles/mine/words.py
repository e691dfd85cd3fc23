"""What a learner reads of a mined puzzle: its title, the question, one hint, the rule it shows and an explanation
— in the game's words, speaking to the solver as "you" and to the others by name. Nothing here names a card the
solver cannot see: the goal names cards on boards (or none), the hint names no card at all. The words of each kind
of goal are the kind's own (``kinds.KINDS``)."""

from __future__ import annotations

from .kinds import KINDS

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


def texts(puzzle, kind: str, goal, budget: int, first_kind: str, themes: list[str]) -> dict:
    """Title, question, hint, rule and explanation of a mined puzzle."""
    k = KINDS[kind]
    title, question = k.words(goal, budget, k.owner(goal, puzzle.scenario))
    shown = [t for t in themes if t in THEME_WORDS and t not in k.implied]
    description = f"You are {puzzle.solver}. {question} Only one first action works: find it."
    hint = f"Your first action is {ACTION_WORDS.get(first_kind, 'an action')}"
    hint += f"; look for {THEME_WORDS[shown[0]][0]}." if shown else "."
    rule = THEME_WORDS[shown[0]][1] if shown else k.rule
    if shown:
        explanation = (
            "The only first action that works is "
            + ACTION_WORDS.get(first_kind, "an action")
            + "; the solution uses "
            + ", ".join(THEME_WORDS[t][0] for t in shown)
            + "."
        )
    else:
        explanation = f"The only first action that works is {ACTION_WORDS.get(first_kind, 'an action')}."
    return {
        "title": title,
        "description": description,
        "hint": hint,
        "rule": rule,
        "explanation": explanation,
        "goal": question,
    }
