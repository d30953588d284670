"""What an agent's tool calls did, read from their code: shell tokenised with ``shlex``, Python
parsed with ``ast``.  Generic machinery: nothing here knows a task.

A tool call becomes an :class:`Action`: the shell commands it ran (as word lists), the Python it
ran or wrote (``python -c``, heredocs, scripts it wrote earlier and then ran, files written through
an editor tool), the paths it wrote and the paths it read.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from syncvals_plugin.records.atif import Step, ToolCall

_COMMAND_KEYS = ("command", "cmd", "keystrokes", "script", "code_shell")
_PATH_KEYS = ("path", "file_path", "filename", "notebook_path")
_CONTENT_KEYS = ("content", "file_text", "new_str", "new_string", "new_source", "text")
_WRITE_TOOLS = (
    "write",
    "create",
    "edit",
    "multiedit",
    "str_replace",
    "notebookedit",
    "apply_patch",
)
_READ_TOOLS = ("read", "view", "open", "cat")
_CONTROL_CHARS = ";&|()\n"
"""The characters that end a shell command; a token is all of them when ``str.strip`` of them
leaves nothing (no set built per token)."""
PYTHON = re.compile(r"^(?:python|python3|python3\.\d+|py|ipython)$")
"""The names a Python interpreter runs under."""
_HEREDOC = re.compile(
    r"<<-?[ \t]*(['\"]?)([A-Za-z_][\w-]*)\1([^\n]*)\n(.*?)(?:\n[ \t]*\2[ \t]*(?=\n|$)|\Z)", re.S
)
"""A heredoc: its delimiter, the rest of its command line, its body.  The body ends at a line
that is the delimiter alone; a line that only starts with it (``EOF  # done``, ``EOF;``) does not
end it, so the shell reads the body to the end of the script, and so does this."""
_PREFIXES = frozenset({"sudo", "env", "time", "timeout", "nohup", "exec", "command", "nice", "uv"})
WRITING_COMMANDS = frozenset(
    {"tee", "rm", "truncate", "touch", "chmod", "ln", "mv", "cp", "install", "rsync", "dd"}
)
"""Commands whose path arguments are written (``cp``/``mv``/``install``: the last one)."""


@dataclass
class Action:
    """One tool call, as code: what it ran, wrote and read."""

    step_id: int
    tool: str
    text: str
    """Every argument of the call, joined (what evidence quotes)."""
    commands: list[list[str]] = field(default_factory=list)
    python: list[str] = field(default_factory=list)
    """Python sources this call ran (or wrote, for a ``.py`` file)."""
    python_modules: list[str] = field(default_factory=list)
    """Modules run with ``python -m``."""
    writes: list[str] = field(default_factory=list)
    reads: list[str] = field(default_factory=list)
    ran_scripts: list[str] = field(default_factory=list)
    """Script paths this call executed (``python x.py``, ``bash x.sh``, ``./x.sh``)."""
    environ: dict[str, str] = field(default_factory=dict)
    """Environment variables the call's commands set (``export D=…``, ``D=… python3 …``,
    ``env D=… prog``): what ``os.environ["D"]`` reads in the Python it ran."""

    def words(self) -> list[str]:
        """Every shell word of every command."""
        return [w for c in self.commands for w in c]


def _argument(call: ToolCall, keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = call.arguments.get(key)
        if isinstance(value, str):
            return value
    return None


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


_ASSIGNMENT = re.compile(r"([A-Za-z_]\w*)=(.*)", re.S)
_VARIABLE = re.compile(
    r"\$(?:\{([A-Za-z_]\w*(?:\[(?:-?\d+|[@*])\])?|[0-9@*])(?::?-([^}]*))?\}|([A-Za-z_]\w*|[0-9@*]))"
)
"""``$X``, ``${X}``, ``${X:-default}`` (``${X-default}``), ``$1``, an array's ``${L[0]}`` and
``${L[@]}``: the name, the default, the bare name."""
_DECLARERS = frozenset({"export", "local", "declare", "readonly", "typeset"})
SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh"})


def expanded(
    commands: list[list[str]],
    depth: int = 3,
    written: dict[str, str] | None = None,
    positional: dict[int, str] | None = None,
) -> list[list[str]]:
    """``commands`` as the shell would run them, as far as the text tells: variables the call
    set (``R=/logs/verifier; echo 1 > $R/reward.txt``) substituted, and the commands that run
    other commands read as commands of their own, after the one that runs them: the script of
    ``sh -c``, of ``eval`` and of a shell's here-string (``bash <<< "…"``), and the command of
    ``find … -exec`` with ``{}`` standing for what ``find`` names (``/logs/**/reward.txt``).
    ``$(…)`` and backquotes are replaced by what their command prints, where the text tells
    (:func:`command_output`; the files ``written`` by earlier commands included)."""
    env: dict[str, str] = {str(i): v for i, v in (positional or {}).items()}
    if positional:  # "$*", "$@": the arguments from $1 on, joined by spaces (one word quoted)
        env["@"] = env["*"] = " ".join(v for i, v in sorted(positional.items()) if i > 0)
    out: list[list[str]] = []
    written = {} if written is None else written
    for words in commands:
        inner: list[str] = []
        if (env or any("${" in w or "$(" in w or "`" in w for w in words)) and any(
            "$" in w or "`" in w for w in words
        ):
            inner = [piece for w in words for piece in _substitution_scripts(w)]
            words = [_substituted(w, env, written) for w in words]
        out.append(words)
        if inner and depth > 0:  # echo "$(python3 -c '…')": what runs inside is read too, after
            out += [c for script in inner for c in expanded(_words(script), depth - 1, written)]
        if any(w[:1] == ">" for w in words):
            name, args = program(words)
            _record_written(words, name, args, written)  # what a later $(cat …) reads
        if _sets_variables(words, env, written):
            continue
        if depth == 0:
            continue
        name, args = program(words)
        script = _shell_script(args) if name in SHELLS else None
        if script is not None:  # bash -c 'python3 -c "$1"' _ '…': $0, $1 are its arguments
            given = args[args.index(script) + 1 :][:10]
            out += expanded(_words(script), depth - 1, written, dict(enumerate(given)))
        elif name in SHELLS and (fed := _fed_script(words, args, written)) is not None:
            given_in = stdin_arguments(name, _unredirected(args))
            out += expanded(_words(fed), depth - 1, written, given_in)
        elif name == "eval" and args:  # its arguments, joined by spaces, read again as shell
            out += expanded(_words(" ".join(args)), depth - 1, written)
        elif name == "find":
            out += expanded(_find_exec(args), depth - 1, written)
    return out


def _fed_script(words: list[str], args: list[str], written: dict[str, str]) -> str | None:
    # The script a shell reads from a here-string (``bash -s <<< '…' ARG``) or from a file the
    # trial wrote (``bash -s ARG < s.sh``), when it has no script of its own; else None.
    redirected, text = _redirected_input(words, written)
    return text if redirected and shell_reads_stdin(_unredirected(args)) else None


def _redirected_input(words: list[str], written: dict[str, str]) -> tuple[bool, str | None]:
    """Whether a command reads its input from a here-string or a file (``<<< "…"``, ``< f``),
    and that input where the text tells (a file only when the trial wrote it)."""
    if "<<<" in words[:-1]:
        return True, words[words.index("<<<") + 1] + "\n"
    if "<" in words[:-1]:
        return True, written.get(_basename(words[words.index("<") + 1]))
    return False, None


def _sets_variables(
    words: list[str], env: dict[str, str], written: dict[str, str] | None = None
) -> bool:
    """Whether ``words`` only set shell variables (into ``env``): ``X=…`` (also after
    ``export``/``local``…), ``set -- a b`` ($1, $2), ``printf -v X FORM …``,
    ``IFS= read -r X <<< "…"`` and ``mapfile``/``readarray`` of a here-string or a file the
    trial wrote (``written``)."""
    reads = words[next((i for i, w in enumerate(words) if not _ASSIGNMENT.match(w)), 0) :]
    if reads[:1] in (["mapfile"], ["readarray"]):
        return _mapped(reads, env, written or {})
    if reads[:1] == ["read"] and "<<<" in words[:-1]:  # IFS= read -r X <<< "…": X set
        names = [w for w in reads[1 : reads.index("<<<")] if not w.startswith("-")]
        line = words[words.index("<<<") + 1].split("\n", 1)[0]
        if len(names) == 1 and _ASSIGNMENT.fullmatch(f"{names[0]}=") is not None:
            if "-a" in reads:  # read -a L: an array, split on blanks unless IFS is empty
                bind_array(env, names[0], [line] if "IFS=" in words else line.split())
            else:
                env[names[0]] = line
        return True
    if len(words) >= 2 and words[:2] == ["set", "--"]:  # set -- a b: $1, $2
        env.update((str(i), v) for i, v in enumerate(words[2:11], start=1))
        return True
    if len(words) >= 4 and words[:2] == ["printf", "-v"]:  # printf -v X FORM …: X set
        value = printed("printf", words[3:])
        if value is not None and _ASSIGNMENT.fullmatch(f"{words[2]}=") is not None:
            env[words[2]] = value
        return True
    declared = words[1:] if words and words[0] in _DECLARERS else words
    assignments = [m for m in map(_ASSIGNMENT.fullmatch, declared) if m is not None]
    if declared and len(assignments) == len(declared):  # every word sets a variable
        env.update((m[1], m[2]) for m in assignments)
        return True
    return False


def _mapped(words: list[str], env: dict[str, str], written: dict[str, str]) -> bool:
    # ``mapfile [-t] L <<< "…"`` (or ``< file``): ``${L[0]}``, ``$L`` and ``${L[@]}`` set, where
    # the text tells; a command that sets nothing else either way.
    _, text = _redirected_input(words, written)
    plain, counts, given = _unredirected(words[1:]), {"-n": 0, "-s": 0}, []
    for i, word in enumerate(plain):
        if word in counts and i + 1 < len(plain) and _COUNT.fullmatch(plain[i + 1]):
            counts[word] = int(plain[i + 1])
        elif word.startswith("-") and word != "-t":
            return True  # a delimiter, an origin or a callback of its own: what it binds is unread
        elif word != "-t" and not (i and plain[i - 1] in counts):
            given.append(word)
    name = given[0] if given else "MAPFILE"
    if text is None or _ASSIGNMENT.fullmatch(f"{name}=") is None:
        return True
    # lines end at newlines only (``splitlines`` would also cut at \r, \v, \x1c, as bash does not)
    lines = text.split("\n")
    lines = lines[:-1] if lines and not lines[-1] else lines
    lines = lines if "-t" in words else [line + "\n" for line in lines]
    bind_array(env, name, lines[counts["-s"] :][: counts["-n"] or _ARRAY_MOST])
    return True


_COUNT = re.compile(r"[0-9]{1,6}")
"""A count bash takes (ASCII digits: ``str.isdigit`` also takes ``²``, which ``int`` refuses)."""


def bind_array(env: dict[str, str], name: str, items: list[str]) -> None:
    """Bind a shell array's items as bash reads them back: ``${L[0]}``, ``${L[-1]}``, ``$L`` (its
    first item), ``${L[@]}`` and ``${L[*]}`` (all, joined by spaces); at most
    :data:`_ARRAY_MOST` items."""
    items = items[:_ARRAY_MOST]
    env.update((f"{name}[{i}]", item) for i, item in enumerate(items))
    env.update((f"{name}[{i - len(items)}]", item) for i, item in enumerate(items))
    env[name] = items[0] if items else ""
    env[f"{name}[@]"] = env[f"{name}[*]"] = " ".join(items)


_ARRAY_MOST = 256
"""The most lines of a ``mapfile`` bound one by one."""


def _substituted(word: str, env: dict[str, str], written: dict[str, str]) -> str:
    # The word with the variables it names substituted; as written when that would pass
    # :data:`FOLD_CAP` (``X=$X$X`` repeated doubles ``X`` each time).
    if "$(" in word or "`" in word:
        word = _commands_substituted(word, written)
    if "$" not in word or not _fits(word, env):
        return word
    return _VARIABLE.sub(lambda m: _variable_value(m, env), word)


_BACKQUOTED = re.compile(r"`([^`]*)`")


def _substitution_scripts(word: str) -> list[str]:
    # The scripts of a word's ``$(…)`` and backquotes, outermost first (at most eight).
    out: list[str] = []
    start = 0
    while (at := word.find("$(", start)) >= 0 and len(out) < 8:
        inner = _parenthesised(word, at + 2)
        out.append(inner)
        start = at + 2 + len(inner) + 1
    return out + [m[1] for m in _BACKQUOTED.finditer(word)][: 8 - len(out)]


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


def _fits(word: str, env: dict[str, str]) -> bool:
    # Whether substituting into ``word`` stays within FOLD_CAP (measured before it is built).
    grown = sum(len(_variable_value(m, env)) - len(m[0]) for m in _VARIABLE.finditer(word))
    return len(word) + grown <= FOLD_CAP


def _before(operator: str, args: list[str]) -> list[str]:
    # A command's arguments up to a redirection operator (``<<<``, ``<<``).
    return args[: args.index(operator)] if operator in args else args


def _variable_value(m: re.Match[str], env: dict[str, str]) -> str:
    # A variable the call set, else the default ``${X:-…}`` gives, else the text as written.
    name = m[1] or m[3]
    if name in env:
        return env[name]
    return m[2] if m[2] is not None else m[0]


_SHELL_OPTION_ARGUMENTS = frozenset({"-o", "+o", "-O", "+O", "--rcfile", "--init-file"})
"""A shell's options that take the next word as their argument (``bash -o pipefail``)."""


