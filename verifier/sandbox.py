"""The sandbox runner: a trusted parent driving an untrusted zygote over a private pipe.

Modes, best first: ``bwrap`` (bubblewrap: an allowlisted filesystem view, new namespaces, no
network), ``landlock`` (the same allowlist enforced by the kernel's Landlock LSM on the real
filesystem, plus seccomp), ``uid`` (for a root that has neither: the sandbox runs as a transient
unprivileged user that file permissions keep from the grader's files, with seccomp refusing its
workers every write) and ``plain`` (a separate process with rlimits and seccomp only, which
cannot stop a submission from reading files; the report says so).  The child sees torch and its
dependencies, the held-out inputs and the submission, never the reference, the task folder, the
expected outputs or the ``syncvals_plugin`` package.
"""

from __future__ import annotations

import collections
import ctypes
import ctypes.util
import json
import os
import secrets
import select
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from syncvals_plugin.errors import GraderFault
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import BWRAP_HINT, FailureKind, SandboxInfo
from syncvals_plugin.verifier import zygote
from syncvals_plugin.verifier.values import decode_value
from syncvals_plugin.verifier.view import View, interpreter, sandbox_view

# No torch import at module level: the parent starts the sandbox (whose torch import dominates
# its start-up) before importing torch itself, so the two imports overlap.

OUTER_FRAME_CAP = zygote.MAX_FRAME + 64 * 1024  # a relayed worker frame plus the zygote's header
RESULT_BUDGET = 256 * 1024 * 1024
"""Bytes of results the parent reads for one submission, all its functions together.  Counted per
submission (reset by :meth:`Sandbox.load`), never per sandbox: a submission that spends it fails
its remaining functions on its own account, and the next one of a batch starts with a full
budget."""
BUDGET_EXCEEDED = (
    f"output budget exceeded: the submission's results came to more than "
    f"{RESULT_BUDGET // (1024 * 1024)} MiB in all"
)
# Files of /dev and /proc that torch needs in Landlock mode; the rest (other processes' environ,
# the kernel log, devices) stays out of reach.
LANDLOCK_DEV_PROC = (
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
    "/proc/cpuinfo",
    "/proc/meminfo",
    "/proc/stat",
    "/sys/devices/system/cpu",
)


class SandboxError(GraderFault):
    """The requested sandbox mode cannot run here, or the sandbox did not start: no grade."""


# ---------------------------------------------------------------- what this machine offers


@cache
def _libraries() -> dict[str, str | None]:
    return {"c": ctypes.util.find_library("c"), "seccomp": ctypes.util.find_library("seccomp")}


@cache
def seccomp_available() -> bool:
    """Whether pyseccomp and libseccomp are installed (seccomp layers are added when they are)."""
    try:
        import pyseccomp  # noqa: F401
    except (ImportError, OSError, TypeError):
        return False
    return _libraries()["seccomp"] is not None


@cache
def bwrap_works() -> bool:
    """Whether bubblewrap runs the sandbox's exact command line here (fresh ``/proc``, ``/dev``,
    tmpfs, the view's binds, no user namespaces inside), with the interpreter in it.

    ``auto`` does not pay for this check: it launches bubblewrap and falls back when that launch
    fails (:meth:`Sandbox._await_started`); this is for reports and tests.
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


def bwrap_installed() -> bool:
    """Whether bubblewrap is installed and has not failed to start the sandbox in this process."""
    return shutil.which("bwrap") is not None and not _BWRAP_FAILURE


_BWRAP_FAILURE: list[str] = []
"""Why bubblewrap failed to start the sandbox in this process (then ``auto`` uses Landlock)."""


@cache
def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when Landlock is unavailable."""
    return zygote.landlock_abi()


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

UID_RANGE = (61184, 65519)
"""Where ``uid`` mode picks its sandbox's user and group: systemd's range for transient users
(``DynamicUser=``), inside the 16-bit range every container's user namespace maps, and one of its
own per sandbox, so two sandboxes cannot reach each other's files."""


def _has_capabilities(*bits: int) -> bool:
    """Whether this process holds every capability numbered in ``bits`` (effective set)."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return False
    for line in status.splitlines():
        if line.startswith("CapEff:"):
            held = int(line.split()[1], 16)
            return all(held >> bit & 1 for bit in bits)
    return False


def uid_available() -> bool:
    """Whether ``uid`` mode can run here: root holding ``CAP_SETUID`` and ``CAP_SETGID`` (to
    become the sandbox's user) with seccomp (which refuses that user's workers every write, since
    without Landlock or a mount namespace nothing else keeps them out of ``/tmp``), and an
    interpreter and torch that any user may read (:func:`uid_unreachable`)."""
    return (
        os.geteuid() == 0
        and _has_capabilities(6, 7)
        and seccomp_available()
        and uid_unreachable() is None
    )


@cache
def uid_unreachable() -> str | None:
    """The first folder holding the interpreter, its standard library or torch that a user of no
    group cannot enter (a Python installed under ``/root``, say), or None: ``uid`` mode's user
    must reach them by file permissions, as nothing is mounted for it."""
    view = sandbox_view()
    for path in (str(interpreter()), *view.trees):
        for folder in (Path(path), *Path(path).parents):
            try:
                mode = os.stat(folder).st_mode
            except OSError:
                continue
            if stat.S_ISDIR(mode) and not mode & 0o001:
                return str(folder)
    return None


def _free_ids() -> tuple[int, int]:
    """A uid and gid in :data:`UID_RANGE` that no account or group of this system has."""
    import grp
    import pwd

    taken = {p.pw_uid for p in pwd.getpwall()} | {g.gr_gid for g in grp.getgrall()}
    low, high = UID_RANGE
    for _ in range(64):
        uid = low + secrets.randbelow(high - low + 1)
        if uid not in taken:
            return uid, uid
    raise SandboxError(f"no free user id in {low}-{high} for the uid sandbox")


def _package_dirs() -> list[Path]:
    """The folders of SyncVals' own packages (the grader, the classifier, the tasks with their
    reference sources): what ``uid`` mode's user must not read."""
    import importlib.util

    out = []
    for name in (
        "syncvals_plugin",
        "syncvals_plugin.verifier",
        "syncvals_plugin.classifier",
        "syncvals_plugin.task_data",
    ):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        for folder in (spec.submodule_search_locations or []) if spec else []:
            out.append(Path(folder))
    return out


