"""What the graded file carries besides its own computation: the task's stubs left raising,
hard-coded outputs (data bound at import, consulted with a key made from the input's values),
and files opened at run time (the file must stand alone on torch)."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from syncvals_plugin.classifier import (
    dotted,
    imported_names,
    of_type,
    parse_python,
    static_string,
    string_names,
    unaliased,
    walk,
)

if TYPE_CHECKING:
    from syncvals_plugin.task import TaskSpec


def stubs(tree: ast.Module, functions: tuple[str, ...]) -> list[str]:
    stubs = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or node.name not in functions:
            continue
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        if (
            len(body) == 1
            and isinstance(body[0], ast.Raise)
            and body[0].exc is not None
            and "NotImplementedError" in dotted(getattr(body[0].exc, "func", body[0].exc))
        ):
            stubs.append(node.name)
    return stubs


DECODERS = frozenset(
    {
        "loads",
        "load",
        "literal_eval",
        "decompress",
        "b85decode",
        "b64decode",
        "a85decode",
        "b32decode",
        "b16decode",
        "unhexlify",
        "fromhex",
        "frombuffer",
    }
)
"""Calls that turn a shipped blob into data (``pickle.loads(zlib.decompress(b85decode(…)))``)."""
VALUE_KEYS = frozenset(
    {
        "tolist",
        "tobytes",
        "tostring",
        "item",
        "sum",
        "mean",
        "prod",
        "norm",
        "std",
        "numpy",
        "cumsum",
        "hash",
        "round",
        "hex",
    }
)
"""Calls that make a key of a tensor's values (not of its shape, dtype or a name)."""


def _call_name(node: ast.Call) -> str:
    return node.func.attr if isinstance(node.func, ast.Attribute) else dotted(node.func)


_FILE_OPENERS = frozenset(
    {"open", "io.open", "codecs.open", "os.open", "torch.load", "np.load", "numpy.load"}
    | {"np.loadtxt", "numpy.loadtxt", "np.fromfile", "numpy.fromfile", "np.memmap"}
    | {"subprocess.run", "subprocess.Popen", "subprocess.check_output", "subprocess.call"}
    | {"subprocess.check_call", "os.system", "os.popen", "os.execv", "os.execvp", "pty.spawn"}
    | {"subprocess.getoutput", "subprocess.getstatusoutput", "os.posix_spawn", "os.posix_spawnp"}
    | {f"os.{f}" for f in ("execl", "execlp", "execle", "execve", "execvpe", "spawnv", "spawnl")}
    | {"os.spawnvp", "os.spawnlp", "pexpect.run", "pexpect.spawn", "commands.getoutput"}
    | {"socket.socket", "socket.create_connection", "socket.socketpair", "socket.fromfd"}
    | {"multiprocessing.connection.Client", "asyncio.open_unix_connection"}
    | {"asyncio.open_connection", "asyncio.create_subprocess_exec"}
)
"""Calls that open a file (and ``Path.read_text``/``read_bytes``/``open``) or run a program: the
task's file must stand alone on torch, so one that reads a file or asks another program at run
time takes answers from elsewhere (``subprocess.run([sys.executable, "-c", "import reforacle…"])``)."""
_READ_METHODS = frozenset({"read_text", "read_bytes", "get_data", "open_binary", "open_text"})
"""Methods that read a file by what they are handed (``__loader__.get_data(P)``, a resource's
``read_text``)."""
_OUTSIDE_MODULES = (
    "sqlite3.", "dbm.", "shelve.", "urllib.request.", "http.client.", "requests.", "ftplib.",
    "mmap.", "zipfile.", "tarfile.", "gzip.open", "bz2.open", "lzma.open", "glob.", "pandas.read_",
    "pd.read_", "np.genfromtxt", "numpy.genfromtxt", "torch.from_file", "xmlrpc.",
)  # fmt: skip
"""Modules (and calls) any of whose calls reach a file, a database or a server: a table kept in
``~/.ck/calib.db`` that ``sqlite3.connect`` opens is answers from elsewhere, as ``open`` is."""


_ABSOLUTE_PATH = re.compile(r"/(?!dev/null\b)[\w.-]+/[\w.*/-]*")
"""A literal naming a place on the machine below its root (``/tmp/hub``, ``/root/.ck/t.json``)."""
_PATH_TEXT = frozenset({"get", "getenv", "setdefault", "removeprefix", "removesuffix"})
"""Calls that only keep or handle a path's text (an environment default, ``s.removeprefix``):
nothing is opened; a message's calls (the verifier's ``MESSAGE_CALLS``) and an exception made
with it neither."""


