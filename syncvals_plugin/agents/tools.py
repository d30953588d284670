"""Recorded tool calls: an agent acts in its workspace only through these, and each one is both
executed for real and written into the ATIF trajectory with its real output."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from syncvals_plugin.agents.confinement import (
    agent_environment,
    agent_view,
    bwrap_argv,
    confinement,
    landlock_preexec,
    runtime_bin,
)
from syncvals_plugin.records.atif import (
    WRITE_VERSION,
    AgentInfo,
    Observation,
    ObservationResult,
    Step,
    ToolCall,
    Trajectory,
    now_iso,
)

OUTPUT_CAP = 256 * 1024


class BudgetExceeded(RuntimeError):
    """The agent's time budget ran out; the session records no further tool calls."""


@dataclass
class ShellResult:
    """What a shell tool call printed and how it exited."""

    output: str
    exit_code: int


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _children() -> set[int]:
    me, out = os.getpid(), set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        if int(text[text.rindex(")") + 2 :].split()[1]) == me:
            out.add(int(stat.parent.name))
    return out


def _reap_strays(before: set[int]) -> None:
    """Kill what a command left behind outside its process group (``setsid``, double forks).

    This process is a child subreaper (see :class:`ToolSession`), so such orphans become our
    children; each round kills the new ones, whose own children then come to us in turn.
    """
    for _ in range(100):
        strays = _children() - before
        if not strays:
            return
        for pid in strays:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid in strays:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass


class ToolSession:
    """The recorded tool interface of one agent run in one workspace."""

    def __init__(
        self,
        workspace: Path,
        instruction: str,
        agent: AgentInfo,
        budget_s: float,
        extra_env: dict[str, str] | None = None,
        *,
        hide: Sequence[Path] = (),
        pass_env: Sequence[str] = (),
    ):
        self.workspace = Path(workspace)
        self.agent = agent
        self.deadline = time.monotonic() + budget_s
        self.hide = tuple(hide)
        """Folders the agent must not see beyond SyncVals' own (the trials folder)."""
        self._bin = tempfile.TemporaryDirectory(prefix="syncvals-agent-bin-")
        self._bin_path = Path(self._bin.name)
        self._home = self._bin_path / "home"  # private, kept across the session's calls
        self._home.mkdir()
        runtime_bin(self._bin_path)
        if confinement() == "none":
            print(
                "warning: neither bubblewrap nor Landlock can confine agent commands here: they "
                "can read and write anything this user can (install bubblewrap)",
                file=sys.stderr,
            )
        if confinement() != "bwrap":  # bubblewrap's PID namespace already takes every process down
            import ctypes

            ctypes.CDLL(None).prctl(
                36, 1, 0, 0, 0
            )  # PR_SET_CHILD_SUBREAPER: orphans of tool calls come to us
        self.env = agent_environment(self._bin_path, self._home, extra_env, pass_env)
        self.steps: list[Step] = [
            Step(step_id=1, timestamp=now_iso(), source="user", message=instruction)
        ]
        self.transcript: str | None = None
        """An external agent's own transcript (stream-json), when it printed one; it replaces the steps."""

    # -- recording

    def _record(
        self,
        title: str,
        tool: str,
        arguments: dict,
        output: str,
        *,
        exit_code: int | None = None,
        error: bool = False,
    ) -> None:
        call_id = f"call_{secrets.token_hex(6)}"
        extra = {"title": title}
        if exit_code is not None:
            extra["exit_code"] = exit_code
        if error:
            extra["is_error"] = True
        if len(output) > OUTPUT_CAP:
            output = (
                output[:OUTPUT_CAP]
                + f"\n[... {len(output) - OUTPUT_CAP} more characters truncated]"
            )
        self.steps.append(
            Step(
                step_id=len(self.steps) + 1,
                timestamp=now_iso(),
                source="agent",
                message=title,
                model_name=self.agent.model_name,
                tool_calls=[
                    ToolCall(tool_call_id=call_id, function_name=tool, arguments=arguments)
                ],
                observation=Observation(
                    results=[ObservationResult(source_call_id=call_id, content=output)]
                ),
                extra=extra,
            )
        )

    def remaining(self) -> float:
        """Seconds of budget left."""
        return self.deadline - time.monotonic()

    def _check_budget(self) -> None:
        if self.remaining() <= 0:
            raise BudgetExceeded("the agent's time budget is spent")

    def _path(self, path: str) -> Path:
        full = (self.workspace / path).resolve()
        if full != self.workspace.resolve() and self.workspace.resolve() not in full.parents:
            raise PermissionError(f"{path}: outside the workspace")
        return full

    # -- the tools

    def shell(
        self, command: str, title: str, timeout: float = 600, reveal: Sequence[Path] = ()
    ) -> ShellResult:
        """Run ``command`` with bash in the workspace and record it.

        The command sees what a Harbor agent container holds (:mod:`~syncvals_plugin.agents.
        confinement`: the workspace, the system, a runtime with torch; ``reveal`` read-only, as
        Harbor uploads ``solution/`` for its oracle), may write only the workspace and its own
        temporary folder, and every process it started is killed when it returns or times out:
        nothing an agent leaves running can answer for the reference or touch the grader later.
        """
        self._check_budget()
        limit = max(1.0, min(timeout, self.remaining()))
        with (
            tempfile.TemporaryDirectory(prefix="syncvals-agent-tmp-") as private_tmp,
            tempfile.TemporaryFile() as sink,
        ):
            # Output goes to a file, not a pipe: a background process holding it cannot keep us waiting.
            env = dict(self.env, TMPDIR=private_tmp)
            before = _children()
            view = agent_view(
                self.workspace,
                [Path(private_tmp), self._home],
                reveal=[self._bin_path, *reveal],
                hide=self.hide,
            )
            how = confinement()
            argv = ["bash", "-c", command]
            proc = subprocess.Popen(
                bwrap_argv(argv, view, self.workspace) if how == "bwrap" else argv,
                cwd=self.workspace,
                env=env,
                stdout=sink,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                preexec_fn=landlock_preexec(view) if how == "landlock" else None,
            )
            try:
                code = proc.wait(timeout=limit)
                note = ""
            except subprocess.TimeoutExpired:
                _kill_group(proc.pid)
                code = 124
                note = f"\n[command timed out after {limit:.0f} s]"
            finally:
                _kill_group(proc.pid)  # what it left in the background, when nothing stronger did
                proc.wait()
                if confinement() != "bwrap":
                    _reap_strays(before)
            sink.seek(0)
            output = sink.read(OUTPUT_CAP * 4 + 1).decode(errors="replace") + note
        shown = output if code == 0 else f"Exit code {code}\n{output}"
        self._record(title, "shell", {"command": command}, shown, exit_code=code, error=code != 0)
        return ShellResult(output, code)

    def read(self, path: str, title: str) -> str:
        """Read a workspace file and record its numbered contents."""
        self._check_budget()
        try:
            text = self._path(path).read_text(errors="replace")
        except OSError as exc:
            self._record(title, "read", {"path": path}, f"error: {exc}", error=True)
            return ""
        numbered = "\n".join(f"{i}\t{line}" for i, line in enumerate(text.splitlines(), 1))
        self._record(title, "read", {"path": path}, numbered)
        return text

    def write(self, path: str, content: str, title: str) -> None:
        """Write a workspace file and record the write."""
        self._check_budget()
        target = self._path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content)
        self._record(
            title,
            "write",
            {"path": path, "content": content},
            f"wrote {len(content.encode())} bytes to {path}",
        )

    def edit(self, path: str, old: str, new: str, title: str) -> bool:
        """Replace one occurrence of ``old`` by ``new`` in a workspace file; record the edit."""
        self._check_budget()
        target = self._path(path)
        text = target.read_text()
        if old not in text:
            self._record(
                title,
                "edit",
                {"path": path, "old_string": old, "new_string": new},
                "error: old_string not found",
                error=True,
            )
            return False
        target.write_text(text.replace(old, new, 1))
        self._record(
            title, "edit", {"path": path, "old_string": old, "new_string": new}, f"edited {path}"
        )
        return True

    def finish(self, message: str) -> None:
        """The agent's closing message."""
        self.steps.append(
            Step(
                step_id=len(self.steps) + 1,
                timestamp=now_iso(),
                source="agent",
                message=message,
                model_name=self.agent.model_name,
            )
        )

    def trajectory(self, session_id: str) -> Trajectory:
        """The ATIF trajectory of everything recorded so far."""
        self._bin.cleanup()
        return Trajectory(
            schema_version=WRITE_VERSION, session_id=session_id, agent=self.agent, steps=self.steps
        )
