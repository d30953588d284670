"""Check SyncVals' floors and faces: import-linter's contracts, then what no contract can say.

The floors (``docs/layout.md``), the records' floor, the absence of circles and each stage reached
only through its face are import-linter contracts (``[tool.importlinter]`` in ``pyproject.toml``).
They are checked on the package as it is installed: ``verifier/`` and ``classifier/`` are
``syncvals_plugin.verifier`` and ``syncvals_plugin.classifier`` (setuptools' package-dir), a
mapping import-linter cannot follow in the checkout, so the package's folders are laid out as
installed (symbolic links in a temporary folder) and ``lint-imports`` runs there.

Then what a contract cannot say, a face being a list of *names*:

- each stage's face (its ``__init__.py``) lists ``__all__`` literally, binds every name of it
  (eagerly, or lazily through ``syncvals_plugin.faces.lazy_exports`` *and* under
  ``if TYPE_CHECKING:`` for the type checker), and offers no name that is one of its submodules
  unless it is that submodule;
- another folder imports from a stage only the names its ``__all__`` offers, from a top-level
  module (``errors``, ``host``...) its ``__all__`` or its names without a leading underscore, and
  from ``records/`` (floor 0, every module public) no name with a leading underscore;
- a records module imports, of libraries, only the models' own (:data:`RECORDS_MAY_IMPORT`) and
  the standard library but its terminal modules: an allow-list, where a contract forbids by name.

Usage: python scripts/import_graph.py [ROOT]   (exit 1 on a violation)
"""

from __future__ import annotations

import ast
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "syncvals_plugin"
MAPPED = {"verifier": "verifier", "classifier": "classifier"}
"""Folders installed inside the package (setuptools package-dir) and where their code lives."""
SHARED = {"records"}
"""Folders whose every module is public (floor 0's record models)."""


def folder_of_module(module: str) -> str | None:
    """The folder (or top-level module) a dotted module belongs to, or None outside the package."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    return "(package)" if len(parts) == 1 else parts[1]


def folder_path(root: Path, folder: str) -> Path:
    """Where a stage folder's code lives."""
    return root / MAPPED[folder] if folder in MAPPED else root / PACKAGE / folder


@functools.cache
def source_files(root: Path = ROOT) -> dict[Path, str]:
    """Every Python file of the package, with the folder it belongs to."""
    files: dict[Path, str] = {}
    for path in (root / PACKAGE).rglob("*.py"):
        rel = path.relative_to(root / PACKAGE).parts
        files[path] = "(package)" if rel == ("__init__.py",) else rel[0].removesuffix(".py")
    for name, folder in MAPPED.items():
        files |= dict.fromkeys((root / folder).rglob("*.py"), name)
    return files


def stages(root: Path) -> set[str]:
    """Folders that are packages with a face (every one but :data:`SHARED`)."""
    folders = {p.parent.name for p in (root / PACKAGE).glob("*/__init__.py")} | set(MAPPED)
    return folders - SHARED - {"task_data"}


@functools.cache
def parse(path: Path) -> ast.Module:
    """``path``'s syntax tree, parsed once per run."""
    return ast.parse(path.read_text(), filename=str(path))


# ---------------------------------------------------------------- import-linter's contracts


def installed_layout(root: Path, into: Path) -> Path:
    """The package's folders under ``into`` as installed: ``syncvals_plugin/`` with every entry
    of the checkout's, and the mapped folders beside them (symbolic links; grimp follows them)."""
    package = into / PACKAGE
    package.mkdir()
    for entry in (root / PACKAGE).iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry.resolve())
    for name, folder in MAPPED.items():
        (package / name).symlink_to((root / folder).resolve())
    return package


