"""An incremental rebuild writes exactly the site a full build writes, change by change."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from syncvals_plugin.records.store import (
    atomic_write,
    read_trial,
    write_classification,
    write_trial,
)
from syncvals_plugin.site.build import MANIFEST, build_site
from tests.site.test_site import SEED, _hostile


def _files(site: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(site)): p.read_bytes()
        for p in sorted(site.rglob("*"))
        if p.is_file() and p.name != MANIFEST
    }


def _rebuilt_as_built(trials: Path, out: Path, full: Path, pm) -> int:
    """Rebuild ``out`` incrementally and build ``full`` from nothing; every page the same bytes.
    The number of trials the rebuild rendered."""
    again = build_site(trials, out, pm, reproduce="rebuild")
    whole = build_site(trials, full, pm, incremental=False, reproduce="rebuild")
    assert again.trials == whole.trials and again.skipped == whole.skipped
    mine, theirs = _files(out), _files(full)
    assert sorted(mine) == sorted(theirs)
    for rel, data in theirs.items():
        assert mine[rel] == data, f"{rel} differs from a full build's"
    return again.rendered


def test_each_change_rebuilds_to_the_full_builds_bytes(tmp_path, pm):
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    for name in ("trial_second0000000001", "trial_third00000000001"):
        write_trial(_hostile(name, f"{name} says hello"), trials)
    assert build_site(trials, out, pm, reproduce="rebuild").rendered == 3
    seed = trials / SEED.name

    # Its result, rewritten in place (as Harbor and a hand edit write it): another model name
    # and reward, which the index and the task page show too.
    result = json.loads((seed / "result.json").read_text())
    result["agent_info"]["model_info"]["name"] = "renamed-model"
    result["verifier_result"]["rewards"]["reward"] = 1
    (seed / "result.json").write_text(json.dumps(result))
    assert _rebuilt_as_built(trials, out, tmp_path / "full1", pm) == 1
    assert "renamed-model" in (out / "index.html").read_text()

    # Its trajectory, written through a rename (as every SyncVals write, and importers').
    path = seed / "agent" / "trajectory.json"
    trajectory = json.loads(path.read_text())
    trajectory["steps"][1]["message"] = "a step rewritten after the run"
    atomic_write(path, json.dumps(trajectory))
    assert _rebuilt_as_built(trials, out, tmp_path / "full2", pm) == 1
    assert (
        "a step rewritten after the run" in (out / "trial" / SEED.name / "index.html").read_text()
    )

    # Its classification, as `syncvals classify` writes it.
    record = read_trial(seed)
    assert record.classification is not None
    record.classification = record.classification.model_copy(
        update={"verdict": "BAD_FAILURE", "subtype": "Relabelled"}
    )
    write_classification(record)
    assert _rebuilt_as_built(trials, out, tmp_path / "full3", pm) == 1
    assert "Relabelled" in (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()

    # A trial deleted: its page and row gone, nothing rendered again.
    shutil.rmtree(trials / "trial_second0000000001")
    assert _rebuilt_as_built(trials, out, tmp_path / "full4", pm) == 0
    assert not (out / "trial" / "trial_second0000000001").exists()

    # A trial added: rendered, and nothing else.
    write_trial(_hostile("trial_fourth0000000001", "a new one"), trials)
    assert _rebuilt_as_built(trials, out, tmp_path / "full5", pm) == 1
    assert "trial_fourth0000000001" in (out / "index.html").read_text()


def test_a_task_page_is_kept_while_nothing_it_shows_changed(tmp_path, pm, monkeypatch):
    """A rebuild of a big job counts, draws and writes its task page again only for a change the
    page shows: its grid, failure counts and posterior each made again only when what they read
    changed, the page written only when it changed or is gone, a damaged kept grid drawn again;
    every page a full build's bytes throughout."""
    from syncvals_plugin.site import build as site_build
    from syncvals_plugin.site import views

    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    copy = read_trial(SEED)
    copy.result.trial_name = copy.result.id = "trial_copy000000000001"
    write_trial(copy, trials)
    build_site(trials, out, pm, reproduce="rebuild")
    made: list[str] = []
    recording = [False]

    def record(what: str) -> None:
        if recording[0]:
            made.append(what)

    for module, name in (
        (site_build, "function_grid"),
        (views, "_failure_counts"),
        (views, "posterior_plot"),
    ):
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *a, _r=real, _n=name: record(_n) or _r(*a))
    write = site_build.atomic_write

    def written(path, text):
        if path.parent.parent.name == "task":  # a task page
            record(path.parent.name)
        write(path, text)

    monkeypatch.setattr(site_build, "atomic_write", written)

    def rebuilt(full: str) -> int:
        # The rebuild, what it made again recorded; then every page against a full build's.
        made.clear()
        recording[0] = True
        rendered = build_site(trials, out, pm, reproduce="rebuild").rendered
        recording[0] = False
        assert _rebuilt_as_built(trials, out, tmp_path / full, pm) == 0
        return rendered

    task, copied = "reverse-engineer-objectives", trials / "trial_copy000000000001"

    # Its trajectory rewritten: its page again, nothing of the task page.
    path = copied / "agent" / "trajectory.json"
    trajectory = json.loads(path.read_text())
    trajectory["steps"][1]["message"] = "a step rewritten after the run"
    atomic_write(path, json.dumps(trajectory))
    assert rebuilt("full1") == 1
    assert made == []

    # Its model renamed (the index shows it, the task page does not): nothing of the task page.
    result = json.loads((copied / "result.json").read_text())
    result["agent_info"]["model_info"]["name"] = "renamed-model"
    (copied / "result.json").write_text(json.dumps(result))
    assert rebuilt("full2") == 1
    assert made == []

    # Its agent renamed (SyncVals' record of the run): the grid names it (its column) and the
    # page is written; the counts and the posterior are as they were.
    config = json.loads((copied / "syncvals.json").read_text())
    config["agent"] = "renamed-agent"
    atomic_write(copied / "syncvals.json", json.dumps(config))
    assert rebuilt("full3") == 1
    assert made == ["function_grid", task]
    assert "renamed-agent" in (out / "task" / task / "index.html").read_text()

    # Its reward changed: the posterior counted again, the page written, the grid as it was.
    result["verifier_result"]["rewards"]["reward"] = 1
    (copied / "result.json").write_text(json.dumps(result))
    assert rebuilt("full4") == 1
    assert made == ["posterior_plot", task]

    # The page deleted and its kept grid damaged: both made again.
    (out / "task" / task / "index.html").unlink()
    kept = out / site_build.PARTS / f"{task}.grid.html"
    kept.write_text("not the key\n<p>not the grid</p>")
    assert rebuilt("full5") == 0
    assert made == ["function_grid", task]


