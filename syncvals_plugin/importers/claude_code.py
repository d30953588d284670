"""Claude Code transcripts (JSONL, or ``--output-format stream-json``) converted to ATIF, and a
session read as a trial (the built-in ``syncvals_load_trial`` for transcripts, :func:`read_claude_code`).
The runner converts a live agent's ``stream-json`` with the same :func:`transcript_to_trajectory`.

Each assistant message (one message id, however many lines carry it) becomes an agent step: its
text the message, its thinking the reasoning, its ``tool_use`` blocks the tool calls, its
``usage`` the step's metrics.  The ``tool_result`` blocks that answer them become that step's
observation, even when they arrive between the message's own lines, with Claude Code's
``toolUseResult`` record kept beside them.  User text becomes a user step.

Subagents become subagent trajectories, one per ``Task``/``Agent`` call, linked from that call:
from the files Claude Code 2.1 writes beside a session (``<session>/subagents/agent-<id>.jsonl``)
or from sidechain messages inline (1.0.x and 2.0), told apart by their ``agentId`` or, without
one, by their ``parentUuid`` chains.  A subagent is linked to the call whose result names its
``agentId``, else to the call that gave it its first prompt, else in order.  The main
trajectory's token totals include its subagents' and say so in ``final_metrics.extra``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
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
from syncvals_plugin.records.trial import (
    HarborAgentInfo,
    ModelInfo,
    RunConfig,
    TrialFormatError,
    TrialRecord,
    assemble_trial,
    new_trial_name,
)
from syncvals_plugin.task import TaskSpec


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
    """ATIF metrics from an assistant line's ``usage``: prompt tokens are the fresh, the cached
    and the cache-writing ones (what the API bills as input, as Harbor counts them); every other
    usage field (the cache-creation split, the service tier, server tool use) is kept in
    ``extra`` as it was."""
    if not isinstance(usage, dict) or not any(isinstance(v, int) for v in usage.values()):
        return None
    fresh = usage.get("input_tokens") or 0
    cached = (usage.get("cache_read_input_tokens") or 0) + (
        usage.get("cache_creation_input_tokens") or 0
    )
    extra = {k: v for k, v in usage.items() if k not in ("input_tokens", "output_tokens")}
    return Metrics(
        prompt_tokens=fresh + cached,
        completion_tokens=usage.get("output_tokens"),
        cached_tokens=usage.get("cache_read_input_tokens"),
        extra=extra or None,
    )


def _result_extra(result: dict) -> dict | None:
    extra: dict[str, Any] = {}
    if result["is_error"]:
        extra["is_error"] = True
    if result.get("record") is not None:
        extra["tool_use_result"] = result["record"]
    return extra or None


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
                call_id = str(block.get("id"))
                call: dict[str, Any] = {
                    "id": call_id,
                    "name": str(block.get("name")),
                    "input": block.get("input") if isinstance(block.get("input"), dict) else {},
                }
                step["calls"].append(call)
                self.by_call[call_id] = step

    def user(self, message: dict, entry: dict) -> None:
        texts = []
        blocks = _blocks(message.get("content"))
        answers = [b for b in blocks if b.get("type") == "tool_result"]
        # Claude Code's structured record of a tool's run (exit code, a subagent's id and totals)
        # sits on the line, not the block: it belongs to the line's one tool result.
        record = entry.get("toolUseResult") if len(answers) == 1 else None
        for block in blocks:
            if block.get("type") == "tool_result":
                owner = self.by_call.get(str(block.get("tool_use_id")))
                result = {
                    "id": str(block.get("tool_use_id")),
                    "content": _result_text(block.get("content")),
                    "is_error": bool(block.get("is_error")),
                    "record": record,
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
                    extra=_result_extra(r),
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


def _entries(lines: Iterable[str], source: str) -> Iterable[dict]:
    """The JSON objects of a transcript, each checked; the error names the file and line."""
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise TranscriptError(f"{source}:{number}: not JSON ({exc.msg})") from exc
        if not isinstance(entry, dict):
            raise TranscriptError(f"{source}:{number}: expected a JSON object")
        if entry.get("type") is None:
            raise TranscriptError(f"{source}:{number}: a line without a 'type'")
        yield entry


SUBAGENT_TOOLS = ("Task", "Agent")
"""The tools that start a subagent (``Task`` until Claude Code 2.1, ``Agent`` since)."""


def read_session(path: Path) -> tuple[list[str], dict[str, list[str]], dict[str, dict]]:
    """A session's transcript lines, the subagent transcripts Claude Code 2.1 writes beside it
    (``<session>/subagents/agent-<id>.jsonl``, by file name) and their ``.meta.json`` records
    (agent type, description) by agent id.

    :raises TranscriptError: when ``path`` is itself a subagent's transcript (import the session).
    :raises OSError: when a file cannot be read.
    """
    path = Path(path)
    if path.parent.name == "subagents":
        session = path.parent.parent
        raise TranscriptError(
            f"{path}: a subagent's transcript; import its session instead "
            f"({session.parent / (session.name + '.jsonl')}), which brings its subagents along"
        )
    lines = path.read_text(errors="replace").splitlines()
    folder = path.with_suffix("") / "subagents"
    sidecars: dict[str, list[str]] = {}
    meta: dict[str, dict] = {}
    if folder.is_dir():
        for file in sorted(folder.glob("agent-*.jsonl")):
            sidecars[str(file)] = file.read_text(errors="replace").splitlines()
            record = file.with_suffix(".meta.json")
            try:
                data = json.loads(record.read_text(errors="replace"))
            except (OSError, ValueError):
                continue  # no record (or a broken one): the transcript says enough
            if isinstance(data, dict):
                meta[file.stem.removeprefix("agent-")] = data
    return lines, sidecars, meta


def transcript_to_trajectory(
    lines: Iterable[str],
    agent: AgentInfo,
    session_id: str,
    *,
    instruction: str | None = None,
    given_prompt: str | None = None,
    source: str = "transcript",
    sidecars: Mapping[str, Iterable[str]] | None = None,
    subagent_meta: dict[str, dict] | None = None,
) -> Trajectory:
    """Convert transcript lines to an ATIF trajectory, adding nothing the transcript does not hold.

    Per-step ``metrics`` come from each assistant message's ``usage`` (every field kept),
    ``final_metrics`` from the totals of the main chain and its subagents (and the cost on
    stream-json's ``result`` line), the agent's version and the session id from the transcript.
    ``sidecars`` are subagent transcripts by file name (:func:`read_session`); sidechain
    messages inline count the same.  Without a user prompt in the transcript the trajectory has
    none (``instruction`` is only noted in ``notes``) unless the caller itself gave the agent
    ``given_prompt`` (the runner, which pipes the instruction to the agent): then that prompt,
    which really was sent, is the first step.

    :raises TranscriptError: on a line that is not a JSON object, or when no message is found.
    """
    read = _read_all(lines, source, agent, sidecars)
    main = read.main
    session = read.session or session_id
    calls = {
        c["id"]: c
        for s in main.steps
        if s["source"] == "agent"
        for c in s["calls"]
        if c["name"] in SUBAGENT_TOOLS
    }
    refs = _link(calls, read.sides, read.spawned)
    subagents, side_totals = _subagent_trajectories(
        read, session, agent, calls, refs, subagent_meta or {}
    )
    if given_prompt and main.steps[0]["source"] != "user":
        main.steps.insert(0, {"source": "user", "message": [given_prompt], "timestamp": None})
    steps = main.to_steps({call: f"{session}/{key}" for call, key in refs.items()})
    notes = None
    if steps[0].source != "user":
        notes = "The transcript holds no user prompt" + (
            " (the task's instruction was given to the agent outside it)." if instruction else "."
        )
    return Trajectory(
        schema_version=WRITE_VERSION,
        session_id=session,
        agent=agent.model_copy(
            update={"model_name": read.model, "version": read.version or agent.version}
        ),
        steps=steps,
        notes=notes,
        final_metrics=_with_subagents(_final(steps, read.cost), [t for t in side_totals if t]),
        subagent_trajectories=subagents or None,
    )


def _read_all(
    lines: Iterable[str],
    source: str,
    agent: AgentInfo,
    sidecars: Mapping[str, Iterable[str]] | None,
) -> _Reading:
    """Every entry of the transcript and its subagents' sidecars, read.

    :raises TranscriptError: when the main chain holds no message.
    """
    read = _Reading(model=agent.model_name)
    for stream in [_entries(lines, source)] + [
        _entries(more, name) for name, more in (sidecars or {}).items()
    ]:
        for entry in stream:
            read.take(entry)
    if not read.main.steps:
        raise TranscriptError(
            f"{source}: no user or assistant messages found"
            + (" outside subagents (is this a subagent's transcript?)" if read.sides else "")
        )
    return read


@dataclass
class _Reading:
    """What reading a session gathers, entry by entry: the main chain and each subagent's (in the
    order they first appear), and the session's own facts."""

    model: str | None
    main: _Converter = field(default_factory=lambda: _Converter())
    sides: dict[str, _Converter] = field(default_factory=dict)
    version: str | None = None
    session: str | None = None
    cost: float | None = None
    spawned: dict[str, str] = field(default_factory=dict)
    """Agent id -> the call whose result names it."""
    chains: dict[str, str] = field(default_factory=dict)
    """A sidechain message's uuid -> its subagent."""
    seen: set[str] = field(default_factory=set)

    def take(self, entry: dict) -> None:
        """One transcript entry: a message joins its chain; the session's facts are noted."""
        uuid = entry.get("uuid")
        if isinstance(uuid, str) and uuid:
            if uuid in self.seen:  # a message both inline and in a subagent's file counts once
                return
            self.seen.add(uuid)
        kind = entry["type"]
        self.version = entry.get("version") or entry.get("claude_code_version") or self.version
        self.session = entry.get("sessionId") or entry.get("session_id") or self.session
        if kind == "result" and isinstance(entry.get("total_cost_usd"), (int, float)):
            self.cost = float(entry["total_cost_usd"])
        raw_message = entry.get("message")
        message: dict = raw_message if isinstance(raw_message, dict) else {}
        if kind not in ("assistant", "user"):
            return
        if entry.get("isSidechain"):
            key = _subagent_of(entry, self.chains, len(self.sides))
            target = self.sides.setdefault(key, _Converter())
        else:
            target = self.main
            record = entry.get("toolUseResult")
            if isinstance(record, dict) and record.get("agentId"):
                for block in _blocks(message.get("content")):
                    if block.get("type") == "tool_result":
                        self.spawned[str(record["agentId"])] = str(block.get("tool_use_id"))
        if kind == "assistant":
            self.model = (message.get("model") if target is self.main else None) or self.model
            target.assistant(message, entry)
        else:
            target.user(message, entry)


