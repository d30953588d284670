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
