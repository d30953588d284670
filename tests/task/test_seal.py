"""The sealed module: callable, agrees with the source, has no readable source."""

from __future__ import annotations

import subprocess
import sys

import pytest
import torch

from syncvals_plugin.objectives.cases import build_suite
from syncvals_plugin.task import seal
from syncvals_plugin.verifier.compare import compare_outcome
from syncvals_plugin.verifier.expected import run_case


@pytest.fixture(scope="module")
def sealed_mod(sealed, tmp_path_factory):
    import importlib.util

    spec = importlib.util.spec_from_file_location("reforacle", sealed)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sealed_agrees_with_source_on_every_function(sealed_mod, ref, task):
    suite = build_suite(7, task.functions)
    assert set(suite) == set(task.functions) and len(task.functions) == 49
    for name, cases in suite.items():
        for case in cases:
            verdict = compare_outcome(
                task.tolerance_for(name), run_case(ref, case), run_case(sealed_mod, case)
            )
            assert verdict.passed, f"{name} {case.describe()}: {verdict.reason}"


def test_sealed_has_no_readable_source(sealed_mod, sealed):
    import inspect

    with pytest.raises((TypeError, OSError)):
        inspect.getsource(sealed_mod.masked_mean)
    with pytest.raises((TypeError, OSError)):
        inspect.getsource(sealed_mod)
    assert str(inspect.signature(sealed_mod.masked_mean)) == "(values, mask, axis=None)"
    assert sealed.suffix == ".so"
    assert sorted(p.name for p in sealed.parent.iterdir()) == [
        sealed.name
    ]  # no .py/.c/.pyc beside it


@pytest.mark.slow
def test_sealed_traceback_names_reforacle_py(sealed, tmp_path):
    (tmp_path / sealed.name).write_bytes(sealed.read_bytes())
    code = "import torch, reforacle; reforacle.smoothed_nll(torch.randn(3, 7), torch.tensor([1, -100, 2]), 0.1)"
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True
    )
    assert proc.returncode == 1
    assert 'File "reforacle.py", line' in proc.stderr and "in reforacle.smoothed_nll" in proc.stderr


def test_cache_key_changes_with_source(tmp_path):
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("x = 1\n")
    b.write_text("x = 2\n")
    assert seal.seal_key(a, "m") != seal.seal_key(b, "m")
    assert seal.seal_key(a, "m") == seal.seal_key(a, "m")


def test_no_compiler_gives_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(seal.shutil, "which", lambda name: None)
    source = tmp_path / "ref.py"
    source.write_text("def f():\n    return 1\n")
    with pytest.raises(seal.SealError, match="C compiler.*apt-get install gcc"):
        seal.sealed_module(source, "refx")
    assert not list(tmp_path.glob("sealed/*/*.py"))


def test_sealed_tensor_dtypes(sealed_mod):
    assert sealed_mod.top_k_mask(torch.randn(2, 3), 1).dtype == torch.bool
