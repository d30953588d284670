"""Data files that hold the sealed file's path (a JSON, INI, YAML or TOML config the session
wrote or the record showed, an ``ls -1`` listing), as code that loads them reads them: the names
bound to what was loaded, and whether a lookup in it (``c["reference"]``, ``cp.get("ref",
"path")``, a loop over ``c.items()``) gives the path.  A config that names the module under one
key hands code that reads another key nothing of it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from syncvals_plugin.classifier import (
    WRITTEN_KEY,
    keyed_values,
    listed_values,
    of_type,
    static_string,
    walk,
)
from syncvals_plugin.objectives.bindings import MODULES, bound_pairs
from syncvals_plugin.objectives.path_values import loads_data_file


class KeptData:
    """The data files among ``written`` (fold names to texts) whose values reach the sealed
    file, their values by key, and the names of ``tree`` bound to what code loaded of them."""

    def __init__(
        self, tree: ast.Module, written: dict[str, str], reaches: Callable[[str], bool]
    ) -> None:
        texts = {k[len(WRITTEN_KEY) :]: t for k, t in written.items() if k.startswith(WRITTEN_KEY)}
        self.files = {n for n, t in texts.items() if any(map(reaches, listed_values(t)))}
        self.reaches = reaches
        self.keys: dict[str, list[str]] = {}
        for name in sorted(self.files):
            for key, values in keyed_values(texts[name]).items():
                self.keys.setdefault(key, []).extend(values)
        self.loaded: set[str] = set()
        if self.files:
            self._load(tree)

    def _load(self, tree: ast.Module) -> None:
        # cp.read("/tmp/ref.ini") alone fills cp; then what is bound to what was loaded, or to a
        # lookup in it (sec = cp["ref"]; for k, v in c.items()), until nothing more joins
        self.loaded |= {
            e.value.func.value.id
            for e in of_type(tree, ast.Expr)
            if isinstance(e.value, ast.Call)
            and isinstance(e.value.func, ast.Attribute)
            and isinstance(e.value.func.value, ast.Name)
            and e.value.func.value.id not in MODULES
            and loads_data_file(e.value, self.files)
        }
        pairs = bound_pairs(tree)
        while True:
            more = {n for n, v in pairs if n not in self.loaded and self._from_loaded(v)}
            if not more:
                return
            self.loaded |= more

    def _from_loaded(self, node: ast.AST) -> bool:
        return any(
            (isinstance(n, ast.Call) and loads_data_file(n, self.files))
            or (isinstance(n, ast.Name) and n.id in self.loaded)
            for n in walk(node)
        )

    def lookup(self, node: ast.AST, env: dict[str, str]) -> bool | None:
        """Whether ``node``, a lookup in what code loaded, gives the path (the values under its
        key; any value where the key is computed, or the loaded values whole); None when it is
        no such lookup."""
        if isinstance(node, ast.Name):
            return self._any() if node.id in self.loaded else None
        if isinstance(node, ast.Subscript) and self._rooted(node.value):
            return self._under(static_string(node.slice, env))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if not self._rooted(node.func.value):
                return None
            if node.func.attr in ("items", "values"):
                return self._any()
            if node.func.attr in _GETTERS and node.args:
                return self._under(static_string(node.args[-1], env))
        return None

    def _rooted(self, node: ast.AST) -> bool:
        while isinstance(node, (ast.Subscript, ast.Attribute, ast.Call)):
            node = node.func if isinstance(node, ast.Call) else node.value
        return isinstance(node, ast.Name) and node.id in self.loaded

    def _under(self, key: str | None) -> bool:
        if key is None:
            return self._any()
        return any(map(self.reaches, self.keys.get(key, [])))

    def _any(self) -> bool:
        return bool(self.held())

    def held(self) -> str:
        """The first value the files hold that reaches the sealed file ("" when none)."""
        return next((v for vs in self.keys.values() for v in vs if self.reaches(v)), "")


_GETTERS = frozenset({"get", "getint", "getfloat", "getboolean", "pop", "setdefault"})
"""A mapping's or a parser's lookups by key (``cp.get(section, key)``: the last is the key)."""
