"""Harbor job folders of another task, as Harbor writes them, through every command."""

from __future__ import annotations

import json

from syncvals_plugin.records.store import read_trial
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
    imported = {p.name: read_trial(p) for p in out.iterdir() if p.is_dir()}
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
