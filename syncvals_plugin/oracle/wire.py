"""The served oracle's wire format: a JSON header and raw tensor bytes, never a pickle.

A message is ``len(header)`` (4 bytes, big-endian), the header (UTF-8 JSON), then the buffers it
names, one after another.  A value in the header is one of:

- ``{"t": "none"}``, ``{"t": "bool", "v": …}``, ``{"t": "int", "v": …}``, ``{"t": "str", "v": …}``;
- ``{"t": "float", "v": …}`` (``"nan"``, ``"inf"``, ``"-inf"`` as strings: JSON has none);
- ``{"t": "list" | "tuple", "items": [...]}``, ``{"t": "dict", "items": {name: value}}``;
- ``{"t": "tensor", "dtype": …, "shape": [...], "strides": [...], "buffer": i}``: buffer ``i``
  holds the smallest run of the tensor's storage its strides reach, so a view (a transpose, an
  expanded row) keeps its strides.

Every size is checked before anything is allocated: the header, the message, the nesting, the
elements of a tensor, its dtype (one of :data:`DTYPES`), and that its strides stay inside its
buffer.  This module is standard library plus torch, and is copied as it is into the agent's
client package: the two ends share one definition.
"""

from __future__ import annotations

import json
import math
import struct
from typing import Any

MAX_HEADER = 1 << 20
"""Bytes of JSON header a message may carry."""
MAX_MESSAGE = 64 << 20
"""Bytes a whole message may carry (the probe suite sends well under a kilobyte a tensor)."""
MAX_DEPTH = 16
"""How deeply lists and tuples may nest."""
MAX_ELEMENTS = 1 << 22
"""Elements a tensor may hold."""
DTYPES = (
    "float16",
    "bfloat16",
    "float32",
    "float64",
    "int8",
    "uint8",
    "int16",
    "int32",
    "int64",
    "bool",
)
"""The dtypes a tensor may have on the wire: every one the task's functions take or give."""


class WireError(ValueError):
    """A message that breaks the format or one of its bounds (nothing of it was used)."""


def _torch():
    import torch

    return torch


def _float(value: float) -> Any:
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value


def _encode(value: Any, buffers: list[bytes], depth: int) -> dict:
    torch = _torch()
    if depth > MAX_DEPTH:
        raise WireError(f"values nest deeper than {MAX_DEPTH}")
    if value is None:
        return {"t": "none"}
    if isinstance(value, bool):
        return {"t": "bool", "v": value}
    if isinstance(value, int):
        return {"t": "int", "v": value}
    if isinstance(value, float):
        return {"t": "float", "v": _float(value)}
    if isinstance(value, str):
        return {"t": "str", "v": value}
    if isinstance(value, (list, tuple)):
        kind = "tuple" if isinstance(value, tuple) else "list"
        return {"t": kind, "items": [_encode(v, buffers, depth + 1) for v in value]}
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        items = {k: _encode(v, buffers, depth + 1) for k, v in value.items()}
        return {"t": "dict", "items": items}
    if isinstance(value, torch.Tensor):
        return _encode_tensor(value, buffers)
    raise WireError(f"a value of type {type(value).__name__} cannot be sent")


def _encode_tensor(tensor: Any, buffers: list[bytes]) -> dict:
    torch = _torch()
    dtype = str(tensor.dtype).removeprefix("torch.")
    if dtype not in DTYPES:
        raise WireError(f"a tensor of dtype {dtype} cannot be sent")
    if tensor.layout != torch.strided or tensor.device.type != "cpu":
        raise WireError("only dense CPU tensors can be sent")
    if tensor.numel() > MAX_ELEMENTS:
        raise WireError(f"a tensor of {tensor.numel()} elements is over {MAX_ELEMENTS}")
    plain = tensor.detach()
    if type(plain) is not torch.Tensor:
        plain = plain.as_subclass(torch.Tensor)
    shape, strides = list(plain.shape), list(plain.stride())
    span = (
        0
        if plain.numel() == 0
        else 1 + sum((n - 1) * s for n, s in zip(shape, strides, strict=True))
    )
    flat = torch.as_strided(plain, (span,), (1,), plain.storage_offset()).contiguous()
    buffers.append(flat.view(torch.uint8).numpy().tobytes() if span else b"")
    return {
        "t": "tensor",
        "dtype": dtype,
        "shape": shape,
        "strides": strides,
        "buffer": len(buffers) - 1,
    }


def encode(header: dict, values: dict[str, Any]) -> bytes:
    """A message: ``header`` (plain JSON) with each of ``values`` encoded under its key.

    :raises WireError: for a value that cannot be sent or a message over a bound."""
    buffers: list[bytes] = []
    body = dict(header)
    for key, value in values.items():
        body[key] = _encode(value, buffers, 0)
    body["buffers"] = [len(b) for b in buffers]
    text = json.dumps(body, allow_nan=False).encode()
    total = 4 + len(text) + sum(len(b) for b in buffers)
    if len(text) > MAX_HEADER or total > MAX_MESSAGE:
        raise WireError(f"a message of {total} bytes is over the bound")
    return b"".join([struct.pack(">I", len(text)), text, *buffers])


