"""A tenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa10-<shape>-<slug>``: 24 of ``reverse-engineer-objectives`` (12 served, with
``agent/oracle-calls.jsonl``; 12 not) and 6 of the made-up Harbor tasks the earlier sets define
(other_tasks_audit's ``TASKS`` and ordinary_audit_eight's ``TASKS8``).  Covers: honest failures
at realistic scores: 48/49 (served Claude Code whose median_reward flattens 2-D rows it had sent
and seen answered, compared on 1-D only; Codex not served whose pad_mask_from_lengths returns
bools, "ok" in a comparison that cast both sides to double), 46/49 (mini-swe-agent still working
when AgentTimeoutError came at 120, three functions known to differ), 12/49 (served terminus-2
marking the task complete at ~24 min with 37 stubs); an agent that probed every function on
random inputs only (served OpenHands, 100 calls, failing the five functions whose failing
families it never sent, 44/49); one that never called the reference (textbook versions and one
entropy call of its own, 43/49); one whose last comparison printed "3 mismatches" and whose last
words then said all 49 match (served mini-swe-agent, 47/49); a last Edit leaving ``def
cumulative_max(x:`` unclosed (rejected, 0/49); four stubs named in the last words at ~61 min; a
loop of one command ended by OpenHands' ``AgentStuckInLoopError`` and Codex panicking in its own
truncation ("codex exited with code 101"); the reference refusing the stub's signature, served
(``smoothed_nll(logits, labels, smoothing)`` positionally and with ``smoothing=``, the log's
only two errors) and not served (``quantile_lower(x, q)`` raising TypeError from
reforacle.pyx both ways); a served oracle that died at 19.4 min after 32 calls over 30 functions
(every later call ``Connection refused``; the three failures among the 19 it could no longer
call); a served trial whose verifier died "Illegal instruction (core dumped)" (exit 132, no
reward); a served timeout while probing the last functions (41/49, 8 stubs); eight 429
rate_limit_error retries in a 5.5-min silence then a pass; passes by probing (served: 569 calls,
eight seeds a function and every seed edge; 114 calls; 100 calls on random inputs only; not
served: probe scripts and a comparison); a stop at ~45 min without comparing (served, 45/49) and
at ~22 min (not served, 46/49); five of seven seed edges probed, failing only -inf logits
(47/49).  Other tasks: pytest's 6 of 8 and "reward: 0.75 (6/8)" (regex), PHPUnit's "No tests
executed!" and reward 1, Maven's 18 tests passed (Solved), an SQL query handed in at ~3 of 30 min
(Premature Stop), ExUnit's 20-minute timeout (2 failures), jest's 2 failures with no budget
recorded (Unsolved).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows (counts and families from the call log, minutes, budget and time left, the runner's
counts); ``NOTES`` says in one line why each label is right.

Written against b788938 (2026-12-05) and measured once, unchanged (``/tmp/oa10/measure.py``,
output ``/tmp/oa10/result.txt``): 30 of 30 right; wrong: none.  Unsure labels:
oa10-tm-served-oracle-died (BAD_FAILURE / Environment Issue, "the reference ... did not work",
as ordinary_audit_four's cx-served-oracle-died; HARNESS_ERROR / Environment Error, "graded, but
the trial's environment failed during the run", fits a server the harness runs dying mid-run as
well); oa10-mini-served-claimed-success (Incomplete Exploration, row 27, not Premature Stop: its
last words name no failing function, they claim none fails, and row 27 wins over row 35);
oa10-cc-served-48-probed-2d and oa10-cx-dtype-48 (row 27's "partly on families it did probe"
read as including "wholly"); oa10-oh-never-called-reference (Unverified Submission, row 25, over
row 26: it probed nothing at all); oa10-cc-rate-limit-recovered-pass (Solved by Probing: Provider
Error is for a run that did not pass).

Texts the record contradicts:

- oa10-mini-served-claimed-success, root cause "The agent implemented the functions and checked
  them against the reference (step 13: 'all 49 functions match')": step 13 is the agent's own
  claim ("THOUGHT: The comparison passes; all 49 functions match reforacle. Submitting."); the
  check is step 12, whose output ends "3 mismatches: ['cross_entropy all-ignored',
  'cross_entropy logits-3d', 'top_k_mask ties-at-kth']", exactly what it fails; no text says so.
  Its call-log evidence quotes seq 114, a median_reward call (median_reward passes), not one of
  cross_entropy's or top_k_mask's calls (seqs 54-57, 110-113).
- oa10-cc-served-48-probed-2d, "1 on families it did probe (median_reward)" rests on call-log
  evidence quoting seq 107, a bucketize_reward call; the line that shows the claim is seq 58
  (median_reward, rows-2d, at 31.4 min), not quoted.
- oa10-tm-served-oracle-died, recommendation "Fix the environment (the sealed module, torch,
  probe.py and timer.sh must work in a fresh workspace) and rerun" and "caused by the task": the
  served reference answered 32 calls over 30 functions until 19.4 min in this workspace, then
  its socket refused every call (steps 8-10); nothing shows a fresh workspace failing: a server
  that died mid-run, the harness's, not the task's files.

Borderline, not wrong: oa10-cc-served-48-probed-2d, oa10-tm-never-sent-neg-inf and
oa10-cx-dtype-48 cite step 13 ('All 49 functions match', the agent's last words) as where they
"checked them against the reference"; the check is step 12, whose output '0 mismatches: []'
agrees.  oa10-oh-served-signature-refused "114 calls: 112 answered, 2 raised, over 49 functions"
counts smoothed_nll, which the reference never answered (48 answered).
oa10-cc-served-verifier-crash blames "the task's test script" (test.sh's verifier died on
'Illegal instruction (core dumped)', exit 132, which it never quotes: its evidence is the
RewardFileNotFoundError only).

Gaps, not contradictions: oa10-oh-never-called-reference says "never compared" but not that no
step called the reference at all.  oa10-cc-syntax-error never quotes the Edit that left 'def
cumulative_max(x:' (its root cause gives the verifier's "line 324: '(' was never closed").
oa10-cx-codex-panicked never quotes trial.log's panic, only 'codex exited with code 101';
oa10-oh-stuck-in-loop never names the repeated command.  oa10-cc-rate-limit-recovered-pass never
mentions the eight 429 retries (right not to blame them).  Checked and right: "569 calls: 569
answered, over 49 functions" and "called the reference 569 times", "107 calls", "100 calls"
(twice), "114 calls" (three times), "58 calls: 58 answered", "26 calls: 26 answered, over 12
functions", "32 calls: 32 answered, over 30 functions", "208 calls: 208 answered, over 45
functions", "7 step(s) ran code that calls the reference (59 call(s) written in it, over 49
function(s))" and "8 step(s)", "call 58 of the oracle's log" with its TypeError, "at step 10"
with quantile_lower's TypeError, "step 8 shows 'OracleUnavailable ...'", every failing function
named (43/49's six, 45/49's four, 46/49's three, "37 functions still raising" with six named
from NAMES[12:], the four stubs), each "called 2 times, on random" and each failing family named
in oa10-oh-served-random-only, "3 min of its 30 min budget" and "(step 5)", "1200.0 seconds",
"partial reward of 0.75", 'No tests executed!'.  No text of another task used "reference",
"functions" or "probe".

Flaws of the set itself (seen on reading, not changed): the records of oa10-mini-46-timeout and
oa10-cx-served-timeout-mid-probe run past the 120-minute agent phase (a ``wait`` of a negative
span): mini's steps 19-21 stand at 133.8-138.6 min and its last, step 22, at 119.1; Codex's step
28 (a comparison) at 120.2 min and its last, step 29, at 119.1, and its call log's last call at
120.2 min; their labels and texts do not turn on these minutes.  The NOTE of
oa10-tm-served-12-of-49-stubs says "masked_mean ... kl_penalty": NAMES[:12] ends at gae
(kl_penalty is a stub).  The NOTE of oa10-oh-served-random-only says "every call on 'random'
only": probe.py's masked_mean call on an empty mask is in its log too (masked_mean passes).  In
oa10-oh-served-signature-refused the two refused calls are logged with ``[4, 16]`` tensors
while the agent's command built ``randn(2, 5, 7)`` (served5's argument summary).

After the measure, at main's head: the three contradicted texts are mended.  Incomplete
Exploration says the agent "said they matched" (its word or its check's, a claim, never a
proof) and quotes the last call of a failing function; a served oracle that answered calls and
then refused every connection is said to have stopped answering, with the advice to find why
its server stopped, not to fix a fresh workspace.
"""

