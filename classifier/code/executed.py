"""Code a program runs from strings: ``exec``/``eval``/``compile`` (and the names and handlers
bound to them) with an argument that folds to a static string, layer within layer; the shell
commands a Python program runs (``os.system``, ``subprocess``); and the files it writes with their
contents.
"""

from __future__ import annotations

import ast
import re
import shlex
from functools import lru_cache

from syncvals_plugin.classifier.code.folding import (
    HANDLE_KEY,
    WRITTEN_KEY,
    _item_key,
    static_items,
    static_string,
)
from syncvals_plugin.classifier.code.markers import DECODED
from syncvals_plugin.classifier.code.module_use import module_calls, module_use
from syncvals_plugin.classifier.code.names import _handle_path, string_names
from syncvals_plugin.classifier.code.printed import located_file
from syncvals_plugin.classifier.code.scanning import Scan
from syncvals_plugin.classifier.code.tree import FOLD_CAP, XARGS_MOST, dotted, of_type, parse_python
from syncvals_plugin.classifier.code.words import _basename

_RUNNERS = frozenset({"exec", "eval", "compile", "builtins.exec", "builtins.eval"})


_RUNNER_WORD = re.compile(r"\b(?:exec|eval|compile|runsource|runcode)\b")


def executed_strings(source: str, written: dict[str, str] | None = None) -> list[str]:
    """The code a piece of Python hands to ``exec``, ``eval`` or ``compile`` as a string it
    computes without running anything (:func:`static_string`: pieces joined, names, items of a
    list or dict, string methods), to be read as the Python it runs: called by name, under
    another name (``e = exec``), through ``getattr(builtins, 'exec')``, with a starred list,
    or once per item in a comprehension (``[exec(x) for x in [...]]``).  A file the trial wrote
    earlier (``written``, by base name) is what ``open(name).read()`` of it folds to.  Parsed
    only where one of the runners' words is (:data:`_RUNNER_TEXTS`; or the code is not ASCII,
    which Python may fold into them)."""
    if source.isascii() and (
        not any(word in source for word in _RUNNER_TEXTS)
        or _RUNNER_WORD.search(source) is None  # the regex only where a substring is: 20x less
    ):
        return []
    tree = parse_python(source)
    if tree is None:
        return []
    runners = _runner_names(tree)
    env = string_names(tree)
    env.update(files_named(source, written))
    out: list[str] = []
    for call in of_type(tree, ast.Call):
        mapped = dotted(call.func) == "map" and len(call.args) == 2
        if mapped and _runs_code(call.args[0], runners):  # map(exec, [...]): each item
            out += [t for t in static_items(call.args[1], env) or [] if t and t not in out]
            continue
        if not call.args or not _runs_code(call.func, runners):
            continue
        first = call.args[0]
        texts: list[str | None] = (
            [*(static_items(first.value, env) or [])[:1]]
            if isinstance(first, ast.Starred)
            else [*_per_item(tree, first, env)] or [static_string(first, env)]
        )
        out += [t for t in texts if t and t != source and t not in out]
    # Code that can run a string may reach its runner through anything that hands it on
    # (``partial(exec)``, a lambda or ``def`` around it, ``dict.get``, an interpreter's
    # ``runsource``): a string shaped like code that it hands to any call but a printer is read
    # as code it may run.
    for text in _handed_strings(tree, env):
        if text != source and text not in out:
            out.append(text)
    return out


def runs_unfolded(source: str) -> str | None:
    """The runner (``exec``, ``eval``, ``compile``, as the code names it) by which Python
    ``source`` runs a string no folding resolves (``exec(R.__loader__.get_data.__doc__)``: text
    made at run time), or None.  Asked of code that was itself decoded at run time: its own
    layer is read, what it runs is not."""
    if not any(word in source for word in _RUNNER_TEXTS):
        return None
    tree = parse_python(source)
    if tree is None:
        return None
    runners = _runner_names(tree)
    env = string_names(tree)
    for call in of_type(tree, ast.Call):
        if call.args and _runs_code(call.func, runners):
            first = call.args[0]
            if not isinstance(first, ast.Starred) and static_string(first, env) is None:
                return dotted(call.func) or "exec"
    return None


