"""Harbor trial and job folders read as SyncVals trial records.

A job folder holds one folder per trial; each trial folder holds ``result.json`` (with a
``trial_name``), ``agent/trajectory.json`` (ATIF) and ``verifier/`` output.  Errored trials
(``exception_info``) and ungraded ones (``verifier_result`` null) keep that status; they are
never turned into reward 0.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.paths import JobPaths, TrialPaths
from syncvals_plugin.records.store import is_trial_dir, load_model, read_folder
from syncvals_plugin.records.trial import (
    TrialFormatError,
    TrialRecord,
)


def harbor_trial_dirs(path: Path) -> list[Path]:
    """Trial folders under ``path`` (itself included): those whose ``result.json`` names a trial."""
    found = []
    for result in sorted(Path(path).rglob(TrialPaths.RESULT)):
        try:
            data = json.loads(result.read_text())
        except (OSError, ValueError):
            data = {"trial_name": "?"}  # reported as broken by read_harbor_trial
        if isinstance(data, dict) and "trial_name" in data:
            found.append(result.parent)
    return found


def read_harbor_trial(path: Path) -> TrialRecord:
    """One Harbor trial folder as a record, read by the store's own reader (the trajectory, the
    verifier's files, the submission, Harbor's log, a served trial's call log), with the
    trajectory Harbor left at the folder's root where ``agent/`` holds none.

    :raises TrialFormatError: naming the file and JSON path of a broken ``result.json`` or ATIF file.
    """
    record = read_folder(path)
    # What SyncVals itself wrote beside a trial it ran (its config, diff, classification) is no
    # part of an import: the imported trial is classified afresh.
    record.config = record.diff = record.classification = None
    root = Path(path) / TrialPaths.ROOT_TRAJECTORY
    if record.trajectory is None and root.is_file():
        record.trajectory = load_model(root, Trajectory)
    return record


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


def _is_unfinished(folder: Path) -> bool:
    # Harbor wrote the trial's config.json (it names the trial) but no result.json yet.
    paths = TrialPaths(folder)
    config = paths.config
    if paths.result.exists() or not config.is_file():
        return False
    try:
        data = json.loads(config.read_text(errors="replace"))
    except (OSError, ValueError, RecursionError):
        return False
    return (
        isinstance(data, dict)
        and bool(data.get("trial_name"))
        and isinstance(data.get("task"), dict)
    )


def _is_trial(folder: Path) -> bool:
    return is_trial_dir(folder) or _is_unfinished(folder)


def _subfolders(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as it:
            return sorted(Path(e.path) for e in it if e.is_dir(follow_symlinks=False))
    except OSError:
        return []


def harbor_units(path: Path) -> list[Path]:
    """What an import copies whole, each as one folder of the trials folder: ``path`` itself
    when it is a trial (finished or not) or a job (a ``config.json`` naming a job, or a trial
    among its folders); else every job or trial found below it (a folder of jobs is several jobs).
    Links are never followed."""
    path = Path(path)
    if _is_trial(path):
        return [path]
    children = _subfolders(path)
    config = JobPaths(path).config
    job_config = False
    if config.is_file():
        try:
            data = json.loads(config.read_text(errors="replace"))
            job_config = isinstance(data, dict) and "job_name" in data
        except (OSError, ValueError, RecursionError):
            pass
    if job_config or any(_is_trial(c) for c in children):
        return [path]
    return [unit for child in children for unit in harbor_units(child)]
