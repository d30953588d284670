"""The classifier on the seed trial, the baseline agents, fault-injected and hand-made trials."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from syncvals_plugin import hookimpl
from syncvals_plugin.agents.expectations import BASELINES
from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.classifier.evidence import checked_evidence
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial
from syncvals_plugin.records.trial import Classification, Evidence, ExceptionInfo
from tests.conftest import HIDDEN, run_cli
from tests.support.classified import classification
from tests.support.labelled import held_out_fixtures, labelled_fixtures, other_task_fixtures
from tests.support.trials import shared_trial

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"


@pytest.fixture(scope="module")
def pm():
    return make_plugin_manager()


def test_seed_trial_is_an_incomplete_exploration(pm):
    record = read_trial(SEED)
    c = classify(pm, record)
    assert (c.verdict, c.subtype) == ("GOOD_FAILURE", "Incomplete Exploration")
    assert c.description.startswith("Honest miss: the records show no harness fault")
    assert c.recommendation == "N/A - task is fine"
    quotes = {(e.source, e.quote) for e in c.evidence}
    assert ("trajectory", "49/49 functions pass") in quotes
    assert ("verifier", "FUNCTIONS PASSED: 44/49  (partial_score=0.898)") in quotes
    for name in HIDDEN:
        assert name in c.root_cause
    assert "-inf logits" in c.root_cause and "every label ignored" in c.root_cause
    assert read_trial(SEED).classification == c  # the committed classification is current


def test_renaming_the_agent_changes_nothing(pm):
    record = read_trial(SEED)
    before = classify(pm, record)
    record.result.agent_info.name = "some-other-agent"
    record.result.agent_info.model_info.name = "another-model"
    record.trajectory.agent.name = "x"
    record.trajectory.agent.model_name = "y"
    assert classify(pm, record) == before


@pytest.mark.parametrize("case", labelled_fixtures() + held_out_fixtures(), ids=lambda c: c.name)
def test_hand_made_trials(pm, case):
    c = classification(case.trial)
    assert (c.verdict, c.subtype) == (case.verdict, case.subtype)
    assert checked_evidence(case.trial, c.evidence) == c.evidence


GENERIC_MUST_NOT_SAY = ("reference", "function", "case famil", "probe", "reforacle", "sealed")


@pytest.mark.parametrize(
    "case",
    other_task_fixtures()
    + [
        c
        for c in held_out_fixtures()
        if c.name.startswith("ho-")
        and not c.trial.result.task_name.endswith("reverse-engineer-objectives")
    ],
    ids=lambda c: c.name,
)
def test_generic_verdicts_claim_nothing_about_this_task(pm, case):
    """A trial of a task SyncVals does not know gets only generic rules, and they say so."""
    c = classification(case.trial)
    said = " ".join([c.description, c.root_cause, c.recommendation]).lower()
    assert not [w for w in GENERIC_MUST_NOT_SAY if w in said], said
    assert "ran correctly" not in said or case.trial.result.outcome in ("passed", "failed")


@pytest.mark.parametrize("exception", ["AgentTimeoutError", "NonZeroAgentExitCodeError"])
def test_a_run_that_did_not_end_on_its_own_never_ran_correctly(pm, exception):
    record = next(c for c in labelled_fixtures() if c.name == "unverified").trial
    record.result.exception_info = ExceptionInfo(exception_type=exception, exception_message="x")
    c = classify(pm, record)
    assert c.verdict == "GOOD_FAILURE" and "ran correctly" not in c.description


def test_reward_one_without_a_call_to_the_reference_is_not_solved_by_probing(pm):
    record = next(c for c in labelled_fixtures() if c.name == "solved-without-probing").trial
    c = classify(pm, record)
    assert (c.verdict, c.subtype) == ("GOOD_SUCCESS", "Solved Without Probing")
    assert "called the reference on 0" not in c.root_cause


@pytest.mark.slow
@pytest.mark.parametrize("baseline", [b for b in BASELINES if not b.slow], ids=lambda b: b.label)
def test_baseline_trials_get_their_verdicts(task, tmp_path_factory, baseline):
    # Run once per test run with the built-in plugins: the runner's tests read the same trials.
    written = read_trial(
        shared_trial(tmp_path_factory, task, baseline.agent, baseline.options, baseline.fault)
    )
    assert written.result.reward == baseline.reward
    assert (written.classification.verdict, written.classification.subtype) == (
        baseline.verdict,
        baseline.subtype,
    )
    assert (
        checked_evidence(written, written.classification.evidence)
        == written.classification.evidence
    )


def test_bogus_quotes_are_dropped():
    record = read_trial(SEED)
    items = [
        Evidence(source="trajectory", step_id=42, quote="49/49 functions pass"),
        Evidence(source="trajectory", step_id=3, quote="49/49 functions pass"),
        Evidence(source="verifier", quote="REWARD = 1"),
        Evidence(source="trajectory", step_id=999, quote="x"),
    ]
    assert checked_evidence(record, items) == items[:1]


class FakeJudge:
    """A judge plugin with its own opinion (no network)."""

    @hookimpl
    def syncvals_judge(self, trial, classification):
        return Classification(
            verdict="BAD_FAILURE",
            subtype="Environment Issue",
            source="fake-judge",
            root_cause="the judge thinks so",
        )


def test_a_judge_is_recorded_beside_the_rules_never_over_them():
    pm = make_plugin_manager()
    pm.register(FakeJudge(), name="fake-judge")
    c = classify(pm, read_trial(SEED))
    assert (c.verdict, c.source) == ("GOOD_FAILURE", "rules")
    judged = c.alternatives[0]
    assert (
        judged["kind"] == "judge"
        and judged["source"] == "fake-judge"
        and judged["verdict"] == "BAD_FAILURE"
    )


def test_cli_classify_and_summarize(tmp_path):
    import shutil

    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    (trials / SEED.name / "classification.json").unlink()
    proc = run_cli("classify", str(trials), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)[0]["subtype"] == "Incomplete Exploration"
    assert (trials / SEED.name / "classification.json").is_file()
    summary = run_cli("summarize", str(trials), env=None)
    assert (
        summary.returncode == 0 and "GOOD_FAILURE" in summary.stdout and "entropy" in summary.stdout
    )


def _seed_copy(folder: Path) -> Path:
    import shutil

    shutil.copytree(SEED, folder)
    (folder / "classification.json").unlink()
    return folder


def test_classify_looks_where_harbor_puts_trials_and_deeper_only_when_asked(tmp_path):
    """A trial, a job folder of trials, a folder of jobs: found.  A trial three folders down (an
    unrelated project's, under a home folder) is neither read nor written unless --recursive."""
    trial = _seed_copy(tmp_path / "jobs" / "job-1" / "trial-a")
    deep = _seed_copy(tmp_path / "projects" / "other" / "old-trials" / "trial-b")
    for target, found in [(trial, 1), (trial.parent, 1), (trial.parent.parent, 1), (tmp_path, 0)]:
        proc = run_cli("classify", str(target), "--json")
        if found:
            assert proc.returncode == 0 and len(json.loads(proc.stdout)) == found, proc.stderr
        else:
            assert proc.returncode == 2 and "--recursive" in proc.stderr, proc.stderr
    assert not (deep / "classification.json").exists()
    proc = run_cli("classify", str(tmp_path), "--recursive", "--json")
    assert proc.returncode == 0 and len(json.loads(proc.stdout)) == 2, proc.stderr
    assert (deep / "classification.json").is_file()


def test_classify_shows_progress_on_a_terminal(tmp_path):
    from syncvals_plugin.classifier.cli import PROGRESS_FROM
    from tests.test_terminal import assert_clean, on_terminal

    for i in range(PROGRESS_FROM):
        _seed_copy(tmp_path / "job" / f"trial-{i:02d}")
    code, out = on_terminal(["classify", str(tmp_path / "job")], tmp_path, timeout=300)
    assert_clean(out)
    assert code == 0 and "classifying" in out and f"{PROGRESS_FROM}/{PROGRESS_FROM}" in out, out


def test_task_level_verdict_follows_the_baseline_rules():
    from syncvals_plugin.classifier.summary import summarize_trials
    from syncvals_plugin.records.trial import RunConfig

    fixtures = {c.name: c.trial for c in labelled_fixtures()}
    pm = make_plugin_manager()

    def trial(name: str, agent: str, reward: float | None = None):
        record = fixtures[name]
        record.config = RunConfig(task="reverse-engineer-objectives", agent=agent)
        record.classification = classify(pm, record)
        return record

    few = summarize_trials(
        [trial("grader-bypass", "oracle"), trial("unverified", "nop")],
        "reverse-engineer-objectives",
    )
    assert few.task_verdict == "NOT ENOUGH GRADED TRIALS" and few.passed == 1 and few.graded == 2
    assert any("only 2 graded trial(s); at least 5" in r for r in few.reasons)
    assert any("single case, likely noise" in r for r in few.reasons)
    assert few.rate is None  # the oracle and nop are reference runs: no agent's rate to show
    sound = summarize_trials(
        [
            trial("grader-bypass", "oracle"),
            trial("unverified", "nop"),
            trial("broken", "a"),
            trial("out-of-time", "b"),
            trial("test-access", "c"),
        ],
        "reverse-engineer-objectives",
    )
    assert sound.task_verdict == "SOUND" and sound.graded == 5
    # The agents' pass rate leaves the oracle and nop out: 3 agents' trials; the one rewarded
    # reached the tests (BAD_SUCCESS), which is never a pass.
    assert sound.rate.text().startswith("pass rate 0/3 (posterior mean 0.20, 90% interval")
    broken = summarize_trials(
        [
            trial("unverified", "oracle"),
            trial("grader-error", "x"),
            trial("instruction-mismatch", "y"),
        ],
        "reverse-engineer-objectives",
    )
    assert broken.task_verdict == "NEEDS ATTENTION"
    assert any("oracle" in r for r in broken.reasons)
    assert next(f for f in broken.failing if f.name == "entropy").failed == 3
    pattern = summarize_trials(
        [trial("grader-error", "a"), trial("grader-error", "b")], "reverse-engineer-objectives"
    )
    assert pattern.task_verdict == "NEEDS ATTENTION"
    assert any("BAD_FAILURE / Grader Error in 2 trial(s): a pattern" in r for r in pattern.reasons)
    nothing = summarize_trials([], "reverse-engineer-objectives")
    assert nothing.task_verdict == "NOT ENOUGH GRADED TRIALS" and nothing.rate is None


def test_summarize_and_calibrate_share_one_pass_rate():
    from syncvals_plugin.calibration.report import difficulty
    from syncvals_plugin.classifier.summary import pass_rate, summarize_trials

    trials = [c.trial for c in labelled_fixtures()]
    summary = summarize_trials(trials, "reverse-engineer-objectives")
    task = make_plugin_manager()
    from syncvals_plugin.host import get_task

    d = difficulty(trials, get_task(task, "reverse-engineer-objectives"))
    assert (d.posterior_mean, tuple(d.interval_90)) == (summary.rate.mean, summary.rate.interval_90)
    assert summary.rate == pass_rate(summary.graded, summary.passed)
    # Counted here by hand from the definition, not by the code under test: the task's trials,
    # reference runs (the baselines, the battery) and harness errors and ungraded ones out, a
    # pass is reward 1 not found unearned.
    from syncvals_plugin.records.trial import REFERENCE_AGENTS, exception_kind

    def counts(t) -> bool:
        info = t.result.exception_info
        harness = info is not None and exception_kind(info.exception_type) in (
            "environment",
            "verifier",
            "model",
        )
        verdict = t.classification.verdict if t.classification else None
        return (
            t.result.task_short_name == "reverse-engineer-objectives"
            and t.result.agent_info.name not in REFERENCE_AGENTS
            and not harness
            and verdict != "HARNESS_ERROR"
            and t.result.reward is not None
        )

    graded = [t for t in trials if counts(t)]
    passed = [
        t
        for t in graded
        if t.result.reward >= 1
        and (t.classification is None or t.classification.verdict != "BAD_SUCCESS")
    ]
    assert 0 < len(graded) < len(trials)  # something counted, something left out
    assert (summary.graded, summary.passed) == (d.graded, d.passed) == (len(graded), len(passed))


def test_classify_writes_only_classification_json(tmp_path):
    """Classifying a trial changes no other file of it (the committed seed trial stays clean)."""
    import shutil

    from syncvals_plugin.cli import main

    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    copy = tmp_path / seed.name
    shutil.copytree(seed, copy)
    (copy / "classification.json").unlink(missing_ok=True)
    before = {p: p.read_bytes() for p in copy.rglob("*") if p.is_file()}
    assert main(["classify", str(copy)]) == 0
    after = {p: p.read_bytes() for p in copy.rglob("*") if p.is_file()}
    assert set(after) - set(before) == {copy / "classification.json"}
    assert {p: b for p, b in after.items() if p in before} == before


def test_summarize_calls_no_task_sound_without_a_pass_and_names_an_unknown_task(tmp_path):
    from syncvals_plugin.classifier.summary import SOUND, summarize_trials
    from syncvals_plugin.cli import main
    from tests.support.labelled import _other

    failing = [_other(f"f{i}", [("Bash", "make", "")], 0.0) for i in range(6)]
    summary = summarize_trials(failing, failing[0].result.task_name)
    assert summary.task_verdict != SOUND
    assert any("no trial passed" in r for r in summary.reasons)
    seed = Path(__file__).resolve().parents[2] / "trials"
    assert main(["summarize", str(seed), "--task", "bogus"]) == 2


@pytest.mark.slow
def test_verify_names_the_files_of_a_folder_it_skips(task, tmp_path, capsys):
    import shutil

    from syncvals_plugin.cli import main

    folder = tmp_path / "subs"
    folder.mkdir()
    shutil.copy(task.stub, folder / "candidate.py")
    (folder / "garbage.py").write_text("print('hello')\n")
    (folder / "empty.py").write_text("")
    out = tmp_path / "out"
    main(["verify", "reverse-engineer-objectives", str(folder), "--out", str(out)])
    captured = capsys.readouterr()
    assert "skipped" in captured.err and "garbage.py" in captured.err
    # An empty .py is graded, and refused, as it is alone: never skipped in silence.
    assert "REJECTED: empty.py is empty" in captured.out
    assert oct((out / "candidate" / "reward.txt").stat().st_mode & 0o777) == "0o644"
    assert (out / "empty" / "reward.txt").read_text().strip() == "0"


def test_a_big_batch_is_classified_by_workers_as_one_process_would(tmp_path, capsys):
    """Past ``PARALLEL_FROM`` trials, ``classify`` shares the work among processes: the files it
    writes are byte for byte those of one process, a broken trial is still named, and a plugin
    that watches finished trials still sees every one of them in this process."""
    import copy
    import shutil

    from syncvals_plugin.classifier.cli import PARALLEL_FROM
    from syncvals_plugin.cli import main
    from syncvals_plugin.records.store import write_trial
    from tests.test_hooks import Recorder

    cases = labelled_fixtures() + other_task_fixtures()
    root = tmp_path / "trials"
    for i in range(PARALLEL_FROM + 20):
        record = copy.deepcopy(cases[i % len(cases)].trial)
        record.result.trial_name = f"trial_batch_{i:04d}"
        record.path = None
        write_trial(record, root)
    broken = root / "trial_batch_0007" / "result.json"
    broken.write_text("{not json")

    def written(folder):
        return {p.parent.name: p.read_bytes() for p in folder.glob("*/classification.json")}

    one = tmp_path / "one"
    shutil.copytree(root, one)
    assert main(["classify", str(one), "--jobs", "1"]) == 1
    assert main(["classify", str(root), "--jobs", "2"]) == 1
    assert "trial_batch_0007/result.json" in capsys.readouterr().err.replace("\n", "")
    assert written(root) == written(one) and len(written(root)) == PARALLEL_FROM + 19

    pm = make_plugin_manager()
    recorder = Recorder()
    pm.register(recorder, name="recorder")
    assert main(["classify", str(root), "--jobs", "2"], pm=pm) == 1
    assert len(recorder.finished) == PARALLEL_FROM + 19


def test_a_verifier_timeout_says_which_setting_to_raise(pm):
    """Harbor does not retry a ``VerifierTimeoutError`` (its reward is lost): a plain rerun would
    time out again, so the recommendation (and docs/harbor.md) names the limit to raise."""
    case = next(c for c in held_out_fixtures() if c.name == "ho-verifier-timeout")
    found = classification(case.trial)
    assert found.subtype == "Verifier Timeout"
    for setting in ("[verifier] timeout_sec", "verifier.override_timeout_sec"):
        assert setting in found.recommendation
    docs = (Path(__file__).resolve().parents[2] / "docs" / "harbor.md").read_text()
    assert "VerifierTimeoutError" in docs and "verifier.override_timeout_sec" in docs


def test_two_trials_differing_only_in_their_call_logs_are_read_apart(pm):
    """The classifier's cache keys a trial by its content, the served oracle's log included:
    two records with the same steps but different logs never share what the log says."""
    import json as _json

    call = {
        "seq": 1,
        "t": 1.0,
        "function": "entropy",
        "args": [],
        "families": ["random"],
        "outcome": "ok",
        "ms": 1.0,
    }
    called, silent = read_trial(SEED), read_trial(SEED)
    called.oracle_calls, silent.oracle_calls = _json.dumps(call) + "\n", ""
    first, second = classify(pm, called), classify(pm, silent)
    assert "called 1 time, on random" in first.root_cause
    assert "called 1 time" not in second.root_cause
    assert "logged no call" in second.description


def test_classify_names_and_counts_unfinished_trial_folders(tmp_path):
    """A Harbor job's trial folder without ``result.json`` (a run that never finished) is named on
    stderr and counted, not passed over in silence; the finished ones are classified as usual."""
    from tests.support.harbor_fixtures import write_job

    job = write_job(tmp_path / "harbor")
    proc = run_cli("classify", str(job), "--json")
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)) == 5
    assert f"unfinished, not classified (no result.json): {job / 'hello-world__running'}" in (
        " ".join(proc.stderr.split())
    )
    assert "1 unfinished trial folder(s) not classified" in proc.stderr
    # summarize names them too: its counts leave them out, and it says so
    proc = run_cli("summarize", str(job))
    assert proc.returncode == 0, proc.stderr
    assert "1 unfinished trial folder(s) not counted" in proc.stderr
    assert "hello-world__running" in proc.stderr
    # Only unfinished folders: the error says so, with their count.
    lone = tmp_path / "lone"
    (lone / "t__1").mkdir(parents=True)
    (job / "hello-world__running" / "config.json").rename(lone / "t__1" / "config.json")
    proc = run_cli("classify", str(lone))
    assert proc.returncode == 2 and "1 unfinished" in proc.stderr, proc.stderr
    assert "t__1" in proc.stderr
