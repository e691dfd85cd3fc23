"""Checks shared by the tests of the Artifacts compels of ages 7 to 10: who a compel reaches, in which order, and
that a teammate and an opponent with fewer icons are never reached."""
from helpers import artifacts_game

from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS

# Three base cards showing three of the icon, one for each other seat (every compel here needs at most three).
STRONG = {"factory": ("Coal", "Machine Tools", "Explosives"), "clock": ("Quantum Theory", "Rocketry", "Satellites"),
          "leaf": ("Agriculture", "Pottery", "Stem Cells")}
HANDS = {"Bob": ["Computers"], "Carol": ["Ecology"], "Dave": ["Genetics"]}


def compelled(g) -> list[str]:
    """The players who carried out a compel, in order (one entry per compel effect and player)."""
    return [e.player for e in g.events if e.kind == "player" and (e.data or {}).get("role") == "compelled"]


def _seat(card):
    return {"board": {CARDS[card].color: [card]}}


def _finish(g, seed: int):
    bot = RandomBot(seed)
    while g.pending is not None:
        g.answer(bot.answer(g.pending))


def everyone_strong(card: str, seed: int = 0):
    """Four players in teams (Alice and Carol against Bob and Dave), each other player with three of the card's
    featured icon: Alice dogmas ``card``, random answers throughout."""
    strong = STRONG[CARDS[card].dogma_icon]
    players = {"Alice": _seat(card)}
    for name, top in zip(("Bob", "Carol", "Dave"), strong):
        players[name] = {"board": {CARDS[top].color: [top]}, "hand": HANDS[name]}
    g = artifacts_game(players, teams=[["Alice", "Carol"], ["Bob", "Dave"]])
    g.apply(f"dogma {card}")
    _finish(g, seed)
    return g


def check_compel_reaches_opponents_in_turn_order(card: str) -> None:
    g = everyone_strong(card)
    n = sum(1 for e in CARDS[card].effects if e.compel)
    # Each compel effect: Bob, then Dave (clockwise from Alice); Carol, a teammate with as many icons, never.
    assert compelled(g) == ["Bob", "Dave"] * n
    touched = {z.owner for e in g.events if e.kind in ("transfer", "return", "meld", "draw", "remove", "tuck")
               and e.player in ("Bob", "Dave") for z in (e.source, e.dest) if z is not None}
    assert "Carol" not in touched


def check_no_one_compelled(card: str) -> None:
    """Bob shows none of the featured icon: the compel does nothing to him."""
    g = artifacts_game({"Alice": _seat(card), "Bob": {"hand": ["Computers"], "score": ["Tools"]}})
    before = g.player("Bob").hand[:], g.player("Bob").score[:]
    g.apply(f"dogma {card}")
    _finish(g, 0)
    assert compelled(g) == []
    assert (g.player("Bob").hand, g.player("Bob").score) == before
