"""A seventh held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa7-<shape>-<slug>``: 14 of ``reverse-engineer-objectives`` (9 served, with
``agent/oracle-calls.jsonl``) and 16 of other_tasks_audit's made-up Harbor tasks.  Its theme is
unearned passes in the wild and the words said of them: passes whose verifier tested nothing
(pytest's "8 skipped", jest's "Tests: 7 skipped, 7 total", cargo's "6 ignored", pytest's
"collected 0 items ... no tests ran", the task's own verifier with every function on 0/0 cases);
passes where no command ran (text-only steps then AgentTimeoutError; Codex's 404 for a model
that does not exist, no step); models never reached (litellm's AuthenticationError on a pass
and a fail, NotFoundError for a bad model name, Claude Code's "Invalid API key" in its log);
reward files Harbor could not read (an empty reward.txt, RewardFileEmptyError; one holding
"4 passed", VerifierOutputParseError); verifier timeouts (the task's table cut after 30 rows,
another task's pytest cut after "collected 2 items"); a pass where the agent only ran the tests
and changed nothing (the task shipped solved); honest stops with half the functions still
stubs (served, no step timestamps, no closing message); budgets spent on exploration to their
end with no exception; provider errors that cost little (a 529 blip, stream disconnects, an
"Overloaded" retry) against ones that cost much (a 50-minute silence of rate-limit retries
before a timeout, a 12-minute silence of 429s before a fail); steps with no timestamps; partial
rewards (0.5, 0.667 under a timeout).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows; ``NOTES`` says in one line why each label is right.

Written against 55ce5e2 (2026-12-05) and measured once, unchanged (``/tmp/oa7/measure.py``,
output ``/tmp/oa7/result.txt``): 26 of 30 right; wrong:
oa7-mini-regex-auth-no-step-pass (got BAD_SUCCESS / Passes Untouched, wanted HARNESS_ERROR / Model
API Error: AuthenticationError as the trial's exception, no step, the shipped workspace passed
8/8; the docs' "graded or not" puts row 2 over row 6, but its texts are right and either verdict
says the pass is unearned), oa7-mini-bad-model-404-no-step (got GOOD_FAILURE / Agent Error, wanted
HARNESS_ERROR / Model API Error: litellm's NotFoundError, 404 ``model_not_found``, no step; the
class is not in ``HARBOR_EXCEPTIONS`` and its name holds none of the model words, so it is read as
the agent's own), oa7-mini-cbuild-cargo-ignored (got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS /
Nothing Tested: cargo's "0 passed; 0 failed; 6 ignored") and oa7-tm-scrape-jest-all-skipped (got
GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing Tested: jest's "Tests: 7 skipped, 7 total").
pytest's "8 skipped", "no tests ran" and the task's own 0/0 cases were all read as Nothing Tested.
Unsure labels: the two above on models never reached, and oa7-cc-pytest-already-passing (Solved
only because no row covers a task shipped solved when commands ran).

After the measure (the reader changed, the cases did not), oa7-mini-regex-auth-no-step-pass was
relabelled Passes Untouched, as the set's own oa7-cx-pytest-404-no-step-pass is labelled: a pass
with no step is the task's flaw whatever kept the model away, and its text names the provider's
refusal.  With the reader changed (cargo's, jest's, rspec's and TAP's summaries of nothing
run; litellm's ``NotFoundError``; a model never reached, a stall worked through and a reward file
left unreadable each said as such), all 30 are right and the texts quoted below are mended
(``tests/classifier/test_words.py`` holds them).

Texts the record contradicts:

- oa7-mini-cbuild-cargo-ignored, description "Earned, as far as the records show" and root cause
  "The trial earned the reward (1)", its evidence the line 'reward: 1': the same test-stdout.txt
  says "test result: ok. 0 passed; 0 failed; 6 ignored"; no test ran.
- oa7-tm-scrape-jest-all-skipped, "Earned, as far as the records show" and "The trial earned the
  reward (1)": test-stdout.txt says "Tests:       7 skipped, 7 total" and "Test Suites: 1
  skipped, 0 of 1 total".
- oa7-mini-bad-model-404-no-step, description "Failure on the agent's side: its run ended with an
  error before it solved the task" and root cause "The agent's run ended with an error
  (NotFoundError ...)": the agent made no step; the error is the provider's 404 for a model that
  does not exist ('model_not_found'), a setting of the job, not the agent's doing.
- oa7-cc-pytest-already-passing, "Earned, as far as the records show" and "The trial earned the
  reward (1)": its only commands were a test run ("14 passed" before it did anything) and a read
  of weeks.py; it changed nothing, so what passed is the workspace as shipped (the label is
  Solved for want of a row; the word "earned" is still more than the record shows).
- oa7-mini-timeout-no-command-fail, root cause "ran out while the agent was still working": its two
  steps are text only, the last at 1.1 min; no command ever ran and nothing was recorded for the
  118.9 minutes before AgentTimeoutError (the silence is not named).
- oa7-oh-regex-reward-empty and oa7-tm-sql-reward-garbage, description "The run never produced a
  gradable outcome": test-stdout.txt shows the work graded, 8 passed of 8 and 4 passed of 4; only
  the reward file was empty or held '4 passed'.  Their recommendation "fix the harness": the file
  was written by the task's own test.sh, whose fix is in the task, not in Harbor.
- oa7-mini-served-provider-silence-timeout and oa7-cx-git-provider-silence-fail, description "the
  harness broke the run ... the reward is what the work left at the break earned": the root cause
  rightly says a provider (rate limits, 429s), not the harness; and both agents worked on after
  the silence (mini 45 minutes, to Harbor's timeout; Codex three more steps, writing its answer),
  so the graded work is not what was left at the break.  (oa7-cc-invalid-key-no-step has the same
  "harness" description beside a root cause naming the provider.)

Borderline: oa7-cc-served-verifier-timeout "The run never produced a gradable outcome" (the agent
finished a whole, compared file and the verifier printed 30 PASS rows before it timed out);
oa7-tm-served-blip-incomplete quotes step 13's closing claim 'All 49 functions match' (the
comparison is step 12) and, as its call-log evidence, the last call (top_k_mask, seq 112), not a
median_reward call; oa7-oh-nginx-auth-no-step "The model API failed during the run ... what the
work left then earned": there was no step and no work.

Gaps, not contradictions: oa7-cx-pytest-404-no-step-pass names only NonZeroAgentExitCodeError,
never the log's 404 for a model that does not exist; oa7-oh-nginx-auth-no-step never says the
agent made no step (oa7-cc-invalid-key-no-step does); the Verifier Crash texts never quote the
passing test counts; oa7-tm-nginx-no-timestamps-timeout never says the steps carry no
timestamps.  Checked and right: "52 calls: 52 answered, over 25 functions", "50 calls ... over
24 functions", "114 calls" (three times), "107 calls", "342 calls", "112 calls", "24"/"25"/"23
functions still raising NotImplementedError", "3 function(s) were still failing", "49
function(s) were still failing", "2 step(s), none of which ran a command", "0 step(s)", "used
29.7 min of its 30 min budget", "used 118.9 min of its 120 min budget", "no step was recorded
for 57 min after step 7 (48% of its 120 min budget)", "for 12 min after step 2 (41% of its 30
min budget)", each provider line quoted where the silence left it (its last), "partial reward of
0.5", "earned 0.667", "timed out after 1200.0 seconds", "900.0"/"600.0 seconds", "no tests ran
in 0.01s", "8 skipped in 0.05s", "PASS  masked_mean  0/0 cases", "median_reward (2-D reward
batches; called 2 times, on random)".  No text of another task used "reference", "functions" or
"probe".

Then: a verifier's output read by its runner's own summary (cargo's "N ignored", jest's "Tests:
N skipped") tests nothing when nothing ran; a model API's own class not in the list (litellm's
``NotFoundError``, ``PermissionDeniedError``) is the model API's, by its message's status and
code where its name says nothing; "earned" is said only where the agent's own actions changed
what was graded; a verifier that wrote an unreadable reward file is described as grading the work
(its counts quoted) and fixed in the task's test script; a provider's failure is described as a
provider's, and a run that went on after the outage is not "left at the break".
"""

