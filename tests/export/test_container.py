"""The exported verifier as Harbor's separate verifier container runs it: in a container with its
own ``/proc`` (user namespaces allowed, and refused) it grades the oracle 1 and the stub 0; where
no sandbox can start it writes no reward and exits non-zero (Harbor records
``RewardFileNotFoundError``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


@pytest.mark.slow
def test_no_sandbox_at_all_writes_no_reward(exported, tmp_path):
    proc, logs = _grade(exported, tmp_path, "oracle", userns=False, landlock=False)
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
