"""Claude Code transcripts (JSONL, or ``--output-format stream-json``) converted to ATIF.

Each assistant message (one message id, however many lines carry it) becomes an agent step: its
text the message, its thinking the reasoning, its ``tool_use`` blocks the tool calls, its
``usage`` the step's metrics.  The ``tool_result`` blocks that answer them become that step's
observation, even when they arrive between the message's own lines.  User text becomes a user
step; sidechain messages become subagent trajectories.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.atif import (
    WRITE_VERSION,
    AgentInfo,
    FinalMetrics,
    Metrics,
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


def _metrics(usage: Any) -> Metrics | None:
    """ATIF metrics from an assistant line's ``usage`` (prompt tokens include cached ones)."""
    if not isinstance(usage, dict):
        return None
    fresh = usage.get("input_tokens") or 0
    cached = (usage.get("cache_read_input_tokens") or 0) + (
        usage.get("cache_creation_input_tokens") or 0
    )
    if not any(isinstance(v, int) for v in usage.values()):
        return None
    return Metrics(
        prompt_tokens=fresh + cached,
        completion_tokens=usage.get("output_tokens"),
        cached_tokens=usage.get("cache_read_input_tokens"),
    )


class _Converter:
    """Claude Code lines to steps: one step per assistant message id, however its lines are split."""

    def __init__(self) -> None:
        self.steps: list[dict] = []
        self.by_message: dict[str, dict] = {}
        self.by_call: dict[str, dict] = {}

    def assistant(self, message: dict, entry: dict) -> None:
        key = message.get("id")
        step = self.by_message.get(key) if key else None
        if step is None:  # stream-json and 2.x transcripts split one message into a line per block
            step = {
                "source": "agent",
                "message": [],
                "reasoning": [],
                "calls": [],
                "results": [],
                "timestamp": entry.get("timestamp"),
                "model": message.get("model"),
                "usage": None,
            }
            self.steps.append(step)
            if key:
                self.by_message[key] = step
        if isinstance(message.get("usage"), dict):
            step["usage"] = message["usage"]  # the message's usage, repeated on each of its lines
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
                self.by_call[call["id"]] = step

    def user(self, message: dict, entry: dict) -> None:
        texts = []
        for block in _blocks(message.get("content")):
            if block.get("type") == "tool_result":
                owner = self.by_call.get(str(block.get("tool_use_id")))
                result = {
                    "id": str(block.get("tool_use_id")),
                    "content": _result_text(block.get("content")),
                    "is_error": bool(block.get("is_error")),
                }
                # Pair by id; fall back to order (the last agent step) when the id is unknown.
                target = owner or next(
                    (st for st in reversed(self.steps) if st["source"] == "agent"), None
                )
                if target is not None:
                    target["results"].append(result)
            elif block.get("type") == "text":
                texts.append(block.get("text", ""))
        if texts:
            self.steps.append(
                {"source": "user", "message": texts, "timestamp": entry.get("timestamp")}
            )

    def to_steps(self, subagents: dict[str, str]) -> list[Step]:
        out = []
        for i, s in enumerate(self.steps, 1):
            text = "\n".join(s["message"])
            if s["source"] == "user":
                out.append(Step(step_id=i, timestamp=s["timestamp"], source="user", message=text))
                continue
            ids = {c["id"] for c in s["calls"]}
            results = [
                ObservationResult(
                    source_call_id=r["id"] if r["id"] in ids else None,
                    content=r["content"],
                    extra={"is_error": True} if r["is_error"] else None,
                    subagent_trajectory_ref=[{"trajectory_id": subagents[r["id"]]}]
                    if r["id"] in subagents
                    else None,
                )
                for r in s["results"]
            ]
            out.append(
                Step(
                    step_id=i,
                    timestamp=s["timestamp"],
                    source="agent",
                    message=text,
                    model_name=s["model"],
                    reasoning_content="\n".join(s["reasoning"]) or None,
                    tool_calls=[
                        ToolCall(
                            tool_call_id=c["id"], function_name=c["name"], arguments=c["input"]
                        )
                        for c in s["calls"]
                    ]
                    or None,
                    observation=Observation(results=results) if results else None,
                    metrics=_metrics(s["usage"]),
                )
            )
        return out


