"""One line per trial: what tables and progress output show about a finished trial (the table
itself is :func:`syncvals_plugin.console.summary_table`)."""

from __future__ import annotations

from pydantic import TypeAdapter
from pydantic.dataclasses import dataclass

from syncvals_plugin.records.trial import TrialRecord


@dataclass(frozen=True)
class TrialSummary:
    """One finished trial, as the summary table shows it (and ``run --json`` prints it: a
    pydantic dataclass, validated when made)."""

    name: str
    agent: str
    path: str
    outcome: str
    reward: float | None
    passed: int | None
    total: int | None
    verdict: str | None
    sandbox: str | None = None
    subtype: str | None = None
    """How the submission was isolated (:meth:`SandboxInfo.line`), when it was graded."""


def summarize(record: TrialRecord) -> TrialSummary:
    """The summary line of a trial."""
    report = record.report
    agent = record.agent_label
    return TrialSummary(
        record.name,
        agent,
        str(record.path),
        record.result.outcome,
        record.result.reward,
        report.passed if report else None,
        report.total if report else None,
        record.classification.verdict if record.classification else None,
        report.sandbox.line() if report and report.sandbox else None,
        record.classification.subtype if record.classification else None,
    )


def summaries_json(rows: list[TrialSummary]) -> list[dict]:
    """The rows as JSON-ready dicts (``run --json``, ``baselines --json``)."""
    return _ROWS.dump_python(rows, mode="json")


def sandbox_lines(rows: list[TrialSummary]) -> list[str]:
    """``Sandbox: …`` once per distinct isolation the rows were graded in."""
    return [f"Sandbox: {line}" for line in dict.fromkeys(r.sandbox for r in rows if r.sandbox)]


_ROWS = TypeAdapter(list[TrialSummary])
