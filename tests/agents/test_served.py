"""``syncvals run --oracle served``: the agent holds a client, the compiled module runs outside its
wall, and every call it makes is a line of ``agent/oracle-calls.jsonl``.

An external agent searches its whole view for the module's bytes and finds none, makes three
calls answered exactly as the module answers in process, and one wrong call that raises; the
log lists exactly those four calls, in every confinement this machine offers."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import signal
import threading
from pathlib import Path

import pytest
import torch

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.oracle_calls import read_oracle_calls
from syncvals_plugin.records.store import read_trial
from syncvals_plugin.task.seal import sealed_module
from tests.agents.test_confinement import use_mode

pytestmark = pytest.mark.slow

AGENT = r"""
import hashlib, json, os, sys, torch
size, digest = int(sys.argv[1]), sys.argv[2]
found = []
for folder, dirs, files in os.walk("/"):
    dirs[:] = [d for d in dirs if os.path.join(folder, d) not in ("/proc", "/sys", "/dev")]
    for name in files:
        path = os.path.join(folder, name)
        try:
            if os.path.getsize(path) == size and hashlib.sha256(open(path, "rb").read()).hexdigest() == digest:
                found.append(path)
        except OSError:
            pass
print("FOUND", json.dumps(found))
import reforacle
print("FILE", reforacle.__file__)
x = torch.tensor([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]])
answers = [
    reforacle.masked_mean(x, torch.tensor([[1.0, 1.0, 0.0], [0.0, 0.0, 0.0]])).tolist(),
    reforacle.logsumexp(x, -1).tolist(),
    reforacle.cumulative_max(x[0]).tolist(),
]
print("ANSWERS", json.dumps(answers))
try:
    reforacle.masked_mean(x)
except TypeError as exc:
    print("RAISED", type(exc).__name__)
"""


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "landlock-no-namespaces"])
def test_a_served_trial_holds_no_byte_of_the_module_and_logs_every_call(
    task, ref, tmp_path, monkeypatch, mode
):
    use_mode(mode, monkeypatch)
    sealed = sealed_module(task.reference, task.sealed_module).read_bytes()
    script = tmp_path / "agent.py"
    script.write_text(AGENT)
    cmd = "PYTHONPATH=$PWD " + shlex.join(
        ["python3", str(script), str(len(sealed)), hashlib.sha256(sealed).hexdigest()]
    )
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": cmd, "reveal": str(script)},
            trials_dir=tmp_path / "trials",
            oracle="served",
        ),
        make_plugin_manager(),
    )
    written = read_trial(record.path)
    output = "\n".join(
        r.content
        for s in written.trajectory.steps
        if s.observation
        for r in s.observation.results
        if isinstance(r.content, str)
    )
    lines = {
        line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in output.splitlines() if " " in line
    }
    assert json.loads(lines["FOUND"]) == [], "the agent found the module's bytes"
    assert lines["FILE"].endswith("reforacle/__init__.py")
    x = torch.tensor([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]])
    want = [
        ref.masked_mean(x, torch.tensor([[1.0, 1.0, 0.0], [0.0, 0.0, 0.0]])).tolist(),
        ref.logsumexp(x, -1).tolist(),
        ref.cumulative_max(x[0]).tolist(),
    ]
    assert json.loads(lines["ANSWERS"]) == want
    assert lines["RAISED"] == "TypeError"
    calls = read_oracle_calls(record.path)
    assert [(c.function, c.outcome) for c in calls] == [
        ("masked_mean", "ok"),
        ("logsumexp", "ok"),
        ("cumulative_max", "ok"),
        ("masked_mean", "error"),
    ]
    assert calls[3].type == "TypeError"
    assert "oracle: 4 call(s) logged" in (written.log or "")
    # The classification counts what the log holds, in the log's own numbers.
    said = written.classification.description
    assert "The served oracle logged 4 calls: 3 answered, 1 raised, over 3 functions." in said


DYING = r"""
import reforacle, torch, time
print(reforacle.cumulative_max(torch.tensor([1.0, 3.0, 2.0])).tolist(), flush=True)
time.sleep(4)
try:
    reforacle.cumulative_max(torch.tensor([1.0]))
except Exception as exc:  # an agent may swallow the client's error and carry on
    print("swallowed", type(exc).__name__)
