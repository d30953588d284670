"""A fifteenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa15-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives``: 15 SERVED
(``agent/oracle-calls.jsonl``, built with ordinary_audit_five's ``served5``) and 15 not.  Theme:
what the record holds and lacks, and the words about it.

Verifier outputs: the PASS/FAIL table in test-stdout.txt with reward.txt and no report.json (a 0
at 48/49 and a 1, and a 0 with 12 stubs), a VerifierTimeoutError after 20 rows, a verifier that
crashed importing the submission's ``einops`` (no reward), a file that does not parse, three
functions missing from the file, a function that hangs on a family never sent (kind timeout),
48/49 on a family sent and answered but never compared, the graded file absent (the agent's
work left in ``my_objectives.py``).  The agent side: AgentTimeoutError with four stubs being
written (graded) and one ungraded; a stop at ~28 min with 14 stubs; context overflows in each
agent's words (Claude Code's "Prompt is too long", mini's 272000-token litellm error, OpenHands'
ungraded "prompt is too long"); model APIs failing at step 0 (litellm AuthenticationError,
ungraded; RateLimitError, graded 0/49) and mid-run after real work (litellm InternalServerError
as the exception; codex's "500 Internal Server Error" after its last step); a trajectory cut
mid-step (the last tool call without its output, a pass); no result.json (served, unfinished);
mini-swe-agent dying on its config before a step; launch failures (Docker compose, Daytona);
a graded fail with no trajectory.  Passes: probing, the docstrings only (served, empty log),
three calls in all, Harbor's attempt 2 of 3.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right; ``FACTS`` keeps what the record shows, to hold the words against.

Written against 4baf44a ("records: one reader of a record's ISO time, for the classifier and the
task") and measured once, unchanged (``/tmp/oa15_measure.py``, output ``/tmp/oa15_result.txt``):
29 of 30 right.  Wrong:

- oa15-cx-served-api-500-after-last-step: got GOOD_FAILURE / Agent Error, wanted HARNESS_ERROR /
  Provider Error (codex exited 1; trial.log's five "unexpected status 500 Internal Server Error"
  retries and "exceeded retry limit, last status: 500" all come after its last step at 29.2 min:
  the run ended on the provider's error; fairly sure, though the docs' list of provider errors
  names rate limits, connections, quotas and overload, not a plain 500).

Texts the record contradicts:

- oa15-cx-served-api-500-after-last-step, description "Failure on the agent's side: its run ended
  with an error" and root cause "The agent's run ended with an error (NonZeroAgentExitCodeError:
  codex exited with code 1)": trial.log says the model API answered 500 five times and codex gave
  up at its retry limit, 2 minutes after its last step; no error of the agent's own is recorded.
- oa15-oh-missing-functions, root cause "changed signatures: discounted_returns, gae,
  lambda_returns": the three are absent from the file (the report: "objectives.py defines no
  function 'gae'"), not defined with other signatures.

Borderline: oa15-tm-served-verifier-crash-einops says "Rerun the trial" and "fix the task's test
script" but never that the crash is the submission's own ``from einops import rearrange`` (the
verifier's traceback ends in /app/objectives.py line 9), which a rerun repeats;
oa15-cx-served-docstrings-pass "wrote the conventions from what it already knew" (its last words:
"from the docstrings' conventions").  Gaps, not contradictions: the cut last step (no output) of
oa15-cc-served-trajectory-cut-pass, the hang (kind timeout, 2 cases) of
oa15-mini-served-hang-never-sent, the 9 stubs of oa15-cc-context-prompt-too-long and ties-at-kth
left out of oa15-cx-served-ties-answered-not-compared's comparison are not named; no text of the
three stdout-only cases says report.json is missing (the docs ask it only where the table is
missing too).  Checked and right: 112, 3 (over 2 functions), 114 (four times), 32 (over 30, "after
6 agent steps"), 72 (over 35), 118, 113 calls; median_reward "called 2 times, on random";
top_k_mask "called 4 times, on random, ties-at-kth" and k-ge-vocab never probed; the 14 and 12
stubs named; "7 step(s) ... 59 call(s) ... over 49" (unserved); "line 206: Function parameters
cannot be parenthesized"; "objectives.py is missing"; "120 min", "7200.0 seconds", "4
function(s) were still failing"; "1 on families it did probe (top_k_mask)"; "logged no call".

After the measure, at main's head, 30 of 30 read as labelled, and the texts above are mended:
a model API's 5xx said with its name ("500 Internal Server Error") and Codex's "exceeded retry
limit" are the provider's; a function the verifier failed on its signature that the file does
not define is said to be absent, not re-signed; a verifier that stopped where the submission
raised (its traceback's last frame in the graded file) quotes that error and says a rerun stops
the same way.
"""

