"""Importing foreign trials: read them, verify a submission when given, write them as our trials."""

from __future__ import annotations

from pathlib import Path

import pluggy

from syncvals_plugin.host import Host
from syncvals_plugin.importers.harbor import harbor_trial_dirs, read_harbor, read_harbor_trial
from syncvals_plugin.records.store import write_trial
from syncvals_plugin.records.trial import (
    HarborTrialConfig,
    TrialFormatError,
    TrialRecord,
    make_diff,
    new_trial_result,
)
from syncvals_plugin.task.spec import TaskSpec
from syncvals_plugin.verifier.plugin import verify


def import_harbor(
    path: Path, trials_dir: Path, pm: pluggy.PluginManager, problems: list[str] | None = None
) -> list[TrialRecord]:
    """Copy every trial of a Harbor folder into ``trials_dir`` (status kept: errored, ungraded, graded).

    A broken trial does not stop the batch: its path and problem are appended to ``problems``.
    """
    from syncvals_plugin.classifier.classify import finish_trial

    records = Host(pm).load_trial(path, None)
    if records is None:
        read_harbor(path)  # raises the error that says what is missing
        raise TrialFormatError(
            f"{path}: no plugin reads this folder (is the built-in Harbor reader disabled?)"
        )
    if problems is not None:
        read = {Path(r.path).resolve() for r in records if r.path}
        for folder in harbor_trial_dirs(path):
            if folder.resolve() not in read:
                try:
                    read_harbor_trial(folder)
                except TrialFormatError as exc:
                    problems.append(str(exc))
    for record in records:
        finish_trial(pm, record, lambda r: write_trial(r, trials_dir))
    return records


def import_claude_code(
    path: Path,
    task: TaskSpec,
    trials_dir: Path,
    pm: pluggy.PluginManager,
    submission: Path | None = None,
) -> TrialRecord:
    """Import a Claude Code session as a trial of ``task`` (read through ``syncvals_load_trial``,
    like any foreign format), verifying ``submission`` when given.

    :raises TrialFormatError: naming the transcript line that is broken.
    """
    from syncvals_plugin.classifier.classify import finish_trial

    if not Path(path).is_file():
        raise TrialFormatError(f"{path}: no such transcript file")
    records = Host(pm).load_trial(Path(path), task)
    if not records:
        raise TrialFormatError(f"{path}: no plugin reads this transcript")
    record = records[0]
    report = artifact = None
    if submission is not None:
        if not submission.is_file():
            raise TrialFormatError(f"{submission}: no such submission file")
        artifact = submission.read_text(errors="replace")
        report = verify(pm, task, submission)
    # Placed where it is written, with its grade: the one result the trial folder holds.
    record.result = new_trial_result(
        name=record.name,
        task_name=task.full_name,
        task_dir=task.directory,
        trials_dir=Path(trials_dir),
        source=record.result.source,
        agent=record.result.agent_info,
        reward=float(report.reward) if report else None,
        agent_result=record.result.agent_result,
    )
    record.harbor_config = HarborTrialConfig(**record.result.config)
    record.report, record.stdout = report, report.render() if report else None
    record.artifact = artifact
    record.diff = make_diff(task.stub.read_text(), artifact) if artifact else None
    return finish_trial(pm, record, lambda r: write_trial(r, trials_dir))