def shell_reads_stdin(args: list[str]) -> bool:
    """Whether a shell given ``args`` runs the commands on its standard input (a heredoc or a
    here-string fed to it): not when it has a ``-c`` script or a script file, where its input is
    only data for what that runs (``sh -c 'cat > notes.md' <<EOF``, ``bash run.sh <<EOF``);
    ``-s`` reads the input whatever operands follow."""
    skip = False
    for arg in _unredirected(args):
        if skip:
            skip = False
        elif arg in _SHELL_OPTION_ARGUMENTS:
            skip = True
        elif arg.startswith("-") and not arg.startswith("--") and len(arg) > 1:
            if "c" in arg[1:]:
                return False
            if "s" in arg[1:]:
                return True
        elif not arg.startswith("--"):
            return arg in _STDIN_FILES  # a script file: the input is its data
    return True


_STDIN_FILES = frozenset({"/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"})
"""Script files that are the shell's own input (``bash /dev/stdin ARG <<EOF``)."""


def stdin_arguments(name: str, args: list[str]) -> dict[int, str]:
    """The positional parameters of the script a shell reads from its input: ``$0`` its name,
    then the operands after ``-s`` (``bash -s -- a b``: ``$1`` is ``a``); with a script file that
    is its input (``bash /dev/stdin a``), that file and the operands after it; else none."""
    plain = _unredirected(args)
    at = next(
        (i for i, a in enumerate(plain) if a[:1] == "-" and a[1:2] != "-" and "s" in a[1:]), None
    )
    if at is None:  # bash /dev/stdin ARG: the file is $0
        given = next((i for i, a in enumerate(plain) if a in _STDIN_FILES), None)
        return dict(enumerate(plain[given : given + 10])) if given is not None else {}
    rest = plain[at + 1 :]
    rest = rest[1:] if rest[:1] == ["--"] else rest
    return dict(enumerate([name, *rest[:9]]))


def _shell_script(args: list[str]) -> str | None:
    """The script of ``bash -c SCRIPT``, also where ``c`` shares its dash with other options
    (``bash -lc``, ``sh -ec``); None when the shell is not given one."""
    for i, arg in enumerate(args[:-1]):
        if arg.startswith("-") and not arg.startswith("--") and "c" in arg[1:]:
            return args[i + 1]
    return None


def _find_exec(args: list[str]) -> list[list[str]]:
    # The commands of -exec/-execdir/-ok, {} replaced by the root and name find searched for.
    roots = [a for a in args[: next((i for i, a in enumerate(args) if a[:1] in "-(!"), len(args))]]
    named = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-name", "-iname")), "")
    found = f"{(roots[0] if roots else '.').rstrip('/')}/**/{named}".rstrip("/")
    out = []
    for i, arg in enumerate(args):
        if arg in ("-exec", "-execdir", "-ok", "-okdir"):
            rest = args[i + 1 :]
            end = next((j for j, a in enumerate(rest) if a in (";", "+")), len(rest))
            out.append([w.replace("{}", found) for w in rest[:end]])
    return out


def program(words: list[str]) -> tuple[str, list[str]]:
    """The program a command runs (its basename) and its arguments, past ``sudo``/``env``/``timeout``
    prefixes and ``VAR=value`` assignments."""
    i = 0
    while i < len(words):
        word = words[i]
        base = word.rsplit("/", 1)[-1]
        if "=" in word and not word.startswith("-") and i + 1 < len(words):
            i += 1
        elif base in _PREFIXES:
            i += 1
            while i < len(words) and (words[i].startswith("-") or words[i].isdigit()):
                i += 1
            if base == "uv" and i < len(words) and words[i] == "run":
                i += 1
        else:
            return base, words[i + 1 :]
    return "", []


def redirect_targets(words: list[str]) -> list[str]:
    """Paths a command writes through ``>`` or ``>>``."""
    return [words[i + 1] for i, w in enumerate(words[:-1]) if w in (">", ">>", ">|", "&>")]


def _python_reads_stdin(args: list[str]) -> bool:
    """Whether ``python`` given ``args`` runs its standard input (``python3``, ``python3 -``), not
    a ``-c`` string, a ``-m`` module or a script that reads it as data."""
    code, module, script = _python_invocation(_unredirected(args))
    return code is None and module is None and script in (None, "-")


def _python_invocation(args: list[str]) -> tuple[str | None, str | None, str | None]:
    # (code of -c, module of -m, script path) of a python command.
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "-c" and i + 1 < len(args):
            return args[i + 1], None, None
        if arg == "-m" and i + 1 < len(args):
            return None, args[i + 1], None
        if arg.startswith("-c") and len(arg) > 2:
            return arg[2:], None, None
        if arg in ("-", "<"):
            return None, None, None
        if not arg.startswith("-"):
            return None, None, arg
        i += 1
    return None, None, None


_B64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_ENCODED_HINTS = ("base64", "b64decode", "decodebytes")
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){8,}(?![0-9A-Za-z])")
_HEX_HINTS = (
    "fromhex",
    "unhexlify",
    "a2b_hex",
    "b16decode",
    "xxd -r",
    "xxd -p -r",
    "'hex'",
    '"hex"',
)
_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}")
"""Text spelled as ``\\x63\\x61\\x74`` (``printf '\\x…' | sh``, ``$'\\x…'``, a Python
bytes literal)."""


def _printable(decoded: str) -> bool:
    return all(c.isprintable() or c in "\n\t\r" for c in decoded)


