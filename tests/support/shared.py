"""Work done once per test run and read by every test that needs it, on every xdist worker.

A session-scoped fixture runs once per *worker* (``-n auto``: one per CPU), so an expensive result
two tests read on two workers is computed twice.  :func:`once` computes it once for the whole
run: the first worker to ask takes a file lock and computes, the others wait on the lock and read
what it wrote.  Only results nobody modifies belong here (a trial folder tests read, a command's
output); a test that changes what it was given gets its own.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def run_folder(factory: pytest.TempPathFactory) -> Path:
    """A folder this test run's workers share and no other run sees: under the run's base folder
    with xdist (its id names it), this process's own base folder without."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    base = factory.getbasetemp()
    folder = base.parent / f"shared-{run}" if run else base / "shared"
    folder.mkdir(exist_ok=True)
    return folder


def once(factory: pytest.TempPathFactory, key: str, compute: Callable[[Path], Any]) -> Any:
    """``compute(folder)``'s JSON-serialisable result, computed once per test run under ``key``.

    ``folder`` is an empty folder of the key's own where ``compute`` may write files that outlive
    it (a trial); the result is kept beside it.  A ``compute`` that raises leaves nothing behind,
    so the next test to ask computes again (and fails the same way, under its own name).
    """
    root = run_folder(factory)
    done = root / f"{key}.json"
    with open(root / f"{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if done.exists():
            return json.loads(done.read_text())
        work = root / key
        if work.exists():  # a compute that raised before: start afresh
            import shutil

            shutil.rmtree(work)
        work.mkdir()
        result = compute(work)
        done.write_text(json.dumps(result))
        return result


def shared_cli(factory: pytest.TempPathFactory, *args: str) -> subprocess.CompletedProcess:
    """``run_cli(*args)`` (in this process, as ``tests.conftest.run_cli`` runs it), run once per
    test run for every test that reads the same command's exit code and output."""
    from tests.conftest import run_cli

    def run(_folder: Path) -> list:
        proc = run_cli(*args)
        return [proc.returncode, proc.stdout, proc.stderr]

    key = "cli-" + hashlib.sha256(json.dumps(args).encode()).hexdigest()[:16]
    code, out, err = once(factory, key, run)
    return subprocess.CompletedProcess(list(args), code, out, err)
