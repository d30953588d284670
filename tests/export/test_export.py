"""The Harbor export's task.toml is a valid Harbor TaskConfig and grades in a clean container."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import tomllib

from syncvals_plugin.export import images
from syncvals_plugin.export.harbor import ExportError, export_harbor

SCHEMA = json.loads((Path(__file__).parents[1] / "harbor_schemas" / "task_config.json").read_text())


@pytest.mark.parametrize("mode", ["separate", "shared"])
def test_exported_task_toml_is_a_valid_harbor_task_config(task, tmp_path, mode, pm):
    export_harbor(task, tmp_path, verifier_mode=mode, pm=pm)
    config = tomllib.loads((tmp_path / "task.toml").read_text())
    jsonschema.validate(config, SCHEMA)
    if mode == "separate":
        assert config["verifier"]["environment_mode"] == "separate"
        assert config["artifacts"] == [f"/app/{task.submission_name}"]
    else:
        assert "environment_mode" not in config["verifier"] and "artifacts" not in config


def test_unknown_verifier_mode_is_refused(task, tmp_path, pm):
    with pytest.raises(ExportError, match="unknown verifier mode"):
        export_harbor(task, tmp_path, verifier_mode="both", pm=pm)


def test_the_schema_would_catch_a_wrong_mode():
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"verifier": {"environment_mode": "elsewhere"}}, SCHEMA)


PLANTED_CLI = """\
import os, pathlib
logs = pathlib.Path(os.environ["SYNCVALS_LOGS_DIR"])
logs.mkdir(parents=True, exist_ok=True)
(logs / "reward.txt").write_text("1\\n")
print("REWARD = 1 (planted)")
"""


@pytest.mark.slow  # one graded submission
def test_the_exported_verifier_runs_its_own_code_whatever_folder_it_starts_in(task, tmp_path, pm):
    # Harbor runs tests/test.sh from the image's WORKDIR, /app: the agent's workspace when the
    # verifier shares its container. A syncvals_plugin planted there (or on an inherited
    # PYTHONPATH) once graded the stub 1; the shipped copy must be what runs.
    export = tmp_path / "export"
    export_harbor(task, export, pm=pm)
    ran = tmp_path / "shipped-code-ran"
    shipped = export / "tests" / "syncvals" / "syncvals_plugin" / "__init__.py"
    shipped.write_text(
        shipped.read_text() + f"\n__import__('pathlib').Path({str(ran)!r}).touch()\n"
    )
    app, logs = tmp_path / "app", tmp_path / "logs"
    shutil.copytree(export / "environment" / "app", app)  # the stub as the submission
    (app / "syncvals_plugin").mkdir()
    (app / "syncvals_plugin" / "__init__.py").write_text("")
    (app / "syncvals_plugin" / "cli.py").write_text(PLANTED_CLI)
    env = dict(
        os.environ,
        PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"],
        PYTHONPATH=str(app),
        SYNCVALS_APP_DIR=str(app),
        SYNCVALS_LOGS_DIR=str(logs),
    )
    env.pop("SYNCVALS_CACHE_DIR", None)  # a fresh verifier container has none
    proc = subprocess.run(
        ["bash", str(export / "tests" / "test.sh")],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "planted" not in proc.stdout, proc.stdout
    assert (logs / "reward.txt").read_text().strip() == "0", proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert ran.exists(), "the verifier did not run the SyncVals shipped in tests/"


DATA = Path(__file__).parents[1] / "data"


def _interpreter_of_our_own(tmp_path: Path) -> Path:
    """A virtual environment in ``tmp_path`` whose site-packages hold what this one's do (each
    entry linked, no ``.pth`` file of ours): an interpreter whose site-packages the test may
    plant files in, as a root agent may in the shared verifier container."""
    venv = tmp_path / "venv"
    base = os.path.realpath(getattr(sys, "_base_executable", sys.executable))
    subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], check=True)
    ours = Path(next(p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir()))
    theirs = venv / ours.relative_to(Path(sys.prefix))
    for entry in ours.iterdir():
        if not entry.name.endswith(".pth") and not entry.name.startswith("__editable__"):
            (theirs / entry.name).symlink_to(entry)
    return venv / "bin"


def _run_test_sh(export: Path, app: Path, logs: Path, bindir: Path | None = None):
    env = dict(
        os.environ,
        PATH=str(bindir or os.path.dirname(sys.executable)) + os.pathsep + os.environ["PATH"],
        SYNCVALS_APP_DIR=str(app),
        SYNCVALS_LOGS_DIR=str(logs),
    )
    env.pop("SYNCVALS_CACHE_DIR", None)  # a fresh verifier container has none
    return subprocess.run(
        ["bash", str(export / "tests" / "test.sh")],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow  # one graded submission
def test_a_pth_file_planted_in_the_graders_site_packages_never_runs(task, tmp_path, pm):
    # Shared verifier mode: a root agent plants a .pth in the interpreter's own site-packages.
    # `python -I` still ran it (its exit hook wrote reward 1 over the stub's 0/49 and exited 0);
    # the grader's Python now starts without its site module, its path built by hand.
    export = tmp_path / "export"
    export_harbor(task, export, verifier_mode="shared", pm=pm)
    bindir = _interpreter_of_our_own(tmp_path)
    site_packages = next((bindir.parent / "lib").glob("python3*/site-packages"))
    shutil.copy(DATA / "planted_reward.pth", site_packages / "planted_reward.pth")
    app, logs = tmp_path / "app", tmp_path / "logs"
    shutil.copytree(export / "environment" / "app", app)  # the stub as the submission
    proc = _run_test_sh(export, app, logs, bindir)
    assert not (tmp_path / "pth-ran").exists(), "the planted .pth ran before the grader"
    report = json.loads((logs / "report.json").read_text())
    assert report["passed"] == 0, proc.stdout + proc.stderr  # graded for real, by this interpreter
    assert (logs / "reward.txt").read_text() == "0\n", proc.stdout + proc.stderr
    assert proc.returncode == 1
    # The same interpreter without -S runs it: the attack is live where the fix is absent.
    ran = subprocess.run(
        [str(bindir / "python3"), "-I", "-c", "pass"],
        env=dict(os.environ, SYNCVALS_LOGS_DIR=str(logs)),
        capture_output=True,
    )
    assert ran.returncode == 0 and (tmp_path / "pth-ran").exists()


@pytest.mark.parametrize("planted", ["reward.txt", "reward.json", "both"])
def test_a_stale_reward_file_is_removed_before_grading(task, tmp_path, planted, pm):
    # A reward planted before grading (or left by an earlier run) stood when `verify` wrote none:
    # Harbor read 1 from it.  Here the submission is missing, so `verify` writes no reward.
    export = tmp_path / "export"
    export_harbor(task, export, verifier_mode="shared", pm=pm)
    app, logs = tmp_path / "app", tmp_path / "logs"
    app.mkdir()
    logs.mkdir()
    names = ["reward.txt", "reward.json"] if planted == "both" else [planted]
    for name in names:
        (logs / name).write_text("1\n" if name.endswith(".txt") else '{"reward": 1}\n')
    proc = _run_test_sh(export, app, logs)
    assert proc.returncode != 0 and "no reward written" in proc.stderr, proc.stderr
    assert not (logs / "reward.txt").exists() and not (logs / "reward.json").exists()


def test_the_dockerfile_is_one_stage_and_no_file_of_it_keeps_the_source(task, tmp_path, pm):
    # E2B builds single-stage Dockerfiles only; the export's was two-stage.  The module is
    # compiled (stripped) at export: no layer copies or compiles the reference's source.
    export_harbor(task, tmp_path / "t", pm=pm)
    dockerfile = tmp_path / "t" / "environment" / "Dockerfile"
    lines = dockerfile.read_text().replace("\\\n", " ").splitlines()
    steps = [line.split(None, 1) for line in lines if line.strip() and not line.startswith("#")]
    assert [s for s in steps if s[0] == "FROM"] == [["FROM", images.base_image()]]
    assert not any("--from" in s[1] for s in steps)
    assert not any("seal" in s[1] or "build.py" in s[1] for s in steps)
    copies = [s[1] for s in steps if s[0] == "COPY"]
    assert copies[0] == "app/ /app/" and copies[1].startswith(f"oracle/{task.sealed_module}.")
    hadolint = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    if not Path(hadolint).exists():
        pytest.skip("hadolint is not installed")
    lint = subprocess.run([hadolint, str(dockerfile)], capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout


def test_an_export_is_a_secret_of_its_owner(task, tmp_path, pm):
    """Seed, signing key, expected outputs, grader and solution: 0600 (0700 when run) in 0700
    folders, the export's own folder 0700; another user of the machine opens none of them."""
    from syncvals_plugin.export.harbor import is_secret

    out = tmp_path / "export"
    written = export_harbor(task, out, pm=pm)
    assert os.stat(out).st_mode & 0o777 == 0o700
    secrets = [p for p in written if is_secret(p.relative_to(out).as_posix())]
    assert any("cache" in p.parts for p in secrets) and any("solution" in p.parts for p in secrets)
    for path in secrets:
        assert os.stat(path).st_mode & 0o077 == 0, path
        for folder in path.relative_to(out).parents[:-1]:
            assert os.stat(out / folder).st_mode & 0o077 == 0, folder
    if os.geteuid() != 0:
        return
    os.chmod(tmp_path, 0o755)  # only the export itself stands in the way
    probe = (
        "import os, sys\n"
        "os.setgroups([]); os.setgid(65534); os.setuid(65534)\n"
        "opened = []\n"
        "for p in sys.argv[1:]:\n"
        "    try:\n"
        "        open(p, 'rb').read(1); opened.append(p)\n"
        "    except OSError:\n"
        "        pass\n"
        "print(len(opened))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-S", "-c", probe, *map(str, secrets)],
        capture_output=True,
        text=True,
        cwd="/",
    )
    assert proc.stdout.strip() == "0", proc.stdout + proc.stderr


