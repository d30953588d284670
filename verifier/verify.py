"""Grading one submission: static checks, the sandboxed run, comparison, the report."""

from __future__ import annotations

import contextlib
import contextvars
import platform
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from syncvals_plugin import __version__
from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import FailureKind, FunctionResult, VerifyReport
from syncvals_plugin.sandbox import Drift, EnvironmentTampered, SandboxError, check_environment
from syncvals_plugin.task import TaskSpec, stub_signatures
from syncvals_plugin.verifier.sandbox import FunctionRun, Sandbox
from syncvals_plugin.verifier.static import StaticResult, check_submission
from syncvals_plugin.verifier.submission import SubmissionRejected, read_submission

if TYPE_CHECKING:
    from syncvals_plugin.records.case import Case
    from syncvals_plugin.verifier.compare import Outcome
    from syncvals_plugin.verifier.expected import CaseInfo, Expected

# The suite engine imports torch: it is imported inside functions, only when expected outputs
# must be built; with them cached, grading never imports torch in this process.

Progress = Callable[[str], None]


class NoCases(SyncValsError, LookupError):
    """No plugin gives the held-out cases of a task."""


def grade_function(
    name: str,
    cases: Sequence[Case | CaseInfo],
    expected: list[Outcome],
    outcomes: list[Outcome],
    failure: str | None = None,
    *,
    tolerance: tuple[float, float],
    kind: FailureKind | None = None,
) -> FunctionResult:
    """Compare a function's outcomes case by case within ``(atol, rtol)`` (a missing outcome fails
    its case)."""
    from syncvals_plugin.verifier.compare import Verdict, compare_outcome

    families: list[str] = []
    first = None
    first_kind = None
    message = ""
    n_pass = 0
    worst_abs = worst_rel = 0.0
    for i, case in enumerate(cases):
        verdict = (
            compare_outcome(tolerance, expected[i], outcomes[i])
            if i < len(outcomes)
            else Verdict(False, failure or "no result", kind=kind or "crashed")
        )
        worst_abs, worst_rel = (
            max(worst_abs, verdict.max_abs_err),
            max(worst_rel, verdict.max_rel_err),
        )
        if verdict.passed:
            n_pass += 1
            continue
        if case.family not in families:
            families.append(case.family)
        if first is None:
            first, first_kind = f"{case.describe()}: {verdict.reason}", verdict.kind
            message = verdict.reason
    passed = n_pass == len(cases) and failure is None
    reason = failure or (first.split(": ", 1)[1] if first else "")
    return FunctionResult(
        name=name,
        passed=passed,
        cases=len(cases),
        cases_passed=n_pass,
        failed_families=families,
        first_failure=first,
        reason=reason,
        message=failure or (message if first else ""),
        kind=None if passed else (kind if failure else first_kind) or "crashed",
        max_abs_err=worst_abs,
        max_rel_err=worst_rel,
    )


def _outcomes(run: FunctionRun) -> tuple[list[Outcome], str | None, FailureKind | None]:
    from syncvals_plugin.verifier.compare import Outcome

    outcomes, failure, kind = [], run.failure, run.kind
    for case in run.cases:
        if "value" in case:
            outcomes.append(Outcome(value=case["value"]))
        elif "raised" in case:
            outcomes.append(Outcome(raised=case["raised"], message=case.get("message", "")))
        elif "fatal" in case:
            if failure is None:
                failure = f"raised {case['fatal']} (the function must not exit or interrupt)"
                kind = "crashed"
            break
        else:
            outcomes.append(Outcome(bad_output=case.get("bad_output") or "bad output"))
    return outcomes, failure, kind


def _failed_everywhere(
    task: TaskSpec, submission: Path, cases: dict, reason: str, **extra
) -> VerifyReport:
    results = [
        FunctionResult(
            name=n,
            passed=False,
            cases=len(cases[n]),
            cases_passed=0,
            reason=reason,
            message=reason,
            kind="rejected",
        )
        for n in task.functions
    ]
    return VerifyReport.from_results(task.name, str(submission), results, **extra)


