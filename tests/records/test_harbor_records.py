"""Every record SyncVals writes is valid for Harbor's own models (JSON Schemas generated from the
pinned Harbor release by ``scripts/harbor_schemas.py``), and Harbor's own files are read as Harbor
writes them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.schemas import validate_path
from syncvals_plugin.records.store import read_trial, rewrite_trial
from tests.importers.test_claude_code import LINES

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "tests" / "harbor_schemas"
SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"


def _validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.json").read_text())
    return jsonschema.Draft202012Validator(
        schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )


def assert_harbor_valid(trial: Path) -> None:
    """``result.json`` is a Harbor TrialResult, ``config.json`` a Harbor TrialConfig, and
    ``agent/trajectory.json`` a Harbor (ATIF) Trajectory."""
    files = [("result.json", "trial_result"), ("config.json", "trial_config")]
    if (trial / "agent" / "trajectory.json").is_file():
        files.append(("agent/trajectory.json", "trajectory"))
    for file, name in files:
        data = json.loads((trial / file).read_text())
        errors = [f"{file}: {e.json_path}: {e.message}" for e in _validator(name).iter_errors(data)]
        assert errors == [], errors
    result = json.loads((trial / "result.json").read_text())
    config = json.loads((trial / "config.json").read_text())
    # What a schema cannot say: Harbor's TaskConfig wants exactly one of path and name.
    assert ("path" in config["task"]) != ("name" in config["task"])
    assert result["config"] == config
    # SyncVals' own settings live in their own file, never in a field Harbor does not define.
    assert set(result) <= set(_validator("trial_result").schema["properties"])  # noqa: E501
    assert set(config) <= set(_validator("trial_config").schema["properties"])


def test_the_schemas_would_catch_what_harbor_rejects():
    bad = {"id": "trial_123", "task_name": "t", "trial_name": "t", "agent_info": {"name": "a"}}
    messages = " ".join(e.message for e in _validator("trial_result").iter_errors(bad))
    assert "'trial_uri' is a required property" in messages and "is not a 'uuid'" in messages
    assert list(_validator("trial_config").iter_errors({"task": "name", "agent": "nop"}))


def test_the_recorded_seed_trial_is_harbor_valid():
    assert_harbor_valid(SEED)
    assert validate_path(SEED) == []


@pytest.mark.slow
def test_a_trial_syncvals_runs_is_harbor_valid(task, tmp_path):
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(task=task, agent="nop", options={"note": "x"}, trials_dir=tmp_path), pm
    )
    assert_harbor_valid(record.path)
    back = read_trial(record.path)
    assert back.agent_label == "nop note=x" and back.config.agent_options == {"note": "x"}
    assert json.loads((record.path / "config.json").read_text())["agent"]["kwargs"] == {"note": "x"}


def test_an_imported_claude_code_session_is_harbor_valid(task, tmp_path):
    from syncvals_plugin.importers.convert import import_claude_code

    session = tmp_path / "session.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in LINES) + "\n")
    record = import_claude_code(session, task, tmp_path / "trials", make_plugin_manager())
    assert_harbor_valid(record.path)


def test_an_imported_session_s_tokens_cost_and_version_reach_harbor_s_fields(task, tmp_path):
    """Harbor's viewer and job totals read tokens and cost from ``agent_result`` and the version
    from ``agent_info``, not from the trajectory."""
    from syncvals_plugin.importers.convert import import_claude_code
    from tests.importers.test_claude_code import SESSION_2X

    session = tmp_path / "session.jsonl"
    session.write_text("\n".join(SESSION_2X) + "\n")
    record = import_claude_code(session, task, tmp_path / "trials", make_plugin_manager())
    assert_harbor_valid(record.path)
    totals = record.trajectory.final_metrics
    result = json.loads((record.path / "result.json").read_text())
    assert result["agent_result"]["n_input_tokens"] == totals.total_prompt_tokens > 0
    assert result["agent_result"]["n_output_tokens"] == totals.total_completion_tokens > 0
    assert result["agent_info"]["version"] == "2.0.31"


@pytest.fixture
def harbor_trial(tmp_path):
    """A trial folder as Harbor writes it: its own config.json, fields SyncVals does not use."""
    trial = tmp_path / "job" / "reverse-engineer-objectives__AbC12xy"
    shutil.copytree(SEED, trial)
    (trial / "syncvals.json").unlink()
    config = json.loads((trial / "config.json").read_text())
    config |= {
        "timeout_multiplier": 1.0,
        "environment": {"type": "docker", "force_build": False},
        "verifier": {"disable": False},
        "job_id": "7d1c2b1e-54a0-4a38-9a53-3d4c6a1f0b2e",
    }
    config["agent"] |= {"import_path": None, "override_timeout_sec": None}
    (trial / "config.json").write_text(json.dumps(config, indent=2))
    result = json.loads((trial / "result.json").read_text())
    result["config"] = config  # Harbor writes the same config in both files
    result["agent_result"] = {
        "n_input_tokens": 1200,
        "rollout_details": [{"completion_token_ids": [[1, 2]]}],
        "metadata": {"turns": 7},
    }
    (trial / "result.json").write_text(json.dumps(result, indent=2))
    return trial


def test_a_harbor_trial_validates_reads_and_survives_a_rewrite(harbor_trial):
    assert validate_path(harbor_trial) == []
    record = read_trial(harbor_trial)
    assert record.config is None and record.harbor_config.agent["name"]
    record.stdout = "re-graded\n"
    rewrite_trial(record)
    config = json.loads((harbor_trial / "config.json").read_text())
    result = json.loads((harbor_trial / "result.json").read_text())
    assert config["environment"] == {"type": "docker", "force_build": False} and config["job_id"]
    assert result["agent_result"]["rollout_details"] == [{"completion_token_ids": [[1, 2]]}]
    assert not (harbor_trial / "syncvals.json").exists()
    assert_harbor_valid(harbor_trial)


def test_importing_a_harbor_trial_keeps_its_config_and_its_other_files(harbor_trial, tmp_path):
    from syncvals_plugin.importers.convert import import_harbor

    (harbor_trial / "agent" / "images").mkdir(parents=True)
    (harbor_trial / "agent" / "images" / "step-3.png").write_bytes(b"\x89PNG fake")
    (harbor_trial / "agent" / "claude-code.txt").write_text("raw agent log\n")
    [record] = import_harbor(harbor_trial.parent, tmp_path / "trials", make_plugin_manager())
    out = record.path  # the job kept a job: trials/job/<the trial's folder>
    assert out == tmp_path / "trials" / "job" / harbor_trial.name
    assert (out / "agent" / "images" / "step-3.png").read_bytes() == b"\x89PNG fake"
    assert (out / "agent" / "claude-code.txt").read_text() == "raw agent log\n"
    assert json.loads((out / "config.json").read_text())["environment"]["type"] == "docker"
    assert_harbor_valid(out)


@pytest.fixture
def harbor_job(harbor_trial):
    """A Harbor job folder: job-level config and result, trials with spaces, one unfinished."""
    job = harbor_trial.parent
    (job / "config.json").write_text(
        json.dumps({"job_name": "nightly run", "n_attempts": 1, "agents": []})
    )
    (job / "result.json").write_text(json.dumps({"id": "9b1f", "n_total_trials": 3, "stats": {}}))
    second = job / "reverse engineer objectives__second try"
    shutil.copytree(harbor_trial, second)
    result = json.loads((second / "result.json").read_text())
    result["trial_name"] = "reverse-engineer-objectives__second"
    result["id"] = "0c9a8e2f-5b1d-4e3a-9f70-2d6c1b4a8e11"  # a trial of its own, by Harbor's id
    (second / "result.json").write_text(json.dumps(result))
    running = job / "reverse-engineer-objectives__still running"
    running.mkdir()
    (running / "config.json").write_text(
        json.dumps({"task": {"path": "/tasks/x"}, "trial_name": "r3"})
    )
    return job


def test_a_harbor_job_folder_validates_imports_classifies_and_renders(harbor_job, tmp_path):
    from tests.conftest import run_cli

    proc = run_cli("validate", str(harbor_job))
    assert proc.returncode == 0, proc.stdout
    assert "valid (2 trials)" in proc.stdout and "1 unfinished trial(s)" in proc.stdout
    out = tmp_path / "imported"
    proc = run_cli("import", "harbor", str(harbor_job), "--trials-dir", str(out), env=None)
    assert proc.returncode == 0, proc.stderr
    text = " ".join(proc.stdout.split())
    assert "unfinished trial kept, not classified (no result.json)" in text
    assert "still running" in text
    assert [p.name for p in out.iterdir()] == ["job"]  # one job, its three trials in it
    assert len([p for p in (out / "job").iterdir() if p.is_dir()]) == 3
    proc = run_cli("classify", str(harbor_job), "--json")
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)) == 2
    proc = run_cli("summarize", str(harbor_job))
    assert proc.returncode == 0, proc.stderr
    site = tmp_path / "site"
    proc = run_cli("site", "--trials", str(harbor_job), "--out", str(site))
    assert proc.returncode == 0, proc.stderr
    assert len(list((site / "trial").iterdir())) == 2


def test_import_claude_code_without_task_names_the_option(tmp_path):
    from tests.conftest import run_cli

    session = tmp_path / "s.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in LINES) + "\n")
    proc = run_cli("import", "claude-code", str(session), "--trials-dir", str(tmp_path / "t"))
    assert proc.returncode == 2 and "--task" in proc.stderr and "Traceback" not in proc.stderr


HOSTILE = "lone \udcff surrogate, NUL \x00, escape \x1b[31m red, bell \x07"


def test_hostile_text_never_breaks_a_batch(harbor_job, tmp_path):
    from tests.conftest import run_cli

    trial = harbor_job / "reverse-engineer-objectives__AbC12xy"
    result = json.loads((trial / "result.json").read_text())
    result["source"] = HOSTILE  # json.dumps writes the surrogate as \udcff, as Python does
    (trial / "result.json").write_text(json.dumps(result))
    trajectory = (trial / "agent" / "trajectory.json").read_bytes()
    # invalid UTF-8 inside a string of the trajectory
    (trial / "agent" / "trajectory.json").write_bytes(
        trajectory.replace(b"masked_mean", b"masked\xff\xfe_mean", 1)
    )
    assert run_cli("validate", str(harbor_job)).returncode == 0
    out = tmp_path / "imported"
    proc = run_cli("import", "harbor", str(harbor_job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    back = read_trial(out / "job" / trial.name)  # under its folder's name, in its job
    assert back.result.source == HOSTILE  # kept exactly, escaped on disk
    assert run_cli("classify", str(out)).returncode == 0
    assert run_cli("site", "--trials", str(out), "--out", str(tmp_path / "site")).returncode == 0
    page = (tmp_path / "site" / "trial" / SEED.name / "index.html").read_text()
    assert "\x00" not in page and "\x1b" not in page


def test_partial_and_multi_key_rewards(harbor_job, tmp_path):
    from tests.conftest import run_cli

    trial = harbor_job / "reverse-engineer-objectives__AbC12xy"
    result = json.loads((trial / "result.json").read_text())
    result["verifier_result"] = {"rewards": {"reward": 0.8333, "style": 1.0}}
    (trial / "result.json").write_text(json.dumps(result))
    record = read_trial(trial)
    assert record.result.reward == 0.8333 and record.result.outcome == "failed"
    proc = run_cli("summarize", str(harbor_job), env=None)
    assert proc.returncode == 0, proc.stderr
    assert "mean reward 0.417" in " ".join(proc.stdout.split())  # (0.8333 + 0) / 2


def test_one_broken_trial_is_named_and_the_rest_goes_on(harbor_job, tmp_path):
    from tests.conftest import run_cli

    broken = harbor_job / "reverse-engineer-objectives__AbC12xy"
    (broken / "result.json").write_text('{"trial_name": "x", "task_name": ')
    out = tmp_path / "imported"
    proc = run_cli("import", "harbor", str(harbor_job), "--trials-dir", str(out))
    assert proc.returncode == 1 and "not classified" in proc.stderr and "AbC12xy" in proc.stderr
    # The broken trial is kept with its job, as it was, and left unclassified.
    copy = out / "job" / broken.name
    assert sorted(p.relative_to(copy) for p in copy.rglob("*")) == sorted(
        p.relative_to(broken) for p in broken.rglob("*")
    )
    assert all(
        (copy / p.relative_to(broken)).read_bytes() == p.read_bytes()
        for p in broken.rglob("*")
        if p.is_file()
    )
    assert (
        out / "job" / "reverse engineer objectives__second try" / "classification.json"
    ).is_file()
    proc = run_cli("classify", str(harbor_job))
    assert (
        proc.returncode == 1 and "AbC12xy" in proc.stderr and "1 trial(s) classified" in proc.stdout
    )


def test_validate_names_a_wrong_schema_version_first_and_caps_lines(tmp_path):
    from syncvals_plugin.records.schemas import validate_path

    trajectory = json.loads((SEED / "agent" / "trajectory.json").read_text())
    trajectory["schema_version"] = "ATIF-v9.9"
    trajectory["steps"][0]["step_id"] = "x" * 10_000
    path = tmp_path / "trajectory.json"
    path.write_text(json.dumps(trajectory))
    errors = validate_path(path)
    assert "schema_version" in errors[0]
    assert all(len(line) <= 200 for line in errors)


@pytest.mark.slow
def test_the_options_an_agent_ran_with_are_recorded_defaults_included(task, tmp_path):
    """Harbor's ``agent.kwargs`` say what the agent ran with (a prober's default depth), while
    SyncVals' own settings keep what was asked (the label, the command to run it again)."""
    from syncvals_plugin.records.agent import AgentSpec

    def careful(session, ctx):
        ctx.option("depth", "edge", ("basic", "edge"))
        return "done"

    agent = AgentSpec("careful", "reads its options", careful, options={"depth": "", "seed": ""})
    record = run_trial(
        TrialConfig(task=task, agent=agent.name, options={"seed": "3"}, trials_dir=tmp_path),
        make_plugin_manager(),
        agent=agent,
    )
    config = json.loads((record.path / "config.json").read_text())
    assert config["agent"]["kwargs"] == {"depth": "edge", "seed": "3"}
    assert read_trial(record.path).config.agent_options == {"seed": "3"}
    assert_harbor_valid(record.path)


def test_a_run_s_job_and_trials_name_the_local_environment_not_docker(task, tmp_path):
    """Harbor reads a missing environment as ``docker``, and ``harbor job resume`` then stops at
    Docker's preflight: the job's and each trial's ``config.json`` name the local environment."""
    from syncvals_plugin.agents.runner import run_batch

    trials = tmp_path / "trials"
    run_batch([TrialConfig(task=task, agent="nop", trials_dir=trials)], 1, make_plugin_manager())
    (job,) = [p for p in trials.iterdir() if (p / "job.log").is_file()]
    configs = [job / "config.json", *job.glob("*/config.json")]
    assert len(configs) == 2
    for config in configs:
        environment = json.loads(config.read_text())["environment"]
        assert environment["import_path"] == "syncvals_local_env:LocalEnvironment", config
        assert "type" not in environment
