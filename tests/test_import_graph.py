"""scripts/import_graph.py: import-linter's contracts (pyproject.toml) and the faces' names hold,
and the check fails on each kind of violation planted in a copy of the package."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _graph():
    spec = importlib.util.spec_from_file_location(
        "import_graph", ROOT / "scripts" / "import_graph.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """The package's code (``syncvals_plugin``, ``verifier``, ``classifier``) in a folder of its own."""
    for folder in ("syncvals_plugin", "verifier", "classifier"):
        shutil.copytree(
            ROOT / folder,
            tmp_path / folder,
            ignore=shutil.ignore_patterns("__pycache__", "*.html", "*.css", "*.js", "*.toml"),
        )
    return tmp_path


def _plant(root: Path, relative: str, line: str) -> None:
    path = root / relative
    path.write_text(path.read_text() + "\n" + line + "\n")


def test_the_repository_passes(capsys):
    assert _graph().main(ROOT) == 0, capsys.readouterr().err


def test_the_untouched_copy_passes(copy, capsys):
    assert _graph().main(copy) == 0, capsys.readouterr().err


@pytest.mark.parametrize(
    ("relative", "line", "message"),
    [
        # Agent confinement reaching into the verifier's sandbox, as it did before the floor.
        (
            "syncvals_plugin/agents/confinement.py",
            "from syncvals_plugin.verifier.sandbox import Sandbox",
            "syncvals_plugin.agents.confinement -> syncvals_plugin.verifier.sandbox",
        ),
        (
            "syncvals_plugin/calibration/report.py",
            "import syncvals_plugin.classifier.findings",
            "syncvals_plugin.calibration.report -> syncvals_plugin.classifier.findings",
        ),
        # Through the face, but a name its __all__ leaves out.
        (
            "syncvals_plugin/agents/runner.py",
            "from syncvals_plugin.sandbox import bwrap_view_args",
            "imports 'bwrap_view_args' from syncvals_plugin.sandbox, which does not offer it",
        ),
        # Floor 0's records are public module by module, their private names are not.
        (
            "syncvals_plugin/site/build.py",
            "from syncvals_plugin.records.store import _atomic",
            "imports '_atomic' from syncvals_plugin.records.store",
        ),
        # The sandbox floor sits below the task and the verifier.
        (
            "syncvals_plugin/sandbox/modes.py",
            "from syncvals_plugin.task import TaskSpec",
            "syncvals_plugin.sandbox is not allowed to import syncvals_plugin.task",
        ),
        (
            "syncvals_plugin/sandbox/view.py",
            "from syncvals_plugin.verifier import grade_trusted",
            "syncvals_plugin.sandbox is not allowed to import syncvals_plugin.verifier",
        ),
        # The agent's session named in a record: the arrow up that closed a circle of 11 files.
        (
            "syncvals_plugin/records/agent.py",
            "if TYPE_CHECKING:\n    from syncvals_plugin.agents import ToolSession",
            "syncvals_plugin.records is not allowed to import syncvals_plugin.agents",
        ),
        # Two modules of one folder importing each other.
        (
            "syncvals_plugin/agents/tools.py",
            "from syncvals_plugin.agents.runner import run_trial",
            "No cycles are allowed in syncvals_plugin.agents",
        ),
        # A records module with a terminal library: an allow-list no contract can say.
        (
            "syncvals_plugin/records/job.py",
            "import rich",
            "records import rich (floor 0 holds records only)",
        ),
    ],
    ids=[
        "internal-module",
        "internal-module-import",
        "name-not-in-all",
        "private-record",
        "sandbox-task",
        "sandbox-verifier",
        "type-only-arrow-up",
        "cycle-in-a-folder",
        "records-library",
    ],
)
def test_a_planted_violation_fails(copy, capsys, relative, line, message):
    _plant(copy, relative, line)
    assert _graph().main(copy) == 1
    assert message in capsys.readouterr().err


def test_a_face_that_does_not_bind_its_all_fails(copy, capsys):
    _plant(copy, "syncvals_plugin/task/__init__.py", '__all__ += ["nowhere"]')
    face = copy / "syncvals_plugin/task/__init__.py"
    face.write_text(face.read_text().replace("__all__ = [\n", '__all__ = [\n    "nowhere",\n', 1))
    assert _graph().main(copy) == 1
    assert (
        "'nowhere' is in __all__ but neither bound nor lazily exported and typed"
        in capsys.readouterr().err
    )


def test_a_face_offering_a_submodules_name_fails(copy, capsys):
    # ``classify`` is also the submodule classify.py: importing it would rebind the name.
    (copy / "classifier/__init__.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from syncvals_plugin.faces import lazy_exports\n"
        "if TYPE_CHECKING:\n"
        "    from syncvals_plugin.classifier.context import signals as classify\n"
        '__all__ = ["classify"]\n'
        '__getattr__ = lazy_exports(__name__, {"context": {"classify": "signals"}})\n'
    )
    assert _graph().main(copy) == 1
    assert "'classify' is a submodule's name; offer it under another" in capsys.readouterr().err


def test_a_stage_without_a_face_fails(copy, capsys):
    (copy / "syncvals_plugin/export/__init__.py").write_text('"""No face."""\n')
    assert _graph().main(copy) == 1
    assert (
        "syncvals_plugin/export/__init__.py: the face has no literal __all__"
        in capsys.readouterr().err
    )
