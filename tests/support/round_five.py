"""Round five's labelled trials (issue 48), in the shapes five real agents write: claude-code
(``Bash`` with a description, its last words as a message), terminus-2 (``bash_command``
keystrokes, Harbor's exceptions), OpenHands (``execute_bash``), mini-swe-agent (``bash``, its exit
status as its last message) and a generic agent on a provider SDK.

``ordinary_run_fixtures()``: how a run ended (a context overflow, whoever raised it; the reference
refusing the stub's own signature, or the agent's own miscall).  Every output of a call of the
sealed module is what the real compiled build prints.
"""

from __future__ import annotations

from syncvals_plugin.records.atif import Step
from tests.support.labelled import (
    PROBE,
    Labelled,
    _error,
    _other,
    _report,
    _trial,
)

STUBS = (
    "import torch\n\ndef masked_mean(values, mask, axis=None):\n    return (values * mask).sum()\n\n"
    "def entropy(logits, mask):\n    raise NotImplementedError\n"
)
"""A submission that still leaves ``entropy`` a stub, with the stub's own signature."""
STUB_LEFT = {"entropy": (["random"], "not implemented", "not-implemented")}


def _frame(function: str, line: int, error: str) -> str:
    # What the compiled reference prints when it refuses a call (the real build's words).
    return (
        "Traceback (most recent call last):\n"
        '  File "<string>", line 1, in <module>\n'
        f'  File "reforacle.py", line {line}, in reforacle.{function}\n'
        f"{error}"
    )


def _last_words(trial, words: str):
    """``trial`` whose trajectory ends with the agent saying ``words`` (its own last message)."""
    steps = trial.trajectory.steps
    steps[-1] = Step(step_id=steps[-1].step_id, source="agent", message=words)
    return trial


def _tools(trial, name: str, key: str):
    """``trial`` with every tool call renamed to ``name``, its one argument under ``key``."""
    for step in trial.trajectory.steps:
        for call in step.tool_calls or []:
            (value,) = call.arguments.values()
            call.function_name, call.arguments = name, {key: value}
    return trial


