"""The export's images: served with compose (an ``oracle`` service with the compiled module, a
client-only ``main``), shipped without (the module stripped); no image and no file of
``environment/`` holds the reference source; the timer never claims a budget it cannot know; the
verifier folder records the mode and the served oracle's call log."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from syncvals_plugin.export import images
from tests.conftest import TASK_NAME, run_cli
from tests.support.harbor_tool import harbor_env, harbor_venv


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export") / "task"
    proc = run_cli("export", "harbor", TASK_NAME, str(out))
    assert proc.returncode == 0, proc.stderr
    return out


def _steps(dockerfile: Path) -> list[list[str]]:
    lines = dockerfile.read_text().replace("\\\n", " ").splitlines()
    return [line.split(None, 1) for line in lines if line.strip() and not line.startswith("#")]


HARBOR_CHECK = """
import json, sys
import yaml
from harbor.models.task.task import Task
from harbor.models.task.verifier_mode import resolve_verifier_environment_definition

task = Task(sys.argv[1])
compose = yaml.safe_load(open(task.paths.environment_dir / "docker-compose.yaml"))
definition = resolve_verifier_environment_definition(task.config, task.paths)
print(json.dumps({
    "agent_timeout": task.config.agent.timeout_sec,
    "compose": compose,
    "verifier_env": str(definition.directory) if definition else None,
}))
"""


def test_harbor_loads_the_task_and_its_compose_names_the_oracle_with_its_own_build(exported):
    proc = subprocess.run(
        [str(harbor_venv() / "bin" / "python"), "-P", "-c", HARBOR_CHECK, str(exported)],
        capture_output=True,
        text=True,
        timeout=300,
        env=harbor_env(),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["agent_timeout"] == 7200
    services = out["compose"]["services"]
    assert set(services) == {"main", "oracle"}
    main, oracle = services["main"], services["oracle"]
    assert main["build"] == {"context": "${CONTEXT_DIR}", "dockerfile": "client.Dockerfile"}
    assert main["depends_on"] == {"oracle": {"condition": "service_started"}}
    assert sorted(main["volumes"]) == sorted(
        [f"oracle-socket:{images.SOCKET_DIR}:ro", f"oracle-log:{images.LOG_DIR}:ro"]
    )
    assert oracle["build"] == {"context": "${CONTEXT_DIR}/oracle"}
    assert oracle["network_mode"] == "none"
    assert sorted(oracle["volumes"]) == sorted(
        [f"oracle-socket:{images.SOCKET_DIR}", f"oracle-log:{images.LOG_DIR}"]
    )
    assert (exported / "environment" / "oracle" / "Dockerfile").is_file()


def test_no_image_and_no_file_of_the_environment_holds_the_reference_source(exported, task):
    env = exported / "environment"
    reference = task.reference.read_bytes()
    for path in env.rglob("*"):
        if path.is_file():
            assert path.read_bytes() != reference, path
            assert b"def _mask_like" not in path.read_bytes(), path  # a private helper's name
    assert not (env / "seal").exists()
    (so,) = [p.name for p in (env / "oracle").glob(f"{task.sealed_module}*.so")]
    # main (served): the client package, no compiled module, nothing of seal/.
    client = _steps(env / "client.Dockerfile")
    assert [s for s in client if s[0] == "COPY"] == [
        ["COPY", "app/ /app/"],
        ["COPY", "client/ /app/"],
    ]
    assert not list((env / "app").glob("*.so")) and not list((env / "client").rglob("*.so"))
    assert "SYNCVALS_ORACLE_MODE=served" in (env / "client.Dockerfile").read_text()
    # shipped: one stage (E2B builds no other), the stripped module and the workspace.
    shipped = _steps(env / "Dockerfile")
    assert [s[0] for s in shipped].count("FROM") == 1
    assert not any("--from" in s[1] for s in shipped)
    assert [s for s in shipped if s[0] == "COPY"] == [
        ["COPY", "app/ /app/"],
        ["COPY", f"oracle/{so} /app/"],
    ]
    assert "SYNCVALS_ORACLE_MODE=shipped" in (env / "Dockerfile").read_text()
    # oracle: the module, the oracle's own files of SyncVals, no network of its own to need.
    oracle = _steps(env / "oracle" / "Dockerfile")
    assert [s for s in oracle if s[0] == "COPY"] == [
        ["COPY", "syncvals_plugin/ /oracle/syncvals_plugin/"],
        ["COPY", f"{so} /oracle/sealed/"],
    ]
    shipped_files = sorted(
        p.relative_to(env / "oracle" / "syncvals_plugin").as_posix()
        for p in (env / "oracle" / "syncvals_plugin").rglob("*.py")
    )
    # ...and the task's families module, so the image's log names each call's families.
    families = ("objectives/__init__.py", "objectives/families.py")
    assert shipped_files == sorted(images.ORACLE_FILES + families)


def test_the_shipped_module_is_stripped(exported, task):
    (module,) = (exported / "environment" / "oracle").glob(f"{task.sealed_module}*.so")
    data = module.read_bytes()
    printable = re.findall(rb"[\x20-\x7e]{4,}", data)
    assert not [s for s in printable if b"__pyx_v_" in s]
    if shutil.which("strings"):
        out = subprocess.run(["strings", str(module)], capture_output=True, check=True).stdout
        assert b"__pyx_v_" not in out
    if shutil.which("file"):
        described = subprocess.run(["file", str(module)], capture_output=True, text=True).stdout
        assert "not stripped" not in described and "with debug_info" not in described
    # No docstring: the reference's own words about each function stay with it.
    doc = subprocess.run(
        [sys.executable, "-c", f"import {task.sealed_module} as m; print(m.entropy.__doc__)"],
        cwd=module.parent,
        capture_output=True,
        text=True,
    )
    assert doc.stdout.strip() == "None", doc.stderr


def _serve(exported: Path, task, folder: Path) -> subprocess.Popen:
    """The oracle image's command, run here from the export's own files."""
    env = exported / "environment" / "oracle"
    (module,) = env.glob(f"{task.sealed_module}*.so")
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "syncvals_plugin.oracle",
            str(module),
            task.sealed_module,
            ",".join(task.functions),
            str(folder / "oracle.sock"),
            str(folder / "calls.jsonl"),
            str(folder / "client"),
            *_families_argument(env / "Dockerfile"),
        ],
        cwd=folder,
        env={"PATH": os.environ["PATH"], "PYTHONPATH": str(env)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _families_argument(dockerfile: Path) -> list[str]:
    """What the oracle image's command passes after the client folder (the families module)."""
    command = dockerfile.read_text().rsplit("/tmp/client", 1)[1].split('"', 1)[0]
    return command.split()


