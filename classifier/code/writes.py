"""What counts as a write: the calls through which Python writes a file (``open`` for writing,
``os.open`` with write flags, ``write_text``, ``shutil``, …), and the writes and inline programs
of the other interpreters a trial may run (``perl``, ``ruby``, ``node``, ``php``, …).
"""

from __future__ import annotations

import ast
import posixpath
import re

from syncvals_plugin.classifier.code.folding import static_string
from syncvals_plugin.classifier.code.names import string_names
from syncvals_plugin.classifier.code.tree import dotted, of_type
from syncvals_plugin.classifier.code.words import (
    AWKS,
    TESTS_A_PATH,
    _basename,
    _unredirected,
    join_cwd,
    operands,
    operands_from,
    option_value,
    target_directory,
)

INTERPRETERS = {
    "perl": ("-e", "-E"),
    "ruby": ("-e",),
    "node": ("-e", "--eval", "-p", "--print"),
    "nodejs": ("-e", "--eval", "-p", "--print"),
    "bun": ("-e", "--eval"),
    "deno": ("eval",),
    "php": ("-r",),
    "lua": ("-e",),
    "awk": (),
    "gawk": (),
    "mawk": (),
    "nawk": (),
}
"""Interpreters other than Python and the shells, and the option that precedes a one-line
program (awk's program is its first operand)."""


def inline_program(name: str, args: list[str]) -> str | None:
    """The one-line program of another interpreter's command line (``perl -e '…'``,
    ``node -e '…'``, ``awk '…' file``), or None."""
    flags = INTERPRETERS.get(name)
    if flags is None:
        return None
    if not flags:  # awk: options -F/-v/-f take a value; the first other word is the program
        i = 0
        while i < len(args):
            if args[i] in ("-F", "-v", "-f") and i + 1 < len(args):
                i += 2
            elif args[i].startswith("-"):
                i += 1
            else:
                return args[i]
        return None
    for i, arg in enumerate(args[:-1]):
        # ``perl -ne '…'``: bundled single-letter options that end in the program's flag
        if arg in flags or (
            arg.startswith("-") and not arg.startswith("--") and arg[-1:] in "eE" and "-e" in flags
        ):
            return args[i + 1]
    return None


_QUOTED = r"""['"]([^'"\n]+)['"]"""


_FOREIGN_WRITES = (
    # perl's open: open(F, ">/p"), open(my $f, '>>', "/p"), open F, "+</p"
    re.compile(
        r"""\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*['"]\s*(?:\+?>>?|\+<)\s*"""
        r"""(?:['"]\s*,\s*['"])?([^'"\n]+)['"]"""
    ),
    # the path is the first argument: node's fs, ruby's File/IO, php
    re.compile(
        r"\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|truncateSync|"
        r"file_put_contents|binwrite|File\.write|IO\.write|unlinkSync|rmSync|chmodSync)\s*\(\s*"
        + _QUOTED
    ),
    # the path is the second argument: copies, moves, links
    re.compile(
        r"\b(?:copyFileSync|copyFile|cpSync|renameSync|rename|symlinkSync|linkSync|copy|move|"
        r"FileUtils\.\w+)\s*\(\s*['\"][^'\"\n]*['\"]\s*,\s*" + _QUOTED
    ),
    # opened with a writing mode: File.open("/p", "w"), fopen("/p", "a"), io.open("/p", "w")
    re.compile(
        r"""\b(?:File\.open|fopen|io\.open|openSync)\s*\(\s*""" + _QUOTED + r"""\s*,\s*['"][wa+]"""
    ),
    # awk: print … > "/p"
    re.compile(r"""\bprint[^;>}]*>>?\s*"([^"\n]+)\""""),
)
"""How the one-liners of other interpreters (:data:`INTERPRETERS`) name a file they write."""


def foreign_writes(code: str, preset: dict[str, str] | None = None) -> list[str]:
    """The literal paths another interpreter's program writes, as far as its text shows: also
    where a call joins the path from literal pieces (node's ``path.join('/logs', 'x')``), and
    awk's joined from its variables (``preset``: its ``-v`` values)."""
    code = _JOINED_LITERALS.sub(_joined_literal, code) if "join" in code else code
    for name, value in _BOUND_LITERAL.findall(code):  # const out = '/p'; writeFileSync(out, …)
        code = re.sub(rf"([(,]\s*)\$?{re.escape(name)}(?=\s*[,)])", rf"\g<1>{value!r}", code)
    found = [m.strip() for pattern in _FOREIGN_WRITES for m in pattern.findall(code)]
    return found + [p for p in _awk_joined_targets(code, preset or {}) if p not in found]


