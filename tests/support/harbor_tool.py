"""Harbor itself, for the tests that let Harbor judge what SyncVals writes.

Harbor needs Python 3.12, so it lives in a virtual environment of its own, made once per machine
(``~/.cache/syncvals-tests/harbor-<version>``, or ``$SYNCVALS_HARBOR_VENV``) from the first
Python 3.12 found (``python3.12`` on the path or under pyenv).  Without one, the tests that need
Harbor are skipped with the reason; CI has one.
"""

from __future__ import annotations

import fcntl
import glob
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest


def _pinned() -> str:
    # The one place the targeted release is pinned: scripts/harbor_schemas.py (its schemas in
    # tests/harbor_schemas come from the same release).
    text = (Path(__file__).resolve().parents[2] / "scripts" / "harbor_schemas.py").read_text()
    return re.search(r'^HARBOR_VERSION = "([^"]+)"', text, re.M).group(1)


HARBOR_VERSION = _pinned()
CHECK = Path(__file__).with_name("harbor_check.py")


def _python312() -> str | None:
    # pyenv's own builds first: its ``python3.12`` shim on PATH fails unless 3.12 is selected
    # (``pyenv global``), which a fresh CI machine does not do.
    pyenv = sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.12*/bin/python3.12")))
    for candidate in [*reversed(pyenv), shutil.which("python3.12")]:
        if (
            candidate
            and subprocess.run([candidate, "-c", "pass"], capture_output=True).returncode == 0
        ):
            return candidate
    return None


def harbor_venv() -> Path:
    """The folder of a virtual environment with Harbor installed, made on first use.

    Skips the calling test when no Python 3.12 exists or the install fails (the reason is shown).
    """
    venv = Path(
        os.environ.get("SYNCVALS_HARBOR_VENV")
        or Path.home() / ".cache" / "syncvals-tests" / f"harbor-{HARBOR_VERSION}"
    )
    done = venv / ".installed"  # written last: a half-made venv is made again
    if done.exists():
        return venv
    venv.parent.mkdir(parents=True, exist_ok=True)
    # One installer at a time: the suite's workers (pytest-xdist) may all ask on a fresh machine,
    # and a second installer would remove the first one's half-made venv.
    with open(venv.parent / f".{venv.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            _install(venv, done)
    return venv


def _install(venv: Path, done: Path) -> None:
    python = _python312()
    if python is None:
        pytest.skip("Harbor needs Python 3.12 and none is installed here")
    shutil.rmtree(venv, ignore_errors=True)
    try:
        subprocess.run([python, "-m", "venv", str(venv)], check=True, capture_output=True)
        subprocess.run(
            [str(venv / "bin" / "pip"), "install", "-q", f"harbor=={HARBOR_VERSION}"],
            check=True,
            capture_output=True,
            text=True,
            timeout=900,
        )
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        shutil.rmtree(venv, ignore_errors=True)
        detail = getattr(exc, "stderr", "") or ""
        pytest.skip(f"could not install harbor=={HARBOR_VERSION}: {str(detail)[-500:]}")
    done.write_text(HARBOR_VERSION + "\n")


def harbor_env(**extra: str) -> dict[str, str]:
    """The environment Harbor runs in under test: its telemetry off (it would post to PostHog)
    and LiteLLM's price map local (it would fetch one): tests never leave this machine.  No
    colour, none of SyncVals' Python path."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    quiet = {
        "HARBOR_TELEMETRY": "0",
        "DO_NOT_TRACK": "1",
        "NO_COLOR": "1",
        # LiteLLM (Harbor's cost estimates) fetches its price map from GitHub unless told to use
        # the copy it ships.
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    }
    return env | quiet | extra


def _harbor_script(script: Path, *args: str) -> dict:
    """Run one of this folder's scripts with Harbor's Python; its last line of output, as JSON."""
    python = harbor_venv() / "bin" / "python"
    proc = subprocess.run(
        [str(python), "-P", str(script), *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=harbor_env(),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def harbor_check(*folders: Path) -> dict:
    """Harbor's own models on ``folders`` (``tests/support/harbor_check.py``, run by Harbor's
    Python): errors, trials and jobs loaded, what ``harbor view`` detects, each job's metrics."""
    return _harbor_script(CHECK, *map(str, folders))


def harbor(
    *args: str, timeout: float = 300, cwd: Path | None = None
) -> subprocess.CompletedProcess:
    """Harbor's own CLI."""
    return subprocess.run(
        [str(harbor_venv() / "bin" / "harbor"), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=cwd,
        env=harbor_env(),
    )


def harbor_claude(session_folder: Path) -> dict:
    """Harbor's own Claude Code converter on a session folder (``tests/support/harbor_claude.py``,
    run by Harbor's Python): its totals, steps, tool calls, version and model."""
    return _harbor_script(CHECK.with_name("harbor_claude.py"), str(session_folder))


def harbor_mean(folder: Path) -> dict:
    """Harbor's own mean reward per agent and pass@k of the trials under ``folder``
    (``tests/support/harbor_mean.py``, run by Harbor's Python)."""
    return _harbor_script(CHECK.with_name("harbor_mean.py"), str(folder))
