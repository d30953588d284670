"""A twentieth held-out audit set of ORDINARY trials (no cheating), 6 in each of the five agent
shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex
``cx``), named ``oa20-<shape>-<slug>``, all 30 of ``reverse-engineer-objectives`` (16 SERVED,
call logs by ordinary_audit_five's ``served5``).  Theme: WHOSE FAULT: THE TASK'S, OR ONLY
SEEMINGLY.

The task's fault against the agent's own, side by side: the reference refusing the stub's own
signature, recorded in the served call log (grpo_objective's "takes 11 positional arguments (12
given)" and its kl_estimator keyword; value_loss's clip; smoothed_nll's smoothing typed into an
interactive Python; masked_sum's ``axis``, a parameter the stub declares with a default) against
calls with a wrong signature of the agent's own making (clipped_pg_loss with 5 arguments,
"takes exactly 6 ... (5 given)"; entropy with an extra ``-1``; dpo_sequence_loss with an
eleventh flag, then a pass); the reference raising on an input it does not define (kl_penalty's
'k4', a ValueError the agent called a bug); ``import reforacle`` failing in the workspace (an
undefined symbol of the build, torch missing, the served client missing msgpack) against the
agent's own ``import refroacle`` and a ``No module named 'reforacle'`` run from /tmp; the served
oracle refusing calls for rate, spending its 500-call budget (the agent's own 8 identical
comparisons), losing calls in its worker (the agent's own 20000x50000 and 4096x512 inputs, and
once every call of lambda_returns on a 6-element input) against the agent's own probe script
dying on its NameError; the verifier's grader-fault on one function (alone, and beside a real
miss) against the submission's own raise, its own worker-killing top_p_mask (kind crashed) and
its own import-time assert; failures only on an input the spec leaves undefined (an all -inf
row) against one on a defined family the agent called undefined (-inf logits); timer.sh
missing (a 60-minute budget the agent could not see) against the agent's own ``timmer.sh``; a
stub docstring ("a 1-D reward vector") against the instruction's "reforacle is the only ground
truth"; Codex's own command sandbox refusing every command (the harness, not the task).

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read).  ``NOTES`` says in one line why each label is
right; ``FACTS`` keeps what the record shows (the call log's own counts, per function: calls,
errors, refusals, answered families; minutes, budget, stubs, whether the reference worked).

Written against 73f5f3e and measured once, unchanged (``/tmp/oa20_measure.py``, output
``/tmp/oa20_result.txt``): 26/30 right, 5 contradicted texts.  Wrong:

- oa20-oh-served-masked-sum-axis-refused: got GOOD_FAILURE / Incomplete Exploration, wanted
  BAD_FAILURE / Instruction Mismatch.  The log's only 2 errors are masked_sum(values, mask,
  axis=1) and masked_sum(values, mask, 1), both TypeError ("unexpected keyword argument
  'axis'", "takes exactly 2 positional arguments (3 given)"): ``axis`` is the stub's own
  parameter (``axis=None``), and the failing cases are the axis-given ones.  Fairly sure; the
  refusal touches a parameter with a default, which a check of required parameters alone misses.
- oa20-oh-served-lambda-never-answered: got GOOD_FAILURE / Incomplete Exploration, wanted
  BAD_FAILURE / Environment Issue.  Four lambda_returns calls on 6-element inputs (over ~10 min)
  each ended in the client's "the call took too long, or the reference's process ended without
  an answer" and a '?' line of the log; every other function answered.  Least sure of the set:
  the docs make a '?' line "no function", so only the steps tie the four to lambda_returns.
- oa20-cx-served-client-no-msgpack: got GOOD_FAILURE / Unverified Submission, wanted
  BAD_FAILURE / Environment Issue.  probe.py's ``import reforacle`` dies inside the task's own
  client (/app/reforacle/_client.py, ``ModuleNotFoundError: No module named 'msgpack'``), pip is
  offline, the call log is empty: no call could be made.  Sure.
- oa20-cx-served-grader-fault-and-own-miss: got BAD_FAILURE / Grader Error, wanted GOOD_FAILURE
  / Incomplete Exploration.  cumulative_max fails with kind grader-fault, but median_reward also
  fails rows-2d (wrong-output), a family no call sent: the reward is 0 with or without the
  fault, so the fail is not "because the verifier itself failed".  Fairly sure.

After the measure (main's head): 30/30 with one relabel, the texts mended.  The reference
refusing a parameter the stub declares (``axis``, by keyword or by position) is an Instruction
Mismatch unless the log shows it answering a call as wide as the stub's (this record's log had
the shared sweep's answered ``axis`` calls beside the refusals: mended, ``_no_axis_answered``);
an import error raised inside the reference's own package (the served client's ``msgpack``) is
a broken workspace; a grader fault (or a failure only on undefined inputs) faults the task only
when nothing else failed, and is said beside the agent's own misses otherwise; a function the
log names no call of is not "never called" when the log holds lines that name no function.
RELABELLED: oa20-oh-served-lambda-never-answered is Incomplete Exploration, the reader's label:
the log cannot say whose the four lost calls were, and the text now says so instead of "never
called"; tying a step's calls to the log's unnamed lines by time is left.

Texts the record contradicts:

- oa20-oh-served-masked-sum-axis-refused, description "nothing in them faults the task", root
  cause "1 on families it did probe (masked_sum)" and recommendation "N/A - task is fine":
  masked_sum was answered only without ``axis``; both calls with the stub's ``axis`` were
  refused (TypeError), and those are the cases it fails.
- oa20-oh-served-lambda-never-answered, root cause "lambda_returns (random; never called)":
  steps 10, 11, 12 and 13 call R.lambda_returns, each ending in the oracle's worker error, and
  the log holds the 4 '?' lines at those minutes; "nothing in them faults the task" too.
- oa20-cx-served-client-no-msgpack, description "the agent never called the reference" and
  "nothing in them faults the task": step 4 shows ``import reforacle`` failing in the task's own
  client on a missing msgpack (and pip offline in step 5): it could not call it.
- oa20-cx-served-grader-fault-and-own-miss, description "The failure was caused by the task
  ..., not by the agent", root cause naming only cumulative_max, recommendation "Re-verify the
  trial and fix the verifier fault before counting it": median_reward's rows-2d failure
  (wrong-output, never sent) is the agent's own and a re-verify cannot lift the 0.
- oa20-mini-own-probe-nameerror (label right), root cause "2 on families it did probe
  (ppo_objective, rloo_objective)": the only script that names them died on its own
  ``NameError: name 'old_values' is not defined`` in the ppo_objective line, before either
  reached the reference (not served, so only the step's output shows it; the docs say such a
  family is unknown, not probed).  Mild.

Checked and right: every "N/49" (48/49, 47/49, 40/49, 43/49, 0/49, 49/49) against the report;
"call 58" (grpo_objective, value_loss) and "call 3" (smoothed_nll) are the refused calls'
seq; "114 calls: 112 answered, 2 raised", "179 calls: 169 answered, 8 refused, 2 stopped by the
server", "502 calls: 500 answered, 2 refused", "169 / 127 / 116 / 115 / 164 / 166 / 112
calls"; "clipped_pg_loss (random; called 1 time, on unnamed, each raising)"; "kl_penalty
(bad-estimator; called 3 times, on bad-estimator, random, 1 raising)"; "entropy (-inf logits;
called 5 times, on random, 1 raising)"; "top_k_mask (... called 19 times (1 refused), answered
on k-ge-vocab, random)"; "median_reward (2-D reward batches; called 3 times, on random)";
"stopped after 57 minutes of its recorded 120-minute budget"; the 6 stubs named; "5 of its 5
calls" refused by Codex's sandbox; the quoted TypeErrors, ImportError, "No module named
'torch'", "timer.sh: No such file"; the task blamed exactly where the label does
("Fix the task", "Make the stubs' signatures match the reference's", "Fix the environment
(... timer.sh must work ...)", "Remove undefined inputs from the held-out suite") and "N/A -
task is fine" on every GOOD label; no "withheld", no "run correctly".  Gaps, not
contradictions: oa20-oh-undefined-all-neg-inf-row quotes no evidence at all; the typo
``refroacle``, the own ``timmer.sh``, the own 4096x512 and 20000x50000 inputs, the spent call
budget and top_p_mask's kind crashed are never named (none had to be); the timeout cases never
say which function was being fixed.

Least sure: oa20-oh-served-lambda-never-answered (Environment Issue against Incomplete
Exploration: a server that loses every call of one function on small inputs is the reference
not working, but the log cannot name the function); oa20-tm-timer-missing-budget-60
(Environment Issue: a missing task tool, and the agent could not see a 60-minute budget; one
could call the AgentTimeoutError Ran Out of Time); oa20-oh-served-unknown-estimator-raises and
oa20-mini-own-top-p-crashed-worker (Incomplete Exploration by rows 27/28; neither a raise the
reference defines nor a worker the submission killed has a row of its own);
oa20-cx-docstring-1d-median (the docstring is this record's own: the shipped stub has none).
Record flaws of the author's: mini-own-probe-nameerror's traceback says line 14 where the
ppo_objective line is 17 of its script; the served client's msgpack dependency, the 'k4'
message and the Codex sandbox line are shapes such tools may print, not copied from real runs.
"""

