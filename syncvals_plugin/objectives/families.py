"""The input families of a call to ``reverse-engineer-objectives``' oracle: which of the held-out
suite's case families (:mod:`.cases`) a call an agent made exercises, read from its arguments.

The served oracle asks this for every call it logs, so the call log and a grading report speak
one vocabulary: "``entropy`` fails on ``empty-mask-row``; the agent never called it on one" is
then a comparison of two records, not a guess.  A family this reader cannot recognise in a
call is not in :data:`RECOGNISED`, and nothing may say an agent "never called" it
(``tests/objectives/test_families.py`` checks every recognised family against the held-out
cases of several seeds).
"""

from __future__ import annotations

from typing import Any, TypeGuard

RECOGNISED = frozenset(
    {
        "float64", "empty-mask", "empty-mask-row", "bool-mask", "axis", "axis-tuple",
        "large-values", "neg-inf-logits", "negative-values", "ignore-some", "all-ignored",
        "logits-3d", "out-of-range-label", "label-smoothing", "no-smoothing", "scale-by-std",
        "2d-rewards", "identical-group", "group-of-two", "time-major-batch", "single-step",
        "k1", "k2", "k3", "bad-estimator", "shift-mean", "keep-mean", "length-normalize",
        "ties", "ties-at-kth", "k-ge-vocab", "k-zero", "even-count", "rows-2d", "extremes",
        "full-length", "1d", "small-p", "small-delta", "1d-sequence", "all-distinct",
        "k1-unscaled", "clip-higher", "on-boundary",
    }
)  # fmt: skip
"""The held-out families a call can be recognised in."""

_TIME_MAJOR = {"gae", "lambda_returns", "discounted_returns", "cumulative_max", "ppo_objective"}
_ESTIMATORS = {"k1", "k2", "k3"}


def _tensor(value: Any) -> TypeGuard[Any]:
    # A guard, so a checked ``p.get(...)`` is a tensor to the type checker too.
    return hasattr(value, "dtype") and hasattr(value, "shape") and hasattr(value, "ndim")


def argument_family(name: str, value: Any) -> str | None:
    """The family one argument shows by itself (``"empty-mask"`` for an all-zero mask), or None
    for an ordinary one."""
    if not _tensor(value) or value.numel() == 0:
        return None
    import torch

    if "mask" in name:
        if value.dtype == torch.bool:
            return "bool-mask"
        if not bool(value.any()):
            return "empty-mask"
        if value.ndim >= 2 and bool((~value.bool().flatten(1).any(1)).any()):
            return "empty-mask-row"
    if value.is_floating_point():
        if bool(torch.isneginf(value).any()):
            return "neg-inf-logits"
        finite = value[torch.isfinite(value)]
        if finite.numel() and float(finite.abs().max()) > 40:
            return "large-values"
    if value.dtype == torch.float64:
        return "float64"
    return None


def call_families(function: str, params: dict[str, Any]) -> list[str]:
    """The held-out families the call ``function(**params)`` exercises (``params`` bound by the
    function's signature), in a stable order; ``["random"]`` when it shows none."""
    found: list[str] = []
    for name, value in params.items():
        family = argument_family(name, value)
        if family and family not in found:
            found.append(family)
    for family in _by_function(function, params):
        if family not in found:
            found.append(family)
    if "float64" not in found and any(
        _tensor(v) and str(v.dtype) == "torch.float64" for v in params.values()
    ):
        found.append("float64")
    return found or ["random"]


def _by_function(function: str, p: dict[str, Any]) -> list[str]:
    """Families only the function's own arguments together show."""
    out: list[str] = []
    for check in _CHECKS:
        out += check(function, p)
    return out


def _axis(function: str, p: dict) -> list[str]:
    axis = p.get("axis")
    if isinstance(axis, (tuple, list)):
        return ["axis-tuple"]
    if function in {"logsumexp", "log_softmax"}:
        x = p.get("x")
        last = {-1, x.ndim - 1} if _tensor(x) else {-1}
        return ["axis"] if isinstance(axis, int) and axis not in last else []
    return ["axis"] if isinstance(axis, int) else []


def _labels(function: str, p: dict) -> list[str]:
    labels, logits = p.get("labels"), p.get("logits")
    if not _tensor(labels) or not _tensor(logits) or labels.numel() == 0:
        return []
    out = (
        ["logits-3d"] if logits.ndim == 3 and function in {"cross_entropy", "smoothed_nll"} else []
    )
    if function == "selective_logprobs" and logits.ndim == 2:
        out.append("1d-sequence")
    ignore = p.get("ignore_index")
    if isinstance(ignore, int):
        hit = labels == ignore
        out.append("all-ignored" if bool(hit.all()) else "ignore-some" if bool(hit.any()) else "")
    elif bool(((labels < 0) | (labels >= logits.shape[-1])).any()):
        out.append("out-of-range-label")
    return [f for f in out if f]


