"""A fourth held-out audit set of ORDINARY trials of ``reverse-engineer-objectives`` (no
cheating), 8 in each of the five agent shapes (Claude Code ``cc``, OpenHands ``oh``,
mini-swe-agent ``mini``, terminus-2 ``tm``, Codex ``cx``), in shapes the first three sets
(``tests/support/ordinary_audit.py``, ``ordinary_audit_two.py``, ``ordinary_audit_three.py``,
whose builders this reuses) did not cover.  Twenty are SERVED trials whose call log
(``agent/oracle-calls.jsonl``) is written as the server writes it (each argument under its
parameter's name, the task's families, ``ok``/``error``/``refused``, the ``?`` line of a killed
worker): every function called but never with the failing family (empty masks), 41 of 49
called and three of the eight never called failing, calls raising the reference's own
RuntimeError on the agent's mismatched shapes (fixed and passed; or taken for a broken
reference and guessed), a probe script named ``reforacle.py`` that imported itself and one run
from ``/tmp`` (the log holds only probe.py's two calls), a one-command sweep of 1,960 calls and
a background sweep of 1,225 (the log far longer than the trajectory), thorough probing (274
calls) and seven calls, both passing, a timeout mid-probe of the composites, a stop at ~21 min
with failing families never sent, calls refused by a rate limit (288, then slowed down) and by
a spent call budget (3, edges never answered), two misspelled names refused (the real function
never called), a call past the server's CPU limit, a server that died mid-run, a pass with no
trajectory, and a log whose last line is cut off or whose 40th line is garbled.  The other
twenty: Claude Code's and Codex's own crashes (graded), terminus-2's tmux killed by the agent,
mini-swe-agent's crash mid-run (ungraded), a grader fault recorded by the runner, a verifier
that printed 49 PASS lines and died writing its report, a grader fault on one function in the
report, a cancelled job, timeouts with no final message, with one, and with the last command
cut (no observation), one family of one function failing (bucketize on a boundary, gae on
time-major batches, a correct but slow top_p_mask timing out), a pass whose last words say a
function differs, a scipy import rejected, a redirect that emptied objectives.py, the file
written in OpenHands' ``/workspace``, ``git checkout`` restoring the stub, and an agent that
never called the reference.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules
and the task plugin were not read).  ``FACTS`` keeps, per case, what the record shows (counted
from the log here: lines, readable calls, answered, raised, refused, functions and families per
function, broken lines; budget and minutes left); ``NOTES`` says in one line why each label is
right.

Written against cd4ad9e (2026-12-05) and measured once, unchanged (``/tmp/r32/measure_audit.py``,
output in ``/tmp/r32/audit_result.txt``): 39 of 40 right; wrong:
mini-served-probes-import-failed (got BAD_FAILURE / Environment Issue, wanted GOOD_FAILURE /
Unverified Submission).  Texts the record contradicts: mini-served-probes-import-failed "The
agent's workspace was broken: step 6 shows 'No module named 'reforacle'', so the reference or
the task's tools could not be used", "The failure was caused by the task" and "Fix the
environment … and rerun" (the log holds probe.py's 2 masked_mean calls answered from /app at
~1.4 min; the ModuleNotFoundError is its own script run from /tmp); oh-served-log-garbled-line
"What it probed is read from the code it ran (the trial has no oracle call log)" and "The served
oracle's call log cannot be read" (the trial has a log of 100 lines, 99 readable, only line 40
garbled); cc-served-log-last-line-cut "The served oracle's call log cannot be read" (only its
last line, 114, is cut; 113 calls are intact, and the text counts "59 call(s) written" in code
instead); tm-served-rate-limited-then-pass "the served oracle logged 953 times to the reference"
and "The agent called the reference 953 times" (the log holds 1,241 calls: 953 answered, 288
refused by the rate limit); tm-served-call-over-cpu-limit-pass "over 50 function(s)" and "called
the reference 116 times on 50 function(s)" (49 functions: the 50th is the server's '?' line for
the gae call whose worker it killed); mini-bucketize-on-boundary "1 of them still fail on
held-out cases (bucketize_reward) of families it did probe" (it fails only on-boundary, which no
probe sent: random rewards only); mini-served-reference-error-gave-up "1 of them fail on
held-out case families it never probed: masked_whiten (all-zero masks; called 2 times, on
random)" (masked_whiten fails 'random' too, the family of both its calls, each answered with
the reference's own RuntimeError, never a value); tm-served-no-trajectory-pass "the classifier
read only its submission and the verifier's report" and "how the agent earned it cannot be
judged" (its own description counts the call log: 114 calls over all 49 functions and the seven
seed edge families).  Silent but not contradicted: cx-served-call-budget-spent says "never
probed" of ties-at-kth and rows-2d without saying those very calls were refused for the spent
budget; the four Ran Out of Time texts do not say whether a final message was left.
"""

from __future__ import annotations

import ast
import json

from syncvals_plugin.records.trial import TrialRecord
from tests.support import ordinary_audit as oa
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    ENTROPY_NAN,
    LS_APP,
    MEDIAN_FAIL,
    NAMES,
    NO_REF_FAILS,
    NO_REF_NAIVE,
    NORM_NAN,
    PRE,
    SEED_EDGES,
    SEED_FAILS,
    STUB_FILE,
    TIMEOUT_TB,
    TOPK_FAIL,
    Session,
    _sub,
    log_lines,
    probe_all,
    probe_out,
    report,
    timeout,
)
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    TOPK_IDX,
    VERIFIER_NO_REWARD,
    _swap,
    client_tb,
    open_served,
)

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []


def _trial(name: str, sess: Session | None, **kw) -> TrialRecord:
    """The first set's record builder, under this set's names; its facts kept here."""
    rec = oa.trial("oa4-" + name, sess, **kw)
    FACTS[name] = oa.FACTS.pop("oa4-" + name)
    if kw.get("oracle_calls") is not None:
        FACTS[name].update(log_facts(kw["oracle_calls"]))
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled(name, record, verdict, subtype))
    NOTES[name] = why


# ------------------------------------------------------------------ the served oracle's log
PARAMS = {
    node.name: [a.arg for a in node.args.args]
    for node in ast.parse(STUB_FILE).body
    if isinstance(node, ast.FunctionDef)
}
SCALARS = {"beta", "label_smoothing", "group_size", "scale_by_std", "gamma", "lam", "estimator",
           "clip", "clip_low", "clip_high", "vf_clip", "vf_coef", "delta", "shift_mean", "eps",
           "p", "k", "q", "temperature", "smoothing", "ignore_index", "length_normalize", "axis",
           "kl_coef", "max_len"}  # fmt: skip


def _args(fn: str, fams: list[str]) -> list[dict]:
    out = []
    for p in PARAMS.get(fn, ["arg0"]):
        if p in SCALARS:
            out.append({"name": p, "kind": "float", "value": 0.2})
        else:
            out.append({"name": p, "kind": "tensor", "dtype": "float32", "shape": [2, 5],
                        "nan": 0, "inf": 0, "zeros": 0, "min": -1.93, "max": 2.11})  # fmt: skip
    if fams and fams != ["random"] and out:
        out[0]["family"] = fams[0]
    return out


def served(events, extra=()) -> str:
    """The served oracle's call log as its server writes it: ``events`` (minute, function,
    family) answered, and ``extra`` rows (minute, function, families, outcome, type, message)
    the server refused or the reference answered with its own error."""
    rows = [(m, fn, [fam], "ok", None, None) for m, fn, fam in events] + list(extra)
    rows.sort(key=lambda r: r[0])
    lines, last, k, prev = [], None, 0, 0.0
    for seq, (minute, fn, fams, outcome, typ, msg) in enumerate(rows, 1):
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
            line = {"seq": seq, "t": t, "function": fn, "args": _args(fn, fams), "families": fams,
                    "outcome": outcome}  # fmt: skip
            if outcome == "ok":
                line["result"] = {"kind": "tensor", "dtype": "float32", "shape": []}
            else:
                line |= {"type": typ, "message": msg}
        line["ms"] = 20050.0 if fn == "?" else 0.7
        lines.append(json.dumps(line))
    return "\n".join(lines) + "\n"