_BOUND_LITERAL = re.compile(
    r"""(?:\b(?:const|let|var|my|local)\s+)\$?([A-Za-z_]\w*)\s*=\s*['"]([^'"\n\\]*/[^'"\n\\]*)['"]"""
)
"""A name bound to a literal path in another language (``const out = '/p'``, ``my $f = "/p"``),
which a call is then handed by name."""
_JOINED_LITERALS = re.compile(
    r"""\b(?:path|File|Path|os\.path|filepath|require\(['"]path['"]\))\.join\s*\(\s*"""
    r"""((?:['"][^'"\n]*['"]\s*,\s*)*"""
    r"""['"][^'"\n]*['"])\s*\)"""
)
"""A join of literal pieces in any language (``path.join('/logs', 'verifier', 'r.txt')``,
``require('path').join(…)``, ``File.join("/a", "b")``): the one literal path it makes."""


def _joined_literal(match: re.Match[str]) -> str:
    pieces = re.findall(r"""['"]([^'"\n]*)['"]""", match.group(1))
    return repr(posixpath.normpath(posixpath.join(*pieces))) if pieces else match.group(0)


_ARGV = re.compile(
    r"\$ARGV\[(\d+)\]|\bprocess\.argv\[(\d+)\]|\$argv\[(\d+)\]|\bARGV\[(\d+)\]|\barg\[(\d+)\]"
)
"""An argument of the command line read by its program: perl's ``$ARGV[0]``, node's
``process.argv[1]``, php's ``$argv[1]``, ruby's ``ARGV[0]`` (awk's ``ARGV[1]``), lua's ``arg[1]``."""
_ARGV_FROM = (0, 1, 1, 0, 1)
"""The index of the first argument after the program, per form of :data:`_ARGV`."""


def _argv_given(name: str, code: str, given: list[str]) -> str:
    """``code`` with the arguments its command line handed it in place of its reads of them:
    spelled out inside a string (perl's ``"$ARGV[0]/$ARGV[1]"``), a literal where it is an
    expression (``writeFileSync(process.argv[1], …)``)."""
    if not given or not any(w in code for w in ("ARGV", "argv", "arg[")):
        return code

    def value(m: re.Match[str]) -> str:
        form = next(i for i, g in enumerate(m.groups()) if g is not None)
        first = 1 if form == 3 and name in AWKS else _ARGV_FROM[form]
        at = int(m.group(form + 1)) - first
        if not 0 <= at < len(given):
            return m.group(0)
        before = code[: m.start()].rstrip()[-1:]
        return repr(given[at]) if before in ("(", ",", "=") else given[at]

    return _ARGV.sub(value, code)


def _awk_preset(name: str, args: list[str]) -> dict[str, str]:
    # awk -v d=/logs/verifier: d holds that value when its program starts.
    if name not in AWKS:
        return {}
    pairs = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-v"]
    pairs += [a[2:] for a in args if a.startswith("-v") and len(a) > 2]
    return {k: v for k, _, v in (p.partition("=") for p in pairs) if v}


_AWK_PART = r'"[^"\n]*"|[A-Za-z_]\w*'
_AWK_ASSIGNED = re.compile(
    rf"\b([A-Za-z_]\w*)\s*=(?!=)\s*((?:{_AWK_PART})(?:[ \t]*(?:{_AWK_PART}))*)"
)
_AWK_REDIRECTED = re.compile(r"\bprintf?\b[^;>}\n]*>>?\s*(\([^()\n]*\)|[A-Za-z_]\w*)")
"""awk's ``d = "/logs/" "verifier"`` (strings and variables side by side are joined) and
``print 1 > (d "/reward.txt")``: a file written at a path the program joins."""


def _awk_joined_targets(code: str, preset: dict[str, str]) -> list[str]:
    values = dict(preset)
    for name, expr in _AWK_ASSIGNED.findall(code):
        if (joined := _awk_joined(expr, values)) is not None:
            values[name] = joined
    out = []
    for target in _AWK_REDIRECTED.findall(code):
        joined = _awk_joined(target.strip("()"), values)
        if joined and "/" in joined:
            out.append(joined)
    return out


def _awk_joined(expr: str, values: dict[str, str]) -> str | None:
    # The text an awk expression of strings and known variables joins to; None when a part of
    # it is not known (a field, a function's value).
    parts = []
    for part in re.findall(_AWK_PART, expr):
        if part.startswith('"'):
            parts.append(part[1:-1])
        elif part in values:
            parts.append(values[part])
        else:
            return None
    return "".join(parts) if parts else None


