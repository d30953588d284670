"""A trial page states only what its record holds: the reward's source (never an exit code a
SyncVals run has not), what the diff covers, and whether the workspace was vouched for."""

from __future__ import annotations

import re
import shutil
from html import unescape
from pathlib import Path

import pytest

from tests.conftest import TASK_NAME
from tests.test_terminal import through_pipe

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"


def _text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.slow
def test_a_run_that_writes_a_note_and_an_imported_trial_are_stated_as_recorded(tmp_path):
    trials = tmp_path / "trials"
    args = ["run", TASK_NAME, "--agent", "command", "--agent-opt", "cmd=echo hi > notes.txt"]
    code, out = through_pipe([*args, "--trials-dir", str(trials)], tmp_path)
    assert code == 1, out[-2000:]  # ran, earned 0
    shutil.copytree(SEED, trials / SEED.name)  # an imported trial beside it
    code, out = through_pipe(
        ["site", "--trials", str(trials), "--out", str(tmp_path / "s")], tmp_path
    )
    assert code == 0, out[-2000:]
    pages = {
        p.parent.name: _text(p.read_text()) for p in (tmp_path / "s").glob("trial/*/index.html")
    }
    imported = pages.pop(SEED.name)
    (ran,) = pages.values()
    for page in (ran, imported):
        assert "tests/test.sh exit code" not in page and "left the workspace untouched" not in page
    assert "Reward 0, from the verifier's report (0 of 49 functions agree)" in ran
    assert "No change to objectives.py: the file submitted is the task's stub as given" in ran
    assert "Worked from the instruction alone" in ran
    assert "Worked from the instruction alone" not in imported
    assert (
        "Imported from recorded-page: the record does not say what the agent's workspace held"
        in imported
    )