def test_an_unknown_environment_is_refused_in_one_line_before_anything_is_written(tmp_path):
    """``--environment dokcer``: exit 2 and one line (Harbor would refuse the job config later)."""
    from tests.conftest import TASK_NAME, run_cli

    out, job = tmp_path / "export", tmp_path / "job.json"
    proc = run_cli(
        "export", "harbor", TASK_NAME, str(out), "--job-config", str(job), "--environment", "dokcer"
    )  # fmt: skip
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.strip().count("\n") == 0 and "'dokcer'" in proc.stderr, proc.stderr
    assert not job.exists() and not (out.exists() and any(out.iterdir()))


def test_the_job_config_s_environment_is_a_type_or_an_import_path(task, tmp_path):
    from syncvals_plugin.export.harbor import harbor_job_config

    def env(name, **kwargs):
        return harbor_job_config(task, tmp_path, environment=name, environment_kwargs=kwargs)

    assert env("daytona").environment == {"type": "daytona"}
    assert env("my.pkg:Sandbox", region="eu").environment == {
        "import_path": "my.pkg:Sandbox",
        "kwargs": {"region": "eu"},
    }
    for wrong in ("dokcer", "my.pkg", ":Sandbox", "my pkg:Sandbox"):
        with pytest.raises(ExportError, match="unknown environment"):
            env(wrong)


def test_the_module_says_each_export_draws_its_own_secrets():
    """Not "deterministic": each export has a secret seed of its own (tests/cache/ differs)."""
    import syncvals_plugin.export.harbor as module

    doc = " ".join(module.__doc__.split())
    assert "not deterministic" in doc and "its own secret held-out seed" in doc
