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


@pytest.mark.slow
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
    # The totals include the subagent's tokens, and say what the main chain spent alone.
    assert t.final_metrics.total_prompt_tokens == 1030 and t.final_metrics.total_cost_usd == 0.42
    assert t.final_metrics.extra["main_chain"]["prompt_tokens"] == 1020
    assert t.final_metrics.extra["includes_subagents"] == 1
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


def _usage(fresh: int, out: int, read: int = 0, write: int = 0) -> dict:
    return {
        "input_tokens": fresh,
        "output_tokens": out,
        "cache_read_input_tokens": read,
        "cache_creation_input_tokens": write,
        "cache_creation": {"ephemeral_5m_input_tokens": write, "ephemeral_1h_input_tokens": 0},
        "service_tier": "standard",
    }


def _spawn(call: str, prompt: str, kind: str = "general-purpose") -> dict:
    return {
        "type": "tool_use",
        "id": call,
        "name": "Agent",
        "input": {"prompt": prompt, "description": prompt[:12], "subagent_type": kind},
    }


def session_21(folder) -> object:
    """A Claude Code 2.1 session written as it lays one out: the main transcript, and one file per
    subagent beside it (``<session>/subagents/agent-<id>.jsonl`` with its ``.meta.json``).  Two
    subagents run in parallel from one message; the results name their agent ids."""
    common = {"sessionId": "s21", "version": "2.1.7", "cwd": "/app"}
    main = [
        {
            "type": "user",
            "uuid": "m0",
            "message": {"role": "user", "content": "Implement it."},
            **common,
        },
        {
            "type": "assistant",
            "uuid": "m1",
            "parentUuid": "m0",
            "timestamp": "2026-11-02T10:00:01Z",
            "message": {
                "id": "msg_a",
                "model": "claude-opus-5",
                "content": [_spawn("call_x", "probe dpo_loss"), _spawn("call_y", "probe gae")],
                "usage": _usage(10, 20, 1000, 200),
            },
            **common,
        },
        {
            "type": "user",
            "uuid": "m2",
            "parentUuid": "m1",
            "timestamp": "2026-11-02T10:00:40Z",
            "message": {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "call_y",
                        "content": [{"type": "text", "text": "gae: reversed scan"}],
                    }
                ],
            },
            "toolUseResult": {
                "status": "completed",
                "prompt": "probe gae",
                "agentId": "bbb",
                "totalTokens": 900,
                "totalToolUseCount": 2,
            },
            **common,
        },
        {
            "type": "user",
            "uuid": "m3",
            "parentUuid": "m1",
            "timestamp": "2026-11-02T10:00:41Z",
            "message": {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "call_x",
                        "content": [{"type": "text", "text": "dpo: logsigmoid"}],
                    }
                ],
            },
            "toolUseResult": {
                "status": "completed",
                "prompt": "probe dpo_loss",
                "agentId": "aaa",
                "totalTokens": 700,
                "totalToolUseCount": 1,
            },
            **common,
        },
        {
            "type": "assistant",
            "uuid": "m4",
            "parentUuid": "m3",
            "timestamp": "2026-11-02T10:00:50Z",
            "message": {
                "id": "msg_b",
                "model": "claude-opus-5",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "call_z",
                        "name": "Bash",
                        "input": {"command": "python3 probe.py"},
                    }
                ],
                "usage": _usage(5, 7, 1200, 0),
            },
            **common,
        },
        {
            "type": "user",
            "uuid": "m5",
            "parentUuid": "m4",
            "timestamp": "2026-11-02T10:00:52Z",
            "message": {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "call_z", "content": "exit 0"}],
            },
            "toolUseResult": {
                "stdout": "exit 0",
                "stderr": "",
                "interrupted": False,
                "isImage": False,
            },
            **common,
        },
    ]

    def side(agent: str, prompt: str, answer: str, usage: dict) -> list[dict]:
        at = {"sessionId": "s21", "version": "2.1.7", "isSidechain": True, "agentId": agent}
        return [
            {
                "type": "user",
                "uuid": f"{agent}0",
                "parentUuid": None,
                "message": {"role": "user", "content": prompt},
                **at,
            },
            {
                "type": "assistant",
                "uuid": f"{agent}1",
                "parentUuid": f"{agent}0",
                "message": {
                    "id": f"msg_{agent}1",
                    "model": "claude-haiku-5",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": f"{agent}_t",
                            "name": "Bash",
                            "input": {"command": "python3 probe.py"},
                        }
                    ],
                    "usage": usage,
                },
                **at,
            },
            {
                "type": "user",
                "uuid": f"{agent}2",
                "parentUuid": f"{agent}1",
                "message": {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": f"{agent}_t", "content": "ok"}
                    ],
                },
                **at,
            },
            {
                "type": "assistant",
                "uuid": f"{agent}3",
                "parentUuid": f"{agent}2",
                "message": {
                    "id": f"msg_{agent}2",
                    "model": "claude-haiku-5",
                    "content": [{"type": "text", "text": answer}],
                    "usage": usage,
                },
                **at,
            },
        ]

    session = folder / "s21.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in main) + "\n")
    subagents = folder / "s21" / "subagents"
    subagents.mkdir(parents=True)
    for agent, prompt, answer, usage in (
        ("aaa", "probe dpo_loss", "dpo: logsigmoid", _usage(100, 10, 0, 50)),
        ("bbb", "probe gae", "gae: reversed scan", _usage(300, 30, 0, 0)),
    ):
        lines = side(agent, prompt, answer, usage)
        (subagents / f"agent-{agent}.jsonl").write_text("\n".join(json.dumps(x) for x in lines))
        (subagents / f"agent-{agent}.meta.json").write_text(
            json.dumps({"agentType": "Explore", "description": prompt})
        )
    return session


