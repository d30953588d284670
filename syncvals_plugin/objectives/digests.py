"""What only summarises a file's bytes or copies them into another file: a digest, a count, a
comparison for equality, a copy (``hashlib.sha256(open(F, "rb").read())``, ``len(…)``,
``dst.write(src.read())``).  What comes back says nothing of the content, as ``sha256sum``,
``wc``, ``cmp -s`` and ``cp`` give it.
"""

from __future__ import annotations

import ast
import re

from syncvals_plugin.classifier import dotted, of_type, of_types, printed_to, static_string
from syncvals_plugin.objectives.bindings import callee

DIGESTS = ("hashlib.", "md5", "sha1", "sha256", "sha512", "blake2b", "crc32", "adler32", "digest")
"""What a call that digests bytes is called by: what it gives says nothing of the content."""


def _summarises(call: ast.Call) -> bool:
    # A digest of bytes, their count, their descriptor's stat, or a copy of them into another
    # file: what comes back is what sha256sum, wc, stat or cp give.
    name = dotted(call.func) or callee(call.func)
    if name in ("len", "sum", "fstat", "os.fstat", "close", "os.close"):
        return True
    if name in ("os.sendfile", "sendfile") and call.args:  # os.sendfile(OUT, IN, …): a copy
        out = call.args[0]  # unless OUT is the output (1, 2, sys.stdout.fileno())
        printed = isinstance(out, ast.Constant) and out.value in (1, 2)
        return not printed and not any(
            w in dotted(n) for n in ast.walk(out) for w in ("stdout", "stderr")
        )
    if callee(call.func) == "write_bytes" or name.endswith("copyfileobj"):
        return not any("stdout" in dotted(a) or "stderr" in dotted(a) for a in call.args)
    if callee(call.func) == "file_digest" and _own_digest(call):
        return False  # hashlib.file_digest(fh, Keep): Keep.update gets every byte, kept
    return any(d in name for d in DIGESTS)


_HASH_NAMES = re.compile(r"^(?:sha\d*|sha3_\d+|md5|blake2[bs]|shake_\d+|new)$")


def _own_digest(call: ast.Call) -> bool:
    """Whether ``hashlib.file_digest`` is handed a digest that is not hashlib's (named, or a
    constructor: ``"sha256"``, ``hashlib.sha256``, ``sha256``, ``lambda: hashlib.new(…)``): the
    code's own, whose ``update`` keeps what it is given."""
    given = call.args[1] if len(call.args) > 1 else None
    given = next((k.value for k in call.keywords if k.arg == "digest"), given)
    if given is None or isinstance(given, (ast.Constant, ast.Attribute)):
        return False
    if isinstance(given, ast.Lambda):
        given = given.body.func if isinstance(given.body, ast.Call) else given.body
        if isinstance(given, ast.Attribute):
            return False
    return not (isinstance(given, ast.Name) and _HASH_NAMES.match(given.id))


def digested(tree: ast.Module) -> set[int]:
    """The ids of the nodes whose bytes go only into a digest, a count, a comparison for
    equality or a copy into another file (``hashlib.sha256(open(F, "rb").read())``,
    ``len(…)``, ``sum(1 for _ in open(F))``, ``open(F).read() == open(G).read()``,
    ``Path(G).write_bytes(Path(F).read_bytes())``), of the ``open`` calls whose handle is used
    only there (``with open(F, "rb") as fh: print(hashlib.sha256(fh.read()).hexdigest())``)
    or not at all (``with open(F, "rb"): print("readable")``): what comes back says nothing of
    the content, as ``sha256sum``, ``wc``, ``cmp -s`` and ``cp`` give it."""
    kept = _kept_elsewhere(tree)  # h = hashlib.sha256(), dst = open(G, "wb")
    summed: list[ast.AST] = [
        a
        for c in of_type(tree, ast.Call)
        if _summarises(c) or _kept_by(c, kept)
        for a in c.args
        if not _kept_by(c, kept) or _as_read(a, c)
    ]
    summed += [  # open(F, "rb").read() == open(G, "rb").read(): whether they are equal
        side
        for c in of_type(tree, ast.Compare)
        if all(isinstance(o, (ast.Eq, ast.NotEq)) for o in c.ops)
        for side in [c.left, *c.comparators]
    ]
    inside = {
        id(n)
        for a in summed
        if not any(isinstance(n, ast.NamedExpr) for n in ast.walk(a))  # len(d := …) keeps d
        for n in ast.walk(a)
    }
    # h.update(x), dst.write(x), con.execute(SQL, (p, x)): the call itself only feeds a digest
    # or stores what it is handed (a path among it is stored, not opened)
    inside.update(id(c) for c in of_type(tree, ast.Call) if _kept_by(c, kept))
    handles: dict[str, list[ast.AST]] = {}
    for node in of_types(tree, _HANDLE_BINDERS):
        if isinstance(node, ast.withitem) and node.optional_vars is None:
            inside.update(id(n) for n in ast.walk(node.context_expr))  # with open(F): nothing read
        elif isinstance(node, ast.withitem) and isinstance(node.optional_vars, ast.Name):
            handles.setdefault(node.optional_vars.id, []).append(node.context_expr)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            if isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Call):
                handles.setdefault(node.targets[0].id, []).append(node.value)
        elif isinstance(node, ast.For) and isinstance(node.target, ast.Name):
            handles.setdefault(node.target.id, []).append(node.iter)  # for chunk in iter(…)
    if not handles:
        return inside
    _grow(tree, handles, inside)
    return inside


