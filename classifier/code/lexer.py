"""The shell lexer: a script cut into tokens and words the way bash cuts it (quotes, ``$'…'`` and
``$"…"`` strings, operators, heredocs, command substitutions kept whole), then into commands and
pipelines.  Nothing here expands a word or knows what a command does.
"""

from __future__ import annotations

import re

_CONTROL_CHARS = ";&|()\n"
"""The characters that end a shell command; a token is all of them when ``str.strip`` of them
leaves nothing (no set built per token)."""


_HEREDOC = re.compile(
    r"<<-?[ \t]*(['\"]?)([A-Za-z_][\w-]*)\1([^\n]*)\n(.*?)(?:\n[ \t]*\2[ \t]*(?=\n|$)|\Z)", re.S
)
"""A heredoc: its delimiter, the rest of its command line, its body.  The body ends at a line
that is the delimiter alone; a line that only starts with it (``EOF  # done``, ``EOF;``) does not
end it, so the shell reads the body to the end of the script, and so does this."""


def shell_commands(script: str) -> tuple[list[list[str]], list[tuple[list[str], str]]]:
    """``script`` as commands (word lists) and heredocs (the words of their command, the body).

    Quotes are resolved the way a shell resolves them (``shlex``); ``;``, ``&&``, ``||``, ``|``,
    ``&``, parentheses and newlines end a command.  A script ``shlex`` cannot read (an unclosed
    quote) falls back to whitespace words per line.
    """
    heredocs: list[tuple[list[str], str]] = []
    pieces, last = [], 0
    for m in _HEREDOC.finditer(script):
        line_start = script.rfind("\n", 0, m.start()) + 1
        if _IN_QUOTED_SUBSTITUTION.search(script, line_start, m.start()):
            continue  # python3 -c "$(cat <<'EOF' …)": the heredoc is the substitution's own
        head = script[line_start : m.start()] + " " + m.group(3)
        words = _words(head)
        body = m.group(4)
        last_line = body.rsplit("\n", 1)[-1].split()
        if m.end() == m.end(4) and last_line and last_line[0].startswith(m.group(2)):
            # ``EOF  # done`` is in the body, where the interpreter fails on it only after running
            # every line before it: those lines are what it ran.
            body = body.rsplit("\n", 1)[0] if "\n" in body else ""
        heredocs.append((words[-1] if words else [], body))
        pieces.append(script[last : m.start()] + m.group(3))
        last = m.end()
    pieces.append(script[last:])
    return _words("".join(pieces)), heredocs


_IN_QUOTED_SUBSTITUTION = re.compile(r'"\$\([^()"]*$')
"""A line that opens ``"$(`` and has not closed it before a heredoc: bash reads that heredoc
as part of the substitution, inside the double quotes."""


_QUOTE_IN_SUBSTITUTION = re.compile(r'"[^"]*\$\([^)]*"|\w=\$\(')
"""Where a double quote may stand inside a ``$(…)`` that is itself in double quotes, or a
variable is assigned a ``$(…)``."""


_ASSIGNED_SUBSTITUTION = re.compile(r"(?:^|[\s;&|(])[A-Za-z_]\w*=$")


def _substitutions_escaped(script: str) -> str:
    """``script`` with each ``$(…)`` inside double quotes written so that a reader of quotes that
    knows no nesting keeps it in its string: bash starts a new quoting inside ``"$(…)"``
    (``"$(echo "a b")"`` is one word), so its backslashes and double quotes are escaped, which
    the double-quoted string then undoes (:data:`_DOUBLE_ESCAPE`).  Only where such a quote
    may be (:data:`_QUOTE_IN_SUBSTITUTION`)."""
    if _QUOTE_IN_SUBSTITUTION.search(script) is None:
        return script
    out: list[str] = []
    i, n, quoted = 0, len(script), False
    while i < n:
        c = script[i]
        if c == "\\":
            out.append(script[i : i + 2])
            i += 2
        elif not quoted and c == "'":
            j = script.find("'", i + 1)
            j = n - 1 if j < 0 else j
            out.append(script[i : j + 1])
            i = j + 1
        elif not quoted and c == "#" and (i == 0 or script[i - 1] in " \t\n;&|()"):
            j = script.find("\n", i)
            j = n if j < 0 else j
            out.append(script[i:j])
            i = j
        elif script.startswith("$(", i) and (
            quoted or _ASSIGNED_SUBSTITUTION.search(script, max(0, i - 64), i)
        ):
            # X=$(… | rev): an assignment's value is one word, never split, so quoting it
            # changes nothing bash does and keeps its ``(``, ``|`` and blanks in the word.
            span = script[i : i + 3 + len(_parenthesised(script, i + 2))]
            escaped = span.replace("\\", "\\\\").replace('"', '\\"')
            out.append(escaped if quoted else f'"{escaped}"')
            i += len(span)
        else:
            quoted ^= c == '"'
            out.append(c)
            i += 1
    return "".join(out)


