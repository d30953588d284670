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
from functools import cache, partial
from pathlib import Path
from typing import Any

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.sandbox import SYSTEM_TOPS, AgentView, CallGroup, agent_bwrap_args

SYSTEM_TREES = ("/usr", "/etc")
"""Read-only system folders an agent sees (``/bin``, ``/lib``… are links into ``/usr`` or seen whole)."""


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
    sockets: Sequence[Path] = (),
) -> AgentView:
    """The view of an agent whose workspace is ``workspace``: it may also write ``writable``,
    read ``reveal``, connect to ``sockets``, and never sees SyncVals (:func:`syncvals_paths`) nor
    ``hide`` (the trials folder)."""
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
        sockets=tuple(str(Path(p)) for p in sockets),
        trees=tuple(trees),
        holes=tuple(sorted(set(holes))),
        files=tuple(f for f in runtime.files if not any(f.startswith(t + "/") for t in trees)),
        writable=tuple(write),
        revealed=tuple(str(Path(p).resolve()) for p in reveal),
    )


@cache
def confinement() -> str:
    """How agent commands are confined here: ``bwrap``, ``landlock`` or ``none`` (then no agent
    runs: :func:`require_confinement`).

    bubblewrap is tried with the exact namespaces and mounts a command gets (a container's own
    ``/proc`` may refuse a new one): when that fails, Landlock.
    """
    from syncvals_plugin.sandbox import landlock_abi, seccomp_available

    if shutil.which("bwrap"):
        import tempfile

        with tempfile.TemporaryDirectory(prefix="syncvals-agent-check-") as ws:
            argv = agent_bwrap_args(["/bin/sh", "-c", "exit 0"], agent_view(Path(ws), []), Path(ws))
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


class ConfinementUnavailable(SyncValsError, RuntimeError):
    """Neither bubblewrap nor Landlock can confine an agent here: no agent runs (never
    unconfined)."""


NO_CONFINEMENT = (
    "no agent can run here: neither bubblewrap nor Landlock (with seccomp) can confine its "
    "commands, and an unconfined agent could read the grader's secrets and other trials "
    "(install bubblewrap: `apt-get install bubblewrap`, or use Linux >= 5.13 with libseccomp "
    "and pyseccomp)"
)


def require_confinement() -> str:
    """The confinement agents get here.

    :raises ConfinementUnavailable: where there is none (:data:`NO_CONFINEMENT`).
    """
    how = confinement()
    if how == "none":
        raise ConfinementUnavailable(NO_CONFINEMENT)
    return how


# ---------------------------------------------------------------- one call's life

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
MS_REC, MS_PRIVATE = 0x4000, 1 << 18
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
PR_SET_PDEATHSIG = 1
STOP_WAIT_S = 10.0
"""How long ending a call waits for its processes to be gone before it says so."""

AGENT_PROCESSES = 256
"""How many processes one agent call may hold at once (its user namespace's own count)."""


