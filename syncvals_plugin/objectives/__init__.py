"""The built-in task's own plugin (``reverse-engineer-objectives``): its held-out cases and what the
classifier may say about its trials.  A second task brings a plugin like this one; no generic
stage changes.

Its face offers no names: other stages reach it through its hooks, never its modules.
"""

from __future__ import annotations

__all__: list[str] = []
