"""Harbor job folders of another task, as Harbor writes them, through every command."""

from __future__ import annotations

import json
from pathlib import Path

from syncvals_plugin.records.store import find_trials, read_trial
from tests.conftest import run_cli
from tests.support.harbor_fixtures import write_job


def test_a_foreign_harbor_job_goes_through_validate_import_classify_summarize_site(tmp_path):
    job = write_job(tmp_path / "jobs")
    proc = run_cli("validate", str(job))
    assert proc.returncode == 0, proc.stdout
    assert "valid (5 trials)" in proc.stdout and "1 unfinished" in proc.stdout
    out = tmp_path / "trials"
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in out.iterdir()] == ["nightly"]
    out = out / "nightly"
    imported = {p.name: read_trial(p) for p in find_trials(out)}
    assert len(imported) == 5
    partial = imported["hello-world__partial shot"]
    assert (
        partial.result.reward == 0.8333 and partial.result.verifier_result.rewards["style"] == 1.0
    )
    assert imported["hello-world__timeout"].result.outcome == "timed out"
    assert imported["hello-world__env"].result.outcome == "errored"
    v17 = imported["hello-world__env"].trajectory
    assert (
        len(v17.steps[1].tool_calls) == 2
        and v17.subagent_trajectories[0]["trajectory_id"] == "sub-1"
    )
    shot = out / "hello-world__partial shot" / "agent" / "images" / "step-2.png"
    assert shot.read_bytes().startswith(b"\x89PNG")
    assert (
        json.loads((out / "hello-world__v12ok" / "result.json").read_text())["agent_result"][
            "n_cache_tokens"
        ]
        == 4000
    )
    proc = run_cli("classify", str(out), "--json")
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)) == 5
    proc = run_cli("summarize", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "hello-world" in proc.stdout
    site = tmp_path / "site"
    proc = run_cli("site", "--trials", str(out), "--out", str(site))
    assert proc.returncode == 0, proc.stderr
    task_page = (site / "task" / "hello-world" / "index.html").read_text()
    assert (
        "mean reward 0.708" in task_page
    )  # (1 + 0 + 0.8333 + 1) / 4 graded; the errored one is not
    page = site / "trial" / "hello-world__partial shot" / "index.html"
    assert 'src="images/step-2.png"' in page.read_text()
    assert (page.parent / "images" / "step-2.png").read_bytes().startswith(b"\x89PNG")


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_an_import_keeps_the_job_byte_for_byte_and_adds_only_classifications(tmp_path):
    # Harbor's job files, its unfinished trial and every trial's files arrive as they were; the
    # one file added is each finished trial's classification.json (no artifacts/manifest.json
    # claiming /app/objectives.py was not collected, no reward.txt beside a reward.json).
    job = write_job(tmp_path / "jobs")
    (job / "job.log").write_text("harbor job log\n")
    out = tmp_path / "trials"
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    before, after = _files(job), _files(out / "nightly")
    finished = [t for t in job.iterdir() if (t / "result.json").is_file() and t.is_dir()]
    added = {f"{t.name}/classification.json" for t in finished}
    assert len(added) == 5
    assert set(after) == set(before) | added
    assert all(after[rel] == data for rel, data in before.items())
    for trial in finished:
        copy = out / "nightly" / trial.name
        assert {str(p.relative_to(copy)) for p in copy.rglob("*") if p.is_file()} == {
            str(p.relative_to(trial)) for p in trial.rglob("*") if p.is_file()
        } | {"classification.json"}
    # The unfinished trial is kept, and named.
    assert (out / "nightly" / "hello-world__running" / "config.json").is_file()
    text = " ".join(proc.stdout.split())
    assert "unfinished trial kept, not classified (no result.json)" in text
    assert "hello-world__running" in text
    # Read back, the rewards Harbor kept only in reward.json are still the trial's.
    assert read_trial(out / "nightly" / "hello-world__partial shot").result.reward == 0.8333


def test_a_folder_of_jobs_imports_as_several_jobs(tmp_path):
    first = write_job(tmp_path / "a")
    second = write_job(tmp_path / "b")
    jobs = tmp_path / "jobs"
    jobs.mkdir()
    first.rename(jobs / "nightly")
    second.rename(jobs / "weekly")
    out = tmp_path / "trials"
    proc = run_cli("import", "harbor", str(jobs), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["nightly", "weekly"]
    for name in ("nightly", "weekly"):
        assert _files(jobs / name).items() <= _files(out / name).items()
        assert len(find_trials(out / name)) == 5
    assert "imported 10 trial(s)" in proc.stdout
