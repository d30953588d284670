"""The served oracle, a real server process and the generated client: answers identical to the
in-process compiled module on every function's cases (values, dtypes, shapes, strides, exception
types and messages), every call a line of the log, and each hostile request (a pickle, a name
outside the task's functions, a dunder, a flood of nesting, a caller that never reads, a killed
server) refused or survived with the server still answering."""

from __future__ import annotations

import importlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

from syncvals_plugin.host import Host
from syncvals_plugin.oracle import wire
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.task.seal import sealed_module

pytestmark = pytest.mark.slow

SERVE = """
import importlib, inspect, sys
from pathlib import Path
from syncvals_plugin.oracle import OracleServer, write_client
so, name, functions, sock, log, ws = sys.argv[1:7]
families = importlib.import_module("syncvals_plugin.objectives.families")
server = OracleServer(
    Path(so), name, tuple(functions.split(",")), Path(sock), Path(log), families
)
signatures = {n: inspect.signature(f) for n, f in server.functions.items()}
write_client(Path(ws), name, signatures, Path(sock))
print("ready", flush=True)
server.serve()
"""


@pytest.fixture(scope="module")
def served(task, tmp_path_factory):
    """A server of the task's sealed module, its client package imported here."""
    root = tmp_path_factory.mktemp("oracle")
    sealed = sealed_module(task.reference, task.sealed_module)
    sock, log, ws = root / "oracle.sock", root / "calls.jsonl", root / "ws"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVE,
            str(sealed),
            task.sealed_module,
            ",".join(task.functions),
            str(sock),
            str(log),
            str(ws),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    sys.path.insert(0, str(ws))
    # A module of that name imported earlier in this process (the sealed one, by another test)
    # would answer the import in the client's place: set aside, and put back after.
    earlier = {
        name: sys.modules.pop(name)
        for name in list(sys.modules)
        if name.split(".")[0] == task.sealed_module
    }
    try:
        client = importlib.import_module(task.sealed_module)
        assert Path(client.__file__).parent == ws / task.sealed_module
        yield client, _ref(sealed, task.sealed_module), log, sock, proc
    finally:
        sys.path.remove(str(ws))
        for name in [m for m in sys.modules if m.split(".")[0] == task.sealed_module]:
            del sys.modules[name]
        sys.modules.update(earlier)
        proc.kill()
        proc.wait()


def _ref(path: Path, name: str):
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.ExtensionFileLoader(name, str(path))
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _same(a, b) -> bool:
    if isinstance(a, torch.Tensor):
        return (
            isinstance(b, torch.Tensor)
            and type(b) is torch.Tensor
            and a.dtype == b.dtype
            and a.shape == b.shape
            and a.stride() == b.stride()
            and torch.equal(
                a.view(torch.uint8) if a.dtype == torch.bool else a.nan_to_num(7.0),
                b.view(torch.uint8) if b.dtype == torch.bool else b.nan_to_num(7.0),
            )
        )
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(map(_same, a, b))
    return a == b or (a != a and b != b)


def _outcome(fn, args):
    try:
        return "ok", fn(*args)
    except Exception as exc:  # noqa: BLE001
        return type(exc).__name__, str(exc)


def test_every_function_answers_as_the_compiled_module_does(task, served):
    client, reference, log, _, _ = served
    before = len(log.read_text().splitlines()) if log.exists() else 0
    cases = Host(make_plugin_manager()).task_cases(task, 11)
    calls = 0
    for function in task.functions:
        assert function in dir(client)
        for case in cases[function][:2]:
            want = _outcome(getattr(reference, function), case.args)
            got = _outcome(getattr(client, function), case.args)
            calls += 1
            assert want[0] == got[0], (function, want, got)
            assert _same(want[1], got[1]) if want[0] == "ok" else want[1] == got[1], function
    deadline = time.monotonic() + 10  # the server logs a call once its answer has gone
    while len(log.read_text().splitlines()) - before < calls and time.monotonic() < deadline:
        time.sleep(0.05)
    lines = log.read_text().splitlines()[before:]
    logged = [json.loads(line)["function"] for line in lines]
    assert len(lines) == calls, sorted(set(f for f in task.functions if logged.count(f) != 2))
    first = json.loads(lines[0])
    assert first["function"] == task.functions[0] and first["outcome"] in ("ok", "error")
    assert all("shape" in a for a in first["args"] if a["kind"] == "tensor")
    assert not any(len(line) > 20_000 for line in lines)  # summaries, never the tensors


def test_the_client_holds_nothing_of_the_reference(task, served):
    client, reference, _, _, _ = served
    import inspect

    assert not hasattr(client, "torch")
    private = [n for n in dir(reference) if n.startswith("_") and not n.startswith("__")]
    assert private and not set(private) & set(dir(client))
    for name in task.functions:
        assert inspect.signature(getattr(client, name)) == inspect.signature(
            getattr(reference, name)
        )
    text = "".join(p.read_text() for p in Path(client.__file__).parent.glob("*.py"))
    assert "logsigmoid" not in text and "torch.nn" not in text