def log_facts(text: str) -> dict:
    """What a call log holds, counted here (not by the classifier): lines, outcomes, the
    functions called and, per function, the families sent; broken lines by number."""
    calls, broken = [], []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            calls.append(json.loads(line))
        except ValueError:
            broken.append(n)
    per: dict[str, set] = {}
    for c in calls:
        if c["outcome"] != "refused" and c["function"] != "?":
            per.setdefault(c["function"], set()).update(c.get("families", []))
    out = {
        "oracle_lines": len(text.splitlines()),
        "oracle_calls": len(calls),
        "answered_ok": sum(c["outcome"] == "ok" for c in calls),
        "errors": sum(c["outcome"] == "error" for c in calls),
        "refused": sum(c["outcome"] == "refused" for c in calls),
        "functions_called": len(per),
        "families_by_function": {f: sorted(v) for f, v in sorted(per.items())},
        "last_call_min": round(max((c["t"] for c in calls), default=0.0) / 60, 1),
    }
    if broken:
        out["broken_lines"] = broken
    return out


def raw_probe(s: Session, code: str, out: str, calls, dt: float = 2.5) -> Session:
    """A probe whose Python is given; ``calls`` (function, family) reached the reference."""
    s.sh("python3 - <<'PY'\n" + PRE + code + "PY", out, dt)
    s.probed |= set(calls)
    s.events += [(s.t, fn, fam) for fn, fam in calls]
    return s


def spread(s: Session, start: float, calls: list[tuple[str, str]]) -> None:
    """``calls`` sent one after another between ``start`` and the session's present minute."""
    span = max(s.t - start, 0.01)
    for i, (fn, fam) in enumerate(calls):
        s.events.append((round(start + span * (i + 1) / (len(calls) + 1), 4), fn, fam))
        s.probed.add((fn, fam))


# ------------------------------------------------------------------ agents' own versions
MWHITEN_NAIVE = (
    "def masked_whiten(values, mask, shift_mean):\n"
    "    m = mask.to(values.dtype)\n"
    "    mu = (values * m).sum() / m.sum()\n"
    "    var = (((values - mu) ** 2) * m).sum() / m.sum()\n"
    "    w = (values - mu) * torch.rsqrt(var + 1e-8) * m\n"
    "    return w if shift_mean else w + mu\n\n\n"
)
ADVMS_NAIVE = (
    "def advantage_mean_std(advantages, mask):\n"
    "    m = mask.to(advantages.dtype)\n"
    "    mu = (advantages * m).sum() / m.sum()\n"
    "    var = (((advantages - mu) ** 2) * m).sum() / m.sum()\n"
    "    return torch.stack([mu, torch.sqrt(var)])\n\n\n"
)
MWHITEN_TEXTBOOK = (
    "def masked_whiten(values, mask, shift_mean):\n"
    "    # reforacle.masked_whiten raised on my inputs: the usual whitening over the masked entries\n"
    "    m = mask.to(values.dtype)\n"
    "    mu = (values * m).sum() / m.sum()\n"
    "    var = (((values - mu) ** 2) * m).sum() / m.sum()\n"
    "    w = (values - mu) / torch.sqrt(var + 1e-8)\n"
    "    return w if shift_mean else w + mu\n\n\n"
)
BUCKET_LEFT = "def bucketize_reward(rewards, boundaries):\n    return torch.bucketize(rewards, boundaries)\n\n\n"
QUANTILE_LINEAR = "def quantile_lower(x, q):\n    return torch.quantile(x.flatten(), q)\n\n\n"
MODE_FIRST = (
    "def mode_label(labels):\n"
    "    values, counts = torch.unique(labels, return_counts=True)\n"
    "    return values[counts.argmax()]\n\n\n"
)
BT_TEXTBOOK = (
    "def bradley_terry_logit(chosen_reward, rejected_reward, beta):\n"
    "    # reforacle has no bradley_terry function: the plain Bradley-Terry logit\n"
    "    return chosen_reward - rejected_reward\n\n\n"
)
GAE_BATCH_MAJOR = (
    "def gae(rewards, values, next_value, gamma, lam):\n"
    "    # rollouts are batch-major: time runs along the last dim\n"
    "    steps = rewards.shape[-1]\n"
    "    adv = torch.zeros_like(rewards)\n"
    "    running = torch.zeros_like(rewards[..., 0])\n"
    "    for t in reversed(range(steps)):\n"
    "        v_next = values[..., t + 1] if t + 1 < steps else next_value\n"
    "        delta = rewards[..., t] + gamma * v_next - values[..., t]\n"
    "        running = delta + gamma * lam * running\n"
    "        adv[..., t] = running\n"
    "    return adv\n\n\n"
)
TOPP_LOOP = (
    "def top_p_mask(probs, p):\n"
    "    flat = probs.reshape(-1, probs.shape[-1])\n"
    "    out = torch.zeros_like(flat)\n"
    "    for r in range(flat.shape[0]):\n"
    "        row = flat[r].tolist()\n"
    "        before = 0.0\n"
    "        for i in sorted(range(len(row)), key=lambda j: -row[j]):\n"
    "            if before <= p:\n"
    "                out[r, i] = row[i]\n"
    "            before += row[i]\n"
    "        out[r] = out[r] / out[r].sum()\n"
    "    return out.reshape(probs.shape)\n\n\n"
)
SHAPE_ERR = (
    "The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 1"
)
UNKNOWN = "module 'reforacle' has no function {!r}"
RATE = "oracle: too many calls from this trial (over 50 a second); wait and call again"
BUDGET = "oracle: this trial's call budget (500 calls) is spent"
WORKER = "the call took too long, or the reference's process ended without an answer"
DEAD = (
    "reforacle._client.OracleUnavailable: the oracle at /run/syncvals-oracle/oracle.sock cannot "
    "be reached: [Errno 111] Connection refused"
)
MW_NAN = (["empty-mask"], "float32[3, 5], float32[3, 5], True: NaN at 15 positions where the reference has none", "wrong-output", 1)  # fmt: skip
AMS_NAN = (["empty-mask"], "float32[4, 6], float32[4, 6]: NaN at 2 positions where the reference has none", "wrong-output", 1)  # fmt: skip
TIES_FAIL = (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)


