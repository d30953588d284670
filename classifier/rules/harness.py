"""Harness rules: trials that never produced a gradable outcome."""

from __future__ import annotations

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.records.trial import TrialRecord


@hookimpl
def syncvals_classifier_findings(trial: TrialRecord) -> list[Finding]:
    """No trajectory, agent crash at start, verifier crash or timeout, missing reward."""
    sig = signals(trial)
    if sig.reward is not None:
        return []
    exc = sig.exception or ""
    message = trial.result.exception_info.exception_message if trial.result.exception_info else ""
    if "Verifier" in exc and "Timeout" in exc:
        subtype, cause = "Verifier Timeout", f"The verifier timed out ({exc}: {message})."
    elif "Verifier" in exc:
        subtype, cause = "Verifier Crash", f"The verifier crashed ({exc}: {message})."
    elif not sig.has_trajectory:
        subtype, cause = (
            "No Trajectory",
            "The trial has no trajectory and no reward: nothing ran that can be judged.",
        )
    elif exc and sig.agent_steps <= 1:
        subtype, cause = (
            "Agent Crashed at Start",
            f"The agent crashed before doing any work ({exc}: {message}).",
        )
    else:
        subtype, cause = (
            "Missing Reward",
            "The agent ran but no reward was recorded (the verifier never graded it).",
        )
    return [
        Finding(
            rule="harness",
            verdict="HARNESS_ERROR",
            subtype=subtype,
            priority=1,
            root_cause=cause,
            recommendation="Rerun the trial; if it repeats, fix the harness before reading results.",
        )
    ]
