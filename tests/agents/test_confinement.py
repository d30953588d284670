"""An agent's commands may write only its workspace, and nothing they start outlives the call."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from syncvals_plugin.agents import tools
from syncvals_plugin.agents.runner import get_agent, run_trial
from syncvals_plugin.plugins import make_plugin_manager


def _alive(marker: str) -> list[int]:
    pids = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker in cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace"):
                pids.append(int(cmdline.parent.name))
        except OSError:
            pass
    return pids


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["bwrap", "landlock"])
def test_command_agent_is_confined_and_leaves_nothing_running(task, tmp_path, monkeypatch, mode):
    from syncvals_plugin.verifier.sandbox import bwrap_works, landlock_abi

    if (mode == "bwrap" and not bwrap_works()) or (mode == "landlock" and landlock_abi() < 1):
        pytest.skip(f"{mode} is not available here")
    monkeypatch.setattr(tools, "confinement", lambda: mode)
    seconds = str(random.Random(mode).randrange(40000, 50000))  # a marker no other process has
    outside = tmp_path / "planted.txt"
    script = tmp_path / "agent.sh"
    script.write_text(f"""
(setsid sleep {seconds}1 >/dev/null 2>&1 &)
(nohup sleep {seconds}2 >/dev/null 2>&1 &)
sleep {seconds}3 &
echo planted > {outside} 2>/dev/null || echo "outside write refused"
echo planted > {task.directory}/planted.txt 2>/dev/null || echo "task write refused"
cp "$SYNCVALS_WORKSPACE/objectives.py" objectives.py.bak && echo "workspace write ok"
""")
    pm = make_plugin_manager()
    record = run_trial(
        task,
        get_agent(pm, "command"),
        {"cmd": f"bash {script}", "reveal": str(script)},
        tmp_path / "trials",
        pm=pm,
    )
    output = record.trajectory.steps[1].observation.results[0].content
    # Outside the workspace a write is refused, or lands in a private tmpfs that dies with the call.
    assert "task write refused" in output
    assert "workspace write ok" in output
    assert not outside.exists() and not (task.directory / "planted.txt").exists()
    assert _alive(f"sleep {seconds}") == [], "a process the agent started outlived its tool call"


def test_file_tools_stay_inside_the_workspace(tmp_path):
    from syncvals_plugin.records.atif import AgentInfo

    ws = tmp_path / "ws"
    ws.mkdir()
    session = tools.ToolSession(ws, "do it", AgentInfo(name="t", version="1"), 60)
    with pytest.raises(PermissionError):
        session.write("../escaped.txt", "x", "escape")
    assert not (tmp_path / "escaped.txt").exists()
    session.trajectory("s")
    assert os.path.isdir(ws)
