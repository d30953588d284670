"""The task-level view: many classified trials of one task summarised for its author."""

from __future__ import annotations

import functools
import math
from collections import Counter
from dataclasses import dataclass, field

from pydantic import BaseModel

from syncvals_plugin.classifier.table import Subtype, Verdict
from syncvals_plugin.records.trial import (
    TrialRecord,
    agent_name,
    budget_of,
    is_reference_run,
    short_task_name,
    trial_rate_outcome,
)

MIN_GRADED = 5
"""Below this many graded trials a task gets no SOUND verdict: too few to tell."""
SOUND, NEEDS_ATTENTION, TOO_FEW = "SOUND", "NEEDS ATTENTION", "NOT ENOUGH GRADED TRIALS"


@functools.lru_cache(maxsize=4096)
def beta_interval(a: float, b: float, mass: float = 0.9, grid: int = 20_000) -> tuple[float, float]:
    """Equal-tailed credible interval of Beta(a, b), by numeric integration of its density
    (remembered: pages and summaries ask for the same few intervals again and again)."""
    xs = [(i + 0.5) / grid for i in range(grid)]
    log_norm = math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)
    density = [
        math.exp((a - 1) * math.log(x) + (b - 1) * math.log(1 - x) - log_norm) / grid for x in xs
    ]
    total = sum(density)
    low_target, high_target = (1 - mass) / 2 * total, (1 + mass) / 2 * total
    acc, low, high = 0.0, 0.0, 1.0
    for x, d in zip(xs, density, strict=True):
        before = acc
        acc += d
        if before < low_target <= acc:
            low = x
        if before < high_target <= acc:
            high = x
            break
    return round(low, 4), round(high, 4)


@dataclass(frozen=True)
class PassRate:
    """A pass rate with its uncertainty: the Beta(1 + passed, 1 + failed) posterior."""

    graded: int
    passed: int
    mean: float
    interval_90: tuple[float, float]

    def text(self) -> str:
        """``pass rate 3/8 (posterior mean 0.40, 90% interval 0.17-0.66)``."""
        low, high = self.interval_90
        return (
            f"pass rate {self.passed}/{self.graded} (posterior mean {self.mean:.2f}, "
            f"90% interval {low:.2f}-{high:.2f})"
        )


def agents_pass_rate(trials: list[TrialRecord]) -> PassRate | None:
    """THE pass rate (the one ``summarize``, ``calibrate`` and the task page show): passes over
    passes and fails as :func:`trial_rate_outcome` counts them (reference runs, harness errors
    and ungraded trials out; BAD_SUCCESS never a pass).  None without any such trial."""
    outcomes = [trial_rate_outcome(t) for t in trials]
    counted = sum(1 for o in outcomes if o in ("pass", "fail"))
    if not counted:
        return None
    return pass_rate(counted, outcomes.count("pass"))


def pass_at_k(n: int, c: int, k: int) -> float | None:
    """The unbiased pass@k estimate from ``n`` attempts with ``c`` passes (Chen et al., 2021):
    1 - C(n-c, k) / C(n, k).  None when fewer than ``k`` attempts were made."""
    if k > n or n <= 0:
        return None
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


@dataclass(frozen=True)
class AgentRate:
    """One agent's pass rate on one task, with what was left out of it and why."""

    agent: str
    trials: int
    harness_errors: int
    ungraded: int
    timeouts: int
    budgets: tuple[float, ...]
    """The recorded time budgets of its timed-out trials (seconds)."""
    counted: int
    passed: int
    rate: PassRate | None
    pass_at: dict[int, float | None]


PASS_AT = (1, 5)
"""The k of pass@k shown per agent."""