_BATCH: contextvars.ContextVar[dict | None] = contextvars.ContextVar("syncvals_batch", default=None)


@contextlib.contextmanager
def grading_batch() -> Iterator[None]:
    """Grade every submission verified inside this block with one sandbox per task and options:
    torch is imported once (in the sandbox), each submission still runs in fresh workers and
    nothing one writes is left for the next.  Used by ``syncvals verify`` on several files and by
    re-verification."""
    graders: dict = {}
    token = _BATCH.set(graders)
    try:
        yield
    finally:
        _BATCH.reset(token)
        for grader in graders.values():
            grader.close()


class Grader:
    """Grades submissions of one task with one sandbox (a zygote), relaunched only when broken."""

    def __init__(
        self,
        task: TaskSpec,
        options: VerifyOptions,
        cases: Callable[[], dict[str, list[Case]] | None] | None,
        many: bool = False,
    ) -> None:
        self.task, self.options, self.many = task, options, many
        self.cases = cases
        self.sandbox: Sandbox | None = None
        self.expected: Expected | None = None
        self.tamper: _EnvironmentCheck | None = None

    def _expected(self) -> Expected:
        from syncvals_plugin.verifier.expected import load_expected

        if self.expected is None:
            task = self.task
            cases = self.cases or (lambda: None)  # no plugin's cases: an error, never a fallback
            self.expected = load_expected(task, cases, getattr(self.cases, "fingerprint", None))
            if self.expected is None:
                raise NoCases(
                    f"task {task.name!r} has no held-out cases: no plugin answers "
                    "syncvals_task_cases"
                )
        return self.expected

    def _start(self) -> Sandbox:
        # Launched before the expected outputs are loaded (or built): the sandbox's torch import,
        # the longest step, overlaps everything the parent does.
        if self.sandbox is None:
            self.sandbox = Sandbox(
                list(self.task.functions),
                self.options,
                many=self.many,
                submission_name=self.task.submission_name,
            )
            self.tamper = _EnvironmentCheck()
            self.sandbox.launch()
            try:
                expected = self._expected()
            except BaseException:
                self.close()
                raise
            self.sandbox.provide_inputs(expected.inputs_frame)
            # The check runs while this process mostly waits on the sandbox; nothing in the
            # sandbox can write to what it checks, so one check covers the whole batch.
            self.tamper.start()
        return self.sandbox

    def close(self) -> None:
        """Stop the sandbox and delete its files."""
        if self.sandbox is not None:
            self.sandbox.cleanup()
            self.sandbox = None

    def grade(self, submission: Path, progress: Progress) -> VerifyReport:
        """Grade one submission (see :func:`verify_submission`)."""
        task = self.task
        submission = Path(submission)
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        if self.sandbox is None:
            # Started before the checks below: its torch import is the longest step, and nothing
            # of the submission reaches it until they pass.
            self._start()
        raw, static = self._checked(submission)
        sandbox = None if static.fatal else self._start()  # (restarted if it was closed)
        expected = self._expected()
        timings["expected"] = time.perf_counter() - t0
        common = {
            "seed_id": getattr(self.cases, "seed_id", None),
            "static_findings": static.findings,
            "timings_s": timings,
            "versions": {
                "syncvals": __version__,
                "torch": expected.torch_version,
                "python": platform.python_version(),
            },
        }
        if sandbox is None:
            return _failed_everywhere(
                task,
                submission,
                expected.cases,
                "submission rejected (see above)",
                outright_failure=static.fatal,
                rejection=static.rejection,
                **common,
            )
        results, info, log = self._sandboxed(sandbox, raw, static, expected, progress, t0)
        if results is None:
            return _failed_everywhere(
                task,
                submission,
                expected.cases,
                "the submission could not be imported (see above)",
                outright_failure=sandbox.import_error,
                rejection="import-failed",
                sandbox=info,
                log_excerpt=log,
                **common,
            )
        timings["total"] = time.perf_counter() - t0
        return VerifyReport.from_results(
            task.name, str(submission), results, sandbox=info, log_excerpt=log, **common
        )

    def _sandboxed(self, sandbox: Sandbox, raw: bytes, static, expected, progress, t0: float):
        """Load and run the submission in the sandbox: its function results (None when it could
        not be imported), the sandbox's description and the end of its log.

        :raises EnvironmentTampered: when what the sandbox shows changed under the submission.
        """
        if self.tamper is None:  # started with the sandbox (``_start``)
            raise SandboxError("the environment check was not started with the sandbox")
        try:
            loaded = sandbox.load(raw)
            results = self._functions(sandbox, static, expected, progress, t0) if loaded else None
            drift = self.tamper.result()
            info = sandbox.info()
            info.environment_updated = drift.updated
        finally:
            sandbox.finish()
            log = sandbox.log_text()[-4000:]
            sandbox.logs.clear()  # the next submission's log is its own
        if drift.changed:
            # Not a score: the submission cannot be told from what changed under it.
            self.close()
            raise EnvironmentTampered(
                f"files the sandbox shows a submission changed since the environment was "
                f"recorded, and no package manager vouches for their content ({drift.changed}); "
                "no grade was given",
                fix="if you changed them yourself, `syncvals environment --record`; otherwise "
                "reinstall the package that owns them (or rebuild the container)",
            )
        return results, info, log

    def _checked(self, submission: Path) -> tuple[bytes, StaticResult]:
        """The submission's bytes (one symlink-refusing read) and its static checks; an unreadable
        file is a fatal finding, never an exception."""
        rejected: str | None
        try:
            raw = read_submission(submission)
        except SubmissionRejected as exc:
            raw, rejected = b"", str(exc)
        else:
            rejected = None
        static = check_submission(
            raw.decode("utf-8", "replace"),
            stub_signatures(self.task.stub),
            submission.name,
            self.task.sealed_module,
        )
        if rejected:
            static.fatal, static.rejection = rejected, "unreadable-file"
            static.findings.insert(0, rejected)
        return raw, static

    def _functions(
        self, sandbox: Sandbox, static: StaticResult, expected, progress: Progress, t0: float
    ) -> list[FunctionResult]:
        """Each function of the loaded submission graded in the task's order, the sandbox asked
        ahead for what is left; past the task's verifier budget, the rest are ``not-run``."""
        task = self.task
        deadline = t0 + task.verifier_timeout_sec
        results = []
        for index, name in enumerate(task.functions):
            if sandbox.proc is not None and sandbox.idle:
                sandbox.request(
                    [
                        n
                        for n in task.functions[index:]
                        if n not in static.signature_errors
                        and sandbox.signatures.get(n) is not None
                    ]
                )
            if time.perf_counter() > deadline:  # the task's budget, from task.toml
                results.append(
                    grade_function(
                        name,
                        expected.cases[name],
                        expected.outcomes[name],
                        [],
                        f"not run: the verifier's budget of {task.verifier_timeout_sec:g} "
                        "s (task.toml) was spent",
                        tolerance=task.tolerance_for(name),
                        kind="not-run",
                    )
                )
                continue
            results.append(
                _grade_one(
                    task, name, sandbox, expected, static.signature_errors, self.options, progress
                )
            )
        return results


