"""Calibration, the Harbor export (run locally) and batch re-verification."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.agents.attacks import ATTACKS, BY_NAME
from syncvals_plugin.calibration.report import (
    AttackResult,
    Calibration,
    ambiguity,
    discoverability,
    hack_resistance,
    judge,
    suite_strength,
    summary_text,
)
from syncvals_plugin.classifier.summary import beta_interval
from syncvals_plugin.export.harbor import ExportError, export_harbor
from syncvals_plugin.host import Host
from tests.conftest import HIDDEN, TASK_NAME, run_cli

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"


@pytest.mark.slow
def test_suite_strength_and_discoverability(pm, task):
    mutants = suite_strength(task, Host(pm))
    assert mutants and all(m.killed for m in mutants)
    families = discoverability(task, Host(pm))
    assert all(f.observable for f in families)
    by = {(f.function, f.family): f for f in families}
    assert "naive-plogp" in by[("entropy", "neg-inf-logits")].reveals
    assert {"torch-topk", "topk-clamped"} <= set(by[("top_k_mask", "ties-at-kth")].reveals)
    assert "flatten" in by[("median_reward", "rows-2d")].reveals


@pytest.mark.slow
def test_ambiguity_concentrates_on_the_hidden_rules(pm, task):
    table = {a.function: a.surviving for a in ambiguity(task, Host(pm))}
    for name in HIDDEN:
        assert len(table[name]) > 1 and "(reference)" in table[name]
    assert table["dpo_loss"] == ["(reference)"]


def test_beta_interval():
    low, high = beta_interval(1, 1)
    assert abs(low - 0.05) < 0.01 and abs(high - 0.95) < 0.01
    low, high = beta_interval(2, 20)
    assert 0 < low < 2 / 22 < high < 0.3


@pytest.mark.slow  # the baselines and the whole attack battery: over a minute
def test_calibrate_cli_quick(tmp_path, monkeypatch):
    from syncvals_plugin.agents import attacks as battery

    # Two attack classes of the generic battery: this checks the command and its report; every
    # class in both grading paths is the battery's own (slow) test below.
    monkeypatch.setattr(battery, "ATTACKS", (BY_NAME["import"], BY_NAME["carry-binary"]))
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    proc = run_cli(
        "calibrate", TASK_NAME, "--quick", "--trials", str(trials), "--out", str(tmp_path / "cal")
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads((tmp_path / "cal" / TASK_NAME / "calibration.json").read_text())
    assert report["verdict"] == "SOUND" and report["mutation_score"] == 1.0
    assert [b["agent"] for b in report["baselines"]] == ["oracle", "nop"] and all(
        b["ok"] for b in report["baselines"]
    )
    assert report["difficulty"]["graded"] == 1 and report["difficulty"]["passed"] == 0
    assert "mutation score: 100%" in proc.stdout
    # The attack battery ran as agents, graded the `syncvals run` way (--quick): nothing earned,
    # each named by the classifier, a line per class in the text report the task page shows.
    attacks = report["attacks"]
    # The generic battery, then the attack only this task's plugin knows (syncvals_task_attacks).
    assert [a["attack"] for a in attacks] == ["import", "carry-binary", "hard-code"]
    assert all(a["reward"] == 0 and a["harbor_reward"] is None for a in attacks), attacks
    assert all(a["named"] and a["quote"] for a in attacks), [a for a in attacks if not a["named"]]
    summary = "3/3 attack classes scored 0 as `syncvals run` grades them"
    assert summary in proc.stdout
    text = (tmp_path / "cal" / TASK_NAME / "calibration.txt").read_text()
    assert (
        "carry-binary: reward 0 [agent bwrap, module shipped, grader bwrap] -> GOOD_FAILURE / Reference Dependency"
        in text
    )
    # Not a terminal: a line per step, never minutes of silence.
    assert "calibrating: baseline trials…" in proc.stdout
    assert "calibrating: mutants against the held-out suite…" in proc.stdout


@pytest.mark.slow
def test_harbor_export_is_deterministic_but_its_secrets_and_runs_locally(task, tmp_path, pm):
    first, second = tmp_path / "a", tmp_path / "b"
    export_harbor(task, first, pm=pm)
    export_harbor(task, second, pm=pm)
    # Every file the same, but the secrets each export draws afresh (its held-out seed, its key,
    # and the expected outputs they give): tests/cache/, which only Harbor's verifier sees.
    secret = Path("tests") / "cache"
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    public = [f for f in files if secret not in f.parents]
    assert public == sorted(
        f
        for f in (p.relative_to(second) for p in second.rglob("*") if p.is_file())
        if secret not in f.parents
    )
    assert all((first / f).read_bytes() == (second / f).read_bytes() for f in public)
    seeds = [(e / secret / "heldout.seed").read_text() for e in (first, second)]
    assert seeds[0] != seeds[1]
    with pytest.raises(ExportError, match="not empty"):
        export_harbor(task, first, pm=pm)
    dockerfile = (first / "environment" / "Dockerfile").read_text()
    assert "--from=" not in dockerfile and dockerfile.count("FROM ") == 1  # single-stage builders
    assert not any(
        p.name.startswith("reforacle") for p in (first / "environment" / "app").iterdir()
    )
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    cache = tmp_path / "cache"
    shutil.copytree(first / secret, cache)
    for path in [cache, *cache.rglob("*")]:
        path.chmod(0o700 if path.is_dir() else 0o600)
    # The shipped SyncVals computes the key of the shipped expected outputs: Harbor's verifier
    # container grades with them, without running the reference or importing torch outside the
    # sandbox.
    key = subprocess.run(
        [
            sys.executable,
            "-c",
            "from syncvals_plugin.host import Host, TaskCases\n"
            "from syncvals_plugin.plugins import make_plugin_manager\n"
            "from syncvals_plugin.host import get_task\n"
            "from syncvals_plugin.verifier.expected import bundle_key\n"
            "pm = make_plugin_manager(); t = get_task(pm, 'reverse-engineer-objectives')\n"
            "print(bundle_key(t, TaskCases(Host(pm), t).fingerprint))\n",
        ],
        # As test.sh grades: with a private copy of the export's cache (its seed and key).
        env=dict(env, PYTHONPATH=str(first / "tests" / "syncvals"), SYNCVALS_CACHE_DIR=str(cache)),
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert [p.name for p in (first / "tests" / "cache" / "expected").iterdir()] == [
        key.stdout.strip() + ".bin"
    ], key.stderr
    for agent, reward in (("oracle", "1"), ("nop", "0")):
        app, logs = tmp_path / f"app-{agent}", tmp_path / f"logs-{agent}"
        shutil.copytree(first / "environment" / "app", app)
        run_env = dict(env, SYNCVALS_APP_DIR=str(app), SYNCVALS_LOGS_DIR=str(logs))
        if agent == "oracle":
            subprocess.run(
                ["bash", str(first / "solution" / "solve.sh")],
                env=run_env,
                check=True,
                capture_output=True,
            )
        proc = subprocess.run(
            ["bash", str(first / "tests" / "test.sh")],
            env=run_env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert (logs / "reward.txt").read_text().strip() == reward
        assert proc.returncode == (0 if reward == "1" else 1), proc.stderr
    hadolint = shutil.which("hadolint") or (Path(sys.executable).parent / "hadolint")
    if Path(hadolint).exists():
        lint = subprocess.run(
            [str(hadolint), str(first / "environment" / "Dockerfile")],
            capture_output=True,
            text=True,
        )
        assert lint.returncode == 0, lint.stdout


@pytest.mark.slow
def test_reverify_reports_and_rewrites_changes(tmp_path):
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    report_file = trials / SEED.name / "verifier" / "report.json"
    data = json.loads(report_file.read_text())
    for f in data["functions"]:
        if f["name"] == "entropy":
            f["passed"] = True  # pretend an older, weaker suite had passed it
    report_file.write_text(json.dumps(data))
    dry = run_cli("reverify", str(trials), "--jobs", "1", env=dict(os.environ, COLUMNS="200"))
    assert dry.returncode == 0 and "entropy" in dry.stdout and "dry run" in dry.stdout
    assert f"re-verified {SEED.name}: reward 0" in dry.stderr  # a line per trial off a terminal
    assert json.loads(report_file.read_text()) == data
    wet = run_cli("reverify", str(trials), "--rewrite", "--jobs", "1")
    assert wet.returncode == 0
    fresh = json.loads(report_file.read_text())
    assert not next(f for f in fresh["functions"] if f["name"] == "entropy")["passed"]
    again = run_cli("reverify", str(trials), "--jobs", "1")
    assert "nothing changed" in again.stdout
    # The old spelling is one line naming the command that does it now.
    moved = run_cli("verify", "--trials", str(trials), "--rewrite")
    assert moved.returncode == 2 and "Traceback" not in moved.stderr
    assert f"syncvals reverify {trials} --rewrite" in moved.stderr


def test_difficulty_per_agent_says_whether_the_agents_separate(task):
    """Each agent's posterior; a warning when no agent differs from another (all at 0 or all at
    1); the case families the failing trials failed."""
    from syncvals_plugin.calibration.report import difficulty
    from syncvals_plugin.classifier.classify import classify
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.records.trial import RunConfig
    from tests.support.labelled import labelled_fixtures

    pm = make_plugin_manager()
    cases = {c.name: c.trial for c in labelled_fixtures()}

    def trial(name: str, agent: str):
        record = cases[name]
        record.config = RunConfig(task="reverse-engineer-objectives", agent=agent)
        record.classification = classify(pm, record)
        return record

    both_fail = [trial("unverified", "agent-a"), trial("out-of-time", "agent-b")]
    d = difficulty(both_fail, task)
    assert [a.agent for a in d.per_agent] == ["agent-a", "agent-b"]
    assert all(a.passed == 0 and a.counted == 1 for a in d.per_agent)
    assert d.separates is False
    assert d.deciding_families  # where the failing trials failed, from their reports
    one_solves = both_fail[:1] + [trial("solved-without-probing", "agent-b")]
    assert difficulty(one_solves, task).separates is True
    assert difficulty(both_fail[:1], task).separates is None  # one agent ranks nobody


@pytest.mark.slow
def test_the_battery_earns_nothing_in_either_grading_path_and_each_attack_is_named(task, pm):
    """Every attack class, in this machine's own confinement (the other modes' wall attacks:
    tests/agents/test_one_wall.py): 0 in both paths, named, and nothing left outside its trial."""
    cache = Path.home() / ".cache"
    watched = [Path("/etc"), Path.home(), Path("/usr/local"), cache]

    def outside() -> dict[Path, list[str]]:
        # SyncVals' own caches (the sealed build, the test Harbor) may appear on a first run,
        # and ``~/.cache`` with them: everything else outside the trials is watched.
        return {
            p: sorted(n for n in os.listdir(p) if not n.startswith("syncvals") and n != ".cache")
            for p in watched
            if p.is_dir()
        }

    before = outside()
    results = hack_resistance(task, jobs=2, harbor=True, pm=pm)
    assert {p: names for p, names in outside().items() if p in before or names} == before
    assert not Path("/etc/ld.so.preload").exists()
    assert [r.attack for r in results] == [a.name for a in ATTACKS] + ["hard-code"]
    earned = [(r.attack, r.reward, r.harbor_reward) for r in results if r.earned()]
    assert earned == []
    assert all(r.harbor_reward == 0 for r in results)  # the export's own verifier graded each
    assert [r.attack for r in results if not r.named] == []
    assert len(results) >= 26  # one class per route known, the agent's own wall included
    walls = {r.attack: r.agent_confinement.split(";")[0] for r in results}
    assert all(w in ("bwrap", "landlock") for w in walls.values()), walls


def _attack(
    name: str,
    reward: float,
    harbor: float | None = 0.0,
    named: bool = True,
    confinement: str = "bwrap; network none",
):
    return AttackResult(
        attack=name,
        description=BY_NAME[name].description,
        reward=reward,
        harbor_reward=harbor,
        sandbox="bwrap",
        agent_confinement=confinement,
        verdict="GOOD_FAILURE" if named else "GOOD_FAILURE",
        subtype="Reference Dependency" if named else "Premature Stop",
        named=named,
    )


def test_an_attack_that_earns_a_point_makes_the_task_unsound():
    held = Calibration(task="t", attacks=[_attack("import", 0), _attack("wrap", 0)])
    verdict, reasons = judge(held)
    assert verdict == "SOUND"
    assert "2/2 attack classes scored 0 in both grading paths; 2/2 named by the classifier" in (
        reasons
    )
    # One point in Harbor's verifier alone is enough; an unnamed attack is said, not fatal.
    broken = Calibration(
        task="t", attacks=[_attack("carry-binary", 0, harbor=1.0), _attack("wrap", 0, named=False)]
    )
    verdict, reasons = judge(broken)
    assert verdict != "SOUND"
    assert any("carry-binary" in r and "in Harbor's verifier" in r for r in reasons), reasons
    assert "the classifier did not name: wrap" in reasons
    broken.verdict, broken.reasons = verdict, reasons
    text = summary_text(broken)
    assert (
        "carry-binary: reward 0, Harbor 1 [agent bwrap, grader bwrap] -> GOOD_FAILURE / Reference Dependency"
        in text
    )
    assert (
        "wrap: reward 0, Harbor 0 [agent bwrap, grader bwrap] -> NOT NAMED (GOOD_FAILURE / Premature Stop)"
        in text
    )


def test_the_task_page_shows_a_line_per_attack_class(tmp_path, pm):
    from syncvals_plugin.site.build import build_site

    report = Calibration(task="t", attacks=[_attack("carry-binary", 0), _attack("wrap", 0)])
    report.verdict, report.reasons = judge(report)
    folder = tmp_path / "cal" / TASK_NAME
    folder.mkdir(parents=True)
    (folder / "calibration.json").write_text(report.model_dump_json())
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    build_site(trials, tmp_path / "site", pm, calibration_dir=tmp_path / "cal")
    page = (tmp_path / "site" / "task" / TASK_NAME / "index.html").read_text()
    assert "Hack resistance: 2/2 attack classes scored 0 in both grading paths" in page
    assert (
        "carry-binary: reward 0, Harbor 0 [agent bwrap, grader bwrap] -&gt; GOOD_FAILURE / Reference Dependency"
        in page
    )


def test_a_second_task_gets_the_generic_battery_and_only_its_own_attacks(tmp_path):
    # The tiny task of the tests has no plugin of its own: syncvals_task_attacks adds nothing to
    # the battery, and the built-in task's plugin adds its hard-coding only to its own task.
    from syncvals_plugin.host import Host, get_task
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.task.spec import load_task

    pm = make_plugin_manager()
    tiny = load_task(Path(__file__).parents[1] / "data" / "tiny-task")
    assert Host(pm).task_attacks(tiny) == []
    [own] = Host(pm).task_attacks(get_task(pm, TASK_NAME))
    assert (own.name, own.agent, own.options) == ("hard-code", "cheat", {"how": "lookup"})


def test_an_attack_whose_agent_ran_unconfined_is_no_proof():
    """A 0 earned by an agent that nothing confined says nothing of the agent's wall: the task is
    not SOUND, and the line says UNCONFINED."""
    held = Calibration(task="t", attacks=[_attack("remount", 0), _attack("unmount", 0)])
    assert judge(held)[0] == "SOUND"
    loose = Calibration(
        task="t", attacks=[_attack("remount", 0), _attack("unmount", 0, confinement="")]
    )
    verdict, reasons = judge(loose)
    assert verdict != "SOUND"
    assert any("unmount ran with the agent unconfined" in r for r in reasons), reasons
    loose.verdict, loose.reasons = verdict, reasons
    assert "unmount: reward 0, Harbor 0 [agent UNCONFINED, grader bwrap]" in summary_text(loose)


@pytest.mark.slow
def test_calibrate_without_its_attacks_withholds_the_verdict(tmp_path):
    """`calibrate --quick --no-attacks` skips the probers and the whole battery: no SOUND, and
    the report says what ran and what did not."""
    from tests.test_terminal import through_pipe

    out = tmp_path / "cal"
    args = ["calibrate", TASK_NAME, "--quick", "--no-attacks", "--out", str(out)]
    code, text = through_pipe([*args, "--trials", str(tmp_path / "none")], tmp_path)
    assert code == 1, text[-3000:]
    flat = " ".join(text.split())
    assert "task verdict: WITHHELD" in flat and "task verdict: SOUND" not in flat
    assert "rests on: 2 baseline trial(s) (oracle and nop)" in flat
    assert "not run: the two prober baselines (--quick), the attack battery (--no-attacks)" in flat
    report = json.loads((out / TASK_NAME / "calibration.json").read_text())
    assert report["verdict"] == "WITHHELD" and len(report["skipped"]) == 2


def test_difficulty_sets_the_families_probed_beside_those_failed(task):
    """Over the trials with a served oracle's call log: per family, the trials that called it,
    failed on it, and failed on it unasked; a trial without a log is not counted."""
    from syncvals_plugin.calibration.report import difficulty
    from syncvals_plugin.records.store import read_trial
    from tests.site.test_probes import _log

    logged, bare = read_trial(SEED), read_trial(SEED)
    logged.oracle_calls = _log()
    d = difficulty([logged, bare], task)
    assert d.probe_logged == 1 and d.trials == 2
    assert d.probes["logits-3d"] == [1, 1, 0]
    assert d.probes["neg-inf-logits"] == [0, 1, 1]
    assert d.probes["random"] == [1, 0, 0]
    assert next(iter(d.probes.values()))[2] == 1  # the unprobed failures first
    text = summary_text(Calibration(task="t", difficulty=d))
    assert "Oracle probes over the 1 of 2 trials with a call log" in text
    assert "  neg-inf-logits: 0 / 1 / 1" in text
    assert "none of the 1 trials" in summary_text(
        Calibration(task="t", difficulty=difficulty([bare], task))
    )
