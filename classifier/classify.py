"""Classifying one trial: every rule family's findings, the rule table's verdict, the judges beside it;
and finishing a trial (classify, write, tell the plugins), the one way every stage does it."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pluggy

from syncvals_plugin.classifier.context import pinned
from syncvals_plugin.errors import SyncValsError
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


def finish_trial(
    pm: pluggy.PluginManager, record: TrialRecord, write: Callable[[TrialRecord], object]
) -> TrialRecord:
    """Classify ``record``, ``write`` it, then fire ``syncvals_trial_finished``: what ``run``,
    ``import``, ``classify``, ``reverify --rewrite`` and the seed's rebuild all do.

    A broken rule plugin costs the classification, never the trial: the trial is written with its
    previous classification (none for a new one) and a warning says how to classify it later.
    A user's error (:class:`~syncvals_plugin.errors.SyncValsError`, a broken judge configuration)
    stops the command with its one line, as before.
    """
    try:
        record.classification = classify(pm, record) or record.classification
    except SyncValsError:
        raise  # the user's to fix (a broken judge configuration, say): one clear line, no trial
    except Exception as exc:  # noqa: BLE001 - a plugin's bug must not lose a finished trial
        print(
            f"warning: classifying {record.name} failed ({type(exc).__name__}: {exc}); "
            "run `syncvals classify` on it later",
            file=sys.stderr,
        )
    write(record)
    Host(pm).trial_finished(record)
    return record
