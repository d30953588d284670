"""An eighteenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa18-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives`` (15 SERVED,
call logs by ordinary_audit_five's ``served5``).  Theme: LONG SESSIONS AND THEIR TURNS.

Turns of a long session, each as the record would hold it: Claude Code's auto-compact (copies of
the instruction marked ``is_copied_context`` and a "continued from a previous conversation"
summary turn), OpenHands' condenser (a ``system`` AgentCondensationObservation), terminus-2's
summarization handoff (a user turn "picking up work from a previous AI agent"), Codex compacting
twice (trial.log only); an agent process that died on APIConnectionError and was run again
("attempt 2 of 3", the instruction repeated); tool calls retried (OpenHands' own selfcheck.py
timing out twice, Codex's apply_patch "Failed to find expected lines" three times); Task
subagents doing the probing (embedded ``subagent_trajectories``); the submission rewritten
several times, the last version graded (a tidy rewrite that restored a naive top_k_mask; three
rewrites never compared); broken late (an Edit and a heredoc dropping masked_max's closing
parenthesis; a str_replace and an apply_patch deleting cumulative_max); entropy and top_k_mask
probed 8 extra times while four functions were never called; passes after long struggles (five
rounds of mismatches; four rewrites without the reference at all); timeouts in the middle of a
sweep (override 7200 s, 5400 s), with the per-function table naming what still fails;
context-window overflows late (Claude Code "Prompt is too long" graded, mini-swe-agent's
ContextWindowExceededError graded, terminus-2's ContextLengthExceededError ungraded); the model
API failing for a few minutes then recovering (529s before a fail on a never-sent family, 429s
before a pass) against failing for most of the budget (rate limits 76 of 120 min then the
timeout; Codex's stream disconnects for ~82 min then "exceeded retry limit"), and litellm's
APIConnectionError ending a run that was still graded.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right; ``FACTS`` keeps what the record shows (the call log's own counts, minutes, budget and
time left, stubs, whether the model API failed), to hold the words against.

Written against 355b606 and measured once, unchanged (``/tmp/oa18_measure.py``, output
``/tmp/oa18_result.txt``): 29/30 right, 3 contradicted texts.  Wrong:

- oa18-cx-served-stream-outage-most-budget: got GOOD_FAILURE / Agent Error, wanted
  HARNESS_ERROR / Provider Error.  Its last step is at 22.2 min; trial.log then holds 40 "stream
  error: stream disconnected before completion ... retrying i/40" lines to ~103 min and
  "exceeded retry limit, last status: 503 Service Unavailable" just before codex exited 1 at
  104: the provider broke a run that did not pass (graded 20/49, 29 stubs).  Fairly sure (audit
  15's oa15-cx-served-api-500-after-last-step is the same miss with a 500).

Texts the record contradicts:

- oa18-cx-served-stream-outage-most-budget, description "Failure on the agent's side: its run
  ended with an error before it solved the task" and root cause "The agent's run ended with an
  error (NonZeroAgentExitCodeError: codex exited with code 1)": no error of the agent's own is
  recorded; for its last ~82 min the model API answered only disconnects and a 503.
- oa18-cc-served-api-blip-ties-never-sent, description "the records show no harness fault":
  trial.log holds four "API Error: 529 ... overloaded_error" retries over ~3.5 min after the step
  at 51.4 (a provider fault that broke nothing; the label, Incomplete Exploration, is right and
  the root cause is right).  Mild.

The measure's own checks flagged five more; all five are the checker's misreadings, not the
classifier's: "top_k_mask (ties at the k-th value; called 4 times, on k-ge-vocab, random)" and
"cross_entropy (3-D logits, every label ignored; called 2 times, on random)" are right (the call
log: 4 and 2 calls, those families); the three overflows' "its own error ..., not the model
API's" deny an API failure rather than claim one.  Checked and right: every "N/49", "114 / 112 /
142 / 138 / 173 / 93 / 83 / 74 / 110 / 68 / 42 calls", "over 49 / 45 / 46 / 40 / 36 / 20
functions", the never-called quantile_lower and bucketize_reward, "120 min" and "90 min"
budgets, "2 / 3 function(s) were still failing", "no step was recorded for 79 min after step 7
(66% of its 120 min budget)", "stopped after 74 minutes of its recorded 120-minute budget",
"line 41: '(' was never closed", "defines no cumulative_max", "9 / 17 / 8 step(s) ran code that
calls the reference"; no text says "withheld", "run correctly", or a minutes-left figure.
Gaps, not contradictions: no text names a compaction, a condensation, a handoff or the restart
(none needed to); oa18-cc-prompt-too-long-late's "what it left earned 0" never says 46/49 passed
with 3 stubs; oa18-mini-served-rewrite-regressed never says the last rewrite undid a clean
version; oa18-cx-compacted-twice-pass quotes only "bash" for step 4 (Codex's argument list).

Least sure: oa18-mini-served-rewrite-regressed (row 27, Incomplete Exploration): it probed and
compared ties clean on v2, then graded v3 was only imported; Unverified Submission (row 25)
could be argued, since the graded version was never compared.  oa18-cx-no-reference-long-pass's
"it wrote the conventions from what it already knew" against its last words "from the
docstrings' conventions" is borderline.  oa18-tm-served-model-api-error-graded (Model API Error,
row 16) against Provider Error (row 1): the exception is litellm's own class, as audits one and
eight label it.  The compaction, condensation and handoff shapes are how a converter may write
them, not copied from real runs.
"""

from __future__ import annotations

import hashlib