def _handed_a_path(call: ast.Call, called: str) -> bool:
    """Whether a call is handed a literal path on the machine (``torch.hub.load("/tmp/hub",
    …)``, ``runpy.run_path("/tmp/x.py")``): whatever loader it is, the graded file then needs a
    file outside itself, which the task's file must not."""
    from syncvals_plugin.verifier import MESSAGE_CALLS

    last = called.rsplit(".", 1)[-1]
    if (
        last in _PATH_TEXT
        or last in MESSAGE_CALLS
        or last.endswith(("Error", "Exception", "Warning"))
    ):
        return False
    values = [*call.args, *(k.value for k in call.keywords)]
    return any(
        isinstance(v, ast.Constant)
        and isinstance(v.value, str)
        and _ABSOLUTE_PATH.fullmatch(v.value)
        for v in values
    )


def _in_memory(node: ast.AST, names: dict[str, str]) -> bool:
    """Whether a loader's argument is a buffer in memory (``io.BytesIO(…)``) or a database kept
    there (``sqlite3.connect(":memory:")``), not a file."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value == ":memory:" or node.value.startswith("file::memory:")
    return isinstance(node, ast.Call) and unaliased(node.func, names).rsplit(".", 1)[-1] in (
        "BytesIO",
        "StringIO",
    )


def opens_a_file(tree: ast.Module, text: str) -> str | None:
    """The line of the submission ``text`` that opens a file, a connection or runs a program,
    whatever name its module was imported under, or None."""
    lines = text.splitlines()
    names = imported_names(tree)
    for node in of_type(tree, ast.Call):
        func = node.func
        if node.args and _in_memory(node.args[0], names):
            continue  # np.load(io.BytesIO(blob)): the file's own bytes, read (a table's matter)
        called = unaliased(func, names)
        if (
            called in _FILE_OPENERS
            or called.startswith(_OUTSIDE_MODULES)
            or (isinstance(func, ast.Attribute) and func.attr in _READ_METHODS)
            or _handed_a_path(node, called)
        ):
            return lines[node.lineno - 1].strip()[:200] if 0 < node.lineno <= len(lines) else "open"
    return None


def _module_level(tree: ast.Module) -> list[ast.stmt]:
    # The statements that run at import: the module's own, and those inside its ``if``, ``try``
    # and ``with`` blocks (``try: _T = torch.load(F)``), never a function's or a class's.
    out: list[ast.stmt] = []
    stack = list(reversed(tree.body))
    while stack:
        node = stack.pop()
        out.append(node)
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            inner = [*node.body, *getattr(node, "orelse", []), *getattr(node, "finalbody", [])]
            inner += [s for h in getattr(node, "handlers", []) for s in h.body]
            stack.extend(reversed(inner))
    return out


def _holds_data(value: ast.AST, own: dict[str, ast.FunctionDef]) -> bool:
    # A dict (literal, comprehension, dict(…)), a list or tuple of eight or more literals, data
    # decoded or loaded from a blob or a file, or what a function of the file's own that builds
    # one of those returns.
    if isinstance(value, (ast.Dict, ast.DictComp)):
        return True
    if _joined_literals(value):  # (a, b, c, d) + (e, f, g, h): one literal, split
        return sum(isinstance(c, ast.Constant) for c in ast.walk(value)) >= 8
    if isinstance(value, ast.Constant) and not isinstance(value.value, bool):
        # a number of 256 bits or more, 64 bytes or more: data packed into one literal
        if isinstance(value.value, int):
            return value.value.bit_length() >= 256
        return isinstance(value.value, bytes) and len(value.value) >= 64
    if isinstance(value, (ast.List, ast.Tuple)):  # eight numbers, or rows holding eight
        if not all(map(_row_of_literals, value.elts)):
            return False
        rows = any(isinstance(e, (ast.List, ast.Tuple)) for e in value.elts)
        numbers = sum(isinstance(c, ast.Constant) for c in ast.walk(value))
        return len(value.elts) >= 8 or (rows and numbers >= 8)
    calls = [n for n in walk(value) if isinstance(n, ast.Call)]
    if any(_call_name(n) in DECODERS | {"dict"} for n in calls):
        return True
    if isinstance(value, ast.Call) and any(  # torch.tensor([…eight numbers…]), np.array(rows),
        # tuple(map(Row._make, (rows…))): rows handed on, however deep in the calls
        isinstance(a, ast.List | ast.Tuple) and _holds_data(a, own)
        for a in walk(value)
    ):
        return True
    built = [own[_call_name(n)] for n in calls if _call_name(n) in own]
    return any(isinstance(n, (ast.Dict, ast.DictComp)) for fn in built for n in walk(fn))


def _literal(node: ast.AST) -> bool:
    # A constant (``-1.5`` too), or a tuple or list of them, nested: a row of a table.
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    if isinstance(node, (ast.Tuple, ast.List)):
        return all(_literal(e) for e in node.elts)
    return isinstance(node, ast.Constant)


def _row_of_literals(node: ast.AST) -> bool:
    # A row as :func:`_literal` reads one, or a value made from literals alone (``UUID('…')``,
    # ``Decimal('0.5')``, ``Fraction(1, 3)``): what a constructor packs is the literals' data.
    if isinstance(node, ast.Call):
        given = [*node.args, *(k.value for k in node.keywords)]
        return bool(given) and all(map(_literal, given))
    return _literal(node)


def _defaults(own: dict[str, ast.FunctionDef]) -> set[str]:
    # Parameters whose default holds data: a default is bound once, at import, as a global is
    # (``def f(x, _seen=((k, row), …))``).
    out = set()
    for fn in own.values():
        params = [*fn.args.posonlyargs, *fn.args.args]
        pairs = list(
            zip(params[len(params) - len(fn.args.defaults) :], fn.args.defaults, strict=True)
        )
        pairs += [(a, d) for a, d in zip(fn.args.kwonlyargs, fn.args.kw_defaults, strict=True) if d]
        out |= {a.arg for a, d in pairs if _holds_data(d, own)}
    return out


def _tables(tree: ast.Module, own: dict[str, ast.FunctionDef]) -> set[str]:
    # Names bound at import to data (:func:`_holds_data`), less a memo: an empty ``{}`` that
    # only the file's functions fill (with what they computed), nothing at import.
    # (first: what is made of them is data too; pieces joined at import, ``_T = _A + _B``)
    out = _classes_of_rows(tree) | _joined_pieces(tree, _module_level(tree))
    level = _module_level(tree)
    # (what import binds is all a bound value can read: the functions' own names are not read)
    skip = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.Try, ast.With)
    bound = [n for n in level if not isinstance(n, skip)]
    names = string_names(ast.Module(body=bound, type_ignores=[]))
    for node in level:
        if not isinstance(node, (ast.Assign, ast.AnnAssign)) or node.value is None:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        derived = any(isinstance(m, ast.Name) and m.id in out for m in walk(node.value))
        held = derived or _holds_data(node.value, own) or _spells_numbers(node.value, names)
        # literal rows handed to what is bound (``functools.partial(dict.get, {…})``)
        held = held or any(map(_literal_rows, of_type(node.value, ast.Dict)))
        if held:  # rows unpacked from a table are one too
            out |= {m.id for t in targets for m in walk(t) if isinstance(m, ast.Name)}
    for name in [n for n in out if _filled_by_functions_only(n, level, own)]:
        out.discard(name)
    # (a return of literal rows is looked for in the whole file first: most files have none)
    rows = any(r.value and _literal_rows(r.value) for r in of_type(tree, ast.Return))
    out |= {name for name, fn in own.items() if _yields_rows(fn) or (rows and _returns_rows(fn))}
    return out | _filled_with_text(level)


def _joined_pieces(tree: ast.Module, level: list[ast.stmt]) -> set[str]:
    # Literal pieces of numbers bound at import and joined with ``+`` where the code runs
    # (``_FA + _FB``, eight tuples of four): one table, split to look like constants.
    pieces = {
        t.id: sum(isinstance(c, ast.Constant) for c in ast.walk(n.value))
        for n in level
        if isinstance(n, ast.Assign)
        and isinstance(n.value, ast.Tuple | ast.List)
        and _literal(n.value)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    out: set[str] = set()
    for joined in of_type(tree, ast.BinOp) if pieces else ():
        names = _added(joined)
        if len(names) > 1 and set(names) <= pieces.keys() and sum(pieces[n] for n in names) >= 8:
            out |= set(names)
    return out


def _joined_literals(node: ast.AST) -> bool:
    # A chain of ``+`` whose every operand is a literal tuple or list.
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return all(map(_joined_literals, (node.left, node.right)))
    return isinstance(node, ast.Tuple | ast.List) and _literal(node)


def _added(node: ast.AST) -> list[str]:
    # The names a chain of ``+`` adds (``_A + _B + _C``); [] when anything else is added.
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _added(node.left), _added(node.right)
        return [*left, *right] if left and right else []
    return [node.id] if isinstance(node, ast.Name) else []


def _returns_rows(fn: ast.FunctionDef) -> bool:
    # A function that returns literal data of eight or more numbers (a cached ``_measured()``
    # giving a dict of rows): a table read by calling it.
    returned = [n.value for n in of_type(fn, ast.Return) if n.value]
    return any(_literal_rows(v) for v in returned)


def _literal_dict(node: ast.AST) -> bool:
    # A dict literal whose keys and values are all literals.
    return isinstance(node, ast.Dict) and all(
        p is not None and _literal(p) for p in [*node.keys, *node.values]
    )


def _literal_rows(node: ast.AST) -> bool:
    parts = [*node.keys, *node.values] if isinstance(node, ast.Dict) else [node]
    numbers = sum(isinstance(c, ast.Constant) for c in ast.walk(node))
    return numbers >= 8 and all(p is not None and _literal(p) for p in parts)


def _classes_of_rows(tree: ast.Module) -> set[str]:
    # Classes whose body binds literal data holding eight or more numbers (a dataclass's field
    # defaults, an ``Enum``'s members, plain class attributes): a table read through the class,
    # its instances or its members.
    out = set()
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        values = [
            n.value
            for n in node.body
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None
        ]
        # (rows a default factory builds, field(default_factory=lambda: {…}), count too)
        literal = [v for value in values for v in walk(value) if _literal(v) or _literal_dict(v)]
        numbers = sum(1 for v in literal for c in ast.walk(v) if isinstance(c, ast.Constant))
        # a text of rows handed to the class as a keyword (class T(Base, rows="1.2 …"))
        spelled = any(_spells_numbers(k.value, {}) for k in node.keywords)
        if numbers >= 8 or spelled:
            out.add(node.name)
    return out


_TEXTS = (ast.Constant, ast.Call, ast.BinOp, ast.JoinedStr)


def _spells_numbers(value: ast.AST, names: dict[str, str]) -> bool:
    # A text of eight or more numbers in what is bound, as written or as the file itself
    # decodes it with no running (``np.fromstring("1.25 0.5 …", sep=" ")``, rows drawn as
    # ``+1.234 ##..#``, a ``translate`` cipher of digits): data, whatever parses it.
    found, stack = 0, [value]
    while stack:  # the outermost text of each part, once (a concatenation's pieces are in it)
        node = stack.pop()
        text = static_string(node, names) if isinstance(node, _TEXTS) else None
        if text is not None:
            found += len(_NUMBER.findall(text))
        elif not (isinstance(node, ast.Constant) or _all_numbers(node)):
            stack.extend(ast.iter_child_nodes(node))
    return found >= 8


def _all_numbers(node: ast.AST) -> bool:
    # A list or tuple of numbers (probe inputs run to thousands): no text in it.
    return isinstance(node, (ast.List, ast.Tuple)) and all(
        isinstance(e, ast.Constant) and not isinstance(e.value, (str, bytes)) for e in node.elts
    )


def _filled_with_text(level: list[ast.stmt]) -> set[str]:
    # Objects filled at import from a text of eight or more numbers: a parser handed rows
    # (``_INI.read_string("[m]\n1.2 = …")``), a database handed an insert of them.
    out = set()
    for node in level:
        call = node.value if isinstance(node, ast.Expr) else None
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            continue
        owner = call.func.value
        texts = [
            a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
        ]
        if isinstance(owner, ast.Name) and any(len(_NUMBER.findall(t)) >= 8 for t in texts):
            out.add(owner.id)
    return out


_NUMBER = re.compile(r"-?\d+\.\d+")


def _yields_rows(fn: ast.FunctionDef) -> bool:
    # A function that only yields literal rows, eight or more: a table read by calling it.
    body = [
        n for n in fn.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
    ]
    rows = [
        n.value.value for n in body if isinstance(n, ast.Expr) and isinstance(n.value, ast.Yield)
    ]
    return len(rows) >= 8 and len(rows) == len(body) and all(r and _literal(r) for r in rows)


def _filled_by_functions_only(name: str, level: list[ast.stmt], own: dict) -> bool:
    bound = [
        n.value
        for n in level
        if isinstance(n, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)
    ]
    if not bound or not all(isinstance(v, ast.Dict) and not v.keys for v in bound):
        return False

    def fills(nodes) -> bool:
        return any(
            isinstance(n, ast.Subscript)
            and isinstance(n.ctx, ast.Store)
            and isinstance(n.value, ast.Name)
            and n.value.id == name
            for top in nodes
            for n in walk(top)
        )

    at_import = [n for n in level if not isinstance(n, (ast.FunctionDef, ast.ClassDef))]
    return fills(own.values()) and not fills(at_import)


def _keys_on_values(
    key: ast.AST,
    local: dict[str, list[ast.AST]],
    own: dict[str, ast.FunctionDef] | None = None,
    depth: int = 3,
) -> bool:
    # Whether a key is made from a tensor's values (``round(x.sum().item(), 4)``,
    # ``hash(x.numpy().tobytes())``), followed through the function's own variables and into
    # the file's own functions it calls (``slot = _slot(logits)``, a helper hashing its bytes).
    own = own or {}
    frontier: list[ast.AST] = [key]
    seen: set[str] = set()
    for _ in range(depth + 1):
        following: list[ast.AST] = []
        for expr in frontier:
            for n in walk(expr):
                if isinstance(n, ast.Call) and _call_name(n) in VALUE_KEYS:
                    return True
                if isinstance(n, ast.Call) and _call_name(n) in ("float", "int") and _element(n):
                    return True  # float(x.reshape(-1)[0]): one of its values
                if isinstance(n, ast.Subscript) and _slice_of(n, local):
                    return True  # rewards.reshape(-1)[:1]: the input's own values
                if isinstance(n, ast.Call) and _call_name(n) in own and _call_name(n) not in seen:
                    seen.add(_call_name(n))
                    following.append(own[_call_name(n)])
                if isinstance(n, ast.Name) and n.id not in seen:
                    seen.add(n.id)
                    following += local.get(n.id, [])
        frontier = following
    return False


def _element(call: ast.Call) -> bool:
    # A number made of one of a tensor's elements (``float(x[0])``, ``float(x.flatten()[0])``),
    # not of its shape or size (``int(x.shape[-1])``, ``float(len(x))``).
    inner = list(walk(call.args[0])) if call.args else []
    sized = any(isinstance(m, ast.Attribute) and m.attr in ("shape", "ndim") for m in inner)
    sized = sized or any(
        isinstance(m, ast.Call) and _call_name(m) in ("len", "size", "dim", "numel") for m in inner
    )
    return not sized and any(isinstance(m, ast.Subscript) for m in inner)


def _slice_of(node: ast.Subscript, local: dict[str, list[ast.AST]]) -> bool:
    # An item or a slice of a tensor the function was handed (``x.flatten()[:1]``), not of its
    # shape (``x.shape[0]``) or of a table of the file's own.
    chain: ast.AST = node.value
    while isinstance(chain, ast.Call | ast.Attribute | ast.Subscript):
        if isinstance(chain, ast.Attribute) and chain.attr in ("shape", "ndim", "dtype", "device"):
            return False
        chain = chain.func if isinstance(chain, ast.Call) else chain.value
    return isinstance(chain, ast.Name) and chain.id in local and not local[chain.id]


_LOOKUPS = frozenset(
    {"get", "__getitem__", "setdefault", "has_option", "getfloat", "execute"}
    | {"partition", "rpartition", "find", "rfind", "index", "rindex", "split", "count"}
)
"""What looks an entry up in a table or a filled object by what it is handed (a text table's
``partition(key)``, ``find(key)``, ``split(key)`` too)."""
_CLOSE = frozenset({"isclose", "allclose", "equal"})
"""Comparisons by value within a tolerance (``math.isclose``, ``torch.allclose``)."""


def _the_input(key: ast.AST, fn: ast.FunctionDef) -> bool:
    # A parameter of the function, whole or reshaped (``torch.allclose(rewards, row)``): a
    # stored input compared with the input itself, value by value.
    params = {a.arg for a in fn.args.args}
    return any(isinstance(n, ast.Name) and n.id in params for n in walk(key))


def _beside_rows(sides: list[ast.expr], rows: set[str], deep: bool = False) -> list[ast.expr]:
    # The sides of a comparison that are not a table's row, when one side is: the key a row is
    # found by (``k == key``, ``abs(total - key) < eps``; ``deep``: a side holding a row, as in
    # ``isclose(row[0], key)``).
    def is_row(side: ast.AST) -> bool:
        if isinstance(side, ast.Subscript) and not deep:  # row[0] == key: a field of the row
            side = side.value
        # [float(v) for v in vals.split()] == key: the row's values, parsed
        parsed = isinstance(side, ast.ListComp | ast.GeneratorExp | ast.SetComp | ast.Call)
        found = walk(side) if deep or parsed else [side]
        return any(isinstance(m, ast.Name) and m.id in rows for m in found)

    return [c for c in sides if not is_row(c)] if any(map(is_row, sides)) else []


def lookup_table(tree: ast.Module, text: str = "") -> str | None:
    """Hard-coded outputs: data bound at import (:func:`_holds_data`) consulted inside a
    function with a key made from the input's values (a rounded sum, a mean, a hash of its
    bytes, its ``.tolist()``; in the function, in a helper it calls, or handed to it as an
    argument by its callers), not from its shape, dtype or an option's name.  Returns the line
    of ``text`` that consults it (what evidence quotes), else None."""
    own = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    branch = _literal_branch(tree, own, text)
    if branch is not None:
        return branch
    tables = _tables(tree, own) | _defaults(own)
    documented = {n for n, f in own.items() if _numbers_in_doc(f)}
    documented |= {"__doc__"} if _numbers_in_doc(tree) else set()
    chained = any(_chain_subject(n) is not None for n in of_type(tree, ast.If))
    rows_anywhere = any(map(_literal_rows, of_type(tree, ast.Dict)))
    if not (tables or documented or of_type(tree, ast.Match) or chained or rows_anywhere):
        return None
    for fn in own.values():
        local: dict[str, list[ast.AST]] = {}
        for n in ast.walk(fn):
            if isinstance(n, ast.For | ast.comprehension) and isinstance(n.target, ast.Name):
                local.setdefault(n.target.id, []).append(n.iter)  # for row in reader(T): of T
            if isinstance(n, ast.Assign):
                for t in n.targets:
                    if isinstance(t, ast.Name):
                        local.setdefault(t.id, []).append(n.value)
                    elif _paired(t, n.value):  # a, b = X, Y: each its own
                        for name, value in zip(t.elts, n.value.elts, strict=True):  # type: ignore[attr-defined]
                            if isinstance(name, ast.Name):
                                local.setdefault(name.id, []).append(value)
        for i, arg in enumerate(fn.args.args):  # a parameter: what its callers hand it
            local.setdefault(arg.arg, []).extend(_handed(tree, fn.name, i))
        mine = _derived(local, tables)
        # a table built at each call from literal rows (``rows = {0.4967: (…), …}``) is one too
        mine |= {name for name, values in local.items() if any(map(_literal_rows, values))}
        rows = _rows(fn, mine, documented)
        for n in ast.walk(fn):
            keys = _keys_of(n, mine, rows)
            # Keys come only from a subscript, a call, a comparison or a match: with a line.
            whole = _call_name(n) in _CLOSE if isinstance(n, ast.Call) else False
            if isinstance(n, (ast.expr, ast.Match, ast.If)) and any(
                _keys_on_values(k, local, own) or (whole and _the_input(k, fn)) for k in keys
            ):
                lines = text.splitlines()
                return lines[n.lineno - 1].strip() if 0 < n.lineno <= len(lines) else "lookup"
    return None


def _literal_branch(tree: ast.Module, own: dict[str, ast.FunctionDef], text: str) -> str | None:
    """A branch for one input, spelled out: an ``if`` that compares the input's values with a
    literal of two or more numbers (``logits.tolist() == [[1.0, 2.0, 2.0]]``,
    ``torch.equal(x, torch.tensor([…]))``) and returns a constant (``torch.tensor([[False,
    True, …]])``, ``torch.tensor(0.75)``, a literal bound at import): an answer kept for that
    input; keyed by the input's shape only when the constant holds measured numbers (two or more
    with three decimals: ``[0.1549, -0.3107, 0.4476]`` for any 3x4 input).  Its line, else None.
    An option compared with a literal (``dims == (0, 1)``) is not the input's values."""
    held = {
        t.id: n.value
        for n in tree.body
        if isinstance(n, ast.Assign) and _literal(n.value)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    for fn in own.values():
        params: dict[str, list[ast.AST]] = {a.arg: [] for a in fn.args.args}
        mine = set(params) | {t.id for n in of_type(fn, ast.Assign) for t in n.targets
                              if isinstance(t, ast.Name)}  # fmt: skip
        for n in of_type(fn, ast.If) if params else ():
            sides = _compared(n.test)
            if not any(_numbers_literal(side) for side, _ in sides):
                continue
            kept = [numbers for stmt in n.body for r in walk(stmt)
                    if isinstance(r, ast.Return) and r.value is not None
                    and (numbers := _kept(r.value, mine, held)) is not None]  # fmt: skip
            measured = any(sum(_decimals(v) >= 3 for v in numbers) >= 2 for numbers in kept)
            if kept and any(
                not _numbers_literal(side)
                and (
                    _keys_on_values(side, params) or ((whole or measured) and _the_input(side, fn))
                )
                for side, whole in sides
            ):
                lines = text.splitlines()
                return lines[n.lineno - 1].strip() if 0 < n.lineno <= len(lines) else "branch"
    return None


def _kept(value: ast.AST, mine: set[str], held: dict[str, ast.expr]) -> list[float] | None:
    # The numbers of a value made of constants alone (literals bound at import put in), or None
    # when it names one of the function's own parameters or variables (a computed value).
    found = list(ast.walk(value))
    found += [
        m for n in found if isinstance(n, ast.Name) and n.id in held for m in ast.walk(held[n.id])
    ]
    typed = {id(m.value) for m in found if isinstance(m, ast.Attribute) and m.attr in _KINDS}
    if any(isinstance(m, ast.Name) and m.id in mine and id(m) not in typed for m in found):
        return None  # (``dtype=x.dtype``: the input's kind, not its values)
    constants = [m.value for m in found if isinstance(m, ast.Constant)]
    return [float(v) for v in constants if isinstance(v, int | float)] if constants else None


_KINDS = frozenset({"dtype", "device"})


def _decimals(value: float) -> int:
    # how many decimals a number is written with (0.1549: 4, 2.0: 0)
    text = repr(value)
    return 0 if "e" in text else len(text.partition(".")[2].rstrip("0"))


def _compared(test: ast.AST) -> list[tuple[ast.expr, bool]]:
    # The values an ``if`` compares for equality, each with whether it is compared whole: both
    # sides of ``==``; the arguments of ``torch.equal``/``allclose`` (whole); in an ``and`` too.
    out: list[tuple[ast.expr, bool]] = []
    for n in walk(test):
        if isinstance(n, ast.Compare) and len(n.ops) == 1 and isinstance(n.ops[0], ast.Eq):
            out += [(n.left, False), (n.comparators[0], False)]
        elif isinstance(n, ast.Call) and _call_name(n) in _CLOSE:
            out += [(a, True) for a in n.args[:2]]
    return out


def _numbers_literal(node: ast.AST) -> bool:
    # A literal of two or more numbers (nested lists too), bare or in torch.tensor(…)
    if isinstance(node, ast.Call) and node.args:
        node = node.args[0]
    if not isinstance(node, ast.List | ast.Tuple):
        return False
    leaves = [m for m in ast.walk(node) if not isinstance(m, ast.List | ast.Tuple | ast.Load)]
    leaves = [m for m in leaves if not isinstance(m, ast.UnaryOp | ast.unaryop)]
    return len(leaves) >= 2 and all(
        isinstance(m, ast.Constant) and isinstance(m.value, int | float) for m in leaves
    )


def _paired(target: ast.AST, value: ast.AST) -> bool:
    return (
        isinstance(target, ast.Tuple)
        and isinstance(value, ast.Tuple)
        and len(target.elts) == len(value.elts)
    )


def _derived(local: dict[str, list[ast.AST]], tables: set[str]) -> set[str]:
    # The tables, and a function's variables made from one (``table = np.loadtxt(io.StringIO(
    # _ROWS))``, ``t = _measured()``): what is parsed or drawn from data is the data.
    out = set(tables)
    for _ in range(2):
        out |= {
            name
            for name, values in local.items()
            if any(isinstance(m, ast.Name) and m.id in out for v in values for m in ast.walk(v))
        }
    return out


def _numbers_in_doc(node: ast.Module | ast.FunctionDef) -> bool:
    # A docstring that is a text of eight or more numbers ("Checked values: 1.396 -> -1.1278,
    # …"): read back through ``__doc__`` at run time, it is a table.
    return len(_NUMBER.findall(ast.get_docstring(node) or "")) >= 8


def _rows(fn: ast.FunctionDef, tables: set[str], documented: set[str]) -> set[str]:
    # The names a table's entries are bound to in ``fn`` (``for k, row in TABLE``, ``for line
    # in f.__doc__.splitlines()``, ``documented``: the functions, or the module's ``__doc__``,
    # whose docstring is one), and the names assigned from them (``key, _, vals =
    # line.partition(" -> ")``).
    def is_table(m: ast.AST) -> bool:
        if isinstance(m, ast.Name):
            return m.id in tables or (m.id == "__doc__" and "__doc__" in documented)
        return (
            isinstance(m, ast.Attribute)
            and m.attr == "__doc__"
            and isinstance(m.value, ast.Name)
            and m.value.id in documented
        )

    rows = {  # for k, row in TABLE, and a comprehension's (next(r for k, r in TABLE if …))
        t.id
        for n in ast.walk(fn)
        if isinstance(n, ast.For | ast.comprehension) and any(map(is_table, ast.walk(n.iter)))
        for t in ast.walk(n.target)
        if isinstance(t, ast.Name)
    }
    assigned = [n for n in ast.walk(fn) if isinstance(n, ast.Assign)] if rows else []
    for _ in range(2):
        rows |= {
            t.id
            for n in assigned
            if any(isinstance(m, ast.Name) and m.id in rows for m in ast.walk(n.value))
            for target in n.targets
            for t in ast.walk(target)
            if isinstance(t, ast.Name)
        }
    return rows


def _chain_subject(n: ast.If) -> ast.expr | None:
    """What an ``if``/``elif`` chain of five or more equalities with a literal number tests
    (``if x == 0.4967: … elif x == 1.2: …``), the same expression each time: the subject of a
    ``match`` spelled with ``if``s, whose branches are the rows; else None."""
    subjects = []
    while True:
        test = n.test
        if not (
            isinstance(test, ast.Compare)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq)
            and isinstance(test.comparators[0], ast.Constant | ast.UnaryOp)
        ):
            break
        subjects.append(ast.dump(test.left))
        if len(n.orelse) != 1 or not isinstance(n.orelse[0], ast.If):
            break
        n = n.orelse[0]
    if len(subjects) < 5 or len(set(subjects)) != 1:
        return None
    return n.test.left  # type: ignore[attr-defined]


