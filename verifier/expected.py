"""Expected outputs: the reference run on the held-out inputs, once, then kept on disk torch-free.

A *bundle* holds, per function, each case's family and description, its inputs (encoded as the
sandbox reads them) and the reference's outcome (raw bytes + dtype + shape, or the exception it
raised).  It is keyed by a hash of everything that determines it (the reference source, the
task's ``tests/`` folder, the code that builds the cases, the torch and SyncVals versions) and
**signed**: an HMAC-SHA256 of its content under a key kept in the cache folder (``signing.key``,
mode 0600 in a folder of mode 0700 that only this user owns).  A hash anyone can recompute would
authenticate nothing: whoever may write the bundle could rewrite every expected outcome.  The key
is out of every untrusted principal's reach (the sandbox and an agent's view hold neither the
cache nor the key; another user cannot read them); a bundle that fails the check is rebuilt.  Building one imports torch and runs the
reference in this (trusted) process; loading one needs neither, so a verify with a warm cache
never imports torch outside the sandbox.
"""

from __future__ import annotations

import hashlib
import hmac
import importlib.util
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from types import ModuleType

from syncvals_plugin import __version__
from syncvals_plugin.task import TaskSpec, private_folder
from syncvals_plugin.verifier.compare import Outcome
from syncvals_plugin.verifier.values import decode_value
from syncvals_plugin.verifier.zygote import FrameError, encode_frame, split_frame

BUNDLE_VERSION = 2
MAGIC = b"SYNCVALS-EXPECTED-HMAC"
SIGNING_KEY = "signing.key"
"""The key's file name in the cache folder (and in an exported task's ``tests/cache/``)."""
BUNDLE_CAP = 256 * 1024 * 1024


@dataclass(frozen=True)
class CaseInfo:
    """What the report says about a case, without its tensors."""

    function: str
    index: int
    family: str
    text: str

    def describe(self) -> str:
        """The case in words (``case 3 (empty-mask): float32[3, 5], …``)."""
        return self.text


@dataclass
class Expected:
    """The held-out suite as grading needs it in the parent: no torch objects."""

    key: str
    cases: dict[str, list[CaseInfo]]
    outcomes: dict[str, list[Outcome]]
    inputs_frame: bytes
    """The inputs, framed as the sandbox reads them (``{"inputs": {function: [args, …]}}``)."""
    torch_version: str
    built: bool = False
    """True when this call built the bundle (and imported torch); False when it came from disk."""


def torch_version() -> str:
    """The installed torch's version, read from its metadata (no import)."""
    try:
        return version("torch")
    except PackageNotFoundError:
        return "none"


