"""What an agent's commands may see and touch: what a Harbor agent container holds, nothing more.

An agent under ``syncvals run`` gets:

- its **workspace** (read-write) and a private temporary folder and home (read-write);
- **the system**: ``/usr``, ``/etc`` and the ``/bin``, ``/lib`` links, read-only;
- **a runtime with torch**: the interpreter, its standard library (without ``site-packages``) and
  the distributions torch needs, exactly the set the verifier's sandbox sees, reached through a
  ``python3`` whose path holds only those;
- nothing else: not SyncVals' own environment (its package, the task folder with the reference
  solution and the held-out tests, the cache of sealed modules, expected outputs and signing key,
  the trials folder), not other workspaces, not the processes or files of the grader.

Anything of SyncVals that lies inside a visible tree (a system-wide install under ``/usr``, a cache
under ``/etc``) is masked as a hole.  With bubblewrap this is a new mount namespace holding only
those paths, with its own PID and IPC namespaces and ``/proc``; with Landlock alone it is a read
allowlist and a write allowlist on the real filesystem, capabilities dropped (no raw ``/proc/kcore``
or disk reads as root), and Landlock's own rule that a confined process cannot trace or read the
memory of one outside it.

One contract for a call's life holds in every mode (:class:`ConfinedCall`): when it ends, nothing
it started is left and no System V IPC object it made survives.  bubblewrap: its PID and IPC
namespaces, the first process killed and awaited through a pidfd.  Landlock: PID and IPC
namespaces of the call's own, made before Landlock (directly as root, else in a user namespace
mapping only this user), with a keeper outside that kills the namespace's first process and waits
until the namespace is empty.  Where namespaces are refused (a container's seccomp profile): the
call's process group, which a seccomp filter keeps every process in (no ``setsid``/``setpgid``),
killed at once (the kernel restarts a ``fork`` that races a group kill) and reaped by this process
as a subreaper; the same filter refuses System V IPC and POSIX message queues.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

SYSTEM_TREES = ("/usr", "/etc")
"""Read-only system folders an agent sees (``/bin``, ``/lib``… are links into ``/usr`` or seen whole)."""
SYSTEM_TOPS = ("/bin", "/sbin", "/lib", "/lib64", "/lib32")
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty")
"""Devices a Landlock-confined agent may open (never a disk)."""


@cache
def syncvals_paths() -> tuple[Path, ...]:
    """Everything of SyncVals an agent must not read: its package and task data (with the reference
    solution and the held-out tests), its distribution's files in site-packages, its cache."""
    import syncvals_plugin
    from syncvals_plugin.cache import cache_root
    from syncvals_plugin.task import builtin_task_dir

    out = {Path(syncvals_plugin.__file__).resolve().parent, cache_root()}
    out.add(builtin_task_dir("").resolve())  # the built-in tasks' folders (the runner adds its own)
    try:
        from importlib.metadata import distribution

        dist = distribution("syncvals")
        for file in dist.files or []:
            path = Path(str(dist.locate_file(file)))
            if path.parent.name.endswith(".dist-info") or path.name.startswith("__editable__"):
                out.add(path.parent if path.parent.name.endswith(".dist-info") else path)
    except Exception:  # noqa: BLE001 - not installed as a distribution: the package is enough
        pass
    return tuple(sorted({Path(os.path.realpath(p)) for p in out}))


@dataclass(frozen=True)
class AgentView:
    """The paths an agent's commands see, and which of them they may write."""

    trees: tuple[str, ...]
    """Folders seen whole and read-only, minus ``holes``."""
    holes: tuple[str, ...]
    """Folders inside ``trees`` that stay unseen."""
    files: tuple[str, ...]
    """Single files seen read-only (the interpreter, its libraries)."""
    writable: tuple[str, ...]
    """The workspace, the private temporary folder and home."""
    revealed: tuple[str, ...] = ()
    """Paths an agent is given on purpose, read-only (the oracle's ``solution/``, an external
    agent's own program)."""

    def landlock_rules(self) -> tuple[list[str], list[str]]:
        """``(readable whole, listable only)`` for Landlock, holes left out."""
        from syncvals_plugin.sandbox import View

        whole, listable = View(self.trees, self.holes, self.files, ()).readable()
        existing = [p for p in (*DEVICES, "/proc", "/sys/devices/system/cpu") if os.path.exists(p)]
        return whole + existing + list(self.revealed) + list(self.writable), listable


