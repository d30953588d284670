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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pluggy

from syncvals_plugin.agents.confinement import remove_scratch
from syncvals_plugin.agents.tools import BudgetExceeded, ToolSession
from syncvals_plugin.classifier import finish_trial
from syncvals_plugin.errors import GraderFault, SyncValsError
from syncvals_plugin.host import Host, get_task
from syncvals_plugin.plugins import make_plugin_manager, portable, rebuilt
from syncvals_plugin.records.agent import FAULTS, AgentContext, AgentOptionError, AgentSpec
from syncvals_plugin.records.atif import AgentInfo, Trajectory, now_iso
from syncvals_plugin.records.job import JobConfig, JobResult, job_stats, job_uuid
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.records.store import (
    RESULT,
    find_trials,
    load_model,
    read_folder,
    write_job,
    write_trial,
)
from syncvals_plugin.records.summary import TrialSummary, summarize
from syncvals_plugin.records.trial import (
    TRIAL_SOURCE,
    ExceptionInfo,
    HarborAgentInfo,
    HarborTrialConfig,
    ModelInfo,
    PhaseTiming,
    RunConfig,
    TrialRecord,
    TrialResult,
    agent_label,
    agent_result_of,
    harbor_trial_config,
    make_diff,
    new_trial_name,
    new_trial_result,
)
from syncvals_plugin.sandbox import record_environment_if_missing, remove_tree
from syncvals_plugin.task import TaskSpec, prepare_workspace
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


def _assembled(result, config, report, trajectory, artifact: str, task: TaskSpec) -> TrialRecord:
    """The trial's record: its result and run config, the trajectory, the verifier's report and
    the text it printed, the artifact (named as the task names it) and its diff from the stub."""
    return TrialRecord(
        result=result,
        harbor_config=HarborTrialConfig(**result.config),
        config=config,
        trajectory=trajectory,
        report=report,
        stdout=report.render() if report else None,
        artifact=artifact,
        artifact_name=task.submission_name,
        diff=make_diff(task.stub.read_text(), artifact, task.submission_name),
    )


def _started(task: TaskSpec, agent: AgentSpec, options: dict[str, str]) -> _Trial:
    """A new trial, its start marked and noted."""
    trial = _Trial(new_trial_name())
    trial.mark("started")
    trial.note(
        f"trial {trial.name}: task {task.full_name}, agent {agent_label(agent.name, options)}"
    )
    return trial


def _clean_up(trial: _Trial, session, tmp: Path) -> None:
    """The session's private runtime and home, and the trial's scratch folder, removed (also
    when the trial is stopped); a failure is noted in the trial's log and on stderr, never the
    trial's end."""
    problems: list[str | None] = []
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
    task: TaskSpec,
    agent: AgentSpec,
    options: dict[str, str],
    trials_dir: Path,
    job_id: str | None = None,
    pm: pluggy.PluginManager | None = None,
    fault: str | None = None,
    agent_timeout: float | None = None,
) -> TrialRecord:
    """Run one trial end to end and write it; returns the record (``record.path`` is set).

    Harbor's phases: set up the workspace, run the agent, take its artifact, verify it, record
    the trial.  A crashed agent's artifact is still verified, as Harbor does.  ``agent_timeout``
    replaces the task's budget in seconds (Harbor's ``override_timeout_sec``)."""
    pm = pm or make_plugin_manager()
    if agent_timeout is not None:
        task = task.model_copy(update={"agent_timeout_sec": float(agent_timeout)})
    trial = _started(task, agent, options)
    model = options.get("model") or agent.model_name
    info = AgentInfo(name=agent.name, version=agent.version, model_name=model)
    record_environment_if_missing()  # before any agent runs: what it could plant is then seen
    # Not a TemporaryDirectory: a folder that cannot be removed is logged, never the trial's end.
    tmp = Path(tempfile.mkdtemp(prefix="syncvals-trial-"))
    session = None
    try:
        workspace = prepare_workspace(task, tmp / "app")
        if fault:
            inject_fault(workspace, task, fault)
        session = _session(task, workspace, info, options, trials_dir)
        context = _context(pm, task, options)
        _prepare_agent(agent)
        trial.mark("setup")  # the harness's set-up ends; the agent's clock starts now
        trial.note(f"workspace ready; the agent's budget is {task.agent_timeout_sec:g} s")
        _run_agent(trial, agent, session, context)
        trajectory = _trajectory_from(session, trial.name, info)
        # Every process of the agent is gone (each call ends with all it started): the
        # submission is read once, and that one read is both the recorded artifact and the
        # file graded.
        submission = workspace / task.submission_name
        artifact, graded = take_artifact(submission, tmp / "graded")
        report = _verify_artifact(trial, pm, task, graded)
        if report is not None:
            report = report.model_copy(update={"submission": str(submission)})
    finally:
        _clean_up(trial, session, tmp)
    trial.mark("finished")
    # As asked, every default the agent declares (its job's config.json lists them too) and any
    # other it fell back on.
    ran_with = {**agent.defaults, **context.used, **options}
    result = _trial_result(
        trial, task, agent, model, ran_with, trials_dir, agent_timeout, report, trajectory
    )
    config = _run_config(task, agent, options, job_id, fault)
    record = _assembled(result, config, report, trajectory, artifact, task)
    trial.note("trial written")
    record.log = "\n".join(trial.log) + "\n"  # classified with the log it is written with
    with _protected():  # an interrupted batch lets a trial being written finish writing
        return finish_trial(pm, record, lambda r: write_trial(r, trials_dir, log=r.log))


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


