"""A Harbor job folder of another task, shaped like what Harbor 0.2x writes (studied from its
models and trial layout; written here, not copied): job-level config and result, trial folders
named ``task__id`` (one with spaces), ATIF v1.2 to v1.8 trajectories, a multimodal step with a
screenshot, parallel tool calls, an embedded subagent, an agent timeout, an environment error, a
partial multi-key reward, and an unfinished trial."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

TASK = "acme/hello-world"
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15"
    b"\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xcf\xc0\xf0\x1f\x00\x05\x00\x01\xff\x89\x99=\x1d\x00\x00"
    b"\x00\x00IEND\xaeB`\x82"
)


def _config(name: str) -> dict:
    return {
        "task": {"path": "tasks/hello-world"},
        "trial_name": name,
        "trials_dir": "jobs/nightly",
        "timeout_multiplier": 1.0,
        "agent": {
            "name": "claude-code",
            "model_name": "anthropic/claude-x",
            "kwargs": {},
            "env": {},
        },
        "environment": {"type": "docker", "force_build": False, "delete": True},
        "verifier": {"disable": False},
        "job_id": "3f1e9a52-0d7c-4a9e-9b0e-2c3a4d5e6f70",
    }


def _result(name: str, rewards: dict | None, exception: dict | None = None) -> dict:
    return {
        "id": str(uuid.uuid5(uuid.NAMESPACE_URL, name)),
        "task_name": TASK,
        "trial_name": name,
        "trial_uri": f"file:///jobs/nightly/{name}",
        "task_id": {"path": "tasks/hello-world"},
        "source": None,
        "task_checksum": "ab" * 32,
        "config": _config(name),
        "agent_info": {
            "name": "claude-code",
            "version": "2.0.31",
            "model_info": {"name": "claude-x", "provider": "anthropic"},
        },
        "agent_result": {
            "n_input_tokens": 5400,
            "n_cache_tokens": 4000,
            "n_output_tokens": 310,
            "cost_usd": 0.021,
            "rollout_details": None,
            "metadata": {"turns": 3},
        },
        "verifier_result": {"rewards": rewards} if rewards is not None else None,
        "exception_info": exception,
        "started_at": "2026-11-29T08:00:00.000000Z",
        "finished_at": "2026-11-29T08:04:10.500000Z",
        "environment_setup": {
            "started_at": "2026-11-29T08:00:00Z",
            "finished_at": "2026-11-29T08:00:20Z",
        },
        "agent_setup": None,
        "agent_execution": {
            "started_at": "2026-11-29T08:00:20Z",
            "finished_at": "2026-11-29T08:03:50Z",
        },
        "verifier": {"started_at": "2026-11-29T08:03:50Z", "finished_at": "2026-11-29T08:04:10Z"},
    }


def _steps(version: str) -> list[dict]:
    user = {
        "step_id": 1,
        "source": "user",
        "message": "Write hello.txt containing 'Hello, world!'.",
    }
    agent = {
        "step_id": 2,
        "source": "agent",
        "model_name": "claude-x",
        "message": "Writing it.",
        "tool_calls": [
            {
                "tool_call_id": "c1",
                "function_name": "Bash",
                "arguments": {"command": "printf 'Hello, world!' > hello.txt"},
            }
        ],
        "observation": {"results": [{"source_call_id": "c1", "content": ""}]},
    }
    if version >= "ATIF-v1.6":  # multimodal content parts
        agent["message"] = [
            {"type": "text", "text": "Checked the page:"},
            {"type": "image", "source": {"media_type": "image/png", "path": "images/step-2.png"}},
        ]
    if version >= "ATIF-v1.7":  # parallel tool calls and a subagent
        agent["tool_calls"].append(
            {"tool_call_id": "c2", "function_name": "Task", "arguments": {"prompt": "check"}}
        )
        agent["observation"]["results"].append(
            {
                "source_call_id": "c2",
                "content": "looks right",
                "subagent_trajectory_ref": [{"trajectory_id": "sub-1"}],
            }
        )
    done = {
        "step_id": 3,
        "source": "agent",
        "model_name": "claude-x",
        "message": "Done.",
        "metrics": {"prompt_tokens": 1200, "completion_tokens": 40, "cached_tokens": 1000},
    }
    return [user, agent, done]


def _trajectory(version: str) -> dict:
    t = {
        "schema_version": version,
        "session_id": "sess-" + version[-3:],
        "agent": {"name": "claude-code", "version": "2.0.31", "model_name": "claude-x"},
        "steps": _steps(version),
        "final_metrics": {
            "total_prompt_tokens": 5400,
            "total_completion_tokens": 310,
            "total_steps": 3,
        },
    }
    if version >= "ATIF-v1.7":
        t["subagent_trajectories"] = [
            {
                "schema_version": version,
                "session_id": "sess-sub",
                "trajectory_id": "sub-1",
                "agent": {"name": "claude-code subagent", "version": "2.0.31"},
                "steps": [
                    {"step_id": 1, "source": "user", "message": "check"},
                    {"step_id": 2, "source": "agent", "message": "looks right"},
                ],
            }
        ]
    return t


def write_job(root: Path) -> Path:
    """Write the job folder under ``root``; returns it."""
    job = root / "nightly"
    job.mkdir(parents=True)
    (job / "config.json").write_text(
        json.dumps({"job_name": "nightly", "n_attempts": 1, "orchestrator": {}})
    )
    (job / "result.json").write_text(
        json.dumps({"id": str(uuid.uuid4()), "n_total_trials": 5, "stats": {}})
    )
    plan = [
        ("hello-world__v12ok", "ATIF-v1.2", {"reward": 1.0}, None, None),
        (
            "hello-world__timeout",
            "ATIF-v1.5",
            {"reward": 0.0},
            {
                "exception_type": "AgentTimeoutError",
                "exception_message": "Agent execution timed out after 600 s",
                "exception_traceback": "Traceback ...",
                "occurred_at": "2026-11-29T08:03:50Z",
            },
            None,
        ),
        ("hello-world__partial shot", "ATIF-v1.6", None, None, {"reward": 0.8333, "style": 1.0}),
        (
            "hello-world__env",
            "ATIF-v1.7",
            None,
            {
                "exception_type": "EnvironmentStartTimeoutError",
                "exception_message": "container did not start",
                "exception_traceback": "Traceback ...",
                "occurred_at": "2026-11-29T08:00:20Z",
            },
            None,
        ),
        ("hello-world__v18", "ATIF-v1.8", {"reward": 1.0}, None, None),
    ]
    for name, version, rewards, exception, reward_json in plan:
        trial = job / name
        (trial / "agent" / "images").mkdir(parents=True)
        (trial / "verifier").mkdir()
        (trial / "config.json").write_text(json.dumps(_config(name), indent=4))
        (trial / "result.json").write_text(json.dumps(_result(name, rewards, exception), indent=4))
        (trial / "agent" / "trajectory.json").write_text(json.dumps(_trajectory(version), indent=2))
        (trial / "agent" / "images" / "step-2.png").write_bytes(PNG)
        (trial / "agent" / "claude-code.txt").write_text("raw log\n")
        if reward_json:
            (trial / "verifier" / "reward.json").write_text(json.dumps(reward_json))
        if rewards:
            (trial / "verifier" / "reward.txt").write_text(f"{rewards['reward']:g}\n")
        (trial / "trial.log").write_text("harbor log\n")
    unfinished = job / "hello-world__running"
    unfinished.mkdir()
    (unfinished / "config.json").write_text(json.dumps(_config("hello-world__running")))
    return job
