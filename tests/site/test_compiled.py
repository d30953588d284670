"""The templates' compiled modules: current with the templates, used when current, ignored when not."""

from __future__ import annotations

from pathlib import Path

import jinja2

from syncvals_plugin.site import compiled
from syncvals_plugin.site.build import _ViewEnvironment, environment


def _fresh() -> jinja2.Environment:
    # An environment configured as the site's, with nothing loaded yet.
    env = environment()
    fresh = _ViewEnvironment(
        loader=compiled.PrecompiledLoader("syncvals_plugin.site", "templates"),
        autoescape=env.autoescape,
        undefined=env.undefined,
        auto_reload=False,
    )
    fresh.filters = dict(env.filters)
    return fresh


def test_the_compiled_modules_are_the_templates_compiled_now(tmp_path):
    """Fails after a template is edited without `python -m syncvals_plugin.site.compiled`."""
    written = compiled.write_all(environment(), tmp_path)
    assert {p.name for p in written} == {
        f"{compiled.module_name(n)}.py" for n in environment().list_templates()
    }
    for path in written:
        committed = compiled.HERE / path.name
        assert committed.is_file(), (
            f"{committed} missing: run python -m syncvals_plugin.site.compiled"
        )
        assert committed.read_text() == path.read_text(), (
            f"{committed} is stale: run python -m syncvals_plugin.site.compiled"
        )


def test_a_current_module_is_loaded_and_a_stale_one_compiled_afresh(tmp_path, monkeypatch):
    calls: list[str] = []
    real = jinja2.Environment.compile

    def counting(self, source, name=None, *args, **kwargs):
        calls.append(name)
        return real(self, source, name, *args, **kwargs)

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    view = {"name": "<b>x</b>"}
    current = (
        _fresh()
        .get_template("index.html")
        .render(rows=[], verdicts=["<i>"], skipped=[view["name"]], root="")
    )
    assert calls == []  # index.html and base.html from their modules

    # A module whose key does not match its template (the template edited since): not used.
    for name in ("index", "base"):
        source = (compiled.HERE / f"tmpl_{name}.py").read_text()
        stale = source.replace("yield '<!doctype html>", "yield '<!doctype stale>")
        (tmp_path / f"tmpl_{name}.py").write_text(stale.replace("# key ", "# key 0", 1))
    monkeypatch.setattr(compiled, "HERE", Path(tmp_path))
    again = (
        _fresh()
        .get_template("index.html")
        .render(rows=[], verdicts=["<i>"], skipped=[view["name"]], root="")
    )
    assert sorted(calls) == ["base.html", "index.html"]
    assert again == current and "&lt;b&gt;x&lt;/b&gt;" in again and "stale" not in again
