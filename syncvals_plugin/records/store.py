"""The trial store: the one owner of a trial folder's layout, its serialization and atomic writes.

The layout itself (which file is where) belongs to :class:`~syncvals_plugin.records.paths.TrialPaths`.

Every writer of a whole trial (the runner, the Claude Code importer, re-verification) goes
through :func:`write_trial`; ``classify`` and the Harbor import (which copies Harbor's folders as
they are) add only ``classification.json`` (:func:`write_classification`).  Folder names from
records pass through :mod:`syncvals_plugin.records.names`.  In :func:`write_trial` the whole
folder is assembled in a hidden staging folder (files of the old folder that SyncVals does not
model are carried over) and swapped into place with renames, so an interrupted write never leaves
a folder that looks complete or mixes old and new files.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import shutil
import stat
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from syncvals_plugin.errors import UsageError
from syncvals_plugin.records.atif import Trajectory
from syncvals_plugin.records.job import JobConfig, JobResult
from syncvals_plugin.records.names import UnsafePathError, inside, safe_component
from syncvals_plugin.records.paths import JobPaths, TrialPaths
from syncvals_plugin.records.report import VerifyReport
from syncvals_plugin.records.trial import (
    Classification,
    HarborTrialConfig,
    RunConfig,
    TrialFormatError,
    TrialRecord,
    TrialResult,
    VerifierResult,
)

P = TrialPaths
"""The layout's names, short: every file name here is one of them."""
STAGING_PREFIX = ".incomplete-"
LEGACY_CONFIG = "syncvals.trial-config/1"
"""``schema_version`` of SyncVals' settings when they lived in ``config.json`` (still read)."""
REPLACED_PREFIX = ".replaced-"
RESULT = P.RESULT
ARTIFACT_DIR = P.ARTIFACT_DIR
LEGACY_ARTIFACT_DIR = P.ARTIFACTS_DIR
MANIFEST = P.MANIFEST
TRIAL_LOG = P.TRIAL_LOG
MODELED = (
    P.CONFIG,
    P.RUN_CONFIG,
    P.TRAJECTORY,
    P.REPORT,
    P.STDOUT,
    P.REWARD,
    P.MANIFEST,
    P.DIFF,
    P.CLASSIFICATION,
    P.RESULT,
)
"""Files the store writes from a record (with the artifact, wherever it is: :func:`artifact_rel`);
every other file of a trial folder is kept as it is."""


def artifact_path(name: str) -> str:
    """Where a trial keeps an artifact named ``name`` (the task's ``submission_name``), relative
    to the trial: ``artifacts/app/<name>``.

    :raises TrialFormatError: when ``name`` is not a plain file name.
    """
    try:
        return P.artifact(name)
    except ValueError as exc:
        raise TrialFormatError(str(exc)) from None


def artifact_rel(present: set[str] | frozenset[str]) -> str | None:
    """Which of a trial's files (paths relative to it) is the task's artifact, from what the
    folder holds, never from a task's name: the one Python file in ``artifacts/app/``, else the one
    directly in ``artifacts/`` (earlier SyncVals versions); None when there is none, or several."""
    for folder in (ARTIFACT_DIR, LEGACY_ARTIFACT_DIR):
        found = [rel for rel in present if rel.endswith(".py") and rel.rpartition("/")[0] == folder]
        if len(found) == 1:
            return found[0]
        if found:
            return None  # several candidates: none is the artifact by its place alone
    return None


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename, never half-written.

    A lone surrogate (what ``json.loads`` makes of ``"\\udcff"``) is written as that escape, so
    hostile text is kept legibly and a JSON record reads back to the same value.
    """
    atomic_write_bytes(path, text.encode("utf-8", errors="backslashreplace"))


def atomic_write_bytes(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename, never half-written; the
    file gets ``mode`` (a temporary file's own 0600 would make reports unreadable to others)."""
    fd, tmp = _temporary(path)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def writable_folder(folder: Path | str, what: str) -> Path:
    """Check, before any work, that a command can write into ``folder`` (made later if missing):
    the folder itself when it exists, else its nearest existing parent.  Nothing is left behind.

    :raises UsageError: one line naming ``what`` and the folder, and why it cannot be written.
    """
    folder = Path(folder)
    existing = folder
    while not os.path.lexists(existing) and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise UsageError(f"{what} {folder}: {existing} is not a folder")
    try:
        # A real write, not ``os.access``: root without CAP_DAC_OVERRIDE, a read-only mount or
        # a full quota all refuse here what ``access`` would allow.
        fd = os.open(
            existing / f".syncvals-write-check.{os.getpid()}",
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC,
            0o600,
        )
    except OSError as exc:
        where = "" if existing == folder else f" (its parent {existing})"
        raise UsageError(
            f"{what} {folder}: cannot write there{where}: {exc.strerror or exc}"
        ) from None
    os.close(fd)
    os.unlink(existing / f".syncvals-write-check.{os.getpid()}")
    return folder


