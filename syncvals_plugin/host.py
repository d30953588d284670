"""The host: one typed method per hook, and the only place that calls a hook.

Stages never write ``pm.hook.syncvals_...``; they ask the host, so every hook has exactly one call
site, its arguments are spelled once, and ``tests/test_hooks.py`` can see that each is used.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from syncvals_plugin.records.agent import AgentSpec, AttackSpec
    from syncvals_plugin.records.case import Mutant
    from syncvals_plugin.records.options import VerifyOptions
    from syncvals_plugin.records.report import VerifyReport
    from syncvals_plugin.records.trial import Classification, TrialRecord
    from syncvals_plugin.task import TaskSpec

_TASKS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Plugin manager -> (number of plugins, registered tasks by short name)."""


class TaskCases:
    """Calls ``syncvals_task_cases`` for one task's held-out cases, on the held-out seed
    (:func:`~syncvals_plugin.task.heldout.held_out_seed`: the installation's secret one unless
    ``seed`` fixes it); ``fingerprint`` hashes the seed and the source of every plugin that
    implements the hook (a module plugin's whole package: its cases may live beside it), so
    cached expected outputs are rebuilt when either changes."""

    def __init__(self, host: Host, task: TaskSpec, seed: int | None = None) -> None:
        from syncvals_plugin.task import held_out_seed

        self.host, self.task = host, task
        self.seed = held_out_seed(seed)
        self._fingerprint: str | None = None

    @property
    def seed_id(self) -> str:
        """The held-out seed's id, for reports (never the seed)."""
        return self.seed.id

    def __call__(self) -> dict | None:
        return self.host.task_cases(self.task, self.seed.value)

    @property
    def fingerprint(self) -> str:
        """SHA-256 over the source files of the plugins that give cases."""
        if self._fingerprint is None:
            digest = hashlib.sha256(f"seed {self.seed.value}\0".encode())
            for impl in self.host.pm.hook.syncvals_task_cases.get_hookimpls():
                plugin = impl.plugin
                holder = plugin if inspect.ismodule(plugin) else type(plugin)
                try:
                    for file in _plugin_sources(holder):
                        digest.update(file.name.encode() + b"\0" + file.read_bytes())
                except (TypeError, OSError):
                    digest.update(repr(holder).encode())
                digest.update(impl.plugin_name.encode() + b"\0")
            self._fingerprint = digest.hexdigest()
        return self._fingerprint


def _plugin_sources(holder) -> list[Path]:
    """The files a plugin's cases may come from: its package's modules when it lives in a package
    (the built-in task's cases sit beside its plugin), else its own file alone.

    :raises TypeError: for a plugin with no source file (built in, made at run time).
    """
    source = inspect.getsourcefile(holder)
    if source is None:
        return []
    module = holder if inspect.ismodule(holder) else inspect.getmodule(holder)
    if getattr(module, "__package__", None):
        return sorted(Path(source).parent.glob("*.py"))
    return [Path(source)]