from __future__ import annotations

from syncvals_plugin.records.report import FunctionResult, SandboxInfo, VerifyReport
from syncvals_plugin.records.trial import PhaseTiming, TrialRecord
from tests.support import ordinary_audit as oa
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CASES,
    MEDIAN_FAIL,
    NAMES,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    _ts,
    log_lines,
    probe_all,
    report,
    timeout,
)
from tests.support.ordinary_audit_five import served5
from tests.support.ordinary_audit_six import _retry_log
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    TOPK_IDX,
    _swap,
    _syntax_error,
    open_served,
)

AUDIT = Audit("oa15")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

NO_REWARD = ("RewardFileNotFoundError", "No reward file found at /logs/verifier/reward.txt")
MED_2D = ("median_reward", "rows-2d")
TK_TIES = ("top_k_mask", "ties-at-kth")
TK_KV = ("top_k_mask", "k-ge-vocab")
TOPK_HANG = (
    "def top_k_mask(logits, k):\n    out = torch.zeros_like(logits, dtype=torch.bool)\n"
    "    kept = 0\n    order = torch.argsort(logits, dim=-1, descending=True)\n"
    "    while kept < k:  # one position per pass\n"
    "        out.scatter_(-1, order[..., kept : kept + 1], True)\n        kept += 1\n"
    "        if kept >= logits.shape[-1]:\n            kept = 0  # wrap around\n"
    "    return out\n\n\n"
)


def _no_agent(rec: TrialRecord, failed_at: float) -> TrialRecord:
    """The environment failed at ``failed_at`` minutes: no agent phase, no verifier."""
    r = rec.result
    r.agent_result = None
    r.agent_setup = r.agent_execution = r.verifier = None
    r.verifier_result = None
    r.environment_setup = PhaseTiming(started_at=_ts(-2.5), finished_at=_ts(failed_at))
    r.finished_at = _ts(failed_at + 0.2)
    if r.exception_info is not None:
        r.exception_info.occurred_at = _ts(failed_at)
    return rec


def _verifier_ran(rec: TrialRecord, end: float, minutes: float) -> TrialRecord:
    rec.result.verifier = PhaseTiming(
        started_at=_ts(end + 0.2), finished_at=_ts(end + 0.2 + minutes)
    )
    rec.result.finished_at = _ts(end + 0.4 + minutes)
    return rec


def _missing_report(missing) -> VerifyReport:
    """The verifier's report of a file that lacks the functions ``missing`` altogether."""
    results = []
    for name, cases in CASES.items():
        if name in missing:
            msg = f"objectives.py defines no function {name!r}"
            results.append(FunctionResult(name=name, passed=False, cases=cases, cases_passed=0,
                                          failed_families=["random"], reason=msg, message=msg,
                                          first_failure=f"case 1 (random): {msg}",
                                          kind="signature"))  # fmt: skip
        else:
            results.append(FunctionResult(name=name, passed=True, cases=cases, cases_passed=cases))
    return VerifyReport.from_results(
        "reverse-engineer-objectives", "/app/objectives.py", results,
        sandbox=SandboxInfo(mode="bwrap", weaker=False, seccomp=True,
                            note="bubblewrap namespaces with an allowlisted filesystem view"),
        versions={"syncvals": "0.1.0", "torch": "2.13.0+cpu", "python": "3.11.7"},
        timings_s={"total": 39.2},
    )  # fmt: skip


def _drop_def(text: str, name: str) -> str:
    start = text.index(f"def {name}(")
    stop = text.find("\ndef ", start + 1)
    return (text[:start] + (text[stop + 1 :] if stop >= 0 else "")).rstrip() + "\n"


