"""The calibration stage's plugin: its report as a block on the task's page."""

from __future__ import annotations

from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.records.trial import TrialRecord


@hookimpl(tryfirst=True)
def syncvals_page_sections(
    page: str, trial: TrialRecord | None, task: str, settings: dict
) -> list[dict]:
    """The task's calibration summary (verdict first) when ``calibration_dir`` holds one."""
    folder = settings.get("calibration_dir")
    path = Path(folder) / task / "calibration.json" if folder and page == "task" else None
    if path is None or not path.is_file():
        return []
    # Imported only when there is a report to show: every page of a site build asks.
    from syncvals_plugin.calibration.report import Calibration, summary_text

    try:
        report = Calibration.model_validate_json(path.read_text())
    except ValueError:
        return [{"title": "Calibration", "body": f"{path}: unreadable calibration report"}]
    return [{"title": f"Calibration: {report.verdict}", "body": summary_text(report)}]
