"""The one base of every error SyncVals reports to a user as a single line.

A user mistake or a refused input (a missing file, an unknown task, a malformed record, a sandbox
mode this machine lacks) raises a subclass; the command line prints it as ``error: <message>``
and exits 2.  Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations


class SyncValsError(Exception):
    """Base of the errors the command line prints as one line (never a traceback)."""
