"""``python -m syncvals_plugin.oracle MODULE NAME FUNCTIONS SOCKET LOG WORKSPACE [FAMILIES]``:
serve the compiled ``MODULE`` (import name ``NAME``) on ``SOCKET``, logging to ``LOG`` (each call
stamped with its input families when ``FAMILIES``, the task's module naming them, is given),
after writing its client into ``WORKSPACE``; print ``ready`` once it listens; end at SIGTERM or
SIGINT.  The trial's token, asked of every call, comes from ``SYNCVALS_ORACLE_TOKEN``."""

from __future__ import annotations

import importlib
import inspect
import os
import signal
import sys
from pathlib import Path

from syncvals_plugin.oracle.client import TOKEN_ENV, write_client
from syncvals_plugin.oracle.server import OracleServer


def main(argv: list[str]) -> int:
    """Serve until told to stop; 2 on a usage error.  ``--zygote`` first: the warm parent of a
    process's servers instead (:mod:`.zygote`)."""
    if argv[:1] == ["--zygote"]:
        from syncvals_plugin.oracle import zygote

        return zygote.main(argv[1:])
    if len(argv) not in (6, 7):
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    module, name, functions, sock, log, workspace = argv[:6]
    families = importlib.import_module(argv[6]) if len(argv) == 7 else None
    stopping: list[int] = []
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, lambda signum, frame: stopping.append(signum))
    server = OracleServer(
        Path(module),
        name,
        tuple(functions.split(",")),
        Path(sock),
        Path(log),
        families,
        token=os.environ.get(TOKEN_ENV),
    )
    try:
        signatures = {n: inspect.signature(f) for n, f in server.functions.items()}
        write_client(Path(workspace), name, signatures, Path(sock), os.environ.get(TOKEN_ENV))
        print("ready", flush=True)
        server.serve(stop=lambda: bool(stopping))
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
