"""Bubblewrap: the sandbox's command line (namespaces, the view as binds), and whether it runs here."""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from syncvals_plugin.sandbox.view import SYSTEM_TOPS, AgentView, View, interpreter, sandbox_view

THP_FILES = (
    "/sys/kernel/mm/transparent_hugepage/enabled",
    "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size",
)
"""Two kernel settings, readable by any user, that glibc reads to use huge pages (below)."""


MALLOC_TUNABLES = "glibc.malloc.hugetlb=1"
"""The zygote's heap in transparent huge pages: a worker is a fork of a process holding torch, and
fork and exit cost in proportion to its page-table entries (measured here: 19 ms per worker
without, 10 ms with).  For a batch, ``PYTHONMALLOC=malloc`` puts Python's own objects on that
heap too (fork + exit 5.5 ms → 3.6 ms, but importing torch takes about 10% longer, so a one-off
verify keeps Python's allocator).  Ignored by a glibc that does not know the tunable or a kernel
without THP."""


_BWRAP_FAILURE: list[str] = []
"""Why bubblewrap failed to start the sandbox in this process (then ``auto`` uses Landlock)."""


def note_bwrap_failure(why: str) -> None:
    """Remember that bubblewrap could not start the sandbox here (``why``): from then on this
    process's ``auto`` mode skips it, and reports say why."""
    _BWRAP_FAILURE.append(why)


def bwrap_failure() -> str | None:
    """Why bubblewrap first failed to start the sandbox in this process, or None."""
    return _BWRAP_FAILURE[0] if _BWRAP_FAILURE else None


def bwrap_installed() -> bool:
    """Whether bubblewrap is installed and has not failed to start the sandbox in this process."""
    return shutil.which("bwrap") is not None and not _BWRAP_FAILURE


@cache
def bwrap_works() -> bool:
    """Whether bubblewrap runs the sandbox's exact command line here (fresh ``/proc``, ``/dev``,
    tmpfs, the view's binds, no user namespaces inside), with the interpreter in it.

    ``auto`` does not pay for this check: it launches bubblewrap and falls back when that launch
    fails (the verifier's ``Sandbox._await_started``); this is for reports and tests.
    """
    exe = shutil.which("bwrap")
    if exe is None or _BWRAP_FAILURE:
        return False
    with tempfile.TemporaryDirectory(prefix="syncvals-bwrap-check-") as tmp:
        work, app = Path(tmp, "work"), Path(tmp, "app")
        work.mkdir()
        app.mkdir()
        cmd = bwrap_args(sandbox_view(), work, app) + [str(interpreter()), "-S", "-c", "pass"]
        try:
            return subprocess.run(cmd, capture_output=True, timeout=30).returncode == 0
        except (OSError, subprocess.TimeoutExpired):
            return False


def _bwrap_view_args(view: View) -> list[str]:
    # The view as binds: the system files one by one, the standard library and each environment
    # entry whole (under /sv/site), every hole a read-only empty tmpfs.
    args: list[str] = []
    for top in SYSTEM_TOPS:
        if os.path.islink(
            top
        ):  # merged /usr: keep the links so library paths resolve as on the host
            args += ["--symlink", os.readlink(top), top]
    for path in view.files:
        args += ["--ro-bind", path, path]
    for path in THP_FILES:
        args += ["--ro-bind-try", path, path]
    for link, target in view.links:
        args += ["--symlink", target, link]
    stdlib = view.trees[0]
    args += ["--ro-bind", stdlib, stdlib]
    for hole in view.holes:
        if hole.startswith(stdlib + "/"):
            args += ["--tmpfs", hole, "--remount-ro", hole]
    args += ["--dir", "/sv/site"]
    for entry in view.trees[1:]:
        dest = f"/sv/site/{Path(entry).name}"
        args += ["--ro-bind", entry, dest]
        for hole in view.holes:
            if hole.startswith(entry + "/"):
                inner = dest + hole[len(entry) :]
                args += ["--tmpfs", inner, "--remount-ro", inner]
    return args


def grading_environment(home: str, many: bool) -> dict[str, str]:
    """A grading sandbox's whole environment, ``home`` its private scratch folder as the sandbox
    names it (bubblewrap clears the rest; outside it, the process is started with this alone)."""
    return {
        "HOME": home,
        "TMPDIR": home,
        "OMP_NUM_THREADS": "1",
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "GLIBC_TUNABLES": MALLOC_TUNABLES,
        **({"PYTHONMALLOC": "malloc"} if many else {}),
    }


SANDBOX_UID = 1000
"""The uid (and gid) every confined process runs as inside its user namespace: never root, so
that nothing in the sandbox holds an identity that a capability check could favour (it maps to
the caller's own uid outside)."""

TMP_BYTES = 64 * 1024 * 1024
"""The size of a grading sandbox's private ``/tmp`` and ``/dev/shm``."""


def floor_args(info_fd: int | None = None, *, network: bool = False) -> list[str]:
    """The floor of every bubblewrap sandbox, a grading or an agent's call alike: new user, PID,
    IPC, UTS and cgroup namespaces (and network, unless ``network``), a non-root uid, every
    capability dropped, no user namespace inside (so none can be regained: root holding its
    capabilities in a user namespace that owns the mount namespace could remount a read-only bind
    writable and write the host as real root), a new session, death with its parent, its own
    ``/proc`` (read-only) and ``/dev``.  ``info_fd`` receives the host PID of the namespace's first process
    (:func:`namespace_init`)."""
    return [
        shutil.which("bwrap") or "bwrap",
        *(["--info-fd", str(info_fd)] if info_fd is not None else []),
        "--unshare-user",
        "--unshare-pid",
        "--unshare-ipc",
        "--unshare-uts",
        "--unshare-cgroup-try",
        *([] if network else ["--unshare-net"]),
        "--uid",
        str(SANDBOX_UID),
        "--gid",
        str(SANDBOX_UID),
        "--disable-userns",
        "--die-with-parent",
        "--new-session",
        "--cap-drop",
        "ALL",
        "--proc",
        "/proc",
        "--remount-ro",  # a thread's name (``/proc/self/comm``) is readable by every host process
        "/proc",
        "--dev",
        "/dev",
    ]


