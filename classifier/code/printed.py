"""What a command prints, as far as the record says without running it: ``echo``'s words,
``printf``'s format filled, ``cat`` of a file the session wrote, a lister's names (globs in the
working directory), ``grep`` narrowing them, ``base64 -d`` of a literal, a module's file printed
by Python.  Anything else computed from text is :data:`DECODED`; what cannot be known,
:data:`UNKNOWN`.
"""

from __future__ import annotations

import codecs
import re

from syncvals_plugin.classifier.code.commands import Command, ShellState
from syncvals_plugin.classifier.code.data_text import listed_values
from syncvals_plugin.classifier.code.globs import (
    grep_narrowed,
    listed,
    names_only,
    regex_glob,
    shown_found,
)
from syncvals_plugin.classifier.code.jq import jq_selected
from syncvals_plugin.classifier.code.markers import DECODED, UNKNOWN, known
from syncvals_plugin.classifier.code.scanning import Scan
from syncvals_plugin.classifier.code.words import AWKS, join_cwd

DECODERS = frozenset(
    {
        "base64", "base32", "basenc", "xxd", "openssl", "uudecode", "rev", "tr", "gunzip",
        "zcat", "gzip", "bzip2", "bunzip2", "bzcat", "xz", "unxz", "xzcat", "zstd", "unzstd",
        "zstdcat", "lz4", "lz4cat", "brotli", "iconv", "recode", "dc", "bc",
    }
)  # fmt: skip
"""Programs whose output is text computed from their input (or, a calculator's, from its program):
what they print is :data:`DECODED`."""


_VARIABLE = re.compile(r"\$\{(\w+)\}|\$(\w+)")
"""A variable in a template (``$SEED``, ``${SEED}``), as ``envsubst`` puts them in."""

_LOCATED = "__located__"
"""What ``$(python3 -c 'print(M.__file__)')`` stands for: M's file (see :func:`located_file`)."""


def located_file(module: str) -> str:
    """The word a command that prints ``module``'s file expands to: a file of Python's own
    library for one of its modules (``numbers``: what every Python imports from there), else
    a name that stands for the module's file wherever it lies."""
    import sys

    if module.split(".")[0] in sys.stdlib_module_names:
        return f"/usr/lib/python3/{module.replace('.', '/')}.py"
    return f"{module}.cpython{_LOCATED}.so"


def input_of(cmd: Command, state: ShellState) -> str:
    """What comes into ``cmd``: a here-string or heredoc, a file the session wrote, or what the
    stages before it print."""
    for op, target in cmd.redirects:
        if op in ("<<<", "<<"):
            return target
        if op == "<":
            return state.files.get(basename(target), UNKNOWN)
    return printed_in(cmd.piped_from, state) if cmd.piped_from else UNKNOWN


def xargs_words(args: list[str], fed: str, state: ShellState) -> list[str]:
    """The words of the command ``xargs ARGS`` runs, ``fed`` what comes in (``-0``, ``-d``,
    ``-I``, ``-a`` a file the session wrote)."""
    for i, a in enumerate(args[:-1]):
        if a in ("-a", "--arg-file"):
            fed = state.files.get(basename(args[i + 1]), UNKNOWN)
    i, replace, sep = 0, None, None
    while i < len(args) and args[i].startswith("-"):
        flag = args[i]
        if flag in ("-0", "--null"):
            sep = "\0"
        elif flag == "-d" and i + 1 < len(args):
            sep = ansi_c(args[i + 1])
        elif flag.startswith("-I"):
            replace = flag[2:] or (args[i + 1] if i + 1 < len(args) else "{}")
        i += 2 if flag in ("-I", "-n", "-L", "-P", "-d", "-a", "-s", "-E") else 1
    inner = args[i:] or ["echo"]
    if not known(fed):
        given = [fed]
    elif sep:
        given = [x for x in fed.split(sep) if x]
    else:  # xargs reads quotes and backslashes as the shell does
        given = split_words(fed)
    if replace:
        return [w.replace(replace, given[0] if given else "") for w in inner]
    return [*inner, *given]


