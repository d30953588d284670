"""The main commands as people run them: on a pseudo-terminal (rich's live display on) and through
a pipe, each ending with its documented exit code and no crash text."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import TASK_NAME

CRASH_TEXT = ("Traceback", "TypeError", "lost sys.stderr", "Error:")


def on_terminal(args: list[str], cwd: Path, timeout: float = 900) -> tuple[int, str]:
    """Run ``syncvals ARGS`` with a pseudo-terminal as its standard input, output and error:
    its exit code and everything it wrote to the terminal."""
    leader, follower = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "40"}
    env.pop("NO_COLOR", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "syncvals_plugin.cli", *args],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        cwd=cwd,
        env=env,
        start_new_session=True,
    )
    os.close(follower)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 1)
            if ready:
                try:
                    data = os.read(leader, 65536)
                except OSError:  # EIO: the terminal's last writer closed it
                    break
                if not data:
                    break
                chunks.append(data)
            elif proc.poll() is not None:
                break
        code = proc.wait(timeout=max(1, deadline - time.monotonic()))
    finally:
        os.close(leader)
        if proc.poll() is None:
            proc.kill()
    return code, b"".join(chunks).decode("utf-8", "replace")


def through_pipe(args: list[str], cwd: Path, timeout: float = 900) -> tuple[int, str]:
    """Run ``syncvals ARGS`` with its output going to a pipe, as in a log or CI."""
    proc = subprocess.run(
        [sys.executable, "-m", "syncvals_plugin.cli", *args],
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return proc.returncode, proc.stdout + proc.stderr


WAYS = pytest.mark.parametrize("way", [on_terminal, through_pipe], ids=["pty", "pipe"])


def assert_clean(output: str) -> None:
    """No crash text in what the command printed."""
    found = [text for text in CRASH_TEXT if text in output]
    assert not found, f"crash text {found} in:\n{output[-3000:]}"


@pytest.mark.slow
@WAYS
def test_verify_grades_on_a_terminal_and_through_a_pipe(way, task, tmp_path):
    code, out = way(["verify", TASK_NAME, str(task.reference)], tmp_path)
    assert_clean(out)
    assert code == 0 and "REWARD = 1" in out, out[-2000:]
    code, out = way(["verify", TASK_NAME, str(task.stub)], tmp_path)
    assert_clean(out)
    assert code == 1, out[-2000:]


@pytest.mark.slow
@WAYS
def test_run_classify_and_summarize_on_a_terminal_and_through_a_pipe(way, tmp_path):
    trials = tmp_path / "trials"
    code, out = way(["run", TASK_NAME, "--agent", "nop", "--trials-dir", str(trials)], tmp_path)
    assert_clean(out)
    assert code == 1 and "nop" in out, out[-2000:]  # nop earns 0: exit 1
    code, out = way(["classify", str(trials)], tmp_path)
    assert_clean(out)
    assert code == 0 and "GOOD_FAILURE" in out, out[-2000:]
    code, out = way(["summarize", str(trials)], tmp_path)
    assert_clean(out)
    assert code == 0 and "1 trials" in out, out[-2000:]


@pytest.mark.slow
def test_baselines_on_a_terminal(tmp_path):
    """The README's main command, as a person types it into a terminal."""
    code, out = on_terminal(["baselines", "--trials-dir", str(tmp_path / "trials")], tmp_path)
    assert_clean(out)
    # The README chains it with `&&`: exit 0 when the job ran, though most baselines earn 0.
    assert code == 0 and "oracle" in out and "nop" in out and "Sandbox:" in out, out[-3000:]
