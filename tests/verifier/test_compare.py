"""The comparison rules of the parent."""

from __future__ import annotations

import torch

from syncvals_plugin.verifier.compare import Outcome, compare_outcome, compare_tensors
from syncvals_plugin.verifier.sandbox import decode_value
from syncvals_plugin.verifier.zygote import FrameError, encode_frame, split_frame


def test_shape_kind_tolerance_and_nan():
    e = torch.tensor([1.0, float("nan")])
    assert compare_tensors(
        e, torch.tensor([1.0 + 5e-6, float("nan")], dtype=torch.float64), 1e-6, 1e-5
    ).passed
    assert not compare_tensors(e, torch.tensor([1.1, float("nan")]), 1e-6, 1e-5).passed
    assert not compare_tensors(e, torch.tensor([1.0, 0.0]), 1e-6, 1e-5).passed
    assert not compare_tensors(
        torch.tensor(1.0), torch.tensor([1.0]), 1e-6, 1e-5
    ).passed  # no broadcasting
    assert not compare_tensors(torch.tensor([1, 2]), torch.tensor([1.0, 2.0]), 1e-6, 1e-5).passed
    assert compare_tensors(torch.tensor([True]), torch.tensor([True]), 0, 0).passed
    assert not compare_tensors(torch.tensor([1.0]), 1.0, 1e-6, 1e-5).passed


def test_raising_reference_requires_a_raise(task):
    tol = task.tolerance
    assert compare_outcome(tol, Outcome(raised="ValueError"), Outcome(raised="KeyError")).passed
    assert not compare_outcome(
        tol, Outcome(raised="ValueError"), Outcome(value=torch.zeros(1))
    ).passed
    assert not compare_outcome(
        tol, Outcome(value=torch.zeros(())), Outcome(raised="RuntimeError")
    ).passed
    assert not compare_outcome(
        tol, Outcome(raised="ValueError"), Outcome(bad_output="a str")
    ).passed


def test_composites_are_graded_looser_as_the_task_says(task):
    e, g = Outcome(value=torch.tensor(1.0)), Outcome(value=torch.tensor(1.00005))
    assert task.composites == {
        "dpo_sequence_loss",
        "grpo_objective",
        "ppo_objective",
        "rloo_objective",
        "reverse_kl_objective",
    }
    assert compare_outcome(task.tolerance_for("ppo_objective"), e, g).passed
    assert not compare_outcome(task.tolerance_for("masked_mean"), e, g).passed


def test_wire_format_round_trip_and_rejections():
    import pytest

    frame = encode_frame({"type": "x"}, [b"abc"])
    header, body, used = split_frame(frame + b"tail")
    assert header == {"type": "x"} and body == b"abc" and used == len(frame)
    assert split_frame(frame[:-1]) is None
    with pytest.raises(FrameError):
        split_frame(b"EVIL" + frame[4:])
    with pytest.raises(FrameError):
        decode_value(
            {"kind": "tensor", "dtype": "torch.float32", "shape": [4], "offset": 0, "nbytes": 4},
            b"1234",
            {"offset": 0},
        )
    with pytest.raises(FrameError):
        decode_value({"kind": "pickle", "data": "x"}, b"", {"offset": 0})
