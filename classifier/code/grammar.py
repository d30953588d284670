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

import re

from syncvals_plugin.classifier.code.commands import (
    SHELLS,
    Command,
    ShellState,
    coprocessed,
    env_file,
    hashed,
    opened_descriptors,
    restore,
    shell_arguments,
    shell_parser,
)
from syncvals_plugin.classifier.code.driven import driven_script
from syncvals_plugin.classifier.code.given import (
    command_line,
    embedded_lines,
    environment,
    handed,
    listed_names,
    make_goals,
    make_script,
    quoted_file_words,
    served_from,
    shell_script,
)
from syncvals_plugin.classifier.code.globs import (
    case_narrowed,
    regex_glob,
)
from syncvals_plugin.classifier.code.markers import DECODED, UNKNOWN, known
from syncvals_plugin.classifier.code.printed import (
    ansi_c,
    basename,
    decoded_by,
    formatted,
    globbed,
    input_of,
    joined_words,
    printed_in,
    split_words,
    xargs_words,
)
from syncvals_plugin.classifier.code.unreadable import unreadable
from syncvals_plugin.classifier.code.web import through_web
from syncvals_plugin.classifier.code.words import (
    WRAPPER_FOLDERS,
    WRAPPERS,
    change_dir,
    in_quotes,
    join_cwd,
    multiplexed,
    option_value,
    stdin_script,
    tilde_expanded,
    unescaped,
    unwrapped,
)
from syncvals_plugin.classifier.code.zsh import zsh_as_bash

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


def read_shell(script: str, state: ShellState | None = None, depth: int = DEPTH) -> list[Command]:
    """Every simple command ``script`` runs, in order, read with ``state`` (updated)."""
    state = ShellState() if state is None else state
    data = script.encode("utf-8", "surrogateescape")
    tree = shell_parser().parse(data)
    reader = _Reader(data, state, depth)
    try:
        reader.visit(tree.root_node)
    except RecursionError:
        pass  # nesting deeper than Python's stack (hundreds of $( ): what was read so far
    return reader.out


