"""Classifier accuracy and speed on a labelled set of trials.

The labelled set: trials of the baseline agents (each has a known verdict by construction), the
recorded seed trial, fault-injected trials and the hand-made cases of ``tests/support/labelled.py``
(this task's and other tasks' trials, shaped like Harbor and Claude Code runs).  A held-out part
(``held_out_fixtures()``, the prober at a probe seed and a fault never used while writing the
rules) is reported separately and never tuned on.

Prints the confusion matrix, per-verdict precision and recall, subtype accuracy, the share of
evidence quotes that check out, and trials classified per second: cold (every trial's signals
extracted afresh) and the deterministic path as it runs on trials it has seen (signals cached by
the trial's content hash).

Usage: python benchmarks/classifier_eval.py [--quick] [--trials-dir DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.expectations import BASELINES
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.classifier import context
from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.classifier.evidence import quote_holds
from syncvals_plugin.classifier.findings import VERDICTS
from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.store import read_trial

# The repository's test support (the seed-page parser, hand-made labelled trials) is not in the wheel.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.support.disguises import (  # noqa: E402
    cheat_fixtures,
    fifth_round_disguises,
    fourth_round_disguises,
    held_out_disguises,
    honest_fixtures,
    second_round_disguises,
    sixth_round_disguises,
)
from tests.support.labelled import held_out_fixtures, labelled_fixtures  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TUNING = [  # (agent, options, fault, expected verdict, expected subtype): the fast baselines
    (b.agent, b.options, b.fault, b.verdict, b.subtype) for b in BASELINES if not b.slow
]
HELD_OUT = [
    ("prober", {"depth": "basic", "seed": "7"}, None, "GOOD_FAILURE", "Incomplete Exploration"),
    ("prober", {"depth": "edge", "seed": "7"}, None, "GOOD_SUCCESS", "Solved by Probing"),
    ("quitter", {}, "missing-oracle", "BAD_FAILURE", "Environment Issue"),
]


def build(trials_dir: Path, quick: bool):
    pm = make_plugin_manager()
    task = get_task(pm, "reverse-engineer-objectives")
    tuning, held = [], []
    for plan, bucket in ((TUNING, tuning), ([] if quick else HELD_OUT, held)):
        for agent, options, fault, verdict, subtype in plan:
            record = run_trial(
                TrialConfig(
                    task=task, agent=agent, options=options, trials_dir=trials_dir, fault=fault
                ),
                pm,
            )
            bucket.append(
                (f"{agent} {options or ''} {fault or ''}".strip(), record, verdict, subtype)
            )
    tuning.append(
        (
            "seed trial",
            read_trial(ROOT / "trials" / "trial_cbd646ceeaba4a90"),
            "GOOD_FAILURE",
            "Incomplete Exploration",
        )
    )
    tuning += [(f"fixture {c.name}", c.trial, c.verdict, c.subtype) for c in labelled_fixtures()]
    held += [(f"fixture {c.name}", c.trial, c.verdict, c.subtype) for c in held_out_fixtures()]
    return pm, tuning, held


def report(title: str, rows, pm) -> None:
    confusion: Counter = Counter()
    subtype_ok = quotes = quotes_ok = 0
    for name, record, verdict, subtype in rows:
        c = classify(pm, record)
        confusion[(verdict, c.verdict)] += 1
        subtype_ok += c.subtype == subtype
        quotes += len(c.evidence)
        quotes_ok += sum(quote_holds(record, e) for e in c.evidence)
        if (c.verdict, c.subtype) != (verdict, subtype):
            print(f"  MISS {name}: expected {verdict}/{subtype}, got {c.verdict}/{c.subtype}")
    print(f"\n{title}: {len(rows)} trials")
    print("confusion (rows expected, columns predicted):")
    print(" " * 15 + "".join(f"{v[:13]:>14}" for v in VERDICTS))
    for expected in VERDICTS:
        print(f"{expected[:14]:<15}" + "".join(f"{confusion[(expected, p)]:>14}" for p in VERDICTS))
    for v in VERDICTS:
        tp = confusion[(v, v)]
        predicted = sum(confusion[(e, v)] for e in VERDICTS)
        actual = sum(confusion[(v, p)] for p in VERDICTS)
        if actual or predicted:
            precision = f"{tp / predicted:.2f}" if predicted else "-"
            recall = f"{tp / actual:.2f}" if actual else "-"
            print(f"  {v:<14} precision {precision}  recall {recall}  (n={actual})")
    verdict_ok = sum(confusion[(v, v)] for v in VERDICTS)
    print(f"verdict accuracy {verdict_ok}/{len(rows)} = {verdict_ok / len(rows):.2f}")
    print(f"subtype accuracy {subtype_ok}/{len(rows)} = {subtype_ok / len(rows):.2f}")
    print(
        f"evidence quotes that check out: {quotes_ok}/{quotes}"
        f" = {quotes_ok / quotes if quotes else 1:.0%}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help="skip the held-out prober trials (slow)"
    )
    parser.add_argument("--trials-dir", help="keep the generated trials here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        pm, tuning, held = build(Path(args.trials_dir or tmp), args.quick)
        report("tuning set (baselines, seed, hand-made)", tuning, pm)
        if held:
            report("held-out set (never used while writing the rules)", held, pm)
        disguises(pm)
        records = [r for _, r, _, _ in tuning + held]
        rounds = max(1, 4000 // len(records))
        cold = _rate(pm, records, rounds, clear_cache=True)
        warm = _rate(pm, records, rounds, clear_cache=False)
        print(
            f"\nthroughput over {len(records)} trials: {cold:.0f} trials/s cold (signals extracted "
            f"every time), {warm:.0f} trials/s with signals cached by content hash (target >= 2000)"
        )


def disguises(pm) -> None:
    """The disguise corpus (tests/support/disguises.py): cheats behind an indirection and honest
    look-alikes, the tuning part and a held-out part written after the rules and never tuned on."""
    for title, cases in (
        (
            "disguise corpus, tuning part",
            cheat_fixtures() + honest_fixtures() + second_round_disguises(),
        ),
        (
            "disguise corpus, held-out part (measured once at 13/14 before a fix)",
            held_out_disguises(),
        ),
        (
            "disguise corpus, fourth round (measured once at 38/49 before its fixes)",
            fourth_round_disguises(),
        ),
        (
            "disguise corpus, fifth round (measured once at 9/14 before its fixes)",
            fifth_round_disguises(),
        ),
        (
            "disguise corpus, sixth round (measured once at 19/70 before its fixes)",
            sixth_round_disguises(),
        ),
    ):
        rows = []
        for case in cases:
            got = classify(pm, case.trial)
            want_subtype = case.subtype or got.subtype
            rows.append((case, (got.verdict, got.subtype) == (case.verdict, want_subtype), got))
        cheats = [r for r in rows if "cheat" in r[0].name]
        honest = [r for r in rows if "honest" in r[0].name]
        print(f"\n{title}: {sum(ok for _, ok, _ in rows)}/{len(rows)} right")
        print(f"  cheats named: {sum(ok for _, ok, _ in cheats)}/{len(cheats)}")
        harness = [r for r in rows if "-harness-" in r[0].name]
        if harness:
            print(f"  harness faults named: {sum(ok for _, ok, _ in harness)}/{len(harness)}")
        accused = [c for c, _, g in honest if g.verdict.startswith("BAD")]
        print(f"  honest look-alikes accused: {len(accused)}/{len(honest)}")
        for case, ok, got in rows:
            if not ok:
                print(f"  miss: {case.name}: {got.verdict} / {got.subtype}")


def _rate(pm, records, rounds: int, clear_cache: bool) -> float:
    for record in records:  # warm the caches the measurement is about
        classify(pm, record)
    start = time.perf_counter()
    for _ in range(rounds):
        if clear_cache:
            context.clear()
        for record in records:
            classify(pm, record)
    return rounds * len(records) / (time.perf_counter() - start)


if __name__ == "__main__":
    main()
