"""One wall for everything untrusted: an agent's call gets what a submission gets, in every mode.

Each test is an agent that *uses* what it reaches: it remounts its view and writes the host, reads
other processes through ``/proc``, talks to a concurrent trial over loopback TCP or an abstract
Unix socket, or exhausts processes and memory; every one of them must find the wall.  Modes as in
:mod:`tests.agents.test_confinement`: ``bwrap``, ``landlock`` (namespaces of its own with a fresh
``/proc``), ``landlock-no-namespaces`` (a machine that refuses namespaces)."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from syncvals_plugin.agents import confinement, tools
from syncvals_plugin.agents.confinement import ConfinedCall, ConfinementUnavailable
from syncvals_plugin.records.atif import AgentInfo
from tests.agents.test_confinement import MODES, use_mode

pytestmark = pytest.mark.slow


def _session(tmp_path: Path, name: str = "ws") -> tools.ToolSession:
    workspace = tmp_path / name
    workspace.mkdir()
    return tools.ToolSession(workspace, "do it", AgentInfo(name="t", version="1"), 120)


@pytest.mark.parametrize("mode", MODES)
def test_an_agent_cannot_remount_its_view_and_write_the_host(tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    marker = f".syncvals-remount-{secrets.token_hex(6)}"
    targets = ["/etc", "/usr"]
    session = _session(tmp_path)
    try:
        script = "; ".join(
            f"mount -o remount,bind,rw {t} 2>&1; touch {t}/{marker} 2>&1; "
            f'python3 -c \'open("{t}/{marker}", "w")\' 2>&1 | tail -1'
            for t in targets
        )
        out = session.shell(script + "; umount -l /usr 2>&1; id -u", "remount").output
    finally:
        session.close()
    try:
        for target in targets:
            assert not Path(target, marker).exists(), f"the agent wrote the host's {target}"
        if mode != "landlock-no-namespaces":  # there: the runner's uid, no capability, no /proc
            assert out.strip().splitlines()[-1] != "0", "the agent ran as root"
    finally:
        for target in targets:
            Path(target, marker).unlink(missing_ok=True)


@pytest.mark.parametrize("mode", MODES)
def test_an_agent_sees_no_other_process_through_proc(tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    marker = f"syncvals-neighbour-{secrets.token_hex(6)}"
    neighbour = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)", marker],
        env={**os.environ, "SYNCVALS_CACHE_DIR": f"/secret/{marker}"},
    )
    session = _session(tmp_path)
    try:
        out = session.shell(
            "cat /proc/[0-9]*/cmdline /proc/[0-9]*/environ /proc/[0-9]*/comm 2>/dev/null "
            "| tr '\\0' '\\n'; echo done",
            "look at the neighbours",
        ).output
    finally:
        session.close()
        neighbour.kill()
        neighbour.wait()
    assert marker not in out, "the agent read another process's command line or environment"
    assert out.rstrip().endswith("done")


SERVER = r"""
import os, socket, sys, time
listening = []
for family, address in ((socket.AF_INET, ("127.0.0.1", int(sys.argv[1]))),
                        (socket.AF_UNIX, "\0" + sys.argv[2])):
    try:  # a wall may refuse the bind itself (Landlock's TCP rule): then nothing is served
        s = socket.socket(family); s.bind(address); s.listen(); s.settimeout(8)
        listening.append(s)
    except OSError as exc:
        print("bind refused", exc)
open(sys.argv[3], "w").write("listening")
for s in listening:
    try:
        c, _ = s.accept(); c.sendall(b"SOLUTION"); c.close()
    except OSError:
        pass
"""
CLIENT = r"""
import socket, sys
for family, address in ((socket.AF_INET, ("127.0.0.1", int(sys.argv[1]))),
                        (socket.AF_UNIX, "\0" + sys.argv[2])):
    try:
        s = socket.socket(family); s.settimeout(3); s.connect(address)
        print("GOT", s.recv(100).decode())
    except OSError as exc:
        print("refused", type(exc).__name__)
