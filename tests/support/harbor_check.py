"""Run by Harbor's own Python (not SyncVals'): load folders SyncVals wrote with Harbor's models.

Usage: python harbor_check.py FOLDER...  -> one JSON object on stdout:
``{"errors": [...], "trials": N, "jobs": N, "folder_type": {FOLDER: "jobs"|"tasks"|error},
"means": {JOB: {EVAL: mean}}}``.  Every trial folder (a ``result.json`` naming a trial) is loaded
as ``TrialResult``, its ``config.json`` as ``TrialConfig`` and its trajectory through Harbor's
validator; every job folder (``config.json`` and a ``result.json`` naming no trial) as
``JobConfig`` and ``JobResult``.  Nothing here imports SyncVals.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from harbor.cli.view import _detect_folder_type
from harbor.models.job.config import JobConfig
from harbor.models.job.result import JobResult
from harbor.models.trial.config import TrialConfig
from harbor.models.trial.result import TrialResult
from harbor.utils.trajectory_validator import TrajectoryValidator


def check(folder: Path, out: dict) -> None:
    for result_file in sorted(folder.rglob("result.json")):
        where = result_file.parent
        data = json.loads(result_file.read_text())
        try:
            if "trial_name" in data:
                out["trials"] += 1
                TrialResult.model_validate(data)
                TrialConfig.model_validate_json((where / "config.json").read_text())
                trajectory = where / "agent" / "trajectory.json"
                if trajectory.is_file():
                    validator = TrajectoryValidator()
                    if not validator.validate(trajectory):
                        out["errors"].append(f"{trajectory}: {validator.errors}")
            else:
                out["jobs"] += 1
                JobConfig.model_validate_json((where / "config.json").read_text())
                job = JobResult.model_validate(data)
                out["means"][where.name] = {
                    key: [m for m in stats.metrics] for key, stats in job.stats.evals.items()
                }
                out["counts"][where.name] = [job.n_total_trials, job.stats.n_completed_trials]
        except Exception as exc:  # noqa: BLE001 - every failure is reported, the rest goes on
            out["errors"].append(f"{where}: {type(exc).__name__}: {exc}")


def main() -> None:
    out: dict = {"errors": [], "trials": 0, "jobs": 0, "folder_type": {}, "means": {}, "counts": {}}
    for arg in sys.argv[1:]:
        folder = Path(arg)
        check(folder, out)
        try:
            out["folder_type"][arg] = _detect_folder_type(folder)
        except SystemExit:
            out["folder_type"][arg] = "undetected"
    print(json.dumps(out))


if __name__ == "__main__":
    main()
