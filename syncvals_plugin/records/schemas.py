"""JSON Schemas of SyncVals' records, and validation of files against them with every error listed."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ValidationError

from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.records.store import (
    LEGACY_CONFIG,
    find_trials,
    is_trial_dir,
    json_path,
    read_json,
)
from syncvals_plugin.records.trial import (
    Classification,
    HarborTrialConfig,
    RunConfig,
    TrialFormatError,
    TrialResult,
)

SCHEMAS: dict[str, type[BaseModel]] = {
    "atif-trajectory": Trajectory,
    "trial-result": TrialResult,
    "trial-config": HarborTrialConfig,
    "run-config": RunConfig,
    "verifier-report": VerifyReport,
    "classification": Classification,
}
TRIAL_FILES: dict[str, type[BaseModel]] = {
    TrialPaths.RESULT: TrialResult,
    TrialPaths.CONFIG: HarborTrialConfig,
    TrialPaths.RUN_CONFIG: RunConfig,
    TrialPaths.TRAJECTORY: Trajectory,
    TrialPaths.REPORT: VerifyReport,
    TrialPaths.CLASSIFICATION: Classification,
}


def json_schema(name: str) -> dict:
    """The JSON Schema of one record type (see :data:`SCHEMAS`)."""
    schema = SCHEMAS[name].model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema


def export_schemas(out_dir: Path, names: list[str] | None = None) -> list[Path]:
    """Write the schemas ``names`` (default: every one) as ``<name>.schema.json`` into
    ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names or SCHEMAS:
        path = out_dir / f"{name}.schema.json"
        path.write_text(json.dumps(json_schema(name), indent=2) + "\n")
        paths.append(path)
    return paths


ERROR_LINE_CAP = 200


def _capped(line: str) -> str:
    # A message may quote a whole value (a 5 MB observation): one line stays one readable line.
    line = line.replace("\n", "\\n")
    return line if len(line) <= ERROR_LINE_CAP else line[: ERROR_LINE_CAP - 1] + "…"


def validate_file(path: Path, model: type[BaseModel]) -> list[str]:
    """Every problem of one JSON file as ``FILE: $.json.path: message`` (empty when valid).

    The JSON Schema catches structural errors, all of them; the model then adds the rules a schema
    cannot state (sequential step ids, same-step ``source_call_id``, agent-only fields).
    """
    try:
        data = read_json(path)
    except TrialFormatError as exc:
        return [str(exc)]
    import jsonschema  # a quarter second to import: only when something is validated

    validator = jsonschema.Draft202012Validator(model.model_json_schema())
    found = sorted(validator.iter_errors(data), key=str)
    errors = [_capped(f"{path}: {e.json_path}: {e.message}") for e in found]
    try:
        model.model_validate(data)
        model_errors = []
    except ValidationError as exc:
        model_errors = exc.errors()
    # A wrong schema_version explains every other error: it comes first, whoever found it.
    version = [e for e in model_errors if tuple(e["loc"]) == ("schema_version",)]
    first = [_capped(f"{path}: {json_path(e['loc'])}: {e['msg']}") for e in version]
    if errors:
        return first + [e for e in errors if "$.schema_version" not in e or not first]
    return first + [
        _capped(f"{path}: {json_path(e['loc'])}: {e['msg']}")
        for e in model_errors
        if e not in version
    ]


def validate_path(path: Path) -> list[str]:
    """Validate a trajectory file or a trial folder; every error, or an empty list."""
    path = Path(path)
    if path.is_file():
        return validate_file(path, Trajectory)
    if not path.is_dir():
        return [f"{path}: no such file or folder"]
    if not is_trial_dir(path):
        trials = find_trials(path)
        if not trials:
            return [f"{path}: not a trial folder, and no trial folder inside (no result.json)"]
        return [error for trial in trials for error in validate_path(trial)]  # a Harbor job folder
    errors = []
    for rel, model in TRIAL_FILES.items():
        if rel == TrialPaths.CONFIG and (path / rel).is_file() and _legacy_config(path / rel):
            model = RunConfig
        if (path / rel).exists() or rel == TrialPaths.RESULT:
            errors += validate_file(path / rel, model)
    return errors


def _legacy_config(path: Path) -> bool:
    try:
        data = read_json(path)
    except TrialFormatError:
        return False
    return isinstance(data, dict) and data.get("schema_version") == LEGACY_CONFIG
