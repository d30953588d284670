"""A grade is right or it is absent: the attacks of the threat model (docs/threat-model.md) on
the expected outputs, on a batch neighbour and through System V IPC, run in every sandbox mode
this machine offers."""

from __future__ import annotations

import ctypes
import hashlib
import os
import secrets
import stat
from pathlib import Path

import pytest

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.verifier.expected import (
    MAGIC,
    SIGNING_KEY,
    bundle_key,
    cache_path,
    signing_key,
)
from syncvals_plugin.verifier.verify import grading_batch
from syncvals_plugin.verifier.zygote import encode_frame, split_frame
from tests.support.grading import verify_submission
from tests.verifier.test_batch import _mode_or_skip, _with_head

# Real sandboxes (or a real browser) in every test: the full suite's, not the edit-test loop's.
pytestmark = pytest.mark.slow

MODES = ["bwrap", "landlock", "uid", "plain"]


# ---------------------------------------------------------------- the expected outputs


def _poison(data: bytes) -> bytes:
    """Every expected outcome rewritten to "raises NotImplementedError" (what the stub does), with
    the header recomputed the only way an attacker without the key can: a plain SHA-256."""
    _head, _, payload = data.partition(b"\n")
    inputs_header, inputs_body, used = split_frame(payload, len(payload))
    header, body, _ = split_frame(payload[used:], len(payload))
    for entry in header["functions"].values():
        entry["expected"] = [
            {"raised": "NotImplementedError", "message": ""} for _ in entry["expected"]
        ]
    forged = encode_frame(inputs_header, [inputs_body]) + encode_frame(header, [])
    return MAGIC + b" " + hashlib.sha256(forged).hexdigest().encode() + b"\n" + forged


def test_a_poisoned_cache_buys_the_stub_nothing(task, private_cache):
    from syncvals_plugin.host import Host, TaskCases
    from syncvals_plugin.plugins import make_plugin_manager

    cases = TaskCases(Host(make_plugin_manager()), task)
    assert verify_submission(task, task.stub, cases=cases).reward == 0  # the bundle exists now
    path = cache_path(bundle_key(task, cases.fingerprint))
    forged = _poison(path.read_bytes())
    path.write_bytes(forged)
    report = verify_submission(task, task.stub, cases=cases)
    assert report.reward == 0 and report.passed == 0
    assert path.read_bytes() != forged, "the forged bundle was kept"
    assert verify_submission(task, task.reference, cases=cases).reward == 1


def test_a_bundle_signed_with_another_key_is_rebuilt(task, private_cache):
    from syncvals_plugin.host import Host, TaskCases
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.verifier.expected import sign

    cases = TaskCases(Host(make_plugin_manager()), task)
    verify_submission(task, task.stub, cases=cases)
    path = cache_path(bundle_key(task, cases.fingerprint))
    payload = _poison(path.read_bytes()).partition(b"\n")[2]
    path.write_bytes(sign(payload, secrets.token_hex(32).encode()))  # a key guessed or planted
    assert verify_submission(task, task.stub, cases=cases).reward == 0


def test_the_cache_and_its_key_are_this_user_s_alone(tmp_path, monkeypatch):
    root = tmp_path / "cache"
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(root))
    key = signing_key()
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
    assert stat.S_IMODE((root / SIGNING_KEY).stat().st_mode) == 0o600
    assert signing_key() == key
    (root / SIGNING_KEY).chmod(0o644)  # others could have read it: replaced
    assert signing_key() != key
    (root / SIGNING_KEY).unlink()
    (root / SIGNING_KEY).symlink_to(tmp_path / "elsewhere")
    from syncvals_plugin.errors import GraderFault

    with pytest.raises(GraderFault, match="cannot be read safely"):
        signing_key()


# ---------------------------------------------------------------- a batch neighbour