def bundle_key(task: TaskSpec, cases_fingerprint: str) -> str:
    """The hash every input of the bundle is folded into."""
    digest = hashlib.sha256()
    for part in (
        f"bundle {BUNDLE_VERSION}",
        __version__,
        torch_version(),
        task.name,
        ",".join(task.functions),
        cases_fingerprint,
    ):
        digest.update(part.encode() + b"\0")
    digest.update(task.reference.read_bytes())
    for path in sorted(p for p in task.tests_dir.rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(task.tests_dir)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def load_module(path: Path, name: str) -> ModuleType:
    """Import a trusted Python file under a private module name (never ``reforacle``)."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules.pop(name, None)
    return module


def exec_source(source: str, name: str) -> ModuleType:
    """Execute trusted source text (our own candidates and mutants) as a fresh module."""
    module = ModuleType(name)
    exec(compile(source, f"<{name}>", "exec"), module.__dict__)
    return module


def fresh(args: tuple) -> tuple:
    """Clone every tensor argument, so that a call that mutates its inputs harms nothing else."""
    import torch

    return tuple(a.clone() if isinstance(a, torch.Tensor) else a for a in args)


def run_case(module: ModuleType, case) -> Outcome:
    """Call ``case.function`` of a trusted module on fresh inputs and capture its outcome."""
    try:
        return Outcome(value=getattr(module, case.function)(*fresh(case.args)))
    except Exception as exc:
        return Outcome(raised=type(exc).__name__, message=str(exc)[:300])


def expected_outcomes(reference: Path, suite: dict[str, list]) -> dict[str, list[Outcome]]:
    """The reference's outcome for every case of the suite (torch values, in this process)."""
    module = load_module(reference, "_syncvals_reference")
    return {name: [run_case(module, case) for case in cases] for name, cases in suite.items()}


# ---------------------------------------------------------------- the bundle on disk


def cache_path(key: str) -> Path:
    """Where the bundle of ``key`` is kept (beside the sealed modules)."""
    from syncvals_plugin.cache import cache_root

    return cache_root() / "expected" / f"{key}.bin"


def signing_key() -> bytes:
    """The key bundles are signed with: made on first use (64 random hex digits), kept in the
    cache folder with mode 0600.  A key that others could read is replaced (its bundles are
    rebuilt)."""
    from syncvals_plugin.cache import cache_root
    from syncvals_plugin.task import private_file

    return private_file(
        cache_root() / SIGNING_KEY,
        lambda: secrets.token_hex(32).encode(),
        lambda data: len(data) >= 32,
        "bundle signing key",
    )


def sign(payload: bytes, key: bytes) -> bytes:
    """A bundle: its header line (the magic and the payload's HMAC under ``key``), then the
    payload."""
    mac = hmac.new(key, payload, hashlib.sha256).hexdigest().encode()
    return MAGIC + b" " + mac + b"\n" + payload


def build_bundle(task: TaskSpec, suite: dict[str, list], key: str) -> bytes:
    """Run the reference on ``suite`` and encode inputs and outcomes (imports torch)."""
    from syncvals_plugin.verifier.zygote import describe

    outcomes = expected_outcomes(task.reference, suite)
    in_buffers: list[bytes] = []
    in_offset = [0]
    inputs = {
        name: [describe(tuple(c.args), in_buffers, in_offset, allow_text=True) for c in cases]
        for name, cases in suite.items()
    }
    out_buffers: list[bytes] = []
    out_offset = [0]
    functions = {}
    for name, cases in suite.items():
        results = []
        for outcome in outcomes[name]:
            if outcome.raised is not None:
                results.append({"raised": outcome.raised, "message": outcome.message})
            else:
                results.append({"value": describe(outcome.value, out_buffers, out_offset)})
        functions[name] = {
            "cases": [[c.index, c.family, c.describe()] for c in cases],
            "expected": results,
        }
    header = {
        "version": BUNDLE_VERSION,
        "key": key,
        "torch": torch_version(),
        "functions": functions,
    }
    payload = encode_frame({"inputs": inputs}, in_buffers) + encode_frame(header, out_buffers)
    return sign(payload, signing_key())


def read_bundle(data: bytes, key: str, secret: bytes | None = None) -> Expected:
    """Decode a bundle, checking its signature (under ``secret``, by default this cache's
    :func:`signing_key`) and its key.

    :raises FrameError: when the bytes are forged, damaged, truncated or belong to another key.
    """
    head, _, payload = data.partition(b"\n")
    if not hmac.compare_digest(head, sign(payload, secret or signing_key()).partition(b"\n")[0]):
        raise FrameError("expected-output bundle does not carry this cache's signature")
    first = split_frame(payload, BUNDLE_CAP)
    if first is None:
        raise FrameError("expected-output bundle is truncated")
    _, _, used = first
    inputs_frame = payload[:used]
    second = split_frame(payload[used:], BUNDLE_CAP)
    if second is None or second[2] != len(payload) - used:
        raise FrameError("expected-output bundle is truncated")
    header, body, _ = second
    if header.get("version") != BUNDLE_VERSION or header.get("key") != key:
        raise FrameError("expected-output bundle belongs to another suite")
    state = {"offset": 0}
    cases, outcomes = {}, {}
    for name, entry in header["functions"].items():
        cases[name] = [CaseInfo(name, i, fam, text) for i, fam, text in entry["cases"]]
        outcomes[name] = [
            Outcome(raised=r["raised"], message=r.get("message", ""))
            if "raised" in r
            else Outcome(value=decode_value(r["value"], body, state))
            for r in entry["expected"]
        ]
    return Expected(key, cases, outcomes, inputs_frame, str(header.get("torch", "")))


def load_expected(
    task: TaskSpec, cases: Callable[[], dict | None], cases_fingerprint: str | None
) -> Expected | None:
    """The task's bundle: from the cache when it is there and intact, else built (and cached when
    the code that builds the cases has a fingerprint).  None when no plugin gives cases."""
    from syncvals_plugin.records.store import atomic_write_bytes

    key = bundle_key(task, cases_fingerprint or "unkeyed")
    path = cache_path(key)
    if cases_fingerprint is not None and path.is_file():
        try:
            return read_bundle(path.read_bytes(), key)
        except (FrameError, KeyError, TypeError, ValueError, OSError):
            pass  # damaged or foreign: rebuilt below and replaced
    suite = cases()
    if suite is None:
        return None
    data = build_bundle(task, suite, key)
    if cases_fingerprint is not None:
        private_folder(path.parent)
        atomic_write_bytes(path, data, mode=0o600)
    expected = read_bundle(data, key)
    expected.built = True
    return expected
