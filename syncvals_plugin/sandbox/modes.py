"""What this machine offers, and the choice of a sandbox mode.

Modes, best first: ``bwrap`` (bubblewrap: an allowlisted filesystem view, new namespaces, no
network), ``landlock`` (the same allowlist enforced by the kernel's Landlock LSM on the real
filesystem, plus seccomp), ``uid`` (for a root that has neither: a transient unprivileged user
changed root into a jail that holds only what the sandbox may see, with seccomp refusing its
workers every write)
and ``plain`` (a separate process with rlimits and seccomp only, which cannot stop a submission
from reading files).  ``auto`` picks the first of the three isolating ones that works here.
"""

from __future__ import annotations

import ctypes.util
import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

from syncvals_plugin.errors import GraderFault
from syncvals_plugin.records.report import BWRAP_HINT
from syncvals_plugin.sandbox import kernel
from syncvals_plugin.sandbox.bwrap import agent_bwrap_args, bwrap_installed, bwrap_works
from syncvals_plugin.sandbox.view import AgentView


class SandboxError(GraderFault):
    """The requested sandbox mode cannot run here, or the sandbox did not start: no grade."""


@cache
def libraries() -> dict[str, str | None]:
    """The C library's and libseccomp's files, found here by the trusted parent: inside the
    sandbox ``find_library`` would spawn ``ldconfig``, which fails there."""
    return {"c": ctypes.util.find_library("c"), "seccomp": ctypes.util.find_library("seccomp")}


@cache
def seccomp_available() -> bool:
    """Whether pyseccomp and libseccomp are installed (seccomp layers are added when they are)."""
    try:
        import pyseccomp  # noqa: F401
    except (ImportError, OSError, TypeError):
        return False
    return libraries()["seccomp"] is not None


@cache
def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when Landlock is unavailable."""
    return kernel.landlock_abi()


def landlock_available() -> bool:
    """Whether Landlock can confine here: the kernel has it, and seccomp refuses what it does not
    mediate (System V IPC: without seccomp to refuse it, Landlock is no sandbox)."""
    return landlock_abi() >= 1 and seccomp_available()


UID_RANGE = (61184, 65519)
"""Where ``uid`` mode picks its sandbox's user and group: systemd's range for transient users
(``DynamicUser=``), inside the 16-bit range every container's user namespace maps, and one of its
own per sandbox, so two sandboxes cannot reach each other's files."""


def has_capabilities(*bits: int) -> bool:
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
    """Whether ``uid`` mode can run here: root holding ``CAP_SETUID``, ``CAP_SETGID`` and
    ``CAP_SYS_CHROOT`` (to enter the jail and become the sandbox's user) with seccomp (which
    refuses that user's workers every write, since without Landlock or a mount namespace nothing
    else keeps them out of the jail's folders)."""
    return os.geteuid() == 0 and has_capabilities(6, 7, 18) and seccomp_available()


def free_ids() -> tuple[int, int]:
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


MODE_HINT = (
    f"{BWRAP_HINT}, or pass --mode plain to accept a process that can read and write any file "
    "you can"
)


def choose_mode(requested: str) -> str:
    """Resolve ``auto`` to the strongest isolating mode; refuse an unavailable explicit one.

    ``plain`` isolates nothing on the filesystem, so ``auto`` never falls back to it: it must be
    asked for by name.
    """
    # Checked only when asked about (bubblewrap's check launches it; uid's reads the view).
    available: dict[str, Callable[[], bool]] = {
        # ``auto`` tries bubblewrap's launch itself and falls back if it fails to start.
        "bwrap": bwrap_installed if requested == "auto" else bwrap_works,
        "landlock": landlock_available,
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
    if not ok:
        raise SandboxError(
            f"sandbox mode {requested!r} is not available on this machine "
            "(bwrap needs bubblewrap and user namespaces; landlock needs Linux >= 5.13 and "
            "libseccomp with pyseccomp; uid needs root with CAP_SETUID, CAP_SETGID and CAP_SYS_CHROOT, and "
            "libseccomp with pyseccomp)"
        )
    return requested


def choose_agent_mode(view_of: Callable[[Path], AgentView]) -> str:
    """How agent commands are confined here: ``bwrap``, ``landlock`` or ``none`` (then no agent
    runs; agents are never run ``uid`` or ``plain``).

    bubblewrap is tried with the exact namespaces and mounts a command gets, in the view
    ``view_of(workspace)`` of an empty workspace (a container's own ``/proc`` may refuse a new
    one): when that fails, Landlock.
    """
    if shutil.which("bwrap"):
        with tempfile.TemporaryDirectory(prefix="syncvals-agent-check-") as ws:
            argv = agent_bwrap_args(["/bin/sh", "-c", "exit 0"], view_of(Path(ws)), Path(ws))
            try:
                if subprocess.run(argv, capture_output=True, timeout=30).returncode == 0:
                    return "bwrap"
            except (OSError, subprocess.TimeoutExpired):
                pass
    return "landlock" if landlock_available() else "none"
