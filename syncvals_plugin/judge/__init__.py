"""The LLM judge: a second opinion beside the rule table, checked and never trusted blindly.

Its face offers no names: other stages reach it through its hooks, never its modules.
"""

from __future__ import annotations

__all__: list[str] = []
