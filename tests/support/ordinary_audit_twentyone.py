"""A twenty-first held-out audit set of ORDINARY trials (no cheating), 6 in each of the five
agent shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``,
Codex ``cx``), named ``oa21-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives`` (16
SERVED, call logs by ordinary_audit_five's ``served5``).  Theme: WORDS THE RECORD PROVES, AT THE
EDGES.

Trials built so that a careless text would contradict the record.  Counts near a boundary: 48 of
49 functions in the log (one never called, failing; one never called, all passing), 46 of 49
beside the agent's "I probed all 49"; one function called only with arguments of the agent's
own that the reference refused (quantile_lower with 3, pad_mask_from_lengths with a list),
or only while the server refused every call of it (huber_value_loss, rate); batch scripts that
died halfway (on the agent's own NameError, and on the reference's ValueError for its own
p=1.5), the functions after the break never called.  Budget words: 6 s left and no exception;
a stop at 50% of the budget claiming done while failing (no stub, and with two stubs); the
budget visible (timer.sh read to 0:01 of a 60-minute override) against never read (a 60-minute
override the agent took for two hours); a timeout 76 minutes after the last step.  Provider
words: outages of 3% and 9% outlived, a silence of a quarter (30.5 of 120 min), 60% before the
timeout, three outages of which the last (after the last step) decided; a model never reached
(zero agent steps, graded 0/49); retries that succeeded (a pass).  Verifier words:
test-stdout.txt (the per-function table) and reward.txt with no report.json, failing three ways
and once with a grader fault alone; a report whose every function ran 0 cases (reward 1 with 30
stubs); a grader fault alone and beside a real miss.  Numbers in the agent's own final message
that disagree with the report (it says 47/49, the report 45/49; twice).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps what the record shows (passed
count, failing functions, minutes, budget, functions probed per the log, provider-lost minutes,
the agent's own claims); ``NOTES`` says in one line why each label is right.

Written against fadc0cb and measured once, unchanged (``/tmp/oa21_measure.py``, output
``/tmp/oa21_result.txt``): 29/30 right, 2 contradicted texts.  Wrong:

- oa21-mini-stdout-only-grader-fault-alone: got GOOD_FAILURE / Incomplete Exploration, wanted
  BAD_FAILURE / Grader Error.  No report.json; test-stdout.txt's table fails only masked_whiten,
  its row reading "grader fault: the sandbox worker for masked_whiten exited before its first
  case and could not be restarted (bwrap: setting up uid map: Permission denied)"; everything
  was probed and compared clean.  The same fault with report.json present
  (oa21-cx-served-grader-fault-alone) is Grader Error: the table's words are not read as the
  report's ``kind``.  Fairly sure (the docs: the stdout table never hides what happened).

Texts the record contradicts:

- oa21-mini-stdout-only-grader-fault-alone, description "nothing in them faults the task", root
  cause "1 on families it did probe (masked_whiten)" and recommendation "N/A - task is fine": the
  table's only failure is the verifier's own ("grader fault: ... could not be restarted"), not
  the agent's miss.
- oa21-cx-served-stdout-only-fault-and-miss (label right), description "nothing in them faults
  the task" and root cause "1 on families it did probe (cumulative_max)": the table's
  cumulative_max row is "grader fault: the result frame for cumulative_max could not be read";
  the verifier failed there, the agent did not miss (the reward is 0 by median_reward alone).

Checked and right: every "N/49" (48, 47, 45, 36, 40, 41, 44, 49, 0) against the report or the
table; "112 calls: 112 answered, over 48 functions" and "bucketize_reward (...; never called)";
"114 calls: 112 answered, 2 raised" with "quantile_lower (random; called 2 times, on unnamed,
each raising)"; "104 calls ... over 44 functions" and "pad_mask_from_lengths (random; never
called)"; "115 calls: 112 answered, 3 refused, over 48 functions" and "huber_value_loss (random;
called 3 times, each refused)"; "106 calls ... over 46 functions"; "112 times on 48
function(s)" (argmax_tokens never called, a pass); "99 calls: 98 answered, 1 raised, over 44
functions" and "bradley_terry_logit (random; never called)"; "91 calls", "340 calls", "108
calls"; "top_k_mask (ties at the k-th value; called 4 times, on k-ge-vocab, random)"; "used
119.9 min of its 120 min budget ... 6 s before the budget's end, with no timeout recorded" and
"59.9 min of its 60 min budget ... 6 s"; "recorded time budget of 60 min" (the never-read
timer); "stopped after 41 minutes of its recorded 120-minute budget" (40.7); "its last step, 12,
came 76 min before the run ended"; "13 functions still raising", "2 functions still raising
(cumulative_max, bucketize_reward)"; the provider blamed exactly where it decided: the 60%
silence ("no step was recorded for 75 min after step 7 (62% ...)": the step gap, the outage's
72 min plus the 3-minute step that ended it), the quarter ("40 min after step 8 (33%)": 30.5
min of retries plus the 9-minute step), the last outage "after the agent's last step", the
model never reached ("it made no step"); the 3% and 9% blips and the passing retries never
blamed ("no harness fault that decided the run"); no "withheld" anywhere; "PASS masked_mean
0/0 cases" for the zero-case pass.  The flagged "47/49" of oa21-cc-served-says-47-report-45 is
the agent's own words quoted; the text's own count is 45/49.

Borderline, not contradicted: "over 49 functions" in oa21-cc-served-quantile-only-own-bad-args
and oa21-cx-served-pad-only-raising-passes (49 functions were called, 48 answered; the root
cause says "each raising").  Gaps: no text sets the agent's "I probed all 49" (oa21-cc-served-
48-probed-claims-49, oa21-mini-served-claims-49-log-46) or "49/49" against the log or report;
oa21-cc-served-says-47-report-45 never says entropy and normalized_entropy fail neg-inf-logits,
never sent (only "4 function(s) fail"); oa21-cx-stopped-half-claims-done-stubs gives no minute
("with budget left"); oa21-cc-budget-six-seconds-left and oa21-mini-timer-visible-60-spent name
no failing function; oa21-cx-served-pad-only-raising-passes never says pad_mask_from_lengths was
called only with its own list.

Least sure: oa21-tm-provider-silence-quarter (the outage's own log spans 30.5 min, 25.4%, right
at the docs' quarter; the step gap is 39.5); oa21-oh-timeout-long-after-last-step (Ran Out of
Time for a run silent its last 76 minutes: the stub count would make Premature Stop arguable,
but the exception is the budget's); oa21-oh-stopped-half-claiming-done (half the budget is not
"most", so no stopped-early; Incomplete Exploration by row 27).  Record flaws of the author's:
the batch scripts' tracebacks give line numbers not checked against the scripts; the elided
``R.fn(...)`` lines after a script's break are placeholders.

At main's head after the measure: 30/30, none contradicted.  The verifier's printed table says a
grader fault on its row (``grader fault: ...``, from the report's ``kind``) and reads it back as
one, so a record that kept only ``test-stdout.txt`` blames the verifier, not the agent, for that
function; and a grader fault the run outlived is "no harness fault that decided the run".
"""

