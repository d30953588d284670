"""The sandbox runner: a trusted parent driving an untrusted zygote over a private pipe.

Modes, best first: ``bwrap`` (bubblewrap: an allowlisted filesystem view, new namespaces, no
network), ``landlock`` (the same allowlist enforced by the kernel's Landlock LSM on the real
filesystem, plus seccomp) and ``plain`` (a separate process with rlimits and seccomp only, which
cannot stop a submission from reading files; the report says so).  The child sees torch and its
dependencies, the held-out inputs and the submission, never the reference, the task folder, the
expected outputs or the ``syncvals_plugin`` package.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from packaging.requirements import Requirement

from syncvals_plugin.verifier import zygote
from syncvals_plugin.verifier.report import SandboxInfo, VerifyOptions

# No torch import at module level: the parent starts the sandbox (whose torch import dominates
# its start-up) before importing torch itself, so the two imports overlap.

ENV_DISTRIBUTIONS = ("torch", "numpy", "pyseccomp")  # numpy only keeps torch from warning


class SandboxError(RuntimeError):
    """The requested sandbox mode cannot run on this machine."""


# ---------------------------------------------------------------- what the child may see


@cache
def environment_entries() -> tuple[Path, ...]:
    """Top-level files and folders of torch, its dependencies and pyseccomp in site-packages."""
    seen: set[str] = set()
    entries: set[Path] = set()
    todo = list(ENV_DISTRIBUTIONS)
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = distribution(name)
        except PackageNotFoundError:
            continue
        root = Path(dist.locate_file(""))
        for file in dist.files or []:
            top = file.parts[0]
            if top.endswith((".dist-info", ".egg-info")) or top in ("..", "bin", "__pycache__") \
                    or top.endswith(".pth"):
                continue
            entries.add(root / top)
        for spec in dist.requires or []:
            req = Requirement(spec)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return tuple(sorted(p for p in entries if p.exists()))


def _site_dirs() -> set[Path]:
    dirs = set()
    for scheme_vars in ({}, {"base": sys.base_prefix, "platbase": sys.base_prefix}):
        for key in ("purelib", "platlib"):
            dirs.add(Path(sysconfig.get_paths(vars=scheme_vars)[key]))
    dirs.add(Path("/usr/lib/python3/dist-packages"))
    return {d for d in dirs if d.exists()}


@cache
def _libraries() -> dict[str, str | None]:
    return {"c": ctypes.util.find_library("c"), "seccomp": ctypes.util.find_library("seccomp")}


@cache
def seccomp_available() -> bool:
    """Whether pyseccomp and libseccomp are installed (seccomp layers are added when they are)."""
    try:
        import pyseccomp  # noqa: F401
    except (ImportError, OSError, TypeError):
        return False
    return _libraries()["seccomp"] is not None


def _interpreter() -> str:
    return os.path.realpath(getattr(sys, "_base_executable", sys.executable))


@cache
def bwrap_works() -> bool:
    """Whether bubblewrap is installed and may create the namespaces the sandbox needs."""
    exe = shutil.which("bwrap")
    if exe is None:
        return False
    cmd = [exe, "--unshare-all", "--unshare-user", "--die-with-parent", *_system_binds(), "/bin/true"]
    try:
        return subprocess.run(cmd, capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@cache
def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when Landlock is unavailable."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        return max(int(libc.syscall(444, None, 0, 1)), 0)
    except (OSError, AttributeError):
        return 0


def choose_mode(requested: str) -> str:
    """Resolve ``auto`` to the strongest mode available; refuse an unavailable explicit one."""
    available = {"bwrap": bwrap_works(), "landlock": landlock_abi() >= 1, "plain": True}
    if requested == "auto":
        return next(mode for mode in ("bwrap", "landlock", "plain") if available[mode])
    if not available.get(requested):
        raise SandboxError(f"sandbox mode {requested!r} is not available on this machine "
                           "(bwrap needs bubblewrap and user namespaces; landlock needs Linux >= 5.13)")
    return requested


def _system_binds() -> list[str]:
    args = []
    for top in ("/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32"):
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    if os.path.exists("/etc/ld.so.cache"):
        args += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    return args + ["--proc", "/proc", "--dev", "/dev"]


def _allow_tree_except(root: Path, excluded: set[Path]) -> list[str]:
    # Landlock rules cover whole hierarchies, so a tree with a hole is allowed child by child.
    holes = [e for e in excluded if e == root or root in e.parents]
    if not holes:
        return [str(root)]
    if root in holes:
        return []
    out = []
    for child in root.iterdir():
        out += _allow_tree_except(child, excluded)
    return out


# ---------------------------------------------------------------- one sandbox session


@dataclass
class FunctionRun:
    """What the sandbox produced for one function: decoded per-case results, or why none."""

    cases: list[dict] = field(default_factory=list)
    failure: str | None = None


class _LogDrain(threading.Thread):
    """Reads the child's stdout/stderr, keeping only the first ``cap`` bytes."""

    def __init__(self, fd: int, cap: int):
        super().__init__(daemon=True)
        self.fd, self.cap, self.kept, self.dropped = fd, cap, bytearray(), 0

    def run(self) -> None:
        while True:
            try:
                chunk = os.read(self.fd, 1 << 20)
            except OSError:
                break
            if not chunk:
                break
            room = self.cap - len(self.kept)
            self.kept += chunk[:max(room, 0)]
            self.dropped += max(len(chunk) - max(room, 0), 0)
        os.close(self.fd)

    def text(self) -> str:
        """The kept output, decoded leniently, with a note of what was dropped."""
        text = self.kept.decode("utf-8", "replace")
        return text + (f"\n[... {self.dropped} more bytes of output dropped]" if self.dropped else "")


