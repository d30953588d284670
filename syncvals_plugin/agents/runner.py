"""The trial runner: workspace, agent, artifact, verifier, classifier, trial record."""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import multiprocessing
import os
import signal
import stat
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pluggy

from syncvals_plugin.agents.command import AGENT_START_ERROR
from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.confinement import (
    agent_limits,
    group_limits,
    remove_scratch,
    scratch_name,
)
from syncvals_plugin.agents.served import ORACLE_FAILURE, ServedOracle
from syncvals_plugin.agents.tools import BudgetExceeded, ToolSession
from syncvals_plugin.classifier import finish_trial
from syncvals_plugin.errors import (
    WRITE_ERRNOS,
    GraderFault,
    SyncValsError,
    UsageError,
    WriteFailed,
    write_failed,
)
from syncvals_plugin.host import Host
from syncvals_plugin.oracle import SOCKET_ENV
from syncvals_plugin.plugins import portable, rebuilt
from syncvals_plugin.records.agent import FAULTS, AgentContext, AgentOptionError, AgentSpec
from syncvals_plugin.records.atif import AgentInfo, Trajectory, now_iso
from syncvals_plugin.records.job import JobConfig, JobResult, job_stats, job_uuid
from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.records.store import find_trials, read_folder, write_job, write_trial
from syncvals_plugin.records.summary import TrialSummary, summarize
from syncvals_plugin.records.trial import (
    TRIAL_SOURCE,
    ExceptionInfo,
    HarborAgentInfo,
    ModelInfo,
    PhaseTiming,
    TrialRecord,
    TrialResult,
    agent_label,
    assemble_trial,
    harbor_trial_config,
    new_trial_name,
)
from syncvals_plugin.sandbox import record_environment_if_missing, remove_tree
from syncvals_plugin.task import TaskSpec, prepare_workspace, sealed_module
from syncvals_plugin.verifier import SubmissionRejected, read_submission
from syncvals_plugin.verifier import grade_submission as verify


class AgentNotFound(SyncValsError, LookupError):
    """No registered agent has that name."""


def agent_registry(pm: pluggy.PluginManager) -> dict[str, AgentSpec]:
    """Every registered agent by name.

    :raises AgentNotFound: when two plugins register the same name (as tasks do, never silently).
    """
    agents: dict[str, AgentSpec] = {}
    for spec in Host(pm).agents():
        if spec.name in agents:
            raise AgentNotFound(f"agent {spec.name!r} is registered twice; rename one of them")
        agents[spec.name] = spec
    return agents


def get_agent(pm: pluggy.PluginManager, name: str) -> AgentSpec:
    """Look an agent up; the error lists the known ones."""
    agents = agent_registry(pm)
    if name not in agents:
        raise AgentNotFound(f"unknown agent {name!r} (known agents: {', '.join(sorted(agents))})")
    return agents[name]


def _trajectory_from(session: ToolSession, name: str, agent: AgentInfo) -> Trajectory:
    transcript = session.transcript
    if transcript:
        from syncvals_plugin.importers import TranscriptError, transcript_to_trajectory

        try:
            first_user = session.steps[0].text()
            # The runner itself piped the instruction to the agent: a prompt really sent.
            return transcript_to_trajectory(
                transcript.splitlines(), agent, name, given_prompt=first_user
            )
        except TranscriptError:
            pass  # not a stream-json transcript: keep the recorded shell call
    return session.trajectory(name)


"""Faults ``--inject-fault`` can break a workspace with, to produce trials that fail by the task's fault."""


def inject_fault(workspace: Path, task: TaskSpec, fault: str) -> None:
    """Break a fresh workspace on purpose (honest test data for the classifier)."""
    if fault == "missing-oracle":
        for sealed in workspace.glob(f"{task.sealed_module}*.so"):
            sealed.unlink()
    elif fault == "broken-timer":
        (workspace / "timer.sh").unlink()
    else:
        raise AgentOptionError(f"unknown fault {fault!r} (known: {', '.join(FAULTS)})")


