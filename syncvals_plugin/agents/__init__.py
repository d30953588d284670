"""Agents the runner can start: the baselines SyncVals ships, the attack battery and the
external-command adapter.  Their records (``AgentSpec``, ``AgentContext``) live in
:mod:`syncvals_plugin.records.agent`: they cross the ``syncvals_register_agents`` hook."""
