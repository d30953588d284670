"""Every hook is documented and tested; the hooks nothing else exercises are tested here."""

from __future__ import annotations

import inspect
import shutil
from pathlib import Path

import pluggy
import pytest

from syncvals_plugin import hookimpl, hookspecs
from syncvals_plugin.host import Host
from syncvals_plugin.plugins import make_plugin_manager
from tests.conftest import TASK_NAME

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "trials" / "trial_cbd646ceeaba4a90"
HOOKS = sorted(
    n for n, f in inspect.getmembers(hookspecs, inspect.isfunction) if n.startswith("syncvals_")
)


@pytest.mark.parametrize("hook", HOOKS)
def test_every_hook_has_a_test_and_documentation(hook):
    # As datasette's test_plugin_hooks_have_tests: a new hook without a test or a README line fails.
    tests = [p for p in (ROOT / "tests").rglob("test_*.py") if p.name != "test_hooks.py"]
    assert (
        any(hook in p.read_text() for p in tests)
        or f"def {hook}" in Path(__file__).read_text().split("# ---- hook tests", 1)[1]
    ), f"{hook} has no test"
    assert f"`{hook}" in (ROOT / "docs" / "plugins.md").read_text(), (
        f"{hook} is not in docs/plugins.md's hook table"
    )


# ---- hook tests


class Recorder:
    """A plugin that records every finished trial and adds a command and a page section."""

    def __init__(self) -> None:
        self.finished: list[str] = []

    @hookimpl
    def syncvals_trial_finished(self, trial):
        self.finished.append(trial.name)

    @hookimpl
    def syncvals_register_commands(self, subparsers):
        p = subparsers.add_parser("hello", help="say hello")
        p.add_argument("--name", default="world")
        p.set_defaults(func=lambda args: print(f"hello {args.name}") or 0)

    @hookimpl
    def syncvals_page_sections(self, page, trial, task, settings):
        return [{"title": f"Recorder on a {page} page", "body": "<b>escaped</b>"}]


def test_trial_finished_fires_from_every_writer(tmp_path):
    from syncvals_plugin.cli import main
    from syncvals_plugin.importers.convert import import_harbor

    pm = make_plugin_manager()
    recorder = Recorder()
    pm.register(recorder, name="recorder")
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    assert main(["classify", str(trials)], pm=pm) == 0  # rewrites the trial
    import_harbor(trials / SEED.name, tmp_path / "imported", pm)  # writes a new one
    assert recorder.finished == [SEED.name, SEED.name]


class BrokenRule:
    """A rule plugin with a bug: every classification it joins raises."""

    @hookimpl
    def syncvals_classifier_findings(self, trial):
        raise RuntimeError("rule bug")


def test_a_broken_rule_costs_the_classification_never_the_trial(tmp_path, capsys):
    # One finish_trial for every writer: import and classify keep writing, keep notifying, and
    # keep what was classified before; the warning says how to classify it later.
    from syncvals_plugin.cli import main
    from syncvals_plugin.importers.convert import import_harbor
    from syncvals_plugin.records.store import read_trial

    pm = make_plugin_manager()
    recorder = Recorder()
    pm.register(recorder, name="recorder")
    pm.register(BrokenRule(), name="broken")
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    before = read_trial(trials / SEED.name).classification
    [record] = import_harbor(trials / SEED.name, tmp_path / "imported", pm)
    assert (tmp_path / "imported" / record.name / "result.json").is_file()
    assert record.classification is None  # a new trial: nothing to keep
    main(["classify", str(trials)], pm=pm)
    assert read_trial(trials / SEED.name).classification == before  # the old one kept
    assert recorder.finished == [record.name, SEED.name]
    err = capsys.readouterr().err
    assert "classifying" in err and "RuntimeError: rule bug" in err and "syncvals classify" in err


def _hello(session, ctx):
    session.shell("echo hello", "Say hello")
    return "hello"