@dataclass
class _Trial:
    """One trial while it runs: its name, its ``trial.log`` lines, the moments its phases ended
    and the exception it will record (Harbor's ``Trial``, in small)."""

    name: str
    log: list[str] = field(default_factory=list)
    at: dict[str, str] = field(default_factory=dict)
    exception: ExceptionInfo | None = None
    trajectory: Trajectory | None = None
    artifact: str | None = None
    """The submission as read once after the agent stopped (empty when there was none)."""
    report: VerifyReport | None = None
    oracle_calls: str | None = None
    """The served oracle's call log, when the reference was served."""

    def note(self, event: str) -> None:
        """A line of ``trial.log``: what happened when (Harbor's analyze reads a trial by it)."""
        self.log.append(f"{now_iso()} {event}")

    def mark(self, phase: str) -> None:
        """The moment ``phase`` ended."""
        self.at[phase] = now_iso()


def _context(pm: pluggy.PluginManager, task: TaskSpec, options: dict[str, str]) -> AgentContext:
    """What the agent is told: the task, its options, and the task plugin's probe cases and
    wrong conventions (asked for only by an agent that uses them)."""
    host = Host(pm)

    def cases(seed: int) -> dict:
        found = host.task_cases(task, seed)
        if found is None:
            raise AgentOptionError(
                f"task {task.name!r} has no cases to probe with: no plugin gives them"
            )
        return found

    return AgentContext(task, options, cases=cases, mutants=lambda: host.task_mutants(task))


def _started(task: TaskSpec, agent: AgentSpec, options: dict[str, str]) -> _Trial:
    """A new trial, its start marked and noted."""
    trial = _Trial(new_trial_name())
    trial.mark("started")
    trial.note(
        f"trial {trial.name}: task {task.full_name}, agent {agent_label(agent.name, options)}"
    )
    return trial


CONFINED_BY = "agent confined by "
"""How ``trial.log`` states the confinement an agent ran under (calibration reads it back)."""


def confinement_of(log: str | None) -> str:
    """How a trial's agent was confined, from its ``trial.log`` (:func:`confinement_line`
    without its lead); empty when the log does not say (an imported or an older trial)."""
    for line in (log or "").splitlines():
        _, _, event = line.partition(" ")
        if event.startswith(CONFINED_BY):
            return event[len(CONFINED_BY) :]
    return ""


def confinement_line(session: ToolSession) -> str:
    """The line of ``trial.log`` that records how the agent was confined: the mode, whether it
    had the network (a live agent's allowance), its limits."""
    limits, groups = session.limits, group_limits()
    memory = "in all" if "memory" in groups else "a process"
    processes = "" if "pids" in groups or os.geteuid() else " (not enforced for root here)"
    return (
        f"{CONFINED_BY}{session.confinement}; network "
        f"{'shared (live agent)' if session.network else 'none'}; "
        f"{limits['RLIMIT_AS'] >> 20} MB {memory}, files up to {limits['RLIMIT_FSIZE'] >> 20} MB, "
        f"{limits['RLIMIT_NPROC']} processes{processes}"
    )


def _agent_for(pm: pluggy.PluginManager, config: TrialConfig, agent: AgentSpec | None) -> AgentSpec:
    """The agent the trial runs: the one given (which must be the one asked for), else the
    registered one ``config.agent`` names."""
    if agent is None:
        return get_agent(pm, config.agent)
    if agent.name != config.agent:
        raise AgentOptionError(
            f"the trial asks for agent {config.agent!r} but was given {agent.name!r}"
        )
    return agent


def _served_oracle(
    pm: pluggy.PluginManager,
    trial: _Trial,
    config: TrialConfig,
    workspace: Path,
    tmp: Path,
    started: list[ServedOracle],
) -> ServedOracle | None:
    """The trial's served oracle, started before the agent (None when the module is shipped);
    ``started`` holds it from the moment its server exists, for the clean-up to stop."""
    if config.oracle != "served" or config.fault == "missing-oracle":
        return None  # the shipped module, or none at all: the fault asked for
    task = config.task
    sealed = sealed_module(task.reference, task.sealed_module)
    families = Host(pm).input_families(task)
    oracle = ServedOracle(task, sealed, workspace, tmp / "oracle", families, started)
    trial.note(f"oracle: served from {oracle.socket.name}")
    return oracle


