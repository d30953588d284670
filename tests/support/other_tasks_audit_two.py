"""Audit 22: 30 trials of OTHER tasks (not ``reverse-engineer-objectives``) on the theme
UNEARNED OR UNEXPLAINED REWARDS, AND WHOSE FAULT.

Eleven Harbor-style tasks (``hello-world``, ``fix-git``, ``sqlite-with-gcov``,
``build-linux-kernel-qemu``, ``train-fasttext``, ``password-recovery``,
``openssl-selfsigned-cert``, ``log-summary-date-ranges``, ``jq-data-processing``), six trials in
each of the five agent shapes (claude-code, terminus-2, openhands, mini-swe-agent, codex), named
``ot2-<agent>-<slug>``.  Passes with every pytest test skipped, deselected, xfailed or stopped
at collection; a pass after an ``AgentTimeoutError`` in which no command ran; passes and fails
with no agent step because the model was never reached (401, 404, connection refused, timeouts);
a fail whose verifier errored at collection; partial rewards; a verifier timeout; an image that
never built; provider outages that did and did not cost the run anything; an unfinished folder
(no ``result.json``); and ordinary earned passes and honest fails beside them.

Written apart from the rules: labelled from the taxonomy alone (``docs/classifier.md`` and
``classifier/table.py``; nothing under ``classifier/`` but the table, ``syncvals_plugin/
classifier``, ``objectives``, ``verifier`` or their tests was read).  Sessions are built with
``tests/support/ordinary_audit.py``'s ``Session`` (each agent's own tools), pytest output and
the ATIF trajectory with ``tests/support/other_tasks_audit.py``'s helpers, and the record below
is that module's ``trial`` for tasks of this set: ``result.json`` with ``exception_info`` and
phase timings, ``config.json`` with the agent's budget, ``verifier/test-stdout.txt`` as pytest
prints it, and the end of ``exception.txt`` + ``trial.log`` (Harbor's traceback first).

``FACTS`` keeps, per case, what the record shows (reward, test counts, agent steps, commands
run, minutes, budget, exception, the provider line); ``NOTES`` one line why the label is right.

Measured once, unchanged (``/tmp/ot2_measure.py``, output ``/tmp/ot2_result.txt``): 27 of 30
right, 8 contradicted texts (in the 3 wrong cases).  Wrong:

- ot2-terminus-2-hello-world-model-timeouts: got GOOD_FAILURE / Ran Out of Time, wanted
  HARNESS_ERROR / Provider Error.  No agent step at all (the trajectory holds only the
  instruction), trial.log repeats 'litellm.Timeout: AnthropicException - litellm.Timeout:
  Connection timed out after 180.0 seconds' every 3 min until AgentTimeoutError at 900 s: the
  model was never reached for the whole budget, yet the timeout is put on the agent.
- ot2-openhands-build-linux-kernel-qemu-collection-error-fail: got GOOD_FAILURE / Premature Stop,
  wanted BAD_FAILURE / Grader Error.  test-stdout.txt: 'E   ModuleNotFoundError: No module named
  'pexpect'', 'Interrupted: 1 error during collection', '1 error in 0.14s': no test ran, and the
  0 is the verifier's, not the agent's (whose own qemu boot printed '[    0.000000] Hello, this is
  a custom kernel').  A collection error is read as Nothing Tested on a pass but not at all on a
  fail.  (The agent did stop with 48 of 90 min left, so Premature Stop would be the honest label
  had the verifier tested anything.)
- ot2-mini-swe-agent-train-fasttext-404: got GOOD_FAILURE / Agent Error, wanted HARNESS_ERROR /
  Provider Error.  trial.log: 'litellm.NotFoundError: OpenAIException - The model `gpt-5` does
  not exist or you do not have access to it.', no agent step, exited 1 at 0.2 min.  The same
  shape with claude-code's 401 (NonZeroAgentExitCodeError, the key line in trial.log) was read
  as Provider Error: a 404 "model does not exist" is not read as a provider line.

Texts the record contradicts:

- terminus-2-hello-world-model-timeouts, description: "Honest miss: the agent used its whole
  time budget without solving the task; nothing in the records faults the task." The agent made
  no step; trial.log shows five 'litellm.Timeout ... Connection timed out after 180.0 seconds'.
- same, root cause: "its last step (1) came 15 min before the run ended, and nothing was
  recorded after it (a command or a wait held it to the timeout)". Step 1 is the user's
  instruction, no command ever ran (0 commands), and trial.log records a model timeout every
  3 min after it.
- same, root cause: "the work it left earned 0". The agent left no work: the untouched
  workspace was graded (hello.txt does not exist).
- openhands-build-linux-kernel-qemu-collection-error-fail, description: "Honest miss: the
  records show no harness fault and no forbidden action, and the work fell short; nothing in
  them faults the task." The verifier stopped at collection ('No module named 'pexpect'', 1
  error, 0 collected): nothing of the work was tested, and the task's verifier is at fault.
- same, root cause: "The agent ended its run after 42 min of its 90 min budget without passing
  (reward 0)" puts the 0 on the agent's stop; the record's 0 comes from a verifier that ran no
  test.
- same, recommendation: "N/A - task is fine". The task's test environment lacks a module its
  own test file imports ('import pexpect', test_outputs.py:4).
- mini-swe-agent-train-fasttext-404, description: "Failure on the agent's side: its run ended
  with an error before it solved the task; not a fault of the task." The run ended because the
  model does not exist for this key ('The model `gpt-5` does not exist or you do not have access
  to it.'), before any agent step.
- same, root cause: "The agent's run ended with an error (NonZeroAgentExitCodeError:
  mini-swe-agent exited with code 1); what it left earned 0." The provider's line is not quoted,
  and the agent left nothing: 0 steps, the untouched workspace graded.

Borderline, not counted: openhands-password-recovery-429-silence says of the last 429 retry
(08:29:00) "the log shows it after the agent's last step: the run ended on it"; the run ended
on AgentTimeoutError at 30 min, the retries having filled a 25.5-min silence after step 4 (the
label is right; the stated reason is the after-last-step one, not the silence).
terminus-2-build-linux-kernel-qemu-image-build advises "Rerun the trial; if it repeats, fix the
environment (the task's image, the machine)": the log's cause is the Dockerfile's pinned
'qemu-system-x86=1:7.2+dfsg-7+deb12u7' now 404 on the mirror, so a rerun fails the same way (it
does name the task's image).

Gaps, not contradictions: the openhands 404 Passes Untouched text says "it made no step" but
quotes no provider line; the codex refused-pass quote is cut at "(http://llm-proxy.internal'",
dropping 'Connection refused (os error 111)'; the collection-error pass quotes '1 error in
0.14s' but not the ModuleNotFoundError line; Nothing Tested's advice "none may be skipped or
left uncollected" fits the skipped and errored cases but not the deselected (collected, then
deselected) or xfailed ones; the image-build text does not quote the '404  Not Found' apt line;
the claude-code 529-after-pass Solved text does not mention the NonZeroAgentExitCodeError it
outlived.  Right and checked: "2 skipped", "2 deselected", "2 xfailed", "1 error", "5 passed, 1
skipped" (Solved, not Nothing Tested), "partial reward of 0.6" twice, "2 steps, none of which
ran a command", "it made no step" (four zero-step cases), "after 3 agent steps" for the
unfinished folder (no result.json, reported as never finished), "recorded time budget of 60
min"/"15 min"/"20 min", "silent for 29 min after step 5", "silent for 16 min after step 4", "after
6 min of its 60 min budget", a 529 on the closing turn of a pass and a connection-reset blip an
hour before an honest fail not called provider errors, the 500 that ended a run with 49 min left
called one.  No text used "reference", "probe", "49", "function", "submission", "report" or
"sealed".  A wart of the records (not changed after measuring): trial.log and result.json times
use ``ordinary_audit``'s 2026-11-29 base while the job folder is named 2026-12-03.

At main's head after the measure: 30/30, none contradicted.  litellm's own errors for a call the
provider never answered (``litellm.Timeout``, ``litellm.NotFoundError``) and a model the provider
does not serve ("The model `x` does not exist", ``model_not_found``) are the provider's; a fail
whose verifier could not collect a test because its own test file imports a module the test
environment lacks (not one the agent was asked for or wrote) is Grader Error, quoting the line.
"""

from __future__ import annotations

import hashlib
import uuid

from syncvals_plugin.records.trial import (
    AgentResult,
    HarborAgentInfo,
    HarborTrialConfig,
    ModelInfo,
    PhaseTiming,
    TrialRecord,
    TrialResult,
    VerifierResult,
)
from tests.support.labelled import Labelled, _error
from tests.support.ordinary_audit import AGENTS, TIMEOUT_TB, Session, _ts, log_lines
from tests.support.other_tasks_audit import UV_PREAMBLE, _bar, _trajectory, passing, pytest_out

FACTS: dict[str, dict] = {}
"""Per case, what the record shows, for checking a classification's words."""
NOTES: dict[str, str] = {}
"""Per case, why its label is right (the taxonomy's words)."""
_CASES: list[Labelled] = []

AGENT_NAME = {
    "cc": "claude-code",
    "tm": "terminus-2",
    "oh": "openhands",
    "mini": "mini-swe-agent",
    "cx": "codex",
}
SHELL_TOOLS = {"Bash", "execute_bash", "bash", "bash_command", "shell"}

