"""Verifier records (pydantic) and their renderings: the stdout block, report.json, reward.txt."""

from __future__ import annotations

import re
import textwrap
from typing import Literal

from pydantic import BaseModel

SandboxMode = Literal["bwrap", "landlock", "uid", "plain"]
FailureKind = Literal[
    "wrong-output",  # a value differs from the reference's (shape, dtype, values, NaN, inf)
    "raised",  # raised where the reference returns a value
    "not-implemented",  # raised NotImplementedError
    "bad-output",  # returned something that is not a plain tensor, or output the grader refused
    "timeout",  # ran past the per-function deadline
    "crashed",  # the worker exited or was killed while running the function
    "signature",  # missing, not a function, or a signature that differs from the stub's
    "rejected",  # the whole submission was rejected (see ``VerifyReport.rejection``)
    "not-run",  # the verifier's budget was spent before this function was reached
    "grader-fault",  # the verifier's own machinery failed (sandbox would not start or restart)
]
"""Why a function failed, for machines (the classifier); ``reason`` says it for people."""
RejectionKind = Literal[
    "unreadable-file",  # not a regular file, empty, too large, unreadable
    "syntax",  # does not parse
    "reference",  # imports the reference (or SyncVals) or loads code dynamically
    "forbidden-import",  # imports something other than torch and the standard library
    "import-failed",  # importing the submission in the sandbox failed
    "tampered",  # files the sandbox can see changed since the environment was recorded
    "unchecked",  # the static check could not handle the file
]
"""Why a whole submission was rejected before any function ran."""
HEADER = "=== SyncVals verifier (post-training objectives, sealed oracle) ==="


_CONTROL = {i: f"\\x{i:02x}" for i in (*range(0x20), 0x7F)} | {
    0x0A: "\\n",
    0x0D: "\\r",
    0x09: "\\t",
    0x85: "\\x85",
    0x2028: "\\u2028",
    0x2029: "\\u2029",
}


def one_line(text: str) -> str:
    """``text`` with every control character and line break escaped, so that nothing a submission
    writes (an exception message, a traceback) can start a line of the verdict block."""
    return text.translate(_CONTROL).encode("utf-8", "backslashreplace").decode("utf-8")


class FunctionResult(BaseModel):
    """The grade of one function."""

    name: str
    passed: bool
    cases: int
    cases_passed: int
    failed_families: list[str] = []
    first_failure: str | None = None
    """The first failing case in words, with what went wrong."""
    reason: str = ""
    message: str = ""
    """What went wrong, without the case (empty in reports written before it existed)."""
    kind: FailureKind | None = None
    """Why it failed (None when it passed, or in reports written before kinds existed)."""
    max_abs_err: float = 0.0
    max_rel_err: float = 0.0


BWRAP_HINT = "install bubblewrap (apt-get install bubblewrap) for the strongest isolation"


class SandboxInfo(BaseModel):
    """How the submission was isolated; ``weaker`` flags a fallback below bubblewrap."""

    mode: SandboxMode
    weaker: bool
    seccomp: bool
    note: str = ""
    relaunches: int = 0
    bubblewrap_missing: bool = False
    """The strongest mode was asked for (``auto``) and bubblewrap could not be used here."""
    environment_updated: str | None = None
    """Files of the view a package manager updated since the manifest was recorded (re-recorded:
    ``dpkg: libstdc++6``)."""

    def line(self) -> str:
        """The mode in one line, with the hint to install bubblewrap when it was missing."""
        if not self.weaker:
            return f"{self.mode} ({self.note})" if self.note else self.mode
        text = f"{self.mode} (weaker than bubblewrap: {self.note})"
        return f"{text}; {BWRAP_HINT}" if self.bubblewrap_missing else text


