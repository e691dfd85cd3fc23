"""Game reaches what loads it — the scenario and the saves, both above it — by name (``game.LOADERS``), never by an
import; what moved below it (``engine.seats``) is still given by its old homes."""

from innovation_nb import Game, Scenario
from innovation_nb.engine import GameError, game, position, saves, seats

POSITION = {"players": [{"name": "Ann", "hand": ["Archery"]}, {"name": "Ben"}]}


def test_the_scenario_and_the_saves_register_their_readers():
    assert game.LOADERS["scenario"] == Scenario.load
    assert game.LOADERS["save"] is saves.load


def test_from_scenario_takes_anything_with_to_state():
    class Fixed:
        def to_state(self):
            return Scenario.load(POSITION).to_state()

    want = Scenario.load(POSITION).to_state().to_dict()
    assert Game.from_scenario(Fixed()).state.to_dict() == want
    assert Game.from_scenario(POSITION).state.to_dict() == want


def test_a_save_round_trips_through_the_registered_reader():
    g = Game.new(["Ann", "Ben"], seed=2)
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    assert g.to_dict()["format"] == saves.FORMAT and g.to_dict()["version"] == saves.VERSION


def test_the_seats_checks_keep_their_old_names():
    assert game.GameError is GameError is seats.GameError
    assert game.check_expansions is seats.check_expansions and game.check_seat_names is seats.check_seat_names
    assert position.seat_name_problem is seats.seat_name_problem
