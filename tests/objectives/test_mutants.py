"""Every mutant of the task's library fails its held-out cases, and the library covers every
function; both reach the grader and calibration only through the task's hooks."""

from __future__ import annotations

import pytest

from syncvals_plugin.host import Host
from syncvals_plugin.objectives.cases import build_suite, covered_functions
from syncvals_plugin.objectives.mutants import MUTANTS, mutants_for
from syncvals_plugin.records.case import apply_mutant
from syncvals_plugin.verifier.verify import grade_trusted
from tests.conftest import HIDDEN, TEST_SEED


@pytest.fixture(scope="module")
def held_out(task):
    return build_suite(TEST_SEED, task.functions)


def test_the_plugin_gives_the_cases_and_mutants(pm, task, held_out):
    host = Host(pm)
    given = host.task_cases(task)
    assert given.keys() == held_out.keys()
    assert [c.family for c in given["entropy"]] == [c.family for c in held_out["entropy"]]
    probe = host.task_cases(task, seed=4242)["entropy"][0].args[0]
    assert not probe.equal(given["entropy"][0].args[0])  # another seed: other inputs
    assert host.task_mutants(task) == list(MUTANTS)


def test_library_covers_every_function_and_every_hidden_rule(task):
    assert all(mutants_for(name) for name in task.functions)
    assert {m.function for m in MUTANTS if m.hidden} == HIDDEN
    assert set(covered_functions()) == set(task.functions)


@pytest.mark.slow
@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: f"{m.function}-{m.name}")
def test_mutant_is_killed(task, tmp_path, mutant, held_out):
    path = tmp_path / "objectives.py"
    path.write_text(apply_mutant(task.reference.read_text(), mutant))
    [result] = grade_trusted(task, path, held_out, (mutant.function,))
    assert not result.passed, (
        f"mutant {mutant.name} of {mutant.function} survived the held-out suite"
    )


@pytest.mark.slow
def test_reference_passes_its_own_suite(task, held_out):
    assert all(r.passed for r in grade_trusted(task, task.reference, held_out))


def test_suite_is_deterministic_and_seeded(task):
    import torch

    seed = TEST_SEED
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