def test_the_client_image_s_package_calls_the_oracle_image_s_server(exported, task, tmp_path):
    """The client is started before the server listens: it waits for it (Harbor starts ``main``
    once the oracle has started, not once it listens)."""
    client = exported / "environment" / "client"
    call = (
        f"import {task.sealed_module} as m, torch\n"
        "assert m.__file__.startswith(__import__('sys').argv[1]), m.__file__\n"
        "print(float(m.masked_mean(torch.tensor([1., 2., 4.]), torch.tensor([True, True, False]))))\n"
    )
    caller = subprocess.Popen(
        [sys.executable, "-c", call, str(client)],
        env=dict(
            os.environ,
            PYTHONPATH=str(client),
            SYNCVALS_ORACLE_SOCKET=str(tmp_path / "oracle.sock"),
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(0.5)
    server = _serve(exported, task, tmp_path)
    try:
        out, err = caller.communicate(timeout=120)
        assert caller.returncode == 0, err
        assert out.strip() == "1.5"
        (line,) = (tmp_path / "calls.jsonl").read_text().splitlines()
        logged = json.loads(line)
        assert logged["function"] == "masked_mean"
        assert logged["families"] == ["bool-mask"]  # the task's families, in the image too
    finally:
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
    path = (client / task.sealed_module / "socket.path").read_text().strip()
    assert path == images.SOCKET


def _timer(exported: Path, tmp_path: Path, *, own_pid1: bool = False, **env: str) -> str:
    """The export's timer's output; with ``own_pid1``, in a PID namespace of its own (as in a
    fresh container, whose first process starts with it)."""
    app = tmp_path / "app"
    shutil.copytree(exported / "environment" / "app", app, dirs_exist_ok=True)
    clean = {k: v for k, v in os.environ.items() if k != "SYNCVALS_AGENT_BUDGET_SEC"}
    prefix = ["unshare", "--pid", "--fork", "--mount-proc"] if own_pid1 else []
    proc = subprocess.run(
        [*prefix, "bash", str(app / "timer.sh")],
        capture_output=True,
        text=True,
        env=clean | env,
        check=True,
    )
    return proc.stdout


def test_the_timer_under_a_60_s_budget_never_says_2_00(exported, tmp_path):
    told = _timer(exported, tmp_path, SYNCVALS_AGENT_BUDGET_SEC="60")
    left = told.splitlines()[-1]
    assert re.fullmatch(r"0:0[01]", left), told
    untold = _timer(exported, tmp_path / "untold")
    assert "2:00" not in untold and "unknown" in untold.splitlines()[-1], untold
    garbled = _timer(exported, tmp_path / "garbled", SYNCVALS_AGENT_BUDGET_SEC="1h")
    assert "unknown" in garbled


def test_the_timer_counts_from_its_first_run_at_the_latest(exported, tmp_path):
    app = tmp_path / "app"
    shutil.copytree(exported / "environment" / "app", app)
    (app / ".timer_start").write_text(f"{int(time.time()) - 3630}\n")
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("a PID namespace of the timer's own needs root and unshare")
    out = _timer(exported, tmp_path, own_pid1=True, SYNCVALS_AGENT_BUDGET_SEC="7200")
    assert out.splitlines()[-1] in ("0:59", "0:58"), out
    # A first process that started before the stamp, within the budget, is the run's start.
    fresh = tmp_path / "fresh"
    shutil.copytree(exported / "environment" / "app", fresh / "app")
    (fresh / "app" / ".timer_start").write_text(f"{int(time.time()) + 120}\n")
    out = _timer(exported, fresh, own_pid1=True, SYNCVALS_AGENT_BUDGET_SEC="7200")
    assert out.splitlines()[-1] in ("2:00", "1:59"), out


@pytest.mark.slow  # one graded submission
def test_test_sh_records_the_mode_and_copies_the_call_log(exported, tmp_path):
    app, logs = tmp_path / "app", tmp_path / "logs"
    shutil.copytree(exported / "environment" / "app", app)
    logs.mkdir()
    (logs / "oracle-calls.jsonl").write_text('{"planted": true}\n')  # never kept
    calls = tmp_path / "calls.jsonl"
    calls.write_text('{"seq": 1, "function": "entropy"}\n')
    env = dict(
        os.environ,
        PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"],
        SYNCVALS_APP_DIR=str(app),
        SYNCVALS_LOGS_DIR=str(logs),
        SYNCVALS_ORACLE_MODE="served",
        SYNCVALS_ORACLE_LOG=str(calls),
    )
    env.pop("SYNCVALS_CACHE_DIR", None)
    proc = subprocess.run(
        ["bash", str(exported / "tests" / "test.sh")],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert (logs / "reward.txt").read_text() == "0\n", proc.stdout + proc.stderr
    assert (logs / "oracle-mode.txt").read_text() == "served\n"
    assert (logs / "oracle-calls.jsonl").read_bytes() == calls.read_bytes()
    # Shipped: the mode, and no log (none is kept from before).
    env |= {"SYNCVALS_ORACLE_MODE": "shipped", "SYNCVALS_ORACLE_LOG": str(tmp_path / "none")}
    subprocess.run(
        ["bash", str(exported / "tests" / "test.sh")],
        cwd=app,
        env=env,
        capture_output=True,
        timeout=300,
    )
    assert (logs / "oracle-mode.txt").read_text() == "shipped\n"
    assert not (logs / "oracle-calls.jsonl").exists()


@pytest.mark.parametrize("name", ["client.Dockerfile", "oracle/Dockerfile"])
def test_the_served_mode_dockerfiles_pass_hadolint(exported, name):
    hadolint = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    if not Path(hadolint).exists():
        pytest.skip("hadolint is not installed")
    lint = subprocess.run(
        [hadolint, str(exported / "environment" / name)], capture_output=True, text=True
    )
    assert lint.returncode == 0, lint.stdout


def test_an_imported_harbor_trial_s_call_log_is_read_from_its_verifier_folder(tmp_path):
    """Harbor's trial keeps what test.sh wrote (``verifier/oracle-calls.jsonl``); the records read
    it as the trial's call log when it has no ``agent/oracle-calls.jsonl`` of its own."""
    from syncvals_plugin.records.oracle_calls import read_oracle_calls

    trial = tmp_path / "trial"
    (trial / "verifier").mkdir(parents=True)
    assert read_oracle_calls(trial) is None
    line = {
        "seq": 1,
        "t": 0.5,
        "function": "masked_mean",
        "args": [{"kind": "tensor", "dtype": "float32", "shape": [3]}],
        "outcome": "ok",
        "result": {"kind": "tensor", "dtype": "float32", "shape": []},
        "ms": 1.0,
    }
    (trial / "verifier" / "oracle-calls.jsonl").write_text(json.dumps(line) + "\n")
    (call,) = read_oracle_calls(trial)
    assert call.function == "masked_mean"
