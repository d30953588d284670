"""Hostile submissions against the real sandbox: no undeserved point, nothing escapes, nothing lingers."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from pathlib import Path

import pytest

from syncvals_plugin.records.options import VerifyOptions
from tests.conftest import TASK_NAME, run_cli
from tests.support.grading import verify_submission

# One-off and batched grading; real sandboxes in every test: the full suite's, not the
# edit-test loop's.
pytestmark = [pytest.mark.usefixtures("both_paths"), pytest.mark.slow]

DATA = Path(__file__).parents[1] / "data"
POISONED = {
    "masked_max": "timed out",
    "masked_sum": "exited with code 3",
    "logsumexp": "KeyboardInterrupt",
    "log_softmax": "SystemExit",
    "logprob_at_temperature": "",
    "smoothed_nll": "",
    "normalized_entropy": "",
    "cross_entropy": "",
    "top_k_mask": "",
    "median_reward": "",
    "mode_label": "",
    "argmax_tokens": "tensor subclass",
    "quantile_lower": "not a tensor",
    "cumulative_max": "",
    "bucketize_reward": "",
    "first_nonzero_index": "",
    "pad_mask_from_lengths": "",
}


_BEFORE: set[int] = set()


def _sandbox_processes() -> list[str]:
    """Live descendants of this test process that the current test started.

    The autouse fixture below makes this process a child subreaper, so an orphan the verifier
    leaves behind is re-parented here (not to init) and cannot hide from this walk.
    """
    parents: dict[int, tuple[int, str, str]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        name = text[text.index("(") + 1 : text.rindex(")")]
        state, ppid = text[text.rindex(")") + 2 :].split()[:2]
        parents[int(stat.parent.name)] = (int(ppid), state, name)
    me, found = os.getpid(), []
    for pid, (ppid, state, name) in parents.items():
        chain = ppid
        while chain not in (0, 1, me) and chain in parents:
            chain = parents[chain][0]
        if chain == me and state != "Z" and pid not in _BEFORE:
            found.append(f"{pid} {name} ({state})")
    return found


@pytest.fixture(autouse=True)
def subreaper():
    import ctypes

    ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    _BEFORE.clear()
    _BEFORE.update(int(p.split()[0]) for p in _sandbox_processes())  # e.g. a multiprocessing helper
    yield


@pytest.fixture
def listener():
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    srv.settimeout(0.2)
    hits: list[bytes] = []
    stop = threading.Event()

    def serve():
        while not stop.is_set():
            try:
                conn, _ = srv.accept()
            except OSError:
                continue
            hits.append(conn.recv(64))
            conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield srv.getsockname()[1], hits
    stop.set()
    thread.join()
    srv.close()


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid"])
def test_poisoned_functions_fail_alone(task, sealed, tmp_path, listener, mode):
    from syncvals_plugin.sandbox import SandboxError, choose_mode

    try:
        choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(str(exc))
    port, hits = listener
    escape = tmp_path / "escaped.txt"
    attacks = (
        (DATA / "hostile_functions.py")
        .read_text()
        .format(
            PORT=port,
            ESCAPE_PATH=str(escape),
            REF_PATH=str(task.reference)[::-1],
            SEALED_PATH=str(sealed)[::-1],
        )
    )
    sub = tmp_path / "objectives.py"
    sub.write_text(task.reference.read_text() + "\n\n" + attacks)
    start = time.monotonic()
    report = verify_submission(task, sub, VerifyOptions(function_timeout_s=6, mode=mode))
    elapsed = time.monotonic() - start
    failed = {f.name: f.reason for f in report.functions if not f.passed}
    assert set(failed) == set(POISONED), failed
    for name, expected_reason in POISONED.items():
        assert expected_reason in failed[name], (name, failed[name])
    assert (
        report.passed == 49 - len(POISONED) and report.reward == 0 and report.sandbox.mode == mode
    )
    assert not escape.exists() and not Path(str(escape) + ".pickle").exists()
    assert hits == []
    assert _sandbox_processes() == []
    assert elapsed < 120


def _write(tmp_path: Path, body: str, base: str = "") -> Path:
    sub = tmp_path / "objectives.py"
    sub.write_text(base + "\n" + body)
    return sub


@pytest.mark.parametrize(
    "body,reason",
    [
        ("import reforacle\n", "imports the reference"),
        ("from reforacle import entropy as _e\n", "imports the reference"),
        ("_m = __import__('reforacle')\n", "__import__"),
        ("_m = __import__(''.join(['ref', 'oracle']))\n", "dynamic loading"),
        ("import importlib\n_m = importlib.import_module('x')\n", "dynamic loading"),
        (
            "import importlib.util\n_s = importlib.util.spec_from_file_location('r', '/x/r.so')\n",
            "dynamic loading",
        ),
        ("import syncvals_plugin\n", "imports the reference"),
        ("import numpy\n", "only torch and the standard library"),
        ("import ctypes\n", "dynamic loading"),
        ("import pkgutil\n_f = pkgutil.resolve_name('reforacle:entropy')\n", "dynamic loading"),
        # a dotted path resolved by name: pydoc, logging.config, mock.patch import it
        ("import pydoc\n_f = pydoc.locate('reforacle.entropy')\n", "import path"),
        (
            "import logging.config\n"
            "_f = logging.config.BaseConfigurator({}).resolve('reforacle.entropy')\n",
            "import path",
        ),
        ("import pydoc\n_m = pydoc.locate(name='reforacle')\n", "import path"),
        # code held in a string is code: exec, an interpreter, an annotation's evaluation run it
        (
            "import code\ncode.InteractiveInterpreter().runsource('import reforacle as R')\n",
            "holds code",
        ),
        ("def f(x) -> \"__import__('reforacle').entropy\":\n    pass\n", "holds code"),
        # unpickling imports what the data names (GLOBAL reforacle.top_k_mask)
        ("import pickle\n_f = pickle.loads(bytes.fromhex('80'))\n", "dynamic loading"),
        ("import io\n_f = torch.load(io.BytesIO(b''), weights_only=False)\n", "dynamic loading"),
        ("def entropy(logits, mask:\n    pass\n", "syntax error"),
    ],
)
def test_plain_references_fail_outright(task, tmp_path, body, reason):
    sub = _write(tmp_path, body, task.reference.read_text())
    proc = run_cli("verify", TASK_NAME, str(sub), "--json")
    report = json.loads(proc.stdout)
    assert proc.returncode == 1 and report["reward"] == 0 and report["passed"] == 0
    assert reason in report["outright_failure"].replace("loads code dynamically", "dynamic loading")
    assert "objectives.py line" in report["outright_failure"]


@pytest.mark.parametrize(
    "body",
    [
        "raise ValueError('do not import reforacle here')\n",
        "_NOTE = 'reforacle'\n",
        "print('reforacle.entropy(x)')\n",
    ],
)
def test_a_message_naming_the_reference_is_words_not_code(task, body):
    """A string that names the reference without being code that imports it is a note."""
    from syncvals_plugin.verifier import check_submission

    result = check_submission(body, {}, "objectives.py", "reforacle")
    assert result.fatal is None and any("names the reference" in f for f in result.findings)


def test_signature_change_fails_that_function_only(task, tmp_path):
    body = "def entropy(logits, mask, extra=None):\n    return _REF(logits, mask)\n"
    sub = _write(tmp_path, "_REF = entropy\n" + body, task.reference.read_text())
    report = verify_submission(task, sub)
    assert [f.name for f in report.functions if not f.passed] == ["entropy"]
    assert "differs from the stub" in report.functions[task.functions.index("entropy")].reason


def test_liar_gets_nothing(task, tmp_path):
    out = tmp_path / "logs"
    out.mkdir()
    body = f"""
