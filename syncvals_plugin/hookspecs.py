"""The SyncVals hook specifications, grouped by pipeline stage.

Every hook is prefixed ``syncvals_``.  Built-in behaviour is registered the same way as
third-party plugins (see :data:`syncvals_plugin.plugins.DEFAULT_PLUGINS`), so a plugin can add
to or pre-empt anything listed here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pluggy

from syncvals_plugin import PROJECT_NAME

if TYPE_CHECKING:
    from syncvals_plugin.task import TaskSpec
    from syncvals_plugin.verifier.report import VerifyOptions, VerifyReport

hookspec = pluggy.HookspecMarker(PROJECT_NAME)


# ---------------------------------------------------------------- task


@hookspec
def syncvals_register_tasks() -> list[TaskSpec]:
    """Return the tasks this plugin contributes.

    :return: a list of :class:`~syncvals_plugin.task.TaskSpec` (usually built with
        :func:`~syncvals_plugin.task.load_task` from a Harbor-layout folder).

    All results are collected; task names must be unique across plugins.
    """


# ---------------------------------------------------------------- verifier


@hookspec(firstresult=True)
def syncvals_verify(task: TaskSpec, submission: Path, options: VerifyOptions) -> VerifyReport | None:
    """Grade one submission of ``task``.

    :param task: the task the submission answers.
    :param submission: path to the submitted file (for the built-in task, ``objectives.py``).
    :param options: sandbox and reporting options chosen by the caller.
    :return: the verifier report, or None to let the next implementation handle it.

    The first non-None result wins.  The built-in clean-sandbox verifier is ``trylast``, so a
    plugin can grade tasks of its own before it.
    """
