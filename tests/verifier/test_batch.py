"""One sandbox for a batch, expected outputs cached torch-free, a parent that never imports torch."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.sandbox import choose_mode
from syncvals_plugin.task.spec import load_task
from syncvals_plugin.verifier import sandbox as sandbox_module
from syncvals_plugin.verifier.expected import bundle_key, cache_path
from syncvals_plugin.verifier.verify import grading_batch
from tests.conftest import TASK_NAME
from tests.support.grading import verify_submission

# Real sandboxes (or a real browser) in every test: the full suite's, not the edit-test loop's.
pytestmark = pytest.mark.slow


def _mode_or_skip(mode: str) -> None:
    try:
        choose_mode(mode)
    except Exception as exc:  # noqa: BLE001 - the reason is shown by -rs
        pytest.skip(str(exc))


def _with_head(task, head: str) -> str:
    """The stub with ``head`` run at import (after its ``from __future__`` line)."""
    first, rest = task.stub.read_text().split("\n", 1)
    return f"{first}\n{head}\n{rest}"


def test_a_warm_cache_grades_without_torch_in_the_parent(task, tmp_path):
    code = (
        "import sys\n"
        "from syncvals_plugin.plugins import make_plugin_manager\n"
        "from syncvals_plugin.host import get_task\n"
        "from syncvals_plugin.verifier.plugin import verify\n"
        "pm = make_plugin_manager()\n"
        f"report = verify(pm, get_task(pm, {TASK_NAME!r}), {str(task.reference)!r})\n"
        "print(report.reward, 'torch' in sys.modules)\n"
    )
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert first.stdout.split()[0] == "1", first.stderr
    assert second.stdout.split() == ["1", "False"], second.stderr


def test_a_damaged_bundle_is_rebuilt_and_a_changed_reference_gets_its_own(
    task, tmp_path, private_cache
):
    from syncvals_plugin.host import Host, TaskCases
    from syncvals_plugin.plugins import make_plugin_manager

    verify_submission(task, task.stub)  # builds or reuses the bundle of the built-in suite
    cases = TaskCases(Host(make_plugin_manager()), task)
    path = cache_path(bundle_key(task, cases.fingerprint))
    verify_submission(task, task.stub, cases=cases)
    assert path.is_file()
    path.write_bytes(path.read_bytes()[:-10] + b"broken!!!!")
    report = verify_submission(task, task.reference, cases=cases)
    assert report.reward == 1  # rebuilt, not trusted
    copy = tmp_path / "task"
    shutil.copytree(task.directory, copy)
    changed = copy / "solution" / task.submission_name
    changed.write_text(changed.read_text() + "\n# another revision\n")
    assert bundle_key(load_task(copy), cases.fingerprint) != bundle_key(task, cases.fingerprint)


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_a_batch_grades_as_one_off_runs_do_and_nothing_crosses_submissions(task, tmp_path, mode):
    _mode_or_skip(mode)
    writer = tmp_path / "writer.py"
    writer.write_text(
        _with_head(
            task,
            "import os as _o\n"
            "_p = _o.path.join(_o.environ.get('TMPDIR', '/tmp'), 'left-behind.txt')\n"
            "try:\n"
            "    open(_p, 'w').write('x')\n"
            "    print('WROTE', _o.path.exists(_p))\n"
            "except OSError as _e:\n"
            "    print('WRITE REFUSED', _e.errno)\n"
            "print('AAA-MARK')\n",
        )
    )
    reader = tmp_path / "reader.py"
    reader.write_text(
        _with_head(
            task,
            "import os as _o\n"
            "_p = _o.path.join(_o.environ.get('TMPDIR', '/tmp'), 'left-behind.txt')\n"
            "print('SEEN', _o.path.exists(_p))\n",
        )
    )
    options = VerifyOptions(mode=mode)
    launches = []
    real_launch = sandbox_module.Sandbox.launch

    def counting(self):
        launches.append(1)
        return real_launch(self)

    sandbox_module.Sandbox.launch = counting
    try:
        with grading_batch():
            reports = [
                verify_submission(task, sub, options)
                for sub in (task.reference, writer, reader, task.stub, task.reference)
            ]
    finally:
        sandbox_module.Sandbox.launch = real_launch
    assert [r.reward for r in reports] == [1, 0, 0, 0, 1]
    assert len(launches) == 1, "a batch starts one sandbox (torch is imported once)"
    written, seen = reports[1].log_excerpt, reports[2].log_excerpt
    assert "AAA-MARK" in written and "AAA-MARK" not in seen  # each log is its own
    if mode == "bwrap":
        assert "WROTE True" in written  # its /tmp is writable ...
    if mode in ("landlock", "uid"):
        assert "WRITE REFUSED" in written  # no writable folder at all
    assert "SEEN True" not in seen and "SEEN False" in seen  # ... and emptied before the next
    single = verify_submission(task, reader, options)
    assert [f.passed for f in single.functions] == [f.passed for f in reports[2].functions]


def test_re_verification_grades_its_share_in_one_batch(task, tmp_path):
    from syncvals_plugin.agents.reverify import _reverify_chunk
    from syncvals_plugin.plugins import make_plugin_manager, portable
    from syncvals_plugin.records.store import read_trial, write_trial

    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    record = read_trial(seed)
    paths = []
    for name in ("trial_a", "trial_b"):
        record.result.trial_name = name
        paths.append(str(write_trial(record, tmp_path)))
    launches = []
    real_launch = sandbox_module.Sandbox.launch
    sandbox_module.Sandbox.launch = lambda self: launches.append(1) or real_launch(self)
    try:
        changes = _reverify_chunk(portable(make_plugin_manager()), paths, rewrite=False)
    finally:
        sandbox_module.Sandbox.launch = real_launch
    assert [c.new_reward for c in changes] == [0.0, 0.0] and len(launches) == 1


def test_what_cannot_be_wiped_gets_the_next_submission_a_fresh_sandbox(task, tmp_path):
    _mode_or_skip("bwrap")
    locker = tmp_path / "locker.py"
    locker.write_text(
        _with_head(
            task,
            "import os as _o\n"
            "_d = '/tmp/locked'\n"
            "try:\n"
            "    _o.makedirs(_d + '/inner', exist_ok=True)\n"
            "    open(_d + '/inner/x', 'w').write('x')\n"
            "    _o.chmod(_d, 0)\n"
            "except OSError:\n"
            "    pass\n",
        )
    )
    options = VerifyOptions(mode="bwrap")
    launches = []
    real_launch = sandbox_module.Sandbox.launch
    sandbox_module.Sandbox.launch = lambda self: launches.append(1) or real_launch(self)
    try:
        with grading_batch():
            first = verify_submission(task, locker, options)
            after = verify_submission(task, task.reference, options)
    finally:
        sandbox_module.Sandbox.launch = real_launch
    assert first.reward == 0 and after.reward == 1
    assert len(launches) == 2, "a folder the zygote could not empty must not reach the next one"
