"""Trials of different exports (each with a secret held-out seed of its own) are never pooled into
one pass rate without a word (issue 50, item 4): ``summarize`` and the site group them by the
report's ``seed_id`` and point to ``syncvals reverify``."""

from __future__ import annotations

import json
import shutil
import uuid
from pathlib import Path

from tests.conftest import run_cli

SEED_TRIAL = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"


def _trials(root: Path, seeds: list[str | None]) -> Path:
    for number, seed in enumerate(seeds):
        trial = root / f"t{number}"
        shutil.copytree(SEED_TRIAL, trial)
        result = json.loads((trial / "result.json").read_text())
        result["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"seeds-test-{number}"))
        (trial / "result.json").write_text(json.dumps(result))
        report = json.loads((trial / "verifier" / "report.json").read_text())
        report["seed_id"] = seed
        (trial / "verifier" / "report.json").write_text(json.dumps(report))
    return root


def _summary(trials: Path) -> dict:
    proc = run_cli("summarize", str(trials), "--json")
    assert proc.returncode == 0, proc.stderr
    [summary] = json.loads(proc.stdout)
    return summary


def test_trials_of_two_exports_are_not_pooled_silently(tmp_path):
    trials = _trials(tmp_path / "trials", ["a" * 16, "b" * 16, "a" * 16])
    summary = _summary(trials)
    assert summary["seeds"] == {"a" * 16: 2, "b" * 16: 1}
    [said] = [r for r in summary["reasons"] if "held-out seeds" in r]
    assert "2 different held-out seeds" in said and "syncvals reverify" in said
    text = run_cli("summarize", str(trials))
    assert "syncvals reverify" in " ".join(text.stdout.split())
    site = tmp_path / "site"
    assert run_cli("site", "--trials", str(trials), "--out", str(site)).returncode == 0
    page = " ".join(
        (site / "task" / "reverse-engineer-objectives" / "index.html").read_text().split()
    )
    assert "2 different held-out seeds" in page and "syncvals reverify" in page


def test_one_seed_says_nothing(tmp_path):
    summary = _summary(_trials(tmp_path / "trials", ["a" * 16, "a" * 16, None]))
    assert summary["seeds"] == {"a" * 16: 2}
    assert not any("held-out seeds" in r for r in summary["reasons"])
