"""Per-trial context shared by the rule families: the task's function names and the signals."""

from __future__ import annotations

from functools import cache

from syncvals_plugin.classifier.signals import Signals, extract_signals
from syncvals_plugin.records.trial import TrialRecord

_CACHE: dict[int, tuple[TrialRecord, Signals]] = {}


def trial_functions(trial: TrialRecord) -> tuple[str, ...]:
    """The graded function names: from the verifier report, else from the built-in task's stub."""
    if trial.report is not None:
        return tuple(f.name for f in trial.report.functions)
    return _builtin_functions(trial.result.task_short_name)


@cache
def _builtin_functions(short_name: str) -> tuple[str, ...]:
    # Read once per task: the stub does not change while trials are classified.
    from syncvals_plugin.task.builtin import BUILTIN_TASKS, builtin_task_dir
    from syncvals_plugin.task.spec import load_task

    return load_task(builtin_task_dir(short_name)).functions if short_name in BUILTIN_TASKS else ()


def signals(trial: TrialRecord) -> Signals:
    """The trial's signals, extracted once however many rule families ask."""
    cached = _CACHE.get(id(trial))
    if cached is not None and cached[0] is trial:
        return cached[1]
    if len(_CACHE) > 256:
        _CACHE.clear()
    sig = extract_signals(trial, trial_functions(trial))
    _CACHE[id(trial)] = (trial, sig)
    return sig
