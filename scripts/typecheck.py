"""Type-check SyncVals with mypy under the package names it is installed with.

``pyproject.toml`` installs ``verifier/`` as ``syncvals_plugin.verifier`` and ``classifier/`` as
``syncvals_plugin.classifier`` (``[tool.setuptools.package-dir]``).  Bare ``mypy`` names a file
by its folder (``verifier.compare``) and looks ``syncvals_plugin.verifier`` up on disk, where it
is not, so every import across the mapping would be missing and unchecked.  This script lets mypy
read its settings and files from ``[tool.mypy]`` as usual, renames the mapped folders' modules to
their installed names, and runs the check: each import then resolves to the checked source.

Usage: python scripts/typecheck.py [mypy options]   (exit 1 when mypy reports an error)

Run it from the repository root and name no files: the renaming covers the files checked, so a
subset would leave the imports of the rest missing again.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mypy import build
from mypy.errors import CompileError
from mypy.main import process_options
from mypy.modulefinder import BuildSource

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def installed_names(pyproject: Path) -> dict[str, str]:
    """Map each folder that setuptools installs under another name to that package name.

    ``{"verifier": "syncvals_plugin.verifier", ...}``: only top-level folders, since a mapped
    subfolder (``classifier/rules``) follows its parent's name anyway.
    """
    config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    package_dir = config.get("tool", {}).get("setuptools", {}).get("package-dir", {})
    return {folder: package for package, folder in package_dir.items() if "/" not in folder}


def rename(source: BuildSource, names: dict[str, str]) -> BuildSource:
    """Return ``source`` named as installed when its module lies in a mapped folder."""
    module = source.module
    top, _, rest = module.partition(".")
    if top not in names:
        return source
    installed = names[top] + ("." + rest if rest else "")
    return BuildSource(source.path, installed, source.text, str(ROOT))


def main(argv: list[str]) -> int:
    """Run mypy over ``[tool.mypy]``'s files and print its report: 0 clean, 1 errors, 2 stopped."""
    sources, options = process_options(argv)
    names = installed_names(ROOT / "pyproject.toml")
    renamed = [rename(source, names) for source in sources]
    try:
        result = build.build(renamed, options)
    except CompileError as exc:  # a syntax error or a blocking error: mypy's own message
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    for line in result.errors:
        print(line)
    errors = sum(": error:" in line for line in result.errors)
    files = len({line.split(":", 1)[0] for line in result.errors if ": error:" in line})
    if errors:
        print(
            f"Found {errors} error{'s' * (errors != 1)} in {files} file{'s' * (files != 1)} "
            f"(checked {len(renamed)} source files)"
        )
        return 1
    print(f"Success: no issues found in {len(renamed)} source files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
