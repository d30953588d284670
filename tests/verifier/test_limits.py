"""Limits too low to grade are a grader fault: exit 3, no reward, the limit named, no traceback.

The sandbox sets its own resource limits and cannot raise a hard one; below them (``ulimit -n 64``,
``-u 64``, ``-v 3000000``) ``verify`` once ended with a traceback from the child's set-up and
exit 1.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.sandbox import SandboxError, choose_mode
from syncvals_plugin.sandbox.limits import can_raise_hard_limits
from tests.conftest import TASK_NAME

LIMITS = [
    ("RLIMIT_NOFILE", 64, "ulimit -n"),
    ("RLIMIT_NPROC", 64, "ulimit -u"),
    ("RLIMIT_AS", 3_000_000 * 1024, "ulimit -v"),
]

pytestmark = pytest.mark.skipif(
    can_raise_hard_limits(), reason="this process may raise hard limits (CAP_SYS_RESOURCE)"
)


def limited(which: str, value: int, *argv: str) -> subprocess.CompletedProcess:
    """``syncvals ARGV`` in a process whose soft and hard ``which`` limit is ``value`` (lowered
    between fork and exec, as ``ulimit`` in a shell does)."""

    def lower() -> None:
        resource.setrlimit(getattr(resource, which), (value, value))

    return subprocess.run(
        [sys.executable, "-m", "syncvals_plugin.cli", *argv],
        preexec_fn=lower,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "plain"])
@pytest.mark.parametrize("which,value,shell", LIMITS, ids=[limit[0] for limit in LIMITS])
def test_verify_under_a_limit_too_low_is_a_grader_fault_naming_it(
    task, tmp_path, which, value, shell, mode
):
    try:
        choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(str(exc))
    out = tmp_path / "out"
    proc = limited(
        which, value, "verify", TASK_NAME, str(task.reference), "--mode", mode, "--out", str(out)
    )
    assert proc.returncode == 3, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    assert proc.stderr.startswith("grader fault: a resource limit is too low to grade")
    assert which in proc.stderr and f"`{shell}`" in proc.stderr
    assert not (out / "reward.txt").exists() and "REWARD" not in proc.stdout


@pytest.mark.parametrize("which,value,shell", LIMITS, ids=[limit[0] for limit in LIMITS])
def test_run_under_a_limit_too_low_stops_before_any_agent_runs(tmp_path, which, value, shell):
    trials = tmp_path / "trials"
    proc = limited(
        which, value, "run", TASK_NAME, "--agent", "nop", "-n", "1", "--trials-dir", str(trials)
    )
    assert proc.returncode == 3, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    assert which in proc.stderr and f"`{shell}`" in proc.stderr
    assert not trials.exists() or not any(Path(trials).iterdir())
