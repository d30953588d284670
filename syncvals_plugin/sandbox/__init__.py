"""The sandbox floor: running untrusted code where it sees and reaches only what it is given.

What any stage that confines a process needs, and nothing about what it runs: the filesystem
view (the interpreter, its standard library and the torch environment, and the manifest that
proves nobody changed them; :mod:`.view`), bubblewrap's command line (:mod:`.bwrap`), the
kernel's primitives (Landlock, capabilities, seccomp, resource limits; :mod:`.kernel`, a
standard-library file a sandboxed program may load from a copy), the resource limits and their
check (:mod:`.limits`), the choice of a mode, ``bwrap`` → ``landlock`` → ``uid``, ``plain`` only
when asked for (:mod:`.modes`), an agent call's life (:mod:`.call`), and removing what a confined
process left (:mod:`.files`).  Each mode is one :class:`Mode` object (:mod:`.mode`) that builds
everything of how a process is confined, for the verifier's grading sandbox and the agents' calls
alike: they say what runs and what it may see, never how.  It imports neither, nor any task.

Other folders import these names from ``syncvals_plugin.sandbox`` itself (see
:mod:`syncvals_plugin.faces`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.sandbox import kernel
    from syncvals_plugin.sandbox.bwrap import (
        MALLOC_TUNABLES,
        SANDBOX_UID,
        THP_FILES,
        bwrap_args,
        bwrap_failure,
        bwrap_installed,
        bwrap_works,
        kill_namespace,
        namespace_init,
        note_bwrap_failure,
    )
    from syncvals_plugin.sandbox.call import Call
    from syncvals_plugin.sandbox.cgroup import CallGroup
    from syncvals_plugin.sandbox.files import remove_tree
    from syncvals_plugin.sandbox.jail import jail_root, jail_sandboxes, jailed
    from syncvals_plugin.sandbox.kernel import (
        IPC_CALLS,
        apply_landlock,
        confined_bpf,
        drop_capabilities,
        load_bpf,
        set_limits,
    )
    from syncvals_plugin.sandbox.limits import check_limits, confine_child, sandbox_limits
    from syncvals_plugin.sandbox.mode import FOLDERS, MODES, Mode, agent_mode, grading_mode
    from syncvals_plugin.sandbox.modes import (
        SandboxError,
        choose_agent_mode,
        choose_mode,
        free_ids,
        landlock_abi,
        libraries,
        seccomp_available,
        uid_available,
    )
    from syncvals_plugin.sandbox.view import (
        SYSTEM_TOPS,
        AgentView,
        Drift,
        EnvironmentTampered,
        View,
        check_environment,
        environment_entries,
        interpreter,
        load_or_record,
        manifest_path,
        record_environment_if_missing,
        record_manifest,
        sandbox_view,
    )

__all__ = [
    "IPC_CALLS",
    "MALLOC_TUNABLES",
    "SANDBOX_UID",
    "SYSTEM_TOPS",
    "THP_FILES",
    "AgentView",
    "Call",
    "CallGroup",
    "FOLDERS",
    "MODES",
    "Mode",
    "agent_mode",
    "choose_agent_mode",
    "grading_mode",
    "confined_bpf",
    "set_limits",
    "Drift",
    "EnvironmentTampered",
    "SandboxError",
    "View",
    "apply_landlock",
    "bwrap_args",
    "bwrap_failure",
    "bwrap_installed",
    "bwrap_works",
    "check_environment",
    "check_limits",
    "choose_mode",
    "confine_child",
    "drop_capabilities",
    "environment_entries",
    "free_ids",
    "interpreter",
    "jail_root",
    "jail_sandboxes",
    "jailed",
    "kernel",
    "kill_namespace",
    "landlock_abi",
    "libraries",
    "load_bpf",
    "load_or_record",
    "manifest_path",
    "namespace_init",
    "note_bwrap_failure",
    "record_environment_if_missing",
    "record_manifest",
    "remove_tree",
    "sandbox_limits",
    "sandbox_view",
    "seccomp_available",
    "uid_available",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "bwrap": (
            "MALLOC_TUNABLES",
            "SANDBOX_UID",
            "THP_FILES",
            "bwrap_args",
            "bwrap_failure",
            "bwrap_installed",
            "bwrap_works",
            "kill_namespace",
            "namespace_init",
            "note_bwrap_failure",
        ),
        "call": ("Call",),
        "cgroup": ("CallGroup",),
        "files": ("remove_tree",),
        "jail": ("jail_root", "jail_sandboxes", "jailed"),
        "kernel": (
            "kernel",
            "IPC_CALLS",
            "apply_landlock",
            "confined_bpf",
            "drop_capabilities",
            "load_bpf",
            "set_limits",
        ),
        "limits": ("check_limits", "confine_child", "sandbox_limits"),
        "mode": ("FOLDERS", "MODES", "Mode", "agent_mode", "grading_mode"),
        "modes": (
            "SandboxError",
            "choose_agent_mode",
            "choose_mode",
            "free_ids",
            "landlock_abi",
            "libraries",
            "seccomp_available",
            "uid_available",
        ),
        "view": (
            "SYSTEM_TOPS",
            "AgentView",
            "Drift",
            "EnvironmentTampered",
            "View",
            "check_environment",
            "environment_entries",
            "interpreter",
            "load_or_record",
            "manifest_path",
            "record_environment_if_missing",
            "record_manifest",
            "sandbox_view",
        ),
    },
)
