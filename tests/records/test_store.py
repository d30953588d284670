"""Trial folders: atomic writes, round trips, schema export and validation with JSON paths."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin.records import store as trial_mod
from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.schemas import SCHEMAS, export_schemas, validate_path
from syncvals_plugin.records.store import find_trials, read_trial, write_trial
from syncvals_plugin.records.trial import (
    ExceptionInfo,
    HarborAgentInfo,
    RunConfig,
    TrialRecord,
    TrialResult,
    VerifierResult,
)
from tests.conftest import run_cli
from tests.records.test_atif import VALID


def _record(name="trial_0123456789abcdef") -> TrialRecord:
    return TrialRecord(
        result=TrialResult(
            id=name,
            task_name="syncvals/x",
            trial_name=name,
            agent_info=HarborAgentInfo(name="nop"),
            verifier_result=VerifierResult(rewards={"reward": 0.0}),
        ),
        config=RunConfig(task="x", agent="nop"),
        trajectory=Trajectory.model_validate(VALID),
        stdout="REWARD = 0\n",
        artifact="x = 1\n",
        artifact_name="solution.py",
        diff="",
    )


def test_round_trip(tmp_path):
    path = write_trial(_record(), tmp_path)
    back = read_trial(path)
    assert back.result == _record().result and back.trajectory == _record().trajectory
    assert (
        path / "verifier" / "reward.txt"
    ).read_text() == "0\n" and back.result.outcome == "failed"
    assert find_trials(tmp_path) == [path] and validate_path(path) == []


def test_interrupted_write_never_looks_complete(tmp_path, monkeypatch):
    real = trial_mod.atomic_write
    calls = []

    def flaky(path, text):
        calls.append(path)
        if len(calls) == 3:
            raise KeyboardInterrupt
        real(path, text)

    monkeypatch.setattr(trial_mod, "atomic_write", flaky)
    with pytest.raises(KeyboardInterrupt):
        write_trial(_record(), tmp_path)
    assert list(tmp_path.iterdir()) == [] and find_trials(tmp_path) == []


def test_outcomes_keep_errors_and_ungraded_apart():
    r = _record().result
    assert r.model_copy(update={"verifier_result": None}).outcome == "ungraded"
    errored = r.model_copy(
        update={"exception_info": ExceptionInfo(exception_type="X", exception_message="m")}
    )
    assert errored.outcome == "errored"


def test_schema_export(tmp_path):
    # The exported schemas are what a foreign tool checks our files with: the seed trial's own
    # files must pass them, and a broken copy must not.
    import jsonschema

    paths = export_schemas(tmp_path / "schemas")
    assert len(paths) == len(SCHEMAS) == 6
    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    files = {
        "trial-result": "result.json",
        "trial-config": "config.json",
        "run-config": "syncvals.json",
        "atif-trajectory": "agent/trajectory.json",
        "verifier-report": "verifier/report.json",
        "classification": "classification.json",
    }
    for name, rel in files.items():
        schema = json.loads((tmp_path / "schemas" / f"{name}.schema.json").read_text())
        data = json.loads((seed / rel).read_text())
        jsonschema.validate(data, schema)  # raises on the first mismatch
    trajectory = json.loads((tmp_path / "schemas" / "atif-trajectory.schema.json").read_text())
    broken = json.loads((seed / "agent" / "trajectory.json").read_text())
    broken["steps"][0]["source"] = "robot"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, trajectory)
    proc = run_cli("schema", "trial-result")
    assert proc.returncode == 0 and json.loads(proc.stdout)["title"] == "TrialResult"


def test_validate_prints_every_error_with_its_json_path(tmp_path):
    path = write_trial(_record(), tmp_path)
    data = json.loads((path / "agent" / "trajectory.json").read_text())
    data["steps"][0]["source"] = "robot"
    data["steps"][2]["bogus"] = True
    (path / "agent" / "trajectory.json").write_text(json.dumps(data))
    proc = run_cli("validate", str(path))
    assert proc.returncode == 1
    assert (
        "$.steps[0].source" in proc.stdout
        and "$.steps[2]" in proc.stdout
        and "bogus" in proc.stdout
    )
    (path / "result.json").write_text("{not json")
    assert "not valid JSON" in run_cli("validate", str(path)).stdout


def test_validate_and_read_agree_on_invalid_utf8(tmp_path):
    # One reader for every command: bytes that are not UTF-8 are replaced, never "not valid JSON"
    # in one place and readable in another.
    from syncvals_plugin.records.schemas import validate_path
    from syncvals_plugin.records.store import read_trial

    path = write_trial(_record(), tmp_path)
    result = path / "result.json"
    result.write_bytes(
        result.read_bytes().replace(b'"trial_name"', b'"source": "caf\xe9", "trial_name"', 1)
    )
    assert validate_path(path) == []
    assert read_trial(path).result.source == "caf\ufffd"


def test_rewrite_keeps_files_the_record_does_not_model(tmp_path):
    from syncvals_plugin.records.store import read_trial, rewrite_trial

    path = write_trial(_record(), tmp_path)
    (path / "agent" / "images").mkdir(parents=True)
    (path / "agent" / "images" / "shot.png").write_bytes(b"\x89PNG")
    record = read_trial(path)
    record.stdout = "re-graded\n"
    rewrite_trial(record)
    assert (path / "agent" / "images" / "shot.png").read_bytes() == b"\x89PNG"
    assert (path / "verifier" / "test-stdout.txt").read_text() == "re-graded\n"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_a_judge_s_numbers_survive_a_classification_write(tmp_path):
    """A judge's answer holds numbers; the written classification reads them back the same."""
    from syncvals_plugin.records.store import write_classification
    from syncvals_plugin.records.trial import Classification

    record = read_trial(write_trial(_record(), tmp_path))
    record.classification = Classification(
        verdict="GOOD_FAILURE", alternatives=[{"kind": "judge", "score": 0.25, "p": 1e-05}]
    )
    write_classification(record)
    back = read_trial(record.path).classification.alternatives[0]
    assert back["score"] == 0.25 and back["p"] == 1e-05