def _run_config(
    task: TaskSpec,
    agent: AgentSpec,
    options: dict[str, str],
    job_id: str | None,
    fault: str | None,
) -> RunConfig:
    """How the trial was asked for (``syncvals.json``)."""
    return RunConfig(
        task=task.name,
        task_path=str(task.directory),
        agent=agent.name,
        agent_options=options,
        timeout_sec=task.agent_timeout_sec,
        job_id=job_id,
        injected_fault=fault,
    )


def _session(
    task: TaskSpec, workspace: Path, info: AgentInfo, options: dict[str, str], trials_dir: Path
) -> ToolSession:
    """The agent's tools in its fresh workspace, the trials and the task folder hidden from it."""
    return ToolSession(
        workspace,
        (task.directory / "instruction.md").read_text(),
        info,
        task.agent_timeout_sec,
        extra_env={"SYNCVALS_WORKSPACE": str(workspace)},
        hide=[Path(trials_dir), task.directory],
        pass_env=[n for n in options.get("pass_env", "").split(",") if n.strip()],
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


def _verify_artifact(
    trial: _Trial, pm: pluggy.PluginManager, task: TaskSpec, submission: Path | None
) -> VerifyReport | None:
    """The verifier phase: the report, or None with no submission or when the verifier could not
    grade (then the trial is the harness's error, never the agent's failure)."""
    try:
        report = verify(pm, task, submission) if submission is not None else None
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


def _trial_result(
    trial: _Trial,
    task: TaskSpec,
    agent: AgentSpec,
    model: str | None,
    ran_with: dict[str, str],
    trials_dir: Path,
    agent_timeout: float | None,
    report: VerifyReport | None,
    trajectory: Trajectory,
) -> TrialResult:
    """The record phase: Harbor's ``result.json`` for the trial, its phases timed."""
    at = trial.at
    return new_trial_result(
        name=trial.name,
        task_name=task.full_name,
        task_dir=task.directory,
        trials_dir=Path(trials_dir),
        agent=HarborAgentInfo(
            name=agent.name,
            version=agent.version,
            model_info=ModelInfo(name=model, provider="syncvals") if model else None,
        ),
        options=ran_with,
        override_timeout_sec=agent_timeout,
        reward=float(report.reward) if report else None,
        agent_result=agent_result_of(trajectory, {"options": ran_with}),
        exception_info=trial.exception,
        started_at=at["started"],
        finished_at=at["finished"],
        environment_setup=PhaseTiming(started_at=at["started"], finished_at=at["setup"]),
        agent_execution=PhaseTiming(started_at=at["setup"], finished_at=at["agent"]),
        verifier=PhaseTiming(started_at=at["agent"], finished_at=at["finished"]),
    )


def _worker(
    task_name: str,
    agent_name: str,
    options: dict[str, str],
    trials_dir: str,
    job_id: str,
    fault: str | None = None,
    agent_timeout: float | None = None,
) -> TrialSummary:
    pm = _WORKER["pm"]
    _STOP["active"] = True
    try:
        return summarize(
            run_trial(
                get_task(pm, task_name),
                get_agent(pm, agent_name),
                options,
                Path(trials_dir),
                job_id,
                pm,
                fault,
                agent_timeout,
            )
        )
    except TrialStopped:
        # The trial has unwound (its commands killed, its workspace removed); this worker takes
        # no further trial.
        os._exit(STOPPED_EXIT)
    finally:
        _STOP["active"] = False


class TrialStopped(BaseException):
    """A batch was interrupted: the trial a worker runs stops where it is, unwritten (a
    ``BaseException``, so no ``except Exception`` of an agent or the verifier takes it)."""


STOPPED_EXIT = 130
"""A worker's exit status after it was stopped."""
STOP_GRACE_S = 4.0
"""How long an interrupted batch waits for its workers to unwind before killing them."""

_STOP = {"active": False, "protected": 0, "requested": False}
"""A worker's state as its stop signal sees it: in a trial, writing one, asked to stop."""


def _on_stop(signum: int, frame: object) -> None:
    if not _STOP["active"]:
        os._exit(STOPPED_EXIT)  # between trials: nothing to unwind
    if _STOP["protected"]:
        _STOP["requested"] = True  # writing a trial: stop once it is written
        return
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
    task_name: str,
    agent_name: str,
    options: dict[str, str],
    n: int,
    jobs: int,
    trials_dir: Path,
    on_done=None,
    fault: str | None = None,
    agent_timeout: float | None = None,
    pm: pluggy.PluginManager | None = None,
) -> list[TrialSummary]:
    """Run ``n`` trials of one agent over ``jobs`` worker processes; ``on_done(summary)`` after each."""
    plan = [(task_name, agent_name, options)] * n
    return run_batch(plan, jobs, trials_dir, on_done, fault, agent_timeout, pm)


