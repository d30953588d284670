"""Built-in plugin: the clean-sandbox verifier, registered ``trylast`` so plugins can pre-empt it."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.task import TaskSpec
from syncvals_plugin.verifier.report import VerifyOptions, VerifyReport
from syncvals_plugin.verifier.verify import verify_submission


@hookimpl(trylast=True)
def syncvals_verify(task: TaskSpec, submission: Path, options: VerifyOptions) -> VerifyReport | None:
    """Grade tasks that use the objectives verifier; leave any other task to other plugins."""
    if task.verifier != "syncvals.objectives":
        return None
    return verify_submission(task, submission, options)
