"""A fifth held-out audit set of ORDINARY trials (no cheating), 8 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa5-<shape>-<slug>``: 24 of ``reverse-engineer-objectives`` (14 served, with
``agent/oracle-calls.jsonl`` written as the server writes it: a call its signature refused
summarised by position, ``arg0``…, with no families; refused lines with no args; the ``?`` line
of a killed worker) and 16 of made-up Harbor tasks (other_tasks_audit's nine), where only the
generic rules can speak.  Shapes the first four sets (``ordinary_audit.py``, ``_two``,
``_three``, ``_four``, ``other_tasks_audit.py``, whose builders this reuses) did not cover:
budgets (a 60-minute override spent to its last minute with no exception, timer 0:00; Harbor's
timeout at a 90-minute override and under ``timeout_multiplier`` 0.5, budget 3600 s with no
override; a 20-minute timeout of another task with its last command cut; stops with a third
left naming a difference, or saying all match; stops with most left, with no stub; another
task's budget spent to its last 0.2 minute, no exception; other tasks' stops with 70%, a third
and under half left); the reference refusing the stub's own signature (clip_fraction, both ways)
beside the agent's own misspelled keyword refused (``maxlen=`` for ``max_len``); context
overflows raised by Claude Code ("Prompt is too long"), Codex (its log), terminus-2 and
litellm's own ``ContextWindowExceededError`` as a trial's exception (graded, a partial reward);
provider errors that cost 5% (a 529 blip), a third of a 30-minute budget (graded fail), and a
third of 120 minutes outlived by a pass; models never reached (an AuthenticationError with an
empty call log, graded; Codex's 503 with no step, graded); unearned passes (every test skipped;
one passed and seven skipped, earned; a timeout where no command ran; no agent step at all);
unfinished records (a result.json never finished, a 0 and a 1 with no verifier output,
test-stdout.txt and the reward without report.json, failing and passing); and counted words
(duplicates: probe.py five times, entropy retyped six times; 97 calls refused by the rate
limit; two killed workers; 2 refused names and 3 reference errors; a background sweep of
1,470 calls running on past the agent's last step; a misspelled name refused and seven
functions never called; N of M tests failed).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``FACTS`` keeps, per case, what the record
shows (reward, minutes used, budget and minutes left, steps, the call log's lines, answered,
raised, refused, functions and families per function, test counts as (passed, failed,
skipped), the timer's last reading, the provider's stall); ``NOTES`` says in one line why each
label is right.

Written against 92d00ff (2026-12-05) and measured once, unchanged (``/tmp/oa5/measure.py``,
output ``/tmp/oa5/result.txt``): 38 of 40 right; wrong:
oa5-cc-nginx-budget-spent-no-exception (got GOOD_FAILURE / Unsolved, wanted GOOD_FAILURE / Ran
Out of Time: no exception, last message at 29.6 of a 30-minute budget saying it is out of time,
1 of 6 tests failed) and oa5-tm-git-reward-no-verifier-output (got GOOD_SUCCESS / Solved, wanted
HARNESS_ERROR / Unconfirmed Reward: reward 1 in result.json and a verifier phase, but no
test-stdout.txt).  Both labels are the unsure ones: the generic rules list no spent-budget rule
without an exception, and the docs say a pass with no report is never GOOD "for this task"
(reverse-engineer-objectives), leaving other tasks' unsaid.

Texts the record contradicts:

- oa5-mini-timeout-zero-no-verifier-output, root cause "The recorded time budget of 120 min ran
  out while the agent was still working; 0 function(s) were still failing": the collected
  objectives.py holds 5 stubs raising NotImplementedError (the five composites); with no report
  and no test-stdout.txt there is nothing that counts 0 failing.
- oa5-cx-served-stdout-only-pass, root cause "wrote an implementation that was recorded as
  passing (reward 1; no verifier report)": test-stdout.txt holds the verifier's 49-row table and
  "FUNCTIONS PASSED: 49/49", which its own evidence quotes; the docs read that table as the
  report (the same shape failing, oa5-cc-served-stdout-only-duplicates, is not said to lack one).
- oa5-tm-git-reward-no-verifier-output, description "Earned, as far as the records show" and
  root cause "The trial earned the reward (1)": the trial has no verifier output at all, as the
  same description then says ("the reward of 1 is result.json's alone"); nothing shows it earned.
- oa5-oh-served-rate-limit-unnoticed, root cause "bucketize_reward (values on the boundaries;
  called 2 times, on random)": the log holds 4 bucketize_reward calls, 2 answered and 2 refused
  by the rate limit (seeds 1 and 2 of the sweep); refused calls are the agent's calls, counted
  apart, not dropped (the description's totals, 212 = 115 answered + 97 refused, are right).

Borderline: oa5-cc-served-sweep-outlived-agent "The agent called the reference 1535 times" (true
of its process, but 132 of those calls come after its last step at 33.1 min, the last at 36.1
min, in the verifier's phase, unsaid); oa5-mini-served-two-killed-workers "2 raised" (the two
error lines are the server's '?' lines for workers it killed past the CPU limit, not the
reference raising; the function count, 49, is right); oa5-oh-git-provider-stall-third
recommendation "if it repeats, fix the harness" (a provider's rate limit, not the harness).

Gaps, not contradictions: oa5-cx-served-context-length-graded is right (Agent Error) but says
only "ended with an error (NonZeroAgentExitCodeError: codex exited with code 1)", never the
overflow its log names ('context_length_exceeded'); oa5-cc-result-json-unfinished quotes no
evidence; oa5-oh-timeout-multiplier-half and oa5-cx-timeout-override-90 quote no exception line
(only the verifier's); oa5-mini-served-signature-refused never names clip_fraction outside its
evidence; oa5-oh-served-own-keyword-typo says "called 1 time, on unnamed, each raising" and not
that the call used 'maxlen', not the stub's max_len.  Checked and right: "171 calls: 171
answered, over 49 functions", "120 calls (118 answered or raised, 2 refused)", "104 calls: 102
answered, 2 raised, over 49 functions", "88 calls: 87 answered, 1 refused, over 42 functions",
"126 times", "73 calls … over 35 functions", "logged no call", "stopped after 78 minutes of its
recorded 120-minute budget", "recorded time budget of 60 min" (from the multiplier's 3600 s),
"of 90 min", "of 20 min", "timer read 0:00 left at step 12", "after 11 min of its 40 min
budget", "no step was recorded for 13 min after step 3 (42% of its 30 min budget)", "silent for
8 min after step 5", "after 7 agent step(s)", "2 step(s), none of which ran a command", "0
step(s)", "8 skipped", "partial reward of 0.625", "earned 0.4", "9 functions still raising", and
each "never probed"/"never called" list.

Then: a run of a task SyncVals does not know that used 95% or more of its budget and failed with
no timeout recorded ran out of time (the generic rules); with no verifier output, no count of
failing functions is said (the stubs still raising are); the verifier's printed table is its
report in every text; a function's refused calls are counted with it ("called 4 times (2
refused)"); the server's ``?`` lines are workers it stopped, not raises; a provider's refusal is
fixed at the provider, not the harness; a pass with no verifier output is "Passed as recorded",
never said to be earned.  ``oa5-tm-git-reward-no-verifier-output`` stays Solved (``GAPS`` in
``tests/classifier/test_ordinary.py`` says why).
"""

from __future__ import annotations

import json

from syncvals_plugin.records.trial import AgentResult, PhaseTiming, TrialRecord
from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    COMPOSITES,
    MEDIAN_FAIL,
    NAMES,
    NORM_NAN,
    PRE,
    PROBE_PY_OUT,
    SEED_EDGES,
    SEED_FAILS,
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
from tests.support.ordinary_audit_four import (
    ARGS_PY,
    BUCKET_LEFT,
    MODE_FIRST,
    PARAMS,
    QUANTILE_LINEAR,
    RATE,
    WORKER,
    _args,
    log_facts,
)
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    PAD_GUESS,
    TOPK_IDX,
    _swap,
    client_tb,
    open_served,
)
from tests.support.other_tasks_audit import passing, pytest_out

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []


def _re(name: str, sess: Session | None, **kw) -> TrialRecord:
    """A trial of ``reverse-engineer-objectives`` (the first set's builder); its facts kept here,
    with the call log's own counts when the reference was served."""
    full = "oa5-" + name
    rec = oa.trial(full, sess, **kw)
    FACTS[full] = oa.FACTS.pop(full)
    if kw.get("oracle_calls") is not None:
        FACTS[full].update(log_facts(kw["oracle_calls"]))
    return rec


def _other(name: str, task: str, sess: Session, **kw) -> TrialRecord:
    """A trial of a made-up Harbor task (other_tasks_audit's builder); its facts kept here."""
    full = "oa5-" + name
    rec = ota.trial(full, task, sess, **kw)
    FACTS[full] = ota.FACTS.pop(full)
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled("oa5-" + name, record, verdict, subtype))
    NOTES["oa5-" + name] = why


def _no_tokens(rec: TrialRecord) -> TrialRecord:
    """An agent that made no model call: Harbor's counters at zero."""
    rec.result.agent_result = AgentResult(
        n_input_tokens=0, n_cache_tokens=0, n_output_tokens=0, cost_usd=0.0
    )
    return rec