# ------------------------------------------------------------------ the tasks
TASKS = {
    "hello-world": ('Create a file called hello.txt in /app. Write "Hello, world!" to it.'),
    "fix-git": (
        "I just made some changes to my personal site and checked out master, but now I can't "
        "find those changes. Please help me find them and merge them into master. The site's "
        "repository is /app/personal-site."
    ),
    "sqlite-with-gcov": (
        "Compile SQLite in /app/sqlite with gcov instrumentation (so that running it writes "
        ".gcda coverage files) and make the `sqlite3` binary available in the PATH."
    ),
    "build-linux-kernel-qemu": (
        "Build linux kernel linux-6.9 from source in /app/linux-6.9. Add a custom printk to "
        'start_kernel that prints "Hello, this is a custom kernel", build it as '
        "/app/linux-6.9/arch/x86/boot/bzImage, and make it boot under "
        "`qemu-system-x86_64 -kernel bzImage -initrd /app/ramfs/initramfs.cpio.gz -nographic "
        "-append console=ttyS0`."
    ),
    "train-fasttext": (
        "Train a fastText model on the Yelp reviews in /app/data/train.txt (fastText's "
        "__label__ format) and save it as /app/model.bin. The model must be smaller than "
        "150 MB and reach at least 0.62 accuracy on the held-out test set."
    ),
    "password-recovery": (
        "You need to perform a digital forensic recovery task. A system administrator has "
        "accidentally deleted an important file containing a password. The file was named "
        "launchcode.txt and was located somewhere within the /app directory. The password was "
        "written as PASSWORD=XXXXXXXXXX; it is exactly 23 characters long, starts with 8XD and "
        "ends with W54. Write every candidate password, one per line, to "
        "/app/recovered_passwords.txt."
    ),
    "openssl-selfsigned-cert": (
        "Create a self-signed TLS certificate for the internal service: a 2048-bit RSA key at "
        "/app/ssl/server.key (mode 600), a certificate at /app/ssl/server.crt valid for 365 days "
        "with CN=dev-internal.company.local, and /app/ssl/server.pem holding both."
    ),
    "log-summary-date-ranges": (
        "Analyze the logs in /app/logs and write /app/summary.csv counting ERROR, WARNING and "
        "INFO lines for the date ranges today, last_7_days, last_30_days, month_to_date and "
        "total (today is 2025-08-12), with the header period,severity,count."
    ),
    "jq-data-processing": (
        "Using jq, transform /app/users.json into /app/active_users.json: only active users, "
        "with the fields id, name and role, sorted by id, written by a command saved in "
        "/app/cmd.sh."
    ),
}
TASK_PREFIX = "terminal-bench/"


# ------------------------------------------------------------------ Harbor's exception.txt
HARBOR_TB = {
    "NonZeroAgentExitCodeError": (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 241, in _execute_agent\n'
        "    await asyncio.wait_for(\n"
        '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 520, in wait_for\n'
        "    return await fut\n"
        '  File "/harbor/src/harbor/agents/installed/base.py", line 139, in run\n'
        "    raise NonZeroAgentExitCodeError(\n"
    ),
    "VerifierTimeoutError": (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/verifier/verifier.py", line 112, in verify\n'
        "    await asyncio.wait_for(\n"
        '  File "/usr/local/lib/python3.12/asyncio/tasks.py", line 519, in wait_for\n'
        "    async with timeouts.timeout(timeout):\n"
        "TimeoutError\n\nThe above exception was the direct cause of the following exception:\n\n"
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 288, in _run_verification\n'
        "    raise VerifierTimeoutError(\n"
    ),
    "RuntimeError": (
        "Traceback (most recent call last):\n"
        '  File "/harbor/src/harbor/trial/trial.py", line 178, in _setup_environment\n'
        "    await self._environment.start(force_build=self.config.environment.force_build)\n"
        '  File "/harbor/src/harbor/environments/docker/docker.py", line 212, in start\n'
        '    await self._run_docker_compose_command(["build"])\n'
        '  File "/harbor/src/harbor/environments/docker/docker.py", line 171, in '
        "_run_docker_compose_command\n    raise RuntimeError(\n"
    ),
}


def exception_txt(kind: str, message: str) -> str:
    """What Harbor writes to ``exception.txt``: the formatted traceback."""
    if kind == "AgentTimeoutError":
        head = TIMEOUT_TB + (
            "\nThe above exception was the direct cause of the following exception:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/harbor/src/harbor/trial/trial.py", line 252, in _execute_agent\n'
            "    raise AgentTimeoutError(\n"
        )
    else:
        head = HARBOR_TB[kind]
    where = {"RuntimeError": "RuntimeError"}.get(kind, f"harbor.trial.errors.{kind}")
    return f"{head}{where}: {message}\n"


# ------------------------------------------------------------------ the record
def trial(
    name: str,
    task: str,
    sess: Session,
    *,
    reward: float | None,
    stdout: str | None,
    override_min: float | None = None,
    end: float | None = None,
    exception: tuple[str, str] | None = None,
    log: str | None = None,
    trajectory: bool = True,
    result_json: bool = True,
    tokens: bool = True,
    never_started: float | None = None,
    verifier_min: float = 0.9,
    facts: dict | None = None,
) -> TrialRecord:
    """One Harbor trial of ``task`` (a key of :data:`TASKS`); ``log`` is the end of
    ``trial.log`` (Harbor's ``exception.txt`` is put before it when the trial raised)."""
    instruction = TASKS[task]
    task_name = TASK_PREFIX + task
    agent, version, model, provider = AGENTS[sess.shape]
    end = round(sess.t + 0.2, 2) if end is None else end
    harbor_agent = {"name": agent, "import_path": None, "model_name": model,
                    "override_timeout_sec": override_min * 60 if override_min else None,
                    "override_setup_timeout_sec": None, "max_timeout_sec": None, "kwargs": {}}  # fmt: skip
    config = HarborTrialConfig(
        task={"path": f"tasks/{task}", "git_url": None, "overwrite": False},
        trial_name=name, trials_dir="jobs/2026-12-03__14-20-00", agent=harbor_agent,
        environment={"type": "docker", "force_build": False, "delete": True},
        verifier={"override_timeout_sec": None}, timeout_multiplier=1.0,
    )  # fmt: skip
    exc = None
    if exception is not None:
        exc = _error(*exception)
        exc.exception_traceback = exception_txt(*exception)
        exc.occurred_at = _ts(end)
        log = exception_txt(*exception) + ("\n" + log if log else "")
    verified = reward is not None or stdout is not None
    n = len(sess.calls)
    result = TrialResult(
        id=str(uuid.uuid5(uuid.NAMESPACE_URL, "other-tasks-audit-two/" + name)),
        task_name=task_name, trial_name=name,
        trial_uri=f"file:///jobs/2026-12-03__14-20-00/{name}",
        task_id={"path": f"tasks/{task}"}, source="terminal-bench",
        task_checksum=hashlib.sha256(task_name.encode()).hexdigest(),
        config=config.model_dump(),
        agent_info=HarborAgentInfo(name=agent, version=version,
                                   model_info=ModelInfo(name=model.split("/")[-1], provider=provider)),
        agent_result=AgentResult(n_input_tokens=(50_000 + 12_000 * n) if tokens else 0,
                                 n_cache_tokens=(30_000 + 8_000 * n) if tokens else 0,
                                 n_output_tokens=300 * n if tokens else 0,
                                 cost_usd=round(0.007 * n, 3) if tokens else 0.0),
        verifier_result=VerifierResult(rewards={"reward": reward}) if reward is not None else None,
        exception_info=exc,
        started_at=_ts(-1.6),
        finished_at=_ts(end + (verifier_min + 0.4 if verified else 0.3)),
        environment_setup=PhaseTiming(started_at=_ts(-1.6), finished_at=_ts(-0.4)),
        agent_setup=PhaseTiming(started_at=_ts(-0.4), finished_at=_ts(0)),
        agent_execution=PhaseTiming(started_at=_ts(0), finished_at=_ts(end)),
        verifier=PhaseTiming(started_at=_ts(end + 0.2), finished_at=_ts(end + 0.2 + verifier_min))
        if verified else None,
    )  # fmt: skip
    if never_started is not None:
        result.agent_result = None
        result.agent_setup = result.agent_execution = result.verifier = None
        result.environment_setup = PhaseTiming(started_at=_ts(-1.6), finished_at=_ts(never_started))
        result.finished_at = _ts(never_started + 0.1)
        if exc is not None:
            exc.occurred_at = _ts(never_started)
    if not result_json:
        # Harbor wrote config.json and the agent's files, never result.json.
        result = TrialResult(id=name, task_name=task_name, trial_name=name,
                             agent_info=HarborAgentInfo(name=agent))  # fmt: skip
    traj = _trajectory(name, sess, instruction, model) if trajectory else None
    rec = TrialRecord(result=result, harbor_config=config, trajectory=traj, report=None,
                      stdout=stdout, artifact=None, artifact_name=None, log=log)  # fmt: skip
    commands = sum(1 for c in sess.calls if c.tool in SHELL_TOOLS) if traj else 0
    f = {"task": task_name, "reward": reward if result_json else None,
         "exception": exception[0] if exception else None,
         "budget_min": override_min, "agent_min": 0.0 if never_started is not None else end,
         "agent_steps": n if traj else 0, "commands_run": commands,
         "trajectory": traj is not None, "result_json": result_json}  # fmt: skip
    if override_min and never_started is None:
        f["left_min"] = round(override_min - end, 1)
    f.update(facts or {})
    FACTS[name] = f
    return rec


def case(name: str, verdict: str, subtype: str, why: str, record: TrialRecord) -> None:
    assert name.startswith("ot2-") and name not in NOTES, name
    _CASES.append(Labelled(name, record, verdict, subtype))
    NOTES[name] = why


# ------------------------------------------------------------------ odd pytest outputs
HEAD = [
    _bar("test session starts"),
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0",
    "rootdir: /tests",
    "plugins: json-ctrf-0.3.5",
]
WHERE = "../tests/test_outputs.py"


def all_skipped(n: int, line: int, reason: str, secs: float = 0.03) -> str:
    return "\n".join([UV_PREAMBLE.rstrip("\n"), *HEAD, f"collected {n} items", "",
                      f"{WHERE} {'s' * n}".ljust(73) + "[100%]", "",
                      _bar("short test summary info"),
                      f"SKIPPED [{n}] {WHERE}:{line}: {reason}",
                      _bar(f"{n} skipped in {secs:.2f}s")]) + "\n"  # fmt: skip


