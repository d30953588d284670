"""The post-hoc classifier (installed as ``syncvals_plugin.classifier``): signals read from a
trial's records and code, generic rule families, the verdict table, evidence checks and the
task-level summary.  What only one task knows comes from that task's plugin
(``syncvals_task_findings``); the classifier explains a trial and never changes its reward."""
