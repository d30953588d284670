"""Names from records are data, never paths: the one place a folder or file name is derived from
untrusted text (a Harbor ``trial_name``, a job or task name, a folder name in a job someone sent
you), and the one check that a target lies inside the folder it is written to.

Every writer (the importers, ``classify``, the site, the export) names what it writes through
:func:`safe_component` and checks where it writes with :func:`inside`; ``docs/threat-model.md``
lists the attacks and their tests.
"""

from __future__ import annotations

import hashlib
import os
import unicodedata
from pathlib import Path

from syncvals_plugin.records.trial import TrialFormatError

MAX_NAME_BYTES = 100
"""The longest name (UTF-8 bytes) a writer makes; a longer one is cut and keeps a hash suffix, so
two long names that share their first hundred bytes stay two names."""
HASH_CHARS = 8
EMPTY_NAME = "unnamed"


class UnsafePathError(TrialFormatError):
    """A write would land outside its output folder (a name that is a path, a planted link)."""


def _digest(text: str) -> str:
    raw = text.encode("utf-8", "surrogatepass")
    return hashlib.blake2b(raw, digest_size=HASH_CHARS // 2).hexdigest()


def _unsafe(ch: str) -> bool:
    # Separators of every platform, NUL and every control or format character (a terminal
    # escape, a bidirectional override), line and paragraph separators, and lone surrogates
    # (what JSON makes of invalid UTF-8: no file system name encodes them).
    if ch in "/\\":
        return True
    category = unicodedata.category(ch)
    return category in ("Cc", "Cf", "Cs", "Zl", "Zp")


def safe_component(text: object) -> str:
    """A single, safe path component derived from ``text``: the text itself when it already is one,
    else a changed name that keeps a short hash of the original (distinct inputs stay distinct).

    Separators (``/``, ``\\``), NUL, control and format characters become ``_``; a leading dot
    (``.``, ``..``, a hidden or staging name) becomes ``_``; surrounding blanks are dropped; an
    empty name is ``unnamed``; a name over :data:`MAX_NAME_BYTES` bytes is cut on a character
    boundary.  A pure function: the same text always gives the same name.
    """
    original = str(text)
    name = "".join("_" if _unsafe(ch) else ch for ch in original).strip()
    stripped = name.lstrip(".")
    if stripped != name:
        name = "_" * (len(name) - len(stripped)) + stripped
    if not name:
        name = EMPTY_NAME
    if name == original and len(name.encode("utf-8")) <= MAX_NAME_BYTES:
        return name
    suffix = "-" + _digest(original)
    room = MAX_NAME_BYTES - len(suffix)
    cut = name.encode("utf-8")[:room].decode("utf-8", "ignore").rstrip()
    return (cut or EMPTY_NAME) + suffix


def name_note(where: object, field: str, raw: object, used: str) -> str | None:
    """The line that tells a user a name had to be changed (None when it was used as it was):
    which record, which field, what it said and what was used instead."""
    if str(raw) == used:
        return None
    return f"{where}: {field} {str(raw)!r} is not a safe file name; written as {used!r}"


def inside(root: Path, target: Path) -> Path:
    """``target`` when it lies strictly inside ``root`` with every link resolved (a link planted
    on the way that leads out does not count as inside); the resolved target.

    :raises UnsafePathError: naming both folders, when it does not.
    """
    base = Path(os.path.realpath(root))
    resolved = Path(os.path.realpath(target))
    if resolved == base or not resolved.is_relative_to(base):
        raise UnsafePathError(f"{target}: refused, it is not inside the output folder {root}")
    return resolved


def free_name(folder: Path, name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """``name``, or ``name-2``, ``name-3``, … : the first that names nothing in ``folder`` (nor in
    ``taken``), so a write never merges into an existing folder.  Kept within
    :data:`MAX_NAME_BYTES`."""
    candidate, number = name, 1
    while candidate in taken or os.path.lexists(os.path.join(folder, candidate)):
        number += 1
        candidate = suffixed(name, number)
    return candidate


def suffixed(name: str, number: int) -> str:
    """``name`` as the ``number``-th of its kind: ``name`` for the first, ``name-2`` for the
    second, …, cut so it stays within :data:`MAX_NAME_BYTES`."""
    if number < 2:
        return name
    tail = f"-{number}"
    return name.encode("utf-8")[: MAX_NAME_BYTES - len(tail)].decode("utf-8", "ignore") + tail
