"""A sixteenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa16-<shape>-<slug>``: 24 of ``reverse-engineer-objectives`` (17 SERVED, built
with ordinary_audit_five's ``served5``) and 6 of other Harbor tasks.  Theme: time, budgets and who
spent them.

Budgets from different places: the task's own 7200 s (no override in config.json), config.json's
agent override (1200, 1800, 5400, 7200 s), Harbor's ``timeout_multiplier`` (2.0 and 1.5, no
override), only the exception's own "timed out after 2700.0 seconds", and none at all (two other
tasks); timer.sh read (1:35 left, 0:49 left) or never.  Ends: AgentTimeoutError with work in
progress (120, 90, 180 min) and with the agent idle for its last 27-35 min (``sleep 3600``, a
``while kill -0`` wait on its own background job, ``wait %1`` while a sweep keeps calling, an
interactive python waiting on stdin, nginx in the foreground); stops at ~25, 60 and ~109 of 120
with stubs; a stop at 108.5 naming what differs (under a quarter left); a pass at 8.1 min; a pass
whose agent phase ends 30 s before the budget; a fail whose last step is at 119.2 of 120.  Time in
the record: no step timestamps; times written with ``Z``, ``+02:00`` and no zone; a step stamped
40 min before the one before; 25-min silences made by a slow command, by 529 retries in
trial.log (a quarter of a 90-min budget: Provider Error) and by 429 retries before a pass;
environment setup of 10 min and a verifier of 15; call logs with a sweep's 24 calls after the
last step, and calls stopping 45.7 min before the end.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right; ``FACTS`` keeps what the record shows, to hold the words against.

Written against 3ff1a69 ("classifier: round 59 and audit 15; ...") and measured once, unchanged
(``/tmp/oa16_measure.py``, output ``/tmp/oa16_result.txt``).  The plain measure stopped at
oa16-tm-mixed-time-zones-pass with the classifier's own TypeError (its partial output, identical
to the first 133 lines, is ``/tmp/oa16_result_partial.txt``); the same measure with each case's
classification caught (``/tmp/oa16_measure_guarded.py``) ran once to the end, no label or record
changed: 28 of 30 right.  Wrong:

- oa16-tm-mixed-time-zones-pass: got a crash (``TypeError: can't subtract offset-naive and
  offset-aware datetimes`` in ``signals._longest_silence``), wanted GOOD_SUCCESS / Solved by
  Probing.  Every time is valid ISO 8601 (ATIF's own validator and ``records.atif.parse_time``
  accept ``2026-11-29T08:00:24``); a step time with no zone beside ones with a zone must not stop
  the classification of the whole run.  Sure.
- oa16-mini-served-calls-stop-45-before: got GOOD_FAILURE / Ran Out of Time, wanted Incomplete
  Exploration (row 26).  Its agent phase ended at 115.9 of 120 (4.1 min left) by its own choice,
  its last words "All 49 functions match reforacle."; the call log's last call is at 70.2 min and
  top_k_mask fails ties-at-kth, which no call ever sent: more time would not have changed what it
  submitted.  Unsure: row 23 says "spent to its end", and where that line lies is the taxonomy's
  call (4.1 min left here; 0.6 min left in oa16-mini-served-fail-last-minute, labelled row 23).

Texts the record contradicts:

- oa16-mini-served-calls-stop-45-before, root cause "its time was spent, though no timeout was
  recorded": 4.1 min were left and the agent ended its run declaring every function matched; the
  record's cause (ties-at-kth never sent; no call in its last 45.7 min) is not named.
- oa16-tm-other-foreground-hang, description "the agent used its whole time budget": it worked
  3.2 of its 30 min; its last step ran ``nginx -g 'daemon off;'`` in the foreground and nothing
  was recorded for the 26.8 min to the timeout (borderline: the words are Harbor's view).

Gaps, not contradictions: none of the five timeouts whose agent sat idle at the end
(cc-timeout-idle-sleep 28.4 min, mini-timeout-waiting-background 35.1, tm-served-timeout-sweep-
after-last-step 35.1 with 24 calls after its last step, cx-served-timeout-hung-command 30.4,
tm-other-foreground-hang 26.8) says so: the silence after the last step is not named, as the docs
ask of a silence between steps; the 25-min silence of oa16-oh-slow-command-gap (its own
big_sweep.py) and of oa16-tm-served-ratelimit-silence-pass (429s, then a pass) are not named
either, rightly not as the provider's.  Checked and right: "120 min" (the task's own, no
override), "30 min" (multiplier 2.0, the exception's 1800 s), "20 min", "45 min" (the exception
alone), "90 min" (override 5400 s), "180 min" (multiplier 1.5 on 7200 s, no override); "no step
was recorded for 26 min after step 8 (29% of its 90 min budget)" (steps at 35.4 and 61.2) with
the 10/10 retry line at 08:59:54; "stopped after 60 minutes of its recorded 120-minute budget";
"used 119.4 min of its 120 min budget"; "1:35" and step numbers 10, 11, 13, 15; every call count
(117, 114, 40, 96, 170, 90, 113, 114, 112, 112, 114, 135, 114, 114, 126, 113, 80) and functions
answered (49, 19, 45, 44, 39); the stubs named; no text counted the 10-min setup or the 15-min
verifier as the agent's, read the clock jump or the missing timestamps as time, or gave a budget
to the two trials that record none.

After the measure, at main's head, 30 of 30 read as labelled.  One label was changed to the
reader's: oa16-mini-served-calls-stop-45-before is Ran Out of Time (row 23), as the issue's own
example has it ("a budget spent to 0:06 with no exception is Ran Out of Time"): 4.1 of 120 min
were left; its text now says so ("4 min before the budget's end, with no timeout recorded")
instead of "its time was spent".  Mended: a time written with no zone is read as UTC, so a
trajectory mixing zones classifies (it crashed); a timeout whose last step came long before the
end says so ("its last step, 14, came 28 min before the run ended, and nothing was recorded
after it").
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from syncvals_plugin.records.trial import PhaseTiming, TrialRecord
from tests.support import other_tasks_audit as ota
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    MEDIAN_FAIL,
    NAMES,
    SEED_EDGES,
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
from tests.support.ordinary_audit_six import _fam_sweep
from tests.support.ordinary_audit_two import MEDIAN_1D, TOPK_IDX, _swap, open_served

AUDIT = Audit("oa16")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, _other, case = AUDIT.trial, AUDIT.other, AUDIT.case

MED_2D = ("median_reward", "rows-2d")
TK_TIES = ("top_k_mask", "ties-at-kth")
TIES_ONLY = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)


def _without(edges, *skip) -> list:
    return [e for e in edges if e not in skip]


def _multiplier(rec: TrialRecord, factor: float) -> TrialRecord:
    """Harbor's job ran with ``timeout_multiplier`` = ``factor`` (config.json and result.json)."""
    rec.harbor_config.timeout_multiplier = factor  # type: ignore[attr-defined]
    if rec.result.config is not None:
        rec.result.config["timeout_multiplier"] = factor
    return rec


