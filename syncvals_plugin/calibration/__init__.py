"""Calibration: the task author's report over baselines, mutants and recorded trials."""