_TEMPORARIES = itertools.count()


def _temporary(path: Path) -> tuple[int, str]:
    # A name unique to this process and write (mkstemp's random name cost as much as the write):
    # ``.classification.json.<pid>.<n>``, created exclusively, never through a link.
    while True:
        tmp = os.path.join(path.parent, f".{path.name}.{os.getpid()}.{next(_TEMPORARIES)}")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue  # left by a process that had this pid before
        except FileNotFoundError:  # the folder is made only when missing: no mkdir per write
            path.parent.mkdir(parents=True, exist_ok=True)


def _dump(model: BaseModel) -> str:
    return (
        json.dumps(model.model_dump(mode="json", exclude_none=True), indent=2, ensure_ascii=False)
        + "\n"
    )


def _dump_classification(classification: Classification) -> str:
    try:
        # pydantic's serializer writes a classification (text, no floats) exactly as _dump does
        # (compared over every classification of the test data), in a tenth of the time...
        return classification.model_dump_json(indent=2, exclude_none=True) + "\n"
    except (ValueError, UnicodeError):
        # ...except where it refuses: a lone surrogate in agent text, which _dump keeps as an escape.
        return _dump(classification)


def _files(record: TrialRecord) -> dict[str, str | None]:
    return {
        P.CONFIG: _dump(record.harbor_config) if record.harbor_config else None,
        P.RUN_CONFIG: _dump(record.config) if record.config else None,
        P.TRAJECTORY: _dump(record.trajectory) if record.trajectory else None,
        P.REPORT: _dump(record.report) if record.report else None,
        P.STDOUT: record.stdout,
        P.REWARD: f"{record.result.reward:g}\n" if record.result.reward is not None else None,
        **_artifact_files(record),
        P.DIFF: record.diff,
        P.CLASSIFICATION: _dump_classification(record.classification)
        if record.classification
        else None,
        RESULT: _dump(record.result),  # last: its presence marks a finished trial
    }


def _artifact_files(record: TrialRecord) -> dict[str, str | None]:
    # The artifact and its manifest, under the name the record carries (the task's): a record
    # with an artifact but no name is refused, never stored under a guessed one.
    if record.artifact_name is None:
        if record.artifact is not None:
            raise TrialFormatError(
                f"{record.name}: the record holds an artifact but not its name "
                "(TrialRecord.artifact_name: the task's submission_name)"
            )
        return {}
    rel = artifact_path(record.artifact_name)
    return {
        rel: record.artifact,
        MANIFEST: _manifest(record.artifact_name, record.artifact is not None),
    }


def _manifest(name: str, collected: bool) -> str:
    # Harbor's artifacts/manifest.json: the convention folder /logs/artifacts (SyncVals puts
    # nothing there) and the task's one artifact, the submission, where Harbor would have put it;
    # without it Harbor's ``trial regrade`` refuses the trial.
    entries: list[dict[str, Any]] = [
        {
            "source": P.CONVENTION_ARTIFACTS,
            "destination": P.ARTIFACTS_DIR + P.CONVENTION_ARTIFACTS,
            "type": "directory",
            "status": "empty",
            "service": None,
            "exclude": [],
        },
        {
            "source": P.artifact_source(name),
            "destination": artifact_path(name),
            "type": "file",
            "status": "ok" if collected else "failed",
            "service": None,
            "exclude": [],
        },
    ]
    return json.dumps(entries, indent=2) + "\n"


