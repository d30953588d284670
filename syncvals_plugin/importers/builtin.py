"""Built-in plugin: reading Harbor trial and job folders, and Claude Code sessions."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.importers.claude_code import read_claude_code
from syncvals_plugin.importers.harbor import harbor_trial_dirs, read_harbor
from syncvals_plugin.records.trial import TrialRecord
from syncvals_plugin.task import TaskSpec


@hookimpl(trylast=True)
def syncvals_load_trial(path: Path, task: TaskSpec | None) -> list[TrialRecord] | None:
    """Read ``path`` when it is a Harbor trial or job folder, or, for a known ``task``, a file:
    a Claude Code session (``SESSION.jsonl`` or a saved ``stream-json``; the last reader tried,
    so another plugin's file format comes first)."""
    if Path(path).is_dir() and harbor_trial_dirs(path):
        return read_harbor(path)
    if task is not None and Path(path).is_file():
        return [read_claude_code(path, task)]
    return None
