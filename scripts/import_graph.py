"""Print SyncVals' folder-level import graph; fail on an upward arrow or a cycle.

Folders are the pipeline's floors (``design/architecture.md``): records at the bottom, the host
and the task above them, then the grading stages, the stages that make trials, the stages that
read them, and the command line on top.  Every import statement counts, those inside functions
too; imports under ``if TYPE_CHECKING:`` are annotations, not dependencies, and are listed apart.

Usage: python scripts/import_graph.py   (exit 1 on a violation)
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "syncvals_plugin"
# Mapped folders (setuptools package-dir) and where their code lives in the repository.
MAPPED = {"verifier": ROOT / "verifier", "classifier": ROOT / "classifier"}
FLOORS = {
    "(package)": 0,
    "records": 0,
    "errors": 0,
    "console": 1,
    "hookspecs": 1,
    "host": 1,
    "plugins": 1,
    "task": 1,
    "verifier": 2,
    "classifier": 2,
    "objectives": 3,
    "agents": 3,
    "importers": 3,
    "judge": 3,
    "site": 4,
    "calibration": 4,
    "export": 4,
    "cli": 5,
}


def folder_of_module(module: str) -> str | None:
    """The folder (floor name) a dotted module belongs to, or None outside the package."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    if len(parts) == 1:
        return "(package)"
    return parts[1]


def source_files() -> dict[Path, str]:
    """Every Python file of the package, with the folder it belongs to."""
    files: dict[Path, str] = {}
    for path in (ROOT / PACKAGE).rglob("*.py"):
        rel = path.relative_to(ROOT / PACKAGE).parts
        files[path] = rel[0][:-3] if len(rel) == 1 else rel[0]
        if rel == ("__init__.py",):
            files[path] = "(package)"
    for name, folder in MAPPED.items():
        for path in folder.rglob("*.py"):
            files[path] = name
    return files


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                lines.update(range(inner.lineno, (inner.end_lineno or inner.lineno) + 1))
    return lines


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """``(module, line, type_only)`` for every import in ``path``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    typing_only = _type_checking_lines(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(alias.name, node.lineno, node.lineno in typing_only) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.module, node.lineno, node.lineno in typing_only))
            # ``from syncvals_plugin import verifier`` names a folder, not just the package
            if node.module == PACKAGE:
                out += [
                    (f"{PACKAGE}.{a.name}", node.lineno, node.lineno in typing_only)
                    for a in node.names
                    if a.name in FLOORS
                ]
    return out


RECORDS_MAY_IMPORT = frozenset(
    {"pydantic", "pydantic_core", "jsonschema", "tomli", "typing_extensions"}
)
"""Libraries a records module may use besides the standard library: models and their validation."""
RECORDS_MAY_NOT = frozenset({"argparse", "curses", "getpass", "readline", "tkinter"})
"""Standard modules of a terminal or a command line: they belong to the stages that print."""


def records_problems(paths: list[Path]) -> list[str]:
    """Floor 0 holds records only: an import in a records module of anything of the package but
    ``records`` and ``errors``, of a library other than :data:`RECORDS_MAY_IMPORT` (rich, pluggy,
    torch…) or of a terminal module (argparse…) is a problem.  Imports under ``TYPE_CHECKING``
    are annotations and pass."""
    problems = []
    for path in paths:
        for module, line, typing in imports(path):
            top = module.split(".")[0]
            if typing:
                continue
            if top == PACKAGE:
                allowed = folder_of_module(module) in ("records", "errors")
            else:
                allowed = top in RECORDS_MAY_IMPORT or (
                    top in sys.stdlib_module_names and top not in RECORDS_MAY_NOT
                )
            if not allowed:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                problems.append(
                    f"{where}:{line}: records import {module} (floor 0 holds records only)"
                )
    return problems


def find_cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every elementary cycle's node list found by a depth-first search (one per back edge)."""
    cycles, state, stack = [], {}, []

    def visit(node: str) -> None:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == "open":
                cycles.append(stack[stack.index(nxt) :] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return cycles


def main() -> int:
    edges: dict[str, set[str]] = defaultdict(set)
    where: dict[tuple[str, str], str] = {}
    type_only: set[tuple[str, str]] = set()
    unknown = []
    for path, folder in sorted(source_files().items()):
        if folder not in FLOORS:
            unknown.append(f"{path.relative_to(ROOT)}: folder {folder!r} has no floor")
            continue
        for module, line, typing in imports(path):
            target = folder_of_module(module)
            if target is None or target == folder or (target == "(package)" and module == PACKAGE):
                continue
            if target not in FLOORS:
                unknown.append(
                    f"{path.relative_to(ROOT)}:{line}: imports {module} of unknown folder {target!r}"
                )
                continue
            if typing:
                type_only.add((folder, target))
                continue
            edges[folder].add(target)
            where.setdefault((folder, target), f"{path.relative_to(ROOT)}:{line}")
    problems = list(unknown)
    problems += records_problems(sorted((ROOT / PACKAGE / "records").rglob("*.py")))
    print("folder-level imports (floor: folder -> what it imports)")
    for folder in sorted(FLOORS, key=lambda f: (FLOORS[f], f)):
        targets = sorted(edges.get(folder, ()), key=lambda t: (FLOORS[t], t))
        print(f"  {FLOORS[folder]}: {folder:<12} -> {', '.join(targets) or '-'}")
        for target in targets:
            if FLOORS[target] > FLOORS[folder]:
                problems.append(
                    f"upward arrow {folder} (floor {FLOORS[folder]}) -> {target} (floor "
                    f"{FLOORS[target]}), first at {where[(folder, target)]}"
                )
    if type_only:
        print(
            "type-only imports (annotations): "
            + ", ".join(f"{a} -> {b}" for a, b in sorted(type_only))
        )
    for cycle in find_cycles(edges):
        problems.append("cycle: " + " -> ".join(cycle))
    for problem in problems:
        print("ERROR: " + problem, file=sys.stderr)
    print(
        "ok: no cycle, no upward arrow, records only on floor 0"
        if not problems
        else f"{len(problems)} problem(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
