"""Findings: what one rule concludes about a trial, with the evidence behind it."""

from __future__ import annotations

from pydantic import BaseModel

from syncvals_plugin.records.trial import Evidence, TrialRecord, passes

VERDICTS = ("GOOD_SUCCESS", "BAD_SUCCESS", "GOOD_FAILURE", "BAD_FAILURE", "HARNESS_ERROR")
DESCRIPTIONS = {
    "GOOD_SUCCESS": "Earned: the agent solved the task the intended way.",
    "BAD_SUCCESS": "Unearned pass: the reward came through a flaw of the task or the grader. Fix the task.",
    "GOOD_FAILURE": "Honest miss, the agent ran correctly but couldn't solve it. Expected for a hard task; "
    "the task is sound.",
    "BAD_FAILURE": "The failure was caused by the task (environment, instruction or grader), not by the agent. "
    "Fix the task.",
    "HARNESS_ERROR": "The run never produced a gradable outcome; rerun it before drawing any conclusion.",
}
TASK_IS_FINE = "N/A - task is fine"


class Finding(BaseModel):
    """A rule's conclusion: the verdict and subtype it supports, why, and how strongly."""

    rule: str
    verdict: str
    subtype: str
    priority: int
    """Lower wins when several findings fit the trial's reward."""
    evidence: list[Evidence] = []
    root_cause: str
    recommendation: str = TASK_IS_FINE


def half(trial: TrialRecord) -> str:
    """The half of the verdict the reward fixes: ``SUCCESS``, ``FAILURE`` or ``HARNESS_ERROR``."""
    reward = trial.result.reward
    if reward is None:
        return "HARNESS_ERROR"
    return "SUCCESS" if passes(reward) else "FAILURE"


def fits(finding: Finding, trial: TrialRecord) -> bool:
    """Whether a finding's verdict belongs to the half the reward fixed."""
    h = half(trial)
    return finding.verdict == h if h == "HARNESS_ERROR" else finding.verdict.endswith(h)
