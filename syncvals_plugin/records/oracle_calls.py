"""The served oracle's call log (``agent/oracle-calls.jsonl``): what the agent asked the reference,
as the server recorded it.  One JSON object a line, never a tensor's data."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.trial import TrialFormatError, TrialRecord


class OracleCall(BaseModel):
    """One call the served oracle answered (or refused)."""

    model_config = ConfigDict(extra="allow")

    seq: int
    """Its place among the trial's calls, from 1."""
    t: float
    """Seconds since the server started (just before the agent)."""
    function: str
    args: list[dict[str, Any]] = []
    """A summary of each argument: kind, dtype, shape, counts of NaN/inf/zeros, min and max, and
    the task's input family where it names one."""
    families: list[str] = []
    """The task's input families the call exercises (``["random"]`` for a plain one; empty when
    the task names none), in the vocabulary of the grading report's case families."""
    outcome: Literal["ok", "error", "refused"]
    type: str | None = None
    """The exception's type, for an error."""
    message: str | None = None
    result: dict[str, Any] | None = None
    ms: float


UNKNOWN_FUNCTION = "?"
"""The function of a call the server could not name: a request it could not read, a worker it
stopped mid-call (the call took too long, or the reference's process ended)."""


def log_lines(text: str, source: str) -> tuple[list[OracleCall], list[str]]:
    """The calls of a call log's ``text``, and a message for each line that is not one
    (``source:40: not an oracle call (…)``): a line garbled or cut short (a server stopped as it
    wrote) costs that line, not the log."""
    calls, broken = _log_lines(text, source)
    return list(calls), list(broken)


@lru_cache(maxsize=8)
def _log_lines(text: str, source: str) -> tuple[tuple[OracleCall, ...], tuple[str, ...]]:
    # Read once for the several readers of one trial's log (its signals, words, page).
    calls, broken = [], []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            calls.append(OracleCall.model_validate(json.loads(line)))
        except (ValueError, ValidationError) as exc:
            broken.append(f"{source}:{number}: not an oracle call ({str(exc)[:200]})")
    return tuple(calls), tuple(broken)


def parse_oracle_calls(text: str, source: str) -> list[OracleCall]:
    """The calls of a call log's ``text``, every line one.

    :raises TrialFormatError: naming ``source`` and the first line that is not a call."""
    calls, broken = log_lines(text, source)
    if broken:
        raise TrialFormatError(broken[0])
    return calls


def read_oracle_calls(trial: Path) -> list[OracleCall] | None:
    """The call log of the trial folder ``trial`` (its own, else the one a Harbor export's
    verifier copied), or None when it has none (a shipped-mode, foreign or older trial).

    :raises TrialFormatError: naming the file and line of a broken log."""
    root = TrialPaths(Path(trial)).root
    for rel in (TrialPaths.ORACLE_CALLS, TrialPaths.VERIFIER_ORACLE_CALLS):
        path = root / rel
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise TrialFormatError(f"{path}: unreadable ({exc})") from exc
        return parse_oracle_calls(text, str(path))
    return None


def calls_of(record: TrialRecord) -> list[OracleCall] | None:
    """The readable calls of ``record``'s served oracle (:func:`broken_lines` says which lines
    are not), or None when its reference was not served.

    :raises TrialFormatError: naming the trial's log and its first line, when no line of it is a
    call (a log that is not one)."""
    if record.oracle_calls is None:
        return None
    calls, broken = log_lines(record.oracle_calls, _log_name(record))
    if broken and not calls:
        raise TrialFormatError(broken[0])
    return calls


def broken_lines(record: TrialRecord) -> list[str]:
    """What is wrong with each line of ``record``'s call log that is not a call (none without a
    log)."""
    if record.oracle_calls is None:
        return []
    return log_lines(record.oracle_calls, _log_name(record))[1]


def _log_name(record: TrialRecord) -> str:
    return str(record.path / TrialPaths.ORACLE_CALLS) if record.path else record.name


def probe_families(record: TrialRecord) -> list[list[str]] | None:
    """What ``record`` probed beside what it failed: the input families its calls exercised,
    the case families its report failed, and those it failed for a function it never called
    with them (each sorted); None without a readable call log."""
    try:
        calls = calls_of(record)
    except TrialFormatError:
        return None
    if calls is None:
        return None
    called: dict[str, set[str]] = {}
    for call in calls:
        called.setdefault(call.function, set()).update(call.families)
    failed: set[str] = set()
    unasked: set[str] = set()
    for f in record.report.functions if record.report else []:
        for family in [] if f.passed else f.failed_families:
            failed.add(family)
            if family not in called.get(f.name, set()):
                unasked.add(family)
    every = set().union(*called.values()) if called else set()
    return [sorted(every), sorted(failed), sorted(unasked)]