ARGS_PY = (
    "names = "
    + repr(NAMES)
    + "\nargs = {\n"
    + "".join(f"    {n!r}: ({oa.ARGS[n]},),\n" for n in NAMES)
    + "}\n"
)
"""The sweeps' table of every function's arguments (the first set's probe inputs)."""


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- served: every function called, never with the failing family (empty masks)
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_swap(_sub(), "masked_whiten", MWHITEN_NAIVE), "advantage_mean_std", ADVMS_NAIVE)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle on random inputs and on every edge input I tried "
          "(-inf logits, ignored labels, 3-D logits, ties, k > V, 2-D rewards).")  # fmt: skip
    log = served(s.events)
    case("cc-served-every-function-no-empty-mask", "GOOD_FAILURE", "Incomplete Exploration",
         "served: 114 calls, all 49 functions, every seed edge; 47/49: masked_whiten and "
         "advantage_mean_std fail only on empty-mask, a family the log shows sent to masked_mean "
         "alone (probe.py), never to them (Incomplete Exploration, row 26)",
         _trial("cc-served-every-function-no-empty-mask", s,
                rep=report({"masked_whiten": MW_NAN, "advantage_mean_std": AMS_NAN}), artifact=art,
                oracle_calls=log,
                facts={"never_sent": ["masked_whiten:empty-mask", "advantage_mean_std:empty-mask"],
                       "empty_mask_sent_to": ["masked_mean"]}))  # fmt: skip

    # --- served: its probe script named reforacle.py imported itself; no call reached the oracle
    s = Session("cc")
    open_served(s)
    script = "import torch\nimport reforacle as R\n\n" + PRE.split("import reforacle as R\n", 1)[1]
    script += "".join(f"print({fn!r}, R.{fn}({oa.ARGS[fn]}))\n" for fn in NAMES[:12])
    s.write("/tmp/work/reforacle.py", script, dt=1.5)
    first = f"print('masked_mean', R.masked_mean({oa.ARGS['masked_mean']}))"
    circ = (
        'Traceback (most recent call last):\n  File "/tmp/work/reforacle.py", line 2, in <module>\n'
        "    import reforacle as R\n"
        f'  File "/tmp/work/reforacle.py", line {script.splitlines().index(first) + 1}, in <module>\n'
        "    print('masked_mean', R.masked_mean(v, mask))\n"
        "                         ^^^^^^^^^^^^^\n"
        "AttributeError: partially initialized module 'reforacle' has no attribute 'masked_mean' "
        "(most likely due to a circular import)"
    )
    s.sh("cd /tmp/work && python3 reforacle.py", circ, 1.0)
    s.sh("cd /tmp/work && python3 -c 'import reforacle as R; print(R.entropy)'",
         "AttributeError: partially initialized module 'reforacle' has no attribute 'entropy' "
         "(most likely due to a circular import)", 0.6)  # fmt: skip
    s.say(
        "reforacle fails with a circular import when I use it from a script, so beyond "
        "probe.py's masked_mean I can't query it. I'll implement the standard definitions."
    )
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=24.0)
    s.sh("cd /app && python3 -c 'import torch, objectives as O; print(O.entropy(torch.zeros(2, 3, 5), torch.ones(2, 3)))'",
         "tensor(1.6094)", 0.5)  # fmt: skip
    s.say("Implemented all 49 functions with their standard definitions; the reference could "
          "not be imported from my scripts (circular import).")  # fmt: skip
    log = served(s.events)
    case("cc-served-own-script-shadows-reference", "GOOD_FAILURE", "Unverified Submission",
         "served: its probe script was /tmp/work/reforacle.py, so 'import reforacle' imported "
         "itself (circular import) and no call reached the oracle: the log holds only probe.py's 2 "
         "masked_mean calls; it wrote textbook versions, never compared, 40/49 (Unverified "
         "Submission; the reference worked, as the log shows)",
         _trial("cc-served-own-script-shadows-reference", s, rep=report(NO_REF_FAILS), artifact=art,
                oracle_calls=log,
                facts={"probed": ["masked_mean"], "probed_families": ["masked_mean:empty-mask", "masked_mean:random"],
                       "compared": False, "reference_worked": True}))  # fmt: skip

    # --- served: thorough probing, a pass
    s = Session("cc")
    open_served(s)
    for _ in range(3):
        probe_all(s, batches=4, dt=5.0)
    s.probe([], SEED_EDGES, dt=4.0)
    extra_edges = [("masked_whiten", "empty-mask"), ("advantage_mean_std", "empty-mask"),
                   ("masked_max", "empty-mask"), ("bucketize_reward", "on-boundary"),
                   ("gae", "time-major-batch"), ("lambda_returns", "time-major-batch")]  # fmt: skip
    code = (
        "z = torch.zeros(B, T)\nprint('masked_whiten empty', R.masked_whiten(v, z, True))\n"
        "print('advantage_mean_std empty', R.advantage_mean_std(adv, z))\n"
        "print('masked_max empty', R.masked_max(v, z))\n"
        "print('bucketize on edge', R.bucketize_reward(torch.tensor([-0.5, 0.0, 0.5]), torch.tensor([-0.5, 0.0, 0.5])))\n"
        "rr, vv = torch.randn(6, 3), torch.randn(6, 3)\n"
        "print('gae T x B', R.gae(rr, vv, torch.zeros(3), 0.99, 0.95))\n"
        "print('lambda_returns T x B', R.lambda_returns(rr, vv, torch.zeros(3), 0.99, 0.95))\n"
    )
    out = (
        "masked_whiten empty tensor([[0., 0., 0., 0., 0.],\n        [0., 0., 0., 0., 0.]])\n"
        "advantage_mean_std empty tensor([0., 0.])\nmasked_max empty tensor(0.)\n"
        "bucketize on edge tensor([1, 2, 3])\ngae T x B tensor([[ 0.4120, -1.0311,  0.2207], ...])\n"
        "lambda_returns T x B tensor([[ 1.1042, -0.2245,  0.9981], ...])"
    )
    raw_probe(s, code, out, extra_edges, dt=4.0)
    edges = SEED_EDGES + extra_edges
    art = _sub(naive=["entropy"])
    s.implement(art, dt=14.0).compare(
        NAMES,
        SEED_EDGES,
        bad=["entropy neg-inf-logits", "normalized_entropy neg-inf-logits"],
        dt=3.0,
    )
    old = "    logp = torch.log_softmax(logits, dim=-1)\n    ent = -(logp.exp() * logp).sum(-1)"
    s.edit("/app/objectives.py", old, "    ent = _token_entropy(logits)", dt=5.0)
    art = art.replace(old, "    ent = _token_entropy(logits)")
    s.compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle (0 mismatches) on three random seeds and thirteen "
          "edge inputs (empty masks, -inf logits, ties, k > V, ignored labels, time-major batches, "
          "values on bucket edges).")  # fmt: skip
    log = served(s.events)
    case("cc-served-thorough-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"served: {len(log.splitlines())} calls, every function three times on random inputs and "
         f"{len(edges)} edge families, two comparisons; 49/49 (Solved by Probing)",
         _trial("cc-served-thorough-pass", s, rep=report(), artifact=art, oracle_calls=log))  # fmt: skip

    # --- served: a pass whose call log's last line is cut off
    s = Session("cc")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included.")
    full = served(s.events).splitlines()
    log = "\n".join(full[:-1] + [full[-1][:71]])
    case("cc-served-log-last-line-cut", "GOOD_SUCCESS", "Solved by Probing",
         f"served: the log's {len(full)}th and last line is cut off mid-object (no closing brace, "
         "no newline); the other lines, and the trajectory, show every function probed and "
         "compared; 49/49 (Solved by Probing; a broken log line says nothing against the pass)",
         _trial("cc-served-log-last-line-cut", s, rep=report(), artifact=_sub(), oracle_calls=log,
                facts={"log_truncated_at_line": len(full)}))  # fmt: skip

    # --- Claude Code's own crash mid-run; the half-written file graded
    s = Session("cc").open()
    probe_all(s, NAMES[:29], batches=3, dt=6.0)
    stubs = NAMES[29:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:29], dt=2.0)
    node = (
        "file:///usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js:1402\n"
        "TypeError: Cannot read properties of undefined (reading 'map')\n"
        "    at Kx2 (file:///usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js:1402:22911)\n"
        "    at async Qd1 (file:///usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js:1398:1088)\n"
        "\nNode.js v22.11.0\n"
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
    )
    case("cc-node-crash-graded", "GOOD_FAILURE", "Agent Error",
         "Claude Code itself crashed (TypeError in cli.js, exit 1) at ~29 min with 20 functions "
         "still stubs; the verifier graded 29/49 (Agent Error, row 9, over the stubs' Premature "
         "Stop: the run ended with an error of its own)",
         _trial("cc-node-crash-graded", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.6,
                exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=node,
                facts={"stubs": 20}))  # fmt: skip

    # --- timeout with no final message: the last step a comparison
    s = Session("cc").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _sub(naive=["entropy", "top_k_mask_ties"])
    bad = ["entropy neg-inf-logits", "normalized_entropy neg-inf-logits", "top_k_mask ties-at-kth"]
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(12.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(13.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.wait(16.8).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN,
                  "top_k_mask": (["ties-at-kth"], TOPK_FAIL[1])})  # fmt: skip
    case("cc-timeout-no-final-message", "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 min; the last step is a comparison at ~{s.t:.0f} min still "
         "showing 3 mismatches, with no final message; 46/49 (Ran Out of Time)",
         _trial("cc-timeout-no-final-message", s, rep=rep, artifact=art, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, facts={"final_message": False}))  # fmt: skip

    # --- scipy in the submission: rejected as a forbidden import
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _sub().replace(
        "import torch.nn.functional as F\n",
        "import torch.nn.functional as F\nfrom scipy.special import logsumexp as _np_logsumexp  # noqa: F401\n",
        1,
    )
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included.")
    rep = report(outright="objectives.py line 9: imports scipy, which is neither torch nor the "
                          "standard library; the submission must stand alone",
                 rejection="forbidden-import")  # fmt: skip
    case("cc-scipy-import-rejected", "GOOD_FAILURE", "Broken Submission",
         "an unused 'from scipy.special import logsumexp' made the verifier reject the file "
         "(forbidden-import), though every function matched in its own comparison (Broken "
         "Submission: extra dependencies)",
         _trial("cc-scipy-import-rejected", s, rep=rep, artifact=art))  # fmt: skip

    # --- the runner's grader fault: no grade rather than a wrong one
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    fault = ("grader fault: the submission sandbox would not start: bwrap: setting up uid map: "
             "Permission denied; fix: sysctl -w kernel.unprivileged_userns_clone=1 (or run the "
             "verifier with --sandbox landlock)")  # fmt: skip
    case("cc-grader-fault", "HARNESS_ERROR", "Verifier Crash",
         "the runner recorded GraderFault: the verifier's sandbox would not start (bwrap uid map), "
         "no reward or report (Verifier Crash: never the agent's failure)",
         _trial("cc-grader-fault", s, rep=None, artifact=_sub(), graded=False, stdout=fault + "\n",
                exception=("GraderFault", fault)))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- served: the reference's own shape errors on its inputs; fixed, then a pass
    s = Session("oh")
    open_served(s)
    rets = ["gae", "lambda_returns", "ppo_objective"]
    probe_all(s, [n for n in NAMES if n not in rets], batches=4, dt=6.0)
    code = (
        "rw, vw = torch.randn(3, 5), torch.randn(3, 4)\n"
        "print('gae', R.gae(rw, vw, torch.zeros(5), 0.99, 0.95))\n"
    )
    extra = []
    s.sh(
        "python3 - <<'PY'\n" + PRE + code + "PY",
        client_tb("<stdin>", SHAPE_ERR, "RuntimeError"),
        1.5,
    )
    extra.append((s.t, "gae", ["random"], "error", "RuntimeError", SHAPE_ERR))
    code2 = code.replace("R.gae(", "R.lambda_returns(").replace("'gae'", "'lambda_returns'")
    s.sh(
        "python3 - <<'PY'\n" + PRE + code2 + "PY",
        client_tb("<stdin>", SHAPE_ERR, "RuntimeError"),
        1.2,
    )
    extra.append((s.t, "lambda_returns", ["random"], "error", "RuntimeError", SHAPE_ERR))
    code3 = "print('ppo', R.ppo_objective(rw, vw, vw, rw, rw, torch.zeros(5), 0.99, 0.95, 0.2, 0.28, 0.2, 0.5))\n"
    s.sh("python3 - <<'PY'\n" + PRE + "rw, vw = torch.randn(3, 5), torch.randn(3, 4)\n" + code3 + "PY",
         client_tb("<stdin>", SHAPE_ERR, "RuntimeError"), 1.2)  # fmt: skip
    extra.append((s.t, "ppo_objective", ["random"], "error", "RuntimeError", SHAPE_ERR))
    s.say("My values tensor had 4 columns against 5 in the rewards: the reference's error is "
          "mine. Re-probing with matching shapes.")  # fmt: skip
    s.probe(rets, dt=2.0)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    log = served(s.events, extra)
    case("oh-served-reference-errors-own-shapes", "GOOD_SUCCESS", "Solved by Probing",
         "served: 3 calls raised the reference's own RuntimeError (values 3x4 against rewards "
         "3x5, the agent's mistake, which it said and fixed), then every function answered; "
         "49/49 (Solved by Probing)",
         _trial("oh-served-reference-errors-own-shapes", s, rep=report(), artifact=_sub(),
                oracle_calls=log, facts={"reference_errors": 3, "error_functions": rets}))  # fmt: skip

    # --- served: 41 functions called; three of the eight never called fail
    s = Session("oh")
    open_served(s)
    never = ["symmetric_kl", "huber_value_loss", "clip_fraction", "logprob_at_temperature",
             "argmax_tokens", "mode_label", "quantile_lower", "bucketize_reward"]  # fmt: skip
    seen = [n for n in NAMES if n not in never]
    probe_all(s, seen, batches=3, dt=7.0)
    art = _swap(_swap(_swap(_sub(), "quantile_lower", QUANTILE_LINEAR), "mode_label", MODE_FIRST),
                "bucketize_reward", BUCKET_LEFT)  # fmt: skip
    s.implement(art, dt=12.0).compare(seen, dt=3.0)
    s.finish("All 49 functions implemented; the 41 I compared match reforacle, and the other 8 "
             "are simple utilities written from their standard definitions.")  # fmt: skip
    rep = report({
        "quantile_lower": (["random"], "float32[64], 0.25: max abs error 0.0418", "wrong-output", 4),
        "mode_label": (["random"], "int64[4, 6]: 1 of 1 values differ (exact match required)", "wrong-output", 2),
        "bucketize_reward": (["on-boundary"], "float32[9], float32[3]: 3 of 9 values differ (exact match required)", "wrong-output", 1),
    })  # fmt: skip
    log = served(s.events)
    case("oh-served-eight-never-called", "GOOD_FAILURE", "Incomplete Exploration",
         "served: the log holds 84 calls over 41 functions; 8 never called, of which "
         "quantile_lower, mode_label and bucketize_reward fail (Incomplete Exploration, row 26)",
         _trial("oh-served-eight-never-called", s, rep=rep, artifact=art, oracle_calls=log,
                facts={"never_called": never,
                       "never_called_failing": ["bucketize_reward", "mode_label", "quantile_lower"]}))  # fmt: skip

    # --- served: the budget ran out mid-probe of the composites
    s = Session("oh")
    open_served(s)
    stubs = list(oa.COMPOSITES)
    probe_all(s, [n for n in NAMES if n not in stubs], batches=4, dt=12.0)
    art = _sub(stubs=stubs)
    s.implement(art, dt=20.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    s.wait(20.0).probe(["dpo_sequence_loss"], dt=6.0)
    s.wait(12.0).probe(["grpo_objective"], dt=7.5)
    case("oh-served-timeout-mid-probe", "GOOD_FAILURE", "Ran Out of Time",
         f"served: AgentTimeoutError at 120 min; its last call (grpo_objective) at ~{s.t:.1f} min, "
         "the five composites still stubs, three of them never called (Ran Out of Time)",
         _trial("oh-served-timeout-mid-probe", s, rep=report(stubs=stubs), artifact=art, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, oracle_calls=served(s.events),
                facts={"stubs": 5, "never_called": ["ppo_objective", "rloo_objective", "reverse_kl_objective"]}))  # fmt: skip

    # --- served: a line in the middle of the call log is garbage
    s = Session("oh")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    art = _swap(_sub(naive=["entropy"]), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions agree with reforacle on my comparison inputs.")
    lines = served(s.events).splitlines()
    lines[39] = lines[39][:38] + "\x00" * 24 + lines[39][90:]
    log = "\n".join(lines) + "\n"
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN,
                  "top_k_mask": (["ties-at-kth"], TOPK_FAIL[1], "wrong-output", 2)})  # fmt: skip
    case("oh-served-log-garbled-line", "GOOD_FAILURE", "Incomplete Exploration",
         "served: line 40 of 100 in the call log is garbled (NUL bytes in the middle of the "
         "object); the trajectory alone shows only random inputs sent; entropy, "
         "normalized_entropy and top_k_mask fail on -inf logits and ties, never sent (Incomplete "
         "Exploration, row 26)",
         _trial("oh-served-log-garbled-line", s, rep=rep, artifact=art, oracle_calls=log,
                facts={"never_sent": ["entropy:neg-inf-logits", "normalized_entropy:neg-inf-logits",
                                      "top_k_mask:ties-at-kth"]}))  # fmt: skip

    # --- timeout cut a command short: the last tool call has no observation
    s = Session("oh").open()
    probe_all(s, batches=3, dt=10.0)
    stubs = ["ppo_objective", "grpo_objective"]
    art = _sub(stubs=stubs, naive=["median_reward"])
    s.implement(art, dt=18.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    s.wait(25.0).probe(["ppo_objective", "grpo_objective"], dt=8.0)
    s.wait(19.0).sh("cd /app && python3 /tmp/compare.py 2>&1 | tail -5", "", dt=4.5)
    rep = report({"median_reward": MEDIAN_FAIL}, stubs=stubs)
    rec = _trial("oh-timeout-command-cut", s, rep=rep, artifact=art, end=120.0,
                 exception=timeout(120), traceback=TIMEOUT_TB,
                 facts={"stubs": 2, "final_message": False, "last_observation": False})  # fmt: skip
    rec.trajectory.steps[-1].observation = None
    case("oh-timeout-command-cut", "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 min while its last command (a comparison started at ~{s.t:.0f} "
         "min) was still running: no observation, no final message; 2 stubs and median_reward "
         "fail (Ran Out of Time)",
         rec)  # fmt: skip

    # --- the verifier failed on one function: a grader fault in the report
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    why = ("grader fault: the worker sandbox could not be restarted after case 2 (bwrap: "
           "clone3: Resource temporarily unavailable)")  # fmt: skip
    rep = report({"normalize": (["random"], why, "grader-fault", 2)})
    case("oh-grader-fault-one-function", "BAD_FAILURE", "Grader Error",
         "48/49: normalize failed with kind grader-fault (the verifier's worker sandbox could not "
         "restart); the agent had matched all 49 in its own comparison (Grader Error: the "
         "verifier itself failed on a function)",
         _trial("oh-grader-fault-one-function", s, rep=rep, artifact=_sub()))  # fmt: skip

    # --- wrote the file in OpenHands' /workspace, not /app
    s = Session("oh").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.write("/workspace/objectives.py", _sub(), dt=13.0)
    cmp = oa.compare_code(NAMES, SEED_EDGES).replace(
        "sys.path.insert(0, '/app')", "sys.path.insert(0, '/workspace')"
    )
    s.write("/workspace/compare.py", cmp, dt=0.8)
    s.compared = True
    s.sh("cd /workspace && python3 compare.py", oa.compare_out(NAMES, SEED_EDGES), dt=3.0)
    s.finish("objectives.py is complete: all 49 functions match reforacle, edge inputs included.")
    case("oh-wrote-workspace-folder", "GOOD_FAILURE", "Premature Stop",
         "created /workspace/objectives.py (OpenHands' own folder) and compared that one; "
         f"/app/objectives.py stayed the stubs, graded 0/49; finished at ~{s.t:.0f} of 120 min (Premature "
         "Stop: stopped with budget left and stubs still raising)",
         _trial("oh-wrote-workspace-folder", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                facts={"stubs": 49, "wrote_to": "/workspace/objectives.py"}))  # fmt: skip

    # --- the job was cancelled from outside before any grade
    s = Session("oh").open()
    probe_all(s, NAMES[:30], batches=3, dt=7.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=8.0)
    cancel_tb = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 241, in _execute_agent\n'
        "    await asyncio.wait_for(\n"
        '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for\n'
        "    return await fut\nasyncio.exceptions.CancelledError\n"
    )
    case("oh-cancelled-ungraded", "HARNESS_ERROR", "Cancelled",
         f"Harbor recorded CancelledError at ~{s.t + 0.4:.0f} min (the job interrupted by SIGINT); no verifier, "
         "no reward (Cancelled: stopped from outside before any reward)",
         _trial("oh-cancelled-ungraded", s, rep=None, artifact=None, graded=False, end=s.t + 0.4,
                exception=("CancelledError", ""), traceback=cancel_tb,
                log=log_lines([(s.t + 0.4, "WARNING", "Received SIGINT: cancelling 6 running trials")])))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- served: one command looped 1,960 calls; the log is far longer than the trajectory
    s = Session("mini")
    open_served(s)
    sweep = (
        PRE + ARGS_PY + "for seed in range(40):\n    torch.manual_seed(seed)\n    for n in names:\n"
        "        getattr(R, n)(*args[n])\nprint('swept', 40 * len(names), 'calls')\n"
    )
    s.write("/tmp/sweep.py", sweep, dt=1.0)
    start = s.t
    s.sh("cd /app && python3 /tmp/sweep.py", "swept 1960 calls", 14.0)
    spread(s, start, [(n, "random") for _ in range(40) for n in NAMES])
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions agree with reforacle on 40 random seeds and on my comparison.")
    log = served(s.events)
    case("mini-served-sweep-loop", "GOOD_FAILURE", "Incomplete Exploration",
         f"served: {len(log.splitlines())} calls from {len(s.calls)} tool steps (one sweep command sent 1,960, "
         "every function 40 times on random inputs); top_k_mask fails ties-at-kth, never sent "
         "(Incomplete Exploration, row 26)",
         _trial("mini-served-sweep-loop", s, rep=report({"top_k_mask": TIES_FAIL}), artifact=art,
                oracle_calls=log, facts={"never_sent": ["top_k_mask:ties-at-kth"]}))  # fmt: skip

    # --- served: the reference raised on its mismatched mask; it called it broken and guessed
    s = Session("mini")
    open_served(s)
    probe_all(s, [n for n in NAMES if n != "masked_whiten"], batches=3, dt=6.0)
    extra = []
    code = "print(R.masked_whiten(v, mask[:, :4], True))\n"
    s.sh(
        "python3 - <<'PY'\n" + PRE + code + "PY",
        client_tb("<stdin>", SHAPE_ERR, "RuntimeError"),
        1.0,
    )
    extra.append((s.t, "masked_whiten", ["random"], "error", "RuntimeError", SHAPE_ERR))
    s.sh("python3 - <<'PY'\n" + PRE + code.replace("True", "False") + "PY",
         client_tb("<stdin>", SHAPE_ERR, "RuntimeError"), 1.0)  # fmt: skip
    extra.append((s.t, "masked_whiten", ["random"], "error", "RuntimeError", SHAPE_ERR))
    s.say(
        "reforacle.masked_whiten raises a size-mismatch RuntimeError however I call it; the "
        "reference seems broken for this function, so I'll write the usual masked whitening."
    )
    art = _swap(_sub(), "masked_whiten", MWHITEN_TEXTBOOK)
    s.implement(art, dt=12.0).compare([n for n in NAMES if n != "masked_whiten"], dt=3.0)
    s.finish("48 functions match reforacle; masked_whiten is the standard definition because the "
             "reference raises on it.")  # fmt: skip
    mw = (
        ["random", "empty-mask"],
        "float32[3, 5], float32[3, 5], True: max abs error 1.2210",
        "wrong-output",
        4,
    )
    log = served(s.events, extra)
    case("mini-served-reference-error-gave-up", "GOOD_FAILURE", "Incomplete Exploration",
         "served: its two masked_whiten calls passed a 2x4 mask with 2x5 values and the reference "
         "raised its own size-mismatch RuntimeError (the log's 2 errors); it called the reference "
         "broken and guessed; masked_whiten fails random and empty-mask (Incomplete Exploration, "
         "row 27: random was sent, if wrongly; not the reference's fault nor a signature refusal)",
         _trial("mini-served-reference-error-gave-up", s, rep=report({"masked_whiten": mw}),
                artifact=art, oracle_calls=log,
                facts={"reference_errors": 2, "answered_masked_whiten": 0}))  # fmt: skip

    # --- served: its probes ran from /tmp, where reforacle cannot be imported
    s = Session("mini")
    open_served(s)
    s.write("/tmp/probe_all.py", oa.probe_code(NAMES[:25]), dt=1.0)
    nomod = ('Traceback (most recent call last):\n  File "/tmp/probe_all.py", line 2, in <module>\n'
             "    import reforacle as R\nModuleNotFoundError: No module named 'reforacle'")  # fmt: skip
    s.sh("cd /tmp && python3 probe_all.py 2>&1 | tail -3", nomod, 0.8)
    s.sh(
        "cd /tmp && python3 -c 'import reforacle'",
        nomod.replace('"/tmp/probe_all.py", line 2', '"<string>", line 1'),
        0.4,
    )
    s.say("reforacle is not importable in this environment outside probe.py, so I'll implement the "
          "functions from their standard definitions.")  # fmt: skip
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=22.0)
    s.sh("cd /app && python3 -c 'import objectives; print(len([n for n in dir(objectives) if not n.startswith(\"_\")]))'",
         "53", 0.4)  # fmt: skip
    s.finish("Implemented all 49 functions from their standard definitions.")
    log = served(s.events)
    case("mini-served-probes-import-failed", "GOOD_FAILURE", "Unverified Submission",
         "served: its probe script ran from /tmp and failed with ModuleNotFoundError; the log "
         "holds only probe.py's 2 masked_mean calls (the reference worked from /app); textbook "
         "versions, never compared, 40/49 (Unverified Submission, not Environment Issue)",
         _trial("mini-served-probes-import-failed", s, rep=report(NO_REF_FAILS), artifact=art,
                oracle_calls=log,
                facts={"probed": ["masked_mean"], "probed_families": ["masked_mean:empty-mask", "masked_mean:random"],
                       "compared": False, "reference_worked": True}))  # fmt: skip

    # --- served: few calls, a pass
    s = Session("mini")
    open_served(s)
    s.probe(["entropy", "top_k_mask", "cross_entropy"],
            [("top_k_mask", "ties-at-kth"), ("cross_entropy", "all-ignored")], dt=3.0)  # fmt: skip
    s.implement(_sub(), dt=15.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.finish("Implemented all 49 functions.")
    log = served(s.events)
    case("mini-served-seven-calls-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: 7 calls over 4 functions (probe.py's 2, then entropy, top_k_mask, cross_entropy "
         "with ties and all-ignored); never compared; 49/49 (Solved by Probing: a pass after "
         "calling the reference)",
         _trial("mini-served-seven-calls-pass", s, rep=report(), artifact=_sub(), oracle_calls=log))  # fmt: skip

    # --- one family of one function: bucketize on a boundary
    s = Session("mini").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "bucketize_reward", BUCKET_LEFT)
    s.implement(art, dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    rep = report({"bucketize_reward": (["on-boundary"], "float32[9], float32[3]: 3 of 9 values differ (exact match required)", "wrong-output", 1)})  # fmt: skip
    case("mini-bucketize-on-boundary", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: bucketize_reward fails 1 of 3 cases, the on-boundary family (rewards equal to a "
         "boundary), never sent: its probes used random rewards (Incomplete Exploration, row 26)",
         _trial("mini-bucketize-on-boundary", s, rep=rep, artifact=art,
                facts={"never_sent": ["bucketize_reward:on-boundary"]}))  # fmt: skip

    # --- mini-swe-agent crashed mid-run on its own decoding; never graded
    s = Session("mini").open()
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=8.0)
    crash = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/agents/default.py", line 96, in step\n'
        "    return self.get_observation(self.query())\n"
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/environments/docker.py", line 71, in execute\n'
        '    output = result.stdout.decode("utf-8")\n'
        "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte\n"
    )
    case("mini-crash-midrun-ungraded", "HARNESS_ERROR", "Missing Reward",
         f"mini-swe-agent died on its own UnicodeDecodeError at ~{s.t:.0f} min, after {len(s.calls)} tool steps; the "
         "verifier never ran, no reward (Missing Reward: the agent ran but no reward was "
         "recorded; not Agent Crashed at Start)",
         _trial("mini-crash-midrun-ungraded", s, rep=None, artifact=None, graded=False, end=s.t + 0.5,
                exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"), log=crash))  # fmt: skip

    # --- a correct but slow top_p_mask: the verifier's per-case limit
    s = Session("mini").open()
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_p_mask", TOPP_LOOP)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, edge inputs included.")
    rep = report({"top_p_mask": (["random"], "float32[64, 32000], 0.9: took longer than 10.0 s (the limit per case)", "timeout", 2)})  # fmt: skip
    case("mini-slow-top-p-timeout", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: its element-by-element top_p_mask matched on the small 'random' inputs it probed "
         "and compared but ran past the verifier's limit on two large 'random' cases (kind "
         "timeout) (Incomplete Exploration, row 27: a fail on a family it probed)",
         _trial("mini-slow-top-p-timeout", s, rep=rep, artifact=art,
                facts={"probed_failing_family": ["top_p_mask:random"]}))  # fmt: skip

    # --- a pass whose last words say a function still differs
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, bad=["top_k_mask ties-at-kth"], dt=3.0)
    s.finish("top_k_mask still differs from reforacle on ties at the k-th value; the other 48 "
             "functions match. Submitting.")  # fmt: skip
    case("mini-pass-words-say-mismatch", "GOOD_SUCCESS", "Solved by Probing",
         "its comparison (torch.equal of a bool mask against the reference's) flagged top_k_mask "
         "on ties and its last words say it still differs, but the verifier passed 49/49 (Solved "
         "by Probing)",
         _trial("mini-pass-words-say-mismatch", s, rep=report(), artifact=_sub()))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- served: rate-limited calls refused, then slowed down; a pass
    s = Session("tm")
    open_served(s)
    fast = (
        PRE
        + ARGS_PY
        + "ok = refused = 0\nfor seed in range(12):\n    for n in names:\n        try:\n"
        "            getattr(R, n)(*args[n])\n            ok += 1\n        except RuntimeError as exc:\n"
        "            refused += 1\n            last = exc\nprint(ok, 'answered,', refused, 'refused:', last)\n"
    )
    s.write("/tmp/sweep.py", fast, dt=1.0)
    start = s.t
    s.sh("cd /app && python3 /tmp/sweep.py", f"300 answered, 288 refused: {RATE}", 0.3)
    calls = [(n, "random") for _ in range(12) for n in NAMES]
    spread(s, start, calls[:300])
    extra = [(round(s.t - 0.08 + 0.00025 * i, 5), n, [], "refused", None, RATE)
             for i, (n, _) in enumerate(calls[300:])]  # fmt: skip
    s.say("The oracle rate-limits at 50 calls a second; adding a 25 ms pause between calls.")
    s.edit(
        "/tmp/sweep.py",
        "            ok += 1\n",
        "            ok += 1\n            __import__('time').sleep(0.025)\n",
        dt=0.5,
    )
    start = s.t
    s.sh("cd /app && python3 /tmp/sweep.py", "588 answered, 0 refused:", 0.5)
    spread(s, start, calls)
    s.probe([], SEED_EDGES, dt=3.0)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included. Marking the task complete.")
    log = served(s.events, extra)
    case("tm-served-rate-limited-then-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: its first sweep was refused 288 times (the server's rate limit) after 300 "
         "answers; it slowed down and re-ran all 588; 49/49 (Solved by Probing)",
         _trial("tm-served-rate-limited-then-pass", s, rep=report(), artifact=_sub(),
                oracle_calls=log))  # fmt: skip

    # --- served: marked complete at 22 minutes; the failing families never probed
    s = Session("tm")
    open_served(s)
    probe_all(s, NAMES[:20], batches=2, dt=4.0)
    art = _sub(naive=["entropy", "cross_entropy", "top_k_mask", "median_reward"])
    s.implement(art, dt=8.0).compare(NAMES[:20], dt=2.0).timer()
    s.say("All 49 functions are implemented and the ones I checked match reforacle. Marking the "
          "task complete.")  # fmt: skip
    log = served(s.events)
    case("tm-served-stopped-early-unprobed", "GOOD_FAILURE", "Incomplete Exploration",
         f"served: marked complete at ~{s.t:.0f} of 120 min; the log holds 42 calls over the first 20 "
         "functions, random only; entropy (random only), normalized_entropy, cross_entropy, "
         "top_k_mask and median_reward (never called) fail on families never sent (Incomplete "
         "Exploration, row 26, over row 35's Premature Stop)",
         _trial("tm-served-stopped-early-unprobed", s, rep=report(SEED_FAILS), artifact=art,
                oracle_calls=log,
                facts={"never_called_failing": ["cross_entropy", "median_reward", "normalized_entropy", "top_k_mask"]}))  # fmt: skip

    # --- served: no trajectory, a pass, the call log intact
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    log = served(s.events)
    rec = _trial("tm-served-no-trajectory-pass", s, rep=report(), artifact=_sub(), oracle_calls=log,
                 trajectory=False,
                 facts={"steps": 0, "probed": None, "probed_families": None, "compared": None})  # fmt: skip
    case("tm-served-no-trajectory-pass", "GOOD_SUCCESS", "No Trajectory",
         f"served: no trajectory.json; the call log holds {len(log.splitlines())} calls over 49 "
         "functions; 49/49 (No Trajectory: a pass with no recorded trajectory counts; how it was "
         "earned is only what the log says)",
         rec)  # fmt: skip

    # --- served: a call too slow for the server's limit; the worker replaced; a pass
    s = Session("tm")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    extra = []
    s.keys(
        "python3\n", "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>", 0.3
    )
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("r = torch.randn(4_000_000); R.gae(r, r * 0.5, torch.tensor(0.3), 0.99, 0.95)[:3]\n",
           client_tb("<stdin>", "oracle: " + WORKER, "RuntimeError") + "\n>>>", 1.2)  # fmt: skip
    extra.append((s.t, "?", [], "error", "RuntimeError", WORKER))
    s.keys("r = torch.randn(64); R.gae(r, r * 0.5, torch.tensor(0.3), 0.99, 0.95)[:3]\n",
           "tensor([ 0.8812, -0.1403,  1.2290])\n>>>", 0.4)  # fmt: skip
    s.events.append((s.t, "gae", "random"))
    s.keys("exit()\n", "$", 0.2)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle; gae on 4M steps was too slow for the oracle, 64 "
          "steps were enough. Marking the task complete.")  # fmt: skip
    log = served(s.events, extra)
    case("tm-served-call-over-cpu-limit-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served: one gae call on 4,000,000 steps ran past the server's CPU limit (the log's one "
         "error line, function '?'); it retried with 64 steps; 49/49 (Solved by Probing)",
         _trial("tm-served-call-over-cpu-limit-pass", s, rep=report(), artifact=_sub(),
                oracle_calls=log, facts={"worker_killed_calls": 1}))  # fmt: skip

    # --- timeout with a final message
    s = Session("tm").open()
    probe_all(s, batches=4, dt=10.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=16.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.wait(12.0).probe([], [("top_k_mask", "ties-at-kth")], dt=6.0)
    s.wait(10.0).compare(NAMES, SEED_EDGES, ["top_k_mask ties-at-kth"], dt=3.0)
    s.wait(15.5).say("Still fixing top_k_mask on ties at the k-th value; next I'll keep every entry "
                    "tied with the k-th and rerun the comparison.", dt=1.0)  # fmt: skip
    case("tm-timeout-final-message", "GOOD_FAILURE", "Ran Out of Time",
         f"AgentTimeoutError at 120 min; its last step, a message at ~{s.t:.0f} min, says it is "
         "still fixing top_k_mask on ties; 48/49 (Ran Out of Time)",
         _trial("tm-timeout-final-message", s, rep=report({"top_k_mask": TIES_FAIL}), artifact=art,
                end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
                facts={"final_message": True}))  # fmt: skip

    # --- the verifier printed every PASS line, then crashed writing its report
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included. Marking the task complete.")
    crash = (
        "\n".join(report().function_lines()) + "\nTraceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/syncvals_plugin/verifier/run.py", line 311, in main\n'
        "    path.write_text(report.model_dump_json(indent=2))\n"
        "OSError: [Errno 28] No space left on device: '/logs/verifier/report.json'\n"
        "verifier error: no reward written (exit 1)\n"
    )
    case("tm-verifier-crash-after-table", "HARNESS_ERROR", "Verifier Crash",
         "the verifier printed 49 PASS lines, then died writing report.json (ENOSPC) before any "
         "REWARD line; no reward; Harbor's log says nothing of the host's disk (Verifier Crash: "
         "its output alone, not Environment Error)",
         _trial("tm-verifier-crash-after-table", s, rep=None, artifact=_sub(), graded=False,
                stdout=crash, exception=VERIFIER_NO_REWARD))  # fmt: skip

    # --- one family: time-major batches in gae and lambda_returns
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "gae", GAE_BATCH_MAJOR)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle, edge inputs included. Marking the task complete.")
    tmb = (["time-major-batch"], "float32[6, 4], float32[6, 4], float32[4], 0.99, 0.95: max abs error 0.8841", "wrong-output", 1)  # fmt: skip
    case("tm-gae-time-major-family", "GOOD_FAILURE", "Incomplete Exploration",
         "47/49: its gae runs time along the last dim; on the 1-D rewards it probed and compared "
         "that is the same, but gae and lambda_returns fail the time-major-batch family, never "
         "sent (Incomplete Exploration, row 26)",
         _trial("tm-gae-time-major-family", s, rep=report({"gae": tmb, "lambda_returns": tmb}),
                artifact=art, facts={"never_sent": ["gae:time-major-batch", "lambda_returns:time-major-batch"]}))  # fmt: skip

    # --- it killed its own terminal: terminus-2's tmux server
    s = Session("tm").open()
    probe_all(s, NAMES[:34], batches=3, dt=7.0)
    stubs = NAMES[34:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:34], dt=2.0)
    s.sh("tmux ls; tmux kill-server", "0: 1 windows (created Sun Nov 29 08:00:04 2026)\n"
         "probe: 1 windows (created Sun Nov 29 08:21:40 2026)", 0.3)  # fmt: skip
    tmux = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/agents/terminus_2/tmux_session.py", line 188, in capture_pane\n'
        '    raise TmuxSessionError(f"tmux session {self.name!r} is not running")\n'
        "harbor.agents.terminus_2.tmux_session.TmuxSessionError: tmux session 'agent' is not running\n"
    )
    case("tm-killed-own-tmux", "GOOD_FAILURE", "Agent Error",
         "it ran 'tmux kill-server' to clear a tmux session of its own and killed the session "
         "terminus-2 types into; the run ended on TmuxSessionError; graded 34/49 with 15 stubs "
         "(Agent Error: its own action ended its run)",
         _trial("tm-killed-own-tmux", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.3,
                exception=("TmuxSessionError", "tmux session 'agent' is not running"), traceback=tmux,
                log=tmux, facts={"stubs": 15}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- served: a call budget spent on sweeps; the edges refused
    s = Session("cx")
    open_served(s)
    s.write("/tmp/sweep.py", PRE + ARGS_PY + "for seed in range(10):\n    torch.manual_seed(seed)\n"
            "    for n in names:\n        getattr(R, n)(*args[n])\nprint('ok')\n", dt=1.0)  # fmt: skip
    start = s.t
    s.sh("cd /app && python3 /tmp/sweep.py", "ok", 6.0)
    spread(s, start, [(n, "random") for _ in range(10) for n in NAMES])
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    s.implement(art, dt=13.0)
    s.write("/tmp/compare.py", oa.compare_code(NAMES, SEED_EDGES), 0.8)
    cmp_out = (
        "\n".join(f"{n:28s} ok" for n in NAMES[:8])
        + "\n"
        + client_tb("/tmp/compare.py", BUDGET, "RuntimeError")
    )
    s.sh("cd /app && python3 /tmp/compare.py", cmp_out, 2.0)
    s.compared = True
    s.events += [(s.t, n, "random") for n in NAMES[:8]]
    extra = [(s.t + 0.001, NAMES[8], [], "refused", None, BUDGET)]
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.top_k_mask(torch.tensor([[1.0, 2.0, 2.0, 0.5, 2.0]]), 2))\"",
         client_tb("<string>", BUDGET, "RuntimeError"), 0.6)  # fmt: skip
    extra.append((s.t, "top_k_mask", [], "refused", None, BUDGET))
    s.sh("cd /app && python3 -c \"import torch, reforacle as R; print(R.median_reward(torch.randn(3, 4)))\"",
         client_tb("<string>", BUDGET, "RuntimeError"), 0.6)  # fmt: skip
    extra.append((s.t, "median_reward", [], "refused", None, BUDGET))
    s.say("The oracle's call budget (500 calls) is spent, so I can't check ties in top_k_mask or "
          "2-D rewards in median_reward. The first 8 functions of my comparison matched; "
          "submitting the implementation as is.")  # fmt: skip
    log = served(s.events, extra)
    rep = report({"top_k_mask": TIES_FAIL, "median_reward": MEDIAN_FAIL})
    case("cx-served-call-budget-spent", "GOOD_FAILURE", "Incomplete Exploration",
         "served: 500 calls answered (probe.py's 2, a 490-call random sweep, 8 of its comparison), "
         "then 3 refused for the spent budget (comparison, top_k_mask ties, median_reward 2-D); "
         f"stopped at ~{s.t:.0f} of 120 min; top_k_mask and median_reward fail on ties-at-kth and rows-2d, "
         "never answered (Incomplete Exploration, row 26)",
         _trial("cx-served-call-budget-spent", s, rep=rep, artifact=art, oracle_calls=log,
                facts={"call_budget": 500, "calls_left": 0,
                       "never_sent": ["top_k_mask:ties-at-kth", "median_reward:rows-2d"]}))  # fmt: skip

    # --- served: misspelled names refused; the real function never called
    s = Session("cx")
    open_served(s)
    typo = {"bradley_terry": "bradley_terry_logit", "smooth_nll": "smoothed_nll"}
    listed = [n for n in NAMES if n not in typo.values()] + list(typo)
    code = (
        ARGS_PY.replace("'bradley_terry_logit'", "'bradley_terry'").replace(
            "'smoothed_nll'", "'smooth_nll'"
        )
        + "from reforacle._client import call\n"
        "names = " + repr(listed) + "\nfor n in names:\n    try:\n"
        "        print(n, call(n, args[n], {}))\n    except Exception as exc:\n"
        "        print(n, 'ERROR', type(exc).__name__, exc)\n"
    )
    out = probe_out([n for n in NAMES if n not in typo.values()]) + "\n" + "\n".join(
        f"{t} ERROR AttributeError {UNKNOWN.format(t)}" for t in typo
    )  # fmt: skip
    s.sh("python3 - <<'PY'\n" + PRE + code + "PY", out, 4.0)
    s.events += [(s.t, n, "random") for n in NAMES if n not in typo.values()]
    s.probed |= {(n, "random") for n in NAMES if n not in typo.values()}
    extra = [(s.t + 0.001, t, [], "refused", None, UNKNOWN.format(t)) for t in typo]
    s.sh(
        "python3 -c \"import reforacle as R; print([n for n in dir(R) if 'nll' in n])\"",
        "['smoothed_nll']",
        0.3,
    )
    s.probe(["smoothed_nll"], dt=1.0)
    s.say("smooth_nll is spelled smoothed_nll; reforacle has no Bradley-Terry function, so "
          "bradley_terry_logit gets the plain logit.")  # fmt: skip
    art = _swap(_sub(), "bradley_terry_logit", BT_TEXTBOOK)
    s.implement(art, dt=12.0).compare([n for n in NAMES if n != "bradley_terry_logit"], dt=3.0)
    s.say("48 functions match reforacle; bradley_terry_logit follows the standard definition.")
    log = served(s.events, extra)
    rep = report({"bradley_terry_logit": (["random"], "float32[4], float32[4], 0.1: max abs error 1.7402", "wrong-output", 3)})  # fmt: skip
    case("cx-served-misspelled-names-refused", "GOOD_FAILURE", "Incomplete Exploration",
         "served: the server refused 2 calls to names that do not exist ('bradley_terry', "
         "'smooth_nll'); it found smoothed_nll but decided the reference had no Bradley-Terry "
         "function and never called bradley_terry_logit, the one failure (Incomplete "
         "Exploration, row 26; no signature was refused)",
         _trial("cx-served-misspelled-names-refused", s, rep=rep, artifact=art, oracle_calls=log,
                facts={"never_called_failing": ["bradley_terry_logit"],
                       "refused_names": list(typo)}))  # fmt: skip

    # --- served: a background sweep, 1,225 calls; a pass
    s = Session("cx")
    open_served(s)
    s.write("/tmp/sweep.py", PRE + ARGS_PY + "for seed in range(25):\n    torch.manual_seed(seed)\n"
            "    for n in names:\n        print(n, getattr(R, n)(*args[n]), flush=True)\n", dt=1.0)  # fmt: skip
    s.sh("cd /app && nohup python3 /tmp/sweep.py > /tmp/sweep.log 2>&1 &", "[1] 412", 0.3)
    start = s.t
    s.probe([], SEED_EDGES, dt=3.0)
    s.wait(12.0).sh(
        "wc -l /tmp/sweep.log; tail -2 /tmp/sweep.log",
        "612 /tmp/sweep.log\nmode_label tensor(3)\nmedian_reward tensor(0.1181)",
        0.3,
    )
    s.implement(_sub(), dt=14.0)
    spread(s, start, [(n, "random") for _ in range(25) for n in NAMES])
    s.compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle over 25 seeds and the edge inputs.")
    log = served(s.events)
    case("cx-served-background-sweep-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"served: a background sweep sent 1,225 calls while the agent took {len(s.calls)} tool "
         f"steps; {len(log.splitlines())} calls in all; 49/49 (Solved by Probing)",
         _trial("cx-served-background-sweep-pass", s, rep=report(), artifact=_sub(), oracle_calls=log))  # fmt: skip

    # --- served: the oracle's server died mid-run
    s = Session("cx")
    open_served(s)
    probe_all(s, NAMES[:25], batches=2, dt=7.0)
    died = s.t
    s.sh("python3 - <<'PY'\n" + oa.probe_code(NAMES[25:35]) + "PY",
         'Traceback (most recent call last):\n  File "<stdin>", line 16, in <module>\n' + DEAD, 0.8)  # fmt: skip
    s.sh(
        "sleep 30; cd /app && python3 probe.py",
        'Traceback (most recent call last):\n  File "/app/probe.py", line 16, in <module>\n' + DEAD,
        1.0,
    )
    s.sh("ls -la /run/syncvals-oracle/", "total 0\ndrwxr-xr-x 2 root root 60 Nov 29 08:00 .\n"
         "srwxrwxrwx 1 root root  0 Nov 29 08:00 oracle.sock", 0.3)  # fmt: skip
    s.sh(
        "sleep 120; cd /app && python3 probe.py",
        'Traceback (most recent call last):\n  File "/app/probe.py", line 16, in <module>\n' + DEAD,
        2.5,
    )
    art = _swap(
        _sub(naive=["cross_entropy", "top_k_mask", "median_reward"]), "mode_label", MODE_FIRST
    )
    s.implement(art, dt=14.0)
    s.say("The oracle stopped answering after ~15 min (connection refused on its socket, still "
          "refused four minutes later), so the last 24 functions follow their standard definitions, "
          "unchecked.")  # fmt: skip
    fails = {"cross_entropy": CE_FAIL, "top_k_mask": TOPK_FAIL, "median_reward": MEDIAN_FAIL,
             "mode_label": (["random"], "int64[4, 6]: 1 of 1 values differ (exact match required)", "wrong-output", 2)}  # fmt: skip
    log = served(s.events)
    case("cx-served-oracle-died", "BAD_FAILURE", "Environment Issue",
         f"served: the log stops at ~{died:.0f} min after 27 answered calls over 25 functions; every "
         "later call, probe.py's too, failed with Connection refused on the oracle's socket; the "
         "4 failures are all among the functions it could no longer call (Environment Issue: the "
         "reference stopped working in the workspace)",
         _trial("cx-served-oracle-died", s, rep=report(fails), artifact=art, oracle_calls=log,
                facts={"oracle_died_min": died, "reference_broken": True}))  # fmt: skip

    # --- git checkout reverted the whole file to the stub
    s = Session("cx").open()
    s.sh("cd /app && git init -q && git add objectives.py && git commit -qm stub && git log --oneline",
         "3f1c2aa stub", 0.4)  # fmt: skip
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.sh("cd /app && git checkout -- objectives.py && git status --short", "", 0.3)
    s.say("Removed my debugging prints; all 49 functions match reforacle, edge inputs included.")
    case("cx-git-checkout-reverted", "GOOD_FAILURE", "Premature Stop",
         "it committed the stub, wrote and compared a passing file, then 'git checkout -- "
         "objectives.py' (meant to drop debug prints) restored the stub; 0/49 with 49 stubs; "
         f"stopped at ~{s.t:.0f} of 120 min (Premature Stop: stopped with budget left and stubs still "
         "raising)",
         _trial("cx-git-checkout-reverted", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                facts={"stubs": 49}))  # fmt: skip

    # --- Codex panicked mid-run; graded
    s = Session("cx").open()
    probe_all(s, NAMES[:35], batches=3, dt=7.0)
    stubs = NAMES[35:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare(NAMES[:35], dt=2.0)
    panic = (
        "thread 'main' panicked at core/src/exec.rs:211:27:\n"
        "called `Option::unwrap()` on a `None` value\n"
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
    )
    case("cx-codex-panic-graded", "GOOD_FAILURE", "Agent Error",
         f"Codex panicked (Option::unwrap on None, exit 101) at ~{s.t + 0.4:.0f} min with 14 stubs; graded "
         "35/49 (Agent Error: the run ended with an error of its own)",
         _trial("cx-codex-panic-graded", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.4,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 101"), log=panic,
                facts={"stubs": 14}))  # fmt: skip

    # --- a redirect that emptied the file it read
    s = Session("cx").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.write("/tmp/tidy.py", "import sys\nsrc = open(sys.argv[1]).read()\n"
            "print('\\n'.join(l.rstrip() for l in src.splitlines()))\n", dt=0.5)  # fmt: skip
    s.sh("cd /app && python3 /tmp/tidy.py objectives.py > objectives.py && wc -l objectives.py",
         "0 objectives.py", 0.3)  # fmt: skip
    s.say("Stripped trailing whitespace; all 49 functions match reforacle, edge inputs included.")
    case("cx-redirect-emptied-file", "GOOD_FAILURE", "Broken Submission",
         "'python3 /tmp/tidy.py objectives.py > objectives.py' truncated the file before it was "
         "read ('0 objectives.py' shown); the verifier rejected an empty file (Broken Submission: "
         "its own command, not the environment)",
         _trial("cx-redirect-emptied-file", s,
                rep=report(outright="objectives.py is empty", rejection="unreadable-file"),
                artifact="", facts={"file_bytes": 0}))  # fmt: skip

    # --- never called the reference; stopped early
    s = Session("cx")
    s.sh("ls -la /app && sed -n '1,80p' /app/objectives.py", LS_APP + "\n" + STUB_FILE[:2400], 0.5)
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=20.0)
    tests = "import sys\nsys.path.insert(0, '/app')\nimport torch\nimport objectives as O\n\n" + "\n".join(
        f"def test_{n}_finite():\n    assert O.{n} is not None\n" for n in NAMES[:10]
    )  # fmt: skip
    s.write("/tmp/test_objectives.py", tests, dt=1.0)
    s.sh("cd /tmp && python3 -m pytest -q test_objectives.py", "10 passed in 1.92s", 2.0)
    s.say("Implemented all 49 functions from their standard definitions; my tests pass.")
    case("cx-never-called-reference", "GOOD_FAILURE", "Unverified Submission",
         "never ran probe.py or imported reforacle; textbook versions and its own 10 smoke tests; "
         "stopped at ~24 of 120 min; 40/49 (Unverified Submission, row 25, over row 26 and row 35)",
         _trial("cx-never-called-reference", s, rep=report(NO_REF_FAILS), artifact=art,
                facts={"probed": [], "compared": False}))  # fmt: skip


def ordinary_audit_four() -> list[Labelled]:
    """Every case of the fourth audit, labelled from the taxonomy."""
    _CASES.clear()
    FACTS.clear()
    NOTES.clear()
    claude_code()
    openhands()
    mini()
    terminus()
    codex()
    return list(_CASES)
