"""Harbor itself runs the export: ``harbor trial start`` with Harbor's own oracle and nop agents
on what ``syncvals export harbor`` writes, through the local environment SyncVals ships for
machines without Docker (``syncvals_plugin/export/harbor_env/syncvals_local_env.py``: the
Dockerfile's steps in a folder, each command under bubblewrap); then ``syncvals import harbor``
and ``syncvals classify`` take Harbor's trials.  Harbor's oracle must score 1 and classify as the
reference solution, its nop 0 and a good failure."""

from __future__ import annotations

import importlib.util
import json
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.records.store import find_trials, read_trial
from tests.conftest import TASK_NAME, run_cli
from tests.support.harbor_tool import harbor_env, harbor_venv
from tests.support.shared import once

pytestmark = pytest.mark.slow  # Harbor's own trials: a minute or two
ENV_DIR = Path(__file__).resolve().parents[2] / "syncvals_plugin" / "export" / "harbor_env"
ENV = "syncvals_local_env:LocalEnvironment"


def _trial_start(export: Path, agent: str, work: Path) -> subprocess.CompletedProcess:
    """``harbor trial start`` on the export with ``agent``, in the local environment; the image's
    packages come from this test's own Python (torch, the verifier's dependencies, Cython)."""
    return subprocess.run(
        [
            str(harbor_venv() / "bin" / "harbor"),
            "trial",
            "start",
            "-p",
            str(export),
            "-a",
            agent,
            "--env",
            ENV,
            "--environment-kwarg",
            f"python={sys.executable}",
            "--environment-kwarg",
            f"cache_dir={work / 'cache'}",
            "--trials-dir",
            str(work / "trials"),
        ],  # fmt: skip
        capture_output=True,
        text=True,
        timeout=900,
        cwd=work,
        env=harbor_env(HOME=str(work), PYTHONPATH=str(ENV_DIR)),
    )


@pytest.fixture(scope="module")
def harbor_trials(tmp_path_factory) -> Path:
    """Harbor's oracle and nop trials of the export, in one trials folder."""
    if shutil.which("bwrap") is None:
        pytest.skip("the local Harbor environment needs bubblewrap (bwrap), not installed here")
    if importlib.util.find_spec("Cython") is None:
        pytest.skip("building the export's sealed module needs Cython in this Python")
    # Made once per test run, whichever worker the tests reading it land on: Harbor's two trials
    # (each a verifier run that loads torch twice) are the module's cost.
    return Path(
        once(tmp_path_factory, "harbor-local-trials", lambda work: str(_harbor_trials(work)))
    )


def _harbor_trials(work: Path) -> Path:
    export = work / "export"
    proc = run_cli("export", "harbor", TASK_NAME, str(export))
    assert proc.returncode == 0, proc.stderr
    for agent in ("oracle", "nop"):
        ran = _trial_start(export, agent, work)
        assert ran.returncode == 0, (ran.stdout + ran.stderr)[-3000:]
    return work / "trials"


def _harbor_result(trials: Path, agent: str) -> dict:
    for result in trials.glob("*/result.json"):
        data = json.loads(result.read_text())
        if data["agent_info"]["name"] == agent:
            return data
    raise AssertionError(f"no {agent} trial in {trials}")


@pytest.mark.parametrize(("agent", "reward"), [("oracle", 1.0), ("nop", 0.0)])
def test_harbor_s_own_agents_score_as_they_must_on_the_export(harbor_trials, agent, reward):
    result = _harbor_result(harbor_trials, agent)
    assert result["exception_info"] is None, result["exception_info"]
    assert result["verifier_result"]["rewards"] == {"reward": reward}


def test_each_harbor_trial_records_the_shipped_mode_and_no_call_log(harbor_trials):
    """The local environment builds ``environment/Dockerfile`` (no compose): the shipped mode,
    written by ``tests/test.sh`` into the trial's verifier folder, with no call log."""
    for agent in ("oracle", "nop"):
        result = _harbor_result(harbor_trials, agent)
        verifier = harbor_trials / result["trial_name"] / "verifier"
        assert (verifier / "oracle-mode.txt").read_text() == "shipped\n"
        assert not (verifier / "oracle-calls.jsonl").exists()


def test_harbor_s_oracle_and_nop_import_and_classify_as_what_they_are(harbor_trials, tmp_path):
    imported = tmp_path / "imported"
    proc = run_cli("import", "harbor", str(harbor_trials), "--trials-dir", str(imported))
    assert proc.returncode == 0, proc.stderr
    proc = run_cli("classify", str(imported))
    assert proc.returncode == 0, proc.stderr
    verdicts = {}
    for path in find_trials(imported):
        trial = read_trial(path)
        c = trial.classification
        verdicts[trial.result.agent_info.name] = (trial.result.reward, c.verdict, c.subtype)
    assert verdicts["oracle"] == (1.0, "GOOD_SUCCESS", "Reference Solution")
    assert verdicts["nop"][:2] == (0.0, "GOOD_FAILURE")


def test_the_local_environment_keeps_its_commands_and_transfers_inside(tmp_path):
    """Symbolic links its commands plant lead no upload or download out of the environment; the
    host's system folders and the interpreter's are not written, by Harbor's calls or by its
    commands; with no network allowed, the host's 127.0.0.1 is out of reach."""
    if shutil.which("bwrap") is None:
        pytest.skip("the local Harbor environment needs bubblewrap (bwrap), not installed here")
    script = Path(__file__).resolve().parents[1] / "support" / "harbor_local_attack.py"
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        proc = subprocess.run(
            [str(harbor_venv() / "bin" / "python"), "-P", str(script)]
            + [str(tmp_path), sys.executable, str(port)],
            capture_output=True,
            text=True,
            timeout=300,
            env=harbor_env(HOME=str(tmp_path), PYTHONPATH=str(ENV_DIR)),
        )
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out.pop("planted") == "hello"  # the image was built and its commands ran
    assert out.pop("escaped") is False
    assert not Path("/usr/syncvals-pwned.txt").exists()
    assert not Path("/etc/syncvals-pwned.txt").exists() and not Path("/etc/syncvals-pwned").exists()
    assert not (Path(sys.executable).parent / "syncvals-pwned").exists()
    assert not (tmp_path / "got.txt").exists() and not (tmp_path / "got-etc").exists()
    assert {k: v.split(":")[0] for k, v in out.items()} == dict.fromkeys(out, "refused"), out
