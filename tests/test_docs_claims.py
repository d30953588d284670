"""What the docs claim, checked against the repository: no cited file outside it, no count of the
export's Dockerfile stages (another change may alter them), no machine of the project's named
as if the reader had it, and the calibration's duration stated with the date it was measured."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_no_doc_cites_a_file_outside_the_repository():
    """A cited file (a path with an extension; ``../..`` in a threat row is a hostile name)."""
    outside = []
    for doc in DOCS:
        for cited in re.findall(r"`(\.\./[^`\s]+\.[a-z]+)`", doc.read_text()):
            target = (doc.parent / cited).resolve()
            if ROOT not in target.parents:
                outside.append(f"{doc.relative_to(ROOT)}: {cited}")
    assert not outside, outside


def test_task_authors_states_what_a_reader_can_check():
    text = " ".join((ROOT / "docs" / "task-authors.md").read_text().split())
    assert not re.search(r"\b(one|two|three|single) stages?\b", text), "counts Dockerfile stages"
    assert "this project's machines" not in text
    calibrate = re.search(r"`syncvals calibrate reverse-engineer-objectives` \(([^)]*)\)", text)
    assert calibrate and re.search(r"\d+ min \d+ s on 20\d\d-\d\d-\d\d", calibrate.group(1))
