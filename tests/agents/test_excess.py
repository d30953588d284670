"""A trial whose artifact floods the verifier's result channel is the agent's ordinary 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial

DATA = Path(__file__).parents[1] / "data"


@pytest.mark.slow
def test_a_flooding_artifact_is_the_agent_s_zero_not_a_harness_error(task, tmp_path):
    # Before budgets were per submission, `run` recorded this trial as HARNESS_ERROR /
    # Verifier Crash (a grader fault), as if the harness had failed.
    flood = DATA / "result_flood.py"
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": f"cat {flood} >> objectives.py", "reveal": str(flood)},
            trials_dir=tmp_path,
        ),
        pm,
    )
    trial = read_trial(record.path)
    assert trial.result.exception_info is None, trial.result.exception_info
    assert trial.result.reward == 0.0 and trial.report.passed == 0
    reasons = [f.reason for f in trial.report.functions]
    assert any("output budget exceeded" in r for r in reasons), reasons
    assert "grader-fault" not in {f.kind for f in trial.report.functions}
    assert trial.classification is None or trial.classification.verdict != "HARNESS_ERROR"