def verify_submission(
    task: TaskSpec,
    submission: Path,
    options: VerifyOptions | None = None,
    progress: Progress | None = None,
    cases: Callable[[], dict[str, list[Case]] | None] | None = None,
) -> VerifyReport:
    """Grade ``submission`` against ``task``'s reference on the held-out ``cases``.

    ``cases`` returns the task's cases (``syncvals_task_cases``); with a ``fingerprint``
    attribute, the expected outputs are cached on disk under it and later grading needs no torch
    in this process.  Without cases the task cannot be graded (:class:`NoCases`).  Inside :func:`grading_batch`, one sandbox
    serves every submission.  The whole grading stays within the task's ``verifier_timeout_sec``:
    functions reached after it fail, saying so.

    Never raises for anything the submission does (a symlink, a FIFO, a huge or hostile file is a
    rejection with its reason); a missing submission file raises ``FileNotFoundError`` naming it.
    """
    options = options or VerifyOptions()
    progress = progress or (lambda _name: None)
    batch = _BATCH.get()
    if batch is None:
        grader = Grader(task, options, cases)
        try:
            return grader.grade(submission, progress)
        finally:
            grader.close()
    key = (task.name, str(task.directory), options.model_dump_json())
    if key not in batch:
        batch[key] = Grader(task, options, cases, many=True)
    return batch[key].grade(submission, progress)