def run_batch(
    plan: list[tuple[str, str, dict[str, str]]],
    jobs: int,
    trials_dir: Path,
    on_done=None,
    fault: str | None = None,
    agent_timeout: float | None = None,
    pm: pluggy.PluginManager | None = None,
) -> list[TrialSummary]:
    """Run one trial per ``(task, agent, options)`` of ``plan`` over ``jobs`` worker processes,
    as one Harbor job: ``trials_dir/<job>/`` holds the trials and the job's own records.

    ``pm`` (the caller's, ``main(pm=…)``'s) is the one every trial sees: each worker process
    registers the same plugins (:func:`~syncvals_plugin.plugins.portable`).  Everything is checked before the
    first trial starts.  Ctrl-C starts no further trial and stops the running ones within
    seconds, unwritten (a trial being written is finished); the job then counts exactly the
    trials its folder holds.
    """
    if fault is not None and fault not in FAULTS:
        raise AgentOptionError(f"unknown fault {fault!r} (known: {', '.join(FAULTS)})")
    pm = pm or make_plugin_manager()
    for task_name, agent_name, options in plan:
        get_task(pm, task_name)
        get_agent(pm, agent_name).check_options(options)
    job_id = new_trial_name().replace("trial_", "job_")
    # A Harbor job folder: its trials, and its config.json and result.json kept current.
    job = _Job(job_id, Path(trials_dir), plan, jobs, pm, agent_timeout)
    tally = _Tally(job, on_done)
    run = _run_serial if jobs <= 1 else _run_parallel
    try:
        run(plan, jobs, job.folder, job_id, fault, agent_timeout, pm, tally)
    except KeyboardInterrupt:
        tally.report_the_rest()
        job.close(interrupted=True)
        raise
    job.close()
    return tally.done