# ------------------------------------------------------------------ the served oracle's log
def served5(events, extra=()) -> str:
    """The served oracle's call log as its server writes it (``ordinary_audit_four.served``),
    where an ``extra`` row ``(minute, function, families, outcome, type, message[, args])`` may
    carry its own argument summaries: a call the reference's signature refused is summarised by
    position (``arg0``, ``arg1``, …) and its keywords by name, with no families."""
    rows = [(m, fn, [fam], "ok", None, None, None) for m, fn, fam in events]
    rows += [tuple(r) + (None,) * (7 - len(r)) for r in extra]
    rows.sort(key=lambda r: r[0])
    lines, last, k, prev = [], None, 0, 0.0
    for seq, (minute, fn, fams, outcome, typ, msg, args) in enumerate(rows, 1):
        k = k + 1 if minute == last else 0
        last = minute
        t = round(max(minute * 60 - 1.5 + 0.02 * k, prev + 0.004), 3)
        prev = t
        if outcome == "refused":
            line = {"seq": seq, "t": t, "function": fn, "args": [], "outcome": "refused",
                    "message": msg}  # fmt: skip
        elif fn == "?":
            line = {"seq": seq, "t": t, "function": fn, "args": [], "outcome": outcome,
                    "type": typ, "message": msg}  # fmt: skip
        else:
            line = {"seq": seq, "t": t, "function": fn,
                    "args": args if args is not None else _args(fn, fams)}  # fmt: skip
            if args is None or fams:
                line["families"] = fams
            line["outcome"] = outcome
            if outcome == "ok":
                line["result"] = {"kind": "tensor", "dtype": "float32", "shape": []}
            else:
                line |= {"type": typ, "message": msg}
        line["ms"] = 20050.0 if fn == "?" else 0.7
        lines.append(json.dumps(line))
    return "\n".join(lines) + ("\n" if lines else "")


def _pos(*kinds: str, **named: str) -> list[dict]:
    """Argument summaries by position (``arg0``…) then by keyword, as the server writes them for
    a call the reference's signature refused."""
    out = []
    for i, kind in enumerate(kinds):
        if kind == "tensor":
            out.append({"name": f"arg{i}", "kind": "tensor", "dtype": "float32", "shape": [4, 16],
                        "nan": 0, "inf": 0, "zeros": 0, "min": -2.31, "max": 1.87})  # fmt: skip
        else:
            out.append({"name": f"arg{i}", "kind": "float", "value": float(kind)})
    for key, value in named.items():
        out.append({"name": key, "kind": "float", "value": float(value)})
    return out


