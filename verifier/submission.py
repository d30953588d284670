"""Reading a submission exactly once, as the regular file it must be."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from syncvals_plugin.errors import MissingFileError, SyncValsError

MAX_SUBMISSION_BYTES = 1024 * 1024


class SubmissionRejected(SyncValsError, ValueError):
    """The submission is not something the verifier grades (its message is the reason)."""


def read_submission(path: Path, cap: int = MAX_SUBMISSION_BYTES) -> bytes:
    """The bytes of ``path``, opened once without following a final symlink.

    The verifier grades exactly these bytes (it never opens the path again), so a file swapped or
    re-pointed after this read changes nothing.

    :raises FileNotFoundError: nothing at all exists at ``path``.
    :raises SubmissionRejected: a symlink, a folder, a FIFO, a device or socket, or a file larger
        than ``cap`` bytes.
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY)
    except FileNotFoundError:
        raise MissingFileError(f"{path}: no such submission file") from None
    except OSError as exc:
        if os.path.islink(path):
            raise SubmissionRejected(
                f"{path.name} is a symbolic link (to {os.readlink(path)!r}); submit the file itself"
            ) from None
        raise SubmissionRejected(f"{path.name} cannot be opened: {exc.strerror}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = (
                "a folder"
                if stat.S_ISDIR(st.st_mode)
                else "a FIFO"
                if stat.S_ISFIFO(st.st_mode)
                else "a socket"
                if stat.S_ISSOCK(st.st_mode)
                else "a device"
            )
            raise SubmissionRejected(f"{path.name} is {kind}, not a regular file")
        if st.st_size == 0:
            raise SubmissionRejected(f"{path.name} is empty (0 bytes): nothing to grade")
        if st.st_size > cap:
            raise SubmissionRejected(
                f"{path.name} is {st.st_size} bytes; submissions are capped at {cap} bytes"
            )
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            total += len(chunk)
            if total > cap:  # it grew while we read
                raise SubmissionRejected(f"{path.name} exceeds the {cap}-byte cap")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