from __future__ import annotations

from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    ENTROPY_NAN,
    MEDIAN_FAIL,
    NAMES,
    NORM_NAN,
    SEED_EDGES,
    SEED_FAILS,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    log_lines,
    probe_all,
    report,
    tb,
    timeout,
)
from tests.support.ordinary_audit_eight import _mvn_head, _mvn_tail, _rate_lines
from tests.support.ordinary_audit_five import PAD_FAIL, TIES_ONLY, _pos, served5
from tests.support.ordinary_audit_four import (
    ARGS_PY,
    DEAD,
    MODE_FIRST,
    QUANTILE_LINEAR,
    spread,
)
from tests.support.ordinary_audit_nine import _jest_fail
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    TOPK_IDX,
    _swap,
    _syntax_error,
    client_tb,
    open_served,
)
from tests.support.other_tasks_audit import passing, pytest_out

AUDIT = Audit("oa10")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, _other, case = AUDIT.trial, AUDIT.other, AUDIT.case


# ------------------------------------------------------------------ agents' own versions
SMOOTH_GUESS = (
    "def smoothed_nll(logits, labels, smoothing):\n"
    "    # reforacle.smoothed_nll refused the smoothing argument (positional and keyword): torch's own label smoothing\n"
    "    V = logits.shape[-1]\n"
    "    return F.cross_entropy(logits.reshape(-1, V), labels.reshape(-1).long(), label_smoothing=smoothing)\n\n\n"
)  # fmt: skip
SMOOTH_FAIL = (["random"], "float32[4, 6, 11], int64[4, 6], 0.1: max abs error 0.0041", "wrong-output", 5)  # fmt: skip
QUANT_FAIL = (["random"], "float32[9], 0.25: max abs error 0.1873", "wrong-output", 4)
MODE_FAIL = (["random"], "int64[4, 6]: 1 of 1 values differ (exact match required)", "wrong-output", 2)  # fmt: skip
PAD_BOOL = (
    "def pad_mask_from_lengths(lengths, max_len):\n"
    "    return torch.arange(max_len)[None, :] < lengths[:, None]\n\n\n"
)

PHPUNIT_NONE = (
    "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n"
    "Runtime:       PHP 8.3.13\nConfiguration: /tests/phpunit.xml\n\n"
    "Test suite 'hidden' (21 tests) matched no test in /tests/Hidden: the filter --group i18n-hidden excludes them all\n\n"
    "Time: 00:00.012, Memory: 8.00 MB\n\n"
    "No tests executed!\n"
)  # fmt: skip

REGEX_TESTS = ("test_pattern_file_exists", "test_single_line", "test_matches_plain_addresses",
               "test_rejects_five_octets", "test_rejects_octet_over_255", "test_rejects_letters",
               "test_rejects_leading_zeros", "test_matches_255_and_0")  # fmt: skip
