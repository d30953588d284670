"""SyncVals: a sealed-oracle task, a clean-sandbox verifier and a post-hoc trial classifier.

Plugins implement the hooks of :mod:`syncvals_plugin.hookspecs` with :data:`hookimpl`.
"""

from __future__ import annotations

import pluggy

__version__ = "0.1.0"

PROJECT_NAME = "syncvals"
"""The pluggy project name, which is also the entry-point group third-party plugins use."""

hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
"""Decorator marking a plugin function as the implementation of a SyncVals hook."""
