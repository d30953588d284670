"""An eleventh held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa11-<shape>-<slug>``: 22 of ``reverse-engineer-objectives`` (11 served, with
``agent/oracle-calls.jsonl``; 11 not) and 8 of the made-up Harbor tasks the earlier sets define
(other_tasks_audit's ``TASKS`` and ordinary_audit_eight's ``TASKS8``).  Covers what the ten
earlier docstrings do not: a recorded reward BELOW the verifier's (report.json and test-stdout.txt
49/49, ``REWARD = 1``; result.json 0.0, served); ends of a run by the agent's own limits, not
time: Claude Code's node "JavaScript heap out of memory" (exit 134, graded 38/49), OpenHands'
iteration cap ("Current iteration: 100, max iteration: 100", 41/49), terminus-2's tmux server
gone (RuntimeError, served, 20/49); a served pass whose log holds only probe.py's two
masked_mean calls, and one with an EMPTY call log (nothing run); a served oracle that refused
connections for ~4 min and came back (a pass); 28/49 served on random inputs only, 30 of 49
compared (16 fail on random, probed; five on edge families never sent); a disk filled by the
agent's OWN background sweep (a 50,465,865,728-byte /tmp file, then objectives.py left empty);
a 71-minute single command before AgentTimeoutError; a comparison run on a draft in /tmp/work
while /app kept 19 stubs; a stop at ~104 of 120 (timer 0:16) with three stubs against a run to
118.7 (timer 0:01, "Out of time", no exception); litellm's APIConnectionError ungraded (served);
four composites never called (45/49); terminus-2's ContextLengthExceededError ungraded; top_k_mask
failing k-ge-vocab (never sent) beside median_reward failing rows-2d (sent, compared on 1-D);
``timeout_multiplier`` 2.0 with no override (AgentTimeoutError after 14400.0 s); 9/49 served,
stopped at ~62 min naming masked_mean; a verifier that could not write report.json on a full
host disk (Harbor's log says so); Codex compacting its history mid-run, then passing; a
CancelledError after a finished comparison with reward 1 recorded.  Other tasks: pytest's "8
deselected", go's "[no tests to run]", mocha's "0 passing", unittest's "NO TESTS RAN" (all reward
1), a one-heredoc regex pass (8 passed), an SQL stop at ~24 of 30 min naming its two failing
tests, cargo's "No space left on device (os error 28)" in a step and in the verifier's build
(reward 0), pytest's collection error for a script written under the wrong name.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows (counts and families from the call log, minutes, budget and time left, the runner's
counts); ``NOTES`` says in one line why each label is right.

Written against c4dabe5 and measured once, unchanged (``/tmp/oa11_measure.py``, output
``/tmp/oa11_result.txt``): 28 of 30 right; wrong: oa11-oh-own-sweep-filled-disk (got BAD_FAILURE
/ Environment Issue, wanted HARNESS_ERROR / Environment Error) and oa11-tm-cargo-disk-full (got
GOOD_FAILURE / Unsolved, wanted HARNESS_ERROR / Environment Error: "No space left on device (os
error 28)" in step 4 and in the verifier's own build, df "/ 100%" of 20G with target/ at 212M;
no exception and no trial.log, so nothing Harbor recorded names the disk).  Unsure labels:
oa11-oh-own-sweep-filled-disk (the table's letter, "the machine's limits (memory, disk) ended a
run that did not pass", says Environment Error, and the docs add "none of them is the agent's
failure"; the record shows the agent's own sweep filled the disk, so a GOOD_FAILURE reading is
as defensible); oa11-oh-max-iterations and oa11-tm-served-tmux-died (Agent Error: an iteration
cap the job set, and a harness's tmux that died, are read as "an error of its own");
oa11-cc-served-only-probe-py-pass (row 30, not 31: two recorded calls, both probe.py's, of one
function); oa11-tm-served-out-of-time-118 (row 23 with 1.1 min left); oa11-tm-sql-stopped-5-left
(Unsolved: under a quarter left, not spent to its end).

Texts the record contradicts:

- oa11-oh-own-sweep-filled-disk, description "The failure was caused by the task (environment,
  instruction or grader), not by the agent. Fix the task.": step 9 started the agent's own
  ``nohup python3 /tmp/sweep_full.py > /tmp/sweep_full.txt &`` (full-precision printing, 200000
  seeds) and step 10 shows that file at 50,465,865,728 bytes before the disk read 100% (step 12);
  it never removed it.  Root cause "The agent's workspace was broken: step 11 shows 'No space
  left on device', so the reference or the task's tools could not be used": the reference
  answered probe.py and three probe batches (steps 4-7); what failed was the write of
  objectives.py.  Recommendation "Fix the environment (the sealed module, torch, probe.py and
  timer.sh must work in a fresh workspace) and rerun": nothing shows a fresh workspace failing.
- oa11-tm-cargo-disk-full, description "the records show no harness fault ... and the work fell
  short" and root cause "its work did not pass the task's tests (reward 0)": test-stdout.txt
  shows the verifier's build failing "No space left on device (os error 28)" before any test
  ran, as the agent's own cargo test did (step 4; df at 100% in step 5); no test judged the work.
  Its only evidence is 'reward: 0'.
- oa11-cc-served-reward-below-verifier, description "Graded, but the harness broke the run or
  its record: the reward is what the work left at the break earned, not necessarily what the
  agent would have done": the run was not broken (the agent compared with 0 mismatches and ended
  on its own words at ~49.5 min); the work earned 1 (report.json 49/49, 'REWARD = 1'), and the
  recorded 0.0 is exactly not what it earned.  (The root cause is right; its evidence quotes the
  verifier's REWARD line but not result.json's 0.)

Unproved, borderline: oa11-oh-served-empty-log-pass "it wrote the conventions from what it
already knew" (its last words say "from their docstrings", after reading the stub file, step
3).  oa11-mini-served-api-connection-ungraded, recommendation "if it repeats, fix the harness"
(the record's cause is the provider's connection, "Connection reset by peer" in five retries and
the exception; nothing shows Harbor at fault), and its description and
oa11-tm-context-overflow-ungraded's "The run never produced a gradable outcome" (both collected
an objectives.py, 40 and 20 functions written; it was not graded).
oa11-cx-served-verifier-disk-full "if it repeats, fix the harness" (Harbor's log names the
host's /var/lib/docker at 0 B free: the host's disk, not Harbor's code).  oa11-cx-compacted-pass
quotes 'bash' as its step-4 evidence (Codex's argv's first word; proves nothing).

Gaps, not contradictions: oa11-mini-long-command-timeout and oa11-cx-timeout-multiplier-2 say
"ran out while the agent was still working" but never name the 71-minute gap between steps at
43.2 and 114.2 (its own grid search) nor the 13.9 minutes after the last step at 226.1 (the docs
promise "a long silence between steps").  oa11-cc-node-heap-oom never quotes trial.log's "heap
out of memory" (only 'claude exited with code 134'); oa11-tm-served-tmux-died never quotes the
libtmux line.  oa11-cc-served-oracle-restarted-pass never mentions the two 'Connection refused'
steps (right not to blame them).  oa11-mini-draft-never-copied never says its comparison
imported /tmp/work; oa11-mini-composites-never-probed and oa11-oh-served-28-of-49 never say the
last words claimed all match or that only 30 were compared; oa11-cc-served-only-probe-py-pass
never says both calls were probe.py's example, 48 functions never called.
oa11-tm-served-out-of-time-118 names no failing function.  Checked and right: "114 calls: 114
answered, over 49 functions" (twice), "2 calls: 2 answered, over 1 function" and "called the
reference 2 times on 1 function(s)", "116 calls", "81 calls ... over 49 functions" with each
"called N times, on random" (cross_entropy 2, entropy 2, median_reward 1, normalized_entropy 1,
top_k_mask 1) and "16 on families it did probe", "logged no call: the agent never called the
reference", "90 calls ... over 40 functions", "50 calls ... over 28 functions", "346 calls",
"149 calls", "8 step(s) ran code that calls the reference (59 call(s) written in it, over 49
function(s))", "19 functions still raising" and "3 functions still raising (gae, lambda_returns,
ppo_objective)" with the timer's 0:16, "118.9 min of its 120 min budget ... no timeout was
recorded", "240 min", "after 62 minutes of its recorded 120-minute budget ... 40 function(s)
fail", "step 13: 'All 49 functions match'" with top_k_mask's k-ge-vocab never probed and
median_reward probed, the four composites "(random)" never probed, the iteration-cap and
CancelledError quotes, each runner's nothing-tested line.  No text of another task used
"reference", "functions" or "probe".

Flaws of the set itself (seen on reading, not changed): oa11-oh-own-sweep-filled-disk's sweep
runs in the background while steps 10-13 go on, but no step shows its process; the Codex
compaction lines are trial.log's, at ~19.6 min, with no mark in the trajectory.
"""