def test_a_submission_replaced_in_its_own_folder_is_rendered_again(tmp_path, pm):
    """The submission lives in a folder of ``artifacts/`` (``artifacts/app/``): replaced there
    through a rename, the trial is read, classified and rendered again as a full build does (an
    unclassified trial's verdict comes from it)."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    copy = read_trial(SEED)
    copy.result.trial_name = copy.result.id = "trial_copy000000000001"
    copy.classification = None
    write_trial(copy, trials)
    folder = trials / "trial_copy000000000001"
    (folder / "classification.json").unlink(missing_ok=True)
    build_site(trials, out, pm, reproduce="rebuild")
    submission = next(
        p for p in (folder / "artifacts").rglob("*.py") if p.parent.name != "artifacts"
    )
    atomic_write(submission, "import sys\nf = sys._getframe(1).f_back\n" + submission.read_text())
    assert _rebuilt_as_built(trials, out, tmp_path / "full", pm) == 1
    assert "_getframe" in (out / "trial" / "trial_copy000000000001" / "index.html").read_text()


def test_page_names_are_unique_across_all_trials(tmp_path, pm):
    """Two trials named X (two jobs) and a third named ``X-2``: each has a page of its own, the
    third keeps ``X-2`` (the second X takes ``X-3``), in a first build, a rebuild after the third
    changed and a full build alike."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    name = "trial_dup000000000001"
    for job, trial in (("job1", name), ("job2", name), ("job3", f"{name}-2")):
        record = read_trial(SEED)
        record.result.trial_name = record.result.id = trial
        next(s for s in record.trajectory.steps if s.source == "agent").message = f"MARK_{job}"
        write_trial(record, trials / job)
    build_site(trials, out, pm, reproduce="rebuild")
    result = trials / "job3" / f"{name}-2" / "result.json"
    data = json.loads(result.read_text())
    data["verifier_result"]["rewards"]["reward"] = 1
    result.write_text(json.dumps(data))
    assert _rebuilt_as_built(trials, out, tmp_path / "full", pm) == 1
    for page, job in ((name, "job1"), (f"{name}-3", "job2"), (f"{name}-2", "job3")):
        assert f"MARK_{job}" in (out / "trial" / page / "index.html").read_text()
    assert (out / "index.html").read_text().count(f"trial/{name}-2/") == 1


