"""A shell command's words read as bash reads them: the program a command runs (past ``sudo``,
``env``, ``timeout`` and their kin), its operands, its redirections and their targets, its options'
values, and paths joined to the working directory (``cd``, ``pushd``, ``popd``).
"""

from __future__ import annotations

import re

_PREFIXES = frozenset({"sudo", "env", "time", "timeout", "nohup", "exec", "command", "nice", "uv"})


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


def join_cwd(cwd: str, path: str) -> str:
    """``path`` as seen after ``cd cwd`` (relative paths stay relative when ``cwd`` is unknown)."""
    if not cwd or path.startswith(("/", "~", "$")):
        return path
    import posixpath

    return posixpath.normpath(posixpath.join(cwd, path)) if cwd.startswith("/") else path


def _basename(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


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
