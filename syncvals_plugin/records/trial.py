"""Trial records: Harbor's trial layout on disk, read and written atomically.

A trial folder::

    result.json                 TrialResult (Harbor's)
    config.json                 TrialConfig
    agent/trajectory.json       ATIF
    verifier/test-stdout.txt    the verifier's printed block
    verifier/reward.txt         the reward
    verifier/report.json        SyncVals' per-function report
    artifacts/objectives.py     the submission as the agent left it
    artifacts/diff.patch        that file against the stub
    classification.json         the post-hoc verdict (when a classifier ran)

A trial is assembled in a hidden staging folder and renamed into place, so an interrupted run
never leaves a folder that looks complete.
"""

from __future__ import annotations

import difflib
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.report import VerifyReport


def passes(reward: float | None) -> bool:
    """The pass rule, in one place: a trial passes when its reward is at least 1."""
    return reward is not None and reward >= 1


def short_task_name(task_name: str) -> str:
    """``syncvals/reverse-engineer-objectives`` -> ``reverse-engineer-objectives`` (the name to type)."""
    return task_name.rsplit("/", 1)[-1]


def agent_label(name: str, options: dict[str, str]) -> str:
    """An agent with its options, as every table and page shows it: ``prober depth=edge``."""
    return " ".join([name] + [f"{k}={v}" for k, v in sorted(options.items())])


class TrialFormatError(SyncValsError, ValueError):
    """A trial file is missing or invalid; the message names the file and the JSON path."""


class ModelInfo(BaseModel):
    """The model behind an agent."""

    name: str
    provider: str | None = None


class HarborAgentInfo(BaseModel):
    """``result.json`` ``agent_info``."""

    name: str
    version: str = "unknown"
    model_info: ModelInfo | None = None


class AgentResult(BaseModel):
    """``result.json`` ``agent_result``: tokens, cost and free-form metadata."""

    n_input_tokens: int | None = None
    n_cache_tokens: int | None = None
    n_output_tokens: int | None = None
    cost_usd: float | None = None
    metadata: dict[str, Any] | None = None


class VerifierResult(BaseModel):
    """``result.json`` ``verifier_result``; None in the trial means ungraded, not failed."""

    rewards: dict[str, float] | None = None


class ExceptionInfo(BaseModel):
    """Why a trial errored."""

    exception_type: str
    exception_message: str
    exception_traceback: str | None = None
    occurred_at: str | None = None


class PhaseTiming(BaseModel):
    """Start and end of one phase."""

    started_at: str | None = None
    finished_at: str | None = None


class TrialResult(BaseModel):
    """Harbor's ``TrialResult`` (``result.json``).  Unknown keys from newer Harbor versions are kept."""

    model_config = ConfigDict(extra="allow")

    id: str
    task_name: str
    trial_name: str
    trial_uri: str | None = None
    task_id: Any = None
    source: str | None = None
    task_checksum: str | None = None
    config: dict[str, Any] | None = None
    agent_info: HarborAgentInfo
    agent_result: AgentResult | None = None
    verifier_result: VerifierResult | None = None
    exception_info: ExceptionInfo | None = None
    started_at: str | None = None
    finished_at: str | None = None
    environment_setup: PhaseTiming | None = None
    agent_setup: PhaseTiming | None = None
    agent_execution: PhaseTiming | None = None
    verifier: PhaseTiming | None = None

    @property
    def reward(self) -> float | None:
        """The headline reward, or None when the trial was not graded."""
        rewards = self.verifier_result.rewards if self.verifier_result else None
        if not rewards:
            return None
        return rewards.get("reward", next(iter(rewards.values())))

    @property
    def outcome(self) -> str:
        """``errored``, ``ungraded``, ``passed`` or ``failed`` (errors and ungraded are not reward 0)."""
        if self.exception_info is not None:
            return "errored"
        if self.reward is None:
            return "ungraded"
        return "passed" if self.passed else "failed"

    @property
    def passed(self) -> bool:
        """Whether the trial earned the reward (:func:`passes`)."""
        return passes(self.reward)

    @property
    def task_short_name(self) -> str:
        """The task's short name (the one ``syncvals`` commands take)."""
        return short_task_name(self.task_name)


class TrialConfig(BaseModel):
    """How a trial was run (``config.json``)."""

    model_config = ConfigDict(extra="forbid")

    schema_version: str = "syncvals.trial-config/1"
    task: str
    task_path: str | None = None
    agent: str
    agent_options: dict[str, str] = {}
    timeout_sec: float | None = None
    job_id: str | None = None
    injected_fault: str | None = None
    """Set on trials broken on purpose (``--inject-fault``); the classifier never reads it."""
    source: str = "syncvals"


class Evidence(BaseModel):
    """A quote from a step (or the verifier output) that supports a verdict."""

    source: str
    step_id: int | None = None
    quote: str


class Classification(BaseModel):
    """The post-hoc verdict of a trial (``classification.json``); it never changes the reward."""

    schema_version: str = "syncvals.classification/1"
    verdict: str
    subtype: str | None = None
    description: str = ""
    evidence: list[Evidence] = []
    root_cause: str = ""
    recommendation: str = ""
    source: str = "rules"
    alternatives: list[dict[str, Any]] = []


@dataclass
class TrialRecord:
    """Everything one trial folder holds, in memory."""

    result: TrialResult
    config: TrialConfig | None = None
    trajectory: Trajectory | None = None
    report: VerifyReport | None = None
    stdout: str | None = None
    artifact: str | None = None
    diff: str | None = None
    classification: Classification | None = None
    path: Path | None = None

    @property
    def name(self) -> str:
        """The trial's name (``trial_`` + 16 hex for SyncVals' own trials)."""
        return self.result.trial_name

    @property
    def agent_label(self) -> str:
        """The agent and its options (:func:`agent_label`)."""
        return agent_label(
            self.result.agent_info.name, self.config.agent_options if self.config else {}
        )


def new_trial_name() -> str:
    """A fresh, unique trial name: ``trial_`` + 16 hex digits."""
    return "trial_" + secrets.token_hex(8)


def make_diff(before: str, after: str, name: str = "objectives.py") -> str:
    """A unified diff of the agent's file against the stub."""
    return "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            f"a/{name}",
            f"b/{name}",
        )
    )
