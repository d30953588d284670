"""Claude Code transcripts (JSONL, or ``--output-format stream-json``) converted to ATIF.

Each assistant message becomes an agent step: its text the message, its thinking the reasoning,
its ``tool_use`` blocks the tool calls.  The ``tool_result`` blocks that answer them (they arrive
in the next user line) become that step's observation.  User text becomes a user step.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.atif import (
    WRITE_VERSION,
    AgentInfo,
    Observation,
    ObservationResult,
    Step,
    ToolCall,
    Trajectory,
)


class TranscriptError(SyncValsError, ValueError):
    """The file is not a Claude Code transcript; the message names the line and the problem."""


def _blocks(content: Any) -> list[dict]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return [b for b in content if isinstance(b, dict)]
    return []


def _result_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text", "") for b in _blocks(content) if b.get("type") == "text")


def transcript_to_trajectory(
    lines: Iterable[str],
    agent: AgentInfo,
    session_id: str,
    *,
    instruction: str | None = None,
    source: str = "transcript",
) -> Trajectory:
    """Convert transcript lines to an ATIF trajectory.

    :raises TranscriptError: on a line that is not a JSON object, or when no message is found.
    """
    steps: list[dict] = []
    by_call: dict[str, dict] = {}
    last_message_id = None
    model = agent.model_name
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise TranscriptError(f"{source}:{number}: not JSON ({exc.msg})") from exc
        if not isinstance(entry, dict):
            raise TranscriptError(f"{source}:{number}: expected a JSON object")
        kind = entry.get("type")
        message = entry.get("message") if isinstance(entry.get("message"), dict) else {}
        stamp = entry.get("timestamp")
        if kind == "assistant":
            model = message.get("model") or model
            if message.get("id") and message.get("id") == last_message_id and steps:
                step = steps[-1]  # stream-json splits one message into a line per block
            else:
                step = {
                    "source": "agent",
                    "message": [],
                    "reasoning": [],
                    "calls": [],
                    "results": [],
                    "timestamp": stamp,
                    "model": message.get("model"),
                }
                steps.append(step)
            last_message_id = message.get("id")
            for block in _blocks(message.get("content")):
                if block.get("type") == "text":
                    step["message"].append(block.get("text", ""))
                elif block.get("type") == "thinking":
                    step["reasoning"].append(block.get("thinking", ""))
                elif block.get("type") == "tool_use":
                    call = {
                        "id": str(block.get("id")),
                        "name": str(block.get("name")),
                        "input": block.get("input") if isinstance(block.get("input"), dict) else {},
                    }
                    step["calls"].append(call)
                    by_call[call["id"]] = step
        elif kind == "user":
            last_message_id = None
            texts = []
            for block in _blocks(message.get("content")):
                if block.get("type") == "tool_result":
                    owner = by_call.get(str(block.get("tool_use_id")))
                    result = {
                        "id": str(block.get("tool_use_id")),
                        "content": _result_text(block.get("content")),
                        "is_error": bool(block.get("is_error")),
                    }
                    # Pair by id; fall back to order (the last agent step) when the id is unknown.
                    target = owner or next(
                        (st for st in reversed(steps) if st["source"] == "agent"), None
                    )
                    if target is not None:
                        target["results"].append(result)
                elif block.get("type") == "text":
                    texts.append(block.get("text", ""))
            if texts:
                steps.append({"source": "user", "message": texts, "timestamp": stamp})
        elif kind is None:
            raise TranscriptError(f"{source}:{number}: a line without a 'type'")
    if not steps:
        raise TranscriptError(f"{source}: no user or assistant messages found")
    if instruction and steps[0]["source"] != "user":
        steps.insert(0, {"source": "user", "message": [instruction], "timestamp": None})
    out = []
    for i, s in enumerate(steps, 1):
        text = "\n".join(s["message"])
        if s["source"] == "user":
            out.append(Step(step_id=i, timestamp=s["timestamp"], source="user", message=text))
            continue
        ids = {c["id"] for c in s["calls"]}
        out.append(
            Step(
                step_id=i,
                timestamp=s["timestamp"],
                source="agent",
                message=text,
                model_name=s["model"],
                reasoning_content="\n".join(s["reasoning"]) or None,
                tool_calls=[
                    ToolCall(tool_call_id=c["id"], function_name=c["name"], arguments=c["input"])
                    for c in s["calls"]
                ]
                or None,
                observation=Observation(
                    results=[
                        ObservationResult(
                            source_call_id=r["id"] if r["id"] in ids else None,
                            content=r["content"],
                            extra={"is_error": True} if r["is_error"] else None,
                        )
                        for r in s["results"]
                    ]
                )
                if s["results"]
                else None,
            )
        )
    return Trajectory(
        schema_version=WRITE_VERSION,
        session_id=session_id,
        agent=agent.model_copy(update={"model_name": model}),
        steps=out,
    )
