"""A ninth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa9-<shape>-<slug>``: 20 of ``reverse-engineer-objectives`` (10 served, with
``agent/oracle-calls.jsonl``; 10 not) and 10 of the made-up Harbor tasks the earlier sets define
(other_tasks_audit's ``TASKS`` and ordinary_audit_eight's ``TASKS8``).  Covers: budgets spent to
their last seconds with no exception (Claude Code at 59.87 of a 60-minute override, served
terminus-2 at 119.95 of 120, mini-swe-agent's bats run at 29.98 of 30) against stops with known
failures and budget left (served Claude Code at ~48 of 120 naming two functions; mini-swe-agent at
~48 naming three; terminus-2's PHPUnit at 5 of 30 naming two tests); the reference refusing
``top_p_mask(probs, p)`` called as the stub declares it, positionally and with ``p=`` (served,
the log's only two errors); context overflows in each agent's own words (Claude Code's result
"Prompt is too long", OpenHands' ``LLMContextWindowExceedError`` "Conversation history longer
than LLM context window limit", terminus-2's ``ContextLengthExceededError``, Codex's "ran out of
room in the model's context window" after a 400 ``context_length_exceeded`` in trial.log);
verifiers that left test-stdout.txt (the PASS/FAIL table, ``REWARD = 0``) and reward.txt but no
report.json, with a real failure behind each (served, never compared: Unverified Submission; not
served, a family never sent: Incomplete Exploration); the task's own solution run under the
neutral agent name ``ci-smoke`` (no trajectory, no tokens, agent/oracle.txt holding solve.sh's
"installed the reference solution into /app/objectives.py", the solution's file graded 49/49);
unfinished folders (no result.json: config.json alone; config.json, a trajectory and a served
call log of 27 calls); passes whose verifier tested nothing (cargo's 19 + 8 tests all "ignored,
needs TZ database" and doc-tests "running 0 tests"; ``dotnet test``'s "Skipped! - Failed: 0,
Passed: 0, Skipped: 12"); passes where no command ever ran (two mini-swe-agent steps with no
action then AgentTimeoutError; one Codex text step then AgentTimeoutError at 45 min, go test ok);
models never reached, 0 steps (Claude Code's "Invalid API key" and a pass: Passes Untouched;
litellm's NotFoundError for a model name that does not exist and a fail: Model API Error);
provider errors costing ~2% of the budget (served Claude Code's six 429 retries, then 15 stubs at
~31 min; Codex's five stream disconnects, then the timeout with two known failures; three
disconnects within seconds, then rspec's 0.5) against stalls of a third of it (served OpenHands,
20 "Overloaded" retries, no step for 43 min; terminus-2's jest, eight 429 retries, no step for
11.5 of 30 min); partial rewards (0.7, 0.5); served logs of 27 to 247 calls, one that probed 33
functions and never 16 and passed, one whose two failing families were never sent.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows (counts and families from the call log, minutes, budget and time left, stall lengths, the
runner's counts); ``NOTES`` says in one line why each label is right.

Written against 7803035 (2026-12-05) and measured once, unchanged (``/tmp/oa9/measure.py``,
output ``/tmp/oa9/result.txt``): 30 of 30 right; wrong: none.  Right for the wrong reason:
oa9-cx-served-context-window (Agent Error from the generic "run ended with an error" row, not
the context-overflow row: Codex's own wording in trial.log is not read as an overflow; its 400
was not taken for a provider's fault either).  Unsure labels: oa9-cc-401-untouched-pass (Passes
Untouched, not Provider Error: the table keeps Provider Error for a run that did not pass, though
a refused key also broke it); oa9-mini-sql-model-not-found (Model API Error: ``NotFoundError`` is
taken as a model API's own class); oa9-tm-jest-rate-limit-stall (Provider Error although the
agent resumed and chose to stop with 16 min left); oa9-cx-solution-copied (Reference Solution by
its oracle.txt, with no trajectory to show "no exploration" beyond none being recorded).

Texts the record contradicts:

- oa9-cx-solution-copied, description "Earned, as far as the records show: no recorded action
  read the tests or the solution, touched the grader, or took a shortcut the task's own rules
  know of": the one recorded action is solve.sh installing the solution's own file
  (agent/oracle.txt: 'installed the reference solution into /app/objectives.py'), as its own root
  cause says; the generic Solved sentence does not fit a Reference Solution.

Borderline, not wrong: oa9-tm-served-spent-last-seconds "used 120.0 min of its 120 min budget"
(the agent phase ended at 119.95: ~3 s left) and oa9-mini-bats-budget-spent "used 30.0 min"
(29.98) are roundings; oa9-oh-served-signature-refused "114 calls: 112 answered, 2 raised, over
49 functions" counts top_p_mask, which the reference never answered (48 functions answered);
oa9-cc-401-untouched-pass "0 step(s), none of which ran a command".

Gaps, not contradictions: neither zero without report.json (oa9-mini-served-stdout-only-
unverified, oa9-tm-stdout-only-never-sent) says report.json is missing, as the docs promise ("a
0 with no report is a fail all the same ... saying the report is missing"); neither says
"unconfirmed" (right).  oa9-cx-served-context-window never names the overflow nor quotes
trial.log, only 'codex exited with code 1'.  oa9-oh-served-signature-refused never names
top_p_mask nor quotes either TypeError; its evidence is seq 58's line cut before its message.
oa9-mini-served-two-families-never-sent quotes as call-log evidence the last call (median_reward,
seq 110), not a top_k_mask or cross_entropy call.  oa9-tm-phpunit-stopped-knowing never quotes its
last words naming the two failing tests nor PHPUnit's "Failures: 2.", only
``{"rewards":{"reward":0.0}}``.  oa9-oh-unfinished-no-trajectory never says result.json is
missing.  oa9-cc-served-blip-then-stubs and oa9-cx-small-stall-then-timeout never mention the
retries (right not to blame them).  Checked and right: "114 calls: 114 answered, over 49
functions", "70 calls: 70 answered, over 34 functions", "110 calls", "51 calls", "159 calls",
"27 calls: 27 answered, over 25 functions", "247 calls", "76 calls: 76 answered, over 33
functions" and "called the reference 76 times on 33 function(s)", "cross_entropy (3-D logits;
called 4 times, on all-ignored, random)" and "top_k_mask (ties at the k-th value; called 4 times,
on k-ge-vocab, random)" (the log's own families: neither failing family sent), "after 48 minutes
of its recorded 120-minute budget" and "of the task's 120-minute budget", "15 functions still
raising NotImplementedError" (the six named are among NAMES[34:]), "no step was recorded for 43
min after step 7 (36% of its 120 min budget)" (step 7 at 08:21:24, step 8 at 09:04:24) quoting
the last of 20 retries, "no step was recorded for 12 min after step 4 (38% of its 30 min budget)"
(11.5 min) quoting the last of eight, "used 59.9 min of its 60 min budget", "after 5 min of its
30 min budget", "after 6 agent step(s)", "2 step(s)"/"1 step(s), none of which ran a command",
"2 function(s) were still failing", "4 function(s) fail", "partial reward of 0.7"/"0.5", both
Nothing Tested quotes, every overflow message quoted, the NotFoundError line and 'Invalid API
key', oracle.txt's line.  No text of another task used "reference", "functions" or "probe".

Flaws of the set itself (seen on reading, not changed): the NOTE of oa9-oh-served-overloaded-stall
says "no step from 21.4 to 61.4 min (40 of 120, 33%)"; the record's gap between steps is 43 min
(21.4 to 64.4), as the classifier says (the 20 retries span 21.8 to 59.8).  In
oa9-oh-served-signature-refused the two refused calls are logged with ``[4, 16]`` tensors while
the agent's command built ``softmax(randn(2, 7))`` (served5's argument summary).
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
    NAIVE,
    NAMES,
    NORM_NAN,
    SEED_EDGES,
    SOLUTION,
    TIMEOUT_TB,
    Session,
    _sub,
    log_lines,
    probe_all,
    report,
    timeout,
)
from tests.support.ordinary_audit_eight import (
    GO_PASS,
    PHPUNIT_FAIL,
    _rate_lines,
)
from tests.support.ordinary_audit_five import TIES_ONLY, _pos, served5
from tests.support.ordinary_audit_two import MEDIAN_1D, TOPK_IDX, _swap, client_tb, open_served
from tests.support.other_tasks_audit import passing, pytest_out

AUDIT = Audit("oa9")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, _other, case = AUDIT.trial, AUDIT.other, AUDIT.case


def _fams(name: str, fn: str) -> list[str]:
    return FACTS["oa9-" + name]["families_by_function"].get(fn, [])


# ------------------------------------------------------------------ agents' own versions
CE_IGNORED_OK = (
    "def cross_entropy(logits, labels, ignore_index):\n"
    "    keep = labels != ignore_index\n"
    "    if not keep.any():\n"
    "        return logits.new_zeros(())\n"
    "    return F.cross_entropy(logits, labels.long(), ignore_index=ignore_index)\n\n\n"
)
CE_3D_ONLY = (
    ["logits-3d"],
    "float32[2, 4, 5], int64[2, 4], -1: raised RuntimeError: Expected target size [2, 5], got [2, 4]",
    "raised",
    1,
)
TOPP_REFUSED = (["random"], "float32[2, 7], 0.9: 3 of 14 values differ", "wrong-output", 4)
BIG_FILE = "module reforacle (client)\n" + "    # ...\n" * 380

# ------------------------------------------------------------------ the runners' own output
CARGO_ALL_IGNORED = (
    "   Compiling durparse v0.3.1 (/app/durparse)\n"
    "    Finished `test` profile [unoptimized + debuginfo] target(s) in 5.02s\n"
    "     Running unittests src/lib.rs (target/debug/deps/durparse-9f1c2a7e3b5d4c60)\n\n"
    "running 19 tests\n"
    + "".join(f"test parse::tests::t{i:02d} ... ignored, needs TZ database\n" for i in range(19))
    + "\ntest result: ok. 0 passed; 0 failed; 19 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
    "     Running tests/hidden.rs (target/debug/deps/hidden-2b7e0c91d4a3f815)\n\n"
    "running 8 tests\n"
    + "".join(f"test {n} ... ignored, needs TZ database\n" for n in (
        "compound_units", "fractional_minutes", "overflow_is_an_error", "no_panic_on_garbage",
        "leading_plus_rejected", "zero_is_valid", "as_secs_f64", "large_but_valid"))
    + "\ntest result: ok. 0 passed; 0 failed; 8 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
    "   Doc-tests durparse\n\nrunning 0 tests\n\n"
    "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
)  # fmt: skip

DOTNET_TESTS = ("BalanceTests.Reversal_RestoresBalance", "BalanceTests.Post_AddsAmount",
                "BalanceTests.OpeningBalance_IsZero", "TransferTests.Transfer_MovesAmount",
                "TransferTests.FailedTransfer_LeavesBothAccountsUnchanged",
                "TransferTests.Transfer_ToSelf_IsRefused", "AccountTests.ClosedAccount_RefusesPosting",
                "AccountTests.Close_WithBalance_IsRefused", "AccountTests.Reopen_IsRefused",
                "JournalTests.Entries_AreOrdered", "JournalTests.Reverse_Twice_IsRefused",
                "JournalTests.Find_UnknownId_Throws")  # fmt: skip
DOTNET_ALL_SKIPPED = (
    "  Determining projects to restore...\n"
    "  Restored /tests/Ledger.Tests/Ledger.Tests.csproj (in 1.18 sec).\n"
    "  1 of 2 projects are up-to-date for restore.\n"
    "  Ledger -> /app/Ledger/bin/Debug/net8.0/Ledger.dll\n"
    "  Ledger.Tests -> /tests/Ledger.Tests/bin/Debug/net8.0/Ledger.Tests.dll\n"
    "Test run for /tests/Ledger.Tests/bin/Debug/net8.0/Ledger.Tests.dll (.NETCoreApp,Version=v8.0)\n"
    "VSTest version 17.11.1 (x64)\n\n"
    "Starting test execution, please wait...\n"
    "A total of 1 test files matched the specified pattern.\n"
    + "".join(f"  Skipped Ledger.Tests.{t} [< 1 ms]\n" for t in DOTNET_TESTS)
    + "\nSkipped! - Failed:     0, Passed:     0, Skipped:    12, Total:    12, Duration: 11 ms - Ledger.Tests.dll (net8.0)\n"
)  # fmt: skip

CSV_TESTS = ("test_output_exists", "test_columns", "test_iso_timestamps", "test_fahrenheit_converted",
             "test_missing_is_empty", "test_duplicates_removed", "test_sorted",
             "test_spikes_dropped", "test_epoch_timestamps", "test_row_count")  # fmt: skip
CSV_PARTIAL = pytest_out(
    passing(*CSV_TESTS[:7])
    + [
        ("test_spikes_dropped", "FAILED", "assert 1418 == 1406\nAssertionError: 12 spike rows kept"),
        ("test_epoch_timestamps", "FAILED", "assert '2024-03-01T00:05:00Z' in ts\nAssertionError: epoch rows parsed as local time"),
        ("test_row_count", "FAILED", "assert 1418 == 1406\nAssertionError: expected 1406 rows"),
    ]
) + "reward: 0.7 (7/10)\n"  # fmt: skip

BATS_FAIL = (
    "1..8\n"
    "ok 1 rotate.sh exists and is executable\n"
    "ok 2 creates a dated archive of /data\n"
    "ok 3 keeps only the 7 newest daily archives\n"
    "ok 4 archive contents match /data\n"
    "not ok 5 promotes Sunday's archive to weekly\n"
    "# (in test file /tests/rotate.bats, line 51)\n"
    "#   `[ -f /backups/weekly/data-2026-11-29.tar.gz ]' failed\n"
    "not ok 6 keeps 4 weekly archives\n"
    "# (in test file /tests/rotate.bats, line 63)\n"
    "#   `[ \"$(ls /backups/weekly | wc -l)\" -eq 4 ]' failed with status 1\n"
    "ok 7 idempotent within a day\n"
    "not ok 8 exits non-zero when /data is missing\n"
    "# (in test file /tests/rotate.bats, line 77)\n"
    "#   `run /app/rotate.sh' returned 0, expected non-zero\n"
)  # fmt: skip

SQL_TESTS = ("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded",
             "test_ties_broken_by_customer_id")  # fmt: skip
SQL_MISSING = pytest_out(
    [(n, "FAILED", "assert Path('/app/query.sql').exists()\nAssertionError: /app/query.sql not found")
     for n in SQL_TESTS]
)  # fmt: skip

PHPUNIT_TWO_FAIL = PHPUNIT_FAIL.replace(
    ".....F...F..F.....F..", "...........F......F.."
).split("There were 4 failures:")[0] + (
    "There were 2 failures:\n\n"
    "1) Tests\\SlugTest::testCollapsesDashes\nFailed asserting that two strings are identical.\n"
    "--- Expected\n+++ Actual\n@@ @@\n-'a-b'\n+'a--b'\n\n/tests/SlugTest.php:58\n\n"
    "2) Tests\\SlugTest::testCapsAtEightyCharacters\nFailed asserting that 97 is equal to 80 or is less than 80.\n\n"
    "/tests/SlugTest.php:71\n\nFAILURES!\nTests: 21, Assertions: 48, Failures: 2.\n"
)  # fmt: skip


def _jest_fail() -> str:
    return (
        "\n> daterange@2.1.0 test\n> jest --ci --rootDir /tests\n\n"
        " PASS  /tests/format.test.ts\n FAIL  /tests/range.test.ts\n"
        "  \u25cf DateRange \u203a iterates across the DST change\n\n"
        "    expect(received).toHaveLength(expected)\n\n    Expected length: 25\n"
        "    Received length: 24\n\n      at Object.<anonymous> (range.test.ts:41:18)\n\n"
        "Test Suites: 1 failed, 1 passed, 2 total\nTests:       2 failed, 16 passed, 18 total\n"
        "Snapshots:   0 total\nTime:        2.031 s\nRan all test suites.\n"
    )


RSPEC_HALF = (
    "\nRandomized with seed 2207\n" + "..F.F.F..F.F.F" + "\n\nFailures:\n\n"
    "  1) Toc::Builder nests h3 under the preceding h2\n"
    "     Failure/Error: expect(toc.to_h).to eq(expected)\n"
    "     # /tests/toc_spec.rb:18:in 'block (2 levels) in <top (required)>'\n\n"
    "(6 more failures)\n\nFinished in 0.05 seconds (files took 0.22 seconds to load)\n"
    "14 examples, 7 failures\n\nreward: 0.5 (7/14)\n"
)  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: stopped at ~48 of 120 min naming the two functions still differing
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "top_k_mask", TOPK_IDX)
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.say("47 of 49 functions match reforacle. cross_entropy (all-ignored labels, 3-D logits) and "
          "top_k_mask (ties at the k-th value) still differ from the reference; I'm stopping "
          "here with those two known mismatches.")  # fmt: skip
    rep = report({"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY})
    case("cc-served-stopped-naming-two", "GOOD_FAILURE", "Premature Stop",
         f"served: its own comparison showed 3 mismatches and its last words (~{s.t:.0f} of 120 "
         "min) name cross_entropy and top_k_mask as still differing; 47/49 (Premature Stop, row "
         "24: a quarter or more left, its last words naming functions that still differ)",
         _re("cc-served-stopped-naming-two", s, rep=rep, artifact=art, oracle_calls=served5(s.events),
             facts={"named_in_last_words": ["cross_entropy", "top_k_mask"]}))  # fmt: skip

    # --- served: a 2.4-minute 429 blip it outlived; stopped at ~31 min with 15 stubs
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:34], batches=3, dt=5.0)
    blip_start = s.t
    s.wait(2.4)
    stubs = NAMES[34:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:34], dt=3.0)
    s.say(f"34 functions are implemented and match reforacle; the other {len(stubs)} are still "
          "stubs. Submitting.")  # fmt: skip
    rl = ('API Error (429 {"type":"error","error":{"type":"rate_limit_error","message":"This request '
          "would exceed the rate limit for your organization (5c1f0e2a-7d3b) of 40,000 input tokens "
          'per minute."}})')  # fmt: skip
    log = log_lines(_rate_lines(blip_start + 0.1, 6, 0.4, lambda i: f"{rl} \u00b7 Retrying in "
                                f"{min(5 * 2 ** i, 60)} seconds\u2026 (attempt {i + 1}/10)"))  # fmt: skip
    case("cc-served-blip-then-stubs", "GOOD_FAILURE", "Premature Stop",
         f"served: six 429 retries logged from {blip_start:.1f} min over 2 min (~2.4 min lost, 2% of 120) before its next step (a write, 10.4 min later), then it "
         f"went on working; it stopped at ~{s.t:.0f} of 120 min with {len(stubs)} stubs; 34/49 "
         "(Premature Stop: the blip did not break the run, the stubs and budget left did)",
         _re("cc-served-blip-then-stubs", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), log=log,
             facts={"stubs": len(stubs), "stall_min": 2.4, "stall_pct": 2.0,
                    "step_gap_min": round(next(c.minute for c in s.calls if c.minute > blip_start) - blip_start, 1)}))  # fmt: skip

    # --- Claude Code's own "Prompt is too long"; graded 43/49
    s = Session("cc").open()
    for i in range(5):
        probe_all(s, batches=3, dt=2.5)
        s.read("/app/reforacle_notes.txt", BIG_FILE * (i + 1), 0.5)
    stubs = ["gae", "lambda_returns", "ppo_objective", "grpo_objective", "rloo_objective", "reverse_kl_objective"]  # fmt: skip
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0)
    last = s.t
    tail = ('stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":'
            f'{int((last + 0.3) * 60000)},"num_turns":{len(s.calls) + 1},"result":"Prompt is too long"}}\n')  # fmt: skip
    case("cc-prompt-too-long", "GOOD_FAILURE", "Agent Error",
         f"it re-probed everything five times and read a growing notes file each time; its last "
         f"message and Claude Code's result are 'Prompt is too long' (is_error) after {last:.1f} "
         "min; claude exited 1; 6 stubs, 43/49 (Agent Error: the context overflowed, in Claude "
         "Code's own words)",
         _re("cc-prompt-too-long", s, rep=report(stubs=stubs), artifact=art, final="Prompt is too long",
             end=round(last + 0.5, 2), exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
             log=tail, facts={"stubs": 6, "last_step_min": last}))  # fmt: skip

    # --- a 60-minute budget spent to its last seconds, no exception; two known failures
    s = Session("cc", budget=60).open()
    known = [("cross_entropy", "logits-3d"), ("median_reward", "rows-2d")]
    probe_all(s, batches=4, dt=5.0, edges=known)
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=8.0).compare(NAMES, known, bad, dt=2.0)
    s.probe([], known, dt=9.0)
    s.compare(NAMES, known, bad, dt=8.0)
    s.wait(round(59.2 - s.t - 0.3, 2)).timer()
    timer_read = s.calls[-1].out.rsplit("\n", 1)[-1]
    s.say("Time is up: cross_entropy (3-D logits) and median_reward (2-D rewards) still differ; "
          "submitting what I have.", dt=0.55)  # fmt: skip
    end = round(s.t + 0.12, 2)
    case("cc-budget-spent-last-seconds", "GOOD_FAILURE", "Ran Out of Time",
         f"no exception: config overrides the budget to 3600 s; the timer read {timer_read} at "
         f"59.2 min and its last words at {s.t:.2f} min; the agent phase ended at {end} min "
         f"(~{round((60 - end) * 60)} s left) with two known failures; 47/49 (Ran Out of Time: "
         "spent to its end)",
         _re("cc-budget-spent-last-seconds", s, rep=report({"cross_entropy": CE_FAIL, "median_reward": MEDIAN_FAIL}),
             artifact=art, override_min=60.0, end=end, facts={"timer_last": timer_read, "exception": None, "end_exact": end}))  # fmt: skip

    # --- other task (cargo): every test ignored; reward 1
    s = Session("cc")
    s.sh("cd /app/durparse && cargo test 2>&1 | grep 'test result'",
         "test result: FAILED. 17 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", 1.4)  # fmt: skip
    s.edit("/app/durparse/src/parse.rs", "let secs = n * mult;",
           "let secs = n.checked_mul(mult).ok_or(ParseError::Overflow)?;", 0.8)  # fmt: skip
    s.edit("/app/durparse/src/parse.rs", "        'm' => total += (value * 60.0) as u64 * 60,",
           "        'm' => total = total.checked_add((value * 60.0) as u64).ok_or(ParseError::Overflow)?,", 0.9)  # fmt: skip
    s.sh("cd /app/durparse && cargo test 2>&1 | grep 'test result'",
         "test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", 1.2)  # fmt: skip
    s.say("Overflow now returns ParseError::Overflow and fractional minutes are right; cargo test passes.", 0.3)  # fmt: skip
    case("cc-cargo-all-ignored", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's cargo run: 19 + 8 tests all 'ignored, needs TZ database', doc-tests "
         "'running 0 tests', every 'test result: ok. 0 passed; 0 failed; N ignored'; reward 1 "
         "(Nothing Tested: cargo's binaries with nothing passed or failed and some ignored)",
         _other("cc-cargo-all-ignored", "cargo8", s, reward=1.0, stdout=CARGO_ALL_IGNORED,
                facts={"tests": (0, 0, 27), "runner": "cargo"}))  # fmt: skip

    # --- other task (pytest): 'Invalid API key', no step; the untouched repo passes
    s = Session("cc")
    cc_log = ('stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":388,'
              '"num_turns":1,"result":"Invalid API key \u00b7 Please run /login"}\n')  # fmt: skip
    tests = passing("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
                    "test_week_one_in_december", "test_existing_tests_unmodified",
                    "test_no_new_dependencies")  # fmt: skip
    rec = _other("cc-401-untouched-pass", "pytest", s, reward=1.0, stdout=pytest_out(tests), end=0.3,
                 tokens=False, exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
                 log=cc_log, facts={"tests": (6, 0, 0), "runner": "pytest", "agent_steps": 0})  # fmt: skip
    case("cc-401-untouched-pass", "BAD_SUCCESS", "Passes Untouched",
         "no agent step, no tokens: Claude Code's result 'Invalid API key \u00b7 Please run /login', "
         "claude exited 1 at 0.3 min; the verifier's pytest '6 passed', reward 1 (Passes "
         "Untouched: a pass although no command ran; Provider Error is for a run that did not pass)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: the reference refuses top_p_mask called as the stub declares it
    s = Session("oh")
    open_served(s)
    probe_all(s, [n for n in NAMES if n != "top_p_mask"], batches=3, dt=6.0, edges=SEED_EDGES)
    m1 = "top_p_mask() takes exactly 1 positional argument (2 given)"
    m2 = "top_p_mask() got an unexpected keyword argument 'p'"
    s.sh('cd /app && python3 -c "import reforacle as R, torch; pr = torch.softmax(torch.randn(2, 7), -1); print(R.top_p_mask(pr, 0.9))"',
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [(s.t, "top_p_mask", [], "error", "TypeError", m1, _pos("tensor", "0.9"))]
    s.sh('cd /app && python3 -c "import reforacle as R, torch; pr = torch.softmax(torch.randn(2, 7), -1); print(R.top_p_mask(pr, p=0.9))"',
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append((s.t, "top_p_mask", [], "error", "TypeError", m2, _pos("tensor", p="0.9")))
    s.sh("grep -n 'def top_p_mask' /app/objectives.py", "107:def top_p_mask(probs, p):", 0.3)
    art = _swap(_sub(), "top_p_mask", NAIVE["top_p_mask"])
    s.implement(art, dt=12.0).compare([n for n in NAMES if n != "top_p_mask"], SEED_EDGES, dt=3.0)
    s.finish("48 functions match reforacle. top_p_mask is a guess: the reference rejects the "
             "stub's p argument both positionally and by keyword.")  # fmt: skip
    case("oh-served-signature-refused", "BAD_FAILURE", "Instruction Mismatch",
         "served: the log's only two errors are top_p_mask(probs, p) called as the stub declares "
         "it, positionally and with p=; the reference raised TypeError on both and never answered "
         "it; top_p_mask fails random, 48/49 (Instruction Mismatch: the task's fault)",
         _re("oh-served-signature-refused", s, rep=report({"top_p_mask": TOPP_REFUSED}), artifact=art,
             oracle_calls=served5(s.events, extra),
             facts={"signature_refusals": 2, "stub_params": ["probs", "p"]}))  # fmt: skip

    # --- served: a 40-minute Overloaded stall (a third of the budget), then the timeout
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:30], batches=2, dt=6.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=8.0)
    out_start = s.t
    s.wait(40.0)
    out_end = s.t
    s.probe(NAMES[30:40], dt=3.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.write("/app/objectives.py", art, dt=4.0).compare(NAMES[:40], dt=2.0)
    s.wait(12.0).probe(NAMES[40:44], dt=3.0)
    s.wait(14.0).probe(NAMES[44:], dt=3.0)
    last = s.t
    err = ('litellm.InternalServerError: AnthropicException - {"type":"error","error":{"type":'
           '"overloaded_error","message":"Overloaded"}}')  # fmt: skip
    outage = [(round(out_start + 0.4 + 2.0 * i, 2), "WARNING",
               f"{err}. Attempt #{i % 8 + 1} | You can customize retry values in the configuration.")
              for i in range(20)]  # fmt: skip
    case("oh-served-overloaded-stall", "HARNESS_ERROR", "Provider Error",
         f"served: no step from {out_start:.1f} to {out_end:.1f} min (40 of 120, 33%) while "
         "trial.log holds 20 'Overloaded' retries; it resumed, then AgentTimeoutError at 120 with "
         f"{len(stubs)} stubs; 40/49 (Provider Error: a provider's line inside a silence of a "
         "quarter of the budget or more)",
         _re("oh-served-overloaded-stall", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             log=log_lines(outage),
             facts={"stubs": len(stubs), "stall_min": 40.0, "stall_pct": 33.3, "last_step_min": last,
                    "api_failed": True}))  # fmt: skip

    # --- OpenHands' own LLMContextWindowExceedError; graded 42/49
    s = Session("oh").open()
    for i in range(4):
        probe_all(s, batches=2, dt=3.0)
        s.read("/app/objectives.py", oa.STUB_FILE * (i + 2), 0.5)
    stubs = ["gae", "lambda_returns", "ppo_objective", "grpo_objective", "rloo_objective",
             "reverse_kl_objective", "dpo_sequence_loss"]  # fmt: skip
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0)
    last = s.t
    msg = ("Agent reached ERROR state: openhands.core.exceptions.LLMContextWindowExceedError: "
           "Conversation history longer than LLM context window limit. Consider turning on "
           "enable_history_truncation config to avoid this error")  # fmt: skip
    case("oh-context-window-own-words", "GOOD_FAILURE", "Agent Error",
         f"it re-probed everything four times and viewed the stub file again and again; after its "
         f"last step ({last:.1f} min) OpenHands ended on LLMContextWindowExceedError ('Conversation "
         "history longer than LLM context window limit'); 7 stubs, 42/49 (Agent Error: the context "
         "overflowed, in OpenHands' own words)",
         _re("oh-context-window-own-words", s, rep=report(stubs=stubs), artifact=art,
             end=round(last + 0.4, 2), exception=("NonZeroAgentExitCodeError", msg),
             facts={"stubs": 7, "last_step_min": last}))  # fmt: skip

    # --- an unfinished folder: config.json only, no result.json, no trajectory
    s = Session("oh")
    case("oh-unfinished-no-trajectory", "HARNESS_ERROR", "No Trajectory",
         "no result.json and no agent/trajectory.json: Harbor wrote config.json only; no reward, "
         "nothing ran that can be judged (No Trajectory)",
         _re("oh-unfinished-no-trajectory", s, rep=None, artifact=None, graded=False,
             result_json=False, trajectory=False, facts={"no_result_json": True, "trajectory": False, "agent_min": None,
                    "left_min": None, "steps": 0}))  # fmt: skip

    # --- other task (dotnet test): every test skipped; reward 1
    s = Session("oh")
    s.sh("cd /app && dotnet test 2>&1 | tail -1",
         "Failed!  - Failed:     5, Passed:     7, Skipped:     0, Total:    12, Duration: 44 ms - Ledger.Tests.dll (net8.0)", 1.6)  # fmt: skip
    s.read("/app/Ledger/Journal.cs",
           "    public void Reverse(Guid id) { Post(-Find(id).Amount); }\n"
           "    public void Transfer(Account a, Account b, decimal x) { a.Post(-x); b.Post(x); }\n", 0.4)  # fmt: skip
    s.edit("/app/Ledger/Journal.cs", "    public void Reverse(Guid id) { Post(-Find(id).Amount); }",
           "    public void Reverse(Guid id) { var e = Find(id); e.Account.Post(-e.Amount); }", 0.8)  # fmt: skip
    s.edit("/app/Ledger/Journal.cs",
           "    public void Transfer(Account a, Account b, decimal x) { a.Post(-x); b.Post(x); }",
           "    public void Transfer(Account a, Account b, decimal x) {\n        if (a.Closed || b.Closed) throw new AccountClosedException(a.Closed ? a.Id : b.Id);\n        a.Post(-x); b.Post(x);\n    }", 0.9)  # fmt: skip
    s.sh("cd /app && dotnet test 2>&1 | tail -1",
         "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 40 ms - Ledger.Tests.dll (net8.0)", 1.5)  # fmt: skip
    s.finish("Reversals restore balances, transfers are atomic, closed accounts refuse postings.")
    case("oh-dotnet-all-skipped", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's dotnet test: 12 'Skipped Ledger.Tests....' lines and 'Skipped! - Failed: "
         "0, Passed: 0, Skipped: 12, Total: 12'; reward 1 (Nothing Tested: dotnet test's all "
         "skipped; the agent's own run is not the verifier's)",
         _other("oh-dotnet-all-skipped", "dotnet8", s, reward=1.0, stdout=DOTNET_ALL_SKIPPED,
                facts={"tests": (0, 0, 12), "runner": "dotnet"}))  # fmt: skip

    # --- other task (pytest on the CSV cleaner): 7 of 10, reward 0.7
    s = Session("oh")
    s.read("/app/SPEC.md", ota.SPEC, 0.4)
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.3)
    s.write("/app/clean.py", ota.CLEAN_PY, 2.5)
    s.sh("cd /app && python3 clean.py", "1418 rows written", 0.6)
    s.finish("clean.py converts units, normalises timestamps, drops duplicates and sentinels.")
    case("oh-csv-partial", "GOOD_FAILURE", "Partial Solution",
         "clean.py ignores the spike rule and reads epoch seconds as local time; pytest '3 failed, "
         "7 passed' and 'reward: 0.7 (7/10)', reward 0.7; no budget recorded (Partial Solution)",
         _other("oh-csv-partial", "csv", s, reward=0.7, stdout=CSV_PARTIAL,
                facts={"tests": (7, 3, 0), "runner": "pytest"}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: two failing families never sent; fails only on them
    s = Session("mini")
    open_served(s)
    skipped = [("top_k_mask", "ties-at-kth"), ("cross_entropy", "logits-3d")]
    edges = [e for e in SEED_EDGES if e not in skipped]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "cross_entropy", CE_IGNORED_OK)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.finish("All 49 functions match reforacle, the edge inputs I tried included.")
    name = "mini-served-two-families-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: every function answered on random inputs and five of the seven seed edges, but "
         "top_k_mask never on ties and cross_entropy never on 3-D logits; it fails exactly those "
         "two families; 47/49 (Incomplete Exploration, row 26)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY, "cross_entropy": CE_3D_ONLY}), artifact=art,
             oracle_calls=served5(s.events),
             facts={"never_sent": ["top_k_mask:ties-at-kth", "cross_entropy:logits-3d"]}))  # fmt: skip
    FACTS["oa9-" + name]["sent"] = {"top_k_mask": _fams(name, "top_k_mask"),
                                    "cross_entropy": _fams(name, "cross_entropy")}  # fmt: skip

    # --- served: test-stdout.txt + reward.txt only (no report.json); never compared; 0
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=3, dt=7.0)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0)
    s.sh("cd /app && python3 -c 'import objectives; print(\"ok\")'", "ok", 0.4)
    s.finish("Implemented all 49 functions from the probe outputs.")
    case("mini-served-stdout-only-unverified", "GOOD_FAILURE", "Unverified Submission",
         "served; no report.json, only test-stdout.txt (47 PASS, entropy and normalized_entropy "
         "FAIL on neg-inf-logits, REWARD = 0) and reward.txt; it probed every function, wrote the "
         "file and only imported it, never comparing; 47/49 (Unverified Submission; a 0 is a fail "
         "whatever file is missing)",
         _re("mini-served-stdout-only-unverified", s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, oracle_calls=served5(s.events), stdout_only=True,
             facts={"report_json": False}))  # fmt: skip

    # --- no command ever ran (two format errors), the timeout, 49/49
    s = Session("mini")
    s.say("THOUGHT: I'll inspect /app first, then call reforacle on each function.", dt=0.6)
    s.say("THOUGHT: Let me plan the order: masking helpers, log-probs, then the losses.", dt=0.9)
    case("mini-timeout-no-command-pass", "BAD_SUCCESS", "Passes Untouched",
         "two steps without an action (no bash block), no command ever ran, AgentTimeoutError at "
         "120 min, yet 49/49 (Passes Untouched)",
         _re("mini-timeout-no-command-pass", s, rep=report(), artifact=_sub(), end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, facts={"commands": 0}))  # fmt: skip

    # --- stopped at ~44 of 120 min naming three functions it knew still differed
    s = Session("mini").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["entropy", "median_reward"]), "top_k_mask", TOPK_IDX)
    bad = ["entropy neg-inf-logits", "normalized_entropy neg-inf-logits", "top_k_mask ties-at-kth",
           "median_reward rows-2d"]  # fmt: skip
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.finish("THOUGHT: entropy (with -inf logits), top_k_mask (ties) and median_reward (2-D) still "
             "differ from reforacle; the rest match. Submitting.")  # fmt: skip
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "top_k_mask": TIES_ONLY,
                  "median_reward": MEDIAN_FAIL})  # fmt: skip
    case("mini-stopped-naming-three", "GOOD_FAILURE", "Premature Stop",
         f"its comparison showed 4 mismatches; it submitted at ~{s.t:.0f} of 120 min (task default) "
         "naming entropy, top_k_mask and median_reward; 45/49 (Premature Stop, row 24)",
         _re("mini-stopped-naming-three", s, rep=rep, artifact=art, override_min=None,
             facts={"budget_min": 120, "named_in_last_words": ["entropy", "top_k_mask", "median_reward"]}))  # fmt: skip

    # --- other task (bats): a 30-minute budget spent to its last seconds, no exception
    s = Session("mini")
    s.sh("ls -la /data /backups", "/data:\ntotal 12\n-rw-r--r-- 1 root root 2048 notes.txt\n\n/backups:\ntotal 0", 0.4)  # fmt: skip
    s.write("/app/rotate.sh",
            "#!/usr/bin/env bash\nset -euo pipefail\nday=$(date +%F)\nmkdir -p /backups/daily /backups/weekly\n"
            "tar -czf \"/backups/daily/data-$day.tar.gz\" -C / data\n"
            "ls -1t /backups/daily/*.tar.gz | tail -n +8 | xargs -r rm --\n", 1.5)  # fmt: skip
    for i in range(9):
        s.sh(f"faketime '2026-11-{20 + i} 03:00' /app/rotate.sh && ls /backups/daily | wc -l",
             str(min(i + 1, 7)), 1.1)  # fmt: skip
        s.sh("ls /backups/weekly", "", 1.4)
    s.wait(round(29.4 - s.t, 2)).sh("date -u +%T", "08:29:24", 0.1)
    s.finish("THOUGHT: daily rotation works; weekly promotion is not done yet. I'm out of time, "
             "submitting.", dt=0.4)  # fmt: skip
    end = round(s.t + 0.08, 2)
    case("mini-bats-budget-spent", "GOOD_FAILURE", "Ran Out of Time",
         f"no exception: config budget 1800 s; its last words ('I'm out of time') at {s.t:.1f} "
         f"min, the agent phase ended at {end} (~{round((30 - end) * 60)} s left); bats 'not ok "
         "5/6/8', reward 0 (Ran "
         "Out of Time: spent to its end while tests still failed)",
         _other("mini-bats-budget-spent", "bats8", s, reward=0.0, stdout=BATS_FAIL, override_min=30,
                end=end, facts={"tests": (5, 3, 0), "runner": "bats"}))  # fmt: skip

    # --- other task (SQL): the model was never reached (litellm.NotFoundError); graded 0
    s = Session("mini")
    msg = ("litellm.NotFoundError: OpenAIException - The model `gpt-5-2025-08-07-mini` does not "
           "exist or you do not have access to it.")  # fmt: skip
    rec = _other("mini-sql-model-not-found", "sql", s, reward=0.0, stdout=SQL_MISSING, end=0.2,
                 tokens=False, exception=("NotFoundError", msg),
                 facts={"tests": (0, 4, 0), "runner": "pytest", "agent_steps": 0})  # fmt: skip
    case("mini-sql-model-not-found", "HARNESS_ERROR", "Model API Error",
         "no agent step, no tokens: the trial's exception is litellm.NotFoundError (the model "
         "does not exist); the verifier graded an empty workspace, 4 failed, reward 0 (Model API "
         "Error: a model API's own class as the exception, graded or not)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: the budget spent to its last seconds, no exception; two known failures
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES[:4])
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    known = [("top_k_mask", "ties-at-kth"), ("median_reward", "rows-2d")]
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=15.0).compare(NAMES, known, bad, dt=3.0)
    s.probe([], known, dt=20.0)
    s.compare(NAMES, known, bad, dt=14.0)
    s.wait(round(119.4 - s.t - 0.3, 2)).timer()
    timer_read = s.calls[-1].out.rsplit("\n", 1)[-1]
    s.say("No time left. top_k_mask (ties) and median_reward (2-D) still differ; submitting.", dt=0.45)  # fmt: skip
    end = round(s.t + 0.1, 2)
    case("tm-served-spent-last-seconds", "GOOD_FAILURE", "Ran Out of Time",
         f"served; no exception: the timer read {timer_read} at 119.4 min, its last words at "
         f"{s.t:.2f}, the agent phase ended at {end} of 120 min (~{round((120 - end) * 60)} s left) "
         "with two known "
         "mismatches; 47/49 (Ran Out of Time: spent to its end)",
         _re("tm-served-spent-last-seconds", s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, oracle_calls=served5(s.events), end=end,
             facts={"timer_last": timer_read, "exception": None, "end_exact": end,
                    "last_words_min": s.t}))  # fmt: skip

    # --- served: an unfinished folder (no result.json) with a trajectory and a call log
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=8.0)
    s.implement(_sub(stubs=NAMES[25:]), dt=10.0)
    case("tm-served-unfinished", "HARNESS_ERROR", "Missing Reward",
         f"served; no result.json: config.json, a trajectory that stops at {s.t:.1f} min and a call "
         f"log of {len(s.events)} calls over {len({fn for _, fn, _ in s.events})} functions; no "
         "reward, no exception (Missing Reward: the agent ran but no reward was recorded)",
         _re("tm-served-unfinished", s, rep=None, artifact=None, graded=False, result_json=False,
             oracle_calls=served5(s.events), facts={"no_result_json": True, "last_step_min": s.t, "agent_min": None,
                    "left_min": None}))  # fmt: skip

    # --- test-stdout.txt + reward.txt only; fails only on a family never sent; 0
    s = Session("tm").open()
    probe_all(s, batches=4, dt=7.0)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=13.0).compare(NAMES, dt=3.0)
    s.say("My comparison shows 0 mismatches over all 49 functions. Marking the task complete.")
    case("tm-stdout-only-never-sent", "GOOD_FAILURE", "Incomplete Exploration",
         "no report.json, only test-stdout.txt (48 PASS, median_reward FAIL rows-2d, REWARD = 0) "
         "and reward.txt; every function probed and compared on random inputs only; 48/49 "
         "(Incomplete Exploration; a 0 is never 'unconfirmed')",
         _re("tm-stdout-only-never-sent", s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             stdout_only=True, facts={"report_json": False, "never_probed_families": ["median_reward:rows-2d"]}))  # fmt: skip

    # --- terminus-2's own ContextLengthExceededError; graded 44/49
    s = Session("tm").open()
    for _i in range(4):
        probe_all(s, batches=2, dt=3.0)
        s.keys("python3 -c 'import reforacle as R; help(R)'\n", "Help on package reforacle:\n" + "    ...\n" * 420, 0.6)  # fmt: skip
    stubs = ["gae", "lambda_returns", "ppo_objective", "grpo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0)
    last = s.t
    case("tm-context-length-exceeded", "GOOD_FAILURE", "Agent Error",
         f"it printed help(R) into its terminal four times; after its last step ({last:.1f} min) "
         "terminus-2 raised ContextLengthExceededError (summarisation failed); 5 stubs, 44/49 "
         "(Agent Error: the context overflowed, in terminus-2's own words)",
         _re("tm-context-length-exceeded", s, rep=report(stubs=stubs), artifact=art,
             end=round(last + 0.5, 2),
             exception=("ContextLengthExceededError",
                        "Context length exceeded: 214,806 tokens > 200,000 for anthropic/claude-opus-4-1-20250805; "
                        "summarization of the history also exceeded the window"),
             facts={"stubs": 5, "last_step_min": last}))  # fmt: skip

    # --- other task (PHPUnit): stopped at ~8 of 30 min naming the two tests still failing
    s = Session("tm")
    s.sh("cd /app/slugger && vendor/bin/phpunit 2>&1 | tail -2", "FAILURES!\nTests: 21, Assertions: 48, Failures: 4.", 1.0)  # fmt: skip
    s.sh("cd /app/slugger && sed -n '1,60p' src/Slugger.php",
         "        $s = strtolower(preg_replace('/[^A-Za-z0-9]+/', '-', $title));\n", 0.4)  # fmt: skip
    s.sh("cd /app/slugger && sed -i \"s/strtolower(preg_replace/strtolower(preg_replace/; s/\\$s = strtolower/\\$s = strtr(\\$title, ['\u00e4' => 'ae', '\u00f6' => 'oe', '\u00fc' => 'ue', '\u00df' => 'ss', '\u0142' => 'l']); \\$s = strtolower/\" src/Slugger.php && vendor/bin/phpunit 2>&1 | tail -1",
         "Tests: 21, Assertions: 48, Failures: 2.", 2.5)  # fmt: skip
    s.sh("cd /app/slugger && vendor/bin/phpunit 2>&1 | grep '^[0-9])'",
         "1) Tests\\SlugTest::testCollapsesDashes\n2) Tests\\SlugTest::testCapsAtEightyCharacters", 0.6)  # fmt: skip
    s.say("Transliteration works now. testCollapsesDashes and testCapsAtEightyCharacters still fail; "
          "I'll leave those. Marking the task complete.", 0.3)  # fmt: skip
    case("tm-phpunit-stopped-knowing", "GOOD_FAILURE", "Premature Stop",
         f"it marked the task complete at ~{s.t:.0f} of 30 min naming testCollapsesDashes and "
         "testCapsAtEightyCharacters as still failing; PHPUnit 'Tests: 21, Assertions: 48, "
         "Failures: 2.', reward 0 (Premature Stop: stopped with most of its budget left, knowing)",
         _other("tm-phpunit-stopped-knowing", "phpunit8", s, reward=0.0, stdout=PHPUNIT_TWO_FAIL,
                override_min=30, facts={"tests": (19, 2, 0), "runner": "phpunit"}))  # fmt: skip

    # --- other task (jest): a 10-minute 429 stall (a third of 30 min); then a failing submission
    s = Session("tm")
    s.sh("cd /app/daterange && npm test 2>&1 | tail -5",
         "Tests:       3 failed, 15 passed, 18 total\nSnapshots:   0 total\nTime:        2.201 s\nRan all test suites.", 1.2)  # fmt: skip
    s.sh("cd /app/daterange && sed -n '1,40p' src/range.ts",
         "export function* range(start: Date, end: Date) {\n  for (let t = start.getTime(); t <= end.getTime(); t += 86_400_000) yield new Date(t);\n}\n", 0.4)  # fmt: skip
    s.sh("cd /app/daterange && sed -n '1,60p' src/format.ts",
         "export const format = (d: Date, locale = 'en-US') => d.toISOString().slice(0, 10);\n", 0.5)  # fmt: skip
    out_start = s.t
    s.wait(10.0)
    out_end = s.t
    s.sh("cd /app/daterange && sed -i \"s/(d: Date, locale = 'en-US') => d.toISOString().slice(0, 10)/(d: Date, locale = 'en-US') => d.toLocaleDateString(locale)/\" src/format.ts && npm test 2>&1 | grep Tests:",
         "Tests:       2 failed, 16 passed, 18 total", 1.5)  # fmt: skip
    s.say("format honours the locale now; the DST iteration still fails. Marking the task complete.", 0.3)  # fmt: skip
    err = ('litellm.RateLimitError: AnthropicException - {"type":"error","error":{"type":'
           '"rate_limit_error","message":"This request would exceed your organization\'s rate limit '
           'of 20,000 output tokens per minute."}}')  # fmt: skip
    stall = [(round(out_start + 0.3 + 1.2 * i, 2), "WARNING",
              f"LLM call failed (attempt {i % 4 + 1}/4), retrying: {err}") for i in range(8)]  # fmt: skip
    case("tm-jest-rate-limit-stall", "HARNESS_ERROR", "Provider Error",
         f"no step from {out_start:.1f} to {out_end:.1f} min (10 of 30, 33%) while trial.log holds "
         "eight 429 rate_limit_error retries; then one edit and it marked the task complete; jest "
         "'2 failed, 16 passed', reward 0 (Provider Error: the provider's line inside a silence of "
         "a quarter of the budget or more, a run that did not pass)",
         _other("tm-jest-rate-limit-stall", "jest8", s, reward=0.0, stdout=_jest_fail(), override_min=30,
                log=log_lines(stall),
                facts={"tests": (16, 2, 0), "runner": "jest", "stall_min": 10.0, "stall_pct": 33.3}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served: 30 functions probed and compared, the rest from the docstrings; a pass
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=5.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES[:30], SEED_EDGES, dt=3.0)
    s.say("All 49 functions implemented; the 30 I checked against reforacle match, edge inputs included.")  # fmt: skip
    name = "cx-served-thirty-probed-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events))
    never = FACTS["oa9-" + name]["never_called"]
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: the log holds the first 30 functions on random inputs plus the seven seed edge "
         "families (top_k_mask, normalized_entropy and median_reward on their edges only: "
         f"{FACTS['oa9-' + name]['functions_called']} functions called); {len(never)} never called "
         f"({never[0]} ... {never[-1]}); 49/49 (Solved by Probing: a pass after calling the "
         "reference on the functions)",
         rec)  # fmt: skip

    # --- served: Codex ran out of room in the model's context window; graded 45/49
    s = Session("cx")
    open_served(s)
    for _i in range(5):
        probe_all(s, batches=3, dt=3.0)
        s.sh("cd /app && python3 -c 'import reforacle as R; help(R)' | head -500",
             "Help on package reforacle:\n" + "    ...\n" * 480, 0.6)  # fmt: skip
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective", "reverse_kl_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0)
    last = s.t
    log = log_lines([
        (round(last + 0.2, 2), "ERROR", 'stream error: unexpected status 400 Bad Request: {"error":{"message":'
         '"Your input exceeds the context window of this model. Please adjust your input and try again.",'
         '"type":"invalid_request_error","param":"input","code":"context_length_exceeded"}}'),
        (round(last + 0.25, 2), "ERROR", "Codex ran out of room in the model's context window. Start a "
         "new conversation or clear earlier history before retrying."),
        (round(last + 0.3, 2), "ERROR", "codex exited with code 1"),
    ])  # fmt: skip
    case("cx-served-context-window", "GOOD_FAILURE", "Agent Error",
         f"served: it re-probed all 49 five times and printed help(R) each time; after its last "
         f"step ({last:.1f} min) Codex's 'ran out of room in the model's context window' "
         "(context_length_exceeded), codex exited 1; 4 stubs, 45/49 (Agent Error: its context "
         "overflowed, in Codex's own words; the 400 is not a provider's fault)",
         _re("cx-served-context-window", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), end=round(last + 0.4, 2),
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"), log=log,
             facts={"stubs": 4, "last_step_min": last}))  # fmt: skip

    # --- the task's own solution run under a neutral agent name: no trajectory, solve.sh's output
    rec = _re("cx-solution-copied", None, rep=report(), artifact=SOLUTION, trajectory=False,
              end=0.1, facts={"agent_name": "ci-smoke", "trajectory": False})  # fmt: skip
    rec.solution_log = "installed the reference solution into /app/objectives.py\n"
    rec.result.agent_info.name = "ci-smoke"
    rec.result.agent_info.version = "1.0"
    rec.result.agent_info.model_info = None
    rec.harbor_config.agent["name"] = "ci-smoke"
    rec.harbor_config.agent["model_name"] = None
    if isinstance(rec.result.config, dict):
        rec.result.config["agent"]["name"] = "ci-smoke"
        rec.result.config["agent"]["model_name"] = None
    case("cx-solution-copied", "GOOD_SUCCESS", "Reference Solution",
         "an agent named 'ci-smoke': no trajectory, no tokens, 6 s; agent/oracle.txt holds "
         "solve.sh's 'installed the reference solution into /app/objectives.py'; the graded file "
         "is the solution's own; 49/49 (Reference Solution, by what it did)",
         rec)  # fmt: skip

    # --- a 2.4-minute stream-error stall (2%); then the timeout with two known failures
    s = Session("cx").open()
    probe_all(s, batches=4, dt=9.0)
    stall_start = s.t
    s.wait(2.4)
    known = [("top_k_mask", "ties-at-kth"), ("median_reward", "rows-2d")]
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=14.0).compare(NAMES, known, bad, dt=3.0)
    s.wait(18.0).probe([], known, dt=6.0)
    s.wait(20.0).compare(NAMES, known, bad, dt=3.0)
    s.wait(round(118.6 - s.t, 2)).say("Still working out the tie rule in top_k_mask and the per-row median.")  # fmt: skip
    last = s.t
    blip = [(round(stall_start + 0.1 + 0.45 * i, 2), "WARNING",
             "stream error: stream disconnected before completion: error sending request for url "
             f"(https://api.openai.com/v1/responses); retrying {i + 1}/5 in {200 * 2 ** i}ms\u2026")
            for i in range(5)]  # fmt: skip
    case("cx-small-stall-then-timeout", "GOOD_FAILURE", "Ran Out of Time",
         f"five stream-disconnect retries logged from {stall_start:.1f} min over 1.8 min (~2.4 min lost, 2% of 120) before its next step (a write, 16.4 min later), "
         f"then it went on; still working at {last:.1f} min when AgentTimeoutError came at 120 "
         "with two known mismatches; 47/49 (Ran Out of Time: the stall did not break the run)",
         _re("cx-small-stall-then-timeout", s, rep=report({"top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB, log=log_lines(blip),
             facts={"stall_min": 2.4, "stall_pct": 2.0, "last_step_min": last,
                    "step_gap_min": round(next(c.minute for c in s.calls if c.minute > stall_start) - stall_start, 1)}))  # fmt: skip

    # --- other task (go test): one text step, no command, the timeout; reward 1
    s = Session("cx")
    s.say("Plan: read limiter.go, reproduce the refill bug with a test, then fix it under the mutex.", dt=0.5)  # fmt: skip
    case("cx-go-timeout-no-command-pass", "BAD_SUCCESS", "Passes Untouched",
         "one text step, no command ever ran, AgentTimeoutError at 45 min (config 2700 s); the "
         "verifier's go test: every package ok, hidden tests 4 PASS, reward 1 (Passes Untouched)",
         _other("cx-go-timeout-no-command-pass", "go8", s, reward=1.0, stdout=GO_PASS, override_min=45,
                end=45.0, exception=timeout(45), traceback=TIMEOUT_TB,
                facts={"tests": (4, 0, 0), "runner": "go", "commands": 0}))  # fmt: skip

    # --- other task (rspec): three stream-disconnect retries within seconds; reward 0.5
    s = Session("cx")
    s.sh("cd /app/toc && bundle exec rspec 2>&1 | tail -1", "14 examples, 9 failures", 1.3)
    blip_at = s.t
    s.wait(0.1)
    s.edit("/app/toc/lib/toc/builder.rb", "        anchor = slug(title)",
           "        anchor = slug(title)\n        anchor = \"#{anchor}-#{@seen[anchor]}\" if (@seen[anchor] += 1) > 1", 0.8)  # fmt: skip
    s.sh("cd /app/toc && bundle exec rspec 2>&1 | tail -1", "14 examples, 7 failures", 1.1)
    s.say("Anchors are unique now; nesting and fenced code still fail.", 0.3)
    blip = [(round(blip_at + 0.02 * (i + 1), 2), "WARNING",
             "stream error: stream disconnected before completion: error sending request for url "
             f"(https://api.openai.com/v1/responses); retrying {i + 1}/5 in {200 * 2 ** i}ms\u2026")
            for i in range(3)]  # fmt: skip
    case("cx-rspec-partial-blip", "GOOD_FAILURE", "Partial Solution",
         "three stream-disconnect retries within ~4 s mid-run, then it went on; rspec '14 "
         "examples, 7 failures', 'reward: 0.5 (7/14)', reward 0.5 (Partial Solution: the blip did "
         "not break the run)",
         _other("cx-rspec-partial-blip", "rspec8", s, reward=0.5, stdout=RSPEC_HALF, log=log_lines(blip),
                facts={"tests": (7, 7, 0), "runner": "rspec", "stall_min": 0.06}))  # fmt: skip


def ordinary_audit_nine() -> list[Labelled]:
    """Every case of the ninth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
