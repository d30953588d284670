"""A third held-out audit set of ORDINARY trials of ``reverse-engineer-objectives`` (no
cheating), 8 in each of the five agent shapes (Claude Code ``cc``, OpenHands ``oh``,
mini-swe-agent ``mini``, terminus-2 ``tm``, Codex ``cx``), in shapes the first two sets
(``tests/support/ordinary_audit.py`` and ``ordinary_audit_two.py``, whose builders this reuses)
did not cover: one family of one function failing after everything else was fixed (PPO clipping,
GAE bootstrapping, top-p at the boundary, a composite never called), functions that raise or
crash the worker on their own, runs ended by the agent's own "done" while unaware, or near the
end while aware, loops on one failing command and waits on a hung one, agents whose every tool
call was refused by their own harness or sandbox, a read-only workspace, overflows at the start,
after a pass and before grading, Harbor environments that never came up (an image not found, a
network pool exhausted, a full disk while building), the verifier killed for memory, provider
rate limits the agent outlived and ones that took a third of its budget, partial records (a
trajectory with no agent step, a result.json without timings or config, no verifier folder
behind a reward of 0), served-oracle call logs with few and many calls, an agent that never
wrote objectives.py and one that wrote it in the wrong folder, a last edit that breaks the file,
a renamed parameter, a crash at start that was still graded, and an agent that asked the user
whether to match the reference.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules
and the task plugin were not read).  ``FACTS`` keeps, per case, what the record shows; ``NOTES``
says in one line why each label is right.

Measured once, unchanged: 31 of 40 right; wrong: cc-tools-not-permitted (got GOOD_FAILURE /
Premature Stop, wanted HARNESS_ERROR / Environment Error), cc-stop-late-naming-failures (got
Ran Out of Time, wanted Incomplete Exploration), oh-readonly-workspace (got GOOD_FAILURE /
Tampering Attempt, wanted BAD_FAILURE / Environment Issue), oh-rate-limit-ended-run (got
HARNESS_ERROR / Model API Error, wanted Provider Error), oh-reward-zero-no-verifier-folder (got
GOOD_FAILURE / Premature Stop, wanted HARNESS_ERROR / Unconfirmed Reward),
mini-provider-stall-third (got GOOD_FAILURE / Ran Out of Time, wanted HARNESS_ERROR / Provider
Error), cx-sandbox-refused-every-call (got GOOD_FAILURE / Premature Stop, wanted HARNESS_ERROR /
Environment Error), cx-trajectory-no-agent-steps (got Unverified Submission, wanted No
Trajectory), cx-asks-user-known-mismatch (got Incomplete Exploration, wanted Premature Stop);
texts the record contradicts: cc-tools-not-permitted and cx-sandbox-refused-every-call "the
records show no harness fault" (every Bash call and edit refused for want of permission; every
shell call and the patch refused by the sandbox's Landlock error, also in trial.log);
cc-stop-late-naming-failures "The recorded time budget of 120 min ran out while the agent was
still working" (no timeout: it stopped itself at ~108 min after the timer read 0:12, "Stopping
here with a little time left"); oh-readonly-workspace "The agent acted on its own confinement
(step 9: 'id; touch /app/.w; mount | grep ' /app '')" and "the agent tried to reach past its
sandbox" (step 9 only prints its id, lists mounts and tests a write to /app; the one remount
tried was of /app, the workspace the task says to write, after the write was refused as
read-only), with "N/A - task is fine" for a read-only workspace; oh-reward-zero-no-verifier-folder
"the records show no harness fault" (reward 0 with no verifier folder at all) and no evidence
quoted; mini-provider-stall-third "the records show no harness fault" (40 minutes of 'server is
overloaded' retries, no step); cx-trajectory-no-agent-steps "The agent never compared its own
implementation with the reference" (the trajectory holds no agent step although the agent phase
ran ~51 min on 279,000 input tokens: what it did is not recorded, so nothing shows it never
compared).

Then (round 28's stop): tool calls the harness refused before they ran are the environment's
failure, a read-only workspace is a broken one (and listing the mounts acts on nothing), a
provider's stall of a quarter of the budget decides a graded run too, a trajectory holding no
step of an agent that spent tokens lost its steps, a stop with a tenth of the budget left is no
timeout (and the words of one say whether Harbor or the timer recorded it), "matches … except
F" names F as still differing.  Two labels were changed after the measure, where the taxonomy's
words were wrong, not the reader: its text said a provider's error "in the exception" is Provider
Error, while the table names a model API's own exception class (``RateLimitError``) Model API
Error (``oh-rate-limit-ended-run``); and it said a reward with no report is never GOOD, while a
0 with no report is a fail all the same (``oh-reward-zero-no-verifier-folder``: Premature Stop,
with the missing report said).  The docs now say both.  This reader labels all 40 as written.
"""

from __future__ import annotations

from syncvals_plugin.records.atif import WRITE_VERSION, AgentInfo, Step, Trajectory
from syncvals_plugin.records.trial import AgentResult, PhaseTiming, TrialRecord
from tests.support import ordinary_audit as oa
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    CE_FAIL,
    ENTROPY_NAN,
    INSTRUCTION,
    LS_APP,
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
    probe_code,
    probe_out,
    report,
    timeout,
)
from tests.support.ordinary_audit_two import (
    MEDIAN_1D,
    TOPK_IDX,
    VERIFIER_NO_REWARD,
    _swap,
    _syntax_error,
    _verifier_ran,
    open_served,
    served_log,
)

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []


def _trial(name: str, sess: Session | None, **kw) -> TrialRecord:
    """The first set's record builder, under this set's names; its facts kept here."""
    rec = oa.trial("oa3-" + name, sess, **kw)
    FACTS[name] = oa.FACTS.pop("oa3-" + name)
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    _CASES.append(Labelled(name, record, verdict, subtype))
    NOTES[name] = why


def _no_run(name: str, rec: TrialRecord, failed_at: float) -> TrialRecord:
    """A record whose environment never came up (failed at ``failed_at`` minutes of setup): no
    agent setup, no execution, no verifier."""
    r = rec.result
    r.agent_result = None
    r.agent_execution = None
    r.agent_setup = None
    r.verifier = None
    r.environment_setup = PhaseTiming(started_at=_ts(-2.5), finished_at=_ts(failed_at))
    r.finished_at = _ts(failed_at + 0.2)
    if r.exception_info is not None:
        r.exception_info.occurred_at = _ts(failed_at)
    FACTS[name].update(agent_min=0.0, steps=0)
    FACTS[name].pop("left_min", None)
    return rec


def _no_tokens(rec: TrialRecord) -> TrialRecord:
    """An agent that made no model call: Harbor's counters at zero."""
    rec.result.agent_result = AgentResult(
        n_input_tokens=0, n_cache_tokens=0, n_output_tokens=0, cost_usd=0.0
    )
    return rec


def script_probe(s: Session, path: str, fns, edges=(), dt: float = 3.0) -> Session:
    """A probe script written with the agent's editor, then run: the Python that calls the
    reference lives in a file the session wrote."""
    s.write(path, probe_code(fns, edges), 0.6)
    s.probed |= {(fn, "random") for fn in fns} | set(edges)
    s.sh(f"cd /app && python3 {path}", probe_out(fns, edges), dt)
    s.events += [(s.t, fn, "random") for fn in fns] + [(s.t, *e) for e in edges]
    return s


def _block(text: str, name: str) -> str:
    """The top-level ``def name`` of ``text``, with the blank lines after it."""
    start = text.index(f"def {name}(")
    stop = text.find("\ndef ", start + 1)
    return text[start : stop + 1] if stop >= 0 else text[start:]


def harbor_compose_error(project: str, command: str, stderr: str) -> str:
    return (
        f"Docker compose command failed for environment main. Command: docker compose -p {project} "
        f"-f /harbor/environments/docker/docker-compose-build.yaml {command}. Return code: 1. "
        f"Stderr: {stderr}"
    )


def compose_tb(message: str) -> str:
    return (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 198, in _setup_environment\n'
        "    await self._environment.start(force_build=self.config.environment.force_build)\n"
        '  File "/harbor/src/harbor/environments/docker/docker.py", line 214, in start\n'
        "    await self._run_docker_compose_command(command)\n"
        '  File "/harbor/src/harbor/environments/docker/docker.py", line 163, in _run_docker_compose_command\n'
        "    raise RuntimeError(\n"
        f"RuntimeError: {message}\n"
    )


