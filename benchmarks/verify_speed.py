"""Verifier speed, as ratios measured in one run (absolute seconds are noise on shared machines).

Prints:
  * one ``syncvals verify`` of the reference solution / a bare ``python -c "import torch"``
    (target: at most 1.3);
  * ``syncvals verify`` of N submissions in one command / one ``syncvals verify`` (target: at most
    4 for N = 20): one sandbox serves the whole batch, so torch is imported once;
  * one Harbor verifier run / a bare ``import torch``: the exported task's ``tests/test.sh`` on the
    reference, with a cache of its own as in Harbor's fresh verifier container (the sandbox's view
    is probed and recorded first, then the submission graded).

Expected outputs are built by the warm-up run and then read from the cache, as in normal use.
The package's bytecode is compiled first (what ``pip install`` does), so neither side pays for
compiling source on every start.

Usage: python benchmarks/verify_speed.py [--repeats 7] [--batch 20]
"""

from __future__ import annotations

import argparse
import compileall
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from syncvals_plugin.calibration.report import export_for_harbor, harbor_verifier_reward
from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager

ROOT = Path(__file__).resolve().parents[1]


def wall(cmd: list[str], ok: tuple[int, ...] = (0,)) -> float:
    """Seconds ``cmd`` took; a run that ended otherwise than ``ok`` stops the benchmark (a grader
    fault or a crash finishes early, and its time would flatter every figure)."""
    start = time.perf_counter()
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in ok:
        raise SystemExit(
            f"{' '.join(cmd[:6])}… exited {proc.returncode}:\n{(proc.stdout + proc.stderr)[-1500:]}"
        )
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--batch", type=int, default=20)
    args = parser.parse_args()
    for folder in ("syncvals_plugin", "verifier", "classifier"):
        compileall.compile_dir(ROOT / folder, quiet=1)
    task = get_task(make_plugin_manager(), "reverse-engineer-objectives")
    verify = [sys.executable, "-m", "syncvals_plugin.cli", "verify", task.name]
    wall(verify + [str(task.reference)])  # builds the expected outputs, warms the page cache
    bare, one = [], []
    for _ in range(args.repeats):  # interleaved, so a busy moment hits both sides alike
        bare.append(wall([sys.executable, "-c", "import torch"]))
        one.append(wall(verify + [str(task.reference)]))
    baseline, single = statistics.median(bare), statistics.median(one)
    print(f"import torch (median of {args.repeats}):   1.00")
    print(f"verify reference / import torch:    {single / baseline:.2f}   (target <= 1.3)")
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.batch):
            shutil.copyfile(
                task.reference if i % 2 == 0 else task.stub, Path(tmp) / f"sub{i:02d}.py"
            )
        # Exit code 1: half the submissions are the stub, so not every one earns its point.
        runs = [wall(verify + [tmp], ok=(1,)) for _ in range(max(1, args.repeats // 2))]
        batch = statistics.median(runs)
    print(
        f"verify {args.batch} submissions in one command / one verify: {batch / single:.2f}"
        f"   (target <= 4; {batch / args.batch / baseline:.2f} torch imports per submission)"
    )
    harbor = statistics.median(_harbor_runs(task, max(1, args.repeats // 2)))
    print(f"Harbor verifier run (test.sh, fresh cache) / import torch: {harbor / baseline:.2f}")


def _harbor_runs(task, repeats: int) -> list[float]:
    """Wall times of the exported ``tests/test.sh`` grading the reference, each run with a fresh
    cache (what the verifier container of every Harbor trial starts with), as the calibration's
    Harbor path runs it."""
    with tempfile.TemporaryDirectory() as tmp:
        export = export_for_harbor(task, Path(tmp) / "export")
        source = task.reference.read_text()
        runs = []
        for k in range(repeats):
            start = time.perf_counter()
            reward = harbor_verifier_reward(task, export, source, Path(tmp) / f"run{k}")
            runs.append(time.perf_counter() - start)
            if reward != 1:
                raise SystemExit(f"the Harbor verifier gave the reference {reward}, not 1")
        return runs


if __name__ == "__main__":
    main()
