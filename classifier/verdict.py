"""The built-in verdict table: findings to verdict, subtype, root cause and recommendation.

The one built-in ``syncvals_classify``; judges add their opinions through ``syncvals_judge``.
"""

from __future__ import annotations

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.evidence import checked_evidence
from syncvals_plugin.classifier.findings import TASK_IS_FINE, Finding, describe, fits, half
from syncvals_plugin.classifier.table import Row, Verdict
from syncvals_plugin.records.oracle_calls import UNKNOWN_FUNCTION, broken_lines, calls_of
from syncvals_plugin.records.report import report_from_table
from syncvals_plugin.records.trial import Classification, TrialFormatError, TrialRecord

DEFAULTS = {
    "SUCCESS": Row.DEFAULT_SUCCESS,
    "FAILURE": Row.DEFAULT_FAILURE,
    Verdict.HARNESS_ERROR: Row.DEFAULT_UNGRADED,
}
"""The table's rows for a trial no rule spoke of (the generic outcome rules normally do), by the
half of the verdict its reward fixed."""


def decide(trial: TrialRecord, findings: list[Finding]) -> Classification:
    """The strongest finding that fits the reward's half, or that half's GOOD default."""
    candidates = sorted(
        (f for f in findings if isinstance(f, Finding) and fits(f, trial)), key=lambda f: f.priority
    )
    best = (
        candidates[0]
        if candidates
        else DEFAULTS[half(trial)].finding("No rule found anything to report.")
    )
    recommendation = best.recommendation
    if best.verdict in (Verdict.GOOD_SUCCESS, Verdict.GOOD_FAILURE):
        recommendation = recommendation if recommendation.startswith(TASK_IS_FINE) else TASK_IS_FINE
    return Classification(
        verdict=best.verdict,  # pydantic stores the enums' text: the record holds plain strings
        subtype=best.subtype,
        description=_described(trial, best),
        evidence=checked_evidence(trial, best.evidence),
        root_cause=best.root_cause,
        recommendation=recommendation,
        source="rules",
        alternatives=[
            {"verdict": str(f.verdict), "subtype": f.subtype, "rule": f.rule}
            for f in candidates[1:4]
        ],
    )


def _described(trial: TrialRecord, best: Finding) -> str:
    text = describe(
        best.verdict,
        trial.result.outcome,
        best.description,
        subtype=best.subtype,
        graded=trial.result.reward is not None,
    )
    gap = unreported(trial)
    if gap:  # the one harness fault the records do show
        text = text.replace("no harness fault", "no harness fault but a missing verifier report")
        text = text.replace("Earned, as far as the records show", "Passed as recorded")
    elif signals(trial).provider_error or _grader_faulted(trial):  # faults the run outlived
        text = text.replace("no harness fault", "no harness fault that decided the run")
    return text + served_facts(trial) + gap


def _grader_faulted(trial: TrialRecord) -> bool:
    """The verifier's own machinery failed on a function (its report, else its printed table):
    a harness fault, if not the one that decided the run."""
    report = trial.report or (report_from_table(trial.stdout, "", "") if trial.stdout else None)
    return report is not None and any(f.kind == "grader-fault" for f in report.functions)


def unreported(trial: TrialRecord) -> str:
    """What a graded trial without any verifier output rests on: the reward ``result.json``
    records, said so; empty when the verifier left its report or printed table."""
    if trial.result.reward is None or trial.report is not None or trial.stdout:
        return ""
    return (
        f" The verifier left no report or output: the reward of {trial.result.reward:g} is "
        "result.json's alone."
    )


@hookimpl
def syncvals_classify(trial: TrialRecord, findings: list) -> Classification:
    """Classify with the deterministic rule table."""
    return decide(trial, findings)


def served_facts(trial: TrialRecord) -> str:
    """What the served oracle's log says of the trial, in the log's own counts ("4 calls: 3
    answered, 1 raised, over 3 functions"), and which of its lines cannot be read; empty when
    the reference was not served."""
    try:
        calls = calls_of(trial)
    except TrialFormatError as exc:
        return f" The served oracle's call log cannot be read ({str(exc)[:120]})."
    if calls is None:
        return ""
    broken = broken_lines(trial)
    gap = (
        f" {len(broken)} line{'s' if len(broken) != 1 else ''} of it cannot be read, left out "
        f"({broken[0][:120]})."
        if broken
        else ""
    )
    if not calls:
        return " The served oracle logged no call: no call of the agent's reached it."
    stopped = sum(c.function == UNKNOWN_FUNCTION for c in calls)  # the server's '?' lines
    kinds = {
        k: sum(c.outcome == k and c.function != UNKNOWN_FUNCTION for c in calls)
        for k in ("ok", "error", "refused")
    }
    parts = [
        f"{n} {word}"
        for n, word in zip(kinds.values(), ("answered", "raised", "refused"), strict=True)
        if n
    ] + ([f"{stopped} stopped by the server (a worker it killed)"] if stopped else [])
    named = {c.function for c in calls if c.outcome != "refused"} - {UNKNOWN_FUNCTION}
    return (
        f" The served oracle logged {len(calls)} call{'s' if len(calls) != 1 else ''}: "
        f"{', '.join(parts)}, over {len(named)} function{'s' if len(named) != 1 else ''}." + gap
    )