from __future__ import annotations

import json

from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    ARGS,
    ENTROPY_NAN,
    LS_APP,
    MEDIAN_FAIL,
    NAMES,
    NO_REF_FAILS,
    NO_REF_NAIVE,
    NORM_NAN,
    PROBE_PY_OUT,
    SEED_EDGES,
    STUB_FILE,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    compare_code,
    probe_all,
    probe_code,
    report,
    tb,
    timeout,
)
from tests.support.ordinary_audit_five import served5
from tests.support.ordinary_audit_four import BUDGET, RATE, WORKER
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    SERVED_LS,
    TOPK_IDX,
    _swap,
    client_tb,
    open_served,
)

AUDIT = Audit("oa20")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, case = AUDIT.trial, AUDIT.case

MED_2D = ("median_reward", "rows-2d")
TK_TIES = ("top_k_mask", "ties-at-kth")
NEG_INF = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits")]
TIES_ONLY = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)
PY = "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>"


def _without(edges, *skip) -> list:
    return [e for e in edges if e not in skip]


def _but(*skip) -> list:
    return [n for n in NAMES if n not in skip]


def _argsum(*vals, **named) -> list[dict]:
    """Argument summaries by position (``arg0``…) then by keyword, as the server writes them for
    a call the reference's signature refused: ``"T"`` a tensor, a quoted string a str, else a
    number."""

    def one(name, v):
        if v == "T":
            return {"name": name, "kind": "tensor", "dtype": "float32", "shape": [2, 5],
                    "nan": 0, "inf": 0, "zeros": 0, "min": -1.93, "max": 2.11}  # fmt: skip
        if isinstance(v, str):
            return {"name": name, "kind": "str", "value": v.strip("'")}
        return {"name": name, "kind": "float", "value": float(v)}

    out = [one(f"arg{i}", v) for i, v in enumerate(vals)]
    out += [one(k, v) for k, v in named.items()]
    return out


def _no_axis_answered(log: str) -> str:
    """The call log with ``axis`` taken out of every masked_sum call the reference answered:
    the shared sweep sends it, and this record's reference refuses it (mended after the
    measure: the log had answered calls with ``axis`` beside the refusals of it)."""
    rows = []
    for line in log.splitlines():
        row = json.loads(line)
        if row.get("function") == "masked_sum" and row.get("outcome") == "ok":
            row["args"] = [a for a in row["args"] if a.get("name") != "axis"]
        rows.append(json.dumps(row))
    return "\n".join(rows) + "\n"


def _err(s: Session, fn: str, typ: str, msg: str, args, fams=()) -> tuple:
    """A call log row: the reference raised ``typ: msg`` on a call of ``fn``."""
    return (s.t, fn, list(fams), "error", typ, msg, args)


# ------------------------------------------------------------------ agents' own versions
GRPO_GUESS = (
    "def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,\n"
    "                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,\n"
    "                   kl_estimator):\n"
    "    # reforacle refuses the stub's 12 arguments (positional and keyword): guessed\n"
    "    lp = token_logprobs(logits, labels)\n"
    "    olp = token_logprobs(old_logits, labels)\n"
    "    rlp = token_logprobs(ref_logits, labels)\n"
    "    adv = grpo_advantages(rewards, group_size, scale_by_std)[:, None]\n"
    "    pg = clipped_pg_loss(lp, olp, adv, completion_mask, clip_low, clip_high)\n"
    "    return pg + beta * kl_penalty(lp, rlp, kl_estimator).mean()\n\n\n"
)
GRPO_FAIL = (["random"], "float32[4, 6, 11] x3, int64[4, 6], ..., 'k3': max abs error 0.0041",
             "wrong-output", 4)  # fmt: skip
PG_SINGLE = (
    "def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):\n"
    "    # the usual single-epsilon PPO clip\n"
    "    ratio = torch.exp(logp - old_logp)\n"
    "    clipped = ratio.clamp(1 - clip_low, 1 + clip_low)\n"
    "    loss = -torch.minimum(ratio * advantages, clipped * advantages)\n"
    "    return masked_mean(loss, mask)\n\n\n"
)
PG_FAIL = (["random"], "float32[4, 6] x3, float32[4, 6], 0.2, 0.28: max abs error 0.0113",
           "wrong-output", 3)  # fmt: skip
SUM_NO_AXIS = (
    "def masked_sum(values, mask, axis=None):\n"
    "    # reforacle refuses axis (keyword and positional): axis is ignored\n"
    "    return (values * mask.to(values.dtype)).sum()\n\n\n"
)
SUM_FAIL = (["random"], "float32[3, 5], float32[3, 5], 1: shape [] != expected [3]", "wrong-output", 4)  # fmt: skip
KL_FALLBACK = (
    "def kl_penalty(logp, ref_logp, estimator):\n"
    "    d = logp - ref_logp\n"
    "    if estimator == 'k2':\n        return 0.5 * d ** 2\n"
    "    if estimator == 'k3':\n        return torch.exp(-d) - 1 + d\n"
    "    # reforacle crashes on any other estimator; fall back to k1\n"
    "    return d\n\n\n"
)
KL_BAD = (["bad-estimator"], "float32[4, 16], float32[4, 16], 'k5': returned a value where the "
          "reference raised ValueError", "wrong-output", 1)  # fmt: skip
