"""Shell read with a real grammar (tree-sitter-bash), as bash reads it: every simple command a
script runs, its words expanded with the session's state, its redirections, and the commands it
runs through functions, aliases, ``eval``, ``sh -c``, sourced files, ``make`` recipes and git
hooks.  Generic machinery: nothing here knows a task.

The state (:class:`ShellState`) lives as long as the agent's shell does: a variable, a function
or an alias set in one step of a persistent shell (terminus-2's tmux, Claude Code's Bash) is
known to the steps after it, and a file written by one step is the script a later step runs.

What cannot be read is said, never guessed: a word whose value is computed at run time by code
the grammar cannot resolve is :data:`UNKNOWN` inside, and a command that *runs* such a value (its
name, ``eval``, ``sh -c``, a script piped into an interpreter) carries ``unreadable``.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field
from functools import cache

UNKNOWN = "\ufffc"
"""Stands in a word for a part whose value only running the code would give."""

DECODED = "\ufffb"
"""Stands in a word for text a decoder computed at run time (``base64 -d``, ``xxd -r``, ``rev``,
``tr``, a decompressor): code made of it cannot be read without running it."""

DECODERS = frozenset(
    {
        "base64", "base32", "basenc", "xxd", "openssl", "uudecode", "rev", "tr", "gunzip",
        "zcat", "gzip", "bzip2", "bunzip2", "bzcat", "xz", "unxz", "xzcat", "zstd", "unzstd",
        "zstdcat", "lz4", "lz4cat", "brotli", "iconv", "recode",
    }
)  # fmt: skip
"""Programs whose output is text computed from their input: what they print is :data:`DECODED`."""


def known(text: str) -> bool:
    """Whether ``text`` holds no part only running the code would give."""
    return UNKNOWN not in text and DECODED not in text


DEPTH = 4
"""How many functions, ``eval``s, ``sh -c``s and sourced scripts deep a command is followed."""

LONGEST = 4096
"""The longest value a variable is given: past it, its value is :data:`UNKNOWN` (``X=$X$X``
sixty times would otherwise build 2**60 characters)."""

FOR_VALUES = 8
"""How many values of a ``for`` loop's list its body is read with."""

SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "ash", "busybox"})
_WRAPPERS = frozenset(
    {"sudo", "env", "nice", "nohup", "time", "command", "builtin", "stdbuf", "timeout", "exec"}
)
"""Programs that run the rest of their words as a command."""
_WRAPPER_VALUED = {"timeout": 1, "nice": 0, "stdbuf": 0}


@cache
def _parser():
    import tree_sitter
    import tree_sitter_bash

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_bash.language()))


@dataclass
class ShellState:
    """What a shell remembers between commands: variables, functions, aliases, and the files the
    session wrote (basename -> text), so a script written earlier is read when it runs."""

    variables: dict[str, str] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)


@dataclass
class Command:
    """One simple command as it runs: its words (expanded), its redirections, where its input
    comes from, and why it cannot be read (None when it can)."""

    words: list[str]
    text: str
    """The command as written (what evidence quotes)."""
    redirects: list[tuple[str, str]] = field(default_factory=list)
    """(operator, target) pairs: ``("<", "f")``, ``(">", "out")``, ``("3<", "f")``,
    ``("<<<", text)``, ``("<<", heredoc body)``."""
    piped_from: list[Command] = field(default_factory=list)
    """The stages before it in its pipeline (their output is its input)."""
    computed: list[str] = field(default_factory=list)
    """The words of the commands whose output its words hold (``$(ls x*)`` gives ``x*``)."""
    unreadable: str | None = None

    @property
    def name(self) -> str:
        """The program, by its file's name (``/usr/bin/strings`` is ``strings``)."""
        return self.words[0].rsplit("/", 1)[-1] if self.words else ""