class Host:
    """The plugin manager seen through the hook specifications (see ``hookspecs.py``)."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self.pm = pm

    # -- tasks and agents

    def tasks(self) -> list[TaskSpec]:
        """Every registered task (``syncvals_register_tasks``), in plugin order."""
        return [spec for batch in self.pm.hook.syncvals_register_tasks() for spec in batch or []]

    def task_registry(self) -> dict[str, TaskSpec]:
        """Every registered task by short name.

        :raises TaskError: when two plugins register the same name.
        """
        from syncvals_plugin.task import TaskError

        tasks: dict[str, TaskSpec] = {}
        for spec in self.tasks():
            if spec.name in tasks:
                raise TaskError(
                    f"task {spec.name!r} is registered twice ({tasks[spec.name].directory}, "
                    f"{spec.directory})"
                )
            tasks[spec.name] = spec
        return tasks

    def task(self, name: str) -> TaskSpec:
        """A registered task by short or full name.

        :raises TaskError: naming the known tasks when none has that name.
        """
        from syncvals_plugin.task import TaskError

        tasks = self.task_registry()
        for spec in tasks.values():
            if name in (spec.name, spec.full_name):
                return spec
        known = ", ".join(sorted(tasks)) or "none"
        raise TaskError(f"unknown task {name!r} (known tasks: {known})")

    def agents(self) -> list[AgentSpec]:
        """Every registered agent (``syncvals_register_agents``), in plugin order."""
        return [spec for batch in self.pm.hook.syncvals_register_agents() for spec in batch or []]

    def register_commands(self, subparsers: argparse._SubParsersAction) -> None:
        """Let every plugin add its ``syncvals`` subcommands (``syncvals_register_commands``)."""
        self.pm.hook.syncvals_register_commands(subparsers=subparsers)

    # -- grading

    def task_cases(self, task: TaskSpec, seed: int | None = None) -> dict | None:
        """The task's cases (``syncvals_task_cases``) built from ``seed``: without one, the
        held-out cases (the installation's secret seed); with one, cases of the same families
        (probing uses its own seeds, ``verify --seed`` fixes the held-out one).  None when no
        plugin knows the task."""
        if seed is None:
            from syncvals_plugin.task import held_out_seed

            seed = held_out_seed().value
        return self.pm.hook.syncvals_task_cases(task=task, seed=seed)

    def task_mutants(self, task: TaskSpec) -> list[Mutant]:
        """Every plugin's wrong conventions of the task's functions (``syncvals_task_mutants``)."""
        return [m for batch in self.pm.hook.syncvals_task_mutants(task=task) for m in batch or []]

    def input_families(self, task: TaskSpec) -> str | None:
        """The module naming the input families of a call to the task's served oracle
        (``syncvals_task_input_families``), or None when no plugin knows the task."""
        return self.pm.hook.syncvals_task_input_families(task=task)

    def verify(
        self,
        task: TaskSpec,
        submission: Path,
        options: VerifyOptions,
        progress: Callable[[str], None] | None,
    ) -> VerifyReport | None:
        """The first verifier's report for ``submission`` (``syncvals_verify``).

        The verifier calls ``cases`` once its sandbox is importing torch: building cases imports
        torch too, and the two imports overlap.
        """
        return self.pm.hook.syncvals_verify(
            task=task,
            submission=Path(submission),
            options=options,
            progress=progress,
            cases=TaskCases(self, task, options.seed),
        )

    # -- trials

    def load_trial(self, path: Path, task: TaskSpec | None) -> list[TrialRecord] | None:
        """Trials read from a foreign format by the first plugin that knows it (``syncvals_load_trial``)."""
        return self.pm.hook.syncvals_load_trial(path=path, task=task)

    def trial_finished(self, trial: TrialRecord) -> None:
        """Tell every plugin a trial was written (``syncvals_trial_finished``)."""
        self.pm.hook.syncvals_trial_finished(trial=trial)

    def watches_finished_trials(self) -> bool:
        """Whether any plugin implements ``syncvals_trial_finished`` (then every finished trial
        must be announced in this process, not in a worker)."""
        return bool(self.pm.hook.syncvals_trial_finished.get_hookimpls())

    # -- classification

    def task_of(self, trial: TrialRecord) -> TaskSpec | None:
        """The registered task a trial belongs to (by short name), or None for a task no plugin
        registers.  Task specs are read once per plugin manager and set of plugins."""
        plugins = len(self.pm.get_plugins())
        known = _TASKS.get(self.pm)
        if known is None or known[0] != plugins:
            known = (plugins, {spec.name: spec for spec in self.tasks()})
            _TASKS[self.pm] = known
        return known[1].get(trial.result.task_short_name)

    def findings(self, trial: TrialRecord) -> list:
        """Every generic rule family's findings (``syncvals_classifier_findings``), then the
        findings of the trial's own task (``syncvals_task_findings``), flattened."""
        found = [
            f
            for batch in self.pm.hook.syncvals_classifier_findings(trial=trial)
            for f in batch or []
        ]
        task = self.task_of(trial)
        if task is not None:
            found += self.pm.hook.syncvals_task_findings(task=task, trial=trial) or []
        return found

    def task_attacks(self, task: TaskSpec) -> list[AttackSpec]:
        """The attacks the task's own plugins add to the battery (``syncvals_task_attacks``)."""
        return [a for batch in self.pm.hook.syncvals_task_attacks(task=task) for a in batch or []]

    def classify(self, trial: TrialRecord, findings: list) -> Classification | None:
        """The rule table's classification (``syncvals_classify``)."""
        return self.pm.hook.syncvals_classify(trial=trial, findings=findings)

    def judge(self, trial: TrialRecord, classification: Classification) -> list[Classification]:
        """Every judge's opinion (``syncvals_judge``), abstentions dropped."""
        return [
            j
            for j in self.pm.hook.syncvals_judge(trial=trial, classification=classification)
            if j is not None
        ]

    # -- pages

    def page_sections(
        self, page: str, trial: TrialRecord | None, task: str, settings: dict
    ) -> list[dict]:
        """Every plugin's blocks for one page (``syncvals_page_sections``), flattened."""
        batches = self.pm.hook.syncvals_page_sections(
            page=page, trial=trial, task=task, settings=settings
        )
        return [section for batch in batches for section in batch or []]


def task_registry(pm: pluggy.PluginManager) -> dict[str, TaskSpec]:
    """Every task the plugins of ``pm`` register, by short name (:meth:`Host.task_registry`)."""
    return Host(pm).task_registry()


def get_task(pm: pluggy.PluginManager, name: str) -> TaskSpec:
    """A task the plugins of ``pm`` register, by short or full name (:meth:`Host.task`)."""
    return Host(pm).task(name)