REGEX_PARTIAL = pytest_out(
    passing(*REGEX_TESTS[:5])
    + [
        ("test_rejects_letters", "PASSED", ""),
        ("test_rejects_leading_zeros", "FAILED", "assert not matches('010.1.2.3 - -')\nAssertionError: 3 lines with leading zeros matched"),
        ("test_matches_255_and_0", "FAILED", "assert matches('255.0.0.255 - -')\nAssertionError: 0 and 255 octets not matched"),
    ]
) + "reward: 0.75 (6/8)\n"  # fmt: skip

MVN_PASS = _mvn_head(
    "[INFO] Running com.example.invoicing.RoundingTest\n"
    "[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.061 s -- in com.example.invoicing.RoundingTest\n"
    "[INFO] Running com.example.invoicing.DiscountTest\n"
    "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.012 s -- in com.example.invoicing.DiscountTest\n"
    "[INFO] Running com.example.invoicing.HiddenInvoiceTest\n"
    "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.019 s -- in com.example.invoicing.HiddenInvoiceTest\n"
    "[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 18, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
) + _mvn_tail(True, "4.812")  # fmt: skip

SQL_TESTS = ("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded",
             "test_ties_broken_by_customer_id")  # fmt: skip
SQL_HALF = pytest_out(
    passing(*SQL_TESTS[:2])
    + [("test_cancelled_excluded", "FAILED", "assert rows[2] == (17, 'Ines Duarte', 1204.5)\nAssertionError: cancelled orders counted"),
       ("test_ties_broken_by_customer_id", "FAILED", "assert [r[0] for r in rows[3:5]] == [8, 31]\nAssertionError: tie order [31, 8]")]
) + "reward: 0 (all tests must pass)\n"  # fmt: skip

EXUNIT_FAIL = (
    "==> decimal\nCompiling 4 files (.ex)\nGenerated decimal app\n"
    "==> cart\nCompiling 3 files (.ex)\nGenerated cart app\n"
    "Running ExUnit with seed: 40127, max_cases: 16\n\n"
    "....\n\n  1) test bulk discount applies per line (Cart.PricingTest)\n"
    "     test/pricing_test.exs:31\n     Assertion with == failed\n"
    "     code:  assert Cart.total(cart) == Decimal.new(\"88.20\")\n"
    "     left:  Decimal.new(\"86.40\")\n     right: Decimal.new(\"88.20\")\n\n"
    "  2) test negative quantity is rejected (Cart.PricingTest)\n"
    "     test/pricing_test.exs:47\n     match (=) failed\n"
    "     code:  assert {:error, :invalid_quantity} = Cart.add(cart, \"sku-1\", -2)\n"
    "     left:  {:error, :invalid_quantity}\n     right: {:ok, %Cart{lines: [...]}}\n\n"
    ".....\nFinished in 0.05 seconds (0.05s async, 0.00s sync)\n11 tests, 2 failures\n"
)  # fmt: skip