def read_shell(script: str, state: ShellState | None = None, depth: int = DEPTH) -> list[Command]:
    """Every simple command ``script`` runs, in order, read with ``state`` (updated)."""
    state = ShellState() if state is None else state
    data = script.encode("utf-8", "surrogateescape")
    tree = _parser().parse(data)
    reader = _Reader(data, state, depth)
    reader.visit(tree.root_node)
    return reader.out


_LOCATED = "__located__"
"""What ``$(python3 -c 'print(M.__file__)')`` stands for: M's file (see :func:`located_file`)."""


def located_file(module: str) -> str:
    """The word a command that prints ``module``'s file expands to."""
    return f"{module}.cpython{_LOCATED}.so"


class _Reader:
    """One script's walk: its commands into ``out``, the state updated as bash would."""

    def __init__(self, data: bytes, state: ShellState, depth: int) -> None:
        self.data, self.state, self.depth = data, state, depth
        self.out: list[Command] = []

    def text(self, node) -> str:
        return self.data[node.start_byte : node.end_byte].decode("utf-8", "surrogateescape")

    def visit(self, node, redirects=(), piped: list[Command] | None = None) -> list[Command]:
        """Read ``node``; returns the simple commands it ran (for a pipeline's next stage)."""
        kind = node.type
        if kind == "command":
            return self.command(node, list(redirects), piped or [])
        if kind == "redirected_statement":
            return self.redirected(node, list(redirects), piped)
        if kind == "pipeline":
            return self.pipeline(node)
        if kind == "variable_assignment":
            self.assign(node)
            return []
        if kind == "declaration_command":
            for child in node.named_children:
                if child.type == "variable_assignment":
                    self.assign(child)
            return []
        if kind == "function_definition":
            name = node.child_by_field_name("name")
            body = node.child_by_field_name("body")
            if name is not None and body is not None:
                self.state.functions[self.text(name)] = self.text(body)
            return []
        if kind == "for_statement":
            return self.for_loop(node)
        if kind == "while_statement":
            self.bind_read(node, list(redirects), piped or [])
        ran: list[Command] = []
        for child in node.named_children:
            if child.type not in ("comment", "heredoc_body"):
                ran += self.visit(child, redirects if kind == "while_statement" else (), piped)
        return ran

    def pipeline(self, node) -> list[Command]:
        before: list[Command] = []
        for child in node.named_children:
            stage = self.visit(child, (), list(before))
            before += stage
        return before

    def redirected(self, node, redirects: list, piped) -> list[Command]:
        body = node.child_by_field_name("body")
        for child in node.named_children:
            if body is None or child != body:
                redirects.append(self.redirect(child))
        return [] if body is None else self.visit(body, redirects, piped)

    def redirect(self, node) -> tuple[str, str]:
        if node.type == "heredoc_redirect":
            body = next((c for c in node.named_children if c.type == "heredoc_body"), None)
            return "<<", self.text(body) if body is not None else ""
        fd = next((c for c in node.children if c.type == "file_descriptor"), None)
        op = next((c for c in node.children if not c.is_named), None)
        dest = node.child_by_field_name("destination") or (
            node.named_children[-1] if node.named_children else None
        )
        value = self.value(dest) if dest is not None and dest != fd else ""
        return (self.text(fd) if fd is not None else "") + (op.type if op else ""), value

    def assign(self, node) -> None:
        name = node.child_by_field_name("name")
        value = node.child_by_field_name("value")
        if name is not None:
            text = self.value(value) if value is not None else ""
            self.state.variables[self.text(name)] = text if len(text) <= LONGEST else UNKNOWN

    def for_loop(self, node) -> list[Command]:
        variable = node.child_by_field_name("variable")
        body = node.child_by_field_name("body")
        values = [self.value(v) for v in node.children_by_field_name("value")]
        ran: list[Command] = []
        for value in (values or [UNKNOWN])[:FOR_VALUES]:
            if variable is not None:
                self.state.variables[self.text(variable)] = value
            if body is not None:
                ran += self.visit(body)
        return ran

    def bind_read(self, loop, redirects: list, piped: list[Command]) -> None:
        # ``… | while read f; do …; done`` or ``done < <(ls …)``: f holds what came in.
        condition = loop.child_by_field_name("condition")
        words = self.text(condition).split() if condition is not None else []
        if "read" not in words:
            return
        fed = [_printed(piped, self.state)] if piped else []
        fed += [t for op, t in redirects if op.endswith("<")]
        for name in [w for w in words[words.index("read") + 1 :] if not w.startswith("-")][:1]:
            self.state.variables[name] = fed[0] if fed else UNKNOWN

    def command(self, node, redirects: list, piped: list[Command]) -> list[Command]:
        saved: dict[str, str | None] = {}
        words: list[str] = []
        computed: list[str] = []
        for child in node.named_children:
            if child.type == "variable_assignment":  # D=… prog: for the command only
                name = child.child_by_field_name("name")
                if name is not None:
                    saved.setdefault(self.text(name), self.state.variables.get(self.text(name)))
                self.assign(child)
            elif child.type in ("file_redirect", "heredoc_redirect", "herestring_redirect"):
                redirects.append(self.redirect(child))
            else:
                before = len(self.out)
                words += self.words(child)
                computed += [w for c in self.out[before:] for w in c.words[1:]]
        cmd = Command(words, self.text(node), redirects, piped, computed)
        ran = self.run(cmd) if words else []
        for name, old in saved.items():
            if old is None:
                self.state.variables.pop(name, None)
            else:
                self.state.variables[name] = old
        return ran

    def words(self, node) -> list[str]:
        """A word's expansion: several words for ``"$@"``-like lists, one otherwise."""
        if node.type == "command_name" and node.named_children:
            node = node.named_children[0]
        return [self.value(node)]

    def value(self, node) -> str:
        """What bash expands ``node`` to (:data:`UNKNOWN` for what it cannot know)."""
        kind = node.type
        if kind in ("word", "number"):
            return _unescaped(self.text(node))
        if kind == "raw_string":
            return self.text(node)[1:-1]
        if kind == "ansi_c_string":
            return _ansi_c(self.text(node)[2:-1])
        if kind in ("string", "concatenation", "translated_string"):
            return self.joined(node)
        if kind == "simple_expansion":
            return self.variable(self.text(node)[1:])
        if kind == "expansion":
            return self.expansion(node)
        if kind in ("command_substitution", "process_substitution"):
            return self.substitution(node)
        if kind == "string_content":
            return self.text(node).replace('\\"', '"').replace("\\$", "$")
        return UNKNOWN if kind == "arithmetic_expansion" else self.text(node)

    def joined(self, node) -> str:
        parts, at = [], node.start_byte
        for child in node.named_children:
            gap = self.data[at : child.start_byte].decode("utf-8", "surrogateescape")
            parts.append(gap.strip('"') if node.type != "concatenation" else gap)
            parts.append(self.value(child))
            at = child.end_byte
            if sum(map(len, parts)) > LONGEST:
                return UNKNOWN
        tail = self.data[at : node.end_byte].decode("utf-8", "surrogateescape")
        parts.append(tail.strip('"') if node.type != "concatenation" else tail)
        if node.type == "string" and not node.named_children:
            return self.text(node)[1:-1]
        return "".join(parts)

    def variable(self, name: str) -> str:
        name = name.strip("{}")
        if name in self.state.variables:
            return self.state.variables[name]
        if name in ("HOME",):
            return "~"
        return UNKNOWN

    def expansion(self, node) -> str:
        inner = self.text(node)[2:-1]
        for op in (":-", ":=", "-", "="):
            if op in inner:
                name, default = inner.split(op, 1)
                if name.isidentifier():
                    known = self.state.variables.get(name)
                    return known if known else _unescaped(default.strip("'\""))
        if inner.isidentifier() or inner.isdigit() or inner in ("@", "*"):
            return self.variable(inner)
        return UNKNOWN

    def substitution(self, node) -> str:
        before = len(self.out)
        for child in node.named_children:
            self.visit(child)
        ran = self.out[before:]
        printed = _printed(ran, self.state) if ran else ""
        if node.type == "process_substitution" and not known(printed):
            return "/dev/fd/63"  # ``strings <(cat f)``: what it names is a pipe
        return printed

    def run(self, cmd: Command) -> list[Command]:
        """Record ``cmd`` and follow what it runs in turn; returns the commands run."""
        words = cmd.words
        if words[0] in self.state.aliases and self.depth > 0:
            return self.nested(f"{self.state.aliases[words[0]]} {_joined(words[1:])}", cmd)
        if DECODED in words[0]:
            cmd.unreadable = "a command whose name is decoded at run time"
        reads_stdin = not [a for a in words[1:] if a not in ("-", "-u", "-q", "-s")]
        if cmd.name.startswith(("python", "perl", "ruby", "node")) and reads_stdin:
            if cmd.piped_from and DECODED in _printed(cmd.piped_from, self.state):
                cmd.unreadable = "code decoded at run time, then run"  # … | base64 -d | python3
        for flag in ("-c", "-e", "-E"):  # python3 -c "$(… | base64 -d)": decoded code, run
            if flag in words[1:-1] and DECODED in words[words.index(flag) + 1]:
                cmd.unreadable = "code decoded at run time, then run"
        self.out.append(cmd)
        self.track_writes(cmd)
        name, args = cmd.name, words[1:]
        if name == "xargs":  # xargs -a f, xargs < f: the names come from a file written earlier
            fed = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-a", "--arg-file")]
            fed += [t for op, t in cmd.redirects if op == "<"]
            cmd.computed += [w for f in fed for w in self.state.files.get(_base(f), "").split()]
        if name == "alias":
            for arg in args:
                if "=" in arg:
                    alias, value = arg.split("=", 1)
                    self.state.aliases[alias] = value
        elif name in self.state.functions and self.depth > 0:
            saved = {k: self.state.variables.get(k) for k in map(str, range(1, 10))}
            self.state.variables.update({str(i): a for i, a in enumerate(args, start=1)})
            ran = self.nested(self.state.functions[name], cmd)
            for key, old in saved.items():
                if old is None:
                    self.state.variables.pop(key, None)
                else:
                    self.state.variables[key] = old
            return [cmd, *ran]
        elif name in _WRAPPERS and args:
            inner = _unwrapped(name, args)
            if inner:
                return [cmd, *self.run(Command(inner, cmd.text, cmd.redirects, cmd.piped_from))]
        else:
            script = self.script_of(cmd)
            if script is not None:
                return [cmd, *self.nested(script, cmd)]
        return [cmd]

    def nested(self, script: str, cmd: Command) -> list[Command]:
        if not known(script):
            if DECODED in script:  # unknown alone (an unset variable) is no flag: only decoded code
                cmd.unreadable = cmd.unreadable or "code decoded at run time, then run"
            if cmd not in self.out:
                self.out.append(cmd)
            return []
        inner = _Reader(script.encode("utf-8", "surrogateescape"), self.state, self.depth - 1)
        inner.visit(_parser().parse(inner.data).root_node)
        self.out += inner.out
        return inner.out

    def script_of(self, cmd: Command) -> str | None:
        """The script ``cmd`` runs: ``eval``'s words, ``sh -c``'s string, a sourced or run file
        the session wrote, a heredoc or a pipe into a shell, ``make``'s recipes, git's hooks."""
        name, args = cmd.name, cmd.words[1:]
        files = self.state.files
        if name == "eval":
            return _joined(args, quote=False)
        if name in SHELLS or name in ("source", "."):
            plain = [a for a in args if not a.startswith("-")]
            if "-c" in args:
                i = args.index("-c")
                return args[i + 1] if i + 1 < len(args) else None
            if plain:
                return files.get(_base(plain[0]))
            heredoc = [t for op, t in cmd.redirects if op in ("<<", "<<<")]
            if heredoc:
                return heredoc[0]
            fed = [t for op, t in cmd.redirects if op == "<"]
            if fed:
                return files.get(_base(fed[0]), UNKNOWN)
            if cmd.piped_from:
                return _printed(cmd.piped_from, self.state)
            return None
        if cmd.words[0].startswith("./") or name.endswith(".sh"):
            return files.get(name)
        if name == "make":
            makefile = files.get("Makefile") or files.get("makefile") or files.get("GNUmakefile")
            if makefile:
                return "\n".join(
                    line[1:].lstrip("@-") for line in makefile.splitlines() if line[:1] == "\t"
                )
        if name == "git" and args[:1] in (["commit"], ["merge"], ["push"], ["checkout"]):
            hooks = [v for k, v in files.items() if k.startswith("pre-") or k.startswith("post-")]
            return "\n".join(hooks) or None
        return None

    def track_writes(self, cmd: Command) -> None:
        # What ``echo … > f``, ``printf … > f``, ``cat > f <<EOF`` and ``tee f`` leave in f.
        printed = _printed([cmd], self.state) if cmd.name != "tee" else None
        heredoc = next((t for op, t in cmd.redirects if op in ("<<", "<<<")), None)
        text = heredoc if heredoc is not None and cmd.name in ("cat", "tee") else printed
        targets = [t for op, t in cmd.redirects if op.lstrip("&1") in (">", ">>", ">|")]
        if cmd.name == "tee":
            targets += [a for a in cmd.words[1:] if not a.startswith("-")]
            if text is None and cmd.piped_from:
                text = _printed(cmd.piped_from, self.state)
        for target in targets:
            if text is not None and known(target):
                self.state.files[_base(target)] = text


