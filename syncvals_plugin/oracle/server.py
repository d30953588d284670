"""The oracle server: the sealed module runs here, outside the agent's reach, and every call it
answers is a line of the call log.

One connection carries one call.  The server hands each connection to its worker, a process
forked from it once it has imported torch and the module (but never run an operation, so the
fork is safe) and forked again whenever one dies.  The worker reads the request (bounded: a
length, a JSON header, raw tensor buffers; :mod:`.wire`), looks the name up among the task's
functions and nothing else, calls it under a CPU-time limit (a profiling timer whose signal
ends the worker, even inside compiled code), sends the answer or the exception (type, message,
warnings), and tells the server a summary of the call, which the server appends to the log.  A
worker that overruns its time, hangs on a caller that never reads, or dies is killed, the caller
told, the call logged, and a fresh worker forked.  Nothing here unpickles.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from syncvals_plugin.oracle import wire

CALL_CPU_S = 20
"""CPU seconds one call may take (the probe suite's take milliseconds)."""
CALL_MEMORY = 4 << 30
"""Address space of one call's worker."""
READ_TIMEOUT_S = 30.0
"""How long a connection may take to send its request."""


def summarize(value: Any) -> dict:
    """A call argument or result as the log keeps it: never its data, a few facts of it."""
    import torch

    if isinstance(value, torch.Tensor):
        out: dict[str, Any] = {
            "kind": "tensor",
            "dtype": str(value.dtype).removeprefix("torch."),
            "shape": list(value.shape),
        }
        if value.numel() and (value.is_floating_point() or value.dtype == torch.bool):
            v = value.detach().double()
            finite = v[torch.isfinite(v)]
            out |= {
                "nan": int(torch.isnan(v).sum()),
                "inf": int(torch.isinf(v).sum()),
                "zeros": int((v == 0).sum()),
            }
            if finite.numel():
                out |= {"min": float(finite.min()), "max": float(finite.max())}
        elif value.numel():
            out |= {"min": int(value.min()), "max": int(value.max())}
        return out
    if isinstance(value, (list, tuple)):
        return {"kind": type(value).__name__, "items": [summarize(v) for v in value[:8]]}
    if isinstance(value, (bool, int, float, str)) or value is None:
        return {
            "kind": type(value).__name__,
            "value": value if not isinstance(value, str) else value[:40],
        }
    return {"kind": type(value).__name__}


def _receive(conn: socket.socket) -> bytes:
    """One request's bytes, read within :data:`READ_TIMEOUT_S` and the wire's bounds.

    :raises wire.WireError: on a bound broken, a short message or a slow sender."""
    conn.settimeout(READ_TIMEOUT_S)
    try:
        prefix = _exactly(conn, 4)
        size = wire.header_size(prefix)
        header = _exactly(conn, size)
        try:
            sizes = json.loads(header).get("buffers", [])
            total = sum(int(n) for n in sizes)
        except (ValueError, TypeError, AttributeError):
            raise wire.WireError("the header is not a JSON object with buffer sizes") from None
        if total < 0 or 4 + size + total > wire.MAX_MESSAGE:
            raise wire.WireError("the request is over the bound")
        return prefix + header + _exactly(conn, total)
    except (TimeoutError, OSError) as exc:
        raise wire.WireError(f"the request did not arrive whole: {exc}") from None


def _exactly(conn: socket.socket, n: int) -> bytes:
    chunks, got = [], 0
    while got < n:
        chunk = conn.recv(min(n - got, 1 << 20))
        if not chunk:
            raise wire.WireError("the connection closed mid-request")
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def _error_reply(kind: str, message: str) -> bytes:
    return wire.encode({"outcome": "error", "type": kind, "message": message}, {})


def load_functions(
    module_path: Path, module_name: str, functions: tuple[str, ...]
) -> dict[str, Callable]:
    """``functions`` of the compiled module at ``module_path``, torch imported first (and no
    operation run, so a process holding them may still fork: :mod:`.zygote`)."""
    import importlib.machinery
    import importlib.util

    import torch  # noqa: F401 - loaded before any fork; never run here

    loader = importlib.machinery.ExtensionFileLoader(module_name, str(module_path))
    spec = importlib.util.spec_from_file_location(module_name, module_path, loader=loader)
    if spec is None:
        raise OSError(f"{module_path} is not a loadable module")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return {name: getattr(module, name) for name in functions}


class OracleServer:
    """Serves ``functions`` of the compiled module at ``module_path`` on a Unix socket at
    ``socket_path``, appending one JSON line a call to ``log_path``.  ``families`` is the
    task's module naming a call's input families (``call_families``, ``argument_family``), or
    None; ``token``, when given, is asked of every call (another trial's client lacks it);
    ``loaded``, the functions already loaded (by a warm parent), else they are loaded here."""

    def __init__(
        self,
        module_path: Path,
        module_name: str,
        functions: tuple[str, ...],
        socket_path: Path,
        log_path: Path,
        families: Any = None,
        token: str | None = None,
        loaded: dict[str, Callable] | None = None,
    ) -> None:
        self.functions = (
            loaded if loaded is not None else load_functions(module_path, module_name, functions)
        )
        self.module_name = module_name
        self.families = families
        self.token = token
        self.log_path = Path(log_path)
        self.started = time.monotonic()
        self.sequence = 0
        self.socket_path = Path(socket_path)
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(str(self.socket_path))
        os.chmod(self.socket_path, 0o666)  # the agent's uid differs; the folder guards it
        self.listener.listen(16)
        self._worker: tuple[int, socket.socket] | None = None

    def serve(self, stop: Callable[[], bool] = lambda: False) -> None:
        """Answer calls until ``stop()`` says so (checked ten times a second: a trial's end
        waits on it)."""
        self.listener.settimeout(0.1)
        try:
            while not stop():
                try:
                    conn, _ = self.listener.accept()
                except TimeoutError:
                    continue
                with conn:
                    self._answer(conn)
        finally:
            self._stop_worker()

    def close(self) -> None:
        """Stop listening, end the worker, remove the socket."""
        self._stop_worker()
        self.listener.close()
        try:
            self.socket_path.unlink()
        except FileNotFoundError:
            pass

    def _start_worker(self, caller: socket.socket) -> None:
        mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            code = 1
            try:
                _die_with_server()
                # Forked while the server holds the caller's connection: a copy kept here would
                # keep that caller from ever seeing the end of its answer.
                caller.close()
                mine.close()
                self.listener.close()
                _work(self.functions, self.families, theirs, self.module_name, self.token)
                code = 0
            finally:
                os._exit(code)
        theirs.close()
        self._worker = (pid, mine)

    def _stop_worker(self) -> None:
        if self._worker is None:
            return
        pid, channel = self._worker
        self._worker = None
        channel.close()
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)

    def _answer(self, conn: socket.socket) -> None:
        """Hand ``conn`` to the worker and log what it says of the call; when it says nothing in
        time, the caller is told, the worker replaced."""
        started = time.monotonic()
        if self._worker is not None and os.waitpid(self._worker[0], os.WNOHANG)[0]:
            self._worker[1].close()  # it died between calls: reaped, and a fresh one forked
            self._worker = None
        if self._worker is None:
            self._start_worker(conn)
        assert self._worker is not None
        _, channel = self._worker
        summary = None
        try:
            socket.send_fds(channel, [b"c"], [conn.fileno()])
            summary = _read_summary(channel, READ_TIMEOUT_S + CALL_CPU_S * 2 + 5)
        except OSError:
            pass
        if summary is None:
            self._stop_worker()
            why = "the call took too long, or the reference's process ended without an answer"
            self._reply(conn, _error_reply("RuntimeError", f"oracle: {why}"))
            summary = {
                "function": "?",
                "args": [],
                "outcome": {"outcome": "error", "type": "RuntimeError", "message": why},
            }
        if not summary.get("ping"):
            self._log(summary, started)

    @staticmethod
    def _reply(conn: socket.socket, message: bytes) -> None:
        try:
            conn.settimeout(READ_TIMEOUT_S)
            conn.sendall(message)
        except OSError:
            pass  # a caller that left: its call is still logged

    def _log(self, summary: dict, started: float) -> None:
        """Append the call to the log: one line, one ``write`` on an append-only descriptor."""
        self.sequence += 1
        line = {
            "seq": self.sequence,
            "t": round(started - self.started, 3),
            "function": summary["function"],
            "args": summary["args"],
            **({"families": summary["families"]} if "families" in summary else {}),
            **summary["outcome"],
            "ms": round((time.monotonic() - started) * 1000, 2),
        }
        fd = os.open(self.log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, (json.dumps(line, allow_nan=False, default=str) + "\n").encode())
        finally:
            os.close(fd)


