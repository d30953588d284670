"""Probe coverage: what a trial asked its served oracle, by function and input family, beside the
case families the held-out suite failed it on; and, over a task's trials with a call log, the
families agents rarely probe beside those its failures need.

Generic: the families are the ones the call log and the grading report name (no task's own
list), and a trial without a log shows nothing it cannot back (:func:`probe_coverage` says so).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from syncvals_plugin.records.oracle_calls import (
    UNKNOWN_FUNCTION,
    broken_lines,
    calls_of,
    probe_families,
)
from syncvals_plugin.records.trial import TrialFormatError, TrialRecord
from syncvals_plugin.site.views import clean as _clean


def probe_coverage(trial: TrialRecord) -> dict:
    """The trial page's probe coverage: ``statement`` (always: what the page can say of the
    log), and ``rows`` (empty without a log): one per function called or failed, failing
    functions first, each with its calls, errors and a cell per family (:func:`_cells`)."""
    try:
        calls = calls_of(trial)
    except TrialFormatError as exc:
        return {"statement": _clean(f"The oracle call log is unreadable: {exc}"), "rows": []}
    if calls is None:
        return {
            "statement": "No oracle call log in this trial (its reference was not served, or "
            "the log is absent): no probe coverage to show.",
            "rows": [],
        }
    failed = _failed_families(trial)
    counts: dict[str, Counter[str]] = {}
    totals: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    for call in calls:
        totals[call.function] += 1
        errors[call.function] += call.outcome != "ok"
        counts.setdefault(call.function, Counter()).update(dict.fromkeys(call.families, 1))
    # The failing functions first, then the report's order, then any the report does not name.
    names = sorted(failed, key=lambda n: failed[n] is None) + [n for n in totals if n not in failed]
    rows: list[dict[str, Any]] = [
        {
            "name": _clean(name),
            "calls": totals[name],
            "errors": errors[name],
            "failed": failed.get(name) is not None,
            "cells": _cells(counts.get(name, Counter()), failed.get(name) or []),
        }
        for name in names
        if totals[name] or failed.get(name) is not None
    ]
    gaps = sum(1 for r in rows for c in r["cells"] if c[0] == "gap")
    broken = broken_lines(trial)
    named = len(set(totals) - {UNKNOWN_FUNCTION})
    return {
        "statement": _clean(
            (
                f"{len(calls)} oracle calls to {named} functions; "
                f"{gaps} failing case famil{'y' if gaps == 1 else 'ies'} never called."
                if any(f is not None for f in failed.values())
                else f"{len(calls)} oracle calls to {named} functions."
            )
            + (f" {len(broken)} line(s) of the log cannot be read: {broken[0]}" if broken else "")
        ),
        "rows": rows,
    }


def _failed_families(trial: TrialRecord) -> dict[str, list[str] | None]:
    # Each function of the report: the families it failed on (None when it passed).
    report = trial.report
    if report is None:
        return {}
    return {f.name: None if f.passed else list(f.failed_families) for f in report.functions}


def _cells(called: Counter[str], failing: list[str]) -> list[tuple[str, str, int]]:
    """A function's families: ``(state, family, calls)``, state ``gap`` (failed, never called),
    ``failed`` (failed, called), ``called``; the failing first, then by calls."""
    cells = [("gap" if not called[f] else "failed", _clean(f), called[f]) for f in failing]
    shown = set(failing)
    for family, n in sorted(called.items(), key=lambda kv: (-kv[1], kv[0])):
        if family not in shown:
            cells.append(("called", _clean(family), n))
    return cells


def probe_summary(trial: TrialRecord) -> list[list[str]] | None:
    """What a task page needs of a trial's probes (kept in the site's manifest):
    :func:`~syncvals_plugin.records.oracle_calls.probe_families`."""
    return probe_families(trial)


def probe_table(trials: list[dict]) -> dict:
    """The task page's table over its trial summaries' ``probes`` (:func:`probe_summary`): per
    family, the trials with a log that called it, failed on it, and failed on it without ever
    calling the failing function with it; the families failures need and agents rarely probe
    first."""
    logged = [t["probes"] for t in trials if t.get("probes") is not None]
    called: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    gaps: Counter[str] = Counter()
    for probed, failing, missing in logged:
        called.update(probed)
        failed.update(failing)
        gaps.update(missing)
    families = set(called) | set(failed)
    rows = [
        {"family": _clean(f), "called": called[f], "failed": failed[f], "gaps": gaps[f]}
        for f in sorted(families, key=lambda f: (-gaps[f], -failed[f], called[f], f))
    ]
    return {"logged": len(logged), "trials": len(trials), "rows": rows}