_LOG_LEVELS = ("debug", "info", "warning", "error", "critical", "exception")


_RUNNER_TEXTS = ("exec", "eval", "compile", "runsource", "runcode")


_PRINTERS = frozenset(
    {"print", "pprint", "pprint.pprint", "len", "repr", "sys.stdout.write", "sys.stderr.write"}
    | {f"{log}.{level}" for log in ("logging", "log", "logger") for level in _LOG_LEVELS}
)


_HANDED_MOST = 64
"""The most strings read as code one piece of Python may hand on (each is parsed)."""


def _handed_strings(tree: ast.Module, env: dict[str, str]) -> list[str]:
    # Strings shaped like code (a call or an import in them) handed to a call that prints
    # nothing: each at most once, at most :data:`_HANDED_MOST`.
    out: list[str] = []
    for call in of_type(tree, ast.Call):
        if dotted(call.func) in _PRINTERS or len(out) >= _HANDED_MOST:
            continue
        if dotted(call.func).rsplit(".", 1)[-1] in _DECODERS - {"decode", "chr"}:
            continue  # a85decode(b"G#(…"): encoded text, whatever its characters look like
        for arg in [*call.args, *(k.value for k in call.keywords)]:
            if isinstance(arg, ast.Constant) and not isinstance(arg.value, str | bytes):
                continue
            text = static_string(arg, env)
            if text and ("(" in text or "import" in text) and text not in out:
                out.append(text)
    return out[:_HANDED_MOST]


def _runner_names(tree: ast.Module) -> set[str]:
    # ``exec`` and its kin as this code names them: bound to another name (``e = exec``),
    # ``builtins`` under an alias (``b.exec``), imported under another name.
    runners = set(_RUNNERS) | {
        t.id
        for a in of_type(tree, ast.Assign)
        if dotted(a.value) in _RUNNERS
        for t in a.targets
        if isinstance(t, ast.Name)
    }
    runners |= {
        f"{alias.asname}.{runner}"
        for node in of_type(tree, ast.Import)
        for alias in node.names
        if alias.name == "builtins" and alias.asname
        for runner in ("exec", "eval", "compile")
    }
    runners |= {
        alias.asname or alias.name
        for node in of_type(tree, ast.ImportFrom)
        if node.module == "builtins"
        for alias in node.names
        if alias.name in _RUNNERS
    }
    return runners


def _runs_code(func: ast.AST, runners: set[str]) -> bool:
    # ``exec``, a name bound to it, ``builtins.exec``, or ``getattr(builtins, "exec")``; each
    # also through a wrapper that calls what it holds (:func:`_callee`).
    func = _callee(func)
    if dotted(func) in runners:
        return True
    if dotted(func).rsplit(".", 1)[-1] in _RUNNERS:
        return dotted(func).split(".", 1)[0] in runners | {"builtins", "__builtins__"}
    return (
        isinstance(func, ast.Call)
        and dotted(func.func) == "getattr"
        and len(func.args) == 2
        and static_string(func.args[1]) in _RUNNERS
    )


_RUNS_COMMAND = frozenset(
    {f"subprocess.{f}" for f in ("run", "call", "check_call", "check_output", "Popen")}
    | {"subprocess.getoutput", "subprocess.getstatusoutput", "os.system", "os.popen"}
    | {"pexpect.run", "pexpect.runu", "pexpect.spawn", "pexpect.spawnu", "sh.Command"}
    | {"run", "call", "check_call", "check_output", "Popen", "getoutput", "system", "popen"}
)


_FOLDER_OPERATIONS = {
    "copytree": ("src", "dst"),
    "make_archive": ("base_name", "format", "root_dir", "base_dir"),
    "unpack_archive": ("filename", "extract_dir"),
}
"""Python's operations on whole folders (``shutil``'s), with their parameters in order: each is
read as the shell command that does the same (:func:`_as_shell`), so a folder copied, packed
or unpacked in Python is followed by the same rules as ``cp -r``, ``tar c`` and ``tar x``."""
_ARCHIVE_SUFFIXES = {"tar": ".tar", "gztar": ".tar.gz", "bztar": ".tar.bz2", "xztar": ".tar.xz"}


