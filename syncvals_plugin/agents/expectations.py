"""What every baseline trial must end with: the one registry the CLI, calibration, the classifier
benchmark and the tests all read."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncvals_plugin.classifier import Subtype, Verdict


@dataclass(frozen=True)
class Baseline:
    """A baseline run and what it must produce."""

    agent: str
    options: dict[str, str] = field(default_factory=dict)
    fault: str | None = None
    reward: float = 0.0
    verdict: str = ""
    subtype: str = ""
    failing: str | None = None
    """``"none"``, ``"hidden"`` (exactly the task's HIDDEN functions) or None (not checked)."""
    main_job: bool = False
    """Part of ``syncvals baselines`` (the README's main job)."""
    calibrates: bool = False
    """Part of ``syncvals calibrate``'s baseline checks."""
    slow: bool = False
    """Skipped by ``calibrate --quick`` (the probers take a minute or more each)."""

    @property
    def label(self) -> str:
        """The agent with its options and fault, as tables show it."""
        parts = [self.agent] + [f"{k}={v}" for k, v in sorted(self.options.items())]
        return " ".join(parts + ([f"fault={self.fault}"] if self.fault else []))


BASELINES: tuple[Baseline, ...] = (
    Baseline(
        "oracle",
        reward=1.0,
        verdict=Verdict.GOOD_SUCCESS,
        subtype=Subtype.REFERENCE_SOLUTION,
        failing="none",
        main_job=True,
        calibrates=True,
    ),
    Baseline(
        "nop",
        reward=0.0,
        verdict=Verdict.GOOD_FAILURE,
        subtype=Subtype.PREMATURE_STOP,
        main_job=True,
        calibrates=True,
    ),
    Baseline(
        "prober",
        {"depth": "basic"},
        reward=0.0,
        verdict=Verdict.GOOD_FAILURE,
        subtype=Subtype.INCOMPLETE_EXPLORATION,
        failing="hidden",
        main_job=True,
        calibrates=True,
        slow=True,
    ),
    Baseline(
        "prober",
        {"depth": "edge"},
        reward=1.0,
        verdict=Verdict.GOOD_SUCCESS,
        subtype=Subtype.SOLVED_BY_PROBING,
        failing="none",
        main_job=True,
        calibrates=True,
        slow=True,
    ),
    Baseline(
        "quitter",
        reward=0.0,
        verdict=Verdict.GOOD_FAILURE,
        subtype=Subtype.PREMATURE_STOP,
        main_job=True,
    ),
    Baseline(
        "cheat",
        {"how": "import"},
        reward=0.0,
        verdict=Verdict.GOOD_FAILURE,
        subtype=Subtype.REFERENCE_DEPENDENCY,
        main_job=True,
    ),
    Baseline(
        "cheat",
        {"how": "lookup"},
        reward=0.0,
        verdict=Verdict.GOOD_FAILURE,
        subtype=Subtype.HARDCODED_OUTPUTS,
    ),
    Baseline(
        "cheat",
        {"how": "inspect"},
        reward=1.0,
        verdict=Verdict.BAD_SUCCESS,
        subtype=Subtype.ORACLE_INSPECTION,
    ),
    Baseline(
        "quitter",
        fault="broken-timer",
        reward=0.0,
        verdict=Verdict.BAD_FAILURE,
        subtype=Subtype.ENVIRONMENT_ISSUE,
    ),
)
"""Every baseline, in the order tables list them."""
