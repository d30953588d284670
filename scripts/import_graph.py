"""Print SyncVals' folder-level import graph; fail on an upward arrow, a cycle, or a reach past a face.

Folders are the pipeline's floors (``docs/layout.md``): records and the shared helpers at the
bottom, the sandbox, the host and the task above them, then the grading stages, the stages that
make trials, the stages that read them, and the command line on top.  Every import statement
counts, those inside functions too; imports under ``if TYPE_CHECKING:`` are annotations, not
dependencies, and are listed apart (they must still go through faces).

Faces.  A *stage* folder (a package: ``sandbox``, ``task``, ``verifier``, ...) is imported by other
folders only through its face, its ``__init__.py``: ``from syncvals_plugin.verifier import
Sandbox`` with ``Sandbox`` in ``syncvals_plugin.verifier.__all__``.  Naming a module inside
another stage (``syncvals_plugin.verifier.sandbox``) or a name its ``__all__`` leaves out fails.
``records/`` is floor 0, the shared vocabulary of record models that cross every boundary: each
of its modules is public (``from syncvals_plugin.records.trial import TrialRecord``), only names
with a leading underscore are private.  A top-level module (``errors``, ``cache``, ``faces``,
``hookspecs``, ``host``, ``plugins``, ``cli``, the package itself) is its own face: its
``__all__`` when it has one, else every name without a leading underscore.

Each face must list ``__all__`` literally, bind every name of it (eagerly, or lazily through
``syncvals_plugin.faces.lazy_exports`` *and* under ``if TYPE_CHECKING:`` for the type checker),
and offer no name that is one of its submodules unless it is that submodule.

Usage: python scripts/import_graph.py [ROOT]   (exit 1 on a violation)
"""

from __future__ import annotations

import ast
import functools
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "syncvals_plugin"
# Mapped folders (setuptools package-dir) and where their code lives in the repository.
MAPPED = {"verifier": "verifier", "classifier": "classifier"}
FLOORS = {
    "(package)": 0,
    "records": 0,
    "errors": 0,
    "cache": 0,
    "faces": 0,
    "sandbox": 1,
    "oracle": 1,
    "console": 1,
    "hookspecs": 2,
    "host": 2,
    "plugins": 2,
    "task": 2,
    "verifier": 3,
    "classifier": 3,
    "objectives": 4,
    "agents": 4,
    "importers": 4,
    "judge": 4,
    "site": 5,
    "calibration": 5,
    "export": 5,
    "cli": 6,
}
SHARED = {"records"}
"""Folders whose every module is public (floor 0's record models)."""


def folder_of_module(module: str) -> str | None:
    """The folder (floor name) a dotted module belongs to, or None outside the package."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    if len(parts) == 1:
        return "(package)"
    return parts[1]


def folder_path(root: Path, folder: str) -> Path:
    """Where a stage folder's code lives."""
    return root / MAPPED[folder] if folder in MAPPED else root / PACKAGE / folder


def source_files(root: Path = ROOT) -> dict[Path, str]:
    """Every Python file of the package, with the folder it belongs to."""
    files: dict[Path, str] = {}
    for path in (root / PACKAGE).rglob("*.py"):
        rel = path.relative_to(root / PACKAGE).parts
        files[path] = rel[0][:-3] if len(rel) == 1 else rel[0]
        if rel == ("__init__.py",):
            files[path] = "(package)"
    for name, folder in MAPPED.items():
        for path in (root / folder).rglob("*.py"):
            files[path] = name
    return files


def stages(root: Path) -> set[str]:
    """Folders that are packages with a face (every one but :data:`SHARED`)."""
    return {f for f in FLOORS if folder_path(root, f).is_dir() and f not in SHARED}


@functools.cache
def parse(path: Path) -> ast.Module:
    """``path``'s syntax tree, parsed once per run."""
    return ast.parse(path.read_text(), filename=str(path))


def _type_checking_nodes(tree: ast.Module) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out += node.body
    return out


@functools.cache
def import_nodes(path: Path) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every absolute import statement of ``path``, and whether it is for annotations only."""
    found: list[ast.Import | ast.ImportFrom] = []
    typing_only: set[int] = set()
    for node in ast.walk(parse(path)):  # one walk: a big module has tens of thousands of nodes
        if isinstance(node, ast.Import) or (isinstance(node, ast.ImportFrom) and node.level == 0):
            found.append(node)
        elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                typing_only.update(range(inner.lineno, (inner.end_lineno or inner.lineno) + 1))
    return [(node, node.lineno in typing_only) for node in found]


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """``(module, line, type_only)`` for every import in ``path``."""
    out = []
    for node, typing in import_nodes(path):
        if isinstance(node, ast.Import):
            out += [(alias.name, node.lineno, typing) for alias in node.names]
        elif node.module:
            out.append((node.module, node.lineno, typing))
            # ``from syncvals_plugin import verifier`` names a folder, not just the package
            if node.module == PACKAGE:
                out += [
                    (f"{PACKAGE}.{a.name}", node.lineno, typing)
                    for a in node.names
                    if a.name in FLOORS
                ]
    return out


# ---------------------------------------------------------------- faces


def _literal_all(tree: ast.Module) -> list[str] | None:
    for node in tree.body:
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign)
            else []
        )
        if (
            any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets)
            and node.value is not None
        ):
            try:
                return list(ast.literal_eval(node.value))
            except ValueError:
                return None
    return None


def _bound_names(nodes: list[ast.stmt]) -> set[str]:
    names: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


def _lazy_table(tree: ast.Module) -> dict[str, tuple[str, str]]:
    """Offered name → (submodule, name inside it) of the face's ``lazy_exports`` call."""
    out: dict[str, tuple[str, str]] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and ast.unparse(node.func).endswith("lazy_exports")
            and len(node.args) == 2
        ):
            for module, names in ast.literal_eval(node.args[1]).items():
                pairs = names.items() if isinstance(names, dict) else ((n, n) for n in names)
                out.update({offered: (module, inside) for offered, inside in pairs})
    return out


