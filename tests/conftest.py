"""Shared fixtures: the built-in task, its reference module, the sealed module, the CLI."""

from __future__ import annotations

import atexit
import contextlib
import functools
import gc
import io
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

# Tests write nothing outside their temporary folders: sealed modules and the environment manifest
# go to a cache of this session's own (a caller's SYNCVALS_CACHE_DIR is kept, e.g. to reuse a seal).
if "SYNCVALS_CACHE_DIR" not in os.environ:
    os.environ["SYNCVALS_CACHE_DIR"] = tempfile.mkdtemp(prefix="syncvals-test-cache-")
    atexit.register(shutil.rmtree, os.environ["SYNCVALS_CACHE_DIR"], True)
# What lives only as long as this session (tests/support/classified.py's classifications): a
# folder of its own, never a caller's cache, so nothing computed by older code is ever read back.
if "SYNCVALS_TEST_SESSION_DIR" not in os.environ:
    os.environ["SYNCVALS_TEST_SESSION_DIR"] = tempfile.mkdtemp(prefix="syncvals-test-session-")
    atexit.register(shutil.rmtree, os.environ["SYNCVALS_TEST_SESSION_DIR"], True)

from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.task.heldout import SEED_FILE, seed_text
from syncvals_plugin.task.seal import sealed_module
from syncvals_plugin.task.spec import TaskSpec
from syncvals_plugin.verifier.expected import load_module

# The suite grades on a fixed held-out seed (written where an installation keeps its secret one;
# never into a cache of the caller's), so a failure reproduces; tests/objectives/test_heldout.py
# checks that every seed's suite holds.
TEST_SEED = 20261202
_SEED_FILE = Path(os.environ["SYNCVALS_CACHE_DIR"], SEED_FILE)
if _SEED_FILE.parent.name.startswith("syncvals-test-cache-") and not _SEED_FILE.exists():
    _SEED_FILE.write_bytes(seed_text(TEST_SEED))
    _SEED_FILE.chmod(0o600)

TASK_NAME = "reverse-engineer-objectives"
HIDDEN = {"entropy", "normalized_entropy", "top_k_mask", "cross_entropy", "median_reward"}


@functools.cache
def _builtin_plugins():
    return make_plugin_manager()


@pytest.fixture(scope="session")
def pm():
    """The built-in plugins (a session's one host for tests that only read through it; a test
    module may give its own)."""
    return _builtin_plugins()


@pytest.fixture(scope="session")
def task() -> TaskSpec:
    return get_task(_builtin_plugins(), TASK_NAME)


@pytest.fixture(scope="session")
def ref(task):
    return load_module(task.reference, "_test_reference")


@pytest.fixture(scope="session")
def sealed(task) -> Path:
    return sealed_module(task.reference, task.sealed_module)


@pytest.fixture
def machine_wide(tmp_path_factory):
    """Held while a test observes state the whole machine shares (System V IPC objects): the
    suite's other workers run no test holding it meanwhile (a lock in the session's folder
    every worker shares)."""
    import fcntl

    shared = tmp_path_factory.getbasetemp().parent
    with open(shared / "machine-wide.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


@pytest.fixture
def private_cache(tmp_path, monkeypatch) -> Path:
    """A copy of the session's cache (sealed modules, bundles, key) that only this test sees: a
    test that damages or poisons a cached file does it there, never under a neighbour's grading
    (the suite's workers share the session's cache)."""
    shared = Path(os.environ["SYNCVALS_CACHE_DIR"])
    mine = tmp_path / "cache"
    if shared.is_dir():
        # uid mode's jails are large (copies of torch's Python files) and hold nothing a test
        # damages: shared through a link, never copied.
        ignore = shutil.ignore_patterns(".staging-*", "jails")
        shutil.copytree(shared, mine, symlinks=True, ignore=ignore)
    mine.mkdir(mode=0o700, exist_ok=True)
    (shared / "jails").mkdir(mode=0o700, parents=True, exist_ok=True)
    (mine / "jails").symlink_to(shared / "jails")
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(mine))
    return mine


def run_cli(
    *args: str,
    cwd: Path | None = None,
    env: dict | None = None,
    timeout: float = 300,
    fresh: bool = False,
):
    """The ``syncvals`` command line on ``args``: its exit code, standard output and error.

    It runs in this process (``main(argv)``, what the console script calls, with the output
    captured and the environment restored after), which spares a test the start-up of a new
    Python and torch.  A test that needs a process of its own (another working folder or
    environment, a real exit, a signal) gets one: ``cwd``, ``env`` or ``fresh=True``.
    """
    if cwd is not None or env is not None or fresh:
        return subprocess.run(
            [sys.executable, "-m", "syncvals_plugin.cli", *args],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    from syncvals_plugin.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved = dict(os.environ)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exc:  # argparse: --help, a usage error
                code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())


@pytest.fixture(autouse=True)
def seeded():
    """Every test starts from the same random state: a failure reproduces on the next run."""
    import random

    import torch

    random.seed(0)
    torch.manual_seed(0)


LONGEST_FIRST = (
    "tests/calibration/test_calibration.py::test_the_battery",
    "tests/records/test_harbor_itself.py",
    "tests/export/test_harbor_local.py",
    "tests/test_terminal.py::test_baselines_on_a_terminal",
    "tests/test_types.py",
)
"""The suite's longest tests (minutes each, measured by suite_floor.py and ``--durations``): run
first, so that neither of xdist's workers starts one near the end while the other sits idle."""


def pytest_collection_modifyitems(config, items):
    """The longest tests first (:data:`LONGEST_FIRST`), each file's own order kept otherwise."""
    rank = {prefix: i for i, prefix in enumerate(LONGEST_FIRST)}

    def order(item) -> int:
        return next((i for p, i in rank.items() if item.nodeid.startswith(p)), len(rank))

    items.sort(key=order)  # stable: the rest keep their collection order


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session):
    """Tests collected with the cyclic collector off, then everything collected frozen out of its
    sight and the collector back on for the tests.  Each worker builds about 1.6 GB of corpora
    while collecting, none of it in a cycle to free, and the collector walked it again and again
    (importing the two largest test modules: 126 s with it, 54 s without, the same peak memory).
    A wrapper, so the collector is back on wherever collection ends (xdist's controller, which
    collects nothing; a collection error)."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.freeze()
        gc.enable()
