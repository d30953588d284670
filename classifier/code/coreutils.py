"""The emulation of the text tools a trial pipes its strings through: ``echo``/``printf``, ``cat``,
``cut``, ``paste``, ``head``/``tail``, ``rev``, ``tr``, ``sed s///``, ``awk`` printing, ``base64``,
``xargs``, and what a command substitution ``$(…)`` or a backquote prints.  Each is folded only as
far as its output is known without running it, and no result grows past :data:`FOLD_CAP`.
"""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.lexer import (
    _BACKQUOTED,
    _parenthesised,
    ansi_c,
    pipelines,
    shell_commands,
)
from syncvals_plugin.classifier.code.words import (
    _basename,
    _option_value,
    _redirected_input,
    _unredirected,
    program,
)


def _commands_substituted(word: str, written: dict[str, str], depth: int = 4) -> str:
    """``word`` with each ``$(…)`` and backquoted command replaced by what it prints (as bash
    does, less the trailing newlines) where :func:`command_output` knows it; any other
    command's output is not known, and its ``$(…)`` stays as written."""
    out, start = [], 0
    while (at := word.find("$(", start)) >= 0:
        inner = _parenthesised(word, at + 2)
        end = at + 2 + len(inner) + 1
        printed = command_output(inner, written, depth)
        out.append(word[start:at] + (printed.rstrip("\n") if printed is not None else word[at:end]))
        start = end
    out.append(word[start:])
    joined = "".join(out)
    if "`" in joined:
        joined = _BACKQUOTED.sub(lambda m: _backquoted(m, written), joined)
    return joined if len(joined) <= FOLD_CAP else word


def _backquoted(m: re.Match[str], written: dict[str, str]) -> str:
    printed = command_output(m[1], written)
    return printed.rstrip("\n") if printed is not None else m[0]


_FILTERS = frozenset(
    {
        "echo",
        "printf",
        "cat",
        "rev",
        "base64",
        "xxd",
        "tr",
        "tac",
        "true",
        ":",
        "head",
        "tail",
        "sed",
        "cut",
        "awk",
        "paste",
    }
)


def command_output(
    script: str, written: dict[str, str] | None = None, depth: int = 4
) -> str | None:
    """What a short script of text commands prints, where its text tells: ``echo`` and
    ``printf``; ``cat`` of a heredoc, a here-string or a file an earlier command wrote
    (``written``), ``$(< file)``; then ``rev``, ``tac``, ``head``, ``tail``, ``base64 -d``,
    ``xxd -r -p``, ``sed 's/…/…/'`` and ``tr`` over what came before in a pipe; several
    commands' outputs joined; ``$(…)`` inside read the same way, ``depth`` deep.  None when any
    command is another program or its input is not known (a file the trial did not write)."""
    commands, heredocs = shell_commands(script)
    if not commands or len(commands) > 8 or depth < 0:
        return None
    written = written or {}
    # a pipe hands on its text; ``;``, ``&&`` and newlines start a new command whose output is
    # added (without a heredoc the script's own separators say which; with one, all are pipes)
    piped = [len(line) for line in pipelines(script)] if "<<" not in script else [len(commands)]
    out, text, k = [], None, 0
    for words in commands:
        if k == 0:
            text = None
        k = k + 1 if piped and k + 1 < piped[0] else 0
        if k == 0 and piped:
            piped = piped[1:]
        if any("$(" in w or "`" in w for w in words):
            words = [_commands_substituted(w, written, depth - 1) for w in words]
        if words[:1] == ["<"] and len(words) == 2:  # $(< file)
            text = written.get(_basename(words[1]))
        else:
            text = _stage(words, heredocs, text, written)
        if text is None or len(text) > FOLD_CAP:
            return None
        if k == 0:
            out.append(text)
    return "".join(out) if sum(map(len, out)) <= FOLD_CAP else None


def _stage(
    words: list[str],
    heredocs: list[tuple[list[str], str]],
    text: str | None,
    written: dict[str, str],
) -> str | None:
    # One command of :func:`command_output`: its input (a heredoc, a here-string, a file, else
    # the pipe's ``text``) through :func:`_filtered`.
    name, args = program(words)
    if name not in _FILTERS or (name == "printf" and args[:1] == ["-v"]):
        return None  # printf -v prints nothing: it sets a variable
    redirected, given = _redirected_input(words, written)
    if heredocs and heredocs[0][0] == words:  # cat <<'EOF': its body (heredocs in order)
        text = heredocs.pop(0)[1] + "\n"
    elif redirected:
        text = given
    return _filtered(name, _unredirected(args), text, written)


