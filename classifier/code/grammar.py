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
import re
from dataclasses import dataclass, field
from functools import cache

from syncvals_plugin.classifier.code.globs import (
    case_narrowed,
    grep_narrowed,
    listed,
    names_only,
    regex_glob,
)
from syncvals_plugin.classifier.code.markers import DECODED, UNKNOWN, known

DECODERS = frozenset(
    {
        "base64", "base32", "basenc", "xxd", "openssl", "uudecode", "rev", "tr", "gunzip",
        "zcat", "gzip", "bzip2", "bunzip2", "bzcat", "xz", "unxz", "xzcat", "zstd", "unzstd",
        "zstdcat", "lz4", "lz4cat", "brotli", "iconv", "recode",
    }
)  # fmt: skip
"""Programs whose output is text computed from their input: what they print is :data:`DECODED`."""


DEPTH = 4
"""How many functions, ``eval``s, ``sh -c``s and sourced scripts deep a command is followed."""

_SPECIAL = {"?": "0", "$": "1", "!": UNKNOWN, "-": "hB", "0": "bash", "_": ""}
"""bash's special parameters, as a fresh shell has them (``$?`` after a success); ``$!``, the
last background job's process, is known only to the running shell."""

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
    repl: list[str] | None = None
    """While an interactive Python runs in a persistent terminal (``python3`` typed alone): the
    imports typed into it so far, so that each later line is read as Python with its names."""


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
    assigned: dict[str, str] = field(default_factory=dict)
    """Variables given to this command alone (``D=/x python3 …``): its environment."""
    nested: bool = False
    """Whether it ran inside another command's word (``dirname $(python3 …)``): its output is
    that word, not its substitution's."""

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
    try:
        reader.visit(tree.root_node)
    except RecursionError:
        pass  # nesting deeper than Python's stack (hundreds of $( ): what was read so far
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
        if kind == "case_statement":
            return self.case(node)
        if kind == "if_statement":
            return self.if_statement(node)
        if kind == "list" and (anded := self.anded(node)) is not None:
            return anded
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
        if body is not None and body.type == "list" and body.named_children:
            # ``cd d && echo 1 > f``: the grammar hangs the redirection on the list; bash, on
            # its last command.
            *first, last = body.named_children
            ran = [c for child in first for c in self.visit(child, (), piped)]
            return ran + self.visit(last, redirects, piped)
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
        if name is not None and value is not None and value.type == "array":  # a=(x y)
            for i, item in enumerate(value.named_children[:64]):
                self.state.variables[f"{self.text(name)}[{i}]"] = self.value(item)
        elif name is not None:
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

    def case(self, node) -> list[Command]:
        """``case "$X" in P|Q) …;; esac``: each branch read with ``X`` narrowed to what its
        patterns let through, when ``X`` holds a folder's ``*`` (``/app/*`` in ``*.py)`` is
        ``/app/*.py``; in ``*.py|*.md)``, ``/app/{*.py,*.md}``); any other value is kept."""
        value = node.child_by_field_name("value")
        names = [self.text(n)[1:] for n in _walk_types(value, "simple_expansion")] if value else []
        variable = names[0].strip("{}") if len(names) == 1 else None
        held = self.state.variables.get(variable or "")
        ran: list[Command] = []
        for item in node.named_children:
            if item.type != "case_item":
                continue
            patterns = [self.text(p) for p in item.children_by_field_name("value")]
            narrowed = case_narrowed(held, patterns)
            if variable and narrowed is not None:
                self.state.variables[variable] = narrowed
            bodies = [c for c in item.named_children if c.type not in _CASE_PATTERNS]
            for child in bodies:
                ran += self.visit(child)
            if variable and held is not None:
                self.state.variables[variable] = held
        return ran

    def if_statement(self, node) -> list[Command]:
        """``if [[ $X == *.py ]]; then …`` (or ``=~ REGEX``): the branch read with ``X``
        narrowed as a case branch narrows it (:meth:`case`); ``elif`` and ``else`` with it kept."""
        condition = node.child_by_field_name("condition")
        variable, narrowed = self.tested(condition) if condition is not None else (None, None)
        held = self.state.variables.get(variable or "")
        ran: list[Command] = []
        for child in node.named_children:
            if child is condition or child.type in ("elif_clause", "else_clause"):
                if variable and held is not None:
                    self.state.variables[variable] = held
                ran += self.visit(child)
                continue
            if variable and narrowed is not None:
                self.state.variables[variable] = narrowed
            ran += self.visit(child)
        if variable and held is not None:
            self.state.variables[variable] = held
        return ran

    def tested(self, condition) -> tuple[str | None, str | None]:
        """(the variable a ``[[ $X == P ]]`` or ``[[ $X =~ R ]]`` tests, what it narrows a
        folder's ``*`` to), or Nones for any other condition."""
        tests = [n for n in _walk_types(condition, "binary_expression")] if condition else []
        if condition is None or condition.type != "test_command" or len(tests) != 1:
            return None, None
        test = tests[0]
        left, right = test.child_by_field_name("left"), test.child_by_field_name("right")
        operator = test.child_by_field_name("operator")
        if left is None or right is None or operator is None:
            return None, None
        trimmed = _TRIMMED.fullmatch(self.text(left).strip('"'))  # [ "${f##*.}" = py ]
        names = _walk_types(left, "simple_expansion")
        if trimmed is None and len(names) != 1:
            return None, None
        variable = trimmed.group(1) if trimmed else self.text(names[0])[1:].strip("{}")
        op, pattern = self.text(operator), self.text(right).strip("'\"")
        if op == "=~":
            pattern = regex_glob(pattern) or ""
        elif op not in ("==", "=", "!="):
            return None, None
        if trimmed and pattern:
            cut, part = trimmed.group(2), trimmed.group(3)
            if cut.startswith("#"):  # what was cut from the front, then the value
                pattern = pattern if part in ("*/", "*/*") else part + pattern
            else:
                pattern = pattern + part
        if op == "!=" and pattern:
            pattern = f"!({pattern})"
        return variable, case_narrowed(
            self.state.variables.get(variable), [pattern] if pattern else []
        )

    def anded(self, node) -> list[Command] | None:
        """``[[ TEST ]] && CMD``: ``CMD`` read with the variable the test narrows narrowed, as
        in an ``if`` (None for any other list)."""
        parts = node.children
        if len(parts) != 3 or parts[1].type != "&&" or parts[0].type != "test_command":
            return None
        variable, narrowed = self.tested(parts[0])
        if not variable or narrowed is None:
            return None
        held = self.state.variables.get(variable)
        self.state.variables[variable] = narrowed
        try:
            return self.visit(parts[0]) + self.visit(parts[2])
        finally:
            if held is not None:
                self.state.variables[variable] = held

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
                for inner in self.out[before:]:
                    inner.nested = True
                computed += [  # what a substitution's commands were given, where only running
                    w  # them would say what they print ($(dirname F) prints a known folder)
                    for c in self.out[before:]
                    if not known(_printed([c], self.state))
                    for w in c.words[1:]
                ]
        cmd = Command(words, self.text(node), redirects, piped, computed)
        cmd.assigned = {k: self.state.variables.get(k, "") for k in saved}
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
        if kind == "translated_string":  # $"…": the double-quoted string it holds
            return self.value(node.named_children[0]) if node.named_children else ""
        if kind in ("string", "concatenation"):
            return self.joined(node)
        if kind == "simple_expansion":
            return self.variable(self.text(node)[1:])
        if kind == "expansion":
            return self.expansion(node)
        if kind in ("command_substitution", "process_substitution"):
            return self.substitution(node)
        if kind == "string_content":  # inside double quotes: \", \$, \\, \` and a line joined
            return _in_quotes(self.text(node))
        return UNKNOWN if kind == "arithmetic_expansion" else self.text(node)

    def joined(self, node) -> str:
        # A python -c script in double quotes is a string of one child a line: the node's type
        # and children are read once, and the length kept as it grows, not summed per child.
        kind, children, data = node.type, node.named_children, self.data
        parts: list[str] = []
        at, size = node.start_byte, 0
        for child in children:
            start, end = child.start_byte, child.end_byte
            gap = data[at:start].decode("utf-8", "surrogateescape")
            if kind != "concatenation":
                gap = gap.strip('"')
            if child.type == "string_content":  # what :meth:`value` gives it, read here
                value = _in_quotes(data[start:end].decode("utf-8", "surrogateescape"))
            else:
                value = self.value(child)
            parts += (gap, value)
            size += len(gap) + len(value)
            at = end
            if size > LONGEST:
                return UNKNOWN
        tail = data[at : node.end_byte].decode("utf-8", "surrogateescape")
        parts.append(tail.strip('"') if kind != "concatenation" else tail)
        if kind == "string" and not children:
            return self.text(node)[1:-1]
        return "".join(parts)

    def variable(self, name: str) -> str:
        name = name.strip("{}")
        if name[:1].isdigit() and len(name) > 1:  # $1acle: the parameter $1, then "acle"
            return self.variable(name[0]) + name[1:]
        if name in self.state.variables:
            return self.state.variables[name]
        if name == "#":  # bash's own parameters: what bash gives them here
            return str(sum(1 for i in range(1, 10) if str(i) in self.state.variables))
        if name in _SPECIAL:
            return _SPECIAL[name]
        if name in ("@", "*"):
            return " ".join(
                self.state.variables[str(i)] for i in range(1, 10) if str(i) in self.state.variables
            )
        if name.isdigit():
            return ""  # an unset positional parameter is empty
        return "~" if name == "HOME" else UNKNOWN

    def expansion(self, node) -> str:
        inner = self.text(node)[2:-1]
        if inner.startswith("#") and inner[1:].isidentifier():  # ${#X}: its length
            value = self.variable(inner[1:])
            return str(len(value)) if known(value) else UNKNOWN
        operated = self.operated(inner)
        if operated is not None:
            return operated
        if inner.startswith("!") and inner[1:].isidentifier():  # ${!G}: the variable G names
            target = self.variable(inner[1:])
            return self.variable(target) if target.isidentifier() else UNKNOWN
        if "[" in inner and inner.endswith("]"):  # ${L[0]}, ${a[1]}, ${L[@]}: an array's item
            name, index = inner[:-1].split("[", 1)
            index = "0" if index in ("@", "*") else index
            return self.state.variables.get(f"{name}[{index}]", self.variable(name))
        for op in (":-", ":=", "-", "="):
            if op in inner:
                name, default = inner.split(op, 1)
                if name.isidentifier():
                    bound = self.state.variables.get(name)
                    return bound if bound else _unescaped(default.strip("'\""))
        if inner.isidentifier() or inner.isdigit() or inner in ("@", "*", "#") or inner in _SPECIAL:
            return self.variable(inner)
        return UNKNOWN

    def operated(self, inner: str) -> str | None:
        """``${X#p}``, ``${X%p}``, ``${X/a/b}``, ``${X:1:3}``, ``${X^^}``: bash's operators on a
        known value (None when ``inner`` is none of them)."""
        import fnmatch
        import re

        found = re.match(r"([A-Za-z_]\w*|\d)(##|#|%%|%|//|/|:|\^\^|,,)(.*)$", inner, re.S)
        if found is None:
            return None
        name, op, rest = found.groups()
        value = self.variable(name)
        if not known(value) or op == ":" and rest[:1] in "-=?+":
            return None if op == ":" and rest[:1] in "-=?+" else UNKNOWN
        if op in ("^^", ",,"):
            return value.upper() if op == "^^" else value.lower()
        if op == ":":
            start, _, length = rest.partition(":")
            try:
                begin = int(start or 0)
                return value[begin : begin + int(length)] if length else value[begin:]
            except ValueError:
                return UNKNOWN
        if op in ("/", "//"):
            old, _, new = rest.partition("/")
            return value.replace(old, new) if op == "//" else value.replace(old, new, 1)
        cuts = [value[i:] if op[0] == "#" else value[:i] for i in range(len(value) + 1)]
        kept = [
            c
            for i, c in enumerate(cuts)
            if fnmatch.fnmatchcase(value[:i] if op[0] == "#" else value[i:], rest)
        ]
        if not kept:
            return value
        return kept[-1] if op in ("##", "%") else kept[0]

    def substitution(self, node) -> str:
        first = node.named_children[0] if node.named_children else None
        if first is not None and first.type == "file_redirect":  # $(< file): the shell reads it
            dest = first.child_by_field_name("destination")
            if dest is None:
                return UNKNOWN
            target = self.value(dest)
            self.out.append(Command(["cat", target], self.text(node)))
            return self.state.files.get(_base(target), UNKNOWN)
        before = len(self.out)
        for child in node.named_children:
            self.visit(child)
        ran = self.out[before:]
        ends = [c for c in ran if not c.nested and not any(c in later.piped_from for later in ran)]
        printed = "\n".join(_printed([c], self.state) for c in ends) if ends else ""
        printed = printed.rstrip("\n")  # bash drops a substitution's trailing newlines
        if node.type == "process_substitution" and not known(printed):
            # ``strings <(cat f)``: what it names is a pipe, of decoded text when it is
            # (``bash <(base64 -d f)`` runs that text)
            return DECODED + "/dev/fd/63" if DECODED in printed else "/dev/fd/63"
        return printed

    def run(self, cmd: Command) -> list[Command]:
        """Record ``cmd`` and follow what it runs in turn; returns the commands run."""
        words = cmd.words
        if words[0] in self.state.aliases and self.depth > 0:
            return self.nested(f"{self.state.aliases[words[0]]} {_joined(words[1:])}", cmd)
        cmd.unreadable = _unreadable(cmd, self.state)
        self.out.append(cmd)
        self.track_writes(cmd)
        self.builtin(cmd)
        name, args = cmd.name, words[1:]
        if name in self.state.functions and self.depth > 0:
            return [cmd, *self.call(cmd)]
        if name in _WRAPPERS and args and args[0] not in ("-S", "--split-string"):
            inner = _unwrapped(name, args)
            if inner:
                wrapped = Command(inner, cmd.text, cmd.redirects, cmd.piped_from)
                wrapped.assigned = dict(cmd.assigned)
                if name == "env":  # env D=/x prog: prog's environment
                    pairs = [a.partition("=") for a in args if "=" in a[1:]]
                    wrapped.assigned.update({k: v for k, _, v in pairs})
                return [cmd, *self.run(wrapped)]
        if name == "find" and any(a in ("-exec", "-execdir") for a in args):
            return [cmd, *self.find_exec(cmd)]
        if name == "xargs" and self.depth > 0:
            return [cmd, *self.xargs(cmd)]
        script = self.script_of(cmd)
        if script is None:
            return [cmd]
        given = _shell_arguments(cmd) if name in SHELLS else None
        if given is None:
            return [cmd, *self.nested(script, cmd)]
        saved = {k: self.state.variables.get(k) for k in map(str, range(10))}
        self.state.variables.update({str(i): a for i, a in enumerate(given)})
        ran = self.nested(script, cmd)
        for key, old in saved.items():
            if old is None:
                self.state.variables.pop(key, None)
            else:
                self.state.variables[key] = old
        return [cmd, *ran]

    def call(self, cmd: Command) -> list[Command]:
        """A shell function run with the command's arguments as its ``$1``…"""
        saved = {k: self.state.variables.get(k) for k in map(str, range(1, 10))}
        self.state.variables.update({str(i): a for i, a in enumerate(cmd.words[1:], start=1)})
        ran = self.nested(self.state.functions[cmd.name], cmd)
        for key, old in saved.items():
            if old is None:
                self.state.variables.pop(key, None)
            else:
                self.state.variables[key] = old
        return ran

    def builtin(self, cmd: Command) -> None:
        """What bash's builtins set: ``alias``, ``read X <<<``, ``mapfile``/``readarray``,
        ``set --``, ``printf -v``; and the names ``xargs`` reads from a file written earlier."""
        name, args = cmd.name, cmd.words[1:]
        state = self.state
        given = _input_of(cmd, state)
        plain = [a for a in args if not a.startswith("-")]
        if name == "alias":
            state.aliases.update(a.split("=", 1) for a in args if "=" in a)  # type: ignore[misc]
        elif name in ("read", "mapfile", "readarray") and plain:
            first = given.split("\n", 1)[0] if known(given) else given
            state.variables[plain[-1]] = first
            state.variables[f"{plain[-1]}[0]"] = first
        elif name == "set" and "--" in args:
            rest = args[args.index("--") + 1 :]
            state.variables.update({str(i): a for i, a in enumerate(rest, start=1)})
        elif name == "printf" and args[:1] == ["-v"] and len(args) >= 3:
            state.variables[args[1]] = _formatted(args[2], args[3:])
        elif name == "xargs":
            fed = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-a", "--arg-file")]
            fed += [t for op, t in cmd.redirects if op == "<"]
            cmd.computed += [w for f in fed for w in state.files.get(_base(f), "").split()]

    def find_exec(self, cmd: Command) -> list[Command]:
        """The command ``find … -exec … {} \\;`` runs, given the pattern it looks for."""
        args = cmd.words[1:]
        looked = [  # ! -name P: every name but those, as !(P)
            f"!({args[i + 1]})" if i and args[i - 1] in ("!", "-not") else args[i + 1]
            for i, a in enumerate(args[:-1])
            if a in ("-name", "-iname", "-path")
        ]
        root = next((a for a in args if not a.startswith("-")), ".")
        # what it finds, as a glob of its depths (``/logs/*/reward.txt``)
        found = f"{root.rstrip('/')}/*/{looked[0]}" if looked else root
        start = next(i for i, a in enumerate(args) if a in ("-exec", "-execdir")) + 1
        end = next((j for j in range(start, len(args)) if args[j] in (";", "+")), len(args))
        inner = [a.replace("{}", found) for a in args[start:end]]
        return self.run(Command(inner, cmd.text, [], [], [])) if inner else []

    def xargs(self, cmd: Command) -> list[Command]:
        """The command ``xargs`` runs, given what comes in (``-0``, ``-d``, ``-I``, ``-a``)."""
        args = cmd.words[1:]
        fed = _input_of(cmd, self.state)
        for i, a in enumerate(args[:-1]):
            if a in ("-a", "--arg-file"):
                fed = self.state.files.get(_base(args[i + 1]), UNKNOWN)
        i, replace, sep = 0, None, None
        while i < len(args) and args[i].startswith("-"):
            flag = args[i]
            if flag in ("-0", "--null"):
                sep = "\0"
            elif flag == "-d" and i + 1 < len(args):
                sep = _ansi_c(args[i + 1])
            elif flag.startswith("-I"):
                replace = flag[2:] or (args[i + 1] if i + 1 < len(args) else "{}")
            i += 2 if flag in ("-I", "-n", "-L", "-P", "-d", "-a", "-s", "-E") else 1
        inner = args[i:] or ["echo"]
        if not known(fed):
            given = [fed]
        elif sep:
            given = [x for x in fed.split(sep) if x]
        else:  # xargs reads quotes and backslashes as the shell does
            given = _split(fed)
        if replace:
            words = [w.replace(replace, given[0] if given else "") for w in inner]
        else:
            words = [*inner, *given]
        return self.run(Command(words, cmd.text, [], [], []))

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
        if name == "script" and any(a.startswith("-") and "c" in a for a in args):
            flag = next(a for a in args if a.startswith("-") and "c" in a)  # script -qc CMD
            return args[args.index(flag) + 1] if args.index(flag) + 1 < len(args) else None
        if name == "env" and args[:1] in (["-S"], ["--split-string"]) and len(args) > 1:
            return args[1]  # env -S 'prog args
        if name in SHELLS or name in ("source", "."):
            plain = [a for a in args if not a.startswith("-")]
            if _stdin_script(args):  # bash -s ARG, bash /dev/stdin ARG: the script comes in
                plain = []
            flags = [a for a in args if a.startswith("-") and not a.startswith("--") and "c" in a]
            if flags:  # sh -c, bash -lc, bash -ec
                i = args.index(flags[0])
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
            script = files.get(name)
            first = script.split("\n", 1)[0] if script else ""
            return None if first.startswith("#!") and "python" in first else script
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
        plain = [a for a in cmd.words[1:] if not a.startswith("-")]
        if cmd.name in ("cp", "mv", "ln", "install") and len(plain) == 2:
            if _base(plain[0]) in self.state.files:  # a script moved, then run
                self.state.files[_base(plain[1])] = self.state.files[_base(plain[0])]