from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.trial import TrialRecord
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    INSTRUCTION,
    MEDIAN_FAIL,
    NAMES,
    SEED_EDGES,
    SEED_FAILS,
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
from tests.support.ordinary_audit_fifteen import _drop_def, _missing_report
from tests.support.ordinary_audit_five import BOUNDARY_FAIL, served5
from tests.support.ordinary_audit_four import BUCKET_LEFT, QUANTILE_LINEAR
from tests.support.ordinary_audit_two import (
    CE_3D,
    MEDIAN_1D,
    TOPK_IDX,
    _swap,
    _syntax_error,
    open_served,
)

AUDIT = Audit("oa18")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

MED_2D = ("median_reward", "rows-2d")
TK_TIES = ("top_k_mask", "ties-at-kth")
CE_EDGES = [("cross_entropy", "all-ignored"), ("cross_entropy", "logits-3d")]
TIES_ONLY = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)
CE3D_ONLY = (["logits-3d"], CE_FAIL[1], "wrong-output", 1)
QUANT_FAIL = (["random"], "float32[16], 0.25: max abs error 0.0731", "wrong-output", 3)
BUCKET_FAIL = (BOUNDARY_FAIL[0], BOUNDARY_FAIL[1], "wrong-output", 1)


def _without(edges, *skip) -> list:
    return [e for e in edges if e not in skip]


def _tag(fn: str, fam: str) -> str:
    return f"{fn} {fam}"


# ------------------------------------------------------------------ reshaping a trajectory
def _reshape(rec: TrialRecord, fn) -> TrialRecord:
    """The trajectory as a dict, changed by ``fn``, renumbered and read back."""
    t = rec.trajectory.model_dump(mode="json", exclude_none=True)
    fn(t)
    for i, st in enumerate(t["steps"], 1):
        st["step_id"] = i
    t.setdefault("final_metrics", {})["total_steps"] = len(t["steps"])
    rec.trajectory = Trajectory.model_validate(t)
    return rec


def _insert_after(k: int, new_steps) -> callable:
    """Steps put after the step of the session's ``k``-th call (steps[k]; steps[0] is the
    instruction), stamped with its time."""

    def q(t):
        ts = t["steps"][k].get("timestamp")
        made = []
        for st in new_steps:
            st = dict(st, step_id=1)
            if ts:
                st["timestamp"] = ts
            made.append(st)
        t["steps"] = t["steps"][: k + 1] + made + t["steps"][k + 1 :]

    return q


def _cc_compaction(k: int, summary: str):
    """Claude Code's auto-compact: copies of the instruction, then the summary as a user turn."""
    return _insert_after(k, [
        {"source": "user", "message": INSTRUCTION, "is_copied_context": True},
        {"source": "user", "message": "This session is being continued from a previous conversation "
         "that ran out of context. The conversation is summarized below:\n" + summary},
    ])  # fmt: skip


def _oh_condensation(k: int, summary: str):
    """OpenHands' LLM summarizing condenser: the forgotten events replaced by a summary."""
    return _insert_after(k, [
        {"source": "system", "message": "AgentCondensationObservation: " + summary,
         "extra": {"condenser": "LLMSummarizingCondenser", "forgotten_events": 58}},
    ])  # fmt: skip


def _tm_handoff(k: int, summary: str):
    """terminus-2's summarization: a new turn that hands the work on with a summary."""
    return _insert_after(k, [
        {"source": "user", "message": "You are picking up work from a previous AI agent on this "
         "task. Here is a summary of what it did and found:\n" + summary,
         "extra": {"summarization": True}},
    ])  # fmt: skip


def _restart(k: int, why: str):
    """The agent process died and Harbor's agent ran again in the same environment."""
    return _insert_after(k, [
        {"source": "system", "message": f"Agent process exited with code 1 ({why}). Retrying the "
         "agent in the same environment (attempt 2 of 3)."},
        {"source": "user", "message": INSTRUCTION, "extra": {"attempt": 2}},
    ])  # fmt: skip


def _subagents(ks: list[int], desc: str):
    """Each step ``ks`` (a Bash probe) becomes a Task call whose subagent ran that probe; the
    main step holds only the subagent's summary."""

    def q(t):
        for n, k in enumerate(ks, 1):
            st = t["steps"][k]
            call = st["tool_calls"][0]
            cmd = call["arguments"]["command"]
            out = st["observation"]["results"][0]["content"]
            sid = "agent-" + hashlib.sha1(f"{desc}{n}".encode()).hexdigest()[:8]
            prompt = (f"{desc} (batch {n} of {len(ks)}): call reforacle on the functions in the "
                      "script below and report each value exactly.")  # fmt: skip
            summary = f"Batch {n}: ran the probe; values:\n" + out[:600]
            call["function_name"] = "Task"
            call["arguments"] = {"description": f"{desc} {n}", "prompt": prompt,
                                 "subagent_type": "general-purpose"}  # fmt: skip
            res = st["observation"]["results"][0]
            res["content"] = summary
            res["subagent_trajectory_ref"] = [{"trajectory_id": sid}]
            ts = {"timestamp": st["timestamp"]} if "timestamp" in st else {}
            model = {"model_name": st.get("model_name", "claude-sonnet-4-5-20250929")}
            sub = [
                {"step_id": 1, "source": "user", "message": prompt, **ts},
                {"step_id": 2, "source": "agent", "message": "", **ts, **model,
                 "tool_calls": [{"tool_call_id": "toolu_sub01", "function_name": "Bash",
                                 "arguments": {"command": cmd}}],
                 "observation": {"results": [{"source_call_id": "toolu_sub01", "content": out}]}},
                {"step_id": 3, "source": "agent", "message": summary, **ts, **model},
            ]  # fmt: skip
            t.setdefault("subagent_trajectories", []).append({
                "schema_version": t["schema_version"], "session_id": sid, "trajectory_id": sid,
                "agent": {"name": "claude-code subagent", "version": "2.0.31"}, "steps": sub,
            })  # fmt: skip

    return q


