"""Claude Code transcripts convert to valid ATIF; a broken line is named."""

from __future__ import annotations

import json

import pytest

from syncvals_plugin.importers.claude_code import TranscriptError, transcript_to_trajectory
from syncvals_plugin.records.atif import AgentInfo
from syncvals_plugin.records.store import read_trial
from tests.conftest import TASK_NAME, run_cli

LINES = [
    {"type": "system", "subtype": "init", "session_id": "s"},
    {"type": "user", "message": {"role": "user", "content": "Implement the objectives."}},
    {
        "type": "assistant",
        "message": {
            "id": "m1",
            "model": "claude-x",
            "content": [
                {"type": "thinking", "thinking": "Let me look."},
                {"type": "text", "text": "Reading the stub."},
            ],
        },
    },
    {
        "type": "assistant",
        "message": {
            "id": "m1",
            "model": "claude-x",
            "content": [
                {
                    "type": "tool_use",
                    "id": "tu1",
                    "name": "Bash",
                    "input": {"command": "python3 probe.py"},
                },
                {
                    "type": "tool_use",
                    "id": "tu2",
                    "name": "Read",
                    "input": {"file_path": "/app/objectives.py"},
                },
            ],
        },
    },
    {
        "type": "user",
        "message": {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "tu2",
                    "content": [{"type": "text", "text": "def masked_mean"}],
                },
                {
                    "type": "tool_result",
                    "tool_use_id": "tu1",
                    "content": "Traceback",
                    "is_error": True,
                },
            ],
        },
    },
    {
        "type": "assistant",
        "message": {
            "id": "m2",
            "model": "claude-x",
            "content": [{"type": "text", "text": "Done."}],
        },
    },
    {"type": "result", "subtype": "success", "result": "Done."},
]


def test_transcript_converts():
    t = transcript_to_trajectory(
        [json.dumps(x) for x in LINES], AgentInfo(name="claude-code", version="1"), "s"
    )
    assert [s.source for s in t.steps] == ["user", "agent", "agent"]
    step = t.steps[1]
    assert step.reasoning_content == "Let me look." and step.text() == "Reading the stub."
    assert [c.function_name for c in step.tool_calls] == ["Bash", "Read"]
    results = {r.source_call_id: r for r in step.observation.results}
    assert (
        results["tu1"].extra == {"is_error": True} and results["tu2"].content == "def masked_mean"
    )
    assert t.agent.model_name == "claude-x" and t.counts() == (2, 2, 3)


def test_broken_line_is_named():
    lines = [json.dumps(LINES[1]), "{oops"]
    with pytest.raises(TranscriptError, match=r"session.jsonl:2: not JSON"):
        transcript_to_trajectory(
            lines, AgentInfo(name="c", version="1"), "s", source="session.jsonl"
        )
    with pytest.raises(TranscriptError, match="no user or assistant"):
        transcript_to_trajectory([json.dumps(LINES[0])], AgentInfo(name="c", version="1"), "s")


def test_cli_import_with_submission(task, tmp_path):
    session = tmp_path / "session.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in LINES) + "\n")
    out = tmp_path / "trials"
    proc = run_cli(
        "import",
        "claude-code",
        str(session),
        "--task",
        TASK_NAME,
        "--submission",
        str(task.stub),
        "--trials-dir",
        str(out),
    )
    assert proc.returncode == 0, proc.stderr
    [trial] = [p for p in out.iterdir()]
    record = read_trial(trial)
    assert (
        record.result.reward == 0.0
        and record.report.passed == 0
        and record.trajectory.steps[1].tool_calls
    )
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    proc = run_cli("import", "claude-code", str(bad), "--task", TASK_NAME, "--trials-dir", str(out))
    assert proc.returncode == 2 and "bad.jsonl:1: not JSON" in proc.stderr
