"""Site build speed: a site of N generated trials, full build and a one-trial incremental rebuild.

Prints trials per second of the full build and the incremental rebuild time as a ratio to it:
the median of ``--repeats`` runs (this machine is shared and noisy), and every run.  The rebuild
is timed as a user's ``syncvals site`` runs it: a fresh process through the command's own code
(its plugin manager, its templates loaded, its lazy imports), the build's own seconds (what the
command prints) and, apart, the whole command's wall-clock with the interpreter's start-up.  A
rebuild in the benchmark's own warm process is printed beside it, for comparison only.  Then the
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
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

from syncvals_plugin.cli import build_parser
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial, write_trial
from syncvals_plugin.site import build
from syncvals_plugin.site.build import build_site

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
    # The command's plugin manager (its commands' modules registered too: the manifest is keyed
    # by the plugins, so the command's rebuild reuses what the full build wrote).
    pm = make_plugin_manager()
    build_parser(pm)
    load = os.getloadavg()[0]
    if sys.dont_write_bytecode:  # every fresh process would compile its modules: not a user's
        print("warning: PYTHONDONTWRITEBYTECODE is set; the command's rebuild compiles its imports")
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(max(1, args.repeats)):
            runs.append(_run(args.trials, Path(tmp) / f"run{k}", pm))
            floor.append(_floor(args.trials, Path(tmp) / f"floor{k}", pm))
    speeds = [r["speed"] for r in runs]
    print(f"load average (1 min) at the start: {load:.1f}; at the end: {os.getloadavg()[0]:.1f}")
    print(
        f"full build of {args.trials} trials: {statistics.median(speeds):.0f} trials per second "
        f"(median of {len(runs)}; runs: {', '.join(f'{s:.0f}' for s in speeds)}); CPU "
        f"{statistics.median(r['cpu'] for r in runs):.2f} ms a trial"
    )
    for key, what in (
        ("ratio", "`syncvals site` rebuild after one trial changed, the build in a fresh process"),
        ("command", "  the whole command, interpreter start-up and imports included"),
        ("warm", "  for comparison, a rebuild in this warm process"),
    ):
        ratios = [r[key] for r in runs]
        print(
            f"{what}: {statistics.median(ratios):.3f} of the full build time "
            f"(runs: {', '.join(f'{r:.3f}' for r in ratios)}; "
            f"{statistics.median(r[key] * r['seconds'] * 1000 for r in runs):.0f} ms)"
        )
    print(
        "floor, the same full build with the trial pages' rendering taken out: "
        f"{statistics.median(s for s, _ in floor):.0f} trials per second "
        f"(runs: {', '.join(f'{s:.0f}' for s, _ in floor)}); CPU "
        f"{statistics.median(c for _, c in floor):.2f} ms a trial"
    )
    shares = [full["speed"] / low[0] for full, low in zip(runs, floor, strict=True)]
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


def _run(n: int, folder: Path, pm) -> dict[str, float]:
    # One full build of n fresh trials, then a rebuild after one trial changed as `syncvals site`
    # runs it (a fresh process), then one more in this process: trials/s and CPU ms a trial of
    # the full build, each rebuild's time as a ratio to the full build's.
    trials, out = _trials(n, folder), folder / "site"
    cpu = _cpu()
    full = build_site(trials, out, pm, incremental=False)
    cpu = (_cpu() - cpu) * 1000 / n
    os.sync()
    _change(trials / f"trial_{n // 2:016x}")
    seconds, command = _command_rebuild(trials, out)
    _change(trials / f"trial_{n // 3:016x}")
    warm = build_site(trials, out, pm)
    if warm.rendered != 1:
        raise SystemExit(f"the warm rebuild rendered {warm.rendered} trials, not 1")
    return {
        "speed": full.trials / full.seconds,
        "seconds": full.seconds,
        "cpu": cpu,
        "ratio": seconds / full.seconds,
        "command": command / full.seconds,
        "warm": warm.seconds / full.seconds,
    }


def _change(trial: Path) -> None:
    # One trial changed as a re-import would change it: its result.json rewritten in place.
    changed = trial / "result.json"
    data = json.loads(changed.read_text())
    data["agent_info"]["name"] = "changed"
    changed.write_text(json.dumps(data))


REBUILD = """
import json, sys
from syncvals_plugin.cli import main
from syncvals_plugin.site import build
real, results = build.build_site, []
def timed(*args, **kwargs):
    results.append(real(*args, **kwargs))
    return results[-1]
build.build_site = timed  # the command imports it when it runs: this one
code = main(["site", "--trials", sys.argv[1], "--out", sys.argv[2]])
print(json.dumps([code, results[0].rendered, results[0].seconds]), file=sys.stderr)
"""


def _command_rebuild(trials: Path, out: Path) -> tuple[float, float]:
    # `syncvals site` in a fresh process (its own main, as the console script calls it): the
    # build's seconds as the command measures and prints them, and the whole command's.
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", REBUILD, str(trials), str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    command = time.perf_counter() - start
    code, rendered, seconds = json.loads(proc.stderr.strip().splitlines()[-1])
    if code != 0 or rendered != 1:
        raise SystemExit(
            f"`syncvals site` rebuild: exit {code}, {rendered} rendered\n{proc.stderr}"
        )
    return seconds, command


def _floor(n: int, folder: Path, pm) -> tuple[float, float]:
    # The full build with each trial page's view and template replaced by the seed's finished
    # page (the same bytes written per trial): (trials/s, CPU ms a trial).
    trials = _trials(n, folder)
    with _without_rendering(folder / "page", pm):
        cpu = _cpu()
        full = build_site(trials, folder / "site", pm, incremental=False)
        cpu = (_cpu() - cpu) * 1000 / n
    return full.trials / full.seconds, cpu


@contextlib.contextmanager
def _without_rendering(scratch: Path, pm):
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
