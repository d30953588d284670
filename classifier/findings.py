"""Findings: what one rule concludes about a trial, with the evidence behind it."""

from __future__ import annotations

from pydantic import BaseModel

from syncvals_plugin.classifier.table import CHEAT_SUBTYPES, Verdict
from syncvals_plugin.records.trial import Evidence, TrialRecord, passes

__all__ = ["CHEAT_SUBTYPES", "VERDICTS", "Finding", "Verdict", "describe", "fits", "half"]

VERDICTS = tuple(Verdict)
"""The five verdicts, in the order tables show them."""
DESCRIPTIONS = {
    Verdict.GOOD_SUCCESS: "Earned, as far as the records show: no recorded action read the tests or the "
    "solution, touched the grader, or took a shortcut the task's own rules know of.",
    Verdict.BAD_SUCCESS: "Unearned pass: the reward came through a flaw of the task or the grader. Fix the task.",
    Verdict.GOOD_FAILURE: "Honest miss: the records show no harness fault and no forbidden action, and "
    "the work fell short; nothing in them faults the task.",
    Verdict.BAD_FAILURE: "The failure was caused by the task (environment, instruction or grader), not by the agent. "
    "Fix the task.",
    Verdict.HARNESS_ERROR: "The run was never graded; rerun it before drawing any conclusion.",
}
TASK_IS_FINE = "N/A - task is fine"
OUTCOME_DESCRIPTIONS = {
    "timed out": "Honest miss: the agent used its whole time budget without solving the task; "
    "nothing in the records faults the task.",
    "errored": "Failure on the agent's side: its run ended with an error before it solved the task; "
    "not a fault of the task.",
}
"""GOOD_FAILURE said truthfully for a trial that did not end on its own (never "ran correctly")."""


class Finding(BaseModel):
    """A rule's conclusion: the verdict and subtype it supports, why, and how strongly."""

    rule: str
    verdict: Verdict
    subtype: str
    """One of :class:`~syncvals_plugin.classifier.table.Subtype` for a built-in rule; a task
    plugin outside SyncVals may name its own."""
    priority: int
    """Lower wins when several findings fit the trial's reward (the built-in rules' priorities are
    :class:`~syncvals_plugin.classifier.table.Row`'s)."""
    evidence: list[Evidence] = []
    root_cause: str
    recommendation: str = TASK_IS_FINE
    description: str | None = None
    """Overrides the verdict's standard description where it would say something untrue."""


def half(trial: TrialRecord) -> str:
    """The half of the verdict the reward fixes: ``SUCCESS``, ``FAILURE`` or ``HARNESS_ERROR``."""
    reward = trial.result.reward
    if reward is None:
        return Verdict.HARNESS_ERROR
    return "SUCCESS" if passes(reward) else "FAILURE"


def fits(finding: Finding, trial: TrialRecord) -> bool:
    """Whether a finding's verdict belongs to the half the reward fixed.

    HARNESS_ERROR fits any trial: a reward recorded by a broken run (the environment failed, the
    model API failed, nothing was recorded) says nothing about the agent.
    """
    h = half(trial)
    if finding.verdict == Verdict.HARNESS_ERROR:
        return True
    return h != Verdict.HARNESS_ERROR and finding.verdict.endswith(h)


def graded_broken(who: str = "the harness", what: str = "the run or its record") -> str:
    """HARNESS_ERROR said truthfully of a trial that has a reward (never "no gradable outcome"):
    ``who`` broke ``what``, and the reward is what the work had left at the break."""
    return (
        f"Graded, but {who} broke {what}: the reward is what the work left at the break earned, "
        "not necessarily what the agent would have done; rerun it before drawing any conclusion."
    )


GRADED_HARNESS = graded_broken()
"""The harness's own break, said of a graded trial."""
CHEAT_SUCCESS = (
    "Pass not to be trusted: the records show the agent's own forbidden action ({subtype}), so "
    "the reward cannot be taken as its work. The task let it through: close the hole named "
    "below and rerun."
)
"""BAD_SUCCESS said truthfully of an agent's own cheat (never "a flaw of the task or the grader"
alone, which blames the task for what the agent did; never "the reward is not its work", which
a verifier that graded every function passing would contradict)."""
CHEAT_FAILURE = (
    "Failure, not an honest one: the records show a forbidden action ({subtype}); it did not "
    "earn the reward, and the grader held."
)
"""GOOD_FAILURE said truthfully of a cheat that was tried and caught (never "honest miss")."""


def describe(
    verdict: Verdict,
    outcome: str,
    override: str | None = None,
    *,
    subtype: str | None = None,
    graded: bool | None = None,
) -> str:
    """The description shown with a verdict, true to how the trial ended: whether it was graded,
    and whether its subtype names a cheat."""
    if override:
        return override
    if verdict == Verdict.HARNESS_ERROR and graded:
        return GRADED_HARNESS
    if verdict == Verdict.BAD_SUCCESS and subtype in CHEAT_SUBTYPES:
        return CHEAT_SUCCESS.format(subtype=subtype)
    if verdict == Verdict.GOOD_FAILURE and subtype in CHEAT_SUBTYPES:
        return CHEAT_FAILURE.format(subtype=subtype)
    if verdict == Verdict.GOOD_FAILURE and outcome in OUTCOME_DESCRIPTIONS:
        return OUTCOME_DESCRIPTIONS[outcome]
    return DESCRIPTIONS[verdict]