def withhold(paths: list[Path]) -> list[Path]:
    """Take every permission of "others" off ``paths`` (each existing one): what keeps ``uid``
    mode's user, which is in no group of theirs, from reading them.  Returns the paths changed.

    A folder without ``o+x`` cannot be entered, so nothing below it can be opened by that user
    (the cache's expected outputs, key and seed; the reference source; SyncVals itself), however
    its files' own modes read.
    """
    changed = []
    for path in paths:
        try:
            mode = os.stat(path).st_mode
        except OSError:
            continue
        if mode & 0o007:
            os.chmod(path, stat.S_IMODE(mode) & ~0o007)
            changed.append(path)
    return changed


def _reachable(folder: Path) -> bool:
    """Whether anyone (``o+x`` on it and every folder above it) can enter ``folder``."""
    return all(os.stat(p).st_mode & 0o001 for p in (folder, *folder.parents))


MODE_HINT = (
    f"{BWRAP_HINT}, or pass --mode plain to accept a process that can read and write any file "
    "you can"
)


def choose_mode(requested: str) -> str:
    """Resolve ``auto`` to the strongest isolating mode; refuse an unavailable explicit one.

    ``plain`` isolates nothing on the filesystem, so ``auto`` never falls back to it: it must be
    asked for by name.
    """
    # Landlock does not mediate System V IPC: without seccomp to refuse it, it is no sandbox.
    # Checked only when asked about (bubblewrap's check launches it; uid's reads the view).
    available: dict[str, Callable[[], bool]] = {
        # ``auto`` tries bubblewrap's launch itself and falls back if it fails to start.
        "bwrap": bwrap_installed if requested == "auto" else bwrap_works,
        "landlock": lambda: landlock_abi() >= 1 and seccomp_available(),
        "uid": uid_available,
        "plain": lambda: True,
    }
    if requested == "auto":
        for mode in ("bwrap", "landlock", "uid"):
            if available[mode]():
                return mode
        raise SandboxError(
            "no isolating sandbox here (neither bubblewrap nor Landlock, and not root for the "
            "uid mode): " + MODE_HINT
        )
    ok = requested in available and available[requested]()
    if requested == "uid" and not ok and uid_unreachable() is not None:
        raise SandboxError(
            f"sandbox mode 'uid' is not available on this machine: its user could not enter "
            f"{uid_unreachable()}, which holds the interpreter or torch (chmod o+x it, or use a "
            "Python installed outside a private folder)"
        )
    if not ok:
        raise SandboxError(
            f"sandbox mode {requested!r} is not available on this machine "
            "(bwrap needs bubblewrap and user namespaces; landlock needs Linux >= 5.13 and "
            "libseccomp with pyseccomp; uid needs root with CAP_SETUID and CAP_SETGID, and "
            "libseccomp with pyseccomp)"
        )
    return requested


def _bwrap_view_args(view: View) -> list[str]:
    args: list[str] = []
    for top in ("/bin", "/sbin", "/lib", "/lib64", "/lib32"):
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


def bwrap_args(view: View, work: Path, app: Path, many: bool = False) -> list[str]:
    """The bubblewrap command line of the sandbox, up to ``--``: the same one that
    :func:`bwrap_works` tries, so ``auto`` never picks a bubblewrap that cannot run it (a
    container's own ``/proc`` that a new one may not be mounted over, say)."""
    size = str(64 * 1024 * 1024)
    return [
        shutil.which("bwrap") or "bwrap",
        "--unshare-all",
        "--unshare-user",
        "--disable-userns",
        "--die-with-parent",
        "--new-session",
        "--cap-drop",
        "ALL",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
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
        "--setenv",
        "HOME",
        "/tmp",
        "--setenv",
        "TMPDIR",
        "/tmp",
        "--setenv",
        "OMP_NUM_THREADS",
        "1",
        "--setenv",
        "PATH",
        "/usr/bin:/bin",
        "--setenv",
        "LANG",
        "C.UTF-8",
        "--setenv",
        "GLIBC_TUNABLES",
        MALLOC_TUNABLES,
        *(["--setenv", "PYTHONMALLOC", "malloc"] if many else []),
        "--",
    ]


