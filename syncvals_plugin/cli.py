"""syncvals: run, grade, explain and publish agent trials of sealed-oracle tasks."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import pluggy

from syncvals_plugin import __version__
from syncvals_plugin.console import KEY, TEXT, LazyConsole, print_command, record_table
from syncvals_plugin.errors import (
    GRADER_FAULT_EXIT,
    WRITE_ERRNOS,
    WRITE_FAILED_EXIT,
    GraderFault,
    SyncValsError,
    WriteFailed,
    write_failed,
)
from syncvals_plugin.host import Host, get_task, task_registry
from syncvals_plugin.plugins import make_plugin_manager, plugin_table
from syncvals_plugin.records.schemas import SCHEMAS, export_schemas, json_schema, validate_path
from syncvals_plugin.records.store import writable_folder
from syncvals_plugin.task import prepare_workspace

console = LazyConsole()
err_console = LazyConsole(stderr=True)

DEFAULT_SCHEMA = "atif-trajectory"
"""What ``syncvals schema`` prints without a name."""

EXIT_CODES = (
    "exit codes: 0 done (verify and run: every submission earned reward 1); 1 a grade below 1, "
    "or a batch that skipped a broken trial and went on without it (classify, summarize, site, "
    "import, reverify, validate name each one); 2 a usage error or refused input, one line "
    "'error: ...' naming what and where; 3 a grader fault or a harness error (no reward exists; run "
    "names each trial); 4 nothing could be written (a full disk, a read-only folder: one line, "
    "nothing half-written); 130 interrupted; 141 the output's reader went away (| head)."
)
"""The one rule every command's exit code follows (``syncvals --help`` prints it)."""

USER_ERRORS = (SyncValsError,)
"""Printed as one line; anything else (a bare ``FileNotFoundError`` too) is a bug and keeps its
traceback."""


