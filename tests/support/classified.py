"""Each fixture classified once per test session, not once per test file that holds it.

The same hand-made trial is held to its label in one file, to its words in another, to the
verdict table in a third; each used to classify it again (the suite's classifier tests spent
about 600 worker-seconds, most of them repeats).  Here a classification is kept under the
SHA-256 of the trial's own JSON, in a folder of this session's (``SYNCVALS_TEST_SESSION_DIR``,
made by ``tests/conftest.py`` and shared by the suite's workers), so whichever worker
classifies a trial first serves every later test of it.  The key is the trial's content, never
its name or identity: a trial a test changed is a different trial.  Only the built-in plugins
classify here (a test with a judge or a plugin of its own calls ``classify`` itself).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import os
from pathlib import Path

from pydantic import BaseModel, TypeAdapter

from syncvals_plugin.classifier.context import pinned
from syncvals_plugin.classifier.findings import Finding
from syncvals_plugin.host import Host
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.trial import Classification, TrialRecord


class Classified(BaseModel):
    """What the built-in rules concluded on one trial, and the classification decided from it."""

    findings: list[Finding]
    classification: Classification


_CLASSIFIED = TypeAdapter(Classified)


@functools.cache
def _host() -> Host:
    return Host(make_plugin_manager())


def _folder() -> Path | None:
    where = os.environ.get("SYNCVALS_TEST_SESSION_DIR")
    if not where:
        return None
    folder = Path(where, "classified")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _key(trial: TrialRecord) -> str:
    """The SHA-256 of every field of ``trial`` (a record is a dataclass of models and text)."""
    digest = hashlib.sha256()
    for field in dataclasses.fields(trial):
        value = getattr(trial, field.name)
        text = value.model_dump_json() if isinstance(value, BaseModel) else repr(value)
        digest.update(f"{field.name}\0{len(text)}\0{text}".encode())
    return digest.hexdigest()


def classified(trial: TrialRecord) -> Classified:
    """The built-in plugins' findings on ``trial`` and their classification: read from this
    session's store when a test classified the same trial before, else computed and stored
    (written whole, then renamed into place: a worker never reads half of one)."""
    key = _key(trial)
    folder = _folder()
    path = folder / f"{key}.json" if folder else None
    if path is not None and path.exists():
        return _CLASSIFIED.validate_json(path.read_bytes())
    host = _host()
    with pinned(trial):
        findings = host.findings(trial)
        decided = host.classify(trial, findings)
    assert decided is not None, "the built-in plugins always classify"
    out = Classified(findings=findings, classification=decided)
    if path is not None:
        part = path.with_suffix(f".{os.getpid()}.part")
        part.write_bytes(_CLASSIFIED.dump_json(out))
        part.replace(path)
    return out


def classification(trial: TrialRecord) -> Classification:
    """:func:`classified`'s classification of ``trial`` (the built-in plugins, no judge)."""
    return classified(trial).classification
