"""Where SyncVals keeps what it builds once per installation (sealed modules, expected outputs,
the environment manifest, the judge's answers): floor 0, so the sandbox floor below the task
can find its manifest without importing the task."""

from __future__ import annotations

import functools
import os
from pathlib import Path


def cache_root() -> Path:
    """Where sealed modules are kept: ``$SYNCVALS_CACHE_DIR``, else the user cache dir."""
    env = os.environ
    return _cache_root(env.get("SYNCVALS_CACHE_DIR"), env.get("XDG_CACHE_HOME"), env.get("HOME"))


@functools.lru_cache(maxsize=8)
def _cache_root(explicit: str | None, xdg: str | None, home: str | None) -> Path:
    # Keyed by the variables it reads: asked once per classified trial, worked out once.
    if explicit:
        return Path(explicit)
    base = xdg or str(Path.home() / ".cache")
    return Path(base) / "syncvals"