def _holes(trees: Iterable[str], secrets: Iterable[Path], writable: Iterable[str]) -> list[str]:
    """Secrets that lie inside a visible tree (and not inside what the agent may write)."""
    out = []
    for secret in secrets:
        for tree in trees:
            inside = secret == Path(tree) or Path(tree) in secret.parents
            if inside and not any(Path(w) in (secret, *secret.parents) for w in writable):
                out.append(str(secret))
                break
    return sorted(set(out))


def agent_view(
    workspace: Path,
    writable: Sequence[Path],
    reveal: Sequence[Path] = (),
    hide: Sequence[Path] = (),
) -> AgentView:
    """The view of an agent whose workspace is ``workspace``: it may also write ``writable``,
    read ``reveal``, and never sees SyncVals (:func:`syncvals_paths`) nor ``hide`` (the trials
    folder)."""
    from syncvals_plugin.sandbox import sandbox_view

    runtime = sandbox_view()  # the interpreter, its stdlib and torch's distributions
    trees = [t for t in SYSTEM_TREES if os.path.isdir(t)]
    trees += [t for t in SYSTEM_TOPS if os.path.isdir(t) and not os.path.islink(t)]
    trees += [t for t in runtime.trees if not any(t.startswith(s + "/") for s in trees)]
    write = [str(Path(w).resolve()) for w in (workspace, *writable)]
    secrets = [*syncvals_paths(), *(Path(os.path.realpath(p)) for p in hide)]
    holes = _holes(trees, secrets, write) + [
        h
        for h in runtime.holes
        if h.startswith(runtime.trees[0] + "/")  # the stdlib's site-packages
    ]
    return AgentView(
        trees=tuple(trees),
        holes=tuple(sorted(set(holes))),
        files=tuple(f for f in runtime.files if not any(f.startswith(t + "/") for t in trees)),
        writable=tuple(write),
        revealed=tuple(str(Path(p).resolve()) for p in reveal),
    )


def bwrap_argv(
    argv: list[str], view: AgentView, workspace: Path, info_fd: int | None = None
) -> list[str]:
    """``argv`` in a bubblewrap namespace holding only ``view``: its own PID, IPC and UTS
    namespaces and ``/proc``, every process killed with it, the network left as it is (an external
    agent talks to its model).  ``info_fd`` receives bubblewrap's JSON with the host PID of the
    namespace's first process (whose end is the end of everything in it)."""
    args = [
        shutil.which("bwrap") or "bwrap",
        *(["--info-fd", str(info_fd)] if info_fd is not None else []),
        "--unshare-user-try",
        "--unshare-pid",
        "--unshare-ipc",
        "--unshare-uts",
        "--die-with-parent",
        "--new-session",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
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
    for path in view.files:
        args += ["--ro-bind", path, path]
    for path in view.revealed:
        args += ["--ro-bind", path, path]
    for path in view.writable:
        args += ["--bind", path, path]
    return args + ["--chdir", str(workspace), "--"] + argv


@cache
def confinement() -> str:
    """How agent commands are confined here: ``bwrap``, ``landlock`` or ``none``.

    bubblewrap is tried with the exact namespaces and mounts a command gets (a container's own
    ``/proc`` may refuse a new one): when that fails, Landlock.
    """
    from syncvals_plugin.sandbox import landlock_abi, seccomp_available

    if shutil.which("bwrap"):
        import tempfile

        with tempfile.TemporaryDirectory(prefix="syncvals-agent-check-") as ws:
            argv = bwrap_argv(["/bin/sh", "-c", "exit 0"], agent_view(Path(ws), []), Path(ws))
            try:
                if subprocess.run(argv, capture_output=True, timeout=30).returncode == 0:
                    return "bwrap"
            except (OSError, subprocess.TimeoutExpired):
                pass
    return "landlock" if landlock_abi() >= 1 and seccomp_available() else "none"


def runtime_bin(bin_dir: Path) -> None:
    """``python3``/``python`` in ``bin_dir``: the verifier's interpreter with only torch's
    distributions on its path (``bin_dir/site`` links to each), never SyncVals' environment."""
    from syncvals_plugin.sandbox import environment_entries, interpreter

    site = bin_dir / "site"
    site.mkdir(exist_ok=True)
    for entry in environment_entries():
        link = site / entry.name
        if not link.exists():
            link.symlink_to(entry)
    for name in ("python3", "python"):
        wrapper = bin_dir / name
        wrapper.write_text(
            "#!/bin/sh\n"
            f'PYTHONPATH="{site}${{PYTHONPATH:+:$PYTHONPATH}}" exec "{interpreter()}" -s "$@"\n'
        )
        wrapper.chmod(0o755)


def agent_environment(
    bin_dir: Path, home: Path, extra: dict[str, str] | None = None, passed: Sequence[str] = ()
) -> dict[str, str]:
    """The environment of an agent's commands: nothing of the grader's (no cache or virtual
    environment paths), ``python3`` from :func:`runtime_bin`, a private home, and the variables
    named in ``passed`` copied from this process (an external agent's API key)."""
    env = {
        "PATH": f"{bin_dir}{os.pathsep}/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": os.environ.get("LANG", "C.UTF-8"),
        "TERM": os.environ.get("TERM", "dumb"),
        "PYTHONDONTWRITEBYTECODE": "1",
        "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS", "1"),
    }
    for name in passed:
        if name in os.environ:
            env[name] = os.environ[name]
    return env | (extra or {})