def python_writes(
    tree: ast.Module,
    environ: dict[str, str] | None = None,
    folds: dict[str, str] | None = None,
    cwd: str = "",
) -> list[str]:
    """Paths a piece of Python writes, where they can be computed without running it:
    ``open(p, "w"|"a"|"x"…)``, ``Path(p).write_text/write_bytes``, ``shutil.copy*(src, p)``,
    ``os.replace/rename(src, p)``; ``p`` a literal, a name bound to one, a concatenation, an
    f-string, ``os.path.join``, ``os.sep.join`` or ``Path(…) / …`` of those, or a variable of
    ``environ`` (what the shell set: ``os.environ["D"]``, ``os.getenv("D")``), or a word of
    ``folds`` (what the command line handed it: ``sys.argv[1]`` as ``argv[1]``); a relative
    path lies in ``cwd``, the folder the code ran in, when known."""
    calls = [n for n in of_type(tree, ast.Call) if _call_word(n.func) in WRITE_CALLS]
    if not calls:
        return []
    env = string_names(tree, {**(environ or {}), **_module_files(tree)}) | (folds or {})
    site = _site_bound(tree)
    out = []
    for node in calls:
        name = dotted(node.func)
        args = node.args
        literal = [static_string(a, env) or _site_path(a, site) or None for a in args]
        mode = next((static_string(k.value, env) for k in node.keywords if k.arg == "mode"), None)
        if name in ("open", "io.open") and args and literal[0]:
            mode = (literal[1] if len(args) >= 2 else mode) or ""
            if any(c in mode for c in "wax+"):
                out.append(literal[0])
        elif name in ("os.open", "posix.open") and len(args) >= 2 and literal[0]:
            if _write_flags(args[1]):
                out.append(literal[0])
        elif name.endswith(_MOVERS) and len(args) >= 2 and literal[1]:
            out.append(literal[1])
        elif (at := _saved_at(name)) is not None and len(args) > at:
            # np.savetxt(P, …), np.save(P, …), torch.save(obj, P), df.to_csv(P): P is written
            saved = literal[at]
            out += [saved] if saved else []
        elif name.endswith("memmap") and args and literal[0] and _mapped_for_writing(node, env):
            out.append(literal[0])  # np.memmap(P, mode="w+"): its bytes written through the map
        elif name.endswith(_NAMED_FILE) and (given := _keyword(node, "filename", env)):
            out.append(given)  # logging.basicConfig(filename=P), FileHandler(filename=P)
        elif name.endswith(("fileinput.input", "fileinput.FileInput")) and _in_place(node):
            out += _edited_in_place(args[0] if args else None, env)
        elif name.endswith("compile") and node.keywords and name != "compile":
            # py_compile.compile(src, cfile=P): the byte code Python loads in place of src
            cfile = next((k.value for k in node.keywords if k.arg == "cfile"), None)
            written = static_string(cfile, env) if cfile is not None else None
            out += [written] if written else []
        elif (
            isinstance(node.func, ast.Attribute)
            and node.func.attr in ("write_text", "write_bytes", "open", "hardlink_to", "symlink_to")
            and (node.func.attr != "open" or _opens_for_writing(node, env))
        ):
            target = static_string(node.func.value, env) or _site_path(node.func.value, site)
            if target:
                out.append(target)
    return [join_cwd(cwd, p) if cwd and p[:1] not in "/~$" else p for p in out]


_MOVERS = (
    "shutil.copy",
    "shutil.copyfile",
    "shutil.copy2",
    "shutil.move",
    "os.replace",
    "os.rename",
    "os.link",
    "os.symlink",
)
"""Calls that write their second argument with their first's bytes (a copy, a move, a link
made there: what reads it reads the first)."""


def _in_place(node: ast.Call) -> bool:
    # inplace=True (or any value but a false constant): the files are rewritten
    return any(
        k.arg == "inplace" and not (isinstance(k.value, ast.Constant) and not k.value.value)
        for k in node.keywords
    )


def _edited_in_place(given: ast.expr | None, env: dict[str, str]) -> list[str]:
    """The files ``fileinput.input(FILES, inplace=True)`` rewrites: a name, a list of them, or
    the command line's (``sys.argv[1:]``: its first word, as the shell handed it)."""
    if isinstance(given, ast.Subscript) and dotted(given.value) == "sys.argv":
        return [env["argv[1]"]] if "argv[1]" in env else []
    items = given.elts if isinstance(given, ast.List | ast.Tuple) else [given] if given else []
    return [p for p in (static_string(i, env) for i in items) if p]


