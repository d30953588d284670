"""A nineteenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa19-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives`` (16 SERVED,
call logs by ordinary_audit_five's ``served5``).  Theme: EVERY SHAPE OF VERIFIER OUTPUT UNDER
EVERY KIND OF RUN.

Ordinary outcomes (a pass, incomplete exploration, a premature stop, ran out of time, a broken
submission, the agent's own error, a provider's or model API's error, environment trouble), each
with a different part of the verifier's output kept: the full report (report.json,
test-stdout.txt, reward.txt); only test-stdout.txt and reward.txt; only reward.txt (a 0, and
once a 1); a report of 0/49 (every function a stub) against partial scores; a verifier that
timed out (20 rows printed, and nothing printed) or crashed (its traceback in test-stdout.txt,
no reward, with and without Harbor's RewardFileNotFoundError; once after its whole table); a
test-stdout.txt that shows the verifier run twice (a sandbox worker killed, then a second run);
an empty test-stdout.txt with a 0; a report of 49/49 whose recorded reward is 0 because Harbor's
copy of reward.txt failed (trial.log says so).  The rules held to: the per-function table is a
report; a 0 is never an "unconfirmed" reward; a record gap never masks what the agent did.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right; ``FACTS`` keeps what the record shows (the verifier files kept, the call log's own counts,
minutes, budget and time left, stubs, whether the model API failed), to hold the words against.

Written against 5d05be7 and measured once, unchanged (``/tmp/oa19_measure.py``, output
``/tmp/oa19_result.txt``): 29/30 right, 1 contradicted text (and one borderline).  Wrong:

- oa19-cc-verifier-crash-no-exception: got HARNESS_ERROR / Missing Reward, wanted HARNESS_ERROR /
  Verifier Crash.  No reward and no exception in result.json, but test-stdout.txt holds the
  verifier's own traceback (``OSError: [Errno 24] Too many open files`` in its zygote.py) and
  "verifier error: no reward written (exit 1)": the record shows the verifier failed (row 1,
  "no reward: the verifier failed"), not a reward that simply went missing.  The verdict half is
  the same; fairly sure of the subtype, since the audits' other verifier crashes carry Harbor's
  RewardFileNotFoundError and this one differs only by that exception's absence.

Texts the record contradicts:

- oa19-oh-reward-only-one, description "Graded, but the harness broke the run or its record: the
  reward is what the work left at the break earned, not necessarily what the agent would have
  done": nothing broke the run (no exception; OpenHands ended it with ``finish`` at ~59 of 120
  min after a clean comparison of all 49); only the verifier's report and table are missing.
  The label (Unconfirmed Reward) and the root cause ("the verifier left no report ... what it
  graded cannot be checked") are right.  Mild.

After the measure (main's head) all 30 right and the texts mended: a traceback in the
verifier's output is a Verifier Crash though no exception was recorded; an Unconfirmed Reward is
described as unconfirmed, not as a broken run; a verifier whose own output says its disk was
full is a Verifier Crash said with that line (a graded file can fill the grader's disk, so only
Harbor's log naming the host's makes it the machine's), not a test script to fix.

Borderline: oa19-cx-verifier-crash-after-table's root cause "the task's test script left no
reward Harbor could read" and recommendation "fix the task's test script so it writes a number to
reward.txt whatever the tests printed": test-stdout.txt shows the whole table (48/49, REWARD = 0)
and then the verifier's own write failing with "No space left on device"; no change to the test
script fixes a full disk, and neither the table nor the OSError is quoted.

The measure's own checks flagged six texts; all six are the checker's misreadings: "median_reward
(2-D reward batches; called 2 times, on random)" and "cross_entropy (3-D logits; called 4 times,
on all-ignored, random)" are right (the call log: 2 and 4 answered calls, those families); the two
overflows' "its own error ..., not the model API's" deny an API failure; the Reward Mismatch
case's "Re-grade it" asks a re-grade of a 0 the verifier's report contradicts (it never calls the
0 unconfirmed).  Checked and right: every "N/49" (49/49 four times, 47/49 three,
46/49, 45/49, 39/49, 0/49 three times) against report.json or the printed table; no count claimed where only reward.txt was kept (those
texts say "the verifier left no report or output: the reward of 0 is result.json's alone", and
take the stubs from the collected file: "12 functions still raising", "3 function(s) still raised
NotImplementedError (grpo_objective, ppo_objective, rloo_objective)"); no 0 called unconfirmed or
sent to a re-grade as unconfirmed; the empty test-stdout.txt read as no output, never as a pass or
a table; "114 / 110 / 54 / 88 / 111 / 80 / 62 / 22 / 153 / 50 calls"; "120 min" and "60 min"
budgets; "stopped after 54 minutes of its recorded 120-minute budget"; "4 / 3 function(s) were
still failing"; the syntax errors' lines (227, 206) and the NameError quoted; the provider's
"exceeded retry limit, last status: 502 Bad Gateway" quoted after the last step; no "withheld",
no minutes-left figure, no "run correctly".  Gaps, not contradictions: no text names the
verifier's second run in the three rerun stdouts (none needed to: report.json agrees with it);
oa19-cc-served-report-one-recorded-zero never quotes trial.log's failed copy of reward.txt
(the harness fault that explains the 0); oa19-cc-verifier-crash-no-exception says "the verifier
never graded it" without quoting the traceback it left; oa19-cc-context-overflow-empty-stdout
never names its 9 stubs; oa19-mini-served-oom-reward-only quotes exit 137 but not OOMKilled.

Least sure: oa19-cc-verifier-crash-no-exception (Verifier Crash against Missing Reward: the table
gives both as row 1 HARNESS_ERROR; the verifier's traceback is what decides it here);
oa19-cx-verifier-crash-after-table (Verifier Crash although the printed table says 48/49 and
REWARD = 0: with no reward recorded the half is HARNESS_ERROR, and the docs keep a full disk
known only from the verifier's output as Verifier Crash; one could argue the printed table is a
report whose 0 should make it a GOOD_FAILURE); oa19-mini-served-oom-reward-only (Environment Error
row 1 "the machine's limits ended a run that did not pass" against row 2 "graded, but the
environment failed": both are Environment Error); oa19-oh-reward-only-one (Unconfirmed Reward
for a 1 the agent's clean comparison makes likely earned: the docs say a pass with no report is
never GOOD for this task); oa19-cx-served-docstrings-stdout-only-pass's "it wrote the
conventions from what it already knew" against its last words "from the docstrings'
conventions" (as in audits 15 and 18).  The rerun stdouts and the failed reward copy in trial.log
are shapes a verifier or Harbor may write, not copied from real runs.
"""

