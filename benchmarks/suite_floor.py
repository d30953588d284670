"""The test suite's torch floor: how many times a run loads torch, and what that alone costs.

Runs ``python -m pytest`` (with any arguments given after ``--``) while counting the opens of
torch's ``libtorch_cpu.so``: the dynamic loader opens it once per ``import torch``, in a grading
sandbox, an agent's probe call or a test's own process alike (inotify sees an open through any
mount of the same file).  Some opens are not imports: the sandbox view's probe loads the library
without importing torch (a quarter of an import's cost), and an attack agent's ``grep -r`` reads
it, so the count is an upper bound on imports.  Prints the run's wall time and CPU time, the
count, the CPU time of one bare ``python -c "import torch"`` measured in the same run, and their
product as minutes of wall time on this machine's CPUs: an upper bound on what the torch imports
alone cost (some are stopped early, when a submission is rejected or a run interrupted), to set
beside the suite's target.

Then it times the edit-test loop, ``python -m pytest -m "not slow"``, and prints both wall times
beside their targets (issue 39): the full suite within 12 minutes on 2 cores, the loop within 60
seconds.  With ``-- PYTEST-ARGS`` it runs only that selection (one test file, say, to count the
torch loads a change saves), and compares it with a target only when the arguments are the full
suite's (none) or the loop's (``-m "not slow"``).

CPU time is the whole machine's busy time, so run it on an otherwise idle machine.

Usage: python benchmarks/suite_floor.py [-- PYTEST-ARGS]
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import statistics
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

IN_OPEN = 0x20
TARGET_FULL_S = 12 * 60
"""The whole suite, ``python -m pytest`` (``-n auto``), on 2 cores."""
TARGET_FAST_S = 60
"""The edit-test loop, ``python -m pytest -m "not slow"``."""
FAST = ["-m", "not slow"]


class OpenCounter(threading.Thread):
    """Counts opens of one file through inotify, in a daemon thread."""

    def __init__(self, path: Path) -> None:
        super().__init__(daemon=True)
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(os.O_CLOEXEC)
        if self.fd < 0 or self.libc.inotify_add_watch(self.fd, str(path).encode(), IN_OPEN) < 0:
            raise SystemExit(f"cannot watch {path}: {os.strerror(ctypes.get_errno())}")
        self.count = 0

    def run(self) -> None:
        while True:
            data = os.read(self.fd, 1 << 16)
            offset = 0
            while offset < len(data):
                _wd, mask, _cookie, length = struct.unpack_from("iIII", data, offset)
                offset += 16 + length
                self.count += bool(mask & IN_OPEN)


def _busy() -> float:
    """CPU seconds the whole machine has spent busy (``/proc/stat``).  Not this process's
    children's usage: a sandbox's processes die with their PID namespace unwaited, so their CPU
    never reaches ``RUSAGE_CHILDREN`` (one graded submission showed 2.4 s there, 6 s here)."""
    with open("/proc/stat") as fh:
        fields = [int(v) for v in fh.readline().split()[1:8]]
    user, nice, system, _idle, _iowait, irq, softirq = fields
    return (user + nice + system + irq + softirq) / os.sysconf("SC_CLK_TCK")


def _import_cpu() -> float:
    # CPU seconds of one bare `import torch` in a new process (median of three).
    runs = []
    for _ in range(3):
        before = _busy()
        subprocess.run([sys.executable, "-c", "import torch"], check=True)
        runs.append(_busy() - before)
    return statistics.median(runs)


def _minutes(seconds: float) -> str:
    return f"{int(seconds // 60)} min {seconds % 60:02.0f} s"


def _verdict(name: str, wall: float, target: float, code: int) -> str:
    met = "met" if wall <= target and code == 0 else "NOT met"
    failed = "" if code == 0 else f" (pytest exit code {code}: a failed run meets no target)"
    return f"{name}: {_minutes(wall)} against a target of {_minutes(target)}: {met}{failed}"


def main() -> None:
    args = sys.argv[1:]
    given = "--" in args
    pytest_args = args[args.index("--") + 1 :] if given else []
    spec = importlib.util.find_spec("torch")
    if spec is None or spec.origin is None:
        raise SystemExit("torch is not installed in this environment")
    library = Path(spec.origin).parent / "lib" / "libtorch_cpu.so"
    if not library.is_file():
        raise SystemExit(f"{library}: not found (a torch build without libtorch_cpu.so?)")
    one_import = _import_cpu()
    counter = OpenCounter(library)
    counter.start()
    before, start = _busy(), time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", *pytest_args])
    wall, cpu = time.perf_counter() - start, _busy() - before
    time.sleep(0.5)  # the last events reach the counter
    cpus = len(os.sched_getaffinity(0))
    torch_cpu = counter.count * one_import
    print(
        f"pytest exit code {proc.returncode}; wall {wall / 60:.1f} min, machine busy {cpu:.0f} "
        f"CPU-s of {wall * cpus:.0f}"
    )
    print(
        f"libtorch_cpu.so opened {counter.count} times; one bare `import torch`: "
        f"{one_import:.2f} s of CPU"
    )
    print(
        f"torch imports alone: up to {torch_cpu:.0f} s of CPU, {torch_cpu / cpus / 60:.1f} min "
        f"on {cpus} CPUs"
    )
    verdicts = []
    if not pytest_args:
        verdicts.append(_verdict("full suite", wall, TARGET_FULL_S, proc.returncode))
    elif pytest_args == FAST:
        verdicts.append(_verdict('-m "not slow"', wall, TARGET_FAST_S, proc.returncode))
    if not given:  # the whole measurement: the edit-test loop too
        start = time.perf_counter()
        fast = subprocess.run([sys.executable, "-m", "pytest", "-q", *FAST])
        fast_wall = time.perf_counter() - start
        verdicts.append(_verdict('-m "not slow"', fast_wall, TARGET_FAST_S, fast.returncode))
    if not verdicts:
        print("a selection of the suite: no target to compare with")
    for line in verdicts:
        print(line)


if __name__ == "__main__":
    main()
