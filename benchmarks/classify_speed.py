"""``syncvals classify`` end to end on trials it has never seen: one fresh process, start-up, reads
and writes included.

Writes jobs of N distinct trial folders (the hand-made labelled trials and the disguise corpus,
each made unique by its session id, a step and a submission line of its own), one job per timed
run, then times one ``syncvals classify DIR`` in a new process (its output to a file, as in a
pipeline), with one process (``--jobs 1``) and with the default workers, and the start-up alone
(one trial).  Prints trials per second (target >= 1,000 for 1,000 trials on this machine) beside
the in-process figure of ``classifier_eval.py``.

Then the floor under it: the same command on a fresh job with the rules taken out (every trial
found, read, validated and its classification written by the same workers, the classification a
fixed one).  What the rules cost is the difference; the floor is what no faster rule can beat.

Each figure is the median of ``--repeats`` runs (this machine is noisy); the runs are printed too.

``--seed-sized`` times distinct copies of the recorded seed trial instead (a 12 KB submission, a
90 KB trajectory: the size users classify), with CPU per trial and peak memory.

Usage: python benchmarks/classify_speed.py [--trials 1000] [--repeats 3] [--seed-sized]
"""

from __future__ import annotations

import argparse
import copy
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from syncvals_plugin.records.atif import Step  # noqa: E402
from syncvals_plugin.records.store import write_trial  # noqa: E402
from tests.support.disguises import cheat_fixtures, honest_fixtures  # noqa: E402
from tests.support.labelled import labelled_fixtures, other_task_fixtures  # noqa: E402


def make_trials(root: Path, count: int) -> None:
    """``count`` distinct trial folders under ``root``."""
    cases = labelled_fixtures() + other_task_fixtures() + cheat_fixtures() + honest_fixtures()
    for i in range(count):
        record = copy.deepcopy(cases[i % len(cases)].trial)
        record.result.trial_name = f"trial_bench_{i:05d}"
        record.result.id = f"bench-{i:05d}"
        if record.trajectory is not None:
            record.trajectory.session_id = f"bench-{i}"
            steps = record.trajectory.steps
            record.trajectory.steps = [
                *steps,
                Step(step_id=len(steps) + 1, source="agent", message=f"note {i}"),
            ]
        if record.artifact is not None:  # no two submissions alike: nothing parsed twice
            record.artifact += f"\n# trial {i}\n"
        record.path = None
        write_trial(record, root)


SEED = Path(__file__).resolve().parents[1] / "trials" / "trial_cbd646ceeaba4a90"
"""The recorded seed trial: a 12 KB submission, a 90 KB trajectory (the size users classify)."""


def make_seed_sized(root: Path, count: int) -> None:
    """``count`` distinct copies of the seed trial: each with a session and a name of its own, a
    probe step of its own, and every piece of code in it made its own: each ``python -c``
    script starts with a statement naming the copy, each command and each file written or
    edited ends with a comment naming it, the submission with a line naming it.  No script,
    command or submission of one copy is byte-equal to another's, so nothing parsed or read for
    one trial can serve another (checked on the first two copies: :func:`_check_distinct`).

    One copy is written with placeholders where the copy's number goes, and the others are
    stamped from its files (10,000 copies in minutes, not an hour)."""
    from syncvals_plugin.records.store import read_trial

    with tempfile.TemporaryDirectory() as tmp:
        write_trial(_seed_copy("@@N@@", "@@I@@", "@@A@@", "@@B@@"), Path(tmp))
        (template,) = Path(tmp).iterdir()
        files = {f.relative_to(template): f.read_text() for f in template.rglob("*") if f.is_file()}
    for i in range(count):
        folder = root / f"trial_seed_{i:05d}"
        for relative, text in files.items():
            out = folder / relative
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(
                text.replace("@@N@@", f"{i:05d}")
                .replace("@@I@@", str(i))
                .replace("@@A@@", str(i % 97 + 2))
                .replace("@@B@@", str(i % 13 + 3))
            )
    if count >= 2:
        _check_distinct(
            read_trial(root / "trial_seed_00000"), read_trial(root / "trial_seed_00001")
        )


