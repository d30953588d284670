"""Values computed from names by string, path and comparison operations, with the sealed
file's own path put where the code holds it: whether ``splitext(p)[0] + ".json"`` is still the
file (it is not), whether a loop's ``if f.endswith(".py")`` lets the file through (it does not).
Nothing is run; a pattern is matched only when it cannot backtrack without end.
"""

from __future__ import annotations

import ast
import fnmatch
import posixpath
from typing import Any

from syncvals_plugin.classifier import bounded_regex, dotted
from syncvals_plugin.objectives.bindings import MODULES, callee


def truth(test: ast.AST, names: dict[str, Any]) -> bool | None:
    """What a test of names gives with ``names`` bound (``f.endswith(".py")``, ``"gnu" in f``,
    ``os.path.splitext(f)[1] in (".py", ".md")``, ``not``, ``and``, ``or``, ``== False``), or
    None when it needs more than string operations."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = truth(test.operand, names)
        return None if inner is None else not inner
    if isinstance(test, ast.BoolOp):
        values = [truth(v, names) for v in test.values]
        if isinstance(test.op, ast.And):
            return False if False in values else (None if None in values else True)
        return True if True in values else (None if None in values else False)
    value = value_of(test, names)
    return value if isinstance(value, bool) else None


def value_of(node: ast.AST, names: dict[str, Any]) -> object:
    # A value computed from ``names`` by string, path and comparison operations, or None.
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = value_of(node.operand, names)
        return -inner if type(inner) is int else None
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = [value_of(e, names) for e in node.elts]
        return None if None in items else tuple(items)
    if isinstance(node, ast.Attribute):
        return path_attribute(value_of(node.value, names), node.attr)
    if isinstance(node, ast.Subscript):
        whole, at = value_of(node.value, names), value_of(node.slice, names)
        try:
            return whole[at] if isinstance(whole, (str, tuple)) and isinstance(at, int) else None
        except IndexError:
            return None
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        return _compare(
            node.ops[0], value_of(node.left, names), value_of(node.comparators[0], names)
        )
    if isinstance(node, ast.Call) and not node.keywords:
        return _value_call(node, names)
    return None


def _compare(op: ast.cmpop, left: object, right: object) -> bool | None:
    if left is None or right is None:
        return None
    try:
        if isinstance(op, (ast.Eq, ast.Is)):
            return left == right
        if isinstance(op, (ast.NotEq, ast.IsNot)):
            return left != right
        if isinstance(op, ast.In):
            return left in right  # type: ignore[operator]
        if isinstance(op, ast.NotIn):
            return left not in right  # type: ignore[operator]
    except TypeError:
        return None
    return None


def _value_call(node: ast.Call, names: dict[str, Any]) -> object:
    # f.endswith(x), f.startswith(x), fnmatch(f, p), and the path operations of path_call.
    args = [value_of(a, names) for a in node.args]
    if None in args:
        return None
    last = callee(node.func)
    if last == "getattr" and len(args) >= 2 and isinstance(args[1], str):
        found = path_attribute(args[0], args[1])  # getattr(m, "__file__", "")
        return found if found is not None or len(args) < 3 else args[2]
    receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
    if receiver is not None and dotted(receiver) in MODULES | {
        "pathlib",
        "posixpath",
        "fnmatch",
        "re",
    }:
        receiver = None
    this = value_of(receiver, names) if receiver is not None else None
    if receiver is not None and not isinstance(this, str):
        return None
    if isinstance(this, str) and last in ("endswith", "startswith") and len(args) == 1:
        given = args[0] if isinstance(args[0], tuple) else (args[0],)
        if not all(isinstance(g, str) for g in given):
            return None
        ends = tuple(str(g) for g in given)
        return this.endswith(ends) if last == "endswith" else this.startswith(ends)
    if this is None and last in ("fnmatch", "fnmatchcase") and len(args) == 2:
        return fnmatch.fnmatchcase(str(args[0]), str(args[1]))
    if this is None and last in ("search", "match", "fullmatch") and len(args) == 2:
        regex = bounded_regex(str(args[0])) if len(str(args[0])) <= 256 else None
        if regex is None:
            return None
        return getattr(regex, last)(str(args[1])) is not None
    if last in ("isfile", "exists", "is_file"):
        return True
    return path_call(last, this if isinstance(this, str) else None, args)


class LoadedModule:
    """The sealed module as an item of a listing of modules (``sys.modules.values()``): its
    ``__name__`` and ``__file__`` are known, to test a filter with."""

    def __init__(self, name: str, file: str) -> None:
        self.name, self.file = name, file


def path_attribute(value: object, attr: str) -> object:
    # Path(p).name, .stem, .suffix, .parent (a path is held as its string); a module's own.
    if isinstance(value, LoadedModule):
        return {"__name__": value.name, "__file__": value.file}.get(attr)
    if not isinstance(value, str):
        return None
    name = value.rsplit("/", 1)[-1]
    return {
        "name": name,
        "stem": name.rsplit(".", 1)[0],
        "suffix": "." + name.rsplit(".", 1)[1] if "." in name else "",
        "parent": posixpath.dirname(value),
    }.get(attr)


def path_call(last: str, this: str | None, args: list) -> object:
    """A string or path operation on strings (``this``: the receiver of a method), or None."""
    first: Any = args[0] if args else ""
    try:
        if this is None:
            calls = {
                "splitext": lambda: posixpath.splitext(first),
                "basename": lambda: posixpath.basename(first),
                "dirname": lambda: posixpath.dirname(first),
                "join": lambda: posixpath.join(*args),
                "abspath": lambda: posixpath.normpath(first),
                "realpath": lambda: posixpath.normpath(first),
                "normpath": lambda: posixpath.normpath(first),
                "str": lambda: first,
                "fspath": lambda: first,
                "Path": lambda: posixpath.join(*args) if args else ".",
                "PurePath": lambda: posixpath.join(*args),
                "PosixPath": lambda: posixpath.join(*args),
            }
        else:
            stem, dot, suffix = this.rpartition(".")
            calls = {
                "replace": lambda: this.replace(*args),
                "split": lambda: tuple(this.split(*args)),
                "rsplit": lambda: tuple(this.rsplit(*args)),
                "removesuffix": lambda: this.removesuffix(first),
                "removeprefix": lambda: this.removeprefix(first),
                "strip": lambda: this.strip(*args),
                "rstrip": lambda: this.rstrip(*args),
                "lstrip": lambda: this.lstrip(*args),
                "lower": this.lower,
                "upper": this.upper,
                "with_suffix": lambda: (stem if dot else this) + first,
                "with_name": lambda: posixpath.join(posixpath.dirname(this), first),
                "with_stem": lambda: posixpath.join(
                    posixpath.dirname(this), first + posixpath.splitext(this)[1]
                ),
                "joinpath": lambda: posixpath.join(this, *args),
                "resolve": lambda: this,
                "absolute": lambda: this,
                "as_posix": lambda: this,
            }
        made = calls.get(last)
        return made() if made is not None else None
    except (TypeError, ValueError):
        return None


def loads_data_file(node: ast.Call, files: set[str]) -> bool:
    """Whether ``node`` loads one of the data ``files`` (by basename): a loader (``json.load``,
    ``yaml.safe_load``, ``read().split()``, a parser's ``read``) of what names the file."""
    if not files or callee(node.func) not in _DATA_LOADS:
        return False
    return any(
        isinstance(c, ast.Constant) and isinstance(c.value, str)
        and c.value.rsplit("/", 1)[-1] in files
        for c in ast.walk(node)
    )  # fmt: skip


_DATA_LOADS = frozenset(
    {"load", "safe_load", "full_load", "unsafe_load", "loads", "load_all", "safe_load_all"}
    | {"read", "read_text", "readlines", "readline", "split", "splitlines", "strip", "rstrip"}
    | {"reader", "DictReader", "getline", "getlines", "read_file", "read_string", "parse"}
)
"""Calls that load a data file's values (JSON, YAML, TOML, INI, CSV, lines)."""
