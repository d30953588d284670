"""Sealing: compile the reference source into an extension module agents can call, not read.

The compiled module is cached per content hash (source, Cython version, interpreter ABI), so a
workspace costs one file copy after the first build.  Only the shared object is kept in the
cache: the generated C and the source never land there.
"""

from __future__ import annotations

import fnmatch
import hashlib
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from syncvals_plugin.cache import cache_root
from syncvals_plugin.errors import SyncValsError


class SealError(SyncValsError, RuntimeError):
    """The reference could not be sealed; the message says what to install or fix."""


_BUILD_SCRIPT = """
import sys
from Cython.Build import cythonize
from setuptools import Extension, setup
name = sys.argv[1]
setup(
    name=name,
    script_args=["build_ext", "--inplace", "--quiet"],
    ext_modules=cythonize(
        [Extension(name, [name + ".py"])],
        compiler_directives={"language_level": 3, "binding": True},
        quiet=True,
    ),
)
"""
"""The build agents of ``syncvals run`` get: its compiled strings (the ``__pyx_…`` symbols) are
what the classifier recognises in a dump of the module (``objectives.signals``)."""

_STRIPPED_BUILD_SCRIPT = """
import sys
from Cython.Build import cythonize
from Cython.Compiler import Options
from setuptools import Extension, setup
# Stripped: no docstrings, no source lines in the generated C, no C lines in tracebacks, no
# debugging information and no symbol table (the C names Cython gives locals, __pyx_v_*).
# ``binding`` stays on: ``inspect.signature`` of each function is the task's interface.
Options.docstrings = False
Options.emit_code_comments = False
name = sys.argv[1]
setup(
    name=name,
    script_args=["build_ext", "--inplace", "--quiet"],
    ext_modules=cythonize(
        [
            Extension(
                name,
                [name + ".py"],
                define_macros=[("CYTHON_CLINE_IN_TRACEBACK", "0")],
                extra_compile_args=["-g0", "-O2"],
                extra_link_args=["-s"],
            )
        ],
        compiler_directives={
            "language_level": 3,
            "binding": True,
            "embedsignature": False,
            "linetrace": False,
            "emit_code_comments": False,
        },
        quiet=True,
    ),
)
"""
STRIPPED_FORM = "stripped-1"
"""Part of a stripped build's cache key: a change to :data:`_STRIPPED_BUILD_SCRIPT` changes it."""


def _cython_version() -> str:
    # Read from the installed package's metadata: importing Cython to ask cost a tenth of
    # classifying a big batch, which needs the seal key (to find the build) but not Cython.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("Cython")
    except PackageNotFoundError as exc:
        raise SealError("sealing the reference needs Cython: pip install 'cython>=3'") from exc


def check_toolchain() -> None:
    """Fail early, with what to install, when no C compiler or Python headers are present."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None and shutil.which("cc") is None:
        raise SealError(
            f"sealing the reference needs a C compiler, and {compiler!r} is not on PATH. "
            "Install one (Debian/Ubuntu: apt-get install gcc python3-dev; Fedora: dnf install gcc "
            "python3-devel; macOS: xcode-select --install) and retry."
        )
    header = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not header.is_file():
        raise SealError(
            f"sealing the reference needs the Python headers, and {header} is missing. "
            "Install them (Debian/Ubuntu: apt-get install python3-dev) and retry."
        )


def seal_key(source: Path, module_name: str, stripped: bool = False) -> str:
    """Content hash naming one build: source bytes, module name, Cython and interpreter ABI (and
    the stripped build's form, for one)."""
    digest = hashlib.sha256()
    for part in (
        source.read_bytes(),
        module_name.encode(),
        *([STRIPPED_FORM.encode()] if stripped else []),
        _cython_version().encode(),
        (sysconfig.get_config_var("EXT_SUFFIX") or "").encode(),
        sys.version.encode(),
    ):
        digest.update(part)
        digest.update(b"\0")
    return digest.hexdigest()[:24]


def sealed_dir(source: Path, module_name: str, stripped: bool = False) -> Path:
    """The cache folder that holds (or will hold) the build of ``source`` as ``module_name``."""
    key = seal_key(Path(source), module_name, stripped)
    return cache_root() / _SEALED / f"{module_name}-{'stripped-' if stripped else ''}{key}"


_SEALED = "sealed"
"""The cache's folder of sealed builds, one folder each (``sealed/<module>-<key>``)."""


def may_be_sealed_dir(folder: str, module_name: str) -> bool:
    """Whether ``folder``, a path or a glob as a record shows it (``~/.cache/syncvals/sealed/*``),
    can be a folder :func:`sealed_dir` makes for ``module_name``, wherever the cache lies."""
    parent, _, last = folder.rstrip("/").rpartition("/")
    return fnmatch.fnmatchcase(_SEALED, parent.rpartition("/")[2]) and any(
        fnmatch.fnmatchcase(f"{module_name}-{form}0", last) for form in ("", "stripped-")
    )


def sealed_module(source: Path, module_name: str, stripped: bool = False) -> Path:
    """Return the path of the compiled ``module_name`` built from ``source``, building it once;
    ``stripped``: without docstrings, debugging information or symbol table (the Harbor export's
    build, :data:`_STRIPPED_BUILD_SCRIPT`).

    :raises SealError: when Cython, a C compiler or the Python headers are missing, or the
        build fails (with the compiler's last output lines).
    """
    source = Path(source)
    final_dir = sealed_dir(source, module_name, stripped)
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    target = final_dir / f"{module_name}{suffix}"
    if target.is_file():
        return target
    check_toolchain()
    final_dir.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="syncvals-seal-") as tmp:
        build = Path(tmp)
        # The file is named after the module so that tracebacks name the module's own file.
        shutil.copyfile(source, build / f"{module_name}.py")
        proc = subprocess.run(
            [
                sys.executable,
                "-c",
                _STRIPPED_BUILD_SCRIPT if stripped else _BUILD_SCRIPT,
                module_name,
            ],
            cwd=build,
            capture_output=True,
            text=True,
        )
        built = build / f"{module_name}{suffix}"
        if proc.returncode != 0 or not built.is_file():
            tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-15:])
            raise SealError(f"compiling {source} into {module_name} failed:\n{tail}")
        staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=final_dir.parent))
        shutil.move(str(built), staging / built.name)
        try:
            staging.rename(final_dir)
        except OSError:
            # Another process finished the same build first; its result is identical.
            shutil.rmtree(staging, ignore_errors=True)
    return target