def _keys_of(n: ast.AST, tables: set[str], rows: set[str]) -> list[ast.expr]:
    # What ``n`` looks a table up by: the key of an equality or a near one with a row, a
    # subscript's index, ``get``'s argument, what ``in`` tests; the subject of a ``match`` of
    # five or more literal cases (its arms are the rows).
    if isinstance(n, ast.Compare) and rows and isinstance(n.ops[0], (ast.Eq, ast.Is)):
        return _beside_rows([n.left, *n.comparators], rows)  # if k == key
    gap = n.left if isinstance(n, ast.Compare) and isinstance(n.ops[0], (ast.Lt, ast.LtE)) else None
    if rows and isinstance(gap, ast.Call) and _call_name(gap) == "abs" and gap.args:
        inner = gap.args[0]  # abs(total - key) < eps: a row found by a near equality
        if isinstance(inner, ast.BinOp) and isinstance(inner.op, ast.Sub):
            return _beside_rows([inner.left, inner.right], rows, deep=True)
    if isinstance(n, ast.Call) and _call_name(n) in _CLOSE:
        return _beside_rows(list(n.args[:2]), rows | tables, deep=True)  # isclose(row[0], key)
    if isinstance(n, ast.Subscript) and _table(n.value, tables):
        return [n.slice]
    if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in tables:
        return list(n.args)  # _lookup(key), _lookup = functools.partial(dict.get, _TABLE)
    if (  # getattr(TABLE, key): an attribute named by the key
        isinstance(n, ast.Call)
        and _call_name(n) == "getattr"
        and len(n.args) >= 2
        and isinstance(n.args[0], ast.Name)
        and n.args[0].id in tables
    ):
        return [n.args[1]]
    if (
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in _LOOKUPS
        and _table(n.func.value, tables)
    ):
        return list(n.args)  # get(key), a parser's get(section, key), execute(sql, (key,))
    if isinstance(n, ast.Compare) and any(isinstance(o, (ast.In, ast.NotIn)) for o in n.ops):
        return (
            [n.left]
            if any(isinstance(c, ast.Name) and c.id in tables for c in n.comparators)
            else []
        )
    if isinstance(n, ast.Match):
        literal = [c for c in n.cases if isinstance(c.pattern, ast.MatchValue)]
        return [n.subject] if len(literal) >= 5 else []
    if isinstance(n, ast.If) and (subject := _chain_subject(n)) is not None:
        return [subject]  # if x == 0.4967: … elif x == -0.2341: …: a match spelled with ifs
    if isinstance(n, ast.Call):  # re.search(key, TABLE), min(TABLE, key=…), bisect(TABLE, x)
        given = [*n.args, *(k.value for k in n.keywords)]
        if any(_table(a, tables) for a in given):
            return [a for a in given if not _table(a, tables)]
    return []


