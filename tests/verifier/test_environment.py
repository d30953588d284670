"""A grader fault is never a score: a system update changes no grade, a real change to what the
submission loads is a fault with its own exit code and no reward, recorded as HARNESS_ERROR."""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from syncvals_plugin.errors import GRADER_FAULT_EXIT
from syncvals_plugin.sandbox import Drift, packages
from syncvals_plugin.sandbox import view as view_module
from syncvals_plugin.verifier import verify as verify_module
from tests.conftest import TASK_NAME
from tests.support.grading import verify_submission

# Real sandboxes (or a real browser) in every test: the full suite's, not the edit-test loop's.
pytestmark = pytest.mark.slow


@pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("ldconfig"),
    reason="rewriting the loader cache needs root",
)
def test_a_system_update_that_rewrites_the_loader_cache_changes_no_grade(task):
    verify_submission(task, task.stub)  # the manifest is recorded before the "update"
    before = os.stat("/etc/ld.so.cache")
    subprocess.run(["ldconfig"], check=True)  # what every apt-get install ends with
    after = os.stat("/etc/ld.so.cache")
    assert (before.st_ino, before.st_ctime_ns) != (after.st_ino, after.st_ctime_ns)
    assert view_module.check_environment().changed is None
    assert verify_submission(task, task.reference).reward == 1
    assert verify_submission(task, task.stub).reward == 0


@pytest.fixture
def package_in_view(tmp_path, monkeypatch):
    """A pip-installed package and a dpkg-installed library inside the sandbox's view, with a
    manifest recorded in a fresh cache; the package managers' records are real files."""
    site = tmp_path / "site"
    pkg = site / "planted_pkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("VALUE = 1\n")
    lib = tmp_path / "usr" / "lib" / "libplanted.so.1"
    lib.parent.mkdir(parents=True)
    lib.write_bytes(b"\x7fELF version 1")
    entries = view_module.environment_entries()
    monkeypatch.setattr(view_module, "environment_entries", lambda: (*entries, pkg))
    fresh_view = view_module._fresh_view
    monkeypatch.setattr(
        view_module,
        "_fresh_view",
        lambda: (v := fresh_view()).__class__(v.trees, v.holes, (*v.files, str(lib)), v.links),
    )
    info = tmp_path / "dpkg-info"
    info.mkdir()
    monkeypatch.setattr(packages, "DPKG_INFO", info)
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(tmp_path / "cache"))
    view_module.sandbox_view.cache_clear()
    view_module.record_manifest()
    yield site, pkg, lib, info
    view_module.sandbox_view.cache_clear()


def _pip_record(site: Path, pkg: Path, content: bytes) -> None:
    digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
    dist = site / "planted_pkg-2.0.dist-info"
    dist.mkdir(exist_ok=True)
    (dist / "RECORD").write_text(
        f"planted_pkg/__init__.py,sha256={digest},{len(content)}\nplanted_pkg-2.0.dist-info/RECORD,,\n"
    )


def test_a_package_manager_update_is_re_recorded(package_in_view):
    site, pkg, lib, info = package_in_view
    new = b"VALUE = 2  # version 2\n"
    _pip_record(site, pkg, new)  # pip install -U planted_pkg
    (pkg / "__init__.py").write_bytes(new)
    lib.write_bytes(b"\x7fELF version 2, longer")  # apt-get upgrade of the library
    rel = str(lib).lstrip("/")
    md5 = hashlib.md5(lib.read_bytes()).hexdigest()
    (info / "libplanted1:amd64.md5sums").write_text(f"{md5}  {rel}\n")
    drift = view_module.check_environment()
    assert drift.changed is None
    assert "pip: planted_pkg" in drift.updated and "dpkg: libplanted1:amd64" in drift.updated
    assert view_module.check_environment() == Drift()  # re-recorded


def test_a_change_no_package_manager_vouches_for_is_named(package_in_view):
    site, pkg, lib, info = package_in_view
    _pip_record(site, pkg, b"VALUE = 2\n")
    (pkg / "__init__.py").write_text("VALUE = 3  # not what pip installed\n")
    (pkg / "reforacle.py").write_text("planted = True\n")
    drift = view_module.check_environment()
    assert "__init__.py" in drift.changed and "reforacle.py" in drift.changed


