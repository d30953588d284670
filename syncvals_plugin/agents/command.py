"""The ``command`` agent: an external agent program run in the workspace.

The instruction goes to its stdin.  If it prints a Claude Code ``stream-json`` transcript, that
transcript becomes the trajectory; otherwise the whole run is recorded as one shell call.
"""

from __future__ import annotations

import os
from pathlib import Path

from syncvals_plugin.agents.tools import ToolSession
from syncvals_plugin.records.agent import AgentContext, AgentOptionError

LIVE_SWITCH = "SYNCVALS_ALLOW_LIVE_AGENTS"


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
    return (
        "The external agent finished."
        if result.exit_code == 0
        else f"The external agent exited with code {result.exit_code}."
    )