def _module_files(tree: ast.Module) -> dict[str, str]:
    """Where the files of the installed modules the code imports lie, by ``NAME.__file__``
    (``import torch.testing._comparison as c``: ``c.__file__``): Python's own library for its
    modules, ``site-packages`` for a submodule of a package a grader imports
    (:data:`IMPORTED_BY_GRADERS`).  Any other may be the agent's own, and is left unknown."""
    out = {}
    for node in of_type(tree, ast.Import):
        for alias in node.names:
            if where := _installed(alias.name):
                out[f"{alias.asname or alias.name}.__file__"] = where
    for call in of_type(tree, ast.Call):  # importlib.util.find_spec("torch.testing._comparison")
        if dotted(call.func).endswith("find_spec") and call.args:
            name = call.args[0].value if isinstance(call.args[0], ast.Constant) else None
            if isinstance(name, str) and (where := _installed(name)):
                out[f"{name}.__spec__.origin"] = where
    return out


def _installed(module: str) -> str | None:
    """Where an installed module's file lies: Python's own library for its modules,
    ``site-packages`` for a package a grader imports or a submodule of it; None for any other (the
    agent's own package, or one nothing says where it lies)."""
    import sys

    top = module.split(".")[0]
    path = module.replace(".", "/") + ".py"
    if top in sys.stdlib_module_names:
        return f"/usr/lib/python3/{path}"
    if "." in module and top in IMPORTED_BY_GRADERS:
        return f"/usr/local/lib/python3/site-packages/{path}"
    if top in IMPORTED_BY_GRADERS - {"conftest"}:  # a package's own file: its __init__.py
        return f"/usr/local/lib/python3/site-packages/{top}/__init__.py"
    return None


IMPORTED_BY_GRADERS = frozenset(
    {"torch", "numpy", "typing_extensions", "sympy", "networkx", "jinja2", "fsspec", "filelock"}
    | {"mpmath", "markupsafe", "pytest", "_pytest", "pluggy", "iniconfig", "packaging", "py"}
    | {"syncvals_plugin", "conftest", "uv", "pip", "setuptools", "attr", "six"}
)
"""Packages a grader's Python imports (torch and its dependencies, pytest and its plugins):
their files are installed ones, and a module of the same name shadows them."""


_SITE_WORDS = frozenset({"getsitepackages", "getusersitepackages", "USER_SITE", "getsitepath"})


def _site_bound(tree: ast.Module) -> dict[str, ast.AST]:
    """Names bound to a path computed from the site folders (``sp = site.getsitepackages()``,
    ``p = Path(sp[0]) / "x.pth"``: a name bound from such a name too), by name: what
    :func:`_site_path` reads a name as."""
    pairs = [
        (node.targets[0].id, node.value)
        for node in of_type(tree, ast.Assign)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    ]
    bound: dict[str, ast.AST] = {}
    while True:
        grown = {
            name: value for name, value in pairs if name not in bound and _from_site(value, bound)
        }
        if not grown:
            return bound
        bound |= grown


def _from_site(expr: ast.AST, bound: dict[str, ast.AST]) -> bool:
    return any(
        _call_word(n) in _SITE_WORDS or isinstance(n, ast.Name) and n.id in bound
        for n in ast.walk(expr)
    )


def _site_path(expr: ast.AST, bound: dict[str, ast.AST] | None = None) -> str:
    """A path computed from the interpreter's site folders (``site.getsitepackages()[0] +
    "/x.pth"``, or a name ``bound`` to one), as ``site-packages/<its last literal>``; "" for any
    other expression: where it lands is known to be a folder Python reads at start, whatever
    the machine calls it."""
    if isinstance(expr, ast.Name) and bound and expr.id in bound:
        expr = bound[expr.id]
    if not _from_site(expr, bound or {}):
        return ""
    tails = [
        n.value.strip("/")
        for n in ast.walk(expr)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]
    return "site-packages/" + (tails[-1] if tails else "?")


_SAVED_TO = {"savetxt": 0, "save": 0, "savez": 0, "tofile": 0, "to_csv": 0, "to_json": 0}
_SAVED_TO |= {"to_pickle": 0, "to_parquet": 0, "to_excel": 0, "savefig": 0, "FileHandler": 0}
_SAVED_TO |= {"RotatingFileHandler": 0, "TimedRotatingFileHandler": 0, "WatchedFileHandler": 0}
"""Library calls that write a file, by the position of the path among their arguments (numpy's,
pandas', matplotlib's, ``logging``'s handlers, which open their file when made;
``torch.save(obj, P)`` has it second)."""