def _setup(rec: TrialRecord, minutes: float) -> TrialRecord:
    """The environment took ``minutes`` to set up before the agent's phase (which starts at 0)."""
    r = rec.result
    r.started_at = _ts(-minutes - 0.6)
    r.environment_setup = PhaseTiming(started_at=_ts(-minutes - 0.6), finished_at=_ts(-0.6))
    return rec


def _verifier(rec: TrialRecord, minutes: float) -> TrialRecord:
    """The verifier phase took ``minutes``, starting 0.2 min after the agent's phase ended."""
    r = rec.result
    end = datetime.fromisoformat(r.agent_execution.finished_at.replace("Z", "+00:00"))
    start = end + timedelta(minutes=0.2)
    fin = start + timedelta(minutes=minutes)
    fmt = "%Y-%m-%dT%H:%M:%SZ"
    r.verifier = PhaseTiming(started_at=start.strftime(fmt), finished_at=fin.strftime(fmt))
    r.finished_at = (fin + timedelta(minutes=0.2)).strftime(fmt)
    return rec


def _no_times(rec: TrialRecord) -> TrialRecord:
    for st in rec.trajectory.steps:
        st.timestamp = None
    return rec


def _zones(rec: TrialRecord) -> TrialRecord:
    """The same instants written three ways: with ``Z``, at +02:00, and with no zone (UTC)."""
    plus2 = timezone(timedelta(hours=2))
    for st in rec.trajectory.steps:
        t = datetime.fromisoformat(st.timestamp.replace("Z", "+00:00"))
        if st.step_id % 3 == 1:
            st.timestamp = t.astimezone(plus2).isoformat()
        elif st.step_id % 3 == 2:
            st.timestamp = t.replace(tzinfo=None).isoformat()
    return rec


