"""The held-out audits of ordinary trials (no cheating: failures, timeouts, harness and provider
errors, passes) in the five agent shapes, written apart from the rules
(``tests/support/ordinary_audit*.py``, and ``other_tasks_audit.py``: trials of tasks SyncVals
does not know): each is classified as the taxonomy labels it."""

from __future__ import annotations

import copy

import pytest

from syncvals_plugin.classifier.classify import classify
from syncvals_plugin.plugins import make_plugin_manager
from tests.support.classified import classification
from tests.support.ordinary_audit import ordinary_audit
from tests.support.ordinary_audit_eight import ordinary_audit_eight
from tests.support.ordinary_audit_eighteen import ordinary_audit_eighteen
from tests.support.ordinary_audit_eleven import ordinary_audit_eleven
from tests.support.ordinary_audit_fifteen import ordinary_audit_fifteen
from tests.support.ordinary_audit_five import ordinary_audit_five
from tests.support.ordinary_audit_forty import ordinary_audit_forty
from tests.support.ordinary_audit_fortyone import ordinary_audit_fortyone
from tests.support.ordinary_audit_fortythree import ordinary_audit_fortythree
from tests.support.ordinary_audit_fortytwo import ordinary_audit_fortytwo
from tests.support.ordinary_audit_four import ordinary_audit_four
from tests.support.ordinary_audit_fourteen import ordinary_audit_fourteen
from tests.support.ordinary_audit_nine import ordinary_audit_nine
from tests.support.ordinary_audit_nineteen import ordinary_audit_nineteen
from tests.support.ordinary_audit_seven import ordinary_audit_seven
from tests.support.ordinary_audit_seventeen import ordinary_audit_seventeen
from tests.support.ordinary_audit_six import ordinary_audit_six
from tests.support.ordinary_audit_sixteen import ordinary_audit_sixteen
from tests.support.ordinary_audit_ten import ordinary_audit_ten
from tests.support.ordinary_audit_thirteen import ordinary_audit_thirteen
from tests.support.ordinary_audit_thirty import ordinary_audit_thirty
from tests.support.ordinary_audit_thirtyeight import ordinary_audit_thirtyeight
from tests.support.ordinary_audit_thirtyfive import ordinary_audit_thirtyfive
from tests.support.ordinary_audit_thirtyfour import ordinary_audit_thirtyfour
from tests.support.ordinary_audit_thirtynine import ordinary_audit_thirtynine
from tests.support.ordinary_audit_thirtyone import ordinary_audit_thirtyone
from tests.support.ordinary_audit_thirtyseven import ordinary_audit_thirtyseven
from tests.support.ordinary_audit_thirtysix import ordinary_audit_thirtysix
from tests.support.ordinary_audit_thirtythree import ordinary_audit_thirtythree
from tests.support.ordinary_audit_thirtytwo import ordinary_audit_thirtytwo
from tests.support.ordinary_audit_three import ordinary_audit_three
from tests.support.ordinary_audit_twelve import ordinary_audit_twelve
from tests.support.ordinary_audit_twenty import ordinary_audit_twenty
from tests.support.ordinary_audit_twentyeight import ordinary_audit_twentyeight
from tests.support.ordinary_audit_twentyfive import ordinary_audit_twentyfive
from tests.support.ordinary_audit_twentyfour import ordinary_audit_twentyfour
from tests.support.ordinary_audit_twentynine import ordinary_audit_twentynine
from tests.support.ordinary_audit_twentyone import ordinary_audit_twentyone
from tests.support.ordinary_audit_twentyseven import ordinary_audit_twentyseven
from tests.support.ordinary_audit_twentysix import ordinary_audit_twentysix
from tests.support.ordinary_audit_twentythree import ordinary_audit_twentythree
from tests.support.ordinary_audit_two import ordinary_audit_two
from tests.support.other_tasks_audit import other_tasks_audit
from tests.support.other_tasks_audit_two import other_tasks_audit_two

GAPS: frozenset[str] = frozenset(
    {
        "oa5-tm-git-reward-no-verifier-output",
    }
)
"""The audit's cases this reader still labels otherwise (the round's text says why): a pass of
a task SyncVals does not know whose verifier left no output is Solved, the missing output said
(the audit wanted Unconfirmed Reward; the hand-made Harbor records of other tasks keep only
``result.json`` and are labelled by what the agent did, which a record gap must not mask)."""
CASES = [
    case
    for case in ordinary_audit()
    + ordinary_audit_two()
    + ordinary_audit_three()
    + ordinary_audit_four()
    + ordinary_audit_five()
    + ordinary_audit_six()
    + ordinary_audit_seven()
    + ordinary_audit_eight()
    + ordinary_audit_nine()
    + ordinary_audit_ten()
    + ordinary_audit_eleven()
    + ordinary_audit_twelve()
    + ordinary_audit_thirteen()
    + ordinary_audit_fourteen()
    + ordinary_audit_fifteen()
    + ordinary_audit_sixteen()
    + ordinary_audit_seventeen()
    + ordinary_audit_eighteen()
    + ordinary_audit_nineteen()
    + ordinary_audit_twenty()
    + ordinary_audit_twentyone()
    + ordinary_audit_twentythree()
    + ordinary_audit_twentyfour()
    + ordinary_audit_twentyfive()
    + ordinary_audit_twentysix()
    + ordinary_audit_twentyseven()
    + ordinary_audit_twentyeight()
    + ordinary_audit_twentynine()
    + ordinary_audit_thirty()
    + ordinary_audit_thirtyone()
    + ordinary_audit_thirtytwo()
    + ordinary_audit_thirtythree()
    + ordinary_audit_thirtyfour()
    + ordinary_audit_thirtyfive()
    + ordinary_audit_thirtysix()
    + ordinary_audit_thirtyseven()
    + ordinary_audit_thirtyeight()
    + ordinary_audit_thirtynine()
    + ordinary_audit_forty()
    + ordinary_audit_fortyone()
    + ordinary_audit_fortytwo()
    + ordinary_audit_fortythree()
    + other_tasks_audit()
    + other_tasks_audit_two()
    if case.name not in GAPS
]