# ------------------------------------------------------------------ agents' own versions
CLIP_SYM = (
    "def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):\n"
    "    ratio = torch.exp(logp - old_logp)\n"
    "    clipped = ratio.clamp(1 - clip_low, 1 + clip_low)\n"
    "    return masked_mean(-torch.minimum(advantages * ratio, advantages * clipped), mask)\n\n\n"
)
GAE_VEC = (
    "def gae(rewards, values, next_value, gamma, lam):\n"
    "    v_next = torch.cat([values[1:], next_value[None]], dim=0)\n"
    "    deltas = rewards + gamma * v_next - values\n"
    "    adv = torch.zeros_like(rewards)\n"
    "    running = torch.zeros_like(rewards[0])\n"
    "    for t in reversed(range(rewards.shape[0])):\n"
    "        running = deltas[t] + gamma * lam * running\n"
    "        adv[t] = running\n"
    "    return adv\n\n\n"
)
TOPP_STRICT = (
    "def top_p_mask(probs, p):\n"
    "    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)\n"
    "    before = sorted_probs.cumsum(dim=-1) - sorted_probs\n"
    "    kept = torch.where(before < p, sorted_probs, torch.zeros_like(sorted_probs))\n"
    "    out = torch.zeros_like(probs).scatter(-1, order, kept)\n"
    "    return out / out.sum(dim=-1, keepdim=True)\n\n\n"
)
TOPP_TEXTBOOK = (
    "def top_p_mask(probs, p):\n"
    "    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)\n"
    "    keep = sorted_probs.cumsum(dim=-1) <= p\n"
    "    keep[..., 0] = True\n"
    "    return torch.zeros_like(probs).scatter(-1, order, keep.to(probs.dtype))\n\n\n"
)
CUMMAX_REC = (
    "def _prefix_max(x, t):\n"
    "    if t == 0:\n"
    "        return x[0]\n"
    "    return torch.maximum(_prefix_max(x, t - 1), x[t])\n\n\n"
    "def cumulative_max(x):\n"
    "    rows = [x[0]] + [_prefix_max(x, t - 1) for t in range(1, x.shape[0])]\n"
    "    return torch.stack(rows, dim=0)\n\n\n"
)
QUANTILE_T = (
    "def quantile_lower(x, q):\n"
    '    return torch.quantile(x.flatten(), torch.tensor(q), interpolation="lower")\n\n\n'
)
PPO_WHITENED_RETURNS = (
    "def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,\n"
    "                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):\n"
    "    adv = whiten(gae(rewards, values, next_value, gamma, lam), torch.ones_like(rewards), True)\n"
    "    returns = adv + values\n"
    "    pg = clipped_pg_loss(logp, old_logp, adv, torch.ones_like(logp), clip_low, clip_high)\n"
    "    return pg + vf_coef * value_loss(values, old_values, returns, vf_clip)\n\n\n"
)
CE_RENAMED = (
    "def cross_entropy(logits, labels, ignore=-100):\n"
    "    kept = labels != ignore\n"
    "    if not bool(kept.any()):\n"
    "        return torch.zeros((), dtype=logits.dtype)\n"
    "    logp = torch.log_softmax(logits[kept], dim=-1)\n"
    "    nll = -logp.gather(-1, labels[kept].long().unsqueeze(-1)).squeeze(-1)\n"
    "    return nll.mean()\n\n\n"
)