def agent_rates(trials: list[TrialRecord]) -> list[AgentRate]:
    """The pass rate of every agent under evaluation among ``trials``, reference runs apart."""
    by_agent: dict[str, list[TrialRecord]] = {}
    for t in trials:
        if not is_reference_run(t):
            by_agent.setdefault(t.agent_label, []).append(t)
    out = []
    for agent, mine in sorted(by_agent.items()):
        outcomes = [trial_rate_outcome(t) for t in mine]
        timed_out = [t for t in mine if t.result.outcome == "timed out"]
        counted = sum(1 for o in outcomes if o in ("pass", "fail"))
        passed = outcomes.count("pass")
        out.append(
            AgentRate(
                agent=agent,
                trials=len(mine),
                harness_errors=outcomes.count("harness"),
                ungraded=outcomes.count("ungraded"),
                timeouts=len(timed_out),
                budgets=tuple(sorted({b for t in timed_out if (b := budget_of(t)) is not None})),
                counted=counted,
                passed=passed,
                rate=pass_rate(counted, passed) if counted else None,
                pass_at={k: pass_at_k(counted, passed, k) for k in PASS_AT},
            )
        )
    return out


TIMEOUT_GAP = 0.15
"""Agents whose timeout rates differ by this much (of their trials) are flagged: their pass rates
then measure the budget as much as the agents."""


def timeout_warning(rates: list[AgentRate]) -> str | None:
    """A warning when agents time out at clearly different rates, naming each rate and budget."""
    shares = [(r, r.timeouts / r.trials) for r in rates if r.trials]
    if len(shares) < 2:
        return None
    low, high = min(s for _, s in shares), max(s for _, s in shares)
    if high - low < TIMEOUT_GAP:
        return None
    parts = []
    for r, share in shares:
        budget = ", ".join(f"{b:g} s" for b in r.budgets) or "budget not recorded"
        parts.append(f"{r.agent} {r.timeouts}/{r.trials} ({share:.0%}; {budget})")
    return (
        "timeout rates differ between agents: "
        + "; ".join(parts)
        + ". Timeouts count as fails: compare the agents on trials neither timed out."
    )


def pass_rate(graded: int, passed: int) -> PassRate:
    """The pass rate of ``graded`` trials of which ``passed`` passed, with its posterior (the one
    implementation ``summarize`` and ``calibrate`` share)."""
    a, b = 1 + passed, 1 + graded - passed
    return PassRate(graded, passed, round(a / (a + b), 4), beta_interval(a, b))


def task_verdict(problems: list[str], graded: int | None) -> str:
    """NEEDS ATTENTION when anything is wrong; else SOUND, unless the verdict rests on recorded
    trials (``graded`` given) and there are fewer than :data:`MIN_GRADED` of them."""
    if problems:
        return NEEDS_ATTENTION
    if graded is not None and graded < MIN_GRADED:
        return TOO_FEW
    return SOUND


def rejected(report) -> bool:
    """Whether the whole submission was refused before any function ran (a reference import, a
    syntax error): no function of it says anything."""
    return report is not None and report.rejection is not None


def implemented(report) -> set[str]:
    """Functions a submission implemented (graded and not left raising NotImplementedError)."""
    if report is None:
        return set()
    return {
        f.name
        for f in report.functions
        if f.kind not in ("not-implemented", "rejected")
        and not (f.kind is None and f.reason.startswith(("not implemented", "submission rejected")))
    }


def function_cells(report) -> str:
    """One letter per function of a report, in its order: ``p`` passed, ``f`` failed, ``s`` not
    implemented (a stub), ``r`` the whole submission refused."""
    if report is None:
        return ""
    if rejected(report):
        return "r" * len(report.functions)
    done = implemented(report)
    return "".join(("p" if f.passed else "f") if f.name in done else "s" for f in report.functions)


