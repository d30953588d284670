"""Importing foreign trials: read them, verify a submission when given, write them as our trials."""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
from pathlib import Path

import pluggy

from syncvals_plugin.host import Host
from syncvals_plugin.importers import reimport
from syncvals_plugin.importers.harbor import harbor_units, read_harbor
from syncvals_plugin.records.names import free_name, inside, name_note, safe_component
from syncvals_plugin.records.store import (
    STAGING_PREFIX,
    find_trials,
    unfinished_trials,
    write_classification,
    write_trial,
)
from syncvals_plugin.records.trial import RunConfig, TrialFormatError, TrialRecord, assemble_trial
from syncvals_plugin.task import TaskSpec
from syncvals_plugin.verifier import grade_submission as verify


def import_harbor(
    path: Path,
    trials_dir: Path,
    pm: pluggy.PluginManager,
    problems: list[str] | None = None,
    notes: list[str] | None = None,
) -> list[TrialRecord]:
    """Import a Harbor trial, job or folder of jobs into ``trials_dir``, each job (or lone trial)
    as one folder of it: every file copied as Harbor wrote it (the job's ``config.json``,
    ``result.json``, ``job.log``, its unfinished trials), and ``classification.json`` added to
    each finished trial; nothing else.  Folder names come from the source folders through
    :func:`~syncvals_plugin.records.names.safe_component`, never from a record, and a name
    already taken gets a suffix (``-2``): an import never merges into another job's folder.  A
    job (or trial) imported before, known by its Harbor ids, updates the folder it went to
    (:mod:`.reimport`): a trial is one trial, however often its job is imported.

    A broken trial does not stop the batch: it is copied with its job, left unclassified, and
    its path and problem are appended to ``problems``.  ``notes`` gets a line per folder placed,
    per name changed, per link or special file left out, and per unfinished trial.  Something
    that is not a Harbor folder is read through ``syncvals_load_trial`` (another plugin's format)
    and written as our trials.
    """
    from syncvals_plugin.classifier import finish_trial

    path = Path(path)
    units = harbor_units(path) if path.is_dir() else []
    if not units:
        return _import_foreign(path, trials_dir, pm, problems, notes)
    problems = [] if problems is None else problems
    notes = [] if notes is None else notes
    trials_dir = Path(trials_dir)
    _not_inside(trials_dir, units)
    trials_dir.mkdir(parents=True, exist_ok=True)
    read, placed = _stage_read_place(units, trials_dir, pm, problems, notes)
    records = []
    for name, rel, record in read:
        base = placed[name]
        record.path = base if rel == Path() else inside(base, base / rel)
        # A classifier that failed (its warning printed) leaves the copy as Harbor wrote it.
        records.append(finish_trial(pm, record, _write_classification_if_any))
    for base in placed.values():
        for folder in unfinished_trials(base):
            notes.append(f"unfinished trial kept, not classified (no result.json): {folder}")
    return records


def _not_inside(trials_dir: Path, units: list[Path]) -> None:
    """Refuse a trials folder inside a folder being imported: the copy would copy itself."""
    here = Path(os.path.realpath(trials_dir))
    for unit in units:
        if here == Path(os.path.realpath(unit)) or here.is_relative_to(os.path.realpath(unit)):
            raise TrialFormatError(
                f"{trials_dir}: the trials folder is inside {unit}, the folder being imported; "
                "choose another --trials-dir"
            )


def _stage_read_place(
    units: list[Path], trials_dir: Path, pm: pluggy.PluginManager, problems: list, notes: list
) -> tuple[list, dict[str, Path]]:
    """Copy the units into one hidden staging folder, read the trials from the copy (it holds no
    link, so no reader follows one out of the folder it was sent), then place each unit under a
    free name, or in the folder of its earlier import (:mod:`.reimport`: a trial is one trial by
    its Harbor id).  Nothing is placed when no plugin reads the trials, or every trial is broken."""
    staging = Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}import-", dir=trials_dir))
    try:
        known = reimport.imported(trials_dir)
        staged = _stage(units, trials_dir, staging, notes, known)
        read, broken = _read_staged(Host(pm), staged)
        if broken and not read:
            raise TrialFormatError(broken[0])
        problems.extend(broken)
        placed = {}
        for unit, name, copy in staged:
            # Imported before (the same Harbor job or trials): that folder is updated.
            old = reimport.earlier(copy, known)
            if old is not None:
                placed[name] = old.folder
                notes.append(reimport.update(old, copy) + f" (from {unit})")
                continue
            name = free_name(trials_dir, name)  # taken meanwhile: the next free one
            placed[name] = inside(trials_dir, trials_dir / name)
            copy.rename(placed[name])
            notes.append(f"imported {unit} as {placed[name]}")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return read, placed


