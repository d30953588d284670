"""Signals computed once per trial content, however many rule families (or runs) ask for them.

The key is a hash of everything a signal can read (result, timings, trajectory text, artifact,
verifier output and report), so an edited trial is never served stale signals, and the same trial
classified again (``classify`` then ``summarize``, a site build) skips the extraction.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar, cast

from syncvals_plugin.classifier.signals import Signals, extract_signals
from syncvals_plugin.records.trial import TrialRecord

T = TypeVar("T")
_CACHE: OrderedDict[tuple[str, int], object] = OrderedDict()
_LIMIT = 4096
_PINNED: dict[int, tuple[TrialRecord, int]] = {}


def _content(value) -> object:
    # Messages may be text or a list of parts (text and images).
    if isinstance(value, list):
        return tuple(repr(part) for part in value)
    return value


def fingerprint(trial: TrialRecord) -> int:
    """A hash of the trial's content as signals see it (strings cache their own hash, so a second
    call on the same record costs a walk over its steps, not a rehash of its text)."""
    r = trial.result
    info = r.exception_info
    steps: tuple[tuple[object, ...], ...] = ()
    if trial.trajectory is not None:
        steps = tuple(
            (
                s.step_id,
                s.source,
                s.timestamp,
                s.is_copied_context,
                _content(s.message),
                s.reasoning_content,
                tuple(
                    (c.function_name, tuple((k, str(v)) for k, v in c.arguments.items()))
                    for c in s.tool_calls or ()
                ),
                tuple(
                    _content(o.content) for o in (s.observation.results if s.observation else ())
                ),
            )
            for s in trial.trajectory.steps
        )
    report = trial.report
    return hash(
        (
            r.task_name,
            r.reward,
            trial.solution_log,  # Harbor's oracle log: a run of the task's own solution
            (info.exception_type, info.exception_message) if info else None,
            r.agent_execution.model_dump_json() if r.agent_execution else None,
            trial.config.timeout_sec if trial.config else None,
            repr(trial.harbor_config.agent) if trial.harbor_config else None,
            steps,
            trial.artifact,
            trial.stdout,
            trial.log,
            trial.oracle_calls,  # a served trial's exploration is read from its call log
            report.model_dump_json(include={"functions", "outright_failure", "rejection", "reward"})
            if report
            else None,
        )
    )


@contextmanager
def pinned(trial: TrialRecord) -> Iterator[None]:
    """While classifying ``trial``: its fingerprint is computed once, not once per signal family
    (nothing edits a record in the middle of its classification; edits between two are seen)."""
    _PINNED[id(trial)] = (trial, fingerprint(trial))
    try:
        yield
    finally:
        _PINNED.pop(id(trial), None)


def cached(trial: TrialRecord, kind: str, compute: Callable[[TrialRecord], T]) -> T:
    """``compute(trial)``, remembered under ``kind`` and the trial's :func:`fingerprint`."""
    pin = _PINNED.get(id(trial))
    key = (kind, pin[1] if pin is not None and pin[0] is trial else fingerprint(trial))
    if key in _CACHE:
        _CACHE.move_to_end(key)
        # The cache holds many kinds; under ``kind`` lies what ``compute`` returned for it.
        return cast(T, _CACHE[key])
    value = compute(trial)
    _CACHE[key] = value
    if len(_CACHE) > _LIMIT:
        _CACHE.popitem(last=False)
    return value


def clear() -> None:
    """Forget every cached signal and parsed tree (benchmarks measure extraction with it)."""
    from syncvals_plugin.classifier.code import _walked, code_words, parse_python

    _CACHE.clear()
    parse_python.cache_clear()
    _walked.cache_clear()
    code_words.cache_clear()


def signals(trial: TrialRecord) -> Signals:
    """The trial's generic signals."""
    return cached(trial, "generic", extract_signals)
