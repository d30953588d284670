"""The cheap text tests before a parse: whether a piece of code can hold the sealed file's path
at all (a word that locates it, a literal that spells part of its name, joined, escaped or
lowered, a shell variable naming it).  What fails them is not parsed for a read."""

from __future__ import annotations

import re
import warnings

from syncvals_plugin.objectives.reads import SEED_WORDS
from syncvals_plugin.objectives.sealed_file import JOINED, Reaches, spelled_in_a_string
from syncvals_plugin.objectives.searches import SUFFIX_WORDS

_LISTED = re.compile(r"""['"]\s*[,%(]\s*\(?\s*[bfr]?['"]""")
"""Where literals meet in a list, a tuple or a format (``'ref', 'oracle'``)."""
_COMPUTED_GETATTR = re.compile(r"""getattr\(\s*[\w.]+\s*,(?!\s*["']?\w+["']?\s*[,)])""")
"""``getattr(R, '_' * 2 + 'file' + …)``: an attribute whose name is computed, which may be a
locating one no word of the code spells."""


def may_read_by_path(source: str, sealed: str, environ: dict[str, str], reaches: Reaches) -> bool:
    """Whether ``source`` can hold the file's path at all: a word of :data:`SEED_WORDS`, a
    string literal that spells part of the module's name (with literals joined: ``"ref" +
    "oracle"``; an ``import`` of it is no path), or a shell variable naming the file that the
    code may read.  The cheap test before a parse."""
    if any(w in source for w in SEED_WORDS) or _COMPUTED_GETATTR.search(source):
        return True
    if spelled_in_a_string(source, sealed) or spelled_in_a_string(JOINED.sub("", source), sealed):
        return True
    if "__name__" in source and any(w in source for w in SUFFIX_WORDS):
        return True  # '/app/' + R.__name__ + EXT_SUFFIX
    variables = "environ" in source or "getenv" in source or "stdin" in source or "input(" in source
    if variables and any(map(reaches, environ.values())):
        return True
    return _spelled_when_undone(source, sealed)


def _spelled_when_undone(source: str, sealed: str) -> bool:
    """Whether the module's name is spelled with escapes, in other letters, or in literals a
    join or a format puts together: ``'\\x72eforacle'``, ``'REFORACLE'.lower()``,
    ``''.join(['ref', 'oracle'])``, ``'%s%s' % ('ref', 'oracle')``."""
    if not any(w in source for w in ("join", "%", "\\", sealed[:4].upper(), "lower", "casefold")):
        return False  # (the cheap test first: nothing joins, formats, escapes or lowers)
    text = _LISTED.sub("", source).lower()
    if "\\" in text:
        with warnings.catch_warnings():  # "\\w" in a regex is no escape: said, not an error
            warnings.simplefilter("ignore", DeprecationWarning)
            text = text.encode("latin-1", "backslashreplace").decode("unicode_escape", "replace")
    return text != source and spelled_in_a_string(JOINED.sub("", text), sealed)
