"""Shell expansion within one script: variables, arrays (``mapfile``, ``read -a``), ``$(…)``
substitutions, functions and aliases, a script fed to a shell on its standard input, ``find -exec``,
and what bash leaves unexpanded in a ``python -c`` string.  The state is the script's own plus the
files written earlier in the session (``written``).
"""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.coreutils import FOLD_CAP, _commands_substituted, printed
from syncvals_plugin.classifier.code.lexer import _BACKQUOTED, _parenthesised, _words
from syncvals_plugin.classifier.code.tree import parse_python
from syncvals_plugin.classifier.code.words import (
    _PREFIXES,
    _basename,
    _redirected_input,
    _unredirected,
    operands,
    program,
)

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


def _substitution_scripts(word: str) -> list[str]:
    # The scripts of a word's ``$(…)`` and backquotes, outermost first (at most eight).
    out: list[str] = []
    start = 0
    while (at := word.find("$(", start)) >= 0 and len(out) < 8:
        inner = _parenthesised(word, at + 2)
        out.append(inner)
        start = at + 2 + len(inner) + 1
    return out + [m[1] for m in _BACKQUOTED.finditer(word)][: 8 - len(out)]


def _fits(word: str, env: dict[str, str]) -> bool:
    # Whether substituting into ``word`` stays within FOLD_CAP (measured before it is built).
    grown = sum(len(_variable_value(m, env)) - len(m[0]) for m in _VARIABLE.finditer(word))
    return len(word) + grown <= FOLD_CAP


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
