"""How far two raters agree: Cohen's kappa, and precision and recall per verdict."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass


def cohen_kappa(a: list[str], b: list[str]) -> float | None:
    """Cohen's kappa of two raters over the same items (None for no items; 1.0 when both always
    give the same single label)."""
    if len(a) != len(b):
        raise ValueError("the two raters rated different numbers of items")
    n = len(a)
    if not n:
        return None
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[k] * cb[k] for k in ca) / (n * n)
    if expected == 1:
        return 1.0
    return (observed - expected) / (1 - expected)


@dataclass(frozen=True)
class PerLabel:
    """Precision and recall of one label, predictions against the truth."""

    label: str
    precision: float | None
    recall: float | None
    support: int


def per_label(truth: list[str], predicted: list[str]) -> list[PerLabel]:
    """Precision and recall of every label either side uses (None where undefined)."""
    out = []
    for label in sorted(set(truth) | set(predicted)):
        tp = sum(t == p == label for t, p in zip(truth, predicted, strict=True))
        said = sum(p == label for p in predicted)
        real = sum(t == label for t in truth)
        out.append(PerLabel(label, tp / said if said else None, tp / real if real else None, real))
    return out