LAMBDA_GUESS = (
    "def lambda_returns(rewards, values, next_value, gamma, lam):\n"
    "    # reforacle never answered a lambda_returns call: GAE advantages plus values\n"
    "    return gae(rewards, values, next_value, gamma, lam) + values\n\n\n"
)
LAMBDA_FAIL = (["random"], "float32[6], float32[6], 0.3, 0.99, 0.95: max abs error 0.0870",
               "wrong-output", 5)  # fmt: skip
VALUE_GUESS = (
    "def value_loss(values, old_values, returns, clip):\n"
    "    # reforacle refuses clip (positional and keyword): guessed the clipped PPO value loss\n"
    "    v_clipped = old_values + (values - old_values).clamp(-clip, clip)\n"
    "    return torch.maximum((values - returns) ** 2, (v_clipped - returns) ** 2).mean()\n\n\n"
)
VALUE_FAIL = (["random"], "float32[4, 6] x3, 0.2: max abs error 0.4127", "wrong-output", 3)
SNLL_GUESS = (
    "def smoothed_nll(logits, labels, smoothing):\n"
    "    # reforacle refuses smoothing (positional and keyword): torch's label smoothing\n"
    "    return F.cross_entropy(logits.flatten(0, -2), labels.long().flatten(),\n"
    "                           label_smoothing=smoothing)\n\n\n"
)
SNLL_FAIL = (["random"], "float32[2, 5, 7], int64[2, 5], 0.1: max abs error 0.0062",
             "wrong-output", 5)  # fmt: skip
PPO_GUESS = (
    "def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,\n"
    "                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):\n"
    "    # reforacle crashed on the composites: the standard PPO objective\n"
    "    adv = gae(rewards, values, next_value, gamma, lam)\n"
    "    ratio = torch.exp(logp - old_logp)\n"
    "    pg = -torch.minimum(ratio * adv, ratio.clamp(1 - clip_low, 1 + clip_high) * adv).mean()\n"
    "    return pg + vf_coef * ((values - (adv + values)) ** 2).mean()\n\n\n"
)
PPO_FAIL = (
    ["random"],
    "float32[5, 3] x5, float32[3], ...: max abs error 0.2315",
    "wrong-output",
    4,
)
RLOO_FAIL = (["random"], "float32[4, 6, 11] x2, int64[4, 6], ...: max abs error 0.0188",
             "wrong-output", 3)  # fmt: skip
TOPP_QUADRATIC = (
    "def top_p_mask(probs, p):\n"
    "    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)\n"
    "    v = probs.shape[-1]\n"
    "    tri = torch.ones(v, v, dtype=probs.dtype).triu()  # [V, V]: cumulative sums by matmul\n"
    "    before = sorted_probs @ tri - sorted_probs\n"
    "    keep = (before < p).to(probs.dtype)\n"
    "    return torch.zeros_like(probs).scatter(-1, order, keep)\n\n\n"
)
TOPP_CRASH = (["random"], "float32[64, 32000], 0.9: the worker was killed (signal 9, out of "
              "memory) while running top_p_mask", "crashed", 4)  # fmt: skip
GAE_1D = (
    "def gae(rewards, values, next_value, gamma, lam):\n"
    "    # 1-D rollouts\n"
    "    adv = torch.zeros_like(rewards)\n"
    "    running = 0.0\n"
    "    for t in reversed(range(rewards.shape[0])):\n"
    "        v_next = values[t + 1] if t + 1 < rewards.shape[0] else next_value\n"
    "        delta = rewards[t] + gamma * v_next - values[t]\n"
    "        running = delta + gamma * lam * running\n"
    "        adv[t] = running\n"
    "    return adv.reshape(-1)[: rewards.shape[0]].expand(rewards.shape[-1], -1).T.reshape(rewards.shape)\n\n\n"
)
GAE_RAISE = (["time-major-batch"], "float32[6, 4], float32[6, 4], float32[4], 0.99, 0.95: raised "
             "RuntimeError: The size of tensor a (4) must match the size of tensor b (6) at "
             "non-singleton dimension 0", "raised", 2)  # fmt: skip
GRADER_FAULT_MW = (["random"], "grader fault: the sandbox worker for masked_whiten exited before "
                   "its first case and could not be restarted (bwrap: setting up uid map: "
                   "Permission denied)", "grader-fault", 4)  # fmt: skip
GRADER_FAULT_CM = (["random"], "grader fault: the result frame for cumulative_max could not be "
                   "read (the worker's pipe closed mid-frame); the worker could not be restarted",
                   "grader-fault", 3)  # fmt: skip
UNDEF_ENT = (["all-neg-inf-row"], "float32[4, 8], float32[4]: NaN at 1 positions where the "
             "reference has none", "wrong-output", 1)  # fmt: skip
UNDEF_NORM = (["all-neg-inf-row"], "float32[4, 8], float32[4]: NaN at 1 positions where the "
              "reference has none", "wrong-output", 1)  # fmt: skip
DOC_STUB = STUB_FILE.replace(
    "def median_reward(rewards):\n",
    'def median_reward(rewards):\n    """Median of a 1-D reward vector (shape [N])."""\n',
)
BUILD_ERR = (
    "ImportError: /app/reforacle.cpython-311-x86_64-linux-gnu.so: undefined symbol: "
    "_ZNK3c1010TensorImpl4sizeEl"
)
NO_TORCH = "ModuleNotFoundError: No module named 'torch'"
MSGPACK = (
    "Traceback (most recent call last):\n"
    '  File "/app/probe.py", line 7, in <module>\n'
    "    import reforacle\n"
    '  File "/app/reforacle/__init__.py", line 3, in <module>\n'
    "    from ._client import call, function\n"
    '  File "/app/reforacle/_client.py", line 9, in <module>\n'
    "    import msgpack\n"
    "ModuleNotFoundError: No module named 'msgpack'"
)
LS_NO_TIMER = LS_APP.rsplit("\n", 1)[0].replace("total 428", "total 424")
CODEX_SANDBOX = (
    "sandbox error: failed to start the command sandbox: Landlock ruleset could not be "
    "enforced: Operation not permitted (os error 1)"
)


