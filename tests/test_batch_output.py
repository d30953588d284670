"""What a batch prints, as a person reads it on a terminal: the trial running named under the
bar, the agent column kept at 100 columns, the job folder the next commands need, no
announcement wider than the terminal, and `classify` of a big batch ending with its tally."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.conftest import TASK_NAME
from tests.test_terminal import assert_clean, on_terminal, through_pipe

SEED = Path(__file__).resolve().parents[1] / "trials" / "trial_cbd646ceeaba4a90"
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def _lines(out: str) -> list[str]:
    """What the terminal shows, line by line (a redrawn bar's frames are one line each)."""
    return [part for line in ANSI.sub("", out).splitlines() for part in line.split("\r")]


@pytest.mark.slow
def test_a_run_names_its_running_agent_its_job_folder_and_keeps_the_agent_column(tmp_path):
    trials = tmp_path / "trials"
    code, out = on_terminal(
        ["run", TASK_NAME, "--agent", "nop", "--trials-dir", str(trials)], tmp_path
    )
    assert_clean(out)
    assert code in (1, 3), out[-2000:]  # nop earns 0 (or the harness failed): never a pass
    lines = _lines(out)
    assert any("running nop" in line for line in lines), out[-2000:]
    (job,) = trials.glob("job_*")
    assert f"job folder: {job}/" in ANSI.sub("", out).replace("\r\n", "\n"), out[-2000:]
    assert any(re.search(r"│ trial_\w+ +│ nop +│", line) for line in lines), out[-2000:]
    assert not any(" · agent: " in line for line in lines)  # not folded under the table
    said = [x for x in lines if not x.startswith(("job folder: ", "error: "))]  # pasted, whole
    assert max(len(line.rstrip()) for line in said) <= 100


def test_classify_of_a_big_batch_is_a_line_a_trial_and_closes_with_its_tally(tmp_path):
    trials = tmp_path / "trials"
    for i in range(60):
        shutil.copytree(SEED, trials / f"trial_{i:04d}")
    code, out = on_terminal(["classify", str(trials)], tmp_path)
    assert_clean(out)
    assert code == 0, out[-2000:]
    lines = [line for line in _lines(out) if line.strip() and "━" not in line]  # not the bar
    assert len(lines) < 60 + 12, len(lines)  # was five lines a trial: the root cause folded
    assert lines[-1].strip() == "60 trial(s) classified: GOOD_FAILURE 60", lines[-3:]
    code, out = through_pipe(["classify", str(trials)], tmp_path)
    assert out.strip().splitlines()[-1] == "60 trial(s) classified: GOOD_FAILURE 60"
