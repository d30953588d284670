"""The sandbox modes as objects: each builds everything of how it confines a process.

One :class:`Mode` per mode (:data:`MODES`: ``bwrap``, ``landlock``, ``uid``, ``plain``) serves
both callers.  The verifier's grading sandbox says what it runs (an interpreter's command line)
and what it may see (the view, the sandbox's folder); an agent's call says its command, its
:class:`~syncvals_plugin.sandbox.view.AgentView`, its limits and whether it has the network.  The
mode builds the rest: the command line (bubblewrap's or none), the names the confined process
sees its folder by, the step run between fork and exec, the Landlock rules, the seccomp filter,
the limits as set, the jail and the user, how the process is ended, and the report's words.
Which mode runs is :mod:`.modes`' choice (:func:`grading_mode`, :func:`agent_mode`).
"""

from __future__ import annotations

import ctypes
import os
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from syncvals_plugin.cache import cache_root
from syncvals_plugin.records.report import SandboxInfo, SandboxMode
from syncvals_plugin.sandbox.bwrap import (
    THP_FILES,
    bwrap_args,
    bwrap_failure,
    grading_environment,
    note_bwrap_failure,
    start_bwrap,
)
from syncvals_plugin.sandbox.call import (
    Call,
    landlock_contract,
    runner_limits,
    start_bwrap_call,
    start_landlock_call,
)
from syncvals_plugin.sandbox.cgroup import CallGroup
from syncvals_plugin.sandbox.jail import jail_root, jailed
from syncvals_plugin.sandbox.limits import confine_child
from syncvals_plugin.sandbox.modes import SandboxError, choose_mode, free_ids
from syncvals_plugin.sandbox.view import (
    AgentView,
    View,
    manifest_path,
    record_environment_if_missing,
)

FOLDERS = ("work", "app", "tmp", "site")
"""A grading sandbox's folder: its program and inputs (``work``), the submission (``app``), its
scratch (``tmp``) and links to the torch environment's entries (``site``)."""

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
"""Files of /dev and /proc that torch needs in Landlock mode; the rest (other processes' environ,
the kernel log, devices) stays out of reach."""


