"""How a run ended, as far as its record shows: whether the agent acted at all (a call that only
says something is no action); the agent's own harness limit (steps, iterations,
turns, cost) reached while it still worked, as each agent records it (no premature stop, no
timeout: its own error); Harbor's exception as ``exception.txt`` states it where ``result.json``
records none; and the served oracle's calls after the trajectory's last step (the agent worked
on where its record stops)."""

from __future__ import annotations

import re
from typing import Any

from syncvals_plugin.classifier.code.scanning import line_of
from syncvals_plugin.records.atif import Step, message_text, parse_time
from syncvals_plugin.records.oracle_calls import calls_of
from syncvals_plugin.records.trial import (
    HARBOR_EXCEPTIONS,
    TIMEOUT_EXCEPTIONS,
    ExceptionInfo,
    TrialFormatError,
    TrialRecord,
)

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
        if line := line_of(OWN_LIMIT, message_text(step.message)):
            return "trajectory", line, step.step_id
    ending = [x for x in (trial.log or "").splitlines() if x.strip()][-LAST_STEPS:]
    if said := next((line_of(OWN_LIMIT, x) for x in reversed(ending) if OWN_LIMIT.search(x)), None):
        return "log", said, None
    extra: dict[str, Any] = (trial.trajectory.extra or {}) if trial.trajectory else {}
    if str(extra.get("exit_status", "")) == "LimitsExceeded":
        limits = ", ".join(f"{k}={v}" for k, v in extra.items() if k.endswith("_limit"))
        return "exit status", f"LimitsExceeded ({limits})" if limits else "LimitsExceeded", None
    return None


_LOGGED_EXCEPTION = re.compile(r"^(?:[\w.]+\.)?(\w+): (.+)$", re.M)
"""A traceback's last line: an exception's (dotted) class, then its message."""


def logged_exception(log: str) -> ExceptionInfo | None:
    """Harbor's own exception as ``exception.txt`` (kept in the log) states it, for a trial whose
    ``result.json`` records none: the last line naming one of the exception classes Harbor
    records, its own or a model API's it maps (``harbor.trial.errors.AgentTimeoutError: Agent
    execution timed out after 7200.0 seconds``, ``litellm.RateLimitError: …``)."""
    named = [
        m
        for m in _LOGGED_EXCEPTION.finditer(log)
        if m.group(1) in HARBOR_EXCEPTIONS or m.group(1) in TIMEOUT_EXCEPTIONS
    ]
    if not named or named[-1].group(1) == "TimeoutError":  # asyncio's, under Harbor's own
        return None
    return ExceptionInfo(exception_type=named[-1].group(1), exception_message=named[-1].group(2))


def calls_after_tail(trial: TrialRecord, steps: list[Step]) -> tuple[int, float, bool] | None:
    """``(calls, seconds, running)``: the served oracle's calls logged after the last timestamped
    step of ``steps``, how long before the agent's end the last of them came, and whether that
    step's command was still running (a tool call the record holds no output of: the calls are
    its own); None without a log or times.  The log's times count from the server's start, just
    before the agent's."""
    phase = trial.result.agent_execution
    start = parse_time(phase.started_at) if phase else None
    end = parse_time(phase.finished_at) if phase else None
    last = next((t for s in reversed(steps) if (t := parse_time(s.timestamp))), None)
    if not (start and end and last) or not trial.oracle_calls:
        return None
    try:
        calls = calls_of(trial) or []
    except TrialFormatError:
        return None
    after = [c.t for c in calls if c.t > (last - start).total_seconds()]
    final = next(s for s in reversed(steps) if parse_time(s.timestamp))
    running = bool(final.tool_calls) and not (final.observation and final.observation.results)
    return (len(after), (end - start).total_seconds() - max(after), running) if after else None


def killed_silently(output: str) -> str:
    """The line of a step's output that says its command was killed by a time limit (the
    agent's own: mini-swe-agent's "timed out and has been killed", Claude Code's "Command timed
    out after", ``timeout``'s exit 124) before it printed anything, else "": whatever the
    command was to show (a comparison's verdict), the agent never saw it."""
    if not any(w in output for w in _KILL_WORDS):  # most outputs: no regex run
        return ""
    killed = _KILLED.search(output)
    if not killed or any(x.strip() and not _KILL_FRAME.search(x) for x in output.splitlines()):
        return ""
    start = output.rfind("\n", 0, killed.start()) + 1
    end = output.find("\n", killed.end())
    return output[start : end if end >= 0 else None].strip()[:200]


_KILLED = re.compile(
    r"timed out and has been killed|^\s*Command timed out after|\[exit code 124\]|^EXIT=124$"
    r"|^\s*(?:Terminated|Killed)\s*$",
    re.M,
)
_KILL_WORDS = ("timed out", "124", "Terminated", "Killed")
"""What every line :data:`_KILLED` finds holds."""
_KILL_FRAME = re.compile(
    r"timed out and has been killed|^The output of the command was:|^\s*</?output>\s*$"
    r"|^Please try another command|Command timed out after|\[exit code \d+\]|^EXIT=\d+$"
    r"|^\s*(?:Terminated|Killed)\s*$|^\S*[@:]\S*[$#]\s*$"
)
"""The lines an agent's harness frames a killed command's output with (mini-swe-agent's
``<output>`` block, a terminal's prompt after it): not the command's own."""


SAYING_TOOLS = frozenset(
    {"finish", "think", "submit", "task_complete", "attempt_completion", "todowrite"}
    | {"update_plan", "todo_write", "done"}
)
"""Tools that only say something (OpenHands' ``finish``, a plan, a thought): calling one acts on
nothing, so an agent whose only calls are these never acted."""


def acted(steps: list[Step]) -> bool:
    """Whether any command or tool of the agent ran, besides tools that only say something
    (:data:`SAYING_TOOLS`) and commands that only print words (mini-swe-agent's ``echo
    COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT``): a call of one, or an observation of one."""
    for step in steps:
        calls = step.tool_calls or []
        if any(c.function_name.lower() not in SAYING_TOOLS and not _says(c) for c in calls):
            return True
        if not calls and step.observation and step.observation.results:
            return True
    return False


def _says(call) -> bool:
    # A shell call whose command only prints literal words: no file, pipe or expansion.
    commands = [v for k, v in call.arguments.items() if k in ("command", "cmd", "keystrokes")]
    return bool(commands) and all(isinstance(v, str) and _PRINTS_WORDS.match(v) for v in commands)


_PRINTS_WORDS = re.compile(
    r"^\s*(?:echo|printf)(?:[ \t]+(?:\"[^\"$`\\]*\"|'[^']*'|[^\s|;&<>$`()\\\"']+))*[ \t]*\n?$"
)
"""``echo WORDS`` alone: a command that says something and touches nothing."""