def remove_tree(root: Path) -> None:
    """Delete a folder however deep or unwritable its contents are.

    Iterative, and by descriptor (``openat``/``unlinkat``), so neither Python's recursion limit
    nor the kernel's path-length limit stops it; folders are made writable on the way down.
    """
    root = Path(root)
    try:
        if not stat.S_ISDIR(os.lstat(root).st_mode):
            os.unlink(root)
            return
    except FileNotFoundError:
        return
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    os.chmod(root, 0o700)
    cur = os.open(root, flags)
    names: list[str] = []  # the path from root down to ``cur``
    while True:
        child = None
        with os.scandir(cur) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    child = entry.name
                    break
                os.unlink(entry.name, dir_fd=cur)
        if child is not None:
            try:
                os.chmod(child, 0o700, dir_fd=cur)
            except OSError:
                pass
            down = os.open(child, flags, dir_fd=cur)
            os.close(cur)
            cur, names = down, names + [child]
            continue
        if not names:
            os.close(cur)
            os.rmdir(root)
            return
        up = os.open("..", flags, dir_fd=cur)
        os.close(cur)
        cur = up
        os.rmdir(names.pop(), dir_fd=cur)


# ---------------------------------------------------------------- one sandbox session


@dataclass
class FunctionRun:
    """What the sandbox produced for one function: decoded per-case results, or why none."""

    cases: list[dict] = field(default_factory=list)
    failure: str | None = None
    kind: FailureKind | None = None
    """``failure``'s kind (:data:`~syncvals_plugin.records.report.FailureKind`)."""


class _LogDrain(threading.Thread):
    """Reads the child's stdout/stderr, keeping only the first ``cap`` bytes of each submission's
    output; a marker line with a nonce the submission never sees ends one submission's part."""

    def __init__(self, fd: int, cap: int):
        super().__init__(daemon=True)
        self.fd, self.cap, self.kept, self.dropped = fd, cap, bytearray(), 0
        self._lock = threading.Condition()
        self._marker: bytes | None = None
        self._pending = b""
        self._done: str | None = None

    def _keep(self, data: bytes) -> None:
        room = self.cap - len(self.kept)
        self.kept += data[: max(room, 0)]
        self.dropped += max(len(data) - max(room, 0), 0)

    def run(self) -> None:
        while True:
            try:
                chunk = os.read(self.fd, 1 << 20)
            except OSError:
                break
            if not chunk:
                break
            with self._lock:
                data = self._pending + chunk
                marker = self._marker
                if marker and marker in data:
                    head, _, tail = data.partition(marker)
                    self._keep(head)
                    self._done = self._text()
                    self.kept, self.dropped, self._marker = bytearray(), 0, None
                    self._lock.notify_all()
                    data, marker = tail, None
                hold = len(marker) - 1 if marker else 0  # a marker may span two reads
                self._pending = data[len(data) - hold :] if hold else b""
                self._keep(data[: len(data) - hold] if hold else data)
        with self._lock:
            self._keep(self._pending)
            self._pending = b""
        os.close(self.fd)

    def _text(self) -> str:
        text = self.kept.decode("utf-8", "replace")
        return text + (
            f"\n[... {self.dropped} more bytes of output dropped]" if self.dropped else ""
        )

    def text(self) -> str:
        """The kept output, decoded leniently, with a note of what was dropped."""
        with self._lock:
            return self._text()

    def expect(self, marker: bytes) -> None:
        """The next ``marker`` seen ends the current part."""
        with self._lock:
            self._marker, self._done = marker, None

    def take(self, timeout: float) -> str:
        """The part ended by the expected marker (what arrived so far if it never comes)."""
        with self._lock:
            self._lock.wait_for(lambda: self._done is not None, timeout)
            if self._done is None:
                text, self.kept, self.dropped, self._marker = self._text(), bytearray(), 0, None
                return text
            text, self._done = self._done, None
            return text


def sandbox_limits(options: VerifyOptions, functions: int) -> dict[str, int]:
    """The resource limits the zygote runs under (its workers get lower ones): CPU for start-up
    and every function (and one more), a 16 MiB file size, memory, descriptors, processes, no
    core dumps."""
    mb = 1024 * 1024
    return {
        "RLIMIT_CORE": 0,
        "RLIMIT_CPU": int(options.startup_timeout_s + options.function_timeout_s * (functions + 1)),
        "RLIMIT_FSIZE": 16 * mb,
        "RLIMIT_AS": max(2 * options.memory_mb, 4096) * mb,
        "RLIMIT_NOFILE": 1024,
        # Root ignores it, and for anyone else it counts all their processes: a margin, not a cap.
        "RLIMIT_NPROC": 4096,
    }


_ULIMIT = {  # how a shell names each limit, and the unit ``ulimit`` counts it in
    "RLIMIT_CPU": ("CPU time", "-t", 1, "s"),
    "RLIMIT_FSIZE": ("file size", "-f", 1024, "KiB"),
    "RLIMIT_AS": ("virtual memory", "-v", 1024, "KiB"),
    "RLIMIT_NOFILE": ("open files", "-n", 1, ""),
    "RLIMIT_NPROC": ("processes", "-u", 1, ""),
}


