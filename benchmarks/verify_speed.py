"""Verifier speed, as ratios measured in one run (absolute seconds are noise on shared machines).

Prints:
  * one ``syncvals verify`` of the reference solution / a bare ``python -c "import torch"``
    (target: at most 2.5);
  * the throughput of verifying N submissions in one command, as seconds per submission over the
    same torch-import baseline.

Usage: python benchmarks/verify_speed.py [--repeats 3] [--batch 20]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.task.spec import get_task


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=False, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--batch", type=int, default=20)
    args = parser.parse_args()
    task = get_task(make_plugin_manager(), "reverse-engineer-objectives")
    verify = [sys.executable, "-m", "syncvals_plugin.cli", "verify", task.name]
    wall(verify + [str(task.reference)])  # warm the sealed-module and page caches
    bare, one = [], []
    for _ in range(args.repeats):
        bare.append(wall([sys.executable, "-c", "import torch"]))
        one.append(wall(verify + [str(task.reference)]))
    baseline = statistics.median(bare)
    print(f"import torch (median of {args.repeats}):     1.00")
    print(
        f"verify reference / import torch:      {statistics.median(one) / baseline:.2f}   (target <= 2.5)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.batch):
            shutil.copyfile(
                task.reference if i % 2 == 0 else task.stub, Path(tmp) / f"sub{i:02d}.py"
            )
        batch = wall(verify + [tmp])
    print(
        f"verify {args.batch} submissions in one command / import torch: {batch / baseline:.2f}"
        f"  ({batch / args.batch / baseline:.2f} per submission)"
    )


if __name__ == "__main__":
    main()