def _filtered(name: str, args: list[str], text: str | None, written: dict[str, str]) -> str | None:
    # One stage of :func:`command_output`: what ``name args`` prints, given ``text`` on its input.
    if name in ("echo", "printf"):
        return printed(name, args)
    if name in ("true", ":"):
        return ""
    found = _filter_files(name, args)
    if found is None:
        return None
    files = found
    if name in ("cat", "rev", "tac", "awk", "paste") and files and files != ["-"]:  # rev notes.txt
        parts = [written.get(_basename(f)) for f in files]
        text = None if None in parts else "".join(p for p in parts if p is not None)
        files = []
    if name in ("cat", "awk") or text is None:
        return text
    if name == "paste":
        return _pasted(_paste_options(args)[1], text)  # type: ignore[index]
    if name == "rev":
        return "\n".join(line[::-1] for line in text.split("\n"))
    if name == "tac":
        return "\n".join(reversed(text.rstrip("\n").split("\n"))) + "\n"
    if name == "base64" and any(a in ("-d", "--decode", "-D") for a in args):
        import base64
        import binascii

        try:
            return base64.b64decode("".join(text.split()), validate=True).decode("utf-8")
        except (binascii.Error, ValueError):
            return None
    if name == "xxd" and "-r" in args and "-p" in args:
        try:
            return bytes.fromhex("".join(text.split())).decode("utf-8")
        except ValueError:
            return None
    if name in ("head", "tail"):
        return _head_or_tail(name, args, text)
    if name == "cut":
        return _cut(args, text)
    if name == "sed":
        return _sed_substituted(args, text)
    if name == "tr" and args[:1] == ["-s"] and len(args) == 3:  # tr -s X l: X -> l, runs squeezed
        source, target = _tr_set(args[1]), _tr_set(args[2])
        if not source or not target:
            return None
        swapped = text.translate(str.maketrans(source, (target * len(source))[: len(source)]))
        return re.sub("([" + re.escape(target) + "])\\1+", r"\1", swapped)
    if name == "tr" and args[:1] == ["-d"] and len(args) == 2:  # tr -d Q: its letters dropped
        dropped = _tr_set(args[1])
        return text.translate({ord(c): None for c in dropped}) if dropped else None
    if name == "tr" and len(files) == 2 and len(args) == 2:
        source, target = _tr_set(files[0]), _tr_set(files[1])
        if not source or not target:
            return None
        target += target[-1] * max(0, len(source) - len(target))
        return text.translate(str.maketrans(source, target[: len(source)]))
    return None


def _filter_files(name: str, args: list[str]) -> list[str] | None:
    # The files a filter reads (its operands), or None when its options or program are not read:
    # awk's program comes first, and only one that prints each line is; paste only with -s.
    args = args[1:] if args[:1] == ["--"] else args
    files = [a for a in args if not a.startswith("-") or a == "-"]
    if name == "awk":
        if not files or len(args) != len(files) or _AWK_ECHO.fullmatch(files[0]) is None:
            return None  # an option (-F, -v) or a program that does more than print each line
        return files[1:]
    if name == "paste":
        options = _paste_options(args)
        return options[0] if options is not None else None
    return files


_AWK_ECHO = re.compile(
    r"\s*(?:BEGIN\s*\{\s*\}\s*;?\s*)?"
    r"(?:1|NR(?:\s*(?:>\s*0|>=\s*[01]))?|\{\s*print(?:\s*\(?\s*\$0\s*\)?)?\s*;?\s*\}"
    r"|\{\s*printf\s*\(?\s*\"%s\\n\"\s*,\s*\$0\s*\)?\s*;?\s*\})\s*;?\s*"
)
"""An awk program that prints each line as read: ``{print}``, ``{ print $0; }``, ``1``, ``NR>0``,
``{printf "%s\\n", $0}``, after an empty ``BEGIN{}``."""