def contract_problems(root: Path) -> list[str]:
    """Run ``lint-imports`` on ``root``'s package as installed; its report when a contract is
    broken (or import-linter is missing), else nothing."""
    config = (
        root / "pyproject.toml" if (root / "pyproject.toml").is_file() else ROOT / "pyproject.toml"
    )
    command = shutil.which(
        "lint-imports",
        path=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
    )
    if command is None:
        return ["lint-imports not found: pip install -e '.[test]' (import-linter)"]
    with tempfile.TemporaryDirectory(prefix="syncvals-layout-") as tmp:
        installed_layout(root, Path(tmp))
        # lint-imports puts its working folder first on the path: the laid-out package is found.
        proc = subprocess.run(
            [command, str(config), "--no-cache", "--no-logo"],
            cwd=tmp,
            capture_output=True,
            text=True,
        )
    report = proc.stdout.strip()
    if proc.returncode == 0:
        print(report.rsplit("\n", 1)[-1])  # Contracts: N kept, 0 broken.
        return []
    broken = report.find("Broken contracts")
    return [(report[broken:] if broken >= 0 else report) + proc.stderr]


# ---------------------------------------------------------------- faces


def _type_checking_nodes(tree: ast.Module) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out += node.body
    return out


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
    """Names imported in ``path`` (of ``folder``) that another folder's face does not offer."""
    out = []
    where = path.relative_to(root)
    parts = set(source_files(root).values())
    for node in ast.walk(parse(path)):
        if not isinstance(node, ast.ImportFrom) or node.level or not node.module:
            continue
        target = folder_of_module(node.module)
        if (
            target is None
            or target == folder
            or len(node.module.split(".")) > 2 + (target in SHARED)
        ):
            continue  # outside the package, its own folder, or inside a stage (a contract's)
        if target in faces:
            allowed: set[str] | None = faces[target]
        elif target in SHARED:
            allowed = None
        else:
            allowed = module_names(root, target)
        for name in (a.name for a in node.names):
            if node.module == PACKAGE and name in parts:
                continue  # the folder or module itself
            if (name.startswith("_") and name != "__version__") or (
                allowed is not None and name not in allowed
            ):
                out.append(
                    f"{where}:{node.lineno}: imports {name!r} from {node.module}, which does not offer it"
                )
    return out


RECORDS_MAY_IMPORT = frozenset(
    {"pydantic", "pydantic_core", "jsonschema", "tomli", "typing_extensions"}
)
"""Libraries a records module may use besides the standard library: models and their validation."""
RECORDS_MAY_NOT = frozenset({"argparse", "curses", "getpass", "readline", "tkinter"})
"""Standard modules of a terminal or a command line: they belong to the stages that print."""


def records_problems(root: Path) -> list[str]:
    """Floor 0 holds records only: a records module importing a library other than
    :data:`RECORDS_MAY_IMPORT` (rich, pluggy, torch...) or a terminal module (argparse...) is a
    problem.  Imports under ``TYPE_CHECKING`` are annotations and pass."""
    problems = []
    for path in sorted((root / PACKAGE / "records").rglob("*.py")):
        tree = parse(path)
        typing = {id(n) for node in _type_checking_nodes(tree) for n in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in typing or not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            if isinstance(node, ast.ImportFrom) and (node.level or not node.module):
                continue
            modules = (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            )
            for module in modules:
                top = (module or "").split(".")[0]
                if top == PACKAGE or top in RECORDS_MAY_IMPORT:
                    continue  # the package's own: the contracts'
                if top not in sys.stdlib_module_names or top in RECORDS_MAY_NOT:
                    problems.append(
                        f"{path.relative_to(root)}:{node.lineno}: records import {module} "
                        "(floor 0 holds records only)"
                    )
    return problems


def main(root: Path = ROOT) -> int:
    """Check the contracts, the faces and the records' libraries; 0 when all hold."""
    parse.cache_clear()  # a test plants a violation in a file this process read before
    source_files.cache_clear()
    problems = contract_problems(root)
    faces: dict[str, set[str]] = {}
    for folder in sorted(stages(root)):
        faces[folder], wrong = face_problems(root, folder)
        problems += wrong
    for path, folder in sorted(source_files(root).items()):
        problems += face_violations(root, path, folder, faces)
    problems += records_problems(root)
    for problem in problems:
        print("ERROR: " + problem, file=sys.stderr)
    print(
        "ok: the contracts hold, every face offers what it lists and nothing else is imported "
        "from it, records import only their models' libraries"
        if not problems
        else f"{len(problems)} problem(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT))
