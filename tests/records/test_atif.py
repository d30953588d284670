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
