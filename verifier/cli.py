"""``syncvals verify``: grade one or more submissions and print the verifier's block."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import typing
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import LazyConsole, positive_seconds, progress_bar
from syncvals_plugin.errors import MissingFileError, UsageError
from syncvals_plugin.host import get_task
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import SandboxMode, VerifyReport
from syncvals_plugin.records.store import writable_folder, write_outputs
from syncvals_plugin.records.trial import passes
from syncvals_plugin.verifier.plugin import verify


def _submissions(paths: list[str], filename: str, functions: tuple[str, ...]) -> list[Path]:
    """The files to grade: files as given; in a folder, its ``filename`` (or those one level
    down), else the ``.py`` files that define at least one of the task's functions or are empty.  A file
    chosen from a folder is named on stderr (``grading PATH``): the user did not name it.

    :raises UsageError: a ``.py`` file of the folder cannot be read (it might be the one meant).
    """
    out = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = (
                [path / filename]
                if os.path.lexists(path / filename)
                else sorted(path.glob(f"*/{filename}"))
            )
            if not found:
                candidates = sorted(path.glob("*.py"))
                # An empty .py is a submission never written, graded (and refused) as the same
                # file named alone is: never skipped into an exit 0 beside a good one.
                found = [p for p in candidates if _defines_any(p, functions) or _empty(p)]
                for skipped in (p for p in candidates if p not in found):
                    print(
                        f"skipped {skipped}: it defines no function of the task",
                        file=sys.stderr,
                    )
                for chosen in found:
                    print(f"grading {chosen}", file=sys.stderr)
                if not found:
                    names = ", ".join(p.name for p in candidates) or "no .py file at all"
                    raise MissingFileError(
                        f"{path}: no {filename} here, and no .py file defines a function of the task "
                        f"({names})"
                    )
            out += found
        elif os.path.lexists(path):
            out.append(path)  # a symlink or a FIFO too: the verifier says why it refuses it
        else:
            raise MissingFileError(f"{path}: no such submission file or folder")
    return out


def _empty(path: Path) -> bool:
    try:
        return path.is_file() and not path.read_bytes().strip()
    except OSError:
        return False


def _defines_any(path: Path, functions: tuple[str, ...]) -> bool:
    try:
        text = path.read_text(errors="replace")
    except OSError as exc:
        raise UsageError(
            f"{path}: cannot read it ({exc.strerror or exc}), so cannot tell whether it is "
            "the submission; make it readable or name the file to grade"
        ) from None
    return any(f"def {name}(" in text for name in functions)


def cmd_verify(args: argparse.Namespace) -> int:
    """Grade submissions; exit 0 exactly when every one earns reward 1."""
    if args.trials:
        raise UsageError(
            f"re-grading recorded trials is its own command: syncvals reverify {args.trials}"
            + (" --rewrite" if args.rewrite else "")
        )
    if not args.task or not args.submission:
        raise UsageError(
            "give TASK and SUBMISSION… (to re-grade recorded trials: syncvals reverify DIR)"
        )
    pm = args.pm
    task = get_task(pm, args.task)
    options = VerifyOptions(
        mode=args.mode, function_timeout_s=args.function_timeout, seed=args.seed
    )
    subs = _submissions(args.submission, task.submission_name, task.functions)
    if args.out:  # checked before grading: a grade is never lost to a folder it cannot write
        writable_folder(args.out, "--out folder")
    stderr = LazyConsole(stderr=True)
    reports: list[VerifyReport] = []
    # One sandbox for several submissions: torch is imported once.
    from syncvals_plugin.verifier.verify import grading_batch

    with grading_batch() if len(subs) > 1 else contextlib.nullcontext():
        for sub in subs:
            reports.append(_verify_one(args, pm, task, sub, options, stderr, len(subs)))
    if len(subs) > 1 and not args.json:
        solved = sum(r.reward for r in reports)
        print(f"\n{solved}/{len(reports)} submissions earned reward 1")
    return 0 if all(passes(r.reward) for r in reports) else 1


def _verify_one(
    args, pm, task, sub: Path, options, stderr: LazyConsole, count: int
) -> VerifyReport:
    """Grade one submission, with a progress bar on a terminal; print or write its report."""
    if stderr.is_terminal and not args.json:
        with progress_bar(stderr) as bar:
            job = bar.add_task(f"verifying {sub.name}", total=len(task.functions))

            def advance(name: str, bar=bar, job=job, label=sub.name) -> None:
                bar.update(job, advance=1, description=f"verifying {label}: {name}")

            report = verify(pm, task, sub, options, advance)
    else:
        report = verify(pm, task, sub, options)
    if args.out:
        out = Path(args.out) if count == 1 else Path(args.out) / sub.stem
        write_outputs(report, out)
    if args.json:
        print(json.dumps(report.model_dump(mode="json"), indent=2))
    else:
        if count > 1:
            print(f"--- {sub}")
        sys.stdout.write(report.render())
        sys.stdout.flush()
    return report


def held_out_seed_arg(text: str) -> int:
    """An argparse type: a seed from 0 to 2**62 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value < 2**62:
        raise argparse.ArgumentTypeError(f"{value} is not between 0 and 2**62 - 1")
    return value


