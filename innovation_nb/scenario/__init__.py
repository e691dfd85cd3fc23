"""Scenarios: any Innovation position as plain data (YAML, JSON or a dict) — for lessons, puzzles and tests.

>>> from innovation_nb.scenario import Scenario
>>> game = Scenario.load("my_position.yaml").to_game()      # doctest: +SKIP

See ``docs/scenarios.md`` for the format; ``scenario.redeal`` deals anew what one player cannot see.
"""

from .model import PileSetup, PlayerSetup, Scenario, ScenarioError

__all__ = ["PileSetup", "PlayerSetup", "Scenario", "ScenarioError"]