def _printed(commands: list[Command], state: ShellState) -> str:
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


_NAME_FILTERS = frozenset({"head", "tail", "sort", "uniq", "sed", "awk", "cut", "tr", "tee"})
"""Filters whose output, given names, is names of the same files (a ``sed`` that prefixes the
folder, ``head -1``): what they pass on is what came in."""


def _stage_printed(cmd: Command, incoming: str, state: ShellState) -> str:
    name = cmd.name
    args = [a for a in cmd.words[1:] if not a.startswith("-")]
    if name in DECODERS:
        return DECODED
    if name in ("grep", "egrep", "fgrep"):
        return _narrowed(incoming, cmd.words[1:])
    if name in _NAME_FILTERS and len(args) <= 1 or (name == "cat" and not args):
        return incoming
    if name == "echo":
        return _joined(args, quote=False)
    if name == "printf" and args and "%" not in args[0].replace("%%", ""):
        return _ansi_c(args[0].replace("%%", "%"))
    if name == "cat":
        return "\n".join(state.files.get(_base(a), UNKNOWN) for a in args)
    if name in ("which", "command", "type"):
        return args[-1].rsplit("/", 1)[-1] if args else UNKNOWN
    if name in ("basename", "realpath", "readlink"):
        return args[-1] if args else UNKNOWN
    if name in ("ls", "find", "locate", "compgen"):
        return _listed(name, cmd.words[1:])
    if name.startswith("python"):
        return _python_located(cmd) or UNKNOWN
    return UNKNOWN