def agent_limits(memory_mb: int, storage_mb: int, processes: int = AGENT_PROCESSES) -> dict:
    """The resource limits of every process of an agent's call, from the task's environment:
    ``memory_mb`` of address space a process, no file over ``storage_mb``, at most
    ``processes`` processes (counted in the call's own user namespace), no core dumps."""
    mb = 1024 * 1024
    return {
        "RLIMIT_AS": memory_mb * mb,
        "RLIMIT_FSIZE": storage_mb * mb,
        "RLIMIT_NPROC": processes,
        "RLIMIT_CORE": 0,
    }


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

    from syncvals_plugin.sandbox import SANDBOX_UID

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
def agent_namespaces() -> bool:
    """Whether an agent command outside bubblewrap gets namespaces of its own here, with a fresh
    ``/proc`` (else :func:`agent_bpf`'s process-group and IPC filter holds it, and it is given
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
def agent_bpf(namespaces: bool = True) -> bytes | None:
    """The seccomp program of every agent call (:func:`~syncvals_plugin.sandbox.kernel.
    confined_bpf`: no mounts, namespaces, tracing or thread names); without ``namespaces`` also
    no new session or process group (so every process it starts stays in the group its call
    kills at once), no System V IPC or POSIX message queue (nothing to outlive the call or cross
    trials).  None when seccomp is unavailable here."""
    from syncvals_plugin.sandbox import IPC_CALLS, confined_bpf, libraries, seccomp_available

    if not seccomp_available():
        return None
    return confined_bpf(libraries(), () if namespaces else ("setsid", "setpgid", *IPC_CALLS))


def contract() -> str:
    """How an agent's call is ended here, in a phrase (for warnings and the threat model)."""
    how = confinement()
    if how == "bwrap":
        return "bubblewrap's PID and IPC namespaces"
    if agent_namespaces():
        return "PID and IPC namespaces of its own"
    if agent_bpf(False) is not None:
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

    from syncvals_plugin.sandbox import apply_landlock, drop_capabilities, load_bpf, set_limits

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
        *,
        limits: dict | None = None,
        network: bool = False,
    ) -> None:
        self.how = how or require_confinement()
        self.namespaces = self.how != "bwrap" and agent_namespaces()
        self._control = -1
        self._pidfd = -1
        limits = _runner_limits(limits or agent_limits(4096, 4096))
        self.group = CallGroup(limits["RLIMIT_NPROC"], limits["RLIMIT_AS"])
        common: dict[str, Any] = dict(
            cwd=workspace,
            env=env,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            self._start(argv, view, workspace, common, limits, network)
        except BaseException:
            self.group.close()
            raise

    def _start(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        common: dict[str, Any],
        limits: dict,
        network: bool,
    ) -> None:
        if self.how == "bwrap":
            self._start_bwrap(argv, view, workspace, common, limits, network)
            return
        if self.how != "landlock":
            raise ConfinementUnavailable(NO_CONFINEMENT)
        control = -1
        if self.namespaces:  # a pipe whose end tells the keeper outside to end the namespace
            control, self._control = os.pipe()
        else:
            _subreaper()  # orphans of the group come to this process, to be reaped
        try:
            self.proc = subprocess.Popen(
                argv,
                pass_fds=(control,) if self.namespaces else (),
                preexec_fn=agent_preexec(
                    view,
                    control,
                    self.namespaces,
                    agent_bpf(self.namespaces),
                    limits,
                    network,
                    self.group.join,
                ),
                **common,
            )
        except BaseException:
            if self._control >= 0:
                os.close(self._control)
                self._control = -1
            raise
        finally:
            if control >= 0:
                os.close(control)

    def _start_bwrap(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        common: dict[str, Any],
        limits: dict,
        network: bool,
    ) -> None:
        from syncvals_plugin.sandbox import namespace_init

        bpf = agent_bpf()
        info_r, info_w = os.pipe()
        program = os.memfd_create("syncvals-agent-seccomp", 0) if bpf is not None else -1
        try:
            if bpf is not None:
                os.write(program, bpf)
                os.lseek(program, 0, os.SEEK_SET)
            cmd = agent_bwrap_args(
                argv,
                view,
                workspace,
                info_fd=info_w,
                network=network,
                seccomp_fd=program if bpf is not None else None,
            )
            self.proc = subprocess.Popen(
                cmd,
                pass_fds=tuple(fd for fd in (info_w, program) if fd >= 0),
                preexec_fn=partial(_join_and_limit, self.group, limits),
                **common,
            )
        finally:
            os.close(info_w)
            if program >= 0:
                os.close(program)
        self._pidfd = namespace_init(info_r, self.proc.pid)

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
        self.group.close()
        return gone


@cache
def group_limits() -> tuple[str, ...]:
    """Which of the call's totals a control group caps here (``pids``, ``memory``): the rest
    rest on per-process rlimits, which the kernel does not apply to processes of root."""
    group = CallGroup(1, 1 << 30)
    group.close()
    return tuple(group.applied)


def _join_and_limit(group: CallGroup, limits: dict) -> None:
    """Between fork and exec of bubblewrap: the call's control groups, then its limits."""
    from syncvals_plugin.sandbox import set_limits

    group.join()
    set_limits(limits)


def _runner_limits(limits: dict) -> dict:
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


STORAGE_ENTRIES = 200_000
"""More entries than this in an agent's folders count as over any storage: a walk must end."""


def storage_used(folders: Iterable[Path]) -> int:
    """Bytes of disk the files under ``folders`` take (their allocated blocks, links not
    followed); past :data:`STORAGE_ENTRIES` entries, more than any storage could hold."""
    used, seen, stack = 0, 0, [str(f) for f in folders]
    while stack:
        try:
            entries = os.scandir(stack.pop())
        except OSError:
            continue
        with entries:
            for entry in entries:
                seen += 1
                if seen > STORAGE_ENTRIES:
                    return 1 << 62
                try:
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(entry.path)
                    used += entry.stat(follow_symlinks=False).st_blocks * 512
                except OSError:
                    pass
    return used


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