def _switches(function: str, p: dict) -> list[str]:
    out = []
    if p.get("scale_by_std") is True and function == "grpo_advantages":
        out.append("scale-by-std")
    if "shift_mean" in p and function in {"whiten", "masked_whiten"}:
        out.append("shift-mean" if p["shift_mean"] else "keep-mean")
    if p.get("length_normalize") is True:
        out.append("length-normalize")
    smoothing = p.get("label_smoothing", p.get("smoothing"))
    if isinstance(smoothing, (int, float)) and not isinstance(smoothing, bool):
        if smoothing > 0 and function in {"dpo_loss", "dpo_sequence_loss"}:
            out.append("label-smoothing")
        if smoothing == 0 and function == "smoothed_nll":
            out.append("no-smoothing")
    return out


def _estimator(function: str, p: dict) -> list[str]:
    kind = p.get("estimator", p.get("kl_estimator"))
    if not isinstance(kind, str):
        return []
    if kind not in _ESTIMATORS:
        return ["bad-estimator"]
    if function == "grpo_objective" and kind == "k1" and p.get("scale_by_std") is False:
        return ["k1-unscaled"]
    return [kind]


def _groups(function: str, p: dict) -> list[str]:
    rewards, size = p.get("rewards"), p.get("group_size")
    if not _tensor(rewards) or not isinstance(size, int) or size <= 0 or rewards.numel() == 0:
        return []
    out = ["2d-rewards"] if rewards.ndim == 2 and function == "grpo_advantages" else []
    if size == 2:
        out.append("group-of-two")
    flat = rewards.reshape(-1)
    if flat.numel() % size == 0:
        groups = flat.reshape(-1, size)
        if bool((groups == groups[:, :1]).all(1).any()):
            out.append("identical-group")
    return out


def _time(function: str, p: dict) -> list[str]:
    if function not in _TIME_MAJOR:
        return []
    first = next((v for v in p.values() if _tensor(v)), None)
    if first is None:
        return []
    if first.ndim == 2:
        return ["time-major-batch"]
    return ["single-step"] if first.ndim == 1 and first.shape[0] == 1 else []


def _ties(function: str, p: dict) -> list[str]:
    import torch

    if function == "top_k_mask":
        logits, k = p.get("logits"), p.get("k")
        if not _tensor(logits) or not isinstance(k, int) or logits.numel() == 0:
            return []
        vocab = logits.shape[-1]
        if k == 0:
            return ["k-zero"]
        if k >= vocab:
            return ["k-ge-vocab"]
        kth = logits.sort(-1, descending=True).values[..., k - 1 : k]
        return ["ties-at-kth"] if bool(((logits == kth).sum(-1) > 1).any()) else []
    x = p.get("logits", p.get("labels"))
    if function in {"argmax_tokens", "mode_label"} and _tensor(x) and x.numel():
        if function == "argmax_tokens":
            top = x.max(-1, keepdim=True).values
            return ["ties"] if bool(((x == top).sum(-1) > 1).any()) else []
        counts = [torch.unique(row, return_counts=True)[1] for row in x.reshape(-1, x.shape[-1])]
        if all(bool((c == 1).all()) for c in counts):
            return ["all-distinct"]
        return ["ties"] if any(int((c == c.max()).sum()) > 1 for c in counts) else []
    return []


def _shapes(function: str, p: dict) -> list[str]:
    out = []
    rewards = p.get("rewards")
    if function == "median_reward" and _tensor(rewards) and rewards.numel():
        out.append("rows-2d" if rewards.ndim == 2 else "")
        out.append("even-count" if rewards.ndim == 1 and rewards.shape[0] % 2 == 0 else "")
    if function == "quantile_lower" and p.get("q") in (0, 0.0, 1, 1.0):
        out.append("extremes")
    lengths, max_len = p.get("lengths"), p.get("max_len")
    if function == "pad_mask_from_lengths" and _tensor(lengths) and isinstance(max_len, int):
        out.append("full-length" if lengths.numel() and int(lengths.max()) >= max_len else "")
    values = p.get("values")
    if function == "masked_max" and _tensor(values) and values.numel() and float(values.max()) < 0:
        out.append("negative-values")
    mask = p.get("mask")
    if function == "first_nonzero_index" and _tensor(mask) and mask.ndim == 1:
        out.append("1d")
    if function == "top_p_mask" and isinstance(p.get("p"), float) and p["p"] < 0.2:
        out.append("small-p")
    delta = p.get("delta")
    if function == "huber_value_loss" and isinstance(delta, (int, float)) and delta < 1:
        out.append("small-delta")
    low, high = p.get("clip_low"), p.get("clip_high")
    if function == "clipped_pg_loss" and isinstance(low, float) and isinstance(high, float):
        out.append("clip-higher" if high != low else "")
    if function == "bucketize_reward" and _tensor(rewards) and _tensor(p.get("boundaries")):
        out.append("on-boundary" if bool(rewards.unsqueeze(-1).eq(p["boundaries"]).any()) else "")
    return [f for f in out if f]


_CHECKS = (_axis, _labels, _switches, _estimator, _groups, _time, _ties, _shapes)
