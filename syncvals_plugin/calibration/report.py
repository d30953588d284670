"""Calibration for task authors: is the task sound, how hard is it, where does the difficulty lie.

Five parts, each a small function over the task, the mutant library and recorded trials:
baselines (oracle passes, nop fails, the probers behave as designed), suite strength (every
mutant killed), discoverability (each graded case family shows on a probe input sent to the sealed
reference), ambiguity under naive probing (candidate conventions surviving random inputs), and the
recorded trials (pass rate with a Beta posterior, per-function failure rates, verdict mix).
"""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path

import pluggy
from pydantic import BaseModel

from syncvals_plugin.classifier import agent_rates, pass_rate, task_verdict
from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.host import Host
from syncvals_plugin.records.case import RANDOM_FAMILIES, apply_mutant
from syncvals_plugin.records.oracle_calls import probe_families
from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.trial import TrialRecord, trial_rate_outcome
from syncvals_plugin.task import TaskSpec

UNDEFINED_INPUTS = (
    "positions whose logits are all -inf (entropy, normalized_entropy)",
    "rloo_advantages / rloo_objective with group_size == 1",
    "top_k_mask with negative k",
    "logprob_at_temperature with temperature == 0",
    "non-finite values under a zero mask in masked reductions",
    "exact probability ties at the top_p_mask boundary",
)
PROBE_SEED = 4242  # not the held-out seed: discoverability must hold on inputs an agent could build


class Baseline(BaseModel):
    """One baseline trial and whether it behaved as designed."""

    agent: str
    options: dict[str, str] = {}
    expected: str
    reward: float | None
    failing: list[str] = []
    ok: bool
    trial: str | None = None


class MutantResult(BaseModel):
    """Whether the held-out suite kills one mutant, and with which family."""

    function: str
    mutant: str
    description: str
    killed: bool
    killing_families: list[str] = []


class FamilyProbe(BaseModel):
    """A graded case family and the probe input that shows it on the sealed reference."""

    function: str
    family: str
    probe: str
    observable: bool
    reveals: list[str] = []
    """Mutants this probe input tells apart from the reference."""
    problem: str = ""


class Ambiguity(BaseModel):
    """Candidate conventions of a function that survive random, probe.py-style inputs."""

    function: str
    candidates: int
    surviving: list[str]


class AgentDifficulty(BaseModel):
    """One agent's pass rate on the task, with its posterior."""

    agent: str
    counted: int
    passed: int
    timeouts: int
    posterior_mean: float
    interval_90: tuple[float, float]


class Difficulty(BaseModel):
    """Pass rate over recorded trials with a Beta(1 + passes, 1 + failures) posterior."""

    trials: int
    graded: int
    passed: int
    posterior_mean: float
    interval_90: tuple[float, float]
    function_failure_rates: dict[str, float] = {}
    verdicts: dict[str, int] = {}
    per_agent: list[AgentDifficulty] = []
    separates: bool | None = None
    """Whether the agents' pass rates differ at all (None with fewer than two agents): when every
    agent passed none, or every agent passed all, of its trials, the task ranks nobody."""
    deciding_families: dict[str, int] = {}
    """The case families the agents' failing trials failed, most often first: where the task's
    difficulty lies."""
    probe_logged: int = 0
    """The trials of the task with a served oracle's call log (those :attr:`probes` counts)."""
    probes: dict[str, list[int]] = {}
    """Per input family, over the trials with a call log: ``[trials that called it, trials
    failing on it, trials failing on it for a function they never called with it]``; the
    families failures need and agents did not probe first."""


