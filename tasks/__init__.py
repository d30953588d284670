"""Task folders shipped with SyncVals (data, installed as ``syncvals_plugin.task_data``)."""
