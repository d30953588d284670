"""Comparison of one submission output with the reference's, done in the trusted parent only,
in plain Python over decoded bytes (:mod:`syncvals_plugin.verifier.values`): no torch here."""

from __future__ import annotations

import math
from dataclasses import dataclass

from syncvals_plugin.verifier.values import INTEGER_BITS, Value, as_value


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


def _wrap(value: int, dtype: str) -> int:
    # What converting to an integer dtype does to an out-of-range integer (two's complement).
    bits = INTEGER_BITS[dtype]
    value &= (1 << bits) - 1
    if dtype != "torch.uint8" and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def _as_kind(values: list, kind: str, dtype: str) -> list:
    # Converting a bool or integer output to the expected dtype, as ``tensor.to(dtype)`` would.
    if kind == "bool":
        return [bool(v) for v in values]
    return [_wrap(int(v), dtype) for v in values]


def compare_tensors(expected: object, got: object, atol: float, rtol: float) -> Verdict:
    """Shape equal, dtype kind equal, integers/bools exact, floats within tolerance, NaN where NaN,
    infinities equal: in plain Python over the decoded bytes (no torch).

    ``expected`` is the reference's output, a :class:`Value` or a torch tensor; ``got`` is
    whatever the submission returned."""
    got = as_value(got)
    if type(got) is not Value:
        return Verdict(
            False, f"returned {type(got).__name__}, expected a tensor", kind="bad-output"
        )
    expected = as_value(expected)
    if type(expected) is not Value:
        raise TypeError(
            f"compare_tensors: the expected output is {type(expected).__name__}, not a tensor"
        )
    if got.shape != expected.shape:
        return Verdict(False, f"shape {list(got.shape)} != expected {list(expected.shape)}")
    if got.kind != expected.kind:
        return Verdict(
            False,
            f"dtype {got.dtype} ({got.kind}) != expected {expected.dtype} ({expected.kind})",
        )
    e, g = expected.numbers(), got.numbers()
    if expected.kind != "floating":
        g = _as_kind(g, expected.kind, expected.dtype)
        wrong = sum(1 for x, y in zip(e, g, strict=True) if x != y)
        if not wrong:
            return Verdict(True)
        return Verdict(False, f"{wrong} of {len(e)} values differ (exact match required)")
    nan_mismatch = sum(1 for x, y in zip(e, g, strict=True) if (x != x) != (y != y))
    if nan_mismatch:
        more = sum(1 for y in g if y != y) > sum(1 for x in e if x != x)
        return Verdict(
            False,
            f"NaN at {nan_mismatch} positions where the reference {'has none' if more else 'has NaN'}",
        )
    max_abs = max_rel = 0.0
    close = True
    for x, y in zip(e, g, strict=True):
        if x != x:  # NaN in both
            continue
        if not (math.isfinite(x) and math.isfinite(y)):
            if x != y:
                return Verdict(False, "infinite values differ from the reference")
            continue
        diff = abs(x - y)
        ref = abs(x)
        max_abs = max(max_abs, diff)
        max_rel = max(max_rel, diff / max(ref, 1e-300))
        if not diff <= atol + rtol * ref:
            close = False
    if close:
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