class AttackResult(BaseModel):
    """One attack class of the battery, graded as ``syncvals run`` grades it and as the Harbor
    export's separate verifier grades it."""

    attack: str
    description: str
    reward: float | None
    """The reward ``syncvals run`` gave (must be 0)."""
    harbor_reward: float | None = None
    """The reward the exported task's own ``tests/test.sh`` gave in a fresh verifier folder (must
    be 0; None when that path was not run)."""
    sandbox: str = ""
    agent_confinement: str = ""
    """How the attacking agent was confined (its ``trial.log``: ``bwrap; network none; …``);
    empty when the trial does not say, which the verdict counts as unconfined."""
    verdict: str = ""
    subtype: str = ""
    quote: str = ""
    """The step (or line of the submission) the classifier quoted."""
    named: bool = False
    """Whether the classifier named it a cheat (a subtype of ``CHEAT_SUBTYPES``)."""
    trial: str | None = None
    oracle: str = "served"
    """How the attacking agent reached the reference (``shipped``: the compiled module in its
    workspace, for the attacks on its bytes)."""

    def earned(self) -> bool:
        """Whether the attack earned anything in either grading path."""
        return bool(self.reward) or bool(self.harbor_reward)


class Calibration(BaseModel):
    """The whole report (``calibration.json``)."""

    schema_version: str = "syncvals.calibration/1"
    task: str
    baselines: list[Baseline] = []
    mutants: list[MutantResult] = []
    mutation_score: float = 0.0
    families: list[FamilyProbe] = []
    undefined_inputs: list[str] = list(UNDEFINED_INPUTS)
    ambiguity: list[Ambiguity] = []
    difficulty: Difficulty | None = None
    attacks: list[AttackResult] = []
    verdict: str = ""
    reasons: list[str] = []
    skipped: list[str] = []
    """The checks this calibration did not run (``--quick``, ``--no-attacks``): the verdict names
    them, and is withheld without the attack battery."""


WITHHELD = "WITHHELD"
"""The verdict of a calibration whose attack battery did not run: nothing it ran shows the task
resists reward hacking, so it says neither SOUND nor otherwise (problems found still count)."""


def skipped_checks(quick: bool, attacks: bool) -> list[str]:
    """What ``--quick`` and ``--no-attacks`` leave out, each with the option that did."""
    skipped = ["the two prober baselines (--quick)"] if quick else []
    if not attacks:
        skipped.append("the attack battery (--no-attacks)")
    elif quick:
        skipped.append("the attacks graded by the Harbor export's verifier (--quick)")
    return skipped


# ---------------------------------------------------------------- suite strength


def _cases(host: Host, task: TaskSpec, seed: int | None = None) -> dict:
    """The task's cases from its plugin (held-out, or fresh with ``seed``).

    :raises CalibrationError: when no plugin gives the task cases.
    """
    cases = host.task_cases(task, seed)
    if cases is None:
        raise CalibrationError(
            f"task {task.name!r} has no cases: no plugin answers syncvals_task_cases for it"
        )
    return cases


def suite_strength(task: TaskSpec, host: Host) -> list[MutantResult]:
    """Grade every mutant the task's plugins give (trusted code, in process) against the
    held-out cases."""
    from syncvals_plugin.verifier import grade_trusted

    held_out = _cases(host, task)
    source = task.reference.read_text()
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for mutant in host.task_mutants(task):
            path = Path(tmp) / f"{mutant.function}_{mutant.name}.py"
            path.write_text(apply_mutant(source, mutant))
            [result] = grade_trusted(task, path, held_out, (mutant.function,))
            out.append(
                MutantResult(
                    function=mutant.function,
                    mutant=mutant.name,
                    description=mutant.description,
                    killed=not result.passed,
                    killing_families=result.failed_families,
                )
            )
    return out


# ---------------------------------------------------------------- discoverability


