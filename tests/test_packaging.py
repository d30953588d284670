"""The wheel: subpackages under syncvals_plugin, the task folder as package data, no generic names."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_layout(tmp_path):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(ROOT),
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path),
            "-q",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    [wheel] = tmp_path.glob("syncvals-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"syncvals_plugin", next(t for t in tops if t.endswith(".dist-info"))}
    for needed in (
        "syncvals_plugin/verifier/sandbox.py",
        "syncvals_plugin/verifier/zygote.py",
        "syncvals_plugin/sandbox/kernel.py",
        "syncvals_plugin/classifier/__init__.py",
        "syncvals_plugin/task_data/reverse-engineer-objectives/task.toml",
        "syncvals_plugin/task_data/reverse-engineer-objectives/environment/timer.sh",
        "syncvals_plugin/task_data/reverse-engineer-objectives/solution/objectives.py",
        "syncvals_plugin/task_data/reverse-engineer-objectives/tests/test.sh",
        "syncvals_plugin/export/harbor_env/syncvals_local_env.py",
    ):
        assert needed in names, needed
    # The held-out seed is a secret of each installation and export: no wheel carries one.
    assert not [n for n in names if "seed" in n.rsplit("/", 1)[-1]], names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert (
        "syncvals = syncvals_plugin.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()
    )


def test_setuptools_is_pinned_once_in_spirit_and_its_runtime_use_explained():
    """``setuptools`` is both a build requirement and a runtime dependency: ``task/seal.py``
    compiles the sealed module through it at run time.  The two floors are the same, and the
    runtime one says why it is there."""
    import tomllib

    from syncvals_plugin.task import seal

    text = (ROOT / "pyproject.toml").read_text()
    config = tomllib.loads(text)
    build = [r for r in config["build-system"]["requires"] if r.startswith("setuptools")]
    runtime = [r for r in config["project"]["dependencies"] if r.startswith("setuptools")]
    assert len(build) == len(runtime) == 1 and build == runtime
    assert "from setuptools import" in seal._BUILD_SCRIPT  # the runtime use it is pinned for
    before = text[: text.rindex(f'"{runtime[0]}",')].splitlines()[-3:]
    assert any("task/seal.py" in line and line.strip().startswith("#") for line in before)
