"""Trial records: Harbor's ``TrialResult`` and ``TrialConfig`` as SyncVals reads and writes them,
SyncVals' own run settings, the classification, and the facts every stage shares about a trial
(the pass rule, its outcome, its agent label).  The folder layout and the writes belong to
:mod:`syncvals_plugin.records.store`."""

from __future__ import annotations

import difflib
import hashlib
import re
import secrets
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.report import VerifyReport

if TYPE_CHECKING:
    from syncvals_plugin.task import TaskSpec


def passes(reward: float | None) -> bool:
    """The pass rule, in one place: a trial passes when its reward is at least 1."""
    return reward is not None and reward >= 1


def short_task_name(task_name: str) -> str:
    """``syncvals/reverse-engineer-objectives`` -> ``reverse-engineer-objectives`` (the name to type)."""
    return task_name.rsplit("/", 1)[-1]


def agent_label(name: str, options: dict[str, str]) -> str:
    """An agent with its options, as every table and page shows it: ``prober depth=edge``."""
    return " ".join([name] + [f"{k}={v}" for k, v in sorted(options.items())])


REFERENCE_AGENTS = frozenset({"oracle", "nop", "quitter", "prober", "cheat", "attack"})
"""Agents whose trials are the task's own checks, not agents under evaluation: Harbor's oracle
and nop, SyncVals' baselines (``syncvals_plugin.agents.expectations``, tested to agree) and the
attack battery."""


def agent_name(trial: TrialRecord) -> str:
    """Which agent ran a trial: SyncVals' own record of it, else the one Harbor's result names."""
    return trial.config.agent if trial.config else trial.result.agent_info.name


def is_reference_run(trial: TrialRecord) -> bool:
    """Whether a trial is a reference run (:data:`REFERENCE_AGENTS`).  Every pass rate SyncVals
    shows counts only the other trials: the agents' pass rate."""
    return agent_name(trial) in REFERENCE_AGENTS


_BUDGET_WORDS = re.compile(r"(?:after|of|budget)\s*\(?([0-9]+(?:\.[0-9]+)?)\s*(?:s\b|sec|second)")


def budget_of(trial: TrialRecord) -> float | None:
    """The agent's time budget: SyncVals' config, Harbor's agent timeout, else the number the
    timeout exception itself states (Harbor: "timed out after 600.0 seconds")."""
    if trial.config is not None and trial.config.timeout_sec:
        return trial.config.timeout_sec
    agent = trial.harbor_config.agent if trial.harbor_config else {}
    value = agent.get("override_timeout_sec") or agent.get("max_timeout_sec")
    if isinstance(value, (int, float)) and value > 0:
        return float(value)
    info = trial.result.exception_info
    if info and exception_kind(info.exception_type) == "agent-timeout":
        match = _BUDGET_WORDS.search(info.exception_message or "")
        if match:
            return float(match.group(1))
    return None


RateOutcome = Literal["pass", "fail", "harness", "reference", "ungraded"]
HARNESS_KINDS = ("environment", "verifier", "model")
"""Exception kinds (:func:`exception_kind`) that are the harness's, not the agent's: their trials
are out of every pass rate's denominator, counted apart."""


def rate_outcome(
    reward: float | None,
    verdict: str | None,
    exception_type: str | None,
    reference: bool,
) -> RateOutcome:
    """How one trial counts in THE pass rate (the agents'), from the fields every reader has:
    a reference run (:data:`REFERENCE_AGENTS`) and a harness error (the classifier's
    HARNESS_ERROR, or an infrastructure exception: :data:`HARNESS_KINDS`) are out of it; an
    ungraded trial too; a reward that passes is a pass unless the classifier found it unearned
    (BAD_SUCCESS); everything else, a timeout included, is a fail."""
    if reference:
        return "reference"
    if verdict == "HARNESS_ERROR" or (
        exception_type and exception_kind(exception_type) in HARNESS_KINDS
    ):
        return "harness"
    if reward is None:
        return "ungraded"
    return "pass" if passes(reward) and verdict != "BAD_SUCCESS" else "fail"