def _seed_copy(n: str, i: str, a: str, b: str):
    """The seed trial made copy ``n``'s own (see :func:`make_seed_sized`): ``n`` in its names,
    ``i`` in its code, its probe step sending a ``randn(a, b)``."""
    from syncvals_plugin.records.atif import Observation, ObservationResult, ToolCall
    from syncvals_plugin.records.store import read_trial

    record = read_trial(SEED)
    record.result.trial_name = f"trial_seed_{n}"
    record.result.id = f"seed-{n}"
    record.trajectory.session_id = f"seed-{n}"
    steps = record.trajectory.steps
    for step in steps:
        for call in step.tool_calls or []:
            call.arguments = _made_own(call.arguments, i)
    probe = f"python3 -c 'import reforacle as R, torch; print(R.entropy(torch.randn({a}, {b})))'"
    call = ToolCall(tool_call_id=f"b{n}", function_name="Bash", arguments={"command": probe})
    steps.append(
        Step(
            step_id=len(steps) + 1,
            source="agent",
            message=f"probe {n}",
            tool_calls=[call],
            observation=Observation(
                results=[ObservationResult(source_call_id=f"b{n}", content="tensor([1.])")]
            ),
        )
    )
    record.artifact += f"\n# trial {i}\n"
    record.path = None
    record.classification = None  # never classified: every classification counted is this run's
    return record


_PYTHON_C = re.compile(r"(python3? -c [\"'])")


def _made_own(arguments: dict, i: str) -> dict:
    """A tool call's arguments made this copy's own: a statement at the head of every
    ``python -c`` script, a comment at the end of every command and of every file's text."""
    out = dict(arguments)
    for key, value in arguments.items():
        if not isinstance(value, str):
            continue
        if key == "command":
            out[key] = _PYTHON_C.sub(rf"\g<1>_bench = {i}; ", value) + f"\n# bench {i}"
        elif key in ("content", "new_string", "new_str", "file_text"):
            out[key] = value + f"\n# bench {i}\n"
    return out


def _check_distinct(a, b) -> None:
    """Stop unless two copies share no Python source, no command and no submission: what the
    classifier parses of one can then never be reused for the other."""
    from syncvals_plugin.classifier.code import tool_actions
    from syncvals_plugin.classifier.signals import agent_steps

    def pieces(record) -> tuple[set[str], set[str]]:
        actions = tool_actions(agent_steps(record))
        sources = {s for x in actions for s in x.python} | {record.artifact}
        commands = {x.text for x in actions if x.commands}
        return sources, commands

    (sa, ca), (sb, cb) = pieces(a), pieces(b)
    shared = (sa & sb) | (ca & cb)
    if shared:
        raise SystemExit(f"copies share {len(shared)} scripts: {sorted(shared)[0][:80]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (median shown)")
    parser.add_argument(
        "--seed-sized",
        action="store_true",
        help="distinct copies of the seed trial (a 12 KB submission, a 90 KB trajectory): "
        "trials/s, CPU per trial and peak memory, at --trials and at a quarter of it",
    )
    parser.add_argument(
        "--workers-only",
        action="store_true",
        help="with --seed-sized: only the default workers at --trials (for 10,000 trials' memory)",
    )
    args = parser.parse_args()
    if args.seed_sized:
        seed_sized(args.trials, args.repeats, args.workers_only)
        return
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        make_trials(tmp / "one", 1)
        single = next((tmp / "one").iterdir())
        startup = statistics.median(_timed([str(single)], tmp) for _ in range(args.repeats))
        bare = statistics.median(_bare() for _ in range(args.repeats))
        for options in (["--jobs", "1"], []):
            runs = [
                _job_run(tmp / f"job{len(options)}-{k}", args.trials, options)
                for k in range(args.repeats)
            ]
            elapsed = statistics.median(runs)
            label = "default workers" if not options else "one process"
            print(
                f"syncvals classify {label}, fresh process, {args.trials} distinct trials: "
                f"{args.trials / elapsed:.0f} trials/s end to end (median of {len(runs)}: "
                f"{elapsed:.2f} s; runs {', '.join(f'{r:.2f}' for r in runs)}; every "
                "classification written; target >= 1000)"
            )
        floor = [
            _job_run(tmp / f"floor-{k}", args.trials, [], command=_FLOOR)
            for k in range(args.repeats)
        ]
        elapsed = statistics.median(floor)
        print(
            "floor, the same run (default workers) with the rules taken out, every trial still "
            f"read, validated and written: {args.trials / elapsed:.0f} trials/s (median of "
            f"{len(floor)}: {elapsed:.2f} s; runs {', '.join(f'{r:.2f}' for r in floor)})"
        )
        print(
            f"start-up and one trial: {startup:.2f} s "
            f"({startup / bare:.1f}x a bare `python -c 'import pydantic'`)"
        )


