"""Built-in plugin: the baseline agents and the external-command adapter."""

from __future__ import annotations

import importlib

from syncvals_plugin import hookimpl
from syncvals_plugin.records.agent import (
    AgentContext,
    AgentRun,
    AgentSpec,
    AgentTools,
    one_of,
    whole_number,
)


class _Lazy:
    """An agent whose code is imported on first use, with a ``setup`` the runner calls before the
    agent's clock starts (Harbor's ``setup`` before ``run``)."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.__name__ = module, name

    def __call__(self, session: AgentTools, ctx: AgentContext) -> str:
        return getattr(importlib.import_module(self.module), self.__name__)(session, ctx)

    def setup(self) -> None:
        """Import the agent's code (the runner's set-up, before the clock)."""
        importlib.import_module(self.module)


def lazy(module: str, name: str) -> AgentRun:
    """An agent imported on first use: listing agents must not import torch (the verifier's start-up
    overlaps its sandbox's torch import with the parent's)."""
    return _Lazy(module, name)


PROBER_DEPTHS = ("basic", "edge")
"""The prober's ``depth`` values; its defaults are :data:`PROBER_DEFAULTS`."""
PROBER_DEFAULTS = {"depth": "edge", "seed": "1", "batch": "7"}
"""Seven functions a probe call by default: a Python and torch start-up per call was most of a
prober's time (the main job's two probers made 98 calls at one function a call, 14 at seven)."""
CHEAT_DEFAULT = "import"
"""The cheat's ``how`` when none is given."""
ATTACK_DEFAULT = "import"
"""The attack run when no ``how`` is given: the battery's first (``attacks.ATTACKS[0]``)."""


def _prober_options(options: dict[str, str]) -> None:
    """The prober's option values, checked before its trials start."""
    one_of(options, "depth", PROBER_DEFAULTS["depth"], PROBER_DEPTHS)
    whole_number(options, "seed", PROBER_DEFAULTS["seed"], least=0)
    whole_number(options, "batch", PROBER_DEFAULTS["batch"])


CHEATS = ("import", "inspect", "lookup")
"""The cheat agent's ways (``how``), the first its default."""


def _cheat_options(options: dict[str, str]) -> None:
    """The cheat's ``how``, checked before its trials start (never a job left pending)."""
    one_of(options, "how", CHEAT_DEFAULT, CHEATS)


def _attack_options(options: dict[str, str]) -> None:
    """The attack's ``how``: one of the battery's attacks, checked before its trials start."""
    from syncvals_plugin.agents.attacks import ATTACKS, BY_NAME

    one_of(options, "how", ATTACKS[0].name, tuple(BY_NAME))


def _command_options(options: dict[str, str]) -> None:
    """The command agent's ``cmd`` (required) and ``live`` switch, checked before its trials
    start."""
    from syncvals_plugin.agents.command import check_command_options

    check_command_options(options)


oracle = lazy("syncvals_plugin.agents.baselines", "oracle")
nop = lazy("syncvals_plugin.agents.baselines", "nop")
quitter = lazy("syncvals_plugin.agents.baselines", "quitter")
cheat = lazy("syncvals_plugin.agents.baselines", "cheat")
command = lazy("syncvals_plugin.agents.command", "command")
attack = lazy("syncvals_plugin.agents.attacks", "attack")
prober = lazy("syncvals_plugin.agents.prober", "prober")


@hookimpl
def syncvals_register_agents() -> list[AgentSpec]:
    """Register oracle, nop, prober, cheat, quitter, attack and command."""
    return [
        AgentSpec(
            "oracle",
            # As its classification says (its root cause): it runs the task's own solution
            # script; it never calls the reference the served oracle logs calls to.
            "runs the task's own solution script, solution/solve.sh (must score 1)",
            oracle,
        ),
        AgentSpec("nop", "does nothing (must score 0)", nop),
        AgentSpec(
            "prober",
            "reverse-engineers every function by probing the reference",
            prober,
            options={
                "depth": "basic (random inputs, like probe.py) or edge (also the edge "
                "families; the default)",
                "seed": "seed of the probe inputs (default 1)",
                "batch": "functions probed per shell call (default 7; 1: a call per function)",
            },
            defaults=PROBER_DEFAULTS,
            check=_prober_options,
        ),
        AgentSpec(
            "cheat",
            "takes a forbidden shortcut",
            cheat,
            options={"how": "import (the default), inspect or lookup"},
            check=_cheat_options,
            defaults={"how": CHEAT_DEFAULT},
        ),
        AgentSpec(
            "attack",
            "one attack of the hack-resistance battery (must score 0)",
            attack,
            options={"how": "the attack class (see `syncvals calibrate`; default import)"},
            check=_attack_options,
            defaults={"how": ATTACK_DEFAULT},
        ),
        AgentSpec(
            "quitter", "implements ten easy functions, leaves the rest, stops early", quitter
        ),
        AgentSpec(
            "command",
            "runs an external agent command in the workspace",
            command,
            options={
                "cmd": "the command line; the instruction arrives on stdin",
                "live": "1 for a real (non-deterministic) agent; needs SYNCVALS_ALLOW_LIVE_AGENTS=1",
                "model": "model name to record",
                "reveal": "paths the command may also read, ':'-separated (its own program)",
                "pass_env": "environment variables passed to it, ','-separated (an API key)",
            },
            check=_command_options,
        ),
    ]