def split_words(text: str) -> list[str]:
    """``text`` split into words as the shell splits a line (by whitespace where its quotes do
    not close)."""
    import shlex

    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


def formatted(form: str, args: list[str]) -> str:
    """``printf FORMAT ARGS``: its escapes, and ``%s`` taken by each argument in turn (the
    format reused for the rest, as printf does); unknown for any other conversion."""
    if _NUMBERS_AS_TEXT.search(form.replace("%%", "")):
        return DECODED  # printf '\\x%02x' $((…)): characters computed from numbers
    form = ansi_c(form)
    if "%" not in form.replace("%%", "").replace("%s", ""):
        n = form.replace("%%", "").count("%s")
        if n == 0:
            return form.replace("%%", "%")
        groups = [args[i : i + n] for i in range(0, max(len(args), 1), n)][:64]
        # The format's text between its %s, taken as it is (braces too: ``printf '{"k": "%s"}'``)
        pieces = [p.replace("\ue000", "%") for p in form.replace("%%", "\ue000").split("%s")]
        return "".join(
            pieces[0] + "".join(a + pieces[k + 1] for k, a in enumerate(g + [""] * (n - len(g))))
            for g in groups
        )
    return UNKNOWN


_NUMBERS_AS_TEXT = re.compile(r"%[-+ 0#]*\d*(?:\.\d+)?[cxXo]")
"""A conversion that turns a number into other text (a character, hex or octal digits)."""


def printed_in(commands: list[Command], state: ShellState) -> str:
    """What the last of ``commands`` prints, as far as it can be known without running it, its
    pipeline followed stage by stage: ``echo``'s words, ``cat`` of a file the session wrote,
    ``which``'s program, the names a lister gives (a folder lists as ``DIR/*``, a glob stays a
    glob), narrowed by ``grep`` to a glob, passed on by filters that keep names."""
    if not commands:
        return UNKNOWN
    last = commands[-1]
    text = UNKNOWN
    for stage in [*last.piped_from, last]:
        text = _stage_printed(stage, text, state)
    return text


_LINE_PICKERS = frozenset({"head", "tail", "sort", "uniq", "tee", "shuf", "tac"})
"""Filters that pass on whole lines of what comes in (some, in another order): no text made."""
_NAME_FILTERS = frozenset({"head", "tail", "sort", "uniq", "sed", "awk", "cut", "tr", "tee"})
"""Filters whose output, given names, is names of the same files (a ``sed`` that prefixes the
folder, ``head -1``): what they pass on is what came in."""


_WATCH_VALUED = frozenset(
    {"-e", "--event", "--format", "--timefmt", "-t", "--timeout", "--exclude", "-o"}
)


def _computed(cmd: Command) -> str:
    return DECODED if _computes_text(cmd) else UNKNOWN


def _watched(words: list[str]) -> str:
    """What a watcher (``inotifywait -m -r /logs``) prints: names below the folders it watches."""
    folders = [
        a
        for i, a in enumerate(words[1:])
        if not a.startswith("-") and words[i] not in _WATCH_VALUED
    ]
    return " ".join(f"{w.rstrip('/')}/**" for w in folders) or UNKNOWN


_SILENT = frozenset({"cd", "export", "unset", "touch", "mkdir", "ln", "cp", "mv", "rm", "chmod"})
"""Commands that print nothing when they work (``cd -`` and a verbose flag aside)."""
_VERBOSE = re.compile(r"\s-(?:-verbose\b|[a-zA-Z]*v|\s|$)")
"""A verbose flag (``-v``, ``-pv``, ``--verbose``), or ``cd -``, which prints the folder."""


