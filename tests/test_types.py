"""The package type-checks: mypy over ``[tool.mypy]``'s files, under their installed names."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.shared import once

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "typecheck.py"

ERROR = re.compile(r"^(?P<path>[^:\s]+):\d+: error: (?P<message>.*)$")


def _load_script():
    spec = importlib.util.spec_from_file_location("typecheck", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _mypy(_folder: Path) -> list[tuple[str, str]]:
    proc = subprocess.run(
        [sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True, timeout=900
    )
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr  # 2: mypy itself stopped
    return [
        (m["path"], m["message"]) for line in proc.stdout.splitlines() if (m := ERROR.match(line))
    ]


@pytest.fixture(scope="module")
def mypy_errors(tmp_path_factory) -> list[tuple[str, str]]:
    """``(path, message)`` of every error mypy reports over the package: one run of mypy for the
    whole test run (a minute or more of CPU), whichever worker the tests reading it land on."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    return [tuple(error) for error in once(tmp_path_factory, "mypy", _mypy)]


def test_mapped_folders_are_checked_under_their_installed_names():
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    names = _load_script().installed_names(ROOT / "pyproject.toml")
    assert names["verifier"] == "syncvals_plugin.verifier"
    assert names["classifier"] == "syncvals_plugin.classifier"


@pytest.mark.slow
def test_every_import_of_the_package_resolves(mypy_errors):
    # Bare mypy cannot follow setuptools' package-dir mapping: every import of
    # syncvals_plugin.verifier or .classifier would be missing, and the code behind it unchecked.
    missing = [
        f"{path}: {message}"
        for path, message in mypy_errors
        if "syncvals_plugin" in message and "[import" in message
    ]
    assert missing == []


@pytest.mark.slow
def test_the_whole_package_type_checks_clean(mypy_errors):
    assert [f"{path}: {message}" for path, message in mypy_errors] == []