# ---------------------------------------------------------------- one call's life

CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
PR_SET_PDEATHSIG = 1
STOP_WAIT_S = 10.0
"""How long ending a call waits for its processes to be gone before it says so."""


def _enter_namespaces(libc) -> None:
    """New PID and IPC namespaces for this process's children: directly when this user may make
    them (root), else inside a new user namespace mapping only this user's own ids.

    :raises OSError: when the kernel (or a container's seccomp profile) refuses both.
    """
    import ctypes

    if libc.unshare(CLONE_NEWPID | CLONE_NEWIPC) == 0:
        return
    uid, gid = os.getuid(), os.getgid()
    if libc.unshare(CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWIPC) != 0:
        raise OSError(ctypes.get_errno(), "new PID and IPC namespaces are refused")
    for name, text in (
        ("uid_map", f"{uid} {uid} 1"),
        ("setgroups", "deny"),
        ("gid_map", f"{gid} {gid} 1"),
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


def _probe_namespaces() -> None:
    import ctypes

    _enter_namespaces(ctypes.CDLL(None, use_errno=True))


@cache
def agent_namespaces() -> bool:
    """Whether an agent command outside bubblewrap gets PID and IPC namespaces of its own here
    (else :func:`agent_bpf`'s process-group and IPC filter holds it)."""
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
def agent_bpf() -> bytes | None:
    """The seccomp filter of an agent command that has no PID and IPC namespaces: no new session
    or process group (so every process it starts stays in the group its call kills at once), no
    System V IPC or POSIX message queue (nothing to outlive the call or cross trials).  None
    when seccomp is unavailable here."""
    import errno

    from syncvals_plugin.sandbox import IPC_CALLS, seccomp_available

    if not seccomp_available():
        return None
    import pyseccomp as sc

    flt = sc.SyscallFilter(sc.ALLOW)
    for name in ("setsid", "setpgid", *IPC_CALLS):
        try:
            flt.add_rule(sc.ERRNO(errno.EPERM), name)
        except Exception:  # noqa: BLE001 - a call this architecture does not have
            pass
    with os.fdopen(os.memfd_create("syncvals-agent-bpf"), "w+b") as fh:
        flt.export_bpf(fh)
        fh.seek(0)
        return fh.read()


def contract() -> str:
    """How an agent's call is ended here, in a phrase (for warnings and the threat model)."""
    how = confinement()
    if how == "bwrap":
        return "bubblewrap's PID and IPC namespaces"
    if agent_namespaces():
        return "PID and IPC namespaces of its own"
    if agent_bpf() is not None:
        return "its process group (seccomp refuses setsid, setpgid and IPC)"
    return "its process group only (no namespaces, no seccomp: a process may escape it)"


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


def agent_preexec(
    view: AgentView | None, control: int, namespaces: bool, bpf: bytes | None
) -> Callable[[], None]:
    """What an agent command outside bubblewrap runs before its ``exec``: its own PID and IPC
    namespaces (``namespaces``: it becomes the first process of the PID namespace, a keeper
    outside waits on ``control``, a pipe's read end), else the process-group filter ``bpf``;
    then, with a ``view``,
    capabilities dropped and Landlock's read and write allowlists."""
    import ctypes

    from syncvals_plugin.sandbox import apply_landlock, drop_capabilities, load_bpf

    # Everything resolved here, in the parent: the child of a threaded process imports nothing.
    libc = ctypes.CDLL(None, use_errno=True)
    rules = view.landlock_rules() if view is not None else None
    write = list(view.writable) + ["/dev/null", "/dev/tty"] if view is not None else []
    max_fd = os.sysconf("SC_OPEN_MAX")

    def confine() -> None:
        if namespaces:
            _enter_namespaces(libc)
            child = os.fork()
            if child:
                _keep(child, control, max_fd)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # the keeper's end is the namespace's
            os.close(control)
        if rules is not None:
            drop_capabilities()
            apply_landlock(rules[0], rules[1], write, restrict_fs=True, deny_tcp=False)
        if not namespaces and bpf is not None:
            load_bpf(bpf)

    return confine


class ConfinedCall:
    """One agent command under the agent confinement, from its start to the moment nothing it
    started is left.

    The contract is the same in every mode: when :meth:`stop` returns, every process of the call
    is gone (so a file it could write is no longer written), and every System V IPC object it
    made is gone with its IPC namespace (or it could make none).  bubblewrap: the namespace's first
    process is killed and awaited through a pidfd.  Landlock (or no confinement): its own PID
    and IPC namespaces with a keeper outside; where namespaces are refused, its process group,
    which seccomp keeps it from leaving, killed at once (the kernel lets no ``fork`` escape a
    group kill) and reaped.
    """

    def __init__(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        env: dict[str, str],
        stdout: int,
        how: str | None = None,
    ) -> None:
        self.how = how or confinement()
        self.namespaces = self.how != "bwrap" and agent_namespaces()
        self._control = -1
        self._pidfd = -1
        common: dict[str, Any] = dict(
            cwd=workspace,
            env=env,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        if self.how == "bwrap":
            from syncvals_plugin.sandbox import namespace_init

            info_r, info_w = os.pipe()
            try:
                self.proc = subprocess.Popen(
                    bwrap_argv(argv, view, workspace, info_fd=info_w), pass_fds=(info_w,), **common
                )
            finally:
                os.close(info_w)
            self._pidfd = namespace_init(info_r, self.proc.pid)
            return
        if not self.namespaces:
            _subreaper()  # orphans of the group come to this process, to be reaped
            self.proc = subprocess.Popen(
                argv,
                preexec_fn=agent_preexec(
                    view if self.how == "landlock" else None, -1, False, agent_bpf()
                ),
                **common,
            )
            return
        control, self._control = os.pipe()
        try:
            self.proc = subprocess.Popen(
                argv,
                pass_fds=(control,),
                preexec_fn=agent_preexec(
                    view if self.how == "landlock" else None, control, True, None
                ),
                **common,
            )
        except BaseException:
            os.close(self._control)
            self._control = -1
            raise
        finally:
            os.close(control)

    def wait(self, timeout: float) -> int:
        """The command's exit status (:class:`subprocess.TimeoutExpired` after ``timeout``)."""
        return self.proc.wait(timeout=timeout)

    def stop(self) -> bool:
        """End the call: every process it started killed and gone.  False (never an exception)
        when something of it could not be seen to end within :data:`STOP_WAIT_S`."""
        deadline = time.monotonic() + STOP_WAIT_S
        gone = True
        if self._pidfd >= 0:  # bubblewrap: its namespace's first process, then the rest
            from syncvals_plugin.sandbox import kill_namespace

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
        self.proc.wait()
        if not self.namespaces and self.how != "bwrap":
            gone = _reap_group(pgid, deadline) and gone
        return gone


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


def scratch_name(prefix: str) -> Path:
    """A fresh path for a scratch folder, not yet made: the caller makes it (``mkdir(0o700)``)
    as the first step of the ``try`` whose ``finally`` removes it.  ``tempfile.mkdtemp`` makes
    its folder and only then returns the name, so a Ctrl-C landing between the two leaves a
    folder nobody knows of; a name chosen first is removed whenever the folder was made."""
    import secrets
    import tempfile

    return Path(tempfile.gettempdir()) / f"{prefix}{secrets.token_hex(8)}"


def remove_scratch(path: Path) -> str | None:
    """Remove a temporary folder of a call or a trial; the reason, never an exception, when it
    cannot be (something still writes in it): the caller logs it and goes on."""
    from syncvals_plugin.sandbox import remove_tree

    error: OSError | None = None
    for attempt in range(5):
        try:
            remove_tree(Path(path))
            return None
        except OSError as exc:
            error = exc
            time.sleep(0.05 * (attempt + 1))
    return f"could not remove {path}: {error}"