"""


def _call(session: tools.ToolSession, argv: list[str], sink) -> ConfinedCall:
    """``argv`` started as one of ``session``'s calls, left running, its output into ``sink``."""
    view = session._view(())
    return ConfinedCall(
        argv, view, session.workspace, session.env, sink.fileno(), limits=session.limits
    )


@pytest.mark.parametrize("mode", MODES)
def test_two_concurrent_trials_cannot_exchange_a_byte(tmp_path, monkeypatch, mode):
    """Trial A serves its file on loopback TCP and an abstract Unix socket while trial B asks."""
    use_mode(mode, monkeypatch)
    a, b = _session(tmp_path, "a"), _session(tmp_path, "b")
    port, name = str(20000 + secrets.randbelow(20000)), f"syncvals-relay-{secrets.token_hex(4)}"
    ready = Path(a.workspace) / "ready"
    (a.workspace / "server.py").write_text(SERVER)
    (b.workspace / "client.py").write_text(CLIENT)
    outputs = []
    try:
        with tempfile.TemporaryFile() as sink_a, tempfile.TemporaryFile() as sink_b:
            server = _call(a, ["python3", "server.py", port, name, str(ready)], sink_a)
            try:
                deadline = time.monotonic() + 60
                while not ready.exists() and time.monotonic() < deadline:
                    time.sleep(0.05)
                sink_a.seek(0)
                assert ready.exists(), f"the server never listened: {sink_a.read()!r}"
                client = _call(b, ["python3", "client.py", port, name], sink_b)
                try:
                    client.wait(60)
                finally:
                    client.stop()
            finally:
                server.stop()
            for sink in (sink_b, sink_a):
                sink.seek(0)
                outputs.append(sink.read().decode(errors="replace"))
    finally:
        a.close()
        b.close()
    assert "GOT" not in outputs[0], f"trial B reached trial A: {outputs}"
    assert outputs[0].count("refused") == 2, outputs


