"""Harness rules: trials whose records cannot say how the agent did (any task)."""

from __future__ import annotations

import re

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.context import signals
from syncvals_plugin.classifier.findings import TASK_IS_FINE, Finding, graded_broken
from syncvals_plugin.classifier.rules import (
    exception_evidence,
    no_command,
    overflow_evidence,
    reward_evidence,
    steps_said,
)
from syncvals_plugin.classifier.table import Row, Subtype
from syncvals_plugin.records.atif import parse_time
from syncvals_plugin.records.trial import Evidence, TrialRecord, passes

RERUN = "Rerun the trial; if it repeats, fix the harness before reading results."
RERUN_ENVIRONMENT = (
    "Rerun the trial; if it repeats, fix the environment (the task's image, the machine) "
    "before reading results."
)
"""For a failed environment: its cause may be the task's own image (a package version gone from
its Dockerfile's sources), not the harness."""
RERUN_PROVIDER = (
    "Rerun the trial; if it repeats, fix it at the provider (its rate limit or quota, the "
    "model's name, the key, the sandbox provider's capacity) or wait out its outage before "
    "reading results."
)
"""For a provider's failure: the provider's limits, not the harness, are what to change."""
RAISE_VERIFIER_TIMEOUT = (
    "See what the verifier was running when its time ran out (code under test that never "
    "returns times out under any limit); if the tests need the time, raise the verifier's "
    "time limit, then rerun the trial (Harbor does not retry a verifier "
    "timeout, and its reward is lost): the task's task.toml [verifier] timeout_sec (SyncVals "
    "reads [metadata.syncvals] verifier_timeout_sec first); under Harbor, the job's "
    "verifier.override_timeout_sec (capped by verifier.max_timeout_sec) or "
    "verifier_timeout_multiplier."
)
"""What a verifier timeout needs: not a rerun as it was, a look at what hung, then a longer
limit (docs/harbor.md)."""


_SANDBOX_PROVIDER = re.compile(r"Daytona|modal|E2B|Sandbox|Docker", re.IGNORECASE)
"""A sandbox provider's error, not the model's (a provider line of :data:`PROVIDER_ERRORS`)."""


def _finding(row: Row, cause: str, recommendation: str = RERUN) -> Finding:
    return row.finding(cause, recommendation=recommendation)


@hookimpl
def syncvals_classifier_findings(trial: TrialRecord) -> list[Finding]:
    """Ungraded trials (verifier crash or timeout, agent crash at start, missing reward), and graded
    ones whose run broke under the agent (environment or model API errors, nothing recorded);
    each quotes the exception it rests on."""
    source = _ungraded_import(trial)
    if source is not None:
        return [
            Row.NOT_GRADED.finding(
                f"Imported from {source} without the file the agent "
                "submitted, so nothing was graded: no fault, and no reward to explain.",
                recommendation="Import it again with --submission FILE to grade it.",
                description="Not graded: the trial was imported without its submission. The "
                "records say how the agent worked, not whether it succeeded.",
            )
        ]
    sig = signals(trial)
    found = _findings(sig, _sandbox_caused(trial))
    for finding in found:
        finding.evidence = finding.evidence or exception_evidence(sig) or reward_evidence(trial)
        if finding.subtype == Subtype.MISSING_REWARD and any(
            e.source == "verifier" for e in finding.evidence
        ):  # "never graded" would deny the verifier's own output, quoted beside it
            finding.description = (
                "No reward was recorded, though the verifier's output is there (quoted): the "
                "run's outcome is not on record; rerun or re-grade it before drawing any "
                "conclusion."
            )
        if finding.subtype == Subtype.CANCELLED and (ended := _ended_before(trial)):
            finding.root_cause = (  # the agent had ended its own run: the job stopped after it
                f"The run was stopped from outside ({sig.exception_type}) after the agent had "
                f"ended its own run (its phase ended at {ended}): the job was cancelled or "
                "interrupted "
                + (
                    "while the verifier ran."
                    if trial.result.verifier
                    else "before the verifier ran."
                )
            )
    return found


