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


STOP_WITHIN_S = 1.5
"""How soon a Ctrl-C ends a run: measured 0.43-0.44 s at load 14 (8 s into the probing), and
1.7-2.9 s before the interpreter's teardown (torch's) was skipped."""


def _loaded(pid: int, library: bytes) -> bool:
    try:
        return library in Path(f"/proc/{pid}/maps").read_bytes()
    except OSError:
        return False


@pytest.mark.slow
def test_ctrl_c_stops_a_serial_prober_promptly(tmp_path):
    """Ctrl-C (SIGINT to the terminal's foreground group) while the prober runs with --jobs 1:
    the command reports what finished and ends within seconds, exit 130, nothing left running."""
    import signal

    leader, follower = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100", "SYNCVALS_MARK": str(tmp_path)}
    args = ["run", TASK_NAME, "--agent", "prober", "--jobs", "1"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "syncvals_plugin.cli", *args, "--trials-dir", str(tmp_path)],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        start_new_session=True,
        # SIGINT at its default in the child: pytest may run with it ignored (a background job).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    os.close(follower)
    output, sent = b"", None
    try:
        deadline = time.monotonic() + 600
        while proc.poll() is None and time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.05)
            if ready:
                try:
                    output += os.read(leader, 65536)
                except OSError:
                    break
            # Once the prober has loaded torch (it builds its probe inputs), it is at work:
            # a little later, press Ctrl-C.  (Eight seconds later, on a loaded machine, the key
            # once landed while the finished run was being taken down, and it exited 0.)
            if sent is None and _loaded(proc.pid, b"libtorch"):
                time.sleep(2)
                os.killpg(proc.pid, signal.SIGINT)
                sent = time.monotonic()
        proc.wait(timeout=60)
        stopped = time.monotonic() - sent
    finally:
        os.close(leader)
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130 and stopped < STOP_WITHIN_S, (proc.returncode, stopped)
    text = output.decode("utf-8", "replace")
    assert_clean(text)
    assert "interrupted" in text
    left = _left_running(f"SYNCVALS_MARK={tmp_path}".encode())
    assert left == [], [_cmdline(pid) for pid in left]


def test_names_from_records_are_never_rich_markup():
    """A trial or agent named with Rich markup (``[/bold]``) is printed as it is, never parsed:
    a closing tag with no opening one made ``import`` and ``classify`` exit with a traceback."""
    from rich.console import Console

    from syncvals_plugin.console import summary_table
    from syncvals_plugin.records.summary import TrialSummary

    row = TrialSummary(
        name="t[/bold]x",
        agent="[red]a[/]",
        path="p",
        outcome="passed",
        reward=1.0,
        passed=49,
        total=49,
        verdict="GOOD_SUCCESS",
    )
    console = Console(width=200, record=True, file=open(os.devnull, "w"))
    console.print(summary_table([row], "trials [/bold]"))
    text = console.export_text()
    assert "t[/bold]x" in text and "[red]a[/]" in text and "trials [/bold]" in text


@pytest.mark.slow
def test_a_sigterm_ends_a_run_as_ctrl_c_does_and_leaves_no_folder(tmp_path):
    """A scheduler's SIGTERM (not the terminal's Ctrl-C) while an agent's command runs: exit 130,
    the trial folders and the agent's runtime removed, nothing of the run left running."""
    import signal

    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch), "SYNCVALS_MARK": str(tmp_path)}
    args = ["run", TASK_NAME, "--agent", "command", "--agent-opt", "cmd=sleep 120"]
    errors = tmp_path / "stderr.txt"
    with open(errors, "wb") as sink:  # a file, never a pipe nobody reads
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "syncvals_plugin.cli",
                *args,
                "--trials-dir",
                str(tmp_path / "t"),
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=sink,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 300
        while not list(scratch.glob("syncvals-agent-tmp-*")) and time.monotonic() < deadline:
            assert proc.poll() is None, errors.read_text()
            time.sleep(0.1)
        assert list(scratch.glob("syncvals-trial-*")), "the agent never started"
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=180)  # seconds at most; a loaded machine's minute is not a hang
        except subprocess.TimeoutExpired:
            pytest.fail(f"no end 180 s after SIGTERM; it said: {errors.read_text()[-2000:]}")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, errors.read_text()[-2000:]  # what it said, if not 130
    assert sorted(p.name for p in scratch.iterdir()) == []
    left = _left_running(f"SYNCVALS_MARK={tmp_path}".encode())
    assert left == [], [_cmdline(pid) for pid in left]


def _left_running(mark: bytes, settle_s: float = 30) -> list[str]:
    """The processes whose environment holds ``mark`` still there ``settle_s`` seconds on: a
    process killed with the run may take a moment to be gone on a loaded machine (CI ran one
    out, in both Ctrl-C tests); what is still there then was left running."""
    settle = time.monotonic() + settle_s
    while True:
        left = [pid for pid in filter(str.isdigit, os.listdir("/proc")) if mark in _environ(pid)]
        if not left or time.monotonic() > settle:
            return left
        time.sleep(0.2)


def _cmdline(pid: str) -> str:
    try:
        return (
            Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        )
    except OSError:
        return "(gone)"


def _environ(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return b""