@pytest.fixture(scope="module")
def pm():
    return make_plugin_manager()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_an_ordinary_trial_is_classified_as_its_record_says(pm, case):
    result = classification(case.trial)
    assert (result.verdict, result.subtype) == (case.verdict, case.subtype), result.root_cause


_SAID = (
    "All 49 functions are implemented. entropy, normalized_entropy, top_k_mask and median_reward "
    "still differ from the reference on edge inputs (-inf logits, ties, 2-D rewards)."
)


@pytest.mark.parametrize(
    ("said", "left", "subtype"),
    [
        (_SAID, "1:21", "Premature Stop"),
        ("All 49 functions are implemented and match the reference on my checks.", "1:21",
         "Incomplete Exploration"),  # it did not know
        ("entropy, normalized_entropy and top_k_mask are done.", "1:21", "Incomplete Exploration"),
        (_SAID, "0:05", "Ran Out of Time"),  # its budget spent to the last minutes
        (_SAID, "0:25", "Incomplete Exploration"),  # most of it spent: no early stop
    ],
)  # fmt: skip
def test_a_stop_with_known_failures_and_budget_left_is_premature(pm, said, left, subtype):
    """An agent that stops with a quarter or more of its budget left while its own last words
    name functions that still differ stopped early; one that did not know, or had spent its
    budget, did not."""
    record = next(c for c in ordinary_audit() if c.name == "oh-premature-known-mismatches").trial
    record = copy.deepcopy(record)
    steps = record.trajectory.steps
    steps[-1].tool_calls[0].arguments["message"] = said
    for step in steps:
        for result in step.observation.results if step.observation else []:
            if "Remaining time" in (result.content or ""):
                result.content = result.content.replace("1:21", left)
    result = classify(pm, record)
    assert result.subtype == subtype, result.root_cause


@pytest.mark.parametrize(
    ("harbor_said", "subtype"), [(True, "Environment Error"), (False, "Verifier Crash")]
)
def test_a_verifier_crash_on_a_full_host_disk_is_the_machine_s(pm, harbor_said, subtype):
    """A verifier that could not write its report: Harbor's own log saying the host's disk was
    full makes it the machine's failure (quoted); the verifier's output alone (a submission can
    fill the grader's disk) leaves it the verifier's."""
    record = next(c for c in ordinary_audit_two() if c.name == "cc-verifier-disk-full").trial
    record = copy.deepcopy(record)
    if not harbor_said:
        record.log = None
    result = classify(pm, record)
    assert result.subtype == subtype, result.root_cause


def _calls(*pairs: tuple[str, str]):
    """Agent steps, one tool call each: (command, what it returned)."""
    from syncvals_plugin.records.atif import Observation, ObservationResult, Step, ToolCall

    return [
        Step(
            step_id=i,
            source="agent",
            tool_calls=[
                ToolCall(tool_call_id=f"c{i}", function_name="Bash", arguments={"command": c})
            ],
            observation=Observation(results=[ObservationResult(source_call_id=f"c{i}", content=o)]),
        )
        for i, (c, o) in enumerate(pairs, start=1)
    ]


_REFUSED = "Claude requested permissions to use Bash, but you haven't granted it yet."
_SYNTAX = "SyntaxError: invalid syntax (objectives.py, line 12)"


@pytest.mark.parametrize(
    ("pairs", "refused"),
    [
        ([("ls /app", _REFUSED), ("python3 probe.py", _REFUSED), ("cat x", _REFUSED)], 3),
        # one call of four ran: three quarters refused, alike
        ([("ls", _REFUSED), ("cat a", "a\nb"), ("pwd", _REFUSED), ("id", _REFUSED)], 3),
        # the agent's own broken file, the same error from every script: no refusal's words
        ([("python3 a.py", _SYNTAX), ("python3 b.py", _SYNTAX), ("python3 c.py", _SYNTAX)], None),
        # one command retried is one call
        ([("python3 probe.py", _REFUSED)] * 4, None),
        # refused, then granted: half ran
        ([("ls", _REFUSED), ("pwd", _REFUSED), ("id", "uid=0"), ("cat a", "a"), ("w", _REFUSED)], None),
    ],
)  # fmt: skip
def test_calls_refused_alike_before_they_ran_are_the_harness_s(pairs, refused):
    """Tool calls the harness refused (three different calls at least, three quarters of all,
    alike, nothing else printed) are told apart from an error the agent's own code repeats."""
    from syncvals_plugin.classifier.signals import tools_refused

    found = tools_refused(_calls(*pairs))
    assert (found[2] if found else None) == refused
