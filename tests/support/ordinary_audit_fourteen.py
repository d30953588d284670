"""A fourteenth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa14-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives``: 24 SERVED
(``agent/oracle-calls.jsonl``, built with ordinary_audit_five's ``served5``) and 6 not.  Theme:
the WORDS of served trials, every count, function, family, minute and "never probed" / "called N
times" claim held against the call log (``FACTS`` keeps ``log_facts`` plus, per function, calls,
errors, refusals and the families of ANSWERED calls only).  Covers: failures on families never
sent (neg-inf-logits twice, all-ignored unserved, ties-at-kth after an outage, rows-2d after six
edges typed one by one into an interactive Python) beside families sent and mis-implemented
(median_reward answered 13 times on rows-2d, 12 of them one loop of duplicates; cross_entropy
all-ignored answered once, never compared; logits-3d answered twice after 2 errors of its own;
three functions answered on random but left out of a 30-function comparison); errors counted
apart (gae's 3 size-mismatch RuntimeErrors on its own shapes, never answered; top_k_mask's 2
TypeErrors of the agent's wrong calls, k missing and an extra dim; pad_mask_from_lengths refused
as the stub declares it); calls made by scripts the agent wrote (sweep.py's 147 in one step,
sweep10.py's 490 spending the 500-call budget, a threaded fast.py tripping the rate limit 61
times then retry.py) vs typed; a background sweep making 24 calls after the last step; the same
comparison run four times (282 calls); "All 49 match" last words against the verifier (eight
cases); stops at ~24, ~33, ~58, ~69, ~95, ~97 min; timeouts (8 stubs; three known to differ; a
19.5-min silent loop, unserved); an empty log (fail, Unverified), a last line cut (14 lines, 13
readable), line 30 garbled; an oracle that died and came back (fail) and one that never came back;
two '?' lines of killed workers (pass); passes with 9 and 13 calls; not served for contrast (a
pass by probing, one from the docstrings, a stop with 29 stubs, a stop naming median_reward).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right.

Written against aafdf9f ("classifier: round 57 and audit 13; tools beyond the shell, runners'
zeros") and measured once, unchanged (``/tmp/oa14_measure.py``, output
``/tmp/oa14_result.txt``): 27 of 30 right.  Wrong:

- oa14-oh-served-gae-shape-errors: got GOOD_FAILURE / Premature Stop, wanted Incomplete
  Exploration (row 26: gae's only 3 calls raised, lambda_returns and ppo_objective never called;
  the last words name the three as following a chosen convention, not as differing; unsure).
- oa14-oh-served-oracle-back-ties-never-sent: got BAD_FAILURE / Environment Issue, wanted
  GOOD_FAILURE / Incomplete Exploration (the oracle came back: 92 of the 114 calls came after
  the outage; the one failure is ties-at-kth, never sent; unsure: served-oracle.md calls any
  dead server a harness error).
- oa14-mini-served-topk-own-typeerrors: got BAD_FAILURE / Instruction Mismatch, wanted
  GOOD_FAILURE / Incomplete Exploration (the TypeErrors are top_k_mask(logits) and
  top_k_mask(logits, 3, -1), not the stub's (logits, k), which the reference answered 4 times).

Texts the record contradicts:

- oa14-oh-served-gae-shape-errors, root cause "its last words naming gae, lambda_returns,
  ppo_objective as still differing from the reference": step 15 says the reference "raised a
  size mismatch on every call" and the three "follow the batch-major convention verl uses"; it
  never says they differ.  No text says gae's 3 calls all raised or that lambda_returns and
  ppo_objective were never called.
- oa14-oh-served-oracle-back-ties-never-sent, root cause "it answered 114 calls, then step 7
  shows 'OracleUnavailable ...', so the reference could not be used": 22 calls came before step
  7 and 92 after (probe.py answered at ~19.8 min, then all 29 remaining functions, six edges and
  a 56-call comparison); description "The failure was caused by the task" and recommendation
  "Find why the oracle's server stopped ... and rerun": the one failure, top_k_mask
  ties-at-kth, is a family no call sent, after the oracle was back.
- oa14-mini-served-topk-own-typeerrors, root cause "The reference refused a call made with the
  stub's signature, top_k_mask, call 56 ... ('top_k_mask() missing 1 required positional
  argument: 'k'')": call 56 passed one argument; the stub declares (logits, k) and seqs 58, 59,
  90, 113 are top_k_mask(logits, k) answered; "Make the stubs' signatures match the
  reference's" and "The failure was caused by the task": they match; the failure is
  ties-at-kth, never sent.

Unproved, borderline: oa14-cc-served-log-cut-few-calls-pass "The agent called the reference 13
times" (14 lines; the 14th, cut, still shows '"seq": 14' and median_reward: 14 calls, 13
readable; the description's count of readable calls is right).  oa14-cc-served-median-2d-
thirteen-calls "1 on families it did probe (median_reward)" is true but its call-log evidence is
seq 113, a random call; none of the 13 rows-2d calls is quoted.  oa14-cx-served-claim-late-mixed
quotes seq 145 (normalized_entropy, random) and none of cross_entropy's all-ignored call.
oa14-cx-not-served-docstrings-pass "it wrote the conventions from what it already knew" (its
last words say "from the docstrings' conventions").

Gaps, not contradictions: no text of the served passes says the calls came from a script
(sweep.py's 147 in one step, fast.py/retry.py) or were duplicates (four identical comparisons);
oa14-mini-served-bg-sweep-after-last-step never says 24 of its 214 calls came after the last
step (log to 35.9 min, last step 33.1); oa14-oh-served-call-budget-spent never says the budget
was spent (its counts, "500 answered, 3 refused" and entropy "called 12 times (1 refused)", are
right); oa14-mini-served-claimed-49-compared-30 never says only 30 were compared; the three
timeouts name no last-step minute (110.7, 114.7) nor the 19.5-min silence; the two 'Ran Out of
Time' served texts name no stub or function.  Checked and right: "110 calls ... over 49" with
entropy and normalized_entropy "called 2 times, on random"; "212 calls"; "125 calls"; "13
calls: 13 answered, over 10 functions" with line 14 named; "88 calls ... over 45 functions";
"111 calls: 108 answered, 3 raised, over 47 functions"; "logged no call"; "503 calls: 500
answered, 3 refused" and each seed function's count (10, entropy 12 with 1 refused); "170
calls", "69 minutes"; "59 call(s) written ... over 49" (unserved); "9 calls ... over 6";
"114 calls: 112 answered, 2 raised"; "95 calls" and the three random failures; "214 calls";
"420 calls: 359 answered, 61 refused"; "112 calls", median_reward "called 2 times, on random";
"117 calls: 115 answered, 2 stopped by the server ... over 49 functions"; "346 calls"; "47
calls" then step 8 (died); "109 calls", line 30 named; pad_mask_from_lengths "call 58"; "282
calls"; "162 calls", entropy "called 3 times"; "116 calls: 114 answered, 2 raised" with
cross_entropy on a probed family (seq 113 is its logits-3d call); "58 minutes", median_reward.

Flaws of the set itself (seen on reading, not changed): the served argument summaries are
``served5``'s fixed [2, 5] float tensors whatever the step sent; fast.py's threads and the
rate limit are modelled by spacing, every fifth-ish call refused.

After the measure, at main's head, 30 of 30 read as labelled.  oa14-oh-served-gae-shape-errors is
labelled Premature Stop, the reader's (the set's own unsure label): the agent stopped at 45 of 120
minutes with its last words naming the three functions it had not shown to match; the words now
say that, not "still differing".  Rules changed: an oracle that answered again after a step found
it unreachable came back (no outage, and an outage's count is of the calls before it, by the
log's seconds against the step's time); a refusal of a function the oracle answered at other
calls, or of a call sent fewer arguments than the stub has, is the agent's own call.
"""