def trial_rate_outcome(trial: TrialRecord) -> RateOutcome:
    """:func:`rate_outcome` of a trial record."""
    info = trial.result.exception_info
    return rate_outcome(
        trial.result.reward,
        trial.classification.verdict if trial.classification else None,
        info.exception_type if info else None,
        is_reference_run(trial),
    )


class TrialFormatError(SyncValsError, ValueError):
    """A trial file is missing or invalid; the message names the file and the JSON path."""


TIMEOUT_EXCEPTIONS = frozenset({"AgentTimeoutError", "TimeoutError"})
"""Harbor's exception types that mean the agent ran out of time (not a harness fault)."""
ExceptionKind = Literal["agent-timeout", "verifier", "environment", "model", "cancelled", "agent"]
HARBOR_EXCEPTIONS: dict[str, ExceptionKind] = {
    # harbor/trial/trial.py
    "AgentTimeoutError": "agent-timeout",
    "AgentSetupTimeoutError": "environment",  # installing the agent, before it acted
    "EnvironmentStartTimeoutError": "environment",
    "VerifierTimeoutError": "verifier",
    # harbor/verifier/verifier.py
    "AddTestsDirError": "verifier",
    "VerifierOutputParseError": "verifier",
    "DownloadVerifierDirError": "verifier",
    "RewardFileNotFoundError": "verifier",
    "RewardFileEmptyError": "verifier",
    # harbor/llms: the model behind the agent.  A context overflow is the agent's own: it filled
    # its model's window (Harbor's terminus-2, litellm, OpenHands name it so), nothing failed.
    "ContextLengthExceededError": "agent",
    "ContextWindowExceededError": "agent",
    "LLMContextWindowExceedError": "agent",
    "OutputLengthExceededError": "model",
    # provider SDKs (litellm, anthropic, openai) as Harbor records them
    "RateLimitError": "model",
    "APIConnectionError": "model",
    "APITimeoutError": "model",
    "InternalServerError": "model",
    "ServiceUnavailableError": "model",
    "AuthenticationError": "model",
    "PermissionDeniedError": "model",
    "NotFoundError": "model",  # litellm's and the SDKs' 404: a model name that does not exist
    "ModelNotFoundError": "model",
    "OverloadedError": "model",
    # sandbox providers
    "DaytonaError": "environment",
    "ModalError": "environment",
    "SandboxException": "environment",
    "DockerException": "environment",
    "APIError": "model",
    # the run stopped from outside: Harbor records asyncio's CancelledError when a job is stopped
    "CancelledError": "cancelled",
    "KeyboardInterrupt": "cancelled",
    # SyncVals' own runner
    "GraderFault": "verifier",
}
"""Exception types, one by one, and the part of a trial each points at; names not listed are read
by the words they contain."""
_KIND_WORDS: tuple[tuple[ExceptionKind, tuple[str, ...]], ...] = (
    ("verifier", ("Verifier", "Reward", "TestsDir", "GraderFault")),
    ("agent", ("ContextLength", "ContextWindow")),  # an overflow of the agent's own context
    (
        "environment",
        (
            "Environment",
            "Sandbox",
            "Docker",
            "Compose",
            "Container",
            "Image",
            "Healthcheck",
            "MemoryLimit",
            "GKE",
            "Pod",
        ),
    ),
    (
        "model",
        (
            "Api",
            "RateLimit",
            "Context",
            "Token",
            "OutputLength",
            "Model",
            "Authentication",
            "Credential",
            "SafetyRefusal",
        ),
    ),
)


def exception_kind(exception_type: str) -> ExceptionKind:
    """Which part of a trial an exception type (Harbor's names, or the runner's) points at.

    ``agent-timeout`` (:data:`TIMEOUT_EXCEPTIONS`), ``verifier`` (grading failed: no reward file,
    unparsable output, timeout), ``environment`` (the container or sandbox), ``model`` (the model
    API: rate limits, outages, credentials), ``cancelled`` (the run stopped from outside), else
    ``agent`` (the agent's own code, and its own context overflowing its model's window).
    """
    if exception_type in HARBOR_EXCEPTIONS:
        return HARBOR_EXCEPTIONS[exception_type]
    if exception_type in TIMEOUT_EXCEPTIONS:
        return "agent-timeout"
    for kind, words in _KIND_WORDS:
        if any(w in exception_type for w in words):
            return kind
    return "agent"