from __future__ import annotations

from syncvals_plugin.records.report import SandboxInfo
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    MEDIAN_FAIL,
    NAMES,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    log_lines,
    probe_all,
    report,
    timeout,
)
from tests.support.ordinary_audit_fifteen import _verifier_ran
from tests.support.ordinary_audit_five import served5
from tests.support.ordinary_audit_two import (
    CE_3D,
    MEDIAN_1D,
    SERVED_LS,
    TOPK_IDX,
    _swap,
    _syntax_error,
    open_served,
)

AUDIT = Audit("oa19")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

NO_REWARD = ("RewardFileNotFoundError", "No reward file found at /logs/verifier/reward.txt")
VERIFIER_TIMEOUT = ("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds")
MED_2D = ("median_reward", "rows-2d")
TK_TIES = ("top_k_mask", "ties-at-kth")
TK_KV = ("top_k_mask", "k-ge-vocab")
CE_3D_E = ("cross_entropy", "logits-3d")
TIES_ONLY = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)
KV_ONLY = (["k-ge-vocab"], "float32[2, 5], 7: raised RuntimeError: selected index k out of range",
           "raised", 1)  # fmt: skip
CE3D_ONLY = (["logits-3d"], CE_FAIL[1], "wrong-output", 1)


def _without(edges, *skip) -> list:
    return [e for e in edges if e not in skip]


def _files(rep=None, stdout=None, reward=None) -> dict:
    """Which of the verifier's three files the record keeps."""
    return {
        "report_json": rep is not None,
        "test_stdout": None if stdout is None else ("empty" if stdout == "" else "kept"),
        "reward_txt": reward,
    }


def _rerun(final, killed_after: int, why: str) -> str:
    """test-stdout.txt of a verifier run twice: the first run's rows up to a killed worker, the
    restart, then the second run's whole table and verdict block."""
    first = "\n".join(final.function_lines()[:killed_after])
    return (
        "+ syncvals verify reverse-engineer-objectives /app/objectives.py --out /logs/verifier\n"
        + first
        + f"\nverifier: {why}\n"
        "verifier: the sandbox worker was restarted; grading again from the first function "
        "(run 2 of 2)\n" + final.render()
    )


def _relaunched(rep):
    rep.sandbox = SandboxInfo(mode="bwrap", weaker=False, seccomp=True, relaunches=1,
                              note="bubblewrap namespaces with an allowlisted filesystem view")  # fmt: skip
    return rep


