"""Harbor trial and job folders read as SyncVals trial records.

A job folder holds one folder per trial; each trial folder holds ``result.json`` (with a
``trial_name``), ``agent/trajectory.json`` (ATIF) and ``verifier/`` output.  Errored trials
(``exception_info``) and ungraded ones (``verifier_result`` null) keep that status; they are
never turned into reward 0.
"""

from __future__ import annotations

import json
from pathlib import Path

from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.records.store import load_json_object, load_model, read_configs
from syncvals_plugin.records.trial import (
    TrialFormatError,
    TrialRecord,
    TrialResult,
    VerifierResult,
)


def harbor_trial_dirs(path: Path) -> list[Path]:
    """Trial folders under ``path`` (itself included): those whose ``result.json`` names a trial."""
    found = []
    for result in sorted(Path(path).rglob("result.json")):
        try:
            data = json.loads(result.read_text())
        except (OSError, ValueError):
            data = {"trial_name": "?"}  # reported as broken by read_harbor_trial
        if isinstance(data, dict) and "trial_name" in data:
            found.append(result.parent)
    return found


def read_harbor_trial(path: Path) -> TrialRecord:
    """One Harbor trial folder as a record.

    :raises TrialFormatError: naming the file and JSON path of a broken ``result.json`` or ATIF file.
    """
    result = load_model(path / "result.json", TrialResult)
    trajectory = None
    for candidate in (path / "agent" / "trajectory.json", path / "trajectory.json"):
        if candidate.is_file():
            trajectory = load_model(candidate, Trajectory)
            break
    stdout_file = path / "verifier" / "test-stdout.txt"
    report_file = path / "verifier" / "report.json"
    artifact = (
        next((p for p in (path / "artifacts").rglob("objectives.py")), None)
        if (path / "artifacts").is_dir()
        else None
    )
    if result.verifier_result is None:
        reward_json = path / "verifier" / "reward.json"
        if reward_json.is_file():
            data = load_json_object(reward_json)
            try:
                rewards = {str(k): float(v) for k, v in data.items()}
            except (TypeError, ValueError) as exc:
                raise TrialFormatError(f"{reward_json}: rewards must be numbers ({exc})") from exc
            result = result.model_copy(update={"verifier_result": VerifierResult(rewards=rewards)})
    elif result.verifier_result.rewards is None:
        reward_txt = path / "verifier" / "reward.txt"
        if reward_txt.is_file():
            try:
                value = float(reward_txt.read_text().strip())
            except ValueError as exc:
                raise TrialFormatError(f"{reward_txt}: not a number") from exc
            result = result.model_copy(
                update={"verifier_result": VerifierResult(rewards={"reward": value})}
            )
    _, harbor_config = read_configs(path)
    return TrialRecord(
        result=result,
        harbor_config=harbor_config,
        trajectory=trajectory,
        report=load_model(report_file, VerifyReport) if report_file.is_file() else None,
        stdout=stdout_file.read_text(errors="replace") if stdout_file.is_file() else None,
        artifact=artifact.read_text(errors="replace") if artifact else None,
        path=path,
    )


def read_harbor(path: Path) -> list[TrialRecord]:
    """Every trial of a Harbor trial or job folder.

    :raises TrialFormatError: when ``path`` holds no trial, or a trial is broken.
    """
    records, problems = read_harbor_batch(path)
    if problems and not records:
        raise TrialFormatError(problems[0])
    return records


def read_harbor_batch(path: Path) -> tuple[list[TrialRecord], list[str]]:
    """Every readable trial of a Harbor trial or job folder, and one line per broken one.

    :raises TrialFormatError: when ``path`` holds no trial at all.
    """
    dirs = harbor_trial_dirs(path)
    if not dirs:
        raise TrialFormatError(f"{path}: no Harbor trial found (no result.json with a trial_name)")
    records, problems = [], []
    for folder in dirs:
        try:
            records.append(read_harbor_trial(folder))
        except TrialFormatError as exc:
            problems.append(str(exc))
    return records, problems