@dataclass
class FunctionFailures:
    """One function's failures over a set of graded trials."""

    name: str
    failed: int = 0
    """Trials in which it was implemented and failed."""
    tried: int = 0
    """Trials that implemented it (passed or failed)."""
    families: Counter = field(default_factory=Counter)
    """Its failing case families, with the number of trials each failed in."""
    trials: list[int] = field(default_factory=list)
    """Positions (in the trials given) of the first trials it failed in."""

    @property
    def rate(self) -> float:
        """Failed over tried."""
        return self.failed / self.tried if self.tried else 0.0

    def text(self) -> str:
        """``2 of 4``: the count ``summarize`` and the task page both show."""
        return f"{self.failed} of {self.tried}"


FunctionRow = tuple[list[str] | tuple[str, ...], str, dict[str, list[str]]]
"""A graded trial's functions as :func:`function_failures` reads them: the names in the report's
order, :func:`function_cells`, and each failing function's failed case families."""


def function_row(trial: TrialRecord) -> FunctionRow:
    """A trial's :data:`FunctionRow`."""
    functions = trial.report.functions if trial.report else []
    return (
        [f.name for f in functions],
        function_cells(trial.report),
        {f.name: list(f.failed_families) for f in functions if not f.passed},
    )


def function_failures(rows: list[FunctionRow], keep: int = 0) -> list[FunctionFailures]:
    """Per function that failed somewhere: in how many of the graded trials ``rows`` it failed,
    of those that implemented it (a stub or a refused submission says nothing about the
    function), in which case families, and where (the first ``keep`` trials); the worst rate
    first.  The one count of ``summarize`` and the task page."""
    tried: Counter = Counter()
    # Trials of one job share their list of names and often their cells: counted once each.
    for (shared_names, shared_cells), n in Counter((tuple(r[0]), r[1]) for r in rows).items():
        for name, cell in zip(shared_names, shared_cells, strict=False):
            if cell in "pf":
                tried[name] += n
    out: dict[str, FunctionFailures] = {}
    positions: dict[tuple, dict[str, int]] = {}
    for index, (names, cells, failures) in enumerate(rows):
        if not failures:
            continue
        key = tuple(names)
        at = positions.get(key)
        if at is None:
            at = positions[key] = {n: i for i, n in enumerate(names)}
        for name, families in failures.items():
            i = at.get(name)
            if i is None or i >= len(cells) or cells[i] != "f":
                continue  # a stub, or a refused file, says nothing about the function
            entry = out.get(name)
            if entry is None:
                entry = out[name] = FunctionFailures(name)
            entry.failed += 1
            entry.families.update(families)
            if len(entry.trials) < keep:
                entry.trials.append(index)
    for entry in out.values():
        entry.tried = tried[entry.name]
    return sorted(out.values(), key=lambda e: (-e.rate, -e.failed, e.name))


def seeds_of(trials: list[TrialRecord]) -> Counter:
    """How many graded trials were graded on each held-out seed (the reports' ``seed_id``)."""
    return Counter(t.report.seed_id for t in trials if t.report is not None and t.report.seed_id)


def seed_warning(trials: list[TrialRecord]) -> str | None:
    """A warning when ``trials`` were graded on different held-out seeds: every export has a
    secret seed of its own, so trials of different exports were graded on different held-out
    inputs, and one pass rate over them pools different suites."""
    seeds = seeds_of(trials)
    if len(seeds) < 2:
        return None
    counts = ", ".join(f"{seed[:12]}: {n}" for seed, n in seeds.most_common())
    return seed_note(len(seeds)) + f" (trials per seed: {counts})"


def seed_note(n: int) -> str:
    """The words of :func:`seed_warning` (the site's too)."""
    return (
        f"graded on {n} different held-out seeds (each export has its own): the pass rate pools "
        "different held-out suites; re-grade them under one seed with `syncvals reverify "
        "TRIALS --rewrite` to compare"
    )


