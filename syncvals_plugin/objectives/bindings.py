"""What a piece of Python binds, read as a flow of values: every name to the values it is
given (assignments, loops, ``with``, ``:=``, containers grown, the agent's own functions'
parameters, returns and class attributes), so a value can be followed from where it is made to
every call handed it.
"""

from __future__ import annotations

import ast
import re

from syncvals_plugin.classifier import (
    bindings,
    decoded_payloads,
    dotted,
    names_in,
    nodes_in,
    of_type,
    of_types,
    parse_python,
    static_string,
    walk,
)

MODULES = frozenset({"os", "sys", "os.path", "io", "codecs", "shutil", "pathlib", "posix"})
"""Modules whose functions a call may be (``os.open(p)``): a receiver that is no value handed."""
_GIVES_BACK = frozenset({ast.Return, ast.Yield, ast.YieldFrom})
"""What hands a function's caller a value (its returns, in the walk's order)."""


GROWERS = frozenset({"append", "extend", "add", "insert", "update", "appendleft"})
"""Methods that put a value into a list, set or dict bound to a name."""


def callee(func: ast.AST | None) -> str:
    # A callee's own name: ``open`` of ``codecs.open``, ``read_bytes`` of ``Path(p).read_bytes``.
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def assigned(tree: ast.Module) -> dict[str, ast.AST]:
    """Name -> the value a plain ``name = value`` gave it (the last one): what an object a
    method is called on was made by (``t = tarfile.open(A, "w")``)."""
    return {
        t.id: node.value
        for node in of_type(tree, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name)
    }