def _paste_options(args: list[str]) -> tuple[list[str], str] | None:
    """The files and the delimiter list of ``paste -s [-d LIST] [FILE]`` (escapes read; a tab by
    default); None unless ``-s`` (lines of one input joined) and at most one file."""
    files, serial, given, i = [], False, "\\t", 0
    while i < len(args):
        arg = args[i]
        if arg in ("-s", "--serial"):
            serial = True
        elif arg.startswith(("-d", "-sd")):  # -d X, -dX, -sd X, -sdX
            serial = serial or arg.startswith("-sd")
            inline = arg.split("d", 1)[1]
            given = inline if inline else args[i + 1] if i + 1 < len(args) else ""
            i += not inline
        elif arg.startswith("--delimiters="):
            given = arg.split("=", 1)[1]
        elif arg == "--":
            files += args[i + 1 :]
            break
        elif arg.startswith("-") and arg != "-":
            return None
        else:
            files.append(arg)
        i += 1
    if not serial or len(files) > 1:
        return None
    return files, re.sub(r"\\(.)", lambda m: _PASTE_ESCAPES.get(m[1], m[1]), given)


_PASTE_ESCAPES = {"t": "\t", "n": "\n", "0": "\0", "\\": "\\"}


def _pasted(delimiters: str, text: str) -> str:
    # ``paste -s``: the lines joined by the delimiters in turn (``\0``: none).
    lines = text.split("\n")
    lines = lines[:-1] if lines and lines[-1] == "" else lines
    out = lines[:1]
    for k, line in enumerate(lines[1:]):
        out.append(delimiters[k % len(delimiters)].replace("\0", "") if delimiters else "")
        out.append(line)
    return "".join(out) + "\n"


def _cut(args: list[str], text: str) -> str | None:
    # ``cut -c N-M`` or ``cut -d X -f N-M`` over each line (one range; a file operand: None).
    chars = _option_value(args, "-c", "--characters")
    fields = _option_value(args, "-f", "--fields")
    spec = chars if chars is not None else fields
    m = re.fullmatch(r"(\d*)-?(\d*)", spec or "")
    if m is None or not (m[1] or m[2]):
        return None
    first = int(m[1] or 1) - 1
    last = (int(m[2]) if m[2] else None) if "-" in (spec or "") else first + 1
    if chars is not None:
        return "".join(line[first:last] + "\n" for line in text.splitlines())
    sep = _option_value(args, "-d", "--delimiter") or "\t"
    return "".join(
        sep[:1].join(line.split(sep[:1])[first:last]) + "\n" for line in text.splitlines()
    )


def _head_or_tail(name: str, args: list[str], text: str) -> str | None:
    # ``head``/``tail`` with ``-n N``, ``-N``, ``-c N`` (or none: ten lines).
    count, unit, i = 10, "lines", 0
    while i < len(args):
        arg = args[i]
        value = args[i + 1] if arg in ("-n", "-c") and i + 1 < len(args) else arg[2:]
        i += 2 if arg in ("-n", "-c") else 1
        if arg.startswith("-c"):
            unit = "bytes"
        if arg.startswith(("-n", "-c")) and value.isdigit():
            count = int(value)
        elif arg[1:].isdigit():
            count = int(arg[1:])
        elif not arg.startswith("-"):
            return None  # a file operand: not read
    if unit == "bytes":
        data = text.encode("utf-8")
        return (data[:count] if name == "head" else data[-count:] if count else b"").decode(
            "utf-8", "replace"
        )
    lines = text.splitlines(keepends=True)
    return "".join(lines[:count] if name == "head" else lines[-count:] if count else [])


_SED_SUBSTITUTE = re.compile(r"s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1([gIp]*)$", re.S)


_BRE_SWAP = str.maketrans(
    {"(": "\\(", ")": "\\)", "{": "\\{", "}": "\\}", "+": "\\+", "?": "\\?", "|": "\\|"}
)


_QUANTIFIED_GROUP = re.compile(r"\)(?:[*+?]|\{\d*,?\d*\})")


SED_MOST = 64 * 1024
"""The most text a ``sed`` of the shell's is worked out over (a pattern is tried at each
position: a long text makes even a fine one slow)."""