def decoded_payloads(text: str) -> list[str]:
    """Text hidden in ``text`` as base64 (``echo … | base64 -d | sh``, ``exec(b64decode(…))``),
    as hex (``bytes.fromhex(…)``, ``xxd -r -p``) or as ``\\x`` escapes: every literal that
    decodes to printable UTF-8, and every decoder's argument built from pieces
    (:func:`folded_arguments`)."""
    import base64
    import binascii

    out = []
    if any(h in text for h in _ENCODED_HINTS):
        literals = _B64.findall(text)
        literals += [f for f in folded_arguments(text, _B64_DECODERS) if f not in literals]
        for literal in literals:
            try:
                raw = base64.b64decode(literal + "=" * (-len(literal) % 4), validate=True)
                decoded = raw.decode("utf-8")
            except (binascii.Error, ValueError):
                continue
            if _printable(decoded):
                out.append(decoded)
    # Every hex hint spells ``hex``, ``xxd`` or ``b16``: three searches first, not eight.
    if ("hex" in text or "xxd" in text or "b16" in text) and any(h in text for h in _HEX_HINTS):
        literals = _HEX.findall(text)
        literals += [f for f in folded_arguments(text, _HEX_DECODERS) if f not in literals]
        for literal in literals:
            try:
                decoded = bytes.fromhex(literal).decode("utf-8")
            except ValueError:
                continue
            if _printable(decoded):
                out.append(decoded)
    if "\\x" in text:
        for literal in _ESCAPED.findall(text):
            try:
                decoded = bytes.fromhex(literal.replace("\\x", "")).decode("utf-8")
            except ValueError:
                continue
            if _printable(decoded):
                out.append(decoded)
    return out


_HEX_DECODERS = re.compile(r"\b(?:fromhex|unhexlify|a2b_hex|b16decode|codecs\.decode)\s*\(")
_B64_DECODERS = re.compile(
    r"\b(?:(?:standard_|urlsafe_)?b64decode|decodebytes|a2b_base64|codecs\.decode)\s*\("
)


def folded_arguments(text: str, decoders: re.Pattern[str]) -> list[str]:
    """The first argument of each call of a decoder in ``text`` (Python, or a shell command that
    runs Python) where that argument is a string Python computes without running anything:
    pieces joined (``bytes.fromhex('69' + '6d')``), names bound to literals (:func:`static_string`),
    which no search for one long literal finds."""
    sources = [text]
    if parse_python(text) is None:  # a shell command: its words are the Python it runs
        try:
            # A word naming a decoder, called or imported under another name
            named = re.compile(decoders.pattern.replace(r"\s*\(", ""))
            sources += [w for w in shell_tokens(text) if w != text and named.search(w)]
        except ValueError:
            pass
    out: list[str] = []
    for source in sources:
        tree = parse_python(source)
        env = _string_names(tree) if tree is not None else {}
        for m in _decoder_calls(source, tree, decoders):
            # Read as the call it is, so that ``b64decode(x, validate=True)`` or ``b64decode(s=x)``
            # gives its argument as ``b64decode(x)`` does.
            argument = _parenthesised(source, m.end())
            parsed = parse_python(f"_({argument})") if argument.strip() else None
            if parsed is None or not parsed.body or not isinstance(parsed.body[0], ast.Expr):
                continue
            call = parsed.body[0].value
            if not isinstance(call, ast.Call) or not (call.args or call.keywords):
                continue
            first = call.args[0] if call.args else call.keywords[0].value
            folded = static_string(first, env)
            if folded and folded not in out:
                out.append(folded)
    return out


def _decoder_calls(
    source: str, tree: ast.Module | None, decoders: re.Pattern[str]
) -> list[re.Match[str]]:
    """Each call of a decoder in ``source``: by its own name, or by the name it was imported as
    (``from base64 import b64decode as d``)."""
    found = list(decoders.finditer(source))
    renamed = [
        alias.asname
        for node in (of_type(tree, ast.ImportFrom) if tree is not None else [])
        for alias in node.names
        if alias.asname and decoders.search(f"{node.module or ''}.{alias.name}(")
    ]
    if renamed:
        pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, renamed)) + r")\s*\(")
        found += pattern.finditer(source)
    return found


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
    env = _string_names(tree)
    env.update(_files_named(source, written))
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
    | {"run", "call", "check_call", "check_output", "Popen", "getoutput", "system", "popen"}
)


def python_commands(source: str) -> list[str]:
    """The shell commands a piece of Python runs where the code tells: a static string, or a
    list of static strings, given to ``subprocess.run`` and its kin, ``os.system`` or
    ``os.popen`` (a list as the shell would quote its words); at most :data:`XARGS_MOST`."""
    import shlex

    tree = parse_python(source)
    if tree is None:
        return []
    env: dict[str, str] | None = None
    out: list[str] = []
    for call in of_type(tree, ast.Call):
        if dotted(call.func) not in _RUNS_COMMAND or not call.args or len(out) >= XARGS_MOST:
            continue
        env = _string_names(tree) if env is None else env
        given = call.args[0]
        words = static_items(given, env) if isinstance(given, ast.List | ast.Tuple) else None
        text = shlex.join(words) if words else static_string(given, env)
        if text and text not in out:
            out.append(text)
    return out


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
        env = _string_names(tree) if env is None else env
        target = func.value
        path = (
            env.get(HANDLE_KEY + target.id)
            if isinstance(target, ast.Name)
            else _handle_path(target, env)
            if isinstance(target, ast.Call)
            else None
        )
        text = static_string(call.args[0], env)
        if path and text is not None:
            out[_basename(path)] = text
    return out


def _files_named(source: str, written: dict[str, str] | None) -> dict[str, str]:
    # The files the trial wrote, as fold names (:data:`WRITTEN_KEY`): those the code spells
    # first, then others (a name it builds, ``"p" + "3.txt"``) while they fit in :data:`FOLD_CAP`.
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


def _decoded_layers(text: str, depth: int = 2) -> list[str]:
    out, pending = [], decoded_payloads(text)
    for _ in range(depth):
        out += pending
        pending = [inner for p in pending for inner in decoded_payloads(p)]
    return out


def tool_actions(steps: list[Step]) -> list[Action]:
    """Every tool call of ``steps`` as an :class:`Action`, in order; a script written earlier and
    run later contributes its source to the call that runs it."""
    written: dict[str, str] = {}
    out: list[Action] = []
    for step in steps:
        for call in step.tool_calls or []:
            action = _action(step.step_id, call, written)
            out.append(action)
    return out


def join_cwd(cwd: str, path: str) -> str:
    """``path`` as seen after ``cd cwd`` (relative paths stay relative when ``cwd`` is unknown)."""
    if not cwd or path.startswith(("/", "~", "$")):
        return path
    import posixpath

    return posixpath.normpath(posixpath.join(cwd, path)) if cwd.startswith("/") else path