_SCAN = r"""
_IMPORT = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")
_c = _IMPORT("ct" + "ypes")
import mmap as _m
def _scan(needle):
    # Every anonymous mapping this worker inherited (the freed heap included), read through a
    # buffer of its own that is left out, and the needle object's own bytes left out.
    own = id(needle) + bytes.__basicsize__ - 1
    buf = _m.mmap(-1, 1 << 26)
    mine = _c.addressof(_c.c_char.from_buffer(buf))
    hits = 0
    try:
        regions = []
        for line in open('/proc/self/maps'):
            parts = line.split()
            lo, hi = (int(x, 16) for x in parts[0].split('-'))
            if 'r' in parts[1] and (len(parts) < 6 or parts[5].startswith('[heap')):
                regions.append((lo, hi))
        mem = open('/proc/self/mem', 'rb', 0)
        def read(lo, n):
            mem.seek(lo)
            return mem.readinto(memoryview(buf)[:n])
    except OSError:  # /proc/self is closed (Landlock): the brk heap, found from malloc's counters
        libc = _c.CDLL(None)
        libc.sbrk.restype = _c.c_void_p
        class _MI(_c.Structure):
            _fields_ = [(n, _c.c_size_t) for n in 'a b c d e f g h i j'.split()]
        libc.mallinfo2.restype = _MI
        end = libc.sbrk(0)
        regions = [(end - libc.mallinfo2().a, end)]
        def read(lo, n):
            _c.memmove(_c.addressof(_c.c_char.from_buffer(buf)), lo, n)
            return n
    for lo, hi in regions:
        if lo <= mine < hi:
            continue
        for start in range(lo, hi, 1 << 26):
            n = min(1 << 26, hi - start)
            try:
                got = read(start, n)
            except (OSError, ValueError, OverflowError):
                continue
            at = buf.find(needle, 0, got)
            while at != -1:
                if start + at != own:
                    hits += 1
                at = buf.find(needle, at + 1, got)
    return hits
"""


@pytest.mark.parametrize("mode", MODES)
def test_nothing_of_one_submission_reaches_the_next_one_s_workers(task, tmp_path, mode):
    """Submission A's source and results pass through the sandbox; B's workers scan every byte
    of memory they inherited for A's canary.  A scan that finds B's own second copy proves it
    looks where A's bytes would be."""
    _mode_or_skip(mode)
    canary = secrets.token_hex(16)
    mine = secrets.token_hex(16)
    first = tmp_path / "first.py"
    first.write_text(  # the canary in its source and in a result the sandbox relays
        task.stub.read_text()
        + f"\n\ndef masked_sum(values, mask, axis=None):\n    raise ValueError('CANARY-{canary}')\n"
    )
    second = tmp_path / "second.py"
    # One of B's workers scans (the one grading masked_sum, at its first case): every worker of
    # B is forked from the same zygote state, and a scan per worker cost seconds of CPU each.
    second.write_text(
        _with_head(
            task,
            _SCAN
            + f"_THEIRS = bytes(reversed({('CANARY-' + canary)[::-1].encode()!r}))\n"
            + f"_MINE = bytes(reversed({('OWN-' + mine)[::-1].encode()!r}))\n"
            + "_KEEP = bytearray(_MINE + bytes(1000))  # on the malloc heap, not in a small-object pool\n"
            + "_SCANNED = []\n",
        )
        + "\n\ndef masked_sum(values, mask, axis=None):\n"
        + "    if not _SCANNED:\n"
        + "        _SCANNED.append(1)\n"
        + "        print('THEIRS', _scan(_THEIRS), 'MINE', _scan(_MINE), flush=True)\n"
        + "    raise NotImplementedError\n"
    )
    options = VerifyOptions(mode=mode)
    with grading_batch():
        a = verify_submission(task, first, options)
        b = verify_submission(task, second, options)
    assert a.reward == 0 and "CANARY" in (
        next(f for f in a.functions if f.name == "masked_sum").reason
    )
    line = next(x for x in b.log_excerpt.splitlines() if x.startswith("THEIRS"))
    theirs, mine_hits = int(line.split()[1]), int(line.split()[3])
    assert mine_hits >= 1, f"the scan cannot see the heap here: {line}"
    assert theirs == 0, f"submission B's worker holds submission A's bytes: {line}"


# ---------------------------------------------------------------- System V IPC


def _ipc_objects() -> set[str]:
    out = set()
    for kind in ("shm", "sem", "msg"):
        try:
            lines = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]
        except OSError:
            continue
        out |= {f"{kind}:{line.split()[1]}" for line in lines if line.split()}
    return out