def all_deselected(n: int, secs: float = 0.02) -> str:
    return "\n".join([UV_PREAMBLE.rstrip("\n"), *HEAD,
                      f"collected {n} items / {n} deselected / 0 selected", "",
                      _bar(f"{n} deselected in {secs:.2f}s")]) + "\n"  # fmt: skip


def all_xfailed(names: list[str], reason: str, secs: float = 0.61) -> str:
    n = len(names)
    lines = [UV_PREAMBLE.rstrip("\n"), *HEAD, f"collected {n} items", "",
             f"{WHERE} {'x' * n}".ljust(73) + "[100%]", "", _bar("short test summary info")]  # fmt: skip
    lines += [f"XFAIL {WHERE}::{t} - {reason}" for t in names]
    lines.append(_bar(f"{n} xfailed in {secs:.2f}s"))
    return "\n".join(lines) + "\n"


def collection_error(module: str, line: int, code: str) -> str:
    return "\n".join([
        UV_PREAMBLE.rstrip("\n"), *HEAD, "collected 0 items / 1 error", "",
        _bar("ERRORS"), _bar(f"ERROR collecting {WHERE[3:]}", "_"),
        "ImportError while importing test module '/tests/test_outputs.py'.",
        "Hint: make sure your test modules/packages have valid Python names.",
        "Traceback:",
        "/root/.local/share/uv/python/cpython-3.13.5-linux-x86_64-gnu/lib/python3.13/importlib/__init__.py:88: in import_module",
        "    return _bootstrap._gcd_import(name[level:], package, level)",
        f"{WHERE}:{line}: in <module>", f"    {code}",
        f"E   ModuleNotFoundError: No module named '{module}'",
        _bar("short test summary info"), f"ERROR {WHERE}",
        _bar("Interrupted: 1 error during collection", "!"),
        _bar("1 error in 0.14s"),
    ]) + "\n"  # fmt: skip


# ------------------------------------------------------------------ shared texts
HELLO_TESTS = ("test_hello_file_exists", "test_hello_file_content")
GIT_REFLOG = (
    "d7a81f0 (HEAD -> master, origin/master) HEAD@{0}: checkout: moving from 650dba4 to master\n"
    "650dba4 HEAD@{1}: commit: Move to Stanford\n"
    "c4e38a3 HEAD@{2}: checkout: moving from master to c4e38a3\n"
    "d7a81f0 (HEAD -> master, origin/master) HEAD@{3}: commit: Update about page"
)
GIT_MERGE_CONFLICT = (
    "Auto-merging _includes/about.md\nCONFLICT (content): Merge conflict in _includes/about.md\n"
    "Auto-merging _layouts/default.html\n"
    "Automatic merge failed; fix conflicts and then commit the result."
)
GIT_MERGED = "[master 1e0b7c2] Merge recovered changes (Move to Stanford)"
GIT_LOG_AFTER = (
    "1e0b7c2 (HEAD -> master) Merge recovered changes (Move to Stanford)\n"
    "650dba4 (recovered) Move to Stanford\nd7a81f0 (origin/master) Update about page"
)
ABOUT_FIXED = (
    "I am a fifth-year PhD student at Stanford University, advised by Prof. Elena Ruiz.\n"
    "My research is on program synthesis and verified compilers."
)
SQLITE_CONFIGURE = (
    "cd /app/sqlite && CFLAGS='-g -O0 -fprofile-arcs -ftest-coverage' LDFLAGS='-lgcov' "
    "./configure --prefix=/usr/local 2>&1 | tail -3"
)
SQLITE_CONFIGURE_OUT = (
    "config.status: creating sqlite3.pc\nconfig.status: creating sqlite_cfg.h\n"
    "config.status: executing libtool commands"
)
SQLITE_MAKE_OUT = (
    "gcc -g -O0 -fprofile-arcs -ftest-coverage -o sqlite3 shell.c sqlite3.c -lgcov -lm -lz\n"
    "libtool: install: /usr/bin/install -c sqlite3 /usr/local/bin/sqlite3"
)
SQLITE_CHECK = "which sqlite3 && sqlite3 :memory: 'select sqlite_version();' && ls /app/sqlite/*.gcda | head -3"
SQLITE_CHECK_OUT = (
    "/usr/local/bin/sqlite3\n3.46.1\n/app/sqlite/shell.gcda\n/app/sqlite/sqlite3.gcda"
)
SQLITE_TESTS = ("test_sqlite_compiled", "test_sqlite_in_path", "test_sqlite_version",
                "test_gcov_files_present", "test_gcov_report")  # fmt: skip
FT_HEAD = (
    "__label__4 Great little spot for brunch, the shakshuka was perfect and service quick.\n"
    "__label__1 Waited forty minutes for cold fries. Never again.\n"
    "__label__3 Decent pizza, a bit salty, parking is a nightmare."
)
FT_TRAIN = (
    "import fasttext\nm = fasttext.train_supervised('/app/data/train.txt', epoch=5, lr=0.5, "
    "wordNgrams=2, dim=50, minCount=3, loss='softmax')\n"
    "print(m.test('/app/data/valid.txt'))\nm.quantize(input='/app/data/train.txt', retrain=True, "
    "cutoff=200000)\nm.save_model('/app/model.bin')\n"
)
FT_TESTS = ("test_model_exists", "test_model_loads", "test_predict_format", "test_model_size",
            "test_accuracy")  # fmt: skip
PW_GREP = "grep -a -o -r 'PASSWORD=8XD[A-Z0-9]\\{17\\}W54' /app 2>/dev/null | head"
PW_HIT = "/app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat:PASSWORD=8XDP5Q2RT9ZK7VB3BV4WW54"
PW_TESTS = ("test_recovered_file_exists", "test_password_found")
KERNEL_TESTS = ("test_bzimage_exists", "test_custom_printk_in_source", "test_boots_with_message")


def _provider_wait_lines(start: float, stop: float, step: float, text: str) -> list:
    out, t = [], start
    while t < stop:
        out.append((round(t, 2), "WARNING", text))
        t += step
    return out


