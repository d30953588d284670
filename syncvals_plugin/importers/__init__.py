"""Readers of trials recorded elsewhere: Harbor folders, Claude Code transcripts, the seed page.

Other stages reach the readers through their hooks; the face offers only the Claude Code
transcript converter, which the runner uses to record its own command agents' sessions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.importers.claude_code import TranscriptError, transcript_to_trajectory

__all__ = ["TranscriptError", "transcript_to_trajectory"]

__getattr__ = lazy_exports(
    __name__, {"claude_code": ("TranscriptError", "transcript_to_trajectory")}
)