def _subagent_trajectories(
    read: _Reading,
    session: str,
    agent: AgentInfo,
    calls: dict[str, dict],
    refs: dict[str, str],
    meta: dict[str, dict],
) -> tuple[list[dict], list]:
    """Each subagent's own trajectory (linked to the call that started it) and its totals."""
    subagents, totals = [], []
    for key, chain in read.sides.items():
        steps = chain.to_steps({})
        if not steps:
            continue
        call = calls.get(next((c for c, k in refs.items() if k == key), ""), {})
        about = {
            "agent_id": key,
            "tool_call_id": call.get("id"),
            "agent_type": meta.get(key, {}).get("agentType")
            or call.get("input", {}).get("subagent_type"),
            "description": meta.get(key, {}).get("description")
            or call.get("input", {}).get("description"),
        }
        final = _final(steps, None)
        totals.append(final)
        subagents.append(
            Trajectory(
                schema_version=WRITE_VERSION,
                session_id=f"{session}/{key}",
                trajectory_id=f"{session}/{key}",
                agent=agent.model_copy(
                    update={
                        "name": f"{agent.name} subagent",
                        "model_name": next(
                            (s.model_name for s in steps if s.model_name), read.model
                        ),
                        "version": read.version or agent.version,
                    }
                ),
                steps=steps,
                final_metrics=final,
                extra={k: v for k, v in about.items() if v is not None},
            ).model_dump(mode="json", exclude_none=True)
        )
    return subagents, totals