class Sandbox:
    """Runs a submission's functions on held-out inputs inside one isolated zygote at a time."""

    def __init__(self, submission: Path, functions: list[str], options: VerifyOptions):
        self.options = options
        self.mode = choose_mode(options.mode)
        self.seccomp = seccomp_available()
        self.functions = functions
        self.relaunches = -1
        self.logs: list[str] = []
        self.import_error: str | None = None
        self.signatures: dict[str, str | None] = {}
        self._tmp = tempfile.TemporaryDirectory(prefix="syncvals-sandbox-")
        self.root = Path(self._tmp.name)
        for sub in ("work", "app", "tmp", "site"):
            (self.root / sub).mkdir()
        shutil.copyfile(submission, self.root / "app" / "objectives.py")
        shutil.copyfile(zygote.__file__, self.root / "work" / "zygote.py")
        for entry in environment_entries():
            (self.root / "site" / entry.name).symlink_to(entry)
        self.proc: subprocess.Popen | None = None

    # -- lifecycle

    def info(self) -> SandboxInfo:
        """The mode actually used, for the report."""
        notes = {"bwrap": "bubblewrap namespaces with an allowlisted filesystem view",
                 "landlock": "no bubblewrap here: Landlock allowlist on the real filesystem plus seccomp",
                 "plain": "no bubblewrap or Landlock here: a separate process with rlimits"
                          + (" and seccomp" if self.seccomp else "")
                          + " only; it can read any file this user can"}
        return SandboxInfo(mode=self.mode, weaker=self.mode != "bwrap", seccomp=self.seccomp,
                           note=notes[self.mode], relaunches=max(self.relaunches, 0))

    def _config(self, view: dict[str, str], result_fd: int) -> dict:
        mb = 1024 * 1024
        return {
            "result_fd": result_fd,
            "site": [view["site"]],
            "inputs": view["work"] + "/inputs.pt",
            "submission": view["app"] + "/objectives.py",
            "functions": self.functions,
            "seccomp": self.seccomp,
            "libraries": _libraries(),
            "landlock": self._landlock_rules() if self.mode == "landlock" else None,
            "worker_limits": {"RLIMIT_AS": self.options.memory_mb * mb, "RLIMIT_FSIZE": 16 * mb,
                              "RLIMIT_CPU": int(self.options.function_timeout_s) + 5, "RLIMIT_CORE": 0},
        }

    def _landlock_rules(self) -> dict:
        # Site-packages folders are holes in every allowed tree (a system Python keeps them under /usr):
        # only the torch environment's own entries are readable.
        holes = {d.resolve() for d in _site_dirs()}
        read = [p for p in ("/etc/ld.so.cache", "/proc", "/dev") if os.path.exists(p)]
        for root in ("/usr", "/bin", "/lib", "/lib64", "/lib32", sys.base_prefix):
            if os.path.exists(root):
                read += _allow_tree_except(Path(root).resolve(), holes)
        read += [str(e) for e in environment_entries()] + [str(self.root / d) for d in ("work", "app", "site")]
        return {"read": read, "write": [str(self.root / "tmp")]}

    def _command(self, config_path: Path) -> tuple[list[str], dict[str, str]]:
        python = [_interpreter(), "-I", "-S", "-B"]
        if self.mode != "bwrap":
            env = {"PATH": "/usr/bin:/bin", "HOME": str(self.root / "tmp"), "TMPDIR": str(self.root / "tmp"),
                   "OMP_NUM_THREADS": "1", "LANG": "C.UTF-8"}
            return python + [str(self.root / "work" / "zygote.py"), str(config_path)], env
        cmd = [shutil.which("bwrap") or "bwrap", "--unshare-all", "--unshare-user", "--disable-userns",
               "--die-with-parent", "--new-session", "--cap-drop", "ALL", *_system_binds(),
               "--size", str(64 * 1024 * 1024), "--tmpfs", "/tmp"]
        base = sys.base_prefix
        if not base.startswith("/usr/"):
            cmd += ["--ro-bind", base, base]
        for site_dir in sorted(_site_dirs()):
            if str(site_dir).startswith((base, "/usr/")):
                cmd += ["--tmpfs", str(site_dir)]
        cmd += ["--dir", "/sv/site"]
        for entry in environment_entries():
            cmd += ["--ro-bind", str(entry), f"/sv/site/{entry.name}"]
        cmd += ["--ro-bind", str(self.root / "work"), "/sv/work", "--ro-bind", str(self.root / "app"), "/app",
                "--chdir", "/app", "--clearenv", "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp",
                "--setenv", "OMP_NUM_THREADS", "1", "--setenv", "PATH", "/usr/bin:/bin",
                "--setenv", "LANG", "C.UTF-8", "--"]
        return cmd + python + ["/sv/work/zygote.py", "/sv/work/config.json"], {}

    def provide_inputs(self, suite: dict) -> None:
        """Write the held-out inputs (``{function: [Case, ...]}``) where the zygote will load them."""
        import torch

        torch.save({name: [c.args for c in cases] for name, cases in suite.items()},
                   self.root / "work" / "inputs.pt")

    def start(self) -> bool:
        """Launch a zygote and wait until it is ready (inputs must have been provided)."""
        self.launch()
        return self.wait_ready()

    def launch(self) -> None:
        """Start a zygote; it imports torch, then waits for :meth:`wait_ready` to let it go on."""
        self.close()
        self.relaunches += 1
        result_r, result_w = os.pipe()
        log_r, log_w = os.pipe()
        view = ({"site": "/sv/site", "work": "/sv/work", "app": "/app"} if self.mode == "bwrap" else
                {k: str(self.root / k) for k in ("site", "work", "app")})
        config_path = self.root / "work" / "config.json"
        config_path.write_text(json.dumps(self._config(view, result_w)))
        cmd, env = self._command(config_path)
        limit_cpu = int(self.options.startup_timeout_s + self.options.function_timeout_s * len(self.functions))

        def confine() -> None:  # runs in the child between fork and exec
            import resource

            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            resource.setrlimit(resource.RLIMIT_CPU, (limit_cpu, limit_cpu))
            libc = ctypes.CDLL(None)
            libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: never outlive the verifier

        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=log_w, stderr=log_w, pass_fds=(result_w,), env=env,
            cwd=str(self.root / "app"), start_new_session=True, preexec_fn=confine, close_fds=True,
        )
        os.close(result_w)
        os.close(log_w)
        self._result_fd = result_r
        self._buffer = b""
        self._drain = _LogDrain(log_r, self.options.log_cap_bytes)
        self._drain.start()
        self._launched_at = time.monotonic()

    def wait_ready(self) -> bool:
        """Tell the zygote the inputs are in place and wait until it has imported the submission.

        False (with :attr:`import_error` set) when it crashed, hung or failed to import.
        """
        try:
            self.proc.stdin.write(b"go\n")
            self.proc.stdin.flush()
        except OSError:
            pass  # it already died; the frame read below reports how
        header, _ = self._next_frame(self._launched_at + self.options.startup_timeout_s)
        if header is None or header.get("type") != "ready":
            if header is not None and header.get("type") == "import-error":
                self.import_error = "importing the submission failed:\n" + str(header.get("error", ""))[-1500:]
            elif header is None and self._last_wait == "timeout":
                self.import_error = (f"the sandbox did not finish importing torch and the submission within "
                                     f"{self.options.startup_timeout_s:g} s (a hang or sleep at import?)")
            else:
                self.import_error = f"the sandbox exited while importing the submission ({self._exit_text()})"
            self.close()
            return False
        sigs = header.get("signatures")
        self.signatures = sigs if isinstance(sigs, dict) else {}
        return True

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
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        for stream in (self.proc.stdin,):
            try:
                stream.close()
            except OSError:
                pass
        os.close(self._result_fd)
        self._drain.join(timeout=5)
        self.logs.append(self._drain.text())
        self.proc = None

    def cleanup(self) -> None:
        """Stop everything and delete the sandbox's files."""
        self.close()
        self._tmp.cleanup()

    # -- the result pipe

    def _next_frame(self, deadline: float) -> tuple[dict | None, bytes]:
        self._last_wait = ""
        while True:
            try:
                parsed = zygote.split_frame(self._buffer)
            except zygote.FrameError as exc:
                self._last_wait = f"corrupt: {exc}"
                return None, b""
            if parsed is not None:
                header, body, used = parsed
                self._buffer = self._buffer[used:]
                return header, body
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
            self._buffer += chunk

    def run_function(self, name: str) -> FunctionRun:
        """Run one function's cases in a fresh worker; relaunch the zygote if it broke."""
        if self.proc is None:
            return FunctionRun(failure="the sandbox is not running")
        try:
            self.proc.stdin.write((name + "\n").encode())
            self.proc.stdin.flush()
        except OSError:
            self.close()
            return FunctionRun(failure="the sandbox died before this function ran")
        deadline = time.monotonic() + self.options.function_timeout_s
        run = FunctionRun()
        got_result = False
        while True:
            header, body = self._next_frame(deadline)
            if header is None:
                how = self._last_wait
                self.close()
                if how == "timeout":
                    run.failure = f"timed out after {self.options.function_timeout_s:g} s"
                elif how.startswith("corrupt"):
                    run.failure = f"the result channel was corrupted ({how[9:]})"
                else:
                    run.failure = "the sandbox died while running this function"
                return run
            kind = header.get("type")
            if kind == "result" and header.get("function") == name and not got_result:
                got_result = True
                try:
                    run.cases = [self._decode_case(c, body) for c in header.get("cases", [])]
                except zygote.FrameError as exc:
                    run.failure = f"unreadable output: {exc}"
            elif kind == "exit" and header.get("function") == name:
                status = header.get("status", 0)
                if not got_result:
                    run.failure = _describe_status(status)
                return run

    @staticmethod
    def _decode_case(case: dict, body: bytes) -> dict:
        if not isinstance(case, dict):
            raise zygote.FrameError("malformed case result")
        if "value" in case:
            return {"value": zygote.decode_value(case["value"], body)}
        return {k: str(v)[:300] for k, v in case.items() if k in ("raised", "message", "fatal", "bad_output")}

    def log_text(self) -> str:
        """Everything the submission printed (capped per sandbox launch)."""
        return "\n".join(t for t in self.logs if t)


def _describe_status(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        names = {signal.SIGKILL: "SIGKILL (memory or CPU limit?)", signal.SIGSEGV: "SIGSEGV",
                 signal.SIGXCPU: "SIGXCPU (CPU limit)", signal.SIGSYS: "SIGSYS (forbidden system call)",
                 signal.SIGABRT: "SIGABRT"}
        return f"the worker was killed by {names.get(sig, f'signal {sig}')}"
    return f"the worker exited with code {os.WEXITSTATUS(status)} before reporting (os._exit?)"