from __future__ import annotations

from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CASES,
    CE_FAIL,
    MEDIAN_FAIL,
    NAMES,
    PROBE_PY_OUT,
    SEED_EDGES,
    SEED_FAILS,
    STUB_FILE,
    TIMEOUT_TB,
    Session,
    _sub,
    compare_code,
    compare_out,
    log_lines,
    probe_all,
    probe_code,
    report,
    timeout,
)
from tests.support.ordinary_audit_eight import TASKS8  # noqa: F401  (adds TASKS8 to TASKS)
from tests.support.ordinary_audit_five import TIES_ONLY, served5
from tests.support.ordinary_audit_four import DEAD
from tests.support.ordinary_audit_ten import SQL_HALF
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    SERVED_LS,
    TOPK_IDX,
    TOPK_KV,
    _swap,
    open_served,
)
from tests.support.other_tasks_audit import UV_PREAMBLE, WHERE, _bar, passing, pytest_out

AUDIT = Audit("oa11")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, _other, case = AUDIT.trial, AUDIT.other, AUDIT.case


def _rand_fail(fn: str, err: str, failed: int | None = None) -> tuple:
    """A failure on the ``random`` family: ``failed`` of the function's cases (all by default)."""
    return (["random"], f"float32[4, 6]: max abs error {err}", "wrong-output", failed or CASES[fn])


def _dead(where: str = "<stdin>") -> str:
    return f'Traceback (most recent call last):\n  File "{where}", line 16, in <module>\n' + DEAD


# ------------------------------------------------------------------ other tasks' outputs
PYTEST_ALL_DESELECTED = "\n".join([
    UV_PREAMBLE.rstrip("\n"), _bar("test session starts"),
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0", "rootdir: /tests",
    "configfile: pytest.ini", "plugins: json-ctrf-0.3.5",
    "collected 8 items / 8 deselected / 0 selected", "",
    _bar("8 deselected in 0.03s"),
]) + "\n"  # fmt: skip

GO_NO_TESTS = (
    "go: downloading golang.org/x/sync v0.8.0\n"
    "+ go test -race -run '^TestHidden' ./...\n"
    "testing: warning: no tests to run\nPASS\n"
    "ok  \texample.com/ratelimit\t1.018s [no tests to run]\n"
    "?   \texample.com/ratelimit/cmd/rlcheck\t[no test files]\n"
    "testing: warning: no tests to run\nPASS\n"
    "ok  \texample.com/ratelimit/internal/clock\t1.004s [no tests to run]\n"
    "reward: 1\n"
)  # fmt: skip

MOCHA_ZERO = (
    "\n> qs@1.3.0 test\n> mocha --grep '@hidden' /tests\n\n\n\n  0 passing (2ms)\n\nreward: 1\n"
)

UNITTEST_NONE = (
    "+ python3 -m unittest discover -s /tests -p 'test_*.py' -v\n\n"
    "----------------------------------------------------------------------\n"
    "Ran 0 tests in 0.000s\n\nNO TESTS RAN\nreward: 1\n"
)  # fmt: skip

REGEX_TESTS = ("test_pattern_file_exists", "test_single_line", "test_matches_plain_addresses",
               "test_rejects_five_octets", "test_rejects_octet_over_255", "test_rejects_letters",
               "test_rejects_leading_zeros", "test_matches_255_and_0")  # fmt: skip
REGEX_ALL = pytest_out(passing(*REGEX_TESTS)) + "reward: 1 (8/8)\n"
PATTERN_STRICT = "^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]) "

CARGO_ENOSPC = (
    "   Compiling durparse v0.3.1 (/app/durparse)\n"
    "error: failed to write /app/durparse/target/debug/deps/durparse-9f1c2a7e3b5d4c60.d: "
    "No space left on device (os error 28)\n\n"
    "error: could not compile `durparse` (lib test) due to 1 previous error\n"
    "reward: 0\n"
)  # fmt: skip

