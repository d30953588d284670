"""Generic outcome rules: how a run that was graded ended, for a trial of any task.

They say only what Harbor's records show (the reward, ``exception_info``, the time used against
the budget); a task's own plugin adds what it knows through ``syncvals_task_findings``.
"""

from __future__ import annotations

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.code.scanning import line_of
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.classifier.rules import (
    exception_evidence,
    no_command,
    overflow_evidence,
    reward_evidence,
    tail_words,
)
from syncvals_plugin.classifier.signals import PREMATURE_SHARE, PROVIDER_ERRORS, SPENT_SHARE
from syncvals_plugin.classifier.table import Row
from syncvals_plugin.classifier.verifier_output import tools_broken
from syncvals_plugin.records.trial import Evidence, TrialRecord, passes


def _minutes(seconds: float) -> str:
    return f"{seconds / 60:.0f} min" if seconds >= 60 else f"{seconds:.0f} s"


@hookimpl
def syncvals_classifier_findings(trial: TrialRecord) -> list[Finding]:
    """Solved; out of time, agent error, stopped early with budget left, partial, unsolved; each
    quotes the line it rests on (the exception, else the reward as recorded)."""
    found = _findings(trial)
    for finding in found:
        finding.evidence = finding.evidence or reward_evidence(trial)
    return found


def _timed_out(sig) -> Finding:
    """The agent stopped by its budget: the budget the records state (the config, else the
    exception's own words), and the wall time and longest silence apart, where they differ (a
    rate-limited model stalls)."""
    budget = f" of {_minutes(sig.budget_s)}" if sig.budget_s else ""
    wall = (
        f" (wall time {_minutes(sig.used_s)})"
        if sig.used_s and (not sig.budget_s or sig.used_s > sig.budget_s * 1.1)
        else ""
    )
    silence = sig.longest_silence
    if silence and sig.budget_s and silence[0] >= 0.25 * sig.budget_s:
        wall += f"; it was silent for {_minutes(silence[0])} after step {silence[1]}"
    if said := tail_words(sig, sig.budget_s):
        wall += f"; {said}"
    return Row.AGENT_TIMEOUT.finding(
        evidence=exception_evidence(sig),
        root_cause=f"The agent was stopped when its recorded time budget{budget} ran out "
        f"({sig.exception_type}){wall}; the work it left earned {sig.reward:g}.",
    )


def _unearned(sig) -> list[Finding]:
    """A pass the record shows was not the agent's work: no command of it ever ran (the grader
    passed the workspace as it was given), or the verifier tested nothing.  Earned means the
    agent acted and the verifier tested something; each finding says whose flaw it is instead."""
    if sig.acted is False:
        why = (
            f" (its model was never reached: '{line_of(PROVIDER_ERRORS, sig.provider_error[1], 160)}')"
            if sig.provider_error
            else f" (it ran out of time first: {sig.exception_type})"
            if sig.exception_kind == "agent-timeout"
            else f" (its run ended: {sig.exception_type})"
            if sig.exception_type
            else ""
        )
        steps = no_command(sig.agent_steps)
        return [
            Row.PASSES_UNTOUCHED.finding(
                evidence=[Evidence(source=sig.provider_error[0], quote=sig.provider_error[1])]
                if sig.provider_error
                else [],
                root_cause=f"The trial passed (reward {sig.reward:g}) although no command of "
                f"the agent ever ran ({steps}){why}: the grader accepts the workspace as it was "
                "given, a flaw of the task, not the agent's work.",
                recommendation="Make the tests fail on the task's starting state (Harbor's nop "
                "agent must score 0), then rerun.",
                description="Unearned pass: the agent did nothing, and the grader passed the "
                "untouched workspace. Fix the task.",
            )
        ]
    if sig.nothing_tested:
        lacks = sig.tests_lack  # (module, line): why no test could be collected
        return [
            Row.NOTHING_TESTED.finding(
                evidence=[Evidence(source="verifier", quote=sig.nothing_tested)]
                + ([Evidence(source="verifier", quote=lacks[1])] if lacks else []),
                root_cause=f"The trial passed (reward {sig.reward:g}) but its verifier's "
                f"output shows no test that ran and passed: '{sig.nothing_tested}'"
                + (
                    f" (its test file imports {lacks[0]}, which the verifier's environment lacks: '{lacks[1]}')"
                    if lacks
                    else ""
                )
                + ". The reward rests on no test, a flaw of the grader, whatever the agent did.",
                recommendation="Make the verifier's tests run (none may be skipped, deselected, "
                "expected to fail or left uncollected) and fail when nothing was tested, then "
                "re-grade.",
                description="Unearned pass: the verifier passed what it never tested, so the "
                "reward says nothing about the agent's work. Fix the task's tests.",
            )
        ]
    return []


def _untestable(sig) -> Finding:
    """A fail whose verifier could not start a test: its own tests need what their environment
    lacks (a module they import, a file their conftest reads; nothing the agent was asked for
    or wrote), so the 0 judges no work."""
    needed, line = sig.tests_lack
    return Row.GRADER_ERROR.finding(
        evidence=[Evidence(source="verifier", quote=line)],
        root_cause=f"The verifier tested nothing ('{sig.nothing_tested}'): its own "
        + ("conftest reads " if needed.startswith("/") else "test file imports ")
        + f"{needed}, which the test environment lacks ('{line}'); the reward of {sig.reward:g} "
        "says nothing about the agent's work.",
        recommendation=f"Provide {needed} where the verifier runs (the task's test files, "
        "script or image), then re-grade the trial.",
    )


