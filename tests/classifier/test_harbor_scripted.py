"""Harbor's own oracle and nop agents run a script and record no trajectory by design: their
graded trials are what they are (the reference solution, a miss), never a harness error for the
trajectory they were never going to have.  ``tests/export/test_harbor_local.py`` runs the real
ones through Harbor."""

from __future__ import annotations

import pytest

from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.records.trial import ExceptionInfo
from tests.support.labelled import _other


def _harbor(agent: str, reward: float | None, **kw):
    trial = _other(f"h-{agent}", [], reward, trajectory=False, **kw)
    trial.result.agent_info.name = agent
    return trial


def test_harbor_s_oracle_passing_is_the_reference_solution(pm):
    c = classify(pm, _harbor("oracle", 1.0))
    assert (c.verdict, c.subtype) == ("GOOD_SUCCESS", "Reference Solution")
    assert c.evidence and "solve.sh" in c.root_cause


def test_harbor_s_nop_is_a_good_failure(pm):
    c = classify(pm, _harbor("nop", 0.0))
    assert c.verdict == "GOOD_FAILURE"


@pytest.mark.parametrize("agent", ["oracle", "nop"])
def test_harbor_s_scripted_agents_ungraded_are_still_the_harness_s(pm, agent):
    c = classify(pm, _harbor(agent, None))
    assert (c.verdict, c.subtype) == ("HARNESS_ERROR", "No Trajectory")


def test_harbor_s_oracle_failing_is_not_a_reference_solution(pm):
    c = classify(pm, _harbor("oracle", 0.0))
    assert c.verdict == "GOOD_FAILURE" and c.subtype != "Reference Solution"


def test_harbor_s_oracle_with_a_broken_environment_is_the_harness_s(pm):
    broken = ExceptionInfo(exception_type="SandboxBuildFailedError", exception_message="no disk")
    c = classify(pm, _harbor("oracle", 1.0, exception=broken))
    assert c.verdict == "HARNESS_ERROR"


def test_an_agent_graded_without_a_trajectory_is_not_said_to_be_ungraded(pm):
    # Its reward stands (it counts in the agent's pass rate); the missing record is the finding.
    c = classify(pm, _harbor("claude-code", 1.0))
    assert (c.verdict, c.subtype) == ("GOOD_SUCCESS", "No Trajectory")
    assert (classify(pm, _harbor("claude-code", 0.0)).verdict) == "GOOD_FAILURE"
    assert "never produced a gradable outcome" not in c.description
    assert "Graded" in c.description
