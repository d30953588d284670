"""A trial is one trial by its Harbor id: a job imported twice, or mid-run and again at the end,
is counted once by ``summarize`` and the site (issue 50, item 1)."""

from __future__ import annotations

import json
import shutil

from syncvals_plugin.records.store import find_trials
from tests.conftest import run_cli
from tests.support.harbor_fixtures import _config, _result, write_job


def _summary(trials) -> dict:
    proc = run_cli("summarize", str(trials), "--json")
    assert proc.returncode == 0, proc.stderr
    [summary] = json.loads(proc.stdout)
    return summary | {"stderr": proc.stderr}


def test_a_job_imported_twice_is_one_folder_and_counted_once(tmp_path):
    job = write_job(tmp_path / "src")
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    again = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert again.returncode == 0, again.stderr
    assert [p.name for p in out.iterdir()] == ["nightly"]
    text = " ".join(again.stdout.split())
    assert "updated" in text and "5 imported before" in text and "nightly-2" not in text
    summary = _summary(out)
    assert summary["trials"] == 5 and summary["graded"] == 4
    site = tmp_path / "site"
    assert run_cli("site", "--trials", str(out), "--out", str(site)).returncode == 0
    assert "mean reward 0.708" in (site / "task" / "hello-world" / "index.html").read_text()


def test_a_job_imported_mid_run_then_finished_gains_the_finished_trial(tmp_path):
    job = write_job(tmp_path / "src")
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    assert _summary(out)["trials"] == 5
    # Harbor finishes the running trial, and starts a new one that finishes too.
    running = job / "hello-world__running"
    (running / "result.json").write_text(json.dumps(_result(running.name, {"reward": 1.0})))
    late = job / "hello-world__late"
    late.mkdir()
    (late / "config.json").write_text(json.dumps(_config(late.name)))
    (late / "result.json").write_text(json.dumps(_result(late.name, {"reward": 0.0})))
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    text = " ".join(proc.stdout.split())
    assert "1 new trial(s), 1 finished since the last import, 5 imported before" in text
    assert [p.name for p in out.iterdir()] == ["nightly"]
    assert len(find_trials(out / "nightly")) == 7
    assert _summary(out)["trials"] == 7
    finished = out / "nightly" / "hello-world__running" / "result.json"
    assert json.loads(finished.read_text())["verifier_result"] == {"rewards": {"reward": 1.0}}


def test_copies_of_a_trial_in_two_folders_are_counted_once_and_named(tmp_path):
    job = write_job(tmp_path / "src")
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    shutil.copytree(out / "nightly", out / "nightly-2")  # a copy made by hand, or an old import
    summary = _summary(out)
    assert summary["trials"] == 5 and summary["graded"] == 4
    assert "counted once" in summary["stderr"] and "nightly-2" in summary["stderr"]
    site = tmp_path / "site"
    assert run_cli("site", "--trials", str(out), "--out", str(site)).returncode == 0
    page = (site / "task" / "hello-world" / "index.html").read_text()
    assert "mean reward 0.708" in page


def test_another_job_of_the_same_name_is_not_merged(tmp_path):
    first = write_job(tmp_path / "a")
    second = write_job(tmp_path / "b")  # same names, other Harbor ids (a new job)
    for trial in find_trials(second):
        data = json.loads((trial / "result.json").read_text())
        data["id"] = data["id"][:-4] + "beef"
        (trial / "result.json").write_text(json.dumps(data))
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(first), "--trials-dir", str(out)).returncode == 0
    proc = run_cli("import", "harbor", str(second), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["nightly", "nightly-2"]
    assert _summary(out)["trials"] == 10
