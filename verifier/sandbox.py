"""The sandbox runner: a trusted parent driving an untrusted zygote over a private pipe.

How the zygote is confined is its mode's, on the sandbox floor (:class:`~syncvals_plugin.
sandbox.Mode`: the command line, the names it sees its folder by, the jail and the user, the
Landlock rules, the step between fork and exec, the fallback from bubblewrap); what is the
grader's is here: what runs (the zygote, its config, its inputs) and what it may see (the view,
the sandbox's folder), the zygote's lifecycle, the result frames and their budget, relaunches.  The child sees torch and its
dependencies, the held-out inputs and the submission, never the reference, the task folder, the
expected outputs or the ``syncvals_plugin`` package.
"""

from __future__ import annotations

import collections
import json
import os
import secrets
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.report import FailureKind, SandboxInfo
from syncvals_plugin.sandbox import (
    FOLDERS,
    SandboxError,
    check_limits,
    grading_mode,
    interpreter,
    jail_sandboxes,
    kernel,
    kill_namespace,
    landlock_abi,
    libraries,
    remove_tree,
    sandbox_limits,
    sandbox_view,
    seccomp_available,
)
from syncvals_plugin.verifier import zygote
from syncvals_plugin.verifier.values import decode_value

# No torch import at module level: the parent starts the sandbox (whose torch import dominates
# its start-up) before importing torch itself, so the two imports overlap.

OUTER_FRAME_CAP = zygote.MAX_FRAME + 64 * 1024  # a relayed worker frame plus the zygote's header
RESULT_BUDGET = 256 * 1024 * 1024
"""Bytes of results the parent reads for one submission, all its functions together.  Counted per
submission (reset by :meth:`Sandbox.load`), never per sandbox: a submission that spends it fails
its remaining functions on its own account, and the next one of a batch starts with a full
budget."""
BUDGET_EXCEEDED = (
    f"output budget exceeded: the submission's results came to more than "
    f"{RESULT_BUDGET // (1024 * 1024)} MiB in all"
)

# ---------------------------------------------------------------- one sandbox session


@dataclass
class FunctionRun:
    """What the sandbox produced for one function: decoded per-case results, or why none."""

    cases: list[dict] = field(default_factory=list)
    failure: str | None = None
    kind: FailureKind | None = None
    """``failure``'s kind (:data:`~syncvals_plugin.records.report.FailureKind`)."""


class _LogDrain(threading.Thread):
    """Reads the child's stdout/stderr, keeping only the first ``cap`` bytes of each submission's
    output; a marker line with a nonce the submission never sees ends one submission's part."""

    def __init__(self, fd: int, cap: int):
        super().__init__(daemon=True)
        self.fd, self.cap, self.kept, self.dropped = fd, cap, bytearray(), 0
        self._lock = threading.Condition()
        self._marker: bytes | None = None
        self._pending = b""
        self._done: str | None = None

    def _keep(self, data: bytes) -> None:
        room = self.cap - len(self.kept)
        self.kept += data[: max(room, 0)]
        self.dropped += max(len(data) - max(room, 0), 0)

    def run(self) -> None:
        while True:
            try:
                chunk = os.read(self.fd, 1 << 20)
            except OSError:
                break
            if not chunk:
                break
            with self._lock:
                data = self._pending + chunk
                marker = self._marker
                if marker and marker in data:
                    head, _, tail = data.partition(marker)
                    self._keep(head)
                    self._done = self._text()
                    self.kept, self.dropped, self._marker = bytearray(), 0, None
                    self._lock.notify_all()
                    data, marker = tail, None
                hold = len(marker) - 1 if marker else 0  # a marker may span two reads
                self._pending = data[len(data) - hold :] if hold else b""
                self._keep(data[: len(data) - hold] if hold else data)
        with self._lock:
            self._keep(self._pending)
            self._pending = b""
        os.close(self.fd)

    def _text(self) -> str:
        text = self.kept.decode("utf-8", "replace")
        return text + (
            f"\n[... {self.dropped} more bytes of output dropped]" if self.dropped else ""
        )

    def text(self) -> str:
        """The kept output, decoded leniently, with a note of what was dropped."""
        with self._lock:
            return self._text()

    def expect(self, marker: bytes) -> None:
        """The next ``marker`` seen ends the current part."""
        with self._lock:
            self._marker, self._done = marker, None

    def take(self, timeout: float) -> str:
        """The part ended by the expected marker (what arrived so far if it never comes)."""
        with self._lock:
            self._lock.wait_for(lambda: self._done is not None, timeout)
            if self._done is None:
                text, self.kept, self.dropped, self._marker = self._text(), bytearray(), 0, None
                return text
            text, self._done = self._done, None
            return text


