"""The recorded seed trial, rebuilt as data in trials/trial_cbd646ceeaba4a90."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin.records.schemas import validate_path
from syncvals_plugin.records.store import read_trial
from tests.conftest import HIDDEN, run_cli
from tests.support.seed_page import page_trajectory, read_page, rebuild_submission

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"
PAGE = ROOT / "trials" / "seed" / "000_a86e472c2b8999b5.txt"


def test_seed_trial_validates():
    assert validate_path(SEED) == []
    assert run_cli("validate", str(SEED)).returncode == 0


def test_seed_trial_counts_and_contents():
    record = read_trial(SEED)
    assert record.trajectory.counts() == (42, 4, 44)
    assert record.result.agent_info.name == "claude-code"
    assert record.result.agent_info.model_info.name == "claude-opus-4-8"
    steps = record.trajectory.steps
    assert steps[0].source == "user" and steps[0].text().startswith(
        "Reimplement the post-training objectives"
    )
    assert steps[-1].text().startswith("All 49 functions are implemented")
    errored = [s for s in steps if (s.extra or {}).get("is_error")]
    assert (
        len(errored) == 1
        and "index -100 is out of bounds" in errored[0].observation.results[0].content
    )
    assert steps[3].extra["title"] == "Check remaining budget"
    assert steps[3].observation.results[0].content == "Remaining time (hours:minutes):\n1:59"
    assert "def masked_mean" in steps[2].observation.results[0].content


def test_seed_trial_artifact_diff_and_verdict():
    record = read_trial(SEED)
    assert record.artifact == rebuild_submission(read_page(PAGE))
    assert (
        "+def gae(rewards, values, next_value, gamma, lam):" in record.diff
    )  # the real diff, not "no changes"
    assert "torch.bucketize(rewards, boundaries, right=True)" in record.artifact
    assert record.report.passed == 44 and record.result.reward == 0.0
    assert {f.name for f in record.report.functions if not f.passed} == HIDDEN
    assert record.stdout.endswith(
        "REWARD = 0   (1 iff ALL 49 functions match the sealed reference exactly)\n"
    )


def test_committed_trajectory_matches_the_page():
    assert read_trial(SEED).trajectory == page_trajectory(read_page(PAGE))
