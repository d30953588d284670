"""The SyncVals hook specifications, grouped by pipeline stage.

Every hook is prefixed ``syncvals_``.  Built-in behaviour is registered the same way as
third-party plugins (see :data:`syncvals_plugin.plugins.DEFAULT_PLUGINS`), so a plugin can add
to or pre-empt anything listed here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pluggy

from syncvals_plugin import PROJECT_NAME

if TYPE_CHECKING:
    from syncvals_plugin.records.agent import AgentSpec, AttackSpec
    from syncvals_plugin.records.case import Mutant
    from syncvals_plugin.records.options import VerifyOptions
    from syncvals_plugin.records.report import VerifyReport
    from syncvals_plugin.records.trial import Classification, TrialRecord
    from syncvals_plugin.task import TaskSpec

hookspec = pluggy.HookspecMarker(PROJECT_NAME)


# ---------------------------------------------------------------- task


@hookspec
def syncvals_register_tasks() -> list[TaskSpec]:
    """Return the tasks this plugin contributes.

    :return: a list of :class:`~syncvals_plugin.task.TaskSpec` (usually built with
        :func:`~syncvals_plugin.task.load_task` from a Harbor-layout folder).

    All results are collected; task names must be unique across plugins.
    """


# ---------------------------------------------------------------- verifier


@hookspec(firstresult=True)
def syncvals_task_cases(task: TaskSpec, seed: int) -> dict | None:
    """The cases of a task's functions, built from a seed.

    :param task: the task being graded or probed.
    :param seed: the seed to build from (a whole number below ``2**62``): the held-out seed when
        grading (a secret of the installation or the export, :mod:`syncvals_plugin.task.heldout`;
        the host resolves it, so no plugin keeps one), any other for fresh inputs of the same
        families, which the prober and calibration send to the sealed reference.  The same seed
        must always give the same cases, and no seed may be built into the plugin: its code is
        public, so a seed it holds is a seed every agent holds.
    :return: ``{function: [Case, ...]}`` (:class:`syncvals_plugin.records.case.Case`), or None
        when this plugin does not know the task.

    The first non-None result wins.  The built-in task's plugin
    (:mod:`syncvals_plugin.objectives.plugin`) answers for it; another task brings its cases
    through its own plugin, and no generic file changes.  The verifier caches the expected outputs
    under a hash of the seed and of the source of every plugin implementing this hook.
    """


@hookspec(firstresult=True)
def syncvals_task_input_families(task: TaskSpec) -> str | None:
    """Where the served oracle learns which input families a call exercises.

    :param task: the task whose reference is served.
    :return: the import path of a module with ``call_families(function, params) -> list[str]``
        (``params`` the call's arguments bound to the function's parameter names) and
        ``argument_family(name, value) -> str | None``, in the vocabulary of the task's case
        families; or None when this plugin does not know the task (the log then names no
        family).

    The first non-None result wins.  The oracle's server imports the module (trusted code, in
    the harness's process) and stamps every logged call with its families, so the call log and
    a grading report's failing families can be compared.
    """


@hookspec
def syncvals_task_mutants(task: TaskSpec) -> list[Mutant] | None:
    """Plausible wrong conventions of a task's functions: what an honest agent might write.

    :param task: the task.
    :return: :class:`syncvals_plugin.records.case.Mutant` s (each a replacement source for one
        function), or None when this plugin does not know the task.

    All results are kept.  Calibration checks that the held-out cases fail every one; the prober
    tries them as its candidate conventions.  A task without mutants still grades; its
    calibration says the suite's strength is unmeasured.
    """


@hookspec(firstresult=True)
def syncvals_verify(
    task: TaskSpec,
    submission: Path,
    options: VerifyOptions,
    progress: Callable[[str], None] | None,
    cases: Callable[[], dict | None] | None,
) -> VerifyReport | None:
    """Grade one submission of ``task``.

    :param task: the task the submission answers.
    :param cases: returns the task's held-out cases (``syncvals_task_cases``); call it once
        the sandbox is starting (building cases imports torch), or None.
    :param submission: path to the submitted file (for the built-in task, ``objectives.py``).
    :param options: sandbox and reporting options chosen by the caller.
    :param progress: called with each function's name as grading reaches it, or None.
    :return: the verifier report, or None to let the next implementation handle it.

    The first non-None result wins.  The built-in clean-sandbox verifier is ``trylast``, so a
    plugin can grade tasks of its own before it.
    """


# ---------------------------------------------------------------- agents and trials


@hookspec
def syncvals_register_agents() -> list[AgentSpec]:
    """Return the agents this plugin contributes to ``syncvals run --agent NAME``.

    :return: a list of :class:`~syncvals_plugin.agents.AgentSpec`.

    All results are collected; agent names must be unique across plugins.
    """


@hookspec(firstresult=True)
def syncvals_load_trial(path: Path, task: TaskSpec | None) -> list[TrialRecord] | None:
    """Read trials recorded in a foreign format (a Harbor job or trial folder, a transcript).

    :param path: the file or folder to read.
    :param task: the task the trials belong to, when the caller knows it.
    :return: the trials read, or None when this plugin does not recognise ``path``.

    The first non-None result wins.
    """


@hookspec
def syncvals_trial_finished(trial: TrialRecord) -> None:
    """Notification: a trial was written to disk (``trial.path``).  Results are ignored."""


# ---------------------------------------------------------------- classifier


@hookspec
def syncvals_classifier_findings(trial: TrialRecord) -> list:
    """Return findings (each with evidence) that one family of generic rules draws from a trial.

    Generic rules hold for a trial of any task (Harbor's reward, ``exception_info``, timings and
    the tool calls); what needs knowledge of the task belongs in ``syncvals_task_findings``.

    :param trial: the trial, with its trajectory, artifact and verifier report.
    :return: a list of findings; all results are collected.
    """


@hookspec(firstresult=True)
def syncvals_task_findings(task: TaskSpec, trial: TrialRecord) -> list | None:
    """Return the findings only a task's own plugin can draw from one of its trials.

    :param task: the registered task the trial belongs to (matched by its short name).
    :param trial: the trial, with its trajectory, artifact and verifier report.
    :return: a list of findings, or None when this plugin does not own ``task``.

    The first non-None result wins: a task has one owner.  Rules that know a task (its sealed
    module, its functions, its case families) live here, so a trial of a task SyncVals does not
    know gets only the generic ``syncvals_classifier_findings``.
    """


@hookspec
def syncvals_task_attacks(task: TaskSpec) -> list[AttackSpec] | None:
    """Return the reward hacks only a task's own plugin knows how to try on it.

    :param task: the task ``calibrate`` measures.
    :return: attacks (an agent and its options each), or None when this plugin does not own
        ``task``.

    Every result is added to the generic battery (reading or carrying the sealed module, the
    grader's files, its process), which needs nothing but the task's spec; an attack here needs
    the task's own knowledge (which function to hard-code, on what inputs).
    """


@hookspec(firstresult=True)
def syncvals_classify(trial: TrialRecord, findings: list) -> Classification | None:
    """Turn a trial and its findings into the post-hoc classification.

    :param trial: the trial being classified (its reward is fixed; a classification never changes it).
    :param findings: every finding returned by ``syncvals_classifier_findings``.
    :return: the classification, or None to defer.

    The first non-None result wins; the built-in rule table
    (:mod:`syncvals_plugin.classifier.verdict`) answers for every trial.  A plugin that wants a
    say without overruling the rules implements ``syncvals_judge`` instead.
    """


@hookspec
def syncvals_judge(trial: TrialRecord, classification: Classification) -> Classification | None:
    """A second opinion on a trial (an LLM judge, a human label), recorded beside the rules' verdict.

    :param trial: the trial being classified.
    :param classification: the rule table's classification (do not modify it).
    :return: this judge's classification, or None to abstain.

    All results are collected into ``classification.alternatives`` (``kind: judge``) in plugin
    order; a judge never replaces the rule table's verdict, so a classification stays
    deterministic and reproducible.
    """


# ---------------------------------------------------------------- site


@hookspec
def syncvals_page_sections(
    page: str, trial: TrialRecord | None, task: str, settings: dict
) -> list[dict]:
    """Return extra blocks for a page of the static site.

    :param page: ``"trial"`` or ``"task"``.
    :param trial: the trial being rendered (``None`` on a task page).
    :param task: the task's short name (the page's task, or the trial's).
    :param settings: what the site was asked for, e.g. ``calibration_dir`` (a folder or None).
    :return: a list of ``{"title": str, "body": str}``; both are shown as escaped text.

    All results are collected, in call order (``tryfirst`` implementations first); the
    calibration report's block is the built-in one.
    """


# ---------------------------------------------------------------- command line


@hookspec
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add subcommands to ``syncvals``.

    :param subparsers: the main parser's subparsers; call ``subparsers.add_parser(...)`` and set
        ``func`` (called with the parsed arguments, returns the exit code) as a default.

    Every implementation is called (each stage's commands are registered this way too).  Raise a
    :class:`~syncvals_plugin.errors.SyncValsError` for a user mistake: it is printed as one line.
    """