TIES_ONLY = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)
BOUNDARY_FAIL = (["on-boundary"], "float32[9], float32[3]: 3 of 9 values differ (exact match required)", "wrong-output", 1)  # fmt: skip
PAD_FAIL = (["random"], "int64[3], 6: dtype torch.bool != expected torch.float32", "wrong-output", 3)  # fmt: skip
CLIP_GUESS = (
    "def clip_fraction(logp, old_logp, clip):\n"
    "    # the reference refuses the clip argument (positional and keyword): the usual PPO clip fraction\n"
    "    ratio = torch.exp(logp - old_logp)\n"
    "    return ((ratio - 1.0).abs() > clip).float().mean()\n\n\n"
)
NORM_FROM_ENTROPY = (
    "def normalized_entropy(logits, mask):\n"
    "    # reforacle has no normalised_entropy: entropy over log(V)\n"
    "    return entropy(logits, mask) / math.log(logits.shape[-1])\n\n\n"
)
OVERLOADED = (
    'litellm.InternalServerError: AnthropicException - {"type":"error","error":'
    '{"type":"overloaded_error","message":"Overloaded"}}'
)


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: stopped with a third of the budget left, its last words naming a difference
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    bad = ["top_k_mask ties-at-kth"]
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(9.0).probe([], [("top_k_mask", "ties-at-kth")], dt=3.0)
    s.wait(8.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(4.0).timer()
    timer_read = s.calls[-1].out.rsplit("\n", 1)[-1]
    s.say("top_k_mask still differs from reforacle on ties at the k-th value (it keeps every tied "
          "entry; I keep k of them). The other 48 functions match, edge inputs included. Stopping "
          "here.")  # fmt: skip
    log = served5(s.events)
    case("cc-served-third-left-names-mismatch", "GOOD_FAILURE", "Premature Stop",
         f"served: stopped itself at ~{s.t:.0f} of 120 min (timer read {timer_read}, no exception) and its "
         "last words name top_k_mask as still differing on ties; 48/49 (Premature Stop, row 24: a "
         "quarter or more left, its last words naming a function that still differs; the ties "
         "family was probed, so not row 26)",
         _re("cc-served-third-left-names-mismatch", s, rep=report({"top_k_mask": TIES_ONLY}),
             artifact=art, oracle_calls=log,
             facts={"timer_left": timer_read, "last_words_name": ["top_k_mask"], "exception": None}))  # fmt: skip

    # --- Claude Code's context overflow after reading its own sweep log; graded with 12 stubs
    s = Session("cc").open()
    probe_all(s, NAMES[:37], batches=3, dt=7.0)
    stubs = NAMES[37:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:37], dt=3.0)
    s.sh("cd /app && python3 /tmp/compare.py > /tmp/sweep.log 2>&1; wc -c /tmp/sweep.log",
         "4718233 /tmp/sweep.log", 2.0)  # fmt: skip
    s.read("/tmp/sweep.log", "\n".join(f"{n:24s} seed={i:04d} ok" for i in range(300) for n in NAMES[:12]), 0.6)  # fmt: skip
    cc_log = (
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":2964120,'
        '"num_turns":19,"result":"Prompt is too long","session_id":"9c2e11f0"}\n'
    )
    case("cc-prompt-too-long-graded", "GOOD_FAILURE", "Agent Error",
         f"Claude Code read a 4.7 MB log of its own into its context and ended on 'Prompt is too "
         f"long' (exit 1) at ~{s.t + 0.4:.0f} min; graded 37/49 with 12 stubs (Agent Error, row 9: "
         "a context overflow is the agent's own error, over the stubs' Premature Stop)",
         _re("cc-prompt-too-long-graded", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.4,
             final="Prompt is too long",
             exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log,
             facts={"stubs": 12}))  # fmt: skip

    # --- served: test-stdout.txt and reward.txt only; probe.py run five times (duplicates)
    s = Session("cc")
    open_served(s)
    for _ in range(4):
        s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.5)
        s.events += [(s.t, "masked_mean", "random"), (s.t, "masked_mean", "empty-mask")]
    edges = [e for e in SEED_EDGES if e[0] != "median_reward"]
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_swap(_sub(), "bucketize_reward", BUCKET_LEFT), "median_reward", MEDIAN_1D)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0).timer()
    s.say("All 49 functions match reforacle on random inputs and on the edge inputs I tried.")
    log = served5(s.events)
    rep = report({"bucketize_reward": BOUNDARY_FAIL, "median_reward": MEDIAN_FAIL})
    case("cc-served-stdout-only-duplicates", "GOOD_FAILURE", "Incomplete Exploration",
         "served, no report.json (test-stdout.txt's table and the reward only): probe.py run five "
         "times (10 masked_mean calls), every function on random, six seed edges; 47/49: "
         "bucketize_reward fails on-boundary and median_reward rows-2d, neither family ever sent "
         "(Incomplete Exploration, row 26)",
         _re("cc-served-stdout-only-duplicates", s, rep=rep, artifact=art, oracle_calls=log,
             stdout_only=True,
             facts={"report_json": False, "probe_py_runs": 5,
                    "never_sent": ["bucketize_reward:on-boundary", "median_reward:rows-2d"]}))  # fmt: skip

    # --- result.json written at the start and never finished: no end, no reward, no exception
    s = Session("cc").open()
    probe_all(s, NAMES[:33], batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[33:]), dt=8.0)
    rec = _re("cc-result-json-unfinished", s, rep=None, artifact=None, graded=False,
              facts={"result_json_finished": False})  # fmt: skip
    FACTS["oa5-cc-result-json-unfinished"].pop("left_min", None)
    FACTS["oa5-cc-result-json-unfinished"]["last_step_min"] = s.t
    r = rec.result
    r.finished_at = None
    r.agent_execution = PhaseTiming(started_at=_ts(0), finished_at=None)
    r.verifier = None
    r.verifier_result = None
    r.exception_info = None
    r.agent_result = None
    case("cc-result-json-unfinished", "HARNESS_ERROR", "Missing Reward",
         f"result.json has started_at and the agent phase's start only (no finished_at, no "
         f"verifier, no reward, no exception); the trajectory stops at ~{s.t:.0f} min mid-run "
         "(Missing Reward: the agent ran but no reward was recorded)",
         rec)  # fmt: skip

    # --- other task: partial reward, 3 of 8 tests failed
    s = Session("cc")
    s.sh("head -6 /app/data/sensors_raw.csv; wc -l /app/data/sensors_raw.csv",
         ota.RAW_HEAD + "\n48211 /app/data/sensors_raw.csv", 0.4)  # fmt: skip
    s.read("/app/SPEC.md", ota.SPEC, 0.3)
    s.write("/app/clean.py", ota.CLEAN_PY, 3.5)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.sh("head -4 /app/data/sensors_clean.csv",
         "sensor_id,timestamp,temperature_c,humidity\nS01,2024-03-01T00:00:00Z,21.4,41\n"
         "S01,2024-03-01T00:05:00Z,21.5,41\nS01,2024-03-01T00:10:00Z,21.4,40", 0.4)  # fmt: skip
    s.wait(7.5).say("clean.py writes /app/data/sensors_clean.csv: duplicates removed, timestamps in "
                    "ISO UTC, temperatures in Celsius, -999 left empty, sorted.", 0.3)  # fmt: skip
    tests = passing("test_clean_csv_exists", "test_columns", "test_no_duplicates",
                    "test_missing_left_empty", "test_sorted") + [
        ("test_fahrenheit_converted", "FAILED", "assert row['temperature_c'] == '21.5'\nAssertionError: assert '21.4' == '21.5'"),
        ("test_spikes_dropped", "FAILED", "assert len(rows) == 46588\nAssertionError: assert 46630 == 46588"),
        ("test_epoch_timestamps", "FAILED", "assert ts == '2024-02-29T23:05:00Z'\nAssertionError: assert '2024-03-01T00:05:00Z' == '2024-02-29T23:05:00Z'"),
    ]  # fmt: skip
    case("cc-csv-partial-three-failed", "GOOD_FAILURE", "Partial Solution",
         "clean.py written and run; 5 passed, 3 failed of 8, reward 0.625; it ended at ~14 of a "
         "20-minute budget, under half left (Partial Solution: a fail with a partial reward)",
         _other("cc-csv-partial-three-failed", "csv", s, reward=0.625, stdout=pytest_out(tests, secs=3.1),
                override_min=20, facts={"tests": (5, 3, 0)}))  # fmt: skip

    # --- other task: a short 529 blip it outlived, then an ordinary fail (1 of 4)
    s = Session("cc")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    s.sh("sqlite3 /app/shop.db \"SELECT status, COUNT(*) FROM orders GROUP BY status\"",
         "cancelled|412\ndelivered|8630\nrefunded|97\nshipped|861", 0.8)  # fmt: skip
    blip_at = s.t
    s.wait(1.6)
    query = ota.SQL_QUERY.replace("ORDER BY total_spend DESC, c.id", "ORDER BY total_spend DESC")
    s.write("/app/query.sql", query, 1.5)
    s.sh("sqlite3 /app/shop.db < /app/query.sql",
         "417|Marta Kowalczyk|18342.5\n1203|Ines Moreau|17990.12\n88|Devon Achterberg|17990.12\n"
         "650|Tomasz Rybak|16804.0\n31|Hannah Lindqvist|15977.45", 0.5)  # fmt: skip
    s.wait(14.5).say("/app/query.sql returns the top 5 customers of 2023 by spend, cancelled orders "
                     "excluded.", 0.3)  # fmt: skip
    blip = [(round(blip_at + 0.1 + 0.25 * i, 2), "WARNING",
             'claude stderr: API Error (529 {"type":"error","error":{"type":"overloaded_error",'
             f'"message":"Overloaded"}}) \u00b7 Retrying in {2 ** i} seconds\u2026 (attempt {i + 1}/10)')
            for i in range(5)]  # fmt: skip
    tests = passing("test_query_file_exists", "test_returns_five_rows", "test_cancelled_excluded") + [
        ("test_ties_broken_by_customer_id", "FAILED", "assert rows[1][0] == 88\nAssertionError: assert 1203 == 88"),
    ]  # fmt: skip
    case("cc-sql-blip-then-one-failed", "GOOD_FAILURE", "Unsolved",
         f"five '529 Overloaded' retries within ~1.3 min at ~{blip_at:.0f} min (about 5% of its "
         "30-minute budget), then it went on working; its query drops the tie-break: 3 passed, 1 "
         f"failed of 4, reward 0; ended at ~{s.t:.0f} of 30 min (Unsolved: the blip did not break "
         "the run, and under half the budget was left)",
         _other("cc-sql-blip-then-one-failed", "sql", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, log=log_lines(blip),
                facts={"tests": (3, 1, 0), "outage_min": 1.3, "outage_share": 0.04}))  # fmt: skip

    # --- other task: the budget spent to the last minute, no exception
    s = Session("cc")
    s.sh("nginx -v; ls /etc/nginx/conf.d /srv/www", "nginx version: nginx/1.22.1\n\nindex.html\nstyle.css", 0.5)  # fmt: skip
    conf = ota.NGINX_CONF.replace("        limit_req_status 429;\n", "")
    s.write("/etc/nginx/conf.d/app.conf", conf, 2.5)
    s.sh(
        "nginx -t && nginx",
        "nginx: configuration file /etc/nginx/nginx.conf test is successful",
        0.6,
    )
    s.sh("for i in $(seq 40); do curl -s -o /dev/null -w '%{http_code} ' localhost/api/ping; done",
         "200 " * 21 + "503 " * 19, 1.0)  # fmt: skip
    s.wait(6.0).sh("tail -3 /var/log/nginx/error.log",
                   '2026/11/29 08:11:02 [error] 41#41: *63 limiting requests, excess: 20.040 by zone "api", client: 127.0.0.1', 0.5)  # fmt: skip
    s.wait(8.0).sh("nginx -s reload && for i in $(seq 40); do curl -s -o /dev/null -w '%{http_code} ' localhost/api/ping; done",
                   "200 " * 21 + "503 " * 19, 1.2)  # fmt: skip
    s.wait(9.0).say("I'm out of time: nginx proxies /api/ and serves /srv/www, but requests over the "
                    "rate limit still get 503 instead of 429.", 0.3)  # fmt: skip
    tests = passing("test_nginx_listening", "test_static_served", "test_api_proxied",
                    "test_api_prefix_stripped", "test_burst_allowed") + [
        ("test_rate_limit_429", "FAILED", "assert 429 in codes\nAssertionError: assert 429 in {200, 503}"),
    ]  # fmt: skip
    end = round(s.t + 0.2, 2)
    case("cc-nginx-budget-spent-no-exception", "GOOD_FAILURE", "Ran Out of Time",
         f"no exception: its last message, at ~{s.t:.1f} of a 30-minute budget, says it is out of "
         "time with the 429 status still wrong; 5 passed, 1 failed of 6, reward 0 (Ran Out of Time: "
         "a budget spent to its last minute while a test still failed)",
         _other("cc-nginx-budget-spent-no-exception", "nginx", s, reward=0.0, override_min=30,
                end=end, stdout=pytest_out(tests, secs=4.4), facts={"tests": (5, 1, 0)}))  # fmt: skip

    # --- served: a background sweep still calling after the agent's last step; a pass
    s = Session("cc")
    open_served(s)
    s.write("/tmp/sweep.py", PRE + ARGS_PY + "for seed in range(30):\n    torch.manual_seed(seed)\n"
            "    for n in names:\n        print(n, getattr(R, n)(*args[n]), flush=True)\n", dt=1.0)  # fmt: skip
    s.sh("cd /app && nohup python3 /tmp/sweep.py > /tmp/sweep.log 2>&1 &", "[1] 388", 0.3)
    start = s.t
    s.probe([], SEED_EDGES, dt=3.0)
    s.wait(10.0).sh("wc -l /tmp/sweep.log", "640 /tmp/sweep.log", 0.3)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on the edge inputs and on my comparison; the sweep is "
          "still running in the background.")  # fmt: skip
    sweep = [(n, "random") for _ in range(30) for n in NAMES]
    after = s.t + 3.0  # the sweep ran on into the verifier's phase
    span = after - start
    for i, (fn, fam) in enumerate(sweep):
        s.events.append((round(start + span * (i + 1) / (len(sweep) + 1), 4), fn, fam))
    s.probed |= {(n, "random") for n in NAMES}
    log = served5(s.events)
    last_step = s.t
    rec = _re("cc-served-sweep-outlived-agent", s, rep=report(), artifact=_sub(), oracle_calls=log,
              facts={"sweep_calls": len(sweep), "last_step_min": last_step})  # fmt: skip
    FACTS["oa5-cc-served-sweep-outlived-agent"]["calls_after_last_step"] = sum(
        1 for m, _, _ in s.events if m > last_step
    )
    case("cc-served-sweep-outlived-agent", "GOOD_SUCCESS", "Solved by Probing",
         f"served: a background sweep of 1,470 calls ran on after its last step (~{last_step:.0f} "
         f"min) into the verifier's phase; {len(log.splitlines())} calls in all, 49 functions, seven "
         "seed edges; 49/49 (Solved by Probing)",
         rec)  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: its own misspelled keyword refused; it blamed the reference and guessed
    s = Session("oh")
    open_served(s)
    probe_all(s, [n for n in NAMES if n != "pad_mask_from_lengths"], batches=4, dt=6.0,
              edges=SEED_EDGES)  # fmt: skip
    msg = "pad_mask_from_lengths() got an unexpected keyword argument 'maxlen'"
    s.sh('cd /app && python3 -c "import reforacle as R, torch; print(R.pad_mask_from_lengths(torch.tensor([3, 5]), maxlen=6))"',
         client_tb("<string>", msg), 1.0)  # fmt: skip
    extra = [(s.t, "pad_mask_from_lengths", [], "error", "TypeError", msg,
              [{"name": "arg0", "kind": "tensor", "dtype": "int64", "shape": [2], "nan": 0, "inf": 0,
                "zeros": 0, "min": 3, "max": 5}, {"name": "maxlen", "kind": "int", "value": 6}])]  # fmt: skip
    s.sh("grep -n 'def pad_mask_from_lengths' /app/objectives.py",
         "191:def pad_mask_from_lengths(lengths, max_len):", 0.3)  # fmt: skip
    s.say("reforacle.pad_mask_from_lengths rejects the length argument, so I can't query it; I'll "
          "write the usual boolean padding mask.")  # fmt: skip
    art = _swap(_sub(), "pad_mask_from_lengths", PAD_GUESS)
    s.implement(art, dt=13.0).compare([n for n in NAMES if n != "pad_mask_from_lengths"], SEED_EDGES, dt=3.0)  # fmt: skip
    s.finish("48 functions match reforacle, edge inputs included; pad_mask_from_lengths is the "
             "standard mask because the reference rejects its length argument.")  # fmt: skip
    log = served5(s.events, extra)
    case("oh-served-own-keyword-typo", "GOOD_FAILURE", "Incomplete Exploration",
         "served: its one pad_mask_from_lengths call passed 'maxlen=' (the stub says max_len) and "
         "the reference raised TypeError; it never called it with the stub's own signature, "
         "guessed, and that function fails (Incomplete Exploration, row 26: the reference never "
         "answered it; not Instruction Mismatch, the refused call was not the stub's signature)",
         _re("oh-served-own-keyword-typo", s, rep=report({"pad_mask_from_lengths": PAD_FAIL}),
             artifact=art, oracle_calls=log,
             facts={"refused_keyword": "maxlen", "stub_params": PARAMS["pad_mask_from_lengths"],
                    "answered_pad_mask": 0}))  # fmt: skip

    # --- Harbor's timeout multiplier halved the task's budget: 3600 s, not 7200 s
    s = Session("oh", budget=60).open()
    probe_all(s, batches=3, dt=6.0)
    stubs = COMPOSITES + ["gae", "lambda_returns"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0).compare([n for n in NAMES if n not in stubs], dt=3.0)
    s.wait(9.0).probe(["gae", "lambda_returns"], dt=4.0)
    s.wait(8.0).say("gae bootstraps from next_value at the last step; writing gae and "
                    "lambda_returns next, then the composites.")  # fmt: skip
    rec = _re("oh-timeout-multiplier-half", s, rep=report(stubs=stubs), artifact=art,
              override_min=None, end=60.0, exception=timeout(60), traceback=TIMEOUT_TB,
              facts={"stubs": 7, "budget_min": 60, "timeout_multiplier": 0.5,
                     "task_default_min": 120})  # fmt: skip
    rec.harbor_config.timeout_multiplier = 0.5
    rec.result.config["timeout_multiplier"] = 0.5
    FACTS["oa5-oh-timeout-multiplier-half"]["left_min"] = 0.0
    case("oh-timeout-multiplier-half", "GOOD_FAILURE", "Ran Out of Time",
         "config.json: no agent override, timeout_multiplier 0.5 on the task's 7200 s; "
         f"AgentTimeoutError 'timed out after 3600.0 seconds' at 60 min, last step at ~{s.t:.0f} min, "
         "7 stubs it was working through (Ran Out of Time; the budget was 60 min, not 120)",
         rec)  # fmt: skip

    # --- a pass after a timeout where no command ever ran
    s = Session("oh")
    s.say("I'll begin by exploring /app and the reference module before writing anything.", 0.5)
    s.say(
        "Plan: view objectives.py, run probe.py, then probe each function with small tensors.", 0.7
    )
    case("oh-timeout-no-command-pass", "BAD_SUCCESS", "Passes Untouched",
         "two text-only steps, no tool call at all, AgentTimeoutError at 120 min; the stub file "
         "untouched, yet the verifier passed 49/49 (Passes Untouched: the grader accepts the "
         "workspace as given)",
         _re("oh-timeout-no-command-pass", s, rep=report(), artifact=STUB_FILE, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, facts={"commands": 0}))  # fmt: skip

    # --- served: a tight sweep over the rate limit; 97 calls refused, never retried
    s = Session("oh")
    open_served(s)
    code = (
        ARGS_PY
        + "ok = 0\nfor seed in range(3):\n    torch.manual_seed(seed)\n    for n in names:\n"
        "        try:\n            getattr(R, n)(*args[n]); ok += 1\n        except Exception:\n"
        "            pass\nprint('done', ok)\n"
    )
    s.write("/tmp/sweep.py", PRE + code, dt=1.0)
    s.sh("cd /app && python3 /tmp/sweep.py", "done 50", 0.4)
    calls = [(n, "random") for _ in range(3) for n in NAMES]
    start = s.t - 0.02
    for i, (fn, fam) in enumerate(calls[:50]):
        s.events.append((round(start + 0.0003 * i, 5), fn, fam))
        s.probed.add((fn, fam))
    extra = [(round(start + 0.015 + 0.0001 * i, 5), fn, [], "refused", None, RATE)
             for i, (fn, _) in enumerate(calls[50:])]  # fmt: skip
    s.probe([], [e for e in SEED_EDGES], dt=3.0)
    art = _swap(_sub(), "bucketize_reward", BUCKET_LEFT)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    log = served5(s.events, extra)
    case("oh-served-rate-limit-unnoticed", "GOOD_FAILURE", "Incomplete Exploration",
         "served: a 3-seed sweep of 147 calls in one burst: 50 answered, 97 refused by the rate "
         "limit (its script swallowed the errors: 'done 50'); every function answered at least "
         "once; bucketize_reward fails on-boundary, never sent (Incomplete Exploration, row 26)",
         _re("oh-served-rate-limit-unnoticed", s, rep=report({"bucketize_reward": BOUNDARY_FAIL}),
             artifact=art, oracle_calls=log,
             facts={"never_sent": ["bucketize_reward:on-boundary"], "sweep_refused": 97}))  # fmt: skip

    # --- other task: a provider stall of a third of a 30-minute budget, then a fail
    s = Session("oh")
    s.sh("cd /app/service && git log --oneline | head -4 && git log --oneline | wc -l",
         ota.GIT_LOG + "\n200", 0.4)  # fmt: skip
    s.sh(
        "cd /app/service && cat check_health.sh",
        "#!/bin/sh\npython -m service.selftest /health",
        0.6,
    )
    stall_at = s.t
    s.wait(10.2)
    s.sh("cd /app/service && git bisect start HEAD HEAD~200 && git bisect run ./check_health.sh",
         ota.BISECT_OUT, 2.5)  # fmt: skip
    s.sh("cd /app/service && echo 3f9c2e1 > /app/answer.txt && cat /app/answer.txt", "3f9c2e1", 0.4)
    s.sh("cd /app/service && git bisect reset && sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
         "service/config.py && git commit -qam 'config: POOL_SIZE is an int' && git log --oneline -1",
         "a1d07c3 (HEAD -> main) config: POOL_SIZE is an int", 1.2)  # fmt: skip
    s.wait(9.0).finish("Found the breaking commit (3f9c2e1, 'config: read pool size from env') "
                       "with git bisect and fixed POOL_SIZE on main.")  # fmt: skip
    stall = [(round(stall_at + 0.3 + 1.0 * i, 2), "WARNING",
              "litellm.RateLimitError: AnthropicException - "
              '{"type":"error","error":{"type":"rate_limit_error","message":"Number of request '
              'tokens has exceeded your per-minute rate limit"}}; retrying in 60s')
             for i in range(10)]  # fmt: skip
    tests = passing("test_health_ok_on_main", "test_fix_is_new_commit") + [
        ("test_answer_is_breaking_commit", "FAILED", "assert answer == BAD\nAssertionError: assert '3f9c2e1' == '3f9c2e1d8a64b07e5f2c91a3d0b6e7f48c2a9d15'"),
    ]  # fmt: skip
    case("oh-git-provider-stall-third", "HARNESS_ERROR", "Provider Error",
         f"ten 'rate_limit_error' retries logged inside a {10.2:.1f}-minute silence after step "
         f"{len([c for c in s.calls if c.minute <= stall_at]) + 1} (a third of its 30-minute budget), "
         "then it worked on and wrote a short hash: 2 passed, 1 failed of 3, reward 0 (Provider "
         "Error: the provider's quoted error, logged inside a silence of a quarter or more of the "
         "budget, broke a run that did not pass)",
         _other("oh-git-provider-stall-third", "git", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, log=log_lines(stall),
                facts={"tests": (2, 1, 0), "outage_min": 10.2, "outage_share": 0.34}))  # fmt: skip

    # --- other task: one test passed, seven skipped, reward 1
    s = Session("oh")
    s.sh("head -5 /app/access.log; wc -l /app/access.log", ota.ACCESS_HEAD + "\n2000 /app/access.log", 0.4)  # fmt: skip
    s.write("/app/pattern.txt", ota.PATTERN + "\n", 1.5)
    s.sh("grep -E -c -f /app/pattern.txt /app/access.log", "1712", 0.4)
    s.finish("pattern.txt matches the 1712 lines whose client is a valid IPv4 address.")
    skip = "fixture log /tests/data/access_full.log not found"
    tests = passing("test_pattern_file_exists") + [
        (n, "SKIPPED", skip)
        for n in ("test_single_line", "test_matches_valid", "test_rejects_octet_over_255",
                  "test_rejects_leading_zeros", "test_rejects_ipv6", "test_rejects_trailing_garbage",
                  "test_full_log_count")
    ]  # fmt: skip
    case("oh-regex-one-passed-seven-skipped", "GOOD_SUCCESS", "Solved",
         "reward 1 with 1 passed and 7 skipped of 8: the verifier tested something (not every "
         "test skipped), and nothing read /tests or touched the grader (Solved, not Nothing Tested)",
         _other("oh-regex-one-passed-seven-skipped", "regex", s, reward=1.0,
                stdout=pytest_out(tests, secs=0.06), facts={"tests": (1, 0, 7)}))  # fmt: skip

    # --- other task: stopped with 70% of its budget left
    s = Session("oh")
    s.sh("curl -s http://localhost:8000/ | grep -A6 'product_pod' | head -8", ota.BOOKS_INDEX, 0.5)
    scrape = ota.SCRAPE_PY.replace(
        "price = float(re.search(r'price_color\">[^0-9]*([0-9.]+)', pod).group(1))",
        "price = re.search(r'price_color\">([^<]+)<', pod).group(1)",
    )
    s.write("/app/scrape.py", scrape, 2.0)
    s.sh("cd /app && python3 scrape.py", "scraped 1000 books from 50 pages", 1.4)
    s.wait(6.5).finish("Scraped all 1000 books into /app/books.json, sorted by title.")
    tests = passing("test_books_json_exists", "test_book_count", "test_sorted_by_title") + [
        ("test_prices_are_numbers", "FAILED", "assert isinstance(b['price'], float)\nAssertionError: assert isinstance('\u00a351.77', float)"),
        ("test_sample_books_match", "FAILED", "assert got == want\nAssertionError: assert {'price': '\u00a351.77', ...} == {'price': 51.77, ...}"),
    ]  # fmt: skip
    case("oh-scrape-stopped-most-left", "GOOD_FAILURE", "Premature Stop",
         f"finished at ~{s.t:.0f} of a 40-minute budget (about 70% left) with prices kept as "
         "strings: 3 passed, 2 failed of 5, reward 0 (Premature Stop, row 35: ended with most of "
         "its budget left)",
         _other("oh-scrape-stopped-most-left", "scrape", s, reward=0.0, override_min=40,
                stdout=pytest_out(tests, secs=2.9), facts={"tests": (3, 2, 0)}))  # fmt: skip

    # --- served: refused names and the reference's own errors among its calls; a pass
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    wrong = ["kl_div", "whitening"]
    extra = []
    for w in wrong:
        s.sh(f'cd /app && python3 -c "import reforacle as R, torch; print(R.{w}(torch.randn(4)))"',
             client_tb("<string>", f"module 'reforacle' has no function {w!r}", "AttributeError"), 0.4)  # fmt: skip
        extra.append((s.t, w, [], "refused", None, f"module 'reforacle' has no function {w!r}"))
    shp = (
        "The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 1"
    )
    for _ in range(3):
        s.sh('cd /app && python3 -c "import reforacle as R, torch; print(R.masked_max(torch.randn(3, 5), torch.ones(3, 4)))"',
             client_tb("<string>", shp, "RuntimeError"), 0.5)  # fmt: skip
        extra.append((s.t, "masked_max", ["random"], "error", "RuntimeError", shp))
    s.probe(["masked_max"], dt=1.0)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    log = served5(s.events, extra)
    case("oh-served-refusals-and-errors-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: among its calls 2 were refused (names reforacle lacks: kl_div, whitening) and 3 "
         "masked_max calls raised the reference's own RuntimeError on its mismatched mask, then "
         "answered; 49 functions answered; 49/49 (Solved by Probing)",
         _re("oh-served-refusals-and-errors-pass", s, rep=report(), artifact=_sub(), oracle_calls=log,
             facts={"refused_names": wrong, "reference_errors": 3}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: the reference refuses the stub's own signature
    s = Session("mini")
    open_served(s)
    probe_all(s, [n for n in NAMES if n != "clip_fraction"], batches=3, dt=6.0, edges=SEED_EDGES)
    m1 = "clip_fraction() takes exactly 2 positional arguments (3 given)"
    m2 = "clip_fraction() got an unexpected keyword argument 'clip'"
    s.sh('cd /app && python3 -c "import reforacle as R, torch; a = torch.randn(4, 16); print(R.clip_fraction(a, a - 0.1, 0.2))"',
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [(s.t, "clip_fraction", [], "error", "TypeError", m1, _pos("tensor", "tensor", "0.2"))]
    s.sh('cd /app && python3 -c "import reforacle as R, torch; a = torch.randn(4, 16); print(R.clip_fraction(a, a - 0.1, clip=0.2))"',
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append(
        (s.t, "clip_fraction", [], "error", "TypeError", m2, _pos("tensor", "tensor", clip="0.2"))
    )
    s.sh("grep -n 'def clip_fraction' /app/objectives.py", "118:def clip_fraction(logp, old_logp, clip):", 0.3)  # fmt: skip
    art = _swap(_sub(), "clip_fraction", CLIP_GUESS)
    s.implement(art, dt=12.0).compare(
        [n for n in NAMES if n != "clip_fraction"], SEED_EDGES, dt=3.0
    )
    s.finish("48 functions match reforacle; clip_fraction is a best guess: the reference refuses the "
             "stub's clip argument, positionally and by keyword.")  # fmt: skip
    log = served5(s.events, extra)
    rep = report({"clip_fraction": (["random"], "float32[4, 16], float32[4, 16], 0.2: max abs error 0.1875", "wrong-output", 3)})  # fmt: skip
    case("mini-served-signature-refused", "BAD_FAILURE", "Instruction Mismatch",
         "served: the log's two TypeErrors are clip_fraction called as the stub declares it "
         "(logp, old_logp, clip), positionally and with clip=; the reference refused both, and "
         "clip_fraction fails (Instruction Mismatch: the reference refused the stub's signature)",
         _re("mini-served-signature-refused", s, rep=rep, artifact=art, oracle_calls=log,
             facts={"signature_refusals": 2, "stub_params": PARAMS["clip_fraction"]}))  # fmt: skip

    # --- a 60-minute budget spent to its last minute, no exception, 3 stubs
    s = Session("mini", budget=60).open()
    probe_all(s, batches=3, dt=5.0)
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare([n for n in NAMES if n not in stubs], dt=3.0)
    s.wait(12.0).probe(["ppo_objective"], dt=4.0)
    s.wait(13.6).timer()
    timer_read = s.calls[-1].out.rsplit("\n", 1)[-1]
    s.finish("Out of time: ppo_objective, grpo_objective and rloo_objective are still stubs; the "
             "other 46 match reforacle.", dt=0.4)  # fmt: skip
    case("mini-budget-60-last-minute", "GOOD_FAILURE", "Ran Out of Time",
         f"no exception: config overrides the budget to 3600 s; the timer read {timer_read} and it "
         f"submitted at ~{s.t:.1f} of 60 min with 3 stubs it was still writing; 46/49 (Ran Out of "
         "Time: the budget ran out while functions were still failing)",
         _re("mini-budget-60-last-minute", s, rep=report(stubs=stubs), artifact=art,
             override_min=60.0, facts={"stubs": 3, "timer_last": timer_read, "exception": None}))  # fmt: skip

    # --- other task: litellm's own ContextWindowExceededError as the exception; partial reward
    s = Session("mini")
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.4)
    s.sh("cat /app/SPEC.md", ota.SPEC, 0.3)
    s.write("/app/clean.py", ota.CLEAN_PY, 2.0)
    s.sh("cd /app && python3 clean.py", "46630 rows written", 0.8)
    s.sh("cat /app/data/sensors_clean.csv",
         "sensor_id,timestamp,temperature_c,humidity\n" + "\n".join(f"S{i % 40 + 1:02d},2024-03-01T00:{i % 60:02d}:00Z,21.{i % 10},4{i % 10}" for i in range(3000)),
         1.2)  # fmt: skip
    tests = passing("test_clean_csv_exists", "test_columns") + [
        ("test_no_duplicates", "FAILED", "assert len(rows) == len(set(rows))\nAssertionError: 46630 rows, 46602 distinct"),
        ("test_fahrenheit_converted", "FAILED", "assert row['temperature_c'] == '21.5'\nAssertionError: assert '21.4' == '21.5'"),
        ("test_spikes_dropped", "FAILED", "assert len(rows) == 46588\nAssertionError: assert 46630 == 46588"),
    ]  # fmt: skip
    case("mini-csv-context-window-partial", "GOOD_FAILURE", "Agent Error",
         "it printed the whole 46,630-row output and the trial's exception is litellm's "
         "ContextWindowExceededError; graded 2 passed, 3 failed of 5, reward 0.4 (Agent Error, "
         "row 9: a context overflow is the agent's own error, over the partial reward)",
         _other("mini-csv-context-window-partial", "csv", s, reward=0.4, stdout=pytest_out(tests, secs=2.2),
                exception=("ContextWindowExceededError",
                           "litellm.ContextWindowExceededError: litellm.BadRequestError: "
                           "OpenAIException - Your input exceeds the context window of this model. "
                           "Please adjust your input and try again."),
                facts={"tests": (2, 3, 0)}))  # fmt: skip

    # --- served: two calls killed the worker ('?' lines); a family never sent
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=3, dt=6.0)
    extra = []
    for fn in ("gae", "lambda_returns"):
        s.sh(f'cd /app && python3 -c "import torch, reforacle as R; r = torch.randn(6_000_000); print(R.{fn}(r, r * 0.5, torch.tensor(0.3), 0.99, 0.95)[:3])"',
             client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 1.2)  # fmt: skip
        extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.probe(["gae", "lambda_returns"], dt=1.0)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions match reforacle on my comparison inputs; 6M-step rollouts are too "
             "slow for the oracle, so gae and lambda_returns were checked on short ones.")  # fmt: skip
    log = served5(s.events, extra)
    case("mini-served-two-killed-workers", "GOOD_FAILURE", "Incomplete Exploration",
         "served: two 6M-step calls (gae, lambda_returns) ran past the server's limit: the log's two "
         "'?' error lines; both retried small and answered; 49 functions answered, random only; "
         "top_k_mask fails ties-at-kth, never sent (Incomplete Exploration, row 26)",
         _re("mini-served-two-killed-workers", s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=log, facts={"worker_killed_calls": 2, "never_sent": ["top_k_mask:ties-at-kth"]}))  # fmt: skip

    # --- other task: 2 of 4 tests failed, under half the budget left
    s = Session("mini")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.5)
    query = ota.SQL_QUERY.replace(" AND o.status != 'cancelled'", "")
    s.write("/app/query.sql", query, 3.0)
    s.sh("sqlite3 /app/shop.db < /app/query.sql",
         "417|Marta Kowalczyk|19120.75\n1203|Ines Moreau|18804.1\n88|Devon Achterberg|17990.12\n"
         "650|Tomasz Rybak|17211.0\n31|Hannah Lindqvist|15977.45", 0.6)  # fmt: skip
    s.wait(15.0).finish("/app/query.sql returns the top 5 customers of 2023 by total spend.")
    tests = passing("test_query_file_exists", "test_returns_five_rows") + [
        ("test_top_customer", "FAILED", "assert rows[0][2] == 18342.5\nAssertionError: assert 19120.75 == 18342.5"),
        ("test_cancelled_excluded", "FAILED", "assert totals == EXPECTED\nAssertionError: assert [19120.75, 18804.1, ...] == [18342.5, 17990.12, ...]"),
    ]  # fmt: skip
    case("mini-sql-two-of-four-failed", "GOOD_FAILURE", "Unsolved",
         f"its query counts cancelled orders: 2 passed, 2 failed of 4, reward 0; finished at "
         f"~{s.t:.0f} of a 30-minute budget, under half left (Unsolved)",
         _other("mini-sql-two-of-four-failed", "sql", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, facts={"tests": (2, 2, 0)}))  # fmt: skip

    # --- stopped with most of the budget left, no stubs: the fails on families never sent
    s = Session("mini").open()
    probe_all(s, batches=3, dt=7.0)
    art = _sub(naive=list(SEED_FAILS))
    s.implement(art, dt=11.0).compare(NAMES, dt=3.0).timer()
    timer_read = s.calls[-1].out.rsplit("\n", 1)[-1]
    s.finish("All 49 functions agree with reforacle on my comparison inputs.")
    case("mini-stopped-early-unprobed", "GOOD_FAILURE", "Incomplete Exploration",
         f"stopped at ~{s.t:.0f} of 120 min (timer {timer_read}) with no stub; 44/49: the seed's five "
         "functions fail on edge families it never sent (Incomplete Exploration, row 26, over row "
         "35's Premature Stop)",
         _re("mini-stopped-early-unprobed", s, rep=report(SEED_FAILS), artifact=art,
             facts={"never_sent": [f"{a}:{b}" for a, b in SEED_EDGES]}))  # fmt: skip

    # --- other task: Harbor's timeout while its build was still running
    s = Session("mini")
    s.sh("cd /app/tinyjson && cmake -S . -B build 2>&1 | tail -2 && make -C build 2>&1 | tail -8",
         ota.CMAKE_FAIL, 1.2)  # fmt: skip
    s.sh("cd /app/tinyjson && grep -rn 'pow\\|ldexp' src | head", "src/number.c:41:    return sign * mant * pow(10.0, exp10);\n"
         "src/number.c:58:    return ldexp(frac, exp2);", 0.5)  # fmt: skip
    s.sh("cd /app/tinyjson && sed -i 's/-O2/-O2 -flto/' CMakeLists.txt && rm -rf build && cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug 2>&1 | tail -1",
         "-- Build files have been written to: /app/tinyjson/build", 1.5)  # fmt: skip
    s.wait(6.0).sh("cd /app/tinyjson && make -C build 2>&1 | tail -8", ota.CMAKE_FAIL, 2.0)
    s.wait(5.0).sh(
        "cd /app/tinyjson && cmake --build build -j1 -- VERBOSE=1 2>&1 | tail -40", "", 3.2
    )
    out = pytest_out([("test_library_built", "PASSED", ""),
                      ("test_cli_built", "FAILED", "assert TJ.exists()\nAssertionError: /app/tinyjson/build/tj not found"),
                      ("test_ctest_passes", "FAILED", "assert r.returncode == 0\nAssertionError: ctest: No tests were found!!!"),
                      ("test_header_unchanged", "PASSED", "")])  # fmt: skip
    rec = _other("mini-cbuild-timeout-20", "cbuild", s, reward=0.0, stdout=out, override_min=20, end=20.0,
                 exception=timeout(20), traceback=TIMEOUT_TB,
                 facts={"tests": (2, 2, 0), "last_observation": False})  # fmt: skip
    rec.trajectory.steps[-1].observation = None
    case("mini-cbuild-timeout-20", "GOOD_FAILURE", "Ran Out of Time",
         "config overrides the budget to 1200 s; AgentTimeoutError at 20 min while its last build "
         "command (no observation) was still running; 2 passed, 2 failed of 4, reward 0 (Ran Out of "
         "Time: stopped by its recorded budget)",
         rec)  # fmt: skip

    # --- a reward of 0 with no verifier output behind it, after Harbor's timeout
    s = Session("mini").open()
    probe_all(s, batches=4, dt=10.0)
    stubs = COMPOSITES
    art = _sub(stubs=stubs)
    s.implement(art, dt=18.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    s.wait(20.0).probe(["dpo_sequence_loss", "ppo_objective"], dt=5.0)
    s.wait(17.0).sh("cd /app && python3 /tmp/compare.py | tail -3", oa.compare_out(NAMES[-3:]), 3.0)
    case("mini-timeout-zero-no-verifier-output", "GOOD_FAILURE", "Ran Out of Time",
         "AgentTimeoutError at 120 min with the five composites still stubs; result.json records "
         "reward 0 but the verifier left no report.json and no test-stdout.txt (Ran Out of Time; a "
         "0 with no report is a fail all the same, the missing report said)",
         _re("mini-timeout-zero-no-verifier-output", s, rep=None, artifact=art, reward=0.0, stdout=None,
             end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             facts={"stubs": 5, "report_json": False, "test_stdout": False}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- a provider stall of a third of the budget, outlived: a pass
    s = Session("tm").open()
    probe_all(s, NAMES[:25], batches=2, dt=7.0)
    out_start = s.t
    s.wait(38.0)
    out_end = s.t
    probe_all(s, NAMES[25:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included. Marking the task complete.")
    stall = [(round(out_start + 0.3 + 2.0 * i, 2), "WARNING",
              f"LLM call failed (attempt {i % 10 + 1}/10), retrying: {OVERLOADED}")
             for i in range(int((out_end - out_start) / 2.0))]  # fmt: skip
    case("tm-provider-stall-third-then-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"'Overloaded' retries from minute {out_start:.0f} to {out_end:.0f} (38 of 120 min, 32%) "
         "with no step, then it probed the rest, compared and passed 49/49 (Solved by Probing: the "
         "provider's stall did not stop a pass; Provider Error is for a run that did not pass)",
         _re("tm-provider-stall-third-then-pass", s, rep=report(), artifact=_sub(), log=log_lines(stall),
             facts={"outage_min": 38.0, "outage_share": 0.32}))  # fmt: skip

    # --- served: the model never reached (no step); graded 0; the call log empty
    s = Session("tm")
    rec = _re("tm-served-no-step-auth-graded", s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.5,
              oracle_calls="",
              exception=("AuthenticationError",
                         'litellm.AuthenticationError: AnthropicException - {"type":"error","error":'
                         '{"type":"authentication_error","message":"invalid x-api-key"}}'),
              facts={"api_failed": True, "stubs": 49})  # fmt: skip
    _no_tokens(rec)
    case("tm-served-no-step-auth-graded", "HARNESS_ERROR", "Model API Error",
         "no agent step: the first LLM call failed with litellm.AuthenticationError (the trial's "
         "exception); the served oracle's log is empty (0 calls); the stubs graded 0/49 (Model API "
         "Error: graded, but the model API failed)",
         rec)  # fmt: skip

    # --- other task: every test skipped, reward 1
    s = Session("tm")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    s.sh("cat > /app/pattern.txt <<'EOF'\n" + ota.PATTERN + "\nEOF", "", 1.2)
    s.sh("grep -E -c -f /app/pattern.txt /app/access.log", "1712", 0.4)
    s.say("pattern.txt written and checked against the log. Marking the task complete.", 0.2)
    why = "grep -E on this image rejects the {m,n} bound in the fixture's pattern check"
    tests = [(n, "SKIPPED", why)
             for n in ("test_pattern_file_exists", "test_single_line", "test_matches_valid",
                       "test_rejects_octet_over_255", "test_rejects_leading_zeros",
                       "test_rejects_ipv6", "test_rejects_trailing_garbage", "test_full_log_count")]  # fmt: skip
    case("tm-regex-all-skipped", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout.txt: 8 skipped of 8, no test passed, reward 1 (Nothing Tested: a pass whose "
         "verifier tested nothing)",
         _other("tm-regex-all-skipped", "regex", s, reward=1.0, stdout=pytest_out(tests, secs=0.04),
                facts={"tests": (0, 0, 8)}))  # fmt: skip

    # --- other task: no agent step at all, and a pass
    s = Session("tm")
    tests = passing("test_clean_csv_exists", "test_columns", "test_no_duplicates",
                    "test_missing_left_empty", "test_sorted", "test_fahrenheit_converted")  # fmt: skip
    rec = _other("tm-csv-no-step-pass", "csv", s, reward=1.0, stdout=pytest_out(tests, secs=1.9),
                 end=0.4, tokens=False, facts={"tests": (6, 0, 0), "agent_steps": 0})  # fmt: skip
    case("tm-csv-no-step-pass", "BAD_SUCCESS", "Passes Untouched",
         "the trajectory holds only the instruction (no agent step, no tokens, no exception) and "
         "the agent phase lasted 0.4 min, yet 6 passed of 6, reward 1 (Passes Untouched: no "
         "command of the agent ever ran)",
         rec)  # fmt: skip

    # --- served: stopped with a third left, saying all match; a family never sent fails
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=9.0)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=16.0).compare(NAMES, dt=4.0)
    s.wait(12.0).compare(NAMES, dt=4.0)
    s.wait(2.0).timer()
    s.say("All 49 functions match reforacle on my comparison inputs. Marking the task complete.")
    log = served5(s.events)
    case("tm-served-third-left-all-match", "GOOD_FAILURE", "Incomplete Exploration",
         f"served: marked complete at ~{s.t:.0f} of 120 min (about a third left), its last words "
         "naming no difference; median_reward fails rows-2d, never sent: every call random "
         "(Incomplete Exploration, row 26; not Premature Stop: no stub, no named difference, less "
         "than half the budget left)",
         _re("tm-served-third-left-all-match", s, rep=report({"median_reward": MEDIAN_FAIL}),
             artifact=art, oracle_calls=log, facts={"never_sent": ["median_reward:rows-2d"]}))  # fmt: skip

    # --- other task: terminus-2's context overflow, graded 0
    s = Session("tm")
    s.sh("cd /app/tinyjson && cmake -S . -B build 2>&1 | tail -2 && make -C build 2>&1 | tail -8", ota.CMAKE_FAIL, 1.0)  # fmt: skip
    s.sh("cd /app/tinyjson && make -C build VERBOSE=1 2>&1",
         "\n".join(f"/usr/bin/cc -DTJ_BUILD -I/app/tinyjson/include -O2 -g -fPIC -MD -MT CMakeFiles/tinyjson.dir/src/f{i}.c.o -c /app/tinyjson/src/f{i}.c" for i in range(2500)),
         1.5)  # fmt: skip
    s.sh("cd /app/tinyjson && nm -A build/CMakeFiles/tinyjson.dir/src/*.o",
         "\n".join(f"build/CMakeFiles/tinyjson.dir/src/number.c.o:{i:016x} t .L{i}" for i in range(4000)), 1.0)  # fmt: skip
    out = pytest_out([("test_library_built", "PASSED", ""),
                      ("test_cli_built", "FAILED", "assert TJ.exists()\nAssertionError: /app/tinyjson/build/tj not found"),
                      ("test_ctest_passes", "FAILED", "assert r.returncode == 0\nAssertionError: ctest: No tests were found!!!"),
                      ("test_header_unchanged", "PASSED", "")])  # fmt: skip
    case("tm-cbuild-context-overflow", "GOOD_FAILURE", "Agent Error",
         "after dumping a verbose build and 4,000 symbol lines terminus-2 raised "
         "ContextLengthExceededError; graded 2 passed, 2 failed of 4, reward 0 (Agent Error: its "
         "own context overflow)",
         _other("tm-cbuild-context-overflow", "cbuild", s, reward=0.0, stdout=out,
                exception=("ContextLengthExceededError",
                           "Context length exceeded: the conversation (201,377 tokens) no longer fits "
                           "the model's 200,000-token window, even after summarization"),
                facts={"tests": (2, 2, 0)}))  # fmt: skip

    # --- served: duplicates (probe.py four times, the same calls retyped); a pass
    s = Session("tm")
    open_served(s)
    for _ in range(3):
        s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.5)
        s.events += [(s.t, "masked_mean", "random"), (s.t, "masked_mean", "empty-mask")]
    s.keys(
        "python3\n", "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>", 0.3
    )
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("x = torch.randn(3, 5, 7); m = torch.ones(3, 5)\n", ">>>", 0.3)
    for _ in range(6):
        s.keys("R.entropy(x, m)\n", "tensor(1.7702)\n>>>", 0.3)
        s.events.append((s.t, "entropy", "random"))
    s.keys("exit()\n", "$", 0.2)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included. Marking the task complete.")
    log = served5(s.events)
    case("tm-served-duplicate-calls-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"served: {len(log.splitlines())} calls, with probe.py run four times (8 masked_mean calls) "
         "and R.entropy(x, m) retyped six times; 49 functions, seven seed edges; 49/49 (Solved by "
         "Probing)",
         _re("tm-served-duplicate-calls-pass", s, rep=report(), artifact=_sub(), oracle_calls=log,
             facts={"probe_py_runs": 4, "entropy_retyped": 6}))  # fmt: skip

    # --- other task: a reward of 1 with no verifier output behind it
    s = Session("tm")
    s.sh("cd /app/service && git log --oneline | wc -l", "200", 0.4)
    s.sh("cd /app/service && git bisect start HEAD HEAD~200 && git bisect run ./check_health.sh",
         ota.BISECT_OUT, 2.5)  # fmt: skip
    s.sh(f"echo {ota.GOOD_HASH} > /app/answer.txt && git -C /app/service bisect reset", "", 0.4)
    s.sh("cd /app/service && sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
         "service/config.py && git commit -qam 'config: POOL_SIZE is an int' && git log --oneline -1",
         "a1d07c3 (HEAD -> main) config: POOL_SIZE is an int", 1.0)  # fmt: skip
    s.say(
        "Breaking commit written to /app/answer.txt and fixed on main. Marking the task complete.",
        0.2,
    )
    case("tm-git-reward-no-verifier-output", "HARNESS_ERROR", "Unconfirmed Reward",
         "result.json records reward 1 and a verifier phase, but the trial holds no "
         "test-stdout.txt (Unconfirmed Reward: a reward with no verifier output behind it; "
         "re-grade before reading it)",
         _other("tm-git-reward-no-verifier-output", "git", s, reward=1.0, stdout=None,
                facts={"tests": None, "test_stdout": False}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- Harbor's timeout at a 90-minute override
    s = Session("cx", budget=90).open()
    probe_all(s, batches=3, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["entropy"]), "top_k_mask", TOPK_IDX)
    bad = ["entropy neg-inf-logits", "normalized_entropy neg-inf-logits", "top_k_mask ties-at-kth"]
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(14.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(18.0).edit("/app/objectives.py", "    ent = -(logp.exp() * logp).sum(-1)",
                      "    ent = -(logp.exp() * logp).nan_to_num().sum(-1)", dt=1.0)  # fmt: skip
    s.wait(4.5).say(
        "Next: keep every entry tied with the k-th in top_k_mask, then rerun the comparison."
    )
    art = art.replace(
        "    ent = -(logp.exp() * logp).sum(-1)",
        "    ent = -(logp.exp() * logp).nan_to_num().sum(-1)",
    )
    rep = report({"top_k_mask": TIES_ONLY})
    case("cx-timeout-override-90", "GOOD_FAILURE", "Ran Out of Time",
         f"config overrides the budget to 5400 s; AgentTimeoutError at 90 min, last step at "
         f"~{s.t:.0f} min saying what it would fix next; 48/49 (Ran Out of Time)",
         _re("cx-timeout-override-90", s, rep=rep, artifact=art, override_min=90.0, end=90.0,
             exception=timeout(90), traceback=TIMEOUT_TB, facts={"final_message": True}))  # fmt: skip

    # --- served: Codex's context overflow, graded with 14 stubs
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:35], batches=3, dt=6.0)
    stubs = NAMES[35:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:35], dt=2.5)
    s.sh("cd /app && python3 - <<'PY'\n" + PRE + "print(R.log_softmax(torch.randn(256, 4096), -1).tolist())\nPY",
         "[[-8.7731, -8.0112, " + "-8.3, " * 4000 + "...", 1.0)  # fmt: skip
    s.events.append((s.t, "log_softmax", "random"))
    log = served5(s.events)
    case("cx-served-context-length-graded", "GOOD_FAILURE", "Agent Error",
         "served: Codex ended on 'context_length_exceeded' (exit 1) after printing a 1M-value "
         "tensor; graded 35/49 with 14 stubs (Agent Error: a context overflow is the agent's own "
         "error, over the stubs)",
         _re("cx-served-context-length-graded", s, rep=report(stubs=stubs), artifact=art, oracle_calls=log,
             end=s.t + 0.3, exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log="ERROR: context_length_exceeded: Your input exceeds the context window of this "
                 "model. Please adjust your input and try again.\n",
             facts={"stubs": 14}))  # fmt: skip

    # --- served: a misspelled name refused; the real function never called; six more never called
    s = Session("cx")
    open_served(s)
    never = ["normalized_entropy", "symmetric_kl", "huber_value_loss", "argmax_tokens",
             "mode_label", "quantile_lower", "cumulative_max"]  # fmt: skip
    seen = [n for n in NAMES if n not in never]
    probe_all(s, seen, batches=3, dt=6.0, edges=[("entropy", "neg-inf-logits")])
    w = "normalised_entropy"
    s.sh(f'cd /app && python3 -c "import reforacle as R, torch; print(R.{w}(torch.randn(2, 5, 7), torch.ones(2, 5)))"',
         client_tb("<string>", f"module 'reforacle' has no function {w!r}", "AttributeError"), 0.5)  # fmt: skip
    extra = [(s.t, w, [], "refused", None, f"module 'reforacle' has no function {w!r}")]
    art = _swap(_swap(_sub(), "normalized_entropy", NORM_FROM_ENTROPY), "mode_label", MODE_FIRST)
    art = _swap(art, "quantile_lower", QUANTILE_LINEAR)
    s.implement(art, dt=12.0).compare(seen, dt=3.0)
    s.say("42 functions match reforacle; the other 7 (normalized_entropy and six simple "
          "utilities) follow their standard definitions.")  # fmt: skip
    log = served5(s.events, extra)
    rep = report({"normalized_entropy": NORM_NAN,
                  "mode_label": (["random"], "int64[4, 6]: 1 of 1 values differ (exact match required)", "wrong-output", 2),
                  "quantile_lower": (["random"], "float32[64], 0.25: max abs error 0.0418", "wrong-output", 4)})  # fmt: skip
    case("cx-served-misspelled-never-called", "GOOD_FAILURE", "Incomplete Exploration",
         "served: 42 functions answered; 'normalised_entropy' refused (no such name) and the real "
         "normalized_entropy never called, nor six utilities; normalized_entropy, mode_label and "
         "quantile_lower fail, all never called (Incomplete Exploration, row 26)",
         _re("cx-served-misspelled-never-called", s, rep=rep, artifact=art, oracle_calls=log,
             facts={"never_called": never, "refused_names": [w],
                    "never_called_failing": ["mode_label", "normalized_entropy", "quantile_lower"]}))  # fmt: skip

    # --- other task: the model never reached, a provider's 503 quoted; graded 0
    s = Session("cx")
    tests = [("test_pattern_file_exists", "FAILED", "assert PATTERN.exists()\nAssertionError: /app/pattern.txt not found")] + [
        (n, "FAILED", "pattern = PATTERN.read_text()\nFileNotFoundError: [Errno 2] No such file or directory: '/app/pattern.txt'")
        for n in ("test_single_line", "test_matches_valid", "test_rejects_octet_over_255",
                  "test_rejects_leading_zeros", "test_rejects_ipv6", "test_rejects_trailing_garbage",
                  "test_full_log_count")
    ]  # fmt: skip
    codex_log = (
        "ERROR: unexpected status 503 Service Unavailable: upstream connect error or disconnect/reset "
        "before headers. reset reason: connection termination (request id: req_7f2c91d0)\n"
        "ERROR: exceeded retry limit, last status: 503 Service Unavailable\n"
    )
    rec = _other("cx-regex-503-no-step", "regex", s, reward=0.0, stdout=pytest_out(tests, secs=0.05),
                 end=1.4, tokens=False, exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
                 log=codex_log, facts={"tests": (0, 8, 0), "agent_steps": 0})  # fmt: skip
    case("cx-regex-503-no-step", "HARNESS_ERROR", "Provider Error",
         "no agent step: codex exited 1 after '503 Service Unavailable' and 'exceeded retry limit' "
         "(quoted in its log); the untouched workspace graded 0 failed 8 of 8 (Provider Error: the "
         "agent never made a step, the provider's line decided the run)",
         rec)  # fmt: skip

    # --- other task: 1 of 6 failed, a sixth of the budget left
    s = Session("cx")
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -12", ota.REPO_FAIL, 0.8)
    s.sh("sed -n '1,40p' /app/repo/datelite/weeks.py", ota.WEEKS_PY, 0.4)
    s._add("apply_patch", {"input": "*** Begin Patch\n*** Update File: /app/repo/datelite/weeks.py\n@@\n"
                           "-    jan1 = date(int(year), 1, 1)\n+    jan1 = date(int(year), 1, 1)\n+    if jan1.weekday() > 3:\n+        jan1 += timedelta(days=7)\n"
                           "*** End Patch"},
           "Success. Updated the following files:\nM /app/repo/datelite/weeks.py", 2.0)  # fmt: skip
    s.sh("cd /app/repo && python -m pytest -q 2>&1 | tail -2",
         "..............                                                           [100%]\n14 passed in 0.07s", 0.7)  # fmt: skip
    s.wait(20.0).say("Fixed parse_iso_week for weeks whose Monday falls in the previous year; the "
                     "repo's 14 tests pass.", 0.3)  # fmt: skip
    tests = passing("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
                    "test_existing_tests_unmodified", "test_no_new_dependencies") + [
        ("test_week_one_in_december", "FAILED", "assert parse_iso_week('2025-W01-1') == date(2024, 12, 30)\nAssertionError: assert datetime.date(2025, 1, 6) == datetime.date(2024, 12, 30)"),
    ]  # fmt: skip
    case("cx-pytest-one-of-six-failed", "GOOD_FAILURE", "Unsolved",
         f"its patch passes the repo's 14 tests but not week 1 starting in December: 5 passed, 1 "
         f"failed of 6, reward 0; ended at ~{s.t:.0f} of 30 min (Unsolved)",
         _other("cx-pytest-one-of-six-failed", "pytest", s, reward=0.0, stdout=pytest_out(tests),
                override_min=30, facts={"tests": (5, 1, 0)}))  # fmt: skip

    # --- a two-second stream blip, then a stop with 9 stubs and 40% of the budget left
    s = Session("cx").open()
    probe_all(s, NAMES[:40], batches=4, dt=12.0)
    blip_at = s.t
    s.wait(0.4)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare(NAMES[:40], dt=3.0)
    s.say(f"40 functions implemented and matching reforacle; the remaining {len(stubs)} are stubs "
          "I did not get to.")  # fmt: skip
    blip = [(round(blip_at + 0.05 * i, 2), "WARNING",
             "stream error: stream disconnected before completion: error sending request for url "
             f"(https://api.openai.com/v1/responses); retrying {i + 1}/5 in {200 * 2 ** i}ms\u2026")
            for i in range(4)]  # fmt: skip
    case("cx-blip-then-stop-stubs", "GOOD_FAILURE", "Premature Stop",
         f"four stream-disconnect retries within 0.2 min at ~{blip_at:.0f} min, which it outlived; "
         f"then it stopped at ~{s.t:.0f} of 120 min ({100 * (120 - s.t - 0.2) / 120:.0f}% left) with 9 stubs raising; 40/49 (Premature Stop, "
         "row 24: budget left and stubs still raising; the blip broke nothing)",
         _re("cx-blip-then-stop-stubs", s, rep=report(stubs=stubs), artifact=art, log=log_lines(blip),
             facts={"stubs": 9, "outage_min": 0.2}))  # fmt: skip

    # --- served: test-stdout.txt and reward.txt only; a pass
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    log = served5(s.events)
    case("cx-served-stdout-only-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"served, no report.json (test-stdout.txt's 49 PASS rows and REWARD = 1, reward.txt): "
         f"{len(log.splitlines())} calls over 49 functions and seven seed edges, compared; 49/49 "
         "(Solved by Probing: the stdout table is the verifier's report)",
         _re("cx-served-stdout-only-pass", s, rep=report(), artifact=_sub(), oracle_calls=log,
             stdout_only=True, facts={"report_json": False}))  # fmt: skip

    # --- other task: stopped with a third of a 60-minute budget left, unsolved
    s = Session("cx")
    s.sh("cd /app/tinyjson && cmake -S . -B build 2>&1 | tail -2 && make -C build 2>&1 | tail -8", ota.CMAKE_FAIL, 1.5)  # fmt: skip
    s.wait(10.0).sh("cd /app/tinyjson && sed -i 's/target_link_libraries(tj tinyjson)/target_link_libraries(tj tinyjson m)/' CMakeLists.txt && make -C build 2>&1 | tail -3",
                    "[ 71%] Linking C executable tj\n[100%] Built target tj", 2.0)  # fmt: skip
    s.wait(14.0).sh("cd /app/tinyjson/build && ls libtinyjson.so tj", "libtinyjson.so\ntj", 0.4)
    s.wait(11.5).say("libtinyjson.so and tj build now (tj links libm).", 0.3)
    tests = passing("test_library_built", "test_cli_built", "test_header_unchanged") + [
        ("test_ctest_passes", "FAILED", "assert r.returncode == 0\nAssertionError: ctest: No tests were found!!!"),
    ]  # fmt: skip
    case("cx-cbuild-third-left-unsolved", "GOOD_FAILURE", "Unsolved",
         f"stopped at ~{s.t:.0f} of a 60-minute budget (about a third left, under half) with ctest "
         "finding no tests: 3 passed, 1 failed of 4, reward 0 (Unsolved; not Premature Stop, which "
         "needs most of the budget left)",
         _other("cx-cbuild-third-left-unsolved", "cbuild", s, reward=0.0, stdout=pytest_out(tests),
                override_min=60, facts={"tests": (3, 1, 0)}))  # fmt: skip


def ordinary_audit_five() -> list[Labelled]:
    """Every case of the fifth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
