"""``syncvals classify`` and ``syncvals summarize``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.summary import summarize_trials
from syncvals_plugin.host import Host
from syncvals_plugin.records.store import load_trials, write_classification
from syncvals_plugin.records.tables import KEY, TEXT, record_table
from syncvals_plugin.records.trial import TrialFormatError, short_task_name

console = Console()


PLAIN_ABOVE = 50
"""Trials beyond which ``classify`` off a terminal prints lines instead of a table."""


def cmd_classify(args: argparse.Namespace) -> int:
    """Classify trial folders, write ``classification.json`` into each, print a table or JSON."""
    from syncvals_plugin.classifier.classify import classify

    pm = args.pm
    records, problems = [], []
    for target in args.trials:
        found, broken = load_trials(Path(target))
        records += found
        problems += broken
    if not records and not problems:
        raise TrialFormatError(f"no trial folders under {', '.join(args.trials)}")
    rows = []
    out = []
    for record in records:
        result = classify(pm, record)
        record.classification = result
        write_classification(record)
        Host(pm).trial_finished(record)
        reward = "-" if record.result.reward is None else f"{record.result.reward:g}"
        rows.append([record.name, reward, result.verdict, result.subtype or "-", result.root_cause])
        out.append({"trial": record.name, **result.model_dump(mode="json")})
    if args.json:
        print(json.dumps(out, indent=2))
    elif not console.is_terminal and len(rows) > PLAIN_ABOVE:
        # Off a terminal (a pipe, a log, CI) a big batch is one tab-separated line per trial: a
        # table of thousands of rows costs more than classifying them.
        lines = ("\t".join(" ".join(cell.split()) for cell in row) for row in rows)
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stdout.write(f"{len(records)} trial(s) classified\n")
    else:
        columns = [
            ("trial", KEY),
            ("reward", KEY),
            ("verdict", KEY),
            ("subtype", KEY),
            ("root cause", TEXT),
        ]
        console.print(record_table(f"{len(records)} trial(s) classified", columns, rows))
    for problem in problems:  # a broken trial is named; the batch went on without it
        Console(stderr=True).print(f"skipped {problem}", highlight=False, soft_wrap=True)
    return 1 if problems else 0


def cmd_summarize(args: argparse.Namespace) -> int:
    """Summarise a folder of trials per task: verdicts, pass rate, failing functions, task verdict."""
    from syncvals_plugin.classifier.classify import classify

    pm = args.pm
    if not Path(args.trials_dir).is_dir():
        raise TrialFormatError(f"{args.trials_dir}: no such trials folder")
    records, problems = load_trials(Path(args.trials_dir))
    if not records and not problems:
        raise TrialFormatError(f"{args.trials_dir}: no finished trials in this folder")
    for problem in problems:
        console.print(f"[yellow]skipped[/yellow] {problem}", highlight=False, soft_wrap=True)
    for record in records:
        record.classification = record.classification or classify(pm, record)
    present = sorted({r.result.task_short_name for r in records})
    if args.task and short_task_name(args.task) not in present:
        raise TrialFormatError(
            f"no trial of task {args.task!r} in {args.trials_dir} "
            f"(tasks there: {', '.join(present) or 'none'})"
        )
    tasks = [args.task] if args.task else present
    for task in tasks:
        s = summarize_trials(records, task)
        rate = s.rate.text() if s.rate else "no graded trial"
        mean = "-" if s.mean_reward is None else f"{s.mean_reward:.3g}"
        console.print(
            f"[bold]{task}[/bold]: {s.trials} trials, {s.graded} graded, mean reward {mean}",
            highlight=False,
        )
        console.print(f"  {rate}", highlight=False)
        # On a line of its own: a verdict is never broken over two lines, whatever the width.
        console.print(f"  task verdict: [bold]{s.task_verdict}[/bold]", highlight=False)
        for reason in s.reasons:
            console.print(f"  - {reason}")
        mix = [[v, sub or "-", str(n)] for (v, sub), n in s.subtypes.most_common()]
        console.print(
            record_table("verdicts", [("verdict", KEY), ("subtype", KEY), ("trials", KEY)], mix)
        )
        failing = [
            [
                name,
                f"{count}/{s.graded}",
                ", ".join(f"{fam} ({n})" for fam, n in s.family_failures[name].most_common())
                or "-",
            ]
            for name, count in s.function_failures.most_common(args.top)
        ]
        columns = [("function", KEY), ("failed in", KEY), ("case families", TEXT)]
        console.print(record_table("functions that fail most", columns, failing))
    return 0


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register ``classify`` and ``summarize``."""
    p = subparsers.add_parser("classify", help="classify trials post hoc (never changes a reward)")
    p.add_argument("trials", nargs="+", help="trial folders or folders of them")
    p.add_argument("--json", action="store_true", help="print the classifications as JSON")
    p.set_defaults(func=cmd_classify)

    p = subparsers.add_parser("summarize", help="task-level view of a folder of trials")
    p.add_argument("trials_dir", nargs="?", default="trials", help="the trials (default: trials)")
    p.add_argument("--task", help="only this task (default: every task found)")
    p.add_argument("--top", type=int, default=10, help="how many failing functions to list")
    p.set_defaults(func=cmd_summarize)
