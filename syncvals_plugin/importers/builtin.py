"""Built-in plugin: reading Harbor trial and job folders."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.importers.harbor import harbor_trial_dirs, read_harbor
from syncvals_plugin.records.trial import TrialRecord
from syncvals_plugin.task.spec import TaskSpec


@hookimpl(trylast=True)
def syncvals_load_trial(path: Path, task: TaskSpec | None) -> list[TrialRecord] | None:
    """Read ``path`` when it is a Harbor trial or job folder."""
    if Path(path).is_dir() and harbor_trial_dirs(path):
        return read_harbor(path)
    return None