def seed_sized(trials: int, repeats: int, workers_only: bool = False) -> None:
    """``syncvals classify`` on seed-sized distinct trials, one fresh process, start-up and
    writes included: trials per second, CPU per trial (workers included), and the peak memory of
    its largest process and of all its processes together, at a quarter of the trials and at all
    of them (flat when nothing is kept per trial); the load average beside each (the machine is
    shared: the CPU a trial costs is the figure load moves least)."""
    counts = (trials,) if workers_only else (max(1, trials // 4), trials)
    variants = ([],) if workers_only else (["--jobs", "1"], [])
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for count in counts:
            for options in variants:
                runs, usage = [], []
                for k in range(repeats):
                    root = tmp / f"seed-{count}-{len(options)}-{k}"
                    runs.append(_job_run(root, count, options, maker=make_seed_sized))
                    usage.append(dict(LAST_USAGE))
                    shutil.rmtree(root)
                elapsed = statistics.median(runs)
                cpu = statistics.median(u["cpu"] for u in usage)
                peak = max(u["peak_mb"] for u in usage)
                together = max(u["sum_mb"] for u in usage)
                label = "one process" if options else "default workers"
                print(
                    f"seed-sized, {label}, {count} distinct trials: {count / elapsed:.0f} "
                    f"trials/s end to end ({elapsed:.1f} s, median of {len(runs)}), "
                    f"{cpu / count * 1000:.1f} ms CPU per trial, peak memory of its largest "
                    f"process {peak:.0f} MB, of its processes together {together:.0f} MB "
                    f"(resident sets summed: shared pages counted in each), load average "
                    f"{os.getloadavg()[0]:.1f}",
                    flush=True,
                )
        if not workers_only:
            _parse_floor(tmp / "floor", min(trials, 200))


def _parse_floor(root: Path, count: int) -> None:
    """What the rules stand on, on ``count`` fresh copies in this process: reading and validating
    each trial; parsing its submission with CPython's parser (every classification must: a syntax
    error and the stubs left are signals); and, for scale, parsing every piece of Python its steps
    ran once (the rules parse only the pieces that can matter).  Printed beside the CPU a trial
    may cost at 250 trials/s on 2 cores."""
    import gc

    from syncvals_plugin.classifier.code import tool_actions
    from syncvals_plugin.classifier.signals import agent_steps
    from syncvals_plugin.records.store import read_folder

    make_seed_sized(root, count)
    spent = {"read": 0.0, "submission": 0.0, "every piece": 0.0, "ruled": 0.0}
    read_by_rules = _pieces_the_rules_parse()
    pieces_ruled = 0
    folders = sorted(root.iterdir())
    read_by_rules(read_folder(folders[0]))  # the first trial's one-time costs, as in a worker
    # As in the classifier's workers: the cyclic collector off.  On here (this process holds the
    # labelled fixtures), its passes over them were counted as reading: 3.2 ms a trial, not 0.6.
    gc.freeze()
    gc.disable()
    for folder in folders:
        start = time.process_time()
        record = read_folder(folder)
        spent["read"] += time.process_time() - start
        spent["submission"] += _parsed([record.artifact or ""])
        pieces = {s for a in tool_actions(agent_steps(record)) for s in a.python}
        spent["every piece"] += _parsed(sorted(pieces - {record.artifact}))
        ruled = read_by_rules(record)
        pieces_ruled += len(ruled)
        spent["ruled"] += _parsed(ruled)
    ms = {k: v / count * 1000 for k, v in spent.items()}
    print(
        f"seed-sized floor, {count} trials in one process: reading and validating "
        f"{ms['read']:.1f} ms CPU a trial, parsing the submission {ms['submission']:.1f} ms "
        f"(parsing every other piece of Python once would add {ms['every piece']:.1f} ms); "
        f"parsing once each of the {pieces_ruled / count:.0f} pieces the rules read (submission "
        f"included) {ms['ruled']:.1f} ms, {ms['ruled'] / 8.0:.2f} times the 8.0 ms in all that "
        f"250 trials/s on 2 cores allows; load average {os.getloadavg()[0]:.1f}",
        flush=True,
    )


def _pieces_the_rules_parse():
    """A function that classifies a record in this process and returns the distinct pieces of
    Python the rules parsed for it (CPython's ``ast.parse``, each piece once: the floor no rule
    that reads Python as Python reads it can go under).  The parser is wrapped where every
    module holds it; the classification itself is unchanged."""
    import sys as _sys

    import syncvals_plugin.classifier.code as code
    from syncvals_plugin.classifier.classify import classify
    from syncvals_plugin.plugins import make_plugin_manager

    seen: list[str] = []
    parse = code.parse_python

    def recorded(source: str):
        seen.append(source)
        return parse(source)

    for module in list(_sys.modules.values()):
        if getattr(module, "parse_python", None) is parse:
            module.parse_python = recorded  # type: ignore[attr-defined]
    pm = make_plugin_manager()

    def pieces(record) -> list[str]:
        seen.clear()
        classify(pm, record)
        return list(dict.fromkeys(seen))

    return pieces


def _parsed(sources: list[str]) -> float:
    """CPU seconds to parse each of ``sources`` once (what is not Python counted too), with the
    cyclic collector off as in the classifier's workers (``syncvals classify``)."""
    import ast
    import gc

    enabled = gc.isenabled()
    gc.disable()
    start = time.process_time()
    for source in sources:
        try:
            ast.parse(source)
        except (SyntaxError, ValueError):
            pass
    spent = time.process_time() - start
    if enabled:
        gc.enable()
    return spent


_COMMAND = "import sys; from syncvals_plugin.cli import main; sys.exit(main())"
"""What the ``syncvals`` console script runs."""

_FLOOR = (
    "import sys; import syncvals_plugin.classifier.classify as c; "
    "from syncvals_plugin.records.trial import Classification; "
    "c.classify = lambda pm, record: Classification(verdict='GOOD_FAILURE', root_cause='floor'); "
    + _COMMAND
)
"""The same command with the rules replaced by a fixed classification (``finish_trial`` looks
``classify`` up in its module at each call)."""


def _job_run(
    root: Path, trials: int, options: list[str], command: str = _COMMAND, maker=None
) -> float:
    """One timed ``syncvals classify`` over a job of its own, written just before it as Harbor
    leaves one: never classified, and no file deleted among the runs.  (Deleting the last run's
    classifications instead made each new file's inode search skip the freshly freed ones, a
    kernel cost no real job pays.)"""
    (maker or make_trials)(root, trials)
    os.sync()  # the writes reach the disk before the clock starts
    elapsed = _timed([str(root), *options], root.parent, command)
    written = len(list(root.glob("*/classification.json")))
    if written != trials:
        raise SystemExit(f"{written} classifications written, not {trials}")
    return elapsed


LAST_USAGE: dict[str, float] = {}
"""The last timed run's CPU seconds (its workers included) and peak resident memory of its
largest process, in MB (``wait4``'s account of the process and the workers it waited for)."""


def _timed(argv: list[str], tmp: Path, command: str = _COMMAND) -> float:
    with open(tmp / "out.txt", "w") as out, open(tmp / "err.txt", "w") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-c", command, "classify", *argv], stdout=out, stderr=err
        )
        sampler = _Sampler(proc.pid)
        sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        sampler.done.set()
        sampler.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    LAST_USAGE.update(
        cpu=usage.ru_utime + usage.ru_stime,
        peak_mb=usage.ru_maxrss / 1024,
        sum_mb=sampler.peak_kb / 1024,
    )
    if proc.returncode not in (0, 1):
        raise SystemExit(f"classify failed: {(tmp / 'err.txt').read_text()[-2000:]}")
    return elapsed


class _Sampler(threading.Thread):
    """The peak of the resident memory of a process and its children together, read from
    ``/proc`` every 50 ms while it runs."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.peak_kb, self.done = pid, 0, threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.05):
            pids, total = [self.pid], 0
            while pids:
                pid = pids.pop()
                try:
                    status = Path(f"/proc/{pid}/status").read_text()
                    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
                except OSError:
                    continue  # ended between two reads
                total += next(
                    (int(x.split()[1]) for x in status.splitlines() if x.startswith("VmRSS:")), 0
                )
                pids += [int(c) for c in children]
            self.peak_kb = max(self.peak_kb, total)


def _bare() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import pydantic"], check=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