def _ended_before(trial: TrialRecord) -> str:
    """The time the agent's phase ended, when it ended before the run's exception was raised
    (a job cancelled while Harbor collected its logs or ran the verifier); else empty."""
    info, phase = trial.result.exception_info, trial.result.agent_execution
    ended = parse_time(phase.finished_at) if phase else None
    raised = parse_time(info.occurred_at) if info else None
    if ended is None or raised is None or raised <= ended:
        return ""
    return ended.strftime("%H:%M:%S")


def _ungraded_import(trial: TrialRecord) -> str | None:
    """Where a trial SyncVals imported as a transcript alone came from (``import claude-code``
    without ``--submission``: no verifier was asked, nothing went wrong), else None."""
    config = trial.config
    if (
        config is not None
        and config.source != "syncvals"
        and trial.result.reward is None
        and trial.report is None
        and not trial.artifact
        and trial.result.exception_info is None
    ):
        return config.source
    return None


PROVIDER_LOSS_SHARE = 0.25
"""The share of the budget a provider's failure must cost (the longest silence) before it, not
the agent, is said to have broken a run it did not end: an agent that kept three quarters of its
time or more had the run to itself, and a retried rate limit costing a few percent (8-16% was
seen) decides nothing.  The same share at which the timeout rule names a silence."""


def provider_broke(sig) -> bool:
    """Whether the quoted provider error, not the agent, decided the run: it is the error the run
    ended on (the recorded exception's own line, or a log line written after the agent's last
    step), the agent never made a step (its model was never reached), or it cost at least
    :data:`PROVIDER_LOSS_SHARE` of a recorded budget (a silence it was logged in; one it was not
    logged in is not its cost)."""
    if not sig.provider_error:
        return False
    if sig.provider_error[0] == "result" or sig.acted is False or sig.provider_when == "after":
        return True
    if sig.provider_when == "during":
        return False  # logged while the agent went on working: a blip it outlived
    silence, budget = sig.longest_silence, sig.budget_s
    return bool(silence and budget and silence[0] >= PROVIDER_LOSS_SHARE * budget)


def _sandbox_caused(trial: TrialRecord) -> bool:
    """Whether the run's exception was raised by a remote sandbox provider's failure beneath it
    (Harbor's ``AddTestsDirError`` whose direct cause is a ``DaytonaError``): a verifier that
    never ran because the sandbox was gone is the provider's fault, not the verifier's."""
    info = trial.result.exception_info
    return info is not None and bool(_REMOTE_SANDBOXES.search(info.exception_traceback or ""))


def _findings(sig, sandbox_caused: bool = False) -> list[Finding]:
    failed = sig.reward is None or not passes(sig.reward)
    if not failed and sig.acted is False:
        return []  # a pass with no command run: the grader's flaw, whatever broke (outcome rules)
    # A timeout or an agent error whose cause a provider states (the exception's own type already
    # names a model or sandbox failure otherwise, below); or a run whose model was never reached.
    if (
        failed
        and (provider_broke(sig) or sandbox_caused)
        and (
            sig.exception_type
            or sig.reward is None
            or sig.acted is False
            or sig.provider_when == "silence"  # a stall of a quarter of the budget: it decided
        )
        and (sig.exception_kind not in ("model", "verifier") or sandbox_caused)
        # a failed environment is the provider's when its own exception says so (a remote
        # sandbox provider's capacity or quota), else the task's image's or the machine's (a
        # local Docker runs on the machine)
        and (sig.exception_kind != "environment" or _remote_sandbox(sig.provider_error))
        and not sig.context_overflow  # the agent filled its own window: its error, not theirs
        and not _model_api_ended_work(sig)
    ):
        return [
            _quoted(
                sig,
                Row.PROVIDER_ERROR,
                sig.provider_error,
                "A provider",
                "broke",
                RERUN_PROVIDER,
                "result" if sandbox_caused else sig.provider_when,  # the cause it was raised from
            )
        ]
    if sig.environment_error and failed and sig.exception_kind not in ("verifier", "cancelled"):
        return [
            _quoted(
                sig,
                Row.MACHINE_LIMITS,
                sig.environment_error,
                "The machine's limits",
                "ended",
                "See what took the memory or disk (a process of the agent's own may have: then "
                "the run, not the limit, is at fault); if the task needs more, give the "
                "environment it (its task.toml), and rerun.",
                sig.environment_when,
                sig.environment_step,
            )
        ]
    if sig.tools_refused and failed and sig.exception_kind not in ("verifier", "cancelled"):
        return [_refused(sig)]
    return _graded(sig) if sig.reward is not None else _ungraded(sig)