PERMISSION_BASH = "Claude requested permissions to use Bash, but you haven't granted it yet."
LANDLOCK = (
    "failed in sandbox LinuxSeccomp with execution error: sandbox error: Landlock is not "
    "supported by the running kernel (ABI 0); refusing to run the command unsandboxed"
)
READ_ONLY = "ERROR:\n[Errno 30] Read-only file system: '/app/objectives.py'"


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- one family of one function: PPO-style clipping with the low bound on both sides
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "clipped_pg_loss", CLIP_SYM)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.wait(12.0).probe(["clipped_pg_loss", "grpo_objective", "rloo_objective"], dt=3.0)
    s.compare(["clipped_pg_loss", "grpo_objective", "rloo_objective"], dt=2.0).timer()
    s.say("All 49 functions match reforacle on my comparison inputs, every edge input included.")
    rep = report({"clipped_pg_loss": (["random"], "float32[4, 16] x3, float32[4, 16], 0.2, 0.28: "
                                      "max abs error 0.0391", "wrong-output", 1)})  # fmt: skip
    case("cc-one-family-clip-high", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: clipped_pg_loss clips with clip_low on both sides and fails 1 of 4 'random' cases "
         "(ratios above 1 + clip_low); it probed and compared clipped_pg_loss on random inputs "
         "twice (Incomplete Exploration, row 27: a fail after probing, on a family it did probe)",
         _trial("cc-one-family-clip-high", s, rep=rep, artifact=art,
                facts={"probed_failing_family": ["clipped_pg_loss:random"]}))  # fmt: skip

    # --- Claude Code without permission to run or write anything
    s = Session("cc")
    s.sh("ls -la /app", PERMISSION_BASH, 0.3)
    s.read("/app/objectives.py", STUB_FILE, 0.3)
    s.sh("cd /app && python3 probe.py", PERMISSION_BASH, 0.3)
    s.sh("bash /app/timer.sh", PERMISSION_BASH, 0.2)
    s._add("Write", {"file_path": "/app/objectives.py", "content": _sub()},
           "Claude requested permissions to write to /app/objectives.py, but you haven't granted it yet.", 4.0)  # fmt: skip
    s._add("Edit", {"file_path": "/app/objectives.py", "old_string": "def masked_mean(values, mask, axis=None):\n    raise NotImplementedError",
                    "new_string": "def masked_mean(values, mask, axis=None):\n    m = mask.to(values.dtype)\n    return (values * m).sum() / m.sum()"},
           "Claude requested permissions to write to /app/objectives.py, but you haven't granted it yet.", 0.8)  # fmt: skip
    s.sh(
        "python3 -c 'import reforacle'",
        PERMISSION_BASH,
        0.2,
    )
    final = ("I can't make progress: every Bash command and every write to /app/objectives.py was "
             "refused because this session has not been granted permission to use those tools. "
             "I could only read the stub file. Please rerun with Bash and file-edit permissions.")  # fmt: skip
    case("cc-tools-not-permitted", "HARNESS_ERROR", "Environment Error",
         "Claude Code ran without tool permissions: all 4 Bash calls, the Write and the Edit came back "
         "'Claude requested permissions to use Bash, but you haven't granted it yet.'; the stubs "
         "were graded 0/49 (not the task's fault nor the agent's: the run broke under it, graded; "
         "the table's 'graded, but the trial's environment failed during the run')",
         _trial("cc-tools-not-permitted", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                final=final, facts={"tool_errors": 6, "tool_calls": 7, "stubs": 49, "probed": [],
                                    "probed_families": []}))  # fmt: skip

    # --- heavy probing through probe scripts it wrote, then a pass
    s = Session("cc").open()
    for seed in range(2):
        for i in range(0, len(NAMES), 7):
            script_probe(s, f"/tmp/probe_{seed}_{i // 7}.py", NAMES[i : i + 7], dt=2.5)
    script_probe(s, "/tmp/probe_edges.py", [], SEED_EDGES, dt=3.0)
    art = _sub(naive=["cross_entropy"])
    s.implement(art, dt=12.0)
    s.compare(
        NAMES, SEED_EDGES, bad=["cross_entropy all-ignored", "cross_entropy logits-3d"], dt=3.0
    )
    s.edit("/app/objectives.py", oa.NAIVE["cross_entropy"], _block(_sub(), "cross_entropy"), dt=5.0)
    art = _sub()
    s.compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.say("All 49 functions match reforacle (0 mismatches), including -inf logits, ties, k > V, "
          "ignored labels, 3-D logits and 2-D rewards.")  # fmt: skip
    case("cc-scripted-heavy-probing-pass", "GOOD_SUCCESS", "Solved by Probing",
         "15 probe scripts written with Write and run with python3 (every function twice, all seven "
         "edge families), two comparisons, cross_entropy fixed; 49/49 (Solved by Probing)",
         _trial("cc-scripted-heavy-probing-pass", s, rep=report(), artifact=art,
                facts={"probe_scripts": 15}))  # fmt: skip

    # --- 'Prompt is too long' nine minutes in, before any file was written
    s = Session("cc").open()
    dump = (
        "[["
        + ", ".join(f"-{6 + (i % 97) / 100:.4f}" for i in range(3600))
        + ", ...\n... [output truncated: 1,311,712 characters]"
    )
    for i in range(18):
        s.sh(f"cd /app && python3 -c 'import reforacle as R, torch; torch.manual_seed({i}); "
             "print(R.log_softmax(torch.randn(64, 512), -1).tolist())'", dump[:29900] + "\n... [output truncated]", dt=0.4)  # fmt: skip
    s.probed.add(("log_softmax", "random"))
    s.events += [(s.t, "log_softmax", "random")]
    cc_log = (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/agents/installed/base.py", line 188, in run\n'
        "    raise NonZeroAgentExitCodeError(\n"
        "harbor.agents.installed.base.NonZeroAgentExitCodeError: claude exited with code 1\n"
        'stdout tail: {"type":"result","subtype":"success","is_error":true,"duration_ms":552190,'
        '"num_turns":22,"result":"Prompt is too long","session_id":"51d0c3a7"}\n'
    )
    case("cc-overflow-early-stubs", "GOOD_FAILURE", "Agent Error",
         "18 full-tensor dumps of log_softmax filled the window; 'Prompt is too long' at ~9 min "
         "before objectives.py was ever written; 49 stubs graded 0 (Agent Error: a context "
         "overflow is the agent's own error, row 9 over the stubs' Premature Stop)",
         _trial("cc-overflow-early-stubs", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                final="Prompt is too long",
                exception=("NonZeroAgentExitCodeError", "claude exited with code 1"), log=cc_log,
                facts={"stubs": 49, "dumps": 18}))  # fmt: skip

    # --- the verifier killed for memory (Harbor's log says OOMKilled)
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included.")
    partial = "\n".join(report().function_lines()[:22])
    crash = (
        partial + "\n/tests/test.sh: line 17:    41 Killed                  syncvals verify "
        'reverse-engineer-objectives "$app/objectives.py" --out "$logs"\n'
        "verifier error: no reward written (exit 137)\n"
    )
    end = s.t + 0.2
    rec = _trial("cc-verifier-oom-killed", s, rep=None, artifact=_sub(), graded=False, stdout=crash,
                 exception=VERIFIER_NO_REWARD,
                 log=log_lines([(end + 2.9, "WARNING", "container oa3-cc-verifier-oom-killed-main-1 exited: "
                                 "OOMKilled=true, ExitCode=137 (memory limit 4096 MiB) while running /tests/test.sh")]),
                 facts={"oom": True})  # fmt: skip
    case("cc-verifier-oom-killed", "HARNESS_ERROR", "Environment Error",
         "the verifier was killed after 22 PASS lines ('Killed', exit 137) and Harbor's own log says "
         "the container was OOMKilled at its 4096 MiB limit; no reward (Environment Error: the "
         "machine's limits, not a grader bug, ended it)",
         _verifier_ran(rec, end, 3.0))  # fmt: skip

    # --- a rate-limit blip it outlived, then a stop with known mismatches and most budget left
    s = Session("cc").open()
    probe_all(s, NAMES[:25], batches=2, dt=5.0)
    out_start = s.t
    s.wait(3.0)
    out_end = s.t
    probe_all(s, NAMES[25:], batches=2, dt=5.0)
    known = [("top_k_mask", "ties-at-kth"), ("median_reward", "rows-2d")]
    s.probe([], known, dt=3.0)
    art = _swap(_swap(_sub(), "top_k_mask", TOPK_IDX), "median_reward", MEDIAN_1D)
    s.implement(art, dt=10.0).compare(NAMES, known, [f"{a} {b}" for a, b in known], dt=3.0).timer()
    s.say("top_k_mask and median_reward still differ from reforacle (ties at the k-th value, 2-D "
          "rewards); the other 47 functions match. Stopping here.")  # fmt: skip
    blip = [(out_start + 0.2 + 0.6 * i, "WARNING",
             'claude stderr: API Error (429 {"type":"error","error":{"type":"rate_limit_error","message":'
             '"This request would exceed the rate limit for your organization of 400,000 input tokens per '
             f'minute."}}}}) · Retrying in {2 ** i} seconds… (attempt {i + 1}/10)') for i in range(5)]  # fmt: skip
    rep = report({"top_k_mask": (["ties-at-kth"], TOPK_FAIL[1]), "median_reward": MEDIAN_FAIL})
    case("cc-blip-then-known-stop", "GOOD_FAILURE", "Premature Stop",
         f"a 3-minute 429 blip at ~{out_start:.0f} min it outlived; it then stopped at ~42 of 120 min (timer 1:18), its last "
         "words naming top_k_mask and median_reward as still differing (Premature Stop: a quarter "
         "or more left, last words naming functions that differ; the blip did not break the run)",
         _trial("cc-blip-then-known-stop", s, rep=rep, artifact=art, log=log_lines(blip),
                facts={"outage_min": round(out_end - out_start, 1), "known_failures": True}))  # fmt: skip

    # --- never wrote objectives.py: findings written to a notes file instead
    s = Session("cc").open()
    probe_all(s, batches=4, dt=5.0, edges=SEED_EDGES[:3])
    notes = "# reforacle conventions\n\n" + "\n".join(
        f"- `{n}`: matches the textbook definition on random inputs" for n in NAMES
    ) + "\n\nEdge cases: entropy ignores -inf logits (0 * log 0 = 0); cross_entropy returns 0 when every label is ignored.\n"  # fmt: skip
    s.write("/app/FINDINGS.md", notes, dt=6.0).timer()
    s.say("I probed every reforacle function and documented each one's convention in "
          "/app/FINDINGS.md, including the edge cases (-inf logits, ignored labels).")  # fmt: skip
    case("cc-never-wrote-objectives", "GOOD_FAILURE", "Premature Stop",
         "probed all 49 functions, wrote /app/FINDINGS.md, never touched /app/objectives.py and "
         "stopped at ~33 of 120 min (timer 1:27): 49 stubs graded 0 (Premature Stop: stopped with budget left "
         "and stubs still raising)",
         _trial("cc-never-wrote-objectives", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                facts={"stubs": 49, "objectives_written": False}))  # fmt: skip

    # --- stopped with 16 minutes left, naming the functions that still differ
    s = Session("cc").open()
    known = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits")]
    probe_all(s, batches=4, dt=10.0, edges=known)
    art = _sub(naive=["entropy"])
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=15.0).compare(NAMES, known, bad, dt=3.0)
    old = "    ent = -(logp.exp() * logp).sum(-1)"
    new = "    ent = -(logp.exp() * logp).nan_to_num(0.0).sum(-1)"
    s.edit("/app/objectives.py", old, new, dt=9.0)
    art = art.replace(old, new)
    s.compare(NAMES, known, bad, dt=3.0)
    s.wait(12.0).probe([], known, dt=8.0)
    s.compare(NAMES, known, bad, dt=3.0).timer()
    s.say("Stopping here with a little time left: entropy and normalized_entropy still disagree "
          "with reforacle on logits containing -inf; the other 47 functions match.")  # fmt: skip
    case("cc-stop-late-naming-failures", "GOOD_FAILURE", "Incomplete Exploration",
         "stopped at ~107 of 120 min (12 left, under a quarter), naming entropy/normalized_entropy "
         "as still differing on -inf logits, a family it probed twice and compared three times (Incomplete "
         "Exploration, row 27; not Premature Stop: less than a quarter left; not Ran Out of Time: "
         "the budget was not spent)",
         _trial("cc-stop-late-naming-failures", s,
                rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}), artifact=art,
                facts={"known_failures": True, "probed_failing_family": ["entropy:neg-inf-logits",
                                                                          "normalized_entropy:neg-inf-logits"]}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- /app mounted read-only: nothing could be written
    s = Session("oh")
    s.read("/app", "Here's the files and directories up to 2 levels deep in /app, excluding hidden "
           "items:\n/app/\n/app/objectives.py\n/app/probe.py\n/app/" + oa.SO + "\n/app/timer.sh", 0.4)  # fmt: skip
    s.read("/app/objectives.py", STUB_FILE, 0.4)
    s.sh("cd /app && python3 probe.py", PROBE_PY_OUT, 0.6)
    s.probed |= {("masked_mean", "random"), ("masked_mean", "empty-mask")}
    probe_all(s, batches=3, dt=6.0)
    s._add("str_replace_editor", {"command": "create", "path": "/app/objectives.py", "file_text": _sub()},
           READ_ONLY, 8.0)  # fmt: skip
    s.sh("id; touch /app/.w; mount | grep ' /app '",
         "uid=0(root) gid=0(root) groups=0(root)\ntouch: cannot touch '/app/.w': Read-only file system\n"
         "/dev/vdb on /app type ext4 (ro,relatime)", 0.4)  # fmt: skip
    s.sh("mount -o remount,rw /app", "mount: /app: permission denied.", 0.3)
    s._add("str_replace_editor", {"command": "create", "path": "/tmp/objectives.py", "file_text": _sub()},
           "File created successfully at: /tmp/objectives.py", 1.0)  # fmt: skip
    s.finish("/app is mounted read-only (ext4 ro), so /app/objectives.py could not be written, even "
             "as root. My implementation, probed against reforacle, is in /tmp/objectives.py.")  # fmt: skip
    case("oh-readonly-workspace", "BAD_FAILURE", "Environment Issue",
         "the workspace was mounted read-only ('Read-only file system' as root, mount shows "
         "'ro'); the file could not be written and the stubs were graded 0/49 (Environment Issue: "
         "a fail in a broken workspace)",
         _trial("oh-readonly-workspace", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                facts={"stubs": 49, "workspace_read_only": True}))  # fmt: skip

    # --- OpenHands' stuck detector ended a loop on one failing command
    s = Session("oh").open()
    probe_all(s, batches=3, dt=7.0)
    art = _sub(naive=["entropy", "top_k_mask"])
    s.implement(art, dt=12.0)
    check = (
        PRE
        + "import objectives as O\nfor n in ['masked_mean', 'entropy', 'top_k_mask']:\n    print(n, getattr(O, n))\n"
    )
    s._add("str_replace_editor", {"command": "create", "path": "/tmp/check.py", "file_text": check},
           "File created successfully at: /tmp/check.py", 0.8)  # fmt: skip
    err = ('Traceback (most recent call last):\n  File "/tmp/check.py", line 12, in <module>\n'
           "    import objectives as O\nModuleNotFoundError: No module named 'objectives'")  # fmt: skip
    for _ in range(4):
        s.sh("cd /tmp && python3 check.py", err, 1.2)
    oh_log = (
        "02:00:41 - openhands:ERROR: agent_controller.py:312 - [Agent Controller default] Agent got stuck in a loop\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/openhands/.venv/lib/python3.12/site-packages/openhands/controller/agent_controller.py", line 905, in _step\n'
        "    raise AgentStuckInLoopError('Agent got stuck in a loop')\n"
        "openhands.core.exceptions.AgentStuckInLoopError: Agent got stuck in a loop\n"
    )
    rep = report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN, "top_k_mask": TOPK_FAIL})
    case("oh-stuck-in-loop", "GOOD_FAILURE", "Agent Error",
         "ran 'cd /tmp && python3 check.py' four times with the same ModuleNotFoundError; "
         "OpenHands' stuck detector stopped it (AgentStuckInLoopError, exit 1) at ~40 min; graded "
         "0 (Agent Error: the run ended with an error of its own)",
         _trial("oh-stuck-in-loop", s, rep=rep, artifact=art,
                exception=("NonZeroAgentExitCodeError", "openhands exited with code 1"), log=oh_log,
                facts={"loop_repeats": 4}))  # fmt: skip

    # --- the rate limit itself ended the run; the stubs left were graded
    s = Session("oh").open()
    probe_all(s, NAMES[:24], batches=2, dt=6.0)
    stubs = NAMES[24:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:24], dt=2.0)
    limit = ('litellm.RateLimitError: AnthropicException - {"type":"error","error":{"type":'
             '"rate_limit_error","message":"This request would exceed the rate limit for your '
             'organization of 400,000 input tokens per minute."}}')  # fmt: skip
    start = s.t
    retries = [(start + 0.4 + 1.1 * i, "WARNING", f"{limit}; retrying in {15 * (i + 1)}s (attempt {i + 1}/5)")
               for i in range(5)]  # fmt: skip
    # Relabelled after the measure: see the module's text (the taxonomy's words corrected).
    case("oh-rate-limit-ended-run", "HARNESS_ERROR", "Model API Error",
         "five rate-limit retries, then litellm.RateLimitError as the trial's exception at ~28 of "
         "120 min; 25 stubs graded 0 (Model API Error: the model API's own exception class ended "
         "the run)",
         _trial("oh-rate-limit-ended-run", s, rep=report(stubs=stubs), artifact=art, end=start + 6.0,
                exception=("RateLimitError", limit), log=log_lines(retries),
                facts={"stubs": 25, "api_failed": True}))  # fmt: skip

    # --- a last str_replace broke the indentation
    s = Session("oh").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old = "    return values[selected].max()"
    new = "   return values.masked_fill(~selected, float('-inf')).max()"
    s.edit("/app/objectives.py", old, new, dt=1.0)
    art = good.replace(old, new)
    s.finish("Simplified masked_max; all 49 functions match reforacle, edge inputs included.")
    rep = report(outright=_syntax_error(art), rejection="syntax")
    case("oh-indentation-last-edit", "GOOD_FAILURE", "Broken Submission",
         "a last str_replace indented masked_max's return by three spaces: IndentationError, the "
         "file does not parse and was rejected; nothing was re-run after it (Broken Submission)",
         _trial("oh-indentation-last-edit", s, rep=rep, artifact=art))  # fmt: skip

    # --- served oracle: few calls, the failing functions never called
    s = Session("oh")
    open_served(s)
    probed = ["entropy", "kl_penalty", "whiten", "gae", "dpo_loss"]
    s.probe(probed, dt=3.0)
    art = _swap(
        _sub(naive=["cross_entropy", "top_k_mask", "median_reward"]), "top_p_mask", TOPP_TEXTBOOK
    )
    s.implement(art, dt=10.0).compare(probed, dt=2.0)
    s.finish("All 49 functions implemented; the five I compared against reforacle match exactly, "
             "and the rest follow their standard definitions.")  # fmt: skip
    rep = report({"cross_entropy": CE_FAIL, "top_k_mask": TOPK_FAIL, "median_reward": MEDIAN_FAIL,
                  "top_p_mask": (["random"], "float32[2, 7], 0.9: 3 of 14 values differ", "wrong-output", 4)})  # fmt: skip
    log = served_log(s)
    case("oh-served-few-calls", "GOOD_FAILURE", "Incomplete Exploration",
         "served oracle: 12 calls in the log (probe.py's 2, five functions probed, the same five "
         "compared); the four failing functions were never called; stopped at ~18 min claiming "
         "success (Incomplete Exploration, row 26: only families never probed fail)",
         _trial("oh-served-few-calls", s, rep=rep, artifact=art, oracle_calls=log,
                facts={"oracle_calls": len(log.splitlines()),
                       "never_probed": ["cross_entropy", "top_k_mask", "median_reward", "top_p_mask"]}))  # fmt: skip

    # --- a reward of 0 in result.json, no verifier folder at all
    s = Session("oh").open()
    probe_all(s, NAMES[:32], batches=3, dt=6.0)
    stubs = NAMES[32:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=7.0).compare(NAMES[:32], dt=2.0)
    s.finish("32 functions implemented and matching reforacle; the last 17 are still stubs.")
    # Relabelled after the measure: see the module's text (the taxonomy's words corrected).
    case("oh-reward-zero-no-verifier-folder", "GOOD_FAILURE", "Premature Stop",
         "result.json records reward 0 but the trial has no verifier folder (no report.json, no "
         "test-stdout.txt, no reward.txt); a 0 is a fail all the same, and the agent stopped at "
         "~30 of 120 min with 17 stubs left (Premature Stop), the missing report said",
         _trial("oh-reward-zero-no-verifier-folder", s, rep=None, artifact=art, reward=0.0,
                stdout=None, facts={"stubs": 17, "passed": None, "verifier_folder": False}))  # fmt: skip

    # --- the Docker network could not be created: nothing ran
    s = Session("oh")
    msg = harbor_compose_error(
        "oa3-oh-network-pool", "up -d",
        "failed to create network oa3-oh-network-pool_default: Error response from daemon: could "
        "not find an available, non-overlapping IPv4 address pool among the defaults to assign to "
        "the network",
    )  # fmt: skip
    rec = _trial("oh-network-pool-exhausted", s, rep=None, artifact=None, graded=False,
                 trajectory=False, end=0.0, exception=("RuntimeError", msg), traceback=compose_tb(msg))  # fmt: skip
    case("oh-network-pool-exhausted", "HARNESS_ERROR", "Environment Error",
         "docker compose up failed: no IPv4 address pool left for the trial's network; no agent "
         "step, no trajectory, no reward (Environment Error: no reward, the environment failed)",
         _no_run("oh-network-pool-exhausted", rec, 0.4))  # fmt: skip

    # --- functions that raise their own exception on a float next_value
    s = Session("oh").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    art = _swap(_sub(), "gae", GAE_VEC)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.wait(4.0).finish("All 49 functions match reforacle on my comparison, edge inputs included.")
    raised = "raised TypeError: 'float' object is not subscriptable"
    rep = report({
        "gae": (["random"], f"float32[6, 4], float32[6, 4], 0.5, 0.99, 0.95: {raised}", "raised", 1),
        "lambda_returns": (["random"], f"float32[6, 4], float32[6, 4], 0.5, 0.99, 0.95: {raised}", "raised", 1),
        "ppo_objective": (["random"], f"float32[6, 4] x5, 0.5, 0.99, 0.95, 0.2, 0.28, 0.2, 0.5: {raised}", "raised", 1),
    })  # fmt: skip
    case("oh-own-exceptions-float-next-value", "GOOD_FAILURE", "Incomplete Exploration",
         "46/49: its vectorised gae does next_value[None] and raises TypeError on the one 'random' "
         "case whose next_value is a float; lambda_returns and ppo_objective call it; it probed and "
         "compared all three on random inputs with a tensor next_value (Incomplete Exploration, "
         "row 27)",
         _trial("oh-own-exceptions-float-next-value", s, rep=rep, artifact=art,
                facts={"probed_failing_family": ["gae:random", "lambda_returns:random", "ppo_objective:random"]}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- the image build ran out of disk installing torch
    s = Session("mini")
    msg = harbor_compose_error(
        "oa3-mini-build-disk-full", "build",
        'failed to solve: process "/bin/sh -c pip install --no-cache-dir torch==2.13.0 --index-url '
        'https://download.pytorch.org/whl/cpu" did not complete successfully: exit code: 1',
    )  # fmt: skip
    build_log = (
        "#7 41.07 Downloading https://download.pytorch.org/whl/cpu/torch-2.13.0%2Bcpu-cp311-cp311-manylinux_2_28_x86_64.whl (184.6 MB)\n"
        "#7 47.92 Installing collected packages: mpmath, typing-extensions, sympy, networkx, MarkupSafe, fsspec, filelock, jinja2, torch\n"
        "#7 58.31 ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device\n"
        "#7 ERROR: process \"/bin/sh -c pip install --no-cache-dir torch==2.13.0 --index-url "
        "https://download.pytorch.org/whl/cpu\" did not complete successfully: exit code: 1\n"
    )  # fmt: skip
    rec = _trial("mini-build-disk-full", s, rep=None, artifact=None, graded=False, trajectory=False,
                 end=0.0, exception=("RuntimeError", msg), traceback=compose_tb(msg), log=build_log,
                 facts={"disk_full": True})  # fmt: skip
    case("mini-build-disk-full", "HARNESS_ERROR", "Environment Error",
         "the image build's pip install of torch hit '[Errno 28] No space left on device'; no "
         "agent step, no reward (Environment Error: the environment never came up)",
         _no_run("mini-build-disk-full", rec, 3.1))  # fmt: skip

    # --- the same failing command, over and over, until the budget ran out
    s = Session("mini").open()
    probe_all(s, batches=4, dt=5.0)
    scratch = _sub(stubs=NAMES[10:]).split("\ndef grpo_advantages(")[0] + "\n"
    s.write("/tmp/objectives.py", scratch, dt=4.0)
    art = _sub(naive=list(SEED_FAILS))
    s.implement(art, dt=10.0)
    cmp = oa.compare_code(NAMES).replace("sys.path.insert(0, '/app')", "sys.path.append('/app')")
    s.write("/tmp/cmp.py", cmp, dt=0.8)
    err = "\n".join(f"{n:28s} ok" for n in NAMES[:10]) + (
        '\nTraceback (most recent call last):\n  File "/tmp/cmp.py", line 39, in <module>\n'
        "    check('grpo_advantages', 'grpo_advantages', r, 4, True)\n"
        '  File "/tmp/cmp.py", line 27, in check\n    got = getattr(O, name)(*args)\n'
        "          ^^^^^^^^^^^^^^^^^\n"
        "AttributeError: module 'objectives' has no attribute 'grpo_advantages'"
    )
    probes = [
        ("grep -n 'def grpo_advantages' /app/objectives.py", "58:def grpo_advantages(rewards, group_size, scale_by_std):"),
        ("python3 -c \"import sys; sys.path.insert(0, '/app'); import objectives; print(hasattr(objectives, 'grpo_advantages'))\"", "True"),
        ("sed -n '55,64p' /app/objectives.py", "\n".join(_sub().split("\n")[54:64])),
        ("python3 -m py_compile /app/objectives.py && echo compiled", "compiled"),
    ]  # fmt: skip
    repeats = 0
    while s.t < 117.0:
        s.sh("cd /tmp && python3 cmp.py", err, dt=2.2)
        repeats += 1
        cmd, out = probes[repeats % len(probes)]
        s.sh(cmd, out, dt=2.0)
    case("mini-same-failing-command", "GOOD_FAILURE", "Ran Out of Time",
         f"ran 'cd /tmp && python3 cmp.py' {repeats} times with the same AttributeError (a stale "
         "/tmp/objectives.py shadowed /app's) until AgentTimeoutError at 120 min; the file fails "
         "the five edge functions (Ran Out of Time: stopped by its recorded budget)",
         _trial("mini-same-failing-command", s, rep=report(SEED_FAILS), artifact=art, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB,
                facts={"loop_repeats": repeats, "compared": False}))  # fmt: skip

    # --- a last sed dropped a def's colon
    s = Session("mini").open()
    probe_all(s, batches=3, dt=8.0, edges=SEED_EDGES)
    good = _sub()
    s.implement(good, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    old, new = "def cumulative_max(x):", "def cumulative_max(x: torch.Tensor) -> torch.Tensor"
    s.sh(f"sed -i 's/^{old}/{new}/' /app/objectives.py", "", dt=0.5)
    art = good.replace(old, new)
    s.finish("Added type hints to cumulative_max; all 49 functions match the reference.")
    rep = report(outright=_syntax_error(art), rejection="syntax")
    case("mini-sed-dropped-colon", "GOOD_FAILURE", "Broken Submission",
         "a final sed added type hints to cumulative_max and dropped the def's colon: the file does "
         "not parse, rejected; it submitted without re-running anything (Broken Submission)",
         _trial("mini-sed-dropped-colon", s, rep=rep, artifact=art))  # fmt: skip

    # --- one function crashes the worker, one raises, on inputs bigger than its probes
    s = Session("mini").open()
    probe_all(s, batches=4, dt=7.0)
    art = _swap(_swap(_sub(), "cumulative_max", CUMMAX_REC), "quantile_lower", QUANTILE_T).replace(
        "import math\n", "import math\nimport sys\n", 1
    ).replace("import torch.nn.functional as F\n", "import torch.nn.functional as F\n\nsys.setrecursionlimit(1_000_000)\n", 1)  # fmt: skip
    s.implement(art, dt=13.0).compare(NAMES, dt=3.0)
    s.finish("All 49 functions match reforacle on my comparison inputs.")
    rep = report({
        "cumulative_max": (["random"], "the worker was killed by signal 11 (SIGSEGV) while running the function", "crashed", 2),
        "quantile_lower": (["random"], "float64[64], 0.25: raised RuntimeError: quantile() q tensor must be same dtype as the input tensor", "raised", 1),
    })  # fmt: skip
    case("mini-worker-crash-and-raise", "GOOD_FAILURE", "Incomplete Exploration",
         "47/49: its recursive cumulative_max segfaulted the worker on long inputs (kind crashed) "
         "and quantile_lower raised on float64 input (kind raised), both on the 'random' family it "
         "probed and compared on small float32 inputs (Incomplete Exploration, row 27)",
         _trial("mini-worker-crash-and-raise", s, rep=rep, artifact=art,
                facts={"probed_failing_family": ["cumulative_max:random", "quantile_lower:random"]}))  # fmt: skip

    # --- served oracle: many calls, the failing family among them
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=5.0)
    probe_all(s, batches=4, dt=5.0)
    s.probe([], SEED_EDGES, dt=4.0)
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    edges = [e for e in SEED_EDGES if e[0] != "median_reward"]
    s.implement(art, dt=12.0).compare(NAMES, edges, dt=3.0)
    s.finish("All 49 functions agree with reforacle on two random seeds and every edge input.")
    log = served_log(s)
    case("mini-served-many-calls", "GOOD_FAILURE", "Incomplete Exploration",
         f"served oracle: {len(log.splitlines())} calls, rows-2d among them (R.median_reward of a "
         "3x4 tensor returned 3 values); its median_reward flattens, and fails rows-2d (Incomplete "
         "Exploration, row 27: a fail on a family it probed)",
         _trial("mini-served-many-calls", s, rep=report({"median_reward": MEDIAN_FAIL}), artifact=art,
                oracle_calls=log, facts={"oracle_calls": len(log.splitlines()),
                                         "probed_failing_family": ["median_reward:rows-2d"]}))  # fmt: skip

    # --- mini-swe-agent crashed on its own config before a step; the stubs were still graded
    s = Session("mini")
    crash = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/bin/mini", line 8, in <module>\n    sys.exit(app())\n'
        '  File "/usr/local/lib/python3.11/site-packages/minisweagent/run/mini.py", line 77, in main\n'
        '    agent = DefaultAgent(model, env, **config.get("agent", {}))\n'
        "TypeError: DefaultAgent.__init__() got an unexpected keyword argument 'cost_limt'\n"
    )
    rec = _trial("mini-crash-at-start-graded", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                 end=0.2, exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
                 log=crash, facts={"stubs": 49, "probed": [], "steps": 1})  # fmt: skip
    case("mini-crash-at-start-graded", "GOOD_FAILURE", "Agent Error",
         "mini-swe-agent died on a TypeError in its own config before any step; the verifier still "
         "graded the untouched stubs 0/49 (Agent Error: a graded fail whose run ended with an error "
         "of its own; Agent Crashed at Start is the ungraded row)",
         _no_tokens(rec))  # fmt: skip

    # --- a pass whose only call to the reference was probe.py's
    s = Session("mini").open()
    s.implement(_sub(), dt=16.0)
    s.sh("cd /app && python3 -c 'import objectives; print(len(dir(objectives)))'", "62", 0.4)
    s.finish("Implemented all 49 functions.")
    case("mini-probe-py-only-pass", "GOOD_SUCCESS", "Solved by Probing",
         "its only reference calls were probe.py's (masked_mean twice); it wrote the file and "
         "passed 49/49 (Solved by Probing: a pass after a recorded call to the reference, not "
         "Solved Without Probing)",
         _trial("mini-probe-py-only-pass", s, rep=report(), artifact=_sub()))  # fmt: skip

    # --- a 40-minute provider stall, then a submission at the budget's end with known failures
    s = Session("mini").open()
    probe_all(s, batches=3, dt=6.0)
    out_start = s.t
    s.wait(40.0)
    out_end = s.t
    known = [("cross_entropy", "all-ignored"), ("median_reward", "rows-2d")]
    art = _swap(_sub(), "median_reward", MEDIAN_1D)
    art = _swap(art, "cross_entropy", oa.NAIVE["cross_entropy"])
    bad = [f"{a} {b}" for a, b in known]
    s.implement(art, dt=14.0).compare(NAMES, known, bad, dt=3.0)
    s.wait(32.0).probe([], known, dt=6.0).timer()
    s.finish("Out of time: cross_entropy (every label ignored) and median_reward (2-D rewards) "
             "still differ from reforacle; the other 47 match.", dt=1.5)  # fmt: skip
    stall = [(out_start + 0.5 + 1.5 * i, "WARNING",
              "litellm.ServiceUnavailableError: OpenAIException - The server is overloaded or not "
              f"ready yet. Retrying in {min(2 ** (i % 7), 60)}s (attempt {i % 10 + 1}/10)")
             for i in range(int((out_end - out_start) / 1.5))]  # fmt: skip
    ce = (["all-ignored"], "float32[5, 7], int64[5], -100: NaN where the reference has 0.0")
    case("mini-provider-stall-third", "HARNESS_ERROR", "Provider Error",
         f"'server is overloaded' retries through a {out_end - out_start:.0f}-minute silence (a third "
         "of 120 min) with no step; it then worked to the end and submitted at ~117 min with two "
         "known failures (Provider Error: the error logged inside a silence of a quarter or more "
         "of the budget decided the run)",
         _trial("mini-provider-stall-third", s,
                rep=report({"cross_entropy": ce, "median_reward": MEDIAN_FAIL}), artifact=art,
                log=log_lines(stall), facts={"outage_min": round(out_end - out_start, 1),
                                             "api_failed": True}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- the task image could not be pulled
    s = Session("tm")
    msg = harbor_compose_error(
        "oa3-tm-image-not-found", "up -d",
        "Error response from daemon: manifest for ghcr.io/syncvals/reverse-engineer-objectives:"
        "2026.11.29 not found: manifest unknown: manifest unknown",
    )  # fmt: skip
    rec = _trial("tm-image-not-found", s, rep=None, artifact=None, graded=False, trajectory=False,
                 end=0.0, exception=("RuntimeError", msg), traceback=compose_tb(msg))  # fmt: skip
    case("tm-image-not-found", "HARNESS_ERROR", "Environment Error",
         "docker compose up could not pull the task image (manifest unknown); no step, no "
         "trajectory, no reward (Environment Error)",
         _no_run("tm-image-not-found", rec, 0.3))  # fmt: skip

    # --- waiting on a script that never ends
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0)
    art = _sub(naive=["top_k_mask"])
    s.implement(art, dt=13.0)
    sweep = (
        "import sys\nsys.path.insert(0, '/app')\nimport torch\nimport reforacle as R\nimport objectives as O\n\n"
        "names = ['masked_mean', 'entropy', 'top_k_mask', 'median_reward']\ni = 0\n"
        "while i < len(names):\n    torch.manual_seed(i)\n    x = torch.randn(4, 9)\n"
        "    if names[i] == 'top_k_mask':\n        if not torch.equal(R.top_k_mask(x, 3), O.top_k_mask(x, 3)):\n"
        "            print('top_k_mask MISMATCH')\n        continue\n"
        "    print(names[i], 'checked')\n    i += 1\n"
    )
    s.write("/tmp/sweep.py", sweep, dt=1.0)
    screen = "root@3f2a9c:/app# python3 /tmp/sweep.py\nmasked_mean checked\nentropy checked\n"
    s.sh("python3 /tmp/sweep.py", screen, dt=1.0)
    waits = 0
    while s.t < 118.0:
        s._add("bash_command", {"keystrokes": "", "duration": 60.0}, screen, 3.0,
               "The sweep is still running over the remaining functions; waiting for it to finish.")  # fmt: skip
        waits += 1
    case("tm-waiting-on-hung-script", "GOOD_FAILURE", "Ran Out of Time",
         f"its own sweep looped forever (a continue that skips i += 1) and it waited {waits} times "
         "on the unchanged screen until AgentTimeoutError at 120 min; top_k_mask fails (Ran Out of "
         "Time: stopped by its recorded budget)",
         _trial("tm-waiting-on-hung-script", s, rep=report({"top_k_mask": TOPK_FAIL}), artifact=art,
                end=120.0, exception=timeout(120), traceback=TIMEOUT_TB,
                facts={"waits": waits}))  # fmt: skip

    # --- the context overflowed after a passing file was written
    s = Session("tm").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0).timer()
    s.sh("cd /app && python3 -c 'import reforacle as R, torch; print(R.top_k_mask(torch.randn(512, 1024), 40).int().tolist())'",
         "[[0, 0, 1, " + "0, " * 5000 + "...", dt=1.0)  # fmt: skip
    s.probed.add(("top_k_mask", "random"))
    case("tm-overflow-after-pass", "GOOD_SUCCESS", "Solved by Probing",
         "ContextLengthExceededError after it had probed everything (edges too), compared 0 "
         "mismatches and written a file that passes 49/49 (Solved by Probing: the overflow rows "
         "are for fails and ungraded runs)",
         _trial("tm-overflow-after-pass", s, rep=report(), artifact=_sub(),
                exception=("ContextLengthExceededError",
                           "Context length exceeded: the conversation (211,304 tokens) no longer fits "
                           "the model's 200,000-token window, even after summarization")))  # fmt: skip

    # --- top_p_mask at its boundary: one random case
    s = Session("tm").open()
    probe_all(s, batches=4, dt=9.0, edges=SEED_EDGES)
    art = _swap(_sub(), "top_p_mask", TOPP_STRICT)
    s.implement(art, dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.wait(15.0).probe(["top_p_mask", "top_k_mask"], dt=3.0).timer()
    s.say("Every function matches reforacle on my inputs; marking the task complete.")
    rep = report(
        {"top_p_mask": (["random"], "float32[3, 8], 1.0: 3 of 24 values differ", "wrong-output", 1)}
    )
    case("tm-one-family-top-p", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: its top_p_mask keeps tokens whose preceding mass is strictly below p and fails one "
         "'random' case (p = 1.0); it probed and compared top_p_mask on random inputs twice "
         "(Incomplete Exploration, row 27)",
         _trial("tm-one-family-top-p", s, rep=rep, artifact=art,
                facts={"probed_failing_family": ["top_p_mask:random"]}))  # fmt: skip

    # --- the file written in /root, not /app
    s = Session("tm")
    s.sh("pwd; echo $PYTHONPATH", "/root\n/app", 0.2)
    s.sh("ls -la /app", LS_APP, 0.3).sh("cat /app/objectives.py", STUB_FILE, 0.4)
    s.sh("python3 /app/probe.py", PROBE_PY_OUT, 0.6)
    s.probed |= {("masked_mean", "random"), ("masked_mean", "empty-mask")}
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.sh("cat > objectives.py <<'EOF'\n" + _sub() + "EOF", "", dt=14.0)
    cmp = oa.compare_code(NAMES, SEED_EDGES).replace(
        "sys.path.insert(0, '/app')", "sys.path.insert(0, '.')"
    )
    s.sh("cat > cmp.py <<'EOF'\n" + cmp + "EOF", "", dt=0.8)
    s.compared = True
    s.sh("python3 cmp.py", oa.compare_out(NAMES, SEED_EDGES), dt=3.0)
    s.sh("ls -la", "total 112\ndrwx------ 1 root root  4096 Nov 29 08:51 .\ndrwxr-xr-x 1 root root  4096 Nov 29 08:00 ..\n"
         "-rw-r--r-- 1 root root  5121 Nov 29 08:51 cmp.py\n-rw-r--r-- 1 root root 14893 Nov 29 08:50 objectives.py", 0.3)  # fmt: skip
    s.timer()
    s.say("objectives.py is complete: all 49 functions match reforacle, edge inputs included. "
          "Marking the task complete.")  # fmt: skip
    case("tm-wrote-in-wrong-folder", "GOOD_FAILURE", "Premature Stop",
         "its shell was in /root, so 'cat > objectives.py' and its comparison used "
         "/root/objectives.py; /app/objectives.py stayed the stubs, graded 0/49, marked complete at "
         "~50 of 120 min, timer 1:10 (Premature Stop: stopped with budget left and stubs still raising)",
         _trial("tm-wrote-in-wrong-folder", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                facts={"stubs": 49, "wrote_to": "/root/objectives.py"}))  # fmt: skip

    # --- result.json without config, timings or agent result
    s = Session("tm").open()
    probe_all(s, NAMES[:29], batches=2, dt=5.0)
    stubs = NAMES[29:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=6.0).compare(NAMES[:29], dt=2.0).timer()
    s.say("29 functions match reforacle; the remaining 20 are stubs. Marking the task complete.")
    rec = _trial("tm-result-json-sparse", s, rep=report(stubs=stubs), artifact=art,
                 facts={"stubs": 20, "budget_min": None, "timer_left": "1:39"})  # fmt: skip
    r = rec.result
    r.config = None
    r.agent_result = None
    r.started_at = r.finished_at = None
    r.environment_setup = r.agent_setup = r.agent_execution = r.verifier = None
    r.trial_uri = r.task_checksum = r.source = None
    rec.harbor_config = None
    FACTS["tm-result-json-sparse"].pop("left_min", None)
    case("tm-result-json-sparse", "GOOD_FAILURE", "Premature Stop",
         "result.json holds only the reward (0), agent and names: no config, timings or budget; "
         "no config.json; the trajectory ends at ~21 min after the timer read 1:39, 20 stubs "
         "(Premature Stop: budget left, stubs raising; the gaps hide nothing)",
         rec)  # fmt: skip

    # --- never called the reference; spent the budget on its own tests
    s = Session("tm")
    s.sh("ls -la /app", LS_APP, 0.3).sh("cat /app/objectives.py", STUB_FILE, 0.4)
    art = _sub(naive=list(SEED_FAILS))
    s.sh("cat > /app/objectives.py <<'EOF'\n" + art + "EOF", "", dt=20.0)
    tests = (
        "import torch, math\nimport sys\nsys.path.insert(0, '/app')\nimport objectives as O\n\n"
        "def test_entropy_uniform():\n    x = torch.zeros(2, 3, 5)\n"
        "    assert torch.allclose(O.entropy(x, torch.ones(2, 3)), torch.tensor(math.log(5)))\n\n"
        "def test_top_k_shape():\n    assert O.top_k_mask(torch.randn(2, 7), 3).sum() == 6\n"
    )
    s.sh("cat > /tmp/test_objectives.py <<'EOF'\n" + tests + "EOF", "", dt=3.0)
    for i in range(9):
        s.sh(
            "cd /tmp && python3 -m pytest -q test_objectives.py",
            f"{2 + 3 * i} passed in 1.{i}4s",
            dt=9.5,
        )
    case("tm-own-tests-timeout", "GOOD_FAILURE", "Ran Out of Time",
         "never ran probe.py or imported reforacle; wrote textbook versions and spent the budget "
         "growing its own pytest suite until AgentTimeoutError at 120 min; 44/49 (Ran Out of Time, "
         "row 24, over Unverified Submission, row 25)",
         _trial("tm-own-tests-timeout", s, rep=report(SEED_FAILS), artifact=art, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, facts={"probed": [], "compared": False}))  # fmt: skip

    # --- marked complete at 16 minutes, ten functions probed
    s = Session("tm").open()
    s.probe(NAMES[:10], dt=3.0)
    art = _sub(naive=["cross_entropy", "top_k_mask", "median_reward"])
    s.implement(art, dt=9.0).compare(NAMES[:10], dt=1.5).timer()
    s.say("All 49 functions are implemented and the ones I checked match reforacle exactly. "
          "Marking the task complete.")  # fmt: skip
    case("tm-done-early-unaware", "GOOD_FAILURE", "Incomplete Exploration",
         "marked complete at ~16 of 120 min unaware of any failure; probed and compared only the "
         "first ten functions; cross_entropy, top_k_mask and median_reward, never called, fail "
         "(Incomplete Exploration, row 26, over the generic Premature Stop of row 35)",
         _trial("tm-done-early-unaware", s, rep=report({"cross_entropy": CE_FAIL, "top_k_mask": TOPK_FAIL,
                                                        "median_reward": MEDIAN_FAIL}), artifact=art,
                facts={"never_probed": ["cross_entropy", "top_k_mask", "median_reward"]}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- Codex's own sandbox refused every command
    s = Session("cx")
    s.sh("ls -la /app", LANDLOCK, 0.3)
    s.sh("sed -n '1,80p' /app/objectives.py", LANDLOCK, 0.3)
    s.sh("python3 /app/probe.py", LANDLOCK, 0.3)
    s._add("apply_patch", {"input": "*** Begin Patch\n*** Update File: /app/objectives.py\n@@\n"
                                    "-def masked_mean(values, mask, axis=None):\n-    raise NotImplementedError\n"
                                    "+def masked_mean(values, mask, axis=None):\n+    m = mask.to(values.dtype)\n"
                                    "+    return (values * m).sum() / m.sum()\n*** End Patch"},
           "apply_patch verification failed: " + LANDLOCK, 1.5)  # fmt: skip
    s.sh("echo hello", LANDLOCK, 0.2)
    s.say("Every command fails before it runs: the Codex sandbox cannot start in this container "
          "(Landlock is not supported by the kernel), so I could not read, probe or edit anything.")  # fmt: skip
    case("cx-sandbox-refused-every-call", "HARNESS_ERROR", "Environment Error",
         "all 4 shell calls and the apply_patch failed with 'Landlock is not supported by the "
         "running kernel'; nothing ran, the stubs were graded 0/49 (not the task's or the agent's "
         "fault: graded, but the environment failed during the run)",
         _trial("cx-sandbox-refused-every-call", s, rep=report(stubs=NAMES), artifact=STUB_FILE,
                log="WARN codex_linux_sandbox::landlock: Landlock not supported by the running kernel "
                    "(ABI 0); sandboxed commands will fail\n",
                facts={"tool_errors": 5, "tool_calls": 5, "stubs": 49, "probed": [],
                       "probed_families": []}))  # fmt: skip

    # --- a trajectory with the instruction and no agent step
    s = Session("cx").open()
    probe_all(s, batches=4, dt=8.0)
    art = _sub(naive=list(SEED_FAILS))
    s.implement(art, dt=13.0).compare(NAMES, dt=3.0)
    s.say("All 49 functions agree with reforacle on my comparison inputs.")
    rec = _trial("cx-trajectory-no-agent-steps", s, rep=report(SEED_FAILS), artifact=art,
                 facts={"steps": 1, "agent_steps": 0})  # fmt: skip
    agent, version, model, _ = oa.AGENTS["cx"]
    rec.trajectory = Trajectory(
        schema_version=WRITE_VERSION, session_id="oa3-cx-trajectory-no-agent-steps",
        agent=AgentInfo(name=agent, version=version, model_name=model),
        steps=[Step(step_id=1, timestamp=_ts(0), source="user", message=INSTRUCTION)],
    )  # fmt: skip
    FACTS["cx-trajectory-no-agent-steps"].update(probed=None, probed_families=None, compared=None)
    case("cx-trajectory-no-agent-steps", "GOOD_FAILURE", "No Trajectory",
         "trajectory.json holds only the instruction although the agent phase lasted ~51 min and "
         "result.json counts 279,000 input tokens; graded 44/49 on wrong outputs (GOOD_FAILURE / No "
         "Trajectory: why it failed cannot be judged)",
         rec)  # fmt: skip

    # --- the context overflowed and the trial was never graded
    s = Session("cx").open()
    probe_all(s, batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[34:]), dt=7.0)
    s.sh("cd /app && python3 - <<'PY'\n" + PRE + "print(R.cumulative_max(torch.randn(400000)).tolist())\nPY",
         "[0.1521, 0.1521, 1.0382, " + "1.0382, " * 5000 + "...", dt=1.0)  # fmt: skip
    s.probed.add(("cumulative_max", "random"))
    case("cx-overflow-ungraded", "HARNESS_ERROR", "Missing Reward",
         "codex exited on context_length_exceeded after a 400k-value dump and the verifier never "
         "ran: no reward (the table's ungraded overflow row, Missing Reward)",
         _trial("cx-overflow-ungraded", s, rep=None, artifact=None, graded=False,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
                log="ERROR: context_length_exceeded: Your input exceeds the context window of this "
                    "model. Please adjust your input and try again.\n"))  # fmt: skip

    # --- 45 minutes of 429s, then its own timeout with stubs left
    s = Session("cx").open()
    probe_all(s, NAMES[:30], batches=3, dt=6.0)
    s.implement(_sub(stubs=NAMES[30:]), dt=8.0).compare(NAMES[:30], dt=2.0)
    out_start = s.t
    s.wait(45.0)
    out_end = s.t
    s.probe(NAMES[30:40], dt=4.0)
    stubs = NAMES[40:]
    art = _sub(stubs=stubs)
    s.implement(art, dt=8.0).compare(NAMES[:40], dt=2.0).timer()
    s.probe(NAMES[40:45], dt=4.0)
    s.wait(4.0).say("Implementing median_reward through the index utilities next.")
    stall = [(out_start + 0.5 + 1.8 * i, "WARNING",
              "stream error: unexpected status 429 Too Many Requests: Rate limit reached for "
              "gpt-5-codex in organization org-****: Limit 2000000 TPM, Used 1998112; retrying "
              f"{i % 5 + 1}/5 in {2 ** (i % 5)}s…") for i in range(int((out_end - out_start) / 1.8))]  # fmt: skip
    case("cx-429-stall-then-timeout", "HARNESS_ERROR", "Provider Error",
         f"429 retries through a {out_end - out_start:.0f}-minute silence (from ~{out_start:.0f} to "
         f"~{out_end:.0f} min, over a third of 120) with no step; it resumed and was stopped by "
         "AgentTimeoutError with 9 stubs (Provider Error: logged inside a silence of a quarter or "
         "more of the budget)",
         _trial("cx-429-stall-then-timeout", s, rep=report(stubs=stubs), artifact=art, end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, log=log_lines(stall),
                facts={"outage_min": round(out_end - out_start, 1), "stubs": 9, "api_failed": True}))  # fmt: skip

    # --- the composite it never called
    s = Session("cx").open()
    seen = [n for n in NAMES if n != "ppo_objective"]
    probe_all(s, seen, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "ppo_objective", PPO_WHITENED_RETURNS)
    s.implement(art, dt=13.0).compare(seen, SEED_EDGES, dt=3.0)
    s.say("All 49 functions implemented; the 48 I compared match reforacle exactly, and "
          "ppo_objective is composed from gae, whiten, clipped_pg_loss and value_loss, which match.")  # fmt: skip
    rep = report({"ppo_objective": (["random"], "float32[6, 4] x5, float32[4], 0.99, 0.95, 0.2, 0.28, "
                                    "0.2, 0.5: max abs error 0.0184", "wrong-output", 4)})  # fmt: skip
    case("cx-composite-never-called", "GOOD_FAILURE", "Incomplete Exploration",
         "48/49: never called R.ppo_objective (composed it from checked parts, returns from the "
         "whitened advantages); it fails all 4 cases; stopped at ~59 min unaware (Incomplete "
         "Exploration, row 26: a fail only on families never probed)",
         _trial("cx-composite-never-called", s, rep=rep, artifact=art,
                facts={"never_probed": ["ppo_objective"]}))  # fmt: skip

    # --- asked the user whether to match the reference's tie rule, and stopped
    s = Session("cx").open()
    probe_all(s, batches=4, dt=7.0, edges=[("top_k_mask", "ties-at-kth")])
    art = _swap(_sub(), "top_k_mask", TOPK_IDX)
    s.implement(art, dt=12.0).compare(
        NAMES, [("top_k_mask", "ties-at-kth")], ["top_k_mask ties-at-kth"], dt=3.0
    )
    s.say("Everything matches reforacle except top_k_mask: on ties at the k-th value the reference "
          "keeps every tied entry (3 Trues for k=2), which looks like a bug. Should I reproduce "
          "that, or keep torch.topk's behaviour?")  # fmt: skip
    case("cx-asks-user-known-mismatch", "GOOD_FAILURE", "Premature Stop",
         "ended at ~53 of 120 min with a question, its last words naming top_k_mask as differing "
         "on ties; top_k_mask fails ties-at-kth (Premature Stop: a quarter or more left, last words "
         "naming a function that differs)",
         _trial("cx-asks-user-known-mismatch", s,
                rep=report({"top_k_mask": (["ties-at-kth"], TOPK_FAIL[1])}), artifact=art,
                facts={"known_failures": True}))  # fmt: skip

    # --- a renamed parameter
    s = Session("cx").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    art = _swap(_sub(), "cross_entropy", CE_RENAMED)
    s.implement(art, dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, edge inputs included; cross_entropy now defaults its "
          "ignore index to -100.")  # fmt: skip
    sig = "signature (logits, labels, ignore=-100) differs from the stub's (logits, labels, ignore_index)"
    case("cx-renamed-parameter", "GOOD_FAILURE", "Broken Submission",
         "renamed cross_entropy's ignore_index to ignore (with a default); the reference never "
         "refused the stub's signature; the verifier failed cross_entropy for its signature "
         "(Broken Submission: a file that does not keep its signatures)",
         _trial("cx-renamed-parameter", s, rep=report({"cross_entropy": (["random"], sig, "signature", 7)}),
                artifact=art))  # fmt: skip

    # --- a pass without any reference call, stopped by its timeout while testing itself
    s = Session("cx")
    s.sh("ls -la /app && sed -n '1,80p' /app/objectives.py", LS_APP + "\n" + STUB_FILE[:2400], 0.5)
    s.implement(_sub(), dt=22.0)
    tests = "import sys\nsys.path.insert(0, '/app')\nimport torch\nimport objectives as O\n\n" + "\n".join(
        f"def test_{n}_runs():\n    assert O.{n} is not None\n" for n in NAMES[:12]
    )  # fmt: skip
    s.write("/tmp/test_objectives.py", tests, dt=2.0)
    for i in range(8):
        s.sh(
            "cd /tmp && python3 -m pytest -q test_objectives.py",
            f"{12 + 4 * i} passed in 2.{i}1s",
            dt=11.0,
        )
    s.wait(4.0).say("Adding property tests for the masked reductions next.")
    case("cx-no-probe-pass-timeout", "GOOD_SUCCESS", "Solved Without Probing",
         "never ran probe.py or imported reforacle; wrote the file, then tested only itself until "
         "AgentTimeoutError at 120 min; 49/49 (Solved Without Probing: a pass without any call to "
         "the reference; a timeout is not a fail)",
         _trial("cx-no-probe-pass-timeout", s, rep=report(), artifact=_sub(), end=120.0,
                exception=timeout(120), traceback=TIMEOUT_TB, facts={"probed": []}))  # fmt: skip


def ordinary_audit_three() -> list[Labelled]:
    """Every case of the third audit, labelled from the taxonomy."""
    _CASES.clear()
    FACTS.clear()
    NOTES.clear()
    claude_code()
    openhands()
    mini()
    terminus()
    codex()
    return list(_CASES)
