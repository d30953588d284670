"""The served oracle's cost: a call through the server against the same call in process, and a
probe command (a fresh ``python3`` that imports torch and the module and makes one call) served
against shipped.

Sizes are the probe suite's: ``masked_mean`` on 8 elements, ``entropy`` on 8×32 logits,
``selective_logprobs`` on 8×16×64 logits (the largest a probe sends).  Every figure is measured
in this one run and printed beside its ratio, so a noisy machine moves both sides alike.

Usage: python benchmarks/oracle_roundtrip.py [--calls N]
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SERVE = """
import inspect, sys
from pathlib import Path
from syncvals_plugin.oracle import OracleServer, write_client
so, name, functions, sock, log, ws = sys.argv[1:7]
server = OracleServer(Path(so), name, tuple(functions.split(",")), Path(sock), Path(log))
write_client(Path(ws), name, {n: inspect.signature(f) for n, f in server.functions.items()},
             Path(sock))
print("ready", flush=True)
server.serve()
"""

PROBE = "import torch, reforacle; print(reforacle.masked_mean(torch.ones(8), torch.ones(8)))"


def _median_ms(fn, calls: int) -> float:
    fn()
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def _probe_s(cwd: Path, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", PROBE], cwd=cwd, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args()
    import torch

    from syncvals_plugin.host import get_task
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.task.seal import sealed_module

    task = get_task(make_plugin_manager(), "reverse-engineer-objectives")
    sealed = sealed_module(task.reference, task.sealed_module)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        served, shipped = root / "served", root / "shipped"
        shipped.mkdir()
        (shipped / sealed.name).write_bytes(sealed.read_bytes())
        functions = ",".join(task.functions)
        server = subprocess.Popen(
            [
                sys.executable,
                "-c",
                SERVE,
                str(sealed),
                task.sealed_module,
                functions,
                str(root / "o.sock"),
                str(root / "calls.jsonl"),
                str(served),
            ],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        try:
            assert server.stdout is not None and server.stdout.readline().strip() == "ready"
            sys.path.insert(0, str(served))
            client = importlib.import_module(task.sealed_module)
            sys.path.remove(str(served))
            del sys.modules[task.sealed_module]
            sys.path.insert(0, str(shipped))
            local = importlib.import_module(task.sealed_module)
            assert inspect.signature(client.entropy) == inspect.signature(local.entropy)
            cases = {
                "masked_mean 8": (lambda m: m.masked_mean(torch.randn(8), torch.ones(8))),
                "entropy 8x32": (lambda m: m.entropy(torch.randn(8, 32), torch.ones(8))),
                "selective_logprobs 8x16x64": (
                    lambda m: m.selective_logprobs(
                        torch.randn(8, 16, 64), torch.randint(0, 64, (8, 16)), torch.ones(8, 16)
                    )
                ),
            }
            print(f"served oracle round trip, median of {args.calls} calls each")
            print(f"{'call':28} {'in process':>11} {'served':>9} {'served - in process':>20}")
            for label, call in cases.items():
                near = _median_ms(lambda c=call: c(local), args.calls)
                far = _median_ms(lambda c=call: c(client), args.calls)
                print(f"{label:28} {near:9.3f}ms {far:7.2f}ms {far - near:18.2f}ms")
            runs = 5
            probe_served = _probe_s(served, runs)
            probe_shipped = _probe_s(shipped, runs)
            print(
                f"a probe command (fresh python3, import torch, one call), median of {runs}: "
                f"served {probe_served:.2f} s, shipped {probe_shipped:.2f} s, "
                f"ratio {probe_served / probe_shipped:.3f}"
            )
        finally:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