def _basename(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def _action(step_id: int, call: ToolCall, written: dict[str, str]) -> Action:
    tool = call.function_name
    text = "\n".join(str(v) for v in call.arguments.values())
    action = Action(step_id, tool, text)
    lowered = tool.lower()
    path = _argument(call, _PATH_KEYS)
    command = _argument(call, _COMMAND_KEYS)
    if path and any(w in lowered for w in _WRITE_TOOLS):
        action.writes.append(path)
        content = _argument(call, _CONTENT_KEYS) or ""
        if path.endswith(".py"):
            if lowered in ("write", "create") or "file_text" in call.arguments:
                written[_basename(path)] = content
            action.python.append(content)
        return action
    if path and any(w in lowered for w in _READ_TOOLS) and command is None:
        action.reads.append(path)
        return action
    if command is None:
        if lowered in ("python", "ipython", "run_python", "execute_python"):
            code = _argument(call, ("code", "source"))
            if code:
                action.python.append(code)
                action.python += _decoded_layers(code)
                action.python += _executed_layers(action.python, written=written)
        return action
    commands, heredocs = shell_commands(command)
    # What a call decoded and ran is read as if it had been typed: as shell and as Python
    # (whichever does not parse adds nothing), two layers deep.
    for payload in _decoded_layers(action.text):
        more, more_docs = shell_commands(payload)
        commands, heredocs = commands + more, heredocs + more_docs
        action.python.append(payload)
    if "|" in command and "tee" in command:
        _teed(command, written)
    _run_shell(action, commands, heredocs, written, depth=2)
    if "|" in command and (_PIPED_INTO.search(command) or "xargs" in command):
        _piped_scripts(action, command, written)
    action.python += _executed_layers(action.python, written=written)
    ran: set[str] = set()
    for source in list(action.python):  # subprocess.run(["python3", "-c", "…"]): what it runs
        # (a snapshot: the Python those commands run is read, not searched for commands again,
        # so a script that hands its own text to subprocess is read once, not without end)
        for script in python_commands(source) if "subprocess" in source or "os." in source else []:
            if script not in ran:
                ran.add(script)
                more_commands, more_heredocs = shell_commands(script)
                _run_shell(action, more_commands, more_heredocs, written, depth=1)
    wrote = {
        k: v for src in action.python if "write" in src for k, v in python_written(src).items()
    }
    if any(written.get(k) != v for k, v in wrote.items()):  # open(P).read() of what Python wrote
        written.update(wrote)
        again = _executed_layers(action.python, written=written)
        action.python += [layer for layer in again if layer not in action.python]
    return action


_PIPED_INTO = re.compile(r"\|\s*(?:env\s+)?(?:\S*/)?(?:python[\d.]*|bash|sh|zsh|dash|ksh)\b")
"""A pipe into an interpreter that reads its program from standard input (a shell's ``-s``
whatever arguments follow)."""


def _piped_scripts(action: Action, command: str, written: dict[str, str]) -> None:
    """A script piped into an interpreter that reads its program from standard input:
    ``printf '…' | python3``, ``echo '…' | bash``, ``cat job.txt | sh``."""
    import shlex

    for line in pipelines(command):
        for j, after in enumerate(line[1:], start=1):
            # what the stages before print (echo, printf, cat of a file the trial wrote, filters)
            text = command_output(" | ".join(map(shlex.join, line[:j])), written)
            if text is None:
                continue
            reader, rest = program(after)
            if reader == "xargs":  # printf '…\0' | xargs -0 python3 -c: the text is arguments
                _run_xargs(action, rest, text, written)
                continue
            plain = [a for a in rest if a not in ("-", "-s", "-u", "-q", "-i")]
            if PYTHON.match(reader) and not plain:
                action.python.append(text)
            elif reader in SHELLS and (not plain or shell_reads_stdin(rest)):
                commands, heredocs = shell_commands(text)
                given = stdin_arguments(reader, rest)
                _run_shell(action, commands, heredocs, written, depth=1, positional=given)


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


def _teed(command: str, written: dict[str, str]) -> None:
    """What ``… | tee FILE`` wrote, remembered before the call's commands are read (a later
    ``$(rev FILE)`` of the same call reads it): what the stages before it print."""
    import shlex

    for line in pipelines(command):
        for j, stage in enumerate(line[1:], start=1):
            name, args = program(stage)
            if name != "tee":
                continue
            text = command_output(" | ".join(map(shlex.join, line[:j])), written)
            for target in operands(_unredirected(args)) if text is not None else []:
                written[_basename(target)] = text  # type: ignore[assignment]


def _run_xargs(
    action: Action, args: list[str], text: str, written: dict[str, str], depth: int = 1
) -> None:
    # The commands xargs runs on ``text``, read as commands of the call (sh -c scripts too),
    # ``depth`` xargs deep (``xargs -a f xargs -a f …`` multiplies by XARGS_MOST at each).
    ran = expanded(xargs_commands(args, text), depth=2, written=written)
    action.commands += ran
    _read_commands(action, ran, written, depth=depth - 1)


def _run_shell(
    action: Action,
    commands: list[list[str]],
    heredocs: list[tuple[list[str], str]],
    written: dict[str, str],
    depth: int,
    positional: dict[int, str] | None = None,
) -> None:
    """Read a shell script's commands and heredocs into ``action``; a script it runs that an
    earlier command wrote is read the same way, ``depth`` scripts deep.  ``positional``: the
    script's ``$0``, ``$1``… when a shell given arguments reads it (``bash -s ARG <<EOF``)."""
    for words, body in heredocs:  # cat > f <<'EOF' …: a later $(cat f) of the call reads it
        for target in redirect_targets(words):
            written[_basename(target)] = body
    commands = expanded(commands, written=written, positional=positional)
    action.commands += commands
    for words, body in heredocs:
        name, args = program(words)
        targets = redirect_targets(words) + ([args[-1]] if name == "tee" and args else [])
        if PYTHON.match(name):
            if _python_reads_stdin(args):  # python3 - <<EOF: the body is what it runs
                action.python.append(body)
        elif name in SHELLS and depth > 0:
            if shell_reads_stdin(args):  # bash <<EOF: the body is a script that shell runs
                inner, inner_heredocs = shell_commands(body)
                given = stdin_arguments(name, args)
                _run_shell(action, inner, inner_heredocs, written, depth - 1, given)
        elif name in INTERPRETERS:
            action.writes += foreign_writes(body)
        for target in targets:
            action.writes.append(target)
            written[_basename(target)] = body
            if target.endswith(".py"):
                action.python.append(body)
    _read_commands(action, commands, written, depth)


def change_dir(name: str, args: list[str], cwd: str, stack: list[str]) -> str | None:
    """The working directory after a ``cd``/``pushd``/``popd`` (``stack`` holds ``pushd``'s
    saved ones), or None when the command changes none."""
    if name == "cd" and args:
        return join_cwd(cwd, args[0])
    if name == "pushd" and args:
        stack.append(cwd)
        return join_cwd(cwd, args[0])
    if name == "popd":
        return stack.pop() if stack else ""
    return None


_REDIRECT = re.compile(r"\d*(?:<<<|<<-?|<>|<&|>&|&>>?|>>|>\||<|>)")
"""A shell redirection operator, as ``shlex`` splits it off (``2>``, ``<<<``, ``>&``)."""


def operands(args: list[str]) -> list[str]:
    """A command's operands: its arguments less options, redirection operators and what they
    redirect (``cp /dev/stdin dest <<< 1`` has the operands ``/dev/stdin dest``)."""
    out, skip = [], False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        if _REDIRECT.fullmatch(arg):
            skip = True
            continue
        if arg.isdigit() and i + 1 < len(args) and _REDIRECT.fullmatch(args[i + 1]):
            continue  # the descriptor of ``2 >``, as shlex splits ``2>``
        if not arg.startswith("-"):
            out.append(arg)
    return out


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


def _unredirected(args: list[str]) -> list[str]:
    # A command's arguments without its redirections (``> f``, ``2>/dev/null``, ``<<< x``).
    out, skip = [], False
    for i, arg in enumerate(args):
        if skip:
            skip = False
        elif _REDIRECT.fullmatch(arg):
            skip = True
        elif not (
            arg.isdigit()  # 2> f: a descriptor (``head -c 3 <<< x`` keeps its 3)
            and i + 1 < len(args)
            and _REDIRECT.fullmatch(args[i + 1])
            and ">" in args[i + 1]
        ):
            out.append(arg)
    return out


def _record_written(words: list[str], name: str, args: list[str], written: dict[str, str]) -> None:
    """Remember what ``echo``/``printf`` wrote into a file (``>`` replaces, ``>>`` appends), and
    follow ``mv``/``cp`` of a remembered file to its new name: a script is often written under
    one bland name and run under another."""
    # Only echo and printf print (``printed`` is None for any other program, unread).
    text = printed(name, _unredirected(args)) if name in ("echo", "printf") else None
    if text is not None:
        for i, word in enumerate(words[:-1]):
            if word in (">", ">|", "&>"):
                written[_basename(words[i + 1])] = text
            elif word == ">>":
                key = _basename(words[i + 1])
                written[key] = written.get(key, "") + text
    elif name in ("mv", "cp"):
        files = operands(args)
        if len(files) == 2 and _basename(files[0]) in written:
            dest = files[1]
            key = _basename(files[0]) if dest.endswith("/") else _basename(dest)
            written[key] = written[_basename(files[0])]


def _run_written(action: Action, script: str, written: dict[str, str], depth: int) -> None:
    """A script an earlier command of the trial wrote, now run: read as Python when its
    interpreter is Python (named, or its ``#!`` line), else as shell."""
    source = written.get(_basename(script))
    if source is None or depth <= 0:
        return
    first = source.split("\n", 1)[0]
    if first.startswith("#!") and "python" in first:
        action.python.append(source)
        return
    commands, heredocs = shell_commands(source)
    _run_shell(action, commands, heredocs, written, depth - 1)


def assignments(words: list[str]) -> dict[str, str]:
    """The variables a command sets for what it runs or for the rest of the script: the
    ``NAME=value`` words before its program (``D=/x python3 …``, ``env D=/x …``), or all of an
    ``export``/``declare`` or a bare assignment."""
    out: dict[str, str] = {}
    declared = words[1:] if words and words[0] in _DECLARERS else words
    for word in declared:
        m = _ASSIGNMENT.fullmatch(word)
        if m:
            out[m.group(1)] = m.group(2)
        elif word.rsplit("/", 1)[-1] in _PREFIXES or word.startswith("-"):
            continue  # env, sudo, their options
        else:
            break
    return out


def target_directory(args: list[str]) -> str | None:
    """The directory of ``cp``/``mv``/``ln``/``install -t DIR`` (``--target-directory=DIR``,
    ``-tDIR``, ``-vt DIR``), or None."""
    for i, arg in enumerate(args):
        if arg.startswith("--target-directory="):
            return arg.split("=", 1)[1]
        if arg == "--target-directory" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("-") and not arg.startswith("--") and "t" in arg[1:]:
            at = arg.index("t", 1)
            if arg[at + 1 :]:
                return arg[at + 1 :]
            if i + 1 < len(args):
                return args[i + 1]
    return None


def _option_value(args: list[str], short: str, long: str) -> str | None:
    # The value of ``-d DIR``, ``-dDIR``, ``--directory=DIR`` or ``--directory DIR``.
    for i, arg in enumerate(args):
        if arg in (short, long) and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith(long + "="):
            return arg.split("=", 1)[1]
        if arg.startswith(short) and len(arg) > len(short) and not arg.startswith("--"):
            return arg[len(short) :]
    return None


_PATCH_VALUED = frozenset("iodpBDFVzYgr")
"""``patch``'s options that take a value (``-i PATCHFILE``, ``-d DIR``, ``-p1``…)."""


def _unpacked_into(name: str, args: list[str]) -> str | None:
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
            return _option_value(args, "-C", "--directory") or ""
        return None
    if name == "unzip":
        if any(a in ("-l", "-t", "-v", "-Z", "-p", "-z") for a in args):
            return None  # listing, testing or printing: nothing written
        return _option_value(args, "-d", "--directory") or ""
    if name == "patch":
        if "--dry-run" in args:
            return None
        into = _option_value(args, "-o", "--output") or _option_value(args, "-d", "--directory")
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


def _read_commands(
    action: Action, commands: list[list[str]], written: dict[str, str], depth: int = 2
) -> None:
    """What each shell command of ``action`` reads, writes and runs, followed through ``cd`` and
    ``pushd``: Python code and scripts (those the trial wrote earlier, by an editor tool,
    ``echo``/``printf`` or a heredoc, are read as what ran), files edited in place, the operands
    of writing commands, the files other interpreters' one-liners write."""
    cwd = ""
    stack: list[str] = []
    for words in commands:
        name, args = program(words)
        moved = change_dir(name, args, cwd, stack)
        if moved is not None:
            cwd = moved
            continue
        action.writes += [join_cwd(cwd, t) for t in redirect_targets(words)]
        _record_written(words, name, args, written)
        action.environ.update(assignments(words))
        unpacked = _unpacked_into(name, args)
        if unpacked is not None:
            action.writes.append(join_cwd(cwd, unpacked) if unpacked else cwd or ".")
            continue
        if PYTHON.match(name):
            sources, modules, reads, scripts = _python_run(words, args, written)
            action.python += sources
            action.python_modules += modules
            action.reads += reads
            action.ran_scripts += scripts
        elif name in SHELLS or name in ("source", "."):
            ran = [a for a in args[:1] if not a.startswith("-")]
            action.ran_scripts += ran
            for script in ran:
                _run_written(action, script, written, depth)
        elif name.endswith(".sh") or (words and words[0].startswith("./")):
            action.ran_scripts.append(words[0])
            _run_written(action, words[0], written, depth)
        elif name == "xargs" and depth > 0:  # xargs -a job.txt …, xargs … < job.txt
            fed = _option_value(args, "-a", "--arg-file") or next(
                (words[i + 1] for i, w in enumerate(words[:-1]) if w == "<"), None
            )
            text = written.get(_basename(fed)) if fed else None
            if text is not None:
                _run_xargs(action, _unredirected(args), text, written, min(depth, 1))
        elif name == "sed" and any(a.startswith("-i") for a in args):
            action.writes += _sed_edited(args, cwd)
        elif name in WRITING_COMMANDS:
            reads, writes = _writing_paths(name, args, cwd)
            action.reads += reads
            action.writes += writes
        else:
            reads, writes = _foreign_paths(name, args, cwd, action.environ)
            action.reads += reads
            action.writes += writes


_LEFT_PARAMETER = re.compile(
    r"\$\{(#?)([A-Za-z_]\w*|[0-9]+|[$?#!@*-])(?::?([-=+?#%/,^])([^}]*))?\}"
    r"|\$([$?#!@*0-9-])|\$([A-Za-z_]\w*)"
)
_SPECIAL_PARAMETERS = {"$": "4242", "?": "0", "#": "0", "-": "hB", "0": "bash"}
"""What bash's special parameters stand for in an agent's fresh shell (the process number is any
number: only that it is digits matters); the others (``$!``, ``$@``, ``$*``, unset positional
parameters) stand for nothing."""


def bash_leftovers_expanded(code: str) -> list[str]:
    """A ``python -c`` script as bash may have run it: the parameters the reading left as
    written (no ``set``, ``export`` or ``set --`` of the call named them) given the value bash
    gives: ``$$`` and ``$#`` digits, an unset variable or positional parameter nothing,
    ``${X:-default}`` its default, ``${X#…}`` and the other operators nothing.  A script that
    does not parse as written is read as expanded; one that parses is read both ways for the
    special and positional parameters only (in double quotes bash expanded them even inside a
    Python string, ``'__fi$1le__'``; in single quotes it did not), never for a named variable,
    which an earlier call may have set."""
    if "$" not in code:
        return [code]
    if parse_python(code) is None:
        expanded_code = _LEFT_PARAMETER.sub(_left_value, code)
        return [expanded_code] if parse_python(expanded_code) is not None else [code]
    # It parses: only what bash always knows is read again (a named variable may be set by an
    # earlier call, ``$PWD`` and ``$HOME`` always are: ``'$PWD/tests'`` is not ``'/tests'``).
    expanded_code = _LEFT_PARAMETER.sub(_special_value, code)
    if expanded_code == code or parse_python(expanded_code) is None:
        return [code]
    return [code, expanded_code]


def _special_value(m: re.Match[str]) -> str:
    # :func:`_left_value` for special and positional parameters only; a name stays as written.
    braced, name = m.group(2), m.group(6)
    if name is not None or (braced is not None and braced.isidentifier()):
        return m[0]
    return _left_value(m)


def _left_value(m: re.Match[str]) -> str:
    length, braced, operator, default, special, name = m.groups()
    if braced is not None:
        value = _SPECIAL_PARAMETERS.get(braced, "") if not braced.isidentifier() else ""
        if length:
            return str(len(value))
        if operator in ("-", "="):
            return default if not value else value
        return "" if operator == "+" or not value else value
    if special is not None:
        return _SPECIAL_PARAMETERS.get(special, "")
    return ""  # an unset name


def _python_run(
    words: list[str], args: list[str], written: dict[str, str]
) -> tuple[list[str], list[str], list[str], list[str]]:
    """What a ``python`` command ran: (the Python sources, the modules of ``-m``, the paths
    handed to such a module, the script paths).  A script or stdin file the trial wrote earlier
    (``python3 x.py``, ``python3 < job.txt``) is read as the source it ran."""
    sources: list[str] = []
    modules: list[str] = []
    reads: list[str] = []
    scripts: list[str] = []
    code, module, script = _python_invocation(args)
    if code is not None:
        sources += bash_leftovers_expanded(code)
    if module is not None:
        modules.append(module)
        reads += [a for a in args[args.index(module) + 1 :] if not a.startswith("-")]
    if script is not None:
        scripts.append(script)
        if _basename(script) in written:
            sources.append(written[_basename(script)])
    fed = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "<"]
    if fed and _basename(fed[0]) in written:  # python3 < job.txt
        sources.append(written[_basename(fed[0])])
    if _python_reads_stdin(_before("<<<", args)):  # python3 <<< "…": the string is what it runs
        sources += [words[i + 1] for i, w in enumerate(words[:-1]) if w == "<<<"]
    return sources, modules, reads, scripts