def _subagent_of(entry: dict, chains: dict[str, str], known: int) -> str:
    """Which subagent a sidechain message belongs to: its ``agentId``; without one (1.0.x), the
    subagent of the message it answers (``parentUuid``), or a new one where a chain starts."""
    key = entry.get("agentId")
    if not key:
        key = chains.get(str(entry.get("parentUuid"))) or f"sidechain-{known + 1}"
    if isinstance(entry.get("uuid"), str):
        chains[entry["uuid"]] = str(key)
    return str(key)


def _link(calls: dict[str, dict], sides: dict[str, _Converter], spawned: dict[str, str]) -> dict:
    """``{Task call id: subagent}``: by the ``agentId`` the call's result names, else by the
    prompt the call gave (the subagent's first user message), else in order."""
    refs: dict[str, str] = {}
    for key, call in spawned.items():
        if key in sides and call in calls:
            refs[call] = key
    linked = set(refs.values())
    for key, side in sides.items():
        if key in linked:
            continue
        first = next((st for st in side.steps if st["source"] == "user"), None)
        prompt = "\n".join(first["message"]) if first else None
        match = next(
            (
                c
                for c, call in calls.items()
                if c not in refs and prompt and call["input"].get("prompt") == prompt
            ),
            None,
        )
        if match:
            refs[match] = key
            linked.add(key)
    free = [c for c in calls if c not in refs]
    for key in sides:
        if key not in linked and free:
            refs[free.pop(0)] = key
    return refs


