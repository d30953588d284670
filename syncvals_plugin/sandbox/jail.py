"""``uid`` mode's view: a tree holding only what a submission may read, entered by ``chroot``.

Where there is neither a mount namespace nor Landlock, file permissions alone decide what the
sandbox's user reads, and a denylist of permissions (hide the packages, the cache, the task)
leaves everything else world-readable: a checkout's recorded artifacts, ``.git``, a virtual
environment's editable finder.  The jail turns that into an allowlist.

The zygote starts outside it, imports torch and preloads every compiled module a worker may use
(workers may map no file as executable anyway), then changes root into the jail and becomes the
sandbox's user before it reads the inputs or sees a submission.  So the jail needs none of the
native code: it holds copies of the rest of the view's trees (the standard library's and torch's
Python files and data, at the same absolute paths, modification times kept so their cached
bytecode stays valid), the four character devices torch opens, a ``/tmp`` and the folder where
each grading makes its own (``/sv``).  Copies, not hard links: a link would change each
original's ctime, which the environment's manifest records.

One jail per recorded view (its key covers the view and its manifest), built once into the
cache (0700), atomically, on the first ``uid`` grading.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from syncvals_plugin.sandbox.view import View

JAIL_VERSION = 2
SANDBOXES = "sv"
"""The jail's folder of per-grading folders (0711: each sandbox's own is 0750 to its group)."""

DEVICES = {"null": (1, 3), "zero": (1, 5), "random": (1, 8), "urandom": (1, 9)}
"""The character devices the jail holds (torch opens ``/dev/urandom``), made as new nodes."""


def jail_key(view: View, manifest: bytes) -> str:
    """The key of ``view``'s jail: its paths and the manifest that vouches for its files."""
    text = json.dumps([JAIL_VERSION, view.trees, view.holes])
    return hashlib.sha256(text.encode() + manifest).hexdigest()[:24]


def _native(path: str) -> bool:
    """Whether ``path`` is native code (an ELF file): loaded before the jail, never copied."""
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == b"\x7fELF"
    except OSError:
        return True


def _copy(src: str, dest: Path) -> None:
    if os.path.islink(src):
        os.symlink(os.readlink(src), dest)
    elif not _native(src):
        shutil.copy2(src, dest)
        os.chmod(dest, 0o644)


def _mirror(tree: str, holes: set[str], root: Path) -> None:
    """``tree`` (a folder or one file) copied into ``root`` at its own path, minus ``holes``."""
    dest = root / tree.lstrip("/")
    for parent in reversed(dest.relative_to(root).parents[:-1]):
        (root / parent).mkdir(mode=0o755, exist_ok=True)
    if not os.path.isdir(tree) or os.path.islink(tree):
        _copy(tree, dest)
        return
    dest.mkdir(mode=0o755, exist_ok=True)
    for folder, dirs, files in os.walk(tree):
        dirs[:] = [d for d in dirs if os.path.join(folder, d) not in holes]
        here = root / folder.lstrip("/")
        for name in dirs:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                _copy(path, here / name)
            else:
                (here / name).mkdir(mode=0o755, exist_ok=True)
        for name in files:
            path = os.path.join(folder, name)
            if path not in holes:
                _copy(path, here / name)


def build_jail(view: View, dest: Path) -> None:
    """Fill the empty folder ``dest`` with ``view``'s jail.

    :raises OSError: where a device node cannot be made (no ``CAP_MKNOD``) or a copy fails.
    """
    holes = set(view.holes)
    for tree in view.trees:
        _mirror(tree, holes, dest)
    dev = dest / "dev"
    dev.mkdir(mode=0o755, exist_ok=True)
    for name, (major, minor) in DEVICES.items():
        os.mknod(dev / name, stat.S_IFCHR | 0o666, os.makedev(major, minor))
        os.chmod(dev / name, 0o666)
    (dest / SANDBOXES).mkdir(mode=0o711, exist_ok=True)
    (dest / "tmp").mkdir(exist_ok=True)  # a view may hold a tree under /tmp
    os.chmod(dest / "tmp", 0o1777)
    dest.chmod(0o755)


def jail_root(view: View, manifest: bytes, cache: Path) -> Path:
    """``view``'s jail under ``cache``, built now when there is none; older jails removed.

    :raises OSError: when it cannot be built (see :func:`build_jail`); nothing is left of it.
    """
    jails = cache / "jails"
    jails.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(jails, 0o700)
    final = jails / jail_key(view, manifest)
    if (final / SANDBOXES).is_dir():
        return final
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=jails))
    try:
        build_jail(view, staging)
        try:
            staging.rename(final)
        except OSError:  # another process built the same jail at the same moment
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    for old in jails.iterdir():  # a jail of an older view, unused for a day (none grades in it)
        if old != final and not old.name.startswith(".staging-") and _idle(old):
            shutil.rmtree(old, ignore_errors=True)
    return final


def _idle(jail: Path) -> bool:
    """Whether no grading made its folder in ``jail`` for a day."""
    import time

    try:
        return time.time() - os.stat(jail / SANDBOXES).st_mtime > 86400
    except OSError:
        return True


def jail_sandboxes(jail: Path) -> Path:
    """The folder of ``jail`` where each grading makes its own."""
    return jail / SANDBOXES


def jailed(jail: Path, path: Path) -> str:
    """``path`` (under ``jail``) as the jailed process names it."""
    return "/" + str(Path(path).relative_to(jail))