def _record_gaps(mine: list[TrialRecord], problems: list[str], notes: list[str]) -> None:
    """Name the harness errors (out of every pass rate) and the graded trials the classifier
    could not judge (no trajectory: their rewards count, how they were reached is unknown); when
    they are most of the trials, the task cannot be called SOUND on the rest."""
    harness = sum(1 for t in mine if trial_rate_outcome(t) == "harness")
    blind = sum(
        1
        for t in mine
        if t.classification
        and t.classification.subtype == Subtype.NO_TRAJECTORY
        and t.classification.verdict != Verdict.HARNESS_ERROR
    )
    parts = []
    if harness:
        parts.append(f"{harness} of {len(mine)} trial(s) are harness errors (out of every rate)")
    if blind:
        parts.append(
            f"{blind} of {len(mine)} graded trial(s) recorded no trajectory (their rewards "
            "count; how they were reached could not be classified)"
        )
    if not parts:
        return
    if 2 * (harness + blind) > len(mine):
        problems.append(
            "; ".join(parts) + ": most of the trials say nothing about the task, so it is not "
            "called sound on them (rerun them; record the agents' trajectories)"
        )
    else:
        notes.append("; ".join(parts))


@dataclass
class TaskSummary:
    """Counts, failure hot spots and the task verdict over a set of trials."""

    task: str
    trials: int
    graded: int
    passed: int
    reward_sum: float = 0.0
    subtypes: Counter = field(default_factory=Counter)
    failing: list[FunctionFailures] = field(default_factory=list)
    """The functions that failed, worst rate first (:func:`function_failures`)."""
    task_verdict: str = ""
    reasons: list[str] = field(default_factory=list)
    rate: PassRate | None = None
    """The agents' pass rate (:func:`agents_pass_rate`); reference runs are counted apart."""

    @property
    def mean_reward(self) -> float | None:
        """The mean of graded trials' rewards (partial rewards such as 0.8333 count as they are)."""
        return self.reward_sum / self.graded if self.graded else None


def summarize_trials(trials: list[TrialRecord], task: str) -> TaskSummary:
    """Aggregate trials of ``task`` and judge the task by the baseline rules.

    The oracle trial must pass and the nop trial must fail; any success proves solvability; the same
    BAD subtype in two or more trials is a signal about the task, a single one is noise.
    """
    mine = [t for t in trials if t.result.task_short_name == short_task_name(task)]
    graded = [t for t in mine if t.result.reward is not None]
    summary = TaskSummary(
        task=task,
        trials=len(mine),
        graded=len(graded),
        passed=sum(1 for t in graded if t.result.passed),
        reward_sum=sum(r for t in graded if (r := t.result.reward) is not None),
    )
    for t in mine:
        if t.classification:
            summary.subtypes[(t.classification.verdict, t.classification.subtype)] += 1
    summary.failing = function_failures([function_row(t) for t in graded])
    problems, notes = [], []
    oracle = [t for t in graded if agent_name(t) == "oracle"]
    nop = [t for t in graded if agent_name(t) == "nop"]
    if oracle and not all(t.result.passed for t in oracle):
        problems.append("the oracle (reference solution) trial failed: the task is broken")
    if nop and any(t.result.passed for t in nop):
        problems.append("the nop trial passed: the grader accepts an untouched workspace")
    if not oracle:
        notes.append("no oracle trial: solvability rests on the other trials")
    if not nop:
        notes.append("no nop trial")
    if summary.passed:
        notes.append(f"{summary.passed} trial(s) passed: the task is solvable")
    elif summary.graded:
        # With too few graded trials this is a lack of data (the verdict says so), not a fault.
        (problems if summary.graded >= MIN_GRADED else notes).append(
            "no trial passed"
            + ("" if oracle else ", and there is no oracle trial")
            + ": nothing shows the task can be solved"
        )
    for (verdict, subtype), count in sorted(summary.subtypes.items()):
        if verdict in (Verdict.BAD_SUCCESS, Verdict.BAD_FAILURE):
            (problems if count >= 2 else notes).append(
                f"{verdict} / {subtype} in {count} trial(s)"
                + (": a pattern, fix the task" if count >= 2 else ": a single case, likely noise")
            )
    _record_gaps(mine, problems, notes)
    pooled = seed_warning(graded)
    if pooled:
        notes.insert(0, pooled)
    summary.rate = agents_pass_rate(mine)
    summary.task_verdict = task_verdict(problems, summary.graded)
    if summary.task_verdict == TOO_FEW:
        notes.insert(
            0,
            f"only {summary.graded} graded trial(s); at least {MIN_GRADED} are needed to call the "
            "task sound",
        )
    summary.reasons = problems + notes
    return summary


