"""The judge's prompt: the rubric, the answer's schema, and the trial as the records hold it.

The trial is shown as text the judge can quote from: each step with its number, what the agent
said, the calls it made and what they returned, then the verifier's output and the reward.  A
long trial keeps its beginning and its end within ``max_chars`` (the middle is marked as cut).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence

from syncvals_plugin.judge.answer import ANSWER_SCHEMA
from syncvals_plugin.judge.rubric import Rubric
from syncvals_plugin.records.atif import message_text
from syncvals_plugin.records.trial import TrialRecord

PROMPT_VERSION = "1"
"""Changes whenever the prompt's wording or layout does (it is part of the cache key)."""
FIELD_CHARS = 1_500
"""A step's message, argument or output is cut to this many characters."""

SYSTEM = """You review one recorded trial of an AI agent working on a task, for the task's author.
You explain what happened; you never change the reward.  Answer with one JSON object that follows
the schema below, and nothing else.  Give your reasons first and your verdict last.  Every quote in
"evidence" must be copied exactly from the step it names (step_id) or from the verifier's output
(source "verifier"): quotes that are not found are discarded.

Criteria (rubric {version}):
{criteria}

Answer schema:
{schema}"""


def _cut(text: str, limit: int = FIELD_CHARS) -> str:
    return text if len(text) <= limit else text[: limit // 2] + "\n[…]\n" + text[-limit // 2 :]


def trial_text(trial: TrialRecord, max_chars: int) -> str:
    """The trial as the judge reads it, within ``max_chars``."""
    reward = "none (ungraded)" if trial.result.reward is None else f"{trial.result.reward:g}"
    head = [f"Task: {trial.result.task_name}", f"Reward: {reward}"]
    info = trial.result.exception_info
    if info:
        head.append(f"The run raised: {info.exception_type}: {_cut(info.exception_message)}")
    steps = []
    for step in trial.trajectory.steps if trial.trajectory else []:
        lines = [f"[step {step.step_id}] {step.source}: {_cut(message_text(step.message))}"]
        for call in step.tool_calls or []:
            args = json.dumps(call.arguments, ensure_ascii=False)
            lines.append(f"  call {call.function_name}: {_cut(args)}")
        for result in step.observation.results if step.observation else []:
            content = (
                result.content if isinstance(result.content, str) else message_text(result.content)
            )
            lines.append(f"  output: {_cut(content or '')}")
        steps.append("\n".join(lines))
    tail = [f"Verifier output:\n{_cut(trial.stdout or '(none)', 6_000)}"]
    budget = max_chars - sum(len(x) + 1 for x in head + tail)
    shown, used, cut = list(steps), sum(len(s) + 1 for s in steps), 0
    while used > budget and len(shown) > 2:  # keep the first and last steps, cut the middle
        middle = len(shown) // 2
        used -= len(shown.pop(middle)) + 1
        cut += 1
    if cut:
        shown.insert(len(shown) // 2, f"[… {cut} steps in the middle not shown …]")
    return "\n".join(head + ["Trajectory:"] + shown + tail)


def judge_messages(
    trial: TrialRecord, rubric: Rubric, max_chars: int, unread: Sequence[str] = ()
) -> list[dict[str, str]]:
    """The chat messages that ask the judge about ``trial``; ``unread``: steps the rules could
    not read (``step N: 'quote'``), which the judge is asked to explain."""
    criteria = "\n".join(f"- {c.name}: {' '.join(c.guidance.split())}" for c in rubric.criteria)
    system = SYSTEM.format(
        version=rubric.version, criteria=criteria, schema=json.dumps(ANSWER_SCHEMA)
    )
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": trial_text(trial, max_chars) + _asked(unread)},
    ]


def _asked(unread: Sequence[str]) -> str:
    # Only when there is a question: every other prompt (and its cache key) stays as it was.
    if not unread:
        return ""
    steps = "\n".join(f"- {u}" for u in unread)
    return (
        "\n\nThe rules could not read what these steps ran (code decoded at run time). Say in "
        f"your reasons what each one did, quoting it:\n{steps}"
    )


def digest(value: object) -> str:
    """A short hash of a JSON-able value (the prompt, the cache key)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]