from __future__ import annotations

from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    ENTROPY_NAN,
    MEDIAN_FAIL,
    NAMES,
    NORM_NAN,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    Session,
    _sub,
    log_lines,
    probe_all,
    probe_code,
    probe_out,
    report,
    timeout,
)
from tests.support.ordinary_audit_five import BOUNDARY_FAIL, PAD_FAIL, served5
from tests.support.ordinary_audit_four import BT_TEXTBOOK, BUCKET_LEFT, QUANTILE_LINEAR, RATE
from tests.support.ordinary_audit_twenty import (
    GRADER_FAULT_CM,
    GRADER_FAULT_MW,
    NEG_INF,
    TIES_ONLY,
    TK_TIES,
    _argsum,
    _but,
    _err,
    _without,
)
from tests.support.ordinary_audit_two import MEDIAN_1D, TOPK_IDX, _swap, client_tb, open_served

AUDIT = Audit("oa21")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

MED_2D = ("median_reward", "rows-2d")
NO_EDGE_MISS = _without(SEED_EDGES, MED_2D)
QUANT_FAIL = (["random"], "float32[8], 0.25: max abs error 0.0714", "wrong-output", 4)
BT_FAIL = (["random"], "float32[4], float32[4], 0.1: max abs error 1.2290", "wrong-output", 3)
HUBER_GUESS = (
    "def huber_value_loss(values, returns, delta):\n"
    "    # never answered (every call refused): torch's smooth L1\n"
    "    return F.smooth_l1_loss(values, returns, beta=delta)\n\n\n"
)
HUBER_FAIL = (["random"], "float32[2, 5], float32[2, 5], 1.0: max abs error 0.3811",
              "wrong-output", 3)  # fmt: skip
