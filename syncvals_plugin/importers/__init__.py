"""Readers of trials recorded elsewhere: Harbor folders, Claude Code transcripts, the seed page.

Its face offers no names: other stages reach it through its hooks, never its modules.
"""

from __future__ import annotations

__all__: list[str] = []
