"""Agent rules: how an honest run ended (solved, incomplete, unverified, stopped, broken, out of time)."""

from __future__ import annotations

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.classifier.rules import join, step_evidence, verifier_evidence, verifier_line
from syncvals_plugin.classifier.signals import EDGE_WORDS
from syncvals_plugin.records.trial import TrialRecord, passes


def _passed_line(trial: TrialRecord) -> list:
    line = verifier_line(trial.stdout or "", "FUNCTIONS PASSED: ")
    return [verifier_evidence(line)] if line else []


@hookimpl
def syncvals_classifier_findings(trial: TrialRecord) -> list[Finding]:
    """Solved by probing; for failures: broken, out of time, premature stop, unverified, incomplete."""
    sig = signals(trial)
    if sig.reward is None:
        return []
    if passes(sig.reward):
        evidence = [step_evidence(p.step_id, p.quote()) for p in sig.probes[:2]]
        return [
            Finding(
                rule="solved",
                verdict="GOOD_SUCCESS",
                subtype="Solved by Probing",
                priority=30,
                evidence=evidence + _passed_line(trial),
                root_cause=f"The agent called the reference on {len(sig.probed_functions())} functions "
                "and wrote an implementation that agrees on every held-out case.",
            )
        ]
    out: list[Finding] = []
    failing = sorted(sig.failing)
    broken = sig.artifact_syntax_error or (
        sig.outright_failure
        and not any(w in sig.outright_failure for w in ("reference", "dynamically"))
    )
    signature_breaks = [
        f
        for f, _ in ((f.name, f.reason) for f in (trial.report.functions if trial.report else []))
        if "differs from the stub" in _ or "not defined at the top level" in _
    ]
    if broken or signature_breaks:
        what = (
            sig.artifact_syntax_error
            or sig.outright_failure
            or f"changed signatures: {join(signature_breaks)}"
        )
        out.append(
            Finding(
                rule="broken-submission",
                verdict="GOOD_FAILURE",
                subtype="Broken Submission",
                priority=22,
                evidence=_passed_line(trial),
                root_cause=f"The submission is broken: {what}.",
            )
        )
    last_timer = sig.timer_readings[-1] if sig.timer_readings else None
    if sig.budget_spent:
        evidence = (
            [step_evidence(last_timer[0], last_timer[2])]
            if last_timer and last_timer[1] == 0
            else []
        )
        out.append(
            Finding(
                rule="out-of-time",
                verdict="GOOD_FAILURE",
                subtype="Ran Out of Time",
                priority=23,
                evidence=evidence + _passed_line(trial),
                root_cause=f"The time budget ran out while the agent was still working; "
                f"{len(failing)} functions were still failing.",
            )
        )
    elif sig.stubs_left:
        evidence = [step_evidence(last_timer[0], last_timer[2])] if last_timer else []
        out.append(
            Finding(
                rule="premature-stop",
                verdict="GOOD_FAILURE",
                subtype="Premature Stop",
                priority=24,
                evidence=evidence + _passed_line(trial),
                root_cause=f"The agent stopped with budget left and {len(sig.stubs_left)} functions still "
                f"raising NotImplementedError ({join(sig.stubs_left)}).",
            )
        )
    if not sig.self_checks:
        out.append(
            Finding(
                rule="unverified",
                verdict="GOOD_FAILURE",
                subtype="Unverified Submission",
                priority=25,
                evidence=_passed_line(trial),
                root_cause=f"The agent never compared its own implementation with the reference; "
                f"{len(failing)} functions fail ({join(failing)}).",
            )
        )
    unprobed = {
        f: [fam for fam in fams if not sig.probed_family(f, fam)] for f, fams in sig.failing.items()
    }
    explained = {f: fams for f, fams in unprobed.items() if fams}
    numeric = [c for c in sig.success_claims if "/" in c[1]]
    claim = (numeric or sig.success_claims or [None])[-1]
    evidence = ([step_evidence(claim[0], claim[1])] if claim else []) + _passed_line(trial)
    details = "; ".join(
        f"{f} ({', '.join(EDGE_WORDS.get(x, x) for x in fams)})"
        for f, fams in sorted(explained.items())
    )
    checked = (
        f" and checked them against the reference (step {claim[0]}: '{claim[1]}')" if claim else ""
    )
    out.append(
        Finding(
            rule="incomplete-exploration",
            verdict="GOOD_FAILURE",
            subtype="Incomplete Exploration",
            priority=26 if len(explained) == len(failing) else 27,
            evidence=evidence,
            root_cause=f"The agent implemented the functions{checked}, but {len(failing)} of them fail on held-out "
            f"case families it never probed: {details or join(failing)}.",
        )
    )
    return out
