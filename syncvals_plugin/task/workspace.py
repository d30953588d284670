"""Preparing an agent's workspace: the environment files and the sealed reference, nothing else."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.task.seal import sealed_module
from syncvals_plugin.task.spec import TaskSpec


class WorkspaceError(SyncValsError, RuntimeError):
    """The workspace folder cannot be used (for example it is not empty)."""


TIMER_STAMP = ".timer_start"


def workspace_files(task: TaskSpec) -> list[str]:
    """Names a fresh workspace of ``task`` holds, sorted (the sealed module named by suffix)."""
    import sysconfig

    names = [
        "instruction.md",
        TIMER_STAMP,
        task.sealed_module + (sysconfig.get_config_var("EXT_SUFFIX") or ".so"),
    ]
    names += [p.name for p in task.environment_dir.iterdir() if p.is_file()]
    return sorted(names)


def prepare_workspace(task: TaskSpec, dest: Path, *, force: bool = False) -> Path:
    """Fill ``dest`` with a fresh workspace for ``task`` and start its timer.

    The workspace holds ``instruction.md``, the task's ``environment/`` files and the sealed
    reference; never the reference source, ``tests/`` or ``solution/``.

    :raises WorkspaceError: when ``dest`` exists and is not empty, unless ``force``.
    :raises syncvals_plugin.task.seal.SealError: when the reference cannot be compiled.
    """
    dest = Path(dest)
    if dest.exists() and not dest.is_dir():
        raise WorkspaceError(f"{dest} exists and is not a folder")
    if dest.is_dir() and any(dest.iterdir()):
        if not force:
            raise WorkspaceError(
                f"{dest} is not empty; choose an empty folder or pass --force to replace "
                "its contents"
            )
        for entry in dest.iterdir():
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
    sealed = sealed_module(task.reference, task.sealed_module)
    dest.mkdir(parents=True, exist_ok=True)
    for item in task.environment_dir.iterdir():
        if item.is_file():
            shutil.copy2(item, dest / item.name)
    shutil.copyfile(task.directory / "instruction.md", dest / "instruction.md")
    shutil.copyfile(sealed, dest / sealed.name)
    (dest / TIMER_STAMP).write_text(f"{int(time.time())} {int(task.agent_timeout_sec)}\n")
    return dest
