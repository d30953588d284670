"""Reading a Claude Code session as a trial: the built-in ``syncvals_load_trial`` for
transcripts.  The transcript itself becomes ATIF in :mod:`syncvals_plugin.records.claude_code`,
below both this importer and the runner (which converts a live agent's ``stream-json``)."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin.records.atif import AgentInfo
from syncvals_plugin.records.claude_code import (
    TranscriptError,
    read_session,
    transcript_to_trajectory,
)
from syncvals_plugin.records.trial import (
    HarborAgentInfo,
    ModelInfo,
    RunConfig,
    TrialFormatError,
    TrialRecord,
    assemble_trial,
    new_trial_name,
)
from syncvals_plugin.task.spec import TaskSpec


def read_claude_code(path: Path, task: TaskSpec) -> TrialRecord:
    """The session as an ungraded trial of ``task`` (its subagents' files read beside it).

    :raises TrialFormatError: naming the transcript line that is broken.
    """
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
    model = trajectory.agent.model_name
    # Ungraded, and with no artifact yet: an import gives both, and assembles the record again
    # from these facts (the one assembly a run uses too).
    return assemble_trial(
        name=name,
        task=task,
        trials_dir=Path(path).parent,  # where it came from, until a writer places it
        agent=HarborAgentInfo(
            name="claude-code",
            version=trajectory.agent.version or "unknown",  # the transcript's, when it says
            model_info=ModelInfo(name=model, provider="anthropic") if model else None,
        ),
        config=RunConfig(
            task=task.name, task_path=str(task.directory), agent="claude-code", source=str(path)
        ),
        trajectory=trajectory,
        report=None,
        artifact=None,
        source=f"claude-code transcript {Path(path).name}",
    )
