"""A job: Harbor's job-level records, so a ``syncvals run`` folder is a Harbor job folder.

Harbor's layout is ``<jobs dir>/<job name>/{config.json, result.json, <trial>/...}``: the job's
``JobConfig`` (what was asked for) and its ``JobResult`` (counts, rewards per agent, kept current
as trials finish).  ``harbor view``, ``harbor job resume`` and Harbor's own reports read these two
files; the shapes here are the parts of Harbor's models SyncVals fills (checked against Harbor
0.26's own ``JobConfig``/``JobResult`` in the tests), and unknown keys are kept.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from syncvals_plugin.records.trial import TrialResult, local_environment


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
    environment: dict[str, Any] = Field(default_factory=local_environment)
    """Harbor's ``EnvironmentConfig``: a ``type`` of Harbor's (``docker``, ``daytona``…) or an
    ``import_path`` and its ``kwargs``; by default the local environment SyncVals' own trials ran
    in (as each trial's ``config.json`` records it), so ``harbor job resume`` plans the same."""


class AgentDatasetStats(BaseModel):
    """Harbor's per (agent, model, dataset) statistics of a job."""

    model_config = ConfigDict(extra="allow")

    n_trials: int = 0
    n_errors: int = 0
    metrics: list[dict[str, Any]] = []
    pass_at_k: dict[int, float] = {}
    """Harbor's pass@k per k (``harbor.utils.pass_at_k``): the chance that one of k attempts at a
    task passes, averaged over the tasks; only when every graded reward is 0 or 1."""
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


REWARD_INVALID_EXCEPTIONS = frozenset(
    {
        # Harbor 0.26's error policies with has_valid_reward=False
        # (harbor/models/trial/error_policy.py): a reward recorded beside one is not counted.
        "EnvironmentStartTimeoutError", "SandboxBuildFailedError", "AgentSetupTimeoutError",
        "HealthcheckError", "SandboxLikelyOutOfMemoryError", "MemoryLimitExceededError",
        "SSHAccessError", "GKEExecStreamClosedError", "GKEPodNotFoundError", "RuntimeRequestError",
        "AddTestsDirError", "DownloadVerifierDirError", "ApiError", "ApiRateLimitError",
        "ApiInternalServerError", "ApiOverloadedError", "ApiConnectionClosedError",
        "ApiResponseStalledError", "UnknownApiError", "NetworkConnectionError",
        "ApiConnectionError", "ApiUsageLimitError", "RateLimitError", "InternalServerError",
        "ServiceUnavailableError", "APIConnectionError", "APIError", "Timeout",
        "UnsupportedModelParametersError", "BadRequestError", "UnprocessableEntityError",
        "UnsupportedParamsError", "APIResponseValidationError", "BudgetExceededError",
        "VerifierTimeoutError", "RewardFileNotFoundError", "RewardFileEmptyError",
        "VerifierOutputParseError", "AgentAuthenticationError", "ModelNotFoundError",
        "ApiProviderResourceNotFoundError", "AuthenticationError", "PermissionDeniedError",
        "NotFoundError", "ServiceOperationsUnsupportedError", "VercelScopeError",
        "DspyImportError", "MissingExtraError", "RegradeError", "CancelledError",
    }
)  # fmt: skip
"""Exception types after which Harbor does not count a trial's reward (every other type,
SyncVals' own among them, keeps it)."""


def reward_valid(result: TrialResult) -> bool:
    """Harbor's ``TrialResult.reward_valid``: the trial has rewards and no recorded exception (the
    trial's, or a step's) voids them; a ``policy_override`` Harbor recorded decides first."""
    return valid_rewards(result) is not None


def valid_rewards(result: TrialResult) -> dict[str, float] | None:
    """The trial's rewards when Harbor counts them (:func:`reward_valid`), else None."""
    rewards = result.verifier_result.rewards if result.verifier_result else None
    if not rewards:
        return None
    if not all(_keeps_reward(info) for info in _recorded_exceptions(result)):
        return None
    return rewards


def _recorded_exceptions(result: TrialResult) -> list[dict[str, Any]]:
    # Harbor's TrialResult.recorded_exceptions: the trial's, then each step's (multi-step trials).
    found = [result.exception_info.model_dump()] if result.exception_info else []
    for step in (result.model_extra or {}).get("step_results") or []:
        if isinstance(step, dict) and isinstance(step.get("exception_info"), dict):
            found.append(step["exception_info"])
    return found


def _keeps_reward(info: dict[str, Any]) -> bool:
    override = info.get("policy_override")
    if isinstance(override, dict) and override.get("has_valid_reward") is not None:
        return bool(override["has_valid_reward"])
    return info.get("exception_type") not in REWARD_INVALID_EXCEPTIONS


def pass_at_k(results: list[TrialResult]) -> dict[str, dict[int, float]]:
    """Harbor's ``compute_pass_at_k_by_evals``: pass@k per eval key, for k = 2, 4, 8, … and 5, 10,
    15, … up to the fewest graded trials of any task; an eval with a reward other than 0 or 1, or
    with more than one reward key, or with no graded trial has none (and is left out)."""
    groups: defaultdict[str, list[TrialResult]] = defaultdict(list)
    for result in results:
        groups[eval_key(result)].append(result)
    return {key: by_k for key, group in groups.items() if (by_k := _pass_at_k(group))}


def _pass_at_k(results: list[TrialResult]) -> dict[int, float]:
    successes: defaultdict[str, list[int]] = defaultdict(list)
    for result in results:
        rewards = valid_rewards(result)
        if rewards is None:
            continue
        if len(rewards) != 1:
            return {}
        value = next(iter(rewards.values()))
        if not isinstance(value, int | float) or value not in (0, 1):
            return {}
        successes[result.task_name].append(int(value))
    if not successes:
        return {}
    fewest = min(len(s) for s in successes.values())
    ks, k = set(range(5, fewest + 1, 5)), 2  # 5, 10, 15, … and 2, 4, 8, …
    while k <= fewest:
        ks.add(k)
        k *= 2
    return {
        k: sum(_pass_at_k_for_task(len(s), sum(s), k) for s in successes.values()) / len(successes)
        for k in sorted(ks)
    }


def _pass_at_k_for_task(n: int, c: int, k: int) -> float:
    # 1 - C(n-c, k) / C(n, k), as a product (Harbor's unbiased estimator).
    if n - c < k:
        return 1.0
    product = 1.0
    for i in range(k):
        product *= (n - c - i) / (n - i)
    return 1.0 - product


def job_stats(
    results: list[TrialResult], total: int, running: int = 0, cancelled: int = 0
) -> JobStats:
    """The statistics of a job whose finished trials are ``results``, counted as Harbor counts them:
    a trial whose reward Harbor counts (:func:`reward_valid`) adds its rewards, an errored one its
    exception type; ``metrics`` holds the mean reward of those trials (Harbor's default metric) and
    ``pass_at_k`` Harbor's pass@k.  ``cancelled`` trials (an interrupted job's unstarted or stopped
    ones) are not pending."""
    stats = JobStats(
        n_completed_trials=len(results), n_running_trials=running, n_cancelled_trials=cancelled
    )
    stats.n_pending_trials = max(total - len(results) - running - cancelled, 0)
    rewards: dict[str, list[float]] = {}
    for result in results:
        entry = stats.evals.setdefault(eval_key(result), AgentDatasetStats())
        valid = valid_rewards(result)
        if valid is not None:
            entry.n_trials += 1
            for key, value in valid.items():
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
    for key, by_k in pass_at_k(results).items():
        stats.evals[key].pass_at_k = by_k
    return stats