class HarborModel(BaseModel):
    """A part of Harbor's records: fields SyncVals does not use are kept, so they survive a rewrite."""

    model_config = ConfigDict(extra="allow")


class ModelInfo(HarborModel):
    """The model behind an agent."""

    name: str
    provider: str | None = None


class HarborAgentInfo(HarborModel):
    """``result.json`` ``agent_info``."""

    name: str
    version: str = "unknown"
    model_info: ModelInfo | None = None


class AgentResult(HarborModel):
    """``result.json`` ``agent_result``: tokens, cost and free-form metadata."""

    n_input_tokens: int | None = None
    n_cache_tokens: int | None = None
    n_output_tokens: int | None = None
    cost_usd: float | None = None
    metadata: dict[str, Any] | None = None


def agent_result_of(
    trajectory: Trajectory | None, metadata: dict[str, Any] | None = None
) -> AgentResult:
    """Harbor's ``agent_result`` of a trial: the trajectory's token and cost totals where it has
    them (Harbor's viewer and job totals read them here, not in the trajectory)."""
    totals = trajectory.final_metrics if trajectory is not None else None
    return AgentResult(
        n_input_tokens=totals.total_prompt_tokens if totals else None,
        n_cache_tokens=totals.total_cached_tokens if totals else None,
        n_output_tokens=totals.total_completion_tokens if totals else None,
        cost_usd=totals.total_cost_usd if totals else None,
        metadata=metadata,
    )


class VerifierResult(HarborModel):
    """``result.json`` ``verifier_result``; None in the trial means ungraded, not failed."""

    rewards: dict[str, float] | None = None


class ExceptionInfo(HarborModel):
    """Why a trial errored."""

    exception_type: str
    exception_message: str
    exception_traceback: str = ""
    """Required by Harbor's model: a trial stopped for its budget has no traceback, and says so
    with an empty one (a missing field made Harbor reject the whole result)."""
    occurred_at: str | None = None

    @property
    def said(self) -> str:
        """The exception as a reader quotes it: ``Type: message``, or the type alone when the
        message is empty."""
        return (
            f"{self.exception_type}: {self.exception_message}"
            if self.exception_message
            else self.exception_type
        )


class PhaseTiming(HarborModel):
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
        """One word for how the trial ended, the same on every page, table and summary.

        ``timed out`` (the agent ran out of time; Harbor may still have graded it), ``errored``
        (any other exception: the environment, a missing reward file), ``ungraded`` (no reward),
        else ``passed`` or ``failed`` by :func:`passes`.  Never "ran correctly" for a trial that
        timed out or errored.
        """
        if self.exception_info is not None:
            kind = self.exception_info.exception_type
            return "timed out" if kind in TIMEOUT_EXCEPTIONS else "errored"
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


class HarborTrialConfig(BaseModel):
    """Harbor's ``TrialConfig`` (``config.json``), as Harbor writes it: what SyncVals reads of it
    is typed, everything else (environment, verifier, retries, newer fields) is kept as it came."""

    model_config = ConfigDict(extra="allow")

    task: dict[str, Any]
    trial_name: str = ""
    trials_dir: str | None = None
    agent: dict[str, Any] = {}

    @property
    def agent_kwargs(self) -> dict[str, str]:
        """The agent's options as strings (Harbor's ``agent.kwargs``)."""
        kwargs = self.agent.get("kwargs") or {}
        return {str(k): str(v) for k, v in kwargs.items()} if isinstance(kwargs, dict) else {}


class RunConfig(BaseModel):
    """How SyncVals ran a trial (``syncvals.json``: SyncVals' own file, beside Harbor's ``config.json``)."""

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
    extra: dict[str, Any] | None = None
    """What a judge records about its answer: model, rubric and prompt hashes, tokens, cost,
    whether it came from the cache, quotes dropped, agreement with the rules."""


