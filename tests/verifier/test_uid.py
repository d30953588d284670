"""The ``uid`` sandbox: where a root has neither Landlock nor user namespaces (gVisor-based
providers run containers so), ``auto`` picks it, and it grades while its user reads none of the
grader's secrets, writes nowhere and signals nobody.

Landlock and user namespaces are refused by making their checks report them unavailable (the
chooser's own inputs; no knob the product honours).  The hostile corpora run in this mode through
the ``MODES`` parametrisations of test_hostile, test_adversarial and test_integrity.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.sandbox import modes
from syncvals_plugin.task.seal import cache_root
from syncvals_plugin.verifier import sandbox
from tests.support.grading import verify_submission


@pytest.fixture
def refused(monkeypatch):
    """Neither bubblewrap nor Landlock (nor user namespaces) here."""
    monkeypatch.setattr(modes, "bwrap_works", lambda: False)
    monkeypatch.setattr(modes, "bwrap_installed", lambda: False)
    monkeypatch.setattr(modes, "landlock_abi", lambda: 0)  # the choice of a mode
    monkeypatch.setattr(sandbox, "landlock_abi", lambda: 0)  # the zygote's config


def _uid_or_skip() -> None:
    if not modes.uid_available():
        reason = "not root with CAP_SETUID, CAP_SETGID, CAP_SYS_CHROOT and seccomp"
        pytest.skip(f"uid mode is not available here: {reason}")


def test_auto_picks_uid_where_landlock_and_user_namespaces_are_refused(refused, monkeypatch):
    _uid_or_skip()
    assert modes.choose_mode("auto") == "uid"
    # Not root (or no right to change user): no isolating mode, plain is never picked silently.
    monkeypatch.setattr(modes, "uid_available", lambda: False)
    with pytest.raises(modes.SandboxError, match="--mode plain"):
        modes.choose_mode("auto")


@pytest.mark.slow
def test_auto_in_uid_mode_grades_the_oracle_1_and_the_stub_0(task, refused):
    _uid_or_skip()
    good = verify_submission(task, task.reference, VerifyOptions())
    assert (good.reward, good.passed, good.sandbox.mode) == (1, 49, "uid")
    assert good.sandbox.weaker and "unprivileged user" in good.sandbox.note
    stub = verify_submission(task, task.stub, VerifyOptions())
    assert (stub.reward, stub.passed, stub.sandbox.mode) == (0, 0, "uid")


PROBE = """
import glob as _glob, os as _os, signal as _signal
_leaks = []
for _path in {paths!r} + _glob.glob({cache!r} + "/**", recursive=True):
    try:
        if not _os.path.isdir(_path):
            open(_path, "rb").read(1)
            _leaks.append(_path)
    except OSError:
        pass
for _path in ("/tmp/uid-probe-escape", "/dev/shm/uid-probe-escape", _os.environ["TMPDIR"] + "/x"):
    try:
        open(_path, "w").write("escaped")
        _leaks.append(_path)
    except OSError:
        pass
for _pid in (_os.getppid(), {grader}):
    try:
        _os.kill(_pid, _signal.SIGUSR1)
        _leaks.append(f"signalled {{_pid}}")
    except OSError:
        pass
if _os.getuid() == 0 or _os.geteuid() == 0 or _os.getgroups():
    _leaks.append("root or a group")
raise RuntimeError(("LEAKED " + repr(_leaks)) if _leaks else "PROBED: nothing leaked")
"""


@pytest.mark.slow
def test_the_uid_sandbox_user_reads_no_secret_writes_nowhere_and_signals_nobody(task, tmp_path):
    _uid_or_skip()
    import syncvals_plugin

    cache = cache_root()
    paths = [
        str(task.reference),
        str(task.directory / "task.toml"),
        os.path.join(os.path.dirname(syncvals_plugin.__file__), "__init__.py"),
    ]
    sub = tmp_path / "objectives.py"
    sub.write_text(
        task.stub.read_text() + PROBE.format(paths=paths, cache=str(cache), grader=os.getpid())
    )
    report = verify_submission(task, sub, VerifyOptions(mode="uid", function_timeout_s=10))
    text = report.model_dump_json()
    assert "RuntimeError: PROBED: nothing leaked" in text, text[-3000:]
    assert report.reward == 0 and report.sandbox.mode == "uid"
    # The secrets were there to read: the cache (expected outputs, key, seed) is not empty.
    assert any(p.is_file() for p in cache.rglob("*"))
    assert not os.path.exists("/tmp/uid-probe-escape")
    assert not os.path.exists("/dev/shm/uid-probe-escape")


EXEC_PUBLIC = """
import glob as _glob
_found = {{}}
for _path in {paths!r}:
    for _file in _glob.glob(_path, recursive=True):
        try:
            _found[_file] = open(_file).read()
        except OSError:
            pass
_solution = _found.get({artifact!r})
if _solution:  # the recorded artifact is a full solution: run it as this file's body
    exec(compile(_solution, "solution", "exec"), globals())
    if {fixes!r} in _found:
        exec(compile(_found[{fixes!r}], "fixes", "exec"), globals())
else:
    _seen = sorted(_found)[:5]
    def masked_mean(values, mask, axis=None):
        raise RuntimeError("FOUND " + repr(_seen))
"""


@pytest.mark.slow
def test_a_uid_submission_that_executes_the_checkout_s_public_files_earns_nothing(
    task, tmp_path, refused
):
    """The checkout's recorded artifact and fixes (a full solution together), ``.git``, the
    editable finder: world-readable, and outside the jail.  The submission implements nothing and
    runs whatever it can read of them; grading changes no permission of the host."""
    _uid_or_skip()
    import syncvals_plugin

    root = Path(__file__).resolve().parents[2]
    artifact = next(root.glob("trials/*/artifacts/objectives.py"))
    fixes = root / "tests" / "data" / "hidden_fixes.py"
    paths = [
        str(artifact),
        str(fixes),
        str(root / ".git" / "HEAD"),
        sys.prefix + "/lib/python*/site-packages/__editable__*",
        str(task.reference),
    ]
    package = Path(syncvals_plugin.__file__).parent
    before = {p: os.stat(p).st_mode for p in (package, cache_root(), task.directory)}
    sub = tmp_path / "objectives.py"
    source = EXEC_PUBLIC.format(paths=paths, artifact=str(artifact), fixes=str(fixes))
    sub.write_text(task.stub.read_text() + source)
    report = verify_submission(task, sub, VerifyOptions(mode="uid", function_timeout_s=10))
    assert report.sandbox.mode == "uid"
    assert report.reward == 0 and report.passed == 0, report.passed
    assert "FOUND []" in report.model_dump_json()
    assert {p: os.stat(p).st_mode for p in before} == before, "grading changed a permission"
