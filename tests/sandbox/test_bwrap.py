"""Bubblewrap's namespace ends whole: :func:`kill_namespace` returns only once every process in
it is gone, not merely bubblewrap (which, killed, takes its namespace down asynchronously)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from syncvals_plugin.sandbox import (
    bwrap_args,
    bwrap_works,
    interpreter,
    kill_namespace,
    namespace_init,
    sandbox_view,
)

CHILDREN = 32


def _descendants(root: int) -> list[int]:
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        parents[int(stat.parent.name)] = int(text[text.rindex(")") + 2 :].split()[1])
    found = []
    for pid in parents:
        chain = parents[pid]
        while chain not in (0, 1, root) and chain in parents:
            chain = parents[chain]
        if chain == root:
            found.append(pid)
    return found


def _alive(pid: int) -> bool:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return text[text.rindex(")") + 2] != "Z"


@pytest.mark.skipif(not bwrap_works(), reason="bubblewrap cannot run the sandbox here")
def test_killing_the_namespace_returns_once_every_process_in_it_is_gone(tmp_path):
    (tmp_path / "work").mkdir()
    (tmp_path / "app").mkdir()
    program = (
        "import os, sys, time\n"
        f"for _ in range({CHILDREN}):\n"
        "    if os.fork() == 0:\n"
        "        time.sleep(300)\n"
        "        os._exit(0)\n"
        "print('ready', flush=True)\n"
        "time.sleep(300)\n"
    )
    info_r, info_w = os.pipe()
    try:
        proc = subprocess.Popen(
            bwrap_args(sandbox_view(), tmp_path / "work", tmp_path / "app", info_fd=info_w)
            + [str(interpreter()), "-S", "-c", program],
            stdout=subprocess.PIPE,
            pass_fds=(info_w,),
            start_new_session=True,
            text=True,
        )
    finally:
        os.close(info_w)
    pidfd = namespace_init(info_r, proc.pid)
    try:
        assert pidfd >= 0
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        inside = _descendants(proc.pid)
        assert len(inside) >= CHILDREN + 2  # the namespace's first process, the program, its forks
        assert kill_namespace(pidfd, time.monotonic() + 30)
        assert [pid for pid in inside if _alive(pid)] == []
    finally:
        os.close(pidfd)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()


def test_a_process_that_is_not_bubblewrap_s_child_is_never_taken_for_its_namespace():
    """The JSON names a PID; only bubblewrap's own child is opened (a PID that ended and was
    reused meanwhile belongs to a process :func:`kill_namespace` must never kill)."""
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        for parent, taken in ((os.getpid(), True), (os.getppid(), False)):
            info_r, info_w = os.pipe()
            os.write(info_w, f'{{"child-pid": {sleeper.pid}}}'.encode())
            os.close(info_w)
            pidfd = namespace_init(info_r, parent)
            assert (pidfd >= 0) == taken
            if pidfd >= 0:
                os.close(pidfd)
        info_r, info_w = os.pipe()
        os.close(info_w)  # bubblewrap ended before it wrote anything
        assert namespace_init(info_r, os.getpid()) == -1
    finally:
        sleeper.kill()
        sleeper.wait()
