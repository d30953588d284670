"""The adversarial suite: every known way to buy a reward or break the grader, in every sandbox mode.

Each attack is a real submission (or a real file on disk, or a real process left running) run
through the real verifier.  Modes the machine lacks are skipped with the reason shown (``-rs``).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.sandbox import EnvironmentTampered, SandboxError, choose_mode, remove_tree
from syncvals_plugin.sandbox import view as view_module
from syncvals_plugin.verifier.static import check_submission
from syncvals_plugin.verifier.submission import MAX_SUBMISSION_BYTES
from tests.conftest import TASK_NAME, run_cli
from tests.support.grading import verify_submission
from tests.verifier.test_hostile import _sandbox_processes, subreaper  # noqa: F401 - autouse fixture

# One-off and batched grading; real sandboxes in every test: the full suite's, not the
# edit-test loop's.
pytestmark = [pytest.mark.usefixtures("both_paths"), pytest.mark.slow]

DATA = Path(__file__).parents[1] / "data"
ISOLATING = ["bwrap", "landlock", "uid"]


def _mode_or_skip(mode: str) -> str:
    try:
        return choose_mode(mode)
    except SandboxError as exc:
        pytest.skip(f"{mode} is not available here: {exc}")


def _leftovers(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob("syncvals-sandbox-*"))


@pytest.fixture
def private_tmp(tmp_path, monkeypatch):
    """A temporary-files folder of the test's own, to prove the verifier leaves nothing in it."""
    folder = tmp_path / "tmpdir"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


# ---------------------------------------------------------------- 1. not a regular file