def _stage_printed(cmd: Command, incoming: str, state: ShellState) -> str:
    name = cmd.name
    args = [a for a in cmd.words[1:] if not a.startswith("-")]
    if any(
        op in ("<<<", "<<") or (op == "<" and basename(t) in state.files) for op, t in cmd.redirects
    ):
        incoming = input_of(cmd, state)
    decoded = _decoded_literal(cmd, incoming) if known(incoming) and incoming else None
    if decoded is not None:
        return decoded  # data decoded, not code: its text is known
    if name in DECODERS or DECODED in incoming:  # and whatever is computed from it after
        return DECODED
    if name == "envsubst" and known(incoming):  # a template's variables put in
        values = {**state.variables, **cmd.assigned}
        return _VARIABLE.sub(lambda m: values.get(m.group(1) or m.group(2), ""), incoming)
    if name in (":", "true", "false") or (name in _SILENT and not _VERBOSE.search(cmd.text)):
        return ""  # $(cd /app && python3 -c …): the cd adds nothing to what is printed
    # what a pattern's or a program's reader reads: the files the session wrote it is given
    read = [state.files[basename(a)] for a in args[1:] if basename(a) in state.files]
    if name in ("grep", "egrep", "fgrep"):  # (else the pipe's text)
        searched = "\n".join(read) if read else incoming
        return _files_listed(cmd.words[1:]) or grep_narrowed(searched, cmd.words[1:])
    if name in AWKS:
        return _awk_fields(cmd, read, incoming)
    if (
        name == "cat"
        and not args
        or name in _NAME_FILTERS
        and len(args) <= 1
        and names_only(incoming)
    ):
        return incoming  # names passed on (``ls | sed 's|^|/app/|'``), not code rewritten
    if name in _LINE_PICKERS and (picked := _picked(args, incoming, state)) is not None:
        return picked
    if name == "echo":  # its line, ended (``$(…)`` takes the newline off, as bash does)
        return joined_words(args, quote=False) + ("" if "-n" in cmd.words[1:2] else "\n")
    if name == "printf" and args:
        return formatted(args[0], args[1:])
    if name == "cat":
        return "\n".join(state.files.get(basename(a), UNKNOWN) for a in args)
    if name in ("declare", "typeset") and "-f" in cmd.words[1:] and args:  # a function's text
        return "\n".join(f"{a} () {state.functions.get(a, UNKNOWN)}" for a in args)
    names = _names_printed(cmd, args, incoming, state)
    if names is not None:
        return names
    if name.startswith("python") or (not known(name) and "-c" in cmd.words[:-1]):
        # $(uv python find) -c '…': a Python the session looked up, run the same way
        return _python_located(cmd) or _site_folder(cmd) or _python_globbed(cmd) or _computed(cmd)
    if name in ("pgrep", "pidof"):  # process ids, whatever file its pattern names
        return UNKNOWN
    if name == "jq" and (selected := jq_selected(cmd.words[1:], read, incoming)) is not None:
        return selected
    # Any other program fed text the record holds (piped, or a file the session wrote)
    # computes new text from it (``paste -s``, ``tac``): only running it would say what.
    if any(basename(a) in state.files for a in args):
        return DECODED
    if any(_ENCODED.search(a) for a in args):  # sqlite3 "select unhex('6966…')": text made of it
        return DECODED
    return DECODED if known(incoming) and incoming else UNKNOWN


_ENCODED = re.compile(r"[0-9A-Fa-f]{64,}|[A-Za-z0-9+/]{64,}={0,2}")
"""A long hex or base64 run in a program's words: data the program may decode, not a name."""


def _picked(args: list[str], incoming: str, state: ShellState) -> str | None:
    """What a filter that passes whole lines on (:data:`_LINE_PICKERS`) prints, none made: some
    lines of its input the record holds (``head -1``, ``sort -u``), or of the files the session
    wrote it is given (``head -n 1 F``); None when neither is known."""
    if not args:
        return incoming if known(incoming) else None
    held = [state.files[basename(a)] for a in args if basename(a) in state.files]
    if held and all(a.isdigit() or basename(a) in state.files for a in args):
        return "\n".join(held)
    return None


