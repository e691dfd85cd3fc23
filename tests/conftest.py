import os
import sys
from pathlib import Path

from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

# Property tests (tests/test_properties.py): a quick, repeatable run by default; INB_HYPOTHESIS=thorough for many
# more random examples.
settings.register_profile("quick", max_examples=100, deadline=None, derandomize=True, database=None)
settings.register_profile("thorough", max_examples=1000, deadline=None, database=None)
settings.load_profile(os.environ.get("INB_HYPOTHESIS", "quick"))