def transcript_to_trajectory(
    lines: Iterable[str],
    agent: AgentInfo,
    session_id: str,
    *,
    instruction: str | None = None,
    given_prompt: str | None = None,
    source: str = "transcript",
) -> Trajectory:
    """Convert transcript lines to an ATIF trajectory, adding nothing the transcript does not hold.

    Per-step ``metrics`` come from each assistant message's ``usage``, ``final_metrics`` from the
    totals (and the cost on stream-json's ``result`` line), the agent's version and the session id
    from the transcript.  Sidechain (subagent) messages become subagent trajectories referenced
    from the ``Task`` call that started them.  Without a user prompt in the transcript the
    trajectory has none (``instruction`` is only noted in ``notes``) unless the caller itself gave
    the agent ``given_prompt`` (the runner, which pipes the instruction to the agent): then that
    prompt, which really was sent, is the first step.

    :raises TranscriptError: on a line that is not a JSON object, or when no message is found.
    """
    main, sides = _Converter(), {}
    version, session, model, cost, side_order = None, None, agent.model_name, None, []
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
        if kind is None:
            raise TranscriptError(f"{source}:{number}: a line without a 'type'")
        version = entry.get("version") or entry.get("claude_code_version") or version
        session = entry.get("sessionId") or entry.get("session_id") or session
        if kind == "result" and isinstance(entry.get("total_cost_usd"), (int, float)):
            cost = float(entry["total_cost_usd"])
        message = entry.get("message") if isinstance(entry.get("message"), dict) else {}
        if kind not in ("assistant", "user"):
            continue
        if entry.get("isSidechain"):
            key = str(entry.get("agentId") or "subagent")
            if key not in sides:
                sides[key] = _Converter()
                side_order.append(key)
            target = sides[key]
        else:
            target = main
        if kind == "assistant":
            model = (message.get("model") if target is main else None) or model
            target.assistant(message, entry)
        else:
            target.user(message, entry)
    if not main.steps:
        raise TranscriptError(f"{source}: no user or assistant messages found")
    session = session or session_id
    # Each subagent is referenced from the Task calls of the main trajectory, in order.
    task_calls = [
        c["id"]
        for s in main.steps
        if s["source"] == "agent"
        for c in s["calls"]
        if c["name"] in ("Task", "Agent")
    ]
    refs = {call: f"{session}/{key}" for call, key in zip(task_calls, side_order, strict=False)}
    subagents = []
    for key in side_order:
        steps = sides[key].to_steps({})
        if steps:
            subagents.append(
                Trajectory(
                    schema_version=WRITE_VERSION,
                    session_id=f"{session}/{key}",
                    trajectory_id=f"{session}/{key}",
                    agent=agent.model_copy(
                        update={"name": f"{agent.name} subagent", "model_name": model}
                    ),
                    steps=steps,
                    final_metrics=_final(steps, None),
                ).model_dump(mode="json", exclude_none=True)
            )
    if given_prompt and main.steps[0]["source"] != "user":
        main.steps.insert(0, {"source": "user", "message": [given_prompt], "timestamp": None})
    steps = main.to_steps(refs)
    notes = None
    if steps[0].source != "user":
        notes = "The transcript holds no user prompt" + (
            " (the task's instruction was given to the agent outside it)." if instruction else "."
        )
    return Trajectory(
        schema_version=WRITE_VERSION,
        session_id=session,
        agent=agent.model_copy(update={"model_name": model, "version": version or agent.version}),
        steps=steps,
        notes=notes,
        final_metrics=_final(steps, cost),
        subagent_trajectories=subagents or None,
    )


def _final(steps: list[Step], cost: float | None) -> FinalMetrics | None:
    metrics = [s.metrics for s in steps if s.metrics is not None]
    if not metrics and cost is None:
        return None
    total = lambda name: sum(getattr(m, name) or 0 for m in metrics) if metrics else None  # noqa: E731
    return FinalMetrics(
        total_prompt_tokens=total("prompt_tokens"),
        total_completion_tokens=total("completion_tokens"),
        total_cached_tokens=total("cached_tokens"),
        total_cost_usd=cost,
        total_steps=len(steps),
    )
