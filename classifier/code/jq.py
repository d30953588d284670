"""What ``jq -r`` prints of JSON the record holds, for the filters that only select: paths
(``.[]``, ``.[N]``, ``.key``, ``.a[].b``), ``select(PATH == LITERAL)`` (or ``!=``), joined by
``|``.  What such a filter prints is names or values already in the JSON, not text made at run
time; any other filter (``map``, ``length``, string interpolation) computes, and is not read."""

from __future__ import annotations

import json
import re
from typing import Any

from syncvals_plugin.classifier.code.markers import known

_PATH = re.compile(r"\.(?:\w+|\[\d*\])?(?:\.\w+|\[\d*\])*")
_STEP = re.compile(r"\.\w+|\[\d*\]")
_SELECT = re.compile(
    r"select\(\s*(\.[\w.\[\]]*)\s*(==|!=)\s*(\"[^\"]*\"|-?\d+(?:\.\d+)?|true|false|null)\s*\)"
)


def jq_selected(args: list[str], read: list[str], incoming: str) -> str | None:
    """What ``jq -r FILTER [FILE]`` prints of the JSON in ``read`` (a file the session wrote)
    or ``incoming`` (its input), a line per string or number chosen; None for a filter that
    computes, text that is not JSON, or a choice that is not plain values."""
    plain = [a for a in args if not a.startswith("-")]
    if not plain:
        return None
    stages = [part.strip() for part in plain[0].split("|")]
    if not stages or not all(_PATH.fullmatch(s) or _SELECT.fullmatch(s) for s in stages):
        return None
    text = read[0] if read else incoming
    try:
        values = [json.loads(text)] if known(text) else []
    except ValueError:
        return None
    for stage in stages:
        chosen = _SELECT.fullmatch(stage)
        if chosen:
            path, op, literal = chosen.groups()
            wanted = json.loads(literal)
            values = [v for v in values if (_walk(v, path) == [wanted]) == (op == "==")]
        else:
            values = [w for v in values for w in _walk(v, stage)]
    if not values or not all(isinstance(v, str | int | float) for v in values):
        return None
    return "".join(f"{v}\n" for v in values)


def _walk(value: Any, path: str) -> list[Any]:
    # The values a path selects from one value (``.[]`` every item, ``.[N]`` one, ``.k`` a key).
    values = [value]
    for step in _STEP.findall(path):
        if step == "[]":
            values = [v for x in values if isinstance(x, list | dict) for v in _items(x)]
        elif step.startswith("["):
            n = int(step[1:-1])
            values = [x[n] for x in values if isinstance(x, list) and len(x) > n]
        else:
            values = [x[step[1:]] for x in values if isinstance(x, dict) and step[1:] in x]
    return values


def _items(value: list | dict) -> list:
    return list(value.values()) if isinstance(value, dict) else value
