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


def _line(kind, message=None, **extra):
    return json.dumps({"type": kind, **({"message": message} if message else {}), **extra})


SESSION_2X = [
    _line(
        "user",
        {"role": "user", "content": "Implement the objectives."},
        sessionId="sess-9",
        version="2.0.31",
        uuid="u1",
    ),
    # one assistant message, two tool calls, its lines split by the tool results (Claude Code 2.x)
    _line(
        "assistant",
        {
            "id": "msg_1",
            "model": "claude-opus-4-8",
            "content": [
                {
                    "type": "tool_use",
                    "id": "t1",
                    "name": "Bash",
                    "input": {"command": "python3 probe.py"},
                }
            ],
            "usage": {"input_tokens": 100, "cache_read_input_tokens": 900, "output_tokens": 40},
        },
        sessionId="sess-9",
        version="2.0.31",
    ),
    _line(
        "user",
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
        },
        sessionId="sess-9",
    ),
    _line(
        "assistant",
        {
            "id": "msg_1",
            "model": "claude-opus-4-8",
            "content": [
                {
                    "type": "tool_use",
                    "id": "t2",
                    "name": "Task",
                    "input": {"prompt": "probe entropy"},
                }
            ],
            "usage": {"input_tokens": 100, "cache_read_input_tokens": 900, "output_tokens": 40},
        },
        sessionId="sess-9",
    ),
    # the subagent's own messages (sidechain)
    _line(
        "user",
        {"role": "user", "content": "probe entropy"},
        isSidechain=True,
        agentId="a1",
        sessionId="sess-9",
    ),
    _line(
        "assistant",
        {
            "id": "msg_s1",
            "model": "claude-haiku",
            "content": [{"type": "text", "text": "entropy masks -inf"}],
            "usage": {"input_tokens": 10, "output_tokens": 5},
        },
        isSidechain=True,
        agentId="a1",
    ),
    _line(
        "user",
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t2", "content": "entropy masks -inf"}
            ],
        },
        sessionId="sess-9",
    ),
    _line(
        "assistant",
        {
            "id": "msg_2",
            "model": "claude-opus-4-8",
            "content": [{"type": "text", "text": "Done."}],
            "usage": {"input_tokens": 20, "output_tokens": 3},
        },
        sessionId="sess-9",
    ),
    _line("result", subtype="success", total_cost_usd=0.42, session_id="sess-9"),
]


def test_claude_code_2x_session_keeps_what_it_holds():
    t = transcript_to_trajectory(
        SESSION_2X, AgentInfo(name="claude-code", version="unknown"), "fallback"
    )
    assert (
        t.session_id == "sess-9"
        and t.agent.version == "2.0.31"
        and t.agent.model_name == "claude-opus-4-8"
    )
    user, work, done = (
        t.steps
    )  # the split message is one step; the sidechain is not in the main line
    assert [c.tool_call_id for c in work.tool_calls] == ["t1", "t2"]
    assert [r.source_call_id for r in work.observation.results] == ["t1", "t2"]
    assert work.metrics.prompt_tokens == 1000 and work.metrics.completion_tokens == 40
    assert work.metrics.cached_tokens == 900
    assert t.final_metrics.total_prompt_tokens == 1020 and t.final_metrics.total_cost_usd == 0.42
    [sub] = t.subagent_trajectories
    assert sub["steps"][1]["message"] == "entropy masks -inf"
    assert work.observation.results[1].subagent_trajectory_ref == [
        {"trajectory_id": sub["trajectory_id"]}
    ]


def test_a_converted_session_is_a_valid_harbor_trajectory():
    import jsonschema

    from tests.records.test_harbor_records import SCHEMAS

    schema = json.loads((SCHEMAS / "trajectory.json").read_text())
    t = transcript_to_trajectory(
        SESSION_2X, AgentInfo(name="claude-code", version="unknown"), "fallback"
    )
    data = t.model_dump(mode="json", exclude_none=True)
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(data)) == []


def test_a_transcript_without_a_prompt_gets_none_added():
    lines = [
        json.dumps(x)
        for x in LINES
        if x["type"] != "user" or isinstance(x["message"]["content"], list)
    ]
    t = transcript_to_trajectory(
        lines, AgentInfo(name="c", version="1"), "s", instruction="Do the task."
    )
    assert t.steps[0].source == "agent" and "no user prompt" in t.notes
    assert all("Do the task." not in (s.message or "") for s in t.steps)