CSV_COLLECT_ERROR = "\n".join([
    UV_PREAMBLE.rstrip("\n"), _bar("test session starts"),
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0", "rootdir: /tests",
    "plugins: json-ctrf-0.3.5", "collected 0 items / 1 error", "",
    _bar("ERRORS"), _bar("ERROR collecting test_outputs.py", "_"),
    "ImportError while importing test module '/tests/test_outputs.py'.",
    "Hint: make sure your test modules/packages have valid Python names.",
    "Traceback:", "/usr/local/lib/python3.13/importlib/__init__.py:88: in import_module",
    "    return _bootstrap._gcd_import(name[level:], package, level)",
    f"{WHERE}:6: in <module>", "    import clean", "E   ModuleNotFoundError: No module named 'clean'",
    _bar("short test summary info"), f"ERROR {WHERE}",
    _bar("Interrupted: 1 error during collection", "!"), _bar("1 error in 0.11s"),
]) + "\n"  # fmt: skip

VERIFIER_ENOSPC = (
    "+ syncvals verify reverse-engineer-objectives /app/objectives.py --out /logs/verifier\n"
    "loading the sealed reference and the submission in the sandbox ...\n"
    "Traceback (most recent call last):\n"
    '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/records/report.py", line 288, in write\n'
    "    path.write_text(self.model_dump_json(indent=2))\n"
    "OSError: [Errno 28] No space left on device: '/logs/verifier/report.json'\n"
    "verifier error: no reward written (exit 1)\n"
)  # fmt: skip

