"""Exports of a task for other harnesses (Harbor)."""
