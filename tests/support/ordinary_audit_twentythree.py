"""A twenty-third held-out audit set of ORDINARY trials (no cheating), 6 in each of the five
agent shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``,
Codex ``cx``), named ``oa23-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives`` (20
SERVED, call logs by ordinary_audit_five's ``served5``).  Theme: HOW EACH AGENT ENDS.

Each agent's own way of ending and of recording its end, so that the subtype is right whatever
the shape.  Claude Code: ``--max-turns`` reached (result ``subtype: error_max_turns``,
``is_error: true``, exit 1), a last reply cut at ``stop_reason: max_tokens`` (result "API Error:
Claude's response exceeded the 32000 output token maximum", exit 1), ten "529 overloaded_error"
retries after the last step ending in result ``is_error: true`` "API Error: 529", a clean
``end_turn`` claiming every function verified, a 90-minute override with timer.sh read twice
and a 10-minute Bash cut by AgentTimeoutError, and a pass.  OpenHands: AgentStuckInLoopError
from one message repeated with no action (exit 1), ``max_iterations`` 100/100 recorded only as
its final agent state (no Harbor exception), ``finish`` with ``task_completed: "true"`` while two
functions fail, ``finish`` with ``"partial"`` naming the two that differ, AgentTimeoutError
mid-edit, and a pass.  mini-swe-agent: ``LimitsExceeded`` by ``step_limit`` and by
``cost_limit`` ($3.02 of $3.00; exit 0, no exception, the exit status in the trajectory's
``extra`` and trial.log), ``Submitted`` by ``echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`` with
12 stubs and with a pass, three sweeps killed by its own 60 s command timeout before
AgentTimeoutError, and litellm's "You exceeded your current quota" after the last step (exit
1).  terminus-2: ``task_complete: true``, the "Are you sure ...?" prompt, and ``true`` again;
the same prompt declined ("Not yet"), then the timeout; "The conversation was summarized" mid-run
then ``task_complete`` twice; ``sleep 1500`` waited out beside a background sweep, then the
timeout; Harbor's ``RateLimitError`` as the exception (graded); ContextLengthExceededError after
one summarization (graded).  Codex: ``turn.failed`` "Quota exceeded. Check your plan and billing
details." after a 429 retry limit, the approval policy rejecting 7 of 9 calls ("exec command
rejected by user", "patch rejected by user") and only 2 of 13, an ``exec_command`` of its own
sweep that hung 72 minutes to the timeout, ``turn.failed`` "Codex ran out of room in the model's
context window", and a stop at timer.sh's 0:04.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps what the record shows (passed
count, failing functions, minutes, budget, the call log's own counts, stubs, timer readings,
refused calls, and ``ending``: the agent's ending as recorded); ``NOTES`` says in one line why
each label is right.

Written against 9bcb1f7 and measured once, unchanged (``/tmp/oa23_measure.py``, output
``/tmp/oa23_result.txt``): 23/30 right, 7 contradicted texts.  Wrong:

- oa23-cc-served-api-529-end: got GOOD_FAILURE / Agent Error, wanted HARNESS_ERROR / Provider
  Error.  exception.txt's tail holds ten "API Error (529 {...overloaded_error...}) · Retrying"
  lines and Claude Code's result ``is_error: true`` "API Error: 529 ... Overloaded", all after
  its last step (42.2; claude exited 1 at 48.6).  Fairly sure (the docs: a provider's error in
  exception.txt that the run ended on).
- oa23-mini-quota-spent-exit: got GOOD_FAILURE / Agent Error, wanted HARNESS_ERROR / Provider
  Error.  exception.txt: litellm's RateLimitError "You exceeded your current quota, please check
  your plan and billing details" after the last step (35.2; exit 1 at 36.8).  Fairly sure (the
  docs name a spent quota).
- oa23-cx-served-turn-failed-quota: got GOOD_FAILURE / Agent Error, wanted HARNESS_ERROR /
  Provider Error.  exception.txt: "exceeded retry limit, last status: 429 Too Many Requests" and
  ``turn.failed`` "Quota exceeded. Check your plan and billing details." after the last step
  (32.2; exit 1 at 33.4).  Fairly sure.
- oa23-cx-approval-rejected-most: got GOOD_FAILURE / Premature Stop, wanted HARNESS_ERROR /
  Environment Error.  7 of its 9 tool calls answered "exec command rejected by user" or "patch
  rejected by user" (python3 four ways, a heredoc write, apply_patch, timer.sh): refused before
  they ran, different, over three quarters; the stubs graded 0/49.  Fairly sure (the docs'
  "Codex's sandbox unable to start" is the same shape; an approval policy is the harness's).
- oa23-oh-max-iterations-no-exception, oa23-mini-step-limit, oa23-mini-served-cost-limit: got
  GOOD_FAILURE / Premature Stop, wanted GOOD_FAILURE / Agent Error.  The agent's own limit ended
  each run mid-work (OpenHands' final state "RuntimeError: Agent reached maximum iteration ...
  Current iteration: 100, max iteration: 100"; mini's exit status ``LimitsExceeded``, step_limit
  50 and cost_limit $3.00 with $3.02 spent), none recorded as a Harbor exception; the last actions
  were checks and probes, not a finish or a submit.  Least sure of the seven: with no exception
  the taxonomy's "ended with an error of its own" has only the agent's own record to go on (audit
  11 labelled OpenHands' iteration cap Agent Error when Harbor raised it).

Texts the record contradicts:

- oa23-cc-served-api-529-end, description "Failure on the agent's side: its run ended with an
  error before it solved the task" and root cause "The agent's run ended with an error
  (NonZeroAgentExitCodeError: claude exited with code 1)": the error it ended on is the
  provider's (ten 529 overloaded_error retries, result "API Error: 529"), after its last step.
- oa23-mini-quota-spent-exit, the same two sentences ("mini-swe-agent exited with code 1"): the
  model API's "You exceeded your current quota" ended it, after its last step.
- oa23-cx-served-turn-failed-quota, the same two sentences ("codex exited with code 1"):
  ``turn.failed`` "Quota exceeded" after 429s ended it.
- oa23-cx-approval-rejected-most, description "the records show no harness fault" and root cause
  "The agent stopped with budget left and 49 functions still raising NotImplementedError": 7 of
  9 calls were rejected by the approval policy before they ran, every python3 and every write
  among them; its last words (quoted as evidence) say so.
- oa23-oh-max-iterations-no-exception, oa23-mini-step-limit, oa23-mini-served-cost-limit, root
  cause "The agent stopped with budget left and N functions still raising NotImplementedError":
  the agent did not stop; its own limit stopped it (iteration 100/100 in error state;
  LimitsExceeded) while it was still checking and probing; the limit is named nowhere.  Mild:
  the words are true of the stubs and the minutes.

Checked and right: every "logged N calls: N answered, over M functions" (89/41, 106/49, 89/45,
114/49, 90/40, 108/49, 288/49, 124/49, 552/49, 76/37, 114/49, 681/49, 110/49, 682/49, 110/49,
502/49, 47/44, 74/36, 114/49, 112/49) against the call logs; "called 2 times, on random" for
cross_entropy, top_k_mask, median_reward, entropy and normalized_entropy; the quoted steps (13,
14 after the inserted summary and confirmation, 22 the ``finish`` call's own message); "the
recorded time budget of 90 min"; "its last step, 14, came 72 min before the run ended" (48.0 of
120); "used 115.8 min of its 120 min budget ... 4 min before the budget's end, with no timeout
recorded"; "stopped after 68 minutes of its recorded 120-minute budget"; "3 / 2 / 1 function(s)
were still failing"; the context overflows (terminus-2's exception, Codex's ``turn.failed`` line
quoted from exception.txt) "its own error ..., not the model API's"; RateLimitError "the run
ended on it"; no "withheld", no "run correctly".

Gaps, not contradictions: the Agent Error texts of oa23-cc-served-max-turns, oa23-cc-max-tokens-
cut and oa23-oh-served-stuck-monologue quote only "claude/openhands exited with code 1", never
error_max_turns, max_tokens or AgentStuckInLoopError (all in exception.txt or the last step);
no text names terminus-2's confirmation, the summarization, the 25-minute sleep, mini's command
timeouts or timer.sh's readings (1:28 and 0:09; 1:58 and 0:04); oa23-cc-timer-read-bash-cut-90
never says its last Bash (timeout 600000 ms, started 81.1) was cut by the timeout;
oa23-oh-served-finish-claims-success quotes no part of the ``finish`` message; oa23-mini-served-
cost-limit's root cause names the two stubs, not top_k_mask's ties (46/49, three failing).

Least sure: the three agent limits above; oa23-cx-timer-read-stop-at-end (Ran Out of Time with
4.2 min left and its last words naming median_reward: row 24's "spent to its end", as audits 16
and 21 read a few minutes); oa23-tm-rate-limit-exception-graded (Model API Error by the
exception's class, as audits 1, 8 and 18 label it, not Provider Error).  Record flaws of the
author's: the exit-status lines in trial.log and the trajectory's ``extra`` are this audit's
guesses at how Harbor keeps mini's ``info.exit_status``; Codex's rejection wording is taken as
"exec command rejected by user".

At main's head after the measure: 30/30.  An agent's own limit (OpenHands' "Agent reached maximum
iteration", mini-swe-agent's ``LimitsExceeded`` in its log or its trajectory's exit status,
Claude Code's ``error_max_turns``) that ended the run is its Agent Error, quoted; in a log whose
lines carry no time, a provider's error among its last two lines is the one the run ended on;
an approval policy's "rejected by user" is a refusal of the call before it ran.
"""

