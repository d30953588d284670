"""One trial as asked for: the config the command line builds once from its arguments and the
runner carries whole, through the job and its worker processes, to the trial's record.

Nothing below the command line takes a trial's settings as loose arguments or looks its task up
again: the task is resolved once, into the config, and travels in it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from syncvals_plugin.records.options import VerifyOptions
from syncvals_plugin.records.trial import RunConfig
from syncvals_plugin.task import TaskSpec


class TrialConfig(BaseModel):
    """Everything one trial is asked with (Harbor's ``TrialConfig``, SyncVals' way): what
    ``syncvals run`` and ``baselines`` build, what a batch hands each worker, what the trial's
    ``syncvals.json`` and ``config.json`` record."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    task: TaskSpec
    """The task, looked up once by whoever built the config (its name is the task's id)."""
    agent: str
    """The registered agent's name (each process looks the agent up in its own plugins)."""
    options: dict[str, str] = {}
    """The ``--agent-opt`` values asked for (the agent's defaults are added when it runs)."""
    trials_dir: Path = Path("trials")
    """Where the trial's folder goes: the ``--trials-dir`` asked for, then (in a batch) its job
    folder, ``trials_dir/<job>/``."""
    agent_timeout_sec: float | None = Field(None, gt=0)
    """The agent's budget in seconds instead of the task's (Harbor's ``override_timeout_sec``)."""
    fault: str | None = None
    """A workspace fault planted on purpose (``--inject-fault``, one of ``FAULTS``)."""
    oracle: Literal["shipped", "served"] = "served"
    """How the agent reaches the sealed reference: the compiled module in its workspace
    (``shipped``), or a client of a server outside its wall that logs every call (``served``)."""
    verify: VerifyOptions = VerifyOptions()
    """How the artifact is graded: the sandbox mode, the held-out seed, the limits."""
    job_id: str | None = None
    """The job the trial belongs to (set by the batch that runs it)."""

    @property
    def budget_sec(self) -> float:
        """The agent's time budget: the override, else the task's own."""
        if self.agent_timeout_sec is not None:
            return float(self.agent_timeout_sec)
        return self.task.agent_timeout_sec

    def budgeted_task(self) -> TaskSpec:
        """The task as the agent meets it: with this trial's budget."""
        if self.agent_timeout_sec is None:
            return self.task
        return self.task.model_copy(update={"agent_timeout_sec": self.budget_sec})

    def in_job(self, job_id: str, folder: Path) -> TrialConfig:
        """The same trial as one of job ``job_id``, written in the job's ``folder``."""
        return self.model_copy(update={"job_id": job_id, "trials_dir": Path(folder)})

    def run_config(self) -> RunConfig:
        """How the trial was asked for, as its ``syncvals.json`` records it."""
        return RunConfig(
            task=self.task.name,
            task_path=str(self.task.directory),
            agent=self.agent,
            agent_options=dict(self.options),
            timeout_sec=self.budget_sec,
            job_id=self.job_id,
            injected_fault=self.fault,
        )
