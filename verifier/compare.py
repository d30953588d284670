"""Comparison of one submission output with the reference's, done in the trusted parent only."""

from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class Outcome:
    """What one call produced: a value, or an exception (``raised`` holds its type name)."""

    value: object = None
    raised: str | None = None
    message: str = ""
    bad_output: str | None = None
    """Why the returned value could not be used (not a tensor, a subclass, ...): not an exception."""


@dataclass(frozen=True)
class Verdict:
    """The comparison of one case: whether it passed, why not, and the errors measured."""

    passed: bool
    reason: str = ""
    max_abs_err: float = 0.0
    max_rel_err: float = 0.0
    kind: str = "wrong-output"
    """A failure's :data:`~syncvals_plugin.records.report.FailureKind`."""


def _kind(t: torch.Tensor) -> str:
    if t.dtype == torch.bool:
        return "bool"
    if t.is_floating_point():
        return "floating"
    if t.is_complex():
        return "complex"
    return "integer"


def compare_tensors(expected: torch.Tensor, got: object, atol: float, rtol: float) -> Verdict:
    """Shape equal, dtype kind equal, integers/bools exact, floats within tolerance, NaN where NaN."""
    if type(got) is not torch.Tensor:
        return Verdict(
            False, f"returned {type(got).__name__}, expected a tensor", kind="bad-output"
        )
    if tuple(got.shape) != tuple(expected.shape):
        return Verdict(False, f"shape {list(got.shape)} != expected {list(expected.shape)}")
    if _kind(got) != _kind(expected):
        return Verdict(
            False,
            f"dtype {got.dtype} ({_kind(got)}) != expected {expected.dtype} ({_kind(expected)})",
        )
    if _kind(expected) != "floating":
        if torch.equal(got.to(expected.dtype), expected):
            return Verdict(True)
        wrong = int((got.to(expected.dtype) != expected).sum())
        return Verdict(False, f"{wrong} of {expected.numel()} values differ (exact match required)")
    e, g = expected.double(), got.double()
    e_nan, g_nan = torch.isnan(e), torch.isnan(g)
    if not torch.equal(e_nan, g_nan):
        return Verdict(
            False,
            f"NaN at {int((e_nan != g_nan).sum())} positions where the reference "
            f"{'has none' if int(g_nan.sum()) > int(e_nan.sum()) else 'has NaN'}",
        )
    finite = torch.isfinite(e) & torch.isfinite(g)
    inf_ok = torch.equal(torch.where(finite | e_nan, 0.0, e), torch.where(finite | g_nan, 0.0, g))
    if not inf_ok:
        return Verdict(False, "infinite values differ from the reference")
    diff = (e - g).abs()[finite]
    ref = e.abs()[finite]
    max_abs = float(diff.max()) if diff.numel() else 0.0
    max_rel = float((diff / ref.clamp_min(1e-300)).max()) if diff.numel() else 0.0
    if bool((diff <= atol + rtol * ref).all()):
        return Verdict(True, max_abs_err=max_abs, max_rel_err=max_rel)
    return Verdict(
        False,
        f"max abs error {max_abs:.3g}, max rel error {max_rel:.3g} (atol={atol:g}, rtol={rtol:g})",
        max_abs,
        max_rel,
    )


def compare_outcome(tolerance: tuple[float, float], expected: Outcome, got: Outcome) -> Verdict:
    """Judge one case within ``(atol, rtol)`` (the task's, for this function); where the reference
    raises, the submission must raise (any exception)."""
    if got.bad_output is not None:
        return Verdict(
            False,
            f"returned an unusable value ({got.bad_output})"
            + (f" where the reference raises {expected.raised}" if expected.raised else ""),
            kind="bad-output",
        )
    if expected.raised is not None:
        if got.raised is not None:
            return Verdict(True)
        return Verdict(False, f"returned a value where the reference raises {expected.raised}")
    if got.raised is not None:
        if got.raised == "NotImplementedError":
            return Verdict(
                False,
                f"not implemented (raises NotImplementedError{': ' + got.message.strip() if got.message.strip() else ''})",
                kind="not-implemented",
            )
        return Verdict(False, f"raised {got.raised}: {got.message}".strip(), kind="raised")
    atol, rtol = tolerance
    return compare_tensors(expected.value, got.value, atol, rtol)
