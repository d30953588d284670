"""A second sealed-oracle task, brought entirely by its own plugin (``syncvals_register_tasks``,
``syncvals_task_cases`` in ``tests/data/tiny_task_plugin.py``): no generic file knows it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from syncvals_plugin.host import get_task
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.task.workspace import prepare_workspace
from syncvals_plugin.verifier.plugin import verify
from tests.support.code_strings import code_strings

PLUGIN = Path(__file__).parents[1] / "data" / "tiny_task_plugin.py"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tiny():
    spec = importlib.util.spec_from_file_location("tiny_task_plugin", PLUGIN)
    plugin = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plugin)
    pm = make_plugin_manager()
    pm.register(plugin, name="tiny-task")
    return pm, get_task(pm, "tiny-task")


def test_the_task_table_configures_the_spec(tiny):
    _, task = tiny
    assert (task.submission_name, task.sealed_module) == ("solution.py", "tinyoracle")
    assert task.tolerance_for("double") == (1e-9, 1e-9) and task.tolerance_for("soft_clip") == (
        1e-3,
        1e-3,
    )
    assert task.functions == ("double", "soft_clip") and task.verifier_timeout_sec == 120


@pytest.mark.slow
def test_its_reference_passes_and_its_stub_fails_in_the_real_sandbox(tiny):
    pm, task = tiny
    good = verify(pm, task, task.reference)
    assert (good.reward, good.passed, good.total) == (1, 2, 2)
    bad = verify(pm, task, task.stub)
    assert bad.reward == 0 and all("NotImplementedError" in f.reason for f in bad.functions)


@pytest.mark.slow
def test_its_workspace_holds_its_own_sealed_module(tiny, tmp_path):
    _, task = tiny
    ws = prepare_workspace(task, tmp_path / "ws")
    names = sorted(p.name for p in ws.iterdir())
    assert "solution.py" in names and any(
        n.startswith("tinyoracle.") and n.endswith(".so") for n in names
    )


def test_importing_its_sealed_module_is_rejected(tiny, tmp_path):
    pm, task = tiny
    sub = tmp_path / "solution.py"
    sub.write_text("import tinyoracle\n" + task.reference.read_text())
    report = verify(pm, task, sub)
    assert report.reward == 0 and "imports the reference (tinyoracle)" in report.outright_failure


def test_no_generic_file_names_the_second_task():
    generic = [
        *(ROOT / "syncvals_plugin").rglob("*.py"),
        *(ROOT / "verifier").rglob("*.py"),
        *(ROOT / "classifier").rglob("*.py"),
    ]
    assert not [p for p in generic if "tiny" in p.read_text()]


@pytest.mark.slow
def test_a_task_whose_budget_is_spent_fails_the_rest_saying_why(tiny):
    pm, task = tiny
    broke = task.model_copy(update={"verifier_timeout_sec": 0.001})
    report = verify(pm, broke, task.reference)
    assert report.reward == 0 and all("budget" in f.reason for f in report.functions)


def test_its_own_rules_reach_its_trials_and_no_other(tiny):
    """``syncvals_task_findings`` is called with the trial's registered task; other trials (and
    tasks no plugin registers) get only the generic rules."""
    from syncvals_plugin.classifier.classify import classify
    from tests.support.labelled import labelled_fixtures, other_task_fixtures

    pm, _ = tiny
    mine = next(c for c in other_task_fixtures() if c.name == "other-partial").trial
    mine.result.task_name = "tiny-task"
    assert classify(pm, mine).subtype == "Tiny: Never Tried"
    builtin = next(c for c in labelled_fixtures() if c.name == "unverified").trial
    assert classify(pm, builtin).subtype == "Unverified Submission"
    unknown = next(c for c in other_task_fixtures() if c.name == "other-partial").trial
    assert classify(pm, unknown).subtype == "Partial Solution"


def test_calibration_measures_its_suite_through_its_own_hooks(tiny):
    """Its ``syncvals_task_mutants`` and ``syncvals_task_cases`` (with a probe seed) are all
    calibration needs."""
    from syncvals_plugin.calibration.report import ambiguity, suite_strength
    from syncvals_plugin.host import Host

    pm, task = tiny
    killed = {(m.function, m.mutant): m.killed for m in suite_strength(task, Host(pm))}
    assert killed == {("double", "triple"): True, ("soft_clip", "empty-ok"): True}
    table = {a.function: a.surviving for a in ambiguity(task, Host(pm))}
    # Random probes alone cannot tell its hidden convention (the empty input) from the reference.
    assert table["soft_clip"] == ["empty-ok", "(reference)"] and table["double"] == ["(reference)"]


@pytest.mark.slow  # three trials, each importing torch per probe: half a minute
def test_the_prober_and_the_lookup_cheat_run_on_it(tiny, tmp_path):
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.runner import run_trial

    pm, task = tiny
    # One function a probe call here (the default is seven): that path runs end to end too.
    edge = {"depth": "edge", "batch": "1"}
    probed = run_trial(
        TrialConfig(task=task, agent="prober", options=edge, trials_dir=tmp_path), pm
    )
    assert probed.result.reward == 1, probed.report.functions
    probes = [s for s in probed.trajectory.steps if s.message.startswith("Probe ")]
    assert len(probes) == len(task.functions) > 1
    assert "import json, os, torch, tinyoracle as ref" in probed.trajectory.model_dump_json()
    basic = run_trial(
        TrialConfig(task=task, agent="prober", options={"depth": "basic"}, trials_dir=tmp_path), pm
    )
    assert basic.result.reward == 0  # the hidden convention survived random probes
    failing = [f.name for f in basic.report.functions if not f.passed]
    assert failing == ["soft_clip"]
    cheat = run_trial(
        TrialConfig(task=task, agent="cheat", options={"how": "lookup"}, trials_dir=tmp_path), pm
    )
    assert cheat.result.reward == 0 and "_SEEN.get(" in cheat.artifact


def test_no_generic_stage_names_a_function_of_the_builtin_task(task):
    import re

    # Torch's own methods (``.logsumexp(``) are not the task's functions.
    words = re.compile(r"(?<![\w.])(" + "|".join(task.functions) + r")\b")
    generic = [
        *(ROOT / "verifier").rglob("*.py"),
        *(ROOT / "syncvals_plugin" / "agents").rglob("*.py"),
    ]
    named = {
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in generic
        for n, line in enumerate(p.read_text().splitlines(), 1)
        if words.search(line)
    }
    assert not named


def test_a_harbor_trial_of_it_is_stored_as_its_own(tiny, tmp_path):
    """Imported from Harbor (which mirrors ``/app/solution.py`` to ``artifacts/app/solution.py``)
    and stored: the artifact keeps its own name and its manifest its own source."""
    import json

    from syncvals_plugin.importers.harbor import read_harbor_trial
    from syncvals_plugin.records.store import read_trial, write_trial

    _, task = tiny
    harbor = tmp_path / "harbor" / "tiny__abc"
    (harbor / "artifacts" / "app").mkdir(parents=True)
    (harbor / "artifacts" / "app" / task.submission_name).write_text(task.reference.read_text())
    (harbor / "result.json").write_text(
        json.dumps(
            {
                "id": "1",
                "task_name": task.full_name,
                "trial_name": "tiny__abc",
                "agent_info": {"name": "oracle"},
                "verifier_result": {"rewards": {"reward": 1.0}},
            }
        )
    )
    record = read_harbor_trial(harbor)
    assert record.artifact_name == "solution.py"
    stored = write_trial(record, tmp_path / "trials")
    assert (stored / "artifacts" / "app" / "solution.py").read_text() == task.reference.read_text()
    assert not list(stored.rglob("objectives.py"))
    manifest = json.loads((stored / "artifacts" / "manifest.json").read_text())
    assert [e["source"] for e in manifest if e["type"] == "file"] == ["/app/solution.py"]
    assert read_trial(stored).artifact_name == "solution.py"


@pytest.mark.slow  # a trial (one sandboxed grading), an export (its expected outputs) and a site
def test_it_is_run_graded_exported_and_rendered_as_its_own(tiny, tmp_path):
    """The second task end to end: its trial stores ``artifacts/app/solution.py`` (manifest source
    ``/app/solution.py``, a diff of ``solution.py``), graded 1; its Harbor export grades
    ``/app/solution.py`` and declares it as the artifact; its page shows ``solution.py``.
    Nowhere does the built-in task's artifact appear."""
    import json

    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.runner import run_trial
    from syncvals_plugin.export.harbor import export_harbor
    from syncvals_plugin.site.build import build_site

    pm, task = tiny
    trials = tmp_path / "trials"
    record = run_trial(TrialConfig(task=task, agent="oracle", trials_dir=trials), pm)
    folder = record.path
    assert record.result.reward == 1, record.report
    assert (folder / "artifacts" / "app" / "solution.py").read_text() == task.reference.read_text()
    manifest = json.loads((folder / "artifacts" / "manifest.json").read_text())
    assert [e["source"] for e in manifest if e["type"] == "file"] == ["/app/solution.py"]
    assert (folder / "artifacts" / "diff.patch").read_text().startswith("--- a/solution.py")
    assert record.report.submission.endswith("solution.py")
    assert not list(folder.rglob("objectives.py"))
    assert "objectives.py" not in (folder / "artifacts" / "manifest.json").read_text()

    export = tmp_path / "export"
    export_harbor(task, export, pm=pm)
    test_sh = (export / "tests" / "test.sh").read_text()
    assert '"$app/solution.py"' in test_sh and "objectives.py" not in test_sh
    assert 'artifacts = ["/app/solution.py"]' in (export / "task.toml").read_text()
    assert (export / "solution" / "solution.py").is_file()

    site = tmp_path / "site"
    build_site(trials, site, pm)
    pages = [p.read_text() for p in site.rglob("*.html") if record.name in str(p)]
    assert pages and any("solution.py" in page for page in pages)
    assert not any("objectives.py" in page for page in pages)


TASK_OWN = ("syncvals_plugin/task/builtin.py", "syncvals_plugin/objectives/")
"""The built-in task's own plugin: the one place its names belong."""


def _generic_files() -> list[Path]:
    """Every module of every floor but the built-in task's own plugin (:data:`TASK_OWN`)."""
    return [
        p
        for top in ("syncvals_plugin", "verifier", "classifier")
        for p in sorted((ROOT / top).rglob("*.py"))
        if not p.relative_to(ROOT).as_posix().startswith(TASK_OWN)
    ]


def test_no_generic_floor_names_the_builtin_task_s_artifact_or_sealed_module(task):
    """The task spec is the one source of the artifact's and the sealed module's names: no
    string in the code of a generic floor spells the built-in task's."""
    names = (task.submission_name, task.sealed_module)
    files = _generic_files()
    assert len(files) > 80 and any(p.name == "store.py" for p in files)
    named = [
        f"{p.relative_to(ROOT)}:{line}: {value[:80]!r}"
        for p in files
        for line, value in code_strings(p)
        if any(name in value for name in names)
    ]
    assert not named
