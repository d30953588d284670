"""A container-like sandbox for tests, as Harbor's verifier container looks from inside.

Its own mount and PID namespaces with a fresh ``/proc`` whose kernel files are masked the way
Docker masks them (``/proc/sys`` read-only, ``/proc/sysrq-trigger`` hidden): the kernel then
refuses a further ``/proc`` mount from a user namespace, which is what broke bubblewrap inside
containers.  Optionally Docker's default seccomp rule that refuses new user namespaces, and a
kernel without Landlock.

Run as a program it is the seccomp step: ``python container.py [--no-landlock] -- CMD…`` installs
the filter, then executes ``CMD``.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

CLONE_NEWUSER = 0x10000000


def available() -> str | None:
    """Why the container cannot be made here (None: it can)."""
    if os.geteuid() != 0:
        return "making a container-like sandbox needs root (CI runs as root)"
    if not shutil.which("unshare"):
        return "unshare (util-linux) is not installed"
    return None


def container_argv(cmd: list[str], *, userns: bool = True, landlock: bool = True) -> list[str]:
    """``cmd`` inside the container: own ``/proc`` (masked), and without user namespaces or
    Landlock when asked."""
    masks = (
        "mount -o bind,ro /proc/sys /proc/sys; "
        "[ -e /proc/sysrq-trigger ] && mount --bind /dev/null /proc/sysrq-trigger; "
        'exec "$@"'
    )
    inner = cmd
    if not (userns and landlock):
        flags = [*([] if userns else ["--no-userns"]), *([] if landlock else ["--no-landlock"])]
        inner = [sys.executable, str(Path(__file__).resolve()), *flags, "--", *cmd]
    return [
        "unshare",
        "--mount",
        "--pid",
        "--fork",
        "--mount-proc",
        "--propagation",
        "private",
        "sh",
        "-c",
        masks,
        "sh",
        *inner,
    ]


def _refuse(no_userns: bool, no_landlock: bool) -> None:
    import errno

    import pyseccomp as sc

    flt = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)
    if no_userns:  # Docker's default profile: no new user namespaces
        flt.add_rule(deny, "unshare", sc.Arg(0, sc.MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER))
        flt.add_rule(deny, "clone", sc.Arg(0, sc.MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER))
        flt.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    if no_landlock:  # a kernel built without it
        for name in ("landlock_create_ruleset", "landlock_add_rule", "landlock_restrict_self"):
            flt.add_rule(sc.ERRNO(errno.ENOSYS), name)
    flt.load()


if __name__ == "__main__":
    args = sys.argv[1:]
    split = args.index("--")
    _refuse("--no-userns" in args[:split], "--no-landlock" in args[:split])
    os.execvp(args[split + 1], args[split + 1 :])
