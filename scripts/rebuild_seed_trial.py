"""Rebuild ``trials/trial_cbd646ceeaba4a90`` from the recorded page in ``trials/seed/``.

Usage: python scripts/rebuild_seed_trial.py [--trials DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from syncvals_plugin.classifier.classify import finish_trial
from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import write_trial

# The repository's test support (the seed-page parser, hand-made labelled trials) is not in the wheel.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.support.seed_page import seed_trial  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", default=str(ROOT / "trials"))
    args = parser.parse_args()
    pm = make_plugin_manager()
    record = seed_trial(
        ROOT / "trials" / "seed" / "000_a86e472c2b8999b5.txt",
        get_task(pm, "reverse-engineer-objectives"),
        pm,
    )
    finish_trial(pm, record, lambda r: print(write_trial(r, Path(args.trials))))


if __name__ == "__main__":
    main()
