"""One confined call's life: how it starts outside or inside bubblewrap, and its end.

The contract, the same in every mode an agent runs under: when :meth:`Call.stop` returns,
nothing the call started is left and no System V IPC object it made survives.  bubblewrap: its
PID and IPC namespaces, the first process killed and awaited through a pidfd
(:func:`start_bwrap_call`).  Landlock (:func:`start_landlock_call`): PID and IPC namespaces of
the call's own, made before Landlock (directly as root, else in a user namespace mapping only this
user), with a keeper outside that kills the namespace's first process and waits until the
namespace is empty.  Where namespaces are refused (a container's seccomp profile): the call's
process group, which a seccomp filter keeps every process in (no ``setsid``/``setpgid``), killed
at once (the kernel restarts a ``fork`` that races a group kill) and reaped by this process as a
subreaper; the same filter refuses System V IPC and POSIX message queues.

Which of these a call gets is its mode's choice (:mod:`.mode`); the caller says only what runs
and what it may see.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable
from functools import cache, partial
from pathlib import Path
from typing import Any

from syncvals_plugin.sandbox.bwrap import SANDBOX_UID, agent_bwrap_args, kill_namespace, start_bwrap
from syncvals_plugin.sandbox.cgroup import CallGroup
from syncvals_plugin.sandbox.kernel import (
    IPC_CALLS,
    apply_landlock,
    confined_bpf,
    drop_capabilities,
    load_bpf,
    set_limits,
)
from syncvals_plugin.sandbox.modes import libraries, seccomp_available
from syncvals_plugin.sandbox.view import AgentView

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
MS_REC, MS_PRIVATE = 0x4000, 1 << 18
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
PR_SET_PDEATHSIG = 1


def _namespace_flags(network: bool) -> int:
    return (
        CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | (0 if network else CLONE_NEWNET)
    )


def _enter_namespaces(libc, network: bool) -> None:
    """New mount, PID, IPC, UTS and (unless ``network``) network namespaces for this process and
    its children, inside a new user namespace in which this process is
    :data:`~syncvals_plugin.sandbox.bwrap.SANDBOX_UID` (never root; its processes are counted
    there alone); where user namespaces are refused, directly (as root).

    :raises OSError: when the kernel (or a container's seccomp profile) refuses both.
    """
    import ctypes

    flags = _namespace_flags(network)
    uid, gid = os.getuid(), os.getgid()
    if libc.unshare(CLONE_NEWUSER | flags) != 0:
        if libc.unshare(flags) == 0:
            return
        raise OSError(ctypes.get_errno(), "new namespaces are refused")
    for name, text in (
        ("uid_map", f"{SANDBOX_UID} {uid} 1"),
        ("setgroups", "deny"),
        ("gid_map", f"{SANDBOX_UID} {gid} 1"),
    ):
        try:
            fd = os.open(f"/proc/self/{name}", os.O_WRONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            if name == "setgroups":  # kernels before 3.19 have no such file
                continue
            raise
        try:
            os.write(fd, text.encode())
        finally:
            os.close(fd)


def _own_proc(libc) -> None:
    """In the first process of a new PID and mount namespace: the host's mounts made private (no
    change here reaches them) and a fresh, read-only ``/proc`` showing this namespace alone.

    :raises OSError: when either mount is refused.
    """
    import ctypes

    if libc.mount(None, b"/", None, MS_REC | MS_PRIVATE, None) != 0:
        raise OSError(ctypes.get_errno(), "making the mounts private failed")
    flags = MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY
    if libc.mount(b"proc", b"/proc", b"proc", flags, None) != 0:
        raise OSError(ctypes.get_errno(), "mounting a fresh /proc failed")


def _probe_namespaces() -> None:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    _enter_namespaces(libc, network=False)
    child = os.fork()
    if child == 0:
        try:
            _own_proc(libc)
            os._exit(0)
        except BaseException:  # noqa: BLE001 - a forked child reports by its status alone
            os._exit(1)
    _, status = os.waitpid(child, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise OSError("a fresh /proc cannot be mounted here")


@cache
def own_namespaces() -> bool:
    """Whether an agent command outside bubblewrap gets namespaces of its own here, with a fresh
    ``/proc`` (else :func:`call_bpf`'s process-group and IPC filter holds it, and it is given
    no ``/proc`` at all)."""
    try:
        return (
            subprocess.run(
                ["/bin/sh", "-c", "exit 0"], preexec_fn=_probe_namespaces, timeout=30
            ).returncode
            == 0
        )
    except (OSError, subprocess.SubprocessError):
        return False


@cache
def call_bpf(namespaces: bool = True) -> bytes | None:
    """The seccomp program of every agent call (:func:`~syncvals_plugin.sandbox.kernel.
    confined_bpf`: no mounts, namespaces, tracing or thread names); without ``namespaces`` also
    no new session or process group (so every process it starts stays in the group its call
    kills at once), no System V IPC or POSIX message queue (nothing to outlive the call or cross
    trials).  None when seccomp is unavailable here."""
    if not seccomp_available():
        return None
    return confined_bpf(libraries(), () if namespaces else ("setsid", "setpgid", *IPC_CALLS))


def _keep(child: int, control: int, max_fd: int) -> None:
    """The keeper of a call's PID namespace (outside it), until ``child``, the namespace's first
    process, has ended: by itself, or killed when ``control`` reaches its end (the runner ended
    the call, or died).  The kernel ends every other process of the namespace with its first
    one, and ``waitpid`` returns only once they are all gone.  Never returns."""
    import select

    code = 125
    try:
        for number in (signal.SIGINT, signal.SIGTERM):  # not the runner's handlers
            try:
                signal.signal(number, signal.SIG_DFL)
            except ValueError:  # not this interpreter's main thread: nothing of ours is set
                pass
        try:
            pidfd = os.pidfd_open(child)
        except (OSError, AttributeError):
            pidfd = -1
        low = 3
        for fd in sorted({control, pidfd} - {-1}):
            os.closerange(low, fd)  # the error pipe Popen waits on, the grader's files
            low = fd + 1
        os.closerange(low, max_fd)
        poller = select.poll()
        poller.register(control, select.POLLIN)
        if pidfd >= 0:
            poller.register(pidfd, select.POLLIN)
        status = None
        while status is None:
            ready = {fd for fd, _ in poller.poll(None if pidfd >= 0 else 50)}
            if control in ready:
                os.kill(child, signal.SIGKILL)
                break
            if pidfd < 0 or pidfd in ready:
                pid, found = os.waitpid(child, 0 if pidfd >= 0 else os.WNOHANG)
                status = found if pid else None
        if status is None:
            _, status = os.waitpid(child, 0)
        code = os.waitstatus_to_exitcode(status)
        code = code if code >= 0 else 128 - code
    finally:
        os._exit(code)


def landlock_preexec(
    view: AgentView,
    control: int,
    namespaces: bool,
    bpf: bytes | None,
    limits: dict,
    network: bool,
    join: Callable[[], None],
) -> Callable[[], None]:
    """What an agent command outside bubblewrap runs before its ``exec``: its own namespaces
    (``namespaces``: it becomes the first process of the PID namespace and mounts a fresh
    ``/proc``, a keeper outside waits on ``control``, a pipe's read end), after joining the call's
    control groups (``join``); then ``limits``,
    capabilities dropped, Landlock's read and write allowlists (TCP denied unless ``network``;
    abstract Unix sockets and signals scoped to the call), and the seccomp program ``bpf``."""
    import ctypes

    # Everything resolved here, in the parent: the child of a threaded process imports nothing.
    libc = ctypes.CDLL(None, use_errno=True)
    rules = view.landlock_rules(own_proc=namespaces)
    write = list(view.writable) + ["/dev/null", "/dev/tty"]
    max_fd = os.sysconf("SC_OPEN_MAX")

    def confine() -> None:
        join()  # the call's control groups, before anything is started in it
        if namespaces:
            _enter_namespaces(libc, network)
            child = os.fork()
            if child:
                _keep(child, control, max_fd)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # the keeper's end is the namespace's
            os.close(control)
            _own_proc(libc)
        set_limits(limits)
        drop_capabilities()
        apply_landlock(rules[0], rules[1], write, restrict_fs=True, deny_tcp=not network)
        if bpf is not None:
            load_bpf(bpf)

    return confine


def _join_and_limit(group: CallGroup, limits: dict) -> None:
    """Between fork and exec of bubblewrap: the call's control groups, then its limits."""
    group.join()
    set_limits(limits)