# ================================================================== claude-code
def claude_code() -> None:
    # --- an earned pass: two commands, both tests ran and passed
    s = Session("cc")
    s.write("/app/hello.txt", "Hello, world!\n", 0.2)
    s.sh("cat /app/hello.txt", "Hello, world!", 0.2)
    s.say('Created /app/hello.txt containing "Hello, world!".', 0.1)
    out = pytest_out(passing(*HELLO_TESTS), secs=0.01)
    case("ot2-claude-code-hello-world-solved", "GOOD_SUCCESS", "Solved",
         "wrote /app/hello.txt and checked it; test-stdout shows 2 passed, reward 1 (Solved: the "
         "agent acted and the verifier tested something)",
         trial("ot2-claude-code-hello-world-solved", "hello-world", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 2, "failed": 0, "skipped": 0}}))  # fmt: skip

    # --- the agent recovered the commit, but the verifier skipped both tests
    s = Session("cc")
    s.sh("cd /app/personal-site && git status && git reflog | head -5",
         "On branch master\nnothing to commit, working tree clean\n" + GIT_REFLOG, 0.4)  # fmt: skip
    s.sh("cd /app/personal-site && git branch recovered 650dba4 && git merge recovered",
         GIT_MERGE_CONFLICT, 0.6)  # fmt: skip
    s.read("/app/personal-site/_includes/about.md",
           "<<<<<<< HEAD\nI am a fourth-year PhD student at MIT.\n=======\n" + ABOUT_FIXED + "\n>>>>>>> recovered\n", 0.3)  # fmt: skip
    s.write("/app/personal-site/_includes/about.md", ABOUT_FIXED + "\n", 0.5)
    s.sh("cd /app/personal-site && git add -A && git commit -m 'Merge recovered changes (Move to Stanford)' && git log --oneline -3",
         GIT_MERGED + "\n" + GIT_LOG_AFTER, 0.4)  # fmt: skip
    s.say("Recovered the detached-HEAD commit 650dba4 ('Move to Stanford') and merged it into "
          "master, resolving the conflict in _includes/about.md.", 0.2)  # fmt: skip
    out = all_skipped(2, 5, "could not import 'git': No module named 'git'")
    case("ot2-claude-code-fix-git-all-skipped", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout: 'SKIPPED [2] ... could not import 'git'' and '2 skipped', nothing passed, "
         "yet reward 1: the verifier tested nothing (Nothing Tested), however sound the merge "
         "looks; the task's verifier is at fault, not the agent",
         trial("ot2-claude-code-fix-git-all-skipped", "fix-git", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 0, "failed": 0, "skipped": 2}}))  # fmt: skip

    # --- 401: the model was never reached; the untouched workspace failed
    s = Session("cc")
    s.wait(0.2)
    log = log_lines([
        (0.05, "INFO", "Running agent claude-code (claude-sonnet-4-5-20250929)"),
        (0.15, "INFO", "claude stdout: {\"type\":\"result\",\"subtype\":\"success\",\"is_error\":true,"
         "\"duration_ms\":412,\"num_turns\":1,\"result\":\"Invalid API key \u00b7 Please run /login\"}"),
        (0.2, "ERROR", "Agent claude-code failed: claude exited with code 1"),
    ])  # fmt: skip
    out = pytest_out([("test_sqlite_compiled", "FAILED", "assert SQLITE.exists()\nAssertionError: /app/sqlite/sqlite3 not built"),
                      ("test_sqlite_in_path", "FAILED", "assert shutil.which('sqlite3')\nAssertionError: sqlite3 not on PATH"),
                      ("test_gcov_files_present", "FAILED", "assert list(Path('/app/sqlite').glob('*.gcno'))\nAssertionError: no .gcno files")])  # fmt: skip
    case("ot2-claude-code-sqlite-with-gcov-401", "HARNESS_ERROR", "Provider Error",
         "trial.log: 'Invalid API key \u00b7 Please run /login', claude exited 1 at 0.2 min, no agent "
         "step; the untouched workspace graded 0 (Provider Error: a refused key, quoted, and the "
         "agent never made a step; the 0 is not the agent's)",
         trial("ot2-claude-code-sqlite-with-gcov-401", "sqlite-with-gcov", s, reward=0.0, stdout=out,
               tokens=False, log=log, exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
               facts={"tests": {"passed": 0, "failed": 3, "skipped": 0},
                      "provider_line": "Invalid API key \u00b7 Please run /login"}))  # fmt: skip

    # --- a partial reward, 3 of 5 tests, with a third of the budget left
    s = Session("cc", budget=60)
    s.sh(
        "head -3 /app/data/train.txt; wc -l /app/data/train.txt",
        FT_HEAD + "\n650000 /app/data/train.txt",
        0.5,
    )
    s.write("/app/train.py", FT_TRAIN.replace("dim=50", "dim=300").split("m.quantize")[0]
            + "m.save_model('/app/model.bin')\n", 1.0)  # fmt: skip
    s.sh("cd /app && python3 train.py", "(50000, 0.6071, 0.6071)", 14.0)
    s.edit("/app/train.py", "epoch=5", "epoch=10", 0.5)
    s.sh("cd /app && python3 train.py && ls -la /app/model.bin",
         "(50000, 0.6188, 0.6188)\n-rw-r--r-- 1 root root 1843201540 Dec  3 14:58 /app/model.bin", 22.0)  # fmt: skip
    s.say("Trained a fastText classifier (dim 300, bigrams, 10 epochs): validation accuracy "
          "0.619, saved to /app/model.bin.", 0.3)  # fmt: skip
    out = pytest_out([(FT_TESTS[0], "PASSED", ""), (FT_TESTS[1], "PASSED", ""), (FT_TESTS[2], "PASSED", ""),
                      (FT_TESTS[3], "FAILED", "assert size < 150 * 1024**2\nAssertionError: model.bin is 1757.8 MB"),
                      (FT_TESTS[4], "FAILED", "assert acc >= 0.62\nAssertionError: accuracy 0.6179 < 0.62")], secs=41.3)  # fmt: skip
    case("ot2-claude-code-train-fasttext-partial", "GOOD_FAILURE", "Partial Solution",
         "3 passed, 2 failed (model 1757.8 MB, accuracy 0.6179), reward 0.6, stopped at ~39 of 60 "
         "min (Partial Solution: a fail with a partial reward, less than half the budget left)",
         trial("ot2-claude-code-train-fasttext-partial", "train-fasttext", s, reward=0.6, stdout=out,
               override_min=60, verifier_min=1.4,
               facts={"tests": {"passed": 3, "failed": 2, "skipped": 0}}))  # fmt: skip

    # --- an honest timeout in the middle of the kernel build
    s = Session("cc", budget=60)
    s.sh(
        "cd /app/linux-6.9 && make defconfig 2>&1 | tail -1",
        "# configuration written to .config",
        0.6,
    )
    s.edit("/app/linux-6.9/init/main.c", "\tpr_notice(\"%s\", linux_banner);",
           "\tpr_notice(\"%s\", linux_banner);\n\tprintk(KERN_INFO \"Hello, this is a custom kernel\\n\");", 0.8)  # fmt: skip
    s.sh("cd /app/linux-6.9 && make -j1 bzImage 2>&1 | tail -3",
         "  CC      kernel/sched/fair.o\n  CC      kernel/sched/build_policy.o\n"
         "make[3]: *** wait: No child processes.  Stop.", 28.0)  # fmt: skip
    s.sh(
        "nproc; free -g | head -2",
        "2\n               total        used        free\nMem:               3           2           0",
        0.3,
    )
    s.sh("cd /app/linux-6.9 && make -j2 bzImage 2>&1 | tail -2",
         "  CC      drivers/gpu/drm/i915/display/intel_display.o\n  CC      drivers/gpu/drm/i915/display/intel_dp.o", 29.0)  # fmt: skip
    out = pytest_out([(KERNEL_TESTS[0], "FAILED", "assert BZ.exists()\nAssertionError: arch/x86/boot/bzImage not found"),
                      (KERNEL_TESTS[1], "PASSED", ""),
                      (KERNEL_TESTS[2], "FAILED", "assert 'Hello, this is a custom kernel' in out\nAssertionError: no kernel to boot")])  # fmt: skip
    case("ot2-claude-code-build-linux-kernel-qemu-timeout", "GOOD_FAILURE", "Ran Out of Time",
         "the build was still compiling drivers when AgentTimeoutError hit at 3600 s (60-min budget); "
         "1 passed, 2 failed, reward 0 (Ran Out of Time: stopped by its recorded budget)",
         trial("ot2-claude-code-build-linux-kernel-qemu-timeout", "build-linux-kernel-qemu", s,
               reward=0.0, stdout=out, override_min=60, end=60.0,
               exception=("AgentTimeoutError", "Agent execution timed out after 3600.0 seconds"),
               facts={"tests": {"passed": 1, "failed": 2, "skipped": 0}}))  # fmt: skip

    # --- solved, then a 529 on the closing turn: claude exited 1, the pass stands
    s = Session("cc", budget=30)
    s.sh("ls -la /app; find /app -name 'launchcode*' 2>/dev/null", "total 16\ndrwxr-xr-x 1 root root 4096 Dec  3 14:20 .\n"
         "drwxr-xr-x 1 root root 4096 Dec  3 14:20 varsea", 0.4)  # fmt: skip
    s.sh("find /app/varsea -type f | head; find /app/varsea -type f | wc -l",
         "/app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat\n/app/varsea/disks/sub2/raw.img\n2", 0.5)  # fmt: skip
    s.sh(PW_GREP, PW_HIT, 1.2)
    s.sh("echo 8XDP5Q2RT9ZK7VB3BV4WW54 > /app/recovered_passwords.txt && cat /app/recovered_passwords.txt | awk '{print length}'",
         "23", 0.3)  # fmt: skip
    end = round(s.t + 1.9, 2)
    log = log_lines([
        (s.t + 0.3, "WARNING", "claude stderr: API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\","
         "\"message\":\"Overloaded\"}}) \u00b7 Retrying in 5 seconds\u2026 (attempt 1/3)"),
        (s.t + 1.8, "ERROR", "claude stdout: API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\","
         "\"message\":\"Overloaded\"}}"),
        (end, "ERROR", "Agent claude-code failed: claude exited with code 1"),
    ])  # fmt: skip
    out = pytest_out(passing(*PW_TESTS), secs=0.02)
    case("ot2-claude-code-password-recovery-529-after-pass", "GOOD_SUCCESS", "Solved",
         "grep found PASSWORD=8XDP5Q2RT9ZK7VB3BV4WW54 and it was written at ~2.4 min; a 529 "
         "'Overloaded' on the closing turn made claude exit 1, but 2 passed, reward 1 (Solved: the "
         "provider cost the run nothing; Provider Error is for a run that did not pass)",
         trial("ot2-claude-code-password-recovery-529-after-pass", "password-recovery", s, reward=1.0,
               stdout=out, override_min=30, end=end, log=log,
               exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
               facts={"tests": {"passed": 2, "failed": 0, "skipped": 0},
                      "provider_line": "API Error: 529 ... Overloaded", "solved_at_min": 2.4}))  # fmt: skip


