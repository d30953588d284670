"""The built-in verdict table: findings to verdict, subtype, root cause and recommendation.

The one built-in ``syncvals_classify``; judges add their opinions through ``syncvals_judge``.
"""

from __future__ import annotations

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.evidence import checked_evidence
from syncvals_plugin.classifier.findings import TASK_IS_FINE, Finding, describe, fits, half
from syncvals_plugin.records.trial import Classification, TrialRecord

DEFAULTS = {
    "SUCCESS": ("GOOD_SUCCESS", "Solved"),
    "FAILURE": ("GOOD_FAILURE", "Unsolved"),
    "HARNESS_ERROR": ("HARNESS_ERROR", "Missing Reward"),
}
"""Only reached when no rule fires (the generic outcome rules normally do)."""


def decide(trial: TrialRecord, findings: list[Finding]) -> Classification:
    """The strongest finding that fits the reward's half, or that half's GOOD default."""
    candidates = sorted(
        (f for f in findings if isinstance(f, Finding) and fits(f, trial)), key=lambda f: f.priority
    )
    if candidates:
        best = candidates[0]
        verdict, subtype, cause, recommendation, override = (
            best.verdict,
            best.subtype,
            best.root_cause,
            best.recommendation,
            best.description,
        )
        evidence = checked_evidence(trial, best.evidence)
    else:
        verdict, subtype = DEFAULTS[half(trial)]
        cause, recommendation, evidence = "No rule found anything to report.", TASK_IS_FINE, []
        override = None
    if verdict.startswith("GOOD"):
        recommendation = recommendation if recommendation.startswith(TASK_IS_FINE) else TASK_IS_FINE
    return Classification(
        verdict=verdict,
        subtype=subtype,
        description=describe(
            verdict,
            trial.result.outcome,
            override,
            subtype=subtype,
            graded=trial.result.reward is not None,
        ),
        evidence=evidence,
        root_cause=cause,
        recommendation=recommendation,
        source="rules",
        alternatives=[
            {"verdict": f.verdict, "subtype": f.subtype, "rule": f.rule} for f in candidates[1:4]
        ],
    )


@hookimpl
def syncvals_classify(trial: TrialRecord, findings: list) -> Classification:
    """Classify with the deterministic rule table."""
    return decide(trial, findings)