def _end_oracle(trial: _Trial, oracle: ServedOracle) -> None:
    """The served oracle after the agent: a server that died or hangs meanwhile makes the trial
    the harness's error (whatever the agent did with the client's error); its call log kept."""
    if not oracle.answers():
        why = "died" if not oracle.alive() else "stopped answering"
        trial.exception = ExceptionInfo(
            exception_type=ORACLE_FAILURE,
            exception_message=f"the oracle's server {why} while the agent ran: the agent could "
            "not call the reference",
            occurred_at=now_iso(),
        )
        trial.note(f"oracle: the server {why} during the agent's run")
    trial.oracle_calls = oracle.stop()
    trial.note(f"oracle: {len(trial.oracle_calls.splitlines())} call(s) logged")


def _clean_up(trial: _Trial, session, tmp: Path, oracles: Sequence[ServedOracle] = ()) -> None:
    """The served oracle stopped, the session's private runtime and home and the trial's
    scratch folder removed (also when the trial is stopped); a failure is noted in the trial's
    log and on stderr, never the trial's end."""
    problems: list[str | None] = []
    try:
        for oracle in oracles:
            oracle.stop()  # never left running, whatever ended the trial
    finally:  # a Ctrl-C while the server stops still closes the session and removes the folder
        try:
            if session is not None:
                session.close()
                problems += session.problems
        finally:  # a second Ctrl-C while the session closes still leaves no folder
            problems.append(remove_scratch(tmp))
    for problem in filter(None, problems):
        trial.note(f"harness: {problem}")
        print(f"warning: {problem}", file=sys.stderr)


def run_trial(
    config: TrialConfig, pm: pluggy.PluginManager, agent: AgentSpec | None = None
) -> TrialRecord:
    """Run the trial ``config`` asks for end to end and write it into ``config.trials_dir``;
    returns the record (``record.path`` is set).  ``pm`` holds the plugins every phase asks (the
    caller's, never a default set); ``agent`` is the agent to run when the caller holds one that
    no plugin registers (else ``config.agent`` is looked up in ``pm``).

    Harbor's phases: set up the workspace, run the agent, take its artifact, verify it, record
    the trial.  A crashed agent's artifact is still verified, as Harbor does.  The task is the
    one the config carries, with its budget (``config.budget_sec``): never looked up again."""
    agent = _agent_for(pm, config, agent)
    task = config.budgeted_task()
    options = config.options
    trial = _started(task, agent, options)
    model = options.get("model") or agent.model_name
    info = AgentInfo(name=agent.name, version=agent.version, model_name=model)
    record_environment_if_missing()  # before any agent runs: what it could plant is then seen
    # Not a TemporaryDirectory: a folder that cannot be removed is logged, never the trial's end.
    tmp = scratch_name("syncvals-trial-")
    session = oracle = None
    started: list[ServedOracle] = []
    try:
        tmp.mkdir(mode=0o700)
        workspace = prepare_workspace(task, tmp / "app")
        if config.fault:
            inject_fault(workspace, task, config.fault)
        oracle = _served_oracle(pm, trial, config, workspace, tmp, started)
        session = _session(task, workspace, info, config, oracle)
        trial.note(confinement_line(session))
        context = _context(pm, task, options)
        _prepare_agent(agent)
        trial.mark("setup")  # the harness's set-up ends; the agent's clock starts now
        trial.note(f"workspace ready; the agent's budget is {task.agent_timeout_sec:g} s")
        _run_agent(trial, agent, session, context)
        if oracle is not None:
            _end_oracle(trial, oracle)
        trial.trajectory = _trajectory_from(session, trial.name, info)
        # Every process of the agent is gone (each call ends with all it started): the
        # submission is read once, and that one read is both the recorded artifact and the
        # file graded.
        submission = workspace / task.submission_name
        trial.artifact, graded = _artifact_of(trial, submission, tmp / "graded")
        report = _verify_artifact(trial, pm, task, graded, config.verify)
        if report is not None:
            trial.report = report.model_copy(update={"submission": str(submission)})
    finally:
        _clean_up(trial, session, tmp, started)
    trial.mark("finished")
    # As asked, every default the agent declares (its job's config.json lists them too) and any
    # other it fell back on.
    record = _assembled(trial, config, info, {**agent.defaults, **context.used, **options})
    trial.note("trial written")
    record.log = "\n".join(trial.log) + "\n"  # classified with the log it is written with
    record.oracle_calls = calls = trial.oracle_calls  # and with the calls it is written with
    with _protected():  # an interrupted batch lets a trial being written finish writing
        extras = {TrialPaths.ORACLE_CALLS: calls} if calls is not None else None
        return finish_trial(
            pm, record, lambda r: write_trial(r, config.trials_dir, log=r.log, extras=extras)
        )


