"""Built-in plugin: the clean-sandbox verifier, registered ``trylast`` so plugins can pre-empt it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pluggy

from syncvals_plugin import hookimpl
from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.host import Host
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.task import BUILTIN_VERIFIER, TaskSpec


class NoVerifier(SyncValsError, LookupError):
    """No registered plugin grades the task."""


def verify(
    pm: pluggy.PluginManager,
    task: TaskSpec,
    submission: Path,
    options: VerifyOptions | None = None,
    progress: Callable[[str], None] | None = None,
) -> VerifyReport:
    """Grade a submission through the ``syncvals_verify`` hook (the one way every caller grades),
    on the held-out cases the task's plugin gives (``syncvals_task_cases``).

    :raises NoVerifier: when no plugin handles ``task``.
    """
    report = Host(pm).verify(task, Path(submission), options or VerifyOptions(), progress)
    if report is None:
        raise NoVerifier(
            f"no verifier plugin handles task {task.name!r} (verifier {task.verifier!r})"
        )
    return report


@hookimpl(trylast=True)
def syncvals_verify(
    task: TaskSpec,
    submission: Path,
    options: VerifyOptions,
    progress: Callable[[str], None] | None,
    cases: Callable[[], dict | None] | None,
) -> VerifyReport | None:
    """Grade tasks that use the objectives verifier; leave any other task to other plugins."""
    if task.verifier != BUILTIN_VERIFIER:
        return None
    # Imported when a submission is graded: the sandbox's machinery is no part of the start-up
    # of commands that never grade (classify, summarize, site).
    from syncvals_plugin.verifier.verify import verify_submission

    return verify_submission(task, submission, options, progress, cases)
