"""What a command is given besides its words, read with the session's state: the files the
session wrote that it is handed (a program to run, a script, a command file), the variables its
scripts name, the command lines kept in its arguments or settings for another program to run
later (``git rebase --exec "CMD"``, ``LESSOPEN='|CMD'``), the file a shell reads its commands
from.
"""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.commands import SHELLS, Command, shell_parser
from syncvals_plugin.classifier.code.data_text import keyed_values, listed_values
from syncvals_plugin.classifier.code.globs import names_only
from syncvals_plugin.classifier.code.markers import UNKNOWN, known
from syncvals_plugin.classifier.code.printed import basename

LONGEST_LINE = 4096
"""The longest argument read as a command line kept to run later."""


def shell_script(first: str) -> bool:
    """Whether a script whose first line is ``first`` runs in a shell: no ``#!`` line, or one
    naming a shell (``#!/usr/bin/env ruby`` names another language: not read as shell)."""
    words = first[2:].split() if first.startswith("#!") else []
    if words and basename(words[0]) == "env":
        words = [w for w in words[1:] if not w.startswith("-")]
    return not words or basename(words[0]) in SHELLS


def environment(cmd: Command, variables: dict[str, str]) -> dict[str, str]:
    """The variables the scripts ``cmd`` is given name as words (a script: an argument with
    spaces, quotes or ``$`` in it, or a file the session wrote that it is handed)."""
    if not variables or cmd.name in SHELLS:
        return {}
    scripts = [a for a in cmd.words[1:] if any(c.isspace() or c in "\"'$(" for c in a)]
    if not scripts and not cmd.handed:
        return {}
    text = "\n".join([*scripts, *cmd.handed.values()])
    return {  # a substring test first: a regex per variable only where its name is in the text
        k: v
        for k, v in variables.items()
        if k in text and k != "_" and known(v) and re.search(rf"(?<!\w){re.escape(k)}(?!\w)", text)
    }


def handed(cmd: Command, files: dict[str, str]) -> dict[str, str]:
    """The files the session wrote that ``cmd`` is given: its operands (an option's value too:
    ``--file=x``), its environment's (``GIT_PAGER=/tmp/pg git log``), and the program itself
    when it is one of them (``./tool``)."""
    if not files:
        return {}
    words = [w.split("=", 1)[-1] for w in [*cmd.words[1:], *cmd.assigned.values()]]
    if "/" in cmd.words[0]:
        words.append(cmd.words[0])
    if cmd.name == "perl":  # perl -MCk, PERL5OPT=-MCk: Ck.pm, from PERL5LIB or -I, runs first
        loaded = " ".join([*cmd.words[1:], cmd.assigned.get("PERL5OPT", "")])
        words += [m.rsplit("::", 1)[-1] + ".pm" for m in _PERL_MODULE.findall(loaded)]
    return {b: files[b] for w in words if (b := basename(w)) in files}


READ_VERBS = re.compile(
    r"(?<![\w-])(?:\w*open|(?![Rr]ead(?:dir|link))\w*[Rr]ead\w*|READ\w*|slurp|\w*get_contents|load\w*|mmap|getline|include"
    r"|e|r|edit|source|find-file[\w-]*|insert-file[\w-]*|cat|strings|xxd|od|hexdump|head|tail|less"
    r"|more|lines|IO\.\w+|incbin|embed|include_bytes|include_str)(?![\w-])|<\$?\w*>|<\s*[\"'$]"
)
"""What a program's script must spell to read a file it names (perl's ``open``/``<$f>``,
node's ``readFileSync`` (not its ``readdirSync``: a listing), php's ``file_get_contents``,
ruby's ``binread``, tcl's ``open``, awk's ``getline <``, vim's ``e``; an assembler's
``.incbin``, C's ``#embed``, Rust's ``include_bytes!``: the file's bytes built in): one that only stats,
tests, hashes or prints the name (``-s "F"``, ``statSync``, ``file_exists``, ``addfile``,
``file size``) reads nothing."""


def quoted_file_words(cmd: Command, files: dict[str, str]) -> list[str]:
    """The words of the files the session wrote that another language's one-line program quotes
    and reads (R's ``readLines("/tmp/p")``, ruby's ``File.read("/tmp/p")``): a path kept in such
    a file is then the program's to open, as ``xargs -a F`` is given F's words."""
    scripts = [a for a in cmd.words[1:] if any(c.isspace() or c in "\"'(" for c in a)]
    return [w for a in scripts for w in kept_paths(a, files)]