def _as_shell(call: ast.Call, operation: str, env: dict[str, str]) -> list[str] | None:
    """A ``shutil`` folder operation with static arguments as the equivalent command's words
    (``make_archive("/tmp/a", "gztar", "/app")`` is ``tar -cf /tmp/a.tar.gz /app``), or None."""
    names = _FOLDER_OPERATIONS[operation]
    given = dict(zip(names, call.args, strict=False))
    given |= {k.arg: k.value for k in call.keywords if k.arg in names}
    value = {k: static_string(v, env) for k, v in given.items()}
    if operation == "copytree":
        src, dst = value.get("src"), value.get("dst")
        ignore = next((k.value for k in call.keywords if k.arg == "ignore"), None)
        if ignore is None:
            return ["cp", "-r", src, dst] if src and dst else None
        patterns = (  # ignore=shutil.ignore_patterns("*.so"): what the copy leaves out
            [static_string(a, env) for a in ignore.args]
            if isinstance(ignore, ast.Call) and dotted(ignore.func).endswith("ignore_patterns")
            else [None]
        )
        if not src or not dst or None in patterns:
            return None  # a filter the code computes: what the copy holds is not known
        return ["rsync", "-a", *(f"--exclude={p}" for p in patterns), src, dst]
    if operation == "make_archive":
        base, kind = value.get("base_name"), value.get("format")
        root = value.get("root_dir") if "root_dir" in given else "."  # the working folder
        if not base or not kind or not root:
            return None
        below = value.get("base_dir") if "base_dir" in given else "."
        if below is None:
            return None  # a part of the folder the code computes: what it holds is not known
        if below.strip("./"):  # root_dir="~/.cache/x", base_dir="sealed": only that folder
            root = f"{root.rstrip('/')}/{below.strip('/')}" if not below.startswith("/") else below
        if kind == "zip":
            return ["zip", "-r", f"{base}.zip", root]
        return ["tar", "-cf", base + _ARCHIVE_SUFFIXES.get(kind, ".tar"), root]
    archive, into = value.get("filename"), value.get("extract_dir") or "."
    if not archive or not into:
        return None
    if archive.endswith(".zip"):
        return ["unzip", archive, "-d", into]
    return ["tar", "-xf", archive, "-C", into]


def python_commands(source: str) -> list[str]:
    """The shell commands a piece of Python runs where the code tells: a static string, or a
    list of static strings, given to ``subprocess.run`` and its kin, ``os.system`` or
    ``os.popen`` (a list as the shell would quote its words), and the folder operations of
    :data:`_FOLDER_OPERATIONS` as their shell equivalents; at most :data:`XARGS_MOST`."""
    tree = parse_python(source)
    if tree is None:
        return []
    env: dict[str, str] | None = None
    out: list[str] = []
    shutil = module_calls(tree, module_use(tree, "shutil")) if "shutil" in source else []
    folders = {id(c.node): c.function for c in shutil if c.function in _FOLDER_OPERATIONS}
    # in the order the code runs them (a copy made, then a diff of it), not the walk's
    for call in sorted(of_type(tree, ast.Call), key=lambda c: (c.lineno, c.col_offset)):
        folder = folders.get(id(call))
        if not (folder or dotted(call.func) in _RUNS_COMMAND) or len(out) >= XARGS_MOST:
            continue
        if not call.args and not folder:
            continue
        env = string_names(tree) if env is None else env
        if folder:
            words = _as_shell(call, folder, env)
            text = shlex.join(words) if words else None
        else:
            given = call.args[0]
            words = static_items(given, env) if isinstance(given, ast.List | ast.Tuple) else None
            text = shlex.join(words) if words else static_string(given, env)
        if text and text not in out:
            out.append(text)
    if "ZipFile" in source or "tarfile" in source:
        out += [t for t in _member_reads(tree, env or string_names(tree)) if t not in out]
    return out[:XARGS_MOST]


