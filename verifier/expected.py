"""Expected outputs: the reference source run in the trusted parent on fresh copies of the inputs."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import torch

from syncvals_plugin.verifier.compare import Outcome
from syncvals_plugin.verifier.suite import Case


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
    return tuple(a.clone() if isinstance(a, torch.Tensor) else a for a in args)


def run_case(module: ModuleType, case: Case) -> Outcome:
    """Call ``case.function`` of a trusted module on fresh inputs and capture its outcome."""
    try:
        return Outcome(value=getattr(module, case.function)(*fresh(case.args)))
    except Exception as exc:
        return Outcome(raised=type(exc).__name__, message=str(exc)[:300])


def expected_outcomes(reference: Path, suite: dict[str, list[Case]]) -> dict[str, list[Outcome]]:
    """The reference's outcome for every case of the suite."""
    module = load_module(reference, "_syncvals_reference")
    return {name: [run_case(module, case) for case in cases] for name, cases in suite.items()}