def kept_paths(script: str, files: dict[str, str], python: bool = False) -> list[str]:
    """The words of the files (``files``, by basename) that a program's ``script`` quotes and
    reads, when it opens something besides (Python's ``p = open("/tmp/p").read().split()[0]``
    then ``open(p)``, with ``python``): the paths it may open from what it read.  One read
    alone only shows the file (locating)."""
    if len(_PYTHON_OPENS.findall(script) if python else _opens(script)) < 2:
        return []
    quoted = {basename(q) for q in re.findall(r"[\"']([^\"'\s]+)[\"']", script)}
    keys = {a or b for a, b in _LOOKED_UP.findall(script)} if python else set()
    if keys and not _EVERY_VALUE.search(script):  # c["fixture"]: that key's values alone
        return [
            w
            for b in quoted
            if b in files
            for k, ws in keyed_values(files[b]).items()
            if k in keys
            for w in ws
        ]
    return [w for b in quoted if b in files for w in _names_listed(files[b])]


_LOOKED_UP = re.compile(
    r"""\[\s*['"]([\w.-]+)['"]\s*\]|\.(?:get\w*|items|pop)\(\s*(?:['"][\w.-]+['"]\s*,\s*)?['"]([\w.-]+)['"]"""
)
"""A lookup by a constant key (``c["tests"]``, ``cp.get("upstream", "tests")``)."""
_EVERY_VALUE = re.compile(r"\.(?:items|values)\(\s*\)|\bfor\s+\w+\s+in\s+(?:open|\w+\s*:)")
"""Code that goes over every value it loaded (``c.items()``, ``for line in open(F)``)."""


_PYTHON_OPENS = re.compile(
    r"\b(?:open|open_code|read_text|read_bytes|fromfile|from_file|loadtxt)\s*\("
    r"|\bread\(\s*[\"']"  # a parser's read("/tmp/ref.ini")
)
"""A Python call that opens a file (``open(F).read()`` is one: its ``read`` reads what it opened)."""


def _names_listed(text: str) -> list[str]:
    return listed_values(text)[:_FILE_WORDS]


def _opens(script: str) -> list[str]:
    # The read verbs of a script less those that print what they are handed (R's ``cat``).
    return [v for v in READ_VERBS.findall(script) if v not in _SHOWS]


_SHOWS = frozenset({"cat", "head", "tail", "less", "more", "lines", "e", "r", "strings"})


