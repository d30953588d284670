"""A container-like sandbox for tests, as Harbor's verifier container looks from inside.

Its own mount and PID namespaces with a fresh ``/proc`` whose kernel files are masked the way
Docker masks them (``/proc/sys`` read-only, ``/proc/sysrq-trigger`` hidden): the kernel then
refuses a further ``/proc`` mount from a user namespace, which is what broke bubblewrap inside
containers.  Optionally Docker's default seccomp rule that refuses new user namespaces, a
kernel without Landlock (gVisor's, say), and a root without ``CAP_SETUID``/``CAP_SETGID``.
A private ``/root`` is made enterable by anyone (a tmpfs holding binds of the real one's entries),
as a container image's Python lives outside a private folder (this machine's is under /root).

Run as a program it is the seccomp step: ``python container.py [--no-landlock] [--no-setuid] --
CMD…`` installs the filter (and drops the capabilities), then executes ``CMD``.
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


ROOT_REACHABLE = (
    "mkdir -p /tmp/.container-root && mount --bind /root /tmp/.container-root && "
    "mount -t tmpfs -o mode=0755 tmpfs /root && "
    "for e in /tmp/.container-root/* /tmp/.container-root/.[!.]*; do "
    '[ -e "$e" ] || continue; n=${e##*/}; '
    'if [ -d "$e" ]; then mkdir -p "/root/$n"; else touch "/root/$n"; fi; '
    'mount --bind "$e" "/root/$n"; done; '
)


def container_argv(
    cmd: list[str], *, userns: bool = True, landlock: bool = True, setuid: bool = True
) -> list[str]:
    """``cmd`` inside the container: own ``/proc`` (masked), and without user namespaces,
    Landlock or the capabilities to change user when asked."""
    masks = (
        "mount -o bind,ro /proc/sys /proc/sys; "
        "[ -e /proc/sysrq-trigger ] && mount --bind /dev/null /proc/sysrq-trigger; "
        + ROOT_REACHABLE
        + 'exec "$@"'
    )
    inner = cmd
    if not (userns and landlock and setuid):
        flags = [
            *([] if userns else ["--no-userns"]),
            *([] if landlock else ["--no-landlock"]),
            *([] if setuid else ["--no-setuid"]),
        ]
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


def _drop_setuid() -> None:
    """Out of the bounding set: root keeps neither ``CAP_SETGID`` (6) nor ``CAP_SETUID`` (7)
    across the exec that follows."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (6, 7):
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "PR_CAPBSET_DROP failed")


if __name__ == "__main__":
    args = sys.argv[1:]
    split = args.index("--")
    if "--no-setuid" in args[:split]:
        _drop_setuid()
    _refuse("--no-userns" in args[:split], "--no-landlock" in args[:split])
    os.execvp(args[split + 1], args[split + 1 :])