def _final(steps: list[Step], cost: float | None) -> FinalMetrics | None:
    metrics = [s.metrics for s in steps if s.metrics is not None]
    if not metrics and cost is None:
        return None
    total = lambda name: sum(getattr(m, name) or 0 for m in metrics) if metrics else None  # noqa: E731
    extra: dict[str, Any] = {}
    creation = [
        m.extra["cache_creation_input_tokens"]
        for m in metrics
        if m.extra and isinstance(m.extra.get("cache_creation_input_tokens"), int)
    ]
    if creation:
        extra["total_cache_creation_input_tokens"] = sum(creation)
    tiers = sorted(
        {
            m.extra["service_tier"]
            for m in metrics
            if m.extra and isinstance(m.extra.get("service_tier"), str)
        }
    )
    if tiers:
        extra["service_tiers"] = tiers
    return FinalMetrics(
        total_prompt_tokens=total("prompt_tokens"),
        total_completion_tokens=total("completion_tokens"),
        total_cached_tokens=total("cached_tokens"),
        total_cost_usd=cost,
        total_steps=len(steps),
        extra=extra or None,
    )


_TOTALS = ("total_prompt_tokens", "total_completion_tokens", "total_cached_tokens")


def _with_subagents(
    main: FinalMetrics | None, subagents: list[FinalMetrics]
) -> FinalMetrics | None:
    """The main chain's totals plus its subagents' tokens, saying so: ``extra`` holds the main
    chain's own figures and the subagents' steps (``total_steps`` counts this trajectory's)."""
    if not subagents:
        return main
    main = main or FinalMetrics(total_steps=None)
    own = {name: getattr(main, name) for name in _TOTALS}
    summed = {
        name: (own[name] or 0) + sum(getattr(t, name) or 0 for t in subagents) for name in _TOTALS
    }
    extra = dict(main.extra or {})
    for t in subagents:
        if t.extra and "total_cache_creation_input_tokens" in t.extra:
            extra["total_cache_creation_input_tokens"] = (
                extra.get("total_cache_creation_input_tokens", 0)
                + t.extra["total_cache_creation_input_tokens"]
            )
        if t.extra and "service_tiers" in t.extra:
            extra["service_tiers"] = sorted(
                {*extra.get("service_tiers", []), *t.extra["service_tiers"]}
            )
    extra["includes_subagents"] = len(subagents)
    extra["subagent_steps"] = sum(t.total_steps or 0 for t in subagents)
    extra["main_chain"] = {k.removeprefix("total_"): v for k, v in own.items()}
    return main.model_copy(update={**summed, "extra": extra})


def read_claude_code(path: Path, task: TaskSpec) -> TrialRecord:
    """The session as an ungraded trial of ``task`` (its subagents' files read beside it).

    :raises TrialFormatError: naming the transcript line that is broken.
    """
    name = new_trial_name()
    try:
        lines, sidecars, meta = read_session(Path(path))
        trajectory = transcript_to_trajectory(
            lines,
            AgentInfo(name="claude-code", version="unknown"),
            name,
            instruction=(task.directory / "instruction.md").read_text(),
            source=str(path),
            sidecars=sidecars,
            subagent_meta=meta,
        )
    except TranscriptError as exc:
        raise TrialFormatError(str(exc)) from exc
    except OSError as exc:
        raise TrialFormatError(f"{path}: {exc.strerror}") from exc
    model = trajectory.agent.model_name
    # Ungraded, and with no artifact yet: an import gives both, and assembles the record again
    # from these facts (the one assembly a run uses too).
    return assemble_trial(
        name=name,
        task=task,
        trials_dir=Path(path).parent,  # where it came from, until a writer places it
        agent=HarborAgentInfo(
            name="claude-code",
            version=trajectory.agent.version or "unknown",  # the transcript's, when it says
            model_info=ModelInfo(name=model, provider="anthropic") if model else None,
        ),
        config=RunConfig(
            task=task.name, task_path=str(task.directory), agent="claude-code", source=str(path)
        ),
        trajectory=trajectory,
        report=None,
        artifact=None,
        source=f"claude-code transcript {Path(path).name}",
    )
