"""The README a newcomer reads in five minutes: short, the two commands first, every link alive,
and the test command exactly what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_the_readme_is_short_and_starts_with_the_two_commands():
    assert len(README.splitlines()) <= 200
    first_blocks = re.findall(r"```bash\n(.*?)```", README, re.S)[:2]
    assert (
        "syncvals baselines" in first_blocks[0] and "pip install torch==2.13.0" in first_blocks[0]
    )
    assert first_blocks[1].strip() == "python -m pytest"
    assert "python -m pytest\n" in (ROOT / ".ci" / "run").read_text()


def test_every_link_of_the_readme_and_the_docs_leads_to_a_file():
    dead = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#\s]+)", page.read_text()):
            if "://" not in target and not (page.parent / target).exists():
                dead.append(f"{page.relative_to(ROOT)} -> {target}")
    assert dead == []


def test_no_session_figures_in_the_readme():
    # Timings belong in docs/performance.md, each with its date; their history is in git.
    assert not re.search(r"\d+ (min|s)\b.*(this session|last run|measured)", README)


DIARY = re.compile(
    r"\b(this|that|next|last|earlier|previous|latest) sessions?\b|\bsessions? (before|after)\b"
    r"|\btargets?\b[^.\n]{0,20}(\bmet\b|≤|≥)|(≤|≥)[^.\n]{0,20}\btarget",
    re.I,
)
"""A diary of runs ("this session", "the session after") or an internal target ("≤ 12 min
target", "the target is not met"): the docs say what is, and git keeps what was."""


def test_the_docs_are_a_reference_not_a_diary():
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found = [
        f"{page.relative_to(ROOT)}: {m.group(0)!r}"
        for page in pages
        for m in DIARY.finditer(page.read_text())
    ]
    assert found == []
    assert len((ROOT / "docs" / "performance.md").read_text().splitlines()) <= 250
    assert DIARY.search("the session after: 202 trials/s") and DIARY.search("target ≤ 1.3")


def test_what_the_readme_s_commands_write_is_never_committed_by_accident():
    """The export holds the held-out seed, the signing key and the solution: a `git add -A`
    after the README's export command must not take it (nor the job config beside it)."""
    import shutil
    import subprocess

    root = Path(__file__).resolve().parents[1]
    if shutil.which("git") is None or not (root / ".git").exists():
        pytest.skip("not a git checkout")
    paths = ["export/tests/cache/heldout.seed", "job.json", "site/index.html"]
    proc = subprocess.run(
        ["git", "check-ignore", "--no-index", *paths], cwd=root, capture_output=True, text=True
    )
    assert proc.stdout.split() == paths, proc.stdout + proc.stderr