_MEMBER_READS = frozenset({"read", "open", "extractfile", "extract"})
"""What a ``zipfile``/``tarfile`` archive object does to one of its members that hands the
member's bytes on (``namelist``, ``getnames`` only list)."""
_PACKS = frozenset({"add", "write"})
"""What packs a file into a ``tarfile`` (``add``, a folder whole) or ``zipfile`` (``write``)."""
_ON_MEMBERS = _MEMBER_READS | _PACKS


def _member_reads(tree: ast.Module, env: dict[str, str]) -> list[str]:
    """A member of an archive read back in Python as the shell command that prints it
    (``zipfile.ZipFile(A).read(M)`` is ``unzip -p A M``, ``tarfile.open(A).extractfile(M)``
    is ``tar -xOf A M``), where the archive's path is static or is what ``shutil.make_archive``
    returned.  A member the code picks at run time is named by the test that picks it
    (``n.endswith(".so")`` is ``*.so``); one picked by no such test is left unread."""
    return [command for _, command in _archive_uses(tree, env) if command]


def archives_read_by_name(tree: ast.Module, env: dict[str, str]) -> set[str]:
    """The archives ``tree`` opens whose every member read names its members (statically, or by
    the tests that pick them: :func:`_member_reads`): opening one reads nothing the member
    reads do not.  An archive read by a member the code computes otherwise is not among them."""
    uses = _archive_uses(tree, env)
    return {a for a, _ in uses if a} - {a for a, command in uses if a and command is None}


def _archive_uses(tree: ast.Module, env: dict[str, str]) -> list[tuple[str | None, str | None]]:
    # Each pack into and member read of an archive, in the code's order: (its path, the shell
    # command it is; None for a member read whose member is not known).
    bound: dict[str, ast.AST] = {}
    for node in of_type(tree, ast.Assign):
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            bound[node.targets[0].id] = node.value
    for item in of_type(tree, ast.withitem):
        if isinstance(item.optional_vars, ast.Name):
            bound[item.optional_vars.id] = item.context_expr
    # ``for n in z.namelist(): if n.endswith(".so")``, ``… for n in names if …``: a loop's
    # name is picked by the tests of its body or its filters
    loops: list[ast.For | ast.comprehension] = [*of_type(tree, ast.For)]
    loops += of_type(tree, ast.comprehension)
    for loop in loops:
        if isinstance(loop.target, ast.Name) and loop.target.id not in bound:
            bound[loop.target.id] = loop
    out: list[tuple[str | None, str | None]] = []
    for call in sorted(of_type(tree, ast.Call), key=lambda c: (c.lineno, c.col_offset)):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in _ON_MEMBERS and call.args):
            continue
        opened: ast.AST = func.value
        opened = bound.get(opened.id, opened) if isinstance(opened, ast.Name) else opened
        if not (isinstance(opened, ast.Call) and opened.args):
            continue
        maker = dotted(opened.func)
        kind = "ZipFile" if maker.endswith("ZipFile") else "tar" if maker == "tarfile.open" else ""
        if not kind:
            continue
        archive = _archive_path(opened.args[0], bound, env)
        if func.attr in _PACKS:  # t.add("/app"), z.write(P): only an archive open to write has them
            packed = static_string(call.args[0], env)
            if archive and packed and func.attr == ("write" if kind == "ZipFile" else "add"):
                out.append((archive, shlex.join(["zip" if kind == "ZipFile" else "tar", *(
                    [archive] if kind == "ZipFile" else ["-rf", archive]), packed])))  # fmt: skip
            continue
        picked = _members_named(call.args[0], bound, env)
        out.append((archive, _printing(kind, archive, picked) if archive and picked else None))
    return out


def _printing(kind: str, archive: str, picked: tuple[list[str], list[str]]) -> str:
    # ``unzip -p A M… -x S…`` or ``tar -xOf A --exclude=S… M…``: the members printed
    members, skipped = picked
    if kind == "ZipFile":
        return shlex.join(
            ["unzip", "-p", archive, *members, *(["-x", *skipped] if skipped else [])]
        )
    return shlex.join(["tar", "-xOf", archive, *(f"--exclude={e}" for e in skipped), *members])