def _assembled(
    trial: _Trial, config: TrialConfig, info: AgentInfo, ran_with: dict[str, str]
) -> TrialRecord:
    """The record phase: the trial's record, assembled as an import's is
    (:func:`~syncvals_plugin.records.trial.assemble_trial`), its phases timed."""
    at, model = trial.at, info.model_name
    return assemble_trial(
        name=trial.name,
        task=config.budgeted_task(),
        trials_dir=config.trials_dir,
        agent=HarborAgentInfo(
            name=info.name,
            version=info.version,
            model_info=ModelInfo(name=model, provider="syncvals") if model else None,
        ),
        config=config.run_config(),
        trajectory=trial.trajectory,
        report=trial.report,
        artifact=trial.artifact,
        options=ran_with,
        override_timeout_sec=config.agent_timeout_sec,
        exception_info=trial.exception,
        started_at=at["started"],
        finished_at=at["finished"],
        environment_setup=PhaseTiming(started_at=at["started"], finished_at=at["setup"]),
        agent_execution=PhaseTiming(started_at=at["setup"], finished_at=at["agent"]),
        verifier=PhaseTiming(started_at=at["agent"], finished_at=at["finished"]),
    )


def take_artifact(submission: Path, folder: Path) -> tuple[str, Path | None]:
    """Read the agent's submission once: ``(the recorded artifact, the file to grade)``.

    The file to grade is a private copy, in ``folder``, of exactly the recorded artifact's bytes,
    so nothing that still wrote the workspace could change the grade.  A submission the verifier
    rejects (a symlink, a FIFO, a folder, an empty or oversized file) is recorded as empty and
    copied as the same kind of entry (a symlink to the same target, a sparse file of the same
    size), so the report gives the same reason without the path being read again.  No file at
    all: ``("", None)``.
    """
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    graded = folder / submission.name
    try:
        raw = read_submission(submission)
    except FileNotFoundError:
        return "", None
    except SubmissionRejected:
        try:
            return "", _replica(submission, graded)
        except OSError:  # an entry this user cannot copy or move: nothing to grade
            return "", None
    artifact = raw.decode(errors="replace")
    graded.write_bytes(artifact.encode())  # the recorded text's bytes (the agent's, when UTF-8)
    return artifact, graded


def _replica(entry: Path, copy: Path) -> Path | None:
    """An entry of the same kind as the rejected ``entry``, for the verifier to reject likewise
    (a device or socket, which cannot be made, is moved)."""
    try:
        st = os.lstat(entry)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(st.st_mode):
        os.symlink(os.readlink(entry), copy)
    elif stat.S_ISDIR(st.st_mode):
        copy.mkdir()
    elif stat.S_ISFIFO(st.st_mode):
        os.mkfifo(copy)
    elif stat.S_ISREG(st.st_mode):
        with open(copy, "wb") as fh:
            fh.truncate(st.st_size)
    else:
        os.rename(entry, copy)
    return copy


def _session(
    task: TaskSpec,
    workspace: Path,
    info: AgentInfo,
    config: TrialConfig,
    oracle: ServedOracle | None = None,
) -> ToolSession:
    """The agent's tools in its fresh workspace, the trials and the task folder hidden from it;
    with a served ``oracle``, its socket the one path of its folder the agent reaches."""
    env = {"SYNCVALS_WORKSPACE": str(workspace)}
    if oracle is not None:
        env[SOCKET_ENV] = str(oracle.socket)
    return ToolSession(
        workspace,
        (task.directory / "instruction.md").read_text(),
        info,
        task.agent_timeout_sec,
        extra_env=env,
        sockets=[oracle.socket] if oracle is not None else [],
        hide=[Path(config.trials_dir), task.directory],
        pass_env=[n for n in config.options.get("pass_env", "").split(",") if n.strip()],
        limits=agent_limits(task.memory_mb, task.storage_mb),
        # A live external agent talks to its model: the one allowance, recorded with the trial.
        network=config.options.get("live") == "1",
    )


def _prepare_agent(agent: AgentSpec) -> None:
    """The agent's own set-up (importing its code), before its clock starts, as Harbor's
    ``setup`` comes before ``run``."""
    setup = getattr(agent.run, "setup", None)
    if callable(setup):
        setup()