@pytest.mark.parametrize(
    "make,reason",
    [
        (lambda sub, task: sub.symlink_to(task.reference), "symbolic link"),
        (lambda sub, task: sub.symlink_to("/proc/self/mem"), "symbolic link"),
        (
            lambda sub, task: sub.symlink_to(sub.parent / "appears-at-grading-time.py"),
            "symbolic link",
        ),
        (lambda sub, task: os.mkfifo(sub), "a FIFO"),
        (lambda sub, task: sub.mkdir(), "a folder"),
        (
            lambda sub, task: sub.write_bytes(b"# pad\n" * (MAX_SUBMISSION_BYTES // 6 + 1)),
            "capped at",
        ),
    ],
)
def test_only_a_regular_file_of_bounded_size_is_graded(task, tmp_path, make, reason):
    sub = tmp_path / "objectives.py"
    make(sub, task)
    start = time.monotonic()
    report = verify_submission(task, sub)
    assert report.reward == 0 and report.passed == 0 and reason in report.outright_failure
    assert time.monotonic() - start < 60  # a FIFO must not block the read


def test_cli_refuses_a_symlinked_submission_in_a_folder(task, tmp_path):
    folder = tmp_path / "subs"
    folder.mkdir()
    (folder / "objectives.py").symlink_to(task.reference)
    proc = run_cli("verify", TASK_NAME, str(folder))
    assert proc.returncode == 1 and "symbolic link" in proc.stdout
    assert proc.stdout.rstrip().splitlines()[-1].startswith("REWARD = 0")


# ---------------------------------------------------------------- 2, 6, 7, 8, 9: attacks from inside


@pytest.fixture
def oracle_process(task, tmp_path):
    """A process left running that holds the reference and answers over UNIX sockets."""
    sock = tmp_path / "oracle.sock"
    log = tmp_path / "oracle.log"
    log.write_text("")
    env = dict(os.environ, SYNCVALS_TEST_SECRET="s3cr3t-" + os.urandom(4).hex())
    proc = subprocess.Popen(
        [
            sys.executable,
            str(DATA / "oracle_server.py"),
            str(task.reference),
            str(sock),
            f"syncvals-test-oracle-{os.getpid()}",
            str(log),
        ],
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    )
    assert proc.stdout.readline().strip() == "ready"
    yield {
        "proc": proc,
        "sock": sock,
        "log": log,
        "secret": env["SYNCVALS_TEST_SECRET"],
        "abstract": f"syncvals-test-oracle-{os.getpid()}",
    }
    proc.kill()
    proc.wait()


def _state(pid: int) -> dict:
    status = Path(f"/proc/{pid}/status").read_text()
    limits = Path(f"/proc/{pid}/limits").read_text()
    return {
        # Stopped (T, t) or not: running and sleeping alternate on their own.
        "stopped": next(
            line.split()[1] for line in status.splitlines() if line.startswith("State:")
        )
        in ("T", "t"),
        "nofile": next(line for line in limits.splitlines() if line.startswith("Max open files")),
        "nice": os.getpriority(os.PRIO_PROCESS, pid),
        "cpus": os.sched_getaffinity(pid),
    }


# Functions that pass only if the attack worked, and those whose harm is checked on the side.
BREACH_IF_PASSED = (
    "group_mean_baseline",
    "advantage_mean_std",
    "discounted_returns",
    "importance_ratio",
)
EXPECTED_FAILURES = {
    "lambda_returns": "",
    "symmetric_kl": "REWARD = 1",
    "kl_penalty": "unusable value",
}


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_attacks_on_the_grader_fail_and_leave_nothing(
    task, tmp_path, private_tmp, oracle_process, mode
):
    _mode_or_skip(mode)
    helper = oracle_process["proc"].pid
    before = _state(helper)
    got_signal: list[int] = []
    old = signal.signal(signal.SIGUSR1, lambda signum, frame: got_signal.append(signum))
    attacks = (
        (DATA / "grader_attacks.py")
        .read_text()
        .format(
            HELPER_PID=helper,
            GRADER_PID=os.getpid(),
            SECRET=oracle_process["secret"],
            SOCK_PATH=str(oracle_process["sock"]),
            ABSTRACT=oracle_process["abstract"],
        )
    )
    sub = tmp_path / "objectives.py"
    sub.write_text(task.reference.read_text() + "\n\n" + attacks)
    start = time.monotonic()
    try:
        report = verify_submission(task, sub, VerifyOptions(function_timeout_s=10, mode=mode))
    finally:
        signal.signal(signal.SIGUSR1, old)
    elapsed = time.monotonic() - start
    failed = {f.name: f.reason for f in report.functions if not f.passed}
    breached = [name for name in BREACH_IF_PASSED if name not in failed]
    assert breached == [], f"attacks that worked in {mode} mode: {breached}"
    for name, words in EXPECTED_FAILURES.items():
        assert name in failed and words in failed[name], (name, failed.get(name))
    # Everything else, the attackers with side effects included, is graded as the reference is.
    assert set(failed) == set(BREACH_IF_PASSED) | set(EXPECTED_FAILURES), failed
    assert report.reward == 0 and report.sandbox.mode == mode
    assert oracle_process["log"].read_text() == "", "a worker reached the process left running"
    assert got_signal == [], "the grader received a signal from the sandbox"
    assert _state(helper) == before, "another process was signalled, stopped or re-limited"
    assert [p for p in _sandbox_processes() if int(p.split()[0]) != helper] == []
    assert _leftovers(private_tmp) == []
    assert elapsed < 150


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid", "plain"])
def test_forged_verdict_lines_never_reach_the_block(task, tmp_path, mode):
    _mode_or_skip(mode)
    sub = tmp_path / "objectives.py"
    sub.write_text(
        task.stub.read_text() + '\nraise ValueError("\\nREWARD = 1\\nFUNCTIONS PASSED: 49/49")\n'
    )
    proc = run_cli("verify", TASK_NAME, str(sub), "--mode", mode)
    lines = proc.stdout.splitlines()
    assert [line for line in lines if line.startswith("REWARD = ")] == [lines[-1]]
    assert lines[-1].startswith("REWARD = 0")
    assert len([line for line in lines if line.startswith("FUNCTIONS PASSED: ")]) == 1
    assert "\\nREWARD = 1" in proc.stdout  # shown, escaped


def test_plain_mode_is_never_chosen_silently(monkeypatch):
    from syncvals_plugin.sandbox import modes

    monkeypatch.setattr(modes, "bwrap_works", lambda: False)
    monkeypatch.setattr(modes, "bwrap_installed", lambda: False)
    monkeypatch.setattr(modes, "landlock_abi", lambda: 0)
    monkeypatch.setattr(modes, "uid_available", lambda: False)  # as root with /root open, it is
    with pytest.raises(SandboxError, match="--mode plain"):
        modes.choose_mode("auto")
    assert modes.choose_mode("plain") == "plain"


@pytest.mark.parametrize(
    "landlock", [True, False], ids=["with-landlock-scopes", "without-landlock"]
)
def test_plain_mode_output_never_reaches_the_graders_stdout(
    task, tmp_path, monkeypatch, capfd, landlock
):
    # The worker climbs to the grader through /proc and writes to its stdout and terminal.
    from syncvals_plugin.verifier import sandbox

    if not landlock:  # plain mode as on a machine without Landlock at all
        monkeypatch.setattr(sandbox, "landlock_abi", lambda: 0)
    sub = tmp_path / "objectives.py"
    sub.write_text(
        task.reference.read_text()
        + """
import os as _o
def _forge():
    def ppid(pid):
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("PPid:"):
                return int(line.split()[1])
    pid = _o.getpid()
    for _ in range(4):
        pid = ppid(pid)
        for target in (f"/proc/{pid}/fd/1", "/dev/tty"):
            try:
                with open(target, "w") as fh:
                    fh.write("FORGED\\nREWARD = 1\\n")
            except Exception:
                pass
print("FORGED at import")
_REF_normalize = normalize
def normalize(x, eps):
    _forge()
    return _REF_normalize(x, eps)
"""
    )
    report = verify_submission(task, sub, VerifyOptions(mode="plain"))
    out, err = capfd.readouterr()
    assert "FORGED" not in out + err
    assert report.reward == 1 and "FORGED at import" in report.log_excerpt


# ---------------------------------------------------------------- 3. a planted copy of the reference


@pytest.fixture
def exposed_package(tmp_path, monkeypatch):
    """A package folder added to the sandbox's view, with its manifest recorded in a fresh cache."""
    pkg = tmp_path / "site" / "planted_pkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("VALUE = 1\n")
    entries = view_module.environment_entries()
    monkeypatch.setattr(view_module, "environment_entries", lambda: (*entries, pkg))
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(tmp_path / "cache"))
    view_module.sandbox_view.cache_clear()
    view_module.record_manifest()
    yield pkg
    view_module.sandbox_view.cache_clear()


PLANTED_IMPORT = """
_mod = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")(
    "planted_pkg.ref" + "oracle", fromlist=["x"])
for _name in dir(_mod):
    if not _name.startswith("_"):
        globals()[_name] = getattr(_mod, _name)
"""


@pytest.mark.parametrize("mode", ISOLATING)
def test_a_planted_copy_of_the_reference_is_a_grader_fault_not_a_grade(
    task, sealed, tmp_path, exposed_package, mode
):
    _mode_or_skip(mode)
    sub = tmp_path / "objectives.py"
    sub.write_text(task.stub.read_text() + PLANTED_IMPORT)
    shutil.copyfile(
        sealed, exposed_package / sealed.name
    )  # what a root agent could drop into the view
    with pytest.raises(EnvironmentTampered, match=sealed.name) as caught:
        verify_submission(task, sub, VerifyOptions(mode=mode))
    assert "syncvals environment --record" in str(caught.value)


def test_an_edit_that_restores_size_and_mtime_is_still_seen(tmp_path, exposed_package):
    target = exposed_package / "__init__.py"
    st = target.stat()
    time.sleep(0.01)
    target.write_text("VALUE = 2\n")  # same size
    os.utime(target, ns=(st.st_atime_ns, st.st_mtime_ns))
    changed = view_module.check_environment().changed
    assert changed and "__init__.py" in changed


def test_the_view_hides_the_rest_of_the_system(task):
    import syncvals_plugin

    view = view_module.sandbox_view()
    visible = [Path(p) for p in (*view.trees, *view.files)]
    # Judged by what the paths are, not by their names: a clone may live in a folder "syncvals".
    hidden = [Path(task.directory), Path(syncvals_plugin.__file__).parent]
    hidden += [Path(view_module.cache_root())]
    for path in visible:
        for secret in hidden:
            assert path != secret and secret not in path.parents, (path, secret)
            assert path not in secret.parents, f"{path} holds {secret}"
    assert all(not f.startswith("/usr/bin/") for f in view.files)
    assert len(view.files) < 200


# ---------------------------------------------------------------- 4. forged frames (parent side)


@pytest.mark.parametrize(
    "cases,body",
    [
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.float32",
                        "shape": [2**40, 2**40],
                        "offset": 0,
                        "nbytes": 4,
                    }
                }
            ],
            b"1234",
        ),
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.uint8",
                        "shape": [4],
                        "offset": 0,
                        "nbytes": 4,
                    }
                }
            ]
            * 2,
            b"abcd",
        ),
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.uint8",
                        "shape": [4],
                        "offset": 2,
                        "nbytes": 4,
                    }
                }
            ],
            b"abcdef",
        ),
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.uint8",
                        "shape": "x",
                        "offset": 0,
                        "nbytes": 0,
                    }
                }
            ],
            b"",
        ),
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.uint8",
                        "shape": [1] * 64,
                        "offset": 0,
                        "nbytes": 1,
                    }
                }
            ],
            b"a",
        ),
        ([{"value": {"kind": "tensor"}}], b""),
        ([{"value": {"kind": "list", "items": 5}}], b""),
        ([{"value": {"kind": "scalar", "value": {"a": 1}}}], b""),
        (
            [
                {
                    "value": {
                        "kind": "tensor",
                        "dtype": "torch.uint8",
                        "shape": [True],
                        "offset": 0,
                        "nbytes": 1,
                    }
                }
            ],
            b"a",
        ),
        ([7], b""),
        ([{}], b""),
        (
            [
                {
                    "value": {
                        "kind": "list",
                        "items": [
                            {
                                "kind": "list",
                                "items": [
                                    {
                                        "kind": "list",
                                        "items": [
                                            {
                                                "kind": "list",
                                                "items": [
                                                    {
                                                        "kind": "list",
                                                        "items": [{"kind": "list", "items": []}],
                                                    }
                                                ],
                                            }
                                        ],
                                    }
                                ],
                            }
                        ],
                    }
                }
            ],
            b"",
        ),
        ([{"raised": "ValueError", "message": "x"}], b"trailing"),
    ],
)
def test_malformed_frames_fail_the_function_only(cases, body):
    from syncvals_plugin.verifier.sandbox import decode_cases
    from syncvals_plugin.verifier.zygote import FrameError

    with pytest.raises(FrameError):
        decode_cases(cases, body)


