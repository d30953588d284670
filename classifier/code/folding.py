"""Static values of Python expressions: what a string expression (concatenation, ``%`` and
``format``, f-strings, ``join``, slicing, ``chr``/``bytes``, codecs, ``base64``, files written earlier,
a shell command's output) and a list of strings evaluate to, computed without running the code.
Nothing is folded past :data:`~syncvals_plugin.classifier.code.tree.FOLD_CAP` characters.
"""

from __future__ import annotations

import ast
import re

from syncvals_plugin.classifier.code.arithmetic import _computed_ints, _static_ints
from syncvals_plugin.classifier.code.globs import names_only
from syncvals_plugin.classifier.code.grammar import read_shell
from syncvals_plugin.classifier.code.markers import STDIN, known
from syncvals_plugin.classifier.code.printed import SITE_FOLDER_CALLS, SITE_PACKAGES, printed
from syncvals_plugin.classifier.code.tree import FOLD_CAP, dotted, literal_text
from syncvals_plugin.classifier.code.words import _basename


def _item_key(node: ast.AST, env: dict[str, str]) -> str | None:
    """How an index or key is written in ``env``'s item names: an integer as its digits
    (``-1`` too), a static string as its ``repr`` (``'k'``: never confused with an index)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _item_key(node.operand, env)
        return f"-{inner}" if inner is not None and inner.isdigit() else None
    if isinstance(node, ast.Constant) and type(node.value) is int:
        # an index past 2**63 picks nothing (and Python refuses to print one of 4,300 digits)
        return str(node.value) if abs(node.value) < 1 << 63 else None
    text = static_string(node, env)
    return repr(text) if text is not None else None


def _item_of(node: ast.Subscript, env: dict[str, str]) -> str | None:
    """The static string ``node`` picks: an item of a name bound by :func:`_bind_items`
    (``P[0]``, ``D['k']``), or of a list, tuple or dict literal (``['a', 'b'][1]``)."""
    key = _item_key(node.slice, env)
    if key is None:
        return None
    container = node.value
    if isinstance(container, ast.Call) and key == "0" and len(container.args) == 1:
        return _codec_pair(container, env)  # codecs.getdecoder("rot13")(s)[0]
    if isinstance(container, ast.Name):
        return env.get(f"{container.id}[{key}]")
    if isinstance(container, (ast.List, ast.Tuple)) and key.lstrip("-").isdigit():
        index = int(key)
        if -len(container.elts) <= index < len(container.elts):
            return static_string(container.elts[index], env)
        return None
    if isinstance(container, ast.Dict):
        for k, v in zip(container.keys, container.values, strict=True):
            if k is not None and _item_key(k, env) == key:
                return static_string(v, env)
    return None


_OTHER_DIRECTIVE = re.compile(r"%(?![s%])")
"""A ``%`` directive other than ``%s`` and ``%%``."""


def static_string(node: ast.AST, env: dict[str, str] | None = None) -> str | None:
    """The string ``node`` evaluates to when that needs no running: literals (bytes literals read
    as text), names bound to them, ``+``, f-strings of those, ``os.path.join``, ``Path(…)`` and
    ``/``; else None."""
    env = env or {}
    if isinstance(node, ast.Constant):
        # A bytes literal is text too (``open(b"/logs/…")``, ``b64decode(b"aW1w" + b"b3J0")``).
        return literal_text(node.value)
    if isinstance(node, ast.Name):
        return env.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):  # "%s%s" % ("ref", "oracle")
        form = static_string(node.left, env)
        operand = node.right
        sequence = isinstance(operand, (ast.Tuple, ast.Call, ast.Starred)) or (
            isinstance(operand, ast.Name) and f"{operand.id}[]" in env
        )  # "%s%s" % tuple(L): its items; "%s" % name: the one string
        values = static_items(operand, env) if sequence else _static_strings([operand], env)
        # Only ``%s`` and ``%%``: a width (``%999999999s``) would have the classifier build
        # whatever string a trial asks for.
        if form is None or values is None or _OTHER_DIRECTIVE.search(form):
            return None
        try:
            return form % tuple(values)
        except (TypeError, ValueError, KeyError):
            return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):  # "_" * 2
        return _repeated(node, env)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Div)):
        left, right = static_string(node.left, env), static_string(node.right, env)
        if left is None or right is None or len(left) + len(right) > FOLD_CAP:
            return None
        if isinstance(node.op, ast.Add):
            return left + right
        return left.rstrip("/") + "/" + right.lstrip("/")
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            part = (
                static_string(value.value, env)
                if isinstance(value, ast.FormattedValue)
                else static_string(value, env)
            )
            if part is None:
                return None
            parts.append(part)
        return "".join(parts) if sum(map(len, parts)) <= FOLD_CAP else None
    if isinstance(node, ast.Attribute):
        return _static_attribute(node, env)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
        up = node.slice.value if isinstance(node.slice, ast.Constant) else None
        if node.value.attr == "parents" and type(up) is int and up >= 0:
            return _folder_of(static_string(node.value.value, env), up + 1)  # .parents[2]
    if isinstance(node, ast.Subscript):
        return _subscripted(node, env)
    if isinstance(node, ast.Call):
        return _static_call(node, env)
    return None


def _from_codes(node: ast.Call, name: str, env: dict[str, str]) -> str | None:
    """The text of character codes (``chr(105)``, ``bytes([112, 114, …])``) or of a decoded
    literal (``b64decode('L2FwcC9y…')``, ``bytes.fromhex('2f61…')``); else None."""
    if name in ("bytes", "bytearray", "chr") and len(node.args) == 1:
        codes = _static_ints(node.args[0]) if name != "chr" else _static_ints(node.args)
        if codes is not None and (name == "chr" or max(codes, default=0) < 256):  # bytes([300])
            # raises in Python, and makes no string; bytes([112, 114, …]), chr(105) do
            return (
                "".join(map(chr, codes))
                if name == "chr"
                else bytes(codes).decode("utf-8", "replace")
            )
    decoder = _DECODERS.get(name.rsplit(".", 1)[-1])
    if decoder is not None and len(node.args) == 1:
        encoded = static_string(node.args[0], env)
        return _decoded(decoder, encoded) if encoded and len(encoded) <= FOLD_CAP * 2 else None
    return None


def _decoded(decoder, encoded: str) -> str | None:
    """``encoded`` decoded to text by ``decoder``, or None when it is not (or not text)."""
    import binascii

    try:
        text = decoder(encoded).decode("utf-8")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None
    return text if text.isprintable() or not text.strip("\n\t") else None


def _fromhex(text: str) -> bytes:
    return bytes.fromhex(text)


def _b64(text: str) -> bytes:
    import base64

    return base64.b64decode(
        text + "=" * (-len(text) % 4), altchars=b"-_" if "-" in text or "_" in text else None
    )


def _b32(text: str) -> bytes:
    import base64

    return base64.b32decode(text)


_DECODERS = {
    "b64decode": _b64, "standard_b64decode": _b64, "urlsafe_b64decode": _b64,
    "decodebytes": _b64, "a2b_base64": _b64, "b32decode": _b32, "unhexlify": _fromhex,
    "a2b_hex": _fromhex, "fromhex": _fromhex,
}  # fmt: skip
"""Decoders of a literal: what ``b64decode('…')`` or ``bytes.fromhex('…')`` gives is a string."""


def _subscripted(node: ast.Subscript, env: dict[str, str]) -> str | None:
    """What a subscript gives: a word the script was run with (``sys.argv[1]``), an environment
    variable, a slice of a static string (``s[::-1]``), an item (``P[0]``, ``D['k']``)."""
    if dotted(node.value) in ("sys.argv", "argv"):
        return env.get(f"argv[{_item_key(node.slice, env)}]")
    if dotted(node.value) in ("os.environ", "environ"):
        key = static_string(node.slice, env)
        return env.get(f"${key}") if key is not None else None
    if isinstance(node.slice, ast.Slice):
        text, cut = static_string(node.value, env), _static_slice(node.slice)
        return text[cut] if text is not None and cut is not None else None
    if isinstance(node.value, ast.Call) and dotted(node.value.func).endswith("getsitepackages"):
        return SITE_PACKAGES  # site.getsitepackages()[0]: where Python reads start-up files
    found = node.slice  # L[L.index(X)] is X, whatever L holds
    if (
        isinstance(found, ast.Call)
        and isinstance(found.func, ast.Attribute)
        and found.func.attr == "index"
        and len(found.args) == 1
        and dotted(found.func.value) == dotted(node.value) != ""
    ):
        return static_string(found.args[0], env)
    return _globbed_item(node.value, env) or _listed_item(node.value, env) or _item_of(node, env)


def _listed_item(node: ast.AST, env: dict[str, str]) -> str | None:
    """An item of a lister's output split into its names (``os.popen('ls -S /app').read()
    .split()[0]``): one of the names, so the glob that stands for them (``/app/*``)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return None
    if node.func.attr not in ("split", "splitlines") or node.args:
        return None
    text = static_string(node.func.value, env)
    return text.split()[0] if text and names_only(text) else None


def _globbed_item(node: ast.AST, env: dict[str, str]) -> str | None:
    """An item of a glob's matches (``glob.glob("/app/*.so")[0]``, ``sorted(glob(P))[-1]``,
    ``list(Path(P).rglob(G))[0]``): the pattern, a name for one of the files it matches, as the
    shell's glob word is."""
    if isinstance(node, ast.Call) and dotted(node.func) in ("sorted", "list") and node.args:
        node = node.args[0]
    if isinstance(node, ast.Call) and dotted(node.func) in _GLOBS and node.args:
        return static_string(node.args[0], env)
    if (  # Path(P).glob(G), .rglob(G): G under P, at any depth for rglob
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("glob", "rglob")
        and len(node.args) == 1
    ):
        folder, pattern = static_string(node.func.value, env), static_string(node.args[0], env)
        if folder and pattern:
            below = "**/" if node.func.attr == "rglob" else ""
            return f"{folder.rstrip('/')}/{below}{pattern}"
    return None


_GLOBS = frozenset({"glob.glob", "glob", "glob.iglob", "iglob"})


def _repeated(node: ast.BinOp, env: dict[str, str]) -> str | None:
    """A string repeated a literal number of times (``"_" * 2``, ``3 * "ab"``), within
    :data:`FOLD_CAP`."""
    text = static_string(node.left, env) or static_string(node.right, env)
    times = next(
        (n.value for n in (node.left, node.right) if isinstance(n, ast.Constant)
         and type(n.value) is int),
        None,
    )  # fmt: skip
    if text is None or times is None or len(text) * max(times, 0) > FOLD_CAP:
        return None
    return text * times


def _spread(arg: ast.expr) -> list[ast.expr]:
    # A call's argument as the arguments it makes: ``*[a, b]`` is ``a, b``.
    if isinstance(arg, ast.Starred) and isinstance(arg.value, ast.List | ast.Tuple):
        return list(arg.value.elts)
    return [arg]


def _spread_call(node: ast.Call) -> ast.Call:
    # A call's starred arguments spread where they are literals (``str.join(*["", [...]])``);
    # else the call as written.
    if not any(isinstance(a, ast.Starred) for a in node.args):
        return node
    spread = [e for a in node.args for e in _spread(a)]
    if any(isinstance(a, ast.Starred) for a in spread):
        return node
    return ast.Call(node.func, spread, node.keywords)


def _static_call(node: ast.Call, env: dict[str, str]) -> str | None:
    """The string a call evaluates to when that needs no running (see :func:`static_string`):
    ``os.getenv``/``os.environ.get`` of the shell's variables, ``sep.join([...])``,
    ``os.path.join(…)`` and ``Path(…)`` of static strings; else None."""
    node = _spread_call(node)
    name = dotted(node.func)
    if name.rsplit(".", 1)[-1] in SITE_FOLDER_CALLS:  # a folder Python reads start-up files from
        return SITE_PACKAGES
    if name == "next" and node.args:  # next(Path(P).glob(G)): the first name G matches
        return _globbed_item(node.args[0], env)
    if name in _STDIN_READS or name == "input" and not node.args:
        return env.get(f"${STDIN}")  # what the command was fed
    if name in _ENVIRON_GETS and node.args:
        key = static_string(node.args[0], env)
        default = static_string(node.args[1], env) if len(node.args) > 1 else None
        return env.get(f"${key}", default) if key is not None else None
    method = node.func.attr if isinstance(node.func, ast.Attribute) else ""
    if name.endswith("Path.home") or method in _PLACES or name in _SAME_PATH_FUNCTIONS:
        return _place(node, name, method, env)
    unbound = name == "str.join" and len(node.args) == 2  # str.join("", [...])
    if unbound or (method == "join" and len(node.args) == 1):  # "/".join([...]), …
        separator = static_string(node.args[0] if unbound else node.func.value, env)  # type: ignore[attr-defined]
        parts = static_items(node.args[-1], env)
        if separator is None or parts is None:
            return None
        if len(separator) * max(len(parts) - 1, 0) + sum(map(len, parts)) > FOLD_CAP:
            return None
        return separator.join(parts)
    if method in _STRING_METHODS:
        return _string_method(node, method, env)
    if name == "str" and not node.args and not node.keywords:
        return ""
    coded = _from_codes(node, name, env)
    if coded is not None:
        return coded
    fetched = _text_call(node, name, method, env)
    if fetched is not None:
        return fetched
    if (  # b"…".decode(), "…".encode("utf-8"): the same text
        isinstance(node.func, ast.Attribute)
        and node.func.attr in ("decode", "encode")
        and len(node.args) <= 1
        and not node.keywords
    ):
        return static_string(node.func.value, env)
    args = _static_strings(node.args, env)
    if not args:
        return None
    if name in ("bytes", "bytearray", "str") and len(args) == 1 and len(node.args) == 1:
        return args[0]  # bytes(b"…"), bytearray(b"…"): the same text
    if name.endswith("cache_from_source") and len(args) == 1:
        return _byte_code_of(args[0])
    path = name.rsplit(".", 1)[-1] in ("Path", "PurePath", "PosixPath")
    if path or name in ("os.path.join", "posixpath.join", "path.join"):
        import posixpath

        return posixpath.join(*args)
    return None


def _static_attribute(node: ast.Attribute, env: dict[str, str]) -> str | None:
    """An attribute's static string: ``os.sep`` (a separator), a module's ``__file__`` or
    ``find_spec(NAME).origin`` (where the caller's ``env`` says it lies), a path's ``.parent``."""
    if dotted(node) in _SEPARATORS:
        return "/"
    if node.attr == "origin" and isinstance(node.value, ast.Call):
        named = node.value.args[0] if node.value.args else None
        finds = dotted(node.value.func).endswith("find_spec")
        module = static_string(named, env) if finds and named is not None else None
        return env.get(f"${module}.__spec__.origin") if module else None
    if node.attr == "parent":
        return _folder_of(static_string(node.value, env), 1)
    return env.get(f"${dotted(node)}") if node.attr == "__file__" else None


def _byte_code_of(source: str) -> str | None:
    """Where Python keeps the byte code it loads in place of ``source``: beside it, in its
    folder's ``__pycache__`` (``importlib.util.cache_from_source``); None for no ``.py``."""
    import importlib.util

    return importlib.util.cache_from_source(source) if source.endswith(".py") else None


_SAME_PATH = frozenset({"resolve", "absolute", "abspath", "realpath", "normpath"})
"""A path's methods that name the same place (an absolute path, its links unknown)."""
_SAME_PATH_FUNCTIONS = {
    **{f"{module}.{name}": 0 for module in ("os.path", "path", "posixpath") for name in _SAME_PATH},
    **{f"{module}.dirname": 1 for module in ("os.path", "path", "posixpath")},
}
"""``os.path`` functions of one path, and how many folders up the place they name lies."""


def _folder_of(path: str | None, up: int) -> str | None:
    """The folder ``up`` levels above an absolute ``path`` (``0``: the path itself, made
    normal); None when ``path`` is not known or not absolute (a relative one depends on where
    the code runs), or when it has fewer folders than that (``.parents[9]`` raises)."""
    import posixpath

    if path is None or not path.startswith("/"):
        return None
    path = posixpath.normpath(path)
    for _ in range(up):
        if path == "/":
            return None
        path = posixpath.dirname(path)
    return path


_PLACES = _SAME_PATH | {"expanduser", "with_name"}


def _place(node: ast.Call, name: str, method: str, env: dict[str, str]) -> str | None:
    """Where a call of a path names: the home folder (``Path.home()``, ``expanduser``), the
    same path (``.resolve()``, ``os.path.abspath``), a folder above it (``os.path.dirname``) or
    a file beside it (``.with_name(N)``)."""
    if name.endswith("Path.home") or method == "expanduser":
        return _home_path(node, method, env)
    if name in _SAME_PATH_FUNCTIONS:  # os.path.dirname(__file__)
        given = static_string(node.args[0], env) if len(node.args) == 1 else None
        return _folder_of(given, _SAME_PATH_FUNCTIONS[name])
    if method == "with_name" and len(node.args) == 1:  # Path(P).with_name(N): N beside P
        folder = _folder_of(static_string(node.func.value, env), 1)  # type: ignore[attr-defined]
        named = static_string(node.args[0], env)
        return f"{folder.rstrip('/')}/{named}" if folder and named else None
    return None if node.args else _folder_of(static_string(node.func.value, env), 0)  # type: ignore[attr-defined]


def _home_path(node: ast.Call, method: str, env: dict[str, str]) -> str | None:
    """``Path.home()``, ``os.path.expanduser("~/x")`` and ``Path("~/x").expanduser()``: the
    path in the shell's ``$HOME`` (``/root`` unless the session set it); None for another
    user's ``~name``."""
    home = env.get("$HOME", "/root")
    if not method == "expanduser":
        return home if not node.args else None
    given = node.args[0] if node.args else node.func.value  # type: ignore[attr-defined]
    path = static_string(given, env)
    if path is None or not path.startswith("~") or path[1:2] not in ("", "/"):
        return path if path is not None and not path.startswith("~") else None
    return home + path[1:]


_ROT13 = frozenset({"rot13", "rot_13"})


_FILE_READS = frozenset({"read", "read_text", "read_bytes", "readline"})


WRITTEN_KEY = "@"
"""The prefix under which a file the trial wrote earlier rides in a fold's names, by its base
name (``@p.txt``; no Python name starts with ``@``): ``open("p.txt").read()`` folds to it."""


HANDLE_KEY = "&"
"""The prefix under which a name bound to an opened file rides in a fold's names, holding the
file's path (``with open("p.txt") as f``: ``&f`` is ``p.txt``)."""


_REDUCERS = frozenset({"str.__add__", "operator.add", "operator.concat", "add", "concat"})


_SHELL_OUTPUTS = frozenset(
    {"subprocess.check_output", "subprocess.getoutput", "check_output", "getoutput"}
)


def _text_call(node: ast.Call, name: str, method: str, env: dict[str, str]) -> str | None:
    """Calls that turn static text into other text, or fetch text the trial wrote: a letters
    codec (:func:`_decoded_with`, its name given by position or ``encoding=``), ``str.__add__``,
    ``reduce(str.__add__, …)``, ``s.translate(str.maketrans(A, B))``, a file read whole or by
    its first line (:func:`_file_read`), and what a shell command prints
    (``subprocess.check_output``, ``os.popen(…).read()``); else None."""
    args = node.args
    codec = next((k.value for k in node.keywords if k.arg == "encoding"), None)
    codec = codec if codec is not None else (args[1] if len(args) == 2 else None)
    # codecs.decode(s, C), k.encode(s, C), or a bare name (``from codecs import decode as d``)
    coder = method in ("decode", "encode") or isinstance(node.func, ast.Name)
    if codec is not None and args and coder:
        decoded = _decoded_with(static_string(args[0], env), static_string(codec, env))
        if decoded is not None:
            return decoded
    if name == "str.__add__" or (name.rsplit(".", 1)[-1] == "reduce" and len(args) == 2):
        if name != "str.__add__" and dotted(args[0]) not in _REDUCERS:
            return None
        parts = _static_strings(args, env) if name == "str.__add__" else static_items(args[1], env)
        return "".join(parts) if parts is not None and sum(map(len, parts)) <= FOLD_CAP else None
    if method == "translate" and len(args) == 1 and isinstance(args[0], ast.Call):
        table = _static_strings(args[0].args, env)
        text = static_string(node.func.value, env)  # type: ignore[attr-defined]
        if dotted(args[0].func).endswith("maketrans") and text is not None and table:
            if len(table) == 2 and len(table[0]) == len(table[1]):
                return text.translate(str.maketrans(table[0], table[1]))
        return None
    if method in _FILE_READS and not args:
        return _file_read(node.func.value, env, whole=method != "readline")  # type: ignore[attr-defined]
    if name.endswith("read_text") and len(args) == 1:  # Path.read_text(Path("p.txt"))
        return env.get(WRITTEN_KEY + _basename(static_string(args[0], env) or ""))
    if name in _SHELL_OUTPUTS and args:
        return _shell_output(args[0], env)
    if name.endswith("getline") and len(args) == 2:  # linecache.getline(P, N): its Nth line
        text = env.get(WRITTEN_KEY + _basename(static_string(args[0], env) or ""))
        number = _item_key(args[1], env)
        lines = text.splitlines(keepends=True) if text is not None else []
        if number is None or not number.isdigit() or not 0 < int(number) <= len(lines):
            return None
        return lines[int(number) - 1]
    return None


def _codec_pair(call: ast.Call, env: dict[str, str]) -> str | None:
    # ``codecs.getdecoder(C)(s)`` or ``codecs.lookup(C).decode(s)``: a pair whose first item is
    # ``s`` through codec ``C`` (:func:`_decoded_with`).
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in ("decode", "encode"):
        func = func.value  # codecs.lookup(C).decode
        if not (isinstance(func, ast.Call) and dotted(func.func).endswith("lookup")):
            return None
    elif not (isinstance(func, ast.Call) and dotted(func.func).endswith(_CODER_GETTERS)):
        return None
    codec = static_string(func.args[0], env) if len(func.args) == 1 else None
    return _decoded_with(static_string(call.args[0], env), codec)


_CODER_GETTERS = ("getdecoder", "getencoder")


def _decoded_with(text: str | None, codec: str | None) -> str | None:
    # ``text`` through a codec that maps text to text: rot13 or Python's escapes.
    if text is None or codec is None:
        return None
    import codecs

    codec = codec.lower().replace("-", "_")
    if codec in _ROT13:
        return codecs.encode(text, "rot13")
    if codec in ("unicode_escape", "raw_unicode_escape") and len(text) <= FOLD_CAP:
        try:
            return codecs.decode(text.encode("latin-1", "backslashreplace"), codec)
        except (UnicodeError, ValueError):
            return None
    return None


def _shell_output(command: ast.AST, env: dict[str, str]) -> str | None:
    # What a shell command given to Python prints (a string, or a list of its words), as far as
    # the grammar tells (:func:`~.grammar.printed`), with the files the trial wrote.
    import shlex

    text = static_string(command, env)
    if text is None:
        words = static_items(command, env) if isinstance(command, ast.List | ast.Tuple) else None
        text = shlex.join(words) if words else None
    written = {k[1:]: v for k, v in env.items() if k.startswith(WRITTEN_KEY)}
    if not text:
        return None
    out = printed(read_shell(text, depth=1), written)
    return out if known(out) else None


def _file_read(opened: ast.AST, env: dict[str, str], whole: bool = True) -> str | None:
    """What reading ``opened`` gives (all of it, or its first line): a file the trial wrote before,
    opened by ``open(P)``/``open(file=P)``, ``io.open``, ``io.FileIO``, ``Path(P)`` or a name
    bound to one (:data:`HANDLE_KEY`); the output of ``os.popen(COMMAND)``."""
    if isinstance(opened, ast.Name):
        path = env.get(HANDLE_KEY + opened.id)
    elif isinstance(opened, ast.Call) and dotted(opened.func) == "os.popen" and opened.args:
        text = _shell_output(opened.args[0], env)
        return text if whole or text is None else text.split("\n", 1)[0] + "\n"
    elif isinstance(opened, ast.Call):
        path = _opened_path(opened, env)
    else:
        return None
    text = env.get(WRITTEN_KEY + _basename(path)) if path else None
    return text if whole or text is None else text.split("\n", 1)[0] + "\n"


def _opened_path(opened: ast.Call, env: dict[str, str]) -> str | None:
    # The path ``open(P)``, ``open(file=P)``, ``io.open``, ``io.FileIO`` or ``Path(P)`` opens.
    name = dotted(opened.func)
    if name in ("open", "io.open", "io.FileIO", "FileIO"):
        given = opened.args[0] if opened.args else None
        given = next((k.value for k in opened.keywords if k.arg == "file"), given)
        return static_string(given, env) if given is not None else None
    if name.rsplit(".", 1)[-1] in ("Path", "PurePath", "PosixPath"):
        return static_string(opened, env)
    return None


_STRING_METHODS = frozenset(
    {"replace", "upper", "lower", "strip", "lstrip", "rstrip", "swapcase", "casefold", "format"}
)


_PLAIN_FIELDS = re.compile(r"\{\d*\}")


_ANY_FIELD = re.compile(r"\{[^{}]*\}")


def _string_method(node: ast.Call, method: str, env: dict[str, str]) -> str | None:
    """A string method of a static string with static arguments: ``replace`` (never past
    :data:`FOLD_CAP`), the case and strip methods, and ``format`` with plain ``{}``/``{0}``
    fields only (a width such as ``{:>999999999}`` would build whatever a trial asks for)."""
    text = static_string(node.func.value, env)  # type: ignore[attr-defined]
    if text is None or node.keywords:
        return None
    if method == "format":
        values: list[str] = []
        for arg in node.args:
            more = static_items(arg.value, env) if isinstance(arg, ast.Starred) else None
            more = more if more is not None else _static_strings([arg], env)
            if more is None:
                return None
            values += more
        if any(_PLAIN_FIELDS.fullmatch(f) is None for f in _ANY_FIELD.findall(text)):
            return None  # a field with a conversion, an attribute or a format spec
        if len(text) + sum(map(len, values)) * max(1, text.count("{")) > FOLD_CAP:
            return None
        try:
            return text.format(*values)
        except (IndexError, KeyError, ValueError):
            return None
    args = _static_strings(node.args, env)
    if args is None:
        return None
    if method == "replace" and len(args) == 2:
        old, new = args
        if len(text) + text.count(old) * len(new) > FOLD_CAP if old else True:
            return None
        return text.replace(old, new)
    if method in ("strip", "lstrip", "rstrip") and len(args) <= 1:
        return getattr(text, method)(*args)
    if method in ("upper", "lower", "swapcase", "casefold") and not args:
        return getattr(text, method)()
    return None


def static_items(node: ast.AST, env: dict[str, str]) -> list[str] | None:
    """The strings a sequence ``node`` holds, in order, when that needs no running: a list or
    tuple of static strings, a name bound to one (:func:`_bind_items`), ``reversed``, ``tuple``,
    ``list`` or ``sorted`` of one, a slice of one (``L[::-1]``), ``x for x in`` one, and
    characters from codes (``map(chr, [105, …])``, ``chr(c) for c in […]``); else None."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return _static_strings(node.elts, env)
    if isinstance(node, ast.Name) and f"{node.id}[]" in env:
        return _listed_name([node], env)
    if isinstance(node, (ast.Name, ast.Constant)):  # a string is a sequence of characters
        text = static_string(node, env)
        return list(text) if text is not None else None
    if isinstance(node, ast.Starred):
        return static_items(node.value, env)
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        items, cut = static_items(node.value, env), _static_slice(node.slice)
        return items[cut] if items is not None and cut is not None else None
    if isinstance(node, ast.Call) and _read_lines(node):  # open(P).readlines(), fileinput
        if isinstance(node.func, ast.Attribute) and node.func.attr == "readlines":
            text = _file_read(node.func.value, env)
        else:
            text = env.get(WRITTEN_KEY + _basename(static_string(node.args[0], env) or ""))
        return text.splitlines(keepends=True) if text is not None else None
    if isinstance(node, ast.Call) and not node.keywords:
        name = dotted(node.func)
        if name == "map" and len(node.args) == 2 and dotted(node.args[0]) == "chr":
            codes = _static_ints(node.args[1])
            return [chr(c) for c in codes] if codes is not None else None
        if name in ("reversed", "tuple", "list", "sorted", "iter") and len(node.args) == 1:
            items = static_items(node.args[0], env)
            if items is None or name in ("tuple", "list", "iter"):
                return items
            return items[::-1] if name == "reversed" else sorted(items)
    if isinstance(node, (ast.GeneratorExp, ast.ListComp)) and len(node.generators) == 1:
        loop = node.generators[0]
        if loop.ifs or not isinstance(loop.target, ast.Name):
            return None
        if isinstance(node.elt, ast.Name) and node.elt.id == loop.target.id:
            return static_items(loop.iter, env)
        if (  # chr(c) for c in [105, 109, …], chr(c - 1) for c in […]
            isinstance(node.elt, ast.Call)
            and dotted(node.elt.func) == "chr"
            and len(node.elt.args) == 1
        ):
            codes = _computed_ints(ast.GeneratorExp(node.elt.args[0], node.generators))
            return [chr(c) for c in codes] if codes is not None else None
    return None


def _read_lines(node: ast.Call) -> bool:
    # ``X.readlines()`` of an opened file, or ``fileinput.input(P)`` (each a list of lines).
    if isinstance(node.func, ast.Attribute) and node.func.attr == "readlines":
        return not node.args
    return dotted(node.func) in ("fileinput.input", "input.input") and len(node.args) == 1


def _static_slice(node: ast.Slice) -> slice | None:
    # A slice of integer literals (``[::-1]``, ``[2:-1]``), else None.
    bounds: list[int | None] = []
    for part in (node.lower, node.upper, node.step):
        if part is None:
            bounds.append(None)
            continue
        key = _item_key(part, {})
        if key is None or not key.lstrip("-").isdigit():
            return None
        bounds.append(int(key))
    return None if bounds[2] == 0 else slice(*bounds)


def _listed_name(args: list[ast.expr], env: dict[str, str]) -> list[str] | None:
    """The items of the one argument when it is a name bound to a list whose every item is
    static (:func:`_bind_items` set ``P[]``), else None."""
    if len(args) != 1 or not isinstance(args[0], ast.Name):
        return None
    name = args[0].id
    count = env.get(f"{name}[]")
    return [env[f"{name}[{i}]"] for i in range(int(count))] if count is not None else None


def _static_strings(nodes: list[ast.expr], env: dict[str, str]) -> list[str] | None:
    """The strings ``nodes`` evaluate to (:func:`static_string`), or None if any is not static."""
    out = []
    total = 0
    for node in nodes:
        value = static_string(node, env)
        if value is None:
            return None
        total += len(value)
        if total > FOLD_CAP:
            return None
        out.append(value)
    return out


_SEPARATORS = frozenset({"os.sep", "os.path.sep", "posixpath.sep", "sep"})


_ENVIRON_GETS = frozenset({"os.getenv", "getenv", "os.environ.get", "environ.get"})
_STDIN_READS = frozenset(
    {
        "sys.stdin.read",
        "sys.stdin.readline",
        "sys.stdin.buffer.read",
        "stdin.read",
        "stdin.readline",
    }
)
