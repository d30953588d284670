"""The hostile tests run in both grading paths: a one-off sandbox, and a batch's warm one."""

from __future__ import annotations

import pytest

from syncvals_plugin.verifier.verify import grading_batch
from tests.support.grading import verify_submission


def _in_a_batch():
    """``verify_submission`` as a batch runs it: a benign submission first warms the zygote, the
    test's (hostile) submission comes second, and the reference after it must still pass: nothing
    of one submission reaches the next.  The batch is closed before the test checks for
    leftovers."""

    def verify(task, submission, options=None, *args, **kwargs):
        with grading_batch():
            verify_submission(task, task.stub, options)
            report = verify_submission(task, submission, options, *args, **kwargs)
            after = verify_submission(task, task.reference, options)
        if report.rejection != "tampered":
            assert after.reward == 1, (
                "the submission graded after a hostile one was harmed: "
                + "; ".join(f"{f.name}: {f.reason}" for f in after.functions if not f.passed)
            )
        return report

    return verify


@pytest.fixture(params=["single", "batch"])
def both_paths(request, monkeypatch):
    """Run the test's ``verify_submission`` calls one-off, then inside a batch."""
    if request.param == "batch":
        monkeypatch.setattr(request.module, "verify_submission", _in_a_batch())
    return request.param


def _grades_in_process(function) -> bool:
    # Whether the test calls verify_submission itself or through a helper of its module: only
    # then does the batch path (a module attribute replaced) change what the test runs.
    names = set(function.__code__.co_names)
    helpers = [function.__globals__.get(n) for n in names]
    for helper in helpers:
        if callable(helper) and getattr(helper, "__module__", None) == function.__module__:
            names |= set(getattr(getattr(helper, "__code__", None), "co_names", ()))
    return "verify_submission" in names


def pytest_collection_modifyitems(config, items):
    """A test that grades only through the CLI (or not at all) runs once: its batch variant
    would repeat the single run exactly."""
    kept, dropped = [], []
    for item in items:
        spec = getattr(item, "callspec", None)
        batch = spec is not None and spec.params.get("both_paths") == "batch"
        (dropped if batch and not _grades_in_process(item.function) else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
