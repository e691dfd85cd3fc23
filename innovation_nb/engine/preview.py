"""What a Dogma action would do, before it is taken: who would share, who would be vulnerable, which effects each
player would execute, and whether an opponent's sharing could earn the free draw.

Only public information is used (the boards' icon counts and the printed effects): nothing is drawn, nothing is
simulated, and the game is left exactly as it was.
"""

from __future__ import annotations

from .actions import Action, IllegalAction, why_illegal
from .dogma import STATUS_WORDS, DogmaPlan
from .text import Text, names, who


class DogmaPreview:
    """The plan a Dogma action would fix now (``plan``, a DogmaPlan), with each player's part in words."""

    __slots__ = ("plan", "edition")

    def __init__(self, plan: DogmaPlan, edition: str):
        self.plan = plan
        self.edition = edition

    @property
    def card(self) -> str:
        return self.plan.card

    @property
    def sharers(self) -> list[str]:
        """Players who would share the non-demand effects (none when the card has only demands)."""
        return self.plan.sharers[:] if not all(self.plan.demands) else []

    @property
    def vulnerable(self) -> list[str]:
        """Players a demand would reach (none when the card has no demand)."""
        return self.plan.vulnerable[:]

    def executes(self, name: str) -> list[int]:
        """The effects (1-based) ``name`` would execute."""
        return [e["index"] for e in self.plan.effects() if name in e["executors"]]

    @property
    def bonus_possible(self) -> bool:
        return self.plan.bonus_possible

    def bonus_text(self) -> str:
        """Whether sharing could give the activator a free Draw action, and why (or why not)."""
        p = self.plan
        if not p.demands:
            return "No sharing bonus possible: the card has no effects of its own (a City)"
        if not any(not d for d in p.demands):
            return "No sharing bonus possible: the card has only demands (a demand is never shared)"
        if not p.sharers:
            return "No sharing bonus possible: nobody shares"
        opponents = p.opponent_sharers()
        if not opponents:
            return "No sharing bonus possible: only a teammate shares"
        # players as parts: the reader is "you" ("if you change anything", "you take a free Draw action")
        changes = (who(opponents[0], "changes"),) if len(opponents) == 1 else names(opponents, "or") + (" change",)
        return Text(
            "Sharing bonus possible: if ",
            *changes,
            " anything while sharing, ",
            who(p.activator, "takes"),
            " a free Draw action afterwards",
        )

    def to_dict(self) -> dict:
        d = self.plan.to_dict()
        d["sharers"] = self.sharers
        d["executes"] = {n: self.executes(n) for n in self.plan.counts}
        d["bonus"] = self.bonus_text()
        return d

    def explain(self) -> str:
        p = self.plan
        lines = [f"Dogma {p.card} for {p.activator} (featured icon: {p.icon}, counts as now):"]
        for r in p.rows:
            n = r["player"]
            runs = self.executes(n)
            what = (
                ("executes effect" + ("s " if len(runs) > 1 else " ") + ", ".join(map(str, runs)))
                if runs
                else "executes nothing"
            )
            lines.append(f"  {n:>12}  {r['count']:>2}  {STATUS_WORDS[r['status']]:<14}  {what}")
        lines.append(self.bonus_text())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (
            f"<DogmaPreview {self.card}: shares {', '.join(self.sharers) or 'nobody'}; "
            f"vulnerable {', '.join(self.vulnerable) or 'nobody'}>"
        )


def preview(game, action) -> DogmaPreview:
    """The plan ``action`` (a Dogma or an Endorse action by the current player, e.g. ``"dogma Sailing"``) would
    fix now.

    It may be asked at any time the card is one of the current player's top cards, even while something else
    resolves; nothing in the game changes."""
    a = Action.parse(action)
    if a.kind not in ("dogma", "endorse"):
        raise IllegalAction(f"only a Dogma or an Endorse action can be previewed, not {str(a)!r}")
    why = why_illegal(game.state, a)
    if why:
        raise IllegalAction(why)
    s = game.state
    plan = DogmaPlan(s, s.current_player, a.named_card)
    plan.endorse = a.kind == "endorse"  # the counts are as now: the card tucked first may change them
    return DogmaPreview(plan, s.edition)


__all__ = ["DogmaPreview", "preview"]
