"""A Harbor job imported again is the same job: its trials are known by their Harbor ``id``.

Harbor gives every trial a UUID (``result.json``'s ``id``) and every job one (the job's
``result.json``).  An import whose job, or any of whose trials, is already in the trials folder
updates that folder instead of adding a second copy beside it (``X-2``, where ``summarize`` and
the site would count each trial twice): trials finished since the last import and new trials
come in, what was imported before and is no longer in the source is kept, and the import says
which.  A mid-run import followed by one at the end leaves each trial once.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.store import (
    REPLACED_PREFIX,
    STAGING_PREFIX,
    find_trials,
    unfinished_trials,
)


def _id_of(result: Path) -> str | None:
    try:
        data = json.loads(result.read_text(errors="replace"))
    except (OSError, ValueError, RecursionError):
        return None
    value = data.get("id") if isinstance(data, dict) else None
    return value if isinstance(value, str) and value else None


@dataclass
class Held:
    """What one imported folder holds, by Harbor's ids: its job's id (a job folder), each
    finished trial's id with its path in the folder, and its unfinished trials' paths."""

    folder: Path
    job: str | None = None
    trials: dict[str, Path] = field(default_factory=dict)
    unfinished: set[Path] = field(default_factory=set)

    @classmethod
    def of(cls, folder: Path) -> Held:
        """Read the ids of ``folder`` (a job or a lone trial)."""
        held = cls(Path(folder))
        for trial in find_trials(folder):
            trial_id = _id_of(trial / TrialPaths.RESULT)
            if trial_id:
                held.trials.setdefault(trial_id, trial.relative_to(folder))
        own = _id_of(Path(folder) / TrialPaths.RESULT)
        if own and own not in held.trials:
            held.job = own  # a job's result.json (a trial's is among the trials)
        held.unfinished = {p.relative_to(folder) for p in unfinished_trials(folder)}
        return held

    def same(self, other: Held) -> bool:
        """Whether ``other`` is (a state of) the same job or trials."""
        return bool((self.job and self.job == other.job) or set(self.trials) & set(other.trials))


def imported(trials_dir: Path) -> list[Held]:
    """What each folder of ``trials_dir`` holds (staging and replaced folders apart)."""
    out = []
    try:
        with os.scandir(trials_dir) as it:
            folders = sorted(
                Path(e.path)
                for e in it
                if e.is_dir(follow_symlinks=False)
                and not e.name.startswith((STAGING_PREFIX, REPLACED_PREFIX))
            )
    except OSError:
        return []
    for folder in folders:
        held = Held.of(folder)
        if held.job or held.trials:
            out.append(held)
    return out


def earlier(copy: Path, known: list[Held]) -> Held | None:
    """The folder already holding the job (or trials) of the staged ``copy``, if any: the one
    sharing most trials."""
    mine = Held.of(copy)
    matches = [h for h in known if h.same(mine)]
    return max(matches, key=lambda h: len(set(h.trials) & set(mine.trials)), default=None)


def update(old: Held, copy: Path) -> str:
    """Make ``copy`` (this import of the job) the folder ``old.folder``: trials only the earlier
    import holds are moved into it (kept), then the two are swapped.  Returns the note that says
    what changed."""
    new = Held.of(copy)
    kept = 0
    for trial_id, rel in old.trials.items():
        if trial_id not in new.trials and rel != Path() and not (copy / rel).exists():
            (copy / rel).parent.mkdir(parents=True, exist_ok=True)
            (old.folder / rel).rename(copy / rel)
            kept += 1
    added = [i for i in new.trials if i not in old.trials]
    finished = sum(1 for i in added if new.trials[i] in old.unfinished)
    same = len(new.trials) - len(added)
    aside = old.folder.with_name(f"{REPLACED_PREFIX}{old.folder.name}")
    shutil.rmtree(aside, ignore_errors=True)
    old.folder.rename(aside)
    copy.rename(old.folder)
    shutil.rmtree(aside, ignore_errors=True)
    parts = [
        f"{len(added) - finished} new trial(s)",
        f"{finished} finished since the last import",
        f"{same} imported before (each counted once, by its Harbor id)",
    ]
    if kept:
        parts.append(f"{kept} no longer in the source, kept")
    return f"updated {old.folder}: " + ", ".join(parts)
