"""An agent under ``syncvals run`` sees what a Harbor agent container holds and nothing of
SyncVals: an agent that looks for every asset by every route finds none, in both confinements,
and a copied solution never reaches a reward."""

from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest

from syncvals_plugin.agents import confinement
from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.task.seal import cache_root

# Real sandboxes (or a real browser) in every test: the full suite's, not the edit-test loop's.
pytestmark = pytest.mark.slow


def _confinement_or_skip(mode: str, monkeypatch) -> None:
    from syncvals_plugin.sandbox import landlock_abi, seccomp_available

    if mode == "bwrap" and confinement.confinement() != "bwrap":
        pytest.skip("bubblewrap cannot confine agents here")
    if mode == "landlock" and not (landlock_abi() >= 1 and seccomp_available()):
        pytest.skip("Landlock is not available here")
    monkeypatch.setattr(confinement, "confinement", lambda: mode)  # what each call is confined by


def _hunt(task, trials: Path, decoy: Path) -> str:
    """A shell script that looks for each asset by every route it knows and prints ``LEAK …``
    for anything it could read."""
    secret_line = "def masked_sum("  # in the reference solution and the stub alike: read, not found
    solution = task.reference
    cache = cache_root()
    paths = {
        "solution": solution,
        "tests": task.tests_dir / "test.sh",
        "held-out seed": cache / "heldout.seed",
        "task folder": task.directory / "task.toml",
        "cache key": cache / "signing.key",
        "trials": trials,
        "other workspace": decoy,
    }
    import syncvals_plugin

    secrets = [task.directory, Path(syncvals_plugin.__file__).parent, cache, trials]
    grep_secrets = " ".join(f"-e {shlex.quote(str(p))}" for p in secrets)
    lines = [
        'leak() { echo "LEAK $1"; }',
        # the interpreter the agent is given: torch and the sealed module work, SyncVals does not
        "python3 -c 'import torch, reforacle; print(\"RUNTIME OK\")'",
        "python3 -c 'import syncvals_plugin' 2>/dev/null && leak 'import syncvals_plugin'",
        "python3 -c 'import syncvals_plugin.task_data' 2>/dev/null && leak 'import task_data'",
        "python3 - <<'EOF' 2>/dev/null && leak 'site-packages walk'",
        "import sys, os",
        "for d in sys.path:",
        "    for root, dirs, files in os.walk(d) if os.path.isdir(d) else []:",
        "        if {'syncvals_plugin', 'task_data', 'solution'} & set(dirs + [os.path.basename(root)])"
        " or {'heldout.seed', 'signing.key', 'solve.sh'} & set(files):",
        "            sys.exit(0)",
        "sys.exit(1)",
        "EOF",
    ]
    for label, path in paths.items():
        q = shlex.quote(str(path))
        lines.append(f"cat {q} >/dev/null 2>&1 && leak {shlex.quote(label)}")
    # Folders listed (with Landlock alone a path's existence shows, never a file's content or a
    # folder's entries).
    for path in (task.directory, task.tests_dir, cache, trials, decoy):
        q = shlex.quote(str(path))
        lines.append(
            f"ls -A {q} 2>/dev/null | grep -q . && leak {shlex.quote('listed ' + str(path))}"
        )
    lines += [
        f"ls {shlex.quote(str(cache / 'expected'))} 2>/dev/null | grep -q . && leak 'expected outputs'",
        # the filesystem, searched whole
        "find / -xdev \\( -name 'signing.key' -o -name 'heldout.seed' -o -path '*/expected/*.bin' "
        "-o -name 'solve.sh' -o -name 'trial_*' -o -name 'syncvals-trial-*' \\) 2>/dev/null "
        "| grep -v \"^$PWD\" | grep -q . && leak 'find /'",
        f"grep -rIl --include=objectives.py -F {shlex.quote(secret_line)} / 2>/dev/null "
        "| grep -v \"^$PWD\" | grep -q . && leak 'grep /'",
        # other processes: their working folders, open files, environments
        "for p in /proc/[0-9]*; do",
        '  [ "$p" = /proc/$$ ] && continue',
        f'  ls -l $p/cwd $p/fd/ 2>/dev/null | grep -q -F {grep_secrets} && leak "$p fd"',
        "  tr '\\0' '\\n' < $p/environ 2>/dev/null | grep -q SYNCVALS_CACHE && leak \"$p environ\"",
        "done",
        "env | grep -q -e SYNCVALS_CACHE -e VIRTUAL_ENV && leak environment",
        "head -c 16 /proc/kcore >/dev/null 2>&1 && leak kcore",
        "echo HUNT DONE",
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mode", ["bwrap", "landlock"])
def test_an_agent_finds_nothing_of_syncvals_by_any_route(task, tmp_path, monkeypatch, mode):
    _confinement_or_skip(mode, monkeypatch)
    trials = tmp_path / "trials"
    trials.mkdir()
    (trials / "trial_earlier").mkdir()
    (trials / "trial_earlier" / "objectives.py").write_text(task.reference.read_text())
    decoy = Path(os.environ.get("TMPDIR", "/tmp")) / f"syncvals-trial-decoy-{os.getpid()}"
    decoy.mkdir(exist_ok=True)
    (decoy / "objectives.py").write_text("solved = True\n")
    script = tmp_path / "hunt.sh"
    script.write_text(_hunt(task, trials, decoy))
    pm = make_plugin_manager()
    # The script travels in the workspace, as an agent's own files would.
    monkeypatch.setattr("syncvals_plugin.agents.runner.prepare_workspace", _with_file(script))
    try:
        record = run_trial(
            TrialConfig(
                task=task, agent="command", options={"cmd": "bash hunt.sh"}, trials_dir=trials
            ),
            pm,
        )
    finally:
        for f in decoy.iterdir():
            f.unlink()
        decoy.rmdir()
    output = record.trajectory.steps[1].observation.results[0].content
    assert "RUNTIME OK" in output and "HUNT DONE" in output, output[-2000:]
    leaks = [line for line in output.splitlines() if line.startswith("LEAK")]
    assert leaks == [], leaks


def _with_file(script: Path):
    from syncvals_plugin.agents import runner

    real = runner.prepare_workspace

    def prepare(task, where):
        ws = real(task, where)
        (ws / script.name).write_text(script.read_text())
        return ws

    return prepare


@pytest.mark.parametrize("mode", ["bwrap", "landlock"])
def test_a_copied_solution_never_reaches_a_reward(task, tmp_path, monkeypatch, mode):
    _confinement_or_skip(mode, monkeypatch)
    solution = shlex.quote(str(task.reference))
    steal = (
        f"cp {solution} objectives.py 2>/dev/null; "
        "python3 -c 'import syncvals_plugin.task_data as t, pathlib, shutil; "
        'shutil.copy(next(pathlib.Path(t.__file__).parent.rglob("solution/objectives.py")), '
        '"objectives.py")\' 2>/dev/null; '
        f"cat {shlex.quote(str(cache_root()))}/expected/*.bin > stolen.bin 2>/dev/null; "
        "echo STEAL DONE"
    )
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(task=task, agent="command", options={"cmd": steal}, trials_dir=tmp_path / "t"),
        pm,
    )
    output = record.trajectory.steps[1].observation.results[0].content
    assert "STEAL DONE" in output
    assert record.report is not None and record.report.reward == 0
    assert record.report.passed == 0


def test_the_oracle_alone_is_shown_the_solution(task, tmp_path):
    pm = make_plugin_manager()
    record = run_trial(TrialConfig(task=task, agent="oracle", trials_dir=tmp_path / "t"), pm)
    assert record.report.reward == 1
