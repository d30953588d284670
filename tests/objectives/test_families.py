"""The oracle's call families speak the held-out suite's vocabulary: every family the reader
claims to recognise is recognised on every held-out case of that family, for several seeds."""

from __future__ import annotations

import ast
import inspect
from collections import Counter

import pytest
import torch

from syncvals_plugin.objectives.cases import build_suite
from syncvals_plugin.objectives.families import RECOGNISED, argument_family, call_families
from syncvals_plugin.task import builtin_task_dir, load_task


def _parameters() -> dict[str, list[str]]:
    task = load_task(builtin_task_dir("reverse-engineer-objectives"))
    tree = ast.parse(task.stub.read_text())
    return {
        node.name: [a.arg for a in node.args.args]
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
    }


@pytest.mark.parametrize("seed", [1, 2, 12345])
def test_every_recognised_family_is_recognised_on_its_held_out_cases(seed):
    names = _parameters()
    missed: Counter = Counter()
    seen: Counter = Counter()
    for function, cases in build_suite(seed, tuple(names)).items():
        for case in cases:
            if case.family not in RECOGNISED:
                continue
            seen[case.family] += 1
            params = dict(zip(names[function], case.args, strict=False))
            if case.family not in call_families(function, params):
                missed[f"{function}/{case.family}"] += 1
    assert not missed, f"recognised families missed on held-out cases: {dict(missed)}"
    assert set(seen) == RECOGNISED, f"families no held-out case has: {RECOGNISED - set(seen)}"


def test_a_plain_call_is_random_and_facts_name_the_argument():
    params = {"values": torch.randn(8), "mask": torch.ones(8), "axis": None}
    assert call_families("masked_mean", params) == ["random"]
    assert argument_family("mask", torch.zeros(4)) == "empty-mask"
    assert argument_family("mask", torch.tensor([[1.0, 0.0], [0.0, 0.0]])) == "empty-mask-row"
    assert argument_family("x", torch.tensor([1.0, float("-inf")])) == "neg-inf-logits"
    assert argument_family("x", torch.randn(3, dtype=torch.float64)) == "float64"
    assert argument_family("x", "not a tensor") is None
    assert inspect.isfunction(call_families)
