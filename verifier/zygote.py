"""The program that runs inside the sandbox, and the wire format it shares with the parent.

Run as ``python -I -S zygote.py CONFIG``: it confines itself (Landlock where asked, seccomp),
imports torch and the held-out inputs once, imports the submission, then for every function the
parent names it forks a worker that runs that function's cases and writes one framed message to
the private result pipe.  Standard library and torch only: the sandbox holds nothing else.

Frames are ``MAGIC | u64 length | payload``; a payload is a JSON header line followed by the raw
bytes of any tensors it describes.  No pickle crosses the boundary.
"""

from __future__ import annotations

import json
import os
import struct
import sys
import traceback

MAGIC = b"SVR1"
MAX_FRAME = 32 * 1024 * 1024
_ALLOWED_DTYPES = {
    "torch.float16", "torch.bfloat16", "torch.float32", "torch.float64",
    "torch.uint8", "torch.int8", "torch.int16", "torch.int32", "torch.int64", "torch.bool",
}


# ---------------------------------------------------------------- wire format (both sides)


def encode_frame(header: dict, buffers: list[bytes] = ()) -> bytes:
    """Frame one message: a JSON header line, then the raw buffers it lists in order."""
    payload = json.dumps(header).encode() + b"\n" + b"".join(buffers)
    return MAGIC + struct.pack("<Q", len(payload)) + payload


class FrameError(ValueError):
    """Bytes on the result pipe that are not a well-formed frame."""


def split_frame(data: bytes) -> tuple[dict, bytes, int] | None:
    """Parse one frame from the front of ``data``: ``(header, body, consumed)``, or None if short.

    :raises FrameError: on a wrong magic, an oversized frame or a header that is not JSON.
    """
    if len(data) < 12:
        return None
    if data[:4] != MAGIC:
        raise FrameError("result pipe carried bytes that are not a SyncVals frame")
    (length,) = struct.unpack("<Q", data[4:12])
    if length > MAX_FRAME:
        raise FrameError(f"result frame of {length} bytes exceeds the {MAX_FRAME}-byte cap")
    if len(data) < 12 + length:
        return None
    payload = data[12:12 + length]
    line, _, body = payload.partition(b"\n")
    try:
        header = json.loads(line)
    except ValueError as exc:
        raise FrameError(f"result header is not JSON: {exc}") from exc
    if not isinstance(header, dict):
        raise FrameError("result header is not an object")
    return header, body, 12 + length


def decode_value(desc, body: bytes):
    """Rebuild an output the child described: plain tensors, scalars, lists and tuples only.

    :raises FrameError: on anything else, or on sizes that do not add up.
    """
    import torch

    if not isinstance(desc, dict) or "kind" not in desc:
        raise FrameError("malformed value description")
    kind = desc["kind"]
    if kind == "tensor":
        dtype_name, shape, offset, nbytes = desc["dtype"], desc["shape"], desc["offset"], desc["nbytes"]
        if dtype_name not in _ALLOWED_DTYPES:
            raise FrameError(f"output dtype {dtype_name} is not allowed")
        if not (isinstance(shape, list) and all(isinstance(d, int) and d >= 0 for d in shape)):
            raise FrameError("malformed tensor shape")
        dtype = getattr(torch, dtype_name.split(".", 1)[1])
        numel = 1
        for d in shape:
            numel *= d
        itemsize = torch.empty((), dtype=dtype).element_size()
        if not (isinstance(offset, int) and isinstance(nbytes, int)) or nbytes != numel * itemsize \
                or offset < 0 or offset + nbytes > len(body):
            raise FrameError("tensor byte count does not match its shape")
        if numel == 0:
            return torch.empty(shape, dtype=dtype)
        return torch.frombuffer(bytearray(body[offset:offset + nbytes]), dtype=dtype).reshape(shape)
    if kind in ("list", "tuple"):
        items = [decode_value(item, body) for item in desc["items"]]
        return items if kind == "list" else tuple(items)
    if kind == "scalar":
        value = desc["value"]
        if not isinstance(value, (bool, int, float)) and value is not None:
            raise FrameError("malformed scalar")
        return value
    raise FrameError(f"unknown value kind {kind!r}")