_REMOTE_SANDBOXES = re.compile(r"Daytona|\bModal|modal\.exception|E2B|SandboxException")
"""Sandbox providers that run the environment elsewhere, on their own capacity and quotas."""


def _remote_sandbox(said: tuple[str, str]) -> bool:
    """Whether a provider's error, quoted from the exception itself, is a remote sandbox's."""
    return said[0] == "result" and bool(_REMOTE_SANDBOXES.search(said[1]))


def _refused(sig) -> Finding:
    """A run whose tool calls the harness refused before they ran, quoted."""
    step, line, refused, calls = sig.tools_refused
    row = Row.ENVIRONMENT_BROKE if sig.reward is not None else Row.ENVIRONMENT_FAILED
    graded = f"; the reward of {sig.reward:g} was recorded" if sig.reward is not None else ""
    return row.finding(
        f"The harness refused the agent's tool calls before they ran ({refused} of its {calls} "
        f"calls, from step {step}: '{line}'): the agent could not act{graded}, and the outcome "
        "is not the agent's.",
        evidence=[Evidence(source="trajectory", step_id=step, quote=line)],
        recommendation="Give the agent the tools the task needs (its permissions, a sandbox the "
        "machine supports) and rerun.",
    )


def _quoted(
    sig,
    row: Row,
    said: tuple[str, str],
    who: str,
    did: str,
    advice: str,
    when: str | None,
    step: int | None = None,
) -> Finding:
    """A harness finding resting on one quoted line (``said``: its source and the line; a
    step's, at ``step``), with what the log shows of ``when`` it was written
    (:attr:`Signals.provider_when`)."""
    source, line = said
    cost = _cost(sig, "result" if source == "result" else when, step)
    where = (
        f" (step {step})"
        if step is not None
        else " (the verifier's output)"
        if source == "verifier"
        else ""
    )
    return row.finding(
        f"{who}, not the agent, {did} the run: '{line}'{where}"
        + (f" ({sig.exception_type})" if sig.exception_type else "")
        + cost,
        evidence=[Evidence(source=source, step_id=step, quote=line)],
        recommendation=advice,
        description=_described(sig, who, cost),
    )


def _described(sig, who: str, cost: str) -> str | None:
    """What a graded run broken by ``who`` earned, as its record shows it: nothing of the
    agent's when it never reached its model; what it reached in the time a stall left, when the
    agent worked on after it; else the default (what the work left at the break)."""
    if sig.reward is None:
        return None
    if who == "The machine's limits" and (sig.environment_error or ("",))[0] == "verifier":
        return (
            "Graded, but the verifier itself ran out of disk: no test judged the work, so the "
            "reward says nothing of it; rerun it before drawing any conclusion."
        )
    if sig.acted is False:
        return (
            f"Graded, but {who.lower()} failed before the agent's first step: the reward is the "
            "untouched workspace's, not the agent's; rerun it before drawing any conclusion."
        )
    if cost.startswith("; no step was recorded for"):
        return (
            f"Graded, but {who.lower()} stalled the run: the reward is what the agent reached "
            "in the time the stall left, not necessarily what it would have done; rerun it "
            "before drawing any conclusion."
        )
    return graded_broken(who.lower(), "the run")  # a provider is not the harness