_SHELL_TOKEN = re.compile(
    r"(?P<space>[ \t\r]+)"
    r"|(?P<comment>#[^\n]*)"
    r"|(?P<punctuation>[;&|()<>\n]+)"
    r"|'(?P<single>[^']*)'"
    r'|"(?P<double>[^"\\]*(?:\\[\s\S][^"\\]*)*)"'  # unrolled: runs, not a char at a time
    r"|\\(?P<escaped>[\s\S])"
    r"|\$'(?P<ansi>[^'\\]*(?:\\[\s\S][^'\\]*)*)'"  # bash's ANSI-C quoting: $'a\nb'
    r'|\$"(?P<locale>[^"\\]*(?:\\[\s\S][^"\\]*)*)"'  # bash's locale quoting: $"a b"
    r"|(?P<plain>(?:[^ \t\r;&|()<>\n'\"\\#$]|\$(?:\$|(?!['\"])))[^ \t\r;&|()<>\n'\"\\#$]*"
    r"(?:\$(?:\$|(?!['\"]))[^ \t\r;&|()<>\n'\"\\#$]*)*)"  # ``$`` is a letter unless a quote follows
)
"""One piece of a script as ``shlex`` (``posix=True``, ``punctuation_chars=";&|()<>\n"``,
``whitespace=" \t\r"``, ``whitespace_split=True``) reads it: blanks, a comment (``#`` wherever a
quote does not hold it, to the end of its line), a run of punctuation, a quoted string, an
escaped character, a run of anything else.  Two differences from ``shlex``, bash's: a comment
ends before its newline, which still ends the command (``shlex`` swallows it, so the next
line's command read as more arguments of the commented one, hidden from the rules), and a
``#`` inside a word is a letter of it, not a comment (``cat notes#x; python3 -c …`` runs the
second command: ``shlex`` would have hidden it).  And two things ``shlex`` does not read at
all, bash's ANSI-C quoting: ``$'…'`` is a quoted string whose backslash escapes are decoded as
bash decodes them (``python -c $'import x\\nprint(x)'`` runs two lines), and its locale
quoting: ``$"…"`` is a double-quoted string translated by the locale's message catalogue, which
holds no entry for an agent's command (``python3 -c $"import reforacle"`` runs
``import reforacle``, where ``shlex`` reads ``$import reforacle``)."""


_DOUBLE_ESCAPE = re.compile(r'\\([\\"])')
"""Inside double quotes ``shlex`` drops a backslash only before a backslash or a double quote."""


_LOCALE_ESCAPE = re.compile(r'\\([\\"$`\n])')
"""Inside ``$"…"``, which ``shlex`` does not read, bash's rule: a backslash is dropped before a
backslash, a double quote, ``$`` and a backquote, and a backslash-newline is dropped whole."""


def _locale_unescaped(m: re.Match[str]) -> str:
    return "" if m.group(1) == "\n" else m.group(1)


class Operator(str):
    """A run of the shell's punctuation as :func:`shell_tokens` read it outside quotes (``;``,
    ``|``, ``&&``, ``>``): equal to its text, but never a quoted word that spells the same
    (``paste -sd ';'`` joins lines with its ``;``, which ends no command)."""

    __slots__ = ()


