"""The ``syncvals`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from syncvals_plugin.agents import AgentOptionError
from syncvals_plugin.export_harbor import ExportError
from syncvals_plugin.plugins import PluginLoadError, make_plugin_manager, plugin_table
from syncvals_plugin.runner import AgentNotFound
from syncvals_plugin.seal import SealError
from syncvals_plugin.site.build import SiteError
from syncvals_plugin.task import TaskError, get_task, task_registry
from syncvals_plugin.trial import TrialFormatError
from syncvals_plugin.verifier.plugin import NoVerifier
from syncvals_plugin.verifier.sandbox import SandboxError
from syncvals_plugin.workspace import WorkspaceError, prepare_workspace

console = Console()
err_console = Console(stderr=True)

USER_ERRORS = (TaskError, WorkspaceError, SealError, PluginLoadError, SandboxError, FileNotFoundError,
               AgentOptionError, AgentNotFound, TrialFormatError, SiteError, ExportError, NoVerifier)


def _hours(seconds: float) -> str:
    minutes = int(seconds // 60)
    return f"{minutes // 60}:{minutes % 60:02d}"


def cmd_tasks(args: argparse.Namespace) -> int:
    """Print the registered tasks."""
    table = Table(title="SyncVals tasks")
    for column in ("name", "functions", "agent budget", "description"):
        table.add_column(column)
    for spec in task_registry(make_plugin_manager()).values():
        table.add_row(spec.name, str(len(spec.functions)), _hours(spec.agent_timeout_sec), spec.description)
    console.print(table)
    return 0


def cmd_plugins(args: argparse.Namespace) -> int:
    """Print the registered plugins and the hooks each implements."""
    table = Table(title="SyncVals plugins")
    table.add_column("plugin")
    table.add_column("hooks")
    for name, hooks in plugin_table(make_plugin_manager()):
        table.add_row(name, ", ".join(hooks))
    console.print(table)
    return 0


def cmd_prepare(args: argparse.Namespace) -> int:
    """Create a fresh workspace for a task."""
    task = get_task(make_plugin_manager(), args.task)
    from syncvals_plugin.verifier.view import record_environment_if_missing

    with console.status("recording the grading environment's manifest (first time only)…"):
        record_environment_if_missing()  # before an agent works in the workspace
    with console.status(f"sealing the reference of {task.name} (first time only)…"):
        dest = prepare_workspace(task, Path(args.dir), force=args.force)
    console.print(f"[green]workspace ready:[/green] {dest}")
    console.print("next:")
    console.print(f"  cd {dest}")
    console.print("  cat instruction.md      # the task")
    console.print("  python3 probe.py        # how to call the sealed reference")
    console.print("  bash timer.sh           # time left")
    console.print(f"  syncvals verify {task.name} {dest / task.submission_name}   # grade the result")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = argparse.ArgumentParser(prog="syncvals", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("tasks", help="list the registered tasks")
    p.set_defaults(func=cmd_tasks)

    p = sub.add_parser("plugins", help="list plugins and the hooks they implement")
    p.set_defaults(func=cmd_plugins)

    p = sub.add_parser("prepare", help="create a fresh workspace for a task")
    p.add_argument("task")
    p.add_argument("dir")
    p.add_argument("--force", action="store_true", help="replace the contents of a non-empty DIR")
    p.set_defaults(func=cmd_prepare)

    from syncvals_plugin.calibration_cli import add_parsers as add_calibration_parsers
    from syncvals_plugin.classifier.cli import add_parsers as add_classifier_parsers
    from syncvals_plugin.site.cli import add_parsers as add_site_parsers
    from syncvals_plugin.trials_cli import add_parsers
    from syncvals_plugin.verifier.cli import add_environment_parser, add_verify_parser

    add_verify_parser(sub)
    add_environment_parser(sub)
    add_parsers(sub)
    add_classifier_parsers(sub)
    add_site_parsers(sub)
    add_calibration_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``syncvals`` console script."""
    args = build_parser().parse_args(argv)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return func(args)
    except USER_ERRORS as exc:
        err_console.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
        return 2
    except KeyboardInterrupt:
        err_console.print("[yellow]interrupted[/yellow]")
        return 130


if __name__ == "__main__":
    sys.exit(main())
