"""What counts as a write: the calls through which Python writes a file (``open`` for writing,
``os.open`` with write flags, ``write_text``, ``shutil``, …), and the writes and inline programs
of the other interpreters a trial may run (``perl``, ``ruby``, ``node``, ``php``, …).
"""

from __future__ import annotations

import ast
import re

from syncvals_plugin.classifier.code.folding import static_string
from syncvals_plugin.classifier.code.names import string_names
from syncvals_plugin.classifier.code.tree import dotted, of_type

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


def foreign_writes(code: str) -> list[str]:
    """The literal paths another interpreter's program writes, as far as its text shows."""
    return [m.strip() for pattern in _FOREIGN_WRITES for m in pattern.findall(code)]


def python_writes(
    tree: ast.Module, environ: dict[str, str] | None = None, folds: dict[str, str] | None = None
) -> list[str]:
    """Paths a piece of Python writes, where they can be computed without running it:
    ``open(p, "w"|"a"|"x"…)``, ``Path(p).write_text/write_bytes``, ``shutil.copy*(src, p)``,
    ``os.replace/rename(src, p)``; ``p`` a literal, a name bound to one, a concatenation, an
    f-string, ``os.path.join``, ``os.sep.join`` or ``Path(…) / …`` of those, or a variable of
    ``environ`` (what the shell set: ``os.environ["D"]``, ``os.getenv("D")``), or a word of
    ``folds`` (what the command line handed it: ``sys.argv[1]`` as ``argv[1]``)."""
    calls = [n for n in of_type(tree, ast.Call) if _call_word(n.func) in WRITE_CALLS]
    if not calls:
        return []
    env = string_names(tree, environ) | (folds or {})
    out = []
    for node in calls:
        name = dotted(node.func)
        args = node.args
        literal = [static_string(a, env) for a in args]
        mode = next((static_string(k.value, env) for k in node.keywords if k.arg == "mode"), None)
        if name in ("open", "io.open") and args and (literal[0] or _site_path(args[0])):
            mode = (literal[1] if len(args) >= 2 else mode) or ""
            if any(c in mode for c in "wax+"):
                out.append(literal[0] or _site_path(args[0]))
        elif name in ("os.open", "posix.open") and len(args) >= 2 and literal[0]:
            if _write_flags(args[1]):
                out.append(literal[0])
        elif (
            name.endswith(
                (
                    "shutil.copy",
                    "shutil.copyfile",
                    "shutil.copy2",
                    "shutil.move",
                    "os.replace",
                    "os.rename",
                )
            )
            and len(args) >= 2
            and literal[1]
        ):
            out.append(literal[1])
        elif name.endswith("compile") and node.keywords and name != "compile":
            # py_compile.compile(src, cfile=P): the byte code Python loads in place of src
            cfile = next((k.value for k in node.keywords if k.arg == "cfile"), None)
            written = static_string(cfile, env) if cfile is not None else None
            out += [written] if written else []
        elif (
            isinstance(node.func, ast.Attribute)
            and node.func.attr in ("write_text", "write_bytes", "open")
            and (node.func.attr != "open" or _opens_for_writing(node, env))
        ):
            target = static_string(node.func.value, env)
            if target:
                out.append(target)
    return out


_SITE_WORDS = frozenset({"getsitepackages", "getusersitepackages", "USER_SITE", "getsitepath"})


def _site_path(expr: ast.AST) -> str:
    """A path computed from the interpreter's site folders (``site.getsitepackages()[0] +
    "/x.pth"``), as ``site-packages/<its last literal>``; "" for any other expression: where it
    lands is known to be a folder Python reads at start, whatever the machine calls it."""
    if not any(_call_word(n) in _SITE_WORDS for n in ast.walk(expr)):
        return ""
    tails = [
        n.value.strip("/")
        for n in ast.walk(expr)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]
    return "site-packages/" + (tails[-1] if tails else "?")


WRITE_CALLS = frozenset(
    {"open", "copy", "copyfile", "copy2", "move", "replace", "rename", "write_text", "write_bytes"}
    | {"compile"}
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
