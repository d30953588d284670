"""Rough edges of issue 49, each as a user meets it: reverify on another task's trials, a folder
with an empty ``.py`` beside a good one, where ``import claude-code`` put the trial, a rebuild
command that pastes, and the index's cards labelled at 400 px."""

from __future__ import annotations

import json
import re
import shlex
import shutil
from html import unescape
from pathlib import Path

import pytest

from tests.conftest import TASK_NAME
from tests.test_terminal import through_pipe

SEED = Path(__file__).resolve().parents[1] / "trials" / "trial_cbd646ceeaba4a90"


def _other_task_trials(folder: Path) -> list[str]:
    names = ["hello-world__vAbCdEf1", "hello-world__vXyZ9876"]
    for name in names:
        trial = folder / name
        shutil.copytree(SEED, trial)
        shutil.rmtree(trial / "artifacts")  # a Harbor trial: no SyncVals artifact folder
        result = json.loads((trial / "result.json").read_text())
        result.update(trial_name=name, task_name="hello-world")
        (trial / "result.json").write_text(json.dumps(result))
    return names


def test_reverify_names_another_task_s_trials_whole_and_why(tmp_path):
    names = _other_task_trials(tmp_path / "trials")
    code, out = through_pipe(["reverify", str(tmp_path / "trials")], tmp_path)
    assert code == 1, out[-2000:]
    assert "no artifact" not in out and "…" not in out, out
    for name in names:
        assert f"{name}: not re-verified: unknown task 'hello-world'" in out, out
        assert re.search(rf"│ {name} +│", out), out  # the table keeps each name whole


@pytest.mark.slow
def test_an_empty_py_beside_a_good_one_is_graded_and_refused(tmp_path, task):
    folder = tmp_path / "subs"
    folder.mkdir()
    shutil.copy(task.reference, folder / "good.py")
    (folder / "empty.py").write_text("")
    code, out = through_pipe(["verify", TASK_NAME, str(folder)], tmp_path)
    assert code == 1, out[-2000:]  # as the empty file named alone
    assert "REJECTED: empty.py is empty (0 bytes)" in out and "1/2 submissions" in out


def test_import_claude_code_says_where_the_trial_went(tmp_path):
    from tests.importers.test_claude_code import session_21

    session, trials = session_21(tmp_path), tmp_path / "trials"
    args = ["import", "claude-code", str(session), "--task", TASK_NAME, "--trials-dir", str(trials)]
    code, out = through_pipe(args, tmp_path)
    assert code == 0, out[-2000:]
    (trial,) = [p for p in trials.iterdir() if p.is_dir()]
    assert f"written to {trial}/" in out, out


def test_the_rebuild_command_on_a_page_pastes_into_a_shell(tmp_path):
    trials, out = tmp_path / "my trials", tmp_path / "site $HOME"
    shutil.copytree(SEED, trials / SEED.name)
    code, said = through_pipe(["site", "--trials", str(trials), "--out", str(out)], tmp_path)
    assert code == 0, said[-2000:]
    page = unescape((out / "trial" / SEED.name / "index.html").read_text())
    command = re.search(r"Rebuild this page: <code>([^<]+)</code>", page).group(1)
    assert shlex.split(command)[-4:] == ["--trials", str(trials), "--out", str(out)]


@pytest.mark.slow
def test_the_index_cards_keep_their_labels_at_400_pixels(tmp_path):
    from tests.site import test_browser as browser

    if browser.CHROMIUM is None:
        pytest.skip("chromium is not installed")
    from tests.site.test_site import _fixture_site

    out = _fixture_site(tmp_path)
    dom = browser._probe(
        tmp_path,
        out / "index.html",
        "var td=document.querySelector('#trials tbody tr td:nth-child(6)');"
        "document.body.setAttribute('data-result',getComputedStyle(td,'::before').content);",
        400,
    )
    assert unescape(re.search(r'data-result="([^"]+)"', dom).group(1)) == '"reward "'