import sys as _s
print("FUNCTIONS PASSED: 49/49  (partial_score=1.000)")
print("REWARD = 1   (1 iff ALL 49 functions match the sealed reference exactly)")
_s.stderr.write("REWARD = 1\\n")
try:
    open({str(out / "reward.txt")!r}, "w").write("1\\n")
except OSError:
    pass
torch.allclose = lambda *a, **k: True
torch.equal = lambda *a, **k: True
torch.Tensor.__eq__ = lambda *a, **k: True
"""
    sub = _write(tmp_path, body, task.stub.read_text())
    proc = run_cli("verify", TASK_NAME, str(sub), "--out", str(out))
    assert proc.stdout.rstrip().splitlines()[-1].startswith("REWARD = 0")
    assert "FUNCTIONS PASSED: 0/49" in proc.stdout and proc.returncode == 1
    assert (out / "reward.txt").read_text() == "0\n"


@pytest.mark.parametrize(
    "body,expect",
    [
        ("import os as _o\n_o._exit(7)\n", "exited with code 7"),
        ("import time as _t\n_t.sleep(600)\n", "did not finish within"),
        ("raise KeyboardInterrupt\n", "KeyboardInterrupt"),
    ],
)
def test_import_that_crashes_or_hangs_is_detected_once(task, tmp_path, body, expect):
    sub = _write(tmp_path, body, task.reference.read_text())
    start = time.monotonic()
    report = verify_submission(task, sub, VerifyOptions(startup_timeout_s=30, function_timeout_s=3))
    assert time.monotonic() - start < 60
    assert report.passed == 0 and report.reward == 0 and expect in report.outright_failure
    assert _sandbox_processes() == []


def test_stdout_flood_at_import_is_capped_and_grading_goes_on(task, tmp_path):
    body = "import sys as _s\n_s.stdout.write('x' * (64 * 2**20))\n_s.stdout.flush()\n"
    sub = _write(tmp_path, body, task.reference.read_text())
    report = verify_submission(task, sub)
    assert report.reward == 1 and report.passed == 49
    assert len(report.log_excerpt) <= 5000 and "more bytes of output dropped" in report.log_excerpt


def test_processes_spawned_at_import_do_not_outlive_the_verifier(task, tmp_path):
    body = (
        "import os as _o, time as _t\n"
        "for _i in range(64):\n"
        "    if _o.fork() == 0:\n"
        "        _t.sleep(300)\n"
        "        _o._exit(0)\n"
    )
    sub = _write(tmp_path, body, task.reference.read_text())
    report = verify_submission(task, sub)
    # Submission code runs only in workers, which may not fork: the import fails, saying why.
    assert report.reward == 0 and "Operation not permitted" in report.outright_failure
    assert _sandbox_processes() == []


def test_binary_garbage_is_rejected_with_a_reason(task, tmp_path):
    sub = tmp_path / "objectives.py"
    sub.write_bytes(b"def masked_mean(values, mask, axis=None):\n    return 1\x00\xff\xfe\n")
    report = verify_submission(task, sub)
    assert report.reward == 0 and report.passed == 0
    assert (
        report.outright_failure.startswith("objectives.py: syntax error")
        and "null bytes" in report.outright_failure
    )


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_a_submission_carrying_the_sealed_module_cannot_load_it(
    task, sealed, tmp_path, mode, machine_wide
):
    # The battery's carry-binary attack: the sealed module's bytes inside the submission, written
    # to a writable folder and imported at grading time.  Before workers were refused file-backed
    # executable mappings this earned REWARD = 1 in bubblewrap mode.
    import shutil
    import subprocess

    from syncvals_plugin.agents.attacks import carry_command
    from syncvals_plugin.sandbox import SandboxError, choose_mode

    try:
        choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(str(exc))
    shutil.copy(task.stub, tmp_path / task.submission_name)
    shutil.copy(sealed, tmp_path / sealed.name)
    made = subprocess.run(
        ["bash", "-c", carry_command(task)], cwd=tmp_path, capture_output=True, text=True
    )
    assert made.returncode == 0, made.stderr
    sub = tmp_path / task.submission_name
    assert 100_000 < sub.stat().st_size < 1_048_576  # under the size cap: only the sandbox stops it
    # Plain mode writes the host's own /tmp: one test at a time uses /tmp/carried (machine_wide).
    shutil.rmtree("/tmp/carried", ignore_errors=True)
    try:
        report = verify_submission(task, sub, VerifyOptions(mode=mode))
    finally:
        shutil.rmtree("/tmp/carried", ignore_errors=True)
    assert report.reward == 0 and report.passed == 0, [f.reason for f in report.functions][:3]
    refused = ("failed to map segment", "Permission denied", "No module named", "Read-only")
    # uid mode's workers may not write at all (seccomp): the bytes never reach a file.
    refused += ("Operation not permitted",) if mode == "uid" else ()
    reasons = {f.reason for f in report.functions}
    assert all(any(word in r for word in refused) for r in reasons), reasons


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_every_standard_library_module_a_submission_imports_still_loads(task, tmp_path, mode):
    # Workers may map no new native code from a file, so the template loads the standard
    # library's compiled modules first: a submission importing them still passes.
    from syncvals_plugin.sandbox import SandboxError, choose_mode

    try:
        choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(str(exc))
    imports = (
        "import array, bisect, cmath, decimal, fractions, heapq, json, math, statistics, "
        "unicodedata, zlib\n"
        "import _decimal, _statistics, _bisect, _heapq, _json\n"
        "assert decimal.Decimal('1.5') + 1 == decimal.Decimal('2.5')\n"
        "assert statistics.median([3, 1, 2]) == 2 and zlib.crc32(b'x')\n"
    )
    source = task.reference.read_text().replace("import torch\n", "import torch\n" + imports, 1)
    assert imports in source
    sub = _write(tmp_path, source)
    report = verify_submission(task, sub, VerifyOptions(mode=mode))
    assert report.reward == 1, [f.reason for f in report.functions if not f.passed][:3]


def test_a_string_holding_a_relative_import_is_checked_not_a_crash():
    """``"from . import reforacle"`` is code importing the reference; the check never fails on
    a relative import's missing module name."""
    from syncvals_plugin.verifier import check_submission

    result = check_submission(
        'NOTE = "from . import reforacle"\n', {}, "objectives.py", "reforacle"
    )
    assert result.rejection == "reference"
    result = check_submission('NOTE = "from . import helpers"\n', {}, "objectives.py", "reforacle")
    assert result.fatal is None
