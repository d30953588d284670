"""The second task's own plugin: it registers the task and brings its cases and its wrong
conventions (what the prober and calibration use)."""

from pathlib import Path

import torch

from syncvals_plugin import hookimpl
from syncvals_plugin.task.spec import load_task
from syncvals_plugin.records.case import Case, Mutant

TASK_DIR = Path(__file__).parent / "tiny-task"


@hookimpl
def syncvals_register_tasks():
    return [load_task(TASK_DIR)]


@hookimpl
def syncvals_task_cases(task, seed):
    if task.name != "tiny-task":
        return None
    g = torch.Generator().manual_seed(5 if seed is None else seed)
    return {
        "double": [Case("double", i, "random", (torch.randn(4, generator=g),)) for i in range(3)],
        "soft_clip": [Case("soft_clip", 0, "random", (torch.randn(5, generator=g),)),
                      Case("soft_clip", 1, "empty", (torch.zeros(0),))],
    }


@hookimpl
def syncvals_task_mutants(task):
    if task.name != "tiny-task":
        return None
    return [
        Mutant("triple", "double", "three times, not two", "def double(x):\n    return x * 3\n"),
        Mutant(
            "empty-ok",
            "soft_clip",
            "an empty input gives an empty output instead of raising",
            "def soft_clip(x):\n    return torch.tanh(x)\n",
            hidden=True,
        ),
    ]


@hookimpl
def syncvals_task_findings(task, trial):
    """The tiny task's one rule: a trial that never ran ``double`` by hand is flagged."""
    if task.name != "tiny-task":
        return None
    from syncvals_plugin.classifier.findings import Finding

    return [
        Finding(
            rule="tiny-never-tried",
            verdict="GOOD_FAILURE",
            subtype="Tiny: Never Tried",
            priority=20,
            root_cause="The agent never called double.",
        )
    ]
