"""The names a Python program binds to strings: assignments, augmented assignments, lists grown
by ``append``/``extend``/``insert``, dictionaries and items, ``with open(…) as f`` handles, each
folded to its static value in program order, within :data:`FOLD_BUDGET` characters in all.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from syncvals_plugin.classifier.code.folding import (
    HANDLE_KEY,
    _item_key,
    _listed_name,
    _opened_path,
    _static_strings,
    static_items,
    static_string,
)
from syncvals_plugin.classifier.code.tree import FOLD_CAP, _is_number, dotted, of_type


def string_names(tree: ast.Module, environ: dict[str, str] | None = None) -> dict[str, str]:
    """Names assigned a string that can be computed statically (in order; later wins): what
    :func:`static_string` reads a name as.  The environment's variables ride along under
    ``$NAME`` (no Python name starts with ``$``), and the items of a name bound to a list, tuple
    or dict of such strings under ``P[0]``, ``P[-1]`` and ``D['k']`` (:func:`_bind_items`; no
    Python name holds ``[``).  Folding stops once the values together pass :data:`FOLD_BUDGET`."""
    env: dict[str, str] = {f"${k}": v for k, v in (environ or {}).items()}
    # in the order the code runs them: the walk pops a statement's last child first
    assigned: list[ast.AST] = [*of_type(tree, ast.Assign), *of_type(tree, ast.AugAssign)]
    assigned += [  # L.insert(0, "…"), L.append("…"), L.extend([...]) on a bound list
        call
        for call in of_type(tree, ast.Call)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr in _LIST_GROWERS
        and isinstance(call.func.value, ast.Name)
    ]
    env.update(_with_handles(tree, env))
    held, listed = sum(map(len, env.values())), set()
    node: Any
    for node in sorted(assigned, key=lambda n: (n.lineno, n.col_offset)):  # type: ignore[attr-defined]
        if held > FOLD_BUDGET:
            break
        if isinstance(node, ast.Call):
            held += _grown(env, node)
            continue
        if isinstance(node, ast.AugAssign):  # P = b"aW1w"; P += b"b3J0": the two joined
            held += _appended(env, node)
            continue
        if len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                if target.id in listed:  # rebound: its old items are gone
                    listed.discard(target.id)
                    for stale in [k for k in env if k.startswith(f"{target.id}[")]:
                        del env[stale]
                folded = static_string(node.value, env)
                if folded is not None:
                    env[target.id] = folded
                    held += len(folded)
                elif (path := _handle_path(node.value, env)) is not None:  # f = open("p.txt")
                    env[HANDLE_KEY + target.id] = path
                elif (added := _bind_items(env, target.id, node.value)) is not None:
                    listed.add(target.id)
                    held += added
            elif isinstance(target, ast.Subscript) and dotted(target.value) in (
                "os.environ",
                "environ",
            ):  # os.environ["X"] = "/logs/verifier", read back later
                key, value = static_string(target.slice, env), static_string(node.value, env)
                if key is not None and value is not None:
                    env[f"${key}"] = value
                    held += len(value)
    # ``uc = os.path.join(sp, "x.py")`` then ``with open(uc, "w") as f``: the handle's path, by
    # the names now folded
    env.update({k: v for k, v in _with_handles(tree, env).items() if k not in env})
    return env


def _appended(env: dict[str, str], node: ast.AugAssign) -> int:
    # ``P += "…"`` on a folded name: the characters added (the name forgotten past FOLD_CAP).
    target = node.target
    if not (isinstance(node.op, ast.Add) and isinstance(target, ast.Name) and target.id in env):
        return 0
    more = static_string(node.value, env)
    if more is None or len(env[target.id]) + len(more) > FOLD_CAP:
        env.pop(target.id)
        return 0
    env[target.id] += more
    return len(more)


def _with_handles(tree: ast.Module, env: dict[str, str]) -> dict[str, str]:
    # ``with open("p.txt") as f``: ``f`` holds p.txt (:data:`HANDLE_KEY`), so ``f.read()`` reads it.
    return {
        HANDLE_KEY + item.optional_vars.id: path
        for block in of_type(tree, ast.With)
        for item in block.items
        if isinstance(item.optional_vars, ast.Name)
        and (path := _handle_path(item.context_expr, env)) is not None
    }


def _handle_path(node: ast.AST, env: dict[str, str]) -> str | None:
    # The path of a file ``node`` opens (``open(P)``, ``io.FileIO(P)``, ``Path(P).open()``).
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr == "open" and not node.args:
        inner = node.func.value
        return _opened_path(inner, env) if isinstance(inner, ast.Call) else None
    return _opened_path(node, env)


_LIST_GROWERS = frozenset({"insert", "append", "extend"})


def _grown(env: dict[str, str], call: ast.Call) -> int:
    """Apply ``L.insert``, ``L.append`` or ``L.extend`` of static strings to a list bound in
    ``env`` (its items rebound); the characters added (0 when it is not such a list or call)."""
    name = call.func.value.id  # type: ignore[attr-defined]
    items = _listed_name([call.func.value], env)  # type: ignore[attr-defined]
    method = call.func.attr  # type: ignore[attr-defined]
    if items is None:
        return 0
    if method == "insert" and len(call.args) == 2:
        index, value = _item_key(call.args[0], env), static_string(call.args[1], env)
        if index is None or value is None or not index.lstrip("-").isdigit():
            return 0
        items.insert(int(index), value)
    elif method in ("append", "extend") and len(call.args) == 1:
        more = (
            static_items(call.args[0], env)
            if method == "extend"
            else _static_strings(call.args, env)
        )
        if more is None:
            return 0
        items += more
    else:
        return 0
    for stale in [k for k in env if k.startswith(f"{name}[")]:  # L[-1] of the old length
        del env[stale]
    added = _bind_items(env, name, ast.List(elts=[ast.Constant(v) for v in items]))
    return added or 0


def _bind_items(env: dict[str, str], name: str, node: ast.AST) -> int | None:
    """Bind the items of a list, tuple or dict literal of static strings to ``name`` in ``env``
    (``P[0]`` and ``P[-2]`` for a list of two, ``D['k']`` for a dict; ``P[]`` holds a list's
    length when every item is static, so that ``''.join(P)`` folds): the characters bound, or
    None when ``node`` is none of these or its items pass :data:`FOLD_CAP` together."""
    if isinstance(node, (ast.List, ast.Tuple)):
        if all(isinstance(e, _NUMBERS) or _is_number(e) for e in node.elts):
            return None  # probe data (thousands of numbers, rows of them): no string to bind
        folded = [static_string(e, env) for e in node.elts]
        count = len(folded)
        pairs = [(str(i), v) for i, v in enumerate(folded)]
        pairs += [(str(i - count), v) for i, v in enumerate(folded)]
    elif isinstance(node, ast.Dict):
        pairs = []
        for k, v in zip(node.keys, node.values, strict=True):
            key = _item_key(k, env) if k is not None else None
            if key is not None:
                pairs.append((key, static_string(v, env)))
    elif isinstance(node, ast.Call) and _GLOBS.search(dotted(node.func) or "-"):
        # p = glob.glob(P), sorted(glob.glob(P)): each item is a name the pattern matches;
        # sp = site.getsitepackages(): each item a site folder
        first = static_string(ast.Subscript(node, ast.Constant(0)), env)
        pairs = [("0", first), ("-1", first)]
    else:
        return None
    bound = [(key, value) for key, value in pairs if value is not None]
    total = sum(len(value) for _, value in bound)
    if total > 2 * FOLD_CAP:  # each item is bound twice (from the start and from the end)
        return None
    env.update((f"{name}[{key}]", value) for key, value in bound)
    if isinstance(node, (ast.List, ast.Tuple)) and len(bound) == len(pairs):
        env[f"{name}[]"] = str(len(node.elts))
    return total


_GLOBS = re.compile(r"(?:^|\.)(?:glob|iglob|sorted|getsitepackages)$")
"""Calls whose value lists the names a pattern matches (``sorted`` of one keeps them), or the
site folders."""
_NUMBERS = (ast.List, ast.Tuple)
"""Rows of a table: a list of them holds no string a name could pick."""


FOLD_BUDGET = 8 * FOLD_CAP
"""The most characters a piece of code's names hold together (:func:`string_names`): ten
thousand names each bound to a fold just under :data:`FOLD_CAP` would otherwise hold 10 GiB."""