def _sed_edited(args: list[str], cwd: str) -> list[str]:
    """The files ``sed -i`` edits in place: every operand after the script (the script is the
    first operand unless ``-e``/``-f`` named it), as seen from ``cwd``."""
    files = operands(args)
    scripted = any(a in ("-e", "-f") or a.startswith(("-e", "-f")) for a in args)
    return [join_cwd(cwd, f) for f in (files if scripted else files[1:])]


def _writing_paths(name: str, args: list[str], cwd: str) -> tuple[list[str], list[str]]:
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
    return [], files


def _foreign_paths(
    name: str, args: list[str], cwd: str, environ: dict[str, str]
) -> tuple[list[str], list[str]]:
    """(reads, writes) of any other command: its non-option arguments are read, and the files
    another interpreter's one-liner writes (``node -e``, ``perl -e``…) are written, with the
    environment variables the shell set substituted where that code reads them."""
    writes: list[str] = []
    code = inline_program(name, args)
    if code is not None:
        if environ:  # process.env.P, $ENV{P}, ENV["P"], getenv("P"): the shell's
            code = _ENV_REFERENCE.sub(
                lambda m: repr(environ.get(next(g for g in m.groups() if g), "")), code
            )
        writes = [join_cwd(cwd, f) for f in foreign_writes(code)]
    return [a for a in args if not a.startswith("-")], writes


_ENV_REFERENCE = re.compile(
    r"process\.env\.(\w+)|process\.env\[['\"](\w+)['\"]\]|\$ENV\{['\"]?(\w+)['\"]?\}"
    r"|\bENV\[['\"](\w+)['\"]\]|\bgetenv\(\s*['\"](\w+)['\"]\s*\)"
)
"""How other interpreters read an environment variable (node, perl, ruby, php)."""


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


_WORD = re.compile(r"\w+")
_NOT_WORD = bytes(
    c if chr(c).isascii() and (chr(c).isalnum() or c == 0x5F) else 0x20 for c in range(256)
)
"""A byte table that keeps the ASCII word characters (letters, digits, ``_``: what ``\\w``
matches in ASCII text) and makes every other byte a space."""


SEARCH_FIRST_FROM = 8192
"""From this length on, a word check searches the text for its words first and builds
:func:`code_words` only where one is found: a substring search costs about a third of a
nanosecond a character, the set of a 12 KB submission's words five times its nine searches.
Shorter code (probe scripts) builds the set at once, shared by every check of the piece: there the
searches' cost per call and per word was more than the set's."""


@lru_cache(maxsize=4096)
def code_words(source: str) -> frozenset[str]:
    """Every word of ``source`` (a run of letters, digits and underscores), read once: the cheap
    tests of whether code can hold what a check looks for (an ASCII source spells each name it
    uses as one of these words) ask this set instead of each running a regex over the text.

    ASCII text is cut at every other character by a byte table and split (a third of the
    regex's cost: no match object per word; tested equal); other text is read by the regex,
    whose ``\\w`` knows every script's letters."""
    if source.isascii():
        return frozenset(source.encode("ascii").translate(_NOT_WORD).decode("ascii").split())
    return frozenset(_WORD.findall(source))


@lru_cache(maxsize=4096)
def parse_python(source: str) -> ast.Module | None:
    """``source`` parsed, or None when it is not Python (a fragment, another language)."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _is_number(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float, complex))


_SEQUENCES = (ast.List, ast.Tuple, ast.Set)
_AST = ast.AST
N = TypeVar("N", bound=ast.AST)


def walk(node: ast.AST):
    """``ast.walk``, without descending into number data: a list or tuple literal of numbers (probe
    inputs run to thousands of them) holds no call, import or name worth finding.

    Children are read from each node's ``_fields`` here, as ``ast.iter_child_nodes`` reads them
    (same nodes, same order), without its generator per node: most of a walk's cost."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, _SEQUENCES) and all(map(_is_number, node.elts)):
            continue
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, _AST):
                stack.append(value)
            elif type(value) is list:
                stack.extend([item for item in value if isinstance(item, _AST)])


_PRIMITIVE = frozenset({"identifier", "string", "constant", "int"})
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}
_SEQUENCE_TYPES = frozenset(_SEQUENCES)