def face_problems(root: Path, folder: str) -> tuple[set[str], list[str]]:
    """The names a stage's face offers, and what is wrong with the face."""
    face = folder_path(root, folder) / "__init__.py"
    where = face.relative_to(root)
    if not face.exists():
        return set(), [f"{where}: stage {folder!r} has no face (__init__.py)"]
    tree = parse(face)
    offered = _literal_all(tree)
    if offered is None:
        return set(), [f"{where}: the face has no literal __all__"]
    eager = _bound_names([n for n in tree.body if not isinstance(n, ast.If)])
    typed = _bound_names(_type_checking_nodes(tree))
    lazy = _lazy_table(tree)
    subs = {p.stem for p in face.parent.glob("*.py")} | {
        p.name for p in face.parent.iterdir() if p.is_dir()
    }
    problems = []
    for name in offered:
        if name not in eager and not (name in lazy and name in typed):
            problems.append(
                f"{where}: {name!r} is in __all__ but neither bound nor lazily exported and typed"
            )
        if name in subs and lazy.get(name, (name, name)) != (name, name):
            problems.append(f"{where}: {name!r} is a submodule's name; offer it under another")
    problems += [
        f"{where}: lazily exports {name!r}, which __all__ leaves out"
        for name in lazy
        if name not in offered
    ]
    return set(offered), problems


def module_names(root: Path, folder: str) -> set[str] | None:
    """What a top-level module offers: its ``__all__``, else None (every public name)."""
    path = root / PACKAGE / ("__init__.py" if folder == "(package)" else f"{folder}.py")
    return _literal_all(parse(path)) if path.exists() else None


def face_violations(root: Path, path: Path, folder: str, faces: dict[str, set[str]]) -> list[str]:
    """Imports in ``path`` (of ``folder``) that reach past another folder's face."""
    out = []
    where = path.relative_to(root)
    for node, _ in import_nodes(path):
        modules = (
            [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        )
        for module in modules:
            target = folder_of_module(module)
            if target is None or target == folder:
                continue
            parts = module.split(".")
            if target in faces and len(parts) > 2:
                out.append(
                    f"{where}:{node.lineno}: imports {module}, inside stage {target!r}; "
                    f"import from its face {PACKAGE}.{target}"
                )
                continue
            if isinstance(node, ast.Import):
                continue
            names = [a.name for a in node.names]
            if target in faces:
                allowed: set[str] | None = faces[target]
            elif target in SHARED or target not in FLOORS:
                allowed = None
            else:
                allowed = module_names(root, target)
            for name in names:
                if module == PACKAGE and name in FLOORS:
                    continue  # the folder itself
                if (name.startswith("_") and name != "__version__") or (
                    allowed is not None and name not in allowed
                ):
                    out.append(
                        f"{where}:{node.lineno}: imports {name!r} from {module}, which does not offer it"
                    )
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


# ---------------------------------------------------------------- the graph


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


def graph(
    root: Path,
) -> tuple[dict[str, set[str]], dict[tuple[str, str], str], set[tuple[str, str]], list[str]]:
    """Folder → folders it imports, where each arrow is first seen, type-only arrows, problems."""
    edges: dict[str, set[str]] = defaultdict(set)
    where: dict[tuple[str, str], str] = {}
    type_only: set[tuple[str, str]] = set()
    unknown = []
    for path, folder in sorted(source_files(root).items()):
        if folder not in FLOORS:
            unknown.append(f"{path.relative_to(root)}: folder {folder!r} has no floor")
            continue
        for module, line, typing in imports(path):
            target = folder_of_module(module)
            if target is None or target == folder or (target == "(package)" and module == PACKAGE):
                continue
            if target not in FLOORS:
                unknown.append(
                    f"{path.relative_to(root)}:{line}: imports {module} of unknown folder {target!r}"
                )
                continue
            if typing:
                type_only.add((folder, target))
                continue
            edges[folder].add(target)
            where.setdefault((folder, target), f"{path.relative_to(root)}:{line}")
    return edges, where, type_only, unknown


def main(root: Path = ROOT) -> int:
    """Print the graph; report every upward arrow, cycle and reach past a face.  0 when none."""
    parse.cache_clear()  # a test plants a violation in a file this process read before
    import_nodes.cache_clear()
    edges, where, type_only, problems = graph(root)
    problems += records_problems(sorted((root / PACKAGE / "records").rglob("*.py")))
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
    problems += ["cycle: " + " -> ".join(cycle) for cycle in find_cycles(edges)]
    faces: dict[str, set[str]] = {}
    for folder in sorted(stages(root)):
        faces[folder], wrong = face_problems(root, folder)
        problems += wrong
    for path, folder in sorted(source_files(root).items()):
        problems += face_violations(root, path, folder, faces)
    for problem in problems:
        print("ERROR: " + problem, file=sys.stderr)
    print(
        "ok: no cycle, no upward arrow, every stage reached through its face, records only on floor 0"
        if not problems
        else f"{len(problems)} problem(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT))