def _can_raise_hard_limits() -> bool:
    """Whether this process holds ``CAP_SYS_RESOURCE`` (then a hard limit may be raised)."""
    return _has_capabilities(24)


def check_limits(options: VerifyOptions, functions: int) -> None:
    """Refuse to grade where a hard resource limit of this process is below what the sandbox sets
    (it cannot raise a hard limit): a grader fault naming each such limit, never a traceback and
    never a grade under conditions other than the ones every submission gets.

    :raises SandboxError: naming each limit, its value and what grading needs.
    """
    import resource

    if _can_raise_hard_limits():
        return
    low = []
    raise_to = []
    for name, needed in sandbox_limits(options, functions).items():
        if name not in _ULIMIT:
            continue
        hard = resource.getrlimit(getattr(resource, name))[1]
        if hard == resource.RLIM_INFINITY or hard >= needed:
            continue
        what, flag, unit, suffix = _ULIMIT[name]
        low.append(
            f"{what} ({name}, `ulimit {flag}`) is {hard // unit}{suffix and ' ' + suffix}, "
            f"grading needs {needed // unit}{suffix and ' ' + suffix}"
        )
        raise_to.append(f"ulimit -H{flag[1]} {needed // unit}")
    if low:
        raise SandboxError(
            "a resource limit is too low to grade: the hard limit on " + "; on ".join(low),
            fix=f"raise it before running SyncVals (`{'; '.join(raise_to)}` as a user allowed "
            "to, or in the container's or service's settings)",
        )


def _confinement(limits: dict[str, int], ids: tuple[int, int] | None = None) -> Callable[[], None]:
    """What the zygote's child runs between fork and exec: ``limits`` set, the sandbox's user
    (``ids``: uid and gid, no supplementary group, no new privileges) in ``uid`` mode, and death
    with the verifier."""

    def confine() -> None:
        import resource

        for name, value in limits.items():
            resource.setrlimit(getattr(resource, name), (value, value))
        libc = ctypes.CDLL(None)
        if ids is not None:
            uid, gid = ids
            os.setgroups([])
            os.setresgid(gid, gid, gid)
            os.setresuid(uid, uid, uid)  # every capability goes with the last root id
            if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
                raise OSError("PR_SET_NO_NEW_PRIVS failed")
        # After the change of user, which clears it: never outlive the verifier.
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG

    return confine


