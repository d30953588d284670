"""The judge's settings: off unless a model is named.

As users of the ``openai`` SDK expect: ``OPENAI_BASE_URL`` and ``OPENAI_API_KEY`` name the server
and the key (any OpenAI-compatible server: a hosted API, vLLM, llama.cpp's server, Ollama), and
``SYNCVALS_JUDGE_MODEL`` names the model and switches the judge on.  A TOML file
(``$SYNCVALS_JUDGE_CONFIG``, else ``$XDG_CONFIG_HOME/syncvals/judge.toml``) may say the same and
more; the environment wins over the file.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from syncvals_plugin.errors import SyncValsError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


class JudgeConfigError(SyncValsError, ValueError):
    """The judge's configuration file is unreadable or holds an unknown or invalid setting."""


class JudgeConfig(BaseModel):
    """How to reach the judge and what it may spend."""

    model_config = ConfigDict(extra="forbid")

    model: str
    base_url: str | None = None
    api_key: str | None = None
    timeout_s: float = 120.0
    max_output_tokens: int = 2000
    budget_usd: float | None = None
    """Stop asking once the recorded cost reaches this (needs the two prices below)."""
    price_input_per_mtok: float | None = None
    price_output_per_mtok: float | None = None
    max_prompt_chars: int = 60_000
    """The trial is shown to the judge within this many characters (steps cut in the middle)."""

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float | None:
        """The cost of one answer at the configured prices, or None without prices."""
        if self.price_input_per_mtok is None or self.price_output_per_mtok is None:
            return None
        return (
            prompt_tokens * self.price_input_per_mtok
            + completion_tokens * self.price_output_per_mtok
        ) / 1e6


def config_file(env: Mapping[str, str] | None = None) -> Path:
    """Where the judge's configuration file is looked for (``env``: the process's environment)."""
    environ: Mapping[str, str] = os.environ if env is None else env
    if environ.get("SYNCVALS_JUDGE_CONFIG"):
        return Path(environ["SYNCVALS_JUDGE_CONFIG"])
    base = environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "syncvals" / "judge.toml"


_READ = (
    "SYNCVALS_JUDGE_CONFIG",
    "XDG_CONFIG_HOME",
    "HOME",
    *("SYNCVALS_JUDGE_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"),
)


def judge_config(env: Mapping[str, str] | None = None) -> JudgeConfig | None:
    """The judge's settings, or None when no model is named (the judge is off).

    Asked once per classified trial: worked out again only when a variable it reads or the
    file's modification time changes.

    :raises JudgeConfigError: naming the file and the setting that is wrong.
    """
    environ: Mapping[str, str] = os.environ if env is None else env
    values = tuple(environ.get(name) for name in _READ)
    path = _file(values)
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        stamp = None
    return _settings(values, path, stamp)


@functools.lru_cache(maxsize=16)
def _file(values: tuple) -> str:
    return str(config_file({k: v for k, v in zip(_READ, values, strict=True) if v is not None}))


@functools.lru_cache(maxsize=16)
def _settings(values: tuple, file: str, stamp: int | None) -> JudgeConfig | None:
    env = {k: v for k, v in zip(_READ, values, strict=True) if v is not None}
    path = Path(file)
    data: dict = {}
    if stamp is not None and path.is_file():
        try:
            data = tomllib.loads(path.read_text())
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise JudgeConfigError(f"{path}: not a readable TOML file ({exc})") from exc
    elif env.get("SYNCVALS_JUDGE_CONFIG"):
        raise JudgeConfigError(f"{path}: no such judge configuration file")
    overrides = {
        "model": env.get("SYNCVALS_JUDGE_MODEL"),
        "base_url": env.get("OPENAI_BASE_URL"),
        "api_key": env.get("OPENAI_API_KEY"),
    }
    data |= {k: v for k, v in overrides.items() if v}
    if not data.get("model"):
        return None
    try:
        return JudgeConfig.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise JudgeConfigError(f"{path}: {where}: {first['msg']}") from exc
