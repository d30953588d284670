"""Static trial pages: every trial, every task and an index, rendered with Jinja2 (autoescaped).

Its face offers no names: other stages reach it through its hooks, never its modules.
"""

from __future__ import annotations

__all__: list[str] = []
