"""An agent that records no trajectory keeps its graded trials in its pass rate (issue 50, item
2): a custom Harbor agent (no ATIF) is rated as Harbor rates it, and the missing trajectory is a
finding that limits what the classifier says, not a harness error that voids the reward."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin.classifier.summary import pass_at_k
from tests.conftest import run_cli
from tests.support.harbor_fixtures import _config, _result
from tests.support.harbor_tool import harbor_mean

TIMEOUT = {
    "exception_type": "AgentTimeoutError",
    "exception_message": "Agent execution timed out after 600.0 seconds",
    "exception_traceback": "Traceback ...",
    "occurred_at": "2026-11-29T08:03:50Z",
}


def _custom_job(root: Path, plan: list[tuple[float | None, dict | None]]) -> Path:
    """A Harbor job of a custom agent that writes no trajectory: one trial per (reward,
    exception) of ``plan``."""
    job = root / "custom"
    job.mkdir(parents=True)
    (job / "config.json").write_text(json.dumps({"job_name": "custom", "n_attempts": len(plan)}))
    (job / "result.json").write_text(
        json.dumps({"id": "0c5e0f3e-3c44-4f0a-9d8e-1f2a3b4c5d6e", "n_total_trials": len(plan)})
    )
    for number, (reward, exception) in enumerate(plan):
        name = f"hello-world__custom{number}"
        config = _config(name)
        config["agent"] = {"name": None, "import_path": "my_agents:Mine", "kwargs": {}, "env": {}}
        result = _result(name, None if reward is None else {"reward": reward}, exception)
        result["config"] = config
        result["agent_info"] = {"name": "mine", "version": "1", "model_info": None}
        trial = job / name
        (trial / "verifier").mkdir(parents=True)
        (trial / "config.json").write_text(json.dumps(config))
        (trial / "result.json").write_text(json.dumps(result))
        if reward is not None:
            (trial / "verifier" / "reward.txt").write_text(f"{reward:g}\n")
    return job


def _summary(trials: Path) -> dict:
    proc = run_cli("summarize", str(trials), "--json")
    assert proc.returncode == 0, proc.stderr
    [summary] = json.loads(proc.stdout)
    return summary


@pytest.mark.slow
def test_a_custom_agent_without_a_trajectory_is_rated_as_harbor_rates_it(tmp_path):
    # Two passes, a fail and a timed-out fail: Harbor's mean 0.5, its pass@2 0.833.
    job = _custom_job(tmp_path / "jobs", [(1.0, None), (0.0, None), (1.0, None), (0.0, TIMEOUT)])
    harbor = harbor_mean(job)
    assert harbor["mean"] == {"mine": 0.5} and harbor["valid"] == 4
    [harbor_pass_at] = harbor["pass_at_k"].values()
    assert harbor_pass_at["2"] == pytest.approx(0.8333, abs=1e-4)
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    summary = _summary(out)
    [agent] = summary["agents"]
    assert agent["harness_errors"] == 0 and agent["timeouts"] == 1
    assert (agent["rate"]["passed"], agent["rate"]["counted"]) == (2, 4)
    assert agent["rate"]["passed"] / agent["rate"]["counted"] == harbor["mean"]["mine"]
    assert pass_at_k(4, 2, 2) == pytest.approx(harbor_pass_at["2"])
    verdicts = {(v["verdict"], v["subtype"]): v["trials"] for v in summary["verdicts"]}
    assert verdicts[("GOOD_SUCCESS", "No Trajectory")] == 2
    assert verdicts[("GOOD_FAILURE", "No Trajectory")] == 1
    assert verdicts[("GOOD_FAILURE", "Ran Out of Time")] == 1
    # Most trials could not be classified: the task is not called sound on them.
    assert summary["task_verdict"] != "SOUND"
    assert any("recorded no trajectory" in r for r in summary["reasons"])


def test_harness_errors_that_are_most_of_a_job_keep_the_task_from_sound(tmp_path):
    down = {**TIMEOUT, "exception_type": "EnvironmentStartTimeoutError"}
    job = _custom_job(tmp_path / "jobs", [(None, down)] * 4 + [(1.0, None), (0.0, None)])
    out = tmp_path / "trials"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    summary = _summary(out)
    assert summary["agents"][0]["harness_errors"] == 4
    assert summary["task_verdict"] != "SOUND"
    assert any("4 of 6 trial(s) are harness errors" in r for r in summary["reasons"])