def _files_listed(args: list[str]) -> str | None:
    """What ``grep -l`` (``-rl``, ``-L``) prints of the folders or files it is given: names of
    files below them, as globs; None for any other grep."""
    flags = {c for a in args if a.startswith("-") and not a.startswith("--") for c in a[1:]}
    if not flags & {"l", "L"}:
        return None
    given = [a for a in args if not a.startswith("-")][1:]  # (the first is the pattern)
    return (
        " ".join(f"{g.rstrip('/')}/**" if "r" in flags or "R" in flags else g for g in given)
        or None
    )


def _names_printed(cmd: Command, args: list[str], incoming: str, state: ShellState) -> str | None:
    """What a program that prints names prints (``which``, ``dirname``, a lister, a watcher,
    ``xargs`` running one, ``git checkout-index --temp``), or None for any other program."""
    name = cmd.name
    if name in ("which", "command", "type"):
        return args[-1].rsplit("/", 1)[-1] if args else UNKNOWN
    if name in ("basename", "realpath", "readlink"):
        return args[-1] if args else UNKNOWN
    if name == "git" and args[:1] == ["checkout-index"] and "--temp" in cmd.words:
        # the temporary copies' names, each a copy of a file staged: taken for the file itself,
        # whose bytes it holds (what reads the copy reads the file)
        return "\n".join(args[1:]) or UNKNOWN  # (-a: every file staged, not known here)
    if name == "dirname" and args:  # the folder each path is in ("." for a bare name)
        return "\n".join(
            (a.rstrip("/").rpartition("/")[0] or "/") if "/" in a else "." for a in args
        )
    if name == "xargs":  # what the command it runs prints
        inner = xargs_words(cmd.words[1:], incoming, state)
        return _stage_printed(Command(inner, cmd.text), UNKNOWN, state) if inner else UNKNOWN
    if name in ("inotifywait", "fswatch"):  # the names of files changed below what it watches
        return _watched(cmd.words)
    if name in ("ls", "find", "locate", "compgen"):
        shown = shown_found(cmd.words[1:], state.shown) if name == "find" else []
        listing = listed(name, cmd.words[1:]).split()
        return " ".join([*shown, *(globbed(w, state.cwd) for w in listing)])
    return None


_AWK_FORMAT = re.compile(r'\bprintf\s*\(?\s*"((?:[^"\\]|\\.)*)"')
_AWK_FIELD = re.compile(r"%[-+ 0#]*\d*(?:\.\d+)?[sdi]")
_AWK_NUMBERS_AS_TEXT = re.compile(r"%[-+ 0#]*\d*(?:\.\d+)?[cxXo]")
"""A directive that turns numbers into other text (a character, hex digits): computed text."""


def _awk_fields(cmd: Command, read: list[str], incoming: str) -> str:
    """What awk prints (:func:`awk_printed`); a field of a data file it is handed, its program
    not followed, is one of the names the file holds (a config's value), not text made at run
    time."""
    printed = awk_printed(cmd.words[1:], read[0] if read else incoming)
    held = listed_values(read[0]) if read and DECODED in printed else []
    return "\n".join(held) if held else printed


