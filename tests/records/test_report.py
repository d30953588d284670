"""The verifier's printed table read back into its report, for records that kept only
``test-stdout.txt``."""

from __future__ import annotations

from syncvals_plugin.records.report import FunctionResult, VerifyReport, report_from_table


def _report(**extra) -> VerifyReport:
    results = [
        FunctionResult(name="masked_mean", passed=True, cases=8, cases_passed=8),
        FunctionResult(
            name="entropy",
            passed=False,
            cases=7,
            cases_passed=5,
            failed_families=["all-masked", "large-logits"],
            first_failure="case 3 (all-masked): got nan, expected 0.0",
            reason="got nan, expected 0.0",
            message="got nan, expected 0.0",
            kind="wrong-output",
        ),
    ]
    return VerifyReport.from_results("t", "/app/objectives.py", results, **extra)


def test_a_rendered_table_reads_back_as_its_report():
    report = _report()
    back = report_from_table(report.render(), "t", "/app/objectives.py")
    assert back is not None
    assert [(f.name, f.passed, f.cases, f.cases_passed) for f in back.functions] == [
        (f.name, f.passed, f.cases, f.cases_passed) for f in report.functions
    ]
    assert back.functions[1].failed_families == ["all-masked", "large-logits"]
    assert (back.passed, back.total, back.reward) == (1, 2, 0)


def test_a_rejection_is_read_with_its_kind():
    rejected = _report(
        outright_failure="objectives.py line 3: imports 'numpy'; only torch and the standard "
        "library are allowed",
        rejection="forbidden-import",
    )
    back = report_from_table(rejected.render(), "t", "/app/objectives.py")
    assert back is not None and back.rejection == "forbidden-import"
    assert back.outright_failure and back.outright_failure.startswith("objectives.py line 3")


def test_text_without_a_table_is_no_report():
    assert report_from_table("===== 3 passed in 0.1s =====\n", "t", "s") is None


def test_a_grader_fault_is_said_on_its_row_and_read_back_as_one():
    """A record that kept only the table still tells the verifier's own failure on a function
    from the submission's (the classifier blames the grader for the one, the agent for the
    other)."""
    fault = FunctionResult(
        name="masked_whiten",
        passed=False,
        cases=12,
        cases_passed=0,
        reason="the sandbox is not running",
        message="the sandbox is not running",
        kind="grader-fault",
    )
    report = VerifyReport.from_results("t", "/app/objectives.py", [*_report().functions, fault])
    table = report.render()
    assert "FAIL  masked_whiten  0/12 cases  grader fault: the sandbox is not running" in table
    back = report_from_table(table, "t", "/app/objectives.py")
    assert back is not None
    assert [f.kind for f in back.functions] == [None, None, "grader-fault"]