def _limited(sig) -> Finding:
    """The agent's own limit (steps, iterations, turns, cost) ended its run while it worked: its
    error, not an early stop of its own accord, and not its time budget spent."""
    source, line, step = sig.own_limit
    quoted = source in ("trajectory", "log")
    return Row.AGENT_ERROR.finding(
        evidence=[Evidence(source=source, step_id=step, quote=line)] if quoted else [],
        root_cause=f"The agent's own limit ended its run while it still worked ('{line[:200]}'"
        + (f", step {step}" if step else "")
        + f"): it did not stop of its own accord, and what it left earned {sig.reward:g}.",
        description="Failure on the agent's side: its own harness's limit (steps, iterations, "
        "turns or cost) ended the run before it solved the task; not a fault of the task.",
    )


def _overflowed(sig) -> Finding:
    """The agent's context overflowed its model's window: the agent's error, whichever agent
    raised it and however its harness recorded it (an exception, or its last words)."""
    line = sig.context_overflow[1]
    line = line if len(line) <= 200 else line[:200].rsplit(" ", 1)[0]  # at a word's end
    return Row.CONTEXT_OVERFLOW.finding(
        evidence=overflow_evidence(sig),
        root_cause=f"The agent's context overflowed its model's window ('{line}'): its "
        "own error (it filled the window), not the model API's; what it left earned "
        f"{sig.reward:g}.",
        description="Failure on the agent's side: its conversation outgrew its model's context "
        "window and the run ended before it solved the task; not a fault of the task.",
    )


def _stopped_early(sig) -> Finding:
    """A fail that used little of its budget: how long it ran, and why it stopped in its own
    last words where it said any."""
    said = sig.last_words[1].splitlines()[0] if sig.last_words else ""
    return Row.STOPPED_EARLY.finding(
        root_cause=f"The agent ended its run after {_minutes(sig.used_s)} of its "
        f"{_minutes(sig.budget_s)} budget without passing (reward {sig.reward:g})"
        + (f"; its last words (step {sig.last_words[0]}): '{said[:200]}'." if said else "."),
        evidence=[Evidence(source="trajectory", step_id=sig.last_words[0], quote=said[:300])]
        if said
        else [],
    )


def _broken_tools(library: str, line: str, step: int) -> Finding:
    """A fail whose grader met the same missing library the agent met: the task's environment,
    not the work (:func:`tools_broken`)."""
    return Row.ENVIRONMENT_ISSUE.finding(
        evidence=[
            Evidence(source="verifier", quote=line[:300]),
            Evidence(source="trajectory", step_id=step, quote=library),
        ],
        root_cause=f"The task's environment was broken: the verifier's tests fail on '{line[:200]}', "
        f"and the agent's step {step} met {library} missing too; the 0 judges the machine, not "
        "the agent's work.",
        recommendation=f"Install {library} in the task's image (for the agent and the verifier), "
        "then rerun.",
        description="Failure in a broken environment: a program the task relies on could not "
        "load its library, for the agent and the grader alike.",
    )


def _findings(trial: TrialRecord) -> list[Finding]:
    sig = signals(trial)
    if sig.reward is None:
        return []
    if passes(sig.reward):
        return _unearned(sig) or [
            Row.SOLVED.finding(
                root_cause=(
                    f"The trial earned the reward ({sig.reward:g})"
                    if trial.stdout or trial.report
                    else f"The trial passed (reward {sig.reward:g}, as result.json records it: the "
                    "verifier left no output to show what it tested)"
                )
                + "; no recorded action read the task's tests or solution or touched the grader.",
            )
        ]
    out = [_untestable(sig)] if sig.tests_lack and sig.nothing_tested else []
    if sig.exception_kind == "agent-timeout":
        out.append(_timed_out(sig))
    elif sig.context_overflow:
        out.append(_overflowed(sig))
    elif sig.exception_kind == "agent":
        out.append(
            Row.AGENT_ERROR.finding(
                evidence=exception_evidence(sig),
                root_cause=f"The agent's run ended with an error ({sig.exception_type}: "
                f"{sig.exception_message[:200]}); what it left earned {sig.reward:g}.",
            )
        )
    elif sig.own_limit:
        out.append(_limited(sig))
    elif sig.budget_s and sig.used_s is not None and sig.used_s >= sig.budget_s * SPENT_SHARE:
        out.append(
            Row.OUT_OF_TIME.finding(
                root_cause=f"The agent's run used {sig.used_s / 60:.1f} min of its "
                f"{_minutes(sig.budget_s)} budget and ended without passing (reward "
                f"{sig.reward:g}), {_minutes(max(sig.budget_s - sig.used_s, 0))} before the "
                "budget's end, with no timeout recorded.",
            )
        )
    elif sig.budget_s and sig.used_s is not None and sig.used_s < sig.budget_s * PREMATURE_SHARE:
        out.append(_stopped_early(sig))
    if broken := tools_broken(trial):
        out.append(_broken_tools(*broken))
    partial = sig.reward > 0
    out.append(
        (Row.PARTIAL_SOLUTION if partial else Row.UNSOLVED).finding(
            root_cause=(
                f"The agent ran no command ({no_command(sig.agent_steps)}); "
                f"the workspace as it was left earned {sig.reward:g}."
                if sig.acted is False
                else f"The agent finished its run and its work earned a partial reward of "
                f"{sig.reward:g}."
                if partial
                else "The agent finished its run and its work did not pass the task's tests "
                "(reward 0)."
            ),
        )
    )
    return out