"""


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGSTOP])
def test_a_server_that_dies_or_hangs_is_the_harness_s_error(task, tmp_path, monkeypatch, how):
    """Whatever the agent does with the client's error, a dead or stopped server makes the
    trial a harness error, and nothing of the server is left running."""
    from syncvals_plugin.agents import served as served_module
    from syncvals_plugin.agents.served import ORACLE_FAILURE

    started: list = []
    real_init = served_module.ServedOracle.__init__

    def recording_init(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        started.append((self, self.pid))  # a stopped server's pid is forgotten: kept here
        threading.Timer(2.0, os.killpg, (self.pid, how)).start()

    monkeypatch.setattr(served_module.ServedOracle, "__init__", recording_init)
    monkeypatch.setattr(served_module, "PING_S", 2.0)
    script = tmp_path / "agent.py"
    script.write_text(DYING)
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            # A client waits 120 s for a hung server; this one, 3.
            options={
                "cmd": f"SYNCVALS_ORACLE_TIMEOUT_S=3 PYTHONPATH=$PWD python3 {script}",
                "reveal": str(script),
            },
            trials_dir=tmp_path / "trials",
        ),
        make_plugin_manager(),
    )
    info = record.result.exception_info
    assert info is not None and info.exception_type == ORACLE_FAILURE
    assert record.classification.verdict == "HARNESS_ERROR"
    ((oracle, pid),) = started
    assert oracle.pid == 0 and not oracle.socket_dir.exists()
    # Neither the server nor its worker is left running (a killed worker may wait, a zombie, for
    # whichever process adopted it to reap it).
    assert _running_in_group(pid) == []


def _running_in_group(pgid: int) -> list[int]:
    running = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            running.append(int(stat.parent.name))
    return running


def test_serve_oracle_serves_a_prepared_workspace_until_ctrl_c(task, ref, tmp_path):
    """`syncvals prepare` says its workspace holds the shipped module and how to serve it;
    `syncvals serve-oracle` replaces the module by the client, answers and logs each call, and
    Ctrl-C stops it with the count said and no server left."""
    import subprocess
    import sys
    import time

    ws = tmp_path / "ws"
    syncvals = str(Path(sys.executable).parent / "syncvals")
    prepared = subprocess.run(
        [syncvals, "prepare", task.name, str(ws)],
        capture_output=True,
        text=True,
    )
    assert prepared.returncode == 0, prepared.stderr
    assert "shipped mode" in prepared.stdout and "serve-oracle" in prepared.stdout
    serving = subprocess.Popen(
        [syncvals, "serve-oracle", task.name, str(ws)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        # SIGINT at its default in the child: pytest may run with it ignored (a background job).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert serving.stdout is not None
    deadline = time.monotonic() + 120
    while "Ctrl-C stops serving" not in serving.stdout.readline():
        assert time.monotonic() < deadline and serving.poll() is None
    call = "import reforacle, torch; print(reforacle.cumulative_max(torch.tensor([1.0, 3.0, 2.0])))"
    answered = subprocess.run(
        [sys.executable, "-c", call], cwd=ws, capture_output=True, text=True, timeout=60
    )
    want = str(ref.cumulative_max(torch.tensor([1.0, 3.0, 2.0])))
    assert answered.stdout.strip() == want, answered.stderr
    assert not list(ws.glob(f"{task.sealed_module}*.so"))
    serving.send_signal(signal.SIGINT)
    out, _ = serving.communicate(timeout=30)
    assert serving.returncode == 0 and "stopped: 1 call(s) logged" in out
    log = tmp_path / "ws.oracle" / "calls.jsonl"
    assert json.loads(log.read_text())["function"] == "cumulative_max"


CROSSING = r"""
import glob, json, os, socket
mine = os.environ.get("SYNCVALS_ORACLE_SOCKET", "")
seen = sorted(set(glob.glob("/tmp/svo-*/*") + glob.glob("/tmp/svo-*")))
reached = []
for path in [p for p in seen if p.endswith(".sock")] + [os.environ["OTHER"]]:
    try:
        with socket.socket(socket.AF_UNIX) as conn:
            conn.settimeout(2)
            conn.connect(path)
            reached.append(path)
    except OSError:
        pass
# Its own client, pointed at the other trial's socket: the crossing a leaked path would allow
# (a path out of its view is missing: a second's wait for it, not the 30 s a starting server gets).
os.environ["SYNCVALS_ORACLE_SOCKET"] = os.environ["OTHER"]
os.environ["SYNCVALS_ORACLE_WAIT_S"] = "1"
import reforacle, torch
try:
    reforacle.cumulative_max(torch.tensor([1.0, 2.0]))
    answer = "answered"
except Exception as exc:
    answer = type(exc).__name__ + ": " + str(exc)
print("CROSSING", json.dumps({"mine": mine, "seen": seen, "reached": reached, "answer": answer}))
"""


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "landlock-no-namespaces"])
def test_one_trial_s_agent_cannot_reach_another_trial_s_oracle(task, tmp_path, monkeypatch, mode):
    """Two trials at once: the agent of one lists no other trial's socket folder and cannot
    connect to the other's socket even given its exact path (bubblewrap: not in its view; Landlock:
    a folder it may cross but not list, and a path of 64 random bits it is never told)."""
    from syncvals_plugin.agents.served import ServedOracle

    use_mode(mode, monkeypatch)
    other_ws = tmp_path / "other"
    other_ws.mkdir()
    other = ServedOracle(
        task,
        sealed_module(task.reference, task.sealed_module),
        other_ws,
        tmp_path / "other-oracle",
    )
    try:
        script = tmp_path / "agent.py"
        script.write_text(CROSSING)
        # The other trial's exact path, handed over as no real agent is: the test's worst case.
        cmd = f"OTHER={shlex.quote(str(other.socket))} PYTHONPATH=$PWD python3 {script}"
        record = run_trial(
            TrialConfig(
                task=task,
                agent="command",
                options={"cmd": cmd, "reveal": str(script)},
                trials_dir=tmp_path / "trials",
            ),
            make_plugin_manager(),
        )
    finally:
        other.stop()
    output = "\n".join(
        r.content
        for s in read_trial(record.path).trajectory.steps
        if s.observation
        for r in s.observation.results
        if isinstance(r.content, str)
    )
    found = json.loads(output.split("CROSSING ", 1)[1].splitlines()[0])
    # It never finds the other socket by looking; given its path it may connect (Landlock does
    # not mediate connecting to a named socket), but every call it makes there is refused.
    assert not any(
        str(other.socket_dir) in path for path in found["seen"] if path.endswith(".sock")
    )
    assert set(found["reached"]) <= {found["mine"], str(other.socket)}
    refused = "PermissionError: oracle: this call is not from this trial's client"
    assert found["answer"] == refused or (
        mode == "bwrap" and found["answer"].startswith("OracleUnavailable")
    )
