"""Reading the log of a dogma with compels."""


def compelled(g) -> list[str]:
    """The players who carried out a compel, in order (one entry per compel effect and player)."""
    return [e.player for e in g.events if e.kind == "player" and (e.data or {}).get("role") == "compelled"]
