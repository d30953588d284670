"""One question to an OpenAI-compatible chat-completions server, through the ``openai`` SDK.

No retries: a judge that times out, is rate-limited or fails says so once (``JudgeFailure``),
and the rules' verdict stands.  The answer is asked for as structured output against the answer
schema; a server that ignores that still has its reply checked by :func:`parse_answer`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from syncvals_plugin.judge.answer import ANSWER_SCHEMA, JudgeFailure
from syncvals_plugin.judge.config import JudgeConfig

if TYPE_CHECKING:  # the SDK is an optional dependency, imported when the judge asks
    from openai.types.chat import ChatCompletionMessageParam


@dataclass
class Reply:
    """What the server said, and what it cost in tokens."""

    content: str | None
    prompt_tokens: int
    completion_tokens: int


def _chat_message(message: dict[str, str]) -> ChatCompletionMessageParam:
    """One ``{"role", "content"}`` message in the SDK's terms (the prompt knows no SDK)."""
    role, content = message["role"], message["content"]
    if role == "system":
        return {"role": "system", "content": content}
    if role == "user":
        return {"role": "user", "content": content}
    if role == "assistant":
        return {"role": "assistant", "content": content}
    raise ValueError(f"judge prompt: message role {role!r} is not system, user or assistant")


def ask(config: JudgeConfig, messages: list[dict[str, str]]) -> Reply:
    """Ask once.

    :raises JudgeFailure: ``timeout``, ``rate-limited``, ``server-error``, ``connection`` or
        ``refused``, with the server's own words.
    """
    try:
        import openai
    except ImportError as exc:
        raise JudgeFailure(
            "connection", "the judge needs the openai package: pip install 'syncvals[judge]'"
        ) from exc
    client = openai.OpenAI(
        base_url=config.base_url,
        api_key=config.api_key or "not-set",  # local servers take any key; the SDK needs one
        timeout=config.timeout_s,
        max_retries=0,
    )
    try:
        response = client.chat.completions.create(
            model=config.model,
            messages=[_chat_message(m) for m in messages],
            temperature=0,
            max_tokens=config.max_output_tokens,
            response_format={
                "type": "json_schema",
                "json_schema": {"name": "judge_answer", "schema": ANSWER_SCHEMA},
            },
        )
    except openai.APITimeoutError as exc:
        raise JudgeFailure("timeout", f"no answer within {config.timeout_s:g} s") from exc
    except openai.RateLimitError as exc:
        raise JudgeFailure("rate-limited", f"rate limited (HTTP 429): {exc.message}") from exc
    except openai.APIStatusError as exc:
        raise JudgeFailure(
            "server-error", f"the server answered HTTP {exc.status_code}: {exc.message}"
        ) from exc
    except openai.APIConnectionError as exc:
        raise JudgeFailure("connection", f"could not reach {config.base_url}: {exc}") from exc
    if not response.choices:
        raise JudgeFailure("invalid-output", "the server sent no choice")
    message = response.choices[0].message
    if getattr(message, "refusal", None):
        raise JudgeFailure("refused", f"the judge refused: {message.refusal}")
    usage = response.usage
    return Reply(
        content=message.content,
        prompt_tokens=usage.prompt_tokens if usage else 0,
        completion_tokens=usage.completion_tokens if usage else 0,
    )