def _cost(sig, when: str | None = None, step: int | None = None) -> str:
    """What the harness's failure cost the run, as far as the records show it: that it came after
    the agent's last step, or the longest silence against the budget when both are recorded and
    the log does not place the failure outside it (a provider that stalls the agent for most of
    its time decides the outcome; a silence before the step that shows the failure is not its
    cost), else that the outcome cannot be read as the agent's."""
    if sig.acted is False:
        return (
            f"; the agent never ran a command ({no_command(sig.agent_steps)}): its model was never "
            "reached, so the outcome is not the agent's."
        )
    if when == "after" and sig.exception_kind == "agent-timeout":  # it ended on its clock
        return "; the log shows it after the agent's last step: the agent never acted again."
    if when == "after":
        return "; the log shows it after the agent's last step: the run ended on it."
    if when == "result":
        return "; it is the error the run ended with."
    silence, budget = sig.longest_silence, sig.budget_s
    before = step is not None and silence is not None and silence[1] < step - 1
    if silence and budget and silence[0] > 0 and when != "during" and not before:
        gap = f"{silence[0]:.0f} s" if silence[0] <= 600 else f"{silence[0] / 60:.0f} min"
        whole = f"{budget:.0f} s" if budget <= 600 else f"{budget / 60:.0f} min"
        return (
            f"; no step was recorded for {gap} after step {silence[1]} ({silence[0] / budget:.0%} "
            f"of its {whole} budget)."
        )
    return "; the outcome cannot be read as the agent's."


def _cancelled(sig) -> Finding:
    return _finding(
        Row.CANCELLED if sig.reward is None else Row.CANCELLED_GRADED,
        f"The run was stopped from outside before it finished ({sig.exception_type}): the job "
        "was cancelled or interrupted, not ended by the agent"
        + (
            f"; the reward of {sig.reward:g} was recorded by a cut-short run."
            if sig.reward is not None
            else "."
        ),
        "Rerun the trial; a cancelled run says nothing about the agent or the task.",
    )


def _model_broke(sig, exc: str, message: str) -> Finding:
    """A graded run the model API ended: before the agent's first step (nothing of its work was
    graded), or during it (what the work left then was)."""
    cause = (
        f"The model API failed before the agent made a step ({exc}: {message}): its model was "
        f"never reached, so the reward of {sig.reward:g} says nothing about the agent."
        if sig.acted is False
        else f"The model API failed during the run ({exc}: {message}); the run ended on it, so "
        f"the reward of {sig.reward:g} is what the work left then earned, not necessarily what "
        "the agent would have done."
    )
    return Row.MODEL_API_BROKE.finding(
        cause,
        recommendation=RERUN_PROVIDER,
        description=_described(sig, "The model provider", ""),
    )


def _graded(sig) -> list[Finding]:
    """A graded trial whose run was broken (its reward says nothing about the agent), or that
    recorded no trajectory."""
    exc, kind, message = sig.exception_type or "", sig.exception_kind, sig.exception_message
    if kind == "cancelled":
        return [_cancelled(sig)]
    if kind == "environment":
        return [
            _finding(
                Row.ENVIRONMENT_BROKE,
                f"The trial's environment failed ({exc}: {message}); the reward of "
                f"{sig.reward:g} was recorded by a broken run.",
                RERUN_ENVIRONMENT,
            )
        ]
    if kind == "model" and not sig.context_overflow:
        return [_model_broke(sig, exc, message)]
    if not sig.has_trajectory and sig.reference_run is None and kind != "agent-timeout":
        # Not a harness error: the reward stands (it counts in the agent's pass rate, as in
        # Harbor's mean); what is missing is the record, which limits what can be said.
        passed = passes(sig.reward)
        finding = (Row.UNOBSERVED_PASS if passed else Row.UNOBSERVED_FAIL).finding(
            f"The trial was graded (reward {sig.reward:g}) but recorded no trajectory ("
            + (
                "the agent wrote no ATIF, or its log could not be converted"
                if sig.steps_lost is None
                else f"its trajectory holds no step of the agent, which spent {sig.steps_lost:,} "
                "input tokens by result.json"
            )
            + "): the reward counts, but "
            f"how the agent {'earned' if passed else 'missed'} it cannot be judged"
            + (" beyond what it asked the reference" if "call log" in sig.graded_on else "")
            + f"; the classifier read only {sig.graded_on}.",
            recommendation=f"{TASK_IS_FINE} as far as can be told from {sig.graded_on}; record "
            "the agent's trajectory (ATIF) to classify how it got there.",
        )
        finding.description = (
            f"Graded ({'a pass' if passed else 'a fail'}, counted in the agent's pass rate), but "
            f"the run recorded no trajectory: the classifier read only {sig.graded_on}, so "
            "nothing is said about how the agent got there"
            + (" beyond its calls of the reference." if "call log" in sig.graded_on else ".")
        )
        return [finding]
    return []