def _child_fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that can hold nodes, read from its ASDL signature (the class's
    docstring: ``ImportFrom(identifier? module, alias* names, int? level)``): names, strings,
    constants and numbers never hold one.  Every field when the signature cannot be read."""
    fields = tuple(getattr(cls, "_fields", ()))
    doc = (cls.__doc__ or "").split("\n", 1)[0]
    head, _, rest = doc.partition("(")
    if head.strip() == cls.__name__ and rest.endswith(")"):
        typed = dict(
            (part.split()[1], part.split()[0].rstrip("?*"))
            for part in rest[:-1].split(",")
            if len(part.split()) == 2
        )
        if set(typed) == set(fields):
            fields = tuple(f for f in fields if typed[f] not in _PRIMITIVE)
            # ``Load``/``Store``/``Del``: a name's context, the same object everywhere, that no
            # extractor looks for (a third of all nodes)
            fields = tuple(f for f in fields if typed[f] != "expr_context")
    _CHILD_FIELDS[cls] = fields
    return fields


def nodes_of(tree: ast.AST) -> tuple[ast.AST, ...]:
    """Every node of ``tree`` that can matter, in :func:`walk`'s order, walked once: the extractors
    each scan this list (or :func:`nodes_by_type`).  The same walk as :func:`walk` less the
    expression contexts (``Load``, ``Store``), building a list instead of yielding, and reading
    only the fields that can hold a node (tested equal)."""
    return _walked(tree)[0]


def nodes_by_type(tree: ast.AST) -> dict[type, list[ast.AST]]:
    """:func:`nodes_of` grouped by node class (each group in walk order): a rule that looks at
    calls reads the calls, not every node."""
    return _walked(tree)[1]


@lru_cache(maxsize=4096)
def _walked(tree: ast.AST) -> tuple[tuple[ast.AST, ...], dict[type, list[ast.AST]]]:
    # :func:`nodes_of` and :func:`nodes_by_type` in one pass.  A field's value, or a list
    # field's items, are pushed as they are; what is not a node (``None``: an absent optional
    # field, the key of a ``**`` in a dict) is dropped when popped: walk's order, without a test
    # of every item as it is pushed.
    out: list[ast.AST] = []
    groups: dict[type, list[ast.AST]] = {}
    stack: list = [tree]
    pop, push, extend, append = stack.pop, stack.append, stack.extend, out.append
    fields_of = _CHILD_FIELDS
    sequences = _SEQUENCE_TYPES
    while stack:
        node = pop()
        cls = node.__class__
        group = groups.get(cls)
        if group is None:
            if not isinstance(node, _AST):
                continue
            groups[cls] = [node]
        else:
            group.append(node)
        append(node)
        if cls in sequences and all(map(_is_number, node.elts)):
            continue
        fields = fields_of.get(cls)
        if fields is None:
            fields = _child_fields(cls)
        for name in fields:
            value = getattr(node, name, None)
            if type(value) is list:
                extend(value)
            else:
                push(value)
    return tuple(out), groups


def names_in(node: ast.AST) -> list[ast.Name]:
    """The ``Name`` nodes of :func:`walk` over ``node``, in its order: the same walk as
    :func:`_walked`'s, uncached and keeping only names (a name holds no node to walk into), with
    no generator step and no test per node (tested equal)."""
    out: list[ast.Name] = []
    stack: list[Any] = [node]
    pop, push, extend = stack.pop, stack.append, stack.extend
    fields_of = _CHILD_FIELDS
    name_class, sequences = ast.Name, _SEQUENCE_TYPES
    while stack:
        item = pop()  # a node, or None (an absent optional field)
        cls = item.__class__
        if cls is name_class:
            out.append(item)
            continue
        fields = fields_of.get(cls)
        if fields is None:
            if not isinstance(item, _AST):
                continue
            fields = _child_fields(cls)
        if cls in sequences and all(map(_is_number, item.elts)):
            continue
        for name in fields:
            value = getattr(item, name, None)
            if type(value) is list:
                extend(value)
            else:
                push(value)
    return out


def of_type(tree: ast.AST, cls: type[N]) -> list[N]:
    """The nodes of exactly class ``cls`` in ``tree`` (parsed trees hold no subclasses), in walk
    order."""
    return nodes_by_type(tree).get(cls, [])  # type: ignore[return-value]


def of_types(tree: ast.AST, classes: frozenset[type]) -> list[ast.AST]:
    """The nodes of any of ``classes`` in ``tree``, in walk order (where the first of several kinds
    found decides)."""
    groups = nodes_by_type(tree)
    present = [c for c in classes if c in groups]
    if len(present) <= 1:
        return groups[present[0]] if present else []
    return [n for n in nodes_of(tree) if n.__class__ in classes]


class Source:
    """A parsed piece of Python with fast exact excerpts of its nodes."""

    def __init__(self, text: str, tree: ast.Module) -> None:
        self.text, self.tree, self.nodes = text, tree, nodes_of(tree)
        self._starts: list[int] | None = None

    def segment(self, node: ast.expr | ast.stmt) -> str:
        """The exact source text of ``node`` (as ``ast.get_source_segment``, without re-splitting
        the whole source for every node)."""
        if not self.text.isascii():  # column offsets are UTF-8 bytes: let ast handle it
            return ast.get_source_segment(self.text, node) or ""
        if self._starts is None:
            self._starts = [0]
            for line in self.text.splitlines(keepends=True):
                self._starts.append(self._starts[-1] + len(line))
        if node.end_lineno is None or node.end_col_offset is None:
            return ""  # a node made by hand, not parsed: no end to cut at
        try:
            start = self._starts[node.lineno - 1] + node.col_offset
            end = self._starts[node.end_lineno - 1] + node.end_col_offset
        except (AttributeError, IndexError):  # no position (made by hand), or past the text
            return ""
        return self.text[start:end]


def string_constants(tree: ast.AST) -> list[str]:
    """Every string literal in ``tree``, bytes literals read as text (``open(b"…")`` opens the
    same file as ``open("…")``)."""
    return [t for n in of_type(tree, ast.Constant) if (t := literal_text(n.value)) is not None]


def literal_text(value: object) -> str | None:
    """A literal's text: a string's own, a bytes literal's read one byte to one character (as
    ``latin-1`` reads it); None for any other literal."""
    if isinstance(value, str):
        return value
    return value.decode("latin-1") if isinstance(value, bytes) else None


def python_writes(tree: ast.Module, environ: dict[str, str] | None = None) -> list[str]:
    """Paths a piece of Python writes, where they can be computed without running it:
    ``open(p, "w"|"a"|"x"…)``, ``Path(p).write_text/write_bytes``, ``shutil.copy*(src, p)``,
    ``os.replace/rename(src, p)``; ``p`` a literal, a name bound to one, a concatenation, an
    f-string, ``os.path.join``, ``os.sep.join`` or ``Path(…) / …`` of those, or a variable of
    ``environ`` (what the shell set: ``os.environ["D"]``, ``os.getenv("D")``)."""
    calls = [n for n in of_type(tree, ast.Call) if _call_word(n.func) in WRITE_CALLS]
    if not calls:
        return []
    env = _string_names(tree, environ)
    out = []
    for node in calls:
        name = dotted(node.func)
        args = node.args
        literal = [static_string(a, env) for a in args]
        mode = next((static_string(k.value, env) for k in node.keywords if k.arg == "mode"), None)
        if name in ("open", "io.open") and args and literal[0]:
            mode = (literal[1] if len(args) >= 2 else mode) or ""
            if any(c in mode for c in "wax+"):
                out.append(literal[0])
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
        elif (
            isinstance(node.func, ast.Attribute)
            and node.func.attr in ("write_text", "write_bytes", "open")
            and (node.func.attr != "open" or _opens_for_writing(node, env))
        ):
            target = static_string(node.func.value, env)
            if target:
                out.append(target)
    return out


WRITE_CALLS = frozenset(
    {"open", "copy", "copyfile", "copy2", "move", "replace", "rename", "write_text", "write_bytes"}
)
"""The last word of every call :func:`python_writes` reads (``open``, ``io.open``, ``os.open``,
``Path.open``, ``shutil.copy*``/``move``, ``os.replace``/``rename``, ``write_text``/``bytes``):
any other call writes nothing it can see, so its arguments are never folded."""


def _call_word(func: ast.AST) -> str:
    # The last word of a call's function: ``open`` of ``open(…)`` and of ``io.open(…)``.
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


_WRITE_FLAGS = frozenset({"O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC"})


def _write_flags(node: ast.AST) -> bool:
    """Whether ``os.open``'s flags can write: a write flag named (``os.O_WRONLY | os.O_CREAT``),
    or a number with a write bit (``577``)."""
    for n in ast.walk(node):
        if isinstance(n, ast.Attribute) and n.attr in _WRITE_FLAGS:
            return True
        if isinstance(n, ast.Name) and n.id in _WRITE_FLAGS:
            return True
        if isinstance(n, ast.Constant) and type(n.value) is int:
            # O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, O_APPEND on Linux
            return bool(n.value & (0o1 | 0o2 | 0o100 | 0o1000 | 0o2000))
    return False


def _opens_for_writing(call: ast.Call, env: dict[str, str]) -> bool:
    mode = static_string(call.args[0], env) if call.args else None
    mode = mode or next((static_string(k.value, env) for k in call.keywords if k.arg == "mode"), "")
    return any(c in (mode or "") for c in "wax+")


def _string_names(tree: ast.Module, environ: dict[str, str] | None = None) -> dict[str, str]:
    """Names assigned a string that can be computed statically (in order; later wins); the
    environment's variables ride along under ``$NAME`` (no Python name starts with ``$``), and
    the items of a name bound to a list, tuple or dict of such strings under ``P[0]``, ``P[-1]``
    and ``D['k']`` (:func:`_bind_items`; no Python name holds ``[``).  Folding stops once the
    values together pass :data:`FOLD_BUDGET`."""
    env: dict[str, str] = {f"${k}": v for k, v in (environ or {}).items()}
    # in the order the code runs them: the walk pops a statement's last child first
    assigned: list[ast.AST] = [*of_type(tree, ast.Assign), *of_type(tree, ast.AugAssign)]
    assigned += [  # L.insert(0, "…"), L.append("…"), L.extend([...]) on a bound list
        call
        for call in of_type(tree, ast.Call)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr in _LIST_GROWERS
        and isinstance(call.func.value, ast.Name)
    ]
    env.update(_with_handles(tree, env))
    held, listed = sum(map(len, env.values())), set()
    node: Any
    for node in sorted(assigned, key=lambda n: (n.lineno, n.col_offset)):  # type: ignore[attr-defined]
        if held > FOLD_BUDGET:
            break
        if isinstance(node, ast.Call):
            held += _grown(env, node)
            continue
        if isinstance(node, ast.AugAssign):  # P = b"aW1w"; P += b"b3J0": the two joined
            held += _appended(env, node)
            continue
        if len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                if target.id in listed:  # rebound: its old items are gone
                    listed.discard(target.id)
                    for stale in [k for k in env if k.startswith(f"{target.id}[")]:
                        del env[stale]
                folded = static_string(node.value, env)
                if folded is not None:
                    env[target.id] = folded
                    held += len(folded)
                elif (path := _handle_path(node.value, env)) is not None:  # f = open("p.txt")
                    env[HANDLE_KEY + target.id] = path
                elif (added := _bind_items(env, target.id, node.value)) is not None:
                    listed.add(target.id)
                    held += added
            elif isinstance(target, ast.Subscript) and dotted(target.value) in (
                "os.environ",
                "environ",
            ):  # os.environ["X"] = "/logs/verifier", read back later
                key, value = static_string(target.slice, env), static_string(node.value, env)
                if key is not None and value is not None:
                    env[f"${key}"] = value
                    held += len(value)
    return env


def _appended(env: dict[str, str], node: ast.AugAssign) -> int:
    # ``P += "…"`` on a folded name: the characters added (the name forgotten past FOLD_CAP).
    target = node.target
    if not (isinstance(node.op, ast.Add) and isinstance(target, ast.Name) and target.id in env):
        return 0
    more = static_string(node.value, env)
    if more is None or len(env[target.id]) + len(more) > FOLD_CAP:
        env.pop(target.id)
        return 0
    env[target.id] += more
    return len(more)


def string_names(tree: ast.Module) -> dict[str, str]:
    """The names ``tree`` binds to strings computed without running (:func:`_string_names`):
    what :func:`static_string` reads a name as."""
    return _string_names(tree)


def _with_handles(tree: ast.Module, env: dict[str, str]) -> dict[str, str]:
    # ``with open("p.txt") as f``: ``f`` holds p.txt (:data:`HANDLE_KEY`), so ``f.read()`` reads it.
    return {
        HANDLE_KEY + item.optional_vars.id: path
        for block in of_type(tree, ast.With)
        for item in block.items
        if isinstance(item.optional_vars, ast.Name)
        and (path := _handle_path(item.context_expr, env)) is not None
    }


def _handle_path(node: ast.AST, env: dict[str, str]) -> str | None:
    # The path of a file ``node`` opens (``open(P)``, ``io.FileIO(P)``, ``Path(P).open()``).
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr == "open" and not node.args:
        inner = node.func.value
        return _opened_path(inner, env) if isinstance(inner, ast.Call) else None
    return _opened_path(node, env)


_LIST_GROWERS = frozenset({"insert", "append", "extend"})


def _grown(env: dict[str, str], call: ast.Call) -> int:
    """Apply ``L.insert``, ``L.append`` or ``L.extend`` of static strings to a list bound in
    ``env`` (its items rebound); the characters added (0 when it is not such a list or call)."""
    name = call.func.value.id  # type: ignore[attr-defined]
    items = _listed_name([call.func.value], env)  # type: ignore[attr-defined]
    method = call.func.attr  # type: ignore[attr-defined]
    if items is None:
        return 0
    if method == "insert" and len(call.args) == 2:
        index, value = _item_key(call.args[0], env), static_string(call.args[1], env)
        if index is None or value is None or not index.lstrip("-").isdigit():
            return 0
        items.insert(int(index), value)
    elif method in ("append", "extend") and len(call.args) == 1:
        more = (
            static_items(call.args[0], env)
            if method == "extend"
            else _static_strings(call.args, env)
        )
        if more is None:
            return 0
        items += more
    else:
        return 0
    for stale in [k for k in env if k.startswith(f"{name}[")]:  # L[-1] of the old length
        del env[stale]
    added = _bind_items(env, name, ast.List(elts=[ast.Constant(v) for v in items]))
    return added or 0


def _bind_items(env: dict[str, str], name: str, node: ast.AST) -> int | None:
    """Bind the items of a list, tuple or dict literal of static strings to ``name`` in ``env``
    (``P[0]`` and ``P[-2]`` for a list of two, ``D['k']`` for a dict; ``P[]`` holds a list's
    length when every item is static, so that ``''.join(P)`` folds): the characters bound, or
    None when ``node`` is none of these or its items pass :data:`FOLD_CAP` together."""
    if isinstance(node, (ast.List, ast.Tuple)):
        if all(isinstance(e, _NUMBERS) or _is_number(e) for e in node.elts):
            return None  # probe data (thousands of numbers, rows of them): no string to bind
        folded = [static_string(e, env) for e in node.elts]
        count = len(folded)
        pairs = [(str(i), v) for i, v in enumerate(folded)]
        pairs += [(str(i - count), v) for i, v in enumerate(folded)]
    elif isinstance(node, ast.Dict):
        pairs = []
        for k, v in zip(node.keys, node.values, strict=True):
            key = _item_key(k, env) if k is not None else None
            if key is not None:
                pairs.append((key, static_string(v, env)))
    else:
        return None
    bound = [(key, value) for key, value in pairs if value is not None]
    total = sum(len(value) for _, value in bound)
    if total > 2 * FOLD_CAP:  # each item is bound twice (from the start and from the end)
        return None
    env.update((f"{name}[{key}]", value) for key, value in bound)
    if isinstance(node, (ast.List, ast.Tuple)) and len(bound) == len(pairs):
        env[f"{name}[]"] = str(len(node.elts))
    return total


_NUMBERS = (ast.List, ast.Tuple)
"""Rows of a table: a list of them holds no string a name could pick."""


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
FOLD_CAP = 1 << 20
"""The longest string folded from pieces (1 MiB; a path or a payload is far shorter): a trial's
``P = P + P`` sixty times over, or ``X=$X$X`` in its shell, would otherwise have the classifier
build a string of 2**60 characters.  A longer result is not folded (None, the text as written)."""
FOLD_BUDGET = 8 * FOLD_CAP
"""The most characters a piece of code's names hold together (:func:`_string_names`): ten
thousand names each bound to a fold just under :data:`FOLD_CAP` would otherwise hold 10 GiB."""


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
    if isinstance(node, ast.Attribute) and dotted(node) in _SEPARATORS:
        return "/"
    if isinstance(node, ast.Subscript) and dotted(node.value) in ("os.environ", "environ"):
        key = static_string(node.slice, env)
        return env.get(f"${key}") if key is not None else None
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):  # s[::-1]
        text, cut = static_string(node.value, env), _static_slice(node.slice)
        return text[cut] if text is not None and cut is not None else None
    if isinstance(node, ast.Subscript):  # P[0], D['k'], ['a', 'b'][1]
        return _item_of(node, env)
    if isinstance(node, ast.Call):
        return _static_call(node, env)
    return None


def _spread(arg: ast.expr) -> list[ast.expr]:
    # A call's argument as the arguments it makes: ``*[a, b]`` is ``a, b``.
    if isinstance(arg, ast.Starred) and isinstance(arg.value, ast.List | ast.Tuple):
        return list(arg.value.elts)
    return [arg]


def _static_call(node: ast.Call, env: dict[str, str]) -> str | None:
    """The string a call evaluates to when that needs no running (see :func:`static_string`):
    ``os.getenv``/``os.environ.get`` of the shell's variables, ``sep.join([...])``,
    ``os.path.join(…)`` and ``Path(…)`` of static strings; else None."""
    if any(isinstance(a, ast.Starred) for a in node.args):  # str.join(*["", [...]])
        spread = [e for a in node.args for e in _spread(a)]
        if not any(isinstance(a, ast.Starred) for a in spread):  # else read as written
            node = ast.Call(node.func, spread, node.keywords)
    name = dotted(node.func)
    if name in _ENVIRON_GETS and node.args:
        key = static_string(node.args[0], env)
        default = static_string(node.args[1], env) if len(node.args) > 1 else None
        return env.get(f"${key}", default) if key is not None else None
    method = node.func.attr if isinstance(node.func, ast.Attribute) else ""
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
    if name in ("bytes", "bytearray", "chr") and len(node.args) == 1:
        codes = _static_ints(node.args[0]) if name != "chr" else _static_ints(node.args)
        if codes is not None and (name == "chr" or max(codes, default=0) < 256):  # bytes([300])
            # raises in Python, and makes no string; bytes([112, 114, …]), chr(105) do
            return (
                "".join(map(chr, codes))
                if name == "chr"
                else bytes(codes).decode("utf-8", "replace")
            )
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
    if name in ("os.path.join", "posixpath.join", "path.join"):
        import posixpath

        return posixpath.join(*args)
    if name.rsplit(".", 1)[-1] in ("Path", "PurePath", "PosixPath") and len(args) >= 1:
        import posixpath

        return posixpath.join(*args)
    return None


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
    # :func:`command_output` tells, with the files the trial wrote.
    import shlex

    text = static_string(command, env)
    if text is None:
        words = static_items(command, env) if isinstance(command, ast.List | ast.Tuple) else None
        text = shlex.join(words) if words else None
    written = {k[1:]: v for k, v in env.items() if k.startswith(WRITTEN_KEY)}
    return command_output(text, written) if text else None


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


def _static_ints(node: ast.AST | list[ast.expr], depth: int = 0) -> list[int] | None:
    """The character codes a list or tuple of integer literals (or one literal, in a list of
    arguments) holds, or a comprehension computes from one (:func:`_computed_ints`), each a code
    point; None otherwise or past :data:`FOLD_CAP` of them."""
    if isinstance(node, (ast.GeneratorExp, ast.ListComp)):
        return _computed_ints(node, depth)
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        if dotted(node.func) in ("bytes", "bytearray", "list", "tuple") and depth < COMPUTED_DEPTH:
            return _static_ints(node.args[0], depth + 1)  # bytes([...]) iterated: the same codes
        return None
    if (  # map(lambda x: x ^ 7, [...]): the lambda's body over each code
        isinstance(node, ast.Call)
        and dotted(node.func) == "map"
        and len(node.args) == 2
        and isinstance(node.args[0], ast.Lambda)
        and len(node.args[0].args.args) == 1
    ):
        fn = node.args[0]
        loop = ast.comprehension(ast.Name(fn.args.args[0].arg), node.args[1], [], 0)
        return _computed_ints(ast.GeneratorExp(fn.body, [loop]), depth)
    elts = node if isinstance(node, list) else getattr(node, "elts", None)
    if elts is None or len(elts) > FOLD_CAP:
        return None
    codes = [e.value for e in elts if isinstance(e, ast.Constant) and type(e.value) is int]
    if len(codes) != len(elts) or not all(0 <= c < 0x110000 for c in codes):
        return None
    return codes


COMPUTED_MOST = 1 << 18
"""The most nodes a comprehension's fold evaluates: its codes times the nodes of its element
(64 Ki codes of ``x ^ 7``, 8 Ki of a 32-node expression)."""
COMPUTED_DEPTH = 3
"""The most levels of comprehensions (or ``bytes(…)``, ``list(…)``) folded one over another."""
_EXPRESSION_MOST = 32
"""The most nodes of a comprehension's element that is evaluated code by code."""


def _expression_size(node: ast.AST, most: int) -> int:
    # The nodes of ``node``, counted without recursion up to ``most + 1`` (a longer chain of
    # ``x + 0 + 0 …`` is not folded, and never walked whole).
    count, stack = 0, [node]
    while stack and count <= most:
        item = stack.pop()
        count += 1
        stack.extend(ast.iter_child_nodes(item))
    return count


_INT_OPS: dict[type, Callable[[int, int], int]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.BitXor: operator.xor,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.Mod: operator.mod,
    ast.FloorDiv: operator.floordiv,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.Pow: operator.pow,
}
_INT_UNARY: dict[type, Callable[[int], int]] = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Invert: operator.invert,
}
_INT_MOST = 1 << 32