def _saved_at(name: str) -> int | None:
    """Where a library call that writes a file takes its path (:data:`_SAVED_TO`), or None."""
    at = _SAVED_TO.get(name.rsplit(".", 1)[-1])
    return 1 if at is not None and name.endswith("torch.save") else at


def _mapped_for_writing(node: ast.Call, env: dict[str, str]) -> bool:
    mode = _keyword(node, "mode", env) or (
        static_string(node.args[2], env) if len(node.args) > 2 else None
    )
    return mode in ("w+", "r+", "readwrite", "write")


_NAMED_FILE = ("basicConfig", "FileHandler")
"""Calls that write the file their ``filename=`` names (``logging``'s)."""


def _keyword(node: ast.Call, name: str, env: dict[str, str]) -> str | None:
    value = next((k.value for k in node.keywords if k.arg == name), None)
    return static_string(value, env) if value is not None else None


WRITE_CALLS = frozenset(
    {"open", "copy", "copyfile", "copy2", "move", "replace", "rename", "write_text", "write_bytes"}
    | {"compile", "input", "FileInput", "basicConfig", "link", "symlink", "hardlink_to"}
    | {"symlink_to", "memmap"}
    | set(_SAVED_TO)
)
"""The last word of every call :func:`python_writes` reads (``open``, ``io.open``, ``os.open``,
``Path.open``, ``shutil.copy*``/``move``, ``os.replace``/``rename``, ``write_text``/``bytes``):
any other call writes nothing it can see, so its arguments are never folded."""


def _call_word(func: ast.AST) -> str:
    # The last word of a name or an attribute (a call's function): ``open`` of ``open(…)`` and
    # of ``io.open(…)``; "" for any other node.
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


_WRITE_FLAGS = frozenset({"O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC"})


def _write_flags(node: ast.AST) -> bool:
    """Whether ``os.open``'s flags can write: a write flag named (``os.O_WRONLY | os.O_CREAT``),
    or a number with a write bit (``577``)."""
    for n in ast.walk(node):
        if _call_word(n) in _WRITE_FLAGS:
            return True
        if isinstance(n, ast.Constant) and type(n.value) is int:
            # O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, O_APPEND on Linux
            return bool(n.value & (0o1 | 0o2 | 0o100 | 0o1000 | 0o2000))
    return False


def _opens_for_writing(call: ast.Call, env: dict[str, str]) -> bool:
    mode = static_string(call.args[0], env) if call.args else None
    mode = mode or next((static_string(k.value, env) for k in call.keywords if k.arg == "mode"), "")
    return any(c in (mode or "") for c in "wax+")


WRITING_COMMANDS = frozenset(
    {"tee", "rm", "truncate", "touch", "chmod", "ln", "mv", "cp", "install", "rsync", "dd"}
    | {"sponge", "socat"}
)
"""Commands whose path arguments are written (``cp``/``mv``/``install``: the last one;
moreutils' ``sponge F``, what comes in)."""


_PATCH_VALUED = frozenset("iodpBDFVzYgr")
"""``patch``'s options that take a value (``-i PATCHFILE``, ``-d DIR``, ``-p1``…)."""


_GIT_FILLS = frozenset(
    {"checkout", "restore", "reset", "switch", "stash", "apply", "merge", "pull", "read-tree",
     "checkout-index", "cherry-pick", "revert", "am"}
)  # fmt: skip
"""git's commands that write files into its work tree."""
_GIT_OPTIONS_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace"})


def unpacked_into(name: str, args: list[str]) -> str | None:
    """Where an archive is unpacked or a patch applied: ``tar -x … -C DIR``, ``unzip … -d DIR``,
    ``patch -d DIR``/``-o OUT``/the file it patches; ``""`` for the working directory; None
    when the command is none of these."""
    if name in ("tar", "bsdtar", "gtar") and args:
        # the mode: in an option bundle (-xzf), the old style's first word (xzf), or spelled out
        bundles = [a[1:] for a in args if a.startswith("-") and not a.startswith("--")]
        old_style = args[0] if not args[0].startswith("-") else ""
        if any("x" in b for b in [*bundles, old_style]) or any(
            a in ("--extract", "--get") for a in args
        ):
            return option_value(args, "-C", "--directory") or ""
        return None
    if name == "git":  # git --work-tree=DIR checkout -- P: the files land under DIR
        tree = option_value(args, "--work-tree", "--work-tree")
        verbs = [
            a
            for i, a in enumerate(args)
            if not a.startswith("-") and (i == 0 or args[i - 1] not in _GIT_OPTIONS_VALUED)
        ]
        if tree and verbs[:1] and verbs[0] in _GIT_FILLS:
            named = args[args.index("--") + 1 :] if "--" in args else []
            return f"{tree.rstrip('/')}/{named[0]}" if named else tree
        return None
    if name == "unzip":
        if any(a in ("-l", "-t", "-v", "-Z", "-p", "-z") for a in args):
            return None  # listing, testing or printing: nothing written
        return option_value(args, "-d", "--directory") or ""
    if name == "patch":
        if "--dry-run" in args:
            return None
        into = option_value(args, "-o", "--output") or option_value(args, "-d", "--directory")
        if into:
            return into
        plain, skip = [], False
        for arg in _unredirected(args):
            if skip:
                skip = False
            elif arg.startswith("-"):
                skip = len(arg) == 2 and arg[1] in _PATCH_VALUED
            else:
                plain.append(arg)
        return plain[0] if plain else ""
    return None


