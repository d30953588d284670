"""Rebuild the recorded trial's final ``objectives.py`` from its page text (write + later edits)."""

from __future__ import annotations

from pathlib import Path

SEED_PAGE = Path(__file__).resolve().parents[1] / "trials" / "seed" / "000_a86e472c2b8999b5.txt"


def rebuild_seed_submission(page: Path = SEED_PAGE) -> str:
    """The file as the agent left it: the ``write`` of /app/objectives.py, then each edit applied."""
    text = page.read_text()
    start = text.index("write · /app/objectives.py\n") + len("write · /app/objectives.py\n")
    end = text.index("write · /app/check.py", start)
    source = text[start:end]
    pos = end
    edits = 0
    while True:
        marker = text.find("/app/objectives.py\n\n− removed\n", pos)
        if marker < 0:
            break
        old_start = marker + len("/app/objectives.py\n\n− removed\n")
        old_end = text.index("\n+ added\n", old_start)
        new_start = old_end + len("\n+ added\n")
        new_end = text.index("\n\n", new_start)
        old, new = text[old_start:old_end], text[new_start:new_end]
        if old not in source:
            raise ValueError(f"edit {edits + 1} does not apply: removed text not found")
        source = source.replace(old, new, 1)
        edits += 1
        pos = new_end
    if edits != 3:
        raise ValueError(f"expected three edits in the recorded trial, found {edits}")
    return source