from __future__ import annotations

from tests.support import ordinary_audit as oa
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CASES,
    CE_FAIL,
    ENTROPY_NAN,
    MEDIAN_FAIL,
    NAMES,
    NO_REF_FAILS,
    NO_REF_NAIVE,
    NORM_NAN,
    PRE,
    PROBE_PY_OUT,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    Session,
    _sub,
    compare_out,
    probe_all,
    probe_code,
    report,
    timeout,
)
from tests.support.ordinary_audit_five import TIES_ONLY, _pos, served5
from tests.support.ordinary_audit_four import (
    BUDGET,
    DEAD,
    GAE_BATCH_MAJOR,
    RATE,
    WORKER,
    spread,
)
from tests.support.ordinary_audit_two import (
    CE_3D,
    MEDIAN_1D,
    PAD_GUESS,
    SERVED_LS,
    TOPK_IDX,
    _swap,
    client_tb,
    open_served,
)

AUDIT = Audit("oa14")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case


def _rand_fail(fn: str, err: str, failed: int | None = None) -> tuple:
    return (["random"], f"float32[4, 6]: max abs error {err}", "wrong-output", failed or CASES[fn])


def _dead(where: str = "<stdin>") -> str:
    return f'Traceback (most recent call last):\n  File "{where}", line 16, in <module>\n' + DEAD


def _drop(edges, *skip) -> list:
    return [e for e in edges if e not in skip and e[0] not in skip and e[1] not in skip]


NEG_INF = ("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits")
CE_ALL = ("cross_entropy", "all-ignored")
CE_3 = ("cross_entropy", "logits-3d")
TK_TIES = ("top_k_mask", "ties-at-kth")
TK_KV = ("top_k_mask", "k-ge-vocab")
MED_2D = ("median_reward", "rows-2d")

CE_ALL_FAIL = (["all-ignored"], "float32[4, 5], int64[4], -100: NaN where the reference has 0.0", "wrong-output", 1)  # fmt: skip
CE_3D_FAIL = (["logits-3d"], "float32[2, 4, 5], int64[2, 4], -1: max abs error 0.0917", "wrong-output", 1)  # fmt: skip
PAD_FAIL = (["random"], "int64[3], 6: dtype torch.bool != expected torch.float32", "wrong-output", 3)  # fmt: skip
CUMMAX_FAIL = (["random"], "float32[7]: 5 of 7 values differ", "wrong-output", 3)

GMB_MEAN = (
    "def group_mean_baseline(rewards, group_size):\n    g = rewards.view(-1, group_size)\n"
    "    return g.mean(-1, keepdim=True).expand_as(g).reshape(rewards.shape)\n\n\n"
)
SYMKL_HALF = (
    "def symmetric_kl(logp, ref_logp):\n    d = logp - ref_logp\n    return 0.5 * d ** 2\n\n\n"
)
CLIPFRAC_LOG = (
    "def clip_fraction(logp, old_logp, clip):\n"
    "    return ((logp - old_logp).abs() > clip).float().mean()\n\n\n"
)
CUMMAX_PLAIN = "def cumulative_max(x):\n    return torch.cummax(x, dim=0).values\n\n\n"
CE_ROWMEAN = (
    "def cross_entropy(logits, labels, ignore_index):\n"
    "    keep = labels != ignore_index\n"
    "    if not keep.any():\n        return logits.new_zeros(())\n"
    "    nll = -torch.log_softmax(logits, -1).gather(-1, labels.clamp(min=0).long().unsqueeze(-1)).squeeze(-1)\n"
    "    if logits.dim() == 3:\n"
    "        # mean per sequence, then over the batch\n"
    "        per = (nll * keep).sum(-1) / keep.sum(-1).clamp(min=1)\n"
    "        return per.mean()\n"
    "    return (nll * keep).sum() / keep.sum()\n\n\n"
)  # fmt: skip
GAE_SHAPE = (
    "The size of tensor a (5) must match the size of tensor b (2) at non-singleton dimension 0"
)
CE_GATHER = (
    "Size does not match at dimension 1 expected index [2, 4, 1] to be no larger than self "
    "[2, 5, 7] apart from dimension 2"
)