class VerifyReport(BaseModel):
    """Everything the verifier decided about one submission (``verifier/report.json``)."""

    schema_version: Literal["syncvals.verifier/1"] = "syncvals.verifier/1"
    task: str
    submission: str
    functions: list[FunctionResult]
    passed: int
    total: int
    partial_score: float
    reward: int
    outright_failure: str | None = None
    rejection: RejectionKind | None = None
    """Why ``outright_failure`` happened, for machines."""
    static_findings: list[str] = []
    sandbox: SandboxInfo | None = None
    timings_s: dict[str, float] = {}
    versions: dict[str, str] = {}
    seed_id: str | None = None
    """Which held-out inputs it was graded on: a one-way digest of the seed, never the seed."""
    log_excerpt: str = ""

    @classmethod
    def from_results(
        cls, task: str, submission: str, results: list[FunctionResult], **extra
    ) -> VerifyReport:
        """Tally per-function results into a report; the reward is 1 only when all pass."""
        passed = sum(r.passed for r in results)
        total = len(results)
        return cls(
            task=task,
            submission=submission,
            functions=results,
            passed=passed,
            total=total,
            partial_score=round(passed / total, 3) if total else 0.0,
            reward=int(total > 0 and passed == total),
            **extra,
        )

    def function_lines(self) -> list[str]:
        """PASS/FAIL per function with its cases; a failure says what went wrong on the same
        line and, indented below it (wrapped at :data:`WIDTH`), the case families that failed and
        the first failing case."""
        width = max((len(f.name) for f in self.functions), default=0)
        lines = []
        for f in self.functions:
            status = "PASS" if f.passed else "FAIL"
            line = f"{status}  {f.name:<{width}}  {f.cases_passed}/{f.cases} cases"
            if f.passed:
                lines.append(line)
                continue
            lines.append(f"{line}  {_said(f)}")
            details = []
            if f.failed_families:
                details.append(f"failing: {', '.join(f.failed_families)}")
            if f.first_failure and f.message:
                details.append(f"first: {one_line(f.first_failure.removesuffix(': ' + f.message))}")
            for detail in details:
                lines += textwrap.wrap(
                    detail, WIDTH, initial_indent=INDENT, subsequent_indent=INDENT + "  "
                )
        return lines

    def render(self) -> str:
        """The text a grader prints: the functions, then the verdict block (the sandbox line, the
        functions passed and, last, the reward)."""
        out = []
        if self.outright_failure:
            # A traceback keeps its lines, each behind a gutter, each escaped.
            first, *rest = self.outright_failure.split("\n")
            out.append(f"SUBMISSION REJECTED: {one_line(first)}")
            out += [f"  | {one_line(line)}" for line in rest]
        out += self.function_lines()
        out += ["", HEADER]
        if self.sandbox:
            out.append(f"SANDBOX: {one_line(self.sandbox.line())}")
        if self.outright_failure:  # the reason again where the verdict is read, not 49 lines up
            out.append(f"REJECTED: {one_line(self.outright_failure.split(chr(10))[0])}")
        out += [
            "",
            f"FUNCTIONS PASSED: {self.passed}/{self.total}  (partial_score={self.partial_score:.3f})",
            f"REWARD = {self.reward}   (1 iff ALL {self.total} functions match the sealed reference exactly)",
        ]
        return "\n".join(out) + "\n"


GRADER_FAULT = "grader fault: "
"""How a table row says that the verifier's own machinery failed on the function (kind
``grader-fault``), so a record that kept only the table still tells it from the submission's
failure."""


def _said(f: FunctionResult) -> str:
    """A failed function's reason on its row; a grader fault says it is one."""
    said = one_line(f.message or f.reason)
    if f.kind == "grader-fault" and not said.startswith(GRADER_FAULT):
        return GRADER_FAULT + said
    return said


WIDTH = 100
"""Where the indented detail lines of a failed function wrap."""
INDENT = " " * 6


_ROW = re.compile(r"^(PASS|FAIL)  (\S+)\s+(\d+)/(\d+) cases(?:  (.*))?$")
_FAMILIES = re.compile(r"^\s+failing: (.*)$")


def report_from_table(stdout: str, task: str, submission: str) -> VerifyReport | None:
    """The report a verifier's printed table stands for (:meth:`VerifyReport.render` read back:
    its PASS/FAIL rows, the families each failure names, a rejection), for a record that kept
    ``test-stdout.txt`` but lost ``report.json``; None when the text holds no such table."""
    results: list[FunctionResult] = []
    rejected = None
    for line in stdout.splitlines():
        if line.startswith("SUBMISSION REJECTED: ") and rejected is None:
            rejected = line.removeprefix("SUBMISSION REJECTED: ")
        row = _ROW.match(line)
        if row:
            status, name, passed, cases, why = row.groups()
            results.append(
                FunctionResult(
                    name=name,
                    passed=status == "PASS",
                    cases=int(cases),
                    cases_passed=int(passed),
                    reason=why or "",
                    message=why or "",
                    kind="grader-fault" if (why or "").startswith(GRADER_FAULT) else None,
                )
            )
        elif results and (families := _FAMILIES.match(line)):
            results[-1].failed_families = [f.strip() for f in families.group(1).split(",")]
    if not results and rejected is None:
        return None
    return VerifyReport.from_results(
        task, submission, results, outright_failure=rejected, rejection=_rejection_of(rejected)
    )


def _rejection_of(message: str | None) -> RejectionKind | None:
    """The kind of a rejection the table only words (the verifier's static check's wording)."""
    if message is None:
        return None
    if "the reference" in message or "loads code dynamically" in message:
        return "reference"
    if "syntax error" in message:
        return "syntax"
    return "forbidden-import" if "imports" in message else "import-failed"
