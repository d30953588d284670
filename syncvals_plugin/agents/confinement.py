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
it started is left and no System V IPC object it made survives.  How each mode keeps it (its
namespaces, a keeper, the process group that seccomp keeps it in) is the mode's, on the sandbox
floor (:class:`~syncvals_plugin.sandbox.Mode`, :mod:`syncvals_plugin.sandbox.call`): this module
says what an agent runs and what it may see, never how.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.sandbox import (
    SYSTEM_TOPS,
    AgentView,
    Call,
    CallGroup,
    Mode,
    agent_mode,
    choose_agent_mode,
)

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
    runs: :func:`require_confinement`), the sandbox floor's choice for an agent's view
    (:func:`~syncvals_plugin.sandbox.choose_agent_mode`)."""
    return choose_agent_mode(lambda workspace: agent_view(workspace, []))


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
    _mode(how)  # refused unless the floor's mode of that name confines agents
    return how


# ---------------------------------------------------------------- one call's life

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


def _mode(how: str) -> Mode:
    """The sandbox floor's mode named ``how``.

    :raises ConfinementUnavailable: where it confines no agent (``none``: nothing can here).
    """
    mode = agent_mode(how)
    if mode is None:
        raise ConfinementUnavailable(NO_CONFINEMENT)
    return mode


def contract() -> str:
    """How an agent's call is ended here, in a phrase (for warnings and the threat model)."""
    mode = agent_mode(confinement())
    # A phrase, never an exception: it is asked for while a call is being ended.
    return mode.call_contract() if mode is not None else "no confinement (no call runs here)"


class ConfinedCall:
    """One agent command under the agent confinement, from its start to the moment nothing it
    started is left.

    The contract is the same in every mode: when :meth:`stop` returns, every process of the call
    is gone (so a file it could write is no longer written), and every System V IPC object it
    made is gone with its IPC namespace (or it could make none).  How is the mode's
    (:meth:`~syncvals_plugin.sandbox.Mode.start_call`): this says what runs and what it sees.
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
        self._call: Call = _mode(self.how).start_call(
            argv,
            view,
            workspace,
            env=env,
            stdout=stdout,
            limits=limits or agent_limits(4096, 4096),
            network=network,
        )
        self.proc = self._call.proc

    def wait(self, timeout: float) -> int:
        """The command's exit status (:class:`subprocess.TimeoutExpired` after ``timeout``)."""
        return self.proc.wait(timeout=timeout)

    def stop(self) -> bool:
        """End the call: every process it started killed and gone.  False (never an exception)
        when something of it could not be seen to end within :data:`STOP_WAIT_S`."""
        return self._call.stop(time.monotonic() + STOP_WAIT_S)


@cache
def group_limits() -> tuple[str, ...]:
    """Which of the call's totals a control group caps here (``pids``, ``memory``): the rest
    rest on per-process rlimits, which the kernel does not apply to processes of root."""
    group = CallGroup(1, 1 << 30)
    group.close()
    return tuple(group.applied)


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
