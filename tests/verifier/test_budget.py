"""A submission's excess is its own 0: a result flood fails that submission with its reason named,
never as a grader fault, never at the cost of the next submission of a batch or of re-verification."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin import hookimpl
from syncvals_plugin.errors import GraderFault
from syncvals_plugin.sandbox import SandboxError, choose_mode
from syncvals_plugin.verifier.sandbox import RESULT_BUDGET
from tests.conftest import TASK_NAME, run_cli

# Real sandboxes in every test: the full suite's, not the edit-test loop's.
pytestmark = pytest.mark.slow

DATA = Path(__file__).parents[1] / "data"


def _mode_or_skip(mode: str) -> None:
    try:
        choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(str(exc))


def _flood(task, folder: Path) -> Path:
    """The stub with ten functions answering ~30 MB each (tests/data/result_flood.py)."""
    sub = folder / "flood.py"
    sub.write_text(task.stub.read_text() + "\n\n" + (DATA / "result_flood.py").read_text())
    return sub


def _assert_own_zero(report: dict) -> None:
    kinds = {f["kind"] for f in report["functions"]}
    reasons = [f["reason"] for f in report["functions"]]
    assert report["reward"] == 0 and report["passed"] == 0
    assert "grader-fault" not in kinds, reasons
    assert any("output budget exceeded" in r for r in reasons), reasons
    # The flood itself is what fails: the first flooded functions are graded (and wrong), the
    # one that crosses the budget and those after it are its own bad output.
    over = [f for f in report["functions"] if "output budget exceeded" in f["reason"]]
    assert all(f["kind"] == "bad-output" for f in over)
    assert 8 <= len(report["functions"]) - len(over) <= 9, reasons


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_a_result_flood_alone_is_an_ordinary_zero(task, tmp_path, mode):
    # Before budgets were per submission: exit 3, "the sandbox failed before any submission code
    # ran", no reward.
    _mode_or_skip(mode)
    assert 9 * 30_000_000 > RESULT_BUDGET  # the attack crosses the budget at its ninth function
    proc = run_cli("verify", TASK_NAME, str(_flood(task, tmp_path)), "--mode", mode, "--json")
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "failed before any submission code ran" not in proc.stdout + proc.stderr
    _assert_own_zero(json.loads(proc.stdout))


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_a_result_flood_leaves_its_neighbour_in_a_batch_its_grade(task, tmp_path, mode):
    # Before: the reference graded after the flood got no report at all (the command ended with
    # a grader fault when the spent budget stopped its sandbox's start).
    _mode_or_skip(mode)
    out = tmp_path / "out"
    flood = _flood(task, tmp_path)
    proc = run_cli(
        "verify", TASK_NAME, str(flood), str(task.reference), "--mode", mode, "--out", str(out)
    )
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "1/2 submissions earned reward 1" in proc.stdout
    _assert_own_zero(json.loads((out / "flood" / "report.json").read_text()))
    after = json.loads((out / task.reference.stem / "report.json").read_text())
    assert after["reward"] == 1 and after["passed"] == 49
    assert after["sandbox"]["relaunches"] == 0  # a fresh sandbox for it is not its own relaunch
    assert (out / task.reference.stem / "reward.txt").read_text() == "1\n"


class CannotGrade:
    """A verifier plugin that cannot grade one trial's submission: a grader fault for it alone."""

    def __init__(self, trial: str) -> None:
        self.trial = trial

    @hookimpl(tryfirst=True)
    def syncvals_verify(self, task, submission, options, progress, cases):
        """Raise a grader fault for the trial's submission; leave every other to the verifier."""
        if self.trial in Path(submission).parts:
            raise GraderFault("the sandbox failed before any submission code ran (injected)")
        return None


def test_re_verification_goes_on_past_a_flood_and_past_a_trial_it_cannot_grade(task, tmp_path):
    from syncvals_plugin.agents.reverify import _reverify_chunk
    from syncvals_plugin.plugins import make_plugin_manager, portable
    from syncvals_plugin.records.store import read_trial, submission_file, write_trial

    _mode_or_skip("auto")
    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    record = read_trial(seed)
    sources = {
        "trial_1_flood": _flood(task, tmp_path).read_bytes(),
        "trial_2_fault": task.stub.read_bytes(),
        "trial_3_solved": task.reference.read_bytes(),
    }
    paths = []
    for name, source in sources.items():
        record.result.trial_name = name
        path = write_trial(record, tmp_path / "trials")
        submission_file(path).write_bytes(source)
        paths.append(str(path))
    pm = make_plugin_manager()
    pm.register(CannotGrade("trial_2_fault"), "cannot-grade")
    changes = {c.trial: c for c in _reverify_chunk(portable(pm), paths, rewrite=False)}
    assert list(changes) == list(sources)
    flood, fault, solved = changes.values()
    assert flood.error is None and flood.new_reward == 0.0
    assert (
        fault.error.startswith("not re-verified: the sandbox failed") and "injected" in fault.error
    )
    assert fault.new_reward == fault.old_reward  # its record keeps what it had
    assert solved.error is None and solved.new_reward == 1.0
