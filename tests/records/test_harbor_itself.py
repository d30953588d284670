"""Harbor itself judges what SyncVals writes: its own models, its viewer and its CLI, installed
from PyPI in a Python 3.12 environment of its own (``tests/support/harbor.py``).  The JSON Schemas
of ``test_harbor_records.py`` are the fast check; these are the real one."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.agent import AgentSpec
from tests.conftest import TASK_NAME, run_cli
from tests.importers.test_claude_code import LINES
from tests.support.harbor_tool import harbor, harbor_check, harbor_env, harbor_venv
from tests.support.shared import once

pytestmark = pytest.mark.slow  # the first use installs Harbor (about two minutes)
SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"


@pytest.fixture(scope="module")
def every_kind(tmp_path_factory, task) -> Path:
    """One folder with every kind of record SyncVals writes: a job of normal trials, a timed-out
    trial, an errored one, a fault-injected one, and each importer's output.  Made once per test
    run (six trials), whichever worker the module's tests land on; the tests only read it."""
    return Path(
        once(tmp_path_factory, "harbor-every-kind", lambda root: str(_every_kind(root, task)))
    )


def _every_kind(root: Path, task) -> Path:
    runs = root / "runs"
    for args in (
        ["-n", "2", "--agent", "nop"],
        ["--agent", "nop", "--inject-fault", "missing-oracle"],
    ):
        proc = run_cli("run", TASK_NAME, *args, "--trials-dir", str(runs))
        assert proc.returncode in (0, 1), proc.stderr
    pm = make_plugin_manager()

    def busy(session, ctx):
        while True:  # stopped by its budget: a timed-out trial
            session.shell("sleep 0.2", "Wait")

    def crash(session, ctx):
        raise RuntimeError("the agent fell over")

    single = runs / "single"
    busy_config = TrialConfig(task=task, agent="busy", trials_dir=single, agent_timeout_sec=1.0)
    run_trial(busy_config, pm, agent=AgentSpec("busy", "works until stopped", busy))
    crash_config = TrialConfig(task=task, agent="crash", trials_dir=single)
    run_trial(crash_config, pm, agent=AgentSpec("crash", "crashes", crash))
    run_trial(TrialConfig(task=task, agent="oracle", trials_dir=single), pm)

    from syncvals_plugin.importers.convert import import_claude_code

    session = root / "session.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in LINES) + "\n")
    imports = root / "imports"
    import_claude_code(session, task, imports / "claude", pm)
    proc = run_cli("import", "harbor", str(SEED), "--trials-dir", str(imports / "harbor"))
    assert proc.returncode == 0, proc.stderr
    return root


def test_every_record_kind_loads_in_harbors_own_models(every_kind):
    out = harbor_check(every_kind)
    assert out["errors"] == []
    assert out["trials"] == 8  # 2 normal, 1 fault-injected, timed out, errored, oracle, 2 imports
    assert out["jobs"] == 2


