"""Re-verifying a folder of trials after the held-out suite or the verifier changed."""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pluggy

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.report import VerifyReport, one_line
from syncvals_plugin.records.store import (
    ARTIFACT_DIR,
    find_trials,
    read_trial,
    rewrite_trial,
    submission_file,
)
from syncvals_plugin.records.trial import TrialFormatError, VerifierResult


@dataclass
class Change:
    """How one trial's grade moved."""

    trial: str
    old_reward: float | None
    new_reward: float | None
    now_failing: list[str] = field(default_factory=list)
    now_passing: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def changed(self) -> bool:
        """Whether anything about the grade moved."""
        return self.old_reward != self.new_reward or bool(self.now_failing or self.now_passing)


def _reverify_one(pm, path: str, rewrite: bool) -> Change:
    from syncvals_plugin.classifier import finish_trial
    from syncvals_plugin.host import get_task
    from syncvals_plugin.task import TaskError
    from syncvals_plugin.verifier import grade_submission as verify

    trial_dir = Path(path)
    try:
        record = read_trial(trial_dir)
    except TrialFormatError as exc:
        return Change(trial_dir.name, None, None, error=str(exc))
    try:  # the task first: another task's trial is named as such, never "no artifact"
        task = get_task(pm, record.result.task_short_name)
    except TaskError as exc:
        return Change(
            record.name,
            record.result.reward,
            record.result.reward,
            error=f"not re-verified: {one_line(str(exc))}",
        )
    submission = submission_file(trial_dir)
    if submission is None:
        return Change(
            record.name,
            record.result.reward,
            record.result.reward,
            error=f"no artifact in {ARTIFACT_DIR}/",
        )
    try:
        report: VerifyReport = verify(pm, task, submission)
    except SyncValsError as exc:
        # A grader fault (the sandbox would not start, tampering, untrusted expected outputs) or
        # a refused file: this trial is named and skipped, its record untouched, and the ones
        # after it are still re-verified.
        return Change(
            record.name,
            record.result.reward,
            record.result.reward,
            error=f"not re-verified: {one_line(str(exc))}",
        )
    old = {f.name: f.passed for f in record.report.functions} if record.report else {}
    new = {f.name: f.passed for f in report.functions}
    change = Change(
        record.name,
        record.result.reward,
        float(report.reward),
        now_failing=sorted(n for n, ok in new.items() if not ok and old.get(n, True)),
        now_passing=sorted(n for n, ok in new.items() if ok and not old.get(n, False)),
    )
    if rewrite:  # one atomic swap of the whole folder: never a new report beside an old result
        record.report, record.stdout = report, report.render()
        record.artifact_name = task.submission_name  # stored as the task names it
        record.result = record.result.model_copy(
            update={"verifier_result": VerifierResult(rewards={"reward": float(report.reward)})}
        )
        finish_trial(pm, record, rewrite_trial)
    return change


def _reverify_chunk(plugins: list, paths: list[str], rewrite: bool) -> list[Change]:
    # One grading batch per worker process: one sandbox (one torch import) for all its trials,
    # with the caller's plugins.
    from syncvals_plugin.plugins import rebuilt
    from syncvals_plugin.verifier import grading_batch

    pm = rebuilt(plugins)
    changes = []
    with grading_batch():
        for path in paths:
            try:
                changes.append(_reverify_one(pm, path, rewrite))
            except Exception as exc:  # noqa: BLE001 - one trial's bug must not cost the others
                # Not a known refusal: a bug, so its traceback is printed; the trial is named and
                # the rest of the share is still re-verified.
                traceback.print_exc(file=sys.stderr)
                changes.append(
                    Change(
                        Path(path).name,
                        None,
                        None,
                        error=f"not re-verified: {type(exc).__name__}: {one_line(str(exc))}",
                    )
                )
    return changes


def reverify_trials(
    trials_dir: Path,
    rewrite: bool,
    jobs: int | None = None,
    on_done: Callable[[Change], object] | None = None,
    *,
    pm: pluggy.PluginManager,
) -> list[Change]:
    """Verify every trial's artifact again: the trials are split over ``jobs`` processes (default:
    every core), each grading its share as one batch (one sandbox, torch imported once) with the
    plugins of ``pm`` (the caller's: every worker registers the same ones)."""
    from syncvals_plugin.plugins import portable

    plugins = portable(pm)
    paths = [str(p) for p in find_trials(Path(trials_dir))]
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(paths) or 1))
    chunks = [paths[i::jobs] for i in range(jobs)]
    changes: list[Change] = []
    ctx = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
        futures = [
            pool.submit(_reverify_chunk, plugins, chunk, rewrite) for chunk in chunks if chunk
        ]
        try:
            for future in cf.as_completed(futures):
                for change in future.result():
                    changes.append(change)
                    if on_done:
                        on_done(change)
        except KeyboardInterrupt:
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    return sorted(changes, key=lambda c: c.trial)