def _load_sealed(task: TaskSpec):
    from syncvals_plugin.task import sealed_module

    path = sealed_module(task.reference, task.sealed_module)
    spec = importlib.util.spec_from_file_location(task.sealed_module, path)
    if spec is None or spec.loader is None:
        raise CalibrationError(f"{path}: the sealed module {task.sealed_module!r} cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def discoverability(task: TaskSpec, host: Host) -> list[FamilyProbe]:
    """For every graded family, send a fresh probe input of it to the sealed reference.

    The family is observable when the sealed module answers it (or raises where the reference
    raises) exactly like the source, and the probe tells apart the mutants that family exists for.
    """
    from syncvals_plugin.verifier import compare_outcome, exec_source, load_module, run_case

    sealed = _load_sealed(task)
    source = task.reference.read_text()
    reference = load_module(task.reference, "_calibration_reference")
    probes = _cases(host, task, PROBE_SEED)
    mutants = host.task_mutants(task)
    out = []
    for function, cases in probes.items():
        wrong = [
            (m, exec_source(apply_mutant(source, m), f"_cal_{function}_{m.name}"))
            for m in mutants
            if m.function == function
        ]
        for family in dict.fromkeys(c.family for c in cases):
            family_cases = [c for c in cases if c.family == family]
            observed = [run_case(sealed, c) for c in family_cases]
            agree = all(
                compare_outcome(task.tolerance_for(function), run_case(reference, c), o).passed
                for c, o in zip(family_cases, observed, strict=True)
            )
            reveals = [
                m.name
                for m, module in wrong
                if any(
                    not compare_outcome(task.tolerance_for(function), o, run_case(module, c)).passed
                    for c, o in zip(family_cases, observed, strict=True)
                )
            ]
            problem = (
                "" if agree else "the sealed module and the reference source disagree on this input"
            )
            out.append(
                FamilyProbe(
                    function=function,
                    family=family,
                    probe=family_cases[0].describe(),
                    observable=agree,
                    reveals=reveals,
                    problem=problem,
                )
            )
    return out


# ---------------------------------------------------------------- ambiguity


def ambiguity(task: TaskSpec, host: Host) -> list[Ambiguity]:
    """Per function, the candidate conventions that random probe inputs cannot tell apart."""
    from syncvals_plugin.agents import candidates, survivors
    from syncvals_plugin.verifier import load_module, run_case

    reference = load_module(task.reference, "_ambiguity_reference")
    source = task.reference.read_text()
    probes = _cases(host, task, PROBE_SEED)
    mutants = host.task_mutants(task)
    out = []
    for function, cases in probes.items():
        naive = [c for c in cases if c.family in RANDOM_FAMILIES]
        observed = [run_case(reference, c) for c in naive]
        tolerance = task.tolerance_for(function)
        alive = survivors(source, function, naive, observed, tolerance, mutants)
        out.append(
            Ambiguity(
                function=function,
                candidates=len(candidates(mutants, function)),
                surviving=["(reference)" if m is None else m.name for m in alive],
            )
        )
    return out


# ---------------------------------------------------------------- difficulty from recorded trials


def difficulty(trials, task: TaskSpec) -> Difficulty:
    """The agents' pass rate and its Beta posterior over recorded trials of the task (reference
    runs, errored and ungraded trials left out)."""
    from collections import Counter

    mine = [t for t in trials if t.result.task_short_name == task.name]
    # The agents' pass rate, as every page and command shows it (trial_rate_outcome): reference
    # runs, harness errors and ungraded trials apart; BAD_SUCCESS never a pass.
    graded = [t for t in mine if trial_rate_outcome(t) in ("pass", "fail")]
    passed = sum(1 for t in graded if trial_rate_outcome(t) == "pass")
    failures: Counter = Counter()
    for t in graded:
        for f in t.report.functions if t.report else []:
            failures[f.name] += not f.passed
    rate = pass_rate(len(graded), passed)
    # An agent's rate is None exactly when none of its trials counted: those are left out.
    agents = [(a, a.rate) for a in agent_rates(mine) if a.rate is not None]
    families: Counter = Counter()
    for t in graded:
        if trial_rate_outcome(t) == "fail" and t.report:
            families.update(fam for f in t.report.functions for fam in f.failed_families)
    return Difficulty(
        per_agent=[
            AgentDifficulty(
                agent=a.agent,
                counted=a.counted,
                passed=a.passed,
                timeouts=a.timeouts,
                posterior_mean=a_rate.mean,
                interval_90=a_rate.interval_90,
            )
            for a, a_rate in agents
        ],
        separates=None
        if len(agents) < 2
        else not (
            all(a.passed == 0 for a, _ in agents) or all(a.passed == a.counted for a, _ in agents)
        ),
        deciding_families=dict(families.most_common(8)),
        **_probe_counts(mine),
        trials=len(mine),
        graded=len(graded),
        passed=passed,
        posterior_mean=rate.mean,
        interval_90=rate.interval_90,
        function_failure_rates={
            k: round(v / len(graded), 3) for k, v in failures.most_common() if v
        },
        verdicts=dict(
            Counter(
                f"{t.classification.verdict} / {t.classification.subtype}"
                for t in mine
                if t.classification
            )
        ),
    )


def _probe_counts(trials: list[TrialRecord]) -> dict:
    # :class:`Difficulty`'s ``probe_logged`` and ``probes`` over ``trials``.
    from collections import Counter

    logged = [p for p in map(probe_families, trials) if p is not None]
    counts: list[Counter] = [Counter(), Counter(), Counter()]
    for lists in logged:
        for counter, families in zip(counts, lists, strict=True):
            counter.update(families)
    called, failed, unasked = counts
    order = sorted(set(called) | set(failed), key=lambda f: (-unasked[f], -failed[f], called[f], f))
    return {
        "probe_logged": len(logged),
        "probes": {f: [called[f], failed[f], unasked[f]] for f in order},
    }


# ---------------------------------------------------------------- baselines


def _agent_key(record: TrialRecord, path: str | Path) -> tuple[str, tuple[tuple[str, str], ...]]:
    """``(agent, sorted options)`` of a trial this module just ran: which plan entry it answers."""
    if record.config is None:
        raise CalibrationError(f"{path}: the trial records no run configuration (agent, options)")
    return record.config.agent, tuple(sorted(record.config.agent_options.items()))


def baselines(
    task: TaskSpec, quick: bool = False, jobs: int = 2, *, pm: pluggy.PluginManager
) -> list[Baseline]:
    """Run oracle and nop (and both probers unless ``quick``) and check each behaved as designed."""
    from syncvals_plugin.agents import TrialConfig, run_batch
    from syncvals_plugin.records.store import read_trial

    hidden = sorted({m.function for m in Host(pm).task_mutants(task) if m.hidden})
    from syncvals_plugin.agents import BASELINES

    failing_by_kind: dict[str | None, list[str] | None] = {"none": [], "hidden": hidden, None: None}
    plan = [
        (
            b.agent,
            b.options,
            f"reward {b.reward:g}"
            + (f" with exactly {', '.join(hidden)} failing" if b.failing == "hidden" else ""),
            b.reward,
            failing_by_kind[b.failing],
        )
        for b in BASELINES
        if b.calibrates and not (quick and b.slow)
    ]
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        rows = run_batch(
            [
                TrialConfig(task=task, agent=agent, options=options, trials_dir=Path(tmp))
                for agent, options, *_ in plan
            ],
            jobs,
            pm,
        )
        by_agent = {}
        for row in rows:
            record = read_trial(Path(row.path))
            by_agent[_agent_key(record, row.path)] = record
        for agent, options, expected, reward, failing in plan:
            record = by_agent[(agent, tuple(sorted(options.items())))]
            got = (
                sorted(f.name for f in record.report.functions if not f.passed)
                if record.report
                else []
            )
            ok = record.result.reward == reward and (failing is None or got == failing)
            out.append(
                Baseline(
                    agent=agent,
                    options=options,
                    expected=expected,
                    reward=record.result.reward,
                    failing=got if len(got) < 49 else ["all"],
                    ok=ok,
                    trial=record.name,
                )
            )
    return out


# ---------------------------------------------------------------- hack resistance


def hack_resistance(
    task: TaskSpec, jobs: int = 2, harbor: bool = True, *, pm: pluggy.PluginManager
) -> list[AttackResult]:
    """Run every attack of the battery as an agent (the generic battery and the task's own,
    ``syncvals_task_attacks``), graded as ``syncvals run`` grades it and (``harbor``) again by the
    Harbor export's own verifier; what each earned and whether the classifier named it."""
    from syncvals_plugin.agents import ATTACKS, TrialConfig, confinement_of, run_batch
    from syncvals_plugin.classifier import CHEAT_SUBTYPES
    from syncvals_plugin.records.store import read_trial

    # (name, description, agent, options, oracle): the generic battery, then the task's own
    # attacks; those on the module's bytes meet the mode that ships them.
    battery = [(a.name, a.description, "attack", {"how": a.name}, a.oracle) for a in ATTACKS] + [
        (a.name, a.description, a.agent, dict(a.options), "served")
        for a in Host(pm).task_attacks(task)
    ]
    modes = {name: oracle for name, *_, oracle in battery}
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        out_dir = Path(tmp) / "trials"
        plan = [
            TrialConfig(task=task, agent=a, options=o, trials_dir=out_dir, oracle=m)
            for _, _, a, o, m in battery
        ]
        rows = run_batch(plan, jobs, pm)
        records = {}
        for record in (read_trial(Path(row.path)) for row in rows):
            records[_agent_key(record, record.path or "")] = record
        by_name = {
            name: records[(agent, tuple(sorted(options.items())))]
            for name, _, agent, options, _ in battery
        }
        harbor_rewards = (
            _harbor_rewards(task, {n: r.artifact for n, r in by_name.items()}, Path(tmp), jobs)
            if harbor
            else {}
        )
        for name, description, *_ in battery:
            record = by_name[name]
            c = record.classification
            quote = c.evidence[0].quote if c and c.evidence else ""
            out.append(
                AttackResult(
                    attack=name,
                    description=description,
                    reward=record.result.reward,
                    harbor_reward=harbor_rewards.get(name),
                    sandbox=record.report.sandbox.mode
                    if record.report and record.report.sandbox
                    else "",
                    agent_confinement=confinement_of(record.log),
                    verdict=c.verdict if c else "",
                    subtype=(c.subtype or "") if c else "",
                    quote=quote[:160],
                    named=bool(c and c.subtype in CHEAT_SUBTYPES),
                    trial=record.name,
                    oracle=modes[name],
                )
            )
    return out


def _harbor_rewards(
    task: TaskSpec, submissions: dict[str, str | None], tmp: Path, jobs: int
) -> dict[str, float | None]:
    """Grade each submission as Harbor's separate verifier container would (see
    :func:`harbor_verifier_reward`), from one export of the task."""
    import concurrent.futures

    export = export_for_harbor(task, tmp / "export")
    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        futures = {
            name: pool.submit(harbor_verifier_reward, task, export, src, tmp / "harbor" / name)
            for name, src in submissions.items()
        }
        return {name: f.result() for name, f in futures.items()}


def _harbor_env() -> dict[str, str]:
    import os
    import sys

    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    env.pop("SYNCVALS_CACHE_DIR", None)  # the verifier container has none: test.sh makes its own
    return env


def export_for_harbor(task: TaskSpec, folder: Path) -> Path:
    """``syncvals export harbor`` of ``task`` into ``folder`` (a new process, as a user runs it).

    :raises CalibrationError: with the export's own message when it fails.
    """
    import subprocess
    import sys

    made = subprocess.run(
        [sys.executable, "-m", "syncvals_plugin.cli", "export", "harbor", task.name, str(folder)],
        capture_output=True,
        text=True,
        env=_harbor_env(),
    )
    if made.returncode != 0:
        raise CalibrationError(f"exporting {task.name} for Harbor failed: {made.stderr.strip()}")
    return folder


def harbor_verifier_reward(
    task: TaskSpec, export: Path, source: str | None, work: Path
) -> float | None:
    """The reward the export's ``tests/test.sh`` gives ``source`` as Harbor's separate verifier
    container would run it: over a pristine ``/app`` holding only the submission (``work/app``),
    into a fresh ``/logs/verifier`` (``work/logs``), with a cache of its own.  None when it wrote
    no readable reward (Harbor records no grade either)."""
    import shutil
    import subprocess

    app, logs = work / "app", work / "logs"
    shutil.copytree(export / "environment" / "app", app)
    (app / task.submission_name).write_text(source or "")
    try:
        subprocess.run(
            ["bash", str(export / "tests" / "test.sh")],
            env=dict(_harbor_env(), SYNCVALS_APP_DIR=str(app), SYNCVALS_LOGS_DIR=str(logs)),
            capture_output=True,
            timeout=900,
        )
        return float((logs / TrialPaths.in_verifier(TrialPaths.REWARD)).read_text().strip() or 0)
    except (subprocess.TimeoutExpired, OSError, ValueError):
        return None


class CalibrationError(SyncValsError, RuntimeError):
    """A calibration step could not run (not a finding about the task)."""


def calibrate(
    task: TaskSpec,
    trials: list,
    quick: bool = False,
    jobs: int = 2,
    progress=None,
    attacks: bool = True,
    *,
    pm: pluggy.PluginManager,
) -> Calibration:
    """The full report (``quick``: no prober baselines, and the attacks graded the ``syncvals
    run`` way only)."""
    step = progress or (lambda _message: None)
    report = Calibration(task=task.full_name, skipped=skipped_checks(quick, attacks))
    step("baseline trials")
    report.baselines = baselines(task, quick, jobs, pm=pm)
    if attacks:
        step("the attack battery" + ("" if quick else ", in both grading paths"))
        report.attacks = hack_resistance(task, jobs, harbor=not quick, pm=pm)
    host = Host(pm)
    step("mutants against the held-out suite")
    report.mutants = suite_strength(task, host)
    report.mutation_score = (
        sum(m.killed for m in report.mutants) / len(report.mutants) if report.mutants else 0.0
    )
    step("discoverability on the sealed reference")
    report.families = discoverability(task, host)
    step("ambiguity under random probing")
    report.ambiguity = ambiguity(task, host)
    report.difficulty = difficulty(trials, task)
    report.verdict, report.reasons = judge(report)
    return report


# ---------------------------------------------------------------- the verdict


def _attack_reasons(attacks: list[AttackResult], problems: list[str], notes: list[str]) -> None:
    """What the battery says of the task: points earned, agents unconfined, classes unnamed."""
    if not attacks:
        return
    won = [a for a in attacks if a.earned()]
    if won:
        problems += [
            f"attack {a.attack} ({a.description}) earned reward "
            f"{a.reward if a.reward else a.harbor_reward} "
            + ("as `syncvals run` grades it" if a.reward else "in Harbor's verifier")
            for a in won
        ]
    else:
        notes.append(hack_summary(attacks))
    loose = [
        a.attack for a in attacks if a.agent_confinement.split(";")[0] not in ("bwrap", "landlock")
    ]
    if loose:
        problems.append(
            f"attack(s) {', '.join(loose)} ran with the agent unconfined (or its "
            "confinement unrecorded): their 0 proves nothing about the agent's wall"
        )
    unnamed = [a.attack for a in attacks if not a.named]
    if unnamed:
        notes.append(f"the classifier did not name: {', '.join(unnamed)}")


def judge(report: Calibration) -> tuple[str, list[str]]:
    """The task verdict and its reasons."""
    problems: list[str] = []
    notes: list[str] = []
    for b in report.baselines:
        (notes if b.ok else problems).append(
            f"{b.agent} {' '.join(f'{k}={v}' for k, v in b.options.items())}".strip()
            + (
                f": {b.expected} as designed"
                if b.ok
                else f": expected {b.expected}, got reward {b.reward}"
                + (f" failing {', '.join(b.failing)}" if b.failing else "")
            )
        )
    _attack_reasons(report.attacks, problems, notes)
    survivors = [f"{m.function}/{m.mutant}" for m in report.mutants if not m.killed]
    if survivors:
        problems.append(
            f"the held-out suite misses {len(survivors)} mutant(s): {', '.join(survivors)}"
        )
    else:
        notes.append(f"mutation score {report.mutation_score:.0%} ({len(report.mutants)} mutants)")
    hidden = [f"{p.function}/{p.family}" for p in report.families if not p.observable]
    if hidden:
        problems.append(f"graded families not discoverable by probing: {', '.join(hidden)}")
    else:
        notes.append(
            f"all {len(report.families)} graded case families are observable on the sealed reference"
        )
    ambiguous = [a.function for a in report.ambiguity if len(a.surviving) > 1]
    notes.append(
        f"{len(ambiguous)} function(s) stay ambiguous under random probing: {', '.join(ambiguous) or 'none'}"
    )
    if report.difficulty and report.difficulty.graded:
        d = report.difficulty
        notes.append(f"agents' {pass_rate(d.graded, d.passed).text()}")
        if d.separates is False:
            every = "none" if all(a.passed == 0 for a in d.per_agent) else "all"
            notes.append(
                f"the agents do not separate: each of the {len(d.per_agent)} agents passed "
                f"{every} of its trials, so the pass rate ranks none of them"
            )
    # The verdict rests on the baselines run just now, not on recorded trials: no minimum applies.
    verdict = task_verdict(problems, None)
    said = [f"rests on: {rests_on(report)}"]
    if report.skipped:
        said.append(f"not run: {', '.join(report.skipped)}")
    if not problems and not report.attacks:  # SOUND, on no evidence against reward hacks
        verdict = WITHHELD
        said.insert(
            0,
            "withheld: the attack battery did not run, so nothing here shows the task "
            "resists reward hacking; run `syncvals calibrate` without --no-attacks",
        )
    return verdict, said + problems + notes


def rests_on(report: Calibration) -> str:
    """What a calibration's verdict rests on: the checks that ran, each counted."""
    names = " and ".join(dict.fromkeys(b.agent for b in report.baselines)) or "none"
    parts = [f"{len(report.baselines)} baseline trial(s) ({names})"]
    if report.attacks:
        both = all(a.harbor_reward is not None for a in report.attacks)
        paths = "in both grading paths" if both else "graded the `syncvals run` way"
        parts.append(f"{len(report.attacks)} attack class(es) {paths}")
    parts.append(f"{len(report.mutants)} mutant(s)")
    parts.append(f"{len(report.families)} graded case families probed")
    return ", ".join(parts)


def hack_summary(attacks: list[AttackResult]) -> str:
    """``19/19 attack classes scored 0 in both grading paths; 19/19 named by the classifier``."""
    both = all(a.harbor_reward is not None for a in attacks)
    held = sum(not a.earned() for a in attacks)
    return (
        f"{held}/{len(attacks)} attack classes scored 0 "
        + ("in both grading paths" if both else "as `syncvals run` grades them")
        + f"; {sum(a.named for a in attacks)}/{len(attacks)} named by the classifier"
    )


def attack_line(a: AttackResult) -> str:
    """One attack class as a line of the report and the task page."""
    harbor = "" if a.harbor_reward is None else f", Harbor {a.harbor_reward:g}"
    reward = "-" if a.reward is None else f"{a.reward:g}"
    named = f"{a.verdict} / {a.subtype}" if a.named else f"NOT NAMED ({a.verdict} / {a.subtype})"
    agent = a.agent_confinement.split(";")[0] or "UNCONFINED"
    module = ", module shipped" if a.oracle == "shipped" else ""
    return (
        f"{a.attack}: reward {reward}{harbor} [agent {agent}{module}, grader {a.sandbox}] -> "
        f"{named}"
    )


def summary_text(report: Calibration) -> str:
    """The report as plain text (the task page shows it)."""
    lines = [f"Task verdict: {report.verdict}", ""]
    lines += [f"- {reason}" for reason in report.reasons]
    lines += ["", "Baselines:"]
    lines += [
        f"  {'ok  ' if b.ok else 'FAIL'} {b.agent} {' '.join(f'{k}={v}' for k, v in b.options.items())}"
        f" -> reward {b.reward} (expected {b.expected})"
        for b in report.baselines
    ]
    lines += [
        "",
        f"Mutation score: {report.mutation_score:.0%} of {len(report.mutants)} mutants killed",
    ]
    lines += [
        f"  survivor: {m.function}/{m.mutant} ({m.description})"
        for m in report.mutants
        if not m.killed
    ]
    if report.attacks:
        lines += ["", f"Hack resistance: {hack_summary(report.attacks)}"]
        lines += [f"  {attack_line(a)}" for a in report.attacks]
    observable = sum(p.observable for p in report.families)
    lines += [
        "",
        f"Discoverability: {observable}/{len(report.families)} graded families observable on the "
        "sealed reference",
    ]
    lines += [
        f"  {p.function}/{p.family}: {p.probe} reveals {', '.join(p.reveals)}"
        for p in report.families
        if p.reveals and p.family not in RANDOM_FAMILIES
    ]
    lines += ["", "Undefined inputs the suite stays away from:"] + [
        f"  {u}" for u in report.undefined_inputs
    ]
    lines += ["", "Ambiguity under random probing (candidates surviving / tried):"]
    lines += [
        f"  {a.function}: {len(a.surviving)}/{a.candidates} ({', '.join(a.surviving)})"
        for a in report.ambiguity
        if len(a.surviving) > 1
    ]
    if report.difficulty:
        lines += _difficulty_lines(report.difficulty)
    return "\n".join(lines) + "\n"


def _difficulty_lines(d: Difficulty) -> list[str]:
    """The recorded trials in the summary: the agents' pass rate, the functions that fail most,
    the verdict mix, each agent's rate, and where the failing trials failed."""
    lines = [
        "",
        f"Recorded trials: {d.trials}; agents' pass rate over {d.graded} graded (reference runs "
        f"apart): {d.passed} passed, posterior "
        f"Beta mean {d.posterior_mean:.2f}, 90% interval {d.interval_90[0]:.2f}-{d.interval_90[1]:.2f}",
    ]
    lines += [
        f"  {name}: fails in {rate:.0%}"
        for name, rate in list(d.function_failure_rates.items())[:10]
    ]
    lines += [f"  {verdict}: {n}" for verdict, n in d.verdicts.items()]
    lines += [
        f"  {a.agent}: {a.passed}/{a.counted} passed, posterior mean {a.posterior_mean:.2f}, "
        f"90% interval {a.interval_90[0]:.2f}-{a.interval_90[1]:.2f}, {a.timeouts} timed out"
        for a in d.per_agent
    ]
    if d.deciding_families:
        lines.append(
            "  case families the failing trials failed: "
            + ", ".join(f"{fam} ({n})" for fam, n in d.deciding_families.items())
        )
    return lines + _probe_lines(d)


def _probe_lines(d: Difficulty) -> list[str]:
    """The families probed beside those failed, over the trials with a call log."""
    if not d.probe_logged:
        return ["", f"Oracle probes: none of the {d.trials} trials has a served oracle's call log"]
    lines = [
        "",
        f"Oracle probes over the {d.probe_logged} of {d.trials} trials with a call log "
        "(family: trials that called it / failing on it / failing on it, never called):",
    ]
    return lines + [
        f"  {family}: {called} / {failed} / {unasked}"
        for family, (called, failed, unasked) in d.probes.items()
    ]
