"""The baselines and the one definition of a reference run agree."""

from __future__ import annotations

from syncvals_plugin.agents.expectations import BASELINES
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.trial import REFERENCE_AGENTS


def test_every_baseline_and_harbor_s_reference_agents_are_reference_runs():
    from syncvals_plugin.agents.runner import agent_registry

    assert {b.agent for b in BASELINES} | {"oracle", "nop", "attack"} <= REFERENCE_AGENTS
    # Every reference agent is a registered built-in; the external-command agent is not one.
    registered = set(agent_registry(make_plugin_manager()))
    assert REFERENCE_AGENTS <= registered and "command" not in REFERENCE_AGENTS


def test_the_oracle_s_description_says_what_its_classification_finds(task, tmp_path):
    """The oracle agent is described as what its trial's root cause records: it ran the task's
    own solution script (not "the reference solution": the reference is what the served oracle
    logs calls to, and the oracle never calls it)."""
    from syncvals_plugin.agents.config import TrialConfig
    from syncvals_plugin.agents.runner import agent_registry, run_trial
    from syncvals_plugin.classifier.classify import classify

    pm = make_plugin_manager()
    described = agent_registry(pm)["oracle"].description
    ran = run_trial(TrialConfig(task=task, agent="oracle", trials_dir=tmp_path), pm)
    found = classify(pm, ran)
    assert found.subtype == "Reference Solution"
    assert "the task's own solution script" in found.root_cause
    assert "the task's own solution script" in described and "reference" not in described