def _hours(seconds: float) -> str:
    minutes = int(seconds // 60)
    return f"{minutes // 60}:{minutes % 60:02d}"


def cmd_tasks(args: argparse.Namespace) -> int:
    """Print the registered tasks."""
    rows = [
        [spec.name, str(len(spec.functions)), _hours(spec.agent_timeout_sec), spec.description]
        for spec in task_registry(args.pm).values()
    ]
    columns = [("name", KEY), ("functions", KEY), ("budget", KEY), ("description", TEXT)]
    console.print(record_table("SyncVals tasks", columns, rows))
    return 0


def cmd_plugins(args: argparse.Namespace) -> int:
    """Print the registered plugins and the hooks each implements."""
    # The plugin's module name is what a user types to find or disable it: never cut.
    rows = [[name, ", ".join(hooks)] for name, hooks in plugin_table(args.pm)]
    console.print(record_table("SyncVals plugins", [("plugin", KEY), ("hooks", TEXT)], rows))
    return 0


def cmd_prepare(args: argparse.Namespace) -> int:
    """Create a fresh workspace for a task."""
    task = get_task(args.pm, args.task)
    writable_folder(args.dir, "workspace folder")
    from syncvals_plugin.sandbox import record_environment_if_missing

    with console.status("recording the grading environment's manifest (first time only)…"):
        record_environment_if_missing()  # before an agent works in the workspace
    with console.status(f"sealing the reference of {task.name} (first time only)…"):
        dest = prepare_workspace(task, Path(args.dir), force=args.force)
    console.print("[green]workspace ready:[/green] ", end="")
    print_command(console, "", dest)
    console.print("next:")
    print_command(console, "  ", "cd", dest)
    console.print("  cat instruction.md      # the task")
    console.print("  python3 probe.py        # how to call the sealed reference")
    console.print("  bash timer.sh           # time left")
    console.print(
        f"  # it holds the compiled {task.sealed_module} itself (the shipped mode, no call log);"
    )
    console.print("  # to serve it instead, every call logged, while you work in it:")
    print_command(console, "  ", "syncvals", "serve-oracle", task.name, dest)
    console.print("  # grade the result:")
    print_command(console, "  ", "syncvals", "verify", task.name, dest / task.submission_name)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    """Print one JSON Schema, or export them all into a folder."""
    if args.out:  # the one named, or all of them
        writable_folder(args.out, "schema folder")
        for path in export_schemas(Path(args.out), [args.name] if args.name else None):
            console.print(str(path))
        return 0
    print(json.dumps(json_schema(args.name or DEFAULT_SCHEMA), indent=2))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Validate trajectories, trial folders or Harbor job folders; print every error with its JSON
    path, and count the trials that never finished."""
    from syncvals_plugin.records.store import find_trials, unfinished_trials

    bad = 0
    for target in args.paths:
        path = Path(target)
        errors = validate_path(path)
        if errors:
            bad += 1
            for error in errors:
                print(error)
        else:
            checked = len(find_trials(path)) if path.is_dir() else 0
            print(f"{target}: valid" + (f" ({checked} trials)" if checked > 1 else ""))
        unfinished = unfinished_trials(path) if path.is_dir() else []
        if unfinished:
            names = ", ".join(p.name for p in unfinished[:5]) + (
                " …" if len(unfinished) > 5 else ""
            )
            print(f"{target}: {len(unfinished)} unfinished trial(s) without result.json: {names}")
    return 1 if bad else 0


CLI_PLUGINS: tuple[str, ...] = (
    "syncvals_plugin.verifier.cli",
    "syncvals_plugin.classifier.cli",
    "syncvals_plugin.agents.cli",
    "syncvals_plugin.importers.cli",
    "syncvals_plugin.site.cli",
    "syncvals_plugin.calibration.cli",
    "syncvals_plugin.export.cli",
    "syncvals_plugin.judge.cli",
)
"""Each stage's commands, registered through ``syncvals_register_commands`` like a third party's."""


class HelpFormatter(argparse.HelpFormatter):
    """``--help`` that shows each option's default where it has one worth showing (not None, not
    a flag's False) and its help does not already say it, and wraps only at spaces: a task name,
    path or option (``reverse-engineer-objectives``) is never split at a hyphen."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        import textwrap

        text = " ".join(text.split())
        return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        import textwrap

        return textwrap.fill(
            " ".join(text.split()),
            width,
            initial_indent=indent,
            subsequent_indent=indent,
            break_on_hyphens=False,
            break_long_words=False,
        )

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if (
            text
            and "default" not in text
            and default not in (None, False, argparse.SUPPRESS)
            and default != []
        ):
            text += " (default: %(default)s)"
        return text


class Parser(argparse.ArgumentParser):
    """Every command's parser: its ``--help`` lists the defaults (:class:`HelpFormatter`)."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)


def build_parser(pm: pluggy.PluginManager) -> argparse.ArgumentParser:
    """The argument parser of every subcommand (stages and plugins add theirs through a hook,
    in ``pm``: the plugin manager the command will run with)."""
    parser = Parser(prog="syncvals", description=__doc__, epilog=EXIT_CODES)
    parser.add_argument("--version", action="version", version=f"syncvals {__version__}")
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=Parser
    )

    p = sub.add_parser("tasks", help="list the registered tasks")
    p.set_defaults(func=cmd_tasks)

    p = sub.add_parser("plugins", help="list plugins and the hooks they implement")
    p.set_defaults(func=cmd_plugins)

    p = sub.add_parser("prepare", help="create a fresh workspace for a task")
    p.add_argument("task", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("dir", help="the folder to create (it must be empty unless --force)")
    p.add_argument("--force", action="store_true", help="replace the contents of a non-empty DIR")
    p.set_defaults(func=cmd_prepare)

    p = sub.add_parser("schema", help="print or export the JSON Schemas of SyncVals' records")
    p.add_argument(
        "name",
        nargs="?",
        choices=sorted(SCHEMAS),
        help=f"which record's schema (default: {DEFAULT_SCHEMA}; with --out, every one)",
    )
    p.add_argument("--out", help="write the schema (or, without NAME, every one) into this folder")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("validate", help="check trajectories or trial folders")
    p.add_argument("paths", nargs="+", help="trajectory files, trial folders or Harbor job folders")
    p.set_defaults(func=cmd_validate)

    for module in CLI_PLUGINS:
        if pm.get_plugin(module) is None:
            pm.register(importlib.import_module(module), name=module)
    Host(pm).register_commands(sub)
    # A command's help line is its description too, unless it brought a longer one.
    for action in sub._choices_actions:
        command = sub.choices[action.dest]
        command.description = command.description or action.help
    return parser


def _refuse_options_before_the_command(parser: argparse.ArgumentParser, argv: list[str]) -> None:
    """An option before any command that ``syncvals`` itself does not know is named as such
    (argparse would say only that the command is missing)."""
    own = {s for a in parser._actions for s in a.option_strings}
    for word in argv:
        if not word.startswith("-"):
            return
        if word.split("=", 1)[0] not in own:
            parser.error(
                f"unrecognized option {word!r} (a command's options come after it: "
                "syncvals COMMAND --help)"
            )


def main(
    argv: list[str] | None = None, pm: pluggy.PluginManager | None = None, prog: str | None = None
) -> int:
    """Entry point of the ``syncvals`` console script.

    Every command reads the plugin manager from ``args.pm``: the one the parser was built with.
    An embedding program passes its own ``pm`` (with its plugins); without one, the command
    line makes the one plugin manager here, and everything below takes it as an argument.
    """
    try:
        if pm is None:
            pm = make_plugin_manager()
        parser = build_parser(pm)
        if (
            prog and argv
        ):  # a script that stands for one command (scripts/build_site.py) names itself
            commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
            commands.choices[argv[0]].prog = prog
        _refuse_options_before_the_command(parser, sys.argv[1:] if argv is None else argv)
        args = parser.parse_args(argv)
        if argv is None:  # the program itself: a SIGTERM (a scheduler, `timeout`) is a Ctrl-C
            signal.signal(signal.SIGTERM, _terminated)
        args.pm = pm
        func: Callable[[argparse.Namespace], int] = args.func
        return func(args)
    except GraderFault as exc:  # no grade exists: neither a pass nor a fail
        err_console.print(f"[red]grader fault:[/red] {exc}", highlight=False, soft_wrap=True)
        return GRADER_FAULT_EXIT
    except WriteFailed as exc:
        err_console.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
        return WRITE_FAILED_EXIT
    except USER_ERRORS as exc:
        err_console.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
        return 2
    except BrokenPipeError:
        # The reader went away (``| head``): nothing more can reach it, and no traceback should;
        # what is left of the output goes nowhere (so the exit's own flush fails no more).
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # a shell's code for a writer stopped by SIGPIPE
    except OSError as exc:
        if exc.errno not in WRITE_ERRNOS:
            raise  # anything else is a bug and keeps its traceback
        err_console.print(f"[red]error:[/red] {write_failed(exc, 'a file')}", highlight=False)
        return WRITE_FAILED_EXIT
    except KeyboardInterrupt:
        err_console.print("[yellow]interrupted[/yellow]")
        if argv is None:  # the program itself (not a caller's ``main([...])``): stop now
            _exit_now(130)
        return 130


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM ends a command as Ctrl-C does: every trial written or removed, no folder left."""
    raise KeyboardInterrupt


def _exit_now(code: int) -> None:
    """End the process at once after an interrupt: the exit handlers run and the output is
    flushed, but the interpreter's teardown is skipped.  With torch loaded, that teardown alone
    took 2.5 s of a Ctrl-C on a loaded machine (everything of the command is already unwound:
    trials written or removed, workers stopped)."""
    import atexit

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass  # a closed pipe: nothing more can reach it
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
