"""What a learner reads of a mined puzzle: its title, the question, one hint, the rule it shows and an explanation
— in the game's words, speaking to the solver as "you" and to the others by name. Nothing here names a card the
solver cannot see: the goal names cards on boards (or none), the hint names no card at all."""
from __future__ import annotations

from ...cards.data import CARDS
from ...engine.text import count, plural

# A theme as a phrase ("... look for a demand") and the rule it shows.
THEME_WORDS = {
    "sharing-bonus": ("the sharing bonus", "The sharing bonus: when an opponent shares and changes the game, "
                                           "you take a free Draw"),
    "demand": ("a demand", "Demands reach every opponent with fewer of the featured icon"),
    "splay-left": ("a splay left", "Splaying left shows the rightmost icons of the covered cards"),
    "splay-right": ("a splay right", "Splaying right shows the two leftmost icons of the covered cards"),
    "splay-up": ("a splay up", "Splaying up shows the three bottom icons of the covered cards"),
    "achieve": ("an achievement", "Achieving: enough points, and a top card of that age or higher"),
    "score": ("scoring", "Scored cards count their age as points"),
    "tuck": ("a tuck", "Tucked cards go under their pile and can add icons when it is splayed"),
    "return": ("returning cards", "Returned cards go to the bottom of their supply pile"),
    "transfer": ("taking a card", "A transfer moves a card from one player to another"),
    "endgame": ("the end of the game", "The game ends when a player has enough achievements, wins by a dogma, "
                                       "or someone draws beyond 10"),
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
GOAL_RULES = {
    "win": "Winning: the game ends at once when you have enough achievements, or a dogma says you win",
    "special": "Special achievements are claimed at once when their condition holds",
    "achieve": "Achieving: enough points, and a top card of that age or higher",
    "vulnerable": "Vulnerability: a demand reaches only opponents who show fewer of its featured icon than you",
    "shares": "Sharing: you share an opponent's dogma when you show at least as many of its featured icon",
    "score": "Scored cards count their age as points",
    "icons": "Icons: what you show on your board counts for every dogma",
    "compel": "Artifacts: an \"I compel\" effect reaches only opponents who show at least as many of its featured "
              "icon as you",
    "forecast": "Echoes: foreshadowing puts a card face down in your forecast, to be promoted after a later Meld",
    "fountain": "Cities: a visible fountain counts as an achievement toward winning",
    "take": "Artifacts: an \"I compel\" effect reaches opponents who show at least as many of its featured icon as "
            "you, and can take their cards",
}
TAKE_WORDS = {"board": "onto your board", "score": "into your score pile", "hand": "into your hand"}
ACTION_WORDS = {"dogma": "a Dogma action", "meld": "a Meld action", "draw": "a Draw action",
                "achieve": "an Achieve action", "endorse": "an Endorse action",
                "return": "the free special action (returning the card on display)",
                "pass": "the free special action (passing)"}


def _within(budget: int) -> str:
    return "with your next action" if budget == 1 else f"within your next {budget} actions"


def goal_words(kind: str, goal, budget: int, owner: str | None = None) -> tuple[str, str]:
    """(title, question) for a goal. ``owner``: whose top card a ``take`` goal names."""
    w = _within(budget)
    if kind == "win":
        return "Win now", f"Win the game {w}."
    if kind == "special":
        name = goal["claim"]
        return f"Claim {name}", f"Claim the special achievement {name} {w}."
    if kind == "achieve":
        n = goal["achievements"]
        return f"Achievement number {n}", f"Hold {count(n, 'achievement')} {w}."
    if kind == "vulnerable":
        card, who = goal["vulnerable"], goal["player"]
        icon = CARDS[card].dogma_icon
        more = f" ({who} must show fewer {plural(icon)} than you)" if icon else ""
        return f"Make {who} vulnerable", f"Make {who} vulnerable to the demand of your {card}{more} {w}."
    if kind == "shares":
        card, who = goal["shares"], goal["by"]
        return f"Share {who}'s {card}", f"Show enough to share {who}'s {card} {w}."
    if kind == "score":
        return f"Score {goal['score']}", f"Bring your score to {goal['score']} or more {w}."
    if kind == "icons":
        (icon, n), = goal["icons"].items()
        return count(n, icon), f"Show at least {count(n, icon)} on your board {w}."
    if kind == "compel":
        card, who = goal["compelled"], goal["player"]
        icon = CARDS[card].dogma_icon
        more = f" ({who} must show at least as many {plural(icon)} as you)" if icon else ""
        return f"Compel {who}", f"Put {who} within reach of the compel of your {card}{more} {w}."
    if kind == "forecast":
        n = goal["forecast"]
        return f"Forecast of {n}", f"Have {count(n, 'card')} in your forecast {w}."
    if kind == "fountain":
        n = goal["fountains"]
        return count(n, "fountain"), f"Show {count(n, 'fountain')} on your board {w}."
    if kind == "take":
        card, zone = goal["card"], goal["zone"]
        whose = f"{owner}'s top card {card}" if owner else f"the top card {card}"
        if zone == "supply":
            return f"Return {card}", f"Send {whose} back to the supply {w}."
        return f"Take {card}", f"Bring {whose} {TAKE_WORDS[zone]} {w}."
    raise ValueError(kind)


def texts(puzzle, kind: str, goal, budget: int, first_kind: str, themes: list[str]) -> dict:
    """Title, question, hint, rule and explanation of a mined puzzle."""
    owner = None
    if kind == "take":  # a top card of the start position: public, and on one opponent's board
        start = puzzle.scenario.to_state()
        owner = next((q.name for q in start.players if goal["card"] in q.top_cards()), None)
    title, question = goal_words(kind, goal, budget, owner)
    shown = [t for t in themes if t in THEME_WORDS and t not in _implied(kind)]
    description = f"You are {puzzle.solver}. {question} Only one first action works: find it."
    hint = f"Your first action is {ACTION_WORDS.get(first_kind, 'an action')}"
    hint += f"; look for {THEME_WORDS[shown[0]][0]}." if shown else "."
    rule = THEME_WORDS[shown[0]][1] if shown else GOAL_RULES[kind]
    if shown:
        explanation = ("The only first action that works is " + ACTION_WORDS.get(first_kind, "an action") +
                       "; the solution uses " + ", ".join(THEME_WORDS[t][0] for t in shown) + ".")
    else:
        explanation = f"The only first action that works is {ACTION_WORDS.get(first_kind, 'an action')}."
    return {"title": title, "description": description, "hint": hint, "rule": rule, "explanation": explanation,
            "goal": question}


def _implied(kind: str) -> set:
    # themes the goal itself says (a win ends the game, an achievement is claimed): not worth a hint
    return {"win": {"endgame"}, "achieve": {"achieve"}, "special": set(), "forecast": {"forecast"},
            "fountain": {"fountain"}, "take": {"transfer"}}.get(kind, set())