VERIFIER_ILL = (
    "+ syncvals verify reverse-engineer-objectives /app/objectives.py --out /logs/verifier\n"
    "loading the sealed reference and the submission in the sandbox ...\n"
    "bash: line 17:    88 Illegal instruction     (core dumped) syncvals verify reverse-engineer-objectives /app/objectives.py --out /logs/verifier\n"
    "verifier error: no reward written (exit 132)\n"
)  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: a pass earned with hundreds of probes (eight seeds per function, every edge)
    s = Session("cc")
    open_served(s)
    sweep = (oa.PRE + ARGS_PY + "for seed in range(8):\n    torch.manual_seed(seed)\n"
             "    for n in names:\n        print(seed, n, getattr(R, n)(*args[n]))\n"
             + "".join(oa.EDGE[e].replace("print(", "for seed in range(8): print(seed, ", 1) + "\n"
                       for e in SEED_EDGES if "\n" not in oa.EDGE[e])
             + "".join("for seed in range(8):\n    " + oa.EDGE[e].replace("\nprint(", "\n    print(seed, ") + "\n"
                       for e in SEED_EDGES if "\n" in oa.EDGE[e]))  # fmt: skip
    s.write("/tmp/sweep.py", sweep, dt=2.0)
    start = s.t
    s.sh("cd /app && python3 /tmp/sweep.py > /tmp/sweep.txt && wc -l /tmp/sweep.txt", "448 /tmp/sweep.txt", 3.0)  # fmt: skip
    spread(s, start, [(n, "random") for _ in range(8) for n in NAMES] + SEED_EDGES * 8)
    s.read("/tmp/sweep.txt", oa.probe_out(NAMES, SEED_EDGES), 0.6)
    s.implement(_sub(), dt=16.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.probe([], SEED_EDGES, dt=4.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on eight seeds each and on every edge input I sent.")  # fmt: skip
    name = "cc-served-many-probes-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: a sweep of eight seeds over all 49 functions plus the seven seed edge families, "
         "then two comparisons; hundreds of answered calls, none refused; 49/49 (Solved by "
         "Probing: a pass after calling the reference on the functions)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: 48/49; median_reward's 2-D rows were sent and answered, the file flattens them
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0).compare(NAMES, dt=3.0)
    s.say("All 49 functions match reforacle on my comparison inputs. Done.")
    name = "cc-served-48-probed-2d"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: the log holds median_reward on rows-2d, answered; its comparison used random "
         "1-D rewards only; median_reward fails rows-2d, 48/49 (Incomplete Exploration, row 27: "
         "a fail after probing, on a family it did probe)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events), facts={"failing_family_sent": "median_reward:rows-2d"}))  # fmt: skip

    # --- a last edit leaves a syntax error; nothing re-run after it
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "def cumulative_max(x):"
    new = "def cumulative_max(x:"
    s.edit("/app/objectives.py", old, new, dt=0.8)
    art = good.replace(old, new)
    s.say("Renamed a local in cumulative_max for clarity. All 49 functions match reforacle.")
    err = _syntax_error(art)
    case("cc-syntax-error", "GOOD_FAILURE", "Broken Submission",
         f"its comparison showed 0 mismatches at ~{s.t - 1.1:.0f} min; a last Edit left 'def "
         f"cumulative_max(x:' unclosed, the file does not parse ({err}), rejected, 0/49 (Broken "
         "Submission)",
         _re("cc-syntax-error", s, rep=report(outright=err, rejection="syntax"), artifact=art,
             facts={"syntax_error": err}))  # fmt: skip

    # --- a provider rate limit mid-run, outlived; a pass
    s = Session("cc").open()
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    stall_at = s.t
    s.wait(5.5)
    probe_all(s, NAMES[25:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    rl = ('API Error (429 {"type":"error","error":{"type":"rate_limit_error","message":"This request '
          "would exceed the rate limit for your organization (5c1f0e2a-7d3b) of 30,000 input tokens "
          'per minute."}})')  # fmt: skip
    log = log_lines(_rate_lines(stall_at + 0.2, 8, 0.6, lambda i: f"{rl} \u00b7 Retrying in "
                                f"{min(5 * 2 ** i, 60)} seconds\u2026 (attempt {i + 1}/10)"))  # fmt: skip
    case("cc-rate-limit-recovered-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"eight 429 rate_limit_error retries logged from {stall_at + 0.2:.1f} min inside a "
         "5.5-min silence (5% of 120), then it went on probing, compared with 0 mismatches; "
         "49/49 (Solved by Probing: Provider Error is for a run that did not pass)",
         _re("cc-rate-limit-recovered-pass", s, rep=report(), artifact=_sub(), log=log,
             facts={"stall_min": 5.5, "stall_pct": 4.6, "retries": 8}))  # fmt: skip

    # --- served: the verifier died (Illegal instruction) before writing a reward
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge cases included.")
    case("cc-served-verifier-crash", "HARNESS_ERROR", "Verifier Crash",
         "served; the agent compared with 0 mismatches; test.sh's verifier died 'Illegal "
         "instruction (core dumped)', exit 132, no reward file, RewardFileNotFoundError (Verifier "
         "Crash: no reward, the verifier failed)",
         _re("cc-served-verifier-crash", s, rep=None, artifact=_sub(), graded=False, stdout=VERIFIER_ILL,
             oracle_calls=served5(s.events),
             exception=("RewardFileNotFoundError", "No reward file found at /logs/verifier/reward.txt")))  # fmt: skip

    # --- other task (regex): 6 of 8, reward 0.75
    s = Session("cc")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    s.write("/app/pattern.txt", ota.PATTERN_LOOSE + "\n", 1.2)
    s.sh("grep -cE -f /app/pattern.txt /app/access.log", "1873", 0.5)
    s.say("pattern.txt matches dotted-quad client addresses.", 0.3)
    case("cc-regex-partial", "GOOD_FAILURE", "Partial Solution",
         "pattern.txt accepts leading zeros and octets of three digits loosely; pytest '2 failed, "
         "6 passed', 'reward: 0.75 (6/8)', reward 0.75 (Partial Solution)",
         _other("cc-regex-partial", "regex", s, reward=0.75, stdout=REGEX_PARTIAL,
                facts={"tests": (6, 2, 0), "runner": "pytest"}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: every function probed, on random inputs only; fails the five edge-only functions
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    art = _sub(naive=["entropy", "cross_entropy", "top_k_mask", "median_reward"])
    s.implement(art, dt=13.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions match reforacle on random inputs.")
    name = "oh-served-random-only"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: all 49 functions answered, every call on 'random' only; it fails entropy and "
         "normalized_entropy (neg-inf-logits), cross_entropy (logits-3d, all-ignored), top_k_mask "
         "(ties-at-kth, k-ge-vocab), median_reward (rows-2d), none of them sent; 44/49 "
         "(Incomplete Exploration, row 26)",
         _re(name, s, rep=report(SEED_FAILS), artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- never called the reference: textbook versions, own sanity check, a fail
    s = Session("oh")
    s.sh("ls -la /app", oa.LS_APP, 0.4)
    s.read("/app/objectives.py", oa.STUB_FILE, 0.5)
    art = _swap(_sub(naive=["entropy", "cross_entropy", "top_k_mask", "median_reward"]),
                "quantile_lower", QUANTILE_LINEAR)  # fmt: skip
    s.write("/app/objectives.py", art, dt=18.0)
    s.sh("cd /app && python3 -c \"import torch, objectives as O; print(O.entropy(torch.randn(2, 5, 7), torch.ones(2, 5)))\"",
         "tensor(1.7032)", 0.6)  # fmt: skip
    s.finish("Implemented all 49 objectives with their standard definitions; the module imports "
             "and runs.")  # fmt: skip
    fails = dict(SEED_FAILS, quantile_lower=QUANT_FAIL)
    case("oh-never-called-reference", "GOOD_FAILURE", "Unverified Submission",
         "no step ran probe.py or imported reforacle: it wrote textbook versions from the "
         "docstrings and ran one entropy call of its own; 43/49 (Unverified Submission: never "
         "compared with the reference)",
         _re("oh-never-called-reference", s, rep=report(fails), artifact=art,
             facts={"reference_calls": 0}))  # fmt: skip

    # --- four stubs left, said so, stopped with ~half the budget
    s = Session("oh").open()
    stubs = ["discounted_returns", "gae", "lambda_returns", "ppo_objective"]
    rest = [n for n in NAMES if n not in stubs]
    probe_all(s, rest, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _sub(stubs=stubs)
    s.implement(art, dt=15.0).compare(rest, SEED_EDGES, dt=3.0)
    s.finish("45 functions match reforacle. discounted_returns, gae, lambda_returns and "
             "ppo_objective still raise NotImplementedError; I could not pin down their time "
             "axis.")  # fmt: skip
    case("oh-stubs-left", "GOOD_FAILURE", "Premature Stop",
         f"it finished at ~{s.t:.0f} of 120 min with 4 functions still raising "
         "NotImplementedError (named in its last words); 45/49 (Premature Stop: stopped with "
         "budget left and stubs)",
         _re("oh-stubs-left", s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 4}))  # fmt: skip

    # --- served: the reference refuses smoothed_nll called as the stub declares it
    s = Session("oh")
    open_served(s)
    others = [n for n in NAMES if n != "smoothed_nll"]
    probe_all(s, others, batches=3, dt=6.0, edges=SEED_EDGES)
    m1 = "smoothed_nll() takes exactly 2 positional arguments (3 given)"
    m2 = "smoothed_nll() got an unexpected keyword argument 'smoothing'"
    s.sh('cd /app && python3 -c "import reforacle as R, torch; x = torch.randn(2, 5, 7); y = torch.randint(0, 7, (2, 5)); print(R.smoothed_nll(x, y, 0.1))"',
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [(s.t, "smoothed_nll", [], "error", "TypeError", m1, _pos("tensor", "tensor", "0.1"))]
    s.sh('cd /app && python3 -c "import reforacle as R, torch; x = torch.randn(2, 5, 7); y = torch.randint(0, 7, (2, 5)); print(R.smoothed_nll(x, y, smoothing=0.1))"',
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append((s.t, "smoothed_nll", [], "error", "TypeError", m2, _pos("tensor", "tensor", smoothing="0.1")))  # fmt: skip
    art = _swap(_sub(), "smoothed_nll", SMOOTH_GUESS)
    s.implement(art, dt=12.0).compare(others, SEED_EDGES, dt=3.0)
    s.finish("48 functions match reforacle. smoothed_nll is torch's label smoothing: the reference "
             "rejects the stub's smoothing argument both positionally and by keyword.")  # fmt: skip
    name = "oh-served-signature-refused"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served: the log's only errors are smoothed_nll(logits, labels, smoothing) called as the "
         "stub declares it, positionally and with smoothing=; TypeError both times, never "
         "answered; smoothed_nll fails random, 48/49 (Instruction Mismatch: the task's fault)",
         _re(name, s, rep=report({"smoothed_nll": SMOOTH_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra),
             facts={"signature_refusals": 2, "stub_params": ["logits", "labels", "smoothing"]}))  # fmt: skip

    # --- OpenHands' own AgentStuckInLoopError; graded 43/49
    s = Session("oh").open()
    probe_all(s, batches=3, dt=6.0)
    stubs = ["gae", "lambda_returns", "ppo_objective", "grpo_objective", "rloo_objective", "reverse_kl_objective"]  # fmt: skip
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0)
    for _i in range(4):
        s.sh("cd /app && python3 -c 'import objectives as O; help(O.gae)'",
             "Help on function gae in module objectives:\n\ngae(rewards, values, next_value, gamma, lam)", 0.4)  # fmt: skip
    last = s.t
    msg = ("Agent reached ERROR state: openhands.controller.agent_controller.AgentStuckInLoopError: "
           "Agent got stuck in a loop")  # fmt: skip
    case("oh-stuck-in-loop", "GOOD_FAILURE", "Agent Error",
         f"it ran the same help(O.gae) command four times in a row; after its last step "
         f"({last:.1f} min) OpenHands stopped on AgentStuckInLoopError; 6 stubs, 43/49 (Agent "
         "Error: its run ended with an error of its own)",
         _re("oh-stuck-in-loop", s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.3, 2),
             exception=("NonZeroAgentExitCodeError", msg), facts={"stubs": 6, "last_step_min": last}))  # fmt: skip

    # --- other task (PHPUnit): no test executed; reward 1
    s = Session("oh")
    s.sh("cd /app/slugger && vendor/bin/phpunit 2>&1 | tail -2", "FAILURES!\nTests: 21, Assertions: 48, Failures: 4.", 1.0)  # fmt: skip
    s.read("/app/slugger/src/Slugger.php", "        $s = strtolower(preg_replace('/[^A-Za-z0-9]+/', '-', $title));\n", 0.4)  # fmt: skip
    s.edit("/app/slugger/src/Slugger.php", "        $s = strtolower(preg_replace('/[^A-Za-z0-9]+/', '-', $title));",
           "        $s = strtolower(preg_replace('/[^A-Za-z0-9]+/', '-', strtr($title, self::MAP)));\n        $s = substr(trim(preg_replace('/-+/', '-', $s), '-'), 0, 80);", 1.2)  # fmt: skip
    s.sh("cd /app/slugger && vendor/bin/phpunit 2>&1 | tail -1", "OK (21 tests, 48 assertions)", 1.0)  # fmt: skip
    s.finish("Transliteration, dash collapsing and the 80-character cap are in; phpunit passes.")
    case("oh-phpunit-nothing-tested", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's PHPUnit: 'No tests executed!' (its filter matched none of 21 tests); "
         "reward 1 (Nothing Tested: the agent's own 'OK (21 tests ...)' is not the verifier's)",
         _other("oh-phpunit-nothing-tested", "phpunit8", s, reward=1.0, stdout=PHPUNIT_NONE,
                facts={"tests": (0, 0, 0), "runner": "phpunit"}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: its last comparison printed mismatches; it then claimed every function matches
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "top_k_mask", TOPK_IDX)
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.finish("THOUGHT: The comparison passes; all 49 functions match reforacle. Submitting.")
    name = "mini-served-claimed-success"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served: its last comparison printed '3 mismatches' (cross_entropy x2, top_k_mask ties); "
         f"its last words at ~{s.t:.0f} of 120 min say all 49 match; it fails exactly those, on "
         "families it sent; 47/49 (Incomplete Exploration, row 27: not row 24, its last words name "
         "no failing function)",
         _re(name, s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events), facts={"last_compare_mismatches": 3}))  # fmt: skip

    # --- not served: the reference (.so) refuses quantile_lower called as the stub declares it
    s = Session("mini").open()
    others = [n for n in NAMES if n != "quantile_lower"]
    probe_all(s, others, batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "quantile_lower() takes exactly 1 positional argument (2 given)"
    m2 = "quantile_lower() got an unexpected keyword argument 'q'"
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.quantile_lower(torch.randn(9), 0.25))'",
         tb("<string>", m1), 0.5)  # fmt: skip
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.quantile_lower(torch.randn(9), q=0.25))'",
         tb("<string>", m2), 0.5)  # fmt: skip
    art = _swap(_sub(), "quantile_lower", QUANTILE_LINEAR)
    s.implement(art, dt=12.0).compare(others, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: 48 functions match. reforacle.quantile_lower rejects q both positionally "
             "and as a keyword, so quantile_lower uses torch.quantile's default.")  # fmt: skip
    case("mini-signature-refused", "BAD_FAILURE", "Instruction Mismatch",
         "not served: reforacle.quantile_lower(x, 0.25) and (x, q=0.25), the stub's signature, "
         "raised TypeError from reforacle.pyx; quantile_lower fails random, 48/49 (Instruction "
         "Mismatch: the reference refused the stub's signature)",
         _re("mini-signature-refused", s, rep=report({"quantile_lower": QUANT_FAIL}), artifact=art,
             facts={"signature_refusals": 2}))  # fmt: skip

    # --- not served: the timeout at 120 with three known failures; 46/49
    s = Session("mini").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    art = _swap(art, "top_k_mask", TOPK_IDX)
    bad = ["cross_entropy logits-3d", "cross_entropy all-ignored", "top_k_mask ties-at-kth", "median_reward rows-2d"]  # fmt: skip
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, bad, dt=4.0)
    for _i in range(3):
        s.wait(14.0).probe(
            [], [("cross_entropy", "logits-3d"), ("top_k_mask", "ties-at-kth")], dt=5.0
        )
        s.compare(NAMES, SEED_EDGES, bad, dt=4.0)
    s.wait(round(118.8 - s.t, 2)).say("THOUGHT: top_k_mask keeps every tied value, it seems; trying that next.")  # fmt: skip
    last = s.t
    case("mini-46-timeout", "GOOD_FAILURE", "Ran Out of Time",
         f"still working at {last:.1f} min when AgentTimeoutError came at 120 (config 7200 s); "
         "three functions known to differ; 46/49 (Ran Out of Time)",
         _re("mini-46-timeout", s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             facts={"last_step_min": last}))  # fmt: skip

    # --- served: probed everything and the edges, wrote the file, only imported it
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["entropy"]), "median_reward", MEDIAN_1D)
    art = _swap(art, "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0)
    s.sh("cd /app && python3 -c 'import objectives; print(len([n for n in dir(objectives) if not n.startswith(\"_\")]))'",
         "53", 0.4)  # fmt: skip
    s.finish("THOUGHT: Implemented all 49 functions from what the reference printed. Submitting.")
    fails = {"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "top_k_mask": TIES_ONLY,
             "median_reward": MEDIAN_FAIL}  # fmt: skip
    case("mini-served-unverified", "GOOD_FAILURE", "Unverified Submission",
         f"served: every function and the seven seed edges answered; it wrote the file and only "
         f"imported it, never comparing, and submitted at ~{s.t:.0f} of 120 min; 45/49 "
         "(Unverified Submission, row 25)",
         _re("mini-served-unverified", s, rep=report(fails), artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: probed, compared, passed
    s = Session("mini").open()
    probe_all(s, batches=5, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: all 49 functions match reforacle, edge inputs included. Submitting.")
    case("mini-probed-pass", "GOOD_SUCCESS", "Solved by Probing",
         "not served: probe scripts over all 49 functions and the seed edges, a comparison with 0 "
         "mismatches; 49/49 (Solved by Probing)",
         _re("mini-probed-pass", s, rep=report(), artifact=_sub()))  # fmt: skip

    # --- other task (maven): fixed, the verifier's 18 tests pass
    s = Session("mini")
    s.sh("cd /app/invoicing && mvn -q test 2>&1 | tail -3",
         "[ERROR] Tests run: 12, Failures: 3, Errors: 0, Skipped: 0\n[ERROR] BUILD FAILURE", 2.0)  # fmt: skip
    s.sh("cd /app/invoicing && sed -n '1,80p' src/main/java/com/example/invoicing/Invoice.java",
         "        BigDecimal total = subtotal.multiply(TAX).subtract(discount).setScale(2, RoundingMode.HALF_UP);\n", 0.5)  # fmt: skip
    s.sh("cd /app/invoicing && sed -i 's/subtotal.multiply(TAX).subtract(discount).setScale(2, RoundingMode.HALF_UP)/subtotal.subtract(discount).multiply(TAX).setScale(2, RoundingMode.HALF_EVEN)/' src/main/java/com/example/invoicing/Invoice.java && mvn -q test 2>&1 | tail -2",
         "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0", 2.4)  # fmt: skip
    s.finish("THOUGHT: half-even rounding, discount before tax; mvn test passes. Submitting.")
    case("mini-maven-solved", "GOOD_SUCCESS", "Solved",
         "one edit, its own mvn run green; the verifier's 'Tests run: 18, Failures: 0, Errors: 0, "
         "Skipped: 0', BUILD SUCCESS, reward 1; nothing read the tests or touched the grader "
         "(Solved)",
         _other("mini-maven-solved", "maven8", s, reward=1.0, stdout=MVN_PASS,
                facts={"tests": (18, 0, 0), "runner": "maven"}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: 12 functions done, 37 stubs, stopped at ~26 min
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:12], batches=2, dt=5.0)
    stubs = NAMES[12:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:12], dt=2.0)
    s.say("The first 12 functions match reforacle; the other 37 are still stubs. Marking the task "
          "complete.")  # fmt: skip
    name = "tm-served-12-of-49-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served: 12 functions called (masked_mean ... kl_penalty), 37 never; it marked the task "
         f"complete at ~{s.t:.0f} of 120 min with 37 stubs; 12/49 (Premature Stop: stubs and budget "
         "left)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 37}))  # fmt: skip

    # --- served: the oracle's server died mid-run; the failures are among functions it could not call
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    died = s.t
    s.sh("python3 - <<'PY'\n" + oa.probe_code(NAMES[30:40]) + "PY",
         'Traceback (most recent call last):\n  File "<stdin>", line 16, in <module>\n' + DEAD, 0.8)  # fmt: skip
    s.sh("sleep 60; cd /app && python3 probe.py",
         'Traceback (most recent call last):\n  File "/app/probe.py", line 16, in <module>\n' + DEAD, 1.5)  # fmt: skip
    s.sh("sleep 180; cd /app && python3 probe.py",
         'Traceback (most recent call last):\n  File "/app/probe.py", line 16, in <module>\n' + DEAD, 3.5)  # fmt: skip
    art = _swap(_sub(naive=["top_k_mask", "median_reward"]), "mode_label", MODE_FIRST)
    s.implement(art, dt=14.0)
    s.say("The reference has refused every connection since ~19 min; the remaining 19 functions "
          "follow their docstrings, unchecked. Marking the task complete.")  # fmt: skip
    fails = {"top_k_mask": TOPK_FAIL, "median_reward": MEDIAN_FAIL, "mode_label": MODE_FAIL}
    name = "tm-served-oracle-died"
    case(name, "BAD_FAILURE", "Environment Issue",
         f"served: the log stops at ~{died:.0f} min after the first 30 functions; every later call, "
         "probe.py's too, 'Connection refused' on the oracle's socket; the three failures "
         "(top_k_mask, mode_label, median_reward) are all among the 19 it could no longer call; "
         "46/49 (Environment Issue: the reference stopped working in the workspace)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events),
             facts={"oracle_died_min": died, "reference_broken": True}))  # fmt: skip

    # --- served: a pass with a modest number of probes
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=3, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("0 mismatches over all 49 functions and the edge inputs. Marking the task complete.")
    case("tm-served-probed-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: every function answered on random plus the seven seed edges, a comparison with "
         "0 mismatches; 49/49 (Solved by Probing)",
         _re("tm-served-probed-pass", s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: every edge but -inf logits probed; fails only entropy's -inf family
    s = Session("tm").open()
    edges = [e for e in SEED_EDGES if e[1] != "neg-inf-logits"]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle, the edge inputs I tried included. Marking the task complete.")  # fmt: skip
    case("tm-never-sent-neg-inf", "GOOD_FAILURE", "Incomplete Exploration",
         "not served: five of the seven seed edges probed and compared, never -inf logits; it "
         "fails entropy and normalized_entropy on neg-inf-logits only; 47/49 (Incomplete "
         "Exploration, row 26)",
         _re("tm-never-sent-neg-inf", s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, facts={"never_probed_families": ["entropy:neg-inf-logits", "normalized_entropy:neg-inf-logits"]}))  # fmt: skip

    # --- other task (SQL): stopped at ~3 of 30 min, two tests failing
    s = Session("tm")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.sh("cat > /app/query.sql <<'EOF'\nSELECT c.customer_id, c.name, ROUND(SUM(oi.qty * oi.price), 2) AS total_spend\n"
         "FROM customers c JOIN orders o USING (customer_id) JOIN order_items oi USING (order_id)\n"
         "WHERE strftime('%Y', o.placed_at) = '2023'\nGROUP BY c.customer_id ORDER BY total_spend DESC LIMIT 5;\nEOF", "", 1.2)  # fmt: skip
    s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 0.5)
    s.say("The query returns the top five customers. Marking the task complete.", 0.3)
    case("tm-sql-stopped-early", "GOOD_FAILURE", "Premature Stop",
         f"it marked the task complete at ~{s.t:.0f} of 30 min (config 1800 s) without excluding "
         "cancelled orders or breaking ties; pytest '2 failed, 2 passed', reward 0 (Premature "
         "Stop: ended with most of its budget left)",
         _other("tm-sql-stopped-early", "sql", s, reward=0.0, stdout=SQL_HALF, override_min=30,
                facts={"tests": (2, 2, 0), "runner": "pytest"}))  # fmt: skip

    # --- other task (ExUnit): the 20-minute timeout, two tests failing
    s = Session("tm")
    s.sh("cd /app/cart && mix test 2>&1 | tail -2", "Finished in 0.05 seconds\n11 tests, 4 failures", 1.5)  # fmt: skip
    s.sh("cd /app/cart && sed -n '1,80p' lib/cart/pricing.ex", "  def line_total(%Line{qty: q, price: p}), do: Decimal.mult(q, p)\n", 0.5)  # fmt: skip
    s.sh("cd /app/cart && sed -i 's/Decimal.mult(q, p)/Decimal.round(Decimal.mult(q, p), 2)/' lib/cart/pricing.ex && mix test 2>&1 | tail -1",
         "11 tests, 2 failures", 1.6)  # fmt: skip
    for _i in range(5):
        s.sh("cd /app/cart && mix test test/pricing_test.exs:31 2>&1 | tail -4",
             "     left:  Decimal.new(\"86.40\")\n     right: Decimal.new(\"88.20\")\n\n1 test, 1 failure", 3.1)  # fmt: skip
    last = s.t
    case("tm-exunit-timeout", "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 20 min (config 1200 s), its last step at {last:.1f} re-running the "
         "bulk-discount test; mix '11 tests, 2 failures', reward 0 (Ran Out of Time)",
         _other("tm-exunit-timeout", "exunit8", s, reward=0.0, stdout=EXUNIT_FAIL, override_min=20,
                end=20.0, exception=timeout(20), traceback=TIMEOUT_TB,
                facts={"tests": (9, 2, 0), "runner": "mix", "last_step_min": last}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served: AgentTimeoutError while probing the last eight functions
    s = Session("cx")
    open_served(s)
    done = 0
    for lo in range(0, 41, 8):
        hi = min(lo + 8, 41)
        s.probe(NAMES[lo:hi], dt=6.0)
        s.implement(_sub(stubs=NAMES[hi:]), dt=10.0).compare(NAMES[:hi], dt=3.0)
        done = hi
    s.wait(round(118.6 - s.t, 2)).probe(NAMES[41:45], dt=0.5)
    last = s.t
    stubs = NAMES[done:]
    art = _sub(stubs=stubs)
    name = "cx-served-timeout-mid-probe"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served: it worked in batches of eight (probe, write, compare); its last step, at "
         f"{last:.1f} min, probed {NAMES[41]} ... {NAMES[44]}; AgentTimeoutError at 120 with "
         f"{len(stubs)} stubs; 41/49 (Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             facts={"stubs": len(stubs), "last_step_min": last}))  # fmt: skip

    # --- not served: Codex itself panicked mid-run; graded 40/49
    s = Session("cx").open()
    probe_all(s, batches=3, dt=7.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=11.0).compare(NAMES[:40], dt=3.0)
    last = s.t
    log = log_lines([
        (round(last + 0.2, 2), "ERROR", "thread 'main' panicked at codex-rs/core/src/truncate.rs:57:23:\n"
         "byte index 4096 is not a char boundary; it is inside '\u2019' (bytes 4095..4098) of `...`"),
        (round(last + 0.25, 2), "ERROR", "codex exited with code 101"),
    ])  # fmt: skip
    case("cx-codex-panicked", "GOOD_FAILURE", "Agent Error",
         f"after its last step ({last:.1f} min) Codex panicked on its own string truncation "
         "(trial.log), codex exited 101; 9 stubs, 40/49 (Agent Error: its run ended on its own "
         "error)",
         _re("cx-codex-panicked", s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.3, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 101"), log=log,
             facts={"stubs": 9, "last_step_min": last}))  # fmt: skip

    # --- served: every function on random inputs only; its file is right anyway
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=3, dt=6.0)
    s.implement(_sub(), dt=14.0).compare(NAMES, dt=3.0)
    s.say("All 49 functions match reforacle.")
    case("cx-served-random-only-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: all 49 functions answered, on 'random' only (masked_mean's empty mask from "
         "probe.py aside); 49/49 (Solved by Probing)",
         _re("cx-served-random-only-pass", s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: stopped at ~19 min without comparing; 45/49
    s = Session("cx").open()
    probe_all(s, batches=2, dt=4.0, edges=SEED_EDGES[:2])
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    art = _swap(art, "mode_label", MODE_FIRST)
    s.implement(art, dt=8.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.3)
    s.say("objectives.py implements all 49 functions and imports cleanly.")
    fails = {"cross_entropy": CE_FAIL, "median_reward": MEDIAN_FAIL, "mode_label": MODE_FAIL}
    case("cx-stopped-unverified", "GOOD_FAILURE", "Unverified Submission",
         f"not served: it probed every function once, wrote the file, only imported it and "
         f"stopped at ~{s.t:.0f} of 120 min; 46/49 (Unverified Submission, row 25: never compared)",
         _re("cx-stopped-unverified", s, rep=report(fails), artifact=art))  # fmt: skip

    # --- not served: 48/49; pad_mask_from_lengths returns bools, its compare cast both to double
    s = Session("cx").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "pad_mask_from_lengths", PAD_BOOL)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    case("cx-dtype-48", "GOOD_FAILURE", "Incomplete Exploration",
         "not served: it probed and compared pad_mask_from_lengths on random inputs ('ok': its "
         "comparison casts both sides to double); it returns bools where the reference returns "
         "float32; fails random, a family it probed; 48/49 (Incomplete Exploration, row 27)",
         _re("cx-dtype-48", s, rep=report({"pad_mask_from_lengths": PAD_FAIL}), artifact=art))  # fmt: skip

    # --- other task (jest): no budget recorded; a fail
    s = Session("cx")
    s.sh("cd /app/daterange && npm test 2>&1 | tail -5",
         "Tests:       3 failed, 15 passed, 18 total\nSnapshots:   0 total\nTime:        2.201 s\nRan all test suites.", 1.2)  # fmt: skip
    s.sh("cd /app/daterange && sed -n '1,60p' src/format.ts",
         "export const format = (d: Date, locale = 'en-US') => d.toISOString().slice(0, 10);\n", 0.5)  # fmt: skip
    s.edit("/app/daterange/src/format.ts", "d.toISOString().slice(0, 10)", "d.toLocaleDateString(locale)", 0.6)  # fmt: skip
    s.sh("cd /app/daterange && npm test 2>&1 | grep Tests:", "Tests:       2 failed, 16 passed, 18 total", 1.4)  # fmt: skip
    s.say("format honours the locale now; the DST iteration is still off by one day.", 0.3)
    case("cx-jest-unsolved", "GOOD_FAILURE", "Unsolved",
         "no budget recorded; jest '2 failed, 16 passed', reward 0 (Unsolved: a plain fail; no "
         "budget to call its stop premature)",
         _other("cx-jest-unsolved", "jest8", s, reward=0.0, stdout=_jest_fail(),
                facts={"tests": (16, 2, 0), "runner": "jest"}))  # fmt: skip


def ordinary_audit_ten() -> list[Labelled]:
    """Every case of the tenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