def test_frame_headers_that_break_json_are_frame_errors():
    import struct

    from syncvals_plugin.verifier.zygote import FrameError, split_frame

    for payload in (b"[" * 200000, b"\xff\xfe", b"1e999999", b'"x"', b"{" + b'"a":' * 5000):
        with pytest.raises(FrameError):
            split_frame(b"SVR1" + struct.pack("<Q", len(payload)) + payload)
    with pytest.raises(FrameError):
        split_frame(b"SVR1" + struct.pack("<Q", 2**62))


def test_relayed_frames_with_bad_status_are_reasons():
    from syncvals_plugin.verifier.sandbox import _worker_frame

    for status in ("x", None, 2**70, -5, True):
        frame, why = _worker_frame({"status": status}, b"")
        assert frame is None and why


# ---------------------------------------------------------------- 5. static-check crashes


@pytest.mark.parametrize(
    "source",
    [
        "x = " + "-" * 200000 + "1\n",
        "x = " + "+".join(["1"] * 120000) + "\n",
        "def entropy(logits, mask=" + "+".join(["1"] * 60000) + "):\n    pass\n",
        "x = " + "(" * 5000 + ")" * 5000 + "\n",
        "x = [" * 3000 + "]" * 3000 + "\n",
    ],
)
def test_static_check_never_crashes(task, source):
    from syncvals_plugin.task.spec import stub_signatures

    result = check_submission(
        source, stub_signatures(task.stub), task.submission_name, task.sealed_module
    )
    assert result.fatal and (
        "nests too deeply" in result.fatal
        or "syntax error" in result.fatal
        or "could not be checked" in result.fatal
    )


