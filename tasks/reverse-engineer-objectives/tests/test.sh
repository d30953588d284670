#!/usr/bin/env bash
# Harbor verifier entry point: grades the agent's objectives.py in the clean sandbox.
# Writes the reward to $SYNCVALS_LOGS_DIR/reward.txt (default /logs/verifier) and exits 0
# exactly when the reward is 1. Override SYNCVALS_APP_DIR / SYNCVALS_LOGS_DIR to run locally.
set -u
app=${SYNCVALS_APP_DIR:-/app}
logs=${SYNCVALS_LOGS_DIR:-/logs/verifier}
mkdir -p "$logs"
# A reward file found here was not written by this run: gone before grading, so a run that
# writes none (a grader fault, a missing submission) leaves none.
rm -rf -- "$logs/reward.txt" "$logs/reward.json"
if [ -e "$logs/reward.txt" ] || [ -e "$logs/reward.json" ]; then
  echo "verifier error: cannot remove the reward files already in $logs" >&2
  exit 2
fi
syncvals verify reverse-engineer-objectives "$app/objectives.py" --out "$logs"
status=$?
if [ ! -s "$logs/reward.txt" ]; then
  echo "verifier error: no reward written (exit $status)" >&2
  exit 2
fi
exit "$status"
