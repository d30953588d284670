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
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

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
    from syncvals_plugin.task.builtin import builtin_task_dir
    from syncvals_plugin.task.seal import cache_root

    out = {Path(syncvals_plugin.__file__).resolve().parent, cache_root()}
    out.add(builtin_task_dir("").resolve())  # the built-in tasks' folders (the runner adds its own)
    try:
        from importlib.metadata import distribution

        dist = distribution("syncvals")
        for file in dist.files or []:
            path = Path(dist.locate_file(file))
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
        from syncvals_plugin.verifier.view import View

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
    from syncvals_plugin.verifier.view import sandbox_view

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


def bwrap_argv(argv: list[str], view: AgentView, workspace: Path) -> list[str]:
    """``argv`` in a bubblewrap namespace holding only ``view``: its own PID, IPC and UTS
    namespaces and ``/proc``, every process killed with it, the network left as it is (an external
    agent talks to its model)."""
    args = [
        shutil.which("bwrap") or "bwrap",
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
    from syncvals_plugin.verifier.sandbox import landlock_abi, seccomp_available

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


def landlock_preexec(view: AgentView):
    """A ``preexec_fn`` that confines a command to ``view`` with Landlock (reads and writes), with
    every capability dropped."""
    read, listable = view.landlock_rules()
    write = list(view.writable) + ["/dev/null", "/dev/tty"]

    def confine() -> None:
        from syncvals_plugin.verifier.zygote import apply_landlock, drop_capabilities

        drop_capabilities()
        apply_landlock(read, listable, write, restrict_fs=True, deny_tcp=False)

    return confine


def runtime_bin(bin_dir: Path) -> None:
    """``python3``/``python`` in ``bin_dir``: the verifier's interpreter with only torch's
    distributions on its path (``bin_dir/site`` links to each), never SyncVals' environment."""
    from syncvals_plugin.verifier.view import environment_entries, interpreter

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
