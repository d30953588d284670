"""The exported verifier as Harbor's separate verifier container runs it: in a container with its
own ``/proc`` (user namespaces allowed, and refused; Landlock and user namespaces both refused, as
gVisor-based providers run containers as root) it grades the oracle 1 and the stub 0; where no
sandbox can start it writes no reward and exits non-zero (Harbor records
``RewardFileNotFoundError``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.conftest import TASK_NAME, run_cli
from tests.support import container

pytestmark = pytest.mark.skipif(
    container.available() is not None, reason=str(container.available())
)


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export") / "task"
    proc = run_cli("export", "harbor", TASK_NAME, str(out))
    assert proc.returncode == 0, proc.stderr
    return out


def _grade(
    exported: Path, tmp_path: Path, agent: str, **kinds
) -> tuple[subprocess.CompletedProcess, Path]:
    app, logs = tmp_path / f"app-{agent}", tmp_path / f"logs-{agent}"
    shutil.copytree(exported / "environment" / "app", app)
    env = dict(
        os.environ,
        PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"],
        SYNCVALS_APP_DIR=str(app),
        SYNCVALS_LOGS_DIR=str(logs),
    )
    env.pop("SYNCVALS_CACHE_DIR", None)  # the verifier container has none: test.sh makes its own
    if agent == "oracle":
        subprocess.run(["bash", str(exported / "solution" / "solve.sh")], env=env, check=True)
    proc = subprocess.run(
        container.container_argv(["bash", str(exported / "tests" / "test.sh")], **kinds),
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return proc, logs


@pytest.mark.slow
@pytest.mark.parametrize("userns", [True, False], ids=["userns-allowed", "userns-refused"])
def test_the_export_grades_in_a_container_with_its_own_proc(exported, tmp_path, userns):
    for agent, reward in (("oracle", "1"), ("stub", "0")):
        proc, logs = _grade(exported, tmp_path, agent, userns=userns)
        assert (logs / "reward.txt").read_text().strip() == reward, proc.stdout + proc.stderr
        assert proc.returncode == (0 if reward == "1" else 1), proc.stderr
        assert "SANDBOX: landlock" in proc.stdout, "bubblewrap cannot mount /proc here"


LEAK_PROBE = """
import glob as _glob, os as _os, signal as _signal
_leaks = []
for _path in {paths!r} + _glob.glob("/tmp/syncvals-verifier-cache.*/*"):
    try:
        open(_path, "rb").read(1)
        _leaks.append(_path)
    except OSError:
        pass
for _path in ("/tmp/uid-escape", "/dev/shm/uid-escape", {app!r} + "/uid-escape"):
    try:
        open(_path, "w").write("escaped")
        _leaks.append(_path)
    except OSError:
        pass
try:
    _os.kill(_os.getppid(), _signal.SIGUSR1)
    _leaks.append("signalled its parent")
except OSError:
    pass
if _os.getuid() == 0 or _os.getgroups():
    _leaks.append("root or a group")
raise RuntimeError(("LEAKED " + repr(_leaks)) if _leaks else "PROBED: nothing leaked")
"""


@pytest.mark.slow
def test_the_export_grades_as_root_where_neither_landlock_nor_user_namespaces_exist(
    exported, tmp_path
):
    # A gVisor-like container: no Landlock, no user namespaces, root. Before the uid mode every
    # trial there ended without a reward, the oracle's too.
    for agent, reward in (("oracle", "1"), ("stub", "0")):
        proc, logs = _grade(exported, tmp_path, agent, userns=False, landlock=False)
        assert (logs / "reward.txt").read_text().strip() == reward, proc.stdout + proc.stderr
        assert proc.returncode == (0 if reward == "1" else 1), proc.stderr
        assert "SANDBOX: uid" in proc.stdout
    # What its user could reach there: the export's cache (expected outputs, key, seed), its
    # solution and shipped reference (world-readable where Harbor uploads them), the run's own
    # cache copy; writes and signals.  The export sits where anyone may enter, as /tests does.
    base = Path(tempfile.mkdtemp(prefix="syncvals-uid-export-"))
    try:
        base.chmod(0o755)
        task = base / "task"
        shutil.copytree(exported, task)
        task.chmod(0o755)  # the export itself is 0700; a git checkout of it is not
        for path in task.rglob("*"):  # as a git checkout of the export leaves it
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
        secrets = [
            *(p for p in (task / "tests" / "cache").rglob("*") if p.is_file()),
            task / "solution" / "objectives.py",
            *(task / "tests" / "syncvals").rglob("objectives.py"),
        ]
        assert len(secrets) > 3
        # Without the mode's defences, any user could read every one of them.
        assert all(p.stat().st_mode & 0o004 for p in secrets)
        assert all(q.stat().st_mode & 0o001 for p in secrets for q in p.parents)
        app = base / "app"
        shutil.copytree(task / "environment" / "app", app)
        stub = (app / "objectives.py").read_text()
        probe = LEAK_PROBE.format(paths=[str(p) for p in secrets], app=str(app))
        (app / "objectives.py").write_text(stub + probe)
        env = dict(
            os.environ,
            PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"],
            SYNCVALS_APP_DIR=str(app),
            SYNCVALS_LOGS_DIR=str(base / "logs"),
        )
        env.pop("SYNCVALS_CACHE_DIR", None)
        argv = ["bash", str(task / "tests" / "test.sh")]
        proc = subprocess.run(
            container.container_argv(argv, userns=False, landlock=False),
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        out = proc.stdout + proc.stderr
        assert "RuntimeError: PROBED: nothing leaked" in out, out[:3000]
        assert (base / "logs" / "reward.txt").read_text().strip() == "0"
        assert not (app / "uid-escape").exists()
        assert not Path("/tmp/uid-escape").exists() and not Path("/dev/shm/uid-escape").exists()
    finally:
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.slow
def test_no_sandbox_at_all_writes_no_reward(exported, tmp_path):
    proc, logs = _grade(exported, tmp_path, "oracle", userns=False, landlock=False, setuid=False)
    assert not (logs / "reward.txt").exists()
    assert proc.returncode != 0 and "no reward written" in proc.stderr
    assert "grader fault" in proc.stderr


@pytest.mark.slow
def test_verify_in_a_container_falls_back_and_a_forced_bubblewrap_is_a_grader_fault(task, tmp_path):
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    cli = [sys.executable, "-m", "syncvals_plugin.cli", "verify", TASK_NAME]
    auto = subprocess.run(
        container.container_argv([*cli, str(task.reference)]),
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert auto.returncode == 0 and "REWARD = 1" in auto.stdout, auto.stderr
    assert "could not start the sandbox here" in auto.stdout
    out = tmp_path / "out"
    forced = subprocess.run(
        container.container_argv([*cli, str(task.reference), "--mode", "bwrap", "--out", str(out)]),
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert forced.returncode == 3, forced.stdout + forced.stderr
    assert "grader fault" in forced.stderr and not (out / "reward.txt").exists()
