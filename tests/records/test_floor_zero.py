"""Floor 0 holds records only (issue 39, item 6): no terminal, command-line or stage code in
``syncvals_plugin/records/``, checked by ``scripts/import_graph.py``."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _import_graph():
    spec = importlib.util.spec_from_file_location(
        "import_graph", ROOT / "scripts" / "import_graph.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_records_import_only_records_errors_and_validation():
    graph = _import_graph()
    records = sorted((ROOT / "syncvals_plugin" / "records").rglob("*.py"))
    assert records
    assert graph.records_problems(ROOT) == []
    # The converter and the terminal helpers live with the stages that use them.
    names = {p.name for p in records}
    assert not names & {"claude_code.py", "tables.py"}


def test_a_terminal_or_stage_import_in_records_is_refused(tmp_path):
    graph = _import_graph()
    bad = {
        "rich_table.py": "def show():\n    from rich.table import Table\n    return Table()\n",
        "cli_types.py": "import argparse\n",
        "plugins.py": "import pluggy\n",
    }
    # An arrow up to a stage (classifier, console) is the layers contract's to refuse:
    # tests/test_import_graph.py plants those; this check is for the libraries alone.
    good = {
        "model.py": "import json\nfrom pydantic import BaseModel\n"
        "from syncvals_plugin.records.atif import Trajectory\n"
        "from syncvals_plugin.errors import SyncValsError\n",
        "annotated.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from rich.console import Console\n",
    }
    folder = tmp_path / "syncvals_plugin" / "records"
    folder.mkdir(parents=True)
    for name, text in {**bad, **good}.items():
        (folder / name).write_text(text)
    problems = graph.records_problems(tmp_path)
    flagged = {p.split(":")[0].rsplit("/", 1)[-1] for p in problems}
    assert flagged == set(bad), problems
    assert all("floor 0 holds records only" in p for p in problems)
