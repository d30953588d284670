"""Agent text reaches HTML only through the site's autoescaped Jinja2 templates (issue 39 item 7).

The site's Python builds views (plain data); no ``.py`` of the site may make HTML or escape text
itself: no markup in its strings (an f-string, ``%`` or ``.format`` making a tag, or a hand-made
entity), no ``Markup``, no ``escape`` (markupsafe's, ``html``'s or Jinja's), no ``__html__``.  The
templates may mark nothing safe but what a template rendered: the index's rows and the task
page's grid.  Each rule is also shown catching the code it forbids (the f-strings and escaping
the site used before).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from jinja2.defaults import DEFAULT_FILTERS

from syncvals_plugin.site import build
from syncvals_plugin.site.build import environment

SITE = Path(build.__file__).resolve().parent
TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)")
"""A tag's start (``<pre``, ``</div>``, ``<br/>``), also where a string ends at it."""
ENTITY = re.compile(r"&(?:[A-Za-z]+|#[0-9]+|#[xX][0-9A-Fa-f]+);")
FORBIDDEN_NAMES = {"Markup", "escape", "escape_silent", "soft_str", "__html__", "unescape"}
FORBIDDEN_MODULES = ("html", "markupsafe")
SAFE_ALLOWED = {("index.html", "row"), ("task.html", "grid")}
"""``(template, expression)`` pairs that may use ``|safe``: the index's rows, each rendered by
``index_row.html`` (autoescaped) and kept in the manifest, and the task page's function x trial
grid, rendered by ``task_grid.html`` (autoescaped) and kept beside it."""


def _documentation(tree: ast.AST) -> set[int]:
    # Bare strings standing as statements (docstrings, attribute docs): text, never output.
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def html_in_code(source: str, where: str = "<source>") -> list[str]:
    """Every place in Python ``source`` that makes HTML or escapes text by hand."""
    tree = ast.parse(source)
    docs = _documentation(tree)
    found = []
    for node in ast.walk(tree):
        line = f"{where}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES:
                    found.append(f"{line}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[0] in FORBIDDEN_MODULES:
                found.append(f"{line}: from {module} import ...")
            for alias in node.names:
                if alias.name in FORBIDDEN_NAMES or alias.name in FORBIDDEN_MODULES:
                    found.append(f"{line}: imports {alias.name}")
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            found.append(f"{line}: uses {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_NAMES:
            found.append(f"{line}: uses .{node.attr}")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docs
            and (TAG.search(node.value) or ENTITY.search(node.value))
        ):
            found.append(f"{line}: markup in a string: {node.value[:60]!r}")
    return found


def safe_in_templates(templates: dict[str, str]) -> list[str]:
    """Every use of ``|safe``, ``{% autoescape false %}`` or ``{% filter safe %}`` in templates
    (name -> source) outside :data:`SAFE_ALLOWED`."""
    found = []
    for name, text in templates.items():
        for match in re.finditer(r"\{\{-?\s*([^{}|]+?)\s*\|\s*safe\b", text):
            if (name, match.group(1).strip()) not in SAFE_ALLOWED:
                found.append(f"{name}: {match.group(0)}")
        for match in re.finditer(r"\|\s*safe\b", text):
            if not any(
                m.start() <= match.start() < m.end()
                for m in re.finditer(r"\{\{-?\s*([^{}|]+?)\s*\|\s*safe\b", text)
            ):
                found.append(f"{name}: {match.group(0)} outside an output")
        if re.search(r"\{%-?\s*(autoescape\s+false|filter\s+safe)", text, re.I):
            found.append(f"{name}: autoescaping turned off")
    return found


def _site_sources() -> dict[Path, str]:
    return {path: path.read_text() for path in sorted(SITE.glob("*.py"))}


def test_no_site_code_makes_html_or_escapes_text():
    sources = _site_sources()
    assert {p.name for p in sources} >= {"build.py", "views.py", "cli.py", "loader.py"}
    found = [hit for path, text in sources.items() for hit in html_in_code(text, path.name)]
    assert found == []


def test_templates_autoescape_and_mark_nothing_safe_but_rendered_parts():
    env = environment()
    assert env.autoescape is True
    assert set(env.filters) <= set(DEFAULT_FILTERS), "a filter of the site's own could emit markup"
    templates = {path.name: path.read_text() for path in (SITE / "templates").glob("*.html")}
    assert safe_in_templates(templates) == []
    assert "{{ row|safe }}" in templates["index.html"]
    assert "{{ grid|safe }}" in templates["task.html"]


BEFORE = """
from markupsafe import Markup
from syncvals_plugin.site.views import escape

def grid_block(functions):
    out = []
    for f in functions:
        out.append(f'<li class="cell" title="{escape(f["name"])}">{escape(f["name"])}</li>')
    return Markup("".join(out))

def row(r):
    return "<td>" + r + "</td>"

def old(x):
    return "<tr data-v='%s'>" % x + "<br/>".format() + "&lt;" + x
"""


def test_the_rules_catch_what_the_site_did_before():
    found = html_in_code(BEFORE)
    assert any("from markupsafe" in f for f in found)
    assert any("imports escape" in f for f in found)
    assert sum("uses escape" in f for f in found) == 2
    assert any("uses Markup" in f for f in found)
    for markup in ("<li class=", "</li>", "<td>", "</td>", "<tr data-v", "<br/>", "&lt;"):
        assert any(markup in f for f in found), markup
    assert html_in_code("import html\nhtml.escape(x)\n")  # the standard library's too
    assert html_in_code("import markupsafe as m\nm.Markup(x)\n")
    assert html_in_code("from jinja2.utils import markupsafe\n")
    assert html_in_code("x = y.__html__()\n")
    clean = '"""A <b>docstring</b> may show markup."""\nx = f"{a} < {b} · {c}>"\n'
    assert html_in_code(clean) == []
    assert safe_in_templates({"trial.html": "{{ t.title|safe }}"})
    assert safe_in_templates({"index.html": "{{ rows|join|safe }}"})
    assert safe_in_templates({"task.html": "{% autoescape false %}{{ x }}{% endautoescape %}"})
    assert safe_in_templates({"x.html": "{% set y = t.title|safe %}"})
    assert safe_in_templates({"index.html": "{{ row|safe }}"}) == []