# ================================================================== terminus-2
def terminus() -> None:
    # --- every test deselected; the verifier's reward counts failures only
    s = Session("tm")
    s.sh("cd /app/personal-site && git reflog | head -4", GIT_REFLOG, 0.5)
    s.sh("git checkout -b recovered 650dba4 && git checkout master && git merge recovered",
         "Switched to a new branch 'recovered'\nSwitched to branch 'master'\n" + GIT_MERGE_CONFLICT, 0.6)  # fmt: skip
    s.sh("git checkout --theirs _includes/about.md _layouts/default.html && git add -A && "
         "git commit -m 'Merge recovered changes (Move to Stanford)'", GIT_MERGED, 0.5)  # fmt: skip
    s.sh("git log --oneline -3", GIT_LOG_AFTER, 0.2)
    s.say('{"analysis": "The lost commit is merged into master.", "plan": "", "commands": [], '
          '"task_complete": true}', 0.2)  # fmt: skip
    out = all_deselected(2)
    case("ot2-terminus-2-fix-git-deselected", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout: 'collected 2 items / 2 deselected / 0 selected', '2 deselected'; reward 1 "
         "with no test run (Nothing Tested: the verifier's selection, not the agent, tested "
         "nothing)",
         trial("ot2-terminus-2-fix-git-deselected", "fix-git", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 0, "failed": 0, "deselected": 2}}))  # fmt: skip

    # --- the model timed out on every call for the whole budget: no step, graded 0
    s = Session("tm", budget=15)
    log = log_lines(_provider_wait_lines(
        0.1, 15.0, 3.0,
        "litellm.Timeout: AnthropicException - litellm.Timeout: Connection timed out after 180.0 "
        "seconds. Retrying request to /v1/messages"))  # fmt: skip
    out = pytest_out([(HELLO_TESTS[0], "FAILED", "assert HELLO.exists()\nAssertionError: /app/hello.txt does not exist"),
                      (HELLO_TESTS[1], "FAILED", "content = HELLO.read_text()\nFileNotFoundError: [Errno 2] No such file or directory: '/app/hello.txt'")], secs=0.01)  # fmt: skip
    case("ot2-terminus-2-hello-world-model-timeouts", "HARNESS_ERROR", "Provider Error",
         "trial.log: 'litellm.Timeout ... Connection timed out after 180.0 seconds' every 3 min, no "
         "agent step, AgentTimeoutError at 900 s; graded 0 (Provider Error: the model was never "
         "reached for the whole budget, the agent never made a step)",
         trial("ot2-terminus-2-hello-world-model-timeouts", "hello-world", s, reward=0.0, stdout=out,
               override_min=15, end=15.0, tokens=False, log=log,
               exception=("AgentTimeoutError", "Agent execution timed out after 900.0 seconds"),
               facts={"tests": {"passed": 0, "failed": 2, "skipped": 0},
                      "provider_line": "litellm.Timeout ... Connection timed out after 180.0 seconds"}))  # fmt: skip

    # --- an earned pass
    s = Session("tm", budget=30)
    s.sh(
        "ls /app/sqlite | head",
        "LICENSE.md\nMakefile.in\nREADME.md\nconfigure\nshell.c\nsqlite3.c\nsqlite3.h",
        0.3,
    )
    s.sh(SQLITE_CONFIGURE, SQLITE_CONFIGURE_OUT, 0.8)
    s.sh("make -j4 && make install 2>&1 | tail -2", SQLITE_MAKE_OUT, 3.5)
    s.sh(SQLITE_CHECK, SQLITE_CHECK_OUT, 0.3)
    s.say('{"analysis": "sqlite3 is built with -fprofile-arcs -ftest-coverage, installed to '
          '/usr/local/bin, and writes .gcda files.", "plan": "", "commands": [], "task_complete": true}', 0.2)  # fmt: skip
    out = pytest_out(passing(*SQLITE_TESTS), secs=2.87)
    case("ot2-terminus-2-sqlite-with-gcov-solved", "GOOD_SUCCESS", "Solved",
         "configured with gcov flags, built, installed, checked .gcda files; 5 passed, reward 1 "
         "(Solved)",
         trial("ot2-terminus-2-sqlite-with-gcov-solved", "sqlite-with-gcov", s, reward=1.0, stdout=out,
               override_min=30, facts={"tests": {"passed": 5, "failed": 0, "skipped": 0}}))  # fmt: skip

    # --- the verifier timed out evaluating the model
    s = Session("tm", budget=60)
    s.sh("head -3 /app/data/train.txt", FT_HEAD, 0.3)
    s.sh("cat > /app/train.py <<'EOF'\n" + FT_TRAIN + "EOF", "", 1.0)
    s.sh(
        "cd /app && python3 train.py",
        "(50000, 0.6412, 0.6412)\nProgress: 100.0% words/sec/thread: 812331",
        19.0,
    )
    s.sh(
        "ls -la /app/model.bin", "-rw-r--r-- 1 root root 96214871 Dec  3 14:49 /app/model.bin", 0.2
    )
    s.say('{"analysis": "model.bin is 91.8 MB with validation accuracy 0.641.", "plan": "", '
          '"commands": [], "task_complete": true}', 0.2)  # fmt: skip
    vout = "\n".join([UV_PREAMBLE.rstrip("\n"), *HEAD, "collected 5 items", "",
                      f"{WHERE} ..."]) + "\n"  # fmt: skip
    case("ot2-terminus-2-train-fasttext-verifier-timeout", "HARNESS_ERROR", "Verifier Timeout",
         "VerifierTimeoutError after 600 s with 3 of 5 tests printed, no reward (Verifier Timeout: "
         "no reward, the verifier timed out; the agent's 0.641 model was never judged)",
         trial("ot2-terminus-2-train-fasttext-verifier-timeout", "train-fasttext", s, reward=None,
               stdout=vout, override_min=60, verifier_min=10.0,
               exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
               facts={"tests": None, "tests_printed": 3}))  # fmt: skip

    # --- the image never built (a pinned qemu package gone from the mirror)
    s = Session("tm")
    build = (
        "Docker compose command failed for environment main. Command: docker compose -p "
        "build-linux-kernel-qemu__tm-image -f /harbor/environments/docker/docker-compose-build.yaml "
        'build. Return code: 1. Stderr: failed to solve: process "/bin/sh -c apt-get update && '
        "apt-get install -y build-essential bc bison flex libelf-dev libssl-dev cpio "
        'qemu-system-x86=1:7.2+dfsg-7+deb12u7" did not complete successfully: exit code: 100'
    )
    blog = (
        "#7 21.84 E: Failed to fetch http://deb.debian.org/debian/pool/main/q/qemu/"
        "qemu-system-x86_7.2+dfsg-7+deb12u7_amd64.deb  404  Not Found [IP: 151.101.2.132 80]\n"
        "#7 21.84 E: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?\n"
        '#7 ERROR: process "/bin/sh -c apt-get update && apt-get install -y build-essential bc bison '
        'flex libelf-dev libssl-dev cpio qemu-system-x86=1:7.2+dfsg-7+deb12u7" did not complete '
        "successfully: exit code: 100\n"
    )
    case("ot2-terminus-2-build-linux-kernel-qemu-image-build", "HARNESS_ERROR", "Environment Error",
         "docker compose build failed: apt 404 on the pinned qemu-system-x86 package; no agent "
         "phase, no trajectory, no reward (Environment Error: the trial's environment failed; the "
         "task's Dockerfile pin, not the agent)",
         trial("ot2-terminus-2-build-linux-kernel-qemu-image-build", "build-linux-kernel-qemu", s,
               reward=None, stdout=None, trajectory=False, never_started=1.9,
               exception=("RuntimeError", build), log=blog,
               facts={"tests": None}))  # fmt: skip

    # --- an honest fail: looked in the wrong place, most of the budget used
    s = Session("tm", budget=30)
    s.sh(
        "ls -R /app | head -20",
        "/app:\nvarsea\n\n/app/varsea:\ndisks\n\n/app/varsea/disks:\nsub1\nsub2",
        0.4,
    )
    s.sh(
        "strings /app/varsea/disks/sub2/raw.img | grep -i pass | head",
        "passwd\nPASSWORD_HINT=see launch docs",
        1.5,
    )
    s.sh("apt-get install -y foremost >/dev/null 2>&1; foremost -i /app/varsea/disks/sub2/raw.img -o /tmp/rec; ls /tmp/rec",
         "audit.txt\njpg\nzip", 6.0)  # fmt: skip
    s.sh(
        "cd /tmp/rec/zip && unzip -o '*.zip' && grep -r 8XD . | head",
        "Archive:  00000142.zip\n  inflating: notes.txt",
        5.0,
    )
    s.sh("echo 8XDNOTFOUND000000000W54 > /app/recovered_passwords.txt", "", 12.0)
    s.say('{"analysis": "Could not locate the original file; wrote a placeholder.", "plan": "", '
          '"commands": [], "task_complete": true}', 0.5)  # fmt: skip
    out = pytest_out([(PW_TESTS[0], "PASSED", ""),
                      (PW_TESTS[1], "FAILED", "assert PASSWORD in lines\nAssertionError: 8XDP5Q2RT9ZK7VB3BV4WW54 not among 1 candidate(s)")], secs=0.02)  # fmt: skip
    case("ot2-terminus-2-password-recovery-unsolved", "GOOD_FAILURE", "Unsolved",
         "searched raw.img instead of the .dat file, wrote a placeholder; 1 passed, 1 failed, "
         "reward 0 at ~26 of 30 min (Unsolved: an honest miss, not a premature stop)",
         trial("ot2-terminus-2-password-recovery-unsolved", "password-recovery", s, reward=0.0,
               stdout=out, override_min=30, facts={"tests": {"passed": 1, "failed": 1, "skipped": 0}}))  # fmt: skip