def _archive_path(node: ast.AST, bound: dict[str, ast.AST], env: dict[str, str]) -> str | None:
    # A static path, or the name ``shutil.make_archive`` returned (its base and the suffix).
    made = bound.get(node.id) if isinstance(node, ast.Name) else node
    if isinstance(made, ast.Call) and dotted(made.func).endswith("make_archive"):
        words = _as_shell(made, "make_archive", env)
        return words[2] if words else None
    return static_string(node, env)


_PICKS = {"endswith": "*{}", "startswith": "{}*"}


def _members_named(
    node: ast.AST, bound: dict[str, ast.AST], env: dict[str, str]
) -> tuple[list[str], list[str]] | None:
    """The members a read names and those it leaves out, as globs; no names means every member.
    A static name; a loop's name over static names; else the tests that picked it from the
    archive's own list (``[n for n in z.namelist() if n.endswith(".so")][0]`` names ``*.so``;
    ``if n.startswith("ref") or not m.isfile(): continue`` leaves ``ref*`` out; a loop that
    tests no name reads every member).  None where a test the reader cannot turn into a name
    decides (what is read is not known)."""
    text = static_string(node, env)
    if text is not None:
        return [text], []
    picked = bound.get(node.id) if isinstance(node, ast.Name) else node
    if picked is None:
        return None
    if isinstance(picked, ast.For | ast.comprehension):
        listed = static_items(picked.iter, env) if isinstance(picked.iter, _LISTS) else None
        if listed:
            return [*listed], []
    members: list[str] = []
    skipped: list[str] = []
    for test, skips in _tests_of(picked):
        for part, skip in _parts(test, skips):
            globs = _name_globs(part, env)
            if not globs and not _kind_test(part):
                return None
            (skipped if skip else members).extend(globs)
    if not members and not _lists_members(picked):
        return None  # a name picked by no test from something not the archive's own list
    return members, skipped


_LISTS = (ast.List, ast.Tuple, ast.Set)
_LISTING = frozenset({"namelist", "infolist", "getmembers", "getnames"})
"""What lists an archive's members (a ``TarFile`` iterated itself does too)."""
_KINDS = frozenset({"isfile", "isreg", "isdir", "is_dir", "issym", "islnk"})
"""Tests of a member's kind, not its name: a read of every regular file is a read of every file."""


def _parts(test: ast.AST, skips: bool) -> list[tuple[ast.AST, bool]]:
    # ``if A or B: continue`` skips what A matches and what B matches; ``not A`` inverts
    if skips and isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        return [p for v in test.values for p in _parts(v, True)]
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return [(test.operand, not skips)]
    return [(test, skips)]


def _kind_test(test: ast.AST) -> bool:
    return (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Attribute)
        and test.func.attr in _KINDS
    )


def _lists_members(picked: ast.AST) -> bool:
    """Whether a loop runs over an archive's own list of members (``z.infolist()``, a
    ``TarFile`` ``t`` itself, ``t.getmembers()``)."""
    if not isinstance(picked, ast.For | ast.comprehension):
        return False
    it = picked.iter
    return isinstance(it, ast.Name) or (
        isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and it.func.attr in _LISTING
    )


def _tests_of(picked: ast.AST) -> list[tuple[ast.AST, bool]]:
    # Each test that decides the pick, with whether it skips what it matches: ``if T:
    # continue`` and ``not T`` skip; a filter, an ``if`` around the read, keep.
    out: list[tuple[ast.AST, bool]] = []
    ifs: list[ast.AST] = [*picked.ifs] if isinstance(picked, ast.comprehension) else []
    ifs += [n.test for n in ast.walk(picked) if isinstance(n, ast.If | ast.IfExp)]
    if not isinstance(picked, ast.For | ast.comprehension):
        ifs += [picked]  # an expression that picks: its calls are its tests
    for test in ifs:
        skip = any(
            isinstance(n, ast.If) and n.test is test and isinstance(n.body[0], ast.Continue)
            for n in ast.walk(picked)
        )
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test, skip = test.operand, not skip
        out.append((test, skip))
    return out