def _stage(
    units: list[Path], trials_dir: Path, staging: Path, notes: list[str], known: list
) -> list[tuple[Path, str, Path]]:
    """Copy each unit into ``staging`` under the safe, free name it will have in
    ``trials_dir``: ``(unit, name, copy)`` each; the changed names are noted (not for a unit
    imported before, ``known``: its folder is updated)."""
    staged: list[tuple[Path, str, Path]] = []
    taken: set[str] = set()
    for unit in units:
        original = Path(unit).resolve().name
        wanted = safe_component(original)
        note = name_note(unit, "folder name", original, wanted)
        if note:
            notes.append(note)
        name = free_name(trials_dir, wanted, taken)
        taken.add(name)
        copy = inside(staging, staging / name)
        _copy_tree(Path(unit), copy, notes)
        if name != wanted and reimport.earlier(copy, known) is None:
            notes.append(f"{unit}: {trials_dir / wanted} exists; imported as {name!r}")
        staged.append((Path(unit), name, copy))
    return staged


def _read_staged(
    host: Host, staged: list[tuple[Path, str, Path]]
) -> tuple[list[tuple[str, Path, TrialRecord]], list[str]]:
    """Every finished trial of the staged copies through ``syncvals_load_trial``: ``(name,
    path in its unit, record)`` each, and one line per broken trial naming its source path.

    :raises TrialFormatError: when no plugin reads a trial folder.
    """
    read, broken = [], []
    for unit, name, copy in staged:
        for folder in find_trials(copy):
            rel = folder.relative_to(copy)
            try:
                got = host.load_trial(folder, None)
            except TrialFormatError as exc:
                # Named where the user has it, not in the staging folder.
                broken.append(str(exc).replace(str(copy), str(unit)))
                continue
            if got is None:
                raise TrialFormatError(
                    f"{unit / rel}: no plugin reads this folder (is the built-in Harbor reader "
                    "disabled?)"
                )
            mine = [r for r in got if r.path and Path(r.path) == folder]
            read += [(name, rel, record) for record in mine or got[:1]]
    return read, broken


def _write_classification_if_any(record: TrialRecord) -> None:
    if record.classification is not None:
        write_classification(record)


def _copy_tree(source: Path, target: Path, notes: list[str]) -> None:
    target.mkdir()
    with os.scandir(source) as it:
        entries = sorted(it, key=lambda e: e.name)
    for entry in entries:
        # A name read from a directory is one component already; checked all the same.
        destination = target / entry.name
        if entry.is_symlink():
            notes.append(f"{entry.path}: a link, not copied")
        elif entry.is_dir(follow_symlinks=False):
            _copy_tree(Path(entry.path), destination, notes)
        elif entry.is_file(follow_symlinks=False):
            shutil.copy2(entry.path, destination, follow_symlinks=False)
        else:
            notes.append(f"{entry.path}: not a regular file, not copied")


def _import_foreign(
    path: Path,
    trials_dir: Path,
    pm: pluggy.PluginManager,
    problems: list[str] | None,
    notes: list[str] | None,
) -> list[TrialRecord]:
    """Trials another plugin reads (``syncvals_load_trial``), written as our trial folders, each
    named after its record's name made safe."""
    from syncvals_plugin.classifier import finish_trial

    records = Host(pm).load_trial(path, None)
    if records is None:
        read_harbor(path)  # raises the error that says what is missing
        raise TrialFormatError(
            f"{path}: no plugin reads this folder (is the built-in Harbor reader disabled?)"
        )
    taken: set[str] = set()
    for record in records:
        wanted = safe_component(record.name)
        name = free_name(trials_dir, wanted, taken)
        taken.add(name)
        note = name_note(path, "trial_name", record.name, name)
        if note and notes is not None:
            notes.append(note)
        finish_trial(pm, record, functools.partial(write_trial, trials_dir=trials_dir, name=name))
    return records


def import_claude_code(
    path: Path,
    task: TaskSpec,
    trials_dir: Path,
    pm: pluggy.PluginManager,
    submission: Path | None = None,
) -> TrialRecord:
    """Import a Claude Code session as a trial of ``task`` (read through ``syncvals_load_trial``,
    like any foreign format), verifying ``submission`` when given.

    :raises TrialFormatError: naming the transcript line that is broken.
    """
    from syncvals_plugin.classifier import finish_trial

    if not Path(path).is_file():
        raise TrialFormatError(f"{path}: no such transcript file")
    records = Host(pm).load_trial(Path(path), task)
    if not records:
        raise TrialFormatError(f"{path}: no plugin reads this transcript")
    loaded = records[0]
    report = artifact = None
    if submission is not None:
        if not submission.is_file():
            raise TrialFormatError(f"{submission}: no such submission file")
        artifact = submission.read_text(errors="replace")
        report = verify(pm, task, submission)
    # Assembled once, as a run's trial is, where it is written and with its grade: the one result
    # the trial folder holds.  The reader's facts (name, agent, trajectory, its source) are kept.
    config = loaded.config or RunConfig(task=task.name, agent=loaded.result.agent_info.name)
    record = assemble_trial(
        name=loaded.name,
        task=task,
        trials_dir=Path(trials_dir),
        agent=loaded.result.agent_info,
        config=config.model_copy(update={"task": task.name, "task_path": str(task.directory)}),
        trajectory=loaded.trajectory,
        report=report,
        artifact=artifact,
        options=loaded.harbor_config.agent_kwargs if loaded.harbor_config else {},
        source=loaded.result.source,
    )
    return finish_trial(pm, record, lambda r: write_trial(r, trials_dir))
