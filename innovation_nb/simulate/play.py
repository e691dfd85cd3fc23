"""One game of a study, played by its bots in the fast mode (no history), and what the table keeps of it.

Runs wherever the games are played (this process, a local worker process, a Dask worker): it needs the engine
and pyarrow, nothing else of the study tools.
"""

from __future__ import annotations

import pyarrow as pa

from ..bot_games import game_seeds
from ..bots import UnknownBot, check_bot
from ..bots import play as play_game
from ..cards.data import CARDS
from ..engine.actions import Action
from ..engine.cities import board_achievements
from ..engine.game import Game
from ..errors import clip, shorten
from .study import Study, StudyError

SEATS = ("Player 1", "Player 2", "Player 3", "Player 4")  # seat order is play order round the table
MAX_MOVES = 20_000  # far beyond any real game: a bot that never lets the game end is stopped with an error


def replay(spec, game: int) -> Game:
    """Game number ``game`` of the study, played again with full history: step through it, rewind it or show
    it in a widget. It ends exactly as the study's row for that game says."""
    study = Study.load(spec)
    if not isinstance(game, int) or not 0 <= game < study.games:
        raise StudyError("game", f"the study's games are numbered 0 to {study.games - 1}, got {game!r}")
    return play(study, game, study.factories(), history=True)[0]


def play(study: Study, index: int, factories: list, history: bool = False) -> tuple[Game, dict]:
    """Play game ``index`` of ``study``; returns the finished game and its row."""
    seed, bot_seeds = game_seeds(study.seed, index, study.players)
    names = SEATS[: study.players]
    g = Game.new(
        names,
        seed=seed,
        edition=study.edition,
        teams=True if study.teams else None,
        history=history,
        expansions=study.expansions,
        relics=study.relics,
    )
    dogmas = {name: [] for name in names}
    bots = {name: _Noting(bot, dogmas[name]) for name, bot in make_bots(study, factories, bot_seeds).items()}
    try:
        if not play_game(g, bots, MAX_MOVES).over:
            raise StudyError("bots", f"game {index} did not end within {MAX_MOVES} moves")
    except Exception as e:
        if hasattr(e, "add_note"):  # Python 3.11+
            e.add_note(f"in game {index} of the study: innovation_nb.simulate.replay(study, {index}) replays it")
        raise
    return g, record(study, index, seed, g, dogmas)


class _Noting:
    """A seat's bot, noting the card of each of its Dogma actions (the "dogmas" record)."""

    __slots__ = ("bot", "dogmas")

    def __init__(self, bot, dogmas: list):
        self.bot, self.dogmas = bot, dogmas

    def move(self, game):
        move = self.bot.move(game)
        if game.pending is not None:
            return move
        action = Action.parse(move)
        if action.kind == "dogma":
            self.dogmas.append(action.card)
        return action


def make_bots(study: Study, factories: list, seeds: list[int]) -> dict:
    """Each seat's bot, made from its factory and seed; a factory that fails, or makes something without a
    ``move`` method, is a StudyError naming the seat and the bot."""
    bots = {}
    for seat, (name, bot_name, factory, seed) in enumerate(zip(SEATS, study.bots, factories, seeds), 1):
        try:
            bot = factory(seed)
        except Exception as e:
            raise StudyError(
                "bots",
                f"seat {seat}: bot {shorten(bot_name)} could not be made from a seed "
                f"({type(e).__name__}: {clip(str(e), 200)})",
            ) from e
        try:
            bots[name] = check_bot(bot_name, bot)
        except UnknownBot as e:
            raise StudyError("bots", f"seat {seat}: {e}") from None
    return bots


def check_bots(study: Study, factories: list, index: int = 0) -> None:
    """Make the bots of game ``index`` once, so that a bot that cannot play stops the run before any game."""
    make_bots(study, factories, game_seeds(study.seed, index, study.players)[1])


def record(study: Study, index: int, seed: int, g: Game, dogmas: dict) -> dict:
    """The row of a finished game: what ``study.records`` asks for, read from its rule events."""
    seat = {p.name: p.index + 1 for p in g.players}
    keep = set(study.records)
    row = {"game": index, "seed": seed}
    result = g.result
    if "winner" in keep:
        winners = [seat[w] for w in result.winners]
        row["winner"] = winners[0] if len(winners) == 1 and not result.draw else None
        row["winners"] = winners
        row["draw"] = result.draw
        first = next(e.player for e in g.events if e.kind == "turn")
        row["first_player"] = seat[first]
    if "reason" in keep:
        row["reason"] = result.reason
    if "turns" in keep:
        row["turns"] = g.state.turn
    if "first_melds" in keep:
        firsts = {}
        for e in g.events:
            if e.kind == "turn":
                break  # the setup ends with the first turn
            if e.kind == "meld":
                firsts[e.player] = e.cards[0]
        for name, s in seat.items():
            row[f"first_meld_{s}"] = firsts[name]
    if "dogmas" in keep:
        for name, s in seat.items():
            row[f"dogmas_{s}"] = dogmas[name]
    if "achievements" in keep:
        claimed = {name: ([], []) for name in seat}
        turn = 0
        for e in g.events:
            if e.kind == "turn":
                turn = e.data["turn"]
            elif e.kind == "achieve" or (e.kind == "seize" and getattr(e.dest, "kind", None) == "achievements"):
                c = e.cards[0]  # a seized relic is named: it is face up
                # Standard achievements by age only: which card lies under an achievement is never looked at.
                claimed[e.player][0].append(f"age {CARDS[c].age}" if c in CARDS and not CARDS[c].relic else c)
                claimed[e.player][1].append(turn)
        for name, s in seat.items():
            row[f"achievements_{s}"], row[f"achievement_turns_{s}"] = claimed[name]
        if "cities" in study.expansions:  # flags and fountains count as achievements while the board shows them
            for p in g.players:
                kinds = [x["kind"] for x in board_achievements(g.state, p)]
                row[f"flags_{seat[p.name]}"] = kinds.count("flag")
                row[f"fountains_{seat[p.name]}"] = kinds.count("fountain")
    return row


def schema(study: Study) -> pa.Schema:
    """The table's columns and types for ``study`` (per-seat columns end in the seat number)."""
    keep, seats = set(study.records), range(1, study.players + 1)
    ints, text = pa.int64(), pa.string()
    cols = [("game", ints), ("seed", ints)]
    if "winner" in keep:
        cols += [("winner", ints), ("winners", pa.list_(ints)), ("draw", pa.bool_()), ("first_player", ints)]
    if "reason" in keep:
        cols.append(("reason", text))
    if "turns" in keep:
        cols.append(("turns", ints))
    if "first_melds" in keep:
        cols += [(f"first_meld_{s}", text) for s in seats]
    if "dogmas" in keep:
        cols += [(f"dogmas_{s}", pa.list_(text)) for s in seats]
    if "achievements" in keep:
        for s in seats:
            cols += [(f"achievements_{s}", pa.list_(text)), (f"achievement_turns_{s}", pa.list_(ints))]
        if "cities" in study.expansions:
            cols += [(f"{kind}_{s}", ints) for s in seats for kind in ("flags", "fountains")]
    return pa.schema(cols)


def play_games(study: Study, factories: list, indices) -> pa.Table:
    """Play the games numbered ``indices``; their rows as an Arrow table."""
    rows = [play(study, i, factories)[1] for i in indices]
    return pa.Table.from_pylist(rows, schema=schema(study))
