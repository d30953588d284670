"""Resource limits: what the sandbox sets, a refusal to grade where a hard limit is lower, and
what its first process runs between fork and exec."""

from __future__ import annotations

import ctypes
import os
import signal
from collections.abc import Callable

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.sandbox.modes import SandboxError, has_capabilities


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


def can_raise_hard_limits() -> bool:
    """Whether this process holds ``CAP_SYS_RESOURCE`` (then a hard limit may be raised)."""
    return has_capabilities(24)


def check_limits(options: VerifyOptions, functions: int) -> None:
    """Refuse to grade where a hard resource limit of this process is below what the sandbox sets
    (it cannot raise a hard limit): a grader fault naming each such limit, never a traceback and
    never a grade under conditions other than the ones every submission gets.

    :raises SandboxError: naming each limit, its value and what grading needs.
    """
    import resource

    if can_raise_hard_limits():
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


def confine_child(limits: dict[str, int], ids: tuple[int, int] | None = None) -> Callable[[], None]:
    """What the sandbox's first process runs between fork and exec: ``limits`` set, a user of its
    own (``ids``: uid and gid, no supplementary group, no new privileges) where one is given,
    and death with the verifier."""

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
