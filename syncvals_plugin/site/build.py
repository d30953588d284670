"""Building the static site: ``index.html``, ``trial/<name>/index.html``, ``task/<name>/index.html``.

Incremental: a manifest beside the pages remembers each trial's file fingerprint and the summary
the index and task pages need, so a rebuild reads and renders only the trials that changed.
The builder never writes inside the trials folder.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

import pluggy
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from syncvals_plugin import __version__
from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.host import Host
from syncvals_plugin.records.store import atomic_write, find_trials, read_trial
from syncvals_plugin.records.trial import TrialFormatError, TrialRecord
from syncvals_plugin.site.views import (
    block,
    clean,
    implemented,
    index_row,
    is_baseline,
    task_view,
    trial_view,
)

MANIFEST = ".syncvals-site.json"
MANIFEST_VERSION = 2


class SiteError(SyncValsError, ValueError):
    """The site cannot be built where asked (for example inside the trials folder)."""


@dataclass
class BuildResult:
    """What a build did."""

    out: Path
    trials: int = 0
    rendered: int = 0
    skipped: list[str] = field(default_factory=list)
    seconds: float = 0.0


def environment() -> Environment:
    """The Jinja2 environment: package templates, HTML autoescaping on, and a name a template
    uses but a view does not give is an error (``StrictUndefined``), never a silent blank."""
    return Environment(
        loader=PackageLoader("syncvals_plugin.site", "templates"),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=False,
        lstrip_blocks=False,
    )


def _cache_key(pm: pluggy.PluginManager) -> str:
    # A page depends on the templates (the package version) and on every plugin that adds to it:
    # a change of either re-renders everything.
    plugins = sorted(name for name, _ in pm.list_name_plugin() if name)
    return f"{MANIFEST_VERSION}:{__version__}:{','.join(plugins)}"


def fingerprint(trial_dir: Path) -> str:
    """Changes whenever any file of the trial changes (names, sizes, modification times)."""
    digest = hashlib.sha256()
    for path in sorted(trial_dir.rglob("*")):
        if path.is_file():
            stat = path.stat()
            digest.update(
                f"{path.relative_to(trial_dir)}:{stat.st_size}:{stat.st_mtime_ns}\n".encode()
            )
    return digest.hexdigest()[:20]


def task_slug(trial: TrialRecord) -> str:
    """The task's page name: the task name without its organisation."""
    return clean(trial.result.task_short_name) or "unknown-task"


def _summary(trial: TrialRecord) -> dict:
    """What the index and the task pages need from a trial (kept in the manifest)."""
    return {
        "row": index_row(trial, task_slug(trial)),
        "reward": trial.result.reward,
        "verdict": trial.classification.verdict if trial.classification else None,
        "subtype": trial.classification.subtype if trial.classification else None,
        "failures": {
            f.name: list(f.failed_families)
            for f in (trial.report.functions if trial.report else [])
            if not f.passed
        },
        "functions": {f.name: f.passed for f in (trial.report.functions if trial.report else [])},
        "implemented": sorted(implemented(trial.report)),
        "baseline": is_baseline(trial),
        "instruction": next((s.text() for s in trial.trajectory.steps if s.source == "user"), "")
        if trial.trajectory
        else "",
    }


def _check_out_dir(trials_dir: Path, out_dir: Path) -> None:
    t, o = trials_dir.resolve(), out_dir.resolve()
    if o == t or t in o.parents:
        raise SiteError(
            f"the site folder {out_dir} is inside the trials folder {trials_dir}; choose another --out "
            "(the site builder never writes among trials)"
        )


