"""Age 5 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""
from __future__ import annotations

from .registry import effect  # noqa: F401