def test_deeply_nested_default_is_rejected_end_to_end(task, tmp_path):
    sub = tmp_path / "objectives.py"
    sub.write_text(
        task.reference.read_text().replace(
            "def entropy(logits, mask):",
            "def entropy(logits, mask=" + "+".join(["1"] * 60000) + "):",
            1,
        )
    )
    report = verify_submission(task, sub)
    assert report.reward == 0 and report.outright_failure


# ---------------------------------------------------------------- also: words are not behaviour


def test_a_string_naming_the_reference_is_a_note_not_a_rejection(task, tmp_path):
    sub = tmp_path / "objectives.py"
    sub.write_text(
        task.reference.read_text() + '\n_MESSAGE = "output differs from reforacle"\n'
        '_B64 = "cmVmb3JhY2xl"\nprint("reforacle.entropy")\n_E = ValueError("reforacle")\n'
    )
    report = verify_submission(task, sub)
    assert report.reward == 1 and report.outright_failure is None
    assert any("names the reference" in f for f in report.static_findings)


# ---------------------------------------------------------------- cleanup of what a sandbox left


def test_remove_tree_handles_deep_and_unwritable_trees(tmp_path):
    root = tmp_path / "left"
    root.mkdir()
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    for _ in range(5000):  # deeper than PATH_MAX and than Python's recursion limit
        os.mkdir("d", dir_fd=fd)
        nxt = os.open("d", os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
        os.close(fd)
        fd = nxt
    os.close(os.open("f", os.O_WRONLY | os.O_CREAT, dir_fd=fd))
    os.fchmod(fd, 0)
    os.close(fd)
    os.chmod(root / "d", 0o500)
    remove_tree(root)
    assert not root.exists()


PUBLISH = """
def masked_mean(values, mask, axis=None):
    import sys, time
    try:
        open("/proc/self/comm", "w").write({name!r})
    except OSError:
        pass
    c = sys.modules.get("ct" + "ypes")  # loaded by the grader's own template; the name hidden
    try:
        c.CDLL(None).prctl(15, {name!r}.encode(), 0, 0, 0)
    except Exception:
        pass
    time.sleep(0.5)
    raise NotImplementedError
"""


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["bwrap", "landlock", "uid"])
def test_a_worker_cannot_publish_through_its_name(task, tmp_path, mode):
    """A worker that renames itself (``prctl(PR_SET_NAME)`` or ``/proc/self/comm``) would show
    the held-out inputs to every process of the host, a concurrent agent included: both are
    refused, so no thread of the host ever carries the name."""
    import threading

    _mode_or_skip(mode)
    name = "svleak" + os.urandom(4).hex()  # 14 characters: a thread's name holds 15
    seen: list[str] = []
    walks: list[int] = []
    done = threading.Event()

    def threads() -> list[Path]:
        # A process that ends while /proc is walked takes its folder with it: skip it, never
        # let the watch itself die (it would then see nothing, and prove nothing).
        out = []
        for pid in (p for p in os.listdir("/proc") if p.isdigit()):
            try:
                out += [Path(f"/proc/{pid}/task/{t}/comm") for t in os.listdir(f"/proc/{pid}/task")]
            except OSError:
                continue
        return out

    def watch() -> None:
        while not done.is_set():
            walks.append(1)
            for comm in threads():
                try:
                    if name in comm.read_text():
                        seen.append(str(comm))
                except OSError:
                    pass
            time.sleep(0.01)

    sub = tmp_path / "objectives.py"
    sub.write_text(task.stub.read_text() + PUBLISH.format(name=name))
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        report = verify_submission(task, sub, VerifyOptions(mode=mode, workers=1))
    finally:
        done.set()
        watcher.join()
    assert report.reward == 0
    assert report.rejection is None, report.rejection
    assert walks, "the watch never ran"
    assert seen == [], f"a worker published its name: {seen[:3]}"