class _Reader:
    """One script's walk: its commands into ``out``, the state updated as bash would."""

    def __init__(self, data: bytes, state: ShellState, depth: int) -> None:
        self.data, self.state, self.depth = data, state, depth
        self.out: list[Command] = []
        self.fed: list[tuple[str, str]] = []
        """The input redirections of the groups being read (``{ …; } < F``), and of the shell
        itself after ``exec < F``: each command inside reads them."""
        self.trims: dict[str, str] = {}
        """Variables set from a trimmed one (``ext="${f##*.}"``): that expansion, by name."""
        self.feeding: list[Command] = []
        """The first commands of the ``>(…)`` substitutions among the words being read: what
        the command they are given to writes there is their input."""

    def text(self, node) -> str:
        return self.data[node.start_byte : node.end_byte].decode("utf-8", "surrogateescape")

    def visit(self, node, redirects=(), piped: list[Command] | None = None) -> list[Command]:
        """Read ``node``; returns the simple commands it ran (for a pipeline's next stage)."""
        kind = node.type
        if kind == "command":
            return self.command(node, [*self.fed, *redirects], piped or [])
        if kind in _GROUPS and any(op in _INPUTS for op, _ in redirects):
            return self.grouped(node, redirects, piped)
        if kind == "redirected_statement":
            return self.redirected(node, list(redirects), piped)
        if kind == "pipeline":
            return self.pipeline(node, redirects)
        if kind == "variable_assignment":
            return self.assignment(node)
        if kind == "declaration_command":
            flags = "".join(self.text(c) for c in node.children if self.text(c).startswith("-"))
            for child in node.named_children:
                if child.type == "variable_assignment":
                    self.assign(child, reference="n" in flags)
            words = self.text(node).split()  # declare -f f: prints f's text (printed.py)
            if "f" in flags and len(words) > 2 and all(w.isidentifier() for w in words[2:]):
                self.out.append(Command(words, self.text(node)))
            return []
        if kind == "function_definition":
            return self.definition(node)
        if kind == "for_statement":
            return self.for_loop(node)
        if kind == "case_statement":
            return self.case(node)
        if kind == "if_statement":
            return self.if_statement(node)
        if kind == "list" and (anded := self.anded(node)) is not None:
            return anded
        if kind == "do_group" and (guarded := self.statements(node)) is not None:
            return guarded
        if kind == "subshell":  # ( cd d && … ): its working directory is its own
            cwd, dirs = self.state.cwd, list(self.state.dirs)
            try:
                return [c for child in node.named_children for c in self.visit(child)]
            finally:
                self.state.cwd, self.state.dirs = cwd, dirs
        if kind == "while_statement":
            self.bind_read(node, list(redirects), piped or [])
        ran: list[Command] = []
        for child in node.named_children:
            if child.type not in ("comment", "heredoc_body"):
                ran += self.visit(child, redirects if kind == "while_statement" else (), piped)
        return ran

    def grouped(self, node, redirects, piped) -> list[Command]:
        """A group, a subshell, a loop or a branch whose input is redirected (``{ strings; } <
        F``): every command inside reads that input."""
        saved = self.fed
        self.fed = saved + [(op, t) for op, t in redirects if op in _INPUTS]
        try:
            return self.visit(node, [r for r in redirects if r[0] not in _INPUTS], piped)
        finally:
            self.fed = saved

    def assignment(self, node) -> list[Command]:
        """``name=value`` alone; a value that is code run later (``PS4='+$(CMD)'``,
        ``PAGER='CMD'``, ``PROMPT_COMMAND``) is read as run."""
        self.assign(node)
        name = node.child_by_field_name("name")
        held = self.state.variables.get(self.text(name)) if name is not None else None
        if not held or self.depth <= 0:
            return []
        said = Command([self.text(name)], self.text(node))
        if self.text(name) == "PROMPT_COMMAND":  # run at each prompt
            return self.nested(held, said)
        if "$(" in held or "`" in held:
            return self.nested(f': "{held}"', said)
        return self.nested(held.lstrip("|"), said) if command_line(held.lstrip("|")) else []

    def definition(self, node) -> list[Command]:
        """A function defined; ``command_not_found_handle`` runs for any unknown name typed."""
        name = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name is None or body is None:
            return []
        self.state.functions[self.text(name)] = self.text(body)
        if self.text(name) == "command_not_found_handle" and self.depth > 0:
            return self.nested(self.text(body), Command([self.text(name)], self.text(node)))
        return []

    def pipeline(self, node, redirects=()) -> list[Command]:
        before: list[
            Command
        ] = []  # ``a | b > f``: the grammar hangs > f on the pipeline; bash, on b
        for i, child in enumerate(node.named_children):
            last = i == len(node.named_children) - 1
            before += self.visit(child, redirects if last else (), list(before))
        return before

    def redirected(self, node, redirects: list, piped) -> list[Command]:
        body = node.child_by_field_name("body")
        ran: list[Command] = []
        if body is not None and body.type == "list" and body.named_children:
            # ``cd d && echo 1 > "$D/f"``: the grammar hangs the redirection on the list; bash,
            # on its last command, its words expanded after the commands before it ran
            *first, body = body.named_children
            ran = [c for child in first for c in self.visit(child, (), piped)]
        whole = node.child_by_field_name("body")
        for child in node.named_children:
            if whole is None or child != whole:
                redirects.append(self.redirect(child))
                # cat <<'EOF' > f: the file redirection hangs inside the heredoc's node
                redirects += [
                    self.redirect(inner)
                    for inner in child.named_children
                    if child.type == "heredoc_redirect" and inner.type == "file_redirect"
                ]
        return ran + ([] if body is None else self.visit(body, redirects, piped))

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
        kind = (self.text(fd) if fd is not None else "") + (op.type if op else "")
        substituted = dest is not None and dest.type == "process_substitution"
        if kind == "<" and substituted and not value.startswith("/dev/fd"):
            return "<<<", value  # < <(find …): the text it prints, through a pipe, not a file
        return kind, value

    def assign(self, node, reference: bool = False) -> None:
        """``name=value`` (``reference``: ``declare -n name=other``, a name for ``other``'s
        value, read as it is now)."""
        name = node.child_by_field_name("name")
        value = node.child_by_field_name("value")
        if reference and name is not None and value is not None:
            referred = self.state.variables.get(self.value(value), UNKNOWN)
            self.state.variables[self.text(name)] = referred
            return
        if name is not None and value is not None and value.type == "array":  # a=(x y)
            for i, item in enumerate(value.named_children[:64]):
                word = self.value(item)
                word = globbed(word, self.state.cwd) if item.type == "word" else word
                self.state.variables[f"{self.text(name)}[{i}]"] = word
                if word != self.text(item) or i == 0:  # a=(*): any item may be what it matches
                    self.state.variables[self.text(name)] = word
        elif name is not None:
            text = self.value(value) if value is not None else ""
            self.state.variables[self.text(name)] = text if len(text) <= LONGEST else UNKNOWN
            written = self.text(value).strip('"') if value is not None else ""
            if _TRIMMED.fullmatch(written):  # ext="${f##*.}": a test of $ext tests f
                self.trims[self.text(name)] = written
            else:
                self.trims.pop(self.text(name), None)

    def for_loop(self, node) -> list[Command]:
        variable = node.child_by_field_name("variable")
        body = node.child_by_field_name("body")
        values = [
            globbed(self.value(v), self.state.cwd) if v.type == "word" else self.value(v)
            for v in node.children_by_field_name("value")
        ]
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
        trimmed = _TRIMMED.fullmatch(self.text(value).strip('"')) if value is not None else None
        variable = trimmed.group(1) if trimmed else variable  # case "${f##*.}" in py|sh)
        held = self.state.variables.get(variable or "")
        ran: list[Command] = []
        for item in node.named_children:
            if item.type != "case_item":
                continue
            patterns = [self.text(p).strip("'\"") for p in item.children_by_field_name("value")]
            if trimmed:
                patterns = [p if p == "*" else _untrimmed(trimmed, p) for p in patterns]
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
        """(the variable a ``[[ $X == P ]]``, ``[ "${X##*.}" = py ]``, ``test …`` or
        ``[[ $X =~ R ]]`` tests, what it narrows a folder's ``*`` to), or Nones for any other
        condition."""
        if condition is None:
            return None, None
        if condition.type == "command" and self.text(condition).startswith("test "):
            words = split_words(self.text(condition))[1:]  # test "${f##*.}" = py
            return self.narrowing(*words) if len(words) == 3 else (None, None)
        texty = _TEXT_ONLY.fullmatch(self.text(condition).strip())
        if texty:  # file "$f" | grep -q text, grep -Iq . "$f": text files only, no shared object
            variable = texty.group(1) or texty.group(2)
            return variable, case_narrowed(self.state.variables.get(variable), ["!(*.so)"])
        tests = _walk_types(condition, "binary_expression")
        if condition.type != "test_command" or len(tests) != 1:
            return None, None
        test = tests[0]
        left, rights = test.child_by_field_name("left"), test.children_by_field_name("right")
        operator = test.child_by_field_name("operator")
        if left is None or not rights or operator is None:
            return None, None
        right = self.data[rights[0].start_byte : rights[-1].end_byte].decode("utf-8", "replace")
        return self.narrowing(self.text(left), self.text(operator), right)

    def narrowing(self, left: str, op: str, right: str) -> tuple[str | None, str | None]:
        """What ``left OP right`` lets a variable's folder ``*`` be: ``$f == *.py`` gives
        ``DIR/*.py``, ``${f##*.} = py`` the same, ``$f =~ \\.(py|sh)$`` ``DIR/*.{py,sh}``, ``!=``
        every name but those; a variable set from a trimmed one (``ext=${f##*.}``) tests it."""
        listed = _IN_WORDS.fullmatch(right.strip())
        if op in ("==", "=") and listed and not left.strip('"').startswith("$"):
            # [[ " py sh " == *" ${f##*.} "* ]]: the extension is one of the words
            words = left.strip("\"' ").split()
            left, right = (
                listed.group(1),
                "{" + ",".join(words) + "}" if len(words) > 1 else "".join(words),
            )
        left = left.strip('"')
        left = self.trims.get(left.lstrip("$").strip("{}"), left)
        trimmed = _TRIMMED.fullmatch(left)
        plain = re.fullmatch(r"\$\{?(\w+)\}?", left)
        if trimmed is None and plain is None:
            return None, None
        variable = trimmed.group(1) if trimmed else plain.group(1)  # type: ignore[union-attr]
        pattern = right.strip("'\"")
        if op == "=~":
            pattern = regex_glob(pattern) or ""
        elif op not in ("==", "=", "!="):
            return None, None
        if trimmed and pattern:
            pattern = _untrimmed(trimmed, pattern)
        if op == "!=" and pattern:
            pattern = f"!({pattern})"
        return variable, case_narrowed(
            self.state.variables.get(variable), [pattern] if pattern else []
        )

    def anded(self, node) -> list[Command] | None:
        """``TEST && CMD && …``: what follows the test read with the variable it narrows
        narrowed, as in an ``if`` (None for any other list)."""
        chain = _chain(node)
        if len(chain) < 2 or any(op != "&&" for op, _ in chain[1:]):
            return None
        variable, narrowed = self.tested(chain[0][1])
        if not variable or narrowed is None:
            return None
        return self.narrowed(variable, narrowed, [part for _, part in chain])

    def narrowed(self, variable: str, value: str, nodes: list) -> list[Command]:
        """``nodes`` read with ``variable`` holding ``value``, then the variable as it was."""
        held = self.state.variables.get(variable)
        self.state.variables[variable] = value
        try:
            return [c for n in nodes for c in self.visit(n)]
        finally:
            if held is not None:
                self.state.variables[variable] = held

    def statements(self, node) -> list[Command] | None:
        """A body whose statement ``[ TEST ] || continue`` skips the rest for what fails the
        test: the rest read with the variable narrowed (None when no statement does)."""
        children = [c for c in node.named_children if c.type not in ("comment", "heredoc_body")]
        for i, child in enumerate(children):
            chain = _chain(child) if child.type == "list" else []
            skips = len(chain) == 2 and chain[1][0] == "||"
            if skips and self.text(chain[1][1]).split()[0] in ("continue", "break", "return"):
                variable, narrowed = self.tested(chain[0][1])
                if variable and narrowed is not None:
                    ran = [c for n in children[:i] for c in self.visit(n)]
                    return ran + self.narrowed(variable, narrowed, children[i:])
        return None

    def bind_read(self, loop, redirects: list, piped: list[Command]) -> None:
        # ``… | while read f; do …; done`` or ``done < <(ls …)``: f holds what came in.
        condition = loop.child_by_field_name("condition")
        words = self.text(condition).split() if condition is not None else []
        if "read" not in words:
            return
        fed = [printed_in(piped, self.state)] if piped else []
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
                if words and child.type == "word" and len(words) > 1:
                    words[-1] = globbed(words[-1], self.state.cwd)
                for inner in self.out[before:]:
                    inner.nested = True
                computed += [  # what a substitution's commands were given, where only running
                    w  # them would say what they print ($(dirname F) prints a known folder)
                    for c in self.out[before:]
                    if not known(printed_in([c], self.state))
                    for w in c.words[1:]
                ]
        cmd = Command(words, self.text(node), redirects, piped, computed)
        for fed in self.feeding:  # tee >(sha256sum) < F: sha256sum reads what tee writes
            fed.piped_from = [cmd]
        self.feeding = []
        cmd.assigned = {k: self.state.variables.get(k, "") for k in saved}
        ran = self.run(cmd) if words else []
        restore(self.state.variables, saved)
        return ran

    def words(self, node) -> list[str]:
        """A word's expansion: several words for ``"$@"``-like lists, one otherwise."""
        if node.type == "command_name" and node.named_children:
            node = node.named_children[0]
        return [self.value(node)]

    def value(self, node) -> str:
        """What bash expands ``node`` to (:data:`UNKNOWN` for what it cannot know)."""
        kind = node.type
        if kind == "word":
            return tilde_expanded(unescaped(self.text(node)), self.state.cwd, self.state.dirs)
        if kind == "number":
            return unescaped(self.text(node))
        if kind == "raw_string":
            return self.text(node)[1:-1]
        if kind == "ansi_c_string":
            return ansi_c(self.text(node)[2:-1])
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
            return in_quotes(self.text(node))
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
                value = in_quotes(data[start:end].decode("utf-8", "surrogateescape"))
            else:
                value = self.value(child)
            parts += (gap, value)
            size += len(gap) + len(value)
            at = end
            if size > LONGEST and size > node.end_byte - node.start_byte:
                return UNKNOWN  # grown by expansion past the cap (quoted text as long is kept)
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
                    return bound if bound else unescaped(default.strip("'\""))
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
            # bash drops a substitution's trailing newlines
            return self.state.files.get(basename(target), UNKNOWN).rstrip("\n")
        before = len(self.out)
        cwd, dirs = self.state.cwd, list(self.state.dirs)  # a subshell: cd inside stays inside
        for child in node.named_children:
            self.visit(child)
        self.state.cwd, self.state.dirs = cwd, dirs
        ran = self.out[before:]
        if self.text(node).startswith(">("):
            self.feeding += [c for c in ran if not c.piped_from and not c.nested][:1]
        ends = [c for c in ran if not c.nested and not any(c in later.piped_from for later in ran)]
        printed = "\n".join(p for c in ends if (p := printed_in([c], self.state)))
        printed = printed.rstrip("\n")  # bash drops a substitution's trailing newlines
        if node.type == "process_substitution" and not known(printed):
            # ``strings <(cat f)``: what it names is a pipe, of decoded text when it is
            # (``bash <(base64 -d f)`` runs that text)
            return DECODED + "/dev/fd/63" if DECODED in printed else "/dev/fd/63"
        return printed

    def run(self, cmd: Command) -> list[Command]:
        """Record ``cmd`` and follow what it runs in turn; returns the commands run."""
        cmd = hashed(through_web(coprocessed(cmd), self.state), self.state)  # curl …/F: cat F
        words = cmd.words
        if words[0] in self.state.aliases and self.depth > 0:
            return self.nested(f"{self.state.aliases[words[0]]} {joined_words(words[1:])}", cmd)
        cmd.cwd = self.state.cwd
        cmd.handed = handed(cmd, self.state.files)
        cmd.unreadable = unreadable(cmd, self.state)
        cwd, folders = self.state.cwd, self.state.folders
        cmd.beside = {b: t for b, t in self.state.files.items() if cwd and folders.get(b) == cwd}
        cmd.environment = environment(cmd, self.state.variables)
        self.state.served.update(filter(None, [served_from(cmd)]))  # tail -f q | bash
        opened_descriptors(cmd, self.state)  # exec 7>>F … printf 1 >&7: a write of F
        self.out.append(cmd)
        self.track_writes(cmd)
        self.builtin(cmd)
        name, args = cmd.name, words[1:]
        if name in self.state.functions and self.depth > 0:
            cmd.function = True
            return [cmd, *self.call(cmd)]
        if name in ("gdb", "gdb-multiarch", "lldb") and (init := driven_script(cmd, self.state)):
            self.nested(init, cmd)  # its start-up file runs first (gdb --args P: then P)
        if name in WRAPPERS and args and args[0] not in ("-S", "--split-string"):
            inner = unwrapped(name, args)
            if inner:
                return [cmd, *self.wrapped(cmd, inner)]
        if name == "start-stop-daemon" and self.depth > 0:  # --exec P [-- ARGS]: runs P
            program = option_value(args, "-x", "--exec") or option_value(args, "-a", "--startas")
            rest = args[args.index("--") + 1 :] if "--" in args else []
            if program:
                return [cmd, *self.run(Command([program, *rest], cmd.text, [], [], []))]
        items = printed_in(cmd.piped_from, self.state) if "{}" in cmd.text else UNKNOWN
        for line in embedded_lines(cmd, items) if self.depth else ():
            self.nested(line, cmd)  # git rebase --exec "CMD", fzf --preview 'CMD {}': run later
        self.state.variables["_"] = words[-1]  # $_: the last argument of the last command
        if name == "find" and any(a in ("-exec", "-execdir") for a in args):
            return [cmd, *self.find_exec(cmd)]
        if name in ("fd", "fdfind") and any(a in _FD_EXEC for a in args):
            return [cmd, *self.fd_exec(cmd)]
        if name == "xargs" and self.depth > 0:
            return [cmd, *self.xargs(cmd)]
        if name in ("mapfile", "readarray") and "-C" in args[:-1] and self.depth > 0:
            # mapfile -C CALLBACK: bash runs CALLBACK with each line's index and text
            fed = input_of(cmd, self.state).split("\n")[:4]
            callback = args[args.index("-C") + 1]
            lines = [joined_words([callback, str(i), line]) for i, line in enumerate(fed)]
            return [cmd, *(c for line in lines for c in self.nested(line, cmd))]
        script = self.script_of(cmd)
        if script is None:
            return [cmd]
        given = shell_arguments(cmd) if name in SHELLS or cmd.handed else None
        if given is None:
            return [cmd, *self.nested(script, cmd)]
        saved = {k: self.state.variables.get(k) for k in map(str, range(10))}
        self.state.variables.update({str(i): a for i, a in enumerate(given)})
        ran = self.nested(script, cmd)
        restore(self.state.variables, saved)
        return [cmd, *ran]

    def call(self, cmd: Command) -> list[Command]:
        """A shell function run with the command's arguments as its ``$1``…"""
        saved = {k: self.state.variables.get(k) for k in map(str, range(1, 10))}
        self.state.variables.update({str(i): a for i, a in enumerate(cmd.words[1:], start=1)})
        ran = self.nested(self.state.functions[cmd.name], cmd)
        restore(self.state.variables, saved)
        return ran

    def builtin(self, cmd: Command) -> None:
        """What bash's builtins set: ``alias``, ``read X <<<``, ``mapfile``/``readarray``,
        ``set --``, ``printf -v``; and the names ``xargs`` reads from a file written earlier."""
        name, args = cmd.name, cmd.words[1:]
        state = self.state
        given = input_of(cmd, state)
        plain = [a for a in args if not a.startswith("-")]
        if name == "cd" and plain == ["-"]:  # back to where the last cd left
            plain = [state.variables.get("OLDPWD", "")]
        if name == "shopt" and "-s" in args and "cdable_vars" in args:
            state.variables[_CDABLE] = "on"
        held = state.variables.get(plain[0], "") if name == "cd" and plain else ""
        if state.variables.get(_CDABLE) and held.startswith("/") and "/" not in plain[0]:
            plain = [held]  # shopt -s cdable_vars; sol=/solution; cd sol: $sol's folder
        home = state.variables.get("HOME", "/root")  # (cd ~/../tests: the folder it names)
        plain = [
            home + p[1:] if p == "~" or p.startswith("~/") else tilde_expanded(p) for p in plain
        ]
        moved = change_dir(name, plain, state.cwd, state.dirs)
        if moved is not None:
            if state.cwd:  # bash keeps the folder it left in OLDPWD
                state.variables["OLDPWD"] = state.cwd
            state.cwd = moved if known(moved) and moved.startswith("/") else ""
        elif name == "exec" and len(cmd.words) == 1:  # exec < F: the shell's input from now on
            self.fed = self.fed + [(op, t) for op, t in cmd.redirects if op in _INPUTS]
        elif name == "alias":
            state.aliases.update(a.split("=", 1) for a in args if "=" in a)  # type: ignore[misc]
        elif name == "hash" and len(args) == 3 and args[0] == "-p":  # bash's table: BASH_CMDS
            state.variables[f"BASH_CMDS[{args[2]}]"] = args[1]
        elif name in ("read", "mapfile", "readarray") and plain:
            first = given.split("\n", 1)[0] if known(given) else given
            state.variables[plain[-1]] = first
            state.variables[f"{plain[-1]}[0]"] = first
            names = [a for a in plain if a.isidentifier()] if name == "read" else []
            if len(names) > 1 and known(first):  # IFS=: read d n <<< "a:b": one field each
                ifs = cmd.assigned.get("IFS") or state.variables.get("IFS") or " \t\n"
                fields = re.split(f"[{re.escape(ifs)}]+", first.strip(), maxsplit=len(names) - 1)
                state.variables.update(zip(names, fields + [""] * len(names), strict=False))
        elif name == "set" and "--" in args:
            rest = args[args.index("--") + 1 :]
            state.variables.update({str(i): a for i, a in enumerate(rest, start=1)})
        elif name == "printf" and args[:1] == ["-v"] and len(args) >= 3:
            state.variables[args[1]] = formatted(args[2], args[3:])
        elif name == "xargs":
            fed = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-a", "--arg-file")]
            fed += [t for op, t in cmd.redirects if op == "<"]
            cmd.computed += [w for f in fed for w in state.files.get(basename(f), "").split()]
        elif (state.files or state.seen) and name not in SHELLS and not name.startswith("python"):
            # (what the record showed of a file is newer than the session's last write of it)
            texts = {**state.files, **state.seen}
            cmd.computed += quoted_file_words(cmd, texts) + listed_names(cmd, texts)

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

    def fd_exec(self, cmd: Command) -> list[Command]:
        """The command ``fd [PATTERN] [PATH] -e EXT -x CMD`` runs on what it finds."""
        args = cmd.words[1:]
        start = next(i for i, a in enumerate(args) if a in _FD_EXEC)
        plain, ext, i = [], "", 0
        while i < start:
            if args[i] in ("-e", "--extension"):
                ext = args[i + 1] if i + 1 < start else ""
            if args[i] in _FD_VALUED:
                i += 2
                continue
            if not args[i].startswith("-"):
                plain.append(args[i])
            i += 1
        pattern = plain[0] if plain and re.fullmatch(r"[\w-]*", plain[0]) else ""
        root = plain[1] if len(plain) > 1 else "."
        found = f"{root.rstrip('/')}/*{pattern}*{'.' + ext if ext else ''}"
        inner = [a.replace("{}", found) for a in args[start + 1 :]]
        inner = inner if any(found in a for a in inner) else [*inner, found]
        return self.run(Command(inner, cmd.text, [], [], [])) if args[start + 1 :] else []

    def wrapped(self, cmd: Command, inner: list[str]) -> list[Command]:
        """The command a wrapper runs (``inner``), with the environment and the folder the
        wrapper gives it (``env D=/x``, ``dotenv -f F``, ``env -C DIR``)."""
        name, args = cmd.name, cmd.words[1:]
        wrapped = Command(inner, cmd.text, cmd.redirects, cmd.piped_from)
        wrapped.assigned = dict(cmd.assigned)
        if name == "env":  # env D=/x prog: prog's environment
            pairs = [a.partition("=") for a in args if "=" in a[1:]]
            wrapped.assigned.update({k: v for k, _, v in pairs})
        if name == "dotenv":  # dotenv -f F run -- prog: F's KEY=VALUE lines
            wrapped.assigned.update(env_file(args, self.state))
        own = args[: len(args) - len(inner)]  # (not the options of what it runs)
        moved = WRAPPER_FOLDERS.get(name) and option_value(own, *WRAPPER_FOLDERS[name])
        if not moved:
            return self.run(wrapped)
        saved = self.state.cwd  # env -C /solution sed … F: F is /solution's
        self.state.cwd = join_cwd(saved, moved)
        try:
            return self.run(wrapped)
        finally:
            self.state.cwd = saved

    def xargs(self, cmd: Command) -> list[Command]:
        """The command ``xargs`` runs, given what comes in (``-0``, ``-d``, ``-I``, ``-a``)."""
        words = xargs_words(cmd.words[1:], input_of(cmd, self.state), self.state)
        return self.run(Command(words, cmd.text, [], [], []))

    def nested(self, script: str, cmd: Command) -> list[Command]:
        if not known(script):
            if DECODED in script:  # unknown alone (an unset variable) is no flag: only decoded code
                cmd.unreadable = cmd.unreadable or "code decoded at run time, then run"
            if cmd not in self.out:
                self.out.append(cmd)
            return []
        inner = _Reader(script.encode("utf-8", "surrogateescape"), self.state, self.depth - 1)
        saved = {k: self.state.variables.get(k) for k in cmd.assigned}
        self.state.variables.update(cmd.assigned)  # D=/x sh -c '… $D': its environment's
        for key, value in cmd.assigned.items():  # BASH_FUNC_f%%='() { … }': bash's exported f
            if key.startswith("BASH_FUNC_") and key.endswith("%%") and value.startswith("()"):
                self.state.functions[key[10:-2]] = value[2:].strip()
        inner.visit(shell_parser().parse(inner.data).root_node)
        restore(self.state.variables, saved)
        self.out += inner.out
        return inner.out

    def script_of(self, cmd: Command) -> str | None:
        """The script ``cmd`` runs: ``eval``'s words, ``sh -c``'s string, a sourced or run file
        the session wrote, a heredoc or a pipe into a shell, ``make``'s recipes, git's hooks."""
        name, args = cmd.name, cmd.words[1:]
        files = self.state.files
        if name == "eval":
            return joined_words(args, quote=False)
        if name == "trap" and args and not args[0].startswith("-"):
            return args[0]  # trap 'CMD' EXIT: run later, read now
        startup = cmd.assigned.get("BASH_ENV") or cmd.assigned.get("ENV")
        if name in SHELLS and startup and basename(startup) in files:  # BASH_ENV=f bash -c …
            return files[basename(startup)] + "\n" + (self._shell_program(cmd) or "")
        if name == "script" and any(a.startswith("-") and "c" in a for a in args):
            flag = next(a for a in args if a.startswith("-") and "c" in a)  # script -qc CMD
            return args[args.index(flag) + 1] if args.index(flag) + 1 < len(args) else None
        if name in ("tmux", "screen"):  # tmux new-session -d CMD, screen -dmS NAME CMD
            return multiplexed(name, args)
        if name == "env" and args[:1] in (["-S"], ["--split-string"]) and len(args) > 1:
            return args[1]  # env -S 'prog args
        program = self._shell_program(cmd)
        return zsh_as_bash(program) if name == "zsh" and program else program

    def _shell_program(self, cmd: Command) -> str | None:
        """The script a shell, ``source`` or a script run by its name runs; ``make``'s recipes,
        what git and ``run-parts`` run (:mod:`.driven`)."""
        name, args = cmd.name, cmd.words[1:]
        files = self.state.files
        if name in SHELLS or name in ("source", "."):
            plain = [a for a in args if not a.startswith("-")]
            if stdin_script(args):  # bash -s ARG, bash /dev/stdin ARG: the script comes in
                plain = []
            flags = [a for a in args if a.startswith("-") and not a.startswith("--") and "c" in a]
            if flags:  # sh -c, bash -lc, bash -ec
                i = args.index(flags[0])
                return args[i + 1] if i + 1 < len(args) else None
            if plain:
                return files.get(basename(plain[0]))
            heredoc = [t for op, t in cmd.redirects if op in ("<<", "<<<")]
            if heredoc:
                return heredoc[0]
            fed = [t for op, t in cmd.redirects if op == "<"]
            if fed:
                return files.get(basename(fed[0]), UNKNOWN)
            if cmd.piped_from:
                return printed_in(cmd.piped_from, self.state)
            return None
        if cmd.words[0].startswith(("./", "/")) or name.endswith(".sh"):  # run by its path
            script = files.get(name)
            first = script.split("\n", 1)[0] if script else ""
            return script if shell_script(first) else None
        if name == "make":
            given = option_value(args, "-f", "--file")
            makefile = (
                files.get(basename(given))
                if given
                else files.get("Makefile") or files.get("makefile") or files.get("GNUmakefile")
            )
            if makefile:
                return make_script(makefile, make_goals(args))
        if name in ("git", "run-parts"):
            return driven_script(cmd, self.state)
        return None

    def track_writes(self, cmd: Command) -> None:
        # What ``echo … > f``, ``printf … > f``, ``cat > f <<EOF`` and ``tee f`` leave in f.
        printed = printed_in([cmd], self.state) if cmd.name != "tee" else None
        heredoc = next((t for op, t in cmd.redirects if op in ("<<", "<<<")), None)
        text = heredoc if heredoc is not None and cmd.name in ("cat", "tee") else printed
        targets = [t for op, t in cmd.redirects if op.lstrip("&1") in (">", ">>", ">|")]
        if cmd.name == "tee":
            targets += [a for a in cmd.words[1:] if not a.startswith("-")]
            if text is None and cmd.piped_from:
                text = printed_in(cmd.piped_from, self.state)
        args = cmd.words[1:]
        if cmd.name == "find":  # find … -fprint0 F: F holds what it found
            targets += [args[i + 1] for i, a in enumerate(args[:-1]) if a.startswith("-fprint")]
            text = printed_in([Command(cmd.words, cmd.text)], self.state) if targets else text
        if cmd.piped_from and text is not None and DECODED in text and not decoded_by(cmd):
            text = None  # find … | cpio -o > a: made at run time, but of no payload decoded
        for target in targets:
            if text is not None and known(target):
                self.state.files[basename(target)] = text
                folder = join_cwd(self.state.cwd, target).rsplit("/", 1)[0] if "/" in target else ""
                self.state.folders[basename(target)] = folder or self.state.cwd
                if basename(target) in self.state.served and self.depth > 0:
                    self.nested(text, cmd)  # echo CMD > q, read by tail -f q | bash
        plain = [a for a in args if not a.startswith("-")]
        extracts = cmd.name in ("tar", "bsdtar", "cpio") and (
            "x" in (args[0] if args else "") or bool({"-x", "--extract", "-i"} & set(args))
        )
        if extracts and DECODED in input_of(cmd, self.state):  # base64 -d | tar -x -C d
            into = option_value(args, "-C", "--directory") or option_value(args, "-D", "--dir")
            self.state.unpacked.add(join_cwd(self.state.cwd, into or "."))
        if cmd.name in ("cp", "mv", "ln", "install") and len(plain) == 2:
            if basename(plain[0]) in self.state.files:  # a script moved, then run
                self.state.files[basename(plain[1])] = self.state.files[basename(plain[0])]