def submission_file(folder: Path) -> Path | None:
    """The submission a trial folder holds (:func:`artifact_rel`: Harbor's artifact path, or
    where earlier SyncVals versions put it), or None."""
    rel = artifact_rel(_listing(Path(folder)))
    return Path(folder) / rel if rel is not None else None


def write_trial(
    record: TrialRecord,
    trials_dir: Path,
    log: str | None = None,
    name: str | None = None,
    extras: dict[str, str] | None = None,
) -> Path:
    """Write ``record`` as ``trials_dir/<name>`` (its ``trial_name`` by default), replacing an
    older folder atomically.

    Files of the older folder that the record does not model (a Harbor trial's logs, screenshots)
    are carried over unchanged; ``log`` (a run's own ``trial.log``) replaces the old one, and
    each of ``extras`` (a path inside the trial, e.g. the oracle's call log) is written too.

    :raises UnsafePathError: when the name is not a single safe path component (a record's name
        is data: a writer that takes it from a foreign record derives one with
        :func:`~syncvals_plugin.records.names.safe_component` first).
    """
    folder = record.name if name is None else name
    if safe_component(folder) != folder:
        raise UnsafePathError(
            f"{record.name!r}: result.json trial_name is not a safe folder name; refused"
            if name is None
            else f"{folder!r}: not a safe folder name; refused"
        )
    Path(trials_dir).mkdir(parents=True, exist_ok=True)
    inside(trials_dir, Path(trials_dir) / folder)
    return _write_folder(record, Path(trials_dir) / folder, log, extras)


def rewrite_trial(record: TrialRecord) -> Path:
    """Write ``record`` back over the folder it was read from (``record.path``), atomically.

    For ``classify`` and re-verification: the folder keeps its name (a Harbor trial's folder name
    need not be its trial name) and every file the record does not model.
    """
    if record.path is None:
        raise TrialFormatError(
            f"{record.name}: a trial that was never read or written has no folder to rewrite"
        )
    return _write_folder(record, Path(record.path))


def write_job(folder: Path, config: JobConfig, result: JobResult, log: str) -> None:
    """Write a job folder's ``config.json``, ``result.json`` (Harbor's job records) and
    ``job.log``, each atomically: a reader sees the old counts or the new ones, never half a file."""
    Path(folder).mkdir(parents=True, exist_ok=True)
    job = JobPaths(Path(folder))
    atomic_write(job.config, _dump(config))
    atomic_write(job.log, log)
    atomic_write(job.result, _dump(result))


def write_classification(record: TrialRecord) -> Path:
    """Write ``record.classification`` into the folder it was read from, and nothing else: the
    trial's other files (its report, its result) stay byte for byte as they were."""
    if record.path is None or record.classification is None:
        raise TrialFormatError(f"{record.name}: nothing to write, or no folder to write it to")
    # Only ever beside the trial's own files: the temporary file is made without following a
    # link, and the rename replaces a planted ``classification.json`` link, never its target.
    path = TrialPaths(Path(record.path)).classification
    if path.is_dir() and not path.is_symlink():
        raise TrialFormatError(f"{path}: a folder stands where the classification goes")
    atomic_write(path, _dump_classification(record.classification))
    return path