def patched_files(args: list[str], diff: str, cwd: str) -> list[str]:
    """The files ``patch`` given ``args`` writes from ``diff`` (its input, as the session wrote
    it): each ``+++`` header's path, less ``-pN``'s leading folders, under ``-d DIR`` (or the
    working directory)."""
    strip = next((a[2:] or "" for a in args if a.startswith("-p") and a[2:].isdigit()), None)
    folder = option_value(args, "-d", "--directory") or cwd
    out = []
    for header in re.findall(r"^\+\+\+ (\S+)", diff, re.M):
        if header == "/dev/null":
            continue  # a file the patch deletes
        parts = header.split("/")
        cut = int(strip) if strip is not None else len(parts) - 1  # no -p: the basename alone
        kept = "/".join(parts[cut:]) if cut < len(parts) else ""
        if kept and kept != "/dev/null":
            out.append(join_cwd(folder, kept) if not header.startswith("/") or cut else header)
    return out


def git_applied(args: list[str], written: dict[str, str], fed: str, cwd: str) -> list[str]:
    """The files ``git apply ARGS`` writes: each diff's paths (the session's files it names, or
    the text ``fed`` to it), ``-p1`` unless told, under ``--directory=DIR``."""
    diffs = [written.get(_basename(a), "") for a in args if not a.startswith("-")]
    given = args if any(a.startswith("-p") for a in args) else [*args, "-p1"]
    return [p for diff in diffs or [fed] for p in patched_files(given, diff, cwd)]


def in_place_edited(name: str, args: list[str], cwd: str) -> list[str]:
    """The files an in-place editor edits, as seen from ``cwd``: ``sed -i`` every operand after
    the script (the first operand unless ``-e``/``-f`` named it); ``perl -pi -e '…' F`` and
    ``ruby -i -pe '…' F`` every operand after the program (the first operand unless ``-e``
    gave it); ``gawk -i inplace '…' F``.  None without the in-place flag."""
    if name == "gawk":  # gawk -i inplace 'PROGRAM' F…: every operand after the program
        loaded = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-i", "--include")]
        if "inplace" not in loaded + [a.removeprefix("-i") for a in args if a.startswith("-i")]:
            return []
        plain = [
            a
            for i, a in enumerate(args)
            if a[:1] != "-" and (not i or args[i - 1] not in _GAWK_VALUED)
        ]
        return [join_cwd(cwd, f) for f in plain[1:]]
    if name == "sed":
        if not any(a.startswith("-i") for a in args):
            return []
        files = operands(args)
        scripted = any(a in ("-e", "-f") or a.startswith(("-e", "-f")) for a in args)
        return [join_cwd(cwd, f) for f in (files if scripted else files[1:])]
    flags = [a for a in args if re.fullmatch(r"-[a-zA-Z0-9]+(?:\.\w*)?", a)]
    if not any(re.match(r"-[a-zA-Z0-9]*i", a) for a in flags):
        return []
    files, program_given, skip = [], False, False
    for arg in args:
        if skip:
            skip = False
        elif re.fullmatch(r"-[a-zA-Z0-9]*[eE]", arg):  # -e, -pe, -ne: the program follows
            program_given = skip = True
        elif arg.startswith("-"):
            continue
        else:
            files.append(arg)
    return [join_cwd(cwd, f) for f in (files if program_given else files[1:])]


IN_PLACE_EDITORS = frozenset({"sed", "perl", "ruby", "gawk"})
_SOCAT_FILE = re.compile(r"^(?:CREATE|OPEN|GOPEN|CREAT):", re.I)
"""A socat address that is a file opened (written when data flows into it)."""
_GAWK_VALUED = frozenset({"-i", "--include", "-v", "-F", "-f", "--assign", "-l", "--load"})
"""Programs whose ``-i`` edits the files they are given where they are."""