class Sandbox:
    """Runs a submission's functions on held-out inputs inside one isolated zygote at a time."""

    def __init__(
        self,
        functions: list[str],
        options: VerifyOptions,
        many: bool = False,
        *,
        submission_name: str,
    ):
        self.options = options
        self.submission_name = submission_name
        """The task's artifact file name: what the submission is called inside the sandbox."""
        self.many = many
        """Serving a batch: Python objects on the huge-page heap (a slower start, cheaper forks)."""
        self.mode = grading_mode(options.mode)
        """How the zygote is confined (:class:`~syncvals_plugin.sandbox.Mode`)."""
        self.seccomp = seccomp_available()
        self.functions = functions
        self.relaunches = -1
        self.logs: list[str] = []
        self.import_error: str | None = None
        self.signatures: dict[str, str | None] = {}
        self.source: bytes | None = None
        self.view = sandbox_view()
        self._received = 0
        """Result bytes read for the current submission (see :data:`RESULT_BUDGET`)."""
        self.exhausted: str | None = None
        """Why the current submission may be sent no more functions (its output budget is spent):
        they fail with this reason, and no sandbox is relaunched for it."""
        self._relaunch_base = 0
        self._pending: collections.deque[str] = collections.deque()
        self.ids: tuple[int, int] | None = None
        """The sandbox's own user and group, where its mode gives it one (``uid``: a fresh pair,
        no other process has it)."""
        self.jail: Path | None = None
        """The tree the sandbox changes root into, where its mode has one (``uid``:
        :mod:`~syncvals_plugin.sandbox.jail`), which holds its folder."""
        self.root = self._make_root()
        self.proc: subprocess.Popen | None = None
        self._pidfd = -1
        """A pidfd of the namespace's first process (bwrap), killed and awaited on close."""

    def _make_root(self, previous: Path | None = None) -> Path:
        """The sandbox's folder (``work``, ``app``, ``tmp``, ``site``): in the temporary folder,
        or inside the mode's jail, given to a user of its own where the mode gives one.
        ``previous`` (the folder of a mode that failed to start) hands over its ``work`` and
        ``app``."""
        self.jail = self.mode.jail(self.view)
        base = str(jail_sandboxes(self.jail)) if self.jail is not None else None
        root = Path(tempfile.mkdtemp(prefix="syncvals-sandbox-", dir=base))
        for sub in FOLDERS:
            (root / sub).mkdir()
        if previous is None:
            shutil.copyfile(zygote.__file__, root / "work" / "zygote.py")
            # The zygote loads its confinement primitives from this copy: no package is
            # importable there.
            shutil.copyfile(kernel.__file__, root / "work" / "kernel.py")
        else:
            for sub in ("work", "app"):
                shutil.copytree(previous / sub, root / sub, dirs_exist_ok=True)
            remove_tree(previous)
        for entry in self.view.trees[1:]:
            (root / "site" / Path(entry).name).symlink_to(entry)
        self.ids = self.mode.own_user(root)
        return root

    def _site(self, view: dict[str, str]) -> list[str]:
        """The zygote's import path: the view's ``site`` folder of links to each torch entry; in
        a jail the entries' own folders, which the jail mirrors at the same paths, so that a
        module imported before the change of root finds its submodules after it."""
        if self.jail is None:
            return [view["site"]]
        return sorted({str(Path(entry).parent) for entry in self.view.trees[1:]})

    # -- lifecycle

    def info(self) -> SandboxInfo:
        """The mode actually used, for the report."""
        return self.mode.info(self.options.mode, self.seccomp, self.submission_relaunches)

    def _config(self, view: dict[str, str], result_fd: int) -> dict:
        mb = 1024 * 1024
        return {
            "result_fd": result_fd,
            "site": self._site(view),
            # In a jail, the zygote changes root into it and user once torch is loaded.
            "jail": {"root": str(self.jail), "cwd": view["app"], "ids": list(self.ids or ())}
            if self.jail is not None
            else None,
            "inputs": view["work"] + "/inputs.bin",
            "submission": view["app"] + "/" + self.submission_name,
            "functions": self.functions,
            "seccomp": self.seccomp,
            "libraries": libraries(),
            "landlock_abi": landlock_abi(),
            # The mode's: what to empty between submissions, capabilities, Landlock, no writes.
            **self.mode.self_confinement(self.view, self.root, view),
            "function_timeout_s": self.options.function_timeout_s,
            "parallel": self.options.workers,
            "worker_limits": {
                "RLIMIT_AS": self.options.memory_mb * mb,
                "RLIMIT_FSIZE": 16 * mb,
                "RLIMIT_CPU": int(self.options.function_timeout_s) + 5,
                "RLIMIT_CORE": 0,
                "RLIMIT_NOFILE": 256,
            },
        }

    def _argv(self, config_path: Path) -> list[str]:
        """The zygote's command line, its files named as the mode names them at the start."""
        work = self.mode.names(self.root)["work"]
        # Isolated as -I would be (no user site, no script folder on the path, no site module),
        # but with the environment read: it is ours alone (the mode's, cleared of the rest),
        # and it must carry PYTHONMALLOC.
        return [
            str(interpreter()),
            "-s",
            "-S",
            "-B",
            *(["-P"] if sys.version_info >= (3, 11) else []),
            f"{work}/zygote.py",
            f"{work}/{config_path.name}",
        ]

    def provide_inputs(self, frame: bytes) -> None:
        """Write the held-out inputs (a frame of :mod:`~syncvals_plugin.verifier.expected`'s
        bundle) where the zygote will load them, then let it go on."""
        (self.root / "work" / "inputs.bin").write_bytes(frame)
        self._tell("go")

    def start(self) -> bool:
        """Relaunch after a crash: a fresh zygote, the same inputs, the current submission."""
        self.launch()
        self._tell("go")
        return self.source is not None and self._load()

    def launch(self) -> None:
        """Start a zygote; it imports torch, then waits for :meth:`provide_inputs` to let it go on."""
        self.close()
        self.relaunches += 1
        result_r, result_w = os.pipe()
        log_r, log_w = os.pipe()
        view = self.mode.names(self.root, self.jail)  # as the zygote names them, once confined
        config_path = self.root / "work" / "config.json"
        config_path.write_text(json.dumps(self._config(view, result_w)))
        limits = sandbox_limits(self.options, len(self.functions))
        check_limits(self.options, len(self.functions))  # before a child fails to set them
        # Refused where a user of its own is due and missing: never root in its place.
        confine = self.mode.preexec(limits, self.ids, self.jail)
        self.proc = proc = self._spawn(config_path, confine, result_w, log_w)
        os.close(result_w)
        os.close(log_w)
        if proc.stdin is None:  # never: stdin=PIPE above; says so to the type checker
            raise SandboxError("the sandbox was started without a command pipe")
        self._stdin = proc.stdin
        os.set_blocking(self._stdin.fileno(), False)  # a zygote that stops reading cannot stall us
        self._result_fd = result_r
        # A bytearray: a frame of 32 MiB arrives in 64 KiB reads, and appending to bytes would
        # copy the whole of it at every read.
        self._buffer = bytearray()
        self._drain = _LogDrain(log_r, self.options.log_cap_bytes)
        self._drain.start()
        self._launched_at = time.monotonic()
        self._started = False

    def _spawn(self, config_path: Path, confine, result_w: int, log_w: int) -> subprocess.Popen:
        """The zygote's process, started by its mode (with a pidfd of its namespace's first
        process where it has one, killed and awaited by :meth:`close`)."""
        proc, self._pidfd = self.mode.spawn(
            self._argv(config_path),
            self.root,
            self.view,
            many=self.many,
            jail=self.jail,
            stdin=subprocess.PIPE,
            stdout=log_w,
            stderr=log_w,
            pass_fds=(result_w,),
            cwd=str(self.root / "app"),
            start_new_session=True,
            preexec_fn=confine,
            close_fds=True,
        )
        return proc

    def _tell(self, line: str) -> bool:
        try:
            self._stdin.write(line.encode() + b"\n")
            self._stdin.flush()
            return True
        except (OSError, ValueError):
            return False

    def load(self, source: bytes) -> bool:
        """Give the zygote a new submission and wait until it has compiled it and read its
        signatures.  False (with :attr:`import_error` set) when it crashed, hung or failed."""
        self.source = source
        self.import_error = None
        self.signatures = {}
        self.exhausted = None
        self._received = 0  # a budget of its own: what an earlier submission read is not its debt
        if self.proc is None:
            self.launch()
            self._tell("go")
        # After the launch: a fresh sandbox for a new submission is not one of its relaunches.
        self._relaunch_base = max(self.relaunches, 0)
        return self._load()

    def finish(self) -> None:
        """Done with the current submission: the zygote empties what its workers wrote; if it
        cannot (or does not answer), the next submission gets a fresh sandbox."""
        if self.proc is None:
            return
        nonce = secrets.token_hex(12)  # sent after every worker of this submission is gone
        self._drain.expect(f"[syncvals log end {nonce}]\n".encode())
        if not self._tell(f"end {nonce}"):
            self.close()
            return
        header, _ = self._next_frame(time.monotonic() + self.options.function_timeout_s)
        if header is None or header.get("type") != "wiped" or header.get("ok") is not True:
            self.close()
            return
        self.logs.append(self._drain.take(timeout=5))

    def _await_started(self) -> None:
        """Wait for the zygote's word that it is up (torch and the inputs loaded, no submission
        code seen yet): a sandbox that never says so failed on its own, a grader fault."""
        if self._started:
            return
        header, _ = self._next_frame(
            self._launched_at + self.options.startup_timeout_s, budgeted=False
        )
        if header is not None and header.get("type") == "started":
            self._started = True
            return
        how, exited = self._last_wait, self._exit_text()
        why = (
            f"it did not start within {self.options.startup_timeout_s:g} s"
            if how == "timeout"
            else f"it exited before it was ready ({exited})"
            if header is None
            else "it answered out of turn before it was ready"
        )
        self.close()
        log = self.log_text().strip()[-1500:]
        fallback = self.mode.fallback(self.options.mode, f"{why}: {log}" if log else why)
        if fallback is not None:  # bubblewrap under ``auto``: the next mode, from now on
            self.mode = fallback
            if self.mode.jailed:  # a jail and a user of its own before anything runs
                self.root = self._make_root(previous=self.root)
            self.logs.clear()
            self.launch()
            self._relaunch_base = self.relaunches  # a change of mode, not the submission's doing
            self._tell("go")
            return self._await_started()
        raise SandboxError(
            f"the {self.mode.name} sandbox failed before any submission code ran: {why}"
            + (f"; it said: {log}" if log else ""),
            fix="run `syncvals environment` to see what the sandbox sees; try `--mode landlock` "
            "if bubblewrap cannot create its namespaces here",
        )

    def _load(self) -> bool:
        self._await_started()
        # Exactly the bytes the verifier read and checked; never the path the user gave.
        (self.root / "app" / self.submission_name).write_bytes(self.source or b"")
        self._tell("submission")  # if it already died, the frame read below reports how
        deadline = (
            max(self._launched_at + self.options.startup_timeout_s, time.monotonic())
            + self.options.function_timeout_s
        )
        header, body = self._next_frame(deadline)
        error = None
        if header is None and self._last_wait == "budget":
            error = self.exhausted = BUDGET_EXCEEDED
        elif header is None:
            error = (
                f"the sandbox did not finish importing torch and the submission within "
                f"{self.options.startup_timeout_s:g} s (a hang or sleep at import?)"
                if self._last_wait == "timeout"
                else f"the sandbox exited while importing the submission ({self._exit_text()})"
            )
        elif header.get("type") == "import-error":
            error = "the submission could not be compiled:\n" + str(header.get("error", ""))[-1500:]
        elif header.get("type") != "ready":
            error = "the sandbox answered out of turn while importing the submission"
        elif header.get("outcome") == "timeout":
            error = (
                f"importing the submission did not finish within {self.options.function_timeout_s:g} s "
                "(a hang or sleep at import?)"
            )
        else:
            inner, why = _worker_frame(header, body)
            if inner is None:
                error = f"importing the submission failed: {why}"
            elif "import_error" in inner:
                error = "importing the submission failed:\n" + str(inner["import_error"])[-1500:]
            elif not isinstance(inner.get("signatures"), dict):
                error = "importing the submission failed: the signature table was malformed"
            else:
                sigs = inner["signatures"]
                self.signatures = {
                    n: sigs[n] if isinstance(sigs.get(n), str) else None for n in self.functions
                }
                return True
        self.import_error = error
        if header is None or header.get("type") not in ("import-error", "ready"):
            self.close()  # a zygote that died or spoke out of turn is not reused
        return False

    def _exit_text(self) -> str:
        if self.proc is None:
            return "not started"
        try:
            code = self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return "still running"
        return f"killed by signal {-code}" if code < 0 else f"exit code {code}"

    def close(self) -> None:
        """Kill the zygote, its workers and anything they spawned; keep the log."""
        self._pending.clear()
        if self.proc is None:
            return
        if self._pidfd >= 0:  # bubblewrap's namespace: every process in it gone before we go on
            kill_namespace(self._pidfd, time.monotonic() + 10)
            os.close(self._pidfd)
            self._pidfd = -1
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        try:
            self._stdin.close()
        except (OSError, ValueError):
            pass
        os.close(self._result_fd)
        self._drain.join(timeout=5)
        self.logs.append(self._drain.text())
        self.proc = None

    def cleanup(self) -> None:
        """Stop everything and delete the sandbox's files (however deep a tree was left)."""
        self.close()
        remove_tree(self.root)

    # -- the result pipe

    def _next_frame(self, deadline: float, budgeted: bool = True) -> tuple[dict | None, bytes]:
        """The next frame on the result pipe, or None with :attr:`_last_wait` saying why
        (``timeout``, ``closed``, ``budget``: the submission's :data:`RESULT_BUDGET` is spent,
        ``corrupt: …``).  The zygote's own start-up frame is not ``budgeted``."""
        self._last_wait = ""
        while True:
            try:
                parsed = zygote.split_frame(self._buffer, OUTER_FRAME_CAP)
            except zygote.FrameError as exc:
                self._last_wait = f"corrupt: {exc}"
                return None, b""
            if parsed is not None:
                header, body, used = parsed
                del self._buffer[:used]
                return header, bytes(body)
            left = deadline - time.monotonic()
            if left <= 0:
                self._last_wait = "timeout"
                return None, b""
            ready, _, _ = select.select([self._result_fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._result_fd, 1 << 20)
            if not chunk:
                self._last_wait = "closed"
                return None, b""
            if budgeted:
                self._received += len(chunk)
                if self._received > RESULT_BUDGET:
                    self._last_wait = "budget"
                    return None, b""
            self._buffer += chunk

    @property
    def submission_relaunches(self) -> int:
        """How many times the sandbox was restarted while grading the current submission."""
        return max(self.relaunches - self._relaunch_base, 0)

    def request(self, names: list[str]) -> None:
        """Ask for several functions at once: the zygote grades them in parallel workers and
        answers in this order, while this process compares the answers already in."""
        names = [n for n in names if n not in self._pending]
        if names and self.proc is not None and self._tell("run " + " ".join(names)):
            self._pending.extend(names)

    @property
    def idle(self) -> bool:
        """Whether no requested function is still to be read."""
        return not self._pending

    def run_function(self, name: str) -> FunctionRun:
        """One function's result, from a fresh worker (asked for now unless already requested)."""
        if self.proc is None:
            return FunctionRun(failure="the sandbox is not running", kind="grader-fault")
        if self._pending and self._pending[0] != name:
            self.close()  # answers come in request order: anything else is a broken exchange
            return FunctionRun(failure="the sandbox answered out of turn", kind="grader-fault")
        if not self._pending:
            if not self._tell(name):
                self.close()
                return FunctionRun(
                    failure="the sandbox died before this function ran", kind="crashed"
                )
            self._pending.append(name)
        self._pending.popleft()
        # The zygote enforces the function's deadline itself; this one only catches a broken zygote.
        header, body = self._next_frame(time.monotonic() + self.options.function_timeout_s + 15)
        if header is None:
            return self._no_answer()
        if header.get("type") != "result" or header.get("function") != name:
            self.close()
            return FunctionRun(failure="the sandbox answered out of turn", kind="grader-fault")
        return self._result(header, body)

    def _no_answer(self) -> FunctionRun:
        """A function the zygote gave no frame for: it timed out, its channel was corrupted, or
        it died (the sandbox is closed either way)."""
        how = self._last_wait
        self.close()
        if how == "budget":
            # The submission's own excess: this function and the ones after it fail, saying so;
            # the sandbox is not relaunched for it, and the next submission gets a full budget.
            self.exhausted = BUDGET_EXCEEDED
            return FunctionRun(failure=BUDGET_EXCEEDED, kind="bad-output")
        if how == "timeout":
            return FunctionRun(
                failure=f"timed out after {self.options.function_timeout_s:g} s", kind="timeout"
            )
        if how.startswith("corrupt"):
            return FunctionRun(
                failure=f"the result channel was corrupted ({how[9:]})", kind="grader-fault"
            )
        return FunctionRun(failure="the sandbox died while running this function", kind="crashed")

    def _result(self, header: dict, body: bytes) -> FunctionRun:
        """A function's result frame read: its cases, or why there are none."""
        outcome = header.get("outcome")
        if outcome == "no-submission":
            return FunctionRun(failure="the submission could not be loaded", kind="crashed")
        if outcome == "timeout":
            return FunctionRun(
                failure=f"timed out after {self.options.function_timeout_s:g} s", kind="timeout"
            )
        if outcome == "oversized":
            return FunctionRun(
                failure=f"its output exceeded the {zygote.MAX_FRAME}-byte cap", kind="bad-output"
            )
        inner, why = _worker_frame(header, body)
        if inner is None:
            return FunctionRun(failure=why, kind="bad-output")
        if "import_error" in inner:
            return FunctionRun(
                failure="importing the submission failed in this function's worker: "
                + str(inner["import_error"])[-300:],
                kind="crashed",
            )
        cases = inner.get("cases")
        if not isinstance(cases, list):
            return FunctionRun(
                failure="unreadable output: the case list is missing", kind="bad-output"
            )
        try:
            return FunctionRun(cases=decode_cases(cases, inner_body(body)))
        except zygote.FrameError as exc:
            return FunctionRun(failure=f"unreadable output: {exc}", kind="bad-output")

    def log_text(self) -> str:
        """Everything the submission printed (capped per sandbox launch)."""
        return "\n".join(t for t in self.logs if t)


def inner_body(body: bytes) -> bytes:
    """The tensor bytes of a relayed worker frame (its body after the JSON line)."""
    parsed = zygote.split_frame(body)
    return parsed[1] if parsed else b""


def _worker_frame(header: dict, body: bytes) -> tuple[dict | None, str]:
    """The worker's own frame inside a relayed one, or None and why it is unusable."""
    status = header.get("status")
    if not body:
        if isinstance(status, int) and not isinstance(status, bool):
            return None, _describe_status(status)
        return None, "the worker reported nothing"
    try:
        parsed = zygote.split_frame(body)
    except zygote.FrameError as exc:
        return None, f"unreadable output: {exc}"
    if parsed is None or parsed[2] != len(body):
        return None, "unreadable output: a truncated or padded result frame"
    return parsed[0], ""


def decode_cases(cases: list, body: bytes) -> list[dict]:
    """Validate and rebuild every case a worker described; any inconsistency is a FrameError."""
    state = {"offset": 0}
    out = []
    for case in cases:
        if not isinstance(case, dict):
            raise zygote.FrameError("malformed case result")
        if "value" in case:
            out.append({"value": decode_value(case["value"], body, state)})
        else:
            kept = {
                k: _text(v)
                for k, v in case.items()
                if k in ("raised", "message", "fatal", "bad_output")
            }
            if not kept:
                raise zygote.FrameError("a case result with neither a value nor an exception")
            out.append(kept)
    if state["offset"] != len(body):
        raise zygote.FrameError("tensor bytes do not add up to the frame's body")
    return out


def _text(value: object) -> str:
    return value[:300] if isinstance(value, str) else str(type(value).__name__)


def _describe_status(status: int) -> str:
    if not 0 <= status < 1 << 16:
        return "the worker ended with an impossible status"
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        names: dict[int, str] = {
            signal.SIGKILL: "SIGKILL (memory or CPU limit?)",
            signal.SIGSEGV: "SIGSEGV",
            signal.SIGXCPU: "SIGXCPU (CPU limit)",
            signal.SIGSYS: "SIGSYS (forbidden system call)",
            signal.SIGABRT: "SIGABRT",
        }
        return f"the worker was killed by {names.get(sig, f'signal {sig}')}"
    return f"the worker exited with code {os.WEXITSTATUS(status)} before reporting (os._exit?)"
