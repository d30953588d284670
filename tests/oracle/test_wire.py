"""The served oracle's wire format: every value the task's functions take or give makes the trip
exactly (values, dtypes, shapes, strides, NaN and infinities), and a message that breaks the
format or a bound is a WireError before anything is allocated or run; nothing is unpickled."""

from __future__ import annotations

import json
import pickle
import struct

import pytest
import torch

from syncvals_plugin.oracle import wire


def _trip(value):
    header, buffers = wire.decode(wire.encode({"call": "f"}, {"v": value}))
    return wire.value(header["v"], buffers)


@pytest.mark.parametrize("dtype", wire.DTYPES)
def test_every_dtype_makes_the_trip_bit_for_bit(dtype):
    kind = getattr(torch, dtype)
    base = (
        torch.tensor([[0, 1, -2], [3, -4, 5]]).to(kind)
        if dtype != "bool"
        else (torch.tensor([[True, False, True], [False, False, True]]))
    )
    back = _trip(base)
    assert back.dtype == kind and back.shape == base.shape
    assert torch.equal(
        back.view(torch.uint8) if dtype == "bool" else back,
        base.view(torch.uint8) if dtype == "bool" else base,
    )


def test_views_keep_their_strides_and_scalars_their_rank():
    x = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4)
    for view in (x.transpose(0, 2), x[:, 1], x[..., ::2], torch.ones(3).expand(4, 3), x[1, 2, 3]):
        back = _trip(view)
        assert back.shape == view.shape and back.stride() == view.stride()
        assert torch.equal(back, view)
    assert _trip(torch.tensor(2.5)).dim() == 0
    assert _trip(torch.empty(0, 3)).shape == (0, 3)


def test_specials_and_containers_make_the_trip():
    x = torch.tensor([float("nan"), float("inf"), -float("inf"), 0.0])
    back = _trip(x)
    assert torch.isnan(back[0]) and back[1] == float("inf") and back[2] == -float("inf")
    value = (None, True, 3, float("nan"), -float("inf"), "sum", [1.5, (x,)], {"k": 2})
    back = _trip(value)
    assert back[:3] == (None, True, 3) and back[3] != back[3] and back[4] == -float("inf")
    assert back[5] == "sum" and torch.equal(back[6][1][0][1:], x[1:]) and back[7] == {"k": 2}


def _raw(header: dict, *buffers: bytes) -> bytes:
    text = json.dumps(header).encode()
    return struct.pack(">I", len(text)) + text + b"".join(buffers)


@pytest.mark.parametrize(
    "message",
    [
        pickle.dumps({"call": "f"}),  # a pickle is never read
        b"\x00\x00\x00\x05[1,2]",
        struct.pack(">I", wire.MAX_HEADER + 1) + b"{}",
        _raw({"buffers": [10]}, b"short"),
        _raw({"buffers": [-1]}),
    ],
)
def test_a_broken_message_is_refused(message):
    with pytest.raises(wire.WireError):
        wire.decode(message)


@pytest.mark.parametrize(
    "encoded,buffers",
    [
        (
            {"t": "tensor", "dtype": "complex64", "shape": [1], "strides": [1], "buffer": 0},
            [b"x" * 8],
        ),
        (
            {"t": "tensor", "dtype": "float32", "shape": [4], "strides": [9], "buffer": 0},
            [b"x" * 16],
        ),
        (
            {"t": "tensor", "dtype": "float32", "shape": [1 << 23], "strides": [1], "buffer": 0},
            [b""],
        ),
        (
            {"t": "tensor", "dtype": "float32", "shape": [2], "strides": [1], "buffer": 3},
            [b"x" * 8],
        ),
        ({"t": "object", "module": "os", "name": "system"}, []),
        ({"t": "int", "v": "1"}, []),
    ],
)
def test_a_value_outside_the_format_is_refused(encoded, buffers):
    with pytest.raises(wire.WireError):
        wire.value(encoded, buffers)


def test_nesting_and_unsendable_values_are_bounded():
    deep: list = []
    for _ in range(wire.MAX_DEPTH + 2):
        deep = [deep]
    with pytest.raises(wire.WireError, match="nest"):
        wire.encode({}, {"v": deep})
    encoded: dict = {"t": "none"}
    for _ in range(wire.MAX_DEPTH + 2):
        encoded = {"t": "list", "items": [encoded]}
    with pytest.raises(wire.WireError, match="nest"):
        wire.value(encoded, [])
    with pytest.raises(wire.WireError, match="cannot be sent"):
        wire.encode({}, {"v": object()})
    with pytest.raises(wire.WireError, match="dtype"):
        wire.encode({}, {"v": torch.zeros(2, dtype=torch.complex64)})
