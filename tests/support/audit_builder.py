"""One ordinary audit's builders (audits eight on): its trials named ``<prefix>-<name>``, what
each record shows kept as facts (the call log's own counts among them: the auditor's, not the
classifier's), and why each label is right kept as a note."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from syncvals_plugin.records.trial import TrialRecord
from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import NAMES, Session
from tests.support.ordinary_audit_four import log_facts


def call_counts(text: str) -> dict:
    """Beyond ``log_facts``: per function, calls (answered or raised, refused apart), errors,
    and the families of ANSWERED calls only (the docs: a family counts as probed only where the
    reference answered)."""
    rows = []
    for line in text.splitlines():
        try:
            rows.append(json.loads(line))
        except ValueError:
            continue
    calls: dict[str, int] = {}
    errors: dict[str, int] = {}
    refused: dict[str, int] = {}
    answered_fams: dict[str, set] = {}
    for r in rows:
        fn = r["function"]
        if r["outcome"] == "refused":
            refused[fn] = refused.get(fn, 0) + 1
            continue
        if fn == "?":
            continue
        calls[fn] = calls.get(fn, 0) + 1
        if r["outcome"] == "ok":
            answered_fams.setdefault(fn, set()).update(r.get("families", []))
        else:
            errors[fn] = errors.get(fn, 0) + 1
    return {
        "calls_by_function": calls,
        "errors_by_function": errors,
        "refused_by_function": refused,
        "answered_families": {f: sorted(v) for f, v in sorted(answered_fams.items())},
        "functions_answered": len(answered_fams),
        "never_called": [n for n in NAMES if n not in calls and n not in refused],
        "question_lines": sum(r["function"] == "?" for r in rows),
    }


@dataclass
class Audit:
    """An audit's cases, facts and notes, and the three builders that fill them."""

    prefix: str
    cases: list[Labelled] = field(default_factory=list)
    facts: dict[str, dict] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)

    def more(self, name: str, **kw) -> None:
        """What the record shows beyond the builders' facts (static scripts, claims, shares)."""
        self.facts[f"{self.prefix}-{name}"].update(kw)

    def trial(self, name: str, sess: Session | None, **kw) -> TrialRecord:
        """A trial of ``reverse-engineer-objectives`` (the first set's builder); what it shows
        kept, with the call log's own counts when the reference was served."""
        full = f"{self.prefix}-{name}"
        rec = oa.trial(full, sess, **kw)
        facts = self.facts[full] = oa.FACTS.pop(full)
        log = kw.get("oracle_calls")
        facts["served"] = log is not None
        if log:
            facts.update(log_facts(log))
            facts.update(call_counts(log))
        if sess is not None:
            facts["last_step_min"] = sess.t
            facts["tool_steps"] = sum(c.tool is not None for c in sess.calls)
        return rec

    def other(self, name: str, task: str, sess: Session, **kw) -> TrialRecord:
        """A trial of a made-up Harbor task (other_tasks_audit's builder); what it shows kept."""
        full = f"{self.prefix}-{name}"
        rec = ota.trial(full, task, sess, **kw)
        self.facts[full] = ota.FACTS.pop(full)
        return rec

    def case(self, name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
        """The case ``<prefix>-<name>``, labelled, with why its label is right."""
        self.cases.append(Labelled(f"{self.prefix}-{name}", record, verdict, subtype))
        self.notes[f"{self.prefix}-{name}"] = why
