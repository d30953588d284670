"""The marks a shell word carries for what reading cannot know: a part only running the code
would give (:data:`UNKNOWN`), text a decoder computed at run time (:data:`DECODED`)."""

from __future__ import annotations

UNKNOWN = "\ufffc"
"""Stands in a word for a part whose value only running the code would give."""


DECODED = "\ufffb"
"""Stands in a word for text a decoder computed at run time (``base64 -d``, ``xxd -r``, ``rev``,
``tr``, a decompressor): code made of it cannot be read without running it."""


def known(text: str) -> bool:
    """Whether ``text`` holds no part only running the code would give."""
    return UNKNOWN not in text and DECODED not in text


STDIN = "<stdin>"
"""The key under which a Python command's environment holds what its standard input is fed (a
pipe from a command that prints the module's file, a file the session wrote): what
``sys.stdin.read()`` gives its code."""
