"""Subcommands about trials: ``run``, ``agents``, ``schema``, ``validate`` and ``import``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from syncvals_plugin.agents import AgentOptionError
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.runner import TrialSummary, agent_registry, run_trials
from syncvals_plugin.schemas import SCHEMAS, export_schemas, json_schema, validate_path
from syncvals_plugin.task import get_task

console = Console()


def _options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise AgentOptionError(f"--agent-opt {pair!r}: expected KEY=VALUE")
        out[key] = value
    return out


def summary_table(rows: list[TrialSummary], title: str) -> Table:
    """A rich table of finished trials."""
    table = Table(title=title)
    table.add_column("trial", no_wrap=True)
    for column in ("agent", "outcome", "reward", "functions", "verdict"):
        table.add_column(column)
    for r in rows:
        functions = f"{r.passed}/{r.total}" if r.total is not None else "-"
        reward = "-" if r.reward is None else f"{r.reward:g}"
        table.add_row(r.name, r.agent, r.outcome, reward, functions, r.verdict or "-")
    return table


def cmd_run(args: argparse.Namespace) -> int:
    """Run trials of a task with an agent; exit 0 when every trial earned reward 1."""
    options = _options(args.agent_opt)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as bar:
        job = bar.add_task(f"{args.agent} on {args.task}", total=args.n)
        rows = run_trials(args.task, args.agent, options, args.n, args.jobs, Path(args.trials_dir),
                          on_done=lambda _row: bar.update(job, advance=1), fault=args.inject_fault)
    console.print(summary_table(rows, f"{len(rows)} trial(s) of {args.agent} on {args.task} in {args.trials_dir}/"))
    return 0 if rows and all(r.reward == 1 for r in rows) else 1


BASELINES: tuple[tuple[str, dict[str, str]], ...] = (
    ("oracle", {}), ("nop", {}), ("prober", {"depth": "basic"}), ("prober", {"depth": "edge"}),
    ("quitter", {}), ("cheat", {"how": "import"}),
)
"""The baseline set of ``syncvals baselines``: what each must score is in the README."""


def cmd_baselines(args: argparse.Namespace) -> int:
    """Run one trial of every baseline agent (the main job on the built-in task)."""
    from syncvals_plugin.runner import run_batch

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as bar:
        job = bar.add_task(f"baseline trials of {args.task}", total=len(BASELINES))
        rows = run_batch([(args.task, agent, options) for agent, options in BASELINES], args.jobs,
                         Path(args.trials_dir), on_done=lambda _row: bar.update(job, advance=1))
    console.print(summary_table(rows, f"baseline trials of {args.task} in {args.trials_dir}/"))
    return 0


def cmd_agents(args: argparse.Namespace) -> int:
    """List the registered agents and their options."""
    table = Table(title="SyncVals agents")
    for column in ("agent", "description", "options"):
        table.add_column(column)
    for spec in agent_registry(make_plugin_manager()).values():
        table.add_row(spec.name, spec.description, "\n".join(f"{k}: {v}" for k, v in spec.options.items()))
    console.print(table)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    """Print one JSON Schema, or export them all into a folder."""
    if args.out:
        for path in export_schemas(Path(args.out)):
            console.print(str(path))
        return 0
    print(json.dumps(json_schema(args.name), indent=2))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Validate trajectories or trial folders; print every error with its JSON path."""
    bad = 0
    for target in args.paths:
        errors = validate_path(Path(target))
        if errors:
            bad += 1
            for error in errors:
                print(error)
        else:
            print(f"{target}: valid")
    return 1 if bad else 0


def cmd_import(args: argparse.Namespace) -> int:
    """Import trials recorded by Harbor or Claude Code into the trials folder."""
    from syncvals_plugin.importers.convert import import_claude_code, import_harbor

    pm = make_plugin_manager()
    if args.format == "harbor":
        records = import_harbor(Path(args.path), Path(args.trials_dir), pm)
    else:
        task = get_task(pm, args.task)
        records = [import_claude_code(Path(args.path), task, Path(args.trials_dir), pm,
                                      Path(args.submission) if args.submission else None)]
    from syncvals_plugin.runner import summarize

    console.print(summary_table([summarize(r) for r in records], f"imported {len(records)} trial(s)"))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Export a task as a Harbor task folder."""
    from syncvals_plugin.export_harbor import export_harbor

    task = get_task(make_plugin_manager(), args.task)
    written = export_harbor(task, Path(args.outdir), force=args.force, verifier_mode=args.verifier_mode)
    console.print(f"wrote {len(written)} files to {args.outdir}; run it with: harbor run -p {args.outdir} -a oracle")
    return 0


def add_parsers(sub) -> None:
    """Register the trial subcommands on the main parser."""
    p = sub.add_parser("run", help="run trials of a task with an agent")
    p.add_argument("task")
    p.add_argument("--agent", required=True)
    p.add_argument("--agent-opt", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("-n", type=int, default=1, help="number of trials")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--trials-dir", default="trials")
    p.add_argument("--inject-fault", choices=["missing-oracle", "broken-timer"],
                   help="break the workspace on purpose (trials that fail by the task's fault)")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("baselines", help="run one trial of every baseline agent")
    p.add_argument("task", nargs="?", default="reverse-engineer-objectives")
    p.add_argument("--jobs", type=int, default=2, help="worker processes")
    p.add_argument("--trials-dir", default="trials")
    p.set_defaults(func=cmd_baselines)

    p = sub.add_parser("export", help="export a task for another harness")
    p.add_argument("format", choices=["harbor"])
    p.add_argument("task")
    p.add_argument("outdir")
    p.add_argument("--force", action="store_true", help="replace the contents of a non-empty OUTDIR")
    p.add_argument("--verifier-mode", choices=["separate", "shared"], default="separate",
                   help="grade in a fresh container holding only the submission (separate, the default) or in "
                        "the agent's own container (shared: a root agent can tamper with the grader's view)")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("agents", help="list the registered agents")
    p.set_defaults(func=cmd_agents)

    p = sub.add_parser("schema", help="print or export the JSON Schemas of SyncVals' records")
    p.add_argument("name", nargs="?", default="atif-trajectory", choices=sorted(SCHEMAS))
    p.add_argument("--out", help="write every schema into this folder")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser("validate", help="check trajectories or trial folders")
    p.add_argument("paths", nargs="+")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("import", help="import trials recorded by Harbor or Claude Code")
    p.add_argument("format", choices=["harbor", "claude-code"])
    p.add_argument("path")
    p.add_argument("--task", help="the task (claude-code)")
    p.add_argument("--submission", help="the submitted file to verify (claude-code)")
    p.add_argument("--trials-dir", default="trials")
    p.set_defaults(func=cmd_import)
