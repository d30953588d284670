"""Write the labelled trials (hand-made, other tasks' and the disguise corpus) as trial folders,
each with its ``label.json``: the set ``syncvals judge-agreement`` measures a judge on.

Usage: python scripts/write_labelled_set.py OUT_DIR
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path

# The labelled fixtures are the repository's test data, not part of the wheel.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from syncvals_plugin.records.store import write_trial  # noqa: E402
from tests.support.disguises import cheat_fixtures, honest_fixtures  # noqa: E402
from tests.support.labelled import labelled_fixtures, other_task_fixtures  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the folder to write the labelled trials into")
    args = parser.parse_args()
    out = Path(args.out)
    cases = labelled_fixtures() + other_task_fixtures() + cheat_fixtures() + honest_fixtures()
    for number, case in enumerate(cases):
        record = copy.deepcopy(case.trial)
        record.result.trial_name = f"labelled_{number:03d}_{case.name}"[:80]
        record.path = None
        folder = write_trial(record, out)
        label = {"verdict": case.verdict, "subtype": case.subtype, "case": case.name}
        (folder / "label.json").write_text(json.dumps(label) + "\n")
    print(f"{len(cases)} labelled trials in {out}/")


if __name__ == "__main__":
    main()
