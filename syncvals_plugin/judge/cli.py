"""``syncvals judge-agreement``: the judge against a labelled set, and against the rules."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import KEY, LazyConsole, record_table
from syncvals_plugin.errors import UsageError
from syncvals_plugin.records.trial import TrialFormatError

console = LazyConsole()

LABEL = "label.json"
"""A labelled trial's label, beside its records: ``{"verdict": "...", "subtype": "..."}``."""


def cmd_agreement(args: argparse.Namespace) -> int:
    """Judge every labelled trial of a folder; print agreement with the labels and the rules."""
    from syncvals_plugin.judge.agreement import cohen_kappa, per_label
    from syncvals_plugin.judge.config import judge_config
    from syncvals_plugin.judge.plugin import SPENT

    config = judge_config()
    if config is None:
        raise TrialFormatError(
            "no judge configured: set SYNCVALS_JUDGE_MODEL (and OPENAI_BASE_URL, OPENAI_API_KEY)"
        )
    labels, rules, judged, errors = _verdicts(args, config)
    if not labels:
        raise TrialFormatError(f"{args.trials}: no labelled trial ({LABEL} beside its records)")
    fmt = lambda x: "-" if x is None else f"{x:.2f}"  # noqa: E731
    console.print(
        f"{len(labels)} labelled trial(s), judge {config.model}: "
        f"{SPENT.asked} asked, {SPENT.cached} from the cache, {errors} judge error(s)",
        highlight=False,
        soft_wrap=True,
    )
    pairs = [
        ("judge vs labels", judged, labels),
        ("rules vs labels", rules, labels),
        ("judge vs rules", judged, rules),
    ]
    rows = [
        [name, f"{sum(x == y for x, y in zip(a, b, strict=True))}/{len(a)}", fmt(cohen_kappa(a, b))]
        for name, a, b in pairs
    ]
    console.print(
        record_table("agreement", [("pair", KEY), ("same verdict", KEY), ("Cohen's κ", KEY)], rows)
    )
    per = [
        [p.label, fmt(p.precision), fmt(p.recall), str(p.support)]
        for p in per_label(labels, judged)
    ]
    columns = [("verdict", KEY), ("precision", KEY), ("recall", KEY), ("labelled", KEY)]
    console.print(record_table("the judge, per verdict (against the labels)", columns, per))
    return 0


def _verdicts(args: argparse.Namespace, config) -> tuple[list, list, list, int]:
    """For every labelled trial of the folder: its label, the rules' verdict and the judge's,
    and how many of the judge's were errors."""
    from syncvals_plugin.classifier import classify_trial as classify
    from syncvals_plugin.judge.answer import JUDGE_ERROR
    from syncvals_plugin.judge.plugin import judge_trial
    from syncvals_plugin.records.store import find_trials, read_folder

    labels, rules, judged, errors = [], [], [], 0
    for path in find_trials(Path(args.trials)):
        label_file = path / LABEL
        if not label_file.is_file():
            continue
        try:
            label = json.loads(label_file.read_text())["verdict"]
        except (ValueError, KeyError, TypeError) as exc:
            raise TrialFormatError(f'{label_file}: expected {{"verdict": ...}} ({exc})') from exc
        record = read_folder(path)
        decided = classify(args.pm, record)  # the rules' verdict, and the judge's beside it
        if decided is None:
            raise UsageError(
                f"{path}: no classifier plugin is registered, so there is no rules' verdict "
                "to compare the judge with"
            )
        mine = f"judge:{config.model}"
        opinion = next(
            (a["verdict"] for a in decided.alternatives if a.get("source") == mine),
            None,
        )
        if opinion is None:  # the judge plugin is not registered here: ask it directly
            opinion = judge_trial(record, decided, config).verdict
        errors += opinion == JUDGE_ERROR
        labels.append(label)
        rules.append(decided.verdict)
        judged.append(opinion)
    return labels, rules, judged, errors


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register ``judge-agreement``."""
    p = subparsers.add_parser(
        "judge-agreement",
        help="run the configured LLM judge over labelled trials and measure its agreement",
    )
    p.add_argument("trials", help=f"a folder of trials, each labelled by a {LABEL}")
    p.set_defaults(func=cmd_agreement)
