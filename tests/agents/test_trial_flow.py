"""A trial carried whole: one config from the command line to the record, its task looked up
once, the ``result.json`` it wrote never read back, and one assembly of the record for a run and
an import alike."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.host import Host
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records import store
from syncvals_plugin.records.paths import TrialPaths
from tests.conftest import TASK_NAME

DATA = Path(__file__).parents[1] / "data"
RUN_ONLY = {
    # What only a run knows: when each of its phases ran, the budget its agent had, its log.
    TrialPaths.RESULT: {
        "started_at",
        "finished_at",
        "environment_setup",
        "agent_execution",
        "verifier",
    },
    TrialPaths.RUN_CONFIG: {"timeout_sec"},
}


@pytest.fixture(scope="module")
def spied_run(tmp_path_factory):
    """One ``syncvals run`` of two trials on one worker, every lookup of a task by name and every
    file read through the store or pathlib noted."""
    from syncvals_plugin.cli import main

    trials = tmp_path_factory.mktemp("flow") / "trials"
    lookups: list[str] = []
    reads: list[str] = []
    real_task, real_read = Host.task, store.read_bytes
    real_text, real_bytes = Path.read_text, Path.read_bytes

    def task(self, name):
        lookups.append(name)
        return real_task(self, name)

    def read_bytes(path):
        reads.append(str(path))
        return real_read(path)

    def path_text(self, *args, **kwargs):
        reads.append(str(self))
        return real_text(self, *args, **kwargs)

    def path_bytes(self):
        reads.append(str(self))
        return real_bytes(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Host, "task", task)
        patch.setattr(store, "read_bytes", read_bytes)
        patch.setattr(Path, "read_text", path_text)
        patch.setattr(Path, "read_bytes", path_bytes)
        argv = ["run", TASK_NAME, "--agent", "nop", "-n", "2", "--trials-dir", str(trials)]
        code = main(argv, pm=make_plugin_manager())
    return code, trials, lookups, reads


@pytest.mark.slow
def test_a_run_looks_its_task_up_once(spied_run):
    code, trials, lookups, _ = spied_run
    assert code == 1  # ran, and nop failed both trials
    assert len(store.find_trials(trials)) == 2
    # Once, by the command line, into the trial config: the checks, the warm-up, the job's
    # config.json and both trials all take it from there.
    assert lookups == [TASK_NAME]


@pytest.mark.slow
def test_a_run_never_reads_back_the_result_json_it_wrote(spied_run):
    _, trials, _, reads = spied_run
    written = store.find_trials(trials)
    assert len(written) == 2
    results = {str(TrialPaths(folder).result) for folder in written}
    assert not [r for r in reads if r in results], "result.json was read back after being written"
    # The job counted both trials all the same: from the results its runs held.
    [job] = [p for p in trials.iterdir() if p.name.startswith("job_")]
    stats = json.loads((job / "result.json").read_text())["stats"]
    assert stats["n_completed_trials"] == 2 and stats["n_errored_trials"] == 0


OPTIONS = {"agent_options", "kwargs", "options"}
"""Fields whose keys are values: an agent's own options."""


def _shape(value, prefix: str = "", depth: int = 3) -> set[str]:
    """The key paths of a JSON value, ``depth`` levels down (``agent_result.metadata.options``),
    an agent's options taken as one value."""
    if not isinstance(value, dict) or depth == 0 or prefix.rpartition(".")[2] in OPTIONS:
        return {prefix}
    out: set[str] = set()
    for key, inner in value.items():
        out |= _shape(inner, f"{prefix}.{key}" if prefix else key, depth - 1)
    return out


def _folder_shape(folder: Path) -> dict[str, set[str]]:
    """Each file of a trial folder, with the key paths of the JSON ones."""
    shape = {}
    for file in sorted(p for p in folder.rglob("*") if p.is_file()):
        rel = file.relative_to(folder).as_posix()
        shape[rel] = _shape(json.loads(file.read_text())) if file.suffix == ".json" else set()
    return shape


