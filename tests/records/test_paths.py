"""One owner of a trial folder's layout: :class:`TrialPaths` names every file, and no other
module spells those names as paths."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin.records.paths import JobPaths, TrialPaths
from syncvals_plugin.records.store import read_trial, write_trial
from tests.support.code_strings import code_strings

ROOT = Path(__file__).resolve().parents[2]
OWNER = ROOT / "syncvals_plugin" / "records" / "paths.py"
NOT_A_TRIAL_S = {("verifier/sandbox.py", "config.json")}
"""The same name for another file: the sandbox's own settings, in its private folder."""


def _layout_names() -> set[str]:
    """Every file of the layout, as a relative path and as a bare name (``verifier/reward.txt``,
    ``reward.txt``)."""
    rels = {
        value
        for owner in (TrialPaths, JobPaths)
        for key, value in vars(owner).items()
        if key.isupper() and isinstance(value, str) and "." in value.rpartition("/")[2]
    }
    return rels | {rel.rpartition("/")[2] for rel in rels}


def test_the_layout_names_every_file_of_a_trial():
    names = _layout_names()
    for rel in (
        "result.json",
        "config.json",
        "syncvals.json",
        "agent/trajectory.json",
        "verifier/report.json",
        "verifier/reward.txt",
        "verifier/test-stdout.txt",
        "artifacts/manifest.json",
        "artifacts/diff.patch",
        "trial.log",
        "classification.json",
        "job.log",
    ):
        assert rel in names
    assert TrialPaths.artifact("solution.py") == "artifacts/app/solution.py"


def test_no_other_module_spells_a_file_of_the_layout():
    """A string in code that is a layout path (``"verifier/report.json"``, ``"/result.json"``,
    ``"reward.txt"``) anywhere but :mod:`syncvals_plugin.records.paths` is a second owner.
    Messages that mention a file in words are prose, not paths, and are allowed."""
    names = _layout_names()
    spelled = [
        f"{p.relative_to(ROOT)}:{line}: {value!r}"
        for top in ("syncvals_plugin", "verifier", "classifier")
        for p in sorted((ROOT / top).rglob("*.py"))
        if p != OWNER
        for line, value in code_strings(p)
        if value.lstrip("/") in names
        and (p.relative_to(ROOT).as_posix(), value) not in NOT_A_TRIAL_S
    ]
    assert not spelled


def test_what_the_store_writes_is_where_the_layout_says(tmp_path):
    from tests.records.test_store import _record

    folder = write_trial(_record(), tmp_path)
    paths = TrialPaths(folder)
    for path in (
        paths.result,
        paths.run_config,
        paths.trajectory,
        paths.stdout,
        paths.reward,
        paths / TrialPaths.MANIFEST,
        paths / TrialPaths.DIFF,
        paths / TrialPaths.artifact("solution.py"),
    ):
        assert path.is_file(), path
    assert read_trial(folder).result == _record().result
