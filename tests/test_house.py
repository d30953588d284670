"""The house rules a reviewer would check by hand: short functions in every stage."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LONGEST = 60
"""Lines a function may span, docstring included: a stage that needs more is split into steps."""


def test_no_function_is_longer_than_a_screen():
    long = []
    for folder in ("syncvals_plugin", "verifier", "classifier"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    span = node.end_lineno - node.lineno + 1
                    if span > LONGEST:
                        long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({span})")
    assert not long, "functions over 60 lines:\n" + "\n".join(long)
