"""Building the static site: ``index.html``, ``trial/<name>/index.html``, ``task/<name>/index.html``.

Incremental: a manifest beside the pages remembers each trial's file fingerprint and the summary
the index and task pages need, so a rebuild reads and renders only the trials that changed.
The builder never writes inside the trials folder.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import json
import math
import os
import shlex
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

import orjson
import pluggy
from jinja2 import Environment, PackageLoader, StrictUndefined, Template

from syncvals_plugin import __version__
from syncvals_plugin.classifier import function_cells
from syncvals_plugin.errors import WRITE_ERRNOS, SyncValsError, write_failed
from syncvals_plugin.host import Host
from syncvals_plugin.records.names import (
    UnsafePathError,
    inside,
    name_note,
    safe_component,
    suffixed,
)
from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.store import (
    READ_FOLDERS,
    atomic_write,
    atomic_write_bytes,
    read_folder,
    trial_folders,
)
from syncvals_plugin.records.trial import (
    TrialFormatError,
    TrialRecord,
    is_reference_run,
    trial_rate_outcome,
)
from syncvals_plugin.site.loader import compiled_loader
from syncvals_plugin.site.probes import probe_coverage, probe_summary, probe_table
from syncvals_plugin.site.views import (
    Remember,
    block,
    clean,
    failure_key,
    function_grid,
    grid_key,
    grid_trials,
    index_row,
    task_view,
    trial_view,
)

MANIFEST = ".syncvals-site.json"
PARTS = ".syncvals-site-parts"
"""Beside the manifest: parts of pages kept whole for the next build, each under its key (a
task page's grid, :func:`_task_grid`: 850 KB for a job of 1,000 trials, read only when the
page is written, never parsed as a string of the manifest)."""
MANIFEST_VERSION = 16


class SiteError(SyncValsError, ValueError):
    """The site cannot be built where asked (for example inside the trials folder)."""


@dataclass
class BuildResult:
    """What a build did."""

    out: Path
    trials: int = 0
    rendered: int = 0
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """One line per name from a record that had to be changed to name a page."""
    seconds: float = 0.0


class _ViewEnvironment(Environment):
    """Views are plain dicts: ``step.id`` looks the key up first, where Jinja would try an
    attribute, fail and only then the key (an exception per lookup, most of a page's cost)."""

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute in obj:
            return obj[attribute]
        return super().getattr(obj, attribute)


@functools.cache
def environment() -> Environment:
    """The Jinja2 environment: package templates, HTML autoescaping on for every template, and a
    name a template uses but a view does not give is an error (``StrictUndefined``), never a
    silent blank.  One per process.

    Templates load from Jinja's compiled modules of them, made on first use in a private folder
    of the user's cache under the key of the templates, Jinja and these options (:mod:`.loader`).
    No Jinja bytecode cache: it loads whatever code its folder holds, unkeyed."""
    env = _ViewEnvironment(
        loader=PackageLoader("syncvals_plugin.site", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        auto_reload=False,  # the package's templates: no stat of each file on every render
        trim_blocks=False,
        lstrip_blocks=False,
    )
    env.loader = compiled_loader(env)
    return env


def _cache_key(pm: pluggy.PluginManager, reproduce: str) -> str:
    # A page depends on the templates (the package version), on every plugin that adds to it and
    # on the command every trial page prints to rebuild it (the folders' paths: a trials or site
    # folder moved): a change of any re-renders everything.
    plugins = sorted(name for name, _ in pm.list_name_plugin() if name)
    return f"{MANIFEST_VERSION}:{__version__}:{','.join(plugins)}:{reproduce}"


STAMPED = tuple(
    f"/{rel}" if rel else rel
    for rel in (*READ_FOLDERS, TrialPaths.RESULT, TrialPaths.CLASSIFICATION)
)
"""What a trial's fingerprint looks at.  The folders: every one whose files a trial's reading
uses (:data:`~syncvals_plugin.records.store.READ_FOLDERS`, the submission's own among them): a
file written through a rename (every SyncVals write, Harbor's new files), added or removed
changes its folder.  The files: the two records rewritten in place (Harbor's result, a
classification); any other file rewritten in place is seen by ``--full``."""


def fingerprint(trial_dir: Path | str, dir_fd: int | None = None) -> str:
    """Changes whenever the trial changes: a file added, removed or replaced, or one of its
    records rewritten in place (:data:`STAMPED`).  A stat per entry, no listing: a rebuild of a
    big job checks every trial this way, so the stats' numbers are hashed as they come, with no
    text made of each (Python's hash of a tuple of ints: no per-process seed, unlike a
    string's).  With ``dir_fd``, ``trial_dir`` is relative to that open folder (the kernel then
    walks two names a stat, not the whole path: half the time of a big rebuild's stats).
    (``--full`` re-renders regardless.)"""
    numbers: list[int] = []
    base = os.fspath(trial_dir)
    for rel in STAMPED:
        try:
            st = _stat(base + rel, dir_fd=dir_fd)
        except OSError:
            numbers.append(-1)
            continue
        numbers += (st.st_ino, st.st_size, st.st_mtime_ns)
    return f"{hash(tuple(numbers)) & 0xFFFF_FFFF_FFFF_FFFF:x}"


_stat = os.stat


def task_slug(trial: TrialRecord) -> str:
    """The task's page name: the task name without its organisation, made a safe folder name
    (:func:`~syncvals_plugin.records.names.safe_component`: a name in a record is data)."""
    return safe_component(trial.result.task_short_name or "unknown-task")


def pagename_html(trial: TrialRecord) -> str:
    """The trial's page folder under ``trial/``: its ``trial_name`` made a safe folder name."""
    return safe_component(trial.name)


def _summary(trial: TrialRecord, page: str) -> dict:
    """What the index and the task pages need from a trial (kept in the manifest, compact: a
    big job's manifest is read and written by every rebuild)."""
    functions = trial.report.functions if trial.report else []
    row = index_row(trial, task_slug(trial), page)
    # Its failing functions' families as JSON text: read back only when a task's failure table
    # is counted again (parsed, a thousand small dicts were a quarter of reading a big job's
    # manifest).
    failures = json.dumps(
        {f.name: list(f.failed_families) for f in functions if not f.passed},
        separators=(",", ":"),
    )
    names, cells = [f.name for f in functions], function_cells(trial.report)
    return {
        # What later builds read of the row (the index's order and filter, the task page's
        # links and grid, the trial's page): the rest is in its rendered line.
        "row": {key: row[key] for key in KEPT_ROW},
        # Its line of the index, rendered here once (the index of a big job joins them: a
        # thousand rows rendered again would be most of a one-trial rebuild).
        "row_html": environment().get_template("index_row.html").render(r=row),
        "reward": trial.result.reward,
        "verdict": trial.classification.verdict if trial.classification else None,
        "subtype": trial.classification.subtype if trial.classification else None,
        "failures": failures,
        # One letter per function, in the report's order: p passed, f failed, s not implemented.
        "names": names,
        "cells": cells,
        "fkey": failure_key(names, cells, failures),
        "baseline": is_reference_run(trial),
        "rate": trial_rate_outcome(trial),
        # One trial by its Harbor id, in however many folders (:func:`distinct_entries`), and
        # the held-out inputs it was graded on (a report's seed_id: exports differ).
        "harbor_id": trial.result.id,
        "finished_at": trial.result.finished_at or "",
        "seed": trial.report.seed_id if trial.report else None,
        # The families it asked its served oracle, failed on, and failed on unasked (None
        # without a call log): the task page's probe table.
        "probes": probe_summary(trial),
    }


def distinct_entries(entries: list[dict]) -> list[dict]:
    """Each trial once by its Harbor id (as ``summarize`` counts:
    :func:`~syncvals_plugin.records.store.distinct_trials`): the
    graded copy, else the one that finished last."""
    best: dict[str, dict] = {}
    for e in entries:
        key = e.get("harbor_id") or e["name"]
        have = best.get(key)
        rank = (e["reward"] is not None, e.get("finished_at") or "")
        if have is None or rank > (have["reward"] is not None, have.get("finished_at") or ""):
            best[key] = e
    kept = {id(e) for e in best.values()}
    return [e for e in entries if id(e) in kept]


KEPT_ROW = ("name", "page", "task_slug", "agent", "verdict", "date")
"""The fields of a trial's index row (:func:`~.views.index_row`) its manifest entry keeps."""


def _packed(entries: dict[str, dict]) -> dict:
    """The manifest's trials with each list of function names kept once (``function_lists``)
    and named by its position: a big job's trials share one list (and the trials a manifest
    gave share one object: each list is looked at once)."""
    lists: dict[tuple, int] = {}
    seen: dict[int, int] = {}  # by id: the lists stay alive in ``entries`` meanwhile
    trials = {}
    for name, entry in entries.items():
        names = entry["names"]
        number = seen.get(id(names))
        if number is None:
            number = seen[id(names)] = lists.setdefault(tuple(names), len(lists))
        trials[name] = {**entry, "names": number, "reward": _reward_out(entry["reward"])}
    return {"function_lists": [list(k) for k in lists], "trials": trials}


def _reward_out(reward: Any) -> Any:
    """A reward as the manifest keeps it: NaN and the infinities as text (``"nan"``, ``"inf"``,
    ``"-inf"``: orjson writes them as null, an ungraded trial to the next build)."""
    if isinstance(reward, float) and not math.isfinite(reward):
        return repr(reward)
    return reward


def _unpacked(data: dict) -> dict[str, dict]:
    """:func:`_packed` undone, in the dicts just read (no copy of each)."""
    lists = data["function_lists"]
    trials = data["trials"]
    for entry in trials.values():
        entry["names"] = lists[entry["names"]]
        if type(entry["reward"]) is str:  # a reward not finite (:func:`_reward_out`)
            entry["reward"] = float(entry["reward"])
    return trials


def _instruction(trial: TrialRecord) -> str:
    """The trial's first user message: the task page's instruction for a task not registered
    here (kept once per task in the manifest, not once per trial)."""
    steps = trial.trajectory.steps if trial.trajectory else []
    return next((s.text() for s in steps if s.source == "user"), "")


def _instructions(
    entries: dict[str, dict], said: dict[str, str], kept: dict[str, list], trials_dir: Path
) -> dict[str, list[str]]:
    """Each task's instruction for its page (a task not registered here), by page name, as
    ``[key, text]``: the first user message of the task's trial first by key, whichever trials
    a build rendered (a full build's rule).  Taken from the trials rendered now (``said``), else
    from the last build's manifest (``kept``) while the same trial gives it, else read again
    from that trial (the one that gave it gone or moved: rare, one trial read)."""
    owners: dict[str, str] = {}
    for key, entry in entries.items():
        slug = entry["row"]["task_slug"]
        if slug not in owners or key < owners[slug]:
            owners[slug] = key
    instructions: dict[str, list[str]] = {}
    for slug, key in sorted(owners.items()):
        old = kept.get(slug)
        if key in said:
            text = said[key]
        elif isinstance(old, list) and len(old) == 2 and old[0] == key:
            text = old[1]
        else:
            try:
                text = _instruction(read_folder(trials_dir / key))
            except (TrialFormatError, OSError):  # gone since it was found: as a page skipped
                text = ""
        instructions[slug] = [key, text]
    return instructions


def _check_out_dir(trials_dir: Path, out_dir: Path) -> None:
    t, o = trials_dir.resolve(), out_dir.resolve()
    if o == t or t in o.parents:
        raise SiteError(
            f"the site folder {out_dir} is inside the trials folder {trials_dir}; choose another --out "
            "(the site builder never writes among trials)"
        )


@contextlib.contextmanager
def _collector_paused():
    """Python's cyclic garbage collector off for the while: a rebuild loads every trial's summary
    (thousands of small dicts and lists) and each collection of the oldest generation walked them
    all, a tenth of a one-trial rebuild of a big job.  What a build makes is freed by reference
    counting all the same; the collector runs again after, if it was on."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def build_site(
    trials_dir: Path,
    out_dir: Path,
    pm: pluggy.PluginManager,
    *,
    incremental: bool = True,
    reproduce: str | None = None,
    progress=None,
    calibration_dir: Path | None = None,
) -> BuildResult:
    """Render every trial under ``trials_dir`` into ``out_dir``.

    A malformed trial is skipped with a warning naming the file; the rest of the site builds.
    A new site is built beside ``out_dir`` and renamed into place, so a full disk leaves none
    half-written; an existing one is updated page by page (each page whole, the manifest last).

    :raises WriteFailed: when the machine refuses a write (a full disk), in one line.
    """
    trials_dir, out_dir = Path(trials_dir), Path(out_dir)
    reproduce = reproduce or " ".join(
        shlex.quote(str(w))
        for w in ("python", "scripts/build_site.py", "--trials", trials_dir, "--out", out_dir)
    )
    kw = {"incremental": incremental, "reproduce": reproduce, "progress": progress}
    kw["calibration_dir"] = calibration_dir
    fresh = not (out_dir.is_dir() and any(out_dir.iterdir()))
    staging = out_dir.with_name(f".{out_dir.name}.partial-{os.getpid()}") if fresh else out_dir
    try:
        result = _build_site(trials_dir, staging, pm, **kw)
        if fresh:
            with contextlib.suppress(FileNotFoundError):
                out_dir.rmdir()  # the empty folder asked for
            staging.rename(out_dir)
    except BaseException as exc:
        if fresh:
            shutil.rmtree(staging, ignore_errors=True)
        if isinstance(exc, OSError) and exc.errno in WRITE_ERRNOS:
            kept = "nothing written" if fresh else "its pages whole, the previous index kept"
            raise write_failed(exc, f"the site {out_dir} ({kept})") from None
        raise
    result.out = out_dir
    return result


@_collector_paused()
def _build_site(
    trials_dir: Path,
    out_dir: Path,
    pm: pluggy.PluginManager,
    *,
    incremental: bool,
    reproduce: str,
    progress,
    calibration_dir: Path | None,
) -> BuildResult:
    """:func:`build_site` into ``out_dir`` (the site, or the folder a new one is built in)."""
    from syncvals_plugin.host import task_registry

    start = time.perf_counter()
    if not trials_dir.is_dir():
        raise SiteError(f"{trials_dir}: no such trials folder")
    _check_out_dir(trials_dir, out_dir)
    env = environment()
    result = BuildResult(out=out_dir)
    previous = _manifest(out_dir, pm, reproduce) if incremental else _Previous()
    old, said = previous.entries, {}
    paths, entries, todo = _found(trials_dir, out_dir, old)
    if progress and entries:
        progress(len(entries), len(paths))
    job = _PageJob(pm, trials_dir, out_dir, reproduce, calibration_dir)
    fresh: set[str] = set()
    for number, (name, entry) in enumerate(_render_all(job, todo), len(entries) + 1):
        if progress:
            progress(number, len(paths))
        if isinstance(entry, str):
            result.skipped.append(entry)
            continue
        said[name] = entry.pop("instruction", "")
        result.notes += entry.pop("notes", [])
        entries[name] = entry
        fresh.add(name)
        result.rendered += 1
    _settle_pages(job, entries, fresh, result)
    result.trials = len(entries)
    instructions = _instructions(entries, said, previous.instructions, trials_dir)
    tasks = _render_tasks(
        env,
        out_dir,
        entries,
        task_registry(pm),
        pm,
        {"calibration_dir": calibration_dir},
        _Previous(entries, instructions, previous.tasks),
    )
    _remove_gone(out_dir, old, entries, set(tasks))
    _render_index(env, out_dir, entries, result.skipped)
    _write_manifest(out_dir, _cache_key(pm, reproduce), _Previous(entries, instructions, tasks))
    result.seconds = time.perf_counter() - start
    return result


def _settle_pages(
    job: _PageJob, entries: dict[str, dict], fresh: set[str], result: BuildResult
) -> None:
    """Give every trial a page of its own (:func:`_page_names`); the trials whose page changed,
    or was written over by another this build (a trial rendered here writes the page it wants),
    are rendered again."""
    pages = _page_names(entries)
    writers: dict[str, list[str]] = {}
    for key in fresh:
        writers.setdefault(entries[key]["row"]["page"], []).append(key)
    again = [
        (key, page)
        for key, page in sorted(pages.items())
        if entries[key]["row"]["page"] != page or any(k != key for k in writers.get(page, ()))
    ]
    for key, page in again:
        rendered = job.render(job.trials_dir / key, None, page)
        if isinstance(rendered, str):  # changed since it was read: skipped, as any broken trial
            result.skipped.append(rendered)
            del entries[key]
            continue
        rendered.pop("instruction", "")
        rendered.pop("notes", [])
        entries[key] = rendered
        if page != rendered["want"]:  # not the trial keeping its name, rendered again
            result.notes.append(
                f"{job.trials_dir / key}: page {page!r} (another trial has its name)"
            )


def _page_names(entries: dict[str, dict]) -> dict[str, str]:
    """Each trial's page (by its key), unique across the trials and the same whichever build
    reads them (it depends only on the keys and the names they want): a trial keeps the name it
    wants (``trial_name`` made safe) when it is the first of those that want it, by their
    folders' order; the others get ``-2``, ``-3``… of it, skipping any name another trial wants
    or was given (a trial named ``X-2`` keeps its page beside two trials named ``X``)."""
    groups: dict[str, list[str]] = {}
    for key, entry in entries.items():
        groups.setdefault(entry["want"], []).append(key)
    taken = set(groups)
    pages: dict[str, str] = {}
    for want in sorted(groups):
        first, *others = sorted(groups[want])
        pages[first] = want
        number = 1
        for key in others:
            number += 1
            while suffixed(want, number) in taken:
                number += 1
            pages[key] = suffixed(want, number)
            taken.add(pages[key])
    return pages


def _remove_gone(out_dir: Path, old: dict[str, dict], entries: dict[str, dict], tasks: set[str]):
    """Remove the pages the previous build wrote for trials and tasks no longer there (a trial
    deleted, or given another page): the site is what a full build would write.  Only folders
    the previous build's manifest names are removed, never anything else in the site folder."""
    pages = {e["row"]["page"] for e in entries.values()}
    for kind, gone in (
        ("trial", {e["row"]["page"] for e in old.values()} - pages),
        ("task", {e["row"]["task_slug"] for e in old.values()} - tasks),
    ):
        for name in sorted(gone):
            try:
                folder = inside(out_dir, out_dir / kind / safe_component(name))
            except UnsafePathError:
                continue  # a manifest edited by hand: never a way out of the site
            shutil.rmtree(folder, ignore_errors=True)
            if kind == "task":  # and its kept grid (:func:`_task_grid`)
                _grid_part(out_dir, folder.name).unlink(missing_ok=True)


def _trial_paths(trials_dir: Path, unchanged: list[str]) -> list[str]:
    """Every trial under ``trials_dir`` (as strings: a rebuild of a big job looks at each, and
    renders few); those the manifest knows at the same place (its entries are keyed by their
    path under ``trials_dir``) with the same fingerprint (``unchanged``: the same
    ``result.json``, so still a trial, and no folder added in them) are not read again to be
    found; any other known folder is checked as a full build checks it.

    :raises SiteError: when there is none.
    """
    base = os.path.join(trials_dir, "")  # as the search joins a folder and a name
    known = {base + key for key in unchanged}
    paths = trial_folders(trials_dir, known=known)
    if not paths:
        raise SiteError(
            f"{trials_dir}: no trials in this folder (run `syncvals baselines` or import some first)"
        )
    return paths


@dataclass
class _Previous:
    """What a build leaves for the next (the manifest): each trial's fingerprint and summary by
    its path under the trials folder (``entries``), each task's instruction for a task not
    registered here (``instructions``: :func:`_instructions`), and each task page's parts kept to be reused
    (``tasks``: :func:`_task_grid`, :func:`_remembered`)."""

    entries: dict[str, dict] = field(default_factory=dict)
    instructions: dict[str, list[str]] = field(default_factory=dict)
    tasks: dict[str, dict] = field(default_factory=dict)


def _write_manifest(out_dir: Path, key: str, kept: _Previous) -> None:
    """What the next build reuses (:class:`_Previous`), under the key of the templates, plugins
    and rebuild command it was made with (:func:`_cache_key`)."""
    manifest = {
        "version": MANIFEST_VERSION,
        "key": key,
        "instructions": kept.instructions,
        "tasks": kept.tasks,
        **_packed(kept.entries),
    }
    atomic_write_bytes(out_dir / MANIFEST, _json_bytes(manifest))


def _json_bytes(data: Any) -> bytes:
    # orjson reads and writes a big job's manifest (a megabyte) ten times as fast as json, most of
    # a one-trial rebuild otherwise; json where orjson refuses (a lone surrogate in agent text).
    try:
        return orjson.dumps(data)
    except orjson.JSONEncodeError:
        return json.dumps(data, separators=(",", ":")).encode("utf-8", "backslashreplace")


def _manifest(out_dir: Path, pm: pluggy.PluginManager, reproduce: str) -> _Previous:
    """What the previous build left (:class:`_Previous`), when its manifest is readable and was
    made with the same templates, plugins and rebuild command (else nothing: every page is
    rendered again)."""
    try:
        raw = (out_dir / MANIFEST).read_bytes()
        try:
            data = orjson.loads(raw)
        except orjson.JSONDecodeError:  # a lone surrogate in agent text: json reads it back
            data = json.loads(raw)
        if data.get("key") == _cache_key(pm, reproduce):
            return _Previous(_unpacked(data), data["instructions"], data["tasks"])
    except (OSError, ValueError, LookupError, TypeError):
        pass
    return _Previous()


def _found(
    trials_dir: Path, out_dir: Path, old: dict[str, dict]
) -> tuple[list[str], dict[str, dict], list[tuple[Path, str | None]]]:
    """Every trial under ``trials_dir`` (:func:`_trial_paths`), the manifest entries still good
    and the trials to render (:func:`_unchanged`)."""
    stamps = _stamps(trials_dir, old)
    paths = _trial_paths(
        trials_dir, [k for k, s in stamps.items() if s == old[k].get("fingerprint")]
    )
    return paths, *_unchanged(paths, old, out_dir, trials_dir, stamps)


def _stamps(trials_dir: Path, old: dict[str, dict]) -> dict[str, str]:
    """The fingerprint of each trial the manifest knows, by its key (taken before the search:
    a known folder whose fingerprint changed is checked again for a trial)."""
    # Each trial stated relative to the trials folder, opened once (see :func:`fingerprint`).
    folder = os.open(trials_dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        return {key: fingerprint(key, folder) for key in old}
    finally:
        os.close(folder)


def _unchanged(
    paths: list[str],
    old: dict[str, dict],
    out_dir: Path,
    trials_dir: Path,
    stamps: dict[str, str],
) -> tuple[dict[str, dict], list[tuple[Path, str | None]]]:
    """The manifest entries still good (same fingerprint, page present) and the trials to render,
    each with its fingerprint when it was taken here (``stamps``, :func:`_stamps`).  Entries are
    keyed by the trial's path under the trials folder (folder names repeat across jobs)."""
    entries: dict[str, dict] = {}
    todo: list[tuple[Path, str | None]] = []
    pages = _pages(out_dir)
    relative = _relative_to(trials_dir)
    for path in paths:
        key = relative(path)
        cached = old.get(key)
        if cached is None:
            todo.append((Path(path), None))  # its fingerprint is taken where it is rendered
            continue
        stamp = stamps[key]
        if cached.get("fingerprint") == stamp and cached["row"].get("page") in pages:
            entries[key] = cached
        else:
            todo.append((Path(path), stamp))
    return entries, todo


def _relative(path: Path | str, trials_dir: Path) -> str:
    """``os.path.relpath(path, trials_dir)`` for a trial found under ``trials_dir``."""
    return _relative_to(trials_dir)(os.fspath(path))


def _relative_to(trials_dir: Path):
    """A function giving ``os.path.relpath(path, trials_dir)`` of a trial's path (a str) found
    under ``trials_dir``: the rest of its path when that and ``trials_dir`` are already plain (no
    ``.``, ``..`` or doubled ``/``), without relpath's two absolute paths per call (a rebuild of a
    big job keys every trial this way); the folder is looked at once."""
    base = os.fspath(trials_dir)
    if base and not base.endswith("/"):
        base += "/"
    plain_base = (
        base != "/"
        and "/./" not in base
        and "/../" not in base
        and not base.startswith(("./", "../"))
        and "//" not in base
    )
    cut = len(base)

    def relative(whole: str) -> str:
        rest = whole[cut:]
        if (
            plain_base
            and whole.startswith(base)
            and rest
            and not rest.startswith(".")
            and "//" not in rest
            and "/." not in rest
            and not rest.endswith("/")
        ):
            return rest
        return os.path.relpath(whole, trials_dir)

    return relative


def _pages(out_dir: Path) -> set[str]:
    """The trial pages the site holds, by their folders under ``trial/``: one listing, not a check
    per page (a folder is made only with its page; ``--full`` re-renders one emptied by hand)."""
    try:
        with os.scandir(os.path.join(out_dir, "trial")) as it:
            return {entry.name for entry in it if entry.is_dir()}
    except OSError:
        return set()


def _render_index(env: Environment, out_dir: Path, entries: dict[str, dict], skipped: list[str]):
    """``index.html`` (newest first; trials of the same date and name by their folders, as
    whichever build ordered its entries) and the static files every page links."""
    by_folder = [entries[key] for key in sorted(entries)]
    ordered = sorted(by_folder, key=lambda e: (e["row"]["date"], e["row"]["name"]), reverse=True)
    rows = [e["row_html"] for e in ordered]
    verdicts = sorted({e["row"]["verdict"] for e in ordered if e["row"]["verdict"]})
    atomic_write(  # a row changed, most often: no reading back
        out_dir / "index.html",
        env.get_template("index.html").render(
            rows=rows, verdicts=verdicts, skipped=skipped, root=""
        ),
    )
    for name in ("site.css", "site.js"):
        source = Path(str(files("syncvals_plugin.site") / "static" / name))
        _write_changed(out_dir / "static" / name, source.read_bytes())


def _write_changed(path: Path, data: bytes) -> None:
    # :func:`atomic_write_bytes` unless ``path`` holds ``data`` already (the static files: the
    # same on every build).
    try:
        with open(path, "rb") as fh:
            if fh.read(len(data) + 1) == data:
                return
    except OSError:
        pass
    atomic_write_bytes(path, data)


@dataclass
class _PageJob:
    """What rendering one trial page needs (a forked worker inherits it)."""

    pm: pluggy.PluginManager
    trials_dir: Path
    out_dir: Path
    reproduce: str
    calibration_dir: Path | None
    _root: Path | None = field(default=None, init=False, repr=False)

    def _trial_root(self) -> Path:
        # The site folder with its links resolved, once per process (``inside`` resolves the
        # folder it is given on every call, a lstat per part of its path).
        if self._root is None:
            self._root = Path(os.path.realpath(self.out_dir))
        return self._root

    def render(self, path: Path, stamp: str | None, page: str | None = None) -> dict | str:
        """Read, classify if needed, render and write one trial's page: its manifest entry (with
        its ``instruction`` for the caller to keep once per task), or the line saying why it was
        skipped.  Without ``stamp`` the fingerprint is taken here, before the trial is read; the
        page is ``trial/<page>/`` (by default the trial's name made safe: :func:`page_name`)."""
        from syncvals_plugin.classifier import classify_trial as classify

        stamp = stamp or fingerprint(path)
        try:
            # A folder find_trials found: not checked again for a result.json naming a trial
            # (a second read of it); one gone since is still "missing", and skipped.
            record = read_folder(path)
        except TrialFormatError as exc:
            return f"skipped {exc}"
        if record.classification is None:
            record.classification = classify(self.pm, record)  # shown, never written back
        slug = task_slug(record)
        settings = {"calibration_dir": self.calibration_dir}
        want = pagename_html(record)
        page = page or want
        view = trial_view(record, slug, _sections(self.pm, "trial", record, slug, settings), page)
        view["probes"] = probe_coverage(record)
        html = (
            environment()
            .get_template("trial.html")
            .render(t=view, root="../../", reproduce=self.reproduce)
        )
        notes = [
            note
            for note in (
                name_note(path, "result.json trial_name", record.name, want),
                name_note(path, "result.json task_name", record.result.task_short_name, slug)
                if record.result.task_short_name
                else None,
            )
            if note
        ]
        page_dir = inside(self._trial_root(), self.out_dir / "trial" / page)
        atomic_write(page_dir / "index.html", html)
        _copy_images(path, page_dir, [img for step in view["steps"] for img in step["images"]])
        return {
            "notes": notes,
            "fingerprint": stamp,
            "want": want,
            **_summary(record, page),
            "instruction": _instruction(record),
        }


PARALLEL_FROM = 40
"""Pages from which a build shares the rendering among processes (below, starting them costs
more than it saves)."""

_WORKER_JOB: _PageJob | None = None
"""The page job a forked worker inherits from :func:`_render_all`."""


def _render_chunk(todo: list[tuple[str, str | None]]) -> list[tuple[str, dict | str]]:
    gc.disable()  # a short-lived worker: no collection pauses
    job = _WORKER_JOB
    if job is None:  # never: set before the pool forks
        raise RuntimeError("a page worker started without its job")
    return [(_relative(p, job.trials_dir), job.render(Path(p), stamp)) for p, stamp in todo]


def _render_all(job: _PageJob, todo: list[tuple[Path, str | None]]):
    """``(trial path under the trials folder, manifest entry or skip line)`` for each page to
    render, as they finish: in
    this process for a few, shared among one forked process per CPU for many (each reads, renders
    and writes its own pages)."""
    global _WORKER_JOB
    workers = min(len(os.sched_getaffinity(0)), max(1, len(todo) // (PARALLEL_FROM // 2)))
    if len(todo) < PARALLEL_FROM or workers < 2:
        for path, stamp in todo:
            yield _relative(path, job.trials_dir), job.render(path, stamp)
        return
    import multiprocessing

    # Loaded before the fork, shared by the workers.
    for name in ("trial.html", "base.html", "macros.html", "index_row.html"):
        environment().get_template(name)
    _WORKER_JOB = job
    size = max(1, min(25, len(todo) // (workers * 8)))
    chunks = [[(str(p), s) for p, s in todo[i : i + size]] for i in range(0, len(todo), size)]
    gc.freeze()  # what is loaded stays shared with the workers, not copied page by page
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for part in pool.imap(_render_chunk, chunks):
                yield from part
    finally:
        _WORKER_JOB = None
        gc.unfreeze()


def _copy_images(trial_dir: Path, page_dir: Path, images: list[str]) -> None:
    # Images are referenced relative to the trajectory (agent/) or the trial folder; only regular
    # files inside the trial are copied, and only under their own relative path.
    if not images:  # most trials: no resolving of the trial's path
        return
    root = trial_dir.resolve()
    for rel in images:
        for base in (trial_dir / "agent", trial_dir):
            source = (base / rel).resolve()
            if root in source.parents and source.is_file() and not (base / rel).is_symlink():
                try:  # an image's path is from the record: never a way out of its page
                    target = inside(page_dir, page_dir / rel)
                except UnsafePathError:
                    break
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
                break


def _sections(
    pm: pluggy.PluginManager, page: str, trial: TrialRecord | None, task: str, settings: dict
) -> list[dict]:
    """Plugin blocks for one page: a title and a text block each."""
    sections = []
    for s in Host(pm).page_sections(page, trial, task, settings):
        title = clean(str(s.get("title", "")))
        sections.append({"title": title, "body": block(str(s.get("body", "")), title)})
    return sections


def _render_tasks(
    env: Environment,
    out_dir: Path,
    entries: dict[str, dict],
    specs: dict,
    pm: pluggy.PluginManager,
    settings: dict,
    previous: _Previous,
) -> dict[str, dict]:
    """Every task's page (a task of some trial, or registered here): by page name, the parts
    of each kept for the next build (:class:`_Previous`)."""
    specs = {safe_component(name): spec for name, spec in specs.items()}
    slugs = {e["row"]["task_slug"] for e in entries.values()} | set(specs)
    template = env.get_template("task.html")
    kept: dict[str, dict] = {}
    for slug in sorted(slugs):
        old, new = previous.tasks.get(slug), kept.setdefault(slug, {})
        old = old if isinstance(old, dict) else {}
        spec = specs.get(slug)
        mine = distinct_entries(
            [dict(e, name=n) for n, e in sorted(entries.items()) if e["row"]["task_slug"] == slug]
        )
        if spec is not None:
            instruction = (spec.directory / "instruction.md").read_text()
            workspace = [
                {"name": clean(p.name), "body": block(p.read_text(errors="replace"), p.name)}
                for p in sorted(spec.environment_dir.iterdir())
                if p.is_file()
            ]
        else:
            instruction = previous.instructions.get(slug, ["", ""])[1]
            workspace = []
        view = task_view(slug, spec, mine, instruction, workspace, _remembered(old, new))
        view["probes"] = probe_table(mine)
        _task_page(
            template,
            inside(out_dir, out_dir / "task" / slug) / "index.html",
            view,
            _sections(pm, "task", None, slug, settings),
            _task_grid(env, out_dir, slug, mine, old, new),
            old,
            new,
        )
    return kept


def _task_page(
    template: Template,
    path: Path,
    view: dict,
    extra: list[dict],
    grid: Callable[[], str],
    old: dict,
    new: dict,
) -> None:
    """Write a task page (``task.html`` of ``view``, the plugins' sections ``extra`` and the
    ``grid``), or leave it as it is when all three (the grid by its key) hash to the key the
    last build kept in ``old`` and the file is there with the size that build wrote (as a
    trial's page is kept while its folder is there; ``--full`` rewrites a page edited by hand).
    Its key and size go in ``new`` (no inode or time: the manifest is the same bytes whichever
    process wrote the pages)."""
    try:
        key = hashlib.blake2b(_json_bytes([view, extra, new["grid"]]), digest_size=16).hexdigest()
    except TypeError:  # never yet: a view holds JSON data
        key = None
    if key is not None and old.get("page") == [key, _size(path)]:
        new["page"] = old["page"]
        return
    atomic_write(path, template.render(k=view, grid=grid(), root="../../", extra=extra))
    new["page"] = [key, _size(path)]


def _size(path: Path) -> int | None:
    """A file's size (None when it is missing)."""
    try:
        return os.stat(path).st_size
    except OSError:
        return None


def _task_grid(
    env: Environment, out_dir: Path, slug: str, trials: list[dict], old: dict, new: dict
) -> Callable[[], str]:
    """A task page's function x trial grid (``task_grid.html``: thousands of values, most of
    the page's rendering), made when called.  Kept in :data:`PARTS` under its key (what it
    reads of the trials it draws, :func:`~.views.grid_key`, hashed): the last build's is used
    again while the key is the one its manifest (``old``) and the kept file both name.  Its key
    goes in ``new`` at once."""
    drawn, hidden = grid_trials(trials)
    key = hashlib.blake2b(_json_bytes(grid_key(drawn, hidden)), digest_size=16).hexdigest()
    new["grid"] = key
    part = _grid_part(out_dir, slug)

    def html() -> str:
        if old.get("grid") == key:
            try:
                head, _, kept = part.read_text(encoding="utf-8").partition("\n")
                if head == key:
                    return kept
            except (OSError, ValueError):
                pass  # gone or damaged: rendered again
        made = env.get_template("task_grid.html").render(g=function_grid(drawn, hidden))
        atomic_write(part, f"{key}\n{made}")
        return made

    return html


def _grid_part(out_dir: Path, slug: str) -> Path:
    """Where a task page's grid is kept (``slug``: the page's safe name)."""
    return inside(out_dir, out_dir / PARTS) / f"{slug}.grid.html"


def _remembered(old: dict, new: dict) -> Remember:
    """A task page's :data:`~.views.Remember`: the part the last build made (``old``) when it was
    made for the same key, else made now; either kept in ``new`` for the next build."""

    def remember(part: str, key: Any, make: Callable[[], Any]) -> Any:
        cached = old.get(part)
        if isinstance(cached, list) and len(cached) == 2 and cached[0] == key:
            value = cached[1]
        else:
            value = make()
        new[part] = [key, value]
        return value

    return remember
