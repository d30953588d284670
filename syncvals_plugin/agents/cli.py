"""Commands of the agents stage: ``run``, ``baselines``, ``agents``, and re-verification."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import threading
import time
import typing
from pathlib import Path

from pydantic import ValidationError

from syncvals_plugin import hookimpl
from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.expectations import BASELINES
from syncvals_plugin.console import (
    KEY,
    TEXT,
    LazyConsole,
    positive_int,
    positive_seconds,
    print_command,
    progress_bar,
    record_table,
    summary_table,
)
from syncvals_plugin.errors import GRADER_FAULT_EXIT, MissingFileError, UsageError
from syncvals_plugin.host import Host, get_task
from syncvals_plugin.records.agent import FAULTS, AgentOptionError
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import SandboxMode
from syncvals_plugin.records.store import writable_folder
from syncvals_plugin.records.summary import TrialSummary, sandbox_lines, summaries_json
from syncvals_plugin.records.trial import agent_label, passes

console = LazyConsole()
err_console = LazyConsole(stderr=True)


def _options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise AgentOptionError(f"--agent-opt {pair!r}: expected KEY=VALUE")
        out[key] = value
    return out


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a batch, carrying the trials that finished before it."""

    def __init__(self, rows: list[TrialSummary]) -> None:
        super().__init__()
        self.rows = rows


HEARTBEAT_S = 60.0
"""Off a terminal, the longest a running batch stays silent (a prober's trial takes minutes)."""


def running_now(planned: list[str], finished: list[TrialSummary], jobs: int) -> list[str]:
    """The agents of the trials running now, as far as the plan tells: the first ``jobs`` of
    ``planned`` (each trial's agent label, in the order the batch starts them) not yet finished."""
    left = list(planned)
    for row in finished:  # a trial's label holds its plan's words and the defaults it ran with
        words = set(row.agent.split())
        match = next((i for i, label in enumerate(left) if set(label.split()) <= words), None)
        if match is not None:
            del left[match]
    return left[:jobs]