_TRIMMED = re.compile(r"\$\{(\w+)(##|#|%%|%)([^}]*)\}")
"""A variable with a pattern cut from its front or back (``${f##*.}``: its extension)."""


def _split(text: str) -> list[str]:
    import shlex

    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


def _stdin_script(args: list[str]) -> bool:
    """Whether a shell given ``args`` reads its script from its input (``-s``, ``-sx``, a
    script named ``/dev/stdin`` or ``-``)."""
    plain = [a for a in args if not a.startswith("-") or a == "-"]
    return any(a.startswith("-") and not a.startswith("--") and "s" in a for a in args) or (
        bool(plain) and plain[0] in ("/dev/stdin", "-")
    )


def _shell_arguments(cmd: Command) -> list[str] | None:
    """A shell's ``$0``, ``$1``… when it runs a script with arguments: ``sh -c SCRIPT A B``
    gives ``A`` as ``$0``; ``bash -s A B`` (its script on stdin) gives ``A`` as ``$1``."""
    args = cmd.words[1:]
    for i, a in enumerate(args):
        if a.startswith("-") and not a.startswith("--") and "c" in a:
            return args[i + 2 :] or None
        if a.startswith("-") and not a.startswith("--") and "s" in a:  # bash -s, -sx
            rest = [x for x in args[i + 1 :] if x != "--"]
            return [cmd.name, *rest] if rest else None
        if a in ("/dev/stdin", "-"):
            return [cmd.name, *args[i + 1 :]] if args[i + 1 :] else None
    return None


