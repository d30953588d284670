"""End-to-end grading through the real CLI and sandbox: reference, stub, recorded trial, independent."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import HIDDEN, TASK_NAME, run_cli
from tests.support.seed_page import read_page, rebuild_submission

SEED_PAGE = Path(__file__).parents[2] / "trials" / "seed" / "000_a86e472c2b8999b5.txt"
BLOCK_HEADER = "=== SyncVals verifier (post-training objectives, sealed oracle) ==="


def _tail(stdout: str) -> list[str]:
    # The verdict block without its sandbox line (which names this machine's mode).
    lines = stdout.rstrip("\n").splitlines()[-5:]
    assert lines[1].startswith("SANDBOX: "), lines
    return [lines[0], *lines[2:]]


def test_reference_solution_scores_49_with_exit_0(task, tmp_path):
    proc = run_cli("verify", TASK_NAME, str(task.reference), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _tail(proc.stdout) == [
        BLOCK_HEADER,
        "",
        "FUNCTIONS PASSED: 49/49  (partial_score=1.000)",
        "REWARD = 1   (1 iff ALL 49 functions match the sealed reference exactly)",
    ]
    assert (tmp_path / "reward.txt").read_text() == "1\n"
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["passed"] == 49 and report["sandbox"]["mode"] in ("bwrap", "landlock", "plain")
    assert (tmp_path / "test-stdout.txt").read_text() == proc.stdout


@pytest.mark.slow
def test_stub_scores_zero(task):
    proc = run_cli("verify", TASK_NAME, str(task.stub), "--json")
    assert proc.returncode == 1
    report = json.loads(proc.stdout)
    assert report["passed"] == 0 and report["reward"] == 0
    assert all("NotImplementedError" in f["reason"] for f in report["functions"])


@pytest.mark.slow
def test_recorded_trial_scores_44_failing_exactly_the_hidden_five(tmp_path):
    sub = tmp_path / "objectives.py"
    sub.write_text(rebuild_submission(read_page(SEED_PAGE)))
    proc = run_cli("verify", TASK_NAME, str(sub), "--json")
    report = json.loads(proc.stdout)
    assert {f["name"] for f in report["functions"] if not f["passed"]} == HIDDEN
    assert report["passed"] == 44 and report["partial_score"] == 0.898 and proc.returncode == 1
    families = {
        f["name"]: set(f["failed_families"]) for f in report["functions"] if not f["passed"]
    }
    assert families["entropy"] == {"neg-inf-logits"} and families["median_reward"] == {"rows-2d"}
    assert families["top_k_mask"] == {"ties-at-kth", "k-ge-vocab"}
    assert families["cross_entropy"] == {"logits-3d", "all-ignored"}
    text = run_cli("verify", TASK_NAME, str(sub)).stdout
    assert _tail(text)[2:] == [
        "FUNCTIONS PASSED: 44/49  (partial_score=0.898)",
        "REWARD = 0   (1 iff ALL 49 functions match the sealed reference exactly)",
    ]


@pytest.mark.slow
def test_independent_implementation_scores_49(tmp_path):
    sub = tmp_path / "objectives.py"
    fixes = (Path(__file__).parents[1] / "data" / "hidden_fixes.py").read_text()
    sub.write_text(rebuild_submission(read_page(SEED_PAGE)) + "\n\n" + fixes)
    proc = run_cli("verify", TASK_NAME, str(sub))
    assert proc.returncode == 0, proc.stdout


@pytest.mark.slow
def test_test_sh_writes_the_reward_and_exits_on_it(task, tmp_path):
    app, logs = tmp_path / "app", tmp_path / "logs"
    app.mkdir()
    (app / "objectives.py").write_text(task.reference.read_text())
    path = os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"]
    env = dict(os.environ, SYNCVALS_APP_DIR=str(app), SYNCVALS_LOGS_DIR=str(logs), PATH=path)
    script = task.tests_dir / "test.sh"
    ok = subprocess.run(["bash", str(script)], env=env, capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0 and (logs / "reward.txt").read_text() == "1\n"
    (app / "objectives.py").write_text(task.stub.read_text())
    bad = subprocess.run(
        ["bash", str(script)], env=env, capture_output=True, text=True, timeout=300
    )
    assert bad.returncode == 1 and (logs / "reward.txt").read_text() == "0\n"


def test_test_sh_removes_a_stale_reward_before_grading(task, tmp_path):
    # A reward left in the logs folder stood when `verify` wrote none (here: no submission).
    app, logs = tmp_path / "app", tmp_path / "logs"
    app.mkdir()
    logs.mkdir()
    (logs / "reward.txt").write_text("1\n")
    (logs / "reward.json").write_text('{"reward": 1}\n')
    path = os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"]
    env = dict(os.environ, SYNCVALS_APP_DIR=str(app), SYNCVALS_LOGS_DIR=str(logs), PATH=path)
    proc = subprocess.run(
        ["bash", str(task.tests_dir / "test.sh")], env=env, capture_output=True, text=True
    )
    assert proc.returncode == 2 and "no reward written" in proc.stderr, proc.stderr
    assert not (logs / "reward.txt").exists() and not (logs / "reward.json").exists()


def test_missing_submission_is_a_clear_error(tmp_path):
    proc = run_cli("verify", TASK_NAME, str(tmp_path / "nope.py"))
    assert (
        proc.returncode == 2
        and "no such submission" in proc.stderr
        and "Traceback" not in proc.stderr
    )


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["landlock", "uid", "plain"])
def test_fallback_modes_grade_and_say_they_are_weaker(task, mode, tmp_path):
    from syncvals_plugin.sandbox import choose_mode

    try:
        choose_mode(mode)
    except Exception as exc:
        pytest.skip(str(exc))
    proc = run_cli("verify", TASK_NAME, str(task.reference), "--mode", mode, "--json")
    report = json.loads(proc.stdout)
    assert (
        report["reward"] == 1 and report["sandbox"]["mode"] == mode and report["sandbox"]["weaker"]
    )
    text = run_cli("verify", TASK_NAME, str(task.stub), "--mode", mode).stdout
    assert f"SANDBOX: {mode} (weaker than bubblewrap: " in text
    # Chosen on purpose: no advice to install what was not asked for.
    assert "install bubblewrap" not in text


def test_grading_goes_through_the_hook_and_a_task_nobody_grades_is_named(task):
    from syncvals_plugin import hookimpl
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.verifier.plugin import NoVerifier, verify

    pm = make_plugin_manager()
    with pytest.raises(NoVerifier, match="no verifier plugin handles task"):
        verify(pm, task.model_copy(update={"verifier": "acme.other"}), task.stub)

    class Fixed:
        @hookimpl
        def syncvals_verify(self, task, submission, options, progress):
            return "graded by a plugin"

    pm.register(Fixed())
    assert verify(pm, task, task.stub) == "graded by a plugin"


@pytest.mark.parametrize("value", ["-1", "0", "nan", "inf", "soon"])
def test_a_function_timeout_that_is_no_time_is_a_usage_error(task, value):
    """Not a 20-line pydantic traceback with exit 1: argparse's one line, exit 2, nothing run."""
    proc = run_cli("verify", TASK_NAME, str(task.stub), "--function-timeout", value)
    assert proc.returncode == 2
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("syncvals verify: error: argument --function-timeout: "), last
    assert "Traceback" not in proc.stderr
    assert "REWARD" not in proc.stdout


def test_a_rejected_submission_s_reason_closes_the_output(task, tmp_path):
    """Said once above 49 FAIL lines, the reason is said again in the closing block, just above
    the reward."""
    empty = tmp_path / "objectives.py"
    empty.write_text("")
    proc = run_cli("verify", TASK_NAME, str(empty))
    lines = proc.stdout.strip().splitlines()
    assert lines[-1].startswith("REWARD = 0")
    block = lines[lines.index(next(x for x in lines if x.startswith("=== SyncVals"))) :]
    assert any(x.startswith("REJECTED: ") and "is empty" in x for x in block), block