def _listed(name: str, args: list[str]) -> str:
    """The names a lister prints, as globs: ``ls DIR`` gives ``DIR/*``, ``find DIR -name P``
    gives ``DIR/P``, a glob or a file stays itself."""
    pattern = next(
        (args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-name", "-iname", "-path")), None
    )
    valued = {"-name", "-iname", "-path", "-type", "-maxdepth", "-mindepth", "-newer", "-size"}
    plain = [
        a
        for i, a in enumerate(args)
        if not a.startswith("-") and (i == 0 or args[i - 1] not in valued)
    ]
    if name == "find":
        return " ".join(f"{d.rstrip('/')}/{pattern or '*'}" for d in plain or ["."])
    out = []
    for word in plain or ["."]:
        globbed = any(c in word for c in "*?[") or "." in word.rsplit("/", 1)[-1]
        out.append(word if globbed and word != "." else f"{word.rstrip('/')}/*")
    return " ".join(out)


def _narrowed(incoming: str, args: list[str]) -> str:
    """Names that pass ``grep ARGS``: each listed folder's ``*`` narrowed to the pattern's glob
    (``ls | grep 'ref.*[.]so'`` gives ``./*ref*.so*``); what cannot be said stays unknown."""
    flags = {c for a in args if a.startswith("-") and not a.startswith("--") for c in a[1:]}
    patterns = [a for a in args if not a.startswith("-")]
    if not known(incoming) or "c" in flags or "l" in flags or not patterns:
        return UNKNOWN if "v" not in flags else incoming
    if "v" in flags:
        return incoming
    glob = _regex_glob(patterns[0].lower() if "i" in flags else patterns[0])
    if glob is None:
        return UNKNOWN
    out = []
    for word in incoming.split():
        folder, _, base = word.rpartition("/")
        narrowed = glob if base in ("*", "") else f"{base.rstrip('*')}{glob}"
        out.append(f"{folder}/{narrowed}" if folder else narrowed)
    return " ".join(out)


def _regex_glob(pattern: str) -> str | None:
    """A plain regular expression as the glob of the names it finds in (``^ref``, ``\\.so$``,
    ``ref.*[.]so``); None for one that is more than literals, ``.``, ``.*`` and anchors."""
    start, end = pattern.startswith("^"), pattern.endswith("$") and not pattern.endswith("\\$")
    core = pattern[1 if start else 0 : -1 if end else None]
    out, i = [], 0
    while i < len(core):
        pair = core[i : i + 2]
        if pair == ".*":
            out.append("*")
            i += 2
        elif core[i : i + 3] == "[.]" or pair == "\\.":
            out.append(".")
            i += 3 if core[i] == "[" else 2
        elif core[i] == ".":
            out.append("?")
            i += 1
        elif core[i] in "[]()|+?{}\\^$":
            return None
        else:
            out.append(core[i])
            i += 1
    return ("" if start else "*") + "".join(out) + ("" if end else "*")


def printed(commands: list[Command]) -> str:
    """What the last of ``commands`` prints (its pipeline's names), without the session's files."""
    return _printed(commands, ShellState())


def _python_located(cmd: Command) -> str | None:
    # ``python3 -c 'import m; print(m.__file__)'``: the command prints m's file.
    import re

    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    found = re.search(r"import\s+(\w+)", code)
    if found and re.search(r"__file__|\.origin\b|__spec__", code):
        return located_file(found.group(1))
    return None


def _unwrapped(name: str, args: list[str]) -> list[str]:
    # The command a wrapper runs: past its options, ``VAR=value`` pairs and counts.
    skip = _WRAPPER_VALUED.get(name, 0)
    rest = list(args)
    while rest and (rest[0].startswith("-") or ("=" in rest[0] and name == "env")):
        rest.pop(0)
    return rest[skip:]


def _base(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def _joined(words: list[str], quote: bool = True) -> str:
    import shlex

    return " ".join(shlex.quote(w) if quote else w for w in words)


def _unescaped(text: str) -> str:
    if "\\" not in text:
        return text
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _ansi_c(body: str) -> str:
    try:
        return codecs.decode(body.encode("latin-1", "backslashreplace"), "unicode_escape")
    except (UnicodeDecodeError, ValueError):
        return UNKNOWN