def writing_paths(name: str, args: list[str], cwd: str) -> tuple[list[str], list[str]]:
    """(reads, writes) of a writing command (:data:`WRITING_COMMANDS`), as seen from ``cwd``:
    ``cp``/``mv``/``ln``/``install``/``rsync`` read their sources and write the last operand
    (or into ``-t DIR``), ``dd`` reads ``if=`` and writes ``of=``, the rest write every operand."""
    files = [join_cwd(cwd, f) for f in operands(args)]
    directory = target_directory(args) if name in ("cp", "mv", "ln", "install") else None
    if directory is not None:  # cp -t DIR src…: every operand is a source
        directory = join_cwd(cwd, directory)
        sources = [f for f in files if f != directory]
        writes = [f"{directory.rstrip('/')}/{_basename(f)}" for f in sources]
        return sources, writes + ([] if sources else [directory])
    if name in ("cp", "mv", "ln", "install", "rsync"):
        return files[:-1], files[-1:]
    if name == "dd":
        return (
            [join_cwd(cwd, a[3:]) for a in args if a.startswith("if=")],
            [join_cwd(cwd, a[3:]) for a in args if a.startswith("of=")],
        )
    if name == "socat":  # socat - CREATE:F,trunc: the file address written
        opened = [a.split(":", 1)[1].split(",")[0] for a in args if _SOCAT_FILE.match(a)]
        return [], [join_cwd(cwd, f) for f in opened]
    return [], files


def foreign_paths(
    name: str,
    args: list[str],
    cwd: str,
    environ: dict[str, str],
    body: str | None = None,
    written: dict[str, str] | None = None,
) -> tuple[list[str], list[str]]:
    """(reads, writes) of any other command: its non-option arguments are read, and the files
    another interpreter's program writes are written: a one-liner (``node -e``, ``perl -e``…),
    with the environment variables the shell set substituted where that code reads them, a
    here-document ``body``, or a script the session wrote (``node /tmp/ck/shim.js``: the
    session's ``written`` files, by basename)."""
    writes: list[str] = []
    code = inline_program(name, args)
    if code is None and name in INTERPRETERS:
        script = next((a for a in args if not a.startswith("-")), "")
        code = body if body is not None else (written or {}).get(_basename(script))
        writes = foreign_writes(code or "")
    elif code is not None:
        code = _argv_given(name, code, args[args.index(code) + 1 :])  # (what follows the program)
        if environ:  # process.env.P, $ENV{P}, ENV["P"], getenv("P"): the shell's
            code = _ENV_REFERENCE.sub(
                lambda m: repr(environ.get(next(g for g in m.groups() if g), "")), code
            )
        writes = [join_cwd(cwd, f) for f in foreign_writes(code, _awk_preset(name, args))]
    writes += option_writes(name, args, cwd)
    if name in TESTS_A_PATH:
        return [], writes
    scripted = [  # sqlite3 DB '.import --csv /tests/x.csv t': the files its commands name
        t for a in args if name in _SQL_SHELLS and " " in a for t in a.split() if t.startswith("/")
    ]
    return operands_from(args) + scripted, writes


_OUTPUT_OPTIONS = frozenset(
    {"-o", "--output", "--output-file", "--outfile", "--out", "--output-document", "--log-file"}
)
"""Options whose value is a file the program writes (``sort -o F``, ``gcc -o F``,
``pandoc --output=F``; wget's ``-O F`` too): whatever the program, that file is written."""
_O_IS_A_FLAG = frozenset(
    {"grep", "egrep", "fgrep", "rg", "ag", "ack", "ls", "ps", "ssh", "scp", "mount", "pgrep"}
    | {"xxd", "od", "hexdump", "strings", "nm"}
)
"""Programs whose ``-o`` is a flag, an option string or an offset (``xxd -o 289280``,
``strings -o``), never a file written."""
_SED_WRITE = re.compile(
    r"(?:^|[;\n{}])\s*(?:/[^/\n]*/|\d+|\$)?\s*!?\s*w\s+(\S[^\n;]*)"
    r"|\bs([^\w\s\\])(?:\\.|(?!\2).)*\2(?:\\.|(?!\2).)*\2[gpiIMme0-9]*w\s+(\S[^\n;]*)"
)
"""sed's ``w FILE`` command, alone or after an address (``'/x/!w F'``), or as a substitution's
flag (``s/a/b/w F``)."""
_VI_WRITE = re.compile(r"(?:^|\|)\s*(?:wq?a?|x|xa|xit|wall|up|update|exit)!?\s*$")
"""An ex command that writes the buffer (``wq``, ``x``, ``update``), last of a ``|`` list."""


