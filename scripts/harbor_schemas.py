"""Regenerate the JSON Schemas of Harbor's own models that the tests check SyncVals' output against.

Harbor needs Python >= 3.12 to install, but its pydantic models import on 3.11, so this reads them
straight from the pinned release's wheel:

    pip download harbor==0.26.0 --no-deps --python-version 3.12 --only-binary=:all: -d /tmp/harbor
    cd /tmp/harbor && unzip -q harbor-0.26.0-py3-none-any.whl -d wheel
    pip install toml shortuuid   # what Harbor's models import beyond pydantic
    python scripts/harbor_schemas.py /tmp/harbor/wheel

writes ``tests/harbor_schemas/*.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HARBOR_VERSION = "0.26.0"  # the one place the targeted Harbor release is pinned
OUT = Path(__file__).parents[1] / "tests" / "harbor_schemas"
MODELS = {
    "task_config": ("harbor.models.task.config", "TaskConfig"),
    "trial_result": ("harbor.models.trial.result", "TrialResult"),
    "trial_config": ("harbor.models.trial.config", "TrialConfig"),
    "trajectory": ("harbor.models.trajectories.trajectory", "Trajectory"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel_dir", help="the unpacked Harbor wheel (the folder holding harbor/)")
    args = parser.parse_args()
    sys.path.insert(0, args.wheel_dir)
    import importlib
    import typing

    import typing_extensions

    # Harbor targets Python >= 3.12, where pydantic accepts typing.TypedDict; on 3.11 it wants
    # typing_extensions' (the same class for a schema's purposes).
    typing.TypedDict = typing_extensions.TypedDict
    typing.override = typing_extensions.override

    OUT.mkdir(parents=True, exist_ok=True)
    for name, (module, model) in MODELS.items():
        schema = getattr(importlib.import_module(module), model).model_json_schema()
        schema["$comment"] = (
            f"generated from harbor=={HARBOR_VERSION} {module}.{model} by scripts/harbor_schemas.py"
        )
        (OUT / f"{name}.json").write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n")
        print(f"wrote {OUT / f'{name}.json'}")


if __name__ == "__main__":
    main()