def build_site(
    trials_dir: Path,
    out_dir: Path,
    pm: pluggy.PluginManager | None = None,
    *,
    incremental: bool = True,
    reproduce: str | None = None,
    progress=None,
    calibration_dir: Path | None = None,
) -> BuildResult:
    """Render every trial under ``trials_dir`` into ``out_dir``.

    A malformed trial is skipped with a warning naming the file; the rest of the site builds.
    """
    from syncvals_plugin.classifier.classify import classify
    from syncvals_plugin.plugins import make_plugin_manager
    from syncvals_plugin.task.spec import task_registry

    start = time.perf_counter()
    trials_dir, out_dir = Path(trials_dir), Path(out_dir)
    if not trials_dir.is_dir():
        raise SiteError(f"{trials_dir}: no such trials folder")
    if not find_trials(trials_dir):
        raise SiteError(
            f"{trials_dir}: no trials in this folder (run `syncvals baselines` or import some first)"
        )
    _check_out_dir(trials_dir, out_dir)
    pm = pm or make_plugin_manager()
    env = environment()
    result = BuildResult(out=out_dir)
    manifest_path = out_dir / MANIFEST
    old = {}
    if incremental and manifest_path.is_file():
        try:
            data = json.loads(manifest_path.read_text())
            old = data.get("trials", {}) if data.get("key") == _cache_key(pm) else {}
        except (OSError, ValueError):
            old = {}
    reproduce = reproduce or f"python scripts/build_site.py --trials {trials_dir} --out {out_dir}"
    trial_template = env.get_template("trial.html")
    entries: dict[str, dict] = {}
    paths = find_trials(trials_dir)
    for number, path in enumerate(paths, 1):
        if progress:
            progress(number, len(paths))
        stamp = fingerprint(path)
        cached = old.get(path.name)
        if (
            cached
            and cached.get("fingerprint") == stamp
            and (out_dir / "trial" / path.name / "index.html").is_file()
        ):
            entries[path.name] = cached
            continue
        try:
            record = read_trial(path)
        except TrialFormatError as exc:
            result.skipped.append(f"skipped {exc}")
            continue
        if record.classification is None:
            record.classification = classify(pm, record)  # shown, never written back into the trial
        settings = {"calibration_dir": calibration_dir}
        view = trial_view(
            record, task_slug(record), _sections(pm, "trial", record, task_slug(record), settings)
        )
        html = trial_template.render(t=view, root="../../", reproduce=reproduce)
        page_dir = out_dir / "trial" / clean(record.name)
        atomic_write(page_dir / "index.html", html)
        _copy_images(path, page_dir, [img for step in view["steps"] for img in step["images"]])
        entries[path.name] = {"fingerprint": stamp, **_summary(record)}
        result.rendered += 1
    result.trials = len(entries)
    _render_tasks(
        env, out_dir, entries, task_registry(pm), pm, {"calibration_dir": calibration_dir}
    )
    rows = sorted(
        (e["row"] for e in entries.values()), key=lambda r: (r["date"], r["name"]), reverse=True
    )
    verdicts = sorted({r["verdict"] for r in rows if r["verdict"]})
    atomic_write(
        out_dir / "index.html",
        env.get_template("index.html").render(
            rows=rows, verdicts=verdicts, skipped=result.skipped, root=""
        ),
    )
    static = out_dir / "static"
    static.mkdir(parents=True, exist_ok=True)
    for name in ("site.css", "site.js"):
        shutil.copyfile(str(files("syncvals_plugin.site") / "static" / name), static / name)
    atomic_write(
        manifest_path,
        json.dumps({"version": MANIFEST_VERSION, "key": _cache_key(pm), "trials": entries}),
    )
    result.seconds = time.perf_counter() - start
    return result


def _copy_images(trial_dir: Path, page_dir: Path, images: list[str]) -> None:
    # Images are referenced relative to the trajectory (agent/) or the trial folder; only regular
    # files inside the trial are copied, and only under their own relative path.
    root = trial_dir.resolve()
    for rel in images:
        for base in (trial_dir / "agent", trial_dir):
            source = (base / rel).resolve()
            if root in source.parents and source.is_file() and not (base / rel).is_symlink():
                target = page_dir / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
                break


def _sections(
    pm: pluggy.PluginManager, page: str, trial: TrialRecord | None, task: str, settings: dict
) -> list[dict]:
    """Plugin blocks for one page, as escaped text."""
    return [
        {"title": clean(str(s.get("title", ""))), "body": block(str(s.get("body", "")))}
        for s in Host(pm).page_sections(page, trial, task, settings)
    ]


def _render_tasks(
    env: Environment,
    out_dir: Path,
    entries: dict[str, dict],
    specs: dict,
    pm: pluggy.PluginManager,
    settings: dict,
) -> None:
    slugs = {e["row"]["task_slug"] for e in entries.values()} | set(specs)
    template = env.get_template("task.html")
    for slug in sorted(slugs):
        spec = specs.get(slug)
        mine = [
            dict(e, name=n) for n, e in sorted(entries.items()) if e["row"]["task_slug"] == slug
        ]
        if spec is not None:
            instruction = (spec.directory / "instruction.md").read_text()
            workspace = [
                {"name": p.name, "body": block(p.read_text(errors="replace"))}
                for p in sorted(spec.environment_dir.iterdir())
                if p.is_file()
            ]
        else:
            instruction = next((e["instruction"] for e in mine if e["instruction"]), "")
            workspace = []
        view = task_view(slug, spec, mine, instruction, workspace)
        atomic_write(
            out_dir / "task" / slug / "index.html",
            template.render(
                k=view, root="../../", extra=_sections(pm, "task", None, slug, settings)
            ),
        )
