"""A job folder says what its trials ran, as Harbor's own code reads it: ``harbor job resume``'s
planning (``tests/support/harbor_resume.py``, run by Harbor's Python) finds every finished trial
in the plan it builds from the job's ``config.json``, and the job's statistics (pass@k among
them) are the ones Harbor computes from the same trials."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from syncvals_plugin import hookimpl
from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_batch
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.agent import AgentSpec
from syncvals_plugin.records.job import pass_at_k
from syncvals_plugin.records.trial import (
    ExceptionInfo,
    HarborAgentInfo,
    ModelInfo,
    new_trial_result,
)
from tests.support.harbor_tool import _harbor_script, harbor_env, harbor_venv

pytestmark = pytest.mark.slow  # Harbor's own Python; the first use installs it
RESUME = Path(__file__).resolve().parents[1] / "support" / "harbor_resume.py"


def _resume(job: Path, tmp_path: Path) -> dict:
    """Harbor's resume planning on a copy of ``job`` (it appends to the job's log and removes
    unfinished trial folders, as a resume does)."""
    copy = tmp_path / "resumed" / job.name
    shutil.copytree(job, copy)
    return _harbor_script(RESUME, str(copy))


def _job(trials: Path) -> Path:
    (job,) = [p for p in trials.iterdir() if (p / "job.log").is_file()]
    return job


def _same_stats(ours: dict, harbors: dict) -> None:
    """Our job's statistics are Harbor's: counts, per-eval trials, errors, mean, pass@k and
    which trial earned what (trial order aside: ours lists them as they finished)."""
    for key in ("n_completed_trials", "n_errored_trials", "n_pending_trials"):
        assert ours[key] == harbors[key], key
    assert ours["evals"].keys() == harbors["evals"].keys()
    for name, mine in ours["evals"].items():
        theirs = harbors["evals"][name]
        for key in ("n_trials", "n_errors", "metrics", "pass_at_k"):
            assert mine[key] == theirs[key], (name, key)
        for field in ("reward_stats", "exception_stats"):
            assert json.loads(json.dumps(mine[field]), object_hook=_sorted_lists) == json.loads(
                json.dumps(theirs[field]), object_hook=_sorted_lists
            ), (name, field)


def _sorted_lists(d: dict) -> dict:
    return {k: sorted(v) if isinstance(v, list) else v for k, v in d.items()}


def test_harbor_resume_accepts_a_job_with_defaults_and_an_agent_timeout(task, pm, tmp_path):
    """The cheat runs on its default ``how`` and with ``--agent-timeout``: each trial's
    ``config.json`` records both, and the job's ``config.json`` now says the same (before, Harbor
    refused the job: "Existing trial config does not match planned job config")."""
    trials = tmp_path / "trials"
    plan = [
        TrialConfig(task=task, agent=agent, trials_dir=trials, agent_timeout_sec=300)
        for agent in ("cheat", "cheat", "nop", "nop")
    ]
    run_batch(plan, 1, pm)
    job = _job(trials)
    config = json.loads((job / "config.json").read_text())
    cheat = next(a for a in config["agents"] if a["name"] == "cheat")
    assert cheat["kwargs"] == {"how": "import"} and cheat["override_timeout_sec"] == 300.0

    out = _resume(job, tmp_path)
    assert out["error"] is None and out["accepted"]
    assert (out["existing"], out["planned"], out["remaining"]) == (4, 4, 0)
    ours = json.loads((job / "result.json").read_text())["stats"]
    assert {k: v["pass_at_k"] for k, v in ours["evals"].items()} == out["pass_at_k"]
    assert out["pass_at_k"] == {"cheat__syncvals": {"2": 0.0}, "nop__syncvals": {"2": 0.0}}
    _same_stats(ours, out["stats"])


def _deep(session, ctx):
    # A plugin's agent reading an option whose default it never declared.
    ctx.option("depth", "deep")
    session.shell("true", "Look around")
    return "done"


class _UndeclaredDefault:
    """A plugin agent with an option it does not declare a default for."""

    @hookimpl
    def syncvals_register_agents(self):
        return [AgentSpec("deep", "reads an undeclared default", _deep, options={"depth": "how"})]


def test_harbor_resume_accepts_a_job_whose_agent_fell_back_on_an_undeclared_default(task, tmp_path):
    pm = make_plugin_manager()
    pm.register(_UndeclaredDefault(), name="undeclared")
    trials = tmp_path / "trials"
    run_batch([TrialConfig(task=task, agent="deep", trials_dir=trials)] * 2, 1, pm)
    job = _job(trials)
    config = json.loads((job / "config.json").read_text())
    assert config["agents"] == [{"name": "deep", "kwargs": {"depth": "deep"}}]
    out = _resume(job, tmp_path)
    assert out["error"] is None and (out["existing"], out["remaining"]) == (2, 0)


def _result(name: str, task: str, agent: str, reward: float | None, error: str | None = None):
    return new_trial_result(
        name=name,
        task_name=task,
        task_dir=Path("/tasks") / task,
        trials_dir=Path("/trials"),
        agent=HarborAgentInfo(
            name=agent, version="1", model_info=ModelInfo(name="m", provider="p")
        ),
        reward=reward,
        exception_info=ExceptionInfo(
            exception_type=error, exception_message="x", occurred_at="2026-01-01T00:00:00Z"
        )
        if error
        else None,
    )


def test_pass_at_k_is_harbor_s_on_the_same_trials(tmp_path):
    """Several tasks with 2 to 6 graded attempts each, some voided by an exception Harbor does
    not count a reward beside (ApiError), some kept (AgentTimeoutError), a partial reward that
    leaves its eval without pass@k, and an eval without any graded trial."""
    results = []
    for i, (task, agent, reward, error) in enumerate(
        [
            *[("a", "x", r, None) for r in (1, 0, 0, 1, 0, 0)],
            *[("b", "x", r, None) for r in (0, 0, 0, 0, 1)],
            ("b", "x", 1.0, "ApiError"),  # Harbor does not count this reward
            ("b", "x", 0.0, "AgentTimeoutError"),  # this one it does
            *[("c", "x", r, None) for r in (1, 1, 1, 1, 1)],
            *[("a", "y", r, None) for r in (0.5, 1.0)],  # not 0/1: no pass@k for y
            ("a", "z", None, "RuntimeError"),  # never graded
            *[("a", "w", r, None) for r in (1.0, 0.0)],
        ]
    ):
        results.append(_result(f"t{i}", task, agent, reward, error))
    folder = tmp_path / "results"
    folder.mkdir()
    for result in results:
        (folder / f"{result.trial_name}.json").write_text(result.model_dump_json())
    code = (
        "import json, sys, pathlib; "
        "from harbor.models.trial.result import TrialResult; "
        "from harbor.utils.pass_at_k import compute_pass_at_k_by_evals as f; "
        "rs = [TrialResult.model_validate_json(p.read_text()) "
        "for p in sorted(pathlib.Path(sys.argv[1]).iterdir())]; "
        "print(json.dumps({k: {str(n): v for n, v in d.items()} for k, d in f(rs).items()}))"
    )
    proc = subprocess.run(
        [str(harbor_venv() / "bin" / "python"), "-P", "-c", code, str(folder)],
        capture_output=True,
        text=True,
        env=harbor_env(),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    harbors = json.loads(proc.stdout)
    ours = {k: {str(n): v for n, v in d.items()} for k, d in pass_at_k(results).items()}
    assert ours == harbors
    assert set(ours) == {"x__m__syncvals", "w__m__syncvals"} and set(ours["x__m__syncvals"]) == {
        "2",
        "4",
        "5",
    }
