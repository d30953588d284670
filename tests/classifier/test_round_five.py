"""Round five's labelled trials (issue 48) in the shapes real agents write: each gets its verdict
and subtype, and says what the record shows."""

from __future__ import annotations

import pytest

from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.trial import exception_kind, rate_outcome
from tests.support.classified import classification
from tests.support.round_five import ordinary_run_fixtures, round_five_fixtures


@pytest.fixture(scope="module")
def pm():
    return make_plugin_manager()


@pytest.mark.parametrize("case", round_five_fixtures(), ids=lambda c: c.name)
def test_round_five_trials(pm, case):
    c = classification(case.trial)
    assert (c.verdict, c.subtype) == (case.verdict, case.subtype), (case.name, c.root_cause)


def test_a_context_overflow_is_the_agent_s_error_and_counts_as_its_fail(pm):
    """Whoever raised it, an overflow of the agent's context is its own error: quoted, called
    so, and counted in its pass rate (never a harness error left out of it)."""
    assert exception_kind("ContextLengthExceededError") == "agent"
    assert exception_kind("LLMContextWindowExceedError") == "agent"
    assert rate_outcome(0.0, "GOOD_FAILURE", "ContextLengthExceededError", False) == "fail"
    for case in ordinary_run_fixtures():
        if case.subtype != "Agent Error":
            continue
        c = classification(case.trial)
        assert "context overflowed" in c.root_cause and "model API failed" not in c.root_cause
        assert c.evidence and any(
            w in c.evidence[0].quote.lower()
            for w in ("context", "too long", "maximum context length")
        ), c.evidence


def test_the_reference_refusing_the_stub_s_signature_quotes_the_refusal(pm):
    case = next(
        c for c in ordinary_run_fixtures() if c.name == "r5-claude-code-stub-signature-refused"
    )
    c = classification(case.trial)
    assert c.evidence[0].quote == (
        "TypeError: entropy() takes exactly 1 positional argument (2 given)"
    ), c.evidence


def test_an_unearned_pass_in_the_wild_says_whose_flaw_quoting_the_line(pm):
    """A pass is earned only when the agent acted and the verifier tested something: otherwise it
    is never called earned, and the line it rests on is quoted."""
    from tests.support.round_five import wild_pass_fixtures

    cases = {c.name: c for c in wild_pass_fixtures()}
    skipped = classify(pm, cases["r5-wild-every-test-skipped"].trial)
    assert "3 skipped in 0.04s" in skipped.root_cause and "grader" in skipped.root_cause
    assert skipped.evidence[0].source == "verifier"
    for name in ("r5-wild-timeout-no-command-ran", "r5-wild-model-never-reached-pass"):
        c = classify(pm, cases[name].trial)
        assert "Earned" not in c.description and "earned the reward" not in c.root_cause
        assert "no command of the agent ever ran" in c.root_cause, c.root_cause
    unreached = classify(pm, cases["r5-wild-model-never-reached-pass"].trial)
    assert "Invalid API key" in unreached.root_cause and unreached.evidence
    timeout = classify(pm, cases["r5-wild-timeout-no-command-ran"].trial)
    assert "AgentTimeoutError" in timeout.root_cause
    failed = classify(pm, cases["r5-wild-model-never-reached-fail"].trial)
    assert "AuthenticationError" in failed.root_cause and "never reached" in failed.root_cause
