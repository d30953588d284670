"""The plugin manager factory: built-in plugins, then entry points, then ``check_pending()``.

Environment switches:

``SYNCVALS_PLUGINS``
    comma-separated allowlist of entry-point plugin names to load (unset: load all; empty: none).
``SYNCVALS_DISABLE_PLUGINS``
    comma-separated plugin names (built-in module names or entry-point names) never registered.
``SYNCVALS_TRACE_HOOKS``
    when ``1``, every hook call is written to stderr.
"""

from __future__ import annotations

import importlib
import os
import sys
from importlib.metadata import entry_points

import pluggy

from syncvals_plugin import PROJECT_NAME, hookspecs
from syncvals_plugin.errors import SyncValsError

DEFAULT_PLUGINS: tuple[str, ...] = (
    "syncvals_plugin.task.builtin",
    "syncvals_plugin.agents.builtin",
    "syncvals_plugin.importers.builtin",
    "syncvals_plugin.verifier.plugin",
    "syncvals_plugin.objectives.plugin",
    "syncvals_plugin.classifier.rules.harness",
    "syncvals_plugin.classifier.rules.integrity",
    "syncvals_plugin.classifier.rules.submission",
    "syncvals_plugin.classifier.rules.outcome",
    "syncvals_plugin.classifier.verdict",
    "syncvals_plugin.calibration.plugin",
    "syncvals_plugin.judge.plugin",
)
"""Modules registered first, in this order, as SyncVals' own behaviour."""


class PluginLoadError(SyncValsError, RuntimeError):
    """A third-party plugin could not be imported or does not match the hook specifications."""


def _names(variable: str) -> set[str] | None:
    raw = os.environ.get(variable)
    if raw is None:
        return None
    return {name.strip() for name in raw.split(",") if name.strip()}


def make_plugin_manager() -> pluggy.PluginManager:
    """Build a fresh plugin manager with the built-in and the installed plugins registered.

    :raises PluginLoadError: when an entry-point plugin fails to import or implements a hook
        that does not exist (a typo in a hook name would otherwise be silently ignored).
    """
    pm = pluggy.PluginManager(PROJECT_NAME)
    pm.add_hookspecs(hookspecs)
    disabled = _names("SYNCVALS_DISABLE_PLUGINS") or set()
    allowed = _names("SYNCVALS_PLUGINS")
    for module_name in DEFAULT_PLUGINS:
        if module_name not in disabled:
            pm.register(importlib.import_module(module_name), name=module_name)
    for ep in entry_points(group=PROJECT_NAME):
        if ep.name in disabled or (allowed is not None and ep.name not in allowed):
            continue
        if pm.get_plugin(ep.name) is not None:
            continue
        try:
            plugin = ep.load()
        except Exception as exc:  # a broken third-party plugin must be named, not crash obscurely
            raise PluginLoadError(
                f"plugin {ep.name!r} ({ep.value}) failed to import: {exc}"
            ) from exc
        pm.register(plugin, name=ep.name)
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        raise PluginLoadError(f"a plugin implements an unknown hook: {exc}") from exc
    if os.environ.get("SYNCVALS_TRACE_HOOKS") == "1":
        pm.trace.root.setwriter(sys.stderr.write)
        pm.enable_tracing()
    return pm


def portable(pm: pluggy.PluginManager) -> list[tuple[str, str | object]]:
    """What rebuilds ``pm`` in another process (:func:`rebuilt`): each registered plugin in
    order, a module by its import name, any other plugin object as itself (it must pickle).

    :raises PluginLoadError: naming a plugin that cannot travel to another process.
    """
    import pickle
    import types

    out: list[tuple[str, str | object]] = []
    for name, plugin in pm.list_name_plugin():
        if plugin is None:
            continue  # blocked
        if isinstance(plugin, types.ModuleType):
            out.append((name, plugin.__name__))
            continue
        try:
            pickle.dumps(plugin)
        except Exception as exc:  # noqa: BLE001 - any pickling failure means the same thing
            raise PluginLoadError(
                f"plugin {name!r} cannot be sent to worker processes ({exc}); run with --jobs 1"
            ) from exc
        out.append((name, plugin))
    return out


def rebuilt(spec: list[tuple[str, str | object]]) -> pluggy.PluginManager:
    """The plugin manager :func:`portable` described: the same plugins, in the same order."""
    pm = pluggy.PluginManager(PROJECT_NAME)
    pm.add_hookspecs(hookspecs)
    for name, plugin in spec:
        pm.register(importlib.import_module(plugin) if isinstance(plugin, str) else plugin, name)
    return pm


def plugin_table(pm: pluggy.PluginManager) -> list[tuple[str, list[str]]]:
    """List ``(plugin name, hooks it implements)`` for every registered plugin."""
    rows = []
    for name, plugin in pm.list_name_plugin():
        hooks = sorted(caller.name for caller in pm.get_hookcallers(plugin) or [])
        rows.append((name, hooks))
    return rows
