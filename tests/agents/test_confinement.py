"""One confinement contract for agents in every mode: an agent's commands may write only its
workspace; nothing they start (a fork chain, a daemon, a System V IPC object) outlives the call;
the graded file is the recorded artifact; no folder is left, and no trial is lost to cleanup.

Modes: ``bwrap``; ``landlock`` (PID and IPC namespaces of its own); ``landlock-no-namespaces``
(a machine that refuses namespaces: the call's process group, which seccomp keeps it in, and no
System V IPC at all)."""

from __future__ import annotations

import ctypes
import os
import random
import tempfile
import time
from pathlib import Path

import pytest

from syncvals_plugin.agents import confinement, tools
from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.atif import AgentInfo
from syncvals_plugin.records.store import read_trial

MODES = ["bwrap", "landlock", "landlock-no-namespaces"]


def use_mode(mode: str, monkeypatch) -> None:
    """Confine agent commands as ``mode`` does (skipped where this machine cannot)."""
    from syncvals_plugin.sandbox import call, landlock_abi, seccomp_available

    base = mode.split("-")[0]
    if base == "bwrap" and confinement.confinement() != "bwrap":
        pytest.skip("bubblewrap cannot confine agent commands here")
    if base == "landlock" and not (landlock_abi() >= 1 and seccomp_available()):
        pytest.skip("Landlock with seccomp is not available here")
    if mode == "landlock" and not call.own_namespaces():
        pytest.skip("PID and IPC namespaces are refused here")
    monkeypatch.setattr(confinement, "confinement", lambda: base)
    if mode.endswith("no-namespaces"):  # what a call outside bubblewrap finds on this machine
        monkeypatch.setattr(call, "own_namespaces", lambda: False)


def _alive(marker: str) -> list[int]:
    pids = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker in cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace"):
                pids.append(int(cmdline.parent.name))
        except OSError:
            pass
    return pids


def _marker(name: str) -> str:
    return str(random.Random(f"{name}{os.getpid()}{time.time()}").randrange(40000, 50000))


def _session(workspace: Path, budget: float = 120) -> tools.ToolSession:
    workspace.mkdir(exist_ok=True)
    return tools.ToolSession(workspace, "do it", AgentInfo(name="t", version="1"), budget)


