"""A name in a record is data, never a path: a Harbor job whose names are traversals, absolute
paths, ``.``/``..``, empty, NUL, control characters or very long goes through ``import``,
``classify`` and ``site`` and nothing is written outside their output folders."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from syncvals_plugin.records.names import MAX_NAME_BYTES, safe_component
from syncvals_plugin.records.store import find_trials, read_trial
from tests.conftest import run_cli
from tests.support.harbor_fixtures import write_job


def hostile_values(sentinel: Path) -> dict[str, str]:
    """Every kind of name that could lead a writer out of its folder, aimed at ``sentinel``."""
    return {
        "traversal": "../" * 6 + "sentinel/owned",
        "deep-traversal": "../" * 40 + str(sentinel).lstrip("/") + "/owned-deep",
        "absolute": str(sentinel / "owned-absolute"),
        "dot": ".",
        "dotdot": "..",
        "empty": "",
        "nul": "nul\x00byte",
        "control": "line\nbreak\x1b[31mred",
        "backslash": "..\\..\\owned",
        "hidden": ".incomplete-x",
        "long": "L" * 400,
    }


def snapshot(root: Path, leave_out: tuple[Path, ...] = ()) -> dict[str, object]:
    """Every file, folder and link under ``root`` (but those in ``leave_out``) with its content."""
    out: dict[str, object] = {}
    skip = {str(p) for p in leave_out}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if os.path.join(folder, d) not in skip]
        for name in dirs + files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if os.path.islink(path):
                out[rel] = ("link", os.readlink(path))
            elif os.path.isdir(path):
                out[rel] = "dir"
            else:
                out[rel] = Path(path).read_bytes()
    return out


@pytest.fixture
def hostile(tmp_path) -> dict:
    """A sentinel tree, a job whose trials carry a hostile ``trial_name`` and ``task_name`` each
    (one per kind), and output folders deep enough for a traversal to reach the sentinel."""
    sentinel = tmp_path / "sentinel"
    (sentinel / "sub").mkdir(parents=True)
    (sentinel / "keep.txt").write_text("untouched\n")
    (sentinel / "sub" / "index.html").write_text("mine\n")
    job = write_job(tmp_path / "src")
    template = job / "hello-world__v12ok"
    values = hostile_values(sentinel)
    for key, value in values.items():
        trial = job / f"t-{key}"
        shutil.copytree(template, trial)
        result = json.loads((trial / "result.json").read_text())
        result["trial_name"] = value
        result["task_name"] = value
        (trial / "result.json").write_text(json.dumps(result))
    deep = tmp_path / "deep" / "a" / "b" / "c"
    deep.mkdir(parents=True)
    return {
        "root": tmp_path,
        "job": job,
        "values": values,
        "trials": deep / "trials",
        "site": deep / "site",
    }


def test_hostile_record_names_write_nothing_outside_import_classify_and_site(hostile):
    root, out, site = hostile["root"], hostile["trials"], hostile["site"]
    before = snapshot(root)
    proc = run_cli("import", "harbor", str(hostile["job"]), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert snapshot(root, (out,)) == before  # import: only inside --trials-dir
    assert [p.name for p in out.iterdir()] == ["nightly"]  # the job, as one folder
    trials = find_trials(out)
    assert len(trials) == 5 + len(hostile["values"])
    assert all((t / "classification.json").is_file() for t in trials)

    before = snapshot(root, (out,))
    proc = run_cli("classify", str(out))
    assert proc.returncode == 0, proc.stderr
    assert snapshot(root, (out,)) == before  # classify: only inside the trials it found

    before = snapshot(root, (site,))
    proc = run_cli("site", "--trials", str(out), "--out", str(site))
    assert proc.returncode == 0, proc.stderr
    assert snapshot(root, (site,)) == before  # site: only inside --out, the trials untouched
    pages = sorted(p.name for p in (site / "trial").iterdir())
    assert len(pages) == len(trials)  # every hostile name got a page of its own
    assert all(safe_component(p) == p and len(p.encode()) <= MAX_NAME_BYTES for p in pages)
    assert all(safe_component(p.name) == p.name for p in (site / "task").iterdir())
    # The index links each trial to its page.
    index = (site / "index.html").read_text()
    assert all(f'href="trial/{p}/index.html"' in index for p in pages if "&" not in p)
    # The user is told which record and field had a name that had to be changed.
    err = " ".join(proc.stderr.split())
    for key in ("traversal", "absolute", "dotdot", "empty", "long"):
        assert f"t-{key}: result.json trial_name" in err, key
    assert "is not a safe file name; written as" in err


@pytest.mark.parametrize(
    "name",
    ["\x1b[31mjob\nname", ".sneaky-job", "J" * 250, "..."],
    ids=["control", "hidden", "long", "dots"],
)
def test_a_job_folder_with_a_hostile_name_is_imported_under_a_safe_one(tmp_path, name):
    job = write_job(tmp_path / "src")
    hostile_job = job.rename(job.parent / name)
    out = tmp_path / "trials"
    before = snapshot(tmp_path)
    proc = run_cli("import", "harbor", str(hostile_job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert snapshot(tmp_path, (out,)) == before
    [folder] = out.iterdir()
    assert folder.name == safe_component(name) != name
    assert len(find_trials(folder)) == 5
    text = " ".join(proc.stdout.split())
    assert "folder name" in text and f"written as {safe_component(name)!r}" in text


def test_an_import_never_merges_into_an_existing_folder(tmp_path):
    job = write_job(tmp_path / "src")
    out = tmp_path / "trials"
    (out / "nightly" / "hello-world__v12ok").mkdir(parents=True)
    (out / "nightly" / "hello-world__v12ok" / "mine.txt").write_text("mine\n")
    before = snapshot(out)
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    assert snapshot(out, (out / "nightly-2",)) == before
    assert len(find_trials(out / "nightly-2")) == 5
    assert "imported as 'nightly-2'" in " ".join(proc.stdout.split())


def test_classify_writes_through_no_planted_link(tmp_path):
    job = write_job(tmp_path / "src")
    trial = job / "hello-world__v12ok"
    target = tmp_path / "sentinel.json"
    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    shutil.copyfile(seed / "classification.json", target)  # a valid one: read, then replaced
    kept = target.read_bytes()
    (trial / "classification.json").symlink_to(target)
    proc = run_cli("classify", str(trial))
    assert proc.returncode == 0, proc.stderr
    assert target.read_bytes() == kept
    assert not (trial / "classification.json").is_symlink()
    assert read_trial(trial).classification is not None


def test_a_foreign_reader_s_hostile_trial_name_is_written_under_a_safe_name(tmp_path):
    # Another plugin's format goes through write_trial: the name it gives is made safe first.
    from syncvals_plugin import hookimpl
    from syncvals_plugin.importers.convert import import_harbor
    from syncvals_plugin.plugins import make_plugin_manager

    seed = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
    sentinel = tmp_path / "sentinel"
    sentinel.mkdir()
    values = hostile_values(sentinel)

    class Hostile:
        @hookimpl(tryfirst=True)
        def syncvals_load_trial(self, path, task):
            if not str(path).endswith(".fake"):
                return None
            records = []
            for value in values.values():
                record = read_trial(seed)
                record.result = record.result.model_copy(update={"trial_name": value})
                record.path = None
                records.append(record)
            return records

    pm = make_plugin_manager()
    pm.register(Hostile(), name="hostile")
    out = tmp_path / "deep" / "a" / "b" / "c" / "trials"
    out.parent.mkdir(parents=True)
    before = snapshot(tmp_path)
    notes: list[str] = []
    records = import_harbor(tmp_path / "run.fake", out, pm, notes=notes)
    assert snapshot(tmp_path, (out,)) == before
    assert len(records) == len(values) and len(list(out.iterdir())) == len(values)
    assert sum("trial_name" in n and "written as" in n for n in notes) == len(values)


def test_links_in_a_job_folder_are_neither_followed_nor_copied(tmp_path):
    # A job someone sent you may hold links to your files: the import copies no link and reads
    # nothing through one, and says what it left out.
    job = write_job(tmp_path / "src")
    secret = tmp_path / "secret"
    (secret / "inner").mkdir(parents=True)
    (secret / "key.txt").write_text("private\n")
    (secret / "inner" / "more.txt").write_text("private\n")
    trial = job / "hello-world__v12ok"
    (trial / "agent" / "stolen.txt").symlink_to(secret / "key.txt")
    (trial / "verifier" / "stolen-folder").symlink_to(secret)
    (job / "linked-job-file").symlink_to(secret / "key.txt")
    # A trial whose records are links to a trial of the importer's own: never read through.
    mine = tmp_path / "my-trial"
    shutil.copytree(job / "hello-world__v18", mine)
    result = json.loads((mine / "result.json").read_text())
    (mine / "result.json").write_text(json.dumps(result | {"trial_name": "private-marker"}))
    linked = job / "hello-world__env"
    (linked / "result.json").unlink()
    (linked / "result.json").symlink_to(mine / "result.json")
    out = tmp_path / "trials"
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(out))
    assert proc.returncode == 0, proc.stderr
    copied = [p for p in out.rglob("*")]
    assert not any(p.is_symlink() for p in copied)
    assert not any(b"private" in p.read_bytes() for p in copied if p.is_file())
    assert not (out / "nightly" / linked.name / "classification.json").exists()
    text = " ".join(proc.stdout.split())
    assert text.count("a link, not copied") == 4 and "stolen.txt" in text
    assert "imported 4 trial(s)" in text and "private-marker" not in text


def test_an_export_refuses_task_names_that_are_paths(task, tmp_path, pm):
    from syncvals_plugin.export.harbor import ExportError, export_harbor

    sentinel = tmp_path / "sentinel"
    sentinel.mkdir()
    out = tmp_path / "deep" / "a" / "export"
    out.parent.mkdir(parents=True)
    for field in ("name", "submission_name", "sealed_module"):
        for value in hostile_values(sentinel).values():
            hostile = task.model_copy(update={field: value})
            before = snapshot(tmp_path)
            with pytest.raises(ExportError, match="cannot name a file of the export"):
                export_harbor(hostile, out, pm=pm)
            assert snapshot(tmp_path) == before
    # A name that is one word but would split test.sh's command line is refused too.
    with pytest.raises(ExportError, match="name 'a b; touch x'"):
        export_harbor(task.model_copy(update={"name": "a b; touch x"}), out, pm=pm)


def test_trials_that_share_a_name_get_a_page_each(tmp_path):
    # One job in two folders (a second import updates the first, so a copy by hand): two trials
    # per trial_name.  Each gets its own page (the first by folder order keeps the name, the
    # other gets -2), and a rebuild keeps them all.
    job = write_job(tmp_path / "src")
    out, site = tmp_path / "trials", tmp_path / "site"
    assert run_cli("import", "harbor", str(job), "--trials-dir", str(out)).returncode == 0
    shutil.copytree(out / "nightly", out / "nightly-2")
    assert sorted(p.name for p in out.iterdir()) == ["nightly", "nightly-2"]
    proc = run_cli("site", "--trials", str(out), "--out", str(site))
    assert proc.returncode == 0, proc.stderr
    pages = sorted(p.name for p in (site / "trial").iterdir())
    assert len(pages) == 10 and "hello-world__v12ok" in pages and "hello-world__v12ok-2" in pages
    first = (site / "trial" / "hello-world__v12ok" / "index.html").read_text()
    index = (site / "index.html").read_text()
    assert index.count('href="trial/hello-world__v12ok') == 2
    proc = run_cli("site", "--trials", str(out), "--out", str(site))
    assert proc.returncode == 0 and "(0 rendered)" in " ".join(proc.stderr.split())
    assert sorted(p.name for p in (site / "trial").iterdir()) == pages
    assert (site / "trial" / "hello-world__v12ok" / "index.html").read_text() == first


def test_importing_a_job_into_a_folder_inside_it_is_refused(tmp_path):
    job = write_job(tmp_path / "src")
    before = snapshot(tmp_path)
    proc = run_cli("import", "harbor", str(job), "--trials-dir", str(job / "out"))
    assert proc.returncode == 2 and "inside" in proc.stderr and "Traceback" not in proc.stderr
    assert snapshot(tmp_path) == before


def test_a_claude_code_session_s_ids_name_no_folder(task, tmp_path):
    # A transcript's session and agent ids are data: the trial is named trial_<hex>, whatever
    # they say.
    from tests.conftest import TASK_NAME
    from tests.importers.test_claude_code import LINES

    sentinel = tmp_path / "sentinel"
    sentinel.mkdir()
    values = list(hostile_values(sentinel).values())
    lines = []
    for number, line in enumerate(LINES):
        value = values[number % len(values)]
        lines.append(line | {k: value for k in ("session_id", "sessionId", "agentId") if k in line})
    session = tmp_path / "session.jsonl"
    session.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    out = tmp_path / "deep" / "a" / "trials"
    out.parent.mkdir(parents=True)
    before = snapshot(tmp_path)
    proc = run_cli(
        "import", "claude-code", str(session), "--task", TASK_NAME, "--trials-dir", str(out)
    )
    assert proc.returncode == 0, proc.stderr
    assert snapshot(tmp_path, (out,)) == before
    [trial] = out.iterdir()
    assert trial.name.startswith("trial_") and safe_component(trial.name) == trial.name