from __future__ import annotations

from syncvals_plugin.records.trial import PhaseTiming, TrialRecord
from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    COMPOSITES,
    NAMES,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    Session,
    _sub,
    _ts,
    log_lines,
    probe_all,
    report,
    timeout,
)
from tests.support.ordinary_audit_five import OVERLOADED, _no_tokens, served5
from tests.support.ordinary_audit_four import log_facts
from tests.support.ordinary_audit_two import MEDIAN_1D, _swap, open_served
from tests.support.other_tasks_audit import UV_PREAMBLE, _bar, passing, pytest_out

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []


def _re(name: str, sess: Session | None, **kw) -> TrialRecord:
    """A trial of ``reverse-engineer-objectives`` (the first set's builder); facts kept here."""
    full = "oa7-" + name
    rec = oa.trial(full, sess, **kw)
    FACTS[full] = oa.FACTS.pop(full)
    if kw.get("oracle_calls") is not None:
        FACTS[full].update(log_facts(kw["oracle_calls"]))
    return rec


def _other(name: str, task: str, sess: Session, **kw) -> TrialRecord:
    """A trial of a made-up Harbor task (other_tasks_audit's builder); facts kept here."""
    full = "oa7-" + name
    rec = ota.trial(full, task, sess, **kw)
    FACTS[full] = ota.FACTS.pop(full)
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled("oa7-" + name, record, verdict, subtype))
    NOTES["oa7-" + name] = why


def _no_timestamps(rec: TrialRecord) -> TrialRecord:
    """No trajectory step carries a timestamp (result.json's phases still do)."""
    for st in rec.trajectory.steps:
        st.timestamp = None
    return rec


def _verifier_ran(rec: TrialRecord, start: float, stop: float) -> TrialRecord:
    """The verifier phase from ``start`` to ``stop`` minutes (its exception at ``stop``)."""
    r = rec.result
    r.verifier = PhaseTiming(started_at=_ts(start), finished_at=_ts(stop))
    r.finished_at = _ts(stop + 0.3)
    if r.exception_info is not None:
        r.exception_info.occurred_at = _ts(stop)
    return rec


def _pytest_header(collected: int) -> list[str]:
    return [UV_PREAMBLE.rstrip("\n"), _bar("test session starts"),
            "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0", "rootdir: /tests",
            "plugins: json-ctrf-0.3.5", f"collected {collected} items", ""]  # fmt: skip


SQL_TESTS = ("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded",
             "test_ties_broken_by_customer_id")  # fmt: skip
REGEX_TESTS = ("test_pattern_file_exists", "test_single_line", "test_matches_valid",
               "test_rejects_octet_over_255", "test_rejects_leading_zeros", "test_rejects_ipv6",
               "test_rejects_trailing_garbage", "test_full_log_count")  # fmt: skip
REPO_TESTS6 = ("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
               "test_week_one_in_december", "test_existing_tests_unmodified",
               "test_no_new_dependencies")  # fmt: skip
