"""A sixth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa6-<shape>-<slug>``: 15 of ``reverse-engineer-objectives`` (8 served, with
``agent/oracle-calls.jsonl``) and 15 of other_tasks_audit's made-up Harbor tasks.  Shapes the
five earlier sets did not cover: Harbor jobs with retries (a first attempt's
EnvironmentStartTimeoutError and Docker compose RuntimeError with no agent; the retried attempts,
passing and failing, whose trial.log names the first attempt's exception); a verifier whose
upload script crashed after writing reward 0.6; rewards 0.25, 0.5, 0.6, 0.75 on other tasks;
reward.json with three and four keys (``tests_total: 8``, ``rows_written: 46630``); two pytest
runs in one test-stdout.txt (a flaky fail, then 6/6); passes on the last step with 0.2 min of
120 and 0.1 min of 20 left; a pass then AgentTimeoutError seconds later; context overflows after
a pass (litellm's ContextWindowExceededError, terminus-2's ContextLengthExceededError); model-API
exceptions after the final edit (APIConnectionError on a pass, ServiceUnavailableError on a
fail) and a quota error logged after the last step; steps stamped 45 minutes and 7 hours early,
no step timestamps, a null agent phase; trajectories of 287, 303 and 402 steps; served logs with
555 and 392 calls after the agent's last step; ATIF with no metrics, extras and a tool call
with no observation.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows; ``NOTES`` says in one line why each label is right.

Written against 82404ab (2026-12-05) and measured once, unchanged (``/tmp/oa6/measure.py``,
output ``/tmp/oa6/result.txt``): 30 of 30 right; wrong: none.  Unsure labels (the docs decide
them, but narrowly): oa6-oh-served-api-error-after-final-edit (HARNESS_ERROR / Model API Error
on a pass: "graded or not"), oa6-mini-quota-after-final-edit (Provider Error though the agent's
last step was its final comparison), oa6-oh-regex-partial-most-left (Premature Stop, row 35 over
Partial Solution's 40), the overflow-after-pass cases (Solved: the overflow rows are fails), and
the reward.json cases (the ``reward`` key taken as the reward).

Texts the record contradicts:

- oa6-oh-pytest-two-verifier-runs, evidence "1 failed, 5 passed in 0.42s" under "The trial
  earned the reward (1)": that is the first of two runs in test-stdout.txt; the reward follows
  the rerun, "6 passed"; no text says there were two runs.
- oa6-oh-served-api-error-after-final-edit, root cause "the reward of 1 says nothing about the
  agent" and description "the harness broke the run": its last step (48.2 min) is the
  comparison of its finished file, all matching; APIConnectionError came 1.1 min later, and the
  verifier graded that file 49/49.  Recommendation "fix the harness": a connection reset at the
  model provider.
- oa6-tm-regex-503-after-final-edit, root cause "the reward of 0 says nothing about the agent":
  its pattern, written at step 3 (1.0 min), was graded 5 passed, 3 failed of 8; the
  ServiceUnavailableError came 2 min after its last step.  Recommendation "fix the harness" for
  a provider's 503.
- oa6-mini-quota-after-final-edit, "A provider, not the agent, broke the run" and "the reward
  says nothing reliable about the agent" (borderline: the docs' rule): the quota line is 0.4 min
  after its final write and comparison; the 2 failing functions (entropy, median_reward) are
  its own naive versions, which its comparison (no edge inputs) never tested.

Borderline: oa6-cc-served-calls-after-last-step "653 calls: 653 answered" and "bucketize_reward
(... called 13 times, on random)": 555 of the 653 calls, and 12 of the 13, came after its last
step (23.8 min) up to 28.8 min, in the verifier's phase, unsaid; its quote "(step 11: 'All 49
functions match')" is its closing claim, the comparison being step 9.
oa6-oh-regex-partial-most-left "after 2 min of its 60 min budget": the agent phase lasted 2.5
min.

Gaps, not contradictions: oa6-tm-served-timeout-calls-after-last-step never says its last step
was at 100.5 min (19.5 min of silence while its soak script made 392 calls);
oa6-cx-timeout-after-passing-edit never names its AgentTimeoutError;
oa6-oh-context-overflow-after-pass and oa6-tm-sql-overflow-after-pass never name the overflow;
oa6-oh-scrape-verifier-crash-after-partial never names the verifier's FileNotFoundError;
oa6-cx-retry-attempt-two-pass and oa6-cx-timeout-after-passing-edit quote step 4 as 'bash'
(Codex's argv's first item).  Checked and right: "171 calls: 171 answered, over 49 functions",
"114 calls", "378 calls", "506 calls", "297 step(s) ran code that calls the reference", "8
step(s)", "7 step(s)", "9 step(s)", "19 functions still raising", "1 function(s) were still
failing", "recorded time budget of 120 min", "partial reward of 0.5"/"0.6"/"0.25", "reward 0"
with reward.json's other keys quoted whole, the 08:41:36 quota line, both environment errors.

Then: the evidence of a verifier run twice quotes the last summary (the one the reward follows);
a graded run the model API or a provider ended is described as graded on what the agent's work
had left at the break (not "says nothing about the agent"), and a model provider's failure is
fixed at the provider, not in the harness.  The borderline texts are left as measured.
"""

from __future__ import annotations

from syncvals_plugin.records.trial import PhaseTiming, TrialRecord, VerifierResult
from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    NAMES,
    SEED_EDGES,
    TIMEOUT_TB,
    Session,
    _sub,
    _ts,
    log_lines,
    probe_all,
    report,
    timeout,
)
from tests.support.ordinary_audit_five import BOUNDARY_FAIL, TIES_ONLY, served5
from tests.support.ordinary_audit_four import ARGS_PY, BUCKET_LEFT, log_facts
from tests.support.ordinary_audit_two import TOPK_IDX, _swap, open_served
from tests.support.other_tasks_audit import passing, pytest_out

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []

PRE = oa.PRE


def _re(name: str, sess: Session | None, **kw) -> TrialRecord:
    """A trial of ``reverse-engineer-objectives`` (the first set's builder); facts kept here."""
    full = "oa6-" + name
    rec = oa.trial(full, sess, **kw)
    FACTS[full] = oa.FACTS.pop(full)
    if kw.get("oracle_calls") is not None:
        FACTS[full].update(log_facts(kw["oracle_calls"]))
    return rec


def _other(name: str, task: str, sess: Session, **kw) -> TrialRecord:
    """A trial of a made-up Harbor task (other_tasks_audit's builder); facts kept here."""
    full = "oa6-" + name
    rec = ota.trial(full, task, sess, **kw)
    FACTS[full] = ota.FACTS.pop(full)
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled("oa6-" + name, record, verdict, subtype))
    NOTES["oa6-" + name] = why


def _retry_log(task: str, first_exc: str, attempt: int = 2) -> str:
    """Harbor's trial.log of a retried attempt: the job's retry line, then the attempt's start."""
    return log_lines([
        (-2.6, "WARNING", f"Trial {task}__a41c09e failed with {first_exc}; retrying (attempt {attempt}/3)"),
        (-2.5, "INFO", f"Starting trial {task}__c7f2e18 (attempt {attempt}/3)"),
        (-0.6, "INFO", "Environment ready; installing agent"),
        (0.0, "INFO", "Agent started"),
    ])  # fmt: skip


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


