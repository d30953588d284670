"""Site build speed: a site of N generated trials, full build and a one-trial incremental rebuild.

Prints trials per second of the full build and the incremental rebuild time as a ratio to it:
the median of ``--repeats`` runs (this machine is shared and noisy), and every run.  Then the
floor under the full build: the same build with the trial pages' rendering taken out (every trial
still found, read, validated and summarised for the index and task pages, and a page of the same
size written for it), so what rendering costs is measured, not guessed.  Each full build runs back to back with its
floor, and their ratio is printed: on a shared machine the load moves between minutes.
Usage: python benchmarks/site_bench.py [--trials 1000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import statistics
import tempfile
from pathlib import Path
from unittest import mock

from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial, write_trial
from syncvals_plugin.site import build
from syncvals_plugin.site.build import build_site

pm = make_plugin_manager()
"""The benchmark's one plugin manager (the built-in plugins)."""

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    # Every run's folders are kept until the last run ends: deleting a run's ten thousand files
    # made the next run's new files and folders wait on the kernel's search past freshly freed
    # inodes (up to 1 ms a folder here), a cost no real job's build pays.
    # A full build and its floor are run back to back, a pair per repeat: on a shared machine the
    # load moves between minutes, and a pair sees the same load (their ratio is the figure to
    # compare).  CPU time (this process and its workers) is printed too: it moves less with load.
    runs, floor = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(max(1, args.repeats)):
            runs.append(_run(args.trials, Path(tmp) / f"run{k}"))
            floor.append(_floor(args.trials, Path(tmp) / f"floor{k}"))
    speeds = [speed for speed, _, _ in runs]
    ratios = [ratio for _, ratio, _ in runs]
    print(
        f"full build of {args.trials} trials: {statistics.median(speeds):.0f} trials per second "
        f"(median of {len(runs)}; runs: {', '.join(f'{s:.0f}' for s in speeds)}); CPU "
        f"{statistics.median(c for _, _, c in runs):.2f} ms a trial"
    )
    print(
        "incremental rebuild after one trial changed: "
        f"{statistics.median(ratios):.3f} of the full build time "
        f"(runs: {', '.join(f'{r:.3f}' for r in ratios)})"
    )
    print(
        "floor, the same full build with the trial pages' rendering taken out: "
        f"{statistics.median(s for s, _ in floor):.0f} trials per second "
        f"(runs: {', '.join(f'{s:.0f}' for s, _ in floor)}); CPU "
        f"{statistics.median(c for _, c in floor):.2f} ms a trial"
    )
    shares = [full[0] / low[0] for full, low in zip(runs, floor, strict=True)]
    print(
        "full build / floor, each pair run back to back: "
        f"{statistics.median(shares):.2f} (runs: {', '.join(f'{r:.2f}' for r in shares)})"
    )


def _cpu() -> float:
    # CPU seconds of this process and of its reaped children (the build's forked workers).
    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"


def _trials(n: int, folder: Path) -> Path:
    # n fresh trial folders (the seed trial under n names and seven agents), flushed to disk.
    seed = read_trial(SEED)
    trials = folder / "trials"
    for i in range(n):
        seed.result.trial_name = seed.result.id = f"trial_{i:016x}"
        seed.result.agent_info.name = f"agent-{i % 7}"
        write_trial(seed, trials)
    _same_sizes(trials / seed.result.trial_name)
    os.sync()  # writes already made are flushed before each timed build, not inside it
    return trials


def _same_sizes(copy: Path) -> None:
    # Seed-sized trials, not small synthetic ones: each copy holds the seed's trajectory, diff
    # and submission byte for byte (the submission under Harbor's artifacts/app/ path).
    for ours, theirs in (
        ("agent/trajectory.json", "agent/trajectory.json"),
        ("artifacts/diff.patch", "artifacts/diff.patch"),
        ("artifacts/app/objectives.py", "artifacts/objectives.py"),
    ):
        mine, seed = (copy / ours).stat().st_size, (SEED / theirs).stat().st_size
        if mine != seed:
            raise SystemExit(f"{copy / ours}: {mine} bytes, the seed trial's {theirs} has {seed}")


def _run(n: int, folder: Path) -> tuple[float, float, float]:
    # One full build of n fresh trials and one rebuild after one changed: (trials/s, ratio, CPU
    # ms a trial of the full build).
    trials, out = _trials(n, folder), folder / "site"
    cpu = _cpu()
    full = build_site(trials, out, pm, incremental=False)
    cpu = (_cpu() - cpu) * 1000 / n
    os.sync()
    changed = trials / f"trial_{n // 2:016x}" / "result.json"
    data = json.loads(changed.read_text())
    data["agent_info"]["name"] = "changed"
    changed.write_text(json.dumps(data))
    again = build_site(trials, out, pm)
    assert again.rendered == 1, again
    return full.trials / full.seconds, again.seconds / full.seconds, cpu


def _floor(n: int, folder: Path) -> tuple[float, float]:
    # The full build with each trial page's view and template replaced by the seed's finished
    # page (the same bytes written per trial): (trials/s, CPU ms a trial).
    trials = _trials(n, folder)
    with _without_rendering(folder / "page"):
        cpu = _cpu()
        full = build_site(trials, folder / "site", pm, incremental=False)
        cpu = (_cpu() - cpu) * 1000 / n
    return full.trials / full.seconds, cpu


@contextlib.contextmanager
def _without_rendering(scratch: Path):
    build_site(SEED.parent, scratch, pm, incremental=False)
    page = (scratch / "trial" / SEED.name / "index.html").read_text()
    template = build.environment().get_template("trial.html")
    # Forked workers inherit both replacements.
    with (
        mock.patch.object(build, "trial_view", lambda *args: {"steps": []}),
        mock.patch.object(template, "render", lambda **kwargs: page),
    ):
        yield


if __name__ == "__main__":
    main()
