"""The sandbox runner: a trusted parent driving an untrusted zygote over a private pipe.

The modes, the view, bubblewrap's command line, Landlock, seccomp and the limits are the sandbox
floor's (:mod:`syncvals_plugin.sandbox`); what is the grader's is here: the zygote's config and
lifecycle, the result frames and their budget, relaunches.  The child sees torch and its
dependencies, the held-out inputs and the submission, never the reference, the task folder, the
expected outputs or the ``syncvals_plugin`` package.
"""

from __future__ import annotations

import collections
import ctypes
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
    MALLOC_TUNABLES,
    THP_FILES,
    SandboxError,
    bwrap_args,
    bwrap_failure,
    check_limits,
    choose_mode,
    confine_child,
    free_ids,
    interpreter,
    jail_root,
    jail_sandboxes,
    jailed,
    kernel,
    kill_namespace,
    landlock_abi,
    libraries,
    manifest_path,
    namespace_init,
    note_bwrap_failure,
    record_environment_if_missing,
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
# Files of /dev and /proc that torch needs in Landlock mode; the rest (other processes' environ,
# the kernel log, devices) stays out of reach.
LANDLOCK_DEV_PROC = (
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
    "/proc/cpuinfo",
    "/proc/meminfo",
    "/proc/stat",
    "/sys/devices/system/cpu",
)