def _loop_script(seeds: int, names_expr: str = "names", sleep: float = 0.0) -> str:
    """A sweep script of the agent's own: every function in ``names`` once per seed."""
    body = [ln for ln in PRE.splitlines() if not ln.startswith(("import", "torch.manual_seed"))]
    lines = ["import time", "import torch", "import reforacle as R", "", f"names = {NAMES!r}", ""]
    lines.append(f"for seed in range({seeds}):")
    lines.append("    torch.manual_seed(seed)")
    lines += ["    " + ln for ln in body if ln.strip()]
    lines.append("    args = {")
    lines += [f"        {n!r}: ({oa.ARGS[n]},)," for n in NAMES]
    lines.append("    }")
    lines.append(f"    for n in {names_expr}:")
    lines.append("        print(seed, n, getattr(R, n)(*args[n]), flush=True)")
    if sleep:
        lines.append(f"        time.sleep({sleep})")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: every edge but -inf logits sent; entropy's pair fails there; "All 49 match"
    s = Session("cc")
    open_served(s)
    edges = _drop(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-served-never-sent-neg-inf"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: 110 calls, all answered, all 49 functions on random plus five edge families; "
         "entropy (called 2 times) and normalized_entropy (2) fail only neg-inf-logits, which no "
         "call sent; last words 'All 49 functions match'; 47/49 (row 26)",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, oracle_calls=served5(s.events),
             facts={"never_sent": ["entropy:neg-inf-logits", "normalized_entropy:neg-inf-logits"]}))  # fmt: skip

    # --- served: a sweep script of its own (147 calls in one step), edges typed; a pass
    s = Session("cc")
    open_served(s)
    s.write("/app/sweep.py", _loop_script(3), 1.2)
    start = s.t
    s.sh("cd /app && python3 sweep.py > /tmp/sweep.txt && wc -l /tmp/sweep.txt", "147 /tmp/sweep.txt", 2.6)  # fmt: skip
    spread(s, start, [(n, "random") for _ in range(3) for n in NAMES])
    s.sh("sed -n '1,60p' /tmp/sweep.txt", "\n".join(f"0 {n} {oa._value(n)}" for n in NAMES[:49]), 0.5)  # fmt: skip
    s.probe([], SEED_EDGES, dt=3.0)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("0 mismatches over all 49 functions and the seven edge inputs.")
    name = "cc-served-script-sweep-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: sweep.py, written by the agent and run in ONE step, made 147 calls (every "
         "function on three seeds); seven edge calls typed in a heredoc; a 56-call comparison with "
         "0 mismatches; 212 calls in all; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"script_calls": 147, "script_steps": 1}))  # fmt: skip

    # --- served: median_reward on 2-D called 13 times (a loop of 12 duplicates); still flattened
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.sh("cd /app && python3 -c \"import torch, reforacle as R\nfor i in range(12): print(R.median_reward(torch.randn(3, 4)).shape)\"",
         "\n".join(["torch.Size([3])"] * 12), 0.9)  # fmt: skip
    s.events += [(s.t, "median_reward", "rows-2d")] * 12
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=15.0).compare(NAMES, _drop(SEED_EDGES, MED_2D), dt=3.0)
    s.wait(40.0).timer()
    s.say("All 49 functions match reforacle; median_reward is the linear-interpolation median.")
    name = "cc-served-median-2d-thirteen-calls"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: median_reward called 15 times, 13 on rows-2d (12 of them one typed loop printing "
         "torch.Size([3]) each), all answered; its own median flattens and the comparison left "
         "rows-2d out; fails rows-2d, a family the reference answered 13 times; stopped at ~96 of "
         "120 (under a quarter left); 48/49 (row 27)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events), facts={"median_rows_2d_calls": 13}))  # fmt: skip

    # --- served: 14 lines, the last cut (median_reward's rows-2d call); a pass with few calls
    s = Session("cc")
    open_served(s)
    few = ["gae", "grpo_advantages", "whiten", "top_p_mask", "quantile_lower"]
    s.probe(few, SEED_EDGES, dt=3.5)
    s.implement(_sub(), dt=26.0)
    s.sh("cd /app && python3 -c 'import objectives; print(\"ok\")'", "ok", 0.4)
    s.say("All 49 functions written from their docstrings and the twelve reference calls above; "
          "the module imports.")  # fmt: skip
    full = served5(s.events).splitlines()
    log = "\n".join(full[:-1] + [full[-1][:64]])
    name = "cc-served-log-cut-few-calls-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 14 log lines, the 14th cut mid-object (median_reward's rows-2d call, unreadable); "
         "13 readable calls, all answered, over 10 functions (probe.py's 2, five on random, six "
         "edges); never compared; 49/49 (Solved by Probing: recorded calls and a pass)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=log,
             facts={"log_broken_line": 14, "compared": False}))  # fmt: skip

    # --- served: AgentTimeoutError at 120 with 8 stubs, 4 of them called, 4 never
    s = Session("cc")
    open_served(s)
    probe_all(s, NAMES[:41], batches=4, dt=10.0)
    art = _sub(stubs=NAMES[41:])
    s.implement(art, dt=16.0).compare(NAMES[:41], dt=4.0)
    s.wait(28.0).probe(NAMES[41:45], dt=4.0)
    seen = s.t
    s.wait(16.0)
    s.read("/app/objectives.py", art[-1500:], 0.5)
    name = "cc-served-timeout-eight-stubs"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served: AgentTimeoutError 'timed out after 7200.0 seconds' at 120 min, last step at "
         f"~{s.t:.1f}; 8 stubs (argmax_tokens ... bucketize_reward), 4 of them answered on random "
         f"at ~{seen:.0f} min and 4 never called; 41/49 (Ran Out of Time)",
         _re(name, s, rep=report(stubs=NAMES[41:]), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, oracle_calls=served5(s.events),
             facts={"stubs": 8}))  # fmt: skip

    # --- not served: cross_entropy's all-ignored never sent; "All 49 match"
    s = Session("cc").open()
    edges = _drop(SEED_EDGES, CE_ALL)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "cross_entropy", CE_3D)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-not-served-never-sent-all-ignored"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served (no log): six of the seven seed edges sent in its scripts; cross_entropy "
         "fails all-ignored, never sent; last words 'All 49 functions match'; 48/49 (row 26)",
         _re(name, s, rep=report({"cross_entropy": CE_ALL_FAIL}), artifact=art,
             facts={"never_sent": ["cross_entropy:all-ignored"]}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: gae's three calls all raised a shape error; gae guessed batch-major
    s = Session("oh")
    open_served(s)
    skip = ["gae", "lambda_returns", "ppo_objective"]
    others = [n for n in NAMES if n not in skip]
    probe_all(s, others, batches=3, dt=6.0, edges=SEED_EDGES)
    extra = []
    for code in ("r = torch.randn(2, 5); print(R.gae(r, r * 0.5, torch.zeros(2), 0.99, 0.95))",
                 "r = torch.randn(2, 5); print(R.gae(r, r * 0.5, torch.zeros(2, 1), 0.99, 0.95))",
                 "r = torch.randn(2, 5); print(R.gae(r, r.T * 0.5, torch.zeros(2), 0.99, 0.95))"):  # fmt: skip
        s.sh(f'cd /app && python3 -c "import torch, reforacle as R; {code}"',
             client_tb("<string>", GAE_SHAPE, "RuntimeError"), 1.0)  # fmt: skip
        extra.append((s.t, "gae", ["random"], "error", "RuntimeError", GAE_SHAPE))
    art = _swap(_sub(), "gae", GAE_BATCH_MAJOR)
    s.implement(art, dt=12.0).compare(others, SEED_EDGES, dt=3.0)
    s.finish("46 functions match reforacle. reforacle.gae raised a size mismatch on every call, so "
             "gae (and lambda_returns and ppo_objective, which use it) follow the batch-major "
             "convention verl uses.")  # fmt: skip
    fails = {n: _rand_fail(n, e) for n, e in
             (("gae", "0.4121"), ("lambda_returns", "0.4121"), ("ppo_objective", "0.0733"))}  # fmt: skip
    name = "oh-served-gae-shape-errors"
    case(name, "GOOD_FAILURE", "Premature Stop",  # relabelled after the measure: see the module's text
         "served: gae called 3 times, each answered with the reference's own size-mismatch "
         "RuntimeError (its next_value/values shapes; the log's only 3 errors); lambda_returns and "
         "ppo_objective never called; the three fail random, which the reference never answered "
         "for them; 46/49 (row 26; not a signature refusal, the stub's order was kept)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events, extra),
             facts={"gae_errors": 3}))  # fmt: skip

    # --- served: an empty call log; written from the docstrings; 40/49
    s = Session("oh")
    s.sh("ls -la /app", SERVED_LS, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.5)
    art = _sub(naive=NO_REF_NAIVE)
    s.write("/app/objectives.py", art, dt=22.0)
    s.sh("cd /app && python3 -c 'import torch, objectives as O; print(O.masked_mean(torch.ones(3), torch.tensor([1., 0., 1.])))'",
         "tensor(1.)", 0.6)  # fmt: skip
    s.finish("Implemented all 49 objectives from their docstrings; the module imports and "
             "masked_mean gives 1.0 on a quick check.")  # fmt: skip
    name = "oh-served-empty-log-fail"
    case(name, "GOOD_FAILURE", "Unverified Submission",
         "served, the call log empty (0 lines): never ran probe.py nor called the reference; "
         "finished at ~24 of 120 min; nine functions fail; 40/49 (Unverified Submission, row 25)",
         _re(name, s, rep=report(NO_REF_FAILS), artifact=art, oracle_calls="",
             facts={"reference_calls": 0}))  # fmt: skip

    # --- served: the oracle refused connections ~6 min, came back; fails ties-at-kth, never sent
    s = Session("oh")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=6.0)
    down = s.t
    s.sh("python3 - <<'PY'\n" + probe_code(NAMES[20:35]) + "PY", _dead(), 0.7)
    s.sh("sleep 180; cd /app && python3 probe.py", _dead("/app/probe.py"), 3.4)
    s.sh("sleep 120; cd /app && python3 probe.py", PROBE_PY_OUT, 2.3)
    back = s.t
    s.events += [(s.t, "masked_mean", "random"), (s.t, "masked_mean", "empty-mask")]
    edges = _drop(SEED_EDGES, TK_TIES)
    probe_all(s, NAMES[20:], batches=2, dt=6.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.finish("The oracle was unreachable for a few minutes and came back; all 49 functions match "
             "reforacle on my comparison, edge inputs included.")  # fmt: skip
    name = "oh-served-oracle-back-ties-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served: 'Connection refused' in two steps (~{down:.0f} to ~{back:.0f} min; no log line "
         "in the gap), then every function answered; top_k_mask fails ties-at-kth, which no call "
         "sent (k-ge-vocab was); 48/49 (row 26: the outage was outlived, the miss is its own)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events), facts={"outage_min": (down, back)}))  # fmt: skip

    # --- served: its sweep spent the 500-call budget; the comparison and edges refused
    s = Session("oh")
    open_served(s)
    s.write("/app/sweep10.py", _loop_script(10), 1.0)
    start = s.t
    s.sh("cd /app && python3 sweep10.py | tail -2",
         f"9 cumulative_max {oa._value('cumulative_max')}\n9 bucketize_reward {oa._value('bucketize_reward')}", 4.0)  # fmt: skip
    spread(s, start, [(n, "random") for _ in range(10) for n in NAMES])
    art = _sub(naive=["entropy", "cross_entropy", "top_k_mask", "median_reward"])
    s.implement(art, dt=14.0)
    s.write("/tmp/compare.py", oa.compare_code(NAMES, SEED_EDGES), 0.8)
    s.sh("cd /app && python3 /tmp/compare.py",
         "\n".join(compare_out(NAMES[:8]).splitlines()[:-1]) + "\n" + client_tb("/tmp/compare.py", BUDGET, "RuntimeError"), 1.2)  # fmt: skip
    s.events += [(s.t, n, "random") for n in NAMES[:8]]
    extra = [(s.t, NAMES[8], [], "refused", None, BUDGET)]
    s.sh("python3 - <<'PY'\n" + probe_code([], SEED_EDGES) + "PY", client_tb("<stdin>", BUDGET, "RuntimeError"), 0.7)  # fmt: skip
    extra.append((s.t, "entropy", [], "refused", None, BUDGET))
    s.sh("cd /app && python3 probe.py", client_tb("/app/probe.py", BUDGET, "RuntimeError"), 0.5)
    extra.append((s.t, "masked_mean", [], "refused", None, BUDGET))
    s.finish("The oracle's 500-call budget is spent; the first 8 functions matched before it ran "
             "out, and the sweep's outputs agree with the rest.")  # fmt: skip
    fails = {"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "cross_entropy": CE_FAIL,
             "top_k_mask": oa.TOPK_FAIL, "median_reward": MEDIAN_FAIL}  # fmt: skip
    name = "oh-served-call-budget-spent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: 503 calls: 500 answered (probe.py 2, sweep10.py 490, the comparison's first 8), "
         "3 refused for the spent budget (dpo_loss, entropy, masked_mean); every answer on random "
         "or probe.py's empty mask; the five seed functions fail edge families never answered; "
         "44/49 (row 26)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events, extra),
             facts={"refused": 3}))  # fmt: skip

    # --- served: stopped at ~70 of 120 naming cross_entropy and top_k_mask
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["cross_entropy"]), "top_k_mask", TOPK_IDX)
    bad = ["cross_entropy all-ignored", "cross_entropy logits-3d", "top_k_mask ties-at-kth"]
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(8.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(7.0).timer()
    s.finish("47 functions match; cross_entropy (all-ignored labels, 3-D logits) and top_k_mask "
             "(ties at the k-th value) still differ. Stopping here.")  # fmt: skip
    name = "oh-served-stop-70-naming-two"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served: 170 calls, all answered, every seed edge; two comparisons printed '3 "
         f"mismatches'; finished at ~{s.t:.0f} of 120 min naming the two functions; 47/49 "
         "(Premature Stop, row 24: a quarter or more left, last words naming what differs)",
         _re(name, s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served: probed, compared, a pass (contrast: no log)
    s = Session("oh").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    name = "oh-not-served-probed-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "not served (no log): probe scripts over every function and the seven seed edges, a "
         "comparison with 0 mismatches; 49/49 (Solved by Probing, read from its code)",
         _re(name, s, rep=report(), artifact=_sub()))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: nine calls in all; a pass
    s = Session("mini")
    open_served(s)
    s.probe([], SEED_EDGES, dt=3.0)
    s.implement(_sub(), dt=25.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.finish("All 49 functions are implemented; the seven edge calls settled the conventions.")
    name = "mini-served-nine-calls-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 9 calls, all answered, over 6 functions (masked_mean by probe.py; entropy, "
         "normalized_entropy, cross_entropy x2, top_k_mask x2, median_reward on their seed "
         "edges); never compared; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: top_k_mask called twice with the WRONG arguments (TypeError), then right
    s = Session("mini")
    open_served(s)
    others = [n for n in NAMES if n != "top_k_mask"]
    probe_all(s, others, batches=4, dt=6.0, edges=_drop(SEED_EDGES, "top_k_mask"))
    m1 = "top_k_mask() missing 1 required positional argument: 'k'"
    m2 = "top_k_mask() takes 2 positional arguments but 3 were given"
    s.sh('cd /app && python3 -c "import torch, reforacle as R; print(R.top_k_mask(torch.randn(2, 7)))"',
         client_tb("<string>", m1), 0.6)  # fmt: skip
    extra = [(s.t, "top_k_mask", [], "error", "TypeError", m1, _pos("tensor"))]
    s.sh('cd /app && python3 -c "import torch, reforacle as R; print(R.top_k_mask(torch.randn(2, 7), 3, -1))"',
         client_tb("<string>", m2), 0.6)  # fmt: skip
    extra.append((s.t, "top_k_mask", [], "error", "TypeError", m2, _pos("tensor", "3", "-1")))
    s.probe(["top_k_mask"], [TK_KV], dt=0.9)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=13.0).compare(NAMES, _drop(SEED_EDGES, TK_TIES), dt=3.0)
    s.finish("All 49 functions match reforacle; top_k_mask takes (logits, k), no dim argument.")
    name = "mini-served-topk-own-typeerrors"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: top_k_mask called 6 times: 2 TypeErrors of the agent's own wrong calls (k "
         "missing; an extra dim), then 4 answered: random (twice) and k-ge-vocab (twice); "
         "ties-at-kth never sent; fails ties-at-kth; 48/49 (row 26; not the stub's signature)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"type_errors": 2}))  # fmt: skip

    # --- served: "All 49 match" after comparing only the first 30; three fail random
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_swap(_swap(_sub(), "group_mean_baseline", GMB_MEAN), "symmetric_kl", SYMKL_HALF),
                "clip_fraction", CLIPFRAC_LOG)  # fmt: skip
    s.implement(art, dt=13.0).compare(NAMES[:30], SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle.")
    fails = {"group_mean_baseline": _rand_fail("group_mean_baseline", "1.2042"),
             "symmetric_kl": _rand_fail("symmetric_kl", "0.0031"),
             "clip_fraction": _rand_fail("clip_fraction", "0.1667")}  # fmt: skip
    name = "mini-served-claimed-49-compared-30"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: every function answered on random, every seed edge; the comparison covered only "
         "the first 30 functions (and the edges); last words 'All 49 functions match'; "
         "group_mean_baseline, symmetric_kl, clip_fraction fail random (answered, never compared); "
         "46/49 (row 27)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events),
             facts={"compared_functions": 30}))  # fmt: skip

    # --- served: a background sweep still calling after the last step; three stubs left
    s = Session("mini")
    open_served(s)
    probe_all(s, NAMES[:30], batches=3, dt=5.0)
    s.write("/tmp/bg_sweep.py", _loop_script(8, "names[30:]", sleep=7.0), 0.8)
    s.sh("cd /app && nohup python3 /tmp/bg_sweep.py > /tmp/bg.txt 2>&1 &", "[1] 2231", 0.3)
    start = s.t
    stubs = ["lambda_returns", "huber_value_loss", "masked_whiten"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=11.0).compare(NAMES[:30], dt=3.0)
    s.sh("tail -3 /tmp/bg.txt", "", 0.3)
    tail_step = len(s.calls) - 1
    s.finish("The first 30 functions match reforacle; the sweep of the other 19 is still running, "
             "so lambda_returns, huber_value_loss and masked_whiten stay stubs for now.")  # fmt: skip
    last = s.t
    bg = [(n, "random") for _ in range(8) for n in NAMES[30:]]
    span_end = last + 2.8
    for i, (fn, fam) in enumerate(bg):
        s.events.append((round(start + (span_end - start) * (i + 1) / len(bg), 4), fn, fam))
    done = [i for i, e in enumerate(s.events[-len(bg) :]) if e[0] <= s.calls[tail_step].minute]
    s.calls[tail_step].out = "\n".join(
        f"{i // 19} {bg[i][0]} {oa._value(bg[i][0])}" for i in done[-3:]
    )
    after = sum(1 for e in s.events if e[0] > last)
    name = "mini-served-bg-sweep-after-last-step"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served: its background bg_sweep.py made 152 calls from ~{start:.0f} to ~{span_end:.1f} "
         f"min, past its last step at {last:.1f} ({after} calls after it); it finished with 3 "
         "stubs and ~84 min left; 46/49 (Premature Stop: stubs and budget left)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, oracle_calls=served5(s.events),
             facts={"bg_calls": 152, "bg_end_min": span_end, "stubs": 3, "calls_after_last_step": after}))  # fmt: skip

    # --- served: a threaded sweep tripped the rate limit (61 refused), rerun slower; a pass
    s = Session("mini")
    open_served(s)
    fast = _loop_script(6).replace("import time", "from concurrent.futures import ThreadPoolExecutor").replace(
        "    for n in names:\n        print(seed, n, getattr(R, n)(*args[n]), flush=True)\n",
        "    def call(n, seed=seed, args=args):\n        try:\n            return seed, n, getattr(R, n)(*args[n])\n"
        "        except RuntimeError as e:\n            return seed, n, f'refused: {e}'\n\n"
        "    with ThreadPoolExecutor(32) as pool:\n        for row in pool.map(call, names):\n"
        "            print(*row, flush=True)\n")  # fmt: skip
    s.write("/app/fast.py", fast, 0.9)
    start = s.t
    s.sh(
        "cd /app && python3 fast.py > /tmp/fast.txt; grep -c 'too many calls' /tmp/fast.txt",
        "61",
        1.1,
    )
    sweep = [(n, "random") for _ in range(6) for n in NAMES]
    span = s.t - start
    extra = []
    refused_fns = []
    for i, (fn, fam) in enumerate(sweep):
        m = round(start + span * (i + 1) / (len(sweep) + 1), 4)
        if (i * 61) // len(sweep) != ((i + 1) * 61) // len(sweep):
            extra.append((m, fn, [], "refused", None, RATE))
            refused_fns.append(fn)
        else:
            s.events.append((m, fn, fam))
    s.sh("grep 'too many calls' /tmp/fast.txt | cut -d' ' -f1,2 > /tmp/refused.txt; wc -l < /tmp/refused.txt", "61", 0.3)  # fmt: skip
    retry = _loop_script(6, "[n for n in names if (seed, n) in todo]", sleep=0.05).replace(
        "names = ", "todo = {(int(a), b) for a, b in (ln.split() for ln in open('/tmp/refused.txt'))}\nnames = ")  # fmt: skip
    s.write("/app/retry.py", retry, 0.8)
    s.sh("cd /app && python3 retry.py | wc -l", "61", 1.2)
    s.events += [(s.t, fn, "random") for fn in refused_fns]
    s.probe([], SEED_EDGES, dt=3.0)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("0 mismatches over all 49 functions and the edge inputs.")
    name = "mini-served-rate-limited-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 420 calls: 359 answered, 61 refused by the rate limit ('over 50 a second'), the "
         "61 rerun slower and answered; edges and a comparison with 0 mismatches; 49/49 (Solved by "
         "Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events, extra),
             facts={"rate_refused": 61}))  # fmt: skip

    # --- not served: stopped at ~22 min with 29 stubs
    s = Session("mini").open()
    probe_all(s, NAMES[:20], batches=2, dt=5.0)
    stubs = NAMES[20:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:20], dt=2.0)
    s.finish("The first 20 functions match reforacle; the remaining 29 are left as stubs.")
    name = "mini-not-served-stop-29-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served (no log): 20 functions probed and compared, 29 stubs; finished at ~{s.t:.0f} "
         "of 120 min; 20/49 (Premature Stop)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 29}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: edges typed in an interactive Python; rows-2d never sent
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    s.keys("python3\n", "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>", 0.3)  # fmt: skip
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    typed = [e for e in SEED_EDGES if e != MED_2D]
    for fn, fam in typed:
        line = oa.EDGE[(fn, fam)].replace("\n", "; ")
        s.keys(("logits = torch.randn(2, 5, 7); mask = torch.ones(2, 5); T = 5; " if fam != "ties-at-kth" else "") + line + "\n",
               oa.EDGE_OUT[(fn, fam)] + "\n>>>", 0.4)  # fmt: skip
        s.events.append((s.t, fn, fam))
    s.keys("exit()\n", "$", 0.2)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0).compare(NAMES, typed, dt=3.0)
    s.say("All 49 functions match reforacle. Marking the task complete.")
    name = "tm-served-typed-edges-rows-never-sent"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: six edge calls typed one by one in an interactive Python (the log has them); "
         "median_reward called 2 times, both random; fails rows-2d, never sent; 48/49 (row 26)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: two ppo_objective calls killed by the CPU limit ('?' lines); a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    extra = []
    big = "T = 3_000_000; v = torch.randn(T); R.ppo_objective(v, v * 0.5, v * 0.4, v - 2, v - 2.1, torch.tensor(0.), 0.99, 0.95, 0.2, 0.28, 0.2, 0.5)\n"  # fmt: skip
    s.keys("python3\n", "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>", 0.3)  # fmt: skip
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    for _ in range(2):
        s.keys(big, client_tb("<stdin>", "oracle: " + WORKER, "RuntimeError") + "\n>>>", 1.1)
        extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.keys(big.replace("3_000_000", "64"), "tensor(0.4417)\n>>>", 0.3)
    s.events.append((s.t, "ppo_objective", "random"))
    s.keys("exit()\n", "$", 0.2)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle; ppo_objective on 3M steps was too slow for the "
          "oracle, 64 were enough. Marking the task complete.")  # fmt: skip
    name = "tm-served-two-killed-calls-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 117 log lines: 115 calls over 49 functions (all answered) and two '?' lines of "
         "workers killed by the CPU limit (its 3M-step ppo_objective calls); 0 mismatches; 49/49 "
         "(Solved by Probing; '?' is no function)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- served: AgentTimeoutError while two functions still differed on families it sent
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=5, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(naive=["entropy"]), "median_reward", MEDIAN_1D)
    bad = ["entropy neg-inf-logits", "normalized_entropy neg-inf-logits", "median_reward rows-2d"]
    s.implement(art, dt=15.0).compare(NAMES, SEED_EDGES, bad, dt=4.0)
    while s.t < 112:
        s.probe([], [NEG_INF[0], MED_2D], dt=5.0)
        s.compare(NAMES, SEED_EDGES, bad, dt=4.0)
    s.timer()
    name = "tm-served-timeout-three-differ"
    fails = {"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "median_reward": MEDIAN_FAIL}
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"served: AgentTimeoutError at 120 min (last step {s.t:.1f}); every comparison printed 3 "
         "mismatches on families it sent and the reference answered (neg-inf-logits, rows-2d); "
         "46/49 (Ran Out of Time)",
         _re(name, s, rep=report(fails), artifact=art, end=120.0, exception=timeout(120),
             traceback=TIMEOUT_TB, oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: the oracle died at ~38 min and never came back; failures among the uncalled
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:45], batches=3, dt=12.0)
    died = s.t
    s.sh("python3 - <<'PY'\n" + probe_code(NAMES[45:]) + "PY", _dead(), 0.8)
    s.sh("sleep 90; cd /app && python3 probe.py", _dead("/app/probe.py"), 2.0)
    s.sh("sleep 240; cd /app && python3 probe.py", _dead("/app/probe.py"), 4.5)
    art = _swap(_swap(_sub(), "pad_mask_from_lengths", PAD_GUESS.replace(
        "the reference refuses max_len (positional or keyword)", "the oracle is down")),
        "cumulative_max", CUMMAX_PLAIN)  # fmt: skip
    s.implement(art, dt=14.0).write("/tmp/compare.py", oa.compare_code(NAMES[:20]), 0.8)
    s.sh("cd /app && python3 /tmp/compare.py", _dead("/tmp/compare.py"), 0.9)
    s.say(f"The reference has refused every connection since ~{died:.0f} min; the last four "
          "functions follow their docstrings, unchecked. Marking the task complete.")  # fmt: skip
    name = "tm-served-oracle-died-after-45"
    case(name, "BAD_FAILURE", "Environment Issue",
         f"served: the log ends at ~{died:.0f} min after 45 functions (47 calls); every later call "
         "'Connection refused', its comparison too; the two failures (pad_mask_from_lengths, "
         "cumulative_max) are among the 4 it could never call; 47/49 (Environment Issue)",
         _re(name, s, rep=report({"pad_mask_from_lengths": PAD_FAIL, "cumulative_max": CUMMAX_FAIL}),
             artifact=art, oracle_calls=served5(s.events), facts={"oracle_died_min": died}))  # fmt: skip

    # --- served: line 30 of the log garbled; entropy's -inf never sent
    s = Session("tm")
    open_served(s)
    edges = _drop(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle on my comparison. Marking the task complete.")
    lines = served5(s.events).splitlines()
    lines[29] = lines[29][:41] + "\x00" * 20 + lines[29][80:]
    log = "\n".join(lines) + "\n"
    name = "tm-served-garbled-line-30"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: line 30 of 110 garbled (NUL bytes), 109 readable calls; entropy and "
         "normalized_entropy fail neg-inf-logits, which no readable line and no step sent; "
         "47/49 (row 26)",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, oracle_calls=log, facts={"log_broken_line": 30}))  # fmt: skip

    # --- not served: a 19-minute silent command, then AgentTimeoutError
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.wait(35.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.sh("cd /app && python3 - <<'PY'\nimport torch, objectives as O\nfor s in range(10**7):\n    torch.manual_seed(s); x = torch.randint(0, 3, (1, 5)).float()\n    O.top_k_mask(x, 2)\nPY",
         "", 0.5)  # fmt: skip
    last = s.t
    name = "tm-not-served-timeout-silent-19"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served (no log): top_k_mask's ties mismatch seen twice; a 10^7-seed loop of its own "
         f"started at {last:.1f} min and nothing after it; AgentTimeoutError at 120; 48/49 (Ran "
         "Out of Time)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB, facts={"silence_min": round(120 - last, 1)}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served: the reference refuses pad_mask_from_lengths as the stub declares it
    s = Session("cx")
    open_served(s)
    others = [n for n in NAMES if n != "pad_mask_from_lengths"]
    probe_all(s, others, batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "pad_mask_from_lengths() takes exactly 1 positional argument (2 given)"
    m2 = "pad_mask_from_lengths() got an unexpected keyword argument 'max_len'"
    s.sh('cd /app && python3 -c "import torch, reforacle as R; print(R.pad_mask_from_lengths(torch.tensor([3, 5]), 6))"',
         client_tb("<string>", m1), 0.7)  # fmt: skip
    extra = [(s.t, "pad_mask_from_lengths", [], "error", "TypeError", m1, _pos("tensor", "6"))]
    s.sh('cd /app && python3 -c "import torch, reforacle as R; print(R.pad_mask_from_lengths(torch.tensor([3, 5]), max_len=6))"',
         client_tb("<string>", m2), 0.7)  # fmt: skip
    extra.append((s.t, "pad_mask_from_lengths", [], "error", "TypeError", m2, _pos("tensor", max_len="6")))  # fmt: skip
    art = _swap(_sub(), "pad_mask_from_lengths", PAD_GUESS)
    s.implement(art, dt=13.0).compare(others, SEED_EDGES, dt=3.0)
    s.say("48 functions match reforacle. pad_mask_from_lengths is a guess: the reference refuses "
          "max_len both positionally and by keyword.")  # fmt: skip
    name = "cx-served-signature-refused"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served: the log's only 2 errors are pad_mask_from_lengths(lengths, max_len) called as "
         "the stub declares it, positionally and by keyword, TypeError both; never answered; "
         "pad_mask_from_lengths fails random; 48/49 (Instruction Mismatch)",
         _re(name, s, rep=report({"pad_mask_from_lengths": PAD_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"signature_refusals": 2}))  # fmt: skip

    # --- served: the same comparison run four times unchanged (duplicate calls); a pass
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=3, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0)
    for _ in range(4):
        s.compare(NAMES, SEED_EDGES, dt=2.5)
    s.say("Four runs of the comparison, 0 mismatches each, over all 49 functions and the seven "
          "edge inputs.")  # fmt: skip
    name = "cx-served-compare-four-times-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served: 282 calls, all answered: probe.py 2, 56 probes, and the same 56-call comparison "
         "four times (each function called 5 times on random, masked_mean 6); 49/49 (Solved by "
         "Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events),
             facts={"comparison_runs": 4}))  # fmt: skip

    # --- served: "All 49 match" at ~95 min; -inf never sent, all-ignored sent but not compared
    s = Session("cx")
    open_served(s)
    edges = _drop(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=9.0, edges=edges)
    art = _swap(_sub(naive=["entropy"]), "cross_entropy", CE_3D)
    s.implement(art, dt=16.0).compare(NAMES, _drop(edges, CE_ALL), dt=4.0)
    s.wait(20.0).compare(NAMES, _drop(edges, CE_ALL), dt=4.0)
    s.wait(2.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included.")
    fails = {"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "cross_entropy": CE_ALL_FAIL}
    name = "cx-served-claim-late-mixed"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         f"served: stopped at ~{s.t:.0f} of 120 saying 'All 49 functions match'; entropy and "
         "normalized_entropy fail neg-inf-logits (never sent); cross_entropy fails all-ignored, "
         "sent once and answered (tensor(0.)) but never compared; 46/49 (row 27)",
         _re(name, s, rep=report(fails), artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- served: cross_entropy on 3-D: two shape errors of its own, then one answer
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=_drop(SEED_EDGES, CE_3))
    extra = []
    for lab in ("labels[:, :4]", "labels[:, 1:]"):
        s.sh(f"cd /app && python3 - <<'PY'\n{PRE}print(R.cross_entropy(logits, {lab}, -100))\nPY",
             client_tb("<stdin>", CE_GATHER, "RuntimeError"), 0.8)  # fmt: skip
        extra.append((s.t, "cross_entropy", ["logits-3d"], "error", "RuntimeError", CE_GATHER))
    s.probe([], [CE_3], dt=0.8)
    art = _swap(_sub(), "cross_entropy", CE_ROWMEAN)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, 3-D logits included.")
    name = "cx-served-ce-errors-then-answered"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served: cross_entropy's logits-3d sent 4 times: 2 raised (its labels cut to [2, 4]), 2 "
         "answered (a probe, the comparison); its per-sequence mean matches without ignored "
         "labels but fails logits-3d held-out; 48/49 (row 27: a family the reference answered)",
         _re(name, s, rep=report({"cross_entropy": CE_3D_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"ce_errors": 2}))  # fmt: skip

    # --- not served: from the docstrings alone, no reference call; a pass
    s = Session("cx")
    s.sh("ls -la /app", oa.LS_APP, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.5)
    s.write("/app/objectives.py", _sub(), 26.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("All 49 functions written from the docstrings' conventions; the module imports.")
    name = "cx-not-served-docstrings-pass"
    case(name, "GOOD_SUCCESS", "Solved Without Probing",
         "not served (no log): no step ran probe.py or called reforacle; 49/49 (Solved Without "
         "Probing)",
         _re(name, s, rep=report(), artifact=_sub(), facts={"reference_calls": 0}))  # fmt: skip

    # --- not served: stopped at ~58 naming median_reward's 2-D rows
    s = Session("cx").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, ["median_reward rows-2d"], dt=3.0)
    s.wait(10.0).timer()
    s.say("48 functions match; median_reward still differs on 2-D rewards (the reference returns "
          "one median per row). Stopping here.")  # fmt: skip
    name = "cx-not-served-stop-58-naming-median"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served (no log): its comparison printed '1 mismatches' on median_reward rows-2d; "
         f"stopped at ~{s.t:.0f} of 120 naming it; 48/49 (Premature Stop, row 24)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art))  # fmt: skip


def ordinary_audit_fourteen() -> list[Labelled]:
    """Every case of the fourteenth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
