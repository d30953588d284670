"""The string constants of a module's code, for tests that look for a name spelled in code."""

from __future__ import annotations

import ast
from pathlib import Path


def code_strings(path: Path) -> list[tuple[int, str]]:
    """``(line, value)`` of every string constant in the module's code: docstrings (a string
    standing alone as a statement) are prose and left out, as are comments (not in the tree)."""
    tree = ast.parse(path.read_text())
    prose = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
    ]