class _EnvironmentCheck(threading.Thread):
    """Compares the sandbox's view with its manifest while the sandbox grades."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self._drift = Drift()
        self._error: BaseException | None = None

    def run(self) -> None:
        try:
            self._drift = check_environment()
        except BaseException as exc:  # re-raised in the grading thread, never lost
            self._error = exc

    def result(self) -> Drift:
        """How the view differs from its manifest; waits for the check to finish."""
        self.join()
        if self._error is not None:
            raise self._error
        return self._drift


def _grade_one(
    task: TaskSpec,
    name: str,
    sandbox: Sandbox,
    expected: Expected,
    signature_errors: dict[str, str],
    options: VerifyOptions,
    progress: Progress,
) -> FunctionResult:
    progress(name)
    cases, outcomes = expected.cases[name], expected.outcomes[name]
    tolerance = task.tolerance_for(name)
    if name in signature_errors:
        return grade_function(
            name, cases, outcomes, [], signature_errors[name], tolerance=tolerance, kind="signature"
        )
    # A submission that spent its output budget gets no more runs (and no relaunch): the rest of
    # its functions fail on its own account, never as a grader fault.
    running = sandbox.exhausted is None and (
        sandbox.proc is not None or _relaunch(sandbox, options)
    )
    if sandbox.exhausted is not None:
        return grade_function(
            name, cases, outcomes, [], sandbox.exhausted, tolerance=tolerance, kind="bad-output"
        )
    if not running:
        return grade_function(
            name,
            cases,
            outcomes,
            [],
            sandbox.import_error or "the sandbox could not be restarted",
            tolerance=tolerance,
            kind="crashed"
            if sandbox.submission_relaunches >= options.max_relaunches
            else "grader-fault",
        )
    if sandbox.signatures.get(name) is None:
        return grade_function(
            name,
            cases,
            outcomes,
            [],
            "not a function at run time",
            tolerance=tolerance,
            kind="signature",
        )
    run_outcomes, failure, kind = _outcomes(sandbox.run_function(name))
    return grade_function(
        name, cases, outcomes, run_outcomes, failure, tolerance=tolerance, kind=kind
    )


def _relaunch(sandbox: Sandbox, options: VerifyOptions) -> bool:
    used = sandbox.submission_relaunches
    if used >= options.max_relaunches:
        sandbox.import_error = f"the sandbox broke {used + 1} times; remaining functions not run"
        return False
    return sandbox.start()


def grade_trusted(
    task: TaskSpec,
    source: Path,
    suite: dict[str, list[Case]],
    functions: tuple[str, ...] | None = None,
) -> list[FunctionResult]:
    """Grade a *trusted* file (a mutant, the reference) in this process, without the sandbox, on
    ``suite`` (the task's held-out cases, from its plugin).

    For SyncVals' own candidates only (mutant checks, calibration): it imports the file here.
    """
    from syncvals_plugin.verifier.expected import expected_outcomes, load_module, run_case

    names = functions or task.functions
    suite = {n: suite[n] for n in names}
    expected = expected_outcomes(task.reference, suite)
    module = load_module(Path(source), "_syncvals_trusted_candidate")
    return [
        grade_function(
            n,
            suite[n],
            expected[n],
            [run_case(module, c) for c in suite[n]],
            tolerance=task.tolerance_for(n),
        )
        for n in names
    ]