def _die_with_server() -> None:
    """The worker ends when the server does, however it ended (PR_SET_PDEATHSIG)."""
    import ctypes

    ctypes.CDLL(None).prctl(1, signal.SIGKILL)


def _read_summary(channel: socket.socket, timeout: float) -> dict | None:
    """The worker's summary of one call (a length and JSON), or None when none comes in time."""
    channel.settimeout(timeout)
    try:
        size = int.from_bytes(_exactly(channel, 4), "big")
        return json.loads(_exactly(channel, size))
    except (OSError, ValueError, wire.WireError):
        return None


def _work(
    functions: dict, families, channel: socket.socket, module_name: str, token: str | None
) -> None:
    """The worker: limits set once, then each connection the server hands over answered."""
    resource.setrlimit(resource.RLIMIT_AS, (CALL_MEMORY, CALL_MEMORY))
    signal.signal(signal.SIGPROF, signal.SIG_DFL)  # its default ends the process
    while True:
        _, fds, _, _ = socket.recv_fds(channel, 16, 1)
        if not fds:
            return
        with socket.socket(fileno=fds[0]) as conn:
            signal.setitimer(signal.ITIMER_PROF, CALL_CPU_S)
            try:
                summary = _call(functions, families, conn, module_name, token)
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
        data = json.dumps(summary, default=str).encode()
        channel.sendall(len(data).to_bytes(4, "big") + data)


