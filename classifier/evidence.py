"""Evidence checking: every quote must occur in what it cites, or it is dropped."""

from __future__ import annotations

from syncvals_plugin.classifier.signals import acting_steps, agent_steps, step_text
from syncvals_plugin.records.trial import Evidence, TrialRecord


def quote_holds(trial: TrialRecord, item: Evidence) -> bool:
    """Whether the quote is an exact substring of the cited step, the verifier output, the artifact,
    the served oracle's call log or the exception ``result.json`` records."""
    if not item.quote:
        return False
    if item.source == "result":
        info = trial.result.exception_info
        said = info.said if info else ""
        verifier = trial.result.verifier_result
        rewards = verifier.model_dump_json(include={"rewards"}) if verifier else ""
        return item.quote in said or (bool(rewards) and item.quote == rewards)
    if item.source == "oracle-calls":
        return item.quote in (trial.oracle_calls or "")
    if item.source == "solution-log":
        return trial.solution_log is not None and item.quote in trial.solution_log
    if item.source == "log":
        return item.quote in (trial.log or "")
    if item.source == "verifier":
        return item.quote in (trial.stdout or "")
    if item.source == "artifact":
        return item.quote in (trial.artifact or "")
    if item.source == "trajectory" and trial.trajectory and item.step_id:
        steps = trial.trajectory.steps
        if 1 <= item.step_id <= len(steps) and item.quote in step_text(steps[item.step_id - 1]):
            return True
        # what the step's subagents ran, and results recorded on the next step, are the step's
        return any(
            item.quote in step_text(s)
            for s in acting_steps(trial, agent_steps(trial))
            if s.step_id == item.step_id
        )
    return False


def checked_evidence(trial: TrialRecord, items: list[Evidence]) -> list[Evidence]:
    """The items whose quotes check out, in order, without duplicates."""
    seen, out = set(), []
    for item in items:
        key = (item.source, item.step_id, item.quote)
        if key not in seen and quote_holds(trial, item):
            seen.add(key)
            out.append(item)
    return out
