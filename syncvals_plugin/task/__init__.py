"""The task stage: task specs from task.toml, workspaces, sealing the reference.

Other folders import the task stage's names from ``syncvals_plugin.task`` (its face).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.task.builtin import builtin_task_dir
    from syncvals_plugin.task.heldout import SEED_FILE, held_out_seed, new_seed, seed_text
    from syncvals_plugin.task.private import private_file, private_folder
    from syncvals_plugin.task.seal import _BUILD_SCRIPT as SEAL_BUILD_SCRIPT
    from syncvals_plugin.task.seal import may_be_sealed_dir, sealed_dir, sealed_module
    from syncvals_plugin.task.spec import (
        BUILTIN_VERIFIER,
        TaskError,
        TaskSpec,
        load_task,
        stub_signatures,
    )
    from syncvals_plugin.task.workspace import prepare_workspace

__all__ = [
    "BUILTIN_VERIFIER",
    "SEAL_BUILD_SCRIPT",
    "SEED_FILE",
    "builtin_task_dir",
    "held_out_seed",
    "load_task",
    "may_be_sealed_dir",
    "new_seed",
    "prepare_workspace",
    "private_file",
    "private_folder",
    "sealed_dir",
    "sealed_module",
    "seed_text",
    "stub_signatures",
    "TaskError",
    "TaskSpec",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "builtin": ("builtin_task_dir",),
        "heldout": ("SEED_FILE", "held_out_seed", "new_seed", "seed_text"),
        "private": ("private_file", "private_folder"),
        "seal": {
            "SEAL_BUILD_SCRIPT": "_BUILD_SCRIPT",
            "may_be_sealed_dir": "may_be_sealed_dir",
            "sealed_dir": "sealed_dir",
            "sealed_module": "sealed_module",
        },
        "spec": ("BUILTIN_VERIFIER", "TaskError", "TaskSpec", "load_task", "stub_signatures"),
        "workspace": ("prepare_workspace",),
    },
)