def _run_agent(trial: _Trial, agent: AgentSpec, session: ToolSession, ctx: AgentContext) -> None:
    """The agent phase: its closing message, or the exception that ended it (a spent budget
    recorded as Harbor records it, a crash as an errored trial).  The budget runs from the
    agent's start and stops it where it is, inside a tool call or its own code."""
    session.start()
    try:
        try:
            message = agent.run(session, ctx)
        finally:
            session.stop()
        session.finish(message)
    except BudgetExceeded:
        session.stop()
        session.finish("(stopped: the time budget is spent)")
        # One field every reader (outcome, classifier, pages) sees, never this message's wording.
        trial.exception = ExceptionInfo(
            exception_type="AgentTimeoutError",
            exception_message=session.spent_message(),
            occurred_at=now_iso(),
        )
    except AgentOptionError:
        raise
    except Exception as exc:  # the agent crashed: the trial is errored, not failed
        trial.exception = ExceptionInfo(
            exception_type=type(exc).__name__,
            exception_message=str(exc),
            exception_traceback=traceback.format_exc(),
            occurred_at=now_iso(),
        )
    trial.mark("agent")
    e = trial.exception
    trial.note(
        f"agent stopped: {e.exception_type}: {e.exception_message}" if e else "agent finished"
    )


def _artifact_of(trial: _Trial, submission: Path, folder: Path) -> tuple[str | None, Path | None]:
    """:func:`take_artifact`, unless the agent could not be started or died before its first
    action: then nothing in the workspace is its work, no artifact is recorded and nothing is
    graded (the harness's error)."""
    info = trial.exception
    if info is not None and info.exception_type == AGENT_START_ERROR:
        return None, None
    return take_artifact(submission, folder)


def _verify_artifact(
    trial: _Trial,
    pm: pluggy.PluginManager,
    task: TaskSpec,
    submission: Path | None,
    options: VerifyOptions,
) -> VerifyReport | None:
    """The verifier phase: the report, or None with no submission or when the verifier could not
    grade (then the trial is the harness's error, never the agent's failure)."""
    try:
        report = verify(pm, task, submission, options) if submission is not None else None
    except GraderFault as exc:
        before = (
            f" (the agent's run had ended with {trial.exception.exception_type})"
            if trial.exception
            else ""
        )
        trial.exception = ExceptionInfo(
            exception_type="GraderFault",
            exception_message=f"the verifier could not grade the artifact: {exc}{before}",
            exception_traceback="",
            occurred_at=now_iso(),
        )
        trial.note(f"verifier: no grade ({trial.exception.exception_message})")
        return None
    if report is not None:
        trial.note(f"verifier: reward {report.reward:g} ({report.passed}/{report.total} functions)")
    else:
        trial.note("verifier: no submission to grade")
    return report


@dataclass(frozen=True)
class _Done:
    """A finished trial as its batch counts it: the summary line, and the ``result.json`` just
    written (held, never read back)."""

    summary: TrialSummary
    result: TrialResult

    @classmethod
    def of(cls, record: TrialRecord) -> _Done:
        """What a written record tells its batch."""
        return cls(summarize(record), record.result)


def _worker(config: TrialConfig) -> _Done:
    pm = _WORKER["pm"]
    _STOP["active"] = True
    try:
        done = _Done.of(run_trial(config, pm))
    except BaseException:
        if _STOP["stopping"]:
            # The trial has unwound (its commands killed, its workspace removed), with a
            # TrialStopped or whatever a clean-up it cut short raised instead; this worker takes
            # no further trial (the pool would hand it the next one).
            os._exit(STOPPED_EXIT)
        raise
    finally:
        _STOP["active"] = False
    if _STOP["stopping"]:
        os._exit(STOPPED_EXIT)  # a stop some code swallowed: the parent finds the trial written
    return done


class TrialStopped(BaseException):
    """A batch was interrupted: the trial a worker runs stops where it is, unwritten (a
    ``BaseException``, so no ``except Exception`` of an agent or the verifier takes it)."""


STOPPED_EXIT = 130
"""A worker's exit status after it was stopped."""
STOP_GRACE_S = 4.0
"""How long an interrupted batch waits for its workers to unwind before killing them."""

_STOP = {"active": False, "protected": 0, "requested": False, "stopping": False}
"""A worker's state as its stop signal sees it: in a trial, writing one, asked to stop, and
unwinding after a stop."""