def bounded_regex(pattern: str, flags: int = 0) -> re.Pattern[str] | None:
    """``pattern`` compiled, unless Python's backtracking could spend exponential time on it: a
    quantified group (``(a*)*b``, ``^(.*)*Z$``), which is how such patterns are written, or one
    that does not compile.  For the patterns a trial's ``sed`` and ``grep`` give, which run on
    the classifier's machine."""
    if _QUANTIFIED_GROUP.search(pattern):
        return None
    try:
        return re.compile(pattern, flags)
    except re.error:
        return None


def _sed_substituted(args: list[str], text: str) -> str | None:
    """``sed 's/A/B/[g]'`` (several ``-e`` or ``;``-joined) over ``text``: its basic regular
    expressions read as Python's (``\\(``, ``\\+``… special, ``(``, ``+``… plain); any other sed
    command, option or a file operand: None."""
    quiet = "-n" in args  # sed -n 's/^X//p': only what a substitution printed
    scripts = [a for a in args if a not in ("-e", "-n")]
    if len(scripts) != 1 and not all(a == "-e" for a in args[::2]):
        return None
    if quiet:
        lines = [_sed_substituted([s], line) for s in scripts for line in text.splitlines(True)]
        return None if None in lines else "".join(x for x in lines if x is not None)
    for script in (part for s in scripts for part in s.split(";") if part.strip()):
        m = _SED_SUBSTITUTE.fullmatch(script.strip())
        if m is None:
            return None
        sep, pattern, replacement, flags = m.groups()
        pattern = pattern.replace("\\" + sep, sep)
        python = re.sub(r"\\([(){}+?|])|([(){}+?|])", lambda x: x[1] or "\\" + x[2], pattern)
        regex = bounded_regex(python, re.I if "I" in flags else 0)
        if regex is None or len(text) > SED_MOST:
            return None
        try:
            text = regex.sub(
                replacement.replace("\\" + sep, sep).replace("&", "\\g<0>"),
                text,
                count=0 if "g" in flags else 1,
            )
        except (re.error, IndexError):
            return None
        if len(text) > FOLD_CAP:
            return None
    return text


TR_MOST = 4096
"""The most characters a ``tr`` set is read as (ASCII's ranges are 128): a set of eighty
``a-\U0010ffff`` ranges would otherwise spell out 90 million characters."""


_TR_CLASSES = {
    "[:upper:]": "A-Z",
    "[:lower:]": "a-z",
    "[:digit:]": "0-9",
    "[:alpha:]": "A-Za-z",
    "[:alnum:]": "0-9A-Za-z",
    "[:space:]": " \t\n\r\f\v",
    "[:blank:]": " \t",
}


_TR_ESCAPE = re.compile(r"\\([0-7]{1,3}|[\\abfnrtv])")


def _tr_set(spec: str) -> str:
    # A ``tr`` set with its classes (``[:upper:]``) and escapes (``\\130``, ``\\n``) read and
    # its ranges spelled out (``a-z``); "" past TR_MOST (counted before it is built).
    if len(spec) > 256:
        return ""
    for cls, letters in _TR_CLASSES.items():
        spec = spec.replace(cls, letters)
    if "[:" in spec:
        return ""
    if "\\" in spec:
        spec = _TR_ESCAPE.sub(
            lambda m: chr(int(m[1], 8)) if m[1][0].isdigit() else _unescaped("\\" + m[1]), spec
        )
    out, size, i = [], 0, 0
    while i < len(spec):
        if i + 2 < len(spec) and spec[i + 1] == "-" and spec[i] <= spec[i + 2]:
            first, last = ord(spec[i]), ord(spec[i + 2])
            size += last - first + 1
            if size > TR_MOST:
                return ""
            out.append("".join(map(chr, range(first, last + 1))))
            i += 3
        else:
            out.append(spec[i])
            size, i = size + 1, i + 1
    return "".join(out)


_XARGS_VALUED = frozenset({"-n", "-L", "-P", "-s", "-E", "-e", "-a", "-l"})


XARGS_MOST = 64
"""The most commands one ``xargs`` is read as running (each item a command with ``-I``/``-n1``)."""


