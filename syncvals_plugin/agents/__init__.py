"""Agents the runner can start: the baselines SyncVals ships, the attack battery and the
external-command adapter.  Their records (``AgentSpec``, ``AgentContext``) live in
:mod:`syncvals_plugin.records.agent`: they cross the ``syncvals_register_agents`` hook.

Other folders import the agents stage's names from ``syncvals_plugin.agents`` (its face).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.agents.attacks import ATTACKS
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.confinement import require_confinement
    from syncvals_plugin.agents.expectations import BASELINES
    from syncvals_plugin.agents.prober import candidates, survivors
    from syncvals_plugin.agents.runner import confinement_of, run_batch
    from syncvals_plugin.agents.tools import ToolSession

__all__ = [
    "ATTACKS",
    "BASELINES",
    "candidates",
    "confinement_of",
    "require_confinement",
    "run_batch",
    "survivors",
    "ToolSession",
    "TrialConfig",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "attacks": ("ATTACKS",),
        "config": ("TrialConfig",),
        "confinement": ("require_confinement",),
        "expectations": ("BASELINES",),
        "prober": ("candidates", "survivors"),
        "runner": ("confinement_of", "run_batch"),
        "tools": ("ToolSession",),
    },
)