def _on_stop(signum: int, frame: object) -> None:
    if not _STOP["active"]:
        os._exit(STOPPED_EXIT)  # between trials: nothing to unwind
    if _STOP["protected"]:
        _STOP["requested"] = True  # writing a trial: stop once it is written
        return
    if _STOP["stopping"]:
        # Already unwinding: a second signal (the pool terminates every worker again once one
        # has exited) must not raise inside the clean-up the first one started.
        return
    _STOP["stopping"] = True
    raise TrialStopped


@contextlib.contextmanager
def _protected():
    """A section a stop request waits for (writing a trial): the stop comes when it ends."""
    _STOP["protected"] += 1
    try:
        yield
    finally:
        _STOP["protected"] -= 1
    if _STOP["requested"] and not _STOP["protected"]:
        _STOP["stopping"] = True
        raise TrialStopped


_WORKER: dict[str, pluggy.PluginManager] = {}
"""A batch worker's plugin manager: the caller's, rebuilt once in this process."""


def _start_worker(folder: str, plugins: list) -> None:
    """A batch worker: the caller's plugins, temporary files under the batch's scratch folder;
    Ctrl-C is the parent's to handle (it stops the workers with SIGTERM), so a key press
    reaches each trial once."""
    _WORKER["pm"] = rebuilt(plugins)
    _use_tmp(folder)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _on_stop)


def run_trials(
    config: TrialConfig,
    n: int,
    jobs: int,
    pm: pluggy.PluginManager,
    on_done: Callable[[TrialSummary], object] | None = None,
) -> list[TrialSummary]:
    """Run ``n`` trials of ``config`` over ``jobs`` worker processes; ``on_done(summary)`` after
    each."""
    return run_batch([config] * n, jobs, pm, on_done)


def run_batch(
    plan: list[TrialConfig],
    jobs: int,
    pm: pluggy.PluginManager,
    on_done: Callable[[TrialSummary], object] | None = None,
) -> list[TrialSummary]:
    """Run one trial per config of ``plan`` over ``jobs`` worker processes, as one Harbor job:
    ``trials_dir/<job>/`` (the configs' one ``trials_dir``) holds the trials and the job's own
    records.

    ``pm`` (the caller's, ``main(pm=…)``'s) is the one every trial sees: each worker process
    registers the same plugins (:func:`~syncvals_plugin.plugins.portable`).  Every config
    carries its task, so no trial looks one up.  Everything is checked before the first trial
    starts.  Ctrl-C starts no further trial and stops the running ones within seconds, unwritten
    (a trial being written is finished); the job then counts exactly the trials its folder holds.
    """
    if not plan:
        raise UsageError("a batch of no trials: nothing to run")
    folders = {Path(c.trials_dir) for c in plan}
    if len(folders) > 1:
        raise UsageError(
            f"one batch writes one job folder; its trials name {len(folders)} trials folders"
        )
    for fault in {c.fault for c in plan} - {None}:
        if fault not in FAULTS:
            raise AgentOptionError(f"unknown fault {fault!r} (known: {', '.join(FAULTS)})")
    agents = {name: get_agent(pm, name) for name in dict.fromkeys(c.agent for c in plan)}
    for config in plan:
        agents[config.agent].check_options(config.options)
    job_id = new_trial_name().replace("trial_", "job_")
    # A Harbor job folder: its trials, and its config.json and result.json kept current.
    job = _Job(job_id, folders.pop(), plan, jobs, agents)
    trials = [config.in_job(job_id, job.folder) for config in plan]
    tally = _Tally(job, on_done)
    run = _run_serial if jobs <= 1 else _run_parallel
    try:
        run(trials, jobs, job.folder, pm, tally)
    except KeyboardInterrupt:
        tally.report_the_rest()
        job.close(interrupted=True)
        raise
    except OSError as exc:
        if exc.errno not in WRITE_ERRNOS:
            raise
        raise job.write_failed(exc) from None
    job.close()
    return tally.done