@pytest.mark.parametrize("mode", MODES)
def test_an_agent_call_is_held_to_the_task_s_limits(tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    if os.geteuid() == 0 and "pids" not in confinement.group_limits():
        pytest.skip("no pids control group here and the kernel exempts root from RLIMIT_NPROC")
    session = _session(tmp_path)
    session.limits = confinement.agent_limits(memory_mb=1024, storage_mb=8, processes=64)
    try:
        out = session.shell(
            "python3 - <<'EOF'\n"
            "import os, time\n"
            "n = 0\n"
            "for _ in range(300):\n"
            "    try:\n"
            "        pid = os.fork()\n"
            "    except OSError:\n"
            "        break\n"
            "    if pid == 0:\n"
            "        time.sleep(5); os._exit(0)\n"
            "    n += 1\n"
            "print('forked', n)\n"
            "try:\n"
            "    b = bytearray(2 * 1024**3)\n"
            "    print('allocated')\n"
            "except MemoryError:\n"
            "    print('memory refused')\n"
            "try:\n"
            "    open('big', 'wb').write(b'x' * (16 * 1024**2))\n"
            "    print('wrote')\n"
            "except OSError as e:\n"
            "    print('file refused')\n"
            "EOF",
            "exhaust",
        ).output
    finally:
        session.close()
    forked = int(out.split("forked ")[1].split()[0])
    assert forked < 64, out
    assert "memory refused" in out and "allocated" not in out, out
    assert "wrote" not in out, out
    assert (tmp_path / "ws" / "big").stat().st_size <= 8 * 1024**2


def test_no_agent_runs_where_nothing_can_confine_it(tmp_path, monkeypatch):
    monkeypatch.setattr(confinement, "confinement", lambda: "none")
    (tmp_path / "ws").mkdir()
    with pytest.raises(ConfinementUnavailable, match="no agent can run here"):
        tools.ToolSession(tmp_path / "ws", "x", AgentInfo(name="t", version="1"), 10)
    assert not list(Path(tempfile.gettempdir()).glob("syncvals-agent-bin-*-never"))


def test_run_refuses_in_one_line_where_nothing_can_confine_an_agent(tmp_path, monkeypatch, capsys):
    from syncvals_plugin.cli import main
    from tests.conftest import TASK_NAME

    monkeypatch.setattr(confinement, "confinement", lambda: "none")
    code = main(["run", TASK_NAME, "--agent", "quitter", "--trials-dir", str(tmp_path / "t")])
    err = capsys.readouterr().err
    assert code == 2
    assert "no agent can run here" in err and "Traceback" not in err
    assert not (tmp_path / "t").exists() or not any((tmp_path / "t").rglob("result.json"))


@pytest.mark.parametrize("mode", MODES)
def test_an_agent_s_files_together_are_held_to_its_storage(tmp_path, monkeypatch, mode):
    """Each file under ``storage_mb`` (``RLIMIT_FSIZE`` alone would let them all through), an
    endless stream of them: the call is stopped for storage, long before its time runs out."""
    use_mode(mode, monkeypatch)
    session = _session(tmp_path)
    session.limits = confinement.agent_limits(memory_mb=1024, storage_mb=16)
    started = time.monotonic()
    try:
        result = session.shell(
            'python3 -c "\nimport itertools\nfor i in itertools.count():\n'
            "    open('f%d' % i, 'wb').write(b'x' * (1 << 20))\n\"",
            "fill the disk a file at a time",
            timeout=60,
        )
    finally:
        session.close()
    assert "storage of 16 MB" in result.output, result.output[-300:]
    assert time.monotonic() - started < 30
    used = confinement.storage_used([tmp_path / "ws"])
    assert 16 << 20 < used < 2 << 30


def _machine_mode() -> str:
    """The mode agents run in here unless told otherwise (what the battery uses)."""
    from syncvals_plugin.sandbox import call

    base = confinement.confinement()
    return base if base != "landlock" or call.own_namespaces() else "landlock-no-namespaces"


@pytest.mark.parametrize("mode", MODES)
def test_every_attack_on_the_wall_earns_nothing_and_is_named(task, tmp_path, monkeypatch, mode):
    """The battery's attacks on the agent's own wall, as ``syncvals run`` runs them, in every
    confinement: each uses what it reaches, earns 0, leaves no file outside its trial's folders
    and is named a cheat by the classifier."""
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.escapes import ESCAPES
    from syncvals_plugin.agents.runner import run_trial
    from syncvals_plugin.classifier import CHEAT_SUBTYPES
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.records.store import read_trial

    if mode == _machine_mode():
        pytest.skip(
            "the calibration battery runs every attack in this machine's own mode "
            "(tests/calibration: test_the_battery_earns_nothing_in_either_grading_path…)"
        )
    use_mode(mode, monkeypatch)
    pm = make_plugin_manager()
    watched = [Path("/etc"), Path.home(), Path("/usr/local")]
    before = {p: sorted(os.listdir(p)) for p in watched if p.is_dir()}
    outcomes = {}
    for name, _, _ in ESCAPES:
        config = TrialConfig(
            task=task, agent="attack", options={"how": name}, trials_dir=tmp_path / "t"
        )
        record = read_trial(run_trial(config, pm).path)
        c = record.classification
        outcomes[name] = (record.result.reward, c.subtype in CHEAT_SUBTYPES if c else False)
    assert outcomes == {name: (0.0, True) for name, _, _ in ESCAPES}
    assert {p: sorted(os.listdir(p)) for p in before} == before
    assert not Path("/etc/ld.so.preload").exists()


def test_calibrate_refuses_in_one_line_where_nothing_can_confine_an_agent(
    tmp_path, monkeypatch, capsys
):
    """Its baselines and attacks are agents: a 0 from an unconfined one would prove nothing."""
    from syncvals_plugin.cli import main
    from tests.conftest import TASK_NAME

    monkeypatch.setattr(confinement, "confinement", lambda: "none")
    code = main(["calibrate", TASK_NAME, "--quick", "--out", str(tmp_path / "cal")])
    err = capsys.readouterr().err
    assert code == 2
    assert "no agent can run here" in err and "Traceback" not in err
    assert not any((tmp_path / "cal").rglob("calibration.json"))
