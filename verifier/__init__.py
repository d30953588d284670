"""The clean-sandbox verifier: held-out suite, sandboxed run, comparison, report and reward.

Installed as ``syncvals_plugin.verifier``; it never imports the classifier or the site.

Other folders import the verifier's names from ``syncvals_plugin.verifier`` (its face);
``grade_submission`` is :func:`.plugin.verify`, offered under a name that is not a submodule's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.verifier.compare import Outcome, compare_outcome
    from syncvals_plugin.verifier.expected import (
        SIGNING_KEY,
        bundle_key,
        cache_path,
        exec_source,
        load_expected,
        load_module,
        run_case,
        sign,
    )
    from syncvals_plugin.verifier.plugin import verify as grade_submission
    from syncvals_plugin.verifier.static import MESSAGE_CALLS, check_submission
    from syncvals_plugin.verifier.submission import SubmissionRejected, read_submission
    from syncvals_plugin.verifier.verify import grade_trusted, grading_batch

__all__ = [
    "SIGNING_KEY",
    "bundle_key",
    "cache_path",
    "check_submission",
    "compare_outcome",
    "MESSAGE_CALLS",
    "exec_source",
    "grade_submission",
    "grade_trusted",
    "grading_batch",
    "load_expected",
    "load_module",
    "Outcome",
    "read_submission",
    "run_case",
    "sign",
    "SubmissionRejected",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "compare": ("Outcome", "compare_outcome"),
        "expected": (
            "SIGNING_KEY",
            "bundle_key",
            "cache_path",
            "exec_source",
            "load_expected",
            "load_module",
            "run_case",
            "sign",
        ),
        "plugin": {"grade_submission": "verify"},
        "static": ("MESSAGE_CALLS", "check_submission"),
        "submission": ("SubmissionRejected", "read_submission"),
        "verify": ("grade_trusted", "grading_batch"),
    },
)
