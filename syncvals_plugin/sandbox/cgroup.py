"""A control group per confined call: a real cap on its processes and its memory, all of them
together, where this machine lets the caller make one.

``RLIMIT_NPROC`` cannot cap a call started by root (the kernel exempts every process whose real
uid is the host's 0, in any user namespace) and ``RLIMIT_AS`` caps each process alone; a
``pids`` and a ``memory`` group count the whole call.  cgroup v1 (one hierarchy a controller) and
v2 (one hierarchy, where this process's group delegates the controller) are both read from
``/proc/self/mountinfo``; where neither can be written, the call keeps its rlimits and
:attr:`CallGroup.applied` says so.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

_FILES = {  # controller -> (v1 limit file, v2 limit file)
    "pids": ("pids.max", "pids.max"),
    "memory": ("memory.limit_in_bytes", "memory.max"),
}


def _mounts() -> dict[str, Path]:
    """Each controller's hierarchy as mounted here (v1 first; v2's for any it delegates)."""
    found: dict[str, Path] = {}
    v2: Path | None = None
    try:
        lines = Path("/proc/self/mountinfo").read_text().splitlines()
    except OSError:
        return found
    for line in lines:
        left, _, right = line.partition(" - ")
        fields, kind = left.split(), right.split()
        if len(fields) < 5 or len(kind) < 3:
            continue
        if kind[0] == "cgroup":
            for controller in _FILES:
                if controller in kind[2].split(","):
                    found.setdefault(controller, Path(fields[4]))
        elif kind[0] == "cgroup2":
            v2 = Path(fields[4])
    if v2 is not None:
        for controller in _FILES:
            found.setdefault(controller, v2)
    return found


def _own_group(controller: str, version2: bool) -> str:
    """This process's group in ``controller``'s hierarchy (``/proc/self/cgroup``)."""
    try:
        for line in Path("/proc/self/cgroup").read_text().splitlines():
            number, names, path = line.split(":", 2)
            if (version2 and number == "0") or (not version2 and controller in names.split(",")):
                return path.lstrip("/")
    except (OSError, ValueError):
        pass
    return ""


class CallGroup:
    """The groups of one call: ``processes`` at once and ``memory_bytes`` in all.  Made at
    construction where possible (:attr:`applied` names the limits that hold); the call's first
    process joins them between fork and exec (:meth:`join`); :meth:`close` removes them once the
    call has ended."""

    def __init__(self, processes: int, memory_bytes: int) -> None:
        self.paths: list[Path] = []
        self.applied: list[str] = []
        name = f"syncvals-call-{secrets.token_hex(6)}"
        limits = {"pids": str(processes), "memory": str(memory_bytes)}
        for controller, root in _mounts().items():
            version2 = not (root / "tasks").exists() and (root / "cgroup.controllers").exists()
            group = root / _own_group(controller, version2) / name
            limit = group / _FILES[controller][1 if version2 else 0]
            try:
                if group not in self.paths:
                    group.mkdir(mode=0o700)
                    self.paths.append(group)
                limit.write_text(limits[controller])
            except OSError:
                continue
            self.applied.append(controller)
        self._procs = [str(p / "cgroup.procs") for p in self.paths]

    def join(self) -> None:
        """Move this process (the call's first, before its ``exec``) into every group: its
        children are counted there from birth."""
        pid = str(os.getpid()).encode()
        for procs in self._procs:
            fd = os.open(procs, os.O_WRONLY)
            try:
                os.write(fd, pid)
            finally:
                os.close(fd)

    def close(self) -> None:
        """Remove the groups (the call has ended, so they are empty); never an exception."""
        for group in reversed(self.paths):
            try:
                group.rmdir()
            except OSError:
                pass
        self.paths = []
        self._procs = []