def _computed_ints(node: ast.GeneratorExp | ast.ListComp, depth: int = 0) -> list[int] | None:
    """The codes ``x ^ 7 for x in [...] if x > 1`` (or over ``b"…"``) computes: one loop, its
    element and conditions integer arithmetic of the loop name and literals (:func:`_int_value`,
    :func:`_int_test`); None otherwise, past :data:`COMPUTED_MOST` nodes evaluated at one level,
    past :data:`COMPUTED_DEPTH` levels of comprehensions over comprehensions, or when a result is
    no code point."""
    if len(node.generators) != 1:
        return None
    loop = node.generators[0]
    if loop.is_async or not isinstance(loop.target, ast.Name):
        return None
    over = loop.iter
    if isinstance(over, ast.Constant) and isinstance(over.value, bytes):
        codes: list[int] | None = list(over.value[: COMPUTED_MOST + 1])
    else:
        codes = _static_ints(over, depth + 1) if depth < COMPUTED_DEPTH else None
    size = sum(_expression_size(e, _EXPRESSION_MOST) for e in [node.elt, *loop.ifs])
    if codes is None or size > _EXPRESSION_MOST or len(codes) * size > COMPUTED_MOST:
        return None
    out = []
    for code in codes:
        kept = [_int_test(test, loop.target.id, code) for test in loop.ifs]
        if None in kept:
            return None  # a condition that is no integer test: what it keeps is not known
        if not all(kept):
            continue
        value = _int_value(node.elt, loop.target.id, code)
        if value is None or not 0 <= value < 0x110000:
            return None
        out.append(value)
    return out