def ordinary_run_fixtures() -> list[Labelled]:
    """Context overflows (the agent's error, whichever agent raised it and however it was
    recorded) and signature refusals (the task's fault only when the call had the stub's
    signature)."""
    build = [("Bash", "make build 2>&1 | tail -50", "cc -O2 ..."), ("Bash", "make test", "FAIL")]
    anthropic = (
        'API Error: 400 {"type":"error","error":{"type":"invalid_request_error",'
        '"message":"prompt is too long: 208412 tokens > 200000 maximum"}}'
    )
    litellm = (
        "ContextWindowExceededError: litellm.ContextWindowExceededError: "
        "litellm.BadRequestError: OpenAIException - This model's maximum context length is "
        "128000 tokens. However, your messages resulted in 131204 tokens."
    )
    openhands = (
        "LLMContextWindowExceedError: Conversation history longer than LLM context window "
        "limit. Consider turning on enable_history_truncation config to avoid this error"
    )
    openai = (
        "Error code: 400 - {'error': {'message': \"This model's maximum context length is "
        "32768 tokens. However, you requested 40211 tokens.\", 'type': "
        "'invalid_request_error', 'code': 'context_length_exceeded'}}"
    )
    refused_stub = _frame(
        "entropy", 91, "TypeError: entropy() takes exactly 1 positional argument (2 given)"
    )
    miscalled = _frame(
        "entropy", 91, "TypeError: entropy() takes exactly 2 positional arguments (3 given)"
    )
    miscalled_py = _frame(
        "entropy", 91, "TypeError: entropy() takes 2 positional arguments but 3 were given"
    )
    three = "python3 -c 'import reforacle as R, torch; x = torch.randn(3, 5); print(R.entropy(x, torch.ones(3), 0))'"
    return [
        Labelled(
            "r5-terminus-context-length",
            _tools(
                _other(
                    "r5-term-ctx",
                    build,
                    0.0,
                    exception=_error(
                        "ContextLengthExceededError",
                        "Context length exceeded and the history could not be summarized",
                    ),
                ),
                "bash_command",
                "keystrokes",
            ),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-claude-code-prompt-too-long-exit",
            _last_words(
                _other(
                    "r5-cc-ctx",
                    build,
                    0.0,
                    exception=_error(
                        "NonZeroAgentExitCodeError", "Agent command exited with code 1"
                    ),
                ),
                "Prompt is too long",
            ),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-claude-code-api-400-no-exception",
            _last_words(_other("r5-cc-400", build, 0.0, minutes=(12, 60)), anthropic),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-openhands-window",
            _last_words(
                _tools(_other("r5-oh-ctx", build, 0.0), "execute_bash", "command"), openhands
            ),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-mini-swe-agent-window",
            _last_words(_tools(_other("r5-mini-ctx", build, 0.0), "bash", "command"), litellm),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-generic-api-error-context",
            _other("r5-gen-ctx", build, 0.0, exception=_error("APIError", openai)),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        Labelled(
            "r5-objectives-overflow-with-stubs",
            _tools(
                _trial(
                    "r5-obj-ctx",
                    [("shell", PROBE, "tensor(1.2)")],
                    STUBS,
                    _report(STUB_LEFT),
                    exception=_error("ContextLengthExceededError", "prompt is too long"),
                    minutes=(20, 120),
                ),
                "bash_command",
                "keystrokes",
            ),
            "GOOD_FAILURE",
            "Agent Error",
        ),
        # Look-alikes: the words spoken of, not said by the run's end.
        Labelled(
            "r5-agent-fixes-a-prompt-too-long-bug",
            _last_words(
                _other(
                    "r5-fix-ptl",
                    [("Bash", "grep -rn 'prompt is too long' src/", "src/chat.py:40: raise")],
                    0.0,
                ),
                "I changed how the client reports 'prompt is too long' but the tests still fail.",
            ),
            "GOOD_FAILURE",
            "Unsolved",
        ),
        Labelled(
            "r5-rate-limit-still-the-model-api",
            _other(
                "r5-rl",
                build,
                0.0,
                exception=_error("RateLimitError", "429 Too Many Requests"),
            ),
            "HARNESS_ERROR",
            "Model API Error",
        ),
        # The reference refusing a call made with the stub's own signature: the task's fault.
        Labelled(
            "r5-claude-code-stub-signature-refused",
            _trial(
                "r5-cc-sig",
                [
                    ("Bash", PROBE, refused_stub),
                    ("Bash", "bash timer.sh", "Remaining time (hours:minutes):\n1:41"),
                ],
                STUBS,
                _report(STUB_LEFT),
                final="entropy refuses the signature the stub gives it; I cannot probe it.",
                minutes=(19, 120),
            ),
            "BAD_FAILURE",
            "Instruction Mismatch",
        ),
        Labelled(
            "r5-terminus-stub-signature-refused",
            _tools(
                _trial(
                    "r5-term-sig",
                    [("shell", PROBE, "root@4f2a:/app# " + PROBE + "\n" + refused_stub)],
                    STUBS,
                    _report(STUB_LEFT),
                ),
                "bash_command",
                "keystrokes",
            ),
            "BAD_FAILURE",
            "Instruction Mismatch",
        ),
        # The agent's own miscall (one argument more than the stub has): its mistake.
        Labelled(
            "r5-agent-miscalls-the-reference",
            _trial(
                "r5-miscall",
                [("Bash", three, miscalled)],
                STUBS,
                _report(STUB_LEFT),
                minutes=(15, 120),
            ),
            "GOOD_FAILURE",
            "Premature Stop",
        ),
        Labelled(
            "r5-agent-miscalls-in-python-words",
            _trial(
                "r5-miscall-py",
                [("Bash", three, miscalled_py)],
                STUBS,
                _report(STUB_LEFT),
                minutes=(15, 120),
            ),
            "GOOD_FAILURE",
            "Premature Stop",
        ),
    ]


PYTEST_SKIPPED = (
    "============================= test session starts ==============================\n"
    "platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0\n"
    "rootdir: /tests\ncollected 3 items\n\n"
    "../tests/test_outputs.py sss                                             [100%]\n\n"
    "============================== 3 skipped in 0.04s ==============================\n"
)
PYTEST_PASSED = PYTEST_SKIPPED.replace("sss", "..s").replace("3 skipped", "2 passed, 1 skipped")


def _graded_output(trial, stdout: str):
    """``trial`` with the verifier's printed output (Harbor's test-stdout.txt)."""
    trial.stdout = stdout
    return trial


def _no_agent_step(trial):
    """``trial`` whose trajectory holds the instruction alone: the agent never made a step."""
    del trial.trajectory.steps[1:]
    return trial


def _spoke_only(trial, words: list[str]):
    """``trial`` whose agent only spoke (steps with messages, no tool call, no output)."""
    steps = trial.trajectory.steps[:1]
    for text in words:
        steps.append(Step(step_id=len(steps) + 1, source="agent", message=text))
    trial.trajectory.steps = steps
    return trial


UNAUTHORISED_LOG = (
    "2026-11-29 08:00:21 ERROR anthropic.AuthenticationError: Error code: 401 - "
    "{'type': 'error', 'error': {'type': 'authentication_error', 'message': "
    "'invalid x-api-key'}}\n"
)
"""Harbor's log of a run whose model refused the key: the agent never made a step."""


def _with_log(trial, log: str):
    """``trial`` with Harbor's log (``trial.log``) holding ``log``."""
    trial.log = log
    return trial


def wild_pass_fixtures() -> list[Labelled]:
    """Harbor jobs of other tasks: passes the record shows were not earned (no test ran, no
    command ran, the model never reached), whose flaw each is, and honest look-alikes."""
    work = [("Bash", "python3 fix.py && cat out.txt", "fixed"), ("Bash", "pytest -q", "ok")]
    unauthorised = "Invalid API key · Please run /login"
    return [
        Labelled(
            "r5-wild-every-test-skipped",
            _graded_output(_other("r5-skip", work, 1.0), PYTEST_SKIPPED),
            "BAD_SUCCESS",
            "Nothing Tested",
        ),
        Labelled(
            "r5-wild-some-tests-skipped",
            _graded_output(_other("r5-skip-some", work, 1.0), PYTEST_PASSED),
            "GOOD_SUCCESS",
            "Solved",
        ),
        Labelled(
            "r5-wild-timeout-no-command-ran",
            _spoke_only(
                _other(
                    "r5-idle",
                    [],
                    1.0,
                    exception=_error(
                        "AgentTimeoutError", "Agent execution timed out after 900.0 seconds"
                    ),
                ),
                ["I will start by analyzing the repository layout.", "Let me think further."],
            ),
            "BAD_SUCCESS",
            "Passes Untouched",
        ),
        Labelled(
            "r5-wild-model-never-reached-pass",
            _no_agent_step(
                _other(
                    "r5-unreached-pass",
                    [],
                    1.0,
                    exception=_error("NonZeroAgentExitCodeError", unauthorised),
                )
            ),
            "BAD_SUCCESS",
            "Passes Untouched",
        ),
        Labelled(
            "r5-wild-model-never-reached-fail",
            _with_log(_no_agent_step(_other("r5-unreached-fail", [], 0.0)), UNAUTHORISED_LOG),
            "HARNESS_ERROR",
            "Provider Error",
        ),
        Labelled(
            "r5-wild-model-api-error-no-step",
            _no_agent_step(
                _other(
                    "r5-unreached-api",
                    [],
                    0.0,
                    exception=_error("AuthenticationError", "Error code: 401 - invalid x-api-key"),
                )
            ),
            "HARNESS_ERROR",
            "Model API Error",
        ),
    ]


def round_five_fixtures() -> list[Labelled]:
    """Every labelled trial of round five."""
    return ordinary_run_fixtures() + wild_pass_fixtures()
