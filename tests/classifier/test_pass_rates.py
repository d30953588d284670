"""The one pass rate: agents apart from reference runs, harness errors and ungraded trials left
out, BAD_SUCCESS never a pass, timeouts counted and flagged when agents differ; pass@k unbiased."""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path

import pytest

from syncvals_plugin.classifier.summary import (
    agent_rates,
    agents_pass_rate,
    pass_at_k,
    timeout_warning,
)
from syncvals_plugin.records.store import load_trials
from syncvals_plugin.records.trial import rate_outcome
from tests.conftest import run_cli
from tests.support.harbor_fixtures import _config, _result, _trajectory


@pytest.mark.parametrize("n,c,k", [(5, 2, 1), (5, 2, 3), (6, 0, 2), (4, 4, 2), (7, 3, 5)])
def test_pass_at_k_is_the_share_of_k_subsets_with_a_pass(n, c, k):
    attempts = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(range(n), k))
    brute = sum(any(attempts[i] for i in s) for s in subsets) / len(subsets)
    assert pass_at_k(n, c, k) == pytest.approx(brute)
    assert pass_at_k(2, 1, 5) is None  # too few attempts for k


def test_what_counts_in_the_pass_rate():
    assert rate_outcome(1.0, "GOOD_SUCCESS", None, False) == "pass"
    assert rate_outcome(1.0, "BAD_SUCCESS", None, False) == "fail"  # unearned: never a pass
    assert rate_outcome(0.0, None, "AgentTimeoutError", False) == "fail"
    assert rate_outcome(0.0, None, "EnvironmentStartTimeoutError", False) == "harness"
    assert rate_outcome(0.0, "HARNESS_ERROR", None, False) == "harness"
    assert rate_outcome(None, None, None, False) == "ungraded"
    assert rate_outcome(1.0, "GOOD_SUCCESS", None, True) == "reference"


TIMEOUT = {
    "exception_type": "AgentTimeoutError",
    "exception_message": "Agent execution timed out after 900.0 seconds",
    "exception_traceback": "Traceback ...",
    "occurred_at": "2026-11-29T08:03:50Z",
}
SANDBOX = dict(TIMEOUT, exception_type="DaytonaError", exception_message="sandbox lost")


def _job(root: Path) -> Path:
    """A Harbor job of two agents on one task: ``slow-agent`` times out in 3 of 5 trials and
    passes 1; ``quick-agent`` never times out and passes 2 of 4 (a fifth trial lost its sandbox:
    a harness error, out of the rate)."""
    job = root / "two-agents"
    plan = [("slow-agent", {"reward": 0.0}, TIMEOUT)] * 3 + [
        ("slow-agent", {"reward": 1.0}, None),
        ("slow-agent", {"reward": 0.0}, None),
        ("quick-agent", {"reward": 1.0}, None),
        ("quick-agent", {"reward": 1.0}, None),
        ("quick-agent", {"reward": 0.0}, None),
        ("quick-agent", {"reward": 0.0}, None),
        ("quick-agent", {"reward": 0.0}, SANDBOX),
    ]
    for number, (agent, rewards, exception) in enumerate(plan):
        name = f"hello-world__{agent}-{number}"
        config = _config(name)
        config["agent"] = dict(config["agent"], name=agent, override_timeout_sec=900.0)
        result = _result(name, rewards, copy.deepcopy(exception))
        result["config"] = config
        result["agent_info"] = dict(result["agent_info"], name=agent)
        trial = job / name
        (trial / "agent").mkdir(parents=True)
        (trial / "config.json").write_text(json.dumps(config))
        (trial / "result.json").write_text(json.dumps(result))
        (trial / "agent" / "trajectory.json").write_text(json.dumps(_trajectory("ATIF-v1.6")))
    return job


def test_a_harbor_job_where_two_agents_time_out_at_different_rates(tmp_path):
    job = _job(tmp_path)
    records, problems = load_trials(job)
    assert problems == [] and len(records) == 10
    rates = {r.agent: r for r in agent_rates(records)}
    slow, quick = rates["slow-agent"], rates["quick-agent"]
    assert (slow.timeouts, slow.counted, slow.passed, slow.budgets) == (3, 5, 1, (900.0,))
    assert (quick.harness_errors, quick.counted, quick.passed) == (1, 4, 2)
    assert quick.pass_at[1] == pytest.approx(0.5)
    assert agents_pass_rate(records).text().startswith("pass rate 3/9")
    warning = timeout_warning(list(rates.values()))
    assert "slow-agent 3/5 (60%; 900 s)" in warning and "quick-agent 0/5 (0%" in warning
    proc = run_cli("summarize", str(job), env=None)
    assert proc.returncode == 0, proc.stderr
    out = " ".join(proc.stdout.split())
    assert "agents' pass rate 3/9" in out and "timeout rates differ between agents" in out
    assert "slow-agent" in out and "quick-agent" in out
