"""How an agent's own harness ended its run: a limit of its own (steps, iterations, turns, cost)
reached while it still worked, as each agent records it.  Such a run did not stop of the agent's
accord (no premature stop) and did not spend its time budget (no timeout): its own limit is its
error, whichever agent wrote it down."""

from __future__ import annotations

import re
from typing import Any

from syncvals_plugin.records.atif import Step, message_text
from syncvals_plugin.records.trial import TrialRecord

OWN_LIMIT = re.compile(
    r"maximum iteration|max(?:imum)?[ _-]iterations? (?:reached|exceeded)|LimitsExceeded"
    r"|error_max_turns|max(?:imum)?[ _-]turns? (?:reached|exceeded)"
    r"|\b(?:step|cost|turn|iteration)[ _-]limit\b(?:=| (?:reached|exceeded))",
    re.IGNORECASE,
)
"""What an agent writes when its own limit ends the run: OpenHands' "Agent reached maximum
iteration", mini-swe-agent's ``LimitsExceeded`` (``step_limit``, ``cost_limit``), Claude Code's
``error_max_turns``."""

LAST_STEPS = 2
"""How many of the last steps may say it (a system step after the agent's last action)."""


def own_limit(trial: TrialRecord, steps: list[Step]) -> tuple[str, str, int | None] | None:
    """``(source, line, step)``: the line saying the agent's own limit ended its run, from its
    last steps' words, the end of Harbor's log, or the trajectory's own exit status
    (mini-swe-agent's ``extra``, quoted as it reads); None when nothing says so."""
    everything = trial.trajectory.steps if trial.trajectory else steps  # a system step's too
    for step in reversed(everything[-LAST_STEPS:]):
        if line := _line(message_text(step.message)):
            return "trajectory", line, step.step_id
    ending = [x for x in (trial.log or "").splitlines() if x.strip()][-LAST_STEPS:]
    if said := next((_line(x) for x in reversed(ending) if _line(x)), None):
        return "log", said, None
    extra: dict[str, Any] = (trial.trajectory.extra or {}) if trial.trajectory else {}
    if str(extra.get("exit_status", "")) == "LimitsExceeded":
        limits = ", ".join(f"{k}={v}" for k, v in extra.items() if k.endswith("_limit"))
        return "exit status", f"LimitsExceeded ({limits})" if limits else "LimitsExceeded", None
    return None


def _line(text: str) -> str | None:
    """The line of ``text`` that names the limit (stripped, at most 300 characters)."""
    found = OWN_LIMIT.search(text) if text else None
    if found is None:
        return None
    start = text.rfind("\n", 0, found.start()) + 1
    end = text.find("\n", found.end())
    return text[start : end if end != -1 else len(text)].strip()[:300]