def test_a_reward_not_finite_stays_as_it_was_read(tmp_path, pm):
    """A reward of NaN or an infinity is graded in the build that reads it and in every later
    rebuild that reuses its manifest entry (the manifest's JSON has no such number)."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    for name in ("trial_nan000000000001", "trial_inf000000000001", "trial_other0000000001"):
        record = read_trial(SEED)
        record.result.trial_name = record.result.id = name
        write_trial(record, trials)
    for name, value in (("trial_nan000000000001", "NaN"), ("trial_inf000000000001", "-Infinity")):
        result = trials / name / "result.json"
        result.write_text(result.read_text().replace('"reward": 0.0', f'"reward": {value}', 1))
        assert value in result.read_text()
    build_site(trials, out, pm, reproduce="rebuild")
    result = trials / "trial_other0000000001" / "result.json"
    data = json.loads(result.read_text())
    data["verifier_result"]["rewards"]["reward"] = 1
    result.write_text(json.dumps(data))
    assert _rebuilt_as_built(trials, out, tmp_path / "full", pm) == 1


def test_a_task_instruction_comes_from_the_trials_there_now(tmp_path, pm):
    """A task not registered here shows the first user message of its first trial (by folder):
    that trial deleted, the next one's; a trial added before it, the new one's; as a full build."""
    trials, out = tmp_path / "trials", tmp_path / "site"

    def make(name: str, text: str) -> None:
        record = read_trial(SEED)
        record.result.trial_name = record.result.id = name
        record.result.task_name = "someorg/unregistered-task"
        next(s for s in record.trajectory.steps if s.source == "user").message = text
        write_trial(record, trials)

    make("trial_b00000000000001", "INSTRUCTION_B")
    make("trial_c00000000000001", "INSTRUCTION_C")
    build_site(trials, out, pm, reproduce="rebuild")
    page = out / "task" / "unregistered-task" / "index.html"
    assert "INSTRUCTION_B" in page.read_text()
    shutil.rmtree(trials / "trial_b00000000000001")
    assert _rebuilt_as_built(trials, out, tmp_path / "full1", pm) == 0
    assert "INSTRUCTION_C" in page.read_text() and "INSTRUCTION_B" not in page.read_text()
    make("trial_a00000000000001", "INSTRUCTION_A")
    assert _rebuilt_as_built(trials, out, tmp_path / "full2", pm) == 1
    assert "INSTRUCTION_A" in page.read_text()


def test_a_known_folder_is_searched_again_once_it_changed(tmp_path, pm):
    """A folder the manifest knows as a trial is found as a full build finds it once its
    fingerprint changed: its ``result.json`` removed, it is no trial (nothing skipped); a trial
    put inside it then, that trial is found."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    for name in ("trial_gone000000000001", "trial_kept000000000001"):
        record = read_trial(SEED)
        record.result.trial_name = record.result.id = name
        write_trial(record, trials)
    build_site(trials, out, pm, reproduce="rebuild")
    folder = trials / "trial_gone000000000001"
    result = (folder / "result.json").read_bytes()
    (folder / "result.json").unlink()
    assert _rebuilt_as_built(trials, out, tmp_path / "full1", pm) == 0
    assert not (out / "trial" / folder.name).exists()
    (folder / "result.json").write_bytes(result)  # a trial the manifest knows again
    assert build_site(trials, out, pm, reproduce="rebuild").rendered == 1
    (folder / "result.json").unlink()
    inner = read_trial(SEED)
    inner.result.trial_name = inner.result.id = "trial_inner0000000001"
    write_trial(inner, folder)
    assert _rebuilt_as_built(trials, out, tmp_path / "full2", pm) == 1
    assert (out / "trial" / "trial_inner0000000001").is_dir()


def test_index_rows_of_the_same_date_and_name_keep_their_folders_order(tmp_path, pm):
    """The same trial imported into two jobs: its two rows in the folders' order, whichever of
    them a rebuild rendered again."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    record = read_trial(SEED)
    write_trial(record, trials / "job1")
    write_trial(record, trials / "job2")
    build_site(trials, out, pm, reproduce="rebuild")
    result = trials / "job1" / record.name / "result.json"
    data = json.loads(result.read_text())
    data["verifier_result"]["rewards"]["reward"] = 1
    result.write_text(json.dumps(data))
    assert _rebuilt_as_built(trials, out, tmp_path / "full", pm) == 1
    index = (out / "index.html").read_text()
    assert index.index(f"trial/{record.name}/") < index.index(f"trial/{record.name}-2/")


def test_a_moved_trials_folder_renders_every_page_with_its_new_path(tmp_path, pm):
    """Each trial page prints the command that rebuilds it, with the trials and site folders:
    the trials folder moved, a rebuild renders every page again, as a full build writes it."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    write_trial(read_trial(SEED), trials)
    build_site(trials, out, pm)
    moved = trials.rename(tmp_path / "trials-moved")
    assert build_site(moved, out, pm).rendered == 1
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert f"--trials {moved} " in page and f"--trials {trials} " not in page
    assert build_site(moved, out, pm).rendered == 0


def test_only_a_trial_given_another_page_is_noted(tmp_path, pm):
    """Two jobs holding the same trial: one note, for the trial whose page is ``-2`` (the one
    keeping its name is rendered again after the other wrote over it, but keeps its page)."""
    trials, out = tmp_path / "trials", tmp_path / "site"
    record = read_trial(SEED)
    write_trial(record, trials / "job1")
    write_trial(record, trials / "job2")
    notes = build_site(trials, out, pm, reproduce="rebuild").notes
    assert [n for n in notes if "another trial has its name" in n] == [
        f"{trials / 'job2' / record.name}: page '{record.name}-2' (another trial has its name)"
    ]
