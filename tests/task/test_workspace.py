"""Workspaces: exactly the expected files, the sealed module usable, probe.py and timer.sh run."""

from __future__ import annotations

import subprocess
import sys

import pytest

from syncvals_plugin.task.workspace import WorkspaceError, prepare_workspace, workspace_files
from tests.conftest import TASK_NAME, run_cli


@pytest.fixture(scope="module")
def workspace(task, tmp_path_factory):
    return prepare_workspace(task, tmp_path_factory.mktemp("ws") / "ws")


def test_workspace_holds_exactly_the_expected_files(workspace, task):
    names = sorted(p.name for p in workspace.iterdir())
    assert names == workspace_files(task)
    assert names == sorted(
        [
            "instruction.md",
            ".timer_start",
            "objectives.py",
            "probe.py",
            "timer.sh",
            next(n for n in names if n.startswith("reforacle.") and n.endswith(".so")),
        ]
    )
    assert not any(n.endswith((".py", ".c", ".pyc")) and n.startswith("reforacle") for n in names)
    assert (workspace / "objectives.py").read_text() == task.stub.read_text()


@pytest.mark.slow
def test_probe_and_timer_run_in_the_workspace(workspace):
    probe = subprocess.run(
        [sys.executable, "probe.py"], cwd=workspace, capture_output=True, text=True, timeout=120
    )
    assert probe.returncode == 0, probe.stderr
    assert "reference masked_mean -> -0.0795048" in probe.stdout
    assert "reference masked_mean (empty mask) -> 0.0" in probe.stdout
    import time

    # A start 60.5 minutes ago: 59 minutes 30 seconds left, half a minute from either neighbour.
    (workspace / ".timer_start").write_text(f"{int(time.time()) - 3630} 7200\n")
    timer = subprocess.run(["bash", "timer.sh"], cwd=workspace, capture_output=True, text=True)
    assert timer.stdout.splitlines() == ["Remaining time (hours:minutes):", "0:59"]
    (workspace / ".timer_start").write_text(f"{int(time.time()) - 9000} 7200\n")
    spent = subprocess.run(["bash", "timer.sh"], cwd=workspace, capture_output=True, text=True)
    assert spent.stdout.splitlines()[-1] == "0:00"


@pytest.mark.slow
def test_getsource_fails_inside_the_workspace(workspace):
    code = (
        "import inspect, reforacle\n"
        "try:\n    inspect.getsource(reforacle.entropy)\nexcept (OSError, TypeError):\n    print('sealed')\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=workspace, capture_output=True, text=True, timeout=120
    )
    assert proc.stdout.strip() == "sealed", proc.stderr


def test_prepare_refuses_a_non_empty_folder_unless_forced(task, tmp_path):
    (tmp_path / "keep.txt").write_text("x")
    with pytest.raises(WorkspaceError, match="not empty"):
        prepare_workspace(task, tmp_path)
    prepare_workspace(task, tmp_path, force=True)
    assert not (tmp_path / "keep.txt").exists() and (tmp_path / "probe.py").exists()


def test_cli_prepare(tmp_path):
    proc = run_cli("prepare", TASK_NAME, str(tmp_path / "w"))
    assert (
        proc.returncode == 0
        and "workspace ready" in proc.stdout
        and "python3 probe.py" in proc.stdout
    )
    again = run_cli("prepare", TASK_NAME, str(tmp_path / "w"))
    assert again.returncode == 2 and "--force" in again.stderr and "Traceback" not in again.stderr
    unknown = run_cli("prepare", "no-such-task", str(tmp_path / "x"))
    assert unknown.returncode == 2 and "known tasks: reverse-engineer-objectives" in unknown.stderr