def awk_printed(args: list[str], read: str = UNKNOWN) -> str:
    """What an awk program prints, as far as its text says: each ``printf`` format's and each
    ``print``'s literal text, with what it prints of the lines it ``read`` between (``printf
    "python3 p.py %s\\n", $1``, ``print "python3 p.py " $1``): a whole line (``$0``, ``print``
    alone) is the line; a field of a listing, one of its names; a field of other text the
    record holds, computed text; of text it does not hold, unknown.  Text it computes from
    numbers (``%c``, hex) is computed text; a program with ``sprintf`` or in a file, unknown
    (computed text when it reads text the record holds)."""
    plain = [
        a for i, a in enumerate(args) if not a.startswith("-") and args[i - 1] not in _AWK_VALUED
    ]
    program = plain[0] if plain and not {"-f", "--file"} & set(args) else ""
    held = known(read) and bool(read)
    matched = _AWK_PATTERN.match(program) if not held else None
    if matched:  # pmap … | awk '/reforacle/ {print $NF}': of unknown lines, those matching
        glob = regex_glob(matched.group(1))
        return glob if glob and sum(c.isalnum() for c in glob) >= 4 else UNKNOWN
    if _AWK_NUMBERS_AS_TEXT.search(program):
        return DECODED
    if not program or "sprintf" in program:
        return DECODED if held else UNKNOWN
    field = (
        read.split()[0] if names_only(read) and read.split() else DECODED if held else UNKNOWN
    )  # ls | awk: a name; echo CODE | awk '{print $2}': computed from it
    out = [_AWK_FIELD.sub(lambda _: field, f) for f in _AWK_FORMAT.findall(program)]
    for items in _AWK_PRINT.findall(program):
        tokens = list(_AWK_TOKEN.finditer(items))
        if not tokens or [t.group(0) for t in tokens] == ["$0"]:
            out.append(read if held else UNKNOWN)  # print, print $0: each line as read
            continue
        words = [
            t.group(1) if t.group(1) is not None else " " if t.group(2) == "," else field
            for t in tokens
        ]
        out.append("".join(words) + "\\n")
    if not out:
        return DECODED if held else UNKNOWN
    text = "".join(out).replace("%%", "%")
    return text.replace("\\n", "\n").replace("\\t", "\t")


