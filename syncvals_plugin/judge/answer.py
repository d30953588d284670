"""What a judge must answer, and how an answer is checked before it is recorded.

The schema puts the reasons first and the verdict last, so a model that writes in order decides
after it has argued.  An answer is checked, never trusted: it must parse against the schema, its
verdict must fit the reward (a reward of 1 is a SUCCESS verdict), and every quote must be found
in the trial (the ones that are not are dropped, and counted).
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from syncvals_plugin.classifier import VERDICTS, Verdict, checked_evidence, half
from syncvals_plugin.records.trial import Evidence, TrialRecord

JUDGE_ERROR = "JUDGE_ERROR"
"""The verdict of a judge that failed (timeout, refusal, invalid output): never a trial's."""


class JudgeFailure(Exception):
    """The judge gave no usable answer; ``kind`` says why (``timeout``, ``rate-limited``,
    ``server-error``, ``connection``, ``refused``, ``invalid-output``, ``budget``)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class Quote(BaseModel):
    """A quote the judge rests on, copied exactly from a step or the verifier's output."""

    model_config = ConfigDict(extra="forbid")

    source: Literal["trajectory", "verifier"] = "trajectory"
    step_id: int | None = None
    quote: str = Field(min_length=1)


class JudgeAnswer(BaseModel):
    """The judge's answer, reasons first."""

    model_config = ConfigDict(extra="forbid")

    reasons: str = Field(min_length=1)
    evidence: list[Quote]
    root_cause: str
    recommendation: str
    subtype: str
    # Literal over the rule table's verdicts, built at import so the two never drift; a type
    # checker cannot read a Literal from a runtime tuple, pydantic (which enforces it) can.
    verdict: Literal[VERDICTS]  # type: ignore[valid-type]


ANSWER_SCHEMA = JudgeAnswer.model_json_schema()
"""The JSON Schema the judge is asked to answer by (structured output)."""


def parse_answer(content: str | None) -> JudgeAnswer:
    """The judge's reply as an answer.

    :raises JudgeFailure: ``invalid-output`` when it is not JSON or not an answer.
    """
    try:
        return JudgeAnswer.model_validate(json.loads(content or ""))
    except json.JSONDecodeError as exc:
        raise JudgeFailure("invalid-output", f"the judge's reply is not JSON ({exc.msg})") from exc
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "$"
        raise JudgeFailure("invalid-output", f"the judge's reply: {where}: {first['msg']}") from exc


def checked(trial: TrialRecord, answer: JudgeAnswer) -> tuple[list[Evidence], int]:
    """The answer's quotes found in the trial, and how many were not (dropped).

    :raises JudgeFailure: ``invalid-output`` when the verdict contradicts the reward.
    """
    fixed = half(trial)
    if not (answer.verdict == Verdict.HARNESS_ERROR or answer.verdict.endswith(fixed)):
        raise JudgeFailure(
            "invalid-output",
            f"the judge's verdict {answer.verdict} contradicts the reward "
            f"({'none' if trial.result.reward is None else f'{trial.result.reward:g}'})",
        )
    claimed = [Evidence(source=q.source, step_id=q.step_id, quote=q.quote) for q in answer.evidence]
    kept = checked_evidence(trial, claimed)
    return kept, len(claimed) - len(kept)