def bwrap_args(
    view: View, work: Path, app: Path, many: bool = False, info_fd: int | None = None
) -> list[str]:
    """The bubblewrap command line of the grading sandbox, up to ``--``: :func:`floor_args` with
    the view, the submission and its inputs.  The same one that :func:`bwrap_works` tries, so
    ``auto`` never picks a bubblewrap that cannot run it (a container's own ``/proc`` that a new
    one may not be mounted over, say)."""
    size = str(TMP_BYTES)
    return [
        *floor_args(info_fd),
        "--size",
        size,
        "--tmpfs",
        "/tmp",
        "--size",
        size,
        "--tmpfs",
        "/dev/shm",
        *_bwrap_view_args(view),
        "--ro-bind",
        str(work),
        "/sv/work",
        "--ro-bind",
        str(app),
        "/app",
        "--remount-ro",
        "/",
        "--chdir",
        "/app",
        "--clearenv",
        *(
            arg
            for name, value in grading_environment("/tmp", many).items()
            for arg in ("--setenv", name, value)
        ),
        "--",
    ]


def agent_bwrap_args(
    argv: list[str],
    view: AgentView,
    workspace: Path,
    info_fd: int | None = None,
    *,
    network: bool = False,
    seccomp_fd: int | None = None,
    tmp_bytes: int = TMP_BYTES,
) -> list[str]:
    """``argv`` as an agent's call: :func:`floor_args` (with the network only when ``network``:
    a live external agent's explicit, recorded allowance), the agent's ``view`` as binds, a
    private ``/tmp`` of ``tmp_bytes``, and the seccomp program read from ``seccomp_fd``."""
    args = [
        *floor_args(info_fd, network=network),
        *(["--seccomp", str(seccomp_fd)] if seccomp_fd is not None else []),
        "--size",
        str(tmp_bytes),
        "--tmpfs",
        "/tmp",
    ]
    for top in SYSTEM_TOPS:
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
    for tree in view.trees:
        args += ["--ro-bind", tree, tree]
    for hole in view.holes:
        if os.path.isdir(hole):
            args += ["--tmpfs", hole, "--remount-ro", hole]
        elif os.path.exists(hole):
            args += ["--ro-bind", "/dev/null", hole]
    for path in (*view.files, *view.revealed):
        args += ["--ro-bind", path, path]
    for path in view.writable:
        args += ["--bind", path, path]
    for path in view.sockets:
        args += ["--bind", path, path]
    return args + ["--chdir", str(workspace), "--"] + argv


def start_bwrap(
    command: Callable[[int], list[str]], pass_fds: tuple[int, ...] = (), **popen: Any
) -> tuple[subprocess.Popen, int]:
    """Start bubblewrap's command line ``command(info_fd)`` (a grading's or an agent's call) with
    ``popen``'s options, and return it with a pidfd of its namespace's first process
    (:func:`namespace_init`; -1 when bubblewrap ended before it said which), through which the
    whole namespace is killed and awaited (:func:`kill_namespace`)."""
    info_r, info_w = os.pipe()
    try:
        proc = subprocess.Popen(command(info_w), pass_fds=(*pass_fds, info_w), **popen)
    except BaseException:
        os.close(info_r)
        raise
    finally:
        os.close(info_w)
    return proc, namespace_init(info_r, proc.pid)


def namespace_init(info: int, parent: int) -> int:
    """A pidfd of the first process of bubblewrap's namespace, from its ``--info-fd`` JSON (-1
    when bubblewrap ended before it wrote one).  ``parent`` is bubblewrap's own PID: the process
    opened must still be its child, so a PID that ended and was reused meanwhile (by a process
    :func:`kill_namespace` would then kill) is never taken for the namespace."""
    data = b""
    try:
        end = time.monotonic() + 10
        while not data.rstrip().endswith(b"}") and time.monotonic() < end:
            if not select.select([info], [], [], max(0.0, end - time.monotonic()))[0]:
                break
            chunk = os.read(info, 4096)
            if not chunk:
                break
            data += chunk
    finally:
        os.close(info)
    try:
        pid = int(json.loads(data)["child-pid"])
        pidfd = os.pidfd_open(pid)
    except (ValueError, KeyError, TypeError, OSError, AttributeError):
        return -1
    try:  # checked after the pidfd is open: from then on the PID names that one process
        stat = Path(f"/proc/{pid}/stat").read_text()
        if int(stat[stat.rindex(")") + 2 :].split()[1]) == parent:
            return pidfd
    except (OSError, ValueError, IndexError):
        pass
    os.close(pidfd)
    return -1


def kill_namespace(pidfd: int, deadline: float) -> bool:
    """Kill the process behind ``pidfd`` and wait until it has ended (for a namespace's first
    process: until every process of the namespace has), at most until ``deadline``.

    Killing bubblewrap itself is not enough: with ``--die-with-parent`` the namespace dies of
    its parent's death, but asynchronously, so a caller that only reaped bubblewrap could return
    while the namespace's processes still run."""
    try:
        signal.pidfd_send_signal(pidfd, signal.SIGKILL)
    except ProcessLookupError:
        pass
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    return bool(poller.poll(max(0, int((deadline - time.monotonic()) * 1000))))
