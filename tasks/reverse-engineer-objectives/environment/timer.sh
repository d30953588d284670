#!/usr/bin/env bash
# Prints the agent's remaining time budget as H:MM.
# The workspace's start time and budget (seconds) live in .timer_start beside this script;
# `syncvals prepare` writes it, and the first call creates it if it is missing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
stamp="$here/.timer_start"
if [ ! -s "$stamp" ]; then
  echo "$(date +%s) 7200" > "$stamp"
fi
read -r start budget < "$stamp"
now=$(date +%s)
left=$(( budget - (now - start) ))
if [ "$left" -lt 0 ]; then left=0; fi
echo "Remaining time (hours:minutes):"
printf '%d:%02d\n' $(( left / 3600 )) $(( (left % 3600) / 60 ))