class HelloAgent:
    """A plugin adding an agent (a module-level class: it travels to worker processes)."""

    @hookimpl
    def syncvals_register_agents(self):
        from syncvals_plugin.records.agent import AgentSpec

        return [AgentSpec("hello", "says hello", _hello)]


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_run_uses_the_plugins_main_was_given_in_every_worker(tmp_path, jobs):
    # One plugin manager per process, passed down: `run` and its worker processes see the agent
    # a plugin registered in main(pm=…), as import, classify and the site do.
    from syncvals_plugin.cli import main
    from syncvals_plugin.records.store import find_trials, read_trial

    pm = make_plugin_manager()
    pm.register(HelloAgent(), name="hello-agent")
    trials = tmp_path / "trials"
    code = main(
        [
            "run",
            TASK_NAME,
            "--agent",
            "hello",
            "-n",
            "2",
            "--jobs",
            jobs,
            "--trials-dir",
            str(trials),
        ],
        pm=pm,
    )
    assert code == 1  # ran, and failed: saying hello implements nothing
    records = [read_trial(p) for p in find_trials(trials)]
    assert [r.config.agent for r in records] == ["hello", "hello"]
    assert all(r.result.reward == 0 for r in records)


def test_a_plugin_adds_a_command(capsys):
    from syncvals_plugin.cli import main

    pm = make_plugin_manager()
    pm.register(Recorder(), name="recorder")
    assert main(["hello", "--name", "plugins"], pm=pm) == 0
    assert capsys.readouterr().out == "hello plugins\n"


def test_page_sections_reach_trial_and_task_pages(tmp_path):
    from syncvals_plugin.site.build import build_site

    pm = make_plugin_manager()
    pm.register(Recorder(), name="recorder")
    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    build_site(trials, tmp_path / "site", pm)
    trial_page = (tmp_path / "site" / "trial" / SEED.name / "index.html").read_text()
    task_page = next((tmp_path / "site" / "task").glob("*/index.html")).read_text()
    assert "Recorder on a trial page" in trial_page and "&lt;b&gt;escaped&lt;/b&gt;" in trial_page
    assert "Recorder on a task page" in task_page


def test_calibration_block_is_the_first_task_section(tmp_path, task):
    import json

    from syncvals_plugin.calibration.plugin import syncvals_page_sections

    folder = tmp_path / "calibration" / task.name
    folder.mkdir(parents=True)
    (folder / "calibration.json").write_text(json.dumps({"nonsense": True}))
    [section] = syncvals_page_sections(
        "task", None, task.name, {"calibration_dir": tmp_path / "calibration"}
    )
    assert section["title"] == "Calibration" and "unreadable" in section["body"]
    assert (
        syncvals_page_sections(
            "trial", None, task.name, {"calibration_dir": tmp_path / "calibration"}
        )
        == []
    )


def test_loading_a_trial_with_the_builtin_reader_disabled_is_a_clear_error(tmp_path, monkeypatch):
    from syncvals_plugin.importers.convert import import_harbor
    from syncvals_plugin.records.trial import TrialFormatError

    monkeypatch.setenv("SYNCVALS_DISABLE_PLUGINS", "syncvals_plugin.importers.builtin")
    with pytest.raises(TrialFormatError, match="no plugin reads"):
        import_harbor(SEED, tmp_path / "out", make_plugin_manager())


def test_agent_name_clashes_are_refused():
    from syncvals_plugin.agents.runner import AgentNotFound, agent_registry

    class Clash:
        @hookimpl
        def syncvals_register_agents(self):
            from syncvals_plugin.agents.builtin import syncvals_register_agents

            return [syncvals_register_agents()[0]]

    pm = make_plugin_manager()
    pm.register(Clash(), name="clash")
    with pytest.raises(AgentNotFound, match="registered twice"):
        agent_registry(pm)


def test_every_hook_is_called_from_the_host_alone():
    package = [
        *(ROOT / "syncvals_plugin").rglob("*.py"),
        *(ROOT / "verifier").rglob("*.py"),
        *(ROOT / "classifier").rglob("*.py"),
    ]
    callers = sorted(
        str(p.relative_to(ROOT)) for p in package if ".hook.syncvals_" in p.read_text()
    )
    assert callers == ["syncvals_plugin/host.py"]
    host = (ROOT / "syncvals_plugin" / "host.py").read_text()
    assert all(host.count(f".hook.{hook}(") == 1 for hook in HOOKS), "each hook has one call site"


def test_a_foreign_format_reader_is_used_by_import(tmp_path):
    from syncvals_plugin.importers.convert import import_harbor
    from syncvals_plugin.records.store import read_trial

    class FakeFormat:
        @hookimpl(tryfirst=True)
        def syncvals_load_trial(self, path, task):
            if not str(path).endswith(".fake"):
                return None
            record = read_trial(SEED)
            record.path = None
            return [record]

    pm = make_plugin_manager()
    pm.register(FakeFormat(), name="fake-format")
    [record] = import_harbor(tmp_path / "run.fake", tmp_path / "out", pm)
    assert (tmp_path / "out" / record.name / "result.json").is_file()