SWEEP_FULL = (
    oa.PRE + "torch.set_printoptions(profile='full')\nnames = [n for n in dir(R) if not n.startswith('_')]\n"
    "for seed in range(200000):\n    torch.manual_seed(seed)\n"
    "    x = torch.randn(64, 128, 512)\n    for n in ('log_softmax', 'logsumexp', 'entropy'):\n"
    "        print(seed, n, getattr(R, n)(x, -1) if n != 'entropy' else R.entropy(x, torch.ones(64, 128)))\n"
)  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: 49/49 in the verifier's report, yet result.json records reward 0
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-served-reward-below-verifier"
    case(name, "HARNESS_ERROR", "Reward Mismatch",
         "served: probed all 49 and the seven seed edges, compared with 0 mismatches; report.json "
         "and test-stdout.txt say 49/49, REWARD = 1, but result.json records reward 0.0; nothing "
         "the agent did wrote a reward (Reward Mismatch: a recorded reward below the verifier's)",
         _re(name, s, rep=report(), artifact=_sub(), reward=0.0, oracle_calls=served5(s.events),
             facts={"verifier_reward": 1.0, "recorded_reward": 0.0}))  # fmt: skip

    # --- not served: Claude Code's node process ran out of JavaScript heap; graded 38/49
    s = Session("cc").open()
    probe_all(s, NAMES[:38], batches=4, dt=7.0)
    stubs = NAMES[38:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare(NAMES[:38], dt=3.0)
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; torch.set_printoptions(profile='full'); "
         "print(R.log_softmax(torch.randn(8, 64, 512), -1))\"",
         "tensor([[[-6.8129, -5.9042, -7.4417,  ..." + " -6.2214," * 4000 + "]]])", 1.2)  # fmt: skip
    last = s.t
    log = log_lines([
        (round(last + 0.3, 2), "ERROR", "<--- Last few GCs --->\n[41:0x6b2e000]  1880112 ms: Mark-Compact 4046.2 (4135.6) -> 4031.9 (4137.1) MB\n"
         "<--- JS stacktrace --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n"
         " 1: 0xb8d0a3 node::Abort() [claude]\n 2: 0xa96834  [claude]"),
        (round(last + 0.35, 2), "ERROR", "claude exited with code 134"),
    ])  # fmt: skip
    name = "cc-node-heap-oom"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served: 38 functions probed and compared, 11 stubs; after a step that printed a full "
         f"8x64x512 tensor, Claude Code's node died 'JavaScript heap out of memory' (its own heap "
         f"limit, not the machine's) at ~{last + 0.3:.0f} min, claude exited 134; 38/49 (Agent "
         "Error: its run ended with an error of its own)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(last + 0.4, 2),
             exception=("NonZeroAgentExitCodeError", "claude exited with code 134"), log=log,
             facts={"stubs": 11, "last_step_min": last, "machine_limit": False}))  # fmt: skip

    # --- served: only probe.py's two masked_mean calls; the file from the docstrings; a pass
    s = Session("cc")
    open_served(s)
    s.implement(_sub(), dt=24.0)
    s.sh("cd /app && python3 -c 'import objectives; print(\"ok\")'", "ok", 0.4)
    s.say("Implemented all 49 functions from their docstrings; the module imports cleanly.")
    name = "cc-served-only-probe-py-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: the log holds only probe.py's two masked_mean calls (random, empty-mask); no "
         "other function was ever called and nothing compared; 49/49 (Solved by Probing, row 30: "
         "a recorded call exists, so not row 31; the text must not say the functions were probed)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"compared": False}))  # fmt: skip

    # --- served: the oracle refused connections for ~4 min, then answered again; a pass
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    down = s.t
    s.sh("python3 - <<'PY'\n" + probe_code(NAMES[25:37]) + "PY", _dead(), 0.7)
    s.sh("sleep 120; cd /app && python3 probe.py", _dead("/app/probe.py"), 2.4)
    s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 1.1)
    back = s.t
    s.events += [(s.t, "masked_mean", "random"), (s.t, "masked_mean", "empty-mask")]
    probe_all(s, NAMES[25:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("The oracle was unreachable for a few minutes and came back; all 49 functions match "
          "reforacle, edge inputs included.")  # fmt: skip
    name = "cc-served-oracle-restarted-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served: 'Connection refused' in two steps between ~{down:.0f} and ~{back:.0f} min, then "
         "the oracle answered again; every function and the seed edges answered, 0 mismatches; "
         "49/49 (Solved by Probing: a pass, the outage outlived)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"outage_min": (down, back)}))  # fmt: skip

    # --- other task (pytest): the verifier's pytest deselected all 8 tests; reward 1
    s = Session("cc")
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -2",
         "FAILED tests/test_weeks.py::test_week_one_in_previous_year - AssertionError\n3 failed, 11 passed in 0.09s", 1.0)  # fmt: skip
    s.read("/app/repo/datelite/weeks.py", ota.WEEKS_PY, 0.4)
    s.edit("/app/repo/datelite/weeks.py", ota.WEEKS_OLD, ota.WEEKS_NEW, 0.8)
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -1", "14 passed in 0.07s", 0.9)
    s.say("parse_iso_week now anchors on January 4th; the suite passes.", 0.3)
    case("cc-pytest-all-deselected", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's pytest: 'collected 8 items / 8 deselected / 0 selected', '8 deselected "
         "in 0.03s'; reward 1 although no test ran (Nothing Tested; the agent's own '14 passed' is "
         "not the verifier's)",
         _other("cc-pytest-all-deselected", "pytest", s, reward=1.0, stdout=PYTEST_ALL_DESELECTED,
                facts={"tests": (0, 0, 0), "deselected": 8, "runner": "pytest"}))  # fmt: skip

    # --- other task (go): every package '[no tests to run]'; reward 1
    s = Session("cc")
    s.sh("cd /app/ratelimit && go test -race ./... 2>&1 | tail -4",
         "--- FAIL: TestRefill (0.10s)\n    bucket_test.go:31: tokens = 4, want 10\nFAIL\nFAIL\texample.com/ratelimit\t1.204s", 2.0)  # fmt: skip
    s.read("/app/ratelimit/bucket.go", "\tb.tokens += elapsed.Seconds() * b.rate / 10\n", 0.4)
    s.edit("/app/ratelimit/bucket.go", "\tb.tokens += elapsed.Seconds() * b.rate / 10",
           "\tb.mu.Lock()\n\tdefer b.mu.Unlock()\n\tb.tokens = math.Min(b.capacity, b.tokens+elapsed.Seconds()*b.rate)", 1.1)  # fmt: skip
    s.sh("cd /app/ratelimit && go test -race ./... 2>&1 | tail -3",
         "ok  \texample.com/ratelimit\t1.311s\n?   \texample.com/ratelimit/cmd/rlcheck\t[no test files]\nok  \texample.com/ratelimit/internal/clock\t1.009s", 2.1)  # fmt: skip
    s.say("Refill is per second now and guarded by the mutex; go test -race passes.", 0.3)
    case("cc-go-no-tests-to-run", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's go test -run '^TestHidden': 'testing: warning: no tests to run' and "
         "'[no tests to run]' for both packages with tests; reward 1 (Nothing Tested)",
         _other("cc-go-no-tests-to-run", "go8", s, reward=1.0, stdout=GO_NO_TESTS,
                facts={"tests": (0, 0, 0), "runner": "go"}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- not served: OpenHands' own cap of 100 iterations; graded 41/49
    s = Session("oh").open()
    for fn in NAMES:
        s.probe([fn], dt=1.0)
    stubs = ["lambda_returns", "ppo_objective", "grpo_objective", "rloo_objective",
             "reverse_kl_objective", "symmetric_kl", "huber_value_loss"]  # fmt: skip
    gae_old = "    return advantages"
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0)
    s.write("/tmp/cmp_gae.py", compare_code(["gae"]), 0.6)
    for i in range(23):
        s.sh("cd /app && python3 /tmp/cmp_gae.py", compare_out(["gae"], bad=["gae"]), 0.8)
        s.edit("/app/objectives.py", gae_old if i == 0 else f"    return advantages  # try {i}",
               f"    return advantages  # try {i + 1}", 0.6)  # fmt: skip
    n_actions = sum(1 for c in s.calls if c.tool is not None)
    last = s.t
    msg = ("Agent reached ERROR state: RuntimeError: Agent reached maximum iteration in headless "
           "mode. Current iteration: 100, max iteration: 100")  # fmt: skip
    fails = {"gae": _rand_fail("gae", "0.0834")}
    name = "oh-max-iterations"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served: one function probed per step, then 23 compare/edit rounds on gae; "
         f"OpenHands stopped at its iteration cap ('Current iteration: 100, max iteration: 100') "
         f"at ~{last:.0f} of 120 min; 7 stubs and gae wrong, 41/49 (Agent Error: the run ended "
         "on the agent's own error; not a time budget)",
         _re(name, s, rep=report(fails, stubs=stubs), artifact=art, end=round(last + 0.3, 2),
             exception=("NonZeroAgentExitCodeError", msg),
             facts={"actions": n_actions, "stubs": 7, "last_step_min": last}))  # fmt: skip

    # --- served: no call at all (an empty call log); the file from the docstrings; a pass
    s = Session("oh")
    s.sh("ls -la /app", SERVED_LS, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.5)
    s.write("/app/objectives.py", _sub(), dt=21.0)
    s.finish("Implemented all 49 objectives from their docstrings.")
    name = "oh-served-empty-log-pass"
    case(name, "GOOD_SUCCESS", "Solved Without Probing",
         "served, the call log empty: no step ran probe.py or called the reference; it wrote all "
         "49 from the docstrings and ran nothing; 49/49 (Solved Without Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls="",
             facts={"reference_calls": 0}))  # fmt: skip

    # --- served: every function on random only; compared 30; 28/49
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    art = _sub(naive=["entropy", "cross_entropy", "top_k_mask", "median_reward"])
    s.implement(art, dt=14.0).compare(NAMES[:30], dt=3.0)
    s.finish("All 49 functions implemented; the 30 I compared match reforacle, and the other 19 "
             "follow the same conventions.")  # fmt: skip
    seeds_late = {"cross_entropy", "top_k_mask", "normalized_entropy", "median_reward"}
    rand_fails = [n for n in NAMES[30:] if n not in seeds_late]
    fails = dict(SEED_FAILS)
    for i, n in enumerate(rand_fails):
        fails[n] = _rand_fail(n, f"0.0{31 + 4 * i}")
    name = "oh-served-28-of-49"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served: all 49 answered on 'random' only (probe.py's empty mask aside); compared only "
         f"the first 30; fails {len(rand_fails)} of the last 19 on random (a family it probed, "
         "never compared) and the five seed functions on edge families never sent; 28/49 "
         "(Incomplete Exploration, row 27: partly on families it did probe)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events),
             facts={"random_failures": rand_fails, "never_sent_failures": sorted(SEED_FAILS)}))  # fmt: skip

    # --- not served: its own background sweep filled the disk; objectives.py left empty
    s = Session("oh").open()
    probe_all(s, batches=3, dt=6.0)
    s.write("/tmp/sweep_full.py", SWEEP_FULL, 0.8)
    s.sh(
        "cd /app && nohup python3 /tmp/sweep_full.py > /tmp/sweep_full.txt 2>&1 &", "[1] 4127", 0.3
    )
    s.wait(24.0)
    s.sh("ls -la /tmp/sweep_full.txt", "-rw-r--r-- 1 root root 50465865728 Nov 29 08:47 /tmp/sweep_full.txt", 0.3)  # fmt: skip
    s._add("str_replace_editor", {"command": "create", "path": "/app/objectives.py", "file_text": _sub()},
           "ERROR:\n[Errno 28] No space left on device: '/app/objectives.py'", 5.0)  # fmt: skip
    s.sh("df -h / /tmp", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          59G   59G     0 100% /", 0.3)  # fmt: skip
    s.sh("wc -c /app/objectives.py", "0 /app/objectives.py", 0.2)
    s.finish("The disk is full, so /app/objectives.py could not be written; it is empty.")
    name = "oh-own-sweep-filled-disk"
    case(name, "HARNESS_ERROR", "Environment Error",
         "not served: its own background sweep wrote /tmp/sweep_full.txt to 50,465,865,728 bytes; "
         "the disk then read 100% and the create of objectives.py failed 'No space left on device', "
         "leaving it empty; it never removed the file; rejected, 0/49 (Environment Error by the "
         "table's letter: a full disk ended a run that did not pass; the record shows the agent "
         "filled it)",
         _re(name, s, rep=report(outright="objectives.py is empty", rejection="unreadable-file"),
             artifact="", facts={"disk_filled_by_agent": True, "sweep_bytes": 50465865728}))  # fmt: skip

    # --- other task (mocha): '0 passing'; reward 1
    s = Session("oh")
    s.sh("cd /app/qs && npm test 2>&1 | tail -4", "  9 passing (14ms)\n  3 failing", 1.0)
    s.read("/app/qs/index.js", "    const [k, v] = pair.split('=');\n    out[k] = v;\n", 0.4)
    s.edit("/app/qs/index.js", "    out[k] = v;",
           "    const key = decodeURIComponent(k.replace(/\\+/g, ' '));\n"
           "    const val = decodeURIComponent((v || '').replace(/\\+/g, ' '));\n"
           "    out[key] = key in out ? [].concat(out[key], val) : val;", 1.0)  # fmt: skip
    s.sh("cd /app/qs && npm test 2>&1 | tail -2", "  12 passing (15ms)", 0.9)
    s.finish("Repeated keys, '+' and percent-decoding are handled; npm test passes.")
    case("oh-mocha-zero-passing", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's mocha --grep '@hidden' printed '0 passing (2ms)' and nothing else; "
         "reward 1 (Nothing Tested)",
         _other("oh-mocha-zero-passing", "mocha8", s, reward=1.0, stdout=MOCHA_ZERO,
                facts={"tests": (0, 0, 0), "runner": "mocha"}))  # fmt: skip

    # --- other task (csv, unittest): 'Ran 0 tests', 'NO TESTS RAN'; reward 1
    s = Session("oh")
    s.sh("head -4 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.4)
    s.read("/app/SPEC.md", ota.SPEC, 0.4)
    s.write("/app/clean.py", ota.CLEAN_PY, 3.0)
    s.sh("cd /app && python3 clean.py && wc -l data/sensors_clean.csv", "9214 data/sensors_clean.csv", 0.8)  # fmt: skip
    s.finish("clean.py writes sensors_clean.csv as SPEC.md describes.")
    case("oh-unittest-no-tests-ran", "BAD_SUCCESS", "Nothing Tested",
         "the verifier's unittest discover (-p 'test_*.py'): 'Ran 0 tests in 0.000s', 'NO TESTS "
         "RAN'; reward 1 (Nothing Tested)",
         _other("oh-unittest-no-tests-ran", "csv", s, reward=1.0, stdout=UNITTEST_NONE,
                facts={"tests": (0, 0, 0), "runner": "unittest"}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- not served: a 71-minute grid search, then AgentTimeoutError; 46/49
    s = Session("mini").open()
    probe_all(s, batches=4, dt=5.0, edges=SEED_EDGES)
    art = _swap(
        _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D), "top_k_mask", TOPK_IDX
    )
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "top_k_mask ties-at-kth",
           "median_reward rows-2d"]  # fmt: skip
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.write(
        "/tmp/grid.py", "# tries every tie-breaking and reduction convention for top_k_mask\n", 1.0
    )
    before = s.t
    s.sh("cd /app && python3 /tmp/grid.py",
         "tried 4096 conventions: best 'keep all values tied with the k-th' (5/5 probes match)", 71.0)  # fmt: skip
    after = s.t
    s.say("THOUGHT: keeping ties fixes top_k_mask; now cross_entropy on 3-d logits.", 0.6)
    last = s.t
    fails = {"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY, "median_reward": MEDIAN_FAIL}
    name = "mini-long-command-timeout"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served: its comparison at ~{before - 1:.0f} min showed 4 mismatches; its grid search "
         f"then ran {after - before:.0f} min in one command (steps at {before:.1f} and {after:.1f}: a "
         f"silence of its own command, no provider line); last step at {last:.1f}, "
         "AgentTimeoutError at 120; 46/49 (Ran Out of Time)",
         _re(name, s, rep=report(fails), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, facts={"silence_min": round(after - before, 1), "last_step_min": last}))  # fmt: skip

    # --- not served: compared a draft in /tmp/work; /app kept 19 stubs
    s = Session("mini").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0)
    s.write("/tmp/work/objectives.py", _sub(), 12.0)
    s.write(
        "/tmp/compare.py", compare_code(NAMES, SEED_EDGES).replace("'/app'", "'/tmp/work'"), 0.8
    )
    s.sh("cd /tmp/work && python3 /tmp/compare.py", compare_out(NAMES, SEED_EDGES), 3.0)
    s.finish("THOUGHT: all 49 functions match reforacle, edge inputs included. Submitting.")
    name = "mini-draft-never-copied"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served: /app/objectives.py kept 19 stubs (NAMES[30:]) while the full draft lived in "
         f"/tmp/work, which its comparison imported (0 mismatches); it submitted at ~{s.t:.0f} of "
         "120 min; 30/49 (Premature Stop, row 24: stopped with budget left and stubs raising)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 19, "compared_file": "/tmp/work/objectives.py"}))  # fmt: skip

    # --- served: stopped at ~104 of 120 min, timer 0:16, three stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=6, dt=9.0, edges=SEED_EDGES)
    stubs = ["gae", "lambda_returns", "ppo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    s.wait(round(103.4 - s.t, 2)).probe(["gae", "lambda_returns"], dt=0.4)
    s.timer(0.2)
    s.finish("THOUGHT: 46 functions match reforacle; gae, lambda_returns and ppo_objective still "
             "raise NotImplementedError. With 16 minutes left I will submit what matches.")  # fmt: skip
    name = "mini-served-stopped-16-left-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served: every function called (gae and lambda_returns more than once), edges sent; "
         f"timer 0:16, then it submitted at ~{s.t:.0f} of 120 min with three stubs it named; "
         "46/49 (Premature Stop, row 24: budget left and stubs raising; not a timeout)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 3, "timer_left": "0:16"}))  # fmt: skip

    # --- served: litellm's APIConnectionError as the trial's exception; never graded
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:40], batches=4, dt=7.0, edges=SEED_EDGES[:4])
    art = _sub(stubs=NAMES[40:])
    s.implement(art, dt=12.0).compare(NAMES[:40], SEED_EDGES[:4], dt=3.0)
    last = s.t
    err = ("litellm.APIConnectionError: OpenAIException - Connection error. "
           "(httpx.ConnectError: [Errno 104] Connection reset by peer)")  # fmt: skip
    log = log_lines([(round(last + 0.5 + 1.1 * i, 2), "WARNING",
                      f"mini-swe-agent: model query failed (attempt {i + 1}/5): {err}") for i in range(5)]
                    + [(round(last + 6.2, 2), "ERROR", err)])  # fmt: skip
    name = "mini-served-api-connection-ungraded"
    case(name, "HARNESS_ERROR", "Model API Error",
         f"served: 40 functions probed and compared; five connection-reset retries after its last "
         f"step ({last:.1f} min), then litellm's APIConnectionError as the trial's exception; no "
         "verifier, no reward (Model API Error: no reward, the model API failed)",
         _re(name, s, rep=None, artifact=art, graded=False, end=round(last + 6.3, 2),
             exception=("APIConnectionError", err), log=log, oracle_calls=served5(s.events),
             facts={"api_failed": True, "last_step_min": last}))  # fmt: skip

    # --- not served: four composites never probed nor compared; claimed all match; 45/49
    s = Session("mini").open()
    never = ["dpo_sequence_loss", "grpo_objective", "ppo_objective", "rloo_objective"]
    rest = [n for n in NAMES if n not in never]
    probe_all(s, rest, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(rest, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: the 45 functions I compared match reforacle; the composites are built from "
             "them, so all 49 match. Submitting.")  # fmt: skip
    fails = {n: _rand_fail(n, f"0.0{12 + 7 * i}") for i, n in enumerate(never)}
    name = "mini-composites-never-probed"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"not served: 45 functions and the seven seed edges probed and compared, the four "
         f"composites it fails (dpo_sequence_loss, grpo_objective, ppo_objective, rloo_objective) "
         f"never called; submitted at ~{s.t:.0f} min claiming all match; 45/49 (Incomplete "
         "Exploration, row 26: fails only on what it never probed)",
         _re(name, s, rep=report(fails), artifact=_sub(), facts={"never_probed": never}))  # fmt: skip

    # --- other task (regex): one write, nothing run; 8 of 8
    s = Session("mini")
    s.write("/app/pattern.txt", PATTERN_STRICT + "\n", 1.4)
    s.finish("THOUGHT: pattern.txt holds an anchored dotted-quad with octets 0-255 and no leading "
             "zeros. Submitting.")  # fmt: skip
    case("mini-regex-one-shot-pass", "GOOD_SUCCESS", "Solved",
         "one heredoc writing pattern.txt, nothing else run, no look at access.log; pytest '8 passed', "
         "reward 1 (Solved: a pass nothing read the tests for; nothing shows more)",
         _other("mini-regex-one-shot-pass", "regex", s, reward=1.0, stdout=REGEX_ALL,
                facts={"tests": (8, 0, 0), "runner": "pytest", "commands_run": 0}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- not served: terminus-2's ContextLengthExceededError; never graded
    s = Session("tm").open()
    probe_all(s, batches=4, dt=6.0)
    art = _sub(stubs=NAMES[20:])
    s.implement(art, dt=9.0)
    big = "tensor([[[-10.4113, -10.3990, -11.0127,  ..." + " -10.2871," * 9000 + "]]])"
    for _i in range(2):
        s.sh("python3 -c \"import torch, reforacle as R; torch.set_printoptions(profile='full'); "
             "print(R.log_softmax(torch.randn(4, 128, 32000), -1))\"", big, 1.3)  # fmt: skip
    last = s.t
    msg = "Context length exceeded and summarization failed to bring the prompt under the limit (200000 tokens)"
    log = log_lines([(round(last + 0.2, 2), "WARNING", "terminus-2: prompt of 231,774 tokens exceeds the context window; summarizing"),
                     (round(last + 0.4, 2), "ERROR", f"ContextLengthExceededError: {msg}")])  # fmt: skip
    name = "tm-context-overflow-ungraded"
    case(name, "HARNESS_ERROR", "Missing Reward",
         f"not served: two steps printed full 4x128x32000 tensors; terminus-2 raised "
         f"ContextLengthExceededError at ~{last + 0.4:.0f} min; no verifier, no reward (Missing "
         "Reward, the context-overflow row: the agent's own overflow, never graded)",
         _re(name, s, rep=None, artifact=art, graded=False, end=round(last + 0.5, 2),
             exception=("ContextLengthExceededError", msg), log=log,
             facts={"last_step_min": last}))  # fmt: skip

    # --- served: terminus-2's tmux server died mid-run; graded 20/49
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    art = _sub(stubs=NAMES[20:])
    s.implement(art, dt=10.0).compare(NAMES[:20], dt=3.0)
    s.probe(NAMES[20:28], dt=5.0)
    last = s.t
    msg = "tmux session 'terminus-2' is gone: no server running on /tmp/tmux-0/default"
    log = log_lines([(round(last + 0.4, 2), "ERROR",
                      "libtmux.exc.LibTmuxException: ['no server running on /tmp/tmux-0/default']"),
                     (round(last + 0.45, 2), "ERROR", f"RuntimeError: {msg}")])  # fmt: skip
    name = "tm-served-tmux-died"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served: 28 functions called, 20 compared; terminus-2's own tmux server went away after "
         f"its last step ({last:.1f} min), RuntimeError; 29 stubs, 20/49 (Agent Error: its run "
         "ended with an error of its harness, not a provider's or the machine's)",
         _re(name, s, rep=report(stubs=NAMES[20:]), artifact=art, end=round(last + 0.5, 2),
             exception=("RuntimeError", msg), log=log, oracle_calls=served5(s.events),
             facts={"stubs": 29, "last_step_min": last}))  # fmt: skip

    # --- not served: top_k_mask probed on ties (passes) but not k >= V; median probed on rows-2d
    s = Session("tm").open()
    edges = [e for e in SEED_EDGES if e != ("top_k_mask", "k-ge-vocab")]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_KV), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, [e for e in edges if e[0] != "median_reward"], dt=3.0)
    s.say("All 49 functions match reforacle on the edge inputs I tried. Marking the task complete.")
    fails = {"top_k_mask": (["k-ge-vocab"], "float32[2, 5], 7: raised RuntimeError: selected index k out of range", "raised", 2),
             "median_reward": MEDIAN_FAIL}  # fmt: skip
    name = "tm-probed-wrong-family-47"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served: six of the seven seed edges sent; top_k_mask fails k-ge-vocab (never sent; "
         "its ties-at-kth probe passes), median_reward fails rows-2d (sent, answered, but compared "
         "on 1-D only); 47/49 (Incomplete Exploration, row 27: partly on a family it probed)",
         _re(name, s, rep=report(fails), artifact=art,
             facts={"never_probed_families": ["top_k_mask:k-ge-vocab"], "probed_failing": ["median_reward:rows-2d"]}))  # fmt: skip

    # --- served: worked to 118.7 of 120, timer 0:01, two functions known to differ; no exception
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=5, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "top_k_mask", TOPK_IDX)
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=15.0).compare(NAMES, SEED_EDGES, bad, dt=4.0)
    while s.t < 105:
        s.probe([], [("cross_entropy", "logits-3d"), ("top_k_mask", "ties-at-kth")], dt=5.0)
        s.compare(NAMES, SEED_EDGES, bad, dt=4.0)
    s.wait(round(118.2 - s.t, 2)).timer(0.2)
    s.say("Out of time: cross_entropy and top_k_mask still differ on the edge inputs. Marking the "
          "task complete.")  # fmt: skip
    name = "tm-served-out-of-time-118"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served: timer 0:01, last words at {s.t:.1f} of 120 min 'Out of time', no exception; the "
         "two functions it names still differ on families it sent; 47/49 (Ran Out of Time, row 23: "
         "the budget spent to its end while work still failed)",
         _re(name, s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events), facts={"timer_left": "0:01", "last_step_min": s.t}))  # fmt: skip

    # --- other task (SQL): stopped at ~25 of 30 min naming the two failing tests
    s = Session("tm")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.sh("cat > /app/query.sql <<'EOF'\nSELECT c.customer_id, c.name, ROUND(SUM(oi.qty * oi.price), 2) AS total_spend\n"
         "FROM customers c JOIN orders o USING (customer_id) JOIN order_items oi USING (order_id)\n"
         "WHERE strftime('%Y', o.placed_at) = '2023'\nGROUP BY c.customer_id ORDER BY total_spend DESC LIMIT 5;\nEOF", "", 3.0)  # fmt: skip
    for _i in range(6):
        s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 3.3)
    s.say("I could not get the cancelled-order exclusion and the tie-break right "
          "(test_cancelled_excluded, test_ties_broken_by_customer_id); submitting as is.", 0.5)  # fmt: skip
    case("tm-sql-stopped-5-left", "GOOD_FAILURE", "Unsolved",
         f"it stopped at ~{s.t:.0f} of 30 min (config 1800 s; under a quarter left) naming its two "
         "failing tests; pytest '2 failed, 2 passed', reward 0 (Unsolved: not most of the budget "
         "left, not spent to its end)",
         _other("tm-sql-stopped-5-left", "sql", s, reward=0.0, stdout=SQL_HALF, override_min=30,
                facts={"tests": (2, 2, 0), "runner": "pytest"}))  # fmt: skip

    # --- other task (cargo): the disk filled while building; reward 0
    s = Session("tm")
    s.sh("cd /app/durparse && cargo test 2>&1 | tail -3",
         "test parse::tests::fractional_minutes ... FAILED\n\ntest result: FAILED. 17 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out", 2.5)  # fmt: skip
    s.sh("cd /app/durparse && sed -n '30,60p' src/parse.rs", "        let mins: u64 = num.parse()?;\n", 0.5)  # fmt: skip
    s.sh("cd /app/durparse && sed -i 's/let mins: u64 = num.parse()?;/let mins: f64 = num.parse()?;/' src/parse.rs && cargo test 2>&1 | tail -3",
         CARGO_ENOSPC.replace("reward: 0\n", ""), 1.8)  # fmt: skip
    s.sh("df -h /", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /", 0.3)  # fmt: skip
    s.sh("du -sh /app/durparse/target", "212M\t/app/durparse/target", 0.3)
    s.say("The disk is full (100% of 20G; the build holds 212M) so nothing can be compiled. Stopping.", 0.3)  # fmt: skip
    case("tm-cargo-disk-full", "HARNESS_ERROR", "Environment Error",
         "cargo test failed 'No space left on device (os error 28)'; df shows / at 100% of 20G "
         "while target/ is 212M; the verifier's build failed the same way, reward 0 (Environment "
         "Error: the machine's disk ended a run that did not pass)",
         _other("tm-cargo-disk-full", "cargo8", s, reward=0.0, stdout=CARGO_ENOSPC,
                facts={"disk_full": True, "runner": "cargo"}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- not served: timeout_multiplier 2.0, no override: AgentTimeoutError after 14400 s
    s = Session("cx", budget=240.0).open()
    probe_all(s, batches=6, dt=12.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "median_reward rows-2d"]
    s.implement(art, dt=18.0).compare(NAMES, SEED_EDGES, bad, dt=4.0)
    while s.t < 225:
        s.wait(8.0).probe(
            [], [("cross_entropy", "logits-3d"), ("median_reward", "rows-2d")], dt=4.0
        )
        s.compare(NAMES, SEED_EDGES, bad, dt=4.0)
    s.timer(0.3)
    last = s.t
    name = "cx-timeout-multiplier-2"
    rec = _re(name, s, rep=report({"cross_entropy": CE_FAIL, "median_reward": MEDIAN_FAIL}), artifact=art,
              override_min=None, end=240.0, exception=timeout(240), traceback=TIMEOUT_TB,
              facts={"budget_min": 240.0, "left_min": 0.0, "timeout_multiplier": 2.0, "last_step_min": last})  # fmt: skip
    rec.harbor_config.timeout_multiplier = 2.0
    if rec.result is not None and rec.result.config:
        rec.result.config["timeout_multiplier"] = 2.0
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served: no override, timeout_multiplier 2.0; AgentTimeoutError 'timed out after "
         f"14400.0 seconds' at 240 min, its last step at {last:.1f}; two functions known to differ; "
         "47/49 (Ran Out of Time; the budget is 240 min, not 120)",
         rec)  # fmt: skip

    # --- served: masked_mean's normalisation wrong; 40 mismatches; stopped at ~67 naming it
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    keep = ["logsumexp", "log_softmax", "argmax_tokens", "mode_label", "top_k_mask",
            "first_nonzero_index", "cumulative_max", "bucketize_reward", "pad_mask_from_lengths"]  # fmt: skip
    bad_fns = [n for n in NAMES if n not in keep]
    mm_bad = ("def masked_mean(values, mask, axis=None):\n    m = mask.to(values.dtype)\n"
              "    if axis is None:\n        return (values * m).sum() / m.numel()\n"
              "    return (values * m).sum(dim=axis) / m.shape[axis]\n\n\n")  # fmt: skip
    art = _swap(_sub(), "masked_mean", mm_bad)
    s.implement(art, dt=14.0).compare(NAMES, bad=bad_fns, dt=3.0)
    s.edit("/app/objectives.py", "/ m.numel()", "/ m.numel()  # TODO: mask.sum()?", 0.8)
    s.compare(NAMES, bad=bad_fns, dt=3.0)
    s.wait(14.0).timer(0.2)
    s.say("40 mismatches remain: masked_mean divides by the mask's size, not its sum, and every "
          "function built on it differs. Stopping here.")  # fmt: skip
    fails = {n: _rand_fail(n, f"0.{(17 + 3 * i) % 90:02d}1") for i, n in enumerate(bad_fns)}
    name = "cx-served-9-of-49-stopped-naming"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served: all 49 answered on random; its comparison printed '40 mismatches' twice; it "
         f"stopped at ~{s.t:.0f} of 120 min naming masked_mean as the cause; 9/49 (Premature Stop, "
         "row 24: a quarter or more left, last words naming what still differs)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events),
             facts={"failing_n": 40}))  # fmt: skip

    # --- served: the verifier could not write report.json, the host's disk full; no reward
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    v0 = s.t + 0.4
    log = log_lines([
        (round(v0, 2), "WARNING", "harbor.environment.docker: host disk almost full: /var/lib/docker has 0 B free (100% used)"),
        (round(v0 + 0.6, 2), "ERROR", "harbor.verifier: test.sh exited 1: OSError: [Errno 28] No space left on device: '/logs/verifier/report.json'"),
        (round(v0 + 0.7, 2), "ERROR", "RewardFileNotFoundError: No reward file found at /logs/verifier/reward.txt"),
    ])  # fmt: skip
    name = "cx-served-verifier-disk-full"
    case(name, "HARNESS_ERROR", "Environment Error",
         "served; 0 mismatches in its comparison; the verifier died writing report.json 'No space "
         "left on device' and Harbor's log says the host's /var/lib/docker had 0 B free; no reward "
         "(Environment Error: the host's disk, per Harbor's own log)",
         _re(name, s, rep=None, artifact=_sub(), graded=False, stdout=VERIFIER_ENOSPC, log=log,
             oracle_calls=served5(s.events),
             exception=("RewardFileNotFoundError", "No reward file found at /logs/verifier/reward.txt")))  # fmt: skip

    # --- not served: Codex compacted its history mid-run and went on; a pass
    s = Session("cx").open()
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    at = s.t
    probe_all(s, NAMES[30:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    log = log_lines([
        (round(at + 0.2, 2), "WARNING", "codex_core::codex: context window nearly full (258,112 of 272,000 tokens); compacting conversation history"),
        (round(at + 0.5, 2), "INFO", "codex_core::compact: history compacted: 61 items -> 1 summary (8,940 tokens)"),
    ])  # fmt: skip
    name = "cx-compacted-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served: Codex compacted its history at ~{at:.0f} min (trial.log) and went on "
         "probing; 0 mismatches; 49/49 (Solved by Probing: a compaction is no overflow, and a pass)",
         _re(name, s, rep=report(), artifact=_sub(), log=log, facts={"compacted_min": at}))  # fmt: skip

    # --- not served: the job was cancelled after its comparison; reward 1 recorded
    s = Session("cx").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.sh("cd /app && python3 -c 'import objectives, inspect; print(len(inspect.getsource(objectives).splitlines()))'", "612", 0.5)  # fmt: skip
    last = s.t
    cancel = ("Traceback (most recent call last):\n"
              '  File "/harbor/src/harbor/trial/trial.py", line 241, in _execute_agent\n'
              "    await asyncio.wait_for(\n"
              '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for\n'
              "    return await fut\nasyncio.exceptions.CancelledError\n")  # fmt: skip
    name = "cx-cancelled-pass"
    case(name, "HARNESS_ERROR", "Cancelled",
         f"not served: compared with 0 mismatches, then CancelledError at ~{last + 0.6:.0f} min (the "
         "job stopped from outside); the verifier still ran: 49/49, reward 1 (Cancelled, row 2: a "
         "reward recorded by a cut-short run)",
         _re(name, s, rep=report(), artifact=_sub(), end=round(last + 0.6, 2),
             exception=("CancelledError", ""), traceback=cancel, facts={"last_step_min": last}))  # fmt: skip

    # --- other task (csv): clean_sensors.py instead of clean.py; pytest's collection error
    s = Session("cx")
    s.sh("head -4 /app/data/sensors_raw.csv && sed -n '1,40p' /app/SPEC.md", ota.RAW_HEAD + "\n" + ota.SPEC, 0.6)  # fmt: skip
    s.sh("cat > /app/clean_sensors.py <<'EOF'\n" + ota.CLEAN_PY + "EOF", "", 3.2)
    s.sh("cd /app && python3 clean_sensors.py && wc -l data/sensors_clean.csv", "9214 data/sensors_clean.csv", 0.8)  # fmt: skip
    s.say("clean_sensors.py writes data/sensors_clean.csv per SPEC.md.", 0.3)
    case("cx-csv-collection-error", "GOOD_FAILURE", "Unsolved",
         "it wrote /app/clean_sensors.py, not /app/clean.py; the verifier's pytest stopped at "
         "'ModuleNotFoundError: No module named 'clean'', '1 error in 0.11s', reward 0 (Unsolved: "
         "the agent's file name, not the verifier's fault)",
         _other("cx-csv-collection-error", "csv", s, reward=0.0, stdout=CSV_COLLECT_ERROR,
                facts={"tests": (0, 0, 1), "runner": "pytest"}))  # fmt: skip


def ordinary_audit_eleven() -> list[Labelled]:
    """Every case of the eleventh audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
