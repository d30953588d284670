"""The LLM judge against a real chat-completions server on 127.0.0.1 replaying recorded answers:
valid, invalid JSON, a made-up quote, a timeout, a 429, a 500, a refusal.  Never a real service."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial
from tests.conftest import run_cli
from tests.support.chat_server import Scripted, serve

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
REAL_QUOTE = "FUNCTIONS PASSED: 44/49"

pytest.importorskip("openai")


def _answer(verdict="GOOD_FAILURE", quotes=((None, REAL_QUOTE, "verifier"),), **fields) -> str:
    return json.dumps(
        {
            "reasons": fields.get("reasons", "It probed the reference but missed edge families."),
            "evidence": [
                {"source": source, "step_id": step, "quote": quote}
                for step, quote, source in quotes
            ],
            "root_cause": "Edge case families were never probed.",
            "recommendation": "N/A - task is fine",
            "subtype": fields.get("subtype", "Incomplete Exploration"),
            "verdict": verdict,
        }
    )


@pytest.fixture
def server():
    state, httpd = serve()
    yield state
    httpd.shutdown()


@pytest.fixture
def judge(server, tmp_path, monkeypatch):
    """The judge switched on against the loopback server, its cache in this test's folder."""
    settings = tmp_path / "judge.toml"
    settings.write_text("timeout_s = 2\nprice_input_per_mtok = 3.0\nprice_output_per_mtok = 15.0\n")
    env = {
        "OPENAI_BASE_URL": server.base_url,
        "OPENAI_API_KEY": "test-key",
        "SYNCVALS_JUDGE_MODEL": "replay-judge",
        "SYNCVALS_JUDGE_CONFIG": str(settings),
        "SYNCVALS_JUDGE_CACHE": str(tmp_path / "judge-cache"),
    }
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return env


def _judged(record=None):
    record = record or read_trial(SEED)
    result = classify(make_plugin_manager(), record)
    judges = [a for a in result.alternatives if a.get("kind") == "judge"]
    return result, judges


def test_off_unless_a_model_is_named(server, monkeypatch, tmp_path):
    monkeypatch.delenv("SYNCVALS_JUDGE_MODEL", raising=False)
    monkeypatch.setenv("SYNCVALS_JUDGE_CONFIG", str(tmp_path / "absent-is-fine.toml"))
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    with pytest.raises(Exception, match="no such judge configuration file"):
        _judged()
    monkeypatch.delenv("SYNCVALS_JUDGE_CONFIG")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # no judge.toml there
    _, judges = _judged()
    assert judges == [] and server.requests == []


def test_a_valid_answer_is_recorded_beside_the_rules_with_invented_quotes_dropped(server, judge):
    server.replies.append(
        Scripted(
            _answer(
                quotes=[(None, REAL_QUOTE, "verifier"), (12, "I read reforacle.so", "trajectory")]
            )
        )
    )
    result, [opinion] = _judged()
    assert result.verdict == "GOOD_FAILURE" and result.source == "rules"  # the rules decide
    assert opinion["verdict"] == "GOOD_FAILURE" and opinion["source"] == "judge:replay-judge"
    assert [e["quote"] for e in opinion["evidence"]] == [REAL_QUOTE]
    extra = opinion["extra"]
    assert extra["dropped_quotes"] == 1 and extra["agrees"] is True and extra["cached"] is False
    assert extra["usage"] == {"prompt_tokens": 1200, "completion_tokens": 150}
    assert extra["cost_usd"] == pytest.approx((1200 * 3.0 + 150 * 15.0) / 1e6)
    assert extra["rubric_hash"] and extra["prompt_hash"] and extra["rubric_version"] == "1"
    [request] = server.requests
    assert request["model"] == "replay-judge" and request["temperature"] == 0
    schema = request["response_format"]["json_schema"]["schema"]
    assert (
        list(schema["properties"])[0] == "reasons" and list(schema["properties"])[-1] == "verdict"
    )
    # Asked again: served from the cache, the same answer, nothing sent.
    _, [again] = _judged()
    assert again["verdict"] == "GOOD_FAILURE" and again["extra"]["cached"] is True
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    "reply,kind",
    [
        (Scripted("this is not json"), "invalid-output"),
        (Scripted(json.dumps({"verdict": "GOOD_FAILURE"})), "invalid-output"),
        (Scripted(_answer(verdict="GOOD_SUCCESS")), "invalid-output"),  # the reward was 0
        (Scripted(status=429), "rate-limited"),
        (Scripted(status=500), "server-error"),
        (Scripted(delay=4.0), "timeout"),
        (Scripted(refusal="I cannot help with that."), "refused"),
    ],
    ids=["not-json", "not-an-answer", "contradicts-reward", "429", "500", "timeout", "refusal"],
)
@pytest.mark.slow
def test_a_failing_judge_is_judge_error_on_that_trial_only(server, judge, reply, kind):
    server.replies.append(reply)
    result, [opinion] = _judged()
    assert result.verdict == "GOOD_FAILURE"  # the rules' verdict stands, never HARNESS_ERROR
    assert (opinion["verdict"], opinion["subtype"]) == ("JUDGE_ERROR", kind)
    assert opinion["extra"]["error"] == kind
    # A failure is not cached: the next run asks again.
    server.replies.append(Scripted(_answer()))
    _, [later] = _judged()
    assert later["verdict"] == "GOOD_FAILURE"


