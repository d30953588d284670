"""The kernel's confinement primitives: Landlock, capabilities, seccomp filters, resource limits.

Standard library only (and ``pyseccomp``, imported where a filter is built): the verifier's zygote
runs inside the sandbox, where no package of SyncVals is importable, and loads this very file from
the copy its parent put beside it.  Agent confinement imports it the ordinary way, through
:mod:`syncvals_plugin.sandbox`.
"""

from __future__ import annotations

import os
import struct

LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET = 1
LANDLOCK_SCOPE_SIGNAL = 2


def _libc():
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc


def landlock_abi() -> int:
    """The kernel's Landlock ABI (0: none)."""
    try:
        return max(int(_libc().syscall(444, None, 0, 1)), 0)
    except (OSError, AttributeError):
        return 0


WRITE_ACCESS = sum(
    1 << b for b in (1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
)  # every right that changes files


def apply_landlock(
    read: list[str],
    listable: list[str],
    write: list[str],
    *,
    restrict_fs: bool,
    writes_only: bool = False,
    deny_tcp: bool = True,
) -> None:
    """Enter a new Landlock domain: the filesystem allowlist (when ``restrict_fs``), TCP denied,
    and, where the ABI has them, no signals to and no abstract UNIX sockets of processes outside
    it.  Called again in a worker, it nests a stricter domain inside the zygote's.

    With ``writes_only`` only changes to files are restricted (reads stay free): what confines an
    agent's commands to its workspace.
    """
    import ctypes

    libc = _libc()
    abi = landlock_abi()
    if abi < 1:
        raise OSError(0, "Landlock is not available")
    fs_all = (1 << 13) - 1
    if abi >= 2:
        fs_all |= 1 << 13
    if abi >= 3:
        fs_all |= 1 << 14
    if abi >= 5:
        fs_all |= 1 << 15
    handled_fs = (fs_all & WRITE_ACCESS if writes_only else fs_all) if restrict_fs else 0
    handled_net = 3 if (abi >= 4 and restrict_fs and deny_tcp) else 0
    scoped = (LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | LANDLOCK_SCOPE_SIGNAL) if abi >= 6 else 0
    if not (handled_fs or handled_net or scoped):
        return
    if abi >= 6:
        attr = struct.pack("<QQQ", handled_fs, handled_net, scoped)
    elif abi >= 4:
        attr = struct.pack("<QQ", handled_fs, handled_net)
    else:
        attr = struct.pack("<Q", handled_fs)
    ruleset = libc.syscall(444, ctypes.c_char_p(attr), len(attr), 0)
    if ruleset < 0:
        raise OSError(ctypes.get_errno(), "landlock_create_ruleset failed")
    read_file = (1 << 0) | (1 << 2)  # EXECUTE, READ_FILE
    read_dir = 1 << 3
    rules = (
        [(p, read_file | read_dir) for p in read]
        + [(p, read_dir) for p in listable]
        + [(p, handled_fs) for p in write]
    )
    _add_landlock_rules(libc, ruleset, rules if restrict_fs else [], handled_fs)
    if libc.prctl(38, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS failed")
    if libc.syscall(446, ruleset, 0) != 0:
        raise OSError(ctypes.get_errno(), "landlock_restrict_self failed")
    os.close(ruleset)


def _add_landlock_rules(libc, ruleset: int, rules: list[tuple[str, int]], handled_fs: int) -> None:
    """Allow each ``(path, access)`` of ``rules`` in the ruleset (a file gets only the access a
    file can have); a path that does not exist is skipped."""
    import ctypes

    for path, access in rules:
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            is_dir = os.path.isdir(path)
            allowed = access if is_dir else access & ((1 << 0) | (1 << 1) | (1 << 2) | (1 << 14))
            if not allowed & handled_fs:
                continue
            rule = struct.pack("<Qi", allowed & handled_fs, fd)
            if libc.syscall(445, ruleset, 1, ctypes.c_char_p(rule), 0) != 0:
                raise OSError(ctypes.get_errno(), f"landlock_add_rule failed for {path}")
        finally:
            os.close(fd)


def enter_jail(root: str, cwd: str, uid: int, gid: int) -> None:
    """Change root into ``root`` (and into its ``cwd``), then become ``uid``/``gid`` with no
    supplementary group: every capability goes with the last root id, so nothing of the host is
    reachable again.  Dies with its parent afterwards too (a change of user clears that)."""
    import ctypes

    os.chroot(root)
    os.chdir(cwd)
    os.setgroups([])
    os.setresgid(gid, gid, gid)
    os.setresuid(uid, uid, uid)
    libc = _libc()
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS failed")
    libc.prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG, SIGKILL
    if os.getppid() == 1:  # the parent died before the line above
        os._exit(1)


def drop_capabilities() -> None:
    """No capabilities, even for root (landlock and plain modes run as the grader's user)."""
    import ctypes

    libc = _libc()
    for cap in range(64):
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP; stops at the first unknown cap
            break
    header = struct.pack("<Ii", 0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    data = bytes(24)  # two {effective, permitted, inheritable} sets, all empty
    if libc.syscall(126, ctypes.c_char_p(header), ctypes.c_char_p(data)) != 0:  # capset
        raise OSError(ctypes.get_errno(), "capset failed")
    libc.prctl(
        4, 0, 0, 0, 0
    )  # PR_SET_DUMPABLE 0: no /proc/<pid>/mem, fd or environ of ours for anyone


IPC_CALLS = (
    "shmget",
    "shmat",
    "shmctl",
    "semget",
    "semop",
    "semtimedop",
    "semctl",
    "msgget",
    "msgsnd",
    "msgrcv",
    "msgctl",
    "mq_open",
    "mq_unlink",
    "mq_timedsend",
    "mq_timedreceive",
    "mq_notify",
    "mq_getsetattr",
)
"""System V IPC and POSIX message queues: Landlock does not mediate them, they need no file or
socket, and they outlive every process (an oracle daemon's answers, a channel between two
submissions of a batch, segments left on the host).  Nothing torch does needs them; agents
confined without an IPC namespace are refused them too (``agents/confinement.py``)."""

CONFINED_DENY = (
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "unshare",
    "setns",
    "move_mount",
    "open_tree",
    "fsopen",
    "fsmount",
    "fspick",
    "mount_setattr",
    "bpf",
    "perf_event_open",
    "keyctl",
    "add_key",
    "request_key",
    "kexec_load",
    "kexec_file_load",
    "init_module",
    "finit_module",
    "delete_module",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "pidfd_getfd",
    "kcmp",
    "userfaultfd",
    "open_by_handle_at",
    "name_to_handle_at",
    "quotactl",
    "swapon",
    "swapoff",
    "reboot",
    "syslog",
    "fanotify_init",
)
"""What no confined process may do, an agent's tool call as much as a submission's worker: mount,
unmount or change namespaces (a view is only a wall while it cannot be remounted), trace or read
another process, reach the kernel's keyrings, modules, BPF or io_uring."""

PR_SET_NAME = 15
"""``prctl`` option that renames a thread: its name is in ``/proc/<pid>/comm`` for every process
of the host to read, a channel out of any sandbox (a worker published its held-out inputs so)."""

_DENY_ALWAYS = (
    *CONFINED_DENY,
    "execve",
    "execveat",
    "setsid",
    "setpgid",
    "socket",
    "tkill",
    "tgkill",
    "rt_sigqueueinfo",
    "rt_tgsigqueueinfo",
    "pidfd_open",
    "pidfd_send_signal",
    "ioprio_set",
    "process_madvise",
    *IPC_CALLS,
)
# Calls that are harmless on oneself (pid 0) and an attack on anyone else.
_SELF_ONLY = (
    ("prlimit64", 0),
    ("sched_setaffinity", 0),
    ("sched_setscheduler", 0),
    ("sched_setparam", 0),
    ("sched_setattr", 0),
    ("migrate_pages", 0),
    ("move_pages", 0),
    ("setpriority", 1),
)


WRITE_CALLS = (
    "creat",
    "openat2",  # its flags are in a struct seccomp cannot read; glibc falls back to openat
    "truncate",
    "mkdir",
    "mkdirat",
    "mknod",
    "mknodat",
    "rmdir",
    "unlink",
    "unlinkat",
    "rename",
    "renameat",
    "renameat2",
    "link",
    "linkat",
    "symlink",
    "symlinkat",
    "chmod",
    "fchmod",
    "fchmodat",
    "fchmodat2",
    "chown",
    "fchown",
    "lchown",
    "fchownat",
    "utime",
    "utimes",
    "utimensat",
    "futimesat",
    "setxattr",
    "lsetxattr",
    "fsetxattr",
    "removexattr",
    "lremovexattr",
    "fremovexattr",
)
"""What changes a file by name, refused to ``uid`` mode's workers with every ``open`` that could
write: without Landlock or a mount namespace, nothing else keeps them out of the folders every
user may write (``/tmp``, ``/dev/shm``).  Landlock mode gives its workers no writable folder
either; the descriptors they inherit (their result pipe, the log) stay writable."""
_O_WRITING = (0o1, 0o2, 0o100, 0o1000)  # O_WRONLY, O_RDWR, O_CREAT, O_TRUNC (O_TMPFILE needs one)


def apply_seccomp(libraries: dict, worker: bool) -> None:
    """Deny exec, sockets (all families: ``socketpair`` stays), io_uring, tracing, mounts,
    namespaces, signals and scheduling of other processes; in workers also fork and ``kill``."""
    seccomp_filter(libraries, worker).load()


def seccomp_filter(libraries: dict, worker: bool, no_writes: bool = False):
    """The seccomp filter (a ``pyseccomp.SyscallFilter``) :func:`apply_seccomp` loads: the calls of
    ``_DENY_ALWAYS``; in a ``worker`` also fork, ``kill`` and executable file mappings; with
    ``no_writes`` every call that changes a file by name.  ``libraries`` maps ``c`` and ``seccomp``
    to their files, found by the parent (``find_library`` spawns programs that fail in here)."""
    import ctypes.util
    import errno

    ctypes.util.find_library = lambda name: libraries.get(name)  # its ldconfig/gcc calls fail here
    import pyseccomp as sc

    flt = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)
    names = list(_DENY_ALWAYS) + (["kill", "fork", "vfork"] if worker else [])
    for name in names:
        try:
            flt.add_rule(deny, name)
        except Exception:  # a syscall unknown on this architecture
            pass
    for name, arg in _SELF_ONLY:
        try:
            flt.add_rule(deny, name, sc.Arg(arg, sc.NE, 0))
        except Exception:
            pass
    flt.add_rule(deny, "prctl", sc.Arg(0, sc.EQ, PR_SET_NAME))
    flt.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")  # its flags are out of reach; glibc falls back
    if worker:
        flt.add_rule(
            deny, "clone", sc.Arg(0, sc.MASKED_EQ, 0x00010000, 0)
        )  # no CLONE_THREAD: a fork
        # No new native code from a file: a submission that carries a compiled module (the sealed
        # reference's own bytes, say) and writes it to /tmp, /dev or a memfd cannot map it to run.
        # Every library a submission may load is loaded in the template first
        # (the verifier's zygote preloads them); anonymous executable memory (a JIT) stays allowed.
        flt.add_rule(
            deny,
            "mmap",
            sc.Arg(2, sc.MASKED_EQ, _PROT_EXEC, _PROT_EXEC),
            sc.Arg(3, sc.MASKED_EQ, _MAP_ANONYMOUS, 0),
        )
    if no_writes:
        for name in WRITE_CALLS:
            try:
                flt.add_rule(deny, name)
            except Exception:  # not a call on this architecture (x86-64's legacy ones are)
                pass
        for flag in _O_WRITING:
            for name, arg in (("open", 1), ("openat", 2)):
                try:
                    flt.add_rule(deny, name, sc.Arg(arg, sc.MASKED_EQ, flag, flag))
                except Exception:
                    pass
    return flt


_PROT_EXEC = 0x4
_MAP_ANONYMOUS = 0x20


def confined_bpf(libraries: dict, extra: tuple[str, ...] = ()) -> bytes:
    """The seccomp program of an agent's call, as raw BPF: :data:`CONFINED_DENY`, renaming a
    thread, and ``extra`` (the process-group and IPC calls where the call has no namespaces of
    its own).  Programs, forks and sockets stay: an agent's shell needs them."""
    import ctypes.util
    import errno

    ctypes.util.find_library = lambda name: libraries.get(name)
    import pyseccomp as sc

    flt = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)
    for name in (*CONFINED_DENY, *extra):
        try:
            flt.add_rule(deny, name)
        except Exception:  # noqa: BLE001 - a call this architecture does not have
            pass
    flt.add_rule(deny, "prctl", sc.Arg(0, sc.EQ, PR_SET_NAME))
    with os.fdopen(os.memfd_create("syncvals-confined-bpf"), "w+b") as fh:
        flt.export_bpf(fh)
        fh.seek(0)
        return fh.read()


def worker_bpf(libraries: dict, no_writes: bool = False) -> bytes:
    """The workers' seccomp filter compiled once (in the zygote) to raw BPF, loaded per worker by
    :func:`load_bpf` in microseconds instead of rebuilt in milliseconds.  ``no_writes`` adds
    :data:`WRITE_CALLS` and writing opens (``uid`` mode)."""
    with os.fdopen(os.memfd_create("syncvals-bpf"), "w+b") as fh:  # no writable folder is needed
        seccomp_filter(libraries, worker=True, no_writes=no_writes).export_bpf(fh)
        fh.seek(0)
        return fh.read()


def load_bpf(program: bytes) -> None:
    """Install a raw seccomp BPF program on this thread group (``PR_SET_SECCOMP``, filter mode)."""
    import ctypes

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    libc = _libc()
    if (
        libc.prctl(38, 1, 0, 0, 0) != 0
    ):  # PR_SET_NO_NEW_PRIVS: required to load a filter unprivileged
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS failed")
    prog = SockFprog(len(program) // 8, program)
    if libc.prctl(22, 2, ctypes.byref(prog), 0, 0) != 0:  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
        raise OSError(ctypes.get_errno(), "loading the seccomp filter failed")


def set_limits(limits: dict) -> None:
    """Lower each resource limit of ``limits`` (names of :mod:`resource`) to its value, soft and
    hard, never above a hard limit already lower."""
    import resource

    for name, value in limits.items():
        which = getattr(resource, name)
        soft, hard = resource.getrlimit(which)
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(which, (value, value))