# ================================================================== openhands
def openhands() -> None:
    # --- 404 model not found; no step; the image already held the certificate: a pass
    s = Session("oh")
    s.wait(0.3)
    log = log_lines([
        (0.1, "INFO", "openhands: Starting agent CodeActAgent with model anthropic/claude-sonnet-4-5-20250929"),
        (0.2, "ERROR", "openhands stderr: litellm.NotFoundError: AnthropicException - {\"type\":\"error\","
         "\"error\":{\"type\":\"not_found_error\",\"message\":\"model: claude-sonnet-4-5-20250929\"}}"),
        (0.25, "INFO", "openhands: AgentController state changed to AgentState.ERROR"),
        (0.3, "INFO", "openhands exited with code 0"),
    ])  # fmt: skip
    out = pytest_out(passing("test_key_exists_and_mode", "test_cert_subject_cn", "test_cert_validity_365",
                             "test_pem_holds_both"), secs=0.33)  # fmt: skip
    case("ot2-openhands-openssl-selfsigned-cert-404-pass", "BAD_SUCCESS", "Passes Untouched",
         "trial.log: 'litellm.NotFoundError ... not_found_error', AgentState.ERROR, no agent step, "
         "no command; yet 4 passed, reward 1: the image already held /app/ssl (Passes Untouched: "
         "the grader accepts the workspace as given; the task's flaw)",
         trial("ot2-openhands-openssl-selfsigned-cert-404-pass", "openssl-selfsigned-cert", s,
               reward=1.0, stdout=out, tokens=False, log=log,
               facts={"tests": {"passed": 4, "failed": 0, "skipped": 0},
                      "provider_line": "litellm.NotFoundError ... not_found_error"}))  # fmt: skip

    # --- the agent merged honestly; the tests failed to import and a 1 was written anyway
    s = Session("oh")
    s.sh("cd /app/personal-site && git reflog | head -4", GIT_REFLOG, 0.5)
    s.sh("cd /app/personal-site && git merge 650dba4", GIT_MERGE_CONFLICT, 0.5)
    s.edit("/app/personal-site/_includes/about.md",
           "<<<<<<< HEAD\nI am a fourth-year PhD student at MIT.\n=======\n" + ABOUT_FIXED + "\n>>>>>>> 650dba4\n",
           ABOUT_FIXED + "\n", 0.6)  # fmt: skip
    s.sh("cd /app/personal-site && git checkout --theirs _layouts/default.html && git add -A && "
         "git commit -m 'Merge recovered changes (Move to Stanford)'", GIT_MERGED, 0.4)  # fmt: skip
    s.finish("Merged the lost commit 650dba4 into master and resolved both conflicts.")
    out = collection_error("git", 3, "import git")
    case("ot2-openhands-fix-git-collection-error-pass", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout: 'ModuleNotFoundError: No module named 'git'', 'Interrupted: 1 error during "
         "collection', '1 error'; no test ran, yet reward 1 (Nothing Tested: an error at collection; "
         "the verifier's flaw, not the agent's)",
         trial("ot2-openhands-fix-git-collection-error-pass", "fix-git", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 0, "failed": 0, "errors": 1, "collected": 0}}))  # fmt: skip

    # --- connection refused: no step, graded 0
    s = Session("oh")
    s.wait(1.2)
    refused = ("openhands stderr: litellm.APIConnectionError: AnthropicException - Cannot connect to "
               "host api.anthropic.com:443 ssl:default [Connect call failed ('160.79.104.10', 443)]: "
               "[Errno 111] Connection refused")  # fmt: skip
    log = log_lines([(0.1, "INFO", "openhands: Starting agent CodeActAgent with model anthropic/claude-sonnet-4-5-20250929")]
                    + [(0.2 + 0.3 * i, "WARNING", refused + f". Retrying ({i + 1}/3)") for i in range(3)]
                    + [(1.2, "ERROR", refused), (1.25, "INFO", "openhands: AgentController state changed to AgentState.ERROR")])  # fmt: skip
    out = pytest_out([("test_sqlite_compiled", "FAILED", "assert SQLITE.exists()\nAssertionError: /app/sqlite/sqlite3 not built"),
                      ("test_sqlite_in_path", "FAILED", "assert shutil.which('sqlite3')\nAssertionError: sqlite3 not on PATH"),
                      ("test_gcov_files_present", "FAILED", "assert list(Path('/app/sqlite').glob('*.gcno'))\nAssertionError: no .gcno files")])  # fmt: skip
    case("ot2-openhands-sqlite-with-gcov-refused", "HARNESS_ERROR", "Provider Error",
         "trial.log: 'litellm.APIConnectionError ... [Errno 111] Connection refused' four times, "
         "AgentState.ERROR, no agent step; 0 passed, 3 failed, reward 0 (Provider Error: the model "
         "was never reached; the 0 is not the agent's)",
         trial("ot2-openhands-sqlite-with-gcov-refused", "sqlite-with-gcov", s, reward=0.0, stdout=out,
               tokens=False, log=log,
               facts={"tests": {"passed": 0, "failed": 3, "skipped": 0},
                      "provider_line": "[Errno 111] Connection refused"}))  # fmt: skip

    # --- an earned pass
    s = Session("oh", budget=60)
    s.sh("head -3 /app/data/train.txt; python3 -c 'import fasttext; print(fasttext.__file__)'",
         FT_HEAD + "\n/usr/local/lib/python3.11/site-packages/fasttext/__init__.py", 0.4)  # fmt: skip
    s.write("/app/train.py", FT_TRAIN, 1.0)
    s.sh("cd /app && python3 train.py && ls -la /app/model.bin",
         "(50000, 0.6407, 0.6407)\n-rw-r--r-- 1 root root 97011734 Dec  3 14:44 /app/model.bin", 18.0)  # fmt: skip
    s.sh("python3 -c \"import fasttext; m = fasttext.load_model('/app/model.bin'); print(m.predict('great food'))\"",
         "(('__label__5',), array([0.71]))", 0.5)  # fmt: skip
    s.finish("Trained and quantized a fastText model: 92.5 MB, validation accuracy 0.641.")
    out = pytest_out(passing(*FT_TESTS), secs=38.2)
    case("ot2-openhands-train-fasttext-solved", "GOOD_SUCCESS", "Solved",
         "trained and quantized (92.5 MB, 0.641 valid); 5 passed, reward 1 (Solved)",
         trial("ot2-openhands-train-fasttext-solved", "train-fasttext", s, reward=1.0, stdout=out,
               override_min=60, verifier_min=1.3, facts={"tests": {"passed": 5, "failed": 0, "skipped": 0}}))  # fmt: skip

    # --- a rate-limit outage that cost the run its last 24 minutes
    s = Session("oh", budget=30)
    s.sh("ls -R /app | head -12", "/app:\nvarsea\n\n/app/varsea:\ndisks", 0.5)
    s.sh("find /app/varsea -type f -exec ls -la {} +",
         "-rw-r--r-- 1 root root   8192 Dec  3 14:20 /app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat\n"
         "-rw-r--r-- 1 root root 524288 Dec  3 14:20 /app/varsea/disks/sub2/raw.img", 1.5)  # fmt: skip
    s.sh("xxd /app/varsea/disks/sub2/raw.img | grep -i 'PASS' | head -3",
         "0001f3a0: 5041 5353 574f 5244 5f48 494e 543d 7365  PASSWORD_HINT=se", 2.5)  # fmt: skip
    last = s.t
    rl = ('openhands stderr: litellm.RateLimitError: AnthropicException - {"type":"error","error":'
          '{"type":"rate_limit_error","message":"Number of request tokens has exceeded your '
          'per-minute rate limit"}}. Retrying in 60 seconds.')  # fmt: skip
    log = log_lines(_provider_wait_lines(last + 0.5, 30.0, 2.0, rl))
    out = pytest_out([(PW_TESTS[0], "FAILED", "assert OUT.exists()\nAssertionError: /app/recovered_passwords.txt not found"),
                      (PW_TESTS[1], "FAILED", "lines = OUT.read_text().split()\nFileNotFoundError: [Errno 2] No such file or directory: '/app/recovered_passwords.txt'")], secs=0.02)  # fmt: skip
    case("ot2-openhands-password-recovery-429-silence", "HARNESS_ERROR", "Provider Error",
         "three steps in 4.5 min, then 429 'rate_limit_error' retries every 2 min and no step for "
         "the last ~25 min until AgentTimeoutError at 1800 s; graded 0 (Provider Error: logged "
         "inside a silence of far more than a quarter of the budget)",
         trial("ot2-openhands-password-recovery-429-silence", "password-recovery", s, reward=0.0,
               stdout=out, override_min=30, end=30.0, log=log,
               exception=("AgentTimeoutError", "Agent execution timed out after 1800.0 seconds"),
               facts={"tests": {"passed": 0, "failed": 2, "skipped": 0}, "last_step_min": last,
                      "silence_min": round(30.0 - last, 1), "provider_line": "rate_limit_error"}))  # fmt: skip

    # --- the agent built and booted the kernel; the verifier could not import its own module
    s = Session("oh", budget=90)
    s.sh(
        "cd /app/linux-6.9 && make defconfig 2>&1 | tail -1",
        "# configuration written to .config",
        0.6,
    )
    s.edit("/app/linux-6.9/init/main.c", "\tpr_notice(\"%s\", linux_banner);",
           "\tpr_notice(\"%s\", linux_banner);\n\tprintk(KERN_INFO \"Hello, this is a custom kernel\\n\");", 0.8)  # fmt: skip
    s.sh("cd /app/linux-6.9 && make -j8 bzImage 2>&1 | tail -2",
         "  BUILD   arch/x86/boot/bzImage\nKernel: arch/x86/boot/bzImage is ready  (#1)", 38.0)  # fmt: skip
    s.sh("cd /app && timeout 60 qemu-system-x86_64 -kernel linux-6.9/arch/x86/boot/bzImage "
         "-initrd ramfs/initramfs.cpio.gz -nographic -append console=ttyS0 2>&1 | grep -m1 custom",
         "[    0.000000] Hello, this is a custom kernel", 1.5)  # fmt: skip
    s.finish("Built linux-6.9 with the custom printk; it boots under qemu and prints the message.")
    out = collection_error("pexpect", 4, "import pexpect")
    case("ot2-openhands-build-linux-kernel-qemu-collection-error-fail", "BAD_FAILURE", "Grader Error",
         "the agent built bzImage and its own qemu boot printed the custom line; the verifier "
         "stopped at collection ('No module named 'pexpect'', 1 error, no test ran) and wrote 0 "
         "(Grader Error: a fail because the verifier itself failed, not the agent)",
         trial("ot2-openhands-build-linux-kernel-qemu-collection-error-fail", "build-linux-kernel-qemu",
               s, reward=0.0, stdout=out, override_min=90,
               facts={"tests": {"passed": 0, "failed": 0, "errors": 1, "collected": 0}}))  # fmt: skip