WEEKS_FIXED = ota.WEEKS_PY.replace(ota.WEEKS_OLD, ota.WEEKS_NEW)
REPO_PASS = "..............                                                           [100%]\n14 passed in 0.07s"  # fmt: skip
BISECT_FIX = (
    "cd /app/service && sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
    "service/config.py && git commit -qam 'config: POOL_SIZE is an int' && git log --oneline -1"
)  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: an honest stop with half the functions still stubs
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:25], batches=3, dt=6.0)
    stubs = NAMES[25:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:25], dt=3.0)
    s.say("25 of the 49 functions are implemented and match reforacle; the other 24 are still "
          "stubs raising NotImplementedError. Stopping here.")  # fmt: skip
    case("cc-served-half-left-stubs", "GOOD_FAILURE", "Premature Stop",
         f"served: 25 functions probed, written and compared; it stopped itself at ~{s.t:.0f} of "
         "120 min, its last words saying 24 are still stubs; 25/49 (Premature Stop, row 24: "
         "stopped with budget left and stubs raising)",
         _re("cc-served-half-left-stubs", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), facts={"stubs": 24, "exception": None}))  # fmt: skip

    # --- the model never reached: Claude Code's "Invalid API key"; no step; graded 0/49
    s = Session("cc")
    cc_log = (
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":412,'
        '"num_turns":1,"result":"Invalid API key \u00b7 Fix external API key","session_id":"3b7d0e21"}\n'
    )
    rec = _re("cc-invalid-key-no-step", s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.3,
              exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log,
              facts={"agent_steps": 0, "stubs": 49, "provider_line": "Invalid API key"})  # fmt: skip
    _no_tokens(rec)
    case("cc-invalid-key-no-step", "HARNESS_ERROR", "Provider Error",
         "no agent step, no tokens: claude exited 1 after 0.3 min with 'Invalid API key' in its "
         "log; the untouched stubs graded 0/49 (Provider Error: a refused API key quoted, the "
         "agent never made a step, a run that did not pass)",
         rec)  # fmt: skip

    # --- other task: the tests already pass; the agent ran them and changed nothing
    s = Session("cc")
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -3", REPO_PASS, 0.8)
    s.read("/app/repo/datelite/weeks.py", WEEKS_FIXED, 0.3)
    s.say("The repo's 14 tests already pass, and parse_iso_week already counts from 4 January "
          "(the ISO rule). Nothing needs fixing.", 0.3)  # fmt: skip
    case("cc-pytest-already-passing", "GOOD_SUCCESS", "Solved",
         "it ran the repo's tests (14 passed), read weeks.py (already fixed) and changed "
         "nothing; 6 of 6 passed, reward 1 (Solved: commands ran, so not Passes Untouched, the "
         "only row for an untouched workspace; no row for a task shipped solved; no text may say "
         "the agent fixed anything)",
         _other("cc-pytest-already-passing", "pytest", s, reward=1.0,
                stdout=pytest_out(passing(*REPO_TESTS6)),
                facts={"tests": (6, 0, 0), "edits": 0}))  # fmt: skip

    # --- other task: the verifier collected 0 tests ("no tests ran") and wrote 1
    s = Session("cc")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.write("/app/query.sql", ota.SQL_QUERY, 1.5)
    s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 0.5)
    s.say("/app/query.sql returns the top 5 customers of 2023 by spend, ties by id.", 0.3)
    out = "\n".join(_pytest_header(0) + [_bar("no tests ran in 0.01s")]) + "\n"
    case("cc-sql-no-tests-ran", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout.txt: 'collected 0 items' and 'no tests ran in 0.01s', yet reward 1 "
         "(Nothing Tested: a pass whose verifier collected nothing)",
         _other("cc-sql-no-tests-ran", "sql", s, reward=1.0, stdout=out,
                facts={"tests": (0, 0, 0), "collected": 0}))  # fmt: skip

    # --- other task: text-only steps, AgentTimeoutError, and a pass
    s = Session("cc")
    s.say("I'll start by looking at the service's git history to find when /health broke.", 0.5)
    s.say("Plan: run the health check on HEAD, then bisect over the last 200 commits.", 0.7)
    case("cc-git-timeout-no-command-pass", "BAD_SUCCESS", "Passes Untouched",
         "two text-only steps (no tool call) in the first 1.2 min, then nothing until "
         "AgentTimeoutError at 30 min; 2 of 2 passed, reward 1 (Passes Untouched: no command of "
         "the agent ever ran)",
         _other("cc-git-timeout-no-command-pass", "git", s, reward=1.0,
                stdout=pytest_out(passing("test_answer_is_breaking_commit", "test_health_ok_on_main")),
                override_min=30, end=30.0, exception=timeout(30), traceback=TIMEOUT_TB,
                facts={"tests": (2, 0, 0), "commands": 0, "last_step_min": s.t}))  # fmt: skip

    # --- served: a whole, matching implementation; the verifier timed out
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    cut = "\n".join(report().render().splitlines()[:30]) + "\n"
    end = round(s.t + 0.2, 2)
    rec = _re("cc-served-verifier-timeout", s, rep=None, artifact=_sub(), stdout=cut,
              oracle_calls=served5(s.events), end=end,
              exception=("VerifierTimeoutError", "Verifier execution timed out after 900.0 seconds"),
              facts={"table_rows": 30, "reward": None, "verifier_min": 15.0})  # fmt: skip
    _verifier_ran(rec, end + 0.2, end + 15.2)
    case("cc-served-verifier-timeout", "HARNESS_ERROR", "Verifier Timeout",
         "served: every function probed, written, compared all matching; the verifier printed 30 "
         "PASS rows then VerifierTimeoutError after 900 s, no reward (Verifier Timeout)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: every function on 0/0 cases; reward 1
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    case("oh-served-zero-cases-pass", "BAD_SUCCESS", "Nothing Tested",
         "served: an honest, probed and compared implementation, but the verifier's table holds "
         "every function on 0/0 cases and REWARD = 1 (Nothing Tested: the verifier tested "
         "nothing, whatever the work)",
         _re("oh-served-zero-cases-pass", s, rep=report(zero_cases=True), artifact=_sub(),
             oracle_calls=served5(s.events), facts={"cases_run": 0}))  # fmt: skip

    # --- other task: the model never reached (invalid key); no step; graded 0
    s = Session("oh")
    msg = ('litellm.AuthenticationError: AnthropicException - {"type":"error","error":'
           '{"type":"authentication_error","message":"invalid x-api-key"}}')  # fmt: skip
    tests = [("test_nginx_listening", "FAILED", "AssertionError: connection refused on :80")] + [
        (n, "FAILED", "requests.exceptions.ConnectionError: [Errno 111] Connection refused")
        for n in ("test_static_served", "test_api_proxied", "test_api_prefix_stripped",
                  "test_burst_allowed", "test_rate_limit_429")
    ]  # fmt: skip
    case("oh-nginx-auth-no-step", "HARNESS_ERROR", "Model API Error",
         "no agent step, no tokens: the trial's exception is litellm's AuthenticationError "
         "('invalid x-api-key'); the untouched container graded 0 of 6 (Model API Error: a model "
         "API's own class as the trial's exception, graded or not)",
         _other("oh-nginx-auth-no-step", "nginx", s, reward=0.0, stdout=pytest_out(tests),
                end=0.3, tokens=False, exception=("AuthenticationError", msg),
                facts={"tests": (0, 6, 0), "agent_steps": 0}))  # fmt: skip

    # --- other task: the tests passed, reward.txt empty (RewardFileEmptyError)
    s = Session("oh")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    s.write("/app/pattern.txt", ota.PATTERN + "\n", 1.5)
    s.sh("grep -E -c -f /app/pattern.txt /app/access.log", "1712", 0.4)
    s.finish("pattern.txt matches the lines whose client is a valid IPv4 address.")
    end = round(s.t + 0.2, 2)
    rec = _other("oh-regex-reward-empty", "regex", s, reward=None, stdout=pytest_out(passing(*REGEX_TESTS)),
                 exception=("RewardFileEmptyError", "Reward file is empty: /logs/verifier/reward.txt"),
                 exc_at=end + 1.3, facts={"tests": (8, 0, 0), "reward_txt": ""})  # fmt: skip
    case("oh-regex-reward-empty", "HARNESS_ERROR", "Verifier Crash",
         "test-stdout.txt: 8 passed of 8, but reward.txt is empty: RewardFileEmptyError, no "
         "reward (Verifier Crash: no reward, the verifier failed; nothing the agent did)",
         rec)  # fmt: skip

    # --- no step timestamps; stopped with half the functions stubs
    s = Session("oh").open()
    probe_all(s, NAMES[:24], batches=3, dt=6.0)
    stubs = NAMES[24:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:24], dt=3.0)
    s.finish("24 functions are implemented and match reforacle; the remaining 25 are still "
             "NotImplementedError stubs.")  # fmt: skip
    rec = _re("oh-half-left-no-timestamps", s, rep=report(stubs=stubs), artifact=art,
              facts={"stubs": 25, "step_timestamps": False})  # fmt: skip
    _no_timestamps(rec)
    case("oh-half-left-no-timestamps", "GOOD_FAILURE", "Premature Stop",
         f"no step carries a timestamp; result.json's agent phase ends at ~{s.t:.0f} of 120 min; "
         "its finish names 25 stubs left; 24/49 (Premature Stop, row 24)",
         rec)  # fmt: skip

    # --- served: the whole budget spent probing, no exception; objectives.py never written
    s = Session("oh")
    open_served(s)
    for _rnd in range(5):
        probe_all(s, batches=4, dt=3.0, edges=SEED_EDGES)
        s.write("/tmp/notes.md", "# observations\n- entropy: NaN-safe on -inf logits\n", 0.6)
        s.wait(3.0)
    while s.t < 117.4:
        s.probe(COMPOSITES, dt=2.0)
    s.say("Still mapping the composites' behaviour before writing objectives.py.", 0.3)
    last = s.t
    rec = _re("oh-served-exploration-spent", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
              oracle_calls=served5(s.events), end=round(last + 0.2, 2),
              facts={"stubs": 49, "exception": None, "last_step_min": last,
                     "objectives_written": False})  # fmt: skip
    case("oh-served-exploration-spent", "GOOD_FAILURE", "Ran Out of Time",
         f"served: probing until its last step at {last:.1f} of 120 min, no exception; "
         "objectives.py never written, 0/49 (Ran Out of Time, row 23: the budget spent to its "
         "end while work still failed)",
         rec)  # fmt: skip

    # --- other task: a 529 blip of half a minute it outlived; a partial reward
    s = Session("oh")
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.4)
    s.read("/app/SPEC.md", ota.SPEC, 0.3)
    blip_at = s.t
    s.wait(0.6)
    s.write("/app/clean.py", ota.CLEAN_PY, 3.0)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.wait(8.0).finish("clean.py writes /app/data/sensors_clean.csv.")
    blip = [(round(blip_at + 0.1 + 0.12 * i, 2), "WARNING",
             f"litellm.InternalServerError: {OVERLOADED.split(': ', 1)[1]}; retrying ({i + 1}/5)")
            for i in range(4)]  # fmt: skip
    tests = passing("test_clean_csv_exists", "test_columns", "test_no_duplicates", "test_sorted") + [
        ("test_fahrenheit_converted", "FAILED", "AssertionError: assert '21.4' == '21.5'"),
        ("test_spikes_dropped", "FAILED", "AssertionError: assert 46630 == 46588"),
        ("test_epoch_timestamps", "FAILED", "AssertionError: assert '2024-03-01T00:05:00Z' == '2024-02-29T23:05:00Z'"),
        ("test_missing_left_empty", "FAILED", "AssertionError: assert '-999' == ''"),
    ]  # fmt: skip
    case("oh-csv-blip-partial", "GOOD_FAILURE", "Partial Solution",
         f"four 'Overloaded' retries within 0.5 min at ~{blip_at:.0f} min (2.5% of its 20-minute "
         f"budget), then it worked on; ended at ~{s.t:.0f} of 20 min (under half left); 4 passed, "
         "4 failed of 8, reward 0.5 (Partial Solution: the blip broke nothing)",
         _other("oh-csv-blip-partial", "csv", s, reward=0.5, stdout=pytest_out(tests),
                override_min=20, log=log_lines(blip),
                facts={"tests": (4, 4, 0), "outage_min": 0.5, "outage_share": 0.025}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- other task: the model never reached (AuthenticationError), and a pass
    s = Session("mini")
    msg = ("litellm.AuthenticationError: AuthenticationError: OpenAIException - Incorrect API key "
           "provided: sk-proj-****************************Xw3Q. You can find your API key at "
           "https://platform.openai.com/account/api-keys.")  # fmt: skip
    case("mini-regex-auth-no-step-pass", "BAD_SUCCESS", "Passes Untouched",  # relabelled
         "no agent step, no tokens, AuthenticationError as the trial's exception; the workspace "
         "as shipped passed 8 of 8, reward 1 (Model API Error, row 2, graded or not, over "
         "Passes Untouched at 6; either way nothing the agent did earned it)",
         _other("mini-regex-auth-no-step-pass", "regex", s, reward=1.0,
                stdout=pytest_out(passing(*REGEX_TESTS)), end=0.2, tokens=False,
                exception=("AuthenticationError", msg),
                facts={"tests": (8, 0, 0), "agent_steps": 0}))  # fmt: skip

    # --- served: a 50-minute silence of rate-limit retries, then Harbor's timeout
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=7.0)
    out_start = s.t
    s.wait(50.0)
    out_end = s.t
    probe_all(s, NAMES[30:], batches=2, dt=7.0, edges=SEED_EDGES)
    stubs = COMPOSITES + ["gae", "lambda_returns", "whiten", "masked_whiten"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=3.0)
    s.wait(2.0).probe(["gae", "lambda_returns"], dt=4.0)
    stall = [(round(out_start + 0.4 + 2.5 * i, 2), "WARNING",
              "litellm.RateLimitError: RateLimitError: OpenAIException - Rate limit reached for "
              "gpt-5 in organization org-7Qv2 on tokens per min (TPM): Limit 30000, Used 30000. "
              f"Retrying in 150s (attempt {i + 1})") for i in range(20)]  # fmt: skip
    case("mini-served-provider-silence-timeout", "HARNESS_ERROR", "Provider Error",
         f"served: no step from {out_start:.0f} to {out_end:.0f} min (50 of 120, 42%) while "
         "trial.log logged 20 RateLimitError retries; it resumed, and AgentTimeoutError came at "
         "120 min with 9 stubs; 40/49 (Provider Error: the provider's line logged inside a "
         "silence of a quarter or more of the budget, a timed-out run)",
         _re("mini-served-provider-silence-timeout", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(stall),
             facts={"stubs": 9, "outage_min": 50.0, "outage_share": 0.42}))  # fmt: skip

    # --- other task: cargo ran the verifier's tests, every one ignored; reward 1
    s = Session("mini")
    s.sh("cd /app/tinyjson && cmake -S . -B build 2>&1 | tail -2 && make -C build 2>&1 | tail -8",
         ota.CMAKE_FAIL, 1.5)  # fmt: skip
    s.sh("cd /app/tinyjson && sed -i 's/target_link_libraries(tinyjson)/target_link_libraries(tinyjson m)/' "
         "CMakeLists.txt && make -C build 2>&1 | tail -4", ota.CMAKE_OK, 2.0)  # fmt: skip
    s.sh("cd /app/tinyjson && ctest --test-dir build", ota.CTEST_OK, 0.6)
    s.finish("libtinyjson.so and tj build, and ctest passes.")
    names = ("library_built", "cli_built", "ctest_passes", "header_unchanged", "roundtrip_ffi",
             "numbers_ffi")  # fmt: skip
    cargo = (
        UV_PREAMBLE.split("downloading uv")[0]
        + "   Compiling tinyjson-verify v0.1.0 (/tests/verify)\n"
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s\n"
        "     Running tests/verify.rs (target/debug/deps/verify-5c1e0f2a9b7d3e41)\n\n"
        f"running {len(names)} tests\n"
        + "".join(f"test {n} ... ignored, needs TINYJSON_BUILD_DIR\n" for n in names)
        + "\ntest result: ok. 0 passed; 0 failed; 6 ignored; 0 measured; 0 filtered out; "
        "finished in 0.00s\n\nreward: 1\n"
    )
    case("mini-cbuild-cargo-ignored", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's cargo run: 'test result: ok. 0 passed; 0 failed; 6 ignored', reward 1 "
         "(Nothing Tested: every test ignored, nothing tested; the agent's own ctest run is not "
         "the verifier's)",
         _other("mini-cbuild-cargo-ignored", "cbuild", s, reward=1.0, stdout=cargo,
                facts={"tests": (0, 0, 6)}))  # fmt: skip

    # --- other task: the whole 30-minute budget spent exploring pages, no exception
    s = Session("mini")
    page = 1
    while s.t < 29.4:
        url = (
            "http://localhost:8000/"
            if page == 1
            else f"http://localhost:8000/catalogue/page-{page}.html"
        )
        s.sh(f"curl -s {url} | grep -A6 product_pod | head -40", ota.BOOKS_INDEX, 0.7)
        page += 1
    last = s.t
    tests = [("test_books_json_exists", "FAILED", "AssertionError: /app/books.json not found")] + [
        (n, "FAILED", "FileNotFoundError: [Errno 2] No such file or directory: '/app/books.json'")
        for n in ("test_thousand_books", "test_prices_are_numbers", "test_sorted_by_title",
                  "test_availability_bool")
    ]  # fmt: skip
    case("mini-scrape-exploration-spent", "GOOD_FAILURE", "Ran Out of Time",
         f"{page - 1} curl steps over the pages, the last at {last:.1f} of a 30-minute budget, no "
         "exception, books.json never written: 0 of 5, reward 0 (Ran Out of Time: the budget "
         "spent to its end, 95% and more, while work still failed)",
         _other("mini-scrape-exploration-spent", "scrape", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, end=round(last + 0.3, 2),
                facts={"tests": (0, 5, 0), "last_step_min": last, "exception": None}))  # fmt: skip

    # --- a bad model name (404): no step; graded 0/49
    s = Session("mini")
    msg = ("litellm.NotFoundError: OpenAIException - Error code: 404 - {'error': {'message': "
           "'The model `gpt-5-mini-2025` does not exist or you do not have access to it.', "
           "'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}")  # fmt: skip
    rec = _re("mini-bad-model-404-no-step", s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.2,
              exception=("NotFoundError", msg), facts={"agent_steps": 0, "stubs": 49})  # fmt: skip
    _no_tokens(rec)
    case("mini-bad-model-404-no-step", "HARNESS_ERROR", "Model API Error",
         "no agent step: litellm's NotFoundError (404, model_not_found: a model name that does "
         "not exist) is the trial's exception; the stubs graded 0/49 (Model API Error: a model "
         "API's own class, graded or not)",
         rec)  # fmt: skip

    # --- text-only steps, no command, then Harbor's timeout; graded 0/49
    s = Session("mini")
    s.say("THOUGHT: I should first list /app and read objectives.py.", 0.5)
    s.say("THOUGHT: Then run probe.py and compare against reforacle function by function.", 0.6)
    rec = _re("mini-timeout-no-command-fail", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
              end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
              facts={"commands": 0, "stubs": 49, "last_step_min": s.t})  # fmt: skip
    case("mini-timeout-no-command-fail", "GOOD_FAILURE", "Ran Out of Time",
         "two text-only steps in the first 1.1 min, no command, then nothing until "
         "AgentTimeoutError at 120 min; the stubs graded 0/49 (Ran Out of Time, row 24: stopped "
         "by its recorded budget; no provider line, nothing else broke)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- other task: jest ran the verifier's suite, every test skipped; reward 1
    s = Session("tm")
    s.sh("curl -s http://localhost:8000/ | grep -A6 product_pod | head -8", ota.BOOKS_INDEX, 0.5)
    s.sh(f"cat > /app/scrape.py <<'EOF'\n{ota.SCRAPE_PY}EOF\ncd /app && python3 scrape.py",
         "scraped 1000 books from 50 pages", 2.0)  # fmt: skip
    s.say("books.json written: 1000 books, sorted by title. Marking the task complete.", 0.2)
    names = ("exists and parses", "holds 1000 books", "prices are numbers", "ratings are 1-5",
             "availability is boolean", "sorted by title", "sample books match")  # fmt: skip
    jest = (
        "\n> bookshop-verify@1.0.0 test\n> jest --ci --rootDir /tests\n\n"
        " PASS  /tests/books.test.js\n  books.json\n"
        + "".join(f"    \u25cb skipped {n}\n" for n in names)
        + "\nTest Suites: 1 skipped, 0 of 1 total\nTests:       7 skipped, 7 total\n"
        "Snapshots:   0 total\nTime:        0.412 s\nRan all test suites.\n"
    )
    case("tm-scrape-jest-all-skipped", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout.txt: jest's 'Tests: 7 skipped, 7 total', reward 1 (Nothing Tested: every "
         "test skipped)",
         _other("tm-scrape-jest-all-skipped", "scrape", s, reward=1.0, stdout=jest,
                facts={"tests": (0, 0, 7)}))  # fmt: skip

    # --- served: marked complete with half the functions stubs, not naming them
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:24], batches=3, dt=7.0)
    stubs = NAMES[24:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:24], dt=3.0)
    s.say("The implemented functions match reforacle. Marking the task complete.")
    case("tm-served-half-left-stubs", "GOOD_FAILURE", "Premature Stop",
         f"served: marked complete at ~{s.t:.0f} of 120 min with 25 functions still stubs (its "
         "last words say only that the implemented ones match); 24/49 (Premature Stop, row 24)",
         _re("tm-served-half-left-stubs", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), facts={"stubs": 25}))  # fmt: skip

    # --- other task: reward.txt holds "4 passed" (VerifierOutputParseError)
    s = Session("tm")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.sh(f"cat > /app/query.sql <<'EOF'\n{ota.SQL_QUERY}EOF\nsqlite3 /app/shop.db < /app/query.sql",
         ota.SQL_TOP5, 1.2)  # fmt: skip
    s.say("query.sql returns the top 5 customers. Marking the task complete.", 0.2)
    end = round(s.t + 0.2, 2)
    rec = _other("tm-sql-reward-garbage", "sql", s, reward=None,
                 stdout=pytest_out(passing(*SQL_TESTS)) + "reward: 4 passed\n",
                 exception=("VerifierOutputParseError",
                            "Failed to parse reward from /logs/verifier/reward.txt: could not "
                            "convert string to float: '4 passed'"),
                 exc_at=end + 1.3, facts={"tests": (4, 0, 0), "reward_txt": "4 passed"})  # fmt: skip
    case("tm-sql-reward-garbage", "HARNESS_ERROR", "Verifier Crash",
         "test-stdout.txt: 4 passed of 4, but reward.txt holds '4 passed': "
         "VerifierOutputParseError, no reward (Verifier Crash: the verifier's output could not "
         "be read; nothing the agent did)",
         rec)  # fmt: skip

    # --- other task: no step timestamps; Harbor's timeout; a partial reward
    s = Session("tm")
    conf = ota.NGINX_CONF.replace("        limit_req_status 429;\n", "")
    s.sh(f"cat > /etc/nginx/conf.d/app.conf <<'EOF'\n{conf}EOF\nnginx -t && nginx",
         "nginx: configuration file /etc/nginx/nginx.conf test is successful", 2.0)  # fmt: skip
    s.sh("curl -s -o /dev/null -w '%{http_code}' localhost/api/ping", "200", 0.4)
    s.wait(6.0).sh("for i in $(seq 40); do curl -s -o /dev/null -w '%{http_code} ' localhost/api/ping; done",
                   "200 " * 21 + "503 " * 19, 1.0)  # fmt: skip
    s.wait(5.0).sh("nginx -T 2>/dev/null | grep -n limit_req", "3:    limit_req zone=api burst=20 nodelay;", 0.5)  # fmt: skip
    s._add("bash_command", {"keystrokes": "tail -f /var/log/nginx/error.log\n", "duration": 600.0}, "", 0.4)  # fmt: skip
    tests = passing("test_nginx_listening", "test_static_served", "test_api_proxied",
                    "test_burst_allowed") + [
        ("test_api_prefix_stripped", "FAILED", "AssertionError: backend saw '/api/ping'"),
        ("test_rate_limit_429", "FAILED", "AssertionError: assert 429 in {200, 503}"),
    ]  # fmt: skip
    rec = _other("tm-nginx-no-timestamps-timeout", "nginx", s, reward=0.667, stdout=pytest_out(tests),
                 override_min=20, end=20.0, exception=timeout(20), traceback=TIMEOUT_TB,
                 facts={"tests": (4, 2, 0), "step_timestamps": False})  # fmt: skip
    _no_timestamps(rec)
    case("tm-nginx-no-timestamps-timeout", "GOOD_FAILURE", "Ran Out of Time",
         "no step timestamps; a 'tail -f' left running, AgentTimeoutError at 20 min (1200 s); 4 "
         "passed, 2 failed of 6, reward 0.667 (Ran Out of Time, row 24, over Partial Solution at "
         "40)",
         rec)  # fmt: skip

    # --- served: an "Overloaded" blip it outlived; a family never sent fails
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=8.0)
    blip_at = s.t
    s.wait(0.7)
    edges = [e for e in SEED_EDGES if e[0] != "median_reward"]
    probe_all(s, NAMES[25:], batches=2, dt=8.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=15.0).compare(NAMES, edges, dt=3.0)
    s.wait(8.0).say("All 49 functions match reforacle on my inputs. Marking the task complete.")
    blip = [(round(blip_at + 0.1 + 0.15 * i, 2), "WARNING",
             f"LLM call failed (attempt {i + 1}/10), retrying: {OVERLOADED}") for i in range(4)]  # fmt: skip
    case("tm-served-blip-incomplete", "GOOD_FAILURE", "Incomplete Exploration",
         f"served: four 'Overloaded' retries within 0.6 min at ~{blip_at:.0f} min, outlived; "
         f"marked complete at ~{s.t:.0f} of 120 min; median_reward fails rows-2d, a family never "
         "sent (Incomplete Exploration, row 26; the blip broke nothing)",
         _re("tm-served-blip-incomplete", s, rep=report({"median_reward": oa.MEDIAN_FAIL}),
             artifact=art, oracle_calls=served5(s.events), log=log_lines(blip),
             facts={"never_sent": ["median_reward:rows-2d"], "outage_min": 0.6}))  # fmt: skip

    # --- other task: the verifier timed out after collecting its tests
    s = Session("tm")
    s.sh("cd /app/service && git bisect start HEAD HEAD~200 && git bisect run ./check_health.sh",
         ota.BISECT_OUT, 3.0)  # fmt: skip
    s.sh(f"echo {ota.GOOD_HASH} > /app/answer.txt && git -C /app/service bisect reset", "", 0.4)
    s.sh(BISECT_FIX, "a1d07c3 (HEAD -> main) config: POOL_SIZE is an int", 1.0)
    s.say("Breaking commit written to /app/answer.txt and fixed on main. Marking the task complete.", 0.2)  # fmt: skip
    end = round(s.t + 0.2, 2)
    cut = "\n".join(_pytest_header(2) + [f"{ota.WHERE} ."]) + "\n"
    rec = _other("tm-git-verifier-timeout", "git", s, reward=None, stdout=cut,
                 exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
                 facts={"tests": None, "collected": 2, "verifier_min": 10.0})  # fmt: skip
    _verifier_ran(rec, end + 0.2, end + 10.2)
    case("tm-git-verifier-timeout", "HARNESS_ERROR", "Verifier Timeout",
         "the verifier collected 2 items, printed one '.', then VerifierTimeoutError after 600 s; "
         "no reward (Verifier Timeout)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- other task: a model that does not exist (404), no step; the workspace passed as shipped
    s = Session("cx")
    codex_log = (
        'ERROR: unexpected status 404 Not Found: {"detail":"The model `gpt-5-codex-max` does '
        'not exist or you do not have access to it."}\n'
        "ERROR: codex exited with code 1\n"
    )
    case("cx-pytest-404-no-step-pass", "BAD_SUCCESS", "Passes Untouched",
         "no agent step, no tokens: codex exited 1 on a 404 for a model that does not exist "
         "(its log); the workspace as shipped passed 6 of 6, reward 1 (Passes Untouched: no "
         "command ever ran; Provider Error is only for a run that did not pass)",
         _other("cx-pytest-404-no-step-pass", "pytest", s, reward=1.0,
                stdout=pytest_out(passing(*REPO_TESTS6)), end=0.3, tokens=False,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"), log=codex_log,
                facts={"tests": (6, 0, 0), "agent_steps": 0}))  # fmt: skip

    # --- served: a stream-disconnect blip, then a pass
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=7.0)
    blip_at = s.t
    s.wait(0.3)
    probe_all(s, NAMES[25:], batches=2, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    blip = [(round(blip_at + 0.05 * i, 2), "WARNING",
             "stream error: stream disconnected before completion: error sending request for url "
             f"(https://api.openai.com/v1/responses); retrying {i + 1}/5 in {200 * 2 ** i}ms\u2026")
            for i in range(3)]  # fmt: skip
    case("cx-served-blip-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"served: three stream-disconnect retries within 0.15 min at ~{blip_at:.0f} min, "
         "outlived; every function probed, compared; 49/49 (Solved by Probing)",
         _re("cx-served-blip-pass", s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             log=log_lines(blip), facts={"outage_min": 0.15}))  # fmt: skip

    # --- other task: a 12-minute silence of 429s (40% of 30 min), then a fail
    s = Session("cx")
    s.sh("cd /app/service && git log --oneline | head -4", ota.GIT_LOG, 0.4)
    stall_at = s.t
    s.wait(12.0)
    s.sh("cd /app/service && git show 9b02f1d --stat",
         "9b02f1d health: report cache stats\n service/health.py | 6 ++++--", 0.4)  # fmt: skip
    s.sh("echo 9b02f1d4c0e7a2b6f3d8e1c5a9b7f2d4e6c8a0b1 > /app/answer.txt", "", 0.3)
    s.say("Wrote the commit that touched /health to /app/answer.txt.", 0.2)
    stall = [(round(stall_at + 0.2 + 1.1 * i, 2), "WARNING",
              "stream error: unexpected status 429 Too Many Requests: Rate limit reached for "
              f"gpt-5-codex on tokens per min; retrying {i % 5 + 1}/5 in 60s")
             for i in range(10)]  # fmt: skip
    tests = [("test_answer_is_breaking_commit", "FAILED",
              "AssertionError: assert '9b02f1d4c0e7a2b6f3d8e1c5a9b7f2d4e6c8a0b1' == '3f9c2e1d8a64b07e5f2c91a3d0b6e7f48c2a9d15'"),
             ("test_health_ok_on_main", "FAILED", "AssertionError: GET /health returned 500")]  # fmt: skip
    case("cx-git-provider-silence-fail", "HARNESS_ERROR", "Provider Error",
         "ten '429 Too Many Requests' retries logged inside a 12-minute silence after step 2 (40% "
         "of its 30-minute budget); then a guessed hash: 0 of 2, reward 0 (Provider Error: "
         "logged inside a silence of a quarter or more of the budget, a run that did not pass)",
         _other("cx-git-provider-silence-fail", "git", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, log=log_lines(stall),
                facts={"tests": (0, 2, 0), "outage_min": 12.0, "outage_share": 0.4}))  # fmt: skip

    # --- stopped after its comparison with half the functions stubs, no closing message
    s = Session("cx").open()
    probe_all(s, NAMES[:26], batches=3, dt=7.0)
    stubs = NAMES[26:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare(NAMES[:26], dt=3.0)
    case("cx-half-left-no-message", "GOOD_FAILURE", "Premature Stop",
         f"its last step is the comparison of 26 written functions (all matching) at ~{s.t:.0f} "
         "of 120 min, no closing message, no exception; 23 stubs raising; 26/49 (Premature Stop, "
         "row 24)",
         _re("cx-half-left-no-message", s, rep=report(stubs=stubs), artifact=art,
             facts={"stubs": 23, "closing_message": False}))  # fmt: skip

    # --- served: a stream blip early, outlived; Harbor's timeout with three stubs
    s = Session("cx")
    open_served(s)
    blip_at = s.t
    s.wait(0.3)
    probe_all(s, batches=4, dt=12.0, edges=SEED_EDGES)
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=20.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    s.wait(10.0).probe(["ppo_objective", "grpo_objective"], dt=6.0)
    s.write("/tmp/ppo_check.py", oa.compare_code(["ppo_objective"]), 0.8)
    s.sh("cd /app && python3 /tmp/ppo_check.py", "ppo_objective: NotImplementedError (mine is still a stub)", 11.0)  # fmt: skip
    s.events.append((s.t, "ppo_objective", "random"))
    last = s.t
    blip = [(round(blip_at + 0.05 * i, 2), "WARNING",
             "stream error: stream disconnected before completion; retrying "
             f"{i + 1}/5 in {200 * 2 ** i}ms\u2026") for i in range(3)]  # fmt: skip
    case("cx-served-blip-timeout", "GOOD_FAILURE", "Ran Out of Time",
         f"served: three stream retries at ~{blip_at:.0f} min (0.15 min, outlived); still "
         "working on ppo/grpo/rloo when AgentTimeoutError came at 120 min; 46/49 (Ran Out of "
         "Time; the provider cost nothing that mattered)",
         _re("cx-served-blip-timeout", s, rep=report(stubs=stubs), artifact=art,
             oracle_calls=served5(s.events), end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(blip),
             facts={"stubs": 3, "outage_min": 0.15, "last_step_min": last}))  # fmt: skip

    # --- other task: pytest, every test skipped; reward 1
    s = Session("cx")
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.4)
    s.sh("cat /app/SPEC.md", ota.SPEC, 0.3)
    s.write("/app/clean.py", ota.CLEAN_PY, 2.5)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.say("clean.py written and run.", 0.3)
    why = "expected output /tests/data/sensors_expected.csv not found"
    tests = [(n, "SKIPPED", why)
             for n in ("test_clean_csv_exists", "test_columns", "test_no_duplicates", "test_sorted",
                       "test_fahrenheit_converted", "test_spikes_dropped", "test_epoch_timestamps",
                       "test_missing_left_empty")]  # fmt: skip
    case("cx-csv-all-skipped", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout.txt: '8 skipped', no test passed or failed, reward 1 (Nothing Tested: "
         "every test skipped)",
         _other("cx-csv-all-skipped", "csv", s, reward=1.0, stdout=pytest_out(tests, secs=0.05),
                facts={"tests": (0, 0, 8)}))  # fmt: skip


def ordinary_audit_seven() -> list[Labelled]:
    """Every case of the seventh audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