_INT_TESTS: dict[type, Callable[[int, int], bool]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}


def _int_test(node: ast.AST, name: str, value: int) -> bool | None:
    """A comprehension's condition on one code: integer arithmetic (:func:`_int_value`) tested
    for truth or compared with one operator; None for anything else."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _INT_TESTS:
        left = _int_value(node.left, name, value)
        right = _int_value(node.comparators[0], name, value)
        if left is None or right is None:
            return None
        return _INT_TESTS[type(node.ops[0])](left, right)
    number = _int_value(node, name, value)
    return None if number is None else bool(number)


def _int_value(node: ast.AST, name: str, value: int) -> int | None:
    """Integer arithmetic of ``name`` (at ``value``) and integer literals (``+ - * ^ & | % //``,
    shifts and powers up to 32, unary ``-``, ``+``, ``~``), each result within 2**32; None for
    anything else."""
    if isinstance(node, ast.Name):
        return value if node.id == name else None
    if isinstance(node, ast.Constant):
        number = node.value
        return number if type(number) is int and abs(number) <= _INT_MOST else None
    if isinstance(node, ast.UnaryOp) and type(node.op) in _INT_UNARY:
        inner = _int_value(node.operand, name, value)
        return _INT_UNARY[type(node.op)](inner) if inner is not None else None
    if isinstance(node, ast.BinOp) and type(node.op) in _INT_OPS:
        left, right = _int_value(node.left, name, value), _int_value(node.right, name, value)
        if left is None or right is None:
            return None
        if right == 0 and isinstance(node.op, (ast.Mod, ast.FloorDiv)):
            return None
        if isinstance(node.op, (ast.LShift, ast.RShift, ast.Pow)) and not 0 <= right <= 32:
            return None  # 2 ** 10**9 or 1 << 10**9 would be built before any bound is checked
        result = _INT_OPS[type(node.op)](left, right)
        return result if abs(result) <= _INT_MOST else None
    return None


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


def dotted(node: ast.AST) -> str:
    """``a.b.c`` for an attribute chain on a name, else ``""``."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


@dataclass
class ModuleUse:
    """How one piece of Python reaches a module: names bound to it, names imported from it."""

    modules: set[str] = field(default_factory=set)
    """Local names bound to the module itself (``import m as M`` gives ``M``)."""
    names: dict[str, str] = field(default_factory=dict)
    """Local name -> the module's attribute (``from m import f as g`` gives ``{"g": "f"}``)."""
    star: bool = False

    def __bool__(self) -> bool:
        return bool(self.modules or self.names or self.star)


def module_use(tree: ast.Module, module: str) -> ModuleUse:
    """The aliases under which ``tree`` imports ``module`` (``import``, ``from … import``,
    ``importlib.import_module("module")``, ``__import__("module")``)."""
    use = ModuleUse()
    for node in of_type(tree, ast.Import):
        for alias in node.names:
            if alias.name == module:
                use.modules.add(alias.asname or module)
    for found in of_type(tree, ast.ImportFrom):
        if found.module != module:
            continue
        for alias in found.names:
            if alias.name == "*":
                use.star = True
            else:
                use.names[alias.asname or alias.name] = alias.name
    env: dict[str, str] | None = None
    for assign in of_type(tree, ast.Assign):
        if (
            isinstance(assign.value, ast.Call)
            and dotted(assign.value.func) in _IMPORTERS
            and assign.value.args
        ):
            env = _string_names(tree) if env is None else env  # N = "refor" + "acle"; N[1]
            if static_string(assign.value.args[0], env) == module:  # "ref" + "oracle" too
                use.modules |= {t.id for t in assign.targets if isinstance(t, ast.Name)}
    return use


_IMPORTERS = frozenset({"importlib.import_module", "import_module", "__import__"})


@dataclass
class Call:
    """A call of a module's function: its name (``*`` when chosen at run time) and the node."""

    function: str
    node: ast.Call


def module_calls(tree: ast.Module, use: ModuleUse) -> list[Call]:
    """Calls of the module's functions: ``M.f(...)``, ``f(...)`` after ``from m import f``,
    ``getattr(M, "f")(...)`` (``*`` when the name is not a literal)."""
    calls = []
    found = of_type(tree, ast.Call)
    for node in found:
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            if func.value.id in use.modules:
                calls.append(Call(func.attr, node))
        elif isinstance(func, ast.Name) and func.id in use.names:
            calls.append(Call(use.names[func.id], node))
        elif (
            isinstance(func, ast.Call)
            and isinstance(func.func, ast.Name)
            and func.func.id == "getattr"
            and len(func.args) >= 2
            and isinstance(func.args[0], ast.Name)
            and func.args[0].id in use.modules
        ):
            name = func.args[1]
            chosen = name.value if isinstance(name, ast.Constant) else None
            calls.append(Call(chosen if isinstance(chosen, str) else "*", node))
    if use.star:
        calls += [Call(n.func.id, n) for n in found if isinstance(n.func, ast.Name)]
    return calls


_BINDERS = frozenset({ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.comprehension})
"""What binds a name to a value (:func:`bindings`)."""


def bindings(tree: ast.Module) -> dict[str, list[ast.expr]]:
    """Name -> every expression assigned to it (``=``, ``for`` targets, comprehension targets)."""
    out: dict[str, list[ast.expr]] = {}
    for node in of_types(tree, _BINDERS):
        if isinstance(node, ast.Assign):
            pairs = [(t, node.value) for t in node.targets]
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
            pairs = [(node.target, node.value)]
        elif isinstance(node, (ast.For, ast.comprehension)):
            pairs = [(node.target, node.iter)]
        else:
            continue
        for target, value in pairs:
            for name in names_in(target):
                out.setdefault(name.id, []).append(value)
    return out


def input_sources(
    source: Source, node: ast.Call, names: dict[str, list[ast.expr]], depth: int = 3
) -> list[str]:
    """The source text of a call's arguments, followed through the variables they name (up to
    ``depth`` assignments back): what was actually sent."""
    out: list[str] = []
    seen: set[str] = set()
    frontier: list[ast.expr] = [*node.args, *(k.value for k in node.keywords)]
    for _ in range(depth + 1):
        following: list[ast.expr] = []
        for expr in frontier:
            segment = source.segment(expr)
            if segment:
                out.append(segment)
            for name in names_in(expr):
                if name.id not in seen:
                    seen.add(name.id)
                    following += names.get(name.id, [])
        frontier = following
        if not frontier:
            break
    return out
