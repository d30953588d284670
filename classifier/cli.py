"""``syncvals classify`` and ``syncvals summarize``."""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pluggy

from syncvals_plugin import hookimpl
from syncvals_plugin.classifier.summary import (
    PASS_AT,
    agent_rates,
    summarize_trials,
    timeout_warning,
)
from syncvals_plugin.console import (
    KEY,
    TEXT,
    LazyConsole,
    positive_int,
    print_wrapped,
    progress_bar,
    record_table,
)
from syncvals_plugin.host import Host
from syncvals_plugin.records.store import (
    HARBOR_DEPTH,
    distinct_trials,
    find_trials,
    load_trials,
    read_folder,
    unfinished_trials,
    write_classification,
)
from syncvals_plugin.records.trial import TrialFormatError, short_task_name

console = LazyConsole()


PLAIN_ABOVE = 50
"""Trials beyond which ``classify`` off a terminal prints lines instead of a table."""
PARALLEL_FROM = 100
"""Trials from which ``classify`` shares the work among processes (below, starting them costs
more than it saves)."""

PROGRESS_FROM = 20
"""Trials from which ``classify`` on a terminal shows a progress bar while it works."""

CHUNK = 12
"""Trials a worker classifies per task it takes (a few milliseconds of work each)."""

_WORKER_PM: pluggy.PluginManager | None = None
"""The plugin manager a forked worker inherits from ``classify``."""


Classified = tuple[list[str], dict[str, Any] | None, list[dict[str, Any]]]
"""A classified trial: its table row, its JSON (when asked for) and the judge's alternatives."""


def _classify_one(host: Host, path: Path, want_json: bool) -> Classified | str:
    """Read, classify and write one trial folder: its table row, JSON (when asked for) and the
    judge's alternatives, or the line saying why it could not be read."""
    from syncvals_plugin.classifier import context
    from syncvals_plugin.classifier.classify import finish_trial

    try:
        record = read_folder(path)
    except TrialFormatError as exc:
        return str(exc)
    finish_trial(host.pm, record, write_classification)
    # Streaming: once its result is written, nothing of the trial is kept (its signals, parsed
    # trees and code were cached for the rules of this one trial), so memory stays flat in the
    # number of trials.
    context.clear()
    result = record.classification
    if result is None:
        return f"{record.name}: not classified (see the warning above)"
    reward = "-" if record.result.reward is None else f"{record.result.reward:g}"
    row = [record.name, reward, result.verdict, result.subtype or "-", result.root_cause]
    judged = [a for a in result.alternatives if a.get("kind") == "judge"]
    dumped = {"trial": record.name, **result.model_dump(mode="json")} if want_json else None
    return row, dumped, judged


def _classify_chunk(paths: list[str], want_json: bool) -> list[Classified | str]:
    """A worker's share: ``_classify_one`` over each folder, with the inherited plugin manager."""
    if _WORKER_PM is None:  # set by ``_classify_all`` before it forks the workers
        raise RuntimeError("classify: a worker started without the plugin manager it inherits")
    gc.disable()  # a short-lived worker: no collection pauses (see ``_classify_in_turn``)
    host = Host(_WORKER_PM)
    return _classify_in_turn(host, [Path(p) for p in paths], want_json, lambda n: None)


COLLECT_EVERY = 500
"""Trials between two garbage collections while classifying (collection is otherwise off)."""


def _classify_in_turn(host: Host, paths: list[Path], want_json: bool, advance) -> list:
    """``_classify_one`` over ``paths``, in this process, with the garbage collector off: parsing a
    trial's scripts makes hundreds of thousands of syntax-tree objects, none in a cycle (they are
    freed by reference counting as each trial is dropped), which would set off a collection every
    few hundred allocations for nothing.  A collection every :data:`COLLECT_EVERY` trials keeps
    memory flat should some object make a cycle after all."""
    enabled = gc.isenabled()
    gc.disable()
    done = []
    try:
        for i, path in enumerate(paths, 1):
            done.append(_classify_one(host, path, want_json))
            advance(1)
            if i % COLLECT_EVERY == 0:
                gc.collect()
    finally:
        if enabled:
            gc.enable()
    return done