class RateRecord(BaseModel):
    """A pass rate as ``--json`` prints it: passes over counted trials, with its posterior."""

    counted: int
    passed: int
    posterior_mean: float
    interval_90: tuple[float, float]

    @classmethod
    def of(cls, rate: PassRate | None) -> RateRecord | None:
        """The record of ``rate`` (None stays None)."""
        if rate is None:
            return None
        return cls(
            counted=rate.graded,
            passed=rate.passed,
            posterior_mean=rate.mean,
            interval_90=rate.interval_90,
        )


class AgentRateRecord(BaseModel):
    """One agent's pass rate on a task (:class:`AgentRate`), as ``summarize --json`` prints it."""

    agent: str
    trials: int
    harness_errors: int
    ungraded: int
    timeouts: int
    timeout_budgets_s: list[float]
    rate: RateRecord | None
    pass_at: dict[str, float | None]


class FunctionFailuresRecord(BaseModel):
    """One function's failures (:class:`FunctionFailures`), as ``summarize --json`` prints it."""

    function: str
    failed: int
    tried: int
    families: dict[str, int]


class VerdictCount(BaseModel):
    """How many trials got one verdict and subtype."""

    verdict: str
    subtype: str | None
    trials: int


class TaskSummaryRecord(BaseModel):
    """``syncvals summarize --json``: one task's summary, every figure the text shows."""

    task: str
    trials: int
    graded: int
    mean_reward: float | None
    agents_rate: RateRecord | None
    """The agents' pass rate (reference runs, harness errors and ungraded trials left out)."""
    agents: list[AgentRateRecord]
    timeout_warning: str | None
    seeds: dict[str, int]
    """Graded trials per held-out seed (reports' ``seed_id``): more than one is never pooled
    silently (the reasons say so)."""
    task_verdict: str
    reasons: list[str]
    verdicts: list[VerdictCount]
    failing: list[FunctionFailuresRecord]
    """Worst rate first, among the graded trials that implemented each function."""


def task_summary_record(trials: list[TrialRecord], task: str) -> TaskSummaryRecord:
    """The summary of ``task`` over ``trials`` as one record (what ``summarize`` prints)."""
    s = summarize_trials(trials, task)
    mine = [t for t in trials if t.result.task_short_name == short_task_name(task)]
    rates = agent_rates(mine)
    return TaskSummaryRecord(
        task=task,
        trials=s.trials,
        graded=s.graded,
        mean_reward=s.mean_reward,
        agents_rate=RateRecord.of(s.rate),
        agents=[
            AgentRateRecord(
                agent=r.agent,
                trials=r.trials,
                harness_errors=r.harness_errors,
                ungraded=r.ungraded,
                timeouts=r.timeouts,
                timeout_budgets_s=list(r.budgets),
                rate=RateRecord.of(r.rate),
                pass_at={f"pass@{k}": v for k, v in r.pass_at.items()},
            )
            for r in rates
        ],
        timeout_warning=timeout_warning(rates),
        seeds=dict(seeds_of(mine)),
        task_verdict=s.task_verdict,
        reasons=s.reasons,
        verdicts=[
            VerdictCount(verdict=v, subtype=sub, trials=n)
            for (v, sub), n in s.subtypes.most_common()
        ],
        failing=[
            FunctionFailuresRecord(
                function=f.name, failed=f.failed, tried=f.tried, families=dict(f.families)
            )
            for f in s.failing
        ],
    )