def test_finding_trials_walks_jobs_and_never_waits_on_a_planted_fifo(tmp_path):
    """A job folder (its result.json names no trial) is searched; a trial is not searched
    further; a staging folder, a link and a FIFO planted as result.json are not trials, and
    reading them neither blocks nor crashes."""
    import os

    job = tmp_path / "job"
    trial = write_trial(_record("trial_aaaaaaaaaaaaaaaa"), job)
    (job / "result.json").write_text(json.dumps({"id": "job", "n_total_trials": 1}))
    (trial / "nested").mkdir()
    write_trial(_record("trial_bbbbbbbbbbbbbbbb"), trial / "nested")  # trials do not nest
    (tmp_path / "link").symlink_to(job, target_is_directory=True)
    fifo = tmp_path / "fifo_trial"
    fifo.mkdir()
    os.mkfifo(fifo / "result.json")
    broken = tmp_path / "broken_trial"
    broken.mkdir()
    (broken / "result.json").write_text("{not json")
    assert find_trials(tmp_path) == [broken, trial]
    with pytest.raises(OSError):
        trial_mod.read_bytes(fifo / "result.json")
    with pytest.raises(IsADirectoryError):
        trial_mod.read_bytes(trial)
    assert trial_mod.read_bytes(trial / "result.json") == (trial / "result.json").read_bytes()


def test_the_artifact_is_stored_under_the_name_the_record_carries(tmp_path):
    """``artifacts/app/<name>`` and a manifest whose source is ``/app/<name>``: the record's name
    (the task's ``submission_name``), never another task's."""
    path = write_trial(_record(), tmp_path)
    assert (path / "artifacts" / "app" / "solution.py").read_text() == "x = 1\n"
    assert not list(path.rglob("objectives.py"))
    manifest = json.loads((path / "artifacts" / "manifest.json").read_text())
    entry = next(e for e in manifest if e["type"] == "file")
    assert (entry["source"], entry["destination"]) == (
        "/app/solution.py",
        "artifacts/app/solution.py",
    )
    back = read_trial(path)
    assert (back.artifact, back.artifact_name) == ("x = 1\n", "solution.py")


def test_an_artifact_without_a_name_is_refused(tmp_path):
    record = _record()
    record.artifact_name = None
    with pytest.raises(trial_mod.TrialFormatError, match="artifact but not its name"):
        write_trial(record, tmp_path)
    assert not (tmp_path / record.name).exists()


def test_an_earlier_layout_is_read_by_what_it_holds_and_moved_on_rewrite(tmp_path):
    """Trials written before kept the artifact directly in ``artifacts/``: whatever one Python
    file is there is the artifact (no task's name is looked for); a rewrite moves it to
    ``artifacts/app/`` and leaves no copy behind."""
    path = write_trial(_record(), tmp_path)
    (path / "artifacts" / "app" / "solution.py").rename(path / "artifacts" / "mine.py")
    (path / "artifacts" / "app").rmdir()
    old = read_trial(path)
    assert (old.artifact, old.artifact_name) == ("x = 1\n", "mine.py")
    assert trial_mod.submission_file(path) == path / "artifacts" / "mine.py"
    trial_mod.rewrite_trial(old)
    assert (path / "artifacts" / "app" / "mine.py").read_text() == "x = 1\n"
    assert not (path / "artifacts" / "mine.py").exists()
    # Two candidates in one place: none is taken for the artifact by its place alone.
    (path / "artifacts" / "app" / "other.py").write_text("y = 2\n")
    assert read_trial(path).artifact is None
