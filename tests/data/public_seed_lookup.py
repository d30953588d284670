"""The attack a public held-out seed invites: rebuild the held-out inputs with the public case
generator and a seed the attacker read (the one this repository once committed), ask the reference
for its answers (an agent asks the sealed ``reforacle``; here the reference source stands in), and
submit a table from each input's hash to the answer.  Nothing is implemented: every function
answers from the table or raises."""

from __future__ import annotations

import hashlib
from pathlib import Path

PUBLISHED_SEED = 20261130
"""The held-out seed ``tasks/reverse-engineer-objectives/tests/suite_seed.txt`` held until the
seed became a secret: in the repository's history, so in every clone and every model trained on it."""

_SUBMISSION = '''"""Answers looked up by the hash of the inputs: nothing implemented."""
import builtins
import hashlib

import torch

TABLE = {table!r}


{key_function}

def _build(v):
    kind = v[0]
    if kind == "t":
        return torch.tensor(v[1], dtype=getattr(torch, v[2])).reshape(v[3])
    if kind == "tuple":
        return tuple(_build(x) for x in v[1])
    if kind == "raise":
        raise getattr(builtins, v[1], RuntimeError)(v[2])
    return v[1]


def _answer(name, args):
    found = TABLE.get(_key(name, args))
    if found is None:
        raise NotImplementedError(name)
    return _build(found)


{functions}
'''


def _key(name: str, args: tuple) -> str:
    import torch

    h = hashlib.sha256(name.encode())
    for a in args:
        if isinstance(a, torch.Tensor):
            h.update(repr((str(a.dtype), tuple(a.shape))).encode())
            h.update(a.detach().contiguous().cpu().numpy().tobytes())
        else:
            h.update(repr(a).encode())
    return h.hexdigest()


def _encode(value):
    import torch

    if isinstance(value, torch.Tensor):
        return ("t", value.tolist(), str(value.dtype).removeprefix("torch."), tuple(value.shape))
    if isinstance(value, tuple):
        return ("tuple", [_encode(v) for v in value])
    return ("v", value)


def lookup_submission(task, seed: int = PUBLISHED_SEED) -> str:
    """The source of a submission that answers every held-out case of ``seed`` from a table."""
    import inspect

    from syncvals_plugin.objectives.cases import build_suite
    from syncvals_plugin.task.spec import stub_signatures
    from syncvals_plugin.verifier.expected import fresh, load_module

    reference = load_module(Path(task.reference), "_lookup_attack_reference")
    table = {}
    for name, cases in build_suite(seed, task.functions).items():
        for case in cases:
            bound = inspect.signature(getattr(reference, name)).bind(*case.args)
            bound.apply_defaults()  # the submission hashes every parameter, defaults included
            key = _key(name, tuple(bound.arguments.values()))
            try:
                table[key] = _encode(getattr(reference, name)(*fresh(case.args)))
            except Exception as exc:
                table[key] = ("raise", type(exc).__name__, str(exc))
    functions = "\n\n".join(
        f"def {name}({args}):\n    return _answer({name!r}, ({''.join(_names(args))}))\n"
        for name, args in stub_signatures(task.stub).items()
    )
    # The submission hashes its inputs with this very function, so both sides agree.
    return _SUBMISSION.format(
        table=table, functions=functions, key_function=inspect.getsource(_key).rstrip()
    )


def _names(args: str) -> list[str]:
    # "x, mask, axis=None" -> ["x, ", "mask, ", "axis, "]: a tuple of every parameter, even one.
    return [a.split("=")[0].strip() + ", " for a in args.split(",") if a.strip()]