def shell_tokens(script: str) -> list[str]:
    """The tokens ``shlex`` makes of ``script`` with the settings above, in one regex pass instead
    of its character-at-a-time state machine (tested equal to it on random scripts; ``$'…'``,
    which ``shlex`` does not read, tested against bash); a
    ``ValueError`` where ``shlex`` raises one (an unclosed quote, a trailing backslash)."""
    tokens: list[str] = []
    word: list[str] = []
    quoted = False
    pos, end = 0, len(script)
    match = _SHELL_TOKEN.match
    while pos < end:
        m = match(script, pos)
        if m is None:
            raise ValueError(f"no closing quotation at {pos}")
        pos = m.end()
        kind = m.lastgroup
        if kind == "comment" and (word or quoted):  # bash: ``#`` inside a word is a letter
            word.append("#")
            pos = m.start() + 1
            continue
        if kind == "plain" or kind == "escaped":
            word.append(m.group(kind))
        elif kind == "single":
            word.append(m.group(kind))
            quoted = True
        elif kind == "ansi":
            word.append(ansi_c(m.group(kind)))
            quoted = True
        elif kind == "double":
            inside = m.group(kind)  # escapes undone only where a backslash is
            word.append(_DOUBLE_ESCAPE.sub(r"\1", inside) if "\\" in inside else inside)
            quoted = True
        elif kind == "locale":
            inside = m.group(kind)
            word.append(_LOCALE_ESCAPE.sub(_locale_unescaped, inside) if "\\" in inside else inside)
            quoted = True
        else:  # blanks, a comment or punctuation end the word
            if word or quoted:
                tokens.append("".join(word))
                word, quoted = [], False
            if kind == "punctuation":
                tokens.append(Operator(m.group(kind)))
    if word or quoted:
        tokens.append("".join(word))
    return tokens


_ANSI_C = re.compile(
    r"\\(?:([abeEfnrtv\\'\"?])|([0-7]{1,3})|x([0-9a-fA-F]{1,2})|u([0-9a-fA-F]{1,4})"
    r"|U([0-9a-fA-F]{1,8})|c([\s\S]))"
)


_ANSI_C_LETTERS = {"a": 7, "b": 8, "e": 27, "E": 27, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11}


def ansi_c(text: str) -> str:
    """The word bash makes of ``$'text'``: ``\\n``, ``\\t``, ``\\e`` and the other letters,
    ``\\\\``, ``\\'``, ``\\"``, ``\\?``, octal ``\\NNN``, ``\\xHH``, ``\\uHHHH``,
    ``\\UHHHHHHHH`` and control characters ``\\cX``; any other backslash is kept, and the word
    ends at a NUL, as bash ends it.  Bytes (``\\xHH``, octal) are read as UTF-8."""
    if "\\" not in text:
        return text
    out = bytearray()
    last = 0
    for m in _ANSI_C.finditer(text):
        out += text[last : m.start()].encode("utf-8", "surrogatepass")
        last = m.end()
        letter, octal, byte, short, long, control = m.groups()
        if letter is not None:
            out += (
                bytes([_ANSI_C_LETTERS[letter]]) if letter in _ANSI_C_LETTERS else letter.encode()
            )
        elif octal is not None or byte is not None:
            out.append(int(octal, 8) & 0xFF if octal is not None else int(byte, 16))
        elif short is not None or long is not None:
            point = int(short if short is not None else long, 16)
            out += chr(point).encode("utf-8", "surrogatepass") if point < 0x110000 else b""
        else:
            out.append(0x7F if control == "?" else ord(control) & 0x1F if control.isascii() else 0)
    out += text[last:].encode("utf-8", "surrogatepass")
    return out.split(b"\0", 1)[0].decode("utf-8", "replace")


def _words(script: str) -> list[list[str]]:
    try:
        tokens = shell_tokens(_substitutions_escaped(script) if "$(" in script else script)
    except ValueError:  # an unclosed quote: words per line are the best reading
        return [line.split() for line in script.splitlines() if line.split()]
    commands: list[list[str]] = [[]]
    for token in tokens:
        if type(token) is Operator and not token.strip(_CONTROL_CHARS):  # control only
            commands.append([])
        else:
            commands[-1].append(token)
    return [c for c in commands if c]


def pipelines(script: str) -> list[list[list[str]]]:
    """``script`` as pipelines: each a list of the commands joined by ``|``, in order (``;``,
    ``&&``, ``||``, ``&`` and newlines end one).  Read only where data flows through a pipe
    matters (names handed to ``xargs`` or a ``while read`` loop)."""
    out: list[list[list[str]]] = [[[]]]
    try:
        tokens = shell_tokens(script)
    except ValueError:
        return []
    for token in tokens:
        if token == "|" and type(token) is Operator:
            out[-1].append([])
        elif type(token) is Operator and not token.strip(_CONTROL_CHARS):
            out.append([[]])
        else:
            out[-1][-1].append(token)
    return [[c for c in line if c] for line in out if any(line)]


_BACKQUOTED = re.compile(r"`([^`]*)`")


def _parenthesised(text: str, start: int) -> str:
    # What stands between an opening parenthesis (just before ``start``) and its match; to the
    # end of ``text`` when it has none.  Quotes are skipped so a ``)`` in a string does not close.
    depth, quote, i = 1, "", start
    while i < len(text):
        c = text[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                break
        i += 1
    return text[start:i]