_GROUPS = frozenset(
    {"compound_statement", "subshell", "if_statement", "for_statement", "c_style_for_statement",
     "case_statement", "until_statement"}
)  # fmt: skip
"""Statements that run the commands inside them with their own redirections."""
_INPUTS = frozenset({"<", "0<", "<>", "<<", "<<<", "<<-"})
"""A redirection of the standard input."""


_TRIMMED = re.compile(r"\$\{(\w+)(##|#|%%|%)([^}]*)\}")
"""A variable with a pattern cut from its front or back (``${f##*.}``: its extension)."""


_TEXT_ONLY = re.compile(
    r"""file\s+(?:-\w+\s+)*"?\$\{?(\w+)\}?"?\s*\|\s*grep\s+-\w*q\w*\s+['"]?(?:text|ASCII|UTF-8|script)['"]?"""
    r"""|grep\s+-\w*I\w*\s+\S+\s+"?\$\{?(\w+)\}?"?"""
)
"""A test that a file is text (``file "$f" | grep -q text``, ``grep -Iq . "$f"``)."""
_IN_WORDS = re.compile(r"""\*["']\s*(\$\{\w+(?:##|#|%%|%)[^}]*\})\s*["']\*""")
"""A word looked up in a list (``*" ${f##*.} "*``): the word, which must be one of them."""


def _untrimmed(trimmed: re.Match[str], pattern: str) -> str:
    """The glob the whole value matches when what is left after the cut matches ``pattern``."""
    cut, part = trimmed.group(2), trimmed.group(3)
    if cut.startswith("#"):  # what was cut from the front, then the value
        return pattern if part in ("*/", "*/*") else part + pattern
    return pattern + part


def _chain(node) -> list[tuple[str, object]]:
    """A list's commands with the operator before each (``A && B || C``), left to right."""
    if node.type != "list":
        return [("", node)]
    parts = node.children
    if len(parts) != 3:
        return [("", node)]
    return [*_chain(parts[0]), (parts[1].type, parts[2])]


_CDABLE = "\0cdable_vars"
"""Where the shell's state keeps ``shopt -s cdable_vars`` (a name no variable can have)."""
_FD_EXEC = frozenset({"-x", "--exec", "-X", "--exec-batch"})
_FD_VALUED = frozenset(
    {"-e", "--extension", "-t", "--type", "-d", "--max-depth", "-E", "--exclude", "-j",
     "--threads", "--min-depth", "--exact-depth", "-S", "--size", "-o", "--owner"}
)  # fmt: skip
"""``fd``'s options that take a value."""
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
