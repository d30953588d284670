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