def _name_globs(test: ast.AST, env: dict[str, str]) -> list[str]:
    # The names a test matches, as globs: ``n.endswith((".py", ".sh"))`` is ``*.py`` and
    # ``*.sh``, ``"ref" in n`` is ``*ref*``.
    globs = []
    for call in ast.walk(test):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.args:
            shape = _PICKS.get(call.func.attr)
            given = call.args[0]
            items = static_items(given, env) if isinstance(given, ast.Tuple) else None
            values: list[str | None] = [*items] if items else [static_string(given, env)]
            globs += [shape.format(v) for v in values if shape and v]
        if isinstance(call, ast.Compare) and isinstance(call.ops[0], ast.In):
            value = static_string(call.left, env)
            if value:
                globs.append(f"*{value}*")
    return globs


def python_written(source: str) -> dict[str, str]:
    """What a piece of Python writes to files, by base name, where the code tells: a static
    string given to ``open(P, "w").write``, to a name bound by ``with open(P, "w") as f``, or to
    ``Path(P).write_text``.  The mode is not read: a ``write`` on a file opened for reading
    raises, and is taken for a write all the same (a later read folds to what it would have
    written)."""
    tree = parse_python(source)
    if tree is None:
        return {}
    env: dict[str, str] | None = None
    out: dict[str, str] = {}
    for call in of_type(tree, ast.Call):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in ("write", "write_text")):
            continue
        if len(call.args) != 1:
            continue
        env = string_names(tree) if env is None else env
        target = func.value
        path = (
            env.get(HANDLE_KEY + target.id)
            if isinstance(target, ast.Name)
            else _handle_path(target, env)  # None for anything but a call
        )
        text = static_string(call.args[0], env)
        text = _located_in(call.args[0], tree) if text is None else text
        if text is None and _decodes(call.args[0]):
            text = DECODED  # ''.join(chr(c ^ 1) for c in b'…'): text only running gives
        if path and text is not None:
            out[_basename(path)] = text
    return out


_DECODERS = frozenset(
    {"b64decode", "b32decode", "b85decode", "a85decode", "decodebytes", "decompress"}
    | {"fromhex", "unhexlify", "decode", "chr", "translate"}
)