def _machine_under_verifier(sig) -> Finding:
    """A verifier that failed because the machine under it did: Harbor's own log states the
    environment's error (the host's disk full), quoted."""
    line = sig.environment_error[1]
    finding = _finding(
        Row.ENVIRONMENT_FAILED,
        f"The verifier failed ({sig.exception_type}: {sig.exception_message}) because the "
        f"machine did: Harbor's log says '{line}'.",
        "Give the machine the memory or disk the verifier needs (the host's, as the log names "
        "it) and re-grade the trial.",
    )
    finding.evidence.append(Evidence(source="log", quote=line))
    return finding


def _ungraded(sig) -> list[Finding]:
    """Why a trial has no reward: the verifier, the environment, the model, the agent, or the
    time budget."""
    exc, kind, message = sig.exception_type or "", sig.exception_kind, sig.exception_message
    if kind == "verifier":
        return [_verifier_failed(sig)]
    if kind == "environment":
        return [
            _finding(
                Row.ENVIRONMENT_FAILED,
                f"The environment failed ({exc}: {message}).",
                RERUN_ENVIRONMENT,
            )
        ]
    if kind == "cancelled":
        return [_cancelled(sig)]
    if not exc and sig.verifier_raised:  # no exception recorded, but the verifier's output
        return [_verifier_output_raised(sig)]  # shows its own run raising
    if not sig.has_trajectory:
        return [
            _finding(
                Row.NOTHING_RAN,
                "The trial has no trajectory and no reward: nothing ran that can be judged.",
            )
        ]
    if sig.context_overflow:
        return [
            Row.OVERFLOW_UNGRADED.finding(
                f"The agent's context overflowed its model's window ('{sig.context_overflow[1]}'), "
                "its own error, not the model API's; the trial was never graded.",
                evidence=overflow_evidence(sig),
                recommendation="Rerun the trial to grade it (an agent that compacts its context, "
                "or a model with a larger window, may finish); nothing in the harness failed.",
            )
        ]
    if kind == "model":
        return [
            _finding(
                Row.MODEL_API_FAILED, f"The model API failed ({exc}: {message}).", RERUN_PROVIDER
            )
        ]
    if exc and sig.agent_steps <= 1:
        return [
            _finding(
                Row.AGENT_CRASHED_AT_START,
                f"The agent crashed before doing any work ({exc}: {message}).",
            )
        ]
    if kind == "agent-timeout":
        return [
            _finding(
                Row.UNGRADED_TIMEOUT,
                f"The agent ran out of time ({exc}) and the trial was never graded.",
            )
        ]
    return [_model_api_ended(sig) or _no_reward(sig)]


