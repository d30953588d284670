"""A full disk, as a user meets it: ``run``, ``export`` and ``site`` each print one line and exit
4, leave nothing half-written, and a job's record is closed (no trial left pending)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from syncvals_plugin.errors import WRITE_FAILED_EXIT
from tests.conftest import TASK_NAME
from tests.test_terminal import through_pipe

SEED = Path(__file__).resolve().parents[1] / "trials" / "trial_cbd646ceeaba4a90"


def _mounted(tmp_path: Path, size: str):
    """A tmpfs of ``size`` (skipped where this process may not mount one)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(disk)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    return disk


@pytest.fixture
def tiny_disk(tmp_path):
    """A 40 KiB tmpfs."""
    disk = _mounted(tmp_path, "40k")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


@pytest.fixture
def room_for_one_export(tmp_path):
    """A tmpfs with room for one export (2.3 MB) and not two."""
    disk = _mounted(tmp_path, "3m")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def _one_line(code: int, out: str) -> str:
    assert code == WRITE_FAILED_EXIT, out[-2000:]
    assert "Traceback" not in out, out[-3000:]
    (line,) = [x for x in out.splitlines() if x.startswith("error:")]
    assert "No space left on device" in line, line
    return line


@pytest.mark.slow
def test_run_on_a_full_disk_says_so_and_closes_the_job(tiny_disk, tmp_path):
    trials = tiny_disk / "trials"
    line = _one_line(
        *through_pipe(["run", TASK_NAME, "--agent", "nop", "--trials-dir", str(trials)], tmp_path)
    )
    assert "0 of 1 trial(s) written" in line
    (job,) = trials.glob("job_*")
    result = json.loads((job / "result.json").read_text())
    assert result["finished_at"] and result["stats"]["n_pending_trials"] == 0
    assert result["stats"]["n_cancelled_trials"] == 1
    assert sorted(p.name for p in job.iterdir()) == ["config.json", "job.log", "result.json"]
    assert "could not be written: No space left on device" in (job / "job.log").read_text()


def test_export_on_a_full_disk_leaves_no_folder_and_a_retry_is_not_refused(tiny_disk, tmp_path):
    out = tiny_disk / "harbor-task"
    line = _one_line(*through_pipe(["export", "harbor", TASK_NAME, str(out)], tmp_path))
    assert str(out) in line
    assert list(tiny_disk.iterdir()) == []  # nothing half-written, nothing staged
    # With room again, the same command succeeds (no "not empty" from the failed one).
    roomy = tmp_path / "roomy"
    code, output = through_pipe(
        ["export", "harbor", TASK_NAME, str(roomy / "harbor-task")], tmp_path
    )
    assert code == 0, output[-2000:]


def test_site_on_a_full_disk_writes_no_page(tiny_disk, tmp_path):
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    out = tiny_disk / "site"
    line = _one_line(*through_pipe(["site", "--trials", str(trials), "--out", str(out)], tmp_path))
    assert "nothing written" in line
    assert list(tiny_disk.iterdir()) == []


def test_export_force_on_a_full_disk_keeps_the_export_it_would_replace(
    room_for_one_export, tmp_path
):
    out = room_for_one_export / "harbor-task"
    code, said = through_pipe(["export", "harbor", TASK_NAME, str(out)], tmp_path)
    assert code == 0, said[-2000:]
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    _one_line(*through_pipe(["export", "harbor", TASK_NAME, str(out), "--force"], tmp_path))
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before  # whole, as it was
    assert [p.name for p in room_for_one_export.iterdir()] == ["harbor-task"]  # no staging left