def test_a_run_folder_is_a_harbor_job_with_its_counts_and_mean(every_kind):
    runs = every_kind / "runs"
    out = harbor_check(runs)
    assert out["folder_type"][str(runs)] == "jobs"  # what `harbor view` detects by itself
    assert sorted(out["counts"].values()) == [[1, 1], [2, 2]]
    means = [m for job in out["means"].values() for evals in job.values() for m in evals]
    assert {"mean": 0.0} in means


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_an_imported_folder_of_jobs_is_the_same_jobs_in_harbors_own_models(every_kind, tmp_path):
    # Import, then Harbor: each job arrives as a job (not flattened into trials), every file as
    # it was, and Harbor's JobResult/TrialResult models load it with the same totals and means.
    runs = every_kind / "runs"
    out = tmp_path / "imported"
    proc = run_cli("import", "harbor", str(runs), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    jobs = sorted(p.name for p in runs.iterdir() if p.is_dir())
    # Two jobs of `syncvals run`, and `single`, trials run outside a job: one folder each.
    assert sorted(p.name for p in out.iterdir()) == jobs
    for name in jobs:
        before, after = _files(runs / name), _files(out / name)
        added = set(after) - set(before)
        assert all(rel.endswith("/classification.json") for rel in added)
        assert all(
            after[rel] == data for rel, data in before.items() if "classification" not in rel
        )
    got, want = harbor_check(out), harbor_check(runs)
    assert got["errors"] == []
    assert got["folder_type"][str(out)] == "jobs"  # what `harbor view` detects by itself
    assert (got["trials"], got["jobs"], got["counts"], got["means"]) == (
        want["trials"],
        want["jobs"],
        want["counts"],
        want["means"],
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_harbor_view_finds_a_run_folder_and_shows_its_mean_reward(every_kind, tmp_path):
    runs = tmp_path / "runs"
    shutil.copytree(every_kind / "runs", runs)
    shutil.rmtree(runs / "single")  # trials outside a job: not what `syncvals run` writes
    port = _free_port()
    venv = harbor_venv()
    proc = subprocess.Popen(
        [str(venv / "bin" / "harbor"), "view", str(runs), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=harbor_env(),
    )
    try:
        deadline = time.monotonic() + 90
        body = None
        while time.monotonic() < deadline and body is None:
            assert proc.poll() is None, proc.communicate()[0][-2000:]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/jobs", timeout=5) as r:
                    body = json.loads(r.read())
            except OSError:
                time.sleep(0.5)
        assert body is not None, "harbor view never answered"
        jobs = {job["name"]: job for job in body["items"]}
        assert len(jobs) == 2
        counts = sorted(job["n_completed_trials"] for job in jobs.values())
        assert counts == [1, 2]
        assert all(job["evals"] for job in jobs.values())  # the mean reward per agent
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_harbor_s_cli_runs_here():
    proc = harbor("--version")
    assert proc.returncode == 0 and proc.stdout.strip()


def test_harbor_lint_passes_on_the_export(tmp_path):
    out = tmp_path / "export"
    proc = run_cli("export", "harbor", TASK_NAME, str(out))
    assert proc.returncode == 0, proc.stderr
    docker = shutil.which("docker")
    if (
        docker is None
        or subprocess.run([docker, "compose", "version"], capture_output=True).returncode
    ):
        # Harbor lints a compose file through `docker compose config` and refuses to lint a task
        # with one where the plugin is missing: the served mode's file is checked by Harbor's
        # own loader in tests/export/test_images.py; the rest of the task is linted here.
        (out / "environment" / "docker-compose.yaml").unlink()
    lint = harbor("lint", str(out))
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_harbor_analyze_takes_a_syncvals_trial_and_job(every_kind):
    """Harbor's own resolution of what ``harbor analyze`` is given (the analysis itself needs a
    model and a container, so it is not started here)."""
    job = next(p for p in (every_kind / "runs").iterdir() if (p / "job.log").is_file())
    trial = next(p for p in job.iterdir() if (p / "trial.log").is_file())
    code = (
        "import sys; from pathlib import Path; "
        "from harbor.analyze.analyzer import _resolve_trial_dirs as r; "
        "print(len(r(Path(sys.argv[1]), None, None)), len(r(Path(sys.argv[2]), None, None)))"
    )
    python = harbor_venv() / "bin" / "python"
    proc = subprocess.run(
        [str(python), "-P", "-c", code, str(trial), str(job)],
        capture_output=True,
        text=True,
        env=harbor_env(),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["1", str(len([p for p in job.iterdir() if p.is_dir()]))]


def test_harbor_trial_regrade_accepts_a_syncvals_trial(every_kind, tmp_path):
    """``harbor trial regrade TRIAL -p EXPORT`` reads the trial's artifact manifest and submission
    and goes on to start the verifier's environment (no container engine is reachable here: a
    docker socket that does not exist makes sure nothing starts)."""
    export = tmp_path / "export"
    assert run_cli("export", "harbor", TASK_NAME, str(export)).returncode == 0
    job = next(p for p in (every_kind / "runs").iterdir() if (p / "job.log").is_file())
    trial = next(p for p in job.iterdir() if (p / "trial.log").is_file())
    proc = subprocess.run(
        [str(harbor_venv() / "bin" / "harbor"), "trial", "regrade", str(trial), "-p", str(export)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env=harbor_env(HOME=str(tmp_path), DOCKER_HOST=f"unix://{tmp_path}/no-docker.sock"),
    )
    out = proc.stdout + proc.stderr
    assert "manifest" not in out and "never collected" not in out, out[-2000:]
    assert "Regrading trial" in out and "New trial directory" in out, out[-2000:]


def test_the_export_s_job_config_loads_in_harbor_s_job_config(tmp_path):
    out, job = tmp_path / "export", tmp_path / "job.json"
    proc = run_cli(
        "export", "harbor", TASK_NAME, str(out), "--job-config", str(job),
        "--attempts", "20", "--concurrency", "8", "--environment", "daytona",
        "--agent", "claude-code", "--model", "anthropic/claude-sonnet-4-5",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert f"harbor run -c {job}" in proc.stdout.replace("\n", "")
    code = (
        "import sys; from harbor.models.job.config import JobConfig; "
        "c = JobConfig.model_validate_json(open(sys.argv[1]).read()); "
        "print(c.n_attempts, c.n_concurrent_trials, c.environment.type.value, "
        "c.agents[0].name, c.agents[0].model_name, c.tasks[0].path)"
    )
    python = harbor_venv() / "bin" / "python"
    got = subprocess.run(
        [str(python), "-P", "-c", code, str(job)], capture_output=True, text=True, env=harbor_env()
    )
    assert got.returncode == 0, got.stderr[-2000:]
    assert got.stdout.split() == [
        "20", "8", "daytona", "claude-code", "anthropic/claude-sonnet-4-5", str(out.resolve())
    ]  # fmt: skip


def test_our_list_of_environment_types_is_harbor_s_enum():
    """``--environment`` is checked against a copy of Harbor 0.26's ``EnvironmentType``: the same
    values, in the same order."""
    from syncvals_plugin.export.harbor import HARBOR_ENVIRONMENT_TYPES

    code = (
        "import json; from harbor.models.environment_type import EnvironmentType; "
        "print(json.dumps([e.value for e in EnvironmentType]))"
    )
    python = harbor_venv() / "bin" / "python"
    got = subprocess.run(
        [str(python), "-P", "-c", code], capture_output=True, text=True, env=harbor_env()
    )
    assert got.returncode == 0, got.stderr[-2000:]
    assert list(HARBOR_ENVIRONMENT_TYPES) == json.loads(got.stdout)


def test_an_import_path_environment_is_written_as_harbor_s_job_config_takes_it(tmp_path):
    """The local environment (any custom provider) by import path, with its options: Harbor's
    ``JobConfig`` loads the file (it refused ``{"type": "module:Class"}``)."""
    out, job = tmp_path / "export", tmp_path / "job.json"
    proc = run_cli(
        "export", "harbor", TASK_NAME, str(out), "--job-config", str(job),
        "--environment", "syncvals_local_env:LocalEnvironment",
        "--environment-kwarg", "python=/usr/bin/python3", "--environment-kwarg", "cache_dir=/c",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    code = (
        "import sys; from harbor.models.job.config import JobConfig; "
        "c = JobConfig.model_validate_json(open(sys.argv[1]).read()); "
        "print(c.environment.type, c.environment.import_path, sorted(c.environment.kwargs.items()))"
    )
    python = harbor_venv() / "bin" / "python"
    got = subprocess.run(
        [str(python), "-P", "-c", code, str(job)], capture_output=True, text=True, env=harbor_env()
    )
    assert got.returncode == 0, got.stderr[-2000:]
    assert got.stdout.strip() == (
        "None syncvals_local_env:LocalEnvironment "
        "[('cache_dir', '/c'), ('python', '/usr/bin/python3')]"
    )
