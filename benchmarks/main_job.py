"""The main job (``syncvals baselines``: one trial of every baseline agent, graded and classified)
with the reference served against shipped, in one run, each beside a bare
``python -c "import torch"`` so a noisy machine moves every figure alike.

The runs alternate (served, shipped, served, ...) so load drifting during the run falls on both.

Usage: python benchmarks/main_job.py [--rounds N] [--jobs J]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SYNCVALS = str(Path(sys.executable).parent / "syncvals")


def _timed(command: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):  # 1: some trial failed, as the nop baseline must
        sys.exit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return time.perf_counter() - started


def main() -> None:
    """Print each mode's median wall time, its ratio to an ``import torch``, and served/shipped."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1, help="runs of each mode")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of each run")
    args = parser.parse_args()
    times: dict[str, list[float]] = {"served": [], "shipped": [], "import torch": []}
    with tempfile.TemporaryDirectory(prefix="syncvals-bench-") as tmp:
        for round_ in range(args.rounds):
            times["import torch"].append(_timed([sys.executable, "-c", "import torch"]))
            for mode in ("served", "shipped"):
                out = Path(tmp) / f"{mode}-{round_}"
                command = [SYNCVALS, "baselines", "--oracle", mode, "--jobs", str(args.jobs)]
                times[mode].append(_timed([*command, "--trials-dir", str(out)]))
                print(f"round {round_ + 1}: {mode} {times[mode][-1]:.1f} s", file=sys.stderr)
    torch = statistics.median(times["import torch"])
    print(f"main job, {args.rounds} round(s), --jobs {args.jobs}")
    for mode in ("served", "shipped"):
        wall = statistics.median(times[mode])
        print(f"  {mode:8} {wall:6.1f} s   {wall / torch:6.1f}x an import torch")
    ratio = statistics.median(times["served"]) / statistics.median(times["shipped"])
    print(f"  served / shipped: {ratio:.2f}")


if __name__ == "__main__":
    main()
