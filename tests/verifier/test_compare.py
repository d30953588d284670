"""The comparison rules of the parent."""

from __future__ import annotations

import torch

from syncvals_plugin.verifier.compare import Outcome, compare_outcome, compare_tensors
from syncvals_plugin.verifier.values import Value, decode_value, from_tensor
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


def _cases():
    """Expected/got pairs over every dtype the wire carries and the values that trip comparisons."""
    inf, nan = float("inf"), float("nan")
    base = [
        ([1.0, 2.0, 3.0], [1.0, 2.0, 3.0]),
        ([1.0, 2.0], [1.0 + 5e-6, 2.0 - 1e-5]),
        ([1.0, 2.0], [1.001, 2.0]),
        ([nan, 1.0], [nan, 1.0]),
        ([nan, 1.0], [0.0, 1.0]),
        ([1.0, 1.0], [nan, 1.0]),
        ([inf, -inf], [inf, -inf]),
        ([inf, 1.0], [-inf, 1.0]),
        ([inf, 1.0], [1e30, 1.0]),
        ([1.0, 2.0], [inf, 2.0]),
        ([-0.0, 0.0], [0.0, -0.0]),
        ([0.0, 1e-7], [1e-7, 0.0]),
        ([1e-300, 0.0], [0.0, 1e-300]),
        ([65504.0, -3.0], [65504.0, -3.0]),
        ([], []),
    ]
    out = []
    for dtype in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
        for e, g in base:
            out.append((torch.tensor(e, dtype=dtype), torch.tensor(g, dtype=dtype)))
    out.append((torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0], dtype=torch.float64)))
    out.append((torch.randn(3, 4, dtype=torch.float64), torch.randn(3, 4, dtype=torch.float64)))
    x = torch.randn(2, 3, 5)
    out.append((x, x + 1e-7))
    return out


def test_plain_python_comparison_agrees_with_torch_allclose():
    """Same shape, floating kinds: pass exactly when ``torch.allclose(equal_nan=True)`` passes on
    the values widened to float64 (what the previous torch comparison computed)."""
    for atol, rtol in ((1e-6, 1e-5), (1e-5, 1e-4), (0.0, 0.0)):
        for expected, got in _cases():
            want = torch.allclose(
                got.double(), expected.double(), rtol=rtol, atol=atol, equal_nan=True
            ) and torch.equal(torch.isinf(got.double()), torch.isinf(expected.double()))
            verdict = compare_tensors(from_tensor(expected), from_tensor(got), atol, rtol)
            assert verdict.passed == want, (expected, got, atol, rtol, verdict)


def test_plain_python_integers_and_bools_are_exact_like_torch_equal():
    pairs = [
        (torch.tensor([1, 2, 3]), torch.tensor([1, 2, 3], dtype=torch.int32)),
        (torch.tensor([1, 2, 3]), torch.tensor([1, 2, 4])),
        (torch.tensor([255], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int64)),
        (torch.tensor([True, False]), torch.tensor([True, False])),
        (torch.tensor([True, False]), torch.tensor([True, True])),
        (torch.zeros(0, 3, dtype=torch.int64), torch.zeros(0, 3, dtype=torch.int8)),
    ]
    for expected, got in pairs:
        want = torch.equal(got.to(expected.dtype), expected)
        assert compare_tensors(from_tensor(expected), from_tensor(got), 0, 0).passed == want


def test_values_decode_every_width_exactly():
    for dtype in (
        torch.float16,
        torch.bfloat16,
        torch.float32,
        torch.float64,
        torch.int8,
        torch.uint8,
        torch.int16,
        torch.int32,
        torch.int64,
        torch.bool,
    ):
        t = torch.tensor([0, 1, -2, 3.5, 100], dtype=torch.float64).to(dtype)
        assert (
            from_tensor(t).numbers() == t.double().tolist()
            or from_tensor(t).numbers() == t.tolist()
        )
    empty = from_tensor(torch.zeros(0, 4))
    assert empty == Value("torch.float32", (0, 4), b"") and empty.numbers() == []


def test_the_parent_compares_without_torch():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from syncvals_plugin.verifier.compare import Outcome, compare_outcome\n"
        "from syncvals_plugin.verifier.values import Value\n"
        "import struct\n"
        "e = Value('torch.float32', (2,), struct.pack('<2f', 1.0, float('nan')))\n"
        "g = Value('torch.float64', (2,), struct.pack('<2d', 1.0000001, float('nan')))\n"
        "assert compare_outcome((1e-6, 1e-5), Outcome(value=e), Outcome(value=g)).passed\n"
        "print('torch' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
