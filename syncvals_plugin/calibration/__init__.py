"""Calibration: the task author's report over baselines, mutants and recorded trials.

Its face offers no names: other stages reach it through its hooks, never its modules.
"""

from __future__ import annotations

__all__: list[str] = []
