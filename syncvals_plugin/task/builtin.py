"""Built-in plugin: the tasks shipped in the ``tasks/`` folder."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.task.spec import TaskSpec, load_task

BUILTIN_TASKS = ("reverse-engineer-objectives",)


def builtin_task_dir(name: str) -> Path:
    """The on-disk folder of a shipped task (works for wheels and editable installs)."""
    return Path(str(files("syncvals_plugin.task_data") / name))


@hookimpl
def syncvals_register_tasks() -> list[TaskSpec]:
    """Register the tasks SyncVals ships."""
    return [load_task(builtin_task_dir(name)) for name in BUILTIN_TASKS]
