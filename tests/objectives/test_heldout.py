"""Held-out means unpredictable: a lookup table built from the public case generator and a seed
anyone could read earns nothing on any grading path, and every secret seed's suite still tells
every wrong convention apart."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.objectives.cases import build_suite
from syncvals_plugin.objectives.mutants import MUTANTS
from syncvals_plugin.records.case import apply_mutant
from syncvals_plugin.task.heldout import SEED_FILE, seed_id
from tests.conftest import HIDDEN, TASK_NAME, TEST_SEED, run_cli
from tests.data.public_seed_lookup import PUBLISHED_SEED, lookup_submission
from tests.verifier.test_batch import _mode_or_skip

ROOT = Path(__file__).resolve().parents[2]
SEED_TRIAL = ROOT / "trials" / "trial_cbd646ceeaba4a90" / "artifacts" / "objectives.py"


@pytest.fixture(scope="module")
def lookup(task, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("lookup") / "objectives.py"
    path.write_text(lookup_submission(task, PUBLISHED_SEED))
    return path


@pytest.mark.slow
def test_the_lookup_is_a_real_attack_on_a_known_seed(lookup):
    # The control: graded on the seed it was built from, the table earns everything.
    proc = run_cli("verify", TASK_NAME, str(lookup), "--seed", str(PUBLISHED_SEED), "--json")
    report = json.loads(proc.stdout)
    assert (report["passed"], report["reward"]) == (49, 1), proc.stdout[-2000:]


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_a_lookup_of_the_published_seed_earns_nothing(lookup, mode):
    _mode_or_skip(mode)
    proc = run_cli("verify", TASK_NAME, str(lookup), "--mode", mode, "--json")
    report = json.loads(proc.stdout)
    assert (report["passed"], report["reward"], proc.returncode) == (0, 0, 1), proc.stdout[-2000:]
    # The report names the inputs by an id that does not give the seed away.
    assert report["seed_id"] == seed_id(TEST_SEED)
    assert str(TEST_SEED) not in proc.stdout


@pytest.mark.slow
def test_each_export_grades_on_a_secret_seed_of_its_own(task, lookup, tmp_path, pm):
    from syncvals_plugin.export.harbor import export_harbor

    seeds = []
    for name in ("one", "two"):
        export_harbor(task, tmp_path / name, pm=pm)
        seeds.append((tmp_path / name / "tests" / "cache" / SEED_FILE).read_text().strip())
    installation = (Path(os.environ["SYNCVALS_CACHE_DIR"]) / SEED_FILE).read_text().strip()
    assert len({*seeds, installation, str(PUBLISHED_SEED)}) == 4, seeds
    # No seed anywhere else in the export: the task folder, the shipped code, the image.
    for path in (tmp_path / "one").rglob("*"):
        if path.is_file() and path.name != SEED_FILE and "cache" not in path.parts:
            assert seeds[0].encode() not in path.read_bytes(), path
    app, logs = tmp_path / "app", tmp_path / "logs"
    shutil.copytree(tmp_path / "one" / "environment" / "app", app)
    shutil.copy(lookup, app / "objectives.py")
    env = dict(
        os.environ,
        PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"],
        SYNCVALS_APP_DIR=str(app),
        SYNCVALS_LOGS_DIR=str(logs),
    )
    env.pop("SYNCVALS_CACHE_DIR", None)  # a fresh verifier container has none
    proc = subprocess.run(
        ["bash", str(tmp_path / "one" / "tests" / "test.sh")],
        cwd=app,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert (logs / "reward.txt").read_text().strip() == "0", proc.stdout + proc.stderr
    report = json.loads((logs / "report.json").read_text())
    assert report["seed_id"] == seed_id(int(seeds[0])) and report["passed"] == 0


REGRESSION_SEEDS = (498309103533818843, 3432675078500854840)
"""Suite runs' random seeds whose draws let a convention pass: ``argmax_tokens`` a lone maximum in
every row of its random ties case (last-on-ties survived; the case now has a fixed tie too);
``cumulative_max`` the largest value first in every case (the inclusive max survived; its random
case now has a later maximum)."""


@pytest.mark.slow
def test_every_random_seed_kills_every_mutant_and_fails_exactly_the_hidden_five(task, tmp_path):
    """Twenty secret seeds as installations draw them: each suite fails every wrong convention
    of the library and, of the recorded seed trial's submission, exactly its five HIDDEN
    functions (a seed whose random draws missed a convention's band once let one pass)."""
    from syncvals_plugin.verifier.expected import expected_outcomes, load_module, run_case
    from syncvals_plugin.verifier.verify import grade_function

    reference = task.reference.read_text()
    modules = []
    for i, mutant in enumerate(MUTANTS):
        path = tmp_path / f"mutant_{i}.py"
        path.write_text(apply_mutant(reference, mutant))
        modules.append((mutant, load_module(path, f"_mutant_{i}")))
    seed_trial = load_module(SEED_TRIAL, "_seed_trial")

    def failing(module, suite, expected, names) -> set[str]:
        return {
            name
            for name in names
            if not grade_function(
                name,
                suite[name],
                expected[name],
                [run_case(module, case) for case in suite[name]],
                tolerance=task.tolerance_for(name),
            ).passed
        }

    # Seeds that once let a convention pass, then twenty drawn as an installation draws them.
    for seed in [*REGRESSION_SEEDS, *(secrets.randbits(62) for _ in range(20))]:
        suite = build_suite(seed, task.functions)
        expected = expected_outcomes(task.reference, suite)  # once per seed, for every mutant
        survivors = [
            f"{m.function}/{m.name}"
            for m, module in modules
            if not failing(module, suite, expected, [m.function])
        ]
        assert survivors == [], f"seed {seed}: {survivors} survived"
        missed = failing(seed_trial, suite, expected, task.functions)
        assert missed == HIDDEN, f"seed {seed}: the seed trial failed {sorted(missed)}"


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["bwrap", "landlock"])
def test_an_agent_that_submits_the_lookup_earns_nothing_under_run(
    task, lookup, tmp_path, monkeypatch, mode
):
    """`syncvals run`'s path: an agent that has the table (rebuilt in its workspace, or brought
    from the internet) submits it; graded on the installation's secret seed, it earns 0."""
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.runner import run_trial
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.records.store import read_trial
    from tests.agents.test_confinement import use_mode

    use_mode(mode, monkeypatch)
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={
                "cmd": f'cp {lookup} "$SYNCVALS_WORKSPACE/objectives.py"',
                "reveal": str(lookup),
            },
            trials_dir=tmp_path / "trials",
        ),
        pm,
    )
    written = read_trial(record.path)
    assert written.artifact == lookup.read_text()  # the table was what it submitted
    assert (written.result.reward, written.report.passed) == (0.0, 0)
    assert written.report.seed_id == seed_id(TEST_SEED)
