"""The one owner of a trial folder's layout (Harbor's ``TrialPaths``, plus SyncVals' own files),
and of a job folder's.

Every reader and writer of a trial (the store, the schemas' validation, the Harbor importer, the
site, the verifier's outputs) takes its file names from here; a test checks that no other module
spells them.  The names are relative paths (strings: the store's hot path joins them as strings)
and, through a :class:`TrialPaths` of one folder, absolute paths::

    result.json                 TrialResult (Harbor's)
    config.json                 TrialConfig (Harbor's)
    syncvals.json               how SyncVals ran it (agent options, job, injected fault)
    agent/trajectory.json       ATIF (``trajectory.json`` at the root in older Harbor trials)
    verifier/test-stdout.txt    the verifier's printed block
    verifier/reward.txt         the reward (``verifier/reward.json``: Harbor's rewards by name)
    verifier/report.json        SyncVals' per-function report
    artifacts/app/<artifact>    the task's artifact (named by the task's spec; trials written
                                before kept it directly in ``artifacts/``)
    artifacts/diff.patch        that file against the stub
    artifacts/manifest.json     Harbor's artifact manifest (what was collected, from where)
    trial.log                   what happened when (a trial SyncVals ran; Harbor's own too)
    exception.txt               Harbor's record of an exception (read only)
    classification.json         the post-hoc verdict (when a classifier ran)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from syncvals_plugin.records.names import safe_component


@dataclass(frozen=True)
class TrialPaths:
    """Where every file of the trial folder ``root`` is."""

    root: Path

    RESULT: ClassVar[str] = "result.json"
    CONFIG: ClassVar[str] = "config.json"
    RUN_CONFIG: ClassVar[str] = "syncvals.json"
    AGENT_DIR: ClassVar[str] = "agent"
    TRAJECTORY: ClassVar[str] = "agent/trajectory.json"
    ORACLE_CALLS: ClassVar[str] = "agent/oracle-calls.jsonl"
    """The served oracle's call log: one JSON object a call the agent made."""
    VERIFIER_ORACLE_CALLS: ClassVar[str] = "verifier/oracle-calls.jsonl"
    """Where a Harbor export's ``tests/test.sh`` leaves the call log (read when the trial has no
    :attr:`ORACLE_CALLS`: an imported Harbor trial keeps Harbor's files as they were)."""
    SOLUTION_LOG: ClassVar[str] = "agent/oracle.txt"
    """What Harbor's oracle agent leaves: the output of the task's ``solution/solve.sh`` it ran
    (read only: the record that a trial ran the reference solution, whatever its agent's name)."""
    ROOT_TRAJECTORY: ClassVar[str] = "trajectory.json"
    """Where older Harbor trials kept the trajectory (read only)."""
    VERIFIER_DIR: ClassVar[str] = "verifier"
    STDOUT: ClassVar[str] = "verifier/test-stdout.txt"
    REWARD: ClassVar[str] = "verifier/reward.txt"
    REWARD_JSON: ClassVar[str] = "verifier/reward.json"
    REPORT: ClassVar[str] = "verifier/report.json"
    ARTIFACTS_DIR: ClassVar[str] = "artifacts"
    """Where trials written by earlier SyncVals versions kept the artifact (still read)."""
    ARTIFACT_DIR: ClassVar[str] = "artifacts/app"
    """Where a trial keeps the task's artifact: Harbor's mirror of the workspace ``/app``."""
    MANIFEST: ClassVar[str] = "artifacts/manifest.json"
    DIFF: ClassVar[str] = "artifacts/diff.patch"
    CONVENTION_ARTIFACTS: ClassVar[str] = "/logs/artifacts"
    """Harbor's convention folder in the environment, collected to ``artifacts/logs/artifacts``."""
    TRIAL_LOG: ClassVar[str] = "trial.log"
    EXCEPTION: ClassVar[str] = "exception.txt"
    CLASSIFICATION: ClassVar[str] = "classification.json"

    @staticmethod
    def artifact(name: str) -> str:
        """Where a trial keeps an artifact named ``name`` (the task's ``submission_name``),
        relative to the trial: ``artifacts/app/<name>``.

        :raises ValueError: when ``name`` is not a plain file name.
        """
        if not name or safe_component(name) != name:
            raise ValueError(f"{name!r}: not a plain file name for a trial's artifact")
        return f"{TrialPaths.ARTIFACT_DIR}/{name}"

    @staticmethod
    def artifact_source(name: str) -> str:
        """Where the artifact ``name`` was in the environment (Harbor's manifest ``source``)."""
        return f"/app/{name}"

    @staticmethod
    def in_verifier(rel: str) -> str:
        """A ``verifier/`` file's name inside the verifier's own output folder (Harbor's
        ``/logs/verifier``, or ``verify --out``): ``verifier/reward.txt`` -> ``reward.txt``."""
        return rel.removeprefix(TrialPaths.VERIFIER_DIR + "/")

    def __truediv__(self, rel: str) -> Path:
        """``paths / TrialPaths.RESULT``: the absolute path of one of the folder's files."""
        return self.root / rel

    @property
    def result(self) -> Path:
        """``result.json``."""
        return self.root / self.RESULT

    @property
    def config(self) -> Path:
        """Harbor's ``config.json``."""
        return self.root / self.CONFIG

    @property
    def run_config(self) -> Path:
        """SyncVals' ``syncvals.json``."""
        return self.root / self.RUN_CONFIG

    @property
    def trajectory(self) -> Path:
        """``agent/trajectory.json``."""
        return self.root / self.TRAJECTORY

    @property
    def report(self) -> Path:
        """``verifier/report.json``."""
        return self.root / self.REPORT

    @property
    def stdout(self) -> Path:
        """``verifier/test-stdout.txt``."""
        return self.root / self.STDOUT

    @property
    def reward(self) -> Path:
        """``verifier/reward.txt``."""
        return self.root / self.REWARD

    @property
    def reward_json(self) -> Path:
        """``verifier/reward.json``."""
        return self.root / self.REWARD_JSON

    @property
    def artifacts_dir(self) -> Path:
        """``artifacts/``."""
        return self.root / self.ARTIFACTS_DIR

    @property
    def classification(self) -> Path:
        """``classification.json``."""
        return self.root / self.CLASSIFICATION


@dataclass(frozen=True)
class JobPaths:
    """Where every file of the job folder ``root`` is (Harbor's job layout)."""

    root: Path

    RESULT: ClassVar[str] = TrialPaths.RESULT
    CONFIG: ClassVar[str] = TrialPaths.CONFIG
    LOG: ClassVar[str] = "job.log"

    @property
    def result(self) -> Path:
        """The job's ``result.json``."""
        return self.root / self.RESULT

    @property
    def config(self) -> Path:
        """The job's ``config.json``."""
        return self.root / self.CONFIG

    @property
    def log(self) -> Path:
        """``job.log``."""
        return self.root / self.LOG