@dataclass
class _Tally:
    """The trials a batch finished: each counted in the job and reported once, in order."""

    job: _Job
    on_done: Callable[[TrialSummary], object] | None
    done: list[TrialSummary] = field(default_factory=list)
    reported: set[str] = field(default_factory=set)

    def finished(self, summary: TrialSummary) -> None:
        """Count and report one finished trial."""
        self.done.append(summary)
        self.job.finished(summary)
        if self.on_done:
            self.on_done(summary)
        self.reported.add(summary.path)

    def report_the_rest(self) -> None:
        """After an interrupt: one can land between recording a trial and counting or reporting
        it, so every trial done is counted in the job and reported once (both counts are then
        the folder's)."""
        for summary in self.done:
            self.job.finished(summary)  # counts each trial once, however often told
            if summary.path not in self.reported:
                self.reported.add(summary.path)
                if self.on_done:
                    self.on_done(summary)


def _run_serial(plan, jobs, trials_dir, job_id, fault, agent_timeout, pm, tally: _Tally) -> None:
    """The plan's trials one after another, in this process."""
    for task_name, agent_name, options in plan:
        task, agent = get_task(pm, task_name), get_agent(pm, agent_name)
        record = run_trial(task, agent, options, trials_dir, job_id, pm, fault, agent_timeout)
        tally.finished(summarize(record))


def _run_parallel(plan, jobs, trials_dir, job_id, fault, agent_timeout, pm, tally: _Tally) -> None:
    """The plan's trials over ``jobs`` spawned worker processes, as they finish."""
    ctx = multiprocessing.get_context("spawn")  # torch is not fork-safe once it has run an op
    # Every worker's temporary folders live in one folder this process owns and removes, so an
    # interrupted or killed worker cannot leave a workspace (with the sealed module) behind.
    scratch = Path(tempfile.mkdtemp(prefix="syncvals-batch-"))
    pool = cf.ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=ctx,
        initializer=_start_worker,
        initargs=(str(scratch), portable(pm)),
    )
    try:
        futures = [
            pool.submit(_worker, t, a, o, str(trials_dir), job_id, fault, agent_timeout)
            for t, a, o in plan
        ]
        for future in cf.as_completed(futures):
            tally.finished(future.result())
    except KeyboardInterrupt:
        _stop_workers(pool)
        # What a stopped worker finished writing counts too: the folder says what exists.
        counted = {Path(s.path).name for s in tally.done}
        for path in find_trials(trials_dir):
            if path.name not in counted:
                tally.finished(summarize(read_folder(path)))
        raise
    finally:
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
        plan: list[tuple[str, str, dict[str, str]]],
        workers: int,
        pm: pluggy.PluginManager,
        agent_timeout: float | None = None,
    ) -> None:
        self.folder = jobs_dir / name
        asked = sorted({(a, tuple(sorted(o.items()))) for _, a, o in plan})
        tasks = sorted({str(get_task(pm, t).directory) for t, _, _ in plan})
        self.config = JobConfig(
            job_name=name,
            jobs_dir=str(jobs_dir),
            n_attempts=max(Counter((t, a, tuple(sorted(o.items()))) for t, a, o in plan).values()),
            n_concurrent_trials=workers,
            agents=[_agent_config(get_agent(pm, a), dict(o), agent_timeout) for a, o in asked],
            # As each trial's config.json names its task (SyncVals' trials are of the "syncvals"
            # dataset: its result.json's source).
            tasks=[{"path": t, "source": TRIAL_SOURCE} for t in tasks],
        )
        # Which agent entry each asked-for (agent, options) is, and whether a finished trial has
        # confirmed it yet (an unconfirmed entry takes the options the first trial recorded).
        self._entries = {(a, o): i for i, (a, o) in enumerate(asked)}
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
        for (agent, options), index in self._entries.items():
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

    def finished(self, summary: TrialSummary) -> None:
        """Count one finished trial (again: a no-op)."""
        if summary.path in self.results:
            return
        # Only the trial's result.json: its trajectory and report are not needed for the counts.
        result = load_model(Path(summary.path) / RESULT, TrialResult)
        self.results[summary.path] = result
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
