"""Site build speed: a site of N generated trials, full build and a one-trial incremental rebuild.

Prints trials per second of the full build and the incremental rebuild time as a ratio to it.
Usage: python benchmarks/site_bench.py [--trials 1000]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from syncvals_plugin.records.store import read_trial, write_trial
from syncvals_plugin.site.build import build_site

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    args = parser.parse_args()
    seed = read_trial(ROOT / "trials" / "trial_cbd646ceeaba4a90")
    with tempfile.TemporaryDirectory() as tmp:
        trials, out = Path(tmp) / "trials", Path(tmp) / "site"
        for i in range(args.trials):
            seed.result.trial_name = seed.result.id = f"trial_{i:016x}"
            seed.result.agent_info.name = f"agent-{i % 7}"
            write_trial(seed, trials)
        full = build_site(trials, out, incremental=False)
        changed = trials / f"trial_{args.trials // 2:016x}" / "result.json"
        data = json.loads(changed.read_text())
        data["agent_info"]["name"] = "changed"
        changed.write_text(json.dumps(data))
        again = build_site(trials, out)
        print(
            f"full build of {full.trials} trials: {full.trials / full.seconds:.0f} trials per second"
        )
        print(
            f"incremental rebuild after one trial changed ({again.rendered} re-rendered): "
            f"{again.seconds / full.seconds:.3f} of the full build time"
        )


if __name__ == "__main__":
    main()
