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

Usage: python benchmarks/classify_speed.py [--trials 1000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import copy
import os
import statistics
import subprocess
import sys
import tempfile
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure (median shown)")
    args = parser.parse_args()
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


def _job_run(root: Path, trials: int, options: list[str], command: str = _COMMAND) -> float:
    """One timed ``syncvals classify`` over a job of its own, written just before it as Harbor
    leaves one: never classified, and no file deleted among the runs.  (Deleting the last run's
    classifications instead made each new file's inode search skip the freshly freed ones, a
    kernel cost no real job pays.)"""
    make_trials(root, trials)
    os.sync()  # the writes reach the disk before the clock starts
    elapsed = _timed([str(root), *options], root.parent, command)
    written = len(list(root.glob("*/classification.json")))
    if written != trials:
        raise SystemExit(f"{written} classifications written, not {trials}")
    return elapsed


def _timed(argv: list[str], tmp: Path, command: str = _COMMAND) -> float:
    with open(tmp / "out.txt", "w") as out:
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", command, "classify", *argv],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
        )
        elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"classify failed: {proc.stderr[-2000:]}")
    return elapsed


def _bare() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import pydantic"], check=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
