"""The task stage: task specs from task.toml, workspaces, sealing the reference."""
