"""What counts as a read of a module (the sealed one among them): the names a program binds it
to (``import``, ``from … import``, ``importlib.import_module``, ``__import__``), the calls made
through them, and the names bound in a program and the inputs they flow from.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from syncvals_plugin.classifier.code.folding import static_string
from syncvals_plugin.classifier.code.names import string_names
from syncvals_plugin.classifier.code.tree import Source, dotted, names_in, of_type, of_types


@dataclass
class ModuleUse:
    """How one piece of Python reaches a module: names bound to it, names imported from it."""

    modules: set[str] = field(default_factory=set)
    """Local names bound to the module itself (``import m as M`` gives ``M``)."""
    names: dict[str, str] = field(default_factory=dict)
    """Local name -> the module's attribute (``from m import f as g`` gives ``{"g": "f"}``)."""
    star: bool = False

    def __bool__(self) -> bool:
        return bool(self.modules or self.names or self.star)


def module_use(tree: ast.Module, module: str) -> ModuleUse:
    """The aliases under which ``tree`` imports ``module`` (``import``, ``from … import``,
    ``importlib.import_module("module")``, ``__import__("module")``)."""
    use = ModuleUse()
    for node in of_type(tree, ast.Import):
        for alias in node.names:
            if alias.name == module:
                use.modules.add(alias.asname or module)
    for found in of_type(tree, ast.ImportFrom):
        if found.module != module:
            continue
        for alias in found.names:
            if alias.name == "*":
                use.star = True
            else:
                use.names[alias.asname or alias.name] = alias.name
    env: dict[str, str] | None = None
    for assign in of_type(tree, ast.Assign):
        if (
            isinstance(assign.value, ast.Call)
            and dotted(assign.value.func) in _IMPORTERS
            and assign.value.args
        ):
            env = string_names(tree) if env is None else env  # N = "refor" + "acle"; N[1]
            if static_string(assign.value.args[0], env) == module:  # "ref" + "oracle" too
                use.modules |= {t.id for t in assign.targets if isinstance(t, ast.Name)}
    return use


_IMPORTERS = frozenset({"importlib.import_module", "import_module", "__import__"})


@dataclass
class Call:
    """A call of a module's function: its name (``*`` when chosen at run time) and the node."""

    function: str
    node: ast.Call


def module_calls(tree: ast.Module, use: ModuleUse) -> list[Call]:
    """Calls of the module's functions: ``M.f(...)``, ``f(...)`` after ``from m import f``,
    ``getattr(M, "f")(...)`` (``*`` when the name is not a literal)."""
    calls = []
    found = of_type(tree, ast.Call)
    for node in found:
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            if func.value.id in use.modules:
                calls.append(Call(func.attr, node))
        elif isinstance(func, ast.Name) and func.id in use.names:
            calls.append(Call(use.names[func.id], node))
        elif (
            isinstance(func, ast.Call)
            and isinstance(func.func, ast.Name)
            and func.func.id == "getattr"
            and len(func.args) >= 2
            and isinstance(func.args[0], ast.Name)
            and func.args[0].id in use.modules
        ):
            name = func.args[1]
            chosen = name.value if isinstance(name, ast.Constant) else None
            calls.append(Call(chosen if isinstance(chosen, str) else "*", node))
    if use.star:
        calls += [Call(n.func.id, n) for n in found if isinstance(n.func, ast.Name)]
    return calls


_BINDERS = frozenset({ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.comprehension})
"""What binds a name to a value (:func:`bindings`)."""


def bindings(tree: ast.Module) -> dict[str, list[ast.expr]]:
    """Name -> every expression assigned to it (``=``, ``for`` targets, comprehension targets)."""
    out: dict[str, list[ast.expr]] = {}
    for node in of_types(tree, _BINDERS):
        if isinstance(node, ast.Assign):
            pairs = [(t, node.value) for t in node.targets]
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
            pairs = [(node.target, node.value)]
        elif isinstance(node, (ast.For, ast.comprehension)):
            pairs = [(node.target, node.iter)]
        else:
            continue
        for target, value in pairs:
            for name in names_in(target):
                out.setdefault(name.id, []).append(value)
    return out


def input_sources(
    source: Source, node: ast.Call, names: dict[str, list[ast.expr]], depth: int = 3
) -> list[str]:
    """The source text of a call's arguments, followed through the variables they name (up to
    ``depth`` assignments back): what was actually sent."""
    out: list[str] = []
    seen: set[str] = set()
    frontier: list[ast.expr] = [*node.args, *(k.value for k in node.keywords)]
    for _ in range(depth + 1):
        following: list[ast.expr] = []
        for expr in frontier:
            segment = source.segment(expr)
            if segment:
                out.append(segment)
            for name in names_in(expr):
                if name.id not in seen:
                    seen.add(name.id)
                    following += names.get(name.id, [])
        frontier = following
        if not frontier:
            break
    return out