def runner_limits(limits: dict) -> dict:
    """``limits`` as this process sets them: a user other than root has the processes it already
    runs counted against the call's process limit too (at bubblewrap's first fork, before the
    call's own user namespace), so they are added to it."""
    if os.geteuid() == 0 or "RLIMIT_NPROC" not in limits:
        return limits
    mine = 0
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            for line in status.read_text().splitlines():
                if line.startswith("Uid:"):
                    mine += int(line.split()[1]) == os.getuid()
                    break
        except (OSError, ValueError, IndexError):
            pass
    return limits | {"RLIMIT_NPROC": limits["RLIMIT_NPROC"] + mine}


def _killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _reap_group(pgid: int, deadline: float) -> bool:
    """Kill process group ``pgid`` until it is empty, reaping its orphans (they come to this
    process, a subreaper); False if it is not empty by ``deadline``."""
    while True:
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            return True
        except PermissionError:
            return False
        try:
            while os.waitid(os.P_PGID, pgid, os.WEXITED | os.WNOHANG) is not None:
                pass
        except ChildProcessError:
            pass
        if time.monotonic() > deadline:
            return False
        time.sleep(0.002)


@cache
def _subreaper() -> None:
    import ctypes

    ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER


class Call:
    """One confined call's processes, from its start to the moment none of them is left."""

    def __init__(
        self,
        proc: subprocess.Popen,
        group: CallGroup,
        *,
        pidfd: int = -1,
        control: int = -1,
        reap: bool = False,
    ) -> None:
        self.proc = proc
        """The process started: bubblewrap, or the command itself (or the keeper of its
        namespaces, which ends when the namespace is empty)."""
        self.group = group
        """The call's control groups, closed when it ends."""
        self._pidfd = pidfd
        """bubblewrap: a pidfd of the namespace's first process, killed and awaited."""
        self._control = control
        """Own namespaces: the pipe end whose closing tells the keeper to end the namespace."""
        self._reap = reap
        """Neither: the process group is killed until empty, its orphans reaped here."""

    def stop(self, deadline: float) -> bool:
        """End the call: every process it started killed and gone.  False (never an exception)
        when something of it could not be seen to end by ``deadline`` (``time.monotonic``)."""
        gone = True
        if self._pidfd >= 0:  # bubblewrap: its namespace's first process, then the rest
            gone = kill_namespace(self._pidfd, deadline)
            os.close(self._pidfd)
            self._pidfd = -1
        if self._control >= 0:  # the keeper kills the namespace and exits when it is empty
            os.close(self._control)
            self._control = -1
            try:
                self.proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                gone = False
        pgid = self.proc.pid
        _killpg(pgid)
        try:  # killed, it ends at once; a wait without end would hang whoever stops it
            self.proc.wait(timeout=max(_LAST_WAIT, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            gone = False
        if self._reap:
            gone = _reap_group(pgid, deadline) and gone
        self.group.close()
        return gone


_LAST_WAIT = 5.0
"""Seconds a killed process is awaited past the deadline before ``stop`` says it did not end."""


def start_landlock_call(
    argv: list[str],
    view: AgentView,
    popen: dict[str, Any],
    limits: dict,
    network: bool,
    group: CallGroup,
) -> Call:
    """``argv`` started under Landlock and seccomp (:func:`landlock_preexec`), in namespaces of
    its own where this machine allows them (:func:`own_namespaces`), else in its process group."""
    namespaces = own_namespaces()
    control, keep = -1, -1
    if namespaces:  # a pipe whose end tells the keeper outside to end the namespace
        control, keep = os.pipe()
    else:
        _subreaper()  # orphans of the group come to this process, to be reaped
    try:
        proc = subprocess.Popen(
            argv,
            pass_fds=(control,) if namespaces else (),
            preexec_fn=landlock_preexec(
                view, control, namespaces, call_bpf(namespaces), limits, network, group.join
            ),
            **popen,
        )
    except BaseException:
        if keep >= 0:
            os.close(keep)
        raise
    finally:
        if control >= 0:
            os.close(control)
    return Call(proc, group, control=keep, reap=not namespaces)


def start_bwrap_call(
    argv: list[str],
    view: AgentView,
    workspace: Path,
    popen: dict[str, Any],
    limits: dict,
    network: bool,
    group: CallGroup,
) -> Call:
    """``argv`` started in bubblewrap's namespaces holding only ``view`` (:func:`~syncvals_plugin.
    sandbox.bwrap.agent_bwrap_args`), under the seccomp program :func:`call_bpf`, with its limits
    and control groups set before bubblewrap runs."""
    bpf = call_bpf()
    program = os.memfd_create("syncvals-agent-seccomp", 0) if bpf is not None else -1
    try:
        if bpf is not None:
            os.write(program, bpf)
            os.lseek(program, 0, os.SEEK_SET)
        proc, pidfd = start_bwrap(
            lambda info_fd: agent_bwrap_args(
                argv,
                view,
                workspace,
                info_fd=info_fd,
                network=network,
                seccomp_fd=program if bpf is not None else None,
            ),
            pass_fds=(program,) if program >= 0 else (),
            preexec_fn=partial(_join_and_limit, group, limits),
            **popen,
        )
    finally:
        if program >= 0:
            os.close(program)
    return Call(proc, group, pidfd=pidfd)


def landlock_contract() -> str:
    """How a call outside bubblewrap is ended here, in a phrase (for warnings and the threat
    model)."""
    if own_namespaces():
        return "PID and IPC namespaces of its own"
    if call_bpf(False) is not None:
        return "its process group (seccomp refuses setsid, setpgid and IPC)"
    return "its process group only (no namespaces, no seccomp: a process may escape it)"
