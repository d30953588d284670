"""A trial's served oracle: the server process started before the agent and ended after it, its
socket the one path of its folder the agent may reach, its call log taken for the trial."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.oracle import ping
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


class _Zygote:
    """This process's warm parent of oracle servers for one sealed module (torch and the module
    loaded once; a server forked from it per trial), started on first use."""

    def __init__(self, sealed: Path, name: str, functions: tuple[str, ...], families: str | None):
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "syncvals_plugin.oracle",
                "--zygote",
                str(sealed),
                name,
                ",".join(functions),
                *([families] if families else []),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        self.lock = threading.Lock()
        if self._line() != "ready":
            raise OracleStartError(f"the oracle's server did not start: {self._stderr()}")

    def _line(self) -> str:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], START_S)
        return self.proc.stdout.readline().decode(errors="replace").strip() if ready else ""

    def _stderr(self) -> str:
        self.proc.kill()
        _, err = self.proc.communicate()
        lines = err.decode(errors="replace").strip().splitlines()
        return (lines[-1] if lines else "it ended without a word")[:300]

    def fork(self, request: dict) -> int:
        """A server for ``request`` (socket, log, workspace, token): its pid once it listens.

        :raises OracleStartError: when the server, or this zygote, did not start."""
        assert self.proc.stdin is not None
        with self.lock:
            try:
                self.proc.stdin.write((json.dumps(request) + "\n").encode())
                self.proc.stdin.flush()
            except OSError:
                why = self._stderr()
                raise OracleStartError(f"the oracle's server did not start: {why}") from None
            line = self._line()
        try:
            answer = json.loads(line)
        except ValueError:
            why = self._stderr()
            raise OracleStartError(f"the oracle's server did not start: {why}") from None
        if "pid" not in answer:
            raise OracleStartError(f"the oracle's server did not start: {answer.get('error')}")
        return int(answer["pid"])


_ZYGOTES: dict[tuple, _Zygote] = {}


def _zygote(sealed: Path, name: str, functions: tuple[str, ...], families: str | None) -> _Zygote:
    """This process's zygote for the module (a new one when the last has ended)."""
    key = (str(sealed), name, functions, families)
    found = _ZYGOTES.get(key)
    if found is None or found.proc.poll() is not None:
        found = _ZYGOTES[key] = _Zygote(sealed, name, functions, families)
    return found


@contextlib.contextmanager
def _stops_deferred():
    """Hold SIGINT and SIGTERM (a Ctrl-C, a batch's stop) until the block ends, then act on the
    one that came, as it would have (in the main thread only: no other may set handlers)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: list[tuple[int, object]] = []
    previous = {n: signal.getsignal(n) for n in (signal.SIGINT, signal.SIGTERM)}
    for number in previous:
        signal.signal(number, lambda n, frame: came.append((n, frame)))
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        for number, frame in came[:1]:
            handler = previous[number]
            if callable(handler):
                handler(number, frame)
            elif handler == signal.SIG_DFL:
                signal.raise_signal(number)


class ServedOracle:
    """The server of ``task``'s sealed module for the agent in ``workspace``: the shipped module
    removed from the workspace, the client package written in its place, the socket and log in
    ``folder`` (private to this trial); ``families`` the task's module naming a call's input
    families (the ``syncvals_task_input_families`` hook's answer).  The server is forked from
    this process's warm parent (:mod:`syncvals_plugin.oracle.zygote`)."""

    def __init__(
        self,
        task: TaskSpec,
        sealed: Path,
        workspace: Path,
        folder: Path,
        families: str | None = None,
        started: list[ServedOracle] | None = None,
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
        self.pid = 0
        request = {
            "socket": str(self.socket),
            "log": str(self.log),
            "workspace": str(workspace),
            "token": self.token,
        }
        try:
            zygote = _zygote(sealed, task.sealed_module, tuple(task.functions), families)
            # A Ctrl-C between asking for a server and hearing its pid would leave a server no
            # one knows of, writing into the trial's folder: the stop waits for the pid.
            with _stops_deferred():
                self.pid = zygote.fork(request)
                if started is not None:
                    started.append(self)  # its owner stops it, wherever a stop lands next
        except BaseException:
            self.stop()
            raise

    def _signal_group(self, number: int) -> None:
        try:
            os.killpg(self.pid, number)  # the server leads a session of its own
        except (ProcessLookupError, PermissionError):
            pass

    def alive(self) -> bool:
        """Whether the server still runs (a process the kernel has not reaped, not a zombie)."""
        try:
            stat = Path(f"/proc/{self.pid}/stat").read_text()
        except OSError:
            return False
        return self.pid > 0 and stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")

    def answers(self, timeout: float = PING_S) -> bool:
        """Whether the server still answers: a ping through its socket and worker, answered
        within ``timeout`` seconds (a stopped or hung server is alive but answers nothing)."""
        return self.alive() and ping(self.socket, timeout, self.token)

    def stop(self) -> str:
        """End the server (and its worker); the call log's text (empty when no call came)."""
        try:
            if self.pid > 0:
                self._signal_group(signal.SIGTERM)
                self._signal_group(signal.SIGCONT)  # a stopped server hears its SIGTERM too
                deadline = time.monotonic() + 10
                while self.alive() and time.monotonic() < deadline:
                    time.sleep(0.05)
        finally:  # a Ctrl-C during the wait still ends the group and removes the socket
            if self.pid > 0:
                self._signal_group(signal.SIGKILL)  # its worker, or a server that would not end
            self.pid = 0  # stopped: a second stop signals no group whose number came back
            shutil.rmtree(self.socket_dir, ignore_errors=True)
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""
