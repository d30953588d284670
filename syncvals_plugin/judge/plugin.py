"""The LLM judge as a ``syncvals_judge`` plugin: a second opinion beside the rules, never over them.

Off unless configured (:mod:`syncvals_plugin.judge.config`).  Each answer is cached by the trial's
prompt (which holds the trial, the rubric and the prompt's version) and the model, so a rerun
asks nothing and gives the same answer; the cache lives under SyncVals' cache folder
(``judge/``).  A judge that fails is recorded as ``JUDGE_ERROR`` with why, on that trial only.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.judge.config import JudgeConfig, judge_config
from syncvals_plugin.records.store import atomic_write, read_bytes
from syncvals_plugin.records.trial import Classification, TrialRecord

# The prompt, the answer's schema and the client are imported when a judge is configured: with
# none (the default) the plugin costs ``classify`` one look for a configuration file per trial.


@dataclass
class Spent:
    """What the judge has cost in this process (``classify`` sums its workers')."""

    asked: int = 0
    cached: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0


SPENT = Spent()


def _cache_file(key: str) -> Path:
    # $SYNCVALS_JUDGE_CACHE, else ``judge/`` in SyncVals' cache folder.
    from syncvals_plugin.cache import cache_root

    folder = os.environ.get("SYNCVALS_JUDGE_CACHE")
    return (Path(folder) if folder else cache_root() / "judge") / key[:2] / f"{key}.json"


def _cached(key: str) -> dict | None:
    # A cached answer that no longer reads as one (edited, half-written, an older schema) is
    # asked again, never trusted.
    from syncvals_plugin.judge.answer import JudgeAnswer

    try:
        data = json.loads(read_bytes(_cache_file(key)))
        data["answer"] = JudgeAnswer.model_validate(data["answer"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return data


def _answer(
    key: str, config: JudgeConfig, messages: list[dict[str, str]], budget_share: float, extra: dict
):
    """The judge's parsed answer and token usage: from the cache under ``key``, or asked (within
    the budget); ``extra`` records which, and the cost.

    :raises JudgeFailure: the budget is spent, or the model's reply is unusable.
    """
    from syncvals_plugin.judge.answer import JudgeFailure, parse_answer
    from syncvals_plugin.judge.client import ask

    stored = _cached(key)
    if stored is not None:
        SPENT.cached += 1
        usage = stored.get("usage", {})
        extra |= {"cached": True, "usage": usage, "cost_usd": stored.get("cost_usd")}
        return stored["answer"], usage
    if config.budget_usd is not None and SPENT.cost_usd >= config.budget_usd * budget_share:
        raise JudgeFailure("budget", f"the judge's budget (${config.budget_usd:g}) is spent")
    reply = ask(config, messages)
    SPENT.asked += 1
    SPENT.prompt_tokens += reply.prompt_tokens
    SPENT.completion_tokens += reply.completion_tokens
    cost = config.cost(reply.prompt_tokens, reply.completion_tokens)
    SPENT.cost_usd += cost or 0.0
    usage = {"prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.completion_tokens}
    extra |= {"cached": False, "usage": usage, "cost_usd": cost}
    return parse_answer(reply.content), usage


def judge_trial(
    trial: TrialRecord, rules: Classification, config: JudgeConfig, budget_share: float = 1.0
) -> Classification:
    """The judge's classification of ``trial``: its answer checked (quotes found in the trial,
    the verdict fitting the reward), or ``JUDGE_ERROR`` saying why there is none."""
    from syncvals_plugin.judge.answer import JUDGE_ERROR, JudgeFailure, checked
    from syncvals_plugin.judge.prompt import PROMPT_VERSION, digest, judge_messages
    from syncvals_plugin.judge.rubric import rubric_for

    rubric = rubric_for(trial)
    unread = [
        f"step {e.step_id}: '{e.quote}'"
        for e in rules.evidence
        if rules.subtype == "Unreadable Action" and e.step_id is not None
    ]
    messages = judge_messages(trial, rubric, config.max_prompt_chars, unread)
    prompt_hash = digest(messages)
    key = digest({"model": config.model, "prompt": prompt_hash, "version": PROMPT_VERSION})
    extra = {
        "model": config.model,
        "rubric_version": rubric.version,
        "rubric_hash": rubric.digest,
        "prompt_hash": prompt_hash,
        "prompt_version": PROMPT_VERSION,
        "cache_key": key,
    }
    source = f"judge:{config.model}"
    try:
        answer, usage = _answer(key, config, messages, budget_share, extra)
        evidence, dropped = checked(trial, answer)
        if not extra["cached"]:
            # Only an answer that passed every check is kept: a failure is asked again next time.
            atomic_write(
                _cache_file(key),
                json.dumps(
                    {"answer": answer.model_dump(), "usage": usage, "cost_usd": extra["cost_usd"]}
                ),
            )
    except JudgeFailure as failure:
        return Classification(
            verdict=JUDGE_ERROR,
            subtype=failure.kind,
            description=f"The judge gave no usable answer: {failure}",
            source=source,
            extra=extra | {"error": failure.kind},
        )
    return Classification(
        verdict=answer.verdict,
        subtype=answer.subtype,
        description=answer.reasons,
        evidence=evidence,
        root_cause=answer.root_cause,
        recommendation=answer.recommendation,
        source=source,
        extra=extra
        | {
            "dropped_quotes": dropped,
            "agrees": answer.verdict == rules.verdict,
        },
    )


@hookimpl
def syncvals_judge(trial: TrialRecord, classification: Classification) -> Classification | None:
    """The configured LLM judge's opinion, or nothing when no judge is configured."""
    config = judge_config()
    if config is None:
        return None
    share = float(os.environ.get("SYNCVALS_JUDGE_BUDGET_SHARE", "1") or 1)
    return judge_trial(trial, classification, config, share)