@dataclass
class TrialRecord:
    """Everything one trial folder holds, in memory."""

    result: TrialResult
    config: RunConfig | None = None
    """SyncVals' own run settings (``syncvals.json``), when SyncVals ran or imported the trial."""
    harbor_config: HarborTrialConfig | None = None
    """Harbor's ``config.json``."""
    trajectory: Trajectory | None = None
    report: VerifyReport | None = None
    stdout: str | None = None
    artifact: str | None = None
    diff: str | None = None
    classification: Classification | None = None
    log: str | None = None
    """The end of Harbor's ``exception.txt`` and ``trial.log`` (read only; provider errors)."""
    oracle_calls: str | None = None
    """The served oracle's call log, as its file holds it (``agent/oracle-calls.jsonl``, or the
    one a Harbor export's verifier copied); None for a trial whose reference was not served.
    Read only: the file itself is carried byte for byte (:mod:`.oracle_calls` parses it)."""
    path: Path | None = None
    solution_log: str | None = None
    """Harbor's oracle agent's log of the task's ``solution/solve.sh`` it ran (``agent/oracle.txt``),
    when the trial holds one: the record that the task's own solution ran."""
    artifact_name: str | None = None
    """The artifact's file name: the task's ``submission_name`` for a trial SyncVals ran or
    imported, the file found in ``artifacts/`` for one read from a folder."""

    @property
    def name(self) -> str:
        """The trial's name (``trial_`` + 16 hex for SyncVals' own trials)."""
        return self.result.trial_name

    @property
    def agent_label(self) -> str:
        """The agent and the options it ran with (:func:`agent_label`): Harbor's
        ``agent.kwargs``, defaults included (``cheat how=import`` when no ``how`` was given),
        else the options asked for."""
        ran = self.harbor_config.agent_kwargs if self.harbor_config else {}
        options = {k: v for k, v in ran.items() if v != ""} or (
            self.config.agent_options if self.config is not None else {}
        )
        return agent_label(agent_name(self), options)


def new_trial_name() -> str:
    """A fresh, unique trial name: ``trial_`` + 16 hex digits."""
    return "trial_" + secrets.token_hex(8)


def make_diff(before: str, after: str, name: str) -> str:
    """A unified diff of the agent's file (``name``: the task's ``submission_name``) against the
    stub."""
    return "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            f"a/{name}",
            f"b/{name}",
        )
    )


