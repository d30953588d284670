"""A job: Harbor's job-level records, so a ``syncvals run`` folder is a Harbor job folder.

Harbor's layout is ``<jobs dir>/<job name>/{config.json, result.json, <trial>/...}``: the job's
``JobConfig`` (what was asked for) and its ``JobResult`` (counts, rewards per agent, kept current
as trials finish).  ``harbor view``, ``harbor job resume`` and Harbor's own reports read these two
files; the shapes here are the parts of Harbor's models SyncVals fills (checked against Harbor
0.26's own ``JobConfig``/``JobResult`` in the tests), and unknown keys are kept.
"""

from __future__ import annotations

import uuid
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from syncvals_plugin.records.trial import TrialResult


class JobConfig(BaseModel):
    """Harbor's ``JobConfig`` (``config.json`` of a job folder)."""

    model_config = ConfigDict(extra="allow")

    schema_version: int = 1
    job_name: str
    jobs_dir: str
    n_attempts: int = 1
    n_concurrent_trials: int = 1
    agents: list[dict[str, Any]] = []
    tasks: list[dict[str, Any]] = []


class AgentDatasetStats(BaseModel):
    """Harbor's per (agent, model, dataset) statistics of a job."""

    model_config = ConfigDict(extra="allow")

    n_trials: int = 0
    n_errors: int = 0
    metrics: list[dict[str, Any]] = []
    reward_stats: dict[str, dict[str, list[str]]] = {}
    exception_stats: dict[str, list[str]] = {}


class JobStats(BaseModel):
    """Harbor's ``JobStats``: trial counts and the statistics per agent."""

    model_config = ConfigDict(extra="allow")

    n_completed_trials: int = 0
    n_errored_trials: int = 0
    n_running_trials: int = 0
    n_pending_trials: int = 0
    n_cancelled_trials: int = 0
    n_retries: int = 0
    evals: dict[str, AgentDatasetStats] = {}


class JobResult(BaseModel):
    """Harbor's ``JobResult`` (``result.json`` of a job folder; it names no trial, which is how a
    reader tells it from a trial's ``result.json``)."""

    model_config = ConfigDict(extra="allow")

    schema_version: int = 1
    id: str
    started_at: str
    updated_at: str | None = None
    finished_at: str | None = None
    n_total_trials: int
    stats: JobStats = Field(default_factory=JobStats)


def job_uuid(name: str) -> str:
    """The job's UUID, derived from its name (stable across rewrites of its result)."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"syncvals:job:{name}"))


def eval_key(result: TrialResult) -> str:
    """Harbor's key of a trial's statistics: ``agent__model__dataset`` (no model: ``agent__dataset``)."""
    model = result.agent_info.model_info.name if result.agent_info.model_info else None
    dataset = result.source or "adhoc"
    return (
        f"{result.agent_info.name}__{model}__{dataset}"
        if model
        else f"{result.agent_info.name}__{dataset}"
    )


def job_stats(
    results: list[TrialResult], total: int, running: int = 0, cancelled: int = 0
) -> JobStats:
    """The statistics of a job whose finished trials are ``results``, counted as Harbor counts them:
    a graded trial adds its rewards, an errored one its exception type; ``metrics`` holds the mean
    reward of the graded trials (Harbor's default metric).  ``cancelled`` trials (an interrupted
    job's unstarted or stopped ones) are not pending."""
    stats = JobStats(
        n_completed_trials=len(results), n_running_trials=running, n_cancelled_trials=cancelled
    )
    stats.n_pending_trials = max(total - len(results) - running - cancelled, 0)
    rewards: dict[str, list[float]] = {}
    for result in results:
        entry = stats.evals.setdefault(eval_key(result), AgentDatasetStats())
        graded = result.verifier_result.rewards if result.verifier_result else None
        if graded:
            entry.n_trials += 1
            for key, value in graded.items():
                entry.reward_stats.setdefault(key, {}).setdefault(str(float(value)), []).append(
                    result.trial_name
                )
            rewards.setdefault(eval_key(result), []).append(float(result.reward or 0.0))
        if result.exception_info is not None:
            entry.n_errors += 1
            stats.n_errored_trials += 1
            entry.exception_stats.setdefault(result.exception_info.exception_type, []).append(
                result.trial_name
            )
    for key, values in rewards.items():
        stats.evals[key].metrics = [{"mean": sum(values) / len(values)}]
    return stats