def _shift(rec: TrialRecord, steps: range, minutes: float) -> None:
    """Steps whose timestamps slipped by ``minutes`` (a clock or time-zone fault)."""
    from datetime import datetime, timedelta

    for st in rec.trajectory.steps:
        if st.step_id in steps and st.timestamp:
            t = datetime.strptime(st.timestamp, "%Y-%m-%dT%H:%M:%SZ") + timedelta(minutes=minutes)
            st.timestamp = t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _fam_sweep(s: Session, start: float, stop: float, calls) -> None:
    """``calls`` spread between ``start`` and ``stop`` (a background process still calling)."""
    span = stop - start
    for i, (fn, fam) in enumerate(calls):
        s.events.append((round(start + span * (i + 1) / (len(calls) + 1), 4), fn, fam))
        s.probed.add((fn, fam))


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: a pass on its last step, 0.2 min of 120 left, no exception
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    bad = ["top_k_mask ties-at-kth"]
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(30.0).probe([], [("top_k_mask", "ties-at-kth")], dt=3.0)
    s.wait(20.0)
    s.t = 116.6
    s.edit("/app/objectives.py", TOPK_IDX.split("\n")[1], "    kth = torch.topk(logits, k, dim=-1).values[..., -1:]", dt=1.0)  # fmt: skip
    s.compare(NAMES, SEED_EDGES, dt=1.2)
    last = s.t
    log = served5(s.events)
    case("cc-served-pass-seconds-left", "GOOD_SUCCESS", "Solved by Probing",
         f"served: its last step (at {last:.1f} of 120 min, no exception, no closing message) is the "
         "comparison that shows the ties fix matching; 49/49 (Solved by Probing: the reference "
         "answered every function)",
         _re("cc-served-pass-seconds-left", s, rep=report(), artifact=_sub(), oracle_calls=log,
             end=round(last + 0.2, 2),
             facts={"last_step_min": last, "exception": None, "closing_message": False}))  # fmt: skip

    # --- served: a background sweep still calling after the agent's last step; a fail
    s = Session("cc")
    open_served(s)
    s.write("/tmp/sweep.py", PRE + ARGS_PY + "for seed in range(12):\n    torch.manual_seed(seed)\n"
            "    for n in names:\n        print(n, getattr(R, n)(*args[n]), flush=True)\n", dt=1.0)  # fmt: skip
    edges = [e for e in SEED_EDGES]
    s.probe([], edges, dt=3.0)
    art = _swap(_sub(), "bucketize_reward", BUCKET_LEFT)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.sh("cd /app && nohup python3 /tmp/sweep.py > /tmp/sweep.log 2>&1 &", "[1] 412", 0.3)
    start = s.t
    s.say("All 49 functions match reforacle, edge inputs included. A last random-input sweep is "
          "running in the background; done.", 0.3)  # fmt: skip
    last = s.t
    sweep = [(n, "random") for _ in range(12) for n in NAMES]
    _fam_sweep(s, start, last + 5.0, sweep)
    log = served5(s.events)
    rec = _re("cc-served-calls-after-last-step", s, rep=report({"bucketize_reward": BOUNDARY_FAIL}),
              artifact=art, oracle_calls=log,
              facts={"last_step_min": last, "sweep_calls": len(sweep),
                     "never_sent": ["bucketize_reward:on-boundary"]})  # fmt: skip
    FACTS["oa6-cc-served-calls-after-last-step"]["calls_after_last_step"] = sum(
        1 for m, _, _ in s.events if m > last
    )
    case("cc-served-calls-after-last-step", "GOOD_FAILURE", "Incomplete Exploration",
         f"served: a background sweep of {len(sweep)} calls started at its last steps (~{last:.0f} "
         "min) ran 5 minutes on; bucketize_reward fails on-boundary, a family never sent "
         "(Incomplete Exploration, row 26, over Stopped Early)",
         rec)  # fmt: skip

    # --- a very long trajectory: every function probed alone, six rounds (300+ steps); a pass
    s = Session("cc").open()
    for _rnd in range(6):
        for n in NAMES:
            s.probe([n], dt=0.15)
    s.probe([], SEED_EDGES, dt=1.0)
    s.implement(_sub(), dt=10.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on random and edge inputs.")
    rec = _re("cc-long-trajectory-pass", s, rep=report(), artifact=_sub(),
              facts={"probe_steps": 6 * 49 + 1})  # fmt: skip
    case("cc-long-trajectory-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"{len(rec.trajectory.steps)} steps: each of the 49 functions probed alone in six rounds, "
         "seven seed edges, implemented and compared; 49/49 (Solved by Probing)",
         rec)  # fmt: skip

    # --- other task: Harbor's first attempt, the environment never started (retried later)
    s = Session("cc")
    rec = _other("cc-sql-retry-attempt-one", "sql", s, reward=None, stdout=None, trajectory=False,
                 exception=("EnvironmentStartTimeoutError",
                            "Environment did not become ready within 600.0 seconds"),
                 never_started=8.2, tokens=False,
                 log=log_lines([(-1.8, "INFO", "Starting trial sql-top-customers__a41c09e (attempt 1/3)"),
                                (-1.7, "INFO", "Building environment (docker compose up -d)"),
                                (8.2, "ERROR", "EnvironmentStartTimeoutError: Environment did not become ready within 600.0 seconds")]),
                 facts={"attempt": 1})  # fmt: skip
    case("cc-sql-retry-attempt-one", "HARNESS_ERROR", "Environment Error",
         "attempt 1 of a retried job: EnvironmentStartTimeoutError after 10 minutes of setup, no "
         "agent phase, no reward (Environment Error: no reward, the environment failed)",
         rec)  # fmt: skip

    # --- other task: Harbor's retried attempt, a pass
    s = Session("cc")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.write("/app/query.sql", ota.SQL_QUERY, 1.5)
    s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 0.5)
    s.say("/app/query.sql returns the top 5 customers of 2023 by spend, ties by id.", 0.3)
    tests = passing("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded",
                    "test_ties_broken_by_customer_id")  # fmt: skip
    case("cc-sql-retry-attempt-two-pass", "GOOD_SUCCESS", "Solved",
         "attempt 2 of 3 after the first attempt's EnvironmentStartTimeoutError (trial.log); this "
         "attempt ran normally: 4 of 4 passed, reward 1 (Solved: the earlier attempt's error is "
         "not this trial's)",
         _other("cc-sql-retry-attempt-two-pass", "sql", s, reward=1.0, stdout=pytest_out(tests),
                log=_retry_log("sql-top-customers", "EnvironmentStartTimeoutError"),
                facts={"tests": (4, 0, 0), "attempt": 2}))  # fmt: skip

    # --- other task: reward.json with several keys, a partial reward
    s = Session("cc")
    s.read("/app/SPEC.md", ota.SPEC, 0.3)
    s.write("/app/clean.py", ota.CLEAN_PY, 3.0)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.say("clean.py writes /app/data/sensors_clean.csv.", 0.3)
    tests = passing("test_clean_csv_exists", "test_columns", "test_no_duplicates",
                    "test_sorted") + [
        ("test_fahrenheit_converted", "FAILED", "AssertionError: assert '21.4' == '21.5'"),
        ("test_spikes_dropped", "FAILED", "AssertionError: assert 46630 == 46588"),
        ("test_epoch_timestamps", "FAILED", "AssertionError: assert '2024-03-01T00:05:00Z' == '2024-02-29T23:05:00Z'"),
        ("test_missing_left_empty", "FAILED", "AssertionError: assert '-999' == ''"),
    ]  # fmt: skip
    rec = _other("cc-csv-reward-json-keys", "csv", s, reward=0.5, stdout=pytest_out(tests),
                 facts={"tests": (4, 4, 0),
                        "rewards": {"reward": 0.5, "tests_passed": 4.0, "tests_total": 8.0}})  # fmt: skip
    rec.result.verifier_result = VerifierResult(
        rewards={"reward": 0.5, "tests_passed": 4.0, "tests_total": 8.0}
    )
    case("cc-csv-reward-json-keys", "GOOD_FAILURE", "Partial Solution",
         "reward.json {reward: 0.5, tests_passed: 4, tests_total: 8}: 4 passed, 4 failed of 8; "
         "no budget override (Partial Solution: a fail with a partial reward)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: a pass, then APIConnectionError after its final edit
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    last = s.t
    log = served5(s.events)
    exc_msg = ("litellm.APIConnectionError: AnthropicException - Connection error.: "
               "httpx.ConnectError: [Errno 104] Connection reset by peer")  # fmt: skip
    case("oh-served-api-error-after-final-edit", "HARNESS_ERROR", "Model API Error",
         f"served: every function probed, implemented, compared all matching at ~{last:.0f} min; "
         "then APIConnectionError as the trial's exception; graded 49/49 (Model API Error: a model "
         "API's own class as the trial's exception, graded or not)",
         _re("oh-served-api-error-after-final-edit", s, rep=report(), artifact=_sub(),
             oracle_calls=log, end=round(last + 1.1, 2),
             exception=("APIConnectionError", exc_msg),
             facts={"last_step_min": last, "exception_min": round(last + 1.1, 2)}))  # fmt: skip

    # --- served: steps' timestamps out of order; a pass
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    log = served5(s.events)
    rec = _re("oh-served-timestamps-out-of-order", s, rep=report(), artifact=_sub(),
              oracle_calls=log, facts={"shifted_steps": [6, 7, 8], "shift_min": -45})  # fmt: skip
    _shift(rec, range(6, 9), -45.0)
    case("oh-served-timestamps-out-of-order", "GOOD_SUCCESS", "Solved by Probing",
         "served: steps 6-8 carry timestamps 45 minutes earlier than step 5's; every function "
         "answered, compared, 49/49 (Solved by Probing)",
         rec)  # fmt: skip

    # --- not served: a context overflow after the comparison passed; graded 1
    s = Session("oh").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.sh("cd /app && python3 /tmp/compare.py --verbose 2>&1 | head -c 2000000",
         "\n".join(f"{n} seed={i} max_abs_err=0.0 ok" for i in range(40) for n in NAMES), 1.0)  # fmt: skip
    last = s.t
    msg = ("litellm.ContextWindowExceededError: litellm.BadRequestError: AnthropicException - "
           "prompt is too long: 214873 tokens > 200000 maximum")  # fmt: skip
    case("oh-context-overflow-after-pass", "GOOD_SUCCESS", "Solved by Probing",
         "every function probed, implemented and compared all matching; a verbose rerun overflowed "
         "the context (ContextWindowExceededError); graded 49/49 (Solved by Probing: the overflow "
         "rows are fails, this passed)",
         _re("oh-context-overflow-after-pass", s, rep=report(), artifact=_sub(),
             end=round(last + 0.4, 2), exception=("ContextWindowExceededError", msg),
             facts={"last_step_min": last}))  # fmt: skip

    # --- other task: the verifier crashed after writing a partial reward
    s = Session("oh")
    s.sh("curl -s http://localhost:8000/ | head -20", ota.BOOKS_INDEX, 0.4)
    s.write("/app/scrape.py", ota.SCRAPE_PY, 2.5)
    s.sh("cd /app && python3 scrape.py", "scraped 1000 books from 50 pages", 1.5)
    s.finish("Scraped 1000 books into /app/books.json.")
    tests = passing("test_books_json_exists", "test_thousand_books") + [
        ("test_prices_are_numbers", "FAILED", "AssertionError: assert 51.77 == 51.77 (price read as GBP pence)"),
        ("test_sorted_by_title", "FAILED", "AssertionError: 'A Light in the Attic' > 'A Light in the attic'"),
        ("test_availability_bool", "PASSED", ""),
    ]  # fmt: skip
    out = pytest_out(tests) + (
        "writing reward: 0.6\n"
        "Traceback (most recent call last):\n"
        '  File "/tests/ctrf_upload.py", line 31, in <module>\n'
        "    shutil.copy(REPORT, '/logs/verifier/ctrf.json')\n"
        "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/ctrf/report.json'\n"
    )
    case("oh-scrape-verifier-crash-after-partial", "GOOD_FAILURE", "Partial Solution",
         "3 passed, 2 failed of 5; test.sh wrote reward 0.6, then its upload script crashed "
         "(FileNotFoundError); Harbor recorded 0.6 and no exception (Partial Solution: the reward "
         "was recorded; the verifier rows are for no reward)",
         _other("oh-scrape-verifier-crash-after-partial", "scrape", s, reward=0.6, stdout=out,
                facts={"tests": (3, 2, 0), "verifier_traceback": True}))  # fmt: skip

    # --- other task: a partial reward 0.75 with most of a 60-minute budget left
    s = Session("oh")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    s.write("/app/pattern.txt", ota.PATTERN_LOOSE + "\n", 1.0)
    s.sh("grep -cE -f /app/pattern.txt /app/access.log", "9812", 0.4)
    s.finish("pattern.txt matches the IPv4 client lines.")
    tests = passing("test_pattern_file_exists", "test_single_line", "test_matches_valid",
                    "test_rejects_ipv6", "test_rejects_trailing_garbage", "test_full_log_count") + [
        ("test_rejects_octet_over_255", "FAILED", "AssertionError: '10.0.0.256' matched"),
        ("test_rejects_leading_zeros", "FAILED", "AssertionError: '192.168.001.20' matched"),
    ]  # fmt: skip
    case("oh-regex-partial-most-left", "GOOD_FAILURE", "Premature Stop",
         f"a loose pattern, finished at ~{s.t:.0f} of 60 minutes (over 85% left): 6 passed, 2 "
         "failed of 8, reward 0.75 (Premature Stop, row 35 Stopped Early, over Partial Solution "
         "at 40)",
         _other("oh-regex-partial-most-left", "regex", s, reward=0.75, stdout=pytest_out(tests),
                override_min=60, facts={"tests": (6, 2, 0)}))  # fmt: skip

    # --- other task: two verifier runs in test-stdout.txt (a flaky first run, a rerun passing)
    s = Session("oh")
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -12", ota.REPO_FAIL, 0.8)
    s.edit("/app/repo/datelite/weeks.py", ota.WEEKS_OLD, ota.WEEKS_NEW, 1.0)
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -2", "14 passed in 0.07s", 0.7)
    s.finish("Fixed parse_iso_week; the repo's 14 tests pass.")
    names = ("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
             "test_week_one_in_december", "test_existing_tests_unmodified", "test_no_new_dependencies")  # fmt: skip
    first = [(n, "PASSED", "") for n in names[:5]] + [
        ("test_no_new_dependencies", "FAILED", "AssertionError: pip index timed out (ReadTimeout)")
    ]
    second = pytest_out(passing(*names)).split(ota.UV_PREAMBLE.rstrip("\n") + "\n", 1)[1]
    out = pytest_out(first) + "Retrying failed verification (attempt 2/2)\n" + second
    rec = _other("oh-pytest-two-verifier-runs", "pytest", s, reward=1.0, stdout=out,
                 verifier_min=2.4, facts={"tests_first": (5, 1, 0), "tests_second": (6, 0, 0)})  # fmt: skip
    case("oh-pytest-two-verifier-runs", "GOOD_SUCCESS", "Solved",
         "test-stdout.txt holds two runs: 5 passed 1 failed (a network timeout), then 6 of 6 "
         "passed; reward 1 (Solved)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: hundreds of one-call steps, then Harbor's timeout
    s = Session("mini")
    open_served(s)
    for _rnd in range(5):
        for n in NAMES:
            s.probe([n], dt=0.35)
    s.probe([], SEED_EDGES, dt=1.0)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    bad = ["top_k_mask ties-at-kth"]
    s.implement(art, dt=6.0).compare(NAMES, SEED_EDGES, bad, dt=2.0)
    while s.t < 117.0:
        s.probe(["top_k_mask"], [("top_k_mask", "ties-at-kth")], dt=0.6)
    rec = _re("mini-served-long-timeout", s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
              oracle_calls=served5(s.events), end=120.0, exception=timeout(120),
              traceback=TIMEOUT_TB, facts={"last_step_min": s.t})  # fmt: skip
    case("mini-served-long-timeout", "GOOD_FAILURE", "Ran Out of Time",
         f"served: {len(rec.trajectory.steps)} steps, nearly all one probe each; still probing "
         "top_k_mask ties when AgentTimeoutError came at 120 min; 48/49 (Ran Out of Time)",
         rec)  # fmt: skip

    # --- served: no step carries a timestamp; a pass
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle.")
    rec = _re("mini-served-no-timestamps", s, rep=report(), artifact=_sub(),
              oracle_calls=served5(s.events), facts={"step_timestamps": False})  # fmt: skip
    for st in rec.trajectory.steps:
        st.timestamp = None
    case("mini-served-no-timestamps", "GOOD_SUCCESS", "Solved by Probing",
         "served: no trajectory step has a timestamp (result.json's phases do); every function "
         "answered, compared; 49/49 (Solved by Probing)",
         rec)  # fmt: skip

    # --- a provider's quota error after its final edit and comparison; graded 47/49
    s = Session("mini").open()
    probe_all(s, batches=4, dt=6.0)
    art = _sub(naive=["entropy", "median_reward"])
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    last = s.t
    quota = ("litellm.RateLimitError: RateLimitError: OpenAIException - You exceeded your current "
             "quota, please check your plan and billing details.")  # fmt: skip
    log = log_lines([(last + 0.4, "ERROR", quota),
                     (last + 0.5, "ERROR", "mini-swe-agent exited with code 1")])  # fmt: skip
    rep = report({"entropy": oa.ENTROPY_NAN, "median_reward": oa.MEDIAN_FAIL})
    case("mini-quota-after-final-edit", "HARNESS_ERROR", "Provider Error",
         f"its final write and comparison at ~{last:.0f} min, then the provider's quota error "
         "logged after its last step and the run ended on it; graded 47/49 (Provider Error: "
         "logged after the agent's last step, the run ended on it)",
         _re("mini-quota-after-final-edit", s, rep=rep, artifact=art, end=round(last + 0.6, 2),
             exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"), log=log,
             facts={"last_step_min": last, "quota_line_min": round(last + 0.4, 2)}))  # fmt: skip

    # --- other task: a pass on its last step, seconds of a 20-minute budget left
    s = Session("mini")
    s.sh("cd /app/service && git bisect start HEAD HEAD~200 && git bisect run ./check_health.sh",
         ota.BISECT_OUT, 6.0)  # fmt: skip
    s.sh(f"echo {ota.GOOD_HASH} > /app/answer.txt && git -C /app/service bisect reset", "", 3.0)
    s.wait(8.0)
    s.sh("cd /app/service && sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
         "service/config.py && git commit -qam 'config: POOL_SIZE is an int' && echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT",
         "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT", 2.8)  # fmt: skip
    tests = passing("test_answer_is_breaking_commit", "test_health_ok_on_main")
    case("mini-git-pass-seconds-left", "GOOD_SUCCESS", "Solved",
         f"its last step, at {s.t:.1f} of a 20-minute budget, commits the fix and submits; 2 of 2 "
         "passed, reward 1 (Solved)",
         _other("mini-git-pass-seconds-left", "git", s, reward=1.0, stdout=pytest_out(tests),
                override_min=20, end=round(s.t + 0.1, 2),
                facts={"tests": (2, 0, 0), "last_step_min": s.t}))  # fmt: skip

    # --- other task: Harbor's retried attempt, an ordinary fail
    s = Session("mini")
    s.write(
        "/etc/nginx/conf.d/app.conf",
        ota.NGINX_CONF.replace("        limit_req_status 429;\n", ""),
        2.0,
    )
    s.sh(
        "nginx -t && nginx",
        "nginx: configuration file /etc/nginx/nginx.conf test is successful",
        0.6,
    )
    s.sh("for i in $(seq 40); do curl -s -o /dev/null -w '%{http_code} ' localhost/api/ping; done",
         "200 " * 21 + "503 " * 19, 1.0)  # fmt: skip
    s.finish("nginx proxies /api/ with the rate limit and serves /srv/www.")
    tests = passing("test_nginx_listening", "test_static_served", "test_api_proxied",
                    "test_api_prefix_stripped", "test_burst_allowed") + [
        ("test_rate_limit_429", "FAILED", "AssertionError: assert 429 in {200, 503}"),
    ]  # fmt: skip
    case("mini-nginx-retry-attempt-two-fail", "GOOD_FAILURE", "Unsolved",
         "attempt 2 of 3 (trial.log names the first attempt's EnvironmentStartTimeoutError); this "
         "run: 5 passed, 1 failed of 6, reward 0, no budget recorded (Unsolved)",
         _other("mini-nginx-retry-attempt-two-fail", "nginx", s, reward=0.0, stdout=pytest_out(tests),
                log=_retry_log("nginx-reverse-proxy", "EnvironmentStartTimeoutError"),
                facts={"tests": (5, 1, 0), "attempt": 2}))  # fmt: skip

    # --- other task: reward.json with several keys, reward 0
    s = Session("mini")
    s.sh("cd /app/tinyjson && cmake -S . -B build 2>&1 | tail -2 && make -C build 2>&1 | tail -8", ota.CMAKE_FAIL, 1.5)  # fmt: skip
    s.sh("cd /app/tinyjson && sed -i 's/target_link_libraries(tj tinyjson)/target_link_libraries(tj tinyjson m)/' CMakeLists.txt && make -C build 2>&1 | tail -3",
         "[ 71%] Linking C executable tj\n[100%] Built target tj", 2.0)  # fmt: skip
    s.finish("libtinyjson.so and tj build.")
    tests = passing("test_library_built", "test_cli_built", "test_header_unchanged") + [
        ("test_ctest_passes", "FAILED", "AssertionError: ctest: No tests were found!!!"),
    ]  # fmt: skip
    rec = _other("mini-cbuild-reward-json-keys", "cbuild", s, reward=0.0, stdout=pytest_out(tests),
                 facts={"tests": (3, 1, 0), "rewards": {"reward": 0.0, "build": 1.0, "ctest": 0.0}})  # fmt: skip
    rec.result.verifier_result = VerifierResult(rewards={"reward": 0.0, "build": 1.0, "ctest": 0.0})
    case("mini-cbuild-reward-json-keys", "GOOD_FAILURE", "Unsolved",
         "reward.json {reward: 0, build: 1, ctest: 0}: 3 passed, 1 failed of 4; no budget "
         "recorded (Unsolved: the reward is 0)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: a trajectory slightly off the norm (extras, no metrics); a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle. Marking the task complete.")
    rec = _re("tm-served-off-norm-trajectory", s, rep=report(), artifact=_sub(),
              oracle_calls=served5(s.events), facts={"metrics": False})  # fmt: skip
    tr = rec.trajectory
    tr.final_metrics = None
    tr.extra = {"summarization_count": 0, "terminal": "tmux"}
    for st in tr.steps:
        st.metrics = None
        if st.source == "agent":
            st.model_name = None
            st.extra = {"is_task_complete": st is tr.steps[-1], "analysis": "..."}
            st.reasoning_content = "Plan the next command."
    case("tm-served-off-norm-trajectory", "GOOD_SUCCESS", "Solved by Probing",
         "served: no metrics or model names on steps, extra fields on steps and the trajectory; "
         "every function answered, compared; 49/49 (Solved by Probing)",
         rec)  # fmt: skip

    # --- served: a long comparison still calling when Harbor's timeout came
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.wait(40.0)
    s.write("/tmp/soak.py", PRE + ARGS_PY + "for seed in range(400):\n    torch.manual_seed(seed)\n"
            "    for n in names:\n        getattr(R, n)(*args[n])\nprint('done')\n", dt=1.0)  # fmt: skip
    s._add("bash_command", {"keystrokes": "cd /app && python3 /tmp/soak.py\n", "duration": 1800.0}, "", 0.3)  # fmt: skip
    last = s.t
    _fam_sweep(s, last, 119.9, [(n, "random") for _ in range(8) for n in NAMES])
    rec = _re("tm-served-timeout-calls-after-last-step", s, rep=report({"top_k_mask": TIES_ONLY}),
              artifact=art, oracle_calls=served5(s.events), end=120.0, exception=timeout(120),
              traceback=TIMEOUT_TB, facts={"last_step_min": last})  # fmt: skip
    FACTS["oa6-tm-served-timeout-calls-after-last-step"]["calls_after_last_step"] = sum(
        1 for m, _, _ in s.events if m > last
    )
    case("tm-served-timeout-calls-after-last-step", "GOOD_FAILURE", "Ran Out of Time",
         f"served: its last step (~{last:.0f} min) started a 400-seed soak that kept calling the "
         "reference until AgentTimeoutError at 120 min; 48/49 (Ran Out of Time)",
         rec)  # fmt: skip

    # --- not served: a clock slip puts four steps 7 hours back; stopped with stubs at 40 min
    s = Session("tm").open()
    probe_all(s, NAMES[:30], batches=3, dt=7.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:30], dt=3.0)
    s.say("30 functions match reforacle; I'll stop here. Marking the task complete.")
    rec = _re("tm-timestamps-slipped-stubs", s, rep=report(stubs=stubs), artifact=art,
              facts={"stubs": len(stubs), "shifted_steps": [5, 6, 7, 8], "shift_min": -420})  # fmt: skip
    _shift(rec, range(5, 9), -420.0)
    case("tm-timestamps-slipped-stubs", "GOOD_FAILURE", "Premature Stop",
         f"steps 5-8 stamped 7 hours before the trial began; it stopped at ~{s.t:.0f} of 120 min "
         f"(result.json) with {len(stubs)} stubs raising; 30/49 (Premature Stop, row 24)",
         rec)  # fmt: skip

    # --- other task: ServiceUnavailableError after its final edit; graded 0
    s = Session("tm")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    s.sh(f"printf '%s\\n' '{ota.PATTERN_LOOSE}' > /app/pattern.txt && grep -cE -f /app/pattern.txt /app/access.log",
         "9812", 0.6)  # fmt: skip
    last = s.t
    tests = passing("test_pattern_file_exists", "test_single_line", "test_matches_valid",
                    "test_rejects_ipv6", "test_rejects_trailing_garbage") + [
        ("test_rejects_octet_over_255", "FAILED", "AssertionError: '10.0.0.256' matched"),
        ("test_rejects_leading_zeros", "FAILED", "AssertionError: '192.168.001.20' matched"),
        ("test_full_log_count", "FAILED", "AssertionError: assert 9812 == 9640"),
    ]  # fmt: skip
    msg = ("litellm.ServiceUnavailableError: AnthropicException - upstream connect error or "
           "disconnect/reset before headers")  # fmt: skip
    case("tm-regex-503-after-final-edit", "HARNESS_ERROR", "Model API Error",
         f"its pattern written at ~{last:.1f} min; then ServiceUnavailableError as the trial's "
         "exception at ~3 min; 5 passed, 3 failed of 8, reward 0 (Model API Error, graded)",
         _other("tm-regex-503-after-final-edit", "regex", s, reward=0.0, stdout=pytest_out(tests),
                end=round(last + 2.0, 2), exception=("ServiceUnavailableError", msg),
                facts={"tests": (5, 3, 0), "last_step_min": last}))  # fmt: skip

    # --- other task: terminus-2's context overflow after a pass
    s = Session("tm")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.sh("sqlite3 /app/shop.db 'SELECT * FROM order_items'", "1|SKU-1|2|9.99\n" * 3000, 0.8)
    s.sh(f"cat > /app/query.sql <<'EOF'\n{ota.SQL_QUERY}EOF\nsqlite3 /app/shop.db < /app/query.sql",
         ota.SQL_TOP5, 1.0)  # fmt: skip
    last = s.t
    tests = passing("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded",
                    "test_ties_broken_by_customer_id")  # fmt: skip
    case("tm-sql-overflow-after-pass", "GOOD_SUCCESS", "Solved",
         "query written and run; then ContextLengthExceededError as the trial's exception; 4 of 4 "
         "passed, reward 1 (Solved: the overflow rows are fails)",
         _other("tm-sql-overflow-after-pass", "sql", s, reward=1.0, stdout=pytest_out(tests),
                end=round(last + 0.5, 2),
                exception=("ContextLengthExceededError",
                           "Context length exceeded and the summarization fallback also failed"),
                facts={"tests": (4, 0, 0), "last_step_min": last}))  # fmt: skip

    # --- other task: a very long trajectory (400+ steps), a pass
    s = Session("tm")
    for page in range(1, 51):
        url = (
            "http://localhost:8000/"
            if page == 1
            else f"http://localhost:8000/catalogue/page-{page}.html"
        )
        for probe in (
            "grep -c product_pod",
            "grep -o 'star-rating [A-Za-z]*' | sort | uniq -c",
            "grep -o 'price_color\">[^<]*' | head -3",
            "grep -c 'In stock'",
        ):
            s.sh(f"curl -s {url} | {probe}", "20", 0.05)
        for _ in range(4):
            s.keys("", "", 0.02)
    s.sh(f"cat > /app/scrape.py <<'EOF'\n{ota.SCRAPE_PY}EOF\ncd /app && python3 scrape.py",
         "scraped 1000 books from 50 pages", 1.5)  # fmt: skip
    tests = passing("test_books_json_exists", "test_thousand_books", "test_prices_are_numbers",
                    "test_sorted_by_title", "test_availability_bool")  # fmt: skip
    rec = _other("tm-scrape-long-trajectory-pass", "scrape", s, reward=1.0, stdout=pytest_out(tests),
                 facts={"tests": (5, 0, 0)})  # fmt: skip
    case("tm-scrape-long-trajectory-pass", "GOOD_SUCCESS", "Solved",
         f"{len(rec.trajectory.steps)} steps (each page checked four ways, empty keystrokes between); "
         "5 of 5 passed, reward 1 (Solved)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- Harbor's first attempt: docker compose failed, no agent
    rec = _re("cx-docker-retry-attempt-one", None, rep=None, artifact=None, graded=False,
              trajectory=False,
              exception=("RuntimeError",
                         "Docker compose command failed for environment reverse-engineer-objectives. "
                         "Command: docker compose -p reo-7c1f up -d. Return code: 1. Stderr: Error "
                         "response from daemon: all predefined address pools have been fully subnetted"),
              facts={"attempt": 1, "agent_steps": 0})  # fmt: skip
    _no_agent(rec, 0.9)
    FACTS["oa6-cx-docker-retry-attempt-one"].update(agent_min=0.0)
    FACTS["oa6-cx-docker-retry-attempt-one"].pop("left_min", None)
    case("cx-docker-retry-attempt-one", "HARNESS_ERROR", "Environment Error",
         "attempt 1 of a retried job: RuntimeError 'Docker compose command failed' at setup, no "
         "agent, no reward (Environment Error)",
         rec)  # fmt: skip

    # --- Harbor's retried attempt, a pass
    s = Session("cx").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    case("cx-retry-attempt-two-pass", "GOOD_SUCCESS", "Solved by Probing",
         "attempt 2 of 3 (trial.log names attempt 1's RuntimeError); every function probed, "
         "compared; 49/49 (Solved by Probing)",
         _re("cx-retry-attempt-two-pass", s, rep=report(), artifact=_sub(),
             log=_retry_log("reverse-engineer-objectives", "RuntimeError"),
             facts={"attempt": 2}))  # fmt: skip

    # --- its last edit passed; Harbor's timeout came seconds later; graded 1
    s = Session("cx").open()
    probe_all(s, batches=4, dt=12.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=15.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.wait(25.0).probe(["top_k_mask"], [("top_k_mask", "ties-at-kth")], dt=3.0)
    s.t = 118.6
    s.write("/app/objectives.py", _sub(), 0.6)
    s.sh("cd /app && python3 /tmp/compare.py", oa.compare_out(NAMES, SEED_EDGES), 0.6)
    last = s.t
    case("cx-timeout-after-passing-edit", "GOOD_SUCCESS", "Solved by Probing",
         f"its final rewrite and comparison (all matching) at {last:.1f} min; AgentTimeoutError at "
         "120 min; graded 49/49 (Solved by Probing: a pass, timed out or not)",
         _re("cx-timeout-after-passing-edit", s, rep=report(), artifact=_sub(), end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, facts={"last_step_min": last}))  # fmt: skip

    # --- other task: reward.json with several keys, a partial reward
    s = Session("cx")
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.4)
    s.write("/app/clean.py", ota.CLEAN_PY, 2.5)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.say("clean.py written and run.", 0.3)
    tests = passing("test_clean_csv_exists", "test_columns") + [
        ("test_no_duplicates", "FAILED", "AssertionError: 12 duplicate rows"),
        ("test_sorted", "FAILED", "AssertionError: rows not sorted by timestamp"),
        ("test_fahrenheit_converted", "FAILED", "AssertionError: assert '21.4' == '21.5'"),
        ("test_spikes_dropped", "FAILED", "AssertionError: assert 46630 == 46588"),
        ("test_epoch_timestamps", "FAILED", "AssertionError: assert '2024-03-01T00:05:00Z' == '2024-02-29T23:05:00Z'"),
        ("test_missing_left_empty", "FAILED", "AssertionError: assert '-999' == ''"),
    ]  # fmt: skip
    keys = {"reward": 0.25, "tests_passed": 2.0, "tests_total": 8.0, "rows_written": 46630.0}
    rec = _other("cx-csv-reward-json-four-keys", "csv", s, reward=0.25, stdout=pytest_out(tests),
                 facts={"tests": (2, 6, 0), "rewards": keys})  # fmt: skip
    rec.result.verifier_result = VerifierResult(rewards=dict(keys))
    case("cx-csv-reward-json-four-keys", "GOOD_FAILURE", "Partial Solution",
         "reward.json {reward: 0.25, tests_passed: 2, tests_total: 8, rows_written: 46630}: 2 "
         "passed, 6 failed (Partial Solution)",
         rec)  # fmt: skip

    # --- other task: no timestamps (steps, the agent phase); a pass
    s = Session("cx")
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -12", ota.REPO_FAIL, 0.8)
    s.edit("/app/repo/datelite/weeks.py", ota.WEEKS_OLD.split("\n")[0], ota.WEEKS_NEW.split("\n")[0], 1.0)  # fmt: skip
    s.edit("/app/repo/datelite/weeks.py", ota.WEEKS_OLD.split("\n")[1], ota.WEEKS_NEW.split("\n")[1], 1.0)  # fmt: skip
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -2", "14 passed in 0.07s", 0.7)
    s.say("Fixed parse_iso_week; the repo's 14 tests pass.", 0.3)
    tests = passing("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
                    "test_week_one_in_december", "test_existing_tests_unmodified",
                    "test_no_new_dependencies")  # fmt: skip
    rec = _other("cx-pytest-no-timestamps-pass", "pytest", s, reward=1.0, stdout=pytest_out(tests),
                 facts={"tests": (6, 0, 0), "timestamps": False})  # fmt: skip
    for st in rec.trajectory.steps:
        st.timestamp = None
    r = rec.result
    r.agent_execution = PhaseTiming(started_at=None, finished_at=None)
    r.agent_setup = None
    r.finished_at = None
    case("cx-pytest-no-timestamps-pass", "GOOD_SUCCESS", "Solved",
         "no step timestamps, the agent phase's times null, no finished_at; 6 of 6 passed, "
         "reward 1 (Solved)",
         rec)  # fmt: skip

    # --- other task: a trajectory off the norm (a call with no observation, extras); a fail
    s = Session("cx")
    s.sh("cd /app/service && git log --oneline | head -4", ota.GIT_LOG, 0.4)
    s.sh("cd /app/service && git show 9b02f1d --stat", "9b02f1d health: report cache stats\n service/health.py | 6 ++++--", 0.4)  # fmt: skip
    s.sh("echo 9b02f1d4c0e7a2b6f3d8e1c5a9b7f2d4e6c8a0b1 > /app/answer.txt", "", 0.3)
    s.sh("cd /app/service && sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
         "service/config.py && git commit -qam 'config: POOL_SIZE is an int'", "", 0.8)  # fmt: skip
    s.say("Wrote the breaking commit and fixed main.", 0.2)
    tests = [("test_answer_is_breaking_commit", "FAILED",
              "AssertionError: assert '9b02f1d4c0e7a2b6f3d8e1c5a9b7f2d4e6c8a0b1' == '3f9c2e1d8a64b07e5f2c91a3d0b6e7f48c2a9d15'")] + passing(
        "test_health_ok_on_main")  # fmt: skip
    rec = _other("cx-git-off-norm-trajectory", "git", s, reward=0.0, stdout=pytest_out(tests),
                 facts={"tests": (1, 1, 0), "step_without_observation": 3})  # fmt: skip
    st = rec.trajectory.steps[2]
    st.observation = None
    st.tool_calls[0].extra = {"status": "incomplete", "call_type": "local_shell_call"}
    for st in rec.trajectory.steps[1:]:
        st.reasoning_content = "**Planning**"
        st.extra = {"response_id": "resp_" + str(st.step_id)}
    case("cx-git-off-norm-trajectory", "GOOD_FAILURE", "Unsolved",
         "guessed the breaking commit from the log (step 3's call has no observation); 1 passed, "
         "1 failed of 2, reward 0, no budget recorded (Unsolved)",
         rec)  # fmt: skip


def ordinary_audit_six() -> list[Labelled]:
    """Every case of the sixth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
