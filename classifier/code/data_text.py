"""The names a data file's text holds: a list of paths, ``ls -1``'s listing, a JSON, YAML, TOML
or INI file's values, each line less its key, quotes and punctuation; by key too.  What code
that loads such a file may open; a sentence of notes holds none.
"""

from __future__ import annotations

import re


def listed_values(text: str) -> list[str]:
    """The names a data file's lines hold (a list of paths, ``ls -1``'s listing, a JSON, YAML,
    TOML or INI file's values: each line less its key, quotes and punctuation), where every word
    left on the line is a path or a file's name: notes in words, a section's name, a number, a
    harness's line after a command's output hold none.  What code that loads the file may open."""
    out = []
    for line in text.splitlines()[:_VALUE_LINES]:
        value = _KEY.sub("", _ITEM.sub("", line)).strip(" \t\"',{}[]();")
        words = value.split()
        if words and all("/" in w or "." in w.strip(".") for w in words):
            out += [w.strip("\"',") for w in words]
    return out


def keyed_values(text: str) -> dict[str, list[str]]:
    """The names a data file's lines hold (:func:`listed_values`), by the key each line gives
    its value (``"reference": "/app/r.so"``, ``path = …``, ``tests: …``; a line with no key
    under ""): what ``c["reference"]`` or ``cp.get("ref", "path")`` reads of it."""
    out: dict[str, list[str]] = {}
    above = ""  # a section (``[upstream]``) or a key alone (``withheld:``): what is below is its
    for line in text.splitlines()[:_VALUE_LINES]:
        key = _KEY.match(_ITEM.sub("", line))
        names = listed_values(line)
        if names:
            name = key.group(0).strip(" \t-{[:=\"'") if key else above
            out.setdefault(name, []).extend(names)
            if above and name != above:  # cp["upstream"], cp.items("upstream"): all of it
                out.setdefault(above, []).extend(names)
        elif alone := _KEY_ALONE.match(line) or _SECTION.match(line):
            above = alone.group(1)
    return out


_KEY = re.compile(r"^\s*[-{\[]?\s*[\"']?[\w.-]+[\"']?\s*[:=]\s*(?=\S)")
"""A line's key (``"reference": ``, ``path = ``, ``- tests: ``), before its value."""
_KEY_ALONE = re.compile(r"^\s*[\"']?([\w.-]+)[\"']?\s*[:=]\s*[\[{]?\s*$")
"""A key whose value is the lines below it (YAML's ``withheld:``, JSON's ``"paths": [``)."""
_SECTION = re.compile(r"^\s*\[+([\w.-]+)\]+\s*$")
"""An INI or TOML section's head (``[upstream]``)."""
_ITEM = re.compile(r"^\s*-\s+")
"""A YAML list's item mark (``- /path``)."""
_VALUE_LINES = 64
"""The most lines of a file read for the names it holds (a config, a list: not data)."""