class Sandbox:
    """Runs a submission's functions on held-out inputs inside one isolated zygote at a time."""

    def __init__(
        self,
        functions: list[str],
        options: VerifyOptions,
        many: bool = False,
        protect: list[Path] | None = None,
        *,
        submission_name: str,
    ):
        self.options = options
        self.protect = list(protect or [])
        """Further paths the sandbox must not read (the task's folder), withheld in ``uid`` mode."""
        self.submission_name = submission_name
        """The task's artifact file name: what the submission is called inside the sandbox."""
        self.many = many
        """Serving a batch: Python objects on the huge-page heap (a slower start, cheaper forks)."""
        self.mode = choose_mode(options.mode)
        self.seccomp = seccomp_available()
        self.functions = functions
        self.relaunches = -1
        self.logs: list[str] = []
        self.import_error: str | None = None
        self.signatures: dict[str, str | None] = {}
        self.source: bytes | None = None
        self.view = sandbox_view()
        self._received = 0
        """Result bytes read for the current submission (see :data:`RESULT_BUDGET`)."""
        self.exhausted: str | None = None
        """Why the current submission may be sent no more functions (its output budget is spent):
        they fail with this reason, and no sandbox is relaunched for it."""
        self._relaunch_base = 0
        self._pending: collections.deque[str] = collections.deque()
        self.ids: tuple[int, int] | None = None
        """``uid`` mode's user and group for this sandbox (a fresh pair: no other process has it)."""
        self.root = Path(tempfile.mkdtemp(prefix="syncvals-sandbox-", dir=self._base()))
        for sub in ("work", "app", "tmp", "site"):
            (self.root / sub).mkdir()
        if self.mode == "uid":
            self._prepare_uid()
        shutil.copyfile(zygote.__file__, self.root / "work" / "zygote.py")
        for entry in self.view.trees[1:]:
            (self.root / "site" / Path(entry).name).symlink_to(entry)
        self.proc: subprocess.Popen | None = None

    def _base(self) -> str | None:
        """Where the sandbox's folder goes: the temporary folder, or (``uid`` mode) ``/tmp``
        when the sandbox's user could not enter the configured one."""
        base = Path(tempfile.gettempdir())
        if self.mode != "uid" or _reachable(base):
            return None
        if _reachable(Path("/tmp")):
            return "/tmp"
        raise SandboxError(
            f"the uid sandbox's user cannot enter {base} or /tmp (a folder above lacks o+x)",
            fix="set TMPDIR to a folder every user may enter",
        )

    def _prepare_uid(self) -> None:
        """Give the sandbox its own user and group, and its folder to them: only its group may
        enter (read its config, inputs, submission; the files stay root's, so its user can change
        none of them), and its scratch folder is its user's."""
        if not _reachable(self.root.parent):
            raise SandboxError(
                f"the uid sandbox's user cannot enter {self.root.parent} (a folder above lacks o+x)",
                fix="set TMPDIR to a folder every user may enter",
            )
        uid, gid = self.ids = _free_ids()
        os.chown(self.root, 0, gid)
        os.chmod(self.root, 0o750)
        os.chown(self.root / "tmp", uid, gid)
        os.chmod(self.root / "tmp", 0o700)

    def withheld(self) -> list[Path]:
        """What ``uid`` mode's user must not read: the cache (expected outputs, signing key,
        held-out seed, sealed module) and SyncVals' packages with the tasks' references."""
        from syncvals_plugin.task.seal import cache_root

        return [cache_root(), *_package_dirs(), *self.protect]

    # -- lifecycle

    def info(self) -> SandboxInfo:
        """The mode actually used, for the report."""
        notes = {
            "bwrap": "bubblewrap namespaces with an allowlisted filesystem view",
            "landlock": "Landlock allowlist on the real filesystem, scoped signals and sockets, seccomp",
            "uid": "a transient unprivileged user kept from the grader's files by their "
            "permissions, seccomp refusing its workers every write; it can read what any user "
            "can",
            "plain": "a separate process with rlimits"
            + (" and seccomp" if self.seccomp else "")
            + " only; it can read and write any file this user can",
        }
        return SandboxInfo(
            mode=self.mode,
            weaker=self.mode != "bwrap",
            seccomp=self.seccomp,
            note=notes[self.mode]
            + (
                f" (bubblewrap is installed but could not start the sandbox here: "
                f"{_BWRAP_FAILURE[0][:300]})"
                if self.mode != "bwrap" and _BWRAP_FAILURE
                else ""
            ),
            relaunches=self.submission_relaunches,
            bubblewrap_missing=self.options.mode == "auto"
            and self.mode != "bwrap"
            and not _BWRAP_FAILURE,
        )

    def _config(self, view: dict[str, str], result_fd: int) -> dict:
        mb = 1024 * 1024
        return {
            "result_fd": result_fd,
            "site": [view["site"]],
            "inputs": view["work"] + "/inputs.bin",
            # What a submission's workers can write, emptied before the next submission.
            # (Landlock mode has no writable folder at all; plain mode's own is the one it is given.)
            "scratch": {
                "bwrap": ["/tmp", "/dev/shm"],
                "landlock": [],
                "uid": [str(self.root / "tmp")],  # its workers write nothing; the zygote empties it
                "plain": [str(self.root / "tmp")],
            }[self.mode],
            "submission": view["app"] + "/" + self.submission_name,
            "functions": self.functions,
            "seccomp": self.seccomp,
            "libraries": _libraries(),
            "landlock_abi": landlock_abi(),
            "drop_capabilities": self.mode != "bwrap",  # bubblewrap has dropped them already
            "landlock": self._landlock_rules() if self.mode == "landlock" else None,
            # Without Landlock or a mount namespace, seccomp is what keeps ``uid`` mode's workers
            # from writing into /tmp, /dev/shm or any other folder every user may write.
            "no_writes": self.mode == "uid",
            "function_timeout_s": self.options.function_timeout_s,
            "parallel": self.options.workers,
            "worker_limits": {
                "RLIMIT_AS": self.options.memory_mb * mb,
                "RLIMIT_FSIZE": 16 * mb,
                "RLIMIT_CPU": int(self.options.function_timeout_s) + 5,
                "RLIMIT_CORE": 0,
                "RLIMIT_NOFILE": 256,
            },
        }

    def _landlock_rules(self) -> dict:
        whole, listable = self.view.readable()
        whole += [p for p in (*LANDLOCK_DEV_PROC, *THP_FILES) if os.path.exists(p)]
        whole += [str(self.root / d) for d in ("work", "app", "site")]
        # No writable folder at all: nothing a submission writes could fill the disk or outlive it.
        return {"read": whole, "listable": listable, "write": []}

    def _command(self, config_path: Path) -> tuple[list[str], dict[str, str]]:
        # Isolated as -I would be (no user site, no script folder on the path, no site module),
        # but with the environment read: it is ours alone (cleared, then the variables below),
        # and it must carry PYTHONMALLOC.
        python = [
            str(interpreter()),
            "-s",
            "-S",
            "-B",
            *(["-P"] if sys.version_info >= (3, 11) else []),
        ]
        if self.mode != "bwrap":
            env = {
                "PATH": "/usr/bin:/bin",
                "HOME": str(self.root / "tmp"),
                "TMPDIR": str(self.root / "tmp"),
                "OMP_NUM_THREADS": "1",
                "LANG": "C.UTF-8",
                "GLIBC_TUNABLES": MALLOC_TUNABLES,
                **({"PYTHONMALLOC": "malloc"} if self.many else {}),
            }
            return python + [str(self.root / "work" / "zygote.py"), str(config_path)], env
        cmd = bwrap_args(self.view, self.root / "work", self.root / "app", self.many)
        return cmd + python + ["/sv/work/zygote.py", "/sv/work/config.json"], {}

    def provide_inputs(self, frame: bytes) -> None:
        """Write the held-out inputs (a frame of :mod:`~syncvals_plugin.verifier.expected`'s
        bundle) where the zygote will load them, then let it go on."""
        (self.root / "work" / "inputs.bin").write_bytes(frame)
        self._tell("go")

    def start(self) -> bool:
        """Relaunch after a crash: a fresh zygote, the same inputs, the current submission."""
        self.launch()
        self._tell("go")
        return self.source is not None and self._load()

    def launch(self) -> None:
        """Start a zygote; it imports torch, then waits for :meth:`provide_inputs` to let it go on."""
        self.close()
        self.relaunches += 1
        result_r, result_w = os.pipe()
        log_r, log_w = os.pipe()
        view = (
            {"site": "/sv/site", "work": "/sv/work", "app": "/app"}
            if self.mode == "bwrap"
            else {k: str(self.root / k) for k in ("site", "work", "app")}
        )
        config_path = self.root / "work" / "config.json"
        config_path.write_text(json.dumps(self._config(view, result_w)))
        cmd, env = self._command(config_path)
        limits = sandbox_limits(self.options, len(self.functions))
        check_limits(self.options, len(self.functions))  # before a child fails to set them
        if self.mode == "uid" and self.ids is None:  # never root where a user of its own is due
            raise SandboxError("the uid sandbox has no user of its own")
        if self.ids is not None:
            withhold(self.withheld())  # before any code runs as the sandbox's user
        confine = _confinement(limits, self.ids)
        if self.mode != "bwrap":
            # Same user, no namespace: without this, the sandbox could open /proc/<us>/fd/1 and
            # write lines into the grader's own output (bubblewrap hides our /proc entirely).
            ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0
        self.proc = proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=log_w,
            stderr=log_w,
            pass_fds=(result_w,),
            env=env,
            cwd=str(self.root / "app"),
            start_new_session=True,
            preexec_fn=confine,
            close_fds=True,
        )
        os.close(result_w)
        os.close(log_w)
        if proc.stdin is None:  # never: stdin=PIPE above; says so to the type checker
            raise SandboxError("the sandbox was started without a command pipe")
        self._stdin = proc.stdin
        os.set_blocking(self._stdin.fileno(), False)  # a zygote that stops reading cannot stall us
        self._result_fd = result_r
        # A bytearray: a frame of 32 MiB arrives in 64 KiB reads, and appending to bytes would
        # copy the whole of it at every read.
        self._buffer = bytearray()
        self._drain = _LogDrain(log_r, self.options.log_cap_bytes)
        self._drain.start()
        self._launched_at = time.monotonic()
        self._started = False

    def _tell(self, line: str) -> bool:
        try:
            self._stdin.write(line.encode() + b"\n")
            self._stdin.flush()
            return True
        except (OSError, ValueError):
            return False

    def load(self, source: bytes) -> bool:
        """Give the zygote a new submission and wait until it has compiled it and read its
        signatures.  False (with :attr:`import_error` set) when it crashed, hung or failed."""
        self.source = source
        self.import_error = None
        self.signatures = {}
        self.exhausted = None
        self._received = 0  # a budget of its own: what an earlier submission read is not its debt
        if self.proc is None:
            self.launch()
            self._tell("go")
        # After the launch: a fresh sandbox for a new submission is not one of its relaunches.
        self._relaunch_base = max(self.relaunches, 0)
        return self._load()

    def finish(self) -> None:
        """Done with the current submission: the zygote empties what its workers wrote; if it
        cannot (or does not answer), the next submission gets a fresh sandbox."""
        if self.proc is None:
            return
        nonce = secrets.token_hex(12)  # sent after every worker of this submission is gone
        self._drain.expect(f"[syncvals log end {nonce}]\n".encode())
        if not self._tell(f"end {nonce}"):
            self.close()
            return
        header, _ = self._next_frame(time.monotonic() + self.options.function_timeout_s)
        if header is None or header.get("type") != "wiped" or header.get("ok") is not True:
            self.close()
            return
        self.logs.append(self._drain.take(timeout=5))

    def _await_started(self) -> None:
        """Wait for the zygote's word that it is up (torch and the inputs loaded, no submission
        code seen yet): a sandbox that never says so failed on its own, a grader fault."""
        if self._started:
            return
        header, _ = self._next_frame(
            self._launched_at + self.options.startup_timeout_s, budgeted=False
        )
        if header is not None and header.get("type") == "started":
            self._started = True
            return
        how, exited = self._last_wait, self._exit_text()
        why = (
            f"it did not start within {self.options.startup_timeout_s:g} s"
            if how == "timeout"
            else f"it exited before it was ready ({exited})"
            if header is None
            else "it answered out of turn before it was ready"
        )
        self.close()
        log = self.log_text().strip()[-1500:]
        if self.options.mode == "auto" and self.mode == "bwrap":
            # Tried with the exact arguments it runs with, bubblewrap failed (a container's /proc,
            # user namespaces refused): Landlock next, for this process's remaining gradings.
            _BWRAP_FAILURE.append(f"{why}: {log}" if log else why)
            self.mode = choose_mode("auto")
            if self.mode == "uid":
                self._prepare_uid()  # a user of its own before anything runs in this mode
            self.logs.clear()
            self.launch()
            self._relaunch_base = self.relaunches  # a change of mode, not the submission's doing
            self._tell("go")
            return self._await_started()
        raise SandboxError(
            f"the {self.mode} sandbox failed before any submission code ran: {why}"
            + (f"; it said: {log}" if log else ""),
            fix="run `syncvals environment` to see what the sandbox sees; try `--mode landlock` "
            "if bubblewrap cannot create its namespaces here",
        )

    def _load(self) -> bool:
        self._await_started()
        # Exactly the bytes the verifier read and checked; never the path the user gave.
        (self.root / "app" / self.submission_name).write_bytes(self.source or b"")
        self._tell("submission")  # if it already died, the frame read below reports how
        deadline = (
            max(self._launched_at + self.options.startup_timeout_s, time.monotonic())
            + self.options.function_timeout_s
        )
        header, body = self._next_frame(deadline)
        error = None
        if header is None and self._last_wait == "budget":
            error = self.exhausted = BUDGET_EXCEEDED
        elif header is None:
            error = (
                f"the sandbox did not finish importing torch and the submission within "
                f"{self.options.startup_timeout_s:g} s (a hang or sleep at import?)"
                if self._last_wait == "timeout"
                else f"the sandbox exited while importing the submission ({self._exit_text()})"
            )
        elif header.get("type") == "import-error":
            error = "the submission could not be compiled:\n" + str(header.get("error", ""))[-1500:]
        elif header.get("type") != "ready":
            error = "the sandbox answered out of turn while importing the submission"
        elif header.get("outcome") == "timeout":
            error = (
                f"importing the submission did not finish within {self.options.function_timeout_s:g} s "
                "(a hang or sleep at import?)"
            )
        else:
            inner, why = _worker_frame(header, body)
            if inner is None:
                error = f"importing the submission failed: {why}"
            elif "import_error" in inner:
                error = "importing the submission failed:\n" + str(inner["import_error"])[-1500:]
            elif not isinstance(inner.get("signatures"), dict):
                error = "importing the submission failed: the signature table was malformed"
            else:
                sigs = inner["signatures"]
                self.signatures = {
                    n: sigs[n] if isinstance(sigs.get(n), str) else None for n in self.functions
                }
                return True
        self.import_error = error
        if header is None or header.get("type") not in ("import-error", "ready"):
            self.close()  # a zygote that died or spoke out of turn is not reused
        return False

    def _exit_text(self) -> str:
        if self.proc is None:
            return "not started"
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return "still running"
        return f"killed by signal {-code}" if code < 0 else f"exit code {code}"

    def close(self) -> None:
        """Kill the zygote, its workers and anything they spawned; keep the log."""
        self._pending.clear()
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        try:
            self._stdin.close()
        except (OSError, ValueError):
            pass
        os.close(self._result_fd)
        self._drain.join(timeout=5)
        self.logs.append(self._drain.text())
        self.proc = None

    def cleanup(self) -> None:
        """Stop everything and delete the sandbox's files (however deep a tree was left)."""
        self.close()
        remove_tree(self.root)

    # -- the result pipe

    def _next_frame(self, deadline: float, budgeted: bool = True) -> tuple[dict | None, bytes]:
        """The next frame on the result pipe, or None with :attr:`_last_wait` saying why
        (``timeout``, ``closed``, ``budget``: the submission's :data:`RESULT_BUDGET` is spent,
        ``corrupt: …``).  The zygote's own start-up frame is not ``budgeted``."""
        self._last_wait = ""
        while True:
            try:
                parsed = zygote.split_frame(self._buffer, OUTER_FRAME_CAP)
            except zygote.FrameError as exc:
                self._last_wait = f"corrupt: {exc}"
                return None, b""
            if parsed is not None:
                header, body, used = parsed
                del self._buffer[:used]
                return header, bytes(body)
            left = deadline - time.monotonic()
            if left <= 0:
                self._last_wait = "timeout"
                return None, b""
            ready, _, _ = select.select([self._result_fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._result_fd, 1 << 20)
            if not chunk:
                self._last_wait = "closed"
                return None, b""
            if budgeted:
                self._received += len(chunk)
                if self._received > RESULT_BUDGET:
                    self._last_wait = "budget"
                    return None, b""
            self._buffer += chunk

    @property
    def submission_relaunches(self) -> int:
        """How many times the sandbox was restarted while grading the current submission."""
        return max(self.relaunches - self._relaunch_base, 0)

    def request(self, names: list[str]) -> None:
        """Ask for several functions at once: the zygote grades them in parallel workers and
        answers in this order, while this process compares the answers already in."""
        names = [n for n in names if n not in self._pending]
        if names and self.proc is not None and self._tell("run " + " ".join(names)):
            self._pending.extend(names)

    @property
    def idle(self) -> bool:
        """Whether no requested function is still to be read."""
        return not self._pending

    def run_function(self, name: str) -> FunctionRun:
        """One function's result, from a fresh worker (asked for now unless already requested)."""
        if self.proc is None:
            return FunctionRun(failure="the sandbox is not running", kind="grader-fault")
        if self._pending and self._pending[0] != name:
            self.close()  # answers come in request order: anything else is a broken exchange
            return FunctionRun(failure="the sandbox answered out of turn", kind="grader-fault")
        if not self._pending:
            if not self._tell(name):
                self.close()
                return FunctionRun(
                    failure="the sandbox died before this function ran", kind="crashed"
                )
            self._pending.append(name)
        self._pending.popleft()
        # The zygote enforces the function's deadline itself; this one only catches a broken zygote.
        header, body = self._next_frame(time.monotonic() + self.options.function_timeout_s + 15)
        if header is None:
            return self._no_answer()
        if header.get("type") != "result" or header.get("function") != name:
            self.close()
            return FunctionRun(failure="the sandbox answered out of turn", kind="grader-fault")
        return self._result(header, body)

    def _no_answer(self) -> FunctionRun:
        """A function the zygote gave no frame for: it timed out, its channel was corrupted, or
        it died (the sandbox is closed either way)."""
        how = self._last_wait
        self.close()
        if how == "budget":
            # The submission's own excess: this function and the ones after it fail, saying so;
            # the sandbox is not relaunched for it, and the next submission gets a full budget.
            self.exhausted = BUDGET_EXCEEDED
            return FunctionRun(failure=BUDGET_EXCEEDED, kind="bad-output")
        if how == "timeout":
            return FunctionRun(
                failure=f"timed out after {self.options.function_timeout_s:g} s", kind="timeout"
            )
        if how.startswith("corrupt"):
            return FunctionRun(
                failure=f"the result channel was corrupted ({how[9:]})", kind="grader-fault"
            )
        return FunctionRun(failure="the sandbox died while running this function", kind="crashed")

    def _result(self, header: dict, body: bytes) -> FunctionRun:
        """A function's result frame read: its cases, or why there are none."""
        outcome = header.get("outcome")
        if outcome == "no-submission":
            return FunctionRun(failure="the submission could not be loaded", kind="crashed")
        if outcome == "timeout":
            return FunctionRun(
                failure=f"timed out after {self.options.function_timeout_s:g} s", kind="timeout"
            )
        if outcome == "oversized":
            return FunctionRun(
                failure=f"its output exceeded the {zygote.MAX_FRAME}-byte cap", kind="bad-output"
            )
        inner, why = _worker_frame(header, body)
        if inner is None:
            return FunctionRun(failure=why, kind="bad-output")
        if "import_error" in inner:
            return FunctionRun(
                failure="importing the submission failed in this function's worker: "
                + str(inner["import_error"])[-300:],
                kind="crashed",
            )
        cases = inner.get("cases")
        if not isinstance(cases, list):
            return FunctionRun(
                failure="unreadable output: the case list is missing", kind="bad-output"
            )
        try:
            return FunctionRun(cases=decode_cases(cases, inner_body(body)))
        except zygote.FrameError as exc:
            return FunctionRun(failure=f"unreadable output: {exc}", kind="bad-output")

    def log_text(self) -> str:
        """Everything the submission printed (capped per sandbox launch)."""
        return "\n".join(t for t in self.logs if t)


def inner_body(body: bytes) -> bytes:
    """The tensor bytes of a relayed worker frame (its body after the JSON line)."""
    parsed = zygote.split_frame(body)
    return parsed[1] if parsed else b""


def _worker_frame(header: dict, body: bytes) -> tuple[dict | None, str]:
    """The worker's own frame inside a relayed one, or None and why it is unusable."""
    status = header.get("status")
    if not body:
        if isinstance(status, int) and not isinstance(status, bool):
            return None, _describe_status(status)
        return None, "the worker reported nothing"
    try:
        parsed = zygote.split_frame(body)
    except zygote.FrameError as exc:
        return None, f"unreadable output: {exc}"
    if parsed is None or parsed[2] != len(body):
        return None, "unreadable output: a truncated or padded result frame"
    return parsed[0], ""


def decode_cases(cases: list, body: bytes) -> list[dict]:
    """Validate and rebuild every case a worker described; any inconsistency is a FrameError."""
    state = {"offset": 0}
    out = []
    for case in cases:
        if not isinstance(case, dict):
            raise zygote.FrameError("malformed case result")
        if "value" in case:
            out.append({"value": decode_value(case["value"], body, state)})
        else:
            kept = {
                k: _text(v)
                for k, v in case.items()
                if k in ("raised", "message", "fatal", "bad_output")
            }
            if not kept:
                raise zygote.FrameError("a case result with neither a value nor an exception")
            out.append(kept)
    if state["offset"] != len(body):
        raise zygote.FrameError("tensor bytes do not add up to the frame's body")
    return out


def _text(value: object) -> str:
    return value[:300] if isinstance(value, str) else str(type(value).__name__)


def _describe_status(status: int) -> str:
    if not 0 <= status < 1 << 16:
        return "the worker ended with an impossible status"
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        names: dict[int, str] = {
            signal.SIGKILL: "SIGKILL (memory or CPU limit?)",
            signal.SIGSEGV: "SIGSEGV",
            signal.SIGXCPU: "SIGXCPU (CPU limit)",
            signal.SIGSYS: "SIGSYS (forbidden system call)",
            signal.SIGABRT: "SIGABRT",
        }
        return f"the worker was killed by {names.get(sig, f'signal {sig}')}"
    return f"the worker exited with code {os.WEXITSTATUS(status)} before reporting (os._exit?)"
