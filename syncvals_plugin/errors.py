"""The one base of every error SyncVals reports to a user as a single line.

A user mistake or a refused input (a missing file, an unknown task, a malformed record, a sandbox
mode this machine lacks) raises a subclass; the command line prints it as ``error: <message>``
and exits 2.  Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import errno


class SyncValsError(Exception):
    """Base of the errors the command line prints as one line (never a traceback)."""


class UsageError(SyncValsError, ValueError):
    """A command was given what it cannot work with: a missing argument, a combination that
    does not go together."""


class MissingFileError(SyncValsError, FileNotFoundError):
    """A file or folder the user named (or a task needs) is not there.  Also a
    ``FileNotFoundError``, so code that handles a missing file handles it (as Harbor's
    ``RewardFileNotFoundError``); a bare ``FileNotFoundError`` is a bug and keeps its traceback."""


GRADER_FAULT_EXIT = 3
"""The exit code of a command that could not grade (see :class:`GraderFault`): not 0 (passed), not
1 (failed), not 2 (a user error)."""


class GraderFault(SyncValsError, RuntimeError):
    """The grader could not grade, for a reason that is not the submission's: no reward exists.

    The sandbox did not start, the environment it shows a submission changed for real, the expected
    outputs cannot be trusted.  A grader fault is never a score: ``verify`` writes no reward and
    exits with :data:`GRADER_FAULT_EXIT`; the runner records the trial as a verifier error
    (HARNESS_ERROR), never as a failed submission.  ``fix`` is the command or step that repairs it.
    """

    def __init__(self, message: str, fix: str = "") -> None:
        super().__init__(message + (f"; fix: {fix}" if fix else ""))
        self.fix = fix


WRITE_FAILED_EXIT = 4
"""The exit code of a command that could not write what it makes (a full disk, a quota, a
read-only folder): not a grade, not a usage error."""

WRITE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EFBIG})
"""The errors of a write the machine refused: no room, no quota, a read-only filesystem."""


class WriteFailed(SyncValsError, OSError):
    """What a command makes could not be written; nothing half-written was left (each writer
    writes beside its target and renames).  Printed as one line, exit :data:`WRITE_FAILED_EXIT`."""

    def __str__(self) -> str:
        return str(self.strerror)


def write_failed(exc: OSError, what: str) -> WriteFailed:
    """The one line of a refused write: what could not be written, where, and why."""
    where = f" ({exc.filename})" if exc.filename else ""
    reason = exc.strerror or str(exc)
    return WriteFailed(exc.errno or 0, f"could not write {what}{where}: {reason}")
