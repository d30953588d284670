"""ATIF models: round trips and every Harbor validation rule."""

from __future__ import annotations

import copy

import pytest
from pydantic import ValidationError

from syncvals_plugin.records.atif import Trajectory

VALID = {
    "schema_version": "ATIF-v1.7",
    "agent": {"name": "a", "version": "1"},
    "steps": [
        {"step_id": 1, "source": "user", "message": "do it"},
        {
            "step_id": 2,
            "source": "agent",
            "message": "ok",
            "model_name": "m",
            "tool_calls": [
                {"tool_call_id": "c1", "function_name": "shell", "arguments": {"command": "ls"}}
            ],
            "observation": {"results": [{"source_call_id": "c1", "content": "x"}]},
            "metrics": {"prompt_tokens": 3},
        },
        {"step_id": 3, "source": "agent", "message": [{"type": "text", "text": "done"}]},
    ],
}


def test_round_trip():
    t = Trajectory.model_validate(VALID)
    again = Trajectory.model_validate(t.model_dump(mode="json", exclude_none=True))
    assert again == t and t.counts() == (1, 1, 3) and t.steps[2].text() == "done"


def _broken(mutate) -> dict:
    data = copy.deepcopy(VALID)
    mutate(data)
    return data


@pytest.mark.parametrize(
    "mutate,needle",
    [
        (lambda d: d["steps"][1].update(step_id=5), "sequential"),
        (lambda d: d["steps"][0].update(source="tool"), "source"),
        (lambda d: d["steps"][0].update(model_name="m"), "only allowed on agent steps"),
        (lambda d: d["steps"][0].update(tool_calls=[]), "only allowed on agent steps"),
        (
            lambda d: d["steps"][1]["observation"]["results"][0].update(source_call_id="other"),
            "same step",
        ),
        (lambda d: d["steps"][1].update(surprise=1), "Extra inputs"),
        (lambda d: d.update(schema_version="ATIF-v2.0"), "unsupported schema_version"),
        (lambda d: d.update(schema_version="ATIF-v1.5"), "session_id is required"),
        (lambda d: d.update(steps=[]), "at least 1"),
        (lambda d: d["steps"][1].update(timestamp="yesterday"), "timestamp"),
    ],
)
def test_each_violation_is_caught(mutate, needle):
    with pytest.raises(ValidationError) as info:
        Trajectory.model_validate(_broken(mutate))
    assert needle in str(info.value)


def test_older_versions_are_read():
    data = _broken(lambda d: d.update(schema_version="ATIF-v1.0", session_id="s"))
    assert Trajectory.model_validate(data).session_id == "s"


def test_a_record_s_times_compare_whatever_zone_each_is_written_in():
    """``Z``, ``+02:00`` and no zone at all in one trajectory (each valid ISO 8601): every time
    is read zone-aware (none is UTC), so a gap between any two is a number, never a TypeError."""
    from syncvals_plugin.records.atif import parse_time

    z, offset, bare = (
        parse_time("2026-11-29T08:00:00Z"),
        parse_time("2026-11-29T10:00:12+02:00"),
        parse_time("2026-11-29T08:00:24"),
    )
    assert (offset - z).total_seconds() == 12
    assert (bare - offset).total_seconds() == 12
    assert parse_time("yesterday") is None and parse_time(None) is None


def test_arguments_sent_as_one_json_string_are_read_as_the_object_they_hold():
    """OpenAI's wire form kept as text by a converter: the tool was given the object."""
    from syncvals_plugin.records.atif import ToolCall

    wrapped = ToolCall(
        tool_call_id="c", function_name="shell", arguments={"input": '{"command": "ls /app"}'}
    )
    assert wrapped.given == {"command": "ls /app"}
    for plain in ({"command": "ls"}, {"input": "{not json"}, {"input": "[1, 2]"}, {"a": 1, "b": 2}):
        call = ToolCall(tool_call_id="c", function_name="shell", arguments=plain)
        assert call.given is call.arguments
