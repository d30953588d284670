"""The ``command`` agent: an external agent program run in the workspace.

The instruction goes to its stdin.  If it prints a Claude Code ``stream-json`` transcript, that
transcript becomes the trajectory; otherwise the whole run is recorded as one shell call.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from syncvals_plugin.agents.tools import ShellResult, ToolSession
from syncvals_plugin.records.agent import AgentContext, AgentOptionError

LIVE_SWITCH = "SYNCVALS_ALLOW_LIVE_AGENTS"

AGENT_START_ERROR = "AgentStartError"
"""The exception type a trial records when its agent never started work: the harness's error."""
NOT_STARTED_CODES = (126, 127)
"""bash's exit codes for a program it could not run (not executable, not found)."""


class AgentStartError(Exception):
    """The external agent could not be started, or died before its first action: the trial is
    the harness's error (nothing the agent did was graded), never a verdict about the agent."""


def start_failure(result: ShellResult) -> str | None:
    """Why the external agent never worked, in one line, or None when it did (or may have).

    It could not be started: bash could not run the program (exit 126 or 127), or the sandbox
    refused to (a ``bwrap:`` error).  It died before its first action: it exited non-zero and
    its stream-json transcript holds no tool call.  A plain program's run is its one action.
    """
    code = result.exit_code
    if code == 0:
        return None
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    said = lines[-1][:200] if lines else "no output"
    if code in NOT_STARTED_CODES or (lines and lines[0].startswith("bwrap:")):
        return f"the agent program could not be started (exit {code}): {said}"
    events = _transcript_events(lines)
    if events and not any(_is_tool_call(e) for e in events):
        return f"the agent exited with code {code} before its first action: {said}"
    return None


def _transcript_events(lines: list[str]) -> list[dict]:
    """The lines of a stream-json transcript (empty when the output is not one)."""
    events = []
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and event.get("type") in (
            "system",
            "assistant",
            "user",
            "result",
        ):
            events.append(event)
    return events


def _is_tool_call(event: dict) -> bool:
    message = event.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return event.get("type") == "assistant" and any(
        isinstance(c, dict) and c.get("type") == "tool_use" for c in content or []
    )


def check_command_options(options: dict[str, str]) -> None:
    """A command to run (``cmd``), and ``live=1`` only where live runs are switched on.

    :raises AgentOptionError: naming the option that is missing or refused.
    """
    if not options.get("cmd"):
        raise AgentOptionError("the command agent needs --agent-opt cmd='...'")
    if options.get("live") == "1" and os.environ.get(LIVE_SWITCH) != "1":
        raise AgentOptionError(f"live agent runs are opt-in: set {LIVE_SWITCH}=1")


def command(session: ToolSession, ctx: AgentContext) -> str:
    """Run ``--agent-opt cmd=...``; live agents need ``SYNCVALS_ALLOW_LIVE_AGENTS=1``.

    The command sees only the agent's view (the workspace, the system, a runtime with torch):
    ``reveal=PATH[:PATH…]`` shows it more, read-only (the agent's own program or configuration),
    and ``pass_env=NAME[,NAME…]`` passes those environment variables (an API key); nothing else
    of this process's environment reaches it.
    """
    check_command_options(ctx.options)
    cmd = ctx.options["cmd"]
    instruction = (ctx.task.directory / "instruction.md").read_text()
    quoted = instruction.replace("'", "'\\''")
    reveal = [Path(p).expanduser() for p in ctx.options.get("reveal", "").split(":") if p]
    result = session.shell(
        f"printf '%s' '{quoted}' | {cmd}",
        "Run the external agent",
        timeout=session.remaining(),
        reveal=reveal,
    )
    session.transcript = result.output  # the runner converts it when it is a stream-json transcript
    failure = start_failure(result)
    if failure is not None:
        raise AgentStartError(failure)
    return (
        "The external agent finished."
        if result.exit_code == 0
        else f"The external agent exited with code {result.exit_code}."
    )