def xargs_commands(args: list[str], text: str) -> list[list[str]]:
    """The commands ``xargs ARGS`` runs when ``text`` is piped into it, as GNU xargs splits it:
    on NULs (``-0``), on a delimiter (``-d '\\n'``), by lines with ``-I R`` (``R`` replaced by
    each), else on blanks with quotes and backslashes read; ``-n N``/``-L N`` items a command.
    The command is ``echo`` when none is given; at most :data:`XARGS_MOST` commands."""
    delimiter, replace, per, i = None, None, 0, 0
    while i < len(args) and args[i].startswith("-") and args[i] != "-":
        arg, value = args[i], args[i + 1] if i + 1 < len(args) else ""
        if arg in ("-0", "--null"):
            delimiter = "\0"
        elif arg.startswith("-d") or arg.startswith("--delimiter="):
            given = arg.split("=", 1)[1] if "=" in arg else arg[2:] or value
            i += arg == "-d"
            delimiter = "\0" if given == "\\0" else ansi_c(given)[:1] or "\n"
        elif arg.startswith(("-I", "-i", "--replace")):
            given = arg.split("=", 1)[1] if "=" in arg else arg[2:]
            if arg == "-I":
                given, i = value, i + 1
            replace = given or "{}"
        elif arg in _XARGS_VALUED or arg[:2] in ("-n", "-L"):
            count = value if arg in _XARGS_VALUED else arg[2:]
            i += arg in _XARGS_VALUED
            per = int(count) if arg[:2] in ("-n", "-L") and count.isdigit() else per
        elif arg == "--":
            i += 1
            break
        i += 1
    command = args[i:] or ["echo"]
    if delimiter is not None:
        items = text.split(delimiter)
        items = items[:-1] if items and not items[-1] else items
    elif replace is not None:
        items = [line.strip() for line in text.splitlines() if line.strip()]
    else:
        import shlex

        try:
            items = shlex.split(text)
        except ValueError:
            return []
    if replace is not None:
        return [[a.replace(replace, item) for a in command] for item in items[:XARGS_MOST]]
    per = per or max(len(items), 1)
    return [command + items[k : k + per] for k in range(0, len(items), per)][:XARGS_MOST]


_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]{1,2}|0[0-7]{0,3}|[0-7]{1,3}|.)", re.S)


_ESCAPES = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "v": "\v",
    "e": "\x1b",
}


_CONVERSION = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?([sbdiouxXfFeEgGc%])")


def _unescaped(text: str) -> str:
    # printf's (and ``echo -e``'s) backslash escapes: \n, \t, \\, \x41, \101.
    def one(m: re.Match) -> str:
        code = m.group(1)
        if code[0] == "x":
            return chr(int(code[1:], 16))
        if code[0] in "01234567":
            return chr(int(code, 8) & 0xFF)
        return _ESCAPES.get(code, code)

    return _ESCAPE.sub(one, text)


def printed(name: str, args: list[str]) -> str | None:
    """What ``echo`` or ``printf`` prints with ``args`` (redirections left out), or None for any
    other program: the format applied to its arguments, reused while arguments remain, as
    ``printf`` does (None past :data:`FOLD_CAP`: a long form reused for many arguments)."""
    if name == "echo":
        newline, escapes = True, False
        while args and re.fullmatch(r"-[neE]+", args[0]):
            newline &= "n" not in args[0]
            escapes = "e" in args[0] or (escapes and "E" not in args[0])
            args = args[1:]
        text = " ".join(args)
        return (_unescaped(text) if escapes else text) + ("\n" if newline else "")
    if name != "printf" or not args:
        return None
    if args[0] == "--":
        args = args[1:]
    fmt, rest = (args[0], args[1:]) if args else ("", [])
    pieces = _CONVERSION.split(fmt)  # literal, conversion letter, literal, …
    takes = sum(1 for c in pieces[1::2] if c != "%")
    rounds = -(-len(rest) // takes) if takes and rest else 1
    if rounds * len(fmt) + sum(map(len, rest)) > FOLD_CAP:  # the form used again per round
        return None
    out = []
    while True:
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                out.append(_unescaped(piece))
            elif piece == "%":
                out.append("%")
            else:
                value = rest.pop(0) if rest else ""
                out.append(_unescaped(value) if piece == "b" else value)
        if not rest or not takes:
            return "".join(out)


FOLD_CAP = 1 << 20
"""The longest string folded from pieces (1 MiB; a path or a payload is far shorter): a trial's
``P = P + P`` sixty times over, or ``X=$X$X`` in its shell, would otherwise have the classifier
build a string of 2**60 characters.  A longer result is not folded (None, the text as written)."""