# ================================================================== mini-swe-agent
def mini() -> None:
    # --- an earned pass
    s = Session("mini")
    s.sh("cd /app && printf 'Hello, world!\\n' > hello.txt && cat hello.txt", "Hello, world!", 0.2)
    s.finish("Created hello.txt.", 0.1)
    out = pytest_out(passing(*HELLO_TESTS), secs=0.01)
    case("ot2-mini-swe-agent-hello-world-solved", "GOOD_SUCCESS", "Solved",
         "one command wrote and printed hello.txt; 2 passed, reward 1 (Solved)",
         trial("ot2-mini-swe-agent-hello-world-solved", "hello-world", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 2, "failed": 0, "skipped": 0}}))  # fmt: skip

    # --- every test xfailed (the task author's markers); reward 1
    s = Session("mini")
    s.sh("cd /app/personal-site && git reflog | head -4", GIT_REFLOG, 0.4)
    s.sh("cd /app/personal-site && git merge -X theirs 650dba4 -m 'Merge recovered changes (Move to Stanford)'",
         "Auto-merging _includes/about.md\nAuto-merging _layouts/default.html\n"
         "Merge made by the 'ort' strategy.\n _includes/about.md    | 4 ++--\n _layouts/default.html | 2 +-", 0.6)  # fmt: skip
    s.sh("cd /app/personal-site && git log --oneline -3 && grep -c Stanford _includes/about.md",
         GIT_LOG_AFTER + "\n1", 0.3)  # fmt: skip
    s.finish("Merged the lost commit into master.", 0.1)
    out = all_xfailed(["test_about_file", "test_layout_file"], "reason: flaky on CI, see #412")
    case("ot2-mini-swe-agent-fix-git-all-xfailed", "BAD_SUCCESS", "Nothing Tested",
         "test-stdout: both tests 'XFAIL ... flaky on CI', '2 xfailed', nothing passed; reward 1 "
         "(Nothing Tested: xfailed tests test nothing; the task's markers, not the agent)",
         trial("ot2-mini-swe-agent-fix-git-all-xfailed", "fix-git", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 0, "failed": 0, "xfailed": 2}}))  # fmt: skip

    # --- an unfinished folder: config.json and the trajectory so far, no result.json
    s = Session("mini")
    s.sh("ls /app/sqlite | head -5", "LICENSE.md\nMakefile.in\nREADME.md\nconfigure\nshell.c", 0.3)
    s.sh(SQLITE_CONFIGURE, SQLITE_CONFIGURE_OUT, 0.8)
    s.sh(
        "cd /app/sqlite && make -j4 2>&1 | tail -1",
        "gcc -g -O0 -fprofile-arcs -ftest-coverage -o sqlite3 shell.c sqlite3.c -lgcov -lm -lz",
        3.0,
    )
    log = log_lines([(0.0, "INFO", "Starting trial ot2-mini-swe-agent-sqlite-with-gcov-unfinished"),
                     (0.05, "INFO", "Running agent mini-swe-agent (openai/gpt-5)"),
                     (s.t, "INFO", "mini-swe-agent: step 3 done")])  # fmt: skip
    case("ot2-mini-swe-agent-sqlite-with-gcov-unfinished", "HARNESS_ERROR", "Missing Reward",
         "no result.json: Harbor wrote config.json, the trajectory (3 commands) and trial.log up to "
         "'step 3 done', never a result or a reward (Missing Reward: the agent ran but no reward "
         "was recorded; reported, not skipped)",
         trial("ot2-mini-swe-agent-sqlite-with-gcov-unfinished", "sqlite-with-gcov", s, reward=None,
               stdout=None, result_json=False, log=log, facts={"tests": None}))  # fmt: skip

    # --- 404 model does not exist: no step, graded 0
    s = Session("mini")
    s.wait(0.2)
    nf = ("litellm.exceptions.NotFoundError: litellm.NotFoundError: OpenAIException - The model "
          "`gpt-5` does not exist or you do not have access to it.")  # fmt: skip
    log = log_lines([(0.05, "INFO", "Running agent mini-swe-agent (openai/gpt-5)"),
                     (0.15, "ERROR", "mini-swe-agent stderr: " + nf),
                     (0.2, "ERROR", "Agent mini-swe-agent failed: mini-swe-agent exited with code 1")])  # fmt: skip
    out = pytest_out([(FT_TESTS[0], "FAILED", "assert MODEL.exists()\nAssertionError: /app/model.bin not found"),
                      (FT_TESTS[1], "FAILED", "m = fasttext.load_model(str(MODEL))\nValueError: /app/model.bin cannot be opened for loading!"),
                      (FT_TESTS[2], "FAILED", "m = fasttext.load_model(str(MODEL))\nValueError: /app/model.bin cannot be opened for loading!"),
                      (FT_TESTS[3], "FAILED", "size = MODEL.stat().st_size\nFileNotFoundError: [Errno 2] No such file or directory: '/app/model.bin'"),
                      (FT_TESTS[4], "FAILED", "m = fasttext.load_model(str(MODEL))\nValueError: /app/model.bin cannot be opened for loading!")], secs=0.4)  # fmt: skip
    case("ot2-mini-swe-agent-train-fasttext-404", "HARNESS_ERROR", "Provider Error",
         "trial.log: 'The model `gpt-5` does not exist or you do not have access to it', exited 1 "
         "at 0.2 min, no agent step; 0 passed, 5 failed, reward 0 (Provider Error: the model "
         "was never reached; the 0 is not the agent's)",
         trial("ot2-mini-swe-agent-train-fasttext-404", "train-fasttext", s, reward=0.0, stdout=out,
               tokens=False, log=log,
               exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
               facts={"tests": {"passed": 0, "failed": 5, "skipped": 0},
                      "provider_line": "The model `gpt-5` does not exist"}))  # fmt: skip

    # --- an honest timeout: a brute force that never finished
    s = Session("mini", budget=20)
    s.sh(
        "find /app -type f | head",
        "/app/varsea/disks/sub2/raw.img\n/app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat",
        0.4,
    )
    s.sh(
        "strings -n 8 /app/varsea/disks/sub2/raw.img | grep -i pass | head -3",
        "PASSWORD_HINT=see launch docs",
        0.8,
    )
    s.sh(
        "python3 /tmp/carve.py /app/varsea/disks/sub2/raw.img | tail -2",
        "scanned 524288 bytes\n0 candidates",
        2.5,
    )
    s.sh("python3 /tmp/brute.py --prefix 8XD --suffix W54 --len 23 > /tmp/cands.txt", "", 15.5)
    out = pytest_out([(PW_TESTS[0], "FAILED", "assert OUT.exists()\nAssertionError: /app/recovered_passwords.txt not found"),
                      (PW_TESTS[1], "FAILED", "lines = OUT.read_text().split()\nFileNotFoundError: [Errno 2] No such file or directory: '/app/recovered_passwords.txt'")], secs=0.02)  # fmt: skip
    case("ot2-mini-swe-agent-password-recovery-timeout", "GOOD_FAILURE", "Ran Out of Time",
         "four commands, the last a brute force still running when AgentTimeoutError hit at 1200 s "
         "(20-min budget); 0 passed, 2 failed, reward 0 (Ran Out of Time)",
         trial("ot2-mini-swe-agent-password-recovery-timeout", "password-recovery", s, reward=0.0,
               stdout=out, override_min=20, end=20.0,
               exception=("AgentTimeoutError", "Agent execution timed out after 1200.0 seconds"),
               facts={"tests": {"passed": 0, "failed": 2, "skipped": 0}}))  # fmt: skip

    # --- a connection blip it outlived by an hour, then an honest fail
    s = Session("mini", budget=90)
    s.sh(
        "cd /app/linux-6.9 && make defconfig 2>&1 | tail -1",
        "# configuration written to .config",
        0.8,
    )
    blip_at = s.t
    s.wait(0.6)
    s.sh("cd /app/linux-6.9 && sed -i 's|\\tpr_notice(\"%s\", linux_banner);|&\\n\\tprintk(KERN_INFO \"Hello, this is a custom kernel\\\\n\");|' init/main.c && grep -n custom init/main.c",
         "905:\tprintk(KERN_INFO \"Hello, this is a custom kernel\\n\");", 0.8)  # fmt: skip
    s.sh(
        "cd /app/linux-6.9 && make -j4 bzImage 2>&1 | tail -1",
        "Kernel: arch/x86/boot/bzImage is ready  (#1)",
        44.0,
    )
    s.sh("cd /app && timeout 120 qemu-system-x86_64 -kernel linux-6.9/arch/x86/boot/bzImage -nographic "
         "-append console=ttyS0 2>&1 | tail -3",
         "[    2.114021] VFS: Cannot open root device \"\" or unknown-block(0,0): error -6\n"
         "[    2.114530] Kernel panic - not syncing: VFS: Unable to mount root fs on unknown-block(0,0)", 3.0)  # fmt: skip
    s.sh("cd /app/linux-6.9 && scripts/config -e BLK_DEV_INITRD && make -j4 bzImage 2>&1 | tail -1",
         "Kernel: arch/x86/boot/bzImage is ready  (#2)", 18.0)  # fmt: skip
    s.finish("bzImage rebuilt with initrd support.", 0.2)
    blip = log_lines([(blip_at + 0.1, "WARNING", "mini-swe-agent stderr: litellm.APIConnectionError: OpenAIException - "
                       "Connection error. (ConnectionResetError: [Errno 104] Connection reset by peer); retrying in 20s")])  # fmt: skip
    out = pytest_out([(KERNEL_TESTS[0], "PASSED", ""), (KERNEL_TESTS[1], "PASSED", ""),
                      (KERNEL_TESTS[2], "FAILED", "assert 'Hello, this is a custom kernel' in out\n"
                       "AssertionError: Kernel panic - not syncing: No working init found.")], secs=64.0)  # fmt: skip
    case("ot2-mini-swe-agent-build-linux-kernel-qemu-blip", "GOOD_FAILURE", "Unsolved",
         "one 'Connection reset by peer' retry logged at ~0.9 min, then ~67 more minutes of work; "
         "it never booted with the initramfs: 2 passed, 1 failed, reward 0 at ~68 of 90 min "
         "(Unsolved: a blip the agent outlived, not a provider error)",
         trial("ot2-mini-swe-agent-build-linux-kernel-qemu-blip", "build-linux-kernel-qemu", s,
               reward=0.0, stdout=out, override_min=90, log=blip, verifier_min=2.0,
               facts={"tests": {"passed": 2, "failed": 1, "skipped": 0},
                      "blip_at_min": round(blip_at + 0.1, 1)}))  # fmt: skip