def header_size(prefix: bytes) -> int:
    """The header's length from a message's first 4 bytes.

    :raises WireError: when it is over :data:`MAX_HEADER`."""
    (size,) = struct.unpack(">I", prefix)
    if size > MAX_HEADER:
        raise WireError(f"a header of {size} bytes is over {MAX_HEADER}")
    return size


def decode(message: bytes) -> tuple[dict, list[bytes]]:
    """``(header, buffers)`` of a whole message; values stay encoded (:func:`value`).

    :raises WireError: for anything that breaks the format or a bound."""
    if len(message) < 4 or len(message) > MAX_MESSAGE:
        raise WireError("a message is shorter than its length or over the bound")
    size = header_size(message[:4])
    try:
        header = json.loads(message[4 : 4 + size])
    except (UnicodeDecodeError, ValueError) as exc:
        raise WireError(f"the header is not JSON: {exc}") from None
    if not isinstance(header, dict):
        raise WireError("the header is not an object")
    sizes = header.get("buffers", [])
    if not isinstance(sizes, list) or not all(isinstance(n, int) and n >= 0 for n in sizes):
        raise WireError("the header's buffer sizes are not counts")
    at = 4 + size
    if at + sum(sizes) != len(message):
        raise WireError("the buffers do not add up to the message")
    buffers = []
    for n in sizes:
        buffers.append(message[at : at + n])
        at += n
    return header, buffers


def value(encoded: Any, buffers: list[bytes], depth: int = 0) -> Any:
    """The Python value an encoded one stands for (tensors as plain tensors).

    :raises WireError: for anything outside the format or its bounds."""
    if depth > MAX_DEPTH:
        raise WireError(f"values nest deeper than {MAX_DEPTH}")
    if not isinstance(encoded, dict):
        raise WireError("a value is not an object")
    kind = encoded.get("t")
    if kind == "none":
        return None
    if kind in ("bool", "int", "str"):
        v = encoded.get("v")
        wanted = {"bool": bool, "int": int, "str": str}[kind]
        if type(v) is not wanted:
            raise WireError(f"a {kind} holds {type(v).__name__}")
        return v
    if kind == "float":
        number = encoded.get("v")
        if isinstance(number, str) and number in ("nan", "inf", "-inf"):
            return float(number)
        if isinstance(number, bool) or not isinstance(number, (int, float)):
            raise WireError("a float holds no number")
        return float(number)
    if kind in ("list", "tuple"):
        items = encoded.get("items")
        if not isinstance(items, list):
            raise WireError(f"a {kind} holds no items")
        out = [value(item, buffers, depth + 1) for item in items]
        return tuple(out) if kind == "tuple" else out
    if kind == "dict":
        items = encoded.get("items")
        if not isinstance(items, dict):
            raise WireError("a dict holds no items")
        return {str(k): value(v, buffers, depth + 1) for k, v in items.items()}
    if kind == "tensor":
        return _tensor(encoded, buffers)
    raise WireError(f"unknown value kind {kind!r}")


def _tensor(encoded: dict, buffers: list[bytes]) -> Any:
    torch = _torch()
    dtype: Any = encoded.get("dtype")
    shape: Any = encoded.get("shape")
    strides: Any = encoded.get("strides")
    index = encoded.get("buffer")
    if dtype not in DTYPES:
        raise WireError(f"dtype {dtype!r} is not accepted")
    ints = (shape, strides)
    if not all(isinstance(v, list) and all(type(n) is int and n >= 0 for n in v) for v in ints):
        raise WireError("a tensor's shape and strides are not lists of counts")
    if len(shape) != len(strides) or len(shape) > 16:
        raise WireError("a tensor's shape and strides do not match")
    if type(index) is not int or not 0 <= index < len(buffers):
        raise WireError("a tensor names no buffer")
    numel = math.prod(shape)
    if numel > MAX_ELEMENTS:
        raise WireError(f"a tensor of {numel} elements is over {MAX_ELEMENTS}")
    kind = getattr(torch, dtype)
    item = torch.empty((), dtype=kind).element_size()
    raw = buffers[index]
    span = 0 if numel == 0 else 1 + sum((n - 1) * s for n, s in zip(shape, strides, strict=True))
    if len(raw) != span * item:
        raise WireError("a tensor's buffer is not the size its strides reach")
    if span == 0:
        return torch.empty(shape, dtype=kind)
    storage = torch.frombuffer(bytearray(raw), dtype=torch.uint8).view(kind)
    return torch.as_strided(storage, shape, strides, 0)