def task_checksum(directory: Path) -> str:
    """A digest of every file of a task folder (names and bytes), for ``result.json``."""
    digest = hashlib.sha256()
    for path in sorted(Path(directory).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(directory).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
    return digest.hexdigest()


def harbor_trial_config(
    task_dir: Path,
    name: str,
    trials_dir: Path,
    agent: str,
    model: str | None,
    options: dict,
    override_timeout_sec: float | None = None,
    source: str | None = None,
) -> dict[str, Any]:
    """Harbor's ``TrialConfig`` for a trial SyncVals made (``config.json`` and ``result.config``).

    ``source`` is the trial's dataset (``TrialResult.source``), which Harbor takes from the task's
    ``source``: a job's metrics are resolved per source, so a resumed job keeps its mean."""
    agent_config: dict[str, Any] = {"name": agent, "kwargs": dict(options)}
    if model:
        agent_config["model_name"] = model
    if override_timeout_sec is not None:
        agent_config["override_timeout_sec"] = float(override_timeout_sec)
    task: dict[str, Any] = {"path": str(task_dir)}
    if source is not None:
        task["source"] = source
    return {
        "task": task,
        "trial_name": name,
        "trials_dir": str(trials_dir),
        "agent": agent_config,
        "environment": local_environment(),
    }


LOCAL_ENVIRONMENT_IMPORT_PATH = "syncvals_local_env:LocalEnvironment"
"""Harbor's import path of the environment SyncVals ships for running without Docker
(``syncvals_plugin/export/harbor_env/syncvals_local_env.py``; its folder goes on Harbor's
``PYTHONPATH``, docs/harbor-local-environment.md)."""


def local_environment() -> dict[str, Any]:
    """Harbor's ``EnvironmentConfig`` of the trials SyncVals runs itself: the local environment
    (no Docker), with this interpreter as the one that provides the task's packages.  Recorded in
    every trial's and job's ``config.json``: without it Harbor reads ``docker`` and ``harbor job
    resume`` stops at Docker's preflight on a machine that never needed Docker."""
    return {"import_path": LOCAL_ENVIRONMENT_IMPORT_PATH, "kwargs": {"python": sys.executable}}


TRIAL_SOURCE = "syncvals"
"""The dataset (Harbor's ``source``) of the trials SyncVals runs."""


def new_trial_result(
    *,
    name: str,
    task_name: str,
    task_dir: Path,
    trials_dir: Path,
    agent: HarborAgentInfo,
    options: dict[str, str] | None = None,
    reward: float | None = None,
    source: str = TRIAL_SOURCE,
    override_timeout_sec: float | None = None,
    **fields: Any,
) -> TrialResult:
    """A Harbor-valid ``TrialResult`` for a trial SyncVals made (the one place one is assembled).

    The id is a UUID derived from the trial name (stable across rewrites); ``fields`` are the
    optional ones (timings, ``exception_info``, ``agent_result``).
    """
    model = agent.model_info.name if agent.model_info else None
    config = harbor_trial_config(
        task_dir, name, trials_dir, agent.name, model, options or {}, override_timeout_sec, source
    )
    rewards = VerifierResult(rewards={"reward": float(reward)}) if reward is not None else None
    return TrialResult(
        id=str(uuid.uuid5(uuid.NAMESPACE_URL, f"syncvals:trial:{name}")),
        task_name=task_name,
        trial_name=name,
        trial_uri=(Path(trials_dir).resolve() / name).as_uri(),
        task_id={"path": str(task_dir)},
        task_checksum=task_checksum(task_dir),
        config=config,
        source=source,
        agent_info=agent,
        verifier_result=rewards,
        **fields,
    )


def assemble_trial(
    *,
    name: str,
    task: TaskSpec,
    trials_dir: Path,
    agent: HarborAgentInfo,
    config: RunConfig | None,
    trajectory: Trajectory | None,
    report: VerifyReport | None,
    artifact: str | None,
    options: dict[str, str] | None = None,
    override_timeout_sec: float | None = None,
    source: str | None = TRIAL_SOURCE,
    **fields: Any,
) -> TrialRecord:
    """A trial's whole record from the facts of it: the one assembly every writer of a new trial
    uses (a run, a Claude Code import, a foreign reader's trial of a known task), so a trial
    reads the same whichever way it came.

    ``result.json`` and Harbor's ``config.json`` (one function makes both), SyncVals' ``config``,
    the trajectory, the verifier's report and the text it printed, the artifact under the task's
    ``submission_name`` and its diff from the stub (when there is an artifact).  ``options`` are
    the agent's options as it ran with them (Harbor's ``agent.kwargs``, and the
    ``agent_result`` metadata); ``source`` the trial's dataset (``TrialResult.source``);
    ``fields`` the optional ones (phase timings, ``exception_info``).
    """
    options = dict(options or {})
    result = new_trial_result(
        name=name,
        task_name=task.full_name,
        task_dir=task.directory,
        trials_dir=Path(trials_dir),
        agent=agent,
        options=options,
        override_timeout_sec=override_timeout_sec,
        reward=float(report.reward) if report is not None else None,
        agent_result=agent_result_of(trajectory, {"options": options}),
        **fields,
    )
    # The trial's own dataset; the task in its config.json is SyncVals' all the same.
    result.source = source
    return TrialRecord(
        result=result,
        harbor_config=HarborTrialConfig.model_validate(result.config),
        config=config,
        trajectory=trajectory,
        report=report,
        stdout=report.render() if report is not None else None,
        artifact=artifact,
        artifact_name=task.submission_name,
        diff=make_diff(task.stub.read_text(), artifact, task.submission_name)
        if artifact is not None
        else None,
    )
