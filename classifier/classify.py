"""Classifying one trial: every rule family's findings, the rule table's verdict, the judges beside it."""

from __future__ import annotations

import pluggy

from syncvals_plugin.classifier.context import pinned
from syncvals_plugin.host import Host
from syncvals_plugin.records.trial import Classification, TrialRecord


def classify(pm: pluggy.PluginManager, record: TrialRecord) -> Classification | None:
    """The deterministic classification of ``record``, with every judge's opinion recorded beside it.

    The rule table (``syncvals_classify``, first result wins) decides; judges
    (``syncvals_judge``, all results) are kept in ``alternatives`` with ``kind: judge`` and never
    replace it.  None while no classifier is registered.
    """
    host = Host(pm)
    with pinned(record):
        decided = host.classify(record, host.findings(record))
    if decided is None:
        return None
    judged = [
        j.model_dump(exclude={"alternatives"}) | {"kind": "judge"}
        for j in host.judge(record, decided)
    ]
    decided.alternatives = judged + decided.alternatives
    return decided
