"""The templates compiled by Jinja into a private folder of the cache: made once, used whole,
keyed by what they are made of, and refused where others could write them."""

from __future__ import annotations

import os
from pathlib import Path

import jinja2

from syncvals_plugin.site import loader
from syncvals_plugin.site.build import environment


def _site_like(templates: jinja2.BaseLoader) -> jinja2.Environment:
    # An environment configured as the site's, with nothing loaded yet.
    env = environment()
    fresh = jinja2.Environment(
        loader=templates, autoescape=env.autoescape, undefined=env.undefined, auto_reload=False
    )
    fresh.filters = dict(env.filters)
    return fresh


def _counting(monkeypatch) -> list[str]:
    calls: list[str] = []
    real = jinja2.Environment.compile

    def counting(self, source, name=None, *args, **kwargs):
        calls.append(name)
        return real(self, source, name, *args, **kwargs)

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    return calls


def test_the_sites_templates_compile_once_and_render_as_jinja_renders_them(tmp_path, monkeypatch):
    package = jinja2.PackageLoader("syncvals_plugin.site", "templates")
    folder = loader.compiled_folder(_site_like(package), tmp_path)
    assert folder is not None and folder.parent == tmp_path / loader.FOLDER
    names = package.list_templates()
    assert len(list(folder.glob("tmpl_*.py"))) == len(names) == 9
    assert len(list((folder / "__pycache__").glob("*.pyc"))) == 9  # with or without the env var
    assert (os.stat(folder).st_mode & 0o777, os.stat(folder.parent).st_mode & 0o777) == (
        0o700,
        0o700,
    )

    calls = _counting(monkeypatch)
    again = _site_like(package)
    assert loader.compiled_folder(again, tmp_path) == folder
    again.loader = jinja2.ModuleLoader(folder)
    args = {"rows": [], "verdicts": ["<i>"], "skipped": ["<b>x</b>"], "root": ""}
    page = again.get_template("index.html").render(**args)
    assert calls == []  # index.html and base.html from their compiled modules
    assert page == _site_like(package).get_template("index.html").render(**args)
    assert "&lt;b&gt;x&lt;/b&gt;" in page and "<b>x" not in page


def test_an_edited_template_is_compiled_into_a_folder_of_its_own(tmp_path):
    templates = {"page.html": "<p>{{ x }}</p>"}
    first = loader.compiled_folder(_site_like(jinja2.DictLoader(templates)), tmp_path)
    templates["page.html"] = "<div>{{ x }}</div>"
    edited = _site_like(jinja2.DictLoader(templates))
    second = loader.compiled_folder(edited, tmp_path)
    assert first is not None and second is not None and first != second
    edited.loader = jinja2.ModuleLoader(second)
    assert edited.get_template("page.html").render(x="<b>") == "<div>&lt;b&gt;</div>"
    # Each set compiled aside and renamed into place: no scratch folder left behind.
    assert {p.name for p in (tmp_path / loader.FOLDER).iterdir()} == {first.name, second.name}


def test_a_folder_others_may_write_is_not_used(tmp_path):
    env = _site_like(jinja2.DictLoader({"page.html": "{{ x }}"}))
    folder = loader.compiled_folder(env, tmp_path)
    assert folder is not None
    folder.chmod(0o777)
    assert loader.compiled_folder(env, tmp_path) is None
    folder.chmod(0o700)
    folder.parent.chmod(0o770)
    assert loader.compiled_folder(env, tmp_path) is None


def test_without_a_writable_cache_the_templates_compile_in_memory(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(tmp_path / "file" / "cache"))
    env = _site_like(jinja2.DictLoader({"page.html": "{{ x }}"}))
    own = env.loader
    assert loader.compiled_loader(env) is own
    assert env.get_template("page.html").render(x="<i>") == "&lt;i&gt;"


def test_the_site_environment_loads_compiled_modules():
    assert isinstance(environment().loader, jinja2.ModuleLoader)
    assert environment().autoescape is True


def test_no_compiled_template_is_in_the_package():
    site = Path(loader.__file__).parent
    assert not list(site.glob("tmpl_*.py")), "compiled templates belong in the cache"
    assert len(list((site / "templates").glob("*.html"))) == 9
