"""The plugin host: hook specs documented, entry-point plugins, allowlist and disable switch."""

from __future__ import annotations

import inspect
import os
import shutil
import textwrap

import pytest

from syncvals_plugin import hookspecs
from syncvals_plugin.plugins import DEFAULT_PLUGINS, PluginLoadError, make_plugin_manager
from tests.conftest import run_cli


def test_every_hook_is_prefixed_typed_and_documented():
    hooks = [
        f for n, f in inspect.getmembers(hookspecs, inspect.isfunction) if n.startswith("syncvals_")
    ]
    assert {h.__name__ for h in hooks} >= {"syncvals_register_tasks", "syncvals_verify"}
    for hook in hooks:
        assert hook.__doc__ and len(hook.__doc__.strip()) > 40, hook.__name__
        assert hook.__annotations__.get("return"), f"{hook.__name__} has no return annotation"
        assert all(name in hook.__annotations__ for name in inspect.signature(hook).parameters), (
            hook.__name__
        )


def test_default_plugins_are_registered():
    pm = make_plugin_manager()
    assert all(pm.get_plugin(name) is not None for name in DEFAULT_PLUGINS)


@pytest.fixture
def plugin_env(tmp_path, task):
    """A throwaway installed plugin (a dist-info with an entry point) that adds a second task."""
    second = tmp_path / "second-task"
    shutil.copytree(task.directory, second)
    toml = (
        (second / "task.toml")
        .read_text()
        .replace("syncvals/reverse-engineer-objectives", "acme/second-task")
    )
    (second / "task.toml").write_text(toml)
    (tmp_path / "acme_plugin.py").write_text(
        textwrap.dedent(f"""
        from pathlib import Path
        from syncvals_plugin import hookimpl
        from syncvals_plugin.task.spec import load_task

        @hookimpl
        def syncvals_register_tasks():
            return [load_task(Path({str(second)!r}))]
    """)
    )
    dist = tmp_path / "acme_plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: acme-plugin\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[syncvals]\nacme = acme_plugin\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return env, tmp_path


def test_entry_point_plugin_adds_a_task(plugin_env):
    env, _ = plugin_env
    proc = run_cli("tasks", env=dict(env, COLUMNS="200"))
    assert proc.returncode == 0, proc.stderr
    assert "second-task" in proc.stdout and "reverse-engineer-objectives" in proc.stdout
    plugins = run_cli("plugins", env=dict(env, COLUMNS="200"))
    assert "acme" in plugins.stdout and "syncvals_register_tasks" in plugins.stdout


@pytest.mark.slow
def test_allowlist_and_disable_switch(plugin_env):
    env, _ = plugin_env
    assert (
        "second-task"
        not in run_cli("tasks", env=dict(env, COLUMNS="200", SYNCVALS_PLUGINS="")).stdout
    )
    assert (
        "second-task"
        in run_cli("tasks", env=dict(env, COLUMNS="200", SYNCVALS_PLUGINS="acme")).stdout
    )
    assert (
        "second-task"
        not in run_cli(
            "tasks", env=dict(env, COLUMNS="200", SYNCVALS_DISABLE_PLUGINS="acme")
        ).stdout
    )


def test_a_plugin_with_an_unknown_hook_is_named(plugin_env, monkeypatch):
    env, root = plugin_env
    (root / "acme_plugin.py").write_text(
        "from syncvals_plugin import hookimpl\n\n"
        "@hookimpl\ndef syncvals_register_taks():\n    return []\n"
    )
    monkeypatch.syspath_prepend(str(root))
    with pytest.raises(PluginLoadError, match="unknown hook"):
        make_plugin_manager()
    proc = run_cli("tasks", env=env)
    assert proc.returncode == 2 and "unknown hook" in proc.stderr and "Traceback" not in proc.stderr


def test_the_cli_and_plugin_host_do_not_import_torch():
    # The verifier overlaps its sandbox's torch import with the parent's; an eager import breaks that.
    import subprocess
    import sys

    code = (
        "import sys, syncvals_plugin.cli, syncvals_plugin.plugins as p; p.make_plugin_manager(); "
        "print('torch' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "False"
