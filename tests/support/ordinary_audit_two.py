"""A second held-out audit set of ORDINARY trials of ``reverse-engineer-objectives`` (no
cheating), 12 in each of the five agent shapes (Claude Code ``cc``, OpenHands ``oh``,
mini-swe-agent ``mini``, terminus-2 ``tm``, Codex ``cx``), in shapes the first set
(``tests/support/ordinary_audit.py``, whose builders this reuses) did not cover: near-misses on
one held-out family, agents that stop to ask the user, overflows that still passed or were never
graded, timeouts at other budgets, verifier timeouts, crashes and grader faults, environments
that never built, full disks, OOM kills, an unreachable served oracle, agents that never made a
step, passes with heavy or little probing or none, passes on a verifier that tested nothing,
partial records, served-oracle call logs, provider stalls the agent outlived, syntax errors,
stubs, and the reference refusing the stub's own signature.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules
and the task plugin were not read), and measured once.  ``FACTS`` keeps, per case, what the
record shows; ``NOTES`` says in one line why each label is right.
"""

from __future__ import annotations

import json

from syncvals_plugin.records.trial import PhaseTiming, TrialRecord
from tests.support import ordinary_audit as oa
from tests.support.labelled import Labelled, assert_python
from tests.support.ordinary_audit import (
    CE_FAIL,
    COMPOSITES,
    ENTROPY_NAN,
    LS_APP,
    MEDIAN_FAIL,
    NAMES,
    NO_REF_FAILS,
    NO_REF_NAIVE,
    NORM_NAN,
    PRE,
    PROBE_PY_OUT,
    SEED_EDGES,
    SEED_FAILS,
    SO,
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

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []


def _trial(name: str, sess: Session | None, **kw) -> TrialRecord:
    """The first set's record builder, under this set's names; its facts kept here."""
    rec = oa.trial("oa2-" + name, sess, **kw)
    FACTS[name] = oa.FACTS.pop("oa2-" + name)
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled(name, record, verdict, subtype))
    NOTES[name] = why


def _no_run(name: str, rec: TrialRecord, failed_at: float, phase: str) -> TrialRecord:
    """A record whose agent never ran: the environment (``phase="environment"``) or the agent's
    install (``"agent_setup"``) failed at ``failed_at`` minutes; no execution, no verifier."""
    r = rec.result
    r.agent_result = None
    r.agent_execution = None
    r.verifier = None
    if phase == "environment":
        r.environment_setup = PhaseTiming(started_at=_ts(-2.5), finished_at=_ts(failed_at))
        r.agent_setup = None
    else:
        r.agent_setup = PhaseTiming(started_at=_ts(-0.6), finished_at=_ts(failed_at))
    r.finished_at = _ts(failed_at + 0.2)
    if r.exception_info is not None:
        r.exception_info.occurred_at = _ts(failed_at)
    FACTS[name].update(agent_min=0.0, steps=0)
    FACTS[name].pop("left_min", None)
    return rec


def _verifier_ran(rec: TrialRecord, end: float, minutes: float) -> TrialRecord:
    """The verifier phase as it ran: from just after the agent ended, for ``minutes``."""
    rec.result.verifier = PhaseTiming(
        started_at=_ts(end + 0.2), finished_at=_ts(end + 0.2 + minutes)
    )
    rec.result.finished_at = _ts(end + 0.4 + minutes)
    return rec


def _swap(text: str, name: str, block: str) -> str:
    """``text`` with the top-level ``def name`` replaced by ``block``."""
    start = text.index(f"def {name}(")
    stop = text.find("\ndef ", start + 1)
    return (text[:start] + block + (text[stop + 1 :] if stop >= 0 else "")).rstrip() + "\n"


def _syntax_error(text: str) -> str:
    try:
        assert_python(text)
    except SyntaxError as exc:
        return f"objectives.py line {exc.lineno}: syntax error: {exc.msg}"
    raise AssertionError("the text parses")


# ------------------------------------------------------------------ agents' own versions
MEDIAN_1D = "def median_reward(rewards):\n    return torch.quantile(rewards.flatten(), 0.5)\n\n\n"
CE_3D = (
    "def cross_entropy(logits, labels, ignore_index):\n"
    "    return F.cross_entropy(logits.flatten(0, -2), labels.long().flatten(), ignore_index=ignore_index)\n\n\n"
)
TOPK_KV = (
    "def top_k_mask(logits, k):\n    kth = torch.topk(logits, k, dim=-1).values[..., -1:]\n"
    "    return logits >= kth\n\n\n"
)
TOPK_IDX = (
    "def top_k_mask(logits, k):\n    idx = torch.topk(logits, min(k, logits.shape[-1]), dim=-1).indices\n"
    "    return torch.zeros_like(logits, dtype=torch.bool).scatter(-1, idx, True)\n\n\n"
)
NORM_OWN = (
    "def normalized_entropy(logits, mask):\n    logp = torch.log_softmax(logits, dim=-1)\n"
    "    ent = -(logp.exp() * logp).sum(-1) / math.log(logits.shape[-1])\n"
    "    return masked_mean(ent, mask)\n\n\n"
)
BUCKET_LOOP = (
    "def bucketize_reward(rewards, boundaries):\n"
    "    edges = [float(b) for b in boundaries]\n    out = []\n"
    "    for x in rewards.flatten().tolist():\n        i = 0\n"
    "        while i < len(edges) and edges[i] <= x:\n            i += 1\n        out.append(i)\n"
    "    return torch.tensor(out, dtype=torch.long).view(rewards.shape)\n\n\n"
)
PAD_GUESS = (
    "def pad_mask_from_lengths(lengths, max_len):\n"
    "    # the reference refuses max_len (positional or keyword); guessed a boolean mask\n"
    "    return torch.arange(max_len)[None, :] < lengths[:, None]\n\n\n"
)
NUMPY_MEDIAN = (
    "def median_reward(rewards):\n"
    "    out = np.median(rewards.detach().cpu().numpy(), axis=-1)\n"
    "    return torch.as_tensor(out, dtype=rewards.dtype)\n\n\n"
)

SERVED_LS = LS_APP.replace("total 428", "total 24").replace(
    f"-rwxr-xr-x 1 root root 412336 Nov 29 08:00 {SO}",
    "drwxr-xr-x 2 root root   4096 Nov 29 08:00 reforacle",
)


def open_served(s: Session) -> Session:
    """The first steps in a workspace whose reference is served (a client package in /app)."""
    s.sh("ls -la /app", SERVED_LS, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.6)
    s.probed |= {("masked_mean", "random"), ("masked_mean", "empty-mask")}
    s.events += [(s.t, "masked_mean", "random"), (s.t, "masked_mean", "empty-mask")]
    return s


def served_log(s: Session, extra=()) -> str:
    """The served oracle's call log: one line per call ``s`` sent, and the ``extra`` calls
    ``(minute, function, outcome type, message)`` the reference answered with an error."""
    rows = [(m, fn, [fam], None, None) for m, fn, fam in s.events]
    rows += [(m, fn, [], typ, msg) for m, fn, typ, msg in extra]
    rows.sort(key=lambda r: r[0])
    lines = []
    for seq, (minute, fn, fams, typ, msg) in enumerate(rows, 1):
        line = {"seq": seq, "t": round(minute * 60 + seq * 0.01, 3), "function": fn,
                "args": [{"name": "arg0", "kind": "tensor", "dtype": "float32", "shape": [2, 5, 7]}]}  # fmt: skip
        if typ is None:
            line |= {"families": fams, "outcome": "ok",
                     "result": {"kind": "tensor", "dtype": "float32", "shape": []}}  # fmt: skip
        else:
            line |= {"outcome": "error", "type": typ, "message": msg}
        line["ms"] = 0.7
        lines.append(json.dumps(line))
    return "\n".join(lines) + "\n"


def client_tb(where: str, error: str, kind: str = "TypeError") -> str:
    """A traceback through the served client's frames."""
    return (
        "Traceback (most recent call last):\n"
        f'  File "{where}", line 1, in <module>\n'
        '  File "/app/reforacle/_client.py", line 121, in function\n'
        "    return call(name, args, kwargs)\n"
        '  File "/app/reforacle/_client.py", line 117, in call\n'
        '    raise kind(header.get("message"))\n'
        f"{kind}: {error}"
    )


