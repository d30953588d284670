"""A trial's served oracle: the server process started before the agent and ended after it, its
socket the one path of its folder the agent may reach, its call log taken for the trial."""

from __future__ import annotations

import os
import secrets
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.oracle import TOKEN_ENV, ping
from syncvals_plugin.task import TaskSpec

START_S = 120.0
"""How long the server may take to load torch and the module and listen."""
PING_S = 10.0
"""How long a server may take to answer the harness's ping after the agent's run."""
ORACLE_FAILURE = "OracleEnvironmentError"
"""The exception a trial records when its oracle server failed: the harness's, never the agent's."""


class OracleStartError(SyncValsError, RuntimeError):
    """The oracle's server did not start: no agent runs against a missing reference."""


def _die_with_parent() -> None:
    import ctypes
    import signal

    ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG: never outlive the runner


class ServedOracle:
    """The server of ``task``'s sealed module for the agent in ``workspace``: the shipped module
    removed from the workspace, the client package written in its place, the socket and log in
    ``folder`` (private to this trial); ``families`` the task's module naming a call's input
    families (the ``syncvals_task_input_families`` hook's answer)."""

    def __init__(
        self,
        task: TaskSpec,
        sealed: Path,
        workspace: Path,
        folder: Path,
        families: str | None = None,
    ) -> None:
        folder.mkdir(mode=0o700)
        self.log = folder / "calls.jsonl"
        # A socket's path is bounded (108 bytes) where a trial's folder is not: the socket gets a
        # short folder of its own, which the agent may cross (0711) but not list.
        self.socket_dir = Path(tempfile.mkdtemp(prefix="svo-", dir="/tmp"))
        self.socket_dir.chmod(0o711)
        self.socket = self.socket_dir / f"oracle-{secrets.token_hex(8)}.sock"
        self.token = secrets.token_hex(16)  # asked of every call: another trial's client lacks it
        (workspace / sealed.name).unlink(missing_ok=True)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "syncvals_plugin.oracle",
                str(sealed),
                task.sealed_module,
                ",".join(task.functions),
                str(self.socket),
                str(self.log),
                str(workspace),
                *([families] if families else []),
            ],
            env={**os.environ, TOKEN_ENV: self.token},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        self._await_ready()

    def _await_ready(self) -> None:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + START_S
        line = b""
        while time.monotonic() < deadline and b"\n" not in line:
            ready, _, _ = select.select([self.proc.stdout], [], [], deadline - time.monotonic())
            if not ready:
                break
            chunk = os.read(self.proc.stdout.fileno(), 64)
            if not chunk:
                break
            line += chunk
        if line.strip() != b"ready":
            self.proc.kill()
            _, err = self.proc.communicate()
            self.stop()
            why = err.decode(errors="replace").strip().splitlines()[-1:] or [repr(line)]
            raise OracleStartError(f"the oracle's server did not start: {why[0][:300]}")

    def _signal_group(self, number: int) -> None:
        try:
            os.killpg(self.proc.pid, number)  # the server leads a session of its own
        except (ProcessLookupError, PermissionError):
            pass

    def alive(self) -> bool:
        """Whether the server still runs."""
        return self.proc.poll() is None

    def answers(self, timeout: float = PING_S) -> bool:
        """Whether the server still answers: a ping through its socket and worker, answered
        within ``timeout`` seconds (a stopped or hung server is alive but answers nothing)."""
        return self.alive() and ping(self.socket, timeout, self.token)

    def stop(self) -> str:
        """End the server (and its worker); the call log's text (empty when no call came)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            self._signal_group(signal.SIGCONT)  # a stopped server hears its SIGTERM too
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._signal_group(signal.SIGKILL)  # its worker, were the server killed before it
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()
        shutil.rmtree(self.socket_dir, ignore_errors=True)
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""
