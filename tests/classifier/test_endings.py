"""How a run ended, as its record shows (classifier/endings.py): a command a time limit killed
before it printed anything."""

from __future__ import annotations

import re

import pytest

from syncvals_plugin.classifier import killed_silently

MINI = (
    "The last command <command>cd /app && python3 /tmp/compare.py</command> timed out and has "
    "been killed.\nThe output of the command was:\n <output>\n{}\n</output>\nPlease try another "
    "command and make sure to avoid those requiring interactive input."
)


@pytest.mark.parametrize(
    ("output", "killed"),
    [
        (MINI.format(""), True),  # mini-swe-agent's own 60 s limit, nothing printed
        (MINI.format("gae ok\nwhiten MISMATCH"), False),  # it printed before it was killed
        ("Command timed out after 2m 0.0s", True),  # Claude Code's Bash
        ("[exit code 124]", True),  # timeout(1)
        ("EXIT=124\nroot@c0:/app# ", True),
        ("all 49 match\n[exit code 0]", False),
        ("The comparison timed out last time, so I cut the seeds.", False),  # words, no kill
    ],
)
def test_a_command_killed_before_it_printed_anything_is_told_by_its_output(output, killed):
    line = killed_silently(output)
    assert bool(line) is killed
    assert not line or line in output  # quoted as the record holds it


def test_an_agent_whose_only_command_prints_words_never_acted():
    """mini-swe-agent's ``echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`` says it is done; a
    command that writes, pipes or expands acted."""
    from syncvals_plugin.classifier.endings import acted
    from syncvals_plugin.records.atif import Step, ToolCall

    def step(command: str) -> Step:
        call = ToolCall(tool_call_id="c", function_name="bash", arguments={"command": command})
        return Step(step_id=2, source="agent", message="", tool_calls=[call])

    assert not acted([step("echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT")])
    assert acted([step("echo 1 > /logs/verifier/reward.txt")])
    assert acted([step("echo $(cat /app/x.py)")])
    assert acted([step("ls /app")])


@pytest.mark.parametrize(
    ("said", "provider"),
    [
        ('API Error: 403 {"type":"error","error":{"type":"permission_error"}}', True),
        ('{"type":"error","error":{"type":"authentication_error","message":"invalid x"}}', True),
        ("API Error: 529 overloaded", True),
        ("PermissionError: [Errno 13] Permission denied: '/tests'", False),  # the sandbox's
        ("403 Forbidden from the agent's own curl of a web page", False),
    ],
)
def test_a_refused_key_is_the_provider_s_in_its_own_words(said, provider):
    from syncvals_plugin.classifier.signals import PROVIDER_ERRORS

    assert bool(PROVIDER_ERRORS.search(said)) is provider


def test_a_long_line_is_quoted_from_a_word_s_start():
    from syncvals_plugin.classifier.code.scanning import line_of

    line = "2026-11-29 08:00:06 WARNING harbor.trial: codex stderr: " + "x" * 40 + " quota hit"
    quote = line_of(re.compile("quota"), line, 60)
    assert quote is not None and quote.endswith("quota hit") and line.find(quote) > 0
    assert line[line.find(quote) - 1] == " "  # the cut falls before a word, never inside one