def test_a_2_1_session_brings_one_linked_subagent_per_call_and_totals_that_include_them(tmp_path):
    from syncvals_plugin.importers.claude_code import read_session

    lines, sidecars, meta = read_session(session_21(tmp_path))
    t = transcript_to_trajectory(
        lines,
        AgentInfo(name="claude-code", version="unknown"),
        "f",
        sidecars=sidecars,
        subagent_meta=meta,
    )
    assert t.agent.version == "2.1.7" and t.agent.model_name == "claude-opus-5"
    subs = {sub["extra"]["agent_id"]: sub for sub in t.subagent_trajectories}
    assert set(subs) == {"aaa", "bbb"}
    assert subs["aaa"]["extra"] == {
        "agent_id": "aaa",
        "tool_call_id": "call_x",
        "agent_type": "Explore",
        "description": "probe dpo_loss",
    }
    assert subs["aaa"]["agent"]["model_name"] == "claude-haiku-5" and len(subs["aaa"]["steps"]) == 3
    spawn = t.steps[1]
    refs = {r.source_call_id: r.subagent_trajectory_ref for r in spawn.observation.results}
    assert refs == {
        "call_x": [{"trajectory_id": subs["aaa"]["trajectory_id"]}],
        "call_y": [{"trajectory_id": subs["bbb"]["trajectory_id"]}],
    }
    # Every usage field kept; prompt tokens are fresh + cache reads + cache writes.
    assert spawn.metrics.prompt_tokens == 1210 and spawn.metrics.extra["service_tier"] == "standard"
    assert spawn.metrics.extra["cache_creation"] == {
        "ephemeral_5m_input_tokens": 200,
        "ephemeral_1h_input_tokens": 0,
    }
    # Claude Code's record of each tool's run is kept beside the result.
    record = {r.source_call_id: r.extra for r in spawn.observation.results}["call_y"][
        "tool_use_result"
    ]
    assert record["agentId"] == "bbb" and record["totalTokens"] == 900
    assert t.steps[2].observation.results[0].extra["tool_use_result"]["stdout"] == "exit 0"
    main_prompt = 1210 + 1205
    sub_prompt = 2 * 150 + 2 * 300
    final = t.final_metrics
    assert final.total_prompt_tokens == main_prompt + sub_prompt
    assert final.total_completion_tokens == 27 + 2 * 10 + 2 * 30
    assert final.extra["main_chain"] == {
        "prompt_tokens": main_prompt,
        "completion_tokens": 27,
        "cached_tokens": 2200,
    }
    assert final.extra["includes_subagents"] == 2 and final.extra["subagent_steps"] == 6
    assert final.extra["total_cache_creation_input_tokens"] == 200 + 2 * 50
    assert final.total_steps == len(t.steps) == 3


def test_parallel_inline_sidechains_of_1_0_are_told_apart_by_their_chains():
    """Claude Code 1.0.x writes subagents inline, without an agent id: three parallel Task calls
    interleave their messages, and each chain (parentUuid) is one subagent, linked by prompt."""
    main = [
        {
            "type": "user",
            "uuid": "u0",
            "message": {"role": "user", "content": "Go."},
            "version": "1.0.98",
            "sessionId": "s10",
        },
        {
            "type": "assistant",
            "uuid": "a0",
            "message": {
                "id": "m0",
                "model": "claude-sonnet-4",
                "content": [
                    {
                        "type": "tool_use",
                        "id": f"task_{n}",
                        "name": "Task",
                        "input": {"prompt": f"look at part {n}", "description": f"part {n}"},
                    }
                    for n in (1, 2, 3)
                ],
            },
        },
    ]
    side = []
    for turn in range(2):
        for n in (3, 1, 2):  # interleaved, not in the order of the calls
            parent = None if turn == 0 else f"s{n}_0"
            role, content = (
                ("user", f"look at part {n}") if turn == 0 else ("assistant", f"part {n} done")
            )
            line = {
                "type": role,
                "uuid": f"s{n}_{turn}",
                "parentUuid": parent,
                "isSidechain": True,
                "message": {"role": role, "content": content},
            }
            if role == "assistant":
                line["message"] = {
                    "id": f"ms{n}",
                    "model": "claude-haiku",
                    "content": [{"type": "text", "text": content}],
                }
            side.append(line)
    results = [
        {
            "type": "user",
            "uuid": f"r{n}",
            "message": {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": f"task_{n}", "content": f"part {n} done"}
                ],
            },
        }
        for n in (1, 2, 3)
    ]
    t = transcript_to_trajectory(
        [json.dumps(x) for x in main + side + results],
        AgentInfo(name="claude-code", version="unknown"),
        "f",
    )
    assert t.agent.version == "1.0.98" and len(t.subagent_trajectories) == 3
    by_id = {sub["trajectory_id"]: sub for sub in t.subagent_trajectories}
    for result in t.steps[1].observation.results:
        [ref] = result.subagent_trajectory_ref
        sub = by_id[ref["trajectory_id"]]
        n = result.source_call_id.removeprefix("task_")
        assert [s["message"] for s in sub["steps"]] == [f"look at part {n}", f"part {n} done"]
        assert sub["extra"]["description"] == f"part {n}"


