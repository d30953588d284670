"""The Harbor export's task.toml is a valid Harbor TaskConfig and grades in a clean container."""

from __future__ import annotations

import json
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