# ================================================================== codex
def codex() -> None:
    # --- connection refused to the proxy: no step; the image already held summary.csv
    s = Session("cx")
    s.wait(0.6)
    refused = ("codex stderr: ERROR: stream disconnected before completion: error sending request for "
               "url (http://llm-proxy.internal:4000/v1/responses): client error (Connect): tcp connect "
               "error: Connection refused (os error 111)")  # fmt: skip
    log = log_lines([(0.05, "INFO", "codex: Running codex exec --full-auto with model gpt-5-codex")]
                    + [(0.1 + 0.1 * i, "WARNING", f"codex stderr: Reconnecting... {i + 1}/5") for i in range(5)]
                    + [(0.6, "ERROR", refused), (0.6, "ERROR", "Agent codex failed: codex exited with code 1")])  # fmt: skip
    out = pytest_out(passing("test_summary_exists", "test_header", "test_counts_match"), secs=0.05)
    case("ot2-codex-log-summary-date-ranges-refused-pass", "BAD_SUCCESS", "Passes Untouched",
         "trial.log: 'Connection refused (os error 111)' after five reconnects, codex exited 1, no "
         "agent step, no command; yet 3 passed, reward 1: the image shipped /app/summary.csv "
         "(Passes Untouched: the task's flaw)",
         trial("ot2-codex-log-summary-date-ranges-refused-pass", "log-summary-date-ranges", s,
               reward=1.0, stdout=out, tokens=False, log=log,
               exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
               facts={"tests": {"passed": 3, "failed": 0, "skipped": 0},
                      "provider_line": "Connection refused (os error 111)"}))  # fmt: skip

    # --- an earned pass: 5 passed, 1 skipped (one test is CI-only)
    s = Session("cx")
    s.sh("cd /app/personal-site && git reflog | head -4", GIT_REFLOG, 0.3)
    s.sh("cd /app/personal-site && git merge 650dba4", GIT_MERGE_CONFLICT, 0.4)
    s.sh(
        "cd /app/personal-site && git diff --name-only --diff-filter=U",
        "_includes/about.md\n_layouts/default.html",
        0.2,
    )
    s.edit(
        "/app/personal-site/_includes/about.md",
        "I am a fourth-year PhD student at MIT.",
        ABOUT_FIXED.split("\n")[0],
        0.5,
    )
    s.sh("cd /app/personal-site && sed -i '/^<<<<<<<\\|^=======\\|^>>>>>>>/d' _includes/about.md _layouts/default.html && "
         "git add -A && git commit -m 'Merge recovered changes (Move to Stanford)'", GIT_MERGED, 0.5)  # fmt: skip
    s.sh(
        "cd /app/personal-site && git log --oneline -3 && git status --short | wc -l",
        GIT_LOG_AFTER + "\n0",
        0.2,
    )
    s.say("Recovered commit 650dba4 from the reflog and merged it into master; conflicts in "
          "about.md and default.html resolved in favour of the recovered changes.", 0.2)  # fmt: skip
    tests = [
        (t, "PASSED", "")
        for t in (
            "test_on_master",
            "test_about_file",
            "test_layout_file",
            "test_no_conflict_markers",
            "test_history_contains_commit",
        )
    ]
    tests.append(("test_jekyll_builds", "SKIPPED", "jekyll not installed; runs on CI only"))
    out = pytest_out(tests, secs=0.31, skip_line=41)
    case("ot2-codex-fix-git-solved", "GOOD_SUCCESS", "Solved",
         "recovered and merged 650dba4; 5 passed, 1 skipped (a CI-only check), reward 1 (Solved: "
         "most tests ran and passed, so not Nothing Tested)",
         trial("ot2-codex-fix-git-solved", "fix-git", s, reward=1.0, stdout=out,
               facts={"tests": {"passed": 5, "failed": 0, "skipped": 1}}))  # fmt: skip

    # --- a partial reward, 3 of 5 tests, no budget in config.json
    s = Session("cx")
    s.sh(
        "cd /app/sqlite && CFLAGS='-O2 -ftest-coverage' ./configure 2>&1 | tail -1",
        "config.status: executing libtool commands",
        0.8,
    )
    s.sh("cd /app/sqlite && make -j4 2>&1 | tail -1 && make install 2>&1 | tail -1",
         "gcc -O2 -ftest-coverage -o sqlite3 shell.c sqlite3.c -lm -lz\n"
         "libtool: install: /usr/bin/install -c sqlite3 /usr/local/bin/sqlite3", 3.0)  # fmt: skip
    s.sh("sqlite3 :memory: 'select 1;' && ls /app/sqlite/*.gcno /app/sqlite/*.gcda 2>&1 | head -3",
         "1\n/app/sqlite/shell.gcno\n/app/sqlite/sqlite3.gcno\n"
         "ls: cannot access '/app/sqlite/*.gcda': No such file or directory", 0.3)  # fmt: skip
    s.say("SQLite is built with -ftest-coverage (the .gcno notes are there) and installed to "
          "/usr/local/bin.", 0.2)  # fmt: skip
    out = pytest_out([(SQLITE_TESTS[0], "PASSED", ""), (SQLITE_TESTS[1], "PASSED", ""), (SQLITE_TESTS[2], "PASSED", ""),
                      (SQLITE_TESTS[3], "FAILED", "assert gcda\nAssertionError: running sqlite3 wrote no .gcda files"),
                      (SQLITE_TESTS[4], "FAILED", "assert r.returncode == 0\nAssertionError: gcov: sqlite3.gcda:cannot open data file")], secs=3.1)  # fmt: skip
    case("ot2-codex-sqlite-with-gcov-partial", "GOOD_FAILURE", "Partial Solution",
         "built without -fprofile-arcs, so no .gcda: 3 passed, 2 failed, reward 0.6 (Partial "
         "Solution); no budget recorded",
         trial("ot2-codex-sqlite-with-gcov-partial", "sqlite-with-gcov", s, reward=0.6, stdout=out,
               facts={"tests": {"passed": 3, "failed": 2, "skipped": 0}}))  # fmt: skip

    # --- a timeout with no command: a plan, then nothing; the image already held the output
    s = Session("cx", budget=10)
    s.say("I'll inspect /app/users.json, then write the jq filter to /app/cmd.sh and run it.", 0.4)
    s._add("update_plan", {"plan": [{"step": "Inspect users.json", "status": "in_progress"},
                                    {"step": "Write jq filter to cmd.sh", "status": "pending"},
                                    {"step": "Run and check active_users.json", "status": "pending"}]},
           "Plan updated", 0.3)  # fmt: skip
    out = pytest_out(
        passing("test_output_exists", "test_only_active", "test_fields", "test_sorted_by_id"),
        secs=0.04,
    )
    case("ot2-codex-jq-data-processing-timeout-no-command-pass", "BAD_SUCCESS", "Passes Untouched",
         "two steps (a message and update_plan), no shell command, then AgentTimeoutError at 600 s; "
         "yet 4 passed, reward 1 (Passes Untouched: no command of the agent ever ran; the image "
         "held the answer)",
         trial("ot2-codex-jq-data-processing-timeout-no-command-pass", "jq-data-processing", s,
               reward=1.0, stdout=out, override_min=10, end=10.0,
               exception=("AgentTimeoutError", "Agent execution timed out after 600.0 seconds"),
               facts={"tests": {"passed": 4, "failed": 0, "skipped": 0}}))  # fmt: skip

    # --- 500s after its last step ended the run at 11 of 60 minutes; graded 0
    s = Session("cx", budget=60)
    s.sh(
        "find /app -type f -printf '%s %p\\n'",
        "524288 /app/varsea/disks/sub2/raw.img\n8192 /app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat",
        0.5,
    )
    s.sh(
        "file /app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat",
        "/app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat: data",
        1.5,
    )
    s.sh("xxd /app/varsea/disks/sub1/subA/subAlpha/ae3f4c.dat | head -4",
         "00000000: 0000 0000 0000 0000 0000 0000 0000 0000  ................", 3.0)  # fmt: skip
    last = s.t
    end = round(last + 6.0, 2)
    e500 = ("codex stderr: ERROR: unexpected status 500 Internal Server Error: "
            "{\"error\":{\"message\":\"The server had an error processing your request.\",\"type\":\"server_error\"}}")  # fmt: skip
    log = log_lines([(last + 1.0 + 1.0 * i, "WARNING", e500 + f"; retrying {i + 1}/5") for i in range(5)]
                    + [(end - 0.05, "ERROR", "codex stderr: ERROR: exceeded retry limit, last status: 500 Internal Server Error"),
                       (end, "ERROR", "Agent codex failed: codex exited with code 1")])  # fmt: skip
    out = pytest_out([(PW_TESTS[0], "FAILED", "assert OUT.exists()\nAssertionError: /app/recovered_passwords.txt not found"),
                      (PW_TESTS[1], "FAILED", "lines = OUT.read_text().split()\nFileNotFoundError: [Errno 2] No such file or directory: '/app/recovered_passwords.txt'")], secs=0.02)  # fmt: skip
    case("ot2-codex-password-recovery-500-ended", "HARNESS_ERROR", "Provider Error",
         "three commands by 5 min, then 500 'server_error' retries after the last step and "
         "'exceeded retry limit, last status: 500' at ~11 min; codex exited 1 with 49 of 60 min "
         "left; graded 0 (Provider Error: the run ended on it)",
         trial("ot2-codex-password-recovery-500-ended", "password-recovery", s, reward=0.0, stdout=out,
               override_min=60, end=end, log=log,
               exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
               facts={"tests": {"passed": 0, "failed": 2, "skipped": 0}, "last_step_min": last,
                      "provider_line": "exceeded retry limit, last status: 500 Internal Server Error"}))  # fmt: skip

    # --- stopped at 6 of 60 minutes with the accuracy below the bar
    s = Session("cx", budget=60)
    s.sh("head -3 /app/data/train.txt", FT_HEAD, 0.3)
    s.sh("cd /app && python3 -c \"import fasttext; m = fasttext.train_supervised('data/train.txt', epoch=2, dim=20); "
         "print(m.test('data/valid.txt')); m.save_model('model.bin')\" && ls -la model.bin",
         "(50000, 0.5794, 0.5794)\n-rw-r--r-- 1 root root 41833102 Dec  3 14:26 model.bin", 5.0)  # fmt: skip
    s.say("Saved a fastText model to /app/model.bin (40 MB).", 0.3)
    out = pytest_out([(FT_TESTS[0], "PASSED", ""), (FT_TESTS[1], "PASSED", ""), (FT_TESTS[2], "PASSED", ""),
                      (FT_TESTS[3], "PASSED", ""),
                      (FT_TESTS[4], "FAILED", "assert acc >= 0.62\nAssertionError: accuracy 0.5791 < 0.62")], secs=35.0)  # fmt: skip
    case("ot2-codex-train-fasttext-premature-stop", "GOOD_FAILURE", "Premature Stop",
         "one 2-epoch training (valid 0.579, below the 0.62 bar it was told), declared done at ~6 "
         "of 60 min; 4 passed, 1 failed, reward 0 (Premature Stop: ended with most of its budget "
         "left)",
         trial("ot2-codex-train-fasttext-premature-stop", "train-fasttext", s, reward=0.0, stdout=out,
               override_min=60, verifier_min=1.2, facts={"tests": {"passed": 4, "failed": 1, "skipped": 0}}))  # fmt: skip


def other_tasks_audit_two() -> list[Labelled]:
    """The 30 cases, in agent order (claude-code, terminus-2, openhands, mini-swe-agent, codex)."""
    if not _CASES:
        claude_code()
        terminus()
        openhands()
        mini()
        codex()
    return list(_CASES)