FORK_CHAIN = """PAYLOAD='{payload}' python3 -c 'import ctypes, os
libc = ctypes.CDLL(None)
for _ in range(1000):
    if libc.fork():
        libc._exit(0)
    libc.setsid()
os.execvp("bash", ["bash", "-c", os.environ["PAYLOAD"]])' &
"""
"""A process that forks a child, which leaves the process group (a new session) while its parent
exits, a thousand times over at C speed, then runs ``payload``: it outruns any scan of the
processes that are left (``payload`` holds no single quote)."""


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_command_agent_is_confined_and_leaves_nothing_running(task, tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    seconds = _marker(mode)  # a marker no other process has
    outside = tmp_path / "planted.txt"
    script = tmp_path / "agent.sh"
    script.write_text(f"""
(setsid sleep {seconds}1 >/dev/null 2>&1 &)
(nohup sleep {seconds}2 >/dev/null 2>&1 &)
sleep {seconds}3 &
echo planted > {outside} 2>/dev/null || echo "outside write refused"
echo planted > {task.directory}/planted.txt 2>/dev/null || echo "task write refused"
cp "$SYNCVALS_WORKSPACE/objectives.py" objectives.py.bak && echo "workspace write ok"
""")
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": f"bash {script}", "reveal": str(script)},
            trials_dir=tmp_path / "trials",
        ),
        pm,
    )
    output = record.trajectory.steps[1].observation.results[0].content
    # Outside the workspace a write is refused, or lands in a private tmpfs that dies with the call.
    assert "task write refused" in output
    assert "workspace write ok" in output
    assert not outside.exists() and not (task.directory / "planted.txt").exists()
    assert _alive(f"sleep {seconds}") == [], "a process the agent started outlived its tool call"


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_fork_chain_or_a_daemon_never_outlives_its_call(tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    seconds = _marker(mode)
    session = _session(tmp_path / "ws")
    command = FORK_CHAIN.format(payload=f"exec sleep {seconds}1") + (
        f"(setsid sleep {seconds}2 </dev/null >/dev/null 2>&1 &)\n"
        f"(nohup sleep {seconds}3 </dev/null >/dev/null 2>&1 &) &\n"
        f'python3 -c \'import os\nif os.fork() == 0:\n    os.setsid() if hasattr(os, "setsid") '
        f'else None\n    os.execvp("sleep", ["sleep", "{seconds}4"])\' 2>&1\n'
        "sleep 0.5; echo started"
    )
    result = session.shell(command, "Leave processes behind")
    assert "started" in result.output
    # No grace period: when the call returns, nothing it started is left.
    assert _alive(f"sleep {seconds}") == [], f"left running ({mode})"
    session.trajectory("s")


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_system_v_objects_of_one_trial_never_reach_a_later_one(tmp_path, monkeypatch, mode):
    use_mode(mode, monkeypatch)
    key = 0x5A0000 + os.getpid() % 4096
    make = f"""python3 - <<'EOF'
import ctypes
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
sid = libc.shmget({key}, 4096, 0o1666)
if sid >= 0:
    ctypes.memmove(libc.shmat(sid, None, 0), b"ANSWERS", 7)
print("shm", sid, "sem", libc.semget({key}, 1, 0o1666), "msg", libc.msgget({key}, 0o1666))
EOF"""
    look = f"""python3 - <<'EOF'
import ctypes
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
sid = libc.shmget({key}, 0, 0)
if sid >= 0:
    print("FOUND", ctypes.string_at(libc.shmat(sid, None, 0), 7))
print("later", libc.shmget({key}, 0, 0), libc.semget({key}, 0, 0), libc.msgget({key}, 0))
EOF"""
    first = _session(tmp_path / "one")
    made = first.shell(make, "Leave IPC objects").output
    first.trajectory("one")
    second = _session(tmp_path / "two")
    seen = second.shell(look, "Look for them").output
    second.trajectory("two")
    assert "FOUND" not in seen and "later -1 -1 -1" in seen, (made, seen)
    if mode.endswith("no-namespaces"):
        assert "shm -1 sem -1 msg -1" in made, made  # refused outright
    else:
        assert "shm -1" not in made, made  # made inside its own IPC namespace, gone with it
    libc = ctypes.CDLL(None, use_errno=True)
    assert (libc.shmget(key, 0, 0), libc.semget(key, 0, 0), libc.msgget(key, 0)) == (-1,) * 3


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_file_rewritten_after_the_agent_s_last_call_changes_nothing(
    task, tmp_path, monkeypatch, mode
):
    """A fork chain the agent leaves copies the reference solution over its submission a moment
    later, while the verifier runs: nothing of it survives the call, and the graded bytes are the
    recorded artifact's."""
    use_mode(mode, monkeypatch)
    seconds = _marker(mode)
    solution = tmp_path / "solution.py"  # given to the agent, as if it had it some other way
    solution.write_text((task.directory / "solution" / "objectives.py").read_text())
    script = tmp_path / "agent.sh"
    payload = f"sleep 2.{seconds}; cp {solution} $SYNCVALS_WORKSPACE/objectives.py"
    script.write_text(FORK_CHAIN.format(payload=payload) + "echo left a rewriter behind\n")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": f"bash {script}", "reveal": f"{script}:{solution}"},
            trials_dir=tmp_path / "trials",
        ),
        pm,
    )
    time.sleep(3)  # past the moment the rewriter would have struck
    written = read_trial(record.path)
    assert written.result.reward == 0.0 and written.report.passed == 0
    assert written.artifact == task.stub.read_text() and written.diff == ""
    assert _alive(f"sleep 2.{seconds}") == []
    assert not list(tmp_path.glob("syncvals-*")), "a temporary folder was left"


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_churning_survivor_never_costs_the_trial(task, tmp_path, monkeypatch, mode):
    """A fork chain that keeps creating files in the workspace while the trial is cleaned up: it
    dies with the call, the trial is written, no folder is left."""
    use_mode(mode, monkeypatch)
    script = tmp_path / "agent.sh"
    churn = 'cd "$SYNCVALS_WORKSPACE"; while :; do mkdir -p "d$RANDOM/e" && touch "f$RANDOM"; done'
    script.write_text(FORK_CHAIN.format(payload=churn) + "sleep 0.5\n")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    pm = make_plugin_manager()
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": f"bash {script}", "reveal": str(script)},
            trials_dir=tmp_path / "trials",
        ),
        pm,
    )
    assert read_trial(record.path).result.reward == 0.0
    assert "harness:" not in record.log
    assert not list(tmp_path.glob("syncvals-*")), "a temporary folder was left"


