"""Generic rule families (harness, integrity, outcome), each a plugin implementing
``syncvals_classifier_findings``: they hold for a trial of any task."""

from __future__ import annotations

import re

from syncvals_plugin.records.trial import Evidence, TrialRecord


def step_evidence(step_id: int, quote: str) -> Evidence:
    """Evidence quoting a trajectory step."""
    return Evidence(source="trajectory", step_id=step_id, quote=quote)


def exception_evidence(sig) -> list[Evidence]:
    """The exception ``result.json`` records, quoted (its first line), as evidence."""
    if not sig.exception_type:
        return []
    line = (sig.exception_message or "").strip().splitlines()
    quote = f"{sig.exception_type}: {line[0]}"[:300] if line else sig.exception_type
    return [Evidence(source=sig.exception_source, quote=quote)]


def tail_words(sig, budget: float | None) -> str:
    """What the record shows of a timed-out run's quiet end, in words ("" when its last step came
    within 15% of the budget): the served oracle's calls after the last step (its command still
    running, or the agent worked on and its last steps are missing), else a command or a wait
    that held it to the timeout."""
    tail = sig.quiet_tail
    if not (tail and budget and tail[0] >= 0.15 * budget):
        return ""
    if sig.calls_after_tail and sig.calls_after_tail[2]:  # the calls are its last command's
        calls, left, _ = sig.calls_after_tail
        until = (
            "into the run's last minute" if left < 60 else f"to {left / 60:.0f} min before the end"
        )
        return (
            f"its last step, {tail[1]}, came {tail[0] / 60:.0f} min before the run ended, its "
            f"command still running, with no output recorded: {calls} of the served oracle's "
            f"calls came after it, {until}"
        )
    if sig.calls_after_tail:
        left = sig.calls_after_tail[1]
        return (
            f"its trajectory stops at step {tail[1]}, {tail[0] / 60:.0f} min before the run ended, "
            f"but the served oracle's log of its calls goes on to {left / 60:.0f} min before the "
            "end: it worked on, and the record of its last steps is missing"
        )
    return (
        f"its last step, {tail[1]}, came {tail[0] / 60:.0f} min before the run ended, and nothing "
        "was recorded after it: a command or a wait held it to the timeout"
    )


def overflow_evidence(sig) -> list[Evidence]:
    """The line saying the agent's context overflowed (:attr:`Signals.context_overflow`)."""
    if not sig.context_overflow:
        return []
    source, line, step = sig.context_overflow
    return [Evidence(source=source, step_id=step, quote=line)]


def reward_evidence(trial: TrialRecord) -> list[Evidence]:
    """The line a graded trial's outcome rests on: the verifier's reward line when its output has
    one, else the rewards ``result.json`` records, exactly as written there."""
    line = next(
        (
            x.strip()
            for x in (trial.stdout or "").splitlines()
            if x.strip().lower().startswith("reward")
        ),
        None,
    )
    checked = next(  # the last run's: a rerun's summary is what the reward follows
        (x.strip() for x in reversed((trial.stdout or "").splitlines()) if _SUMMARY.match(x)),
        None,
    )
    found = [verifier_evidence(line)] if line else recorded_evidence(trial)
    return found + ([verifier_evidence(checked)] if checked else [])  # what the verifier ran


_SUMMARY = re.compile(r"^=+ .*?\b\d+ (?:passed|failed|skipped|errors?)\b.*\bin [\d.]+s\b.*=+$")
"""pytest's summary line (``==== 12 passed in 0.41s ====``): what the verifier checked."""


def recorded_evidence(trial: TrialRecord) -> list[Evidence]:
    """The rewards ``result.json`` records, quoted exactly as written there (none without)."""
    verifier = trial.result.verifier_result
    if verifier is None:
        return []
    return [Evidence(source="result", quote=verifier.model_dump_json(include={"rewards"}))]


def verifier_evidence(quote: str) -> Evidence:
    """Evidence quoting the verifier's output."""
    return Evidence(source="verifier", quote=quote)


def verifier_line(text: str, prefix: str) -> str | None:
    """The verifier output line that starts with ``prefix``."""
    return next((line for line in text.splitlines() if line.startswith(prefix)), None)


def join(items: list[str], limit: int = 6) -> str:
    """A readable list, shortened past ``limit`` items."""
    shown = items[:limit]
    more = f" and {len(items) - limit} more" if len(items) > limit else ""
    return ", ".join(shown) + more


def verifier_line_evidence(trial: TrialRecord, prefix: str) -> list[Evidence]:
    """The verifier output line starting with ``prefix`` as evidence; the rewards
    ``result.json`` records when the verifier left no output to quote."""
    line = verifier_line(trial.stdout or "", prefix)
    if line:
        return [verifier_evidence(line)]
    return [] if trial.stdout or trial.report is not None else recorded_evidence(trial)


def no_command(steps: int) -> str:
    """How many steps an agent that ran no command made, in words."""
    if steps == 0:
        return "it made no step"
    return f"{steps} step{'s' if steps > 1 else ''}, none of which ran a command"


def steps_said(steps: int) -> str:
    """A count of agent steps, in words (``1 agent step``, ``no agent step``)."""
    return "no agent step" if steps == 0 else f"{steps} agent step{'s' if steps > 1 else ''}"
