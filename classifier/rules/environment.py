"""Environment and grader rules: failures caused by the task rather than the agent."""

from __future__ import annotations

import re

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.classifier.rules import join, step_evidence, verifier_evidence
from syncvals_plugin.classifier.signals import step_text
from syncvals_plugin.records.trial import TrialRecord, passes

UNDISCOVERABLE_FAMILIES = frozenset(
    {
        "all-neg-inf-row",
        "group-size-one",
        "negative-k",
        "zero-temperature",
        "nonfinite-under-zero-mask",
        "top-p-boundary-tie",
    }
)
"""Families the spec lists as undefined: a graded failure there is not discoverable by probing."""
SIGNATURE_REFUSAL = re.compile(
    r"in reforacle\.\w+\n\w*Error: [^\n]*(?:unexpected keyword argument|"
    r"positional arguments? but \d+ (?:were|was) given|missing \d+ required)"
)


@hookimpl
def syncvals_classifier_findings(trial: TrialRecord) -> list[Finding]:
    """Broken environment, instruction/reference mismatch, grader errors, undiscoverable failures."""
    sig = signals(trial)
    if sig.reward is None or passes(sig.reward):
        return []
    out: list[Finding] = []
    if sig.env_errors:
        step, quote = sig.env_errors[0]
        out.append(
            Finding(
                rule="environment",
                verdict="BAD_FAILURE",
                subtype="Environment Issue",
                priority=10,
                evidence=[step_evidence(s, q) for s, q in sig.env_errors[:3]],
                root_cause=f"The agent's workspace was broken: step {step} shows '{quote}', so the "
                "reference or the task's tools could not be used.",
                recommendation="Fix the environment (the sealed module, torch, probe.py and timer.sh "
                "must work in a fresh workspace) and rerun.",
            )
        )
    for step in trial.trajectory.steps if trial.trajectory else []:
        match = SIGNATURE_REFUSAL.search(step_text(step))
        if match:
            out.append(
                Finding(
                    rule="instruction-mismatch",
                    verdict="BAD_FAILURE",
                    subtype="Instruction Mismatch",
                    priority=11,
                    evidence=[step_evidence(step.step_id, match.group(0).split("\n")[-1])],
                    root_cause="The reference refused a call made with the stub's signature: the stubs "
                    "and the reference disagree.",
                    recommendation="Make the stubs' signatures match the reference's.",
                )
            )
            break
    if sig.verifier_side_failures:
        names = sorted(sig.verifier_side_failures)
        out.append(
            Finding(
                rule="grader-error",
                verdict="BAD_FAILURE",
                subtype="Grader Error",
                priority=12,
                evidence=[verifier_evidence(sig.verifier_side_failures[names[0]])],
                root_cause=f"The verifier itself failed on {join(names)} "
                f"({sig.verifier_side_failures[names[0]]}).",
                recommendation="Re-verify the trial and fix the verifier fault before counting it.",
            )
        )
    unobservable = {
        f: fam for f, fam in sig.failing.items() if fam and set(fam) <= UNDISCOVERABLE_FAMILIES
    }
    if unobservable:
        out.append(
            Finding(
                rule="unobservable",
                verdict="BAD_FAILURE",
                subtype="Unobservable Behaviour",
                priority=13,
                root_cause=f"{join(sorted(unobservable))} failed only on inputs the spec leaves undefined "
                f"({join(sorted({x for v in unobservable.values() for x in v}))}): no probe "
                "of the reference can reveal that behaviour.",
                recommendation="Remove undefined inputs from the held-out suite.",
            )
        )
    return out