@pytest.mark.slow
def test_a_folder_that_cannot_be_removed_is_logged_and_the_trial_is_written(
    task, tmp_path, monkeypatch, capsys
):
    from syncvals_plugin import sandbox  # the face agent confinement takes it from

    real = sandbox.remove_tree

    def refuses(root: Path) -> None:
        if Path(root).name.startswith("syncvals-trial-"):
            raise OSError(39, "Directory not empty", str(Path(root) / "app"))
        real(root)

    monkeypatch.setattr(sandbox, "remove_tree", refuses)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    pm = make_plugin_manager()
    record = run_trial(TrialConfig(task=task, agent="nop", trials_dir=tmp_path / "trials"), pm)
    written = read_trial(record.path)
    assert written.result.reward == 0.0
    assert "harness: could not remove" in record.log and "Directory not empty" in record.log
    assert "could not remove" in capsys.readouterr().err
    for left in tmp_path.glob("syncvals-trial-*"):
        real(left)


@pytest.mark.slow
def test_the_graded_file_is_the_recorded_artifact(task, tmp_path, monkeypatch):
    """Whatever writes the submission after it was read (here, right after the read) changes
    neither the grade nor the record: both come from that one read."""
    from syncvals_plugin.agents import runner

    real = runner.read_submission
    solution = (task.directory / "solution" / "objectives.py").read_bytes()

    def read_then_swapped(path: Path, *args, **kwargs) -> bytes:
        data = real(path, *args, **kwargs)
        Path(path).write_bytes(solution)  # a survivor wins the race
        return data

    monkeypatch.setattr(runner, "read_submission", read_then_swapped)
    pm = make_plugin_manager()
    record = run_trial(TrialConfig(task=task, agent="nop", trials_dir=tmp_path), pm)
    written = read_trial(record.path)
    assert written.result.reward == 0.0 and written.report.passed == 0
    assert written.artifact == task.stub.read_text() and written.diff == ""
    assert written.report.submission.endswith("app/objectives.py")


def test_a_rejected_submission_is_graded_as_rejected_without_a_second_read(task, tmp_path):
    from syncvals_plugin.agents.runner import take_artifact

    app = tmp_path / "app"
    app.mkdir()
    (app / "objectives.py").symlink_to("/etc/passwd")
    artifact, graded = take_artifact(app / "objectives.py", tmp_path / "graded")
    assert artifact == "" and os.readlink(graded) == "/etc/passwd"
    (app / "objectives.py").unlink()
    (app / "objectives.py").write_bytes(b"x" * (2 << 20))
    artifact, graded = take_artifact(app / "objectives.py", tmp_path / "graded2")
    assert artifact == "" and graded.stat().st_size == 2 << 20 and graded.stat().st_blocks == 0
    (app / "objectives.py").write_text("print(1)\n")
    artifact, graded = take_artifact(app / "objectives.py", tmp_path / "graded3")
    assert artifact == "print(1)\n" and graded.read_text() == artifact
    assert take_artifact(app / "missing.py", tmp_path / "graded4") == ("", None)


def test_file_tools_stay_inside_the_workspace(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    session = tools.ToolSession(ws, "do it", AgentInfo(name="t", version="1"), 60)
    with pytest.raises(PermissionError):
        session.write("../escaped.txt", "x", "escape")
    assert not (tmp_path / "escaped.txt").exists()
    session.trajectory("s")
    assert os.path.isdir(ws)
