"""The command line as a person meets it: help on everything, a version, clear errors."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin import __version__
from syncvals_plugin.cli import build_parser
from tests.conftest import TASK_NAME, run_cli

ROOT = Path(__file__).resolve().parents[1]


def test_every_command_and_argument_is_described_without_markup():
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    missing = []
    for name, command in commands.choices.items():
        if not command.description:
            missing.append(f"{name}: no description")
        for action in command._actions:
            if not isinstance(action, argparse._HelpAction) and not action.help:
                missing.append(f"{name} {action.dest}: no help")
            if "``" in (action.help or "") or "``" in (command.description or ""):
                missing.append(f"{name}: reST markup in its help")
    assert missing == []


def test_version():
    proc = run_cli("--version")
    assert proc.returncode == 0 and proc.stdout.strip() == f"syncvals {__version__}"


@pytest.mark.parametrize("args", [["-n", "0"], ["--jobs", "0"], ["-n", "many"]])
def test_run_counts_must_be_positive(args):
    proc = run_cli("run", TASK_NAME, "--agent", "nop", *args)
    assert proc.returncode == 2 and (
        "less than 1" in proc.stderr or "not a whole number" in proc.stderr
    )


def test_an_empty_submission_says_so(tmp_path):
    sub = tmp_path / "objectives.py"
    sub.write_text("")
    proc = run_cli("verify", TASK_NAME, str(sub))
    assert "objectives.py is empty" in proc.stdout and proc.returncode == 1


def test_a_folder_without_the_submission_is_an_error(task, tmp_path):
    (tmp_path / "probe.py").write_text("print('probing')\n")
    proc = run_cli("verify", TASK_NAME, str(tmp_path))
    assert (
        proc.returncode == 2
        and "no objectives.py here" in proc.stderr
        and "probe.py" in proc.stderr
    )


def test_a_workspace_folder_grades_its_submission_only(task, tmp_path):
    (tmp_path / "probe.py").write_text("print('probing')\n")
    (tmp_path / "objectives.py").write_text(task.stub.read_text())
    proc = run_cli("verify", TASK_NAME, str(tmp_path), "--json")
    assert proc.returncode == 1 and proc.stdout.count('"submission"') == 1


def test_not_implemented_reads_as_such(task):
    proc = run_cli("verify", TASK_NAME, str(task.stub))
    line = next(x for x in proc.stdout.splitlines() if x.startswith("FAIL  entropy"))
    assert line.endswith("not implemented (raises NotImplementedError)")


def test_build_site_names_itself_and_refuses_an_empty_folder(tmp_path):
    script = ROOT / "scripts" / "build_site.py"
    help_text = subprocess.run(
        [sys.executable, str(script), "--help"], capture_output=True, text=True
    )
    assert help_text.returncode == 0 and help_text.stdout.startswith(
        "usage: python scripts/build_site.py"
    )
    (tmp_path / "trials").mkdir()
    proc = subprocess.run(
        [
            sys.executable,
            str(script),
            "--trials",
            str(tmp_path / "trials"),
            "--out",
            str(tmp_path / "site"),
        ],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2 and "no trials in this folder" in proc.stderr


SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"


def test_tables_at_80_columns_never_cut_names_verdicts_or_rewards(tmp_path):
    import os
    import shutil

    env = dict(os.environ, COLUMNS="80")
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    tasks = run_cli("tasks", env=env).stdout
    assert "reverse-engineer-objectives" in tasks and "…" not in tasks
    classify = run_cli("classify", str(trials), env=env).stdout
    assert (
        "GOOD_FAILURE" in classify and "Incomplete Exploration" in classify and "…" not in classify
    )
    assert "root cause: The agent implemented" in " ".join(classify.split())
    summary = run_cli("summarize", str(trials), env=env).stdout
    # One graded trial: too few to call the task sound, and the verdict says so on one line.
    assert "task verdict: NOT ENOUGH GRADED TRIALS" in [x.strip() for x in summary.splitlines()]
    agents = run_cli("agents", env=env).stdout
    assert all(name in agents for name in ("oracle", "prober", "quitter", "command"))
    assert all(
        len(line) <= 80 for text in (tasks, classify, summary, agents) for line in text.splitlines()
    )
