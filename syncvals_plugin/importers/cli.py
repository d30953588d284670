"""Commands of the importers stage: ``import harbor|claude-code``."""

from __future__ import annotations

import argparse
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import LazyConsole, summary_table
from syncvals_plugin.errors import UsageError
from syncvals_plugin.host import get_task
from syncvals_plugin.records.store import writable_folder
from syncvals_plugin.records.summary import summarize

console = LazyConsole()
err_console = LazyConsole(stderr=True)


def cmd_import(args: argparse.Namespace) -> int:
    """Import trials recorded by Harbor or Claude Code into the trials folder."""
    from syncvals_plugin.importers.convert import import_claude_code, import_harbor

    pm = args.pm
    if args.format == "claude-code" and not args.task:
        raise UsageError("import claude-code needs --task TASK (the task the session worked on)")
    writable_folder(args.trials_dir, "trials folder")
    problems: list[str] = []
    notes: list[str] = []
    if args.format == "harbor":
        records = import_harbor(Path(args.path), Path(args.trials_dir), pm, problems, notes)
    else:
        task = get_task(pm, args.task)
        records = [
            import_claude_code(
                Path(args.path),
                task,
                Path(args.trials_dir),
                pm,
                Path(args.submission) if args.submission else None,
            )
        ]
        notes += [f"{r.name} written to {r.path}/" for r in records if r.path is not None]
    console.print(
        summary_table([summarize(r) for r in records], f"imported {len(records)} trial(s)")
    )
    for note in notes:  # where each job went, names changed, links left out, unfinished trials
        console.print(note, highlight=False, soft_wrap=True, markup=False)
    for problem in problems:
        err_console.print(
            f"not classified: {problem}", highlight=False, soft_wrap=True, markup=False
        )
    return 1 if problems else 0


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """``import harbor PATH`` and ``import claude-code SESSION --task TASK``."""
    p = subparsers.add_parser("import", help="import trials recorded by Harbor or Claude Code")
    p.add_argument("format", choices=["harbor", "claude-code"], help="what recorded the trials")
    p.add_argument("path", help="a Harbor trial or job folder, or a Claude Code session (.jsonl)")
    p.add_argument("--task", help="the task (claude-code)")
    p.add_argument("--submission", help="the submitted file to verify (claude-code)")
    p.add_argument("--trials-dir", default="trials", help="where the imported trials go")
    p.set_defaults(func=cmd_import)
