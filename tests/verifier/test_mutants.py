"""Every mutant of the library fails the held-out suite, and the library covers every function."""

from __future__ import annotations

import pytest

from syncvals_plugin.verifier.mutants import MUTANTS, mutant_source, mutants_for
from syncvals_plugin.verifier.suite import build_suite, covered_functions, read_seed
from syncvals_plugin.verifier.verify import grade_trusted
from tests.conftest import HIDDEN


def test_library_covers_every_function_and_every_hidden_rule(task):
    assert all(mutants_for(name) for name in task.functions)
    assert {m.function for m in MUTANTS if m.hidden} == HIDDEN
    assert set(covered_functions()) == set(task.functions)


@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: f"{m.function}-{m.name}")
def test_mutant_is_killed(task, tmp_path, mutant):
    path = tmp_path / "objectives.py"
    path.write_text(mutant_source(task.reference, mutant))
    [result] = grade_trusted(task, path, (mutant.function,))
    assert not result.passed, (
        f"mutant {mutant.name} of {mutant.function} survived the held-out suite"
    )


def test_reference_passes_its_own_suite(task):
    assert all(r.passed for r in grade_trusted(task, task.reference))


def test_suite_is_deterministic_and_seeded(task):
    import torch

    seed = read_seed(task.tests_dir)
    a, b, c = build_suite(seed), build_suite(seed), build_suite(seed + 1)

    def flat(suite):
        return [
            x
            for cases in suite.values()
            for case in cases
            for x in case.args
            if isinstance(x, torch.Tensor)
        ]

    assert all(torch.equal(x, y) for x, y in zip(flat(a), flat(b), strict=True))
    pairs = [
        (x, y)
        for x, y in zip(flat(a), flat(c), strict=True)
        if x.is_floating_point() and x.numel() > 2
    ]
    assert not all(torch.equal(x, y) for x, y in pairs)
