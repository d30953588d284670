"""Tensors without torch: a dtype, a shape and the raw bytes, as the wire format carries them.

The trusted parent decodes what the sandbox sends (and what the expected-output cache holds) into
:class:`Value` objects and compares them in plain Python, so grading never imports torch outside
the sandbox.  Decoding validates every description (dtype allowed, shape and byte counts
consistent, buffers in order and non-overlapping): anything else is a :class:`FrameError`.
"""

from __future__ import annotations

import array
import struct
from dataclasses import dataclass
from typing import Literal

from syncvals_plugin.verifier.zygote import (
    ALLOWED_DTYPES,
    ITEMSIZE,
    MAX_DEPTH,
    MAX_NDIM,
    FrameError,
)

_Format = Literal["e", "f", "d", "B", "b", "h", "i", "q", "?"]
"""The struct/memoryview format of each dtype's element (``e``: half float, which only struct reads)."""

_FORMATS: dict[str, _Format] = {
    "torch.float16": "e",
    "torch.float32": "f",
    "torch.float64": "d",
    "torch.uint8": "B",
    "torch.int8": "b",
    "torch.int16": "h",
    "torch.int32": "i",
    "torch.int64": "q",
    "torch.bool": "?",
}
INTEGER_BITS = {
    "torch.uint8": 8,
    "torch.int8": 8,
    "torch.int16": 16,
    "torch.int32": 32,
    "torch.int64": 64,
}


@dataclass(frozen=True)
class Value:
    """A dense tensor as bytes: ``dtype`` (``torch.float32``…), ``shape``, native-order ``data``."""

    dtype: str
    shape: tuple[int, ...]
    data: bytes

    @property
    def numel(self) -> int:
        """How many elements it holds."""
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def kind(self) -> str:
        """``bool``, ``floating`` or ``integer``: what must match between expected and got."""
        if self.dtype == "torch.bool":
            return "bool"
        return "integer" if self.dtype in INTEGER_BITS else "floating"

    def numbers(self) -> list:
        """The elements, flat, as Python ``float``/``int``/``bool``."""
        if not self.data:
            return []
        if self.dtype == "torch.bfloat16":
            # bfloat16 is the upper half of a float32: widen each one exactly.
            halves = memoryview(self.data).cast("H")
            return (
                memoryview(array.array("I", (h << 16 for h in halves)).tobytes()).cast("f").tolist()
            )
        fmt = _FORMATS[self.dtype]
        if fmt == "e":  # memoryview cannot cast to half floats; struct can
            return list(struct.unpack(f"={len(self.data) // 2}e", self.data))
        return memoryview(self.data).cast(fmt).tolist()

    def __repr__(self) -> str:
        return f"Value({self.dtype}, shape={list(self.shape)}, {len(self.data)} bytes)"


def is_torch_tensor(obj: object) -> bool:
    """Whether ``obj`` is a torch tensor, decided without importing torch."""
    return any(c.__module__ == "torch" and c.__name__ == "Tensor" for c in type(obj).__mro__)


def from_tensor(tensor) -> Value:
    """A torch tensor (of a trusted computation: the reference, a candidate) as a :class:`Value`."""
    import ctypes

    flat = tensor.detach().reshape(-1).contiguous()
    # One copy of the memory (``bytes()`` of a storage reads it an element at a time).
    size = flat.numel() * flat.element_size()
    raw = ctypes.string_at(flat.data_ptr(), size) if size else b""
    return Value(str(tensor.dtype), tuple(tensor.shape), raw)


def as_value(obj: object) -> object:
    """``obj`` with any torch tensor in it turned into a :class:`Value` (lists and tuples kept)."""
    if is_torch_tensor(obj):
        return from_tensor(obj)
    # Exact types: a subclass (a named tuple) is returned as it is, not rebuilt.
    if type(obj) is list:
        return [as_value(v) for v in obj]
    if type(obj) is tuple:
        return tuple(as_value(v) for v in obj)
    return obj


def decode_value(desc: object, body: bytes, state: dict, depth: int = 0):
    """Rebuild one described value: plain tensors (as :class:`Value`), scalars, lists and tuples,
    buffers consumed in order.

    :raises FrameError: on anything else, on sizes that do not add up, or on overlapping buffers.
    """
    if depth > MAX_DEPTH:
        raise FrameError("output nests too deeply")
    if not isinstance(desc, dict):
        raise FrameError("malformed value description")
    kind = desc.get("kind")
    if kind == "tensor":
        dtype_name, shape = desc.get("dtype"), desc.get("shape")
        offset, nbytes = desc.get("offset"), desc.get("nbytes")
        if dtype_name not in ALLOWED_DTYPES:
            raise FrameError(f"output dtype {str(dtype_name)[:40]} is not allowed")
        if not (
            isinstance(shape, list)
            and len(shape) <= MAX_NDIM
            and all(type(d) is int and 0 <= d <= len(body) + 1 for d in shape)
        ):
            raise FrameError("malformed tensor shape")
        numel = 1
        for d in shape:
            numel *= d
        if (
            type(offset) is not int
            or type(nbytes) is not int
            or offset != state["offset"]
            or nbytes != numel * ITEMSIZE[dtype_name]
            or offset + nbytes > len(body)
        ):
            raise FrameError("tensor byte count or offset does not match its shape")
        state["offset"] += nbytes
        return Value(dtype_name, tuple(shape), bytes(body[offset : offset + nbytes]))
    if kind in ("list", "tuple"):
        items = desc.get("items")
        if not isinstance(items, list):
            raise FrameError("malformed sequence")
        values = [decode_value(item, body, state, depth + 1) for item in items]
        return values if kind == "list" else tuple(values)
    if kind == "scalar":
        value = desc.get("value")
        if not isinstance(value, (bool, int, float)) and value is not None:
            raise FrameError("malformed scalar")
        return value
    raise FrameError(f"unknown value kind {str(kind)[:40]!r}")
