"""An embedding program's plugin manager reaches every path: below the command line the plugin
manager is a required argument, and only ``main`` makes one (a default made lower down would
silently drop the program's plugins)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from syncvals_plugin import hookimpl
from syncvals_plugin.plugins import make_plugin_manager
from tests.conftest import TASK_NAME

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [ROOT / "syncvals_plugin", ROOT / "verifier", ROOT / "classifier"]


class Witness:
    """An embedding program's own plugin: notes each hook it is called on, in a file (worker
    processes rebuild the plugin, and note there too)."""

    def __init__(self, log: Path) -> None:
        self.log = str(log)

    def _note(self, what: str) -> None:
        with open(self.log, "a") as fh:
            fh.write(what + "\n")

    @hookimpl
    def syncvals_trial_finished(self, trial):
        self._note("finished")

    @hookimpl(wrapper=True)
    def syncvals_verify(self, task, submission, options, progress, cases):
        self._note("verify")
        return (yield)

    @hookimpl(wrapper=True)
    def syncvals_task_cases(self, task, seed):
        self._note("cases")
        return (yield)

    @hookimpl
    def syncvals_page_sections(self, page, trial, task, settings):
        self._note("page")
        return []


@pytest.mark.slow
def test_an_embedding_program_s_plugin_is_seen_on_every_path(task, tmp_path):
    from syncvals_plugin.cli import main

    pm = make_plugin_manager()
    log = tmp_path / "seen.log"
    pm.register(Witness(log), name="witness")

    def seen(*argv: str) -> tuple[int, set[str]]:
        log.write_text("")
        code = main(list(argv), pm=pm)
        return code, set(log.read_text().split())

    trials, imported = tmp_path / "trials", tmp_path / "imported"
    code, hooks = seen("run", TASK_NAME, "--agent", "nop", "--trials-dir", str(trials))
    assert code == 1 and {"verify", "finished"} <= hooks, ("run", hooks)
    code, hooks = seen("verify", TASK_NAME, str(task.stub))
    assert code == 1 and "verify" in hooks, ("verify", hooks)
    code, hooks = seen("classify", str(trials))
    assert code == 0 and "finished" in hooks, ("classify", hooks)
    [job] = [p for p in trials.iterdir() if p.name.startswith("job_")]
    code, hooks = seen("import", "harbor", str(job), "--trials-dir", str(imported))
    assert code == 0 and "finished" in hooks, ("import", hooks)
    code, hooks = seen("reverify", str(trials), "--rewrite", "--jobs", "1")
    assert code == 0 and {"verify", "finished"} <= hooks, ("reverify", hooks)
    code, hooks = seen("site", "--trials", str(trials), "--out", str(tmp_path / "site"))
    assert code == 0 and "page" in hooks, ("site", hooks)
    code, hooks = seen("export", "harbor", TASK_NAME, str(tmp_path / "export"))
    assert code == 0 and "cases" in hooks, ("export", hooks)


def test_below_the_command_line_the_plugin_manager_is_a_required_argument():
    from syncvals_plugin.agents.reverify import reverify_trials
    from syncvals_plugin.agents.runner import run_batch, run_trial, run_trials
    from syncvals_plugin.calibration.report import baselines, calibrate, hack_resistance
    from syncvals_plugin.classifier.classify import finish_trial
    from syncvals_plugin.cli import build_parser
    from syncvals_plugin.export.harbor import export_harbor
    from syncvals_plugin.importers.convert import import_claude_code, import_harbor
    from syncvals_plugin.site.build import build_site
    from syncvals_plugin.verifier.plugin import verify

    for function in (
        run_trial,
        run_trials,
        run_batch,
        reverify_trials,
        import_harbor,
        import_claude_code,
        finish_trial,
        verify,
        build_site,
        export_harbor,
        baselines,
        hack_resistance,
        calibrate,
        build_parser,
    ):
        pm = inspect.signature(function).parameters["pm"]
        assert pm.default is inspect.Parameter.empty, f"{function.__qualname__}: pm has a default"


def test_only_the_command_line_makes_a_plugin_manager():
    # A plugin manager made anywhere else would be a second one, without an embedding program's
    # plugins: `main` makes the one, when its caller gave none.
    makers = []
    for folder in SOURCES:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(), filename=str(path))
            functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
            for function in functions:
                for node in ast.walk(function):
                    if (
                        isinstance(node, ast.Call)
                        and getattr(node.func, "id", None) == "make_plugin_manager"
                    ):
                        makers.append(f"{path.relative_to(ROOT)}:{function.name}")
    assert sorted(set(makers)) == ["syncvals_plugin/cli.py:main"], makers