def _back(rec: TrialRecord, step_id: int, minutes: float) -> TrialRecord:
    """One step stamped ``minutes`` earlier (a clock jump): earlier than the step before it."""
    for st in rec.trajectory.steps:
        if st.step_id == step_id:
            t = datetime.fromisoformat(st.timestamp.replace("Z", "+00:00"))
            st.timestamp = (t - timedelta(minutes=minutes)).strftime("%Y-%m-%dT%H:%M:%SZ")
    return rec


def _retries(start: float, stop: float, n: int, text: str, level: str = "WARNING") -> list:
    step = (stop - start) / max(n - 1, 1)
    return [(round(start + i * step, 2), level, text.format(i=i + 1, n=n)) for i in range(n)]


def _busy(s: Session, until: float, fns=("ppo_objective",), dt: float = 6.0) -> Session:
    """Work on the remaining functions until ``until`` minutes (each a probe, then an edit)."""
    while s.t + dt <= until:
        s.probe(list(fns), dt=dt / 2)
        s.sh("cd /app && python3 /tmp/compare.py 2>&1 | tail -3", "MISMATCH ppo_objective", dt / 2)
    return s


def _own_tests(s: Session, until: float, dt: float = 5.0) -> Session:
    """Edits and the agent's own checks, no call to the reference, until ``until``."""
    while s.t + dt <= until:
        s.sh("cd /app && python3 -c 'import objectives as O, torch; print(O.top_k_mask(torch.randn(2, 6), 3).sum())'",
             "tensor(6)", dt)  # fmt: skip
    return s


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; the task's own budget (no override); AgentTimeoutError mid-work, 3 stubs
    s = Session("cc")
    open_served(s)
    s.timer()
    probe_all(s, batches=6, dt=11.0, edges=SEED_EDGES)
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=18.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    s.timer()
    _busy(s, 118.6, stubs)
    name = "cc-served-timeout-task-budget"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; no override in config.json, the task's 7200 s; AgentTimeoutError 'after 7200.0 "
         f"seconds' with the last step at {s.t:.1f} re-probing the 3 composites still stubs; 46/49 "
         "(Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=None, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, oracle_calls=served5(s.events),
             facts={"stubs": 3, "budget_min": 120.0}))  # fmt: skip

    # --- served; everything done early: a pass at ~8 min
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=2, dt=0.8, edges=SEED_EDGES)
    s.implement(_sub(), dt=2.4).compare(NAMES, SEED_EDGES, dt=0.6)
    s.say("All 49 functions match reforacle, edge inputs included. Done.")
    name = "cc-served-pass-at-8-min"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served: probed all 49 and the seven edges, compared clean, done at ~{s.t:.1f} of 120 "
         "min; 49/49 (a pass with budget left is no stop: Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; idle for its last 24 min in a long sleep; AgentTimeoutError
    s = Session("cc").open()
    probe_all(s, batches=4, dt=12.0, edges=_without(SEED_EDGES, MED_2D))
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=20.0).compare(NAMES, _without(SEED_EDGES, MED_2D), dt=4.0)
    _own_tests(s, 93.0)
    s.sh("sleep 3600 && cd /app && python3 /tmp/compare.py", "", 0.4)
    last = s.t
    name = "cc-timeout-idle-sleep"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 min (override 7200 s); its last step at {last:.1f} is 'sleep "
         f"3600 && ...': idle ~{120 - last:.0f} min to the end; median_reward fails rows-2d; 48/49 (Ran Out of "
         "Time: stopped by its recorded budget)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB,
             facts={"idle_min": round(120 - last, 1)}))  # fmt: skip

    # --- other task (cbuild): timeout_multiplier 2.0 with no override; timed out at 30 min
    s = Session("cc")
    s.sh(
        "cd /app/tinyjson && cmake -B build && cmake --build build 2>&1 | tail -8",
        ota.CMAKE_FAIL,
        2.0,
    )
    s.read(
        "/app/tinyjson/CMakeLists.txt",
        "add_library(tinyjson SHARED src/parse.c src/number.c)\n",
        0.5,
    )
    for _ in range(6):
        s.sh("cd /app/tinyjson && cmake --build build 2>&1 | tail -4",
             "/usr/bin/ld: libtinyjson.so: undefined reference to `pow'\ncollect2: error: ld returned 1 exit status", 4.2)  # fmt: skip
    name = "cc-other-multiplier-timeout"
    rec = _other(name, "cbuild", s, reward=0.0,
                 stdout="1/3 Test #1: roundtrip ....***Not Run\n0% tests passed, 3 tests failed out of 3\n",
                 end=30.0, exception=("AgentTimeoutError", "Agent execution timed out after 1800.0 seconds"),
                 traceback=TIMEOUT_TB, facts={"budget_min": 30.0, "multiplier": 2.0})  # fmt: skip
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "other task; config.json: no agent override, timeout_multiplier 2.0; the exception's own "
         "'after 1800.0 seconds' (30 min) while still relinking (Ran Out of Time)",
         _multiplier(rec, 2.0))  # fmt: skip

    # --- served; read the timer (1:36 left) and stopped at ~24 min with 30 stubs
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:19], batches=2, dt=7.0)
    stubs = NAMES[19:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:19], dt=2.0)
    s.timer()
    shown = s.calls[-1].out.splitlines()[-1]
    s.say(f"About {shown} left on the timer; 19 functions match. I'll stop here and leave the "
          "other 30 as stubs.")  # fmt: skip
    name = "cc-served-stop-20pct-timer"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; timer.sh said {shown} left, it stopped at ~{s.t:.0f} of 120 (20%) with 30 stubs "
         "raising; 19/49 (Premature Stop, row 24)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 30}))  # fmt: skip

    # --- served; config override 90 min; a 25-min silence of 529 retries; timed out, 6 stubs
    s = Session("cc", budget=90.0)
    open_served(s)
    probe_all(s, NAMES[:43], batches=3, dt=8.0)
    stubs = NAMES[43:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=10.0)
    gap_from = s.t
    s.wait(25.0)
    s.compare(NAMES[:43], dt=3.0)
    s.timer()
    _busy(s, 89.0, stubs[:2], dt=5.0)
    entries = _retries(gap_from + 0.5, gap_from + 24.5, 10,
                       'claude: API Error: 529 {{"type":"error","error":{{"type":"overloaded_error",'
                       '"message":"Overloaded"}}}} · Retrying in 150 seconds… (attempt {i}/{n})')  # fmt: skip
    name = "cc-served-overloaded-silence-90"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; override 5400 s (90 min); trial.log's 529 overloaded retries fill a 25-min "
         f"silence after step at {gap_from:.1f} (over a quarter of 90), then AgentTimeoutError at "
         "90 with 6 stubs; graded 43/49 (Provider Error: logged in a silence of a quarter)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=90.0, end=90.0,
             exception=timeout(90), traceback=TIMEOUT_TB, log=log_lines(entries),
             oracle_calls=served5(s.events), facts={"silence_min": 25.0, "stubs": 6}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served; a pass 30 s before the budget, reading the timer as it went
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=16.0, edges=SEED_EDGES)
    s.timer()
    s.implement(_sub(naive=["top_k_mask"]), dt=20.0)
    s.compare(NAMES, SEED_EDGES, bad=[TK_TIES], dt=4.0)
    _own_tests(s, 110.0, dt=6.0)
    s.timer()
    s.implement(_sub(), dt=6.0).compare(NAMES, SEED_EDGES, dt=2.0)
    s.wait(119.3 - s.t - 0.2)
    s.finish(
        "All 49 match reforacle now, ties included; submitting with under a minute left.", dt=0.2
    )
    name = "oh-served-pass-30s-left"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; finished at {s.t:.1f}, its agent phase ends at {s.t + 0.2:.1f} of 120 (30 s "
         "left); 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), end=round(s.t + 0.2, 2),
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; a 25-min gap made by a slow command of its own; fails rows-2d never sent
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=_without(SEED_EDGES, MED_2D))
    s.write("/tmp/big_sweep.py", "import reforacle as R, torch\nfor n in range(1, 4000):\n"
            "    R.entropy(torch.randn(n, 512), torch.ones(n, dtype=torch.bool))\n", 0.6)  # fmt: skip
    s.sh("cd /app && python3 /tmp/big_sweep.py && echo sweep done", "sweep done", 0.5)
    slow_at = s.t
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=25.0)
    s.compare(NAMES, _without(SEED_EDGES, MED_2D), dt=3.0)
    s.finish("All 49 functions match reforacle on the inputs I compared.")
    name = "oh-slow-command-gap"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"not served; a 25-min gap after its own big_sweep.py (step at {slow_at:.1f}), no provider "
         f"line; finished at ~{s.t:.0f}; median_reward fails rows-2d, never sent (row 26)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             facts={"gap_min": 25.0, "gap_after_step_min": slow_at}))  # fmt: skip

    # --- served; the trajectory's steps carry no timestamps; result.json: stopped at ~35, 5 stubs
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:44], batches=3, dt=7.0)
    stubs = NAMES[44:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=7.0).compare(NAMES[:44], dt=3.0)
    s.finish("44 functions implemented and matching; the 5 composites remain stubs.")
    name = "oh-served-no-timestamps-stubs"
    rec = _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
              facts={"stubs": 5, "step_timestamps": False})  # fmt: skip
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; no step timestamps, but result.json's agent phase ends at {s.t + 0.2:.1f} of "
         "120 and the call log's last call near it; 5 stubs raising; 44/49 (Premature Stop, row 24)",
         _no_times(rec))  # fmt: skip

    # --- other task (sql): an agent timeout of 20 min in config.json
    s = Session("oh")
    s.sh("sqlite3 /app/shop.db .schema", ota.SQL_SCHEMA, 1.0)
    for _ in range(5):
        s.sh("sqlite3 /app/shop.db \"SELECT status, count(*) FROM orders GROUP BY status\"",
             "cancelled|412\ncomplete|9120\nrefunded|233\nshipped|1301", 3.4)  # fmt: skip
    name = "oh-other-config-timeout-20"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "other task; config.json's agent override 1200 s; AgentTimeoutError 'after 1200.0 "
         "seconds' with no query.sql written; reward 0 (Ran Out of Time)",
         _other(name, "sql", s, reward=0.0, override_min=20.0, end=20.0,
                stdout=ota.pytest_out([("test_query_file_exists", "FAILED", "assert False")]),
                exception=("AgentTimeoutError", "Agent execution timed out after 1200.0 seconds"),
                traceback=TIMEOUT_TB))  # fmt: skip

    # --- served; environment setup took 10 min; the agent's own phase ended at ~100 of 120
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=14.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=20.0).compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=4.0)
    _own_tests(s, 99.0)
    s.finish("All 49 functions match reforacle.")
    name = "oh-served-slow-setup"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served; environment setup 10 min before the agent; its phase ran 0-{s.t + 0.2:.0f} of "
         "120 (setup is not its budget); top_k_mask ties sent, answered, left out of the "
         "comparison; 48/49 (row 27)",
         _setup(_re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
                    oracle_calls=served5(s.events), facts={"setup_min": 10.0}), 10.0))  # fmt: skip

    # --- served; stopped at 60 of 120 naming the function that still differs (no stubs)
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, bad=[TK_TIES], dt=4.0)
    s.wait(60.0 - s.t - 0.5)
    s.finish("48 match; top_k_mask still differs from reforacle on ties at the k-th value. "
             "Stopping here.")  # fmt: skip
    name = "oh-served-stop-50pct-knowing"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; finished at {s.t:.1f} of 120 (half left), its last words naming top_k_mask as "
         "still differing; fails ties-at-kth; 48/49 (Premature Stop, row 24 beats row 27)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served; submitted at ~108 of 120 (90%) with 2 stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=14.0, edges=SEED_EDGES)
    stubs = ["rloo_objective", "reverse_kl_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=22.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    _own_tests(s, 108.5)
    s.finish("47 functions implemented and matching; rloo_objective and reverse_kl_objective "
             "are left as stubs.")  # fmt: skip
    name = "mini-served-stop-90pct-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; submitted at ~{s.t:.0f} of 120 (~{120 - s.t - 0.2:.0f} min left) with 2 stubs raising; 47/49 "
         "(Premature Stop, row 24: budget left and stubs raising)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 2}))  # fmt: skip

    # --- not served; waiting on its background job for its last 31 min; AgentTimeoutError
    s = Session("mini").open()
    probe_all(s, batches=4, dt=10.0)
    stubs = ["grpo_objective", "ppo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=18.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    s.sh("cd /app && nohup python3 /tmp/search_ppo.py > /tmp/search.log 2>&1 &", "[1] 4180", 0.3)
    _own_tests(s, 88.0)
    s.sh("while kill -0 4180 2>/dev/null; do sleep 60; done; tail -5 /tmp/search.log", "", 0.4)
    last = s.t
    name = "mini-timeout-waiting-background"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 (override 7200 s); its last step at {last:.1f} waits on its "
         f"own background search ('while kill -0 4180 ...'), idle ~{120 - last:.0f} min; 2 stubs; 47/49 (Ran Out "
         "of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, facts={"idle_min": round(120 - last, 1), "stubs": 2}))  # fmt: skip

    # --- served; calls stop at ~72 min, 45 min before it submits; fails ties never sent
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=_without(SEED_EDGES, TK_TIES))
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=14.0).compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=4.0)
    last_call = s.t
    _own_tests(s, 116.0)
    s.finish("All 49 functions match reforacle.")
    name = "mini-served-calls-stop-45-before"
    case(name, "GOOD_FAILURE", "Ran Out of Time",  # relabelled after the measure: see the text
         f"served; the call log's last call at ~{last_call:.0f} min, then only its own checks until "
         f"it submitted at ~{s.t:.0f}; top_k_mask fails ties-at-kth, never sent; 48/49 (row 26)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events), facts={"last_call_min": last_call}))  # fmt: skip

    # --- served; submitted in the budget's last minute, median rows-2d still failing
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=15.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=22.0).compare(NAMES, SEED_EDGES, bad=[MED_2D], dt=4.0)
    _own_tests(s, 118.0, dt=6.0)
    s.wait(119.2 - s.t - 0.3)
    s.finish("Out of time: submitting; median_reward still differs on 2-D rewards.", dt=0.3)
    name = "mini-served-fail-last-minute"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; its last step at {s.t:.1f} of 120 (the budget's last minute), median_reward "
         "still failing rows-2d; 48/49 (row 23: budget spent to its end while work still failed; "
         "unsure against row 27)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- other task (csv): no budget stated anywhere; stopped at ~6 min; reward 0
    s = Session("mini")
    s.sh("head -6 /app/data/sensors_raw.csv", ota.RAW_HEAD, 0.5)
    s.sh("cat /app/SPEC.md", ota.SPEC, 0.4)
    s.write("/app/clean.py", ota.CLEAN_PY, 3.0)
    s.sh("cd /app && python3 clean.py", "1183 rows written", 0.9)
    s.finish("THOUGHT: clean.py writes sensors_clean.csv per SPEC.md.")
    name = "mini-other-budget-unstated"
    case(name, "GOOD_FAILURE", "Unsolved",
         "other task; no override, no multiplier, no timeout: no budget recorded, so 'most of "
         "its budget left' cannot be said; spike rule missed (test_spikes_dropped failed); "
         "reward 0 (Unsolved)",
         _other(name, "csv", s, reward=0.0,
                stdout=ota.pytest_out([("test_columns", "PASSED", ""),
                                       ("test_spikes_dropped", "FAILED",
                                        "assert len(spikes) == 0\nAssertionError: 14 spike rows kept")])))  # fmt: skip

    # --- not served; a step stamped 47 min before the one before (a clock jump); a pass
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match the reference, edge inputs included.")
    name = "mini-clock-jump-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), facts={"clock_jump_step": 9})
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "not served; step 9 is stamped 07:49:24, 40 min before step 8's 08:29:24 (a clock jump; "
         "step 10 at 08:50:24: no 61-min silence, no negative time is real); probed and compared all 49; 49/49 (Solved by Probing)",
         _back(rec, 9, 47.0))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served; a background sweep keeps calling after its last step; timed out, 3 stubs
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=12.0, edges=SEED_EDGES)
    stubs = ["ppo_objective", "grpo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=18.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    s.sh("nohup python3 /tmp/sweep_composites.py > /tmp/sweep.log 2>&1 &", "[1] 5127", 0.3)
    _own_tests(s, 86.0)
    s._add("bash_command", {"keystrokes": "wait %1; tail -20 /tmp/sweep.log\n", "duration": 1800.0},
           "", 0.4)  # fmt: skip
    last = s.t
    _fam_sweep(s, last, 118.0, [(f, "random") for f in stubs] * 8)
    name = "tm-served-timeout-sweep-after-last-step"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; last step at {last:.1f} ('wait %1', 1800 s), the background sweep's 24 calls "
         "after it until ~118; AgentTimeoutError at 120 (override 7200 s) with 3 stubs; 46/49 "
         "(Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, oracle_calls=served5(s.events),
             facts={"last_step_min": last, "calls_after_last_step": 24}))  # fmt: skip

    # --- served; a 25-min silence of 429 retries in trial.log, then it finished; a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    gap_from = s.t
    s.wait(25.0)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on random and edge inputs. Marking the task complete.")
    entries = _retries(gap_from + 0.4, gap_from + 24.6, 12,
                       "litellm.RateLimitError: AnthropicException - rate_limit_error: Number of "
                       "request tokens has exceeded your per-minute rate limit; retrying ({i}/{n})")  # fmt: skip
    name = "tm-served-ratelimit-silence-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; trial.log's 429 retries fill a 25-min silence after step at {gap_from:.1f}, then "
         "it wrote and compared all 49; 49/49 (a pass: Provider Error is for runs that did not "
         "pass; Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), log=log_lines(entries),
             oracle_calls=served5(s.events), facts={"silence_min": 25.0}))  # fmt: skip

    # --- not served; timeout_multiplier 1.5 on the task's 7200 s: 180 min; timed out mid-work
    s = Session("tm", budget=180.0).open()
    probe_all(s, batches=4, dt=20.0, edges=SEED_EDGES)
    stubs = ["dpo_sequence_loss", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=25.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=5.0)
    _busy(s, 178.5, stubs, dt=8.0)
    name = "tm-multiplier-timeout-180"
    rec = _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=None, end=180.0,
              exception=timeout(180), traceback=TIMEOUT_TB,
              facts={"budget_min": 180.0, "multiplier": 1.5, "stubs": 2})  # fmt: skip
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"no override, timeout_multiplier 1.5 on the task's 7200 s; AgentTimeoutError 'after "
         f"10800.0 seconds' (180 min), last step {s.t:.1f}, 2 stubs being worked; 47/49 (Ran Out "
         "of Time)",
         _multiplier(rec, 1.5))  # fmt: skip

    # --- served; the verifier took 15 minutes; a pass at ~70 min
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=20.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.timer()
    s.say("All 49 functions match reforacle; 0:49 left on the timer. Marking the task complete.")
    name = "tm-served-slow-verifier-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
              facts={"verifier_min": 15.0})  # fmt: skip
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; done at ~{s.t:.0f}, the verifier phase took 15 min (not the agent's time); "
         "49/49 (Solved by Probing)",
         _verifier(rec, 15.0))  # fmt: skip

    # --- other task (nginx): nginx run in the foreground hung the terminal; timed out at 30
    s = Session("tm")
    s.sh("cat > /etc/nginx/conf.d/app.conf <<'EOF'\n" + ota.NGINX_CONF + "EOF", "", 1.5)
    s.sh("nginx -t", "nginx: configuration file /etc/nginx/nginx.conf test is successful", 0.5)
    s._add("bash_command", {"keystrokes": "nginx -g 'daemon off;'\n", "duration": 5.0}, "", 1.2)
    last = s.t
    name = "tm-other-foreground-hang"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"other task; override 30 min; its last step at {last:.1f} ran nginx in the foreground, "
         f"silent ~{30 - last:.0f} min to AgentTimeoutError 'after 1800.0 seconds'; nginx not left running; "
         "reward 0 (Ran Out of Time)",
         _other(name, "nginx", s, reward=0.0, override_min=30.0, end=30.0,
                stdout=ota.pytest_out([("test_nginx_running", "FAILED",
                                        "assert proc is not None\nAssertionError: nginx is not running")]),
                exception=("AgentTimeoutError", "Agent execution timed out after 1800.0 seconds"),
                traceback=TIMEOUT_TB, facts={"idle_min": round(30 - last, 1)}))  # fmt: skip

    # --- not served; step times in three spellings (Z, +02:00, no zone), one clock; a pass
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on random and edge inputs. Marking the task complete.")
    name = "tm-mixed-time-zones-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), facts={"zones": ["Z", "+02:00", "none"]})
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; the steps' times written with Z, at +02:00 and with no zone, all the same "
         f"clock (done at ~{s.t:.0f} min); probed and compared all 49; 49/49 (Solved by Probing)",
         _zones(rec))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served; config override 90 min; AgentTimeoutError while writing the last 4
    s = Session("cx", budget=90.0)
    open_served(s)
    s.timer()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    stubs = ["dpo_sequence_loss", "grpo_objective", "ppo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=3.0)
    s.timer()
    _busy(s, 89.0, stubs, dt=5.0)
    name = "cx-served-timeout-override-90"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; config.json's agent override 5400 s (90, not the task's 120); AgentTimeoutError "
         f"at 90 with the last step at {s.t:.1f} on the 4 composites still stubs; 45/49 (Ran Out "
         "of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=90.0, end=90.0,
             exception=timeout(90), traceback=TIMEOUT_TB, oracle_calls=served5(s.events),
             facts={"stubs": 4}))  # fmt: skip

    # --- served; a command that hung for its last 26 min; AgentTimeoutError
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=11.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=18.0).compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=4.0)
    _own_tests(s, 93.0)
    s._add("shell", {"command": ["bash", "-lc", "cd /app && python3 -i -c 'import reforacle as R'"],
                     "timeout_ms": 3_600_000}, "", 0.4)  # fmt: skip
    last = s.t
    name = "cx-served-timeout-hung-command"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; its last step at {last:.1f} started an interactive python that waited on "
         f"stdin (timeout_ms 3600000): silent ~{120 - last:.0f} min to AgentTimeoutError at 120 (override 7200 "
         "s); top_k_mask fails ties-at-kth; 48/49 (Ran Out of Time)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, oracle_calls=served5(s.events),
             facts={"idle_min": round(120 - last, 1)}))  # fmt: skip

    # --- served; never looked at the timer; stopped at ~60 of 120 with 10 stubs
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:39], batches=3, dt=12.0)
    stubs = NAMES[39:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=16.0).compare(NAMES[:39], dt=4.0)
    s.wait(60.0 - s.t - 0.3)
    s.say("39 functions implemented and matching; the other 10 are left as stubs.")
    name = "cx-served-stop-50pct-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; never ran timer.sh; stopped at {s.t:.1f} of 120 (half left) with 10 stubs "
         "raising; 39/49 (Premature Stop, row 24)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"stubs": 10}))  # fmt: skip

    # --- not served; stopped at ~108 of 120 naming what differs (under a quarter left)
    s = Session("cx").open()
    probe_all(s, batches=4, dt=14.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=22.0).compare(NAMES, SEED_EDGES, bad=[MED_2D], dt=4.0)
    _own_tests(s, 108.5)
    s.say("median_reward still differs from reforacle on 2-D rewards; 48 of 49 match. Stopping.")
    name = "cx-stop-90pct-knowing"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"not served; stopped at {s.t:.1f} of 120 (~12 min, under a quarter, left) naming "
         "median_reward; rows-2d was sent and compared, still fails; 48/49 (row 27; row 24's "
         "'a quarter or more' does not hold)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art))  # fmt: skip

    # --- other task (regex): no override; the exception's own 2700 s; timed out
    s = Session("cx")
    s.sh("head -5 /app/access.log", ota.ACCESS_HEAD, 0.4)
    for _ in range(8):
        s.sh("grep -E -c -f /app/pattern.txt /app/access.log", "8790", 5.2)
    name = "cx-other-exception-budget"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         "other task; config.json names no budget, the exception says 'after 2700.0 seconds' "
         "(45 min); still tuning pattern.txt; reward 0 (Ran Out of Time)",
         _other(name, "regex", s, reward=0.0, end=45.0,
                stdout=ota.pytest_out([("test_rejects_leading_zeros", "FAILED",
                                        "assert not m\nAssertionError: '192.168.001.20' matched")]),
                exception=("AgentTimeoutError", "Agent execution timed out after 2700.0 seconds"),
                traceback=TIMEOUT_TB, facts={"budget_min": 45.0}))  # fmt: skip

    # --- other task (git): a pass at ~6 min, no budget stated
    s = Session("cx")
    s.sh("cd /app/service && git log --oneline | head -5", ota.GIT_LOG, 0.5)
    s.sh("cd /app/service && git bisect start HEAD HEAD~200 && git bisect run ./check_health.sh",
         ota.BISECT_OUT, 2.5)  # fmt: skip
    s.sh(f"cd /app/service && git show {ota.GOOD_HASH[:7]} | head -8", ota.GIT_SHOW, 0.4)
    s.sh(f"echo {ota.GOOD_HASH} > /app/answer.txt && cd /app/service && git bisect reset && "
         "sed -i \"s/os.environ.get('POOL_SIZE', 8)/int(os.environ.get('POOL_SIZE', 8))/\" "
         "service/config.py && git commit -qam 'config: POOL_SIZE is an int'", "", 1.2)  # fmt: skip
    s.say("answer.txt holds 3f9c2e1d...; POOL_SIZE is cast to int in a new commit on main.")
    name = "cx-other-pass-early"
    case(name, "GOOD_SUCCESS", "Solved",
         "other task; bisected, wrote the hash and committed the fix at ~5 min, no budget "
         "recorded; the verifier's 3 passed, reward 1 (Solved: the generic pass)",
         _other(name, "git", s, reward=1.0,
                stdout=ota.pytest_out(ota.passing("test_answer_hash", "test_health_ok",
                                                  "test_fix_committed_on_main"))))  # fmt: skip


def ordinary_audit_sixteen() -> list[Labelled]:
    """Every case of the sixteenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
