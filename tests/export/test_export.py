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

from syncvals_plugin.export.harbor import ExportError, export_harbor

SCHEMA = json.loads((Path(__file__).parents[1] / "harbor_schemas" / "task_config.json").read_text())


@pytest.mark.parametrize("mode", ["separate", "shared"])
def test_exported_task_toml_is_a_valid_harbor_task_config(task, tmp_path, mode):
    export_harbor(task, tmp_path, verifier_mode=mode)
    config = tomllib.loads((tmp_path / "task.toml").read_text())
    jsonschema.validate(config, SCHEMA)
    if mode == "separate":
        assert config["verifier"]["environment_mode"] == "separate"
        assert config["artifacts"] == [f"/app/{task.submission_name}"]
    else:
        assert "environment_mode" not in config["verifier"] and "artifacts" not in config


def test_unknown_verifier_mode_is_refused(task, tmp_path):
    with pytest.raises(ExportError, match="unknown verifier mode"):
        export_harbor(task, tmp_path, verifier_mode="both")


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
def test_the_exported_verifier_runs_its_own_code_whatever_folder_it_starts_in(task, tmp_path):
    # Harbor runs tests/test.sh from the image's WORKDIR, /app: the agent's workspace when the
    # verifier shares its container. A syncvals_plugin planted there (or on an inherited
    # PYTHONPATH) once graded the stub 1; the shipped copy must be what runs.
    export = tmp_path / "export"
    export_harbor(task, export)
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
