"""The judge's rubric as data (``rubric.toml``), extended by the trial's own task.

A task adds criteria by shipping a ``judge-rubric.toml`` beside its ``task.toml`` (the same
shape: ``[[criteria]]`` with ``name`` and ``guidance``); a criterion of the same name replaces
the built-in one.  The version and a hash of the criteria are recorded with every answer.
"""

from __future__ import annotations

import hashlib
import json
import sys
from importlib.resources import files
from pathlib import Path

from pydantic import BaseModel, ValidationError

from syncvals_plugin.judge.config import JudgeConfigError
from syncvals_plugin.records.trial import TrialRecord

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

TASK_RUBRIC = "judge-rubric.toml"
"""The file in a task's folder that extends the judge's rubric."""


class Criterion(BaseModel):
    """One thing the judge weighs, with guidance."""

    name: str
    guidance: str


class Rubric(BaseModel):
    """The criteria a judge answers by."""

    version: str
    criteria: list[Criterion]

    @property
    def digest(self) -> str:
        """A hash of the version and every criterion (recorded with each answer)."""
        text = json.dumps(self.model_dump(), sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def _load(text: str, where: str) -> Rubric:
    try:
        return Rubric.model_validate(tomllib.loads(text))
    except (tomllib.TOMLDecodeError, ValidationError) as exc:
        raise JudgeConfigError(f"{where}: not a judge rubric ({exc})") from exc


def builtin_rubric() -> Rubric:
    """SyncVals' own rubric (``syncvals_plugin/judge/rubric.toml``)."""
    return _load((files("syncvals_plugin.judge") / "rubric.toml").read_text(), "rubric.toml")


def task_folder(trial: TrialRecord) -> Path | None:
    """The folder of the task the trial ran, as its records name it (None when they do not)."""
    if trial.config is not None and trial.config.task_path:
        return Path(trial.config.task_path)
    path = (
        (trial.result.task_id or {}).get("path") if isinstance(trial.result.task_id, dict) else None
    )
    return Path(path) if path else None


def rubric_for(trial: TrialRecord) -> Rubric:
    """The built-in rubric, extended (or overridden criterion by criterion) by the task's own."""
    rubric = builtin_rubric()
    folder = task_folder(trial)
    extra = folder / TASK_RUBRIC if folder else None
    if extra is None or not extra.is_file():
        return rubric
    task = _load(extra.read_text(errors="replace"), str(extra))
    names = {c.name for c in task.criteria}
    criteria = [c for c in rubric.criteria if c.name not in names] + task.criteria
    return Rubric(version=f"{rubric.version}+{task.version}", criteria=criteria)