def listed_names(cmd: Command, files: dict[str, str]) -> list[str]:
    """The names in a file the session wrote that ``cmd`` is told to take its operands from:
    ``tar -T F``, ``--files-from=F`` (tar, rsync, cpio), ``--files0-from=F`` (du, wc), as if
    they were typed on its line."""
    args = cmd.words[1:]
    lists = [a.split("=", 1)[1] for a in args if a.split("=", 1)[0] in _NAME_LISTS and "=" in a]
    lists += [args[i + 1] for i, a in enumerate(args[:-1]) if a in _NAME_LISTS]
    if cmd.name in ("tar", "bsdtar"):
        lists += [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-T"]
    return [w for f in lists for w in re.split(r"[\s\0]+", files.get(basename(f), "")) if w]


_NAME_LISTS = frozenset({"--files-from", "--files0-from", "--from-file"})
"""Options whose value is a file of the names a program works on."""
_FILE_WORDS = 16
"""The most words taken from one such file: a path or a few, not a file of data."""


_PERL_MODULE = re.compile(r"(?<!\S)-M-?([A-Za-z_]\w*(?:::\w+)*)")
"""A module perl loads before its program (``-MCk``, ``-MData::Dumper``)."""


_CODE_TAKERS = frozenset(
    {"python", "python3", "perl", "ruby", "node", "php", "lua", "awk", "gawk", "mawk", "sed", "jq", "echo", "printf", "eval", "alias",
     "trap", "export", "declare", "local", "readonly", "set"}
)  # fmt: skip
"""Programs whose arguments are code or text of their own (or that the grammar reads as code
already): an argument of theirs is not a command line kept to run later."""


def embedded_lines(cmd: Command, items: str = UNKNOWN) -> list[str]:
    """The arguments of ``cmd`` that are command lines another program runs later (``git rebase
    --exec "CMD"``, ``tar --to-command='CMD'``, ``git -c core.pager='CMD'``, ``bind -x
    '"\\C-t": CMD'``, ``fzf --preview 'CMD {}'``): a value that parses as shell, whose first
    word is a program's name, with options, a pipe, a redirection or a list in it (prose, a
    message or a pattern has none).  A picker's ``{}`` is one of the ``items`` it is given, when
    they are names (a listing's glob)."""
    if cmd.name in SHELLS or cmd.name in _CODE_TAKERS or cmd.name.startswith("python"):
        return []
    out = []
    for word in [*cmd.words[1:], *cmd.assigned.values()]:  # LESSOPEN='|CMD' less f
        value = word.split("=", 1)[1] if _KEYED.match(word) else word  # core.pager=CMD
        value = _EXEC_PREFIX.sub("", value.lstrip("|"))  # --checkpoint-action=exec=CMD
        bound = _BOUND.search(value)  # fzf --bind 'enter:execute(CMD {})'
        value = (bound.group(1) or bound.group(2)) if bound else value
        formatted = _TMUX_FORMAT.search(value) if cmd.name == "tmux" else None
        value = formatted.group(1) if formatted else value  # tmux display -p '#(CMD)'
        keyed = _KEY_BOUND.match(value) if cmd.name == "bind" else None
        value = keyed.group(1) if keyed else value  # bind -x '"\C-t": CMD'

        if " " in value and len(value) <= LONGEST_LINE and command_line(value):
            out.append(value)
    item = items.split()[0] if "{}" in "".join(out) and names_only(items) and items else None
    return [line.replace("{}", item) for line in out] if item else out


_MAKE_VARIABLE = re.compile(r"^([A-Za-z_]\w*)\s*[:?+]?=\s*(.*)$")
_MAKE_RULE = re.compile(r"^([^\s:=#][^:=#]*?)\s*::?(?!=)\s*([^;#]*)")
"""A rule's head: its targets, then its prerequisites (``check: build peek``)."""
_MAKE_VALUED = frozenset({"-f", "-C", "-I", "-o", "-W", "--file", "--directory"})
"""make's options whose value is the next word."""


def make_goals(args: list[str]) -> list[str]:
    """The targets a ``make`` command line asks for (its words less options, their values and
    ``VAR=value`` settings)."""
    goals, words = [], iter(args)
    for a in words:
        if a in _MAKE_VALUED:
            next(words, None)
        elif not a.startswith("-") and "=" not in a:
            goals.append(a)
    return goals


def make_script(makefile: str, goals: list[str] | None = None) -> str:
    """A Makefile's recipes as the shell runs them for ``goals`` (the first target when none is
    named), each goal's prerequisites first, after its variables: ``SO := $(shell CMD)`` is
    ``SO="$(CMD)"``, and a recipe's ``$(SO)`` is ``${SO}`` (``$$`` is ``$``).  Every recipe when
    a goal is no rule of the file (a pattern rule, a built-in one: what runs is not worked out)."""
    names: list[str] = []
    head: list[str] = []
    rules: dict[str, tuple[list[str], list[str]]] = {}
    recipe: list[str] | None = None
    for line in makefile.splitlines():
        defined = _MAKE_VARIABLE.match(line) if line[:1] != "\t" else None
        rule = _MAKE_RULE.match(line) if line[:1] != "\t" and not defined else None
        if defined:
            name, value = defined.groups()
            value = re.sub(r"\$\(shell\s+(.*)\)$", r"$(\1)", value.strip())
            names.append(name)
            head.append(f'{name}="{value}"')
        elif rule:
            recipe = []
            for target in rule.group(1).split():
                rules.setdefault(target, (rule.group(2).split(), recipe))
        elif line[:1] == "\t" and recipe is not None:
            recipe.append(line[1:].lstrip("@-"))
    wanted = goals or [t for t in rules if not t.startswith(".")][:1]
    lines = _recipes(rules, wanted) if all(g in rules for g in wanted) else None
    if lines is None:
        lines = [line for _, (_, body) in rules.items() for line in body]
        lines = list(dict.fromkeys(lines))
    script = "\n".join([*head, *lines])
    for name in names:
        script = script.replace(f"$({name})", f"${{{name}}}")
    for _ in range(16):  # make's functions, innermost first, until none is left
        script, n = _MAKE_CALL.subn(_make_call, script)
        if not n:
            break
    return script.replace("\x00", "$(").replace("\x01", ")").replace("$$", "$")


def _recipes(rules: dict[str, tuple[list[str], list[str]]], goals: list[str]) -> list[str]:
    # each goal's prerequisites' recipes (those the file has rules for), then its own; once each
    out: list[str] = []
    done: set[str] = set()

    def build(target: str, depth: int) -> None:
        if target in done or target not in rules or depth > 32:
            return
        done.add(target)
        prerequisites, body = rules[target]
        for p in prerequisites:
            build(p, depth + 1)
        out.extend(body)

    for goal in goals:
        build(goal, 0)
    return out


_MAKE_CALL = re.compile(r"\$\(([a-z][a-z-]*)\s([^()$]*(?:\$\{\w+\}[^()$]*)*)\)")
"""A call of one of make's functions whose arguments hold no other call (``$(file <F)``)."""
_MAKE_TEXT = frozenset(
    "subst patsubst strip findstring filter filter-out sort word words wordlist firstword "
    "lastword dir notdir suffix basename addsuffix addprefix join abspath realpath if or and "
    "foreach call value origin flavor info warning error let intcmp".split()
)
"""make's functions that compute text from their arguments, reading and running nothing."""


def _make_call(found: re.Match[str]) -> str:
    # ``$(file <F)`` reads F, ``$(wildcard P)`` lists P, ``$(shell CMD)`` runs CMD; a text
    # function's result is its arguments' words (what it keeps of them is not worked out).
    # Made a shell's ``$(…)`` only at the end (NUL and SOH stand for it meanwhile), so an
    # enclosing call is still one whose arguments hold no other.
    name, args = found.groups()
    if name == "file":
        return f"\x00cat {args.strip().lstrip('<').strip()}\x01" if "<" in args else ""
    if name == "wildcard":
        return f"\x00ls -d {args.strip()}\x01"
    if name == "shell":
        return f"\x00{args}\x01"
    return args.replace(",", " ") if name in _MAKE_TEXT else found.group(0)


def served_from(cmd: Command) -> str | None:
    """The file a shell reads its commands from (``tail -f q | bash``, ``bash < q``), by
    basename, or None."""
    if cmd.name not in SHELLS or any(not a.startswith("-") for a in cmd.words[1:]):
        return None
    fed = [t for op, t in cmd.redirects if op in ("<", "0<")]
    for stage in cmd.piped_from[-1:]:
        if stage.name in ("tail", "cat", "less") and stage.words[1:]:
            fed.append(stage.words[-1])
    return basename(fed[0]) if fed and known(fed[0]) else None


def command_line(text: str) -> bool:
    """Whether ``text`` is a command line (see :func:`embedded_lines`)."""
    tree = shell_parser().parse(text.encode("utf-8", "surrogateescape"))
    if tree.root_node.has_error:
        return False
    first = text.split(None, 1)[0] if text.strip() else ""
    return bool(_PROGRAM.fullmatch(first)) and bool(_SHELL_SIGNS.search(text))


_BOUND = re.compile(r"(?:execute(?:-silent|-multi)?|become|preview|reload)(?:\((.+)\)\s*$|:(.+)$)")
"""A picker's key bound to a command line (fzf's ``execute(CMD)``, ``become:CMD``)."""
_KEY_BOUND = re.compile(r"""^\s*(?:"[^"]*"|'[^']*'|\S+)\s*:\s*(.+)$""", re.S)
r"""A key sequence bound to a command line (readline's ``"\C-t": CMD``)."""
_TMUX_FORMAT = re.compile(r"#\((.+)\)")
"""A tmux format's command (``#(CMD)``), run when the format is expanded."""
_KEYED = re.compile(r"-{0,2}[\w.-]+=")
"""An option or a setting given its value in one word (``--exec=CMD``, ``core.pager=CMD``)."""
_EXEC_PREFIX = re.compile(r"^(?:exec|sh|shell|command)[=:]")
"""An action's kind before its command line (tar's ``--checkpoint-action=exec=CMD``)."""


_PROGRAM = re.compile(r"[A-Za-z_][\w.+-]*|/[\w./+-]+")
_SHELL_SIGNS = re.compile(r"\s-{1,2}\w|[|;<>]|&&")
"""What makes a string a command line rather than a sentence: an option, a pipe, a list, a
redirection."""