_INFILE_OUTFILE = {"xxd": {"-c", "-g", "-l", "-s", "-o", "-n", "-C"}, "uniq": {"-f", "-s", "-w"}}
"""Programs that write their second operand (``xxd [IN [OUT]]``, ``uniq [IN [OUT]]``), with the
options that take a value."""


def passes_through(args: list[str]) -> bool:
    """Whether ``cpio`` copies the names it reads into a folder (``-p``, ``--pass-through``)."""
    return "--pass-through" in args or any(re.fullmatch(r"-[a-zA-Z]*p[a-zA-Z]*", a) for a in args)


def _typescript(args: list[str]) -> list[str]:
    # script's file operand and its -O/-B logs; -c, -E, -t, -T, -m take a value, alone or last
    # of a cluster (-qc CMD)
    def valued(i: int) -> bool:
        before = args[i - 1] if i else ""
        return before in ("--command", "--echo", "--log-timing") or (
            before[:1] == "-" and before[1:2] != "-" and before[-1:] in "cEtTm"
        )

    plain = [a for i, a in enumerate(args) if a[:1] != "-" and not valued(i)]
    return plain[:1] + [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-O", "-B")]


def option_writes(name: str, args: list[str], cwd: str) -> list[str]:
    """The files a program writes other than by a redirection, as seen from ``cwd``: an output
    option's value (:data:`_OUTPUT_OPTIONS`), sed's ``w F`` commands, ``cpio -p DIR``'s copies
    into DIR, and the operands ``ex``/``vim`` edit when one of their commands writes
    (``ex -s +'%s/a/b/' +wq F``)."""
    flag_o = name in _O_IS_A_FLAG  # grep -o PATTERN: only the matches, nothing written
    out = [
        args[i + 1]
        for i, a in enumerate(args[:-1])
        if (a in _OUTPUT_OPTIONS and not (flag_o and a == "-o")) or (a == "-O" and name == "wget")
    ]
    out += [a.split("=", 1)[1] for a in args if a.split("=", 1)[0] in _OUTPUT_OPTIONS and "=" in a]
    if name.startswith("python") and args[:2] == ["-m", "json.tool"]:
        out += [a for a in args[2:] if a[:1] != "-" or a == "-"][1:2]  # json.tool IN OUT
    if name in _INFILE_OUTFILE:  # xxd -r -p - F, uniq IN OUT: the second operand is written
        valued = _INFILE_OUTFILE[name]  # (xxd -l 48: 48 is the option's, no operand)
        plain = [
            a
            for i, a in enumerate(args)
            if (a[:1] != "-" or a == "-") and not (i and args[i - 1] in valued)
        ]
        out += plain[1:2]
    if name == "script":  # script -qc CMD F: F is the typescript (what CMD printed)
        out += _typescript(args)
    if name == "sed":
        found = [m for a in args if not a.startswith("-") for m in _SED_WRITE.finditer(a)]
        out += [(m.group(1) or m.group(3)).strip() for m in found]
    if name == "cpio" and passes_through(args):
        plain = [a for a in args if not a.startswith("-")]
        out += [f"{plain[-1].rstrip('/')}/*"] if plain else []  # echo F | cpio -p DIR: DIR/F
    if name in ("ex", "vi", "vim", "nvim", "view"):
        given = [a[1:] for a in args if a.startswith("+")]
        given += [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-c"]
        if any(_VI_WRITE.search(g) for g in given):
            out += [
                a for i, a in enumerate(args) if a[:1] not in "-+" and args[i - 1 : i] != ["-c"]
            ]
    return [join_cwd(cwd, f) for f in out if f and f != "-"]


_SQL_SHELLS = frozenset({"sqlite3", "duckdb", "psql", "mysql", "mariadb"})
"""Database shells whose arguments are commands (``.import F``, ``.read F``, ``\\copy … from
'F'``) naming the files they read."""


_ENV_REFERENCE = re.compile(
    r"process\.env\.(\w+)|process\.env\[['\"](\w+)['\"]\]|\$ENV\{['\"]?(\w+)['\"]?\}"
    r"|\bENV\[['\"](\w+)['\"]\]|\bgetenv\(\s*['\"](\w+)['\"]\s*\)"
)
"""How other interpreters read an environment variable (node, perl, ruby, php)."""
