"""ATIF, the Agent Trajectory Interchange Format: pydantic models with Harbor's validation rules.

SyncVals writes ``ATIF-v1.7`` and reads v1.0 to v1.8 (v1.8, Harbor 0.26's newest, adds audio parts).  Unknown keys are errors everywhere (custom
data belongs in ``extra``); ``step_id`` counts 1, 2, 3, ...; ``source`` is ``system``, ``user`` or
``agent``; model fields, tool calls and metrics belong to agent steps only; an observation's
``source_call_id`` names a tool call of the same step.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

WRITE_VERSION = "ATIF-v1.7"
_VERSION = re.compile(r"^ATIF-v1\.([0-8])$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ContentPart(_Strict):
    """One part of a multi-part message."""

    type: Literal["text", "image", "audio"]
    text: str | None = None
    source: dict[str, Any] | None = None


Content = str | list[ContentPart]


class ToolCall(_Strict):
    """A tool the agent called in a step."""

    tool_call_id: str
    function_name: str
    arguments: dict[str, Any]
    extra: dict[str, Any] | None = None

    @property
    def given(self) -> dict[str, Any]:
        """What the tool was given: :attr:`arguments`, or, where they are one string holding them
        all as a JSON object (OpenAI's wire form kept as text by a converter: ``{"input":
        "{\"command\": …}"}``), that object."""
        values = list(self.arguments.values())
        if len(values) != 1 or not isinstance(values[0], str):
            return self.arguments
        if not values[0].lstrip().startswith("{"):
            return self.arguments
        try:
            inner = json.loads(values[0])
        except ValueError:
            return self.arguments
        return inner if isinstance(inner, dict) else self.arguments


class ObservationResult(_Strict):
    """What one tool call (or the environment) returned."""

    source_call_id: str | None = None
    content: Content | None = None
    subagent_trajectory_ref: dict[str, Any] | list[dict[str, Any]] | None = None
    extra: dict[str, Any] | None = None


class Observation(_Strict):
    """The results a step observed."""

    results: list[ObservationResult]


class Metrics(_Strict):
    """Token and cost figures of one LLM call."""

    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    cost_usd: float | None = None
    prompt_token_ids: list[int] | None = None
    completion_token_ids: list[int] | None = None
    logprobs: list[float] | None = None
    extra: dict[str, Any] | None = None


class FinalMetrics(_Strict):
    """Totals over the whole trajectory."""

    total_prompt_tokens: int | None = None
    total_completion_tokens: int | None = None
    total_cached_tokens: int | None = None
    total_cost_usd: float | None = None
    total_steps: int | None = None
    extra: dict[str, Any] | None = None


class AgentInfo(_Strict):
    """Which agent produced the trajectory."""

    name: str
    version: str
    model_name: str | None = None
    tool_definitions: list[dict[str, Any]] | None = None
    extra: dict[str, Any] | None = None


AGENT_ONLY = ("model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics")


class Step(_Strict):
    """One turn: a system, user or agent message, its tool calls and what they returned."""

    step_id: int = Field(ge=1)
    timestamp: str | None = None
    source: Literal["system", "user", "agent"]
    message: Content = ""
    model_name: str | None = None
    reasoning_effort: str | float | None = None
    reasoning_content: str | None = None
    tool_calls: list[ToolCall] | None = None
    metrics: Metrics | None = None
    observation: Observation | None = None
    is_copied_context: bool | None = None
    llm_call_count: int | None = None
    extra: dict[str, Any] | None = None

    @field_validator("timestamp")
    @classmethod
    def _iso(cls, value: str | None) -> str | None:
        if value is not None:
            _iso_time(value)  # raises on a time that is no ISO 8601
        return value

    @model_validator(mode="after")
    def _rules(self) -> Step:
        if self.source != "agent":
            present = [f for f in AGENT_ONLY if getattr(self, f) is not None]
            if present:
                raise ValueError(
                    f"{', '.join(present)} only allowed on agent steps (source is {self.source!r})"
                )
        ids = {c.tool_call_id for c in self.tool_calls or []}
        for result in self.observation.results if self.observation else []:
            if result.source_call_id is not None and result.source_call_id not in ids:
                raise ValueError(
                    f"observation source_call_id {result.source_call_id!r} matches no tool call "
                    "of the same step"
                )
        return self

    def text(self) -> str:
        """The message as plain text (content parts joined)."""
        return message_text(self.message)


class Trajectory(_Strict):
    """One agent run (``agent/trajectory.json``)."""

    schema_version: str
    session_id: str | None = None
    trajectory_id: str | None = None
    agent: AgentInfo
    steps: list[Step] = Field(min_length=1)
    notes: str | None = None
    final_metrics: FinalMetrics | None = None
    continued_trajectory_ref: str | dict[str, Any] | None = None
    subagent_trajectories: list[dict[str, Any]] | None = None
    extra: dict[str, Any] | None = None

    @field_validator("schema_version")
    @classmethod
    def _version(cls, value: str) -> str:
        if not _VERSION.match(value):
            raise ValueError(
                f"unsupported schema_version {value!r} (expected ATIF-v1.0 to ATIF-v1.8)"
            )
        return value

    @model_validator(mode="after")
    def _rules(self) -> Trajectory:
        version = _VERSION.match(self.schema_version)
        if version is None:  # never: the field validator above refused such a version first
            raise ValueError(f"unsupported schema_version {self.schema_version!r}")
        minor = int(version.group(1))
        if minor < 7 and not self.session_id:
            raise ValueError(
                f"session_id is required before ATIF-v1.7 (this is {self.schema_version})"
            )
        for position, step in enumerate(self.steps):
            if step.step_id != position + 1:
                raise ValueError(
                    f"steps[{position}].step_id is {step.step_id}, expected {position + 1} "
                    "(step ids are sequential from 1)"
                )
        return self

    def tool_calls(self) -> list[tuple[Step, ToolCall]]:
        """Every tool call with its step, copied-context steps excluded."""
        return [(s, c) for s in self.steps if not s.is_copied_context for c in s.tool_calls or []]

    def counts(self) -> tuple[int, int, int]:
        """``(tool calls, tool types, steps)``, copied-context steps excluded."""
        calls = self.tool_calls()
        steps = sum(1 for s in self.steps if not s.is_copied_context)
        return len(calls), len({c.function_name for _, c in calls}), steps


def message_text(message: Content | None) -> str:
    """Plain text of a message or observation content."""
    if message is None:
        return ""
    if isinstance(message, str):
        return message
    return "\n".join(part.text or "" for part in message if part.type == "text")


def argument_text(value: object) -> str:
    """A tool call argument's text as the record holds it: a list's items each on its line
    (Codex's ``["bash", "-lc", "CMD"]`` holds ``CMD``, not Python's rendering of the list)."""
    if isinstance(value, list):
        return "\n".join(argument_text(v) for v in value)
    return str(value)


def now_iso() -> str:
    """The current time, ISO 8601 in UTC."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def _iso_time(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def parse_time(stamp: str | None) -> datetime | None:
    """A time as the records write it (ISO 8601, ``Z`` for UTC), or None when there is none or it
    is not one.  A time written with no zone is read as UTC, so that any two of a record's times
    compare (a trajectory may mix ``Z``, ``+02:00`` and none)."""
    try:
        when = _iso_time(stamp) if stamp else None
    except ValueError:
        return None
    return when.replace(tzinfo=timezone.utc) if when is not None and when.tzinfo is None else when