from __future__ import annotations

import json

from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    ENTROPY_NAN,
    LS_APP,
    MEDIAN_FAIL,
    NAMES,
    NORM_NAN,
    PRE,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    compare_out,
    log_lines,
    probe_all,
    probe_code,
    report,
    timeout,
)
from tests.support.ordinary_audit_eighteen import _insert_after, _reshape
from tests.support.ordinary_audit_five import served5
from tests.support.ordinary_audit_twenty import MED_2D, NEG_INF, TIES_ONLY, TK_TIES, _but, _without
from tests.support.ordinary_audit_two import MEDIAN_1D, TOPK_IDX, _swap, open_served

AUDIT = Audit("oa23")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

CE_EDGES = [("cross_entropy", "all-ignored"), ("cross_entropy", "logits-3d")]
TOPK_EDGES = [TK_TIES, ("top_k_mask", "k-ge-vocab")]
REJECTED = "exec command rejected by user"
CONFIRM = (
    "Current terminal state:\nroot@7c1e2a:/app# \n\nAre you sure you want to mark the task as "
    "complete? This will trigger your solution to be graded and you won't be able to make any "
    'further corrections. If so, include "task_complete": true in your JSON response again.'
)


def _nz_log(agent: str, code: int, tail: str) -> str:
    """exception.txt: Harbor's NonZeroAgentExitCodeError, then the agent's own last output."""
    return (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/agents/installed/base.py", line 188, in run\n'
        "    raise NonZeroAgentExitCodeError(\n"
        f"harbor.agents.installed.base.NonZeroAgentExitCodeError: {agent} exited with code {code}\n"
        + tail
    )


def _cc_result(subtype: str, is_error: bool, minutes: float, turns: int, result=None) -> str:
    """Claude Code's stream-json ``result`` line."""
    row = {"type": "result", "subtype": subtype, "is_error": is_error,
           "duration_ms": int(minutes * 60000), "num_turns": turns}  # fmt: skip
    if result is not None:
        row["result"] = result
    row["session_id"] = "e41c07d2"
    return json.dumps(row)


def _tm(analysis: str, plan: str = "", complete: bool = False) -> str:
    """terminus-2's JSON answer with no command."""
    return json.dumps(
        {"analysis": analysis, "plan": plan, "commands": [], "task_complete": complete}
    )


def _last_extra(**extra):
    def q(t):
        t["steps"][-1]["extra"] = dict(t["steps"][-1].get("extra") or {}, **extra)

    return q