def test_a_transcript_is_read_through_the_loading_hook_too(tmp_path, task):
    # Importing a Claude Code session goes through syncvals_load_trial like any foreign format:
    # a plugin that reads the file first is the one used (the built-in reader is the last).
    from syncvals_plugin.importers.convert import import_claude_code
    from syncvals_plugin.records.store import read_trial

    seen = []

    class OwnTranscripts:
        @hookimpl(tryfirst=True)
        def syncvals_load_trial(self, path, task):
            seen.append((Path(path).name, task.name if task else None))
            record = read_trial(SEED)
            record.path = None
            return [record]

    pm = make_plugin_manager()
    pm.register(OwnTranscripts(), name="own-transcripts")
    session = tmp_path / "session.jsonl"
    session.write_text("{}\n")
    record = import_claude_code(session, task, tmp_path / "out", pm)
    assert seen == [("session.jsonl", TASK_NAME)]
    assert record.trajectory is not None and (tmp_path / "out" / record.name).is_dir()


def test_the_first_classify_answer_wins_and_judges_still_speak():
    from syncvals_plugin.classifier.classify import classify
    from syncvals_plugin.records.store import read_trial
    from syncvals_plugin.records.trial import Classification

    class Table:
        @hookimpl(tryfirst=True)
        def syncvals_classify(self, trial, findings):
            return Classification(verdict="GOOD_FAILURE", subtype="Custom", source="custom-table")

    class Judge:
        @hookimpl
        def syncvals_judge(self, trial, classification):
            assert classification.source == "custom-table"
            return Classification(verdict="BAD_FAILURE", subtype="Judged", source="judge")

    pm = make_plugin_manager()
    pm.register(Table(), name="table")
    pm.register(Judge(), name="judge")
    result = classify(pm, read_trial(SEED))
    assert (result.subtype, result.source) == ("Custom", "custom-table")
    assert result.alternatives[0]["source"] == "judge" and result.alternatives[0]["kind"] == "judge"


def test_the_cases_fingerprint_covers_a_package_plugin_s_siblings_and_a_lone_module_alone(
    tmp_path, monkeypatch, task
):
    """Expected outputs are keyed on the code that builds the cases: a package plugin's cases may
    live beside it (as the built-in task's do), a plugin module on its own is only itself."""
    import importlib

    from syncvals_plugin.host import TaskCases

    package = tmp_path / "casepkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "cases.py").write_text("SEED = 1\n")
    hook = "from syncvals_plugin import hookimpl\n\n@hookimpl\ndef syncvals_task_cases(task, seed):\n    return None\n"
    (package / "plugin.py").write_text(hook)
    (tmp_path / "lone_plugin.py").write_text(hook)
    (tmp_path / "neighbour.py").write_text("X = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    def fingerprint(module: str) -> str:
        pm = pluggy.PluginManager("syncvals")
        pm.add_hookspecs(hookspecs)
        pm.register(importlib.import_module(module), name=module)
        return TaskCases(Host(pm), task).fingerprint

    before = fingerprint("casepkg.plugin"), fingerprint("lone_plugin")
    (package / "cases.py").write_text("SEED = 2\n")
    (tmp_path / "neighbour.py").write_text("X = 2\n")
    after = fingerprint("casepkg.plugin"), fingerprint("lone_plugin")
    assert after[0] != before[0] and after[1] == before[1]


class FamilyNamer:
    """A task plugin naming the input families of its own task's served calls."""

    @hookimpl(tryfirst=True)
    def syncvals_task_input_families(self, task):
        return "tests.data.oracle_server" if task.name == "other-task" else None


def test_syncvals_task_input_families_names_the_task_s_own_module(task):
    """The built-in task answers with its families module; another plugin answers for its own
    task and leaves ours alone (first result wins, None passes)."""
    import importlib

    pm = make_plugin_manager()
    pm.register(FamilyNamer())
    host = Host(pm)
    module = importlib.import_module(host.input_families(task))
    assert module.call_families("masked_mean", {"mask": __import__("torch").zeros(3)}) == [
        "empty-mask"
    ]
    other = task.model_copy(update={"name": "other-task"})
    assert host.input_families(other) == "tests.data.oracle_server"