def _table(node: ast.AST, tables: set[str]) -> bool:
    # A table by its name, or a function that returns one, called (``_measured().get(key)``),
    # or an attribute of one.
    if isinstance(node, ast.Call) and not node.args:
        node = node.func
    while isinstance(node, ast.Attribute):  # _MEASURED.rows.get(key): a table object's data
        node = node.value
    return isinstance(node, ast.Name) and node.id in tables


def _handed(tree: ast.Module, name: str, index: int) -> list[ast.AST]:
    """The arguments the file's calls of its function ``name`` hand its parameter ``index``."""
    return [
        n.args[index]
        for n in of_type(tree, ast.Call)
        if isinstance(n.func, ast.Name) and n.func.id == name and len(n.args) > index
    ]


def imports_through(tree: ast.Module, written: dict[str, str], task: TaskSpec) -> str:
    """Why the graded file reaches the reference through a module beside it that imports the
    reference: one the session wrote (``from _numerics import stable_median``, ``_numerics.py``
    importing it) or one the task ships in its workspace (its ``probe.py``), by the verifier's
    own static check of that module; empty when none does."""
    from syncvals_plugin.verifier import check_submission

    for module, line in _import_lines(tree):
        name = module.split(".")[0] + ".py"
        if name == task.submission_name:
            continue
        shipped = task.environment_dir / name
        package = written.get(module.split(".")[0] + "/__init__.py")
        text = written.get(name) or package or (shipped.read_text() if shipped.is_file() else None)
        built = built_source(module.split(".")[0], written, task.sealed_module)
        if built:  # a C extension the session built from a source that imports the reference
            return f"line {line}: it imports {module!r}, built from {built}, which imports it"
        if text is None:
            continue
        helper = check_submission(text, {}, name, task.sealed_module)
        whose = "which the session wrote" if name in written or package else "which the task ships"
        if helper.rejection == "reference":
            return f"line {line}: it imports {module!r}, and {name}, {whose}: {helper.fatal}"
        # the answers kept beside it: a table the graded file looks its inputs up in
        joined = text + "\n" + ast.unparse(tree)
        joint = parse_python(joined)
        if whose.endswith("wrote") and joint is not None and lookup_table(joint, joined):
            return f"line {line}: it imports {module!r}, {whose}, and looks its inputs up there"
    return ""