def _describe(value, buffers: list[bytes], offset: list[int], depth: int = 0):
    import torch

    if depth > 4:
        raise TypeError("output nests too deeply")
    if type(value) is torch.Tensor:
        if value.layout != torch.strided or value.device.type != "cpu" or value.is_quantized:
            raise TypeError(f"output tensor must be a dense CPU tensor, got layout {value.layout} on "
                            f"{value.device}")
        if str(value.dtype) not in _ALLOWED_DTYPES:
            raise TypeError(f"output dtype {value.dtype} is not supported")
        flat = value.detach().reshape(-1).clone()
        raw = bytes(flat.view(torch.uint8).untyped_storage()) if flat.numel() else b""
        desc = {"kind": "tensor", "dtype": str(value.dtype), "shape": list(value.shape),
                "offset": offset[0], "nbytes": len(raw)}
        buffers.append(raw)
        offset[0] += len(raw)
        return desc
    if isinstance(value, torch.Tensor):
        raise TypeError(f"output is a tensor subclass ({type(value).__name__}); return a plain torch.Tensor")
    if type(value) in (list, tuple):
        return {"kind": type(value).__name__,
                "items": [_describe(v, buffers, offset, depth + 1) for v in value]}
    if type(value) in (bool, int, float) or value is None:
        return {"kind": "scalar", "value": value}
    raise TypeError(f"output of type {type(value).__name__} is not a tensor")


# ---------------------------------------------------------------- confinement (child side)


