"""Code that searches a listing for the sealed file: what it matches names against (a part of
the file's name, a shared object's suffix), and which tests of a loop or a comprehension keep the
file out of what it lists (``[f for f in os.listdir(W) if f.endswith(".py")]``).
"""

from __future__ import annotations

import ast

from syncvals_plugin.classifier import names_in, of_type, of_types, static_string
from syncvals_plugin.objectives.bindings import callee
from syncvals_plugin.objectives.path_values import truth
from syncvals_plugin.objectives.sealed_file import WORKSPACE, may_name_sealed, sealed_names

LISTINGS = frozenset({"glob", "iglob", "rglob", "listdir", "scandir", "iterdir", "walk"})
"""Calls that list a folder: their entries are the file's path where the code searches for it."""


SUFFIX_WORDS = ("EXT_SUFFIX", "EXTENSION_SUFFIXES", "SHLIB_SUFFIX", "all_suffixes")
"""Where Python keeps an extension module's suffix (``sysconfig.get_config_var("EXT_SUFFIX")``,
``importlib.machinery.EXTENSION_SUFFIXES``): code that asks for it searches for such files."""


_WORDS = frozenset({ast.Attribute, ast.Constant})


def searches_for_file(tree: ast.Module, sealed: str, env: dict[str, str]) -> bool:
    """Whether the code matches names against part of the file's name or a shared object's
    suffix (``f.startswith("refor")``, ``".so" in f``, ``fnmatch(f, "r*.so")``,
    ``f.endswith(EXT_SUFFIX)``): a listing's entries there may be the file.  A string merely
    present (``import_module("reforacle")``) searches for nothing."""
    words = {getattr(n, "attr", None) or getattr(n, "value", None) for n in of_types(tree, _WORDS)}
    if any(w in words for w in SUFFIX_WORDS):
        return True
    for node in of_types(tree, frozenset({ast.Call, ast.Compare})):
        if isinstance(node, ast.Call) and callee(node.func) in _MATCHERS:
            sides = [
                *node.args,
                *([node.func.value] if isinstance(node.func, ast.Attribute) else []),
            ]
        elif isinstance(node, ast.Compare) and all(isinstance(o, _SAME) for o in node.ops):
            sides = [node.left, *node.comparators]
        else:
            continue
        items = [e for a in sides for e in (a.elts if isinstance(a, ast.Tuple) else [a])]
        for item in items:
            text = static_string(item, env)
            if text and (text.endswith((".so", ".so*")) or may_name_sealed(text, sealed)):
                return True
    return False


_MATCHERS = frozenset(
    {"endswith", "startswith", "find", "index", "__contains__", "fnmatch", "fnmatchcase"}
    | {"match", "search", "fullmatch", "filter"}
)
_SAME = (ast.Eq, ast.In, ast.Is)
"""Comparisons that pick what matches; ``!=`` and ``not in`` leave it out."""


KEYED_READS = frozenset({"get", "pop", "setdefault", "__getitem__"})
_SEARCHED_FOR = ("file", "spec", "loader", "cached", "origin", ".py", ".so")
"""Parts of a locating name or a file's suffix: a loop over a namespace's values that spells one
is looking for where the module is."""


def filtered_loops(tree: ast.Module, sealed: str) -> set[int]:
    """The ids of the listings a comprehension keeps the sealed file out of: one of its ``if``s
    tests false with its name bound to the file as the listing gives it (``[f for f in
    os.listdir(W) if f.endswith(".py")]``).  A ``for`` loop's tests are read where a call in it
    is (:meth:`PathFlow._never_for_it`)."""
    out: set[int] = set()
    name = sealed_names(sealed)[0]
    for node in of_type(tree, ast.comprehension):
        entries = node.iter
        if (
            not node.ifs
            or isinstance(entries, ast.Call)
            and callee(entries.func) in ("items", "values")
        ):
            continue  # vars(R).items(): a namespace, not a listing
        calls = [
            n for n in ast.walk(node.iter) if isinstance(n, ast.Call) and callee(n.func) in LISTINGS
        ]
        paths = calls and callee(calls[0].func) not in ("listdir", "walk")
        value = f"{WORKSPACE}/{name}" if paths else name
        names = {n.id: value for n in names_in(node.target)}
        if any(truth(test, names) is False for test in node.ifs):
            out.add(id(node.iter))
    return out


def skips(statement: ast.stmt, names: dict[str, str]) -> bool:
    # ``if T: …; continue`` with T holding for the sealed file.
    return (
        isinstance(statement, ast.If)
        and isinstance(statement.body[-1], ast.Continue)  # print(f, "skipped"); continue
        and truth(statement.test, names) is True
    )


def compared(tests: list[ast.AST]) -> list[str]:
    # The strings names are matched against in ``tests``, positively (``==``, ``in``, a
    # suffix or prefix test, fnmatch), as written: not the arguments of the calls that make
    # the name compared (``f.rsplit(".", 1)[-1] == "py"`` compares with "py").
    out: list[str] = []
    stack: list[ast.AST] = list(tests)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            continue  # not f.endswith(".py"): what is left out, not selected
        stack.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Compare) and all(isinstance(o, _SAME) for o in node.ops):
            sides: list[ast.AST] = [node.left, *node.comparators]
        elif isinstance(node, ast.Call) and callee(node.func) in _MATCHERS:
            sides = list(node.args)
        else:
            continue
        for side in sides:
            items = side.elts if isinstance(side, (ast.Tuple, ast.Set, ast.List)) else [side]
            out += [
                i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)
            ]
    return out


def values_searched(tree: ast.Module) -> bool:
    """Whether a loop over a namespace's entries (``for k, v in vars(R).items()``, a
    comprehension over ``.values()``) matches them against a part of a locating name or a file
    suffix (``if k == "__file__"``, ``v.endswith(".py")``) in its own code."""
    scopes: list[list[ast.AST]] = []
    for node in of_types(
        tree, frozenset({ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp, ast.For})
    ):
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            loops = [g.iter for g in node.generators]
            scope: list[ast.AST] = [*(i for g in node.generators for i in g.ifs)]
            scope += [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        elif isinstance(node, ast.For):
            loops, scope = [node.iter], [*node.body]
        else:
            continue
        if any(callee(getattr(i, "func", None)) in ("items", "values") for i in loops):
            scopes.append(scope)
    return any(
        part in text for scope in scopes for text in compared(scope) for part in _SEARCHED_FOR
    )
