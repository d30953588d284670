"""The command line as a person meets it: help on everything, a version, clear errors."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin import __version__
from syncvals_plugin.cli import build_parser
from syncvals_plugin.plugins import make_plugin_manager
from tests.conftest import TASK_NAME, run_cli
from tests.support.shared import shared_cli

ROOT = Path(__file__).resolve().parents[1]


def test_every_command_and_argument_is_described_without_markup():
    parser = build_parser(make_plugin_manager())
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


@pytest.mark.slow
def test_a_workspace_folder_grades_its_submission_only(task, tmp_path):
    (tmp_path / "probe.py").write_text("print('probing')\n")
    (tmp_path / "objectives.py").write_text(task.stub.read_text())
    proc = run_cli("verify", TASK_NAME, str(tmp_path), "--json")
    assert proc.returncode == 1 and proc.stdout.count('"submission"') == 1


@pytest.mark.slow
def test_not_implemented_reads_as_such(task, tmp_path_factory):
    # One grading of the stub for this and the next test that reads the same command's output.
    proc = shared_cli(tmp_path_factory, "verify", TASK_NAME, str(task.stub))
    line = next(x for x in proc.stdout.splitlines() if x.startswith("FAIL  entropy"))
    assert line.endswith("not implemented (raises NotImplementedError)")


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
def test_verify_fits_a_terminal_and_names_the_sandbox_in_the_verdict_block(task, tmp_path_factory):
    """A failure's line says what went wrong; its families and first case follow, indented and
    wrapped; the sandbox line is part of the verdict block, not above the functions."""
    proc = shared_cli(tmp_path_factory, "verify", TASK_NAME, str(task.stub))
    lines = proc.stdout.splitlines()
    assert max(len(line) for line in lines) <= 100
    header = lines.index("=== SyncVals verifier (post-training objectives, sealed oracle) ===")
    assert lines[header + 1].startswith("SANDBOX: ") and header > 49
    gae = lines.index(next(x for x in lines if x.startswith("FAIL  gae ")))
    assert lines[gae + 1].strip().startswith("failing: ") and "first: case" in lines[gae + 2]


def test_a_bad_agent_is_one_line_of_error_before_anything_starts(tmp_path):
    proc = run_cli("run", TASK_NAME, "--agent", "nosuch", "--trials-dir", str(tmp_path))
    assert proc.returncode == 2 and proc.stdout == "" and "unknown agent 'nosuch'" in proc.stderr
    assert list(tmp_path.iterdir()) == []  # no job folder either


def test_a_bad_grading_seed_for_run_is_one_line_naming_the_option(tmp_path):
    # The trial config refuses it (it carries the verifier's options), before any trial starts.
    proc = run_cli(
        "run", TASK_NAME, "--agent", "nop", "--seed", "-1", "--trials-dir", str(tmp_path)
    )
    assert proc.returncode == 2 and proc.stdout == "", proc.stderr
    assert proc.stderr.startswith("error: run --seed -1: ") and proc.stderr.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_help_shows_defaults_and_schema_out_writes_the_one_named(tmp_path):
    help_text = run_cli("run", "--help").stdout
    assert "(default: 1)" in help_text and "(default: trials)" in help_text
    proc = run_cli("schema", "trial-result", "--out", str(tmp_path / "one"))
    assert proc.returncode == 0
    assert [p.name for p in (tmp_path / "one").iterdir()] == ["trial-result.schema.json"]
    run_cli("schema", "--out", str(tmp_path / "all"))
    assert len(list((tmp_path / "all").iterdir())) > 1


@pytest.mark.slow
def test_the_run_table_names_each_trial_s_subtype(tmp_path):
    import os

    env = dict(os.environ, COLUMNS="160")
    proc = run_cli("run", TASK_NAME, "--agent", "nop", "--trials-dir", str(tmp_path), env=env)
    assert proc.returncode == 1, proc.stderr
    header = next(line for line in proc.stdout.splitlines() if "verdict" in line)
    assert "subtype" in header


def _without_root_s_override() -> list[str]:
    """A prefix that runs a command as this user but, for root, without the capability to write
    into a folder or read a file whose mode forbids it (as any other user meets them)."""
    import os
    import shutil

    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: cannot make a folder unwritable")
    return ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]


def _unwritable_commands(tmp_path: Path, locked: Path) -> dict[str, list[str]]:
    from tests.support.harbor_fixtures import write_job

    job = write_job(tmp_path / "harbor")
    return {
        "run": ["run", TASK_NAME, "--agent", "nop", "--trials-dir", str(locked / "trials")],
        "baselines": ["baselines", "--trials-dir", str(locked / "trials")],
        "import": ["import", "harbor", str(job), "--trials-dir", str(locked / "trials")],
        "site": ["site", "--trials", str(SEED.parent), "--out", str(locked / "site")],
        "export": ["export", "harbor", TASK_NAME, str(locked / "export")],
        "prepare": ["prepare", TASK_NAME, str(locked / "workspace")],
        "verify": ["verify", TASK_NAME, "REFERENCE", "--out", str(locked)],
        "schema": ["schema", "--out", str(locked / "schemas")],
    }


@pytest.mark.parametrize(
    "command", ["run", "baselines", "import", "site", "export", "prepare", "verify", "schema"]
)
def test_an_unwritable_output_folder_is_one_line_naming_it(command, task, tmp_path):
    """Before any work (``verify --out`` before grading): exit 2, one line naming the folder."""
    locked = tmp_path / "locked"
    locked.mkdir()
    args = _unwritable_commands(tmp_path, locked)[command]
    args = [str(task.reference) if a == "REFERENCE" else a for a in args]
    locked.chmod(0o555)
    try:
        proc = subprocess.run(
            [*_without_root_s_override(), sys.executable, "-m", "syncvals_plugin.cli", *args],
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        locked.chmod(0o755)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert len(lines) == 1 and str(locked) in lines[0] and "cannot write there" in lines[0], lines
    assert "REWARD" not in proc.stdout and list(locked.iterdir()) == []


def test_verify_folder_with_an_unreadable_py_file_is_an_error_naming_it(task, tmp_path):
    """An unreadable ``.py`` file might be the submission: never skipped for "defining no
    function" while another file is graded (and the run exits 0)."""
    (tmp_path / "mine.py").write_text(task.reference.read_text())
    (tmp_path / "mine.py").chmod(0)
    (tmp_path / "helper.py").write_text(task.reference.read_text())
    proc = subprocess.run(
        [
            *_without_root_s_override(),
            sys.executable,
            "-m",
            "syncvals_plugin.cli",
            "verify",
            TASK_NAME,
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 2 and "REWARD" not in proc.stdout, proc.stdout[-2000:]
    assert proc.stderr.strip().splitlines() == [
        f"error: {tmp_path / 'mine.py'}: cannot read it (Permission denied), so cannot tell "
        "whether it is the submission; make it readable or name the file to grade"
    ]


@pytest.mark.slow
def test_verify_folder_names_the_file_it_grades(task, tmp_path):
    (tmp_path / "mine.py").write_text(task.stub.read_text())
    (tmp_path / "notes.py").write_text("print('not a submission')\n")
    proc = run_cli("verify", TASK_NAME, str(tmp_path))
    assert proc.returncode == 1 and "REWARD = 0" in proc.stdout
    assert f"grading {tmp_path / 'mine.py'}" in proc.stderr.splitlines()
    assert any(x.startswith(f"skipped {tmp_path / 'notes.py'}") for x in proc.stderr.splitlines())


@pytest.mark.parametrize(
    ("agent", "options", "message"),
    [
        ("attack", ["how=nosuch"], "--agent-opt how='nosuch' is not one of import,"),
        ("cheat", ["how=nosuch"], "--agent-opt how='nosuch' is not one of import, inspect, lookup"),
        ("command", [], "the command agent needs --agent-opt cmd='...'"),
        ("command", ["cmd=true", "live=1"], "live agent runs are opt-in"),
    ],
)
def test_a_bad_agent_option_is_refused_before_a_job_folder_exists(
    agent, options, message, tmp_path, monkeypatch
):
    """Not a job whose result.json says one trial is pending, forever."""
    monkeypatch.delenv("SYNCVALS_ALLOW_LIVE_AGENTS", raising=False)
    opts = [x for option in options for x in ("--agent-opt", option)]
    proc = run_cli("run", TASK_NAME, "--agent", agent, *opts, "--trials-dir", str(tmp_path))
    assert proc.returncode == 2 and proc.stdout == "", proc.stdout
    assert proc.stderr.startswith(f"error: {message}"), proc.stderr
    assert list(tmp_path.iterdir()) == []


def test_reverify_a_missing_or_empty_folder_is_an_error(tmp_path):
    proc = run_cli("reverify", str(tmp_path / "nonexistent"))
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip() == f"error: {tmp_path / 'nonexistent'}: no such trials folder"
    proc = run_cli("reverify", str(tmp_path))
    assert proc.returncode == 2 and "no finished trials in this folder" in proc.stderr


def _with_a_broken_trial(tmp_path: Path) -> Path:
    import shutil

    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    shutil.copytree(SEED, trials / "broken")
    (trials / "broken" / "result.json").write_text('{"trial_name": "broken",')
    return trials


@pytest.mark.parametrize("command", ["classify", "summarize", "site", "validate"])
def test_every_batch_that_skips_a_broken_trial_exits_1_and_names_it(command, tmp_path):
    """One rule (``syncvals --help``): the batch goes on without the broken trial, exit 1."""
    from syncvals_plugin.cli import EXIT_CODES

    trials = _with_a_broken_trial(tmp_path)
    args = {
        "classify": ["classify", str(trials)],
        "summarize": ["summarize", str(trials)],
        "site": ["site", "--trials", str(trials), "--out", str(tmp_path / "site")],
        "validate": ["validate", str(trials)],
    }[command]
    proc = run_cli(*args)
    assert proc.returncode == 1, proc.stderr
    assert str(trials / "broken" / "result.json") in proc.stdout + proc.stderr
    assert command in EXIT_CODES and "Traceback" not in proc.stderr


def _long_path_with_spaces(tmp_path: Path) -> Path:
    """A folder whose path is longer than an 80-column line and has spaces and a quote in it."""
    return tmp_path / "my runs" / ("a folder named at length " * 3).strip() / "it's here"


def _one_line(output: str, lead: str) -> list[str]:
    """The words of the one output line that starts with ``lead`` (after it), as a shell
    reads them."""
    import shlex

    lines = [line for line in output.splitlines() if line.strip().startswith(lead)]
    assert len(lines) == 1, output
    return shlex.split(lines[0].strip()[len(lead) :])


def test_export_prints_its_commands_whole_and_shell_quoted(tmp_path):
    import os

    out = _long_path_with_spaces(tmp_path) / "export"
    config = out.parent / "job config.json"
    env = dict(os.environ, COLUMNS="80")
    proc = run_cli("export", "harbor", TASK_NAME, str(out), "--job-config", str(config), env=env)
    assert proc.returncode == 0, proc.stderr
    assert _one_line(proc.stdout, "run it with: harbor run -p") == [str(out), "-a", "oracle"]
    assert _one_line(proc.stdout, "run it with: harbor run -c") == [str(config)]


def test_prepare_prints_its_commands_whole_and_shell_quoted(tmp_path):
    import os

    dest = _long_path_with_spaces(tmp_path) / "workspace"
    proc = run_cli("prepare", TASK_NAME, str(dest), env=dict(os.environ, COLUMNS="80"))
    assert proc.returncode == 0, proc.stderr
    assert _one_line(proc.stdout, "cd ") == [str(dest)]
    assert _one_line(proc.stdout, "syncvals verify") == [TASK_NAME, str(dest / "objectives.py")]


def test_calibrate_wraps_its_reasons_at_spaces_and_prints_the_file_whole(tmp_path, monkeypatch):
    import io

    from rich.console import Console

    from syncvals_plugin.calibration import cli as calibrate_cli
    from syncvals_plugin.calibration.report import Calibration

    functions = ", ".join(f"function_number_{i}" for i in range(20))
    report = Calibration(
        task="t",
        verdict="SOUND",
        reasons=[f"20 function(s) stay ambiguous under random probing: {functions}"],
    )
    out = io.StringIO()
    monkeypatch.setattr(calibrate_cli, "console", Console(file=out, width=80))
    written = _long_path_with_spaces(tmp_path) / "calibration.json"
    calibrate_cli._print_report(report, written)
    lines = out.getvalue().splitlines()
    assert f"wrote {written}" in lines and all(len(x) <= 80 for x in lines if "wrote" not in x)
    first = next(i for i, x in enumerate(lines) if x.startswith("  - 20 function(s)"))
    reason = lines[first : lines.index(f"wrote {written}")]
    assert len(reason) > 1 and all(x.rstrip().endswith(",") for x in reason[:-1]), reason
    assert " ".join(x.strip() for x in reason).endswith(functions)


def _seed_copy(folder: Path) -> Path:
    """A copy of the seed trial as another trial: its own Harbor id (copies of one trial, by
    their id, are one trial to ``summarize`` and the site)."""
    import json
    import shutil
    import uuid

    shutil.copytree(SEED, folder)
    result = json.loads((folder / "result.json").read_text())
    result["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, str(folder)))
    (folder / "result.json").write_text(json.dumps(result, indent=2))
    return folder


def test_summarize_keeps_every_agent_column_at_80_columns(tmp_path):
    import os

    for i in range(6):  # enough attempts for pass@5
        _seed_copy(tmp_path / "trials" / "job" / f"trial-{i}")
    proc = run_cli("summarize", str(tmp_path / "trials"), env=dict(os.environ, COLUMNS="80"))
    assert proc.returncode == 0, proc.stderr
    header = next(x for x in proc.stdout.splitlines() if x.startswith("agent "))
    assert header.split() == [
        "agent", "trials", "harness", "timeouts", "passed", "90%", "interval", "pass@1", "pass@5"
    ]  # fmt: skip
    assert all(len(x) <= 80 for x in proc.stdout.splitlines())


def test_help_never_splits_a_name_at_a_hyphen():
    import os

    proc = run_cli("baselines", "--help", env=dict(os.environ, COLUMNS="80"))
    assert "reverse-engineer-objectives" in proc.stdout and "reverse-engineer-\n" not in proc.stdout


def test_summarize_and_the_task_page_count_a_function_s_failures_alike(tmp_path):
    """Of three graded trials, entropy failed in one, was left a stub in one (which says nothing
    about it) and passed in one: "1 of 2" in both places, never "2/3" against "1 of 2"."""
    import json
    import re

    trials = tmp_path / "trials"
    for name, entropy in [("failed", None), ("stub", "not-implemented"), ("passed", "passed")]:
        folder = _seed_copy(trials / "job" / name)
        report_path = folder / "verifier" / "report.json"
        report = json.loads(report_path.read_text())
        f = next(f for f in report["functions"] if f["name"] == "entropy")
        if entropy == "not-implemented":
            f.update(kind="not-implemented", reason="not implemented (raises NotImplementedError)")
            f.update(cases_passed=0, failed_families=[])
        elif entropy == "passed":
            f.update(passed=True, cases_passed=f["cases"], failed_families=[], reason="")
            f.pop("first_failure", None)
        report_path.write_text(json.dumps(report))
    proc = run_cli("summarize", str(trials))
    assert proc.returncode == 0, proc.stderr
    line = next(x for x in proc.stdout.splitlines() if re.search(r"\bentropy\b", x))
    assert "1 of 2" in line, line
    site = tmp_path / "site"
    assert run_cli("site", "--trials", str(trials), "--out", str(site)).returncode == 0
    page = (site / "task" / TASK_NAME / "index.html").read_text()
    row = re.search(r"<tr><td><code>entropy</code></td><td>([^<]*)</td>", page)
    assert row and row.group(1) == "1 of 2", row


def test_site_prints_the_site_as_a_file_link(tmp_path):
    site = tmp_path / "my site"
    proc = run_cli("site", "--trials", str(SEED.parent), "--out", str(site))
    assert proc.returncode == 0, proc.stderr
    link = (site / "index.html").resolve().as_uri()
    assert proc.stdout.splitlines()[-1] == link and link.startswith("file:///")
    assert "%20" in link  # a space in the path is escaped: the link is one word


def test_summarize_json_carries_every_figure_of_the_text(tmp_path):
    import json

    for i in range(6):
        _seed_copy(tmp_path / "trials" / "job" / f"trial-{i}")
    proc = run_cli("summarize", str(tmp_path / "trials"), "--json")
    assert proc.returncode == 0, proc.stderr
    (summary,) = json.loads(proc.stdout)
    assert summary["task"] == TASK_NAME and (summary["trials"], summary["graded"]) == (6, 6)
    assert summary["agents_rate"]["counted"] == 6 and summary["agents_rate"]["passed"] == 0
    (agent,) = summary["agents"]
    assert agent["pass_at"] == {"pass@1": 0.0, "pass@5": 0.0}
    assert summary["task_verdict"] == "NEEDS ATTENTION" and summary["reasons"]
    assert summary["verdicts"] == [
        {"verdict": "GOOD_FAILURE", "subtype": "Incomplete Exploration", "trials": 6}
    ]
    entropy = next(f for f in summary["failing"] if f["function"] == "entropy")
    assert entropy == {
        "function": "entropy", "failed": 6, "tried": 6, "families": {"neg-inf-logits": 6}
    }  # fmt: skip


@pytest.mark.slow
def test_run_json_prints_the_trials_and_nothing_else_on_stdout(tmp_path):
    import json

    proc = run_cli("run", TASK_NAME, "--agent", "nop", "--trials-dir", str(tmp_path), "--json")
    assert proc.returncode == 1, proc.stderr  # nop earns 0
    (trial,) = json.loads(proc.stdout)
    assert trial["agent"] == "nop" and trial["reward"] == 0 and trial["outcome"] == "failed"
    assert "1 trial(s)" in proc.stderr  # the progress went to stderr


def test_the_sample_harbor_job_is_the_fixture_and_imports(tmp_path):
    """docs/examples/harbor-job: what tests/support/harbor_fixtures writes, and it imports."""
    from tests.support.harbor_fixtures import write_job

    sample = ROOT / "docs" / "examples" / "harbor-job" / "nightly"
    fresh = write_job(tmp_path / "fresh")
    files = lambda root: {  # noqa: E731
        p.relative_to(root): p.read_bytes() for p in root.rglob("*") if p.is_file()
    }
    shipped, written = files(sample), files(fresh)
    # The job's result.json has a fresh id each time; everything else is the same bytes.
    assert shipped.keys() == written.keys()
    assert all(shipped[k] == written[k] for k in shipped if str(k) != "result.json")
    proc = run_cli("import", "harbor", str(sample), "--trials-dir", str(tmp_path / "trials"))
    assert proc.returncode == 0, proc.stderr
    assert "imported 5 trial(s)" in proc.stdout


def test_a_reader_that_goes_away_is_no_traceback():
    """``syncvals schema | head -1``: the command stops quietly (exit 141, as a shell's SIGPIPE)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "syncvals_plugin.cli", "schema", "atif-trajectory"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    proc.stdout.close()  # the reader is gone before the first line: every write fails
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141, err
    assert "Traceback" not in err and "Exception ignored" not in err, err


def test_the_cli_reference_is_what_help_prints():
    """docs/cli.md is every command's --help (regenerate: python scripts/cli_reference.py)."""
    import importlib.util
    import os

    spec = importlib.util.spec_from_file_location(
        "cli_reference", ROOT / "scripts/cli_reference.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = (ROOT / "docs" / "cli.md").read_text()
    assert text == module.reference(), "docs/cli.md is stale: run python scripts/cli_reference.py"
    # The reference's text is the command's own --help, as a person prints it.
    env = dict(os.environ, COLUMNS=str(module.WIDTH))
    for command in ("run", "classify"):
        help_text = run_cli(command, "--help", env=env).stdout.rstrip()
        assert f"## syncvals {command}\n\n```text\n{help_text}\n```" in text


def test_an_unknown_option_before_the_command_is_named(capsys):
    """Not "the following arguments are required: COMMAND": the flag that is wrong, exit 2."""
    from syncvals_plugin.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["--frobnicate"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized option '--frobnicate'" in err and "COMMAND" in err
    assert run_cli("--version").returncode == 0


def test_classify_alone_reads_the_trials_folder_as_summarize_and_site_do(tmp_path):
    import shutil

    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / "job" / SEED.name)
    proc = run_cli("classify", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "1 trial(s) classified" in proc.stdout
    missing = run_cli("classify", cwd=trials)  # no trials folder below this one
    assert missing.returncode == 2 and "trials: no such trial folder" in missing.stderr


def test_summarize_says_in_a_line_that_no_function_failed(tmp_path):
    """A task whose graded trials all pass every function draws no empty table."""
    import json
    import shutil

    folder = shutil.copytree(SEED, tmp_path / "trials" / "job" / "all-passed")
    report_path = folder / "verifier" / "report.json"
    report = json.loads(report_path.read_text())
    for f in report["functions"]:
        f.update(passed=True, cases_passed=f["cases"], failed_families=[], reason="")
        f.pop("first_failure", None)
    report_path.write_text(json.dumps(report))
    proc = run_cli("summarize", str(tmp_path / "trials"))
    assert proc.returncode == 0, proc.stderr
    assert "no function failed in a graded trial that implemented it" in proc.stdout
    assert "functions that fail most" not in proc.stdout
