"""Recorded tool calls: an agent acts in its workspace only through these, and each one is both
executed for real and written into the ATIF trajectory with its real output."""

from __future__ import annotations

import contextlib
import secrets
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from syncvals_plugin.agents.confinement import (
    STOP_WAIT_S,
    ConfinedCall,
    agent_environment,
    agent_limits,
    agent_view,
    contract,
    remove_scratch,
    require_confinement,
    runtime_bin,
    scratch_name,
    storage_used,
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
STORAGE_POLL_S = 0.25
"""How often a running call's folders are measured against the agent's storage."""
STORAGE_EXCEEDED = 125
"""The exit status recorded for a call stopped because the agent's files passed its storage."""


class BudgetExceeded(BaseException):
    """The agent's time budget ran out; the session records no further tool calls.

    A ``BaseException``: it may interrupt an agent's own code anywhere (the budget's alarm), and
    no ``except Exception`` of that code may swallow it."""


@dataclass
class ShellResult:
    """What a shell tool call printed and how it exited."""

    output: str
    exit_code: int


class ToolSession:
    """The recorded tool interface of one agent run in one workspace.

    The agent's clock starts at :meth:`start` (after the harness's set-up) and stops at
    :meth:`stop`.  In between, the budget is enforced while a tool runs, not only between
    calls: at the deadline an alarm interrupts whatever the agent does (its own code, or a tool
    call, whose command is then killed with everything it started) with
    :class:`BudgetExceeded`.  (Outside the main thread, where no alarm can be set, a running
    command is still cut at the deadline; the agent's own code is stopped at its next call.)
    """

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
        limits: dict | None = None,
        network: bool = False,
        sockets: Sequence[Path] = (),
    ):
        self.workspace = Path(workspace)
        self.agent = agent
        self.budget_s = float(budget_s)
        self.deadline: float | None = None
        """When the budget runs out (``time.monotonic``); None until :meth:`start`."""
        self.hide = tuple(hide)
        """Folders the agent must not see beyond SyncVals' own (the trials folder)."""
        self.limits = limits or agent_limits(4096, 4096)
        """The resource limits of every process of every call (:func:`agent_limits`)."""
        self.network = network
        """Whether calls share the host's network (a live external agent's model API), recorded
        in the trial; otherwise each call has a network namespace of its own, with no route out."""
        self.sockets = tuple(sockets)
        """Unix sockets the agent may connect to (its trial's oracle)."""
        self.confinement = require_confinement()
        """How every call is confined (``bwrap`` or ``landlock``): recorded in the trial."""
        self.problems: list[str] = []
        """What went wrong in the harness's own housekeeping (a folder it could not remove): the
        runner logs it; it never costs the trial."""
        self._bin_path = scratch_name("syncvals-agent-bin-")
        self._closed = False
        self._home = self._bin_path / "home"  # private, kept across the session's calls
        # A session never made is never closed: its folder goes now, whatever cut the making
        # short (a Ctrl-C in the view's set-up as much as in the mkdir).
        try:
            self._bin_path.mkdir(mode=0o700)
            self._home.mkdir()
            runtime_bin(self._bin_path)
            self._view(
                ()
            )  # the harness's set-up (the view, what confines a call), before the clock
            self.env = agent_environment(self._bin_path, self._home, extra_env, pass_env)
        except BaseException:
            remove_scratch(self._bin_path)
            raise
        self.steps: list[Step] = [
            Step(step_id=1, timestamp=now_iso(), source="user", message=instruction)
        ]
        self.transcript: str | None = None
        """An external agent's own transcript (stream-json), when it printed one; it replaces the steps."""
        self._critical = 0
        self._late = False
        self._previous_handler: Any = None
        self._armed = False

    # -- the clock

    def start(self) -> None:
        """Start the agent's clock (the moment the agent starts) and its alarm."""
        self.deadline = time.monotonic() + self.budget_s
        if threading.current_thread() is threading.main_thread():
            self._previous_handler = signal.signal(signal.SIGALRM, self._on_alarm)
            self._armed = True
            signal.setitimer(signal.ITIMER_REAL, max(self.budget_s, 0.001))

    def stop(self) -> None:
        """Stop the alarm (the agent's phase is over); calling it again changes nothing."""
        if self._armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self._previous_handler or signal.SIG_DFL)
            self._armed = False

    def spent_message(self) -> str:
        """What a spent budget is recorded as (Harbor's AgentTimeoutError message)."""
        return f"the agent used its whole time budget ({self.budget_s:g} s)"

    def _on_alarm(self, signum: int, frame: object) -> None:
        if self._critical:  # recording a step, ending a command: the stop waits until it is done
            self._late = True
            return
        raise BudgetExceeded(self.spent_message())

    @contextlib.contextmanager
    def _uninterrupted(self):
        """A section the budget's alarm does not cut (recording, killing a command); a deadline
        that passed meanwhile stops the agent when it ends."""
        self._critical += 1
        try:
            yield
        finally:
            self._critical -= 1
        if self._late and not self._critical:
            self._late = False
            raise BudgetExceeded(self.spent_message())

    @contextlib.contextmanager
    def _interruptible(self):
        """Inside an uninterrupted section: the part the alarm may cut (waiting on a command)."""
        if self._late:
            self._late = False
            raise BudgetExceeded(self.spent_message())
        saved, self._critical = self._critical, 0
        try:
            yield
        finally:
            self._critical = saved

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
        extra: dict[str, Any] = {"title": title}
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
        """Seconds of budget left (the whole budget before :meth:`start`)."""
        if self.deadline is None:
            return self.budget_s
        return self.deadline - time.monotonic()

    def _check_budget(self) -> None:
        if self.remaining() <= 0:
            raise BudgetExceeded(self.spent_message())

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
        with self._uninterrupted():
            output, code, spent = self._run(["bash", "-c", command], limit, reveal)
            shown = output if code == 0 else f"Exit code {code}\n{output}"
            self._record(
                title, "shell", {"command": command}, shown, exit_code=code, error=code != 0
            )
        if spent:  # the call was cut by the deadline: the agent's run ends here
            raise BudgetExceeded(self.spent_message())
        return ShellResult(output, code)

    def _view(self, reveal: Sequence[Path], private_tmp: Path | None = None):
        return agent_view(
            self.workspace,
            [*([private_tmp] if private_tmp else []), self._home],
            reveal=[self._bin_path, *reveal],
            hide=self.hide,
            sockets=self.sockets,
        )

    def _run(self, argv: list[str], limit: float, reveal: Sequence[Path]) -> tuple[str, int, bool]:
        """Run ``argv`` confined, for at most ``limit`` seconds or until the budget's deadline;
        when this returns, nothing it started is left.  ``(output, exit code, budget spent)``."""
        private_tmp = scratch_name("syncvals-agent-tmp-")
        try:
            private_tmp.mkdir(mode=0o700)
            # Output goes to a file, not a pipe: a background process holding it cannot keep us waiting.
            with tempfile.TemporaryFile() as sink:
                env = dict(self.env, TMPDIR=str(private_tmp))
                view = self._view(reveal, private_tmp)
                call = ConfinedCall(
                    argv,
                    view,
                    self.workspace,
                    env,
                    sink.fileno(),
                    self.confinement,
                    limits=self.limits,
                    network=self.network,
                )
                spent, note = False, ""
                try:
                    with self._interruptible():
                        code = self._wait(call, limit, private_tmp)
                    if code == STORAGE_EXCEEDED:
                        note = (
                            f"\n[stopped: the agent's files passed its storage of "
                            f"{self.limits['RLIMIT_FSIZE'] >> 20} MB]"
                        )
                except subprocess.TimeoutExpired:
                    code, note = 124, f"\n[command timed out after {limit:.0f} s]"
                    spent = self.remaining() <= 0
                except BudgetExceeded:  # the deadline, while the command ran
                    code, spent = 124, True
                finally:
                    if not call.stop():
                        self.problems.append(
                            f"a command's processes were not seen to end within "
                            f"{STOP_WAIT_S:g} s ({contract()})"
                        )
                if spent:
                    note = (
                        f"\n[stopped: the agent's time budget of {self.budget_s:g} s ran out "
                        "while this command ran]"
                    )
                sink.seek(0)
                output = sink.read(OUTPUT_CAP * 4 + 1).decode(errors="replace") + note
        finally:
            problem = remove_scratch(private_tmp)
            if problem:
                self.problems.append(problem)
        return output, code, spent

    def _wait(self, call: ConfinedCall, limit: float, private_tmp: Path) -> int:
        """The call's exit status, or :data:`STORAGE_EXCEEDED` once the agent's folders hold more
        than its storage (the task's ``storage_mb``; checked every :data:`STORAGE_POLL_S`: a file
        alone is capped by ``RLIMIT_FSIZE``, all of them together here).

        :raises subprocess.TimeoutExpired: after ``limit`` seconds."""
        deadline = time.monotonic() + limit
        folders = (self.workspace, self._home, private_tmp)
        while True:
            try:
                return call.wait(max(0.0, min(STORAGE_POLL_S, deadline - time.monotonic())))
            except subprocess.TimeoutExpired:
                if time.monotonic() >= deadline:
                    raise
                if storage_used(folders) > self.limits["RLIMIT_FSIZE"]:
                    return STORAGE_EXCEEDED

    def read(self, path: str, title: str) -> str:
        """Read a workspace file and record its numbered contents."""
        self._check_budget()
        with self._uninterrupted():
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
        with self._uninterrupted():
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
        with self._uninterrupted():
            return self._edit(path, old, new, title)

    def _edit(self, path: str, old: str, new: str, title: str) -> bool:
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

    def close(self) -> None:
        """Remove the session's private folders (its runtime and home); no tool call runs after.
        Calling it again changes nothing; a folder that cannot be removed goes to
        :attr:`problems`."""
        if self._closed:
            return
        self._closed = True
        problem = remove_scratch(self._bin_path)
        if problem:
            self.problems.append(problem)

    def trajectory(self, session_id: str) -> Trajectory:
        """The ATIF trajectory of everything recorded so far."""
        self.close()
        return Trajectory(
            schema_version=WRITE_VERSION, session_id=session_id, agent=self.agent, steps=self.steps
        )