# ------------------------------------------------------------------ pieces of long sessions
def _retries(start: float, stop: float, n: int, text: str, level: str = "WARNING") -> list:
    step = (stop - start) / max(n - 1, 1)
    return [(round(start + i * step, 2), level, text.format(i=i + 1, n=n)) for i in range(n)]


def _sweep(s: Session, until: float, fns, edges=(), bad=(), dt: float = 6.0) -> Session:
    """A long sweep: the same functions and families probed, then compared, over and over."""
    while s.t + dt <= until:
        s.probe(list(fns), list(edges), dt=dt / 2)
        s.sh("cd /app && python3 /tmp/compare.py 2>&1 | tail -4",
             "\n".join(f"{b:28s} MISMATCH" for b in bad) + f"\n{len(bad)} mismatches: {list(bad)}",
             dt / 2)  # fmt: skip
    return s


def _own_tests(s: Session, until: float, dt: float = 5.0) -> Session:
    """Its own checks of objectives.py, no call to the reference, until ``until``."""
    while s.t + dt <= until:
        s.sh("cd /app && python3 -c 'import objectives as O, torch; "
             "print(O.masked_mean(torch.randn(4, 6), torch.ones(4, 6)))'", "tensor(0.0913)", dt)  # fmt: skip
    return s


def _break_line(text: str, fn: str) -> tuple[str, str, str]:
    """``(line, broken line, text)``: the first ``return`` line of ``fn``, that line missing its
    closing parenthesis, and ``text`` with it so."""
    start = text.index(f"def {fn}(")
    i = text.index("    return ", start)
    j = text.index("\n", i)
    line = text[i:j]
    assert line.endswith(")"), line
    return line, line[:-1], text[:i] + line[:-1] + text[j:]


