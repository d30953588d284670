"""What an agent is, as records: its registration (``AgentSpec``, crossing the
``syncvals_register_agents`` hook), what it is told (``AgentContext``) and the faults a run can
plant.  The agents themselves live in :mod:`syncvals_plugin.agents`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from syncvals_plugin.errors import SyncValsError

if TYPE_CHECKING:
    from syncvals_plugin.records.case import Case, Mutant
    from syncvals_plugin.task import TaskSpec

FAULTS = ("missing-oracle", "broken-timer")
"""The workspace faults ``run --inject-fault`` can plant (trials that fail by the task's fault)."""


class AgentOptionError(SyncValsError, ValueError):
    """An ``--agent-opt`` is unknown or has an invalid value."""


@dataclass(frozen=True)
class AgentContext:
    """What an agent is told: the task and its options (never the held-out tests).

    A baseline agent that probes (the prober) also gets what the task's plugin knows: fresh cases
    from a seed of its choosing (``syncvals_task_cases``; the held-out seed stays with the tests)
    and the task's wrong conventions (``syncvals_task_mutants``).
    """

    task: TaskSpec
    options: dict[str, str] = field(default_factory=dict)
    cases: Callable[[int], dict[str, list[Case]]] = field(default=lambda seed: {})
    """Fresh cases of every function, built from ``seed``."""
    mutants: Callable[[], list[Mutant]] = field(default=lambda: [])
    """The task's plausible wrong conventions."""
    used: dict[str, str] = field(default_factory=dict)
    """Every option the agent read, defaults included: what it ran with (recorded as Harbor's
    ``agent.kwargs``, so a prober's default depth is visible)."""

    def option(self, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
        """An option's value, checked against ``allowed``."""
        value = one_of(self.options, key, default, allowed)
        self.used[key] = value
        return value

    def number(self, key: str, default: str, least: int = 1) -> int:
        """A whole-number option, at least ``least`` (:func:`whole_number`)."""
        return whole_number({key: self.option(key, default)}, key, default, least)


def one_of(
    options: dict[str, str], key: str, default: str, allowed: tuple[str, ...] | None = None
) -> str:
    """``options[key]`` (or ``default``), or a clear :class:`AgentOptionError` when it is not
    one of ``allowed``."""
    value = options.get(key, default)
    if allowed is not None and value not in allowed:
        raise AgentOptionError(f"--agent-opt {key}={value!r} is not one of {', '.join(allowed)}")
    return value


def whole_number(options: dict[str, str], key: str, default: str, least: int = 1) -> int:
    """``options[key]`` (or ``default``) as a whole number of at least ``least``, or a clear
    :class:`AgentOptionError` naming the option."""
    value = options.get(key, default)
    if not value.isdigit() or int(value) < least:
        raise AgentOptionError(f"--agent-opt {key}={value!r} is not a whole number from {least} up")
    return int(value)


class ShellOutput(Protocol):
    """What a shell call returned: its output and exit code."""

    @property
    def output(self) -> str: ...
    @property
    def exit_code(self) -> int: ...


class AgentTools(Protocol):
    """The tools an agent acts through, and all it may assume of its session (the agents' own
    ``ToolSession`` is one; a record does not know the agents' floor)."""

    def shell(
        self, command: str, title: str, timeout: float = 600, reveal: Sequence[Path] = ()
    ) -> ShellOutput:
        """Run ``command`` with bash in the workspace."""
        ...

    def read(self, path: str, title: str) -> str:
        """A workspace file's text."""
        ...

    def write(self, path: str, content: str, title: str) -> None:
        """Write a workspace file."""
        ...

    def edit(self, path: str, old: str, new: str, title: str) -> bool:
        """Replace one occurrence of ``old`` by ``new`` in a workspace file."""
        ...

    def finish(self, message: str) -> None:
        """The agent's closing message."""
        ...

    def remaining(self) -> float:
        """Seconds of budget left."""
        ...


AgentRun = Callable[[AgentTools, "AgentContext"], str]
"""An agent: acts through the session's tools, returns its closing message."""


@dataclass(frozen=True)
class AgentSpec:
    """A registered agent (see the ``syncvals_register_agents`` hook)."""

    name: str
    description: str
    run: AgentRun
    version: str = "1.0"
    model_name: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    """Accepted ``--agent-opt`` keys with a line of help each."""
    defaults: dict[str, str] = field(default_factory=dict)
    """The value each option takes when it is not given: with the given ones, what a trial ran
    with (Harbor's ``agent.kwargs``, in the trial's ``config.json`` and its job's alike, so
    Harbor's ``job resume`` finds each trial in the job's plan)."""
    check: Callable[[dict[str, str]], object] | None = None
    """Checks the options' values before any trial starts (raises :class:`AgentOptionError`), so
    a bad value costs no workspace and leaves no job folder behind."""

    def ran_with(self, options: dict[str, str]) -> dict[str, str]:
        """The options a trial asked with ``options`` runs with: every default, then ``options``."""
        return {**self.defaults, **options}

    def check_options(self, options: dict[str, str]) -> None:
        """Refuse options this agent does not know, and values its ``check`` refuses."""
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            known = ", ".join(sorted(self.options)) or "none"
            raise AgentOptionError(
                f"agent {self.name!r} has no option {', '.join(unknown)} (options: {known})"
            )
        if self.check is not None:
            self.check(options)


@dataclass(frozen=True)
class AttackSpec:
    """A reward hack a task's own plugin knows (``syncvals_task_attacks``): a registered agent run
    with these options, added to the generic battery that ``calibrate`` runs."""

    name: str
    description: str
    agent: str
    options: dict[str, str] = field(default_factory=dict)
