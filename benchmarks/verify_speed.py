"""Verifier speed, as ratios measured in one run (absolute seconds are noise on shared machines).

Prints:
  * one ``syncvals verify`` of the reference solution / a bare ``python -c "import torch"``
    (target: at most 1.3);
  * ``syncvals verify`` of N submissions in one command / one ``syncvals verify`` (target: at most
    4 for N = 20): one sandbox serves the whole batch, so torch is imported once.

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

from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager

ROOT = Path(__file__).resolve().parents[1]


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=False, capture_output=True)
    return time.perf_counter() - start


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
        batch = statistics.median(wall(verify + [tmp]) for _ in range(max(1, args.repeats // 2)))
    print(
        f"verify {args.batch} submissions in one command / one verify: {batch / single:.2f}"
        f"   (target <= 4; {batch / args.batch / baseline:.2f} torch imports per submission)"
    )


if __name__ == "__main__":
    main()