SUMMARY_CC = (
    "1. Task: reimplement the 49 functions of /app/objectives.py to match reforacle.\n"
    "2. Done so far: probed the first 25 functions (masked_mean .. whiten and dpo_sequence_loss "
    "onward up to rloo_advantages) and wrote them; /tmp/compare.py shows 0 mismatches on those 25.\n"
    "3. Pending: the other 24 functions are still NotImplementedError stubs; probe them, including "
    "edge inputs (-inf logits, ignored labels, ties, 2-D rewards).\n"
)
SUMMARY_OH = (
    "USER_CONTEXT: match /app/objectives.py to reforacle, 49 functions.  COMPLETED: 30 functions "
    "probed, written and compared (0 mismatches).  PENDING: 19 stubs from top_p_mask on; edge "
    "families not yet sent."
)
SUMMARY_TM = (
    "- /app/objectives.py: 28 functions implemented and matching reforacle (compare script at "
    "/tmp/compare.py); the remaining 21 raise NotImplementedError.\n- Next: probe the remaining "
    "functions and the edge inputs, then compare everything.\n"
)
STREAM = ("stream error: stream disconnected before completion: error sending request for url "
          "(https://api.openai.com/v1/responses); retrying {i}/{n}")  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- not served; auto-compact at ~45 min, then the rest probed; a pass
    s = Session("cc").open()
    probe_all(s, NAMES[:25], batches=3, dt=9.0)
    s.implement(_sub(stubs=NAMES[25:]), dt=10.0).compare(NAMES[:25], dt=3.0)
    k, at = len(s.calls), s.t
    probe_all(s, NAMES[25:], batches=2, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-compaction-summary-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), facts={"compacted_min": at})
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; Claude Code compacted its context at ~{at:.0f} min (copied instruction, "
         "a summary turn), then probed the other 24 and the edges; 0 mismatches; 49/49 (a "
         "compaction is no overflow: Solved by Probing)",
         _reshape(rec, _cc_compaction(k, SUMMARY_CC)))  # fmt: skip

    # --- served; four Task subagents ran the probes; the main agent wrote and compared
    s = Session("cc")
    open_served(s)
    k0 = len(s.calls)
    probe_all(s, batches=3, dt=8.0, edges=SEED_EDGES)
    ks = list(range(k0 + 1, len(s.calls) + 1))
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.say("All 49 functions match reforacle; the subagents' probe values agree with my comparison.")
    name = "cc-served-subagents-probe-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
              facts={"subagent_steps": ks})  # fmt: skip
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; the probes ran in 4 Task subagents (embedded subagent_trajectories), the main "
         "agent compared all 49 and the seven edges itself; 49/49 (Solved by Probing)",
         _reshape(rec, _subagents(ks, "Probe reforacle")))  # fmt: skip

    # --- not served; three rewrites, then a last Edit that leaves a syntax error
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    v1 = _sub(naive=["top_k_mask"])
    s.implement(v1, dt=12.0).compare(NAMES, SEED_EDGES, bad=[_tag(*TK_TIES), _tag("top_k_mask", "k-ge-vocab")], dt=3.0)  # fmt: skip
    s.implement(_sub(), dt=8.0).compare(NAMES, SEED_EDGES, dt=3.0)
    v3 = _sub(extra="# Conventions follow reforacle (probed).\n\n\n")
    s.implement(v3, dt=5.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old, new, art = _break_line(v3, "masked_max")
    s.edit("/app/objectives.py", old, new, dt=1.0)
    s.say("Tidied masked_max; all 49 functions match reforacle.")
    name = "cc-rewrites-last-edit-syntax-error"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "not served; objectives.py written three times (the last compared clean), then an Edit of "
         "masked_max dropped a closing parenthesis and was never run; rejected, 0/49 (Broken "
         "Submission: the last version is graded)",
         _re(name, s, rep=report(outright=_syntax_error(art), rejection="syntax"), artifact=art,
             facts={"writes": 3, "broken_by": "Edit of masked_max"}))  # fmt: skip

    # --- served; 529 retries for ~3.5 min mid-run, recovered; ties never sent; 48/49
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=_without(SEED_EDGES, TK_TIES))
    gap_from = s.t
    s.wait(3.5)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=14.0).compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=4.0)
    _own_tests(s, 96.0, dt=6.0)
    s.say("All 49 functions match reforacle on the inputs I compared.")
    entries = _retries(gap_from + 0.3, gap_from + 3.2, 4,
                       'claude: API Error: 529 {{"type":"error","error":{{"type":"overloaded_error",'
                       '"message":"Overloaded"}}}} · Retrying in 60 seconds… (attempt {i}/10)')  # fmt: skip
    name = "cc-served-api-blip-ties-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served; 529 overloaded retries for ~3.5 min after step at {gap_from:.1f}, then it went "
         "on; top_k_mask fails ties-at-kth, never sent; 48/49 (the blip broke nothing: row 26)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, log=log_lines(entries),
             oracle_calls=served5(s.events),
             facts={"outage_min": 3.5, "api_failed": True, "api_broke_run": False}))  # fmt: skip

    # --- not served; a huge sweep printed late; 'Prompt is too long' at ~99 min; 3 stubs
    s = Session("cc").open()
    probe_all(s, batches=4, dt=9.0)
    stubs = ["grpo_objective", "ppo_objective", "rloo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    _own_tests(s, 96.0, dt=8.0)
    s.sh("cd /app && python3 /tmp/sweep_all.py",
         "\n".join(f"seed {i:3d} {n:22s} ok  ref=" + ", ".join(["0.41327"] * 40) for i in range(120) for n in NAMES[:8]),
         2.0)  # fmt: skip
    cc_log = (
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":5962113,'
        '"num_turns":31,"result":"Prompt is too long","session_id":"7c21aa0e"}\n'
    )
    name = "cc-prompt-too-long-late"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"not served; its own sweep printed 960 long lines at ~{s.t:.0f} min and Claude Code "
         "ended on 'Prompt is too long'; graded 46/49 with 3 stubs (a context overflow is the "
         "agent's error: row 9)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, final="Prompt is too long",
             end=round(s.t + 0.6, 2), exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
             log=cc_log, facts={"stubs": 3}))  # fmt: skip

    # --- served; AgentTimeoutError in the middle of a family sweep; 2 functions failing
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _swap(_swap(_sub(), "median_reward", MEDIAN_1D), "cross_entropy", CE_3D)
    bad = [_tag(*MED_2D), _tag("cross_entropy", "all-ignored")]
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, bad=bad, dt=4.0)
    _sweep(s, 119.6, ["median_reward", "cross_entropy"], [MED_2D, CE_EDGES[0]], bad=bad, dt=7.0)
    name = "cc-served-timeout-mid-sweep"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; a sweep of median_reward rows-2d and cross_entropy all-ignored still running at "
         f"{s.t:.1f}; AgentTimeoutError at 120 (override 7200 s); both fail; 47/49 (Ran Out of Time)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL,
                                  "cross_entropy": (["all-ignored"], CE_FAIL[1], "wrong-output", 1)}),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events)))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- not served; the condenser summarized its history at ~50 min; a pass
    s = Session("oh").open()
    probe_all(s, NAMES[:30], batches=3, dt=9.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=12.0).compare(NAMES[:30], dt=4.0)
    k, at = len(s.calls), s.t
    probe_all(s, NAMES[30:], batches=2, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    name = "oh-condensed-history-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), facts={"condensed_min": at})
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; OpenHands' condenser replaced 58 events by a summary at ~{at:.0f} min; it "
         "went on, probed the rest and the edges, compared clean; 49/49 (Solved by Probing)",
         _reshape(rec, _oh_condensation(k, SUMMARY_OH)))  # fmt: skip

    # --- served; its own self-check timed out twice and was retried smaller; a pass
    s = Session("oh")
    open_served(s)
    hang = ("ERROR: Command timed out after 120.0 seconds.\n[The command has no new output after "
            "120 seconds. You may wait longer to see additional output by sending empty command '', "
            "send other commands to interact with the current process, or send keys to interrupt/kill "
            "the command.]")  # fmt: skip
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    s.implement(_sub(stubs=NAMES[25:]), dt=8.0)
    s.sh("cd /app && python3 /tmp/selfcheck.py --size 200000", hang, 2.2)
    s.sh("C-c", "^C\nKeyboardInterrupt", 0.2)
    s.sh("cd /app && python3 /tmp/selfcheck.py --size 200000", hang, 2.2)
    s.sh(
        "cd /app && python3 /tmp/selfcheck.py --size 2000",
        "selfcheck: 25 functions ran, no NaN",
        0.8,
    )
    probe_all(s, NAMES[25:], batches=2, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=10.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    name = "oh-served-retried-timeouts-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; its own selfcheck.py timed out twice (120 s each) and was retried at a smaller "
         "size; every function probed and compared; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"timed_out_steps": 2}))  # fmt: skip

    # --- served; entropy and top_k_mask probed dozens of times, four functions never called
    s = Session("oh")
    open_served(s)
    never = ["quantile_lower", "first_nonzero_index", "cumulative_max", "bucketize_reward"]
    called = [n for n in NAMES if n not in never]
    probe_all(s, called, batches=3, dt=8.0, edges=SEED_EDGES)
    for _ in range(8):
        s.probe(["entropy", "top_k_mask"], [("entropy", "neg-inf-logits"), TK_TIES], dt=2.5)
    art = _swap(_swap(_sub(), "quantile_lower", QUANTILE_LINEAR), "bucketize_reward", BUCKET_LEFT)
    s.implement(art, dt=14.0).compare(called, SEED_EDGES, dt=4.0)
    _own_tests(s, 99.0, dt=7.0)
    s.finish("All 49 functions implemented; the 45 I compared match reforacle.")
    name = "oh-served-four-never-called"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; entropy and top_k_mask sent 8 more times each, quantile_lower, "
         "first_nonzero_index, cumulative_max and bucketize_reward never called; quantile_lower "
         "(random) and bucketize_reward (on-boundary) fail; 47/49 (row 26: only on what it never "
         "sent)",
         _re(name, s, rep=report({"quantile_lower": QUANT_FAIL, "bucketize_reward": BUCKET_FAIL}),
             artifact=art, oracle_calls=served5(s.events), facts={"never_called_named": never}))  # fmt: skip

    # --- not served; a late str_replace deleted cumulative_max
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    full = _sub()
    s.implement(full, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    start = full.index("def cumulative_max(")
    stop = full.find("\ndef ", start + 1)
    block = full[start : stop + 1]
    art = _drop_def(full, "cumulative_max")
    s.edit("/app/objectives.py", block, "", dt=0.8)
    s.finish("Removed a duplicated helper block; all 49 functions match reforacle.")
    name = "oh-deleted-function-late"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "not served; compared clean, then a last str_replace removed the whole cumulative_max "
         "block; the verifier: 'objectives.py defines no function cumulative_max'; 48/49 (Broken "
         "Submission: a file that does not keep its signatures)",
         _re(name, s, rep=_missing_report(["cumulative_max"]), artifact=art,
             facts={"missing": ["cumulative_max"]}))  # fmt: skip

    # --- served; rate-limit retries from ~19 to ~95 min, then AgentTimeoutError with stubs
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:24], batches=2, dt=6.0)
    s.implement(_sub(stubs=NAMES[24:]), dt=6.0)
    out_start = s.t
    s.wait(76.0)
    out_end = s.t
    s.probe(NAMES[24:30], dt=3.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0).compare(NAMES[:30], dt=2.0)
    s.probe(NAMES[30:36], dt=3.0)
    s.sh("cd /app && python3 /tmp/compare.py 2>&1 | tail -2", "0 mismatches: []", 2.0)
    outage = _retries(out_start + 0.5, out_end - 0.5, 38,
                      "litellm.RateLimitError: RateLimitError: AnthropicException - "
                      '{{"type":"error","error":{{"type":"rate_limit_error","message":"Number of request '
                      'tokens has exceeded your per-minute rate limit"}}}}; retrying in 120s ({i}/{n})')  # fmt: skip
    name = "oh-served-outage-most-budget"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; rate-limit retries from ~{out_start:.0f} to ~{out_end:.0f} min ({out_end - out_start:.0f} of 120) "
         "with no step, then AgentTimeoutError at 120 with 19 stubs; graded 30/49 (Provider Error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, log=log_lines(outage), oracle_calls=served5(s.events),
             facts={"outage_min": round(out_end - out_start, 1), "api_failed": True, "stubs": 19}))  # fmt: skip

    # --- not served; a long struggle: six rounds of mismatches, a pass at ~114
    s = Session("oh").open()
    probe_all(s, batches=4, dt=5.0, edges=SEED_EDGES)
    naive = list(SEED_FAILS)
    while naive:
        s.implement(_sub(naive=naive), dt=6.0)
        bad = [_tag(*e) for e in SEED_EDGES if e[0] in naive]
        s.compare(NAMES, SEED_EDGES, bad=bad, dt=2.5)
        s.probe([naive[0]], [e for e in SEED_EDGES if e[0] == naive[0]], dt=2.5)
        _own_tests(s, s.t + 3.0, dt=3.0)
        naive = naive[1:]
    s.implement(_sub(), dt=6.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("After several rounds, all 49 functions match reforacle, edge inputs included.")
    name = "oh-long-struggle-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; five rounds of rewriting and comparing with mismatches, then a clean "
         f"comparison at ~{s.t:.0f} min; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub()))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served; v2 compared clean, v3 (a 'tidy' rewrite) brought the naive top_k_mask back
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    v1 = _sub(naive=["top_k_mask"])
    bad = [_tag(*TK_TIES), _tag("top_k_mask", "k-ge-vocab")]
    s.implement(v1, dt=12.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    s.probe(["top_k_mask"], [TK_TIES, ("top_k_mask", "k-ge-vocab")], dt=3.0)
    s.implement(_sub(), dt=6.0).compare(NAMES, SEED_EDGES, dt=3.0)
    _own_tests(s, s.t + 20.0, dt=5.0)
    s.implement(v1, dt=6.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.finish("THOUGHT: tidied objectives.py (one file, shared helpers); all 49 match reforacle.")
    name = "mini-served-rewrite-regressed"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; v2 compared clean (ties and k-ge-vocab sent, answered), its last rewrite v3 "
         "restored the topk-indices top_k_mask and was only imported; top_k_mask fails both "
         "families; 48/49 (row 27: fails on families it did probe)",
         _re(name, s, rep=report({"top_k_mask": TOPK_FAIL}), artifact=v1,
             oracle_calls=served5(s.events), facts={"writes": 3}))  # fmt: skip

    # --- not served; a seed sweep still running at 120; 2 stubs
    s = Session("mini").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    stubs = ["ppo_objective", "grpo_objective"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=16.0).compare([n for n in NAMES if n not in stubs], SEED_EDGES, dt=4.0)
    seed = 0
    while s.t + 6.0 <= 119.7:
        s.sh(f"cd /app && python3 /tmp/seed_sweep.py --fn ppo_objective --seeds {seed}-{seed + 49}",
             f"seeds {seed}-{seed + 49}: ppo_objective reference answered; candidate 3 of 5 still off by 1e-3",
             6.0)  # fmt: skip
        seed += 50
    name = "mini-timeout-mid-sweep"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; a seed sweep for ppo_objective still running at {s.t:.1f}; AgentTimeoutError "
         "at 120 (override 7200 s) with ppo_objective and grpo_objective stubs; 47/49 (Ran Out of Time)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, facts={"stubs": 2}))  # fmt: skip

    # --- served; 429 retries for ~4 min mid-run; a pass
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    gap_from = s.t
    s.wait(4.0)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: all 49 functions match reforacle, edge inputs included.")
    entries = _retries(gap_from + 0.2, gap_from + 3.8, 6,
                       "litellm.RateLimitError: OpenAIException - Rate limit reached for gpt-5 in "
                       "organization org-****: Limit 500000 TPM. Please try again in 40s. (retry {i}/{n})")  # fmt: skip
    name = "mini-served-api-blip-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; 429 retries for ~4 min after the step at {gap_from:.1f}, then it wrote and "
         "compared all 49; 49/49 (a pass: Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), log=log_lines(entries),
             oracle_calls=served5(s.events), facts={"outage_min": 4.0, "api_failed": True}))  # fmt: skip

    # --- served; a late tolist() dump overflowed the window at ~104 min; 4 stubs
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:45], batches=4, dt=9.0)
    stubs = NAMES[45:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=16.0).compare(NAMES[:45], dt=4.0)
    _own_tests(s, 102.0, dt=8.0)
    s.probe(["cumulative_max"], dt=1.0,
            out="cumulative_max [" + ", ".join(["1.0231"] * 4000) + ", ...")  # fmt: skip
    log = ("Traceback (most recent call last):\n  File \"/usr/local/lib/python3.11/site-packages/"
           "minisweagent/agents/default.py\", line 83, in query\nlitellm.exceptions.ContextWindowExceededError: "
           "litellm.ContextWindowExceededError: OpenAIException - Your input exceeds the context window of "
           "this model. Please adjust your input and try again.\n")  # fmt: skip
    name = "mini-served-context-window-late"
    case(name, "GOOD_FAILURE", "Agent Error",
         f"served; a cumulative_max probe printed 4000 values at ~{s.t:.0f} min and mini-swe-agent "
         "exited on ContextWindowExceededError; graded 45/49 with 4 stubs (Agent Error, row 9)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=round(s.t + 0.5, 2),
             exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"), log=log,
             oracle_calls=served5(s.events), facts={"stubs": 4}))  # fmt: skip

    # --- not served; the agent process died at ~27 min and was restarted (attempt 2); a pass
    s = Session("mini").open()
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    s.implement(_sub(stubs=NAMES[20:]), dt=8.0)
    k, died = len(s.calls), s.t
    s.wait(1.5)
    s.sh("ls -la /app && grep -c NotImplementedError /app/objectives.py", "29", 0.5)
    probe_all(s, NAMES[20:], batches=3, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("THOUGHT: all 49 functions match reforacle, edge inputs included.")
    why = "litellm.APIConnectionError: OpenAIException - Connection reset by peer"
    name = "mini-restarted-attempt-2-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(),
              log=log_lines([(died + 0.4, "WARNING", f"agent attempt 1 failed: {why}; retrying (attempt 2 of 3)")]),
              facts={"restarted_min": died, "api_failed": True})  # fmt: skip
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; attempt 1 died at ~{died:.0f} min (APIConnectionError), attempt 2 found "
         "29 stubs left, probed them and the edges, compared clean; 49/49 (Solved by Probing)",
         _reshape(rec, _restart(k, why)))  # fmt: skip

    # --- not served; three rewrites checked only by its own smoke tests; never compared
    s = Session("mini").open()
    probe_all(s, batches=4, dt=8.0)
    naive = list(SEED_FAILS)
    s.implement(_sub(naive=naive), dt=14.0)
    _own_tests(s, s.t + 15.0, dt=5.0)
    s.implement(_sub(naive=naive, extra="EPS = 1e-8\n\n\n"), dt=8.0)
    _own_tests(s, s.t + 15.0, dt=5.0)
    s.implement(_sub(naive=naive, extra="EPS = 1e-8\n\n\n"), dt=6.0)
    s.finish("THOUGHT: all 49 functions implemented from the probe values; smoke tests pass.")
    name = "mini-unverified-rewrites"
    case(name, "GOOD_FAILURE", "Unverified Submission",
         "not served; probed every function on random inputs, wrote objectives.py three times, "
         "ran only its own smoke tests (never objectives beside reforacle); 5 fail; 44/49 "
         "(Unverified Submission)",
         _re(name, s, rep=report(SEED_FAILS), artifact=_sub(naive=naive, extra="EPS = 1e-8\n\n\n"),
             facts={"writes": 3}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- not served; summarization handoff at ~50 min; a pass
    s = Session("tm").open()
    probe_all(s, NAMES[:28], batches=3, dt=10.0)
    s.implement(_sub(stubs=NAMES[28:]), dt=12.0).compare(NAMES[:28], dt=4.0)
    k, at = len(s.calls), s.t
    probe_all(s, NAMES[28:], batches=2, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.say("All 49 functions match reforacle on random and edge inputs. Marking the task complete.")
    name = "tm-summarized-handoff-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), facts={"summarized_min": at})
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; terminus-2 summarized and handed on at ~{at:.0f} min; the rest probed and "
         "compared; 49/49 (Solved by Probing)",
         _reshape(rec, _tm_handoff(k, SUMMARY_TM)))  # fmt: skip

    # --- served; ContextLengthExceededError at ~89 min; never graded
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:40], batches=3, dt=10.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare(NAMES[:40], dt=4.0)
    _own_tests(s, 86.0, dt=8.0)
    s.probe(["log_softmax"], dt=2.0,
            out="log_softmax tensor([[-6.2931, -7.0142, ...\n" + "\n".join(f"[{i}] " + "-6.1 " * 60 for i in range(200)))  # fmt: skip
    name = "tm-served-context-length-ungraded"
    case(name, "HARNESS_ERROR", "Missing Reward",
         f"served; a log_softmax dump at ~{s.t:.0f} min, ContextLengthExceededError even after "
         "summarization; no verifier, no reward (row 1: the overflow ungraded)",
         _re(name, s, rep=None, artifact=art, graded=False, end=round(s.t + 0.4, 2),
             exception=("ContextLengthExceededError",
                        "Context length exceeded: the conversation (204,377 tokens) no longer fits the "
                        "model's 200,000-token window, even after summarization"),
             log=log_lines([(s.t + 0.1, "WARNING", "Context length exceeded; summarizing the conversation"),
                            (s.t + 0.3, "ERROR", "ContextLengthExceededError: summarization failed to bring the prompt under the limit")]),
             oracle_calls=served5(s.events), facts={"stubs": 9}))  # fmt: skip

    # --- served; timed out mid-sweep; the table: median_reward, top_k_mask fail, rloo a stub
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES)
    stubs = ["rloo_objective"]
    art = _swap(_swap(_sub(stubs=stubs), "median_reward", MEDIAN_1D), "top_k_mask", TOPK_IDX)
    bad = [_tag(*MED_2D), _tag(*TK_TIES)]
    s.implement(art, dt=16.0).compare(
        [n for n in NAMES if n not in stubs], SEED_EDGES, bad=bad, dt=4.0
    )
    _sweep(s, 119.5, ["median_reward", "top_k_mask"], [MED_2D, TK_TIES], bad=bad, dt=8.0)
    name = "tm-served-timeout-per-function-table"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served; a sweep of median_reward rows-2d and top_k_mask ties at {s.t:.1f}; "
         "AgentTimeoutError at 120; the table: median_reward and top_k_mask fail, rloo_objective a "
         "stub; 46/49 (Ran Out of Time)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL, "top_k_mask": TIES_ONLY}, stubs=stubs),
             artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
             oracle_calls=served5(s.events), facts={"stubs": 1}))  # fmt: skip

    # --- not served; the last heredoc rewrite left masked_max with an open parenthesis
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    _own_tests(s, s.t + 20.0, dt=5.0)
    _, _, art = _break_line(
        _sub(extra="# helpers shared by the masked reductions\n\n\n"), "masked_max"
    )
    s.implement(art, dt=5.0)
    s.say("Rewrote objectives.py with the shared helpers; all done. Marking the task complete.")
    name = "tm-heredoc-syntax-error-late"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "not served; compared clean, then a last heredoc rewrite left masked_max's return without "
         "its closing parenthesis, never run; rejected, 0/49 (Broken Submission)",
         _re(name, s, rep=report(outright=_syntax_error(art), rejection="syntax"), artifact=art,
             facts={"writes": 2}))  # fmt: skip

    # --- served; litellm APIConnectionError ended the run at ~62 min; graded 36/49
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:36], batches=3, dt=9.0)
    stubs = NAMES[36:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=14.0).compare(NAMES[:36], dt=4.0)
    last = s.t
    end = round(last + 2.4, 2)
    log = log_lines(_retries(last + 0.3, last + 2.2, 5,
                             "LLM call failed (attempt {i}/{n}): litellm.APIConnectionError: "
                             "AnthropicException - Connection reset by peer"))  # fmt: skip
    name = "tm-served-model-api-error-graded"
    case(name, "HARNESS_ERROR", "Model API Error",
         f"served; after its step at {last:.1f} five connection resets, then APIConnectionError "
         "ended the run; graded 36/49 with 13 stubs (Model API Error: the model API's own class)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=end,
             exception=("APIConnectionError", "litellm.APIConnectionError: AnthropicException - Connection reset by peer"),
             log=log, oracle_calls=served5(s.events), facts={"api_failed": True, "stubs": 13}))  # fmt: skip

    # --- not served; four attempts at cross_entropy on 3-D logits, stopped at ~70 naming it
    s = Session("tm").open()
    probe_all(s, batches=4, dt=5.0, edges=SEED_EDGES)
    art = _swap(_sub(), "cross_entropy", CE_3D)
    bad = [_tag("cross_entropy", "logits-3d")]
    s.implement(art, dt=10.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    for _ in range(4):
        s.probe(["cross_entropy"], [("cross_entropy", "logits-3d")], dt=2.5)
        s.implement(art, dt=3.0).compare(NAMES, SEED_EDGES, bad=bad, dt=2.0)
    s.say("cross_entropy still differs from reforacle on 3-D logits after four attempts; 48 of 49 "
          "match. Stopping here.")  # fmt: skip
    name = "tm-stop-knowing-after-struggle"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served; stopped at {s.t:.1f} of 120 (over a quarter left), its last words naming "
         "cross_entropy on 3-D logits; 48/49 (Premature Stop, row 24)",
         _re(name, s, rep=report({"cross_entropy": CE3D_ONLY}), artifact=art))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- not served; Codex compacted its history twice; a pass
    s = Session("cx").open()
    probe_all(s, NAMES[:25], batches=2, dt=9.0)
    at1 = s.t
    probe_all(s, NAMES[25:], batches=2, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0)
    at2 = s.t
    s.compare(NAMES, SEED_EDGES, bad=[_tag("entropy", "neg-inf-logits")], dt=4.0)
    s.probe(["entropy"], [("entropy", "neg-inf-logits")], dt=3.0)
    s.implement(_sub(), dt=4.0).compare(NAMES, SEED_EDGES, dt=4.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    log = log_lines([
        (round(at1 + 0.2, 2), "WARNING", "codex_core::codex: context window nearly full (259,004 of 272,000 tokens); compacting conversation history"),
        (round(at1 + 0.5, 2), "INFO", "codex_core::compact: history compacted: 44 items -> 1 summary (7,812 tokens)"),
        (round(at2 + 0.2, 2), "WARNING", "codex_core::codex: context window nearly full (261,388 of 272,000 tokens); compacting conversation history"),
        (round(at2 + 0.5, 2), "INFO", "codex_core::compact: history compacted: 39 items -> 1 summary (9,105 tokens)"),
    ])  # fmt: skip
    name = "cx-compacted-twice-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"not served; Codex compacted its history at ~{at1:.0f} and ~{at2:.0f} min (trial.log); "
         "a clean comparison at the end; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), log=log,
             facts={"compacted_min": [at1, at2]}))  # fmt: skip

    # --- served; apply_patch failed three times and was retried; cross_entropy edges never sent
    s = Session("cx")
    open_served(s)
    edges = _without(SEED_EDGES, *CE_EDGES)
    probe_all(s, batches=4, dt=9.0, edges=edges)
    art = _sub(naive=["cross_entropy"])
    s.implement(art, dt=14.0)
    for _ in range(3):
        s._add("apply_patch",
               {"input": "*** Begin Patch\n*** Update File: /app/objectives.py\n@@\n-    logp = torch.log_softmax(logits, dim=-1)\n+    logp = F.log_softmax(logits, dim=-1)\n*** End Patch"},
               "error: Failed to find expected lines in /app/objectives.py:\n    logp = torch.log_softmax(logits, dim=-1)",
               0.6)  # fmt: skip
        s.read("/app/objectives.py", art[:1500], 0.4)
    s.compare(NAMES, edges, dt=4.0)
    _own_tests(s, 88.0, dt=8.0)
    s.say("All 49 functions match reforacle on the inputs I compared.")
    name = "cx-served-patch-retries-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; three apply_patch failures retried (the file re-read each time); cross_entropy's "
         "all-ignored and logits-3d never sent, both fail; 48/49 (row 26)",
         _re(name, s, rep=report({"cross_entropy": CE_FAIL}), artifact=art,
             oracle_calls=served5(s.events), facts={"failed_patches": 3}))  # fmt: skip

    # --- not served; never called the reference: its own tests only, a long session; a pass
    s = Session("cx")
    s.sh("ls -la /app", "objectives.py\nprobe.py\ntimer.sh", 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.4)
    for part in range(4):
        s.implement(_sub(stubs=NAMES[(part + 1) * 13 :]), dt=9.0)
        _own_tests(s, s.t + 8.0, dt=4.0)
    s.say("All 49 functions implemented from the docstrings' conventions; my own tests pass.")
    name = "cx-no-reference-long-pass"
    case(name, "GOOD_SUCCESS", "Solved Without Probing",
         "not served; four rewrites over ~70 min, its own tests only, never imported reforacle "
         "nor ran probe.py; 49/49 (Solved Without Probing)",
         _re(name, s, rep=report(), artifact=_sub(), facts={"writes": 4}))  # fmt: skip

    # --- served; stream disconnects from ~20 to ~104 min, then codex exited; 20/49
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    stubs = NAMES[20:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:20], dt=2.0)
    out_start = s.t
    end = 104.0
    entries = _retries(out_start + 0.5, end - 0.6, 40, STREAM)
    entries.append(
        (end - 0.2, "ERROR", "exceeded retry limit, last status: 503 Service Unavailable")
    )
    name = "cx-served-stream-outage-most-budget"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; 'stream disconnected' retries from ~{out_start:.0f} to ~{end:.0f} min with no "
         "step, then 'exceeded retry limit, last status: 503' and codex exited 1; graded 20/49 with "
         "29 stubs (Provider Error)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, end=end,
             exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
             log=log_lines(entries), oracle_calls=served5(s.events),
             facts={"outage_min": round(end - out_start, 1), "api_failed": True, "stubs": 29}))  # fmt: skip

    # --- served; compared clean, then an apply_patch deleted cumulative_max
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    full = _sub()
    s.implement(full, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    start = full.index("def cumulative_max(")
    stop = full.find("\ndef ", start + 1)
    block = full[start : stop + 1]
    patch = ("*** Begin Patch\n*** Update File: /app/objectives.py\n@@\n"
             + "".join("-" + ln + "\n" for ln in block.rstrip("\n").split("\n")) + "*** End Patch")  # fmt: skip
    s._add(
        "apply_patch",
        {"input": patch},
        "Success. Updated the following files:\nM /app/objectives.py",
        0.8,
    )
    s.say("Removed the leftover debug helper; all 49 functions still match reforacle.")
    name = "cx-served-deleted-function"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "served; compared clean, then an apply_patch removed cumulative_max's whole block, never "
         "re-run; 'defines no function cumulative_max'; 48/49 (Broken Submission)",
         _re(name, s, rep=_missing_report(["cumulative_max"]), artifact=_drop_def(full, "cumulative_max"),
             oracle_calls=served5(s.events), facts={"missing": ["cumulative_max"]}))  # fmt: skip

    # --- not served; override 90 min; timed out in a sweep; top_k_mask ties and a stub
    s = Session("cx", budget=90.0).open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    stubs = ["ppo_objective"]
    art = _swap(_sub(stubs=stubs), "top_k_mask", TOPK_IDX)
    bad = [_tag(*TK_TIES)]
    s.implement(art, dt=12.0).compare(
        [n for n in NAMES if n not in stubs], SEED_EDGES, bad=bad, dt=3.0
    )
    _sweep(s, 89.6, ["top_k_mask", "ppo_objective"], [TK_TIES], bad=bad, dt=6.0)
    name = "cx-timeout-mid-sweep-override-90"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; override 5400 s; a sweep of top_k_mask ties and ppo_objective at {s.t:.1f}; "
         "AgentTimeoutError at 90; top_k_mask fails ties, ppo_objective a stub; 47/49 (Ran Out of Time)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}, stubs=stubs), artifact=art,
             override_min=90.0, end=90.0, exception=timeout(90), traceback=TIMEOUT_TB,
             facts={"stubs": 1}))  # fmt: skip


def ordinary_audit_eighteen() -> list[Labelled]:
    """Every case of the eighteenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
