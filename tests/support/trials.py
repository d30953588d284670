"""Built-in agents' trials run once per test run and read by every test that checks them.

The runner's tests (tests/agents/test_runner.py) and the classifier's baseline tests
(tests/classifier/test_classifier.py) check different things of the same trials: an oracle, a
nop, a quitter, the cheats.  Each trial is a real run (workspace, agent, sandboxed grading,
classification, records written); it runs once, whichever test asks first, and the others read
the folder it wrote.  Tests only read these folders.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from tests.support.shared import once


def shared_trial(
    factory: pytest.TempPathFactory,
    task,
    agent: str,
    options: dict[str, str] | None = None,
    fault: str | None = None,
) -> Path:
    """The folder of one trial of ``agent`` with ``options`` (and ``fault`` injected) on
    ``task``, run with the built-in plugins the first time any test of this run asks for it."""
    options = dict(options or {})
    spec = json.dumps([task.name, str(task.directory), agent, options, fault], sort_keys=True)
    key = f"trial-{agent}-{hashlib.sha256(spec.encode()).hexdigest()[:16]}"

    def run(folder: Path) -> str:
        pm = make_plugin_manager()
        config = TrialConfig(
            task=task, agent=agent, options=options, trials_dir=folder, fault=fault
        )
        record = run_trial(config, pm)
        return str(record.path)

    return Path(once(factory, key, run))