def _verifier_failed(sig) -> Finding:
    """An ungraded trial whose verifier timed out or failed (the machine under it, when Harbor's
    log says so)."""
    exc, message = sig.exception_type or "", sig.exception_message
    if "Timeout" in exc:
        return _finding(
            Row.VERIFIER_TIMEOUT,
            f"The verifier timed out ({exc}: {message}).",
            RAISE_VERIFIER_TIMEOUT,
        )
    if sig.environment_error and sig.environment_error[0] == "log":
        return _machine_under_verifier(sig)
    if sig.environment_error and sig.environment_error[0] == "verifier":
        # its own output alone: a submission can fill the grader's disk, so it stays the
        # verifier's failure, said with the line that shows it
        finding = _finding(
            Row.VERIFIER_CRASH,
            f"The verifier failed ({exc}: {message}): its own output says "
            f"'{sig.environment_error[1]}', the grader's disk full while it ran (Harbor's log "
            "does not say the host's was).",
            "Re-grade the trial with room on the verifier's disk and a cap on what a graded "
            "file may write there.",
        )
        finding.evidence.append(Evidence(source="verifier", quote=sig.environment_error[1]))
        return finding
    if ("Reward" in exc or "reward" in message) and sig.submission_raised:
        return _finding(
            Row.VERIFIER_CRASH,
            f"The verifier failed ({exc}: {message}): the task's test script stopped where the "
            f"submission raised ({sig.submission_raised}) and left no reward Harbor could read.",
            "Fix the task's test script so a submission that raises or fails to import earns 0 "
            "in reward.txt; a rerun of this trial stops the same way.",
        ).model_copy(update={"description": _SCRIPT_STOPPED})
    if ("Reward" in exc or "reward" in message) and sig.verifier_raised:
        finding = _finding(  # the grader's own error, quoted: what to fix
            Row.VERIFIER_CRASH,
            f"The verifier failed ({exc}: {message}): the task's test script stopped on its own "
            f"error ('{sig.verifier_raised}') and left no reward Harbor could read.",
            f"Fix what the verifier's output names ('{sig.verifier_raised}'), and the task's "
            "test script so it writes a number to reward.txt whatever the tests printed.",
        )
        finding.evidence.append(Evidence(source="verifier", quote=sig.verifier_raised))
        finding.description = _SCRIPT_STOPPED
        return finding
    if "Reward" in exc or "reward" in message:  # the file the task's own script writes
        return _finding(
            Row.VERIFIER_CRASH,
            f"The verifier failed ({exc}: {message}): the task's test script left no reward "
            "Harbor could read.",
            "Rerun the trial; if it repeats, fix the task's test script so it writes a number "
            "to reward.txt whatever the tests printed.",
        )
    return _finding(Row.VERIFIER_CRASH, f"The verifier failed ({exc}: {message}).")


_SCRIPT_STOPPED = (
    "The run was never graded: the task's test script stopped on an error of its own, so a "
    "rerun stops the same way; fix the script, then re-grade before drawing any conclusion."
)


def _verifier_output_raised(sig) -> Finding:
    """An ungraded trial with no exception recorded whose verifier's output shows its own run
    raising: the verifier failed, whatever Harbor noted."""
    finding = _finding(
        Row.VERIFIER_CRASH,
        f"The verifier's own run raised ('{sig.verifier_raised}') and left no reward; no "
        "exception was recorded.",
    )
    finding.evidence.append(Evidence(source="verifier", quote=sig.verifier_raised))
    return finding


def _no_reward(sig) -> Finding:
    """A trial that ran without a reward: unfinished (no end recorded), or never graded."""
    return _finding(
        Row.MISSING_REWARD,
        f"The trial never finished: its record holds no end time and no reward (after "
        f"{steps_said(sig.agent_steps)}; an interrupted run, or a folder whose result.json "
        "Harbor never wrote)."
        if sig.unfinished
        else "The agent ran but no reward was recorded.",
    )


def _model_api_ended_work(sig) -> bool:
    """Whether the model API's failure, in the log after the agent worked, ended a run that was
    never graded: that API's failure (:func:`_model_api_ended`), not a provider's quoted line
    that decided a graded one."""
    said = sig.provider_error
    ungraded = sig.reward is None and said is not None and said[0] == "log"
    return ungraded and sig.acted is not False and _model_api_ended(sig) is not None


def _model_api_ended(sig) -> Finding | None:
    """The model API's failure, quoted from the log, that ended an ungraded run (Claude Code's
    ``API Error: 529 … Overloaded`` at its exit); None when the log says none (or a sandbox
    provider's)."""
    said = sig.provider_error[1] if sig.provider_error else ""
    if not said or _SANDBOX_PROVIDER.search(said):
        return None
    return Row.MODEL_API_FAILED.finding(
        f"The model API failed ('{said[:200]}'), which ended the run; the trial was never graded.",
        evidence=[Evidence(source=sig.provider_error[0], quote=said)],
        recommendation=RERUN,
    )