PAD_BOOL = (
    "def pad_mask_from_lengths(lengths, max_len):\n"
    "    # the batch probe covered it: a boolean mask\n"
    "    return torch.arange(max_len)[None, :] < lengths[:, None]\n\n\n"
)
OVERLOADED = (
    'litellm.InternalServerError: AnthropicException - {"type":"error","error":'
    '{"type":"overloaded_error","message":"Overloaded"}}'
)
OPENAI_RATE = (
    "litellm.RateLimitError: OpenAIException - Rate limit reached for gpt-5 in organization "
    "org-****: Limit 500000 TPM. Please try again in 20s."
)


def _outage(start: float, end: float, text: str, every: float = 1.0) -> list:
    """trial.log rows: the provider's error retried every ``every`` minutes in [start, end)."""
    n = max(int((end - start) / every), 1)
    return [(round(start + 0.2 + every * i, 2), "WARNING",
             f"LLM call failed (attempt {i % 10 + 1}/10), retrying: {text}") for i in range(n)]  # fmt: skip


def _claim(name: str, text: str) -> None:
    FACTS[f"oa21-{name}"]["agent_claims"] = text


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; 48 functions in the log (bucketize_reward never called), claims all 49
    s = Session("cc")
    open_served(s)
    probe_all(s, _but("bucketize_reward"), batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "bucketize_reward", BUCKET_LEFT)
    s.implement(art, dt=13.0).compare(_but("bucketize_reward"), SEED_EDGES, dt=3.0)
    s.say("I probed all 49 functions against reforacle and every comparison matches, edges "
          "included.")  # fmt: skip
    name = "cc-served-48-probed-claims-49"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; the log names 48 functions, bucketize_reward never called (the agent says all "
         "49); bucketize_reward fails on-boundary, never sent; 48/49 (Incomplete Exploration)",
         _re(name, s, rep=report({"bucketize_reward": BOUNDARY_FAIL}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip
    _claim(name, "probed all 49")

    # --- served; quantile_lower called only with 3 arguments of its own (the stub has 2)
    s = Session("cc")
    open_served(s)
    probe_all(s, _but("quantile_lower"), batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "quantile_lower() takes exactly 2 positional arguments (3 given)"
    m2 = "quantile_lower() got an unexpected keyword argument 'dim'"
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.quantile_lower(torch.randn(8), 0.25, -1))\"",
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [_err(s, "quantile_lower", "TypeError", m1, _argsum("T", 0.25, -1))]
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.quantile_lower(torch.randn(8), 0.25, dim=-1))\"",
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append(_err(s, "quantile_lower", "TypeError", m2, _argsum("T", 0.25, dim=-1)))
    art = _swap(_sub(), "quantile_lower", QUANTILE_LINEAR)
    s.implement(art, dt=13.0).compare(_but("quantile_lower"), SEED_EDGES, dt=3.0)
    s.say("All 49 functions implemented; 48 compared clean. quantile_lower was probed too and "
          "follows torch.quantile.")  # fmt: skip
    name = "cc-served-quantile-only-own-bad-args"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; quantile_lower's only 2 calls carry a dim of the agent's own (3 positional, "
         "then dim=), both TypeError; never answered, so never probed; fails random; 48/49 "
         "(not Instruction Mismatch: the stub's (x, q) was never sent)",
         _re(name, s, rep=report({"quantile_lower": QUANT_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- not served; 6 seconds left, no exception, two known failures
    s = Session("cc").open()
    known = [TK_TIES, MED_2D]
    probe_all(s, batches=4, dt=10.0, edges=known)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=14.0).compare(NAMES, known, bad=bad, dt=3.0)
    while s.t < 112.0:
        s.probe([], known, dt=3.0).compare(NAMES, known, bad=bad, dt=3.5)
    s.wait(119.0 - s.t).timer()
    s.say("Out of time: top_k_mask (ties) and median_reward (2-D rewards) still differ; the "
          "other 47 match.", dt=0.6)  # fmt: skip
    name = "cc-budget-six-seconds-left"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "not served; no exception, last words at ~119.9 of 120 (6 s left) naming two functions "
         "it was still fixing; 47/49 (Ran Out of Time: a budget spent to its last seconds, not "
         "Premature Stop)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, end=119.9))  # fmt: skip

    # --- not served; a 3.6-minute (3%) provider outage outlived; a miss on 2-D medians
    s = Session("cc").open()
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    o0 = s.t
    s.wait(3.6)
    o1 = s.t
    probe_all(s, NAMES[25:], batches=2, dt=6.0)
    s.probe([], NO_EDGE_MISS, dt=4.0)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=13.0).compare(NAMES, NO_EDGE_MISS, dt=3.0)
    s.say("All 49 functions match reforacle, edges included.")
    name = "cc-provider-blip-3pct"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; 'Overloaded' retries for 3.6 min (3% of 120) mid-run, then it went on for "
         "an hour; median_reward fails rows-2d, never sent; 48/49 (the blip did not decide)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             log=log_lines(_outage(o0, o1, OVERLOADED, 0.6)),
             facts={"provider_lost_min": round(o1 - o0, 1), "provider_pct": 3}))  # fmt: skip

    # --- not served; only test-stdout.txt and reward.txt; claims 49, the table says 47
    s = Session("cc").open()
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.wait(30.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle (49/49 on my comparison).")
    name = "cc-stdout-only-claims-49-table-47"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; no report.json, test-stdout.txt's table fails entropy and "
         "normalized_entropy on neg-inf-logits (never sent), FUNCTIONS PASSED 47/49, reward.txt 0; "
         "the agent says 49/49 (Incomplete Exploration; nothing withheld)",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, stdout_only=True))  # fmt: skip
    _claim(name, "49/49")

    # --- served; says 47/49 naming two; the report says 45/49 (two more never sent)
    s = Session("cc")
    open_served(s)
    edges = _without(SEED_EDGES, *NEG_INF, TK_TIES, MED_2D)
    probe_all(s, batches=4, dt=5.0, edges=edges)
    art = _swap(_swap(_sub(naive=["entropy"]), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    s.implement(art, dt=10.0)
    both = [TK_TIES, MED_2D]
    s.compare(NAMES, edges + both, bad=[f"{a} {b}" for a, b in both], dt=3.0)
    s.say("47/49 functions match reforacle; top_k_mask (ties at the k-th value) and "
          "median_reward (2-D rewards) still differ. Stopping here.")  # fmt: skip
    name = "cc-served-says-47-report-45"
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN,
                  "top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL})  # fmt: skip
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; stopped at ~{s.t:.0f} of 120 saying 47/49 and naming top_k_mask and "
         "median_reward as still differing; the report says 45/49 (entropy and normalized_entropy "
         "fail neg-inf-logits too, never sent) (Premature Stop: a quarter or more left, its last "
         "words naming functions that still differ)",
         _re(name, s, rep=rep, artifact=art, oracle_calls=served5(s.events)))  # fmt: skip
    _claim(name, "47/49")


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served; its batch probe died at its 8th line (its own NameError); 5 never called
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:37], batches=3, dt=6.0, edges=SEED_EDGES)
    batch = NAMES[37:]
    done, rest = batch[:7], batch[7:]
    code = probe_code(done) + "print('quantile_lower', R.quantile_lower(r, qs))\n"
    code += "".join(f"print({fn!r}, ...)\n" for fn in rest[1:])
    s.sh("cd /app && python3 - <<'PY'\n" + code + "PY",
         probe_out(done) + '\nTraceback (most recent call last):\n  File "<stdin>", line 24, in '
         "<module>\nNameError: name 'qs' is not defined", 2.0)  # fmt: skip
    s.events += [(s.t, fn, "random") for fn in done]
    s.probed |= {(fn, "random") for fn in done}
    art = _swap(_sub(), "pad_mask_from_lengths", PAD_BOOL)
    s.implement(art, dt=12.0).compare(NAMES[:44], SEED_EDGES, dt=3.0)
    s.finish("All 49 functions implemented. The batch probe covered the last 12 functions; the "
             "44 I compared match reforacle.")  # fmt: skip
    name = "oh-served-batch-died-halfway"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; the last batch (12 functions) answered 7 and died on its own NameError ('qs'), "
         "so quantile_lower, pad_mask_from_lengths, first_nonzero_index, cumulative_max and "
         "bucketize_reward were never called (44 in the log); pad_mask_from_lengths fails random; "
         "48/49",
         _re(name, s, rep=report({"pad_mask_from_lengths": PAD_FAIL}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; stopped at 60 of 120 (50%) claiming done; -inf never sent
    s = Session("oh").open()
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.wait(59.5 - s.t)
    s.finish("All 49 functions implemented and matching reforacle. Done.")
    name = "oh-stopped-half-claiming-done"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; finished at 60 of 120 (half the budget: not 'most') saying all 49 match; "
         "entropy and normalized_entropy fail neg-inf-logits, never sent; no stub; 47/49",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art))  # fmt: skip

    # --- not served; a 10.8-minute (9%) rate-limit silence outlived; stopped with 13 stubs
    s = Session("oh").open()
    probe_all(s, NAMES[:30], batches=3, dt=5.0)
    o0 = s.t
    s.wait(10.8)
    o1 = s.t
    probe_all(s, NAMES[30:36], batches=1, dt=4.0)
    stubs = NAMES[36:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:36], dt=2.0)
    s.finish(
        f"36 functions implemented and matching; the other {len(stubs)} are stubs. Submitting."
    )
    name = "oh-provider-blip-9pct-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served; rate-limit retries through a 10.8-minute silence (9% of 120), then it worked "
         f"on and submitted at ~{s.t:.0f} of 120 with 13 stubs (Premature Stop: the blip was "
         "outlived, not a quarter)",
         _re(name, s, rep=report(stubs=stubs), artifact=art,
             log=log_lines(_outage(o0, o1, OVERLOADED.replace("InternalServerError", "RateLimitError"), 1.0)),
             facts={"stubs": 13, "provider_lost_min": round(o1 - o0, 1), "provider_pct": 9}))  # fmt: skip

    # --- served; model retries that succeeded within a minute; a pass
    s = Session("oh")
    open_served(s)
    o0 = s.t
    s.wait(0.8)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edges included.")
    name = "oh-served-retries-succeed-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; four 'Overloaded' retries within 0.8 min, the fifth call answered; every "
         "function probed and compared; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             log=log_lines(_outage(o0, o0 + 0.8, OVERLOADED, 0.2)),
             facts={"provider_lost_min": 0.8}))  # fmt: skip

    # --- served; only test-stdout.txt and reward.txt; 2-D medians never sent
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=NO_EDGE_MISS)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, NO_EDGE_MISS, dt=3.0)
    s.finish("All 49 functions match reforacle.")
    name = "oh-served-stdout-only-median"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; no report.json, the stdout table fails median_reward rows-2d (FUNCTIONS PASSED "
         "48/49), reward.txt 0; rows-2d never sent (Incomplete Exploration)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art, stdout_only=True,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; AgentTimeoutError at 120, 76 minutes after its last step; 9 stubs
    s = Session("oh").open()
    probe_all(s, NAMES[:40], batches=4, dt=7.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:40], dt=3.0)
    s.sh("cd /app && python3 /tmp/compare.py --seeds 5000", "", 0.5)
    name = "oh-timeout-long-after-last-step"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; last step at ~{s.t:.0f} (a 5000-seed sweep, no output), then nothing "
         "until AgentTimeoutError at 120 with 9 stubs; no provider error logged (Ran Out of "
         "Time: stopped by its recorded budget)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, facts={"stubs": 9}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served; every huber_value_loss call refused (rate); never answered
    s = Session("mini")
    open_served(s)
    probe_all(s, _but("huber_value_loss"), batches=4, dt=6.0, edges=SEED_EDGES)
    s.sh("cd /app && python3 /tmp/huber_sweep.py",
         'Traceback (most recent call last):\n  File "/tmp/huber_sweep.py", line 9, in <module>\n'
         f"RuntimeError: {RATE}", 0.5)  # fmt: skip
    extra = [(round(s.t - 0.05 + 0.002 * i, 4), "huber_value_loss", [], "refused", None, RATE)
             for i in range(3)]  # fmt: skip
    art = _swap(_sub(), "huber_value_loss", HUBER_GUESS)
    s.implement(art, dt=12.0).compare(_but("huber_value_loss"), SEED_EDGES, dt=3.0)
    s.finish("48 functions match reforacle; huber_value_loss is torch's smooth L1 (the oracle "
             "rate-limited my sweep of it).")  # fmt: skip
    name = "mini-served-huber-all-refused"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; huber_value_loss's only 3 calls were refused by the server's rate limit (its own "
         "burst), never answered; fails random; 48/49 (a call made, a family not probed)",
         _re(name, s, rep=report({"huber_value_loss": HUBER_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- not served; a 72-minute (60%) rate-limit silence, then the timeout
    s = Session("mini").open()
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    stubs = NAMES[20:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0)
    o0 = s.t
    s.wait(72.0)
    o1 = s.t
    s.probe(NAMES[20:24], dt=3.0)
    s.wait(119.0 - s.t).sh("cd /app && python3 -c 'import objectives'", "", 0.5)
    name = "mini-provider-outage-60pct"
    case(name, "HARNESS_ERROR", "Provider Error",
         "not served; rate-limit retries through a 72-minute silence (60% of 120), then "
         "AgentTimeoutError at 120 with 29 stubs (Provider Error: the outage was inside a silence "
         "of a quarter or more)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(_outage(o0, o1, OPENAI_RATE, 1.5)),
             facts={"stubs": 29, "provider_lost_min": round(o1 - o0, 1), "provider_pct": 60,
                    "api_failed": True}))  # fmt: skip

    # --- not served; timer visible: 60-minute override spent to 0:01, no exception, 2 stubs
    s = Session("mini", budget=60).open().timer()
    probe_all(s, batches=4, dt=6.0)
    stubs = ["ppo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(_but(*stubs), dt=3.0)
    while s.t < 52.0:
        s.probe(["ppo_objective"], dt=3.0)
    s.wait(58.6 - s.t).timer()
    s.finish("Time is up (timer 0:01): ppo_objective and rloo_objective are still stubs; the "
             "other 47 match.", dt=0.9)  # fmt: skip
    name = "mini-timer-visible-60-spent"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "not served; a 60-minute override, timer.sh read 0:59 then 0:01; submitted at ~59.9 of "
         "60 with 2 stubs it was working on; no exception (Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=60.0, end=59.9,
             facts={"stubs": 2}))  # fmt: skip

    # --- not served; 30 stubs; the report ran 0 cases of every function: reward 1
    s = Session("mini").open()
    probe_all(s, NAMES[:19], batches=2, dt=5.0)
    stubs = NAMES[19:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0).compare(NAMES[:19], dt=2.0)
    s.finish("19 functions implemented; the other 30 are stubs.")
    name = "mini-zero-cases-stubs-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "not served; 30 stubs, yet reward 1: every function 'passed' on 0 of 0 cases (Nothing "
         "Tested)",
         _re(name, s, rep=report(zero_cases=True), artifact=art, facts={"stubs": 30}))  # fmt: skip

    # --- served; claims all 49 probed; the log names 46; 2-D medians never sent
    s = Session("mini")
    open_served(s)
    skip = ("mode_label", "masked_max", "first_nonzero_index")
    probe_all(s, _but(*skip), batches=4, dt=6.0, edges=NO_EDGE_MISS)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(_but(*skip), NO_EDGE_MISS, dt=3.0)
    s.finish("I probed all 49 functions against reforacle and every one matches.")
    name = "mini-served-claims-49-log-46"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; the log names 46 functions (mode_label, masked_max, first_nonzero_index never "
         "called, all three pass); the agent says all 49; median_reward fails rows-2d, never "
         "sent; 48/49",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip
    _claim(name, "probed all 49")

    # --- not served; only the stdout table; a grader fault on masked_whiten alone
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edges included.")
    name = "mini-stdout-only-grader-fault-alone"
    case(name, "BAD_FAILURE", "Grader Error",
         "not served; no report.json; the stdout table fails only masked_whiten with 'grader "
         "fault: the sandbox worker ... could not be restarted'; 48/49 (Grader Error)",
         _re(name, s, rep=report({"masked_whiten": GRADER_FAULT_MW}), artifact=_sub(),
             stdout_only=True))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served; 48 functions in the log (argmax_tokens never called); a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, _but("argmax_tokens"), batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(_but("argmax_tokens"), SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle. Marking the task complete.")
    name = "tm-served-48-probed-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; 48 functions answered, argmax_tokens never called (written from the stub); "
         "49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; a 30.5-minute silence (25% of 120) of 'Overloaded' retries; timed out
    s = Session("tm").open()
    probe_all(s, NAMES[:30], batches=3, dt=8.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=10.0)
    o0 = s.t
    s.wait(30.5)
    o1 = s.t
    while s.t < 110.0:
        s.probe(NAMES[30:44], dt=9.0)
    stubs = NAMES[44:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=4.0).compare(NAMES[:44], dt=3.0)
    name = "tm-provider-silence-quarter"
    case(name, "HARNESS_ERROR", "Provider Error",
         "not served; 'Overloaded' retries through a 30.5-minute silence (a quarter of 120), "
         "then work resumed until AgentTimeoutError at 120 with 5 stubs (Provider Error: logged "
         "inside a silence of at least a quarter of the budget)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(_outage(o0, o1, OVERLOADED, 1.0)),
             facts={"stubs": 5, "provider_lost_min": round(o1 - o0, 1), "provider_pct": 25,
                    "api_failed": True}))  # fmt: skip

    # --- not served; timer.sh never read; a 60-minute override it took for two hours
    s = Session("tm", budget=60).open()
    s.say("The usual budget is two hours; I will go through the functions in order.")
    probe_all(s, NAMES[:41], batches=4, dt=8.0)
    stubs = NAMES[41:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:41], dt=3.0)
    s.probe(NAMES[41:43], dt=6.0)
    name = "tm-timer-never-read-60"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "not served; timer.sh present, never run; it assumed two hours; AgentTimeoutError at 60 "
         "(the 3600 s override) with 8 stubs it was working through (Ran Out of Time, not "
         "Environment Issue)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=60.0, end=60.0,
             exception=timeout(60), traceback=TIMEOUT_TB, facts={"stubs": 8}))  # fmt: skip

    # --- served; only the stdout table; ties never sent; claims 49
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, TK_TIES)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle (49/49). Marking the task complete.")
    name = "tm-served-stdout-only-ties"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; no report.json; the stdout table fails top_k_mask ties-at-kth (48/49), never "
         "sent; the agent says 49/49",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, stdout_only=True,
             oracle_calls=served5(s.events)))  # fmt: skip
    _claim(name, "49/49")

    # --- served; outages of 3% and 9% outlived, the last (after the last step) decides
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:16], batches=2, dt=6.0)
    a0 = s.t
    s.wait(3.6)
    a1 = s.t
    probe_all(s, NAMES[16:32], batches=2, dt=6.0)
    b0 = s.t
    s.wait(10.8)
    b1 = s.t
    probe_all(s, NAMES[32:], batches=2, dt=6.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare(NAMES[:40], dt=3.0)
    s.wait(95.0 - s.t).say("Next: the remaining 9 functions, starting with masked_whiten.")
    c0 = s.t
    rows = (_outage(a0, a1, OVERLOADED, 0.6) + _outage(b0, b1, OVERLOADED, 1.0)
            + _outage(c0, 119.8, OVERLOADED, 1.0))  # fmt: skip
    name = "tm-served-outages-last-decides"
    case(name, "HARNESS_ERROR", "Provider Error",
         "served; 'Overloaded' outages of 3.6 and 10.8 min outlived, then from the last step at "
         "~95 retries until AgentTimeoutError at 120 with 9 stubs (Provider Error: the log shows "
         "it after the agent's last step)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(rows), oracle_calls=served5(s.events),
             facts={"stubs": 9, "provider_lost_min": [round(a1 - a0, 1), round(b1 - b0, 1),
                                                      round(120.0 - c0, 1)],
                    "api_failed": True}))  # fmt: skip

    # --- served; its batch died at its 5th call on the reference's ValueError for p=1.5
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    batch = NAMES[20:32]
    done = batch[:4]
    m = "top_p_mask(): p must be in (0, 1], got 1.5"
    code = probe_code(done) + "print('top_p_mask', R.top_p_mask(torch.softmax(logits, -1), 1.5))\n"
    code += "".join(f"print({fn!r}, R.{fn}(...))\n" for fn in batch[5:])
    s.sh("cd /app && python3 - <<'PY'\n" + code + "PY",
         probe_out(done) + "\n" + client_tb("<stdin>", m, "ValueError"), 2.0)  # fmt: skip
    s.events += [(s.t, fn, "random") for fn in done]
    s.probed |= {(fn, "random") for fn in done}
    extra = [_err(s, "top_p_mask", "ValueError", m, None, ["random"])]
    probe_all(s, NAMES[32:], batches=2, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "bradley_terry_logit", BT_TEXTBOOK)
    s.implement(art, dt=12.0).compare(_but(*batch[4:]), SEED_EDGES, dt=3.0)
    s.say("All 49 functions implemented; the 41 I compared match reforacle. Marking the task "
          "complete.")  # fmt: skip
    name = "tm-served-batch-raised-halfway"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; a 12-function batch answered 4, then the reference raised ValueError on its own "
         "p=1.5 for top_p_mask and the script stopped: smoothed_nll, bradley_terry_logit, "
         "rloo_objective, reverse_kl_objective and group_mean_baseline never called (44 in the "
         "log), top_p_mask never answered; bradley_terry_logit fails random; 48/49",
         _re(name, s, rep=report({"bradley_terry_logit": BT_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- the model never reached: zero agent steps; graded 0/49
    s = Session("cx")
    name = "cx-model-never-reached"
    log = (
        "ERROR: unexpected status 503 Service Unavailable: upstream connect error or disconnect/"
        "reset before headers. reset reason: overflow\n"
        "ERROR: exceeded retry limit, last status: 503 Service Unavailable\n"
    )
    case(name, "HARNESS_ERROR", "Provider Error",
         "no agent step; codex's model calls all 503 (retry limit exceeded); the stubs graded "
         "0/49 (Provider Error: the agent never made a step)",
         _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.7,
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"), log=log,
             facts={"stubs": 49, "api_failed": True, "agent_steps": 0}))  # fmt: skip

    # --- not served; stopped at 60 of 120 claiming all done; two stubs forgotten
    s = Session("cx").open()
    stubs = ["cumulative_max", "bucketize_reward"]
    probe_all(s, _but(*stubs), batches=4, dt=7.0)
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare(_but(*stubs), dt=3.0)
    s.wait(59.6 - s.t).say("All 49 functions are implemented and match reforacle. Done.")
    name = "cx-stopped-half-claims-done-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         "not served; said all 49 done at ~60 of 120 (half the budget) while cumulative_max and "
         "bucketize_reward were still stubs raising NotImplementedError; 47/49 (Premature Stop)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 2}))  # fmt: skip
    _claim(name, "all 49 done")

    # --- served; compared everything clean; a grader fault on cumulative_max alone
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edges included (49/49).")
    name = "cx-served-grader-fault-alone"
    case(name, "BAD_FAILURE", "Grader Error",
         "served; every function and edge answered and compared clean; the report fails only "
         "cumulative_max, kind grader-fault; 48/49 (Grader Error)",
         _re(name, s, rep=report({"cumulative_max": GRADER_FAULT_CM}), artifact=_sub(),
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- served; says 47/49 mid-fix; timed out; the report says 45/49
    s = Session("cx")
    open_served(s)
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=8.0, edges=edges)
    art = _swap(_swap(_sub(naive=["entropy"]), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    both = [TK_TIES, MED_2D]
    bad = [f"{a} {b}" for a, b in both]
    s.implement(art, dt=14.0).compare(NAMES, edges, bad=bad, dt=3.0)
    while s.t < 100.0:
        s.probe([], both, dt=6.0).compare(NAMES, edges, bad=bad, dt=4.0)
    s.say("47/49 match now; fixing top_k_mask ties and the per-row median next.")
    while s.t < 117.0:
        s.probe([], both, dt=5.0)
    name = "cx-served-says-47-report-45-timeout"
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN,
                  "top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL})  # fmt: skip
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; its last words say 47/49, AgentTimeoutError at 120 (last step {s.t:.1f}) "
         "still on ties and 2-D medians; the report says 45/49 (entropy and normalized_entropy "
         "fail neg-inf-logits too) (Ran Out of Time)",
         _re(name, s, rep=rep, artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, oracle_calls=served5(s.events)))  # fmt: skip
    _claim(name, "47/49")

    # --- served; pad_mask_from_lengths called only with a list (raising), yet passes
    s = Session("cx")
    open_served(s)
    probe_all(s, _but("pad_mask_from_lengths"), batches=4, dt=6.0, edges=NO_EDGE_MISS)
    m = "pad_mask_from_lengths(): argument 'lengths' must be Tensor, not list"
    extra = []
    for _ in range(2):
        s.sh("cd /app && python3 -c \"import reforacle as R; print(R.pad_mask_from_lengths([3, 5], 6))\"",
             client_tb("<string>", m), 0.6)  # fmt: skip
        extra.append(_err(s, "pad_mask_from_lengths", "TypeError", m, _argsum("'[3, 5]'", 6)))
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(_but("pad_mask_from_lengths"), NO_EDGE_MISS, dt=3.0)
    s.say("All 49 functions implemented; 48 compared clean against reforacle.")
    name = "cx-served-pad-only-raising-passes"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; pad_mask_from_lengths' only 2 calls passed a list (TypeError), never answered, "
         "yet it passes; median_reward fails rows-2d, never sent; 48/49",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- served; only the stdout table; a grader fault beside a real miss
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=NO_EDGE_MISS)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, NO_EDGE_MISS, dt=3.0)
    s.say("All 49 functions match reforacle.")
    name = "cx-served-stdout-only-fault-and-miss"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; no report.json; the stdout table fails cumulative_max ('grader fault: ...') and "
         "median_reward rows-2d (never sent): 47/49, the reward 0 without the fault (not Grader "
         "Error)",
         _re(name, s, rep=report({"cumulative_max": GRADER_FAULT_CM, "median_reward": MEDIAN_FAIL}),
             artifact=art, stdout_only=True, oracle_calls=served5(s.events)))  # fmt: skip


def ordinary_audit_twentyone() -> list[Labelled]:
    """Every case of the twenty-first audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