def _raw_call(sock: Path, message: bytes, read: bool = True) -> bytes:
    """What the server answers to ``message`` (nothing when it hung up on it)."""
    chunks = []
    with socket.socket(socket.AF_UNIX) as conn:
        conn.connect(str(sock))
        try:
            conn.sendall(message)
            if not read:
                return b""
            conn.settimeout(60)
            while chunk := conn.recv(1 << 16):
                chunks.append(chunk)
        except (ConnectionResetError, BrokenPipeError):
            pass
    return b"".join(chunks)


@pytest.mark.parametrize(
    "name", ["__class__", "_masked_moments", "__import__", "os", "masked_mean.__globals__"]
)
def test_no_name_outside_the_task_s_functions_is_called(served, name):
    client, _, log, sock, _ = served
    reply = _raw_call(sock, wire.encode({"call": name}, {"args": [], "kwargs": {}}))
    header, _ = wire.decode(reply)
    assert header["outcome"] == "error" and header["type"] == "AttributeError"
    assert json.loads(log.read_text().splitlines()[-1])["outcome"] == "refused"
    assert client.masked_sum(torch.ones(3), torch.ones(3)) == 3  # still serving


def test_hostile_requests_are_refused_and_the_server_goes_on(served):
    import pickle

    client, _, _, sock, _ = served

    class Boom:
        def __reduce__(self):
            return (os.system, ("touch /tmp/syncvals-oracle-pwned",))

    deep: dict = {"t": "none"}
    for _ in range(wire.MAX_DEPTH + 4):
        deep = {"t": "list", "items": [deep]}
    text = json.dumps({"call": "masked_sum", "args": deep, "kwargs": {"t": "dict", "items": {}}})
    nested = len(text).to_bytes(4, "big") + text.encode()
    for message in (
        pickle.dumps(Boom()),
        (wire.MAX_HEADER + 5).to_bytes(4, "big") + b"{}",
        nested,
        b"\x00\x00\x00\x02{}" + b"trailing",
    ):
        reply = _raw_call(sock, message)
        if reply:
            assert wire.decode(reply)[0]["outcome"] == "error"
    # A caller that sends a whole call and never reads its answer, then leaves.
    _raw_call(
        sock,
        wire.encode(
            {"call": "masked_sum"},
            {"args": [torch.ones(1 << 20), torch.ones(1 << 20)], "kwargs": {}},
        ),
        read=False,
    )
    assert not Path("/tmp/syncvals-oracle-pwned").exists()
    assert client.masked_sum(torch.ones(2), torch.ones(2)) == 2


def test_a_dead_server_is_a_clear_error_to_the_caller(task, tmp_path):
    sealed = sealed_module(task.reference, task.sealed_module)
    sock, ws = tmp_path / "o.sock", tmp_path / "ws"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVE,
            str(sealed),
            task.sealed_module,
            "masked_sum",
            str(sock),
            str(tmp_path / "log"),
            str(ws),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    code = (
        "import torch, reforacle\n"
        "try:\n    reforacle.masked_sum(torch.ones(2), torch.ones(2))\n"
        "except RuntimeError as exc:\n    print(type(exc).__name__, exc)\n"
    )
    started = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ws, capture_output=True, text=True, timeout=60
    )
    assert out.stdout.startswith("OracleUnavailable"), out.stdout + out.stderr
    assert time.monotonic() - started < 30


def test_a_killed_worker_is_replaced_and_no_call_is_lost(served):
    client, _, log, _, proc = served
    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    assert len(children) == 1, children  # the one worker
    os.kill(int(children[0]), signal.SIGKILL)
    time.sleep(0.2)
    assert client.masked_sum(torch.ones(4), torch.ones(4)) == 4
    assert Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split() != children


def test_each_logged_call_names_its_arguments_and_the_task_s_families(served):
    """The log speaks the held-out suite's vocabulary: an all-zero mask is ``empty-mask``, a
    plain call ``random``; each argument under its parameter's name, never its data."""
    client, _, log, _, _ = served
    # The server writes a call's line just after its answer: wait for the earlier tests' last.
    before = _settled(log, 0)
    client.masked_mean(torch.randn(5), torch.zeros(5))
    client.masked_mean(torch.randn(3, 4, dtype=torch.float64), torch.ones(3, 4), axis=1)
    client.masked_mean(torch.randn(5), torch.ones(5))
    _settled(log, before + 3)
    lines = [json.loads(line) for line in log.read_text().splitlines()[before:]]
    assert [line["families"] for line in lines] == [
        ["empty-mask"],
        ["float64", "axis"],
        ["random"],
    ]
    first = lines[0]["args"]
    assert [a["name"] for a in first] == ["values", "mask"]  # what was passed, no default
    assert first[1]["family"] == "empty-mask" and first[1]["zeros"] == 5
    assert "data" not in json.dumps(lines)


def _settled(log: Path, at_least: int) -> int:
    """The log's line count once it has ``at_least`` lines and stops growing."""
    count, deadline = -1, time.monotonic() + 10
    while time.monotonic() < deadline:
        time.sleep(0.2)
        now = len(log.read_text().splitlines()) if log.exists() else 0
        if now == count and now >= at_least:
            return now
        count = now
    return count
