"""Importing foreign trials: read them, verify a submission when given, write them as our trials."""

from __future__ import annotations

from pathlib import Path

import pluggy

from syncvals_plugin.host import Host
from syncvals_plugin.importers.claude_code import (
    TranscriptError,
    read_session,
    transcript_to_trajectory,
)
from syncvals_plugin.importers.harbor import harbor_trial_dirs, read_harbor, read_harbor_trial
from syncvals_plugin.records.atif import AgentInfo
from syncvals_plugin.records.store import write_trial
from syncvals_plugin.records.trial import (
    HarborAgentInfo,
    HarborTrialConfig,
    ModelInfo,
    RunConfig,
    TrialFormatError,
    TrialRecord,
    agent_result_of,
    make_diff,
    new_trial_name,
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
    """Convert a Claude Code transcript to a trial, verifying ``submission`` when given.

    :raises TrialFormatError: naming the transcript line that is broken.
    """
    from syncvals_plugin.classifier.classify import finish_trial

    name = new_trial_name()
    try:
        lines, sidecars, meta = read_session(Path(path))
        trajectory = transcript_to_trajectory(
            lines,
            AgentInfo(name="claude-code", version="unknown"),
            name,
            instruction=(task.directory / "instruction.md").read_text(),
            source=str(path),
            sidecars=sidecars,
            subagent_meta=meta,
        )
    except TranscriptError as exc:
        raise TrialFormatError(str(exc)) from exc
    except OSError as exc:
        raise TrialFormatError(f"{path}: {exc.strerror}") from exc
    report = artifact = None
    if submission is not None:
        if not submission.is_file():
            raise TrialFormatError(f"{submission}: no such submission file")
        artifact = submission.read_text(errors="replace")
        report = verify(pm, task, submission)
    model = trajectory.agent.model_name
    result = new_trial_result(
        name=name,
        task_name=task.full_name,
        task_dir=task.directory,
        trials_dir=Path(trials_dir),
        source=f"claude-code transcript {Path(path).name}",
        agent=HarborAgentInfo(
            name="claude-code",
            version=trajectory.agent.version or "unknown",  # the transcript's, when it says
            model_info=ModelInfo(name=model, provider="anthropic") if model else None,
        ),
        reward=float(report.reward) if report else None,
        agent_result=agent_result_of(trajectory),
    )
    record = TrialRecord(
        result=result,
        harbor_config=HarborTrialConfig(**result.config),
        config=RunConfig(task=task.name, agent="claude-code", source=str(path)),
        trajectory=trajectory,
        report=report,
        stdout=report.render() if report else None,
        artifact=artifact,
        diff=make_diff(task.stub.read_text(), artifact) if artifact else None,
    )
    return finish_trial(pm, record, lambda r: write_trial(r, trials_dir))
