"""The clean-sandbox verifier: held-out suite, sandboxed run, comparison, report and reward.

Installed as ``syncvals_plugin.verifier``; it never imports the classifier or the site.
"""