# ---------------------------------------------------------------- what this machine offers


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
        self.mode = choose_mode(options.mode)
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
        """``uid`` mode's user and group for this sandbox (a fresh pair: no other process has it)."""
        self.jail: Path | None = None
        """``uid`` mode: the tree the sandbox changes root into (:mod:`~syncvals_plugin.sandbox.
        jail`), which holds its folder."""
        self.root = self._make_root()
        self.proc: subprocess.Popen | None = None
        self._pidfd = -1
        """bwrap mode: a pidfd of the namespace's first process, killed and awaited on close."""

    def _make_root(self, previous: Path | None = None) -> Path:
        """The sandbox's folder (``work``, ``app``, ``tmp``, ``site``): in the temporary folder,
        or, in ``uid`` mode, inside the jail and given to a user of its own.  ``previous`` (the
        folder of a mode that failed to start) hands over its ``work`` and ``app``."""
        if self.mode == "uid":
            self.jail = self._jail()
        base = str(jail_sandboxes(self.jail)) if self.jail is not None else None
        root = Path(tempfile.mkdtemp(prefix="syncvals-sandbox-", dir=base))
        for sub in ("work", "app", "tmp", "site"):
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
        if self.mode == "uid":
            self._prepare_uid(root)
        return root

    def _jail(self) -> Path:
        """``uid`` mode's jail of this view (:mod:`~syncvals_plugin.sandbox.jail`).

        :raises SandboxError: where it cannot be built, with what to do."""
        from syncvals_plugin.cache import cache_root

        record_environment_if_missing()
        try:
            return jail_root(self.view, manifest_path().read_bytes(), cache_root())
        except OSError as exc:
            raise SandboxError(
                f"the uid sandbox's jail could not be built in {cache_root() / 'jails'}: {exc}",
                fix="run as root with CAP_MKNOD and room in the cache, or use another mode",
            ) from exc

    def _site(self, view: dict[str, str]) -> list[str]:
        """The zygote's import path: the view's ``site`` folder of links to each torch entry; in
        ``uid`` mode the entries' own folders, which the jail mirrors at the same paths, so that
        a module imported before the change of root finds its submodules after it."""
        if self.jail is None:
            return [view["site"]]
        return sorted({str(Path(entry).parent) for entry in self.view.trees[1:]})

    def _seen(self, path: Path) -> str:
        """``path`` (inside the sandbox's folder) as the sandbox's process names it."""
        return jailed(self.jail, path) if self.jail is not None else str(path)

    def _prepare_uid(self, root: Path) -> None:
        """Give the sandbox its own user and group, and its folder to them: only its group may
        enter (read its config, inputs, submission; the files stay root's, so its user can change
        none of them), and its scratch folder is its user's."""
        uid, gid = self.ids = free_ids()
        os.chown(root, 0, gid)
        os.chmod(root, 0o750)
        os.chown(root / "tmp", uid, gid)
        os.chmod(root / "tmp", 0o700)

    # -- lifecycle

    def info(self) -> SandboxInfo:
        """The mode actually used, for the report."""
        notes = {
            "bwrap": "bubblewrap namespaces with an allowlisted filesystem view",
            "landlock": "Landlock allowlist on the real filesystem, scoped signals and sockets, seccomp",
            "uid": "a transient unprivileged user in a jail holding only the interpreter, its "
            "standard library and torch (chroot, no capability), seccomp refusing its workers "
            "every write",
            "plain": "a separate process with rlimits"
            + (" and seccomp" if self.seccomp else "")
            + " only; it can read and write any file this user can",
        }
        return SandboxInfo(
            mode=self.mode,
            weaker=self.mode != "bwrap",
            seccomp=self.seccomp,
            note=notes[self.mode]
            + (
                f" (bubblewrap is installed but could not start the sandbox here: "
                f"{(bwrap_failure() or '')[:300]})"
                if self.mode != "bwrap" and bwrap_failure()
                else ""
            ),
            relaunches=self.submission_relaunches,
            bubblewrap_missing=self.options.mode == "auto"
            and self.mode != "bwrap"
            and bwrap_failure() is None,
        )

    def _config(self, view: dict[str, str], result_fd: int) -> dict:
        mb = 1024 * 1024
        return {
            "result_fd": result_fd,
            "site": self._site(view),
            # uid mode: the zygote changes root into the jail and user once torch is loaded.
            "jail": {
                "root": str(self.jail),
                "cwd": self._seen(self.root / "app"),
                "ids": list(self.ids or ()),
            }
            if self.jail is not None
            else None,
            "inputs": view["work"] + "/inputs.bin",
            # What a submission's workers can write, emptied before the next submission.
            # (Landlock mode has no writable folder at all; plain mode's own is the one it is given.)
            "scratch": {
                "bwrap": ["/tmp", "/dev/shm"],
                "landlock": [],
                "uid": [
                    self._seen(self.root / "tmp")
                ],  # its workers write nothing; the zygote empties it
                "plain": [str(self.root / "tmp")],
            }[self.mode],
            "submission": view["app"] + "/" + self.submission_name,
            "functions": self.functions,
            "seccomp": self.seccomp,
            "libraries": libraries(),
            "landlock_abi": landlock_abi(),
            # bubblewrap has dropped them already; uid mode's zygote loses them with root.
            "drop_capabilities": self.mode not in ("bwrap", "uid"),
            "landlock": self._landlock_rules() if self.mode == "landlock" else None,
            # Without Landlock or a mount namespace, seccomp is what keeps ``uid`` mode's workers
            # from writing into /tmp, /dev/shm or any other folder every user may write.
            "no_writes": self.mode == "uid",
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

    def _landlock_rules(self) -> dict:
        whole, listable = self.view.readable()
        whole += [p for p in (*LANDLOCK_DEV_PROC, *THP_FILES) if os.path.exists(p)]
        whole += [str(self.root / d) for d in ("work", "app", "site")]
        # No writable folder at all: nothing a submission writes could fill the disk or outlive it.
        return {"read": whole, "listable": listable, "write": []}

    def _command(self, config_path: Path, info_fd: int) -> tuple[list[str], dict[str, str]]:
        # Isolated as -I would be (no user site, no script folder on the path, no site module),
        # but with the environment read: it is ours alone (cleared, then the variables below),
        # and it must carry PYTHONMALLOC.
        python = [
            str(interpreter()),
            "-s",
            "-S",
            "-B",
            *(["-P"] if sys.version_info >= (3, 11) else []),
        ]
        if self.mode != "bwrap":
            env = {
                "PATH": "/usr/bin:/bin",
                "HOME": self._seen(self.root / "tmp"),
                "TMPDIR": self._seen(self.root / "tmp"),
                "OMP_NUM_THREADS": "1",
                "LANG": "C.UTF-8",
                "GLIBC_TUNABLES": MALLOC_TUNABLES,
                **({"PYTHONMALLOC": "malloc"} if self.many else {}),
            }
            return python + [str(self.root / "work" / "zygote.py"), str(config_path)], env
        cmd = bwrap_args(self.view, self.root / "work", self.root / "app", self.many, info_fd)
        return cmd + python + ["/sv/work/zygote.py", "/sv/work/config.json"], {}

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
        view = (
            {"site": "/sv/site", "work": "/sv/work", "app": "/app"}
            if self.mode == "bwrap"
            else {k: self._seen(self.root / k) for k in ("site", "work", "app")}
        )
        config_path = self.root / "work" / "config.json"
        config_path.write_text(json.dumps(self._config(view, result_w)))
        limits = sandbox_limits(self.options, len(self.functions))
        check_limits(self.options, len(self.functions))  # before a child fails to set them
        if self.mode == "uid" and self.ids is None:  # never root where a user of its own is due
            raise SandboxError("the uid sandbox has no user of its own")
        # uid mode: the zygote becomes the sandbox's user itself, in the jail (:meth:`_config`).
        confine = confine_child(limits, None if self.jail is not None else self.ids)
        if self.mode != "bwrap":
            # Same user, no namespace: without this, the sandbox could open /proc/<us>/fd/1 and
            # write lines into the grader's own output (bubblewrap hides our /proc entirely).
            ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0
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
        """The zygote's process (bubblewrap mode: with a pidfd of its namespace's first process,
        killed and awaited by :meth:`close`)."""
        info_r, info_w = os.pipe() if self.mode == "bwrap" else (-1, -1)
        cmd, env = self._command(config_path, info_w)
        try:
            proc = subprocess.Popen(
                cmd,
                stdin=subprocess.PIPE,
                stdout=log_w,
                stderr=log_w,
                pass_fds=(result_w, info_w) if info_w >= 0 else (result_w,),
                env=env,
                cwd=str(self.root / "app"),
                start_new_session=True,
                preexec_fn=confine,
                close_fds=True,
            )
        except BaseException:
            if info_r >= 0:
                os.close(info_r)
            raise
        finally:
            if info_w >= 0:
                os.close(info_w)
        if info_r >= 0:
            self._pidfd = namespace_init(info_r, proc.pid)
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
        if self.options.mode == "auto" and self.mode == "bwrap":
            # Tried with the exact arguments it runs with, bubblewrap failed (a container's /proc,
            # user namespaces refused): Landlock next, for this process's remaining gradings.
            note_bwrap_failure(f"{why}: {log}" if log else why)
            self.mode = choose_mode("auto")
            if self.mode == "uid":  # a jail and a user of its own before anything runs
                self.root = self._make_root(previous=self.root)
            self.logs.clear()
            self.launch()
            self._relaunch_base = self.relaunches  # a change of mode, not the submission's doing
            self._tell("go")
            return self._await_started()
        raise SandboxError(
            f"the {self.mode} sandbox failed before any submission code ran: {why}"
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