_INTERPRETERS = frozenset({"python", "python3", "perl", "ruby", "node", "php", "lua"})
_SAYERS = frozenset(
    {"echo", "printf", "export", "test", "[", "[[", "true", ":", "local", "declare"}
)
"""Builtins that only say or keep text: decoded text given to them runs nothing."""


def _unreadable(cmd: Command, state: ShellState) -> str | None:
    """Why ``cmd`` runs code no reading resolves (text decoded or transformed at run time,
    then run as a name, a ``-c`` program or a script read from a pipe), or None."""
    words = cmd.words
    if DECODED in words[0]:
        return "a command whose name is decoded at run time"
    for flag in ("-c", "-e", "-E"):  # python3 -c "$(… | base64 -d)": decoded code, run
        if flag in words[1:-1] and DECODED in words[words.index(flag) + 1]:
            return "code decoded at run time, then run"
    script = next((a for a in words[1:] if not a.startswith("-")), "")
    runs_files = cmd.name in SHELLS or cmd.name in ("source", ".") or cmd.name in _INTERPRETERS
    if runs_files and DECODED in script:  # bash <(base64 -d f), source <(… | rev)
        return "code decoded at run time, then run"
    if runs_files and DECODED in state.files.get(_base(script), ""):
        return "a script written from text transformed at run time, then run"  # sed … > x.py
    if cmd.name not in _SAYERS and any(DECODED in w for w in words[1:]):
        return "a file named by text decoded at run time"  # xxd $(echo … | base64 -d)
    reads_stdin = not [a for a in words[1:] if a not in ("-", "-u", "-q", "-s")]
    if cmd.name.startswith(("python", "perl", "ruby", "node")) and reads_stdin:
        if cmd.piped_from and DECODED in _printed(cmd.piped_from, state):
            return "code decoded at run time, then run"  # … | base64 -d | python3
    return None