_IPC_ATTACK = r"""
_IMPORT = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")
_c = _IMPORT("ct" + "ypes")
_libc = _c.CDLL(None, use_errno=True)
_libc.shmat.restype = _c.c_void_p
def _oracle():
    # The daemon's segment, by its well-known key: attach and read what it says.
    sid = _libc.shmget(KEY, 0, 0)
    if sid < 0:
        return 'SHM REFUSED %d' % _c.get_errno()
    addr = _libc.shmat(sid, None, 0)
    if addr in (None, _c.c_void_p(-1).value):
        return 'SHMAT REFUSED %d' % _c.get_errno()
    return 'SHM READ ' + _c.string_at(addr, 32).split(b'\0')[0].decode()
def _plant():
    made = []
    for i in range(4):
        sid = _libc.shmget(0, 64 << 20, 0o1600)  # IPC_PRIVATE, IPC_CREAT
        sem = _libc.semget(0, 1, 0o1600)
        q = _libc.msgget(0, 0o1600)
        made.append((sid, sem, q))
    mq = _libc.mq_open(b'/syncvals-attack', 0o100 | 0o2, 0o600, None)
    return 'PLANTED %s mq=%d' % (made, mq)
print(_oracle(), _plant(), flush=True)
"""


@pytest.mark.parametrize("mode", MODES)
def test_a_system_v_oracle_daemon_gets_nothing_and_nothing_outlives_grading(
    task, tmp_path, mode, machine_wide
):
    _mode_or_skip(mode)
    libc = ctypes.CDLL(None, use_errno=True)
    libc.shmat.restype = ctypes.c_void_p
    key = 0x5EC0 + os.getpid() % 1000
    sid = libc.shmget(key, 4096, 0o1666)  # the daemon left by an agent: answers for all to read
    assert sid >= 0, ctypes.get_errno()
    try:
        addr = libc.shmat(sid, None, 0)
        ctypes.memmove(addr, b"ANSWERS-FROM-THE-REFERENCE\0", 27)
        before = _ipc_objects()
        attack = tmp_path / "ipc.py"
        attack.write_text(_with_head(task, _IPC_ATTACK.replace("KEY", str(key))))
        with grading_batch():
            report = verify_submission(task, attack, VerifyOptions(mode=mode))
            after_report = verify_submission(task, task.reference, VerifyOptions(mode=mode))
        assert report.reward == 0 and after_report.reward == 1
        log = report.log_excerpt
        assert "SHM READ" not in log and ("SHM REFUSED" in log or "SHMAT REFUSED" in log), log
        assert "PLANTED" in log and "-1" in log
        assert _ipc_objects() == before, "an IPC object outlived grading"
        assert not Path("/dev/mqueue/syncvals-attack").exists()
    finally:
        libc.shmdt(ctypes.c_void_p(addr))
        libc.shmctl(sid, 0, None)  # IPC_RMID


def test_the_threat_model_names_a_test_in_every_cell():
    """Every cell of the table in docs/threat-model.md names a test that exists."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "threat-model.md"
    rows = [
        line
        for line in doc.read_text().splitlines()
        if line.startswith("|") and not line.startswith("|---") and "`test_" in line
    ]
    assert len(rows) >= 15
    root = Path(__file__).resolve().parents[1]
    sources = "\n".join(p.read_text() for p in root.rglob("test_*.py"))
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        for cell in cells[2:]:
            assert "`test_" in cell or cell.startswith("n/a"), f"a cell without a test: {row}"
            for name in [part.split("`")[0] for part in cell.split("`test_")[1:]]:
                assert f"def test_{name}(" in sources, f"no such test: test_{name}"


@pytest.mark.parametrize("mode", MODES)
def test_a_wrong_file_after_a_correct_one_fails_exactly_its_wrong_function(task, tmp_path, mode):
    _mode_or_skip(mode)
    wrong = tmp_path / "wrong.py"
    wrong.write_text(
        task.reference.read_text()
        + "\n\ndef masked_sum(values, mask, axis=None):\n    return (values * 0).sum()\n"
    )
    with grading_batch():
        right = verify_submission(task, task.reference, VerifyOptions(mode=mode))
        after = verify_submission(task, wrong, VerifyOptions(mode=mode))
    assert right.reward == 1
    assert [f.name for f in after.functions if not f.passed] == ["masked_sum"]
    assert after.reward == 0 and after.passed == after.total - 1