def _apply_landlock(spec: dict) -> None:
    """Restrict the filesystem to the allowlist (and TCP where the ABI allows) for good."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    abi = libc.syscall(444, None, 0, 1)
    if abi < 1:
        raise OSError(ctypes.get_errno(), "Landlock is not available")
    fs_all = (1 << 13) - 1
    if abi >= 2:
        fs_all |= 1 << 13
    if abi >= 3:
        fs_all |= 1 << 14
    if abi >= 5:
        fs_all |= 1 << 15
    net_all = 3 if abi >= 4 else 0
    attr = struct.pack("<QQ", fs_all, net_all) if abi >= 4 else struct.pack("<Q", fs_all)
    ruleset = libc.syscall(444, ctypes.c_char_p(attr), len(attr), 0)
    if ruleset < 0:
        raise OSError(ctypes.get_errno(), "landlock_create_ruleset failed")
    read = (1 << 0) | (1 << 2) | (1 << 3)
    write = fs_all
    for path, access in [(p, read) for p in spec["read"]] + [(p, write) for p in spec["write"]]:
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            continue
        is_dir = os.path.isdir(path)
        allowed = access if is_dir else access & ((1 << 0) | (1 << 1) | (1 << 2) | (1 << 14))
        rule = struct.pack("<Qi", allowed & fs_all, fd)
        rc = libc.syscall(445, ruleset, 1, ctypes.c_char_p(rule), 0)
        os.close(fd)
        if rc != 0:
            raise OSError(ctypes.get_errno(), f"landlock_add_rule failed for {path}")
    if libc.prctl(38, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS failed")
    if libc.syscall(446, ruleset, 0) != 0:
        raise OSError(ctypes.get_errno(), "landlock_restrict_self failed")
    os.close(ruleset)


def _apply_seccomp(libraries: dict, allow_fork: bool) -> None:
    """Deny exec, non-UNIX sockets, tracing, mounts and namespaces (and fork in workers)."""
    import ctypes.util
    import errno

    ctypes.util.find_library = lambda name: libraries.get(name)  # its ldconfig/gcc calls fail here
    import pyseccomp as sc

    flt = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)
    for name in ("execve", "execveat", "ptrace", "process_vm_readv", "process_vm_writev", "mount",
                 "umount2", "pivot_root", "chroot", "unshare", "setns", "bpf", "perf_event_open",
                 "keyctl", "add_key", "request_key", "kexec_load", "init_module", "finit_module",
                 "setsid", "setpgid"):
        try:
            flt.add_rule(deny, name)
        except Exception:  # a syscall unknown on this architecture
            pass
    flt.add_rule(deny, "socket", sc.Arg(0, sc.NE, 1))  # AF_UNIX only
    flt.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")  # its flags are out of reach; glibc falls back
    if not allow_fork:
        for name in ("fork", "vfork"):
            try:
                flt.add_rule(deny, name)
            except Exception:
                pass
        flt.add_rule(deny, "clone", sc.Arg(0, sc.MASKED_EQ, 0x00010000, 0))  # no CLONE_THREAD
    flt.load()


def _limit(limits: dict) -> None:
    import resource

    for name, value in limits.items():
        which = getattr(resource, name)
        resource.setrlimit(which, (value, value))


# ---------------------------------------------------------------- the zygote and its workers


def _send(fd: int, header: dict, buffers: list[bytes] = ()) -> None:
    data = encode_frame(header, buffers)
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _run_worker(module, name: str, cases: list, fd: int, config: dict) -> None:
    import signal

    import torch

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    _limit(config["worker_limits"])
    if config["seccomp"]:
        _apply_seccomp(config["libraries"], allow_fork=False)
    fn = getattr(module, name, None)
    results, buffers, offset = [], [], [0]
    for args in cases:
        fresh = [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
        try:
            out = fn(*fresh)
        except Exception as exc:
            results.append({"raised": type(exc).__name__, "message": str(exc)[:300]})
            continue
        except BaseException as exc:  # SystemExit, KeyboardInterrupt: the function is broken
            results.append({"fatal": type(exc).__name__, "message": str(exc)[:300]})
            break
        try:
            results.append({"value": _describe(out, buffers, offset)})
        except Exception as exc:
            results.append({"bad_output": str(exc)[:300]})
    _send(fd, {"type": "result", "function": name, "cases": results}, buffers)


def main(config_path: str) -> None:
    with open(config_path) as fh:
        config = json.load(fh)
    fd = config["result_fd"]
    sys.path[:0] = config["site"]
    os.environ["OMP_NUM_THREADS"] = "1"
    if config.get("landlock"):
        _apply_landlock(config["landlock"])
    if config["seccomp"]:
        _apply_seccomp(config["libraries"], allow_fork=True)
    import torch

    torch.set_num_threads(1)
    if sys.stdin.readline().strip() != "go":  # the parent writes the inputs while torch imports here
        return
    inputs = torch.load(config["inputs"], weights_only=True)
    sys.path.insert(0, os.path.dirname(config["submission"]))
    sys.dont_write_bytecode = True
    try:
        import importlib

        module = importlib.import_module(os.path.basename(config["submission"])[:-3])
    except BaseException:
        _send(fd, {"type": "import-error", "error": traceback.format_exc(limit=-3)[-2000:]})
        return
    import inspect

    table = {}
    for name in config["functions"]:
        obj = getattr(module, name, None)
        try:
            table[name] = str(inspect.signature(obj)) if callable(obj) else None
        except (TypeError, ValueError):
            table[name] = "?"
    _send(fd, {"type": "ready", "signatures": table})
    for line in sys.stdin:
        name = line.strip()
        if not name:
            break
        pid = os.fork()
        if pid == 0:
            try:
                _run_worker(module, name, inputs.get(name, []), fd, config)
            finally:
                os._exit(0)
        _, status = os.waitpid(pid, 0)
        _send(fd, {"type": "exit", "function": name, "status": status})


if __name__ == "__main__":
    main(sys.argv[1])
