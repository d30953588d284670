"""A Harbor job folder written by the test imports, with errored and ungraded trials kept apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin.importers.harbor import read_harbor, read_harbor_trial
from syncvals_plugin.records.store import find_trials, read_trial
from syncvals_plugin.records.trial import TrialFormatError
from tests.conftest import run_cli
from tests.records.test_atif import VALID


def _trial(job: Path, name: str, **result) -> Path:
    path = job / name
    (path / "agent").mkdir(parents=True)
    (path / "verifier").mkdir()
    base = {
        "id": name,
        "task_name": "syncvals/reverse-engineer-objectives",
        "trial_name": name,
        "agent_info": {
            "name": "claude-code",
            "version": "2.0",
            "model_info": {"name": "m", "provider": "p"},
        },
        "started_at": "2026-11-30T00:00:00Z",
        "newer_harbor_field": {"kept": True},
    }
    (path / "result.json").write_text(json.dumps(base | result))
    (path / "agent" / "trajectory.json").write_text(json.dumps(VALID | {"session_id": name}))
    return path


@pytest.fixture
def job(tmp_path) -> Path:
    job = tmp_path / "jobs" / "2026-11-30__job"
    job.mkdir(parents=True)
    (job / "result.json").write_text(
        json.dumps({"id": "job", "n_total_trials": 3})
    )  # job-level, not a trial
    graded = _trial(job, "t-graded", verifier_result={"rewards": {"reward": 1.0}})
    (graded / "verifier" / "test-stdout.txt").write_text("REWARD = 1\n")
    _trial(
        job,
        "t-errored",
        verifier_result=None,
        exception_info={"exception_type": "AgentTimeoutError", "exception_message": "timed out"},
    )
    _trial(job, "t-ungraded", verifier_result=None)
    reward_only = _trial(job, "t-reward-file", verifier_result=None)
    (reward_only / "verifier" / "reward.json").write_text(json.dumps({"reward": 0}))
    return job


def test_job_folder_reads_with_statuses(job):
    records = {r.name: r for r in read_harbor(job.parent)}
    assert set(records) == {"t-graded", "t-errored", "t-ungraded", "t-reward-file"}
    assert records["t-graded"].result.outcome == "passed"
    assert records["t-errored"].result.outcome == "timed out"
    assert records["t-ungraded"].result.outcome == "ungraded"
    assert records["t-reward-file"].result.outcome == "failed"
    assert records["t-graded"].result.model_extra == {"newer_harbor_field": {"kept": True}}


def test_cli_import_writes_our_trials(job, tmp_path):
    out = tmp_path / "trials"
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    names = {p.name for p in find_trials(out)}
    assert names == {"t-graded", "t-errored", "t-ungraded", "t-reward-file"}
    assert [p.name for p in out.iterdir()] == [job.name]  # the job, kept a job
    assert read_trial(out / job.name / "t-errored").result.outcome == "timed out"
    assert read_trial(out / job.name / "t-reward-file").result.outcome == "failed"
    assert run_cli("validate", *[str(out / job.name / n) for n in names]).returncode == 0


def test_broken_files_are_named_with_their_json_path(job):
    bad = job / "t-graded" / "agent" / "trajectory.json"
    data = json.loads(bad.read_text())
    data["steps"][1]["source"] = "robot"
    bad.write_text(json.dumps(data))
    with pytest.raises(
        TrialFormatError, match=r"t-graded/agent/trajectory.json: \$\.steps\[1\]\.source"
    ):
        read_harbor_trial(job / "t-graded")
    # In a batch, the broken trial is named and the others are imported.
    assert "t-graded" not in {r.name for r in read_harbor(job)}
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(job.parent / "imported"))
    assert (
        proc.returncode == 1 and "steps[1].source" in proc.stderr and "Traceback" not in proc.stderr
    )
    assert (job.parent / "imported" / job.name / "t-errored").is_dir()


def test_a_folder_without_trials_is_an_error(tmp_path):
    with pytest.raises(TrialFormatError, match="no Harbor trial found"):
        read_harbor(tmp_path)


def test_a_harbor_trial_keeps_its_call_log_its_log_and_a_root_trajectory(tmp_path):
    """A served trial run on Harbor: the call log the verifier copied, Harbor's own log and a
    trajectory left at the folder's root reach the record (the store's one reader reads them)."""
    path = _trial(tmp_path, "t-served", verifier_result={"rewards": {"reward": 0.0}})
    line = '{"function": "gae", "outcome": "ok", "families": ["random"]}\n'
    (path / "verifier" / "oracle-calls.jsonl").write_text(line)
    (path / "trial.log").write_text("harbor.trial INFO agent started\n")
    (path / "agent" / "trajectory.json").rename(path / "trajectory.json")
    record = read_harbor_trial(path)
    assert record.oracle_calls == line
    assert "agent started" in (record.log or "")
    assert record.trajectory is not None and record.trajectory.session_id == "t-served"
