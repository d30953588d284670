"""An agent that could not be started, or died before its first action, is the harness's error:
shown on the terminal as one line with its own exit code, never graded or judged as the agent's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin.agents.command import start_failure
from syncvals_plugin.agents.tools import ShellResult
from syncvals_plugin.errors import GRADER_FAULT_EXIT
from tests.conftest import TASK_NAME
from tests.test_terminal import WAYS, assert_clean


def _only_trial(trials: Path) -> Path:
    (found,) = trials.glob("job_*/trial_*")
    return found


@pytest.mark.slow
@WAYS
def test_a_missing_agent_program_is_a_harness_error_on_the_terminal(way, tmp_path):
    trials = tmp_path / "trials"
    program = tmp_path / "my-agent.sh"  # never written
    args = ["run", TASK_NAME, "--agent", "command", "--agent-opt", f"cmd={program}"]
    code, out = way([*args, "--trials-dir", str(trials)], tmp_path)
    assert_clean(out)
    assert code == GRADER_FAULT_EXIT, out[-2000:]
    assert "GOOD_FAILURE" not in out and "Premature Stop" not in out, out[-2000:]
    (line,) = [x for x in out.splitlines() if x.startswith("error: trial ")]
    assert "could not be started (exit 127)" in line and "No such file" in line, line
    trial = _only_trial(trials)
    result = json.loads((trial / "result.json").read_text())
    assert result["exception_info"]["exception_type"] == "AgentStartError"
    assert result.get("verifier_result") is None  # nothing of the agent's was graded
    verdict = json.loads((trial / "classification.json").read_text())
    assert verdict["verdict"] == "HARNESS_ERROR", verdict


@pytest.mark.slow
def test_an_agent_dying_before_its_first_action_is_a_harness_error(tmp_path):
    from tests.test_terminal import through_pipe

    script = tmp_path / "agent.sh"
    script.write_text(
        '#!/bin/sh\necho \'{"type":"system","subtype":"init"}\'\necho "no API key" >&2\nexit 1\n'
    )
    script.chmod(0o755)
    args = ["run", TASK_NAME, "--agent", "command", "--agent-opt", f"cmd=sh {script.name}"]
    reveal = ["--agent-opt", f"reveal={script}", "--trials-dir", str(tmp_path / "t")]
    # The agent's folder revealed read-only, the command runs it by its full path.
    args[-1] = f"cmd=sh {script}"
    code, out = through_pipe([*args, *reveal], tmp_path)
    assert code == GRADER_FAULT_EXIT, out[-2000:]
    assert "before its first action: no API key" in out, out[-2000:]


def test_what_counts_as_never_started():
    assert start_failure(ShellResult("", 0)) is None
    assert "could not be started (exit 126)" in start_failure(ShellResult("denied\n", 126))
    refused = ShellResult("bwrap: Can't find source path /x: No such file or directory\n", 1)
    assert "could not be started (exit 1)" in start_failure(refused)
    # A plain program that ran and failed: its run was its action, the agent's own failure.
    assert start_failure(ShellResult("Traceback ...\nValueError: x\n", 1)) is None
    acted = json.dumps(
        {"type": "assistant", "message": {"content": [{"type": "tool_use", "name": "Bash"}]}}
    )
    assert start_failure(ShellResult(acted + "\n", 1)) is None
    idle = json.dumps({"type": "system", "subtype": "init"})
    assert "before its first action" in start_failure(ShellResult(idle + "\nboom\n", 1))