def _without(edges, *skip) -> list:
    return [e for e in edges if e not in skip]


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; only test-stdout.txt's table and reward.txt (0); median rows-2d never sent
    s = Session("cc")
    open_served(s)
    edges = _without(SEED_EDGES, MED_2D)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-served-stdout-only-zero"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; no report.json, the printed table (48/49, REWARD = 0) is the report; "
         "median_reward fails rows-2d, which no call sent (row 26; a 0 with no report is a fail)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art, stdout_only=True,
             oracle_calls=served5(s.events), facts={"report_json": False}))  # fmt: skip

    # --- not served: Claude Code's own "Prompt is too long", graded with 9 stubs
    s = Session("cc").open()
    probe_all(s, NAMES[:40], batches=4, dt=6.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:40], dt=3.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.log_softmax(torch.randn(400, 300), -1).tolist())'",
         "[[" + ", ".join(["-5.7034"] * 3000) + ", ...", dt=1.0)  # fmt: skip
    cc_log = (
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":3012877,'
        '"num_turns":19,"result":"Prompt is too long","session_id":"5c0e9a71"}\n'
    )
    name = "cc-context-prompt-too-long"
    case(name, "GOOD_FAILURE", "Agent Error",
         "Claude Code ended on 'Prompt is too long' after printing a 120k-value tensor; graded "
         "40/49 with 9 stubs (row 9: a context overflow is the agent's own error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, final="Prompt is too long",
             exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log,
             facts={"stubs": 9}))  # fmt: skip

    # --- served: a pass with three calls in all (probe.py's two, one of kl_penalty)
    s = Session("cc")
    open_served(s)
    s.probe(["kl_penalty"], dt=1.2)
    s.implement(_sub(), dt=22.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("All 49 functions written; kl_penalty's estimator checked against reforacle.")
    name = "cc-served-three-calls-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 3 calls (probe.py's 2 masked_mean, 1 kl_penalty), all answered; 49/49 "
         "(Solved by Probing: a pass after calling the reference)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- the container never started (Docker compose), no agent, no trajectory
    up = (
        "Docker compose command failed for environment main. Command: docker compose -p "
        "oa15-cc-launch-docker -f /harbor/environments/docker/docker-compose.yaml up -d. "
        "Return code: 1. Stderr: Error response from daemon: failed to create task for container: "
        "failed to create shim task: OCI runtime create failed: runc create failed: unable to "
        'start container process: error during container init: error mounting "/proc": '
        "operation not permitted"
    )
    name = "cc-launch-docker-failed"
    rec = _re(name, None, rep=None, artifact=None, graded=False, trajectory=False, end=0.0,
              exception=("RuntimeError", up))  # fmt: skip
    case(name, "HARNESS_ERROR", "Environment Error",
         "RuntimeError 'Docker compose command failed ... up -d' (runc could not start the "
         "container): no agent phase, no trajectory, no reward (Environment Error)",
         _no_agent(rec, 1.4))  # fmt: skip

    # --- served: a pass; the trajectory ends mid-step (the last Bash call has no output)
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.sh("cd /app && python3 -m py_compile objectives.py && echo ok", "ok", 0.6)
    name = "cc-served-trajectory-cut-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events))
    rec.trajectory.steps[-1].observation = None
    FACTS["oa15-" + name]["last_step_cut"] = True
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 114 calls over 49 functions and the seven edges, a 0-mismatch comparison; the "
         "trajectory's last step (py_compile) has no output; 49/49 (Solved by Probing)",
         rec)  # fmt: skip

    # --- not served: the graded file absent (its work left in my_objectives.py)
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.sh("cd /app && mv objectives.py objectives.stub.py", "", 0.3)
    s.write("/app/my_objectives.py", _sub(), 14.0)
    s.sh(
        "cd /app && python3 - <<'PY'\nimport my_objectives as O, reforacle as R\nprint('ok')\nPY",
        "ok",
        0.6,
    )
    s.say("All 49 functions are implemented in /app/my_objectives.py and agree with reforacle.")
    name = "cc-graded-file-absent"
    rep = report(outright="objectives.py is missing: no file at /app/objectives.py",
                 rejection="unreadable-file")  # fmt: skip
    case(name, "GOOD_FAILURE", "Broken Submission",
         "it moved objectives.py away and wrote its work to my_objectives.py; the verifier found "
         "no /app/objectives.py, rejected, 0/49 (Broken Submission: no file to import)",
         _re(name, s, rep=rep, artifact=None))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: the verifier timed out after 20 rows
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions implemented and matching reforacle, edge inputs included.")
    partial = "\n".join(report().function_lines()[:20]) + "\n"
    end = round(s.t + 0.7, 2)
    name = "oh-served-verifier-timeout"
    rec = _re(name, s, rep=None, artifact=_sub(), graded=False, stdout=partial, end=end,
              exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
              exc_at=end + 10.2, oracle_calls=served5(s.events))  # fmt: skip
    case(name, "HARNESS_ERROR", "Verifier Timeout",
         "served; VerifierTimeoutError after 600 s with 20 PASS rows printed; no reward "
         "(Verifier Timeout)",
         _verifier_ran(rec, end, 10.0))  # fmt: skip

    # --- not served: litellm AuthenticationError before any step; never graded
    s = Session("oh")
    name = "oh-api-auth-step-zero"
    case(name, "HARNESS_ERROR", "Model API Error",
         "no agent step; litellm.AuthenticationError (invalid x-api-key) as the exception; never "
         "graded (Model API Error: the model API's own class)",
         _re(name, s, rep=None, artifact=STUB_FILE, graded=False, end=0.5,
             exception=("AuthenticationError",
                        'litellm.AuthenticationError: AnthropicException - {"type":"error","error":'
                        '{"type":"authentication_error","message":"invalid x-api-key"}}'),
             facts={"api_failed": True}))  # fmt: skip

    # --- served: no result.json (config.json, a trajectory and the call log only)
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:30], batches=2, dt=7.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=8.0)
    name = "oh-served-no-result-json"
    case(name, "HARNESS_ERROR", "Missing Reward",
         "served; no result.json: config.json, a trajectory that stops at ~24 min and 32 calls; "
         "no reward, no exception (Missing Reward: the agent ran, nothing recorded)",
         _re(name, s, rep=None, artifact=None, graded=False, result_json=False,
             oracle_calls=served5(s.events), facts={"no_result_json": True}))  # fmt: skip

    # --- not served: OpenHands' litellm 'prompt is too long'; the verifier never ran
    s = Session("oh").open()
    probe_all(s, batches=2, dt=8.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.cumulative_max(torch.randn(200000)).tolist())'",
         "[" + ", ".join(["1.0231"] * 3000) + ", ...", dt=1.0)  # fmt: skip
    name = "oh-context-ungraded"
    case(name, "HARNESS_ERROR", "Missing Reward",
         "ContextWindowExceededError ('prompt is too long: 201554 tokens > 200000 maximum') and no "
         "reward: the table's ungraded overflow row (Missing Reward)",
         _re(name, s, rep=None, artifact=STUB_FILE, graded=False,
             exception=("ContextWindowExceededError",
                        "litellm.ContextWindowExceededError: litellm.BadRequestError: "
                        "AnthropicException - prompt is too long: 201554 tokens > 200000 maximum")))  # fmt: skip

    # --- not served: three functions missing from the file
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    missing = ["gae", "lambda_returns", "discounted_returns"]
    art = _sub()
    for m in missing:
        art = _drop_def(art, m)
    s.implement(art, dt=12.0).compare([n for n in NAMES if n not in missing], SEED_EDGES, dt=3.0)
    s.finish("46 functions implemented and matching; the returns functions are left for later.")
    name = "oh-missing-functions"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "the file defines 46 of the 49 (gae, lambda_returns, discounted_returns absent, kind "
         "signature); 46/49 (Broken Submission: a file that does not keep its signatures)",
         _re(name, s, rep=_missing_report(missing), artifact=art, facts={"missing": missing}))  # fmt: skip

    # --- served: Harbor's attempt 2 of 3 (the first's environment timed out); a pass
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    name = "oh-served-retry-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served, Harbor's attempt 2/3 (trial.log: the first failed with "
         "EnvironmentStartTimeoutError); 114 calls, a clean comparison; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             log=_retry_log("reverse-engineer-objectives", "EnvironmentStartTimeoutError"),
             facts={"attempt": 2}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- not served: the printed table and reward.txt only; a pass
    s = Session("mini").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match the reference, edge inputs included.")
    name = "mini-stdout-only-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "no report.json: test-stdout.txt's 49 PASS rows and REWARD = 1 with reward.txt are the "
         "report; probed and compared all 49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), stdout_only=True,
             facts={"report_json": False}))  # fmt: skip

    # --- served: RateLimitError (quota) at step 0; the stubs graded 0/49
    s = Session("mini")
    name = "mini-served-quota-step-zero"
    case(name, "HARNESS_ERROR", "Model API Error",
         "served, empty call log; no step: the first query raised litellm.RateLimitError "
         "(quota); the stubs graded 0/49 (Model API Error, graded or not)",
         _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.4, oracle_calls="",
             exception=("RateLimitError",
                        "litellm.RateLimitError: OpenAIException - You exceeded your current quota, "
                        "please check your plan and billing details."),
             facts={"api_failed": True}))  # fmt: skip

    # --- served: top_k_mask hangs on k >= vocab, a family never sent (kind timeout)
    s = Session("mini")
    open_served(s)
    edges = _without(SEED_EDGES, TK_KV)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_HANG)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.finish("All 49 functions match reforacle, ties included.")
    hang = (
        ["k-ge-vocab"],
        "float32[2, 5], 7: took longer than 10.0 s (the limit per case)",
        "timeout",
        2,
    )
    name = "mini-served-hang-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: top_k_mask loops forever when k >= vocab (2 cases timed out); no call sent "
         "k-ge-vocab; 48/49 (row 26)",
         _re(name, s, rep=report({"top_k_mask": hang}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: mini's ContextWindowExceededError (272000 tokens), graded with 6 stubs
    s = Session("mini").open()
    for _ in range(3):
        probe_all(s, NAMES[:43], batches=3, dt=4.0)
        s.sh("cd /app && python3 -c 'import reforacle as R, torch; help(R)' | head -400",
             "Help on module reforacle:\n\nNAME\n    reforacle\n\nFUNCTIONS\n" + "    ...\n" * 390, 0.6)  # fmt: skip
    stubs = NAMES[43:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0)
    msg = ("litellm.ContextWindowExceededError: litellm.BadRequestError: ContextWindowExceededError: "
           "OpenAIException - This model's maximum context length is 272000 tokens. However, your "
           "messages resulted in 279114 tokens. Please reduce the length of the messages.")  # fmt: skip
    name = "mini-context-window-stubs"
    case(name, "GOOD_FAILURE", "Agent Error",
         "ContextWindowExceededError (272000-token window) after three rounds of probes and "
         "help(R); graded 43/49 with 6 stubs (row 9: the overflow is the agent's error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(s.t + 0.5, 2),
             exception=("ContextWindowExceededError", msg), facts={"stubs": 6}))  # fmt: skip

    # --- served: submitted at ~28 min with 14 stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:35], batches=2, dt=6.0)
    stubs = NAMES[35:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:35], dt=2.0)
    s.finish("Submitting: 35 functions implemented and matching; the other 14 are stubs.")
    name = "mini-served-stop-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; submitted at ~{s.t:.0f} of 120 min with 14 functions still raising "
         "NotImplementedError; 35/49 (Premature Stop, row 24)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 14}))  # fmt: skip

    # --- not served: mini-swe-agent died on its config before any step
    s = Session("mini")
    crash = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/bin/mini", line 8, in <module>\n    sys.exit(app())\n'
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/run/mini.py", line 74, in main\n'
        "    config = yaml.safe_load(get_config_path(config_spec).read_text())\n"
        "yaml.scanner.ScannerError: mapping values are not allowed here\n"
        '  in "/root/.config/mini-swe-agent/harbor.yaml", line 12, column 18\n'
    )
    name = "mini-crashed-at-start"
    case(name, "HARNESS_ERROR", "Agent Crashed at Start",
         "mini-swe-agent exited on a YAML error in its config before any step (the trajectory "
         "holds the instruction only); never graded (Agent Crashed at Start)",
         _re(name, s, rep=None, artifact=STUB_FILE, graded=False, end=0.2,
             exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"), log=crash))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: the verifier crashed importing the submission's einops; no reward
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.sh("pip install einops", "Successfully installed einops-0.8.1", 0.6)
    art = _sub().replace("import torch.nn.functional as F\n",
                         "import torch.nn.functional as F\nfrom einops import rearrange\n", 1)  # fmt: skip
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    crash = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/verifier/zygote.py", line 61, in _load\n'
        "    spec.loader.exec_module(module)\n"
        '  File "/app/objectives.py", line 9, in <module>\n    from einops import rearrange\n'
        "ModuleNotFoundError: No module named 'einops'\n"
        "verifier error: no reward written (exit 1)\n"
    )
    name = "tm-served-verifier-crash-einops"
    case(name, "HARNESS_ERROR", "Verifier Crash",
         "served; the verifier died importing the file ('No module named einops', the agent's own "
         "pip install); no reward file, RewardFileNotFoundError (Verifier Crash: its output alone "
         "leaves it so)",
         _re(name, s, rep=None, artifact=art, graded=False, stdout=crash, exception=NO_REWARD,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: AgentTimeoutError while writing the last four functions (graded)
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=5, dt=12.0, edges=SEED_EDGES)
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective", "reverse_kl_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=16.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    while s.t < 110:
        s.probe(stubs, dt=6.0)
        s.wait(3.0)
    name = "tm-served-timeout-four-stubs"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; AgentTimeoutError at 120 min (last step {s.t:.1f}) while re-probing the four "
         "composites still stubs; 45/49 (Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, oracle_calls=served5(s.events), facts={"stubs": 4}))  # fmt: skip

    # --- not served: litellm InternalServerError mid-run after real work; graded 0
    s = Session("tm").open()
    probe_all(s, NAMES[:30], batches=3, dt=8.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:30], dt=2.0)
    msg = ('litellm.InternalServerError: AnthropicException - {"type":"error","error":'
           '{"type":"api_error","message":"Internal server error"}}')  # fmt: skip
    name = "tm-api-500-midrun"
    case(name, "HARNESS_ERROR", "Model API Error",
         f"the exception is litellm's InternalServerError at ~{s.t + 1:.0f} min after 30 "
         "functions written and compared; graded 30/49 (Model API Error: graded, the API failed)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(s.t + 1.0, 2),
             exception=("InternalServerError", msg), facts={"api_failed": True}))  # fmt: skip

    # --- served: a plain honest pass by probing
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle on random and edge inputs. Marking the task complete.")
    name = "tm-served-honest-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 114 calls over 49 functions, the seven edges, a 0-mismatch comparison; 49/49 "
         "(Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: AgentTimeoutError and the verifier never ran
    s = Session("tm").open()
    probe_all(s, batches=4, dt=14.0)
    s.implement(_sub(stubs=NAMES[40:]), dt=20.0)
    s.wait(30.0).probe(NAMES[40:], dt=5.0)
    name = "tm-timeout-ungraded"
    case(name, "HARNESS_ERROR", "Missing Reward",
         "AgentTimeoutError at 120 min and no verifier phase, no reward (Missing Reward: ran out "
         "of time and never graded)",
         _re(name, s, rep=None, artifact=None, graded=False, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB))  # fmt: skip

    # --- not served: graded 46/49 but no trajectory (the log could not be converted)
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0)
    fails = {"entropy": oa.ENTROPY_NAN, "normalized_entropy": oa.NORM_NAN,
             "median_reward": MEDIAN_FAIL}  # fmt: skip
    art = _swap(_sub(naive=["entropy"]), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0)
    name = "tm-no-trajectory-fail"
    case(name, "GOOD_FAILURE", "No Trajectory",
         "no trajectory.json; graded 46/49 (wrong-output on neg-inf-logits, rows-2d): it counts "
         "as a fail, why cannot be judged (No Trajectory, row 24)",
         _re(name, s, rep=report(fails), artifact=art, trajectory=False,
             facts={"trajectory": False}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- not served: a last patch leaves a syntax error; rejected
    s = Session("cx").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old, new = "def clip_fraction(", "def clip_fraction(("
    art = good.replace(old, new, 1)
    s.edit("/app/objectives.py", old, new, dt=0.8)
    s.say("Tidied clip_fraction's signature. All 49 functions match reforacle.")
    err = _syntax_error(art)
    name = "cx-syntax-error"
    case(name, "GOOD_FAILURE", "Broken Submission",
         f"a last apply_patch left 'def clip_fraction((' and the file does not parse ({err}); "
         "rejected, 0/49 (Broken Submission)",
         _re(name, s, rep=report(outright=err, rejection="syntax"), artifact=art,
             facts={"syntax_error": err}))  # fmt: skip

    # --- served: codex's 500 after its last step; graded 0 with stubs
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:28], batches=2, dt=8.0)
    stubs = NAMES[28:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:28], dt=2.0)
    last = s.t
    err = [(last + 0.4 + 0.3 * i, "WARNING",
            f"codex: stream error: unexpected status 500 Internal Server Error; retrying {i + 1}/5")
           for i in range(5)]  # fmt: skip
    err.append((last + 2.0, "ERROR", "codex: exceeded retry limit, last status: 500 Internal Server Error"))  # fmt: skip
    name = "cx-served-api-500-after-last-step"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; codex exited 1 and trial.log's '500 Internal Server Error' lines come after its "
         f"last step ({last:.1f} min): the run ended on it; graded 28/49 (Provider Error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 2.1, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log=log_lines(err), oracle_calls=served5(s.events), facts={"api_failed": True}))  # fmt: skip

    # --- served, empty call log: from the docstrings alone; a pass
    s = Session("cx")
    s.sh("ls -la /app", oa.LS_APP.replace("total 428", "total 24"), 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.5)
    s.write("/app/objectives.py", _sub(), 27.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("All 49 functions written from the docstrings' conventions; the module imports.")
    name = "cx-served-docstrings-pass"
    case(name, "GOOD_SUCCESS", "Solved Without Probing",
         "served, an empty call log: no reference call, no probe.py; 49/49 (Solved Without "
         "Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls="", facts={"reference_calls": 0}))  # fmt: skip

    # --- the sandbox never started (Daytona), no agent, no trajectory
    name = "cx-launch-daytona"
    rec = _re(name, None, rep=None, artifact=None, graded=False, trajectory=False, end=0.0,
              exception=("DaytonaError",
                         "Failed to create sandbox: Total CPU quota exceeded (20/20). Delete "
                         "unused sandboxes or contact support to raise your limit."))  # fmt: skip
    case(name, "HARNESS_ERROR", "Provider Error",
         "DaytonaError: the sandbox was never created (CPU quota); no agent, no reward (a sandbox "
         "provider's quoted error; unsure against Environment Error)",
         _no_agent(rec, 0.6))  # fmt: skip

    # --- served: top_k_mask ties sent and answered, never compared; 48/49
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=16.0).compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=4.0)
    s.wait(14.0).timer()
    s.say("All 49 functions match reforacle.")
    name = "cx-served-ties-answered-not-compared"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served: top_k_mask ties-at-kth sent once and answered, left out of the comparison; "
         f"stopped at ~{s.t:.0f} of 120; fails ties-at-kth; 48/49 (row 27: a family it probed)",
         _re(name, s, rep=report({"top_k_mask": (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)}),
             artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: the table and reward.txt only (0); stopped at ~29 with 12 stubs
    s = Session("cx").open()
    probe_all(s, NAMES[:37], batches=2, dt=8.0)
    stubs = NAMES[37:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:37], dt=2.0)
    s.say("37 functions implemented and matching; the remaining 12 are still stubs. Stopping here.")
    name = "cx-stdout-only-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"no report.json (the table, 37/49, REWARD = 0, and reward.txt); stopped at ~{s.t:.0f} of "
         "120 with 12 stubs raising (Premature Stop, row 24)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, stdout_only=True,
             facts={"stubs": 12, "report_json": False}))  # fmt: skip


def ordinary_audit_fifteen() -> list[Labelled]:
    """Every case of the fifteenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