_AWK_PATTERN = re.compile(r"\s*/((?:[^/\\]|\\.)+)/\s*\{[^}]*\bprint\b")
"""An awk program that prints only the lines its pattern matches (``/PATTERN/ {print $NF}``)."""
_AWK_PRINT = re.compile(r"\bprint\b(?!f)([^;}>|]*)")
"""A ``print`` statement's items, up to its end (or its redirection)."""
_AWK_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|(,|[^\s",]+)')
"""A literal string, a comma (the output separator) or anything else (a field, a variable)."""


_AWK_VALUED = frozenset({"-F", "-v", "-f", "--file", "--assign", "--field-separator"})


def decoded_by(cmd: Command) -> bool:
    """Whether a pipeline (``cmd`` and the stages piped into it) decodes or decompresses
    anything, or hands on a long encoded literal: what it prints is a payload, not text merely
    computed (``find … | cpio -o``)."""
    return any(
        c.name in DECODERS or any(_ENCODED.search(w) for w in c.words[1:])
        for c in [*cmd.piped_from, cmd]
    )


def printed(commands: list[Command], files: dict[str, str] | None = None) -> str:
    """What the last of ``commands`` prints (its pipeline followed), ``files`` the session wrote."""
    return printed_in(commands, ShellState(files=files or {}))


_LOCATING = ("__file__", ".origin", "__spec__", "get_filename")
"""What code that prints a module's file spells (a plain search first: every ``python3`` stage
of every command is asked, and most print no file)."""


_DECODING = frozenset({"-d", "--decode", "-D", "--base64"})


def _decoded_literal(cmd: Command, incoming: str) -> str | None:
    """What a decoder prints of text the record holds: ``base64 -d``, ``basenc --base64 -d``,
    ``openssl base64 -d`` (or ``enc -d -base64``), ``xxd -r -p``, ``base32 -d``, ``rev``; None for any
    other command, or when the text does not decode to printable UTF-8."""
    import base64
    import binascii

    words, compact = set(cmd.words), "".join(incoming.split())
    decoding = bool(_DECODING & words) or "-r" in words
    try:
        if (
            cmd.name in ("base64", "basenc")
            or cmd.name == "openssl"
            and "-base64" in words | {"-" + w for w in cmd.words[1:2]}
        ):
            out = base64.b64decode(compact, validate=True) if decoding else None
        elif cmd.name == "base32" and decoding:
            out = base64.b32decode(compact)
        elif cmd.name == "xxd" and "-r" in words and ("-p" in words or "-ps" in words):
            out = bytes.fromhex(compact)
        elif cmd.name == "rev" and len(cmd.words) == 1:  # each line backwards
            out = "\n".join(line[::-1] for line in incoming.split("\n")).encode()
        else:
            return None
        text = out.decode("utf-8") if out is not None else None
    except (binascii.Error, ValueError):
        return None
    return text if text is not None and (text.isprintable() or text.strip().isprintable()) else None


_COMPUTED_TEXT = Scan(
    r"\bchr\(|\bbytes\(|\.decode\(|\.translate\(|b64decode|unhexlify|fromhex|codecs\."
    r"|(?:''|\"\")\.join\([^)]*\.get\("
)
"""Python that makes text of other data: characters from codes, bytes decoded, a table's
letters joined (``''.join(T.get(w) for w in …)``)."""


def _computes_text(cmd: Command) -> bool:
    """Whether ``python3 -c CODE`` prints text it computes (:data:`_COMPUTED_TEXT`): run by a
    shell, that text is code no reading resolves."""
    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    return "print" in code and _COMPUTED_TEXT.search(code) is not None


SITE_PACKAGES = "/usr/local/lib/python3.11/site-packages"
"""Where a folder Python reads at start is printed (its ``site-packages``): the folder a write
into changes what every later Python runs."""
SITE_FOLDER_CALLS = frozenset({"getusersitepackages", "get_python_lib", "getuserbase"})
"""Calls that give one such folder (``site.getusersitepackages()``)."""
STANDARD_LIBRARY = "/usr/local/lib/python3.11"
"""What a command printing the standard library's folder prints (any Python's: the folder's
place, not its version, is what a write there is judged by)."""
_STDLIB_WORDS = re.compile(r"get_path\(\s*['\"](?:plat)?stdlib|get_python_lib\(\s*standard_lib")
_SITE_WORDS = re.compile(
    "|".join(SITE_FOLDER_CALLS) + r"|getsitepackages|USER_SITE|get_paths\(\)"
    r"|get_path\(\s*['\"](?:pure|plat)lib"
)


def _site_folder(cmd: Command) -> str | None:
    # ``python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'``, ``python3 -m
    # site --user-site``: the command prints a folder Python reads its start-up files from.
    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    if "print" in code and _STDLIB_WORDS.search(code):
        return STANDARD_LIBRARY
    if "print" in code and _SITE_WORDS.search(code):
        return SITE_PACKAGES
    args = cmd.words[1:]
    if args[:2] == ["-m", "site"] and {"--user-site", "--user-base"} & set(args):
        return SITE_PACKAGES
    return None


def _python_located(cmd: Command) -> str | None:
    # ``python3 -c 'import m; print(m.__file__)'``: the command prints m's file.
    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    if not any(w in code for w in _LOCATING):
        return None
    if not re.search(r"__file__|\.origin\b|__spec__|get_filename", code):
        return None
    named = re.search(r"(?:find_spec|import_module|get_loader)\(\s*['\"](\w+)['\"]", code)
    if named:
        return located_file(named.group(1))
    module = _module_located(code)
    if not module:
        return None
    top = located_file(module.split(".")[0])
    if "." in module and top != STANDARD_LIBRARY:
        # a package's folder (os.path.dirname(pkg.sub.__file__)), or a module of it
        # (torch.testing._comparison.__file__): where pip put it
        folder = f"{SITE_PACKAGES}/{module.replace('.', '/')}"
        return folder if "dirname" in code else f"{folder}.py"
    if "dirname" in code and top.endswith(f"{_LOCATED}.so"):
        return UNKNOWN  # the module's folder: where it lies, only running the code says
    return top


_GLOB_CALL = re.compile(
    r"\b(r?glob|iglob)\(\s*(?:[^'\")]*,\s*)?(?:(?:os\.path\.)?expanduser\(\s*)?['\"]([^'\"]+)['\"]"
)
"""A glob's pattern in code's text, given as it is or through ``expanduser`` (``~`` kept: the
shell's own spelling of the same folder)."""


def _python_globbed(cmd: Command) -> str | None:
    """What ``python3 -c 'print(glob.glob(P)[0])'`` prints: names the pattern matches (an
    ``rglob``'s anywhere below its folder, as ``*/P``); None for code that globs nothing."""
    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    found = _GLOB_CALL.search(code) if "print" in code else None
    if found is None:
        return None
    kind, pattern = found.groups()
    below = pattern.removeprefix("**/")
    return f"*/{below}" if kind == "rglob" or "/" not in pattern else pattern


def _module_located(code: str) -> str | None:
    """The module whose file ``code`` prints: the one whose ``__file__`` (or spec) it reads,
    by the name it imported it under (``import a.b as v; v.__file__`` is ``a.b``); else the
    first one it imports."""
    used = re.search(r"(\w+)\s*\.\s*(?:__file__|__spec__)", code)
    if used:
        alias = used.group(1)
        for found in re.finditer(r"import\s+([\w., ]+?(?:\s+as\s+\w+)?)(?:;|\n|$)", code):
            for part in found.group(1).split(","):
                name, _, bound = part.strip().partition(" as ")
                if (bound.strip() or name.split(".")[0]) == alias:
                    return name.strip() if bound else alias
    first = re.search(r"import\s+(\w+)", code)
    return first.group(1) if first else None


def globbed(word: str, cwd: str) -> str:
    """An unquoted relative glob as bash expands it: in the working directory (``cd /app;
    strings *`` reads ``/app/*``); any other word as it is."""
    if not cwd or word.startswith(("/", "~", "-")) or not any(c in word for c in "*?["):
        return word
    return join_cwd(cwd, word)


def basename(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def joined_words(words: list[str], quote: bool = True) -> str:
    import shlex

    return " ".join(shlex.quote(w) if quote else w for w in words)


def ansi_c(body: str) -> str:
    try:
        return codecs.decode(body.encode("latin-1", "backslashreplace"), "unicode_escape")
    except (UnicodeDecodeError, ValueError):
        return UNKNOWN


def teed(last: Command | None, result: str, files: dict[str, str]) -> None:
    """A file ``tee`` wrote at the end of the step's pipeline (``last``) holds what the step
    showed (``command -v syncvals | tee /tmp/.bins``): its text, less a terminal's prompt after
    it, kept in ``files`` (the session's, by basename)."""
    if last is None or last.name != "tee" or any(op.startswith(">") for op, _ in last.redirects):
        return
    shown = _PROMPT.sub("", result).strip("\n")
    if not shown.strip():
        return  # nothing shown (or only a prompt): what the reading made of it stands
    for path in [w for w in last.words[1:] if not w.startswith("-")]:
        files[basename(path)] = shown + "\n"  # the record's fact over any guess


_PROMPT = re.compile(r"\n?[\w.-]+@[\w.-]+:[^\n]*[#$] ?$")


_EDITOR_WROTE = re.compile(r'^"(/[^"\n]+)"(?: \[New\])? \d+L, \d+B written', re.M)
"""What vi, vim, nvim and ex print when they write a file: its path, lines and bytes."""


def editor_wrote(result: str) -> list[str]:
    """The files a step's output says vi wrote ('"/x.py" 1574L, 58232B written'): writes,
    whatever keystrokes made them."""
    return _EDITOR_WROTE.findall(result) if "B written" in result else []
