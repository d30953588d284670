"""The warm parent of a process's oracle servers: torch and the compiled module loaded once,
a server forked from it for each trial (about 0.1 s and a few MB private, against a fresh
process's torch import and module load for every trial).

``python -m syncvals_plugin.oracle --zygote MODULE NAME FUNCTIONS [FAMILIES]`` prints ``ready``,
then reads one JSON request a line on stdin (``socket``, ``log``, ``workspace``, ``token``) and
answers each with one JSON line: ``{"pid": …}`` once that trial's server listens (its client
written into the workspace), or ``{"error": …}``.  Each server leads a session of its own (the
caller ends it with its process group), dies with the zygote, and ends at SIGTERM or SIGINT.
"""

from __future__ import annotations

import inspect
import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from syncvals_plugin.oracle.client import write_client
from syncvals_plugin.oracle.server import OracleServer, load_functions


def _die_with_parent(number: int) -> None:
    import ctypes

    ctypes.CDLL(None).prctl(1, number)  # PR_SET_PDEATHSIG


def run(
    module: Path, name: str, functions: tuple[str, ...], families: Any, requests: TextIO
) -> int:
    """Load once, then fork a server for each request read from ``requests``; 0 at its end."""
    loaded = load_functions(module, name, functions)
    signatures = {n: inspect.signature(f) for n, f in loaded.items()}
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # servers reaped by the kernel
    print("ready", flush=True)
    for line in requests:
        try:
            request = json.loads(line)
            answer = _fork_server(request, name, loaded, signatures, families)
        except (ValueError, KeyError, OSError) as exc:
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(answer), flush=True)
    return 0


def _fork_server(
    request: dict, name: str, loaded: dict[str, Callable], signatures: dict, families: Any
) -> dict:
    """One trial's server, forked; its pid once it listens, or why it did not start."""
    ready, told = os.pipe()
    pid = os.fork()
    if pid == 0:  # the server: never returns
        code = 1
        try:
            os.close(ready)
            code = _serve(request, name, loaded, signatures, families, told)
        except BaseException as exc:  # noqa: BLE001 - said to the zygote, then the end
            os.write(told, f"{type(exc).__name__}: {exc}"[:500].encode())
        finally:
            os._exit(code)
    os.close(told)
    with os.fdopen(ready, "rb") as said:
        text = said.read().decode(errors="replace")
    return {"pid": pid} if text == "ready" else {"error": text or "the server ended at once"}


def _serve(
    request: dict, name: str, loaded: dict, signatures: dict, families: Any, told: int
) -> int:
    os.setsid()
    _die_with_parent(signal.SIGKILL)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)  # a server waits for its own worker
    stopping: list[int] = []
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, lambda signum, frame: stopping.append(signum))
    server = OracleServer(
        Path(), name, tuple(loaded), Path(request["socket"]), Path(request["log"]), families,
        token=request.get("token"), loaded=loaded,
    )  # fmt: skip
    try:
        write_client(
            Path(request["workspace"]),
            name,
            signatures,
            Path(request["socket"]),
            request.get("token"),
        )
        os.write(told, b"ready")
        os.close(told)
        server.serve(stop=lambda: bool(stopping))
    finally:
        server.close()
    return 0


def main(argv: list[str]) -> int:
    """The zygote's command line: ``MODULE NAME FUNCTIONS [FAMILIES]``; 2 on a usage error."""
    if len(argv) not in (3, 4):
        print(__doc__.splitlines()[3], file=sys.stderr)
        return 2
    import importlib

    _die_with_parent(signal.SIGTERM)
    families = importlib.import_module(argv[3]) if len(argv) == 4 else None
    return run(Path(argv[0]), argv[1], tuple(argv[2].split(",")), families, sys.stdin)
