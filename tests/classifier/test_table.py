"""The verdict table (issue 39, item 5): one place for every built-in rule's verdict, subtype and
priority, read top to bottom, and the documentation generated from it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from syncvals_plugin.classifier import table
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.classifier.table import Row, Subtype, Verdict

ROOT = Path(__file__).resolve().parents[2]
RULE_FILES = sorted(
    [
        *(ROOT / "classifier" / "rules").glob("*.py"),
        ROOT / "classifier" / "findings.py",
        ROOT / "classifier" / "verdict.py",
        ROOT / "classifier" / "summary.py",
        ROOT / "syncvals_plugin" / "objectives" / "rules.py",
    ]
)
NAMES = {str(v) for v in Verdict} | {str(s) for s in Subtype}


def test_the_table_reads_in_priority_order():
    priorities = [row.priority for row in Row]
    assert priorities == sorted(priorities), "rows must be listed lowest priority (winner) first"
    assert len(Row.__members__) == len(list(Row)), "two rows alias each other"


def test_every_subtype_belongs_to_a_row():
    used = {row.subtype for row in Row}
    assert set(Subtype) == used, f"subtypes no row names: {set(Subtype) - used}"
    assert table.CHEAT_SUBTYPES <= used


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: p.name)
def test_rules_spell_no_verdict_subtype_or_priority(path):
    """Findings come from rows: no ``Finding(...)`` by hand, no priority number, no verdict or
    subtype written as a string."""
    tree = ast.parse(path.read_text())
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else ""
            if name == "Finding":
                problems.append(f"line {node.lineno}: Finding(...) built by hand")
            problems += [
                f"line {node.lineno}: priority={ast.unparse(k.value)}"
                for k in node.keywords
                if k.arg == "priority"
            ]
        elif isinstance(node, ast.Constant) and node.value in NAMES:
            problems.append(f"line {node.lineno}: {node.value!r} spelled out")
    assert not problems, f"{path.relative_to(ROOT)}: " + "; ".join(problems)


def test_the_documentation_shows_the_table():
    doc = (ROOT / "docs" / "classifier.md").read_text()
    assert table.with_table(doc) == doc, (
        "docs/classifier.md is out of date: run "
        "`python -m syncvals_plugin.classifier.table --write docs/classifier.md`"
    )
    for row in Row:
        assert f"| {row.priority} | `{row.verdict}` | {row.subtype} | `{row.rule}` |" in doc


def test_enums_are_written_as_their_text():
    """A verdict or subtype reads, prints and serialises exactly as the string it replaces, so
    records and fixtures on disk are unchanged."""
    finding = Row.GRADER_EDIT.finding("why")
    dumped = json.loads(finding.model_dump_json())
    assert (dumped["verdict"], dumped["subtype"], dumped["priority"]) == (
        "BAD_SUCCESS",
        "Grader Tampering",
        8,
    )
    assert f"{Verdict.GOOD_FAILURE} / {Subtype.RAN_OUT_OF_TIME}" == "GOOD_FAILURE / Ran Out of Time"
    assert json.dumps([Verdict.HARNESS_ERROR]) == '["HARNESS_ERROR"]'
    # A task plugin outside SyncVals still names its own subtype in a plain string.
    own = Finding(
        rule="x", verdict="GOOD_FAILURE", subtype="Tiny: Never Tried", priority=20, root_cause="r"
    )
    assert own.verdict is Verdict.GOOD_FAILURE


def test_the_table_command_refuses_a_document_without_markers(tmp_path, capsys):
    doc = tmp_path / "doc.md"
    doc.write_text("# no table here\n")
    assert table.main(["--write", str(doc)]) == 1
    assert "markers" in capsys.readouterr().err
    doc.write_text(f"# t\n{table.BEGIN}\nold\n{table.END}\n")
    assert table.main(["--write", str(doc)]) == 0
    assert "| 45 | `GOOD_SUCCESS` | Solved | `solved` |" in doc.read_text()