def _grow(tree: ast.Module, handles: dict[str, list[ast.AST]], inside: set[int]) -> None:
    """Carry what is only summarised to the values of the names it goes through: a handle
    used only there, a buffer ``readinto`` filled and only summarised (``inside`` grows)."""
    fills: dict[str, list[ast.Call]] = {}  # fh.readinto(buf): the bytes land in buf
    for c in of_type(tree, ast.Call):
        if callee(c.func) in _FILLS and c.args and isinstance(c.args[0], ast.Name):
            fills.setdefault(c.args[0].id, []).append(c)
    loads: dict[str, list[ast.Name]] = {}
    for n in of_type(tree, ast.Name):
        if isinstance(n.ctx, ast.Load) and (n.id in handles or n.id in fills):
            loads.setdefault(n.id, []).append(n)
    filling = {id(c.args[0]) for calls in fills.values() for c in calls}
    grew = True
    while grew:  # a name used only where bytes are summarised carries that to its value
        grew = False
        for name, opened in handles.items():
            uses = loads.get(name, [])
            if uses and all(id(u) in inside for u in uses) and id(opened[0]) not in inside:
                inside.update(id(n) for o in opened for n in ast.walk(o))
                grew = True
        for name, calls in fills.items():  # a buffer only summarised: so was its filling
            uses = [u for u in loads.get(name, []) if id(u) not in filling]
            if uses and all(id(u) in inside for u in uses) and id(calls[0]) not in inside:
                inside.update(id(n) for c in calls for n in ast.walk(c))
                grew = True


_FILLS = frozenset({"readinto", "readinto1", "recv_into", "recvfrom_into"})
"""Reads that put the bytes into a buffer they are handed, not into what they return."""


_HANDLE_BINDERS = frozenset({ast.withitem, ast.Assign, ast.For})


def _kept_elsewhere(tree: ast.Module) -> set[str]:
    """Names bound to a digest being fed (``h = hashlib.sha256()``), to a file opened for
    writing (``open(G, "wb") as dst``, not the output) or to a database (``sqlite3.connect``):
    what they are given is summarised or copied, as ``h.update(chunk)``, ``dst.write(src.read())``
    and ``con.execute("insert …", (fh.read(),))`` do."""
    out: set[str] = set()
    for node in of_types(tree, _HANDLE_BINDERS):
        if isinstance(node, ast.withitem):
            name, value = node.optional_vars, node.context_expr
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            name, value = node.targets[0], node.value
        else:
            continue
        if not isinstance(name, ast.Name) or not isinstance(value, ast.Call):
            continue
        called = dotted(value.func) or callee(value.func)
        mode = static_string(value.args[1]) if len(value.args) > 1 else None
        target = value.args[0] if value.args else None
        printed = target is None or any(  # open(1, "wb"), open(sys.stdout.fileno(), "wb")
            isinstance(n, ast.Constant)
            and not isinstance(n.value, str)
            or isinstance(n, (ast.Attribute, ast.Name))
            and "std" in dotted(n)
            or printed_to(static_string(n) or "")
            for n in ast.walk(target)
        )
        if (
            any(d in called for d in DIGESTS)
            or (callee(value.func) == "open" and mode and mode[:1] in "wax" and not printed)
            or called.endswith("sqlite3.connect")  # a database file: what it is given is stored
        ):
            out.add(name.id)
    return out


def _as_read(arg: ast.AST, call: ast.Call) -> bool:
    """Whether ``arg`` hands on the bytes as read (``src.read()``, a chunk, a slice of them), or
    feeds a digest: written to a file, only those are a copy; ``"\\n".join(re.findall(…, d))``
    written out is what was found in them, read."""
    if isinstance(call.func, ast.Attribute) and call.func.attr == "update":
        return True
    if isinstance(arg, (ast.Tuple, ast.List)):  # con.execute(SQL, (name, fh.read()))
        return any(_as_read(e, call) for e in arg.elts)
    while isinstance(arg, ast.Subscript):
        arg = arg.value
    return isinstance(arg, ast.Name) or (
        isinstance(arg, ast.Call) and callee(arg.func) in _BYTE_READS
    )


_BYTE_READS = frozenset({"read", "read_bytes", "readall", "readline", "getvalue", "getbuffer"})


def _kept_by(call: ast.Call, kept: set[str]) -> bool:
    """Whether ``call`` feeds a digest or writes a file (``h.update(x)``, ``dst.write(x)``)."""
    func = call.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr in ("update", "write", "writelines", "execute", "executemany")
        and isinstance(func.value, ast.Name)
        and func.value.id in kept
    )