@dataclass
class _Tally:
    """The trials a batch finished: each counted in the job and reported once, in order."""

    job: _Job
    on_done: Callable[[TrialSummary], object] | None
    done: list[TrialSummary] = field(default_factory=list)
    finished_trials: list[_Done] = field(default_factory=list)
    reported: set[str] = field(default_factory=set)

    def finished(self, done: _Done) -> None:
        """Count and report one finished trial."""
        self.done.append(done.summary)
        self.finished_trials.append(done)
        self.job.finished(done)
        if self.on_done:
            self.on_done(done.summary)
        self.reported.add(done.summary.path)

    def report_the_rest(self) -> None:
        """After an interrupt: one can land between recording a trial and counting or reporting
        it, so every trial done is counted in the job and reported once (both counts are then
        the folder's)."""
        for done in self.finished_trials:
            self.job.finished(done)  # counts each trial once, however often told
            if done.summary.path not in self.reported:
                self.reported.add(done.summary.path)
                if self.on_done:
                    self.on_done(done.summary)


def _run_serial(
    plan: list[TrialConfig], jobs: int, trials_dir: Path, pm: pluggy.PluginManager, tally: _Tally
) -> None:
    """The plan's trials one after another, in this process."""
    for config in plan:
        tally.finished(_Done.of(run_trial(config, pm)))


def _run_parallel(
    plan: list[TrialConfig], jobs: int, trials_dir: Path, pm: pluggy.PluginManager, tally: _Tally
) -> None:
    """The plan's trials over ``jobs`` spawned worker processes, as they finish."""
    ctx = multiprocessing.get_context("spawn")  # torch is not fork-safe once it has run an op
    # Every worker's temporary folders live in one folder this process owns and removes, so an
    # interrupted or killed worker cannot leave a workspace (with the sealed module) behind.
    scratch = scratch_name("syncvals-batch-")
    pool = None
    try:
        scratch.mkdir(mode=0o700)
        pool = cf.ProcessPoolExecutor(
            max_workers=jobs,
            mp_context=ctx,
            initializer=_start_worker,
            initargs=(str(scratch), portable(pm)),
        )
        futures = [pool.submit(_worker, config) for config in plan]
        for future in cf.as_completed(futures):
            tally.finished(future.result())
    except KeyboardInterrupt:
        if pool is not None:
            _stop_workers(pool)
        # What a stopped worker finished writing counts too: the folder says what exists.
        counted = {Path(s.path).name for s in tally.done}
        for path in find_trials(trials_dir):
            if path.name not in counted:
                tally.finished(_Done.of(read_folder(path)))
        raise
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        remove_tree(scratch)


def _stop_workers(pool: cf.ProcessPoolExecutor) -> None:
    """Stop a batch's workers: no queued trial starts, running ones unwind (SIGTERM), and any
    worker still alive after :data:`STOP_GRACE_S` is killed."""
    workers = [p for p in multiprocessing.active_children() if p.pid is not None]
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    deadline = time.monotonic() + STOP_GRACE_S
    for worker in workers:
        worker.join(max(0.0, deadline - time.monotonic()))
    for worker in workers:
        if worker.is_alive():
            worker.kill()
            worker.join()


