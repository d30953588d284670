"""The held-out seed is an installation's secret: made once at random, private, never a fixed
public value unless asked for."""

from __future__ import annotations

import multiprocessing
import os
import stat

import pytest

from syncvals_plugin.errors import GraderFault
from syncvals_plugin.task.heldout import SEED_FILE, held_out_seed, seed_id, seed_text


def _seed_in(cache: str) -> int:
    from pathlib import Path

    return held_out_seed(cache=Path(cache)).value


def test_the_installation_seed_is_random_private_and_kept(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    seed = held_out_seed(cache=first)
    assert seed.source == "installation"
    assert held_out_seed(cache=first) == seed  # kept
    assert held_out_seed(cache=second).value != seed.value  # another installation, another seed
    assert stat.S_IMODE((first / SEED_FILE).stat().st_mode) == 0o600
    assert stat.S_IMODE(first.stat().st_mode) == 0o700
    assert 0 <= seed.value < 2**62


def test_processes_asking_at_once_all_get_one_seed(tmp_path):
    # A test suite's workers (or two gradings) share one cache: they must not grade on two seeds.
    cache = str(tmp_path / "shared")
    with multiprocessing.get_context("fork").Pool(8) as pool:
        seeds = pool.map(_seed_in, [cache] * 32)
    assert len(set(seeds)) == 1, seeds
    assert not [p for p in (tmp_path / "shared").iterdir() if p.name != SEED_FILE]


@pytest.mark.parametrize(
    "damage", ["others-may-read", "not-a-number", "out-of-range", "empty"], ids=str
)
def test_a_seed_that_is_no_secret_or_no_seed_is_replaced(tmp_path, damage):
    path = tmp_path / SEED_FILE
    tmp_path.chmod(0o700)
    path.write_bytes(
        {"not-a-number": b"twelve\n", "out-of-range": b"%d\n" % 2**70, "empty": b""}.get(
            damage, seed_text(12345)
        )
    )
    path.chmod(0o644 if damage == "others-may-read" else 0o600)
    seed = held_out_seed(cache=tmp_path)
    assert seed.value != 12345 and stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_symlinked_seed_is_a_grader_fault(tmp_path):
    (tmp_path / "elsewhere").write_bytes(seed_text(7))
    os.symlink(tmp_path / "elsewhere", tmp_path / SEED_FILE)
    with pytest.raises(GraderFault, match="held-out seed"):
        held_out_seed(cache=tmp_path)


def test_a_fixed_seed_only_when_asked_and_its_id_hides_it():
    fixed = held_out_seed(12345)
    assert (fixed.value, fixed.source) == (12345, "fixed")
    assert fixed.id == seed_id(12345) != seed_id(12346)
    assert "12345" not in fixed.id and len(fixed.id) == 16