def _input_of(cmd: Command, state: ShellState) -> str:
    """What comes into ``cmd``: a here-string or heredoc, a file the session wrote, or what the
    stages before it print."""
    for op, target in cmd.redirects:
        if op in ("<<<", "<<"):
            return target
        if op == "<":
            return state.files.get(_base(target), UNKNOWN)
    return _printed(cmd.piped_from, state) if cmd.piped_from else UNKNOWN


def _formatted(form: str, args: list[str]) -> str:
    """``printf FORMAT ARGS``: its escapes, and ``%s`` taken by each argument in turn (the
    format reused for the rest, as printf does); unknown for any other conversion."""
    form = _ansi_c(form)
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
    if any(
        op in ("<<<", "<<") or (op == "<" and _base(t) in state.files) for op, t in cmd.redirects
    ):
        incoming = _input_of(cmd, state)
    if name in ("base64", "basenc") and known(incoming) and _DECODING.intersection(cmd.words):
        decoded = _base64_text(incoming)  # data decoded, not code: its text is known
        if decoded is not None:
            return decoded
    if name in DECODERS or DECODED in incoming:  # and whatever is computed from it after
        return DECODED
    if name in (":", "true", "false"):
        return ""
    if name in ("grep", "egrep", "fgrep"):
        return grep_narrowed(incoming, cmd.words[1:])
    if (
        name == "cat"
        and not args
        or name in _NAME_FILTERS
        and len(args) <= 1
        and names_only(incoming)
    ):
        return incoming  # names passed on (``ls | sed 's|^|/app/|'``), not code rewritten
    if name == "echo":  # its line, ended (``$(…)`` takes the newline off, as bash does)
        return _joined(args, quote=False) + ("" if "-n" in cmd.words[1:2] else "\n")
    if name == "printf" and args:
        return _formatted(args[0], args[1:])
    if name == "cat":
        return "\n".join(state.files.get(_base(a), UNKNOWN) for a in args)
    if name in ("which", "command", "type"):
        return args[-1].rsplit("/", 1)[-1] if args else UNKNOWN
    if name in ("basename", "realpath", "readlink"):
        return args[-1] if args else UNKNOWN
    if name == "dirname":  # the folder a path is in ("." for a bare name), as dirname prints it
        return (
            ((args[-1].rstrip("/").rpartition("/")[0] or "/") if "/" in args[-1] else ".")
            if args
            else UNKNOWN
        )
    if name in ("ls", "find", "locate", "compgen"):
        return listed(name, cmd.words[1:])
    if name.startswith("python"):
        return _python_located(cmd) or UNKNOWN
    # Any other program fed text the record holds (piped, or a file the session wrote)
    # computes new text from it (``paste -s``, ``tac``): only running it would say what.
    if any(_base(a) in state.files for a in args):
        return DECODED
    return DECODED if known(incoming) and incoming else UNKNOWN


