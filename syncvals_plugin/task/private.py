"""An installation's private files: made at random on first use, kept in the cache folder with
mode 0600 (in a folder of mode 0700 that only this user owns), and out of every untrusted
principal's reach (neither the verifier's sandbox nor an agent's view holds the cache).

Two live here: the key expected-output bundles are signed with, and the held-out seed the
grading inputs are drawn from (:mod:`syncvals_plugin.task.heldout`).  A file that others could
read is no secret: it is replaced.
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path

from syncvals_plugin.errors import GraderFault


def private_folder(path: Path) -> None:
    """Make ``path`` a folder that only this user may enter and write (0700), or refuse it."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = os.lstat(path)
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        raise GraderFault(
            f"the cache folder {path} is not a folder of this user's: its expected outputs "
            "could be anyone's",
            fix="point SYNCVALS_CACHE_DIR at a folder of your own",
        )
    if stat.S_IMODE(st.st_mode) & 0o077:
        os.chmod(path, 0o700)


def private_file(
    path: Path, make: Callable[[], bytes], valid: Callable[[bytes], bool], what: str
) -> bytes:
    """The content of the private file at ``path``, made with ``make`` when it is missing, and
    replaced when it is not this user's, others may read it, or ``valid`` refuses it.

    Made once however many processes ask at the same moment: the first complete file to be
    linked into place wins and every other reads it (a test suite's workers share one cache).

    :raises GraderFault: when the file is a symlink or cannot be read.
    """
    private_folder(path.parent)
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return _create(path, make(), replace=False)
    except OSError as exc:  # a symlink, or unreadable
        raise GraderFault(
            f"the {what} {path} cannot be read safely ({exc.strerror})",
            fix=f"remove {path}; the next verify makes a new one",
        ) from exc
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        data = fh.read(4096)
    if st.st_uid != os.getuid() or stat.S_IMODE(st.st_mode) & 0o077 or not valid(data):
        return _create(path, make(), replace=True)
    return data


def _create(path: Path, data: bytes, replace: bool) -> bytes:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    try:
        if replace:
            os.replace(tmp, path)
            return data
        try:
            os.link(tmp, path)  # fails when another process made it first: theirs is the one
        except FileExistsError:
            with open(path, "rb") as fh:
                return fh.read(4096)
        return data
    finally:
        tmp.unlink(missing_ok=True)