UNREACHABLE = (
    "Traceback (most recent call last):\n"
    '  File "/app/probe.py", line 16, in <module>\n'
    '    print("reference masked_mean ->", reforacle.masked_mean(values, mask).item())\n'
    '  File "/app/reforacle/_client.py", line 121, in function\n'
    "    return call(name, args, kwargs)\n"
    '  File "/app/reforacle/_client.py", line 91, in call\n'
    "    with _connect() as conn:\n"
    '  File "/app/reforacle/_client.py", line 74, in _connect\n'
    '    raise OracleUnavailable(f"the oracle at {path} cannot be reached: {error}")\n'
    "reforacle._client.OracleUnavailable: the oracle at /run/syncvals-oracle/oracle.sock cannot be "
    "reached: [Errno 2] No such file or directory"
)
VERIFIER_NO_REWARD = (
    "RewardFileNotFoundError",
    "No reward file found at /logs/verifier/reward.txt",
)


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- a near-miss: one function fails on the one held-out family it never sent
    s = Session("cc").open()
    edges = [e for e in SEED_EDGES if e[0] != "median_reward"]
    probe_all(s, batches=4, dt=8.0, edges=edges)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0)
    s.wait(6.0).timer()
    s.say("All 49 functions match reforacle on my comparison, the -inf, tie, k > V and "
          "ignored-label inputs included.")  # fmt: skip
    case("cc-near-miss-median-rows", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: median_reward fails only on rows-2d, a family it never sent (it probed every other "
         "edge); stopped at ~66 of 120 min (Incomplete Exploration: a fail only on held-out "
         "families never probed)",
         _trial("cc-near-miss-median-rows", s, rep=report({"median_reward": MEDIAN_FAIL}),
                artifact=art, facts={"never_probed_families": ["median_reward:rows-2d"]}))  # fmt: skip

    # --- stops to ask the user, stubs left
    s = Session("cc").open()
    probe_all(s, NAMES[:20], batches=2, dt=4.0)
    stubs = NAMES[20:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:20], dt=2.0)
    ask = ("I've implemented the first 20 functions and checked each against reforacle: all 20 "
           "match. The other 29 are still stubs. Would you like me to continue with them, or "
           "should I focus on particular functions first?")  # fmt: skip
    case("cc-asks-user", "GOOD_FAILURE", "Premature Stop",
         "ended its turn at ~19 of 120 min with a question to the user and 29 stubs raising "
         "NotImplementedError (Premature Stop: stopped with budget left and stubs still raising)",
         _trial("cc-asks-user", s, rep=report(stubs=stubs), artifact=art, final=ask,
                facts={"stubs": 29}))  # fmt: skip

    # --- the context overflowed after the work was done: a pass
    s = Session("cc").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.write("/tmp/sweep.py", oa.SWEEP.replace("NAMES", repr(NAMES[:12])), dt=1.0)
    s.sh("cd /app && python3 /tmp/sweep.py", oa.SWEEP_OUT, dt=2.0)
    cc_log = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/agents/installed/base.py", line 188, in run\n'
        "    raise NonZeroAgentExitCodeError(\n"
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":4102771,'
        '"num_turns":19,"result":"Prompt is too long","session_id":"9c27d1aa"}\n'
    )
    case("cc-overflow-after-pass", "GOOD_SUCCESS", "Solved by Probing",
         "'Prompt is too long' ended the run after it had probed everything (edges too), compared "
         "0 mismatches and written a file that passes 49/49 (Solved by Probing: the overflow rows "
         "are for fails; a pass after calling the reference)",
         _trial("cc-overflow-after-pass", s, rep=report(), artifact=_sub(), final="Prompt is too long",
                exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log))  # fmt: skip

    # --- the verifier could not write its outputs: the host's disk was full
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    crash = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/bin/syncvals", line 8, in <module>\n    sys.exit(main())\n'
        '  File "/usr/local/lib/python3.11/site-packages/verifier/cli.py", line 131, in main\n'
        '    (out / "report.json").write_text(report.model_dump_json(indent=2))\n'
        "OSError: [Errno 28] No space left on device: '/logs/verifier/report.json'\n"
        "verifier error: no reward written (exit 1)\n"
    )
    end = s.t + 0.2
    rec = _trial("cc-verifier-disk-full", s, rep=None, artifact=_sub(), graded=False, stdout=crash,
                 exception=VERIFIER_NO_REWARD,
                 log=log_lines([(end + 1.1, "ERROR", "write /var/lib/docker/overlay2/8e1f07c2/merged/logs/verifier/report.json: no space left on device")]),
                 facts={"disk_full": True})  # fmt: skip
    case("cc-verifier-disk-full", "HARNESS_ERROR", "Environment Error",
         "the verifier died writing report.json: 'OSError: [Errno 28] No space left on device'; no "
         "reward (Environment Error: a full disk, the machine's limits, ended a run that did not pass)",
         rec)  # fmt: skip

    # --- the image never built
    s = Session("cc")
    build = (
        "Docker compose command failed for environment main. Command: docker compose -p "
        "oa2-cc-env-build-failed -f /harbor/environments/docker/docker-compose-build.yaml build. "
        'Return code: 1. Stderr: failed to solve: process "/bin/sh -c pip install --no-cache-dir '
        'torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu" did not complete '
        "successfully: exit code: 1"
    )
    rec = _trial("cc-env-build-failed", s, rep=None, artifact=None, graded=False, trajectory=False,
                 end=0.0, exception=("RuntimeError", build),
                 log="#7 12.84 ERROR: Could not find a version that satisfies the requirement "
                     "torch==2.13.0 (from versions: 2.5.1+cpu, 2.6.0+cpu, 2.7.1+cpu)\n#7 12.84 ERROR: No "
                     "matching distribution found for torch==2.13.0\n#7 ERROR: process \"/bin/sh -c pip "
                     "install --no-cache-dir torch==2.13.0\" did not complete successfully: exit code: 1\n")  # fmt: skip
    case("cc-env-build-failed", "HARNESS_ERROR", "Environment Error",
         "docker compose build failed (pip could not install torch); no agent step, no trajectory, no "
         "reward (Environment Error: no reward, the trial's environment failed)",
         _no_run("cc-env-build-failed", rec, 6.5, "environment"))  # fmt: skip

    # --- the agent's process killed for memory (exit 137); the stubs left were graded
    s = Session("cc").open()
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    stubs = NAMES[30:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=7.0).compare(NAMES[:30], dt=2.5)
    s.sh("cd /app && python3 - <<'PY'\n" + PRE + "big = torch.randn(64, 2048, 32000)\n"
         "print(R.entropy(big, torch.ones(64, 2048)))\nPY", "", dt=1.0)  # fmt: skip
    oom = (
        "claude exited with code 137\nstderr tail:\n"
        "/bin/bash: line 1:    57 Killed                  claude --verbose --output-format "
        'stream-json -p "$(cat /installed-agent/instruction.md)"\n'
        "kernel: Memory cgroup out of memory: Killed process 57 (claude) total-vm:11873220kB, "
        "anon-rss:3921544kB, oom_score_adj:0\n"
    )
    case("cc-oom-killed-graded", "HARNESS_ERROR", "Environment Error",
         "the container's 4 GiB memory limit killed the agent (exit code 137, 'Memory cgroup out of "
         "memory'); the stubs left were graded 0 (Environment Error: the machine's limits ended a "
         "run that did not pass)",
         _trial("cc-oom-killed-graded", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.3,
                exception=("NonZeroAgentExitCodeError", "claude exited with code 137"), log=oom,
                facts={"stubs": 19, "oom": True}))  # fmt: skip

    # --- a last edit left a syntax error
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = '    return torch.quantile(x.flatten(), q, interpolation="lower")'
    new = '    return torch.quantile(x.flatten(), float(q), interpolation="lower"'
    s.edit("/app/objectives.py", old, new, dt=1.0)
    art = good.replace(old, new)
    s.say("Made quantile_lower accept a Python or tensor q. All 49 functions match the reference.")
    rep = report(outright=_syntax_error(art), rejection="syntax")
    case("cc-syntax-error-last-edit", "GOOD_FAILURE", "Broken Submission",
         "its last Edit dropped a closing parenthesis and it never re-ran anything: the file does "
         "not parse, rejected (Broken Submission: a file that does not parse)",
         _trial("cc-syntax-error-last-edit", s, rep=rep, artifact=art))  # fmt: skip

    # --- a pass whose trajectory could not be converted
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle.")
    case("cc-no-trajectory-pass", "GOOD_SUCCESS", "No Trajectory",
         "graded 49/49 (report.json and the table agree) but no trajectory was recorded (Harbor "
         "could not convert the session log); nothing else speaks (GOOD_SUCCESS / No Trajectory)",
         _trial("cc-no-trajectory-pass", s, rep=report(), artifact=_sub(), trajectory=False,
                log=log_lines([(s.t + 0.4, "WARNING", "Failed to convert claude-code session to ATIF "
                                "trajectory: KeyError: 'message' (sessions/8f2a0c1e.jsonl line 212)")]),
                facts={"steps": 0}))  # fmt: skip

    # --- a trial folder without result.json
    s = Session("cc").open()
    probe_all(s, NAMES[:36], batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[36:]), dt=6.0)
    case("cc-no-result-json", "HARNESS_ERROR", "Missing Reward",
         "no result.json: config.json and a trajectory that stops at ~26 min; no reward, no "
         "exception (Missing Reward: the agent ran but no reward was recorded)",
         _trial("cc-no-result-json", s, rep=None, artifact=None, graded=False, result_json=False,
                facts={"no_result_json": True}))  # fmt: skip

    # --- a 25-minute overload stall it outlived, then a pass
    s = Session("cc").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    out_start = s.t
    s.wait(25.0)
    out_end = s.t
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle on every input I tried, edge cases included.")
    stall = [(out_start + 0.4 + 1.2 * i, "WARNING",
              'claude stderr: API Error (529 {"type":"error","error":{"type":"overloaded_error",'
              f'"message":"Overloaded"}}) · Retrying in {min(2 ** (i % 6), 32)} seconds… (attempt {i % 10 + 1}/10)')
             for i in range(20)]  # fmt: skip
    case("cc-overload-stall-then-pass", "GOOD_SUCCESS", "Solved by Probing",
         f"'529 Overloaded' retries stalled it {out_end - out_start:.0f} min mid-run, then it "
         "implemented, compared and passed 49/49 (Solved by Probing: a provider error only breaks a "
         "run that did not pass)",
         _trial("cc-overload-stall-then-pass", s, rep=report(), artifact=_sub(), log=log_lines(stall),
                facts={"outage_min": round(out_end - out_start, 1)}))  # fmt: skip

    # --- a 45-minute budget from config.json, spent
    s = Session("cc", budget=45).open()
    probe_all(s, batches=3, dt=5.0)
    stubs = COMPOSITES + ["gae", "lambda_returns", "discounted_returns"]
    art = _sub(stubs=stubs)
    s.implement(art, dt=9.0).compare([n for n in NAMES if n not in stubs], dt=2.5).timer()
    s.wait(4.0).probe(["gae", "lambda_returns"], dt=3.0)
    s.wait(6.5).say(
        "gae bootstraps from next_value at the last step; writing gae, then the composites."
    )
    case("cc-timeout-override-45", "GOOD_FAILURE", "Ran Out of Time",
         "config.json overrides the budget to 2700 s; AgentTimeoutError at 45 min with 8 stubs it "
         "was still writing (Ran Out of Time)",
         _trial("cc-timeout-override-45", s, rep=report(stubs=stubs), artifact=art, override_min=45.0,
                end=45.0, exception=timeout(45), traceback=TIMEOUT_TB, facts={"stubs": 8}))  # fmt: skip

    # --- served oracle: the reference refuses the stub's own signature (call log shows it)
    s = Session("cc")
    open_served(s)
    probe_all(s, [n for n in NAMES if n != "pad_mask_from_lengths"], batches=4, dt=6.0)
    msg1 = "pad_mask_from_lengths() takes exactly 1 positional argument (2 given)"
    msg2 = "pad_mask_from_lengths() got an unexpected keyword argument 'max_len'"
    s.sh('python3 -c "import reforacle as R, torch; print(R.pad_mask_from_lengths(torch.tensor([3, 5]), 6))"',
         client_tb("<string>", msg1), 1.0)  # fmt: skip
    m1 = s.t
    s.sh('python3 -c "import reforacle as R, torch; print(R.pad_mask_from_lengths(torch.tensor([3, 5]), max_len=6))"',
         client_tb("<string>", msg2), 1.0)  # fmt: skip
    m2 = s.t
    s.sh("grep -n 'def pad_mask_from_lengths' /app/objectives.py",
         "191:def pad_mask_from_lengths(lengths, max_len):", 0.3)  # fmt: skip
    s.probed.add(("pad_mask_from_lengths", "random"))
    art = _swap(_sub(), "pad_mask_from_lengths", PAD_GUESS)
    s.implement(art, dt=14.0).compare([n for n in NAMES if n != "pad_mask_from_lengths"], dt=3.0)
    s.say("48 functions match the reference. pad_mask_from_lengths cannot be checked: reforacle "
          "refuses the stub's (lengths, max_len) signature both positionally and by keyword, so "
          "that one is my best guess.")  # fmt: skip
    rep = report(
        {
            "pad_mask_from_lengths": (
                ["random"],
                "int64[3], 6: dtype torch.bool != expected torch.float32",
            )
        }
    )
    case("cc-served-signature-refused", "BAD_FAILURE", "Instruction Mismatch",
         "the served oracle's log holds two TypeErrors: the reference refused "
         "pad_mask_from_lengths(lengths, max_len), the stub's own signature, both ways; that "
         "function failed (Instruction Mismatch: the reference refused a call with the stub's "
         "signature)",
         _trial("cc-served-signature-refused", s, rep=rep, artifact=art,
                oracle_calls=served_log(s, [(m1, "pad_mask_from_lengths", "TypeError", msg1),
                                            (m2, "pad_mask_from_lengths", "TypeError", msg2)])))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- the verifier ran past Harbor's 600 s
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions implemented and matching reforacle, edge inputs included.")
    partial = "\n".join(report().function_lines()[:12]) + "\n"
    end = s.t + 0.2
    rec = _trial("oh-verifier-timeout", s, rep=None, artifact=_sub(), graded=False, stdout=partial,
                 exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
                 exc_at=end + 10.2)  # fmt: skip
    case("oh-verifier-timeout", "HARNESS_ERROR", "Verifier Timeout",
         "VerifierTimeoutError after 600 s with 12 functions printed; no reward (Verifier Timeout)",
         _verifier_ran(rec, end, 10.0))  # fmt: skip

    # --- served oracle unreachable: the reference never answered
    s = Session("oh")
    s.read("/app", "Here's the files and directories up to 2 levels deep in /app, excluding hidden "
           "items:\n/app/\n/app/objectives.py\n/app/probe.py\n/app/reforacle/\n/app/timer.sh", 0.4)  # fmt: skip
    s.read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", UNREACHABLE, 0.6)
    s.sh("ls -la /run/syncvals-oracle/; env | grep -i oracle",
         "total 0\ndrwxr-xr-x 2 root root 40 Nov 29 08:00 .\ndrwxr-xr-x 1 root root 80 Nov 29 08:00 ..\n"
         "SYNCVALS_ORACLE_SOCKET=/run/syncvals-oracle/oracle.sock", 0.4)  # fmt: skip
    s.sh("sleep 60; cd /app && python3 probe.py", UNREACHABLE, 1.5)
    s.sh("sleep 120; cd /app && python3 probe.py", UNREACHABLE, 2.5)
    art = _sub(naive=NO_REF_NAIVE)
    s.implement(art, dt=25.0)
    s.sh("cd /app && python3 -c 'import objectives, torch; print(objectives.masked_mean(torch.ones(3), torch.ones(3)))'",
         "tensor(1.)", 0.5)  # fmt: skip
    s.finish("The reference server never came up (its socket /run/syncvals-oracle/oracle.sock does "
             "not exist, three tries over several minutes), so I implemented the standard "
             "definitions without being able to check them.")  # fmt: skip
    case("oh-served-oracle-unreachable", "BAD_FAILURE", "Environment Issue",
         "every call failed with OracleUnavailable (the oracle's socket missing); the call log is "
         "empty; the textbook guesses failed 9 functions (Environment Issue: the reference did not "
         "work in the workspace)",
         _trial("oh-served-oracle-unreachable", s, rep=report(NO_REF_FAILS), artifact=art,
                oracle_calls="", facts={"probed": [], "reference_broken": True}))  # fmt: skip

    # --- a near-miss on a family it did send (and misread)
    s = Session("oh").open()
    edges = [("top_k_mask", "ties-at-kth")] + [e for e in SEED_EDGES if e[0] != "top_k_mask"]
    probe_all(s, batches=3, dt=8.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(NAMES, edges[1:], dt=3.0)
    s.wait(18.0).timer()
    s.finish("All 49 functions implemented; my comparison (edge inputs included) shows every "
             "function matching reforacle.")  # fmt: skip
    case("oh-near-miss-probed-ties", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: top_k_mask fails on ties-at-kth, a family it DID probe (saw three Trues for k=2) "
         "but left out of its comparison (Incomplete Exploration: a fail after probing, on a "
         "family it probed)",
         _trial("oh-near-miss-probed-ties", s,
                rep=report({"top_k_mask": (["ties-at-kth"], TOPK_FAIL[1])}), artifact=art,
                facts={"probed_edge": ["top_k_mask:ties-at-kth"]}))  # fmt: skip

    # --- OpenHands' own context-window error, graded 0
    s = Session("oh").open()
    probe_all(s, batches=3, dt=7.0)
    stubs = NAMES[38:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=7.0).compare(NAMES[:38], dt=2.5)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; x = torch.randn(256, 1024); print(R.whiten(x, torch.ones_like(x), True).tolist())'",
         "[[" + ", ".join(["-0.4471"] * 3000) + ", ...", dt=1.0)  # fmt: skip
    s.probed.add(("whiten", "random"))
    case("oh-overflow-llm-window", "GOOD_FAILURE", "Agent Error",
         "OpenHands stopped on LLMContextWindowExceedError after printing a 262k-value tensor; "
         "graded 0 with 11 stubs (Agent Error: a context overflow is the agent's own error)",
         _trial("oh-overflow-llm-window", s, rep=report(stubs=stubs), artifact=art,
                exception=("LLMContextWindowExceedError",
                           "Conversation history longer than LLM context window limit. Consider "
                           "turning on enable_history_truncation config to avoid this error"),
                facts={"stubs": 11}))  # fmt: skip

    # --- heavy probing through the served oracle, then a pass
    s = Session("oh")
    open_served(s)
    for _ in range(3):
        probe_all(s, batches=4, dt=5.0)
    s.probe([], SEED_EDGES, dt=5.0).probe([], SEED_EDGES, dt=4.0)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=14.0).compare(
        NAMES,
        SEED_EDGES,
        bad=["entropy neg-inf-logits", "normalized_entropy neg-inf-logits"],
        dt=3.0,
    )
    old = "    logp = torch.log_softmax(logits, dim=-1)\n    ent = -(logp.exp() * logp).sum(-1)"
    s.edit("/app/objectives.py", old, "    ent = _token_entropy(logits)", dt=6.0)
    art = art.replace(old, "    ent = _token_entropy(logits)")
    s.compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.finish("All 49 functions match reforacle on three random seeds and every edge input I could "
             "think of.")  # fmt: skip
    case("oh-heavy-probing-served-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served oracle: the log holds 275 calls (every function three times, edges twice, "
         "comparisons); 49/49 (Solved by Probing)",
         _trial("oh-heavy-probing-served-pass", s, rep=report(), artifact=art,
                oracle_calls=served_log(s)))  # fmt: skip

    # --- the agent crashed before its first step
    s = Session("oh")
    crash = (
        "Traceback (most recent call last):\n"
        '  File "<frozen runpy>", line 198, in _run_module_as_main\n'
        '  File "/opt/openhands/.venv/lib/python3.12/site-packages/openhands/core/main.py", line 10, in <module>\n'
        "    from openhands.controller import AgentController\n"
        '  File "/opt/openhands/.venv/lib/python3.12/site-packages/openhands/controller/__init__.py", line 1, in <module>\n'
        "    from openhands.controller.agent_controller import AgentController\n"
        "ImportError: cannot import name 'TypeIs' from 'typing_extensions' "
        "(/opt/openhands/.venv/lib/python3.12/site-packages/typing_extensions.py)\n"
    )
    case("oh-crashed-at-start", "HARNESS_ERROR", "Agent Crashed at Start",
         "OpenHands died on an ImportError before any step (the trajectory holds only the "
         "instruction); never graded (Agent Crashed at Start)",
         _trial("oh-crashed-at-start", s, rep=None, artifact=STUB_FILE, graded=False, end=0.3,
                exception=("NonZeroAgentExitCodeError", "openhands exited with code 1"), log=crash))  # fmt: skip

    # --- the task's default budget (no override), spent
    s = Session("oh").open()
    probe_all(s, batches=4, dt=10.0)
    known = [
        ("cross_entropy", "all-ignored"),
        ("cross_entropy", "logits-3d"),
        ("median_reward", "rows-2d"),
    ]
    bad = [f"{a} {b}" for a, b in known]
    s.probe([], known, dt=6.0)
    art = _swap(_sub(naive=["cross_entropy"]), "median_reward", MEDIAN_1D)
    s.implement(art, dt=16.0).compare(NAMES, known, bad, dt=3.0)
    s.wait(22.0).probe([], known, dt=8.0)
    s.compare(NAMES, known, bad, dt=3.0).timer()
    s.wait(9.0).say("Next: cross_entropy must flatten 3-D logits and return 0 when every label is "
                    "ignored; then the per-row median.")  # fmt: skip
    rep = report({"cross_entropy": CE_FAIL, "median_reward": MEDIAN_FAIL})
    case("oh-timeout-task-default", "GOOD_FAILURE", "Ran Out of Time",
         "no override in config.json (the task's 7200 s); AgentTimeoutError 'after 7200.0 seconds' "
         "while two known failures were still being fixed (Ran Out of Time)",
         _trial("oh-timeout-task-default", s, rep=rep, artifact=art, override_min=None, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, facts={"budget_min": 120}))  # fmt: skip

    # --- finish with 35 stubs
    s = Session("oh").open()
    probe_all(s, NAMES[:14], batches=1, dt=5.0)
    stubs = NAMES[14:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0).compare(NAMES[:14], dt=2.0)
    s.finish("I implemented the core primitives (masked means, the log-softmax family, entropy, "
             "DPO/IPO, GRPO advantages, GAE, the KL penalty, clipped PG and value losses). The "
             "remaining 35 functions are left as stubs; they compose these primitives.")  # fmt: skip
    case("oh-finish-with-stubs", "GOOD_FAILURE", "Premature Stop",
         "finish at ~14 of 120 min with 35 stubs raising NotImplementedError (Premature Stop)",
         _trial("oh-finish-with-stubs", s, rep=report(stubs=stubs), artifact=art,
                facts={"stubs": 35}))  # fmt: skip

    # --- the job stopped from outside, before grading
    s = Session("oh").open()
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=6.0)
    cancel_tb = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 241, in _execute_agent\n'
        "    await asyncio.wait_for(\n"
        '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for\n'
        "    return await fut\nasyncio.exceptions.CancelledError\n"
    )
    case("oh-cancelled-ungraded", "HARNESS_ERROR", "Cancelled",
         "CancelledError at ~26 min (the job was stopped), no verifier, no reward (Cancelled: "
         "stopped from outside before any reward)",
         _trial("oh-cancelled-ungraded", s, rep=None, artifact=None, graded=False, end=s.t + 0.5,
                exception=("CancelledError", ""), traceback=cancel_tb,
                log=log_lines([(s.t + 0.5, "WARNING", "Received SIGINT; cancelling 4 running trials")])))  # fmt: skip

    # --- an honest run the verifier then graded on nothing
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0)
    art = _sub(naive=["entropy", "top_k_mask"])
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions implemented; they match reforacle on my random inputs.")
    case("oh-nothing-tested-after-honest-run", "BAD_SUCCESS", "Nothing Tested",
         "reward 1 with every function graded on 0/0 cases, though the file has the plain-torch "
         "entropy and top_k_mask (Nothing Tested: a pass whose verifier tested nothing)",
         _trial("oh-nothing-tested-after-honest-run", s, rep=report(zero_cases=True), artifact=art))  # fmt: skip

    # --- never compared; only test-stdout.txt kept
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=[("cross_entropy", "all-ignored")])
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=13.0)
    s.sh("cd /app && python3 -c 'import objectives; print(len([n for n in dir(objectives) if not n.startswith(\"_\")]))'",
         "53", 0.5)  # fmt: skip
    s.finish("All 49 functions implemented from the probe results.")
    case("oh-unverified-stdout-only", "GOOD_FAILURE", "Unverified Submission",
         "only test-stdout.txt + reward.txt; probed every function but never ran its own against "
         "the reference (one import check); top_k_mask fails on ties (Unverified Submission)",
         _trial("oh-unverified-stdout-only", s,
                rep=report({"top_k_mask": (["ties-at-kth"], TOPK_FAIL[1])}), artifact=art,
                stdout_only=True))  # fmt: skip

    # --- the environment never started
    s = Session("oh")
    rec = _trial("oh-env-start-timeout", s, rep=None, artifact=None, graded=False, trajectory=False,
                 end=0.0, exception=("EnvironmentStartTimeoutError",
                                     "Environment start timed out after 600.0 seconds"))  # fmt: skip
    case("oh-env-start-timeout", "HARNESS_ERROR", "Environment Error",
         "EnvironmentStartTimeoutError: the container never started; no step, no reward "
         "(Environment Error)",
         _no_run("oh-env-start-timeout", rec, 7.5, "environment"))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- a near-miss; only test-stdout.txt kept
    s = Session("mini").open()
    edges = [("cross_entropy", "logits-3d")] + [e for e in SEED_EDGES if e[0] != "cross_entropy"]
    probe_all(s, batches=3, dt=8.0, edges=edges)
    art = _swap(_sub(), "cross_entropy", CE_3D)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.finish("All 49 functions match reforacle on my inputs, 3-D logits and -inf logits included.")
    ce = (["all-ignored"], "float32[5, 7], int64[5], -100: NaN where the reference has 0.0")
    case("mini-near-miss-stdout-only", "GOOD_FAILURE", "Incomplete Exploration",
         "only test-stdout.txt + reward.txt: 48/49, cross_entropy fails only on all-ignored, never "
         "sent (it did send 3-D logits) (Incomplete Exploration)",
         _trial("mini-near-miss-stdout-only", s, rep=report({"cross_entropy": ce}), artifact=art,
                stdout_only=True, facts={"never_probed_families": ["cross_entropy:all-ignored"]}))  # fmt: skip

    # --- the verifier's sandbox would not restart: grader faults
    s = Session("mini").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match the reference, edge inputs included.")
    fault = {n: (["random"], "the sandbox could not be restarted", "grader-fault", oa.CASES[n])
             for n in NAMES[40:]}  # fmt: skip
    case("mini-grader-fault", "BAD_FAILURE", "Grader Error",
         "40 functions pass; the last 9 fail with kind grader-fault ('the sandbox could not be "
         "restarted'), reward 0 (Grader Error: the verifier itself failed on functions)",
         _trial("mini-grader-fault", s, rep=report(fault), artifact=_sub()))  # fmt: skip

    # --- a rate limit ended the run; the stubs left were graded
    s = Session("mini").open()
    probe_all(s, NAMES[:28], batches=2, dt=6.0)
    stubs = NAMES[28:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:28], dt=2.0)
    start = s.t
    limit = (
        "litellm.RateLimitError: RateLimitError: OpenAIException - Rate limit reached for gpt-5 in "
        "organization org-****: Limit 500000 TPM, Used 498211, Requested 21840. Please try again in 2.4s."
    )
    retries = [(start + 0.3 + 0.8 * i, "WARNING", f"retrying query (attempt {i + 1}/10): {limit}")
               for i in range(10)]  # fmt: skip
    mini_log = log_lines(retries) + (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/models/litellm_model.py", line 64, in query\n'
        f"{limit}\n"
    )
    case("mini-rate-limit-ended-graded", "HARNESS_ERROR", "Provider Error",
         "ten rate-limit retries over ~8 min, then mini-swe-agent exited on RateLimitError at ~31 of "
         "120 min; its 21 stubs graded 0 (Provider Error: a provider's quoted error broke a run that "
         "did not pass)",
         _trial("mini-rate-limit-ended-graded", s, rep=report(stubs=stubs), artifact=art,
                end=start + 8.4, exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
                log=mini_log, facts={"stubs": 21, "api_failed": True}))  # fmt: skip

    # --- a pass with little probing
    s = Session("mini").open()
    s.probe(
        ["entropy", "kl_penalty", "top_k_mask", "median_reward", "cross_entropy", "whiten"], dt=3.0
    )
    s.implement(_sub(), dt=11.0)
    s.sh("cd /app && python3 -c 'import objectives; print(\"ok\")'", "ok", 0.4)
    s.finish("Implemented all 49 functions.")
    case("mini-little-probing-pass", "GOOD_SUCCESS", "Solved by Probing",
         "ran probe.py and one probe of 6 functions, wrote the file, passed 49/49 (Solved by "
         "Probing: a pass after calling the reference)",
         _trial("mini-little-probing-pass", s, rep=report(), artifact=_sub()))  # fmt: skip

    # --- a pass without any call to the reference
    s = Session("mini")
    s.sh("ls -la /app", LS_APP, 0.4)
    s.read("/app/objectives.py", STUB_FILE, 0.4)
    s.implement(_sub(), dt=14.0)
    s.sh("cd /app && python3 -c 'import objectives; print(\"ok\")'", "ok", 0.4)
    s.finish("Implemented all 49 functions with their standard definitions.")
    case("mini-no-probe-pass", "GOOD_SUCCESS", "Solved Without Probing",
         "never ran probe.py nor imported reforacle; wrote the file, passed 49/49 (Solved Without "
         "Probing: a pass without any call to the reference)",
         _trial("mini-no-probe-pass", s, rep=report(), artifact=_sub(), facts={"probed": []}))  # fmt: skip

    # --- the container killed for memory; never graded
    s = Session("mini").open()
    probe_all(s, batches=3, dt=6.0)
    s.implement(_sub(stubs=COMPOSITES), dt=8.0)
    s.sh("cd /app && python3 - <<'PY'\n" + PRE + "L = torch.randn(32, 4096, 50257)\n"
         "print(R.logsumexp(L, -1).shape)\nPY", "", dt=1.0)  # fmt: skip
    s.probed.add(("logsumexp", "random"))
    oom = (
        "Docker compose command failed for environment main. Command: docker compose -p "
        "oa2-mini-oom exec -T main bash -lc 'mini -m openai/gpt-5 -t ...'. Return code: 137. "
        "Stdout: . Stderr: ."
    )
    case("mini-oom-container-ungraded", "HARNESS_ERROR", "Environment Error",
         "the container was OOMKilled (exit 137) at its 4 GiB limit; the verifier never ran (Environment "
         "Error: the machine's limits ended a run that did not pass)",
         _trial("mini-oom-container-ungraded", s, rep=None, artifact=None, graded=False, end=s.t + 0.2,
                exception=("RuntimeError", oom),
                log=log_lines([(s.t + 0.2, "ERROR", "container oa2-mini-oom-main-1 exited: OOMKilled=true, "
                                "ExitCode=137 (memory limit 4096 MiB)")]),
                facts={"oom": True}))  # fmt: skip

    # --- the context overflowed late in the run
    s = Session("mini").open()
    probe_all(s, batches=4, dt=12.0)
    art = _sub(naive=list(SEED_FAILS))
    bad = [f"{a} {b}" for a, b in SEED_EDGES]
    s.implement(art, dt=15.0).compare(NAMES, SEED_EDGES, bad, dt=3.0)
    s.probe([], SEED_EDGES, dt=10.0).compare(NAMES, SEED_EDGES, bad, dt=10.0)
    s.sh("cat /tmp/probes/*.json", "\n".join('{"args": [[0.1, 0.2, 0.3]], "out": [0.4]}' for _ in range(1500)), dt=12.0)  # fmt: skip
    case("mini-overflow-late-graded", "GOOD_FAILURE", "Agent Error",
         "at ~100 of 120 min a cat of its probe dumps overflowed the window (ContextWindowExceededError "
         "in exception.txt); graded 0 with the five edge failures (Agent Error)",
         _trial("mini-overflow-late-graded", s, rep=report(SEED_FAILS), artifact=art,
                exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
                log="Traceback (most recent call last):\n  File \"/usr/local/lib/python3.11/site-packages/minisweagent/agents/default.py\", line 83, in query\n"
                    "litellm.exceptions.ContextWindowExceededError: litellm.ContextWindowExceededError: "
                    "OpenAIException - Your input exceeds the context window of this model. Please adjust your input and try again.\n"))  # fmt: skip

    # --- a 30-minute budget from config.json, spent
    s = Session("mini", budget=30).open()
    probe_all(s, NAMES[:24], batches=2, dt=5.0)
    stubs = NAMES[24:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:24], dt=1.5).timer()
    s.probe(NAMES[24:32], dt=4.0)
    s.wait(4.0).say("Writing the next eight functions from these probes.")
    case("mini-timeout-override-30", "GOOD_FAILURE", "Ran Out of Time",
         "config.json overrides the budget to 1800 s; AgentTimeoutError at 30 min with 25 stubs "
         "(Ran Out of Time)",
         _trial("mini-timeout-override-30", s, rep=report(stubs=stubs), artifact=art, override_min=30.0,
                end=30.0, exception=timeout(30), traceback=TIMEOUT_TB, facts={"stubs": 25}))  # fmt: skip

    # --- the printed table graded nothing (0/0 cases everywhere); only test-stdout.txt kept
    s = Session("mini").open()
    probe_all(s, NAMES[:39], batches=3, dt=5.0)
    stubs = NAMES[39:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:39], dt=2.0)
    s.finish("39 functions implemented and checked; 10 left as stubs.")
    case("mini-zero-cases-stdout-only", "BAD_SUCCESS", "Nothing Tested",
         "only test-stdout.txt: every function 'PASS 0/0 cases', REWARD = 1, with 10 stubs in the "
         "file (Nothing Tested)",
         _trial("mini-zero-cases-stdout-only", s, rep=report(zero_cases=True), artifact=art,
                stdout_only=True, facts={"stubs": 10}))  # fmt: skip

    # --- a forbidden import (numpy) rejected the file
    s = Session("mini").open()
    probe_all(s, batches=3, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "median_reward", NUMPY_MEDIAN).replace(
        "import math\n", "import math\n\nimport numpy as np\n", 1
    )
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match the reference, edge cases included.")
    line = art.splitlines().index("import numpy as np") + 1
    rep = report(outright=f"objectives.py line {line}: imports 'numpy'; only torch and the standard "
                          "library are allowed", rejection="forbidden-import")  # fmt: skip
    case("mini-forbidden-numpy-import", "GOOD_FAILURE", "Broken Submission",
         "median_reward used numpy; the verifier rejected the import outright (Broken Submission: a "
         "file that does not import in the grader)",
         _trial("mini-forbidden-numpy-import", s, rep=rep, artifact=art))  # fmt: skip

    # --- the verifier could not find its task
    s = Session("mini").open()
    probe_all(s, batches=3, dt=8.0)
    s.implement(_sub(naive=["top_k_mask"]), dt=12.0).compare(NAMES, dt=3.0)
    s.finish("Done.")
    crash = (
        "syncvals: error: unknown task 'reverse-engineer-objectives' (no task of that name under "
        "/usr/local/share/syncvals/tasks)\nverifier error: no reward written (exit 2)\n"
    )
    case("mini-verifier-task-missing", "HARNESS_ERROR", "Verifier Crash",
         "test.sh's syncvals could not find the task; no reward file (Verifier Crash)",
         _trial("mini-verifier-task-missing", s, rep=None, artifact=_sub(naive=["top_k_mask"]),
                graded=False, stdout=crash, exception=VERIFIER_NO_REWARD))  # fmt: skip

    # --- served oracle: the call log shows the failing family never sent
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=3, dt=7.0)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions agree with reforacle on my comparison inputs.")
    case("mini-served-log-never-probed", "GOOD_FAILURE", "Incomplete Exploration",
         "served oracle: the log's entropy and normalized_entropy calls are all 'random'; both fail "
         "only on neg-inf-logits (Incomplete Exploration)",
         _trial("mini-served-log-never-probed", s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
                artifact=art, oracle_calls=served_log(s),
                facts={"never_probed_families": ["entropy:neg-inf-logits", "normalized_entropy:neg-inf-logits"]}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    py = "Python 3.11.7 (main, Nov 20 2026, 10:12:01) [GCC 12.2.0] on linux\n>>>"

    # --- a near-miss: k > V never sent
    s = Session("tm").open()
    edges = [e for e in SEED_EDGES if e != ("top_k_mask", "k-ge-vocab")]
    probe_all(s, batches=4, dt=9.0, edges=edges)
    art = _swap(_sub(), "top_k_mask", TOPK_KV)
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=3.0).timer()
    s.say(
        "Every function matches the reference on my inputs, ties included. Marking the task complete."
    )
    rep = report(
        {
            "top_k_mask": (
                ["k-ge-vocab"],
                "float32[2, 5], 7: raised RuntimeError: selected index k out of range",
                "raised",
            )
        }
    )
    case("tm-near-miss-k-ge-vocab", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: top_k_mask fails only on k-ge-vocab, never sent (ties were) (Incomplete Exploration)",
         _trial("tm-near-miss-k-ge-vocab", s, rep=rep, artifact=art,
                facts={"never_probed_families": ["top_k_mask:k-ge-vocab"]}))  # fmt: skip

    # --- the context overflowed and the verifier never ran
    s = Session("tm").open()
    probe_all(s, batches=3, dt=7.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=6.0)
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.top_p_mask(torch.softmax(torch.randn(400, 800), -1), 0.9).tolist())'",
         "[[0.0, 1.0, " + "0.0, " * 4000 + "...", dt=1.0)  # fmt: skip
    s.probed.add(("top_p_mask", "random"))
    case("tm-overflow-ungraded", "HARNESS_ERROR", "Missing Reward",
         "ContextLengthExceededError and no verifier run, no reward (the table's ungraded overflow "
         "row: Missing Reward)",
         _trial("tm-overflow-ungraded", s, rep=None, artifact=None, graded=False,
                exception=("ContextLengthExceededError",
                           "Context length exceeded: the conversation (208,114 tokens) no longer fits "
                           "the model's 200,000-token window, even after summarization")))  # fmt: skip

    # --- a 180-minute budget from config.json, spent
    s = Session("tm", budget=180).open()
    known = [("cross_entropy", "logits-3d"), ("median_reward", "rows-2d")]
    probe_all(s, batches=4, dt=15.0, edges=known)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    art = _swap(art, "cross_entropy", oa.NAIVE["cross_entropy"])
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=20.0).compare(NAMES, known, bad, dt=4.0).timer()
    s.wait(30.0).probe([], known, dt=10.0)
    s.compare(NAMES, known, bad, dt=5.0)
    s.wait(24.0).timer()
    s.wait(6.0).say("Rewriting cross_entropy to flatten the batch dimension; median per row after.")
    rep = report({"cross_entropy": (["logits-3d"], CE_FAIL[1]), "median_reward": MEDIAN_FAIL})
    case("tm-timeout-override-180", "GOOD_FAILURE", "Ran Out of Time",
         "config.json overrides the budget to 10800 s; AgentTimeoutError at 180 min with two known "
         "failures being worked on (Ran Out of Time)",
         _trial("tm-timeout-override-180", s, rep=rep, artifact=art, override_min=180.0, end=180.0,
                exception=timeout(180), traceback=TIMEOUT_TB))  # fmt: skip

    # --- the verifier ran past Harbor's 600 s after 31 functions
    s = Session("tm").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle; submitting.")
    partial = "\n".join(report().function_lines()[:31]) + "\n"
    end = s.t + 0.2
    rec = _trial("tm-verifier-timeout", s, rep=None, artifact=_sub(), graded=False, stdout=partial,
                 exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
                 exc_at=end + 10.2)  # fmt: skip
    case("tm-verifier-timeout", "HARNESS_ERROR", "Verifier Timeout",
         "VerifierTimeoutError after 600 s, 31 PASS lines printed and no verdict; no reward "
         "(Verifier Timeout)",
         _verifier_ran(rec, end, 10.0))  # fmt: skip

    # --- a 2-minute overload blip, then its own timeout
    s = Session("tm").open()
    probe_all(s, batches=4, dt=9.0)
    out_start = s.t
    s.wait(2.0)
    out_end = s.t
    known = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits")]
    art = _sub(naive=["entropy"])
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=14.0).compare(NAMES, known, bad, dt=3.0)
    s.wait(25.0).probe([], known, dt=10.0)
    s.compare(NAMES, known, bad, dt=5.0).timer()
    s.wait(16.0).say(
        "The -inf positions still produce NaN; masking p == 0 before the product next."
    )
    blip = [(out_start + 0.2 + 0.4 * i, "WARNING",
             f"LLM call failed (attempt {i + 1}/10), retrying: litellm.InternalServerError: "
             'AnthropicException - {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}')
            for i in range(5)]  # fmt: skip
    case("tm-overload-blip-then-timeout", "GOOD_FAILURE", "Ran Out of Time",
         "a 2-minute 'Overloaded' blip at ~38 min it recovered from; AgentTimeoutError at 120 min "
         "while still fixing entropy's -inf case (Ran Out of Time: the blip did not break the run)",
         _trial("tm-overload-blip-then-timeout", s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
                artifact=art, end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
                log=log_lines(blip), facts={"outage_min": round(out_end - out_start, 1)}))  # fmt: skip

    # --- the reference refuses the stub's signature; the agent changed the signature to suit it
    s = Session("tm").open()
    s.keys("python3\n", py, 0.3)
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("a = torch.randn(4, 16); b = a - 0.1\n", ">>>", 0.3)
    s.keys("R.kl_penalty(a, b, 'k3')\n",
           oa.tb("<stdin>", "kl_penalty() takes exactly 2 positional arguments (3 given)").replace("line 4", "line 1") + "\n>>>", 0.5)  # fmt: skip
    s.keys("R.kl_penalty(a, b, estimator='k3')\n",
           oa.tb("<stdin>", "kl_penalty() got an unexpected keyword argument 'estimator'").replace("line 4", "line 1") + "\n>>>", 0.5)  # fmt: skip
    s.keys("R.kl_penalty(a, b).sub((b - a).exp() - 1 - (b - a)).abs().max()\n", "tensor(0.)", 0.5)
    s.keys("exit()\n", "$", 0.2)
    s.probed.add(("kl_penalty", "random"))
    probe_all(s, [n for n in NAMES if n != "kl_penalty"], batches=3, dt=7.0)
    art = _sub().replace("def kl_penalty(logp, ref_logp, estimator):",
                         "def kl_penalty(logp, ref_logp, estimator=\"k3\"):")  # fmt: skip
    s.implement(art, dt=12.0).compare([n for n in NAMES if n != "kl_penalty"], dt=3.0)
    s.say("All functions match. reforacle.kl_penalty takes only (logp, ref_logp) and computes k3, so "
          "I gave estimator a default of 'k3' to agree with it.")  # fmt: skip
    sig = "signature (logp, ref_logp, estimator='k3') differs from the stub's (logp, ref_logp, estimator)"
    case("tm-signature-changed-to-reference", "BAD_FAILURE", "Instruction Mismatch",
         "reforacle.kl_penalty refused the stub's third argument both ways; the agent gave it a "
         "default to match, and the verifier failed kl_penalty for its signature (Instruction "
         "Mismatch: the reference refused a call with the stub's signature)",
         _trial("tm-signature-changed-to-reference", s,
                rep=report({"kl_penalty": (["random"], sig, "signature", 7)}), artifact=art))  # fmt: skip

    # --- heavy interactive probing, then a pass
    s = Session("tm").open()
    s.keys("python3\n", py, 0.3)
    s.keys("import torch, reforacle as R\n", ">>>", 0.3)
    s.keys("x = torch.randn(3, 5, 7); m = torch.ones(3, 5)\n", ">>>", 0.3)
    for fn, call, out in [
        ("entropy", "R.entropy(x, m)", "tensor(1.7702)"),
        ("top_k_mask", "R.top_k_mask(torch.tensor([[1., 2., 2., .5, 2.]]), 2)", "tensor([[False,  True,  True, False,  True]])"),
        ("median_reward", "R.median_reward(torch.randn(3, 4))", "tensor([ 0.1549, -0.3107,  0.4476])"),
        ("cross_entropy", "R.cross_entropy(x, torch.full((3, 5), -100), -100)", "tensor(0.)"),
        ("whiten", "R.whiten(m, m, True)", "tensor([[0., 0., 0., 0., 0.],\n        [0., 0., 0., 0., 0.],\n        [0., 0., 0., 0., 0.]])"),
    ]:  # fmt: skip
        s.keys(call + "\n", out + "\n>>>", 0.8)
        s.probed.add((fn, "random"))
    s.keys("exit()\n", "$", 0.2)
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    probe_all(s, batches=4, dt=6.0)
    s.implement(_sub(), dt=15.0).compare(NAMES, SEED_EDGES, dt=4.0).timer()
    s.say("All 49 functions agree with reforacle, including every edge input I found.")
    case("tm-heavy-interactive-pass", "GOOD_SUCCESS", "Solved by Probing",
         "interactive probing of the edge cases, then every function twice and a comparison with "
         "edges; 49/49 (Solved by Probing)",
         _trial("tm-heavy-interactive-pass", s, rep=report(), artifact=_sub()))  # fmt: skip

    # --- never compared
    s = Session("tm").open()
    probe_all(s, batches=4, dt=7.0)
    art = _sub(naive=["entropy"])
    s.implement(art, dt=12.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("All 49 functions are implemented from the probe results; marking the task complete.")
    case("tm-unverified", "GOOD_FAILURE", "Unverified Submission",
         "probed every function but never ran its own against the reference (one import); "
         "entropy/normalized_entropy fail (Unverified Submission)",
         _trial("tm-unverified", s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
                artifact=art))  # fmt: skip

    # --- timed out and never graded
    s = Session("tm").open()
    probe_all(s, batches=4, dt=12.0)
    stubs = COMPOSITES
    s.implement(_sub(stubs=stubs), dt=18.0).compare([n for n in NAMES if n not in stubs], dt=4.0)
    s.wait(30.0).probe(["grpo_objective", "ppo_objective"], dt=8.0)
    s.wait(9.0).say("grpo_objective first: the KL term is averaged over completion tokens.")
    case("tm-timeout-ungraded", "HARNESS_ERROR", "Missing Reward",
         "AgentTimeoutError at 120 min and no verifier run, no reward (Missing Reward: the agent ran "
         "out of time and the trial was never graded)",
         _trial("tm-timeout-ungraded", s, rep=None, artifact=None, graded=False, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB))  # fmt: skip

    # --- graded 0 with no trajectory
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0)
    s.implement(_sub(naive=list(SEED_FAILS)), dt=13.0).compare(NAMES, dt=3.0)
    s.say("All 49 functions match reforacle on my comparison.")
    case("tm-no-trajectory-fail", "GOOD_FAILURE", "No Trajectory",
         "graded 44/49 (wrong outputs on five edge families) but no trajectory was recorded: why "
         "it failed cannot be judged (GOOD_FAILURE / No Trajectory)",
         _trial("tm-no-trajectory-fail", s, rep=report(SEED_FAILS), artifact=_sub(naive=list(SEED_FAILS)),
                trajectory=False, facts={"steps": 0}))  # fmt: skip

    # --- marked complete with stubs left
    s = Session("tm").open()
    probe_all(s, NAMES[:45], batches=3, dt=9.0)
    stubs = NAMES[45:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=12.0).compare(NAMES[:45], dt=3.0).timer()
    s.say(
        "45 functions match; the last four index utilities are still stubs. Marking the task complete."
    )
    case("tm-stubs-marked-complete", "GOOD_FAILURE", "Premature Stop",
         "marked complete at ~45 of 120 min (timer 1:15) with 4 stubs (Premature Stop)",
         _trial("tm-stubs-marked-complete", s, rep=report(stubs=stubs), artifact=art,
                facts={"stubs": 4}))  # fmt: skip

    # --- a function too slow for the verifier's per-function deadline
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "bucketize_reward", BUCKET_LOOP)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match the reference; submitting.")
    case("tm-slow-function-timeout", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: its pure-Python bucketize_reward timed out (kind timeout, 'timed out after 20 s') on "
         "the random family it had probed and compared on small inputs (the table's row 27: a fail "
         "after probing, on families it did probe)",
         _trial("tm-slow-function-timeout", s,
                rep=report({"bucketize_reward": (["random"], "timed out after 20 s", "timeout", 3)}),
                artifact=art))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- a near-miss: normalized_entropy's -inf family never sent (entropy's was)
    s = Session("cx").open()
    edges = [e for e in SEED_EDGES if e[0] != "normalized_entropy"]
    probe_all(s, batches=4, dt=8.0, edges=edges)
    art = _swap(_sub(), "normalized_entropy", NORM_OWN)
    s.implement(art, dt=13.0).compare(NAMES, edges, dt=3.0)
    s.say("All 49 functions agree with reforacle on my comparison inputs, -inf logits included.")
    case("cx-near-miss-normalized-entropy", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: normalized_entropy fails only on neg-inf-logits, which it sent to entropy but never "
         "to normalized_entropy (Incomplete Exploration)",
         _trial("cx-near-miss-normalized-entropy", s, rep=report({"normalized_entropy": NORM_NAN}),
                artifact=art, facts={"never_probed_families": ["normalized_entropy:neg-inf-logits"]}))  # fmt: skip

    # --- stops to ask the user
    s = Session("cx").open()
    probe_all(s, NAMES[:12], batches=1, dt=3.0)
    stubs = NAMES[12:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=3.0).compare(NAMES[:12], dt=1.0)
    s.say("I've implemented and checked the first 12 functions against reforacle (all match). "
          "Do you want me to keep going with the remaining 37, or review these first?")  # fmt: skip
    case("cx-asks-user", "GOOD_FAILURE", "Premature Stop",
         "ended at ~10 of 120 min asking whether to continue, with 37 stubs (Premature Stop)",
         _trial("cx-asks-user", s, rep=report(stubs=stubs), artifact=art, facts={"stubs": 37}))  # fmt: skip

    # --- a last apply_patch left a syntax error
    s = Session("cx").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "def clip_fraction(logp, old_logp, clip):"
    new = "def clip_fraction(logp, old_logp, clip)"
    s.edit("/app/objectives.py", old, new, dt=1.0)
    art = good.replace(old, new)
    s.say("Tidied clip_fraction; all 49 functions still match the reference.")
    rep = report(outright=_syntax_error(art), rejection="syntax")
    case("cx-syntax-error-patch", "GOOD_FAILURE", "Broken Submission",
         "a final apply_patch dropped a def's colon, never re-run: the file does not parse "
         "(Broken Submission)",
         _trial("cx-syntax-error-patch", s, rep=rep, artifact=art))  # fmt: skip

    # --- a 20-minute budget from config.json, spent
    s = Session("cx", budget=20).open()
    probe_all(s, NAMES[:19], batches=2, dt=4.0)
    stubs = NAMES[19:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0).compare(NAMES[:19], dt=1.5).timer()
    s.probe(NAMES[19:25], dt=3.0)
    s.wait(0.5).say("Implementing rloo_advantages through importance_ratio next.")
    case("cx-timeout-override-20", "GOOD_FAILURE", "Ran Out of Time",
         "config.json overrides the budget to 1200 s; AgentTimeoutError at 20 min with 30 stubs "
         "(Ran Out of Time)",
         _trial("cx-timeout-override-20", s, rep=report(stubs=stubs), artifact=art, override_min=20.0,
                end=20.0, exception=timeout(20), traceback=TIMEOUT_TB, facts={"stubs": 30}))  # fmt: skip

    # --- the context overflowed late
    s = Session("cx").open()
    probe_all(s, batches=4, dt=11.0)
    art = _sub(naive=["entropy", "top_k_mask"])
    s.implement(art, dt=16.0).compare(NAMES, dt=3.0)
    s.wait(20.0).sh("cd /app && python3 - <<'PY'\n" + PRE + "print(R.top_k_mask(torch.randn(256, 4096), 50).int().tolist())\nPY",
                    "[[0, 0, 1, " + "0, " * 5000 + "...", dt=1.0)  # fmt: skip
    s.probed.add(("top_k_mask", "random"))
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "top_k_mask": TOPK_FAIL})
    case("cx-overflow-late-graded", "GOOD_FAILURE", "Agent Error",
         "codex stopped on context_length_exceeded at ~86 of 120 min after printing a 1M-value "
         "mask; graded 0 (Agent Error: context overflow)",
         _trial("cx-overflow-late-graded", s, rep=rep, artifact=art,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
                log="ERROR: context_length_exceeded: Your input exceeds the context window of this "
                    "model. Please adjust your input and try again.\n"))  # fmt: skip

    # --- 429s ended the run; the stubs left were graded
    s = Session("cx").open()
    probe_all(s, NAMES[:26], batches=2, dt=6.0)
    stubs = NAMES[26:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:26], dt=2.0)
    start = s.t
    lines = [(start + 0.5 * i, "WARNING", f"stream error: unexpected status 429 Too Many Requests: "
              f"Rate limit reached for gpt-5-codex; retrying {i + 1}/5 in {2 ** i}s…") for i in range(5)]  # fmt: skip
    cx_log = log_lines(lines) + "ERROR: exceeded retry limit, last status: 429 Too Many Requests\n"
    case("cx-429-exit-graded", "HARNESS_ERROR", "Provider Error",
         "codex exited on 'exceeded retry limit, last status: 429 Too Many Requests' at ~25 of 120 "
         "min; 23 stubs graded 0 (Provider Error: a provider's quoted error broke a run that did "
         "not pass)",
         _trial("cx-429-exit-graded", s, rep=report(stubs=stubs), artifact=art, end=start + 2.6,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"), log=cx_log,
                facts={"stubs": 23, "api_failed": True}))  # fmt: skip

    # --- installing the agent timed out
    s = Session("cx")
    rec = _trial("cx-agent-setup-timeout", s, rep=None, artifact=None, graded=False, trajectory=False,
                 end=0.0, exception=("AgentSetupTimeoutError", "Agent setup timed out after 360.0 seconds"),
                 log="npm ERR! code EAI_AGAIN\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno EAI_AGAIN\n"
                     "npm ERR! request to https://registry.npmjs.org/@openai%2fcodex failed, reason: "
                     "getaddrinfo EAI_AGAIN registry.npmjs.org\n")  # fmt: skip
    case("cx-agent-setup-timeout", "HARNESS_ERROR", "Environment Error",
         "AgentSetupTimeoutError: installing codex (npm) never finished; no step, no reward "
         "(Environment Error: no reward, the trial's environment failed)",
         _no_run("cx-agent-setup-timeout", rec, 6.0, "agent_setup"))  # fmt: skip

    # --- the verifier could not load the reference
    s = Session("cx").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle.")
    crash = (
        "verifier error: the reference could not be loaded in the grader: ImportError: "
        "/opt/syncvals/sealed/reforacle.cpython-311-x86_64-linux-gnu.so: undefined symbol: "
        "_ZN3c1019UndefinedTensorImpl10_singletonE\nverifier error: no reward written (exit 3)\n"
    )
    case("cx-verifier-crash-reference", "HARNESS_ERROR", "Verifier Crash",
         "the grader could not load its own reference build (undefined symbol); no reward (Verifier "
         "Crash)",
         _trial("cx-verifier-crash-reference", s, rep=None, artifact=_sub(), graded=False, stdout=crash,
                exception=VERIFIER_NO_REWARD))  # fmt: skip

    # --- served oracle, little probing, a pass
    s = Session("cx")
    open_served(s)
    s.probe(["entropy", "top_k_mask", "median_reward", "cross_entropy"],
            [("top_k_mask", "ties-at-kth"), ("median_reward", "rows-2d")], dt=3.0)  # fmt: skip
    s.implement(_sub(), dt=12.0)
    s.sh("cd /app && python3 -c 'import objectives'", "", 0.4)
    s.say("Implemented all 49 functions.")
    case("cx-little-probing-served-pass", "GOOD_SUCCESS", "Solved by Probing",
         "served oracle: the log holds probe.py's 2 calls and one probe of 4 functions and 2 edges; "
         "49/49 (Solved by Probing)",
         _trial("cx-little-probing-served-pass", s, rep=report(), artifact=_sub(),
                oracle_calls=served_log(s)))  # fmt: skip

    # --- a reward with no verifier report behind it
    s = Session("cx").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match the reference.")
    case("cx-unconfirmed-reward", "HARNESS_ERROR", "Unconfirmed Reward",
         "reward 1 in result.json but neither report.json nor test-stdout.txt; an honest run whose "
         "file could have earned it (Unconfirmed Reward: re-grade before reading it)",
         _trial("cx-unconfirmed-reward", s, rep=None, artifact=_sub(), reward=1.0, stdout=None))  # fmt: skip

    # --- the job stopped from outside, yet a reward was recorded
    s = Session("cx").open()
    probe_all(s, NAMES[:25], batches=2, dt=6.0)
    stubs = NAMES[25:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=5.0)
    cancel = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 241, in _execute_agent\n'
        "    await asyncio.wait_for(\nasyncio.exceptions.CancelledError\n"
    )
    case("cx-cancelled-graded", "HARNESS_ERROR", "Cancelled",
         "CancelledError at ~19 min (job stopped); a reward of 0 was still recorded for the 24 stubs "
         "(Cancelled: stopped from outside, its reward from a cut-short run)",
         _trial("cx-cancelled-graded", s, rep=report(stubs=stubs), artifact=art, end=s.t + 0.4,
                exception=("CancelledError", ""), traceback=cancel,
                log=log_lines([(s.t + 0.4, "WARNING", "Received SIGTERM; cancelling running trials")]),
                facts={"stubs": 24}))  # fmt: skip

    # --- the agent crashed before its first step
    s = Session("cx")
    panic = (
        "thread 'main' panicked at codex-rs/core/src/config.rs:412:38:\n"
        "called `Result::unwrap()` on an `Err` value: Os { code: 13, kind: PermissionDenied, "
        'message: "Permission denied" }\n'
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
    )
    case("cx-crashed-at-start", "HARNESS_ERROR", "Agent Crashed at Start",
         "codex panicked before any step (trajectory holds only the instruction); never graded "
         "(Agent Crashed at Start)",
         _trial("cx-crashed-at-start", s, rep=None, artifact=STUB_FILE, graded=False, end=0.2,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 101"), log=panic))  # fmt: skip


def ordinary_audit_two() -> list[Labelled]:
    """Every case of the second audit, labelled from the taxonomy."""
    _CASES.clear()
    FACTS.clear()
    NOTES.clear()
    claude_code()
    openhands()
    mini()
    terminus()
    codex()
    return list(_CASES)