@pytest.mark.slow
def test_a_run_and_an_import_of_the_same_facts_make_the_same_record(task, pm, tmp_path):
    # The same agent program, transcript and artifact: once run by `syncvals run`, once recorded
    # elsewhere and imported as a Claude Code session with its submission.  Both records come
    # from one assembly, so they have the same files and fields, bar what only a run knows.
    from syncvals_plugin.agents.runner import run_trial
    from syncvals_plugin.importers.convert import import_claude_code
    from syncvals_plugin.records.store import read_trial

    agent = DATA / "fake_agent.py"
    options = {"cmd": f"python3 {agent}", "reveal": str(agent), "model": "fake-model"}
    config = TrialConfig(task=task, agent="command", options=options, trials_dir=tmp_path / "run")
    ran = run_trial(config, pm)

    workspace = tmp_path / "elsewhere"
    workspace.mkdir()
    (workspace / task.submission_name).write_text(task.stub.read_text())
    agent_run = subprocess.run(
        [sys.executable, str(agent)],
        cwd=workspace,
        input=(task.directory / "instruction.md").read_text(),
        capture_output=True,
        text=True,
        check=True,
    )
    session = tmp_path / "session.jsonl"
    session.write_text(agent_run.stdout)
    imported = import_claude_code(
        session, task, tmp_path / "imported", pm, workspace / task.submission_name
    )

    # The same facts...
    assert ran.artifact == imported.artifact and ran.diff == imported.diff
    assert ran.result.reward == imported.result.reward == 0
    assert [f.passed for f in ran.report.functions] == [f.passed for f in imported.report.functions]
    # ...make the same record: the same files, each with the same fields.
    run_shape, import_shape = _folder_shape(ran.path), _folder_shape(imported.path)
    # What only a run knows: its log, and the served oracle's call log (empty: no call made).
    assert set(run_shape) - set(import_shape) == {TrialPaths.TRIAL_LOG, TrialPaths.ORACLE_CALLS}
    assert set(import_shape) <= set(run_shape)
    for rel, fields in import_shape.items():
        if rel == TrialPaths.TRAJECTORY:
            continue  # the converter's, not the assembly's: a transcript's notes say how it came
        only_run = {f.split(".")[0] for f in run_shape[rel] - fields}
        assert not fields - run_shape[rel], (rel, fields - run_shape[rel])
        assert only_run <= RUN_ONLY.get(rel, set()), (rel, only_run)
    # And read back, the records hold the same parts.
    parts = lambda r: {k for k, v in vars(r).items() if v is not None} - {"log", "oracle_calls"}  # noqa: E731
    assert parts(read_trial(ran.path)) == parts(read_trial(imported.path))


def test_the_config_is_what_the_trial_records(task, tmp_path):
    config = TrialConfig(
        task=task,
        agent="prober",
        options={"depth": "edge"},
        trials_dir=tmp_path,
        agent_timeout_sec=30,
        fault="broken-timer",
    ).in_job("job_0123", tmp_path / "job_0123")
    assert config.trials_dir == tmp_path / "job_0123"
    assert config.budgeted_task().agent_timeout_sec == 30.0
    assert config.task.agent_timeout_sec == task.agent_timeout_sec  # the task itself unchanged
    assert config.run_config().model_dump(exclude_none=True) == {
        "schema_version": "syncvals.trial-config/1",
        "task": task.name,
        "task_path": str(task.directory),
        "agent": "prober",
        "agent_options": {"depth": "edge"},
        "timeout_sec": 30.0,
        "job_id": "job_0123",
        "injected_fault": "broken-timer",
        "source": "syncvals",
    }


def test_a_trial_runs_the_agent_its_config_names(task, pm, tmp_path):
    from syncvals_plugin.agents.runner import get_agent, run_trial
    from syncvals_plugin.records.agent import AgentOptionError

    config = TrialConfig(task=task, agent="nop", trials_dir=tmp_path)
    with pytest.raises(AgentOptionError, match="asks for agent 'nop' but was given 'oracle'"):
        run_trial(config, pm, agent=get_agent(pm, "oracle"))
    assert list(tmp_path.iterdir()) == []  # refused before any workspace or trial
