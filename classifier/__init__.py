"""The post-hoc classifier (installed as ``syncvals_plugin.classifier``); built by a later issue."""