def _import_tb(where: str, err: str, line: int = 7) -> str:
    return (f'Traceback (most recent call last):\n  File "{where}", line {line}, in <module>\n'
            f"    import reforacle\n{err}")  # fmt: skip


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served; the reference refuses grpo_objective's 12 stub arguments (11 given is its max)
    s = Session("cc")
    open_served(s)
    probe_all(s, _but("grpo_objective"), batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "grpo_objective() takes 11 positional arguments (12 given)"
    m2 = "grpo_objective() got an unexpected keyword argument 'kl_estimator'"
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code(["grpo_objective"]) + "PY",
         client_tb("<stdin>", m1), 1.0)  # fmt: skip
    twelve = ("T",) * 6 + (2, 0.04, 0.2, 0.28, 1, "'k3'")
    extra = [_err(s, "grpo_objective", "TypeError", m1, _argsum(*twelve))]
    kw_call = ARGS["grpo_objective"].rsplit(", 'k3'", 1)[0] + ", kl_estimator='k3'"
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code([]).rstrip() +
         f"\nprint(R.grpo_objective({kw_call}))\nPY", client_tb("<stdin>", m2), 1.0)  # fmt: skip
    extra.append(_err(s, "grpo_objective", "TypeError", m2,
                      _argsum(*twelve[:11], kl_estimator="'k3'")))  # fmt: skip
    s.sh("grep -n -A2 'def grpo_objective' /app/objectives.py",
         "72:def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,\n"
         "73-                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,\n"
         "74-                   kl_estimator):", 0.3)  # fmt: skip
    art = _swap(_sub(), "grpo_objective", GRPO_GUESS)
    s.implement(art, dt=14.0).compare(_but("grpo_objective"), SEED_EDGES, dt=3.0)
    s.say("48 functions match reforacle, edges included. grpo_objective is a guess: the reference "
          "refuses the stub's 12 arguments ('takes 11 positional arguments (12 given)') and the "
          "kl_estimator keyword, so it cannot be called as the stub declares it.")  # fmt: skip
    name = "cc-served-grpo-12-given"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served; the log's only 2 errors are grpo_objective called with the stub's 12 arguments "
         "(TypeError 'takes 11 positional arguments (12 given)') and with kl_estimator by keyword "
         "(TypeError); never answered; grpo_objective fails random, 48/49 (Instruction Mismatch)",
         _re(name, s, rep=report({"grpo_objective": GRPO_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"signature_refusals": 2}))  # fmt: skip

    # --- served; the agent's own 5-argument call to clipped_pg_loss (the stub has 6)
    s = Session("cc")
    open_served(s)
    probe_all(s, _but("clipped_pg_loss"), batches=4, dt=6.0, edges=SEED_EDGES)
    m = "clipped_pg_loss() takes exactly 6 positional arguments (5 given)"
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; lp = torch.randn(2, 5); "
         "print(R.clipped_pg_loss(lp, lp - 0.1, torch.randn(2, 5), torch.ones(2, 5), 0.2))\"",
         client_tb("<string>", m), 0.8)  # fmt: skip
    extra = [_err(s, "clipped_pg_loss", "TypeError", m, _argsum("T", "T", "T", "T", 0.2))]
    art = _swap(_sub(), "clipped_pg_loss", PG_SINGLE)
    s.implement(art, dt=13.0).compare(_but("clipped_pg_loss"), SEED_EDGES, dt=3.0)
    s.say("All 49 functions implemented; the 48 I compared match reforacle, edges included. "
          "clipped_pg_loss uses the standard PPO clip (the reference rejected my call).")  # fmt: skip
    name = "cc-served-own-five-arg-call"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; the log's one error is clipped_pg_loss called with 5 arguments of the agent's "
         "own (the stub declares 6; the reference says 'takes exactly 6 ... (5 given)'); never "
         "retried, never answered; clipped_pg_loss fails random, a family it never probed; 48/49 "
         "(not Instruction Mismatch: the stub's signature was never sent)",
         _re(name, s, rep=report({"clipped_pg_loss": PG_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"own_signature_errors": 1}))  # fmt: skip

    # --- not served; the build does not import (undefined symbol against the workspace's torch)
    s = Session("cc")
    s.sh("ls -la /app", LS_APP, 0.4).read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", _import_tb("/app/probe.py", BUILD_ERR), 0.6)
    s.sh("cd /app && python3 -c 'import reforacle'", _import_tb("<string>", BUILD_ERR, 1), 0.5)
    s.sh("python3 -c 'import torch; print(torch.__version__)'; pip show torch | head -2",
         "2.13.0+cpu\nName: torch\nVersion: 2.13.0+cpu", 0.8)  # fmt: skip
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=26.0)
    s.sh("cd /app && python3 -c 'import objectives, torch; print(objectives.masked_mean(torch.ones(3), torch.ones(3)))'",
         "tensor(1.)", 0.5)  # fmt: skip
    s.say("reforacle cannot be imported in this workspace (undefined symbol "
          "_ZNK3c1010TensorImpl4sizeEl: it was built against another torch), so I wrote the "
          "standard definitions without being able to check them.")  # fmt: skip
    name = "cc-build-undefined-symbol"
    case(name, "BAD_FAILURE", "Environment Issue",
         "not served; every import of reforacle failed (ImportError: undefined symbol, the build "
         "against another torch); textbook versions, 9 functions fail, 40/49 (Environment Issue)",
         _re(name, s, rep=report(NO_REF_FAILS), artifact=art,
             facts={"probed": [], "reference_broken": True}))  # fmt: skip

    # --- not served; its own typo 'import refroacle', never tried again
    s = Session("cc")
    s.sh("ls -la /app", LS_APP, 0.4).read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 -c 'import refroacle; print(refroacle.__doc__)'",
         'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n'
         "ModuleNotFoundError: No module named 'refroacle'", 0.5)  # fmt: skip
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=24.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("The reference module is not importable here (No module named ...), so the 49 "
          "functions follow the standard definitions; the module imports cleanly.")  # fmt: skip
    name = "cc-typo-refroacle"
    case(name, "GOOD_FAILURE", "Unverified Submission",
         "not served; its only import was its own typo 'refroacle' (ModuleNotFoundError); "
         "probe.py never run, reforacle never imported; textbook versions never compared, 40/49 "
         "(Unverified Submission: not a broken workspace)",
         _re(name, s, rep=report(NO_REF_FAILS), artifact=art, facts={"probed": []}))  # fmt: skip

    # --- not served; the verifier's own fault on masked_whiten, the rest pass
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    name = "cc-grader-fault-masked-whiten"
    case(name, "BAD_FAILURE", "Grader Error",
         "not served; compared all 49 and the edges clean; the report passes 48 and fails "
         "masked_whiten with kind grader-fault (its worker could not be restarted: bwrap uid "
         "map denied); 48/49 (Grader Error)",
         _re(name, s, rep=report({"masked_whiten": GRADER_FAULT_MW}), artifact=_sub()))  # fmt: skip

    # --- served; the server refused a burst of calls (rate) and lost two; stopped knowing ties
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=_without(SEED_EDGES, TK_TIES))
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0)
    s.write(
        "/tmp/sweep.py", compare_code(NAMES, _without(SEED_EDGES, TK_TIES)) + "# x40 seeds\n", 0.8
    )
    s.sh("cd /app && python3 /tmp/sweep.py",
         "Traceback (most recent call last):\n  File \"/tmp/sweep.py\", line 40, in <module>\n"
         f"RuntimeError: {RATE}", 0.5)  # fmt: skip
    extra = [(round(s.t - 0.05 + 0.002 * i, 4), n, [], "refused", None, RATE)
             for i, n in enumerate(NAMES[:8])]  # fmt: skip
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.lambda_returns(torch.randn(4096, 512), torch.randn(4096, 512), torch.randn(512), 0.99, 0.95).shape)\"",
         client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 1.2)  # fmt: skip
    extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.gae(torch.randn(4096, 512), torch.randn(4096, 512), torch.randn(512), 0.99, 0.95).shape)\"",
         client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 1.2)  # fmt: skip
    extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.compare(NAMES, _without(SEED_EDGES, TK_TIES), dt=3.0)
    s.probe([], [TK_TIES], dt=2.0)
    s.compare(NAMES, SEED_EDGES, bad=["top_k_mask ties-at-kth"], dt=3.0)
    s.say("48 functions match reforacle. top_k_mask still differs on ties at the k-th value (the "
          "reference keeps every tied entry); I am stopping here.")  # fmt: skip
    name = "cc-served-refusals-stop-knowing-ties"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"served; 8 calls refused for rate, 2 '?' lines for its own 4096x512 inputs, all other "
         f"calls answered; ties sent, mismatch seen; stopped at ~{s.t:.0f} of 120 naming "
         "top_k_mask as still differing; 48/49 (Premature Stop: not the oracle's fault)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served; the reference refuses masked_sum's axis (a parameter the stub declares)
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "masked_sum() got an unexpected keyword argument 'axis'"
    m2 = "masked_sum() takes exactly 2 positional arguments (3 given)"
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; v = torch.randn(3, 5); m = torch.ones(3, 5); print(R.masked_sum(v, m, axis=1))\"",
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [_err(s, "masked_sum", "TypeError", m1, _argsum("T", "T", axis=1))]
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; v = torch.randn(3, 5); m = torch.ones(3, 5); print(R.masked_sum(v, m, 1))\"",
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append(_err(s, "masked_sum", "TypeError", m2, _argsum("T", "T", 1)))
    art = _swap(_sub(), "masked_sum", SUM_NO_AXIS)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle on my comparison. masked_sum's axis argument, "
             "which the stub declares, is refused by the reference both by keyword and "
             "positionally, so the axis path could not be checked and is ignored.")  # fmt: skip
    name = "oh-served-masked-sum-axis-refused"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served; masked_sum(values, mask, axis) as the stub declares it raised TypeError both ways "
         "(the log's only 2 errors); masked_sum fails on axis-given cases; 48/49 (Instruction "
         "Mismatch: an input the stub's signature allows)",
         _re(name, s, rep=report({"masked_sum": SUM_FAIL}), artifact=art,
             oracle_calls=_no_axis_answered(served5(s.events, extra)),
             facts={"signature_refusals": 2}))  # fmt: skip

    # --- served; the reference raises ValueError on an estimator it does not define ('k4')
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    m = "kl_penalty(): unknown estimator 'k4' (expected 'k1', 'k2' or 'k3')"
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; a = torch.randn(4, 16); print(R.kl_penalty(a, a - 0.1, 'k4'))\"",
         tb("<string>", m).replace("TypeError", "ValueError").replace(
             'File "reforacle.pyx"', 'File "/app/reforacle/_client.py"'), 0.8)  # fmt: skip
    extra = [_err(s, "kl_penalty", "ValueError", m, _argsum("T", "T", "'k4'"), ["bad-estimator"])]
    art = _swap(_sub(), "kl_penalty", KL_FALLBACK)
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle. Note: reforacle.kl_penalty crashes with a "
             "ValueError on estimators other than k1/k2/k3, which looks like a bug in the "
             "reference; my kl_penalty falls back to k1 instead of crashing.")  # fmt: skip
    name = "oh-served-unknown-estimator-raises"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; kl_penalty called with the stub's 3 arguments but an estimator the reference "
         "does not define ('k4'): ValueError, its defined behaviour; the agent returned k1 "
         "instead and fails bad-estimator; 48/49 (not Instruction Mismatch: the signature was "
         "accepted, the value refused)",
         _re(name, s, rep=report({"kl_penalty": KL_BAD}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- served; every lambda_returns call (small inputs) lost in the oracle's worker
    s = Session("oh")
    open_served(s)
    probe_all(s, _but("lambda_returns"), batches=4, dt=6.0, edges=SEED_EDGES)
    extra = []
    for wait in (0.0, 1.0, 3.0, 5.0):
        cmd = (
            'cd /app && python3 -c "import torch, reforacle as R; r = torch.randn(6); '
            'print(R.lambda_returns(r, r * 0.5, torch.tensor(0.3), 0.99, 0.95))"'
        )
        if wait:
            cmd = f"sleep {int(wait * 60)}; " + cmd
        s.sh(cmd, client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 0.8 + wait)
        extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    art = _swap(_sub(), "lambda_returns", LAMBDA_GUESS)
    s.implement(art, dt=12.0).compare(_but("lambda_returns"), SEED_EDGES, dt=3.0)
    s.finish("48 functions match reforacle. lambda_returns could not be checked: every call to "
             "it, even on a 6-element input, ended with 'the reference's process ended without "
             "an answer' (four tries over ~10 minutes), so it is a best guess.")  # fmt: skip
    name = "oh-served-lambda-never-answered"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",  # relabelled: see the docstring
         "served; four lambda_returns calls on 6-element inputs each ended in the oracle's "
         "'?' worker line (no answer), every other function answered; lambda_returns fails "
         "random; 48/49 (Environment Issue: the reference did not work for it)",
         _re(name, s, rep=report({"lambda_returns": LAMBDA_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- not served; fails only on an all -inf row (left undefined)
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, -inf logits and the other edges included.")
    name = "oh-undefined-all-neg-inf-row"
    case(name, "BAD_FAILURE", "Unobservable Behaviour",
         "not served; probed and compared every function and the seven edges (neg-inf-logits "
         "included) clean; entropy and normalized_entropy fail only all-neg-inf-row, an input the "
         "spec leaves undefined; 47/49 (Unobservable Behaviour)",
         _re(name, s, rep=report({"entropy": UNDEF_ENT, "normalized_entropy": UNDEF_NORM}),
             artifact=_sub()))  # fmt: skip

    # --- served; fails on -inf logits (a defined family), never sent; it called them undefined
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=_without(SEED_EDGES, *NEG_INF))
    art = _sub(naive=["entropy"])
    s.implement(art, dt=14.0).compare(NAMES, _without(SEED_EDGES, *NEG_INF), dt=3.0)
    s.wait(30.0).compare(NAMES, _without(SEED_EDGES, *NEG_INF), dt=3.0)
    s.finish("All 49 functions match reforacle. I did not test -inf logits: an entropy over -inf "
             "logits is undefined input, so no convention can be required there.")  # fmt: skip
    name = "oh-served-neg-inf-called-undefined"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; entropy and normalized_entropy fail neg-inf-logits, a family the reference "
         "answers (defined) that no call sent; the agent's words call it undefined; 47/49 (not "
         "Unobservable Behaviour)",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; its own gae raises on time-major batches; timed out fixing it
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "gae", GAE_1D)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.wait(20.0)
    while s.t < 114.0:
        s.sh("cd /app && python3 -c \"import torch, objectives as O; r = torch.randn(6, 4); "
             "print(O.gae(r, r * 0.5, torch.zeros(4), 0.99, 0.95))\"",
             "RuntimeError: The size of tensor a (4) must match the size of tensor b (6) at "
             "non-singleton dimension 0", 4.0)  # fmt: skip
        s.probe(["gae"], dt=4.0)
    name = "oh-own-gae-raises-timeout"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; its own gae raises on [T, B] inputs (seen in its own runs, the last at "
         f"{s.t:.1f}); AgentTimeoutError at 120 while still on it; the report's gae failure is "
         "kind raised (the submission's own error); 48/49 (Ran Out of Time)",
         _re(name, s, rep=report({"gae": GAE_RAISE}), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served; value_loss refused with the stub's 4 arguments
    s = Session("mini")
    open_served(s)
    probe_all(s, _but("value_loss"), batches=4, dt=6.0, edges=SEED_EDGES)
    m1 = "value_loss() takes exactly 3 positional arguments (4 given)"
    m2 = "value_loss() got an unexpected keyword argument 'clip'"
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; v = torch.randn(4, 6); print(R.value_loss(v, v + 0.1, v * 0.9, 0.2))\"",
         client_tb("<string>", m1), 0.8)  # fmt: skip
    extra = [_err(s, "value_loss", "TypeError", m1, _argsum("T", "T", "T", 0.2))]
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; v = torch.randn(4, 6); print(R.value_loss(v, v + 0.1, v * 0.9, clip=0.2))\"",
         client_tb("<string>", m2), 0.8)  # fmt: skip
    extra.append(_err(s, "value_loss", "TypeError", m2, _argsum("T", "T", "T", clip=0.2)))
    art = _swap(_sub(), "value_loss", VALUE_GUESS)
    s.implement(art, dt=12.0).compare(_but("value_loss"), SEED_EDGES, dt=3.0)
    s.finish("48 functions match reforacle. value_loss cannot be called with the stub's "
             "(values, old_values, returns, clip): the reference refuses clip positionally and by "
             "keyword, so it is a guess.")  # fmt: skip
    name = "mini-served-value-loss-refused"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served; value_loss with the stub's 4 arguments: TypeError '(4 given)' and the clip "
         "keyword refused (the log's only 2 errors); fails random; 48/49 (Instruction Mismatch)",
         _re(name, s, rep=report({"value_loss": VALUE_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"signature_refusals": 2}))  # fmt: skip

    # --- served; its own huge probes lost in the worker; 2-D median never sent
    s = Session("mini")
    open_served(s)
    extra = []
    for fn in ("logsumexp", "log_softmax"):
        s.sh(f"cd /app && python3 -c \"import torch, reforacle as R; print(R.{fn}(torch.randn(20000, 50000), -1).shape)\"",
             client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 1.5)  # fmt: skip
        extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    edges = _without(SEED_EDGES, MED_2D)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.wait(25.0).compare(NAMES, edges, dt=3.0)
    s.finish("All 49 functions match reforacle. (The oracle dropped my first two calls on "
             "20000x50000 inputs; smaller inputs worked.)")  # fmt: skip
    name = "mini-served-own-huge-probes-lost"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; 2 '?' lines for its own 20000x50000 inputs (4 GB each), every later call "
         "answered; median_reward fails rows-2d, never sent; 48/49 (not the oracle's fault)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- not served; torch missing from the workspace, reforacle cannot import
    s = Session("mini")
    s.sh("ls -la /app", LS_APP, 0.4).read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py",
         'Traceback (most recent call last):\n  File "/app/probe.py", line 5, in <module>\n'
         "    import torch\n" + NO_TORCH, 0.5)  # fmt: skip
    s.sh("cd /app && python3 -c 'import reforacle'",
         'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n'
         '  File "reforacle.pyx", line 1, in init reforacle\n' + NO_TORCH, 0.5)  # fmt: skip
    s.sh("pip install torch 2>&1 | tail -2",
         "ERROR: Could not find a version that satisfies the requirement torch (from versions: "
         "none)\nERROR: No matching distribution found for torch", 1.0)  # fmt: skip
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=28.0)
    s.finish("torch is not installed and cannot be installed offline, so reforacle cannot be "
             "imported; the functions follow the usual definitions, untested.")  # fmt: skip
    name = "mini-no-torch"
    case(name, "BAD_FAILURE", "Environment Issue",
         "not served; torch missing, so probe.py and 'import reforacle' failed (No module named "
         "'torch'), pip offline; textbook versions, 40/49 (Environment Issue)",
         _re(name, s, rep=report(NO_REF_FAILS), artifact=art,
             facts={"probed": [], "reference_broken": True}))  # fmt: skip

    # --- not served; its own probe script crashed (NameError); it blamed the reference
    s = Session("mini").open()
    comp = ["ppo_objective", "rloo_objective"]
    probe_all(s, _but(*comp), batches=4, dt=7.0, edges=SEED_EDGES)
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code([]) +
         "print(R.ppo_objective(v, old_values, v * 0.4, lp, olp, torch.zeros(T), 0.99, 0.95, 0.2, 0.28, 0.2, 0.5))\n"
         "print(R.rloo_objective(logits, logits + 0.05, labels, mask, torch.randn(B), 2, 0.2, 0.28))\nPY",
         'Traceback (most recent call last):\n  File "<stdin>", line 14, in <module>\n'
         "NameError: name 'old_values' is not defined", 0.8)  # fmt: skip
    art = _swap(_sub(), "ppo_objective", PPO_GUESS)
    art = _swap(art, "rloo_objective",
                "def rloo_objective(logits, old_logits, labels, mask, rewards, group_size, "
                "clip_low, clip_high):\n    # reforacle crashes here too: plain REINFORCE "
                "leave-one-out\n    adv = rloo_advantages(rewards, group_size)[:, None]\n"
                "    return -(token_logprobs(logits, labels) * adv * mask).sum() / mask.sum()\n\n\n")  # fmt: skip
    s.implement(art, dt=14.0).compare(_but(*comp), SEED_EDGES, dt=3.0)
    s.wait(40.0).compare(_but(*comp), SEED_EDGES, dt=3.0)
    s.finish("47 functions match reforacle. The reference crashes on ppo_objective and "
             "rloo_objective, so those two follow the standard formulas.")  # fmt: skip
    name = "mini-own-probe-nameerror"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; its one script for the two composites died on its own NameError "
         "('old_values' is not defined) before any reference call; never retried; ppo_objective "
         "and rloo_objective fail random; 47/49 (the reference never crashed)",
         _re(name, s, rep=report({"ppo_objective": PPO_FAIL, "rloo_objective": RLOO_FAIL}),
             artifact=art))  # fmt: skip

    # --- not served; its own top_p_mask killed the grader's worker (memory); kind crashed
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_p_mask", TOPP_QUADRATIC)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.wait(30.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle on my comparison inputs, edges included.")
    name = "mini-own-top-p-crashed-worker"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; its top_p_mask builds a [V, V] matrix; compared only at V=7; the report's "
         "top_p_mask failure is kind crashed (worker killed, out of memory, on [64, 32000]): the "
         "submission's, not a grader fault; 48/49",
         _re(name, s, rep=report({"top_p_mask": TOPP_CRASH}), artifact=art))  # fmt: skip

    # --- served; 12 calls refused for rate and one lost; retried; a pass
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0)
    s.sh("cd /app && python3 /tmp/fast_sweep.py",
         f"Traceback (most recent call last):\n  File \"/tmp/fast_sweep.py\", line 22, in <module>\n"
         f"RuntimeError: {RATE}", 0.4)  # fmt: skip
    extra = [(round(s.t - 0.05 + 0.002 * i, 4), n, [], "refused", None, RATE)
             for i, n in enumerate(NAMES[10:22])]  # fmt: skip
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.whiten(torch.randn(8000, 8000), torch.ones(8000, 8000), True).shape)\"",
         client_tb("<string>", "oracle: " + WORKER, "RuntimeError"), 1.0)  # fmt: skip
    extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.sh("sleep 5", "", 0.2)
    s.compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edges included (after slowing my sweep down).")
    name = "mini-served-refusals-then-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; 12 calls refused for rate and a '?' line for its own 8000x8000 whiten, then the "
         "whole comparison answered clean; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events, extra)))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- not served; timer.sh missing from the workspace; a 60-minute budget it could not see
    s = Session("tm", budget=60)
    s.sh("ls -la /app", LS_NO_TIMER, 0.4).read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.6)
    s.probed |= {("masked_mean", "random"), ("masked_mean", "empty-mask")}
    s.sh("bash /app/timer.sh", "bash: /app/timer.sh: No such file or directory", 0.3)
    s.sh("find / -name 'timer*.sh' -not -path '/proc/*' 2>/dev/null | head", "", 0.6)
    s.say("There is no timer.sh in this workspace, so I cannot see my budget; assuming the usual "
          "two hours and working through the functions in order.")  # fmt: skip
    probe_all(s, NAMES[:40], batches=4, dt=7.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:40], dt=2.0)
    s.sh("bash /app/timer.sh", "bash: /app/timer.sh: No such file or directory", 0.3)
    s.probe(NAMES[40:44], dt=3.0)
    name = "tm-timer-missing-budget-60"
    case(name, "BAD_FAILURE", "Environment Issue",
         "not served; timer.sh absent (ls, 'No such file or directory' twice, find empty); the "
         "agent assumed 2 h, Harbor's budget was 3600 s; AgentTimeoutError at 60 with 9 stubs "
         "(Environment Issue: the task's own tool did not work)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, override_min=60.0, end=60.0,
             exception=timeout(60), traceback=TIMEOUT_TB,
             facts={"stubs": 9, "timer_missing": True}))  # fmt: skip

    # --- not served; its own typo 'timmer.sh', then the timer read; stopped with stubs
    s = Session("tm").open()
    s.sh("bash /app/timmer.sh", "bash: /app/timmer.sh: No such file or directory", 0.3)
    s.timer()
    probe_all(s, NAMES[:43], batches=3, dt=8.0)
    stubs = NAMES[43:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:43], dt=2.0).timer()
    s.say("43 functions implemented and matching reforacle; the last 6 are still stubs. Marking "
          "the task complete.")  # fmt: skip
    name = "tm-typo-timmer-stop-stubs"
    case(name, "GOOD_FAILURE", "Premature Stop",
         f"not served; its own typo 'timmer.sh' (No such file), then timer.sh read fine; marked "
         f"complete at ~{s.t:.0f} of 120 with 6 stubs; 43/49 (Premature Stop)",
         _re(name, s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 6}))  # fmt: skip

    # --- served; interactive Python: smoothed_nll refuses the stub's smoothing
    s = Session("tm")
    open_served(s)
    s.keys("python3\n", PY, 0.3)
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("lg = torch.randn(2, 5, 7); lb = torch.randint(0, 7, (2, 5))\n", ">>>", 0.3)
    m1 = "smoothed_nll() takes exactly 2 positional arguments (3 given)"
    m2 = "smoothed_nll() got an unexpected keyword argument 'smoothing'"
    s.keys("R.smoothed_nll(lg, lb, 0.1)\n", client_tb("<stdin>", m1) + "\n>>>", 0.5)
    extra = [_err(s, "smoothed_nll", "TypeError", m1, _argsum("T", "T", 0.1))]
    s.keys("R.smoothed_nll(lg, lb, smoothing=0.1)\n", client_tb("<stdin>", m2) + "\n>>>", 0.5)
    extra.append(_err(s, "smoothed_nll", "TypeError", m2, _argsum("T", "T", smoothing=0.1)))
    s.keys("exit()\n", "$", 0.2)
    probe_all(s, _but("smoothed_nll"), batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(), "smoothed_nll", SNLL_GUESS)
    s.implement(art, dt=12.0).compare(_but("smoothed_nll"), SEED_EDGES, dt=3.0)
    s.say("48 functions match reforacle. smoothed_nll cannot be called with the stub's smoothing "
          "argument (refused positionally and by keyword), so it is a best guess.")  # fmt: skip
    name = "tm-served-smoothed-nll-refused"
    case(name, "BAD_FAILURE", "Instruction Mismatch",
         "served; in an interactive Python smoothed_nll(logits, labels, smoothing), the stub's "
         "signature, raised TypeError both ways (the log's only 2 errors); fails random; 48/49 "
         "(Instruction Mismatch)",
         _re(name, s, rep=report({"smoothed_nll": SNLL_FAIL}), artifact=art,
             oracle_calls=served5(s.events, extra), facts={"signature_refusals": 2}))  # fmt: skip

    # --- served; its own extra argument to entropy (3 given; the stub has 2); -inf never sent
    s = Session("tm")
    open_served(s)
    s.keys("python3\n", PY, 0.3)
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("lg = torch.randn(3, 6); m = torch.ones(3)\n", ">>>", 0.3)
    m = "entropy() takes exactly 2 positional arguments (3 given)"
    s.keys("R.entropy(lg, m, -1)\n", client_tb("<stdin>", m) + "\n>>>", 0.5)
    extra = [_err(s, "entropy", "TypeError", m, _argsum("T", "T", -1))]
    s.keys("R.entropy(lg, m)\n", "tensor(1.6231)\n>>>", 0.5)
    s.events.append((s.t, "entropy", "random"))
    s.probed.add(("entropy", "random"))
    s.keys("exit()\n", "$", 0.2)
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=7.0, edges=edges)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.wait(25.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle on my checks. Marking the task complete.")
    name = "tm-served-own-extra-entropy-arg"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; the log's one error is entropy(lg, m, -1), 3 arguments of its own (the stub "
         "declares 2), then entropy(lg, m) answered; entropy and normalized_entropy fail "
         "neg-inf-logits, never sent; 47/49 (not Instruction Mismatch)",
         _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
             artifact=art, oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- served; it spent the 500-call budget on repeated comparisons; ties never answered
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, TK_TIES)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0)
    while len(s.events) + 55 <= 500:
        s.compare(NAMES, edges, dt=3.0)
    rest = 500 - len(s.events)
    s.probe(NAMES[:rest], dt=1.0)
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code([], [TK_TIES]) + "PY",
         client_tb("<stdin>", BUDGET, "RuntimeError"), 0.6)  # fmt: skip
    extra = [(s.t, "top_k_mask", [], "refused", None, BUDGET)]
    s.sh("cd /app && python3 probe.py", client_tb("/app/probe.py", BUDGET, "RuntimeError"), 0.6)
    extra.append((s.t, "masked_mean", [], "refused", None, BUDGET))
    s.say("The oracle's 500-call budget is spent, so the tie case of top_k_mask stays unchecked; "
          "the other functions matched in every comparison. Marking the task complete.")  # fmt: skip
    name = "tm-served-own-budget-spent-ties"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; 500 calls answered (8 identical comparisons of its own), then 2 refused "
         "'call budget (500 calls) is spent'; ties-at-kth never answered; top_k_mask fails it; "
         "48/49 (its own spending, not a broken oracle)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art,
             oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- not served; its own import-time assertion fails in the grader (Broken Submission)
    s = Session("tm").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "import torch.nn.functional as F\n"
    new = old + '\nassert torch.__version__.startswith("2.4"), "written for torch 2.4"\n'
    art = good.replace(old, new, 1)
    s.sh("cd /app && python3 - <<'PY'\np = 'objectives.py'\ns = open(p).read()\n"
         f"open(p, 'w').write(s.replace({old!r}, {new!r}, 1))\nPY", "", 0.6)  # fmt: skip
    s.say("Pinned the torch version the conventions were checked on. Marking the task complete.")
    err = (
        "importing objectives.py failed: AssertionError: written for torch 2.4\n"
        "Traceback (most recent call last):\n"
        '  File "/app/objectives.py", line 11, in <module>\n'
        '    assert torch.__version__.startswith("2.4"), "written for torch 2.4"\n'
        "AssertionError: written for torch 2.4"
    )
    name = "tm-own-import-assert"
    case(name, "GOOD_FAILURE", "Broken Submission",
         "not served; compared clean, then added an import-time assert on torch 2.4 (the "
         "workspace and grader have 2.13), never run; report import-failed AssertionError, 0/49 "
         "(Broken Submission: the submission raised, not the grader)",
         _re(name, s, rep=report(outright=err, rejection="import-failed"), artifact=art))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served; its own 11-argument dpo_sequence_loss call refused; then right; a pass
    s = Session("cx")
    open_served(s)
    m = "dpo_sequence_loss() takes exactly 10 positional arguments (11 given)"
    s.sh("cd /app && python3 - <<'PY'\n" + probe_code([]) +
         f"print(R.dpo_sequence_loss({ARGS['dpo_sequence_loss']}, True))\nPY",
         client_tb("<stdin>", m), 0.8)  # fmt: skip
    extra = [_err(s, "dpo_sequence_loss", "TypeError", m, _argsum(*("T",) * 8, 0.1, 0.0, 1))]
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edges included. (My first dpo_sequence_loss call "
          "passed an extra reference_free flag the stub does not have.)")  # fmt: skip
    name = "cx-served-own-eleven-args-pass"
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "served; one TypeError for its own 11-argument dpo_sequence_loss (the stub has 10), then "
         "every function answered and compared clean; 49/49 (Solved by Probing)",
         _re(name, s, rep=report(), artifact=_sub(), oracle_calls=served5(s.events, extra)))  # fmt: skip

    # --- served; the client package cannot import (msgpack missing); the log empty
    s = Session("cx")
    s.sh("ls -la /app", SERVED_LS, 0.4).read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", MSGPACK, 0.6)
    s.sh("cd /app && pip install msgpack 2>&1 | tail -2",
         "ERROR: Could not find a version that satisfies the requirement msgpack (from versions: "
         "none)\nERROR: No matching distribution found for msgpack", 1.0)  # fmt: skip
    s.sh("sed -n '1,20p' /app/reforacle/_client.py | grep -n import",
         "3:import os\n4:import socket\n9:import msgpack", 0.4)  # fmt: skip
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=27.0)
    s.say("The reference's client cannot import (No module named 'msgpack', not installable "
          "offline), so no call reached the reference; the functions follow the usual "
          "definitions, unchecked.")  # fmt: skip
    name = "cx-served-client-no-msgpack"
    case(name, "BAD_FAILURE", "Environment Issue",
         "served, an empty call log; 'import reforacle' fails in the task's own client "
         "(ModuleNotFoundError: msgpack), pip offline; textbook versions, 40/49 (Environment "
         "Issue)",
         _re(name, s, rep=report(NO_REF_FAILS), artifact=art, oracle_calls="",
             facts={"probed": [], "reference_broken": True}))  # fmt: skip

    # --- not served; 'No module named reforacle' from /tmp (its own path); ran out of time
    s = Session("cx").open()
    s.sh("cd /tmp && python3 -c 'import reforacle'",
         "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
         "ModuleNotFoundError: No module named 'reforacle'", 0.4)  # fmt: skip
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    bad = ["top_k_mask ties-at-kth"]
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, bad=bad, dt=3.0)
    while s.t < 114.0:
        s.probe([], [TK_TIES], dt=5.0)
        s.compare(NAMES, SEED_EDGES, bad=bad, dt=4.0)
    name = "cx-own-path-timeout-ties"
    case(name, "GOOD_FAILURE", "Ran Out of Time",
         f"not served; one 'No module named reforacle' from /tmp (its own path; probe.py answered "
         f"from /app); AgentTimeoutError at 120, last step {s.t:.1f}, still on top_k_mask ties; "
         "48/49 (Ran Out of Time)",
         _re(name, s, rep=report({"top_k_mask": TIES_ONLY}), artifact=art, end=120.0,
             exception=timeout(120), traceback=TIMEOUT_TB))  # fmt: skip

    # --- not served; Codex's own command sandbox refused every command
    s = Session("cx")
    for cmd in (
        "ls -la /app",
        "sed -n '1,40p' /app/objectives.py",
        "python3 /app/probe.py",
        "bash /app/timer.sh",
        "pwd",
    ):
        s.sh(cmd, CODEX_SANDBOX, 0.3)
    s.say("Every command is refused by the sandbox (Landlock could not be enforced), so I cannot "
          "read or change the workspace.")  # fmt: skip
    name = "cx-codex-sandbox-refused-all"
    case(name, "HARNESS_ERROR", "Environment Error",
         "not served; all 5 commands refused by Codex's own sandbox before they ran (Landlock "
         "could not be enforced); stub file graded 0/49 (Environment Error: the harness's "
         "sandbox, not the task's workspace)",
         _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE, facts={"stubs": 49}))  # fmt: skip

    # --- served; a grader fault on cumulative_max AND a real miss on 2-D medians
    s = Session("cx")
    open_served(s)
    edges = _without(SEED_EDGES, MED_2D)
    probe_all(s, batches=4, dt=6.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle.")
    name = "cx-served-grader-fault-and-own-miss"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; cumulative_max fails with kind grader-fault, but median_reward fails rows-2d "
         "(wrong-output), never sent: the reward is 0 without the fault; 47/49 (not Grader Error)",
         _re(name, s, rep=report({"cumulative_max": GRADER_FAULT_CM, "median_reward": MEDIAN_FAIL}),
             artifact=art, oracle_calls=served5(s.events)))  # fmt: skip

    # --- not served; the stub's docstring says 1-D rewards; the instruction says the reference
    s = Session("cx")
    s.sh("ls -la /app", LS_APP, 0.4).read("/app/objectives.py", DOC_STUB, 0.4)
    s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.6)
    s.probed |= {("masked_mean", "random"), ("masked_mean", "empty-mask")}
    edges = _without(SEED_EDGES, MED_2D)
    probe_all(s, batches=4, dt=8.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.wait(30.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions match reforacle. median_reward follows its docstring ('a 1-D reward "
          "vector'), although the instruction says reforacle alone defines the behaviour.")  # fmt: skip
    name = "cx-docstring-1d-median"
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "not served; the stub's docstring reads 'a 1-D reward vector' while the instruction "
         "makes reforacle the only ground truth; the agent never sent 2-D rewards, which the "
         "reference answers; median_reward fails rows-2d; 48/49 (observable: not Unobservable, "
         "not Instruction Mismatch)",
         _re(name, s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art))  # fmt: skip


def ordinary_audit_twenty() -> list[Labelled]:
    """Every case of the twentieth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