def _log(*entries) -> str:
    return log_lines(list(entries))


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; the full report; a pass
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-served-full-report-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; report.json, test-stdout.txt and reward.txt all kept, 49/49; probed every "
         "function and the seven edges, compared clean (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts=_files(True, "kept", 1.0)))  # fmt: skip

    # --- not served; only reward.txt (0); stopped at ~30 min with 12 stubs
    s = Session("cc").open()
    probe_all(s, NAMES[:37], batches=2, dt=7.0)
    stubs = NAMES[37:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:37], dt=2.0)
    s.say("37 functions implemented and matching reforacle; the remaining 12 are still "
          "NotImplementedError stubs. Stopping here.")  # fmt: skip
    name = "cc-reward-only-zero-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"only reward.txt (0): no report, no test-stdout.txt; stopped at ~{s.t:.0f} of 120 with "
         "12 stubs in the collected objectives.py (a 0 is a fail, judged by what the agent did: "
         "Premature Stop)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None,
             facts={**_files(None, None, 0.0), "stubs": 12, "stub_names": stubs}))  # fmt: skip

    # --- served; test-stdout.txt + reward.txt; two families never sent; 47/49
    s = Session("cc")
    open_served(s)
    edges = _without(SEED_EDGES, MED_2D, TK_KV)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _swap(_swap(_sub(), "median_reward", MEDIAN_1D), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle on the inputs I tried.")
    name = "cc-served-stdout-only-two-never-sent"
    rep = report({"median_reward": MEDIAN_FAIL, "top_k_mask": KV_ONLY})
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; no report.json, the table is the report: 47/49, median_reward fails rows-2d and "
         "top_k_mask k-ge-vocab, neither family ever sent (row 27)",
         _re(name, s, rep=rep, artifact=art, stdout_only=True, oracle_calls=served5(s.events),
             facts=_files(None, "kept", 0.0)))  # fmt: skip

    # --- not served; the verifier crashed (its traceback in test-stdout.txt), no reward, and
    # Harbor recorded no exception
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    crash = (
        "+ syncvals verify reverse-engineer-objectives /app/objectives.py --out /logs/verifier\n"
        "loading the sealed reference and the submission in the sandbox ...\n"
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/verifier/zygote.py", line 44, in start\n'
        "    self._pool = [self._spawn(i) for i in range(self.workers)]\n"
        '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/verifier/zygote.py", line 52, in _spawn\n'
        "    r, w = os.pipe()\n"
        "OSError: [Errno 24] Too many open files\n"
        "verifier error: no reward written (exit 1)\n"
    )  # fmt: skip
    name = "cc-verifier-crash-no-exception"
    case(name, "HARNESS_ERROR", "Verifier Crash",
         "the verifier died starting its workers (OSError: Too many open files, in its own "
         "zygote.py); no reward, and result.json records no exception (Verifier Crash: no reward, "
         "the verifier failed)",
         _re(name, s, rep=None, artifact=_sub(), graded=False, stdout=crash,
             facts=_files(None, "kept", None)))  # fmt: skip

    # --- not served; "Prompt is too long"; an empty test-stdout.txt and reward.txt 0
    s = Session("cc").open()
    probe_all(s, NAMES[:40], batches=4, dt=6.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:40], dt=3.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.log_softmax(torch.randn(400, 300), -1).tolist())'",
         "[[" + ", ".join(["-5.7034"] * 3000) + ", ...", dt=1.0)  # fmt: skip
    cc_log = (
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":2954012,'
        '"num_turns":17,"result":"Prompt is too long","session_id":"9d2a61f0"}\n'
    )
    name = "cc-context-overflow-empty-stdout"
    case(name, "GOOD_FAILURE", "Agent Error",
         "Claude Code ended on 'Prompt is too long' after printing a 120k-value tensor; graded: "
         "reward.txt 0 and an EMPTY test-stdout.txt, no report (a 0 is a fail; the overflow is the "
         "agent's own error; 9 stubs in the file)",
         _re(name, s, rep=None, artifact=art, final="Prompt is too long", reward=0.0, stdout="",
             exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log,
             facts={**_files(None, "", 0.0), "stubs": 9}))  # fmt: skip

    # --- served; report.json and the table say 49/49, REWARD = 1; Harbor's copy of reward.txt
    # failed and it recorded 0
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    end = round(s.t + 0.2, 2)
    log = _log(
        (end + 3.3, "WARNING", "harbor.verifier: copying /logs/verifier/reward.txt out of the "
         "environment failed: Error response from daemon: container 3f1c0e2a is not running"),
        (end + 3.4, "WARNING", "harbor.verifier: reward file unreadable after the copy; recording "
         "reward 0.0 for this trial"),
    )  # fmt: skip
    name = "cc-served-report-one-recorded-zero"
    case(name, "HARNESS_ERROR", "Reward Mismatch",
         "served; report.json and test-stdout.txt say 49/49, REWARD = 1; result.json records 0.0 "
         "and trial.log says Harbor's copy of reward.txt failed (the container had stopped) "
         "(Reward Mismatch: a harness fault explains a reward below the verifier's)",
         _re(name, s, rep=report(), artifact=_sub(), reward=0.0, log=log,
             oracle_calls=served5(s.events),
             facts={**_files(True, "kept", 0.0), "verifier_reward": 1.0}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served; the verifier ran twice (a worker killed); the second run 49/49
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions implemented and matching reforacle, edge inputs included.")
    rep = _relaunched(report())
    name = "oh-served-rerun-stdout-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; test-stdout.txt shows 14 rows, 'sandbox worker killed (signal 9)', a restart and "
         "a second whole run, 49/49 REWARD = 1, as report.json (relaunches 1) (Solved by Probing)",
         _re(name, s, rep=rep, artifact=_sub(),
             stdout=_rerun(rep, 14, "the sandbox worker was killed (signal 9) while grading "
                                    "entropy"),
             oracle_calls=served5(s.events), facts={**_files(True, "kept", 1.0), "runs": 2}))  # fmt: skip

    # --- not served; only reward.txt (1); probed and compared every function
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions implemented and matching reforacle, edge inputs included.")
    name = "oh-reward-only-one"
    case(name, "HARNESS_ERROR", "Unconfirmed Reward",
         "only reward.txt (1): no report.json, no test-stdout.txt; the work could have earned it "
         "(probed and compared all 49 clean) but a pass with no report is never GOOD for this "
         "task (Unconfirmed Reward: re-grade)",
         _re(name, s, rep=None, artifact=_sub(), reward=1.0, stdout=None,
             facts=_files(None, None, 1.0)))  # fmt: skip

    # --- not served; override 60 min; AgentTimeoutError; the table and reward.txt only, 45/49
    s = Session("oh", budget=60.0).open()
    probe_all(s, batches=3, dt=6.0)
    stubs = ["gae", "lambda_returns", "ppo_objective", "grpo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare([n for n in NAMES if n not in stubs], dt=3.0)
    while s.t < 56.0:
        s.probe(["gae", "lambda_returns"], dt=4.0)
        s.wait(1.0)
    name = "oh-timeout-stdout-only-stubs"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"override 3600 s; AgentTimeoutError at 60 (last step {s.t:.1f}) while probing gae and "
         "lambda_returns; no report.json, the table 45/49 with 4 stubs (Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, stdout_only=True, override_min=60.0,
             end=60.0, exception=timeout(60), traceback=TIMEOUT_TB,
             facts={**_files(None, "kept", 0.0), "stubs": 4}))  # fmt: skip

    # --- served; litellm RateLimitError ended the run; only reward.txt (0)
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:26], batches=2, dt=7.0)
    stubs = NAMES[26:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:26], dt=2.0)
    end = round(s.t + 1.5, 2)
    name = "oh-served-rate-limit-reward-only"
    case(name, "HARNESS_ERROR", "Model API Error",
         "served; litellm.RateLimitError (the model API's own class) is the exception after 26 "
         "functions written; only reward.txt (0) (Model API Error, graded or not)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=end,
             exception=("RateLimitError",
                        "litellm.RateLimitError: AnthropicException - {\"type\":\"error\",\"error\":"
                        "{\"type\":\"rate_limit_error\",\"message\":\"Number of request tokens has "
                        "exceeded your per-minute rate limit\"}}"),
             oracle_calls=served5(s.events),
             facts={**_files(None, None, 0.0), "api_failed": True, "stubs": 23}))  # fmt: skip

    # --- not served; a last edit left a syntax error; the table (rejected) and reward.txt only
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "def whiten(values, mask, shift_mean):"
    new = "def whiten(values, mask, shift_mean=True, mask_eps):"
    assert old in good
    art = good.replace(old, new, 1)
    s.edit("/app/objectives.py", old, new, dt=0.8)
    s.finish("Gave whiten's shift_mean a default. All 49 functions match reforacle.")
    err = _syntax_error(art)
    name = "oh-syntax-stdout-only"
    case(name, "GOOD_FAILURE", "Broken Submission",
         f"a last str_replace broke whiten's signature ({err}); no report.json: the table's "
         "'SUBMISSION REJECTED' and reward.txt 0 (Broken Submission)",
         _re(name, s, rep=report(outright=err, rejection="syntax"), artifact=art,
             stdout_only=True, facts={**_files(None, "kept", 0.0), "syntax_error": err}))  # fmt: skip

    # --- served; 6 stubs left; the verifier timed out after 20 rows; no reward
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:43], batches=3, dt=8.0)
    stubs = NAMES[43:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare(NAMES[:43], dt=3.0)
    s.finish("43 functions match reforacle; the last 6 are still stubs.")
    partial = "\n".join(report(stubs=stubs).function_lines()[:20]) + "\n"
    end = round(s.t + 0.7, 2)
    name = "oh-served-verifier-timeout-partial"
    rec = _re(name, s, rep=None, artifact=art, graded=False, stdout=partial, end=end,
              exception=VERIFIER_TIMEOUT, exc_at=end + 10.2, oracle_calls=served5(s.events),
              facts={**_files(None, "kept", None), "stubs": 6})  # fmt: skip
    case(name, "HARNESS_ERROR", "Verifier Timeout",
         "served; VerifierTimeoutError after 600 s with 20 PASS rows printed; no reward (Verifier "
         "Timeout, though the file still held 6 stubs)",
         _verifier_ran(rec, end, 10.0))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served; the full report, 47/49: ties answered but not compared, 3-D logits never sent
    s = Session("mini")
    open_served(s)
    edges = _without(SEED_EDGES, CE_3D_E)
    probe_all(s, batches=4, dt=10.0, edges=edges)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "cross_entropy", CE_3D)
    art = art.replace("F.cross_entropy(logits.flatten(0, -2), labels.long().flatten(),",
                      "F.cross_entropy(logits, labels.long(),")  # fmt: skip
    s.implement(art, dt=16.0).compare(NAMES, _without(edges, TK_TIES), dt=4.0)
    s.wait(8.0)
    s.finish("All 49 functions match reforacle.")
    name = "mini-served-partly-probed-full-report"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served; full report 47/49: top_k_mask fails ties-at-kth (sent and answered, never "
         f"compared), cross_entropy fails logits-3d (never sent); ended at ~{s.t:.0f} of 120 "
         "(row 28: partly on a family it probed)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "cross_entropy": CE3D_ONLY}),
             artifact=art, oracle_calls=served5(s.events), facts=_files(True, "kept", 0.0)))  # fmt: skip

    # --- not served; AgentTimeoutError; only reward.txt (0); three stubs in the file
    s = Session("mini").open()
    probe_all(s, batches=4, dt=10.0)
    stubs = ["grpo_objective", "ppo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    while s.t < 116.0:
        s.probe(["grpo_objective", "ppo_objective"], dt=5.0)
        s.wait(2.0)
    name = "mini-timeout-reward-only-zero"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 (last step {s.t:.1f}) while probing the composites; only "
         "reward.txt (0), the file holds 3 stubs (Ran Out of Time: the gap masks nothing)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB,
             facts={**_files(None, None, 0.0), "stubs": 3}))  # fmt: skip

    # --- served; stopped at ~35 with 10 stubs; the verifier ran twice; full report 39/49
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:39], batches=3, dt=7.0)
    stubs = NAMES[39:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:39], dt=2.0)
    s.finish("39 functions implemented and matching; submitting, the other 10 are stubs.")
    rep = _relaunched(report(stubs=stubs))
    name = "mini-served-rerun-stdout-stop-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; submitted at ~{s.t:.0f} of 120 with 10 stubs; test-stdout.txt shows a first run "
         "cut at 31 rows (worker crashed) and a second whole run, 39/49, as report.json "
         "(Premature Stop)",
         _re(name, s, rep=rep, artifact=art,
             stdout=_rerun(rep, 31, "the sandbox worker exited unexpectedly (exit 139) while "
                                    "grading symmetric_kl"),
             oracle_calls=served5(s.events),
             facts={**_files(True, "kept", 0.0), "stubs": 10, "runs": 2}))  # fmt: skip

    # --- not served; ContextWindowExceededError, graded: the table and reward.txt only
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
           "messages resulted in 281406 tokens. Please reduce the length of the messages.")  # fmt: skip
    name = "mini-context-window-stdout-only"
    case(name, "GOOD_FAILURE", "Agent Error",
         "ContextWindowExceededError (272000-token window) after three rounds of probes and "
         "help(R); no report.json, the table 43/49 with 6 stubs and reward.txt 0 (the overflow is "
         "the agent's own error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, stdout_only=True,
             end=round(s.t + 0.5, 2), exception=("ContextWindowExceededError", msg),
             facts={**_files(None, "kept", 0.0), "stubs": 6}))  # fmt: skip

    # --- served; the container was OOM-killed mid-run; only reward.txt (0)
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:30], batches=2, dt=8.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:30], dt=2.0)
    s.sh("cd /app && python3 - <<'PY'\nimport torch, reforacle as R\n"
         "x = torch.randn(64, 4096, 32000)\nprint(R.log_softmax(x, -1).shape)\nPY", "Killed", 1.5)  # fmt: skip
    end = round(s.t + 0.6, 2)
    log = _log(
        (end - 0.1, "ERROR", "harbor.environments.docker: container main exited with code 137 "
         "(OOMKilled: true); memory limit 4GiB"),
        (end, "ERROR", "NonZeroAgentExitCodeError: mini-swe-agent exited with code 137"),
    )  # fmt: skip
    name = "mini-served-oom-reward-only"
    case(name, "HARNESS_ERROR", "Environment Error",
         "served; trial.log: the container exited 137, OOMKilled (4GiB), ending a run with 19 "
         "stubs left; only reward.txt (0) (Environment Error: the machine's limits ended a run "
         "that did not pass)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=end,
             exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 137"),
             log=log, oracle_calls=served5(s.events),
             facts={**_files(None, None, 0.0), "stubs": 19, "oom": True}))  # fmt: skip

    # --- not served; an empty test-stdout.txt, reward.txt 0; the file does not parse
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "def clip_fraction("
    art = good.replace(old, "def clip_fraction((", 1)
    s.edit("/app/objectives.py", old, "def clip_fraction((", dt=0.8)
    s.finish("Tidied clip_fraction. All 49 functions match reforacle.")
    err = _syntax_error(art)
    name = "mini-empty-stdout-syntax-error"
    case(name, "GOOD_FAILURE", "Broken Submission",
         f"an empty test-stdout.txt and reward.txt 0, no report; the collected file does not parse "
         f"({err}), written by its last edit and never run (Broken Submission: the gap masks "
         "nothing)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout="",
             facts={**_files(None, "", 0.0), "syntax_error": err}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served; the table and reward.txt only; a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on random and edge inputs. Marking the task complete.")
    name = "tm-served-stdout-only-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; no report.json: the table's 49 PASS rows, REWARD = 1 and reward.txt are the "
         "report; probed and compared all 49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), stdout_only=True,
             oracle_calls=served5(s.events), facts=_files(None, "kept", 1.0)))  # fmt: skip

    # --- served; probed 20 functions, wrote nothing to objectives.py; stopped at ~19; 0/49
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    s.write("/tmp/notes.md", "masked_mean: sum(v*m)/max(sum(m),1)\nlogsumexp: stable\n...\n", 2.0)
    s.say("I have the conventions for 20 functions in /tmp/notes.md; objectives.py is unchanged. "
          "Marking the task complete.")  # fmt: skip
    name = "tm-served-stop-zero-of-49"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; stopped at ~{s.t:.0f} of 120, objectives.py still the 49 stubs; full report "
         "0/49 (partial_score 0.000) (Premature Stop: budget left, stubs raising)",
         _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE,
             oracle_calls=served5(s.events), facts={**_files(True, "kept", 0.0), "stubs": 49}))  # fmt: skip

    # --- not served; litellm APIConnectionError ended the run; only reward.txt (0)
    s = Session("tm").open()
    probe_all(s, NAMES[:33], batches=3, dt=8.0)
    stubs = NAMES[33:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:33], dt=2.0)
    end = round(s.t + 2.0, 2)
    name = "tm-api-connection-reward-only"
    case(name, "HARNESS_ERROR", "Model API Error",
         "APIConnectionError (litellm's own class) ended the run after 33 functions; only "
         "reward.txt (0) (Model API Error, graded or not)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=end,
             exception=("APIConnectionError",
                        "litellm.APIConnectionError: AnthropicException - Connection reset by peer"),
             facts={**_files(None, None, 0.0), "api_failed": True, "stubs": 16}))  # fmt: skip

    # --- not served; the verifier timed out having printed nothing
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle. Marking the task complete.")
    end = round(s.t + 0.4, 2)
    name = "tm-verifier-timeout-empty-stdout"
    rec = _re(name, s, rep=None, artifact=_sub(), graded=False, stdout="", end=end,
              exception=VERIFIER_TIMEOUT, exc_at=end + 10.2,
              facts=_files(None, "", None))  # fmt: skip
    case(name, "HARNESS_ERROR", "Verifier Timeout",
         "VerifierTimeoutError after 600 s; test-stdout.txt empty; no reward (Verifier Timeout)",
         _verifier_ran(rec, end, 10.0))  # fmt: skip

    # --- served; AgentTimeoutError in a sweep; the verifier ran twice; full report 46/49
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES)
    stubs = ["rloo_objective"]
    art = _swap(_swap(_sub(stubs=stubs), "median_reward", MEDIAN_1D), "top_k_mask", TOPK_IDX)
    bad = ["median_reward rows-2d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=16.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, bad=bad,
                                      dt=4.0)  # fmt: skip
    while s.t < 116.0:
        s.probe(["median_reward", "top_k_mask"], [MED_2D, TK_TIES], dt=4.0)
        s.compare(["median_reward", "top_k_mask"], [MED_2D, TK_TIES], bad=bad, dt=4.0)
    rep = _relaunched(report({"median_reward": MEDIAN_FAIL, "top_k_mask": TIES_ONLY}, stubs=stubs))
    name = "tm-served-timeout-rerun-stdout"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; AgentTimeoutError at 120 (last step {s.t:.1f}) mid-sweep on median_reward and "
         "top_k_mask; test-stdout.txt shows a first run cut at 9 rows and a second, 46/49 "
         "(median_reward, top_k_mask fail; rloo_objective a stub), as report.json (Ran Out of Time)",
         _re(name, s, rep=rep, artifact=art,
             stdout=_rerun(rep, 9, "the sandbox worker was killed (signal 9) while grading entropy"),
             end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events),
             facts={**_files(True, "kept", 0.0), "stubs": 1, "runs": 2}))  # fmt: skip

    # --- not served; the Docker environment died mid-run; graded: only reward.txt (0)
    s = Session("tm").open()
    probe_all(s, NAMES[:28], batches=3, dt=8.0)
    stubs = NAMES[28:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:28], dt=2.0)
    end = round(s.t + 0.8, 2)
    msg = ("Docker compose command failed for environment main. Command: docker compose -p "
           "oa19-tm-docker-died-reward-only -f /harbor/environments/docker/docker-compose.yaml exec "
           "-T main bash -lc 'tmux send-keys -t terminus-2 ...'. Return code: 1. Stderr: Error "
           "response from daemon: container 8b2e4f71c0 is not running")  # fmt: skip
    name = "tm-docker-died-reward-only"
    case(name, "HARNESS_ERROR", "Environment Error",
         f"RuntimeError 'Docker compose command failed ... container is not running' at ~{end:.0f} "
         "min, 21 stubs left; graded only as reward.txt (0) (Environment Error: graded, but the "
         "environment failed during the run)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=end,
             exception=("RuntimeError", msg),
             facts={**_files(None, None, 0.0), "stubs": 21}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served; the full report: the submission failed to import (NameError)
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    head_old = "import torch.nn.functional as F\n"
    head_new = "import torch.nn.functional as F\n\nEPS = DEFAULT_EPS\n"
    art = good.replace(head_old, head_new, 1)
    s.edit("/app/objectives.py", head_old.rstrip("\n"), head_new.rstrip("\n"), dt=0.8)
    s.say("Added a shared EPS constant; all 49 functions still match reforacle.")
    err = (
        "importing objectives.py failed: NameError: name 'DEFAULT_EPS' is not defined\n"
        "Traceback (most recent call last):\n"
        '  File "/app/objectives.py", line 10, in <module>\n'
        "    EPS = DEFAULT_EPS\n"
        "NameError: name 'DEFAULT_EPS' is not defined"
    )
    name = "cx-served-import-failed-full-report"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "served; compared clean, then an apply_patch added 'EPS = DEFAULT_EPS' (never run); the "
         "full report rejects it, import-failed NameError, 0/49 (Broken Submission)",
         _re(name, s, rep=report(outright=err, rejection="import-failed"), artifact=art,
             oracle_calls=served5(s.events), facts=_files(True, "kept", 0.0)))  # fmt: skip

    # --- served; stream errors after the last step, codex exited; only reward.txt (0)
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:24], batches=2, dt=7.0)
    stubs = NAMES[24:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:24], dt=2.0)
    last = s.t
    entries = [(round(last + 0.4 + 0.3 * i, 2), "WARNING",
                "codex: stream error: stream disconnected before completion: error sending request "
                f"for url (https://api.openai.com/v1/responses); retrying {i + 1}/5")
               for i in range(5)]  # fmt: skip
    entries.append((round(last + 2.2, 2), "ERROR",
                    "codex: exceeded retry limit, last status: 502 Bad Gateway"))  # fmt: skip
    name = "cx-served-stream-error-reward-only"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; after its last step at {last:.1f}, five stream disconnects and 'exceeded retry "
         "limit, last status: 502 Bad Gateway', then codex exited 1; only reward.txt (0) "
         "(Provider Error: the run ended on it)",
         _re(name, s, rep=None, artifact=art, reward=0.0, stdout=None, end=round(last + 2.3, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log=log_lines(entries), oracle_calls=served5(s.events),
             facts={**_files(None, None, 0.0), "api_failed": True, "stubs": 25}))  # fmt: skip

    # --- not served; stopped at ~61 naming the two that differ; the table and reward.txt only
    s = Session("cx").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_swap(_sub(), "median_reward", MEDIAN_1D), "top_k_mask", TOPK_IDX)
    bad = ["median_reward rows-2d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    s.probe(["median_reward", "top_k_mask"], [MED_2D, TK_TIES], dt=3.0)
    s.compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    s.say("median_reward on 2-D rewards and top_k_mask with ties still differ from reforacle; the "
          "other 47 match. Stopping here.")  # fmt: skip
    name = "cx-stdout-only-stop-knowing"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"no report.json (the table 47/49 and reward.txt 0); stopped at ~{s.t:.0f} of 120, its "
         "last words naming median_reward and top_k_mask, which the table fails (Premature Stop)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL, "top_k_mask": TIES_ONLY}),
             artifact=art, stdout_only=True, facts=_files(None, "kept", 0.0)))  # fmt: skip

    # --- served; codex panicked (its own error); the full report 30/49
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=8.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:30], dt=2.0)
    end = round(s.t + 0.3, 2)
    panic = (
        "thread 'main' panicked at codex-rs/core/src/conversation_history.rs:212:37:\n"
        "index out of bounds: the len is 0 but the index is 0\n"
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
    )
    name = "cx-served-agent-panic-full-report"
    case(name, "GOOD_FAILURE", "Agent Error",
         "served; codex panicked ('index out of bounds' in conversation_history.rs) and exited "
         "101 with 19 stubs left; full report 30/49 (Agent Error: its own crash)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=end,
             exception=("NonZeroAgentExitCodeError", "codex exited with code 101"), log=panic,
             oracle_calls=served5(s.events), facts={**_files(True, "kept", 0.0), "stubs": 19}))  # fmt: skip

    # --- served, empty call log; from the docstrings alone; the table and reward.txt, a pass
    s = Session("cx")
    s.sh("ls -la /app", SERVED_LS, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.5)
    s.write("/app/objectives.py", _sub(), 26.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("All 49 functions written from the docstrings' conventions; the module imports.")
    name = "cx-served-docstrings-stdout-only-pass"
    case(name, "GOOD_SUCCESS", "Solved Without Probing",
         "served, an empty call log; no report.json, the table 49/49 REWARD = 1 with reward.txt "
         "is the report (Solved Without Probing)",
         _re(name, s, rep=report(), artifact=_sub(), stdout_only=True, oracle_calls="",
             facts={**_files(None, "kept", 1.0), "reference_calls": 0}))  # fmt: skip

    # --- not served; the verifier printed its whole table, then crashed writing report.json
    s = Session("cx").open()
    probe_all(s, batches=4, dt=7.0, edges=_without(SEED_EDGES, MED_2D))
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, _without(SEED_EDGES, MED_2D), dt=3.0)
    s.say("All 49 functions match reforacle.")
    table = report({"median_reward": MEDIAN_FAIL}).render()
    crash = (
        table + "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/records/store.py", line 770, in write_outputs\n'
        "    atomic_write(out_dir / P.in_verifier(P.REPORT), report_json)\n"
        "OSError: [Errno 28] No space left on device: '/logs/verifier/.report.json.tmp'\n"
        "verifier error: no reward written (exit 1)\n"
    )  # fmt: skip
    name = "cx-verifier-crash-after-table"
    case(name, "HARNESS_ERROR", "Verifier Crash",
         "the verifier printed its table (48/49, REWARD = 0) then failed writing report.json (No "
         "space left on device); no reward file, RewardFileNotFoundError, Harbor's log silent on "
         "the disk (Verifier Crash: its output alone leaves it so)",
         _re(name, s, rep=None, artifact=art, graded=False, stdout=crash, exception=NO_REWARD,
             facts=_files(None, "kept", None)))  # fmt: skip


def ordinary_audit_nineteen() -> list[Labelled]:
    """Every case of the nineteenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