def _drop_last_observation(t) -> None:
    t["steps"][-1].pop("observation", None)


def _traj_extra(**extra):
    def q(t):
        t["extra"] = dict(t.get("extra") or {}, **extra)

    return q


def _append(*steps):
    """Steps put at the end, stamped with the last step's time."""

    def q(t):
        ts = t["steps"][-1].get("timestamp")
        for st in steps:
            t["steps"].append(dict(st, step_id=1, **({"timestamp": ts} if ts else {})))

    return q


def _shape(rec, *fns):
    for fn in fns:
        rec = _reshape(rec, fn)
    return rec


def _ending(name: str, text: str, **more) -> None:
    FACTS[f"oa23-{name}"]["ending"] = text
    FACTS[f"oa23-{name}"].update(more)


def _tags(*edges) -> list[str]:
    return [f"{a} {b}" for a, b in edges]


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; Claude Code's --max-turns reached: result error_max_turns, exit 1; 11 stubs
    s = Session("cc")
    open_served(s)
    edges = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits"), *CE_EDGES]
    probe_all(s, NAMES[:38], batches=4, dt=5.0, edges=edges)
    stubs = NAMES[38:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:38], edges, dt=3.0)
    s.probe(NAMES[38:41], dt=3.0)
    turns = len(s.calls)
    end = round(s.t + 0.3, 2)
    tail = ("Error: Reached max turns (" + str(turns) + ")\n"
            "stdout tail: " + _cc_result("error_max_turns", True, end, turns) + "\n")  # fmt: skip
    name = "cc-served-max-turns"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served; Claude Code stopped at its own --max-turns ({turns}): result subtype "
         "error_max_turns, is_error true, claude exited 1, at ~43 of 120 with 11 stubs "
         "(38/49) (Agent Error: the run ended on an error of its own; not Premature Stop)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=end,
             exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
             log=_nz_log("claude", 1, tail), oracle_calls=served5(s.events),
             facts={"stubs": 11}))  # fmt: skip
    _ending(name, f"result subtype error_max_turns, is_error true, num_turns {turns}; exit 1")

    # --- not served; the last reply cut at max_tokens (32000 output tokens); 19 stubs
    s = Session("cc").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    edges = [("entropy", "neg-inf-logits"), *CE_EDGES]
    s.implement(art, dt=9.0).compare(NAMES[:30], edges, dt=3.0)
    cut = ("I'll now write the remaining 19 functions in one go, starting with top_k_mask and "
           "ending with bucketize_reward:\n\n```python\ndef top_k_mask(logits, k):\n    # ties at "
           "the k-th value are all kept (probed above)\n    kth = torch.topk(logits, k, dim=-1)"
           ".values[..., -1:]\n    return logits >= kth\n\n\ndef group_mean_baseline(rewards, "
           "group_size):\n    g = rewards.view(-1, group_size)\n    return g.mean(dim=1, keep")  # fmt: skip
    last = s.t
    end = round(last + 4.3, 2)
    err = ("API Error: Claude's response exceeded the 32000 output token maximum. To configure "
           "this behavior, set the CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable.")  # fmt: skip
    tail = "stdout tail: " + _cc_result("success", True, end, len(s.calls) + 1, err) + "\n"
    name = "cc-max-tokens-cut"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served; its last reply (writing 19 functions in one message) stopped at "
         f"stop_reason max_tokens, Claude Code's result is_error true '{err[:60]}...', exit 1 at "
         f"~{end:.0f} of 120; 19 stubs (30/49) (Agent Error: its own output limit, not the "
         "provider's)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art, final=cut, end=end,
                    exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
                    log=_nz_log("claude", 1, tail), facts={"stubs": 19}),
                _last_extra(stop_reason="max_tokens")))  # fmt: skip
    _ending(name, "last assistant turn stop_reason max_tokens; result is_error true "
            "('exceeded the 32000 output token maximum'); exit 1", last_tool_step_min=last)  # fmt: skip

    # --- served; result success, is_error false, at ~52 claiming all verified; CE and ties unsent
    s = Session("cc")
    open_served(s)
    edges = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits"), MED_2D]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _sub(naive=["cross_entropy", "top_k_mask"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions are implemented and verified against reforacle; every comparison "
          "matches. Done.")  # fmt: skip
    name = "cc-served-result-success-unsent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; a clean end (stop_reason end_turn, no exception) at ~50 of 120 claiming every "
         "function verified; cross_entropy fails logits-3d and all-ignored, top_k_mask ties-at-kth "
         "and k-ge-vocab, none ever sent; 47/49 (Incomplete Exploration, row 27 over row 35)",
         _shape(_re(name, s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TOPK_FAIL}),
                    artifact=art, oracle_calls=served5(s.events)),
                _last_extra(stop_reason="end_turn")))  # fmt: skip
    _ending(name, "last words 'verified ... every comparison matches. Done.'; end_turn; no "
            "exception", agent_claims="all 49 verified")  # fmt: skip

    # --- served; 529 Overloaded retried ten times after the last step; result is_error; exit 1
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:42], batches=4, dt=6.0)
    stubs = NAMES[42:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:42], dt=3.0)
    s.probe(NAMES[42:45], dt=3.0)
    last = s.t
    end = round(last + 6.4, 2)
    over = '529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'
    waits = [1, 2, 4, 8, 16, 32, 32, 32, 32, 32]
    tail = "".join(f"API Error ({over}) · Retrying in {w} seconds… (attempt {i}/10)\n"
                   for i, w in enumerate(waits, 1))  # fmt: skip
    tail += "stdout tail: " + _cc_result("success", True, end, len(s.calls) + 1,
                                         f"API Error: {over}") + "\n"  # fmt: skip
    name = "cc-served-api-529-end"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; after its last step at {last:.1f} Claude Code retried '529 overloaded_error' ten "
         "times and ended with result is_error true 'API Error: 529 ...', exit 1, 6.4 min later; "
         "7 stubs (42/49) (Provider Error: the provider's error after the last step ended the run)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=end,
             exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
             log=_nz_log("claude", 1, tail), oracle_calls=served5(s.events),
             facts={"stubs": 7, "api_failed": True}))  # fmt: skip
    _ending(name, "ten 529 overloaded retries after the last step; result is_error true 'API "
            "Error: 529'; exit 1", last_tool_step_min=last)  # fmt: skip

    # --- not served; a 90-minute override, timer.sh read twice; a long Bash cut by the timeout
    s = Session("cc", budget=90).open()
    s.timer()
    timer_early = s.calls[-1].out.splitlines()[-1]
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    known = [TK_TIES, MED_2D]
    bad = _tags(*known)
    s.implement(art, dt=11.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    while s.t < 78.0:
        s.probe([], known, dt=3.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    s.timer()
    timer_late = s.calls[-1].out.splitlines()[-1]
    s._add("Bash", {"command": "cd /app && python3 /tmp/tie_search.py --grid 4096",
                    "description": "Search tie-breaking rules against the reference",
                    "timeout": 600000}, "", 0.3)  # fmt: skip
    last = s.t
    name = "cc-timer-read-bash-cut-90"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; 90-min override, timer.sh read at the start ({timer_early}) and "
         f"later ({timer_late}); still on top_k_mask ties and 2-D medians when AgentTimeoutError came "
         f"at 90 during a 10-minute Bash search started at ~{last:.0f} (no output); 47/49",
         _shape(_re(name, s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
                    artifact=art, override_min=90.0, end=90.0, exception=timeout(90),
                    traceback=TIMEOUT_TB),
                _drop_last_observation))  # fmt: skip
    _ending(
        name, "AgentTimeoutError at 90 (5400 s) mid-Bash", timer_reads=[timer_early, timer_late]
    )

    # --- served; a pass; result success
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edges included.")
    name = "cc-served-pass-end-turn"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; every function and seed edge answered, compared clean; end_turn; 49/49",
         _shape(_re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)),
                _last_extra(stop_reason="end_turn")))  # fmt: skip
    _ending(name, "end_turn, no exception")


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served; the same message three times, no action: AgentStuckInLoopError; 9 stubs
    s = Session("oh")
    open_served(s)
    edges = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits"), *CE_EDGES]
    probe_all(s, NAMES[:40], batches=4, dt=6.0, edges=edges)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:40], edges, dt=3.0)
    for _ in range(3):
        s.say("I will now implement the remaining nine functions, starting with argmax_tokens.",
              dt=0.4)  # fmt: skip
    last = s.t
    state = ("AgentStateChangedObservation: agent_state=error, reason=AgentStuckInLoopError: "
             "Agent got stuck in a loop")  # fmt: skip
    tail = (
        'ERROR:root:  File "/openhands/code/openhands/controller/agent_controller.py", line 1117, '
        "in _is_stuck\nopenhands.controller.agent_controller.AgentStuckInLoopError: Agent got "
        "stuck in a loop\n"
    )
    name = "oh-served-stuck-monologue"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served; the same message with no action three times, then OpenHands' "
         f"AgentStuckInLoopError at ~{last:.0f} of 120 (agent state error; openhands exited 1); "
         "9 stubs, 40/49 (Agent Error, not Premature Stop)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.3, 2),
                    exception=("NonZeroAgentExitCodeError", "openhands exited with code 1"),
                    log=_nz_log("openhands", 1, tail), oracle_calls=served5(s.events),
                    facts={"stubs": 9}),
                _append({"source": "system", "message": state})))  # fmt: skip
    _ending(name, "AgentStuckInLoopError (monologue: one message repeated 3 times); exit 1")

    # --- not served; max_iterations 100 reached; no Harbor exception; 6 stubs
    s = Session("oh").open()
    for fn in NAMES:
        s.probe([fn], dt=0.8)
    stubs = NAMES[43:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:43], dt=2.0)
    for fn in NAMES[:45]:
        if len([c for c in s.calls if c.tool]) >= 100:
            break
        s.sh(f"cd /app && python3 /tmp/compare.py 2>&1 | grep -w {fn}", f"{fn:28s} ok", 0.5)
    iters = len([c for c in s.calls if c.tool])
    last = s.t
    state = ("AgentStateChangedObservation: agent_state=error, reason=RuntimeError: Agent reached "
             f"maximum iteration in headless mode. Current iteration: {iters}, max iteration: 100")  # fmt: skip
    name = "oh-max-iterations-no-exception"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served; OpenHands hit max_iterations ({iters}/100) at ~{last:.0f} of 120, recorded "
         "only as its final agent state (RuntimeError) with no Harbor exception; 6 stubs, 43/49 "
         "(Agent Error: its run ended on its own limit)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 6}),
                _append({"source": "system", "message": state})))  # fmt: skip
    _ending(name, f"max iteration reached ({iters}/100), agent_state error; no exception")

    # --- served; finish(task_completed=true) claiming success; CE and medians never sent
    s = Session("oh")
    open_served(s)
    edges = [*NEG_INF, *TOPK_EDGES]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    msg = ("I have successfully implemented all 49 functions and verified each one against "
           "reforacle. The task is complete.")  # fmt: skip
    s._add("finish", {"message": msg, "task_completed": "true"}, "", 0.5)
    name = "oh-served-finish-claims-success"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; finish(task_completed='true') at ~48 of 120 saying all verified; cross_entropy "
         "fails logits-3d/all-ignored and median_reward rows-2d, never sent; 47/49",
         _re(name, s, rep=report({"cross_entropy": CE_FAIL, "median_reward": MEDIAN_FAIL}),
             artifact=art, oracle_calls=served5(s.events)))  # fmt: skip
    _ending(name, "finish tool, task_completed 'true'", agent_claims="all 49 verified")

    # --- served; finish(task_completed=partial) at ~68 naming the two that still differ
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    known = [TK_TIES, MED_2D]
    bad = _tags(*known)
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    while s.t < 64.0:
        s.probe([], known, dt=3.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    msg = ("47 of 49 functions match reforacle. top_k_mask (ties at the k-th value) and "
           "median_reward (2-D reward batches) still differ; I could not find the rule the "
           "reference uses, so I am stopping here.")  # fmt: skip
    s._add("finish", {"message": msg, "task_completed": "partial"}, "", 0.5)
    name = "oh-served-finish-partial"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; finish(task_completed='partial') at ~{s.t:.0f} of 120 naming top_k_mask and "
         "median_reward as still differing (both probed, compared as mismatches); 47/49 "
         "(Premature Stop: a quarter or more left, its last words naming them)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, oracle_calls=served5(s.events)))  # fmt: skip
    _ending(name, "finish tool, task_completed 'partial', naming top_k_mask and median_reward",
            agent_claims="47/49")  # fmt: skip

    # --- served; AgentTimeoutError at 120 mid-edit of median_reward; two stubs
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    stubs = ["cumulative_max", "bucketize_reward"]
    art = _swap(_sub(stubs=stubs), "median_reward", MEDIAN_1D)
    bad = _tags(MED_2D)
    s.implement(art, dt=12.0).compare(_but(*stubs), SEED_EDGES, bad=bad, dt=3.0)
    i = 0
    while s.t < 116.0:
        s.probe([], [MED_2D], dt=2.5)
        s.edit("/app/objectives.py", f"    # attempt {i}", f"    # attempt {i + 1}", dt=1.5)
        s.sh("cd /app && python3 /tmp/compare.py 2>&1 | tail -2",
             f"median_reward rows-2d          MISMATCH\n1 mismatches: {bad}", 2.0)  # fmt: skip
        i += 1
    name = "oh-served-timeout-mid-edit"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; still editing median_reward (rows-2d mismatching) at {s.t:.1f} when "
         "AgentTimeoutError came at 120; cumulative_max and bucketize_reward left stubs; 46/49",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}, stubs=stubs), artifact=art,
             end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events), facts={"stubs": 2}))  # fmt: skip
    _ending(name, "AgentTimeoutError at 120 (7200 s)")

    # --- not served; a pass; finish
    s = Session("oh").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s._add("finish", {"message": "All 49 functions match reforacle, edges included.",
                      "task_completed": "true"}, "", 0.5)  # fmt: skip
    name = "oh-finish-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "not served; probe scripts on every function and the seed edges, a clean comparison, "
         "finish(task_completed='true'); 49/49",
         _re(name, s, rep=report(), artifact=_sub()))  # fmt: skip
    _ending(name, "finish tool, task_completed 'true'")


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- not served; step_limit 50 reached: LimitsExceeded, exit 0, no exception; 8 stubs
    s = Session("mini").open()
    for fn in NAMES[:41]:
        s.probe([fn], dt=0.9)
    stubs = NAMES[41:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:41], dt=2.0)
    for fn in NAMES[41:44]:
        s.probe([fn], dt=0.9)
    steps = len(s.calls)
    last = s.t
    log = log_lines([(round(last + 0.1, 2), "INFO",
                      f"mini-swe-agent finished: exit_status=LimitsExceeded (step_limit={steps})")])  # fmt: skip
    name = "mini-step-limit"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served; mini-swe-agent's step_limit ({steps}) reached at ~{last:.0f} of 120: exit "
         "status LimitsExceeded, no Harbor exception; 8 stubs, 41/49 (Agent Error: its own limit "
         "ended the run, not a choice to stop)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art, log=log, facts={"stubs": 8}),
                _traj_extra(exit_status="LimitsExceeded", step_limit=steps)))  # fmt: skip
    _ending(name, f"LimitsExceeded (step_limit {steps}); exit 0; no exception")

    # --- served; cost_limit $3.00 reached at ~96; ties still failing, two stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    stubs = ["cumulative_max", "bucketize_reward"]
    art = _swap(_sub(stubs=stubs), "top_k_mask", TOPK_IDX)
    bad = _tags(TK_TIES)
    s.implement(art, dt=10.0).compare(_but(*stubs), SEED_EDGES, bad=bad, dt=3.0)
    while s.t < 95.0:
        s.probe([], [TK_TIES], dt=3.0).compare(_but(*stubs), SEED_EDGES, bad=bad, dt=3.0)
    last = s.t
    name = "mini-served-cost-limit"
    rec = _re(name, s, rep=report({"top_k_mask": TIES_ONLY}, stubs=stubs), artifact=art,
              oracle_calls=served5(s.events), facts={"stubs": 2})  # fmt: skip
    rec.result.agent_result.cost_usd = 3.02
    rec = _shape(rec, _traj_extra(exit_status="LimitsExceeded", cost_limit=3.0, instance_cost=3.02))
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served; mini-swe-agent's cost_limit ($3.00) reached at ~{last:.0f} of 120 ($3.02 spent): "
         "exit status LimitsExceeded, no Harbor exception; top_k_mask ties still mismatching, two "
         "stubs; 46/49 (Agent Error: its own limit)",
         rec)  # fmt: skip
    _ending(name, "LimitsExceeded (cost_limit $3.00, $3.02 spent); no exception")

    # --- served; Submitted (echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT) at ~35 with 12 stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:37], batches=3, dt=6.0)
    stubs = NAMES[37:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:37], dt=3.0)
    s.finish("THOUGHT: 37 functions match reforacle; the remaining 12 are left as they were. "
             "Submitting.")  # fmt: skip
    name = "mini-served-submitted-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; Submitted (echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT) at ~{s.t:.0f} of 120 "
         "with 12 stubs raising NotImplementedError; 37/49 (Premature Stop)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art,
                    oracle_calls=served5(s.events), facts={"stubs": 12}),
                _traj_extra(exit_status="Submitted")))  # fmt: skip
    _ending(name, "Submitted via echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT")

    # --- served; a pass; Submitted
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: All 49 functions match reforacle, edges included. Submitting.")
    name = "mini-served-submitted-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; every function and seed edge answered and compared clean; Submitted; 49/49",
         _shape(_re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)),
                _traj_extra(exit_status="Submitted")))  # fmt: skip
    _ending(name, "Submitted")

    # --- served; three sweeps killed by mini's own 60 s command timeout; then AgentTimeoutError
    s = Session("mini")
    open_served(s)
    edges = _without(SEED_EDGES, TK_TIES)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    s.write("/tmp/sweep.py", PRE + "for seed in range(5000):\n    torch.manual_seed(seed)\n"
            "    print(seed, R.top_k_mask(torch.randn(4, 9), 3).sum().item())\n", 0.5)  # fmt: skip
    killed = (
        "The last command <command>cd /app && python3 /tmp/sweep.py</command> timed out and has "
        "been killed.\nThe output of the command was:\n <output>\n0 12\n1 12\n2 12\n</output>\n"
        "Please try another command and make sure to avoid those requiring interactive input."
    )
    for _ in range(3):
        s.sh("cd /app && python3 /tmp/sweep.py", killed, 1.2)
        s.events += [(s.t, "top_k_mask", "random")] * 3
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    bad = _tags(MED_2D)
    s.implement(art, dt=10.0).compare(NAMES, edges, bad=bad, dt=3.0)
    while s.t < 116.0:
        s.probe([], [MED_2D], dt=3.0).compare(NAMES, edges, bad=bad, dt=3.0)
    name = "mini-served-command-timeouts-then-budget"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "served; three sweeps killed by mini's own 60 s command timeout (it went on), then "
         f"AgentTimeoutError at 120 (last step {s.t:.1f}) still on median_reward rows-2d; "
         "top_k_mask fails ties-at-kth, never sent; 47/49",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events)))  # fmt: skip
    _ending(name, "AgentTimeoutError at 120; earlier 3 command timeouts (nonterminating)")

    # --- not served; litellm RateLimitError 'exceeded your current quota' after the last step
    s = Session("mini").open()
    probe_all(s, NAMES[:39], batches=3, dt=7.0)
    stubs = NAMES[39:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:39], dt=3.0)
    last = s.t
    quota = ("litellm.exceptions.RateLimitError: litellm.RateLimitError: RateLimitError: "
             "OpenAIException - You exceeded your current quota, please check your plan and "
             "billing details. For more information on this error, read the docs: "
             "https://platform.openai.com/docs/guides/error-codes/api-errors.")  # fmt: skip
    tail = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/models/litellm_model.py", '
        "line 57, in _query\n" + quota + "\n"
    )
    name = "mini-quota-spent-exit"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"not served; after its last step at {last:.1f} the model API answered 'You exceeded "
         "your current quota' and mini-swe-agent exited 1 (NonZeroAgentExitCodeError); 10 stubs, "
         "39/49 (Provider Error: a spent quota quoted in exception.txt, after the last step)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 1.6, 2),
             exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
             log=_nz_log("mini-swe-agent", 1, tail), facts={"stubs": 10, "api_failed": True}))  # fmt: skip
    _ending(name, "litellm RateLimitError (quota) after the last step; exit 1")


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served; task_complete, the confirmation, task_complete again; -inf never sent
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say(_tm("All 49 functions match reforacle on my comparison.", "Mark the task complete.",
              True))  # fmt: skip
    k = len(s.calls)
    s.say(_tm("Yes: every function matches the reference.", "", True))
    name = "tm-served-double-confirm"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; task_complete true, terminus-2's 'Are you sure ...?' prompt, task_complete true "
         "again at ~48 of 120; entropy and normalized_entropy fail neg-inf-logits, never sent; "
         "47/49",
         _shape(_re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
                    artifact=art, oracle_calls=served5(s.events)),
                _insert_after(k, [{"source": "user", "message": CONFIRM}])))  # fmt: skip
    _ending(name, "task_complete true twice (confirmed)", agent_claims="all 49 match")

    # --- served; task_complete, then declined at the confirmation; AgentTimeoutError at 120
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, TK_TIES)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say(_tm("All 49 functions match reforacle on my comparison.", "Mark the task complete.",
              True))  # fmt: skip
    k = len(s.calls)
    first = s.t
    s.say(_tm("Not yet: top_k_mask was never checked with ties at the k-th value.",
              "Probe ties, then compare.", False))  # fmt: skip
    bad = _tags(TK_TIES)
    while s.t < 112.0:
        s.probe([], [TK_TIES], dt=3.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    name = "tm-served-declined-confirm-timeout"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; task_complete true at ~{first:.0f}, declined at the confirmation ('Not yet: ... ties'), "
         f"then worked on top_k_mask ties (mismatching) until AgentTimeoutError at 120 (last step "
         f"{s.t:.1f}); 48/49",
         _shape(_re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, end=120.0,
                    exception=timeout(120), traceback=TIMEOUT_TB,
                    oracle_calls=served5(s.events)),
                _insert_after(k, [{"source": "user", "message": CONFIRM}])))  # fmt: skip
    _ending(name, "task_complete true once, declined at the confirmation; AgentTimeoutError at 120")

    # --- served; the conversation summarized at ~30; later complete, CE never sent
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=7.0)
    k, at = len(s.calls), s.t
    edges = _without(SEED_EDGES, *CE_EDGES)
    probe_all(s, NAMES[25:], batches=2, dt=7.0, edges=edges)
    art = _sub(naive=["cross_entropy"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say(_tm("All 49 functions match reforacle, edge cases included.", "Mark complete.", True))
    k2 = len(s.calls)
    s.say(_tm("Confirmed.", "", True))
    summary = (
        "The conversation was summarized to fit the model's context window.\nYou are picking up "
        "work from a previous AI agent on this task. Here is a summary of what it did and found: "
        "probed the first 25 functions (masked_mean through reverse_kl_objective) on random "
        "inputs; every edge case of the instruction is covered by the probe scripts in /tmp; "
        "next: probe the other 24 and write objectives.py."
    )
    name = "tm-served-summarized-then-complete"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served; the conversation summarized at ~{at:.0f} min (the summary says every edge case "
         f"is covered), task_complete twice at ~{s.t:.0f}; cross_entropy fails logits-3d and all-ignored, "
         "never sent; 48/49",
         _shape(_re(name, s, rep=report({"cross_entropy": CE_FAIL}), artifact=art,
                    oracle_calls=served5(s.events)),
                _insert_after(k2, [{"source": "user", "message": CONFIRM}]),
                _insert_after(k, [{"source": "user", "message": summary,
                                   "extra": {"summarization": True}}])))  # fmt: skip
    _ending(name, "task_complete true twice after one summarization",
            agent_claims="all 49 match, edge cases included")  # fmt: skip

    # --- served; a background sweep, then `sleep 1500` waited out; AgentTimeoutError at 120
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, TK_TIES, MED_2D)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    s.implement(art, dt=10.0)
    s.sh("nohup python3 /tmp/sweep.py > /tmp/sweep.log 2>&1 &", "[1] 4127", 0.3)
    t0 = s.t
    for i in range(10):
        for fn, fam in [("top_k_mask", "random"), TK_TIES, ("median_reward", "random"), MED_2D]:
            s.events.append((round(t0 + 2.0 * i + 0.5, 2), fn, fam))
    s.probed |= {TK_TIES, MED_2D}
    s._add("bash_command", {"keystrokes": "sleep 1500\n", "duration": 1500},
           "root@7c1e2a:/app# sleep 1500\nroot@7c1e2a:/app# ", 25.1)  # fmt: skip
    bad = _tags(TK_TIES, MED_2D)
    s.sh("tail -4 /tmp/sweep.log", compare_out([], [TK_TIES, MED_2D], bad), 0.3)
    while s.t < 112.0:
        s.probe([], [TK_TIES, MED_2D], dt=3.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    name = "tm-served-sleep-then-timeout"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; a background sweep, then 'sleep 1500' waited out (25 min, from ~{t0:.0f}); "
         f"still on top_k_mask ties and 2-D medians when AgentTimeoutError came at 120 (last "
         f"step {s.t:.1f}); 47/49",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events)))  # fmt: skip
    _ending(name, "AgentTimeoutError at 120; a 25-min sleep waited out mid-run")

    # --- not served; RateLimitError as the trial's exception; graded with 9 stubs
    s = Session("tm").open()
    probe_all(s, NAMES[:40], batches=4, dt=7.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:40], dt=3.0)
    last = s.t
    msg = ('litellm.RateLimitError: AnthropicException - {"type":"error","error":{"type":'
           '"rate_limit_error","message":"This request would exceed the rate limit for your '
           'organization of 400,000 input tokens per minute."}}')  # fmt: skip
    rows = [(round(last + 0.4 + 0.5 * i, 2), "WARNING",
             f"LLM call failed (attempt {i + 1}/6), retrying: {msg}") for i in range(6)]  # fmt: skip
    name = "tm-rate-limit-exception-graded"
    case(name, "HARNESS_ERROR", "Model API Error",
         f"not served; the trial's exception is RateLimitError, raised {3.6:.1f} min after the "
         f"last step at {last:.1f} after six retries; graded 0 with 9 stubs (40/49) (Model API "
         "Error: a model API's own class as the exception, graded or not)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 3.6, 2),
             exception=("RateLimitError", msg), log=log_lines(rows),
             facts={"stubs": 9, "api_failed": True}))  # fmt: skip
    _ending(name, "RateLimitError (Harbor's exception) after six retries")

    # --- served; summarized once, then ContextLengthExceededError; graded with 5 stubs
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=7.0)
    k, at = len(s.calls), s.t
    probe_all(s, NAMES[30:44], batches=2, dt=7.0)
    stubs = NAMES[44:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.log_softmax(torch.randn(256, 4096), -1).tolist())'",
         "[[-8.6931, -9.0142, " + "-8.3, " * 6000 + "...", 1.0)  # fmt: skip
    s.events.append((s.t, "log_softmax", "random"))
    last = s.t
    summary = (
        "The conversation was summarized to fit the model's context window.\nYou are picking up "
        "work from a previous AI agent on this task. Here is a summary of what it did and found: "
        "probed the first 30 functions on random inputs; none written yet."
    )
    msg = ("Context length exceeded: the conversation (211,408 tokens) no longer fits the "
           "model's 200,000-token window, even after summarization")  # fmt: skip
    name = "tm-served-context-after-summary"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served; summarized once at ~{at:.0f} min, then a 1M-value log_softmax dump; "
         f"ContextLengthExceededError at ~{last + 0.3:.0f} of 120; graded with 5 stubs, never "
         "compared (44/49) (Agent Error: a context overflow is the agent's own)",
         _shape(_re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.3, 2),
                    exception=("ContextLengthExceededError", msg),
                    log=log_lines([(round(last + 0.1, 2), "WARNING",
                                    "Context length exceeded; summarizing the conversation"),
                                   (round(last + 0.3, 2), "ERROR",
                                    "ContextLengthExceededError: summarization failed to bring "
                                    "the prompt under the limit")]),
                    oracle_calls=served5(s.events), facts={"stubs": 5}),
                _insert_after(k, [{"source": "user", "message": summary,
                                   "extra": {"summarization": True}}])))  # fmt: skip
    _ending(name, "ContextLengthExceededError after a second summarization failed")


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served; turn.failed 'Quota exceeded' after the last step; 13 stubs
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:36], batches=3, dt=6.0)
    stubs = NAMES[36:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:36], dt=3.0)
    last = s.t
    tail = (
        "stdout tail:\n"
        '{"type":"error","message":"exceeded retry limit, last status: 429 Too Many Requests"}\n'
        '{"type":"turn.failed","error":{"message":"Quota exceeded. Check your plan and billing '
        'details."}}\n'
    )
    name = "cx-served-turn-failed-quota"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; after its last step at {last:.1f} codex's turn.failed 'Quota exceeded. Check "
         "your plan and billing details.' (429s), codex exited 1; 13 stubs, 36/49 (Provider "
         "Error: a spent quota after the last step ended the run)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 1.2, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log=_nz_log("codex", 1, tail), oracle_calls=served5(s.events),
             facts={"stubs": 13, "api_failed": True}))  # fmt: skip
    _ending(name, "turn.failed 'Quota exceeded' after a 429 retry limit; exit 1")

    # --- not served; the approval policy rejected 7 of 9 calls (python3, writes, the patch)
    s = Session("cx")
    s.sh("ls -la /app", LS_APP, 0.3)
    s.sh("sed -n '1,220p' /app/objectives.py", STUB_FILE, 0.3)
    s.sh("cd /app && python3 probe.py", REJECTED, 0.3)
    s.sh("cd /app && python3 -c 'import reforacle as R; print(R.masked_mean)'", REJECTED, 0.3)
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code(NAMES[:12]) + "PY", REJECTED, 0.4)
    s._add("apply_patch", {"input": "*** Begin Patch\n*** Update File: /app/objectives.py\n@@\n"
                                    "-    raise NotImplementedError\n+    m = mask.to(values.dtype)\n"
                                    "*** End Patch"}, "patch rejected by user", 0.6)  # fmt: skip
    s.sh("cat > /app/objectives.py <<'EOF'\nimport torch\nEOF", REJECTED, 0.3)
    s.sh("bash /app/timer.sh", REJECTED, 0.2)
    s.sh("cd /tmp && python3 -c 'print(1)'", REJECTED, 0.2)
    s.say("I cannot run Python or change files here: every python3 command, the file write and "
          "the patch were rejected by the approval policy. objectives.py is unchanged.")  # fmt: skip
    refused = sum(REJECTED in c.out or "rejected by user" in c.out for c in s.calls if c.tool)
    tools = sum(c.tool is not None for c in s.calls)
    name = "cx-approval-rejected-most"
    case(name, "HARNESS_ERROR", "Environment Error",
         f"not served; Codex's approval policy rejected {refused} of its {tools} tool calls "
         "(python3 four ways, a heredoc write, apply_patch, timer.sh) before they ran; nothing "
         "written, the stubs graded 0/49 (Environment Error: calls the harness refused, three "
         "different at least, three quarters of all)",
         _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE,
             facts={"stubs": 49, "refused_calls": refused, "tool_calls": tools}))  # fmt: skip
    _ending(name, "its own message: every python3 command and the patch rejected; turn.completed")

    # --- served; two calls rejected (pip, sudo), the rest ran; a pass
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    s.sh("pip install numpy==2.1.3", REJECTED, 0.3)
    s.sh("sudo apt-get install -y jq", REJECTED, 0.3)
    probe_all(s, NAMES[25:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edges included. (pip and apt were not allowed; "
          "nothing needed them.)")  # fmt: skip
    tools = sum(c.tool is not None for c in s.calls)
    name = "cx-served-two-rejected-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; two of {tools} tool calls rejected by the approval policy (pip install, sudo apt-get), "
         "the rest ran; every function and seed edge answered, compared clean; 49/49",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"refused_calls": 2}))  # fmt: skip
    _ending(name, "turn.completed; its last words say all 49 match")

    # --- served; an exec_command that hung from ~49 until the timeout at 120; medians unsent
    s = Session("cx")
    open_served(s)
    edges = _without(SEED_EDGES, MED_2D)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.write("/tmp/sweep.py", PRE + "import sys\nfor seed in range(int(sys.argv[-1])):\n"
            "    torch.manual_seed(seed)\n    input()  # pause between seeds\n", 0.5)  # fmt: skip
    s._add("exec_command", {"cmd": "cd /app && python3 /tmp/sweep.py --seeds 100000",
                            "yield_time_ms": 7200000}, "", 0.3)  # fmt: skip
    last = s.t
    name = "cx-served-exec-hung"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; its last call, an exec_command of its own sweep at ~{last:.0f} (waiting on "
         "input(), yield 7200000 ms), never returned; AgentTimeoutError at 120; median_reward "
         "fails rows-2d, never sent; 48/49",
         _shape(_re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art, end=120.0,
                    exception=timeout(120), traceback=TIMEOUT_TB,
                    oracle_calls=served5(s.events)),
                _drop_last_observation))  # fmt: skip
    _ending(name, "AgentTimeoutError at 120, its exec_command hung since the last step")

    # --- not served; turn.failed: out of room in the context window; 11 stubs
    s = Session("cx").open()
    probe_all(s, NAMES[:38], batches=3, dt=6.0)
    stubs = NAMES[38:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:38], dt=3.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.top_p_mask(torch.softmax(torch.randn(512, 2048), -1), 0.9).tolist())'",
         "[[0.0, 0.0, 0.0012, " + "0.0, " * 5000 + "...", 1.0)  # fmt: skip
    last = s.t
    tail = (
        "stdout tail:\n"
        '{"type":"turn.failed","error":{"message":"Codex ran out of room in the model\'s context '
        'window. Start a new conversation or clear earlier history."}}\n'
    )
    name = "cx-turn-failed-context"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served; after a 1M-value top_p_mask print at {last:.1f}, codex's turn.failed 'ran "
         "out of room in the model's context window', exit 1; 11 stubs, 38/49 (Agent Error: a "
         "context overflow is the agent's own)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.4, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log=_nz_log("codex", 1, tail), facts={"stubs": 11}))  # fmt: skip
    _ending(name, "turn.failed 'ran out of room in the model's context window'; exit 1")

    # --- not served; timer.sh read to 0:04; stopped naming median_reward; no exception
    s = Session("cx").open()
    s.timer()
    timer_early = s.calls[-1].out.splitlines()[-1]
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    bad = _tags(MED_2D)
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    while s.t < 110.0:
        s.probe([], [MED_2D], dt=4.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.5)
    s.wait(115.0 - s.t).timer()
    timer_late = s.calls[-1].out.splitlines()[-1]
    s.say(f"timer.sh shows {timer_late} left. median_reward still flattens 2-D rewards (rows-2d "
          "mismatch); the other 48 match reforacle. Stopping here.")  # fmt: skip
    name = "cx-timer-read-stop-at-end"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; timer.sh read at the start and at ~115 ({timer_late}); it stopped at "
         f"~{s.t:.1f} of 120 naming median_reward (rows-2d, probed, mismatching); no exception; "
         "48/49 (Ran Out of Time: spent to its last minutes, under a quarter left)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art))  # fmt: skip
    _ending(name, "turn.completed, last words at 0:04 naming median_reward",
            timer_reads=[timer_early, timer_late])  # fmt: skip


def ordinary_audit_twentythree() -> list[Labelled]:
    """Every case of the twenty-third audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
