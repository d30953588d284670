"""Harbor's own oracle and nop agents run a script and record no trajectory by design: their
graded trials are what they are (the reference solution, a miss), never a harness error for the
trajectory they were never going to have.  ``tests/export/test_harbor_local.py`` runs the real
ones through Harbor."""

from __future__ import annotations

import pytest

from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.records.trial import ExceptionInfo
from tests.support.labelled import _other

SOLVE_OUTPUT = "Applying the reference fix to /app\ndone\n"
"""What Harbor's oracle leaves in ``agent/oracle.txt``: the output of the solve.sh it ran."""


def _harbor(agent: str, reward: float | None, **kw):
    trial = _other(f"h-{agent}", [], reward, trajectory=False, **kw)
    trial.result.agent_info.name = agent
    if agent == "oracle":
        trial.solution_log = SOLVE_OUTPUT
    return trial


def test_harbor_s_oracle_passing_is_the_reference_solution(pm):
    c = classify(pm, _harbor("oracle", 1.0))
    assert (c.verdict, c.subtype) == ("GOOD_SUCCESS", "Reference Solution")
    assert c.evidence and "solve.sh" in c.root_cause
    assert c.evidence[0].source == "solution-log"


def test_a_reference_run_is_recognised_by_what_it_did_not_by_its_name(pm):
    """Harbor's oracle log of solve.sh makes a trial a reference run whatever its agent is
    called; an agent called "oracle" with no such record is not one."""
    renamed = _harbor("oracle", 1.0)
    renamed.result.agent_info.name = "my-baseline"
    assert classify(pm, renamed).subtype == "Reference Solution"
    unnamed = _harbor("oracle", 1.0)
    unnamed.solution_log = None
    c = classify(pm, unnamed)
    assert c.subtype != "Reference Solution" and "oracle" not in c.root_cause


def test_running_the_solution_after_exploring_is_no_reference_run(pm):
    """An agent that looked around and then ran a solution script it found reached the withheld
    solution (Test or Solution Access); one that only ran it is the reference run."""
    explored = _other(
        "explored",
        [("Bash", "ls /", "app solution tests"), ("Bash", "bash /solution/solve.sh", "done")],
        1.0,
    )
    c = classify(pm, explored)
    assert (c.verdict, c.subtype) == ("BAD_SUCCESS", "Test or Solution Access"), c.root_cause
    only = _other("only-solve", [("Bash", "bash /solution/solve.sh", "done")], 1.0)
    assert classify(pm, only).subtype == "Reference Solution"


def test_harbor_s_oracle_log_is_read_from_the_trial_folder(tmp_path):
    import json

    from syncvals_plugin.records.store import read_trial
    from tests.support.harbor_fixtures import _config, _result

    folder = tmp_path / "hello-world__oracle"
    (folder / "agent").mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps(_config(folder.name)))
    (folder / "result.json").write_text(json.dumps(_result(folder.name, {"reward": 1.0})))
    (folder / "agent" / "oracle.txt").write_text(SOLVE_OUTPUT)
    assert read_trial(folder).solution_log == SOLVE_OUTPUT


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