@contextlib.contextmanager
def _heartbeat(stream, total: int, finished: list, every: float = HEARTBEAT_S, running=None):
    """While the block runs, a line every ``every`` seconds that no trial finished: how many
    have, for how long the batch has run and which agents run, so a log never looks hung."""
    stop = threading.Event()
    start = time.monotonic()

    def beat() -> None:
        seen = 0
        while not stop.wait(every):
            if len(finished) == seen:  # no trial's line since the last beat
                minutes, seconds = divmod(int(time.monotonic() - start), 60)
                now = ", ".join(running()) if running else ""
                print(
                    f"... {len(finished)} of {total} trial(s) finished, running for "
                    f"{minutes}m{seconds:02d}s" + (f": {now}" if now else ""),
                    file=stream,
                    flush=True,
                )
            seen = len(finished)

    thread = threading.Thread(target=beat, name="syncvals-heartbeat", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def _with_progress(
    description: str, total: int, work, to_stderr: bool = False, plan: tuple = ((), 1)
) -> list[TrialSummary]:
    """Run ``work(on_done)``, showing each finished trial: a progress bar on a terminal, one line
    per trial otherwise (a pipe, a log, CI), so a long batch is never silent; both name the
    agents running (``plan``: each trial's agent label in order, and the workers).  ``to_stderr``
    (``--json``): the progress goes to stderr, leaving stdout to the JSON."""
    finished: list[TrialSummary] = []

    def running() -> list[str]:
        return running_now(list(plan[0]), finished, plan[1])

    def label() -> str:
        now = ", ".join(running())
        return f"{description} · running {now}" if now else description

    shown = err_console if to_stderr else console
    stream = sys.stderr if to_stderr else sys.stdout

    def line(row: TrialSummary) -> None:
        if any(f.path == row.path for f in finished):
            return  # reported again after an interrupt cut the first report short
        finished.append(row)
        if not shown.is_terminal:
            reward = "-" if row.reward is None else f"{row.reward:g}"
            print(
                f"[{len(finished)}/{total}] {row.name}  {row.agent}  {row.outcome}  "
                f"reward {reward}  {row.verdict or '-'}",
                file=stream,
                flush=True,
            )

    try:
        if not shown.is_terminal:
            print(f"{description}: {total} trial(s)", file=stream, flush=True)
            with _heartbeat(stream, total, finished, running=running):
                return work(line)
        with progress_bar(shown) as bar:
            job = bar.add_task(label(), total=total)

            def advance(row: TrialSummary) -> None:
                line(row)
                bar.update(job, advance=1, description=label())

            return work(advance)
    except KeyboardInterrupt:
        raise Interrupted(finished) from None


def _report(rows: list[TrialSummary], title: str) -> None:
    """The table of ``rows``, titled with the job folder that holds them (what ``classify``,
    ``summarize`` and ``site`` are given next)."""
    console.print(summary_table(rows, title))
    for sandbox in sandbox_lines(rows):
        console.print(sandbox, highlight=False, soft_wrap=True)
    for job in sorted({str(Path(r.path).parent) for r in rows}):  # never split: it is pasted
        console.print(f"job folder: {job}/", highlight=False, markup=False, soft_wrap=True)


def _run_reporting(
    description: str, total: int, work, title: str, as_json: bool = False, plan: tuple = ((), 1)
) -> list[TrialSummary]:
    """:func:`_with_progress`, then the table (``as_json``: the trials as JSON on stdout);
    interrupted, the table (or JSON) of what finished."""
    try:
        rows = _with_progress(description, total, work, to_stderr=as_json, plan=plan)
    except Interrupted as stop:
        if as_json:
            print(json.dumps(summaries_json(stop.rows), indent=2), flush=True)
        else:
            _report(stop.rows, f"interrupted: {len(stop.rows)} of {total} trial(s) finished")
        raise
    if as_json:
        print(json.dumps(summaries_json(rows), indent=2))
    else:
        _report(rows, title)
    return rows


def _gradable_here(config: TrialConfig) -> None:
    """Refuse to start trials this machine could not grade (a hard resource limit below what the
    verifier's sandbox sets): one grader fault before any agent runs, not one per trial after.

    :raises GraderFault: naming the limit (exit 3).
    """
    from syncvals_plugin.agents.confinement import require_confinement
    from syncvals_plugin.task import BUILTIN_VERIFIER

    require_confinement()  # no agent ever runs unconfined: one line, before any trial
    if config.task.verifier != BUILTIN_VERIFIER:
        return  # another plugin grades it, under limits of its own
    from syncvals_plugin.sandbox import check_limits

    check_limits(config.verify, len(config.task.functions))


def _warm_up(pm, configs: list[TrialConfig]) -> None:
    """Seal and build what the trials need before the first starts, a line for each (stderr)."""
    from syncvals_plugin.agents.warmup import warm_up
    from syncvals_plugin.host import Host

    tasks = list({c.task.name: c.task for c in configs}.values())
    warm_up(Host(pm), tasks, lambda line: print(line, file=sys.stderr, flush=True))


def trial_config(args: argparse.Namespace) -> TrialConfig:
    """The one config of ``run``'s trials, built once from its arguments: the task looked up
    here, and nowhere below.

    :raises UsageError: naming the option whose value the config refuses.
    """
    task = get_task(args.pm, args.task)
    try:
        return TrialConfig(
            task=task,
            agent=args.agent,
            options=_options(args.agent_opt),
            trials_dir=Path(args.trials_dir),
            agent_timeout_sec=args.agent_timeout,
            fault=args.inject_fault,
            oracle=args.oracle,
            verify=VerifyOptions(mode=args.mode, seed=args.seed),
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        option = OPTION_OF.get(str(first["loc"][0]), str(first["loc"][0]))
        raise UsageError(f"run --{option} {first['input']!r}: {first['msg']}") from None


OPTION_OF = {"agent_timeout_sec": "agent-timeout", "fault": "inject-fault"}
"""The ``run`` option of each trial config field whose name differs."""


def cmd_run(args: argparse.Namespace) -> int:
    """Run trials of a task with an agent; exit 0 when every trial earned reward 1, 3 when the
    harness could not run one (each such trial named on stderr with its reason), else 1."""
    # The runner (and the verifier it drives) is imported by the commands that run trials only.
    from syncvals_plugin.agents.runner import get_agent, run_trials

    config = trial_config(args)
    # Checked before anything is printed: a typo is one line of error, not a started run.
    _gradable_here(config)
    get_agent(args.pm, config.agent).check_options(config.options)
    writable_folder(config.trials_dir, "trials folder")
    _warm_up(args.pm, [config])
    rows = _run_reporting(
        f"{config.agent} on {config.task.name}",
        args.n,
        lambda on_done: run_trials(config, args.n, args.jobs, args.pm, on_done=on_done),
        f"{args.n} trial(s) of {config.agent} on {config.task.name}",
        as_json=args.json,
        plan=([agent_label(config.agent, config.options)] * args.n, args.jobs),
    )
    if _harness_errors(rows):
        return GRADER_FAULT_EXIT
    return 0 if rows and all(passes(r.reward) for r in rows) else 1


def _harness_errors(rows: list[TrialSummary]) -> bool:
    """Each trial the harness could not run (an agent that never started, a verifier that could
    not grade: HARNESS_ERROR), one line on stderr with its recorded reason; whether any was."""
    from syncvals_plugin.records.store import read_folder

    broken = [r for r in rows if r.verdict == "HARNESS_ERROR"]
    for row in broken:
        record = read_folder(Path(row.path))
        info = record.result.exception_info
        cause = record.classification.root_cause if record.classification else ""
        reason = info.exception_message if info else cause
        print(
            f"error: trial {row.name}: a harness error, no verdict on the agent: {reason}",
            file=sys.stderr,
            flush=True,
        )
    return bool(broken)


MAIN_JOB = [b for b in BASELINES if b.main_job]
"""The baselines ``syncvals baselines`` runs (the README's main job)."""


def cmd_baselines(args: argparse.Namespace) -> int:
    """Run one trial of every baseline agent (the main job on the built-in task)."""
    from syncvals_plugin.agents.runner import run_batch

    task = get_task(args.pm, args.task)  # once, for every trial of the job
    plan = [
        TrialConfig(
            task=task,
            agent=b.agent,
            options=b.options,
            trials_dir=Path(args.trials_dir),
            oracle=args.oracle,
        )
        for b in MAIN_JOB
    ]
    _gradable_here(plan[0])
    writable_folder(args.trials_dir, "trials folder")
    _warm_up(args.pm, plan)
    _run_reporting(
        f"baseline trials of {args.task}",
        len(plan),
        lambda on_done: run_batch(plan, args.jobs, args.pm, on_done=on_done),
        f"baseline trials of {args.task}",
        as_json=args.json,
        plan=([agent_label(c.agent, c.options) for c in plan], args.jobs),
    )
    return 0


def cmd_agents(args: argparse.Namespace) -> int:
    """List the registered agents and their options."""
    from syncvals_plugin.agents.runner import agent_registry

    rows = [
        [spec.name, spec.description, "\n".join(f"{k}: {v}" for k, v in spec.options.items())]
        for spec in agent_registry(args.pm).values()
    ]
    console.print(
        record_table(
            "SyncVals agents", [("agent", KEY), ("description", TEXT), ("options", TEXT)], rows
        )
    )
    return 0


def cmd_serve_oracle(args: argparse.Namespace) -> int:
    """Serve a task's reference to a workspace ``prepare`` made, logging every call, until
    Ctrl-C: the workspace's compiled module is replaced by the client."""
    from syncvals_plugin.agents.served import ServedOracle
    from syncvals_plugin.task import sealed_module

    task = get_task(args.pm, args.task)
    workspace = Path(args.dir)
    if not (workspace / task.submission_name).is_file():
        raise MissingFileError(
            f"{workspace}: not a workspace of {task.name} (no {task.submission_name}); "
            f"make one with `syncvals prepare {task.name} {workspace}`"
        )
    folder = Path(f"{workspace.resolve()}.oracle")  # beside the workspace, never in it
    if folder.exists():
        raise MissingFileError(f"{folder}: already exists (an earlier call log): move it away")
    sealed = sealed_module(task.reference, task.sealed_module)
    oracle = ServedOracle(task, sealed, workspace, folder, Host(args.pm).input_families(task))
    console.print(f"serving {task.name}'s reference to {workspace}; calls logged in ", end="")
    print_command(console, "", oracle.log)
    console.print(f"the workspace's {task.sealed_module} is now the client; Ctrl-C stops serving")
    try:
        while oracle.answers():
            time.sleep(1)
        console.print("[red]error:[/red] the oracle's server stopped answering")
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        calls = oracle.stop().splitlines()
        console.print(f"stopped: {len(calls)} call(s) logged in {oracle.log}")


def _check_trials_folder(trials: str, rewrite: bool) -> None:
    """A folder of finished trials (writable, to rewrite them), or one line saying why not."""
    from syncvals_plugin.records.store import find_trials

    if not Path(trials).is_dir():
        raise MissingFileError(f"{trials}: no such trials folder")
    if not find_trials(Path(trials)):
        raise MissingFileError(f"{trials}: no finished trials in this folder")
    if rewrite:
        writable_folder(trials, "trials folder")


def cmd_reverify(args: argparse.Namespace) -> int:
    """Re-verify every trial of a folder (all cores); print what changed.  Exit 1 when a trial
    could not be re-verified (it is named in the table), as every command that reads a batch."""
    from rich.console import Console

    from syncvals_plugin.agents.reverify import reverify_trials

    _check_trials_folder(args.trials, args.rewrite)
    stderr = Console(stderr=True)
    if stderr.is_terminal:
        with progress_bar(stderr) as bar:
            job = bar.add_task("re-verifying", total=None)
            changes = reverify_trials(
                Path(args.trials),
                args.rewrite,
                args.jobs,
                on_done=lambda _c: bar.update(job, advance=1),
                pm=args.pm,
            )
    else:  # a line per re-verified trial
        changes = reverify_trials(
            Path(args.trials),
            args.rewrite,
            args.jobs,
            pm=args.pm,
            on_done=lambda c: print(
                f"{c.trial}: {c.error}"
                if c.error
                else f"re-verified {c.trial}: reward "
                f"{'-' if c.new_reward is None else f'{c.new_reward:g}'}",
                file=sys.stderr,
                flush=True,
            ),
        )
    title = f"{len(changes)} trial(s) re-verified" + (
        "" if args.rewrite else " (dry run: add --rewrite)"
    )
    moved = [c for c in changes if c.changed or c.error]
    fmt = lambda r: "-" if r is None else f"{r:g}"  # noqa: E731
    rows = [
        [
            c.trial,
            fmt(c.old_reward),
            c.error or fmt(c.new_reward),
            ", ".join(c.now_failing) or "-",
            ", ".join(c.now_passing) or "-",
        ]
        for c in moved
    ]
    # The trial's name is a key: whole, never cut to an ellipsis two trials could share.
    columns = [("trial", KEY), ("reward before", KEY), ("reward now", TEXT)]
    columns += [("now failing", TEXT), ("now passing", TEXT)]
    Console().print(
        record_table(title, columns, rows)
        if moved
        else f"{len(changes)} trial(s) re-verified: nothing changed"
    )
    return 1 if any(c.error for c in changes) else 0  # the batch rule: a skipped trial is exit 1


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """``run``, ``baselines``, ``agents`` and ``reverify``."""
    _add_run(subparsers)
    _add_others(subparsers)


def _add_run(subparsers: argparse._SubParsersAction) -> None:
    """``run`` and its options."""
    p = subparsers.add_parser("run", help="run trials of a task with an agent")
    p.add_argument("task", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("--agent", required=True, help="the agent to run (see `syncvals agents`)")
    p.add_argument(
        "--agent-opt",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an option of the agent (repeatable), e.g. depth=edge",
    )
    p.add_argument("-n", type=positive_int, default=1, help="number of trials")
    p.add_argument("--jobs", type=positive_int, default=1, help="worker processes")
    p.add_argument(
        "--trials-dir",
        default="trials",
        help="where the job folder goes (trials-dir/<job>/<trial>, Harbor's layout)",
    )
    p.add_argument(
        "--agent-timeout",
        type=positive_seconds,
        metavar="SECONDS",
        help="the agent's time budget, instead of the task's (Harbor's override_timeout_sec)",
    )
    p.add_argument(
        "--oracle",
        choices=["served", "shipped"],
        default="served",
        help="how the agent reaches the reference: the compiled module in its workspace, or a "
        "client of a server outside its wall that logs every call (agent/oracle-calls.jsonl)",
    )
    p.add_argument(
        "--inject-fault",
        choices=FAULTS,
        help="break the workspace on purpose (trials that fail by the task's fault)",
    )
    p.add_argument(
        "--mode",
        default="auto",
        choices=["auto", *typing.get_args(SandboxMode)],
        help="the grading sandbox's mode (auto: the strongest available)",
    )
    p.add_argument(
        "--seed",
        type=int,
        help="grade on the held-out inputs of this seed, to reproduce a grade (default: this "
        "installation's secret seed)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print the finished trials as JSON on stdout (progress goes to stderr)",
    )
    p.set_defaults(func=cmd_run)


def _add_others(subparsers: argparse._SubParsersAction) -> None:
    """``baselines``, ``agents`` and ``reverify``."""
    p = subparsers.add_parser("baselines", help="run one trial of every baseline agent")
    p.add_argument(
        "task",
        nargs="?",
        default="reverse-engineer-objectives",
        help="the task's short name (default: reverse-engineer-objectives)",
    )
    p.add_argument("--jobs", type=positive_int, default=2, help="worker processes")
    p.add_argument("--trials-dir", default="trials", help="where the trial folders go")
    p.add_argument(
        "--json",
        action="store_true",
        help="print the finished trials as JSON on stdout (progress goes to stderr)",
    )
    p.add_argument(
        "--oracle",
        choices=["served", "shipped"],
        default="served",
        help="how the agents reach the reference (as for run)",
    )
    p.set_defaults(func=cmd_baselines)

    p = subparsers.add_parser(
        "serve-oracle",
        help="serve a task's reference to a prepared workspace, logging every call",
    )
    p.add_argument("task", help="the task's short name (see `syncvals tasks`)")
    p.add_argument("dir", help="a workspace `syncvals prepare` made")
    p.set_defaults(func=cmd_serve_oracle)

    p = subparsers.add_parser("agents", help="list the registered agents")
    p.set_defaults(func=cmd_agents)

    p = subparsers.add_parser(
        "reverify", help="re-grade every recorded trial of a folder and say what changed"
    )
    p.add_argument("trials", help="the trials folder (trial folders or Harbor job folders)")
    p.add_argument(
        "--rewrite",
        action="store_true",
        help="write the new reports, rewards and classifications into the trials",
    )
    p.add_argument(
        "--jobs", type=positive_int, default=None, help="worker processes (default: all cores)"
    )
    p.set_defaults(func=cmd_reverify)