def _call(
    functions: dict, families, conn: socket.socket, module_name: str, token: str | None = None
) -> dict:
    """One call read from ``conn``, answered on it; its summary for the log."""
    import warnings

    try:
        request = _receive(conn)
        header, buffers = wire.decode(request)
    except wire.WireError as exc:
        OracleServer._reply(conn, _error_reply("ValueError", f"oracle: a malformed request: {exc}"))
        return _refused("?", str(exc))
    if token is not None and header.get("token") != token:
        message = "oracle: this call is not from this trial's client"
        OracleServer._reply(conn, _error_reply("PermissionError", message))
        return _refused(str(header.get("call"))[:60], message)
    if header.get("ping") is True:  # the harness asking whether the worker still answers
        OracleServer._reply(conn, wire.encode({"outcome": "ok", "pong": True}, {}))
        return {"ping": True}
    name = header.get("call")
    if not isinstance(name, str) or name not in functions:
        message = f"module {module_name!r} has no function {str(name)[:60]!r}"
        OracleServer._reply(conn, _error_reply("AttributeError", message))
        return _refused(str(name)[:60], message)
    try:
        args = wire.value(header.get("args", {"t": "list", "items": []}), buffers)
        kwargs = wire.value(header.get("kwargs", {"t": "dict", "items": {}}), buffers)
        if not isinstance(args, list) or not isinstance(kwargs, dict):
            raise wire.WireError("arguments must be a list and keywords a dict")
    except wire.WireError as exc:
        OracleServer._reply(conn, _error_reply("ValueError", f"oracle: {exc}"))
        return _refused(name, str(exc))
    summaries, call_families = _described(functions[name], name, args, kwargs, families)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = functions[name](*args, **kwargs)
            outcome: dict[str, Any] = {"outcome": "ok", "result": summarize(result)}
            reply = wire.encode(
                {"outcome": "ok", "warnings": _warnings(caught)}, {"result": result}
            )
        except Exception as exc:  # noqa: BLE001 - the reference's own error is the answer
            kind = type(exc).__name__
            outcome = {"outcome": "error", "type": kind, "message": str(exc)[:500]}
            reply = wire.encode(
                {
                    "outcome": "error",
                    "type": kind,
                    "message": str(exc),
                    "warnings": _warnings(caught),
                },
                {},
            )
    OracleServer._reply(conn, reply)
    summary = {"function": name, "args": summaries, "outcome": outcome}
    if call_families is not None:
        summary["families"] = call_families
    return summary


def _described(function, name: str, args: list, kwargs: dict, families) -> tuple[list, Any]:
    """Each argument summarised under its parameter's name (with the task's family for it), and
    the call's families; a call its signature refuses is summarised by position."""
    import inspect

    try:
        bound = inspect.signature(function).bind(*args, **kwargs)
        params = dict(bound.arguments)
    except (TypeError, ValueError):
        params = {f"arg{i}": a for i, a in enumerate(args)} | kwargs
    summaries = []
    for param, value in params.items():
        summary = {"name": param, **summarize(value)}
        found = families.argument_family(param, value) if families is not None else None
        if found:
            summary["family"] = found
        summaries.append(summary)
    if families is None:
        return summaries, None
    try:
        return summaries, list(families.call_families(name, params))
    except Exception:  # noqa: BLE001 - an odd call the task's reader trips on is still answered
        return summaries, None


def _refused(name: str, message: str) -> dict:
    return {"function": name, "args": [], "outcome": {"outcome": "refused", "message": message}}


def _warnings(caught: list) -> list[dict]:
    return [{"category": w.category.__name__, "message": str(w.message)} for w in caught[:20]]