@hookimpl(tryfirst=True)  # first, so that other stages can extend `verify`
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """``verify`` and ``environment``."""
    p = subparsers.add_parser("verify", help="grade submissions in the clean sandbox")
    p.add_argument("task", nargs="?", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("submission", nargs="*", help="submission files, or folders of them")
    # Moved to `syncvals reverify`; still parsed, so the old spelling gets that one line.
    p.add_argument("--trials", help=argparse.SUPPRESS)
    p.add_argument("--rewrite", action="store_true", help=argparse.SUPPRESS)
    p.add_argument(
        "--json", action="store_true", help="print report.json instead of the text block"
    )
    p.add_argument("--out", help="write report.json, reward.txt and test-stdout.txt here")
    p.add_argument(
        "--mode",
        default="auto",
        choices=["auto", *typing.get_args(SandboxMode)],
        help="sandbox mode (auto: the strongest available)",
    )
    p.add_argument(
        "--function-timeout",
        type=positive_seconds,
        default=VerifyOptions.model_fields["function_timeout_s"].default,
        help="seconds allowed per function",
    )
    p.add_argument(
        "--seed",
        type=held_out_seed_arg,
        help="grade on the held-out inputs of this seed, to reproduce a grade (default: this "
        "installation's secret seed; reports name it by its id, never the seed)",
    )
    p.set_defaults(func=cmd_verify)

    p = subparsers.add_parser(
        "environment",
        help="check (or re-record) the manifest of the files the sandbox can see",
        description="Every grading compares the files the sandbox can see (interpreter, standard "
        "library, torch and the system libraries they load) with a manifest recorded "
        "before any agent ran; a file a package manager updated is re-recorded, any other "
        "change stops grading (exit 3, no reward).",
    )
    p.add_argument(
        "--record",
        action="store_true",
        help="re-record the manifest now (after you upgraded torch or Python yourself)",
    )
    p.set_defaults(func=cmd_environment)


def cmd_environment(args: argparse.Namespace) -> int:
    """Show, check or re-record the manifest of what the sandbox can see."""
    from syncvals_plugin.sandbox import (
        check_environment,
        load_or_record,
        manifest_path,
        record_manifest,
    )

    console = LazyConsole()
    if args.record:
        path = record_manifest()
        console.print(f"recorded the environment manifest: {path}")
        return 0
    view, entries, fresh = load_or_record()
    drift = check_environment()
    changed = drift.changed
    console.print(f"manifest: {manifest_path()}" + (" (recorded just now)" if fresh else ""))
    console.print(
        f"view: {len(view.trees)} trees, {len(view.files)} system files, {len(entries)} entries in all"
    )
    if changed:
        console.print(f"[red]changed since it was recorded:[/red] {changed}")
        console.print(
            "grading refuses to run until this is explained; if you changed the environment "
            "yourself (an upgrade), re-record with `syncvals environment --record`"
        )
        return 1
    if drift.updated:
        console.print(f"updated by a package manager and re-recorded: {drift.updated}")
    console.print("[green]unchanged[/green]: grading may trust what the sandbox sees")
    return 0