def test_a_grader_fault_writes_no_reward_and_exits_with_its_own_code(
    task, tmp_path, monkeypatch, capsys
):
    from syncvals_plugin.cli import main

    monkeypatch.setattr(
        verify_module, "check_environment", lambda: Drift(changed="changed: /usr/lib/libx.so")
    )
    out = tmp_path / "out"
    code = main(["verify", TASK_NAME, str(task.reference), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == GRADER_FAULT_EXIT == 3
    assert not (out / "reward.txt").exists()
    assert "grader fault" in err and "/usr/lib/libx.so" in err and "--record" in err


def test_the_runner_records_a_grader_fault_as_the_harness_s_error(task, tmp_path, monkeypatch):
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.runner import run_trial
    from syncvals_plugin.plugins import make_plugin_manager

    monkeypatch.setattr(
        verify_module, "check_environment", lambda: Drift(changed="changed: /usr/lib/libx.so")
    )
    pm = make_plugin_manager()
    record = run_trial(TrialConfig(task=task, agent="oracle", trials_dir=tmp_path / "trials"), pm)
    assert record.report is None and record.result.reward is None
    assert record.result.exception_info.exception_type == "GraderFault"
    assert record.classification.verdict == "HARNESS_ERROR"
    assert not (record.path / "verifier" / "reward.txt").exists()


@pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("dpkg-deb") or not shutil.which("dpkg"),
    reason="installing a package needs root and dpkg",
)
def test_installing_and_removing_a_system_package_changes_no_grade(task, tmp_path):
    """A real package installed and removed by dpkg (built here, offline): a library beside the
    ones the sandbox loads, and the loader cache rewritten by its trigger, as apt-get does."""
    name = f"syncvals-test-lib-{os.getpid()}"
    root = tmp_path / "pkg"
    (root / "DEBIAN").mkdir(parents=True)
    libdir = root / "usr" / "lib" / "syncvals-test"
    libdir.mkdir(parents=True)
    (libdir / "libsyncvalstest.so.1").write_bytes(b"\x7fELF not a real library\n")
    (root / "DEBIAN" / "control").write_text(
        f"Package: {name}\nVersion: 1.0\nArchitecture: all\nMaintainer: tests <t@localhost>\n"
        "Description: a package the SyncVals tests install and remove\n"
    )
    deb = tmp_path / f"{name}.deb"
    subprocess.run(["dpkg-deb", "--build", str(root), str(deb)], check=True, capture_output=True)
    verify_submission(task, task.stub)  # the manifest exists before the installation
    try:
        subprocess.run(["dpkg", "-i", str(deb)], check=True, capture_output=True)
        subprocess.run(["ldconfig"], check=True)
        assert verify_submission(task, task.reference).reward == 1
    finally:
        subprocess.run(["dpkg", "-r", name], capture_output=True)
        subprocess.run(["ldconfig"], check=False)
    assert verify_submission(task, task.reference).reward == 1
    assert verify_submission(task, task.stub).reward == 0


def test_the_view_probe_finds_every_system_file_that_importing_torch_maps():
    # The probe loads the environment's shared objects instead of importing torch (a quarter of
    # the cost); every system file a real `import torch, numpy` maps must still be in the view.
    found = set(view_module._probe_system_files())
    site = sorted({str(e.parent) for e in view_module.environment_entries()})
    code = (
        f"import sys; sys.path[:0] = {site!r}; import torch, numpy; "
        "print('\\n'.join({l.split()[-1] for l in open('/proc/self/maps')}))"
    )
    proc = subprocess.run(
        [str(view_module.interpreter()), "-I", "-S", "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": "/usr/bin:/bin", "OMP_NUM_THREADS": "1"},
    )
    mapped = set(view_module.system_files(proc.stdout.splitlines()))
    assert mapped, "the import mapped no system file: the comparison would prove nothing"
    assert mapped <= found, sorted(mapped - found)
