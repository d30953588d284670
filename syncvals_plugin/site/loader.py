"""The site's templates compiled by Jinja itself, once per installation and set of templates.

A ``syncvals site`` rebuild of one trial in a big job is a fresh process: compiling its templates
there cost more than the rest of the rebuild.  So on first use Jinja's own
:meth:`~jinja2.Environment.compile_templates` writes every template's Python module into a
folder of the user's cache (``$SYNCVALS_CACHE_DIR/site-templates/<key>/``, byte-compiled there
too), and :class:`jinja2.ModuleLoader` loads them from then on: Python's bytecode cache serves
each process.  Nothing generated is part of the package.

The key covers everything the compiled code depends on: Jinja's version, the environment's
options, filters and tests, and every template's name and source.  An edited template or another
Jinja is compiled into a folder of its own; a folder is used only whole (compiled aside, then
renamed into place).  The folder is as private as the cache's sealed modules and expected
outputs: 0700 and this user's (``docs/threat-model.md``: no agent or sandbox sees the cache); one
that is not, or a cache that cannot be written, leaves the templates compiled in memory, as
:class:`jinja2.PackageLoader` does.
"""

from __future__ import annotations

import hashlib
import os
import py_compile
import shutil
import stat
import tempfile
from importlib.util import cache_from_source
from pathlib import Path

import jinja2
from jinja2 import BaseLoader, Environment, ModuleLoader

from syncvals_plugin.cache import cache_root

FOLDER = "site-templates"
"""The cache's folder of compiled template sets, one subfolder per key."""


def template_key(environment: Environment) -> str:
    """What the compiled code of ``environment``'s templates depends on, as a hex digest."""
    loader = environment.loader
    if loader is None:
        raise ValueError("the environment has no loader")
    parts = [
        jinja2.__version__,
        repr(environment.autoescape),
        environment.undefined.__name__,
        repr(
            (
                environment.trim_blocks,
                environment.lstrip_blocks,
                environment.keep_trailing_newline,
                environment.block_start_string,
                environment.variable_start_string,
                environment.comment_start_string,
            )
        ),
        ",".join(sorted(environment.extensions)),
        ",".join(sorted(environment.filters)),
        ",".join(sorted(environment.tests)),
    ]
    for name in sorted(loader.list_templates()):
        parts += [name, loader.get_source(environment, name)[0]]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def _private(path: Path) -> bool:
    # A folder only this user may write: made so when missing (0700).
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def compiled_folder(environment: Environment, root: Path | None = None) -> Path | None:
    """The folder of ``environment``'s compiled templates under ``root`` (by default the cache),
    compiled now when missing; None when no private folder can hold them."""
    parent = (root or cache_root()) / FOLDER
    if not _private(parent):
        return None
    folder = parent / template_key(environment)[:32]
    if folder.is_dir():
        return folder if _private(folder) else None
    try:
        _compile_into(environment, parent, folder)
    except OSError:
        return None
    return folder if _private(folder) else None


def _compile_into(environment: Environment, parent: Path, folder: Path) -> None:
    # Compiled and byte-compiled aside, then renamed into place whole; a process that lost the
    # race to another uses the other's folder.
    scratch = Path(tempfile.mkdtemp(prefix=".compiling-", dir=parent))
    try:
        environment.compile_templates(scratch, zip=None, ignore_errors=False)
        for module in scratch.glob("*.py"):
            py_compile.compile(
                str(module),
                cfile=cache_from_source(str(module)),
                dfile=str(folder / module.name),
                doraise=True,
            )
        try:
            os.rename(scratch, folder)
        except OSError:
            if not folder.is_dir():
                raise
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def compiled_loader(environment: Environment) -> BaseLoader:
    """A loader of ``environment``'s templates from their compiled folder
    (:func:`compiled_folder`), or ``environment``'s own loader when there is none."""
    loader = environment.loader
    if loader is None:
        raise ValueError("the environment has no loader")
    folder = compiled_folder(environment)
    return loader if folder is None else ModuleLoader(folder)