def test_a_subagent_file_alone_is_refused_with_the_session_to_import(tmp_path):
    from syncvals_plugin.importers.claude_code import read_session

    session_21(tmp_path)
    with pytest.raises(
        TranscriptError, match=r"a subagent's transcript; import its session instead .*s21\.jsonl"
    ):
        read_session(tmp_path / "s21" / "subagents" / "agent-aaa.jsonl")


def test_import_claude_code_takes_the_subagents_beside_the_session(task, tmp_path):
    session = session_21(tmp_path)
    out = tmp_path / "trials"
    proc = run_cli(
        "import", "claude-code", str(session), "--task", TASK_NAME, "--trials-dir", str(out)
    )
    assert proc.returncode == 0, proc.stderr
    [trial] = [p for p in out.iterdir() if p.is_dir()]
    record = read_trial(trial)
    assert len(record.trajectory.subagent_trajectories) == 2
    assert record.result.agent_info.version == "2.1.7"
    # Without --submission the trial is simply ungraded: no fault is claimed.
    c = record.classification
    assert (c.verdict, c.subtype) == ("HARNESS_ERROR", "Not Graded")
    assert "--submission" in c.recommendation and "Rerun" not in c.recommendation
    assert (
        record.result.agent_result.n_input_tokens
        == record.trajectory.final_metrics.total_prompt_tokens
    )
    proc = run_cli(
        "import",
        "claude-code",
        str(tmp_path / "s21" / "subagents" / "agent-aaa.jsonl"),
        "--task",
        TASK_NAME,
        "--trials-dir",
        str(out),
    )
    assert (
        proc.returncode == 2
        and "import its session instead" in proc.stderr
        and "Traceback" not in proc.stderr
    )


@pytest.mark.slow  # the first use installs Harbor (about two minutes)
def test_the_same_session_counts_as_harbor_s_own_converter_counts_it(tmp_path):
    """Harbor flattens subagents into the main trajectory; SyncVals keeps one trajectory per
    subagent.  Either way the tokens, the calls, the steps and the version are the same."""
    from syncvals_plugin.importers.claude_code import read_session
    from tests.support.harbor_tool import harbor_claude

    session = session_21(tmp_path)
    lines, sidecars, meta = read_session(session)
    ours = transcript_to_trajectory(
        lines,
        AgentInfo(name="claude-code", version="unknown"),
        "f",
        sidecars=sidecars,
        subagent_meta=meta,
    )
    theirs = harbor_claude(tmp_path)
    final = ours.final_metrics
    assert final.total_prompt_tokens == theirs["final_metrics"]["total_prompt_tokens"]
    assert final.total_completion_tokens == theirs["final_metrics"]["total_completion_tokens"]
    assert final.total_cached_tokens == theirs["final_metrics"]["total_cached_tokens"]
    assert (
        final.extra["total_cache_creation_input_tokens"]
        == theirs["final_metrics"]["extra"]["total_cache_creation_input_tokens"]
    )
    assert final.extra["service_tiers"] == theirs["final_metrics"]["extra"]["service_tiers"]
    subs = ours.subagent_trajectories
    assert len(ours.steps) + final.extra["subagent_steps"] == theirs["steps"]
    assert final.extra["subagent_steps"] == theirs["sidechain_steps"]
    calls = len(ours.tool_calls()) + sum(
        len(s.get("tool_calls") or []) for sub in subs for s in sub["steps"]
    )
    assert calls == theirs["tool_calls"]
    assert ours.agent.version == theirs["version"] and ours.agent.model_name == theirs["model"]
    kept = sum(
        1
        for s in ours.steps
        for r in (s.observation.results if s.observation else [])
        if r.extra and "tool_use_result" in r.extra
    )
    assert kept == theirs["results_with_metadata"]
