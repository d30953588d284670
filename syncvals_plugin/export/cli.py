"""Commands of the export stage: ``export harbor``."""

from __future__ import annotations

import argparse
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import LazyConsole, positive_int, print_command
from syncvals_plugin.errors import UsageError
from syncvals_plugin.host import get_task
from syncvals_plugin.records.store import writable_folder

console = LazyConsole()


def cmd_export(args: argparse.Namespace) -> int:
    """Export a task as a Harbor task folder."""
    from syncvals_plugin.export.harbor import export_harbor

    task = get_task(args.pm, args.task)
    writable_folder(args.outdir, "export folder")
    if args.job_config:
        from syncvals_plugin.export.harbor import harbor_environment

        writable_folder(Path(args.job_config).parent, "job config's folder")
        # Refused before anything is written, as Harbor would refuse the job config.
        harbor_environment(args.environment, _kwargs(args.environment_kwarg))
    written = export_harbor(
        task, Path(args.outdir), force=args.force, verifier_mode=args.verifier_mode, pm=args.pm
    )
    console.print(
        f"wrote {len(written)} files to {args.outdir} (a secret, mode 0700: it holds the held-out "
        "seed, the signing key, the expected outputs and the solution; publishing it publishes "
        "them)",
        soft_wrap=True,
        markup=False,
    )
    print_command(console, "run it with: ", "harbor", "run", "-p", args.outdir, "-a", "oracle")
    if args.job_config:
        from syncvals_plugin.export.harbor import harbor_job_config
        from syncvals_plugin.records.store import atomic_write

        job = harbor_job_config(
            task,
            Path(args.outdir),
            attempts=args.attempts,
            concurrency=args.concurrency,
            environment=args.environment,
            agent=args.agent,
            model=args.model,
            environment_kwargs=_kwargs(args.environment_kwarg),
        )
        atomic_write(Path(args.job_config), job.model_dump_json(indent=2) + "\n")
        console.print(f"wrote the job config {args.job_config}", soft_wrap=True, markup=False)
        print_command(console, "run it with: ", "harbor", "run", "-c", args.job_config)
    return 0


def _kwargs(pairs: list[str] | None) -> dict[str, str]:
    """``--environment-kwarg KEY=VALUE`` options as a dict (as Harbor's own option reads them)."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--environment-kwarg {pair!r}: give KEY=VALUE")
        out[key] = value
    return out


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """``export harbor TASK OUTDIR``."""
    p = subparsers.add_parser("export", help="export a task for another harness")
    p.add_argument("format", choices=["harbor"], help="the harness to export for")
    p.add_argument("task", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("outdir", help="where the task folder goes (empty unless --force)")
    p.add_argument(
        "--force", action="store_true", help="replace the contents of a non-empty OUTDIR"
    )
    p.add_argument(
        "--verifier-mode",
        choices=["separate", "shared"],
        default="separate",
        help="grade in a fresh container holding only the submission (separate, the default) or in "
        "the agent's own container (shared: a root agent can tamper with the grader's view)",
    )
    job = p.add_argument_group("a Harbor job config for running the export at scale")
    job.add_argument("--job-config", metavar="FILE", help="also write a Harbor JobConfig here")
    job.add_argument("--attempts", type=positive_int, default=5, help="trials per agent")
    job.add_argument("--concurrency", type=positive_int, default=4, help="trials at once")
    job.add_argument(
        "--environment",
        default="docker",
        help="Harbor's environment type (docker, daytona, modal, e2b, runloop, …) or an "
        "environment class's import path, module.path:ClassName (the local one: "
        "syncvals_local_env:LocalEnvironment, docs/harbor-local-environment.md)",
    )
    job.add_argument(
        "--environment-kwarg",
        action="append",
        metavar="KEY=VALUE",
        help="an option of the environment (repeatable), e.g. python=/usr/bin/python3",
    )
    job.add_argument("--agent", default="oracle", help="Harbor's agent name")
    job.add_argument("--model", help="the agent's model, e.g. anthropic/claude-sonnet-4-5")
    p.set_defaults(func=cmd_export)