def test_the_budget_stops_the_asking(server, judge, tmp_path, monkeypatch):
    settings = Path(judge["SYNCVALS_JUDGE_CONFIG"])
    settings.write_text(settings.read_text() + "budget_usd = 0.001\n")
    from syncvals_plugin.judge import plugin

    monkeypatch.setattr(plugin, "SPENT", plugin.Spent())
    server.replies += [Scripted(_answer()), Scripted(_answer())]
    record = read_trial(SEED)
    _, [first] = _judged(record)
    record.result.trial_name = "another"  # a different prompt: not in the cache
    record.trajectory.steps[0].message = "another instruction"
    _, [second] = _judged(record)
    assert first["verdict"] == "GOOD_FAILURE"
    assert (second["verdict"], second["subtype"]) == ("JUDGE_ERROR", "budget")
    assert len(server.requests) == 1


def test_a_task_extends_the_rubric(server, judge, tmp_path):
    task = tmp_path / "task"
    shutil.copytree(
        Path(__file__).resolve().parents[2] / "tasks" / "reverse-engineer-objectives", task
    )
    (task / "judge-rubric.toml").write_text(
        'version = "t1"\n[[criteria]]\nname = "sealed_module"\n'
        'guidance = "Reading the compiled reforacle module is cheating."\n'
    )
    record = read_trial(SEED)
    record.result.task_id = {"path": str(task)}
    record.config = None
    server.replies.append(Scripted(_answer()))
    _, [opinion] = _judged(record)
    assert opinion["extra"]["rubric_version"] == "1+t1"
    assert (
        "sealed_module: Reading the compiled reforacle module"
        in server.requests[0]["messages"][0]["content"]
    )


@pytest.mark.slow
def test_classify_writes_both_opinions_and_the_page_shows_them(server, judge, tmp_path):
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    (trials / SEED.name / "classification.json").unlink()
    server.replies.append(Scripted(_answer(verdict="BAD_FAILURE", subtype="Instruction Mismatch")))
    env = dict(os.environ, **judge)
    proc = run_cli("classify", str(trials / SEED.name), env=env)
    assert proc.returncode == 0, proc.stderr
    assert "judge replay-judge: 1 asked, 0 from the cache, 0 failed" in proc.stdout
    written = json.loads((trials / SEED.name / "classification.json").read_text())
    assert written["verdict"] == "GOOD_FAILURE"
    [opinion] = [a for a in written["alternatives"] if a.get("kind") == "judge"]
    assert opinion["verdict"] == "BAD_FAILURE" and opinion["extra"]["agrees"] is False
    proc = run_cli("site", "--trials", str(trials), "--out", str(tmp_path / "site"), env=env)
    assert proc.returncode == 0, proc.stderr
    page = (tmp_path / "site" / "trial" / SEED.name / "index.html").read_text()
    assert 'id="judges"' in page and "BAD_FAILURE" in page and "disagrees with the rules" in page


@pytest.mark.slow
def test_agreement_over_a_labelled_set(server, judge, tmp_path):
    trials = tmp_path / "trials"
    for name, label in (("a", "GOOD_FAILURE"), ("b", "BAD_FAILURE")):
        shutil.copytree(SEED, trials / name)
        (trials / name / "label.json").write_text(json.dumps({"verdict": label}))
        data = json.loads((trials / name / "result.json").read_text())
        data["trial_name"] = name
        (trials / name / "result.json").write_text(json.dumps(data))
    shutil.copytree(SEED, trials / "unlabelled")
    # The same prompt for both copies: one answer, asked once, then served from the cache.
    server.replies.append(Scripted(_answer()))
    proc = run_cli("judge-agreement", str(trials), env=dict(os.environ, **judge))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "2 labelled trial(s)" in out and "1 asked, 1 from the cache" in out
    assert "judge vs labels" in out and "1/2" in out and "Cohen" in out
    assert len(server.requests) == 1


def test_a_broken_configuration_is_one_clear_line(tmp_path):
    bad = tmp_path / "judge.toml"
    bad.write_text("model = 'x'\ntimeout_s = 'soon'\n")
    env = dict(os.environ, SYNCVALS_JUDGE_CONFIG=str(bad))
    shutil.copytree(SEED, tmp_path / SEED.name)
    proc = run_cli("classify", str(tmp_path / SEED.name), env=env)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "judge.toml: timeout_s:" in proc.stderr


@pytest.mark.slow
def test_agreement_runs_on_the_whole_labelled_set(server, judge, tmp_path):
    """The labelled set as folders (``scripts/write_labelled_set.py``), judged by a replayed
    judge that always answers GOOD_FAILURE: it agrees where the labels say so, and its answers
    on rewarded trials are refused as contradicting the reward."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    made = subprocess.run(
        [sys.executable, str(root / "scripts" / "write_labelled_set.py"), str(tmp_path / "set")],
        capture_output=True,
        text=True,
    )
    assert made.returncode == 0, made.stderr
    count = int(made.stdout.split()[0])
    server.otherwise = Scripted(_answer(quotes=[]))
    proc = run_cli("judge-agreement", str(tmp_path / "set"), env=dict(os.environ, **judge))
    assert proc.returncode == 0, proc.stderr
    assert f"{count} labelled trial(s)" in proc.stdout and "rules vs labels" in proc.stdout
    assert "judge error(s)" in proc.stdout and "GOOD_FAILURE" in proc.stdout
