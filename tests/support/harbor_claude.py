"""Run by Harbor's own Python (not SyncVals'): convert a Claude Code session with Harbor's own
converter (``ClaudeCode._convert_events_to_trajectory``) and print what it counted.

Usage: python harbor_claude.py SESSION_FOLDER  -> one JSON object on stdout: the trajectory's
``final_metrics``, its steps, tool calls, the steps marked as a subagent's (``is_sidechain``), the
agent's version and model.  Nothing here imports SyncVals.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from harbor.agents.installed.claude_code import ClaudeCode


def main(folder: Path) -> None:
    with tempfile.TemporaryDirectory() as logs:
        agent = ClaudeCode(logs_dir=Path(logs), model_name="anthropic/claude-opus-5")
        trajectory = agent._convert_events_to_trajectory(folder)
    data = trajectory.model_dump(mode="json", exclude_none=True)
    steps = data["steps"]
    print(
        json.dumps(
            {
                "final_metrics": data.get("final_metrics"),
                "steps": len(steps),
                "sidechain_steps": sum(
                    1 for s in steps if (s.get("extra") or {}).get("is_sidechain")
                ),
                "tool_calls": sum(len(s.get("tool_calls") or []) for s in steps),
                "version": data["agent"].get("version"),
                "model": data["agent"].get("model_name"),
                "results_with_metadata": sum(
                    1
                    for s in steps
                    for r in ((s.get("observation") or {}).get("results") or [])
                    if (r.get("extra") or {}).get("tool_result_metadata")
                    or "tool_use_result" in json.dumps(r.get("extra") or {})
                ),
            }
        )
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]))