def _workers(args: argparse.Namespace, trials: int) -> int:
    """How many processes classify: one for a small batch, and one wherever a plugin watches
    finished trials (``syncvals_trial_finished`` must see every trial in this process)."""
    if trials < PARALLEL_FROM or Host(args.pm).watches_finished_trials():
        return 1
    return max(1, min(args.jobs or len(os.sched_getaffinity(0)), trials // (PARALLEL_FROM // 2)))


def cmd_classify(args: argparse.Namespace) -> int:
    """Classify trial folders, write ``classification.json`` into each, print a table or JSON.

    A big batch is shared among worker processes (``--jobs``, default one per CPU), each
    reading, classifying and writing its own trials; the output keeps the folders' order.
    """
    for target in args.trials:
        if not Path(target).is_dir():
            raise TrialFormatError(f"{target}: no such trial folder")
    depth = None if args.recursive else HARBOR_DEPTH
    paths = [path for target in args.trials for path in find_trials(Path(target), max_depth=depth)]
    # A trial folder Harbor began but never finished (no result.json) is named and counted,
    # never passed over in silence: it is a run whose outcome nobody can read yet.
    unfinished = [u for t in args.trials for u in unfinished_trials(Path(t), max_depth=depth)]
    _report_unfinished(unfinished, "classified")
    if not paths:
        raise TrialFormatError(
            f"no trial folders in {', '.join(args.trials)}"
            + (f" ({len(unfinished)} unfinished, without result.json)" if unfinished else "")
            + (
                ""
                if args.recursive
                else " (looked where Harbor puts them: the folder, its job folders and their "
                "trials; add --recursive to search every folder below)"
            )
        )
    jobs = _workers(args, len(paths))
    host = Host(args.pm)
    with _progress(len(paths)) as advance:
        done = _classify_all(args, host, paths, jobs, advance)
    rows = [item[0] for item in done if not isinstance(item, str)]
    problems = [item for item in done if isinstance(item, str)]
    _print_classified(args, done, rows)
    for problem in problems:  # a broken trial is named; the batch went on without it
        LazyConsole(stderr=True).print(
            f"skipped {problem}", highlight=False, soft_wrap=True, markup=False
        )
    return 1 if problems else 0


def _report_unfinished(unfinished: list[Path], left: str) -> None:
    """One line on stderr per unfinished trial folder (no ``result.json``), then their count:
    what the command did not do with them (``left``: classified, counted)."""
    if not unfinished:
        return
    err = LazyConsole(stderr=True)
    lines = [f"unfinished, not {left} (no result.json): {folder}" for folder in unfinished]
    for line in [*lines, f"{len(unfinished)} unfinished trial folder(s) not {left}"]:
        err.print(line, highlight=False, soft_wrap=True, markup=False)


def _progress(total: int):
    """A context giving ``advance(n)``: a progress bar on stderr when it is a terminal and the
    batch is long enough to wait for; otherwise nothing (the result is printed at the end)."""
    import contextlib

    stderr = LazyConsole(stderr=True)
    if total < PROGRESS_FROM or not stderr.is_terminal:
        return contextlib.nullcontext(lambda n: None)

    @contextlib.contextmanager
    def bar():
        with progress_bar(stderr) as progress:
            job = progress.add_task("classifying", total=total)
            yield lambda n: progress.update(job, advance=n)

    return bar()


def _classify_all(args, host: Host, paths: list[Path], jobs: int, advance) -> list:
    """Classify every folder of ``paths`` here or in ``jobs`` worker processes, calling
    ``advance(n)`` as trials finish; the results keep the folders' order."""
    global _WORKER_PM
    if jobs == 1:
        gc.freeze()  # the imports are never collected: no pass need look at them
        done = _classify_in_turn(host, paths, args.json, advance)
    else:
        import multiprocessing

        # The first trial is classified here, before the fork: what the rules load on first
        # use (their modules, the sealed build's fingerprint) is then loaded once, not per worker.
        done = [_classify_one(host, paths[0], args.json)]
        advance(1)
        paths = paths[1:]
        # Forked workers inherit the plugin manager, its plugins and the imports already made.
        _WORKER_PM = args.pm
        # A judge's budget is shared among the workers (the judge reads its share from here).
        os.environ["SYNCVALS_JUDGE_BUDGET_SHARE"] = f"{1 / jobs:.6f}"
        gc.freeze()  # the imports stay shared with the workers instead of copied page by page
        # Small chunks, taken in turn: the workers finish within a chunk of each other (a
        # worker's last big chunk was a tenth of the run), and order is kept by ``imap``.
        chunk = max(1, min(CHUNK, len(paths) // (jobs * 8)))
        chunks = [[str(p) for p in paths[i : i + chunk]] for i in range(0, len(paths), chunk)]
        try:
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                work = functools.partial(_classify_chunk, want_json=args.json)
                for part in pool.imap(work, chunks):
                    done += part
                    advance(len(part))
        finally:
            _WORKER_PM = None
    return done


def _print_classified(args, done: list, rows: list[list[str]]) -> None:
    """The classified trials as JSON, lines (a big batch off a terminal) or a table, then a
    line per judge."""
    if args.json:
        print(json.dumps([item[1] for item in done if not isinstance(item, str)], indent=2))
    elif not sys.stdout.isatty() and len(rows) > PLAIN_ABOVE:
        # Off a terminal (a pipe, a log, CI) a big batch is one tab-separated line per trial: a
        # table of thousands of rows costs more than classifying them.
        lines = ("\t".join(" ".join(cell.split()) for cell in row) for row in rows)
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stdout.write(tally_line(rows) + "\n")
    else:
        columns = [("trial", KEY), ("reward", KEY), ("verdict", KEY), ("subtype", KEY)]
        big = len(rows) > PLAIN_ABOVE  # a line a trial: each root cause is in its record
        if not big:
            columns.append(("root cause", TEXT))
        shown = [row[: len(columns)] for row in rows]
        console.print(record_table(f"{len(rows)} trial(s) classified", columns, shown))
        if big:
            console.print("root causes: each trial's classification.json (or --json)")
        console.print(tally_line(rows), highlight=False, markup=False)
    for line in judge_lines([j for item in done if not isinstance(item, str) for j in item[2]]):
        print(line)


def tally_line(rows: list[list[str]]) -> str:
    """The batch's closing line: how many trials were classified, and how many of each verdict
    (rows: trial, reward, verdict, …)."""
    counts = Counter(row[2] for row in rows)
    mix = ", ".join(f"{verdict} {n}" for verdict, n in counts.most_common())
    return f"{len(rows)} trial(s) classified" + (f": {mix}" if mix else "")


def judge_lines(opinions: list[dict]) -> list[str]:
    """One line per judge: what it was asked, answered from its cache, failed, and cost."""
    lines = []
    for source in dict.fromkeys(o.get("source", "judge") for o in opinions):
        mine = [o for o in opinions if o.get("source") == source]
        extra = [o.get("extra") or {} for o in mine]
        asked = sum(1 for e in extra if e.get("cached") is False)
        failed = sum(1 for o in mine if o["verdict"] == "JUDGE_ERROR")
        tokens = sum(
            sum((e.get("usage") or {}).values()) for e in extra if e.get("cached") is False
        )
        costs = [e["cost_usd"] for e in extra if e.get("cached") is False and e.get("cost_usd")]
        cost = f"${sum(costs):.4f}" if costs else "cost not priced"
        lines.append(
            f"{source.replace(':', ' ', 1)}: {asked} asked, "
            f"{sum(1 for e in extra if e.get('cached'))} from the cache, {failed} failed, "
            f"{tokens} tokens, {cost}"
        )
    return lines


def agent_table(rates: list) -> object:
    """The agents' pass rates, one row each, with what was left out of them and why (pass@k for
    the k some agent has enough attempts for)."""
    fmt = lambda x: "-" if x is None else f"{x:.2f}"  # noqa: E731
    shown = [k for k in PASS_AT if any(r.pass_at[k] is not None for r in rates)]
    rows = [
        [
            r.agent,
            str(r.trials),
            str(r.harness_errors),
            f"{r.timeouts}"
            + (f" ({', '.join(f'{b:g} s' for b in r.budgets)})" if r.budgets else ""),
            f"{r.passed}/{r.counted}",
            f"{r.rate.interval_90[0]:.2f}-{r.rate.interval_90[1]:.2f}" if r.rate else "-",
            *(fmt(r.pass_at[k]) for k in shown),
        ]
        for r in rates
    ]
    columns = [
        ("agent", KEY),
        ("trials", KEY),
        ("harness", KEY),
        ("timeouts", KEY),
        ("passed", KEY),
        ("90% interval", KEY),
        *((f"pass@{k}", KEY) for k in shown),
    ]
    return record_table("agents' pass rates", columns, rows)


AGENT_TABLE_NOTE = (
    "  (harness errors and ungraded trials are left out of each rate; a timeout counts as a "
    "fail, its budget in brackets; pass@k is the unbiased estimate)"
)


def cmd_summarize(args: argparse.Namespace) -> int:
    """Summarise a folder of trials per task: verdicts, pass rate, failing functions, task verdict."""
    from syncvals_plugin.classifier.classify import classify

    pm = args.pm
    if not Path(args.trials_dir).is_dir():
        raise TrialFormatError(f"{args.trials_dir}: no such trials folder")
    records, problems = load_trials(Path(args.trials_dir))
    unfinished = unfinished_trials(Path(args.trials_dir))  # named, never passed over in silence
    _report_unfinished(unfinished, "counted")
    if not records and not problems:
        raise TrialFormatError(f"{args.trials_dir}: no finished trials in this folder")
    # A trial is one trial by its Harbor id, in however many folders it was imported.
    records, twice = distinct_trials(records)
    for label, lines in (("skipped", problems), ("counted once", twice)):
        for line in lines:  # on stderr: stdout may be JSON
            from rich.markup import escape

            LazyConsole(stderr=True).print(
                f"[yellow]{label}[/yellow]", escape(str(line)), highlight=False, soft_wrap=True
            )
    for record in records:
        record.classification = record.classification or classify(pm, record)
    present = sorted({r.result.task_short_name for r in records})
    if args.task and short_task_name(args.task) not in present:
        raise TrialFormatError(
            f"no trial of task {args.task!r} in {args.trials_dir} "
            f"(tasks there: {', '.join(present) or 'none'})"
        )
    tasks = [args.task] if args.task else present
    if args.json:
        from syncvals_plugin.classifier.summary import task_summary_record

        summaries = [task_summary_record(records, task).model_dump(mode="json") for task in tasks]
        print(json.dumps(summaries, indent=2))
        return 1 if problems else 0
    for task in tasks:
        _print_summary(records, task, args.top)
    return 1 if problems else 0  # the batch rule: a skipped trial is exit 1


def _print_summary(records: list, task: str, top: int) -> None:
    """One task's summary: counts, the agents' pass rates, the task verdict and its reasons,
    the verdict mix and the functions that fail most."""
    s = summarize_trials(records, task)
    rate = (
        f"agents' {s.rate.text()}"
        if s.rate
        else "agents' pass rate: no graded trial of an agent under evaluation"
    )
    mean = "-" if s.mean_reward is None else f"{s.mean_reward:.3g}"
    console.print(
        f"[bold]{task}[/bold]: {s.trials} trials, {s.graded} graded, mean reward {mean}",
        highlight=False,
    )
    console.print(f"  {rate}", highlight=False)
    mine = [r for r in records if r.result.task_short_name == short_task_name(task)]
    per_agent = agent_rates(mine)
    if per_agent:
        console.print(agent_table(per_agent))
        print_wrapped(console, AGENT_TABLE_NOTE.strip(), indent="  ")
    warning = timeout_warning(per_agent)
    if warning:
        console.print(f"  [yellow]warning:[/yellow] {warning}", highlight=False)
    # On a line of its own: a verdict is never broken over two lines, whatever the width.
    console.print(f"  task verdict: [bold]{s.task_verdict}[/bold]", highlight=False)
    for reason in s.reasons:
        print_wrapped(console, reason, indent="  - ", hang="    ")
    mix = [[v, sub or "-", str(n)] for (v, sub), n in s.subtypes.most_common()]
    console.print(
        record_table("verdicts", [("verdict", KEY), ("subtype", KEY), ("trials", KEY)], mix)
    )
    failing = [
        [
            f.name,
            f.text(),
            ", ".join(f"{fam} ({n})" for fam, n in f.families.most_common()) or "-",
        ]
        for f in s.failing[:top]
    ]
    if not failing:  # an empty table says nothing a line cannot
        console.print("  no function failed in a graded trial that implemented it")
        return
    columns = [("function", KEY), ("failed in", KEY), ("case families", TEXT)]
    title = "functions that fail most (among the graded trials that implemented them)"
    console.print(record_table(title, columns, failing))


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register ``classify`` and ``summarize``."""
    p = subparsers.add_parser("classify", help="classify trials post hoc (never changes a reward)")
    p.add_argument(
        "trials",
        nargs="*",
        default=["trials"],
        help="a trial folder, a job folder of trials, or a folder of jobs (Harbor's layouts; "
        "default: trials, as summarize and site)",
    )
    p.add_argument(
        "--recursive",
        action="store_true",
        help="also look for trials deeper than a folder of jobs (every folder below)",
    )
    p.add_argument("--json", action="store_true", help="print the classifications as JSON")
    p.add_argument(
        "--jobs",
        type=positive_int,
        default=None,
        metavar="N",
        help="worker processes for a big batch (default: one per CPU)",
    )
    p.set_defaults(func=cmd_classify)

    p = subparsers.add_parser("summarize", help="task-level view of a folder of trials")
    p.add_argument("trials_dir", nargs="?", default="trials", help="the trials (default: trials)")
    p.add_argument("--task", help="only this task (default: every task found)")
    p.add_argument("--top", type=int, default=10, help="how many failing functions to list")
    p.add_argument(
        "--json",
        action="store_true",
        help="print each task's summary as JSON (every function that fails, not only --top)",
    )
    p.set_defaults(func=cmd_summarize)