_CASE_PATTERNS = frozenset({"word", "extglob_pattern", "string", "raw_string", "concatenation"})
"""The kinds of a case item's patterns (its commands are any other kind)."""


def _walk_types(node, kind: str) -> list:
    # The nodes of ``kind`` under ``node`` (a case's value: ``"$f"``).
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        if n.type == kind:
            out.append(n)
        stack.extend(n.children)
    return out


def printed(commands: list[Command], files: dict[str, str] | None = None) -> str:
    """What the last of ``commands`` prints (its pipeline followed), ``files`` the session wrote."""
    return _printed(commands, ShellState(files=files or {}))


_LOCATING = ("__file__", ".origin", "__spec__", "get_filename")
"""What code that prints a module's file spells (a plain search first: every ``python3`` stage
of every command is asked, and most print no file)."""


_DECODING = frozenset({"-d", "--decode", "-D", "--base64"})


def _base64_text(text: str) -> str | None:
    """``text`` read as base64, when it is and decodes to printable UTF-8; else None."""
    import base64
    import binascii

    try:
        out = base64.b64decode("".join(text.split()), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return out if out.isprintable() or out.strip().isprintable() else None


def _python_located(cmd: Command) -> str | None:
    # ``python3 -c 'import m; print(m.__file__)'``: the command prints m's file.
    code = cmd.words[cmd.words.index("-c") + 1] if "-c" in cmd.words[:-1] else ""
    if not any(w in code for w in _LOCATING):
        return None
    if not re.search(r"__file__|\.origin\b|__spec__|get_filename", code):
        return None
    named = re.search(r"(?:find_spec|import_module|get_loader)\(\s*['\"](\w+)['\"]", code)
    found = named or re.search(r"import\s+(\w+)", code)
    return located_file(found.group(1)) if found else None


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


def _in_quotes(text: str) -> str:
    # A piece of a double-quoted string as bash reads it (its escapes and joined lines undone).
    text = text.replace("\\\n", "")
    return text.replace('\\"', '"').replace("\\$", "$").replace("\\`", "`")


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
