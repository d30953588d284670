"""How the verifier runs: the options every caller passes down (a record: it crosses the
``syncvals_verify`` hook)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from syncvals_plugin.records.report import SandboxMode


class VerifyOptions(BaseModel):
    """How to run the verifier.  Defaults suit grading on a 2-core machine."""

    mode: Literal["auto"] | SandboxMode = "auto"
    seed: int | None = Field(
        None,
        ge=0,
        lt=2**62,
        description="a fixed held-out seed (to reproduce a grade); None: the secret one",
    )
    function_timeout_s: float = Field(
        20.0, gt=0, description="wall-clock limit for one function's cases"
    )
    startup_timeout_s: float = Field(
        60.0, gt=0, description="limit for the sandbox to import torch and the submission"
    )
    memory_mb: int = Field(2048, ge=1024, description="address-space limit of the sandbox")
    log_cap_bytes: int = Field(64 * 1024, ge=1024, description="submission output kept in the log")
    max_relaunches: int = Field(6, ge=0, description="sandbox restarts after a crash or timeout")
    workers: int = Field(
        4, ge=1, le=16, description="functions graded at once (each in its own worker process)"
    )
