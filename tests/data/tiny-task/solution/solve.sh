#!/usr/bin/env bash
# Installs the reference solution as the submission (Harbor's oracle agent runs this).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app=${SYNCVALS_APP_DIR:-/app}
cp "$here/solution.py" "$app/solution.py"
echo "installed the reference solution into $app/solution.py"
