"""``syncvals calibrate``: the task author's report."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import LazyConsole, print_wrapped
from syncvals_plugin.host import get_task
from syncvals_plugin.records.store import atomic_write, find_trials, read_trial, writable_folder
from syncvals_plugin.records.trial import TrialFormatError, TrialRecord

console = LazyConsole()


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Run the calibration, print tables, write ``calibration.json``; exit 0 when the task is sound."""
    from syncvals_plugin.agents import require_confinement
    from syncvals_plugin.calibration.report import summary_text

    pm = args.pm
    task = get_task(pm, args.task)
    writable_folder(args.out, "calibration folder")
    require_confinement()  # its baselines and attacks are agents: never unconfined
    report = _run(args, task, _recorded_trials(pm, Path(args.trials)))
    out = Path(args.out) / task.name
    atomic_write(
        out / "calibration.json", json.dumps(report.model_dump(mode="json"), indent=2) + "\n"
    )
    atomic_write(out / "calibration.txt", summary_text(report))
    _print_report(report, out / "calibration.json")
    return 0 if report.verdict == "SOUND" else 1


def _print_report(report, written: Path) -> None:
    """The tables, the figures, the verdict with its reasons (wrapped at spaces, never inside
    a name or path) and the file written (on a line of its own, never split)."""
    _print_tables(report)
    _print_figures(report)
    console.print(f"[bold]task verdict: {report.verdict}[/bold]")
    for reason in report.reasons:
        print_wrapped(console, reason, indent="  - ", hang="    ")
    console.print(f"wrote {written}", soft_wrap=True, highlight=False, markup=False)


def _recorded_trials(pm, folder: Path) -> list[TrialRecord]:
    """The trials recorded under ``folder`` (none when it does not exist), each classified; a
    malformed one is named and skipped."""
    from syncvals_plugin.classifier import classify_trial as classify

    trials: list[TrialRecord] = []
    if not folder.is_dir():
        return trials
    for path in find_trials(folder):
        try:
            record = read_trial(path)
        except TrialFormatError as exc:
            from rich.markup import escape

            console.print("[yellow]skipped[/yellow]", escape(str(exc)), soft_wrap=True)
            continue
        record.classification = record.classification or classify(pm, record)
        trials.append(record)
    return trials


def _run(args: argparse.Namespace, task, trials: list):
    """The calibration, its progress on a status line (a terminal) or a line per step (a pipe,
    a log, CI: never minutes of silence)."""
    from syncvals_plugin.calibration.report import calibrate

    def run(progress):
        return calibrate(
            task,
            trials,
            quick=args.quick,
            jobs=args.jobs,
            progress=progress,
            attacks=not args.no_attacks,
            pm=args.pm,
        )

    if console.is_terminal:
        with console.status("calibrating…") as status:
            return run(lambda message: status.update(f"calibrating: {message}…"))
    return run(lambda message: print(f"calibrating: {message}…", flush=True))


def _print_tables(report) -> None:
    """The baselines, the attack battery and the ambiguous functions, as tables."""
    from rich.markup import escape
    from rich.table import Table

    from syncvals_plugin.calibration.report import hack_summary

    base = Table(title="baselines")
    for column in ("agent", "expected", "reward", "as designed"):
        base.add_column(column)
    for b in report.baselines:
        label = f"{b.agent} {' '.join(f'{k}={v}' for k, v in b.options.items())}".strip()
        base.add_row(
            escape(label),
            b.expected,
            "-" if b.reward is None else f"{b.reward:g}",
            "yes" if b.ok else "NO",
        )
    console.print(base)
    if report.attacks:
        hacks = Table(title=f"hack resistance: {hack_summary(report.attacks)}")
        for column in ("attack", "run", "Harbor", "agent", "grader", "classifier", "quoted"):
            hacks.add_column(column, overflow="fold")
        for a in report.attacks:
            hacks.add_row(
                a.attack,
                "-" if a.reward is None else f"{a.reward:g}",
                "-" if a.harbor_reward is None else f"{a.harbor_reward:g}",
                a.agent_confinement.split(";")[0] or "UNCONFINED",
                a.sandbox,
                f"{a.verdict} / {a.subtype}" if a.named else f"NOT NAMED: {a.subtype}",
                escape(a.quote[:60]),
            )
        console.print(hacks)
    amb = Table(title="ambiguity under random probing")
    for column in ("function", "surviving / candidates", "survivors"):
        amb.add_column(column)
    for a in sorted(report.ambiguity, key=lambda a: -len(a.surviving)):
        if len(a.surviving) > 1:
            amb.add_row(a.function, f"{len(a.surviving)}/{a.candidates}", ", ".join(a.surviving))
    console.print(amb)


def _print_figures(report) -> None:
    """The mutation score, discoverability and the recorded trials' pass rates, a line each."""
    observable = sum(p.observable for p in report.families)
    console.print(
        f"mutation score: {report.mutation_score:.0%} ({sum(m.killed for m in report.mutants)}/"
        f"{len(report.mutants)} mutants killed)"
    )
    console.print(
        f"discoverability: {observable}/{len(report.families)} graded case families observable"
    )
    if not report.difficulty:
        return
    d = report.difficulty
    print_wrapped(
        console,
        f"agents' pass rate over recorded trials: {d.passed}/{d.graded}; Beta posterior mean "
        f"{d.posterior_mean:.2f}, 90% interval {d.interval_90[0]:.2f}-{d.interval_90[1]:.2f}",
        hang="  ",
    )
    for a in d.per_agent:
        print_wrapped(
            console,
            f"{a.agent}: {a.passed}/{a.counted}, posterior mean {a.posterior_mean:.2f} "
            f"({a.interval_90[0]:.2f}-{a.interval_90[1]:.2f}), {a.timeouts} timed out",
            indent="  ",
            hang="    ",
        )
    if d.deciding_families:
        print_wrapped(
            console,
            "where the failing trials failed: "
            + ", ".join(f"{fam} ({n})" for fam, n in d.deciding_families.items()),
            indent="  ",
            hang="    ",
        )
    unasked = {fam: counts[2] for fam, counts in d.probes.items() if counts[2]}
    if unasked:
        print_wrapped(
            console,
            f"failed on but never probed (of {d.probe_logged} trials with a call log): "
            + ", ".join(f"{fam} ({n})" for fam, n in list(unasked.items())[:8]),
            indent="  ",
            hang="    ",
        )


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register ``syncvals calibrate``."""
    p = subparsers.add_parser(
        "calibrate", help="is the task sound, how hard is it (a report for task authors)"
    )
    p.add_argument("task", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("--trials", default="trials", help="recorded trials to count (default: trials)")
    p.add_argument("--out", default="calibration", help="where calibration.json goes (per task)")
    p.add_argument(
        "--quick",
        action="store_true",
        help="skip the two prober baselines and grade the attack battery the `syncvals run` way only",
    )
    p.add_argument(
        "--no-attacks",
        action="store_true",
        help="skip the attack battery (reward hacks run as agents)",
    )
    p.add_argument("--jobs", type=int, default=2, help="worker processes for the baseline trials")
    p.set_defaults(func=cmd_calibrate)