class _Job:
    """The job folder of one batch: Harbor's ``config.json`` written when it starts and its
    ``result.json`` rewritten after every trial, so Harbor's readers (``harbor view``) see the
    counts and mean reward of what has finished so far, and an interrupted job keeps both.

    The ``config.json`` says what the trials ran: each agent as its trials' ``config.json``
    records it (every option with the agent's defaults, the model, ``--agent-timeout`` as
    ``override_timeout_sec``), so Harbor's ``job resume`` finds every trial in the job's plan and
    its viewer shows the settings the trials ran with."""

    def __init__(
        self,
        name: str,
        jobs_dir: Path,
        plan: list[TrialConfig],
        workers: int,
        agents: dict[str, AgentSpec],
    ) -> None:
        self.folder = jobs_dir / name
        asked = sorted(
            {(c.agent, tuple(sorted(c.options.items())), c.agent_timeout_sec) for c in plan},
            key=lambda a: (a[0], a[1], a[2] or 0.0),
        )
        tasks = sorted({str(c.task.directory) for c in plan})
        self.config = JobConfig(
            job_name=name,
            jobs_dir=str(jobs_dir),
            n_attempts=max(
                Counter(
                    (c.task.name, c.agent, tuple(sorted(c.options.items()))) for c in plan
                ).values()
            ),
            n_concurrent_trials=workers,
            agents=[_agent_config(agents[a], dict(o), timeout) for a, o, timeout in asked],
            # As each trial's config.json names its task (SyncVals' trials are of the "syncvals"
            # dataset: its result.json's source).
            tasks=[{"path": t, "source": TRIAL_SOURCE} for t in tasks],
        )
        # Which agent entry each asked-for (agent, options) is, and whether a finished trial has
        # confirmed it yet (an unconfirmed entry takes the options the first trial recorded).
        self._entries = {entry: i for i, entry in enumerate(asked)}
        self._confirmed: set[int] = set()
        self.result = JobResult(id=job_uuid(name), started_at=now_iso(), n_total_trials=len(plan))
        # Keyed by trial folder: counting a trial twice (an interrupt can land between counting
        # it and noting that it was counted) changes nothing.
        self.results: dict[str, TrialResult] = {}
        self.cancelled = 0
        self.log = [f"{now_iso()} job {name}: {len(plan)} trial(s), {workers} worker(s)"]
        self._write()

    def _reconcile(self, result: TrialResult) -> None:
        """Keep ``config.json`` what the trials ran: an agent that fell back on a default it does
        not declare recorded more options than were planned; its entry takes them (once: a later
        trial of it that ran otherwise is noted in ``job.log``, never hidden)."""
        ran = (result.config or {}).get("agent") or {}
        if ran in self.config.agents:
            self._confirmed.add(self.config.agents.index(ran))
            return
        recorded = ran.get("kwargs") or {}
        for (agent, options, _), index in self._entries.items():
            entry = self.config.agents[index]
            if (
                agent == ran.get("name")
                and index not in self._confirmed
                and all(recorded.get(k) == v for k, v in options)
                and {**entry, "kwargs": ran.get("kwargs")} == ran
            ):
                self.config.agents[index] = ran
                self._confirmed.add(index)
                return
        self.log.append(
            f"{now_iso()} trial {result.trial_name} ran with agent settings the job did not "
            f"plan: {ran}"
        )

    def finished(self, done: _Done) -> None:
        """Count one finished trial (again: a no-op), from the result its run just wrote."""
        if done.summary.path in self.results:
            return
        result = done.result
        self.results[done.summary.path] = result
        self._reconcile(result)
        reward = "no reward" if result.reward is None else f"reward {result.reward:g}"
        self.log.append(
            f"{now_iso()} trial {result.trial_name} finished: {result.outcome}, {reward}"
        )
        self._write()

    def close(self, interrupted: bool = False) -> None:
        """The job is over (or was interrupted): its finishing time."""
        self.result.finished_at = now_iso()
        if interrupted:  # what never finished will not: cancelled, not pending
            self.cancelled = self.result.n_total_trials - len(self.results)
        ended = "interrupted" if interrupted else "finished"
        self.log.append(
            f"{self.result.finished_at} job {ended}: {len(self.results)} of "
            f"{self.result.n_total_trials} trial(s) written"
        )
        self._write()

    def write_failed(self, exc: OSError) -> WriteFailed:
        """A trial could not be written (a full disk): the job closed as interrupted (the trial
        lost is cancelled, none pending), as far as the disk lets its small records be written."""
        self.log.append(f"{now_iso()} a trial could not be written: {exc.strerror or exc}")
        with contextlib.suppress(OSError):
            self.close(interrupted=True)
        done = f"{len(self.results)} of {self.result.n_total_trials} trial(s) written"
        return write_failed(exc, f"a trial of job {self.folder} ({done}, the job closed)")

    def _write(self) -> None:
        self.result.updated_at = now_iso()
        self.result.stats = job_stats(
            list(self.results.values()), self.result.n_total_trials, cancelled=self.cancelled
        )
        write_job(self.folder, self.config, self.result, "\n".join(self.log) + "\n")


def _agent_config(
    agent: AgentSpec, options: dict[str, str], agent_timeout: float | None
) -> dict[str, object]:
    """Harbor's ``AgentConfig`` of the trials of ``agent`` asked with ``options``: the very
    ``agent`` block each of their ``config.json`` files records (one function writes both)."""
    model = options.get("model") or agent.model_name
    trial = harbor_trial_config(
        Path(), "", Path(), agent.name, model, agent.ran_with(options), agent_timeout
    )
    return trial["agent"]


def _use_tmp(folder: str) -> None:
    # In a worker: every temporary file and folder goes under the batch's scratch folder.
    os.environ["TMPDIR"] = folder
    tempfile.tempdir = folder
