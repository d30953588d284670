"""Grading in tests as the plugins grade: the task's held-out cases come from its plugin
(``syncvals_task_cases``), never from a fallback inside the verifier."""

from __future__ import annotations

import functools

from syncvals_plugin.host import Host, TaskCases
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.verifier.verify import verify_submission as _verify


@functools.cache
def _host() -> Host:
    return Host(make_plugin_manager())


@functools.cache
def held_out(task) -> TaskCases:
    """The task's held-out cases through its plugin, fingerprinted (expected outputs cached)."""
    return TaskCases(_host(), task)


def verify_submission(task, submission, options=None, progress=None, cases=None):
    """:func:`syncvals_plugin.verifier.verify.verify_submission` with the plugin's cases."""
    return _verify(task, submission, options, progress, cases or held_out(task))