def imported_modules(tree: ast.Module) -> list[str]:
    """The modules ``tree`` imports by absolute name, anywhere in it (a function's own too)."""
    return [module for module, _ in _import_lines(tree)]


def _import_lines(tree: ast.Module) -> list[tuple[str, int]]:
    # Each module imported by absolute name, with the line of its import.
    imported = [(a.name, n.lineno) for n in of_type(tree, ast.Import) for a in n.names]
    froms = of_type(tree, ast.ImportFrom)
    return imported + [(n.module or "", n.lineno) for n in froms if not n.level]


def built_source(module: str, written: dict[str, str], sealed: str) -> str | None:
    """The source the session wrote for an extension module ``module`` (``_ck.c``, ``_ck.pyx``,
    ``_ckmodule.c``) that imports the reference by its name (``PyImport_ImportModule(
    "reforacle")``, ``import reforacle``), or None."""
    for name, text in written.items():
        stem, _, suffix = name.partition(".")
        named = stem in (module, module + "module") or f"PyInit_{module}(" in text
        if named and suffix in _EXTENSION_SOURCES:
            if f'"{sealed}"' in text or re.search(rf"\b(?:c?import)\s+{sealed}\b", text):
                return name
    return None


_EXTENSION_SOURCES = frozenset({"c", "cc", "cpp", "pyx", "rs"})