def _write_folder(
    record: TrialRecord, final: Path, log: str | None = None, extras: dict | None = None
) -> Path:
    trials_dir = final.parent
    staging = trials_dir / f"{STAGING_PREFIX}{final.name}"
    if staging.exists():
        shutil.rmtree(staging)
    trials_dir.mkdir(parents=True, exist_ok=True)
    # Files the record does not model come along: from the folder being replaced, or from the
    # folder the record was read from (an imported Harbor trial's logs and screenshots).
    source = final if final.is_dir() else Path(record.path) if record.path else None
    try:
        if source is not None and source.is_dir():
            # The artifact the old folder holds, wherever (an earlier version's place, an
            # earlier name), is the record's: replaced by it, never kept beside it.
            old_artifact = artifact_rel(_listing(source))
            modeled = {*MODELED, old_artifact} if old_artifact else set(MODELED)
            shutil.copytree(
                source,
                staging,
                symlinks=False,  # a link in a foreign folder is copied as the file it names, or dropped
                ignore_dangling_symlinks=True,
                ignore=lambda folder, names: [
                    n
                    for n in names
                    if os.path.relpath(os.path.join(folder, n), source) in modeled
                    or os.path.islink(os.path.join(folder, n))
                ],
            )
        else:
            staging.mkdir()
        files = _files(record)
        if log is not None:
            files = {TRIAL_LOG: log, **files}
        for rel in extras or {}:
            inside(staging, staging / rel)  # a path inside the trial, never beside it
        files = {**(extras or {}), **files}
        for rel, text in files.items():
            if text is not None:
                atomic_write(staging / rel, text)
        if final.exists():
            old = trials_dir / f"{REPLACED_PREFIX}{final.name}"
            if old.exists():
                shutil.rmtree(old)
            final.rename(old)
            staging.rename(final)
            shutil.rmtree(old, ignore_errors=True)
        else:
            staging.rename(final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    record.path = final
    return final


def json_path(loc: tuple) -> str:
    """A pydantic error location as a JSON path: ``('steps', 3, 'source')`` -> ``$.steps[3].source``."""
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def read_bytes(path: str | os.PathLike) -> bytes:
    """A file's bytes in four system calls (open, fstat, read, close).

    Python's buffered ``open`` adds a terminal check, two seeks and a second fstat per file: a
    third of the system time of reading a trial.  A missing file is ``FileNotFoundError``; a
    folder, a FIFO or a device under the file's name is an ``OSError``, never waited on.
    """
    # Non-blocking, so a FIFO planted under a file's name is refused instead of waited on.
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = IsADirectoryError if stat.S_ISDIR(info.st_mode) else OSError
            raise kind(errno.EINVAL, "not a regular file", str(path))
        size = info.st_size
        data = os.read(fd, size + 1)  # a regular file reads short only at its end
        if len(data) > size:  # it grew since the fstat: read on to the end
            chunks = [data]
            while chunk := os.read(fd, 1 << 16):
                chunks.append(chunk)
            data = b"".join(chunks)
        return data
    finally:
        os.close(fd)


def read_json(path: Path) -> Any:
    """The one JSON reader of trial files: invalid UTF-8 in agent output is replaced, not fatal,
    so every command (``validate``, ``classify``, the site) reads the same bytes the same way.

    :raises TrialFormatError: naming the file when it is missing or not JSON.
    """
    try:
        raw = read_bytes(path)
    except FileNotFoundError as exc:
        raise TrialFormatError(f"{path}: missing") from exc
    return _parse(path, raw)


def _parse(path: Path | str, raw: bytes) -> Any:
    try:
        return json.loads(raw.decode("utf-8", "replace"))
    except (json.JSONDecodeError, RecursionError) as exc:
        raise TrialFormatError(f"{path}: not valid JSON ({str(exc)[:200]})") from exc


def load_json_object(path: Path) -> dict:
    """A JSON file that must hold an object; the error names the file."""
    data = read_json(path)
    if not isinstance(data, dict):
        raise TrialFormatError(f"{path}: $: expected a JSON object")
    return data


def load_model(path: Path | str, model: type[BaseModel], data: Any = None) -> Any:
    """Read and validate one JSON file (or ``data`` already read from it); the error names the
    file, the JSON path and the problem."""
    if data is None:
        try:
            raw = read_bytes(path)
        except FileNotFoundError as exc:
            raise TrialFormatError(f"{path}: missing") from exc
        try:
            # pydantic's own JSON parser, straight from the bytes: the common case, twice as
            # fast.  Anything it refuses (invalid UTF-8, a lone surrogate, an invalid record)
            # goes the way every reader goes, so the value or the error is the same.
            return model.model_validate_json(raw)
        except (ValidationError, ValueError):
            data = _parse(path, raw)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise TrialFormatError(f"{path}: {json_path(first['loc'])}: {first['msg']}") from exc


def read_configs(
    folder: Path, present: set[str] | None = None
) -> tuple[RunConfig | None, HarborTrialConfig | None]:
    """SyncVals' settings (``syncvals.json``) and Harbor's ``config.json`` of a trial folder, each
    file read once; a ``config.json`` written before SyncVals kept its settings apart from
    Harbor's (``LEGACY_CONFIG``) is read as SyncVals' settings."""
    folder = Path(folder)
    if present is None:
        present = {n for n in (P.RUN_CONFIG, P.CONFIG) if (folder / n).is_file()}
    run = load_model(folder / P.RUN_CONFIG, RunConfig) if P.RUN_CONFIG in present else None
    if P.CONFIG not in present:
        return run, None
    raw = load_json_object(folder / P.CONFIG)
    if raw.get("schema_version") == LEGACY_CONFIG:
        return run or load_model(folder / P.CONFIG, RunConfig, raw), None
    return run, load_model(folder / P.CONFIG, HarborTrialConfig, raw)


def is_trial_dir(path: Path) -> bool:
    """Whether ``path`` is a finished trial folder: its ``result.json`` names a trial (a Harbor
    job folder's ``result.json`` does not), and it is not a staging folder."""
    path = Path(path)
    return not path.name.startswith((STAGING_PREFIX, REPLACED_PREFIX)) and _holds_trial(str(path))


def unfinished_trials(root: Path, max_depth: int | None = None) -> list[Path]:
    """Trial folders under ``root`` that never finished: Harbor wrote their ``config.json`` (it
    names the trial) but no ``result.json`` yet.  Counted and reported, never skipped silently.

    Finished trials are not searched further (trials do not nest); with ``max_depth``, folders
    deeper than that many below ``root`` are not looked at (as :func:`find_trials`)."""
    out = []
    pending = [(str(root), 0)]
    while pending:
        folder, depth = pending.pop()
        if _holds_trial(folder):  # a finished trial (a job folder's result.json is not one)
            continue
        if _unfinished(folder):
            out.append(Path(folder))
            continue
        if max_depth is not None and depth >= max_depth:
            continue
        try:
            with os.scandir(folder) as it:
                pending += [
                    (e.path, depth + 1)
                    for e in it
                    if e.is_dir(follow_symlinks=False)
                    and not e.name.startswith((STAGING_PREFIX, REPLACED_PREFIX))
                ]
        except OSError:
            continue
    return sorted(out, key=lambda p: p.parts)


def _unfinished(folder: str) -> bool:
    # A config.json that names a trial (Harbor's TrialConfig), and no result.json beside it.
    config = Path(folder, P.CONFIG)
    if not config.is_file() or os.path.exists(os.path.join(folder, P.RESULT)):
        return False
    try:
        data = read_json(config)
    except TrialFormatError:
        return False
    return (
        isinstance(data, dict)
        and bool(data.get("trial_name"))
        and isinstance(data.get("task"), dict)
    )


def read_trial(path: Path) -> TrialRecord:
    """Load a trial folder.

    :raises TrialFormatError: naming the file and JSON path of the first problem.
    """
    path = Path(path)
    if not is_trial_dir(path):
        raise TrialFormatError(f"{path}: not a finished trial folder (no result.json)")
    return read_folder(path)


_LISTED = {
    "": (P.AGENT_DIR, P.VERIFIER_DIR, P.ARTIFACTS_DIR),
    P.ARTIFACTS_DIR: (P.ARTIFACT_DIR.rpartition("/")[2],),
}
"""The folders of a trial whose files are read, by parent (``artifacts/app``: Harbor's path of
this task's artifact)."""
READ_FOLDERS = ("",) + tuple(f"{p}/{n}" if p else n for p, names in _LISTED.items() for n in names)
"""Every folder of a trial :func:`read_folder` lists (relative to the trial, ``""`` itself): a
file it reads added, removed or replaced through a rename changes one of them (the site's
fingerprint stats each)."""


def _listing(path: Path) -> set[str]:
    # One directory listing per folder that exists, instead of a stat per file a trial may
    # hold: the files present, as paths relative to the trial (``agent/trajectory.json``).
    present: set[str] = set()
    pending = [""]
    while pending:
        sub = pending.pop()
        wanted = _LISTED.get(sub, ())
        try:
            with os.scandir(os.path.join(path, sub) if sub else path) as it:
                for entry in it:
                    if entry.is_file():
                        present.add(f"{sub}/{entry.name}" if sub else entry.name)
                    elif entry.name in wanted and entry.is_dir():
                        pending.append(f"{sub}/{entry.name}" if sub else entry.name)
        except (FileNotFoundError, NotADirectoryError):
            continue
    return present


def read_folder(path: Path) -> TrialRecord:
    """Load a folder :func:`find_trials` found (a trial folder, not checked again).

    :raises TrialFormatError: naming the file and JSON path of the first problem.
    """
    present = _listing(path)

    def text(rel: str) -> str | None:
        if rel not in present:
            return None
        return read_bytes(os.path.join(path, rel)).decode("utf-8", "replace")

    def optional(rel: str, model: type[BaseModel]):
        # Plain strings, not Path objects: pathlib's parsing was a fifth of reading a trial.
        return load_model(os.path.join(path, rel), model) if rel in present else None

    config, harbor_config = read_configs(path, present)
    artifact = artifact_rel(present)
    return TrialRecord(
        result=harbor_rewards(load_model(os.path.join(path, RESULT), TrialResult), path, present),
        config=config,
        harbor_config=harbor_config,
        trajectory=optional(P.TRAJECTORY, Trajectory),
        report=optional(P.REPORT, VerifyReport),
        stdout=text(P.STDOUT),
        artifact=text(artifact) if artifact else None,
        artifact_name=artifact.rpartition("/")[2] if artifact else None,
        diff=text(P.DIFF),
        classification=optional(P.CLASSIFICATION, Classification),
        log=_log_tail(path, present),
        oracle_calls=text(P.ORACLE_CALLS)
        if P.ORACLE_CALLS in present
        else text(P.VERIFIER_ORACLE_CALLS),
        solution_log=text(P.SOLUTION_LOG),
        path=path,
    )


def harbor_rewards(result: TrialResult, path: Path | str, present: set[str]) -> TrialResult:
    """``result`` with the rewards Harbor left only in the verifier's files: ``reward.json`` when
    ``result.json`` has no verifier result, ``reward.txt`` when it has one without rewards.  Read
    here, never written back: an imported trial keeps Harbor's files as Harbor wrote them.

    :raises TrialFormatError: naming the reward file that is not numbers.
    """
    if result.verifier_result is None and P.REWARD_JSON in present:
        file = Path(path, P.REWARD_JSON)
        data = load_json_object(file)
        try:
            rewards = {str(k): float(v) for k, v in data.items()}
        except (TypeError, ValueError) as exc:
            raise TrialFormatError(f"{file}: rewards must be numbers ({exc})") from exc
        return result.model_copy(update={"verifier_result": VerifierResult(rewards=rewards)})
    if (
        result.verifier_result is not None
        and result.verifier_result.rewards is None
        and P.REWARD in present
    ):
        file = Path(path, P.REWARD)
        try:
            value = float(read_bytes(file).decode("utf-8", "replace").strip())
        except ValueError as exc:
            raise TrialFormatError(f"{file}: not a number") from exc
        return result.model_copy(
            update={"verifier_result": VerifierResult(rewards={"reward": value})}
        )
    return result


LOG_FILES = (P.EXCEPTION, P.TRIAL_LOG)
"""What Harbor writes at a trial's root about how it ran (read, never written, by SyncVals)."""
LOG_TAIL = 64 * 1024


def _log_tail(path: Path, present: set[str]) -> str | None:
    """The end of each of a trial's log files (their last 64 KiB), joined; None without any."""
    parts = []
    for name in LOG_FILES:
        if name not in present:
            continue
        file = Path(path, name)
        with open(file, "rb") as fh:
            fh.seek(max(file.stat().st_size - LOG_TAIL, 0))
            parts.append(fh.read().decode("utf-8", "replace"))
    return "\n".join(parts) if parts else None


HARBOR_DEPTH = 2
"""How far below a folder Harbor puts trials: the folder is a trial (0), a job folder of trials
(1), or a folder of jobs (2)."""


def find_trials(
    root: Path, known: set[str] | frozenset[str] = frozenset(), max_depth: int | None = None
) -> list[Path]:
    """Every finished trial folder under ``root`` (``root`` itself included), sorted.

    A trial folder is not searched further (trials do not nest), so a big job is one directory
    listing per folder, not a walk over every file of every trial.  Folders in ``known`` (paths
    as strings, from a caller's own record of earlier finds) are taken as trials without reading
    their ``result.json`` again.  With ``max_depth`` (:data:`HARBOR_DEPTH`: where Harbor puts
    them), trials deeper than that many folders below ``root`` are not looked for.
    """
    return [Path(p) for p in trial_folders(root, known, max_depth)]


def trial_folders(
    root: Path | str, known: set[str] | frozenset[str] = frozenset(), max_depth: int | None = None
) -> list[str]:
    """:func:`find_trials` as strings (``str(path)`` of each), in the same order: a rebuild of a
    big site looks at every trial and makes no ``Path`` of each."""
    root = Path(root)
    if is_trial_dir(root):
        return [str(root)]
    found, pending, deepest = [], [(str(root), 0)], 0
    while pending:
        parent, depth = pending.pop()
        if max_depth is not None and depth >= max_depth:
            continue
        try:
            with os.scandir(parent) as it:
                # Links are not followed (as os.walk does not), nor half-written folders entered.
                folders = [
                    e.path
                    for e in it
                    if e.is_dir(follow_symlinks=False)
                    and not e.name.startswith((STAGING_PREFIX, REPLACED_PREFIX))
                ]
        except OSError:
            continue  # unreadable: nothing found there, as os.walk would say
        for folder in folders:
            # One read of result.json says whether it is a trial; only other folders are listed.
            if folder in known or _holds_trial(folder):
                found.append(folder)
                deepest = max(deepest, depth)
            else:
                pending.append((folder, depth + 1))
    # Sorted as Paths sort (by parts), as strings: comparing Path objects cost more than listing.
    # Trials all in ``root`` itself (a job's folder) differ in their last part alone: sorted as
    # whole strings, they are in that order already.
    return sorted(found) if deepest == 0 else sorted(found, key=lambda p: p.split(os.sep))


def _holds_trial(folder: str) -> bool:
    try:
        raw = read_bytes(os.path.join(folder, RESULT))
    except OSError:  # no result.json (or not a file): not a finished trial
        return False
    try:
        data = json.loads(raw.decode("utf-8", "replace"))
    except (json.JSONDecodeError, RecursionError):
        return True  # a broken trial is still a trial: reading it reports what is wrong
    return not isinstance(data, dict) or "trial_name" in data


def load_trials(root: Path) -> tuple[list[TrialRecord], list[str]]:
    """Every readable trial under ``root``, and one line per trial that is not (with its path).

    The one way a batch reads trials: a broken trial is reported and the rest goes on.
    """
    records, problems = [], []
    for path in find_trials(root):
        try:
            records.append(read_folder(path))  # find_trials has already checked the folder
        except TrialFormatError as exc:
            problems.append(str(exc))
    return records, problems


def distinct_trials(records: list[TrialRecord]) -> tuple[list[TrialRecord], list[str]]:
    """Each trial once, by its Harbor ``id`` (``result.json``): a job imported twice, or a trial
    copied to a second folder, is still one trial.  Of the copies the graded one is kept, else the
    one that finished last; ``records``' order is kept.  Returns the trials and one line per id
    found more than once (naming the folders)."""
    copies: dict[str, list[int]] = {}
    for index, record in enumerate(records):
        copies.setdefault(record.result.id, []).append(index)
    keep: set[int] = set()
    notes = []
    for trial_id, indices in copies.items():
        best = max(
            indices,
            key=lambda i: (
                records[i].result.reward is not None,
                records[i].result.finished_at or "",
            ),
        )
        keep.add(best)
        if len(indices) > 1:
            where = ", ".join(str(records[i].path) for i in indices)
            notes.append(
                f"trial {trial_id} found {len(indices)} times ({where}): counted once, as "
                f"{records[best].path}"
            )
    return [r for i, r in enumerate(records) if i in keep], notes


def write_outputs(report: VerifyReport, out_dir: Path) -> None:
    """Write a verification's ``report.json``, ``reward.txt`` and ``test-stdout.txt`` into
    ``out_dir`` (what Harbor's verifier leaves in ``/logs/verifier``), each atomically."""
    report_json = json.dumps(report.model_dump(mode="json"), indent=2) + "\n"
    atomic_write(out_dir / P.in_verifier(P.REPORT), report_json)
    atomic_write(out_dir / P.in_verifier(P.STDOUT), report.render())
    atomic_write(out_dir / P.in_verifier(P.REWARD), f"{report.reward}\n")