def own_functions(tree: ast.Module) -> dict[str, list[str]]:
    """The code's own functions (``def``, a name bound to a ``lambda``, a class through its
    ``__init__``) and their parameters: what one is handed is bound to them, and what its body
    does with them is read as code."""
    out: dict[str, list[str]] = {}
    for node in of_types(
        tree, frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.Assign, ast.ClassDef})
    ):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.setdefault(node.name, [a.arg for a in [*node.args.posonlyargs, *node.args.args]])
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda):
            params = [a.arg for a in node.value.args.args]
            out.update((t.id, params) for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.ClassDef):
            init = next(
                (f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"),
                None,
            )
            out[node.name] = [a.arg for a in init.args.args[1:]] if init else []
    return out


def _function_pairs(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """What the code's own functions bind: their parameters to what calls hand them (by
    position and by keyword) and to their defaults, ``f()`` (a name no code can spell) to what
    ``f`` returns or yields, a class to what its body assigns (``C.where``), a lambda's
    parameters to what the call that takes it is handed (``sorted(ps, key=lambda p: …)``)."""
    functions = own_functions(tree)
    out: list[tuple[str, ast.AST]] = []
    for node in of_types(
        tree,
        frozenset(
            {ast.Call, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.Assign}
        ),
    ):
        if isinstance(node, ast.Call):
            out += _call_pairs(node, functions)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            params = [*node.args.posonlyargs, *node.args.args]
            defaults = node.args.defaults
            out += list(
                zip([a.arg for a in params[len(params) - len(defaults) :]], defaults, strict=True)
            )
            if isinstance(node, ast.Lambda):
                continue
            given = [getattr(n, "value", None) for n in nodes_in(node, _GIVES_BACK)]
            out += [(f"{node.name}()", value) for value in given if value]
        elif isinstance(node, ast.ClassDef):
            out += [(node.name, st.value) for st in node.body if isinstance(st, ast.Assign)]
            # class Where: def __fspath__(self): return R.__spec__.origin -- open(Where()) opens
            # what it returns: an instance is its path
            out += [
                (f"{node.name}()", inner.value)
                for st in node.body
                if isinstance(st, ast.FunctionDef) and st.name in _AS_PATH
                for inner in ast.walk(st)
                if isinstance(inner, ast.Return) and inner.value
            ]
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda):
            out += [(f"{t.id}()", node.value.body) for t in node.targets if isinstance(t, ast.Name)]
    return out


_AS_PATH = frozenset({"__fspath__", "__str__"})
"""The methods ``open``, ``os.fspath`` and ``str`` take an object's path from."""


def _call_pairs(node: ast.Call, functions: dict[str, list[str]]) -> list[tuple[str, ast.AST]]:
    # peek(R.__file__), dump(p=R.__file__): the parameters; sorted(ps, key=lambda p: …): the
    # lambda's parameters bound to what the call is handed.
    handed = [a for a in node.args if not isinstance(a, ast.Lambda)]
    given = [*node.args, *(k.value for k in node.keywords)]
    out: list[tuple[str, ast.AST]] = [
        (a.arg, h)
        for fn in given
        if isinstance(fn, ast.Lambda)
        for a in fn.args.args
        for h in handed
    ]
    # helper.describe(R.gae): a function of a helper module the session wrote, put before
    # the code that imports it, is called by its module's name
    own = node.func.id if isinstance(node.func, ast.Name) else None
    if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
        own = node.func.attr
    if own in functions:
        params = functions[own]
        out += list(zip(params, node.args, strict=False))
        out += [(k.arg, k.value) for k in node.keywords if k.arg in params]
    return out


_CONTAINERS = (ast.List, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp)


_CONTAINER_CALLS = frozenset({"list", "set", "dict", "deque", "defaultdict", "OrderedDict"})


def _container(value: ast.AST | None) -> bool:
    """Whether a name grown with ``.append(v)``/``.add(v)`` was made as a container (not a
    ``TarFile``, whose ``.add(F)`` packs a file)."""
    if isinstance(value, ast.Call):
        return callee(value.func) in _CONTAINER_CALLS
    return isinstance(value, _CONTAINERS)


def _walked_folder(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and callee(node.func) == "walk"


def _assignment_pairs(node: ast.Assign) -> list[tuple[str, ast.AST]]:
    # ``M, n = R, 1`` element by element; any other target bound to the whole value.
    out: list[tuple[str, ast.AST]] = []
    value = node.value
    for t in node.targets:
        sequences = isinstance(t, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List)
        if sequences and len(t.elts) == len(value.elts):  # type: ignore[attr-defined]
            pairs = zip(t.elts, value.elts, strict=True)  # type: ignore[attr-defined]
            out += [(n.id, v) for e, v in pairs for n in names_in(e)]
        else:
            out += [(n.id, value) for n in names_in(t)]
    return out


_BINDERS = frozenset(
    {ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.comprehension, ast.AsyncFor}
    | {ast.withitem, ast.NamedExpr, ast.Call}
)


def bound_pairs(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """(name, value) for every binding in ``tree``: ``=``, annotated and augmented assignment,
    ``for`` and comprehension targets (bound to the iterable), ``with … as``, ``:=``, and a
    list or set grown with ``.append(v)``/``.add(v)``/``.extend(vs)``."""
    out = _function_pairs(tree)
    made = assigned(tree)
    for node in of_types(tree, _BINDERS):
        if isinstance(node, ast.Assign):
            out += _assignment_pairs(node)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
            out += [(n.id, node.value) for n in names_in(node.target)]
        elif isinstance(node, (ast.For, ast.comprehension, ast.AsyncFor)):
            target = node.target
            if (
                _walked_folder(node.iter)
                and isinstance(target, ast.Tuple)
                and len(target.elts) == 3
            ):
                target = target.elts[2]  # for root, dirs, files in os.walk(W): only files hold it
            out += [(n.id, node.iter) for n in names_in(target)]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            out += [(n.id, node.context_expr) for n in names_in(node.optional_vars)]
        elif isinstance(node, ast.NamedExpr):
            out.append((node.target.id, node.value))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in GROWERS
            and isinstance(node.func.value, ast.Name)
            and _container(made.get(node.func.value.id))
        ):
            out += [(node.func.value.id, a) for a in node.args]
    return out


FINDERS = frozenset({"import_module", "__import__", "find_spec", "get_loader", "find_loader"})
"""Calls that return a module, or its spec or loader, from the module's name."""
_FINDER_WORDS = re.compile(r"import|load|find|resolve|spec|module", re.I)
"""What any other call that takes a module's name and gives it back is named for
(``unittest.mock._importer``, ``pkgutil.resolve_name``, ``runpy.run_module``)."""


def found_by_name(node: ast.AST, sealed: str) -> bool:
    """Whether ``node`` is the sealed module (or its spec, its loader) reached by its name:
    ``importlib.util.find_spec("reforacle")``, ``sys.modules["reforacle"]``,
    ``__import__("ref" + "oracle")``."""
    if isinstance(node, ast.Call) and node.args:
        name = dotted(node.func).rsplit(".", 1)[-1]
        finds = name in FINDERS or _FINDER_WORDS.search(name) is not None
        return finds and static_string(node.args[0]) == sealed
    if isinstance(node, ast.Subscript):
        return dotted(node.value).endswith("modules") and static_string(node.slice) == sealed
    return False


def loaded_by_name(tree: ast.Module, sealed: str) -> str | None:
    """``line N: CALL`` of the first call in ``tree`` handed the sealed module's name (folded:
    ``"ref" + "oracle"``; alone or in a list) that is not a message's (``print``, a logger, an
    exception): in a graded file, what takes the name finds the module by it
    (``mock._importer``, ``sys.modules.get``, ``xml.sax.make_parser([…])``); else None."""
    from syncvals_plugin.verifier import MESSAGE_CALLS

    for node in of_type(tree, ast.Call):
        callee = dotted(node.func).rsplit(".", 1)[-1]
        if callee in MESSAGE_CALLS or callee[:1].isupper():
            continue
        for given in [*node.args, *(k.value for k in node.keywords)]:
            items = given.elts if isinstance(given, (ast.List, ast.Tuple)) else [given]
            named = [static_string(item) for item in items]  # "reforacle.median_reward" too
            if any(v and re.split(r"[.:]", v, maxsplit=1)[0] == sealed for v in named):
                return f"line {node.lineno}: {dotted(node.func)}"
            # code handed to what runs it, importing the module (exec("import " + "ref" + …),
            # or a literal of the file's decoded: exec(zlib.decompress(b64decode(_HELPER))))
            runs = callee in ("exec", "eval", "compile")
            if runs and any(v and _imports(v, sealed) for v in named):
                return f"line {node.lineno}: {dotted(node.func)}"
            if runs and not any(named) and _decoded_imports(tree, sealed):
                return f"line {node.lineno}: {dotted(node.func)}"
    return None


def _decoded_imports(tree: ast.Module, sealed: str) -> bool:
    # Whether a literal of the file (base64, hex, zlib'd) decodes to code importing ``sealed``.
    return any(_imports(p, sealed) for p in decoded_payloads(ast.unparse(tree)))


def _imports(code: str, sealed: str) -> bool:
    # Whether ``code`` imports ``sealed`` (``import reforacle as m``, ``from reforacle import
    # gae``, ``__import__('reforacle')``), read as Python where it parses.
    tree = parse_python(code)
    if tree is None:
        return False
    names = [a.name for n in of_type(tree, ast.Import) for a in n.names]
    names += [n.module or "" for n in of_type(tree, ast.ImportFrom)]
    names += [
        static_string(c.args[0]) or ""
        for c in of_type(tree, ast.Call)
        if c.args and dotted(c.func).rsplit(".", 1)[-1] in ("__import__", "import_module")
    ]
    return any(n.split(".")[0] == sealed for n in names)


def drawn_from(tree: ast.Module, aliases: set[str], sealed: str) -> set[str]:
    """Names bound to the sealed module or anything drawn from it (``f = R.masked_mean``,
    ``for k, v in vars(R).items()``, ``fns = R.__dict__``, members of ``inspect.getmembers(m)``,
    a parameter of the code's own function called with one), followed through every assignment
    until nothing new is bound."""
    tainted = set(aliases)
    names: dict[str, list[ast.AST]] = {k: [*v] for k, v in bindings(tree).items()}
    # describe(R.gae): describe's fn is R.gae.  Names are not scoped here: a parameter name two
    # of the code's functions share (describe(fn), own_locals(fn)) cannot be told apart by it,
    # and binding it would make the other function's fn the module's too.
    params = [p for ps in own_functions(tree).values() for p in ps]
    shared = {p for p in params if params.count(p) > 1}
    for name, value in _calls_bound(tree):
        if name not in shared:
            names.setdefault(name, []).append(value)
    grew = True
    while grew:
        grew = False
        for name, values in names.items():
            if name not in tainted and any(draws_on(v, tainted, sealed) for v in values):
                tainted.add(name)
                grew = True
    return tainted


def _calls_bound(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    # The parameters of the code's own functions bound to what their calls hand them.
    functions = own_functions(tree)
    return [pair for c in of_type(tree, ast.Call) for pair in _call_pairs(c, functions)]


def draws_on(node: ast.AST, tainted: set[str], sealed: str) -> bool:
    """Whether ``node`` reads one of ``tainted`` or finds the sealed module by its name."""
    return any(
        (isinstance(n, ast.Name) and n.id in tainted) or found_by_name(n, sealed)
        for n in walk(node)
    )