def _decodes(node: ast.AST) -> bool:
    """Whether an expression computes text by decoding (a decoder, ``chr``, a XOR of bytes):
    a file written with it holds what only running the code gives."""
    return any(
        isinstance(n, ast.Call)
        and (n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", ""))
        in _DECODERS
        or isinstance(n, ast.BinOp)
        and isinstance(n.op, ast.BitXor)
        for n in ast.walk(node)
    )


_LOCATING_ATTRIBUTES = ("__file__", "__spec__.origin", "origin")


def _located_in(node: ast.AST, tree: ast.Module) -> str | None:
    """The file a module's locating attribute names (``Path(P).write_text(R.__file__)``, ``R``
    imported as ``import reforacle as R``): what a command printing it would print."""
    name = dotted(node)
    root, _, attribute = name.partition(".")
    if attribute not in _LOCATING_ATTRIBUTES:
        return None
    for node in of_type(tree, ast.Import):
        for alias in node.names:
            if (alias.asname or alias.name) == root:
                return located_file(alias.name)
    return None


def files_named(source: str, written: dict[str, str] | None) -> dict[str, str]:
    """The files the trial wrote, as fold names (:data:`WRITTEN_KEY`): those the code spells
    first, then others (a name it builds, ``"p" + "3.txt"``) while they fit in :data:`FOLD_CAP`."""
    files = sorted((written or {}).items(), key=lambda kv: kv[0] not in source)
    out, held = {}, 0
    for name, text in files:
        held += len(text)
        if name and (name in source or held <= FOLD_CAP):
            out[WRITTEN_KEY + name] = text
    return out


def _callee(func: ast.AST) -> ast.AST:
    """What a call calls through the wrappers that only hand it on: ``f.__call__``, ``[f][0]``,
    ``(f,)[-1]`` and ``{"k": f}["k"]`` are ``f`` (a few layers deep)."""
    for _ in range(4):
        if isinstance(func, ast.Attribute) and func.attr == "__call__":
            func = func.value
        elif isinstance(func, ast.Subscript) and isinstance(func.value, (ast.List, ast.Tuple)):
            key = _item_key(func.slice, {})
            elts = func.value.elts
            if key is None or not key.lstrip("-").isdigit():
                return func
            if not -len(elts) <= int(key) < len(elts):
                return func
            func = elts[int(key)]
        elif isinstance(func, ast.Subscript) and isinstance(func.value, ast.Dict):
            key, pairs = (
                _item_key(func.slice, {}),
                zip(func.value.keys, func.value.values, strict=True),
            )
            held = [v for k, v in pairs if k is not None and _item_key(k, {}) == key]
            if key is None or not held:
                return func
            func = held[-1]  # the last of a repeated key wins, as in Python
        else:
            return func
    return func


def _per_item(tree: ast.Module, name: ast.AST, env: dict[str, str]) -> list[str]:
    # A comprehension's loop name handed to exec: each item of the static sequence it loops over.
    if not isinstance(name, ast.Name):
        return []
    for kind in (ast.ListComp, ast.GeneratorExp, ast.SetComp):
        for comp in of_type(tree, kind):
            for loop in comp.generators:  # type: ignore[attr-defined]
                if isinstance(loop.target, ast.Name) and loop.target.id == name.id:
                    return static_items(loop.iter, env) or []
    return []


EXEC_MOST = 64 * 1024
"""The longest code read as what an ``exec`` ran (with the code that runs it): a program folded
from pieces is short; ``a = a + a`` fifteen times would have the classifier parse 512 KB."""


def _executed_layers(
    sources: list[str], depth: int = 2, written: dict[str, str] | None = None
) -> list[str]:
    """What ``sources`` exec, and what that execs, ``depth`` layers deep, each read after the
    code that runs it (``import reforacle as R; exec(d['k'])``: the string's ``R`` is that
    import's), each once; ``written``: the files the trial wrote before (:func:`executed_strings`)."""
    out: list[str] = []
    pending = [(s, s) for s in sources]  # (the code so far, the part to search for exec)
    for _ in range(depth):
        found = []
        for context, part in pending:
            for text in executed_strings(part, written):
                whole = f"{context}\n{text}"
                if whole not in out and len(whole) <= EXEC_MOST:
                    out.append(whole)
                    found.append((whole, text))
        pending = found
    return [t for t in out if t not in sources]


_IMPORTED_NAMES = re.compile(r"(?:^|;)\s*(?:from\s+(\w+)\s+import|import\s+([\w ,]+))", re.M)
_WATCHES_FRAMES = Scan(
    r"\bset(?:trace|profile)\b|_getframe|\bf_(?:locals|back)\b|\bco_\w+|__code__|func_code"
    r"|__torch_(?:function|dispatch)__|Torch(?:Function|Dispatch)Mode|\bwraps\b|setattr\("
)
_HELPER_MOST = 8000


@lru_cache(maxsize=256)
def _watches(text: str) -> bool:
    # Asked of the same module's text by every piece that imports it: searched once.
    return _WATCHES_FRAMES.search(text) is not None


def with_helpers(python: list[str], carried: dict[str, int], files: dict[str, str]) -> None:
    """Each piece of a call's ``python`` with the helper modules it imports from the session's own files
    put before it, when they watch running code or look inside functions (``from tracing
    import traced`` of a ``tracing.py`` that calls ``sys.settrace``, a ``describe(fn)`` reading
    ``fn.__code__.co_varnames``, a torch mode, a wrapper put on torch's functions): what the
    helper does runs in the program.
    Their lines are carried (what they call is not the piece's own call)."""
    for i, piece in enumerate(python):
        names = {n.strip().split(" ")[0] for m in _IMPORTED_NAMES.finditer(piece) for g in m.groups()
                 if g for n in g.split(",")}  # fmt: skip
        helpers = [
            files[f"{n}.py"]
            for n in sorted(names)
            if len(files.get(f"{n}.py", "")) <= _HELPER_MOST
            and _watches(files.get(f"{n}.py", ""))
            and files[f"{n}.py"] != piece
        ]
        if helpers:
            joined = "\n".join([*helpers, piece])
            python[i] = joined
            carried[joined] = carried.get(piece, 0) + joined.count("\n") - piece.count("\n")