class Mode:
    """How one sandbox mode confines a process: a grading's zygote or an agent's call.

    The base is a process of its own and nothing more (``plain``'s floor); each mode overrides
    what it does otherwise.
    """

    name: ClassVar[SandboxMode]
    description: ClassVar[str]
    """What the mode isolates, for the report."""
    weaker: ClassVar[bool] = True
    """Weaker than bubblewrap (every mode but bubblewrap's own)."""
    jailed: ClassVar[bool] = False
    """Whether a grading runs in a jail (a tree of its own it changes root into), whose folder
    is made there."""
    confines_agents: ClassVar[bool] = False
    """Whether an agent's call may run under it (bubblewrap and Landlock; never ``uid`` or
    ``plain``)."""
    drops_capabilities: ClassVar[bool] = True
    """Whether the zygote drops its capabilities itself (nothing else took them)."""
    no_writes: ClassVar[bool] = False
    """Whether seccomp refuses the zygote's workers every write."""

    # -- a grading

    def info(self, requested: str, seccomp: bool, relaunches: int) -> SandboxInfo:
        """The mode as the report states it (``requested``: the mode asked for)."""
        failure = bwrap_failure()
        fell_back = (
            f" (bubblewrap is installed but could not start the sandbox here: {failure[:300]})"
            if self.weaker and failure
            else ""
        )
        return SandboxInfo(
            mode=self.name,
            weaker=self.weaker,
            seccomp=seccomp,
            note=self.describe(seccomp) + fell_back,
            relaunches=relaunches,
            bubblewrap_missing=requested == "auto" and self.weaker and failure is None,
        )

    def describe(self, seccomp: bool) -> str:
        """What the mode isolates, in a phrase (``seccomp``: whether seccomp is loaded)."""
        return self.description

    def jail(self, view: View) -> Path | None:
        """The jail a grading of ``view`` runs in (None: the host's filesystem, as seen)."""
        return None

    def own_user(self, root: Path) -> tuple[int, int] | None:
        """A user and group of the sandbox's own, given its folder ``root`` (None: this
        process's)."""
        return None

    def names(self, root: Path, jail: Path | None = None) -> dict[str, str]:
        """How the confined process names each part of the sandbox's folder ``root``
        (:data:`FOLDERS`): as it starts, or once it changed root into ``jail``."""
        return {k: jailed(jail, root / k) if jail is not None else str(root / k) for k in FOLDERS}

    def scratch(self, names: dict[str, str]) -> list[str]:
        """What a submission's workers can write, emptied before the next submission."""
        return [names["tmp"]]

    def landlock_rules(self, view: View, root: Path) -> dict | None:
        """The zygote's Landlock rules (None: it applies none)."""
        return None

    def self_confinement(self, view: View, root: Path, names: dict[str, str]) -> dict[str, Any]:
        """What the zygote does to itself once started, for its config: the folders to empty
        between submissions, whether it drops its capabilities, its Landlock rules, whether its
        workers may write at all."""
        return {
            "scratch": self.scratch(names),
            "drop_capabilities": self.drops_capabilities,
            "landlock": self.landlock_rules(view, root),
            "no_writes": self.no_writes,
        }

    def preexec(
        self, limits: dict[str, int], ids: tuple[int, int] | None, jail: Path | None
    ) -> Callable[[], None]:
        """What the zygote's process runs between fork and exec: its limits, and the user
        ``ids`` unless a ``jail`` is due (the zygote enters it and changes user itself)."""
        return confine_child(limits, None if jail is not None else ids)

    def spawn(
        self,
        argv: list[str],
        root: Path,
        view: View,
        *,
        many: bool,
        jail: Path | None,
        **popen: Any,
    ) -> tuple[subprocess.Popen, int]:
        """Start ``argv`` (the zygote, its files named as :meth:`names` names them at the
        start) as the grading sandbox of ``root`` seeing ``view`` (in ``jail`` once it enters
        it), with ``popen``'s options; and a pidfd of its namespace (-1: none)."""
        # Same user, no namespace: without this, the sandbox could open /proc/<us>/fd/1 and
        # write lines into the grader's own output (bubblewrap hides our /proc entirely).
        ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0
        env = grading_environment(self.names(root, jail)["tmp"], many)
        return subprocess.Popen(argv, env=env, **popen), -1

    def fallback(self, requested: str, why: str) -> Mode | None:
        """The mode to grade with instead when this one failed to start (``why``) before any
        submission code ran, ``requested`` having been asked for; None: the failure stands."""
        return None

    # -- an agent's call

    def start_call(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        *,
        env: dict[str, str],
        stdout: int,
        limits: dict,
        network: bool,
    ) -> Call:
        """``argv`` started as an agent's call in ``workspace``, seeing ``view``, its output to
        ``stdout``, every process of it under ``limits`` (and the call's control groups), the
        network only when ``network``.

        :raises SandboxError: where this mode does not confine agents.
        """
        if not self.confines_agents:
            raise SandboxError(f"the {self.name} mode does not confine an agent's call")
        limits = runner_limits(limits)
        group = CallGroup(limits["RLIMIT_NPROC"], limits["RLIMIT_AS"])
        popen: dict[str, Any] = dict(
            cwd=workspace,
            env=env,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            return self._start_call(argv, view, workspace, popen, limits, network, group)
        except BaseException:
            group.close()
            raise

    def _start_call(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        popen: dict[str, Any],
        limits: dict,
        network: bool,
        group: CallGroup,
    ) -> Call:
        raise SandboxError(f"the {self.name} mode does not confine an agent's call")

    def call_contract(self) -> str:
        """How an agent's call is ended here, in a phrase (for warnings and the threat model)."""
        return landlock_contract()


class Bwrap(Mode):
    """bubblewrap: new namespaces, an allowlisted view as binds, no network."""

    name = "bwrap"
    description = "bubblewrap namespaces with an allowlisted filesystem view"
    weaker = False
    confines_agents = True
    drops_capabilities = False  # bubblewrap has dropped them already

    def names(self, root: Path, jail: Path | None = None) -> dict[str, str]:
        """The binds of :func:`~syncvals_plugin.sandbox.bwrap.bwrap_args`, whatever ``root``."""
        return {"site": "/sv/site", "work": "/sv/work", "app": "/app", "tmp": "/tmp"}

    def scratch(self, names: dict[str, str]) -> list[str]:
        """The namespace's private ``/tmp`` and ``/dev/shm``."""
        return ["/tmp", "/dev/shm"]

    def spawn(
        self,
        argv: list[str],
        root: Path,
        view: View,
        *,
        many: bool,
        jail: Path | None,
        **popen: Any,
    ) -> tuple[subprocess.Popen, int]:
        """``argv`` inside bubblewrap (:func:`~syncvals_plugin.sandbox.bwrap.bwrap_args`, which
        sets the whole environment), with a pidfd of its namespace's first process."""
        work, app = root / "work", root / "app"
        return start_bwrap(
            lambda info_fd: bwrap_args(view, work, app, many, info_fd) + argv, env={}, **popen
        )

    def fallback(self, requested: str, why: str) -> Mode | None:
        """Under ``auto``, the next mode: tried with the exact arguments it runs with,
        bubblewrap failed (a container's /proc, user namespaces refused), so this process's
        remaining gradings use the next mode ``auto`` finds."""
        if requested != "auto":
            return None
        note_bwrap_failure(why)
        return grading_mode("auto")

    def _start_call(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        popen: dict[str, Any],
        limits: dict,
        network: bool,
        group: CallGroup,
    ) -> Call:
        return start_bwrap_call(argv, view, workspace, popen, limits, network, group)

    def call_contract(self) -> str:
        """The namespaces bubblewrap made, ended with their first process."""
        return "bubblewrap's PID and IPC namespaces"


class Landlock(Mode):
    """Landlock's allowlist on the real filesystem, scoped signals and sockets, and seccomp."""

    name = "landlock"
    description = "Landlock allowlist on the real filesystem, scoped signals and sockets, seccomp"
    confines_agents = True

    def scratch(self, names: dict[str, str]) -> list[str]:
        """None: no writable folder at all."""
        return []

    def landlock_rules(self, view: View, root: Path) -> dict | None:
        """The view, the few kernel files torch reads, and the sandbox's folder, read-only."""
        whole, listable = view.readable()
        whole += [p for p in (*LANDLOCK_DEV_PROC, *THP_FILES) if os.path.exists(p)]
        whole += [str(root / d) for d in ("work", "app", "site")]
        # No writable folder at all: nothing a submission writes could fill the disk or outlive it.
        return {"read": whole, "listable": listable, "write": []}

    def _start_call(
        self,
        argv: list[str],
        view: AgentView,
        workspace: Path,
        popen: dict[str, Any],
        limits: dict,
        network: bool,
        group: CallGroup,
    ) -> Call:
        return start_landlock_call(argv, view, popen, limits, network, group)


class Uid(Mode):
    """A transient unprivileged user changed root into a jail holding only the view."""

    name = "uid"
    description = (
        "a transient unprivileged user in a jail holding only the interpreter, its standard "
        "library and torch (chroot, no capability), seccomp refusing its workers every write"
    )
    jailed = True
    drops_capabilities = False  # the zygote loses them with root
    # Without Landlock or a mount namespace, seccomp is what keeps the workers from writing
    # into /tmp, /dev/shm or any other folder every user may write.
    no_writes = True

    def jail(self, view: View) -> Path | None:
        """This view's jail (:mod:`~syncvals_plugin.sandbox.jail`).

        :raises SandboxError: where it cannot be built, with what to do."""
        record_environment_if_missing()
        try:
            return jail_root(view, manifest_path().read_bytes(), cache_root())
        except OSError as exc:
            raise SandboxError(
                f"the uid sandbox's jail could not be built in {cache_root() / 'jails'}: {exc}",
                fix="run as root with CAP_MKNOD and room in the cache, or use another mode",
            ) from exc

    def own_user(self, root: Path) -> tuple[int, int] | None:
        """A fresh user and group (no other process has them), and the folder ``root`` given
        to them: only its group may enter (read its config, inputs, submission; the files stay
        root's, so its user can change none of them), and its scratch folder is its user's."""
        uid, gid = ids = free_ids()
        os.chown(root, 0, gid)
        os.chmod(root, 0o750)
        os.chown(root / "tmp", uid, gid)
        os.chmod(root / "tmp", 0o700)
        return ids

    def preexec(
        self, limits: dict[str, int], ids: tuple[int, int] | None, jail: Path | None
    ) -> Callable[[], None]:
        """As every mode's, refusing to start without a user of its own: never root where one
        is due.  The zygote becomes that user itself, in the jail."""
        if ids is None:
            raise SandboxError("the uid sandbox has no user of its own")
        return super().preexec(limits, ids, jail)


class Plain(Mode):
    """A separate process with rlimits (and seccomp where it is available) only."""

    name = "plain"
    description = "a separate process with rlimits"

    def describe(self, seccomp: bool) -> str:
        """A process of its own, which can read and write any file this user can."""
        return (
            self.description
            + (" and seccomp" if seccomp else "")
            + " only; it can read and write any file this user can"
        )


MODES: dict[str, Mode] = {mode.name: mode for mode in (Bwrap(), Landlock(), Uid(), Plain())}
"""Every mode, by name."""


def grading_mode(requested: str) -> Mode:
    """The mode a grading runs under: ``auto`` resolved to the strongest that works here.

    :raises SandboxError: where the mode asked for cannot run here (:func:`~syncvals_plugin.
        sandbox.modes.choose_mode`).
    """
    return MODES[choose_mode(requested)]


def agent_mode(name: str) -> Mode | None:
    """The mode named ``name`` if it confines agents' calls, else None (``none``, ``uid``,
    ``plain``: no agent runs)."""
    mode = MODES.get(name)
    return mode if mode is not None and mode.confines_agents else None
