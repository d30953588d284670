"""Run by Harbor's own Python (not SyncVals'): Harbor's resume planning on a job folder.

Usage: python harbor_resume.py JOB_FOLDER  -> one JSON object on stdout:
``{"accepted": bool, "error": str|null, "existing": N, "planned": N, "remaining": N,
"pass_at_k": {EVAL: {K: value}}, "stats": JobStats}``.

What ``harbor job resume -p JOB_FOLDER`` does before it runs anything, with Harbor's own code:
the job's ``config.json`` is read into Harbor's ``JobConfig`` (located where it lies, as the CLI
does), its tasks and metrics resolved (``JobPlan``), and ``Job(...)`` built, which plans the trial
configs from the ``JobConfig`` (``JobPlan.build_trial_configs``), loads every finished trial's
``config.json`` and ``result.json`` (``Job._maybe_init_existing_job``) and matches them one to one
(``Job._init_remaining_trial_configs``: "Existing trial config does not match planned job config"
when one does not).  Only the agents' preflight is left out (it asks whether Harbor can run the
agent, and SyncVals' agents are not Harbor's).  The folder is changed as Harbor changes it on a
resume (``job.log`` appended, unfinished trial folders removed): give it a copy.

``pass_at_k`` is ``harbor.utils.pass_at_k.compute_pass_at_k_by_evals`` over the finished trials
and ``stats`` Harbor's ``JobPlan.aggregate_stats`` of them, for comparison with SyncVals' own.
Nothing here imports SyncVals.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

# The local environment SyncVals' own trials record (``syncvals_local_env:LocalEnvironment``) is
# imported by Harbor from this folder, as docs/harbor-local-environment.md puts it on PYTHONPATH.
sys.path.insert(
    0, str(Path(__file__).resolve().parents[2] / "syncvals_plugin" / "export" / "harbor_env")
)

from harbor.environments.factory import EnvironmentFactory  # noqa: E402
from harbor.job import Job  # noqa: E402
from harbor.job_plan import JobPlan  # noqa: E402
from harbor.models.job.config import JobConfig  # noqa: E402
from harbor.utils.pass_at_k import compute_pass_at_k_by_evals  # noqa: E402


async def plan(job_dir: Path) -> dict:
    config = JobConfig.model_validate_json((job_dir / "config.json").read_text())
    # As `harbor job resume` does: the folder given is the job's location.
    config.jobs_dir = job_dir.parent
    config.job_name = job_dir.name
    EnvironmentFactory.validate_options(config.environment)
    task_configs = await JobPlan.resolve_task_configs(config)
    metrics = await JobPlan.resolve_metrics(config, task_configs)
    downloads = await JobPlan.cache_tasks(task_configs)
    out: dict = {"accepted": False, "error": None}
    try:
        job = Job(
            config,
            _task_configs=task_configs,
            _metrics=metrics,
            _task_download_results=downloads,
        )
    except (ValueError, FileExistsError) as exc:
        out["error"] = f"{type(exc).__name__}: {exc}"
        return out
    existing = job._existing_trial_results
    resolved = JobPlan.from_resolved(
        config, task_configs=task_configs, metrics=metrics, task_download_results=downloads
    )
    stats = resolved.aggregate_stats(existing, n_total_trials=len(job))
    out.update(
        accepted=True,
        existing=len(job._existing_trial_configs),
        planned=len(job),
        remaining=len(job._remaining_trial_configs),
        pass_at_k={
            key: {str(k): v for k, v in by_k.items()}
            for key, by_k in compute_pass_at_k_by_evals(existing).items()
        },
        stats=stats.model_dump(mode="json"),
    )
    job._close_logger_handlers()
    return out


def main() -> None:
    print(json.dumps(asyncio.run(plan(Path(sys.argv[1])))))


if __name__ == "__main__":
    main()
