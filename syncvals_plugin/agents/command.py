"""The ``command`` agent: an external agent program run in the workspace.

The instruction goes to its stdin.  If it prints a Claude Code ``stream-json`` transcript, that
transcript becomes the trajectory; otherwise the whole run is recorded as one shell call.
"""

from __future__ import annotations

import os

from syncvals_plugin.agents import AgentContext, AgentOptionError
from syncvals_plugin.agents.tools import ToolSession

LIVE_SWITCH = "SYNCVALS_ALLOW_LIVE_AGENTS"


def command(session: ToolSession, ctx: AgentContext) -> str:
    """Run ``--agent-opt cmd=...``; live agents need ``SYNCVALS_ALLOW_LIVE_AGENTS=1``."""
    cmd = ctx.options.get("cmd")
    if not cmd:
        raise AgentOptionError("the command agent needs --agent-opt cmd='...'")
    if ctx.options.get("live") == "1" and os.environ.get(LIVE_SWITCH) != "1":
        raise AgentOptionError(f"live agent runs are opt-in: set {LIVE_SWITCH}=1")
    instruction = (ctx.task.directory / "instruction.md").read_text()
    quoted = instruction.replace("'", "'\\''")
    result = session.shell(
        f"printf '%s' '{quoted}' | {cmd}", "Run the external agent", timeout=session.remaining()
    )
    session.transcript = result.output  # the runner converts it when it is a stream-json transcript
    return (
        "The external agent finished."
        if result.exit_code == 0
        else f"The external agent exited with code {result.exit_code}."
    )
